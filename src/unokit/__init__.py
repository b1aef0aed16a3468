"""unokit: UNO by the real rules.

An immutable rules engine — ``apply(state, move) -> state`` with legal-move generation — for
classic UNO and its editions, each edition a pluggy plugin.

Examples:
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

import importlib
from typing import TYPE_CHECKING, Any

from unokit import _moved
from unokit.core.cards import COLORS, Card, Color
from unokit.core.engine import apply, is_legal, legal_moves
from unokit.core.errors import (
    IllegalMoveError,
    ParseError,
    PluginError,
    PluginWarning,
    RecordError,
    RulesVersionError,
    SaveError,
    SeatError,
    SetupError,
    UnknownEditionError,
    UnknownHouseRuleError,
    UnokitError,
)
from unokit.core.explain import describe_move
from unokit.core.match import Outcome, outcome
from unokit.core.moves import (
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
    SeatMove,
    group_moves,
)
from unokit.core.rules import CardKind, Opening, Options, OptionSpec, Rules
from unokit.core.state import GameState, Pending, Reveal, RoundResult, Turn
from unokit.core.table import Table
from unokit.core.versions import RULES_VERSION, RULES_VERSIONS

if TYPE_CHECKING:
    from unokit.agents import Agent, AgentError, AgentFactory, GreedyAgent, RandomAgent
    from unokit.agents.determinization import DeterminizeError, determinize
    from unokit.core.compiling import option_specs
    from unokit.core.game import new_game
    from unokit.core.plugins import available_editions, available_house_rules, edition_info
    from unokit.core.views import SeatView, SpectatorView, TableRules, spectator_view, view
    from unokit.edition import Edition, HouseRule, hookimpl
    from unokit.io.notation import parse_move
    from unokit.io.records import GameRecord, Recorder, record
    from unokit.io.saving import digest, from_json, to_json
    from unokit.play.seating import TableDriver
    from unokit.scale.simulation import SimulationResult, simulate

#: Public names whose modules load on first use, so that ``import unokit`` stays quick:
#: ``import unokit`` loads the engine (cards, moves, states, rules, ``apply``); a new game
#: loads the plugin machinery (pluggy, the registry, the rules' compiler) when it first
#: needs it, and agents, simulation, records and saved games pull in more of the standard
#: library.
_LAZY: dict[str, str] = {
    "new_game": "unokit.core.game",
    "available_editions": "unokit.core.plugins",
    "available_house_rules": "unokit.core.plugins",
    "edition_info": "unokit.core.plugins",
    "Edition": "unokit.edition",
    "HouseRule": "unokit.edition",
    "hookimpl": "unokit.edition",
    "parse_move": "unokit.io.notation",
    "Agent": "unokit.agents",
    "AgentError": "unokit.agents",
    "AgentFactory": "unokit.agents",
    "GreedyAgent": "unokit.agents",
    "RandomAgent": "unokit.agents",
    "DeterminizeError": "unokit.agents.determinization",
    "determinize": "unokit.agents.determinization",
    "option_specs": "unokit.core.compiling",
    "GameRecord": "unokit.io.records",
    "Recorder": "unokit.io.records",
    "record": "unokit.io.records",
    "digest": "unokit.io.saving",
    "from_json": "unokit.io.saving",
    "to_json": "unokit.io.saving",
    "SimulationResult": "unokit.scale.simulation",
    "simulate": "unokit.scale.simulation",
    "SeatView": "unokit.core.views",
    "TableRules": "unokit.core.views",
    "TableDriver": "unokit.play.seating",
    "SpectatorView": "unokit.core.views",
    "spectator_view": "unokit.core.views",
    "view": "unokit.core.views",
}


_moved.install()


def __getattr__(name: str) -> Any:
    """Import the module of a lazily loaded public name on first access.

    A module's old name (``unokit.records``) still gives the module, with a warning
    (see ``unokit._moved``).
    """
    if name in _moved.MOVED:
        return importlib.import_module(f"unokit.{name}")
    module = _LAZY.get(name)
    if module is None:
        raise AttributeError(f"module 'unokit' has no attribute {name!r}")
    value = getattr(importlib.import_module(module), name)
    globals()[name] = value
    return value


def __dir__() -> list[str]:
    """The module's names, those loaded on first use included."""
    return sorted({*globals(), *_LAZY})


__version__ = "0.1.0"

__all__ = [
    "COLORS",
    "RULES_VERSION",
    "RULES_VERSIONS",
    "Accept",
    "Agent",
    "AgentError",
    "AgentFactory",
    "CallUno",
    "Card",
    "CardKind",
    "CatchUno",
    "Challenge",
    "ChooseColor",
    "Color",
    "Deal",
    "DeterminizeError",
    "Draw",
    "Edition",
    "GameRecord",
    "GameState",
    "GreedyAgent",
    "HouseRule",
    "IllegalMoveError",
    "Move",
    "Opening",
    "OptionSpec",
    "Options",
    "Outcome",
    "ParseError",
    "Pass",
    "Pending",
    "Play",
    "PluginError",
    "PluginWarning",
    "RandomAgent",
    "RecordError",
    "Recorder",
    "Reveal",
    "RoundResult",
    "Rules",
    "RulesVersionError",
    "SaveError",
    "SeatError",
    "SeatMove",
    "SeatView",
    "SetupError",
    "SimulationResult",
    "SpectatorView",
    "Table",
    "TableDriver",
    "TableRules",
    "Turn",
    "UnknownEditionError",
    "UnknownHouseRuleError",
    "UnokitError",
    "__version__",
    "apply",
    "available_editions",
    "available_house_rules",
    "describe_move",
    "determinize",
    "digest",
    "edition_info",
    "from_json",
    "group_moves",
    "hookimpl",
    "is_legal",
    "legal_moves",
    "new_game",
    "option_specs",
    "outcome",
    "parse_move",
    "record",
    "simulate",
    "spectator_view",
    "to_json",
    "view",
]
