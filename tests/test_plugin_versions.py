"""The versions of the plugins a game was played with, in its records and saved games.

A tiny edition, ``versioned``, is installed as the entry point of a fake distribution,
``unokit-versioned``, whose version each test chooses (the ``importlib.metadata`` entry
points of the ``unokit`` group get fake ones, as in ``test_plugin_faults.py``). Between
"releases" the edition changes how a round opens: 1.0.0 plays classic UNO (an opening Wild
lets the first player name the colour); 1.1.0 returns an opening Wild to the deck and turns
another card, so a record of 1.0.0 that names the opening colour cannot be played again.
"""

from __future__ import annotations

import importlib.metadata
import json
import types
import warnings
from collections.abc import Callable, Iterator, Sequence
from typing import Any

import attrs
import pytest

import unokit
from unokit.core import plugins
from unokit.core.cards import Card
from unokit.core.errors import PluginError, RecordError, RulesVersionError, SaveError
from unokit.core.registry import REGISTRY
from unokit.core.rules import CardKind
from unokit.core.versions import _accepts, _Installed
from unokit.io.saving import _content, _sha256, to_dict
from unokit.plugin import ClassicEdition, HouseRule, Opening, classic_deck, hookimpl, stacked_deck

DIST = "unokit-versioned"

# --------------------------------------------------------------------------------------
# The edition, release by release
# --------------------------------------------------------------------------------------


class Versioned(ClassicEdition):
    """1.0.0: classic UNO under another name."""

    name = "versioned"
    aliases = ()
    description = "Classic UNO, released as a plugin of its own."


class Patched(Versioned):
    """1.0.1: a fix elsewhere; its games are those of 1.0.0."""

    compatible_versions = ("1.0.0",)


class Relaunched(Versioned):
    """1.1.0: an opening Wild goes back into the deck and another card is turned up."""

    @hookimpl
    def unokit_opening_rule(self, card: Card, kind: CardKind) -> Opening:
        return Opening.RESHUFFLE if kind.is_wild else Opening.PLAY


class RelaunchedClaimingCompatibility(Relaunched):
    """1.1.0 again, wrongly declaring that it plays every 1.0 game as it was played."""

    compatible_versions = ("1.0.*",)


class Shrunk(Versioned):
    """1.1.0, another way: no 9s any more, wrongly declared compatible."""

    compatible_versions = ("1.0.0",)

    @hookimpl
    def unokit_build_deck(self) -> Sequence[Card]:
        return [card for card in classic_deck() if card.rank != "9"]


class Sevens(HouseRule):
    """A house rule of the same distribution."""

    name = "versioned-sevens"
    description = "Changes nothing; it comes with the versioned edition."


class MoreSevens(Sevens):
    """Another house rule of the same distribution."""

    name = "versioned-more"


class Dist:
    """The distribution metadata of a fake entry point."""

    def __init__(self, name: str, version: str) -> None:
        self.name = name
        self.version = version


class FakeEntryPoint:
    """An entry point of the ``unokit`` group that loads ``plugin``."""

    group = "unokit"

    def __init__(self, name: str, plugin: object, dist: Dist) -> None:
        self.name = name
        self.value = f"fake_{name.replace('-', '_')}"
        self.plugin = plugin
        self.dist = dist

    def load(self) -> object:
        return self.plugin


def plugin_module(name: str, *objects: object) -> types.ModuleType:
    """A plugin module registering ``objects``: editions and house rules."""
    module = types.ModuleType(name)

    @hookimpl
    def unokit_register_editions(register: Callable[[object], None]) -> None:
        for item in objects:
            if not isinstance(item, HouseRule):
                register(item)

    @hookimpl
    def unokit_register_house_rules(register: Callable[[object], None]) -> None:
        for item in objects:
            if isinstance(item, HouseRule):
                register(item)

    module.unokit_register_editions = unokit_register_editions  # type: ignore[attr-defined]
    module.unokit_register_house_rules = unokit_register_house_rules  # type: ignore[attr-defined]
    return module


Install = Callable[..., None]


@pytest.fixture(autouse=True)
def _fresh_plugins(monkeypatch: pytest.MonkeyPatch) -> Iterator[None]:
    monkeypatch.delenv(plugins.DISABLE_VARIABLE, raising=False)
    plugins.reset()
    yield
    plugins.reset()


