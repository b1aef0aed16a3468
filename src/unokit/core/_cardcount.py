"""How many cards a move brought into the game or took out of it: none, for a legal move.

Every card of a state is in a hand, the draw pile, the discard pile or a decision that holds
some (see [`GameState.cards`][unokit.GameState]); a move only moves cards between them. The
engine compares the counts before and after each move that ran a plugin's code (the full
way: see ``unokit.core.engine``) and refuses a move that made or lost a card, naming the plugins.

Counting is cheap: hands and the draw pile know their lengths, and the discard pile is a
linked stack that shares its rest with the state before, so only the cards pushed or popped
are walked (the whole pile only when it was rebuilt, as when it is shuffled into the draw
pile).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from unokit.core.state import DiscardStack, GameState

__all__ = ["cards_gained"]

#: How far the two discard piles are walked to find where they meet before both are counted.
_WALK = 8


def cards_gained(before: GameState, after: GameState) -> int:
    """How many more cards ``after`` holds than ``before`` (negative: fewer; 0 for a move).

    Examples:
        >>> import unokit
        >>> from unokit.core._cardcount import cards_gained
        >>> state = unokit.new_game(players=2, seed=1)
        >>> after = unokit.apply(state, unokit.legal_moves(state)[0])
        >>> cards_gained(state, after)
        0
    """
    gained = (
        sum(map(len, after.hands))
        - sum(map(len, before.hands))
        + len(after.draw_cards)
        - after.draw_index
        - len(before.draw_cards)
        + before.draw_index
    )
    if after.pending is not None:
        gained += len(after.pending.cards())
    if before.pending is not None:
        gained -= len(before.pending.cards())
    old, new = before.discard_stack, after.discard_stack
    if new is old:
        return gained
    if new and new[1] is old:  # the usual change: one card played
        return gained + 1
    node = new
    for pushed in range(1, _WALK + 1):  # cards put on top of the old pile
        if not node:
            break
        node = node[1]
        if node is old:
            return gained + pushed
    if old and old[1] is new:  # the top card taken back
        return gained - 1
    return gained + _length(new) - _length(old)  # a pile made anew (shuffled, turned over)


def _length(stack: DiscardStack) -> int:
    count = 0
    while stack:
        stack = stack[1]
        count += 1
    return count
