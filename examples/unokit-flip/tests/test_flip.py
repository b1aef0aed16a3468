"""UNO Flip: each rule on a stacked deck, quoting UNO FLIP!'s instruction sheet."""

from __future__ import annotations

import io
import random
from collections import Counter
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import Any, ClassVar

import attrs
import pytest

import unokit
from unokit import Accept, Card, Challenge, ChooseColor, Color, GameState, Pending, Play
from unokit.play.cli import main
from unokit.play.narration import Narrator
from unokit.plugin import HouseRule, PenaltyRule, PlayDrawnCard, Table, hookimpl
from unokit_flip import (
    NameColorAfterFlip,
    SideDrawPenalty,
    WildDrawResponse,
    draw_until_color,
)
from unokit_flip.deck import DARK_COLORS, PINK, PURPLE, TEAL, flip_deck

#: Seat 1 (the dealer's left) holds a red Flip, whose back is a teal Reverse.
SEAT1 = "RF|TR R2|O8 R4|P6 R6|V5 R7|T4 R8|T3 G1|O6"
#: The dark side of seat 0's hand: pink Draw Five, pink Skip Everyone, Wild Draw Color...
SEAT0 = "Y2|P+5 R9|PSE R3|W+C B1|O4 B3|T7 B5|V8 B6|V9"
HONEST0 = "R3|W+C B1|O4 B3|T7 B5|V8 B6|V9 G9|VSE G8|T6"  # no pink card on its dark side
DRAW = "G6|T8 G7|T3 G2|T2 G3|V9 G4|PR G5|O7"


def cards(text: str) -> tuple[Card, ...]:
    return tuple(Card.parse(card) for card in text.split())


def dealt(
    hands: list[str], top: str, rest: str = DRAW, house_rules: Sequence[str] = ()
) -> GameState:
    """``hands[seat]`` dealt by seat 0 (seat 1 first), then ``top`` turned up, then ``rest``."""
    split = [hand.split() for hand in hands]
    players = len(split)
    deck = [split[(1 + offset) % players][i] for i in range(7) for offset in range(players)]
    return unokit.new_game(
        "flip",
        players=players,
        deck=[*deck, top, *rest.split()],
        dealer=0,
        options={"match": "single-round"},
        house_rules=house_rules,
    )


def stacked(
    seat0: str, seat1: str, top: str, rest: str = DRAW, house_rules: Sequence[str] = ()
) -> GameState:
    """Two players dealt by seat 0 (seat 1 first), then ``top`` turned up, then ``rest``."""
    return dealt([seat0, seat1], top, rest, house_rules)


def flipped(seat0: str = SEAT0) -> GameState:
    """Seat 1 plays its red Flip on the red 5: the dark side is up, seat 0 to play."""
    state = stacked(seat0, SEAT1, "R5|P5")
    return unokit.apply(state, Play(1, Card.parse("RF|TR")))


# --------------------------------------------------------------------------------------
# The deck
# --------------------------------------------------------------------------------------


def test_the_deck_has_112_cards_with_the_sheets_count_on_each_side() -> None:
    deck = flip_deck()
    assert len(deck) == 112
    light = Counter(card.face for card in deck)
    dark = Counter(card.turned().face for card in deck)
    # "18 Blue cards - 1 to 9"
    assert sum(n for card, n in light.items() if card.color is Color.BLUE and card.number) == 18
    # "8 Draw One cards - 2 each in blue, green, red and yellow"
    assert {card: n for card, n in light.items() if card.rank == "+1"} == {
        Card(color, "+1"): 2 for color in unokit.COLORS
    }
    # "4 Wild cards", "4 Wild Draw Two cards"
    assert light[Card.parse("W")] == 4
    assert light[Card.parse("W+2")] == 4
    # "18 Pink cards - 1 to 9"
    assert sum(n for card, n in dark.items() if card.color is PINK and card.number) == 18
    # "8 Draw Five cards - 2 each in pink, teal, orange and purple"
    assert {card: n for card, n in dark.items() if card.rank == "+5"} == {
        Card(color, "+5"): 2 for color in DARK_COLORS
    }
    assert sum(n for card, n in dark.items() if card.rank == "SE") == 8
    assert dark[Card.parse("WD")] == 4
    assert dark[Card.parse("W+C")] == 4
    # The package's decision: no card is Wild on both sides.
    assert not any(card.is_wild and card.back is not None and card.back.is_wild for card in deck)


