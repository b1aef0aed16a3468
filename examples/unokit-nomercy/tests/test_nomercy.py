"""UNO Show 'em No Mercy: each rule on a stacked deck, quoting the rules it implements.

The rules are quoted from unokit's gathering of the published texts (rule numbers as there);
where the texts disagree or are silent, the test pins the package's decision (its README
lists them).
"""

from __future__ import annotations

import random
from collections import Counter

import pytest

import unokit
from unokit import Accept, Card, ChooseColor, Color, Draw, GameState, Move, Pass, Play
from unokit.plugin import stacked_deck
from unokit.testing import random_move
from unokit_nomercy import ColorRoulette, NoMercyStack
from unokit_nomercy.deck import no_mercy_deck

#: A draw pile of sixteen cards, none red, blue or a 7 (most tests play on red).
FILLER = "G1 G2 G3 G4 G5 G6 G8 G9 Y1 Y2 Y3 Y4 Y5 Y6 Y8 Y9"
#: Twenty-four cards, none red, blue or a 7, for the Mercy Rule's tests.
PILE = f"{FILLER} G1 G2 G3 G4 G5 G6 G8 G9"


def cards(text: str) -> tuple[Card, ...]:
    return tuple(Card.parse(card) for card in text.split())


def deal(
    *hands: str, top: str, draw: str = FILLER, dealer: int = 0, **options: object
) -> GameState:
    """A game dealt by ``dealer`` whose seats hold ``hands`` (seat 0 first), then ``top``.

    The player on the dealer's left plays first; ``draw`` is the draw pile, top card first.
    """
    deck = stacked_deck([hand.split() for hand in hands], top, draw.split(), dealer)
    return unokit.new_game(
        "no-mercy",
        players=len(hands),
        deck=deck,
        dealer=dealer,
        options=dict(options) or None,
    )


def play(state: GameState, *moves: str) -> GameState:
    """Apply ``moves``, each written as a player would (``"1 play R7 2"``)."""
    for text in moves:
        state = unokit.apply(state, unokit.parse_move(state, text))
    return state


def plays_with(state: GameState, card: str) -> list[Play]:
    """The listed plays of ``card``."""
    return [
        move
        for move in unokit.legal_moves(state)
        if isinstance(move, Play) and move.card == Card.parse(card)
    ]


def plays_of(state: GameState, seat: int) -> set[str]:
    """The cards ``seat`` may play now, as text."""
    return {
        str(move.card)
        for move in unokit.legal_moves(state)
        if isinstance(move, Play) and move.player == seat
    }


# --------------------------------------------------------------------------------------
# 1. The deck
# --------------------------------------------------------------------------------------


def test_the_deck_has_168_cards_in_the_split_of_the_public_implementations() -> None:
    # 1.1: "168 cards in four colours (red, yellow, green, blue) plus black Wild cards."
    # 1.3: "two of each number 0-9 per colour (80), per colour 3 Skip, 3 Reverse, 3 Draw
    # Two, 2 Draw Four, 3 Discard All, 2 Skip Everyone (80 + 12 + 12 + 12 + 8 + 12 + 8 =
    # 144), and 8 Wild Reverse Draw Four, 4 Wild Draw Six, 4 Wild Draw Ten, 8 Wild Color
    # Roulette (24): 168."
    deck = no_mercy_deck()
    assert len(deck) == 168
    assert unokit.new_game("no-mercy", players=2, seed=1).rules.deck == tuple(deck)
    count = Counter(deck)
    for color in unokit.COLORS:
        for number in range(10):
            assert count[Card(color, str(number))] == 2
        expected = {"S": 3, "R": 3, "+2": 3, "+4": 2, "DA": 3, "SE": 2}
        assert {rank: count[Card(color, rank)] for rank in expected} == expected
    assert {rank: count[Card(None, rank)] for rank in ("WR+4", "W+6", "W+10", "WCR")} == {
        "WR+4": 8,
        "W+6": 4,
        "W+10": 4,
        "WCR": 8,
    }
    # 1.2: the Draw Four is "a *coloured* card, not a Wild".
    assert all(card.color is not None for card in deck if card.rank == "+4")


def test_cards_score_face_value_20_for_coloured_actions_and_50_for_wilds() -> None:
    # Decision (8.1: "action-card values and the match target are open"): classic's values.
    points = unokit.new_game("no-mercy", players=2, seed=1).rules.points
    expected = {"R7": 7, "B0": 0, "GS": 20, "YR": 20, "R+2": 20, "B+4": 20, "GDA": 20}
    expected |= {"YSE": 20, "WR+4": 50, "W+6": 50, "W+10": 50, "WCR": 50}
    assert {text: points[Card.parse(text)] for text in expected} == expected


