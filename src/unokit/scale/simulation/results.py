"""What a simulation finds: each game's summary, the statistics, and how a run can stop short.

[`SimulationResult`][unokit.SimulationResult] counts the wins, moves and end reasons of the
games; [`SimulationInterrupted`][unokit.scale.simulation.SimulationInterrupted] and
[`SimulationError`][unokit.scale.simulation.SimulationError] hold the games finished before a run
stopped.
"""

from __future__ import annotations

import math
import statistics
from collections import Counter
from typing import Any

import attrs

from unokit.core.errors import UnokitError

__all__ = [
    "STEP_LIMIT",
    "GameSummary",
    "SimulationError",
    "SimulationInterrupted",
    "SimulationResult",
    "wilson_interval",
]

STEP_LIMIT = "step limit"
"""The end reason of a game stopped by ``max_steps`` before the match was over."""


@attrs.frozen
class GameSummary:
    """What one simulated game came to.

    Attributes:
        index: The game's index, from 0.
        seed: The seed of the game (``new_game(seed=...)``).
        winners: The seats that won (empty if the game hit the step limit).
        steps: The moves played.
        rounds: The rounds played, void rounds included.
        scores: The final match scores.
        end_reason: Why the match ended (``state.end_reason``), or ``"step limit"``.
    """

    index: int
    seed: int
    winners: tuple[int, ...]
    steps: int
    rounds: int
    scores: tuple[int, ...]
    end_reason: str


@attrs.frozen
class SimulationResult:
    """The statistics of a simulation (see [`simulate`][unokit.simulate]).

    Attributes:
        edition: The edition's canonical name.
        players: The number of players.
        match: The match format played.
        seed: The simulation's seed.
        agents: The name of each seat's agent.
        games: The summary of every game, in game order.
    """

    edition: str
    players: int
    match: str
    seed: int
    agents: tuple[str, ...]
    games: tuple[GameSummary, ...]

    @property
    def count(self) -> int:
        """How many games were played."""
        return len(self.games)

    @property
    def wins(self) -> tuple[int, ...]:
        """How many games each seat won (both partners count a pair's win)."""
        return tuple(sum(seat in game.winners for game in self.games) for seat in self._seats)

    @property
    def _seats(self) -> range:
        return range(self.players)

    @property
    def agent_wins(self) -> dict[str, int]:
        """Wins per agent name: the games won by at least one seat it played."""
        wins: dict[str, int] = dict.fromkeys(self.agents, 0)
        for name in wins:
            seats = {seat for seat, agent in enumerate(self.agents) if agent == name}
            wins[name] = sum(bool(seats & set(game.winners)) for game in self.games)
        return wins

    def win_rate(self, seat: int) -> tuple[float, float, float]:
        """A seat's win rate with its 95% confidence interval (Wilson score interval).

        Returns:
            ``(rate, low, high)``, each between 0 and 1.
        """
        return wilson_interval(self.wins[seat], self.count)

    @property
    def unfinished(self) -> int:
        """Games stopped by the step limit."""
        return sum(game.end_reason == STEP_LIMIT for game in self.games)

    @property
    def steps(self) -> tuple[int, ...]:
        """The number of moves of each game, in game order."""
        return tuple(game.steps for game in self.games)

    @property
    def mean_steps(self) -> float:
        """The mean number of moves per game."""
        return statistics.fmean(self.steps) if self.games else 0.0

    @property
    def step_quantiles(self) -> dict[str, int]:
        """Minimum, quartiles, 90th percentile and maximum of the moves per game."""
        ordered = sorted(self.steps)
        if not ordered:
            return {}

        def at(fraction: float) -> int:
            return ordered[min(len(ordered) - 1, int(fraction * len(ordered)))]

        return {
            "min": ordered[0],
            "p25": at(0.25),
            "median": at(0.5),
            "p75": at(0.75),
            "p90": at(0.9),
            "max": ordered[-1],
        }

    @property
    def mean_rounds(self) -> float:
        """The mean number of rounds per game."""
        return statistics.fmean(game.rounds for game in self.games) if self.games else 0.0

    @property
    def mean_scores(self) -> tuple[float, ...]:
        """Each seat's mean final match score."""
        if not self.games:
            return (0.0,) * self.players
        return tuple(
            statistics.fmean(game.scores[seat] for game in self.games) for seat in self._seats
        )

    @property
    def end_reasons(self) -> dict[str, int]:
        """How many games ended for each reason (``"step limit"`` for unfinished ones)."""
        return dict(sorted(Counter(game.end_reason for game in self.games).items()))

    def to_dict(self) -> dict[str, Any]:
        """The result as plain JSON data: the setup, the statistics and every game."""
        return {
            "edition": self.edition,
            "players": self.players,
            "match": self.match,
            "seed": self.seed,
            "games": self.count,
            "agents": list(self.agents),
            "wins": list(self.wins),
            "win_rates": [
                dict(zip(("rate", "low", "high"), self.win_rate(seat), strict=True))
                for seat in self._seats
            ],
            "agent_wins": self.agent_wins,
            "unfinished": self.unfinished,
            "mean_steps": self.mean_steps,
            "steps": self.step_quantiles,
            "mean_rounds": self.mean_rounds,
            "mean_scores": list(self.mean_scores),
            "end_reasons": self.end_reasons,
            "per_game": [attrs.asdict(game, recurse=False) for game in self.games],
        }


class SimulationInterrupted(KeyboardInterrupt):
    """Ctrl-C (``KeyboardInterrupt``) stopped a simulation; ``result`` holds what it finished.

    A ``KeyboardInterrupt`` still, so that Ctrl-C stops a program as usual; its message says
    how many games were finished.

    Attributes:
        result: The games finished before the interruption, in game order (with several
            processes, not always the first ones).
        games: How many games the simulation was asked to play.
    """

    def __init__(self, result: SimulationResult, games: int) -> None:  # noqa: D107
        super().__init__(f"{result.count} of {games} games finished")
        self.result = result
        self.games = games


class SimulationError(UnokitError):
    """A simulation could not go on (a worker process died); ``result`` holds what it finished.

    Attributes:
        result: The games finished before the failure, in game order.
        games: How many games the simulation was asked to play.
    """

    def __init__(self, message: str, result: SimulationResult, games: int) -> None:  # noqa: D107
        super().__init__(message)
        self.result = result
        self.games = games


def wilson_interval(successes: int, trials: int, z: float = 1.959964) -> tuple[float, float, float]:
    """The rate ``successes / trials`` with its Wilson score confidence interval (95%).

    Examples:
        >>> from unokit.scale.simulation import wilson_interval
        >>> rate, low, high = wilson_interval(50, 100)
        >>> rate, round(low, 3), round(high, 3)
        (0.5, 0.404, 0.596)
    """
    if trials == 0:
        return (0.0, 0.0, 1.0)
    rate = successes / trials
    denominator = 1 + z * z / trials
    centre = (rate + z * z / (2 * trials)) / denominator
    margin = z * math.sqrt(rate * (1 - rate) / trials + z * z / (4 * trials * trials))
    margin /= denominator
    return (rate, max(0.0, centre - margin), min(1.0, centre + margin))
