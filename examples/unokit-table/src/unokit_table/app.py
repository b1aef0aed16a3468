"""The ASGI application: the pages, the small HTTP API and the websocket of each room.

Routes:

- ``GET /``: the page that creates a room; ``GET /room/{id}``: the table (the link's
  fragment names a seat, ``#seat=2``; the page claims it, or joins it with the secret token
  it was given when it claimed it, kept in the browser's storage; ``#watch`` watches the
  room as a spectator);
- ``GET /api/editions``: the editions, their player counts, options and house rules;
- ``POST /api/rooms``: create a room (see ``RoomSettings.from_request``);
- ``GET /api/rooms/{id}/games/{n}/record``: a finished game's record (before a game ends
  its record would give every hand away, so it is refused);
- ``WS /ws/{id}``: play (see the package README for the messages).
"""

from __future__ import annotations

import asyncio
import contextlib
import json
import math
import time
from collections import Counter, deque
from collections.abc import AsyncIterator, Awaitable, Callable, Iterable, MutableMapping
from contextlib import asynccontextmanager
from importlib import resources
from pathlib import Path
from typing import Any

from starlette.applications import Starlette
from starlette.middleware import Middleware
from starlette.requests import Request
from starlette.responses import FileResponse, JSONResponse, PlainTextResponse, Response
from starlette.routing import Mount, Route, WebSocketRoute
from starlette.staticfiles import StaticFiles
from starlette.websockets import WebSocket, WebSocketDisconnect

import unokit
from unokit_table import schema
from unokit_table.gate import DEFAULT_HOSTS, Buckets, Gate, client_key, same_origin
from unokit_table.rooms import (
    DEFAULT_EDITION,
    HUMAN,
    TOKEN,
    Limits,
    Room,
    RoomError,
    Rooms,
    RoomSettings,
)
from unokit_table.storage import Storage

__all__ = ["Client", "create_app", "editions"]

#: The largest request body ``POST /api/rooms`` reads.
MAX_BODY = 16_384

#: Websocket close codes (4000-4999 are the application's own); the close frame's reason
#: says the same in words, and an ``error`` message precedes it.
CLOSE_BAD_REQUEST = 4400
CLOSE_BAD_TOKEN = 4401
CLOSE_FORBIDDEN = 4403
CLOSE_NO_ROOM = 4404
CLOSE_IDLE = 4408
CLOSE_SEAT_BUSY = 4409
CLOSE_FULL = 4429
CLOSE_BROKEN = 4500

#: The folder of the pages, scripts and styles the app serves.
STATIC = Path(str(resources.files("unokit_table") / "static"))

#: Headers on every HTTP response: nothing is loaded from anywhere but this server.
SECURITY_HEADERS = [
    (
        b"content-security-policy",
        b"default-src 'self'; img-src 'self' data:; connect-src 'self'; "
        b"base-uri 'none'; form-action 'self'; frame-ancestors 'none'",
    ),
    (b"x-content-type-options", b"nosniff"),
    (b"referrer-policy", b"no-referrer"),
]

Scope = MutableMapping[str, Any]
Message = MutableMapping[str, Any]
Receive = Callable[[], Awaitable[Message]]
Send = Callable[[Message], Awaitable[None]]


