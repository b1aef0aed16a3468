"""The built-in house rules, each on a stacked deck, and every edition x house rule.

Each test pins the form unokit plays and the decisions written on docs/house-rules.md,
quoting the published house-rule text where a decision departs from it (the page's table
lists them). Where a rule sheet forbids the house rule, the sentence is quoted to show what
changes.
"""

from __future__ import annotations

import re

import attrs
import pytest

import unokit
from tests.helpers import card, cards, game, moves_of, play, split, stack, with_hands
from tests.strategies import EDITIONS_HEAVY_SLOW
from unokit import Accept, CardKind, Challenge, Draw, GameState, IllegalMoveError, Pass, Play
from unokit.core.explain import explain
from unokit.house_rules.drawing import draw_until_playable
from unokit.house_rules.seven_o import seven_o_kind
from unokit.house_rules.stacking import StackedDraw, can_stack
from unokit.plugin import Table, WildDrawFourResponse
from unokit.testing import check_edition

THREE = ["Y1 Y2 Y3 Y4 Y5 Y6 Y7", "R+2 B1 B2 B3 B4 B5 B6", "G+2 G1 G2 G3 G4 G5 G6"]


def test_without_stacking_a_draw_two_cannot_be_answered() -> None:
    # classic-guide.txt: "Draw cards make the next player draw and miss a turn: penalties do
    # not stack."
    state = game(split(THREE), "R5", ["B7", "B8", "B9", "G7", "G8"])
    state = play(state, "1 play R+2")
    assert unokit.legal_moves(state) == (Accept(2),)  # no Draw Two may answer it
    state = play(state, "2 accept")
    assert state.hands[2] == cards("G+2 G1 G2 G3 G4 G5 G6 B7 B8")
    assert state.current_player == 0


def test_a_draw_two_answered_by_a_draw_two_makes_the_next_player_draw_four() -> None:
    # stacking: "a Draw Two may be answered with a Draw Two; the penalty adds up and the first
    # player who does not stack draws the total and loses the turn".
    state = game(split(THREE), "R5", ["B7", "B8", "B9", "G7", "G8"], house_rules=["stacking"])
    state = play(state, "1 play R+2")
    assert state.pending == StackedDraw(seat=2, total=2, rank="+2")
    assert set(unokit.legal_moves(state)) == {Accept(2), Play(2, cards("G+2")[0])}
    state = play(state, "2 play G+2")
    assert state.pending == StackedDraw(seat=0, total=4, rank="+2")
    assert unokit.legal_moves(state) == (Accept(0),)  # seat 0 holds no Draw Two
    with pytest.raises(IllegalMoveError, match="only a card that stacks on the Draw Two"):
        unokit.apply(state, Play(0, cards("Y1")[0]))
    state = play(state, "0 accept")
    assert state.hands[0] == cards("Y1 Y2 Y3 Y4 Y5 Y6 Y7 B7 B8 B9 G7")
    assert state.current_player == 1  # seat 0 lost its turn
    assert state.pending is None


def test_a_wild_draw_four_does_not_answer_a_draw_two_unless_the_option_allows_it() -> None:
    hands = ["Y1 Y2 Y3 Y4 Y5 Y6 Y7", "R+2 B1 B2 B3 B4 B5 B6", "W+4 G1 G2 G3 G4 G5 G6"]
    plain = play(game(split(hands), "R5", house_rules=["stacking"]), "1 play R+2")
    assert unokit.legal_moves(plain) == (Accept(2),)
    allowed = game(
        split(hands),
        "R5",
        ["B7", "B8", "B9", "G7", "G8", "G9"],
        house_rules=["stacking"],
        stack_wild_draw_four_on_draw_two=True,
    )
    state = play(allowed, "1 play R+2", "2 play W+4 blue")
    assert isinstance(state.pending, StackedDraw)
    assert state.pending.total == 6
    state = play(state, "0 accept")
    assert len(state.hands[0]) == 13


