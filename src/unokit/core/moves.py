"""Moves: the things a seat can do, as small immutable values with a text form.

Every move names the seat that makes it (seats are numbered ``0`` to ``players - 1``
clockwise). The text form is the seat, a verb and the verb's arguments:

| text                 | move                                                          |
|----------------------|---------------------------------------------------------------|
| ``0 play R7``        | seat 0 plays red 7                                            |
| ``0 play W+4 blue``  | seat 0 plays a Wild Draw Four and names blue                  |
| ``0 play G2 uno``    | seat 0 plays its next-to-last card, green 2, and calls UNO    |
| ``0 play WD red Joey`` | seat 0 plays a Wild that names a mark, naming red and ``Joey`` |
| ``1 draw``           | seat 1 draws a card instead of playing                        |
| ``1 pass``           | seat 1 keeps the card it just drew (or passes when nothing can be drawn) |
| ``2 accept``         | seat 2 takes a Wild Draw Four's penalty                       |
| ``2 challenge``      | seat 2 challenges a Wild Draw Four                            |
| ``3 uno``            | seat 3 calls UNO late, before anyone catches it               |
| ``1 catch 3``        | seat 1 catches seat 3, who did not call UNO                   |
| ``1 color red``      | seat 1 names the colour of an opening Wild                    |
| ``0 deal``           | seat 0 deals the next round                                   |

[`parse_move(game, text)`][unokit.parse_move] reads any of these in the context of a game
(case-insensitive, colours by name or initial), knowing the verbs its edition and house
rules declare as well as these; [`Move.parse`][unokit.Move.parse] reads unokit's own moves,
out of any game, and loads no plugin. ``parse_move(game, str(move)) == move`` for every move
of a game, and ``Move.parse(str(move)) == move`` for every move of this table.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping
from types import MappingProxyType
from typing import ClassVar

import attrs

from unokit.core.cards import Card, Color, _quoted, canonical_mark
from unokit.core.errors import ParseError

__all__ = [
    "CORE_MOVES",
    "Accept",
    "CallUno",
    "CatchUno",
    "Challenge",
    "ChooseColor",
    "Deal",
    "Draw",
    "Move",
    "Pass",
    "Play",
    "SeatMove",
    "SeatName",
    "default_seat_name",
    "group_moves",
]

#: Names a seat in words for a player: ``0 -> "seat 0"``, or ``"you"``, ``"Bot 2"``.
SeatName = Callable[[int], str]


def default_seat_name(seat: int) -> str:
    """``"seat 3"``: how a move's description names a seat unless told otherwise."""
    return f"seat {seat}"


@attrs.frozen(cache_hash=True)
class Move:
    """Base class of all moves.

    Attributes:
        player: The seat making the move.
    """

    #: The word naming this kind of move in its text form.
    verb: ClassVar[str] = ""
    #: Whether this move begins a turn, which closes the window for catching a missed UNO
    #: ("the next turn begins when that player touches the draw pile to draw or places a card
    #: on the discard pile"). Calling UNO, catching and pointing do not.
    begins_turn: ClassVar[bool] = True

    player: int

    def __str__(self) -> str:
        return " ".join((str(self.player), self.verb, *self._args()))

    def _args(self) -> tuple[str, ...]:
        return ()

    def describe(self, seat_name: SeatName = default_seat_name) -> str:
        """Say what the move does, in players' words, as an order: ``"draw a card"``.

        Agents, the command line and error messages use it, so a plugin's own move is shown
        like any other. A subclass says what it does; the pending decision may word it more
        precisely (see [`Pending.describe_move`][unokit.Pending.describe_move]).

        Args:
            seat_name: How to name a seat the move is aimed at (``"seat 2"`` by default).
        """
        return self.verb or type(self).__name__

    @classmethod
    def _from_args(cls, player: int, args: list[str]) -> Move:
        if args:
            raise ParseError(f"'{cls.verb}' takes no arguments, got {_quoted(' '.join(args))}")
        return cls(player)

    @staticmethod
    def parse(text: str) -> Move:
        """Read one of unokit's own moves from its text form (see the table in this module).

        The context-free form: it knows the verbs of the table above, which every game has,
        and loads no plugin. To read a move of a game, with the verbs its edition and house
        rules declare too, use [`parse_move(game, text)`][unokit.parse_move].

        Examples:
            >>> move = Move.parse("0 play w+4 b uno")
            >>> move.card, move.color, move.uno
            (Card('W+4'), <Color.BLUE: 'blue'>, True)
            >>> str(Move.parse("1 CATCH 3"))
            '1 catch 3'

        Raises:
            ParseError: if the text is not one of unokit's own moves.
        """
        return _read_move(text, CORE_MOVES, "; parse_move reads an edition's own")


