"""The plugins' registrations, checked one plugin at a time: what a ``Registry`` lists."""

from __future__ import annotations

import contextlib
import re
from collections.abc import Callable, Iterable
from typing import Any

from unokit.core._compiler import declared_types
from unokit.core.errors import (
    PluginError,
    _describe,
    _is_whole,
    _short,
)
from unokit.core.moves import CORE_MOVES
from unokit.core.versions import (
    _is_compatible_pattern,
)


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


class _Plugin:
    """Adding one plugin's editions, house rules and verbs to a listing, checking each."""

    def __init__(
        self,
        origin: Callable[[str], str | None],
        name: str,
        plugin: object,
        listing: _Listing,
        claimed: list[str],
    ) -> None:
        #: Where a plugin name comes from, for messages (``Registry.origin``).
        self.origin = origin
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
            origin = self.origin(name)
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
