"""UNO Flip as a unokit edition plugin: 112 two-sided cards, a light side and a dark side.

From UNO FLIP!'s instruction sheet: "UNO FLIP™ plays like regular UNO®, except there are two
sides to the deck of cards: a “light” side and a “dark” side. You start playing with the Light
Side, but whenever someone plays a FLIP card, the deck is flipped over (as are the cards in
your hand) and now everyone must play off of the Dark Side of the cards."

The edition is built from unokit's public pieces: colours of its own
([`Color`][unokit.Color]), two-sided cards (``Card.back``; the face up is the side in play, so
matching and scoring need nothing more), [`Table.turn_over`][unokit.Table.turn_over] for the
Flip card, and seat views that show each seat the backs of the other hands. Every rule it
implements is quoted in the function or class that implements it; where the sheet is silent,
the decision is written there too. The pairing of the sides is fixed data in
[`unokit_flip.deck`][unokit_flip.deck].
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Sequence
from typing import ClassVar

import attrs

from unokit.plugin import (
    Accept,
    Card,
    CardKind,
    Challenge,
    ChooseColor,
    ChooseOpeningColor,
    Color,
    DrawPenalty,
    Edition,
    GameState,
    Move,
    Opening,
    Pending,
    Play,
    Reveal,
    SeatName,
    Table,
    default_seat_name,
    holds_blocker,
    hookimpl,
    open_reverse,
    open_wild,
    reverse,
    skip,
)
from unokit_flip.deck import DARK_COLORS, LIGHT_COLORS, flip_deck

__all__ = [
    "DARK_KINDS",
    "FLIP_KINDS",
    "LIGHT_KINDS",
    "ChooseOpeningColor",
    "FlipEdition",
    "NameColorAfterFlip",
    "SideDrawPenalty",
    "WildDrawResponse",
    "draw_until_color",
    "flip",
    "unokit_register_editions",
]

__version__ = "0.1.0"


# --------------------------------------------------------------------------------------
# Effects
# --------------------------------------------------------------------------------------


def draw_one(table: Table, move: object) -> None:
    """Draw One: "the next player must draw one card and miss their turn".

    Turned up as the opening card, the player on the dealer's left draws (as classic UNO's
    opening Draw Two).
    """
    table.pending = SideDrawPenalty(table.next_seat(), 1)


def draw_five(table: Table, move: Play) -> None:
    """Draw Five: the next player draws five cards and misses their turn."""
    table.pending = SideDrawPenalty(table.next_seat(), 5)


def skip_everyone(table: Table, move: Play) -> None:
    """Skip Everyone: every other player is skipped; its player plays again."""
    table.next_turn = table.player


def flip(table: Table, move: Play) -> None:
    """Flip: "everything flips from the Light Side to the Dark Side" (and back).

    The sheet: "Once the Flip card has been played, flip over the Discard Pile (the card just
    played will now be on the bottom), then the Draw Pile, then everyone's hands must flip to
    the other side." The card now on top of the discard pile sets the colour in play.

    Decisions where the sheet is silent: the card turned up on top only sets the colour and
    what matches (its action, a Draw Five say, does not happen: nobody played it); if it is
    a Wild, the player of the Flip names the colour
    ([`NameColorAfterFlip`][unokit_flip.NameColorAfterFlip]), then play goes on to the next
    player. A Flip played as its player's last card still
    flips, so the round is scored on the side it ended on.
    """
    table.turn_over()
    top = table.top_card
    table.active_color = top.color
    if top.color is None and table.went_out is None:
        table.pending = NameColorAfterFlip(table.player)


def wild_draw(table: Table, move: Play) -> None:
    """Wild Draw Two and Wild Draw Color: the next player accepts the penalty or challenges.

    Wild Draw Two: "you get to choose the color that continues play PLUS the next player must
    draw two cards from the DRAW pile and lose their turn. However, there is a hitch! You may
    only play this card when you do NOT have another card in your hand that matches the COLOR
    on the DISCARD pile". Wild Draw Color has the same restriction. Whether the play was a
    bluff is judged now, on the hand the player kept and the colour in play before the card.
    """
    hand = table.hands[move.player]
    blocker = holds_blocker(table.rules, (*hand, move.card), move.card, table.previous_color)
    table.pending = WildDrawResponse(
        seat=table.next_seat(),
        offender=move.player,
        bluff=blocker is not None,
        previous_color=table.previous_color,
        draws=table.rules.kinds[move.card.rank].draws,
    )


def draw_until_color(table: Table, seat: int, color: Color) -> tuple[Card, ...]:
    """Make ``seat`` draw until it draws a card of ``color`` (Wild Draw Color's penalty).

    The sheet's words: the next player "draws until they get a color of your choosing
    (however many it takes)". A Wild has no colour and does not end the draw. The draw
    reshuffles the discard pile when the draw pile runs out, and stops when no card is left
    at all (every card of the colour may be in the hands). The edition's penalty rule runs
    afterwards, as after any draw a player must make.

    Returns:
        The cards drawn, in order.
    """
    drawn: list[Card] = []
    while True:
        card = table.draw_one()
        if card is None:
            break
        drawn.append(card)
        if card.color is color:
            break
    table.give(seat, drawn)
    if table.rules.penalty_rule is not None:
        table.rules.penalty_rule(table, seat, len(drawn))
    return tuple(drawn)


def _number_kind(number: int) -> CardKind:
    return CardKind(str(number), str(number), points=number)


# The scoring values of both sides: numbers at face value; Draw One 10; Reverse, Skip, Flip
# and Draw Five 20; Skip Everyone 30; Wild 40; Wild Draw Two 50; Wild Draw Color 60.
LIGHT_KINDS: tuple[CardKind, ...] = (
    *(_number_kind(n) for n in range(1, 10)),
    CardKind("+1", "Draw One", 10, on_play=draw_one, on_open=draw_one, draws=1),
    CardKind("S", "Skip", 20, on_play=skip, on_open=skip),
    CardKind("R", "Reverse", 20, on_play=reverse, on_open=open_reverse),
    CardKind("F", "Flip", 20, on_play=flip),
    CardKind("W", "Wild", 40, on_open=open_wild, colors=LIGHT_COLORS),
    CardKind(
        "W+2",
        "Wild Draw Two",
        50,
        on_play=wild_draw,
        restricted=True,
        draws=2,
        colors=LIGHT_COLORS,
    ),
)
"""The light side's kinds (numbers 1-9, Reverse and Flip are on both sides)."""

DARK_KINDS: tuple[CardKind, ...] = (
    CardKind("+5", "Draw Five", 20, on_play=draw_five, draws=5),
    CardKind("SE", "Skip Everyone", 30, on_play=skip_everyone),
    CardKind("WD", "Wild", 40, colors=DARK_COLORS),
    CardKind("W+C", "Wild Draw Color", 60, on_play=wild_draw, restricted=True, colors=DARK_COLORS),
)
"""The dark side's own kinds (its numbers, Reverse and Flip are the light side's kinds)."""

FLIP_KINDS: tuple[CardKind, ...] = (*LIGHT_KINDS, *DARK_KINDS)
"""Every kind of both sides."""


# --------------------------------------------------------------------------------------
# Decisions
# --------------------------------------------------------------------------------------

_DRAW_NAMES = {1: "the Draw One", 5: "the Draw Five"}


@attrs.frozen
class SideDrawPenalty(DrawPenalty):
    """A Draw One or Draw Five: its victim draws the cards and misses the turn.

    Classic's [`DrawPenalty`][unokit.editions.classic.DrawPenalty] (drawing is the victim's
    move, ``Accept``), named after the card that caused it.
    """

    def describe_move(self, move: Move, seat_name: SeatName = default_seat_name) -> str | None:
        """Accepting draws the cards."""
        if isinstance(move, Accept):
            card = _DRAW_NAMES.get(self.count, "the penalty")
            return f"draw {self.count} card{'s' * (self.count != 1)} ({card}) and miss your turn"
        return None


@attrs.frozen
class NameColorAfterFlip(Pending):
    """A Flip turned up a Wild: the Flip's player names the colour, then play goes on.

    Attributes:
        seat: The player who played the Flip.
    """

    seat: int

    def moves(self, state: GameState) -> Sequence[Move]:
        colors = state.rules.named_colors.get(state.top_card.rank, ())
        return tuple(ChooseColor(self.seat, color) for color in colors)

    def resolve(self, table: Table, move: Move) -> None:
        assert isinstance(move, ChooseColor)
        table.active_color = move.color
        table.next_turn = table.next_seat(self.seat)

    def check(self, state: GameState) -> None:
        """The seat is a seat; a Wild is on top and no colour is in play yet.

        Raises:
            ValueError: naming what is wrong.
        """
        super().check(state)
        if not state.top_card.is_wild or state.active_color is not None:
            raise ValueError(
                f"seat: seat {self.seat} is to name the colour of a Wild turned up by a Flip, "
                f"but {state.top_card} is on top with {state.active_color} in play"
            )

    def describe(self) -> str:
        return "name the colour of the Wild the Flip turned up"

    def describe_move(self, move: Move, seat_name: SeatName = default_seat_name) -> str | None:
        """``"name pink for the Wild the Flip turned up"``."""
        if isinstance(move, ChooseColor):
            return f"name {move.color} for the Wild the Flip turned up"
        return None


@attrs.frozen
class WildDrawResponse(Pending):
    """A Wild Draw Two or Wild Draw Color was played: its victim accepts or challenges.

    As classic UNO's Wild Draw Four challenge: a challenged player whose play was legal makes
    the challenger draw the penalty and two cards more; a bluff caught makes its player draw
    the penalty, and the challenger plays on. Wild Draw Two's penalty is two cards; Wild Draw
    Color's is drawing until a card of the colour named appears (the challenger who loses
    draws that and two more cards, the bluffer caught draws until the colour).

    Attributes:
        seat: The player facing the penalty (the only one who may challenge).
        offender: The player who played the card.
        bluff: Whether the play broke the restriction; ``None`` in the views of every seat
            but its player's.
        previous_color: The colour in play before the card.
        draws: The cards of the penalty: 2 for Wild Draw Two, 0 for Wild Draw Color (draw
            until the colour in play appears).
    """

    seat_fields: ClassVar[tuple[str, ...]] = ("seat", "offender")

    seat: int
    offender: int
    bluff: bool | None
    previous_color: Color | None
    draws: int

    def moves(self, state: GameState) -> Sequence[Move]:
        return (Accept(self.seat), Challenge(self.seat))

    def check(self, state: GameState) -> None:
        """Both seats are seats and differ; ``bluff`` and ``previous_color`` are known.

        Raises:
            ValueError: naming the field and what is wrong with it.
        """
        super().check(state)
        if self.offender == self.seat:
            raise ValueError(f"offender: seat {self.seat} cannot answer its own card")
        if not isinstance(self.bluff, bool):
            raise ValueError("bluff: expected true or false (whether the play was a bluff)")
        if not isinstance(self.previous_color, Color):
            raise ValueError("previous_color: expected the colour in play before the card")
        if isinstance(self.draws, bool) or not isinstance(self.draws, int) or self.draws < 0:
            raise ValueError("draws: expected how many cards the penalty is, 0 or more")
        if state.active_color is None:
            raise ValueError("a Wild Draw card names the colour in play, but none is")

    def visible_to(self, seat: int) -> WildDrawResponse:
        """The decision as ``seat`` sees it: ``bluff`` is ``None`` except for its player."""
        if seat == self.offender:
            return self
        return attrs.evolve(self, bluff=None)

    def penalty(self, table: Table, seat: int) -> None:
        """Make ``seat`` take the card's penalty."""
        if self.draws:
            table.penalize(seat, self.draws)
        else:
            assert table.active_color is not None
            draw_until_color(table, seat, table.active_color)

    def resolve(self, table: Table, move: Move) -> None:
        if isinstance(move, Accept):
            self.penalty(table, self.seat)
            return
        table.reveal = Reveal(self.seat, self.offender, table.hands[self.offender])
        if self.bluff:
            self.penalty(table, self.offender)
            table.next_turn = self.seat
        else:
            self.penalty(table, self.seat)
            table.penalize(self.seat, 2)

    def narrate_draw(
        self,
        move: Move,
        seat: int,
        cards: tuple[Card, ...],
        seat_name: SeatName = default_seat_name,
    ) -> str | None:
        """A Wild Draw Color's draw: ``"draw 13 cards until a red card showed"``.

        With ``", then 2 more"`` for a challenger whose challenge failed (``"draw 4 cards
        until a teal card showed, then 2 more"``: 6 in all). A Wild Draw Two's draws are told
        by their number alone.
        """
        if self.draws or seat not in (self.seat, self.offender):
            return None
        more = 2 if isinstance(move, Challenge) and seat == self.seat else 0
        until = cards[: len(cards) - more]
        if not until or until[-1].color is None:
            return None
        count = f"{len(until)} card{'s' * (len(until) != 1)}"
        text = f"draw {count} until a {until[-1].color} card showed"
        return text + (f", then {more} more" if more else "")

    def _card(self) -> str:
        return f"Wild Draw {'Two' if self.draws == 2 else 'Color'}"

    def _penalty(self) -> str:
        return f"draw {self.draws}" if self.draws else "draw until the colour in play"

    def describe(self) -> str:
        return f"accept or challenge the {self._card()}"

    def describe_move(self, move: Move, seat_name: SeatName = default_seat_name) -> str | None:
        """Accepting takes the penalty; a challenge that fails takes it and two cards more."""
        if isinstance(move, Accept):
            return f"accept the {self._card()} ({self._penalty()})"
        if isinstance(move, Challenge):
            return f"challenge the {self._card()} (if it was legal, {self._penalty()}, then 2)"
        return None


# --------------------------------------------------------------------------------------
# The plugin
# --------------------------------------------------------------------------------------


class FlipEdition(Edition):
    """UNO Flip: 112 two-sided cards, 2-10 players."""

    name: ClassVar[str] = "flip"
    aliases: ClassVar[tuple[str, ...]] = ("uno-flip",)
    description: ClassVar[str] = (
        "UNO Flip: two-sided cards; a Flip card turns every card over, from the light side "
        "to the dark side and back."
    )
    min_players: ClassVar[int] = 2
    max_players: ClassVar[int] = 10
    declares: ClassVar[tuple[type, ...]] = (
        ChooseOpeningColor,
        SideDrawPenalty,
        NameColorAfterFlip,
        WildDrawResponse,
    )

    @hookimpl
    def unokit_card_kinds(self) -> Iterable[CardKind]:
        """The kinds of both sides."""
        return FLIP_KINDS

    @hookimpl
    def unokit_build_deck(self) -> Sequence[Card]:
        """The 112 two-sided cards, light side up.

        The sheet's setup: "Hold the cards with the Light Side facing you and the Dark Side
        facing your opponents." "Place the remainder of the deck with the Light Side facedown
        to form a draw pile (the Dark Side cards will be facing UP)." "The top card of the DRAW
        pile is turned over to begin a discard pile (the Light Side cards will be facing UP)."
        Every round is dealt light side up again.
        """
        return flip_deck()

    @hookimpl
    def unokit_opening_rule(self, card: Card, kind: CardKind) -> Opening:
        """An opening Wild Draw Two or Flip goes back into the deck; others take effect.

        The sheet gives the opening rules of the Draw One, Reverse ("If this card is turned
        up at the beginning of play, the dealer goes first, and then play moves to the right
        instead of the left."), Skip and Wild ("If a Wild card is turned up at the beginning
        of play, the person to the left of the dealer chooses the color that continues
        play."); a Wild Draw Two is returned to the deck, as classic UNO's Wild Draw Four.
        Decision where it is silent: an opening Flip is returned too (every round starts on
        the light side).
        """
        if kind.restricted or kind.on_play is flip:
            return Opening.RESHUFFLE
        return Opening.PLAY

    @hookimpl
    def unokit_card_points(self, card: Card, kind: CardKind) -> int:
        """The kind's points, of the side face up.

        The sheet: "REMEMBER TO SCORE POINTS BASED ON WHICH SIDE (LIGHT OR DARK) THE GAME
        ENDED ON." The card's face up is the side in play.
        """
        return kind.points

    @hookimpl
    def unokit_blocks_restricted_play(self, card: Card, kind: CardKind, color: Color) -> bool:
        """Only a card of the colour in play blocks a Wild Draw Two or Wild Draw Color.

        The sheet: "You may only play this card when you do NOT have another card in your
        hand that matches the COLOR on the DISCARD pile".
        """
        return card.color is color


@hookimpl
def unokit_register_editions(register: Callable[[object], None]) -> None:
    """Register the Flip edition (the ``unokit`` entry point names this module)."""
    register(FlipEdition())
