"""``unokit-table``: serve the table on 127.0.0.1 and print its address.

Ctrl-C (or SIGTERM; Ctrl-Break on Windows) stops the server within seconds: open connections
are closed, every room's bots stop, the server says how many rooms it stopped and saved,
and the rooms stay in the database (saved after every move) for the next start.
"""

from __future__ import annotations

import argparse
import contextlib
import os
import socket
import sys
from collections.abc import Sequence
from pathlib import Path

import uvicorn

from unokit_table.app import create_app
from unokit_table.gate import DEFAULT_HOSTS
from unokit_table.guard import guarded_http
from unokit_table.rooms import Limits
from unokit_table.storage import Storage, StorageError

__all__ = ["default_database", "main"]


def default_database() -> Path:
    """Where rooms are saved unless ``--db`` says otherwise: the user's data folder.

    Returns:
        ``unokit-table/rooms.sqlite3`` in ``$XDG_DATA_HOME`` (``~/.local/share``), or in
        ``%LOCALAPPDATA%`` on Windows.
    """
    if sys.platform == "win32":
        base = Path(os.environ.get("LOCALAPPDATA") or Path.home() / "AppData" / "Local")
    else:
        base = Path(os.environ.get("XDG_DATA_HOME") or Path.home() / ".local" / "share")
    return base / "unokit-table" / "rooms.sqlite3"


def _parser() -> argparse.ArgumentParser:
    defaults = Limits()
    parser = argparse.ArgumentParser(
        prog="unokit-table",
        description="Serve a multiplayer UNO table for the browser (rooms, bots, saved games).",
    )
    parser.add_argument("--host", default="127.0.0.1", help="address to serve on (%(default)s)")
    parser.add_argument(
        "--port", type=int, default=8765, help="port to serve on; 0 picks a free one (%(default)s)"
    )
    parser.add_argument(
        "--db", type=Path, default=None, help=f"the rooms' SQLite file ({default_database()})"
    )
    parser.add_argument(
        "--allow-host",
        action="append",
        default=[],
        metavar="NAME",
        help="one more name the server answers to (a request's Host header), besides "
        f"{', '.join(DEFAULT_HOSTS)} and --host; may be repeated",
    )
    parser.add_argument(
        "--bot-delay",
        type=float,
        default=defaults.bot_delay,
        help="seconds bots wait before moving (%(default)s)",
    )
    parser.add_argument(
        "--max-rooms",
        type=int,
        default=defaults.max_rooms,
        help="rooms held in memory at once (%(default)s)",
    )
    parser.add_argument(
        "--limit",
        action="append",
        default=[],
        metavar="NAME=VALUE",
        help="set any limit of unokit_table.Limits (the package README lists each with its "
        "default), e.g. --limit client_sockets=32; may be repeated",
    )
    parser.add_argument(
        "--idle-timeout",
        type=float,
        default=defaults.idle_timeout,
        help="seconds before a silent connection is closed and an empty room put away "
        "(%(default)s)",
    )
    return parser


def _limit(setting: str) -> tuple[str, float]:
    """``NAME=VALUE`` as a limit's name and value (a whole number for a whole-number limit).

    Raises:
        ValueError: if there is no such limit or the value is not a number.
    """
    name, _, value = setting.partition("=")
    defaults = vars(Limits())
    if name not in defaults:
        raise ValueError(f"--limit {setting}: there is no limit {name!r}")
    try:
        return name, int(value) if isinstance(defaults[name], int) else float(value)
    except ValueError:
        raise ValueError(f"--limit {setting}: {value!r} is not a number") from None


def main(argv: Sequence[str] | None = None) -> int:
    """Run the server until Ctrl-C (or SIGTERM, or Ctrl-Break on Windows).

    Args:
        argv: The command's arguments (``sys.argv[1:]`` if ``None``); ``--help`` lists them.

    Returns:
        The exit status: 0 after a stop, 1 if the database or the address cannot be used.
    """
    parser = _parser()
    args = parser.parse_args(argv)
    database = args.db or default_database()
    chosen: dict[str, float] = {
        "bot_delay": max(args.bot_delay, 0.0),
        "max_rooms": max(args.max_rooms, 1),
        "idle_timeout": max(args.idle_timeout, 1.0),
    }
    try:
        chosen.update(_limit(setting) for setting in args.limit)
        limits = Limits(**chosen)  # type: ignore[arg-type]  # each value of its field's type
    except ValueError as error:
        parser.error(str(error))
    try:
        Storage(database).close()  # fail now, in words, rather than on the first request
    except StorageError as error:
        print(f"unokit-table: {error}", file=sys.stderr)
        return 1
    listener = socket.socket(socket.AF_INET6 if ":" in args.host else socket.AF_INET)
    listener.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
    try:
        listener.bind((args.host, args.port))
        listener.listen(2048)  # connections wait here until uvicorn takes over the socket
    except (OSError, OverflowError) as error:  # OverflowError: a port beyond 65535
        print(f"unokit-table: cannot serve on {args.host}:{args.port}: {error}", file=sys.stderr)
        return 1
    port = listener.getsockname()[1]
    hosts = [*DEFAULT_HOSTS, *args.allow_host]
    if args.host not in ("0.0.0.0", "::", ""):  # an address of its own: its name too
        hosts.append(args.host)
    app = create_app(
        database,
        limits,
        hosts=hosts,
        say=lambda line: print(f"unokit-table: {line}", flush=True),
    )
    config = uvicorn.Config(
        app,
        log_level="warning",
        # Unfinished requests time out; one client address holds only so many connections.
        http=guarded_http(limits),
        # A client's address is the connection's: a header (X-Forwarded-For) a client writes
        # itself would let it pick a new address for each request, past its limits.
        proxy_headers=False,
        # uvicorn refuses larger frames before the app reads them (UTF-8: 4 bytes a character).
        ws_max_size=limits.max_message * 4,
        # At a stop, requests and connections still open after this many seconds are ended.
        timeout_graceful_shutdown=3,
    )
    print(f"unokit-table: open http://{args.host}:{port}/ (rooms saved in {database})", flush=True)
    print("unokit-table: Ctrl-C stops the server", flush=True)
    # On Ctrl-C, SIGTERM or Ctrl-Break uvicorn closes the connections, the application stops
    # its rooms (and says so), then uvicorn raises the signal again: Ctrl-C ends here, quietly.
    with contextlib.suppress(KeyboardInterrupt):
        uvicorn.Server(config).run(sockets=[listener])
    return 0
