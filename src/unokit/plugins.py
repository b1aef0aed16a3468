"""The plugin manager: finding editions and house rules, and compiling a game's rules.

Plugins are found once, lazily, the first time they are needed: the built-in modules (the
editions and the house rules) are registered by name, then every plugin of the ``unokit``
entry-point group is loaded (a built-in is skipped there because its name is already taken).
Each plugin's [`unokit_register_editions`][unokit.hookspecs.unokit_register_editions] and
[`unokit_register_house_rules`][unokit.hookspecs.unokit_register_house_rules] hooks then hand
over its edition and house-rule objects. Names are first come, built-ins first: a plugin that
registers an edition name, alias or house-rule name already taken is reported and left out,
so no plugin can take over a built-in edition.

This module keeps the plugin manager and the editions and house rules its plugins register,
checking each; building the manager (importing the built-ins and the entry points) is
``unokit._discovery``'s job.

A game's rules are a stack of these plugins — the edition, then its house rules in the order
given — compiled into a [`Rules`][unokit.Rules] table by
[`unokit.compiling`][unokit.compiling].

A broken plugin does not break the others. A built-in or entry-point plugin that cannot be
imported or registered, whose ``unokit_register_editions`` hook raises, or that registers a
malformed edition (or a name another edition already uses) is skipped with a
[`PluginWarning`][unokit.PluginWarning]; its error is kept in
[`plugin_errors()`][unokit.plugins.plugin_errors], and asking for one of its editions raises
that error. Plugins a program registers itself with
[`register_plugin`][unokit.plugins.register_plugin] are its own code: their errors are raised.
Plugins named in the ``UNOKIT_DISABLE_PLUGINS`` environment variable, or passed to
[`reset(disable=...)`][unokit.plugins.reset], are not even imported.
"""

from __future__ import annotations

import contextlib
import os
import re
import threading
from collections.abc import Iterable, Mapping
from types import MappingProxyType
from typing import TYPE_CHECKING, Any, NoReturn

import pluggy

from unokit._discovery import discover, warn_skipped
from unokit.errors import (
    PluginError,
    UnknownEditionError,
    UnknownHouseRuleError,
    _describe,
    _is_whole,
    _short,
)

if TYPE_CHECKING:
    pass

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

BUILTIN_PLUGINS: Mapping[str, str] = {
    "classic": "unokit.editions.classic",
    "friends": "unokit.editions.friends",
    "party": "unokit.editions.party",
    "house-rules": "unokit.house_rules",
}
"""The built-in plugins, by entry-point name and module."""

ENTRY_POINT_GROUP = "unokit"
"""The entry-point group that names third-party plugins."""

DISABLE_VARIABLE = "UNOKIT_DISABLE_PLUGINS"
"""The environment variable naming plugins not to load (not even import).

Entry-point names, built-ins included, separated by commas or spaces, in any case:
``UNOKIT_DISABLE_PLUGINS="party, seven-o"``. It is read when the plugin manager is built: the
first time editions are needed, and again after [`reset`][unokit.plugins.reset].
"""

_manager: pluggy.PluginManager | None = None
_editions: dict[str, Any] | None = None
_aliases: dict[str, str] = {}
_house_rules: dict[str, Any] = {}
#: Grows each time the registered plugins change: compiled rules of an older one are stale.
_generation = 0
#: Plugins loaded by the manager itself (built-ins, entry points): skipped when broken.
_discovered: set[str] = set()
#: Where each plugin comes from (its module or entry point and distribution), by name.
_origins: dict[str, str] = {}
#: Plugins not loaded (lower-case names): the environment variable's and ``reset``'s.
_disabled: frozenset[str] = frozenset()
_disabled_in_code: frozenset[str] = frozenset()
#: Plugins that could not be imported or registered, by name.
_load_errors: dict[str, PluginError] = {}
#: Plugins whose ``unokit_register_editions`` failed or registered bad editions, by name.
_edition_errors: dict[str, PluginError] = {}
#: Lower-case names (plugin names, and edition names they registered) of failed plugins.
_failed_names: dict[str, str] = {}

#: Held while plugins load, editions are listed and rules compile: first use from many
#: threads at once loads and compiles once, and no thread sees a half-built table.
_LOCK = threading.RLock()


def _split_names(text: str) -> frozenset[str]:
    return frozenset(name.lower() for name in re.split(r"[\s,]+", text) if name)