def test_a_draw_two_answers_a_wild_draw_four_only_under_its_own_option() -> None:
    # stacking's option stack_draw_two_on_wild_draw_four: "a Draw Two of the named colour may
    # answer a Wild Draw Four (adding two)". The other option, a Wild Draw Four answering a
    # Draw Two, does not open it.
    hands = ["Y1 Y2 Y3 Y4 Y5 Y6 Y7", "W+4 B1 B2 B3 B4 B5 B6", "B+2 G+2 G1 G2 G3 G4 G5"]
    draw = ["R1", "R2", "R3", "R4", "R6", "R7", "R8", "R9"]
    for other in (False, True):
        start = game(
            split(hands),
            "R5",
            draw,
            house_rules=["stacking"],
            stack_wild_draw_four_on_draw_two=other,
        )
        state = play(start, "1 play W+4 blue")
        assert set(unokit.legal_moves(state)) == {Accept(2), Challenge(2)}, other
    start = game(
        split(hands), "R5", draw, house_rules=["stacking"], stack_draw_two_on_wild_draw_four=True
    )
    state = play(start, "1 play W+4 blue")
    # Only the Draw Two of the colour named (blue) answers; the green one does not match.
    assert set(unokit.legal_moves(state)) == {Accept(2), Challenge(2), Play(2, card("B+2"))}
    state = play(state, "2 play B+2")
    assert state.pending == StackedDraw(seat=0, total=6, rank="+2")
    state = play(state, "0 accept")
    assert state.hands[0] == cards("Y1 Y2 Y3 Y4 Y5 Y6 Y7 R1 R2 R3 R4 R6 R7")
    assert state.current_player == 1  # seat 0 drew the total and lost its turn


def test_a_stacked_wild_draw_four_challenge_is_judged_on_the_last_card() -> None:
    # classic-guide.txt: "If you held the previous active color, you draw four instead; if
    # not, the challenger draws six and loses their turn." With stacking, whoever loses the
    # challenge also draws what was stacked before the last card.
    hands = ["Y1 Y2 Y3 Y4 Y5 Y6 Y7", "W+4 B1 B2 B3 B4 B5 B6", "W+4 G1 G2 G3 G4 G5 G6"]
    draw = ["R1", "R2", "R3", "R4", "R5", "R6", "R7", "R8", "R9", "Y8", "Y9"]
    start = game(split(hands), "R5", draw, house_rules=["stacking"])
    # Seat 1 holds no red: its Wild Draw Four is legal. Seat 2 stacks on blue holding no blue.
    state = play(start, "1 play W+4 blue", "2 play W+4 green")
    assert isinstance(state.pending, StackedDraw)
    assert state.pending.total == 8
    assert Challenge(0) in unokit.legal_moves(state)
    # Seat 2 held no blue card: the challenge fails, and seat 0 draws 8 + 2.
    failed = play(state, "0 challenge")
    assert len(failed.hands[0]) == 7 + 10
    # A bluff caught: seat 2 held a green card when green... here the last card was legal,
    # so a bluffing stack needs the colour in hand: seat 2 holds blue this time.
    hands[2] = "W+4 B9 G2 G3 G4 G5 G6"
    bluffed = play(
        game(split(hands), "R5", draw, house_rules=["stacking"]),
        "1 play W+4 blue",
        "2 play W+4 green",
        "0 challenge",
    )
    assert len(bluffed.hands[2]) == 6 + 8  # the bluffer draws the whole stack
    assert len(bluffed.hands[0]) == 7


