"""Determinization: whole games a seat cannot tell from the game it sees.

The property tests play random games of every installed edition, alone and with each
installed house rule, and at every step ask ``determinize`` for a game each seat cannot tell
from the real one: its view must be the seat's view, it must keep every invariant of a real
game, and it must have legal moves unless it is over. The chi-square tests check that the
cards a seat cannot see are dealt uniformly among the places it cannot see.

Chi-square tests: ``N`` independent draws put one card in a given slot each time; under
uniform dealing its value follows the multinomial law of the unseen cards (each value as
likely as its number of unseen copies), so Pearson's statistic ``sum((O - E)**2 / E)`` over
the ``K`` values follows a chi-square law with ``K - 1`` degrees of freedom. The tests fail
when it exceeds the law's 0.999 quantile (Wilson-Hilferty's approximation, within 1% of the
tabulated value from 10 degrees of freedom up), so a correct sampler fails about one seed
in a thousand; the seeds are fixed, so a run is repeatable.
"""

from __future__ import annotations

import itertools
import math
import random
import re
from collections import Counter
from collections.abc import Callable, Sequence
from typing import Any

import attrs
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

import unokit
from tests.helpers import cpu_time_at_most, full_deck
from unokit import Card, Color, GameState, Move
from unokit.agents.determinization import (
    DeterminizeError,
    Lacking,
    complete_value,
    determinizer,
)
from unokit.agents.determinization.allotting import _Allotment, _picks, _shown_hands
from unokit.core.compiling import compile_rules, option_specs
from unokit.editions.classic import WildDrawFourResponse
from unokit.editions.party import PartyState
from unokit.house_rules.stacking import StackedDraw
from unokit.testing import check_state, random_game

#: Every installed edition, and every installed house rule (``None``: no house rule).
EDITIONS = unokit.available_editions()
HOUSE_RULES: list[str | None] = [None, *unokit.available_house_rules()]


def _playable(edition: str, house_rule: str | None) -> bool:
    try:
        compile_rules(edition, None, () if house_rule is None else (house_rule,))
    except unokit.UnokitError:  # a house rule that cannot join this edition
        return False
    return True


#: Every edition alone, and (marked slow: the quick run leaves them out) with each house rule.
SETUPS = [
    pytest.param(edition, rule, marks=() if rule is None else pytest.mark.slow)
    for edition in EDITIONS
    for rule in HOUSE_RULES
    if _playable(edition, rule)
]

#: Option sets the games are drawn from (each keeps only what the game declares).
OPTION_SETS: list[dict[str, object] | None] = [
    None,
    {"match": "single-round", "strict_wild_draw_four": True},
    {"match": "single-round", "challenge_returns_card": True},
    {"match": "standard", "target_score": 60},
]

#: Moves per game; the players turn keen to go out after ``KEEN`` random moves, so that
#: games reach the end of a round.
STEPS = 120
KEEN = 60


def _options(
    edition: str, house_rule: str | None, chosen: dict[str, object] | None
) -> dict[str, object] | None:
    if chosen is None:
        return None
    specs = option_specs(edition, () if house_rule is None else (house_rule,))
    return {name: value for name, value in chosen.items() if name in specs}


@pytest.mark.parametrize(("edition", "house_rule"), SETUPS, ids=str)
@settings(max_examples=2, deadline=None)
@given(seed=st.integers(0, 2**63 - 1), data=st.data())
def test_every_seat_gets_a_real_game_it_cannot_tell_from_its_own(
    edition: str, house_rule: str | None, seed: int, data: st.DataObject
) -> None:
    found = unokit.core.plugins.find_edition(edition)
    players = data.draw(st.integers(found.min_players, min(found.max_players, 4)))
    options = _options(edition, house_rule, data.draw(st.sampled_from(OPTION_SETS)))
    rules = () if house_rule is None else (house_rule,)
    first = unokit.new_game(edition, players, seed=seed, options=options, house_rules=rules)
    states, _ = random_game(first, seed, STEPS, keen_after=KEEN)
    rng = random.Random(seed)
    for step, state in enumerate(states):
        for seat in range(players):
            seen = unokit.view(state, seat)
            guess = unokit.determinize(seen, rng)
            assert unokit.view(guess, seat) == seen, f"step {step}, seat {seat}"
            check_state(guess)  # every invariant; a move for someone unless it is over


