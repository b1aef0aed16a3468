"""A/B speed: two versions of the engine on the same seeded games, side by side.

Not a test: a script that times unokit's game loop (list the legal moves, choose one with
``random.choice``, apply it) over the same seeded single-round games on two versions of
``src/`` — this checkout's and another, e.g. the ``git archive`` of an earlier commit — in
alternating fresh processes, and prints the median microseconds per step of each and their
ratio. The games are the same on both (the seeds fix them) as long as the two engines
behave alike, which ``ab_replay.py`` checks; the step counts are printed so that a
difference shows. Run from the repository root::

    mkdir /tmp/base && git archive HEAD src | tar -x -C /tmp/base
    python benchmarks/ab_speed.py --base /tmp/base/src
    python benchmarks/ab_speed.py --base /tmp/base/src --only classic:4:60 --rounds 5

Each configuration is ``EDITION:PLAYERS:GAMES``; a process plays them once to warm up the
rule caches, then times the games three times and keeps the best (CPU time).
"""

from __future__ import annotations

import argparse
import os
import statistics
import subprocess
import sys
import time
from pathlib import Path

#: The configurations timed by default: EDITION:PLAYERS:GAMES.
DEFAULT = ("classic:4:60", "classic:10:40", "friends:4:5", "party:16:30")

HERE = Path(__file__).resolve().parent


def time_games(spec: str) -> tuple[int, float]:
    """Play the games of ``spec`` (EDITION:PLAYERS:GAMES); return steps and best CPU seconds."""
    import random

    import unokit

    edition, players, games = spec.split(":")
    legal_moves, apply, new_game = unokit.legal_moves, unokit.apply, unokit.new_game
    options = {"match": "single-round"}

    def play(seeds: range) -> int:
        steps = 0
        for seed in seeds:
            choice = random.Random(seed).choice
            state = new_game(edition, int(players), seed=seed, options=options)
            while not state.is_over:
                state = apply(state, choice(legal_moves(state)))
                steps += 1
        return steps

    play(range(10**6, 10**6 + 3))  # warm up the rule caches
    best = float("inf")
    steps = 0
    for _ in range(3):
        start = time.process_time()
        steps = play(range(int(games)))
        best = min(best, time.process_time() - start)
    return steps, best


def run(src: str | None, spec: str) -> tuple[int, float]:
    """Time ``spec`` in a fresh process importing unokit from ``src`` (this checkout's if None)."""
    env = dict(os.environ)
    if src is not None:
        env["PYTHONPATH"] = os.pathsep.join(filter(None, (src, env.get("PYTHONPATH"))))
    out = subprocess.run(
        [sys.executable, str(Path(__file__)), "--child", spec],
        env=env,
        capture_output=True,
        text=True,
        check=True,
    ).stdout.split()
    return int(out[0]), float(out[1])


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--base", help="the other version's src/ directory (A)")
    parser.add_argument("--only", action="append", metavar="EDITION:PLAYERS:GAMES")
    parser.add_argument("--rounds", type=int, default=3, help="alternating rounds (default 3)")
    parser.add_argument("--child", help=argparse.SUPPRESS)
    args = parser.parse_args()
    if not args.child and not args.base:
        parser.error("--base is required: the src/ directory of the other version")
    if args.child:
        print(*time_games(args.child))
        return
    here = str(HERE.parent / "src")
    print(f"A: {args.base}\nB: {here}\n{args.rounds} alternating rounds, best of 3 each")
    print(f"{'configuration':<16} {'steps':>8} {'A µs/step':>10} {'B µs/step':>10} {'B/A':>6}")
    for spec in args.only or DEFAULT:
        times: dict[str, list[float]] = {"A": [], "B": []}
        counts: dict[str, int] = {}
        for _ in range(args.rounds):
            for name, src in (("A", args.base), ("B", here)):
                counts[name], seconds = run(src, spec)
                times[name].append(1e6 * seconds / counts[name])
        a, b = statistics.median(times["A"]), statistics.median(times["B"])
        same = "" if counts["A"] == counts["B"] else f"  (steps differ: A {counts['A']})"
        print(f"{spec:<16} {counts['B']:>8,} {a:>10.3f} {b:>10.3f} {b / a:>6.3f}{same}")


if __name__ == "__main__":
    main()
