"""Classic rules: taking a turn, action cards and illegal moves.

Ground truth: ``classic-guide.txt`` ("Play one card or draw one", "Resolve action cards").
"""

from __future__ import annotations

import copy
from typing import Any

import pytest

import unokit
from tests.helpers import card, cards, game, play
from unokit import COLORS, Accept, Color, Draw, GameState, IllegalMoveError, Move, Pass, Play
from unokit.editions.classic import DrawPenalty, WildDrawFourResponse
from unokit.plugin import PlayDrawnCard


def hand(text: str) -> list[str]:
    """Card texts from space-separated text, for stacking a deck."""
    return text.split()


# Seat 0 is the dealer in most tests, so seat 1 plays first. Seats 0, 2 and 3 hold one colour
# each (numbers 1-6 and 8), so they cannot follow a red card except as stated.
SEAT0 = hand("Y1 Y2 Y3 Y4 Y5 Y6 Y8")
SEAT2 = hand("G1 G2 G3 G4 G5 G6 G8")
SEAT3 = hand("B1 B2 B3 B4 B5 B6 B8")


def table(seat1: str, opening: str = "R7", draw: str = "Y7 G8", **options: Any) -> GameState:
    """Four players, dealer 0: seat 1 holds ``seat1`` and plays first on ``opening``."""
    return game([SEAT0, seat1.split(), SEAT2, SEAT3], opening, draw.split(), dealer=0, **options)


def moves_of(state: GameState) -> set[Move]:
    moves = unokit.legal_moves(state)
    assert len(set(moves)) == len(moves)
    return set(moves)


def wild_plays(player: int, text: str) -> set[Move]:
    return {Play(player, card(text), color) for color in COLORS}


def refused(state: GameState, move: str | Move) -> str:
    """Apply an illegal move: return the error message, checking the state is unchanged."""
    before = copy.deepcopy(state)
    with pytest.raises(IllegalMoveError) as error:
        play(state, move)
    assert state == before
    assert state.hands == before.hands
    assert state.draw_pile == before.draw_pile
    assert state.discard_pile == before.discard_pile
    return str(error.value)


# --------------------------------------------------------------------------------------
# Rule 4: a turn
# --------------------------------------------------------------------------------------


def test_rule4_match_by_colour_or_number_on_a_red_seven() -> None:
    """classic-guide.txt: "Match the top discard by color, number or action symbol. On a red 7,
    any red card or any color 7 works."
    """
    state = table("R2 B7 G3 RS Y9 G7 B4")
    assert state.current_player == 1
    assert moves_of(state) == {
        Play(1, card("R2")),
        Play(1, card("B7")),
        Play(1, card("RS")),
        Play(1, card("G7")),
        Draw(1),
    }


def test_rule4_match_by_action_symbol() -> None:
    """classic-guide.txt: "Match the top discard by color, number or action symbol."

    On a red Reverse (opening Reverse with dealer 0: the dealer starts) a green Reverse matches.
    """
    state = game(
        [hand("GR Y1 Y2 B9 G9 Y7 GS"), hand("Y3 Y4 Y5 Y6 Y8 Y9 R1"), SEAT2, SEAT3],
        "RR",
        ["Y7"],
        dealer=0,
    )
    assert state.current_player == 0
    assert moves_of(state) == {Play(0, card("GR")), Draw(0)}


def test_rule4_after_a_wild_the_announced_colour_is_matched() -> None:
    """classic-guide.txt: "After a Wild, use its announced color." """
    hands = [SEAT0, hand("W R2 Y9 G9 B9 R9 B0"), hand("R3 B5 Y7 G9 BS W G0"), SEAT3]
    state = game(hands, "R7", ["Y7"], dealer=0)

    state = play(state, "1 play W blue")
    assert state.top_card == card("W")
    assert state.active_color is Color.BLUE
    assert state.current_player == 2
    assert state.hands[1] == cards("R2 Y9 G9 B9 R9 B0")
    # Red (the colour before the Wild) and the 7 no longer match; blue and Wilds do.
    assert moves_of(state) == {
        Play(2, card("B5")),
        Play(2, card("BS")),
        *wild_plays(2, "W"),
        Draw(2),
    }


