"""UNO Party!: the 168-card deck, Point Taken, Wild Pile Up, Wild Drawn Together, Speed Play.

Ground truth: ``uno-party.txt``; ``DESIGN.md`` ("UNO Party! deck", "Wild Draw Four
restriction", "Wild Draw Four bluffs are moves") where the text is silent.
"""

from __future__ import annotations

import random
import re
from collections import Counter
from collections.abc import Callable, Generator, Sequence
from itertools import combinations
from typing import Any, ClassVar

import pytest

import unokit
from tests.helpers import card, cards, game, moves_of, play, split, stack
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
    Move,
    Pass,
    Play,
    RoundResult,
    SetupError,
)
from unokit.core.match import NextRound
from unokit.editions.classic import WildDrawFourResponse
from unokit.editions.party import (
    PartyState,
    PartyTurn,
    PileUp,
    Point,
    PointTaken,
    TakePile,
    party_deck,
)
from unokit.plugin import ClassicTurn, PlayDrawnCard, Turn, hookimpl, with_rule

WPU = Card.parse("WPU")
WDT = Card.parse("WDT")
W4 = Card.parse("W+4")
RED, YELLOW, GREEN, BLUE = Color.RED, Color.YELLOW, Color.GREEN, Color.BLUE


def party(
    hands: Sequence[str], opening: str, draw: str = "", *, seed: int = 0, **options: Any
) -> GameState:
    """A Party game, dealer 0, whose hands, opening card and draw pile are exactly as given."""
    state = game(split(hands), opening, draw.split(), seed=seed, edition="party", **options)
    assert state.edition == "party"
    assert state.hands == tuple(cards(hand) for hand in hands)
    return state


def deck_of(hands: Sequence[str], opening: str, draw: str = "") -> Counter[Card]:
    """Every card of the stacked deck ``party`` builds, as a multiset."""
    return Counter(card(text) for text in stack(split(hands), opening, draw.split()))


def without(hand: str, *played: str) -> tuple[Card, ...]:
    held = list(cards(hand))
    for text in played:
        held.remove(card(text))
    return tuple(held)


def plays_of_card(state: GameState, played: Card) -> set[Move]:
    return {m for m in unokit.legal_moves(state) if isinstance(m, Play) and m.card == played}


def seats_moving(state: GameState) -> set[int]:
    return {move.player for move in unokit.legal_moves(state)}


# Four players, dealer 0 (turn order 1, 2, 3, 0), a red 5 to start. Nobody holds the other
# red 5, so no Speed Play is possible at the start.
FILL_0 = "B1 B6 Y4 Y5 G1 G2 B7"
FILL_1 = "Y1 Y2 B3 B4 G8 G9 R6"
FILL_2 = "G2 B2 Y4 G8 B8 Y6 G3"
FILL_3 = "Y7 Y8 B9 G4 G6 B5 Y3"
DRAW = "G7 Y9 B2 Y1 B6 G4"


def four(
    hand0: str = FILL_0,
    hand1: str = FILL_1,
    hand2: str = FILL_2,
    hand3: str = FILL_3,
    draw: str = DRAW,
    **options: bool,
) -> GameState:
    state = party([hand0, hand1, hand2, hand3], "R5", draw, **options)
    assert state.current_player == 1
    assert state.active_color is RED
    return state


# --------------------------------------------------------------------------------------
# Set up: the deck, players, Direction Tracker and Link Cards
# --------------------------------------------------------------------------------------


def expected_deck() -> Counter[Card]:
    deck: Counter[Card] = Counter()
    for letter in "RYGB":
        deck[card(f"{letter}0")] = 1
        for rank in (*"123456789", "S", "R", "+2"):
            deck[card(f"{letter}{rank}")] = 2
        deck[card(f"{letter}PT")] = 4
    deck.update({card("W"): 16, W4: 12, WPU: 12, WDT: 12})
    return deck


@pytest.mark.parametrize("name", ["party", "uno-party", "UNO-Party"])
def test_party_deck_is_168_cards_with_the_decided_split(name: str) -> None:
    # uno-party.txt: "168 Cards"
    # DESIGN.md: "per colour one 0, two each of 1-9, two Skip, two Reverse, two Draw Two, four
    # Point Taken (coloured action, 20 points); plus 16 Wild, 12 Wild Draw Four, 12 Wild Pile
    # Up, 12 Wild Drawn Together (wild actions, 50 points)."
    state = unokit.new_game(name, players=4, seed=5)

    assert state.edition == "party"
    every = Counter(state.cards())
    assert sum(every.values()) == 168
    assert every == expected_deck()
    assert Counter(party_deck()) == expected_deck()
    assert Counter(state.rules.deck) == expected_deck()
    assert [len(hand) for hand in state.hands] == [7, 7, 7, 7]
    assert len(state.draw_pile) == 168 - 28 - len(state.discard_pile)


def test_party_stacked_deck_is_checked_against_the_party_counts() -> None:
    # DESIGN.md: "per colour one 0, [...] four Point Taken [...] plus 16 Wild, 12 Wild Draw
    # Four, 12 Wild Pile Up, 12 Wild Drawn Together"
    base = stack(split([FILL_0, FILL_1]), "R5")
    with pytest.raises(SetupError, match="5 copies of RPT, but the party deck has only 4"):
        unokit.new_game("party", players=2, deck=[*base, *["RPT"] * 5], dealer=0)
    with pytest.raises(SetupError, match="2 copies of R0, but the party deck has only 1"):
        unokit.new_game("party", players=2, deck=[*base, "R0", "R0"], dealer=0)
    with pytest.raises(SetupError, match="13 copies of WPU, but the party deck has only 12"):
        unokit.new_game("party", players=2, deck=[*base, *["WPU"] * 13], dealer=0)
    with pytest.raises(SetupError, match="17 copies of W, but the party deck has only 16"):
        unokit.new_game("party", players=2, deck=[*base, *["W"] * 17], dealer=0)
    with pytest.raises(SetupError, match=re.escape("WD is not a card of the party edition")):
        unokit.new_game("party", players=2, deck=[*base, "WD"], dealer=0)
    # The full counts are accepted.
    full = [*base, "RPT", "RPT", "RPT", "RPT", *["W"] * 16, *["WPU"] * 12, *["WDT"] * 12]
    state = unokit.new_game("party", players=2, deck=full, dealer=0)
    assert Counter(state.cards()) == Counter(card(text) for text in full)


@pytest.mark.parametrize("players", [2, 9, 16])
def test_two_to_sixteen_players_can_play(players: int) -> None:
    # uno-party.txt: "Deal 7 cards to each player." The rulebook gives no player count;
    # decision (the edition's description): "168 cards, 2-16 players" (16 x 7 = 112 dealt).
    state = unokit.new_game("party", players=players, seed=3)
    assert state.players == players
    assert all(len(hand) == 7 for hand in state.hands)
    assert state.current_player == (state.dealer + 1) % players
    assert sum(1 for _ in state.cards()) == 168


@pytest.mark.parametrize("players", [1, 17])
def test_fewer_than_two_or_more_than_sixteen_players_is_refused(players: int) -> None:
    # Decision (the edition's description): "UNO Party! [...] (168 cards, 2-16 players)."
    with pytest.raises(SetupError, match=f"for 2 to 16 players, not {players}"):
        unokit.new_game("party", players=players, seed=3)


def test_no_link_at_the_start_and_the_direction_tracker_starts_clockwise() -> None:
    # uno-party.txt: "Remove the Direction Tracker Card and the Link Cards from the deck and
    # place these to the side"; "Place the Direction Tracker card where every player can see
    # it, with the clockwise arrow FACEUP."; "Keep the Link Cards near the center of the
    # table. (They'll come up later.)"
    state = four()
    assert state.edition_state is None
    assert state.direction == 1


def test_direction_tracker_flips_with_every_reverse() -> None:
    # uno-party.txt: "Direction Tracker Card - Place this card in the center of the play area.
    # Flip this card whenever a Reverse card is played to indicate the new direction of play."
    # uno-party.txt: "If play was moving clockwise, it now moves counterclockwise and vice
    # versa."
    state = four(hand0="YR B6 Y4 Y5 G1 G2 B7", hand1="RR Y1 Y2 B3 B4 G8 G9")
    state = play(state, "1 play RR")
    assert state.direction == -1
    assert state.current_player == 0

    state = play(state, "0 play YR")
    assert state.direction == 1
    assert state.active_color is YELLOW
    assert state.current_player == 1


# --------------------------------------------------------------------------------------
# The opening card
# --------------------------------------------------------------------------------------

OPEN_HANDS = [
    "B1 B6 Y4 Y5 G1 G2 B7",
    "Y1 Y2 B3 B4 G8 G9 Y6",
    "G2 B2 Y4 G8 B8 Y6 G3",
]


@pytest.mark.parametrize("action", ["RS", "RR", "R+2", "RPT", "W", "W+4", "WPU", "WDT"])
def test_opening_action_card_is_covered_by_the_next_card_without_effect(action: str) -> None:
    # uno-party.txt: "Flip over the top card of the DRAW PILE and place it FACEUP to form the
    # DISCARD PILE. If this card is an Action Card, ignore it and flip over the next card."
    # uno-party.txt: "The player to the left of the dealer goes first and play proceeds
    # clockwise."
    state = party(OPEN_HANDS, action, "G5 Y9 B2")

    assert state.discard_pile == (card("G5"), card(action))
    assert state.top_card == card("G5")
    assert state.active_color is GREEN
    assert state.direction == 1
    assert state.current_player == 1
    assert state.pending is None
    assert state.edition_state is None
    # Nothing happened: nobody drew, nobody was skipped, no mini-pile, no pointing, no link.
    assert state.hands == tuple(cards(hand) for hand in OPEN_HANDS)
    assert state.draw_pile == cards("Y9 B2")
    assert set(unokit.legal_moves(state)) == {Play(1, card("G8")), Play(1, card("G9")), Draw(1)}


def test_opening_several_action_cards_are_all_covered_until_a_number() -> None:
    # uno-party.txt: "If this card is an Action Card, ignore it and flip over the next card."
    state = party(OPEN_HANDS, "WPU", "BPT W+4 Y+2 WDT G5 Y9")

    assert state.discard_pile == cards("G5 WDT Y+2 W+4 BPT WPU")
    assert state.active_color is GREEN
    assert state.current_player == 1
    assert state.pending is None
    assert state.edition_state is None
    assert state.hands == tuple(cards(hand) for hand in OPEN_HANDS)
    assert state.draw_pile == cards("Y9")


# --------------------------------------------------------------------------------------
# Point Taken
# --------------------------------------------------------------------------------------

PT_1 = "RPT Y1 Y2 B3 B4 G8 G9"


