"""Fixtures of the table's tests: an in-process app, and a real server on 127.0.0.1.

``conftest.py`` hands the fixtures to pytest; they live here, under a name of their own, so
that the tests, ``screenshot.py`` and the type checker import this module by its name (the
repository's root has a ``conftest.py`` too, and mypy checks only one module of a name).

Every wait is bounded and fails saying what did not come: a test never hangs on a busy
machine, and never counts on it being fast.
"""

from __future__ import annotations

import json
import os
import re
import shutil
import signal
import subprocess
import sys
import time
import urllib.request
from collections.abc import Iterator, Sequence
from pathlib import Path
from typing import Any

import pytest
from starlette.applications import Starlette
from starlette.testclient import TestClient
from starlette.types import Receive, Scope, Send

from unokit_table import Limits, create_app

#: Seconds an in-process connection may stay silent before the app closes it (code 4408,
#: with the reason): the bound on any wait for a message that never comes, and far more
#: than a message takes to come on the busiest machine.
SILENCE = 60.0

#: Where a developer (or a CI job) points the browser tests at a Chromium of their own.
BROWSER_VARIABLE = "UNOKIT_TABLE_CHROMIUM"
#: Chromium and Chrome by the names they have on PATH (Debian, Ubuntu, other Linuxes).
BROWSER_NAMES = ("chromium", "chromium-browser", "google-chrome", "google-chrome-stable", "chrome")


def _installed_browsers() -> list[Path]:
    """Where Chrome, Chromium and Edge (Chromium-based) install themselves off PATH."""
    if sys.platform == "darwin":
        return [
            Path(f"/Applications/{app}.app/Contents/MacOS/{app}")
            for app in ("Google Chrome", "Chromium", "Microsoft Edge")
        ]
    if sys.platform == "win32":
        roots = [
            os.environ.get(name) for name in ("PROGRAMFILES", "PROGRAMFILES(X86)", "LOCALAPPDATA")
        ]
        return [
            Path(root) / program
            for root in roots
            if root
            for program in (
                "Google/Chrome/Application/chrome.exe",
                "Chromium/Application/chrome.exe",
                "Microsoft/Edge/Application/msedge.exe",
            )
        ]
    return []


def find_chromium() -> str | None:
    """The Chromium to drive, or ``None``.

    ``UNOKIT_TABLE_CHROMIUM`` if set, else the first of ``BROWSER_NAMES`` on PATH, else
    Chrome, Chromium or Edge where they install themselves on macOS and Windows.
    """
    chosen = os.environ.get(BROWSER_VARIABLE)
    if chosen:
        return chosen
    for name in BROWSER_NAMES:
        found = shutil.which(name)
        if found:
            return found
    for path in _installed_browsers():
        if path.is_file():
            return str(path)
    return None


@pytest.fixture(scope="session")
def chromium() -> str:
    """The Chromium to drive: skipped where missing on a developer's machine, never in CI."""
    found = find_chromium()
    if found is None:
        reason = (
            "no Chromium found: install the system's (Debian: apt-get install -y chromium) or set "
            f"{BROWSER_VARIABLE} to a Chromium, Chrome or Edge executable"
        )
        if os.environ.get("CI"):
            pytest.fail(reason + " (CI must run the browser tests)")
        pytest.skip(reason)
    return found


#: The name Starlette's TestClient gives the server (its requests' ``Host`` header).
TEST_HOST = "testserver"
#: The ``Origin`` header of this server's own pages, in process.
ORIGIN = {"origin": f"http://{TEST_HOST}"}


#: The header by which a test's request says which client address it comes from (in
#: process, every request comes from the TestClient's own).
CLIENT_HEADER = b"x-test-client"


class Addressed:
    """An app that takes each request's client address from its ``x-test-client`` header,
    so that one TestClient plays clients at several addresses.

    Args:
        app: The app.
    """

    def __init__(self, app: Starlette) -> None:
        self.app = app
        self.state = app.state

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        if scope["type"] in ("http", "websocket"):
            for key, value in scope["headers"]:
                if key == CLIENT_HEADER:
                    scope = {**scope, "client": (value.decode(), 50000)}
        await self.app(scope, receive, send)


def at(address: str) -> dict[str, str]:
    """The headers of a request from the client address ``address`` (see `Addressed`)."""
    return {CLIENT_HEADER.decode(): address}


class Clock:
    """A clock that moves only when told: the time the app's rates are measured by.

    Attributes:
        now: The time, in seconds.
    """

    def __init__(self) -> None:
        self.now = 1000.0

    def __call__(self) -> float:
        return self.now

    def advance(self, seconds: float) -> None:
        """Move the time on by ``seconds``."""
        self.now += seconds


def table_client(database: Path, limits: Limits | None = None, **options: Any) -> TestClient:
    """The app in process on ``database``, answering to the TestClient's name (its client
    address set by `at`)."""
    return TestClient(Addressed(create_app(database, limits, hosts=[TEST_HOST], **options)))


