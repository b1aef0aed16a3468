"""Scaling: the same simulation in one process, in two, and on Ray with 1 and 2 CPUs.

Plays ``--games`` games (classic, 4 players, greedy against random, single rounds by
default) with ``unokit.simulate`` four ways, in ``--reps`` rounds (each round runs the four
ways in turn, so that a change in the machine's load falls on all of them), and prints the
median games/s of each and its speed-up over one process:

* ``jobs=1``: in one process;
* ``jobs=2``: a pool of 2 processes (started by each call, as ``simulate`` does);
* Ray, 1 CPU and Ray, 2 CPUs: a local Ray started with ``num_cpus`` 1, then 2. Ray's start
  (seconds) is not timed; a warm-up run starts its workers.

Each way runs in a fresh process and must return the same result (checked). Then it
measures what one Ray task costs on its own: empty batches (a task that plays no game),
submitted all at once (the cost per task when many are queued: throughput) and one at a
time (the round trip of a lone task).

    python benchmarks/bench_scaling.py              # 600 games, 3 rounds
    python benchmarks/bench_scaling.py --games 200 --reps 1
"""

from __future__ import annotations

import argparse
import hashlib
import json
import os
import statistics
import subprocess
import sys
import time
from collections.abc import Callable, Sequence
from typing import Any

import attrs

import unokit
from unokit.core.rules import Options
from unokit.scale.distributed import map_ordered
from unokit.scale.simulation import SimulationResult, _Job, _play_chunk, _seat_specs


def timed(run: Callable[[], SimulationResult], reps: int) -> tuple[list[float], SimulationResult]:
    """Seconds of each repetition, and the last result."""
    seconds = []
    result = None
    for _ in range(reps):
        started = time.perf_counter()
        result = run()
        seconds.append(time.perf_counter() - started)
    assert result is not None
    return seconds, result


def task_overhead(ray: Any, count: int, job: _Job) -> tuple[float, float]:
    """Milliseconds per empty task: all submitted at once, and one at a time (medians)."""
    empty = attrs.evolve(job, indexes=())
    map_ordered(_play_chunk, [empty] * count)  # warm-up
    started = time.perf_counter()
    map_ordered(_play_chunk, [empty] * count)
    batched = (time.perf_counter() - started) / count
    alone = []
    for _ in range(count // 4):
        started = time.perf_counter()
        map_ordered(_play_chunk, [empty])
        alone.append(time.perf_counter() - started)
    return 1000 * batched, 1000 * statistics.median(alone)


def measure(args: argparse.Namespace) -> dict[str, Any]:
    """Time one way of running (``args.one``) in this process: seconds, result digest, overhead."""
    import ray  # the benchmark needs the extra: pip install -e ".[ray]"

    how: dict[str, Any] = {"jobs": 1}
    cpus = 0
    if args.one == "jobs=2":
        how = {"jobs": 2}
    elif args.one.startswith("ray"):
        cpus = int(args.one.split("=")[1])
        how = {"backend": "ray"}
        ray.init(num_cpus=cpus, include_dashboard=False, log_to_driver=False)
    # Warm-up: imports and caches; on Ray, starting its workers.
    unokit.simulate("classic", 2, games=4 * max(1, cpus), match="single-round", **how)

    def run() -> SimulationResult:
        return unokit.simulate(
            "classic", args.players, games=args.games, seed=args.seed, match=args.match, **how
        )

    seconds, result = timed(run, args.reps)
    digest = hashlib.sha256(json.dumps(result.to_dict(), sort_keys=True).encode()).hexdigest()
    found: dict[str, Any] = {"seconds": seconds, "digest": digest}
    if cpus:
        specs = _seat_specs(("greedy", "random"), args.players)
        job = _Job("classic", args.players, Options(), specs, args.seed, 50_000, ())
        found["overhead"] = task_overhead(ray, args.tasks, job)
        ray.shutdown()
    return found


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=600, help="games per run (600)")
    parser.add_argument("--reps", type=int, default=3, help="rounds: runs of each way (3)")
    parser.add_argument("--players", type=int, default=4, help="players (4)")
    parser.add_argument("--match", default="single-round", help="match format (single-round)")
    parser.add_argument("--seed", type=int, default=0, help="seed (0)")
    parser.add_argument("--tasks", type=int, default=200, help="empty tasks timed (200)")
    parser.add_argument("--one", choices=RUNS, help=argparse.SUPPRESS)
    args = parser.parse_args(argv)
    if args.one:
        print(json.dumps(measure(args)))
        return 0

    load = os.getloadavg()[0]
    found: dict[str, dict[str, Any]] = {
        name: {"seconds": [], "digest": set(), "overhead": []} for name in RUNS
    }
    for _ in range(args.reps):
        # The four ways in turn, each in a fresh process, once per round: a change in the
        # machine's load during the benchmark falls on all four alike.
        for name in RUNS:
            rest = [*(argv if argv is not None else sys.argv[1:]), "--reps", "1", "--one", name]
            done = subprocess.run(
                [sys.executable, __file__, *rest], capture_output=True, text=True, check=True
            )
            run = json.loads(done.stdout.splitlines()[-1])
            found[name]["seconds"] += run["seconds"]
            found[name]["digest"].add(run["digest"])
            if "overhead" in run:
                found[name]["overhead"].append(run["overhead"])
    digests = set.union(*(run["digest"] for run in found.values()))
    assert len(digests) == 1, "the results differ"

    print(
        f"{args.games} games of classic, {args.players} players, {args.match}, greedy vs "
        f"random, seed {args.seed}; median of {args.reps} rounds; the same result each "
        f"way; load average {load:.1f} before, {os.getloadavg()[0]:.1f} after"
    )
    print()
    print("| run | games/s | seconds | speed-up |")
    print("|-----|--------:|--------:|---------:|")
    base = statistics.median(found["jobs=1"]["seconds"])
    for name, run in found.items():
        middle = statistics.median(run["seconds"])
        label = RUNS[name]
        print(f"| {label} | {args.games / middle:,.1f} | {middle:.2f} | {base / middle:.2f}x |")
    print()
    for name, run in found.items():
        if run["overhead"]:
            batched = statistics.median(pair[0] for pair in run["overhead"])
            alone = statistics.median(pair[1] for pair in run["overhead"])
            print(
                f"{RUNS[name]}: an empty task costs {batched:.2f} ms when {args.tasks} are "
                f"queued, {alone:.2f} ms alone (round trip)"
            )
    return 0


#: The runs compared, by the name ``--one`` takes.
RUNS = {
    "jobs=1": "jobs=1",
    "jobs=2": "jobs=2",
    "ray=1": "Ray, 1 CPU",
    "ray=2": "Ray, 2 CPUs",
}


if __name__ == "__main__":
    sys.exit(main())
