"""Rooms through the app, in process (Starlette's TestClient): HTTP, websockets, limits.

A wait for a message is bounded by the app itself: the ``client`` fixture's app closes a
connection silent for ``conftest.SILENCE`` seconds, and `receive` turns any close into a
failure that names its code and reason.
"""

from __future__ import annotations

import asyncio
import contextlib
import json
import random
import sqlite3
import time
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from starlette.testclient import TestClient, WebSocketTestSession
from starlette.websockets import WebSocketDisconnect

import unokit
from serving import ORIGIN, SILENCE, Clock, at, new_room, post_room, table_client
from unokit.core import compiling
from unokit_table import Limits
from unokit_table.bots import make_bot
from unokit_table.rooms import Room, Rooms, RoomSettings
from unokit_table.storage import Storage, seat_key

Message = dict[str, Any]


@contextlib.contextmanager
def join(
    client: TestClient, room: str, token: str, name: str | None = None
) -> Iterator[WebSocketTestSession]:
    """Open the room's websocket and send the join message."""
    with client.websocket_connect(f"/ws/{room}") as session:
        message: Message = {"v": 2, "type": "join", "token": token}
        if name is not None:
            message["name"] = name
        session.send_json(message)
        yield session


def rooms_of(client: TestClient) -> Rooms:
    """The rooms of the client's app (its state, set when it started)."""
    rooms: Rooms = client.app.state.rooms  # type: ignore[attr-defined]
    return rooms


@contextlib.contextmanager
def claim(
    client: TestClient, room: str, seat: int, name: str | None = None
) -> Iterator[tuple[WebSocketTestSession, str]]:
    """Open the room's websocket and claim ``seat``: the session, and the seat's new secret
    token (the ``seated`` message, the first the server sends)."""
    with client.websocket_connect(f"/ws/{room}") as session:
        message: Message = {"v": 2, "type": "claim", "seat": seat}
        if name is not None:
            message["name"] = name
        session.send_json(message)
        seated = receive(session)
        assert (seated["type"], seated["room"], seated["seat"]) == ("seated", room, seat), seated
        yield session, seated["token"]


def refused(session: WebSocketTestSession) -> tuple[Message, WebSocketDisconnect]:
    """The error message a refused connection is sent, and how it is closed then."""
    error = receive(session)
    assert error["type"] == "error", error
    with pytest.raises(WebSocketDisconnect) as closed:
        session.receive_json()
    assert closed.value.reason == error["message"]
    return error, closed.value


def receive(session: WebSocketTestSession) -> Message:
    """The next message; a close of the connection fails the test with its code and reason."""
    try:
        message: Message = session.receive_json()
    except WebSocketDisconnect as closed:
        raise AssertionError(
            f"the server closed the connection: {closed.code} {closed.reason!r}"
        ) from closed
    assert message["v"] == 2
    return message


def until(session: WebSocketTestSession, wanted: str, **fields: Any) -> Message:
    """The next message of type ``wanted`` with the given field values (within 10,000)."""
    for _ in range(10_000):
        message = receive(session)
        if message["type"] == wanted and all(message.get(k) == v for k, v in fields.items()):
            return message
    raise AssertionError(f"no {wanted} message with {fields} came")


def move_message(state: Message, text: str) -> Message:
    """The message sending the move ``text``, chosen at the state message ``state``."""
    return {"v": 2, "type": "move", "move": text, "game": state["game"], "seq": state["seq"]}


def answer_to(session: WebSocketTestSession, state: Message) -> Message:
    """The first message after ``state`` that is not a state message of its game and move
    (a room may send the same state twice: once for each change it was told of)."""
    while True:
        message = receive(session)
        same = message["type"] == "state" and (message["game"], message["seq"]) == (
            state["game"],
            state["seq"],
        )
        if not same:
            return message


def my_move(message: Message) -> str | None:
    """A move the seat must make now (its turn or its decision), or None."""
    view = message["view"]
    if message["status"] != "playing" or not view["legal_moves"]:
        return None
    if view["current_player"] != message["seat"]:
        return None
    text: str = view["legal_moves"][0]["text"]
    return text


def test_a_room_is_created_and_joined_by_its_link(client: TestClient) -> None:
    room = new_room(client, name="Ann")
    assert room["url"] == f"/room/{room['room']}#seat=0"  # the seat, never its secret
    with join(client, room["room"], room["token"]) as session:
        state = until(session, "state")
        assert state["status"] == "lobby"
        assert state["seat"] == 0
        assert state["host"]
        assert [seat["kind"] for seat in state["seats"]] == ["human", "greedy", "greedy"]
        assert state["seats"][0] == {
            "seat": 0,
            "name": "Ann",
            "kind": "human",
            "claimed": True,
            "connected": True,
            "bot": False,
            "handed": False,
        }
        assert state["view"] is None
    assert client.get(f"/room/{room['room']}").status_code == 200


@pytest.mark.parametrize(
    ("body", "message"),
    [
        ({"players": 11}, "players"),
        ({"players": 3, "seats": ["greedy", "human", "human"]}, "seat 0 is yours"),
        ({"edition": "no-such"}, "there is no edition called 'no-such'"),
        ({"options": {"target_score": "lots"}}, "option target_score must be a whole number"),
        ({"house_rules": ["no-such"]}, "there is no house rule called 'no-such'"),
        ({"options": {"x": [1]}}, "option x must be true, false, a whole number under a"),
    ],
)
def test_bad_settings_are_refused_with_the_reason(
    client: TestClient, body: dict[str, Any], message: str
) -> None:
    answer = post_room(client, body)
    assert answer.status_code == 400
    assert message in answer.json()["message"]


