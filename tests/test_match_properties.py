"""Properties of every match format in every edition, checked with random matches.

Each example draws a seed, a player count (four for partners), a target score, the dealer
rotation and a seed for choosing moves, plays a whole match of uniformly random legal moves
and checks every round's scoring, the scores between rounds and how the match ended.
Parametrized over ``strategies.EDITIONS`` and every match format.

Ground truth: ``classic-guide.txt`` ("Score the round and the match", "One round, one
winner", "Low-score match", "Across-the-table partners"); ``classic-short.txt`` for
``winner_deals``.
"""

from __future__ import annotations

import itertools

import pytest
from hypothesis import Phase, given, settings
from hypothesis import strategies as st

import unokit
from tests.strategies import EDITIONS, player_counts, random_game, seeds
from unokit import GameState, RoundResult
from unokit.core.formats import (
    LOWEST_AFTER_TIE,
    LOWEST_AT_TARGET,
    MATCH_FORMATS,
    SINGLE_ROUND_WON,
    TARGET_REACHED,
)
from unokit.core.match import NextRound
from unokit.core.plugins import find_edition

#: No shrinking: a smaller seed is a different game, not a simpler one (see test_properties).
NO_SHRINK = (Phase.explicit, Phase.reuse, Phase.generate)


def _combinations() -> list[tuple[str, str]]:
    """Every edition with every format it can be played in (partners needs four players)."""
    pairs = []
    for edition in EDITIONS:
        found = find_edition(edition)
        for name, fmt in MATCH_FORMATS.items():
            if fmt.players is None or found.min_players <= fmt.players <= found.max_players:
                pairs.append((edition, name))
    return pairs


COMBINATIONS = _combinations()


def test_every_edition_plays_every_format() -> None:
    # Every built-in edition allows four players, so none misses the partners format.
    assert len(COMBINATIONS) == len(EDITIONS) * len(MATCH_FORMATS)


def start_match(data: st.DataObject, edition: str, name: str) -> tuple[GameState, int]:
    fmt = MATCH_FORMATS[name]
    if fmt.players is None:
        players = data.draw(player_counts(edition), label="players")
    else:
        players = fmt.players
    options = {
        "match": name,
        "target_score": data.draw(st.sampled_from([1, 60, 200, 500]), label="target"),
        "winner_deals": data.draw(st.booleans(), label="winner_deals"),
    }
    seed = data.draw(seeds(), label="seed")
    chooser_seed = data.draw(seeds(), label="chooser_seed")
    return unokit.new_game(edition, players=players, seed=seed, options=options), chooser_seed


def expected_scores(
    name: str, scores: tuple[int, ...], result: RoundResult
) -> tuple[tuple[int, ...], int]:
    """The scores after ``result`` and the round's points, straight from the rule texts."""
    if result.void:
        # "void that round, keep match scores unchanged and redeal"
        return scores, 0
    winner = result.winner
    assert winner is not None
    players = len(scores)
    if name == "standard":
        # "Add every opponent's remaining cards to the winner's score"
        points = sum(result.hand_points)
        return tuple(s + points if seat == winner else s for seat, s in enumerate(scores)), points
    if name == "partners":
        # "score only the two opponents' remaining cards for the winning pair"
        pair = {winner, (winner + 2) % players}
        points = sum(p for seat, p in enumerate(result.hand_points) if seat not in pair)
        return tuple(s + points if seat in pair else s for seat, s in enumerate(scores)), points
    if name == "low-score":
        # "Record each person's own remaining-card points after every round"
        return tuple(s + p for s, p in zip(scores, result.hand_points, strict=True)), 0
    # single round: "omit point totals and the score sheet"
    return scores, 0


def lowest_alone(scores: tuple[int, ...]) -> bool:
    return list(scores).count(min(scores)) == 1


