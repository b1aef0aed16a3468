"""House rules about the turn's draw: ``draw-to-match`` and ``force-play``.

Neither has an official text. The classic rules say to draw one card and, if it can be
played, that it *may* be played: a family write-up of the classic rules remembers the
draw-until-you-can-play habit as not the rule ("we kept drawing until we found one, but
apparently you are only supposed to draw once and move on!").

Each changes one step of the game's turn (see
[`ClassicTurn`][unokit.editions.turn.ClassicTurn]): its wrapper of the
[`unokit_turn`][unokit.core.hookspecs.unokit_turn] hook returns the turn it is given with that step
of its own, so that the two compose with each other and with any edition's turn built on
classic's.
"""

from __future__ import annotations

from collections.abc import Generator
from typing import ClassVar

from unokit.core.cards import Card
from unokit.core.moves import Draw, Move, SeatName, default_seat_name
from unokit.core.state import Turn
from unokit.core.table import Table
from unokit.edition import HouseRule, hookimpl
from unokit.editions.plays import can_play
from unokit.editions.turn import ClassicTurn, with_rule

__all__ = [
    "DrawToMatch",
    "DrawUntilPlayable",
    "ForcePlay",
    "MustPlayDrawnCard",
    "draw_until_playable",
]


def draw_until_playable(table: Table, seat: int) -> tuple[Card, ...]:
    """Draw for ``seat`` until a card it could play comes, or nothing is left to draw.

    The cards come one by one from the draw pile, refilled from the discard pile as usual.
    """
    drawn: tuple[Card, ...] = ()
    while True:
        got = table.draw(seat, 1)
        if not got:
            return drawn
        drawn += got
        if can_play(table, seat, got[0]):
            return drawn


class DrawUntilPlayable(ClassicTurn):
    """A step of the turn: its draw goes on until a card that can be played comes."""

    __slots__ = ()

    def draw(self, table: Table) -> tuple[Card, ...]:
        """Draw until a playable card comes (see ``draw_until_playable``)."""
        return draw_until_playable(table, self.seat)

    def describe_move(self, move: Move, seat_name: SeatName = default_seat_name) -> str | None:
        """The draw is told as what it does: "draw until you can play"."""
        if isinstance(move, Draw):
            return "draw until you draw a card you can play"
        return super().describe_move(move, seat_name)


class MustPlayDrawnCard(ClassicTurn):
    """A step of the turn: a playable card just drawn must be played."""

    __slots__ = ()
    keeps_drawn_card = False


class DrawToMatch(HouseRule):
    """``draw-to-match``: a player who draws keeps drawing until a card can be played.

    A family write-up of the classic rules: "when we didn't have a playable card to match
    the one on the discard pile, we kept drawing until we found one". Decisions: the whole
    draw is one ``draw`` move; the last card drawn may then be played (or kept, unless
    ``force-play`` is on); a player who chooses to draw while holding a playable card draws
    the same way; when the draw pile and the discard pile run out, the drawing stops and
    the turn ends; a player who had to draw (holding nothing to play) had to draw every
    card, so the edition's penalty rule counts them all (UNO Party!'s linked player draws as
    many, from rules version 4).
    """

    name: ClassVar[str] = "draw-to-match"
    description: ClassVar[str] = (
        "A player who draws keeps drawing until a card can be played, then may play it."
    )

    @hookimpl(wrapper=True)
    def unokit_turn(self) -> Generator[None, type[Turn] | None, type[Turn]]:
        """The game's turn, drawing until a playable card comes."""
        turn = yield
        return with_rule(turn, DrawUntilPlayable)


class ForcePlay(HouseRule):
    """``force-play``: a playable card just drawn must be played.

    The rule sheets let the player keep it ("If you can play the card you just drew, you
    can play it immediately", the UNO Friends instruction sheet). Decisions: only the card
    just drawn is forced (a player may still draw instead of playing a card from the hand);
    a Wild Draw Four drawn must be played too, bluff or not, unless the
    ``strict_wild_draw_four`` option makes it unplayable.
    """

    name: ClassVar[str] = "force-play"
    description: ClassVar[str] = "A playable card just drawn must be played at once."

    @hookimpl(wrapper=True)
    def unokit_turn(self) -> Generator[None, type[Turn] | None, type[Turn]]:
        """The game's turn, in which a playable card just drawn cannot be kept."""
        turn = yield
        return with_rule(turn, MustPlayDrawnCard)
