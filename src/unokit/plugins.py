"""The plugin manager: finding editions and compiling their rules.

Editions are found once, lazily, the first time they are needed: the built-in edition modules
are registered by name, then every plugin of the ``unokit`` entry-point group is loaded (a
built-in is skipped there because its name is already taken). Each plugin's
[`unokit_register_editions`][unokit.hookspecs.unokit_register_editions] hook then hands over its
edition objects.
"""

from __future__ import annotations

import importlib
from collections.abc import Callable, Iterable, Mapping
from typing import Any

import pluggy

from unokit import hookspecs
from unokit.cards import COLORS, Card, Color
from unokit.errors import PluginError, UnknownEditionError
from unokit.rules import CardKind, Opening, Options, Rules

__all__ = [
    "BUILTIN_PLUGINS",
    "available_editions",
    "compile_rules",
    "edition_info",
    "find_edition",
    "plugin_manager",
    "register_plugin",
    "unregister_plugin",
]

#: The built-in plugins, by entry-point name and module.
BUILTIN_PLUGINS: Mapping[str, str] = {
    "classic": "unokit.editions.classic",
    "friends": "unokit.editions.friends",
    "party": "unokit.editions.party",
}

_manager: pluggy.PluginManager | None = None
_editions: dict[str, Any] | None = None
_aliases: dict[str, str] = {}
_rules_cache: dict[tuple[str, Options], Rules] = {}


def plugin_manager() -> pluggy.PluginManager:
    """Unokit's plugin manager, with the built-ins and the ``unokit`` entry points loaded."""
    global _manager
    if _manager is None:
        manager = pluggy.PluginManager("unokit")
        manager.add_hookspecs(hookspecs)
        for name, module in BUILTIN_PLUGINS.items():
            manager.register(importlib.import_module(module), name=name)
        manager.load_setuptools_entrypoints("unokit")
        manager.check_pending()
        _manager = manager
    return _manager


def register_plugin(plugin: object, name: str | None = None) -> None:
    """Register a plugin at run time, as if an entry point had named it.

    Useful for editions defined in a script or a test. The list of editions is read again
    the next time it is needed.

    Args:
        plugin: A module or object implementing
            [`unokit_register_editions`][unokit.hookspecs.unokit_register_editions].
        name: The plugin's name (defaults to pluggy's choice).

    Raises:
        PluginError: if the plugin (or its name) is already registered.
    """
    manager = plugin_manager()
    try:
        manager.register(plugin, name=name)
    except ValueError as exc:
        raise PluginError(f"cannot register plugin {name or plugin!r}: {exc}") from None
    _forget_editions()


def unregister_plugin(plugin: object) -> None:
    """Remove a plugin registered with [`register_plugin`][unokit.plugins.register_plugin]."""
    plugin_manager().unregister(plugin)
    _forget_editions()


def _forget_editions() -> None:
    global _editions
    _editions = None
    _aliases.clear()
    _rules_cache.clear()


def _load_editions() -> dict[str, Any]:
    global _editions
    if _editions is not None:
        return _editions
    editions: dict[str, Any] = {}
    aliases: dict[str, str] = {}
    manager = plugin_manager()
    for plugin_name, plugin in sorted(manager.list_name_plugin(), key=lambda item: item[0]):
        impl = getattr(plugin, "unokit_register_editions", None)
        if impl is None:
            continue
        found: list[Any] = []
        try:
            impl(register=found.append)
        except Exception as exc:
            raise PluginError(
                f"plugin {plugin_name!r} failed in unokit_register_editions: {exc}"
            ) from exc
        for edition in found:
            name = _check_edition(edition, plugin_name)
            for key in (name, *edition.aliases):
                key = key.lower()
                if key in aliases:
                    raise PluginError(
                        f"plugin {plugin_name!r} registers the edition name {key!r}, "
                        f"which edition {aliases[key]!r} already uses"
                    )
                aliases[key] = name
            editions[name] = edition
    _aliases.clear()
    _aliases.update(aliases)
    _editions = editions
    return editions


def _check_edition(edition: Any, plugin_name: str) -> str:
    name = getattr(edition, "name", None)
    if not isinstance(name, str) or not name:
        raise PluginError(f"plugin {plugin_name!r} registered an edition without a name")
    aliases = getattr(edition, "aliases", None)
    low = getattr(edition, "min_players", None)
    high = getattr(edition, "max_players", None)
    if not isinstance(aliases, tuple) or not all(isinstance(a, str) for a in aliases):
        raise PluginError(
            f"edition {name!r} of plugin {plugin_name!r}: aliases must be a tuple of str"
        )
    if not (isinstance(low, int) and isinstance(high, int) and 2 <= low <= high):
        raise PluginError(
            f"edition {name!r} of plugin {plugin_name!r}: min_players and max_players must be "
            f"whole numbers with 2 <= min_players <= max_players"
        )
    return name


