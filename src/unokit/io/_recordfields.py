"""The fields of a game record, converted and checked as a ``GameRecord`` is made."""

from __future__ import annotations

import re
from collections.abc import Iterable, Mapping
from typing import Any, TypeVar

import attrs

from unokit.core.cards import Card
from unokit.core.errors import (
    _MAX_DIGITS,
    _TOO_BIG,
    RecordError,
    UnokitError,
    _is_whole,
    _shown,
)
from unokit.core.moves import Move
from unokit.core.rules import Options
from unokit.core.versions import (
    _check_plugins,
    _PluginVersions,
)
from unokit.io._recordtext import KNOWN_HEADERS, TAG_NAME

_T = TypeVar("_T")


_DIGEST = re.compile(r"[0-9a-f]{64}")


def _moves(moves: Iterable[Move | str]) -> tuple[Move | str, ...]:
    """The moves as given: their text is read once the record's edition is known."""
    if isinstance(moves, str):
        raise RecordError("moves must be a list of moves, not a single string")
    return tuple(moves)


def _options(options: Options | Mapping[str, Any] | None) -> Options:
    values = options
    if isinstance(values, Mapping):
        for name, value in values.items():
            if isinstance(value, int) and abs(value) >= _TOO_BIG:
                raise RecordError(f"option {_shown(name)} must have at most {_MAX_DIGITS} digits")
            if isinstance(value, str) and not _one_line(value):
                raise RecordError(f"option {_shown(name)} must be one line of text")
    try:
        return Options.coerce(options)
    except UnokitError as exc:
        raise RecordError(str(exc)) from None


def _deck(deck: Iterable[Card | str] | None) -> tuple[Card, ...] | None:
    if deck is None:
        return None
    if isinstance(deck, str):
        raise RecordError("deck must be a list of cards, not a single string")
    return tuple(card if isinstance(card, Card) else Card.parse(card) for card in deck)


def _tags(tags: Mapping[str, str] | Iterable[tuple[str, str]]) -> tuple[tuple[str, str], ...]:
    pairs = tuple(tags.items()) if isinstance(tags, Mapping) else tuple(tags)
    names: set[str] = set()
    for pair in pairs:
        if not (isinstance(pair, tuple) and len(pair) == 2):
            raise RecordError(f"a tag is a name and a value, not {_shown(pair)}")
        name, value = pair
        if not isinstance(name, str) or not TAG_NAME.fullmatch(name):
            raise RecordError(
                f"tag name {_shown(name)}: use letters, digits and '_', from a letter"
            )
        if name in KNOWN_HEADERS:
            raise RecordError(f"tag name {_shown(name)} is a header of its own")
        if name in names:
            raise RecordError(f"tag {_shown(name)} is given twice")
        if not isinstance(value, str) or not _one_line(value):
            raise RecordError(f"tag {_shown(name)}: the value must be one line of text")
        names.add(name)
    return pairs


def _plugins(value: Any) -> _PluginVersions:
    return _check_plugins(value, RecordError, "plugins")


def _one_line(text: str) -> bool:
    """Whether ``text`` holds no line break (any that ``str.splitlines`` splits on)."""
    return text.splitlines() == ([text] if text else [])


def _whole(name: str) -> Any:
    def check(instance: Any, attribute: attrs.Attribute[Any], value: Any) -> None:
        if not _is_whole(value):
            raise RecordError(f"{name} must be a whole number, not {_shown(value)}")
        if abs(value) >= _TOO_BIG:
            raise RecordError(f"{name} must have at most {_MAX_DIGITS} digits")

    return check


def _optional_seat(instance: Any, attribute: attrs.Attribute[Any], value: Any) -> None:
    if value is not None and (not _is_whole(value) or abs(value) >= _TOO_BIG):
        raise RecordError(f"dealer must be a seat number or None, not {_shown(value)}")


def _digest_text(instance: Any, attribute: attrs.Attribute[Any], value: Any) -> None:
    if value is not None and not (isinstance(value, str) and _DIGEST.fullmatch(value)):
        raise RecordError(f"digest must be 64 lowercase hex digits (SHA-256), not {_shown(value)}")


def _edition_name(instance: Any, attribute: attrs.Attribute[Any], value: Any) -> None:
    if not isinstance(value, str) or not value or value.strip() != value or not _one_line(value):
        raise RecordError(f"edition must be an edition's name, not {_shown(value)}")