@pytest.fixture
def install(monkeypatch: pytest.MonkeyPatch) -> Install:
    """``install(version, *objects, dist=DIST)``: that release is the one installed now.

    It replaces the release installed before (as upgrading a package does); several
    distributions are installed with one call per distribution and ``keep=True``.
    """
    current: list[FakeEntryPoint] = []
    real = importlib.metadata.entry_points

    def entry_points(**params: Any) -> Any:
        found: list[Any] = list(real(**params))
        if params.get("group") == "unokit":
            found += current
        return found

    monkeypatch.setattr(importlib.metadata, "entry_points", entry_points)

    def install_release(
        version: str, *objects: object, dist: str = DIST, keep: bool = False
    ) -> None:
        if not keep:
            current.clear()
        name = dist.removeprefix("unokit-")
        current.append(
            FakeEntryPoint(name, plugin_module(f"fake_{name}", *objects), Dist(dist, version))
        )
        plugins.reset()

    return install_release


# --------------------------------------------------------------------------------------
# A game whose opening card is a Wild
# --------------------------------------------------------------------------------------

HANDS = [["R1", "R2", "R3", "B4", "B5", "G6", "G7"], ["Y1", "Y2", "Y3", "B1", "B2", "G1", "G2"]]
DECK = stacked_deck(HANDS, "W", ["R5", "Y7", "B8", "G9", "R9", "Y9"], dealer=0)
#: Seat 1, on the dealer's left, names the opening Wild's colour, then plays on it.
MOVES = ["1 color yellow", "1 play Y3", "0 draw"]


def first() -> unokit.GameState:
    """The game's first state, with the release installed now."""
    return unokit.new_game("versioned", players=2, seed=5, deck=DECK, dealer=0)


def played() -> unokit.GameState:
    """The game after its moves, with the release installed now."""
    state = first()
    for move in MOVES:
        state = unokit.apply(state, unokit.parse_move(state, move))
    return state


def refusal_of(reading: Callable[[], object]) -> str:
    with pytest.raises(unokit.UnokitError) as caught:
        reading()
    return str(caught.value)


# --------------------------------------------------------------------------------------
# Declaring compatible versions
# --------------------------------------------------------------------------------------


def test_the_registry_knows_the_distribution_of_each_plugin_of_a_game(
    install: Install,
) -> None:
    install("2.5", Sevens(), dist="unokit-sevens")
    install("1.0.1", Patched(), MoreSevens(), keep=True)
    found = REGISTRY.plugin_versions("versioned", ["versioned-sevens", "versioned-more"])
    # The edition's distribution first, once, with what each of its plugins declares.
    assert found == (
        _Installed(DIST, "1.0.1", (("1.0.0",), ())),
        _Installed("unokit-sevens", "2.5", ((),)),
    )
    assert REGISTRY.plugin_versions("classic", ["stacking"]) == ()  # unokit's own


def test_a_plugin_registered_by_hand_has_no_distribution() -> None:
    plugins.register_plugin(plugin_module("by_hand", Versioned()), name="by-hand")
    assert REGISTRY.plugin_versions("versioned") == ()


def test_a_plugin_declaring_what_is_not_a_version_is_refused() -> None:
    class Everything(Versioned):
        compatible_versions = ("*",)

    plugins.register_plugin(plugin_module("everything", Everything()), name="everything")
    with pytest.raises(PluginError) as caught:
        unokit.available_editions()
    assert str(caught.value) == (
        "plugin 'everything': unokit_register_editions registered the edition 'versioned', "
        "but its compatible_versions holds '*': write a version ('1.2.0') or every release "
        "of a version ('1.2.*')"
    )


@pytest.mark.parametrize(
    ("patterns", "version", "accepted"),
    [
        (("1.0.0",), "1.0.0", True),
        (("1.0.0",), "1.0", False),
        (("1.0.*",), "1.0", True),
        (("1.0.*",), "1.0.7", True),
        (("1.0.*",), "1.01", False),
        (("1.0.*",), "1.1.0", False),
        (("0.9", "1.*"), "1.4.2", True),
        ((), "1.0.0", False),
    ],
)
def test_compatible_versions_are_versions_or_every_release_of_one(
    patterns: tuple[str, ...], version: str, accepted: bool
) -> None:
    assert _accepts(patterns, version) is accepted


# --------------------------------------------------------------------------------------
# Saved games
# --------------------------------------------------------------------------------------


