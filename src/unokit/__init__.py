"""unokit: UNO by the real rules.

An immutable rules engine — ``apply(state, move) -> state`` with legal-move generation — for
classic UNO and its editions, each edition a pluggy plugin.

Example:
    >>> import random
    >>> import unokit
    >>> state = unokit.new_game("classic", players=4, seed=42)
    >>> chooser = random.Random(0)
    >>> while not state.is_over:
    ...     state = unokit.apply(state, chooser.choice(unokit.legal_moves(state)))
    >>> state.scores[state.winner] >= 500
    True
"""

from __future__ import annotations

from unokit.cards import COLORS, Card, Color
from unokit.edition import Edition, hookimpl
from unokit.engine import apply, is_legal, legal_moves
from unokit.errors import (
    IllegalMoveError,
    ParseError,
    PluginError,
    RecordError,
    RulesVersionError,
    SaveError,
    SeatError,
    SetupError,
    UnknownEditionError,
    UnokitError,
)
from unokit.game import new_game
from unokit.match import Outcome, outcome
from unokit.moves import (
    Accept,
    CallUno,
    CatchUno,
    Challenge,
    ChooseColor,
    Deal,
    Draw,
    Move,
    Pass,
    Play,
)
from unokit.plugins import available_editions
from unokit.records import GameRecord, Recorder, record
from unokit.rules import CardKind, Opening, Options, Rules
from unokit.saving import digest, from_json, to_json
from unokit.state import GameState, Pending, Reveal, RoundResult
from unokit.table import Table
from unokit.versions import RULES_VERSION
from unokit.views import SeatView, view

__version__ = "0.1.0"

__all__ = [
    "COLORS",
    "RULES_VERSION",
    "Accept",
    "CallUno",
    "Card",
    "CardKind",
    "CatchUno",
    "Challenge",
    "ChooseColor",
    "Color",
    "Deal",
    "Draw",
    "Edition",
    "GameRecord",
    "GameState",
    "IllegalMoveError",
    "Move",
    "Opening",
    "Options",
    "Outcome",
    "ParseError",
    "Pass",
    "Pending",
    "Play",
    "PluginError",
    "RecordError",
    "Recorder",
    "Reveal",
    "RoundResult",
    "Rules",
    "RulesVersionError",
    "SaveError",
    "SeatError",
    "SeatView",
    "SetupError",
    "Table",
    "UnknownEditionError",
    "UnokitError",
    "__version__",
    "apply",
    "available_editions",
    "digest",
    "from_json",
    "hookimpl",
    "is_legal",
    "legal_moves",
    "new_game",
    "outcome",
    "record",
    "to_json",
    "view",
]
