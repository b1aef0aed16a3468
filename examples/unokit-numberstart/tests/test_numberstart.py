"""The number-start house rule: stacked decks, and unokit's conformance suite with it."""

from __future__ import annotations

import pytest

import unokit
from unokit.testing import check_edition

HANDS = ["Y1 Y2 Y3 Y4 Y5 Y6 Y7", "B1 B2 B3 B4 B5 B6 B7"]


def stacked(opening: list[str], house_rules: list[str]) -> unokit.GameState:
    """Two players dealt by seat 0 (seat 1 first), then ``opening`` turned up in order."""
    hands = [hand.split() for hand in HANDS]
    deck = [hands[seat][i] for i in range(7) for seat in (1, 0)]
    return unokit.new_game(
        "classic",
        players=2,
        deck=[*deck, *opening, "G1", "G2", "G3"],
        dealer=0,
        seed=1,
        house_rules=house_rules,
    )


def test_the_house_rule_is_found_through_the_entry_point() -> None:
    assert "number-start" in unokit.available_house_rules()


def test_without_it_an_opening_draw_two_makes_the_first_player_draw() -> None:
    # classic-guide.txt: "An opening Draw Two makes that person draw two and lose their turn"
    state = stacked(["R+2", "G9"], [])
    assert state.top_card == unokit.Card.parse("R+2")
    state = unokit.apply(state, unokit.Accept(1))  # seat 1 draws the two cards
    assert len(state.hands[1]) == 9
    assert state.current_player == 0


def test_an_opening_action_card_is_covered_until_a_number_shows() -> None:
    state = stacked(["R+2", "YS", "W", "G9"], ["number-start"])
    assert state.top_card == unokit.Card.parse("G9")
    assert state.discard_pile == tuple(unokit.Card.parse(c) for c in ("G9", "W", "YS", "R+2"))
    assert [len(hand) for hand in state.hands] == [7, 7]  # nobody drew
    assert state.current_player == 1  # nobody was skipped


# Classic in the quick run; UNO Friends and UNO Party! (slow) in the full suite.
@pytest.mark.parametrize(
    "edition",
    [
        "classic",
        pytest.param("friends", marks=pytest.mark.slow),
        pytest.param("party", marks=pytest.mark.slow),
    ],
)
def test_every_edition_with_the_house_rule_keeps_every_property(edition: str) -> None:
    report = check_edition(
        edition, games=2, players=[2, 4], house_rules=["number-start"], shrink=False
    )
    assert report.games == 4
