"""UNO Friends: the 112-card deck, Wild The One Where You Draw and the Friends rule differences.

Ground truth: ``uno-friends.txt``; ``DESIGN.md`` ("UNO Friends deck", "Wild Draw Four
restriction", "Wild Draw Four bluffs are moves") where the text is silent.
"""

from __future__ import annotations

import re
from collections import Counter
from collections.abc import Sequence
from typing import Any

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
from unokit.editions.classic import WildDrawFourResponse, classic_deck
from unokit.editions.friends import CHARACTERS, friends_deck
from unokit.plugin import PlayDrawnCard

WD = Card.parse("WD")


def friends(
    hands: Sequence[str], opening: str, draw: str = "", *, seed: int = 0, **options: Any
) -> GameState:
    """A Friends game, dealer 0, whose hands, opening card and draw pile are exactly as given."""
    state = game(split(hands), opening, draw.split(), seed=seed, edition="friends", **options)
    assert state.edition == "friends"
    assert state.hands == tuple(cards(hand) for hand in hands)
    return state


def deck_of(hands: Sequence[str], opening: str, draw: str = "") -> Counter[Card]:
    """Every card of the stacked deck ``friends`` builds, as a multiset."""
    return Counter(card(text) for text in stack(split(hands), opening, draw.split()))


def without(hand: str, *played: str) -> tuple[Card, ...]:
    held = list(cards(hand))
    for text in played:
        held.remove(card(text))
    return tuple(held)


def wd_plays(player: int, uno: Sequence[bool] = (False,)) -> set[Move]:
    return {
        Play(player, WD, color, call, mark)
        for color in Color
        for mark in CHARACTERS
        for call in uno
    }


def plays_of_card(state: GameState, played: Card) -> set[Move]:
    return {m for m in unokit.legal_moves(state) if isinstance(m, Play) and m.card == played}


# --------------------------------------------------------------------------------------
# The deck, card text and player count
# --------------------------------------------------------------------------------------


@pytest.mark.parametrize("name", ["friends", "uno-friends", "UNO-Friends"])
def test_friends_deck_is_112_cards_18_per_character_plus_4_wd(name: str) -> None:
    # DESIGN.md: "UNO Friends deck (112 cards): the classic 108, each showing exactly one of
    # the six characters (Chandler, Joey, Monica, Phoebe, Rachel, Ross), 18 cards per
    # character in a fixed, documented assignment; plus 4 Wild The One Where You Draw (no
    # character, 50 points)."
    state = unokit.new_game(name, players=4, seed=11)

    assert state.edition == "friends"
    every = list(state.cards())
    assert len(every) == 112
    assert Counter(every) == Counter(friends_deck())
    assert [len(hand) for hand in state.hands] == [7, 7, 7, 7]
    marks = Counter(c.mark for c in every)
    expected: dict[str | None, int] = {**dict.fromkeys(CHARACTERS, 18), None: 4}
    assert marks == expected
    assert [c for c in every if c.mark is None] == [WD] * 4
    assert state.rules.marks == ("Chandler", "Joey", "Monica", "Phoebe", "Rachel", "Ross")
    # Strip the characters: the classic 108 are underneath.
    stripped = Counter(Card(c.color, c.rank) for c in every if c.rank != "WD")
    assert stripped == Counter(classic_deck())


def test_friends_deck_assignment_card_i_shows_character_i_mod_6() -> None:
    # DESIGN.md: "18 cards per character in a fixed, documented assignment" (card i of the
    # classic order shows CHARACTERS[i % 6]).
    deck = friends_deck()
    assert [Card(c.color, c.rank) for c in deck[:108]] == classic_deck()
    assert [c.mark for c in deck[:108]] == [CHARACTERS[i % 6] for i in range(108)]
    assert [str(c) for c in deck[:8]] == [
        "R0/Chandler", "R1/Joey", "R1/Monica", "R2/Phoebe",
        "R2/Rachel", "R3/Ross", "R3/Chandler", "R4/Joey",
    ]  # fmt: skip
    assert [str(c) for c in deck[-12:]] == [
        "W/Rachel", "W/Ross", "W/Chandler", "W/Joey",
        "W+4/Monica", "W+4/Phoebe", "W+4/Rachel", "W+4/Ross",
        "WD", "WD", "WD", "WD",
    ]  # fmt: skip


def test_friends_card_text_with_character_round_trips() -> None:
    # DESIGN.md: "the classic 108, each showing exactly one of the six characters"
    joey = Card(Color.RED, "7", "Joey")
    assert str(joey) == "R7/Joey"
    assert Card.parse("R7/Joey") == joey
    assert Card.parse("r7/joey") == joey
    assert Card.parse("R7/JOEY") == joey
    assert Card.parse("R7/Joey") != Card.parse("R7/Monica")
    assert Card.parse("R7/Joey") != Card.parse("R7")
    assert str(WD) == "WD"
    assert WD.is_wild
    assert WD.mark is None
    assert Card.parse("wd") == WD
    for each in friends_deck():
        assert Card.parse(str(each)) == each
        assert Card.parse(str(each).lower()) == each


def test_friends_stacked_deck_refuses_unmarked_or_missing_cards() -> None:
    # DESIGN.md: "the classic 108, each showing exactly one of the six characters" -- a card
    # without its character, or with a character it does not show, is not a Friends card.
    base = stack(split([FILLER_0, FILLER_1]), "R5/Rachel")
    for wrong in ("R5", "R5/Joey", "R5/Gunther"):
        with pytest.raises(SetupError, match=re.escape(f"{card(wrong)} is not a card")):
            unokit.new_game("friends", players=2, deck=[*base, wrong], dealer=0)
    with pytest.raises(SetupError, match="5 copies of WD"):
        unokit.new_game("friends", players=2, deck=[*base, *["WD"] * 5], dealer=0)


@pytest.mark.parametrize("players", [2, 10])
def test_friends_two_to_ten_players_can_play(players: int) -> None:
    # uno-friends.txt: "Number of Players: 2-10"
    state = unokit.new_game("friends", players=players, seed=3)
    assert state.players == players
    assert all(len(hand) == 7 for hand in state.hands)
    assert state.current_player == (state.dealer + 1) % players


@pytest.mark.parametrize("players", [1, 11])
def test_friends_fewer_than_two_or_more_than_ten_players_is_refused(players: int) -> None:
    # uno-friends.txt: "Number of Players: 2-10"
    with pytest.raises(SetupError, match=f"for 2 to 10 players, not {players}"):
        unokit.new_game("friends", players=players, seed=3)


