"""Seat views: each seat sees what it may know (DESIGN.md: "Hidden information is respected")
and nothing more, for every edition.

classic-guide.txt: "deal seven facedown to each person, and keep hands private", and for a
challenge: "Show your remaining hand privately to that player."
"""

from __future__ import annotations

import random
from typing import Any

import attrs
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

import unokit
from tests.helpers import cards, game, play
from tests.strategies import (
    EDITIONS_HEAVY_SLOW,
    options,
    player_counts,
    random_game,
    seeds,
)
from unokit import (
    CallUno,
    Card,
    CatchUno,
    Color,
    GameState,
    Play,
    SeatError,
    SeatView,
    view,
)
from unokit.editions.classic import WildDrawFourResponse
from unokit.plugin import PlayDrawnCard
from unokit.testing import hidden_twin

# Three players, dealer 0: seat 1 starts on a red 5.
BYSTANDER = "B1 B2 Y4 Y5 G1 G2 B6"
BLUFFER = "W+4 R2 G7 B9 W W+4 G5"  # holds R2 of the colour in play: a Wild Draw Four bluffs
HONEST = "W+4 G7 B9 Y3 G6 B0 Y0"
VICTIM = "Y1 Y2 B3 B4 G8 G9 Y6"
DRAW_PILE = "Y7 Y8 B7 B8 G3 G4 Y9 B5"


def start(offender: str = BLUFFER, **game_options: Any) -> GameState:
    return game(
        [BYSTANDER.split(), offender.split(), VICTIM.split()],
        "R5",
        DRAW_PILE.split(),
        **game_options,
    )


def w4_plays(player: int, uno: bool = False) -> tuple[Play, ...]:
    calls = (False, True) if uno else (False,)
    return tuple(Play(player, Card.parse("W+4"), color, call) for color in Color for call in calls)


# --------------------------------------------------------------------------------------
# What a view holds
# --------------------------------------------------------------------------------------


def test_a_view_holds_exactly_the_public_fields_and_the_seats_own() -> None:
    # Pinned on purpose: a new field of SeatView must be checked for hidden information.
    assert set(attrs.fields_dict(SeatView)) == {
        "seat",
        "rules",
        "players",
        "hand",
        "hand_sizes",
        "other_sides",
        "discard_pile",
        "draw_pile_size",
        "draw_pile_top",
        "active_color",
        "direction",
        "current_player",
        "dealer",
        "round_number",
        "scores",
        "history",
        "pending",
        "uno_exposed",
        "passes",
        "reveal",
        "winners",
        "end_reason",
        "edition_state",
        "house_rule_states",
        "out",
        "legal_moves",
        "bluffs",
    }


def test_a_seat_sees_its_own_hand_and_only_the_size_of_the_others() -> None:
    state = start()
    for seat in range(3):
        seen = view(state, seat)
        assert seen.seat == seat
        assert seen.hand == state.hands[seat]
        assert seen.hand_sizes == (7, 7, 7)
        assert seen.discard_pile == cards("R5")
        assert seen.top_card == Card.parse("R5")
        assert seen.draw_pile_size == len(cards(DRAW_PILE))
        assert seen.active_color is Color.RED
        assert (seen.direction, seen.current_player, seen.dealer) == (1, 1, 0)
        assert (seen.round_number, seen.scores, seen.history) == (1, (0, 0, 0), ())
        assert seen.team_scores == (0, 0, 0)
        assert seen.teams == ((0,), (1,), (2,))
        assert (seen.edition, seen.options) == ("classic", state.rules.options)
        assert seen.options.match == "standard"
        assert not seen.is_over
        assert not seen.round_over
        assert seen.pending is None
        assert seen.reveal is None
        assert seen.uno_exposed == ()
    text = repr(view(state, 0))
    assert "W+4" not in text  # seat 1's cards appear nowhere in seat 0's view
    assert "Y7" not in text  # nor does the draw pile


