"""Rooms: the authoritative game of each table, its seats, its bots and its limits.

A [`Room`][] holds one game, a ``unokit.Recorder``; every change goes through the room's
``asyncio.Lock``, so moves sent from several sockets at once are applied one at a time, in
the order they arrive, each checked against the state it finds. After each move the room
saves the move,
tells each seat what happened (from that seat's views only) and sends each connection its
seat's view. Bots move from a task of their own, a little after each change, so people can
follow and can act out of turn first.

[`Rooms`][] is the server's set of rooms: it creates them, loads them from the database on
demand (after a restart, or after an idle room was put away), and enforces the limits.
"""

from __future__ import annotations

import asyncio
import contextlib
import inspect
import logging
import re
import secrets
import time
import unicodedata
from collections import deque
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any, Protocol

import unokit
from unokit.play.seating import DEFAULT_TIME_LIMIT, TableDriver, TableError
from unokit_table import schema
from unokit_table.bots import BOT_KINDS, make_bot
from unokit_table.narration import SeatNarrators
from unokit_table.storage import Storage, StorageFull, StoredRoom, seat_key

__all__ = [
    "DEFAULT_EDITION",
    "HUMAN",
    "MAX_GAME",
    "MAX_LISTED",
    "MAX_NAME",
    "MAX_SEATS",
    "MAX_SETTING",
    "Connection",
    "Limits",
    "Room",
    "RoomError",
    "RoomSettings",
    "Rooms",
    "SettingsError",
]

logger = logging.getLogger("unokit_table")

#: The kind of a seat a person plays (the others are ``bots.BOT_KINDS``' keys).
HUMAN = "human"
#: A room's id, and a seat's token: URL-safe text of a fixed length.
ROOM_ID = re.compile(r"[A-Za-z0-9_-]{16}")
TOKEN = re.compile(r"[A-Za-z0-9_-]{24}")
#: The edition a room plays unless told otherwise: unokit's own default.
DEFAULT_EDITION: str = inspect.signature(unokit.new_game).parameters["edition"].default
#: The longest name a person may give their seat.
MAX_NAME = 24
#: The most seats a room may have (unokit's editions say how many each allows).
MAX_SEATS = 16
#: The most house rules, and the most options, a room's settings may name.
MAX_LISTED = 32
#: The longest text in a room's settings (an edition's, a house rule's, an option's name).
MAX_SETTING = 64
#: The lines of narration kept for each seat (a reconnecting page gets them again).
LOG_LINES = 200
#: The largest game number a room may reach (SQLite's largest integer).
MAX_GAME = 2**63 - 1
#: The seconds a person has for each decision unless the room's settings say otherwise
#: (unokit's default): then a bot makes that one decision for them.
TURN_SECONDS = int(DEFAULT_TIME_LIMIT)
#: The most seconds a room's settings may give a person for each decision.
MAX_TURN_SECONDS = 600


@dataclass(frozen=True)
class Limits:
    """What a server allows, per connection, per client address, per room and in all.

    Every resource a client can make the server hold is bounded.

    Attributes:
        max_rooms: Rooms held in memory at once (rooms nobody is connected to are put away
            first; a room put away stays in the database and comes back when someone joins).
        max_saved_rooms: Rooms kept in the database; creating one more forgets the room used
            least recently (its games too), never a room whose game is in play: if every
            room is, creating one is refused.
        max_saved_games: Finished games whose records are kept per room (the oldest go).
        max_sockets: Websocket connections to the whole server at once, joined or not.
        client_sockets: Websocket connections from one client address at once, joined or
            not (an IPv6 address counts with its /64 network).
        client_connections: Connections from one client address at once, HTTP and
            websocket together: the ``unokit-table`` command's server closes the others at
            once (``guard.guarded_http``), so one client cannot hold every open file.
        requests_per_minute: HTTP requests and websocket connections one client address may
            make a minute: as many at once, then one every ``60 / requests_per_minute``
            seconds.
        rooms_per_hour: Rooms one client address may make an hour: as many at once, then
            one every ``3600 / rooms_per_hour`` seconds.
        max_message: The most characters in one websocket message (checked before its JSON
            is read).
        max_queued: One-off messages (refusals, errors) waiting for a slow client; beyond
            it the oldest are dropped. State messages are never queued: a slow client gets
            the latest state when it reads again.
        moves_per_second: The steady rate of messages one connection may send.
        burst: How many messages one connection may send at once before being slowed.
        idle_timeout: Seconds of silence after which a connection is closed (pages ping
            every 20 seconds), and seconds a room with nobody connected stays in memory.
        join_timeout: Seconds a new connection has to say which seat it is.
        request_timeout: Seconds an HTTP request may take to arrive in full: its headers
            (the ``unokit-table`` command's server answers 408 and closes the connection) and
            its body (the application answers 408).
        send_timeout: Seconds one message may take to reach a client before the connection
            is dropped (a client that stops reading holds nothing for long).
        bot_delay: Seconds the bots wait after each change before moving (three times as
            long at the end of a round), so people can follow.
        leave_grace: Seconds a person's seat waits for its page to come back (a reload, a
            network blip) before a bot plays it (until it is back; may be 0).
        reaction: Seconds a chance to act out of turn (an UNO catch, a jump-in) stays open
            to the people offered it who have not answered; the bots' answers wait for
            theirs, and one proposal is drawn among all (unokit's table driver).
        max_spectators: Spectators connected to one room at once (``watch``); the next is
            refused until one leaves.

    Raises:
        ValueError: if a limit is not positive (``bot_delay`` and ``leave_grace`` may be 0).
    """

    max_rooms: int = 200
    max_saved_rooms: int = 10_000
    max_saved_games: int = 100
    max_sockets: int = 500
    client_sockets: int = 16
    client_connections: int = 64
    requests_per_minute: int = 120
    rooms_per_hour: int = 20
    max_message: int = 2048
    max_queued: int = 64
    moves_per_second: float = 5.0
    burst: int = 10
    idle_timeout: float = 300.0
    join_timeout: float = 10.0
    request_timeout: float = 10.0
    send_timeout: float = 10.0
    bot_delay: float = 0.8
    leave_grace: float = 10.0
    reaction: float = 3.0
    max_spectators: int = 32

    def __post_init__(self) -> None:
        for name, value in vars(self).items():
            if not value > 0 and not (name in ("bot_delay", "leave_grace") and value == 0):
                raise ValueError(f"the limit {name} must be positive, not {value!r}")


