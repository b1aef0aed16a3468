"""The registry: every plugin unokit knows, and everything built from them.

One [`Registry`][unokit.core.registry.Registry] object owns the pluggy plugin manager, the
editions and house rules its plugins register, the move verbs and other types they declare,
and the compiled rule stacks and rule tables. Everything derived from the plugins lives here
or on a compiled [`Rules`][unokit.Rules] table (which this registry owns), so registering or
removing a plugin invalidates all of it at once: nothing built from an older set of plugins
outlives the change.

unokit keeps one default registry, [`REGISTRY`][unokit.core.registry.REGISTRY]; the functions of
[`unokit.core.plugins`][unokit.core.plugins] read and change it. A test (or a program that wants its
own set of plugins) can build another: ``Registry(builtins={...}, group=None)`` finds only
the plugins it is given.

Plugins are found once, lazily, the first time they are needed: the built-in modules (the
editions and the house rules) are registered by name, then every plugin of the ``unokit``
entry-point group is loaded (a built-in is skipped there because its name is already
taken). Each plugin's [`unokit_register_editions`][unokit.core.hookspecs.unokit_register_editions]
and [`unokit_register_house_rules`][unokit.core.hookspecs.unokit_register_house_rules] hooks then
hand over its edition and house-rule objects. Names are first come, built-ins first: an
edition name or alias, a house-rule name or a move verb already taken is reported and the
plugin that asks for it left out, so no plugin can take over a built-in.

A broken plugin does not break the others: one that cannot be imported or registered, whose
registration hooks raise, or that registers a malformed edition or house rule is skipped with
a [`PluginWarning`][unokit.PluginWarning] and its error kept in
[`errors()`][unokit.core.registry.Registry.errors]. Plugins a program registers itself with
[`register`][unokit.core.registry.Registry.register] are its own code: their errors are raised.
"""

from __future__ import annotations

import os
import re
import threading
from collections.abc import Hashable, Iterable, Mapping
from types import MappingProxyType
from typing import Any, NoReturn

import pluggy

from unokit.core._compiler import Stack, compile_stack
from unokit.core._discovery import discover, warn_skipped
from unokit.core._listing import _Listing, _Plugin
from unokit.core.declared import GameTypes
from unokit.core.errors import (
    PluginError,
    SetupError,
    UnknownEditionError,
    UnknownHouseRuleError,
    UnokitError,
    _describe,
    _nearest,
    _plugins_named,
    _short,
    _shown,
)
from unokit.core.rules import Options, OptionSpec, Rules
from unokit.core.versions import (
    RULES_VERSION,
    RULES_VERSIONS,
    _Installed,
    _normal,
    _played,
)

__all__ = [
    "BUILTIN_PLUGINS",
    "DISABLE_VARIABLE",
    "ENTRY_POINT_GROUP",
    "REGISTRY",
    "Registry",
]

BUILTIN_PLUGINS: Mapping[str, str] = MappingProxyType(
    {
        "classic": "unokit.editions.classic",
        "friends": "unokit.editions.friends",
        "party": "unokit.editions.party",
        "house-rules": "unokit.house_rules",
    }
)
"""The built-in plugins, by entry-point name and module."""

ENTRY_POINT_GROUP = "unokit"
"""The entry-point group that names third-party plugins."""

DISABLE_VARIABLE = "UNOKIT_DISABLE_PLUGINS"
"""The environment variable naming plugins not to load (not even import).

Entry-point names, built-ins included, separated by commas or spaces, in any case:
``UNOKIT_DISABLE_PLUGINS="party, seven-o"``. It is read when the plugin manager is built: the
first time editions are needed, and again after [`reset`][unokit.core.plugins.reset].
"""


def split_names(text: str) -> frozenset[str]:
    """Plugin names in ``text``, separated by commas or spaces, in lower case."""
    return frozenset(name.lower() for name in re.split(r"[\s,]+", text) if name)