class Client:
    """One websocket connection to a room, playing one seat or watching (a spectator).

    State messages are built when they are written, from the room as it is then: a slow
    client gets fewer, fresher states and never a backlog. One-off messages (errors,
    refusals) are queued, at most ``Limits.max_queued`` of them. Incoming messages pass a
    token bucket. Only the writer task (`write`) sends, so messages and the closing frame
    go out in order.

    Args:
        websocket: The connection.
        seat: The seat it plays, or ``None`` for a spectator.
        limits: The server's limits.
        clock: The time in seconds, for its token bucket (``time.monotonic``).

    Attributes:
        websocket: The connection.
        seat: The seat it plays, or ``None`` for a spectator.
        log_seen: How many lines of its seat's (or the spectators') narration it has been
            sent.
    """

    def __init__(  # noqa: D107
        self,
        websocket: WebSocket,
        seat: int | None,
        limits: Limits,
        clock: Callable[[], float] = time.monotonic,
    ) -> None:
        self.websocket = websocket
        self.seat = seat
        self.log_seen = 0
        self._limits = limits
        self._queue: deque[str] = deque(maxlen=limits.max_queued)
        self._stale = False
        self._closing: tuple[int, str] | None = None
        self._wake = asyncio.Event()
        self._tokens = float(limits.burst)
        self._clock = clock
        self._refilled = clock()

    def notify(self) -> None:
        """The room changed: send a fresh state message soon."""
        self._stale = True
        self._wake.set()

    def send(self, message: schema.Json) -> None:
        """Queue a one-off message."""
        self._queue.append(json.dumps(message))
        self._wake.set()

    def close(self, code: int, reason: str) -> None:
        """Close the connection with ``code`` and ``reason``, after what is queued."""
        self._closing = (code, reason)
        self._wake.set()

    @property
    def closing(self) -> bool:
        """Whether `close` was called."""
        return self._closing is not None

    def allow(self) -> bool:
        """Whether the client may send one more message now (a token bucket)."""
        now = self._clock()
        self._tokens = min(
            float(self._limits.burst),
            self._tokens + (now - self._refilled) * self._limits.moves_per_second,
        )
        self._refilled = now
        if self._tokens < 1:
            return False
        self._tokens -= 1
        return True

    async def write(self, room: Room) -> None:
        """Send what is due, for as long as the connection lasts; then close it if asked.

        Each message must reach the client within ``Limits.send_timeout`` seconds, or the
        connection is dropped.
        """
        with contextlib.suppress(WebSocketDisconnect, RuntimeError, OSError, asyncio.TimeoutError):
            while True:
                await self._wake.wait()
                self._wake.clear()
                while self._queue:
                    await self._put(self._queue.popleft())
                if self._closing is not None:
                    await self._within(self.websocket.close(*self._closing))
                    return
                if self._stale:
                    self._stale = False
                    await self._put(json.dumps(room.message(self)))

    async def _put(self, text: str) -> None:
        await self._within(self.websocket.send_text(text))

    async def _within(self, sending: Awaitable[None]) -> None:
        """Await ``sending`` for at most ``send_timeout`` seconds (then ``TimeoutError``)."""
        await asyncio.wait_for(sending, self._limits.send_timeout)


def editions() -> list[schema.Json]:
    """Every installed edition: its player counts, its options and the house rules it takes.

    Player counts come from ``unokit.edition_info`` and options from
    ``unokit.option_specs`` (each with its default, help text, choices and
    minimum); a house rule whose options cannot be worked out with an edition (unokit says
    it cannot join it) is left out of that edition's list.
    """
    described = unokit.available_house_rules()
    found = []
    for name in unokit.available_editions():
        info = unokit.edition_info(name)
        base = unokit.option_specs(name)
        house_rules = {}
        for rule, description in described.items():
            try:
                with_rule = unokit.option_specs(name, (rule,))
            except unokit.UnokitError:
                continue
            added = [_option_json(spec) for key, spec in with_rule.items() if key not in base]
            house_rules[rule] = {"description": description, "options": added}
        found.append(
            {
                "name": info["name"],
                "description": info["description"],
                "min_players": info["min_players"],
                "max_players": info["max_players"],
                "options": [_option_json(spec) for spec in base.values()],
                "house_rules": house_rules,
            }
        )
    return found


def _option_json(spec: unokit.OptionSpec) -> schema.Json:
    """An option as the page's form needs it."""
    return {
        "name": spec.name,
        "default": spec.default,
        "help": spec.help,
        "choices": list(spec.choices),
        "minimum": spec.minimum,
    }


def _same_origin(websocket: WebSocket) -> bool:
    """Whether a browser's websocket comes from a page of this server, or from no page.

    A connection with no ``Origin`` is a program's, which no other site's page can make.
    """
    origin = websocket.headers.get("origin")
    return origin is None or same_origin(origin, websocket.headers.get("host"))


async def _receive(websocket: WebSocket, timeout: float) -> str | bytes | None:
    """The next message's text (or bytes), ``None`` when the client left.

    Raises:
        asyncio.TimeoutError: if nothing came within ``timeout`` seconds.
    """
    message = await asyncio.wait_for(websocket.receive(), timeout)
    if message["type"] == "websocket.disconnect":
        return None
    text = message.get("text")
    return text if text is not None else message.get("bytes")


