"""The registry: every plugin unokit knows, and everything built from them.

One [`Registry`][unokit.registry.Registry] object owns the pluggy plugin manager, the
editions and house rules its plugins register, the move verbs and other types they declare,
and the compiled rule stacks and rule tables. Everything derived from the plugins lives here
or on a compiled [`Rules`][unokit.Rules] table (which this registry owns), so registering or
removing a plugin invalidates all of it at once: nothing built from an older set of plugins
outlives the change.

unokit keeps one default registry, [`REGISTRY`][unokit.registry.REGISTRY]; the functions of
[`unokit.plugins`][unokit.plugins] read and change it. A test (or a program that wants its
own set of plugins) can build another: ``Registry(builtins={...}, group=None)`` finds only
the plugins it is given.

Plugins are found once, lazily, the first time they are needed: the built-in modules (the
editions and the house rules) are registered by name, then every plugin of the ``unokit``
entry-point group is loaded (a built-in is skipped there because its name is already
taken). Each plugin's [`unokit_register_editions`][unokit.hookspecs.unokit_register_editions]
and [`unokit_register_house_rules`][unokit.hookspecs.unokit_register_house_rules] hooks then
hand over its edition and house-rule objects. Names are first come, built-ins first: an
edition name or alias, a house-rule name or a move verb already taken is reported and the
plugin that asks for it left out, so no plugin can take over a built-in.

A broken plugin does not break the others: one that cannot be imported or registered, whose
registration hooks raise, or that registers a malformed edition or house rule is skipped with
a [`PluginWarning`][unokit.PluginWarning] and its error kept in
[`errors()`][unokit.registry.Registry.errors]. Plugins a program registers itself with
[`register`][unokit.registry.Registry.register] are its own code: their errors are raised.
"""

from __future__ import annotations

import contextlib
import os
import re
import threading
from collections.abc import Iterable, Mapping
from types import MappingProxyType
from typing import Any, NoReturn

import pluggy