@pytest.mark.parametrize(
    "seats",
    [["human", ["greedy"], "greedy"], ["human", {"kind": "greedy"}, "greedy"], ["human", 7, None]],
)
def test_a_seats_list_holding_anything_but_kinds_is_refused_in_words(
    client: TestClient, seats: list[Any]
) -> None:
    answer = post_room(client, {"players": 3, "seats": seats})
    assert answer.status_code == 400
    kinds = ", ".join(["human", *unokit.agents.AGENTS])
    assert answer.json() == {
        "v": 2,
        "type": "error",
        "code": "bad-settings",
        "message": f"seats must give each of the 3 seats one of {kinds}",
    }


@pytest.mark.parametrize("game", [0, 2**63 - 1, 2**63, 10**30])
def test_a_record_of_a_game_number_out_of_range_is_not_found(client: TestClient, game: int) -> None:
    room = new_room(client)
    answer = client.get(f"/api/rooms/{room['room']}/games/{game}/record")
    assert answer.status_code == 404
    assert answer.text == "no finished game here\n"


def test_a_request_too_big_is_refused_before_it_is_read(client: TestClient) -> None:
    answer = client.post(
        "/api/rooms",
        content=b"{" + b" " * 20_000 + b"}",
        headers={"content-type": "application/json", **ORIGIN},
    )
    assert answer.status_code == 413
    assert answer.json()["code"] == "too-big"


def test_a_request_whose_body_never_ends_is_answered_408(tmp_path: Path) -> None:
    sent: list[Message] = []

    async def request(app: Any) -> None:
        """``POST /api/rooms`` whose body's first part comes, and never the rest."""
        parts = [{"type": "http.request", "body": b'{"players": ', "more_body": True}]

        async def receive() -> Message:
            if parts:
                return parts.pop()
            await asyncio.Event().wait()  # the rest, which never comes
            raise AssertionError("unreachable")

        async def send(message: Message) -> None:
            sent.append(dict(message))

        headers = [(b"host", b"testserver"), (b"content-type", b"application/json")]
        headers.append((b"origin", ORIGIN["origin"].encode()))
        scope = {
            "type": "http",
            "asgi": {"version": "3.0"},
            "http_version": "1.1",
            "method": "POST",
            "scheme": "http",
            "path": "/api/rooms",
            "raw_path": b"/api/rooms",
            "query_string": b"",
            "root_path": "",
            "headers": headers,
            "client": ("10.0.0.1", 50000),
            "server": ("testserver", 80),
        }
        await app(scope, receive, send)

    with table_client(tmp_path / "r.sqlite3", Limits(request_timeout=0.05)) as client:
        assert client.portal is not None
        client.portal.call(request, client.app)
    assert sent[0]["status"] == 408
    assert json.loads(sent[1]["body"]) == {
        "v": 2,
        "type": "error",
        "code": "too-slow",
        "message": "a request must arrive within 0.05 seconds",
    }


@pytest.mark.parametrize(
    ("headers", "status", "code"),
    [
        # What any page a player visits can send this server without asking it first.
        ({"content-type": "text/plain", "origin": "http://elsewhere.example"}, 403, "bad-origin"),
        ({"content-type": "text/plain", **ORIGIN}, 415, "not-json"),
        ({"content-type": "application/x-www-form-urlencoded", **ORIGIN}, 415, "not-json"),
        ({"content-type": "application/json"}, 403, "bad-origin"),  # no Origin
        ({"content-type": "application/json", "origin": "null"}, 403, "bad-origin"),
        (
            {"content-type": "application/json", "origin": "http://testserver.example"},
            403,
            "bad-origin",
        ),
    ],
)
def test_a_room_is_made_only_by_a_json_request_of_this_servers_pages(
    client: TestClient, headers: dict[str, str], status: int, code: str
) -> None:
    body = json.dumps({"players": 2, "seats": ["human", "greedy"]})
    answer = client.post("/api/rooms", content=body, headers=headers)
    assert (answer.status_code, answer.json()["code"]) == (status, code)
    assert client.get("/healthz").json()["rooms"] == 0
    answer = client.post(
        "/api/rooms",
        content=body,
        headers={"content-type": "application/json; charset=utf-8", **ORIGIN},
    )
    assert answer.status_code == 201


def test_a_request_naming_another_host_is_refused(client: TestClient) -> None:
    # A page of another site whose name was made to point at this machine (DNS rebinding)
    # sends that name; its Origin and Host agree, which passed the websocket's check.
    room = new_room(client)
    other = {"host": "elsewhere.example:8765", "origin": "http://elsewhere.example:8765"}
    for path in ("/", f"/room/{room['room']}", "/api/editions", "/healthz"):
        answer = client.get(path, headers=other)
        assert answer.status_code == 400
        assert answer.json()["code"] == "bad-host"
    answer = client.post("/api/rooms", json={"players": 2}, headers=other)
    assert answer.status_code == 400
    session = client.websocket_connect(f"/ws/{room['room']}", headers=other)
    with pytest.raises(WebSocketDisconnect) as closed:  # refused before it is accepted
        session.__enter__()
    assert closed.value.code == 4403
    assert client.get("/healthz").status_code == 200  # the server's own name: served