def test_point_taken_every_seat_points_at_another_seat() -> None:
    # uno-party.txt: "When you play this card, first count down out loud from 3…2… 1! On
    # "1", ALL players point at 1 other player."
    state = play(four(hand1=PT_1), "1 play RPT")

    assert state.pending == PointTaken(
        seat=1, origin=1, order=(1, 2, 3, 0), pointed=(None, None, None, None)
    )
    assert state.current_player == 1
    assert state.top_card == card("RPT")
    assert state.active_color is RED
    assert set(unokit.legal_moves(state)) == {
        Point(seat, target) for seat in range(4) for target in range(4) if target != seat
    }
    assert len(unokit.legal_moves(state)) == 12
    assert seats_moving(state) == {0, 1, 2, 3}
    with pytest.raises(IllegalMoveError, match=r"^point at another player, not at yourself$"):
        play(state, "2 point 2")
    everyone = re.escape(
        "everyone must first point at another player (point at another player for the Point Taken)"
    )
    with pytest.raises(IllegalMoveError, match=f"^{everyone}$"):
        play(state, "2 play G2")
    with pytest.raises(IllegalMoveError, match=f"^{everyone}$"):
        play(state, "1 draw")
    # Each seat's own view lists only its own pointing moves.
    assert set(unokit.view(state, 3).legal_moves) == {Point(3, 0), Point(3, 1), Point(3, 2)}


def test_point_taken_choices_are_secret_until_everyone_has_pointed() -> None:
    # uno-party.txt: "On "1", ALL players point at 1 other player." (at once: nobody sees
    # where the others point before choosing)
    state = play(four(hand1=PT_1), "1 play RPT", "3 point 2")

    assert isinstance(state.pending, PointTaken)
    assert state.pending.pointed == (None, None, None, 2)
    assert state.pending.seat == 1
    assert state.pending.visible_to(3).pointed == (None, None, None, 2)
    assert state.pending.visible_to(0).pointed == (None, None, None, -1)
    assert state.pending.visible_to(1).pointed == (None, None, None, -1)
    assert unokit.view(state, 2).pending == state.pending.visible_to(2)

    state = play(state, "1 point 2")
    assert isinstance(state.pending, PointTaken)
    assert state.pending.pointed == (None, 2, None, 2)
    assert state.pending.seat == 2
    assert state.current_player == 2
    assert state.pending.visible_to(1).pointed == (None, 2, None, -1)
    assert state.pending.visible_to(2).pointed == (None, -1, None, -1)
    assert state.pending.visible_to(0).pointed == (None, -1, None, -1)
    assert set(unokit.legal_moves(state)) == {
        Point(2, 0), Point(2, 1), Point(2, 3), Point(0, 1), Point(0, 2), Point(0, 3),
    }  # fmt: skip
    with pytest.raises(IllegalMoveError, match=r"^seat 3 has already pointed$"):
        play(state, "3 point 0")
    # Nobody has drawn yet.
    assert [len(hand) for hand in state.hands] == [7, 6, 7, 7]
    assert state.draw_pile == cards(DRAW)


def test_point_taken_each_draws_one_per_finger_in_turn_order_from_its_player() -> None:
    # uno-party.txt: "Count how many fingers are pointing at each player, then each player in
    # turn order must draw as many cards as there are players pointing at them (up to 5)."
    # uno-party.txt: "Once you play or draw a card, play continues with the next player."
    state = play(four(hand1=PT_1), "1 play RPT", "1 point 3", "2 point 1", "3 point 0", "0 point 3")

    # Turn order from seat 1: seat 1 (one finger) draws first, then seat 3 (two fingers),
    # then seat 0 (one finger).
    assert state.hands == (
        cards(FILL_0 + " Y1"),
        (*without(PT_1, "RPT"), card("G7")),
        cards(FILL_2),
        cards(FILL_3 + " Y9 B2"),
    )
    assert state.draw_pile == cards("B6 G4")
    assert state.pending is None
    assert state.current_player == 2
    assert state.discard_pile == cards("RPT R5")
    assert state.active_color is RED


def test_point_taken_counterclockwise_draws_and_continues_in_the_current_order() -> None:
    # uno-party.txt: "each player in turn order must draw as many cards as there are players
    # pointing at them (up to 5)."
    state = four(hand0="RPT B6 Y4 Y5 G1 G2 B7", hand1="RR Y1 Y2 B3 B4 G8 G9")
    state = play(state, "1 play RR", "0 play RPT")
    assert state.pending == PointTaken(
        seat=0, origin=0, order=(0, 3, 2, 1), pointed=(None, None, None, None)
    )

    state = play(state, "2 point 0", "0 point 2", "1 point 2", "3 point 1")
    # Turn order from seat 0 counterclockwise: 0 (one finger), 3, 2 (two fingers), 1 (one).
    assert state.hands == (
        cards("B6 Y4 Y5 G1 G2 B7 G7"),
        cards("Y1 Y2 B3 B4 G8 G9 Y1"),
        cards(FILL_2 + " Y9 B2"),
        cards(FILL_3),
    )
    assert state.draw_pile == cards("B6 G4")
    assert state.direction == -1
    assert state.current_player == 3


def test_point_taken_draws_are_capped_at_five() -> None:
    # uno-party.txt: "each player in turn order must draw as many cards as there are players
    # pointing at them (up to 5)."
    # DESIGN.md: "Point Taken draws are capped at 5 per player."
    hands = [
        "B1 B6 Y4 Y5 G1 G2 B7",
        PT_1,
        "G2 B2 Y4 G8 B8 Y6 G3",
        "Y7 Y8 B9 G4 G6 B5 Y3",
        "B1 B6 Y5 G1 Y1 Y2 B3",
        "B4 G9 B2 B8 Y6 G3 Y7",
        "Y8 B9 G4 G6 B5 Y3 G7",
    ]
    draw = "G7 Y9 Y9 B7 G5 G5 R1 R2"
    state = party(hands, "R5", draw)
    state = play(state, "1 play RPT")
    assert len(unokit.legal_moves(state)) == 7 * 6
    state = play(
        state,
        *(f"{seat} point 4" for seat in (0, 1, 2, 3, 5, 6)),
        "4 point 0",
    )

    # Six fingers on seat 4: it draws five, first in turn order from seat 1; then seat 0.
    assert state.hands[4] == cards(hands[4] + " G7 Y9 Y9 B7 G5")
    assert state.hands[0] == cards(hands[0] + " G5")
    assert state.hands[1] == without(PT_1, "RPT")
    assert [state.hands[seat] for seat in (2, 3, 5, 6)] == [cards(hands[s]) for s in (2, 3, 5, 6)]
    assert state.draw_pile == cards("R1 R2")
    assert state.current_player == 2
    assert Counter(state.cards()) == deck_of(hands, "R5", draw)


def test_point_taken_with_two_players_each_points_at_the_other() -> None:
    # uno-party.txt: "ALL players point at 1 other player."
    state = party(["B1 B6 Y4 Y5 G1 G2 B7", PT_1], "R5", DRAW)
    state = play(state, "1 play RPT")
    assert set(unokit.legal_moves(state)) == {Point(1, 0), Point(0, 1)}

    state = play(state, "0 point 1", "1 point 0")
    assert state.hands == (
        cards("B1 B6 Y4 Y5 G1 G2 B7 Y9"),
        (*without(PT_1, "RPT"), card("G7")),
    )
    assert state.current_player == 0


def test_point_taken_ends_the_drawn_together_link_and_its_draws_are_not_mirrored() -> None:
    # uno-party.txt: "The Drawn Together link ends when a Point Taken Card is played."
    state = four(hand1="WDT Y1 Y2 B3 B4 G8 G9", hand2="RPT B2 Y4 G8 B8 Y6 G3")
    state = play(state, "1 play WDT red 0,2")
    assert state.edition_state == PartyState(link=(0, 2))

    state = play(state, "2 play RPT")
    assert state.edition_state is None
    assert state.pending == PointTaken(
        seat=2, origin=2, order=(2, 3, 0, 1), pointed=(None, None, None, None)
    )

    state = play(state, "2 point 0", "3 point 0", "0 point 2", "1 point 3")
    # In turn order from seat 2: seat 2 draws one, seat 3 one, seat 0 two; no one draws more.
    assert state.hands == (
        cards(FILL_0 + " B2 Y1"),
        cards("Y1 Y2 B3 B4 G8 G9"),
        cards("B2 Y4 G8 B8 Y6 G3 G7"),
        cards(FILL_3 + " Y9"),
    )
    assert state.draw_pile == cards("B6 G4")
    assert state.edition_state is None
    assert state.current_player == 3


# Three players: seat 1 plays five red cards while seats 2 and 0 draw, keeping RPT and R8.
CW_0 = "B1 B6 Y4 Y5 G1 G2 B8"
CW_1 = "R1 R2 R3 R4 R6 RPT R8"
CW_2 = "Y1 Y2 B3 B4 G8 G3 Y6"
CW_DRAW = "G7 G7 G9 G9 B7 B7 B9 B9 Y7 Y7 Y9 Y9 G4 G5 B2 G6"


def test_uno_forgotten_with_a_point_taken_can_be_caught_while_everyone_points() -> None:
    # uno-party.txt: "if someone catches you and calls out "UNO" before you (and before the
    # next player begins their turn), then you must draw 2 cards!"
    # uno-party.txt: "On "1", ALL players point at 1 other player." (pointing is part of the
    # Point Taken, not the next player's turn)
    state = party([CW_0, CW_1, CW_2], "R5", CW_DRAW)
    for text in ("R1", "R2", "R3", "R4", "R6"):
        state = play(state, f"1 play {text}", "2 draw", "0 draw")
    assert state.hands[1] == cards("RPT R8")
    state = play(state, "1 play RPT")
    assert state.uno_exposed == (1,)
    assert moves_of(state, CatchUno) == {CatchUno(0, 1), CatchUno(2, 1)}

    # Pointing (the forgetful player's own first of all) does not begin the next turn.
    state = play(state, "1 point 2")
    assert state.uno_exposed == (1,)
    assert moves_of(state, CatchUno) == {CatchUno(0, 1), CatchUno(2, 1)}
    state = play(state, "2 point 0", "0 point 2")
    assert state.hands == (
        cards(CW_0 + " G7 G9 B7 B9 Y7 G4"),
        cards("R8"),
        cards(CW_2 + " G7 G9 B7 B9 Y7 Y9 Y9"),
    )
    assert state.current_player == 2
    assert state.uno_exposed == (1,)

    state = play(state, "0 catch 1")
    assert state.hands[1] == cards("R8 G5 B2")
    assert state.uno_exposed == ()
    assert state.current_player == 2


# Going out on a Point Taken.
# uno-party.txt: "When you play this card, first count down out loud from 3…2… 1! On "1",
# ALL players point at 1 other player. Count how many fingers are pointing at each player,
# then each player in turn order must draw as many cards as there are players pointing at them
# (up to 5)."
# uno-party.txt: "When a player wins a hand, they receive points based on the cards remaining
# in their opponent's hands."
# docs/rules/party.md (decision): "Going out on a Point Taken: everyone still points — but
# nobody may point at the player who went out — the draws happen, then the round is scored. A
# player with nobody left to point at (two players, the other gone out) does not point."