def plugin_manager() -> pluggy.PluginManager:
    """Unokit's plugin manager, with the built-ins and the ``unokit`` entry points loaded.

    Built once, on first use. Disabled plugins (see
    [`DISABLE_VARIABLE`][unokit.plugins.DISABLE_VARIABLE]) are not imported; a plugin that
    cannot be imported or registered is left out with a [`PluginWarning`][unokit.PluginWarning]
    and its error is kept in [`plugin_errors()`][unokit.plugins.plugin_errors].
    """
    manager = _manager
    if manager is not None:
        return manager
    with _LOCK:
        return _build_manager()


def _build_manager() -> pluggy.PluginManager:
    global _manager, _disabled
    if _manager is not None:  # another thread built it while this one waited
        return _manager
    disabled = _disabled_in_code | _split_names(os.environ.get(DISABLE_VARIABLE, ""))
    manager, origins, errors = discover(BUILTIN_PLUGINS, ENTRY_POINT_GROUP, disabled)
    _disabled = disabled
    _discovered.clear()
    _discovered.update(name for name in origins if manager.has_plugin(name))
    _origins.clear()
    _origins.update(origins)
    _load_errors.clear()
    _load_errors.update(errors)
    _forget_editions()
    _manager = manager  # last: a thread that sees it sees everything above
    warn_skipped(errors.values())
    return manager


def register_plugin(plugin: object, name: str | None = None) -> None:
    """Register a plugin at run time, as if an entry point had named it.

    Useful for editions defined in a script or a test. The list of editions is read again
    the next time it is needed. Unlike the plugins unokit finds itself, a plugin registered
    here is not skipped when it is broken: the error of its
    [`unokit_register_editions`][unokit.hookspecs.unokit_register_editions] hook is raised
    the next time the list of editions is read (e.g. by
    [`available_editions`][unokit.available_editions]).

    Args:
        plugin: A module or object implementing
            [`unokit_register_editions`][unokit.hookspecs.unokit_register_editions].
        name: The plugin's name (defaults to pluggy's choice).

    Raises:
        PluginError: if the plugin (or its name) is already registered, or one of its hook
            implementations does not match the hook's specification.
    """
    with _LOCK:
        manager = plugin_manager()
        try:
            manager.register(plugin, name=name)
        except (ValueError, pluggy.PluginValidationError) as exc:
            raise PluginError(f"cannot register plugin {name or plugin!r}: {exc}") from None
        _discovered.discard(manager.get_name(plugin) or "")
        _forget_editions()


def unregister_plugin(plugin: object) -> None:
    """Remove a plugin registered with [`register_plugin`][unokit.plugins.register_plugin]."""
    with _LOCK:
        plugin_manager().unregister(plugin)
        _forget_editions()


def _forget_editions() -> None:
    global _editions, _generation
    _editions = None
    _aliases.clear()
    _house_rules.clear()
    _generation += 1


def registry_generation() -> int:
    """A number that changes whenever the registered plugins change.

    [`unokit.compiling`][unokit.compiling] keeps its compiled rules only while it stays the
    same.
    """
    return _generation


def _load_editions() -> dict[str, Any]:
    """Ask every plugin for its editions (once, until a plugin is added or removed).

    The built-in plugins come first, then those the entry points name, in name order,
    then those a program registered: a name clash is blamed on the plugin visited later, so
    no plugin can take a built-in's name. A found plugin that fails is skipped with a
    warning; a registered one raises.
    """
    editions = _editions
    if editions is not None:
        return editions
    with _LOCK:
        return _list_editions()


