"""Spectators: a page that watches a room sees what every seat sees, and nothing more.

In process (Starlette's TestClient). A spectator's first message is ``watch``; it is sent
``unokit.spectator_view`` and the story told to nobody at the table, never a move to make,
and a move it sends is refused and changes nothing.
"""

from __future__ import annotations

import asyncio
import contextlib
import json
import re
import time
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from starlette.testclient import TestClient, WebSocketTestSession

import unokit
from serving import SILENCE, new_room, table_client
from test_rooms import join, move_message, play_to_the_end, receive, refused, rooms_of, until
from unokit.play.narration import Narrator
from unokit_table import Limits, schema
from unokit_table.app import WATCHING
from unokit_table.rooms import Rooms, RoomSettings
from unokit_table.storage import Storage

Message = dict[str, Any]


@contextlib.contextmanager
def watch(client: TestClient, room: str) -> Iterator[WebSocketTestSession]:
    """Open the room's websocket as a spectator."""
    with client.websocket_connect(f"/ws/{room}") as session:
        session.send_json({"v": 2, "type": "watch"})
        yield session


def strings(value: object) -> Iterator[str]:
    """Every text in a decoded JSON value: its objects' keys and every string value."""
    if isinstance(value, str):
        yield value
    elif isinstance(value, dict):
        for key, item in value.items():
            yield key
            yield from strings(item)
    elif isinstance(value, list):
        for item in value:
            yield from strings(item)


def never_shown(states: list[unokit.GameState]) -> set[str]:
    """The cards held in a hand during the game that no one at the table ever saw face up:
    no card of their text was ever on the discard pile."""
    held = {str(card) for state in states for hand in state.hands for card in hand}
    public = {str(card) for state in states for card in state.discard_pile}
    return held - public


def scored_hands(log: list[str]) -> list[str]:
    """The lines of ``log`` that list the hands left when a round is scored (after "Hands
    left:", each indented): every seat is told them alike, as the round ends."""
    listed: list[str] = []
    scoring = False
    for line in log:
        scoring = line == "Hands left:" or (scoring and line.startswith("  "))
        if scoring and line.startswith("  "):
            listed.append(line)
    return listed


def spectator_story(game: unokit.GameRecord, names: list[str]) -> list[str]:
    """Every line a spectator of the room's game 1 is told, in order."""
    narrator = Narrator(names=names, spectator=True)
    states = list(game.replay())
    lines = ["Game 1 begins.", *narrator.opening(states[0])]
    for before, move, after in zip(states, game.moves, states[1:], strict=False):
        lines += narrator.follow(move, before, after)
    return lines


#: The seed of the spectator's game: one whose hands hold cards never played (most do; a
#: random seed gave a game without one about once in eight, and nothing to look for).
WATCHED_SEED = 7