def _read_move(text: str, verbs: Mapping[str, type[Move]], hint: str = "") -> Move:
    """Read a move from its text, its verb one of ``verbs``.

    Raises:
        ParseError: if the text is not a move, or its verb not one of ``verbs`` (the message
            lists them, then ``hint``).
    """
    if not isinstance(text, str):
        raise ParseError(f"a move's text must be a string, not {type(text).__name__}")
    words = text.split()
    shown = _quoted(text.strip())
    if len(words) < 2:
        raise ParseError(f"{shown} is not a move: write the seat, then a verb, e.g. '0 draw'")
    seat, verb, *args = words
    if not _is_seat(seat):
        raise ParseError(f"{shown} is not a move: {_quoted(seat)} is not a seat number")
    cls = verbs.get(verb.lower())
    if cls is None:
        listed = ", ".join(sorted(verbs))
        raise ParseError(
            f"{shown} is not a move: unknown verb {_quoted(verb, 20)} (known: {listed}){hint}"
        )
    return cls._from_args(int(seat), args)


#: The most digits a seat number may have in a move's text (no edition seats a billion).
_MAX_SEAT_DIGITS = 9


def _is_seat(text: str) -> bool:
    """Whether ``text`` is a seat number: ASCII digits, at most ``_MAX_SEAT_DIGITS`` of them.

    The length limit keeps ``int()`` away from numbers too long to read (Python refuses
    more than 4300 digits) and from the time reading a long one takes.
    """
    return 0 < len(text) <= _MAX_SEAT_DIGITS and text.isascii() and text.isdigit()


def _seat_tuple(seats: Iterable[int]) -> tuple[int, ...]:
    return tuple(seats)


