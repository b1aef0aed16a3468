"""Classic rules: the Wild Draw Four challenge, two-player actions and calling UNO.

Ground truth: ``classic-guide.txt`` ("Resolve a Wild Draw Four challenge", "Call UNO at one
card", the two-player house clarification); ``classic-short.txt`` for the
``challenge_returns_card`` option.
"""

from __future__ import annotations

from collections import Counter
from typing import Any

import attrs
import pytest

import unokit
from tests.helpers import card, cards, game, moves_of, play
from unokit import (
    Accept,
    CallUno,
    Card,
    CatchUno,
    Challenge,
    Color,
    Draw,
    GameState,
    IllegalMoveError,
    Pass,
    Play,
)
from unokit.core.state import build_stack
from unokit.editions.classic import ReplayAfterChallenge, WildDrawFourResponse

# --------------------------------------------------------------------------------------
# Rule 6: the Wild Draw Four challenge
# --------------------------------------------------------------------------------------

# Three players, dealer 0: seat 1 (the dealer's left) starts on a red 5 and plays the Wild
# Draw Four; seat 2 faces the penalty; seat 0 is a bystander.
VICTIM = "Y1 Y2 B3 B4 G8 G9 Y6"
BYSTANDER = "B1 B2 Y4 Y5 G1 G2 B6"
DRAW_PILE = "Y7 Y8 B7 B8 G3 G4 Y9 B5"
# Holds R2, a card of the colour in play (red): the Wild Draw Four is a bluff.
BLUFFER = "W+4 R2 G7 B9 W W+4 G5"
# Holds no red card: the Wild Draw Four is legal.
HONEST = "W+4 G7 B9 Y3 G6 B0 Y0"
# Holds G5, which matches the red 5 by number only: still no card of the colour in play.
NUMBER_MATCH = "W+4 G5 G7 B9 Y3 G6 B0"


def challenge_game(offender: str, **options: Any) -> GameState:
    """Seat 1 has just played a Wild Draw Four on the red 5, announcing green."""
    state = game(
        [BYSTANDER.split(), offender.split(), VICTIM.split()], "R5", DRAW_PILE.split(), **options
    )
    assert state.current_player == 1
    assert state.top_card == card("R5")
    assert state.active_color is Color.RED
    return play(state, "1 play W+4 green")


def without_first(hand: str, text: str) -> tuple[Card, ...]:
    held = list(cards(hand))
    held.remove(card(text))
    return tuple(held)


@pytest.mark.parametrize("offender", [BLUFFER, HONEST])
def test_rule6_only_the_player_facing_the_penalty_may_challenge(offender: str) -> None:
    # classic-guide.txt: "The player facing the four-card penalty may challenge before drawing."
    state = challenge_game(offender)

    assert state.current_player == 2
    assert unokit.legal_moves(state) == (Accept(2), Challenge(2))
    for seat in (0, 1):
        assert not unokit.is_legal(state, Challenge(seat))
        refusal = (
            f"^it is seat 2's decision, not seat {seat}'s: accept or challenge the Wild Draw Four$"
        )
        with pytest.raises(IllegalMoveError, match=refusal):
            unokit.apply(state, Challenge(seat))
        with pytest.raises(IllegalMoveError, match=refusal):
            unokit.apply(state, Accept(seat))
    # Nobody draws before the answer.
    assert state.hands[2] == cards(VICTIM)
    assert state.draw_pile == cards(DRAW_PILE)


