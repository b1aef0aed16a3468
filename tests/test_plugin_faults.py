"""Broken plugins: caught with a clear error, never fatal for the other editions.

Third-party plugins are faked as entry points of the ``unokit`` group (``importlib.metadata``
is patched to list them next to the installed ones), so each test controls exactly how a
plugin breaks: at import, in ``unokit_register_editions``, in a rule hook, or while a move is
played. Every test starts and ends with a fresh plugin manager and no disabled plugin.
"""

from __future__ import annotations

import importlib
import importlib.metadata
import os
import re
import signal
import time
import types
from collections.abc import Callable, Iterable, Iterator, Sequence
from typing import Any, ClassVar

import attrs
import pytest

import unokit
import unokit.play.cli
from tests.helpers import EditionsPlugin, play, stack
from unokit import (
    Card,
    CardKind,
    Color,
    GameState,
    IllegalMoveError,
    Move,
    Opening,
    Pending,
    PluginError,
    PluginWarning,
    Table,
    UnknownEditionError,
    hookimpl,
)
from unokit.core import plugins
from unokit.core.compiling import compile_rules
from unokit.core.game import stacked_deck
from unokit.editions.classic import CLASSIC_KINDS, ClassicEdition, classic_deck

# --------------------------------------------------------------------------------------
# Fake entry points
# --------------------------------------------------------------------------------------


class Dist:
    """The distribution metadata of a fake entry point."""

    def __init__(self, name: str, version: str) -> None:
        self.name = name
        self.version = version


class FakeEntryPoint:
    """An entry point of the ``unokit`` group whose ``load`` returns or raises ``target``."""

    group = "unokit"
    dist = None

    def __init__(self, name: str, target: object) -> None:
        self.name = name
        self.value = f"fake_{name.replace('-', '_')}"
        self.target = target
        self.loads = 0

    def load(self) -> object:
        self.loads += 1
        if isinstance(self.target, BaseException):
            raise self.target
        return self.target


class EntryPoints:
    """Adds fake entry points to those ``importlib.metadata`` finds (see the fixture)."""

    def __init__(self, monkeypatch: pytest.MonkeyPatch) -> None:
        self.fakes: list[FakeEntryPoint] = []
        real = importlib.metadata.entry_points

        def entry_points(**params: Any) -> Any:
            found: list[Any] = list(real(**params))
            if params.get("group") == "unokit":
                found += self.fakes
            return found

        monkeypatch.setattr(importlib.metadata, "entry_points", entry_points)

    def add(self, name: str, target: object) -> FakeEntryPoint:
        """A plugin called ``name`` whose import gives (or raises) ``target``."""
        entry_point = FakeEntryPoint(name, target)
        self.fakes.append(entry_point)
        plugins.reset()
        return entry_point


@pytest.fixture(autouse=True)
def _fresh_plugins(monkeypatch: pytest.MonkeyPatch) -> Iterator[None]:
    monkeypatch.delenv(plugins.DISABLE_VARIABLE, raising=False)
    plugins.reset()
    yield
    plugins.reset()


@pytest.fixture
def entry_points(monkeypatch: pytest.MonkeyPatch) -> EntryPoints:
    return EntryPoints(monkeypatch)


def module(name: str, *editions: object) -> types.ModuleType:
    """A plugin module whose ``unokit_register_editions`` registers ``editions``."""
    plugin = types.ModuleType(name)

    @hookimpl
    def unokit_register_editions(register: Callable[[object], None]) -> None:
        for edition in editions:
            register(edition)

    plugin.unokit_register_editions = unokit_register_editions  # type: ignore[attr-defined]
    return plugin


class Variant(ClassicEdition):
    """Classic under another name, for plugins of these tests."""

    name = "variant"
    aliases: ClassVar[tuple[str, ...]] = ()


def variant(name: str, **attributes: Any) -> ClassicEdition:
    """An instance of a classic edition called ``name`` with other class attributes."""
    cls = type(f"Edition_{name}", (Variant,), {"name": name, **attributes})
    edition = cls()
    assert isinstance(edition, ClassicEdition)
    return edition


# --------------------------------------------------------------------------------------
# A plugin that fails to import
# --------------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("error", "words"),
    [
        (ImportError("No module named 'numpy'"), "ImportError: No module named 'numpy'"),
        (SyntaxError("invalid syntax"), "SyntaxError: invalid syntax"),
        (ZeroDivisionError("division by zero"), "ZeroDivisionError: division by zero"),
    ],
)
def test_a_plugin_that_fails_to_import_is_skipped(
    entry_points: EntryPoints, error: Exception, words: str
) -> None:
    entry_points.add("broken", error)
    entry_points.add("good", module("fake_good", variant("good-edition")))
    with pytest.warns(PluginWarning, match=r"plugin 'broken' .*failed to import: " + words):
        editions = unokit.available_editions()
    assert {"classic", "friends", "party", "good-edition"} <= set(editions)
    failures = plugins.plugin_errors()
    assert list(failures) == ["broken"]
    assert str(failures["broken"]).startswith(
        "plugin 'broken' (entry point broken = fake_broken) failed to import: " + words
    )
    assert failures["broken"].__cause__ is error
    assert unokit.new_game("good-edition", seed=1).edition == "good-edition"


def test_an_entry_point_plugin_is_registered_under_its_entry_point_name(
    entry_points: EntryPoints,
) -> None:
    plugin = module("fake_good", variant("good-edition"))
    entry_points.add("good", plugin)
    assert "good-edition" in unokit.available_editions()
    assert plugins.plugin_manager().get_plugin("good") is plugin
    assert plugins.plugin_errors() == {}