def test_cards_score_by_the_side_face_up() -> None:
    # "REMEMBER TO SCORE POINTS BASED ON WHICH SIDE (LIGHT OR DARK) THE GAME ENDED ON."
    points = unokit.new_game("flip", players=2, seed=1).rules.points
    expected = {"R9|PSE": 9, "R+1|P7": 10, "W|VR": 40, "W+2|OF": 50, "RF|TR": 20}
    for text, value in expected.items():
        assert points[Card.parse(text)] == value
    turned = {"PSE|R9": 30, "P+5|Y2": 20, "VR|W": 20, "OF|W+2": 20, "W+C|R3": 60, "WD|R8": 40}
    for text, value in turned.items():
        assert points[Card.parse(text)] == value


# --------------------------------------------------------------------------------------
# What each seat sees
# --------------------------------------------------------------------------------------


def test_a_seat_sees_its_faces_the_backs_of_the_other_hand_and_of_the_draw_pile() -> None:
    # "Hold the cards with the Light Side facing you and the Dark Side facing your opponents."
    # "Place the remainder of the deck with the Light Side facedown to form a draw pile (the
    # Dark Side cards will be facing UP)."
    state = stacked(SEAT0, SEAT1, "R5|P5")
    seen = unokit.view(state, 0)
    assert seen.hand == cards("Y2 R9 R3 B1 B3 B5 B6")
    assert seen.other_sides == ((), tuple(sorted(cards("TR O8 P6 V5 T4 T3 O6"), key=str)))
    assert seen.draw_pile_top == Card.parse("T8")
    assert seen.discard_pile == cards("R5")
    assert unokit.view(state, 1).other_sides[0] == tuple(
        sorted(cards("P+5 PSE W+C O4 T7 V8 V9"), key=str)
    )


def test_a_seat_plays_a_card_by_the_face_it_sees() -> None:
    state = stacked(SEAT0, SEAT1, "R5|P5")
    seen = unokit.view(state, 1)
    assert Play(1, Card.parse("RF")) in seen.legal_moves
    assert all(move.card.back is None for move in seen.legal_moves if isinstance(move, Play))
    after = unokit.apply(state, Play(1, Card.parse("RF")))
    assert after == unokit.apply(state, Play(1, Card.parse("RF|TR")))


def test_a_card_just_drawn_is_shown_to_its_player_by_its_face() -> None:
    state = stacked(SEAT0, SEAT1, "B7|P2", rest="B2|V7 G2|T2")
    state = unokit.apply(state, unokit.Draw(1))  # no blue and no 7: seat 1 draws the blue 2
    assert state.hands[1][-1] == Card.parse("B2|V7")
    seen = unokit.view(state, 1)
    assert isinstance(seen.pending, PlayDrawnCard)
    assert seen.pending.card == Card.parse("B2")  # not its back: its player cannot see that
    assert seen.legal_moves == (Play(1, Card.parse("B2")), unokit.Pass(1))
    assert Card.parse("V7") in unokit.view(state, 0).other_sides[1]  # the others see it
    after = unokit.apply(state, Play(1, Card.parse("B2")))
    assert after.top_card == Card.parse("B2|V7")


# --------------------------------------------------------------------------------------
# The Flip card
# --------------------------------------------------------------------------------------


def test_a_flip_turns_the_piles_over_and_every_hand() -> None:
    # "Once the Flip card has been played, flip over the Discard Pile (the card just played
    # will now be on the bottom), then the Draw Pile, then everyone's hands must flip to the
    # other side."
    state = flipped()
    assert state.discard_pile == cards("P5|R5 TR|RF")
    assert state.active_color is PINK
    assert state.draw_pile == cards("O7|G5 PR|G4 V9|G3 T2|G2 T3|G7 T8|G6")
    assert state.hands[0] == cards("P+5|Y2 PSE|R9 W+C|R3 O4|B1 T7|B3 V8|B5 V9|B6")
    assert state.hands[1] == cards("O8|R2 P6|R4 V5|R6 T4|R7 T3|R8 O6|G1")
    assert state.current_player == 0
    # Now the dark side plays: a pink card or a 5 matches the pink 5.
    assert unokit.is_legal(state, Play(0, Card.parse("PSE|R9")))
    assert not unokit.is_legal(state, Play(0, Card.parse("O4|B1")))