def test_a_spectator_is_sent_no_hidden_card_in_any_frame(
    client: TestClient, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr("unokit_table.rooms.secrets.randbits", lambda bits: WATCHED_SEED)
    room = new_room(client, name="Ann")  # Ann, and two greedy bots
    with (
        join(client, room["room"], room["token"]) as host,
        watch(client, room["room"]) as spectator,
    ):
        frames = [until(spectator, "state")]
        until(host, "state", spectators=1)  # Ann's page counts one spectator
        host.send_json({"v": 2, "type": "start"})
        over = play_to_the_end(host, until(host, "state", status="playing"))
        while frames[-1].get("status") != "over":
            frames.append(receive(spectator))
        game = unokit.GameRecord.parse(client.get(f"/api/rooms/{room['room']}/games/1/record").text)
    states = list(game.replay())
    names = [seat["name"] for seat in over["seats"]]
    hidden = never_shown(states)
    assert hidden  # (a game whose every card held had a twin played: next to impossible)
    pattern = re.compile(r"(?<![\w+])(" + "|".join(map(re.escape, sorted(hidden))) + r")(?![\w+])")
    # The check finds them where they are: in the view of a seat that holds one.
    holder = next(
        seat for seat, hand in enumerate(states[-1].hands) if hidden & set(map(str, hand))
    )
    theirs = schema.view_json(unokit.view(states[-1], holder), names)
    assert any(pattern.search(text) for text in strings(theirs))
    told: list[str] = []
    for frame in frames:  # every frame, every text in it: keys, values, drawings, lines
        shown = [text for text in strings(frame) if pattern.search(text)]
        assert set(shown) <= set(scored_hands(frame["log"])), frame
        assert frame["type"] == "state"
        assert (frame["seat"], frame["host"]) == (None, False)
        told += frame["log"]
        if frame["view"] is None:  # the lobby
            continue
        seen = unokit.spectator_view(states[frame["seq"]])
        assert frame["view"] == json.loads(json.dumps(schema.spectator_json(seen)))
        assert frame["view"]["hand"] == frame["view"]["legal_moves"] == []
        assert frame["view"]["seat"] is None
    # The story told to nobody at the table, whole, in order: `unokit replay --spectator`'s.
    assert told == spectator_story(game, names)
    assert frames[-1]["view"]["winners"] == over["view"]["winners"]


def test_a_spectators_moves_and_choices_are_refused_and_change_nothing(tmp_path: Path) -> None:
    slow = Limits(bot_delay=3600.0, idle_timeout=SILENCE)  # only Ann's moves move the game
    with table_client(tmp_path / "rooms.sqlite3", slow) as client:
        room = new_room(client, players=2, seats=["human", "greedy"])
        with (
            join(client, room["room"], room["token"]) as host,
            watch(client, room["room"]) as spectator,
        ):
            until(spectator, "state")
            spectator.send_json({"v": 2, "type": "start"})
            assert until(spectator, "error") == schema.error_message("refused", WATCHING)
            host.send_json({"v": 2, "type": "start"})
            state = until(host, "state", status="playing")
            (opened,) = rooms_of(client).open_rooms()
            assert opened.recorder is not None
            game = opened.recorder.state
            move = str(next(iter(unokit.legal_moves(game))))  # the move someone must make
            watched = until(spectator, "state", seq=state["seq"])
            assert watched["view"]["legal_moves"] == []
            # A legal move, sent by the spectator: refused, and not applied.
            spectator.send_json(move_message(state, move))
            assert until(spectator, "refused") == schema.refused_message(move, WATCHING)
            for message in (
                {"type": "decline", "game": 1, "seq": state["seq"]},
                {"type": "hand-to-bot", "seat": 0},
                {"type": "release", "seat": 1},
                {"type": "rematch"},
                {"type": "fill"},
            ):
                spectator.send_json({"v": 2, **message})
                assert until(spectator, "error") == schema.error_message("refused", WATCHING)
            spectator.send_json({"v": 2, "type": "claim", "seat": 0})
            assert until(spectator, "error")["code"] == "bad-type"
            spectator.send_json({"v": 2, "type": "ping"})
            while (message := receive(spectator))["type"] != "pong":
                assert message["type"] == "state"
                assert message["seq"] == state["seq"]  # nothing moved
            assert opened.seq == state["seq"]
            assert opened.recorder.state is game  # nothing applied
            assert len(opened.connections) == 2  # neither was closed


def test_a_room_refuses_the_spectator_beyond_its_limit(tmp_path: Path) -> None:
    limits = Limits(bot_delay=3600.0, idle_timeout=SILENCE, max_spectators=2)
    with table_client(tmp_path / "rooms.sqlite3", limits) as client:
        room = new_room(client)
        with join(client, room["room"], room["token"]) as host:
            until(host, "state")
            with watch(client, room["room"]) as first, watch(client, room["room"]) as second:
                until(first, "state")
                until(second, "state")
                state = until(host, "state")
                while state["spectators"] != 2:
                    state = until(host, "state")
                with watch(client, room["room"]) as third:
                    error, closed = refused(third)
                assert error == schema.error_message(
                    "too-many-spectators",
                    "this room has 2 spectators, as many as it allows: try again later",
                )
                assert closed.code == 4429
            while state["spectators"] != 0:  # both left: the host's page counts none
                state = until(host, "state")
            with watch(client, room["room"]) as again:  # a place is free again
                assert until(again, "state")["seat"] is None


def test_a_spectator_is_told_the_story_again_after_a_restart(tmp_path: Path) -> None:
    database = tmp_path / "rooms.sqlite3"
    slow = Limits(bot_delay=3600.0, idle_timeout=SILENCE)  # the game stands still meanwhile
    with table_client(database, slow) as first:
        room = new_room(first)
        with (
            join(first, room["room"], room["token"]) as host,
            watch(first, room["room"]) as spectator,
        ):
            until(host, "state")
            host.send_json({"v": 2, "type": "start"})
            seq = until(host, "state", status="playing")["seq"]
            before = until(spectator, "state", status="playing")
            told = before["log"]
            while before["seq"] != seq:
                before = until(spectator, "state")
                told += before["log"]
    with table_client(database, slow) as second, watch(second, room["room"]) as spectator:
        after = until(spectator, "state")
    assert after["view"] == before["view"]
    assert told[0] == "Game 1 begins."
    assert after["log"] == [*told, f"Back at the table: round 1, move {seq}."]


@pytest.mark.parametrize("extra", [{"seat": 1}, {"name": "Eve"}, {"token": "A" * 24}])
def test_a_watch_message_carries_no_field(client: TestClient, extra: Message) -> None:
    room = new_room(client)
    with client.websocket_connect(f"/ws/{room['room']}") as session:
        session.send_json({"v": 2, "type": "watch", **extra})
        error, closed = refused(session)
    assert error["code"] == "bad-field"
    assert closed.code == 4400


class Page:
    """A connection of a room's seat (``None``: a spectator) whose messages a test reads."""

    def __init__(self, seat: int | None) -> None:
        self.seat = seat
        self.log_seen = 0

    def notify(self) -> None:
        """Nothing to do: the test builds the messages it reads."""

    def send(self, message: Message) -> None:
        """Nothing to do: the test builds the messages it reads."""


def test_nobody_but_its_seat_is_told_of_a_chance_to_jump_in(tmp_path: Path) -> None:
    # A chance to jump in is offered only to a seat holding the very card on the pile: who
    # has one is its seat's to know, not a spectator's nor another seat's.
    async def scenario() -> tuple[set[int], dict[int | None, list[Message]]]:
        storage = Storage(tmp_path / "rooms.sqlite3")
        settings = RoomSettings.from_request(
            {"players": 3, "seats": ["human"] * 3, "house_rules": ["jump-in"]}
        )
        rooms = Rooms(storage, Limits(bot_delay=0.0))
        room, _ = await rooms.create(settings)
        pages = {seat: Page(seat) for seat in (0, 1, 2, None)}
        assert await room.host_action(0, "start") is None
        try:
            for _ in range(500):
                assert room.recorder is not None
                assert room._driver is not None
                state = room.recorder.state
                chances = [d for d in room._driver.waiting(time.monotonic()) if d.optional]
                if chances:
                    shown = {seat: room.message(page)["waiting"] for seat, page in pages.items()}
                    return {chance.seat for chance in chances}, shown
                move = next(
                    m for m in unokit.legal_moves(state) if m.player == state.current_player
                )
                assert await room.submit(move.player, str(move), room.game, room.seq) is None
            raise AssertionError("no chance to jump in came in 500 moves")
        finally:
            await rooms.close()
            storage.close()

    seats, shown = asyncio.run(scenario())
    for seat in seats:  # each seat with a chance is told of its own (two may hold the card)
        assert any(entry["seat"] == seat and entry["optional"] for entry in shown[seat])
    for page, waiting in shown.items():  # and of no one else's; a spectator of none
        assert [e for e in waiting if e["optional"] and e["seat"] != page] == [], (page, waiting)