def test_rule6_accept_draws_the_four_top_cards_and_loses_the_turn() -> None:
    # classic-guide.txt: "Wild Draw Four also changes color and makes the next player draw
    # four and miss their turn"; "The player facing the four-card penalty may challenge
    # before drawing." (accepting instead of challenging)
    state = play(challenge_game(BLUFFER), "2 accept")

    assert state.hands[2] == cards(VICTIM + " Y7 Y8 B7 B8")
    assert state.hands[1] == without_first(BLUFFER, "W+4")
    assert state.hands[0] == cards(BYSTANDER)
    assert state.draw_pile == cards("G3 G4 Y9 B5")
    assert state.current_player == 0
    assert state.pending is None
    assert state.top_card == card("W+4")
    assert state.active_color is Color.GREEN
    # The chance to challenge is gone once the penalty is drawn.
    assert not unokit.is_legal(state, Challenge(2))


def test_rule6_successful_challenge_offender_draws_four_challenger_plays_on_new_color() -> None:
    # classic-guide.txt: "If you held the previous active color, you draw four instead"
    # classic-guide.txt: "House clarification for a successful challenge: the challenger takes
    # their normal turn on the announced new color, and the Wild Draw Four remains on the
    # discard pile."
    state = play(challenge_game(BLUFFER), "2 challenge")

    assert state.hands[1] == (*without_first(BLUFFER, "W+4"), *cards("Y7 Y8 B7 B8"))
    assert state.hands[2] == cards(VICTIM)
    assert state.hands[0] == cards(BYSTANDER)
    assert state.draw_pile == cards("G3 G4 Y9 B5")
    assert state.current_player == 2
    assert state.pending is None
    assert state.top_card == card("W+4")
    assert state.discard_pile == cards("W+4 R5")
    assert state.active_color is Color.GREEN
    # The challenger's normal turn on green: G8 and G9 are playable, Y1 is not.
    assert unokit.is_legal(state, Play(2, card("G8")))
    assert not unokit.is_legal(state, Play(2, card("Y1")))
    assert unokit.is_legal(state, Draw(2))
    assert {move.player for move in unokit.legal_moves(state)} == {2}


def test_rule6_failed_challenge_challenger_draws_six_and_loses_turn() -> None:
    # classic-guide.txt: "If you held the previous active color, you draw four instead; if
    # not, the challenger draws six and loses their turn."
    state = play(challenge_game(HONEST), "2 challenge")

    assert state.hands[2] == cards(VICTIM + " Y7 Y8 B7 B8 G3 G4")
    assert state.hands[1] == without_first(HONEST, "W+4")
    assert state.hands[0] == cards(BYSTANDER)
    assert state.draw_pile == cards("Y9 B5")
    assert state.current_player == 0
    assert state.pending is None
    assert state.top_card == card("W+4")
    assert state.active_color is Color.GREEN


def test_rule6_matching_number_of_another_color_does_not_make_challenge_succeed() -> None:
    # classic-guide.txt: "Having a matching number or symbol in another color does not
    # prohibit it."
    # classic-guide.txt: "If you held the previous active color, you draw four instead; if
    # not, the challenger draws six and loses their turn."
    state = challenge_game(NUMBER_MATCH)
    assert state.pending == WildDrawFourResponse(
        seat=2, offender=1, bluff=False, previous_color=Color.RED
    )
    state = play(state, "2 challenge")

    assert state.hands[2] == cards(VICTIM + " Y7 Y8 B7 B8 G3 G4")
    assert state.hands[1] == without_first(NUMBER_MATCH, "W+4")
    assert state.current_player == 0
    assert state.active_color is Color.GREEN


@pytest.mark.parametrize("played", ["W green", "R+2"])
def test_rule6_normal_wild_or_draw_two_cannot_be_challenged(played: str) -> None:
    # classic-guide.txt: "You cannot challenge a normal Wild or a Draw Two."
    hand = "W R+2 G7 B9 Y3 G6 B0"
    state = game([BYSTANDER.split(), hand.split(), VICTIM.split()], "R5", DRAW_PILE.split())
    state = play(state, f"1 play {played}")

    assert moves_of(state, Challenge) == set()
    for seat in range(3):
        with pytest.raises(IllegalMoveError):
            unokit.apply(state, Challenge(seat))
    if played == "R+2":
        # The victim's only move is to draw the two cards (Accept).
        assert unokit.legal_moves(state) == (Accept(2),)
        state = play(state, "2 accept")
        assert state.hands[2] == cards(VICTIM + " Y7 Y8")
        assert state.current_player == 0
    else:
        assert moves_of(state, Accept) == set()
        assert state.hands[2] == cards(VICTIM)
        assert state.current_player == 2
    assert state.pending is None