def test_a_game_is_one_round_unless_the_match_option_says_otherwise() -> None:
    # Decision (8.1: "no text I could read gives No Mercy's card values or a match target").
    assert unokit.new_game("no-mercy", players=3, seed=1).single_round
    match = unokit.new_game("no-mercy", players=3, seed=1, options={"match": "standard"})
    assert not match.single_round
    # There is no Wild Draw Four challenge, so classic's option about one is not declared.
    with pytest.raises(unokit.SetupError, match="unknown option challenge_returns_card"):
        unokit.new_game("no-mercy", players=3, options={"challenge_returns_card": True})


def test_the_edition_is_found_by_its_aliases() -> None:
    state = unokit.new_game("uno-no-mercy", players=2, seed=3)
    assert state.edition == "no-mercy"


# --------------------------------------------------------------------------------------
# 2. Setup and the opening card
# --------------------------------------------------------------------------------------


def test_opening_action_cards_are_covered_until_a_number_card_shows() -> None:
    # 2.2: "If the card turned over is an Action card (anything that is not a number card,
    # Wilds included), its effect is ignored and another card is turned over, until a number
    # card shows." Decision: the covered cards stay under it.
    # 2.1: "Each player is dealt 7 cards" and "The player on the dealer's left starts".
    state = deal(
        "Y1 Y2 Y3 Y4 Y5 Y6 Y7",
        "G1 G2 G3 G4 G5 G6 G7",
        "B1 B2 B3 B4 B5 B6 B7",
        top="RS",
        draw=f"W+10 YR WCR R5 {FILLER}",
    )
    assert state.discard_pile == cards("R5 WCR YR W+10 RS")
    assert state.active_color is Color.RED
    assert state.current_player == 1  # nobody was skipped, play goes clockwise
    assert state.direction == 1
    assert state.pending is None
    assert all(len(hand) == 7 for hand in state.hands)


def test_an_opening_seven_or_zero_swaps_and_passes_nothing() -> None:
    # Decision: an opening number card has no effect (nobody played it).
    state = deal("Y1 Y2 Y3 Y4 Y5 Y6 Y8", "G1 G2 G3 G4 G5 G6 G8", top="R7")
    assert state.hands == (cards("Y1 Y2 Y3 Y4 Y5 Y6 Y8"), cards("G1 G2 G3 G4 G5 G6 G8"))
    assert state.current_player == 1


# --------------------------------------------------------------------------------------
# 3. Turns, matching and drawing
# --------------------------------------------------------------------------------------


def test_a_player_who_cannot_play_draws_until_a_card_can_be_played_and_must_play_it() -> None:
    # 3.2: "If you have no card you can play, you must draw from the Draw Pile until you draw
    # a card you can play, and then you must play that card."
    state = deal("Y1 Y2 Y3 Y4 Y5 Y6 Y8", "G1 G2 G3 G4 G5 G6 G8", top="R9", draw="B1 Y8 B9 G9")
    assert unokit.legal_moves(state) == (Draw(1),)
    state = play(state, "1 draw")
    assert state.hands[1][-3:] == cards("B1 Y8 B9")
    assert state.draw_pile == cards("G9")
    # The card drawn must be played: no move keeps it.
    moves = unokit.legal_moves(state)
    assert moves == (Play(1, Card.parse("B9")),)
    with pytest.raises(unokit.IllegalMoveError):
        unokit.apply(state, Pass(1))
    assert play(state, "1 play B9").top_card == Card.parse("B9")


def test_a_player_holding_a_playable_card_may_draw_instead() -> None:
    # Decision (3.3: "A reasonable reading: drawing is allowed.").
    state = deal("Y1 Y2 Y3 Y4 Y5 Y6 Y8", "R1 G2 G3 G4 G5 G6 G8", top="R5", draw="B1 R9 G9")
    assert Draw(1) in unokit.legal_moves(state)
    state = play(state, "1 draw")
    assert state.hands[1][-2:] == cards("B1 R9")  # drawn until a card can be played
    assert plays_of(state, 1) == {"R9"}


def test_when_nothing_is_left_to_draw_the_drawing_stops_and_the_turn_passes() -> None:
    # Decision: the texts do not say what happens when no card can be drawn at all.
    state = deal("Y1 Y2 Y3 Y4 Y5 Y6 Y8", "G1 G2 G3 G4 G5 G6 G8", top="R7", draw="B1 B2")
    assert unokit.legal_moves(state) == (Draw(1),)
    state = play(state, "1 draw")
    assert state.hands[1][-2:] == cards("B1 B2")
    assert state.draw_pile == ()
    assert state.current_player == 0
    assert state.pending is None


