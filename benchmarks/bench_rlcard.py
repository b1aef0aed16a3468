"""unokit against RLCard's UNO game loop, side by side, with both random players.

Run (from the repository root, after ``pip install -e ".[bench]"``)::

    python benchmarks/bench_rlcard.py                  # every configuration, 7 rounds of chunks
    python benchmarks/bench_rlcard.py --pairs 11       # steadier medians
    python benchmarks/bench_rlcard.py --only classic:4 # one configuration
    python benchmarks/bench_rlcard.py --profile        # where unokit's loop spends its time
    python benchmarks/bench_rlcard.py --costs          # each part of a step, timed directly
    python benchmarks/bench_rlcard.py --rules-version 2  # unokit's games as rules version 2
    python benchmarks/bench_rlcard.py --shape          # what both libraries' games are made of
    python benchmarks/bench_rlcard.py --policy plays-first  # only the headline player

A *step* is one decision: list the legal moves, pick one uniformly at random, apply it. A
*turn* is a step that plays, draws or passes outside a pending decision (unokit's answers to a
Wild Draw Four, a card just drawn, a late UNO call or a catch are steps but not turns; every
RLCard step is a turn). unokit plays single-round games (``options={"match":
"single-round"}``), one new game per seed, as its users do. RLCard's
``rlcard.games.uno.game.UnoGame`` is made once per configuration and reused: ``init_game``
for each game, then ``get_legal_actions``, ``step`` and ``is_over``, its one numpy
``RandomState`` seeded once, as ``rlcard.make("uno")`` and ``env.reset()`` do.

RLCard lists "draw" only when no card can be played; unokit lists a turn's draw always (the
official rules let a player draw instead of playing), so a player choosing uniformly among
unokit's moves draws far more often than RLCard's, and its games are long, with large
hands. The headline measure (the project's decision for the fourth round) is unokit's
*plays-first* player, with RLCard's habit: uniformly among the moves that are not a turn's
draw, a draw only when nothing else is listed. The *uniform* player (uniformly among all
of unokit's legal moves) is measured in the same run and printed beside it; ``--policy``
keeps only one of them. RLCard's player chooses uniformly among its legal actions, which
is its library's habit already. ``--shape`` prints what the games of each are made of
(steps a game, cards in the hand to play, legal moves a step), untimed.

Each game's *setup* (unokit: ``new_game``; RLCard: ``init_game``) is timed apart from its
steps: the script prints the setup's µs a game and a
step's µs without it, beside the steps/s of the whole loop (the headline ratio, setup
included, as a user's loop pays it). Each library's random player is made once and plays
game after game, as RLCard's users keep theirs (unokit's: once a chunk, seeded by the
chunk's first seed, so that its games can be replayed untimed to count their turns).

Counts below 1 and chunks of no time are refused; Ctrl-C stops a run, keeping the
configurations already printed (exit status 130).

The libraries run in the same process in *paired chunks*: each round (``--pairs`` of them)
is a chunk of unokit games with each player and a chunk of RLCard games, each about
``--seconds`` long, in an order that turns round by round (unokit plays-first, unokit
uniform, RLCard; then unokit uniform, RLCard, unokit plays-first; ...), so that machine load
falls on all alike. Each unokit chunk's ratio is its rate over the same round's RLCard
chunk; the figures printed are medians over the rounds. Chunks are timed by the CPU time the
process got (``time.process_time``), which a loaded, shared machine disturbs far less than
the wall clock (``--clock wall``). RLCard's UNO seats at most 10 players: UNO Party! is
compared at 10, and its 16-player table is timed on its own (unokit only). Editions not
installed (UNO Flip and UNO Show 'em No Mercy are the example packages
``examples/unokit-flip`` and ``examples/unokit-nomercy``) are left out.
"""

from __future__ import annotations

import _random
import argparse
import itertools
import os
import platform
import random
import statistics
import sys
import time
import timeit
from collections.abc import Callable, Iterable
from typing import Any

import unokit
from unokit import Card
from unokit.play.cli import _positive as whole_count  # the CLI's own check of a count

#: unokit's games are single rounds, like RLCard's.
OPTIONS = {"match": "single-round"}

#: What ``new_game`` is given besides the edition, players and seed (``--rules-version``
#: adds the rules version).
SETUP: dict[str, Any] = {"options": OPTIONS}

#: (games, steps, turns, seconds, setup seconds) of one chunk: the seconds include the setup.
Chunk = tuple[int, int, int, float, float]

