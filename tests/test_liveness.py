"""Liveness: no combination of rules leaves a game stuck or looping for ever.

Every game must keep offering a move until the match is over, and players who play whenever
they can must always be able to finish the round. Each test below builds one degenerate
situation the rule texts make possible (stacked decks, so the situation is exact), checks the
rule that keeps the game alive, then plays on with ``finish`` and checks the round ends. The
last test does the same from random states of every edition.
"""

from __future__ import annotations

from collections import Counter
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

import unokit
from tests.helpers import cards, game, play, split
from tests.strategies import EDITIONS, player_counts, random_game, seeds
from unokit import Color, GameState, Pass, Play
from unokit.core.match import NextRound
from unokit.editions.party import PileUp, TakePile
from unokit.testing import keen_move

#: A round finished by players who always play when they can takes far fewer moves.
BOUND = 5_000


def finish(state: GameState, bound: int = BOUND) -> list[GameState]:
    """Play until the round or match ends, as players keen to go out would.

    Each move is ``unokit.testing.keen_move``'s: a number card first, naming the colour its
    player holds most of; with no card to play, the first listed move. Fails if a state that
    is not over lists no move, or if the round is not over after ``bound`` moves. (Cruder
    players can keep a round going for ever: one who always names red with no red card left
    draws its own Wild back again and again.)
    """
    states = [state]
    for _ in range(bound):
        if state.round_over or state.is_over:
            return states
        legal = unokit.legal_moves(state)
        assert legal, f"nobody can move in a state that is not over: {state!r}"
        state = unokit.apply(state, keen_move(state, legal))
        states.append(state)
    raise AssertionError(f"the round did not end in {bound} moves")


def conserved(states: list[GameState]) -> bool:
    deck = Counter(states[0].cards())
    return all(Counter(state.cards()) == deck for state in states)


# Three players, dealer 0; nobody can play on a red 5 and the deck holds nothing more.
STUCK_HANDS = [
    "Y8 Y9 G8 G9 B3 B4 B6",
    "Y1 Y2 Y3 G1 G2 G3 B1",
    "Y4 Y6 Y7 G4 G6 G7 B2",
]


@pytest.mark.parametrize("edition", ["classic", "party", "seven-o"])
def test_an_empty_draw_and_discard_pile_voids_the_round_and_the_match_goes_on(
    edition: str,
) -> None:
    # classic-guide.txt: "House deadlock remedy: if no cards can be drawn and everyone passes
    # once without a legal play, void that round, keep match scores unchanged and redeal."
    state = game(split(STUCK_HANDS), "R5", edition=edition)
    assert state.draw_pile == ()
    assert state.discard_pile == cards("R5")
    for seat in (1, 2, 0):
        assert unokit.legal_moves(state) == (Pass(seat),)
        state = play(state, Pass(seat))
    assert state.history[-1].void
    assert state.pending == NextRound(0)
    # The same dealer deals again, from a shuffle of every card: the match goes on.
    state = play(state, "0 deal")
    assert state.round_number == 2
    assert [len(hand) for hand in state.hands] == [7, 7, 7]
    states = finish(state)
    assert conserved(states)


def test_a_single_round_game_whose_round_is_void_is_dealt_again() -> None:
    # classic-guide.txt: "void that round, keep match scores unchanged and redeal" -- also
    # when the match is a single round: a void round decides nothing.
    state = game(split(STUCK_HANDS), "R5", match="single-round")
    state = play(state, "1 pass", "2 pass", "0 pass")
    assert not state.is_over
    state = play(state, "0 deal")
    states = finish(state)
    assert states[-1].is_over


def test_players_with_every_card_in_hand_can_still_only_pass_or_play() -> None:
    # classic-guide.txt: "House deadlock remedy: if no cards can be drawn [...]": with
    # nothing to draw, a player who can play must, so a hand can always shrink.
    hands = [STUCK_HANDS[0], "Y1 Y2 Y3 G1 G2 G3 R1", STUCK_HANDS[2]]
    state = game(split(hands), "R5")
    assert unokit.legal_moves(state) == (Play(1, cards("R1")[0]),)
    states = finish(state)
    assert conserved(states)


# UNO Friends: a Wild Draw Four names a character; here no card left to draw shows it.
FRIENDS_HANDS = [
    "R4/Monica R8/Phoebe R7/Joey Y1/Monica Y2/Ross B3/Phoebe B4/Rachel",
    "R2/Phoebe R3/Ross WD Y9/Chandler B1/Ross G5/Ross G7/Phoebe",
]


