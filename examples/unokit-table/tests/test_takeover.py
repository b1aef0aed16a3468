"""Rooms never freeze: the turn timer, a bot for a person who left, the host's hand-overs.

In process (Starlette's TestClient); the room runs on unokit's table driver.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from starlette.testclient import TestClient

import unokit
from serving import SILENCE, new_room, table_client
from test_rooms import claim, join, move_message, play_to_the_end, until
from unokit_table import Limits
from unokit_table.rooms import TURN_SECONDS, RoomSettings, SettingsError

Message = dict[str, Any]


def test_a_rooms_seconds_per_decision_are_checked_and_kept() -> None:
    assert TURN_SECONDS == int(unokit.play.seating.DEFAULT_TIME_LIMIT) == 30
    settings = RoomSettings.from_request({"players": 2, "seats": ["human", "greedy"]})
    assert settings.turn_seconds == 30
    quick = RoomSettings.from_request({"players": 2, "turn_seconds": 5})
    assert RoomSettings.from_dict(quick.to_dict()).turn_seconds == 5
    older = {key: value for key, value in quick.to_dict().items() if key != "turn_seconds"}
    assert RoomSettings.from_dict(older).turn_seconds == 30  # a room saved before the timer
    for wrong in (0, 601, "5", True, 2.5):
        with pytest.raises(SettingsError) as refused:
            RoomSettings.from_request({"players": 2, "turn_seconds": wrong})
        assert str(refused.value) == "turn_seconds must be a whole number of seconds from 1 to 600"


def both_here(guest: Any, host: Any) -> None:
    """Wait until the host's page shows the guest (seat 1) connected."""
    until(guest, "state")
    state = until(host, "state")
    while not state["seats"][1]["connected"]:
        state = until(host, "state")


def started(guest: Any, host: Any) -> Message:
    """Start the room once the guest (seat 1) is connected; the host's first playing state."""
    both_here(guest, host)
    host.send_json({"v": 2, "type": "start"})
    return until(host, "state", status="playing")


def test_a_person_who_leaves_mid_game_is_played_by_a_bot_and_the_game_finishes(
    tmp_path: Path,
) -> None:
    limits = Limits(
        bot_delay=0.0, leave_grace=0.0, moves_per_second=1000.0, burst=1000, idle_timeout=SILENCE
    )
    with table_client(tmp_path / "rooms.sqlite3", limits) as client:
        over, room = left_and_finished(client)
        record = client.get(f"/api/rooms/{room['room']}/games/1/record").text
    assert over["status"] == "over"
    assert unokit.GameRecord.parse(record).final_state().is_over


def left_and_finished(client: TestClient) -> tuple[Message, Message]:
    """Bob leaves a started game; Ann plays it to the end: her last state, and the room."""
    room = new_room(client, seats=["human", "human", "greedy"])
    with join(client, room["room"], room["token"]) as host:
        with claim(client, room["room"], 1, name="Bob") as (guest, _):
            state = started(guest, host)
            assert state["seats"][1]["bot"] is False
        # Bob's page closed: a bot plays his seat, and the seat list says so.
        state = until(host, "state")
        while not state["seats"][1]["bot"]:
            state = until(host, "state")
        assert state["seats"][1]["connected"] is False
        assert state["seats"][1]["handed"] is False
        return play_to_the_end(host, state), room


def test_a_page_that_comes_back_within_the_grace_keeps_its_seat(client: TestClient) -> None:
    room = new_room(client, seats=["human", "human", "greedy"])  # a grace of 10 seconds
    with join(client, room["room"], room["token"]) as host:
        with claim(client, room["room"], 1, name="Bob") as (guest, token):
            started(guest, host)
        with join(client, room["room"], token) as guest:
            state = until(guest, "state")
            assert state["seats"][1] == {
                "seat": 1,
                "name": "Bob",
                "kind": "human",
                "claimed": True,
                "connected": True,
                "bot": False,
                "handed": False,
            }