#: unokit's random players, in the order they are printed: ``"plays-first"``, as RLCard's
#: random player does, whose legal actions hold "draw" only when no card can be played
#: (uniformly among the moves that are not a turn's draw, a draw only when nothing else is
#: listed; the headline measure); ``"uniform"``, a legal move drawn uniformly.
POLICIES = ("plays-first", "uniform")

#: The player ``chooser``, ``--shape``, ``--costs`` and ``--profile`` use when given none.
POLICY: list[str] = ["plays-first"]


def chooser(
    seed: int, policy: str | None = None
) -> Callable[[tuple[unokit.Move, ...]], unokit.Move]:
    """The random player of one game: ``policy``'s (``POLICY[0]`` if none), seeded by ``seed``."""
    choice = random.Random(seed).choice
    if (policy or POLICY[0]) == "uniform":
        return choice  # the game loop calls random.Random.choice itself: nothing in between

    draw = unokit.Draw

    def plays_first(moves: tuple[unokit.Move, ...]) -> unokit.Move:
        # A move drawn uniformly is kept unless it is a draw; after a draw, one of the
        # plays is drawn uniformly (if there are none, the draw drawn). Each of k plays
        # among n moves is then chosen with probability 1/n + (n - k)/n * 1/k = 1/k:
        # uniformly among the plays, without listing them on most steps.
        move = choice(moves)
        if type(move) is not draw:
            return move
        plays = [move for move in moves if type(move) is not draw]
        return choice(plays) if plays else move

    return plays_first


#: (edition, unokit players, RLCard players): RLCard's UNO seats 2 to 10. ``None``: timed on
#: its own (no RLCard table that large).
CONFIGS: tuple[tuple[str, int, int | None], ...] = (
    ("classic", 2, 2),
    ("classic", 4, 4),
    ("classic", 6, 6),
    ("classic", 10, 10),
    ("friends", 4, 4),
    ("party", 10, 10),
    ("party", 16, None),
    ("flip", 4, 4),
    ("no-mercy", 4, 4),
)


def unokit_runner(
    edition: str, players: int, policy: str | None = None
) -> Callable[[float, int], Chunk]:
    """A function playing unokit games from a first seed for about ``seconds``."""
    legal_moves, apply = unokit.legal_moves, unokit.apply
    new_game = unokit.new_game
    policy = policy or POLICY[0]

    def run(seconds: float, first_seed: int) -> Chunk:
        games = steps = 0
        setup = 0.0
        clock = CLOCK[0]
        # One player for the chunk's games, as RLCard's loop keeps one for all of its own.
        choice = chooser(first_seed, policy)
        start = now = clock()
        while now - start < seconds:
            state = new_game(edition, players, seed=first_seed + games, **SETUP)
            setup += clock() - now
            while not state.is_over:
                state = apply(state, choice(legal_moves(state)))
                steps += 1
            games += 1
            now = clock()
        turns = count_turns(edition, players, first_seed, games, policy)
        return games, steps, turns, now - start, setup

    return run


def count_turns(
    edition: str, players: int, first_seed: int, games: int, policy: str | None = None
) -> int:
    """The turns of the ``games`` games a chunk of ``unokit_runner`` played, counted untimed.

    The games are replayed (they are the same: the seeds from ``first_seed`` and the
    player's generator seeded by ``first_seed`` fix them) so that telling turns from other
    steps is not timed as part of unokit's loop; RLCard's loop has no such cost.
    """
    turns = 0
    choice = chooser(first_seed, policy)
    for seed in range(first_seed, first_seed + games):
        state = unokit.new_game(edition, players, seed=seed, **SETUP)
        while not state.is_over:
            move = choice(unokit.legal_moves(state))
            if state.pending is None and move.begins_turn:
                turns += 1
            state = unokit.apply(state, move)
    return turns


def rlcard_game(players: int, seed: int) -> tuple[Any, Callable[[list[Any]], Any]] | str:
    """RLCard's ``UnoGame`` and its random player, seeded, or why they cannot be made here."""
    try:
        import numpy as np
        from rlcard.games.uno.game import UnoGame  # type: ignore[import-untyped]
    except ImportError as error:
        return f"RLCard is not installed ({error}); install it with: pip install -e '.[bench]'"
    game = UnoGame(num_players=players)
    game.np_random = np.random.RandomState(seed)
    return game, random.Random(seed).choice