def test_a_flip_that_turns_up_a_wild_lets_its_player_name_a_dark_colour() -> None:
    # Decision (the sheet is silent): the Flip's player names the colour, then play goes on.
    state = stacked(SEAT0, SEAT1, "R8|WD", rest="G2|T2 G3|V9")
    state = unokit.apply(state, Play(1, Card.parse("RF|TR")))
    assert state.top_card == Card.parse("WD|R8")
    assert state.active_color is None
    assert state.pending == NameColorAfterFlip(1)
    assert unokit.legal_moves(state) == tuple(ChooseColor(1, color) for color in DARK_COLORS)
    state = unokit.apply(state, ChooseColor(1, TEAL))
    assert state.active_color is TEAL
    assert state.current_player == 0


def test_a_second_flip_turns_everything_back_to_the_light_side() -> None:
    # "Player's must play with the Dark Side cards until someone else plays another FLIP card,
    # and then play goes back to the Light Side"
    state = flipped(seat0="Y6|PF B1|O4 B3|T7 B5|V8 B6|V9 G9|VSE G8|T6")
    state = unokit.apply(state, Play(0, Card.parse("PF|Y6")))
    assert state.discard_pile == cards("RF|TR R5|P5 Y6|PF")
    assert state.active_color is Color.RED
    assert state.hands[1] == cards("R2|O8 R4|P6 R6|V5 R7|T4 R8|T3 G1|O6")
    assert state.draw_pile == cards("G6|T8 G7|T3 G2|T2 G3|V9 G4|PR G5|O7")
    assert state.current_player == 1


# --------------------------------------------------------------------------------------
# Action cards
# --------------------------------------------------------------------------------------


def test_draw_one_makes_the_next_player_draw_one_and_miss_the_turn() -> None:
    # "When you play this card, the next player must draw one card and miss their turn."
    state = stacked("R+1|P7 B1|O4 B3|T7 B5|V8 B6|V9 G9|VSE G8|T6", SEAT1, "R5|P5")
    state = unokit.apply(state, Play(1, Card.parse("R2|O8")))
    state = unokit.apply(state, Play(0, Card.parse("R+1|P7")))
    assert unokit.legal_moves(state) == (Accept(1),)
    state = unokit.apply(state, Accept(1))
    assert len(state.hands[1]) == 7  # played one, drew one
    assert state.hands[1][-1] == Card.parse("G6|T8")
    assert state.current_player == 0


def test_draw_five_makes_the_next_player_draw_five_and_miss_the_turn() -> None:
    state = unokit.apply(flipped(), Play(0, Card.parse("P+5|Y2")))
    state = unokit.apply(state, Accept(1))
    assert state.hands[1][-5:] == cards("O7|G5 PR|G4 V9|G3 T2|G2 T3|G7")
    assert state.current_player == 0


def test_skip_everyone_gives_its_player_another_turn() -> None:
    state = unokit.apply(flipped(), Play(0, Card.parse("PSE|R9")))
    assert state.current_player == 0
    assert state.active_color is PINK


def test_skip_everyone_skips_every_other_player_at_a_table_of_three() -> None:
    # The package's decision (Skip Everyone's effect): "every other player is skipped; its
    # player plays again". Seat 1's Flip leaves seat 2 to play on the pink 5; seat 2's Skip
    # Everyone passes over seats 0 and 1, not only over seat 0.
    seat0 = "Y1|V2 Y4|T5 Y7|V8 Y8|V6 Y9|O4 G6|T1 G4|P8"
    state = dealt([seat0, SEAT1, SEAT0], "R5|P5")
    state = unokit.apply(state, Play(1, Card.parse("RF|TR")))
    assert state.current_player == 2
    state = unokit.apply(state, Play(2, Card.parse("PSE|R9")))
    assert state.current_player == 2
    assert {move.player for move in unokit.legal_moves(state)} == {2}
    state = unokit.apply(state, Play(2, Card.parse("P+5|Y2")))
    assert unokit.legal_moves(state) == (Accept(0),)  # the next player after seat 2 draws