@pytest.mark.parametrize("winner", [1, 0])
def test_going_out_on_a_point_taken_with_two_players_only_the_winner_points(winner: int) -> None:
    # The winner sits on the dealer's left and plays first; the loser holds 260 points.
    loser = 1 - winner
    hands = ["", ""]
    hands[winner] = "RS RS RR RR R+2 R7 RPT"
    hands[loser] = held = "BPT YS GR W W+4 WPU WDT"
    # The standard match is named, so that the round winner scores the other hands' points.
    state = game(
        split(hands),
        "R5",
        ["Y9", "B2", "Y8", "G1", "G2"],
        dealer=loser,
        edition="party",
        match="standard",
    )
    w, lo = winner, loser
    state = play(
        state, f"{w} play RS", f"{w} play RS", f"{w} play RR", f"{w} play RR", f"{w} play R+2"
    )
    state = play(state, f"{lo} accept")
    state = play(state, f"{w} play R7 uno", f"{lo} draw", f"{w} play RPT")
    assert state.hands[loser] == cards(held + " Y9 B2 Y8")
    assert state.hands[winner] == ()
    order = (winner, loser)
    assert state.pending == PointTaken(seat=w, origin=w, order=order, pointed=(None, None))
    assert state.history == ()
    # The loser's only other player has gone out: the loser has nobody to point at.
    assert unokit.legal_moves(state) == (Point(winner, loser),)
    with pytest.raises(
        IllegalMoveError, match=f"^seat {winner} has gone out and cannot be pointed at$"
    ):
        play(state, f"{lo} point {w}")

    state = play(state, f"{w} point {lo}")
    assert state.hands[loser] == cards(held + " Y9 B2 Y8 G1")
    assert state.draw_pile == cards("G2")
    total = 20 + 20 + 20 + 50 + 50 + 50 + 50 + 9 + 2 + 8 + 1
    assert total == 280
    hand_points = (280, 0) if winner == 1 else (0, 280)
    assert state.history == (RoundResult(1, loser, winner, 280, hand_points=hand_points),)
    assert state.scores == hand_points[::-1]
    assert state.pending == NextRound(winner)


def test_going_out_on_a_point_taken_with_three_players_nobody_points_at_the_winner() -> None:
    # Seat 1 plays five red cards while seats 2 and 0 draw, then R8 (calling UNO), then its
    # last card, the Point Taken.
    state = game(
        split([CW_0, CW_1, CW_2]), "R5", CW_DRAW.split(), edition="party", match="standard"
    )
    for text in ("R1", "R2", "R3", "R4", "R6", "R8 uno"):
        state = play(state, f"1 play {text}", "2 draw", "0 draw")
    state = play(state, "1 play RPT")
    hand0 = CW_0 + " G7 G9 B7 B9 Y7 Y9"
    hand2 = CW_2 + " G7 G9 B7 B9 Y7 Y9"
    assert state.hands == (cards(hand0), (), cards(hand2))
    assert state.pending == PointTaken(
        seat=1, origin=1, order=(1, 2, 0), pointed=(None, None, None)
    )
    assert state.history == ()
    assert set(unokit.legal_moves(state)) == {Point(1, 2), Point(1, 0), Point(2, 0), Point(0, 2)}
    for pointer in (2, 0):
        with pytest.raises(
            IllegalMoveError, match=r"^seat 1 has gone out and cannot be pointed at$"
        ):
            play(state, f"{pointer} point 1")
    targets: list[object] = [3, -1, "x", True]
    for target in targets:
        with pytest.raises(IllegalMoveError, match=f"^there is no seat {target!r} to point at$"):
            unokit.apply(state, Point(0, target))  # type: ignore[arg-type]

    state = play(state, "1 point 2", "2 point 0")
    assert state.history == ()  # seat 0 has still to point
    assert set(unokit.legal_moves(state)) == {Point(0, 2)}
    with pytest.raises(IllegalMoveError, match=r"^seat 1 has gone out and cannot be pointed at$"):
        play(state, "0 point 1")

    state = play(state, "0 point 2")
    # In turn order from seat 1: seat 2 (two fingers) draws G4 G5, then seat 0 (one) B2.
    assert state.hands == (cards(hand0 + " B2"), (), cards(hand2 + " G4 G5"))
    points0 = 1 + 6 + 4 + 5 + 1 + 2 + 8 + 7 + 9 + 7 + 9 + 7 + 9 + 2
    points2 = 1 + 2 + 3 + 4 + 8 + 3 + 6 + 7 + 9 + 7 + 9 + 7 + 9 + 4 + 5
    assert (points0, points2) == (77, 84)
    assert state.history == (RoundResult(1, 0, 1, 161, hand_points=(77, 0, 84)),)
    assert state.scores == (0, 161, 0)
    assert state.pending == NextRound(1)


# --------------------------------------------------------------------------------------
# Wild Pile Up
# --------------------------------------------------------------------------------------

# Seat 1 plays the Wild Pile Up; the mini-pile turns up two Wilds and then a green 3.
PU_0 = "G+2 B6 Y4 Y5 G1 B1 B7"
PU_1 = "WPU W Y1 Y2 B3 B4 Y6"
PU_2 = "GS B2 Y4 B8 Y7 Y3 B9"
PU_3 = "GR Y8 B9 G4 G6 B5 Y3"
PU_DRAW = "W WDT G3 Y9 B2 Y1 B6"


def pile_up_game() -> GameState:
    state = four(PU_0, PU_1, PU_2, PU_3, PU_DRAW)
    assert plays_of_card(state, WPU) == {Play(1, WPU)}
    return state


def test_wild_pile_up_turns_up_a_mini_pile_past_wild_cards_and_takes_its_colour() -> None:
    # uno-party.txt: "When you play this card, take the top card from the Draw Pile and place
    # it face up in front of you to create a mini-pile (If the card is Wild, add another card
    # until you get a non-Wild Card)."
    # uno-party.txt: "NOTE: The color that was used in the mini-pile is the color that
    # continues play, you DO NOT get to choose the color."
    state = pile_up_game()
    for color in Color:
        assert not unokit.is_legal(state, Play(1, WPU, color))
        with pytest.raises(IllegalMoveError):
            unokit.apply(state, Play(1, WPU, color))

    state = play(state, "1 play WPU")
    assert state.pending == PileUp(seat=2, pile=cards("W WDT G3"), color=GREEN)
    assert state.active_color is GREEN
    assert state.current_player == 2
    assert state.discard_pile == cards("WPU R5")
    assert state.draw_pile == cards("Y9 B2 Y1 B6")
    assert state.hands[1] == without(PU_1, "WPU")
    # The Wild Drawn Together turned up in the mini-pile was not played: no link.
    assert state.edition_state is None
    # The mini-pile's cards are still in the game.
    assert Counter(state.cards()) == deck_of([PU_0, PU_1, PU_2, PU_3], "R5", PU_DRAW)
    assert unokit.legal_moves(state) == (Play(2, card("GS")),)


def test_wild_pile_up_travels_round_the_table_actions_do_nothing_then_is_taken() -> None:
    # uno-party.txt: "The next player must play a card of the same color (Wild Cards count but
    # DO NOT change the color and matching Action Cards may be played but DO NOT take effect)
    # and pass the mini-pile to the next player, and so on. Finally, when the mini-pile
    # reaches a player who can't play a card, the WHOLE mini-pile goes into their hand! Play
    # continues from them with the next player in current turn order."
    deck = deck_of([PU_0, PU_1, PU_2, PU_3], "R5", PU_DRAW)
    state = play(pile_up_game(), "1 play WPU")

    # A Skip on the mini-pile skips nobody.
    state = play(state, "2 play GS")
    assert state.pending == PileUp(seat=3, pile=cards("W WDT G3 GS"), color=GREEN)
    assert state.current_player == 3
    assert set(unokit.legal_moves(state)) == {
        Play(3, card("GR")),
        Play(3, card("G4")),
        Play(3, card("G6")),
    }

    # A Reverse on the mini-pile does not reverse.
    state = play(state, "3 play GR")
    assert state.direction == 1
    assert state.pending == PileUp(seat=0, pile=cards("W WDT G3 GS GR"), color=GREEN)

    # A Draw Two on the mini-pile makes nobody draw.
    state = play(state, "0 play G+2")
    assert state.pending == PileUp(seat=1, pile=cards("W WDT G3 GS GR G+2"), color=GREEN)
    assert state.passes == 0  # a card was played
    assert state.hands[1] == without(PU_1, "WPU")
    assert state.draw_pile == cards("Y9 B2 Y1 B6")

    # A Wild on the mini-pile names no colour and does not change it.
    with pytest.raises(
        IllegalMoveError,
        match=r"^a Wild played on the mini-pile does not change its colour: name none$",
    ):
        play(state, "1 play W red")
    with pytest.raises(
        IllegalMoveError, match=r"^Y1 is neither green nor a Wild: add one of those$"
    ):
        play(state, "1 play Y1")
    # Only the player the mini-pile has reached may add to it (or take it, if they can't).
    with pytest.raises(
        IllegalMoveError,
        match=r"^it is seat 1's decision, not seat 2's: "
        r"add a green card or a Wild to the mini-pile \(take it if you can't\)$",
    ):
        play(state, "2 take")
    assert unokit.legal_moves(state) == (Play(1, card("W")),)
    state = play(state, "1 play W")
    assert state.active_color is GREEN
    assert state.pending == PileUp(seat=2, pile=cards("W WDT G3 GS GR G+2 W"), color=GREEN)
    assert Counter(state.cards()) == deck

    # Seat 2 holds no green card and no Wild: it can only take the mini-pile.
    assert unokit.legal_moves(state) == (TakePile(2),)
    with pytest.raises(IllegalMoveError):
        play(state, "2 draw")
    state = play(state, "2 take")
    assert state.hands == (
        without(PU_0, "G+2"),
        cards("Y1 Y2 B3 B4 Y6"),
        (*without(PU_2, "GS"), *cards("W WDT G3 GS GR G+2 W")),
        without(PU_3, "GR"),
    )
    assert state.pending is None
    assert state.current_player == 3
    assert state.direction == 1
    assert state.discard_pile == cards("WPU R5")
    assert state.top_card == WPU
    assert state.active_color is GREEN
    assert state.draw_pile == cards("Y9 B2 Y1 B6")
    assert state.edition_state is None
    assert Counter(state.cards()) == deck
    # Seat 3 plays on the colour of the mini-pile.
    assert set(unokit.legal_moves(state)) == {Play(3, card("G4")), Play(3, card("G6")), Draw(3)}


def test_wild_draw_four_on_the_mini_pile_is_no_bluff_in_the_view() -> None:
    # uno-party.txt: "matching Action Cards may be played but DO NOT take effect": a Wild
    # Draw Four added to the mini-pile makes nobody draw, so nobody can challenge it and the
    # seat's view does not call it a bluff, though the seat holds a green card.
    state = play(four(PU_0, PU_1, "W+4 G8 Y4 B8 Y7 Y3 B9", PU_3, PU_DRAW), "1 play WPU")
    assert isinstance(state.pending, PileUp)
    w4 = Play(2, card("W+4"))
    assert w4 in unokit.legal_moves(state)
    assert unokit.view(state, 2).bluffs == ()
    state = play(state, w4)
    assert isinstance(state.pending, PileUp)
    assert not any(isinstance(move, Challenge) for move in unokit.legal_moves(state))


