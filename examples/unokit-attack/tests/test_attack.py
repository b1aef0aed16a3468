"""UNO Attack!: each rule on a stacked deck and a scripted launcher, quoting the rules.

The rules are quoted from unokit's gathering of the published texts (rule numbers as there);
where the texts disagree or are silent, the test pins the package's decision (its README
lists them, each with the sentence it reads). ``stacked_deck`` fixes the cards and
``scripted_randomness`` what the launcher shoots out: each press takes the next number, the
number of cards launched.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence

import pytest

import unokit
from unokit import Accept, Card, CatchUno, ChooseColor, Color, Draw, GameState, Pass, Play
from unokit.plugin import Table, scripted_randomness, stacked_deck
from unokit_attack import HitFire, HitTwo
from unokit_attack.deck import attack_deck
from unokit_attack.launcher import LAUNCHES, press, press_until_cards

#: A launcher of sixteen cards, none red, blue or a Wild (most tests play on red).
FILLER = "G1 G2 G3 G4 G5 G6 G7 G8 Y1 Y2 Y3 Y4 Y5 Y6 Y7 Y8"
#: Hands that hold nothing red: seats that only press.
YELLOW = "Y1 Y2 Y3 Y4 Y5 Y6 Y8"
GREEN = "G1 G2 G3 G4 G5 G6 G8"


def cards(text: str) -> tuple[Card, ...]:
    return tuple(Card.parse(card) for card in text.split())


def deal(
    *hands: str,
    top: str,
    draw: str = FILLER,
    dealer: int = 0,
    launches: Sequence[int] = (),
    **options: object,
) -> GameState:
    """A game dealt by ``dealer`` whose seats hold ``hands`` (seat 0 first), then ``top``.

    The player on the dealer's left plays first; ``draw`` is the launcher, top card first;
    ``launches`` how many cards the next presses shoot out, in order.
    """
    deck = stacked_deck([hand.split() for hand in hands], top, draw.split(), dealer)
    state = unokit.new_game(
        "attack",
        players=len(hands),
        deck=deck,
        dealer=dealer,
        options=dict(options) or None,
    )
    return scripted_randomness(state, launches)


def play(state: GameState, *moves: str) -> GameState:
    """Apply ``moves``, each written as a player would (``"1 play RTH 2"``)."""
    for text in moves:
        state = unokit.apply(state, unokit.parse_move(state, text))
    return state


def plays_of(state: GameState, seat: int) -> set[str]:
    """The cards ``seat`` may play now, as text."""
    return {
        str(move.card)
        for move in unokit.legal_moves(state)
        if isinstance(move, Play) and move.player == seat
    }


def moves_of(state: GameState, seat: int) -> list[str]:
    """The moves of ``seat`` now, as text."""
    return [str(move) for move in unokit.legal_moves(state) if move.player == seat]


# --------------------------------------------------------------------------------------
# 1. The cards
# --------------------------------------------------------------------------------------


def test_the_deck_has_112_cards_and_no_zero() -> None:
    # 1.1: "112 cards: in each of red, yellow, green and blue, two of each number 1 to 9 (72
    # number cards; there is no 0), two Hit 2, two Reverse, two Skip, one Discard All and
    # one Trade Hands; and 4 Wild, 2 Wild All Hit and 2 Wild Hit-Fire."
    deck = attack_deck()
    assert len(deck) == 112
    assert unokit.new_game("attack", players=2, seed=1).rules.deck == tuple(deck)
    count = Counter(deck)
    for color in unokit.COLORS:
        for number in range(1, 10):
            assert count[Card(color, str(number))] == 2
        expected = {"H2": 2, "R": 2, "S": 2, "DA": 1, "TH": 1}
        assert {rank: count[Card(color, rank)] for rank in expected} == expected
        assert count[Card(color, "0")] == 0
    assert {rank: count[Card(None, rank)] for rank in ("W", "WAH", "WHF")} == {
        "W": 4,
        "WAH": 2,
        "WHF": 2,
    }
    # 1.2: "There is no Draw Two and no Wild Draw Four: Hit 2 replaces the Draw Two, and the
    # two hit Wilds replace the Wild Draw Four".
    kinds = unokit.new_game("attack", players=2, seed=1).rules.kinds
    assert not {"0", "+2", "W+4"} & set(kinds)


def test_cards_score_as_the_points_table_says() -> None:
    # 8.1: "The player who goes out scores the cards left in the opponents' hands"; the
    # table: 1-9 face value; Reverse, Skip, Hit 2: 20; Discard All, Trade Hands: 30; Wild,
    # Wild All Hit, Wild Hit-Fire: 50.
    points = unokit.new_game("attack", players=2, seed=1).rules.points
    expected = {"R1": 1, "B9": 9, "GR": 20, "YS": 20, "RH2": 20, "BDA": 30, "GTH": 30}
    expected |= {"W": 50, "WAH": 50, "WHF": 50}
    assert {text: points[Card.parse(text)] for text in expected} == expected


def test_no_card_is_restricted_and_there_is_no_challenge() -> None:
    # 1.2: "So there is no Wild Draw Four challenge, and no card may only be played when its
    # player lacks the colour."
    state = deal(YELLOW, "WHF WAH R1 G1 G2 G3 G4", top="R9", strict_wild_draw_four=True)
    assert {"WHF", "WAH", "R1"} <= plays_of(state, 1)
    assert not any(kind.restricted for kind in state.rules.kinds.values())
    with pytest.raises(unokit.SetupError, match="unknown option challenge_returns_card"):
        unokit.new_game("attack", players=3, options={"challenge_returns_card": True})


def test_the_edition_is_found_by_its_aliases() -> None:
    # "UNO Attack! (Mattel, 1998; "UNO Extreme" in Germany)".
    assert unokit.new_game("uno-attack", players=2, seed=3).edition == "attack"
    assert unokit.new_game("uno-extreme", players=2, seed=3).edition == "attack"


# --------------------------------------------------------------------------------------
# 2. Set-up and the opening card
# --------------------------------------------------------------------------------------


def test_seven_cards_each_and_the_dealer_s_left_goes_first_clockwise() -> None:
    # 2.1: "Each player is dealt 7 cards." 2.3: "The player to the dealer's left goes first;
    # play passes to the left (clockwise) until a Reverse is played."
    state = deal(YELLOW, GREEN, "B1 B2 B3 B4 B5 B6 B7", top="R9", dealer=2)
    assert all(len(hand) == 7 for hand in state.hands)
    assert state.current_player == 0
    assert state.direction == 1
    assert state.top_card == Card.parse("R9")
    assert state.draw_pile == cards(FILLER)


def test_an_opening_skip_skips_the_first_player() -> None:
    # Decision (10.8: "Skip / Reverse: classic UNO's rules (first player skipped; dealer
    # plays first and play goes to the right) - silent").
    state = deal(YELLOW, GREEN, "B1 B2 B3 B4 B5 B6 B7", top="RS")
    assert state.current_player == 2


def test_an_opening_reverse_makes_the_dealer_play_first_to_the_right() -> None:
    # Decision (10.8: "Skip / Reverse: classic UNO's rules (first player skipped; dealer
    # plays first and play goes to the right) - silent").
    state = deal(YELLOW, GREEN, "B1 B2 B3 B4 B5 B6 B7", top="RR")
    assert state.current_player == 0
    assert state.direction == -1
    assert play(state, "0 draw").current_player == 2


def test_an_opening_hit_2_makes_the_first_player_press_twice_and_lose_the_turn() -> None:
    # Decision (10.8: "Hit 2: the player on the dealer's left presses twice (W, of Mega Hit:
    # "must hit the launcher the correct number of times"); candidates whether they then
    # lose the turn (as classic's opening Draw Two) or play"): as classic's opening Draw Two.
    state = deal(YELLOW, GREEN, "B1 B2 B3 B4 B5 B6 B7", top="RH2", launches=[1, 2])
    assert state.pending == HitTwo(1)
    assert unokit.legal_moves(state) == (Accept(1),)
    state = play(state, "1 accept")
    assert state.hands[1][7:] == cards("G1 G2 G3")
    assert state.current_player == 2


@pytest.mark.parametrize("top", ["RDA", "RTH"])
def test_an_opening_discard_all_or_trade_hands_has_no_effect(top: str) -> None:
    # Decision (10.8: "Discard All: no effect, treated as an ordinary coloured card (V, W,
    # both Mega Hit)"; "Trade Hands: silent. Candidates: no effect (as Discard All); the
    # first player trades; turn another card"): no effect for either.
    hands = ("R1 R2 Y1 Y2 Y3 Y4 Y5", "R3 R4 G1 G2 G3 G4 G5", "R6 R7 B1 B2 B3 B4 B5")
    state = deal(*hands, top=top)
    assert state.hands == tuple(cards(hand) for hand in hands)
    assert state.top_card == Card.parse(top)
    assert state.active_color is Color.RED
    assert state.current_player == 1
    assert state.pending is None
    assert plays_of(state, 1) == {"R3", "R4"}


def test_an_opening_wild_lets_the_first_player_name_the_colour() -> None:
    # Decision (10.8: "Wild: the first player names the colour (classic, and the later
    # texts)").
    state = deal(YELLOW, GREEN, "B1 B2 B3 B4 B5 B6 B7", top="W")
    assert state.current_player == 1
    assert {str(move) for move in unokit.legal_moves(state)} == {
        f"1 color {color}" for color in ("red", "yellow", "green", "blue")
    }
    state = play(state, "1 color green")
    assert state.active_color is Color.GREEN
    assert state.current_player == 1
    assert plays_of(state, 1) == set(GREEN.split())


@pytest.mark.parametrize("top", ["WAH", "WHF"])
def test_an_opening_hit_wild_goes_back_into_the_launcher(top: str) -> None:
    # Decision (10.8: "Wild All Hit: "everyone including the first player must hit the
    # Launcher button once" (L, unreliable); candidates: [...] or turn another card"; "Wild
    # Hit-Fire: [...] candidates: that player presses until cards come out and loses the
    # turn; or turn another card"): another card is turned, as classic UNO's opening Wild
    # Draw Four (1.2: "the two hit Wilds replace the Wild Draw Four").
    state = deal(YELLOW, GREEN, "B1 B2 B3 B4 B5 B6 B7", top=top)
    assert Card.parse(top) in state.draw_pile
    assert len(state.draw_pile) == len(FILLER.split())
    assert state.discard_pile == (state.top_card,)
    assert state.top_card.rank not in ("WAH", "WHF")
    assert all(len(hand) == 7 for hand in state.hands)


# --------------------------------------------------------------------------------------
# 3. A turn, and 4. the launcher
# --------------------------------------------------------------------------------------


def test_a_player_who_cannot_match_must_press_the_launcher() -> None:
    # 3.2: "A player who has nothing that matches "must hit the Launcher button"."
    state = deal(YELLOW, GREEN, top="R9", launches=[1])
    assert unokit.legal_moves(state) == (Draw(1),)
    assert unokit.describe_move(state, Draw(1)) == "press the launcher"
    state = play(state, "1 draw")
    assert state.hands[1] == (*cards(GREEN), Card.parse("G1"))


def test_a_press_ends_the_turn_even_if_a_card_that_came_out_is_playable() -> None:
    # 4.3: "Pressing the Launcher button any number of times ends a player's turn
    # immediately, even if some cards drawn are playable." 4.1: "Every card that comes out
    # goes into the presser's hand."
    state = deal(YELLOW, GREEN, top="R9", draw=f"R1 R2 {FILLER}", launches=[2])
    after = play(state, "1 draw")
    assert after.hands[1][7:] == cards("R1 R2")
    assert after.current_player == 0
    assert after.pending is None


def test_a_press_that_launches_nothing_ends_the_turn() -> None:
    # 4.2: "If nothing happens, play moves to the next person." "If the launcher does
    # nothing, the turn is over."
    state = deal(YELLOW, GREEN, top="R9", launches=[0])
    after = play(state, "1 draw")
    assert after.hands == state.hands
    assert after.draw_pile == state.draw_pile
    assert after.current_player == 0


def test_a_player_may_renege_and_press_instead_of_playing() -> None:
    # 3.3: "You may choose not to play a playable card from your hand. If so, you must hit
    # the Launcher button. Your turn is then over."
    state = deal(YELLOW, "R1 G1 G2 G3 G4 G5 G6", top="R9", launches=[1])
    assert Draw(1) in unokit.legal_moves(state)
    state = play(state, "1 draw")
    assert state.current_player == 0
    assert Card.parse("R1") in state.hands[1]


def test_there_is_no_pass() -> None:
    # 3.4: "There is no pass: a player either plays or presses."
    state = deal(YELLOW, "R1 G1 G2 G3 G4 G5 G6", top="R9")
    assert Pass(1) not in unokit.legal_moves(state)
    with pytest.raises(unokit.IllegalMoveError, match="there is no pass in UNO Attack!"):
        unokit.apply(state, Pass(1))


def test_the_launcher_s_distribution_is_the_one_the_readme_states() -> None:
    # Decision (10.1: "A software edition must choose and document a distribution.
    # Candidate readings: (a) independent presses: none with probability p (about 1/2 to
    # 2/3), else 1 to k cards (k between 5 and 12) with a falling distribution"): reading
    # (a), with p = 1/2 and k = 12, in 64ths.
    assert LAUNCHES == (32, 11, 7, 4, 2, 1, 1, 1, 1, 1, 1, 1, 1)
    assert sum(LAUNCHES) == 64
    # "Whatever the distribution, it should come from the game's seeded generator (games
    # replay), never launch more cards than the launcher holds, and be able to launch none."
    # The first press of each of 6,400 games, each with its own seed, on a launcher of 25.
    deck = [str(card) for card in attack_deck()]
    stacked = stacked_deck([deck[:7], deck[7:14]], deck[14], deck[15:40])
    counts: Counter[int] = Counter()
    for seed in range(6400):
        state = unokit.new_game("attack", players=2, deck=stacked, dealer=0, seed=seed)
        counts[len(press(Table(state, 0), 0))] += 1
    assert set(counts) == set(range(13))
    assert 3050 <= counts[0] <= 3350  # 3,200 expected
    assert 1000 <= counts[1] <= 1200  # 1,100 expected
    assert 700 <= sum(counts[n] for n in range(5, 13)) <= 900  # 800 expected


def test_the_launcher_never_shoots_out_more_cards_than_it_holds() -> None:
    # Decision (10.1: "never launch more cards than the launcher holds").
    state = deal(YELLOW, GREEN, top="R9", draw="Y9 G9", launches=[5])
    state = play(state, "1 draw")
    assert state.hands[1][7:] == cards("Y9 G9")
    assert state.draw_pile == ()


def test_an_empty_launcher_is_loaded_with_the_discard_pile_at_the_next_press() -> None:
    # Decision (10.2: "(a) as in classic UNO, the DISCARD pile under its top card is shuffled
    # and loaded into the launcher, then the press goes on"; "also silent: reload when it
    # empties or at the next press"): at the next press.
    state = deal("R1 R2 Y1 Y2 Y3 Y4 Y5", "R3 G1 G2 G3 G4 G5 G6", top="R9", draw="G9")
    state = play(state, "1 play R3", "0 play R1")
    state = scripted_randomness(state, [3, 1])
    state = play(state, "1 draw")  # 3 cards asked for, 1 held: it shoots out G9
    assert state.hands[1][-1:] == cards("G9")
    assert state.draw_pile == ()
    assert state.discard_pile == cards("R1 R3 R9")
    state = play(state, "0 draw")  # empty: R3 and R9 are loaded, and 1 comes out
    assert state.discard_pile == cards("R1")
    assert len(state.draw_pile) == 1
    assert {state.hands[0][-1], *state.draw_pile} == set(cards("R3 R9"))


def test_with_nothing_to_load_the_launcher_cannot_be_pressed_and_a_player_passes() -> None:
    # Decision: 10.2 leaves the empty launcher to the edition; with nothing to load it (the
    # discard pile holds only its top card) there is nothing to press, and a player who
    # cannot play passes, as in classic UNO.
    state = deal(YELLOW, GREEN, top="R9", draw="")
    assert state.draw_pile == ()
    assert state.discard_pile == cards("R9")
    assert unokit.legal_moves(state) == (Pass(1),)
    with pytest.raises(unokit.IllegalMoveError, match="the launcher is empty"):
        unokit.apply(state, Draw(1))
    assert play(state, "1 pass").current_player == 0
    # A player who can play must play.
    state = deal(YELLOW, "R1 G1 G2 G3 G4 G5 G6", top="R9", draw="")
    assert moves_of(state, 1) == ["1 play R1"]


def test_skip_makes_the_next_player_lose_the_turn() -> None:
    # 5.1: "Skip: the next player loses the turn."
    state = deal(YELLOW, "RS G1 G2 G3 G4 G5 G6", "B1 B2 B3 B4 B5 B6 B7", top="R9")
    assert play(state, "1 play RS").current_player == 0


def test_reverse_changes_the_direction_of_play() -> None:
    # 5.2: "Reverse: the direction of play changes."
    state = deal(YELLOW, "RR G1 G2 G3 G4 G5 G6", "B1 B2 B3 B4 B5 B6 B7", top="R9")
    state = play(state, "1 play RR")
    assert state.direction == -1
    assert state.current_player == 0


@pytest.mark.parametrize("card", ["RS", "RR"])
def test_with_two_players_a_skip_or_reverse_plays_again(card: str) -> None:
    # 9.1: "a Reverse acts like a Skip and its player "may immediately play another card";
    # the player of a Skip "may immediately play another card""
    state = deal(YELLOW, f"{card} G1 G2 G3 G4 G5 G6", top="R9")
    assert play(state, f"1 play {card}").current_player == 1


def test_hit_2_makes_the_next_player_press_twice_and_lose_the_turn() -> None:
    # 5.3: "Hit 2: the next player must hit the launcher twice, keeps whatever comes out,
    # and the turn is then over; play continues with the player after them."
    state = deal(YELLOW, "RH2 G1 G2 G3 G4 G5 G6", "B1 B2 B3 B4 B5 B6 B7", top="R9")
    state = scripted_randomness(play(state, "1 play RH2"), [2, 1])
    assert state.pending == HitTwo(2)
    assert state.current_player == 2
    assert unokit.describe_move(state, Accept(2)) == (
        "press the launcher twice (the Hit 2) and miss your turn"
    )
    state = play(state, "2 accept")
    assert state.hands[2][7:] == cards("G1 G2 G3")
    assert state.current_player == 0


def test_each_press_of_a_hit_2_may_launch_nothing() -> None:
    # Decision (10.12: "two independent presses (each may launch nothing)"), for the Hit 2's
    # presses as for the UNO penalty's. 9.1: "after a Hit 2, once the opponent has hit the
    # launcher twice, "the play is back to you"".
    state = deal(YELLOW, "RH2 G1 G2 G3 G4 G5 G6", top="R9", launches=[0, 0])
    state = play(state, "1 play RH2", "0 accept")
    assert state.hands[0] == cards(YELLOW)
    assert state.current_player == 1


def test_nothing_stacks_on_a_hit_2() -> None:
    # Decision (10.4: "The 1998 texts give the victim no answer [...] Candidates: (a) no
    # answer, the victim presses twice; (b) Mega Hit stacking. Reading (a) for the 1998
    # game.").
    state = deal("BH2 RH2 GH2 Y1 Y2 Y3 Y4", "RH2 G1 G2 G3 G4 G5 G6", top="R9")
    state = play(state, "1 play RH2")
    assert unokit.legal_moves(state) == (Accept(0),)
    with pytest.raises(unokit.SetupError, match="cannot be combined with the house rule"):
        unokit.new_game("attack", players=3, house_rules=["stacking"])


def test_discard_all_discards_every_card_of_its_colour_under_it() -> None:
    # 5.4: "Discard All: play it on a card of its colour (or on another Discard All) and
    # discard all the cards of that colour in your hand with it; the Discard All goes on
    # top." A Wild has no colour and stays in the hand.
    state = deal(YELLOW, "R1 G1 RDA W G2 R7 B3", top="R9")
    assert "RDA" in plays_of(state, 1)
    state = play(state, "1 play RDA")
    assert state.hands[1] == cards("G1 W G2 B3")
    assert state.discard_pile == cards("RDA R7 R1 R9")
    assert state.active_color is Color.RED
    assert state.current_player == 0


def test_discard_all_on_a_discard_all_discards_its_own_colour() -> None:
    # Decision (10.5: "H: "the color currently on top of the discard pile"; F, K, X: the
    # cards "of the same color" as the Discard All played. When a red Discard All is played
    # on a blue Discard All the two differ. Candidates: (a) the Discard All's own colour, all
    # of them; (b) the colour that was on top, all; (c) any number of them. A reasonable
    # reading: (a).").
    state = deal(YELLOW, "R1 B1 RDA B2 R2 G3 G4", top="BDA")
    assert "RDA" in plays_of(state, 1)
    state = play(state, "1 play RDA")
    assert state.hands[1] == cards("B1 B2 G3 G4")
    assert state.discard_pile == cards("RDA R2 R1 BDA")
    assert state.active_color is Color.RED


def test_discard_all_must_discard_all_of_them() -> None:
    # Decision (10.5: "F: "must discard all" / "may discard all""; reading (a): "all of
    # them"): the play of a Discard All is one move, which discards every card of its colour.
    state = deal(YELLOW, "R1 R2 RDA G1 G2 G3 G4", top="R9")
    assert moves_of(state, 1).count("1 play RDA") == 1
    assert play(state, "1 play RDA").hands[1] == cards("G1 G2 G3 G4")


def test_a_discard_all_that_empties_the_hand_goes_out() -> None:
    # Decision (10.11: "Discard All emptying the hand. Candidates: goes out (the hand is
    # empty) - a reasonable reading; nothing says otherwise.").
    state = deal(YELLOW, "RDA R1 R2 R3 R4 R6 R7", top="R9")
    state = play(state, "1 play RDA")
    assert state.hands[1] == ()
    assert state.history[-1].winner == 1
    assert state.history[-1].points == sum(range(1, 7)) + 8


def test_a_discard_all_that_leaves_one_card_must_be_followed_by_an_uno_call() -> None:
    # 6.1: "A player must yell "UNO" when playing their next-to-last card"; a Discard All
    # that leaves one card leaves its player to call UNO, or be caught.
    state = deal(YELLOW, "RDA R1 R2 R3 R4 R6 G7", top="R9")
    state = play(state, "1 play RDA")
    assert state.hands[1] == cards("G7")
    assert state.uno_exposed == (1,)
    assert CatchUno(0, 1) in unokit.legal_moves(state)
    assert play(state, "1 uno").uno_exposed == ()


def test_trade_hands_swaps_with_another_player_of_its_player_s_choice() -> None:
    # 5.5: "Trade Hands: its player "MUST trade their hand with another player of their
    # choosing" [F]". It "is a coloured card (one per colour, A), matched by colour or
    # symbol."
    hands = (YELLOW, "RTH G1 G2 G3 G4 G5 G6", "B1 B2 B3 B4 B5 B6 B7")
    state = deal(*hands, top="BTH")
    assert moves_of(state, 1) == ["1 play RTH 0", "1 play RTH 2", "1 draw"]
    state = play(state, "1 play RTH 2")
    assert state.hands[1] == cards(hands[2])
    assert state.hands[2] == cards("G1 G2 G3 G4 G5 G6")
    assert state.hands[0] == cards(YELLOW)
    assert state.active_color is Color.RED
    assert state.current_player == 2


def test_trade_hands_with_two_players_trades_with_the_only_opponent() -> None:
    # Decision (10.7: "Trade Hands with two players: trade with the only opponent. Silent
    # but forced.").
    state = deal(YELLOW, "RTH G1 G2 G3 G4 G5 G6", top="R9")
    assert moves_of(state, 1) == ["1 play RTH 0", "1 draw"]
    state = play(state, "1 play RTH 0")
    assert state.hands == (cards("G1 G2 G3 G4 G5 G6"), cards(YELLOW))


def test_a_wild_names_the_colour() -> None:
    # 5.6: "Wild: may be played on any card; its player names the colour to be matched."
    state = deal(YELLOW, "W G1 G2 G3 G4 G5 G6", top="R9")
    assert {move.color for move in unokit.legal_moves(state) if isinstance(move, Play)} == set(
        unokit.COLORS
    )
    assert play(state, "1 play W blue").active_color is Color.BLUE


def test_wild_all_hit_makes_every_other_player_press_once_from_the_left() -> None:
    # 5.7: "Wild All Hit: its player names the colour; then every other player presses the
    # launcher once, in turn, beginning with the player to its player's left, each taking
    # the cards that come out before the next presses." Decision (10.6: "(a) the player to
    # the left takes a normal turn (the presses are not turns; nothing says anyone loses a
    # turn, unlike Hit 2 and Hit-Fire)").
    hands = (YELLOW, "WAH R1 R2 R3 R4 R6 R7", "B1 B2 B3 B4 B5 B6 B7", "B1 B2 B3 B4 B5 B6 G7")
    state = deal(*hands, top="R9", launches=[1, 0, 2])
    state = play(state, "1 play WAH green")
    assert state.hands[2][7:] == cards("G1")
    assert state.hands[3] == cards(hands[3])
    assert state.hands[0][7:] == cards("G2 G3")
    assert state.active_color is Color.GREEN
    assert state.current_player == 2
    assert state.pending is None
    assert plays_of(state, 2) == {"G1"}


def test_wild_all_hit_presses_go_in_the_direction_of_play() -> None:
    # Decision (10.6: "Order of presses: the direction of play from its player (F's
    # "beginning with the person to the discard player's left" is written for clockwise
    # play).").
    hands = ("WAH R1 R2 R3 R4 R6 R7", YELLOW, GREEN, "B1 B2 B3 B4 B5 B6 B7")
    state = deal(*hands, top="RR", launches=[1, 0, 2])  # the dealer plays first, to the right
    assert state.current_player == 0
    assert state.direction == -1
    state = play(state, "0 play WAH yellow")
    assert state.hands[3][7:] == cards("G1")
    assert state.hands[2] == cards(GREEN)
    assert state.hands[1][7:] == cards("G2 G3")
    assert state.current_player == 3


def test_wild_hit_fire_makes_the_next_player_press_until_cards_come_out() -> None:
    # 5.8: "Wild Hit-Fire: its player names the colour; the next player must press the
    # launcher until it shoots out cards (one or more), keeps them, and loses the turn."
    state = deal(YELLOW, "WHF R1 R2 R3 R4 R6 R7", "B1 B2 B3 B4 B5 B6 B7", top="R9")
    state = scripted_randomness(play(state, "1 play WHF red"), [0, 0, 0, 2, 4])
    assert state.pending == HitFire(2)
    assert unokit.describe_move(state, Accept(2)) == (
        "press the launcher until cards come out (the Wild Hit-Fire) and miss your turn"
    )
    state = play(state, "2 accept")
    assert state.hands[2][7:] == cards("G1 G2")  # three presses shot out nothing
    assert state.active_color is Color.RED
    assert state.current_player == 0
    # The script's 4 is left for the next press.
    assert play(state, "0 draw").hands[0][7:] == cards("G3 G4 G5 G6")


def test_wild_hit_fire_on_an_empty_launcher_loads_it_and_goes_on() -> None:
    # Decision (10.3: "Candidates: (a) reload as in point 2 and keep pressing"): the
    # discard pile under its top card is loaded, and the pressing goes on.
    state = deal("R2 Y1 Y2 Y3 Y4 Y5 Y6", "R1 WHF G1 G2 G3 G4 G5", top="R9", draw="")
    state = play(state, "1 play R1", "0 play R2", "1 play WHF blue")
    assert state.draw_pile == ()
    state = play(scripted_randomness(state, [0, 2]), "0 accept")
    # The first press loaded R2 R1 R9 and shot out nothing; the second shot out two.
    assert state.discard_pile == cards("WHF")
    assert len(state.hands[0]) == 6 + 2
    assert {*state.hands[0][6:], *state.draw_pile} == set(cards("R1 R2 R9"))
    assert state.current_player == 1


def test_wild_hit_fire_with_nothing_to_load_stops_after_one_press() -> None:
    # Decision (10.3: "Wild Hit-Fire with an empty launcher (and an empty discard pile
    # beneath the top card). [...] With nothing at all left to load, the pressing must
    # stop."): the press that finds nothing to shoot out and nothing to load ends it.
    state = deal(YELLOW, GREEN, top="R9", draw="", launches=[3, 5])
    assert state.draw_pile == ()
    assert state.discard_pile == cards("R9")
    table = Table(state, 0)
    assert press_until_cards(table, 0) == ()
    assert table.random_weighted(LAUNCHES) == 5  # one press took one number, the 3
    assert table.hands[0] == cards(YELLOW)


# --------------------------------------------------------------------------------------
# 6. UNO
# --------------------------------------------------------------------------------------


def missed_uno(*, launches: Sequence[int]) -> GameState:
    """Seat 1 has played its next-to-last card without calling UNO; seat 0 is to play."""
    state = deal("R1 R2 R3 R4 R6 R7 R8", "R1 R2 R3 R4 R6 R7 G9", top="R9")
    for card in ("R1", "R2", "R3", "R4", "R6"):
        state = play(state, f"1 play {card}", f"0 play {card}")
    state = play(state, "1 play R7")
    assert state.uno_exposed == (1,)
    return scripted_randomness(state, launches)


def test_a_player_caught_not_calling_uno_presses_the_launcher_twice() -> None:
    # 6.1: "A player must yell "UNO" when playing their next-to-last card ("before playing
    # your next to last card", C). A player caught before the next player's turn begins must
    # hit the launcher TWICE (instead of drawing two)."
    state = missed_uno(launches=[2, 1])
    catch = CatchUno(0, 1)
    assert unokit.describe_move(state, catch) == (
        "catch seat 1 not calling UNO (they press the launcher twice)"
    )
    state = unokit.apply(state, catch)
    assert state.hands[1] == cards("G9 G1 G2 G3")
    assert state.uno_exposed == ()


def test_a_caught_player_whom_the_presses_give_nothing_has_paid() -> None:
    # Decision (10.12: "The UNO penalty's two presses are two independent presses (each may
    # launch nothing); whether a penalised player who still gets no card must call UNO again
    # is silent."): they need not; nobody can catch them again for the same card.
    state = unokit.apply(missed_uno(launches=[0, 0]), CatchUno(0, 1))
    assert state.hands[1] == cards("G9")
    assert state.uno_exposed == ()
    assert not any(isinstance(move, CatchUno) for move in unokit.legal_moves(state))


def test_the_catch_is_open_until_the_next_player_begins() -> None:
    # 6.1: "The catch is only open from the moment the card is down until the next player
    # begins (R)."
    state = play(missed_uno(launches=[0]), "0 draw")
    assert state.uno_exposed == ()
    assert not any(isinstance(move, CatchUno) for move in unokit.legal_moves(state))


# --------------------------------------------------------------------------------------
# 7. Going out, with a special card as the last card
# --------------------------------------------------------------------------------------


def down_to(last: str) -> GameState:
    """Seat 1 holds only ``last`` (it called UNO), red is in play, and it is its turn.

    Seat 0 holds six yellow cards (21 points); the launcher starts ``G1 G2 G3 ...``.
    """
    state = deal("W Y1 Y2 Y3 Y4 Y5 Y6", f"BDA B1 B2 B3 B4 B6 {last}", top="B9")
    state = play(state, "1 play BDA", "1 uno", "0 play W red")
    assert state.hands[1] == cards(last)
    assert state.current_player == 1
    return state


@pytest.mark.parametrize(
    ("last", "play_it", "launches"),
    [
        ("RH2", ["1 play RH2", "0 accept"], [1, 2]),
        ("WHF", ["1 play WHF red", "0 accept"], [0, 3]),
        ("WAH", ["1 play WAH red"], [3]),
    ],
)
def test_a_hit_card_as_the_last_card_still_hits_and_the_cards_count(
    last: str, play_it: list[str], launches: list[int]
) -> None:
    # Decision (10.9: "A hit card as the last card. Candidates: (a) as classic's final Draw
    # Two, the hits are still made and the cards launched count in the score").
    state = play(scripted_randomness(down_to(last), launches), *play_it)
    assert state.hands[0] == cards("Y1 Y2 Y3 Y4 Y5 Y6 G1 G2 G3")
    assert state.history[-1].winner == 1
    assert state.history[-1].points == 21 + 6
    assert state.scores == (0, 27)


def test_a_trade_hands_as_the_last_card_goes_out_and_trades_nothing() -> None:
    # Decision (10.10: "Candidates: (a) it may not be played as the last card; (b) it goes
    # out and wins, no trade (unokit's Seven-O treats a 7 that empties the hand so); (c) the
    # trade happens and the player receives a hand."): reading (b).
    state = down_to("RTH")
    assert moves_of(state, 1) == ["1 play RTH 0", "1 draw"]
    state = play(state, "1 play RTH 0")
    assert state.hands[1] == ()
    assert state.hands[0] == cards("Y1 Y2 Y3 Y4 Y5 Y6")
    assert state.history[-1].winner == 1


# --------------------------------------------------------------------------------------
# 8. Scoring and the game
# --------------------------------------------------------------------------------------


def test_the_game_is_first_to_500_points() -> None:
    # 8.2: "The winner is the first player to reach 500 points." Decision (10.13: "Every
    # text says first to 500 (8.2); the running-total and Challenge variants (8.2, 8.3) are
    # options.").
    state = unokit.new_game("attack", players=3, seed=1)
    assert not state.single_round
    assert state.rules.options.match == "standard"
    assert state.rules.options.target_score == 500


def test_the_running_total_variant_is_the_low_score_match() -> None:
    # 8.2: "Alternative in B: keep a running total of the points each player is caught
    # with; when one reaches 500, the lowest total wins."
    state = unokit.new_game("attack", players=3, seed=1, options={"match": "low-score"})
    assert state.rules.options.target_score == 500


def test_the_winner_scores_the_cards_left_in_the_opponents_hands() -> None:
    # 8.1: "The player who goes out scores the cards left in the opponents' hands".
    state = deal("W GS BTH Y4 Y5 Y6 Y7", "R1 G1 G2 G3 G4 G5 G6", top="R9")
    state = play(state, "1 play R1", "0 play W green")
    state = scripted_randomness(state, [0] * 5)  # seat 0's presses shoot out nothing
    for card in ("G1", "G2", "G3", "G4", "G5"):
        state = play(state, f"1 play {card}", "0 draw")
    before = state.hands[0]
    state = play(state, "1 play G6")
    points = state.rules.points
    assert state.history[-1].points == sum(points[card] for card in before)
    assert state.scores[1] == state.history[-1].points


def test_the_same_moves_on_the_same_seed_launch_the_same_cards() -> None:
    # 10.1: "it should come from the game's seeded generator (games replay)".
    first = unokit.new_game("attack", players=3, seed=11)
    second = unokit.new_game("attack", players=3, seed=11)
    for _ in range(6):
        move = Draw(first.current_player)
        if move not in unokit.legal_moves(first):
            break
        first, second = unokit.apply(first, move), unokit.apply(second, move)
        assert first == second


def test_choose_color_is_only_asked_for_an_opening_wild() -> None:
    state = deal(YELLOW, "W G1 G2 G3 G4 G5 G6", top="R9")
    assert not any(isinstance(move, ChooseColor) for move in unokit.legal_moves(state))