def test_the_editions_are_listed_with_their_options(client: TestClient) -> None:
    data = client.get("/api/editions").json()
    assert data["default"] == "classic"
    editions = {edition["name"]: edition for edition in data["editions"]}
    assert set(editions) == set(unokit.available_editions())
    classic = editions["classic"]
    assert (classic["min_players"], classic["max_players"]) == (2, 10)
    assert (editions["party"]["min_players"], editions["party"]["max_players"]) == (2, 16)
    options = {option["name"]: option for option in classic["options"]}
    specs = compiling.option_specs("classic")
    assert set(options) == set(specs)
    match = options["match"]
    assert match["default"] == "standard"
    assert match["choices"] == list(specs["match"].choices)
    assert match["help"] == specs["match"].help
    assert options["target_score"]["minimum"] == 1
    # The party edition changes a default; a house rule adds its own options.
    party = {option["name"]: option for option in editions["party"]["options"]}
    assert party["match"]["default"] == "single-round"
    stacking = classic["house_rules"]["stacking"]
    assert stacking["description"] == unokit.available_house_rules()["stacking"]
    assert {option["name"] for option in stacking["options"]} == {
        "stack_draw_two_on_wild_draw_four",
        "stack_wild_draw_four_on_draw_two",
    }


@pytest.mark.parametrize(
    ("first", "code", "close"),
    [
        ({"v": 2, "type": "join", "token": "A" * 24}, "bad-token", 4401),
        ({"v": 2, "type": "ping"}, "no-join", 4400),
        ({"v": 2, "type": "join", "token": "x"}, "bad-token", 4401),
    ],
)
def test_a_join_without_a_seat_is_refused_and_closed(
    client: TestClient, first: Message, code: str, close: int
) -> None:
    room = new_room(client)
    with client.websocket_connect(f"/ws/{room['room']}") as session:
        session.send_json(first)
        refusal = receive(session)
        assert refusal["code"] == code
        with pytest.raises(WebSocketDisconnect) as closed:
            session.receive_json()
        assert closed.value.code == close
        assert closed.value.reason == refusal["message"]


def test_a_room_that_does_not_exist_is_refused(client: TestClient) -> None:
    with client.websocket_connect("/ws/AAAAAAAAAAAAAAAA") as session:
        session.send_json({"v": 2, "type": "join", "token": "A" * 24})
        assert receive(session)["code"] == "no-room"


def test_a_page_of_another_site_cannot_open_the_websocket(client: TestClient) -> None:
    room = new_room(client)
    with (
        pytest.raises(WebSocketDisconnect),
        client.websocket_connect(
            f"/ws/{room['room']}", headers={"origin": "http://elsewhere.example"}
        ) as session,
    ):
        session.receive_json()


def play_to_the_end(session: WebSocketTestSession, latest: Message) -> Message:
    """From the state message ``latest``, play the seat's first legal move whenever it must
    move, until the match is over; return the last state message.

    Each move is sent once per state: the server answers it with a new state (applied), or
    refuses it because the bots moved first, and then the state they made is on its way. The
    state the seat must move in may be the last message the server sends until the seat
    moves, so the play starts from the state already received, never from the next message.
    """
    sent = None
    for _ in range(20_000):
        if latest["status"] == "over":
            return latest
        move = my_move(latest)
        if move is not None and (latest["seq"], move) != sent:
            sent = (latest["seq"], move)
            session.send_json(move_message(latest, move))
        message = receive(session)
        if message["type"] == "state":
            latest = message
        elif message["type"] != "refused":
            raise AssertionError(f"unexpected message: {message}")
    raise AssertionError("the match did not end within 20,000 messages")


def test_a_round_is_played_to_its_end_and_its_record_kept(client: TestClient) -> None:
    room = new_room(client)
    record = f"/api/rooms/{room['room']}/games/1/record"
    with join(client, room["room"], room["token"]) as session:
        until(session, "state")
        assert client.get(record).status_code == 404  # no game yet
        session.send_json({"v": 2, "type": "start"})
        started = until(session, "state", status="playing")
        assert started["log"][0] == "Game 1 begins."
        assert client.get(record).status_code == 404  # a record in play gives hands away
        over = play_to_the_end(session, started)
    assert over["view"]["winners"]
    assert over["view"]["end_reason"] == "single round won"
    game = unokit.GameRecord.parse(client.get(record).text)
    final = game.final_state()
    assert final.is_over
    assert len(game.moves) == over["seq"]
    assert dict(game.tags)["Room"] == room["room"]


def test_a_refused_move_is_told_to_its_sender_only(client: TestClient) -> None:
    room = new_room(client, seats=["human", "human", "greedy"])
    with (
        join(client, room["room"], room["token"]) as host,
        claim(client, room["room"], 1, name="Bob") as (guest, _),
    ):
        refused_to_the_sender_only(host, guest)


def test_a_guests_secret_goes_to_the_guest_only(client: TestClient) -> None:
    room = new_room(client, seats=["human", "human", "greedy"])
    with join(client, room["room"], room["token"]) as host:
        heard = [until(host, "state")]
        with claim(client, room["room"], 1, name="Bob") as (guest, token):
            assert until(guest, "state")["seat"] == 1
            heard.append(until(host, "state"))
            while not heard[-1]["seats"][1]["connected"]:
                heard.append(until(host, "state"))
            host.send_json({"v": 2, "type": "start"})
            heard.append(until(host, "state", status="playing"))
    assert room["token"] != token
    assert not any(token in json.dumps(message) for message in heard)
    assert not any("invites" in message for message in heard)
    # The host's link names the seat only; the seat list says who holds and who plays each.
    assert heard[0]["seats"][1] == {
        "seat": 1,
        "name": "Seat 1",
        "kind": "human",
        "claimed": False,
        "connected": False,
        "bot": False,
        "handed": False,
    }
    assert heard[-1]["seats"][1] == {
        "seat": 1,
        "name": "Bob",
        "kind": "human",
        "claimed": True,
        "connected": True,
        "bot": False,
        "handed": False,
    }


