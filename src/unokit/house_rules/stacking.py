"""The ``stacking`` house rule: answer a draw card with another and pass the penalty on.

A widely played table rule with no official text — the rule sheets forbid it: classic
UNO's instruction sheet says "Draw cards make the next player draw and miss a turn:
penalties do not stack", and the UNO Friends instruction sheet "If you are forced to draw
two cards, you cannot play a Draw Two card in order to avoid drawing two cards or force the
next player in turn order to draw more cards." With this house rule, they can.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from typing import ClassVar

import attrs

from unokit.core.capabilities import Challengeable
from unokit.core.cards import Card
from unokit.core.engine import play_card
from unokit.core.errors import shown
from unokit.core.moves import Accept, Challenge, Move, Play, SeatName, default_seat_name
from unokit.core.rules import CardKind, Options, OptionSpec, PlayEffect
from unokit.core.state import GameState, Pending
from unokit.core.table import Table
from unokit.edition import HouseRule, hookimpl
from unokit.editions.classic import CHALLENGE_FAILED, WildDrawFourResponse
from unokit.editions.plays import plays

__all__ = [
    "STACKING_OPTIONS",
    "StackedDraw",
    "Stacking",
    "can_stack",
    "stacking_kind",
]

STACKING_OPTIONS: tuple[OptionSpec, ...] = (
    OptionSpec(
        "stack_wild_draw_four_on_draw_two",
        False,
        "With stacking: a Wild Draw Four may answer a Draw Two (adding four).",
    ),
    OptionSpec(
        "stack_draw_two_on_wild_draw_four",
        False,
        "With stacking: a Draw Two of the named colour may answer a Wild Draw Four (adding two).",
    ),
)
"""The options of the ``stacking`` house rule: which draw cards may answer which."""


def can_stack(on: CardKind, kind: CardKind, options: Options) -> bool:
    """Whether a card of ``kind`` may answer a draw card of kind ``on``.

    A draw card (one whose kind ``draws`` cards) answers one of its own kind; a Wild draw
    card answers a coloured one, and the other way round, only when the options allow it.
    """
    if not kind.draws:
        return False
    if kind.rank == on.rank:
        return True
    if kind.is_wild and not on.is_wild:
        return bool(options.stack_wild_draw_four_on_draw_two)
    if on.is_wild and not kind.is_wild:
        return bool(options.stack_draw_two_on_wild_draw_four)
    return False


@attrs.frozen
class StackedDraw(Pending):
    """A draw card was played on ``seat``: stack another on it, or draw the total.

    The building block of stacking, for an edition to build on: which cards answer a stack,
    and how they are played, is
    [`stack_plays`][unokit.house_rules.stacking.StackedDraw.stack_plays], which a subclass
    overrides (say, to let any draw card of equal or higher value answer, of any colour). A
    card played on a stack takes its effect as usual; when that effect leaves a stack on the
    next player, the totals add up.

    Attributes:
        seat: The player facing the penalty.
        total: How many cards the penalty is worth so far.
        rank: The rank of the last card stacked (what may answer it).
        challenge: The last card's own decision when it can be challenged (one with the
            [`Challengeable`][unokit.core.capabilities.Challengeable] capability: a Wild Draw
            Four's, or any edition's restricted draw card's), or ``None``. (Classic's answer
            to a Wild Draw Four is named first in the type so that saved games keep their
            form.)
    """

    turn_play: ClassVar[bool] = True

    seat: int
    total: int
    rank: str
    challenge: WildDrawFourResponse | Pending | None = None

    def moves(self, state: GameState) -> Sequence[Move]:  # noqa: D102
        moves: list[Move] = [Accept(self.seat)]
        if self.challenge is not None:
            moves.append(Challenge(self.seat))
        hands = state.hands
        if not all(hands) and any(  # a loop in C first: a hand is seldom empty
            not hand and seat not in state.out for seat, hand in enumerate(hands)
        ):
            return moves  # the player of the last card went out: nothing to pass on
        on = state.rules.kinds[self.rank]
        for card in dict.fromkeys(state.hands[self.seat]):
            moves += self.stack_plays(state, on, card)
        return moves

    def stack_plays(self, state: GameState, on: CardKind, card: Card) -> Sequence[Play]:
        """The plays of ``card`` that answer this stack, whose last card is of kind ``on``.

        The ``stacking`` house rule: a card of a kind that may answer ``on`` (see
        [`can_stack`][unokit.house_rules.stacking.can_stack]), played as a turn's play
        (matching the colour in play or the top card).
        """
        rules = state.rules
        if not can_stack(on, rules.kinds[card.rank], rules.options):
            return ()
        return plays(state, self.seat, card)

    def resolve(self, table: Table, move: Move) -> None:  # noqa: D102
        if isinstance(move, Accept):
            table.penalize(self.seat, self.total)
            table.next_turn = table.next_seat(self.seat)
        elif isinstance(move, Challenge):
            challenge = self.challenge
            assert isinstance(challenge, Challengeable)
            challenge.resolve(table, move)
            # The challenge settles the last card's own penalty; whoever it punishes also
            # draws what was stacked before it.
            earlier = self.total - table.rules.kinds[self.rank].draws
            if earlier:
                loser = challenge.offender if challenge.bluff else self.seat
                table.penalize(loser, earlier)
        else:
            assert isinstance(move, Play)
            play_card(table, move)
            passed_on = table.pending
            if isinstance(passed_on, StackedDraw):
                table.pending = attrs.evolve(passed_on, total=passed_on.total + self.total)

    def check(self, state: GameState) -> None:
        """The rank is a draw card's and the total at least what that card draws.

        Raises:
            ValueError: naming what is wrong.
        """
        super().check(state)
        kind = state.rules.kinds.get(self.rank)
        if kind is None or not kind.draws:
            raise ValueError(f"rank: {shown(self.rank)} is not a card that makes a player draw")
        if not isinstance(self.total, int) or self.total < kind.draws:
            raise ValueError(f"total: a stack on a {kind.name} is worth at least {kind.draws}")
        if self.challenge is not None:
            if not isinstance(self.challenge, Challengeable):
                raise ValueError("challenge: expected a decision that can be challenged")
            self.challenge.check(state)
            if self.challenge.seat != self.seat:
                raise ValueError("challenge: it must be the challenge of the player facing it")

    def visible_to(self, seat: int) -> StackedDraw:
        """Whether the last Wild Draw Four was a bluff stays its player's secret."""
        if self.challenge is None:
            return self
        return attrs.evolve(self, challenge=self.challenge.visible_to(seat))

    def explain(self, state: GameState, move: Move) -> str:  # noqa: D102
        if move.player == self.seat and isinstance(move, Play):
            return (
                f"only a card that stacks on the {state.rules.kinds[self.rank].name} may be "
                f"played now; otherwise accept the penalty of {self.total} cards"
            )
        return super().explain(state, move)

    def describe(self) -> str:  # noqa: D102
        return f"stack a draw card or draw {self.total} cards"

    def describe_move(self, move: Move, seat_name: SeatName = default_seat_name) -> str | None:
        """Accepting draws the total; a challenge is judged on the last card."""
        if isinstance(move, Accept):
            return f"accept the penalty (draw {self.total})"
        if isinstance(move, Challenge):
            return (
                f"challenge the last card stacked (if it was legal, you draw {self.total} and "
                f"{CHALLENGE_FAILED} more)"
            )
        if isinstance(move, Play):
            return move.describe(seat_name) + " and pass the penalty on"
        return None


