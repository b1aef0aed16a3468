"""Hypothesis strategies and random-play helpers shared by the property tests.

Nothing here names an edition except ``EDITIONS`` and ``HEAVY_EDITIONS``: the property tests
are parametrized over the first, so a new edition joins them by appending its name.
"""

from __future__ import annotations

from typing import Any

import pytest
from hypothesis import strategies as st

import unokit
from tests.helpers import slow_unless
from unokit import Card, GameState
from unokit.core.compiling import compile_rules
from unokit.core.plugins import find_edition
from unokit.testing import random_game, random_move

__all__ = [
    "EDITIONS",
    "EDITIONS_HEAVY_SLOW",
    "HEAVY_EDITIONS",
    "OPTION_SETS",
    "cards",
    "distinct_cards",
    "marked_cards",
    "marks",
    "options",
    "player_counts",
    "random_game",
    "random_move",
    "random_playthrough",
    "seeds",
]

#: The editions every property test runs over; append new editions here.
EDITIONS: list[str] = ["classic", "friends", "party"]

#: The editions whose random games take seconds (tables of up to 16, long random rounds).
HEAVY_EDITIONS = frozenset({"party"})

#: ``EDITIONS`` as the parameters of a test that plays long random games: the quick run
#: (``-m "not slow"``) leaves out the heavy editions' cases, the full suite runs them all.
EDITIONS_HEAVY_SLOW: list[Any] = [
    pytest.param(edition, marks=slow_unless(edition not in HEAVY_EDITIONS)) for edition in EDITIONS
]

#: Option sets the property tests draw from (``None`` means the defaults). A low target score
#: gives matches of several rounds that still end quickly.
OPTION_SETS: list[dict[str, Any] | None] = [
    None,
    {"strict_wild_draw_four": True},
    {"challenge_returns_card": True},
    {"match": "standard", "winner_deals": True, "target_score": 100},
    {"match": "standard", "target_score": 60},
]


def seeds() -> st.SearchStrategy[int]:
    """Seeds for ``new_game`` (and for the random choice of moves)."""
    return st.integers(min_value=0, max_value=2**63 - 1)


def player_counts(edition: str = "classic") -> st.SearchStrategy[int]:
    """Every player count the edition allows."""
    found = find_edition(edition)
    return st.integers(min_value=found.min_players, max_value=found.max_players)


def distinct_cards(edition: str = "classic") -> list[Card]:
    """The distinct cards of an edition's full deck, in deck order."""
    return list(dict.fromkeys(compile_rules(edition, unokit.Options()).deck))


def cards(edition: str = "classic") -> st.SearchStrategy[Card]:
    """Any card of the edition's deck (classic by default)."""
    return st.sampled_from(distinct_cards(edition))


def marks() -> st.SearchStrategy[str]:
    """Card marks in their canonical text form: a capitalised ASCII word ("Joey")."""
    return st.from_regex(r"[A-Z][a-z]{0,9}", fullmatch=True)


def marked_cards() -> st.SearchStrategy[Card]:
    """Classic cards, with or without a mark."""
    return st.builds(_with_mark, cards(), st.none() | marks())


def _with_mark(card: Card, mark: str | None) -> Card:
    return Card(card.color, card.rank, mark)


def options() -> st.SearchStrategy[dict[str, Any] | None]:
    """One of ``OPTION_SETS``."""
    return st.sampled_from(OPTION_SETS)


def random_playthrough(state: GameState, chooser_seed: int, max_steps: int) -> list[GameState]:
    """The states visited by ``random_game`` (``state`` first)."""
    return random_game(state, chooser_seed, max_steps)[0]