# --------------------------------------------------------------------------------------
# Uniform dealing
# --------------------------------------------------------------------------------------


def chi_square_limit(df: int) -> float:
    """The 0.999 quantile of the chi-square law with ``df`` degrees of freedom.

    Wilson and Hilferty: ``(X / df) ** (1/3)`` is nearly normal with mean ``1 - 2/(9 df)``
    and variance ``2/(9 df)``; 3.0902 is the normal law's 0.999 quantile.
    """
    spread = 2 / (9 * df)
    return df * (1 - spread + 3.0902 * math.sqrt(spread)) ** 3


def chi_square(observed: Counter[object], expected: dict[object, float]) -> float:
    """Pearson's statistic of ``observed`` counts against ``expected`` ones."""
    assert set(observed) <= set(expected), "a value that cannot occur was drawn"
    return sum((observed[value] - count) ** 2 / count for value, count in expected.items())


def test_chi_square_limit_matches_known_quantiles() -> None:
    # Tabulated 0.999 quantiles of the chi-square law (any statistics table).
    for df, quantile in ((10, 29.588), (30, 59.703), (50, 86.661), (100, 149.449)):
        assert abs(chi_square_limit(df) - quantile) / quantile < 0.01


def _unseen(seen: unokit.SeatView) -> Counter[Card]:
    """The cards of the deck that the seat does not see (one-sided cards)."""
    return Counter(seen.rules.deck) - Counter(seen.hand) - Counter(seen.discard_pile)


def _mid_game(edition: str, players: int, seed: int, moves: int) -> GameState:
    """The first state after ``moves`` random moves where no decision waits."""
    state = unokit.new_game(edition, players, seed=seed, options={"match": "single-round"})
    states, _ = random_game(state, seed, moves + 20)
    return next(state for state in states[moves:] if state.pending is None)


@pytest.mark.parametrize("edition", ["classic", pytest.param("party", marks=pytest.mark.slow)])
def test_each_unseen_place_holds_each_unseen_card_as_often_as_its_copies(edition: str) -> None:
    state = _mid_game(edition, 3, seed=11, moves=12)
    assert not state.is_over
    seen = unokit.view(state, 0)
    draw = determinizer(seen)
    rng = random.Random(2024)
    samples = 4000
    slots: dict[str, Callable[[GameState], Card]] = {
        "seat 1's first card": lambda guess: guess.hands[1][0],
        "seat 2's last card": lambda guess: guess.hands[2][-1],
        "the draw pile's top card": lambda guess: guess.draw_pile[0],
        "the draw pile's last card": lambda guess: guess.draw_pile[-1],
    }
    observed: dict[str, Counter[object]] = {name: Counter() for name in slots}
    for _ in range(samples):
        guess = draw(rng)
        for name, slot in slots.items():
            observed[name][slot(guess)] += 1
    unseen = _unseen(seen)
    total = sum(unseen.values())
    expected: dict[object, float] = {card: samples * n / total for card, n in unseen.items()}
    limit = chi_square_limit(len(expected) - 1)
    for name, counts in observed.items():
        statistic = chi_square(counts, expected)
        assert statistic < limit, f"{name}: chi-square {statistic:.1f} >= {limit:.1f}"


def _assignments(
    cards: Sequence[Card], keys: Sequence[tuple[str, object]]
) -> Counter[tuple[str, ...]]:
    """Every deal of ``cards`` (each copy its own card) to slots with these keys that shows
    what the keys say, counted by the tuple of cards each slot gets."""
    looks = {"face": lambda c: c.face, "back": lambda c: c.back or c, "top": lambda c: c.back}
    found: Counter[tuple[str, ...]] = Counter()
    for order in itertools.permutations(range(len(cards))):
        dealt = [cards[i] for i in order]
        if all(
            kind == "free" or looks[kind](card) == value
            for card, (kind, value) in zip(dealt, keys, strict=True)
        ):
            found[tuple(map(str, dealt))] += 1
    return found


