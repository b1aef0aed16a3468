"""Finding editions and house rules: the plugins of unokit's registry.

Plugins are found once, lazily, the first time they are needed: the built-in modules (the
editions and the house rules) are registered by name, then every plugin of the ``unokit``
entry-point group is loaded (a built-in is skipped there because its name is already taken).
Each plugin's [`unokit_register_editions`][unokit.core.hookspecs.unokit_register_editions] and
[`unokit_register_house_rules`][unokit.core.hookspecs.unokit_register_house_rules] hooks then hand
over its edition and house-rule objects. Names are first come, built-ins first: a plugin that
registers an edition name, alias, house-rule name or move verb already taken is reported and
left out, so no plugin can take over a built-in edition.

The functions here read and change unokit's registry
([`unokit.core.registry.REGISTRY`][unokit.core.registry.REGISTRY]), which owns the plugins and
everything built from them; registering or removing a plugin invalidates all of it at once.

A game's rules are a stack of these plugins — the edition, then its house rules in the order
given — compiled into a [`Rules`][unokit.Rules] table by
[`unokit.core.compiling`][unokit.core.compiling].

A broken plugin does not break the others. A built-in or entry-point plugin that cannot be
imported or registered, whose registration hooks raise, or that registers a malformed
edition or house rule (or a name or verb another plugin already uses) is skipped with a
[`PluginWarning`][unokit.PluginWarning]; its error is kept in
[`plugin_errors()`][unokit.core.plugins.plugin_errors], and asking for one of its editions raises
that error. Plugins a program registers itself with
[`register_plugin`][unokit.core.plugins.register_plugin] are its own code: their errors are raised.
Plugins named in the ``UNOKIT_DISABLE_PLUGINS`` environment variable, or passed to
[`reset(disable=...)`][unokit.core.plugins.reset], are not even imported.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from typing import Any

import pluggy

from unokit.core.errors import PluginError
from unokit.core.registry import (
    BUILTIN_PLUGINS,
    DISABLE_VARIABLE,
    ENTRY_POINT_GROUP,
    REGISTRY,
    split_names,
)

__all__ = [
    "BUILTIN_PLUGINS",
    "DISABLE_VARIABLE",
    "ENTRY_POINT_GROUP",
    "available_editions",
    "available_house_rules",
    "disabled_plugins",
    "edition_info",
    "find_edition",
    "find_house_rule",
    "plugin_errors",
    "plugin_manager",
    "register_plugin",
    "registry_generation",
    "reset",
    "unregister_plugin",
]


def plugin_manager() -> pluggy.PluginManager:
    """Unokit's plugin manager, with the built-ins and the ``unokit`` entry points loaded.

    Built once, on first use. Disabled plugins (see
    [`DISABLE_VARIABLE`][unokit.core.registry.DISABLE_VARIABLE]) are not imported; a plugin that
    cannot be imported or registered is left out with a [`PluginWarning`][unokit.PluginWarning]
    and its error is kept in [`plugin_errors()`][unokit.core.plugins.plugin_errors].
    """
    return REGISTRY.manager()


def register_plugin(plugin: object, name: str | None = None) -> None:
    """Register a plugin at run time, as if an entry point had named it.

    Useful for editions defined in a script or a test. The list of editions is read again
    the next time it is needed. Unlike the plugins unokit finds itself, a plugin registered
    here is not skipped when it is broken: the error of its
    [`unokit_register_editions`][unokit.core.hookspecs.unokit_register_editions] hook is raised
    the next time the list of editions is read (e.g. by
    [`available_editions`][unokit.available_editions]).

    Args:
        plugin: A module or object implementing
            [`unokit_register_editions`][unokit.core.hookspecs.unokit_register_editions].
        name: The plugin's name (defaults to pluggy's choice).

    Raises:
        PluginError: if the plugin (or its name) is already registered, or one of its hook
            implementations does not match the hook's specification.
    """
    REGISTRY.register(plugin, name)


def unregister_plugin(plugin: object) -> None:
    """Remove a plugin registered with [`register_plugin`][unokit.core.plugins.register_plugin]."""
    REGISTRY.unregister(plugin)


def registry_generation() -> int:
    """A number that changes whenever the registered plugins change."""
    return REGISTRY.generation


def available_editions() -> list[str]:
    """The canonical names of all registered editions, sorted.

    Editions of plugins that failed to load are not listed (see
    [`plugin_errors`][unokit.core.plugins.plugin_errors]).

    Examples:
        >>> import unokit
        >>> "classic" in unokit.available_editions()
        True
    """
    return sorted(REGISTRY.editions())


def plugin_errors() -> Mapping[str, PluginError]:
    """Why each broken plugin was skipped, by plugin name (read-only, sorted by name).

    A plugin is skipped when it cannot be imported or registered, when its registration
    hooks raise, or when it registers a malformed edition or house rule, or a name or verb
    already in use. Each error's message names the plugin, what failed (its import or the
    hook) and the original exception's type and text; the original exception is its
    ``__cause__``. Empty when every plugin loaded. Disabled plugins are not errors (see
    [`disabled_plugins`][unokit.core.plugins.disabled_plugins]).

    Raises:
        PluginError: if a plugin registered with
            [`register_plugin`][unokit.core.plugins.register_plugin] is broken (those are not
            skipped).

    Examples:
        >>> from unokit.core import plugins
        >>> dict(plugins.plugin_errors())
        {}
    """
    return REGISTRY.errors()


def disabled_plugins() -> frozenset[str]:
    """The names of the plugins left out on purpose, in lower case.

    Those of the [`UNOKIT_DISABLE_PLUGINS`][unokit.core.registry.DISABLE_VARIABLE] environment
    variable and of [`reset(disable=...)`][unokit.core.plugins.reset], as read when the plugin
    manager was built.
    """
    return REGISTRY.disabled()


def find_edition(name: str) -> Any:
    """Return the edition object registered under ``name`` or one of its aliases.

    Raises:
        UnknownEditionError: if no edition has that name; the message lists those available
            (and how many plugins failed to load, if any did).
        PluginError: if no edition has that name but a plugin of that name (or one that was
            registering an edition of that name) failed to load; the message says why.
    """
    return REGISTRY.find_edition(name)


def available_house_rules() -> dict[str, str]:
    """Every registered house rule: its name and one line saying what it does, by name.

    Built-in house rules and those of third-party plugins (registered through the
    [`unokit_register_house_rules`][unokit.core.hookspecs.unokit_register_house_rules] hook of a
    plugin the ``unokit`` entry-point group names) alike.

    Examples:
        >>> import unokit
        >>> rules = unokit.available_house_rules()
        >>> "stacking" in rules and "seven-o" in rules
        True
    """
    rules = REGISTRY.house_rules()
    return {name: rules[name].description for name in sorted(rules)}


def find_house_rule(name: str) -> Any:
    """Return the house-rule object registered under ``name``.

    Raises:
        UnknownHouseRuleError: if no house rule has that name; the message lists those
            available.
        PluginError: if the plugin that registers it failed to load; the message says why.
    """
    return REGISTRY.find_house_rule(name)


def edition_info(name: str) -> Mapping[str, Any]:
    """Name, aliases, description and player range of an edition, as a plain mapping.

    Examples:
        >>> import unokit
        >>> info = unokit.edition_info("party")
        >>> info["name"], info["min_players"], info["max_players"]
        ('party', 2, 16)

    Raises:
        UnknownEditionError: for a name nobody registered (the message lists the editions).
        PluginError: if the plugin that registers it failed to load; the message says why.
    """
    edition = find_edition(name)
    return {
        "name": edition.name,
        "aliases": tuple(edition.aliases),
        "description": getattr(edition, "description", ""),
        "min_players": edition.min_players,
        "max_players": edition.max_players,
    }


def reset(*, disable: Iterable[str] = ()) -> None:
    """Forget every loaded plugin, edition and compiled rule table; they load again when needed.

    Plugins registered with [`register_plugin`][unokit.core.plugins.register_plugin] are forgotten
    too, and the [`UNOKIT_DISABLE_PLUGINS`][unokit.core.registry.DISABLE_VARIABLE] environment
    variable is read again.

    Args:
        disable: Plugins not to load (not even import) from now on, by name — entry-point
            names, built-ins included — on top of those of ``UNOKIT_DISABLE_PLUGINS``; a
            string is split at commas and spaces like the variable. The next ``reset()``
            without it loads them again.

    Examples:
        >>> import unokit
        >>> unokit.core.plugins.reset(disable=["party"])
        >>> "party" in unokit.available_editions()
        False
        >>> unokit.core.plugins.reset()
        >>> "party" in unokit.available_editions()
        True
    """
    REGISTRY.reset(disable=split_names(disable) if isinstance(disable, str) else disable)