def rlcard_runner(players: int, seed: int) -> Callable[[float, int], Chunk] | str:
    """RLCard's game loop on one reused ``UnoGame``, or why it cannot run here."""
    made = rlcard_game(players, seed)
    if isinstance(made, str):
        return made
    game, choice = made

    def run(seconds: float, first_seed: int) -> Chunk:
        games = steps = 0
        setup = 0.0
        clock = CLOCK[0]
        start = now = clock()
        while now - start < seconds:
            game.init_game()
            setup += clock() - now
            while not game.is_over():
                game.step(choice(game.get_legal_actions()))
                steps += 1
            games += 1
            now = clock()
        return games, steps, steps, now - start, setup  # every RLCard step plays or draws

    return run


#: The clock chunks are timed with: ``time.process_time`` (the CPU time this process got) unless
#: ``--clock wall`` chose ``time.perf_counter``.
CLOCK: list[Callable[[], float]] = [time.process_time]


def load() -> str:
    """The load average, as ``os.getloadavg`` gives it (1, 5 and 15 minutes)."""
    try:
        return ", ".join(f"{x:.2f}" for x in os.getloadavg())
    except OSError:
        return "unknown"


def compare(
    edition: str,
    players: int,
    rl_players: int | None,
    pairs: int,
    seconds: float,
    policies: tuple[str, ...] = POLICIES,
) -> None:
    """Run ``pairs`` rounds of chunks of one configuration and print the medians.

    Each round times a chunk of unokit games with each of ``policies`` and a chunk of RLCard
    games (none when ``rl_players`` is ``None``), in an order that turns round by round.
    """
    runners: list[tuple[str, Callable[[float, int], Chunk]]] = []
    for policy in policies:
        runners.append((f"unokit {policy}", unokit_runner(edition, players, policy)))
        runners[-1][1](0.2, 10**6)  # warm up the rule caches of this edition and player count
    theirs = "no RLCard table of this size" if rl_players is None else rlcard_runner(rl_players, 0)
    if not isinstance(theirs, str):
        runners.append(("RLCard", theirs))
    rows: dict[str, list[Chunk]] = {name: [] for name, _ in runners}
    for pair in range(pairs):
        turn = pair % len(runners)
        for name, run in runners[turn:] + runners[:turn]:
            rows[name].append(run(seconds, 10_000 * pair))
    head = f"{edition} {players} players"
    if rl_players is None:
        head += " (on its own: RLCard seats at most 10)"
    elif rl_players != players:
        head += f" (RLCard: {rl_players}, its most)"
    print(f"\n{head}; medians of {pairs} rounds of chunks of ~{seconds:g} s; load {load()}")
    print(
        f"{'':19} {'steps/s':>9} {'turns/s':>9} {'games/s':>9} {'steps/game':>10} "
        f"{'µs/step':>8} {'setup µs/game':>13} {'games':>6}"
    )
    for name, chunks in rows.items():
        print(
            f"{name:19} {statistics.median(s / t for _, s, _, t, _ in chunks):>9,.0f} "
            f"{statistics.median(u / t for _, _, u, t, _ in chunks):>9,.0f} "
            f"{statistics.median(g / t for g, _, _, t, _ in chunks):>9,.1f} "
            f"{sum(c[1] for c in chunks) / sum(c[0] for c in chunks):>10,.1f} "
            f"{statistics.median(1e6 * (t - a) / s for _, s, _, t, a in chunks):>8.2f} "
            f"{statistics.median(1e6 * a / g for g, _, _, _, a in chunks):>13,.1f} "
            f"{sum(c[0] for c in chunks):>6}"
        )
    if isinstance(theirs, str):
        return
    for policy in policies:
        print(f"unokit {policy} / RLCard:")
        for what, rate in RATES:
            ratios = [
                rate(u) / rate(r)
                for u, r in zip(rows[f"unokit {policy}"], rows["RLCard"], strict=True)
            ]
            print(
                f"  {what}: {statistics.median(ratios):.2f} "
                f"(per round: {', '.join(f'{r:.2f}' for r in ratios)})"
            )


#: The ratios ``compare`` prints, each the rate of a unokit chunk over the same round's RLCard
#: chunk: steps/s of the whole loop (the headline), steps/s without the games' setup, setups
#: a second (games set up a second of setup time), turns/s and games/s.
RATES: tuple[tuple[str, Callable[[Chunk], float]], ...] = (
    ("steps/s", lambda c: c[1] / c[3]),
    ("steps/s without setup", lambda c: c[1] / (c[3] - c[4])),
    ("setups/s", lambda c: c[0] / c[4]),
    ("turns/s", lambda c: c[2] / c[3]),
    ("games/s", lambda c: c[0] / c[3]),
)