def test_wild_pile_up_a_player_who_can_add_must_add_and_may_not_take_it() -> None:
    # uno-party.txt: "The next player must play a card of the same color (Wild Cards count but
    # DO NOT change the color and matching Action Cards may be played but DO NOT take effect)"
    # uno-party.txt: "when the mini-pile reaches a player who can't play a card, the WHOLE
    # mini-pile goes into their hand!"
    state = play(pile_up_game(), "1 play WPU")
    assert state.pending == PileUp(seat=2, pile=cards("W WDT G3"), color=GREEN)
    assert not unokit.is_legal(state, TakePile(2))
    message = (
        "seat 2 holds a card that can go on the mini-pile (GS) and must add it: only a player "
        "who can't add one takes the mini-pile"
    )
    with pytest.raises(IllegalMoveError, match=re.escape(message)):
        play(state, "2 take")
    with pytest.raises(IllegalMoveError, match="Y4 is neither green nor a Wild: add one of"):
        play(state, "2 play Y4")
    assert state.hands[2] == cards(PU_2)

    # A Wild counts: seat 3, holding no green card but a Wild, must add the Wild.
    hand3 = "W Y8 B9 R4 R6 B5 Y3"
    state = play(four(PU_0, PU_1, PU_2, hand3, PU_DRAW), "1 play WPU", "2 play GS")
    assert state.pending == PileUp(seat=3, pile=cards("W WDT G3 GS"), color=GREEN)
    assert unokit.legal_moves(state) == (Play(3, card("W")),)
    with pytest.raises(IllegalMoveError, match=re.escape("can go on the mini-pile (W)")):
        play(state, "3 take")


def test_wild_pile_up_a_player_who_cannot_add_is_told_to_take_it() -> None:
    # uno-party.txt: "when the mini-pile reaches a player who can't play a card, the WHOLE
    # mini-pile goes into their hand!"
    state = play(pile_up_game(), "1 play WPU", "2 play GS", "3 play GR", "0 play G+2")
    state = play(state, "1 play W")
    assert unokit.legal_moves(state) == (TakePile(2),)
    message = "Y4 is neither green nor a Wild, and seat 2 holds none: take the mini-pile"
    with pytest.raises(IllegalMoveError, match=re.escape(message)):
        play(state, "2 play Y4")


def test_wild_pile_up_going_out_on_the_mini_pile_wins_and_its_cards_are_discarded() -> None:
    # uno-party.txt: "When a player plays their final card, they win."
    # Decision: the mini-pile the winner played their last card on goes onto the discard pile.
    # Two players: Skips and Reverses give seat 1 another turn.
    hand0 = "G4 BPT YS W Y5 B1 B7"
    hand1 = "RS RS RR RR R+2 WPU G7"
    state = party([hand0, hand1], "R5", "Y9 B2 G3 Y8", match="standard")
    state = play(
        state,
        "1 play RS",
        "1 play RS",
        "1 play RR",
        "1 play RR",
        "1 play R+2",
        "0 accept",
        "1 play WPU uno",
    )
    assert state.pending == PileUp(seat=0, pile=cards("G3"), color=GREEN)
    assert state.hands[0] == cards(hand0 + " Y9 B2")
    state = play(state, "0 play G4")
    assert state.pending == PileUp(seat=1, pile=cards("G3 G4"), color=GREEN)

    state = play(state, "1 play G7")
    assert state.hands == (cards("BPT YS W Y5 B1 B7 Y9 B2"), ())
    assert state.discard_pile == cards("G7 G4 G3 WPU R+2 RR RR RS RS R5")
    assert state.draw_pile == cards("Y8")
    points = 20 + 20 + 50 + 5 + 1 + 7 + 9 + 2
    assert state.history == (RoundResult(1, 0, 1, points, hand_points=(points, 0)),)
    assert state.scores == (0, points)
    assert state.pending == NextRound(1)


def test_wild_pile_up_as_the_last_card_the_next_player_takes_the_mini_pile_at_once() -> None:
    # uno-party.txt: "When a player plays their final card, they win."
    # uno-party.txt: "when the mini-pile reaches a player who can't play a card, the WHOLE
    # mini-pile goes into their hand!"
    # Decision: going out with a Wild Pile Up, like a final Draw Two, the next player takes
    # its mini-pile at once and the round is scored with those cards.
    hand0 = "G4 BPT YS W Y5 B1 B7"
    hand1 = "RS RS RR RR R+2 R7 WPU"
    state = party([hand0, hand1], "R5", "Y9 B2 Y8 W G3 B4", match="standard")
    state = play(
        state,
        "1 play RS",
        "1 play RS",
        "1 play RR",
        "1 play RR",
        "1 play R+2",
        "0 accept",
        "1 play R7 uno",
    )
    state = play(state, "0 draw")
    assert state.hands[0] == cards(hand0 + " Y9 B2 Y8")
    assert state.current_player == 1

    state = play(state, "1 play WPU")
    assert state.hands == (cards(hand0 + " Y9 B2 Y8 W G3"), ())
    assert state.discard_pile == cards("WPU R7 R+2 RR RR RS RS R5")
    assert state.draw_pile == cards("B4")
    points = 4 + 20 + 20 + 50 + 5 + 1 + 7 + 9 + 2 + 8 + 50 + 3
    assert state.history == (RoundResult(1, 0, 1, points, hand_points=(points, 0)),)
    assert state.scores == (0, points)
    assert state.pending == NextRound(1)


def test_taking_the_mini_pile_is_not_a_draw_for_the_linked_player() -> None:
    # uno-party.txt: "every time one of these players must draw card(s), the other player
    # draws the same amount." and "the WHOLE mini-pile goes into their hand!"
    # Decision: taking the mini-pile is not drawing; the linked partner takes nothing.
    hand1 = "WDT Y1 Y2 B3 B4 G8 G9"
    hand2 = "R3 B2 Y4 G8 B8 Y6 G3"
    hand3 = "WPU Y8 B9 G4 G6 B5 Y3"
    state = four(hand1=hand1, hand2=hand2, hand3=hand3, draw="R9 Y9 B2")
    state = play(state, "1 play WDT red 0,2", "2 play R3", "3 play WPU")
    assert state.pending == PileUp(seat=0, pile=cards("R9"), color=RED)
    assert unokit.legal_moves(state) == (TakePile(0),)

    state = play(state, "0 take")
    assert state.hands == (
        cards(FILL_0 + " R9"),
        cards("Y1 Y2 B3 B4 G8 G9"),
        cards("B2 Y4 G8 B8 Y6 G3"),
        cards("Y8 B9 G4 G6 B5 Y3"),
    )
    assert state.draw_pile == cards("Y9 B2")
    assert state.edition_state == PartyState(link=(0, 2))
    assert state.current_player == 1


@pytest.mark.parametrize("seed", range(3))
def test_reshuffle_while_the_mini_pile_travels_keeps_every_card(seed: int) -> None:
    # uno-party.txt: "NOTE: if there are no cards left in the Draw Pile, reshuffle the Discard
    # Pile to form a new Draw Pile."
    # uno-party.txt: "if someone catches you and calls out "UNO" before you (and before the
    # next player begins their turn), then you must draw 2 cards!"
    hand0 = "B3 Y4 Y5 G1 G2 G7 Y8"
    hand1 = "RS RS RR RR WPU B5 B7"
    state = party([hand0, hand1], "R5", "B1 Y2", seed=seed)
    deck = deck_of([hand0, hand1], "R5", "B1 Y2")
    state = play(state, "1 play RS", "1 play RS", "1 play RR", "1 play RR", "1 play WPU")
    assert state.pending == PileUp(seat=0, pile=cards("B1"), color=BLUE)
    state = play(state, "0 play B3", "1 play B5")
    assert state.pending == PileUp(seat=0, pile=cards("B1 B3 B5"), color=BLUE)
    assert state.uno_exposed == (1,)
    assert moves_of(state, CatchUno) == {CatchUno(0, 1)}
    assert state.draw_pile == cards("Y2")

    state = play(state, "0 catch 1")
    # One card from the draw pile, one from the reshuffled discards under the Wild Pile Up.
    assert state.hands[1][:2] == cards("B7 Y2")
    assert len(state.hands[1]) == 3
    older = Counter(cards("RR RR RS RS R5"))
    assert Counter(state.hands[1][2:]) + Counter(state.draw_pile) == older
    assert state.discard_pile == (WPU,)
    # The mini-pile was not shuffled in: it is still travelling.
    assert state.pending == PileUp(seat=0, pile=cards("B1 B3 B5"), color=BLUE)
    assert state.current_player == 0
    assert Counter(state.cards()) == deck


# --------------------------------------------------------------------------------------
# Wild Drawn Together
# --------------------------------------------------------------------------------------

SEVEN = [
    "B1 B6 Y4 Y5 G1 G2 B7",
    "WDT Y1 Y2 B3 B4 G8 G9",
    "G2 B2 Y4 G8 B8 Y6 G3",
    "Y7 Y8 B9 G4 G6 B5 Y3",
    "B1 B6 Y5 G1 Y1 Y2 B3",
    "B4 G9 B2 B8 Y6 G3 Y7",
    "Y8 B9 G4 G6 B5 Y3 G7",
]


