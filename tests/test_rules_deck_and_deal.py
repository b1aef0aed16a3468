"""Classic rules: the deck, choosing the dealer, the deal and the opening card.

Ground truth: ``classic-guide.txt`` ("Prepare the deck and deal").
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence

import pytest

import unokit
from tests.helpers import cards, game, play, stack
from unokit import COLORS, Accept, Card, ChooseColor, Color, Draw, GameState, Play
from unokit.core.table import shuffled
from unokit.editions.classic import ChooseOpeningColor, DrawPenalty


def hand(text: str) -> list[str]:
    """Card texts from space-separated text, for stacking a deck."""
    return text.split()


# Four hands that share no card with the selection, opening and draw cards used below
# (numbers 1-6 and 8 of one colour each).
HANDS: tuple[list[str], ...] = (
    hand("R1 R2 R3 R4 R5 R6 R8"),
    hand("Y1 Y2 Y3 Y4 Y5 Y6 Y8"),
    hand("G1 G2 G3 G4 G5 G6 G8"),
    hand("B1 B2 B3 B4 B5 B6 B8"),
)


def hands_of(*texts: str) -> tuple[tuple[Card, ...], ...]:
    return tuple(cards(text) for text in texts)


def expected_hands(hands: Sequence[Sequence[str]]) -> tuple[tuple[Card, ...], ...]:
    return tuple(cards(" ".join(hand)) for hand in hands)


def drawn_dealer(deck: Sequence[Card], players: int) -> tuple[int, int]:
    """The dealer by the rule text, computed independently of the engine: (seat, cards used)."""
    contenders = list(range(players))
    used = 0
    while len(contenders) > 1:
        values = {}
        for seat in contenders:
            card = deck[used]
            used += 1
            values[seat] = int(card.rank) if card.rank.isdigit() else 0
        best = max(values.values())
        contenders = [seat for seat in contenders if values[seat] == best]
    return contenders[0], used


def card_count(state: GameState) -> int:
    return sum(1 for _ in state.cards())


# --------------------------------------------------------------------------------------
# Rule 1: the 108-card deck
# --------------------------------------------------------------------------------------


def test_rule1_deck_has_exact_classic_counts() -> None:
    """classic-guide.txt: "in each of four colors, one 0 and two each of 1–9, Skip, Reverse
    and Draw Two; plus four Wild and four Wild Draw Four cards."
    """  # noqa: RUF002 (the rule text's own en dash)
    state = unokit.new_game("classic", players=4, seed=1)
    expected: Counter[Card] = Counter()
    for letter in "RYGB":
        expected[Card.parse(f"{letter}0")] = 1
        for rank in ("1", "2", "3", "4", "5", "6", "7", "8", "9", "S", "R", "+2"):
            expected[Card.parse(f"{letter}{rank}")] = 2
    expected[Card.parse("W")] = 4
    expected[Card.parse("W+4")] = 4

    assert Counter(state.rules.deck) == expected
    assert len(state.rules.deck) == 108
    assert sum(expected.values()) == 108
    assert len(expected) == 4 * 13 + 2


@pytest.mark.parametrize("players", [2, 3, 4, 7, 10])
def test_rule1_seeded_game_holds_the_108_cards_and_seven_per_hand(players: int) -> None:
    """classic-guide.txt: "Use the classic 108 cards" ... "deal seven facedown to each person"."""
    state = unokit.new_game("classic", players=players, seed=12345)
    assert card_count(state) == 108
    assert Counter(state.cards()) == Counter(state.rules.deck)
    assert [len(hand) for hand in state.hands] == [7] * players
    assert len(state.discard_pile) == 1
    assert len(state.draw_pile) == 108 - 7 * players - 1


# --------------------------------------------------------------------------------------
# Rule 2: choosing the dealer by the draw, and the deal
# --------------------------------------------------------------------------------------


def test_rule2_dealer_is_the_highest_number_drawn() -> None:
    """classic-guide.txt: "Each person draws a card to choose the dealer: highest number deals,
    with action cards counting as zero."
    """
    selection = ["R7", "G9", "B0", "Y2"]  # seats 0, 1, 2, 3: seat 1 draws the highest
    deck = [*selection, *stack(HANDS, "R9", ["Y9", "B9"], dealer=1)]
    state = unokit.new_game("classic", players=4, deck=deck, dealer=None, seed=0)

    assert state.dealer == 1
    # The deal starts at the dealer's left (seat 2) with the card after the selection cards.
    assert state.hands == expected_hands(HANDS)
    assert state.top_card == Card.parse("R9")
    assert state.discard_pile == cards("R9")
    # The selection cards went to the bottom of the deck in the order drawn.
    assert state.draw_pile == cards("Y9 B9 R7 G9 B0 Y2")
    assert state.current_player == 2
    assert state.direction == 1
    assert state.active_color is Color.RED


def test_rule2_action_cards_count_as_zero_when_choosing_the_dealer() -> None:
    """classic-guide.txt: "highest number deals, with action cards counting as zero."

    A Skip, a Wild and a Draw Two all lose to a 1.
    """
    selection = ["RS", "G1", "W", "B+2"]  # only seat 1 holds a number
    deck = [*selection, *stack(HANDS, "R9", ["Y9"], dealer=1)]
    state = unokit.new_game("classic", players=4, deck=deck, dealer=None, seed=0)

    assert state.dealer == 1
    assert state.hands == expected_hands(HANDS)
    assert state.draw_pile == cards("Y9 RS G1 W B+2")
    assert state.current_player == 2


def test_rule2_action_cards_tie_with_a_zero_and_everyone_draws_again() -> None:
    """classic-guide.txt: "highest number deals, with action cards counting as zero. House tie
    procedure: only tied players draw again until one is highest."

    A 0, a Reverse, a Wild Draw Four and a Skip are all worth zero: a four-way tie.
    """
    selection = ["G0", "BR", "W+4", "RS", "R7", "Y7", "G7", "B9"]  # second draw: seat 3 wins
    deck = [*selection, *stack(HANDS, "R9", ["Y9"], dealer=3)]
    state = unokit.new_game("classic", players=4, deck=deck, dealer=None, seed=0)

    assert state.dealer == 3
    assert state.hands == expected_hands(HANDS)
    assert state.draw_pile == cards("Y9 G0 BR W+4 RS R7 Y7 G7 B9")
    assert state.current_player == 0


def test_rule2_only_tied_players_draw_again() -> None:
    """classic-guide.txt: "House tie procedure: only tied players draw again until one is
    highest."

    Seats 1 and 2 tie with a 9; only they draw again (Y5, B7): seat 2 deals. Had seats 0 and 3
    drawn again too, the deal would start two cards later and every hand would differ.
    """
    selection = ["R7", "G9", "B9", "Y2", "Y5", "B7"]
    deck = [*selection, *stack(HANDS, "R9", ["Y9", "G7"], dealer=2)]
    state = unokit.new_game("classic", players=4, deck=deck, dealer=None, seed=0)

    assert state.dealer == 2
    assert state.hands == expected_hands(HANDS)
    assert state.top_card == Card.parse("R9")
    assert state.draw_pile == cards("Y9 G7 R7 G9 B9 Y2 Y5 B7")
    assert state.current_player == 3
    assert card_count(state) == len(deck)


def test_rule2_tied_players_keep_drawing_until_one_is_highest() -> None:
    """classic-guide.txt: "only tied players draw again until one is highest."

    Three seats tie on 9, two of them tie again on 7, then a Skip (zero) loses to a 6.
    """
    selection = ["R7", "G9", "B9", "Y9", "G7", "B7", "Y2", "RS", "G6"]
    deck = [*selection, *stack(HANDS, "R9", ["Y7"], dealer=2)]
    state = unokit.new_game("classic", players=4, deck=deck, dealer=None, seed=0)

    assert state.dealer == 2
    assert state.hands == expected_hands(HANDS)
    assert state.draw_pile == cards("Y7 R7 G9 B9 Y9 G7 B7 Y2 RS G6")
    assert state.current_player == 3


def test_rule2_seeded_game_chooses_the_dealer_deterministically() -> None:
    """classic-guide.txt: "Each person draws a card to choose the dealer: highest number deals,
    with action cards counting as zero. House tie procedure: only tied players draw again
    until one is highest."

    Without a stacked deck the draw comes from the seeded shuffle: the same seed always gives
    the same dealer (and the same game), and the dealer is the one the draw picks.
    """
    rules = unokit.new_game("classic", players=4, seed=0).rules
    dealers = set()
    for seed in range(40):
        first = unokit.new_game("classic", players=4, seed=seed)
        again = unokit.new_game("classic", players=4, seed=seed)
        assert first == again
        assert first.dealer == again.dealer
        # The game's first shuffle is the selection draw, top first.
        shuffled_deck, _ = shuffled(rules.deck, seed, rules.rules_version)
        assert first.dealer == drawn_dealer(shuffled_deck, 4)[0]
        assert first.current_player in range(4)
        assert card_count(first) == 108
        dealers.add(first.dealer)
    assert len(dealers) > 1


def test_rule2_deal_seven_one_at_a_time_from_the_dealers_left() -> None:
    """classic-guide.txt: "deal seven facedown to each person" (clockwise, one at a time,
    starting at the dealer's left), then "turn its top card faceup beside it as the discard
    pile".
    """
    # Dealer 1 of 3: the first card goes to seat 2, the second to seat 0, the third to seat 1.
    deck = [
        *hand("R1 Y1 G1 R2 Y2 G2 R3 Y3 G3 R4 Y4 G4 R5 Y5 G5 R6 Y6 G6 R8 Y8 G8"),
        "B9",
        "B1",
        "B2",
    ]
    state = unokit.new_game("classic", players=3, deck=deck, dealer=1, seed=0)

    assert state.hands == hands_of(
        "Y1 Y2 Y3 Y4 Y5 Y6 Y8",
        "G1 G2 G3 G4 G5 G6 G8",
        "R1 R2 R3 R4 R5 R6 R8",
    )
    assert state.top_card == Card.parse("B9")
    assert state.discard_pile == cards("B9")
    assert state.draw_pile == cards("B1 B2")
    assert state.current_player == 2
    assert state.dealer == 1


# --------------------------------------------------------------------------------------
# Rule 3: the opening card
# --------------------------------------------------------------------------------------


def test_rule3_opening_number_card_dealers_left_starts_clockwise() -> None:
    """classic-guide.txt: "Normally the person on the dealer's left starts and play moves
    clockwise."
    """
    state = game(HANDS, "R9", ["Y9"], dealer=2)
    assert state.current_player == 3
    assert state.direction == 1
    assert state.active_color is Color.RED
    assert state.pending is None


def test_rule3_opening_draw_two_first_player_draws_two_and_loses_turn() -> None:
    """classic-guide.txt: "An opening Draw Two makes that person draw two and lose their
    turn"."""
    state = game(HANDS, "R+2", ["Y9", "B9", "G9"], dealer=0)
    # Drawing is the first player's own move: it begins their (lost) turn.
    assert state.pending == DrawPenalty(seat=1, count=2)
    assert unokit.legal_moves(state) == (Accept(1),)
    state = play(state, "1 accept")

    assert state.hands == hands_of(
        "R1 R2 R3 R4 R5 R6 R8",
        "Y1 Y2 Y3 Y4 Y5 Y6 Y8 Y9 B9",
        "G1 G2 G3 G4 G5 G6 G8",
        "B1 B2 B3 B4 B5 B6 B8",
    )
    assert state.draw_pile == cards("G9")
    assert state.top_card == Card.parse("R+2")
    assert state.active_color is Color.RED
    assert state.current_player == 2
    assert state.direction == 1
    assert state.pending is None
    assert all(move.player == 2 for move in unokit.legal_moves(state))


def test_rule3_opening_skip_skips_the_first_player() -> None:
    """classic-guide.txt: "an opening Skip skips them"."""
    state = game(HANDS, "RS", ["Y9"], dealer=0)

    assert state.hands == expected_hands(HANDS)
    assert state.draw_pile == cards("Y9")
    assert state.top_card == Card.parse("RS")
    assert state.current_player == 2
    assert state.direction == 1
    assert state.pending is None


def test_rule3_opening_reverse_dealer_starts_counterclockwise() -> None:
    """classic-guide.txt: "An opening Reverse makes the dealer start and play move
    counterclockwise."
    """
    hands = (
        hand("R1 R2 R3 R4 R5 R6 R8"),
        hand("Y1 Y2 Y3 Y4 Y5 Y6 Y8"),
        hand("G1 G2 G3 G4 G5 G6 R7"),
        hand("B1 B2 B3 B4 B5 B6 B8"),
    )
    state = game(hands, "RR", ["Y9"], dealer=2)

    assert state.current_player == 2
    assert state.direction == -1
    assert state.hands == expected_hands(hands)
    assert state.draw_pile == cards("Y9")

    state = play(state, "2 play R7")
    assert state.top_card == Card.parse("R7")
    assert state.current_player == 1
    assert state.direction == -1
    assert state.hands[2] == cards("G1 G2 G3 G4 G5 G6")


def test_rule3_opening_wild_dealers_left_names_colour_and_plays() -> None:
    """classic-guide.txt: "For an opening Wild, the person on the dealer's left names the
    starting color and takes the first turn."
    """
    hands = (
        hand("R1 R2 R3 R4 R5 R6 R8"),
        hand("Y1 Y2 Y3 Y4 Y5 Y6 G7"),
        hand("G1 G2 G3 G4 G5 G6 G8"),
        hand("B1 B2 B3 B4 B5 B6 B8"),
    )
    state = game(hands, "W", ["Y9"], dealer=0)

    assert state.pending == ChooseOpeningColor(1)
    assert state.current_player == 1
    assert state.top_card == Card.parse("W")
    moves = unokit.legal_moves(state)
    assert len(moves) == 4
    assert set(moves) == {ChooseColor(1, color) for color in COLORS}
    for move in ("1 play Y1", "1 draw"):
        with pytest.raises(
            unokit.IllegalMoveError,
            match=r"^seat 1 must first name the colour of the opening Wild$",
        ):
            play(state, move)
    with pytest.raises(
        unokit.IllegalMoveError,
        match=r"^it is seat 1's decision, not seat 2's: name the colour of the opening Wild$",
    ):
        play(state, "2 color red")

    state = play(state, "1 color green")
    assert state.pending is None
    assert state.active_color is Color.GREEN
    assert state.current_player == 1
    assert state.top_card == Card.parse("W")
    assert set(unokit.legal_moves(state)) == {Play(1, Card.parse("G7")), Draw(1)}

    state = play(state, "1 play G7")
    assert state.top_card == Card.parse("G7")
    assert state.hands[1] == cards("Y1 Y2 Y3 Y4 Y5 Y6")
    assert state.current_player == 2


def test_rule3_opening_wild_draw_four_goes_back_and_next_card_opens() -> None:
    """classic-guide.txt: "Return an opening Wild Draw Four to the deck, shuffle and reveal
    another opening card."

    A stacked deck is not shuffled: the Wild Draw Four goes to the bottom (twice here) and the
    next card opens.
    """
    state = game(HANDS, "W+4", ["W+4", "Y9", "B9"], dealer=0)

    assert state.top_card == Card.parse("Y9")
    assert state.discard_pile == cards("Y9")
    assert state.draw_pile == cards("B9 W+4 W+4")
    assert state.active_color is Color.YELLOW
    assert state.hands == expected_hands(HANDS)
    assert state.current_player == 1
    assert state.pending is None
    assert card_count(state) == 4 * 7 + 4


def test_rule3_opening_wild_draw_four_never_opens_a_seeded_game() -> None:
    """classic-guide.txt: "Return an opening Wild Draw Four to the deck, shuffle and reveal
    another opening card."
    """
    rules = unokit.new_game("classic", players=4, seed=0).rules
    reshuffled = 0
    for seed in range(400):
        # dealer=0: the seeded shuffle is dealt directly, so card 28 is the first opening card.
        shuffled_deck, _ = shuffled(rules.deck, seed, rules.rules_version)
        if shuffled_deck[28] == Card.parse("W+4"):
            reshuffled += 1
        for dealer in (0, None):
            state = unokit.new_game("classic", players=4, seed=seed, dealer=dealer)
            assert state.top_card != Card.parse("W+4")
            assert len(state.discard_pile) == 1
            assert card_count(state) == 108
            assert Counter(state.cards()) == Counter(rules.deck)
    assert reshuffled > 0  # the rule was exercised


def test_rule3_two_players_opening_reverse_dealer_starts() -> None:
    """classic-guide.txt: "For an opening Reverse, the dealer starts; an opening Skip or Draw
    Two skips the other player, so the dealer starts."
    """
    hands = (hand("R1 R2 R3 R4 R5 R6 R8"), hand("Y1 Y2 Y3 Y4 Y5 Y6 Y8"))
    state = game(hands, "YR", ["G9"], dealer=1)

    assert state.current_player == 1
    assert state.direction == -1
    assert state.hands == expected_hands(hands)

    state = play(state, "1 play Y1")
    assert state.current_player == 0


def test_rule3_two_players_opening_skip_dealer_starts() -> None:
    """classic-guide.txt: "an opening Skip or Draw Two skips the other player, so the dealer
    starts."
    """
    hands = (hand("R1 R2 R3 R4 R5 R6 R8"), hand("Y1 Y2 Y3 Y4 Y5 Y6 Y8"))
    state = game(hands, "GS", ["G9"], dealer=0)

    assert state.current_player == 0
    assert state.direction == 1
    assert state.hands == expected_hands(hands)
    assert state.draw_pile == cards("G9")


def test_rule3_two_players_opening_draw_two_other_draws_and_dealer_starts() -> None:
    """classic-guide.txt: "an opening Skip or Draw Two skips the other player, so the dealer
    starts."
    """
    hands = (hand("R1 R2 R3 R4 R5 R6 R8"), hand("Y1 Y2 Y3 Y4 Y5 Y6 Y8"))
    state = game(hands, "B+2", ["G9", "B9", "G8"], dealer=1)
    assert state.pending == DrawPenalty(seat=0, count=2)
    state = play(state, "0 accept")

    assert state.current_player == 1
    assert state.hands == hands_of("R1 R2 R3 R4 R5 R6 R8 G9 B9", "Y1 Y2 Y3 Y4 Y5 Y6 Y8")
    assert state.draw_pile == cards("G8")
    assert state.active_color is Color.BLUE