def available_editions() -> list[str]:
    """The canonical names of all registered editions, sorted.

    Example:
        >>> import unokit
        >>> "classic" in unokit.available_editions()
        True
    """
    return sorted(_load_editions())


def find_edition(name: str) -> Any:
    """Return the edition object registered under ``name`` or one of its aliases.

    Raises:
        UnknownEditionError: if no edition has that name; the message lists those available.
    """
    editions = _load_editions()
    canonical = _aliases.get(str(name).lower()) if isinstance(name, str) else None
    if canonical is None:
        raise UnknownEditionError(
            f"there is no edition called {name!r}; available editions: "
            + ", ".join(sorted(editions))
        )
    return editions[canonical]


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


def compile_rules(edition_name: str, options: Options) -> Rules:
    """Ask an edition's rule hooks once and compile their answers into a [`Rules`][unokit.Rules].

    The result is cached per edition and options.

    Raises:
        UnknownEditionError: if the edition does not exist.
        PluginError: if a hook raises or returns something of the wrong kind.
    """
    edition = find_edition(edition_name)
    key = (edition.name, options)
    cached = _rules_cache.get(key)
    if cached is not None:
        return cached
    manager = pluggy.PluginManager("unokit")
    manager.add_hookspecs(hookspecs)
    try:
        manager.register(edition, name=edition.name)
        manager.check_pending()
    except pluggy.PluginValidationError as exc:
        raise PluginError(f"edition {edition.name!r} has a malformed hook: {exc}") from None
    hook = manager.hook

    def call(hook_name: str, check: Callable[[Any], bool], what: str, **kwargs: Any) -> Any:
        try:
            result = getattr(hook, hook_name)(**kwargs)
        except Exception as exc:
            raise PluginError(f"edition {edition.name!r} failed in {hook_name}: {exc}") from exc
        if not check(result):
            raise PluginError(
                f"edition {edition.name!r}: {hook_name} returned {result!r}, expected {what}"
            )
        return result

    kinds: dict[str, CardKind] = {}
    for batch in call("unokit_card_kinds", _is_list_of_iterables, "card kinds"):
        for kind in batch:
            if not isinstance(kind, CardKind):
                raise PluginError(
                    f"edition {edition.name!r}: unokit_card_kinds gave {kind!r}, not a CardKind"
                )
            if kind.rank in kinds:
                raise PluginError(
                    f"edition {edition.name!r}: two card kinds use rank {kind.rank!r}"
                )
            kinds[kind.rank] = kind
    deck = tuple(call("unokit_build_deck", _is_card_list, "a list of cards"))
    for card in deck:
        if card.rank not in kinds:
            raise PluginError(
                f"edition {edition.name!r}: deck card {card} has no card kind "
                f"for rank {card.rank!r}"
            )
        if card.is_wild != kinds[card.rank].is_wild:
            raise PluginError(f"edition {edition.name!r}: deck card {card} has the wrong colour")
    distinct = list(dict.fromkeys(deck))
    points = {
        card: call(
            "unokit_card_points", _is_points, "whole points", card=card, kind=kinds[card.rank]
        )
        for card in distinct
    }
    opening = {
        card: call(
            "unokit_opening_rule",
            lambda r: isinstance(r, Opening),
            "an Opening",
            card=card,
            kind=kinds[card.rank],
        )
        for card in distinct
    }
    blockers: dict[Color, frozenset[Card]] = {
        color: frozenset(
            card
            for card in distinct
            if call(
                "unokit_blocks_restricted_play",
                lambda r: isinstance(r, bool),
                "True or False",
                card=card,
                kind=kinds[card.rank],
                color=color,
            )
        )
        for color in COLORS
    }
    rules = Rules(
        edition=edition.name,
        options=options,
        deck=deck,
        kinds=kinds,
        points=points,
        opening=opening,
        blockers=blockers,
        min_players=edition.min_players,
        max_players=edition.max_players,
        marks=tuple(dict.fromkeys(card.mark for card in deck if card.mark is not None)),
        mark_label=str(getattr(edition, "mark_label", "mark")),
        jump_in_ranks=frozenset(kind.rank for kind in kinds.values() if kind.jump_in),
        penalty_rule=call(
            "unokit_penalty_rule", lambda r: r is None or callable(r), "a function or None"
        ),
    )
    _rules_cache[key] = rules
    return rules


def _is_list_of_iterables(result: Any) -> bool:
    return isinstance(result, list) and all(isinstance(r, Iterable) for r in result)


def _is_card_list(result: Any) -> bool:
    return isinstance(result, (list, tuple)) and all(isinstance(c, Card) for c in result)


def _is_points(result: Any) -> bool:
    return isinstance(result, int) and not isinstance(result, bool) and result >= 0


def reset() -> None:
    """Forget every loaded plugin, edition and compiled rule table; they load again when needed."""
    global _manager
    _manager = None
    _forget_editions()