def test_a_save_carries_the_versions_and_its_digest_covers_them(install: Install) -> None:
    install("1.0.0", Versioned())
    state = played()
    doc = to_dict(state)
    assert doc["plugins"] == {DIST: "1.0.0"}
    content = {key: doc[key] for key in doc if key not in ("format", "schema", "deck", "digest")}
    assert content["rules_version"] == unokit.RULES_VERSION
    assert content["plugins"] == {DIST: "1.0.0"}
    assert doc["digest"] == _sha256(content)
    assert doc["digest"] != unokit.digest(state)  # the state's own fingerprint
    assert unokit.from_json(json.dumps(doc)) == state
    # Another rules version is the content changed: refused, as any edit is.
    doc["rules_version"] = 3
    with pytest.raises(SaveError, match=r"^digest: the saved game's content does not match"):
        unokit.from_json(json.dumps(doc))


def test_a_save_of_unokit_s_own_plugins_or_of_one_registered_by_hand_has_no_versions() -> None:
    state = unokit.new_game("classic", players=3, seed=2, house_rules=["stacking"])
    doc = to_dict(state)
    assert "plugins" not in doc
    # From schema 4 on, the rules version is inside a save's digest.
    content = {key: doc[key] for key in doc if key not in ("format", "schema", "deck", "digest")}
    assert doc["digest"] == _sha256(content)
    plugins.register_plugin(plugin_module("by_hand", Versioned()), name="by-hand")
    assert "plugins" not in to_dict(played())


def test_a_save_of_another_version_is_refused_naming_both_versions(install: Install) -> None:
    install("1.0.0", Versioned())
    text = unokit.to_json(played())
    install("1.1.0", Relaunched())
    with pytest.raises(RulesVersionError) as caught:
        unokit.from_json(text)
    assert str(caught.value) == (
        "the game was saved with unokit-versioned 1.0.0, and this is unokit-versioned 1.1.0, "
        "which does not declare its games compatible with 1.0.0's: continuing it could "
        "differ from the game it was"
    )
    assert isinstance(caught.value, SaveError)


def test_a_save_of_a_compatible_version_loads_and_is_saved_with_this_one(
    install: Install,
) -> None:
    install("1.0.0", Versioned())
    state = played()
    text = unokit.to_json(state)
    install("1.0.1", Patched())
    with warnings.catch_warnings():
        warnings.simplefilter("error")
        loaded = unokit.from_json(text)
    assert unokit.digest(loaded) == unokit.digest(state)
    assert json.loads(unokit.to_json(loaded))["plugins"] == {DIST: "1.0.1"}
    # The version is inside the digest: a save edited to claim another one is refused.
    doc = json.loads(unokit.to_json(loaded))
    doc["plugins"][DIST] = "1.0.0"
    with pytest.raises(SaveError) as caught:
        unokit.from_json(json.dumps(doc))
    assert str(caught.value) == (
        "the game was saved with unokit-versioned 1.0.0, and this is unokit-versioned 1.0.1 "
        "(which declares its games compatible with 1.0.0's): digest: the saved game's content "
        "does not match its digest (it was changed after it was saved)"
    )


def test_a_save_of_a_compatible_version_that_fails_says_so_before_the_failure(
    install: Install,
) -> None:
    install("1.0.0", Versioned())
    doc = to_dict(played())
    install("1.1.0", Shrunk())
    # What loading says of the same game saved before versions were written.
    old = {key: value for key, value in doc.items() if key != "plugins"}
    old["digest"] = _sha256(_content(old))
    low_level = refusal_of(lambda: unokit.from_json(json.dumps(old)))
    assert low_level == "deck[4]: R9 is not a card of the versioned edition"
    with pytest.raises(SaveError) as caught:
        unokit.from_json(json.dumps(doc))
    assert not isinstance(caught.value, RulesVersionError)
    assert str(caught.value) == (
        "the game was saved with unokit-versioned 1.0.0, and this is unokit-versioned 1.1.0 "
        f"(which declares its games compatible with 1.0.0's): {low_level}"
    )


def test_a_save_made_before_versions_were_written_loads_as_it_always_did(
    install: Install,
) -> None:
    install("1.0.0", Versioned())
    state = played()
    doc = to_dict(state)
    del doc["plugins"]
    doc["schema"] = 3  # what unokit wrote until now: a digest without the rules version
    doc["digest"] = _sha256(_content(doc))
    assert doc["digest"] == unokit.digest(state)
    install("1.1.0", Relaunched())
    with warnings.catch_warnings():
        warnings.simplefilter("error")
        loaded = unokit.from_json(json.dumps(doc))
    assert unokit.digest(loaded) == unokit.digest(state)


