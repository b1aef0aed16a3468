"""Simulation: play many games between agents and count what happens.

[`simulate`][unokit.simulate] plays ``games`` matches (or single rounds, with
``match="single-round"``) between [agents][unokit.agents] and returns a frozen
[`SimulationResult`][unokit.SimulationResult]: the wins of each seat and of each agent, the
number of moves (steps) per game, the final scores and why each game ended.

Every game is independent and its seeds are derived from ``(seed, game index)`` alone, so the
result is the same whatever the number of worker processes (``jobs``), and the same on Ray
(``backend="ray"``, see [`unokit.distributed`][unokit.distributed]).
"""

from __future__ import annotations

import contextlib
import hashlib
import math
import signal
import statistics
import threading
from collections import Counter
from collections.abc import Callable, Iterator, Mapping, Sequence
from typing import Any

import attrs

from unokit.agents import MAX_STEPS, AgentError, AgentFactory, check_max_steps, make_agent, play_out
from unokit.distributed import check_backend, cpus, run_tasks, start
from unokit.errors import SetupError, UnokitError, _is_whole, _shown
from unokit.game import new_game
from unokit.plugins import find_edition
from unokit.rules import Options

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

STEP_LIMIT = "step limit"
"""The end reason of a game stopped by ``max_steps`` before the match was over."""

MAX_GAMES = 10_000_000
"""The most games one simulation plays: its result keeps a summary of every game."""


def derive_seed(seed: int, *parts: object) -> int:
    """A 63-bit seed derived from ``seed`` and ``parts`` (SHA-256 of their text).

    Examples:
        >>> from unokit.simulation import derive_seed
        >>> derive_seed(1, 0) == derive_seed(1, 0) != derive_seed(1, 1)
        True
    """
    text = ":".join(str(part) for part in (seed, *parts))
    return int.from_bytes(hashlib.sha256(text.encode()).digest()[:8], "big") >> 1


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
        >>> from unokit.simulation import wilson_interval
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


@attrs.frozen
class _Job:
    edition: str
    players: int
    options: Options
    specs: tuple[Any, ...]
    seed: int
    max_steps: int
    indexes: tuple[int, ...]
    house_rules: tuple[str, ...] = ()


def _play_one(job: _Job, index: int) -> GameSummary:
    game_seed = derive_seed(job.seed, "game", index)
    agents = [
        make_agent(spec, derive_seed(game_seed, "agent", seat))
        for seat, spec in enumerate(job.specs)
    ]
    state = new_game(
        job.edition, job.players, seed=game_seed, options=job.options, house_rules=job.house_rules
    )
    steps = 0
    driver = derive_seed(game_seed, "driver")
    for _move, after in play_out(state, agents, seed=driver, max_steps=job.max_steps):
        state = after
        steps += 1
    return GameSummary(
        index=index,
        seed=game_seed,
        winners=state.winners,
        steps=steps,
        rounds=len(state.history),
        scores=state.scores,
        end_reason=state.end_reason if state.is_over and state.end_reason else STEP_LIMIT,
    )


def _play_chunk(job: _Job) -> list[GameSummary]:
    """Play one worker's share of the games (a top-level function, so 'spawn' can pickle it)."""
    return [_play_one(job, index) for index in job.indexes]


#: The most games in one Ray task: enough that Ray's per-task cost (a few milliseconds) is
#: small next to the games, few enough that progress is reported often.
RAY_BATCH = 250
#: The most games in one chunk of a worker process: few enough that a chunk lost with its
#: worker is little, and that progress is reported often.
PROCESS_CHUNK = 50


def _chunks(games: int, size: int) -> Iterator[tuple[int, ...]]:
    """Game indexes ``0`` to ``games - 1`` in chunks of ``size``, made as they are asked for."""
    for first in range(0, games, size):
        yield tuple(range(first, min(first + size, games)))