from unokit._discovery import discover, warn_skipped
from unokit.compiling import Stack, compile_stack, declared_types
from unokit.declared import GameTypes
from unokit.errors import (
    PluginError,
    SetupError,
    UnknownEditionError,
    UnknownHouseRuleError,
    UnokitError,
    _describe,
    _is_whole,
    _plugins_named,
    _short,
    _shown,
)
from unokit.moves import CORE_MOVES
from unokit.rules import Options, OptionSpec, Rules
from unokit.versions import (
    RULES_VERSION,
    RULES_VERSIONS,
    _Installed,
    _is_compatible_pattern,
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
first time editions are needed, and again after [`reset`][unokit.plugins.reset].
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


class _Listing:
    """What the plugins registered: editions, house rules, verbs, and who failed."""

    def __init__(self) -> None:
        self.editions: dict[str, Any] = {}
        #: Lower-case names and aliases, each mapped to its edition's canonical name.
        self.aliases: dict[str, str] = {}
        self.house_rules: dict[str, Any] = {}
        #: Every move verb the plugins declare (unokit's own first), with its class.
        self.verbs: dict[str, type] = dict(CORE_MOVES)
        #: Plugins whose registration failed or registered something bad, by name.
        self.errors: dict[str, PluginError] = {}
        #: Lower-case names (plugin names, and names they registered) of failed plugins.
        self.failed_names: dict[str, str] = {}
        #: Who registered each name: ``"classic"``, ``"house rule stacking"``, ``"verb take"``.
        self.owners: dict[str, str] = {}


class Registry:
    """Every plugin unokit knows, and everything built from them (see the module's text).

    Args:
        builtins: The built-in plugins' modules, by plugin name; loaded first, so that no
            entry point can take their names.
        group: The entry-point group naming third-party plugins, or ``None`` for none.
        disable: Plugins not to load (not even import), by name, on top of those of the
            [`UNOKIT_DISABLE_PLUGINS`][unokit.registry.DISABLE_VARIABLE] environment variable.
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
        """Remove a plugin registered with [`register`][unokit.registry.Registry.register]."""
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
                _Plugin(self, plugin_name, plugin, listing, claimed).add()
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
                [`find_edition`][unokit.registry.Registry.find_edition] and
                [`find_house_rule`][unokit.registry.Registry.find_house_rule].
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
            f"there is no house rule called {_short.repr(name)}; available house rules: {available}"
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
            self._stacks[key] = stack
            return stack

    def rules(
        self,
        edition_name: str,
        options: Options | Mapping[str, Any] | None = None,
        house_rules: Iterable[str] = (),
        rules_version: int = RULES_VERSION,
    ) -> Rules:
        """The compiled rules of an edition, house rules, options and rules version (cached).

        See [`compile_rules`][unokit.compiling.compile_rules] for what is checked and raised.
        """
        if type(rules_version) is not int or rules_version not in RULES_VERSIONS:
            raise SetupError(
                f"rules version {_shown(rules_version)} is not one this unokit plays: it plays "
                f"rules versions {_played()}"
            )
        stack = self.stack(edition_name, house_rules)
        given = Options.coerce(options)
        key = (stack.name, stack.names, given, rules_version)
        cached = self._rules.get(key)
        if cached is not None:
            return cached
        with self.lock:
            cached = self._rules.get(key)
            if cached is not None:  # another thread compiled them while this one waited
                return cached
            rules = compile_stack(stack, given, rules_version)
            self._rules[key] = rules
            return rules

    def option_specs(
        self, edition: str, house_rules: Iterable[str] = ()
    ) -> Mapping[str, OptionSpec]:
        """Every option of a game of ``edition`` with ``house_rules``, with its default there."""
        return self.stack(edition, house_rules).option_specs()

    def types(self, edition: str, house_rules: Iterable[str] = ()) -> GameTypes:
        """The types a game of ``edition`` with ``house_rules`` knows (see ``GameTypes``)."""
        return self.stack(edition, house_rules).types


class _Plugin:
    """Adding one plugin's editions, house rules and verbs to a listing, checking each."""

    def __init__(
        self,
        registry: Registry,
        name: str,
        plugin: object,
        listing: _Listing,
        claimed: list[str],
    ) -> None:
        self.registry = registry
        self.name = name
        self.plugin = plugin
        self.listing = listing
        #: The names the plugin tried to register, for the error raised when one of them is
        #: asked for after the plugin failed.
        self.claimed = claimed

    def add(self) -> None:
        """Check everything the plugin registers, then add it all (or nothing).

        Raises:
            PluginError: if a registration hook raises, or an edition, a house rule or a
                verb is malformed or taken.
        """
        editions = self._editions()
        rules = self._house_rules()
        verbs = self._verbs([edition for _, _, edition in editions] + rules)
        listing = self.listing
        for name, keys, edition in editions:
            listing.editions[name] = edition
            listing.owners[name] = self.name
            listing.aliases.update(dict.fromkeys(keys, name))
        for rule in rules:
            listing.house_rules[rule.name] = rule
            listing.owners["house rule " + rule.name] = self.name
        for verb, cls in verbs.items():
            listing.verbs[verb] = cls
            listing.owners["verb " + verb] = self.name

    def _call(self, hook: str) -> list[Any]:
        """Call the plugin's registration ``hook``; return what it registers.

        Raises:
            PluginError: if the hook raises.
        """
        found: list[Any] = []
        try:
            impl = getattr(self.plugin, hook, None)
            if impl is not None:
                impl(register=found.append)
        except Exception as exc:
            self.claimed.extend(_claims(found))
            raise PluginError(f"plugin {self.name!r} failed in {hook}: {_describe(exc)}") from exc
        return found

    def _editions(self) -> list[tuple[str, tuple[str, ...], Any]]:
        """The plugin's editions, each with its canonical name and lower-case keys."""
        hook = "unokit_register_editions"
        found = self._call(hook)
        self.claimed.extend(_claims(found))
        result: list[tuple[str, tuple[str, ...], Any]] = []
        taken = dict(self.listing.aliases)
        for edition in found:
            try:
                name = _check_edition(edition, self.name)
                keys = tuple(dict.fromkeys(key.lower() for key in (name, *edition.aliases)))
            except PluginError:
                raise
            except Exception as exc:
                raise PluginError(
                    f"plugin {self.name!r}: {hook} registered an edition that cannot be read "
                    f"({_describe(exc)})"
                ) from exc
            for key in keys:
                if key in taken:
                    other = taken[key]
                    owner = self.listing.owners.get(other, self.name)
                    raise PluginError(
                        f"plugin {self.name!r}: {hook} registered the edition name {key!r}, "
                        f"which edition {other!r} of plugin {owner!r} already uses"
                        + self._origins(owner)
                    )
                taken[key] = name
            result.append((name, keys, edition))
        return result

    def _house_rules(self) -> list[Any]:
        """The plugin's house rules, each checked."""
        hook = "unokit_register_house_rules"
        found = self._call(hook)
        names: set[str] = set()
        for rule in found:
            try:
                name = _check_house_rule(rule, self.name)
            except PluginError:
                raise
            except Exception as exc:  # an attribute that raises
                raise PluginError(
                    f"plugin {self.name!r}: {hook} registered a house rule that cannot be "
                    f"read ({_describe(exc)})"
                ) from exc
            if name in self.listing.house_rules or name in names:
                owner = self.listing.owners.get("house rule " + name, self.name)
                raise PluginError(
                    f"plugin {self.name!r}: {hook} registered the house rule {name!r}, which "
                    f"plugin {owner!r} already registered" + self._origins(owner)
                )
            names.add(name)
        return found

    def _verbs(self, plugins: list[Any]) -> dict[str, type]:
        """The move verbs the plugin's editions and house rules declare, none of them taken.

        Raises:
            PluginError: if a declaration is malformed, or a verb is already another
                move class's.
        """
        verbs: dict[str, type] = {}
        for plugin in plugins:
            try:
                types = declared_types(plugin)
            except PluginError as exc:
                raise PluginError(f"plugin {self.name!r}: {exc}") from None
            for verb, cls in types.moves.items():
                other = self.listing.verbs.get(verb) or verbs.get(verb)
                if other is not None and other is not cls:
                    owner = self.listing.owners.get("verb " + verb, "unokit")
                    raise PluginError(
                        f"plugin {self.name!r}: the move {_class_name(cls)} takes the verb "
                        f"{verb!r}, which the move {_class_name(other)} of plugin {owner!r} "
                        "already has" + self._origins(owner)
                    )
                verbs[verb] = cls
        return verbs

    def _origins(self, owner: str) -> str:
        """`` ('x' is entry point x = y of dist 1.0; 'classic' is module ... of unokit)``."""
        known = []
        for name in dict.fromkeys((self.name, owner)):
            origin = self.registry.origin(name)
            if origin is not None:
                known.append(f"{name!r} is {origin}")
        return f" ({'; '.join(known)})" if known else ""


def _class_name(cls: type) -> str:
    return f"{cls.__module__}.{cls.__qualname__}"


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
    incompatible = getattr(edition, "incompatible", ())
    if not isinstance(incompatible, tuple) or not all(isinstance(i, str) for i in incompatible):
        raise PluginError(
            f"{where} its incompatible must be a tuple of names, not {_short.repr(incompatible)}"
        )
    _check_lower_case(incompatible, where)
    _check_compatible_versions(edition, where)
    return name


def _check_house_rule(rule: Any, plugin_name: str) -> str:
    hook = "unokit_register_house_rules"
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
    where = f"plugin {plugin_name!r}: {hook} registered the house rule {name!r}, but"
    _check_lower_case(incompatible, where)
    _check_compatible_versions(rule, where)
    return name


def _check_compatible_versions(plugin: Any, where: str) -> None:
    """An edition's or house rule's ``compatible_versions``: versions, or prefixes ``1.2.*``.

    Raises:
        PluginError: naming the first that is neither.
    """
    versions = getattr(plugin, "compatible_versions", ())
    if not isinstance(versions, tuple):
        raise PluginError(
            f"{where} its compatible_versions must be a tuple of versions, not "
            f"{_short.repr(versions)}"
        )
    for version in versions:
        if not _is_compatible_pattern(version):
            raise PluginError(
                f"{where} its compatible_versions holds {_short.repr(version)}: write a "
                "version ('1.2.0') or every release of a version ('1.2.*')"
            )


def _check_lower_case(names: tuple[str, ...], where: str) -> None:
    """Names of editions and house rules are compared in lower case: refuse any other.

    Raises:
        PluginError: naming the first name with a capital letter.
    """
    for item in names:
        if item != item.lower():
            raise PluginError(
                f"{where} its incompatible names {item!r}: write editions' and house rules' "
                f"names in lower case ({item.lower()!r})"
            )


REGISTRY = Registry()
"""unokit's registry: the one [`new_game`][unokit.new_game] and every other function uses."""