async def _refuse(websocket: WebSocket, code: int, error: str, text: str) -> None:
    """Tell a connection that is not (or no longer) seated why, and close it with ``code``.

    A client that left meanwhile is not told.
    """
    with contextlib.suppress(WebSocketDisconnect, RuntimeError, OSError):
        await websocket.send_json(schema.error_message(error, text))
        await websocket.close(code, _reason(text))


def _reason(text: str) -> str:
    """``text`` cut to fit a websocket close frame's reason (at most 123 bytes of UTF-8)."""
    return text.encode()[:123].decode(errors="ignore")


async def _first_message(websocket: WebSocket, limits: Limits) -> schema.ClientMessage | None:
    """The connection's first message (``join``, ``claim``, ``watch``); else say why, close.

    ``None`` if it was refused (or the client left).
    """
    try:
        raw = await _receive(websocket, limits.join_timeout)
        if raw is None:
            return None
        first = schema.read_client_message(raw, limits.max_message)
    except asyncio.TimeoutError:
        text = f"say which seat you play (a join message) within {limits.join_timeout:g} seconds"
        await _refuse(websocket, CLOSE_IDLE, "no-join", text)
        return None
    except schema.ProtocolError as error:
        await _refuse(websocket, CLOSE_BAD_REQUEST, error.code, error.message)
        return None
    if first.type not in ("join", "claim", "watch"):
        text = "the first message must be a join, a claim or a watch message"
        await _refuse(websocket, CLOSE_BAD_REQUEST, "no-join", text)
        return None
    return first


#: The close code of each refusal of a seat.
_SEAT_REFUSALS = {
    "bad-token": CLOSE_BAD_TOKEN,
    "bad-seat": CLOSE_BAD_TOKEN,
    "seat-taken": CLOSE_FORBIDDEN,
    "seat-busy": CLOSE_SEAT_BUSY,
    "too-many-spectators": CLOSE_FULL,
}


def _seat(room: Room, websocket: WebSocket, first: schema.ClientMessage) -> Client:
    """Seat the connection as its first message asks.

    A ``join`` gives the seat its token holds; a ``claim`` a seat nobody holds, whose new
    token is sent to this connection only; a ``watch`` no seat (a spectator).

    Raises:
        RoomError: if the token holds no seat, the seat is not free or is connected already,
            or the room has as many spectators as it allows.
    """
    if first.type == "watch":
        client = _client(websocket, None)
        room.watch(client)
        return client
    if first.type == "join":
        token = first.get("token") or ""
        seat = room.seat_of(token) if TOKEN.fullmatch(token) else None
        if seat is None or room.settings.kinds[seat] != HUMAN:
            raise RoomError("bad-token", "no seat of this room is held by this token")
        client = _client(websocket, seat)
        room.attach(client, first.get("name"))
        return client
    seat = first.number("seat")
    token = room.claim(seat)  # a seat nobody holds has no connection: attaching cannot fail
    client = _client(websocket, seat)
    client.send(schema.seated_message(room.id, seat, token))
    room.attach(client, first.get("name"))
    return client


async def _join(websocket: WebSocket, rooms: Rooms, limits: Limits) -> tuple[Room, Client] | None:
    """Read the first message and seat the client; on failure say why and close."""
    first = await _first_message(websocket, limits)
    if first is None:
        return None
    try:
        room = await rooms.get(websocket.path_params["room_id"])
    except RoomError as error:  # the server is full, or the room's saved game is broken
        code = CLOSE_BROKEN if error.code == "broken" else CLOSE_FULL
        await _refuse(websocket, code, error.code, str(error))
        return None
    if room is None:
        await _refuse(websocket, CLOSE_NO_ROOM, "no-room", "there is no such room")
        return None
    try:
        client = _seat(room, websocket, first)
    except RoomError as error:
        await _refuse(websocket, _SEAT_REFUSALS.get(error.code, CLOSE_FULL), error.code, str(error))
        return None
    return room, client


