"""Fixtures of the table's tests: an in-process app, and a real server on 127.0.0.1."""

from __future__ import annotations

import json
import os
import re
import shutil
import signal
import subprocess
import sys
import time
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from starlette.testclient import TestClient

from unokit_table import Limits, create_app

#: Seconds an in-process connection may stay silent before the app closes it (code 4408):
#: the bound on any wait for a message that never comes, and far more than a message takes
#: to come on the busiest machine.
SILENCE = 60.0

#: Where a developer can point the browser tests at a Chromium of their own.
BROWSER_VARIABLE = "UNOKIT_TABLE_CHROMIUM"
BROWSER_NAMES = ("chromium", "chromium-browser", "google-chrome", "google-chrome-stable", "chrome")


@pytest.fixture
def client(tmp_path: Path) -> Iterator[TestClient]:
    """The app in process, on a fresh database; bots move at once, messages are not slowed."""
    limits = Limits(bot_delay=0.0, moves_per_second=1000.0, burst=1000, idle_timeout=SILENCE)
    with TestClient(create_app(tmp_path / "rooms.sqlite3", limits)) as test:
        yield test


def new_room(client: TestClient, **settings: Any) -> dict[str, Any]:
    """Create a room (single-round classic, seat 0 human, the rest greedy bots by default)."""
    body = {"players": 3, "options": {"match": "single-round"}, **settings}
    body.setdefault("seats", ["human"] + ["greedy"] * (body["players"] - 1))
    answer = client.post("/api/rooms", json=body)
    assert answer.status_code == 201, answer.text
    data: dict[str, Any] = answer.json()
    return data


def find_chromium() -> str | None:
    """The system's Chromium (or Chrome): ``UNOKIT_TABLE_CHROMIUM``, else the first on PATH."""
    chosen = os.environ.get(BROWSER_VARIABLE)
    if chosen:
        return chosen
    for name in BROWSER_NAMES:
        found = shutil.which(name)
        if found:
            return found
    return None


@pytest.fixture(scope="session")
def chromium() -> str:
    """The Chromium to drive: skipped where missing on a developer's machine, never in CI."""
    found = find_chromium()
    if found is None:
        reason = (
            "no Chromium found: install the system's (Debian: apt-get install -y chromium) or set "
            f"{BROWSER_VARIABLE} to a Chromium or Chrome executable"
        )
        if os.environ.get("CI"):
            pytest.fail(reason + " (CI must run the browser tests)")
        pytest.skip(reason)
    return found


class Server:
    """``python -m unokit_table`` in a subprocess on 127.0.0.1, on a free port.

    Args:
        database: Its SQLite file.
        port: The port (0: a free one, then kept for restarts).
        bot_delay: Seconds its bots wait before moving.
    """

    def __init__(self, database: Path, port: int = 0, bot_delay: float = 0.05) -> None:
        self.database = database
        self.port = port
        self.bot_delay = bot_delay
        self.process: subprocess.Popen[str] | None = None
        self.url = ""

    def start(self) -> None:
        """Start it and wait for the line saying where it serves."""
        self.process = subprocess.Popen(
            [
                sys.executable,
                "-m",
                "unokit_table",
                "--port",
                str(self.port),
                "--db",
                str(self.database),
                "--bot-delay",
                str(self.bot_delay),
            ],
            stdout=subprocess.PIPE,
            stderr=subprocess.STDOUT,
            text=True,
        )
        assert self.process.stdout is not None
        line = self.process.stdout.readline()
        found = re.search(r"http://127\.0\.0\.1:(\d+)/", line)
        assert found, f"the server did not say where it serves: {line!r}"
        self.url, self.port = found[0], int(found[1])

    def stop(self) -> str:
        """Stop it as Ctrl-C does; return what it printed. Fails unless it stops within 10 s."""
        assert self.process is not None
        assert self.process.stdout is not None
        started = time.monotonic()
        self.process.send_signal(signal.SIGINT)
        try:
            output, _ = self.process.communicate(timeout=10)
        except subprocess.TimeoutExpired:
            self.process.kill()
            raise
        assert time.monotonic() - started < 10
        self.process = None
        return output

    def kill(self) -> None:
        """End it at once if it still runs (the end of a failed test)."""
        if self.process is not None:
            self.process.kill()
            self.process.communicate()
            self.process = None

    def post(self, path: str, body: dict[str, Any]) -> dict[str, Any]:
        """POST JSON to the server and return the JSON answer."""
        import urllib.request

        request = urllib.request.Request(
            self.url + path.lstrip("/"),
            data=json.dumps(body).encode(),
            headers={"content-type": "application/json"},
        )
        with urllib.request.urlopen(request, timeout=10) as answer:
            data: dict[str, Any] = json.loads(answer.read())
        return data

    def get_text(self, path: str) -> str:
        """GET a text resource from the server."""
        import urllib.request

        with urllib.request.urlopen(self.url + path.lstrip("/"), timeout=10) as answer:
            return str(answer.read().decode())


@pytest.fixture
def server(tmp_path: Path) -> Iterator[Server]:
    """A real server on 127.0.0.1 with a temporary database; stopped after the test."""
    running = Server(tmp_path / "rooms.sqlite3")
    running.start()
    try:
        yield running
    finally:
        running.kill()