def test_the_hosts_second_connection_on_a_guests_seat_is_refused(client: TestClient) -> None:
    room = new_room(client, seats=["human", "human", "greedy"])
    with (
        join(client, room["room"], room["token"]) as host,
        claim(client, room["room"], 1, name="Bob") as (guest, token),
    ):
        until(guest, "state")
        host.send_json({"v": 2, "type": "start"})
        theirs = until(guest, "state", status="playing")
        # The host opens the guest's link (it names the seat): the seat is taken.
        with client.websocket_connect(f"/ws/{room['room']}") as second:
            second.send_json({"v": 2, "type": "claim", "seat": 1})
            error, closed = refused(second)
        assert error["code"] == "seat-taken"
        assert error["message"] == "seat 1 is taken (Bob): ask the host for another"
        assert closed.code == 4403
        # Even with the guest's own secret (as if it had leaked), not while the guest plays.
        with join(client, room["room"], token) as second:
            error, closed = refused(second)
        assert error["code"] == "seat-busy"
        assert error["message"] == "this seat is connected from another page: close that page first"
        assert closed.code == 4409
        # The guest plays on, seated alone, and every seat sees who is connected.
        guest.send_json({"v": 2, "type": "ping"})
        while (message := receive(guest))["type"] != "pong":
            assert message["type"] == "state"
            assert message["seat"] == 1
        seats = [
            {"seat": 0, "name": "Seat 0", "kind": "human", "claimed": True, "connected": True},
            {"seat": 1, "name": "Bob", "kind": "human", "claimed": True, "connected": True},
            {"seat": 2, "name": "Bot 2", "kind": "greedy", "claimed": False, "connected": False},
        ]
        for seat in seats:
            seat.update(bot=seat["kind"] != "human", handed=False)
        assert until(host, "state", game=theirs["game"], seats=seats)["view"]["seat"] == 0


def test_a_claim_of_a_bots_seat_or_of_no_seat_is_refused(client: TestClient) -> None:
    room = new_room(client, seats=["human", "human", "greedy"])
    for seat in (2, 3, 999):
        with client.websocket_connect(f"/ws/{room['room']}") as session:
            session.send_json({"v": 2, "type": "claim", "seat": seat})
            error, closed = refused(session)
        assert (error["code"], closed.code) == ("bad-seat", 4401)
        assert error["message"] == f"this room has no seat {seat} for a person"
    with client.websocket_connect(f"/ws/{room['room']}") as session:
        session.send_json({"v": 2, "type": "claim", "seat": 0})  # the host's: claimed
        assert refused(session)[0]["code"] == "seat-taken"


def test_a_freed_seat_takes_a_new_secret_and_the_old_one_gives_nothing(
    client: TestClient,
) -> None:
    room = new_room(client, seats=["human", "human", "greedy"])
    with join(client, room["room"], room["token"]) as host:
        until(host, "state")
        with claim(client, room["room"], 1, name="Bob") as (guest, old):
            until(guest, "state")
            host.send_json({"v": 2, "type": "release", "seat": 1})
            refusal = until(host, "error")
            assert refusal["message"] == (
                "seat 1 is connected: a seat is freed only while its player is away"
            )
        # Bob is away: the host frees his seat, and every seat is told.
        host.send_json({"v": 2, "type": "release", "seat": 1})
        freed = until(host, "state")
        while freed["seats"][1]["claimed"]:
            freed = until(host, "state")
        assert freed["seats"][1]["name"] == "Seat 1"
        assert freed["log"] == [
            "The host freed seat 1 (Bob): its link gives it to whoever opens it next."
        ]
        with join(client, room["room"], old) as session:
            error, closed = refused(session)
        assert (error["code"], closed.code) == ("bad-token", 4401)
        with claim(client, room["room"], 1, name="Cy") as (guest, new):
            assert until(guest, "state")["seats"][1]["name"] == "Cy"
        assert new != old
        with join(client, room["room"], new) as guest:
            assert until(guest, "state")["seat"] == 1


@pytest.mark.parametrize(
    ("seat", "reason"),
    [
        (0, "the host's seat cannot be freed"),
        (2, "nobody holds seat 2"),  # a bot's
        (1, "nobody holds seat 1"),  # nobody claimed it
        (9, "nobody holds seat 9"),
    ],
)
def test_a_seat_that_is_not_held_by_a_player_away_is_not_freed(
    client: TestClient, seat: int, reason: str
) -> None:
    room = new_room(client, seats=["human", "human", "greedy"])
    with join(client, room["room"], room["token"]) as host:
        until(host, "state")
        host.send_json({"v": 2, "type": "release", "seat": seat})
        assert until(host, "error") == {
            "v": 2,
            "type": "error",
            "code": "refused",
            "message": reason,
        }


def test_only_the_host_frees_a_seat(client: TestClient) -> None:
    room = new_room(client, seats=["human", "human", "human"])
    with claim(client, room["room"], 2) as (other, _):
        until(other, "state")
    with claim(client, room["room"], 1) as (guest, _):
        until(guest, "state")
        guest.send_json({"v": 2, "type": "release", "seat": 2})
        assert until(guest, "error")["message"] == "only the room's host (seat 0) can do that"


