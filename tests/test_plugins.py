"""The plugin system: finding editions, editions written in a test, and plugin errors.

Editions defined here are registered through unokit's own plugin manager, exactly as a
third-party package would register them; the ``install`` fixture resets the registry before and
after each test so that no test sees another's editions.
"""

from __future__ import annotations

import importlib.metadata
import itertools
import re
from collections.abc import Callable, Generator, Iterable, Iterator, Sequence
from pathlib import Path
from typing import Any, ClassVar

import pytest

import unokit
import unokit.core.hookspecs
import unokit.core.plugins
import unokit.editions.classic
from tests.helpers import EditionsPlugin, game, play, split, stack
from tests.strategies import random_game
from unokit import (
    Card,
    CardKind,
    Color,
    GameState,
    IllegalMoveError,
    Opening,
    Play,
    PluginError,
    SetupError,
    Table,
    UnknownEditionError,
    hookimpl,
)
from unokit.editions.classic import CLASSIC_KINDS, ClassicEdition, WildDrawFourResponse
from unokit.plugin import ClassicTurn, Turn, with_rule

# --------------------------------------------------------------------------------------
# Registering editions from a test
# --------------------------------------------------------------------------------------


class Installer:
    """Registers plugins with a fresh unokit plugin manager (see the ``install`` fixture)."""

    def __init__(self) -> None:
        self.plugins: list[tuple[object, str]] = []

    def plugin(self, plugin: object, name: str) -> None:
        """Register ``plugin`` (and every plugin registered before it) on a fresh manager."""
        self.plugins.append((plugin, name))
        unokit.core.plugins.reset()
        manager = unokit.core.plugins.plugin_manager()
        for registered, registered_name in self.plugins:
            manager.register(registered, name=registered_name)

    def __call__(self, *editions: object, name: str = "test-editions") -> None:
        """Register a plugin that provides ``editions``."""
        self.plugin(EditionsPlugin(*editions), name)


@pytest.fixture
def install() -> Iterator[Installer]:
    unokit.core.plugins.reset()
    yield Installer()
    unokit.core.plugins.reset()


# --------------------------------------------------------------------------------------
# Finding editions
# --------------------------------------------------------------------------------------


def test_classic_is_available() -> None:
    assert "classic" in unokit.available_editions()
    assert unokit.available_editions() == sorted(unokit.available_editions())


@pytest.mark.parametrize("alias", ["classic", "UNO", "uno", "Standard", "CLASSIC"])
def test_aliases_resolve_to_classic(alias: str) -> None:
    assert unokit.core.plugins.find_edition(alias).name == "classic"
    state = unokit.new_game(alias, players=3, seed=5)
    assert state.edition == "classic"
    assert state == unokit.new_game("classic", players=3, seed=5)


def test_edition_info_describes_classic() -> None:
    info = unokit.core.plugins.edition_info("standard")
    assert info["name"] == "classic"
    assert set(info["aliases"]) == {"uno", "standard"}
    assert (info["min_players"], info["max_players"]) == (2, 10)
    assert info["description"]


@pytest.mark.parametrize("name", ["pokemon", "", "classic2"])
def test_unknown_edition_lists_the_available_ones(name: str) -> None:
    with pytest.raises(UnknownEditionError) as caught:
        unokit.new_game(name)
    assert isinstance(caught.value, LookupError)
    assert "classic" in str(caught.value)
    assert repr(name) in str(caught.value)
    with pytest.raises(UnknownEditionError, match="classic"):
        unokit.core.plugins.find_edition(name)


def test_classic_entry_point_is_declared() -> None:
    entry_points = {ep.name: ep for ep in importlib.metadata.entry_points(group="unokit")}
    assert "classic" in entry_points
    assert entry_points["classic"].value == "unokit.editions.classic"
    assert entry_points["classic"].load() is unokit.editions.classic


def test_reset_forgets_registered_editions(install: Installer) -> None:
    install(TinyEdition())
    assert "tiny" in unokit.available_editions()
    unokit.core.plugins.reset()
    assert "tiny" not in unokit.available_editions()
    assert "classic" in unokit.available_editions()


# --------------------------------------------------------------------------------------
# A tiny edition written from scratch (every rule hook implemented here)
# --------------------------------------------------------------------------------------


def next_player_draws_one(table: Table, move: Play) -> None:
    """Wild Extra: the next player draws one card (and still takes their turn)."""
    table.draw(table.next_seat(), 1)


TINY_COLORS = (Color.RED, Color.BLUE)
TINY_COPIES = 4
TINY_KINDS = (
    *(CardKind(str(n), str(n), points=n) for n in range(5)),
    CardKind("WX", "Wild Extra", points=40, on_play=next_player_draws_one),
)


def tiny_points(card: Card) -> int:
    """Tiny scoring, as the test expects it: 1 per red number card, 2 per blue one, 40 per
    Wild Extra (the hook reads the card, not only its kind)."""
    return 40 if card.rank == "WX" else 1 if card.color is Color.RED else 2