def test_the_discard_pile_is_reshuffled_when_the_draw_pile_runs_out() -> None:
    # 3.4: "When the Draw Pile runs out, the Discard Pile is reshuffled into a new Draw Pile
    # (the top card stays)."
    state = deal("Y2 Y3 Y4 Y5 Y6 Y8 Y9", "R1 G2 G3 G4 G5 G6 G8", top="R5", draw="B2")
    state = play(state, "1 play R1", "0 draw")  # B2 is drawn, then R5 comes back
    assert state.hands[0][-2:] == cards("B2 R5")
    assert state.discard_pile == cards("R1")
    assert plays_of(state, 0) == {"R5"}


# --------------------------------------------------------------------------------------
# 4. Stacking draw cards
# --------------------------------------------------------------------------------------

STACKER = "B+2 G+4 WR+4 W+6 W+10 WCR RS"


def test_a_draw_card_is_answered_only_by_a_draw_card_of_equal_or_higher_value() -> None:
    # 4.1: "you may answer it with a Draw card of equal or higher value, of any colour."
    # 4.4: "Only Draw cards answer a stack: a lower Draw card, an ordinary matching card, a
    # Skip, Reverse, Skip Everyone or a Wild Color Roulette cannot."
    state = deal("Y1 Y2 Y3 Y4 Y5 Y6 Y8", "R+4 G1 G2 G3 G4 G5 G6", STACKER, top="R5")
    state = play(state, "1 play R+4")
    assert state.pending == NoMercyStack(2, 4, "+4")
    assert state.current_player == 2
    assert plays_of(state, 2) == {"G+4", "WR+4", "W+6", "W+10"}
    # A Wild draw card names any colour when it answers a stack.
    assert {move.color for move in plays_with(state, "W+10")} == set(unokit.COLORS)
    with pytest.raises(unokit.IllegalMoveError, match="only a card that stacks on the Draw Four"):
        play(state, "2 play RS")


def test_the_first_player_who_does_not_stack_draws_the_whole_total_and_loses_the_turn() -> None:
    # 4.1: "Its value is added to the running total and the penalty passes on to the next
    # player." 4.2: "This goes on until a player cannot (or does not) add to the stack: that
    # player draws the whole total and loses the turn."
    # 4.3: "If the last card stacked is a Wild draw card, the player who played it chooses
    # the colour that play resumes in".
    state = deal("Y1 Y2 Y3 Y4 Y5 Y6 Y8", "R+2 G1 G2 G3 G4 G5 G6", STACKER, top="R5")
    state = play(state, "1 play R+2", "2 play W+6 blue")
    assert state.pending == NoMercyStack(0, 8, "W+6")
    assert unokit.legal_moves(state) == (Accept(0),)
    before = state.draw_pile
    state = play(state, "0 accept")
    assert state.hands[0][7:] == before[:8]
    assert state.current_player == 1  # seat 0 lost its turn
    assert state.active_color is Color.BLUE


def test_a_coloured_draw_card_on_a_stack_sets_its_own_colour() -> None:
    # 4.3: "a coloured draw card sets its own colour."
    state = deal("Y1 Y2 Y3 Y4 Y5 Y6 Y8", "R+2 G1 G2 G3 G4 G5 G6", STACKER, top="R5")
    state = play(state, "1 play R+2", "2 play G+4")
    assert state.active_color is Color.GREEN
    assert state.pending == NoMercyStack(0, 6, "+4")


def test_stacking_is_optional() -> None:
    # Decision (4.5: "A reasonable reading: optional."): the player may draw instead.
    state = deal("Y1 Y2 Y3 Y4 Y5 Y6 Y8", "R+2 G1 G2 G3 G4 G5 G6", STACKER, top="R5")
    state = play(state, "1 play R+2")
    assert Accept(2) in unokit.legal_moves(state)
    state = play(state, "2 accept")
    assert len(state.hands[2]) == 9
    assert state.current_player == 0


def test_a_stack_can_go_round_the_table_back_to_its_first_player() -> None:
    # 4.2: "This goes on until a player cannot (or does not) add to the stack".
    state = deal("B+2 Y1 Y2 Y3 Y4 Y5 Y6", "R+2 G1 G2 G3 G4 G5 G6", STACKER, top="R5")
    state = play(state, "1 play R+2", "2 play B+2", "0 play B+2")
    assert state.pending == NoMercyStack(1, 6, "+2")
    state = play(state, "1 accept")
    assert len(state.hands[1]) == 6 + 6
    assert state.current_player == 2


def test_a_player_who_goes_out_with_a_draw_card_leaves_the_next_player_only_to_draw() -> None:
    # Decision (the stacking house rule's): nothing is passed on past a player who went out.
    # Seat 1 plays Skip Everyone (it plays again), then a Discard All that leaves it its
    # Draw Two alone; later the Draw Two is its last card.
    state = deal("RDA Y1 Y2 Y3 Y4 Y5 G+4", "BSE BDA B1 B2 B3 B4 R+2", top="B5")
    state = play(state, "1 play BSE", "1 play BDA", "1 uno")
    assert state.hands[1] == cards("R+2")
    state = play(state, "0 play RDA", "1 play R+2")
    assert state.hands[1] == ()
    assert unokit.legal_moves(state) == (Accept(0),)  # seat 0 holds G+4 and cannot stack
    before = len(state.hands[0])
    state = play(state, "0 accept")
    assert len(state.hands[0]) == before + 2  # the last card's penalty counts
    assert state.history[-1].winner == 1
    assert state.is_over