def test_rule4_a_normal_wild_may_be_played_while_holding_a_match() -> None:
    """classic-guide.txt: "You may play a normal Wild even when you have a matching card." """
    state = table("R2 W Y9 G9 B9 B0 Y0")
    assert wild_plays(1, "W") <= moves_of(state)
    assert Play(1, card("R2")) in moves_of(state)

    state = play(state, "1 play W yellow")
    assert state.hands[1] == cards("R2 Y9 G9 B9 B0 Y0")
    assert state.top_card == card("W")
    assert state.discard_pile == cards("W R7")
    assert state.active_color is Color.YELLOW
    assert state.current_player == 2


def test_rule4_a_player_who_cannot_play_may_only_draw() -> None:
    """classic-guide.txt: "If you cannot play, or choose not to, draw exactly one." """
    state = table("Y9 G9 B9 B0 Y0 G0 BS", draw="Y7 G7")
    assert unokit.legal_moves(state) == (Draw(1),)


def test_rule4_drawing_is_allowed_while_holding_a_playable_card() -> None:
    """classic-guide.txt: "If you cannot play, or choose not to, draw exactly one." """
    state = table("R2 Y9 G9 B9 B0 Y0 G0", draw="G7 B7 R9")
    assert Play(1, card("R2")) in moves_of(state)
    assert Draw(1) in moves_of(state)

    state = play(state, "1 draw")
    assert state.hands[1] == cards("R2 Y9 G9 B9 B0 Y0 G0 G7")
    assert state.draw_pile == cards("B7 R9")


def test_rule4_drawn_playable_card_may_be_played_but_no_older_card() -> None:
    """classic-guide.txt: "You may play that new card immediately if legal, or keep it; you
    cannot play an older card from your hand after drawing. Then the turn ends."
    """
    state = table("R2 Y9 G9 B9 B0 Y0 G0", draw="B7 R9")
    state = play(state, "1 draw")

    assert state.hands[1] == cards("R2 Y9 G9 B9 B0 Y0 G0 B7")
    assert state.pending == PlayDrawnCard(1, card("B7"))
    assert state.current_player == 1
    assert moves_of(state) == {Play(1, card("B7")), Pass(1)}
    message = refused(state, "1 play R2")
    assert message == "after drawing, seat 1 may only play the card just drawn (B7) or keep it"
    assert refused(state, "1 draw") == "seat 1 must first play the card just drawn (B7) or keep it"
    assert refused(state, "2 play Y7") == (
        "it is seat 1's decision, not seat 2's: play the card just drawn (B7) or keep it"
    )

    state = play(state, "1 play B7")
    assert state.hands[1] == cards("R2 Y9 G9 B9 B0 Y0 G0")
    assert state.top_card == card("B7")
    assert state.active_color is Color.BLUE
    assert state.current_player == 2
    assert state.pending is None
    assert state.draw_pile == cards("R9")


def test_rule4_a_drawn_wild_played_at_once_needs_a_colour() -> None:
    """classic-guide.txt: "You may play that new card immediately if legal" and "Wild lets you
    announce any of the four colors."
    """
    state = play(table("R2 Y9 G9 B9 B0 Y0 G0", draw="W R9"), "1 draw")
    assert state.pending == PlayDrawnCard(1, card("W"))
    assert refused(state, "1 play W") == "playing W needs a colour: name red, yellow, green or blue"
    assert refused(state, "1 play W red uno") == (
        "UNO is called when playing your next-to-last card; seat 1 holds 8 cards"
    )
    state = play(state, "1 play W green")
    assert state.active_color is Color.GREEN
    assert state.hands[1] == cards("R2 Y9 G9 B9 B0 Y0 G0")


