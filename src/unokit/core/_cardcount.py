"""How many cards a move brought into the game or took out of it: none, for a legal move.

Every card of a state is in a hand, the draw pile, the discard pile or a decision that holds
some (see [`GameState.cards`][unokit.GameState]); a move only moves cards between them. The
engine compares the counts before and after each move that ran a plugin's code (the full
way: see ``unokit.core.engine``) and refuses a move that made or lost a card, naming the plugins.

Counting is cheap, and is one call: ``CARDS_GAINED[players](before, after)``, a function
written out for the table's size (the hands compared seat by seat, with no loop: a hand the
move left alone is the same object, so only the changed ones are measured). Hands and
the draw pile know their lengths, a decision holds cards only if its class says so, and
the discard pile is a linked stack that shares its rest with the state before, so only the
cards pushed or popped are walked (the whole pile only when it was rebuilt, as when it is
shuffled into the draw pile or turned over).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from unokit.core.phases import Pending

if TYPE_CHECKING:
    from unokit.core.state import DiscardStack, GameState

__all__ = ["CARDS_GAINED", "cards_gained"]

#: How far the two discard piles are walked to find where they meet before both are counted.
_WALK = 8

#: The body of each table size's function: ``{now}`` and ``{was}`` unpack the hands (a name
#: each, quicker than an index), ``{hands}`` adds the difference of those that changed.
_COUNTING = """
def cards_gained(before, after):
    gained = before.draw_index - after.draw_index
    {now} = after.hands
    {was} = before.hands
{hands}
    if after.draw_cards is not before.draw_cards:
        gained += len(after.draw_cards) - len(before.draw_cards)
    pending = after.pending
    if pending is not None and type(pending).cards is not holds_none:
        gained += len(pending.cards())
    pending = before.pending
    if pending is not None and type(pending).cards is not holds_none:
        gained -= len(pending.cards())
    old = before.discard_stack
    new = after.discard_stack
    if new is old:
        return gained
    if new and new[1] is old:  # the usual change: one card played
        return gained + 1
    return gained + piles_difference(new, old)
"""


class _BySize(dict[int, Callable[[Any, Any], int]]):
    """Each table size's counting function, written the first time a game of it counts."""

    def __missing__(self, players: int) -> Callable[[Any, Any], int]:
        hands = "".join(
            f"    if now{seat} is not was{seat}:\n"
            f"        gained += len(now{seat}) - len(was{seat})\n"
            for seat in range(players)
        )
        now = "".join(f"now{seat}, " for seat in range(players))
        was = "".join(f"was{seat}, " for seat in range(players))
        namespace: dict[str, Any] = {
            "holds_none": Pending.cards,  # a decision that keeps the default holds no cards
            "piles_difference": _piles_difference,
        }
        code = _COUNTING.format(hands=hands, now=now, was=was)  # built from ints alone
        exec(code, namespace)
        counting: Callable[[Any, Any], int] = namespace["cards_gained"]
        self[players] = counting
        return counting


#: ``CARDS_GAINED[players](before, after)``: ``cards_gained`` for a table of ``players``.
CARDS_GAINED: dict[int, Callable[[Any, Any], int]] = _BySize()


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
    return CARDS_GAINED[after.players](before, after)


def _piles_difference(new: DiscardStack, old: DiscardStack) -> int:
    """How many more cards the discard pile ``new`` holds than ``old``, rebuilt or not."""
    node = new
    for pushed in range(1, _WALK + 1):  # cards put on top of the old pile
        if not node:
            break
        node = node[1]
        if node is old:
            return pushed
    if old and old[1] is new:  # the top card taken back
        return -1
    while new and old:  # a pile made anew (shuffled, turned over): both walked side by side
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
