"""unokit's reinforcement-learning environments against RLCard's UNO environment, side by side.

Run (from the repository root, after ``pip install -e ".[rl,bench]"``)::

    python benchmarks/bench_rl.py            # 5 rounds of chunks, both agents
    python benchmarks/bench_rl.py --reps 9   # steadier medians
    python benchmarks/bench_rl.py --profile  # where unokit's environment spends its time
    python benchmarks/bench_rl.py --policy plays-first  # only the headline agent

Each environment plays with random *masked* actions (a legal action drawn from the mask, as
an untrained agent would), in the same process, in paired chunks: each round (``--reps``
of them) is a chunk of each unokit environment with each agent and a chunk of RLCard's,
each about ``--seconds`` of CPU time (``time.process_time``; ``--clock wall`` for the wall
clock, which a shared machine disturbs far more), in an order that turns round by round, so
that machine load hits all alike. A *step* is one call of the environment's ``step`` with a
live agent's action, including the observation and mask the agent reads before it.

* unokit, AEC: ``unokit.rl.env("classic", 4, options={"match": "single-round"})``, the
  PettingZoo loop (``agent_iter``, ``last``, ``step``), one environment for every episode;
  ``reset`` is timed apart as the episode's setup.
* unokit, many tables: ``unokit.rl.UnoVectorEnv("classic", 4, 64, options={"match":
  "single-round"})`` (``--tables``; 0 leaves it out), self-play, ``step`` with one action per
  table; a step of it is one table's step (a call steps 64), and its tables deal their next
  match inside ``step`` (the first deal, ``reset``, is timed apart). Its agents choose for
  all tables at once with numpy, as a trainer's policy would.
* RLCard: ``rlcard.make("uno")`` — two players, RLCard's only UNO configuration — reused
  across episodes (``reset``, timed apart as the setup, then ``step`` until ``is_over``), its
  best ordinary use; its agent draws uniformly among its legal actions.

The agents (the project's decision for the fourth round): RLCard's environment lists "draw"
only when no card can be played; unokit's lists a turn's draw always (the official rules let
a player draw instead of playing). The headline agent, *plays-first*, gives unokit's agent
RLCard's habit: the draw's id only when the mask holds no other; the *uniform* agent (an id
of the mask drawn uniformly) is timed in the same run and printed beside it. ``--policy``
keeps one. Each figure is the median over the rounds; each ratio is a unokit chunk's
steps/s over the same round's RLCard chunk's, then the median. Ctrl-C stops the run and
prints the rounds finished.
"""

from __future__ import annotations

import argparse
import os
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
from unokit.play.cli import _positive as whole_count  # the CLI's own check of a count

#: (episodes, steps, seconds, setup seconds) of one chunk: the seconds include the setup.
Chunk = tuple[int, int, float, float]

#: A chunk's run: about ``seconds`` of episodes from a first seed.
Runner = Callable[[float, int], Chunk]

#: The clock chunks are timed with: ``time.process_time`` (the CPU time this process got)
#: unless ``--clock wall`` chose ``time.perf_counter``.
CLOCK: list[Callable[[], float]] = [time.process_time]

#: unokit's random agents, in the order they are printed: ``"plays-first"``, as RLCard's
#: environment lists "draw" only when no card can be played: the draw's id only when the
#: mask holds no other (the headline measure); ``"uniform"``, an id of the mask drawn
#: uniformly.
POLICIES = ("plays-first", "uniform")

#: The agent ``--profile`` uses.
POLICY: list[str] = ["plays-first"]


def plays_first(ids: list[int], draw: int) -> list[int]:
    """The ids of a mask a plays-first agent chooses among: all but ``draw``, if any."""
    if len(ids) > 1 and draw in ids:
        ids.remove(draw)
    return ids


def unokit_runner(players: int, policy: str) -> Runner:
    """unokit's AEC environment: a function playing episodes for about ``seconds``."""
    game = unokit.rl.env("classic", players, options={"match": "single-round"})
    draw = game.space.head(unokit.Draw(0), players) if policy == "plays-first" else None

    def run(seconds: float, first_seed: int) -> Chunk:
        choice = random.Random(first_seed).choice
        episodes = steps = 0
        setup = 0.0
        clock = CLOCK[0]
        start = now = clock()
        while now - start < seconds:
            game.reset(seed=first_seed + episodes)
            setup += clock() - now
            for _agent in game.agent_iter():
                observation, _reward, done, cut, _info = game.last()
                if done or cut:
                    game.step(None)
                    continue
                ids = observation["action_mask"].nonzero()[0].tolist()
                if draw is not None:
                    ids = plays_first(ids, draw)
                game.step(choice(ids))
                steps += 1
            episodes += 1
            now = clock()
        return episodes, steps, now - start, setup

    return run


