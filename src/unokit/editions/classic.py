"""The classic 108-card edition (classic UNO's instruction sheet), as a plugin.

Every rule hook is a method of [`ClassicEdition`][unokit.editions.classic.ClassicEdition], so
an edition that differs from classic in a few ways subclasses it and overrides only those.
The card effects and the decisions they create (answering a Wild Draw Four, naming the colour
of an opening Wild) are plain functions and classes here, reusable by other editions.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Sequence
from functools import cache
from typing import ClassVar

import attrs

from unokit.core.cards import COLORS, Card, Color
from unokit.core.engine import play_card
from unokit.core.legal import holds_blocker
from unokit.core.moves import (
    Accept,
    Challenge,
    ChooseColor,
    Move,
    Play,
    SeatName,
    default_seat_name,
)
from unokit.core.rules import CardKind, Opening, OptionSpec
from unokit.core.state import GameState, Pending, Reveal
from unokit.core.table import Table
from unokit.edition import Edition, hookimpl
from unokit.editions.plays import plays

__all__ = [
    "CHALLENGE_RETURNS_CARD",
    "CLASSIC_KINDS",
    "ChooseOpeningColor",
    "ClassicEdition",
    "DrawPenalty",
    "ReplayAfterChallenge",
    "WildDrawFourResponse",
    "blocks_with_wilds",
    "classic_deck",
]

#: How many cards more than the penalty a challenger draws when the challenge fails: "if
#: not, the challenger draws six and loses their turn" (four and two).
CHALLENGE_FAILED = 2

#: The answers of a seat, built once (moves are immutable values).
_accept = cache(Accept)
_challenge = cache(Challenge)


# --------------------------------------------------------------------------------------
# Effects ("Resolve action cards")
# --------------------------------------------------------------------------------------


def skip(table: Table, played: Play | Card) -> None:
    """Skip: "Skip misses the next player".

    The effect of a play (``played`` is the [`Play`][unokit.Play]) and of the opening card
    (``played`` is the [`Card`][unokit.Card]) alike.
    """
    table.skip()


def reverse(table: Table, move: Play) -> None:
    """Reverse: "Reverse changes direction"; with two players it acts like a Skip.

    The classic rules: "With two players, a played Skip or Reverse gives the same player
    another turn". Two players still in the round count as two players.
    """
    table.reverse()
    if len(table.seats_in_round) == 2:
        table.skip()


def draw_two(table: Table, played: Play | Card) -> None:
    """Draw Two: the next player must draw two and miss their turn.

    The effect of a play (``played`` is the [`Play`][unokit.Play]) and of the opening card
    (``played`` is the [`Card`][unokit.Card]) alike.

    Classic UNO's instruction sheet: "Draw cards make the next player draw and miss a turn".
    The draw is the next player's own move (see
    [`DrawPenalty`][unokit.editions.classic.DrawPenalty]), as many cards as the card's kind
    ``draws`` (two for a Draw Two).
    """
    table.pending = _draw_penalty(table.next_seat(), table.rules.kind(table.top_card).draws)


def wild_draw_four(table: Table, move: Play) -> None:
    """Wild Draw Four: the next player must accept (draw four, miss the turn) or challenge.

    Whether the play was a bluff is judged now, on the hand the player kept and the colour
    that was in play before the card: "legal only if your hand has no card of the color in
    play".
    """
    hand = table.hands[move.player]
    blocker = holds_blocker(table.rules, (*hand, move.card), move.card, table.previous_color)
    table.pending = _wild_draw_four_response(
        table.next_seat(), move.player, blocker is not None, table.previous_color
    )


def blocks_with_wilds(card: Card, kind: CardKind, color: Color) -> bool:
    """Whether ``card`` blocks a Wild Draw Four when Wild cards count as the colour in play.

    UNO Friends and UNO Party! say "Wild cards are considered matches for the current color".
    A second Wild Draw Four does not count: it is no alternative (it is held back by the
    same restriction), and counting it would make a hand with two of them impossible to play
    out.
    """
    return card.color is color or (card.is_wild and not kind.restricted)


def open_reverse(table: Table, card: Card) -> None:
    """Opening Reverse: "makes the dealer start and play move counterclockwise"."""
    table.reverse()
    table.next_turn = table.dealer


def open_wild(table: Table, card: Card) -> None:
    """Opening Wild: the dealer's left names the colour, then plays.

    The classic rules: "the person on the dealer's left names the starting color and takes the
    first turn".
    """
    table.pending = ChooseOpeningColor(table.next_seat(table.dealer))


def _number_kind(number: int) -> CardKind:
    return CardKind(str(number), str(number), points=number)


CLASSIC_KINDS: tuple[CardKind, ...] = (
    *(_number_kind(n) for n in range(10)),
    CardKind("S", "Skip", 20, on_play=skip, on_open=skip),
    CardKind("R", "Reverse", 20, on_play=reverse, on_open=open_reverse),
    CardKind("+2", "Draw Two", 20, on_play=draw_two, on_open=draw_two, draws=2),
    CardKind("W", "Wild", 50, on_open=open_wild),
    CardKind("W+4", "Wild Draw Four", 50, on_play=wild_draw_four, restricted=True, draws=4),
)
"""The classic card kinds: numbers at face value; Skip, Reverse, Draw Two at 20; Wilds at 50."""


def classic_deck() -> list[Card]:
    """The 108 classic cards in a fixed order.

    "in each of four colors, one 0 and two each of 1-9, Skip, Reverse and Draw Two; plus
    four Wild and four Wild Draw Four cards."
    """
    deck: list[Card] = []
    for color in COLORS:
        deck.append(Card(color, "0"))
        for rank in (*"123456789", "S", "R", "+2"):
            deck += [Card(color, rank)] * 2
    deck += [Card(None, "W")] * 4 + [Card(None, "W+4")] * 4
    return deck


# --------------------------------------------------------------------------------------
# Decisions
# --------------------------------------------------------------------------------------


@attrs.frozen
class DrawPenalty(Pending):
    """A Draw Two was played (or turned up): its victim draws the cards and misses the turn.

    Classic UNO's instruction sheet: "Draw cards make the next player draw and miss a turn".
    Drawing is the victim's own move, ``Accept``, because the window for catching a missed
    UNO call closes then: "the next turn begins when that player touches the draw pile to
    draw" (a short classic rule summary: "If they do before the next player draws, you draw 2
    cards.").

    Attributes:
        seat: The player who must draw.
        count: How many cards.
    """

    seat: int
    count: int

    def moves(self, state: GameState) -> Sequence[Move]:  # noqa: D102
        return (_accept(self.seat),)

    def resolve(self, table: Table, move: Move) -> None:  # noqa: D102
        table.penalize(self.seat, self.count)
        table.next_turn = table.next_seat(self.seat)

    def check(self, state: GameState) -> None:
        """The seat is a seat and the count a positive number.

        Raises:
            ValueError: naming what is wrong.
        """
        super().check(state)
        if isinstance(self.count, bool) or not isinstance(self.count, int) or self.count < 1:
            raise ValueError("count: expected how many cards to draw, 1 or more")

    def describe(self) -> str:  # noqa: D102
        return f"draw {self.count} cards and miss the turn"

    def describe_move(self, move: Move, seat_name: SeatName = default_seat_name) -> str | None:
        """Accepting draws the cards."""
        if isinstance(move, Accept):
            return f"draw {self.count} cards (the Draw Two) and miss your turn"
        return None


@attrs.frozen
class ChooseOpeningColor(Pending):
    """An opening Wild: the player on the dealer's left names the colour, then plays.

    Attributes:
        seat: The player who names the colour and takes the first turn.
    """

    seat: int

    def moves(self, state: GameState) -> Sequence[Move]:  # noqa: D102
        return tuple(ChooseColor(self.seat, color) for color in COLORS)

    def resolve(self, table: Table, move: Move) -> None:  # noqa: D102
        assert isinstance(move, ChooseColor)
        table.active_color = move.color
        table.next_turn = self.seat

    def check(self, state: GameState) -> None:
        """The seat is a seat, and no colour is in play yet (the opening Wild has none).

        Raises:
            ValueError: naming what is wrong.
        """
        super().check(state)
        if state.active_color is not None:
            raise ValueError(
                f"seat: seat {self.seat} is to name the colour of an opening Wild, but "
                f"{state.active_color} is already in play"
            )

    def describe(self) -> str:  # noqa: D102
        return "name the colour of the opening Wild"

    def describe_move(self, move: Move, seat_name: SeatName = default_seat_name) -> str | None:
        """``"name red for the opening Wild"``."""
        if isinstance(move, ChooseColor):
            return f"name {move.color} for the opening Wild"
        return None


@attrs.frozen
class WildDrawFourResponse(Pending):
    """A Wild Draw Four was played: its victim accepts the penalty or challenges.

    The classic rules: "The player facing the four-card penalty may challenge before drawing.
    [...] If you held the previous active color, you draw four instead; if not, the
    challenger draws six and loses their turn."

    Attributes:
        seat: The player facing the penalty (the only one who may challenge).
        offender: The player who played the Wild Draw Four.
        bluff: Whether the play broke the restriction. Only its player knows: in every other
            seat's [view][unokit.view] it is ``None`` (see ``visible_to``).
        previous_color: The colour in play before the Wild Draw Four.
    """

    seat_fields: ClassVar[tuple[str, ...]] = ("seat", "offender")

    seat: int
    offender: int
    bluff: bool | None
    previous_color: Color | None

    def moves(self, state: GameState) -> Sequence[Move]:  # noqa: D102
        return (_accept(self.seat), _challenge(self.seat))

    def check(self, state: GameState) -> None:
        """Both seats are seats and differ; ``bluff`` and ``previous_color`` are known.

        ``bluff`` is ``None`` only in another seat's view, never in a game; a Wild Draw Four
        is always played on a colour in play, so ``previous_color`` names one.

        Raises:
            ValueError: naming the field and what is wrong with it.
        """
        super().check(state)
        if self.offender == self.seat:
            raise ValueError(f"offender: seat {self.seat} cannot answer its own Wild Draw Four")
        if not isinstance(self.bluff, bool):
            raise ValueError("bluff: expected true or false (whether the play was a bluff)")
        if not isinstance(self.previous_color, Color):
            raise ValueError(
                "previous_color: expected the colour in play before the Wild Draw Four"
            )
        top = state.top_card
        if state.pending is self and state.rules.kinds[top.rank].restricted:
            # Judged again on the hand the player kept. Until the answer that hand can only
            # have grown by the 2 cards of one catch (of the player, or of a linked player),
            # drawn at its end; while the player is still exposed, nobody was caught.
            hand = state.hands[self.offender]
            kept = hand if state.uno_exposed else hand[:-2]
            blocker = holds_blocker(state.rules, (*hand, top), top, self.previous_color)
            if self.bluff and blocker is None:
                raise ValueError(
                    f"bluff: seat {self.offender} holds no card of {self.previous_color}, so the "
                    "Wild Draw Four was no bluff"
                )
            blocker = holds_blocker(state.rules, (*kept, top), top, self.previous_color)
            if not self.bluff and blocker is not None:
                raise ValueError(
                    f"bluff: seat {self.offender} held {blocker}, so the Wild Draw Four was a bluff"
                )

    def visible_to(self, seat: int) -> WildDrawFourResponse:
        """The decision as ``seat`` sees it: ``bluff`` is ``None`` except for its player.

        The classic rules: "Show your remaining hand privately to that player": until a
        challenge, nobody but the player knows whether the card was a bluff.
        """
        if seat == self.offender:
            return self
        return attrs.evolve(self, bluff=None)

    def resolve(self, table: Table, move: Move) -> None:
        """Accept (draw the card's penalty) or challenge it.

        The penalty is the card's: its kind's ``draws`` (four for a Wild Draw Four, which is
        on top of the discard pile while the decision waits). A challenge that fails costs
        the challenger two cards more.
        """
        count = table.rules.kind(table.top_card).draws
        if isinstance(move, Accept):
            table.penalize(self.seat, count)
            return
        # "Show your remaining hand privately to that player."
        table.reveal = Reveal(self.seat, self.offender, table.hands[self.offender])
        if not self.bluff:
            table.penalize(self.seat, count + CHALLENGE_FAILED)
        elif table.rules.options.challenge_returns_card:
            # classic-short.txt: "the draw 4 wild is returned to their hand, they play the
            # correct card, and they draw 4 penalty cards."
            _return_to_offender(table, self, count)
        else:
            # House clarification: "the challenger takes their normal turn on the announced
            # new color, and the Wild Draw Four remains on the discard pile."
            table.penalize(self.offender, count)
            table.next_turn = self.seat

    def describe(self) -> str:  # noqa: D102
        return "accept or challenge the Wild Draw Four"

    def describe_move(self, move: Move, seat_name: SeatName = default_seat_name) -> str | None:
        """Accepting draws four; a challenge that fails draws six."""
        if isinstance(move, Accept):
            return "accept the Wild Draw Four (draw 4)"
        if isinstance(move, Challenge):
            return "challenge the Wild Draw Four (if it was legal, you draw 6)"
        return None


#: The decisions of the commonest action cards, built once (decisions are immutable values).
_draw_penalty = cache(DrawPenalty)
_wild_draw_four_response = cache(WildDrawFourResponse)


def _return_to_offender(table: Table, response: WildDrawFourResponse, count: int) -> None:
    """Option ``challenge_returns_card``: the bluffed Wild Draw Four goes back to its player.

    If the card it covered was shuffled into the draw pile meanwhile (a reshuffle for a missed
    UNO's penalty), the top card of the draw pile is turned up in its place; if there is none,
    the Wild Draw Four stays and the successful challenge is settled the default way.
    """
    assert table.discard_stack, "the Wild Draw Four is on the discard pile"
    card, below = table.discard_stack
    if not below:
        uncovered = table.draw_one()
        if uncovered is None:
            table.penalize(response.offender, count)
            table.next_turn = response.seat
            return
        below = (uncovered, ())
    table.discard_stack = below
    table.give(response.offender, (card,))
    table.active_color = response.previous_color
    table.penalize(response.offender, count)
    table.pending = ReplayAfterChallenge(response.offender)


@attrs.frozen
class ReplayAfterChallenge(Pending):
    """Option ``challenge_returns_card``: the caught bluffer must now play a legal card.

    Attributes:
        seat: The player whose Wild Draw Four came back.
    """

    seat: int

    def moves(self, state: GameState) -> Sequence[Move]:  # noqa: D102
        hand = state.hands[self.seat]
        rules = state.rules
        moves: list[Move] = []
        for card in dict.fromkeys(hand):
            if not rules.kinds[card.rank].restricted:
                moves += plays(state, self.seat, card)
        return moves

    def resolve(self, table: Table, move: Move) -> None:  # noqa: D102
        assert isinstance(move, Play)
        play_card(table, move)

    def check(self, state: GameState) -> None:
        """The seat is a seat that holds a card it can play now.

        The caught bluffer held a card of the colour in play (that made it a bluff), so a
        real game always offers a play here.

        Raises:
            ValueError: naming what is wrong.
        """
        super().check(state)
        if state.active_color is None or not self.moves(state):
            raise ValueError(
                f"seat: seat {self.seat} must play a legal card in place of the Wild Draw "
                "Four, but holds none"
            )

    def describe(self) -> str:  # noqa: D102
        return "play a legal card in place of the Wild Draw Four"


# --------------------------------------------------------------------------------------
# The plugin
# --------------------------------------------------------------------------------------

CHALLENGE_RETURNS_CARD = OptionSpec(
    "challenge_returns_card",
    False,
    "After a successful Wild Draw Four challenge the card goes back to its player, who draws "
    "four and must play a legal card (instead of the challenger playing on).",
)
"""The option for a short classic rule summary's ruling: "the draw 4 wild is returned to their
hand, they play the correct card, and they draw 4 penalty cards."
"""


class ClassicEdition(Edition):
    """Classic UNO: 108 cards, 2-10 players, rules of classic UNO's instruction sheet."""

    name: ClassVar[str] = "classic"
    aliases: ClassVar[tuple[str, ...]] = ("uno", "standard")
    description: ClassVar[str] = "Classic UNO: the 108-card deck, by Mattel's rules."
    min_players: ClassVar[int] = 2
    max_players: ClassVar[int] = 10
    declares: ClassVar[tuple[type, ...]] = (
        ChooseOpeningColor,
        DrawPenalty,
        ReplayAfterChallenge,
        WildDrawFourResponse,
    )

    @hookimpl
    def unokit_card_kinds(self) -> Iterable[CardKind]:
        """Numbers 0-9, Skip, Reverse, Draw Two, Wild, Wild Draw Four."""
        return CLASSIC_KINDS

    @hookimpl
    def unokit_add_options(self) -> Iterable[OptionSpec]:
        """``challenge_returns_card``: the short summary's ruling on a successful challenge."""
        return (CHALLENGE_RETURNS_CARD,)

    @hookimpl
    def unokit_build_deck(self) -> Sequence[Card]:
        """The 108 classic cards."""
        return classic_deck()

    @hookimpl
    def unokit_opening_rule(self, card: Card, kind: CardKind) -> Opening:
        """An opening Wild Draw Four is reshuffled; every other card takes its opening effect.

        The classic rules: "Return an opening Wild Draw Four to the deck, shuffle and reveal
        another opening card."
        """
        return Opening.RESHUFFLE if kind.restricted else Opening.PLAY

    @hookimpl
    def unokit_card_points(self, card: Card, kind: CardKind) -> int:
        """The kind's points.

        The classic rules: "numbers at face value, Skip/Reverse/Draw Two at 20 each, Wild/Wild
        Draw Four at 50 each".
        """
        return kind.points

    @hookimpl
    def unokit_blocks_restricted_play(self, card: Card, kind: CardKind, color: Color) -> bool:
        """Only a card of the colour in play blocks a Wild Draw Four.

        The classic rules: "legal only if your hand has no card of the color in play. Having a
        matching number or symbol in another color does not prohibit it."
        """
        return card.color is color


@hookimpl
def unokit_register_editions(register: Callable[[object], None]) -> None:
    """Register the classic edition."""
    register(ClassicEdition())