class RoomError(Exception):
    """A request a room or the server refuses; its message is for the person who asked.

    Args:
        code: A short machine-readable code, e.g. ``"full"``.
        message: What was refused and why, in words for a player.

    Attributes:
        code: The machine-readable code.
    """

    def __init__(self, code: str, message: str) -> None:  # noqa: D107
        super().__init__(message)
        self.code = code


class SettingsError(RoomError):
    """A room's settings that cannot make a game; its code is ``"bad-settings"``.

    Args:
        message: Why, in words for a player (unokit's own reason where it has one).
    """

    def __init__(self, message: str) -> None:  # noqa: D107
        super().__init__("bad-settings", message)


class Connection(Protocol):
    """A client of a room (see ``app.Client``).

    Attributes:
        seat: The seat it plays, or ``None`` for a spectator.
        log_seen: How many lines of its seat's (or the spectators') narration it has been
            sent.
    """

    seat: int | None
    log_seen: int

    def notify(self) -> None:
        """Say that the room changed: the client is sent a fresh state message soon."""

    def send(self, message: schema.Json) -> None:
        """Queue a one-off ``message`` (an error, a refusal) for the client."""


@dataclass
class RoomSettings:
    """How a room's games are played and who sits where.

    Attributes:
        edition: The edition's canonical name.
        players: The number of seats.
        house_rules: The house rules' canonical names.
        options: The options that were set (name to value).
        kinds: Each seat's kind: ``"human"`` or a bot's name (``"greedy"``, ``"random"``).
        names: Each seat's name.
        turn_seconds: The seconds a person has for each decision (`TURN_SECONDS` unless
            set); then a bot makes that decision for them.
        handed: The people's seats the host handed to bots in the game in play (kept
            across a restart of the server; a new game hands them back).
    """

    edition: str
    players: int
    house_rules: tuple[str, ...]
    options: dict[str, bool | int | str]
    kinds: list[str]
    names: list[str]
    turn_seconds: int = TURN_SECONDS
    handed: list[int] = field(default_factory=list)

    def record(
        self,
        seed: int,
        tags: Mapping[str, str],
        moves: Sequence[str] = (),
        *,
        digest: str | None = None,
    ) -> unokit.GameRecord:
        """The record of a match under these settings dealt from ``seed``, with ``moves``.

        ``unokit.Recorder.resume`` plays it on: with no moves, that is a new match.

        Args:
            seed: The seed it was dealt from.
            tags: The record's tags.
            moves: The moves played, in notation.
            digest: The digest of the state after the last move, which a replay checks.
        """
        return unokit.GameRecord(
            edition=self.edition,
            players=self.players,
            seed=seed,
            options=self.options,
            house_rules=self.house_rules,
            moves=moves,
            digest=digest,
            tags=tags,
        )

    def to_dict(self) -> dict[str, Any]:
        """The settings as JSON-ready values."""
        return {
            "edition": self.edition,
            "players": self.players,
            "house_rules": list(self.house_rules),
            "options": dict(self.options),
            "kinds": list(self.kinds),
            "names": list(self.names),
            "turn_seconds": self.turn_seconds,
            "handed": list(self.handed),
        }

    @classmethod
    def from_dict(cls, data: Mapping[str, Any]) -> RoomSettings:
        """Settings as ``to_dict`` wrote them (read back from the database)."""
        return cls(
            edition=data["edition"],
            players=data["players"],
            house_rules=tuple(data["house_rules"]),
            options=dict(data["options"]),
            kinds=list(data["kinds"]),
            names=list(data["names"]),
            turn_seconds=data.get("turn_seconds", TURN_SECONDS),
            handed=list(data.get("handed", [])),
        )

    @classmethod
    def from_request(cls, data: object) -> RoomSettings:
        """Check a client's request for a new room and make its settings.

        The request is a JSON object: ``edition`` (text), ``players`` (a whole number),
        ``house_rules`` (a list of names), ``options`` (name to ``true``/``false``, a whole
        number or text), ``seats`` (one kind per seat: ``"human"``, ``"greedy"`` or
        ``"random"``; seat 0, the creator's, is ``"human"``), ``name`` (the creator's) and
        ``turn_seconds`` (the seconds a person has for each decision, from 1 to
        `MAX_TURN_SECONDS`; `TURN_SECONDS` if not given).

        Args:
            data: The request's JSON, as decoded.

        Raises:
            SettingsError: naming what is wrong, unokit's own message included when the
                edition, house rules, player count or options cannot make a game.
        """
        if not isinstance(data, dict):
            raise SettingsError("a room's settings are a JSON object")
        edition = _text(data.get("edition", DEFAULT_EDITION), "edition")
        players = data.get("players", 4)
        if (
            not isinstance(players, int)
            or isinstance(players, bool)
            or not 2 <= players <= MAX_SEATS
        ):
            raise SettingsError(f"players must be a whole number from 2 to {MAX_SEATS}")
        house_rules = data.get("house_rules", [])
        if not isinstance(house_rules, list) or len(house_rules) > MAX_LISTED:
            raise SettingsError(f"house_rules must be a list of at most {MAX_LISTED} names")
        options = _options(data.get("options", {}))
        kinds = data.get("seats", [HUMAN] + ["greedy"] * (players - 1))
        if (
            not isinstance(kinds, list)
            or len(kinds) != players
            or not all(
                isinstance(kind, str) and (kind == HUMAN or kind in BOT_KINDS) for kind in kinds
            )
        ):
            choices = ", ".join([HUMAN, *BOT_KINDS])
            raise SettingsError(f"seats must give each of the {players} seats one of {choices}")
        if kinds[0] != HUMAN:
            raise SettingsError("seat 0 is yours: it must be 'human'")
        turn_seconds = data.get("turn_seconds", TURN_SECONDS)
        if (
            not isinstance(turn_seconds, int)
            or isinstance(turn_seconds, bool)
            or not 1 <= turn_seconds <= MAX_TURN_SECONDS
        ):
            raise SettingsError(
                f"turn_seconds must be a whole number of seconds from 1 to {MAX_TURN_SECONDS}"
            )
        try:
            state = unokit.new_game(
                edition,
                players,
                seed=0,
                options=options,
                house_rules=[_text(name, "a house rule") for name in house_rules],
            )
        except unokit.UnokitError as error:
            raise SettingsError(str(error)) from None
        names = [default_name(seat, kind) for seat, kind in enumerate(kinds)]
        names[0] = clean_name(data.get("name"), names[0])
        return cls(
            edition=state.rules.edition,
            players=players,
            house_rules=state.rules.house_rules,
            options=options,
            kinds=list(kinds),
            names=names,
            turn_seconds=turn_seconds,
        )