def test_rule4_drawn_playable_card_may_be_kept_and_the_turn_ends() -> None:
    """classic-guide.txt: "You may play that new card immediately if legal, or keep it; you
    cannot play an older card from your hand after drawing. Then the turn ends."
    """
    state = table("R2 Y9 G9 B9 B0 Y0 G0", draw="R9 B7")
    state = play(state, "1 draw", "1 pass")

    assert state.hands[1] == cards("R2 Y9 G9 B9 B0 Y0 G0 R9")
    assert state.top_card == card("R7")
    assert state.discard_pile == cards("R7")
    assert state.active_color is Color.RED
    assert state.current_player == 2
    assert state.pending is None
    assert state.draw_pile == cards("B7")


def test_rule4_drawn_wild_may_be_played_with_any_colour_or_kept() -> None:
    """classic-guide.txt: "You may play that new card immediately if legal, or keep it"."""
    state = table("R2 Y9 G9 B9 B0 Y0 G0", draw="W B7")
    state = play(state, "1 draw")
    assert moves_of(state) == {*wild_plays(1, "W"), Pass(1)}


def test_rule4_drawing_an_unplayable_card_ends_the_turn_at_once() -> None:
    """classic-guide.txt: "If you cannot play, or choose not to, draw exactly one." ... "Do not
    draw repeatedly until a card fits."
    """
    state = table("Y9 G9 B9 B0 Y0 G0 BS", draw="G5 R9 B7")
    state = play(state, "1 draw")

    assert state.hands[1] == cards("Y9 G9 B9 B0 Y0 G0 BS G5")
    assert state.pending is None
    assert state.current_player == 2
    assert state.draw_pile == cards("R9 B7")
    assert state.top_card == card("R7")
    assert all(move.player == 2 for move in unokit.legal_moves(state))
    assert refused(state, "1 draw") == "it is seat 2's turn, not seat 1's"


# --------------------------------------------------------------------------------------
# Rule 5: action cards
# --------------------------------------------------------------------------------------


def test_rule5_skip_misses_the_next_player() -> None:
    """classic-guide.txt: "Skip misses the next player"."""
    hands = [SEAT0, hand("RS Y9 G9 B9 B0 Y0 G0"), SEAT2, hand("B1 B2 B3 B4 B5 B6 BS")]
    state = game(hands, "R7", ["Y7"], dealer=0)

    state = play(state, "1 play RS")
    assert state.current_player == 3
    assert state.direction == 1
    assert state.hands[2] == cards(" ".join(SEAT2))
    assert state.top_card == card("RS")

    state = play(state, "3 play BS")  # a Skip matches a Skip; seat 0 is missed
    assert state.current_player == 1
    assert state.active_color is Color.BLUE
    assert state.hands[3] == cards("B1 B2 B3 B4 B5 B6")
    assert state.hands[0] == cards(" ".join(SEAT0))


def test_rule5_reverse_changes_direction() -> None:
    """classic-guide.txt: "Reverse changes direction"."""
    hands = [
        hand("R3 Y1 Y2 Y3 Y4 Y5 Y6"),
        hand("RR Y9 G9 B9 B0 Y0 G0"),
        SEAT2,
        hand("B1 B2 B3 B4 B5 B6 RR"),
    ]
    state = game(hands, "R7", ["Y7"], dealer=0)

    state = play(state, "1 play RR")
    assert state.direction == -1
    assert state.current_player == 0

    state = play(state, "0 play R3")
    assert state.direction == -1
    assert state.current_player == 3

    state = play(state, "3 play RR")
    assert state.direction == 1
    assert state.current_player == 0
    assert state.discard_pile == cards("RR R3 RR R7")