# --------------------------------------------------------------------------------------
# Wild The One Where You Draw
# --------------------------------------------------------------------------------------

# Three players, dealer 0 (turn order 1, 2, 0): seat 1 holds a Wild The One Where You Draw;
# seat 2 is its victim; seat 0 holds no red card.
FILLER_0 = "B1/Rachel B6/Monica Y4/Phoebe Y5/Ross G1/Rachel G2/Chandler B6/Phoebe"
MOVER = "WD G2/Ross B2/Chandler Y4/Monica G8/Ross B8/Chandler Y6/Chandler"
VICTIM = "Y1/Monica Y2/Ross B3/Phoebe B4/Rachel G8/Chandler G9/Monica Y6/Joey"
CHARACTER_DRAW = "G1/Phoebe Y2/Rachel B3/Monica R7/Joey Y9/Chandler B7/Ross"
FILLER_1 = "Y1/Phoebe Y3/Joey B9/Phoebe G4/Phoebe G6/Joey B5/Chandler Y7/Phoebe"


def wd_game(seed: int = 0) -> GameState:
    state = friends([FILLER_0, MOVER, VICTIM], "R5/Rachel", CHARACTER_DRAW, seed=seed)
    assert state.current_player == 1
    assert state.active_color is Color.RED
    return state


def test_wd_is_legal_on_anything_with_every_colour_and_character() -> None:
    # uno-friends.txt: "The Wild The One Where You Draw card is wild so you can play it on top
    # of any other card."
    # uno-friends.txt: "you will choose a character from the show (Chandler, Joey, Monica,
    # Phoebe, Rachel, Ross)"; "The player who plays the card also chooses the color for the
    # Discard Pile. They can choose any of the four colors"
    state = wd_game()
    assert plays_of_card(state, WD) == wd_plays(1)
    assert len(plays_of_card(state, WD)) == 24
    # Nothing else of seat 1 matches the red 5: the WD plays and Draw are all it may do.
    assert set(unokit.legal_moves(state)) == {*wd_plays(1), Draw(1)}


def test_wd_is_legal_on_an_action_card_and_offers_uno_when_next_to_last() -> None:
    # uno-friends.txt: "The Wild The One Where You Draw card is wild so you can play it on top
    # of any other card."
    # uno-friends.txt: "When you only have one card left in your hand, you should say 'UNO' as
    # quickly as possible."
    state = two_player_chain()
    assert state.top_card == card("YR/Rachel")
    assert state.hands[1] == cards("WD B9/Monica")
    assert plays_of_card(state, WD) == wd_plays(1, (False, True))
    assert len(plays_of_card(state, WD)) == 48
    assert set(unokit.legal_moves(state)) == {*wd_plays(1, (False, True)), Draw(1)}


def test_wd_move_text_names_colour_and_character() -> None:
    # uno-friends.txt: "When you play the Wild The One Where You Draw card, you will choose a
    # character from the show (Chandler, Joey, Monica, Phoebe, Rachel, Ross)."
    move = Play(0, WD, Color.RED, False, "Joey")
    assert str(move) == "0 play WD red Joey"
    assert Move.parse("0 play WD red Joey") == move
    assert Move.parse("0 PLAY wd r joey") == move
    called = Play(0, WD, Color.RED, True, "Joey")
    assert str(called) == "0 play WD red Joey uno"
    assert Move.parse("0 play WD red Joey uno") == called
    for each in wd_plays(3, (False, True)):
        assert Move.parse(str(each)) == each


def test_wd_without_character_or_with_unknown_character_is_refused() -> None:
    # uno-friends.txt: "you will choose a character from the show (Chandler, Joey, Monica,
    # Phoebe, Rachel, Ross)"
    state = wd_game()
    names = "Chandler, Joey, Monica, Phoebe, Rachel, Ross"
    with pytest.raises(
        IllegalMoveError, match=re.escape(f"needs a character: name one of {names}")
    ):
        unokit.apply(state, Play(1, WD, Color.RED))
    with pytest.raises(IllegalMoveError, match=re.escape("needs a character")):
        play(state, "1 play WD red")
    unknown = f"Gunther is not a character of this deck: name one of {names}"
    with pytest.raises(IllegalMoveError, match=re.escape(unknown)):
        unokit.apply(state, Play(1, WD, Color.RED, False, "Gunther"))
    with pytest.raises(IllegalMoveError, match=re.escape(unknown)):
        play(state, "1 play WD red gunther")
    with pytest.raises(IllegalMoveError, match="needs a colour"):
        unokit.apply(state, Play(1, WD, None, False, "Joey"))
    # A character is named only with Wild The One Where You Draw.
    state = friends([FILLER_0, "R1/Joey " + MOVER.split(" ", 1)[1], VICTIM], "R5/Rachel")
    with pytest.raises(IllegalMoveError, match=re.escape("R1/Joey names no character")):
        unokit.apply(state, Play(1, card("R1/Joey"), None, False, "Joey"))
    assert unokit.is_legal(state, Play(1, card("R1/Joey")))


@pytest.mark.parametrize(
    ("character", "drawn"),
    [
        ("Joey", "G1/Phoebe Y2/Rachel B3/Monica R7/Joey"),
        ("Phoebe", "G1/Phoebe"),
        ("Monica", "G1/Phoebe Y2/Rachel B3/Monica"),
        ("Ross", "G1/Phoebe Y2/Rachel B3/Monica R7/Joey Y9/Chandler B7/Ross"),
    ],
)
def test_wd_next_player_draws_until_the_character_keeps_all_and_loses_turn(
    character: str, drawn: str
) -> None:
    # uno-friends.txt: "The next player in turn order must keep drawing cards until they draw
    # one that has the character you chose on it. They will add all of the cards they draw to
    # their hand."
    # uno-friends.txt: "A player played a Wild The One Where You Draw card. They chose Joey.
    # The next player ended up having to draw four cards until they picked up a card that has
    # Joey on it."
    # DESIGN.md: "The player drawing for a character also loses their turn."
    state = play(wd_game(), f"1 play WD red {character}")

    assert state.hands[2] == cards(f"{VICTIM} {drawn}")
    assert state.hands[2][-1].mark == character
    assert all(c.mark != character for c in state.hands[2][7:-1])
    assert state.hands[1] == without(MOVER, "WD")
    assert state.hands[0] == cards(FILLER_0)
    assert state.draw_pile == cards(CHARACTER_DRAW)[len(drawn.split()) :]
    assert state.discard_pile == (WD, card("R5/Rachel"))
    assert state.active_color is Color.RED
    assert state.current_player == 0
    assert state.pending is None
    # Seat 0 holds no red card: it may only draw. Seat 2 has nothing to do.
    assert unokit.legal_moves(state) == (Draw(0),)