def _list_editions() -> dict[str, Any]:
    global _editions
    if _editions is not None:  # another thread listed them while this one waited
        return _editions
    manager = plugin_manager()
    editions: dict[str, Any] = {}
    aliases: dict[str, str] = {}
    owners: dict[str, str] = {}
    errors: dict[str, PluginError] = {}
    failed_names = {name.lower(): name for name in _load_errors}
    builtins = list(BUILTIN_PLUGINS)
    visited = sorted(
        manager.list_name_plugin(),
        key=lambda item: (
            item[0] not in _discovered,
            builtins.index(item[0]) if item[0] in builtins else len(builtins),
            item[0],
        ),
    )
    house_rules: dict[str, Any] = {}
    for plugin_name, plugin in visited:
        if plugin is None:  # a name blocked in pluggy
            continue
        claimed: list[str] = []
        try:
            found = _plugin_editions(plugin_name, plugin, aliases, owners, claimed)
            found_rules = _plugin_house_rules(plugin_name, plugin, house_rules, owners)
        except PluginError as exc:
            if plugin_name not in _discovered:
                raise
            errors[plugin_name] = exc
            for key in (plugin_name.lower(), *claimed):
                failed_names.setdefault(key, plugin_name)
            continue
        for name, keys, edition in found:
            editions[name] = edition
            owners[name] = plugin_name
            aliases.update(dict.fromkeys(keys, name))
        for rule in found_rules:
            house_rules[rule.name] = rule
            owners["house rule " + rule.name] = plugin_name
    _aliases.clear()
    _aliases.update(aliases)
    _house_rules.clear()
    _house_rules.update(house_rules)
    _edition_errors.clear()
    _edition_errors.update(errors)
    _failed_names.clear()
    _failed_names.update(failed_names)
    _editions = editions
    warn_skipped(errors.values())
    return editions


def _plugin_editions(
    plugin_name: str,
    plugin: object,
    aliases: Mapping[str, str],
    owners: Mapping[str, str],
    claimed: list[str],
) -> list[tuple[str, tuple[str, ...], Any]]:
    """Call one plugin's ``unokit_register_editions`` and check what it registers.

    Returns each edition with its canonical name and lower-case keys (name and aliases).
    ``claimed`` collects the names the plugin tried to register, for the error raised when
    one of them is asked for after the plugin failed.

    Raises:
        PluginError: if the hook raises, or an edition is malformed or its name is taken.
    """
    hook = "unokit_register_editions"
    found: list[Any] = []
    try:
        _register(plugin_name, plugin, hook, found)
    finally:
        claimed.extend(_claims(found))
    result: list[tuple[str, tuple[str, ...], Any]] = []
    taken = dict(aliases)
    for edition in found:
        try:
            name = _check_edition(edition, plugin_name)
            keys = tuple(dict.fromkeys(key.lower() for key in (name, *edition.aliases)))
        except PluginError:
            raise
        except Exception as exc:
            raise PluginError(
                f"plugin {plugin_name!r}: {hook} registered an edition that cannot be read "
                f"({_describe(exc)})"
            ) from exc
        for key in keys:
            if key in taken:
                other = taken[key]
                owner = owners.get(other, plugin_name)
                raise PluginError(
                    f"plugin {plugin_name!r}: {hook} registered the edition name {key!r}, "
                    f"which edition {other!r} of plugin {owner!r} already uses"
                    + _origins_of(plugin_name, owner)
                )
            taken[key] = name
        result.append((name, keys, edition))
    return result


def _register(plugin_name: str, plugin: object, hook: str, found: list[Any]) -> None:
    """Call one plugin's registration ``hook``, appending what it registers to ``found``.

    Raises:
        PluginError: if the hook raises (``found`` keeps what it registered before).
    """
    try:
        impl = getattr(plugin, hook, None)
        if impl is not None:
            impl(register=found.append)
    except Exception as exc:
        raise PluginError(f"plugin {plugin_name!r} failed in {hook}: {_describe(exc)}") from exc


def _plugin_house_rules(
    plugin_name: str, plugin: object, taken: Mapping[str, Any], owners: Mapping[str, str]
) -> list[Any]:
    """Call one plugin's ``unokit_register_house_rules`` and check what it registers.

    Raises:
        PluginError: if the hook raises, or a house rule is malformed or its name is taken.
    """
    hook = "unokit_register_house_rules"
    found: list[Any] = []
    _register(plugin_name, plugin, hook, found)
    names: set[str] = set()
    for rule in found:
        name = getattr(rule, "name", None)
        if not isinstance(name, str) or not re.fullmatch(r"[a-z0-9][a-z0-9-]*", name):
            raise PluginError(
                f"plugin {plugin_name!r}: {hook} registered a house rule whose name is "
                f"{_short.repr(name)}, expected lower-case letters, digits and dashes"
            )
        description = getattr(rule, "description", None)
        incompatible = getattr(rule, "incompatible", ())
        if not isinstance(description, str) or not description:
            raise PluginError(
                f"plugin {plugin_name!r}: {hook} registered the house rule {name!r}, but its "
                "description must be a non-empty str"
            )
        if not isinstance(incompatible, tuple) or not all(
            isinstance(item, str) for item in incompatible
        ):
            raise PluginError(
                f"plugin {plugin_name!r}: {hook} registered the house rule {name!r}, but its "
                f"incompatible must be a tuple of names, not {_short.repr(incompatible)}"
            )
        if name in taken or name in names:
            owner = owners.get("house rule " + name, plugin_name)
            raise PluginError(
                f"plugin {plugin_name!r}: {hook} registered the house rule {name!r}, which "
                f"plugin {owner!r} already registered" + _origins_of(plugin_name, owner)
            )
        names.add(name)
    return found