def test_rule5_draw_two_next_player_draws_two_and_misses_turn() -> None:
    """classic-guide.txt: "Draw Two makes the next player draw two and miss their turn." ...
    "the player currently owing a penalty cannot play one to pass it on." ... "A Draw Two may
    match an earlier Draw Two on your later normal turn".
    """
    hands = [SEAT0, hand("R+2 R1 R2 R3 R4 R5 R6"), hand("G1 G2 G3 G4 G5 G6 B+2"), SEAT3]
    state = game(hands, "R7", hand("Y9 G9 G7 B7 Y7 G0 B0 Y0"), dealer=0)

    state = play(state, "1 play R+2")
    # Seat 2's one move is to draw (it may not pass the penalty on with its Draw Two).
    assert state.pending == DrawPenalty(seat=2, count=2)
    assert unokit.legal_moves(state) == (Accept(2),)
    assert refused(state, "2 play B+2") == ("seat 2 must first draw 2 cards and miss the turn")
    state = play(state, "2 accept")
    assert state.hands[2] == cards("G1 G2 G3 G4 G5 G6 B+2 Y9 G9")
    assert state.current_player == 3
    assert state.pending is None
    assert state.top_card == card("R+2")
    assert state.draw_pile == cards("G7 B7 Y7 G0 B0 Y0")
    assert all(move.player == 3 for move in unokit.legal_moves(state))
    assert refused(state, "2 play B+2") == "it is seat 3's turn, not seat 2's"

    # Seats 3, 0 and 1 each draw a card they cannot play.
    state = play(state, "3 draw", "0 draw", "1 draw")
    assert state.hands[3] == cards("B1 B2 B3 B4 B5 B6 B8 G7")
    assert state.hands[0] == cards("Y1 Y2 Y3 Y4 Y5 Y6 Y8 B7")
    assert state.hands[1] == cards("R1 R2 R3 R4 R5 R6 Y7")
    assert state.current_player == 2

    # On seat 2's later normal turn, its Draw Two matches the earlier Draw Two.
    assert Play(2, card("B+2")) in moves_of(state)
    state = play(state, "2 play B+2", "3 accept")
    assert state.hands[2] == cards("G1 G2 G3 G4 G5 G6 Y9 G9")
    assert state.hands[3] == cards("B1 B2 B3 B4 B5 B6 B8 G7 G0 B0")
    assert state.active_color is Color.BLUE
    assert state.current_player == 0
    assert state.draw_pile == cards("Y0")


def test_rule5_wild_may_announce_any_colour_including_the_current_one() -> None:
    """classic-guide.txt: "Wild lets you announce any of the four colors." """
    state = table("W R2 Y9 G9 B9 B0 Y0")
    assert wild_plays(1, "W") <= moves_of(state)

    after = play(state, "1 play W red")
    assert after.active_color is Color.RED
    assert after.top_card == card("W")
    assert after.current_player == 2

    for color in COLORS:
        assert play(state, Play(1, card("W"), color)).active_color is color


def test_rule5_wild_needs_a_colour_and_only_wilds_take_one() -> None:
    """classic-guide.txt: "Wild lets you announce any of the four colors." """
    state = table("W R2 Y9 G9 B9 B0 Y0")
    assert refused(state, Play(1, card("W"))) == (
        "playing W needs a colour: name red, yellow, green or blue"
    )
    assert refused(state, Play(1, card("R2"), Color.BLUE)) == (
        "R2 is not a Wild card, so no colour can be named with it"
    )


def test_rule5_wild_draw_four_while_holding_the_colour_is_a_bluff_by_default() -> None:
    """classic-guide.txt: Wild Draw Four "is legal only if your hand has no card of the color
    in play." DESIGN.md: "Wild Draw Four bluffs are moves" (the challenge decides).
    """
    state = table("W+4 B5 R1 R2 G1 G2 Y9", opening="B3")
    assert wild_plays(1, "W+4") <= moves_of(state)

    state = play(state, "1 play W+4 red")
    assert state.pending == WildDrawFourResponse(
        seat=2, offender=1, bluff=True, previous_color=Color.BLUE
    )
    assert state.current_player == 2
    assert state.active_color is Color.RED
    assert state.hands[1] == cards("B5 R1 R2 G1 G2 Y9")


