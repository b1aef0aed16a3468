"""Progress of long runs for the ``unokit`` command and the benchmark scripts.

The library reports progress through callbacks (``progress=(done, total)``); this module turns
them into output on a stream: a rich progress bar (rate and time left) on a terminal, a plain
line every 10 % (or every 5 seconds) otherwise, nothing when asked to be quiet. ``rich`` is
imported only when a bar is drawn, so ``import unokit`` never loads it.
"""

from __future__ import annotations

import time
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from typing import TextIO

#: Seconds between two plain lines when no new tenth of the run is done.
PLAIN_EVERY = 5.0

Report = Callable[[int, int], None]


def _quiet(done: int, total: int) -> None:
    """Report nothing."""


def _duration(seconds: float) -> str:
    seconds = round(seconds)
    if seconds < 60:
        return f"{seconds} s"
    minutes, seconds = divmod(seconds, 60)
    if minutes < 60:
        return f"{minutes} min {seconds:02d} s"
    hours, minutes = divmod(minutes, 60)
    return f"{hours} h {minutes:02d} min"


class PlainLines:
    """Writes ``label: done/total unit (percent), rate, time left`` lines to a stream.

    A line is written when a new tenth of the run is done, when ``PLAIN_EVERY`` seconds have
    passed since the last one, and at the end.
    """

    def __init__(
        self, label: str, unit: str, stream: TextIO, clock: Callable[[], float] = time.monotonic
    ) -> None:
        """Start the clock."""
        self.label = label
        self.unit = unit
        self.stream = stream
        self.clock = clock
        self.started = clock()
        self.last_time = self.started
        self.last_tenth = 0
        self.finished = False

    def __call__(self, done: int, total: int) -> None:
        """Report ``done`` of ``total``."""
        if self.finished:
            return
        now = self.clock()
        tenth = 10 * done // total if total else 10
        if tenth == self.last_tenth and now - self.last_time < PLAIN_EVERY and done < total:
            return
        self.last_tenth = tenth
        self.last_time = now
        elapsed = now - self.started
        percent = 100 * done // total if total else 100
        line = f"{self.label}: {done:,}/{total:,} {self.unit} ({percent}%)"
        if elapsed > 0 and done:
            rate = done / elapsed
            line += f", {rate:,.1f} {self.unit}/s"
            if done < total:
                line += f", {_duration((total - done) / rate)} left"
            else:
                line += f", {_duration(elapsed)}"
        self.finished = done >= total
        print(line, file=self.stream, flush=True)


@contextmanager
def progress_bar(label: str, unit: str, stream: TextIO, *, quiet: bool = False) -> Iterator[Report]:
    """A ``progress`` callback writing to ``stream`` while the ``with`` block runs.

    Args:
        label: What is being done (``"simulating"``).
        unit: What is counted (``"games"``).
        stream: Where progress goes (the command's stderr).
        quiet: Write nothing.

    Yields:
        The callback, ``(done, total)``.
    """
    if quiet:
        yield _quiet
        return
    isatty = getattr(stream, "isatty", None)
    if not (isatty and isatty()):
        yield PlainLines(label, unit, stream)
        return
    from rich.console import Console
    from rich.progress import (
        BarColumn,
        MofNCompleteColumn,
        Progress,
        ProgressColumn,
        Task,
        TextColumn,
        TimeElapsedColumn,
        TimeRemainingColumn,
    )
    from rich.text import Text

    class RateColumn(ProgressColumn):
        """How many things are done per second."""

        def render(self, task: Task) -> Text:
            speed = task.finished_speed or task.speed
            return Text(f"{speed:,.1f} {unit}/s" if speed else f"- {unit}/s")

    columns = (
        TextColumn(label),
        BarColumn(),
        MofNCompleteColumn(),
        RateColumn(),
        TimeRemainingColumn(),
        TextColumn("left,"),
        TimeElapsedColumn(),
        TextColumn("elapsed"),
    )
    with Progress(*columns, console=Console(file=stream)) as bar:
        task = bar.add_task(label, total=None)

        def report(done: int, total: int) -> None:
            bar.update(task, completed=done, total=total)

        yield report