# --------------------------------------------------------------------------------------
# 4.6: no Wild Draw Four challenge
# --------------------------------------------------------------------------------------


def test_there_is_no_challenge_and_a_wild_draw_card_may_be_played_holding_the_colour() -> None:
    # 4.6: "There is no Wild Draw Four challenge, and no restriction on when a Wild draw
    # card may be played."
    state = deal(
        "Y1 Y2 Y3 Y4 Y5 Y6 Y8", "W+6 R1 R2 G1 G2 G3 G4", top="R5", strict_wild_draw_four=True
    )
    assert "W+6" in plays_of(state, 1)
    state = play(state, "1 play W+6 green")
    assert not any(type(move).__name__ == "Challenge" for move in unokit.legal_moves(state))
    assert not any(kind.restricted for kind in state.rules.kinds.values())


# --------------------------------------------------------------------------------------
# 5. The Mercy Rule and the two ways to win
# --------------------------------------------------------------------------------------

MERCY_HANDS = ("Y1 Y2 Y3 Y4 Y5 Y6 Y8", "W+10 R0 R2 R3 R4 R7 R8", "W+10 W+6 B1 B2 B3 B4 B6")
#: Seat 0 takes a stack of 16 (its 23rd card is the last of ``FILLER``); seat 1 then plays
#: a blue 5, and seat 2 is to play a blue Discard All or a Wild Color Roulette.
NEAR_HANDS = ("Y1 Y2 Y3 Y4 Y5 Y6 Y8", "W+6 B5 R2 R3 R4 R6 R8", "W+10 BDA WCR B2 B3 B4 Y9")
NEAR_PILE = f"{FILLER} R1 R2 B8 B9"


def near_the_limit() -> GameState:
    """Seat 0 holds 23 cards; seat 1 has played a blue 5, and seat 2 is to play."""
    state = deal(*NEAR_HANDS, top="R5", draw=NEAR_PILE)
    state = play(state, "1 play W+6 blue", "2 play W+10 blue", "0 accept", "1 play B5")
    assert len(state.hands[0]) == 23
    return state


def test_a_player_who_reaches_25_cards_is_out_and_the_cards_go_under_the_discard_pile() -> None:
    # 5.1: "A player who at any point holds 25 or more cards is knocked out of the game at
    # once." 5.2: "The knocked-out player's cards go to the bottom of the Discard Pile."
    state = deal(*MERCY_HANDS, top="R5", draw=PILE)
    state = play(state, "1 play W+10 red", "2 play W+10 red")
    assert state.pending == NoMercyStack(0, 20, "W+10")
    pile = state.draw_pile
    held = state.hands[0]
    state = play(state, "0 accept")
    # The 25th card is the 18th drawn: the seat is out at once and draws no more.
    assert state.out == (0,)
    assert state.hands[0] == ()
    assert state.discard_pile[-25:] == (*held, *pile[:18])
    assert state.draw_pile == pile[18:]
    assert len(list(state.cards())) == 7 * 3 + 1 + len(PILE.split())
    # 5.3 (decision): play goes on with the next player still in the round.
    assert state.current_player == 1
    assert not state.is_over


def test_a_seat_out_of_the_round_has_no_turn_and_cannot_be_named_or_passed_to() -> None:
    # Decision (5.3): play passes over the seat out; a 7 cannot name it, a 0 passes it by.
    state = deal(*MERCY_HANDS, top="R5", draw=PILE)
    state = play(state, "1 play W+10 red", "2 play W+10 red", "0 accept")
    assert all(move.player != 0 for move in unokit.legal_moves(state))
    sevens = plays_with(state, "R7")
    assert [move.seats for move in sevens] == [(2,)]
    held = state.hands
    state = play(state, "1 play R0")
    assert state.hands == ((), held[2], held[1][1:])


#: Five seats; seats 2 and then 1 take stacks that knock them out, so the two seats out
#: sit side by side; seat 3 holds a red Skip Everyone.
SIDE_BY_SIDE_HANDS = (
    "W+10 W+10 R1 R2 R3 R4 R6",
    "W+10 R8 R9 R0 R2 R3 R4",
    "B1 B2 B3 B4 B5 B6 B8",
    "W+6 RSE R6 R8 R9 R0 R1",
    "W+6 R5 B2 B3 B4 B5 B6",
)
SIDE_BY_SIDE_PILE = " ".join(
    [f"{color}{number}" for color in "GY" for number in "012345689" for _ in "ab"]
    + ["B8", "B9", "B9", "B0", "B0", "B7"]
)


