"""Rooms on disk: SQLite from the standard library, one file, written after every move.

Three tables:

- ``rooms``: a room's settings (edition, house rules, options, seats), the SHA-256 of each
  seat's secret token (``null`` for a seat nobody holds: the secrets themselves are never
  stored), its status (``lobby``, ``playing``, ``over``), the number and seed of its current
  game, and the [`digest`][unokit.digest] of that game's latest state, rewritten after every
  move;
- ``moves``: the moves of each room's game in play, one row per move, in notation;
- ``games``: each finished game's record (``unokit.GameRecord``, in its text form); once a
  game is over its record holds its moves, and its rows in ``moves`` are deleted.

A restarted server rebuilds a room's game from these: the seed deals it again, the moves
are replayed, and the digest checks that the replay reached the very state that was saved
(see ``rooms.Room.load``). The file uses SQLite's write-ahead log, so a move costs one small
transaction.

The file stays bounded: it keeps at most ``keep_rooms`` rooms (``create_room`` forgets the
rooms used least recently, with their games, but never a room whose game is in play: when
every room is, no room is made) and the last ``keep_games`` finished games of each room.
"""

from __future__ import annotations

import hashlib
import json
import sqlite3
import time
from collections.abc import Collection, Iterator, Mapping, Sequence
from contextlib import contextmanager
from dataclasses import dataclass
from pathlib import Path
from typing import Any

__all__ = ["LAYOUT_VERSION", "Storage", "StorageError", "StorageFull", "StoredRoom", "seat_key"]

#: The layout's version, kept in SQLite's ``user_version``. Layout 1 kept the seats' tokens
#: themselves; opening its file turns them into their SHA-256 (layout 2), each seat kept.
LAYOUT_VERSION = 2

_LAYOUT = """
CREATE TABLE IF NOT EXISTS rooms (
    id TEXT PRIMARY KEY,
    created REAL NOT NULL,
    updated REAL NOT NULL,
    settings TEXT NOT NULL,
    tokens TEXT NOT NULL,  -- JSON: the SHA-256 of each seat's secret token, or null
    status TEXT NOT NULL,
    game INTEGER NOT NULL DEFAULT 0,
    seed TEXT,
    digest TEXT
);
CREATE INDEX IF NOT EXISTS rooms_by_use ON rooms (updated);
CREATE TABLE IF NOT EXISTS moves (
    room TEXT NOT NULL,
    game INTEGER NOT NULL,
    number INTEGER NOT NULL,
    move TEXT NOT NULL,
    PRIMARY KEY (room, game, number)
);
CREATE TABLE IF NOT EXISTS games (
    room TEXT NOT NULL,
    game INTEGER NOT NULL,
    finished REAL NOT NULL,
    record TEXT NOT NULL,
    PRIMARY KEY (room, game)
);
"""


def seat_key(token: str) -> str:
    """What is stored of a seat's secret token: its SHA-256, in hexadecimal.

    A copy of the database therefore gives nobody a seat.
    """
    return hashlib.sha256(token.encode()).hexdigest()


class StorageError(Exception):
    """The database cannot be used: another layout version, not a database, or a failed write."""


class StorageFull(StorageError):
    """No room may be stored: the file keeps as many as it may, and none may be forgotten."""


@dataclass(frozen=True)
class StoredRoom:
    """A room as the database holds it.

    Attributes:
        id: The room's id.
        settings: Its settings, as ``RoomSettings.to_dict`` wrote them.
        seat_keys: The SHA-256 of each seat's secret token (hexadecimal), ``None`` for a seat
            nobody holds.
        status: ``"lobby"``, ``"playing"`` or ``"over"``.
        game: The number of its current game (0 before the first).
        seed: The current game's seed, or ``None`` before the first.
        digest: The digest of the current game's latest state, or ``None`` before the first.
        moves: The moves of the game in play, in notation, in order (none once it is over:
            its record holds them).
        record: The record of the current game once it is over, else ``None``.
    """

    id: str
    settings: Mapping[str, Any]
    seat_keys: tuple[str | None, ...]
    status: str
    game: int
    seed: int | None
    digest: str | None
    moves: tuple[str, ...]
    record: str | None


