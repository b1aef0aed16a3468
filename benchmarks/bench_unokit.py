"""unokit alone: throughput per edition and match format, memory per state, import time.

Run (from the repository root)::

    python benchmarks/bench_unokit.py              # everything
    python benchmarks/bench_unokit.py --quick      # shorter runs

Players choose uniformly at random among the legal moves. A *step* is one decision (list
the legal moves, pick one, apply it). Every figure is the median of several repetitions; the
throughput runs are timed by CPU time (`time.process_time`), steadier on a shared machine.
"""

from __future__ import annotations

import argparse
import platform
import random
import statistics
import subprocess
import sys
import time
import tracemalloc

import unokit

#: Games stop after this many steps (UNO Party! with random players can run very long).
MAX_STEPS = 20_000


def play(
    edition: str, players: int, match: str, seconds: float, seed: int
) -> tuple[int, int, int, float]:
    """Play games for about ``seconds``; return (games, steps, capped games, elapsed)."""
    legal_moves, apply = unokit.legal_moves, unokit.apply
    options = {"match": match}
    games = steps = capped = 0
    start = time.process_time()
    while time.process_time() - start < seconds:
        choice = random.Random(seed + games).choice
        state = unokit.new_game(edition, players, seed=seed + games, options=options)
        for _ in range(MAX_STEPS):
            if state.is_over:
                break
            state = apply(state, choice(legal_moves(state)))
            steps += 1
        else:
            capped += not state.is_over
        games += 1
    return games, steps, capped, time.process_time() - start


def throughput(reps: int, seconds: float) -> None:
    editions = [e for e in ("classic", "friends", "party") if e in unokit.available_editions()]
    print(f"\nThroughput, median of {reps} reps (games stop after {MAX_STEPS:,} steps)")
    print(
        f"{'edition':8} {'players':>7} {'match':>12} {'steps/s':>9} {'games/s':>8} "
        f"{'steps/game':>10} {'capped':>6}"
    )
    for edition in editions:
        for players in (4, 8):
            for match in ("single-round", "standard"):
                runs = [play(edition, players, match, seconds, 10_000 * rep) for rep in range(reps)]
                print(
                    f"{edition:8} {players:>7} {match:>12} "
                    f"{statistics.median(s / t for _, s, _, t in runs):>9,.0f} "
                    f"{statistics.median(g / t for g, _, _, t in runs):>8,.2f} "
                    f"{statistics.median(s / g for g, s, _, _ in runs):>10,.0f} "
                    f"{sum(c for _, _, c, _ in runs):>6}"
                )


def memory(games: int) -> None:
    """Average new memory per state when every state of a game is kept."""
    for seed in range(3):  # fill the rule caches first: they are shared, not per state
        play_one(seed)
    per_state = []
    for seed in range(games):
        tracemalloc.start()
        before = tracemalloc.get_traced_memory()[0]
        states = play_one(seed)
        after = tracemalloc.get_traced_memory()[0]
        tracemalloc.stop()
        per_state.append((after - before) / len(states))
    print(
        f"\nMemory: {statistics.median(per_state):,.0f} bytes of new memory per retained state "
        f"(4-player classic, single round, all states of a game kept; median of {games} games)"
    )


def memory_run(count: int) -> None:
    """New memory per state when ``count`` consecutive states are kept (games one after another)."""
    play_one(0)  # fill the rule caches first: they are shared, not per state
    tracemalloc.start()
    before = tracemalloc.get_traced_memory()[0]
    states: list[unokit.GameState] = []
    seed = 1
    while len(states) < count:
        states.extend(play_one(seed))
        seed += 1
    del states[count:]
    after = tracemalloc.get_traced_memory()[0]
    tracemalloc.stop()
    print(
        f"Memory: {(after - before) / count:,.0f} bytes of new memory per retained state over "
        f"{count:,} consecutive states (4-player classic, single rounds, every state kept)"
    )


