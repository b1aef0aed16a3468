"""Play one complete classic match between four random players and print what happens."""

from __future__ import annotations

import random
import sys

import unokit


def main(seed: int = 2026) -> unokit.GameState:
    state = unokit.new_game("classic", players=4, seed=seed)
    chooser = random.Random(seed)
    print(f"classic UNO, 4 players, seed {seed}; seat {state.dealer} deals")
    print(f"opening card {state.top_card}, colour {state.active_color}")
    while not state.is_over:
        move = chooser.choice(unokit.legal_moves(state))
        before = state
        state = unokit.apply(state, move)
        print(f"  {move}")
        if state.history != before.history:
            result = state.history[-1]
            if result.void:
                print(f"round {result.number} is void: nothing could be drawn or played")
            else:
                print(
                    f"round {result.number}: seat {result.winner} goes out and scores "
                    f"{result.points}; scores {state.scores}"
                )
    winner = state.winner
    assert winner is not None
    print(f"seat {winner} wins the match with {state.scores[winner]} points")
    return state


if __name__ == "__main__":
    main(int(sys.argv[1]) if len(sys.argv) > 1 else 2026)
