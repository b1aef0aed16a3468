"""Simulation: play many games between agents and count what happens.

[`simulate`][unokit.simulate] plays ``games`` matches (or single rounds, with
``match="single-round"``) between [agents][unokit.agents] and returns a frozen
[`SimulationResult`][unokit.SimulationResult]: the wins of each seat and of each agent, the
number of moves (steps) per game, the final scores and why each game ended.

Every game is independent and its seeds are derived from ``(seed, game index)`` alone, so the
result is the same whatever the number of worker processes (``jobs``), and the same on Ray
(``backend="ray"``, see [`unokit.scale.distributed`][unokit.scale.distributed]).

The statistics are in ``results``, and where the games are played (this process, worker
processes, Ray) in ``playing``; every name is read from here.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from typing import Any

from unokit.agents import MAX_STEPS, AgentError, AgentFactory, check_max_steps, make_agent
from unokit.core.errors import SetupError, _is_whole, _shown
from unokit.core.game import new_game
from unokit.core.plugins import find_edition
from unokit.core.rules import Options
from unokit.scale.distributed import check_backend
from unokit.scale.simulation.playing import PROCESS_CHUNK as PROCESS_CHUNK
from unokit.scale.simulation.playing import RAY_BATCH as RAY_BATCH
from unokit.scale.simulation.playing import WorkerLost, _Job, _play, derive_seed
from unokit.scale.simulation.playing import _chunks as _chunks
from unokit.scale.simulation.playing import _interrupts_noted as _interrupts_noted
from unokit.scale.simulation.playing import _play_chunk as _play_chunk
from unokit.scale.simulation.playing import _ray_batches as _ray_batches
from unokit.scale.simulation.results import (
    STEP_LIMIT,
    GameSummary,
    SimulationError,
    SimulationInterrupted,
    SimulationResult,
    wilson_interval,
)

__all__ = [
    "MAX_GAMES",
    "STEP_LIMIT",
    "GameSummary",
    "SimulationError",
    "SimulationInterrupted",
    "SimulationResult",
    "derive_seed",
    "simulate",
    "wilson_interval",
]

MAX_GAMES = 10_000_000
"""The most games one simulation plays: its result keeps a summary of every game."""


def _agent_name(spec: str | AgentFactory) -> str:
    if isinstance(spec, str):
        return spec.strip().lower()
    return str(getattr(spec, "__name__", type(spec).__name__))


def _seat_specs(
    agents: str | AgentFactory | Sequence[str | AgentFactory], players: int
) -> tuple[str | AgentFactory, ...]:
    specs: list[str | AgentFactory]
    if isinstance(agents, str):
        specs = [part for part in agents.split(",") if part.strip()]
    elif callable(agents):
        specs = [agents]
    else:
        specs = list(agents)
    if not specs:
        raise AgentError("give at least one agent")
    if len(specs) > players:
        raise AgentError(f"{len(specs)} agents for {players} players: give at most one per seat")
    specs += [specs[-1]] * (players - len(specs))
    return tuple(specs)


def _check_counts(games: object, jobs: object, max_steps: object) -> None:
    """Refuse what cannot run: too many games, no process, no move allowed."""
    if not _is_whole(games) or not 0 <= games <= MAX_GAMES:
        raise SetupError(
            f"games must be a whole number from 0 to {MAX_GAMES:,} (a simulation keeps a "
            f"summary of every game), not {_shown(games)}"
        )
    if not _is_whole(jobs) or jobs < 1:
        raise SetupError(f"jobs must be a whole number, 1 or more, not {_shown(jobs)}")
    check_max_steps(max_steps, unlimited=False)


def simulate(
    edition: str = "classic",
    players: int = 4,
    agents: str | AgentFactory | Sequence[str | AgentFactory] = ("greedy", "random"),
    games: int = 100,
    seed: int = 0,
    *,
    match: str | None = None,
    options: Options | Mapping[str, Any] | None = None,
    jobs: int = 1,
    max_steps: int = MAX_STEPS,
    progress: Callable[[int, int], None] | None = None,
    house_rules: Sequence[str] = (),
    backend: str = "process",
    address: str | None = None,
) -> SimulationResult:
    """Play ``games`` games between agents and return their statistics.

    Args:
        edition: The edition's name.
        players: The number of players.
        agents: The agent of each seat, by name (``"greedy"``, ``"random"``, see
            [`AGENTS`][unokit.agents.AGENTS]) or factory; a single one, a sequence, or names
            separated by commas. With fewer agents than players, the last one fills the
            remaining seats: the default is one greedy agent at seat 0 against random ones.
        games: How many games to play, at most [`MAX_GAMES`][unokit.scale.simulation.MAX_GAMES].
        seed: The simulation's seed: game ``i`` is dealt with a seed derived from
            ``(seed, i)``, and its agents and driver with seeds derived from that.
        match: The match format (option ``match``): ``"standard"``, ``"single-round"``,
            ``"low-score"`` or ``"partners"``; ``None`` keeps ``options``' own.
        options: Other game options.
        house_rules: House rules every game is played with.
        jobs: How many worker processes to use (``1``: play in this process) with the
            ``"process"`` backend. The result does not depend on it.
        max_steps: The most moves a game may take (1 or more); a longer one stops and counts
            as unfinished (end reason ``"step limit"``).
        progress: Called with ``(games done, games)`` each time games finish.
        backend: ``"process"`` (this process, or ``jobs`` local processes) or ``"ray"``:
            batches of games run as Ray tasks (needs the ``ray`` extra: ``pip install -e
            ".[ray]"`` in a clone of unokit), on the Ray this process is connected to, else
            on the cluster at ``address``, else on a local Ray started for this process. The
            result is the same as with ``"process"``.
        address: With ``backend="ray"``, the address of a running Ray cluster
            (``"auto"``, ``"ray://head:10001"``...) to use if Ray is not initialised yet.

    Returns:
        The statistics, with a summary of every game.

    Ctrl-C stops every worker (processes or Ray tasks) at once and raises
    [`SimulationInterrupted`][unokit.scale.simulation.SimulationInterrupted], a
    ``KeyboardInterrupt`` that says how many games were finished and holds their
    statistics. Games are played in chunks (at most 50 per worker process, 250 per Ray
    task), made as they are needed, so a simulation of any size holds only a few.

    Raises:
        UnknownEditionError: if there is no such edition.
        AgentError: if an agent name is unknown, or there are more agents than players.
        SetupError: if the edition cannot be played by that many players, ``games`` is not
            0 to ``MAX_GAMES``, ``jobs`` or ``max_steps`` is not 1 or more, or Ray is asked
            for and not installed (a ``SetupError`` is a ``ValueError``).
        SimulationError: if a worker process died (killed, out of memory); it holds the
            games finished before.
        SimulationInterrupted: on Ctrl-C, holding the games finished before.
        ValueError: if there is no such backend.

    Examples:
        >>> import unokit
        >>> one = "single-round"
        >>> result = unokit.simulate("classic", 4, games=10, seed=1, match=one)
        >>> result.count, sum(result.wins), result.agents
        (10, 10, ('greedy', 'random', 'random', 'random'))
    """
    _check_counts(games, jobs, max_steps)
    check_backend(backend)
    canonical = find_edition(edition).name
    coerced = Options.coerce(options)
    if match is not None:
        coerced = Options(coerced, match=match)
    rules = tuple(house_rules)
    # Fail early on a bad setup; the first state also says which match format is played.
    played = new_game(canonical, players, seed=seed, options=coerced, house_rules=rules).options

    specs = _seat_specs(agents, players)
    for spec in specs:
        make_agent(spec, 0)  # fail early on an unknown name
    base = _Job(canonical, players, coerced, specs, seed, max_steps, (), rules)
    results: list[GameSummary] = []

    def finished(batch: list[GameSummary]) -> None:
        results.extend(batch)
        if progress is not None:
            progress(len(results), games)

    def result() -> SimulationResult:
        return SimulationResult(
            edition=canonical,
            players=players,
            match=played.match,
            seed=seed,
            agents=tuple(_agent_name(spec) for spec in specs),
            games=tuple(sorted(results, key=lambda summary: summary.index)),
        )

    try:
        _play(base, games, jobs, backend, address, finished)
    except KeyboardInterrupt:
        raise SimulationInterrupted(result(), games) from None
    except WorkerLost as exc:
        raise SimulationError(
            f"a worker process died (was it killed, or out of memory?) after {len(results)} "
            f"of {games} games were finished: {exc}",
            result(),
            games,
        ) from exc
    return result()
