"""Classic rules: refilling the draw pile, the deadlock remedy, scoring and the match.

Ground truth: ``classic-guide.txt`` ("Refill the draw pile", "Score the round and the
match"); ``classic-short.txt`` for the ``winner_deals`` option; the "One round, one winner"
variation for ``match="single-round"`` (the other formats: ``test_match_formats.py``).
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence
from typing import Any

import attrs
import pytest

import unokit
from tests.helpers import card, cards, game, play, split, stack
from unokit import (
    Card,
    CardKind,
    Color,
    Deal,
    GameState,
    IllegalMoveError,
    Pass,
    Play,
    RoundResult,
)
from unokit.core.match import NextRound
from unokit.editions.classic import WildDrawFourResponse


def deck_of(hands: Sequence[str], opening: str, draw: str = "", dealer: int = 0) -> Counter[Card]:
    """Every card of the stacked deck that ``game`` builds, as a multiset."""
    return Counter(card(text) for text in stack(split(hands), opening, draw.split(), dealer))


def all_cards(state: GameState) -> Counter[Card]:
    return Counter(state.cards())


# --------------------------------------------------------------------------------------
# Rule 9: refilling the draw pile, and the deadlock remedy
# --------------------------------------------------------------------------------------

# Two players, dealer 0: seat 1 starts on a red 5; the draw pile is one card (G2).
REFILL_HANDS = ["R8 Y2 Y3 G7 G8 B2 B3", "R3 RR W G4 G6 B1 Y1"]


def test_rule9_refill_keeps_top_discard_and_shuffles_older_discards() -> None:
    # classic-guide.txt: "When it runs out, leave the current top discard faceup and shuffle
    # the older discards into a new facedown draw pile. Preserve the active color and
    # direction."
    state = game(split(REFILL_HANDS), "R5", ["G2"])
    deck = deck_of(REFILL_HANDS, "R5", "G2")
    assert len(list(state.cards())) == 16

    # The Reverse (two players: another turn) turns play counterclockwise; the Wild names blue.
    state = play(state, "1 play R3", "0 play R8", "1 play RR", "1 play W blue", "0 draw")
    assert state.hands[0] == cards("Y2 Y3 G7 G8 B2 B3 G2")
    assert state.draw_pile == ()
    assert state.discard_pile == cards("W RR R8 R3 R5")
    assert state.active_color is Color.BLUE
    assert state.direction == -1
    assert state.current_player == 1

    # Seat 1 must draw from the empty pile: the pile is refilled first.
    state = play(state, "1 draw")
    hand = state.hands[1]
    assert hand[:-1] == cards("G4 G6 B1 Y1")
    assert state.top_card == card("W")
    assert state.discard_pile == cards("W")
    assert Counter((*state.draw_pile, hand[-1])) == Counter(cards("RR R8 R3 R5"))
    assert len(state.draw_pile) == 3
    assert state.active_color is Color.BLUE
    assert state.direction == -1
    # The red card drawn does not match the blue Wild, so the turn passes.
    assert state.current_player == 0
    assert state.pending is None
    assert all_cards(state) == deck


def test_rule9_pending_draw_two_is_finished_from_refilled_pile() -> None:
    # classic-guide.txt: "Finish any pending draw penalty from the refilled pile."
    hands = ["R+2 Y2 Y3 G7 G8 B2 B3", "R5 G4 G6 B1 Y1 B6 Y6"]
    state = game(split(hands), "R5", ["G2"])
    state = play(state, "1 play R5")
    assert state.draw_pile == cards("G2")

    # Only one card is left when the Draw Two needs two.
    state = play(state, "0 play R+2", "1 accept")
    assert state.hands[1] == cards("G4 G6 B1 Y1 B6 Y6 G2 R5")
    assert state.discard_pile == cards("R+2")
    assert state.draw_pile == cards("R5")
    assert state.active_color is Color.RED
    # Two players: the penalty is taken and play returns to the Draw Two's player.
    assert state.current_player == 0
    assert all_cards(state) == deck_of(hands, "R5", "G2")


# Three players, dealer 0, no draw pile at all: the discard pile holds only the opening R5,
# so no card can be drawn. Nobody holds a red card or a 5.
DEADLOCK_HANDS = [
    "Y8 Y9 G8 G9 B3 B4 B6",
    "Y1 Y2 Y3 G1 G2 G3 B1",
    "Y4 Y6 Y7 G4 G6 G7 B2",
]


def test_rule9_nothing_to_draw_and_no_play_leaves_only_pass() -> None:
    # classic-guide.txt: "House deadlock remedy: if no cards can be drawn and everyone passes
    # once without a legal play, void that round, keep match scores unchanged and redeal."
    state = game(split(DEADLOCK_HANDS), "R5")
    assert state.draw_pile == ()
    assert state.discard_pile == cards("R5")
    assert state.current_player == 1
    assert unokit.legal_moves(state) == (Pass(1),)
    with pytest.raises(IllegalMoveError, match="nothing left to draw"):
        play(state, "1 draw")


def test_rule9_nothing_to_draw_but_a_playable_card_means_no_pass() -> None:
    # classic-guide.txt: "House deadlock remedy: if no cards can be drawn and everyone passes
    # once without a legal play, void that round, keep match scores unchanged and redeal."
    hands = [DEADLOCK_HANDS[0], "Y1 Y2 Y3 G1 G2 G3 R1", DEADLOCK_HANDS[2]]
    state = game(split(hands), "R5")
    assert unokit.legal_moves(state) == (Play(1, card("R1")),)
    with pytest.raises(IllegalMoveError, match="cannot pass"):
        play(state, "1 pass")


@pytest.mark.parametrize("scores", [(0, 0, 0), (120, 35, 480)])
def test_rule9_everyone_passes_voids_round_and_same_dealer_redeals(
    scores: tuple[int, int, int],
) -> None:
    # classic-guide.txt: "House deadlock remedy: if no cards can be drawn and everyone passes
    # once without a legal play, void that round, keep match scores unchanged and redeal."
    state = game(split(DEADLOCK_HANDS), "R5")
    # Scores from earlier rounds (a stacked deck only sets up the first round).
    state = attrs.evolve(state, scores=scores)
    deck = deck_of(DEADLOCK_HANDS, "R5")

    state = play(state, "1 pass")
    assert state.passes == 1
    assert state.current_player == 2
    assert unokit.legal_moves(state) == (Pass(2),)
    state = play(state, "2 pass")
    assert state.passes == 2
    assert state.current_player == 0
    assert state.history == ()
    assert unokit.legal_moves(state) == (Pass(0),)

    state = play(state, "0 pass")
    assert state.history == (RoundResult(1, 0, None, 0, void=True, hand_points=(47, 13, 36)),)
    assert state.history[-1].void is True
    assert state.scores == scores
    assert state.winner is None
    assert not state.is_over
    assert state.round_over
    assert state.pending == NextRound(0)
    assert unokit.legal_moves(state) == (Deal(0),)

    state = play(state, "0 deal")
    assert state.dealer == 0
    assert state.round_number == 2
    assert state.scores == scores
    assert state.history == (RoundResult(1, 0, None, 0, void=True, hand_points=(47, 13, 36)),)
    assert [len(hand) for hand in state.hands] == [7, 7, 7]
    assert state.passes == 0
    assert all_cards(state) == deck


# --------------------------------------------------------------------------------------
# Rule 10: going out, scoring and the match
# --------------------------------------------------------------------------------------

# Two players, dealer 0: seat 1 starts on a red 5 and, with Skips and Reverses (each gives
# another turn), plays out before seat 0 moves. Seat 0's hand is worth 28.
LOSER = "Y1 Y2 Y3 B4 B5 G6 G7"
CHAIN = "1 play RS", "1 play RS", "1 play GS", "1 play GS", "1 play GR", "1 play GR uno"


def test_rule10_finishing_on_draw_two_the_penalty_counts_in_the_score() -> None:
    # classic-guide.txt: "The first person legally playing their last card wins the round; you
    # may finish on an action or Wild card. If it is Draw Two or Wild Draw Four, the next
    # player still draws that penalty before scoring."
    winner = "RS RS GS GS GR GR G+2"
    state = game([LOSER.split(), winner.split()], "R5", ["W", "B9", "Y8"])
    state = play(state, *CHAIN)
    assert state.hands[1] == cards("G+2")

    state = play(state, "1 play G+2")
    assert state.hands[1] == ()
    assert state.history == ()  # the round is scored only once the penalty is drawn
    state = play(state, "0 accept")
    assert state.hands[0] == cards(LOSER + " W B9")
    # 28 + Wild (50) + 9
    assert state.scores == (0, 87)
    assert state.history == (RoundResult(1, 0, 1, 87, hand_points=(87, 0)),)
    assert state.pending == NextRound(1)


@pytest.mark.parametrize(
    ("answer", "drawn", "points"),
    [
        # 28 + Wild (50) + 9 + 8 + 8
        ("accept", "W B9 Y8 G8", 103),
        # A last-card Wild Draw Four cannot be a bluff: "if not, the challenger draws six"
        # (classic-guide.txt); 28 + 50 + 9 + 8 + 8 + 9 + 8
        ("challenge", "W B9 Y8 G8 Y9 B8", 120),
    ],
)
def test_rule10_finishing_on_wild_draw_four_penalty_drawn_before_scoring(
    answer: str, drawn: str, points: int
) -> None:
    # classic-guide.txt: "The first person legally playing their last card wins the round; you
    # may finish on an action or Wild card. If it is Draw Two or Wild Draw Four, the next
    # player still draws that penalty before scoring."
    winner = "RS RS GS GS GR GR W+4"
    state = game([LOSER.split(), winner.split()], "R5", ["W", "B9", "Y8", "G8", "Y9", "B8"])
    state = play(state, *CHAIN, "1 play W+4 yellow")
    assert state.hands[1] == ()
    assert state.pending == WildDrawFourResponse(
        seat=0, offender=1, bluff=False, previous_color=Color.GREEN
    )
    # Not scored yet: the penalty comes first.
    assert state.history == ()
    assert state.scores == (0, 0)

    state = play(state, f"0 {answer}")
    assert state.hands[0] == cards(f"{LOSER} {drawn}")
    assert state.scores == (0, points)
    assert state.history == (RoundResult(1, 0, 1, points, hand_points=(points, 0)),)
    assert state.pending == NextRound(1)


# Two players, dealer 0, seat 1 starts on a red 5. Both play red cards; after four turns
# each, seat 1 plays two Skips (each gives another turn) and its last card. Seat 0 is left
# with a 7, a Reverse and a Wild.
HANDS_77 = ["R8 R9 R0 R9 G7 BR W", "R1 R2 R3 R4 RS RS R6"]
MOVES_77 = (
    "1 play R1", "0 play R8",
    "1 play R2", "0 play R9",
    "1 play R3", "0 play R0",
    "1 play R4", "0 play R9",
    "1 play RS", "1 play RS uno", "1 play R6",
)  # fmt: skip


def test_rule10_card_values_seven_reverse_wild_score_77() -> None:
    # classic-guide.txt: "numbers at face value, Skip/Reverse/Draw Two at 20 each,
    # Wild/Wild Draw Four at 50 each. For example, a 7, Reverse and Wild left in one hand
    # contribute 77."
    # classic-guide.txt: "Only the round winner gains points."
    state = play(game(split(HANDS_77), "R5", ["B8"]), *MOVES_77)

    assert state.hands == (cards("G7 BR W"), ())
    assert state.scores == (0, 77)
    assert state.history == (RoundResult(1, 0, 1, 77, hand_points=(77, 0)),)
    assert state.winner is None
    assert state.pending == NextRound(1)


def test_rule10_number_cards_are_worth_their_face_value() -> None:
    # classic-guide.txt: "numbers at face value"
    rules = unokit.new_game(players=2, seed=1).rules
    for number in range(10):
        assert rules.kinds[str(number)] == CardKind(str(number), str(number), points=number)
        for color in "RYGB":
            assert rules.points[card(f"{color}{number}")] == number


# Three players, dealer 0 (turn order 1, 2, 0): seat 1 plays out R1..R7 while seats 2 and 0
# draw a card they cannot play every turn.
THREE_HANDS = ["Y4 Y5 Y6 G4 G5 G6 B2", "R1 R2 R3 R4 R5 R6 R7", "Y1 Y2 Y3 G1 G2 G3 B1"]
THREE_DRAW = "Y8 G8 Y9 G9 B8 B9 Y8 G8 Y9 G9 B8 B9"


def test_rule10_only_round_winner_gains_points() -> None:
    # classic-guide.txt: "Add every opponent's remaining cards to the winner's score"
    # classic-guide.txt: "Only the round winner gains points."
    state = game(split(THREE_HANDS), "R0", THREE_DRAW.split())
    for number in range(1, 7):
        uno = " uno" if number == 6 else ""
        state = play(state, f"1 play R{number}{uno}", "2 draw", "0 draw")
    state = play(state, "1 play R7")

    assert state.hands[2] == cards("Y1 Y2 Y3 G1 G2 G3 B1 Y8 Y9 B8 Y8 Y9 B8")
    assert state.hands[0] == cards("Y4 Y5 Y6 G4 G5 G6 B2 G8 G9 B9 G8 G9 B9")
    # Seat 2: 13 + 50 = 63; seat 0: 32 + 52 = 84.
    assert state.scores == (0, 147, 0)
    assert state.history == (RoundResult(1, 0, 1, 147, hand_points=(84, 0, 63)),)


@pytest.mark.parametrize("target", [50, 77])
def test_rule10_reaching_or_passing_target_wins_match(target: int) -> None:
    # classic-guide.txt: "First to reach or pass 500 wins the match; only one player scores
    # each round, so there is no match tie." (with a lower target score)
    state = play(game(split(HANDS_77), "R5", ["B8"], target_score=target), *MOVES_77)

    assert state.scores == (0, 77)
    assert state.is_over
    assert state.winner == 1
    assert state.winners == (1,)
    assert state.end_reason == "target reached"
    assert state.pending is None
    assert unokit.legal_moves(state) == ()
    assert state.history == (RoundResult(1, 0, 1, 77, hand_points=(77, 0)),)
    with pytest.raises(IllegalMoveError, match="match is over"):
        unokit.apply(state, Deal(1))


def test_rule10_below_target_the_match_goes_on() -> None:
    # classic-guide.txt: "First to reach or pass 500 wins the match" ... "Otherwise collect
    # all cards, move the dealer one seat clockwise as a house rotation, shuffle and deal
    # another round."
    state = play(game(split(HANDS_77), "R5", ["B8"], target_score=78), *MOVES_77)

    assert state.scores == (0, 77)
    assert not state.is_over
    assert state.winner is None
    assert state.pending == NextRound(1)
    assert unokit.legal_moves(state) == (Deal(1),)


# Two players: the player on the dealer's left plays one card, then the DEALER chains Skips
# and Reverses and goes out. No Draw Two or Wild Draw Four in the deck, so the next deal
# gives exactly seven cards each whatever the opening card.
STARTER = "R1 Y2 Y3 Y4 B5 B6 B7"
DEALER_WINS = "RS RS GS GS GR GR G3"


def dealer_wins_round(dealer: int, **options: Any) -> GameState:
    starter = 1 - dealer
    hands = [DEALER_WINS, STARTER] if dealer == 0 else [STARTER, DEALER_WINS]
    state = game(split(hands), "R5", ["B8", "B9"], dealer=dealer, **options)
    assert state.current_player == starter
    moves = [f"{starter} play R1"]
    moves += [f"{dealer} play {text}" for text in ("RS", "RS", "GS", "GS", "GR", "GR uno", "G3")]
    return play(state, *moves)


# What each seat holds when the dealer goes out: the starter keeps Y2 Y3 Y4 B5 B6 B7 (27).
HANDS_27 = {0: (0, 27), 1: (27, 0)}


@pytest.mark.parametrize("dealer", [0, 1])
def test_rule10_dealer_moves_one_seat_clockwise(dealer: int) -> None:
    # classic-guide.txt: "Otherwise collect all cards, move the dealer one seat clockwise as a
    # house rotation, shuffle and deal another round."
    state = dealer_wins_round(dealer)
    next_dealer = (dealer + 1) % 2
    expected_scores = tuple(27 if seat == dealer else 0 for seat in range(2))
    assert state.hands[dealer] == ()
    assert state.scores == expected_scores
    assert state.history == (RoundResult(1, dealer, dealer, 27, hand_points=HANDS_27[dealer]),)
    assert state.pending == NextRound(next_dealer)
    assert unokit.legal_moves(state) == (Deal(next_dealer),)
    with pytest.raises(IllegalMoveError):
        unokit.apply(state, Deal(dealer))

    before = all_cards(state)
    state = play(state, f"{next_dealer} deal")
    assert state.dealer == next_dealer
    assert state.round_number == 2
    assert state.scores == expected_scores
    assert state.history == (RoundResult(1, dealer, dealer, 27, hand_points=HANDS_27[dealer]),)
    assert [len(hand) for hand in state.hands] == [7, 7]
    assert all_cards(state) == before


@pytest.mark.parametrize("dealer", [0, 1])
def test_rule10_option_winner_deals_next_round(dealer: int) -> None:
    # classic-short.txt: "The winner of each round becomes next round’s dealer."  # noqa: RUF003
    state = dealer_wins_round(dealer, winner_deals=True)
    assert state.history == (RoundResult(1, dealer, dealer, 27, hand_points=HANDS_27[dealer]),)
    assert state.pending == NextRound(dealer)
    assert unokit.legal_moves(state) == (Deal(dealer),)

    state = play(state, f"{dealer} deal")
    assert state.dealer == dealer
    assert state.round_number == 2
    assert [len(hand) for hand in state.hands] == [7, 7]


def test_rule10_option_single_round_ends_match_after_first_round() -> None:
    # classic-guide.txt ("One round, one winner"): "Replace the 500-point match with one hand.
    # The first person to empty their hand wins after resolving any final draw penalty; omit
    # point totals and the score sheet."
    state = dealer_wins_round(0, match="single-round")

    assert state.is_over
    assert state.winner == 0
    assert state.winners == (0,)
    assert state.end_reason == "single round won"
    assert state.scores == (0, 0)
    assert state.history == (RoundResult(1, 0, 0, 0, hand_points=(0, 27)),)
    assert state.pending is None
    assert unokit.legal_moves(state) == ()