def test_seven_swaps_hands_with_the_named_player_and_zero_passes_them_on() -> None:
    hands = ["Y1 Y2 Y3 Y4 Y5 Y6 Y7", "R7 R0 B3 B4 B5 B6 B8", "G1 G2 G3 G4 G5 G6 G8"]
    state = game(split(hands), "R5", house_rules=["seven-o"])
    assert Play(1, cards("R7")[0], seats=(2,)) in unokit.legal_moves(state)
    swapped = play(state, "1 play R7 2")
    assert swapped.hands[1] == cards("G1 G2 G3 G4 G5 G6 G8")
    assert swapped.hands[2] == cards("R0 B3 B4 B5 B6 B8")
    # The UNO! app's 7-0: "When someone plays a 7, that player must swap hands with another
    # player." Naming your own seat is not a move.
    sevens = [m for m in moves_of(state, Play) if isinstance(m, Play) and m.card == card("R7")]
    assert {move.seats for move in sevens} == {(0,), (2,)}
    with pytest.raises(IllegalMoveError, match=r"^playing R7 names another player's seat, not "):
        play(state, "1 play R7 1")
    passed = play(state, "1 play R0")
    # Every hand moves to the next player in the direction of play (clockwise).
    assert passed.hands == (
        cards("G1 G2 G3 G4 G5 G6 G8"),
        cards("Y1 Y2 Y3 Y4 Y5 Y6 Y7"),
        cards("R7 B3 B4 B5 B6 B8"),
    )


def test_jump_in_lets_an_identical_card_be_played_out_of_turn() -> None:
    hands = ["R5 Y2 Y3 Y4 Y5 Y6 Y7", "B1 B2 B3 B4 B5 B6 B7", "G1 G2 G3 G4 G5 G6 G7"]
    plain = game(split(hands), "R5")
    assert Play(0, cards("R5")[0]) not in unokit.legal_moves(plain)
    state = game(split(hands), "R5", house_rules=["jump-in"])
    assert Play(0, cards("R5")[0]) in unokit.legal_moves(state)
    state = play(state, "0 play R5")
    assert state.current_player == 1  # play goes on from the player who jumped in


def test_a_jumped_in_card_takes_its_effect_from_the_player_who_jumped_in() -> None:
    # jump-in: "play goes on from them and the card takes its effect". Seat 2 is to play
    # when seat 0 jumps in: its Draw Two hits seat 1, the seat after seat 0, not seat 3.
    hands = [
        "R+2 Y2 Y3 Y4 Y5 Y6 Y7",
        "B1 B2 B3 B4 B5 B6 B7",
        "G1 G2 G3 G4 G5 G6 G7",
        "Y8 B8 G8 B9 G9 Y9 Y1",
    ]
    draw = ["R1", "R3", "R4", "R6", "R7", "R8", "R9", "G9"]
    state = game(split(hands), "R+2", draw, house_rules=["jump-in"])
    state = play(state, "1 accept")  # the opening Draw Two: seat 1 draws, seat 2 is to play
    assert state.current_player == 2
    state = play(state, "0 play R+2")
    assert unokit.legal_moves(state) == (Accept(1),)
    state = play(state, "1 accept")
    assert state.hands[1] == cards("B1 B2 B3 B4 B5 B6 B7 R1 R3 R4 R6")
    assert state.hands[3] == cards("Y8 B8 G8 B9 G9 Y9 Y1")
    assert state.current_player == 2


def test_a_jumped_in_skip_passes_over_the_seat_after_the_player_who_jumped_in() -> None:
    hands = [
        "Y1 Y2 Y3 Y4 Y5 Y6 Y7",
        "B1 B2 B3 B4 B5 B6 B7",
        "G1 G2 G3 G4 G5 G6 G7",
        "RS B8 G8 B9 G9 Y9 Y8",
    ]
    state = game(split(hands), "RS", house_rules=["jump-in"])
    assert state.current_player == 2  # the opening Skip passed over seat 1
    state = play(state, "3 play RS")
    assert state.current_player == 1  # seat 0, after seat 3, is skipped


