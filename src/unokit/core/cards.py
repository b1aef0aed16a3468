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
| ``R1|B5`` | a two-sided card: red 1 face up, a blue 5 on the back |

Editions may declare colours of their own ([`Color`][unokit.Color]), with a letter of their
own for card text; a colour exists once the module declaring it is imported (an edition's
module is imported when unokit finds its plugins): reading a card loads no plugin. Input is
case-insensitive (``"y+2"`` reads as ``Y+2``); ``str(card)`` always gives the canonical form
above, and ``Card.parse(str(card)) == card``. Ranks that start with ``W`` are Wild ranks:
they have no colour. Which ranks exist is up to the edition; the text form only fixes the
shape.
"""

from __future__ import annotations

import threading
import weakref
from collections.abc import Iterator
from functools import lru_cache
from typing import Any, ClassVar

import attrs

from unokit.core.errors import ParseError, SetupError, _shown

__all__ = ["COLORS", "Card", "Color", "canonical_mark"]


class _ColorType(type):
    """Metaclass of [`Color`][unokit.Color]: iterating gives the four classic colours.

    As it did when ``Color`` was an enumeration.
    """

    def __iter__(cls) -> Iterator[Color]:
        return iter(COLORS)

    def __len__(cls) -> int:
        return len(COLORS)


class Color(metaclass=_ColorType):
    """A card colour: classic UNO's four, or one an edition declares.

    ``Color.RED``, ``Color.YELLOW``, ``Color.GREEN`` and ``Color.BLUE`` are built in. An
    edition with other colours declares them once, at import, with ``Color(name, letter)``
    (say, the colours of the other side of two-sided cards); the letter is what card text
    uses (``"P5"``). Each colour is one object: asking again for the same name and letter
    returns it, and a name or letter already taken by another colour is refused.
    ``Color.parse`` reads any known colour's name or letter, in any case; iterating over
    ``Color`` gives the four classic colours (as [`COLORS`][unokit.COLORS]) and
    [`Color.known`][unokit.Color.known] every colour declared so far.

    Attributes:
        value: The colour's name in lower case (``"red"``): how it is written in text.
        letter: The one capital letter of card text (``"R"``).
        ansi: How a terminal shows it: the parameters of an ANSI colour sequence (``"31"``
            for red, ``"38;5;208"`` for an orange), or ``""`` for the terminal's own colour.

    Examples:
        >>> Color.parse("b") is Color.BLUE
        True
        >>> str(Color.RED), Color.RED.letter
        ('red', 'R')
        >>> Color("red", "R") is Color.RED
        True
    """

    __slots__ = ("__weakref__", "ansi", "letter", "value")

    value: str
    letter: str
    ansi: str

    RED: ClassVar[Color]
    YELLOW: ClassVar[Color]
    GREEN: ClassVar[Color]
    BLUE: ClassVar[Color]

    def __new__(cls, name: str, letter: str, ansi: str = "") -> Color:
        """The colour called ``name`` with the card-text letter ``letter``.

        Raises:
            SetupError: if the name is not a word of lower-case ASCII letters, the letter not
                one capital ASCII letter other than ``W`` (which starts Wild cards), or either
                is already another colour's.
        """
        if not (isinstance(name, str) and name.isascii() and name.isalpha() and name.islower()):
            raise SetupError(f"a colour's name must be a lower-case word, not {_shown(name)}")
        if not (
            isinstance(letter, str)
            and len(letter) == 1
            and letter.isascii()
            and letter.isupper()
            and letter != "W"
        ):
            raise SetupError(
                f"the colour {name}'s letter must be one capital letter other than W, "
                f"not {_shown(letter)}"
            )
        if not isinstance(ansi, str) or not all(ch.isdigit() or ch == ";" for ch in ansi):
            raise SetupError(f"the colour {name}'s terminal code must be digits and ';'")
        with _DECLARING:
            known = _COLOR_NAMES.get(name)
            if known is not None and known.letter == letter:
                return known
            taken = known or _COLOR_BY_LETTER.get(letter)
            if taken is not None:
                raise SetupError(
                    f"cannot declare the colour {name} ({letter}): "
                    f"the colour {taken.value} ({taken.letter}) has that "
                    + ("name" if known is not None else "letter")
                )
            color = super().__new__(cls)
            object.__setattr__(color, "value", name)
            object.__setattr__(color, "letter", letter)
            object.__setattr__(color, "ansi", ansi)
            _COLOR_NAMES[name] = color
            _COLOR_NAMES[letter.lower()] = color
            _COLOR_BY_LETTER[letter] = color
            return color

    def __setattr__(self, name: str, value: object) -> None:
        raise AttributeError("colours are immutable")

    # Colours are singletons compared by identity: hash them by identity too (a C slot, and
    # colours key many lookups on the hot path).
    __hash__ = object.__hash__

    @property
    def name(self) -> str:
        """The colour's name in capitals (``"RED"``), as ``Color.RED`` spells it."""
        return self.value.upper()

    def __str__(self) -> str:
        return self.value

    def __repr__(self) -> str:
        return f"<Color.{self.name}: {self.value!r}>"

    def __reduce__(self) -> tuple[type[Color], tuple[str, str, str]]:
        # Copying and unpickling go through ``Color(...)``, which returns the one colour.
        return type(self), (self.value, self.letter, self.ansi)

    def __copy__(self) -> Color:
        return self

    def __deepcopy__(self, memo: dict[int, Any]) -> Color:
        return self

    @classmethod
    def known(cls) -> tuple[Color, ...]:
        """Every colour declared so far: the classic four first, then the editions' own."""
        return tuple(dict.fromkeys(_COLOR_BY_LETTER.values()))

    @classmethod
    def parse(cls, text: str) -> Color:
        """Read a colour from its name (``"red"``) or letter (``"R"``), in any case.

        Raises:
            ParseError: if the text names no colour.
        """
        if not isinstance(text, str):
            raise ParseError(f"a colour must be given as text, not {type(text).__name__}")
        color = _COLOR_NAMES.get(text.strip().lower())
        if color is None:
            names = ", ".join(color.value for color in cls.known())
            raise ParseError(f"{_quoted(text)} is not a colour: use {names}")
        return color