class TinyEdition(unokit.Edition):
    """Numbers 0-4 in red and blue, four copies each, plus four Wild Extra; 2-4 players."""

    name = "tiny"
    aliases = ("tiny-uno",)
    description = "A 44-card test edition with a Wild that makes the next player draw one."
    min_players = 2
    max_players = 4

    @hookimpl
    def unokit_card_kinds(self) -> Iterable[CardKind]:
        return TINY_KINDS

    @hookimpl
    def unokit_build_deck(self) -> Sequence[Card]:
        numbers = [
            Card(color, str(n))
            for color in TINY_COLORS
            for n in range(5)
            for _ in range(TINY_COPIES)
        ]
        return [*numbers, *[Card(None, "WX")] * 4]

    @hookimpl
    def unokit_opening_rule(self, card: Card, kind: CardKind) -> Opening:
        return Opening.RESHUFFLE if kind.is_wild else Opening.PLAY

    @hookimpl
    def unokit_card_points(self, card: Card, kind: CardKind) -> int:
        return 40 if kind.is_wild else 1 if card.color is Color.RED else 2

    @hookimpl
    def unokit_blocks_restricted_play(self, card: Card, kind: CardKind, color: Color) -> bool:
        return card.color is color


@pytest.fixture
def tiny(install: Installer) -> None:
    install(TinyEdition(), name="tiny-test")


@pytest.mark.usefixtures("tiny")
def test_tiny_edition_is_registered() -> None:
    assert {"classic", "tiny"} <= set(unokit.available_editions())
    assert unokit.core.plugins.find_edition("TINY-UNO").name == "tiny"
    state = unokit.new_game("tiny", players=3, seed=1)
    assert len(state.rules.deck) == 44
    assert sum(1 for _ in state.cards()) == 44
    assert state.rules.points[Card.parse("R3")] == 1
    assert state.rules.points[Card.parse("B3")] == 2
    assert state.rules.points[Card.parse("WX")] == 40
    assert state.rules.opening[Card.parse("WX")] is Opening.RESHUFFLE
    assert state.rules.blockers[Color.RED] == {Card(Color.RED, str(n)) for n in range(5)}
    assert state.rules.blockers[Color.GREEN] == frozenset()


@pytest.mark.usefixtures("tiny")
def test_tiny_edition_player_range() -> None:
    with pytest.raises(SetupError, match="2 to 4 players"):
        unokit.new_game("tiny", players=5)
    with pytest.raises(SetupError, match="G5 is not a card of the tiny edition"):
        unokit.new_game("tiny", players=2, deck=["G5"] * 15, dealer=0)


@pytest.mark.usefixtures("tiny")
@pytest.mark.parametrize("seed", range(6))
def test_tiny_edition_plays_complete_matches(seed: int) -> None:
    state = unokit.new_game("tiny", players=3, seed=seed, options={"target_score": 100})
    deck = sorted(map(str, state.rules.deck))
    states, moves = random_game(state, seed, max_steps=100_000)
    assert states[-1].is_over, f"no winner after {len(moves)} moves"
    for before, after in itertools.pairwise(states):
        assert sorted(map(str, after.cards())) == deck
        if len(after.history) > len(before.history) and not after.history[-1].void:
            winner = after.history[-1].winner
            left = [
                card for seat, hand in enumerate(after.hands) if seat != winner for card in hand
            ]
            assert after.history[-1].points == sum(map(tiny_points, left))


@pytest.mark.usefixtures("tiny")
def test_tiny_wild_extra_makes_the_next_player_draw_one() -> None:
    hands = [
        ["R0", "R1", "R2", "B0", "B1", "B2", "B3"],
        ["WX", "R3", "R4", "B4", "R0", "R1", "R2"],
        ["R3", "R4", "B4", "B0", "B1", "B2", "B3"],
    ]
    state = unokit.new_game("tiny", players=3, deck=stack(hands, "R1", ["B4", "R2"]), dealer=0)
    assert state.current_player == 1
    after = play(state, "1 play WX blue")
    assert after.top_card == Card.parse("WX")
    assert after.active_color is Color.BLUE
    assert after.hands[2] == (*state.hands[2], Card.parse("B4"))
    assert after.hands[0] == state.hands[0]
    assert len(after.hands[1]) == 6
    assert after.draw_pile == (Card.parse("R2"),)
    assert after.current_player == 2


@pytest.mark.usefixtures("tiny")
def test_tiny_opening_wild_extra_goes_back_under_the_deck() -> None:
    hands = [["R0", "R1", "R2", "B0", "B1", "B2", "B3"], ["R3", "R4", "B4", "R0", "R1", "R2", "B0"]]
    state = unokit.new_game("tiny", players=2, deck=stack(hands, "WX", ["R3", "B1"]), dealer=0)
    assert state.discard_pile == (Card.parse("R3"),)
    assert state.draw_pile == (Card.parse("B1"), Card.parse("WX"))
    assert state.active_color is Color.RED
    assert state.current_player == 1


# --------------------------------------------------------------------------------------
# Editions that subclass ClassicEdition and override one hook
# --------------------------------------------------------------------------------------


def test_an_edition_of_no_edition_class_gets_the_defaults_of_attributes_it_lacks(
    install: Installer,
) -> None:
    # An edition is any object with the attributes and hooks (unokit.Edition is a help, not
    # a must): one without a mark_label, knocks_out or incompatible house rules gets the
    # defaults unokit.Edition has.
    namespace: dict[str, Any] = {}
    for cls in reversed(ClassicEdition.__mro__[:-1]):
        namespace.update(vars(cls))
    lacking = ("mark_label", "knocks_out", "incompatible")
    for key in (*lacking, "__dict__", "__weakref__"):
        namespace.pop(key, None)
    edition = type("Unlabelled", (), {**namespace, "name": "unlabelled", "aliases": ()})()
    assert not isinstance(edition, unokit.Edition)
    assert not any(hasattr(edition, name) for name in lacking)
    install(edition)
    rules = unokit.new_game("unlabelled", players=2, seed=1, house_rules=["stacking"]).rules
    assert rules.mark_label == "mark"
    assert not rules.knocks_out
    assert rules.house_rules == ("stacking",)