def test_wd_victim_is_the_next_player_in_the_current_direction() -> None:
    # uno-friends.txt: "The next player in turn order must keep drawing cards until they draw
    # one that has the character you chose on it."
    # uno-friends.txt: "If play was passing clockwise, it will now move counterclockwise."
    hands = [
        "WD B1/Rachel B6/Monica Y4/Phoebe Y5/Ross G1/Rachel G2/Chandler",
        "RR/Phoebe Y1/Monica Y2/Ross B3/Phoebe B4/Rachel G8/Chandler G9/Monica",
        "G2/Ross B2/Chandler Y4/Monica G8/Ross B8/Chandler Y6/Chandler G3/Joey",
    ]
    state = play(friends(hands, "R5/Rachel", "Y7/Monica B7/Rachel G4/Rachel"), "1 play RR/Phoebe")
    assert state.direction == -1
    assert state.current_player == 0

    state = play(state, "0 play WD blue Rachel")
    assert state.hands[2] == cards(hands[2] + " Y7/Monica B7/Rachel")
    assert state.hands[1] == without(hands[1], "RR/Phoebe")
    assert state.hands[0] == without(hands[0], "WD")
    assert state.draw_pile == cards("G4/Rachel")
    assert state.active_color is Color.BLUE
    assert state.direction == -1
    assert state.current_player == 1


# Two players, dealer 0: seat 1 starts and keeps the turn with five Skips and Reverses ("With
# two players, a played Skip or Reverse gives the same player another turn", classic-guide.txt),
# leaving it with WD and B9/Monica on a yellow Reverse.
CHAIN = "RS/Joey RS/Monica RR/Phoebe RR/Rachel YR/Rachel WD B9/Monica"
CHAIN_OTHER = "G3/Joey G4/Phoebe B4/Ross G6/Joey B7/Rachel G7/Phoebe Y8/Ross"
CHAIN_DRAW = "Y9/Chandler B2/Joey G1/Rachel Y3/Chandler B5/Chandler"


def two_player_chain() -> GameState:
    state = friends([CHAIN_OTHER, CHAIN], "R5/Phoebe", CHAIN_DRAW)
    assert plays_of_card(state, WD) == wd_plays(1)
    state = play(
        state,
        "1 play RS/Joey",
        "1 play RS/Monica",
        "1 play RR/Phoebe",
        "1 play RR/Rachel",
        "1 play YR/Rachel",
    )
    assert state.current_player == 1
    assert state.active_color is Color.YELLOW
    return state


def test_wd_two_players_victim_loses_turn_and_player_goes_again() -> None:
    # uno-friends.txt: "They will add all of the cards they draw to their hand."
    # DESIGN.md: "The player drawing for a character also loses their turn."
    state = play(two_player_chain(), "1 play WD green Joey uno")

    assert state.hands[0] == cards(CHAIN_OTHER + " Y9/Chandler B2/Joey")
    assert state.hands[1] == cards("B9/Monica")
    assert state.draw_pile == cards("G1/Rachel Y3/Chandler B5/Chandler")
    assert state.top_card == WD
    assert state.active_color is Color.GREEN
    assert state.current_player == 1
    assert unokit.legal_moves(state) == (Draw(1),)


@pytest.mark.parametrize("seed", range(6))
def test_wd_character_draw_goes_on_through_a_reshuffle(seed: int) -> None:
    # uno-friends.txt: "The next player in turn order must keep drawing cards until they draw
    # one that has the character you chose on it."
    # uno-friends.txt: "Should the Draw Pile run out of cards, you will shuffle the Discard Pile
    # to form a new Draw Pile."
    # DESIGN.md: "If neither the draw pile nor a reshuffle can produce that character, the
    # drawing stops." (here the reshuffle produces it)
    hands = [
        "R7/Joey R8/Phoebe Y1/Monica Y2/Ross B3/Phoebe B4/Rachel G9/Monica",
        "R2/Phoebe R3/Ross WD Y9/Chandler B1/Ross G5/Ross G7/Phoebe",
    ]
    state = friends(hands, "R5/Rachel", "G1/Phoebe Y2/Rachel", seed=seed)
    deck = deck_of(hands, "R5/Rachel", "G1/Phoebe Y2/Rachel")
    state = play(state, "1 play R2/Phoebe", "0 play R7/Joey", "1 play R3/Ross", "0 play R8/Phoebe")
    older = cards("R8/Phoebe R3/Ross R7/Joey R2/Phoebe R5/Rachel")
    assert state.discard_pile == older
    assert state.draw_pile == cards("G1/Phoebe Y2/Rachel")

    state = play(state, "1 play WD green Joey")

    kept = cards("Y1/Monica Y2/Ross B3/Phoebe B4/Rachel G9/Monica")
    assert state.hands[0][:5] == kept
    drawn = state.hands[0][5:]
    # First the two cards left in the draw pile, then the reshuffled older discards up to
    # the only Joey among them.
    assert drawn[:2] == cards("G1/Phoebe Y2/Rachel")
    assert drawn[-1] == card("R7/Joey")
    assert [c.mark for c in drawn[:-1]].count("Joey") == 0
    # The reshuffled discards went into the victim's hand or the new draw pile; the WD stays.
    assert Counter(drawn[2:]) + Counter(state.draw_pile) == Counter(older)
    assert state.discard_pile == (WD,)
    assert Counter(state.cards()) == deck
    assert state.hands[1] == cards("Y9/Chandler B1/Ross G5/Ross G7/Phoebe")
    assert state.active_color is Color.GREEN
    assert state.current_player == 1


