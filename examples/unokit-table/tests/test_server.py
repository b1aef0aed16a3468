"""The ``unokit-table`` command's server, a real one on 127.0.0.1: what it does that the app
in process cannot show (its client addresses, its connections)."""

from __future__ import annotations

import contextlib
import json
import selectors
import socket
import sys
import time
import urllib.error
import urllib.request
from pathlib import Path

import pytest

from serving import Server

#: The start of a request that never ends.
PARTIAL = b"GET /healthz HTTP/1.1\r\nHost: 127.0.0.1\r\n"


#: The longest a server busy with 1,100 connections may take to answer or close them, on a
#: machine busy with other work too: a bound for a test that fails, never a measure (without
#: the limits, the server answers nobody until the client lets go).
BUSY = 300.0


def healthz(server: Server, forwarded_for: str, timeout: float | None = None) -> tuple[int, str]:
    """The status and error code of ``GET /healthz`` sent with an ``X-Forwarded-For`` header
    of its own (``""`` when it is answered), waiting at most ``timeout`` seconds (the
    server's ``seconds`` by default)."""
    request = urllib.request.Request(
        server.url + "healthz", headers={"x-forwarded-for": forwarded_for}
    )
    try:
        with urllib.request.urlopen(request, timeout=timeout or server.seconds) as answer:
            return int(answer.status), ""
    except urllib.error.HTTPError as error:
        return error.code, str(json.loads(error.read())["code"])


def test_a_client_cannot_name_its_own_address(tmp_path: Path) -> None:
    # One request a minute from an address: a client that says it is another (a header any
    # client may write) is still itself.
    server = Server(tmp_path / "rooms.sqlite3", args=["--limit", "requests_per_minute=1"])
    server.start()
    try:
        assert healthz(server, "10.1.1.1") == (200, "")
        assert healthz(server, "10.2.2.2") == (429, "rate-limited")
    finally:
        server.kill()


def unfinished(server: Server, source: str = "127.0.0.1", sent: bytes = PARTIAL) -> socket.socket:
    """A connection to the server from ``source`` (any address of 127.0.0.0/8 on Linux) that
    sends ``sent`` and no more: a request that never ends."""
    connection = socket.create_connection(
        ("127.0.0.1", server.port), timeout=server.seconds, source_address=(source, 0)
    )
    connection.sendall(sent)
    return connection


def answer(connection: socket.socket) -> bytes:
    """What the server sends on ``connection`` until it closes it (within its timeout)."""
    received = b""
    while chunk := connection.recv(4096):
        received += chunk
    connection.close()
    return received


def test_a_request_that_does_not_arrive_in_time_is_answered_and_closed(tmp_path: Path) -> None:
    server = Server(tmp_path / "rooms.sqlite3", args=["--limit", "request_timeout=0.5"])
    server.start()
    try:
        silent = unfinished(server, sent=b"")
        partial = unfinished(server)
        for connection in (silent, partial):
            said = answer(connection)  # the server closes them; never the test
            assert said.startswith(b"HTTP/1.1 408 Request Timeout\r\n"), said
            assert said.endswith(b"\r\n\r\na request must arrive within 0.5 seconds\n")
        assert healthz(server, "") == (200, "")  # a request sent at once is served
    finally:
        server.kill()


@pytest.mark.skipif(sys.platform != "linux", reason="connects from 127.0.0.2")
def test_one_address_holds_only_so_many_connections(tmp_path: Path) -> None:
    # (The requests held never time out here, however slowly the test goes on.)
    args = ["--limit", "client_connections=3", "--limit", "request_timeout=3600"]
    server = Server(tmp_path / "rooms.sqlite3", args=args)
    server.start()
    held: list[socket.socket] = []
    try:
        held += (unfinished(server, "127.0.0.2") for _ in range(3))
        said = answer(unfinished(server, "127.0.0.2", sent=b""))  # (a request unread would
        # make the server's closing a reset, which may come before its answer)
        assert said.startswith(b"HTTP/1.1 429 Too Many Requests\r\n"), said
        assert said.endswith(b"your address has 3 connections open, as many as it may\n")
        assert healthz(server, "") == (200, "")  # another address is served
    finally:
        for connection in held:
            connection.close()
        server.kill()


@pytest.mark.slow  # 1,100 connections
@pytest.mark.skipif(sys.platform != "linux", reason="connects from 127.0.0.2")
def test_unfinished_requests_do_not_take_every_open_file(tmp_path: Path) -> None:
    # The usual limit of 1,024 open files, the default limits, and one client that opens
    # 1,100 connections, each with a request it never finishes.
    server = Server(tmp_path / "rooms.sqlite3", open_files=1024)
    server.start()
    held: list[socket.socket] = []
    try:
        held += (unfinished(server, "127.0.0.2") for _ in range(1100))
        assert healthz(server, "", timeout=BUSY) == (200, "")  # another client is served
        # The server closed all but 64 of them at once.
        closed = 0
        deadline = time.monotonic() + BUSY
        with selectors.DefaultSelector() as waiting:
            for connection in held:
                waiting.register(connection, selectors.EVENT_READ)
            while closed < 1100 - 64:
                assert time.monotonic() < deadline, f"{closed} of 1,100 connections closed"
                for key, _ in waiting.select(timeout=1.0):
                    ready = key.fileobj
                    assert isinstance(ready, socket.socket)
                    waiting.unregister(ready)
                    with contextlib.suppress(ConnectionResetError):  # its request was not read
                        said = answer(ready)  # one too many (429), or later too late (408)
                        assert said.startswith((b"HTTP/1.1 429 ", b"HTTP/1.1 408 ")), said
                    ready.close()
                    held.remove(ready)
                    closed += 1
    finally:
        for connection in held:  # also when it fails: no other test sees them
            connection.close()
        server.kill()