def test_jump_in_waits_until_a_draw_penalty_is_taken() -> None:
    # Mattel's Jump-In (as restated): "they may play it immediately, even if it is not their
    # turn". unokit's decision: not while a decision is pending; the victim draws first.
    hands = ["R+2 Y2 Y3 Y4 Y5 Y6 Y7", "R+2 B2 B3 B4 B5 B6 B7", "G1 G2 G3 G4 G5 G6 G7"]
    draw = ["B8", "B9", "G8", "G9"]
    state = game(split(hands), "R5", draw, house_rules=["jump-in"])
    state = play(state, "1 play R+2")
    assert unokit.legal_moves(state) == (Accept(2),)  # seat 0 cannot jump in yet
    state = play(state, "2 accept")
    assert Play(0, card("R+2")) in unokit.legal_moves(state)


def test_draw_to_match_draws_until_a_card_can_be_played() -> None:
    # A family write-up of the classic rules: "we kept drawing until we found one".
    hands = ["Y1 Y2 Y3 Y4 Y5 Y6 Y7", "B1 B2 B3 B4 B6 B7 B8", "G1 G2 G3 G4 G6 G7 G8"]
    state = game(split(hands), "R5", ["Y8", "G9", "R2", "B9"], house_rules=["draw-to-match"])
    state = play(state, "1 draw")
    assert state.hands[1][-3:] == cards("Y8 G9 R2")
    assert set(unokit.legal_moves(state)) == {Play(1, cards("R2")[0]), Pass(1)}


def test_draw_to_match_is_also_the_draw_of_a_player_who_could_play() -> None:
    # The family write-up: "You may also choose NOT to play a playable card from your hand.
    # If so, you must draw a card from the “Draw” pile." With draw-to-match that draw goes on
    # until a card can be played, as for a player who could not play.
    hands = ["Y1 Y2 Y3 Y4 Y5 Y6 Y7", "R1 B2 B3 B4 B6 B7 B8", "G1 G2 G3 G4 G6 G7 G8"]
    state = game(split(hands), "R5", ["Y8", "G9", "R2", "B9"], house_rules=["draw-to-match"])
    assert Draw(1) in unokit.legal_moves(state)  # seat 1 holds the playable R1
    state = play(state, "1 draw")
    assert state.hands[1][-3:] == cards("Y8 G9 R2")


def test_force_play_leaves_no_choice_but_to_play_the_card_drawn() -> None:
    # The UNO Friends instruction sheet: "If you can play the card you just drew, you can play
    # it immediately." With force-play, it must.
    hands = ["Y1 Y2 Y3 Y4 Y5 Y6 Y7", "B1 B2 B3 B4 B6 B7 B8", "G1 G2 G3 G4 G6 G7 G8"]
    state = game(split(hands), "R5", ["R2", "B9"], house_rules=["force-play"])
    state = play(state, "1 draw")
    assert unokit.legal_moves(state) == (Play(1, cards("R2")[0]),)
    with pytest.raises(IllegalMoveError):
        unokit.apply(state, Pass(1))
    assert Draw(1) not in unokit.legal_moves(state)


def test_force_play_of_a_wild_drawn_leaves_its_player_the_colour() -> None:
    # The UNO! app's Force Play: "If you draw a playable card, it will be played
    # automatically." unokit keeps the play a move of its player, who names the colour.
    hands = ["Y1 Y2 Y3 Y4 Y5 Y6 Y7", "B1 B2 B3 B4 B6 B7 B8", "G1 G2 G3 G4 G6 G7 G8"]
    state = game(split(hands), "R5", ["W", "B9"], house_rules=["force-play"])
    state = play(state, "1 draw")
    assert set(unokit.legal_moves(state)) == {Play(1, card("W"), color) for color in unokit.COLORS}


def test_house_rules_are_kept_by_records_and_saves() -> None:
    rules = ["stacking", "seven-o"]
    state = unokit.new_game("party", players=6, seed=4, house_rules=rules)
    loaded = unokit.from_json(unokit.to_json(state))
    assert loaded == state
    assert loaded.house_rules == ("stacking", "seven-o")
    record = unokit.record(state, unokit.legal_moves(state)[:1])
    text = str(record)
    assert '[HouseRules "stacking seven-o"]' in text
    assert unokit.GameRecord.parse(text).final_state().house_rules == ("stacking", "seven-o")


