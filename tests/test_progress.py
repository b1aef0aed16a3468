"""Progress of long runs: plain lines when not on a terminal, a bar on one, nothing if quiet."""

from __future__ import annotations

import io
import re

import pytest

from unokit.play._progress import PLAIN_EVERY, PlainLines, progress_bar
from unokit.play.cli import main

LINE = re.compile(
    r"(simulating|checking): [\d,]+/[\d,]+ games \(\d+%\)"
    r"(, [\d,.]+ games/s, (\d+ s|\d+ min \d\d s|\d+ h \d\d min)( left)?)?"
)


class Terminal(io.StringIO):
    """A stream that says it is a terminal."""

    def isatty(self) -> bool:
        return True


class Clock:
    """A clock that moves only when told."""

    def __init__(self) -> None:
        self.now = 100.0

    def __call__(self) -> float:
        return self.now


def test_plain_lines_every_tenth_and_at_the_end() -> None:
    stream, clock = io.StringIO(), Clock()
    report = PlainLines("simulating", "games", stream, clock)
    for done in range(1, 201):
        clock.now += 0.01
        report(done, 200)
    lines = stream.getvalue().splitlines()
    assert [line.split()[1] for line in lines] == [f"{n}/200" for n in range(20, 201, 20)]
    assert lines[0] == "simulating: 20/200 games (10%), 100.0 games/s, 2 s left"
    assert lines[-1] == "simulating: 200/200 games (100%), 100.0 games/s, 2 s"


def test_plain_lines_also_every_few_seconds_of_a_slow_run() -> None:
    stream, clock = io.StringIO(), Clock()
    report = PlainLines("checking", "games", stream, clock)
    for done in range(1, 4):
        clock.now += PLAIN_EVERY
        report(done, 1000)
    report(3, 1000)  # no time passed and no new tenth: nothing
    assert stream.getvalue().splitlines() == [
        "checking: 1/1,000 games (0%), 0.2 games/s, 1 h 23 min left",
        "checking: 2/1,000 games (0%), 0.2 games/s, 1 h 23 min left",
        "checking: 3/1,000 games (0%), 0.2 games/s, 1 h 23 min left",
    ]


def test_a_quiet_bar_writes_nothing() -> None:
    stream = Terminal()
    with progress_bar("simulating", "games", stream, quiet=True) as report:
        report(1, 2)
        report(2, 2)
    assert stream.getvalue() == ""


def test_a_terminal_gets_a_bar_with_rate_and_time_left() -> None:
    stream = Terminal()
    with progress_bar("simulating", "games", stream) as report:
        for done in range(1, 11):
            report(done, 10)
    shown = stream.getvalue()
    assert "simulating" in shown
    assert "10/10" in shown
    assert "games/s" in shown
    assert "left" in shown


def test_unokit_simulate_prints_plain_progress_lines_off_a_terminal(
    capsys: pytest.CaptureFixture[str],
) -> None:
    code = main(["simulate", "--games", "20", "--players", "2", "--match", "single-round"])
    captured = capsys.readouterr()
    assert code == 0
    lines = captured.err.splitlines()
    assert [line.split()[1] for line in lines] == [f"{n}/20" for n in range(2, 21, 2)]
    assert all(LINE.fullmatch(line) for line in lines), lines
    assert captured.out.startswith("classic, 2 players, 20 single-round games, seed 0\n")


@pytest.mark.parametrize("command", ["simulate", "check"])
def test_quiet_leaves_only_the_result(command: str, capsys: pytest.CaptureFixture[str]) -> None:
    argv = ["--games", "2", "--players", "2"]
    if command == "check":
        argv = ["classic", *argv]
    code = main([command, *argv, "--quiet"])
    captured = capsys.readouterr()
    assert code == 0
    assert captured.err == ""
    assert captured.out.startswith("classic")


def test_unokit_check_prints_plain_progress_lines_off_a_terminal(
    capsys: pytest.CaptureFixture[str],
) -> None:
    code = main(["check", "classic", "--games", "2", "--players", "2", "--players", "3"])
    captured = capsys.readouterr()
    assert code == 0
    lines = captured.err.splitlines()
    assert lines[-1].startswith("checking: 4/4 games (100%)")
    assert all(LINE.fullmatch(line) for line in lines), lines
    assert captured.out.startswith("classic: 12 properties hold in 4 random games")