def test_a_malformed_plugins_entry_of_a_save_is_refused() -> None:
    doc = to_dict(unokit.new_game("classic", 2, seed=7))
    for value, message in [
        (5, "plugins: expected an object of distributions and their versions, found the number 5"),
        ({"unokit-flip": 1}, "plugins: unokit-flip's version must be one word, not 1"),
        ({"unokit flip": "1.0"}, "plugins: 'unokit flip' is not a distribution's name"),
    ]:
        doc["plugins"] = value
        assert refusal_of(lambda: unokit.from_json(json.dumps(doc))) == message


# --------------------------------------------------------------------------------------
# Records
# --------------------------------------------------------------------------------------


def recorded() -> unokit.GameRecord:
    """The game, recorded with the release installed now."""
    recorder = unokit.Recorder("versioned", players=2, seed=5, deck=DECK, dealer=0)
    for move in MOVES:
        recorder.apply(move)
    return recorder.record()


def test_a_record_carries_its_plugins_distribution_and_version(install: Install) -> None:
    install("1.0.0", Versioned())
    game = recorded()
    assert game.plugins == ((DIST, "1.0.0"),)
    text = str(game)
    assert text.startswith(
        f'[RulesVersion "{unokit.RULES_VERSION}"]\n[Plugins "unokit-versioned 1.0.0"]\n'
        '[Edition "versioned"]\n'
    )
    assert unokit.GameRecord.parse(text) == game
    assert json.loads(game.to_json())["plugins"] == {DIST: "1.0.0"}
    assert unokit.GameRecord.from_json(game.to_json()) == game
    assert game.final_state() == played()
    # Its digest is that of its final state saved with the versions.
    assert game.digest == to_dict(played())["digest"] != unokit.digest(played())
    assert unokit.record(first(), MOVES) == game


def test_each_distribution_is_written_once_edition_first(install: Install) -> None:
    install("2.5", Sevens(), dist="unokit-sevens")
    install("1.0.0", Versioned(), MoreSevens(), keep=True)
    rules = ["versioned-sevens", "versioned-more"]
    game = unokit.record(unokit.new_game("versioned", 2, seed=1, house_rules=rules))
    assert game.plugins == ((DIST, "1.0.0"), ("unokit-sevens", "2.5"))
    assert '\n[Plugins "unokit-versioned 1.0.0, unokit-sevens 2.5"]\n' in str(game)
    assert unokit.GameRecord.parse(str(game)) == game
    assert unokit.GameRecord.from_json(game.to_json()) == game


def test_a_record_of_unokit_s_own_plugins_or_of_one_registered_by_hand_has_no_versions() -> None:
    recorder = unokit.Recorder("classic", players=3, seed=2, house_rules=["stacking"])
    recorder.apply(unokit.legal_moves(recorder.state)[0])
    game = recorder.record()
    assert game.plugins == ()
    assert "Plugins" not in str(game)
    assert "plugins" not in json.loads(game.to_json())
    assert game.digest == unokit.digest(recorder.state)  # as it always was
    plugins.register_plugin(plugin_module("by_hand", Versioned()), name="by-hand")
    assert recorded().plugins == ()


def test_a_record_of_another_version_is_refused_naming_both_versions(install: Install) -> None:
    # The defect: the edition changed how a round opens, and its old record failed with
    # "move 1 (1 color yellow) cannot be played: ..." as if it were broken.
    install("1.0.0", Versioned())
    text = str(recorded())
    install("1.1.0", Relaunched())
    game = unokit.GameRecord.parse(text)
    expected = (
        "the record was made with unokit-versioned 1.0.0, and this is unokit-versioned "
        "1.1.0, which does not declare its games compatible with 1.0.0's: replaying it could "
        "reach another state"
    )
    for reading in (game.final_state, game.start, lambda: unokit.Recorder.resume(game)):
        with pytest.raises(RulesVersionError) as caught:
            reading()
        assert str(caught.value) == expected
        assert isinstance(caught.value, RecordError)
    assert str(game) == text  # the record itself is untouched, and still written as it was


def test_a_record_of_a_version_declared_compatible_reads_silently(install: Install) -> None:
    install("1.0.0", Versioned())
    game = recorded()
    install("1.0.1", Patched())
    with warnings.catch_warnings():
        warnings.simplefilter("error")
        again = unokit.GameRecord.parse(str(game))
        assert again.plugins == ((DIST, "1.0.0"),)
        assert unokit.digest(again.final_state()) == unokit.digest(played())
        # Going on with it, the record made carries the version installed now.
        recorder = unokit.Recorder.resume(again)
        recorder.apply(unokit.legal_moves(recorder.state)[0])
        more = recorder.record()
    assert more.plugins == ((DIST, "1.0.1"),)
    assert unokit.GameRecord.parse(str(more)).final_state() == recorder.state