def two_seats_out_side_by_side() -> GameState:
    """Seats 1 and 2 knocked out of the round (5.1), seat 3 to play a Skip Everyone."""
    state = deal(*SIDE_BY_SIDE_HANDS, top="R5", draw=SIDE_BY_SIDE_PILE, dealer=4)
    state = play(state, "0 play W+10 red", "1 play W+10 red", "2 accept")
    assert state.out == (2,)
    state = play(state, "3 play W+6 red", "4 play W+6 red", "0 play W+10 red", "1 accept")
    assert state.out == (1, 2)
    return state


def test_play_passes_over_two_seats_out_side_by_side() -> None:
    # Decision (5.3): "play goes on with the next player still in" - seat 1 took the stack
    # and is out, and seat 2 beside it is out too: the turn goes to seat 3, over both.
    state = two_seats_out_side_by_side()
    assert state.current_player == 3
    assert {move.player for move in unokit.legal_moves(state)} == {3}
    # Seat 0, in the round, plays: both seats after it are out, so seat 3 plays next.
    state = play(state, "3 play R6", "4 play R5", "0 play R1")
    assert state.current_player == 3
    assert state.out == (1, 2)


def test_skip_everyone_with_seats_out_gives_its_player_another_turn() -> None:
    # 6.8: "every other player is skipped and the player takes another turn, with two
    # players as with more." With seats out of the round: the turn comes back to the
    # player, whoever is left (not "players - 1 seats skipped", which ends elsewhere).
    state = play(two_seats_out_side_by_side(), "3 play RSE")
    assert state.current_player == 3
    assert state.pending is None
    assert plays_of(state, 3) == {"R6", "R8", "R9", "R0", "R1"}


def test_the_mercy_rule_is_checked_card_by_card_while_drawing_for_the_turn() -> None:
    # Decision (5.3: "A reasonable reading: checked card by card; play goes on with the next
    # player still in."). Seat 0 takes a stack of 16 (23 cards), then must draw for its turn:
    # the second card drawn is its 25th, and the playable card after it stays on the pile.
    state = play(near_the_limit(), "2 play BDA")
    assert state.current_player == 0
    assert unokit.legal_moves(state) == (Draw(0),)
    state = play(state, "0 draw")  # R1 is its 24th card, R2 its 25th
    assert state.out == (0,)
    assert state.draw_pile == cards("B8 B9")
    assert state.current_player == 1


def test_the_last_player_left_in_the_round_wins_it() -> None:
    # 5.4: "A round is won by playing your last card, or by being the last player left when
    # all the others are knocked out."
    state = deal("W+10 Y1 Y2 Y3 Y4 Y5 Y6", "W+10 B1 B2 B3 B4 B5 B6", top="R5", draw=PILE)
    state = play(state, "1 play W+10 red", "0 play W+10 red", "1 accept")
    assert state.out == (1,)
    assert state.is_over
    assert state.winners == (0,)
    assert state.end_reason == "single round won"
    result = state.history[-1]
    assert result.winner == 0
    assert result.hand_points == (0, 0)  # the winner's own cards count for nothing


# --------------------------------------------------------------------------------------
# 6. The cards
# --------------------------------------------------------------------------------------


def test_a_seven_must_swap_hands_with_another_player() -> None:
    # 6.1: "whoever plays a 7 must swap hands with another player of their choice (not
    # optional). Play then goes on in the current order."
    state = deal("Y1 Y2 Y3 Y4 Y5 Y6 Y8", "R7 G1 G2 G3 G4 G5 G6", "B1 B2 B3 B4 B5 B6 B8", top="R5")
    sevens = plays_with(state, "R7")
    assert [move.seats for move in sevens] == [(0,), (2,)]  # never its own seat
    state = play(state, "1 play R7 0")
    assert state.hands[1] == cards("Y1 Y2 Y3 Y4 Y5 Y6 Y8")
    assert state.hands[0] == cards("G1 G2 G3 G4 G5 G6")
    assert state.current_player == 2


def test_a_zero_passes_every_hand_on_in_the_direction_of_play() -> None:
    # 6.2: "whoever plays a 0 makes every player pass their hand to the next player in the
    # current direction of play."
    hands = ("Y1 Y2 Y3 Y4 Y5 Y6 Y8", "R0 RR G2 G3 G4 G5 G6", "B1 B2 B3 B4 B5 B6 B8")
    state = deal(*hands, top="R5")
    state = play(state, "1 play R0")
    assert state.hands == (cards(hands[2]), cards(hands[0]), cards("RR G2 G3 G4 G5 G6"))


