"""How many cards a move brought into the game or took out of it: none, for a legal move.

Every card of a state is in a hand, the draw pile, the discard pile or a decision that holds
some (see [`GameState.cards`][unokit.GameState]); a move only moves cards between them. The
engine compares the counts before and after each move that ran a plugin's code (the full
way: see ``unokit.core.engine``) and refuses a move that made or lost a card, naming the plugins.

Counting is cheap: hands and the draw pile know their lengths (the hands are compared by a
function written out for the table's size, with no loop), a decision holds cards only if
its class says so, and the discard pile is a linked stack that shares its rest with the
state before, so only the cards pushed or popped are walked (the whole pile only when it
was rebuilt, as when it is shuffled into the draw pile or turned over).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from unokit.core.phases import Pending

if TYPE_CHECKING:
    from unokit.core.state import DiscardStack, GameState

__all__ = ["cards_gained"]

#: How far the two discard piles are walked to find where they meet before both are counted.
_WALK = 8

#: ``Pending.cards`` of a decision that holds no cards (the default): not asked.
_holds_none = Pending.cards

#: For each table size, ``difference(after, before)``: the cards the hands gained.
_HANDS: dict[int, Callable[[Any, Any], int]] = {}


def _hands_difference(players: int) -> Callable[[Any, Any], int]:
    """``difference(after, before)`` of two states' hands, written out for ``players`` seats."""
    terms = " + ".join(f"len(after[{seat}]) - len(before[{seat}])" for seat in range(players))
    namespace: dict[str, Any] = {}
    exec(f"def difference(after, before):\n    return {terms}", namespace)  # from ints alone
    difference: Callable[[Any, Any], int] = namespace["difference"]
    return _HANDS.setdefault(players, difference)


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
    hands = _HANDS.get(after.players) or _hands_difference(after.players)
    gained = hands(after.hands, before.hands) + before.draw_index - after.draw_index
    if after.draw_cards is not before.draw_cards:
        gained += len(after.draw_cards) - len(before.draw_cards)
    pending = after.pending
    if pending is not None and type(pending).cards is not _holds_none:
        gained += len(pending.cards())
    pending = before.pending
    if pending is not None and type(pending).cards is not _holds_none:
        gained -= len(pending.cards())
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
    return gained + _difference(new, old)  # a pile made anew (shuffled, turned over)


def _difference(new: DiscardStack, old: DiscardStack) -> int:
    """How many more cards ``new`` holds than ``old``: both walked side by side, once."""
    while new and old:
        new = new[1]
        old = old[1]
    count = 0
    while new:
        new = new[1]
        count += 1
    while old:
        old = old[1]
        count -= 1
    return count
