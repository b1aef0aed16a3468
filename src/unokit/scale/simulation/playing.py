"""Where a simulation's games are played: here, in worker processes or as Ray tasks.

Each game is dealt, and its agents and driver seeded, from seeds derived from the
simulation's seed and the game's index alone ([`derive_seed`][unokit.scale.simulation.derive_seed]),
so that where it is played changes nothing. Games go out in chunks, made as they are needed;
Ctrl-C, a failing chunk or a dead worker stops every worker at once.
"""

from __future__ import annotations

import contextlib
import hashlib
import signal
import threading
from collections.abc import Callable, Iterator
from typing import Any

import attrs

from unokit.agents import make_agent, play_out
from unokit.core.game import new_game
from unokit.core.rules import Options
from unokit.scale.distributed import cpus, run_tasks, start
from unokit.scale.simulation.results import STEP_LIMIT, GameSummary

__all__ = ["PROCESS_CHUNK", "RAY_BATCH", "WorkerLost", "derive_seed"]


def derive_seed(seed: int, *parts: object) -> int:
    """A 63-bit seed derived from ``seed`` and ``parts`` (SHA-256 of their text).

    Examples:
        >>> from unokit.scale.simulation import derive_seed
        >>> derive_seed(1, 0) == derive_seed(1, 0) != derive_seed(1, 1)
        True
    """
    text = ":".join(str(part) for part in (seed, *parts))
    return int.from_bytes(hashlib.sha256(text.encode()).digest()[:8], "big") >> 1


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
