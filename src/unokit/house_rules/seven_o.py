"""The ``seven-o`` house rule: a 7 swaps hands with a named player, a 0 passes every hand on.

A widely played table rule that no instruction sheet has; the UNO! app offers it as its 7-0
rule: "When someone plays a 7, that player must swap hands with another player. When anyone
plays a 0, everyone rotates hands in the direction of play." (the house-rules page lists
the texts and where unokit departs from them).
"""

from __future__ import annotations

from typing import ClassVar

import attrs

from unokit.core.moves import Play
from unokit.core.rules import CardKind, PlayEffect
from unokit.core.table import Table
from unokit.edition import HouseRule

__all__ = ["SevenO", "pass_hands", "seven_o_kind", "swap_hands"]


def swap_hands(table: Table, move: Play) -> None:
    """Seven: the player swaps hands with the seat the play names.

    Naming your own seat swaps nothing. A 7 played as the last card swaps nothing either:
    its player has gone out and the round ends.
    """
    (other,) = move.seats
    if other == move.player or table.went_out == move.player:
        return
    hands = table.hands
    hands[move.player], hands[other] = hands[other], hands[move.player]


def pass_hands(table: Table, move: Play) -> None:
    """Zero: every hand passes to the next player in the direction of play.

    A 0 played as the last card passes nothing: its player has gone out. Seats out of the
    round have no hand to pass and receive none.
    """
    if table.went_out == move.player:
        return
    before = list(table.hands)
    for seat in table.seats_in_round:
        table.hands[table.next_seat(seat)] = before[seat]


def _then(first: PlayEffect | None, second: PlayEffect) -> PlayEffect:
    """An effect doing ``first`` (the kind's own effect, if any), then ``second``."""
    if first is None:
        return second

    def both(table: Table, move: Play) -> None:
        first(table, move)
        second(table, move)

    return both


def seven_o_kind(kind: CardKind, *, names_self: bool = False) -> CardKind:
    """``kind`` with the Seven-O effects: a 7 names a seat and swaps, a 0 passes hands on.

    Args:
        kind: A card kind of the game.
        names_self: Whether the player of a 7 may name their own seat (and keep their
            hand). ``False``, the published rule: "that player must swap hands with another
            player".
    """
    if kind.is_wild:
        return kind
    if kind.rank == "7":
        return attrs.evolve(
            kind,
            on_play=_then(kind.on_play, swap_hands),
            names_seats=1,
            names_self=names_self,
            naming="swap hands with the player named",
        )
    if kind.rank == "0":
        return attrs.evolve(kind, on_play=_then(kind.on_play, pass_hands))
    return kind


class SevenO(HouseRule):
    """``seven-o``: a 7 swaps hands with a player its player names; a 0 passes every hand on.

    The play of a 7 names one other seat (``"0 play R7 2"``): the UNO! app's 7-0 rule,
    "that player must swap hands with another player". Decisions: a 7 or 0 that is its
    player's last card swaps and passes nothing (the player has gone out); an opening 7 or 0
    has no effect (nobody played it); every player a swap or a pass leaves holding one card
    must call UNO (see [`note_uno_calls`][unokit.core.engine.note_uno_calls]).
    """

    name: ClassVar[str] = "seven-o"
    description: ClassVar[str] = (
        "A 7 swaps hands with a player its player names; a 0 passes every hand on in the "
        "direction of play."
    )

    def change_kind(self, kind: CardKind) -> CardKind:
        """The 7 and the 0 of every colour get their effects."""
        return seven_o_kind(kind)
