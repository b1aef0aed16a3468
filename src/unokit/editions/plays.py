"""The plays a game's turn allows: for decisions and effects that offer the turn's plays.

Read from the game's turn (its ``plays_of``); a turn that does not build on classic's
plays by classic's rule.
"""

from __future__ import annotations

from collections.abc import Sequence
from functools import cache
from typing import TYPE_CHECKING

from unokit.core.cards import Card, Color
from unokit.core.moves import (
    Play,
)
from unokit.core.rules import Rules
from unokit.core.state import GameState
from unokit.core.table import Table

if TYPE_CHECKING:
    pass

from unokit.editions.turn import ClassicTurn

__all__ = ["can_play", "plays", "turn_plays"]

# --------------------------------------------------------------------------------------
# The plays of a turn
# --------------------------------------------------------------------------------------


def turn_plays(
    rules: Rules,
    seat: int,
    card: Card,
    hand: Sequence[Card],
    top: Card,
    color: Color | None,
    players: int,
) -> tuple[Play, ...]:
    """The plays of ``card`` from ``hand`` onto ``top`` with ``color`` in play: classic's rule.

    What [`ClassicTurn.plays_of`][unokit.editions.turn.ClassicTurn.plays_of] says for
    ``seat``, whatever the game's turn.
    """
    return ClassicTurn.plays_of(_classic(seat), rules, card, hand, top, color, players)


def plays(state: GameState, seat: int, card: Card) -> tuple[Play, ...]:
    """The plays of ``card`` from the hand of ``seat`` as its turn's play in ``state``.

    Every variant of the play (the colour a Wild names, a mark, the seats named, the UNO
    call with the next-to-last card), or ``()`` if the game's turn would not allow it: for
    a decision's ``moves`` that offers the turn's plays of some cards (say, only those that
    stack on a draw card). The game's turn decides (``plays_of``); a turn that does not
    build on classic's plays by classic's rule.
    """
    turn = state.rules.turns[seat]
    if not isinstance(turn, ClassicTurn):
        turn = _classic(seat)
    hand = state.hands[seat]
    return turn.plays_of(state.rules, card, hand, state.top_card, state.active_color, state.players)


@cache
def _classic(seat: int) -> ClassicTurn:
    """Classic's turn of ``seat``, for the plays a game's turn does not say (built once)."""
    return ClassicTurn(seat)


def can_play(table: Table, seat: int, card: Card) -> bool:
    """Whether ``seat`` could play ``card`` from its hand now, as its turn's play.

    The game's turn decides (``plays_of``), as for ``plays``.
    """
    rules = table.rules
    turn = rules.turns[seat]
    if not isinstance(turn, ClassicTurn):
        turn = _classic(seat)
    hand = table.hands[seat]
    top, color = table.top_card, table.active_color
    return bool(turn.plays_of(rules, card, hand, top, color, table.players))