def test_a_seats_rules_say_which_card_kinds_act_when_played_without_their_effects() -> None:
    # classic-family.txt, of the Wild card: "When you play this card, you get to choose the
    # color that continues play": the colour is part of the play, the Wild does nothing more.
    # classic-short.txt: "Draw 4 Wild: does the same as a wild but in addition the next
    # player must draw 4 cards and forfeit his turn."
    state = unokit.new_game("classic", players=2, seed=1)
    assert state.rules.kinds["W"].on_play is None
    rules = view(state, 0).rules
    assert rules.acting == {"S", "R", "+2", "W+4"}
    assert all(kind.on_play is None and kind.on_open is None for kind in rules.kinds.values())
    assert rules == view(unokit.new_game("classic", players=2, seed=2), 1).rules


def test_a_view_lists_only_the_seats_own_legal_moves() -> None:
    state = start(HONEST)
    assert view(state, 1).legal_moves == tuple(unokit.legal_moves(state))
    assert view(state, 0).legal_moves == ()
    assert view(state, 2).legal_moves == ()


def test_every_seat_sees_its_own_out_of_turn_moves() -> None:
    # classic-guide.txt: "If someone catches you before the next person begins their turn,
    # draw two."
    state = start()
    state = attrs.evolve(state, hands=(state.hands[0], cards("R1 R2"), state.hands[2]))
    state = play(state, "1 play R1")  # seat 1 keeps one card and does not call UNO
    assert state.uno_exposed == (1,)
    assert view(state, 0).legal_moves == (CatchUno(0, 1),)
    assert CallUno(1) in view(state, 1).legal_moves
    assert view(state, 2).legal_moves[-1] == CatchUno(2, 1)
    assert all(view(state, seat).uno_exposed == (1,) for seat in range(3))


@pytest.mark.parametrize("seat", [-1, 3, True, "0"])
def test_a_view_of_a_seat_the_game_does_not_have_is_refused(seat: Any) -> None:
    with pytest.raises(SeatError, match="seats are numbered 0 to 2"):
        view(start(), seat)


# --------------------------------------------------------------------------------------
# Wild Draw Four: bluffs and the challenge
# --------------------------------------------------------------------------------------


def test_a_seat_knows_which_of_its_wild_draw_fours_would_be_bluffs() -> None:
    # DESIGN.md: "Agents and views must know which of their Wild Draw Fours would be bluffs."
    # classic-guide.txt: "legal only if your hand has no card of the color in play".
    bluffer = view(start(BLUFFER), 1)
    assert bluffer.bluffs == w4_plays(1)
    assert all(move in bluffer.legal_moves for move in bluffer.bluffs)
    assert bluffer.is_bluff(w4_plays(1)[0])
    assert not bluffer.is_bluff(Play(1, Card.parse("R2")))
    honest = view(start(HONEST), 1)
    assert honest.bluffs == ()
    assert set(w4_plays(1)) <= set(honest.legal_moves)


def test_strict_games_offer_no_bluffs() -> None:
    # DESIGN.md: "An option (e.g. strict_wild_draw_four) removes bluffs"
    seen = view(start(BLUFFER, strict_wild_draw_four=True), 1)
    assert seen.bluffs == ()
    assert not set(w4_plays(1)) & set(seen.legal_moves)


def test_a_wild_draw_four_just_drawn_is_a_bluff_while_holding_the_colour() -> None:
    # classic-guide.txt: "If you cannot play, or choose not to, draw exactly one. You may play
    # that new card immediately if legal, or keep it"
    # classic-guide.txt: "Wild Draw Four [...] is legal only if your hand has no card of the
    # color in play."
    # classic-guide.txt: "If you held the previous active color, you draw four instead"
    holds_red = "R2 G7 B9 Y3 G6 B0 Y0"
    hands = [BYSTANDER.split(), holds_red.split(), VICTIM.split()]
    state = play(game(hands, "R5", ["W+4", *DRAW_PILE.split()]), "1 draw")
    assert state.pending == PlayDrawnCard(1, Card.parse("W+4"))
    assert state.hands[1] == cards(holds_red + " W+4")

    seen = view(state, 1)
    assert seen.legal_moves == (*w4_plays(1), unokit.Pass(1))
    assert seen.bluffs == w4_plays(1)
    assert not seen.is_bluff(unokit.Pass(1))

    state = play(state, "1 play W+4 green")
    assert state.pending == WildDrawFourResponse(
        seat=2, offender=1, bluff=True, previous_color=Color.RED
    )
    state = play(state, "2 challenge")
    # The challenge succeeds: seat 1 draws the four penalty cards, the challenger plays on.
    assert state.hands[1] == cards(holds_red + " Y7 Y8 B7 B8")
    assert state.hands[2] == cards(VICTIM)
    assert state.hands[0] == cards(BYSTANDER)
    assert state.draw_pile == cards("G3 G4 Y9 B5")
    assert state.current_player == 2
    assert state.active_color is Color.GREEN