@attrs.frozen(cache_hash=True)
class Play(Move):
    """Play a card from the hand onto the discard pile.

    Attributes:
        card: The card played.
        color: The colour named with a Wild card; must be ``None`` for coloured cards.
        uno: ``True`` to call UNO with this play (when it is the next-to-last card).
        mark: The mark named with a card whose kind names one (e.g. a character),
            written capitalised; ``None`` otherwise.
        seats: The seats named with a card whose kind names seats (e.g. two players to
            link), ascending; ``()`` otherwise.

    The text form lists what is named after the card, in this order: the colour, the mark,
    the seats (joined by commas) and ``uno``: ``"0 play WDT red 1,3 uno"``. Seats separated
    by spaces are read too (``"0 play WDT red 1 3"``): a mark is a word of letters.
    """

    verb: ClassVar[str] = "play"

    card: Card
    color: Color | None = None
    uno: bool = False
    mark: str | None = attrs.field(default=None, converter=canonical_mark)
    seats: tuple[int, ...] = attrs.field(default=(), converter=_seat_tuple)

    @mark.validator
    def _mark_reads_back(self, attribute: object, mark: str | None) -> None:
        # The text form must read back: a mark that is a colour word or "uno" would not.
        if mark is not None and _reads_as_a_word(mark):
            raise ParseError(
                f"{mark!r} cannot be a mark: it reads as a colour or an UNO call in a move's text"
            )

    def describe(self, seat_name: SeatName = default_seat_name) -> str:  # noqa: D102
        named = [str(self.color)] if self.color is not None else []
        if self.mark is not None:
            named.append(self.mark)
        named += [seat_name(seat) for seat in self.seats]
        text = f"play {self.card}"
        if named:
            text += ", naming " + " and ".join(named)
        if self.uno:
            text += ", and call UNO"
        return text

    def _args(self) -> tuple[str, ...]:
        args = [str(self.card)]
        if self.color is not None:
            args.append(str(self.color))
        if self.mark is not None:
            args.append(self.mark)
        if self.seats:
            args.append(",".join(map(str, self.seats)))
        if self.uno:
            args.append("uno")
        return tuple(args)

    @classmethod
    def _from_args(cls, player: int, args: list[str]) -> Move:
        if not args:
            raise ParseError("'play' needs a card, e.g. '0 play R7'")
        card, *rest = args
        uno = bool(rest) and rest[-1].lower() == "uno"
        if uno:
            rest.pop()
        color = None
        if rest and _is_color_word(rest[0]):
            color = Color.parse(rest.pop(0))
        # The seats, separated by commas ("1,3") or, when read, by spaces too ("1 3"): a mark
        # is a word of letters, so numbers after the colour can only be seats.
        seats: tuple[int, ...] = ()
        while rest and _is_seat_list(rest[-1]):
            seats = tuple(int(seat) for seat in rest.pop().split(",")) + seats
        if rest and rest[-1][:1].isdigit():
            raise ParseError(
                f"{_quoted(rest[-1])} is not a list of seats: write seat numbers separated by "
                "commas, e.g. '1,3'"
            )
        mark = canonical_mark(rest.pop(0)) if len(rest) == 1 else None
        if rest:
            raise ParseError(
                f"'play' takes a card, then a colour, a mark, seats and 'uno' as needed; "
                f"got {_quoted(' '.join(args))}"
            )
        return cls(player, Card.parse(card), color, uno, mark, seats)


def _is_color_word(word: str) -> bool:
    """Whether ``word`` names a colour (a name or a letter, any colour declared so far)."""
    try:
        Color.parse(word)
    except ParseError:
        return False
    return True


def _reads_as_a_word(mark: str) -> bool:
    """Whether a Play's text form would read ``mark`` as a colour or an UNO call."""
    return mark.lower() == "uno" or _is_color_word(mark)


def _is_seat_list(text: str) -> bool:
    return all(_is_seat(part) for part in text.split(","))


@attrs.frozen(cache_hash=True)
class Draw(Move):
    """Draw one card from the draw pile instead of playing."""

    verb: ClassVar[str] = "draw"

    def describe(self, seat_name: SeatName = default_seat_name) -> str:  # noqa: D102
        return "draw a card"


@attrs.frozen(cache_hash=True)
class Pass(Move):
    """End the turn without playing.

    ``describe`` says ``"pass"``.

    Used to keep a card just drawn instead of playing it, and to pass when nothing can be
    drawn and nothing can be played.
    """

    verb: ClassVar[str] = "pass"


@attrs.frozen(cache_hash=True)
class Accept(Move):
    """Take the penalty the pending decision offers (a Wild Draw Four's, a stacked draw's)."""

    verb: ClassVar[str] = "accept"

    def describe(self, seat_name: SeatName = default_seat_name) -> str:  # noqa: D102
        return "accept the penalty"


@attrs.frozen(cache_hash=True)
class Challenge(Move):
    """Challenge the Wild Draw Four just played on you."""

    verb: ClassVar[str] = "challenge"

    def describe(self, seat_name: SeatName = default_seat_name) -> str:  # noqa: D102
        return "challenge the card just played"


@attrs.frozen(cache_hash=True)
class CallUno(Move):
    """Call UNO late: after playing the next-to-last card without calling, before being caught."""

    verb: ClassVar[str] = "uno"
    begins_turn: ClassVar[bool] = False

    def describe(self, seat_name: SeatName = default_seat_name) -> str:  # noqa: D102
        return "call UNO"