@pytest.mark.slow
def test_party_with_stacking_and_seven_o_plays_to_the_end_keeping_every_property() -> None:
    report = check_edition(
        "party", games=2, players=[6], house_rules=["stacking", "seven-o"], shrink=False
    )
    assert report.games == 2


@pytest.mark.parametrize("edition", EDITIONS_HEAVY_SLOW)
@pytest.mark.parametrize("rule", sorted(unokit.available_house_rules()))
def test_every_edition_with_every_house_rule_keeps_every_property(edition: str, rule: str) -> None:
    report = check_edition(edition, games=1, players=[3], house_rules=[rule], shrink=False)
    assert report.games == 1


def test_with_stacking_a_linked_partner_draws_the_same_total() -> None:
    # The UNO Party! instruction sheet: "every time one of these players must draw card(s),
    # the other player draws the same amount".
    hands = ["R+2 Y2 Y3 Y4 Y5 Y6 Y7", "WDT B2 B3 B4 B5 B6 B7", "R+2 G2 G3 G4 G5 G6 G7"]
    draw = ["B9", "G9", "Y9", "R1", "R2", "R3", "R4", "R6", "R7", "R8"]
    state = game(split(hands), "R5", draw, edition="party", house_rules=["stacking"])
    state = play(state, "1 play WDT red 0,1", "2 play R+2", "0 play R+2")
    assert isinstance(state.pending, StackedDraw)
    assert (state.pending.seat, state.pending.total) == (1, 4)
    state = play(state, "1 accept")
    assert len(state.hands[1]) == 6 + 4
    assert len(state.hands[0]) == 6 + 4  # the linked partner draws the same four


@pytest.mark.parametrize(("version", "partner_draws"), [(4, 3), (3, 0)])
def test_with_draw_to_match_a_linked_partner_draws_as_many_as_the_player_had_to(
    version: int, partner_draws: int
) -> None:
    # The UNO Party! instruction sheet: "every time one of these players must draw card(s),
    # the other player draws the same amount". Seat 1 holds nothing to play on blue, so it
    # must draw: draw-to-match draws G1, Y9, then B3, which can be played. From rules
    # version 4 the linked partner, seat 2, draws three too; version 3's games replay as
    # they were played (the turn's own draw did not run the penalty rule).
    hands = ["WDT Y2 Y3 Y4 Y5 Y6 Y7", "R1 R2 R3 R4 R6 R7 R8", "G2 G3 G4 G5 G6 G7 G8"]
    draw = ["G1", "Y9", "B3", "Y1", "Y8", "G9", "R9"]
    state = unokit.new_game(
        "party",
        players=3,
        deck=stack(split(hands), "R5", draw, dealer=2),
        dealer=2,
        house_rules=["draw-to-match"],
        rules_version=version,
    )
    state = play(state, "0 play WDT blue 1,2", "1 draw")
    assert state.hands[1][-3:] == cards("G1 Y9 B3")
    assert len(state.hands[2]) == 7 + partner_draws
    assert state.hands[2][7:] == cards("Y1 Y8 G9")[:partner_draws]


# --------------------------------------------------------------------------------------
# Seven-O: a hand received with one card must call UNO too
# --------------------------------------------------------------------------------------

#: Seven-O as widely played (the house-rules page gives the sources): "If via this exchange
#: a player receives a hand of only one card they must still call 'UNO' or risk drawing two
#: penalty cards."