def test_a_zero_after_a_reverse_passes_counterclockwise() -> None:
    # 6.2: "in the current direction of play".
    hands = ("R3 Y1 Y2 Y3 Y4 Y5 Y6", "RR R0 G2 G3 G4 G5 G6", "R1 B2 B3 B4 B5 B6 B8")
    state = deal(*hands, top="R5")
    state = play(state, "1 play RR", "0 play R3", "2 play R1", "1 play R0")
    assert state.direction == -1
    # Seat 1 passes to seat 0, seat 0 to seat 2, seat 2 to seat 1.
    assert state.hands == (
        cards("G2 G3 G4 G5 G6"),
        cards("B2 B3 B4 B5 B6 B8"),
        cards("Y1 Y2 Y3 Y4 Y5 Y6"),
    )


def test_a_seven_or_zero_as_the_last_card_swaps_nothing_and_wins() -> None:
    # Decision (6.3: "a 7 or 0 as a player's last card" is silent): the player has gone out.
    state = deal("RDA Y1 Y2 Y3 Y4 Y5 Y6", "BSE BDA B1 B2 B3 B4 R7", top="B5")
    state = play(state, "1 play BSE", "1 play BDA", "1 uno", "0 play RDA", "1 play R7 0")
    assert state.hands[1] == ()
    assert state.hands[0] == cards("Y1 Y2 Y3 Y4 Y5 Y6")
    assert state.winners == (1,)


def test_draw_two_and_draw_four_make_the_next_player_draw_and_lose_the_turn() -> None:
    # 6.4: "the next player draws 2 and loses the turn (unless they stack)."
    # 6.5: "the next player draws 4 and loses the turn (unless they stack). It matches by
    # colour or symbol, like any coloured card."
    state = deal("Y1 Y2 Y3 Y4 Y5 Y6 Y8", "G+4 R+2 G1 G2 G3 G4 G5", "B1 B2 B3 B4 B5 B6 B8", top="R7")
    assert plays_of(state, 1) == {"R+2"}  # the green Draw Four does not match red
    state = play(state, "1 play R+2", "2 accept")
    assert len(state.hands[2]) == 9
    assert state.current_player == 0
    state = deal("G+4 Y1 Y2 Y3 Y4 Y5 Y6", "R+4 G1 G2 G3 G4 G6 G8", "B1 B2 B3 B4 B5 B6 B8", top="R7")
    state = play(state, "1 play R+4", "2 accept")
    assert len(state.hands[2]) == 11
    assert plays_of(state, 0) == {"G+4"}  # a Draw Four on a Draw Four: the same symbol


def test_skip_makes_the_next_player_lose_the_turn() -> None:
    # 6.6: "the next player loses the turn."
    state = deal("Y1 Y2 Y3 Y4 Y5 Y6 Y8", "RS G1 G2 G3 G4 G5 G6", "B1 B2 B3 B4 B5 B6 B8", top="R5")
    assert play(state, "1 play RS").current_player == 0


def test_reverse_changes_the_direction_and_with_two_players_acts_as_a_skip() -> None:
    # 6.7: "the direction of play changes." Decision (as in classic UNO): with two players
    # left in the round, a Reverse gives its player another turn.
    three = deal("Y1 Y2 Y3 Y4 Y5 Y6 Y8", "RR G1 G2 G3 G4 G5 G6", "B1 B2 B3 B4 B5 B6 B8", top="R5")
    state = play(three, "1 play RR")
    assert state.direction == -1
    assert state.current_player == 0
    two = deal("Y1 Y2 Y3 Y4 Y5 Y6 Y8", "RR G1 G2 G3 G4 G5 G6", top="R5")
    assert play(two, "1 play RR").current_player == 1


@pytest.mark.parametrize("players", [2, 3, 4])
def test_skip_everyone_gives_its_player_another_turn(players: int) -> None:
    # 6.8: "every other player is skipped and the player takes another turn, with two
    # players as with more."
    hands = ["Y1 Y2 Y3 Y4 Y5 Y6 Y8", "RSE G1 G2 G3 G4 G5 G6", "B1 B2 B3 B4 B5 B6 B8"]
    hands += ["Y1 Y2 Y3 Y4 Y5 Y6 Y8"]
    state = deal(*hands[:players], top="R5", draw="G8 G9 B9")
    state = play(state, "1 play RSE")
    assert state.current_player == 1
    assert state.pending is None


def test_discard_all_throws_every_card_of_its_colour_under_it() -> None:
    # 6.9: "the player also discards every card of the Discard All's colour from their
    # hand; those cards go under the Discard All, which stays on top." Decision: in the order
    # the hand held them; a Wild has no colour and stays.
    state = deal("Y1 Y2 Y3 Y4 Y5 Y6 Y8", "R1 GDA G2 WCR G3 Y9 G+4", top="G5")
    state = play(state, "1 play GDA")
    assert state.hands[1] == cards("R1 WCR Y9")
    assert state.discard_pile == cards("GDA G+4 G3 G2 G5")
    assert state.active_color is Color.GREEN
    assert state.current_player == 0
    assert state.pending is None  # the Draw Four thrown away takes no effect


