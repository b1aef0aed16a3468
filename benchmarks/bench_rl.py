"""unokit's PettingZoo AEC environment against RLCard's UNO environment, side by side.

Run (from the repository root, after ``pip install -e ".[rl,bench]"``)::

    python benchmarks/bench_rl.py            # 5 repetitions
    python benchmarks/bench_rl.py --reps 9   # steadier medians
    python benchmarks/bench_rl.py --profile  # where unokit's environment spends its time
    python benchmarks/bench_rl.py --policy plays-first  # unokit's agent draws only when stuck

Both environments play episodes with uniformly random *masked* actions (a legal action drawn
from the mask, as an untrained agent would), in the same process, interleaved repetition by
repetition (unokit, then RLCard, then unokit...), so that machine load hits both alike, and
timed by the CPU time the process got (``time.process_time``; ``--clock wall`` for the wall
clock, which a shared machine disturbs far more). A *step* is one call of the environment's
``step`` with a live agent's action, including the observation and mask the agent reads
before it.

* unokit: ``unokit.rl.env("classic", 4, options={"match": "single-round"})``, the
  PettingZoo loop (``agent_iter``, ``last``, ``step``), one environment for every episode.
* RLCard: ``rlcard.make("uno")`` — two players, RLCard's only UNO configuration — reused
  across episodes (``reset``, then ``step`` until ``is_over``), its best ordinary use.

Each figure is the median over the repetitions; the ratio is unokit's steps/s over RLCard's,
per repetition, then the median. Ctrl-C stops the run and prints the repetitions finished.

RLCard's environment lists "draw" only when no card can be played; unokit's lists a turn's
draw always (the official rules let a player draw instead of playing), so its random agent
draws more, and its episodes are longer, with larger hands. ``--policy plays-first`` gives
unokit's agent RLCard's habit: the draw's id only when the mask holds no other.
"""

from __future__ import annotations

import argparse
import platform
import random
import statistics
import sys
import time
from collections.abc import Callable

import numpy as np
import numpy.typing as npt

import unokit
import unokit.rl
from unokit.cli import _positive as whole_count  # the CLI's own check of a count

RunResult = tuple[int, int, float]  # episodes, steps, seconds

#: The clock repetitions are timed with: ``time.process_time`` (the CPU time this process got)
#: unless ``--clock wall`` chose ``time.perf_counter``.
CLOCK: list[Callable[[], float]] = [time.process_time]


#: How unokit's random agent chooses (``--policy``): ``"uniform"``, an id of its action mask
#: drawn uniformly (the issue's measure, and the default); ``"plays-first"``, as RLCard's
#: environment lists "draw" only when no card can be played: the draw's id only when the
#: mask holds no other.
POLICY: list[str] = ["uniform"]


def plays_first(ids: npt.NDArray[np.intp], draw: int) -> npt.NDArray[np.intp]:
    """The ids of a mask a plays-first agent chooses among: all but ``draw``, if any."""
    kept = ids[ids != draw]
    return kept if len(kept) else ids


def unokit_episodes(players: int, episodes: int, first_seed: int = 0) -> RunResult:
    """Play ``episodes`` single-round classic episodes in one AEC environment."""
    game = unokit.rl.env("classic", players, options={"match": "single-round"})
    choice = random.Random(first_seed).choice
    flatnonzero = np.flatnonzero
    draw = game.space.head(unokit.Draw(0), players) if POLICY[0] == "plays-first" else None
    steps = 0
    clock = CLOCK[0]
    start = clock()
    for seed in range(first_seed, first_seed + episodes):
        game.reset(seed=seed)
        for _agent in game.agent_iter():
            observation, _reward, done, cut, _info = game.last()
            if done or cut:
                game.step(None)
                continue
            ids = flatnonzero(observation["action_mask"])
            if draw is not None:
                ids = plays_first(ids, draw)
            game.step(int(choice(ids)))
            steps += 1
    return episodes, steps, clock() - start


#: The functions whose share of the time ``--profile`` prints (cumulative, callees included).
PROFILED = {
    ("aec.py", "observe"): "observe: the observation and mask of the agent asked",
    ("views.py", "view"): "  view: the seat's SeatView",
    ("observation.py", "encode"): "  encode: the view as a vector",
    ("turns.py", "mask"): "  mask: the legal moves grouped by id",
    ("aec.py", "step"): "step: the agent's action",
    ("engine.py", "apply"): "  apply: the rules engine's move",
    ("turns.py", "_begin"): "  _begin: the next state's legal moves and who is asked",
}


def profile(players: int, episodes: int) -> None:
    """Profile ``episodes`` unokit episodes and print each part's share of the time."""
    import cProfile
    import pstats

    profiler = cProfile.Profile()
    profiler.enable()
    unokit_episodes(players, episodes)
    profiler.disable()
    stats = pstats.Stats(profiler)
    total = stats.total_tt  # type: ignore[attr-defined]
    shares = {
        (path.rsplit("/", 1)[-1], name): cumulative
        for (path, _line, name), (*_, cumulative, _callers) in stats.stats.items()  # type: ignore[attr-defined]
    }
    print(f"cProfile, {episodes} episodes, {players} players: share of the time, callees included")
    for key, label in PROFILED.items():
        print(f"{100 * shares.get(key, 0.0) / total:5.1f} %  {label}")