class ClassicVariant(ClassicEdition):
    """Base of the test editions derived from classic: no aliases of their own by default."""

    aliases: ClassVar[tuple[str, ...]] = ()


class CoveredEdition(ClassicVariant):
    """Classic, except that an opening action or Wild card is covered by the next card."""

    name = "covered"
    description = "Classic with covered opening action cards."

    @hookimpl
    def unokit_opening_rule(self, card: Card, kind: CardKind) -> Opening:
        return Opening.PLAY if card.number is not None else Opening.COVER


class WildBlocksEdition(ClassicVariant):
    """Classic, except that a Wild in hand counts as a match for the colour in play.

    uno-friends.txt: "You can only play a Wild Draw Four card if you have no other cards in
    your hand that match the current color of the Discard Pile. Wild cards are considered
    matches for the current color."
    """

    name = "wild-blocks"

    @hookimpl
    def unokit_blocks_restricted_play(self, card: Card, kind: CardKind, color: Color) -> bool:
        return card.color is color or card.rank == "W"


TWO_HANDS = [["G1", "G2", "G3", "G4", "G5", "G6", "G7"], ["R1", "R2", "R3", "R4", "R5", "R6", "R7"]]


def test_covered_opening_action_stays_under_the_new_top_card(install: Installer) -> None:
    install(CoveredEdition())
    deck = stack(TWO_HANDS, "GS", ["W", "B3", "Y9"])
    state = unokit.new_game("covered", players=2, deck=deck, dealer=0)
    assert state.discard_pile == tuple(map(Card.parse, ["B3", "W", "GS"]))
    assert state.top_card == Card.parse("B3")
    assert state.active_color is Color.BLUE
    assert state.draw_pile == (Card.parse("Y9"),)
    assert state.pending is None
    assert state.current_player == 1  # the Skip was covered: the dealer's left starts
    assert [len(hand) for hand in state.hands] == [7, 7]
    # The same deck in classic: the opening Skip takes effect and the dealer starts.
    # classic-guide.txt: "an opening Skip or Draw Two skips the other player, so the dealer starts"
    classic = unokit.new_game("classic", players=2, deck=deck, dealer=0)
    assert classic.discard_pile == (Card.parse("GS"),)
    assert classic.current_player == 0


def test_covered_opening_draw_two_makes_nobody_draw(install: Installer) -> None:
    install(CoveredEdition())
    state = unokit.new_game(
        "covered", players=2, deck=stack(TWO_HANDS, "Y+2", ["W+4", "Y5", "B1"]), dealer=0
    )
    assert state.discard_pile == tuple(map(Card.parse, ["Y5", "W+4", "Y+2"]))
    assert state.active_color is Color.YELLOW
    assert [len(hand) for hand in state.hands] == [7, 7]
    assert state.draw_pile == (Card.parse("B1"),)
    assert state.current_player == 1


class ExtraPenaltyEdition(ClassicVariant):
    """Classic, except that every penalty draw costs one card more."""

    name = "extra-penalty"
    description = "Classic where every penalty draws one extra card."

    @hookimpl
    def unokit_penalty_rule(self) -> Callable[[unokit.Table, int, int], None]:
        def one_more(table: unokit.Table, seat: int, count: int) -> None:
            table.draw(seat, 1)

        return one_more


def test_penalty_rule_runs_after_every_penalty_draw(install: Installer) -> None:
    install(ExtraPenaltyEdition())
    deck = stack([TWO_HANDS[0], ["R+2", *TWO_HANDS[1][1:]]], "R9", ["Y1", "Y2", "Y3", "Y4"])
    state = unokit.new_game("extra-penalty", players=2, deck=deck, dealer=0)
    state = play(state, "1 play R+2", "0 accept")
    # The Draw Two's two cards, then the rule's one more.
    assert state.hands[0][7:] == tuple(map(Card.parse, ["Y1", "Y2", "Y3"]))
    # A turn's own draw is not a penalty.
    state = play(state, "1 draw")
    assert state.hands[1][-1] == Card.parse("Y4")


class PenaltyRuleIsText(ClassicVariant):
    name = "penalty-is-text"

    @hookimpl
    def unokit_penalty_rule(self) -> Any:
        return "draw one more"


def test_penalty_rule_must_be_a_function(install: Installer) -> None:
    install(PenaltyRuleIsText())
    with pytest.raises(PluginError, match="unokit_penalty_rule"):
        unokit.new_game("penalty-is-text", players=2, seed=1)


BLUFF_HANDS = [
    ["G1", "G2", "G3", "G4", "G5", "G6", "G7"],
    ["W+4", "W", "R5", "R6", "R7", "R8", "R9"],
]
BLUFF_DRAW = ["Y1", "Y2", "Y3", "Y4", "Y5", "Y6", "Y7"]


def bluff_game(edition: str, **options: Any) -> GameState:
    """Seat 1 holds W+4 and W and no blue card; the opening B2 makes blue the colour in play."""
    deck = stack(BLUFF_HANDS, "B2", BLUFF_DRAW)
    return unokit.new_game(edition, players=2, deck=deck, dealer=0, options=options or None)


