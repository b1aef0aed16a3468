"""unokit-table: a multiplayer UNO table for the browser, built on unokit's public API.

A Starlette application (``create_app``) holds each room's game, seats the people who claim
their seats from the host's links (each seat's secret goes to its player only) and fills the
other seats with unokit's agents; each browser is sent only its own seat's view, and every
room is saved in SQLite after every move. ``unokit-table`` (or ``python -m unokit_table``)
serves it on 127.0.0.1.
"""

from __future__ import annotations

from unokit_table.app import create_app
from unokit_table.rooms import Limits

__version__ = "0.1.0"

__all__ = ["Limits", "__version__", "create_app"]
