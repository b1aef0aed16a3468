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

Each configuration is ``EDITION:PLAYERS:GAMES``, or ``EDITION:PLAYERS:GAMES:PLAYER`` for
another player than ``random.choice``: ``plays-first`` (``bench_rlcard.py``'s headline
player: a play whenever it can, drawn uniformly), ``greedy`` (unokit's greedy agents at every
seat, their seats' views and choices timed with the engine), or ``aec`` or ``vector`` for the
reinforcement-learning environments as ``bench_rl.py`` plays them (``GAMES`` episodes of the
AEC environment, or ``GAMES`` times a reset and 100 steps of 64 tables of the vector
environment; a step is then an agent's action, or a table's step; see
``_environment_player``). A process plays three other games to warm up the rule caches, then
times the games three times and keeps the best (CPU time).

``--instructions`` counts instead of timing: each version plays the games once under
Valgrind (``cachegrind``, needs ``valgrind``), and again with no game, and the difference over
the steps is the machine instructions a step takes. The count does not depend on what else
the machine runs (time on a shared, loaded machine moves by several percent between two
runs of the same code), nor, with ``PYTHONHASHSEED`` fixed, on the run: one round is enough.
Nor on how much each version allocated before its games: the garbage collector starts
afresh after the warm-up in both (see ``_warm_up``). It is not time (a cache miss costs
more than an addition), so a change is kept on both::

    python benchmarks/ab_speed.py --base /tmp/base/src --instructions --only classic:4:10
    python benchmarks/ab_speed.py --base /tmp/base/src --instructions \
        --only classic:4:20:aec --only classic:4:1:vector

``--rules-version N`` has both versions play rules version ``N`` (one of
``unokit.RULES_VERSIONS``), for a version whose newest rules play other games (UNO Party!'s
changed with version 5)::

    python benchmarks/ab_speed.py --base /tmp/base/src --instructions --rules-version 3
"""

from __future__ import annotations

import argparse
import functools
import gc
import os
import statistics
import subprocess
import sys
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

#: The environment variable that hands ``--rules-version`` to the processes that play.
_RULES_VERSION = "AB_SPEED_RULES_VERSION"

#: The configurations timed by default: EDITION:PLAYERS:GAMES.
DEFAULT = ("classic:4:60", "classic:10:40", "friends:4:5", "party:16:30")

HERE = Path(__file__).resolve().parent


def _parse(spec: str) -> tuple[str, int, int, str]:
    """``EDITION:PLAYERS:GAMES[:PLAYER]``: the edition, players, games and who plays them."""
    edition, players, games, *player = spec.split(":")
    return edition, int(players), int(games), (player or ["random"])[0]


def _player(edition: str, players: int, player: str) -> Callable[[int], int]:
    """A function that plays the single-round game of a seed and returns its steps.

    ``random``: each step a legal move chosen by ``random.choice`` (the engine alone);
    ``plays-first``: ``bench_rlcard.chooser``'s plays-first player (the engine alone);
    ``greedy``: unokit's greedy agents at every seat, through ``choose_move`` (the engine,
    the seats' views and the agents).
    """
    import random

    import unokit
    from unokit.agents import GreedyAgent, choose_move

    legal_moves, apply, new_game = unokit.legal_moves, unokit.apply, unokit.new_game
    options = {"match": "single-round"}
    version = os.environ.get(_RULES_VERSION)  # --rules-version, for both versions
    if version is not None:
        new_game = functools.partial(new_game, rules_version=int(version))

    def playing(chooser: Callable[[int], Callable[[Any], Any]]) -> Callable[[int], int]:
        """A player whose choice among the legal moves of a seed's game is ``chooser(seed)``."""

        def play(seed: int) -> int:
            choice = chooser(seed)
            state = new_game(edition, players, seed=seed, options=options)
            steps = 0
            while not state.is_over:
                state = apply(state, choice(legal_moves(state)))
                steps += 1
            return steps

        return play

    def plays_first(seed: int) -> Callable[[Any], Any]:
        from bench_rlcard import chooser  # this directory's, for both versions

        return chooser(seed, "plays-first")

    def play_greedy(seed: int) -> int:
        rng = random.Random(seed)
        agents = [GreedyAgent() for _ in range(players)]
        state = new_game(edition, players, seed=seed, options=options)
        steps = 0
        while not state.is_over:
            move = choose_move(state, agents, rng)
            assert move is not None
            state = apply(state, move)
            steps += 1
        return steps

    players_by_name = {
        "random": playing(lambda seed: random.Random(seed).choice),
        "greedy": play_greedy,
        "plays-first": playing(plays_first),
    }
    if player in ("aec", "vector"):
        return _environment_player(edition, players, player, options)
    if player not in players_by_name:
        raise SystemExit(
            f"ab_speed: no player called {player!r}: random, plays-first, greedy, aec or vector"
        )
    return players_by_name[player]


#: How many steps of its tables ``vector`` makes of a seed: one call of ``step`` a step.
VECTOR_STEPS = 100

#: How many tables ``vector`` steps at once (``bench_rl.py``'s default).
VECTOR_TABLES = 64


def _environment_player(
    edition: str, players: int, player: str, options: dict[str, str]
) -> Callable[[int], int]:
    """``aec`` or ``vector``: the reinforcement-learning environments, as ``bench_rl.py`` plays.

    ``aec``: a seed is an episode of ``unokit.rl.env`` (one environment for every seed),
    each step the plays-first agent's id (``bench_rl.plays_first``), drawn by
    ``random.Random(seed)``; its steps are the agents' actions. ``vector``: a seed is
    ``UnoVectorEnv(..., 64).reset(seed=seed)`` and ``VECTOR_STEPS`` calls of ``step`` (one
    environment for every seed), the actions chosen by ``bench_rl.choose_at_once``
    (plays first) with ``numpy.random.default_rng(seed)``; its steps are the tables' steps.
    The engine, the environment's code and the agent's choice are all counted.
    """
    import random

    import numpy as np
    from bench_rl import choose_at_once, plays_first  # this directory's, for both versions

    import unokit
    import unokit.rl

    draw = unokit.rl.action_space(
        unokit.new_game(edition, players, seed=0, options=options).rules
    ).head(unokit.Draw(0), players)
    if player == "aec":
        game = unokit.rl.env(edition, players, options=options)

        def play_aec(seed: int) -> int:
            choice = random.Random(seed).choice
            game.reset(seed=seed)
            steps = 0
            for _agent in game.agent_iter():
                observation, _reward, done, cut, _info = game.last()
                if done or cut:
                    game.step(None)
                    continue
                game.step(
                    choice(plays_first(observation["action_mask"].nonzero()[0].tolist(), draw))
                )
                steps += 1
            return steps

        return play_aec
    tables = unokit.rl.UnoVectorEnv(edition, players, VECTOR_TABLES, options=options)

    def play_vector(seed: int) -> int:
        rng = np.random.default_rng(seed)
        _observations, infos = tables.reset(seed=seed)
        for _ in range(VECTOR_STEPS):
            actions = choose_at_once(rng, infos["action_mask"], draw)
            _observations, _rewards, _ended, _cut, infos = tables.step(actions)
        return VECTOR_STEPS * VECTOR_TABLES

    return play_vector


def _warm_up(play: Callable[[int], int]) -> None:
    """Play three other games (the rule caches fill), then set the garbage collector at zero.

    Everything alive so far is frozen (``gc.freeze``: no collection looks at it again) and
    the collector's counts start afresh, so that it runs at the same points of the games in
    both versions: where it ran depended on how much each version had allocated while it
    was imported, and a collection of the whole heap in one version's games and not in the
    other's moved UNO Friends' count by 6 % for the same code.
    """
    for seed in range(10**6, 10**6 + 3):
        play(seed)
    gc.collect()
    gc.freeze()


def time_games(spec: str) -> tuple[int, float]:
    """Play the games of ``spec``; return their steps and the best CPU seconds of three."""
    edition, players, games, player = _parse(spec)
    play = _player(edition, players, player)
    _warm_up(play)
    best = float("inf")
    steps = 0
    for _ in range(3):
        start = time.process_time()
        steps = sum(play(seed) for seed in range(games))
        best = min(best, time.process_time() - start)
    return steps, best


def count_games(spec: str) -> int:
    """Play the games of ``spec`` once, after the warm-up, and return their steps (untimed)."""
    edition, players, games, player = _parse(spec)
    play = _player(edition, players, player)
    _warm_up(play)
    return sum(play(seed) for seed in range(games))


def _environment(src: str | None) -> dict[str, str]:
    """This process's environment, importing unokit from ``src`` (this checkout's if None)."""
    # numpy's OpenBLAS threads wait in loops whose length varies run by run: one thread,
    # unless the caller's environment says otherwise.
    env = {"OPENBLAS_NUM_THREADS": "1", "OMP_NUM_THREADS": "1", **os.environ}
    if src is not None:
        env["PYTHONPATH"] = os.pathsep.join(filter(None, (src, env.get("PYTHONPATH"))))
    return env


def run(src: str | None, spec: str) -> tuple[int, float]:
    """Time ``spec`` in a fresh process importing unokit from ``src`` (this checkout's if None)."""
    out = subprocess.run(
        [sys.executable, str(Path(__file__)), "--child", spec],
        env=_environment(src),
        capture_output=True,
        text=True,
        check=True,
    ).stdout.split()
    return int(out[0]), float(out[1])


def instructions(src: str | None, spec: str) -> tuple[int, float]:
    """The steps of ``spec`` and the machine instructions they took, counted by Valgrind.

    Two runs under ``cachegrind``: the games of ``spec``, and none (the same start-up and
    warm-up); their difference is the games' instructions.
    """
    env = {**_environment(src), "PYTHONHASHSEED": "0"}
    counts = []
    edition, players, games, player = _parse(spec)
    for count in (0, games):
        spec_now = f"{edition}:{players}:{count}:{player}"
        output, counted = cachegrind([str(Path(__file__)), "--count", spec_now], env)
        counts.append((int(output.split()[0]), counted))
    (_, before), (steps, after) = counts
    return steps, float(after - before)


def cachegrind(arguments: list[str], env: dict[str, str]) -> tuple[str, int]:
    """Run this Python with ``arguments`` under Valgrind: its output and its instructions."""
    done = subprocess.run(
        [
            "valgrind",
            "--tool=cachegrind",
            "--cache-sim=no",
            "--cachegrind-out-file=/dev/null",
            sys.executable,
            *arguments,
        ],
        env=env,
        capture_output=True,
        text=True,
        check=True,
    )
    refs = next(line for line in done.stderr.splitlines() if " refs:" in line)
    return done.stdout, int(refs.split()[-1].replace(",", ""))


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--base", help="the other version's src/ directory (A)")
    parser.add_argument("--only", action="append", metavar="EDITION:PLAYERS:GAMES[:greedy]")
    parser.add_argument("--rounds", type=int, default=3, help="alternating rounds (default 3)")
    parser.add_argument(
        "--instructions",
        action="store_true",
        help="count each step's machine instructions under Valgrind instead of timing",
    )
    parser.add_argument(
        "--rules-version",
        type=int,
        help="the rules version both play (default: each its newest), e.g. 3 against a "
        "version whose newest rules play other games",
    )
    parser.add_argument("--child", help=argparse.SUPPRESS)
    parser.add_argument("--count", help=argparse.SUPPRESS)
    args = parser.parse_args()
    if args.child:
        print(*time_games(args.child))
        return
    if args.count:
        print(count_games(args.count))
        return
    if not args.base:
        parser.error("--base is required: the src/ directory of the other version")
    here = str(HERE.parent / "src")
    if args.rules_version is not None:
        os.environ[_RULES_VERSION] = str(args.rules_version)
    rounds, unit = args.rounds, "µs/step"
    if args.instructions:
        rounds, unit = 1, "instr/step"
        print(f"A: {args.base}\nB: {here}\nmachine instructions, counted by Valgrind")
    else:
        print(f"A: {args.base}\nB: {here}\n{rounds} alternating rounds, best of 3 each")
    specs = args.only or DEFAULT
    width = max(16, *map(len, specs))
    print(f"{'configuration':<{width}} {'steps':>8} {'A ' + unit:>13} {'B ' + unit:>13} {'B/A':>6}")
    for spec in specs:
        costs: dict[str, list[float]] = {"A": [], "B": []}
        counts: dict[str, int] = {}
        for _ in range(rounds):
            for name, src in (("A", args.base), ("B", here)):
                if args.instructions:
                    counts[name], amount = instructions(src, spec)
                else:
                    counts[name], amount = run(src, spec)
                scale = 1 if args.instructions else 1e6
                costs[name].append(scale * amount / counts[name])
        a, b = statistics.median(costs["A"]), statistics.median(costs["B"])
        same = "" if counts["A"] == counts["B"] else f"  (steps differ: A {counts['A']})"
        shown = (lambda x: f"{x:>13,.0f}") if args.instructions else (lambda x: f"{x:>13.3f}")
        print(f"{spec:<{width}} {counts['B']:>8,} {shown(a)} {shown(b)} {b / a:>6.3f}{same}")


if __name__ == "__main__":
    main()