def test_wild_counts_as_a_match_only_where_the_edition_says(install: Installer) -> None:
    install(WildBlocksEdition())
    # classic-guide.txt: "legal only if your hand has no card of the color in play"
    classic = play(bluff_game("classic"), "1 play W+4 red", "0 challenge")
    assert classic.hands[0] == (*map(Card.parse, BLUFF_HANDS[0]), *map(Card.parse, BLUFF_DRAW[:6]))
    assert len(classic.hands[1]) == 6
    # uno-friends.txt: "Wild cards are considered matches for the current color."
    state = play(bluff_game("wild-blocks"), "1 play W+4 red")
    assert isinstance(state.pending, WildDrawFourResponse)
    assert state.pending.bluff
    caught = play(state, "0 challenge")
    assert caught.hands[1] == (
        *map(Card.parse, BLUFF_HANDS[1][1:]),
        *map(Card.parse, BLUFF_DRAW[:4]),
    )
    assert caught.hands[0] == tuple(map(Card.parse, BLUFF_HANDS[0]))
    assert caught.current_player == 0


def test_strict_mode_uses_the_edition_blockers(install: Installer) -> None:
    install(WildBlocksEdition())
    move = unokit.Move.parse("1 play W+4 red")
    assert unokit.is_legal(bluff_game("classic", strict_wild_draw_four=True), move)
    strict = bluff_game("wild-blocks", strict_wild_draw_four=True)
    assert not unokit.is_legal(strict, move)
    with pytest.raises(IllegalMoveError, match="you hold W, which counts as a match"):
        unokit.apply(strict, move)


class EveryWildBlocksEdition(ClassicVariant):
    """Classic, except that every Wild in hand, a Wild Draw Four included, blocks one."""

    name = "every-wild-blocks"

    @hookimpl
    def unokit_blocks_restricted_play(self, card: Card, kind: CardKind, color: Color) -> bool:
        return card.color is color or card.is_wild


@pytest.mark.parametrize(("others", "bluff"), [(["R1"], False), (["W+4"], True)])
def test_the_restricted_card_played_does_not_block_itself(
    install: Installer, others: list[str], bluff: bool
) -> None:
    # hookspecs: "A restricted card [...] may only be played when no card in the rest of the
    # hand blocks it": the copy played is not in the rest of the hand, another copy is.
    install(EveryWildBlocksEdition())
    hands = [BLUFF_HANDS[0], ["W+4", "R5", "R6", "R7", "R8", "R9", *others]]
    deck = stack(hands, "B2", BLUFF_DRAW)
    state = unokit.new_game("every-wild-blocks", players=2, deck=deck, dealer=0)
    plays = tuple(Play(1, Card.parse("W+4"), color) for color in Color)
    assert unokit.view(state, 1).bluffs == (plays if bluff else ())
    # In strict mode a bluff is not a legal move at all.
    strict = unokit.new_game(
        "every-wild-blocks",
        players=2,
        deck=deck,
        dealer=0,
        options={"strict_wild_draw_four": True},
    )
    assert (set(plays) <= set(unokit.legal_moves(strict))) is not bluff
    state = play(state, "1 play W+4 red")
    assert isinstance(state.pending, WildDrawFourResponse)
    assert state.pending.bluff is bluff


# --------------------------------------------------------------------------------------
# Plugin errors
# --------------------------------------------------------------------------------------


class RaisesInCardKinds(ClassicVariant):
    name = "raises-kinds"

    @hookimpl
    def unokit_card_kinds(self) -> Iterable[CardKind]:
        raise RuntimeError("boom")


class RaisesInBuildDeck(ClassicVariant):
    name = "raises-deck"

    @hookimpl
    def unokit_build_deck(self) -> Sequence[Card]:
        raise RuntimeError("boom")


class RaisesInOpeningRule(ClassicVariant):
    name = "raises-opening"

    @hookimpl
    def unokit_opening_rule(self, card: Card, kind: CardKind) -> Opening:
        raise RuntimeError("boom")


class RaisesInCardPoints(ClassicVariant):
    name = "raises-points"

    @hookimpl
    def unokit_card_points(self, card: Card, kind: CardKind) -> int:
        raise RuntimeError("boom")


class RaisesInBlocks(ClassicVariant):
    name = "raises-blocks"

    @hookimpl
    def unokit_blocks_restricted_play(self, card: Card, kind: CardKind, color: Color) -> bool:
        raise RuntimeError("boom")


@pytest.mark.parametrize(
    ("edition", "hook"),
    [
        (RaisesInCardKinds(), "unokit_card_kinds"),
        (RaisesInBuildDeck(), "unokit_build_deck"),
        (RaisesInOpeningRule(), "unokit_opening_rule"),
        (RaisesInCardPoints(), "unokit_card_points"),
        (RaisesInBlocks(), "unokit_blocks_restricted_play"),
    ],
)
def test_a_hook_that_raises_is_a_plugin_error(
    install: Installer, edition: ClassicEdition, hook: str
) -> None:
    install(edition)
    with pytest.raises(PluginError) as caught:
        unokit.new_game(edition.name, seed=1)
    message = str(caught.value)
    assert repr(edition.name) in message
    assert hook in message
    assert "boom" in message
    assert isinstance(caught.value.__cause__, RuntimeError)
    # The other editions still work.
    assert unokit.new_game("classic", seed=1).edition == "classic"


class DeckIsText(ClassicVariant):
    name = "deck-is-text"

    @hookimpl
    def unokit_build_deck(self) -> Sequence[Card]:
        return "R1 R2 R3"  # type: ignore[return-value]


class DeckHasUnknownRank(ClassicVariant):
    name = "unknown-rank"

    @hookimpl
    def unokit_build_deck(self) -> Sequence[Card]:
        return [*ClassicEdition().unokit_build_deck(), Card(Color.RED, "Z")]