@pytest.mark.parametrize("seed", range(3))
def test_wd_character_nowhere_to_be_drawn_stops_when_nothing_is_left(seed: int) -> None:
    # DESIGN.md: "If neither the draw pile nor a reshuffle can produce that character, the
    # drawing stops." and "The player drawing for a character also loses their turn."
    # The only Joeys are in hands (seat 0's R7/Joey): the draw pile and the discards have none.
    hands = [
        "R4/Monica R8/Phoebe R7/Joey Y1/Monica Y2/Ross B3/Phoebe B4/Rachel",
        "R2/Phoebe R3/Ross WD Y9/Chandler B1/Ross G5/Ross G7/Phoebe",
    ]
    state = friends(hands, "R5/Rachel", "G1/Phoebe Y2/Rachel", seed=seed)
    deck = deck_of(hands, "R5/Rachel", "G1/Phoebe Y2/Rachel")
    state = play(
        state, "1 play R2/Phoebe", "0 play R4/Monica", "1 play R3/Ross", "0 play R8/Phoebe"
    )
    older = cards("R8/Phoebe R3/Ross R4/Monica R2/Phoebe R5/Rachel")
    assert state.discard_pile == older

    state = play(state, "1 play WD green Joey")

    kept = cards("R7/Joey Y1/Monica Y2/Ross B3/Phoebe B4/Rachel")
    assert state.hands[0][:5] == kept
    drawn = state.hands[0][5:]
    assert drawn[:2] == cards("G1/Phoebe Y2/Rachel")
    assert Counter(drawn[2:]) == Counter(older)
    assert state.draw_pile == ()
    assert state.discard_pile == (WD,)
    assert Counter(state.cards()) == deck
    assert state.active_color is Color.GREEN
    assert state.current_player == 1
    assert state.pending is None
    # Nothing is left to draw: seat 1 plays a green card (no Draw is offered).
    assert set(unokit.legal_moves(state)) == {
        Play(1, card("G5/Ross")),
        Play(1, card("G7/Phoebe")),
    }


def test_wd_drawn_for_the_turn_may_be_played_at_once_naming_a_character() -> None:
    # uno-friends.txt: "If you can play the card you just drew, you can play it immediately."
    # uno-friends.txt: "The Wild The One Where You Draw card is wild so you can play it on top
    # of any other card."
    hand = "G2/Ross B2/Chandler Y4/Monica G8/Ross B8/Chandler Y6/Chandler G3/Joey"
    state = friends([FILLER_0, hand, VICTIM], "R5/Rachel", "WD Y9/Chandler Y7/Monica")
    state = play(state, "1 draw")
    assert state.hands[1] == cards(hand + " WD")
    assert state.pending == PlayDrawnCard(1, WD)
    assert set(unokit.legal_moves(state)) == {*wd_plays(1), Pass(1)}

    state = play(state, "1 play WD yellow Monica")
    assert state.hands[1] == cards(hand)
    assert state.hands[2] == cards(VICTIM + " Y9/Chandler Y7/Monica")
    assert state.active_color is Color.YELLOW
    assert state.current_player == 0


# --------------------------------------------------------------------------------------
# The opening card
# --------------------------------------------------------------------------------------

OPEN_HANDS = [
    FILLER_0,
    "Y1/Monica Y2/Ross B3/Phoebe B4/Rachel G8/Chandler G9/Monica Y6/Joey",
    "G2/Ross B2/Chandler Y4/Monica G8/Ross B8/Chandler Y6/Chandler G3/Joey",
]


@pytest.mark.parametrize(
    "action", ["RS/Joey", "RR/Phoebe", "R+2/Ross", "W/Rachel", "W+4/Monica", "WD"]
)
def test_opening_action_card_is_covered_by_the_next_card_without_effect(action: str) -> None:
    # uno-friends.txt: "If the card you flipped over is an Action card (not a number card), you
    # will flip over another card."
    # uno-friends.txt: "The player to the left of the dealer starts the game. Play will pass in
    # a clockwise direction to start the game."
    state = friends(OPEN_HANDS, action, "G5/Ross Y9/Chandler B2/Joey")

    assert state.discard_pile == (card("G5/Ross"), card(action))
    assert state.top_card == card("G5/Ross")
    assert state.active_color is Color.GREEN
    assert state.direction == 1
    assert state.current_player == 1
    assert state.pending is None
    # No action took effect: nobody drew (not even after an opening Draw Two or Wild Draw
    # Four), seat 1 was not skipped, the direction did not change, no colour was asked for.
    assert state.hands == tuple(cards(hand) for hand in OPEN_HANDS)
    assert state.draw_pile == cards("Y9/Chandler B2/Joey")
    assert {move.player for move in unokit.legal_moves(state)} == {1}
    assert set(unokit.legal_moves(state)) == {
        Play(1, card("G8/Chandler")),
        Play(1, card("G9/Monica")),
        Draw(1),
    }


def test_opening_several_action_cards_are_all_covered_until_a_number() -> None:
    # uno-friends.txt: "If the card you flipped over is an Action card (not a number card), you
    # will flip over another card."
    state = friends(OPEN_HANDS, "RS/Joey", "W/Rachel Y+2/Chandler WD G5/Ross Y9/Chandler")

    assert state.discard_pile == cards("G5/Ross WD Y+2/Chandler W/Rachel RS/Joey")
    assert state.active_color is Color.GREEN
    assert state.direction == 1
    assert state.current_player == 1
    assert state.hands == tuple(cards(hand) for hand in OPEN_HANDS)
    assert state.draw_pile == cards("Y9/Chandler")


@pytest.mark.parametrize("number", ["R7/Joey", "B0/Phoebe", "Y9/Chandler"])
def test_opening_number_card_starts_the_discard_pile(number: str) -> None:
    # uno-friends.txt: "Flip over the top card from the Draw Pile and place it next to the
    # pile. This card forms the Discard Pile."
    # uno-friends.txt: "The player to the left of the dealer starts the game."
    state = friends(OPEN_HANDS, number, "G5/Ross B2/Joey")

    assert state.discard_pile == (card(number),)
    assert state.active_color is card(number).color
    assert state.direction == 1
    assert state.current_player == 1
    assert state.draw_pile == cards("G5/Ross B2/Joey")


# --------------------------------------------------------------------------------------
# The Wild Draw Four restriction: Wild cards count as matches
# --------------------------------------------------------------------------------------

# Three players, dealer 0: seat 1 plays W+4/Monica on the red 5, seat 2 answers it.
W4_VICTIM = "Y1/Monica Y2/Ross B3/Phoebe B4/Rachel G8/Chandler G9/Monica Y6/Joey"
W4_DRAW = "Y7/Monica Y8/Rachel B7/Ross B8/Joey G3/Monica G4/Rachel Y9/Chandler"
W4_REST = "G7/Phoebe B9/Monica Y3/Chandler G6/Joey B0/Phoebe"
HOLDS_WILD = f"W+4/Monica W/Rachel {W4_REST}"
HOLDS_WD = f"W+4/Monica WD {W4_REST}"
HOLDS_SECOND_W4 = f"W+4/Monica W+4/Phoebe {W4_REST}"
HOLDS_RED = f"W+4/Monica R2/Phoebe {W4_REST}"
# No red card and no Wild; G5/Ross matches the red 5 by number only.
HONEST = f"W+4/Monica G5/Ross {W4_REST}"


