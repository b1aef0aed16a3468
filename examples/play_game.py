"""A classic match between a greedy bot and three random ones, told as it is played.

The first round is told move by move, in the words ``unokit play`` uses (``unokit.play.narration``);
the rounds after it by how they ended and the scores; then who won the match.
"""

from __future__ import annotations

import sys

import unokit
from unokit.agents import play_out
from unokit.play.narration import Narrator, outcome_line


def main(seed: int = 2027) -> unokit.GameState:
    state = unokit.new_game("classic", players=4, seed=seed)
    agents: list[unokit.Agent] = [unokit.GreedyAgent()]
    agents += [unokit.RandomAgent(seed=seed + seat) for seat in (1, 2, 3)]
    narrator = Narrator()  # nobody is "you": every seat is "Seat N"
    print("\n".join(narrator.introduction(state, seed)))
    print("Seat 0 is a greedy bot, seats 1 to 3 random ones.")
    print()
    print("\n".join(narrator.opening(state)))
    before = state
    for move, after in play_out(state, agents, seed=seed):
        if after.round_number != before.round_number:  # the next deal
            narrator.opening(after)
        elif after.round_number == 1:
            for line in narrator.tell(move, before, after):
                print(line)
        if len(after.history) > len(before.history):  # a round ends
            ended = narrator.round_end(after)
            if after.round_number == 1:
                print("\n".join(ended))
                print()
                print("The next rounds, by how they ended:")
            else:
                print(ended[0], ended[-1])
        before = after
    state = before
    print(outcome_line(state, None))
    return state


if __name__ == "__main__":
    main(int(sys.argv[1]) if len(sys.argv) > 1 else 2027)
