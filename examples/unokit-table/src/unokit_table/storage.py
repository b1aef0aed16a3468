"""Rooms on disk: SQLite from the standard library, one file, written after every move.

Three tables:

- ``rooms``: a room's settings (edition, house rules, options, seats), its seat tokens, its
  status (``lobby``, ``playing``, ``over``), the number and seed of its current game, and
  that game's saved state (``unokit.to_json``), rewritten after every move;
- ``moves``: the moves of each game, one row per move, in notation;
- ``games``: each finished game's record (``unokit.record``, in its text form).

A restarted server loads a room from these (``unokit.from_json``, which checks the saved
game) and goes on where it was. The file uses SQLite's write-ahead log, so a move costs one
small transaction.
"""

from __future__ import annotations

import json
import sqlite3
import time
from collections.abc import Mapping
from dataclasses import dataclass
from pathlib import Path
from typing import Any

__all__ = ["Storage", "StorageError", "StoredRoom"]

#: The layout's version, kept in SQLite's ``user_version``.
LAYOUT_VERSION = 1

_LAYOUT = """
CREATE TABLE IF NOT EXISTS rooms (
    id TEXT PRIMARY KEY,
    created REAL NOT NULL,
    updated REAL NOT NULL,
    settings TEXT NOT NULL,
    tokens TEXT NOT NULL,
    status TEXT NOT NULL,
    game INTEGER NOT NULL DEFAULT 0,
    seed TEXT,
    state TEXT
);
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


class StorageError(Exception):
    """The database file cannot be used (another layout version, or not a database)."""


@dataclass(frozen=True)
class StoredRoom:
    """A room as the database holds it.

    Attributes:
        id: The room's id.
        settings: Its settings, as ``RoomSettings.to_dict`` wrote them.
        tokens: Each seat's token.
        status: ``"lobby"``, ``"playing"`` or ``"over"``.
        game: The number of its current game (0 before the first).
        seed: The current game's seed, or ``None`` before the first.
        state: The current game's saved state (``unokit.to_json``), or ``None``.
        moves: The current game's moves, in notation, in order.
    """

    id: str
    settings: Mapping[str, Any]
    tokens: tuple[str, ...]
    status: str
    game: int
    seed: int | None
    state: str | None
    moves: tuple[str, ...]


class Storage:
    """The rooms' SQLite file.

    Args:
        path: The file (made if missing, with its folder), or ``":memory:"``.

    Raises:
        StorageError: if the file holds another layout version or is not a database.
    """

    def __init__(self, path: str | Path) -> None:
        self.path = str(path)
        if self.path != ":memory:":
            Path(self.path).parent.mkdir(parents=True, exist_ok=True)
        self._db = sqlite3.connect(self.path, isolation_level=None)
        try:
            self._open()
        except sqlite3.DatabaseError as error:
            self._db.close()
            raise StorageError(
                f"{self.path} cannot be used as the table's database: {error}"
            ) from error

    def _open(self) -> None:
        version = self._db.execute("PRAGMA user_version").fetchone()[0]
        if version not in (0, LAYOUT_VERSION):
            raise StorageError(
                f"{self.path} holds rooms of layout {version}; this server reads layout "
                f"{LAYOUT_VERSION}"
            )
        self._db.execute("PRAGMA journal_mode=WAL")
        self._db.execute("PRAGMA synchronous=NORMAL")
        self._db.executescript(_LAYOUT)  # its own transaction; every table IF NOT EXISTS
        self._db.execute(f"PRAGMA user_version={LAYOUT_VERSION}")

    def _transaction(self) -> _Transaction:
        return _Transaction(self._db)

    def close(self) -> None:
        """Close the file."""
        self._db.close()

    def create_room(self, room: str, settings: Mapping[str, Any], tokens: tuple[str, ...]) -> None:
        """Store a new room, in the lobby."""
        now = time.time()
        with self._transaction():
            self._db.execute(
                "INSERT INTO rooms (id, created, updated, settings, tokens, status) "
                "VALUES (?, ?, ?, ?, ?, 'lobby')",
                (room, now, now, json.dumps(settings), json.dumps(tokens)),
            )

    def save_settings(self, room: str, settings: Mapping[str, Any]) -> None:
        """Store a room's changed settings (seats filled with bots, names)."""
        with self._transaction():
            self._db.execute(
                "UPDATE rooms SET settings = ?, updated = ? WHERE id = ?",
                (json.dumps(settings), time.time(), room),
            )

    def start_game(self, room: str, game: int, seed: int, state: str) -> None:
        """Store the start of a room's game ``game``: its seed and first state."""
        with self._transaction():
            self._db.execute(
                "UPDATE rooms SET status = 'playing', game = ?, seed = ?, state = ?, updated = ? "
                "WHERE id = ?",
                (game, str(seed), state, time.time(), room),
            )
            self._db.execute("DELETE FROM moves WHERE room = ? AND game = ?", (room, game))

    def add_move(self, room: str, game: int, number: int, move: str, state: str) -> None:
        """Store move ``number`` (from 1) of a room's game and the state after it."""
        with self._transaction():
            self._db.execute(
                "INSERT INTO moves (room, game, number, move) VALUES (?, ?, ?, ?)",
                (room, game, number, move),
            )
            self._db.execute(
                "UPDATE rooms SET state = ?, updated = ? WHERE id = ?", (state, time.time(), room)
            )

    def finish_game(self, room: str, game: int, record: str) -> None:
        """Store a finished game's record, and the room as over."""
        now = time.time()
        with self._transaction():
            self._db.execute(
                "INSERT OR REPLACE INTO games (room, game, finished, record) VALUES (?, ?, ?, ?)",
                (room, game, now, record),
            )
            self._db.execute(
                "UPDATE rooms SET status = 'over', updated = ? WHERE id = ?", (now, room)
            )

    def load_room(self, room: str) -> StoredRoom | None:
        """The room ``room`` as stored, or ``None`` if there is none."""
        row = self._db.execute(
            "SELECT settings, tokens, status, game, seed, state FROM rooms WHERE id = ?", (room,)
        ).fetchone()
        if row is None:
            return None
        settings, tokens, status, game, seed, state = row
        moves = tuple(
            move
            for (move,) in self._db.execute(
                "SELECT move FROM moves WHERE room = ? AND game = ? ORDER BY number", (room, game)
            )
        )
        return StoredRoom(
            id=room,
            settings=json.loads(settings),
            tokens=tuple(json.loads(tokens)),
            status=status,
            game=game,
            seed=None if seed is None else int(seed),
            state=state,
            moves=moves,
        )

    def record(self, room: str, game: int) -> str | None:
        """The record of a room's finished game ``game``, or ``None``."""
        row = self._db.execute(
            "SELECT record FROM games WHERE room = ? AND game = ?", (room, game)
        ).fetchone()
        return None if row is None else str(row[0])

    def count_rooms(self, status: str | None = None) -> int:
        """How many rooms are stored (with ``status``, if given)."""
        if status is None:
            return int(self._db.execute("SELECT COUNT(*) FROM rooms").fetchone()[0])
        query = "SELECT COUNT(*) FROM rooms WHERE status = ?"
        return int(self._db.execute(query, (status,)).fetchone()[0])


class _Transaction:
    """``with``: one transaction, committed at the end or rolled back on an error."""

    def __init__(self, db: sqlite3.Connection) -> None:
        self._db = db

    def __enter__(self) -> None:
        self._db.execute("BEGIN")

    def __exit__(self, kind: object, error: object, trace: object) -> None:
        self._db.execute("COMMIT" if error is None else "ROLLBACK")