def test_two_sided_cards_are_dealt_uniformly_among_the_deals_that_show_the_same() -> None:
    # Two-sided cards whose faces and backs are shared: a card can match a face slot and a
    # back slot at once, which is what the exact weighting is for.
    texts = ("R1|G1", "R1|G2", "R2|G1", "B3|G2", "B3|Y4", "W|G1", "R2|Y4")
    cards = [Card.parse(text) for text in texts]
    keys: list[tuple[str, object]] = [
        ("face", Card.parse("R1")),
        ("face", Card.parse("R2")),
        ("back", Card.parse("G1")),
        ("back", Card.parse("G2")),
        ("top", Card.parse("Y4")),
        ("free", None),
        ("free", None),
    ]
    exact = _assignments(cards, keys)
    groups = Counter(key for key in keys if key[0] != "free")
    allotment = _Allotment(cards, groups)
    assert allotment.weight * 2 == sum(exact.values())  # the 2 orders of the free slots
    rng = random.Random(7)
    samples = 6000
    observed: Counter[object] = Counter()
    for _ in range(samples):
        dealt = allotment.sample(rng)
        assert dealt is not None
        observed[tuple(str(dealt[key].pop()) for key in keys)] += 1
    everything = sum(exact.values())
    expected: dict[object, float] = {deal: samples * n / everything for deal, n in exact.items()}
    statistic = chi_square(observed, expected)
    assert statistic < chi_square_limit(len(expected) - 1)


# --------------------------------------------------------------------------------------
# What the seat knows, and views no game fits
# --------------------------------------------------------------------------------------


def test_a_challenge_shows_the_challenger_cards_that_stay_in_the_offender_hand() -> None:
    # Seat 0 holds a red card and plays a Wild Draw Four on red: a bluff, which seat 1
    # challenges. The classic rules: "Show your remaining hand privately to that player".
    deck = full_deck(["R1 B2 G3 Y4 W+4 G7 B8", "Y1 Y2 Y3 B5 G5 G6 B9"], "R5", dealer=1)
    state = unokit.new_game("classic", 2, deck=deck, dealer=1)
    state = unokit.apply(state, Move.parse("0 play W+4 blue"))
    state = unokit.apply(state, Move.parse("1 challenge"))
    seen = unokit.view(state, 1)
    assert seen.reveal is not None
    assert seen.reveal.seat == 0
    shown = seen.reveal.cards
    draw = determinizer(seen)
    rng = random.Random(3)
    for _ in range(50):
        guess = draw(rng)
        assert guess.hands[0][: len(shown)] == shown
        assert unokit.view(guess, 1) == seen


def test_a_failed_challenge_shows_the_challenger_the_whole_hand_and_it_is_known() -> None:
    # Seat 0 holds no red card and plays a Wild Draw Four on red: no bluff, so seat 1's
    # challenge fails. The classic rules: "Show your remaining hand privately to that
    # player" - every card of it, which the guesses then hold exactly.
    deck = full_deck(["G1 B2 G3 Y4 W+4 G7 B8", "Y1 Y2 Y3 B5 G5 G6 B9"], "R5", dealer=1)
    state = unokit.new_game("classic", 2, deck=deck, dealer=1)
    state = unokit.apply(state, Move.parse("0 play W+4 blue"))
    state = unokit.apply(state, Move.parse("1 challenge"))
    seen = unokit.view(state, 1)
    assert seen.reveal is not None
    assert seen.reveal.cards == state.hands[0]
    assert len(state.hands[0]) == seen.hand_sizes[0] == 6
    rng = random.Random(3)
    for _ in range(20):
        guess = unokit.determinize(seen, rng)
        assert guess.hands[0] == state.hands[0]
        assert unokit.view(guess, 1) == seen