def rlcard_runner() -> Callable[[int, int], RunResult] | str:
    """RLCard's UNO environment, or why it cannot run here."""
    try:
        import rlcard  # type: ignore[import-untyped]
    except ImportError as error:
        return f"RLCard is not installed ({error}); install it with: pip install -e '.[bench]'"

    def rlcard_episodes(episodes: int, first_seed: int = 0) -> RunResult:
        game = rlcard.make("uno", config={"seed": first_seed})
        choice = random.Random(first_seed).choice
        steps = 0
        clock = CLOCK[0]
        start = clock()
        for _ in range(episodes):
            state, _player = game.reset()
            while not game.is_over():
                state, _player = game.step(choice(list(state["legal_actions"])))
                steps += 1
        return episodes, steps, clock() - start

    return rlcard_episodes


def main(argv: list[str] | None = None) -> int:
    """Run the benchmark as the command line says; 130 if interrupted (Ctrl-C)."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--reps", type=whole_count, default=5, help="repetitions (default 5)")
    parser.add_argument("--players", type=int, default=4, help="unokit's players (default 4)")
    parser.add_argument(
        "--unokit-episodes", type=whole_count, default=10, help="unokit episodes a rep"
    )
    parser.add_argument(
        "--rlcard-episodes", type=whole_count, default=300, help="RLCard episodes a rep"
    )
    parser.add_argument("--profile", action="store_true", help="profile unokit's loop instead")
    parser.add_argument(
        "--policy",
        choices=("uniform", "plays-first"),
        default="uniform",
        help="unokit's random agent: an id of the mask drawn uniformly (default), or, as "
        "RLCard's environment allows, the draw only when the mask holds nothing else",
    )
    parser.add_argument(
        "--clock",
        choices=("cpu", "wall"),
        default="cpu",
        help="time repetitions by this process's CPU time (default: steadier on a shared "
        "machine) or by the wall clock",
    )
    args = parser.parse_args(argv)
    CLOCK[0] = time.process_time if args.clock == "cpu" else time.perf_counter
    POLICY[0] = args.policy
    if args.profile:
        unokit_episodes(args.players, 2)  # warm up the rule caches
        profile(args.players, args.unokit_episodes)
        return 0

    rlcard = rlcard_runner()
    print(
        f"Python {platform.python_version()} on {platform.machine()}, unokit {unokit.__version__}"
    )
    if isinstance(rlcard, str):
        print(rlcard)
        print("Running the unokit half only.")
    else:
        import rlcard as rlcard_module

        print(f"RLCard {rlcard_module.__version__}")
    print(
        f"unokit: classic, {args.players} players, single round, real rules; RLCard: its UNO "
        "environment,\n2 players (its only configuration), simplified rules: compare steps/s."
        f"\nunokit's random agent: {POLICY[0]}"
    )
    unokit_episodes(args.players, 2)  # warm up the rule caches
    rows: dict[str, list[RunResult]] = {"unokit": [], "RLCard": []}
    done = 0
    try:
        for rep in range(args.reps):
            seed = 1000 * rep
            ours = unokit_episodes(args.players, args.unokit_episodes, seed)
            theirs = None if isinstance(rlcard, str) else rlcard(args.rlcard_episodes, seed)
            rows["unokit"].append(ours)
            if theirs is not None:
                rows["RLCard"].append(theirs)
            done += 1
    except KeyboardInterrupt:
        print(f"\ninterrupted after {done} of {args.reps} repetitions", file=sys.stderr)
        if not done:
            return 130
    print(f"\nRandom masked actions, median of {done} reps")
    print(f"{'':8} {'players':>7} {'steps/s':>10} {'episodes/s':>11} {'steps/episode':>14}")
    for name, results in rows.items():
        if results:
            players = args.players if name == "unokit" else 2
            print(
                f"{name:8} {players:>7} {statistics.median(s / t for _, s, t in results):>10,.0f} "
                f"{statistics.median(g / t for g, _, t in results):>11,.1f} "
                f"{statistics.median(s / g for g, s, _ in results):>14,.1f}"
            )
    if rows["RLCard"]:
        ratios = [
            (us / ut) / (rs / rt)
            for (_, us, ut), (_, rs, rt) in zip(rows["unokit"], rows["RLCard"], strict=True)
        ]
        print(
            f"unokit/RLCard steps/s: {statistics.median(ratios):.2f} "
            f"(per rep: {', '.join(f'{r:.2f}' for r in ratios)})"
        )
    return 0 if done == args.reps else 130


if __name__ == "__main__":
    raise SystemExit(main())
