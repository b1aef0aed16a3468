"""Load: 50 rooms played at once through the websocket API of a real server on 127.0.0.1.

Each room has one seat played by this test over a websocket (its first legal move, at a
person's pace) and three bots; a room whose match ends starts another. Each room plays
``MATCHES`` matches; the server's resident memory is measured once every room has finished
``WARM`` of them, and again at the end. The run is bounded by ``DEADLINE`` (and fails saying
how far the rooms got), never by an assumption of how fast the machine is; it checks that no
message was an error and that the memory stayed flat.

``python -m pytest -s examples/unokit-table/tests/test_load.py`` prints the figures.
"""

from __future__ import annotations

import asyncio
import json
import time
from collections import Counter
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import psutil
import pytest
import websockets

from serving import Server

ROOMS = 50
#: Matches every room has finished when the memory is first measured.
WARM = 1
#: Matches every room plays; the memory is measured again after the last.
MATCHES = 2
#: The longest the whole load may take, in seconds.
DEADLINE = 600.0
#: Growth of the server's resident memory allowed between the two measures.
MEMORY_BOUND = 40 * 2**20
#: Seconds the test's seat waits before each move: a person's pace, within the rate limit.
PACE = 0.25
#: Every room is played from this machine, one client address: its limits per address are
#: raised to let it play them all.
PER_ADDRESS = [
    "--limit",
    "client_sockets=100",
    "--limit",
    "rooms_per_hour=100",
    "--limit",
    "requests_per_minute=1000",
    "--limit",
    "client_connections=200",
]


class Load:
    """What the rooms did, and the memory measures.

    Args:
        server: The server under load.
    """

    def __init__(self, server: Server) -> None:
        assert server.process is not None
        self.server = server
        self.process = psutil.Process(server.process.pid)
        self.tally: Counter[str] = Counter()
        self.finished = [0] * ROOMS
        self.rss: list[int] = []
        self.warm = asyncio.Event()

    def match_over(self, room: int) -> None:
        """Count a finished match of ``room``; measure the memory once all rooms are warm."""
        self.finished[room] += 1
        self.tally["matches"] += 1
        if not self.warm.is_set() and min(self.finished) >= WARM:
            self.rss.append(self.process.memory_info().rss)
            self.warm.set()

    def progress(self) -> str:
        """How far the rooms got, for a failure's message."""
        done = sum(count >= MATCHES for count in self.finished)
        return f"{done} of {ROOMS} rooms finished {MATCHES} matches; {dict(self.tally)}"


async def play_room(load: Load, room: int) -> None:
    """Play seat 0 of one room until it has finished ``MATCHES`` matches."""
    created = await asyncio.to_thread(
        load.server.post,
        "/api/rooms",
        {
            "players": 4,
            "seats": ["human", "greedy", "random", "greedy"],
            "options": {"match": "single-round"},
        },
    )
    url = load.server.url.replace("http://", "ws://") + f"ws/{created['room']}"
    async with websockets.connect(url) as socket:
        await socket.send(json.dumps({"v": 2, "type": "join", "token": created["token"]}))
        await socket.send(json.dumps({"v": 2, "type": "start"}))
        sent: Any = None
        while load.finished[room] < MATCHES:
            message = json.loads(await socket.recv())
            kind = message["type"]
            if kind == "error":
                load.tally[f"error {message['code']}"] += 1
                continue
            if kind == "refused":  # the bots moved first: their state is on its way
                load.tally["refused"] += 1
                continue
            if kind != "state" or message["view"] is None:
                continue
            view = message["view"]
            if message["status"] == "over":
                if sent != ("over", message["game"]):
                    sent = ("over", message["game"])
                    load.match_over(room)
                    if load.finished[room] < MATCHES:
                        await socket.send(json.dumps({"v": 2, "type": "rematch"}))
                continue
            if view["current_player"] == 0 and view["legal_moves"]:
                move = view["legal_moves"][0]["text"]
                if sent != (message["game"], message["seq"]):
                    sent = (message["game"], message["seq"])
                    await asyncio.sleep(PACE)
                    chosen = {"move": move, "game": message["game"], "seq": message["seq"]}
                    await socket.send(json.dumps({"v": 2, "type": "move", **chosen}))
                    load.tally["moves"] += 1


async def run(load: Load) -> float:
    """Play every room to its last match within ``DEADLINE``; return the seconds it took."""
    started = time.monotonic()
    rooms = asyncio.gather(*(play_room(load, room) for room in range(ROOMS)))
    try:
        await asyncio.wait_for(rooms, DEADLINE)
    except asyncio.TimeoutError:
        raise AssertionError(f"not done within {DEADLINE:g} s: {load.progress()}") from None
    load.rss.append(load.process.memory_info().rss)
    return time.monotonic() - started


@pytest.fixture
def server(tmp_path: Path) -> Iterator[Server]:
    """A real server on 127.0.0.1, its limits per address raised for the load's one address."""
    running = Server(tmp_path / "rooms.sqlite3", args=PER_ADDRESS)
    running.start()
    try:
        yield running
    finally:
        running.kill()


@pytest.mark.slow  # the README's quick run leaves it out
def test_fifty_rooms_play_at_once_without_errors_and_with_flat_memory(server: Server) -> None:
    load = Load(server)
    seconds = asyncio.run(run(load))
    errors = {kind: count for kind, count in load.tally.items() if kind.startswith("error")}
    assert errors == {}, load.progress()
    assert min(load.finished) == MATCHES
    assert load.tally["moves"] >= ROOMS * MATCHES
    warm, end = load.rss
    assert end - warm < MEMORY_BOUND, f"{(end - warm) / 2**20:.1f} MiB more"
    said = server.stop()
    assert "Traceback" not in said
    assert "ERROR" not in said
    print(
        f"load: {ROOMS} rooms, {MATCHES} matches each in {seconds:.0f} s; {dict(load.tally)}; "
        f"server RSS {warm / 2**20:.1f} MiB (all rooms warm) -> {end / 2**20:.1f} MiB"
    )