def test_a_player_who_receives_a_one_card_hand_in_a_swap_must_call_uno() -> None:
    hands = ["Y1 Y2 Y3 Y4 Y5 Y6 Y7", "R7 B5 B3 B4 B6 B8 B9", "G1 G2 G3 G4 G5 G6 G8"]
    state = with_hands(game(split(hands), "R5", house_rules=["seven-o"]), ["Y1 Y2", "R7 B5", "G1"])
    assert state.uno_exposed == ()
    swapped = play(state, "1 play R7 2 uno")  # seat 1 calls UNO, then swaps
    assert swapped.hands[1] == cards("G1")  # ... and receives seat 2's one card
    assert swapped.hands[2] == cards("B5")
    # Seat 1 called UNO with its play; seat 2 received a one-card hand and must call.
    assert swapped.uno_exposed == (2,)
    moves = {str(move) for move in unokit.legal_moves(swapped)}
    assert {"2 uno", "0 catch 2", "1 catch 2"} <= moves
    assert "0 catch 1" not in moves
    caught = play(swapped, "0 catch 2")
    assert len(caught.hands[2]) == 3
    assert caught.uno_exposed == ()
    called = play(swapped, "2 uno")
    assert called.uno_exposed == ()
    # Who did not call UNO with the play is exposed for the one card received.
    silent = play(state, "1 play R7 2")
    assert silent.uno_exposed == (1, 2)


def test_a_zero_that_leaves_two_players_one_card_each_exposes_both() -> None:
    hands = ["Y1 Y2 Y3 Y4 Y5 Y6 Y7", "R0 B5 B3 B4 B6 B8 B9", "G5 G1 G2 G3 G4 G6 G8"]
    state = with_hands(game(split(hands), "R5", house_rules=["seven-o"]), ["Y1 Y2", "R0 B5", "G5"])
    passed = play(state, "1 play R0 uno")
    assert passed.hands == (cards("G5"), cards("Y1 Y2"), cards("B5"))
    assert passed.uno_exposed == (0, 2)
    moves = {str(move) for move in unokit.legal_moves(passed)}
    assert {"0 uno", "2 uno", "1 catch 0", "2 catch 0", "1 catch 2", "0 catch 2"} <= moves
    assert play(passed, "0 uno").uno_exposed == (2,)
    one_called = play(passed, "2 uno")
    assert one_called.uno_exposed == (0,)
    # The next turn begins when seat 2 draws: seat 0's window closes, one card or not.
    assert one_called.current_player == 2
    drawn = play(one_called, "2 draw")
    assert drawn.hands[0] == cards("G5")
    assert drawn.uno_exposed == ()


def test_in_classic_only_the_player_who_did_not_call_can_be_caught() -> None:
    hands = ["Y1 Y2 Y3 Y4 Y5 Y6 Y7", "R7 B5 B3 B4 B6 B8 B9", "G1 G2 G3 G4 G5 G6 G8"]
    state = with_hands(game(split(hands), "R5"), ["Y1 Y2", "R7 B5", "G1"])
    assert play(state, "1 play R7").uno_exposed == (1,)
    assert play(state, "1 play R7 uno").uno_exposed == ()


# --------------------------------------------------------------------------------------
# Stacking: what answers a stack, what each seat sees, what the decision says
# --------------------------------------------------------------------------------------


def test_only_a_draw_card_answers_a_stack_not_a_card_that_merely_matches() -> None:
    # stacking: "a Draw Two may be answered with a Draw Two"; seat 2's red 1 matches the red
    # Draw Two but is no draw card, so seat 2 stacks or draws.
    hands = ["Y1 Y2 Y3 Y4 Y5 Y6 Y7", "R+2 B1 B2 B3 B4 B5 B6", "G+2 R1 G2 G3 G4 G5 G6"]
    state = play(game(split(hands), "R5", house_rules=["stacking"]), "1 play R+2")
    assert set(unokit.legal_moves(state)) == {Accept(2), Play(2, card("G+2"))}