def _origins_of(*plugin_names: str) -> str:
    """`` ('x' is entry point x = y of dist 1.0; 'classic' is module ... of unokit)``.

    Where each plugin comes from (its distribution), for a message about a name clash.
    """
    known = [
        f"{name!r} is {_origins[name]}" for name in dict.fromkeys(plugin_names) if name in _origins
    ]
    return f" ({'; '.join(known)})" if known else ""


def _claims(editions: Iterable[Any]) -> list[str]:
    """The lower-case names and aliases of ``editions``, as far as they can be read."""
    claims: list[str] = []
    for edition in editions:
        with contextlib.suppress(Exception):
            names = (getattr(edition, "name", None), *getattr(edition, "aliases", ()))
            claims.extend(name.lower() for name in names if isinstance(name, str) and name)
    return claims


def _check_edition(edition: Any, plugin_name: str) -> str:
    hook = "unokit_register_editions"
    name = getattr(edition, "name", None)
    if not isinstance(name, str) or not name:
        raise PluginError(
            f"plugin {plugin_name!r}: {hook} registered an edition without a name "
            f"({_short.repr(edition)})"
        )
    where = f"plugin {plugin_name!r}: {hook} registered the edition {name!r}, but"
    aliases = getattr(edition, "aliases", None)
    if not isinstance(aliases, tuple) or not all(isinstance(a, str) and a for a in aliases):
        raise PluginError(
            f"{where} its aliases must be a tuple of non-empty str, not {_short.repr(aliases)}"
        )
    low = getattr(edition, "min_players", None)
    high = getattr(edition, "max_players", None)
    if not (_is_whole(low) and _is_whole(high) and 2 <= low <= high):
        raise PluginError(
            f"{where} its min_players and max_players must be whole numbers with "
            f"2 <= min_players <= max_players, not {low!r} and {high!r}"
        )
    description = getattr(edition, "description", "")
    if not isinstance(description, str):
        raise PluginError(f"{where} its description must be a str, not {_short.repr(description)}")
    label = getattr(edition, "mark_label", "mark")
    if not isinstance(label, str) or not label:
        raise PluginError(
            f"{where} its mark_label must be a non-empty str, not {_short.repr(label)}"
        )
    return name


def available_editions() -> list[str]:
    """The canonical names of all registered editions, sorted.

    Editions of plugins that failed to load are not listed (see
    [`plugin_errors`][unokit.plugins.plugin_errors]).

    Examples:
        >>> import unokit
        >>> "classic" in unokit.available_editions()
        True
    """
    return sorted(_load_editions())


def plugin_errors() -> Mapping[str, PluginError]:
    """Why each broken plugin was skipped, by plugin name (read-only, sorted by name).

    A plugin is skipped when it cannot be imported or registered, when its
    [`unokit_register_editions`][unokit.hookspecs.unokit_register_editions] hook raises, or
    when it registers a malformed edition or an edition name already in use. Each error's
    message names the plugin, what failed (its import or the hook) and the original
    exception's type and text; the original exception is its ``__cause__``. Empty when every
    plugin loaded. Disabled plugins are not errors (see
    [`disabled_plugins`][unokit.plugins.disabled_plugins]).

    Raises:
        PluginError: if a plugin registered with
            [`register_plugin`][unokit.plugins.register_plugin] is broken (those are not
            skipped).

    Examples:
        >>> from unokit import plugins
        >>> dict(plugins.plugin_errors())
        {}
    """
    _load_editions()
    return MappingProxyType(dict(sorted({**_load_errors, **_edition_errors}.items())))


