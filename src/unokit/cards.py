"""Cards and colours, and their text form.

A card is a small immutable value: a [`Color`][unokit.Color] (``None`` for a Wild), a *rank*
and, in editions that print something extra on cards, a *mark*.

| text      | card                                   |
|-----------|----------------------------------------|
| ``R7``    | red 7 (``R``, ``Y``, ``G``, ``B`` + a digit 0-9) |
| ``GS``    | green Skip                             |
| ``BR``    | blue Reverse                           |
| ``Y+2``   | yellow Draw Two                        |
| ``W``     | Wild                                   |
| ``W+4``   | Wild Draw Four                         |
| ``R7/Joey`` | red 7 with the mark ``Joey`` (editions with marks) |

Input is case-insensitive (``"y+2"`` reads as ``Y+2``); ``str(card)`` always gives the
canonical form above, and ``Card.parse(str(card)) == card``. Ranks that start with ``W`` are
Wild ranks: they have no colour. Which ranks exist is up to the edition; the text form only
fixes the shape.
"""

from __future__ import annotations

import enum
import threading
import weakref
from functools import lru_cache
from typing import Any

import attrs

from unokit.errors import ParseError

__all__ = ["COLORS", "Card", "Color", "canonical_mark"]


class Color(enum.Enum):
    """One of the four card colours.

    ``Color.parse`` reads a colour name or its initial, in any case.

    Examples:
        >>> Color.parse("b") is Color.BLUE
        True
        >>> str(Color.RED)
        'red'
    """

    RED = "red"
    YELLOW = "yellow"
    GREEN = "green"
    BLUE = "blue"

    # Members are singletons compared by identity: hash them by identity too (a C slot, much
    # cheaper than Enum's hash of the name, and colours key many lookups on the hot path).
    __hash__ = object.__hash__

    @property
    def letter(self) -> str:
        """The one-letter code used in card text: ``R``, ``Y``, ``G`` or ``B``."""
        return self.value[0].upper()

    def __str__(self) -> str:
        return self.value

    @classmethod
    def parse(cls, text: str) -> Color:
        """Read a colour from its name (``"red"``) or initial (``"R"``), in any case.

        Raises:
            ParseError: if the text names no colour.
        """
        if not isinstance(text, str):
            raise ParseError(f"a colour must be given as text, not {type(text).__name__}")
        color = _COLOR_NAMES.get(text.strip().lower())
        if color is None:
            raise ParseError(f"{_quoted(text)} is not a colour: use red, yellow, green or blue")
        return color


COLORS: tuple[Color, ...] = tuple(Color)
"""The four colours in their usual order: red, yellow, green, blue."""

_COLOR_NAMES: dict[str, Color] = {c.value: c for c in Color} | {c.letter.lower(): c for c in Color}
_COLOR_BY_LETTER: dict[str, Color] = {c.letter: c for c in Color}


def canonical_mark(mark: str | None) -> str | None:
    """Return a mark in its written form: ``joey`` and ``JOEY`` are both the mark ``Joey``.

    Raises:
        ParseError: if the mark is not a word of ASCII letters.
    """
    if mark is None or mark == "":
        return None
    if not isinstance(mark, str) or not (mark.isascii() and mark.isalpha()):
        shown = _quoted(mark) if isinstance(mark, str) else type(mark).__name__
        raise ParseError(f"a card's mark must be a word of letters A-Z, not {shown}")
    return mark[0].upper() + mark[1:].lower()


def _quoted(text: str, limit: int = 60) -> str:
    """``repr(text)`` for an error message, cut short if the text is long."""
    if len(text) <= limit:
        return repr(text)
    return f"{text[:limit]!r}... ({len(text)} characters)"


class _Interned(type):
    """Metaclass of [`Card`][unokit.Card]: one object per distinct card.

    ``Card(...)`` builds and checks the card as usual, then returns the one object already
    made for an equal card, if any. Equal cards being the same object, cards compare and hash
    by identity (both C slots: fast in the sets, dicts and ``in`` tests of the hot path)
    while keeping value semantics.

    The table holds its cards weakly: a card nobody refers to any more leaves it, so building
    many distinct cards (marks read from untrusted text, say) does not grow it without bound.
    Only a card that no object refers to can leave, so two equal cards that are both alive
    are always one object. The cards of every edition's deck stay, held by its rules.
    """

    def __call__(cls, *args: Any, **kwargs: Any) -> Any:
        card = super().__call__(*args, **kwargs)
        key = (cls, card.color, card.rank, card.mark)
        # WeakValueDictionary.setdefault is not atomic: two threads interning equal cards at
        # once could each keep their own object, and cards compare by identity.
        with _INTERNING:
            return _CARDS.setdefault(key, card)


_INTERNING = threading.Lock()
_CARDS: weakref.WeakValueDictionary[tuple[type, Color | None, str, str | None], Any] = (
    weakref.WeakValueDictionary()
)