def w4_game(offender: str, **options: bool) -> GameState:
    state = friends([FILLER_0, offender, W4_VICTIM], "R5/Rachel", W4_DRAW, **options)
    assert state.current_player == 1
    assert state.active_color is Color.RED
    return state


def w4_plays(player: int = 1) -> set[Move]:
    return {Play(player, card("W+4/Monica"), color) for color in Color}


@pytest.mark.parametrize(
    ("offender", "blocker"),
    [(HOLDS_WILD, "W/Rachel"), (HOLDS_WD, "WD")],
)
def test_w4_strict_a_wild_in_hand_counts_as_a_match_for_the_colour(
    offender: str, blocker: str
) -> None:
    # uno-friends.txt: "You can only play a Wild Draw Four card if you have no other cards in
    # your hand that match the current color of the Discard Pile. Wild cards are considered
    # matches for the current color."
    # DESIGN.md: "An option (e.g. strict_wild_draw_four) removes bluffs for programs that want
    # only rule-abiding plays; then apply refuses such a play with the IllegalMoveError whose
    # message names the card of the active colour."
    state = w4_game(offender, strict_wild_draw_four=True)

    assert plays_of_card(state, card("W+4/Monica")) == set()
    message = (
        f"Wild Draw Four is not allowed: you hold {blocker}, which counts as a match for the "
        "active colour red"
    )
    for color in Color:
        with pytest.raises(IllegalMoveError, match=re.escape(message)):
            unokit.apply(state, Play(1, card("W+4/Monica"), color))
    # The Wild that blocks it may itself be played.
    assert len(plays_of_card(state, card(blocker))) == (4 if blocker == "W/Rachel" else 24)


def test_w4_strict_a_second_wild_draw_four_does_not_block_it() -> None:
    # Decision (docs/rules/friends.md): "Wild cards are considered matches for the current
    # color", except another Wild Draw Four, which is held back by the same restriction and
    # is no alternative; otherwise a hand with two of them could never be played out.
    state = w4_game(HOLDS_SECOND_W4, strict_wild_draw_four=True)
    assert plays_of_card(state, card("W+4/Monica")) == w4_plays()
    assert plays_of_card(state, card("W+4/Phoebe")) == {
        Play(1, card("W+4/Phoebe"), color) for color in Color
    }
    state = play(state, "1 play W+4/Monica blue", "2 challenge")
    # The challenge fails: the other Wild Draw Four did not make it a bluff.
    assert len(state.hands[2]) == 7 + 6


def test_w4_strict_a_card_of_the_colour_in_play_blocks_it() -> None:
    # uno-friends.txt: "You can only play a Wild Draw Four card if you have no other cards in
    # your hand that match the current color of the Discard Pile."
    state = w4_game(HOLDS_RED, strict_wild_draw_four=True)
    assert plays_of_card(state, card("W+4/Monica")) == set()
    message = "Wild Draw Four is not allowed: you hold R2/Phoebe of the active colour red"
    with pytest.raises(IllegalMoveError, match=re.escape(message)):
        play(state, "1 play W+4/Monica blue")


def test_w4_strict_no_card_of_the_colour_and_no_wild_allows_it() -> None:
    # uno-friends.txt: "You can only play a Wild Draw Four card if you have no other cards in
    # your hand that match the current color of the Discard Pile."
    state = w4_game(HONEST, strict_wild_draw_four=True)
    assert plays_of_card(state, card("W+4/Monica")) == w4_plays()
    state = play(state, "1 play W+4/Monica blue")
    assert state.pending == WildDrawFourResponse(
        seat=2, offender=1, bluff=False, previous_color=Color.RED
    )


@pytest.mark.parametrize("offender", [HOLDS_WILD, HOLDS_WD, HOLDS_RED])
def test_w4_bluff_challenged_offender_draws_four_challenger_keeps_turn(offender: str) -> None:
    # uno-friends.txt: "Wild cards are considered matches for the current color."
    # uno-friends.txt: "If you played the card incorrectly (you did have a card in your hand
    # that matched the Discard Pile's color), the challenger no longer has to draw cards and
    # they don't lose their turn. Instead you have to draw the four cards since you played the
    # Wild Draw Four incorrectly."
    # DESIGN.md: "by default a Wild Draw Four whose restriction is broken is in legal_moves (a
    # bluff), and the challenge decides."
    state = w4_game(offender)
    assert plays_of_card(state, card("W+4/Monica")) == w4_plays()
    state = play(state, "1 play W+4/Monica green")
    assert state.pending == WildDrawFourResponse(
        seat=2, offender=1, bluff=True, previous_color=Color.RED
    )
    assert unokit.legal_moves(state) == (Accept(2), Challenge(2))

    state = play(state, "2 challenge")
    assert state.hands[1] == (
        *without(offender, "W+4/Monica"),
        *cards("Y7/Monica Y8/Rachel B7/Ross B8/Joey"),
    )
    assert state.hands[2] == cards(W4_VICTIM)
    assert state.hands[0] == cards(FILLER_0)
    assert state.draw_pile == cards("G3/Monica G4/Rachel Y9/Chandler")
    assert state.discard_pile == cards("W+4/Monica R5/Rachel")
    assert state.active_color is Color.GREEN
    assert state.current_player == 2
    assert state.pending is None
    # The challenger takes a normal turn on green.
    assert unokit.is_legal(state, Play(2, card("G8/Chandler")))
    assert not unokit.is_legal(state, Play(2, card("Y1/Monica")))


@pytest.mark.parametrize("announced", list(Color))
def test_w4_played_correctly_challenger_draws_six_and_loses_turn(announced: Color) -> None:
    # uno-friends.txt: "If you played the card correctly (you did not have any cards in your
    # hand that matched the Discard Pile's color), the challenger now has to draw six cards
    # instead of four. They will also lose their turn."
    # uno-friends.txt: "The color you change the Discard Pile to has no impact on the outcome
    # should a player challenge your play of the Wild Draw Four."
    state = play(w4_game(HONEST), f"1 play W+4/Monica {announced}")
    assert state.pending == WildDrawFourResponse(
        seat=2, offender=1, bluff=False, previous_color=Color.RED
    )
    state = play(state, "2 challenge")

    assert state.hands[2] == cards(
        W4_VICTIM + " Y7/Monica Y8/Rachel B7/Ross B8/Joey G3/Monica G4/Rachel"
    )
    assert state.hands[1] == without(HONEST, "W+4/Monica")
    assert state.hands[0] == cards(FILLER_0)
    assert state.draw_pile == cards("Y9/Chandler")
    assert state.active_color is announced
    assert state.current_player == 0
    assert state.pending is None