def test_a_discard_all_that_empties_the_hand_wins() -> None:
    # Decision (5.5: "The hand is empty, so by 5.4 it does; a decision.").
    state = deal("Y1 Y2 Y3 Y4 Y5 Y6 Y8", "B+4 B1 B2 B3 B4 B6 BDA", top="B5")
    state = play(state, "1 play BDA")
    assert state.hands[1] == ()
    assert state.is_over
    assert state.winners == (1,)
    assert state.history[-1].points == 0  # a single round scores nothing
    assert state.history[-1].hand_points[0] == 1 + 2 + 3 + 4 + 5 + 6 + 8


def test_a_discard_all_that_leaves_one_card_must_be_followed_by_an_uno_call() -> None:
    # 7.1: "A player left with one card must call "UNO". Caught before calling it (before
    # the next player begins their turn), they draw 2 cards." Decision: 2, not the 4 a
    # rules page gives.
    state = deal("Y1 Y2 Y3 Y4 Y5 Y6 Y8", "B+4 B1 B2 B3 B4 R6 BDA", "G1 G2 G3 G4 G5 G6 G8", top="B5")
    state = play(state, "1 play BDA")
    assert state.hands[1] == cards("R6")
    assert state.uno_exposed == (1,)
    caught = play(state, "0 catch 1")
    assert len(caught.hands[1]) == 3
    called = play(state, "1 uno")
    assert called.uno_exposed == ()


def test_wild_reverse_draw_four_reverses_then_the_next_player_draws_four() -> None:
    # 6.10: "the player names the colour; play reverses, and the next player in the new
    # direction draws 4 and loses the turn (or stacks)."
    state = deal("Y1 Y2 Y3 Y4 Y5 Y6 Y8", "WR+4 G1 G2 G3 G4 G5 G6", "B1 B2 B3 B4 B5 B6 B8", top="R5")
    state = play(state, "1 play WR+4 blue")
    assert state.direction == -1
    assert state.pending == NoMercyStack(0, 4, "WR+4")
    assert state.active_color is Color.BLUE
    state = play(state, "0 accept")
    assert len(state.hands[0]) == 11
    assert state.current_player == 2  # the next after seat 0, counterclockwise


def test_wild_reverse_draw_four_stacked_sends_the_stack_back() -> None:
    # 6.10: "As a +4 it can be stacked on a +2 or +4, and then it sends the stack back the
    # other way."
    state = deal(
        "Y1 Y2 Y3 Y4 Y5 Y6 Y8", "R+2 G1 G2 G3 G4 G5 G6", "WR+4 B2 B3 B4 B5 B6 B8", top="R5"
    )
    state = play(state, "1 play R+2", "2 play WR+4 green")
    assert state.direction == -1
    assert state.pending == NoMercyStack(1, 6, "WR+4")


def test_wild_reverse_draw_four_with_two_players_hits_the_other_player() -> None:
    # Decision (6.10, "A reasonable reading: with two players the other player faces the +4,
    # as with more."), against a press article's "turns against" its own player.
    state = deal("Y1 Y2 Y3 Y4 Y5 Y6 Y8", "WR+4 G1 G2 G3 G4 G5 G6", top="R5")
    state = play(state, "1 play WR+4 green")
    assert state.pending == NoMercyStack(0, 4, "WR+4")
    state = play(state, "0 accept")
    assert len(state.hands[0]) == 11
    assert state.current_player == 1


@pytest.mark.parametrize(("card", "count"), [("W+6", 6), ("W+10", 10)])
def test_wild_draw_six_and_ten(card: str, count: int) -> None:
    # 6.11: "the player names the colour; the next player draws 6 / 10 and loses the turn
    # (or stacks)."
    state = deal(
        "Y1 Y2 Y3 Y4 Y5 Y6 Y8", f"{card} G1 G2 G3 G4 G5 G6", "B1 B2 B3 B4 B5 B6 B8", top="R5"
    )
    state = play(state, f"1 play {card} yellow")
    assert state.active_color is Color.YELLOW
    state = play(state, "2 accept")
    assert len(state.hands[2]) == 7 + count
    assert state.current_player == 0