def test_in_friends_a_wild_in_hand_makes_a_wild_draw_four_a_bluff() -> None:
    # uno-friends.txt: "Wild cards are considered matches for the current color."
    hands = [
        ["B1/Rachel", "B2/Chandler", "Y4/Monica", "Y5/Rachel", "G1/Phoebe", "G2/Ross", "B6/Monica"],
        ["W+4/Monica", "W/Rachel", "G7/Phoebe", "B9/Monica", "Y3/Chandler", "G6/Joey", "B0/Phoebe"],
        ["Y1/Monica", "Y2/Rachel", "B3/Monica", "B4/Rachel", "G8/Ross", "G9/Joey", "Y6/Chandler"],
    ]
    state = game(hands, "R5/Phoebe", ["Y7/Monica", "Y8/Rachel"], edition="friends")
    assert view(state, 1).bluffs == tuple(Play(1, Card.parse("W+4/Monica"), c) for c in Color)


def test_only_the_player_of_a_wild_draw_four_sees_whether_it_was_a_bluff() -> None:
    # classic-guide.txt: "Show your remaining hand privately to that player" - until then,
    # only the player knows.
    state = play(start(BLUFFER), "1 play W+4 green")
    assert isinstance(state.pending, WildDrawFourResponse)
    assert state.pending.bluff is True
    offender = view(state, 1).pending
    assert isinstance(offender, WildDrawFourResponse)
    assert offender.bluff is True
    for seat in (0, 2):
        pending = view(state, seat).pending
        assert isinstance(pending, WildDrawFourResponse)
        assert pending == attrs.evolve(state.pending, bluff=None)
    honest = play(start(HONEST), "1 play W+4 green")
    assert view(honest, 2) == view(state, 2), "the victim cannot tell a bluff from honest play"
    assert view(honest, 1) != view(state, 1)


def test_the_challenged_hand_is_shown_to_the_challenger_only() -> None:
    # classic-guide.txt: "Show your remaining hand privately to that player."
    state = play(start(BLUFFER), "1 play W+4 green", "2 challenge")
    assert state.reveal is not None
    assert state.reveal.to == 2
    assert view(state, 2).reveal == state.reveal
    shown = view(state, 2).reveal
    assert shown is not None
    assert shown.cards == cards("R2 G7 B9 W W+4 G5")
    assert view(state, 0).reveal is None
    assert view(state, 1).reveal is None
    # The next move ends the reveal.
    after = unokit.apply(state, view(state, 2).legal_moves[0])
    assert view(after, 2).reveal is None


# --------------------------------------------------------------------------------------
# No leaks: hidden information can change without changing a view
# --------------------------------------------------------------------------------------


def test_a_hidden_twin_changes_what_the_seat_cannot_see() -> None:
    state = play(start(), "1 play W+4 blue")
    assert isinstance(state.pending, WildDrawFourResponse)
    assert state.pending.bluff
    twin = hidden_twin(state, 0, random.Random(3))
    assert twin.hands[0] == state.hands[0]
    assert twin.hands[1:] != state.hands[1:]
    assert [len(hand) for hand in twin.hands] == [len(hand) for hand in state.hands]
    assert sorted(map(str, twin.cards())) == sorted(map(str, state.cards()))
    assert (twin.seed, twin.rng) != (state.seed, state.rng)
    assert isinstance(twin.pending, WildDrawFourResponse)
    assert twin.pending.bluff is False  # hidden from seat 0, so flipped
    assert hidden_twin(state, 1, random.Random(3)).pending == state.pending  # its player sees it