async def _serve(websocket: WebSocket, room: Room, client: Client, limits: Limits) -> None:
    """Read the client's messages until it leaves or falls silent (then it is closed)."""
    while True:
        try:
            raw = await _receive(websocket, limits.idle_timeout)
        except asyncio.TimeoutError:
            text = f"closed after {limits.idle_timeout:g} seconds of silence"
            client.send(schema.error_message("idle", text))
            client.close(CLOSE_IDLE, text)
            return
        if raw is None:
            return
        if not client.allow():
            client.send(schema.error_message("rate-limited", "too many messages: slow down"))
            continue
        try:
            message = schema.read_client_message(raw, limits.max_message)
        except schema.ProtocolError as error:
            client.send(schema.error_message(error.code, error.message))
            continue
        await _handle(room, client, message)


#: What a spectator is told of a message only a seat may send: it changes nothing.
WATCHING = "you are watching this room: a spectator makes no move and no choice"


async def _handle(room: Room, client: Client, message: schema.ClientMessage) -> None:
    seat = client.seat
    if message.type == "ping":
        client.send({"v": schema.SCHEMA_VERSION, "type": "pong"})
    elif message.type in ("join", "claim", "watch"):
        client.send(schema.error_message("bad-type", "this connection has joined already"))
    elif seat is None:  # a spectator: refused, and nothing changes
        if message.type == "move":
            client.send(schema.refused_message(message.get("move") or "", WATCHING))
        else:
            client.send(schema.error_message("refused", WATCHING))
    elif message.type == "move":
        text = message.get("move") or ""
        reason = await room.submit(seat, text, message.number("game"), message.number("seq"))
        if reason is not None:  # only to this connection: it may name the mover's own cards
            client.send(schema.refused_message(text, reason))
    elif message.type == "decline":
        reason = await room.decline(seat, message.number("game"), message.number("seq"))
        if reason is not None:
            client.send(schema.error_message("refused", reason))
    else:
        seated = ("release", "hand-to-bot", "hand-back")
        target = message.number("seat") if message.type in seated else None
        reason = await room.host_action(seat, message.type, target)
        if reason is not None:
            client.send(schema.error_message("refused", reason))


def _client(websocket: WebSocket, seat: int | None) -> Client:
    """The connection as a client of ``seat`` (``None``: a spectator), the app's limits, clock."""
    return Client(websocket, seat, websocket.app.state.limits, websocket.app.state.clock)


async def play(websocket: WebSocket) -> None:
    """``WS /ws/{room_id}``: join a seat, then play it (or watch the room)."""
    if not _same_origin(websocket):
        await websocket.close(CLOSE_FORBIDDEN, "this page may not open this server's websocket")
        return
    table = websocket.app.state
    limits: Limits = table.limits
    sockets: Counter[str] = table.client_sockets
    address = client_key(websocket.scope)
    await websocket.accept()
    if table.sockets >= limits.max_sockets:
        text = "the server has as many connections as it allows"
        await _refuse(websocket, CLOSE_FULL, "server-full", text)
        return
    if sockets[address] >= limits.client_sockets:
        text = f"your address has {limits.client_sockets} connections open, as many as it may"
        await _refuse(websocket, CLOSE_FULL, "too-many-connections", text)
        return
    table.sockets += 1
    sockets[address] += 1
    try:
        joined = await _join(websocket, table.rooms, limits)
        if joined is not None:
            await _play(websocket, *joined, limits)
    finally:
        table.sockets -= 1
        sockets[address] -= 1
        if not sockets[address]:
            del sockets[address]


async def _play(websocket: WebSocket, room: Room, client: Client, limits: Limits) -> None:
    """Serve a seated client until it leaves, falls silent or stops reading.

    One task reads its messages and another writes to it; when either ends, the connection
    ends (a client closed for its silence first gets what was queued for it, within
    ``send_timeout``).
    """
    loop = asyncio.get_running_loop()
    writer = loop.create_task(client.write(room))
    reader = loop.create_task(_serve(websocket, room, client, limits))
    try:
        await asyncio.wait({reader, writer}, return_when=asyncio.FIRST_COMPLETED)
        if client.closing:
            await asyncio.wait({writer}, timeout=limits.send_timeout)
    finally:
        room.detach(client)
        reader.cancel()
        writer.cancel()
    if reader.done() and not reader.cancelled():
        error = reader.exception()
        if error is not None and not isinstance(error, WebSocketDisconnect):
            raise error  # a bug, or a move that could not be saved: for the server's log