@pytest.mark.parametrize("players", [2, 3, 4, 7])
def test_wild_drawn_together_names_a_colour_and_two_different_players(players: int) -> None:
    # uno-party.txt: "When you play this card, select two players and place a Link Card in
    # front of both of them, then choose the color that continues play."
    state = party(SEVEN[:players], "R5", "R1 R2")
    pairs = list(combinations(range(players), 2))
    assert plays_of_card(state, WDT) == {
        Play(1, WDT, color, False, None, seats) for color in Color for seats in pairs
    }
    assert len(plays_of_card(state, WDT)) == 4 * (players * (players - 1) // 2)


def test_wild_drawn_together_text_and_malformed_choices() -> None:
    # uno-party.txt: "select two players and place a Link Card in front of both of them, then
    # choose the color that continues play."
    move = Play(1, WDT, RED, False, None, (0, 2))
    assert str(move) == "1 play WDT red 0,2"
    assert Move.parse("1 play WDT red 0,2") == move
    assert Move.parse("1 play wdt r 0,2 uno") == Play(1, WDT, RED, True, None, (0, 2))
    state = four(hand1="WDT Y1 Y2 B3 B4 G8 G9")
    assert unokit.is_legal(state, move)
    for wrong in [
        Play(1, WDT, RED, False, None, (2, 0)),
        Play(1, WDT, RED, False, None, (2, 2)),
        Play(1, WDT, RED, False, None, (2,)),
        Play(1, WDT, RED, False, None, (0, 1, 2)),
        Play(1, WDT, RED, False, None, (0, 4)),
        Play(1, WDT, RED),
        Play(1, WDT, None, False, None, (0, 2)),
    ]:
        assert not unokit.is_legal(state, wrong)
        with pytest.raises(IllegalMoveError):
            unokit.apply(state, wrong)


# Seat 1 links two players; seat 2 follows on red; seat 3 acts on the linked players.
DT_1 = "WDT Y1 Y2 B3 B4 G8 G9"
DT_2 = "R3 B2 Y4 G8 B8 Y6 G3"


def test_wrong_choices_with_wild_pile_up_and_drawn_together_are_explained() -> None:
    # DESIGN.md: "`apply` accepts exactly those moves and raises a clear `IllegalMoveError` (a
    # `ValueError` subclass) with a human-readable reason for anything else."
    # uno-party.txt: "you DO NOT get to choose the color" (Wild Pile Up); "select two players"
    # (Wild Drawn Together)
    state = four(hand1="WPU WDT Y2 B3 B4 G8 G9")
    with pytest.raises(IllegalMoveError) as raised:
        play(state, "1 play WPU red")
    assert "WPU" in str(raised.value)
    assert "colour" in str(raised.value)
    for text in (
        "1 play WDT red",
        "1 play WDT red 2,0",
        "1 play WDT red 1,1",
        "1 play WDT red 0,4",
    ):
        with pytest.raises(IllegalMoveError, match="seat"):
            play(state, text)


def test_wild_drawn_together_links_two_players_and_names_the_colour() -> None:
    # uno-party.txt: "When you play this card, select two players and place a Link Card in
    # front of both of them, then choose the color that continues play."
    state = play(four(hand1=DT_1), "1 play WDT blue 0,3")
    assert state.edition_state == PartyState(link=(0, 3))
    assert state.active_color is BLUE
    assert state.top_card == WDT
    assert state.current_player == 2
    assert state.pending is None
    assert [len(hand) for hand in state.hands] == [7, 6, 7, 7]


def test_linked_player_draws_two_and_the_partner_draws_two_not_back_again() -> None:
    # uno-party.txt: "Moving forward, every time one of these players must draw card(s), the
    # other player draws the same amount."
    # Decision: the partner's draw is a plain draw: a mirrored draw does not mirror back.
    hand3 = "R+2 Y8 B9 G4 G6 B5 Y3"
    state = four(hand1=DT_1, hand2=DT_2, hand3=hand3)
    state = play(state, "1 play WDT red 0,2", "2 play R3", "3 play R+2", "0 accept")

    assert state.hands == (
        cards(FILL_0 + " G7 Y9"),
        cards("Y1 Y2 B3 B4 G8 G9"),
        cards("B2 Y4 G8 B8 Y6 G3 B2 Y1"),
        cards("Y8 B9 G4 G6 B5 Y3"),
    )
    assert [len(hand) for hand in state.hands] == [9, 6, 8, 6]
    assert state.draw_pile == cards("B6 G4")
    assert state.current_player == 1
    assert state.edition_state == PartyState(link=(0, 2))


def test_linked_players_own_draw_for_the_turn_with_a_card_to_play_is_not_mirrored() -> None:
    # uno-party.txt: "every time one of these players must draw card(s), the other player
    # draws the same amount." and "You may choose to draw a card instead of playing one, even
    # if you have a playable card in your hand."
    # Seat 2 holds R3, playable on red: its draw is a choice, so the partner draws nothing.
    state = play(four(hand1=DT_1, hand2=DT_2), "1 play WDT red 0,2")
    assert Play(2, card("R3")) in unokit.legal_moves(state)
    state = play(state, "2 draw")
    assert state.hands[2] == cards(DT_2 + " G7")
    assert state.hands[0] == cards(FILL_0)
    assert state.draw_pile == cards("Y9 B2 Y1 B6 G4")
    assert state.current_player == 3


# Seat 2 holds no red card and no Wild: after a red Wild Drawn Together it cannot play.
DT_2_STUCK = "B2 Y4 G8 B8 Y6 G3 Y7"


def test_linked_player_with_no_card_to_play_must_draw_and_the_partner_draws_one_too() -> None:
    # uno-party.txt: "If you DO NOT HAVE a matching card, DRAW ONE CARD from the Draw Pile."
    # uno-party.txt: "Moving forward, every time one of these players must draw card(s), the
    # other player draws the same amount."
    state = play(four(hand1=DT_1, hand2=DT_2_STUCK), "1 play WDT red 0,2")
    assert unokit.legal_moves(state) == (Draw(2),)

    state = play(state, "2 draw")
    assert state.hands[2] == cards(DT_2_STUCK + " G7")
    assert state.hands[0] == cards(FILL_0 + " Y9")
    assert state.hands[3] == cards(FILL_3)
    assert state.draw_pile == cards("B2 Y1 B6 G4")
    assert state.pending is None
    assert state.current_player == 3
    assert state.edition_state == PartyState(link=(0, 2))


def test_linked_player_who_must_draw_may_play_the_card_drawn_the_partner_keeps_one() -> None:
    # uno-party.txt: "If you DO NOT HAVE a matching card, DRAW ONE CARD from the Draw Pile. -
    # If your new card can be played (see above), then you may play it now."
    # uno-party.txt: "every time one of these players must draw card(s), the other player
    # draws the same amount." (the partner's card is a plain draw: it does not mirror back)
    state = four(hand1=DT_1, hand2=DT_2_STUCK, draw="R9 " + DRAW)
    state = play(state, "1 play WDT red 0,2", "2 draw")
    assert state.pending == PlayDrawnCard(2, card("R9"))
    assert state.hands[2] == cards(DT_2_STUCK + " R9")
    assert state.hands[0] == cards(FILL_0 + " G7")
    assert state.draw_pile == cards("Y9 B2 Y1 B6 G4")

    state = play(state, "2 play R9")
    assert state.hands[2] == cards(DT_2_STUCK)
    assert state.hands[0] == cards(FILL_0 + " G7")
    assert state.current_player == 3


@pytest.mark.parametrize("strict", [False, True])
def test_linked_player_holding_only_a_wild_draw_four_to_play_draws_by_choice(strict: bool) -> None:
    # uno-party.txt: "Wild Draw Four Card - This card matches anything so you can play it no
    # matter what card is on the Discard Pile." and "you can only play a Wild Draw 4 if you DO
    # NOT HAVE ANY CARD IN YOUR HAND THAT MATCHES THE COLOR OF THE DISCARD PILE."
    # uno-party.txt: "You may choose to draw a card instead of playing one"
    # Seat 2 holds no red card and no other Wild: its Wild Draw Four may be played (strict
    # or not), so its draw is a choice and the partner draws nothing.
    hand2 = with_card(DT_2_STUCK, "W+4")
    state = play(four(hand1=DT_1, hand2=hand2, strict_wild_draw_four=strict), "1 play WDT red 0,2")
    assert {m for m in unokit.legal_moves(state) if isinstance(m, Play)} == {
        Play(2, W4, color) for color in Color
    }
    state = play(state, "2 draw")
    assert state.hands[2] == cards(hand2 + " G7")
    assert state.hands[0] == cards(FILL_0)
    assert state.current_player == 3


def test_a_speed_play_open_to_another_seat_does_not_make_the_turns_draw_a_choice() -> None:
    # uno-party.txt: "If you DO NOT HAVE a matching card, DRAW ONE CARD from the Draw Pile."
    # uno-party.txt: "every time one of these players must draw card(s), the other player
    # draws the same amount."
    # Seat 3 (linked to seat 0) cannot play on the red 3; seat 0 could Speed Play its own red
    # 3, but that is seat 0's card, not a card seat 3 may play.
    hand0 = with_card(FILL_0, "R3")
    hand3 = "Y7 Y8 B9 G4 G6 B5 Y2"
    state = four(hand0=hand0, hand1=DT_1, hand2=DT_2, hand3=hand3)
    state = play(state, "1 play WDT red 0,3", "2 play R3")
    assert state.current_player == 3
    assert set(unokit.legal_moves(state)) == {Draw(3), Play(0, card("R3"))}

    state = play(state, "3 draw")
    assert state.hands[3] == cards(hand3 + " G7")
    assert state.hands[0] == cards(hand0 + " Y9")
    assert state.current_player == 0


def test_linked_player_caught_without_uno_the_partner_draws_two_too() -> None:
    # uno-party.txt: "if someone catches you and calls out "UNO" before you (and before the
    # next player begins their turn), then you must draw 2 cards!"
    # uno-party.txt: "every time one of these players must draw card(s), the other player
    # draws the same amount."
    hand0 = "R9 B6 Y4 Y5 G1 G2 B7"
    hand1 = "RS RS RR RR WDT R7 R8"
    state = party([hand0, hand1], "R5", "Y9 B2 Y1 B6 G4")
    state = play(state, "1 play RS", "1 play RS", "1 play RR", "1 play RR", "1 play WDT red 0,1")
    assert state.edition_state == PartyState(link=(0, 1))
    state = play(state, "0 play R9", "1 play R8")
    assert state.uno_exposed == (1,)

    state = play(state, "0 catch 1")
    assert state.hands == (cards("B6 Y4 Y5 G1 G2 B7 Y1 B6"), cards("R7 Y9 B2"))
    assert state.draw_pile == cards("G4")
    assert state.uno_exposed == ()
    assert state.current_player == 0


def test_a_forgotten_uno_is_not_caught_once_the_linked_player_drew_with_the_partner() -> None:
    # uno-party.txt: "every time one of these players must draw card(s), the other player
    # draws the same amount."
    # classic-guide.txt: "Call UNO when one card remains." (with three cards, nothing to catch)
    hand1 = "RS RS RR RR WDT R+2 R7"
    state = party(["R9 B6 Y4 Y5 G1 G2 B7", hand1], "R5", "Y9 B2 Y1 B6 G4")
    state = play(state, "1 play RS", "1 play RS", "1 play RR", "1 play RR", "1 play WDT red 0,1")
    state = play(state, "0 play R9")
    assert state.hands[1] == cards("R+2 R7")

    # Seat 1 plays its next-to-last card without calling UNO: it can be caught until seat 0
    # draws. Seat 0 draws two and so does seat 1, linked to it, which then holds three cards.
    state = play(state, "1 play R+2")
    assert state.uno_exposed == (1,)
    state = play(state, "0 accept")
    assert state.hands == (cards("B6 Y4 Y5 G1 G2 B7 Y9 B2"), cards("R7 Y1 B6"))
    assert state.uno_exposed == ()
    assert moves_of(state, CatchUno) == set()
    assert state.current_player == 1


def test_a_forgotten_uno_is_not_caught_once_point_taken_gave_the_player_more_cards() -> None:
    # uno-party.txt: "The moment you only have 1 card in your hand, you must yell "UNO" to
    # alert the other players you are about to win. However, if someone catches you and
    # calls out "UNO" before you (and before the next player begins their turn), then you
    # must draw 2 cards!"
    # uno-party.txt (Point Taken): "each player in turn order must draw as many cards as
    # there are players pointing at them (up to 5)."
    # Seat 0 plays Point Taken as its next-to-last card without calling UNO: it can be
    # caught while the seats point. Two point at it and it draws two: holding three cards,
    # it has nothing left to be caught for, though seat 2 still holds one card (called).
    hands = ["R8 R8 R9 R9 R0 RPT B7", "R1 R2 R3 R4 R6 R7 Y1", "R1 R2 R3 R4 R6 R7 G1"]
    state = party(hands, "R5", "G2 G3 G4 G5 B2")
    for first, second, third in [
        ("R1", "R1", "R8"),
        ("R2", "R2", "R8"),
        ("R3", "R3", "R9"),
        ("R4", "R4", "R9"),
        ("R6", "R6", "R0"),
    ]:
        state = play(state, f"1 play {first}", f"2 play {second}", f"0 play {third}")
    state = play(state, "1 play R7 uno", "2 play R7 uno", "0 play RPT")
    assert state.hands == (cards("B7"), cards("Y1"), cards("G1"))
    assert state.uno_exposed == (0,)
    state = play(state, "1 point 0", "2 point 0")
    assert moves_of(state, CatchUno) == {CatchUno(1, 0), CatchUno(2, 0)}

    state = play(state, "0 point 1")
    assert state.hands == (cards("B7 G2 G3"), cards("Y1 G4"), cards("G1"))
    assert state.draw_pile == cards("G5 B2")
    assert state.pending is None
    assert state.current_player == 1
    assert state.uno_exposed == ()
    assert moves_of(state, CatchUno) == set()


def test_linked_challenger_of_an_honest_wild_draw_four_draws_six_and_so_does_the_partner() -> None:
    # uno-party.txt: "If you DO NOT have a card that matches color: the challenger draws 6
    # cards instead of 4 and loses their turn."
    # uno-party.txt: "every time one of these players must draw card(s), the other player
    # draws the same amount."
    hand3 = "W+4 Y8 B9 G4 G6 B5 Y3"
    draw = "G7 Y9 B2 Y1 B6 G5 Y7 R1 R2 G7 Y9 G5 Y7 R1 R2"
    state = four(hand1=DT_1, hand2=DT_2, hand3=hand3, draw=draw)
    state = play(state, "1 play WDT red 0,2", "2 play R3", "3 play W+4 blue")
    assert state.pending == WildDrawFourResponse(
        seat=0, offender=3, bluff=False, previous_color=RED
    )

    state = play(state, "0 challenge")
    assert state.hands == (
        cards(FILL_0 + " G7 Y9 B2 Y1 B6 G5"),
        cards("Y1 Y2 B3 B4 G8 G9"),
        cards("B2 Y4 G8 B8 Y6 G3 Y7 R1 R2 G7 Y9 G5"),
        cards("Y8 B9 G4 G6 B5 Y3"),
    )
    assert state.draw_pile == cards("Y7 R1 R2")
    assert state.active_color is BLUE
    assert state.current_player == 1


def test_linked_bluffer_caught_by_a_challenge_draws_four_and_so_does_the_partner() -> None:
    # uno-party.txt: "If you DO have a card that matches color: YOU must draw 4 cards and they
    # draw none."
    # uno-party.txt: "every time one of these players must draw card(s), the other player
    # draws the same amount."
    hand3 = "W+4 R4 B9 G4 G6 B5 Y3"
    draw = "G7 Y9 B2 Y1 B6 G5 Y7 R1 R2"
    state = four(hand1=DT_1, hand2=DT_2, hand3=hand3, draw=draw)
    state = play(state, "1 play WDT red 2,3", "2 play R3", "3 play W+4 green")
    assert state.pending == WildDrawFourResponse(seat=0, offender=3, bluff=True, previous_color=RED)

    state = play(state, "0 challenge")
    assert state.hands == (
        cards(FILL_0),
        cards("Y1 Y2 B3 B4 G8 G9"),
        cards("B2 Y4 G8 B8 Y6 G3 B6 G5 Y7 R1"),
        cards("R4 B9 G4 G6 B5 Y3 G7 Y9 B2 Y1"),
    )
    assert state.draw_pile == cards("R2")
    assert state.active_color is GREEN
    assert state.current_player == 0


def test_linked_player_accepting_a_wild_draw_four_the_partner_draws_four() -> None:
    # uno-party.txt: "When played, the next player has 2 options: Draw 4 cards and lose their
    # turn OR challenge." and "every time one of these players must draw card(s), the other
    # player draws the same amount."
    hand3 = "W+4 Y8 B9 G4 G6 B5 Y3"
    draw = "G7 Y9 B2 Y1 B6 G5 Y7 R1 R2"
    state = four(hand1=DT_1, hand2=DT_2, hand3=hand3, draw=draw)
    state = play(state, "1 play WDT red 0,1", "2 play R3", "3 play W+4 yellow", "0 accept")
    assert state.hands[0] == cards(FILL_0 + " G7 Y9 B2 Y1")
    assert state.hands[1] == cards("Y1 Y2 B3 B4 G8 G9 B6 G5 Y7 R1")
    assert state.hands[2] == cards("B2 Y4 G8 B8 Y6 G3")
    assert state.current_player == 1


def test_a_new_wild_drawn_together_replaces_the_link() -> None:
    # uno-party.txt: "If two players are already linked, choose two new players."
    hand0 = "B+2 B6 Y4 Y5 G1 G2 B7"
    hand3 = "WDT Y8 B9 G4 G6 B5 Y3"
    state = four(hand0=hand0, hand1=DT_1, hand2=DT_2, hand3=hand3)
    state = play(state, "1 play WDT red 0,2", "2 play R3", "3 play WDT blue 1,3")
    assert state.edition_state == PartyState(link=(1, 3))

    state = play(state, "0 play B+2", "1 accept")
    assert state.hands == (
        cards("B6 Y4 Y5 G1 G2 B7"),
        cards("Y1 Y2 B3 B4 G8 G9 G7 Y9"),
        cards("B2 Y4 G8 B8 Y6 G3"),
        cards("Y8 B9 G4 G6 B5 Y3 B2 Y1"),
    )
    assert state.current_player == 2


# --------------------------------------------------------------------------------------
# Speed Play
# --------------------------------------------------------------------------------------


def with_card(hand: str, text: str) -> str:
    """``hand`` with its first card replaced by ``text``."""
    return " ".join([text, *hand.split()[1:]])


@pytest.mark.parametrize("holder", [0, 2, 3])
def test_speed_play_an_identical_number_card_out_of_turn(holder: int) -> None:
    # uno-party.txt: "If you have a NUMBER CARD in your hand that matches both the Number AND
    # Color of the card on the top of the Discard Pile, you may play your card out of turn.
    # Play then continues from you."
    hands = [FILL_0, FILL_1, FILL_2, FILL_3]
    hands[holder] = with_card(hands[holder], "R5")
    state = four(*hands)
    # Seat 1's turn (it may play R6 on the red 5); seat 3 holds B5: same number, other colour.
    assert {m for m in unokit.legal_moves(state) if m.player != 1} == {Play(holder, card("R5"))}
    assert unokit.view(state, holder).legal_moves == (Play(holder, card("R5")),)

    state = play(state, f"{holder} play R5")
    assert state.discard_pile == cards("R5 R5")
    assert state.hands[holder] == without(hands[holder], "R5")
    assert state.hands[1] == cards(FILL_1)
    assert state.current_player == (holder + 1) % 4
    assert state.pending is None


def test_speed_play_two_seats_away_counterclockwise_continues_from_the_speed_player() -> None:
    # uno-party.txt: "you may play your card out of turn. Play then continues from you."
    hand0 = "R7 B6 Y4 Y5 G1 G2 B7"
    hand1 = "RR Y1 Y2 B3 B4 G8 R7"
    state = four(hand0=hand0, hand1=hand1)
    state = play(state, "1 play RR", "0 play R7")
    assert state.direction == -1
    assert state.current_player == 3
    # Seat 1 is two places after seat 3 counterclockwise (3, 2, 1).
    assert Play(1, card("R7")) in unokit.legal_moves(state)

    state = play(state, "1 play R7")
    assert state.discard_pile == cards("R7 R7 RR R5")
    assert state.hands[1] == cards("Y1 Y2 B3 B4 G8")
    assert state.hands[3] == cards(FILL_3)
    assert state.current_player == 0


def test_speed_play_is_too_late_once_the_player_whose_turn_it_is_has_played() -> None:
    # uno-party.txt: "But you better be quick; if the player whose turn it is plays first, you
    # are out of luck."
    state = four(hand3=with_card(FILL_3, "R5"))
    state = play(state, "1 play R6")
    assert state.current_player == 2
    assert seats_moving(state) == {2}
    with pytest.raises(IllegalMoveError, match=re.escape("only a card identical to R6")):
        play(state, "3 play R5")


@pytest.mark.parametrize("action", ["RS", "RR", "R+2"])
def test_speed_play_is_only_for_number_cards(action: str) -> None:
    # uno-party.txt: "If you have a NUMBER CARD in your hand that matches both the Number AND
    # Color of the card on the top of the Discard Pile, you may play your card out of turn."
    # Seat 2 holds the other copy; after the card it is not seat 2's turn.
    hand1 = with_card(FILL_1, action)
    hand2 = with_card(FILL_2, action)
    state = play(four(hand1=hand1, hand2=hand2), f"1 play {action}")
    if action == "R+2":
        assert unokit.legal_moves(state) == (Accept(2),)  # no Speed Play while seat 2 draws
        state = play(state, "2 accept")
    assert state.top_card == card(action)
    assert state.current_player != 2
    assert Play(2, card(action)) not in unokit.legal_moves(state)
    assert seats_moving(state) == {state.current_player}


def test_speed_play_is_not_offered_with_a_same_number_of_another_colour() -> None:
    # uno-party.txt: "matches both the Number AND Color of the card on the top of the Discard
    # Pile"
    state = four(hand0=with_card(FILL_0, "Y5"), hand3=with_card(FILL_3, "G5"))
    assert seats_moving(state) == {1}


def test_speed_play_of_the_next_to_last_card_may_call_uno() -> None:
    # uno-party.txt: "you may play your card out of turn. Play then continues from you."
    # uno-party.txt: "The moment you only have 1 card in your hand, you must yell "UNO" to
    # alert the other players you are about to win."
    # Two players: seat 0 keeps the turn with Skips and Reverses, then lays a blue 8 holding
    # the other blue 8.
    hand0 = "BS BS BR BR B8 B8 Y2"
    hand1 = "B3 Y1 Y4 G1 G2 G6 Y6"
    state = party([hand0, hand1], "B5", DRAW)
    state = play(state, "1 play B3", "0 play BS", "0 play BS", "0 play BR", "0 play BR")
    state = play(state, "0 play B8")
    assert state.current_player == 1
    assert state.hands[0] == cards("B8 Y2")
    assert {m for m in unokit.legal_moves(state) if m.player == 0} == {
        Play(0, card("B8")),
        Play(0, card("B8"), uno=True),
    }

    state = play(state, "0 play B8 uno")
    assert state.hands == (cards("Y2"), cards("Y1 Y4 G1 G2 G6 Y6"))
    assert state.uno_exposed == ()
    assert state.discard_pile == cards("B8 B8 BR BR BS BS B3 B5")
    assert state.current_player == 1


@pytest.mark.parametrize("decision", ["pile up", "point taken", "wild draw four"])
def test_speed_play_is_not_offered_while_a_card_effect_is_pending(decision: str) -> None:
    # uno-party.txt: "If you have a NUMBER CARD in your hand that matches both the Number AND
    # Color of the card on the top of the Discard Pile, you may play your card out of turn."
    # A mini-pile, the pointing or a Wild Draw Four's answer follows an action card, never a
    # number card: nothing can be Speed Played on it.
    if decision == "pile up":
        # The mini-pile's top card G7 is not the discard pile's top card.
        state = four(PU_0, PU_1, "G7 B2 Y4 B8 Y7 Y3 B9", with_card(FILL_3, "G7"), PU_DRAW)
        state = play(state, "1 play WPU", "2 play G7")
        assert isinstance(state.pending, PileUp)
        assert state.pending.pile[-1] == card("G7")
    elif decision == "point taken":
        state = play(four(hand1=PT_1), "1 play RPT")
        assert isinstance(state.pending, PointTaken)
    else:
        state = play(four(hand1="W+4 Y1 Y2 B3 B4 G8 G9"), "1 play W+4 green")
        assert isinstance(state.pending, WildDrawFourResponse)
    assert state.rules.kinds[state.top_card.rank].jump_in is False
    pending = state.pending
    assert pending is not None
    if isinstance(pending, PointTaken):
        assert not any(isinstance(move, Play) for move in unokit.legal_moves(state))
    else:
        assert seats_moving(state) == {pending.seat}


def test_speed_play_stays_open_while_the_player_decides_on_the_card_drawn() -> None:
    # uno-party.txt: "But you better be quick; if the player whose turn it is plays first, you
    # are out of luck." and "you may play your card out of turn. Play then continues from
    # you."
    # uno-party.txt: "If your new card can be played (see above), then you may play it now."
    # Seat 1 has drawn a playable R9 and not played yet: seat 3 may still Speed Play R5.
    hand3 = with_card(FILL_3, "R5")
    state = play(four(hand3=hand3, draw="R9 " + DRAW), "1 draw")
    assert state.pending == PlayDrawnCard(1, card("R9"))
    assert state.top_card == card("R5")
    assert set(unokit.legal_moves(state)) == {Play(1, card("R9")), Pass(1), Play(3, card("R5"))}
    assert unokit.view(state, 3).legal_moves == (Play(3, card("R5")),)
    message = "it is seat 1's turn, not seat 3's (out of turn, only a card identical to R5"
    with pytest.raises(IllegalMoveError, match=re.escape(message)):
        play(state, "3 play Y7")

    state = play(state, "3 play R5")
    # Seat 1 keeps the card drawn; play continues from seat 3.
    assert state.hands[1] == cards(FILL_1 + " R9")
    assert state.hands[3] == without(hand3, "R5")
    assert state.discard_pile == cards("R5 R5")
    assert state.pending is None
    assert state.current_player == 0


def test_speed_play_is_too_late_once_the_player_plays_the_card_drawn() -> None:
    # uno-party.txt: "if the player whose turn it is plays first, you are out of luck."
    state = four(hand3=with_card(FILL_3, "R5"), draw="R9 " + DRAW)
    state = play(state, "1 draw", "1 play R9")
    assert state.current_player == 2
    assert not unokit.is_legal(state, Play(3, card("R5")))
    assert seats_moving(state) == {2}


def test_speed_play_stays_open_after_the_player_keeps_the_card_drawn() -> None:
    # uno-party.txt: "if the player whose turn it is plays first, you are out of luck." (a
    # player who keeps the card drawn has not played: the red 5 is still on top)
    hand3 = with_card(FILL_3, "R5")
    state = play(four(hand3=hand3, draw="R9 " + DRAW), "1 draw", "1 pass")
    assert state.current_player == 2
    assert Play(3, card("R5")) in unokit.legal_moves(state)
    state = play(state, "3 play R5")
    assert state.hands[1] == cards(FILL_1 + " R9")
    assert state.current_player == 0


# --------------------------------------------------------------------------------------
# Wild Draw Four: Wild cards are a match, too
# --------------------------------------------------------------------------------------

W4_FILL = "B1 B6 Y4 Y5 G1 G2 B7"
W4_VICTIM = "Y1 Y2 B3 B4 G8 G9 Y6"
W4_DRAW = "Y7 Y8 B8 B9 G3 G4 Y9"
W4_REST = "G7 B9 Y3 G6 B0"


def w4_game(offender: str, **options: bool) -> GameState:
    state = party([W4_FILL, offender, W4_VICTIM], "R5", W4_DRAW, **options)
    assert state.current_player == 1
    return state


@pytest.mark.parametrize("blocker", ["W", "WPU", "WDT", "R2"])
def test_w4_holding_a_wild_or_the_colour_is_a_bluff_the_challenge_succeeds(blocker: str) -> None:
    # uno-party.txt: "you must show them your entire hand to confirm whether you have a card
    # that matches the color of the discard pile –  # noqa: RUF003
    # Wild cards are considered a match, too."
    # uno-party.txt: "If you DO have a card that matches color: YOU must draw 4 cards and they
    # draw none."
    # DESIGN.md: "by default a Wild Draw Four whose restriction is broken is in legal_moves (a
    # bluff), and the challenge decides."
    offender = f"W+4 {blocker} {W4_REST}"
    state = w4_game(offender)
    assert plays_of_card(state, W4) == {Play(1, W4, color) for color in Color}
    assert all(unokit.view(state, 1).is_bluff(move) for move in plays_of_card(state, W4))

    state = play(state, "1 play W+4 yellow")
    assert state.pending == WildDrawFourResponse(seat=2, offender=1, bluff=True, previous_color=RED)
    assert unokit.legal_moves(state) == (Accept(2), Challenge(2))
    state = play(state, "2 challenge")
    assert state.hands == (
        cards(W4_FILL),
        (*without(offender, "W+4"), *cards("Y7 Y8 B8 B9")),
        cards(W4_VICTIM),
    )
    assert state.active_color is YELLOW
    assert state.current_player == 2


@pytest.mark.parametrize("blocker", ["W", "WPU", "WDT"])
def test_w4_strict_a_wild_in_hand_forbids_it(blocker: str) -> None:
    # uno-party.txt: "you can only play a Wild Draw 4 if you DO NOT HAVE ANY CARD IN YOUR HAND
    # THAT MATCHES THE COLOR OF THE DISCARD PILE." and "Wild cards are considered a match,
    # too."
    # DESIGN.md: "then apply refuses such a play with the IllegalMoveError whose message names
    # the card of the active colour."
    state = w4_game(f"W+4 {blocker} {W4_REST}", strict_wild_draw_four=True)
    assert plays_of_card(state, W4) == set()
    message = (
        f"Wild Draw Four is not allowed: you hold {blocker}, which counts as a match for the "
        "active colour red"
    )
    with pytest.raises(IllegalMoveError, match=re.escape(message)):
        play(state, "1 play W+4 blue")
    assert plays_of_card(state, card(blocker))


def test_w4_a_second_wild_draw_four_does_not_block_it() -> None:
    # Decision (shared with UNO Friends): "Wild cards are considered a match, too", except
    # another Wild Draw Four, held back by the same restriction; otherwise a hand with two of
    # them could never be played out.
    # uno-party.txt: "If you DO NOT have a card that matches color: the challenger draws 6
    # cards instead of 4 and loses their turn."
    state = w4_game(f"W+4 W+4 {W4_REST}", strict_wild_draw_four=True)
    assert plays_of_card(state, W4) == {Play(1, W4, color) for color in Color}
    state = play(state, "1 play W+4 blue")
    assert state.pending == WildDrawFourResponse(
        seat=2, offender=1, bluff=False, previous_color=RED
    )
    state = play(state, "2 challenge")
    assert state.hands[2] == cards(W4_VICTIM + " Y7 Y8 B8 B9 G3 G4")
    assert state.current_player == 0


def test_w4_honest_when_only_the_number_matches() -> None:
    # uno-party.txt: "you can only play a Wild Draw 4 if you DO NOT HAVE ANY CARD IN YOUR HAND
    # THAT MATCHES THE COLOR OF THE DISCARD PILE."
    state = w4_game(f"W+4 G5 {W4_REST}", strict_wild_draw_four=True)
    state = play(state, "1 play W+4 green", "2 accept")
    assert state.hands[2] == cards(W4_VICTIM + " Y7 Y8 B8 B9")
    assert state.active_color is GREEN
    assert state.current_player == 0


# --------------------------------------------------------------------------------------
# Scoring
# --------------------------------------------------------------------------------------


def test_card_values_numbers_face_value_colour_actions_20_wild_actions_50() -> None:
    # uno-party.txt: "All number cards (0-9) ..................... Face Value"
    # uno-party.txt: "Any Color Action Card ..................... 20 Points - Skip, Reverse,
    # Draw 2, Point Taken"
    # uno-party.txt: "Any Wild Action Card ..................... 50 Points - Wild, Wild Draw
    # 4, Wild Drawn Together, Wild Pile Up"
    points = unokit.new_game("party", players=2, seed=1).rules.points
    distinct = set(party_deck())
    assert len(distinct) == 4 * 14 + 4
    for each in distinct:
        if each.number is not None:
            assert points[each] == each.number
        elif each.rank in ("S", "R", "+2", "PT"):
            assert points[each] == 20
        else:
            assert each.rank in ("W", "W+4", "WPU", "WDT")
            assert points[each] == 50
    assert points[card("BPT")] == 20
    assert points[WPU] == points[WDT] == 50


def test_scored_round_the_winner_scores_the_cards_left_in_the_other_hands() -> None:
    # uno-party.txt: "When a player wins a hand, they receive points based on the cards
    # remaining in their opponent's hands."
    # uno-party.txt: "Keep a running tally of each player's points from hand to hand. When a
    # player reaches 500 points, they are the winner."
    hand0 = "BPT YS GR W W+4 WPU WDT"
    hand1 = "RS RS RR RR R+2 R7 R9"
    state = party([hand0, hand1], "R5", "Y9 B2 Y8 G1", match="standard")
    state = play(
        state,
        "1 play RS",
        "1 play RS",
        "1 play RR",
        "1 play RR",
        "1 play R+2",
        "0 accept",
        "1 play R7 uno",
    )
    state = play(state, "0 draw", "1 play R9")

    assert state.hands == (cards(hand0 + " Y9 B2 Y8"), ())
    total = 20 + 20 + 20 + 50 + 50 + 50 + 50 + 9 + 2 + 8
    assert total == 279
    assert state.history == (RoundResult(1, 0, 1, 279, hand_points=(279, 0)),)
    assert state.scores == (0, 279)
    assert not state.is_over
    assert state.pending == NextRound(1)
    assert unokit.legal_moves(state) == (unokit.Deal(1),)


# --------------------------------------------------------------------------------------
# Drawing and UNO
# --------------------------------------------------------------------------------------


def test_draw_one_card_and_play_it_if_it_can_be_played() -> None:
    # uno-party.txt: "If you DO NOT HAVE a matching card, DRAW ONE CARD from the Draw Pile. -
    # If your new card can be played (see above), then you may play it now."
    state = four(hand1="Y1 Y2 B3 B4 G8 G9 Y6", draw="R9 " + DRAW)
    assert set(unokit.legal_moves(state)) == {Draw(1)}
    state = play(state, "1 draw")
    assert state.hands[1] == cards("Y1 Y2 B3 B4 G8 G9 Y6 R9")
    assert state.pending == PlayDrawnCard(1, card("R9"))
    assert set(unokit.legal_moves(state)) == {Play(1, card("R9")), Pass(1)}

    state = play(state, "1 play R9")
    assert state.hands[1] == cards("Y1 Y2 B3 B4 G8 G9 Y6")
    assert state.discard_pile == cards("R9 R5")
    assert state.current_player == 2


def test_drawn_card_that_cannot_be_played_is_kept_and_play_moves_on() -> None:
    # uno-party.txt: "Once you play or draw a card, play continues with the next player."
    state = play(four(hand1="Y1 Y2 B3 B4 G8 G9 Y6"), "1 draw")
    assert state.hands[1] == cards("Y1 Y2 B3 B4 G8 G9 Y6 G7")
    assert state.pending is None
    assert state.current_player == 2
    assert state.top_card == card("R5")


def test_may_draw_instead_of_playing_a_playable_card() -> None:
    # uno-party.txt: "You may choose to draw a card instead of playing one, even if you have a
    # playable card in your hand."
    state = four()
    assert unokit.is_legal(state, Play(1, card("R6")))
    assert unokit.is_legal(state, Draw(1))
    state = play(state, "1 draw")
    assert state.hands[1] == cards(FILL_1 + " G7")
    assert state.current_player == 2


UNO_1 = "RS RS RR RR R+2 R7 R8"
UNO_0 = "B1 B6 Y4 Y5 G1 G2 B7"
UNO_DOWN = ("1 play RS", "1 play RS", "1 play RR", "1 play RR", "1 play R+2", "0 accept")


def test_uno_called_with_the_next_to_last_card_cannot_be_caught() -> None:
    # uno-party.txt: "The moment you only have 1 card in your hand, you must yell "UNO" to
    # alert the other players you are about to win."
    state = play(party([UNO_0, UNO_1], "R5", DRAW), *UNO_DOWN)
    assert plays_of_card(state, card("R7")) == {
        Play(1, card("R7")),
        Play(1, card("R7"), uno=True),
    }
    state = play(state, "1 play R7 uno")
    assert state.uno_exposed == ()
    assert moves_of(state, CatchUno) == set()
    with pytest.raises(IllegalMoveError, match="cannot be caught"):
        play(state, "0 catch 1")


def test_uno_forgotten_and_caught_draws_two() -> None:
    # uno-party.txt: "However, if someone catches you and calls out "UNO" before you (and
    # before the next player begins their turn), then you must draw 2 cards!"
    state = play(party([UNO_0, UNO_1], "R5", DRAW), *UNO_DOWN, "1 play R7")
    assert state.hands[1] == cards("R8")
    assert state.uno_exposed == (1,)
    assert moves_of(state, CatchUno) == {CatchUno(0, 1)}
    assert moves_of(state, CallUno) == {CallUno(1)}

    state = play(state, "0 catch 1")
    assert state.hands[1] == cards("R8 B2 Y1")
    assert state.hands[0] == cards(UNO_0 + " G7 Y9")
    assert state.draw_pile == cards("B6 G4")
    assert state.uno_exposed == ()
    assert state.current_player == 0


def test_uno_catch_closes_when_the_next_player_begins_their_turn() -> None:
    # uno-party.txt: "if someone catches you and calls out "UNO" before you (and before the
    # next player begins their turn), then you must draw 2 cards!"
    state = play(party([UNO_0, UNO_1], "R5", DRAW), *UNO_DOWN, "1 play R7", "0 draw")
    assert state.uno_exposed == ()
    assert moves_of(state, CatchUno) == set()
    with pytest.raises(IllegalMoveError, match="cannot be caught"):
        play(state, "0 catch 1")
    assert state.hands[1] == cards("R8")


DT_2_WITH_WDT = "WDT B2 Y4 G8 B8 Y6 G3"


def test_wild_drawn_together_links_two_new_players_not_the_pair_already_linked() -> None:
    # uno-party.txt: "If two players are already linked, choose two new players."
    # Decision (docs/rules/party.md, "Rule decisions"): the pair must be new, not each of
    # its players: a pair sharing one player with the linked pair may be named.
    state = play(four(hand1=DT_1, hand2=DT_2_WITH_WDT), "1 play WDT blue 0,3")
    assert state.edition_state == PartyState(link=(0, 3))
    wdt = [move for move in unokit.legal_moves(state) if isinstance(move, Play)]
    named = {move.seats for move in wdt if move.card == WDT}
    assert named == {(0, 1), (0, 2), (1, 2), (1, 3), (2, 3)}  # every pair but (0, 3)
    with pytest.raises(IllegalMoveError) as raised:
        play(state, "2 play WDT red 0,3")
    assert str(raised.value) == (
        "seat 0 and seat 3 are already linked: a Wild Drawn Together links two new players "
        "(any pair but the linked one)"
    )
    assert state.edition_state == PartyState(link=(0, 3))  # the state is untouched
    after = play(state, "2 play WDT red 0,2")  # shares seat 0 with the linked pair
    assert after.edition_state == PartyState(link=(0, 2))
    assert after.active_color is RED


def test_a_wild_drawn_together_just_drawn_links_two_new_players_too() -> None:
    # uno-party.txt: "If two players are already linked, choose two new players."
    stuck = "R3 Y4 G8 R8 Y6 G3 R2"  # no blue card and no Wild: seat 2 must draw
    state = play(four(hand1=DT_1, hand2=stuck, draw="WDT G7 Y9"), "1 play WDT blue 0,3")
    state = play(state, "2 draw")
    assert state.pending == PlayDrawnCard(2, WDT)
    named = {move.seats for move in unokit.legal_moves(state) if isinstance(move, Play)}
    assert named == {(0, 1), (0, 2), (1, 2), (1, 3), (2, 3)}
    with pytest.raises(IllegalMoveError, match="seat 0 and seat 3 are already linked"):
        play(state, "2 play WDT green 0,3")


def test_two_players_link_the_only_pair_again_and_version_4_games_replay_as_played() -> None:
    # uno-party.txt: "If two players are already linked, choose two new players."
    # Decision (docs/rules/party.md, "Rule decisions"): with two players there is no other
    # pair, so the linked pair may be named again and the link stays.
    state = party(["WDT WDT Y1 Y2 B3 B4 G8", "R3 B2 Y4 G8 B8 Y6 G3"], "R5", "G7 Y9")
    assert state.current_player == 1
    state = play(state, "1 play R3", "0 play WDT blue 0,1", "1 play B2")
    assert unokit.is_legal(state, Move.parse("0 play WDT red 0,1"))
    # Rules version 4 lets any game link the same pair again, as it was played.
    hands = split([FILL_0, DT_1, DT_2_WITH_WDT, FILL_3])
    old = unokit.new_game(
        "party", 4, deck=stack(hands, "R5", DRAW.split()), dealer=0, seed=0, rules_version=4
    )
    old = play(old, "1 play WDT blue 0,3", "2 play WDT red 0,3")
    assert old.edition_state == PartyState(link=(0, 3))


class _NoRedSeven(ClassicTurn):
    """A house rule's step of the turn: a red seven may never be played."""

    __slots__ = ()

    def forbids(self, state: GameState, play: Play) -> str | None:
        return "no red seven at this table" if play.card == card("R7") else None


class _NoRedSevenRule(unokit.HouseRule):
    name: ClassVar[str] = "no-red-seven-test"
    description: ClassVar[str] = "A red seven may never be played."

    @hookimpl(wrapper=True)
    def unokit_turn(self) -> Generator[None, type[Turn] | None, type[Turn]]:
        turn = yield
        return with_rule(turn, _NoRedSeven)


class _NoRedSevenPlugin:
    @hookimpl
    def unokit_register_house_rules(self, register: Callable[[object], None]) -> None:
        register(_NoRedSevenRule())


@pytest.mark.parametrize("version", [4, 5])
def test_party_asks_its_own_forbids_from_version_5_and_a_house_rules_always(version: int) -> None:
    # uno-party.txt: "If two players are already linked, choose two new players." (rules
    # version 5 on: older games replay as played, and their listings skip the step).
    old = unokit.new_game("party", 2, seed=0, rules_version=4)
    new = unokit.new_game("party", 2, seed=0, rules_version=5)
    assert PartyTurn.forbids_in(old.rules) is False
    assert PartyTurn.forbids_in(new.rules) is True
    # A house rule's forbids composed over Party's turn is asked in every game, linked or not.
    plugin = _NoRedSevenPlugin()
    unokit.core.plugins.register_plugin(plugin, name="no-red-seven-test")
    try:
        hands = ["R7 R2 Y4 G8 B8 Y6 G1", "R3 B2 Y4 G8 B8 Y6 G3"]
        state = unokit.new_game(
            "party",
            2,
            deck=stack(split(hands), "R5", DRAW.split()),
            dealer=0,
            seed=0,
            rules_version=version,
            house_rules=["no-red-seven-test"],
        )
        assert state.current_player == 1
        state = play(state, "1 play R3")
        assert state.edition_state is None  # no one linked
        turn = state.rules.turns[0]
        assert isinstance(turn, PartyTurn)
        assert type(turn).forbids_in(state.rules) is True
        plays = [m for m in unokit.legal_moves(state) if isinstance(m, Play) and m.player == 0]
        assert {m.card for m in plays} == {card("R2")}
        with pytest.raises(IllegalMoveError, match="no red seven at this table"):
            play(state, "0 play R7")
        assert play(state, "0 play R2").hands[0] == cards("R7 Y4 G8 B8 Y6 G1")
    finally:
        unokit.core.plugins.unregister_plugin(plugin)


@pytest.mark.parametrize("players", [3, 4, 10, 16])
def test_a_linking_card_s_listed_plays_are_exactly_those_not_forbidden(players: int) -> None:
    # uno-party.txt: "If two players are already linked, choose two new players." Random
    # games: wherever a pair is linked and the player holds a Wild Drawn Together, the
    # listing holds every play of it that forbids allows, and no other.
    checked = 0
    for seed in range(40):
        state = unokit.new_game("party", players, seed=seed, options={"match": "single-round"})
        choice = random.Random(seed).choice
        for _ in range(400):
            if state.is_over:
                break
            moves = unokit.legal_moves(state)
            party, seat = state.edition_state, state.current_player
            hand = state.hands[seat]
            if party is not None and party.link and WDT in hand and state.pending is None:
                turn = state.rules.turns[seat]
                assert isinstance(turn, PartyTurn)
                every = turn.plays_of(
                    state.rules, WDT, hand, state.top_card, state.active_color, players
                )
                allowed = {p for p in every if turn.forbids(state, p) is None}
                listed = {m for m in moves if isinstance(m, Play) and m.card is WDT}
                assert listed == allowed
                assert len(allowed) < len(every) or players - len(state.out) <= 3
                checked += 1
            state = unokit.apply(state, choice(moves))
    assert checked >= 5