def test_w4_accepted_victim_draws_four_and_skips_turn() -> None:
    # uno-friends.txt: "First they can choose to accept the play of the card. In this case they
    # will draw four cards and will skip their turn."
    state = play(w4_game(HOLDS_WILD), "1 play W+4/Monica yellow", "2 accept")

    assert state.hands[2] == cards(W4_VICTIM + " Y7/Monica Y8/Rachel B7/Ross B8/Joey")
    assert state.hands[1] == without(HOLDS_WILD, "W+4/Monica")
    assert state.draw_pile == cards("G3/Monica G4/Rachel Y9/Chandler")
    assert state.active_color is Color.YELLOW
    assert state.current_player == 0
    assert state.pending is None


def test_w4_a_wild_in_hand_blocks_in_friends_but_not_in_classic() -> None:
    # DESIGN.md: "Wild Draw Four restriction: classic — a Wild in hand does *not* count as the
    # active colour; Friends and Party — it does (their texts say so)."
    classic = game(
        split(["B1 B6 Y4 Y5 G1 G2 B7", "W+4 W G7 B9 Y3 G6 B0", "Y1 Y2 B3 B4 G8 G9 Y6"]),
        "R5",
        ["Y7", "Y8", "B8", "G3"],
    )
    classic = play(classic, "1 play W+4 green")
    assert isinstance(classic.pending, WildDrawFourResponse)
    assert classic.pending.bluff is False

    friendly = play(w4_game(HOLDS_WILD), "1 play W+4/Monica green")
    assert isinstance(friendly.pending, WildDrawFourResponse)
    assert friendly.pending.bluff is True


# --------------------------------------------------------------------------------------
# Matching, Draw Two, Skip, Reverse, drawing, UNO
# --------------------------------------------------------------------------------------


def test_matching_a_blue_four_by_colour_number_or_wild() -> None:
    # uno-friends.txt: "The top card on the Discard Pile is a blue four. [...] You could play
    # the blue six because it matches the color. The red four could be played because it
    # matches the number. Finally you could play the Wild, Wild Draw Four or the Wild The One
    # Where You Draw cards since they are all wild."
    hand = "B6/Monica R4/Joey W/Chandler W+4/Phoebe WD G7/Rachel Y9/Joey"
    state = friends([FILLER_1, hand, VICTIM], "B4/Ross", "Y9/Chandler")
    assert set(unokit.legal_moves(state)) == {
        Play(1, card("B6/Monica")),
        Play(1, card("R4/Joey")),
        *(Play(1, card("W/Chandler"), color) for color in Color),
        *(Play(1, card("W+4/Phoebe"), color) for color in Color),
        *wd_plays(1),
        Draw(1),
    }
    with pytest.raises(IllegalMoveError, match="matches neither the colour in play"):
        play(state, "1 play G7/Rachel")


# Three players, dealer 0 (turn order 1, 2, 0), red 5 to start.
ACT_0 = "B+2/Monica GS/Phoebe BR/Chandler B1/Rachel Y4/Phoebe G1/Rachel B6/Phoebe"
ACT_1 = "R+2/Ross RS/Joey RR/Phoebe Y1/Monica B3/Phoebe G8/Chandler Y6/Joey"
ACT_2 = "Y+2/Joey YS/Monica YR/Ross G2/Ross B2/Chandler G8/Ross Y6/Chandler"
ACT_DRAW = "Y7/Monica Y8/Rachel B7/Ross B8/Joey G3/Monica G4/Rachel"


def action_game(draw: str = ACT_DRAW) -> GameState:
    state = friends([ACT_0, ACT_1, ACT_2], "R5/Rachel", draw)
    assert state.current_player == 1
    return state


def test_draw_two_cannot_be_stacked_the_victim_draws_and_loses_turn() -> None:
    # uno-friends.txt: "The next player in turn order draws the top two cards from the Draw
    # Pile. They will also lose their turn."
    # uno-friends.txt: "If you are forced to draw two cards, you cannot play a Draw Two card in
    # order to avoid drawing two cards or force the next player in turn order to draw more
    # cards."
    state = play(action_game(), "1 play R+2/Ross")
    # The victim's one move is to draw: it cannot play its own Draw Two to pass it on.
    assert unokit.legal_moves(state) == (Accept(2),)
    with pytest.raises(IllegalMoveError, match="seat 2 must first draw 2 cards"):
        play(state, "2 play Y+2/Joey")
    state = play(state, "2 accept")

    assert state.hands[2] == cards(ACT_2 + " Y7/Monica Y8/Rachel")
    assert state.hands[1] == without(ACT_1, "R+2/Ross")
    assert state.draw_pile == cards("B7/Ross B8/Joey G3/Monica G4/Rachel")
    assert state.current_player == 0
    assert state.pending is None
    assert {move.player for move in unokit.legal_moves(state)} == {0}
    with pytest.raises(IllegalMoveError, match="it is seat 0's turn, not seat 2's"):
        play(state, "2 play Y+2/Joey")


def test_draw_two_on_draw_two_by_symbol() -> None:
    # uno-friends.txt: "You can play a Draw Two card on top of another Draw Two card or a card
    # that matches its color."
    state = play(action_game(), "1 play R+2/Ross", "2 accept", "0 play B+2/Monica", "1 accept")

    assert state.hands[1] == (*without(ACT_1, "R+2/Ross"), *cards("B7/Ross B8/Joey"))
    assert state.hands[0] == without(ACT_0, "B+2/Monica")
    assert state.hands[2] == cards(ACT_2 + " Y7/Monica Y8/Rachel")
    assert state.discard_pile == cards("B+2/Monica R+2/Ross R5/Rachel")
    assert state.draw_pile == cards("G3/Monica G4/Rachel")
    assert state.active_color is Color.BLUE
    assert state.current_player == 2