class DeckHasColouredWild(ClassicVariant):
    name = "coloured-wild"

    @hookimpl
    def unokit_build_deck(self) -> Sequence[Card]:
        return [*ClassicEdition().unokit_build_deck(), Card(Color.RED, "W")]


class KindIsText(ClassicVariant):
    name = "kind-is-text"

    @hookimpl
    def unokit_card_kinds(self) -> Iterable[CardKind]:
        return [*CLASSIC_KINDS, "Z"]  # type: ignore[list-item]


class TwoKindsOneRank(ClassicVariant):
    name = "two-kinds"

    @hookimpl
    def unokit_card_kinds(self) -> Iterable[CardKind]:
        return [*CLASSIC_KINDS, CardKind("S", "Super Skip", 30)]


class OpeningIsText(ClassicVariant):
    name = "opening-is-text"

    @hookimpl
    def unokit_opening_rule(self, card: Card, kind: CardKind) -> Opening:
        return "play"  # type: ignore[return-value]


class NegativePoints(ClassicVariant):
    name = "negative-points"

    @hookimpl
    def unokit_card_points(self, card: Card, kind: CardKind) -> int:
        return -1


class BoolPoints(ClassicVariant):
    name = "bool-points"

    @hookimpl
    def unokit_card_points(self, card: Card, kind: CardKind) -> int:
        return True


class BlocksIsText(ClassicVariant):
    name = "blocks-is-text"

    @hookimpl
    def unokit_blocks_restricted_play(self, card: Card, kind: CardKind, color: Color) -> bool:
        return "yes"  # type: ignore[return-value]


@pytest.mark.parametrize(
    ("edition", "words"),
    [
        (DeckIsText(), ["unokit_build_deck", "'R1 R2 R3'", "list of cards"]),
        (DeckHasUnknownRank(), ["RZ", "no card kind", "'Z'"]),
        (DeckHasColouredWild(), ["RW", "wrong colour"]),
        (KindIsText(), ["unokit_card_kinds", "'Z'", "not a CardKind"]),
        (TwoKindsOneRank(), ["two card kinds", "'S'"]),
        (OpeningIsText(), ["unokit_opening_rule", "'play'", "an Opening"]),
        (NegativePoints(), ["unokit_card_points", "-1"]),
        (BoolPoints(), ["unokit_card_points", "True"]),
        (BlocksIsText(), ["unokit_blocks_restricted_play", "'yes'"]),
    ],
)
def test_a_hook_that_returns_bad_data_is_a_plugin_error(
    install: Installer, edition: ClassicEdition, words: list[str]
) -> None:
    install(edition)
    with pytest.raises(PluginError) as caught:
        unokit.new_game(edition.name, seed=1)
    message = str(caught.value)
    assert repr(edition.name) in message
    for word in words:
        assert word in message


class BadSignature(ClassicVariant):
    name = "bad-signature"

    @hookimpl
    def unokit_card_points(self, card: Card, kind: CardKind, bonus: int) -> int:  # type: ignore[override]
        return kind.points + bonus


def test_a_hook_with_a_wrong_signature_is_a_plugin_error(install: Installer) -> None:
    # errors.py: PluginError is "An edition plugin broke its contract"; the base UnokitError
    # promises "Every error a caller can cause is a subclass of UnokitError".
    install(BadSignature())
    with pytest.raises(PluginError) as caught:
        unokit.new_game("bad-signature", seed=1)
    assert "'bad-signature'" in str(caught.value)
    assert "unokit_card_points" in str(caught.value)


class NoDeck(unokit.Edition):
    """Implements no rule hook at all."""

    name = "no-deck"


def test_an_edition_without_a_deck_is_a_plugin_error(install: Installer) -> None:
    install(NoDeck())
    with pytest.raises(PluginError, match="'no-deck': unokit_build_deck returned None"):
        unokit.new_game("no-deck")


class Twin(ClassicVariant):
    name = "twin"


class ClaimsUno(ClassicVariant):
    name = "claims-uno"
    aliases = ("UNO",)


class TooFewSeats(ClassicVariant):
    name = "too-few-seats"
    min_players = 6
    max_players = 4


class Solitaire(ClassicVariant):
    name = "solitaire"
    min_players = 1


class Nameless(ClassicVariant):
    name = ""


class ListAliases(ClassicVariant):
    name = "list-aliases"
    aliases: ClassVar[list[str]] = ["la"]  # type: ignore[assignment]


@pytest.mark.parametrize(
    ("editions", "words"),
    [
        ((Twin(), Twin()), ["'bad-plugin'", "'twin'", "already uses"]),
        # Plugins are visited in no fixed order, so either side of the clash may be blamed.
        ((ClaimsUno(),), ["'uno'", "'bad-plugin'|'claims-uno'", "classic", "already uses"]),
        ((TooFewSeats(),), ["'bad-plugin'", "'too-few-seats'", "min_players", "max_players"]),
        ((Solitaire(),), ["'bad-plugin'", "'solitaire'", "2 <= min_players"]),
        ((Nameless(),), ["'bad-plugin'", "without a name"]),
        ((ListAliases(),), ["'bad-plugin'", "'list-aliases'", "aliases must be a tuple"]),
    ],
)
def test_a_bad_registration_is_a_plugin_error(
    install: Installer, editions: tuple[object, ...], words: list[str]
) -> None:
    install(*editions, name="bad-plugin")
    with pytest.raises(PluginError) as caught:
        unokit.available_editions()
    message = str(caught.value)
    for word in words:
        assert any(choice in message for choice in word.split("|")), (word, message)


