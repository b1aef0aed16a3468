"""Hypothesis strategies and random-play helpers shared by the property tests.

Nothing here names an edition except ``EDITIONS``: the property tests are parametrized over
it, so a new edition joins them by appending its name.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from typing import Any

from hypothesis import strategies as st

import unokit
from unokit import Card, GameState, Move, Play
from unokit.plugins import compile_rules, find_edition

#: The editions every property test runs over; append new editions here.
EDITIONS: list[str] = ["classic", "friends", "party"]

#: Option sets the property tests draw from (``None`` means the defaults). A low target score
#: gives matches of several rounds that still end quickly.
OPTION_SETS: list[dict[str, Any] | None] = [
    None,
    {"strict_wild_draw_four": True},
    {"challenge_returns_card": True},
    {"winner_deals": True, "target_score": 100},
    {"target_score": 60},
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


def random_game(
    state: GameState, chooser_seed: int, max_steps: int
) -> tuple[list[GameState], list[Move]]:
    """Play random legal moves from ``state``, as a random player would.

    Each step picks uniformly among the *actions* on offer (play this card, draw, pass,
    catch that seat...) and then among the action's variants (the colour or mark named, the
    UNO call). Picking uniformly among all listed moves instead would make a Wild that
    names a colour and one of six characters 24 times likelier than a number card, and
    random two-player UNO Friends games then stop finishing: the players just pass the
    drawing back and forth.

    Stops when the match is over or after ``max_steps`` moves. The choices come from a private
    ``random.Random(chooser_seed)``, never from global randomness.

    Returns:
        The states visited (``state`` first) and the moves applied (one fewer).
    """
    chooser = random.Random(chooser_seed)
    states = [state]
    moves: list[Move] = []
    for _ in range(max_steps):
        legal = unokit.legal_moves(state)
        if not legal:
            break
        move = random_choice(chooser, legal)
        state = unokit.apply(state, move)
        states.append(state)
        moves.append(move)
    return states, moves


#: How often the random player plays a card when it can, instead of choosing among all moves.
PLAY_WHEN_ABLE = 0.9


def random_choice(chooser: random.Random, legal: Sequence[Move]) -> Move:
    """Pick an action uniformly, then one of its variants uniformly (see ``random_game``).

    When cards can be played, the player picks among the plays three times out of four, and
    among all moves (drawing, passing, taking a mini-pile...) otherwise: a player who draws
    half the time while holding a playable card is no player at all, and in UNO Party! (where
    a dozen Wild Draw Fours, Point Takens and mini-piles keep adding cards) such games
    almost never finish with few players.
    """
    plays = [move for move in legal if isinstance(move, Play)]
    if plays and chooser.random() < PLAY_WHEN_ABLE:
        legal = plays
    actions: dict[tuple[object, ...], list[Move]] = {}
    for move in legal:
        key = (type(move), move.player, getattr(move, "card", None), getattr(move, "target", None))
        actions.setdefault(key, []).append(move)
    return chooser.choice(chooser.choice(list(actions.values())))


def random_playthrough(state: GameState, chooser_seed: int, max_steps: int) -> list[GameState]:
    """The states visited by ``random_game`` (``state`` first)."""
    return random_game(state, chooser_seed, max_steps)[0]
