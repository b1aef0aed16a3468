"""Colours an edition declares and two-sided cards: the core pieces, on a tiny edition.

The UNO Flip example package (examples/unokit-flip) is the full use of these pieces; the
tests here pin the core behaviour without it.
"""

from __future__ import annotations

import copy
import pickle
import re
from collections.abc import Iterable, Iterator, Sequence
from typing import ClassVar

import attrs
import pytest

import unokit
import unokit.core.plugins
from tests.helpers import EditionsPlugin, game
from unokit import (
    COLORS,
    Card,
    CardKind,
    Color,
    Opening,
    ParseError,
    Play,
    PluginError,
    SaveError,
    SetupError,
    Table,
    hookimpl,
)
from unokit.core.state import build_stack, iter_stack
from unokit.edition import Edition
from unokit.testing import Violation, check_edition, check_state

# A colour of the tests' own, declared once at import like an edition's.
SILVER = Color("silver", "S", "37")

#: Twenty two-sided cards: red and yellow numbers with green, blue and silver numbers on the
#: back, and two Wild cards with a silver 9 and a silver 8 on the back.
DECK: tuple[str, ...] = (
    *(f"R{n}|G{n}" for n in range(1, 10)),
    *(f"Y{n}|B{n}" for n in range(1, 7)),
    *("Y7|S1", "Y8|S2", "Y9|S3", "W|S9", "W|S8"),
)


class _TwoSided(Edition):
    name: ClassVar[str] = "two-sided-test"
    max_players: ClassVar[int] = 2

    @hookimpl
    def unokit_card_kinds(self) -> Iterable[CardKind]:
        numbers = (CardKind(str(n), str(n), n) for n in range(1, 10))
        return (*numbers, CardKind("W", "Wild", 50, colors=(Color.RED, Color.YELLOW)))

    @hookimpl
    def unokit_build_deck(self) -> Sequence[Card]:
        return [Card.parse(text) for text in self.deck]

    @hookimpl
    def unokit_opening_rule(self, card: Card, kind: CardKind) -> Opening:
        return Opening.RESHUFFLE if kind.is_wild else Opening.PLAY

    @hookimpl
    def unokit_card_points(self, card: Card, kind: CardKind) -> int:
        return kind.points

    @hookimpl
    def unokit_blocks_restricted_play(self, card: Card, kind: CardKind, color: Color) -> bool:
        return card.color is color

    deck: ClassVar[Sequence[str]] = DECK


def _registered(edition: Edition) -> Iterator[None]:
    plugin = EditionsPlugin(edition)
    unokit.core.plugins.register_plugin(plugin, name=f"{edition.name}-plugin")
    yield
    unokit.core.plugins.unregister_plugin(plugin)


@pytest.fixture
def two_sided() -> Iterator[None]:
    yield from _registered(_TwoSided())


def start(hands: Sequence[str], opening: str, draw: Sequence[str] = ()) -> unokit.GameState:
    return game(
        [hand.split() for hand in hands],
        opening,
        draw,
        edition="two-sided-test",
        match="single-round",
    )


# --------------------------------------------------------------------------------------
# Colours
# --------------------------------------------------------------------------------------


def test_a_declared_colour_is_one_object_read_by_name_and_letter() -> None:
    assert Color("silver", "S", "37") is SILVER
    assert Color.parse("Silver") is SILVER
    assert Color.parse("s") is SILVER
    assert Card.parse("s5") == Card(SILVER, "5")
    assert SILVER in Color.known()
    assert tuple(Color) == COLORS  # iterating gives the classic four, as before
    assert pickle.loads(pickle.dumps(SILVER)) is SILVER
    assert copy.deepcopy(SILVER) is SILVER
    assert repr(SILVER) == "<Color.SILVER: 'silver'>"