NOT_VIEWS: list[tuple[object, str]] = [
    (None, "determinize completes a seat's view (a SeatView), not None"),
    (
        unokit.new_game("classic", 3, seed=4),
        "determinize completes a seat's view (a SeatView), not a GameState: pass a seat's "
        "view of it, unokit.view(state, seat)",
    ),
    ({}, "determinize completes a seat's view (a SeatView), not {}"),
]


@pytest.mark.parametrize(("seen", "message"), NOT_VIEWS, ids=["None", "state", "dict"])
def test_what_is_not_a_view_is_refused_with_a_determinize_error(seen: object, message: str) -> None:
    # Issue 49, finding 13: AttributeError or TypeError, bare.
    with pytest.raises(DeterminizeError, match=f"^{re.escape(message)}$"):
        unokit.determinize(seen, random.Random(1))  # type: ignore[arg-type]


@pytest.mark.parametrize("rng", [None, 5])
def test_an_rng_that_is_not_a_random_is_refused(rng: object) -> None:
    seen = unokit.view(unokit.new_game("classic", 3, seed=4), 0)
    with pytest.raises(DeterminizeError, match=f"^rng: expected a random\\.Random, not {rng} "):
        unokit.determinize(seen, rng)  # type: ignore[arg-type]
    with pytest.raises(DeterminizeError, match=r"^rng: expected a random\.Random"):
        determinizer(seen)(rng)  # type: ignore[arg-type]


@pytest.mark.parametrize(
    ("changes", "message"),
    [
        ({"hand_sizes": (7, 10**100, 7)}, "hand_sizes[1]: 1000000000"),
        ({"draw_pile_size": 10**9}, "draw_pile_size: 1000000000 cards, but a game of this "),
        ({"hand_sizes": (7, 7)}, "hand_sizes: expected one number per seat of the game"),
        ({"hand_sizes": (7, 60, 50)}, "the view shows 204 cards in the hands and piles, but "),
    ],
    ids=["googol-hand", "billion-draw-pile", "two-hands", "too-many-cards"],
)
def test_sizes_no_game_can_show_are_refused_before_any_work(
    changes: dict[str, Any], message: str
) -> None:
    # Issue 49, finding 13: an OverflowError; a draw pile of 10**9 refused after 188 s.
    seen = attrs.evolve(unokit.view(unokit.new_game("classic", 3, seed=4), 0), **changes)
    with cpu_time_at_most(0.5), pytest.raises(DeterminizeError, match=f"^{re.escape(message)}"):
        unokit.determinize(seen, random.Random(1))


def test_cards_known_from_before_are_put_in_their_hand() -> None:
    state = unokit.new_game("classic", 3, seed=9, options={"match": "single-round"})
    seen = unokit.view(state, 0)
    known = {2: [state.hands[2][3], state.hands[2][5]]}
    rng = random.Random(5)
    for _ in range(30):
        guess = unokit.determinize(seen, rng, known=known)
        assert not Counter(known[2]) - Counter(guess.hands[2])
        assert unokit.view(guess, 0) == seen


@pytest.mark.parametrize(
    ("known", "message"),
    [
        ({0: ["R1"]}, "known cards must be given for another seat of the game, not 0"),
        ({5: ["R1"]}, "known cards must be given for another seat of the game, not 5"),
        ({1: ["R1"] * 8}, "8 cards are known to be in seat 1's hand, which holds 7"),
        ({1: ["R0", "R0"]}, "R0 cannot be in another hand: the deck has no more copies"),
    ],
)
def test_known_cards_that_do_not_fit_are_refused(known: dict[int, list[str]], message: str) -> None:
    state = unokit.new_game("classic", 3, seed=9)
    seen = unokit.view(state, 0)
    cards = {seat: [Card.parse(text) for text in texts] for seat, texts in known.items()}
    with pytest.raises(DeterminizeError, match=message):
        unokit.determinize(seen, random.Random(1), known=cards)


