"""A simulation's bounds: what it refuses, how it stops on Ctrl-C, what a dead worker leaves.

Issue 33 (items 5 and 6) and issue 32 (item 6): ``simulate(games=10**12)`` built every chunk
before playing, Ctrl-C during ``jobs=2`` waited for every queued game (127 s at the
terminal), and a worker killed with SIGKILL lost every result.
"""

from __future__ import annotations

import contextlib
import multiprocessing
import os
import queue
import signal
import subprocess
import sys
import threading
import time
from collections.abc import Callable, Iterator
from typing import IO, Any

import pytest

import unokit
from unokit.agents import RandomAgent
from unokit.core.views import SeatView
from unokit.scale.simulation import (
    MAX_GAMES,
    PROCESS_CHUNK,
    SimulationError,
    SimulationInterrupted,
    _chunks,
    _interrupts_noted,
)

#: The longest a test waits for a process to do what it waits for (start playing, stop,
#: be gone): a bound for a command that hangs, far more than the busiest machine takes.
DEADLINE = 120.0


def never_made(seed: int) -> RandomAgent:
    """An agent factory that fails the test if a simulation makes any agent at all."""
    raise AssertionError("a game was set up: the run was not refused at once")


@pytest.mark.parametrize(
    "run",
    [
        {"jobs": 1},
        {"jobs": 2},
        {"backend": "ray"},
    ],
    ids=["jobs=1", "jobs=2", "ray"],
)
@pytest.mark.parametrize("games", [10**12, MAX_GAMES + 1, -1])
def test_more_games_than_a_result_can_hold_are_refused_at_once(
    run: dict[str, Any], games: int
) -> None:
    # At once: before any game, or any agent, is made (never_made fails the test if one is).
    with pytest.raises(unokit.SetupError, match="games must be a whole number from 0 to"):
        unokit.simulate(games=games, agents=never_made, **run)


def test_max_steps_must_let_a_game_move() -> None:
    for max_steps in (0, -5, 2.5, None):
        with pytest.raises(unokit.SetupError, match="max_steps must be a whole number"):
            unokit.simulate(games=1, max_steps=max_steps)  # type: ignore[arg-type]


def test_chunks_are_made_as_they_are_needed() -> None:
    chunks = _chunks(10**18, 50)  # nothing is built for the games not reached
    assert next(chunks) == tuple(range(50))
    assert next(chunks) == tuple(range(50, 100))


def interrupt_after(count: int) -> Callable[[int, int], None]:
    """A progress callback that acts as Ctrl-C once ``count`` games are done."""

    def progress(done: int, total: int) -> None:
        if done >= count:
            raise KeyboardInterrupt

    return progress


@pytest.mark.parametrize("jobs", [1, 2])
def test_ctrl_c_stops_a_simulation_of_any_size_at_once_with_what_it_finished(jobs: int) -> None:
    with pytest.raises(SimulationInterrupted) as caught:
        unokit.simulate(
            players=2,
            games=MAX_GAMES,
            seed=3,
            match="single-round",
            jobs=jobs,
            progress=interrupt_after(1),
        )
    stopped = caught.value
    assert isinstance(stopped, KeyboardInterrupt)  # Ctrl-C still stops a program
    assert stopped.games == MAX_GAMES
    # At once: with the first game (one process) or the first chunk (two) it reported, and
    # nothing queued after it was waited for.
    assert 1 <= stopped.result.count <= (1 if jobs == 1 else PROCESS_CHUNK)
    assert str(stopped) == f"{stopped.result.count} of {MAX_GAMES} games finished"
    # What it finished is what those games give in a run that is not interrupted.
    indexes = [game.index for game in stopped.result.games]
    assert indexes == sorted(indexes)
    alone = unokit.simulate(players=2, games=max(indexes) + 1, seed=3, match="single-round")
    assert all(game == alone.games[game.index] for game in stopped.result.games)


class DiesInAWorker:
    """An agent whose worker process is killed (SIGKILL) after a few games."""

    made = 0

    def __init__(self, seed: int) -> None:
        if multiprocessing.parent_process() is not None:  # in a worker, not in the test
            DiesInAWorker.made += 1
            if DiesInAWorker.made > 120:  # 30 two-seat games or so: after the first chunks
                os.kill(os.getpid(), signal.SIGKILL)
        self.agent = RandomAgent(seed)

    def choose(self, seen: SeatView, *, optional: bool) -> unokit.Move | None:
        return self.agent.choose(seen, optional=optional)