def refused_to_the_sender_only(host: WebSocketTestSession, guest: WebSocketTestSession) -> None:
    """Seat 0 sends moves the server refuses; seat 1 hears nothing of them."""
    until(guest, "state")
    host.send_json({"v": 2, "type": "start"})
    state = until(host, "state", status="playing")
    theirs = until(guest, "state", status="playing")
    seat1_card = theirs["view"]["hand"][0]["text"]
    # The host sends a move of seat 1: refused, and seat 1's cards named nowhere.
    host.send_json(move_message(state, f"1 play {seat1_card}"))
    refused = until(host, "refused")
    assert refused["reason"] == f"you play seat 0: '1 play {seat1_card}' is a move of seat 1"
    # A move of its own that the rules refuse: the rule's reason, to the host only.
    held = {card["text"] for card in state["view"]["hand"]}
    missing = next(c for c in ("R0", "Y0", "G0", "B0", "R9", "B9") if c not in held)
    host.send_json(move_message(state, f"0 play {missing}"))
    assert until(host, "refused")["reason"]
    guest.send_json({"v": 2, "type": "ping"})
    while (message := receive(guest))["type"] != "pong":
        assert message["type"] == "state"  # no refusal reached the other seat


def test_a_move_of_a_bots_seat_is_refused_and_not_applied(tmp_path: Path) -> None:
    # The bots wait: only the person's messages move the game.
    slow = Limits(bot_delay=3600.0, idle_timeout=SILENCE)
    with table_client(tmp_path / "r.sqlite3", slow) as client:
        room = new_room(client)  # seat 0 a person, seats 1 and 2 greedy bots
        with join(client, room["room"], room["token"]) as session:
            until(session, "state")
            session.send_json({"v": 2, "type": "start"})
            state = until(session, "state", status="playing")
            while (move := my_move(state)) is not None:  # until a bot must move
                session.send_json(move_message(state, move))
                state = until(session, "state", seq=state["seq"] + 1)
            (opened,) = rooms_of(client).open_rooms()
            assert opened.recorder is not None
            game = opened.recorder.state
            bot = unokit.agents.obliged_seat(game)
            assert bot in (1, 2)
            theirs = next(move for move in unokit.legal_moves(game) if move.player == bot)
            session.send_json(move_message(state, str(theirs)))
            answer = answer_to(session, state)  # a refusal, not the state the move made
            assert answer["type"] == "refused", answer
            assert answer["reason"] == f"you play seat 0: '{theirs}' is a move of seat {bot}"
            assert opened.seq == state["seq"]
            assert opened.recorder.state is game  # nothing applied


def test_the_moves_of_a_finished_game_sent_again_in_its_rematch_are_refused(
    client: TestClient,
) -> None:
    room = new_room(client, players=2, seats=["human", "human"])
    rooms = rooms_of(client)
    with join(client, room["room"], room["token"]) as host:
        until(host, "state")
        with claim(client, room["room"], 1) as (guest, _):
            sessions = [host, guest]
            until(guest, "state")
            host.send_json({"v": 2, "type": "start"})
            latest = [until(session, "state", status="playing") for session in sessions]
            (opened,) = rooms.open_rooms()
            # Both seats play game 1 to its end as greedy bots would, each from its own socket.
            players = [make_bot("greedy", seat) for seat in (0, 1)]
            rng = random.Random(0)
            sent: list[tuple[int, Message]] = []
            while latest[0]["status"] == "playing":
                assert opened.recorder is not None
                move = unokit.agents.choose_move(opened.recorder.state, players, rng)
                assert move is not None
                message = move_message(latest[move.player], str(move))
                sessions[move.player].send_json(message)
                sent.append((move.player, message))
                seq = latest[0]["seq"] + 1
                latest = [until(session, "state", seq=seq) for session in sessions]
            assert latest[0]["status"] == "over"
            host.send_json({"v": 2, "type": "rematch"})
            latest = [until(session, "state", game=2) for session in sessions]
            # Every move message of game 1, sent again as it was, in game 2: none is applied.
            for seat, message in sent:
                sessions[seat].send_json(message)
                answer = answer_to(sessions[seat], latest[seat])
                assert answer == {
                    "v": 2,
                    "type": "refused",
                    "move": message["move"],
                    "reason": "that move was chosen in game 1; this room plays game 2",
                }
            assert {seat for seat, _ in sent} == {0, 1}
            assert (opened.game, opened.seq, opened.status) == (2, 0, "playing")


def three_moves(state: unokit.GameState) -> tuple[unokit.Move, unokit.Move, unokit.Move]:
    """A move, a move legal only after it, and a move legal in ``state`` but not after both.

    The third is what a seat sends having seen ``state`` when the others' moves arrive first.
    (The first move itself may be legal again after both: a draw, a Reverse, a draw again.)
    """
    legal = unokit.legal_moves(state)
    for first in legal:
        after = unokit.apply(state, first)
        for second in unokit.legal_moves(after):
            if second in legal:
                continue
            arrives = unokit.apply(after, second)
            for stale in legal:
                if not unokit.is_legal(arrives, stale):
                    return first, second, stale
    raise AssertionError(f"no such three moves in this deal (seed {state.seed})")