@pytest.mark.parametrize(
    ("name", "letter", "message"),
    [
        ("scarlet", "R", "the colour red \\(R\\) has that letter"),
        ("silver", "V", "the colour silver \\(S\\) has that name"),
        ("Gold", "D", "lower-case word"),
        ("gold", "W", "one capital letter other than W"),
        ("gold", "DD", "one capital letter other than W"),
    ],
)
def test_a_colour_that_clashes_or_is_badly_named_is_refused(
    name: str, letter: str, message: str
) -> None:
    with pytest.raises(SetupError, match=message):
        Color(name, letter)


# --------------------------------------------------------------------------------------
# Two-sided cards
# --------------------------------------------------------------------------------------


def test_a_two_sided_card_reads_back_and_turns_over() -> None:
    card = Card.parse("r1|g2")
    assert str(card) == "R1|G2"
    assert card is Card(Color.RED, "1", back=Card(Color.GREEN, "2"))
    assert card.face is Card.parse("R1")
    assert card.back is Card.parse("G2")
    assert card.turned() is Card.parse("G2|R1")
    assert card.turned().turned() is card
    assert Card.parse("W|B3").is_wild
    assert pickle.loads(pickle.dumps(card)) is card
    assert Card.parse("R1").turned() is Card.parse("R1")


@pytest.mark.parametrize(
    ("text", "message"),
    [("R1|G2|B3", "two sides, not three"), ("R1|", "it is empty"), ("R1|X2", "colour letter")],
)
def test_bad_two_sided_text_is_a_parse_error(text: str, message: str) -> None:
    with pytest.raises(ParseError, match=message):
        Card.parse(text)


def test_a_back_has_no_back_of_its_own() -> None:
    with pytest.raises(ParseError, match="cannot be a back"):
        Card(Color.RED, "1", back=Card.parse("G2|B3"))


# --------------------------------------------------------------------------------------
# An edition with two-sided cards
# --------------------------------------------------------------------------------------


@pytest.mark.usefixtures("two_sided")
def test_the_rule_tables_cover_every_card_both_ways_up() -> None:
    rules = unokit.new_game("two-sided-test", players=2, seed=1).rules
    assert rules.two_sided
    assert rules.colors == (*COLORS, SILVER)
    assert rules.named_colors == {"W": (Color.RED, Color.YELLOW)}
    assert rules.points[Card.parse("Y9|S3")] == 9
    assert rules.points[Card.parse("S3|Y9")] == 3
    assert rules.points[Card.parse("S9|W")] == 9
    assert rules.opening[Card.parse("S9|W")] is Opening.PLAY
    assert rules.opening[Card.parse("W|S9")] is Opening.RESHUFFLE
    assert Card.parse("S1|Y7") in rules.blockers[SILVER]
    assert rules.as_dealt(Card.parse("S1|Y7")) is Card.parse("Y7|S1")
    assert rules.as_dealt(Card.parse("Y7|S1")) is Card.parse("Y7|S1")


@pytest.mark.usefixtures("two_sided")
def test_turning_the_game_over() -> None:
    state = start(
        ["Y1|B1 Y2|B2 Y3|B3 Y4|B4 Y5|B5 Y6|B6 Y7|S1", "R1|G1 R2|G2 R3|G3 R4|G4 R5|G5 R6|G6 R7|G7"],
        "R8|G8",
        ["Y8|S2", "Y9|S3"],
    )
    state = unokit.apply(state, Play(1, Card.parse("R2|G2")))
    table = Table(state, 1)
    table.turn_over()
    after = table.freeze()
    # The discard pile as one stack: the card on top goes to the bottom.
    assert after.discard_pile == (Card.parse("G8|R8"), Card.parse("G2|R2"))
    assert after.draw_pile == (Card.parse("S3|Y9"), Card.parse("S2|Y8"))
    assert after.hands[0] == tuple(
        Card.parse(text) for text in ["B1|Y1", "B2|Y2", "B3|Y3", "B4|Y4", "B5|Y5", "B6|Y6", "S1|Y7"]
    )
    assert after.hands[1] == tuple(
        Card.parse(text) for text in ["G1|R1", "G3|R3", "G4|R4", "G5|R5", "G6|R6", "G7|R7"]
    )
    assert sorted(map(str, map(after.rules.as_dealt, after.cards()))) == sorted(
        map(str, state.cards())
    )


