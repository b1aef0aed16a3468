"""Two agents over many seeded games: print each one's win rate with its 95% interval."""

from __future__ import annotations

import sys

import unokit


def main(games: int = 60, seed: int = 2026) -> unokit.SimulationResult:
    result = unokit.simulate(
        "classic",
        players=2,
        agents=["greedy", "random"],
        games=games,
        seed=seed,
        match="single-round",
    )
    print(f"{result.count} single rounds of two-player classic UNO, seed {seed}")
    for seat, agent in enumerate(result.agents):
        rate, low, high = result.win_rate(seat)
        print(
            f"  seat {seat} ({agent}): {result.wins[seat]} wins, {rate:.0%} [{low:.0%}, {high:.0%}]"
        )
    print(f"  {result.mean_steps:.0f} moves per game on average")
    return result


if __name__ == "__main__":
    main(int(sys.argv[1]) if len(sys.argv) > 1 else 60)