def test_two_plugins_registering_the_same_name_is_a_plugin_error(install: Installer) -> None:
    install(Twin(), name="first")
    assert "twin" in unokit.available_editions()
    install(Twin(), name="second")
    with pytest.raises(PluginError, match="'twin'"):
        unokit.new_game("twin")


class RaisesInRegister:
    @hookimpl
    def unokit_register_editions(self, register: Callable[[object], None]) -> None:
        raise RuntimeError("cannot register")


def test_a_register_hook_that_raises_is_a_plugin_error(install: Installer) -> None:
    install.plugin(RaisesInRegister(), name="raiser")
    with pytest.raises(PluginError) as caught:
        unokit.available_editions()
    message = str(caught.value)
    assert "'raiser'" in message
    assert "unokit_register_editions" in message
    assert "cannot register" in message


# --------------------------------------------------------------------------------------
# new_game argument errors
# --------------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("kwargs", "words"),
    [
        ({"players": 1}, ["2 to 10 players", "not 1"]),
        ({"players": 11}, ["2 to 10 players", "not 11"]),
        ({"players": "4"}, ["players must be a whole number", "'4'"]),
        ({"players": True}, ["players must be a whole number"]),
        ({"players": 4, "dealer": 4}, ["dealer must be a seat from 0 to 3", "not 4"]),
        ({"players": 4, "dealer": -1}, ["dealer must be a seat from 0 to 3", "not -1"]),
        ({"seed": "42"}, ["seed must be a whole number", "'42'"]),
        ({"options": {"target": 100}}, ["unknown option target", "target_score", "match"]),
        ({"options": {"winner_deals": "yes"}}, ["winner_deals", "True or False", "'yes'"]),
        (
            {"options": {"match": "single_round"}},
            ["option match must be one of", "'single-round'", "'single_round'"],
        ),
        ({"options": {"match": 1}}, ["option match must be one of", "'partners'", "not 1"]),
        (
            {"players": 3, "options": {"match": "partners"}},
            ["partners match needs exactly 4 players", "not 3"],
        ),
        ({"options": {"target_score": 0}}, ["target_score", "positive whole number", "0"]),
        ({"options": {"target_score": 99.5}}, ["target_score", "99.5"]),
        ({"options": ["match"]}, ["options must be an Options or a dict", "list"]),
    ],
)
def test_bad_new_game_arguments_are_setup_errors(kwargs: dict[str, Any], words: list[str]) -> None:
    with pytest.raises(SetupError) as caught:
        unokit.new_game("classic", **kwargs)
    assert isinstance(caught.value, ValueError)
    for word in words:
        assert word in str(caught.value)


def test_unknown_option_lists_every_known_option() -> None:
    with pytest.raises(SetupError) as caught:
        unokit.new_game(options={"house_rules": True})
    message = str(caught.value)
    assert "house_rules" in message
    for known in (
        "target_score",
        "match",
        "strict_wild_draw_four",
        "challenge_returns_card",
        "winner_deals",
    ):
        assert known in message


def test_stacked_deck_with_a_malformed_card() -> None:
    deck = ["R10", *stack(TWO_HANDS, "B3")]
    with pytest.raises(SetupError, match="R10"):
        unokit.new_game(players=2, deck=deck, dealer=0)


@pytest.mark.parametrize("card", ["RX", "R7/Joey", "W+2"])
def test_stacked_deck_with_a_card_classic_does_not_have(card: str) -> None:
    deck = [card, *stack(TWO_HANDS, "B3")]
    with pytest.raises(SetupError, match=re.escape(f"{card} is not a card of the classic edition")):
        unokit.new_game(players=2, deck=deck, dealer=0)


def test_stacked_deck_with_too_many_copies() -> None:
    hands = [["G1", "G2", "G3", "G4", "G5", "G6", "G7"], ["B1", "B2", "B3", "B4", "B5", "B6", "B7"]]
    deck = ["R7", "R7", "R7", *stack(hands, "Y3")]
    with pytest.raises(SetupError) as caught:
        unokit.new_game(players=2, deck=deck, dealer=0)
    assert "3 copies of R7" in str(caught.value)
    assert "only 2" in str(caught.value)


def test_stacked_deck_too_small_to_deal() -> None:
    deck = stack(TWO_HANDS, "B3")[:-1]
    assert len(deck) == 14
    with pytest.raises(SetupError, match="14 cards cannot deal 7 to each of 2 players"):
        unokit.new_game(players=2, deck=deck, dealer=0)
    unokit.new_game(players=2, deck=[*deck, "B3"], dealer=0)


def test_stacked_deck_given_as_one_string() -> None:
    with pytest.raises(SetupError, match="not a single string"):
        unokit.new_game(players=2, deck="R1 R2 R3", dealer=0)


# --------------------------------------------------------------------------------------
# Every hook is exercised here
# --------------------------------------------------------------------------------------


def test_every_hook_spec_is_exercised_in_the_plugin_tests() -> None:
    # This file and the plugin contract's (tests/test_contract.py, one test edition per
    # capability).
    hooks = [name for name in dir(unokit.core.hookspecs) if name.startswith("unokit_")]
    assert "unokit_register_editions" in hooks
    here = Path(__file__)
    source = here.read_text(encoding="utf-8") + here.with_name("test_contract.py").read_text(
        encoding="utf-8"
    )
    for hook in hooks:
        assert f"def {hook}(" in source, f"no test edition implements {hook}"