class _Found:
    """What discovery found: the manager and where each plugin came from."""

    def __init__(
        self,
        manager: pluggy.PluginManager,
        origins: dict[str, str],
        errors: dict[str, PluginError],
        disabled: frozenset[str],
        distributions: dict[str, tuple[str, str]],
    ) -> None:
        self.manager = manager
        self.origins = origins
        #: The distribution (name and version) of each plugin another distribution than
        #: unokit installed, by plugin name; plugins registered by hand have none.
        self.distributions = distributions
        #: Plugins that could not be imported or registered, by name.
        self.load_errors = errors
        self.disabled = disabled
        #: Plugins loaded by the manager itself (built-ins, entry points): skipped when broken.
        self.discovered = {name for name in origins if manager.has_plugin(name)}


class Registry:
    """Every plugin unokit knows, and everything built from them (see the module's text).

    Args:
        builtins: The built-in plugins' modules, by plugin name; loaded first, so that no
            entry point can take their names.
        group: The entry-point group naming third-party plugins, or ``None`` for none.
        disable: Plugins not to load (not even import), by name, on top of those of the
            [`UNOKIT_DISABLE_PLUGINS`][unokit.core.registry.DISABLE_VARIABLE] environment variable.
    """

    def __init__(  # noqa: D107
        self,
        builtins: Mapping[str, str] = BUILTIN_PLUGINS,
        group: str | None = ENTRY_POINT_GROUP,
        disable: Iterable[str] = (),
    ) -> None:
        self.builtins = dict(builtins)
        self.group = group
        self._disabled_in_code = frozenset(str(name).lower() for name in disable)
        #: Held while plugins load, editions are listed and rules compile: first use from
        #: many threads at once loads and compiles once, and no thread sees a half-built table.
        self.lock = threading.RLock()
        self._found: _Found | None = None
        self._listing: _Listing | None = None
        self._stacks: dict[tuple[str, tuple[str, ...]], Stack] = {}
        self._rules: dict[tuple[str, tuple[str, ...], Options, int], Rules] = {}
        #: The same tables by the arguments as given (see ``_given``): a new game of the
        #: same rules skips finding the plugins and checking the options again.
        self._given: dict[Hashable, Rules] = {}
        self._generation = 0

    # -- the plugin manager ---------------------------------------------------------------

    @property
    def generation(self) -> int:
        """A number that grows whenever the registered plugins change."""
        return self._generation

    def _discovered(self) -> _Found:
        found = self._found
        if found is not None:
            return found
        with self.lock:
            if self._found is None:  # another thread may have built it while this one waited
                disabled = self._disabled_in_code | split_names(
                    os.environ.get(DISABLE_VARIABLE, "")
                )
                manager, origins, errors, dists = discover(self.builtins, self.group, disabled)
                self._forget()
                self._found = _Found(manager, origins, errors, disabled, dists)
                warn_skipped(errors.values())
            return self._found

    def manager(self) -> pluggy.PluginManager:
        """The plugin manager, with the built-ins and the entry points loaded (built once)."""
        return self._discovered().manager

    def disabled(self) -> frozenset[str]:
        """The names of the plugins left out on purpose, in lower case."""
        return self._discovered().disabled

    def register(self, plugin: object, name: str | None = None) -> None:
        """Register ``plugin`` as if an entry point had named it; its errors are raised.

        Raises:
            PluginError: if the plugin (or its name) is already registered, or one of its
                hook implementations does not match the hook's specification.
        """
        with self.lock:
            found = self._discovered()
            try:
                found.manager.register(plugin, name=name)
            except (ValueError, pluggy.PluginValidationError) as exc:
                raise PluginError(f"cannot register plugin {name or plugin!r}: {exc}") from None
            name = found.manager.get_name(plugin) or ""
            found.discovered.discard(name)
            # A name an entry point's plugin had (removed from the manager since) is this
            # plugin's now, and a plugin registered by hand has no distribution.
            found.distributions.pop(name, None)
            self._forget()

    def unregister(self, plugin: object) -> None:
        """Remove a plugin registered with [`register`][unokit.core.registry.Registry.register]."""
        with self.lock:
            found = self._discovered()
            found.distributions.pop(found.manager.get_name(plugin) or "", None)
            found.manager.unregister(plugin)
            self._forget()

    def reset(self, *, disable: Iterable[str] = ()) -> None:
        """Forget every plugin and everything built from them; they load again when needed."""
        with self.lock:
            self._disabled_in_code = frozenset(str(name).lower() for name in disable)
            self._found = None
            self._forget()

    def _forget(self) -> None:
        """Drop everything built from the plugins: listings, stacks, rule tables."""
        self._listing = None
        self._stacks = {}
        self._rules = {}
        self._given = {}
        self._generation += 1

    # -- what the plugins register --------------------------------------------------------

    def _listed(self) -> _Listing:
        listing = self._listing
        if listing is not None:
            return listing
        with self.lock:
            if self._listing is None:
                self._listing = self._list()
                warn_skipped(self._listing.errors.values())
            return self._listing

    def _list(self) -> _Listing:
        """Ask every plugin for its editions and house rules, checking each.

        The built-in plugins come first, then those the entry points name, in name order,
        then those a program registered: a name clash is blamed on the plugin visited later,
        so no plugin can take a built-in's name. A found plugin that fails is skipped with a
        warning; a registered one raises.
        """
        found = self._discovered()
        listing = _Listing()
        listing.failed_names = {name.lower(): name for name in found.load_errors}
        builtins = list(self.builtins)
        visited = sorted(
            found.manager.list_name_plugin(),
            key=lambda item: (
                item[0] not in found.discovered,
                builtins.index(item[0]) if item[0] in builtins else len(builtins),
                item[0],
            ),
        )
        for plugin_name, plugin in visited:
            if plugin is None:  # a name blocked in pluggy
                continue
            claimed: list[str] = []
            try:
                _Plugin(self.origin, plugin_name, plugin, listing, claimed).add()
            except PluginError as exc:
                if plugin_name not in found.discovered:
                    raise
                listing.errors[plugin_name] = exc
                for key in (plugin_name.lower(), *claimed):
                    listing.failed_names.setdefault(key, plugin_name)
        return listing

    def plugin_versions(
        self, edition_name: str, house_rules: Iterable[str] = ()
    ) -> tuple[_Installed, ...]:
        """The distributions whose plugins play a game of an edition and house rules here.

        One entry per distribution, the edition's first, then those of the house rules in
        their order, each with its version and the ``compatible_versions`` each of its
        plugins in the game declares. unokit's own plugins are left out (the rules version
        covers them), and so are plugins registered by hand (they have no distribution).

        Raises:
            UnknownEditionError, UnknownHouseRuleError, PluginError: as
                [`find_edition`][unokit.core.registry.Registry.find_edition] and
                [`find_house_rule`][unokit.core.registry.Registry.find_house_rule].
        """
        with self.lock:
            listing = self._listed()
            dists = self._discovered().distributions
            edition = self.find_edition(edition_name)
            played = [(listing.owners.get(edition.name), edition)]
            for name in house_rules:
                rule = self.find_house_rule(name)
                played.append((listing.owners.get("house rule " + rule.name), rule))
        grouped: dict[str, tuple[str, str, list[tuple[str, ...]]]] = {}
        for owner, plugin in played:
            dist = dists.get(owner) if owner is not None else None
            if dist is None:
                continue
            entry = grouped.setdefault(_normal(dist[0]), (dist[0], dist[1], []))
            entry[2].append(getattr(plugin, "compatible_versions", ()))
        return tuple(
            _Installed(name, version, tuple(compatible))
            for name, version, compatible in grouped.values()
        )

    def origin(self, plugin_name: str) -> str | None:
        """Where a plugin comes from (its module or entry point and distribution)."""
        return self._discovered().origins.get(plugin_name)

    def editions(self) -> Mapping[str, Any]:
        """The registered editions, by canonical name."""
        return MappingProxyType(self._listed().editions)

    def house_rules(self) -> Mapping[str, Any]:
        """The registered house rules, by name."""
        return MappingProxyType(self._listed().house_rules)

    def verbs(self) -> Mapping[str, type]:
        """Every move verb unokit and the registered plugins declare, with its move class."""
        return MappingProxyType(self._listed().verbs)

    def errors(self) -> Mapping[str, PluginError]:
        """Why each broken plugin was skipped, by plugin name (sorted by name)."""
        listing = self._listed()
        found = self._discovered()
        return MappingProxyType(dict(sorted({**found.load_errors, **listing.errors}.items())))

    def find_edition(self, name: str) -> Any:
        """The edition registered under ``name`` or one of its aliases.

        Raises:
            UnknownEditionError: if no edition has that name; the message lists those
                available (and how many plugins failed to load, if any did).
            PluginError: if no edition has that name but a plugin of that name (or one that
                was registering an edition of that name) failed to load.
        """
        listing = self._listed()
        key = name.lower() if isinstance(name, str) else None
        canonical = listing.aliases.get(key) if key is not None else None
        if canonical is None:
            self._no_edition(name, key)
        return listing.editions[canonical]

    def _no_edition(self, name: object, key: str | None) -> NoReturn:
        errors = self.errors()
        listing = self._listed()
        failed = listing.failed_names.get(key) if key is not None else None
        if failed is not None:
            error = errors[failed]
            raise PluginError(
                f"the edition {_short.repr(name)} is not available: {error}"
            ) from error
        message = f"there is no edition called {_short.repr(name)}"
        if key in self.disabled():
            message += f" (the plugin {key!r} is disabled)"
        message += _did_you_mean(key, listing.aliases)
        message += "; available editions: " + ", ".join(sorted(listing.editions))
        if errors:
            count = "1 plugin" if len(errors) == 1 else f"{len(errors)} plugins"
            message += f" ({count} failed to load: {', '.join(errors)})"
        raise UnknownEditionError(message)

    def find_house_rule(self, name: str) -> Any:
        """The house rule registered under ``name``.

        Raises:
            UnknownHouseRuleError: if no house rule has that name; the message lists those
                available.
            PluginError: if the plugin that registers it failed to load.
        """
        listing = self._listed()
        rules = listing.house_rules
        rule = rules.get(name) if isinstance(name, str) else None
        if rule is not None:
            return rule
        key = name.lower() if isinstance(name, str) else None
        if key in rules:
            return rules[key]
        failed = listing.failed_names.get(key) if key is not None else None
        if failed is not None:
            error = self.errors()[failed]
            raise PluginError(
                f"the house rule {_short.repr(name)} is not available: {error}"
            ) from error
        available = ", ".join(sorted(rules)) or "none"
        raise UnknownHouseRuleError(
            f"there is no house rule called {_short.repr(name)}"
            f"{_did_you_mean(key, {rule: rule for rule in rules})}; "
            f"available house rules: {available}"
        )

    # -- compiled rules -------------------------------------------------------------------

    def stack(self, edition_name: str, house_rules: Iterable[str]) -> Stack:
        """The rule stack of an edition and house rules (cached), after checking they combine.

        Raises:
            UnknownEditionError, UnknownHouseRuleError: for a name nobody registered.
            SetupError: if a house rule is named twice or cannot be combined with the others.
        """
        if isinstance(house_rules, str):
            raise SetupError("house_rules must be a list of names, not a single string")
        with self.lock:
            edition = self.find_edition(edition_name)
            rules = tuple(self.find_house_rule(name) for name in house_rules)
            names = tuple(rule.name for rule in rules)
            key = (edition.name, names)
            cached = self._stacks.get(key)
            if cached is not None:
                return cached
            try:
                stack = Stack(edition, rules)
            except UnokitError:
                raise
            except Exception as exc:  # a plugin's attribute or hook failed in a way not foreseen
                who = _plugins_named(edition.name, names)
                raise PluginError(f"{who} cannot be set up: {_describe(exc)}") from exc
            owners = self._listed().owners
            stack.vouched = all(
                self._own(owners.get(key))
                for key in (edition.name, *("house rule " + name for name in names))
            )
            self._stacks[key] = stack
            return stack

    def _own(self, plugin_name: str | None) -> bool:
        """Whether the plugin registered as ``plugin_name`` is one of unokit's built-ins."""
        module = self.builtins.get(plugin_name or "")
        if module is None:
            return False
        plugin = self._discovered().manager.get_plugin(plugin_name or "")
        return getattr(plugin, "__name__", None) == module

    def rules(
        self,
        edition_name: str,
        options: Options | Mapping[str, Any] | None = None,
        house_rules: Iterable[str] = (),
        rules_version: int = RULES_VERSION,
    ) -> Rules:
        """The compiled rules of an edition, house rules, options and rules version (cached).

        See [`compile_rules`][unokit.core.compiling.compile_rules] for what is checked and raised.
        """
        if type(rules_version) is not int or rules_version not in RULES_VERSIONS:
            raise SetupError(
                f"rules version {_shown(rules_version)} is not one this unokit plays: it plays "
                f"rules versions {_played()}"
            )
        as_given = _as_given(edition_name, options, house_rules, rules_version)
        if as_given is not None:
            try:
                found = self._given.get(as_given)
            except TypeError:  # an option's value that cannot be hashed: checked below
                as_given = None
            else:
                if found is not None:
                    return found
        generation = self._generation
        stack = self.stack(edition_name, house_rules)
        given = Options.coerce(options)
        key = (stack.name, stack.names, given, rules_version)
        cached = self._rules.get(key)
        if cached is None:
            with self.lock:
                cached = self._rules.get(key)
                if cached is None:  # else another thread compiled them while this one waited
                    cached = compile_stack(stack, given, rules_version)
                    # One table per game: the options given differently (or every option's
                    # value, as a pickled Rules names them: see compiling) find the same.
                    resolved = (*key[:2], cached.options, rules_version)
                    cached = self._rules.get(resolved, cached)
                    if len(self._rules) > _MOST_TABLES - 2:  # ever new options: start again
                        self._rules.clear()
                    self._rules[key] = self._rules[resolved] = cached
        if as_given is not None:
            with self.lock:  # kept only if no plugin changed meanwhile (another thread's)
                if self._generation == generation:
                    if len(self._given) >= _MOST_GIVEN:  # a program trying ever new options
                        self._given.clear()
                    self._given[as_given] = cached
        return cached

    def option_specs(
        self, edition: str, house_rules: Iterable[str] = ()
    ) -> Mapping[str, OptionSpec]:
        """Every option of a game of ``edition`` with ``house_rules``, with its default there."""
        return self.stack(edition, house_rules).option_specs()

    def types(self, edition: str, house_rules: Iterable[str] = ()) -> GameTypes:
        """The types a game of ``edition`` with ``house_rules`` knows (see ``GameTypes``)."""
        return self.stack(edition, house_rules).types


