"""A simulation's bounds: what it refuses, how it stops on Ctrl-C, what a dead worker leaves.

Issue 33 (items 5 and 6) and issue 32 (item 6): ``simulate(games=10**12)`` built every chunk
before playing, Ctrl-C during ``jobs=2`` waited for every queued game (127 s at the
terminal), and a worker killed with SIGKILL lost every result.
"""

from __future__ import annotations

import multiprocessing
import os
import signal
import subprocess
import sys
import time
from collections.abc import Callable
from typing import Any

import pytest

import unokit
from unokit.agents import RandomAgent
from unokit.simulation import (
    MAX_GAMES,
    SimulationError,
    SimulationInterrupted,
    _chunks,
)
from unokit.views import SeatView

#: Far longer than stopping takes, far shorter than playing what was asked for.
PROMPT = 10.0


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
    started = time.perf_counter()
    with pytest.raises(unokit.SetupError, match="games must be a whole number from 0 to"):
        unokit.simulate(games=games, **run)
    assert time.perf_counter() - started < PROMPT


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
    started = time.perf_counter()
    with pytest.raises(SimulationInterrupted) as caught:
        unokit.simulate(
            players=2,
            games=MAX_GAMES,
            seed=3,
            match="single-round",
            jobs=jobs,
            progress=interrupt_after(1),
        )
    assert time.perf_counter() - started < PROMPT
    stopped = caught.value
    assert isinstance(stopped, KeyboardInterrupt)  # Ctrl-C still stops a program
    assert stopped.games == MAX_GAMES
    assert stopped.result.count >= 1
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
    """The processes of a process group still running (not zombies waiting to be reaped)."""
    listing = subprocess.run(
        ["ps", "-o", "pid=,stat=", "-g", str(group)], capture_output=True, text=True, check=False
    ).stdout
    return [line for line in listing.splitlines() if line.split()[1:2] != ["Z"]]


def test_ctrl_c_at_the_terminal_stops_every_worker_and_says_what_was_finished() -> None:
    # issue 32: `unokit simulate --games 2000 --jobs 2 --edition party --players 8`, then
    # Ctrl-C: the bar froze and the command exited after 127 s.
    command = [sys.executable, "-m", "unokit", "simulate", "--games", "2000", "--jobs", "2"]
    command += ["--edition", "party", "--players", "8"]
    process = subprocess.Popen(
        command, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True, start_new_session=True
    )
    time.sleep(6)  # the workers are started and playing
    assert len(live_processes(process.pid)) >= 3, "the command and its two workers"
    os.killpg(process.pid, signal.SIGINT)  # what Ctrl-C at a terminal does: the whole group
    sent = time.monotonic()
    try:
        _out, err = process.communicate(timeout=60)
    finally:
        process.kill()
    assert time.monotonic() - sent < PROMPT
    assert process.returncode == 130
    assert err.splitlines()[-1].startswith("unokit: interrupted: ")
    assert err.splitlines()[-1].endswith(" of 2000 games finished")
    time.sleep(1)
    assert live_processes(process.pid) == []