_DECLARING = threading.Lock()
_COLOR_NAMES: dict[str, Color] = {}
_COLOR_BY_LETTER: dict[str, Color] = {}

Color.RED = Color("red", "R", "31")
Color.YELLOW = Color("yellow", "Y", "33")
Color.GREEN = Color("green", "G", "32")
Color.BLUE = Color("blue", "B", "34")

COLORS: tuple[Color, ...] = (Color.RED, Color.YELLOW, Color.GREEN, Color.BLUE)
"""The four classic colours in their usual order: red, yellow, green, blue."""


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
        key = (cls, card.color, card.rank, card.mark, card.back)
        # WeakValueDictionary.setdefault is not atomic: two threads interning equal cards at
        # once could each keep their own object, and cards compare by identity.
        with _INTERNING:
            return _CARDS.setdefault(key, card)


_INTERNING = threading.Lock()
_CARDS: weakref.WeakValueDictionary[tuple[type, Color | None, str, str | None, Any], Any] = (
    weakref.WeakValueDictionary()
)


def _is_interned(card: object) -> bool:
    """Whether ``card`` is a card: the one object ``Card(...)`` gives for its fields.

    An object of another type, or a ``Card`` object made some other way (``object.__new__``),
    is not a card, whatever its fields say: cards compare by identity.
    """
    if type(card) is not Card:
        return False
    try:
        key = (Card, card.color, card.rank, card.mark, card.back)
        return _CARDS.get(key) is card
    except Exception:  # fields that cannot even be looked up
        return False


def _one_faced(card: Card, attribute: attrs.Attribute[Any], back: object) -> None:
    if back is None:
        return
    if not isinstance(back, Card):
        raise TypeError(f"a card's back must be a Card or None, not {type(back).__name__}")
    if back.back is not None:
        raise ParseError(f"{back} cannot be a back: it has a back of its own")


@attrs.frozen(eq=False, repr=False)
class Card(metaclass=_Interned):
    """A card: its colour (``None`` for Wilds), its rank, an optional mark and back.

    Attributes:
        color: The printed colour, or ``None`` for a Wild card.
        rank: ``"0"``-``"9"`` for number cards, a symbol code such as ``"S"``, ``"R"``,
            ``"+2"`` for coloured action cards, and a code starting with ``W`` such as ``"W"``
            or ``"W+4"`` for Wild cards.
        mark: Something extra printed on the card that some editions use (for example a
            character's name); ``None`` for classic cards.
        back: For a two-sided card (an edition whose cards have a face on each side), the
            face on the other side, itself a one-sided card; ``None`` for the cards of
            editions whose backs are all alike. The colour, rank and mark are those of the
            face turned up; [`turned`][unokit.Card.turned] is the card turned over.

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
    back: Card | None = attrs.field(default=None, validator=_one_faced)

    @property
    def is_wild(self) -> bool:
        """Whether this is a Wild card (it has no colour of its own)."""
        return self.color is None

    @property
    def number(self) -> int | None:
        """The card's number for number cards, ``None`` for action and Wild cards."""
        return int(self.rank) if self.rank.isdigit() else None

    @property
    def face(self) -> Card:
        """The face turned up, as a one-sided card (the card itself if it has no back)."""
        if self.back is None:
            return self
        return Card(self.color, self.rank, self.mark)

    def turned(self) -> Card:
        """The card turned over: its back face up, its face as the back.

        A card without a back is the same turned over.

        Examples:
            >>> from unokit import Card
            >>> Card.parse("R1|B5").turned()
            Card('B5|R1')
            >>> Card.parse("R1").turned()
            Card('R1')
        """
        back = self.back
        if back is None:
            return self
        return Card(back.color, back.rank, back.mark, self.face)

    def __str__(self) -> str:
        text = self.rank if self.color is None else self.color.letter + self.rank
        if self.mark is not None:
            text = f"{text}/{self.mark}"
        return text if self.back is None else f"{text}|{self.back}"

    def __repr__(self) -> str:
        return f"Card({str(self)!r})"

    def __reduce__(
        self,
    ) -> tuple[type[Card], tuple[Color | None, str, str | None, Card | None]]:
        # Copying and unpickling go through ``Card(...)``, which returns the one equal card.
        return type(self), (self.color, self.rank, self.mark, self.back)

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
    face, bar, back = text.partition("|")
    if not bar:
        return _read_face(text, text)
    if "|" in back:
        raise ParseError(f"{_quoted(text)} is not a card: a card has two sides, not three")
    front = _read_face(face, text)
    return Card(front.color, front.rank, front.mark, _read_face(back, text))


def _read_face(text: str, whole: str) -> Card:
    """One side of a card: a one-sided card (``whole`` is the text shown in messages)."""
    body, slash, mark = text.partition("/")
    body = body.upper()
    shown = _quoted(whole)
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
            f"{shown} is not a card: start with a colour letter "
            f"({', '.join(_COLOR_BY_LETTER)}) or W for a Wild"
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