def choose_at_once(
    rng: np.random.Generator, masks: npt.NDArray[np.int8], draw: int | None
) -> npt.NDArray[np.intp]:
    """A random legal id for each table (each row of ``masks``): plays first if ``draw``.

    Each id gets a random score in [0, 1), plus 4 if the mask holds it, less 2 for the
    draw: the highest is uniformly one of the legal ids other than the draw, or the draw if
    the mask holds nothing else (or any legal id, uniformly, without ``draw``).
    """
    scores = rng.random(masks.shape)
    scores += 4 * masks
    if draw is not None:
        scores[:, draw] -= 2.0
    chosen: npt.NDArray[np.intp] = scores.argmax(axis=1)
    return chosen


def vector_runner(players: int, policy: str, tables: int) -> Runner:
    """unokit's vector environment: a function stepping its tables for about ``seconds``."""
    game = unokit.rl.UnoVectorEnv("classic", players, tables, options={"match": "single-round"})
    draw = game.space.head(unokit.Draw(0), players) if policy == "plays-first" else None

    def run(seconds: float, first_seed: int) -> Chunk:
        rng = np.random.default_rng(first_seed)
        clock = CLOCK[0]
        start = clock()
        _observations, infos = game.reset(seed=first_seed)
        setup = clock() - start
        episodes = steps = 0
        now = clock()
        while now - start < seconds:
            actions = choose_at_once(rng, infos["action_mask"], draw)
            _observations, _rewards, ended, cut, infos = game.step(actions)
            steps += tables
            episodes += int(np.count_nonzero(ended | cut))
            now = clock()
        return episodes, steps, now - start, setup

    return run


def rlcard_runner() -> Runner | str:
    """RLCard's UNO environment, or why it cannot run here."""
    try:
        import rlcard  # type: ignore[import-untyped]
    except ImportError as error:
        return f"RLCard is not installed ({error}); install it with: pip install -e '.[bench]'"
    game = rlcard.make("uno", config={"seed": 0})

    def run(seconds: float, first_seed: int) -> Chunk:
        choice = random.Random(first_seed).choice
        episodes = steps = 0
        setup = 0.0
        clock = CLOCK[0]
        start = now = clock()
        while now - start < seconds:
            state, _player = game.reset()
            setup += clock() - now
            while not game.is_over():
                state, _player = game.step(choice(list(state["legal_actions"])))
                steps += 1
            episodes += 1
            now = clock()
        return episodes, steps, now - start, setup

    return run


#: The functions whose share of the time ``--profile`` prints (cumulative, callees included):
#: of the AEC environment's loop, then of the vector environment's.
PROFILED = {
    ("aec.py", "observe"): "observe: the observation and mask of the agent asked",
    ("buffers.py", "fill"): "  fill: the observation, written in place",
    ("turns.py", "mask"): "  mask: the ids the agent may choose",
    ("aec.py", "step"): "step: the agent's action",
    ("engine.py", "apply"): "  apply: the rules engine's move",
    (
        "turns.py",
        "_begin",
    ): "  _begin: the next state's legal moves (the engine's) and who is asked",
}
PROFILED_VECTOR = {
    ("vector.py", "step"): "step: every table's action",
    ("engine.py", "apply"): "  apply: the rules engine's moves",
    (
        "turns.py",
        "_begin",
    ): "  _begin: the next states' legal moves (the engine's) and who is asked",
    ("vector.py", "_show"): "  _show: each table's observation and mask, written in its rows",
    ("buffers.py", "write"): "    write: the observations",
    ("spaces.py", "head_ids"): "    head_ids: the ids of a seat's moves when it must move",
    ("turns.py", "mask"): "    mask: the ids each asked seat may choose, otherwise",
    ("vector.py", "_deal"): "  _deal: the tables' next matches (new_game)",
}


def profile(players: int, seconds: float, tables: int) -> None:
    """Profile about ``seconds`` of each unokit loop and print each part's share of the time."""
    import cProfile
    import pstats

    runs = [("AEC environment", unokit_runner(players, POLICY[0]), PROFILED)]
    if tables > 0:
        vector = vector_runner(players, POLICY[0], tables)
        runs.append((f"vector environment, {tables} tables", vector, PROFILED_VECTOR))
    for name, run, parts in runs:
        run(0.2, 10**6)  # warm up the rule caches
        profiler = cProfile.Profile()
        profiler.enable()
        episodes, steps, _, _ = run(seconds, 0)
        profiler.disable()
        stats = pstats.Stats(profiler)
        total = stats.total_tt  # type: ignore[attr-defined]
        shares = {
            (path.rsplit("/", 1)[-1], function): cumulative
            for (path, _line, function), (*_, cumulative, _callers) in stats.stats.items()  # type: ignore[attr-defined]
        }
        print(
            f"cProfile, {name}: {episodes} episodes, {steps:,} steps, {players} players, "
            f"agent {POLICY[0]}: share of the time, callees included"
        )
        for key, label in parts.items():
            print(f"{100 * shares.get(key, 0.0) / total:5.1f} %  {label}")


def load() -> str:
    """The load average, as ``os.getloadavg`` gives it (1, 5 and 15 minutes)."""
    try:
        return ", ".join(f"{x:.2f}" for x in os.getloadavg())
    except OSError:
        return "unknown"