def _text(value: object, what: str) -> str:
    if not isinstance(value, str) or not 0 < len(value) <= MAX_SETTING:
        raise SettingsError(f"{what} must be text of 1 to {MAX_SETTING} characters")
    return value


def _options(value: object) -> dict[str, bool | int | str]:
    if not isinstance(value, dict) or len(value) > MAX_LISTED:
        raise SettingsError(f"options must be an object of at most {MAX_LISTED} options")
    options: dict[str, bool | int | str] = {}
    for name, setting in value.items():
        _text(name, "an option's name")
        if isinstance(setting, str):
            _text(setting, f"option {name}")
        elif not isinstance(setting, (bool, int)) or abs(setting) >= 10**9:
            raise SettingsError(
                f"option {name} must be true, false, a whole number under a billion or text"
            )
        options[name] = setting
    return options


def default_name(seat: int, kind: str) -> str:
    """A seat's name until its player gives one: ``"Seat 2"``, or ``"Bot 3"`` for a bot."""
    return f"Seat {seat}" if kind == HUMAN else f"Bot {seat}"


def clean_name(value: object, default: str) -> str:
    """A name a person gave, printable and at most ``MAX_NAME`` characters, or ``default``."""
    if not isinstance(value, str):
        return default
    kept = "".join(char for char in value if unicodedata.category(char)[0] != "C")
    kept = " ".join(kept.split())[:MAX_NAME]
    return kept or default


@dataclass
class _SeatLog:
    """One seat's narration: the last ``LOG_LINES`` lines, numbered from the room's start."""

    lines: deque[str] = field(default_factory=lambda: deque(maxlen=LOG_LINES))
    count: int = 0

    def add(self, lines: Sequence[str]) -> None:
        self.lines.extend(lines)
        self.count += len(lines)

    def since(self, seen: int) -> list[str]:
        first = self.count - len(self.lines)
        return list(self.lines)[max(seen - first, 0) :]