def test_can_stack_answers_a_draw_card_with_its_own_kind_or_as_the_options_allow() -> None:
    # can_stack: "A draw card (one whose kind draws cards) answers one of its own kind; a Wild
    # draw card answers a coloured one, and the other way round, only when the options allow
    # it." Two coloured (or two Wild) draw kinds of different ranks never answer each other.
    two = CardKind("+2", "Draw Two", 20, draws=2)
    four = CardKind("+4", "Draw Four", 20, draws=4)
    wild_four = CardKind("W+4", "Wild Draw Four", 50, draws=4, restricted=True)
    wild_six = CardKind("W+6", "Wild Draw Six", 50, draws=6)
    number = CardKind("5", "5", 5)
    for both in (False, True):
        allowed = {
            "stack_wild_draw_four_on_draw_two": both,
            "stack_draw_two_on_wild_draw_four": both,
        }
        options = unokit.new_game(
            "classic", players=2, seed=1, house_rules=["stacking"], options=allowed
        ).rules.options
        assert can_stack(two, two, options)
        assert can_stack(wild_four, wild_four, options)
        assert not can_stack(two, number, options)
        assert not can_stack(two, four, options)
        assert not can_stack(four, two, options)
        assert not can_stack(wild_four, wild_six, options)
        assert not can_stack(wild_six, wild_four, options)
        assert can_stack(two, wild_four, options) is both
        assert can_stack(wild_four, two, options) is both


def stacked_wild_draw_four() -> GameState:
    """Seat 1 plays a Wild Draw Four (holding no red: legal) under stacking; seat 2 answers."""
    hands = ["Y1 Y2 Y3 Y4 Y5 Y6 Y7", "W+4 B1 B2 B3 B4 B5 B6", "W+4 G1 G2 G3 G4 G5 G6"]
    start = game(split(hands), "R5", ["R1", "R2", "R3", "R4"], house_rules=["stacking"])
    return play(start, "1 play W+4 blue")


def test_a_stacks_challenge_shows_the_bluff_only_to_the_player_of_the_last_card() -> None:
    state = stacked_wild_draw_four()
    pending = state.pending
    assert isinstance(pending, StackedDraw)
    challenge = pending.challenge
    assert isinstance(challenge, WildDrawFourResponse)
    assert challenge.bluff is False
    own = unokit.view(state, 1).pending
    other = unokit.view(state, 2).pending
    assert isinstance(own, StackedDraw)
    assert isinstance(other, StackedDraw)
    assert own == pending
    assert other == attrs.evolve(pending, challenge=attrs.evolve(challenge, bluff=None))


def test_a_stack_says_what_each_move_does_and_why_another_is_refused() -> None:
    state = stacked_wild_draw_four()
    assert unokit.describe_move(state, Accept(2)) == "accept the penalty (draw 4)"
    assert unokit.describe_move(state, Challenge(2)) == (
        "challenge the last card stacked (if it was legal, you draw 4 and 2 more)"
    )
    assert unokit.describe_move(state, Play(2, card("W+4"), unokit.Color.GREEN)) == (
        "play W+4, naming green and pass the penalty on"
    )
    assert explain(state, Play(2, card("G1"))) == (
        "only a card that stacks on the Wild Draw Four may be played now; otherwise accept "
        "the penalty of 4 cards"
    )
    assert explain(state, Play(0, card("Y1"))) == (
        "it is seat 2's decision, not seat 0's: stack a draw card or draw 4 cards"
    )


def test_a_forged_stack_is_refused_naming_what_is_wrong() -> None:
    state = stacked_wild_draw_four()
    pending = state.pending
    assert isinstance(pending, StackedDraw)
    pending.check(state)  # the real one passes
    forged = {
        "rank: 'R' is not a card that makes a player draw": attrs.evolve(pending, rank="R"),
        "rank: 'X' is not a card that makes a player draw": attrs.evolve(pending, rank="X"),
        "total: a stack on a Wild Draw Four is worth at least 4": attrs.evolve(pending, total=3),
        "challenge: expected a decision that can be challenged": attrs.evolve(
            pending, challenge=StackedDraw(2, 4, "W+4")
        ),
        "challenge: it must be the challenge of the player facing it": attrs.evolve(
            pending, seat=0
        ),
    }
    for message, decision in forged.items():
        with pytest.raises(ValueError, match=f"^{re.escape(message)}$"):
            decision.check(state)


