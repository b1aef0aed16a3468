"""Saving and loading: time per state of ``to_json`` and ``from_json`` (with all its checks).

Run (from the repository root)::

    python benchmarks/bench_saving.py               # 40 UNO Party! states, best of 5
    python benchmarks/bench_saving.py --states 200 --repeat 9

The states are UNO Party! games of four players, each after up to 60 random moves (their
seeds are the state's index), so they hold decisions and the edition's own state. Each
figure is the best of ``--repeat`` rounds over all the states, divided by their number.
"""

from __future__ import annotations

import argparse
import random
import time

import unokit


def states(count: int) -> list[unokit.GameState]:
    found = []
    for seed in range(count):
        state = unokit.new_game("party", players=4, seed=seed)
        chooser = random.Random(seed)
        for _ in range(60):
            if state.is_over:
                break
            state = unokit.apply(state, chooser.choice(unokit.legal_moves(state)))
        found.append(state)
    return found


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--states", type=int, default=40, help="states saved and loaded")
    parser.add_argument("--repeat", type=int, default=5, help="rounds; the best one counts")
    args = parser.parse_args()
    saved = states(args.states)
    texts = [unokit.to_json(state) for state in saved]
    write = read = float("inf")
    for _ in range(args.repeat):
        start = time.perf_counter()
        for state in saved:
            unokit.to_json(state)
        write = min(write, time.perf_counter() - start)
        start = time.perf_counter()
        for text in texts:
            unokit.from_json(text)
        read = min(read, time.perf_counter() - start)
    per = 1000 / len(saved)
    print(f"to_json   {write * per:.3f} ms per state")
    print(f"from_json {read * per:.3f} ms per state")


if __name__ == "__main__":
    main()