class Storage:
    """The rooms' SQLite file.

    Args:
        path: The file (made if missing, with its folder), or ``":memory:"``.
        keep_rooms: The most rooms the file keeps; ``create_room`` forgets the rooms used
            least recently beyond it.
        keep_games: The most finished games whose records the file keeps per room (the
            oldest go first).

    Raises:
        StorageError: if the file holds another layout version or is not a database.
    """

    def __init__(  # noqa: D107
        self, path: str | Path, *, keep_rooms: int = 10_000, keep_games: int = 100
    ) -> None:
        self.path = str(path)
        self.keep_rooms = keep_rooms
        self.keep_games = keep_games
        if self.path != ":memory:":
            Path(self.path).parent.mkdir(parents=True, exist_ok=True)
        try:
            self._db = sqlite3.connect(self.path, isolation_level=None)
        except sqlite3.Error as error:
            raise StorageError(f"{self.path} cannot be opened: {error}") from error
        try:
            self._open()
        except (sqlite3.DatabaseError, StorageError) as error:
            self._db.close()
            raise StorageError(
                f"{self.path} cannot be used as the table's database: {error}"
            ) from None

    def _open(self) -> None:
        version = self._db.execute("PRAGMA user_version").fetchone()[0]
        if version not in (0, 1, LAYOUT_VERSION):
            raise StorageError(
                f"it holds rooms of layout {version}; this server reads layout {LAYOUT_VERSION}"
            )
        self._db.execute("PRAGMA journal_mode=WAL")
        self._db.execute("PRAGMA synchronous=NORMAL")
        self._db.executescript(_LAYOUT)  # its own transaction; every table IF NOT EXISTS
        if version == 1:
            self._hash_tokens()
        self._db.execute(f"PRAGMA user_version={LAYOUT_VERSION}")

    def _hash_tokens(self) -> None:
        """Layout 1 to 2: each person's seat's token is replaced by its SHA-256.

        The seats stay held, so their links keep working; a bot's seat is held by nobody.
        """
        with self._transaction() as db:
            rows = db.execute("SELECT id, settings, tokens FROM rooms").fetchall()
            for room, settings, tokens in rows:
                kinds = json.loads(settings)["kinds"]
                keys = [
                    seat_key(token) if kind == "human" else None
                    for kind, token in zip(kinds, json.loads(tokens), strict=True)
                ]
                db.execute("UPDATE rooms SET tokens = ? WHERE id = ?", (json.dumps(keys), room))

    @contextmanager
    def _transaction(self) -> Iterator[sqlite3.Connection]:
        """One transaction, committed at the end or rolled back on an error.

        Raises:
            StorageError: if SQLite fails (the disk is full, the file was removed...).
        """
        try:
            self._db.execute("BEGIN")
            try:
                yield self._db
            except BaseException:
                self._db.execute("ROLLBACK")
                raise
            self._db.execute("COMMIT")
        except sqlite3.Error as error:
            raise StorageError(f"the rooms cannot be saved in {self.path}: {error}") from error

    def close(self) -> None:
        """Close the file."""
        self._db.close()

    def create_room(
        self,
        room: str,
        settings: Mapping[str, Any],
        seat_keys: Sequence[str | None],
        spare: Collection[str] = (),
    ) -> int:
        """Store a new room, in the lobby, forgetting rooms first to keep ``keep_rooms``.

        The rooms forgotten are those used least recently, never a room whose game is in
        play nor one of ``spare``.

        Args:
            room: The new room's id.
            settings: Its settings.
            seat_keys: The SHA-256 of each seat's secret, ``None`` for a seat nobody holds.
            spare: Rooms never to forget now (those open in memory).

        Returns:
            How many rooms were forgotten.

        Raises:
            StorageFull: if the file keeps ``keep_rooms`` rooms and none may be forgotten
                (nothing is stored then).
        """
        now = time.time()
        with self._transaction() as db:
            (count,) = db.execute("SELECT COUNT(*) FROM rooms").fetchone()
            excess = count + 1 - self.keep_rooms
            oldest: list[str] = []
            if excess > 0:
                spared = set(spare)
                oldest = [
                    found
                    for (found,) in db.execute(
                        "SELECT id FROM rooms WHERE status != 'playing' ORDER BY updated LIMIT ?",
                        (excess + len(spared),),
                    )
                    if found not in spared
                ][:excess]
                if len(oldest) < excess:
                    raise StorageFull(
                        f"the file keeps {self.keep_rooms} rooms and none may be forgotten: "
                        "every one is in play or open"
                    )
            for found in oldest:
                for table, column in (("moves", "room"), ("games", "room"), ("rooms", "id")):
                    db.execute(f"DELETE FROM {table} WHERE {column} = ?", (found,))
            db.execute(
                "INSERT INTO rooms (id, created, updated, settings, tokens, status) "
                "VALUES (?, ?, ?, ?, ?, 'lobby')",
                (room, now, now, json.dumps(settings), json.dumps(list(seat_keys))),
            )
            return len(oldest)

    def save_seat_keys(self, room: str, seat_keys: Sequence[str | None]) -> None:
        """Store who holds a room's seats now: the SHA-256 of each seat's secret, or ``None``."""
        with self._transaction() as db:
            db.execute(
                "UPDATE rooms SET tokens = ?, updated = ? WHERE id = ?",
                (json.dumps(list(seat_keys)), time.time(), room),
            )

    def save_settings(self, room: str, settings: Mapping[str, Any]) -> None:
        """Store a room's changed settings (seats filled with bots, names)."""
        with self._transaction() as db:
            db.execute(
                "UPDATE rooms SET settings = ?, updated = ? WHERE id = ?",
                (json.dumps(settings), time.time(), room),
            )

    def start_game(self, room: str, game: int, seed: int, digest: str) -> None:
        """Store the start of a room's game ``game``: its seed and its first state's digest."""
        with self._transaction() as db:
            db.execute(
                "UPDATE rooms SET status = 'playing', game = ?, seed = ?, digest = ?, updated = ? "
                "WHERE id = ?",
                (game, str(seed), digest, time.time(), room),
            )
            db.execute("DELETE FROM moves WHERE room = ? AND game = ?", (room, game))

    def add_move(self, room: str, game: int, number: int, move: str, digest: str) -> None:
        """Store move ``number`` (from 1) of a room's game and the digest of the state after it."""
        with self._transaction() as db:
            db.execute(
                "INSERT INTO moves (room, game, number, move) VALUES (?, ?, ?, ?)",
                (room, game, number, move),
            )
            db.execute(
                "UPDATE rooms SET digest = ?, updated = ? WHERE id = ?", (digest, time.time(), room)
            )

    def finish_game(self, room: str, game: int, record: str) -> None:
        """Store a finished game's record in place of its moves, and the room as over.

        Only the last ``keep_games`` records of the room are kept.
        """
        now = time.time()
        with self._transaction() as db:
            db.execute(
                "INSERT OR REPLACE INTO games (room, game, finished, record) VALUES (?, ?, ?, ?)",
                (room, game, now, record),
            )
            db.execute("DELETE FROM moves WHERE room = ? AND game = ?", (room, game))
            db.execute(
                "DELETE FROM games WHERE room = ? AND game <= ?", (room, game - self.keep_games)
            )
            db.execute("UPDATE rooms SET status = 'over', updated = ? WHERE id = ?", (now, room))

    def load_room(self, room: str) -> StoredRoom | None:
        """The room ``room`` as stored, or ``None`` if there is none."""
        row = self._db.execute(
            "SELECT settings, tokens, status, game, seed, digest FROM rooms WHERE id = ?", (room,)
        ).fetchone()
        if row is None:
            return None
        settings, seat_keys, status, game, seed, digest = row
        moves = tuple(
            move
            for (move,) in self._db.execute(
                "SELECT move FROM moves WHERE room = ? AND game = ? ORDER BY number", (room, game)
            )
        )
        return StoredRoom(
            id=room,
            settings=json.loads(settings),
            seat_keys=tuple(json.loads(seat_keys)),
            status=status,
            game=game,
            seed=None if seed is None else int(seed),
            digest=digest,
            moves=moves,
            record=self.record(room, game) if status == "over" else None,
        )

    def record(self, room: str, game: int) -> str | None:
        """The record of a room's finished game ``game``, or ``None``."""
        row = self._db.execute(
            "SELECT record FROM games WHERE room = ? AND game = ?", (room, game)
        ).fetchone()
        return None if row is None else str(row[0])

    def count_rooms(self) -> int:
        """How many rooms are stored."""
        return int(self._db.execute("SELECT COUNT(*) FROM rooms").fetchone()[0])