@pytest.mark.slow
@pytest.mark.parametrize(("edition", "name"), COMBINATIONS)
@settings(max_examples=20, deadline=None, phases=NO_SHRINK)
@given(data=st.data())
def test_random_matches_are_scored_and_end_by_the_format(
    edition: str, name: str, data: st.DataObject
) -> None:
    state, chooser_seed = start_match(data, edition, name)
    rules = state.rules
    options = rules.options
    target = options.target_score
    states, moves = random_game(state, chooser_seed, max_steps=300_000)

    for before, after in itertools.pairwise(states):
        # Scores never decrease, in any format.
        assert all(b >= a for a, b in zip(before.scores, after.scores, strict=True))
        if name == "partners":
            assert after.scores[0] == after.scores[2]
            assert after.scores[1] == after.scores[3]
            assert after.team_scores == (after.scores[0], after.scores[1])
        if len(after.history) == len(before.history):
            assert after.scores == before.scores
            assert after.winners == before.winners
            continue
        assert not before.is_over
        assert len(after.history) == len(before.history) + 1
        result = after.history[-1]
        assert result.number == before.round_number
        assert result.dealer == before.dealer
        assert result.hand_points == tuple(
            sum(rules.points[card] for card in hand) for hand in after.hands
        )
        if result.void:
            assert result.winner is None
        else:
            assert result.winner is not None
            assert after.hands[result.winner] == ()
            assert result.hand_points[result.winner] == 0
        scores, points = expected_scores(name, before.scores, result)
        assert after.scores == scores
        assert result.points == points
        if after.is_over:
            continue
        # Not over: the round is visible until the next dealer deals.
        assert after.winners == ()
        assert after.end_reason is None
        assert unokit.outcome(after) is None
        assert after.round_over
        if result.winner is None:
            assert after.pending == NextRound(before.dealer)
            continue
        if options.winner_deals:
            assert after.pending == NextRound(result.winner)
        else:
            assert after.pending == NextRound((before.dealer + 1) % before.players)
        if name == "standard":
            assert after.scores[result.winner] < target
        elif name == "partners":
            assert max(after.team_scores) < target
        elif name == "low-score":
            assert max(after.scores) < target or not lowest_alone(after.scores)

    final = states[-1]
    assert final.is_over, f"no winner after {len(moves)} moves"
    assert unokit.legal_moves(final) == ()
    assert final.pending is None
    last = final.history[-1]
    assert not last.void
    assert last.winner is not None
    outcome = unokit.outcome(final)
    assert outcome is not None
    assert outcome.winners == final.winners
    assert outcome.scores == final.scores
    assert outcome.team_scores == final.team_scores
    assert outcome.teams == final.teams
    assert outcome.reason == final.end_reason
    assert outcome.match == name
    assert outcome.rounds == len(final.history)
    # Exactly one winner, or exactly one winning pair.
    if name == "partners":
        assert final.winners in ((0, 2), (1, 3))
        assert last.winner in final.winners
        assert final.winner is None
        assert final.end_reason == TARGET_REACHED
        pair = final.teams.index(final.winners)
        assert final.team_scores[pair] >= target > final.team_scores[1 - pair]
        return
    assert len(final.winners) == 1
    (winner,) = final.winners
    assert final.winner == winner == outcome.winner
    if name == "standard":
        assert final.end_reason == TARGET_REACHED
        assert winner == last.winner
        assert final.scores[winner] >= target
        assert all(s < target for seat, s in enumerate(final.scores) if seat != winner)
    elif name == "single-round":
        assert final.end_reason == SINGLE_ROUND_WON
        assert winner == last.winner
        assert [r.void for r in final.history] == [True] * (len(final.history) - 1) + [False]
        assert set(final.scores) == {0}
    else:
        assert max(final.scores) >= target
        assert lowest_alone(final.scores)
        assert final.scores[winner] == min(final.scores)
        before_last = states[-2].scores
        tie_break = max(before_last) >= target
        assert final.end_reason == (LOWEST_AFTER_TIE if tie_break else LOWEST_AT_TARGET)
