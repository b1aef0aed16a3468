"""What the rule hooks answer, checked before the rules are compiled from it."""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping
from typing import Any

from unokit.core.cards import COLORS, Card, Color
from unokit.core.errors import PluginError, _describe, _is_whole, _short
from unokit.core.rules import (
    CardKind,
)


def _deck_colors(cards: Iterable[Card]) -> tuple[Color, ...]:
    """The classic four colours, then the other colours of ``cards`` (both sides)."""
    seen = {card.color for card in cards} | {card.back.color for card in cards if card.back}
    return (*COLORS, *(color for color in Color.known() if color in seen and color not in COLORS))


def _card_kinds(name: str, answers: list[Iterable[Any]]) -> dict[str, CardKind]:
    """The card kinds of the ``unokit_card_kinds`` answers, by rank, each checked."""
    kinds: dict[str, CardKind] = {}
    for batch in answers:
        try:
            batch = tuple(batch)
        except Exception as exc:
            raise PluginError(f"{name} failed in unokit_card_kinds: {_describe(exc)}") from exc
        for kind in batch:
            if not isinstance(kind, CardKind):
                raise PluginError(
                    f"{name}: unokit_card_kinds gave {_short.repr(kind)}, not a CardKind"
                )
            _check_kind(name, kind)
            if kind.rank in kinds:
                raise PluginError(
                    f"{name}: unokit_card_kinds gave two card kinds with rank {kind.rank!r}"
                )
            kinds[kind.rank] = kind
    return kinds


def _check_deck(name: str, deck: tuple[Any, ...], kinds: Mapping[str, CardKind]) -> None:
    """Every entry of the deck is a card of one of the kinds, with the right colour."""
    if not deck:
        raise PluginError(f"{name}: unokit_build_deck returned an empty deck")
    for position, card in enumerate(deck):
        if not isinstance(card, Card):
            raise PluginError(
                f"{name}: unokit_build_deck gave {_short.repr(card)} "
                f"({type(card).__name__}) at position {position}, expected a Card"
            )
        if (card.back is None) != (deck[0].back is None):
            raise PluginError(
                f"{name}: unokit_build_deck gave {deck[0]} and {card}: the cards of a deck "
                "are all two-sided or all one-sided"
            )
        for face in (card.face, card.back) if card.back is not None else (card,):
            _check_face(name, face, kinds)
    dealt = set(deck)
    for card in dealt:
        if card.back is not None and card.turned() in dealt and card.turned() is not card:
            raise PluginError(
                f"{name}: unokit_build_deck gave both {card} and {card.turned()}: list every "
                "two-sided card the same way up (say, light side first)"
            )


def _check_face(name: str, card: Card, kinds: Mapping[str, CardKind]) -> None:
    """One side of a deck's card is a card of one of the kinds, with the right colour."""
    kind = kinds.get(card.rank)
    if kind is None:
        raise PluginError(
            f"{name}: unokit_build_deck gave {card}, which has no card kind "
            f"for rank {card.rank!r} in unokit_card_kinds"
        )
    if card.is_wild != kind.is_wild:
        raise PluginError(
            f"{name}: unokit_build_deck gave {card}, which has the wrong colour "
            f"for a {kind.name} ("
            + ("Wild cards have no colour)" if kind.is_wild else "it needs a colour)")
        )


#: What each field of a card kind must hold: a test and the words for the message.
_KIND_FIELDS: tuple[tuple[str, Callable[[Any], bool], str], ...] = (
    ("rank", lambda v: isinstance(v, str) and v != "", "a non-empty str"),
    ("name", lambda v: isinstance(v, str) and v != "", "a non-empty str"),
    ("points", lambda v: _is_whole(v) and v >= 0, "a whole number of at least 0"),
    ("on_play", lambda v: v is None or callable(v), "a function or None"),
    ("on_open", lambda v: v is None or callable(v), "a function or None"),
    ("restricted", lambda v: isinstance(v, bool), "True or False"),
    ("names_color", lambda v: isinstance(v, bool), "True or False"),
    (
        "colors",
        lambda v: isinstance(v, tuple) and all(isinstance(c, Color) for c in v),
        "a tuple of Colors",
    ),
    ("names_mark", lambda v: isinstance(v, bool), "True or False"),
    ("names_seats", lambda v: _is_whole(v) and v >= 0, "a whole number of at least 0"),
    ("names_self", lambda v: isinstance(v, bool), "True or False"),
    ("naming", lambda v: isinstance(v, str), "a str"),
    ("jump_in", lambda v: isinstance(v, bool), "True or False"),
    ("draws", lambda v: _is_whole(v) and v >= 0, "a whole number of at least 0"),
)


def _check_kind(who: str, kind: CardKind) -> None:
    for field, check, expected in _KIND_FIELDS:
        value = getattr(kind, field)
        if not check(value):
            raise PluginError(
                f"{who}: unokit_card_kinds gave a card kind "
                f"({_short.repr(kind.name)}) whose {field} is {_short.repr(value)}, "
                f"expected {expected}"
            )


def _is_list_of_iterables(result: Any) -> bool:
    return isinstance(result, list) and all(isinstance(r, Iterable) for r in result)


def _is_list_of_mappings(result: Any) -> bool:
    return isinstance(result, list) and all(isinstance(r, Mapping) for r in result)


def _is_hand_limit(result: Any) -> bool:
    return result is None or (_is_whole(result) and result >= 2)


def _is_points(result: Any) -> bool:
    return _is_whole(result) and result >= 0