def test_skip_the_next_player_loses_turn_and_cannot_skip_back() -> None:
    # uno-friends.txt: "When you play a Skip card, the next player in turn order loses their
    # turn."
    # uno-friends.txt: "You may play a Skip card on top of another Skip card or on a card that
    # matches its color. If you are skipped, you cannot play a Skip card to avoid losing your
    # turn."
    state = play(action_game(), "1 play RS/Joey")
    assert state.current_player == 0
    assert state.hands[2] == cards(ACT_2)
    assert state.draw_pile == cards(ACT_DRAW)
    with pytest.raises(IllegalMoveError, match="it is seat 0's turn, not seat 2's"):
        play(state, "2 play YS/Monica")

    state = play(state, "0 play GS/Phoebe")
    assert state.active_color is Color.GREEN
    assert state.current_player == 2
    assert state.hands[1] == without(ACT_1, "RS/Joey")

    state = play(state, "2 play YS/Monica")
    assert state.discard_pile == cards("YS/Monica GS/Phoebe RS/Joey R5/Rachel")
    assert state.active_color is Color.YELLOW
    assert state.current_player == 1


def test_reverse_changes_direction_and_matches_by_colour_or_symbol() -> None:
    # uno-friends.txt: "When you play a Reverse card, the current turn order reverses. If play
    # was passing clockwise, it will now move counterclockwise. If it was moving
    # counterclockwise, it will now move clockwise."
    # uno-friends.txt: "You may play a Reverse card on top of another Reverse card or on a card
    # that matches its color."
    state = play(action_game(), "1 play RR/Phoebe")
    assert state.direction == -1
    assert state.current_player == 0

    state = play(state, "0 play BR/Chandler")
    assert state.direction == 1
    assert state.active_color is Color.BLUE
    assert state.current_player == 1

    state = play(state, "1 play B3/Phoebe")
    assert state.current_player == 2
    assert state.hands == (
        without(ACT_0, "BR/Chandler"),
        without(ACT_1, "RR/Phoebe", "B3/Phoebe"),
        cards(ACT_2),
    )


def test_draw_instead_of_playing_then_play_only_the_drawn_card() -> None:
    # uno-friends.txt: "You may choose not to play a card from your hand even if you have one
    # that you can play. In this case you will draw a card. You cannot choose later in your
    # turn to play the card that you chose not to play."
    # uno-friends.txt: "If you can play the card you just drew, you can play it immediately."
    state = action_game("R9/Ross " + ACT_DRAW)
    assert unokit.is_legal(state, Play(1, card("RS/Joey")))
    state = play(state, "1 draw")

    assert state.hands[1] == cards(ACT_1 + " R9/Ross")
    assert state.pending == PlayDrawnCard(1, card("R9/Ross"))
    assert set(unokit.legal_moves(state)) == {Play(1, card("R9/Ross")), Pass(1)}
    with pytest.raises(IllegalMoveError, match=re.escape("may only play the card just drawn")):
        play(state, "1 play RS/Joey")

    state = play(state, "1 play R9/Ross")
    assert state.hands[1] == cards(ACT_1)
    assert state.top_card == card("R9/Ross")
    assert state.current_player == 2


def test_drawn_card_that_cannot_be_played_is_kept_and_the_turn_ends() -> None:
    # uno-friends.txt: "If you can't play the new card, you will add it to your hand."
    # uno-friends.txt: "Whether you play or draw a card, your turn ends."
    state = play(action_game(), "1 draw")

    assert state.hands[1] == cards(ACT_1 + " Y7/Monica")
    assert state.pending is None
    assert state.top_card == card("R5/Rachel")
    assert state.current_player == 2


def test_uno_forgotten_with_wd_then_caught_draws_two() -> None:
    # uno-friends.txt: "If you forget to say UNO and another player catches you, you must draw
    # two cards from the Draw Pile. They must challenge you before the next player takes their
    # turn."
    state = play(two_player_chain(), "1 play WD green Joey")

    assert state.hands[1] == cards("B9/Monica")
    assert state.hands[0] == cards(CHAIN_OTHER + " Y9/Chandler B2/Joey")
    assert state.uno_exposed == (1,)
    assert moves_of(state, CatchUno) == {CatchUno(0, 1)}
    assert moves_of(state, CallUno) == {CallUno(1)}

    state = play(state, "0 catch 1")
    assert state.hands[1] == cards("B9/Monica G1/Rachel Y3/Chandler")
    assert state.hands[0] == cards(CHAIN_OTHER + " Y9/Chandler B2/Joey")
    assert state.draw_pile == cards("B5/Chandler")
    assert state.uno_exposed == ()
    assert state.current_player == 1


def test_uno_said_with_the_next_to_last_card_cannot_be_caught() -> None:
    # uno-friends.txt: "When you only have one card left in your hand, you should say 'UNO' as
    # quickly as possible."
    state = play(two_player_chain(), "1 play WD green Joey uno")

    assert state.uno_exposed == ()
    assert moves_of(state, CatchUno) == set()
    with pytest.raises(IllegalMoveError, match="cannot be caught"):
        play(state, "0 catch 1")


@pytest.mark.parametrize("catch_first", [True, False])
def test_uno_catch_only_before_the_next_player_takes_their_turn(catch_first: bool) -> None:
    # uno-friends.txt: "If you forget to say UNO and another player catches you, you must draw
    # two cards from the Draw Pile. They must challenge you before the next player takes their
    # turn."
    mover = "RS/Joey RS/Monica RR/Phoebe RR/Rachel YR/Rachel Y3/Joey B9/Monica"
    state = friends([CHAIN_OTHER, mover], "R5/Phoebe", CHAIN_DRAW)
    state = play(state, *GO_OUT, "1 play YR/Rachel", "1 play Y3/Joey")
    assert state.hands[1] == cards("B9/Monica")
    assert state.uno_exposed == (1,)
    assert state.current_player == 0

    if catch_first:
        state = play(state, "0 catch 1")
        assert state.hands[1] == cards("B9/Monica Y9/Chandler B2/Joey")
        assert state.draw_pile == cards("G1/Rachel Y3/Chandler B5/Chandler")
        assert state.current_player == 0
    else:
        state = play(state, "0 draw")
        assert state.hands[0] == cards(CHAIN_OTHER + " Y9/Chandler")
        assert state.uno_exposed == ()
        assert moves_of(state, CatchUno) == set()
        with pytest.raises(IllegalMoveError, match="cannot be caught"):
            play(state, "0 catch 1")
        assert state.hands[1] == cards("B9/Monica")


# --------------------------------------------------------------------------------------
# Scoring and the match
# --------------------------------------------------------------------------------------


def test_card_values_numbers_face_value_actions_20_wilds_50() -> None:
    # uno-friends.txt: "Number cards – face value"  # noqa: RUF003
    # uno-friends.txt: "Draw Two, Reverse, Skip – 20 points each"  # noqa: RUF003
    # uno-friends.txt: "Wild, Wild Draw Four, Wild The One Where You Draw – 50 points each"  # noqa: RUF003
    points = unokit.new_game("friends", players=2, seed=1).rules.points
    for each in friends_deck():
        if each.number is not None:
            assert points[each] == each.number
        elif each.rank in ("+2", "R", "S"):
            assert points[each] == 20
        else:
            assert each.rank in ("W", "W+4", "WD")
            assert points[each] == 50
    assert points[WD] == 50