def _ray_batches(games: int, cpus: int) -> Iterator[tuple[int, ...]]:
    """Game indexes cut into batches: about four per CPU, at most ``RAY_BATCH`` games each."""
    return _chunks(games, max(1, min(RAY_BATCH, -(-games // (cpus * 4)))))


def _play_on_ray(
    base: _Job, games: int, address: str | None, finished: Callable[[list[GameSummary]], None]
) -> None:
    """Play the games as Ray tasks, one batch of games per task, a few per CPU at a time.

    If a task fails, or Ctrl-C stops the run, the tasks still running are cancelled.
    """
    ray = start(address)
    work = (attrs.evolve(base, indexes=batch) for batch in _ray_batches(games, cpus(ray)))
    with contextlib.closing(run_tasks(_play_chunk, work)) as tasks:
        for _position, batch in tasks:
            finished(batch)


#: How often, in seconds, a run in processes looks whether Ctrl-C was pressed while it waits.
_POLL = 0.1


@contextlib.contextmanager
def _interrupts_noted() -> Iterator[threading.Event]:
    """While the block runs, Ctrl-C sets the event instead of raising ``KeyboardInterrupt``.

    A ``KeyboardInterrupt`` raised wherever the main thread happens to be can leave one of
    ``concurrent.futures``' locks held, and stopping the pool then waits for ever; noted, it
    is raised at a known point of the waiting loop. Only in the main thread (where signals
    are handled) and only where Ctrl-C raises ``KeyboardInterrupt`` (the caller may have a
    handler of its own, or ignore it).
    """
    noted = threading.Event()
    if (
        threading.current_thread() is not threading.main_thread()
        or signal.getsignal(signal.SIGINT) is not signal.default_int_handler
    ):
        yield noted
        return
    previous = signal.signal(signal.SIGINT, lambda _signal, _frame: noted.set())
    try:
        yield noted
    finally:
        signal.signal(signal.SIGINT, previous)


def _ignore_interrupts() -> None:
    """In a worker process: leave Ctrl-C to the main process, which stops the workers."""
    signal.signal(signal.SIGINT, signal.SIG_IGN)


def _play_in_processes(
    base: _Job, games: int, jobs: int, finished: Callable[[list[GameSummary]], None]
) -> None:
    """Play the games in ``jobs`` local processes, in chunks of up to ``PROCESS_CHUNK`` games.

    Two chunks per process are submitted at a time, made as they are needed. If the run
    stops before its end (Ctrl-C, a chunk that fails, a worker that dies), the workers are
    stopped at once, whatever they are playing. Ctrl-C is noted while the run waits and
    raised as ``KeyboardInterrupt`` within ``_POLL`` seconds.

    Raises:
        WorkerLost: if a worker process died (killed, out of memory).
    """
    import concurrent.futures  # only simulations in parallel need these
    import multiprocessing
    from concurrent.futures.process import BrokenProcessPool

    size = max(1, min(PROCESS_CHUNK, games // (jobs * 8)))
    work = (attrs.evolve(base, indexes=chunk) for chunk in _chunks(games, size))
    pool = concurrent.futures.ProcessPoolExecutor(
        jobs, mp_context=multiprocessing.get_context("spawn"), initializer=_ignore_interrupts
    )
    running: set[concurrent.futures.Future[list[GameSummary]]] = set()

    def collect(until: int, interrupted: threading.Event) -> None:
        nonlocal running
        while len(running) > until:
            done, running = concurrent.futures.wait(
                running, timeout=_POLL, return_when=concurrent.futures.FIRST_COMPLETED
            )
            for future in done:
                finished(future.result())
            if interrupted.is_set():
                raise KeyboardInterrupt

    # Ctrl-C is noted while the pool runs and while its workers are stopped.
    with _interrupts_noted() as interrupted:
        try:
            for item in work:
                collect(2 * jobs - 1, interrupted)
                running.add(pool.submit(_play_chunk, item))
            collect(0, interrupted)
        except BrokenProcessPool as exc:
            _stop_workers(pool)
            raise WorkerLost(str(exc)) from exc
        except BaseException:
            _stop_workers(pool)
            raise
        pool.shutdown()


class WorkerLost(Exception):
    """A worker process died before its chunk was finished (the pool cannot go on)."""


def _stop_workers(pool: Any) -> None:
    """Stop ``pool``'s processes now, whatever they are doing, and drop the work queued."""
    # ProcessPoolExecutor has no public way to stop its workers before Python 3.14
    # (terminate_workers); its _processes have been the worker Process objects since 3.2.
    processes = list((getattr(pool, "_processes", None) or {}).values())
    terminate = getattr(pool, "terminate_workers", None)
    if terminate is not None:
        terminate()
    for process in processes:
        with contextlib.suppress(Exception):
            process.terminate()
    pool.shutdown(wait=True, cancel_futures=True)
    for process in processes:  # reaped: no process of the run is left behind
        with contextlib.suppress(Exception):
            process.join(2)


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


def _play(
    base: _Job,
    games: int,
    jobs: int,
    backend: str,
    address: str | None,
    finished: Callable[[list[GameSummary]], None],
) -> None:
    """Play the games on the backend asked for, handing each batch of summaries to ``finished``."""
    if backend == "ray":
        _play_on_ray(base, games, address, finished)
    elif jobs == 1 or games <= 1:
        for index in range(games):
            finished([_play_one(base, index)])
    else:
        _play_in_processes(base, games, min(jobs, games), finished)


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
        games: How many games to play, at most [`MAX_GAMES`][unokit.simulation.MAX_GAMES].
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
    [`SimulationInterrupted`][unokit.simulation.SimulationInterrupted], a
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