def test_moves_sent_at_once_are_applied_one_at_a_time_in_order(tmp_path: Path) -> None:
    async def scenario() -> None:
        storage = Storage(tmp_path / "rooms.sqlite3")
        settings = RoomSettings.from_request({"players": 3, "seats": ["human"] * 3})
        rooms = Rooms(storage, Limits(bot_delay=0.0))
        room, _ = await rooms.create(settings)
        assert await room.host_action(0, "start") is None
        assert room.recorder is not None
        state = room.recorder.state
        first, second, stale = three_moves(state)
        results = await asyncio.gather(
            room.submit(first.player, str(first), 1, 0),
            room.submit(second.player, str(second), 1, 1),  # its sender saw the first
            room.submit(stale.player, str(stale), 1, 0),  # its sender saw neither
        )
        assert results[0] is None  # applied
        assert results[1] is None  # applied after the first, so legal
        # Checked against the state it arrived at: the game has moved on since it was chosen.
        assert results[2] == (
            "the game has moved on since that move was chosen (at move 0; it is at move 2): "
            "choose again"
        )
        assert room.recorder.moves == (first, second)
        stored = storage.load_room(room.id)
        assert stored is not None
        assert stored.moves == (str(first), str(second))
        await rooms.close()
        storage.close()

    asyncio.run(scenario())


def test_a_reconnecting_player_gets_the_seat_and_the_story_back(client: TestClient) -> None:
    room = new_room(client)
    with join(client, room["room"], room["token"]) as session:
        until(session, "state")
        session.send_json({"v": 2, "type": "start"})
        before = until(session, "state", status="playing")
    with join(client, room["room"], room["token"]) as session:
        again = until(session, "state")
        assert again["seat"] == 0
        assert again["log"][: len(before["log"])] == before["log"]
        assert again["view"]["hand"]
        assert again["view"]["seat"] == 0


def test_a_restarted_server_resumes_the_room_where_it_was(tmp_path: Path) -> None:
    database = tmp_path / "rooms.sqlite3"
    slow = Limits(bot_delay=3600.0)  # the bots wait: the state stands still across the restart
    with table_client(database, slow) as first:
        room = new_room(first)
        with join(first, room["room"], room["token"]) as session:
            until(session, "state")
            session.send_json({"v": 2, "type": "start"})
            before = until(session, "state", status="playing")
    with (
        table_client(database, slow) as second,
        join(second, room["room"], room["token"]) as session,
    ):
        after = until(session, "state")
    assert after["status"] == "playing"
    assert after["seq"] == before["seq"]
    assert after["view"] == before["view"]
    # The story is told again from the start (issue 47: "after a restart the log history
    # is gone"), then where the game stands; nothing moved while the server was down.
    assert before["log"][0] == "Game 1 begins."
    assert after["log"] == [*before["log"], f"Back at the table: round 1, move {before['seq']}."]


def test_messages_beyond_the_rate_are_refused(tmp_path: Path) -> None:
    clock = Clock()
    limits = Limits(burst=3, moves_per_second=0.5, idle_timeout=SILENCE)
    with table_client(tmp_path / "r.sqlite3", limits, clock=clock) as client:
        room = new_room(client)
        with join(client, room["room"], room["token"]) as session:
            until(session, "state")
            for _ in range(5):
                session.send_json({"v": 2, "type": "ping"})
            kinds = [receive(session)["type"] for _ in range(5)]
            assert kinds == ["pong"] * 3 + ["error"] * 2  # a burst of 3, then refusals
            clock.advance(2)  # a message more
            for _ in range(2):
                session.send_json({"v": 2, "type": "ping"})
            assert receive(session)["type"] == "pong"
            assert receive(session) == {
                "v": 2,
                "type": "error",
                "code": "rate-limited",
                "message": "too many messages: slow down",
            }


def test_a_client_beyond_its_requests_a_minute_waits_and_the_others_are_served(
    tmp_path: Path,
) -> None:
    clock = Clock()
    with table_client(tmp_path / "r.sqlite3", Limits(requests_per_minute=6), clock=clock) as client:
        for _ in range(6):
            assert client.get("/healthz", headers=at("10.0.0.1")).status_code == 200
        answer = client.get("/", headers=at("10.0.0.1"))
        assert answer.status_code == 429
        assert answer.headers["retry-after"] == "10"
        assert answer.json() == {
            "v": 2,
            "type": "error",
            "code": "rate-limited",
            "message": "too many requests from your address: try again in 10 seconds",
        }
        with client.websocket_connect("/ws/AAAAAAAAAAAAAAAA", headers=at("10.0.0.1")) as session:
            error, closed = refused(session)
        assert (error["code"], closed.code) == ("rate-limited", 4429)
        assert client.get("/healthz", headers=at("10.0.0.2")).status_code == 200
        # An IPv6 address counts with its /64 network, which one machine may hold whole.
        for host in range(1, 7):
            assert client.get("/healthz", headers=at(f"2001:db8::{host}")).status_code == 200
        assert client.get("/healthz", headers=at("2001:db8::ffff")).status_code == 429
        assert client.get("/healthz", headers=at("2001:db8:0:1::1")).status_code == 200
        clock.advance(10)  # a request more
        assert client.get("/healthz", headers=at("10.0.0.1")).status_code == 200
        assert client.get("/healthz", headers=at("10.0.0.1")).status_code == 429