@pytest.fixture
def client(tmp_path: Path) -> Iterator[TestClient]:
    """The app in process, on a fresh database; bots move at once, messages are not slowed."""
    limits = Limits(bot_delay=0.0, moves_per_second=1000.0, burst=1000, idle_timeout=SILENCE)
    with table_client(tmp_path / "rooms.sqlite3", limits) as test:
        yield test


def post_room(client: TestClient, body: Any, address: str | None = None) -> Any:
    """``POST /api/rooms`` with ``body`` as JSON, as the server's own page sends it (from the
    client ``address``, if given)."""
    headers = {**ORIGIN, **(at(address) if address else {})}
    return client.post("/api/rooms", json=body, headers=headers)


def new_room(client: TestClient, **settings: Any) -> dict[str, Any]:
    """Create a room (single-round classic, seat 0 human, the rest greedy bots by default)."""
    body = {"players": 3, "options": {"match": "single-round"}, **settings}
    body.setdefault("seats", ["human"] + ["greedy"] * (body["players"] - 1))
    answer = post_room(client, body)
    assert answer.status_code == 201, answer.text
    data: dict[str, Any] = answer.json()
    return data


class Server:
    """``python -m unokit_table`` in a subprocess on 127.0.0.1, on a free port.

    What it prints goes to ``server.log`` beside its database (a pipe nobody reads could
    fill and stop it).

    Args:
        database: Its SQLite file.
        port: The port (0: a free one, then kept for restarts).
        bot_delay: Seconds its bots wait before moving.
        seconds: The longest it may take to start, or to stop.
        args: More arguments of the command (``--limit NAME=VALUE``...).
        open_files: The most files it may open (its soft ``RLIMIT_NOFILE``; POSIX only), or
            ``None`` for the limit it inherits.
    """

    def __init__(
        self,
        database: Path,
        port: int = 0,
        bot_delay: float = 0.05,
        seconds: float = 30.0,
        args: Sequence[str] = (),
        open_files: int | None = None,
    ) -> None:
        self.database = database
        self.port = port
        self.bot_delay = bot_delay
        self.seconds = seconds
        self.args = list(args)
        self.open_files = open_files
        self.log = database.with_name("server.log")
        self.process: subprocess.Popen[bytes] | None = None
        self.url = ""

    def start(self) -> None:
        """Start it and wait (at most ``seconds``) for the line saying where it serves."""
        command = [sys.executable, "-m", "unokit_table", "--port", str(self.port)]
        command += ["--db", str(self.database), "--bot-delay", str(self.bot_delay), *self.args]
        start = self.log.stat().st_size if self.log.exists() else 0
        with self.log.open("ab") as output:
            self.process = subprocess.Popen(
                command,
                stdout=output,
                stderr=subprocess.STDOUT,
                # Windows sends Ctrl-Break only to a process group of its own.
                creationflags=getattr(subprocess, "CREATE_NEW_PROCESS_GROUP", 0),
                preexec_fn=None if self.open_files is None else self._limit_files,
            )
        deadline = time.monotonic() + self.seconds
        while True:
            said = self.log.read_bytes()[start:].decode(errors="replace")
            found = re.search(r"http://127\.0\.0\.1:(\d+)/", said)
            if found:
                self.url, self.port = found[0], int(found[1])
                return
            if self.process.poll() is not None or time.monotonic() > deadline:
                self.kill()
                raise AssertionError(f"the server did not say where it serves:\n{said}")
            time.sleep(0.05)

    def _limit_files(self) -> None:
        """In the child, before it runs the server: open at most ``open_files`` files."""
        import resource  # POSIX only

        assert self.open_files is not None
        _, hard = resource.getrlimit(resource.RLIMIT_NOFILE)
        resource.setrlimit(resource.RLIMIT_NOFILE, (self.open_files, hard))

    def stop(self) -> str:
        """Stop it as Ctrl-C does (Ctrl-Break on Windows); return what it printed.

        Fails unless it stops within ``seconds``.
        """
        assert self.process is not None
        start = self.log.stat().st_size
        if sys.platform == "win32":
            self.process.send_signal(signal.CTRL_BREAK_EVENT)
        else:
            self.process.send_signal(signal.SIGINT)
        try:
            self.process.wait(timeout=self.seconds)
        except subprocess.TimeoutExpired:
            self.kill()
            raise AssertionError(f"the server did not stop within {self.seconds} s") from None
        self.process = None
        return self.log.read_bytes()[start:].decode(errors="replace")

    def kill(self) -> None:
        """End it at once if it still runs (the end of a failed test)."""
        if self.process is not None:
            self.process.kill()
            self.process.wait()
            self.process = None

    def post(self, path: str, body: dict[str, Any]) -> dict[str, Any]:
        """POST JSON to the server and return the JSON answer."""
        request = urllib.request.Request(
            self.url + path.lstrip("/"),
            data=json.dumps(body).encode(),
            headers={"content-type": "application/json", "origin": self.url.rstrip("/")},
        )
        with urllib.request.urlopen(request, timeout=self.seconds) as answer:
            data: dict[str, Any] = json.loads(answer.read())
        return data

    def get_text(self, path: str) -> str:
        """GET a text resource from the server."""
        with urllib.request.urlopen(self.url + path.lstrip("/"), timeout=self.seconds) as answer:
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