def test_draw_until_playable_gives_every_card_it_drew() -> None:
    # draw-to-match's draw (draw_until_playable): the turn's draw function returns every card
    # drawn, not only the playable last one.
    hands = ["Y1 Y2 Y3 Y4 Y5 Y6 Y7", "B1 B2 B3 B4 B6 B7 B8", "G1 G2 G3 G4 G6 G7 G8"]
    state = game(split(hands), "R5", ["Y8", "G9", "R2", "B9"], house_rules=["draw-to-match"])
    table = Table(state, 1)
    assert draw_until_playable(table, 1) == cards("Y8 G9 R2")
    assert table.hands[1][-3:] == cards("Y8 G9 R2")


def test_jump_in_gives_every_coloured_rank_and_no_wild_one() -> None:
    # jump-in's decision: "identical means the same colour and rank (a Wild never jumps in)".
    rules = unokit.new_game("classic", players=3, seed=1, house_rules=["jump-in"]).rules
    jumping = {rank for rank, kind in rules.kinds.items() if kind.jump_in}
    assert jumping == {*"0123456789", "S", "R", "+2"}
    assert not rules.kinds["W"].jump_in
    assert not rules.kinds["W+4"].jump_in


# --------------------------------------------------------------------------------------
# Seven-O: a last card, and a 7 or 0 with an effect of its own
# --------------------------------------------------------------------------------------


def test_a_seven_played_as_the_last_card_swaps_nothing() -> None:
    # seven-o's decision: "a 7 or 0 that is its player's last card swaps and passes nothing
    # (the player has gone out)".
    hands = ["Y1 Y2 Y3 Y4 Y5 Y6 Y7", "R7 B3 B4 B5 B6 B8 B9", "G1 G2 G3 G4 G5 G6 G8"]
    state = game(split(hands), "R5", house_rules=["seven-o"])
    state = with_hands(state, ["Y1 Y2 Y3 Y4 Y5 Y6 Y7", "R7", "G1 G2 G3 G4 G5 G6 G8"])
    state = play(state, "1 play R7 2")
    assert state.hands[1] == ()
    assert state.hands[2] == cards("G1 G2 G3 G4 G5 G6 G8")
    assert state.history[-1].winner == 1


def test_a_seven_or_zero_with_an_effect_of_its_own_takes_it_then_swaps_or_passes() -> None:
    # seven_o_kind: "a 7 names a seat and swaps, a 0 passes hands on", after "the kind's own
    # effect, if any".
    hands = ["Y1 Y2 Y3 Y4 Y5 Y6 Y7", "R7 R0 B3 B4 B5 B6 B8", "G1 G2 G3 G4 G5 G6 G8"]
    state = game(split(hands), "R5")
    seen: list[tuple[Table, Play]] = []

    def own(table: Table, move: Play) -> None:
        seen.append((table, move))

    seven = seven_o_kind(CardKind("7", "7", 7, on_play=own))
    zero = seven_o_kind(CardKind("0", "0", 0, on_play=own))
    assert seven.on_play is not None
    assert zero.on_play is not None
    table = Table(state, 1)
    swap = Play(1, card("R7"), seats=(2,))
    seven.on_play(table, swap)
    assert seen == [(table, swap)]
    assert table.hands[1] == cards("G1 G2 G3 G4 G5 G6 G8")
    assert table.hands[2] == cards("R7 R0 B3 B4 B5 B6 B8")
    table = Table(state, 1)
    passing = Play(1, card("R0"))
    zero.on_play(table, passing)
    assert seen[1] == (table, passing)
    assert table.hands == [
        cards("G1 G2 G3 G4 G5 G6 G8"),
        cards("Y1 Y2 Y3 Y4 Y5 Y6 Y7"),
        cards("R7 R0 B3 B4 B5 B6 B8"),
    ]