def test_a_worker_killed_mid_run_keeps_the_games_finished() -> None:
    with pytest.raises(SimulationError, match="a worker process died") as caught:
        unokit.simulate(
            players=2, agents=DiesInAWorker, games=400, seed=5, match="single-round", jobs=2
        )
    finished = caught.value.result
    assert 0 < finished.count < 400
    assert f"after {finished.count} of 400 games were finished" in str(caught.value)
    assert sum(finished.wins) + finished.unfinished == finished.count


def live_processes(group: int) -> list[str]:
    """The processes of a process group still running (not zombies waiting to be reaped).

    ``ps`` shows a zombie's state as ``Z`` followed by flags (``ZN`` for a niced one).
    """
    listing = subprocess.run(
        ["ps", "-o", "pid=,stat=", "-g", str(group)], capture_output=True, text=True, check=False
    ).stdout
    return [line for line in listing.splitlines() if not line.split()[1].startswith("Z")]


@contextlib.contextmanager
def lines_of(stream: IO[str]) -> Iterator[queue.Queue[str | None]]:
    """A queue of the lines ``stream`` gives, read by a thread; ``None`` at its end."""
    lines: queue.Queue[str | None] = queue.Queue()

    def read() -> None:
        for line in stream:
            lines.put(line)
        lines.put(None)

    reader = threading.Thread(target=read, daemon=True)
    reader.start()
    yield lines
    reader.join(DEADLINE)


def wait_for(check: Callable[[], bool], what: str) -> None:
    """Wait until ``check()`` holds, failing with ``what`` after ``DEADLINE`` seconds."""
    deadline = time.monotonic() + DEADLINE
    while not check():
        assert time.monotonic() < deadline, f"not within {DEADLINE:g} s: {what}"
        time.sleep(0.05)


@pytest.mark.slow  # two worker processes playing UNO Party!
def test_ctrl_c_at_the_terminal_stops_every_worker_and_says_what_was_finished() -> None:
    # issue 32: `unokit simulate --games 2000 --jobs 2 --edition party --players 8`, then
    # Ctrl-C: the bar froze and the command exited after 127 s.
    command = [sys.executable, "-m", "unokit", "simulate", "--games", "2000", "--jobs", "2"]
    command += ["--edition", "party", "--players", "8"]
    with subprocess.Popen(
        command, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True, start_new_session=True
    ) as process:
        try:
            assert process.stderr is not None
            said: list[str] = []
            with lines_of(process.stderr) as lines:
                # The workers are playing once the first chunk's games are reported.
                first = lines.get(timeout=DEADLINE)
                assert first is not None
                assert first.startswith("simulating: "), first
                assert len(live_processes(process.pid)) >= 3, "the command and its two workers"
                os.killpg(process.pid, signal.SIGINT)  # what Ctrl-C at a terminal does
                process.wait(DEADLINE)
                while (line := lines.get(timeout=DEADLINE)) is not None:
                    said.append(line.rstrip("\n"))
        finally:  # whatever happened, nothing of the command is left running
            with contextlib.suppress(ProcessLookupError):
                os.killpg(process.pid, signal.SIGKILL)
    assert process.returncode == 130
    assert said[-1].startswith("unokit: interrupted: ")
    assert said[-1].endswith(" of 2000 games finished")
    # Every worker was stopped, not left playing the games queued.
    wait_for(lambda: live_processes(process.pid) == [], "every worker ended")


def test_a_real_ctrl_c_while_workers_play_is_noted_and_stops_the_run() -> None:
    # A SIGINT to this process, as Ctrl-C sends it, while the pool runs: the run stops with
    # what it finished, and Ctrl-C raises KeyboardInterrupt again afterwards.
    def ctrl_c(done: int, total: int) -> None:
        os.kill(os.getpid(), signal.SIGINT)

    with pytest.raises(SimulationInterrupted) as caught:
        unokit.simulate(
            players=2, games=MAX_GAMES, seed=3, match="single-round", jobs=2, progress=ctrl_c
        )
    assert 1 <= caught.value.result.count <= 2 * 2 * PROCESS_CHUNK
    assert signal.getsignal(signal.SIGINT) is signal.default_int_handler  # given back


def test_while_a_pool_runs_ctrl_c_is_noted_not_raised_where_the_thread_happens_to_be() -> None:
    with _interrupts_noted() as interrupted:
        os.kill(os.getpid(), signal.SIGINT)
        assert interrupted.is_set()
    assert signal.getsignal(signal.SIGINT) is signal.default_int_handler
    with pytest.raises(KeyboardInterrupt):  # outside the block, Ctrl-C raises again
        signal.raise_signal(signal.SIGINT)
