"""Properties of the engine that hold in every state of every game, checked with random play.

Each test draws a seed, a player count, a set of options and a seed for choosing moves, then
plays uniformly random legal moves (``strategies.random_game``) and checks a property at every
state visited. Parametrized over ``strategies.EDITIONS``.
"""

from __future__ import annotations

import itertools
from collections import Counter
from typing import Any

import attrs
import pytest
from hypothesis import Phase, given, settings
from hypothesis import strategies as st

import unokit
from tests.strategies import EDITIONS, options, player_counts, random_game, seeds
from unokit import (
    COLORS,
    Accept,
    CallUno,
    CatchUno,
    Challenge,
    ChooseColor,
    Color,
    Deal,
    Draw,
    GameState,
    IllegalMoveError,
    Move,
    Pass,
    Play,
)
from unokit.editions.classic import ChooseOpeningColor
from unokit.moves import _VERBS as MOVE_VERBS

CORE_MOVES = {Play, Draw, Pass, Accept, Challenge, CallUno, CatchUno, ChooseColor, Deal}

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


def snapshot(state: GameState) -> GameState:
    """A copy of ``state`` holding the same field values (GameState equality compares them all)."""
    return attrs.evolve(state)


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


@parametrize_editions
@settings(max_examples=40, deadline=None, phases=NO_SHRINK)
@given(data=st.data())
def test_cards_are_conserved(edition: str, data: st.DataObject) -> None:
    state, chooser_seed = start(data, edition)
    deck = Counter(state.rules.deck)
    states, _ = random_game(state, chooser_seed, max_steps=1500)
    for visited in states:
        assert Counter(visited.cards()) == deck
        assert len(visited.discard_pile) >= 1


# --------------------------------------------------------------------------------------
# Purity and determinism
# --------------------------------------------------------------------------------------


@parametrize_editions
@settings(max_examples=40, deadline=None, phases=NO_SHRINK)
@given(data=st.data())
def test_apply_never_mutates_its_input(edition: str, data: st.DataObject) -> None:
    state, chooser_seed = start(data, edition)
    states, moves = random_game(state, chooser_seed, max_steps=1500)
    for move, (before, after) in zip(moves, itertools.pairwise(states), strict=True):
        copy = snapshot(before)
        legal = unokit.legal_moves(before)
        again = unokit.apply(before, move)
        assert before == copy
        assert unokit.legal_moves(before) == legal
        assert again == after


@parametrize_editions
@settings(max_examples=30, deadline=None, phases=NO_SHRINK)
@given(data=st.data())
def test_replaying_the_same_moves_gives_equal_states(edition: str, data: st.DataObject) -> None:
    state, chooser_seed = start(data, edition)
    states, moves = random_game(state, chooser_seed, max_steps=1500)
    replay = unokit.new_game(
        edition, players=state.players, seed=state.seed, options=state.rules.options
    )
    assert replay == states[0]
    for move, expected in zip(moves, states[1:], strict=True):
        replay = unokit.apply(replay, move)
        assert replay == expected
        assert unokit.legal_moves(replay) == unokit.legal_moves(expected)


@parametrize_editions
@settings(max_examples=25, deadline=None, phases=NO_SHRINK)
@given(data=st.data())
def test_every_listed_move_applies(edition: str, data: st.DataObject) -> None:
    state, chooser_seed = start(data, edition)
    states, _ = random_game(state, chooser_seed, max_steps=300)
    deck = Counter(state.rules.deck)
    # Every third state, and the first state of each kind of decision (some decisions list
    # hundreds of moves, e.g. Wild Drawn Together's pairs of seats with 16 players).
    checked = {id(s): s for s in (*states[::3], *sample_states(states))}
    for visited in checked.values():
        copy = snapshot(visited)
        for move in unokit.legal_moves(visited):
            assert unokit.is_legal(visited, move)
            after = unokit.apply(visited, move)
            assert isinstance(after, GameState)
            assert Counter(after.cards()) == deck
        assert visited == copy


def candidate_moves(state: GameState) -> list[Move]:
    """Every move of every kind by every seat (and a few by seats that do not exist)."""
    seats = range(state.players)
    distinct = list(dict.fromkeys(state.rules.deck))
    colors: tuple[Color | None, ...] = (None, *COLORS)
    rules = state.rules
    moves: list[Move] = []
    for seat in seats:
        moves += [
            Play(seat, card, color, uno, mark)
            for card in distinct
            for color in colors
            for uno in (False, True)
            for mark in (
                (None, *rules.marks, "Nobody") if rules.kinds[card.rank].names_mark else (None,)
            )
        ]
        moves.append(Play(seat, distinct[0], None, False, "Nobody"))
        for card in distinct:
            if rules.kinds[card.rank].names_seats:
                some_seats = sorted({0, 1, state.players - 1, state.players})
                moves += [
                    Play(seat, card, color, False, None, pair)
                    for color in COLORS
                    for pair in itertools.combinations(some_seats, 2)
                ]
                moves += [Play(seat, card, COLORS[0], False, None, (seat, seat))]
        moves += edition_moves(state, seat)
        moves += [Draw(seat), Pass(seat), Accept(seat), Challenge(seat), CallUno(seat), Deal(seat)]
        moves += [ChooseColor(seat, color) for color in COLORS]
        moves += [CatchUno(seat, target) for target in seats]
    nobody = state.players
    moves += [Draw(nobody), Pass(-1), CatchUno(0, nobody), Play(nobody, distinct[0])]
    return moves