def disabled_plugins() -> frozenset[str]:
    """The names of the plugins left out on purpose, in lower case.

    Those of the [`UNOKIT_DISABLE_PLUGINS`][unokit.plugins.DISABLE_VARIABLE] environment
    variable and of [`reset(disable=...)`][unokit.plugins.reset], as read when the plugin
    manager was built.
    """
    plugin_manager()
    return _disabled


def find_edition(name: str) -> Any:
    """Return the edition object registered under ``name`` or one of its aliases.

    Raises:
        UnknownEditionError: if no edition has that name; the message lists those available
            (and how many plugins failed to load, if any did).
        PluginError: if no edition has that name but a plugin of that name (or one that was
            registering an edition of that name) failed to load; the message says why.
    """
    editions = _load_editions()
    key = name.lower() if isinstance(name, str) else None
    canonical = _aliases.get(key) if key is not None else None
    if canonical is None:
        _no_edition(name, key, editions)
    return editions[canonical]


def _no_edition(name: object, key: str | None, editions: Mapping[str, Any]) -> NoReturn:
    errors = plugin_errors()
    failed = _failed_names.get(key) if key is not None else None
    if failed is not None:
        error = errors[failed]
        raise PluginError(f"the edition {_short.repr(name)} is not available: {error}") from error
    message = f"there is no edition called {_short.repr(name)}"
    if key in _disabled:
        message += f" (the plugin {key!r} is disabled)"
    message += "; available editions: " + ", ".join(sorted(editions))
    if errors:
        count = "1 plugin" if len(errors) == 1 else f"{len(errors)} plugins"
        message += f" ({count} failed to load: {', '.join(errors)})"
    raise UnknownEditionError(message)


def available_house_rules() -> dict[str, str]:
    """Every registered house rule: its name and one line saying what it does, by name.

    Built-in house rules and those of third-party plugins (registered through the
    [`unokit_register_house_rules`][unokit.hookspecs.unokit_register_house_rules] hook of a
    plugin the ``unokit`` entry-point group names) alike.

    Examples:
        >>> import unokit
        >>> rules = unokit.available_house_rules()
        >>> "stacking" in rules and "seven-o" in rules
        True
    """
    _load_editions()
    return {name: _house_rules[name].description for name in sorted(_house_rules)}


def find_house_rule(name: str) -> Any:
    """Return the house-rule object registered under ``name``.

    Raises:
        UnknownHouseRuleError: if no house rule has that name; the message lists those
            available.
        PluginError: if the plugin that registers it failed to load; the message says why.
    """
    _load_editions()
    rule = _house_rules.get(name) if isinstance(name, str) else None
    if rule is not None:
        return rule
    key = name.lower() if isinstance(name, str) else None
    if key in _house_rules:
        return _house_rules[key]
    failed = _failed_names.get(key) if key is not None else None
    if failed is not None:
        error = plugin_errors()[failed]
        raise PluginError(
            f"the house rule {_short.repr(name)} is not available: {error}"
        ) from error
    available = ", ".join(sorted(_house_rules)) or "none"
    raise UnknownHouseRuleError(
        f"there is no house rule called {_short.repr(name)}; available house rules: {available}"
    )


def edition_info(name: str) -> Mapping[str, Any]:
    """Name, aliases, description and player range of an edition, as a plain mapping."""
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

    Plugins registered with [`register_plugin`][unokit.plugins.register_plugin] are forgotten
    too, and the [`UNOKIT_DISABLE_PLUGINS`][unokit.plugins.DISABLE_VARIABLE] environment
    variable is read again.

    Args:
        disable: Plugins not to load (not even import) from now on, by name — entry-point
            names, built-ins included — on top of those of ``UNOKIT_DISABLE_PLUGINS``; a
            string is split at commas and spaces like the variable. The next ``reset()``
            without it loads them again.

    Examples:
        >>> import unokit
        >>> unokit.plugins.reset(disable=["party"])
        >>> "party" in unokit.available_editions()
        False
        >>> unokit.plugins.reset()
        >>> "party" in unokit.available_editions()
        True
    """
    global _manager, _disabled_in_code
    names = _split_names(disable) if isinstance(disable, str) else disable
    with _LOCK:
        _disabled_in_code = frozenset(str(name).lower() for name in names)
        _manager = None
        _discovered.clear()
        _origins.clear()
        _load_errors.clear()
        _edition_errors.clear()
        _failed_names.clear()
        _forget_editions()