# Two players, dealer 0: seat 1 goes out in seven plays, keeping the turn with a Draw Two,
# Skips and Reverses (classic-guide.txt: "With two players, a played Skip or Reverse gives the
# same player another turn; after a Draw Two or Wild Draw Four, the opponent takes the penalty
# and play returns to its player.").
EXAMPLE_WINNER = "R+2/Ross RS/Joey RS/Monica RR/Phoebe RR/Rachel YR/Rachel Y7/Monica"
EXAMPLE_LOSER = "B6/Monica G3/Monica B9/Monica G+2/Joey BR/Chandler BS/Rachel W/Rachel"
GO_OUT = (
    "1 play RS/Joey",
    "1 play RS/Monica",
    "1 play RR/Phoebe",
    "1 play RR/Rachel",
)


def test_scoring_worked_example_nine_cards_score_228() -> None:
    # uno-friends.txt: "At the end of a hand these nine cards were left in the other players'
    # hands. The winner of the hand will score points as follows. They will score 18 points
    # from the number cards (6 + 3 + 9). The Draw Two, Reverse, and Skip cards will score 20
    # points each. Finally the Wild, Wild Draw Four, and Wild The One Where You Draw cards will
    # each score 50 points. The winner of the hand scores 228 points."
    state = friends(
        [EXAMPLE_LOSER, EXAMPLE_WINNER], "R5/Phoebe", "W+4/Monica WD Y9/Chandler", match="standard"
    )
    # The Draw Two hands seat 0 its last two cards: the Wild Draw Four and the WD.
    state = play(
        state, "1 play R+2/Ross", "0 accept", *GO_OUT, "1 play YR/Rachel uno", "1 play Y7/Monica"
    )

    assert state.hands[1] == ()
    assert state.hands[0] == cards(EXAMPLE_LOSER + " W+4/Monica WD")
    assert len(state.hands[0]) == 9
    assert state.history == (RoundResult(1, 0, 1, 228, hand_points=(228, 0)),)
    assert state.scores == (0, 228)
    assert not state.is_over
    assert state.pending == NextRound(1)


def test_first_to_500_points_wins_the_game() -> None:
    # uno-friends.txt: "Keep track of how many points each player scores each hand. The first
    # player to score 500 or more points wins the game."
    # Seat 0 ends with ten Wilds (4 Wild, 4 Wild Draw Four, 2 WD) and a blue 0: exactly 500.
    winner = "R+2/Ross R+2/Chandler RS/Joey RS/Monica RR/Phoebe RR/Rachel R9/Ross"
    loser = "W/Rachel W/Ross W/Chandler W/Joey W+4/Monica W+4/Phoebe B0/Phoebe"
    state = friends(
        [loser, winner], "R5/Phoebe", "W+4/Rachel W+4/Ross WD WD Y9/Chandler", match="standard"
    )
    state = play(
        state,
        "1 play R+2/Ross",
        "0 accept",
        "1 play R+2/Chandler",
        "0 accept",
        "1 play RS/Joey",
        "1 play RS/Monica",
        "1 play RR/Phoebe",
        "1 play RR/Rachel uno",
        "1 play R9/Ross",
    )

    assert state.hands[0] == cards(loser + " W+4/Rachel W+4/Ross WD WD")
    assert state.history == (RoundResult(1, 0, 1, 500, hand_points=(500, 0)),)
    assert state.scores == (0, 500)
    assert state.is_over
    assert state.winner == 1
    assert unokit.legal_moves(state) == ()


def test_scoring_going_out_on_wd_the_character_draw_counts() -> None:
    # uno-friends.txt: "Each hand ends when a player plays the last card from their hand. That
    # player collects all of the cards left in the other players' hands."
    # uno-friends.txt: "They will add all of the cards they draw to their hand."
    # (classic-guide.txt, which Friends follows: "If it is Draw Two or Wild Draw Four, the next
    # player still draws that penalty before scoring.")
    winner = "RS/Joey RS/Monica RR/Phoebe RR/Rachel YR/Rachel YS/Monica WD"
    state = friends([CHAIN_OTHER, winner], "R5/Phoebe", CHAIN_DRAW, match="standard")
    state = play(state, *GO_OUT, "1 play YR/Rachel", "1 play YS/Monica uno")
    assert state.hands[1] == (WD,)

    state = play(state, "1 play WD green Joey")
    assert state.hands[1] == ()
    assert state.hands[0] == cards(CHAIN_OTHER + " Y9/Chandler B2/Joey")
    # 3 + 4 + 4 + 6 + 7 + 7 + 8 from the hand, then 9 + 2 drawn for Joey.
    assert state.history == (RoundResult(1, 0, 1, 50, hand_points=(50, 0)),)
    assert state.scores == (0, 50)
    assert state.pending == NextRound(1)


def test_docs_character_table_matches_the_deck() -> None:
    # The fixed, documented assignment (DESIGN.md: "18 cards per character in a fixed,
    # documented assignment"): the table on docs/rules/friends.md lists it and must not drift.
    from pathlib import Path

    page = Path(__file__).resolve().parent.parent / "docs" / "rules" / "friends.md"
    documented: Counter[str] = Counter()
    for line in page.read_text(encoding="utf-8").splitlines():
        cells = [cell.strip() for cell in line.strip().strip("|").split("|")]
        if len(cells) == 5 and cells[0].startswith("`"):
            rank = cells[0].strip("`")
            for letter, names in zip("RYGB", cells[1:], strict=True):
                documented.update(f"{letter}{rank}/{name}" for name in names.split(", "))
        elif len(cells) == 2 and cells[0] in ("`W`", "`W+4`"):
            documented.update(f"{cells[0].strip('`')}/{name}" for name in cells[1].split(", "))
    deck = Counter(str(card) for card in friends_deck() if card.mark is not None)
    assert documented == deck


def test_the_rules_table_names_the_characters_as_the_editions_marks() -> None:
    # The UNO Friends instruction sheet's six characters, each printed on cards.
    rules = unokit.new_game("friends", players=3, seed=1).rules
    assert rules.mark_label == "character"
    assert set(rules.marks) == {"Chandler", "Joey", "Monica", "Phoebe", "Rachel", "Ross"}