# --------------------------------------------------------------------------------------
# Options declared by plugins, and house-rule hooks
# --------------------------------------------------------------------------------------


class _BonusEdition(ClassicEdition):
    """Classic with an option of its own and one hand by default."""

    name: ClassVar[str] = "bonus-test"
    aliases: ClassVar[tuple[str, ...]] = ()

    @hookimpl
    def unokit_add_options(self) -> list[unokit.OptionSpec]:
        return [unokit.OptionSpec("wild_bonus", 50, "What a Wild scores.", minimum=0)]

    @hookimpl
    def unokit_option_defaults(self) -> dict[str, object]:
        return {"match": "single-round"}

    @hookimpl
    def unokit_card_points(  # type: ignore[override]  # pluggy passes the declared options
        self, card: Card, kind: CardKind, options: unokit.Options
    ) -> int:
        return int(options.wild_bonus) if kind.is_wild else kind.points


class _DrawTwoMustPlay(ClassicTurn):
    """A step of the turn: draw two cards; a playable last card must be played."""

    __slots__ = ()
    keeps_drawn_card = False

    def draw(self, table: unokit.Table) -> tuple[Card, ...]:
        return table.draw(self.seat, 2)


class _TwoCardDraw(unokit.HouseRule):
    """A house rule that draws two cards for the turn and forces the play of the last."""

    name: ClassVar[str] = "two-card-draw-test"
    description: ClassVar[str] = "Draw two cards for the turn; a playable last card must be played."

    @hookimpl(wrapper=True)
    def unokit_turn(self) -> Generator[None, type[Turn] | None, type[Turn]]:
        turn = yield
        return with_rule(turn, _DrawTwoMustPlay)


class _OldTwoCardDraw(unokit.HouseRule):
    """The same house rule, written with the hooks ``unokit_turn`` replaced."""

    name: ClassVar[str] = "old-two-card-draw-test"
    description: ClassVar[str] = "Draw two cards for the turn; a playable last card must be played."

    @hookimpl
    def unokit_turn_draw(self) -> Callable[[unokit.Table, int], tuple[Card, ...]]:
        return lambda table, seat: table.draw(seat, 2)

    @hookimpl
    def unokit_keep_drawn_card(self) -> bool:
        return False


class _OptionPlugin:
    @hookimpl
    def unokit_register_editions(self, register: Callable[[object], None]) -> None:
        register(_BonusEdition())

    @hookimpl
    def unokit_register_house_rules(self, register: Callable[[object], None]) -> None:
        register(_TwoCardDraw())
        register(_OldTwoCardDraw())


@pytest.fixture
def option_plugin() -> Iterator[None]:
    plugin = _OptionPlugin()
    unokit.core.plugins.register_plugin(plugin, name="option-plugin-test")
    yield
    unokit.core.plugins.unregister_plugin(plugin)


@pytest.mark.usefixtures("option_plugin")
def test_an_edition_declares_options_and_sets_defaults() -> None:
    specs = unokit.core.compiling.option_specs("bonus-test")
    assert specs["wild_bonus"].default == 50
    assert specs["match"].default == "single-round"  # the edition's default, not unokit's
    state = unokit.new_game("bonus-test", players=2, seed=1, options={"wild_bonus": 80})
    assert state.rules.points[Card.parse("W")] == 80
    assert state.rules.options.match == "single-round"
    assert state.rules.changed_options() == {"wild_bonus": 80}
    with pytest.raises(SetupError, match="option wild_bonus must be a whole number"):
        unokit.new_game("bonus-test", players=2, options={"wild_bonus": "lots"})
    with pytest.raises(SetupError, match=r"unknown option wild_bonus; known options: "):
        unokit.new_game("classic", players=2, options={"wild_bonus": 80})


@pytest.mark.usefixtures("option_plugin")
def test_a_house_rule_changes_the_turn_draw_and_forces_the_play() -> None:
    assert "two-card-draw-test" in unokit.available_house_rules()
    hands = ["R1 R2 R3 R4 R5 R6 R7", "B1 B2 B3 B4 B5 B6 B7"]
    state = game(split(hands), "G9", ["Y1", "G2"], dealer=1, house_rules=["two-card-draw-test"])
    state = unokit.apply(state, unokit.Draw(0))
    assert state.hands[0][-2:] == (Card.parse("Y1"), Card.parse("G2"))
    # The last card drawn, G2, can be played, and the house rule forbids keeping it.
    assert unokit.legal_moves(state) == (unokit.Play(0, Card.parse("G2")),)


@pytest.mark.usefixtures("option_plugin")
def test_the_turn_hooks_unokit_turn_replaced_still_work_and_say_they_are_deprecated() -> None:
    hands = ["R1 R2 R3 R4 R5 R6 R7", "B1 B2 B3 B4 B5 B6 B7"]
    with pytest.warns(DeprecationWarning, match="hook is deprecated") as warned:
        state = game(
            split(hands), "G9", ["Y1", "G2"], dealer=1, house_rules=["old-two-card-draw-test"]
        )
    said = sorted(str(warning.message) for warning in warned)
    assert [text.split(": ")[1].split(";")[0] for text in said] == [
        "the unokit_keep_drawn_card hook is deprecated",
        "the unokit_turn_draw hook is deprecated",
    ]
    assert all("implement unokit_turn" in text for text in said)
    state = unokit.apply(state, unokit.Draw(0))
    assert state.hands[0][-2:] == (Card.parse("Y1"), Card.parse("G2"))
    assert unokit.legal_moves(state) == (unokit.Play(0, Card.parse("G2")),)