async def index(request: Request) -> Response:
    """``GET /``: the page that creates a room."""
    return FileResponse(STATIC / "index.html")


async def table_page(request: Request) -> Response:
    """``GET /room/{room_id}``: the table."""
    return FileResponse(STATIC / "table.html")


async def list_editions(request: Request) -> Response:
    """``GET /api/editions``."""
    state = request.app.state
    if state.editions is None:
        state.editions = editions()
    return JSONResponse(
        {"v": schema.SCHEMA_VERSION, "default": DEFAULT_EDITION, "editions": state.editions}
    )


async def _body(request: Request, timeout: float) -> object:
    """The request's JSON body, read up to ``MAX_BODY`` bytes within ``timeout`` seconds.

    Raises:
        RoomError: if it is larger, comes too slowly, or is not JSON.
    """
    size = request.headers.get("content-length", "")
    if size.isdigit() and int(size) > MAX_BODY:
        raise RoomError("too-big", f"a request may have at most {MAX_BODY} bytes")

    async def read() -> bytes:
        body = b""
        async for chunk in request.stream():
            body += chunk
            if len(body) > MAX_BODY:
                raise RoomError("too-big", f"a request may have at most {MAX_BODY} bytes")
        return body

    try:
        body = await asyncio.wait_for(read(), timeout)
    except asyncio.TimeoutError:
        raise RoomError("too-slow", f"a request must arrive within {timeout:g} seconds") from None
    try:
        return json.loads(body)
    except (ValueError, RecursionError):
        raise RoomError("bad-request", "the request must be a JSON object") from None


#: The HTTP status of each refusal of a request (the others are 400).
_STATUS = {
    "bad-origin": 403,
    "too-slow": 408,
    "too-big": 413,
    "not-json": 415,
    "rate-limited": 429,
    "too-many-rooms": 503,
}


def _from_this_server(request: Request) -> None:
    """Check that a request changing something comes from a page of this server, as JSON.

    A page of another site can send a form, or a ``fetch`` of "simple" content (such as
    ``text/plain``), to any server without asking it first: such a request is refused.

    Raises:
        RoomError: ``bad-origin`` if its ``Origin`` is missing or another site's,
            ``not-json`` if its body is not declared JSON.
    """
    if not same_origin(request.headers.get("origin"), request.headers.get("host")):
        raise RoomError("bad-origin", "only this server's own pages may send this request")
    media = request.headers.get("content-type", "").split(";")[0].strip().lower()
    if media != "application/json":
        raise RoomError("not-json", "the request's body must be JSON (application/json)")


async def create_room(request: Request) -> Response:
    """``POST /api/rooms``: make a room; answer its id and the creator's seat link."""
    rooms: Rooms = request.app.state.rooms
    made: Buckets = request.app.state.rooms_made
    wait = 0.0
    try:
        _from_this_server(request)
        limits: Limits = request.app.state.limits
        settings = RoomSettings.from_request(await _body(request, limits.request_timeout))
        wait = made.take(client_key(request.scope))
        if wait:
            minutes = math.ceil(wait / 60)
            raise RoomError(
                "rate-limited",
                f"your address has made as many rooms as it may for now: try again in "
                f"{minutes} minute{'s' if minutes > 1 else ''}",
            )
        room, token = await rooms.create(settings)
    except RoomError as error:
        status = _STATUS.get(error.code, 400)
        headers = {"retry-after": str(math.ceil(wait))} if wait else {}
        return JSONResponse(
            schema.error_message(error.code, str(error)), status_code=status, headers=headers
        )
    return JSONResponse(
        {
            "v": schema.SCHEMA_VERSION,
            "room": room.id,
            "seat": 0,
            "token": token,
            "url": f"/room/{room.id}#seat=0",
        },
        status_code=201,
    )


async def game_record(request: Request) -> Response:
    """``GET /api/rooms/{room_id}/games/{game}/record``: a finished game's record, as text.

    Read from the database: a room is not opened (nor its bots started) to read it.
    """
    rooms: Rooms = request.app.state.rooms
    text = rooms.record(request.path_params["room_id"], request.path_params["game"])
    if text is None:
        return PlainTextResponse("no finished game here\n", status_code=404)
    return PlainTextResponse(text, headers={"content-disposition": "inline"})