def test_a_view_of_a_game_dealt_from_a_short_stacked_deck_is_refused() -> None:
    hands = [[f"R{n}" for n in range(1, 8)], [f"B{n}" for n in range(1, 8)]]
    deck = unokit.plugin.stacked_deck(hands, "G5", ["Y9"])
    state = unokit.new_game("classic", 2, deck=deck, dealer=0)
    with pytest.raises(DeterminizeError, match="the view shows 16 cards in all, but a game"):
        unokit.determinize(unokit.view(state, 0), random.Random(1))


def _response(decision: object) -> WildDrawFourResponse:
    assert isinstance(decision, WildDrawFourResponse)
    return decision


def _stacked(decision: object) -> StackedDraw:
    assert isinstance(decision, StackedDraw)
    return decision


def test_the_default_completion_draws_each_hidden_flag_and_keeps_the_rest() -> None:
    state = unokit.new_game("classic", 3, seed=1)
    seen = WildDrawFourResponse(seat=2, offender=1, bluff=None, previous_color=unokit.Color.RED)
    rng = random.Random(4)
    drawn = {_response(seen.complete(state, 2, rng)).bluff for _ in range(60)}
    assert drawn == {None, False, True}  # check() then refuses None: a view's value only
    stacked = StackedDraw(2, 4, "W+4", seen)
    inner = {
        _response(_stacked(stacked.complete(state, 2, rng)).challenge).bluff for _ in range(60)
    }
    assert inner == {None, False, True}
    link = PartyState(link=None)  # None here is no link, not a hidden flag: kept
    assert complete_value(link, state, 2, rng) is link


# --------------------------------------------------------------------------------------
# Beliefs: what a seat showed it lacked
# --------------------------------------------------------------------------------------


def _drew_on_red_one() -> unokit.GameState:
    """Seat 0 plays R1; seat 1, holding no red card, no 1 and no Wild, draws (B+2) instead."""
    deck = full_deck(["R1 B2 G3 Y4 G7 B8 B9", "Y2 Y3 B5 G5 G6 Y9 G9"], "R5", dealer=1)
    state = unokit.new_game("classic", 2, deck=deck, dealer=1)
    state = unokit.apply(state, Move.parse("0 play R1"))
    # The classic instruction sheet: "If you don't have a card that matches the one on the
    # DISCARD pile, you must take a card from the DRAW pile."
    return unokit.apply(state, Move.parse("1 draw"))


def _matching_red_one() -> frozenset[Card]:
    return frozenset(
        card
        for card in compile_rules("classic").deck
        if card.color is Color.RED or card.rank == "1" or card.color is None
    )


def test_a_seat_that_drew_is_dealt_at_most_the_drawn_card_among_those_it_lacked() -> None:
    state = _drew_on_red_one()
    seen = unokit.view(state, 0)
    matching = _matching_red_one()
    belief = Lacking(1, matching, at_most=1)  # the card drawn since may match
    rng = random.Random(8)
    draw = determinizer(seen, lacking=[belief])
    for _ in range(200):
        guess = draw(rng)
        assert sum(card in matching for card in guess.hands[1]) <= 1
        assert unokit.view(guess, 0) == seen
    # Without the belief, the uniform deal gives seat 1 more of those cards (so the check
    # above can fail): 7 of its 8 cards are unknown, and 38 of the 94 cards unseen match.
    uniform = determinizer(seen)
    assert any(sum(card in matching for card in uniform(rng).hands[1]) > 1 for _ in range(20))


def test_a_belief_that_no_deal_meets_is_mended_from_the_draw_pile() -> None:
    state = _drew_on_red_one()
    seen = unokit.view(state, 0)
    matching = _matching_red_one()
    rng = random.Random(2)
    for _ in range(50):
        guess = unokit.determinize(seen, rng, lacking=[Lacking(1, matching, at_most=0)])
        assert not any(card in matching for card in guess.hands[1])
        assert unokit.view(guess, 0) == seen