def test_rule6_option_challenge_returns_card_offender_takes_back_and_replays() -> None:
    # classic-short.txt: "If the player played illegally, then the draw 4 wild is returned to
    # their hand, they play the correct card, and they draw 4 penalty cards."
    state = challenge_game(BLUFFER, challenge_returns_card=True)
    state = play(state, "2 challenge")

    kept = without_first(BLUFFER, "W+4")
    assert state.hands[1] == (*kept, card("W+4"), *cards("Y7 Y8 B7 B8"))
    assert Counter(state.hands[1]) == Counter(cards(BLUFFER + " Y7 Y8 B7 B8"))
    assert state.hands[2] == cards(VICTIM)
    assert state.hands[0] == cards(BYSTANDER)
    assert state.draw_pile == cards("G3 G4 Y9 B5")
    assert state.top_card == card("R5")
    assert state.discard_pile == cards("R5")
    assert state.active_color is Color.RED
    assert state.pending == ReplayAfterChallenge(1)
    assert state.current_player == 1

    # Only plays by the offender of legal cards other than the Wild Draw Four: R2 (red),
    # G5 (a 5) and the Wild in any colour; no Draw, no Pass, nothing for other seats.
    expected = {
        Play(1, card("R2")),
        Play(1, card("G5")),
        *(Play(1, card("W"), color) for color in Color),
    }
    assert set(unokit.legal_moves(state)) == expected
    assert len(unokit.legal_moves(state)) == len(expected)
    for move in (Draw(1), Pass(1), Play(1, card("W+4"), Color.BLUE), Play(1, card("G7"))):
        with pytest.raises(
            IllegalMoveError,
            match=r"^seat 1 must first play a legal card in place of the Wild Draw Four$",
        ):
            unokit.apply(state, move)
    with pytest.raises(
        IllegalMoveError,
        match=r"^it is seat 1's decision, not seat 2's: "
        r"play a legal card in place of the Wild Draw Four$",
    ):
        unokit.apply(state, Draw(2))

    # After the correct card, the turn goes on normally from the offender.
    state = play(state, "1 play R2")
    assert state.pending is None
    assert state.top_card == card("R2")
    assert state.active_color is Color.RED
    assert state.current_player == 2
    assert state.hands[2] == cards(VICTIM)
    assert state.hands[1] == cards("G7 B9 W W+4 G5 W+4 Y7 Y8 B7 B8")


def test_rule6_option_challenge_returns_card_failed_challenge_is_unchanged() -> None:
    # classic-short.txt: "The player reveals his hand and if the draw 4 was a legal play then
    # the challenger draws 2 additional penalty cards." -- the option only changes the
    # successful challenge; classic-guide.txt decides the failed one: "if not, the
    # challenger draws six and loses their turn."
    state = play(challenge_game(HONEST, challenge_returns_card=True), "2 challenge")

    assert state.hands[2] == cards(VICTIM + " Y7 Y8 B7 B8 G3 G4")
    assert state.current_player == 0
    assert state.top_card == card("W+4")
    assert state.active_color is Color.GREEN


# --------------------------------------------------------------------------------------
# Rule 7: two players
# --------------------------------------------------------------------------------------

# Two players, dealer 0: seat 1 starts on a red 5.
TWO_MOVER = "RS RR R+2 W+4 G1 G2 G3"
TWO_OTHER = "Y1 Y2 Y3 B4 B5 B6 G7"
TWO_DRAW = "B7 B8 Y9 G9 Y8"