def test_the_host_hands_a_seat_to_a_bot_and_back(client: TestClient) -> None:
    room = new_room(client, seats=["human", "human", "greedy"])
    with (
        join(client, room["room"], room["token"]) as host,
        claim(client, room["room"], 1, name="Bob") as (guest, _),
    ):
        both_here(guest, host)
        host.send_json({"v": 2, "type": "hand-to-bot", "seat": 1})
        lobby = until(host, "error")["message"]
        assert lobby == "seats are handed to bots and back while a game is in play"
        host.send_json({"v": 2, "type": "start"})
        until(host, "state", status="playing")
        guest.send_json({"v": 2, "type": "hand-to-bot", "seat": 0})
        assert until(guest, "error")["message"] == "only the room's host (seat 0) can do that"
        host.send_json({"v": 2, "type": "hand-to-bot", "seat": 2})
        assert until(host, "error")["message"] == "seat 2 is not a person's"
        host.send_json({"v": 2, "type": "hand-to-bot", "seat": 1})
        handed = until(host, "state")
        while not handed["seats"][1]["handed"]:
            handed = until(host, "state")
        assert handed["seats"][1]["bot"] is True
        assert handed["seats"][1]["connected"] is True  # Bob is here, and a bot plays for him
        theirs = until(guest, "state")
        while "The host handed seat 1 (Bob) to a bot." not in theirs["log"]:
            theirs = until(guest, "state")
        host.send_json({"v": 2, "type": "hand-to-bot", "seat": 1})
        assert until(host, "error")["message"] == "a bot plays seat 1 already"
        host.send_json({"v": 2, "type": "hand-back", "seat": 1})
        back = until(host, "state")
        while back["seats"][1]["handed"]:
            back = until(host, "state")
        assert back["status"] == "playing"  # the host has not moved: the game waits for her
        assert back["seats"][1]["bot"] is False
        host.send_json({"v": 2, "type": "hand-back", "seat": 1})
        assert until(host, "error")["message"] == "seat 1 was not handed to a bot"


def test_a_person_whose_time_runs_out_has_a_bot_choose_for_them(client: TestClient) -> None:
    room = new_room(client, name="Ann", turn_seconds=1)
    with join(client, room["room"], room["token"]) as host:
        until(host, "state")
        host.send_json({"v": 2, "type": "start"})
        state = until(host, "state", status="playing")
        assert state["turn_seconds"] == 1
        # Ann never moves: every decision of hers is made when her second is up.
        told: list[str] = []
        while "Time ran out for Ann: a bot chose for them." not in told:
            state = until(host, "state")
            told += state["log"]
            waiting = state["waiting"]
            assert all(entry["seat"] == 0 and entry["seconds"] <= 1 for entry in waiting)
        assert state["seats"][0]["bot"] is False  # the seat stays hers


def test_a_decline_is_refused_without_a_chance_or_after_the_game_moved_on(
    client: TestClient,
) -> None:
    room = new_room(client)
    with join(client, room["room"], room["token"]) as host:
        until(host, "state")
        host.send_json({"v": 2, "type": "decline", "game": 0, "seq": 0})
        assert until(host, "error")["message"] == "there is no game in play in this room"
        host.send_json({"v": 2, "type": "start"})
        state = until(host, "state", status="playing")
        # A chance of the game before (the bots' moves could reach any seq of this one).
        host.send_json({"v": 2, "type": "decline", "game": 0, "seq": state["seq"]})
        assert until(host, "error")["message"] == (
            "the game has moved on since: that chance has gone"
        )
        host.send_json(move_message(state, "0 pass"))  # a message of another type still works
        assert until(host, "refused")["reason"]


def test_a_seat_handed_to_a_bot_stays_the_bots_after_a_restart(tmp_path: Path) -> None:
    database = tmp_path / "rooms.sqlite3"
    # First the bots wait, so the game stands still; Ann has ten minutes a decision, so
    # nothing but a bot plays her seat quickly.
    still = Limits(bot_delay=3600.0, idle_timeout=SILENCE)
    with table_client(database, still) as first:
        room = new_room(first, name="Ann", turn_seconds=600)
        with join(first, room["room"], room["token"]) as host:
            until(host, "state")
            host.send_json({"v": 2, "type": "start"})
            until(host, "state", status="playing")
            host.send_json({"v": 2, "type": "hand-to-bot", "seat": 0})
            handed = until(host, "state")
            while not handed["seats"][0]["handed"]:
                handed = until(host, "state")
    quick = Limits(bot_delay=0.0, idle_timeout=SILENCE)
    with (
        table_client(database, quick) as second,
        join(second, room["room"], room["token"]) as host,
    ):
        back = until(host, "state")  # (the bots may have moved on already)
        assert back["seats"][0]["handed"] is True
        assert back["seats"][0]["bot"] is True
        # Ann sends nothing: the bots, hers too, play the game to its end.
        over = back if back["status"] == "over" else until(host, "state", status="over")
        assert over["seats"][0]["handed"] is True
        host.send_json({"v": 2, "type": "rematch"})  # a new game: her seat is hers again
        again = until(host, "state", status="playing", game=2)
        assert again["seats"][0]["handed"] is False
    with table_client(database, still) as third, join(third, room["room"], room["token"]) as host:
        assert until(host, "state")["seats"][0]["handed"] is False  # and stays so, saved