def edition_moves(state: GameState, seat: int) -> list[Move]:
    """Moves of the kinds editions add (e.g. pointing at a player), by ``seat``.

    Every registered move class whose fields besides ``player`` are all seats is tried with
    every seat (and one that does not exist).
    """
    moves: list[Move] = []
    for cls in set(MOVE_VERBS.values()):
        if cls in CORE_MOVES:
            continue
        fields = [field for field in attrs.fields(cls) if field.name != "player"]
        if all(field.type in (int, "int") for field in fields):
            for values in itertools.product(range(state.players + 1), repeat=len(fields)):
                moves.append(cls(seat, *values))
    return moves


def sample_states(states: list[GameState]) -> list[GameState]:
    """A few evenly spaced states, plus the first state of each kind of decision."""
    chosen = {id(state): state for state in states[:: max(1, len(states) // 4)]}
    seen: set[tuple[str, bool]] = set()
    for state in states:
        key = (type(state.pending).__name__, state.uno_exposed is not None)
        if key not in seen:
            seen.add(key)
            chosen[id(state)] = state
    chosen[id(states[-1])] = states[-1]
    return list(chosen.values())


@parametrize_editions
@settings(max_examples=15, deadline=None, phases=NO_SHRINK)
@given(data=st.data())
def test_moves_not_listed_are_refused(edition: str, data: st.DataObject) -> None:
    state, chooser_seed = start(data, edition)
    states, _ = random_game(state, chooser_seed, max_steps=600)
    for visited in sample_states(states):
        legal = set(unokit.legal_moves(visited))
        candidates = candidate_moves(visited)
        # Pairs of seats are sampled in the candidates; add the legal ones.
        candidates += [move for move in legal if isinstance(move, Play) and move.seats]
        assert legal <= set(candidates), "candidate_moves misses a kind of move"
        copy = snapshot(visited)
        for move in candidates:
            if move in legal:
                unokit.apply(visited, move)
                continue
            assert not unokit.is_legal(visited, move)
            with pytest.raises(IllegalMoveError) as caught:
                unokit.apply(visited, move)
            assert str(caught.value).strip(), f"empty message for {move}"
        assert visited == copy


# --------------------------------------------------------------------------------------
# Games end, and are scored right
# --------------------------------------------------------------------------------------


@parametrize_editions
@settings(max_examples=8, deadline=None, phases=NO_SHRINK)
@given(data=st.data())
def test_full_matches_end(edition: str, data: st.DataObject) -> None:
    # classic-guide.txt: "First to reach or pass 500 wins the match"
    state, chooser_seed = start(data, edition, game_options={})
    states, moves = random_game(state, chooser_seed, max_steps=200_000)
    final = states[-1]
    assert final.is_over, f"no winner after {len(moves)} moves"
    assert final.winner is not None
    assert final.scores[final.winner] >= 500
    assert unokit.legal_moves(final) == ()


@parametrize_editions
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


@parametrize_editions
@settings(max_examples=25, deadline=None, phases=NO_SHRINK)
@given(data=st.data())
def test_only_the_round_winner_scores(edition: str, data: st.DataObject) -> None:
    # classic-guide.txt: "Add every opponent's remaining cards to the winner's score [...]
    # Only the round winner gains points. First to reach or pass 500 wins the match"
    state, chooser_seed = start(data, edition)
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


# --------------------------------------------------------------------------------------
# Consistency
# --------------------------------------------------------------------------------------


def check_consistent(state: GameState) -> None:
    players = state.players
    assert 0 <= state.current_player < players
    assert 0 <= state.dealer < players
    assert state.direction in (1, -1)
    assert len(state.hands) == len(state.scores) == players
    assert 0 <= state.draw_index <= len(state.draw_cards)
    assert 0 <= state.passes <= players
    assert state.discard_pile, "the discard pile has no top card"
    assert state.top_card == state.discard_pile[0]
    if state.pending is not None:
        assert state.current_player == state.pending.seat
    if isinstance(state.pending, ChooseOpeningColor):
        assert state.active_color is None
    else:
        assert state.active_color is not None
    if state.uno_exposed is not None:
        assert len(state.hands[state.uno_exposed]) == 1
    legal = unokit.legal_moves(state)
    if state.is_over:
        assert legal == ()
        assert state.pending is None
        return
    assert legal, "the match is not over but nobody can move"
    rules = state.rules
    top = state.top_card
    for move in legal:
        if isinstance(move, (CallUno, CatchUno)):
            assert state.uno_exposed is not None
        elif state.pending is None and move.player != state.current_player:
            # Out of turn, only a card identical to the top card of a jump-in kind.
            assert isinstance(move, Play)
            assert rules.kinds[move.card.rank].jump_in
            assert (move.card.color, move.card.rank) == (top.color, top.rank)


@parametrize_editions
@settings(max_examples=40, deadline=None, phases=NO_SHRINK)
@given(data=st.data())
def test_state_is_always_consistent(edition: str, data: st.DataObject) -> None:
    state, chooser_seed = start(data, edition)
    for visited in random_game(state, chooser_seed, max_steps=1500)[0]:
        check_consistent(visited)