def play_one(seed: int) -> list[unokit.GameState]:
    choice = random.Random(seed).choice
    state = unokit.new_game("classic", 4, seed=seed, options={"match": "single-round"})
    states = [state]
    while not state.is_over:
        state = unokit.apply(state, choice(unokit.legal_moves(state)))
        states.append(state)
    return states


def import_time(reps: int) -> None:
    """Import time of unokit (and of ``unokit.rl`` and RLCard, if installed), wall and CPU.

    Each run is a fresh interpreter; a bare interpreter's time is subtracted. The runs of the
    bare interpreter, unokit and RLCard alternate, and the CPU time (user + system, from
    ``resource``) of each child is reported too: on a loaded machine it moves far less than
    the wall clock.
    """
    import resource

    def run(code: str) -> tuple[float, float]:
        used = resource.getrusage(resource.RUSAGE_CHILDREN)
        start = time.perf_counter()
        subprocess.run([sys.executable, "-c", code], check=True)
        wall = time.perf_counter() - start
        after = resource.getrusage(resource.RUSAGE_CHILDREN)
        cpu = (after.ru_utime - used.ru_utime) + (after.ru_stime - used.ru_stime)
        return wall, cpu

    codes = {"bare": "pass", "unokit": "import unokit"}
    try:
        import gymnasium  # noqa: F401
        import pettingzoo  # type: ignore[import-untyped]  # noqa: F401

        codes["unokit.rl"] = "import unokit.rl"  # the rl extra is installed
    except ImportError:
        pass
    try:
        import rlcard  # type: ignore[import-untyped]  # noqa: F401

        codes["rlcard"] = "import rlcard"
    except ImportError:
        pass
    times: dict[str, list[tuple[float, float]]] = {name: [] for name in codes}
    for _ in range(reps):
        for name, code in codes.items():
            times[name].append(run(code))
    wall = {name: statistics.median(w for w, _ in runs) for name, runs in times.items()}
    cpu = {name: statistics.median(c for _, c in runs) for name, runs in times.items()}
    print(f"\nImport time, fresh interpreters minus a bare one, median of {reps} (alternating):")
    for name in codes:
        if name != "bare":
            print(
                f"`import {name}`: {1000 * (wall[name] - wall['bare']):.0f} ms wall clock, "
                f"{1000 * (cpu[name] - cpu['bare']):.0f} ms CPU"
            )


def simulate_scaling(games: int) -> None:
    try:
        import unokit.scale.simulation  # noqa: F401
    except ImportError:
        print("\n`unokit simulate`: not available in this version, skipped")
        return
    times = {}
    for jobs in (1, 2):
        command = [sys.executable, "-m", "unokit", "simulate", "--games", str(games)]
        start = time.perf_counter()
        subprocess.run([*command, "--jobs", str(jobs)], check=True, stdout=subprocess.DEVNULL)
        times[jobs] = time.perf_counter() - start
    print(
        f"\n`unokit simulate --games {games}`: --jobs 1 {times[1]:.2f} s, --jobs 2 "
        f"{times[2]:.2f} s, speed-up {times[1] / times[2]:.2f}x (wall clock, both cores)"
    )


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--quick", action="store_true", help="shorter runs")
    parser.add_argument(
        "--only",
        choices=("memory", "import"),
        help="measure only the memory per state, or only the import time",
    )
    args = parser.parse_args()
    if args.only == "memory":
        memory(20)
        memory_run(10_000)
        return
    if args.only == "import":
        import_time(15)
        return
    reps, seconds = (3, 0.5) if args.quick else (5, 3.0)
    print(
        f"Python {platform.python_version()} on {platform.machine()}, unokit {unokit.__version__}"
    )
    throughput(reps, seconds)
    memory(5 if args.quick else 20)
    memory_run(10_000)
    import_time(5 if args.quick else 9)
    simulate_scaling(100 if args.quick else 400)


if __name__ == "__main__":
    main()