def two_player_game() -> GameState:
    state = game([TWO_OTHER.split(), TWO_MOVER.split()], "R5", TWO_DRAW.split())
    assert state.current_player == 1
    return state


@pytest.mark.parametrize("played", ["RS", "RR"])
def test_rule7_two_players_skip_or_reverse_gives_same_player_another_turn(played: str) -> None:
    # classic-guide.txt: "With two players, a played Skip or Reverse gives the same player
    # another turn; after a Draw Two or Wild Draw Four, the opponent takes the penalty and
    # play returns to its player."
    state = play(two_player_game(), f"1 play {played}")

    assert state.current_player == 1
    assert state.top_card == card(played)
    assert state.hands[0] == cards(TWO_OTHER)
    assert state.hands[1] == without_first(TWO_MOVER, played)
    assert state.draw_pile == cards(TWO_DRAW)
    assert {move.player for move in unokit.legal_moves(state)} == {1}
    # The extra turn is a separate legal play.
    state = play(state, "1 play R+2", "0 accept")
    assert state.hands[0] == cards(TWO_OTHER + " B7 B8")
    assert state.current_player == 1


def test_rule7_two_players_draw_two_penalty_then_play_returns() -> None:
    # classic-guide.txt: "With two players, a played Skip or Reverse gives the same player
    # another turn; after a Draw Two or Wild Draw Four, the opponent takes the penalty and
    # play returns to its player."
    state = play(two_player_game(), "1 play R+2")
    assert unokit.legal_moves(state) == (Accept(0),)  # the opponent takes the penalty
    state = play(state, "0 accept")

    assert state.hands[0] == cards(TWO_OTHER + " B7 B8")
    assert state.draw_pile == cards("Y9 G9 Y8")
    assert state.current_player == 1
    assert state.top_card == card("R+2")
    assert {move.player for move in unokit.legal_moves(state)} == {1}


def test_rule7_two_players_wild_draw_four_accepted_then_play_returns() -> None:
    # classic-guide.txt: "With two players, a played Skip or Reverse gives the same player
    # another turn; after a Draw Two or Wild Draw Four, the opponent takes the penalty and
    # play returns to its player."
    state = play(two_player_game(), "1 play W+4 blue")
    assert state.current_player == 0
    assert unokit.legal_moves(state) == (Accept(0), Challenge(0))

    state = play(state, "0 accept")
    assert state.hands[0] == cards(TWO_OTHER + " B7 B8 Y9 G9")
    assert state.draw_pile == cards("Y8")
    assert state.current_player == 1
    assert state.active_color is Color.BLUE
    assert state.top_card == card("W+4")
    assert {move.player for move in unokit.legal_moves(state)} == {1}


# --------------------------------------------------------------------------------------
# Rule 8: calling UNO
# --------------------------------------------------------------------------------------

# Three players, dealer 0 (turn order 1, 2, 0). Everyone plays red numbers for five rounds;
# then seat 1 holds R6 G9 and plays R6, its next-to-last card.
UNO_HANDS = ["R3 R4 R5 R6 R7 Y3 B4", "R1 R2 R3 R4 R5 R6 G9", "R7 R8 R9 R1 R2 G6 B2"]
UNO_DRAW = "Y7 Y8 B9 G2 Y1"
UNO_SETUP = (
    "1 play R1", "2 play R7", "0 play R3",
    "1 play R2", "2 play R8", "0 play R4",
    "1 play R3", "2 play R9", "0 play R5",
    "1 play R4", "2 play R1", "0 play R6",
    "1 play R5", "2 play R2", "0 play R7",
)  # fmt: skip


def seat1_at_two_cards() -> GameState:
    state = play(game([hand.split() for hand in UNO_HANDS], "R0", UNO_DRAW.split()), *UNO_SETUP)
    assert state.current_player == 1
    assert state.hands == (cards("Y3 B4"), cards("R6 G9"), cards("G6 B2"))
    assert state.top_card == card("R7")
    assert state.uno_exposed == ()
    return state