def profile(edition: str, players: int, games: int, rows: int = 16) -> None:
    """Print where ``games`` of unokit's loop spend their time, by cProfile.

    Each row is a function's share of the loop's time including its callees (cumulative
    time over the loop's), with its number of calls per step; the shares overlap.
    """
    import cProfile
    import pstats

    run = unokit_runner(edition, players)
    run(0.2, 10**6)  # warm up the rule caches
    seeds = iter(range(games))
    steps = 0

    def loop() -> None:
        nonlocal steps
        for seed in seeds:
            state = unokit.new_game(edition, players, seed=seed, **SETUP)
            choice = chooser(seed)
            while not state.is_over:
                state = unokit.apply(state, choice(unokit.legal_moves(state)))
                steps += 1

    profiler = cProfile.Profile()
    profiler.runcall(loop)
    stats = pstats.Stats(profiler).get_stats_profile()
    total = stats.func_profiles["loop"].cumtime
    print(f"\n{edition} {players} players: {games} games, {steps:,} steps, profiled")
    ranked = sorted(stats.func_profiles.items(), key=lambda item: -item[1].cumtime)
    for name, row in ranked[1 : rows + 1]:
        calls = int(str(row.ncalls).split("/")[0])
        where = f"{os.path.basename(row.file_name)}:{row.line_number}" if row.line_number else ""
        print(f"{100 * row.cumtime / total:5.1f} %  {calls / steps:6.3f}/step  {name} {where}")


#: What ``--costs`` seeds a generator with: the generator ``unokit.core.table.shuffled`` uses (the C
#: core of ``random.Random``) and a 64-bit random-number state like a game's.
SEEDING = {"Random": _random.Random, "state": 2**63 + 12345}


def costs(edition: str, players: int, games: int) -> None:
    """Print what one step of unokit's loop costs, part by part, timed directly.

    The loop of ``unokit_runner`` over ``games`` seeded games, each part of a step timed by
    ``time.perf_counter``: listing the legal moves, choosing one, applying it, and, within
    applying, the reshuffles (``unokit.core.table.shuffled``, wrapped). Every reading of the clock
    costs about the same; the per-step cost of one is printed, so that the parts can be read
    net of it. Unlike ``--profile`` (cProfile, which slows every Python call but not work done
    in C), the parts keep their true proportions. Last, the cost of seeding one random-number
    generator from a 64-bit state, as a reshuffle of rules version 2 does (the C core of
    ``random.Random``; version 3 seeds none for a pile of up to ``unokit.core.table.SMALL_PILE``
    cards).
    """
    import unokit.core.table

    clock = time.perf_counter
    shuffled = unokit.core.table.shuffled
    shuffles = [0, 0, 0.0]  # reshuffles, cards shuffled, seconds

    def timed_shuffle(
        cards: Iterable[Card], rng: int, rules_version: int
    ) -> tuple[tuple[Card, ...], int]:
        start = clock()
        result = shuffled(cards, rng, rules_version)
        shuffles[2] += clock() - start
        shuffles[0] += 1
        shuffles[1] += len(result[0])
        return result

    run = unokit_runner(edition, players)
    run(0.2, 10**6)  # warm up the rule caches
    listing = choosing = applying = 0.0
    steps = moves_listed = 0
    unokit.core.table.shuffled = timed_shuffle  # the new games' reshuffles, not their deals
    try:
        for seed in range(games):
            choice = chooser(seed)
            state = unokit.new_game(edition, players, seed=seed, **SETUP)
            while not state.is_over:
                start = clock()
                moves = unokit.legal_moves(state)
                listed = clock()
                move = choice(moves)
                chosen = clock()
                state = unokit.apply(state, move)
                applied = clock()
                listing += listed - start
                choosing += chosen - listed
                applying += applied - chosen
                steps += 1
                moves_listed += len(moves)
    finally:
        unokit.core.table.shuffled = shuffled
    readings = [clock() for _ in range(10_001)]
    reading = statistics.median(b - a for a, b in itertools.pairwise(readings))
    # Seeded as unokit.core.table.shuffled seeds it: the C core of random.Random, from a state.
    timings = timeit.repeat("Random(state)", globals=SEEDING, number=10_000, repeat=5)
    seeding = min(timings) / 10_000
    micro = 1e6 / steps
    count, cards, seconds = shuffles
    print(
        f"\n{edition} {players} players: {games} games, {steps:,} steps "
        f"({steps / games:,.0f} a game), {moves_listed / steps:.1f} legal moves a step"
    )
    print(
        f"  µs per step: listing {listing * micro:.2f}, choosing {choosing * micro:.2f}, "
        f"applying {applying * micro:.2f}; in all {(listing + choosing + applying) * micro:.2f} "
        f"(each part includes a clock reading, {reading * 1e6:.2f})"
    )
    if count:
        print(
            f"  reshuffles: {count / steps:.3f} a step, {cards / count:.1f} cards each, "
            f"{seconds * micro:.2f} µs a step (part of applying)"
        )
    per_step = (
        f", {count / steps * seeding * 1e6:.2f} µs a step if each seeded one" if count else ""
    )
    print(
        f"  seeding a generator from a 64-bit state (each reshuffle of rules version 2): "
        f"{seeding * 1e6:.2f} µs{per_step}"
    )


