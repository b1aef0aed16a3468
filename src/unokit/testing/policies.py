"""Random players for the conformance suite: uniformly random moves, then keen ones."""

from __future__ import annotations

import random
from collections.abc import Callable, Iterator, Mapping, Sequence
from typing import Any

from hypothesis import strategies as st

from unokit.agents import RandomAgent
from unokit.core.engine import apply, legal_moves
from unokit.core.moves import Move, Play, group_moves
from unokit.core.state import GameState

OPTION_SETS: tuple[Mapping[str, Any] | None, ...] = (
    {"match": "single-round"},
    {"match": "single-round", "strict_wild_draw_four": True},
    {"match": "single-round", "challenge_returns_card": True},
    {"match": "standard", "winner_deals": True, "target_score": 100},
    {"match": "standard", "target_score": 60},
    {"match": "low-score", "target_score": 60},
)
"""Option sets the suite draws games from. Short target scores give matches of several
rounds that still end quickly: random players take thousands of moves to reach 500 points
in UNO Party! with two or three players (a tenth of such matches take over 18,000).
"""

#: How often a random player plays a card when it can, rather than choosing among all moves:
#: as often as the random agent does.
PLAY_WHEN_ABLE = RandomAgent.play_when_able

#: Moves chosen by Hypothesis (and so shrunk when a property fails) before a game goes on
#: with a seeded random player: Hypothesis keeps each example's choices under a few thousand.
DRAWN_STEPS = 600

KEEN_AFTER = 2_000
"""Random moves a game of the suite plays before its players turn keen to go out (see
[`keen_move`][unokit.testing.keen_move]). Random players alone need not ever finish: in
UNO Party! with two or three players their hands can keep growing for 50,000 moves.
"""


# --------------------------------------------------------------------------------------
# Random play
# --------------------------------------------------------------------------------------


def _actions(legal: Sequence[Move], plays_only: bool) -> tuple[tuple[Move, ...], ...]:
    """Group moves by action (play this card, draw, catch that seat...); variants together."""
    if plays_only:
        plays = [move for move in legal if isinstance(move, Play)]
        if plays:
            legal = plays
    return group_moves(legal)


def random_move(chooser: random.Random, legal: Sequence[Move]) -> Move:
    """Pick a move as a random player would: an action first, then one of its variants.

    Picking uniformly among all listed moves would make a Wild (one move per colour, and per
    character in UNO Friends) many times likelier than a number card. When a card can be
    played the player plays one nine times in ten: a player who draws half the time while
    holding a playable card rarely finishes a game of an edition with many draw cards.

    Args:
        chooser: The source of randomness (never the global one).
        legal: The legal moves, as [`legal_moves`][unokit.legal_moves] lists them.

    Examples:
        >>> import random, unokit
        >>> from unokit.testing import random_move
        >>> state = unokit.new_game("classic", players=2, seed=1)
        >>> moves = unokit.legal_moves(state)
        >>> random_move(random.Random(0), moves) in moves
        True
    """
    actions = _actions(legal, chooser.random() < PLAY_WHEN_ABLE)
    return chooser.choice(chooser.choice(actions))


def keen_move(state: GameState, legal: Sequence[Move]) -> Move:
    """Pick a move as a player keen to go out would, with no randomness.

    A card without an effect (a number card) first, naming the colour its player holds most
    of; then any other card the same way; with no card to play, the first listed move.
    From every state unokit's tests and soak have reached, such players finish the round:
    the liveness the suite's ``termination`` property relies on.

    Args:
        state: The state the moves are listed for.
        legal: The legal moves, as [`legal_moves`][unokit.legal_moves] lists them.
    """
    plays = [move for move in legal if isinstance(move, Play)]
    if not plays:
        return legal[0]
    rules = state.rules

    def keenness(play: Play) -> tuple[bool, int]:
        held = sum(1 for card in state.hands[play.player] if card.color is play.color)
        return (rules.kinds[play.card.rank].on_play is not None, -held if play.color else 0)

    return min(plays, key=keenness)


def random_game(
    state: GameState, chooser_seed: int, max_steps: int, *, keen_after: int | None = None
) -> tuple[list[GameState], list[Move]]:
    """Play [`random_move`][unokit.testing.random_move]s from ``state``.

    Stops when nobody can move (the match is over) or after ``max_steps`` moves.

    Args:
        state: Where to start.
        chooser_seed: Seed of the private ``random.Random`` choosing the moves.
        max_steps: The most moves to play.
        keen_after: If given, the players turn keen to go out
            ([`keen_move`][unokit.testing.keen_move]) after this many random moves.

    Returns:
        The states visited (``state`` first) and the moves applied (one fewer).
    """
    chooser = random.Random(chooser_seed)
    keen = max_steps if keen_after is None else keen_after

    def pick(step: int, state: GameState, legal: Sequence[Move]) -> Move:
        return random_move(chooser, legal) if step < keen else keen_move(state, legal)

    states = [state]
    moves: list[Move] = []
    for move, after in _playout(state, max_steps, pick):
        states.append(after)
        moves.append(move)
    return states, moves


def _playout(
    state: GameState, max_steps: int, pick: Callable[[int, GameState, Sequence[Move]], Move]
) -> Iterator[tuple[Move, GameState]]:
    """Yield each move ``pick(step, state, legal)`` chooses and the state after it.

    Stops when the match is over (nobody can move) or after ``max_steps`` moves.
    """
    for step in range(max_steps):
        legal = legal_moves(state)
        if not legal:
            return
        move = pick(step, state, legal)
        state = apply(state, move)
        yield move, state


_INDEX_STRATEGIES: dict[int, st.SearchStrategy[int]] = {}


def _draw_index(data: st.DataObject, size: int, label: str) -> int:
    if size == 1:
        return 0
    strategy = _INDEX_STRATEGIES.get(size)
    if strategy is None:
        strategy = _INDEX_STRATEGIES[size] = st.integers(0, size - 1)
    return data.draw(strategy, label=label)


def _drawn_move(data: st.DataObject, legal: Sequence[Move]) -> Move:
    """``random_move``, with every choice drawn from Hypothesis (so that it shrinks)."""
    plays_only = any(isinstance(move, Play) for move in legal) and (
        _draw_index(data, 10, "play when able") < 9
    )
    actions = _actions(legal, plays_only)
    variants = actions[_draw_index(data, len(actions), "action")]
    return variants[_draw_index(data, len(variants), "variant")]