def test_a_compatible_version_that_plays_otherwise_says_so_before_the_failure(
    install: Install,
) -> None:
    install("1.0.0", Versioned())
    text = str(recorded())
    install("1.1.0", RelaunchedClaimingCompatibility())
    start = first()
    with pytest.raises(unokit.IllegalMoveError) as illegal:
        unokit.apply(start, unokit.parse_move(start, MOVES[0]))
    with pytest.raises(RecordError) as caught:
        unokit.GameRecord.parse(text).final_state()
    assert not isinstance(caught.value, RulesVersionError)
    assert str(caught.value) == (
        "the record was made with unokit-versioned 1.0.0, and this is unokit-versioned 1.1.0 "
        "(which declares its games compatible with 1.0.0's): move 1 (1 color yellow) cannot "
        f"be played: {illegal.value}"
    )


def test_a_record_made_before_versions_were_written_reads_as_it_always_did(
    install: Install,
) -> None:
    install("1.0.0", Versioned())
    old = attrs.evolve(recorded(), plugins=()).sealed()  # what unokit wrote until now
    text = str(old)
    assert "Plugins" not in text
    assert old.digest == unokit.digest(played())
    install("1.1.0", Relaunched())
    start = first()
    with pytest.raises(unokit.IllegalMoveError) as illegal:
        unokit.apply(start, unokit.parse_move(start, MOVES[0]))
    with pytest.raises(RecordError) as caught:
        unokit.GameRecord.parse(text).final_state()
    assert str(caught.value) == f"move 1 (1 color yellow) cannot be played: {illegal.value}"
    install("1.0.0", Versioned())
    assert unokit.GameRecord.parse(text).final_state() == played()


def test_a_record_whose_distribution_does_not_play_it_here_is_refused(
    install: Install,
) -> None:
    install("1.0.0", Versioned())
    text = str(recorded())
    install("3.0", Sevens(), dist="unokit-other")  # unokit-versioned is uninstalled
    game = unokit.GameRecord.parse(text)
    assert refusal_of(game.final_state).startswith(
        "the record was made with unokit-versioned 1.0.0: the record's setup cannot start a "
        "game: there is no edition called 'versioned'"
    )
    plugins.register_plugin(plugin_module("by_hand", Versioned()), name="by-hand")
    with pytest.raises(RulesVersionError) as caught:
        game.final_state()
    assert str(caught.value) == (
        "the record was made with unokit-versioned 1.0.0, and unokit-versioned is not "
        "installed here (its edition and house rules come from elsewhere): replaying it "
        "could reach another state"
    )


HEADERS = '[RulesVersion "4"]\n[Edition "classic"]\n[Players "2"]\n[Seed "7"]\n'


@pytest.mark.parametrize(
    ("value", "message"),
    [
        (
            "unokit-flip",
            "header Plugins: write each distribution and its version, as 'unokit-flip "
            "0.1.0', separated by commas, not 'unokit-flip'",
        ),
        ("unokit-flip 1.0, unokit_Flip 1.1", "header Plugins: unokit_Flip is given twice"),
        ("-flip 1.0", "header Plugins: '-flip' is not a distribution's name"),
        (
            "unokit-flip 1.0,",
            "header Plugins: write each distribution and its version, as 'unokit-flip "
            "0.1.0', separated by commas, not ''",
        ),
    ],
)
def test_a_malformed_plugins_header_is_refused(value: str, message: str) -> None:
    assert refusal_of(lambda: unokit.GameRecord.parse(HEADERS + f'[Plugins "{value}"]\n')) == (
        message
    )


def test_malformed_versions_of_a_record_are_refused_in_json_and_in_code() -> None:
    data = json.loads(unokit.GameRecord("classic", 2, 7).to_json())
    assert "plugins" not in data
    for value, message in [
        (["unokit-flip", "1.0"], "plugins: expected an object of distributions and their versions"),
        (
            {"unokit-flip": "1.0 beta"},
            "plugins: unokit-flip's version must be one word, not '1.0 beta'",
        ),
    ]:
        data["plugins"] = value
        with pytest.raises(RecordError) as caught:
            unokit.GameRecord.from_dict(data)
        assert str(caught.value) == message
    with pytest.raises(RecordError) as caught:
        unokit.GameRecord("classic", 2, 7, plugins="unokit-flip 1.0")
    assert str(caught.value) == (
        "plugins: expected distributions and their versions, not a single text"
    )
    given = unokit.GameRecord("classic", 2, 7, plugins={"unokit-flip": "1.0"})
    assert given.plugins == (("unokit-flip", "1.0"),)