#: What a library's benchmark games are made of: games, steps, and over the steps the cards in
#: the hand of the seat whose turn it is and the legal moves listed.
Shape = tuple[int, int, int, int]


def unokit_shape(edition: str, players: int, games: int) -> Shape:
    """What ``games`` of unokit's benchmark games are made of, played as the chunks play them."""
    steps = cards = listed = 0
    for seed in range(games):
        choice = chooser(seed)
        state = unokit.new_game(edition, players, seed=seed, **SETUP)
        while not state.is_over:
            moves = unokit.legal_moves(state)
            cards += len(state.hands[state.current_player])
            listed += len(moves)
            state = unokit.apply(state, choice(moves))
            steps += 1
    return games, steps, cards, listed


def rlcard_shape(players: int, steps: int) -> Shape | str:
    """The same of RLCard's benchmark games: whole games until ``steps`` steps or more."""
    made = rlcard_game(players, 0)
    if isinstance(made, str):
        return made
    game, choice = made
    games = taken = cards = listed = 0
    while taken < steps:
        game.init_game()
        while not game.is_over():
            actions = game.get_legal_actions()
            cards += len(game.players[game.round.current_player].hand)
            listed += len(actions)
            game.step(choice(actions))
            taken += 1
        games += 1
    return games, taken, cards, listed


def shape(edition: str, players: int, rl_players: int | None, games: int) -> None:
    """Print what the two libraries' benchmark games are made of, untimed.

    A step's cost grows with the hand it looks through and the moves it lists, so the steps
    of two libraries compare like for like only in games alike: this prints, for ``games``
    of unokit's games (with ``--policy``'s player) and as many of RLCard's as make as many
    steps, the steps a game, the cards in the hand of the seat whose turn it is and the
    legal moves listed, each a step on average.
    """
    ours = unokit_shape(edition, players, games)
    theirs = "RLCard seats at most 10" if rl_players is None else rlcard_shape(rl_players, ours[1])
    head = f"{edition} {players} players"
    if rl_players is not None and rl_players != players:
        head += f" (RLCard: {rl_players}, its most)"
    print(f"\n{head}; unokit's random player: {POLICY[0]}")
    print(f"{'':8} {'games':>6} {'steps':>9} {'steps/game':>10} {'hand':>6} {'moves':>6}")
    rows = [("unokit", ours)]
    if isinstance(theirs, str):
        print(theirs)
    else:
        rows.append(("RLCard", theirs))
    for name, (played, steps, cards, listed) in rows:
        print(
            f"{name:8} {played:>6,} {steps:>9,} {steps / played:>10,.1f} "
            f"{cards / steps:>6.1f} {listed / steps:>6.1f}"
        )


def seconds_given(text: str) -> float:
    """A chunk's length given on the command line: a number of seconds above 0."""
    try:
        number = float(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"not a number of seconds: {text!r}") from None
    if not number > 0 or number == float("inf"):
        raise argparse.ArgumentTypeError(f"must be above 0 seconds and finite, not {text}")
    return number


