"""Properties of whole games and matches, checked with random play.

The properties every edition must have at every step (conservation, purity, determinism,
listed and unlisted moves, consistency...) are checked by the conformance suite
(``unokit.testing``, run by ``test_conformance.py``). These tests add what the rule texts say
about how games and matches end and are scored. Each draws a seed, a player count, a set of
options and a seed for choosing moves, plays random legal moves (``strategies.random_game``)
and checks the property. Parametrized over ``strategies.EDITIONS``.
"""

from __future__ import annotations

import itertools
from collections import Counter
from typing import Any

import pytest
from hypothesis import Phase, given, settings
from hypothesis import strategies as st

import unokit
from tests.strategies import (
    EDITIONS,
    EDITIONS_HEAVY_SLOW,
    options,
    player_counts,
    random_game,
    seeds,
)
from unokit import GameState

parametrize_editions = pytest.mark.parametrize("edition", EDITIONS)

#: No shrinking: the inputs are seeds, and a smaller seed is a different game, not a simpler
#: one, while each example plays hundreds or thousands of moves. A failure still reports the
#: seed, player count, options and chooser seed that reproduce it.
NO_SHRINK = (Phase.explicit, Phase.reuse, Phase.generate)


def start(
    data: st.DataObject, edition: str, game_options: dict[str, Any] | None = None
) -> tuple[GameState, int]:
    """Draw a new game of ``edition`` and a seed for choosing its moves."""
    seed = data.draw(seeds(), label="seed")
    players = data.draw(player_counts(edition), label="players")
    if game_options is None:
        game_options = data.draw(options(), label="options")
    chooser_seed = data.draw(seeds(), label="chooser_seed")
    state = unokit.new_game(edition, players=players, seed=seed, options=game_options)
    return state, chooser_seed


# --------------------------------------------------------------------------------------
# Cards
# --------------------------------------------------------------------------------------


def test_classic_deck_has_108_cards() -> None:
    # classic-guide.txt: "Use the classic 108 cards: in each of four colors, one 0 and two each
    # of 1–9, Skip, Reverse and Draw Two; plus four Wild and four Wild Draw Four cards."  # noqa: RUF003
    state = unokit.new_game("classic", players=4, seed=1)
    assert len(state.rules.deck) == 108
    assert sum(1 for _ in state.cards()) == 108
    counts = Counter(str(card) for card in state.rules.deck)
    for letter in "RYGB":
        assert counts[f"{letter}0"] == 1
        for rank in (*"123456789", "S", "R", "+2"):
            assert counts[f"{letter}{rank}"] == 2
    assert counts["W"] == 4
    assert counts["W+4"] == 4


# --------------------------------------------------------------------------------------
# Games end, and are scored right
# --------------------------------------------------------------------------------------


@pytest.mark.slow
@parametrize_editions
@settings(max_examples=8, deadline=None, phases=NO_SHRINK)
@given(data=st.data())
def test_full_matches_end(edition: str, data: st.DataObject) -> None:
    # classic-guide.txt: "First to reach or pass 500 wins the match"
    state, chooser_seed = start(data, edition, game_options={"match": "standard"})
    states, moves = random_game(state, chooser_seed, max_steps=200_000)
    final = states[-1]
    assert final.is_over, f"no winner after {len(moves)} moves"
    assert final.winner is not None
    assert final.scores[final.winner] >= 500
    assert unokit.legal_moves(final) == ()


@pytest.mark.parametrize("edition", EDITIONS_HEAVY_SLOW)
@settings(max_examples=40, deadline=None, phases=NO_SHRINK)
@given(data=st.data())
def test_single_round_games_end(edition: str, data: st.DataObject) -> None:
    # classic-guide.txt: "Replace the 500-point match with one hand. The first person to empty
    # their hand wins after resolving any final draw penalty; omit point totals"
    state, chooser_seed = start(data, edition, game_options={"match": "single-round"})
    states, moves = random_game(state, chooser_seed, max_steps=100_000)
    final = states[-1]
    assert final.is_over, f"no winner after {len(moves)} moves"
    decided = [result for result in final.history if not result.void]
    assert len(decided) == 1
    assert decided[0].winner == final.winner
    assert final.winner is not None
    assert final.hands[final.winner] == ()
    assert final.end_reason == "single round won"
    assert set(final.scores) == {0}
    assert unokit.legal_moves(final) == ()


@pytest.mark.slow
@parametrize_editions
@settings(max_examples=15, deadline=None, phases=NO_SHRINK)
@given(data=st.data())
def test_only_the_round_winner_scores(edition: str, data: st.DataObject) -> None:
    # classic-guide.txt: "Add every opponent's remaining cards to the winner's score [...]
    # Only the round winner gains points. First to reach or pass 500 wins the match"
    state, chooser_seed = start(data, edition, game_options={"match": "standard"})
    rules = state.rules
    target = rules.options.target_score
    states, moves = random_game(state, chooser_seed, max_steps=200_000)
    for before, after in itertools.pairwise(states):
        assert all(b >= a for a, b in zip(before.scores, after.scores, strict=True))
        if len(after.history) == len(before.history):
            assert after.scores == before.scores
            continue
        assert len(after.history) == len(before.history) + 1
        result = after.history[-1]
        assert result.number == before.round_number == len(after.history)
        assert result.dealer == before.dealer
        if result.void:
            assert result.winner is None
            assert result.points == 0
            assert after.scores == before.scores
            continue
        winner = result.winner
        assert winner is not None
        assert after.hands[winner] == ()
        left = sum(
            rules.points[card]
            for seat, hand in enumerate(after.hands)
            if seat != winner
            for card in hand
        )
        assert result.points == left
        for seat in range(after.players):
            gained = after.scores[seat] - before.scores[seat]
            assert gained == (left if seat == winner else 0)
    final = states[-1]
    assert final.is_over, f"no winner after {len(moves)} moves"
    assert final.winner is not None
    assert final.winner == final.history[-1].winner
    assert final.scores[final.winner] >= target
    assert all(score < target for seat, score in enumerate(final.scores) if seat != final.winner)