def test_a_client_makes_at_most_its_rooms_an_hour(tmp_path: Path) -> None:
    clock = Clock()
    with table_client(tmp_path / "r.sqlite3", Limits(rooms_per_hour=3), clock=clock) as client:
        body = {"players": 2, "seats": ["human", "greedy"]}
        assert post_room(client, {"players": 99}, "10.0.0.1").status_code == 400  # not counted
        for _ in range(3):
            assert post_room(client, body, "10.0.0.1").status_code == 201
        answer = post_room(client, body, "10.0.0.1")
        assert answer.status_code == 429
        assert answer.headers["retry-after"] == "1200"
        assert answer.json()["message"] == (
            "your address has made as many rooms as it may for now: try again in 20 minutes"
        )
        assert post_room(client, body, "10.0.0.2").status_code == 201
        clock.advance(1200)  # a room more
        assert post_room(client, body, "10.0.0.1").status_code == 201
        assert post_room(client, body, "10.0.0.1").status_code == 429


def test_one_client_cannot_take_every_connection(tmp_path: Path) -> None:
    # The default limits. One client opens connection after connection, on rooms of its own.
    with table_client(tmp_path / "r.sqlite3", Limits(idle_timeout=SILENCE)) as client:
        greedy = "10.0.0.66"
        body = {"players": 10, "seats": ["human"] * 10, "options": {"match": "single-round"}}
        rooms = [post_room(client, body, greedy).json() for _ in range(2)]
        seats = [(room["room"], seat) for room in rooms for seat in range(1, 10)]
        with contextlib.ExitStack() as held:
            for room, seat in seats[:16]:
                session = held.enter_context(
                    client.websocket_connect(f"/ws/{room}", headers=at(greedy))
                )
                session.send_json({"v": 2, "type": "claim", "seat": seat})
                assert receive(session)["type"] == "seated"
            room, seat = seats[16]
            with client.websocket_connect(f"/ws/{room}", headers=at(greedy)) as session:
                error, closed = refused(session)
            assert (error["code"], closed.code) == ("too-many-connections", 4429)
            assert error["message"] == "your address has 16 connections open, as many as it may"
            # Everyone else is served.
            theirs = post_room(client, body, "10.0.0.7").json()
            with client.websocket_connect(f"/ws/{theirs['room']}", headers=at("10.0.0.7")) as other:
                other.send_json({"v": 2, "type": "join", "token": theirs["token"]})
                assert until(other, "state")["seat"] == 0
        # The client's connections closed, it may open others.
        with client.websocket_connect(f"/ws/{room}", headers=at(greedy)) as session:
            session.send_json({"v": 2, "type": "claim", "seat": seat})
            assert receive(session)["type"] == "seated"


def test_a_message_too_big_is_refused_and_the_connection_kept(client: TestClient) -> None:
    room = new_room(client)
    with join(client, room["room"], room["token"]) as session:
        until(session, "state")
        session.send_text("x" * 5000)
        assert until(session, "error")["code"] == "too-big"
        session.send_json({"v": 2, "type": "ping"})
        until(session, "pong")


def test_a_silent_connection_is_closed(tmp_path: Path) -> None:
    with table_client(tmp_path / "r.sqlite3", Limits(idle_timeout=1.0)) as client:
        room = new_room(client)
        with join(client, room["room"], room["token"]) as session:
            until(session, "state")
            assert until(session, "error")["code"] == "idle"
            with pytest.raises(WebSocketDisconnect) as closed:
                session.receive_json()
            assert closed.value.code == 4408
            assert closed.value.reason == "closed after 1 seconds of silence"


def test_rooms_beyond_the_limit_put_idle_ones_away_or_are_refused(tmp_path: Path) -> None:
    with table_client(tmp_path / "r.sqlite3", Limits(max_rooms=1)) as client:
        first = new_room(client)
        with join(client, first["room"], first["token"]) as session:
            until(session, "state")
            answer = post_room(client, {"players": 2})
            assert answer.status_code == 503
            assert answer.json()["code"] == "too-many-rooms"
        second = new_room(client)  # the first, now empty, is put away (it stays stored)
        assert client.get("/healthz").json()["rooms"] == 1
        with join(client, first["room"], first["token"]) as session:
            assert until(session, "state")["room"] == first["room"]
        assert second["room"] != first["room"]


def test_stopping_the_app_stops_every_rooms_bots_promptly(tmp_path: Path) -> None:
    client = table_client(tmp_path / "r.sqlite3", Limits(bot_delay=0.0))
    with client:
        rooms = rooms_of(client)
        for _ in range(5):
            room = new_room(client, players=4, seats=["human", "greedy", "random", "greedy"])
            with join(client, room["room"], room["token"]) as session:
                until(session, "state")
                session.send_json({"v": 2, "type": "start"})
                until(session, "state", status="playing")
        opened: list[Room] = rooms.open_rooms()
        assert all(room.running for room in opened)
        started = time.monotonic()
    # Stopping waits for no bot to finish its game: a bound for a stop that hangs, which
    # the busiest machine stays far below.
    assert time.monotonic() - started < SILENCE
    assert not any(room.running for room in opened)


