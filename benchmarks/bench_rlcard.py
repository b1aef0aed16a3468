"""unokit against RLCard's UNO game loop, side by side, with uniformly random players.

Run (from the repository root, after ``pip install -e ".[bench]"``)::

    python benchmarks/bench_rlcard.py            # 5 repetitions
    python benchmarks/bench_rlcard.py --reps 9   # steadier medians

Both libraries play seeded games in the same process, interleaved repetition by repetition
(unokit, then RLCard, then unokit...), so machine load hits both alike. A *step* is one
decision: list the legal moves, pick one uniformly at random, apply it. unokit plays
single-round classic games (``options={"match": "single-round"}``); RLCard's
``rlcard.games.uno.game.UnoGame`` is driven through its bare loop (``init_game``,
``get_legal_actions``, ``step``, ``is_over``). Each figure is the median over the
repetitions; the ratio is unokit's steps/s over RLCard's, per repetition, then the median.
"""

from __future__ import annotations

import argparse
import platform
import random
import statistics
import time
from collections.abc import Callable

import unokit

RunResult = tuple[int, int, float]  # games, steps, seconds


def unokit_games(players: int, games: int, first_seed: int = 0) -> RunResult:
    """Play ``games`` single-round classic games with uniformly random choices."""
    legal_moves, apply = unokit.legal_moves, unokit.apply
    options = {"match": "single-round"}
    steps = 0
    start = time.perf_counter()
    for seed in range(first_seed, first_seed + games):
        choice = random.Random(seed).choice
        state = unokit.new_game("classic", players, seed=seed, options=options)
        while not state.is_over:
            state = apply(state, choice(legal_moves(state)))
            steps += 1
    return games, steps, time.perf_counter() - start


def rlcard_runner() -> Callable[[int, int, int], RunResult] | str:
    """RLCard's game loop, or why it cannot run here."""
    try:
        import numpy as np
        from rlcard.games.uno.game import UnoGame  # type: ignore[import-untyped]
    except ImportError as error:
        return f"RLCard is not installed ({error}); install it with: pip install -e '.[bench]'"

    def rlcard_games(players: int, games: int, first_seed: int = 0) -> RunResult:
        steps = 0
        start = time.perf_counter()
        for seed in range(first_seed, first_seed + games):
            choice = random.Random(seed).choice
            game = UnoGame(num_players=players)
            game.np_random = np.random.RandomState(seed)
            game.init_game()
            while not game.is_over():
                game.step(choice(game.get_legal_actions()))
                steps += 1
        return games, steps, time.perf_counter() - start

    return rlcard_games


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--reps", type=int, default=5, help="repetitions (default 5)")
    parser.add_argument("--unokit-games", type=int, default=30, help="unokit games per rep")
    parser.add_argument("--rlcard-games", type=int, default=500, help="RLCard games per rep")
    args = parser.parse_args()

    rlcard = rlcard_runner()
    print(
        f"Python {platform.python_version()} on {platform.machine()}, unokit {unokit.__version__}"
    )
    if isinstance(rlcard, str):
        print(rlcard)
        print("Running the unokit half only.")
    else:
        import rlcard as rlcard_module  # type: ignore[import-untyped]

        print(f"RLCard {rlcard_module.__version__}")
    print(
        "Note: RLCard plays simplified rules (a drawn card that matches is played at once, "
        "no choice;\nno Wild Draw Four challenge, no UNO call or catch, no scoring), so its "
        "games are much shorter:\ncompare steps/s, not games/s."
    )
    unokit_games(4, 3)  # warm up the rule caches
    for players in (4, 2):
        rows: dict[str, list[RunResult]] = {"unokit": [], "RLCard": []}
        for rep in range(args.reps):
            seed = 1000 * rep
            rows["unokit"].append(unokit_games(players, args.unokit_games, seed))
            if not isinstance(rlcard, str):
                rows["RLCard"].append(rlcard(players, args.rlcard_games, seed))
        print(f"\n{players} players, classic, uniformly random moves, median of {args.reps} reps")
        print(f"{'':8} {'steps/s':>10} {'games/s':>9} {'steps/game':>11}")
        for name, results in rows.items():
            if results:
                print(
                    f"{name:8} {statistics.median(s / t for _, s, t in results):>10,.0f} "
                    f"{statistics.median(g / t for g, _, t in results):>9,.1f} "
                    f"{statistics.median(s / g for g, s, _ in results):>11,.1f}"
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


if __name__ == "__main__":
    main()