@attrs.frozen(cache_hash=True)
class SeatMove(Move):
    """Base of moves aimed at another seat (text: the seat, the verb, the target seat).

    Attributes:
        target: The seat the move is aimed at.
    """

    target: int

    def describe(self, seat_name: SeatName = default_seat_name) -> str:  # noqa: D102
        return f"{self.verb} {seat_name(self.target)}"

    def _args(self) -> tuple[str, ...]:
        return (str(self.target),)

    @classmethod
    def _from_args(cls, player: int, args: list[str]) -> Move:
        if len(args) != 1 or not _is_seat(args[0]):
            raise ParseError(f"'{cls.verb}' needs a seat number, e.g. '1 {cls.verb} 3'")
        return cls(player, int(args[0]))


@attrs.frozen(cache_hash=True)
class CatchUno(SeatMove):
    """Catch a player who has one card left and did not call UNO; they draw two.

    Attributes:
        target: The seat being caught.
    """

    verb: ClassVar[str] = "catch"
    begins_turn: ClassVar[bool] = False

    def describe(self, seat_name: SeatName = default_seat_name) -> str:  # noqa: D102
        return f"catch {seat_name(self.target)} not calling UNO (they draw 2)"


@attrs.frozen(cache_hash=True)
class ChooseColor(Move):
    """Name a colour when a decision asks for one (e.g. an opening Wild).

    Attributes:
        color: The colour named.
    """

    verb: ClassVar[str] = "color"

    color: Color

    def describe(self, seat_name: SeatName = default_seat_name) -> str:  # noqa: D102
        return f"name {self.color}"

    def _args(self) -> tuple[str, ...]:
        return (str(self.color),)

    @classmethod
    def _from_args(cls, player: int, args: list[str]) -> Move:
        if len(args) != 1:
            raise ParseError("'color' needs one colour, e.g. '1 color red'")
        return cls(player, Color.parse(args[0]))


@attrs.frozen(cache_hash=True)
class Deal(Move):
    """Deal the next round, after a round has been scored."""

    verb: ClassVar[str] = "deal"

    def describe(self, seat_name: SeatName = default_seat_name) -> str:  # noqa: D102
        return "deal the next round"


CORE_MOVES: Mapping[str, type[Move]] = MappingProxyType(
    {
        cls.verb: cls
        for cls in (Play, Draw, Pass, Accept, Challenge, CallUno, CatchUno, ChooseColor, Deal)
    }
)
"""unokit's own moves by verb, in the order of the table above: the verbs every game has."""


def group_moves(moves: Iterable[Move]) -> tuple[tuple[Move, ...], ...]:
    """The moves grouped by action, each action's variants together, in the order given.

    An action is what a player decides first: play this card, draw, pass, challenge, catch
    that seat, point at that seat. Its variants are what they decide next: the colour a Wild
    names, a mark, the seats named, whether UNO is called. Two moves are variants of one
    action when they are of the same class and seat and have the same ``card`` and the same
    ``target`` (for the moves that have them). Each group keeps the order of ``moves``, and
    the groups come in the order of their first move.

    A random player picks an action, then a variant: picking uniformly among all moves would
    make a Wild (one move per colour) many times likelier than a number card. The built-in
    random agent and the testing policies pick so; the terminal game shows an action with
    several plays as one choice.

    Examples:
        >>> import unokit
        >>> state = unokit.new_game(players=2, seed=5)
        >>> for group in unokit.group_moves(unokit.legal_moves(state)):
        ...     print(", ".join(map(str, group)))
        0 play W red, 0 play W yellow, 0 play W green, 0 play W blue
        0 play Y4
        0 draw
    """
    actions: dict[tuple[object, ...], list[Move]] = {}
    for move in moves:
        key = (type(move), move.player, getattr(move, "card", None), getattr(move, "target", None))
        actions.setdefault(key, []).append(move)
    return tuple(map(tuple, actions.values()))