def test_rule8_saying_uno_with_next_to_last_card_leaves_nothing_to_catch() -> None:
    # classic-guide.txt: "Say UNO as you play your next-to-last card."
    state = seat1_at_two_cards()
    assert unokit.is_legal(state, Play(1, card("R6"), uno=True))
    assert unokit.is_legal(state, Play(1, card("R6"), uno=False))

    state = play(state, "1 play R6 uno")
    assert state.hands[1] == cards("G9")
    assert state.uno_exposed == ()
    assert moves_of(state, CatchUno) == set()
    assert moves_of(state, CallUno) == set()
    with pytest.raises(IllegalMoveError, match="cannot be caught"):
        unokit.apply(state, CatchUno(0, 1))
    assert state.current_player == 2


def test_rule8_forgotten_uno_every_other_seat_may_catch() -> None:
    # classic-guide.txt: "If another player catches the omission before the next turn begins,
    # draw two."
    state = play(seat1_at_two_cards(), "1 play R6")

    assert state.hands[1] == cards("G9")
    assert state.uno_exposed == (1,)
    assert state.current_player == 2
    assert moves_of(state, CatchUno) == {CatchUno(0, 1), CatchUno(2, 1)}
    assert moves_of(state, CallUno) == {CallUno(1)}
    assert not unokit.is_legal(state, CatchUno(1, 1))


@pytest.mark.parametrize("catcher", [0, 2])
def test_rule8_catching_forgotten_uno_makes_target_draw_two(catcher: int) -> None:
    # classic-guide.txt: "If another player catches the omission before the next turn begins,
    # draw two."
    state = play(seat1_at_two_cards(), "1 play R6", f"{catcher} catch 1")

    assert state.hands[1] == cards("G9 Y7 Y8")
    assert state.hands[0] == cards("Y3 B4")
    assert state.hands[2] == cards("G6 B2")
    assert state.draw_pile == cards("B9 G2 Y1")
    assert state.uno_exposed == ()
    assert state.current_player == 2
    assert moves_of(state, CatchUno) == set()
    for seat in (0, 2):
        with pytest.raises(IllegalMoveError):
            unokit.apply(state, CatchUno(seat, 1))


def test_rule8_calling_uno_before_being_caught_avoids_penalty() -> None:
    # classic-guide.txt: "saying UNO before another person catches you avoids the penalty"
    state = play(seat1_at_two_cards(), "1 play R6", "1 uno")

    assert state.uno_exposed == ()
    assert state.hands[1] == cards("G9")
    assert state.current_player == 2
    assert moves_of(state, CatchUno) == set()
    for seat in (0, 2):
        assert not unokit.is_legal(state, CatchUno(seat, 1))
        with pytest.raises(IllegalMoveError, match="cannot be caught"):
            unokit.apply(state, CatchUno(seat, 1))
    assert state.hands[1] == cards("G9")


@pytest.mark.parametrize("next_move", ["2 play G6 uno", "2 draw"])
def test_rule8_catch_window_closes_when_next_turn_begins(next_move: str) -> None:
    # classic-guide.txt: "House timing clarification: the next turn begins when that player
    # touches the draw pile to draw or places a card on the discard pile"
    state = play(seat1_at_two_cards(), "1 play R6", next_move)

    assert state.uno_exposed == ()
    assert moves_of(state, CatchUno) == set()
    assert moves_of(state, CallUno) == set()
    for seat in (0, 2):
        with pytest.raises(IllegalMoveError, match="next turn has begun"):
            unokit.apply(state, CatchUno(seat, 1))
    assert state.hands[1] == cards("G9")
    if next_move == "2 draw":
        assert state.hands[2] == cards("G6 B2 Y7")
        assert state.current_player == 0
    else:
        assert state.hands[2] == cards("B2")
        assert state.top_card == card("G6")
        assert state.current_player == 0