@pytest.mark.filterwarnings("ignore::unokit.PluginWarning")
def test_asking_for_the_edition_of_a_plugin_that_failed_says_why(
    entry_points: EntryPoints,
) -> None:
    entry_points.add("broken", ImportError("No module named 'numpy'"))
    for ask in (plugins.find_edition, unokit.new_game):
        with pytest.raises(
            PluginError,
            match=r"^the edition 'Broken' is not available: plugin 'broken' .*"
            r"failed to import: ImportError: No module named 'numpy'$",
        ) as caught:
            ask("Broken")
        assert isinstance(caught.value.__cause__, PluginError)
        assert isinstance(caught.value.__cause__.__cause__, ImportError)
    with pytest.raises(
        UnknownEditionError, match=r"no edition called 'nope'.*\(1 plugin failed to load: broken\)"
    ):
        unokit.new_game("nope")


def test_an_unknown_edition_mentions_no_failures_when_there_are_none() -> None:
    with pytest.raises(UnknownEditionError) as caught:
        unokit.new_game("nope")
    assert "failed" not in str(caught.value)


def test_the_warning_points_at_the_callers_code(entry_points: EntryPoints) -> None:
    entry_points.add("broken", ImportError("gone"))
    with pytest.warns(PluginWarning) as caught:
        unokit.available_editions()
    assert caught[0].filename == __file__


# --------------------------------------------------------------------------------------
# A plugin whose registration fails
# --------------------------------------------------------------------------------------


class RaisingRegister:
    @hookimpl
    def unokit_register_editions(self, register: Callable[[object], None]) -> None:
        register(variant("half-registered"))
        raise KeyError("no such card")


def test_a_register_hook_that_raises_skips_only_that_plugin(entry_points: EntryPoints) -> None:
    entry_points.add("raiser", RaisingRegister())
    with pytest.warns(
        PluginWarning,
        match=r"plugin 'raiser' failed in unokit_register_editions: KeyError: 'no such card'",
    ):
        editions = unokit.available_editions()
    assert "classic" in editions
    assert "half-registered" not in editions
    assert isinstance(plugins.plugin_errors()["raiser"].__cause__, KeyError)
    assert unokit.new_game("party", seed=1).edition == "party"


class WithTypo:
    @hookimpl
    def unokit_register_edition(self, register: Callable[[object], None]) -> None:
        register(variant("typo"))


@pytest.mark.filterwarnings("ignore::unokit.PluginWarning")
def test_a_plugin_implementing_an_unknown_hook_is_skipped(entry_points: EntryPoints) -> None:
    entry_points.add("typo", WithTypo())
    assert "classic" in unokit.available_editions()
    assert plugins.plugin_manager().get_plugin("typo") is None
    assert re.search(
        r"plugin 'typo' .*cannot be registered: PluginValidationError: "
        r"unknown hook 'unokit_register_edition'",
        str(plugins.plugin_errors()["typo"]),
    )


class Faceless:
    """Not an edition at all."""


@pytest.mark.parametrize(
    ("edition", "words"),
    [
        (Faceless(), "an edition without a name"),
        (variant("bad-aliases", aliases=["b"]), "'bad-aliases', but its aliases must be a tuple"),
        (variant("empty-alias", aliases=("",)), "'empty-alias', but its aliases must be a tuple"),
        (variant("no-seats", min_players=5, max_players=3), "min_players and max_players"),
        (variant("text-seats", max_players="8"), r"not 2 and '8'"),
        (variant("bad-label", mark_label=None), "'bad-label', but its mark_label must be"),
        (variant("bad-text", description=42), "'bad-text', but its description must be a str"),
        (variant("Classic2", aliases=("UNO",)), "the edition name 'uno', which edition 'classic'"),
    ],
)
def test_a_plugin_registering_a_malformed_edition_is_skipped(
    entry_points: EntryPoints, edition: object, words: str
) -> None:
    entry_points.add("junk", module("fake_junk", variant("fine-edition"), edition))
    with pytest.warns(PluginWarning, match=r"plugin 'junk': unokit_register_editions registered"):
        editions = unokit.available_editions()
    assert "classic" in editions
    assert "fine-edition" not in editions  # the whole plugin is skipped
    assert re.search(words, str(plugins.plugin_errors()["junk"]))
    with pytest.raises(PluginError, match=r"'fine-edition' is not available: plugin 'junk'"):
        plugins.find_edition("fine-edition")
    assert plugins.find_edition("uno").name == "classic"


@pytest.mark.filterwarnings("ignore::unokit.PluginWarning")
def test_of_two_plugins_registering_one_name_the_later_one_is_skipped(
    entry_points: EntryPoints,
) -> None:
    first = variant("twin", description="the first")
    entry_points.add("zz-second", module("fake_second", variant("twin"), variant("other")))
    entry_points.add("aa-first", module("fake_first", first))
    assert plugins.find_edition("twin") is first
    assert list(plugins.plugin_errors()) == ["zz-second"]
    assert re.search(
        r"plugin 'zz-second': unokit_register_editions registered the edition name 'twin', "
        r"which edition 'twin' of plugin 'aa-first' already uses",
        str(plugins.plugin_errors()["zz-second"]),
    )
    with pytest.raises(PluginError, match="'other' is not available: plugin 'zz-second'"):
        unokit.new_game("other")


def test_a_plugin_registered_at_run_time_cannot_knock_out_a_found_one(
    entry_points: EntryPoints,
) -> None:
    entry_points.add("found", module("fake_found", variant("twin")))
    plugins.register_plugin(module("by_code", variant("twin")), name="aaa-by-code")
    with pytest.raises(PluginError, match="plugin 'aaa-by-code': unokit_register_editions"):
        unokit.available_editions()


# --------------------------------------------------------------------------------------
# Disabling plugins
# --------------------------------------------------------------------------------------