def test_a_saved_game_that_does_not_replay_is_refused_in_words(tmp_path: Path) -> None:
    database = tmp_path / "rooms.sqlite3"
    slow = Limits(bot_delay=3600.0)
    with table_client(database, slow) as first:
        room = new_room(first)
        with join(first, room["room"], room["token"]) as session:
            until(session, "state")
            session.send_json({"v": 2, "type": "start"})
            until(session, "state", status="playing")
    with sqlite3.connect(database) as db:  # the saved digest no longer matches the deal
        db.execute("UPDATE rooms SET digest = ? WHERE id = ?", ("0" * 64, room["room"]))
    with table_client(database, slow) as second:
        with second.websocket_connect(f"/ws/{room['room']}") as session:
            session.send_json({"v": 2, "type": "join", "token": room["token"]})
            refusal = receive(session)
            with pytest.raises(WebSocketDisconnect) as closed:
                session.receive_json()
        assert refusal["code"] == "broken"
        assert refusal["message"].startswith("the room's saved game cannot be replayed: ")
        assert "digest" in refusal["message"]
        assert closed.value.code == 4500


def test_the_database_keeps_the_rooms_used_last(tmp_path: Path) -> None:
    database = tmp_path / "rooms.sqlite3"
    limits = Limits(max_saved_rooms=2, max_rooms=1)
    with table_client(database, limits) as client:
        rooms = [new_room(client) for _ in range(3)]  # the first is forgotten
        with sqlite3.connect(database) as db:
            assert db.execute("SELECT id FROM rooms ORDER BY created").fetchall() == [
                (room["room"],) for room in rooms[1:]
            ]
        with client.websocket_connect(f"/ws/{rooms[0]['room']}") as session:
            session.send_json({"v": 2, "type": "join", "token": rooms[0]["token"]})
            assert receive(session)["code"] == "no-room"
        with join(client, rooms[1]["room"], rooms[1]["token"]) as session:
            assert until(session, "state")["room"] == rooms[1]["room"]


def test_a_room_in_play_is_never_forgotten_to_make_room(tmp_path: Path) -> None:
    database = tmp_path / "rooms.sqlite3"
    # Bots that wait, one room in memory: each room is put away, its game in play, when the
    # next is made.
    limits = Limits(max_saved_rooms=2, max_rooms=1, bot_delay=3600.0, idle_timeout=SILENCE)

    def started(client: TestClient) -> dict[str, Any]:
        room = new_room(client)
        with join(client, room["room"], room["token"]) as session:
            until(session, "state")
            session.send_json({"v": 2, "type": "start"})
            until(session, "state", status="playing")
        return room

    with table_client(database, limits) as client:
        playing = started(client)
        waiting = new_room(client)  # in the lobby
        newer = new_room(client)  # the room in the lobby is forgotten, not the one in play
        with client.websocket_connect(f"/ws/{waiting['room']}") as session:
            session.send_json({"v": 2, "type": "join", "token": waiting["token"]})
            assert receive(session)["code"] == "no-room"
        with join(client, newer["room"], newer["token"]) as session:
            until(session, "state")
            session.send_json({"v": 2, "type": "start"})
            until(session, "state", status="playing")
        # Both saved rooms are in play: a room more is refused, and both play on.
        answer = post_room(client, {"players": 2, "seats": ["human", "greedy"]})
        assert answer.status_code == 503
        assert answer.json()["code"] == "too-many-rooms"
        for room in (playing, newer):
            with join(client, room["room"], room["token"]) as session:
                assert until(session, "state")["status"] == "playing"
    with sqlite3.connect(database) as db:
        assert db.execute("SELECT id, status FROM rooms ORDER BY created").fetchall() == [
            (playing["room"], "playing"),
            (newer["room"], "playing"),
        ]


def test_the_database_keeps_the_last_records_of_a_room(tmp_path: Path) -> None:
    storage = Storage(tmp_path / "rooms.sqlite3", keep_games=2)
    storage.create_room("room", {}, ("token",))
    for game in (1, 2, 3):
        storage.start_game("room", game, seed=game, digest="0" * 64)
        storage.add_move("room", game, 1, "0 draw", "0" * 64)
        storage.finish_game("room", game, f"record {game}")
    assert [storage.record("room", game) for game in (1, 2, 3)] == [None, "record 2", "record 3"]
    stored = storage.load_room("room")
    assert stored is not None
    assert stored.moves == ()  # a finished game's moves live in its record
    assert stored.record == "record 3"
    storage.close()


def test_a_database_of_layout_1_keeps_its_seats_and_only_the_hashes_of_their_tokens(
    tmp_path: Path,
) -> None:
    database = tmp_path / "rooms.sqlite3"
    Storage(database).close()  # the tables, as layout 1 had them too
    tokens = ["A" * 24, "B" * 24, "C" * 24]  # layout 1 gave even a bot's seat a token
    settings = RoomSettings.from_request({"players": 3, "seats": ["human", "human", "greedy"]})
    with contextlib.closing(sqlite3.connect(database)) as db, db:
        db.execute(
            "INSERT INTO rooms (id, created, updated, settings, tokens, status) "
            "VALUES (?, 0, 0, ?, ?, 'lobby')",
            ("R" * 16, json.dumps(settings.to_dict()), json.dumps(tokens)),
        )
        db.execute("PRAGMA user_version = 1")
    with table_client(database, Limits(idle_timeout=SILENCE)) as client:
        with join(client, "R" * 16, tokens[1]) as session:  # the old link works
            assert until(session, "state")["seat"] == 1
        with join(client, "R" * 16, tokens[2]) as session:
            assert refused(session)[0]["code"] == "bad-token"
    with contextlib.closing(sqlite3.connect(database)) as db:
        assert db.execute("PRAGMA user_version").fetchone() == (2,)
        (stored,) = db.execute("SELECT tokens FROM rooms").fetchone()
    assert json.loads(stored) == [seat_key(tokens[0]), seat_key(tokens[1]), None]