def test_rule8_uno_flag_only_with_next_to_last_card() -> None:
    # classic-guide.txt: "Say UNO as you play your next-to-last card." ... "Do not wait until
    # playing your last card to make the call."
    state = game([hand.split() for hand in UNO_HANDS], "R0", UNO_DRAW.split())
    assert not unokit.is_legal(state, Play(1, card("R1"), uno=True))
    with pytest.raises(IllegalMoveError, match="next-to-last card"):
        unokit.apply(state, Play(1, card("R1"), uno=True))

    # Three cards left: playing one leaves two, which is not the next-to-last card.
    state = play(state, *UNO_SETUP[:12])
    assert state.hands[1] == cards("R5 R6 G9")
    with pytest.raises(IllegalMoveError, match="next-to-last card"):
        unokit.apply(state, Play(1, card("R5"), uno=True))


# Two players, dealer 0: seat 1 chains Skips and Reverses (each gives another turn), down to
# YS Y2, and plays the Yellow Skip -- its next-to-last card -- without calling UNO.
UNO2_MOVER = "RS GS GR BR YR YS Y2"
UNO2_OTHER = "Y1 Y3 B4 B5 G6 G7 B6"
UNO2_DRAW = "B9 G8 B8"
UNO2_SETUP = ("1 play RS", "1 play GS", "1 play GR", "1 play BR", "1 play YR")


def two_player_forgotten_uno() -> GameState:
    state = game([UNO2_OTHER.split(), UNO2_MOVER.split()], "R5", UNO2_DRAW.split())
    state = play(state, *UNO2_SETUP)
    assert state.hands[1] == cards("YS Y2")
    assert state.current_player == 1
    return play(state, "1 play YS")


def test_rule8_two_players_opponent_may_catch_before_extra_turn() -> None:
    # classic-guide.txt: "If another player catches the omission before the next turn begins,
    # draw two." ... "This also applies when a two-player action gives you another turn."
    state = two_player_forgotten_uno()
    assert state.current_player == 1
    assert state.uno_exposed == (1,)
    assert moves_of(state, CatchUno) == {CatchUno(0, 1)}

    state = play(state, "0 catch 1")
    assert state.hands[1] == cards("Y2 B9 G8")
    assert state.hands[0] == cards(UNO2_OTHER)
    assert state.draw_pile == cards("B8")
    assert state.current_player == 1
    assert state.uno_exposed == ()


@pytest.mark.parametrize("next_move", ["1 draw", "1 play Y2"])
def test_rule8_two_players_catch_window_closes_at_extra_turn(next_move: str) -> None:
    # classic-guide.txt: "the next turn begins when that player touches the draw pile to draw
    # or places a card on the discard pile" ... "This also applies when a two-player action
    # gives you another turn."
    state = two_player_forgotten_uno()
    # UNO cannot be called with the last card being played.
    with pytest.raises(IllegalMoveError, match="next-to-last card"):
        unokit.apply(state, Play(1, card("Y2"), uno=True))

    state = play(state, next_move)
    assert state.uno_exposed == ()
    assert moves_of(state, CatchUno) == set()
    with pytest.raises(IllegalMoveError):
        unokit.apply(state, CatchUno(0, 1))
    if next_move == "1 draw":
        assert state.hands[1] == cards("Y2 B9")
        assert state.current_player == 0
    else:
        assert state.hands[1] == ()
        assert state.history[-1].winner == 1