def test_wild_draw_two_accepted_draws_two() -> None:
    # "the next player must draw two cards from the DRAW pile and lose their turn"
    state = stacked(HONEST0, "W+2|OF R2|O8 R4|P6 R6|V5 R7|T4 R8|T3 G1|O6", "R5|P5")
    state = unokit.apply(state, Play(1, Card.parse("W+2|OF"), Color.BLUE))
    assert isinstance(state.pending, WildDrawResponse)
    assert state.pending.bluff is True  # "You may only play this card when you do NOT have
    # another card in your hand that matches the COLOR on the DISCARD pile": seat 1 held red
    state = unokit.apply(state, Accept(0))
    assert state.hands[0][-2:] == cards("G6|T8 G7|T3")
    assert state.current_player == 1
    assert state.active_color is Color.BLUE


def test_wild_draw_two_challenged_bluff_makes_its_player_draw_two() -> None:
    state = stacked(HONEST0, "W+2|OF R2|O8 R4|P6 R6|V5 R7|T4 R8|T3 G1|O6", "R5|P5")
    state = unokit.apply(state, Play(1, Card.parse("W+2|OF"), Color.BLUE))
    state = unokit.apply(state, Challenge(0))
    assert len(state.hands[1]) == 8
    assert len(state.hands[0]) == 7
    assert state.current_player == 0
    # The challenger sees the hand shown (as it stood when challenged) by its faces.
    reveal = unokit.view(state, 0).reveal
    assert reveal is not None
    assert reveal.cards == cards("R2 R4 R6 R7 R8 G1")


def test_wild_draw_two_challenged_when_legal_costs_the_challenger_four() -> None:
    state = stacked(HONEST0, "W+2|OF G1|O6 G2|O7 G3|V2 G4|P8 G5|P6 G6|T1", "R5|P5")
    state = unokit.apply(state, Play(1, Card.parse("W+2|OF"), Color.BLUE))
    state = unokit.apply(state, Challenge(0))
    assert len(state.hands[0]) == 11
    assert state.current_player == 1


def test_wild_draw_color_draws_until_the_colour_named() -> None:
    # The next player "draws until they get a color of your choosing (however many it takes)"
    state = unokit.apply(flipped(HONEST0), Play(0, Card.parse("W+C|R3"), TEAL))
    assert isinstance(state.pending, WildDrawResponse)
    assert state.pending.bluff is False
    state = unokit.apply(state, Accept(1))
    assert state.hands[1][-4:] == cards("O7|G5 PR|G4 V9|G3 T2|G2")
    assert state.current_player == 0
    assert state.active_color is TEAL


def test_wild_draw_color_is_told_with_the_colour_that_stopped_the_draw() -> None:
    # The next player "draws until they get a color of your choosing (however many it takes)"
    names = ["Ann", "Bob"]
    for answer, bob_hears, ann_hears in (
        (
            Accept(1),
            "You accept the penalty; you draw 4 cards until a teal card showed (O7 PR V9 T2); "
            "you are skipped.",
            "Bob accepts the penalty; Bob draws 4 cards until a teal card showed; Bob is skipped.",
        ),
        (
            Challenge(1),
            "You challenge the card just played: the challenge fails; Ann shows you their "
            "hand: O4 T7 V8 V9 VSE T6; you draw 4 cards until a teal card showed, then 2 more "
            "(O7 PR V9 T2 T3 T8); you are skipped.",
            "Bob challenges the card just played: the challenge fails; you show Bob your hand: "
            "O4 T7 V8 V9 VSE T6; Bob draws 4 cards until a teal card showed, then 2 more; Bob "
            "is skipped.",
        ),
    ):
        state = flipped(HONEST0)
        ann, bob = Narrator(0, names), Narrator(1, names)
        for move in (Play(0, Card.parse("W+C|R3"), TEAL), answer):
            before, state = state, unokit.apply(state, move)
            told = (ann.follow(move, before, state), bob.follow(move, before, state))
        assert told == ([ann_hears], [bob_hears])


def test_wild_draw_color_challenged_when_legal_costs_two_more() -> None:
    state = unokit.apply(flipped(HONEST0), Play(0, Card.parse("W+C|R3"), TEAL))
    state = unokit.apply(state, Challenge(1))
    assert state.hands[1][-6:] == cards("O7|G5 PR|G4 V9|G3 T2|G2 T3|G7 T8|G6")


def test_wild_draw_color_bluff_caught_makes_its_player_draw_until_the_colour() -> None:
    state = unokit.apply(flipped(), Play(0, Card.parse("W+C|R3"), PURPLE))  # holds pink
    state = unokit.apply(state, Challenge(1))
    assert state.hands[0][-3:] == cards("O7|G5 PR|G4 V9|G3")
    assert state.current_player == 1