@pytest.mark.parametrize(
    ("belief", "words"),
    [
        (Lacking(0, frozenset(), 0), "another seat of the game"),
        (Lacking(5, frozenset(), 0), "another seat of the game"),
        (Lacking(1, frozenset(), -1), "0 or more"),
    ],
)
def test_a_belief_about_no_other_seat_or_a_negative_count_is_refused(
    belief: Lacking, words: str
) -> None:
    seen = unokit.view(_drew_on_red_one(), 0)
    with pytest.raises(DeterminizeError, match=words):
        determinizer(seen, lacking=[belief])


# --------------------------------------------------------------------------------------
# A hand of two-sided cards a challenge showed; a game of an older rules version
# --------------------------------------------------------------------------------------


def _shown_two_sided(grown: bool) -> unokit.SeatView:
    """The first view of random UNO Flip games (draw-to-match) showing a seat a hand of at
    least 15 two-sided cards, the whole hand (``grown`` False) or one that grew since."""
    for seed in range(40):
        first = unokit.new_game("flip", 2, seed=seed, house_rules=("draw-to-match",))
        states, _ = random_game(first, seed, STEPS, keen_after=KEEN)
        for state in states:
            for seat in range(2):
                seen = unokit.view(state, seat)
                shown = seen.reveal
                if shown is None or shown.seat == seat or len(shown.cards) < 15:
                    continue
                if (len(shown.cards) < seen.hand_sizes[shown.seat]) is grown:
                    return seen
    raise LookupError("no such view in 40 games")


@pytest.mark.parametrize("grown", [False, True], ids=["whole", "grown since"])
def test_a_two_sided_hand_a_challenge_showed_is_dealt_as_shown(grown: bool) -> None:
    # The seat sees the backs of the other hand and was shown its faces: which card is which
    # is a pairing the deck allows, not a guess drawn again until it fits (which failed).
    seen = _shown_two_sided(grown)
    assert seen.reveal is not None
    other = seen.reveal.seat
    rng = random.Random(1)
    for _ in range(20):
        guess = unokit.determinize(seen, rng)
        assert unokit.view(guess, seen.seat) == seen
        held = guess.hands[other]
        assert tuple(card.face for card in held[: len(seen.reveal.cards)]) == seen.reveal.cards
        check_state(guess)


def test_the_ways_to_pick_known_faces_in_a_hand_count_cards_not_copies() -> None:
    deck = compile_rules("flip").deck
    face = next(card.face for card in deck if sum(c.face is card.face for c in deck) == 2)
    pair = [card for card in deck if card.face is face]
    assert _picks(pair, [face]) == 2  # either card shows the face known
    assert _picks(pair, [face, face]) == 1
    assert _picks([pair[0], pair[0]], [face]) == 1  # two copies of one card: one way
    assert _picks([pair[0], pair[0], pair[1]], [face, face]) == 2


def test_a_game_of_an_older_rules_version_is_completed_under_its_own_rules() -> None:
    state = unokit.new_game("classic", 3, seed=4, rules_version=5)
    seen = unokit.view(state, 0)
    guess = unokit.determinize(seen, random.Random(1))
    assert guess.rules.rules_version == 5
    assert unokit.view(guess, 0) == seen


def test_the_pairings_of_faces_shown_and_backs_seen_are_every_hand_the_deck_has() -> None:
    # Brute force over every four cards of UNO Flip's deck that show one of these faces and
    # one of these backs: the hands showing the faces one way and the backs the other are
    # exactly those _shown_hands finds, each once.
    deck = compile_rules("flip").deck
    rng = random.Random(3)
    for _ in range(20):
        hand = rng.sample(deck, 4)
        faces = [card.face for card in hand]
        backs = [card.back or card for card in hand]  # every card of UNO Flip has a back
        want = Counter(faces), Counter(backs)
        pool = [card for card in deck if card.face in faces and card.back in backs]
        every = {
            tuple(sorted(chosen, key=str))
            for chosen in itertools.combinations(pool, 4)
            if (Counter(c.face for c in chosen), Counter(c.back for c in chosen)) == want
        }
        found = _shown_hands(deck, faces, backs)
        assert found is not None
        assert sorted(tuple(sorted(h, key=str)) for h in found) == sorted(every)
