"""Soak: many random games across editions, player counts and options, counting errors.

Not a test (the full run takes the better part of an hour on two cores): a script that plays
``--games`` random single-round games, spread evenly over every installed edition, every
player count it allows and the single-round option sets of the conformance suite, and checks
each game: no exception, the game ends within ``--max-steps`` moves, every card of the deck is
accounted for at the end, and the final state passes ``unokit.testing.check_state``.

The players are ``unokit.testing.random_move``'s random players for ``--keen-after`` moves,
then ``keen_move``'s players keen to go out, as in the conformance suite: random players
alone need not ever finish (in UNO Party! with two players and a caught bluffer taking the
Wild Draw Four back, a third of such rounds were still going after 50,000 moves). The table
counts the games that went on past ``--keen-after`` moves. Every
failure is printed with what reproduces it (and written as a record under ``--out``); the
exit status is 1 if there was any.

    python benchmarks/soak.py                   # 100,000 games on every core
    python benchmarks/soak.py --games 2000      # a quick slice
    python benchmarks/soak.py --backend ray     # on Ray (a local one, or --address auto)

Progress goes to stderr (a bar on a terminal, a line every 10 % otherwise; ``--quiet``: none).

Game ``i`` is fully determined by ``(--seed, i)``, so a failure is replayed by its index:
``python benchmarks/soak.py --only 1234``.
"""

from __future__ import annotations

import argparse
import multiprocessing
import os
import random
import statistics
import sys
import time
from collections import Counter, defaultdict
from collections.abc import Iterator, Sequence
from concurrent.futures import ProcessPoolExecutor
from pathlib import Path
from typing import Any

import attrs

import unokit
from unokit.core.compiling import option_specs
from unokit.core.plugins import find_edition
from unokit.play._progress import progress_bar
from unokit.scale.distributed import BACKENDS, cpus, map_ordered
from unokit.scale.distributed import start as start_ray
from unokit.scale.simulation import derive_seed
from unokit.testing import (
    KEEN_AFTER,
    OPTION_SETS,
    Violation,
    check_state,
    keen_move,
    random_move,
)

#: The option sets games are drawn from: the conformance suite's single-round ones.
SOAK_OPTIONS: list[dict[str, Any]] = [
    dict(options) for options in OPTION_SETS if options and options.get("match") == "single-round"
]


@attrs.frozen
class Setup:
    """What game number ``index`` plays."""

    index: int
    edition: str
    players: int
    options: dict[str, Any]
    seed: int
    chooser_seed: int


@attrs.frozen
class Outcome:
    """How one game went."""

    setup: Setup
    moves: int
    error: str | None = None
    record: str | None = None


def setups(editions: Sequence[str], seed: int) -> list[tuple[str, int, dict[str, Any]]]:
    """Every (edition, players, options) combination, in a fixed order."""
    combos = []
    for name in editions:
        edition = find_edition(name)
        specs = option_specs(edition.name)
        # The option sets the edition can take: an option it does not declare is left out.
        declared = list(
            {
                tuple(sorted(options.items())): options
                for options in (
                    {key: value for key, value in chosen.items() if key in specs}
                    for chosen in SOAK_OPTIONS
                )
            }.values()
        )
        for players in range(edition.min_players, edition.max_players + 1):
            combos += [(edition.name, players, options) for options in declared]
    return combos


def setup_of(index: int, combos: Sequence[tuple[str, int, dict[str, Any]]], seed: int) -> Setup:
    """Game ``index``: the combinations in turn, with seeds derived from ``(seed, index)``."""
    edition, players, options = combos[index % len(combos)]
    return Setup(
        index,
        edition,
        players,
        options,
        derive_seed(seed, "soak", index),
        derive_seed(seed, "soak-chooser", index),
    )


def play(setup: Setup, max_steps: int, keen_after: int) -> Outcome:
    """Play one game and check it; never raises."""
    moves: list[unokit.Move] = []
    state: unokit.GameState | None = None
    try:
        state = first = unokit.new_game(
            setup.edition, players=setup.players, seed=setup.seed, options=setup.options
        )
        deck = Counter(state.rules.deck)
        chooser = random.Random(setup.chooser_seed)
        for step in range(max_steps):
            legal = unokit.legal_moves(state)
            if not legal:
                break
            move = random_move(chooser, legal) if step < keen_after else keen_move(state, legal)
            state = unokit.apply(state, move)
            moves.append(move)  # kept as it goes: a failing game's record has every move
        problem = None
        if not state.is_over:
            problem = f"not over after {max_steps} moves"
        elif Counter(map(state.rules.as_dealt, state.cards())) != deck:
            problem = "cards were lost or made"
        else:
            check_state(state)
    except Violation as violation:
        problem = f"inconsistent final state: {violation.detail}"
    except Exception as exc:  # every error is a finding, reported below
        problem = f"{type(exc).__name__}: {exc}"
    if problem is None:
        return Outcome(setup, len(moves))
    text = None
    if state is not None:
        rec = unokit.GameRecord(
            first.rules.edition, first.players, first.seed, moves=moves, options=setup.options
        )
        text = str(rec)
    return Outcome(setup, len(moves), problem, text)


def play_range(
    start: int,
    stop: int,
    combos: Sequence[tuple[str, int, dict[str, Any]]],
    seed: int,
    max_steps: int,
    keen_after: int,
) -> list[Outcome]:
    """Play games ``start`` to ``stop - 1``."""
    return [
        play(setup_of(index, combos, seed), max_steps, keen_after) for index in range(start, stop)
    ]