@pytest.mark.usefixtures("two_sided")
def test_a_card_from_outside_the_deck_turns_over_too() -> None:
    """The deck's cards are turned by a table built once; any other card the long way."""
    state = unokit.new_game("two-sided-test", players=2, seed=1)
    stranger = Card.parse("R9|B5")
    assert stranger not in state.rules.deck
    assert stranger.turned() not in state.rules.deck
    table = Table(state, state.current_player)
    table.hands[0] = (*state.hands[0], stranger)
    table.turn_over()
    assert table.hands[0] == (*(card.turned() for card in state.hands[0]), Card.parse("B5|R9"))
    assert table.hands[1] == tuple(card.turned() for card in state.hands[1])


@pytest.mark.usefixtures("two_sided")
def test_a_card_from_outside_the_deck_on_the_discard_pile_turns_over_with_it() -> None:
    """The pile is turned in one walk over the deck's table; a stranger in it, the long way."""
    state = unokit.new_game("two-sided-test", players=2, seed=1)
    stranger = Card.parse("R9|B5")
    table = Table(state, state.current_player)
    pile = (*state.discard_pile, stranger)  # the stranger at the bottom
    table.discard_stack = build_stack(pile)
    table.turn_over()
    # The card on top goes to the bottom: the stranger, turned, is on top now.
    assert tuple(iter_stack(table.discard_stack)) == tuple(card.turned() for card in pile[::-1])
    assert next(iter_stack(table.discard_stack)) == Card.parse("B5|R9")


@pytest.mark.usefixtures("two_sided")
def test_a_seat_sees_its_faces_and_the_other_hands_backs() -> None:
    state = start(
        ["R1|G1 R2|G2 R3|G3 R4|G4 R5|G5 R6|G6 R7|G7", "Y1|B1 Y2|B2 Y3|B3 Y4|B4 Y5|B5 Y6|B6 Y7|S1"],
        "Y8|S2",
        ["Y9|S3", "R9|G9"],
    )
    seen = unokit.view(state, 1)
    assert seen.hand == tuple(Card.parse(f"Y{n}") for n in range(1, 8))
    assert seen.other_sides == ((tuple(Card.parse(f"G{n}") for n in range(1, 8))), ())
    assert seen.draw_pile_top == Card.parse("S3")
    assert seen.discard_pile == (Card.parse("Y8"),)
    assert Play(1, Card.parse("Y1")) in seen.legal_moves
    assert unokit.is_legal(state, Play(1, Card.parse("Y1")))
    after = unokit.apply(state, Play(1, Card.parse("Y1")))
    assert after.top_card is Card.parse("Y1|B1")
    assert not unokit.is_legal(state, Play(1, Card.parse("Y9")))  # not in the hand


@pytest.mark.usefixtures("two_sided")
def test_the_conformance_suite_passes_on_the_tiny_edition() -> None:
    check_edition("two-sided-test", games=4, players=[2])


class _OneSided(_TwoSided):
    name: ClassVar[str] = "one-sided-test"
    deck: ClassVar[Sequence[str]] = (*(text.split("|")[0] for text in DECK), "S1", "S2")


def test_a_colour_of_one_sided_cards_is_one_of_the_games_colours() -> None:
    for _ in _registered(_OneSided()):
        rules = unokit.new_game("one-sided-test", players=2, seed=1).rules
        assert not rules.two_sided
        assert rules.colors == (*COLORS, SILVER)


class _Mixed(_TwoSided):
    name: ClassVar[str] = "mixed-sides-test"
    deck: ClassVar[Sequence[str]] = (*DECK[:-1], "Y1")


class _MixedFirst(_TwoSided):
    name: ClassVar[str] = "mixed-first-test"
    deck: ClassVar[Sequence[str]] = ("Y1", *DECK[1:])