def main(argv: list[str] | None = None) -> int:
    """Run the benchmark as the command line says; 130 if interrupted (Ctrl-C)."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument(
        "--pairs", type=whole_count, default=7, help="rounds of paired chunks (default 7)"
    )
    parser.add_argument(
        "--seconds", type=seconds_given, default=1.0, help="seconds a chunk (default 1)"
    )
    parser.add_argument(
        "--only", action="append", metavar="EDITION:PLAYERS", help="run only these (repeatable)"
    )
    parser.add_argument(
        "--clock",
        choices=("cpu", "wall"),
        default="cpu",
        help="time chunks by this process's CPU time (default: steadier on a shared machine) "
        "or by the wall clock",
    )
    parser.add_argument(
        "--profile",
        type=whole_count,
        nargs="?",
        const=100,
        metavar="GAMES",
        help="instead of timing, profile unokit's loop over GAMES games (default 100) of each "
        "configuration",
    )
    parser.add_argument(
        "--costs",
        type=whole_count,
        nargs="?",
        const=30,
        metavar="GAMES",
        help="instead of comparing, time each part of unokit's step (listing, choosing, "
        "applying, reshuffling) over GAMES games (default 30) of each configuration",
    )
    parser.add_argument(
        "--shape",
        type=whole_count,
        nargs="?",
        const=30,
        metavar="GAMES",
        help="instead of timing, print what both libraries' games are made of (steps a game, "
        "cards in the hand to play, legal moves a step) over GAMES unokit games (default 30) "
        "and as many RLCard steps",
    )
    parser.add_argument(
        "--policy",
        choices=("both", *POLICIES),
        default="both",
        help="unokit's random players: both (default), plays-first first; or only plays-first "
        "(as RLCard's, a draw only when nothing else is listed) or only uniform (a legal move "
        "drawn uniformly)",
    )
    parser.add_argument(
        "--rules-version",
        type=int,
        metavar="N",
        help="play unokit's games under this rules version (default: new games' own)",
    )
    args = parser.parse_args(argv)
    CLOCK[0] = time.process_time if args.clock == "cpu" else time.perf_counter
    if args.rules_version is not None:
        SETUP["rules_version"] = args.rules_version
    configs = CONFIGS
    if args.only:
        configs = tuple(c for c in CONFIGS if f"{c[0]}:{c[1]}" in args.only)
    policies = POLICIES if args.policy == "both" else (args.policy,)
    try:
        run_command(args, configs, policies)
    except KeyboardInterrupt:
        print(
            "\ninterrupted: the configurations printed above are complete; the one under way "
            "is dropped",
            file=sys.stderr,
        )
        return 130
    return 0


def run_command(
    args: argparse.Namespace,
    configs: tuple[tuple[str, int, int | None], ...],
    policies: tuple[str, ...] = POLICIES,
) -> None:
    """Carry out the command line ``main`` read: ``--shape``, ``--costs``, ``--profile``..."""
    installed = [c for c in configs if c[0] in unokit.available_editions()]
    if args.shape or args.costs or args.profile:
        for policy in policies:
            POLICY[0] = policy
            for edition, players, rl_players in installed:
                if args.shape:
                    shape(edition, players, rl_players, args.shape)
                elif args.costs:
                    print(f"\nunokit's random player: {policy}", end="")
                    costs(edition, players, args.costs)
                else:
                    print(f"\nunokit's random player: {policy}", end="")
                    profile(edition, players, args.profile)
        return
    print(
        f"Python {platform.python_version()} on {platform.machine()}, {os.cpu_count()} CPUs, "
        f"unokit {unokit.__version__}, rules version "
        f"{SETUP.get('rules_version', unokit.RULES_VERSION)}, unokit's random players: "
        f"{', '.join(policies)}"
    )
    probe = rlcard_runner(2, 0)
    if isinstance(probe, str):
        print(probe)
        print("Running the unokit half only.")
    else:
        import rlcard as rlcard_module  # type: ignore[import-untyped]

        print(f"RLCard {rlcard_module.__version__}")
    print(
        "RLCard plays simplified rules (a drawn card that matches is played at once, no "
        "Wild Draw Four\nchallenge, no UNO call or catch, no scoring), so its games are much "
        "shorter: compare steps/s\nand turns/s, not games/s."
    )
    print(f"Chunks timed by {'CPU time' if args.clock == 'cpu' else 'the wall clock'}.")
    print(f"Load average at the start: {load()}")
    for edition, players, rl_players in installed:
        compare(edition, players, rl_players, args.pairs, args.seconds, policies)
    print(f"\nLoad average at the end: {load()}")


if __name__ == "__main__":
    raise SystemExit(main())