def _stacking_effect(kind: CardKind) -> PlayEffect:
    """The effect of a draw card under stacking: its victim faces a ``StackedDraw``."""
    original = kind.on_play

    def effect(table: Table, move: Play) -> None:
        victim = table.next_seat()
        challenge = None
        if kind.restricted and original is not None:
            original(table, move)  # the edition's decision: its bluff flag and challenge
            if isinstance(table.pending, Challengeable):
                challenge = table.pending
        table.pending = StackedDraw(victim, kind.draws, kind.rank, challenge)

    return effect


def stacking_kind(kind: CardKind) -> CardKind:
    """``kind`` with the stacking effect if it is a draw card."""
    if not kind.draws:
        return kind
    return attrs.evolve(kind, on_play=_stacking_effect(kind))


class Stacking(HouseRule):
    """``stacking``: a draw card may be answered with another; the penalty adds up.

    A Draw Two may be answered with a Draw Two, a Wild Draw Four with a Wild Draw Four
    (and, with the options, one with the other); the penalty adds up, and the first player
    who does not stack draws the total and loses the turn. Decisions: a Wild Draw Four may
    still be challenged instead; the challenge is judged on the last card only, as the
    rule sheets say, and whoever it punishes also draws what was stacked before it (the
    challenger draws the total plus two; a caught bluffer draws the total); an opening Draw
    Two is not stacked on (nobody played it); a player who went out with a draw card leaves
    the next player only to draw (or challenge); with UNO Party!'s Drawn Together link, the
    linked partner draws the same total. Cards that make a player draw some other way (UNO
    Friends' Wild The One Where You Draw, UNO Party!'s Point Taken) do not stack.
    """

    name: ClassVar[str] = "stacking"
    declares: ClassVar[tuple[type, ...]] = (StackedDraw,)
    description: ClassVar[str] = (
        "A Draw Two may be answered with a Draw Two and a Wild Draw Four with a Wild Draw "
        "Four; the first player who does not stack draws the total."
    )

    @hookimpl
    def unokit_add_options(self) -> Iterable[OptionSpec]:
        """Whether Wild Draw Fours and Draw Twos stack on each other."""
        return STACKING_OPTIONS

    def change_kind(self, kind: CardKind) -> CardKind:
        """Draw cards get the stacking effect."""
        return stacking_kind(kind)