class _BothWaysUp(_TwoSided):
    name: ClassVar[str] = "both-ways-test"
    deck: ClassVar[Sequence[str]] = (*DECK, "G1|R1")


class _UnknownBack(_TwoSided):
    name: ClassVar[str] = "unknown-back-test"
    deck: ClassVar[Sequence[str]] = ("R1|G0", *DECK[1:])


def _exactly(message: str) -> str:
    return f"^{re.escape(message)}$"


@pytest.mark.parametrize(
    ("edition", "pattern"),
    [
        (
            _Mixed(),
            _exactly(
                "edition 'mixed-sides-test': unokit_build_deck gave R1|G1 and Y1: the cards of "
                "a deck are all two-sided or all one-sided"
            ),
        ),
        (
            _MixedFirst(),
            _exactly(
                "edition 'mixed-first-test': unokit_build_deck gave Y1 and R2|G2: the cards of "
                "a deck are all two-sided or all one-sided"
            ),
        ),
        (
            _BothWaysUp(),  # named in either order: the deck's cards are checked as a set
            "^"
            + re.escape("edition 'both-ways-test': unokit_build_deck gave both ")
            + "(R1\\|G1 and G1\\|R1|G1\\|R1 and R1\\|G1)"
            + re.escape(": list every two-sided card the same way up (say, light side first)")
            + "$",
        ),
        (
            _UnknownBack(),  # each side is checked: the back's rank has no card kind
            _exactly(
                "edition 'unknown-back-test': unokit_build_deck gave G0, which has no card kind "
                "for rank '0' in unokit_card_kinds"
            ),
        ),
    ],
)
def test_a_deck_that_mixes_sides_or_has_an_unknown_side_is_refused(
    edition: Edition, pattern: str
) -> None:
    for _ in _registered(edition):
        with pytest.raises(PluginError, match=pattern):
            unokit.new_game(edition.name, players=2, seed=1)


def _turned_over(state: unokit.GameState) -> unokit.GameState:
    table = Table(state, state.current_player)
    table.turn_over()
    return table.freeze()


@pytest.mark.usefixtures("two_sided")
@pytest.mark.parametrize("over", [False, True], ids=["as-dealt", "turned-over"])
@pytest.mark.parametrize(("seat", "index"), [(0, 0), (1, -1)], ids=["first-card", "last-card"])
def test_one_card_the_other_way_up_is_refused_wherever_it_lies(
    over: bool, seat: int, index: int
) -> None:
    """The check holds both ways: before or after the game turned over, first card or last."""
    state = unokit.new_game("two-sided-test", players=2, seed=3)
    if over:
        state = _turned_over(state)
    hands = [list(hand) for hand in state.hands]
    hands[seat][index] = hands[seat][index].turned()
    forged = attrs.evolve(state, hands=tuple(map(tuple, hands)))
    with pytest.raises(Violation, match="turn over together"):
        check_state(forged)
    with pytest.raises(SaveError, match="turn over together"):
        unokit.from_json(unokit.to_json(forged))


@pytest.mark.usefixtures("two_sided")
def test_a_game_turned_over_whole_is_valid_and_saves() -> None:
    turned = _turned_over(unokit.new_game("two-sided-test", players=2, seed=3))
    check_state(turned)  # all turned over together is fine
    assert unokit.from_json(unokit.to_json(turned)) == turned


@pytest.mark.usefixtures("two_sided")
def test_a_card_the_other_way_up_is_named_with_one_the_right_way_up() -> None:
    state = unokit.new_game("two-sided-test", players=2, seed=3)
    hands = [list(hand) for hand in state.hands]
    wrong = hands[1][-1] = hands[1][-1].turned()
    forged = attrs.evolve(state, hands=tuple(map(tuple, hands)))
    right = next(iter(forged.cards()))  # the first card the check meets, the right way up
    with pytest.raises(SaveError) as refused:
        unokit.from_json(unokit.to_json(forged))
    assert str(refused.value) == (
        f"hands: the cards of a two-sided game turn over together, but {wrong} and {right} are "
        "not the same way up"
    )