class _StandardMatch(unokit.HouseRule):
    """A house rule that changes the defaults of options unokit declares."""

    name: ClassVar[str] = "standard-match-test"
    description: ClassVar[str] = "A match to 300 points by default."

    @hookimpl
    def unokit_option_defaults(self) -> dict[str, object]:
        return {"match": "standard", "target_score": 300}


class _ShortMatch(unokit.HouseRule):
    name: ClassVar[str] = "short-match-test"
    description: ClassVar[str] = "A target of 200 points by default."

    @hookimpl
    def unokit_option_defaults(self) -> dict[str, object]:
        return {"target_score": 200}


class _DefaultsPlugin:
    @hookimpl
    def unokit_register_house_rules(self, register: Callable[[object], None]) -> None:
        register(_StandardMatch())
        register(_ShortMatch())


class _NeverStacks(unokit.HouseRule):
    name = "never-stacks-test"
    description = "Draw cards never stack."
    incompatible = ("stacking", "uno-friends")


class _NeverStacksPlugin:
    @hookimpl
    def unokit_register_house_rules(self, register: Callable[[object], None]) -> None:
        register(_NeverStacks())


@pytest.mark.parametrize(
    ("edition", "house_rules", "clash"),
    [
        ("classic", ["stacking", "never-stacks-test"], "stacking"),
        ("friends", ["never-stacks-test"], "uno-friends"),  # an alias of the edition, too
        ("friends", ["stacking", "never-stacks-test"], "stacking, uno-friends"),
    ],
)
def test_a_house_rule_refuses_what_it_cannot_be_combined_with_exactly(
    edition: str, house_rules: list[str], clash: str
) -> None:
    plugin = _NeverStacksPlugin()
    unokit.core.plugins.register_plugin(plugin, name="never-stacks-plugin-test")
    try:
        with pytest.raises(
            SetupError,
            match="^"
            + re.escape(
                f"the house rule 'never-stacks-test' cannot be combined with {clash}: Draw "
                "cards never stack."
            )
            + "$",
        ):
            unokit.new_game(edition, players=2, house_rules=house_rules)
        assert unokit.new_game("party", players=2, house_rules=["never-stacks-test"])
    finally:
        unokit.core.plugins.unregister_plugin(plugin)


def test_a_house_rules_option_defaults_win_over_the_editions() -> None:
    # unokit_option_defaults: "the answers are applied in the order the plugins were
    # registered (edition first), a later one winning". UNO Party! plays one hand by default.
    assert unokit.new_game("party", players=3, seed=1).rules.options.match == "single-round"
    plugin = _DefaultsPlugin()
    unokit.core.plugins.register_plugin(plugin, name="defaults-plugin-test")
    try:
        state = unokit.new_game("party", players=3, seed=1, house_rules=["standard-match-test"])
        assert state.rules.options.match == "standard"
        assert state.rules.options.target_score == 300
        assert state.rules.changed_options() == {}  # the defaults of this game, not changes
        later = unokit.new_game(
            "party", players=3, seed=1, house_rules=["standard-match-test", "short-match-test"]
        )
        assert (later.rules.options.match, later.rules.options.target_score) == ("standard", 200)
        earlier = unokit.new_game(
            "party", players=3, seed=1, house_rules=["short-match-test", "standard-match-test"]
        )
        assert earlier.rules.options.target_score == 300
    finally:
        unokit.core.plugins.unregister_plugin(plugin)


def test_an_unknown_house_rule_lists_the_available_ones() -> None:
    with pytest.raises(unokit.UnknownHouseRuleError, match=r"available house rules: .*stacking"):
        unokit.new_game("classic", house_rules=["stackin"])


def test_a_house_rule_named_twice_is_a_setup_error() -> None:
    with pytest.raises(SetupError, match=r"^the house rule stacking is asked for twice$"):
        unokit.new_game("classic", house_rules=["stacking", "stacking"])
    with pytest.raises(SetupError, match=r"^the house rule seven-o, stacking is asked for twice$"):
        unokit.new_game("classic", house_rules=["stacking", "seven-o", "stacking", "seven-o"])


class NoStackingEdition(ClassicVariant):
    name = "no-stacking"
    incompatible = ("stacking", "seven-o")


def test_an_edition_refuses_house_rules_it_plays_its_own_way(install: Installer) -> None:
    install(NoStackingEdition())
    with pytest.raises(
        SetupError,
        match=r"^the edition 'no-stacking' cannot be combined with the house rule 'stacking': "
        r"it plays its own rule in its place$",
    ):
        unokit.new_game("no-stacking", players=2, house_rules=["jump-in", "stacking"])
    with pytest.raises(
        SetupError,
        match=r"^the edition 'no-stacking' cannot be combined with the house rule 'seven-o', "
        r"'stacking': it plays its own rule in its place$",
    ):
        unokit.new_game("no-stacking", players=2, house_rules=["seven-o", "stacking"])
    assert unokit.new_game("no-stacking", players=2, house_rules=["jump-in"]).rules.house_rules


def test_a_games_rules_hold_every_option_its_plugins_declare() -> None:
    rules = unokit.new_game("party", players=4, seed=1, house_rules=["stacking"]).rules
    declared = unokit.option_specs("party", ["stacking"])
    assert "target_score" in rules.option_specs
    assert rules.option_specs.keys() == declared.keys()
    assert {name: spec.help for name, spec in rules.option_specs.items()} == {
        name: spec.help for name, spec in declared.items()
    }
