"""The Seven-O edition: stacked-deck scenarios for each house rule, and complete games."""

from __future__ import annotations

import random
from collections.abc import Mapping, Sequence

import pytest

import unokit
from unokit import CatchUno, GameState, Move, Play
from unokit_seveno import SevenOEdition


def stacked(
    hands: Mapping[int, str], top: str, players: int, rest: str = "Y9 Y8 B9 B8 G9 G8"
) -> GameState:
    """A single-round game dealt by seat 0: ``hands`` by seat, then the opening card."""
    dealt = {seat: hands[seat].split() for seat in range(players)}
    order = [(0 + step) % players for step in range(1, players + 1)]  # dealer's left first
    deck = [dealt[seat][i] for i in range(7) for seat in order]
    deck += [top, *rest.split()]
    return unokit.new_game(
        "seven-o", players=players, deck=deck, dealer=0, options={"match": "single-round"}
    )


def play(state: GameState, *moves: str) -> GameState:
    for text in moves:
        state = unokit.apply(state, Move.parse(text))
    return state


def hand(text: str) -> tuple[unokit.Card, ...]:
    return tuple(unokit.Card.parse(card) for card in text.split())


FOUR = {
    0: "Y1 Y2 Y3 Y4 Y5 Y6 Y7",
    1: "R7 R0 RR B1 B2 B3 B4",
    2: "G1 G2 G3 G4 G5 G6 G7",
    3: "B5 B6 B7 R5 YS GS BS",
}


def test_the_edition_is_found_by_name_and_alias() -> None:
    assert "seven-o" in unokit.available_editions()
    for name in ("seven-o", "sevens-and-zeros", "seveno"):
        assert unokit.new_game(name, players=3, seed=1).edition == "seven-o"
    assert SevenOEdition.min_players == 2
    assert SevenOEdition.max_players == 10


def test_scoring_and_deck_are_classic() -> None:
    seven_o = unokit.new_game("seven-o", players=2, seed=3).rules
    classic = unokit.new_game("classic", players=2, seed=3).rules
    assert seven_o.deck == classic.deck
    assert len(seven_o.deck) == 108
    assert dict(seven_o.points) == dict(classic.points)


def test_a_seven_swaps_hands_with_the_named_seat() -> None:
    state = stacked(FOUR, top="R9", players=4)
    assert state.current_player == 1
    after = play(state, "1 play R7 2")
    assert after.hands[1] == hand(FOUR[2])
    assert after.hands[2] == hand("R0 RR B1 B2 B3 B4")
    assert after.hands[0] == hand(FOUR[0])
    assert after.hands[3] == hand(FOUR[3])
    assert after.current_player == 2  # play goes on as usual, to the seat that got the hand


def test_a_seven_naming_its_own_player_swaps_nothing() -> None:
    state = stacked(FOUR, top="R9", players=4)
    plays = [m for m in unokit.legal_moves(state) if isinstance(m, Play) and m.card.rank == "7"]
    assert sorted(m.seats for m in plays) == [(0,), (1,), (2,), (3,)]
    after = play(state, "1 play R7 1")
    assert after.hands[1] == hand("R0 RR B1 B2 B3 B4")
    assert after.hands[2] == hand(FOUR[2])


def test_a_zero_passes_every_hand_on_clockwise() -> None:
    state = stacked(FOUR, top="R9", players=4)
    after = play(state, "1 play R0")
    assert after.hands[2] == hand("R7 RR B1 B2 B3 B4")  # seat 1's hand went to seat 2
    assert after.hands[3] == hand(FOUR[2])
    assert after.hands[0] == hand(FOUR[3])
    assert after.hands[1] == hand(FOUR[0])
    assert after.current_player == 2


def test_a_zero_passes_every_hand_on_counterclockwise() -> None:
    hands = {**FOUR, 0: "R0 Y2 Y3 Y4 Y5 Y6 Y7", 1: "R7 B0 RR B1 B2 B3 B4"}
    state = play(stacked(hands, top="R9", players=4), "1 play RR")
    assert state.direction == -1
    assert state.current_player == 0
    after = play(state, "0 play R0")
    assert after.hands[3] == hand("Y2 Y3 Y4 Y5 Y6 Y7")  # seat 0's hand went to seat 3
    assert after.hands[2] == hand(FOUR[3])
    assert after.hands[1] == hand(FOUR[2])
    assert after.hands[0] == hand("R7 B0 B1 B2 B3 B4")
    assert after.current_player == 3