def test_rule5_strict_wild_draw_four_refused_while_holding_the_colour() -> None:
    """classic-guide.txt: Wild Draw Four "is legal only if your hand has no card of the color
    in play."
    """
    state = table("W+4 B5 R1 R2 G1 G2 Y9", opening="B3", strict_wild_draw_four=True)
    assert not any(
        isinstance(move, Play) and move.card == card("W+4") for move in unokit.legal_moves(state)
    )
    assert moves_of(state) == {Play(1, card("B5")), Draw(1)}
    assert refused(state, "1 play W+4 red") == (
        "Wild Draw Four is not allowed: you hold B5 of the active colour blue"
    )


def test_rule5_strict_wild_draw_four_allowed_with_matching_number_of_other_colour() -> None:
    """classic-guide.txt: "Having a matching number or symbol in another color does not
    prohibit it."
    """
    state = table("W+4 R3 G3 R1 Y2 G5 Y9", opening="B3", strict_wild_draw_four=True)
    assert wild_plays(1, "W+4") <= moves_of(state)

    state = play(state, "1 play W+4 green")
    assert state.pending == WildDrawFourResponse(
        seat=2, offender=1, bluff=False, previous_color=Color.BLUE
    )
    assert state.active_color is Color.GREEN
    assert state.current_player == 2


def test_rule5_strict_wild_draw_four_allowed_with_matching_symbol_of_other_colour() -> None:
    """classic-guide.txt: "Having a matching number or symbol in another color does not
    prohibit it."

    An opening blue Reverse (dealer 0 starts, counterclockwise); seat 0 holds Reverses of other
    colours but no blue card.
    """
    hands = [hand("W+4 GR YR R1 Y2 G5 Y9"), hand("R2 R3 R4 R5 R6 R8 R9"), SEAT2, SEAT3]
    state = game(hands, "BR", ["Y7"], dealer=0, strict_wild_draw_four=True)
    assert state.current_player == 0
    assert moves_of(state) == {
        *wild_plays(0, "W+4"),
        Play(0, card("GR")),
        Play(0, card("YR")),
        Draw(0),
    }

    state = play(state, "0 play W+4 yellow")
    assert state.pending == WildDrawFourResponse(
        seat=3, offender=0, bluff=False, previous_color=Color.BLUE
    )
    assert state.current_player == 3


# --------------------------------------------------------------------------------------
# Illegal moves: the reason, and the state passed in is untouched
# --------------------------------------------------------------------------------------


def out_of_turn_state() -> GameState:
    """Dealer 1: seat 2 plays first on R7."""
    hands = [SEAT0, hand("R1 R2 R3 R4 R5 R6 R8"), hand("G3 Y9 G9 B9 B0 Y0 R2"), SEAT3]
    return game(hands, "R7", ["Y7"], dealer=1)


def test_rule4_illegal_play_out_of_turn() -> None:
    """classic-guide.txt: "Normally the person on the dealer's left starts"."""
    state = out_of_turn_state()
    assert state.current_player == 2
    assert refused(state, "0 play Y1") == "it is seat 2's turn, not seat 0's"
    assert refused(state, "0 draw") == "it is seat 2's turn, not seat 0's"


def test_rule4_illegal_play_of_a_card_not_held() -> None:
    """classic-guide.txt: "Play one card or draw one" (a card from your own hand)."""
    state = out_of_turn_state()
    assert refused(state, "2 play R5") == "seat 2 does not hold R5"


def test_rule4_illegal_play_of_a_non_matching_card() -> None:
    """classic-guide.txt: "Match the top discard by color, number or action symbol." """
    state = out_of_turn_state()
    message = refused(state, "2 play G3")
    assert "red" in message
    assert "R7" in message
    assert (
        message == "G3 matches neither the colour in play (red) nor the number of the top card R7"
    )