class Room:
    """One table: its settings, seats, game, bots and connections.

    The game in play is a ``unokit.Recorder``: it applies each move and keeps the moves for
    the game's record.

    Args:
        room_id: The room's id.
        settings: How its games are played and who sits where.
        seat_keys: The SHA-256 of each seat's secret token, ``None`` for a seat nobody holds.
        storage: Where the room is saved.
        limits: The server's limits.

    Attributes:
        id: The room's id.
        settings: How its games are played and who sits where.
        seat_keys: The SHA-256 of each seat's secret token (``storage.seat_key``), ``None``
            for a seat nobody holds: a bot's, or a person's seat not claimed yet. The secret
            itself goes only to the person who claims the seat (`claim`).
        status: ``"lobby"``, ``"playing"`` or ``"over"``.
        game: The number of the current game (0 in the lobby).
        seq: How many moves the current game has had.
        recorder: The current game, or ``None`` in the lobby.
        connections: The connected clients, spectators included (their ``seat`` is ``None``).
        empty_since: When the last client left (``time.monotonic()``).
    """

    def __init__(  # noqa: D107
        self,
        room_id: str,
        settings: RoomSettings,
        seat_keys: Sequence[str | None],
        storage: Storage,
        limits: Limits,
    ) -> None:
        self.id = room_id
        self.settings = settings
        self.seat_keys = list(seat_keys)
        self.status = "lobby"
        self.game = 0
        self.seq = 0
        self.recorder: unokit.Recorder | None = None
        self.connections: set[Connection] = set()
        self.empty_since = time.monotonic()
        self._storage = storage
        self._limits = limits
        self._lock = asyncio.Lock()
        self._version = 0
        self._changed = asyncio.Event()
        self._views: dict[int, unokit.SeatView] = {}
        self._watched: unokit.SpectatorView | None = None  # what the spectators see
        # Each seat's narration, and the spectators' (``None``).
        self._logs: dict[int | None, _SeatLog] = {
            seat: _SeatLog() for seat in [*range(settings.players), None]
        }
        self._narrators = SeatNarrators()
        self._driver: TableDriver | None = None
        self._clock = time.monotonic
        self._leaving: dict[int, float] = {}  # a seat left by its page: when a bot takes it
        self._gone: set[int] = set()  # the people's seats a bot plays while they are away
        self._task: asyncio.Task[None] | None = None

    # -- loading ---------------------------------------------------------------------------

    @classmethod
    def load(cls, stored: StoredRoom, storage: Storage, limits: Limits) -> Room:
        """A room as the database stored it, its game where it was.

        The game is dealt again from its seed and its moves are replayed (a finished game
        from its record); the replay must reach the state whose digest was saved.

        Raises:
            RoomError: if the saved game cannot be replayed (unokit's reason is given).
        """
        room = cls(
            stored.id, RoomSettings.from_dict(stored.settings), stored.seat_keys, storage, limits
        )
        room.status = stored.status
        room.game = stored.game
        if stored.seed is None:
            return room
        try:
            if stored.record is not None:
                game = unokit.GameRecord.parse(stored.record)
            else:
                game = room.settings.record(
                    stored.seed, room._tags(room.game), stored.moves, digest=stored.digest
                )
            recorder = unokit.Recorder.resume(game)
        except unokit.UnokitError as error:
            raise RoomError(
                "broken", f"the room's saved game cannot be replayed: {error}"
            ) from None
        room._begin(stored.seed, recorder)
        # Each seat's story so far, as it was told, then where the game stands.
        told = room._narrators.catch_up(room._told(), recorder.record(), room.settings.names)
        back = f"Back at the table: round {recorder.state.round_number}, move {room.seq}."
        for seat, log in room._logs.items():
            log.add([f"Game {room.game} begins.", *told.get(seat, []), back])
        return room

    def _tags(self, game: int) -> dict[str, str]:
        """The tags of the record of the room's game ``game``: the room and the number."""
        return {"Room": self.id, "Game": str(game)}

    # -- seats and connections ---------------------------------------------------------------

    def seat_of(self, token: str) -> int | None:
        """The seat held by the secret ``token`` (compared in constant time), or ``None``."""
        key = seat_key(token)
        found = None
        for seat, known in enumerate(self.seat_keys):
            if known is not None and secrets.compare_digest(known, key):
                found = seat
        return found

    def claim(self, seat: int) -> str:
        """Give the person's seat ``seat`` nobody holds to whoever asks: its new secret token.

        The token is returned to the claimer only; the room keeps its SHA-256.

        Raises:
            RoomError: ``bad-seat`` if there is no such person's seat, ``seat-taken`` if
                someone holds it (the host can free it while its player is away).
        """
        if not 0 <= seat < self.settings.players or self.settings.kinds[seat] != HUMAN:
            raise RoomError("bad-seat", f"this room has no seat {seat} for a person")
        if self.seat_keys[seat] is not None:
            name = self.settings.names[seat]
            raise RoomError(
                "seat-taken", f"seat {seat} is taken ({name}): ask the host for another"
            )
        token = secrets.token_urlsafe(18)
        self.seat_keys[seat] = seat_key(token)
        self._storage.save_seat_keys(self.id, self.seat_keys)
        return token

    def attach(self, client: Connection, name: str | None) -> None:
        """Seat ``client`` on its seat; a name given renames the seat. Everyone is told.

        Raises:
            RoomError: ``seat-busy`` if another connection plays the seat: one seat, one
                connection (the other may be a page whose end the server has not seen yet).
        """
        seat = client.seat
        assert seat is not None, "a spectator watches (see watch)"
        if any(other.seat == seat for other in self.connections):
            raise RoomError(
                "seat-busy", "this seat is connected from another page: close that page first"
            )
        self.connections.add(client)
        self._leaving.pop(seat, None)
        if seat in self._gone:
            self._gone.discard(seat)
            if self._driver is not None:
                self._driver.come_back(seat, self._clock())
            self._changed_now()
        if name is not None:
            renamed = clean_name(name, self.settings.names[seat])
            if renamed != self.settings.names[seat]:
                self.settings.names[seat] = renamed
                self._storage.save_settings(self.id, self.settings.to_dict())
        self._broadcast()

    def watch(self, client: Connection) -> None:
        """Let ``client`` watch the room as a spectator (its ``seat`` is ``None``).

        A spectator is sent what every seat sees (``unokit.spectator_view``) and the story
        told to nobody at the table; it makes no move.

        Raises:
            RoomError: ``too-many-spectators`` if the room has ``Limits.max_spectators``.
        """
        watching = sum(1 for other in self.connections if other.seat is None)
        if watching >= self._limits.max_spectators:
            raise RoomError(
                "too-many-spectators",
                f"this room has {watching} spectators, as many as it allows: try again later",
            )
        self.connections.add(client)
        self._broadcast()  # every page says how many watch

    def detach(self, client: Connection) -> None:
        """Forget ``client`` (a seat's connection or a spectator); everyone else is told.

        A person's seat left by its last connection is played by a bot if the page is not
        back within ``Limits.leave_grace`` seconds (a reload, a network blip), until it is.
        """
        self.connections.discard(client)
        if not self.connections:
            self.empty_since = time.monotonic()
        if client.seat is None:  # a spectator: the others' pages count one less
            self._broadcast()
            return
        gone = not any(other.seat == client.seat for other in self.connections)
        if gone and self.settings.kinds[client.seat] == HUMAN:
            self._leaving[client.seat] = self._clock() + self._limits.leave_grace
            self._changed_now()
        self._broadcast()

    def _let_go(self) -> float | None:
        """Hand to a bot the seats whose grace ran out; when the next one's does (or ``None``)."""
        now = self._clock()
        for seat, until in list(self._leaving.items()):
            if until <= now:
                del self._leaving[seat]
                self._gone.add(seat)
                if self._driver is not None:
                    self._driver.leave(seat, now)
                self._changed_now()
        return min(self._leaving.values(), default=None)

    # -- what each seat is sent --------------------------------------------------------------

    def message(self, client: Connection) -> schema.Json:
        """The state message for ``client``: the room's public facts and its seat's view.

        A spectator (seat ``None``) is sent the spectators' view and story instead: what
        every seat sees, never a hand's cards nor a move to make. The narration in it is
        what ``client`` has not been sent yet (it is marked sent).
        """
        seat = client.seat
        view: schema.Json | None = None
        if seat is None:
            if self._watched is not None:
                view = schema.spectator_json(self._watched)
        elif seat in self._views:
            view = schema.view_json(self._views[seat], self.settings.names)
        log = self._logs[seat]
        lines = log.since(client.log_seen)
        client.log_seen = log.count
        connected = {other.seat for other in self.connections}
        spectators = sum(1 for other in self.connections if other.seat is None)
        message: schema.Json = {
            "v": schema.SCHEMA_VERSION,
            "type": "state",
            "room": self.id,
            "status": self.status,
            "game": self.game,
            "seq": self.seq,
            "seat": seat,
            "host": seat == 0,
            "settings": {
                "edition": self.settings.edition,
                "players": self.settings.players,
                "house_rules": list(self.settings.house_rules),
                "options": dict(self.settings.options),
            },
            "seats": [
                {
                    "seat": other,
                    "name": name,
                    "kind": kind,
                    "claimed": self.seat_keys[other] is not None,
                    "connected": other in connected,
                    "bot": kind != HUMAN or self._played_by(other) != "person",
                    "handed": self._driver is not None and self._driver.is_handed(other),
                }
                for other, (name, kind) in enumerate(
                    zip(self.settings.names, self.settings.kinds, strict=True)
                )
            ],
            "view": view,
            "waiting": self._waiting(seat),
            "turn_seconds": self.settings.turn_seconds,
            "spectators": spectators,
            "log": lines,
        }
        return message

    def _played_by(self, seat: int) -> str:
        """Who plays ``seat`` now: ``"person"``, ``"bot"`` or ``"stand-in"`` (a bot for them)."""
        if self._driver is None:
            return "person" if self.settings.kinds[seat] == HUMAN else "bot"
        return self._driver.played_by(seat)

    def _waiting(self, seat: int | None) -> list[schema.Json]:
        """The people's decisions the game waits for that ``seat`` may know of, and their time.

        Each with the seconds left for it: its own, and the decisions everyone sees pending
        (a turn, a decision the game asks of one seat); never another seat's chance to act
        out of turn, which is offered only to a seat that has such a move (a jump-in: the
        very card on the pile).
        """
        if self._driver is None or self.status != "playing":
            return []
        now = self._clock()
        return [
            {
                "seat": decision.seat,
                "optional": decision.optional,
                "seconds": None
                if decision.deadline is None
                else max(0.0, round(decision.deadline - now, 1)),
            }
            for decision in self._driver.waiting(now)
            if decision.seat == seat or not decision.optional
        ]

    def _broadcast(self) -> None:
        for client in self.connections:
            client.notify()

    def _human_seats(self) -> list[int]:
        return [seat for seat, kind in enumerate(self.settings.kinds) if kind == HUMAN]

    def _told(self) -> list[int | None]:
        """Who is told the game: the people's seats, and the spectators (``None``)."""
        return [*self._views, None]

    def _seat_views(self, state: unokit.GameState) -> dict[int, unokit.SeatView]:
        return {seat: unokit.view(state, seat) for seat in self._human_seats()}

    # -- changes -----------------------------------------------------------------------------

    async def submit(self, seat: int, text: str, game: int, seq: int) -> str | None:
        """Apply the move ``text`` sent by ``seat``'s connection, if it is legal now.

        The move was chosen at move ``seq`` of game ``game`` (what its sender was shown): it
        is refused unless the room's game is still there, so a move never lands in another
        game, nor in a game that has moved on since.

        Returns:
            ``None`` if the move was applied, else the reason it was refused (unokit's
            reason, which may name the mover's own cards: send it to the mover only).
        """
        async with self._lock:
            if self.status != "playing" or self.recorder is None:
                return "there is no game in play in this room"
            if game != self.game:
                return f"that move was chosen in game {game}; this room plays game {self.game}"
            try:
                move = unokit.parse_move(self.recorder.state, text)
                if move.player != seat:
                    return f"you play seat {seat}: '{text}' is a move of seat {move.player}"
                if seq != self.seq:
                    return (
                        f"the game has moved on since that move was chosen (at move {seq}; "
                        f"it is at move {self.seq}): choose again"
                    )
                assert self._driver is not None
                self._driver.submit(seat, move, self._clock())
            except unokit.UnokitError as error:  # the move is not applied, nothing recorded
                return str(error)
            self._advance()
            self._changed_now()
            return None

    async def decline(self, seat: int, game: int, seq: int) -> str | None:
        """``seat``'s person lets the out-of-turn chance they were shown at ``seq`` go.

        Returns:
            ``None`` if done, else why not.
        """
        async with self._lock:
            if self.status != "playing" or self._driver is None:
                return "there is no game in play in this room"
            if (game, seq) != (self.game, self.seq):
                return "the game has moved on since: that chance has gone"
            try:
                self._driver.decline(seat, self._clock())
            except TableError as error:
                return str(error)
            self._advance()
            self._changed_now()
            return None

    async def host_action(self, seat: int, action: str, target: int | None = None) -> str | None:
        """Carry out the host's ``action``.

        The actions: ``"start"``, ``"fill"``, ``"rematch"``, and, of the seat ``target``,
        ``"release"``, ``"hand-to-bot"`` (a bot plays the person's seat from now on) and
        ``"hand-back"`` (its person plays it again; a bot still does while they are away).

        Returns:
            ``None`` if done, else why not.
        """
        if seat != 0:
            return "only the room's host (seat 0) can do that"
        async with self._lock:
            if action == "fill":
                return self._fill()
            if action == "release":
                return self._release(-1 if target is None else target)
            if action in ("hand-to-bot", "hand-back"):
                return self._hand(action, -1 if target is None else target)
            if (action, self.status) in (("start", "lobby"), ("rematch", "over")):
                self._start()
                return None
            return f"the room cannot {action} now: it is {self.status}"

    def _fill(self) -> str | None:
        """Give the people's seats nobody plays now (but the host's) to greedy bots."""
        if self.status != "lobby":
            return "seats can be given to bots before the game starts"
        connected = {client.seat for client in self.connections}
        for seat in self._human_seats():
            if seat and seat not in connected:
                self.settings.kinds[seat] = "greedy"
                self.settings.names[seat] = default_name(seat, "greedy")
                self.seat_keys[seat] = None
        self._storage.save_settings(self.id, self.settings.to_dict())
        self._storage.save_seat_keys(self.id, self.seat_keys)
        self._broadcast()
        return None

    def _release(self, seat: int) -> str | None:
        """Free the seat of a player who is away; every seat is told.

        Its secret no longer works, and whoever claims the seat next gets a new one.
        """
        if seat == 0:
            return "the host's seat cannot be freed"
        if not 0 < seat < self.settings.players or self.seat_keys[seat] is None:
            return f"nobody holds seat {seat}"
        if any(client.seat == seat for client in self.connections):
            return f"seat {seat} is connected: a seat is freed only while its player is away"
        name = self.settings.names[seat]
        self.seat_keys[seat] = None
        self.settings.names[seat] = default_name(seat, HUMAN)
        self._storage.save_seat_keys(self.id, self.seat_keys)
        self._storage.save_settings(self.id, self.settings.to_dict())
        line = f"The host freed seat {seat} ({name}): its link gives it to whoever opens it next."
        for log in self._logs.values():
            log.add([line])
        self._broadcast()
        return None

    def _hand(self, action: str, seat: int) -> str | None:
        """Hand the person's ``seat`` to a bot, or back to its person; every seat is told."""
        if not 0 <= seat < self.settings.players or self.settings.kinds[seat] != HUMAN:
            return f"seat {seat} is not a person's"
        if self.status != "playing" or self._driver is None:
            return "seats are handed to bots and back while a game is in play"
        name = self.settings.names[seat]
        now = self._clock()
        if action == "hand-to-bot":
            if self._driver.is_handed(seat):
                return f"a bot plays seat {seat} already"
            self._driver.hand_to_bot(seat, now)
            self.settings.handed.append(seat)
            line = f"The host handed seat {seat} ({name}) to a bot."
        else:
            if not self._driver.is_handed(seat):
                return f"seat {seat} was not handed to a bot"
            self._driver.hand_back(seat, now)
            self.settings.handed.remove(seat)
            line = f"The host handed seat {seat} back to {name}."
        self._storage.save_settings(self.id, self.settings.to_dict())
        for log in self._logs.values():
            log.add([line])
        self._changed_now()
        return None

    def _begin(self, seed: int, recorder: unokit.Recorder) -> None:
        """Make ``recorder`` the game in play: its driver, bots (seeded from ``seed``), views.

        Every person's seat is theirs to play; one whose page closes is played by a bot until
        it opens again, and a seat nobody plays is played by the turn timer.
        """
        self.recorder = recorder
        self.seq = len(recorder.moves)
        seats = [
            None if kind == HUMAN else make_bot(kind, seed + seat)
            for seat, kind in enumerate(self.settings.kinds)
        ]
        delay = self._limits.bot_delay
        self._driver = TableDriver(
            recorder.state,
            seats,
            seed=seed,
            time_limit=self.settings.turn_seconds,
            reaction=self._limits.reaction,
            bot_delay=delay,
            deal_delay=3 * delay,
            now=self._clock(),
        )
        for seat in self._gone:
            self._driver.leave(seat, self._clock())
        for seat in self.settings.handed:  # a room resumed: its seats handed to bots stay so
            self._driver.hand_to_bot(seat, self._clock())
        self._views = self._seat_views(recorder.state)
        self._watched = unokit.spectator_view(recorder.state)
        self._narrators = SeatNarrators()

    def _start(self) -> None:
        """Deal a new game (saved before the room shows it) and tell every seat."""
        seed = secrets.randbits(64)
        game = self.game + 1
        recorder = unokit.Recorder.resume(self.settings.record(seed, self._tags(game)))
        self._storage.start_game(self.id, game, seed, unokit.digest(recorder.state))
        if self.settings.handed:  # a new game: every seat is its person's again
            self.settings.handed.clear()
            self._storage.save_settings(self.id, self.settings.to_dict())
        self.game = game
        self.status = "playing"
        self._begin(seed, recorder)
        state, names = recorder.state, self.settings.names
        for seat in self._told():
            opening = self._narrators.opening(seat, state, names)
            self._logs[seat].add([f"Game {game} begins.", *opening])
        self._changed_now()

    def _advance(self) -> None:
        """Apply every move the driver has due now (the bots', a person's, a stand-in's)."""
        if self.status != "playing" or self._driver is None:
            return
        for played in self._driver.advance(self._clock()):
            if played.by == "time-limit":
                name = self.settings.names[played.move.player]
                for log in self._logs.values():
                    log.add([f"Time ran out for {name}: a bot chose for them."])
            self._commit(played.move)

    def _commit(self, move: unokit.Move) -> None:
        """Record ``move`` (the driver applied it), save it, narrate it, send it.

        Raises:
            StorageError: if the move cannot be saved (the database says why).
        """
        assert self.recorder is not None
        played = self.recorder.state
        after = self.recorder.apply(move)
        self.seq += 1
        self._storage.add_move(self.id, self.game, self.seq, str(move), unokit.digest(after))
        self._views = self._seat_views(after)
        self._watched = unokit.spectator_view(after)
        for seat in self._told():
            told = self._narrators.follow(seat, move, played, after, self.settings.names)
            self._logs[seat].add(told)
        if after.is_over:
            self.status = "over"
            self._storage.finish_game(self.id, self.game, str(self.recorder.record()))

    def _changed_now(self) -> None:
        self._version += 1
        self._changed.set()
        self._changed = asyncio.Event()
        self._broadcast()

    # -- the bots and the clock ---------------------------------------------------------------

    def run(self) -> None:
        """Start the room's task (once): it applies what the table driver has due, in time."""
        if self._task is None:
            self._task = asyncio.get_running_loop().create_task(self._drive())

    @property
    def running(self) -> bool:
        """Whether the room's task runs."""
        return self._task is not None

    async def close(self) -> None:
        """Stop the room's task and wait for it to end."""
        task, self._task = self._task, None
        if task is not None:
            task.cancel()
            with contextlib.suppress(asyncio.CancelledError):
                await task

    async def _drive(self) -> None:
        """Apply what is due, then sleep until the driver's next time or the next change."""
        try:
            while True:
                async with self._lock:
                    grace = self._let_go()
                    seq = self.seq
                    self._advance()
                    if self.seq != seq:
                        self._changed_now()
                    changed = self._changed
                    driver = self._driver
                    when = (
                        driver.next_time(self._clock())
                        if driver is not None and self.status == "playing"
                        else None
                    )
                    if grace is not None:
                        when = grace if when is None else min(when, grace)
                timeout = None if when is None else max(0.0, when - self._clock())
                waiter = asyncio.ensure_future(changed.wait())
                try:  # (not ``wait_for``: it may swallow the task's cancellation)
                    await asyncio.wait({waiter}, timeout=timeout)
                finally:
                    waiter.cancel()
        except asyncio.CancelledError:
            raise
        except Exception as error:  # a bug or a failed save: say so at the table and in the log
            logger.exception("room %s: the bots stopped", self.id)
            for client in list(self.connections):
                client.send(schema.error_message("bots-stopped", f"the bots stopped: {error}"))