def test_wild_color_roulette_the_next_player_names_a_colour_and_turns_cards_until_it() -> None:
    # 6.12: "the next player names a colour, then turns over cards from the Draw Pile until
    # one of that colour shows, keeps every card turned over (that one included), and loses
    # the turn." Decisions: the player of the card names nothing; a Wild does not count as
    # the colour; the colour in play afterwards is the colour named.
    state = deal(
        "Y1 Y2 Y3 Y4 Y5 Y6 Y8",
        "WCR G1 G2 G3 G4 G5 G6",
        "W+10 B1 B2 B3 B4 B5 B6",
        top="R5",
        draw="G8 W+6 Y9 B8 R9 G9",
    )
    assert plays_with(state, "WCR") == [Play(1, Card.parse("WCR"))]  # no colour named
    state = play(state, "1 play WCR")
    assert state.pending == ColorRoulette(2)
    # It is not a Draw card: seat 2's Wild Draw Ten cannot answer it.
    moves = unokit.legal_moves(state)
    assert moves == tuple(ChooseColor(2, color) for color in unokit.COLORS)
    state = play(state, "2 color blue")
    assert state.hands[2][7:] == cards("G8 W+6 Y9 B8")
    assert state.draw_pile == cards("R9 G9")
    assert state.active_color is Color.BLUE
    assert state.current_player == 0


def test_wild_color_roulette_stops_turning_when_no_card_is_left() -> None:
    # Decision (6.12 is silent on "what happens if no card of the colour is left"): the
    # discard pile is reshuffled as for any draw, and the turning stops when nothing is left.
    state = deal("Y1 Y2 Y3 Y4 Y5 Y6 Y8", "WCR G1 G2 G3 G4 G5 G6", top="R5", draw="G8 Y9")
    state = play(state, "1 play WCR", "0 color blue")
    assert state.hands[0][7:] == cards("G8 Y9 R5")
    assert state.draw_pile == ()
    assert state.discard_pile == cards("WCR")
    assert state.active_color is Color.BLUE
    assert state.current_player == 1


def test_wild_color_roulette_knocks_out_card_by_card() -> None:
    # Decision (5.3, "checked card by card"): seat 0 holds 23 cards; the second card it
    # turns over is its 25th, and it turns no more.
    state = play(near_the_limit(), "2 play WCR", "0 color blue")  # R1 is its 24th, R2 its 25th
    assert state.out == (0,)
    assert state.draw_pile == cards("B8 B9")
    assert state.current_player == 1


def test_a_roulette_as_the_last_card_still_makes_the_next_player_turn_cards() -> None:
    # Decision: as with a draw card played last, the next player takes the penalty, then
    # the round is scored.
    state = deal("RDA Y1 Y2 Y3 Y4 Y5 Y6", "BSE BDA B1 B2 B3 B4 WCR", top="B5")
    state = play(state, "1 play BSE", "1 play BDA", "1 uno", "0 play RDA", "1 play WCR")
    assert state.hands[1] == ()
    assert state.pending == ColorRoulette(0)
    state = play(state, "0 color green")
    assert state.hands[0] == cards("Y1 Y2 Y3 Y4 Y5 Y6 G1")
    assert state.is_over
    assert state.winners == (1,)
    assert state.history[-1].hand_points[0] == 1 + 2 + 3 + 4 + 5 + 6 + 1


# --------------------------------------------------------------------------------------
# House rules
# --------------------------------------------------------------------------------------


@pytest.mark.parametrize("house_rule", ["seven-o", "stacking"])
def test_the_house_rules_it_plays_its_own_way_are_refused(house_rule: str) -> None:
    with pytest.raises(unokit.SetupError) as refused:
        unokit.new_game("no-mercy", players=3, house_rules=[house_rule])
    assert str(refused.value) == (
        f"the edition 'no-mercy' cannot be combined with the house rule '{house_rule}': it "
        "plays its own rule in its place"
    )


def test_draw_to_match_and_force_play_change_nothing() -> None:
    # No Mercy already draws until a card can be played and makes it be played.
    for seed in range(3):
        games: list[list[Move]] = []
        for house_rules in ([], ["draw-to-match", "force-play"]):
            state = unokit.new_game("no-mercy", players=3, seed=seed, house_rules=house_rules)
            chooser = random.Random(seed)
            moves: list[Move] = []
            while not state.is_over:
                move = random_move(chooser, unokit.legal_moves(state))
                moves.append(move)
                state = unokit.apply(state, move)
            games.append(moves)
        assert games[0] == games[1]


def test_jump_in_plays_an_identical_card_out_of_turn() -> None:
    # The house rule: "A card identical to the top card (same colour and rank) may be
    # played out of turn."
    hands = ["R5 Y1 Y2 Y3 Y4 Y5 Y6", "R1 G1 G2 G3 G4 G5 G6", "B1 B2 B3 B4 B5 B6 B8"]
    state = unokit.new_game(
        "no-mercy",
        players=3,
        deck=stacked_deck([hand.split() for hand in hands], "R5", FILLER.split()),
        dealer=0,
        house_rules=["jump-in"],
    )
    assert state.current_player == 1
    state = play(state, "0 play R5")  # out of turn
    assert state.hands[0] == cards("Y1 Y2 Y3 Y4 Y5 Y6")
    assert state.current_player == 1  # play goes on after seat 0