def test_a_character_no_card_can_supply_stops_the_drawing_and_the_round_ends() -> None:
    # DESIGN.md: "If neither the draw pile nor a reshuffle can produce that character, the
    # drawing stops."
    state = game(split(FRIENDS_HANDS), "R5/Rachel", ["G1/Phoebe", "Y2/Rachel"], edition="friends")
    state = play(
        state, "1 play R2/Phoebe", "0 play R4/Monica", "1 play R3/Ross", "0 play R8/Phoebe"
    )
    state = play(state, "1 play WD green Joey")
    # Seat 0 drew everything there was (no Joey anywhere but its own hand) and lost its turn.
    assert state.draw_pile == ()
    assert state.current_player == 1
    assert unokit.legal_moves(state)
    states = finish(state)
    assert conserved(states)
    assert states[-1].is_over  # one hand, the UNO Friends default


def test_a_character_draw_with_only_the_discards_left_stops_after_them() -> None:
    # DESIGN.md: "If neither the draw pile nor a reshuffle can produce that character, the
    # drawing stops." The draw pile is empty: the discard under the Wild Draw Four is
    # shuffled in, drawn, and the drawing stops there.
    hands = [
        "R4/Monica R8/Phoebe Y1/Monica Y2/Ross B3/Phoebe B4/Rachel G1/Phoebe",
        "WD R3/Ross R2/Phoebe Y9/Chandler B1/Ross G5/Ross G7/Phoebe",
    ]
    state = game(split(hands), "R5/Rachel", edition="friends")
    assert state.draw_pile == ()
    before = state.hands[0]
    state = play(state, "1 play WD green Joey")
    assert state.hands[0] == (*before, *cards("R5/Rachel"))
    assert state.draw_pile == ()
    assert state.discard_pile == cards("WD")
    assert state.current_player == 1
    assert conserved(finish(state))


# UNO Party!: a Wild Pile-Up turns up a mini-pile from the draw pile.
PARTY_HANDS = [
    "B1 B2 Y4 Y5 G1 G2 B6",
    "WPU R2 G7 B9 Y3 G6 B0",
    "Y1 Y2 B3 B4 G8 G9 Y6",
]


def test_a_mini_pile_from_an_empty_draw_pile_comes_from_the_discards_and_is_taken() -> None:
    # uno-party.txt: "take the top card from the Draw Pile and place it face up in front of
    # you to create a mini-pile [...] when the mini-pile reaches a player who can't play a
    # card, the WHOLE mini-pile goes into their hand!" The draw pile is empty: the discards
    # under the Wild Pile-Up are shuffled in, as for any draw.
    state = game(split(PARTY_HANDS), "R5", edition="party")
    assert state.draw_pile == ()
    state = play(state, "1 play WPU")
    assert state.pending == PileUp(seat=2, pile=cards("R5"), color=Color.RED)
    # Nobody can add a red card or a Wild: the next player takes the mini-pile.
    assert unokit.legal_moves(state) == (TakePile(2),)
    state = play(state, "2 take")
    assert state.pending is None
    assert state.hands[2][-1:] == cards("R5")
    states = finish(state)
    assert conserved(states)


#: Short matches, and the options with which random players' hands grow the most.
LIVENESS_OPTIONS: list[dict[str, Any]] = [
    {"target_score": 60},
    {"match": "single-round", "challenge_returns_card": True},
    {"match": "single-round", "strict_wild_draw_four": True},
]


@pytest.mark.parametrize("edition", [*EDITIONS, "seven-o"])
@settings(max_examples=15, deadline=None)
@given(data=st.data())
def test_from_any_state_reached_players_who_play_when_able_finish_the_round(
    edition: str, data: st.DataObject
) -> None:
    players = data.draw(player_counts(edition), label="players")
    options = data.draw(st.sampled_from(LIVENESS_OPTIONS), label="options")
    state = unokit.new_game(
        edition, players, seed=data.draw(seeds(), label="seed"), options=options
    )
    steps = data.draw(st.integers(0, 3000), label="random moves first")
    states, _ = random_game(state, data.draw(seeds(), label="chooser"), max_steps=steps)
    for start in states[:: max(1, len(states) // 5)]:
        finish(start)