async def favicon(request: Request) -> Response:
    """``GET /favicon.ico``: the icon browsers ask for."""
    return FileResponse(STATIC / "favicon.svg", media_type="image/svg+xml")


async def health(request: Request) -> Response:
    """``GET /healthz``: the server answers, and how many rooms it holds."""
    return JSONResponse({"ok": True, "rooms": len(request.app.state.rooms)})


class SecurityHeaders:
    """ASGI middleware adding ``SECURITY_HEADERS`` to every HTTP response.

    Args:
        app: The application it wraps.
    """

    def __init__(self, app: Callable[[Scope, Receive, Send], Awaitable[None]]) -> None:
        self.app = app

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        if scope["type"] != "http":
            await self.app(scope, receive, send)
            return

        async def with_headers(message: Message) -> None:
            if message["type"] == "http.response.start":
                message["headers"] = [*message.get("headers", []), *SECURITY_HEADERS]
            await send(message)

        await self.app(scope, receive, with_headers)


def create_app(
    database: str | Path,
    limits: Limits | None = None,
    *,
    hosts: Iterable[str] = DEFAULT_HOSTS,
    clock: Callable[[], float] = time.monotonic,
    say: Callable[[str], None] | None = None,
) -> Starlette:
    """The table's ASGI application.

    The database is opened when the application starts (its lifespan) and closed when it
    stops, after every room's bots were stopped.

    Args:
        database: The SQLite file of the rooms (made if missing).
        limits: The server's limits (the defaults if ``None``).
        hosts: The names the server answers to (its requests' ``Host`` header); every
            request naming another is refused (``gate.Gate``). This machine's names unless
            told others.
        clock: The time in seconds that the rates per client address and per connection
            are measured by (``time.monotonic``; a test gives a clock it moves itself).
        say: Called with a line saying what was finished when the application stops.

    Returns:
        A Starlette application: serve it with uvicorn (the ``unokit-table`` command does),
        or drive it in process with Starlette's ``TestClient``.
    """
    chosen = limits or Limits()

    @asynccontextmanager
    async def lifespan(app: Starlette) -> AsyncIterator[None]:
        storage = Storage(
            database, keep_rooms=chosen.max_saved_rooms, keep_games=chosen.max_saved_games
        )
        rooms = Rooms(storage, chosen)
        app.state.rooms = rooms
        app.state.limits = chosen
        app.state.editions = None
        app.state.clock = clock
        app.state.sockets = 0
        app.state.client_sockets = Counter()
        app.state.rooms_made = Buckets(chosen.rooms_per_hour / 3600, chosen.rooms_per_hour, clock)
        sweeper = asyncio.get_running_loop().create_task(rooms.sweep_forever())
        try:
            yield
        finally:
            sweeper.cancel()
            with contextlib.suppress(asyncio.CancelledError):
                await sweeper
            open_rooms = len(rooms)
            await rooms.close()
            saved = storage.count_rooms()
            storage.close()
            if say is not None:
                line = f"stopped the bots of {_count(open_rooms, 'open room')}; "
                line += f"{_count(saved, 'room')} saved"
                say(f"{line} in {database}")

    return Starlette(
        routes=[
            Route("/", index),
            Route("/room/{room_id}", table_page),
            Route("/api/editions", list_editions),
            Route("/api/rooms", create_room, methods=["POST"]),
            Route("/api/rooms/{room_id}/games/{game:int}/record", game_record),
            Route("/healthz", health),
            Route("/favicon.ico", favicon),
            WebSocketRoute("/ws/{room_id}", play),
            Mount("/static", StaticFiles(directory=STATIC), name="static"),
        ],
        middleware=[
            Middleware(SecurityHeaders),
            Middleware(
                Gate,
                hosts=list(hosts),
                requests_per_minute=chosen.requests_per_minute,
                clock=clock,
            ),
        ],
        lifespan=lifespan,
    )


def _count(number: int, noun: str) -> str:
    """``"1 open room"``, ``"2 open rooms"``."""
    return f"{number} {noun}{'' if number == 1 else 's'}"