def test_jump_in_from_a_seat_two_away() -> None:
    state = stacked(FOUR, top="R5", players=4)
    assert state.current_player == 1
    jump = Move.parse("3 play R5")
    assert unokit.is_legal(state, jump)
    after = unokit.apply(state, jump)
    assert after.top_card == unokit.Card.parse("R5")
    assert after.hands[3] == hand("B5 B6 B7 YS GS BS")
    assert after.current_player == 0  # play continues from the player who jumped in


def test_only_identical_cards_jump_in() -> None:
    state = stacked(FOUR, top="R5", players=4)
    out_of_turn = [m for m in unokit.legal_moves(state) if m.player != state.current_player]
    assert out_of_turn == [Move.parse("3 play R5")]


def test_a_seven_played_by_jumping_in_swaps_from_its_player() -> None:
    hands = {**FOUR, 1: "B7 R0 RR B1 B2 B3 B4", 3: "B5 B6 B1 R7 YS GS BS"}
    state = stacked(hands, top="R7", players=4)
    after = play(state, "3 play R7 0")
    assert after.hands[3] == hand(FOUR[0])
    assert after.hands[0] == hand("B5 B6 B1 YS GS BS")
    assert after.current_player == 0


TWO = {0: "Y1 Y2 Y3 Y4 Y5 Y6 Y7", 1: "RS RS YS YS GS GS G7"}


def test_a_seven_as_the_last_card_goes_out_without_a_swap() -> None:
    state = stacked(TWO, top="R9", players=2)
    state = play(
        state, "1 play RS", "1 play RS", "1 play YS", "1 play YS", "1 play GS", "1 play GS uno"
    )
    assert state.hands[1] == hand("G7")
    after = play(state, "1 play G7 0")
    assert after.is_over
    assert after.winner == 1
    assert after.history[-1].winner == 1


def test_a_zero_as_the_last_card_goes_out_without_passing() -> None:
    state = stacked({0: TWO[0], 1: "RS RS YS YS GS GS G0"}, top="R9", players=2)
    state = play(
        state, "1 play RS", "1 play RS", "1 play YS", "1 play YS", "1 play GS", "1 play GS uno"
    )
    after = play(state, "1 play G0")
    assert after.is_over
    assert after.winner == 1


def exposed_after_seven(seat_named: int) -> GameState:
    state = stacked({0: TWO[0], 1: "RS RS YS YS GS G7 G3"}, top="R9", players=2)
    state = play(state, "1 play RS", "1 play RS", "1 play YS", "1 play YS", "1 play GS")
    return play(state, f"1 play G7 {seat_named}")  # down to one card, no UNO call


def test_a_forgotten_uno_is_forgiven_once_the_hand_is_swapped_away() -> None:
    # Seat 1 forgot to call UNO, then swapped its one card away: it holds seven now and has
    # nothing to be caught for. Seat 0 received a one-card hand and must call UNO itself:
    # "If via this exchange a player receives a hand of only one card they must still call
    # 'UNO' or risk drawing two penalty cards."
    after = exposed_after_seven(seat_named=0)
    assert after.hands[1] == hand(TWO[0])
    assert after.hands[0] == hand("G3")
    assert after.uno_exposed == (0,)
    catches = [m for m in unokit.legal_moves(after) if isinstance(m, CatchUno)]
    assert catches == [CatchUno(1, 0)]


def test_a_forgotten_uno_can_be_caught_when_the_hand_is_kept() -> None:
    after = exposed_after_seven(seat_named=1)
    assert after.uno_exposed == (1,)
    caught = play(after, "0 catch 1")
    assert len(caught.hands[1]) == 3


def random_game(seed: int, players: int) -> Sequence[GameState]:
    state = unokit.new_game(
        "seven-o", players=players, seed=seed, options={"match": "single-round"}
    )
    chooser = random.Random(seed)
    states = [state]
    while not state.is_over:
        state = unokit.apply(state, chooser.choice(unokit.legal_moves(state)))
        states.append(state)
        assert len(states) < 20_000, "the game did not end"
    return states


@pytest.mark.parametrize("seed", range(12))
def test_random_games_keep_every_card_and_end(seed: int) -> None:
    states = random_game(seed, players=2 + seed % 5)
    deck = sorted(map(str, states[0].rules.deck))
    for state in states:
        assert sorted(map(str, state.cards())) == deck
    assert len(states[-1].winners) == 1


def test_simulated_matches_between_agents_end() -> None:
    result = unokit.simulate("seven-o", players=4, agents=["greedy", "random"], games=4, seed=8)
    assert result.count == 4
    assert result.unfinished == 0
    assert sum(result.wins) == 4