# --------------------------------------------------------------------------------------
# Rounds, and the command line
# --------------------------------------------------------------------------------------


def test_every_round_is_dealt_light_side_up() -> None:
    rng = random.Random(7)
    state = unokit.new_game("flip", players=3, seed=7)
    light = set(flip_deck())
    dealt = 0
    while not state.is_over and dealt < 3:
        moves = unokit.legal_moves(state)
        move = rng.choice(moves)
        state = unokit.apply(state, move)
        if isinstance(move, unokit.Deal):
            dealt += 1
            assert all(card in light for card in state.cards())
    assert dealt == 3


def test_unokit_play_runs_the_edition(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    monkeypatch.setattr("sys.stdin", io.StringIO("1\n" * 400))
    out = io.StringIO()
    monkeypatch.setattr("sys.stdout", out)
    assert main(["play", "--edition", "flip", "--players", "2", "--seed", "4"]) == 0
    text = out.getvalue()
    assert "unokit flip, 2 players" in text
    assert "Bot 1 holds, seen from the back:" in text
    assert "On top of the draw pile, face up:" in text
    played = [line for line in text.splitlines() if " play" in line or "card:" in line]
    assert played
    assert not any("|" in line for line in played)  # a played card's back is face down


def test_no_module_of_unokit_names_the_edition() -> None:
    source = Path(unokit.__file__).parent
    for path in source.rglob("*.py"):
        text = path.read_text(encoding="utf-8").lower()
        for name in ("uno flip", "unokit_flip", '"flip"', "'flip'"):
            assert name not in text, path


def test_the_reinforcement_learning_environment_plays_the_edition() -> None:
    import numpy as np  # the rl extra (unokit's test command installs it)

    from unokit.rl import UnoEnv, observation_layout

    env = UnoEnv(edition="flip", players=3, max_steps=400)
    observation, info = env.reset(seed=2)
    layout = observation_layout(unokit.new_game("flip", players=3, seed=2).rules)
    assert layout.segment("other_sides").size == 10 * len(layout.cards)
    rng = np.random.default_rng(2)
    episodes = 0
    for _ in range(1500):
        action = int(rng.choice(np.flatnonzero(info["action_mask"])))
        observation, _, terminated, truncated, info = env.step(action)
        assert env.observation_space.contains(observation)
        if terminated or truncated:
            episodes += 1
            observation, info = env.reset()
    assert episodes >= 1


# --------------------------------------------------------------------------------------
# What the decisions say, who sees what, and forged decisions
# --------------------------------------------------------------------------------------


def wild_draw_two_played() -> GameState:
    """Seat 1 plays a Wild Draw Two naming blue while holding red: seat 0 to answer."""
    state = stacked(HONEST0, "W+2|OF R2|O8 R4|P6 R6|V5 R7|T4 R8|T3 G1|O6", "R5|P5")
    return unokit.apply(state, Play(1, Card.parse("W+2|OF"), Color.BLUE))


def test_each_decision_says_what_its_moves_do() -> None:
    state = stacked("R+1|P7 B1|O4 B3|T7 B5|V8 B6|V9 G9|VSE G8|T6", SEAT1, "R5|P5")
    state = unokit.apply(state, Play(1, Card.parse("R2|O8")))
    state = unokit.apply(state, Play(0, Card.parse("R+1|P7")))
    assert unokit.describe_move(state, Accept(1)) == (
        "draw 1 card (the Draw One) and miss your turn"
    )
    state = unokit.apply(flipped(), Play(0, Card.parse("P+5|Y2")))
    assert unokit.describe_move(state, Accept(1)) == (
        "draw 5 cards (the Draw Five) and miss your turn"
    )
    # A penalty of another size (an edition built on this one, say) is named as such.
    other = unokit.describe_move(attrs.evolve(state, pending=SideDrawPenalty(1, 2)), Accept(1))
    assert other == "draw 2 cards (the penalty) and miss your turn"

    state = wild_draw_two_played()
    assert state.pending is not None
    assert state.pending.describe() == "accept or challenge the Wild Draw Two"
    assert unokit.describe_move(state, Accept(0)) == "accept the Wild Draw Two (draw 2)"
    assert unokit.describe_move(state, Challenge(0)) == (
        "challenge the Wild Draw Two (if it was legal, draw 2, then 2)"
    )
    state = unokit.apply(flipped(HONEST0), Play(0, Card.parse("W+C|R3"), TEAL))
    assert state.pending is not None
    assert state.pending.describe() == "accept or challenge the Wild Draw Color"
    assert unokit.describe_move(state, Accept(1)) == (
        "accept the Wild Draw Color (draw until the colour in play)"
    )
    assert unokit.describe_move(state, Challenge(1)) == (
        "challenge the Wild Draw Color (if it was legal, draw until the colour in play, then 2)"
    )

    state = stacked(SEAT0, SEAT1, "R8|WD", rest="G2|T2 G3|V9")
    state = unokit.apply(state, Play(1, Card.parse("RF|TR")))
    assert state.pending is not None
    assert state.pending.describe() == "name the colour of the Wild the Flip turned up"
    assert unokit.describe_move(state, ChooseColor(1, TEAL)) == (
        "name teal for the Wild the Flip turned up"
    )


def test_only_the_player_of_a_wild_draw_card_sees_whether_it_was_a_bluff() -> None:
    state = wild_draw_two_played()
    own = unokit.view(state, 1).pending
    other = unokit.view(state, 0).pending
    assert isinstance(own, WildDrawResponse)
    assert isinstance(other, WildDrawResponse)
    assert own.bluff is True
    assert other.bluff is None
    assert attrs.evolve(other, bluff=True) == own  # nothing else is hidden


def refusal(decision: Pending, state: GameState) -> str:
    """The message with which ``decision``'s check refuses ``state`` (as a save's load would)."""
    try:
        decision.check(state)
    except ValueError as error:
        return str(error)
    raise AssertionError(f"{decision} was not refused")


def test_a_forged_wild_draw_decision_is_refused_naming_what_is_wrong() -> None:
    state = wild_draw_two_played()
    pending = state.pending
    assert pending == WildDrawResponse(0, 1, True, Color.RED, 2)
    pending.check(state)  # the real one passes
    attrs.evolve(pending, draws=0).check(state)  # Wild Draw Color's: draw until the colour
    assert refusal(attrs.evolve(pending, offender=0), state) == (
        "offender: seat 0 cannot answer its own card"
    )
    assert refusal(attrs.evolve(pending, bluff=None), state) == (
        "bluff: expected true or false (whether the play was a bluff)"
    )
    assert refusal(attrs.evolve(pending, previous_color=None), state) == (
        "previous_color: expected the colour in play before the card"
    )
    draws: Any
    for draws in (-1, True, "2"):
        assert refusal(attrs.evolve(pending, draws=draws), state) == (
            "draws: expected how many cards the penalty is, 0 or more"
        )
    assert refusal(pending, attrs.evolve(state, active_color=None)) == (
        "a Wild Draw card names the colour in play, but none is"
    )


def test_a_forged_decision_to_name_a_colour_after_a_flip_is_refused() -> None:
    state = stacked(SEAT0, SEAT1, "R8|WD", rest="G2|T2 G3|V9")
    state = unokit.apply(state, Play(1, Card.parse("RF|TR")))
    assert state.pending == NameColorAfterFlip(1)
    state.pending.check(state)  # the real one passes
    named = unokit.apply(state, ChooseColor(1, TEAL))
    assert refusal(NameColorAfterFlip(1), named) == (
        "seat: seat 1 is to name the colour of a Wild turned up by a Flip, but WD|R8 is on top "
        "with teal in play"
    )
    assert refusal(NameColorAfterFlip(1), flipped()) == (
        "seat: seat 1 is to name the colour of a Wild turned up by a Flip, but P5|R5 is on top "
        "with pink in play"
    )
    assert "seat 7" in refusal(NameColorAfterFlip(7), state)  # not a seat of the game


# --------------------------------------------------------------------------------------
# Drawing until a colour
# --------------------------------------------------------------------------------------


def test_drawing_until_a_colour_stops_when_no_card_is_left_and_keeps_what_was_drawn() -> None:
    # The package's decision (the sheet: the next player "draws until they get a color of
    # your choosing (however many it takes)"): the draw reshuffles the discard pile when the
    # draw pile runs out and stops when no card is left at all.
    state = attrs.evolve(flipped(), draw_cards=cards("O7|G5 PR|G4"), draw_index=0)
    table = Table(state, 0)
    drawn = draw_until_color(table, 1, PURPLE)
    assert drawn == cards("O7|G5 PR|G4 TR|RF")  # the draw pile, then the card under the top
    assert table.hands[1][-3:] == drawn
    assert table.draw_one() is None


class TallyPenalties(HouseRule):
    """A house rule whose penalty rule writes down every penalty draw."""

    name: ClassVar[str] = "tally-penalties"
    description: ClassVar[str] = "Every penalty draw is written down."

    def __init__(self) -> None:
        self.tally: list[tuple[int, int, int]] = []

    def note(self, table: Table, seat: int, count: int) -> None:
        self.tally.append((seat, count, len(table.hands[seat])))

    @hookimpl
    def unokit_penalty_rule(self) -> PenaltyRule:
        return self.note


class TallyPackage:
    def __init__(self, rule: TallyPenalties) -> None:
        self.rule = rule

    @hookimpl
    def unokit_register_house_rules(self, register: Callable[[object], None]) -> None:
        register(self.rule)


def test_a_penalty_rule_runs_after_drawing_until_a_colour() -> None:
    # draw_until_color: "The edition's penalty rule runs afterwards, as after any draw a
    # player must make" (here a house rule's: the Flip edition has none).
    rule = TallyPenalties()
    unokit.core.plugins.register_plugin(TallyPackage(rule), name="tally")
    try:
        state = stacked(HONEST0, SEAT1, "R5|P5", house_rules=("tally-penalties",))
        state = unokit.apply(state, Play(1, Card.parse("RF|TR")))
        state = unokit.apply(state, Play(0, Card.parse("W+C|R3"), TEAL))
        state = unokit.apply(state, Accept(1))
    finally:
        unokit.core.plugins.reset()
    assert state.hands[1][-4:] == cards("O7|G5 PR|G4 V9|G3 T2|G2")
    assert rule.tally == [(1, 4, 10)]  # seat 1 drew 4 cards, and holds 10 afterwards


def test_a_move_naming_a_card_by_its_face_has_the_action_ids_of_the_card() -> None:
    from unokit.rl import action_of  # the rl extra (unokit's test command installs it)

    # "Hold the cards with the Light Side facing you": a seat names its card by the face.
    state = stacked(SEAT0, SEAT1, "R5|P5")
    by_face = action_of(state, Play(1, Card.parse("RF")))
    assert by_face == action_of(state, Play(1, Card.parse("RF|TR")))


def test_two_cards_showing_one_face_are_one_choice_for_their_player() -> None:
    from unokit.rl import action_space, move_of  # the rl extra

    # Seat 1 holds both red 5s (a pink 5 and an orange Reverse on their backs): it sees two
    # identical cards, so the action space offers one choice, the first of them.
    seat1 = "R5|P5 R5|OR R4|P6 R6|V5 R7|T4 R8|T3 G1|O6"
    state = stacked(SEAT0, seat1, "R1|T4")
    space = action_space(state.rules)
    moves = unokit.legal_moves(state)
    plays = [move for move in moves if isinstance(move, Play)]
    assert plays[:2] == [Play(1, Card.parse("R5|P5")), Play(1, Card.parse("R5|OR"))]
    groups = space.heads(moves, 2)
    five = space.head(plays[0], 2)
    assert groups[five] == [plays[0]]
    assert sum(map(len, groups.values())) == len(moves) - 1  # only the second 5 is left out
    assert move_of(state, five, seat=1) == plays[0]


def test_each_sides_wild_has_an_action_id_per_colour_of_its_side() -> None:
    from unokit.rl import action_space  # the rl extra

    # The light side's Wild names a light colour, the dark side's a dark one.
    space = action_space(unokit.new_game("flip", players=2, seed=1).rules)
    named = [a.label for a in space.actions if a.label.startswith(("play W ", "play WD "))]
    assert named == [
        *(f"play W {color}" for color in ("red", "yellow", "green", "blue")),
        *(f"play WD {color}" for color in ("pink", "teal", "orange", "purple")),
    ]


def test_the_games_colours_are_the_light_sides_then_the_dark_sides() -> None:
    # A game's colours (`rules.colors`) are what saves, the RL observation and `help` list:
    # the classic four in their usual order, then the dark side's.
    rules = unokit.new_game("flip", players=3, seed=1).rules
    assert rules.colors == (*unokit.COLORS, *DARK_COLORS)
    assert len(set(rules.colors)) == 8