def report(rows: dict[str, list[Chunk]], players: dict[str, int], done: int) -> None:
    """Print the medians of the chunks of ``done`` rounds, and the ratios to RLCard's."""
    print(f"\nRandom masked actions, medians of {done} rounds; load {load()}")
    print(
        f"{'':24} {'players':>7} {'steps/s':>9} {'µs/step':>8} {'setup µs':>9} "
        f"{'episodes/s':>10} {'steps/episode':>13}"
    )
    for name, chunks in rows.items():
        if not chunks:
            continue
        setups = [1e6 * a / g for g, _, _, a in chunks if g]
        if name.startswith("unokit vector"):
            setups = []  # its tables deal inside step: only the first deal is timed apart
        print(
            f"{name:24} {players[name]:>7} "
            f"{statistics.median(s / t for _, s, t, _ in chunks):>9,.0f} "
            f"{statistics.median(1e6 * (t - a) / s for _, s, t, a in chunks):>8.2f} "
            f"{f'{statistics.median(setups):,.1f}' if setups else '-':>9} "
            f"{statistics.median(g / t for g, _, t, _ in chunks):>10,.1f} "
            f"{sum(c[1] for c in chunks) / max(1, sum(c[0] for c in chunks)):>13,.1f}"
        )
    theirs = rows.get("RLCard")
    if not theirs:
        return
    for name, chunks in rows.items():
        if name == "RLCard" or not chunks:
            continue
        pairs = zip(chunks, theirs, strict=True)
        ratios = [(s / t) / (rs / rt) for (_, s, t, _), (_, rs, rt, _) in pairs]
        print(
            f"{name} / RLCard steps/s: {statistics.median(ratios):.2f} "
            f"(per round: {', '.join(f'{r:.2f}' for r in ratios)})"
        )


def main(argv: list[str] | None = None) -> int:
    """Run the benchmark as the command line says; 130 if interrupted (Ctrl-C)."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--reps", type=whole_count, default=5, help="rounds of chunks (default 5)")
    parser.add_argument(
        "--seconds", type=float, default=1.0, help="seconds of CPU time a chunk (default 1)"
    )
    parser.add_argument("--players", type=int, default=4, help="unokit's players (default 4)")
    parser.add_argument(
        "--tables",
        type=int,
        default=64,
        help="tables of unokit's vector environment (default 64; 0 leaves it out)",
    )
    parser.add_argument("--profile", action="store_true", help="profile unokit's loop instead")
    parser.add_argument(
        "--policy",
        choices=("both", *POLICIES),
        default="both",
        help="unokit's random agents: both (default), plays-first first; or only plays-first "
        "(as RLCard's environment allows, the draw only when the mask holds nothing else) or "
        "only uniform (an id of the mask drawn uniformly)",
    )
    parser.add_argument(
        "--clock",
        choices=("cpu", "wall"),
        default="cpu",
        help="time chunks by this process's CPU time (default: steadier on a shared "
        "machine) or by the wall clock",
    )
    args = parser.parse_args(argv)
    if not args.seconds > 0:
        parser.error(f"argument --seconds: must be above 0, not {args.seconds}")
    CLOCK[0] = time.process_time if args.clock == "cpu" else time.perf_counter
    policies = POLICIES if args.policy == "both" else (args.policy,)
    if args.profile:
        POLICY[0] = policies[0]
        profile(args.players, args.seconds, args.tables)
        return 0
    rlcard = rlcard_runner()
    print(
        f"Python {platform.python_version()} on {platform.machine()}, {os.cpu_count()} CPUs, "
        f"unokit {unokit.__version__}"
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
        f"\nunokit's vector environment: {args.tables} tables, self-play (a step is a table's)"
        f"\nunokit's random agents: {', '.join(policies)}; chunks of ~{args.seconds:g} s of "
        f"{'CPU time' if args.clock == 'cpu' else 'the wall clock'}; load {load()}"
    )
    runners: list[tuple[str, Runner]] = []
    players: dict[str, int] = {}
    for policy in policies:
        name = f"unokit AEC {policy}"
        runners.append((name, unokit_runner(args.players, policy)))
        players[name] = args.players
    for policy in policies if args.tables > 0 else ():
        name = f"unokit vector {policy}"
        runners.append((name, vector_runner(args.players, policy, args.tables)))
        players[name] = args.players
    if not isinstance(rlcard, str):
        runners.append(("RLCard", rlcard))
        players["RLCard"] = 2
    for _, run in runners:
        run(0.2, 10**6)  # warm up the rule caches
    rows: dict[str, list[Chunk]] = {name: [] for name, _ in runners}
    done = 0
    try:
        for rep in range(args.reps):
            turn = rep % len(runners)
            chunks = {name: run(args.seconds, 1000 * rep) for name, run in runners[turn:]}
            chunks.update({name: run(args.seconds, 1000 * rep) for name, run in runners[:turn]})
            for name, chunk in chunks.items():
                rows[name].append(chunk)
            done += 1
    except KeyboardInterrupt:
        print(f"\ninterrupted after {done} of {args.reps} rounds", file=sys.stderr)
        if not done:
            return 130
    report(rows, players, done)
    return 0 if done == args.reps else 130


if __name__ == "__main__":
    raise SystemExit(main())