class Rooms:
    """Every room the server holds, made or loaded on demand, within the limits.

    Args:
        storage: The database.
        limits: The server's limits.

    Attributes:
        storage: The database.
        limits: The server's limits.
    """

    def __init__(self, storage: Storage, limits: Limits) -> None:  # noqa: D107
        self.storage = storage
        self.limits = limits
        self._rooms: dict[str, Room] = {}
        self._lock = asyncio.Lock()

    def __len__(self) -> int:
        return len(self._rooms)

    def open_rooms(self) -> list[Room]:
        """The rooms held in memory now."""
        return list(self._rooms.values())

    async def create(self, settings: RoomSettings) -> tuple[Room, str]:
        """Make, store and open a new room in the lobby, its host's seat (0) claimed.

        Returns:
            The room, and the host's secret token (for the creator only; the other people's
            seats are claimed by whoever opens their links, `Room.claim`).

        Raises:
            RoomError: ``too-many-rooms`` if the server holds as many rooms as it allows in
                memory, all of them in use, or keeps as many in its database, each in play.
        """
        async with self._lock:
            await self._make_room_for_one()
            room_id = secrets.token_urlsafe(12)
            token = secrets.token_urlsafe(18)
            keys = [seat_key(token), *[None] * (settings.players - 1)]
            try:
                self.storage.create_room(room_id, settings.to_dict(), keys, spare=self._rooms)
            except StorageFull:
                raise RoomError(
                    "too-many-rooms",
                    "the server keeps as many rooms as it may, each in play: try again later",
                ) from None
            room = Room(room_id, settings, keys, self.storage, self.limits)
            return self._open(room), token

    async def get(self, room_id: str) -> Room | None:
        """The room ``room_id``, loaded from the database if it is not open; ``None`` if none.

        Raises:
            RoomError: if it must be loaded and the server holds as many rooms as it allows,
                or if its saved game cannot be replayed.
        """
        if not ROOM_ID.fullmatch(room_id):
            return None
        async with self._lock:
            room = self._rooms.get(room_id)
            if room is not None:
                return room
            stored = self.storage.load_room(room_id)
            if stored is None:
                return None
            await self._make_room_for_one()
            return self._open(Room.load(stored, self.storage, self.limits))

    def record(self, room_id: str, game: int) -> str | None:
        """The record of the room's finished game ``game`` (from the database), or ``None``.

        ``None`` too for a room id of another form and a game number out of range (from 1 to
        `MAX_GAME`): nothing is looked up for them.
        """
        if not ROOM_ID.fullmatch(room_id) or not 1 <= game <= MAX_GAME:
            return None
        return self.storage.record(room_id, game)

    def _open(self, room: Room) -> Room:
        self._rooms[room.id] = room
        room.run()
        return room

    async def _make_room_for_one(self) -> None:
        """Put away idle rooms until one more fits, or refuse."""
        if len(self._rooms) < self.limits.max_rooms:
            return
        empty = sorted(
            (room for room in self._rooms.values() if not room.connections),
            key=lambda room: room.empty_since,
        )
        if not empty:
            raise RoomError("too-many-rooms", "the server has as many open rooms as it allows")
        await self._put_away(empty[0])

    async def _put_away(self, room: Room) -> None:
        del self._rooms[room.id]
        await room.close()

    async def sweep(self) -> int:
        """Put away the rooms nobody has been connected to for ``idle_timeout`` seconds.

        Returns:
            How many rooms were put away (they stay in the database).
        """
        limit = time.monotonic() - self.limits.idle_timeout
        async with self._lock:
            idle = [r for r in self._rooms.values() if not r.connections and r.empty_since < limit]
            for room in idle:
                await self._put_away(room)
        return len(idle)

    async def sweep_forever(self) -> None:
        """Sweep idle rooms away every few seconds, until cancelled."""
        while True:
            await asyncio.sleep(min(self.limits.idle_timeout / 4, 10.0))
            await self.sweep()

    async def close(self) -> None:
        """Stop every room's bots (their games are saved after every move)."""
        async with self._lock:
            rooms, self._rooms = list(self._rooms.values()), {}
        for room in rooms:
            await room.close()