@pytest.mark.parametrize("edition", EDITIONS_HEAVY_SLOW)
@settings(max_examples=12, deadline=None)
@given(data=st.data())
def test_hidden_information_never_changes_a_view(edition: str, data: st.DataObject) -> None:
    players = data.draw(player_counts(edition), label="players")
    state = unokit.new_game(
        edition, players, seed=data.draw(seeds(), label="seed"), options=data.draw(options())
    )
    states, _ = random_game(state, data.draw(seeds(), label="chooser"), max_steps=400)
    rng = random.Random(data.draw(seeds(), label="twin seed"))
    changed = 0
    for visited in states[:: max(1, len(states) // 40)] + states[-3:]:
        for seat in range(visited.players):
            twin = hidden_twin(visited, seat, rng)
            changed += twin.hands != visited.hands
            assert view(twin, seat) == view(visited, seat)
            assert view(twin, seat).hand == visited.hands[seat]
    assert changed, "the twins never differed in the other hands"


def test_a_view_changes_with_what_the_seat_can_see() -> None:
    """The no-leak test would pass for a view showing nothing: views do show what they must."""
    state = start()
    seen = view(state, 0)
    assert view(attrs.evolve(state, scores=(1, 0, 0)), 0) != seen
    assert view(attrs.evolve(state, active_color=Color.BLUE), 0) != seen
    swapped = (state.hands[0][::-1], *state.hands[1:])
    assert view(attrs.evolve(state, hands=swapped), 0) != seen
    shorter = (state.hands[0], state.hands[1][1:], state.hands[2])
    assert view(attrs.evolve(state, hands=shorter), 0) != seen
    assert view(attrs.evolve(state, passes=2), 0).passes == 2
    over = view(attrs.evolve(state, winners=(2,), end_reason="target reached"), 0)
    assert (over.winners, over.end_reason, over.is_over) == ((2,), "target reached", True)
    assert (seen.winners, seen.end_reason, seen.is_over) == ((), None, False)
    # An edition's own state is shown whole, or as its visible_to(seat) method shows it.
    assert view(attrs.evolve(state, edition_state=(3, "public")), 0).edition_state == (3, "public")
    secret = attrs.evolve(state, edition_state=Secret(owner=1, word="hidden"))
    assert view(secret, 1).edition_state == Secret(owner=1, word="hidden")
    assert view(secret, 0).edition_state == Secret(owner=1, word=None)


@attrs.frozen
class Secret:
    """An edition's own state with a field only its owner may see."""

    owner: int
    word: str | None

    def visible_to(self, seat: int) -> Secret:
        return self if seat == self.owner else attrs.evolve(self, word=None)


def test_a_card_just_drawn_is_hidden_from_the_other_seats() -> None:
    # classic-guide.txt: "keep hands private". Seat 1 draws R7, which it may play at once.
    state = game(
        [BYSTANDER.split(), HONEST.split(), VICTIM.split()], "R5", ["R7", "R8", "Y7", "Y8"]
    )
    state = play(state, "1 draw")
    assert state.pending == PlayDrawnCard(1, Card.parse("R7"))
    assert view(state, 1).pending == PlayDrawnCard(1, Card.parse("R7"))
    assert view(state, 0).pending == view(state, 2).pending == PlayDrawnCard(1, None)
    with pytest.raises(AssertionError, match=r"^a decision seen by another seat cannot be played$"):
        PlayDrawnCard(1, None).moves(state)
    swap = {Card.parse("R7"): Card.parse("R8"), Card.parse("R8"): Card.parse("R7")}
    other = attrs.evolve(
        state,
        hands=(state.hands[0], (*state.hands[1][:-1], Card.parse("R8")), state.hands[2]),
        draw_cards=tuple(swap.get(card, card) for card in state.draw_cards),
        pending=PlayDrawnCard(1, Card.parse("R8")),
    )
    assert view(other, 0) == view(state, 0)