def test_a_built_in_can_be_disabled_by_the_environment(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    imported: list[str] = []
    real_import = importlib.import_module

    def import_module(name: str, package: str | None = None) -> types.ModuleType:
        imported.append(name)
        return real_import(name, package)

    monkeypatch.setattr(importlib, "import_module", import_module)
    monkeypatch.setenv(plugins.DISABLE_VARIABLE, " Party,seven-o  nothing-here")
    plugins.reset()
    editions = unokit.available_editions()
    assert "party" not in editions
    assert "seven-o" not in editions
    assert {"classic", "friends"} <= set(editions)
    editions_imported = [name for name in imported if name.startswith("unokit.editions")]
    assert editions_imported == ["unokit.editions.classic", "unokit.editions.friends"]
    assert plugins.disabled_plugins() == {"party", "seven-o", "nothing-here"}
    assert plugins.plugin_errors() == {}
    with pytest.raises(UnknownEditionError, match="'party' \\(the plugin 'party' is disabled\\)"):
        unokit.new_game("party")
    assert unokit.new_game("friends", seed=1).edition == "friends"
    monkeypatch.delenv(plugins.DISABLE_VARIABLE)
    plugins.reset()
    assert "party" in unokit.available_editions()


def test_a_disabled_broken_plugin_is_never_imported(
    entry_points: EntryPoints, monkeypatch: pytest.MonkeyPatch
) -> None:
    broken = entry_points.add("broken", SyntaxError("invalid syntax"))
    monkeypatch.setenv(plugins.DISABLE_VARIABLE, "broken")
    plugins.reset()
    assert "classic" in unokit.available_editions()  # no PluginWarning: nothing failed
    assert broken.loads == 0
    assert plugins.plugin_errors() == {}


@pytest.mark.parametrize("disable", [["broken", "PARTY"], "broken, party"])
def test_reset_can_disable_plugins_in_code(
    entry_points: EntryPoints, disable: Iterable[str]
) -> None:
    broken = entry_points.add("broken", ImportError("gone"))
    plugins.reset(disable=disable)
    assert "party" not in unokit.available_editions()
    assert broken.loads == 0
    assert plugins.disabled_plugins() == {"broken", "party"}
    plugins.reset()
    with pytest.warns(PluginWarning, match="plugin 'broken'"):
        assert "party" in unokit.available_editions()
    assert broken.loads == 1


# --------------------------------------------------------------------------------------
# Rule hooks: every message names the edition and the hook
# --------------------------------------------------------------------------------------


def five_to_seven() -> list[Card]:
    return [card for card in classic_deck() if card.number in (5, 6, 7)]


def with_kind(**changes: Any) -> Callable[[Any], Iterable[CardKind]]:
    def kinds(self: Any) -> Iterable[CardKind]:
        skip = next(kind for kind in CLASSIC_KINDS if kind.rank == "S")
        return [kind for kind in CLASSIC_KINDS if kind.rank != "S"] + [
            attrs.evolve(skip, **changes)
        ]

    return hookimpl(kinds)


def deck_of(cards: Callable[[], Sequence[object]]) -> Callable[[Any], Sequence[object]]:
    def deck(self: Any) -> Sequence[object]:
        return cards()

    return hookimpl(deck)


def count_then_fail() -> Iterator[CardKind]:
    yield CLASSIC_KINDS[0]
    raise LookupError("kind 2 is missing")


def always(opening: Opening) -> Callable[[Any, Card, CardKind], Opening]:
    def rule(self: Any, card: Card, kind: CardKind) -> Opening:
        return opening

    return hookimpl(rule)


def raising_penalty(self: Any) -> Any:
    raise OSError("no penalty table")


@pytest.mark.parametrize(
    ("hooks", "words"),
    [
        (
            {"unokit_build_deck": deck_of(list)},
            "unokit_build_deck returned an empty deck",
        ),
        (
            # Enough for the fewest players, not for the most it claims (10).
            {"unokit_build_deck": deck_of(lambda: classic_deck()[:70])},
            r"unokit_build_deck gave 70 cards, too few to deal 7 to each of 10 players \(its "
            r"max_players\) and turn an opening card \(need at least 71\)",
        ),
        (
            {"unokit_build_deck": deck_of(lambda: [*classic_deck(), "R1"])},
            r"unokit_build_deck gave 'R1' \(str\) at position 108, expected a Card",
        ),
        (
            {"unokit_build_deck": deck_of(lambda: [*five_to_seven(), Card(Color.RED, "W")])},
            r"unokit_build_deck gave RW, which has the wrong colour for a Wild \(Wild cards have "
            r"no colour\)$",
        ),
        (
            {"unokit_build_deck": deck_of(lambda: [*five_to_seven(), Card(None, "5")])},
            r"unokit_build_deck gave 5, which has the wrong colour for a 5 \(it needs a colour\)$",
        ),
        (
            {"unokit_card_kinds": with_kind(points="20")},
            r"unokit_card_kinds gave a card kind \('Skip'\) whose points is '20', "
            "expected a whole number",
        ),
        (
            {"unokit_card_kinds": with_kind(on_play="skip")},
            r"unokit_card_kinds gave a card kind \('Skip'\) whose on_play is 'skip', "
            "expected a function or None",
        ),
        (
            {"unokit_card_kinds": with_kind(names_seats=-1)},
            r"unokit_card_kinds gave a card kind \('Skip'\) whose names_seats is -1",
        ),
        (
            {"unokit_card_kinds": with_kind(jump_in=1)},
            r"unokit_card_kinds gave a card kind \('Skip'\) whose jump_in is 1",
        ),
        (
            {"unokit_card_kinds": with_kind(rank="")},
            r"unokit_card_kinds gave a card kind \('Skip'\) whose rank is ''",
        ),
        (
            {"unokit_card_kinds": hookimpl(lambda self: count_then_fail())},
            r"failed in unokit_card_kinds: LookupError: kind 2 is missing",
        ),
        (
            {"unokit_card_kinds": hookimpl(lambda self: [*CLASSIC_KINDS, CLASSIC_KINDS[0]])},
            r"unokit_card_kinds gave two card kinds with rank '0'",
        ),
        (
            {"unokit_card_kinds": hookimpl(lambda self: 5)},
            r": unokit_card_kinds returned \[5\], expected card kinds$",
        ),
        (
            {"unokit_build_deck": hookimpl(lambda self: frozenset(five_to_seven()))},
            r": unokit_build_deck returned frozenset\(\{.*\}\), expected a list of cards$",
        ),
        (
            {"unokit_card_points": hookimpl(lambda self, card, kind: 1.5)},
            r": unokit_card_points returned 1.5, expected whole points$",
        ),
        (
            {"unokit_opening_rule": hookimpl(lambda self, card, kind: "play")},
            r": unokit_opening_rule returned 'play', expected an Opening$",
        ),
        (
            {"unokit_blocks_restricted_play": hookimpl(lambda self, card, kind, color: 1)},
            r": unokit_blocks_restricted_play returned 1, expected True or False$",
        ),
        (
            {"unokit_hand_limit": hookimpl(lambda self: 1)},
            r": unokit_hand_limit returned 1, expected a whole number of at least 2 or None$",
        ),
        (
            {"unokit_keep_drawn_card": hookimpl(lambda self: 1)},
            r": unokit_keep_drawn_card returned 1, expected True or False$",
        ),
        (
            {"unokit_penalty_rule": hookimpl(lambda self: 5)},
            r": unokit_penalty_rule returned 5, expected a function or None$",
        ),
        (
            {"unokit_turn_draw": hookimpl(lambda self: 5)},
            r": unokit_turn_draw returned 5, expected a function or None$",
        ),
        (
            {"unokit_opening_rule": always(Opening.RESHUFFLE)},
            r"unokit_opening_rule returned Opening.PLAY for no card of the deck",
        ),
        (
            {"unokit_penalty_rule": hookimpl(raising_penalty)},
            r"failed in unokit_penalty_rule: OSError: no penalty table",
        ),
    ],
)
def test_a_malformed_rule_hook_answer_names_the_edition_and_the_hook(
    hooks: dict[str, Any], words: str
) -> None:
    edition = variant("faulty", **hooks)
    plugins.register_plugin(module("by_code", edition), name="faulty-plugin")
    with pytest.raises(PluginError, match=r"^edition 'faulty'.*" + words):
        unokit.new_game("faulty", players=2, seed=1)
    assert unokit.new_game("classic", players=2, seed=1).edition == "classic"


# --------------------------------------------------------------------------------------
# Plugin code at play time
# --------------------------------------------------------------------------------------


def explode(table: Table, move: object) -> None:
    """An effect with a bug."""
    raise ZeroDivisionError("division by zero")


def skip_doing(
    name: str, effect: Callable[[Table, Any], None], declares: tuple[type, ...] = ()
) -> ClassicEdition:
    """Classic called ``name`` whose Skip's effect is ``effect``."""

    class SkipDoing(Variant):
        @hookimpl
        def unokit_card_kinds(self) -> Iterable[CardKind]:
            return [
                attrs.evolve(kind, on_play=effect) if kind.rank == "S" else kind
                for kind in CLASSIC_KINDS
            ]

    SkipDoing.name = name
    SkipDoing.declares = declares
    return SkipDoing()


TWO_HANDS = [
    ["G1", "G2", "G3", "G4", "G5", "G6", "G7"],
    ["RS", "R+2", "B3", "B4", "B5", "B6", "B7"],
]


def stacked(edition: str) -> GameState:
    deck = stack(TWO_HANDS, "R9", ["Y1", "Y2", "Y3", "Y4"])
    return unokit.new_game(edition, players=2, deck=deck, dealer=0)


def test_an_effect_that_raises_is_a_plugin_error_and_the_state_stays_playable() -> None:
    plugins.register_plugin(
        module("by_code", skip_doing("exploding-skip", explode)), name="exploding-plugin"
    )
    state = stacked("exploding-skip")
    moves = unokit.legal_moves(state)
    before = unokit.digest(state)
    with pytest.raises(
        PluginError,
        match=r"^edition 'exploding-skip' failed while applying '1 play RS': "
        r"ZeroDivisionError: division by zero$",
    ) as caught:
        unokit.apply(state, Move.parse("1 play RS"))
    assert isinstance(caught.value.__cause__, ZeroDivisionError)
    assert unokit.digest(state) == before
    assert unokit.legal_moves(state) == moves
    after = unokit.apply(state, Move.parse("1 draw"))
    assert after.hands[1][-1] == Card.parse("Y1")
    assert unokit.digest(state) == before


def illegal_effect(table: Table, move: object) -> None:
    raise IllegalMoveError("not with this card")


def test_an_effect_refusing_a_listed_move_is_the_plugins_fault() -> None:
    # Issue 49: apply refused with an IllegalMoveError a move legal_moves listed, naming
    # nobody; the plugin that listed it and then refused it is named now.
    plugins.register_plugin(
        module("by_code", skip_doing("illegal-skip", illegal_effect)), name="illegal-plugin"
    )
    state = stacked("illegal-skip")
    before = unokit.digest(state)
    move = Move.parse("1 play RS")
    assert unokit.is_legal(state, move)
    with pytest.raises(PluginError) as caught:
        unokit.apply(state, move)
    assert str(caught.value) == (
        "edition 'illegal-skip' refused '1 play RS', a move legal_moves listed: not with this "
        "card (a move that may not be made is left out of the listing; carrying out a listed "
        "one never raises IllegalMoveError)"
    )
    assert not isinstance(caught.value, IllegalMoveError)
    assert isinstance(caught.value.__cause__, IllegalMoveError)
    assert unokit.digest(state) == before
    assert unokit.apply(state, Move.parse("1 draw")).hands[1][-1] == Card.parse("Y1")


def lose_a_card(table: Table, move: object) -> None:
    """A Skip that also throws away the skipped player's first card."""
    victim = table.next_seat()
    table.take_from_hand(victim, table.hands[victim][0])
    table.skip()


def make_two_cards(table: Table, move: object) -> None:
    """A Skip that also hands the skipped player two Wild Draw Fours out of thin air."""
    table.give(table.next_seat(), [Card.parse("W+4"), Card.parse("W+4")])
    table.skip()


@attrs.frozen
class Holding(Pending):
    """A decision that holds cards aside (as a travelling mini-pile does)."""

    seat: int
    held: tuple[Card, ...]

    def moves(self, state: GameState) -> Sequence[Move]:
        return [Move.parse(f"{self.seat} pass")]

    def resolve(self, table: Table, move: Move) -> None:
        table.give(self.seat, self.held)

    def cards(self) -> tuple[Card, ...]:
        return self.held


def hold_a_copy(table: Table, move: object) -> None:
    """A Skip that sets a copy of the skipped player's hand aside, without taking it."""
    victim = table.next_seat()
    table.pending = Holding(victim, table.hands[victim])


@pytest.mark.parametrize(
    ("effect", "change"),
    [(lose_a_card, "lost 1 card"), (make_two_cards, "made 2 cards"), (hold_a_copy, "made 7 cards")],
)
def test_an_effect_that_makes_or_loses_cards_is_refused_naming_the_plugin(
    effect: Callable[[Table, object], None], change: str
) -> None:
    # Issue 49, finding 11: "the engine refuses, naming the plugin, an effect that ...
    # changes the number of cards in play"; apply let it through, and only the conformance
    # suite's conservation property noticed.
    counting = skip_doing("counting", effect, declares=(Holding,))
    plugins.register_plugin(module("by_code", counting), name="counting-plugin")
    state = stacked("counting")
    before = unokit.digest(state)
    move = Move.parse("1 play RS")
    assert unokit.is_legal(state, move)
    with pytest.raises(PluginError) as caught:
        unokit.apply(state, move)
    assert str(caught.value) == (
        f"edition 'counting' {change} while applying '1 play RS': a move only moves cards "
        "between the hands, the piles and the decisions that hold some"
    )
    assert unokit.digest(state) == before
    assert unokit.apply(state, Move.parse("1 draw")).hands[1][-1] == Card.parse("Y1")


@pytest.mark.parametrize(
    ("edition", "house_rules", "counted"),
    [
        ("classic", (), False),
        ("party", ("seven-o", "stacking"), False),
        ("classic", ("number-start",), True),  # an example package's house rule
        ("flip", (), True),
        ("seven-o", (), True),
    ],
)
def test_only_games_with_a_plugin_of_another_package_are_counted(
    edition: str, house_rules: tuple[str, ...], counted: bool
) -> None:
    # unokit's own editions and house rules are checked by unokit's own tests; counting
    # their moves would cost every game (see the Reliability page).
    state = unokit.new_game(edition, 2, seed=1, house_rules=house_rules)
    assert state.rules.counts_cards is counted


@attrs.frozen
class BrokenDecision(Pending):
    """A decision whose code has bugs: listing its moves, or settling it."""

    seat: int
    broken_moves: bool

    def moves(self, state: GameState) -> Sequence[Move]:
        if self.broken_moves:
            extra: dict[str, tuple[Move, ...]] = {}
            return [Move.parse(f"{self.seat} pass"), *extra["oops"]]
        return [Move.parse(f"{self.seat} pass")]

    def resolve(self, table: Table, move: Move) -> None:
        raise AttributeError("'Table' object has no attribute 'frobnicate'")


def decide(broken_moves: bool) -> Callable[[Table, object], None]:
    def effect(table: Table, move: object) -> None:
        table.pending = BrokenDecision(table.next_seat(), broken_moves)

    return effect


def deciding(broken_moves: bool) -> ClassicEdition:
    def kinds(self: Any) -> Iterable[CardKind]:
        return [
            attrs.evolve(kind, on_play=decide(broken_moves)) if kind.rank == "S" else kind
            for kind in CLASSIC_KINDS
        ]

    return variant("deciding", unokit_card_kinds=hookimpl(kinds))


def test_a_decision_whose_moves_raise_is_a_plugin_error_in_legal_moves() -> None:
    plugins.register_plugin(module("by_code", deciding(broken_moves=True)), name="deciding")
    state = play(stacked("deciding"), "1 play RS")
    for _ in range(2):  # nothing half-computed is kept: it fails the same way again
        with pytest.raises(
            PluginError,
            match=r"^edition 'deciding' failed while listing the legal moves of the decision "
            r"BrokenDecision: KeyError: 'oops'$",
        ) as caught:
            unokit.legal_moves(state)
        assert isinstance(caught.value.__cause__, KeyError)
    with pytest.raises(PluginError, match="listing the legal moves"):
        unokit.apply(state, Move.parse("0 pass"))


def test_a_decision_whose_resolve_raises_is_a_plugin_error_in_apply() -> None:
    plugins.register_plugin(module("by_code", deciding(broken_moves=False)), name="deciding")
    state = play(stacked("deciding"), "1 play RS")
    assert unokit.legal_moves(state) == (Move.parse("0 pass"),)
    with pytest.raises(
        PluginError,
        match=r"^edition 'deciding' failed while applying '0 pass': AttributeError: ",
    ):
        unokit.apply(state, Move.parse("0 pass"))
    assert unokit.legal_moves(state) == (Move.parse("0 pass"),)


@attrs.frozen(cache_hash=True)
class Unprintable(Move):
    """A move of a broken class: even its text form fails."""

    def __str__(self) -> str:
        raise ValueError("no text")


@attrs.frozen
class UnprintableDecision(Pending):
    """A decision offering an Unprintable move, whose settling raises a message-less error."""

    seat: int

    def moves(self, state: GameState) -> Sequence[Move]:
        return [Unprintable(self.seat)]

    def resolve(self, table: Table, move: Move) -> None:
        raise RuntimeError


def test_a_failure_is_named_even_without_a_message_or_a_text_form_for_the_move() -> None:
    def effect(table: Table, move: object) -> None:
        table.pending = UnprintableDecision(table.next_seat())

    def kinds(self: Any) -> Iterable[CardKind]:
        return [attrs.evolve(k, on_play=effect) if k.rank == "S" else k for k in CLASSIC_KINDS]

    edition = variant("unprintable", unokit_card_kinds=hookimpl(kinds))
    plugins.register_plugin(module("by_code", edition), name="unprintable")
    state = play(stacked("unprintable"), "1 play RS")
    assert unokit.legal_moves(state) == (Unprintable(0),)
    with pytest.raises(
        PluginError,
        match=r"^edition 'unprintable' failed while applying '<Unprintable>': RuntimeError$",
    ):
        unokit.apply(state, Unprintable(0))


def test_apply_given_no_game_state_is_the_caller_s_error_not_an_edition_s() -> None:
    # A caller's mistake, not an edition's: said as such, not blamed on an edition.
    with pytest.raises(unokit.UnokitError, match=r"^expected a GameState, not NoneType$") as caught:
        unokit.apply(None, Move.parse("0 draw"))  # type: ignore[arg-type]
    assert not isinstance(caught.value, PluginError)
    assert caught.value.__context__ is None


def broken_penalty(table: Table, seat: int, count: int) -> None:
    raise RuntimeError(f"seat {seat} cannot draw {count}")


def test_a_penalty_rule_that_raises_is_a_plugin_error_naming_the_move() -> None:
    edition = variant("penalty", unokit_penalty_rule=hookimpl(lambda self: broken_penalty))
    plugins.register_plugin(module("by_code", edition), name="penalty-plugin")
    state = unokit.apply(stacked("penalty"), Move.parse("1 play R+2"))
    with pytest.raises(
        PluginError,
        match=r"^edition 'penalty' failed while applying '0 accept': "
        r"RuntimeError: seat 0 cannot draw 2$",
    ):
        unokit.apply(state, Move.parse("0 accept"))
    # The state is still good: the same decision waits, its cards unchanged.
    assert unokit.legal_moves(state) == (Move.parse("0 accept"),)
    assert len(state.hands[0]) == 7


# --------------------------------------------------------------------------------------
# unokit editions
# --------------------------------------------------------------------------------------


def test_unokit_editions_lists_the_plugins_that_failed(
    entry_points: EntryPoints, capsys: pytest.CaptureFixture[str]
) -> None:
    entry_points.add("broken", ImportError("No module named 'numpy'"))
    assert unokit.play.cli.main(["editions"]) == 0  # and no PluginWarning escapes
    out, err = capsys.readouterr()
    listed = [line.split()[0] for line in out.splitlines() if line]
    assert {"classic", "friends", "party"} <= set(listed)
    assert "broken" not in out
    assert re.search(
        r"^unokit: warning: skipped: plugin 'broken' \(entry point broken = fake_broken\) "
        r"failed to import: ImportError: No module named 'numpy'$",
        err,
        re.M,
    )


def test_unokit_editions_fails_when_no_edition_is_left(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    monkeypatch.setenv(
        plugins.DISABLE_VARIABLE, "classic friends party seven-o flip no-mercy attack"
    )
    plugins.reset()
    assert unokit.play.cli.main(["editions"]) == 1
    out, err = capsys.readouterr()
    assert out.startswith("\nHouse rules")  # no edition line, only the house rules
    disabled = "attack, classic, flip, friends, no-mercy, party, seven-o"
    assert f"unokit: note: disabled plugins: {disabled}" in err
    assert "unokit: error: no edition is available" in err


def test_plugin_errors_is_read_only() -> None:
    with pytest.raises(TypeError):
        plugins.plugin_errors()["x"] = PluginError("x")  # type: ignore[index]


# --------------------------------------------------------------------------------------
# A broken house-rule plugin breaks nothing else (issue 33, item 2)
# --------------------------------------------------------------------------------------


def rules_module(name: str, *rules: object) -> types.ModuleType:
    """A plugin module whose ``unokit_register_house_rules`` registers ``rules``."""
    plugin = types.ModuleType(name)

    @hookimpl
    def unokit_register_house_rules(register: Callable[[object], None]) -> None:
        for rule in rules:
            register(rule)

    plugin.unokit_register_house_rules = unokit_register_house_rules  # type: ignore[attr-defined]
    return plugin


def raises() -> Any:
    raise RuntimeError("attribute broken")


class BrokenName(unokit.HouseRule):
    name = property(lambda self: raises())
    description = "A house rule whose name cannot be read."


class BrokenDescription(unokit.HouseRule):
    name = "broken-description"
    description = property(lambda self: raises())


class BrokenIncompatible(unokit.HouseRule):
    name = "broken-incompatible"
    description = "A house rule whose incompatible names cannot be read."
    incompatible = property(lambda self: raises())


class NotIterableIncompatible(unokit.HouseRule):
    name = "five-incompatible"
    description = "A house rule whose incompatible is a number."
    incompatible = 5  # type: ignore[assignment]


class CapitalIncompatible(unokit.HouseRule):
    name = "capital-incompatible"
    description = "A house rule naming an edition in capitals."
    incompatible = ("Party",)


@pytest.mark.parametrize(
    ("rule", "words"),
    [
        (BrokenName(), "registered a house rule that cannot be read (RuntimeError"),
        (BrokenDescription(), "registered a house rule that cannot be read (RuntimeError"),
        (BrokenIncompatible(), "registered a house rule that cannot be read (RuntimeError"),
        (NotIterableIncompatible(), "its incompatible must be a tuple of names, not 5"),
        (CapitalIncompatible(), "its incompatible names 'Party': write editions' and house"),
    ],
)
def test_a_broken_house_rule_plugin_is_skipped_and_every_edition_still_plays(
    entry_points: EntryPoints, rule: object, words: str
) -> None:
    entry_points.add("bad-rules", rules_module("fake_bad_rules", rule))
    with pytest.warns(PluginWarning, match=re.escape(words)):
        editions = unokit.available_editions()
    assert "classic" in editions
    state = unokit.new_game("classic", players=3, seed=1, house_rules=["stacking"])
    assert state.rules.house_rules == ("stacking",)
    assert words in str(plugins.plugin_errors()["bad-rules"])


@pytest.mark.parametrize("error", [SystemExit(3), KeyboardInterrupt()])
def test_a_plugin_exiting_or_interrupting_at_import_is_a_broken_plugin(
    entry_points: EntryPoints, error: BaseException
) -> None:
    entry_points.add("quitter", error)
    with pytest.warns(
        PluginWarning, match=f"plugin 'quitter' .* failed to import: {type(error).__name__}"
    ):
        editions = unokit.available_editions()
    assert "classic" in editions
    assert "quitter" in plugins.plugin_errors()


class CtrlC:
    """An entry point whose import is interrupted by a real Ctrl-C (SIGINT to the process)."""

    name = "slow-import"
    value = "fake_slow_import"
    group = "unokit"
    dist = None

    def load(self) -> object:
        os.kill(os.getpid(), signal.SIGINT)
        time.sleep(5)  # the signal arrives long before this ends
        raise AssertionError("the interrupt never came")


def test_a_real_ctrl_c_while_a_plugin_imports_still_stops_the_program(
    entry_points: EntryPoints,
) -> None:
    entry_points.fakes.append(CtrlC())  # type: ignore[arg-type]
    plugins.reset()
    with pytest.raises(KeyboardInterrupt):
        unokit.available_editions()


# --------------------------------------------------------------------------------------
# Plugin errors name the plugin at fault (issue 33, item 12)
# --------------------------------------------------------------------------------------


def options_edition(name: str, **hooks: Any) -> ClassicEdition:
    """A classic edition called ``name`` whose option hooks answer as ``hooks`` say."""
    return variant(name, **{hook: hookimpl(answer) for hook, answer in hooks.items()})


def _failing_options() -> Iterator[unokit.OptionSpec]:
    yield unokit.OptionSpec("fine", True, "A fine option.")
    raise LookupError("no more options")


class _RaisingMapping(dict[str, object]):
    def items(self) -> Any:
        raise LookupError("no defaults today")


@pytest.mark.parametrize(
    ("hooks", "words"),
    [
        (
            {"unokit_add_options": lambda self: [unokit.OptionSpec("x", "z", "X.", ("a", "b"))]},
            "declared the option 'x' whose own default is refused: option x must be one of",
        ),
        (
            {"unokit_add_options": lambda self: [unokit.OptionSpec("5", True, "Five.")]},
            "declared an option named '5': an option's name is a Python identifier",
        ),
        (
            {"unokit_add_options": lambda self: _failing_options()},
            "failed in unokit_add_options: LookupError: no more options",
        ),
        (
            {"unokit_option_defaults": lambda self: {"turbo": True}},
            "edition 'optioned': unokit_option_defaults set a default for 'turbo', which no "
            "plugin declares",
        ),
        (
            {"unokit_option_defaults": lambda self: {"target_score": "x"}},
            "edition 'optioned': unokit_option_defaults: option target_score must be a whole "
            "number, not 'x'",
        ),
        (
            {"unokit_option_defaults": lambda self: 5},
            "edition 'optioned': unokit_option_defaults returned [5], expected option defaults",
        ),
        (
            {"unokit_option_defaults": lambda self: _RaisingMapping()},
            "failed in unokit_option_defaults: LookupError: no defaults today",
        ),
    ],
)
def test_a_plugins_bad_options_are_the_plugins_error_not_the_users(
    hooks: dict[str, Any], words: str
) -> None:
    plugins.register_plugin(EditionsPlugin(options_edition("optioned", **hooks)), name="opt")
    with pytest.raises(PluginError, match=re.escape(words)):
        unokit.new_game("optioned", players=2, seed=1)


@pytest.mark.parametrize(
    ("options", "message"),
    [
        (5, "unokit_add_options returned [5], expected option lists"),
        (["turbo"], "unokit_add_options gave 'turbo', not an OptionSpec"),
        (
            [unokit.OptionSpec("target_score", 100, "Points to win.")],
            "unokit_add_options declared the option 'target_score' twice",
        ),
        (
            [unokit.OptionSpec("odds", 1.5, "Odds.")],  # type: ignore[arg-type]
            "unokit_add_options declared the option 'odds' with the default 1.5: a default is "
            "True or False, a whole number or text",
        ),
    ],
)
def test_a_malformed_option_declaration_is_refused_exactly(options: Any, message: str) -> None:
    edition = options_edition("optioned", unokit_add_options=lambda self: options)
    plugins.register_plugin(EditionsPlugin(edition), name="opt")
    with pytest.raises(PluginError, match=f"^edition 'optioned': {re.escape(message)}$"):
        unokit.new_game("optioned", players=2, seed=1)


def test_a_deck_of_just_the_cards_the_largest_table_needs_is_accepted() -> None:
    # Ten players (classic's max_players) are dealt 7 cards each, and one card opens: 71.
    edition = variant("just-enough", unokit_build_deck=deck_of(lambda: classic_deck()[:71]))
    plugins.register_plugin(module("by_code", edition), name="just-enough-plugin")
    assert len(compile_rules("just-enough").deck) == 71


def _no_requirements_today(self: Any) -> Any:
    raise LookupError("none today")


@pytest.mark.parametrize(
    ("required", "message"),
    [
        (
            _no_requirements_today,
            "edition 'optioned' failed in unokit_required_options: LookupError: none today",
        ),
        (
            lambda self: 5,
            "edition 'optioned': unokit_required_options of edition 'optioned' returned 5, "
            "expected option names and values",
        ),
        (
            lambda self: _RaisingMapping(),
            "edition 'optioned' failed in unokit_required_options: LookupError: no defaults today",
        ),
        (
            lambda self: {"turbo": True},
            "edition 'optioned' requires the option 'turbo', which no plugin declares",
        ),
        (
            lambda self: {"target_score": "x"},
            "edition 'optioned' requires a value the option cannot take: option target_score "
            "must be a whole number, not 'x'",
        ),
    ],
)
def test_a_faulty_required_options_hook_is_refused_exactly(
    required: Callable[[Any], Any], message: str
) -> None:
    edition = options_edition("optioned", unokit_required_options=required)
    plugins.register_plugin(EditionsPlugin(edition), name="opt")
    with pytest.raises(PluginError, match=f"^{re.escape(message)}$"):
        unokit.new_game("optioned", players=2, seed=1)


def test_a_games_plugin_stack_holds_its_edition_then_its_house_rules() -> None:
    from unokit.core.registry import REGISTRY

    stack = REGISTRY.stack("classic", ["stacking", "seven-o"])
    assert stack.edition is REGISTRY.editions()["classic"]
    rules = REGISTRY.house_rules()
    assert stack.house_rules == (rules["stacking"], rules["seven-o"])
    assert stack.plugins == (stack.edition, *stack.house_rules)
    assert stack.names == ("stacking", "seven-o")


def test_compile_rules_compiles_the_rules_version_asked_for() -> None:
    assert compile_rules("classic", rules_version=2).rules_version == 2
    assert compile_rules("classic").rules_version == unokit.RULES_VERSION


def test_declared_types_are_what_a_plugin_declares() -> None:
    from unokit.core.compiling import declared_types
    from unokit.editions.party import PartyEdition, PartyState

    declared = declared_types(PartyEdition())
    assert PartyState in declared.values
    assert declared_types(object()).values == ()


def test_a_hand_limit_of_two_the_least_is_accepted() -> None:
    edition = variant("two-cards", unokit_hand_limit=hookimpl(lambda self: 2))
    plugins.register_plugin(module("by_code", edition), name="two-cards-plugin")
    assert compile_rules("two-cards").hand_limit == 2


def test_a_third_party_entry_point_named_like_a_built_in_plugin_is_reported(
    entry_points: EntryPoints,
) -> None:
    entry_points.add("house-rules", rules_module("fake_house_rules"))
    with pytest.warns(
        PluginWarning,
        match=r"plugin 'house-rules' \(entry point house-rules = fake_house_rules\) is skipped: "
        r"the name is taken by module unokit.house_rules of unokit",
    ):
        unokit.available_editions()
    assert "stacking" in unokit.available_house_rules()


def test_two_distributions_with_one_entry_point_name_are_both_named(
    entry_points: EntryPoints,
) -> None:
    first = entry_points.add("twin-dist", module("fake_twin_a", variant("twin-a")))
    first.dist = Dist("first-dist", "1.0")  # type: ignore[assignment]
    second = entry_points.add("twin-dist", module("fake_twin_b", variant("twin-b")))
    second.dist = Dist("second-dist", "2.0")  # type: ignore[assignment]
    second.value = "fake_twin_b"
    with pytest.warns(PluginWarning) as caught:
        editions = unokit.available_editions()
    message = str(caught[0].message)
    assert "of second-dist 2.0) is skipped: the name is taken by entry point" in message
    assert "of first-dist 1.0" in message
    assert "twin-a" in editions
    assert "twin-b" not in editions


class FailingRule(unokit.HouseRule):
    name = "failing-skip"
    description = "Skips raise."

    def change_kind(self, kind: CardKind) -> CardKind:
        if kind.rank != "S":
            return kind

        def fails(table: Table, move: object) -> None:
            raise ZeroDivisionError("division by zero")

        return attrs.evolve(kind, on_play=fails)


def test_a_house_rules_failing_effect_names_the_house_rule_too() -> None:
    plugins.register_plugin(rules_module("failing_rules", FailingRule()), name="failing")
    hands = ["Y1 Y2 Y3 Y4 Y5 Y6 Y7", "RS R1 R2 B3 B4 G5 G6", "G1 G2 G3 G4 G7 G8 G9"]
    state = unokit.new_game(
        "classic",
        players=3,
        deck=stacked_deck([hand.split() for hand in hands], "R9", ["Y8"]),
        dealer=0,
        house_rules=["failing-skip"],
    )
    with pytest.raises(PluginError) as caught:
        unokit.apply(state, unokit.parse_move(state, "1 play RS"))
    assert str(caught.value).startswith(
        "edition 'classic' with house rule 'failing-skip' failed while applying '1 play RS'"
    )
