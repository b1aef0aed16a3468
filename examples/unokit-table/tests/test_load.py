"""Load: 50 rooms played at once through the websocket API of a real server on 127.0.0.1.

Each room has one seat played by this test over a websocket (its first legal move, at a
person's pace) and three bots; a room whose match ends starts another. The run is bounded
in time; it checks that nothing failed and that the server's memory stayed flat.
"""

from __future__ import annotations

import asyncio
import json
import time
from typing import Any

import psutil
import websockets

from conftest import Server

ROOMS = 50
SECONDS = 18.0
#: Seconds before the first measure of the server's memory.
WARM_UP = 6.0
#: Growth of the server's resident memory allowed between the end of the warm-up and the end.
MEMORY_BOUND = 40 * 2**20


async def play_room(server: Server, deadline: float, tally: dict[str, int]) -> None:
    """Play seat 0 of one room until ``deadline``, starting a new match when one ends."""
    created = await asyncio.to_thread(
        server.post,
        "/api/rooms",
        {
            "players": 4,
            "seats": ["human", "greedy", "random", "greedy"],
            "options": {"match": "single-round"},
        },
    )
    url = server.url.replace("http://", "ws://") + f"ws/{created['room']}"
    async with websockets.connect(url) as socket:
        await socket.send(json.dumps({"v": 1, "type": "join", "token": created["token"]}))
        await socket.send(json.dumps({"v": 1, "type": "start"}))
        sent: Any = None
        while time.monotonic() < deadline:
            try:
                raw = await asyncio.wait_for(socket.recv(), deadline - time.monotonic())
            except asyncio.TimeoutError:
                return
            message = json.loads(raw)
            kind = message["type"]
            if kind == "error":
                tally["errors"] += 1
                continue
            if kind == "refused":  # the bots moved first: a race the rules settle
                tally["refused"] += 1
                sent = None
                continue
            if kind != "state" or message["view"] is None:
                continue
            view = message["view"]
            if message["status"] == "over":
                if sent != "rematch":
                    tally["matches"] += 1
                    sent = "rematch"
                    await socket.send(json.dumps({"v": 1, "type": "rematch"}))
                continue
            if view["current_player"] == 0 and view["legal_moves"]:
                move = view["legal_moves"][0]["text"]
                if sent != (message["game"], message["seq"]):
                    sent = (message["game"], message["seq"])
                    await asyncio.sleep(0.25)  # a person's pace, within the rate limit
                    await socket.send(json.dumps({"v": 1, "type": "move", "move": move}))
                    tally["moves"] += 1


async def load(server: Server, seconds: float, rss: list[int]) -> dict[str, int]:
    """Play every room for ``seconds``; note the server's memory after a warm-up and at the end."""
    assert server.process is not None
    process = psutil.Process(server.process.pid)
    tally = {"errors": 0, "refused": 0, "matches": 0, "moves": 0}
    deadline = time.monotonic() + seconds

    async def sample() -> None:
        await asyncio.sleep(WARM_UP)  # every room made, some matches over and started again
        rss.append(process.memory_info().rss)

    await asyncio.gather(sample(), *(play_room(server, deadline, tally) for _ in range(ROOMS)))
    rss.append(process.memory_info().rss)
    return tally


def test_fifty_rooms_play_at_once_without_errors_and_with_flat_memory(server: Server) -> None:
    rss: list[int] = []
    tally = asyncio.run(load(server, SECONDS, rss))
    before, after = rss
    assert tally["errors"] == 0
    assert tally["matches"] >= 10
    assert tally["moves"] >= 10 * ROOMS
    assert after - before < MEMORY_BOUND, f"{(after - before) / 2**20:.1f} MiB more"
    said = server.stop()
    assert "Traceback" not in said
    assert "ERROR" not in said
    print(f"load: {tally}, RSS {before / 2**20:.1f} -> {after / 2**20:.1f} MiB")