#: ``Registry._given`` holds at most this many ways of naming rules before it starts again.
_MOST_GIVEN = 256
#: ``Registry._rules`` holds at most this many compiled tables before it starts again (a
#: game keeps its own; a new game of rules no longer kept compiles them anew, equal).
_MOST_TABLES = 256


def _as_given(
    edition: str,
    options: Options | Mapping[str, Any] | None,
    house_rules: Iterable[str],
    rules_version: int,
) -> Hashable | None:
    """The arguments of ``Registry.rules`` as a key of the tables they named before, if they can be.

    Only arguments that cannot change once given: text, a tuple or list of names (an
    iterator would be used up), ``Options`` or a plain dict of options, each value with its
    type (``1``, ``1.0`` and ``True`` hash alike but are not the same option value).
    ``None`` for anything else: the tables are then found the full way.
    """
    if type(edition) is not str:
        return None
    kind = type(house_rules)
    if kind is tuple or kind is list:
        for name in house_rules:
            if type(name) is not str:
                return None
        names = tuple(house_rules)
    else:
        return None
    if options is None or type(options) is Options:
        return edition, names, options, rules_version
    if type(options) is not dict:
        return None
    typed = [(name, type(value), value) for name, value in options.items()]
    return edition, names, tuple(typed), rules_version


REGISTRY = Registry()
"""unokit's registry: the one [`new_game`][unokit.new_game] and every other function uses."""


def _did_you_mean(key: str | None, names: Mapping[str, str]) -> str:
    """``" (did you mean 'classic'?)"`` for a name mistyped, or ``""``.

    ``names`` maps each name that may be typed to the name it stands for (an alias to its
    edition).
    """
    if key is None or len(key) > 100:
        return ""
    # Names that share "uno-" are alike already: only a near spelling is suggested.
    near = list(dict.fromkeys(names[found] for found in _nearest(key, names, cutoff=0.75)))
    return f" (did you mean {' or '.join(map(repr, near))}?)" if near else ""