def refill_before_challenge(older_discards: str) -> GameState:
    """Seat 1 bluffs a Wild Draw Four as its next-to-last card and is caught for not calling UNO.

    The draw pile is empty, so the catch's penalty reshuffles the older discards (those under
    the Wild Draw Four) into a new draw pile before seat 0 challenges.
    """
    start = game(
        [split("Y1 Y2 Y3 Y4 Y5 Y6 Y7"), split("W+4 R2 B1 B2 B3 B4 B5")],
        "R5",
        dealer=0,
        challenge_returns_card=True,
    )
    state = attrs.evolve(
        start,
        hands=(start.hands[0], cards("W+4 R2")),
        draw_cards=(),
        draw_index=0,
        discard_stack=build_stack(cards(older_discards)),
        active_color=Color.RED,
    )
    state = play(state, "1 play W+4 blue", "0 catch 1")
    assert state.discard_pile == (card("W+4"),)
    return play(state, "0 challenge")


def test_rule6_option_returns_card_after_its_base_was_reshuffled_turns_up_the_draw_pile() -> None:
    # classic-short.txt: "the draw 4 wild is returned to their hand, they play the correct
    # card, and they draw 4 penalty cards." Decision (docs/rules/decisions.md, "Challenges"):
    # if the card under the Wild Draw Four went into a reshuffle meanwhile, the draw pile's top
    # card is turned up in its place and the colour in play is restored.
    older = cards("R5 G3 B6 Y8")
    state = refill_before_challenge("R5 G3 B6 Y8")
    assert state.pending == ReplayAfterChallenge(1)
    assert state.active_color is Color.RED
    assert len(state.discard_pile) == 1
    assert state.top_card in older
    offender = state.hands[1]
    # R2, the two cards of the catch, the returned W+4, and the one card left to draw.
    assert len(offender) == 5
    assert offender[:1] == cards("R2")
    assert offender[3] == card("W+4")
    assert state.draw_pile == ()
    assert Counter([*offender[1:3], offender[4], state.top_card]) == Counter(older)
    assert state.hands[0] == cards("Y1 Y2 Y3 Y4 Y5 Y6 Y7")


def test_rule6_option_returns_card_with_nothing_to_uncover_settles_the_default_way() -> None:
    # Decision: with nothing left to turn up, the Wild Draw Four stays on the pile and the
    # house clarification applies: "the challenger takes their normal turn on the announced
    # new color, and the Wild Draw Four remains on the discard pile."
    state = refill_before_challenge("R5 G3")
    assert state.pending is None
    assert state.current_player == 0
    assert state.discard_pile == (card("W+4"),)
    assert state.active_color is Color.BLUE
    assert sorted(map(str, state.hands[1])) == ["G3", "R2", "R5"]


def split(text: str) -> list[str]:
    return text.split()


def test_rule8_a_missed_uno_can_be_caught_until_the_draw_two_victim_draws() -> None:
    # classic-guide.txt: "If another player catches the omission before the next turn begins,
    # draw two. House timing clarification: the next turn begins when that player touches the
    # draw pile to draw or places a card on the discard pile". classic-short.txt: "If they do
    # before the next player draws, you draw 2 cards."
    other = "Y1 Y2 Y3 B4 B5 G6 G7"
    mover = "RS RS GS GS GR G+2 G1"
    state = game([other.split(), mover.split()], "R5", ["B7", "B8", "Y9", "G9", "Y8", "B1"])
    state = play(state, "1 play RS", "1 play RS", "1 play GS", "1 play GS", "1 play GR")
    state = play(state, "1 play G+2")  # the next-to-last card, without calling UNO
    assert state.uno_exposed == (1,)
    assert set(unokit.legal_moves(state)) == {Accept(0), CallUno(1), CatchUno(0, 1)}
    caught = play(state, "0 catch 1")
    assert caught.hands[1] == cards("G1 B7 B8")
    # Drawing the Draw Two's cards begins seat 0's (lost) turn: the window closes.
    drawn = play(state, "0 accept")
    assert drawn.hands[0] == cards(other + " B7 B8")
    assert drawn.uno_exposed == ()
    assert CatchUno(0, 1) not in unokit.legal_moves(drawn)
