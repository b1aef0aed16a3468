"""The ``unokit-table`` command's server, a real one on 127.0.0.1: what it does that the app
in process cannot show (its client addresses, its connections)."""

from __future__ import annotations

import json
import urllib.error
import urllib.request
from pathlib import Path

from serving import Server


def healthz(server: Server, forwarded_for: str) -> tuple[int, str]:
    """The status and error code of ``GET /healthz`` sent with an ``X-Forwarded-For`` header
    of its own (``""`` when it is answered)."""
    request = urllib.request.Request(
        server.url + "healthz", headers={"x-forwarded-for": forwarded_for}
    )
    try:
        with urllib.request.urlopen(request, timeout=server.seconds) as answer:
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