#: The arguments of ``play_range`` as one value: one piece of work (one Ray task).
Part = tuple[int, int, Sequence[tuple[str, int, dict[str, Any]]], int, int, int]


def play_part(part: Part) -> list[Outcome]:
    """``play_range`` with its arguments in one tuple: one Ray task."""
    return play_range(*part)


def chunks(total: int, size: int) -> Iterator[tuple[int, int]]:
    """``(start, stop)`` ranges of ``size`` covering ``range(total)``."""
    for start in range(0, total, size):
        yield start, min(total, start + size)


def main(argv: Sequence[str] | None = None) -> int:
    """Run the soak and print its figures; 0 if no game failed."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=100_000, help="games to play (100,000)")
    parser.add_argument("--jobs", type=int, default=os.cpu_count() or 1, help="processes")
    parser.add_argument(
        "--backend", choices=BACKENDS, default="process", help="local processes or Ray tasks"
    )
    parser.add_argument("--address", help="with --backend ray: a running Ray cluster's address")
    parser.add_argument("--quiet", action="store_true", help="no progress on stderr")
    parser.add_argument("--seed", type=int, default=0, help="seed of the whole run (0)")
    parser.add_argument(
        "--max-steps", type=int, default=50_000, help="moves before a game counts as endless"
    )
    parser.add_argument(
        "--keen-after",
        type=int,
        default=KEEN_AFTER,
        help=f"random moves before the players turn keen to go out ({KEEN_AFTER:,})",
    )
    parser.add_argument("--editions", nargs="*", help="editions (default: every installed one)")
    parser.add_argument("--only", type=int, help="play game number ONLY alone and print its record")
    parser.add_argument(
        "--out", type=Path, default=Path("soak-failures"), help="where failing records go"
    )
    args = parser.parse_args(argv)
    editions = args.editions or unokit.available_editions()
    combos = setups(editions, args.seed)
    if args.only is not None:
        outcome = play(setup_of(args.only, combos, args.seed), args.max_steps, args.keen_after)
        print(outcome.setup)
        print(outcome.error or f"ok: {outcome.moves} moves")
        return 1 if outcome.error else 0

    workers = args.jobs
    if args.backend == "ray":
        workers = cpus(start_ray(args.address))  # Ray's start-up is not part of the timing
    started = time.perf_counter()
    outcomes: list[Outcome] = []
    size = max(1, min(500, args.games // (workers * 8) or 1))
    parts: list[Part] = [
        (start, stop, combos, args.seed, args.max_steps, args.keen_after)
        for start, stop in chunks(args.games, size)
    ]
    with progress_bar("soaking", "games", sys.stderr, quiet=args.quiet) as progress:
        if args.backend == "ray":
            finished = [0]

            def done(_position: int, part: list[Outcome]) -> None:
                finished[0] += len(part)
                progress(finished[0], args.games)

            for part in map_ordered(play_part, parts, done=done):
                outcomes += part
        elif args.jobs == 1:
            for part in parts:
                outcomes += play_part(part)
                progress(len(outcomes), args.games)
        else:
            context = multiprocessing.get_context("spawn")
            with ProcessPoolExecutor(args.jobs, mp_context=context) as pool:
                futures = [pool.submit(play_part, part) for part in parts]
                for future in futures:
                    outcomes += future.result()
                    progress(len(outcomes), args.games)
    seconds = time.perf_counter() - started
    report(outcomes, seconds, args)
    failures = [outcome for outcome in outcomes if outcome.error]
    if failures:
        args.out.mkdir(parents=True, exist_ok=True)
        for outcome in failures:
            path = args.out / f"game-{outcome.setup.index}.uno"
            path.write_text(outcome.record or "", encoding="utf-8")
    return 1 if failures else 0


def report(outcomes: Sequence[Outcome], seconds: float, args: argparse.Namespace) -> None:
    """Print the figures per edition, then every failure."""
    by_edition: dict[str, list[Outcome]] = defaultdict(list)
    for outcome in outcomes:
        by_edition[outcome.setup.edition].append(outcome)
    moves = sum(outcome.moves for outcome in outcomes)
    failures = [outcome for outcome in outcomes if outcome.error]
    where = "on Ray" if args.backend == "ray" else f"{args.jobs} jobs"
    print(
        f"soak: {len(outcomes):,} games, {moves:,} moves in {seconds:,.0f} s "
        f"({where}, seed {args.seed}, keen after {args.keen_after:,} moves, "
        f"max {args.max_steps:,} moves a game)"
    )
    print()
    print("| edition | players | games | errors | median moves | max moves | went keen |")
    print("|---------|---------|------:|-------:|-------------:|----------:|----------:|")
    for name, found in sorted(by_edition.items()):
        counts = sorted({outcome.setup.players for outcome in found})
        lengths = [outcome.moves for outcome in found]
        errors = sum(1 for outcome in found if outcome.error)
        keen = sum(1 for length in lengths if length > args.keen_after)
        print(
            f"| {name} | {counts[0]}-{counts[-1]} | {len(found):,} | {errors} "
            f"| {statistics.median(lengths):,.0f} | {max(lengths):,} | {keen:,} |"
        )
    print()
    print(f"errors: {len(failures)}")
    for outcome in failures[:20]:
        print(f"  game {outcome.setup.index} ({outcome.setup}): {outcome.error}")


if __name__ == "__main__":
    sys.exit(main())