@attrs.frozen(eq=False, repr=False)
class Card(metaclass=_Interned):
    """A card: its colour (``None`` for Wilds), its rank and an optional mark.

    Attributes:
        color: The printed colour, or ``None`` for a Wild card.
        rank: ``"0"``-``"9"`` for number cards, a symbol code such as ``"S"``, ``"R"``,
            ``"+2"`` for coloured action cards, and a code starting with ``W`` such as ``"W"``
            or ``"W+4"`` for Wild cards.
        mark: Something extra printed on the card that some editions use (for example a
            character's name); ``None`` for classic cards.

    Equal cards are one object (``Card(Color.RED, "7") is Card.parse("R7")``), so ``==``
    and ``hash`` are as fast as identity; copies and unpickled cards are that object too.

    Examples:
        >>> card = Card.parse("y+2")
        >>> card
        Card('Y+2')
        >>> card.color, card.rank, card.is_wild
        (<Color.YELLOW: 'yellow'>, '+2', False)
        >>> Card.parse(str(card)) == card
        True
    """

    color: Color | None = attrs.field(
        validator=attrs.validators.optional(attrs.validators.instance_of(Color))
    )
    rank: str = attrs.field(validator=attrs.validators.instance_of(str))
    mark: str | None = attrs.field(default=None, converter=canonical_mark)

    @property
    def is_wild(self) -> bool:
        """Whether this is a Wild card (it has no colour of its own)."""
        return self.color is None

    @property
    def number(self) -> int | None:
        """The card's number for number cards, ``None`` for action and Wild cards."""
        return int(self.rank) if self.rank.isdigit() else None

    def __str__(self) -> str:
        text = self.rank if self.color is None else self.color.letter + self.rank
        return text if self.mark is None else f"{text}/{self.mark}"

    def __repr__(self) -> str:
        return f"Card({str(self)!r})"

    def __reduce__(self) -> tuple[type[Card], tuple[Color | None, str, str | None]]:
        # Copying and unpickling go through ``Card(...)``, which returns the one equal card.
        return type(self), (self.color, self.rank, self.mark)

    @staticmethod
    def parse(text: str) -> Card:
        """Read a card from its text form (see the table in this module), in any case.

        Repeated calls with the same text return the same object.

        Raises:
            ParseError: if the text is not the text form of a card.
        """
        if not isinstance(text, str):
            raise ParseError(f"a card's text must be a string, not {type(text).__name__}")
        text = text.strip()
        if len(text) > MAX_CARD_TEXT:
            raise ParseError(
                f"{_quoted(text)} is not a card: a card's text has at most {MAX_CARD_TEXT} "
                "characters"
            )
        if len(text) > _CACHED_LENGTH:  # no real card's text is this long: keep it out of the cache
            return _read_card(text)
        return _parse_card(text)


#: The longest card text read (``"WDT/Chandler"`` has 12): longer text is refused at once.
MAX_CARD_TEXT = 64
#: Card texts up to this long are cached by ``_parse_card`` (``"WDT/Chandler"`` has 12).
_CACHED_LENGTH = 24


@lru_cache(maxsize=4096)
def _parse_card(text: str) -> Card:
    return _read_card(text)


def _read_card(text: str) -> Card:
    # "g\u017f".upper() is "GS" (a long s): no letter outside ASCII may become one.
    if not text.isascii():
        raise ParseError(f"{_quoted(text)} is not a card: use ASCII letters, digits and '+'")
    body, slash, mark = text.partition("/")
    body = body.upper()
    shown = _quoted(text)
    if slash and not (mark.isascii() and mark.isalpha()):
        raise ParseError(f"{shown} is not a card: the mark after '/' must be a word of letters")
    if not body:
        raise ParseError(f"{shown} is not a card: it is empty")
    if body.startswith("W"):
        if not _is_code(body):
            raise ParseError(f"{shown} is not a card: unexpected characters in {_quoted(body)}")
        return Card(None, body, mark or None)
    color = _COLOR_BY_LETTER.get(body[0])
    rank = body[1:]
    if color is None:
        raise ParseError(
            f"{shown} is not a card: start with a colour letter (R, Y, G, B) or W for a Wild"
        )
    if not rank:
        raise ParseError(f"{shown} is not a card: a number or symbol must follow the colour")
    if rank.isdigit() and len(rank) > 1:
        raise ParseError(f"{shown} is not a card: the number must be a single digit 0-9")
    if rank.startswith("W") or not _is_code(rank):
        raise ParseError(f"{shown} is not a card: {_quoted(rank)} is not a number or a symbol")
    return Card(color, rank, mark or None)


def _is_code(rank: str) -> bool:
    return all(ch.isalnum() or ch == "+" for ch in rank) and rank.isascii()
