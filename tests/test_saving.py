"""Saved games: every state goes to JSON and back unchanged, and bad documents are refused.

DESIGN.md: "Bad input gets a clear error and loses nothing. [...] corrupt saved games: a
precise exception naming the problem".
"""

from __future__ import annotations

import copy
import hashlib
import json
import pickle
import random
import re
from collections.abc import Iterator
from pathlib import Path
from typing import Any, Union

import attrs
import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

import unokit
from tests.helpers import EditionsPlugin, game, play, split
from tests.strategies import (
    EDITIONS,
    EDITIONS_HEAVY_SLOW,
    options,
    player_counts,
    random_game,
    seeds,
)
from unokit import Card, Color, GameState, Pending, RulesVersionError, SaveError
from unokit.core import _fields
from unokit.core.match import NextRound
from unokit.editions.classic import (
    ChooseOpeningColor,
    ClassicEdition,
    DrawPenalty,
    ReplayAfterChallenge,
    WildDrawFourResponse,
)
from unokit.editions.party import PartyState, PileUp, PointTaken
from unokit.io import saving
from unokit.io.saving import to_dict
from unokit.plugin import PlayDrawnCard

SRC = Path(__file__).resolve().parent.parent / "src" / "unokit"

# Three players, dealer 0: seat 1 starts on a red 5.
BYSTANDER = "B1 B2 Y4 Y5 G1 G2 B6"
BLUFFER = "W+4 R2 G7 B9 W W+4 G5"  # holds R2 of the colour in play: a Wild Draw Four bluffs
HONEST = "W+4 G7 B9 Y3 G6 B0 Y0"
VICTIM = "Y1 Y2 B3 B4 G8 G9 Y6"


def round_trip(state: GameState) -> GameState:
    text = unokit.to_json(state)
    loaded = unokit.from_json(text)
    assert loaded == state
    assert unokit.legal_moves(loaded) == unokit.legal_moves(state)
    assert unokit.to_json(loaded) == text
    assert unokit.digest(loaded) == unokit.digest(state)
    return loaded


def sample(states: list[GameState], count: int) -> list[GameState]:
    """About ``count`` states spread over the game, plus the first of each kind of decision."""
    chosen = {id(state): state for state in states[:: max(1, len(states) // count)]}
    seen: set[tuple[str, bool]] = set()
    for state in states:
        key = (type(state.pending).__name__, state.reveal is not None)
        if key not in seen:
            seen.add(key)
            chosen[id(state)] = state
    chosen[id(states[-1])] = states[-1]
    return list(chosen.values())


# --------------------------------------------------------------------------------------
# Round trips
# --------------------------------------------------------------------------------------


@pytest.mark.parametrize("edition", EDITIONS_HEAVY_SLOW)
@settings(max_examples=10, deadline=None)
@given(data=st.data())
def test_every_reachable_state_survives_a_save_and_load(edition: str, data: st.DataObject) -> None:
    players = data.draw(player_counts(edition), label="players")
    state = unokit.new_game(
        edition, players, seed=data.draw(seeds(), label="seed"), options=data.draw(options())
    )
    states, _ = random_game(state, data.draw(seeds(), label="chooser"), max_steps=600)
    for visited in sample(states, 25):
        round_trip(visited)


def test_each_kind_of_decision_and_the_reveal_survive_a_save_and_load() -> None:
    split = [BYSTANDER.split(), BLUFFER.split(), VICTIM.split()]
    bluff = play(game(split, "R5", ["R7", "Y8", "B7", "B8", "G3"]), "1 play W+4 green")
    assert isinstance(bluff.pending, WildDrawFourResponse)
    round_trip(bluff)
    caught = round_trip(play(bluff, "2 challenge"))
    assert caught.reveal is not None
    returned = play(
        game(split, "R5", ["R7", "Y8", "B7", "B8"], challenge_returns_card=True),
        "1 play W+4 green",
        "2 challenge",
    )
    assert isinstance(returned.pending, ReplayAfterChallenge)
    round_trip(returned)
    drawn = play(game(split, "R5", ["R7", "Y8"]), "1 draw")
    assert isinstance(drawn.pending, PlayDrawnCard)
    round_trip(drawn)
    opening = game(split, "W", ["R7", "Y8"])
    assert isinstance(opening.pending, ChooseOpeningColor)
    assert opening.active_color is None
    round_trip(opening)
    single = unokit.new_game(players=2, seed=3)
    while not single.round_over:
        single = unokit.apply(single, unokit.legal_moves(single)[0])
    assert isinstance(single.pending, NextRound)
    round_trip(single)


def test_a_finished_match_survives_a_save_and_load() -> None:
    state = unokit.new_game("friends", players=3, seed=8, options={"match": "single-round"})
    states, _ = random_game(state, 8, max_steps=20_000)
    assert states[-1].is_over
    assert round_trip(states[-1]).winners == states[-1].winners


def test_a_saved_game_is_plain_readable_json() -> None:
    hands = [HONEST.split(), VICTIM.split()]
    state = game(hands, "G3", ["Y4"], dealer=1, seed=5)
    doc = json.loads(unokit.to_json(state))
    assert doc["format"] == "unokit-game"
    assert doc["schema"] == unokit.core.versions.SAVE_SCHEMA
    assert doc["rules_version"] == unokit.RULES_VERSION
    assert doc["edition"] == "classic"
    assert doc["options"] == {}  # only options that differ from the game's defaults
    assert doc["house_rules"] == []
    assert doc["hands"] == hands
    assert doc["discard_pile"] == ["G3"]
    assert doc["draw_cards"][doc["draw_index"] :] == ["Y4"]
    assert doc["active_color"] == "green"
    assert (doc["seed"], doc["dealer"], doc["current_player"], doc["pending"]) == (5, 1, 0, None)
    assert json.loads(unokit.to_json(state, indent=2)) == doc


def test_a_decision_is_saved_by_its_type_name_and_fields() -> None:
    hands = [BYSTANDER.split(), BLUFFER.split(), VICTIM.split()]
    state = play(game(hands, "R5", ["R7", "Y8"]), "1 play W+4 green")
    assert to_dict(state)["pending"] == {
        "type": "unokit.editions.classic.WildDrawFourResponse",
        "fields": {"seat": 2, "offender": 1, "bluff": True, "previous_color": "red"},
    }


def test_the_digest_is_a_sha256_of_the_state_and_tells_states_apart() -> None:
    state = unokit.new_game(players=3, seed=12)
    later = unokit.apply(state, unokit.legal_moves(state)[0])
    assert len(unokit.digest(state)) == 64
    assert int(unokit.digest(state), 16) >= 0
    assert unokit.digest(state) != unokit.digest(later)
    assert isinstance(state.rng, int)
    assert unokit.digest(state) != unokit.digest(attrs.evolve(state, rng=state.rng + 1))
    assert unokit.digest(unokit.new_game(players=3, seed=12)) == unokit.digest(state)


@pytest.mark.parametrize(
    ("edition", "house_rules", "options"),
    [
        ("classic", (), None),
        ("friends", (), None),
        ("party", (), None),
        ("classic", ("stacking", "seven-o"), {"target_score": 200}),
    ],
)
def test_a_state_pickles_and_copies_as_its_game(
    edition: str, house_rules: tuple[str, ...], options: dict[str, Any] | None
) -> None:
    """A state's rules hold the plugins' functions (the turn's fast paths bound to it among
    them): pickled for another process, or copied, they are the game's rules again, in the
    same process the very object the game's other states hold, and play goes on alike."""
    state = unokit.new_game(edition, 4, seed=5, house_rules=house_rules, options=options)
    chooser = random.Random(5)
    for _ in range(30):
        state = unokit.apply(state, chooser.choice(unokit.legal_moves(state)))
        if state.is_over:
            break
    move = chooser.choice(unokit.legal_moves(state))
    for again in (pickle.loads(pickle.dumps(state)), copy.deepcopy(state), copy.copy(state)):
        assert again == state
        assert again.rules is state.rules
        assert unokit.legal_moves(again) == unokit.legal_moves(state)
        assert unokit.apply(again, move) == unokit.apply(state, move)


def test_no_pickle_anywhere() -> None:
    for path in SRC.rglob("*.py"):
        text = path.read_text(encoding="utf-8")
        assert not re.search(r"^\s*(import|from) (c?pickle|marshal|shelve)\b", text, re.M), path
        # Modules are imported by name only from fixed tables: the built-in plugins
        # (_discovery.py), the lazily loaded public names (__init__.py, and plugin.py's
        # building blocks) and the modules' old names (_moved.py) - never from input.
        imports_by_name = "importlib.import_module(" in text
        fixed_tables = ("_discovery.py", "__init__.py", "plugin.py", "_moved.py")
        assert not imports_by_name or path.name in fixed_tables


# --------------------------------------------------------------------------------------
# Editions' own values
# --------------------------------------------------------------------------------------


@attrs.frozen
class Tally:
    """An edition's own state, defined next to the edition (this module)."""

    count: int
    last: Card | None
    colors: frozenset[Color]
    seats: tuple[int, ...]


@attrs.frozen
class Elsewhere:
    """A value defined away from any edition: saved games must be told about it."""

    note: str


class TallyEdition(ClassicEdition):
    name = "tally"
    aliases = ()
    declares = (Tally,)
    state_type = Tally


@pytest.fixture
def tally() -> Any:
    unokit.core.plugins.reset()
    unokit.core.plugins.plugin_manager().register(EditionsPlugin(TallyEdition()), name="tally")
    yield
    unokit.core.plugins.reset()


@pytest.mark.usefixtures("tally")
def test_an_editions_own_state_is_saved_when_the_edition_declares_its_class() -> None:
    state = unokit.new_game("tally", players=2, seed=1)
    tallied = attrs.evolve(
        state,
        edition_state=Tally(3, Card.parse("R7"), frozenset({Color.RED, Color.BLUE}), (1, 0)),
    )
    assert to_dict(tallied)["edition_state"] == {
        "type": f"{__name__}.Tally",
        "fields": {"count": 3, "last": "R7", "colors": ["blue", "red"], "seats": [1, 0]},
    }
    round_trip(tallied)
    # The same class is unknown to a classic game: refused when saving, and when loading.
    classic = attrs.evolve(unokit.new_game(players=2, seed=1), edition_state=tallied.edition_state)
    with pytest.raises(SaveError, match="is not a type saved games know"):
        unokit.to_json(classic)
    doc = to_dict(tallied)
    doc["edition"] = "classic"
    with pytest.raises(SaveError, match="is not a type saved games know"):
        unokit.from_json(json.dumps(doc))


def test_a_value_is_saved_once_the_games_edition_declares_its_type() -> None:
    state = attrs.evolve(unokit.new_game(players=2, seed=1), edition_state=Elsewhere("hi"))
    with pytest.raises(SaveError, match="the game's edition or a house rule must declare it"):
        unokit.to_json(state)
    state = with_edition_state(Elsewhere("hi"))  # an edition that declares Elsewhere
    round_trip(state)
    nested = attrs.evolve(state, edition_state=(Card.parse("W"), Color.RED, None, (1, "x")))
    round_trip(nested)


# --------------------------------------------------------------------------------------
# Bad documents
# --------------------------------------------------------------------------------------


def valid_state() -> GameState:
    hands = [BYSTANDER.split(), BLUFFER.split(), VICTIM.split()]
    return play(game(hands, "R5", ["R7", "Y8", "B7", "B8"]), "1 play W+4 green")


def valid_doc() -> dict[str, Any]:
    return to_dict(valid_state())


def assert_same_state(loaded: GameState, saved: GameState) -> None:
    """Every field of ``loaded`` equals the saved state's, and so do their moves and digests."""
    for field in attrs.fields(GameState):
        if field.eq:
            assert getattr(loaded, field.name) == getattr(saved, field.name), field.name
    assert loaded == saved
    assert unokit.digest(loaded) == unokit.digest(saved)
    assert unokit.legal_moves(loaded) == unokit.legal_moves(saved)


def refused(doc: Any, match: str) -> None:
    with pytest.raises(SaveError, match=match):
        unokit.from_json(json.dumps(doc))


def test_a_valid_document_loads() -> None:
    saved = valid_state()
    loaded = unokit.from_json(json.dumps(valid_doc()))
    assert_same_state(loaded, saved)
    assert loaded.pending == WildDrawFourResponse(
        seat=2, offender=1, bluff=True, previous_color=Color.RED
    )


@pytest.mark.parametrize(
    ("text", "match"),
    [
        ("", "must be JSON"),
        ("{", "must be JSON"),
        ("[" * 100_000, "must be JSON"),
        ("null", "JSON object, not null"),
        ('{"format": "something else"}', "not a saved unokit game"),
        (b"\xff\xfe", "must be JSON"),
    ],
)
def test_text_that_is_not_a_saved_game_is_refused(text: str | bytes, match: str) -> None:
    with pytest.raises(SaveError, match=match):
        unokit.from_json(text)


def test_a_saved_game_must_be_text() -> None:
    with pytest.raises(SaveError, match="JSON text, not dict"):
        unokit.from_json(valid_doc())  # type: ignore[arg-type]


def test_another_schema_or_rules_version_is_refused() -> None:
    refused({**valid_doc(), "schema": 1}, "schema 1 is not supported")
    refused({**valid_doc(), "schema": 5}, "schema 5 is not supported")
    refused({**valid_doc(), "schema": 4.0}, "schema 4.0 is not supported")
    # A document of the older layout (schema 2: no "deck" and no "digest").
    older = {**valid_doc(), "schema": 2}
    del older["deck"], older["digest"]
    refused(older, "schema 2 is not supported: this unokit reads schemas 3 and 4")
    with pytest.raises(RulesVersionError, match="rules version 0"):
        unokit.from_json(json.dumps({**valid_doc(), "rules_version": 0}))
    assert issubclass(RulesVersionError, SaveError)


def test_the_rules_version_is_inside_a_saves_digest() -> None:
    # Issue 49, finding 9: a save edited from rules version 3 to 2, its digest untouched,
    # loaded and dealt other cards later (version 2 shuffles otherwise).
    state = unokit.new_game("classic", 3, seed=1, rules_version=3)
    doc = to_dict(state)
    assert doc["schema"] == 4
    assert unokit.io.saving.from_dict(doc) == state
    with pytest.raises(SaveError, match=r"^digest: the saved game's content does not match"):
        unokit.io.saving.from_dict({**doc, "rules_version": 2})
    # The state's own digest (records, golden games) is what it was: no rules version.
    assert doc["digest"] != unokit.digest(state)


@pytest.mark.parametrize("rules_version", [2, 3, 4])
def test_saves_of_schema_3_load_as_they_always_did(rules_version: int) -> None:
    # Saves made before schema 4: their digest is the state's own, without the version.
    state = unokit.new_game("classic", 3, seed=1, rules_version=rules_version)
    old = {**to_dict(state), "schema": 3, "digest": unokit.digest(state)}
    assert unokit.io.saving.from_dict(old) == state
    refused({**old, "digest": to_dict(state)["digest"]}, "does not match its digest")


def test_missing_and_unexpected_keys_are_refused() -> None:
    doc = valid_doc()
    del doc["hands"]
    refused(doc, "missing 'hands'")
    refused({**valid_doc(), "cheat": 1}, "unexpected 'cheat'")
    doc = valid_doc()
    del doc["pending"]["fields"]["bluff"]
    refused(doc, r"pending\.fields: missing 'bluff'")


@pytest.mark.parametrize(
    ("path", "value", "match"),
    [
        (("edition",), "uno-deluxe", "edition: there is no edition called 'uno-deluxe'"),
        (("edition",), 3, "edition: expected an edition's name"),
        (("options", "target_score"), 0, "target_score must be a positive whole number"),
        (("options", "target_score"), "500", "option target_score must be a whole number"),
        (("options", "turbo"), True, "unknown option turbo"),
        (("options", "match"), "partners", "needs exactly 4 players"),
        (("players",), 11, "for 2 to 10 players, not 11"),
        (("hands", 0, 2), "R10", r"hands\[0\]\[2\]: 'R10' is not a card"),
        (("hands", 0, 2), "R7/Joey", r"hands\[0\]\[2\]: R7/Joey is not a card of the classic"),
        (("hands", 0, 2), 7, r"hands\[0\]\[2\]: expected Card, found the number 7"),
        (("hands", 0), "B1 B1", r"hands\[0\]: expected tuple"),
        (("current_player",), 3, "current_player: there is no seat 3"),
        (("current_player",), 0, "seat 2 must answer the pending decision"),
        (("current_player",), 2.0, "current_player: expected int"),
        (("current_player",), True, "current_player: expected int"),
        (("dealer",), -1, "dealer: there is no seat -1"),
        (("uno_exposed",), 5, r"uno_exposed\[0\]: there is no seat 5"),
        (("winners",), [2, 0], "winners: expected distinct seats"),
        (("direction",), 2, "direction: expected 1 or -1"),
        (("draw_index",), 999, "draw_index: expected 0 to"),
        (("passes",), -1, "passes: expected 0 to 3"),
        (("round_number",), 0, "round_number: expected 1 or more"),
        (("discard_pile",), [], "at least its top card"),
        (("active_color",), "purple", "expected a colour"),
        (("pending", "type"), "os.system", "'os.system' is not a type saved games know"),
        (("pending", "type"), "unokit.match.NextRound", "unexpected 'bluff'"),
        (("pending", "fields", "seat"), 7, "pending.seat: there is no seat 7"),
        (("pending", "fields", "bluff"), "yes", r"pending\.fields\.bluff: expected bool"),
        (("pending", "fields", "offender"), 9, "pending.offender: there is no seat 9"),
        (("reveal",), {"to": 0, "seat": 4, "cards": []}, "reveal.seat: there is no seat 4"),
        (("history",), [{"number": 1}], r"history\[0\]: missing 'dealer'"),
        (("edition_state",), {"type": "builtins.dict", "fields": {}}, "not a type saved"),
        (("edition_state",), 1.5, "edition_state: unexpected the number 1.5"),
    ],
)
def test_bad_values_are_refused_naming_what_is_wrong(
    path: tuple[str | int, ...], value: Any, match: str
) -> None:
    doc = valid_doc()
    target: Any = doc
    for key in path[:-1]:
        target = target[key]
    target[path[-1]] = value
    refused(doc, match)


def test_more_copies_of_a_card_than_the_deck_has_are_refused() -> None:
    doc = valid_doc()
    doc["hands"][0] = ["W+4"] * 7
    refused(doc, "copies of W\\+4 are in play, but the classic deck has only 4")


def test_too_few_cards_for_the_players_are_refused() -> None:
    doc = valid_doc()
    doc["draw_cards"] = []
    doc["draw_index"] = 0
    doc["hands"][0] = ["B1"]
    refused(doc, "cards are in play: a game of 3 players needs at least 22")


def test_a_stacked_part_of_a_deck_is_accepted() -> None:
    # A stacked deck may hold fewer cards than a full deck (new_game's ``deck``).
    state = game([HONEST.split(), VICTIM.split()], "G3", ["Y4"])
    assert sum(1 for _ in state.cards()) == 16
    round_trip(state)


# Random JSON values to put where they do not belong.
json_values = st.recursive(
    st.none()
    | st.booleans()
    | st.integers(min_value=-(2**70), max_value=2**70)
    | st.floats(allow_nan=False)
    | st.text(max_size=6)
    | st.sampled_from(["R7", "R10", "W+4", "WD", "Q1", "red", "pink", "unokit.state.Reveal"]),
    lambda children: (
        st.lists(children, max_size=3)
        | st.dictionaries(st.sampled_from(["type", "fields", "seat", "card", "x"]), children)
    ),
    max_leaves=6,
)


def saved_states() -> list[GameState]:
    """A few varied states of each edition to corrupt."""
    found: list[GameState] = []
    for edition in EDITIONS:
        state = unokit.new_game(edition, 3, seed=21, options={"target_score": 60})
        states, _ = random_game(state, 4, max_steps=400)
        found += sample(states, 6)
    return found


SAVED = saved_states()


def mutate(data: st.DataObject, doc: Any) -> Any:
    """Delete, replace or add something somewhere in ``doc`` (a copy)."""
    doc = copy.deepcopy(doc)
    parent: Any = None
    key: Any = None
    node = doc
    depth = data.draw(st.integers(min_value=1, max_value=5), label="depth")
    while isinstance(node, (dict, list)) and node and depth:
        depth -= 1
        keys = list(node) if isinstance(node, dict) else list(range(len(node)))
        parent, key = node, data.draw(st.sampled_from(keys), label="key")
        node = node[key]
    action = data.draw(st.sampled_from(["delete", "replace", "add"]), label="action")
    if parent is None or action == "add":
        target = parent if parent is not None else doc
        if isinstance(target, dict):
            target[data.draw(st.text(max_size=4), label="new key")] = data.draw(json_values)
        elif isinstance(target, list):
            target.append(data.draw(json_values))
    elif action == "delete":
        del parent[key]
    else:
        parent[key] = data.draw(json_values, label="value")
    return doc


def load_or_refuse(text: str | bytes) -> None:
    """Loading either refuses with a SaveError or gives a state that plays on."""
    try:
        state = unokit.from_json(text)
    except SaveError:
        return
    for move in unokit.legal_moves(state):
        unokit.apply(state, move)
    unokit.view(state, state.current_player)
    unokit.to_json(state)


@settings(max_examples=300, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(data=st.data())
def test_corrupted_documents_are_refused_cleanly(data: st.DataObject) -> None:
    state = data.draw(st.sampled_from(SAVED), label="state")
    load_or_refuse(json.dumps(mutate(data, to_dict(state))))


@settings(max_examples=60, deadline=None)
@given(data=st.data())
def test_truncated_documents_are_refused(data: st.DataObject) -> None:
    text = unokit.to_json(data.draw(st.sampled_from(SAVED), label="state"))
    cut = data.draw(st.integers(min_value=0, max_value=len(text) - 1), label="cut")
    with pytest.raises(SaveError):
        unokit.from_json(text[:cut])


@settings(max_examples=100, deadline=None)
@given(text=st.text(max_size=40) | st.binary(max_size=40) | json_values.map(json.dumps))
def test_random_garbage_is_refused(text: str | bytes) -> None:
    with pytest.raises(SaveError):
        unokit.from_json(text)


# --------------------------------------------------------------------------------------
# Tampered decisions and edition state: Pending.check (found by tests/test_fuzz.py)
# --------------------------------------------------------------------------------------

PARTY_HANDS = ["B1 B2 Y4 Y5 G1 G2 B6", "RPT WPU WDT R2 G7 B9 Y3", "Y1 Y2 B3 B4 G8 G9 Y6"]


def party_state(move: str) -> GameState:
    start = game(split(PARTY_HANDS), "R5", ["G3", "R8", "B7", "B8", "Y7", "Y8"], edition="party")
    return play(start, move)


def party_doc(move: str) -> dict[str, Any]:
    return to_dict(party_state(move))


def drawn_doc() -> dict[str, Any]:
    state = play(game([BYSTANDER.split(), HONEST.split(), VICTIM.split()], "R5", ["R7"]), "1 draw")
    assert state.pending == PlayDrawnCard(1, Card.parse("R7"))
    return to_dict(state)


def opening_state() -> GameState:
    return game([BYSTANDER.split(), BLUFFER.split(), VICTIM.split()], "W", ["R7", "Y8"])


def opening_doc() -> dict[str, Any]:
    return to_dict(opening_state())


def tampered(doc: dict[str, Any], path: tuple[str | int, ...], value: Any) -> dict[str, Any]:
    target: Any = doc
    for key in path[:-1]:
        target = target[key]
    target[path[-1]] = value
    return doc


@pytest.mark.parametrize(
    ("make", "path", "value", "match"),
    [
        # A Wild Draw Four's answer: its offender -1 used to load (Python reads hands[-1])
        # and the challenge then revealed "seat -1"; a null bluff or colour loaded too.
        (valid_doc, ("offender",), -1, "pending.offender: there is no seat -1 in a game of 3"),
        (valid_doc, ("offender",), True, "pending.fields.offender: expected int"),
        (valid_doc, ("offender",), 2, "pending.offender: seat 2 cannot answer its own"),
        (valid_doc, ("bluff",), None, "pending.bluff: expected true or false"),
        (
            valid_doc,
            ("previous_color",),
            None,
            "pending.previous_color: expected the colour in play before the Wild Draw Four",
        ),
        # Point Taken: a bad order used to give moves by "seat -1" or no move at all.
        (lambda: party_doc("1 play RPT"), ("order",), [], "pending.order: expected every seat"),
        (lambda: party_doc("1 play RPT"), ("order",), [1, 2, -1], "in turn order from seat 1"),
        (lambda: party_doc("1 play RPT"), ("order",), [1, 0, 2], "from seat 1, 1, 2, 0"),
        (lambda: party_doc("1 play RPT"), ("origin",), 5, "pending.origin: there is no seat 5"),
        (lambda: party_doc("1 play RPT"), ("pointed",), [None], "pending.pointed: expected one"),
        (lambda: party_doc("1 play RPT"), ("pointed", 0), 0, r"pending.pointed\[0\]: seat 0"),
        (lambda: party_doc("1 play RPT"), ("pointed", 0), -1, r"pending.pointed\[0\]: there is"),
        (lambda: party_doc("1 play RPT"), ("pointed", 1), 2, "pending.seat: seat 1 has already"),
        # Wild Pile Up: the mini-pile is never empty, and its cards have its colour.
        (lambda: party_doc("1 play WPU"), ("pile",), [], "pending.pile: a mini-pile holds"),
        (lambda: party_doc("1 play WPU"), ("pile", 0), "R7", "pending.pile: R7 is not green"),
        # Choosing the colour of an opening Wild: no colour is in play yet.
        (opening_doc, None, "red", "pending.seat: seat 1 is to name the colour of an opening"),
        # A card just drawn: it is a card, and the last one of the drawing seat's hand.
        (drawn_doc, ("card",), None, "pending.card: expected the card drawn, not null"),
        (drawn_doc, ("card",), "B1", "pending.card: B1 is not the card seat 1 last drew"),
    ],
)
def test_a_tampered_decision_is_refused_naming_the_field(
    make: Any, path: tuple[str | int, ...] | None, value: Any, match: str
) -> None:
    doc = make()
    if path is None:
        doc["active_color"] = value
    else:
        tampered(doc, ("pending", "fields", *path), value)
    refused(doc, match)


@pytest.mark.parametrize(
    ("link", "match"),
    [
        # A link to seat 3 of 3 used to load, then crash the next penalty with an IndexError.
        ([0, 3], r"edition_state.link\[1\]: there is no seat 3 in a game of 3 players"),
        ([-1, 2], r"edition_state.link\[0\]: there is no seat -1"),
        ([2, 0], "edition_state.link: expected two different seats, in ascending order"),
        ([1, 1], "edition_state.link: expected two different seats"),
    ],
)
def test_a_tampered_party_link_is_refused(link: list[int], match: str) -> None:
    doc = party_doc("1 play WDT red 0,2")
    doc["edition_state"]["fields"]["link"] = link
    refused(doc, match)


def test_the_untampered_party_decisions_and_link_load() -> None:
    expected = {
        "1 play RPT": PointTaken(seat=1, origin=1, order=(1, 2, 0), pointed=(None, None, None)),
        "1 play WPU": PileUp(seat=2, pile=(Card.parse("G3"),), color=Color.GREEN),
        "1 play WDT red 0,2": None,
    }
    for move, pending in expected.items():
        saved = party_state(move)
        loaded = unokit.from_json(json.dumps(party_doc(move)))
        assert_same_state(loaded, saved)
        assert loaded.pending == pending
    assert loaded.edition_state == PartyState(link=(0, 2))
    saved = opening_state()
    loaded = unokit.from_json(json.dumps(opening_doc()))
    assert_same_state(loaded, saved)
    assert loaded.pending == ChooseOpeningColor(1)


def test_a_card_just_drawn_that_cannot_be_played_is_refused() -> None:
    # The game only waits for a card just drawn that can be played: one that cannot leaves
    # nothing to do (nothing at all, with the force-play house rule).
    doc = drawn_doc()
    bystander = doc["hands"][0]
    at, unplayable = next(
        (i, card) for i, card in enumerate(bystander) if card[0] not in "RW" and "5" not in card
    )
    bystander[at] = doc["hands"][1][-1]  # every card stays counted
    doc["hands"][1][-1] = unplayable
    doc["pending"]["fields"]["card"] = unplayable
    refused(doc, f"pending.card: {unplayable} cannot be played on R5 now")


def test_a_caught_bluffer_who_holds_no_playable_card_is_refused() -> None:
    split_hands = [BYSTANDER.split(), BLUFFER.split(), VICTIM.split()]
    returned = play(
        game(split_hands, "R5", ["R7", "Y8", "B7", "B8"], challenge_returns_card=True),
        "1 play W+4 green",
        "2 challenge",
    )
    assert isinstance(returned.pending, ReplayAfterChallenge)
    doc = to_dict(returned)
    hand = doc["hands"][1]
    doc["hands"][1] = [card for card in hand if card == "W+4"]
    moved = [card for card in hand if card != "W+4"]  # onto the draw pile: every card counted
    doc["draw_cards"] = doc["draw_cards"][len(moved) :] + moved
    doc["draw_index"] -= len(moved)
    refused(doc, "pending.seat: seat 1 must play a legal card in place of the Wild Draw Four")


@attrs.frozen
class Duel(Pending):
    """A third party's decision with a second seat field."""

    seat_fields = ("seat", "rival")

    seat: int
    rival: int

    def moves(self, state: GameState) -> tuple[unokit.Move, ...]:
        return (unokit.Pass(self.seat),)


@attrs.frozen
class Stuck(Pending):
    """A third party's decision that (wrongly) offers no move."""

    seat: int

    def moves(self, state: GameState) -> tuple[unokit.Move, ...]:
        return ()


@attrs.frozen
class Fussy(Pending):
    """A third party's decision whose check fails with something other than ValueError."""

    seat: int

    def moves(self, state: GameState) -> tuple[unokit.Move, ...]:
        return (unokit.Pass(self.seat),)

    def check(self, state: GameState) -> None:
        raise KeyError("boom")


@attrs.frozen
class Wordy(Pending):
    """A third party's decision whose check fails with its own words, as the error it names."""

    seat: int
    words: str
    error: str  # "ValueError" (the decision says what is wrong) or "KeyError" (a fault)

    def moves(self, state: GameState) -> tuple[unokit.Move, ...]:
        return (unokit.Pass(self.seat),)

    def check(self, state: GameState) -> None:
        raise {"ValueError": ValueError, "KeyError": KeyError}[self.error](self.words)


@pytest.mark.parametrize("length", [240, 241])
def test_a_decisions_refusal_or_fault_is_quoted_up_to_240_characters(length: int) -> None:
    def shown(text: str) -> str:  # cut to 237 characters and "..." beyond 240
        assert len(text) == length
        return text if length <= 240 else text[:237] + "..."

    def wordy(words: str, error: str) -> dict[str, Any]:
        fields = {"seat": 2, "words": words, "error": error}
        return {**keeper_doc(), "pending": {"type": f"{__name__}.Wordy", "fields": fields}}

    words = "rival: " + "x" * (length - len("rival: "))
    refused_exactly(wordy(words, "ValueError"), f"pending.{shown(words)}")
    fault = "k" * (length - len("KeyError('')"))
    refused_exactly(
        wordy(fault, "KeyError"),
        f"pending: the saved value cannot be checked ({shown(repr(KeyError(fault)))})",
    )


@pytest.mark.parametrize(
    ("pending", "match"),
    [
        ({"type": f"{__name__}.Duel", "fields": {"seat": 2, "rival": 7}}, "pending.rival: there"),
        ({"type": f"{__name__}.Stuck", "fields": {"seat": 2}}, "stuck: it is not over"),
        ({"type": f"{__name__}.Fussy", "fields": {"seat": 2}}, "cannot be checked .KeyError"),
    ],
)
def test_a_third_party_decision_is_checked_too(pending: dict[str, Any], match: str) -> None:
    refused({**keeper_doc(), "pending": pending}, match)


def test_the_base_check_knows_seats() -> None:
    state = unokit.from_json(json.dumps(valid_doc()))
    Duel(2, 0).check(state)
    with pytest.raises(ValueError, match="rival: there is no seat 3 in a game of 3 players"):
        Duel(2, 3).check(state)
    with pytest.raises(ValueError, match="rival: expected a seat number, not bool"):
        Duel(2, True).check(state)
    with pytest.raises(ValueError, match="seat: expected a seat number, not null"):
        Duel(None, 0).check(state)  # type: ignore[arg-type]


# --------------------------------------------------------------------------------------
# Numbers too long to read or write (found by tests/test_fuzz.py)
# --------------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("key", "value", "match"),
    [
        # Writing these in the error message used to raise a bare ValueError.
        ("schema", 10**5000, "schema a number of more than 4000 digits is not supported"),
        ("rules_version", -(10**5000), "rules version a number of more than 4000 digits"),
        ("seed", 10**5000, "seed: a number of more than 4000 digits is too large"),
        ("edition_state", 10**4500, "edition_state: a number of more than 4000 digits"),
    ],
    ids=["schema", "rules_version", "seed", "edition_state"],
)
def test_a_saved_game_dict_with_numbers_too_long_to_write_is_refused(
    key: str, value: Any, match: str
) -> None:
    with pytest.raises(SaveError, match=match):
        unokit.io.saving.from_dict({**valid_doc(), key: value})


def test_a_json_number_of_more_than_four_thousand_digits_is_refused() -> None:
    text = json.dumps(valid_doc()).replace('"seed": 0', '"seed": ' + "9" * 4100)
    with pytest.raises(SaveError, match="seed: a number of more than 4000 digits is too large"):
        unokit.from_json(text)


def test_a_state_with_a_number_too_long_to_write_cannot_be_saved() -> None:
    state = attrs.evolve(unokit.new_game(players=2, seed=1), seed=10**5000)
    with pytest.raises(SaveError, match="the state cannot be saved: Exceeds the limit"):
        unokit.to_json(state)
    with pytest.raises(SaveError):
        unokit.digest(state)


# --------------------------------------------------------------------------------------
# Exact messages and exact documents (pinned by mutation testing: benchmarks/mutation.py)
# --------------------------------------------------------------------------------------


def refused_exactly(doc: Any, message: str) -> None:
    """Loading ``doc`` is refused with exactly ``message``, as json text and as a dict."""
    with pytest.raises(SaveError, match=f"^{re.escape(message)}$"):
        unokit.from_json(json.dumps(doc))
    with pytest.raises(SaveError, match=f"^{re.escape(message)}$"):
        unokit.io.saving.from_dict(doc)


@pytest.mark.parametrize(
    ("value", "found"),
    [
        (True, "true"),
        (False, "false"),
        (10**40 - 1, f"the number {10**40 - 1}"),
        (-(10**40) + 1, f"the number {-(10**40) + 1}"),
        (10**40, "a number of over 40 digits"),
        (10**4000 - 1, "a number of over 40 digits"),
        (10**4000, "a number of more than 4000 digits"),
        (-(10**4000), "a number of more than 4000 digits"),
        (2.5, "the number 2.5"),
        ("x" * 41, f"the text {'x' * 40!r}"),
        ({}, "an object"),
    ],
)
def test_a_wrong_value_is_described_exactly(value: Any, found: str) -> None:
    doc = valid_doc()
    doc["hands"][0] = value
    message = f"hands[0]: expected tuple[Card, ...], found {found}"
    with pytest.raises(SaveError, match=f"^{re.escape(message)}$"):
        unokit.io.saving.from_dict(doc)
    doc["hands"][0] = valid_doc()["hands"][0]
    doc["current_player"] = [value]
    with pytest.raises(SaveError, match=r"^current_player: expected int, found a list$"):
        unokit.io.saving.from_dict(doc)


def test_a_python_value_json_cannot_hold_is_described() -> None:
    doc = valid_doc()
    doc["current_player"] = {1}
    with pytest.raises(
        SaveError,
        match=r"^current_player: expected int, found a Python set, which JSON cannot hold$",
    ):
        unokit.io.saving.from_dict(doc)


def test_a_digest_that_is_not_text_or_not_the_contents_is_refused_exactly() -> None:
    refused_exactly(
        {**valid_doc(), "digest": 5}, "digest: expected 64 hexadecimal digits, found the number 5"
    )
    refused_exactly(
        {**valid_doc(), "digest": "0" * 64},
        "digest: the saved game's content does not match its digest (it was changed after it "
        "was saved)",
    )


def test_only_a_game_state_has_a_digest_or_a_save() -> None:
    state = valid_state()
    with pytest.raises(SaveError, match=r"^only a GameState has a digest, not SeatView$"):
        unokit.digest(unokit.view(state, 0))  # type: ignore[arg-type]
    with pytest.raises(
        SaveError, match=r"^only a GameState can be saved, not a seat view: pass the game's state$"
    ):
        to_dict(unokit.view(state, 0))  # type: ignore[arg-type]
    with pytest.raises(
        SaveError, match=r"^only a GameState can be saved, not dict: pass the game's state$"
    ):
        to_dict({})  # type: ignore[arg-type]


def test_to_json_writes_the_document_as_given_indent_and_unicode_unescaped() -> None:
    state = with_edition_state(Elsewhere("héllo"))
    doc = to_dict(state)
    assert unokit.to_json(state) == json.dumps(doc, ensure_ascii=False)
    assert unokit.to_json(state, indent=2) == json.dumps(doc, indent=2, ensure_ascii=False)
    assert '"note": "héllo"' in unokit.to_json(state, indent=2)
    round_trip(state)


@attrs.frozen
class Brittle(Pending):
    """A third party's decision whose moves of one kind, or with one card, fail."""

    seat: int
    failing: str

    def moves(self, state: GameState) -> tuple[unokit.Move, ...]:
        if self.failing == "moves":
            raise RuntimeError("no moves today")
        y1, y2 = Card.parse("Y1"), Card.parse("Y2")
        return (
            unokit.Pass(self.seat),
            unokit.Draw(self.seat),
            unokit.Play(self.seat, y1),
            unokit.Play(self.seat, y2),
        )

    def resolve(self, table: Any, move: unokit.Move) -> None:
        if self.failing == str(move).split(" ", 1)[1]:
            raise RuntimeError(f"{move} breaks")


@pytest.mark.parametrize(
    ("failing", "message"),
    [
        ("moves", "no moves today"),
        ("draw", "2 draw breaks"),  # another kind of move than the first (Pass)
        ("play Y2", "2 play Y2 breaks"),  # another card than the first Play's
    ],
)
def test_every_kind_of_move_and_card_of_a_loaded_game_is_tried(failing: str, message: str) -> None:
    pending = {"type": f"{__name__}.Brittle", "fields": {"seat": 2, "failing": failing}}
    with pytest.raises(
        SaveError, match=rf"^the saved game is inconsistent: its moves fail \(.*{message}.*\)$"
    ):
        unokit.io.saving.from_dict({**keeper_doc(), "pending": pending})
    doc = {**keeper_doc(), "pending": {**pending, "fields": {"seat": 2, "failing": "pass Y1"}}}
    doc["digest"] = saving._sha256(saving._content(doc))  # an edited save, stamped again
    assert unokit.io.saving.from_dict(doc).pending == Brittle(2, "pass Y1")


def test_a_stuck_game_is_refused_exactly() -> None:
    refused_exactly(
        {**keeper_doc(), "pending": {"type": f"{__name__}.Stuck", "fields": {"seat": 2}}},
        "the saved game is stuck: it is not over, and no seat has a move",
    )


def first_round_over(options: dict[str, Any] | None = None) -> GameState:
    state = unokit.new_game(players=2, seed=3, options=options)
    while not state.round_over and not state.is_over:
        state = unokit.apply(state, unokit.legal_moves(state)[0])
    return state


def test_a_round_numbered_wrongly_or_after_the_end_of_the_match_is_refused_exactly() -> None:
    doc = to_dict(first_round_over())
    assert len(doc["history"]) == 1
    doc["history"][0]["number"] = 2
    refused_exactly(doc, "history[0].number: expected round 1, not 2")
    ended = first_round_over({"match": "single-round"})
    assert ended.is_over
    doc = to_dict(ended)
    doc["history"].append(copy.deepcopy(doc["history"][0]))
    refused_exactly(doc, "history[1]: a round after the end of the match")


def restamped(doc: dict[str, Any]) -> dict[str, Any]:
    """An edited document given the digest of its new content, as anyone can."""
    doc["digest"] = saving._sha256(saving._content(doc))
    return doc


@pytest.mark.parametrize(
    ("changes", "message"),
    [
        (
            {"hand_points": [0, -1]},
            "history[0].hand_points: expected one entry per seat, 0 or more",
        ),
        ({"void": True, "points": 0}, "history[0]: a void round has no winner and scores nothing"),
        (
            {"void": True, "winner": None, "points": 1},
            "history[0]: a void round has no winner and scores nothing",
        ),
        ({"winner": None}, "history[0].winner: a round that is not void has a winner"),
    ],
)
def test_a_tampered_round_of_the_history_is_refused_exactly(
    changes: dict[str, Any], message: str
) -> None:
    doc = to_dict(first_round_over())
    doc["history"][0].update(changes)
    refused_exactly(doc, message)
    refused_exactly(restamped(doc), message)


def test_the_rounds_after_a_void_round_are_scored_too() -> None:
    second = unokit.apply(first_round_over(), unokit.legal_moves(first_round_over())[0])
    assert second.round_number == 2
    assert second.scores != (0, 0)
    doc = to_dict(second)
    played = doc["history"][0]
    void = {**played, "winner": None, "points": 0, "void": True}
    doc["history"] = [void, {**played, "number": 2}]
    doc["round_number"] = 3
    loaded = unokit.io.saving.from_dict(restamped(doc))
    assert loaded.scores == second.scores
    assert [result.void for result in loaded.history] == [True, False]


def test_a_round_won_with_cards_left_or_scored_wrongly_is_refused_exactly() -> None:
    doc = to_dict(first_round_over())
    played = doc["history"][0]
    played["hand_points"][played["winner"]] = 5
    refused_exactly(doc, "history[0].hand_points: the winner went out and holds no card")
    doc = to_dict(first_round_over())
    points = doc["history"][0]["points"]
    doc["history"][0]["points"] = 999
    refused_exactly(doc, f"history[0].points: the round scored {points} for its winner, not 999")


def test_a_round_the_match_format_cannot_score_is_refused_exactly(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    doc = to_dict(first_round_over())

    def fails(*args: Any) -> None:
        raise ValueError("no scores")

    monkeypatch.setattr(unokit.core.formats.WinnerScores, "score_round", fails)
    refused_exactly(doc, "history[0]: the round cannot be scored (ValueError('no scores'))")
    # The error is quoted up to 240 characters, and cut (ending "...") beyond.
    for length, quoted in ((240, 240), (241, 237)):
        words = "x" * (length - len("ValueError('')"))

        def fails_at_length(*args: Any, words: str = words) -> None:
            raise ValueError(words)

        monkeypatch.setattr(unokit.core.formats.WinnerScores, "score_round", fails_at_length)
        shown = f"ValueError('{words}')"[:quoted] + ("..." if quoted < length else "")
        refused_exactly(doc, f"history[0]: the round cannot be scored ({shown})")


def test_a_low_score_match_ended_at_its_target_loads() -> None:
    ended = first_round_over({"match": "low-score", "target_score": 1})
    assert ended.is_over
    assert ended.end_reason == unokit.core.formats.LOWEST_AT_TARGET
    assert round_trip(ended).end_reason == unokit.core.formats.LOWEST_AT_TARGET


def test_scores_end_reason_or_round_number_the_history_does_not_give_are_refused_exactly() -> None:
    ended = first_round_over({"match": "single-round"})
    (winner,) = ended.winners
    doc = to_dict(ended)
    doc["end_reason"] = unokit.core.formats.TARGET_REACHED
    refused_exactly(
        doc,
        f"winners: the rounds of the history give winners [{winner}] (single round won), "
        f"not [{winner}] (target reached)",
    )
    over = first_round_over()
    doc = to_dict(over)
    doc["scores"] = [0, 7]
    assert list(over.scores) != [0, 7]
    refused_exactly(doc, f"scores: the rounds of the history give {list(over.scores)}, not [0, 7]")
    doc = to_dict(first_round_over())
    doc["round_number"] = 2
    refused_exactly(doc, "history: round 2 is over, so 2 rounds are recorded, not 1")
    doc = to_dict(unokit.new_game(players=2, seed=3))
    doc["round_number"] = 2
    refused_exactly(doc, "history: round 2 is being played, so 1 rounds are recorded, not 0")


def edited(make: Any = None, **changes: Any) -> Any:
    """A factory of a saved document (``valid_doc``'s by default) with top-level changes."""

    def build() -> Any:
        doc = (make or valid_doc)()
        doc.update(changes)
        return doc

    return build


def at(path: tuple[str | int, ...], value: Any, make: Any = None) -> Any:
    """A factory of a saved document with the value at ``path`` replaced."""
    return lambda: tampered((make or valid_doc)(), path, value)


def without(*keys: str) -> Any:
    def build() -> dict[str, Any]:
        doc = valid_doc()
        for key in keys:
            del doc[key]
        return doc

    return build


def round_of(**changes: Any) -> list[dict[str, Any]]:
    played = {"number": 1, "dealer": 0, "winner": 0, "points": 0, "void": False}
    return [{**played, "hand_points": [0, 0, 0], **changes}]


EXACT_REFUSALS = {
    "not an object": (list, "a saved game is a JSON object, not a list"),
    "format": (lambda: {"format": "x"}, "not a saved unokit game: 'format' must be 'unokit-game'"),
    "schema as text": (
        edited(schema="3"),
        "saved-game schema '3' is not supported: this unokit reads schemas 3 and 4",
    ),
    "rules version": (
        edited(rules_version=0),
        "the game was saved under rules version 0, and this unokit plays rules versions 2, "
        "3, 4, 5 and 6: continuing it could differ from the game it was",
    ),
    "keys missing": (without("hands", "seed"), "the saved game: missing 'seed', 'hands'"),
    "keys unexpected": (edited(zz=1, cheat=2), "the saved game: unexpected 'cheat', 'zz'"),
    "fields not an object": (
        at(("pending", "fields"), 5),
        "pending.fields: expected an object, found the number 5",
    ),
    "edition not text": (
        edited(edition=3),
        "edition: expected an edition's name, found the number 3",
    ),
    "house rules not a list": (
        edited(house_rules="x"),
        "house_rules: expected a list of names, found the text 'x'",
    ),
    "house rule not text": (
        edited(house_rules=[1]),
        "house_rules: expected a list of names, found a list",
    ),
    "options not an object": (edited(options=[]), "options: expected an object, found a list"),
    "option too large": (
        edited(options={"target_score": 10**18}),
        "options.'target_score': the number is too large",
    ),
    "deck not a list": (
        edited(deck=5),
        "deck: expected 'full' or a list of cards, found the number 5",
    ),
    "deck too long": (
        edited(deck=["R1"] * 200),
        "deck: 200 cards, but the classic deck has only 108",
    ),
    "deck copies": (
        edited(deck=["W+4"] * 5),
        "deck: 5 copies of W+4, but the classic deck has only 4",
    ),
    "draw pile too long": (
        edited(draw_cards=["R1"] * 200),
        "draw_cards: 200 cards, but the game was built from 26",
    ),
    "too many hands": (edited(hands=[[]] * 200), "hands: 200 hands, more than the game has cards"),
    "as many hands as cards": (
        edited(hands=[[]] * 26),
        "hands: expected one entry per seat (3), not fewer or more",
    ),
    "too many cards with the discard pile": (
        edited(hands=[["R1"] * 25, [], []]),
        "the hands and piles hold 27 cards, but the game was built from 26",
    ),
    "too many cards": (
        edited(hands=[["R1"] * 50] * 3),
        "the hands and piles hold 152 cards, but the game was built from 26",
    ),
    "partners of three": (
        edited(options={"match": "partners"}),
        "players: the partners match needs exactly 4 players, not 3",
    ),
    "scores per seat": (
        edited(scores=[0, 0]),
        "scores: expected one entry per seat (3), not fewer or more",
    ),
    "winner seat": (edited(winners=[5]), "winners[0]: there is no seat 5 in a game of 3 players"),
    "winners order": (
        edited(winners=[1, 0]),
        "winners: expected distinct seats in ascending order",
    ),
    "reveal to": (
        edited(reveal={"to": 9, "seat": 0, "cards": []}),
        "reveal.to: there is no seat 9 in a game of 3 players",
    ),
    "reveal seat": (
        edited(reveal={"to": 0, "seat": 9, "cards": []}),
        "reveal.seat: there is no seat 9 in a game of 3 players",
    ),
    "pending seat": (
        at(("pending", "fields", "seat"), 7),
        "pending.seat: there is no seat 7 in a game of 3 players",
    ),
    "history dealer": (
        edited(history=round_of(dealer=7)),
        "history[0].dealer: there is no seat 7 in a game of 3 players",
    ),
    "history winner": (
        edited(history=round_of(winner=7)),
        "history[0].winner: there is no seat 7 in a game of 3 players",
    ),
    "history hand points": (
        edited(history=round_of(hand_points=[0])),
        "history[0].hand_points: expected one entry per seat",
    ),
    "history no hand points": (
        edited(history=round_of(hand_points=[])),
        "history[0].hand_points: expected one entry per seat, 0 or more",
    ),
    "dealer after a history": (
        edited(lambda: to_dict(first_round_over()), dealer=5),
        "dealer: there is no seat 5 in a game of 2 players",
    ),
    "dealer beside a reveal": (
        edited(lambda: to_dict(play(valid_state(), "2 challenge")), dealer=7),
        "dealer: there is no seat 7 in a game of 3 players",
    ),
    "uno exposed": (
        edited(uno_exposed=0),
        "uno_exposed: only a player left with one card can be caught for not calling UNO, and "
        "seat 0 holds 7",
    ),
    "uno exposed twice": (
        edited(uno_exposed=[1, 1]),
        "uno_exposed: expected distinct seats in ascending order",
    ),
    "seat out in a game that takes no seat out": (
        edited(out=[1]),
        "out: the game's rules never take a seat out of the round",
    ),
    "direction": (edited(direction=2), "direction: expected 1 or -1, not 2"),
    "round number": (edited(round_number=0), "round_number: expected 1 or more, not 0"),
    "draw index": (edited(draw_index=999), "draw_index: expected 0 to 26"),
    "passes": (edited(passes=-1), "passes: expected 0 to 3, not -1"),
    "passes with cards to draw": (
        edited(passes=1),
        "passes: 1 seats passed because nothing could be drawn, but cards can be drawn",
    ),
    "discard pile card": (
        edited(discard_pile=["W+4", 5]),
        "discard_pile[1]: expected Card, found the number 5",
    ),
    "discard pile empty": (
        edited(discard_pile=[]),
        "discard_pile: the discard pile always holds at least its top card",
    ),
    "current player": (
        edited(current_player=0),
        "current_player: seat 2 must answer the pending decision, so it is the current player, "
        "not seat 0",
    ),
    "type not text": (
        at(("pending", "type"), 5),
        "pending.type: expected the name of a type, found the number 5",
    ),
    "type unknown": (
        at(("pending", "type"), "os.system"),
        "pending.type: 'os.system' is not a type saved games know",
    ),
    "type not a decision": (
        at(
            ("pending", "type"), "unokit.editions.party.PartyState", lambda: party_doc("1 play RPT")
        ),
        "pending.type: unokit.editions.party.PartyState is not a Pending",
    ),
    "fields missing": (
        at(("pending",), {"type": "unokit.editions.classic.WildDrawFourResponse"}),
        "pending: missing 'fields'",
    ),
    "untyped list item": (
        edited(edition_state=[1, 1.5]),
        "edition_state[1]: unexpected the number 1.5",
    ),
    "untyped set item": (
        edited(edition_state={"frozenset": [1, 1.5]}),
        "edition_state.frozenset[1]: unexpected the number 1.5",
    ),
    "colour of the game unknown": (
        edited(active_color="purple"),
        "active_color: expected a colour (red, yellow, green, blue), found the text 'purple'",
    ),
    "untyped value of an unknown type": (
        edited(edition_state={"type": "os.system", "fields": {}}),
        "edition_state.type: 'os.system' is not a type saved games know",
    ),
    "card not text": (
        edited(edition_state={"card": 5}),
        "edition_state.card: expected a card, found the number 5",
    ),
    "colour unknown": (
        edited(edition_state={"color": "pink"}),
        "edition_state.color: expected a colour (red, yellow, green, blue), found the text 'pink'",
    ),
    "pair of three": (
        at(("edition_state", "fields", "link"), [0, 1, 2], lambda: party_doc("1 play WDT red 0,2")),
        "edition_state.fields.link: expected a list of 2 items, not 3",
    ),
    "number too long": (
        edited(seed=10**4000),
        "seed: a number of more than 4000 digits is too large for a saved game",
    ),
}


@pytest.mark.parametrize(("make", "message"), EXACT_REFUSALS.values(), ids=EXACT_REFUSALS.keys())
def test_each_refusal_says_exactly_what_is_wrong(make: Any, message: str) -> None:
    doc = make()
    with pytest.raises(SaveError, match=f"^{re.escape(message)}$"):
        unokit.io.saving.from_dict(doc)
    if isinstance(doc, dict) and "deck" in doc and doc.get("schema") == 4:
        with pytest.raises(SaveError, match=f"^{re.escape(message)}$"):
            unokit.io.saving.from_dict(restamped(doc))


@pytest.mark.parametrize(
    ("changes", "prefix"),
    [
        ({"edition": "uno-deluxe"}, "edition: there is no edition called 'uno-deluxe'; "),
        ({"house_rules": ["nope"]}, "options: there is no house rule called 'nope'; "),
        ({"options": {"turbo": True}}, "options: unknown option turbo; known options: "),
        ({"deck": ["Q9"]}, "deck[0]: 'Q9' is not a card: "),
        ({"edition_state": {"card": "Q9"}}, "edition_state.card: 'Q9' is not a card: "),
    ],
)
def test_a_refusal_passed_on_says_where(changes: dict[str, Any], prefix: str) -> None:
    with pytest.raises(SaveError, match=f"^{re.escape(prefix)}"):
        unokit.io.saving.from_dict({**valid_doc(), **changes})


def test_a_saved_game_nested_too_deeply_is_refused_exactly() -> None:
    deep: Any = 0
    for _ in range(100_000):
        deep = [deep]
    with pytest.raises(SaveError, match=r"^the saved game is nested too deeply$"):
        unokit.io.saving.from_dict({**valid_doc(), "edition_state": deep})


def test_values_of_no_declared_class_load_as_saved() -> None:
    # The keeper edition keeps a value of any type (its state_type is Any).
    doc = restamped({**keeper_doc(), "edition_state": {"frozenset": [1, {"card": "R7"}]}})
    loaded = unokit.io.saving.from_dict(doc)
    assert loaded.edition_state == frozenset({1, Card.parse("R7")})
    assert to_dict(loaded)["edition_state"] == {"frozenset": [1, {"card": "R7"}]}


@pytest.mark.parametrize(
    ("changes", "message"),
    [
        (
            {"edition_state": 5},
            "edition_state: the edition 'classic' keeps no state (it declares no state_type), "
            "not 5",
        ),
        (
            {"edition_state": "x" * 1_000_000},
            "edition_state: the edition 'classic' keeps no state (it declares no state_type), "
            "not '" + "x" * 56 + "...",
        ),
        (
            {"edition_state": 10**3999},
            "edition_state: the edition 'classic' keeps no state (it declares no state_type), "
            "not 100000000000000000...0000000000000000000",
        ),
    ],
)
def test_a_state_of_a_plugin_that_keeps_none_is_refused(
    changes: dict[str, Any], message: str
) -> None:
    # Issue 49: a forged save gave classic a state of 5 and showed it in every view.
    refused_exactly(restamped({**valid_doc(), **changes}), message)


def test_a_house_rule_that_keeps_no_state_is_given_none_by_a_save() -> None:
    # Issue 49: a Seven-O save carrying a 1 MB text as the house rule's state loaded.
    state = unokit.new_game(players=3, seed=1, house_rules=["seven-o"])
    doc = to_dict(state)
    for forged, shown in (("x" * 1_000_000, "'xxxxxxxx"), (10**3999, "100000000000000000...")):
        doc["house_rule_states"] = [forged]
        with pytest.raises(SaveError) as refused:
            unokit.io.saving.from_dict(restamped(doc))
        assert str(refused.value).startswith(
            "house_rule_states[0]: the house rule 'seven-o' keeps no state (it declares no "
            f"state_type), not {shown}"
        ), str(refused.value)[:200]
        assert len(str(refused.value)) < 200


def test_a_state_of_another_type_than_the_plugin_declares_is_refused() -> None:
    doc = party_doc("1 play WDT red 0,2")
    assert doc["edition_state"]["fields"] == {"link": [0, 2]}
    doc["edition_state"] = [0, 2]
    refused_exactly(
        restamped(doc),
        "edition_state: the edition 'party' keeps a PartyState (its state_type), not (0, 2)",
    )


def test_hand_points_the_hands_do_not_hold_are_refused_exactly() -> None:
    ended = first_round_over({"match": "single-round"})
    doc = to_dict(ended)
    (loser,) = {0, 1} - set(ended.winners)
    held = list(doc["history"][0]["hand_points"])
    assert held[loser] > 1
    doc["history"][0]["hand_points"][loser] = 1
    claimed = [1 if seat == loser else points for seat, points in enumerate(held)]
    refused_exactly(doc, f"history[0].hand_points: the hands hold {held}, not {claimed}")


@attrs.frozen
class Picky(Pending):
    """A third party's decision whose constructor refuses some fields."""

    seat: int
    mood: str

    def __attrs_post_init__(self) -> None:
        if self.mood != "fine":
            raise ValueError(f"not in a {self.mood} mood")

    def moves(self, state: GameState) -> tuple[unokit.Move, ...]:
        return (unokit.Pass(self.seat),)


@attrs.frozen
class Countless(Pending):
    """A third party's decision whose cards cannot be counted."""

    seat: int

    def moves(self, state: GameState) -> tuple[unokit.Move, ...]:
        return (unokit.Pass(self.seat),)

    def cards(self) -> tuple[Card, ...]:
        raise LookupError("lost count")


def test_a_decision_its_class_refuses_or_that_cannot_count_its_cards_is_refused_exactly() -> None:
    picky = {"type": f"{__name__}.Picky", "fields": {"seat": 2, "mood": "bad"}}
    refused_exactly(
        {**keeper_doc(), "pending": picky}, "pending.fields: not a valid Picky: not in a bad mood"
    )
    countless = {"type": f"{__name__}.Countless", "fields": {"seat": 2}}
    refused_exactly(
        {**keeper_doc(), "pending": countless},
        "pending: its cards cannot be counted: lost count",
    )


def test_the_first_card_over_its_count_in_card_order_is_named() -> None:
    doc = to_dict(unokit.new_game(players=3, seed=1))
    doc["hands"][0] = ["W+4"] * 5 + ["W"] * 5
    doc["draw_cards"] = doc["draw_cards"][:-3]
    piles = [*doc["hands"], doc["discard_pile"], doc["draw_cards"][doc["draw_index"] :]]
    wilds = sum(pile.count("W") for pile in piles)
    assert wilds >= 5
    assert sum(pile.count("W+4") for pile in piles) >= 5  # reported after W, in card order
    refused_exactly(doc, f"{wilds} copies of W are in play, but the classic deck has only 4")


def test_a_game_with_just_the_cards_its_deal_needs_loads() -> None:
    state = game([BYSTANDER.split(), HONEST.split(), VICTIM.split()], "R5")
    assert sum(1 for _ in state.cards()) == 22
    round_trip(state)


def test_a_card_over_the_stacked_decks_count_but_within_the_editions_is_refused_exactly() -> None:
    hands = [
        ["W+4", "W+4", "W+4", "R1", "R2", "R3", "R4"],
        ["G1", "G2", "G3", "G4", "G5", "G6", "G7"],
    ]
    doc = to_dict(game(hands, "R8", ["Y1", "Y2"]))
    doc["hands"][1].append("W+4")
    refused_exactly(doc, "4 copies of W+4 are in play, but the game was built with 3 (deck)")


def test_missing_cards_are_counted_and_the_first_five_named() -> None:
    doc = to_dict(unokit.new_game(players=3, seed=1))
    removed: list[str] = []
    for hand in doc["hands"]:
        for card in list(hand):
            if card not in removed and len(removed) < 6:
                removed.append(card)
                hand.remove(card)
    assert len(removed) == 6
    first = ", ".join(sorted(removed)[:5])
    refused_exactly(doc, f"6 of the cards the game was built from are missing ({first})")


def test_a_value_of_an_unknown_type_cannot_be_saved_and_the_message_says_how_to_fix_it() -> None:
    state = attrs.evolve(unokit.new_game(players=2, seed=1), edition_state=(Elsewhere("hi"),))
    message = (
        f"edition_state[0]: {__name__}.Elsewhere is not a type saved games know: the game's "
        "edition or a house rule must declare it (its declares class attribute)"
    )
    with pytest.raises(SaveError, match=f"^{re.escape(message)}$"):
        unokit.to_json(state)
    state = attrs.evolve(state, edition_state=frozenset({Elsewhere("hi")}))
    message = message.replace("edition_state[0]", "edition_state[]")
    with pytest.raises(SaveError, match=f"^{re.escape(message)}$"):
        unokit.to_json(state)
    state = attrs.evolve(state, edition_state=1.5)
    with pytest.raises(
        SaveError, match=r"^edition_state: saved games cannot hold a float \(1\.5\)$"
    ):
        unokit.to_json(state)


@attrs.frozen
class Wrapper:
    """A value holding a value of any type (saved tagged with its type)."""

    value: Any


def test_values_inside_values_are_saved_and_refused_by_their_place() -> None:
    state = with_edition_state(Wrapper(Wrapper(Elsewhere("hi"))))
    wrapper, elsewhere = f"{__name__}.Wrapper", f"{__name__}.Elsewhere"
    assert to_dict(state)["edition_state"] == {
        "type": wrapper,
        "fields": {
            "value": {
                "type": wrapper,
                "fields": {"value": {"type": elsewhere, "fields": {"note": "hi"}}},
            }
        },
    }
    round_trip(state)
    state = attrs.evolve(state, edition_state=Wrapper(Wrapper(1.5)))
    with pytest.raises(
        SaveError,
        match=r"^edition_state\.fields\.value\.fields\.value: saved games cannot hold a float "
        r"\(1\.5\)$",
    ):
        unokit.to_json(state)


@attrs.frozen
class Either:
    """A value whose field is one of two types."""

    value: Union[int, Color]  # noqa: UP007 - written as typing.Union on purpose


@attrs.frozen
class Ratio:
    """A value with a field of a type saved games cannot hold."""

    value: dict[str, int]


@attrs.frozen
class Unresolvable:
    """A value whose type hint names nothing."""

    value: NoSuchType  # type: ignore[name-defined]  # noqa: F821


def with_edition_state(value: Any) -> GameState:
    """A game of an edition that declares every value type of this module, holding ``value``."""
    return attrs.evolve(keeper_game(), edition_state=value)


def saving_refused(value: Any, message: str) -> None:
    with pytest.raises(SaveError, match=f"^{re.escape(message)}$"):
        unokit.to_json(with_edition_state(value))


def test_a_union_field_is_saved_as_its_member_and_refused_naming_the_union() -> None:
    for value, saved in ((3, 3), (Color.RED, "red")):
        state = with_edition_state(Either(value))
        assert to_dict(state)["edition_state"]["fields"] == {"value": saved}
        assert round_trip(state).edition_state == Either(value)
    saving_refused(
        Either("x"),  # type: ignore[arg-type]
        "edition_state.fields.value: 'x' is not a Union[int, Color], so it cannot be saved",
    )
    doc = to_dict(with_edition_state(Either(3)))
    doc["edition_state"]["fields"]["value"] = "pink"
    refused_exactly(
        doc, "edition_state.fields.value: expected Union[int, Color], found the text 'pink'"
    )


def test_a_field_of_a_type_saved_games_cannot_hold_is_refused_both_ways() -> None:
    message = "edition_state.fields.value: saved games cannot hold values of type dict[str, int]"
    saving_refused(Ratio({"a": 1}), message)
    doc = to_dict(with_edition_state(Either(3)))
    doc["edition_state"] = {"type": f"{__name__}.Ratio", "fields": {"value": {"a": 1}}}
    refused_exactly(doc, message)
    saving_refused(
        Unresolvable(1),
        f"the type hints of {__name__}.Unresolvable cannot be resolved (name 'NoSuchType' is "
        "not defined), so its values cannot be saved",
    )


def test_a_pair_of_the_wrong_length_cannot_be_saved() -> None:
    state = party_state("1 play WDT red 0,2")
    broken = attrs.evolve(state, edition_state=PartyState(link=(0, 1, 2)))  # type: ignore[arg-type]
    with pytest.raises(
        SaveError, match=r"^edition_state\.fields\.link: expected a list of 2 items, not 3$"
    ):
        unokit.to_json(broken)


STUCK_HANDS = [
    ["B1", "B2", "Y4", "Y6", "G1", "G2", "B6"],
    ["Y1", "Y2", "B3", "B4", "G8", "G9", "Y7"],
]


def test_a_void_round_where_every_seat_passed_survives_a_save_and_load() -> None:
    # Nothing to draw and nothing to play on the red 5: both seats pass, the round is void.
    void = play(game(STUCK_HANDS, "R5"), "1 pass", "0 pass")
    assert void.passes == 2
    assert void.history[-1].void
    assert round_trip(void).passes == 2


def test_passes_while_the_discard_pile_could_be_reshuffled_are_refused_exactly() -> None:
    hands = [STUCK_HANDS[0], ["R2", *STUCK_HANDS[1][1:]]]
    state = play(game(hands, "R5"), "1 play R2")
    assert not state.draw_pile
    doc = to_dict(state)
    doc["passes"] = 1
    refused_exactly(
        doc, "passes: 1 seats passed because nothing could be drawn, but cards can be drawn"
    )


@attrs.frozen
class Sundry:
    """A value with fields of the rarer types: None, a union naming None first, a set of cards."""

    nothing: None
    maybe: None | int  # noqa: RUF036 - None first on purpose
    cards: frozenset[Card]


def test_fields_of_rarer_types_are_saved_and_refused_by_their_place() -> None:
    cards = frozenset({Card.parse("R7"), Card.parse("W")})
    for maybe in (None, 3):
        state = with_edition_state(Sundry(None, maybe, cards))
        assert to_dict(state)["edition_state"]["fields"] == {
            "nothing": None,
            "maybe": maybe,
            "cards": ["R7", "W"],
        }
        assert round_trip(state).edition_state == Sundry(None, maybe, cards)
    doc = to_dict(with_edition_state(Sundry(None, 3, cards)))
    doc["edition_state"]["fields"]["cards"] = ["R7", 5]
    refused_exactly(doc, "edition_state.fields.cards[1]: expected Card, found the number 5")
    doc["edition_state"]["fields"]["cards"] = ["R7/Joey"]
    refused_exactly(
        doc, "edition_state.fields.cards[0]: R7/Joey is not a card of the keeper edition"
    )
    doc["edition_state"]["fields"]["nothing"] = 0
    refused_exactly(doc, "edition_state.fields.nothing: expected NoneType, found the number 0")


def test_a_deck_listed_card_by_card_in_full_loads() -> None:
    state = unokit.new_game(players=3, seed=1)
    doc = to_dict(state)
    assert doc["deck"] == "full"
    doc["deck"] = [str(card) for card in state.rules.deck]
    assert len(doc["deck"]) == 108
    assert_same_state(unokit.io.saving.from_dict(doc), state)


def test_house_rules_survive_a_save_and_load() -> None:
    state = unokit.new_game(players=3, seed=4, house_rules=["stacking", "jump-in"])
    doc = to_dict(state)
    assert doc["house_rules"] == list(state.rules.house_rules)
    assert set(doc["house_rules"]) == {"stacking", "jump-in"}
    assert round_trip(state).rules.house_rules == state.rules.house_rules


def test_a_plugin_failing_while_the_rules_are_built_is_refused_naming_the_house_rules(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    def fails(*args: Any) -> None:
        raise unokit.PluginError("the stacking plugin failed")

    monkeypatch.setattr(saving, "compile_rules", fails)
    refused_exactly(valid_doc(), "house_rules: the stacking plugin failed")


def test_a_save_works_from_cold_caches(monkeypatch: pytest.MonkeyPatch) -> None:
    # Type hints are cached on first use: start from an empty cache.
    monkeypatch.setattr(_fields, "_HINTS", {})
    state = party_state("1 play WDT red 0,2")
    assert round_trip(state).edition_state == PartyState(link=(0, 2))
    assert state.rules.types.named["unokit.editions.party.PartyState"] is PartyState
    assert _fields._HINTS[PartyState] == (("link", "link", tuple[int, int] | None),)


@pytest.mark.parametrize(
    "name",
    [
        "unokit.editions.party.PartyEdition",  # the edition's own class: not a value
        "unokit.moves.Play",  # attrs, and known to the game as a move, not as a value
        "unokit.cards.Color",  # neither
        "unokit.house_rules.stacking.StackedDraw",  # a decision of a house rule not in play
    ],
)
def test_only_the_types_the_games_plugins_declare_are_known(
    monkeypatch: pytest.MonkeyPatch, name: str
) -> None:
    monkeypatch.setattr(_fields, "_HINTS", {})
    doc = party_doc("1 play WDT red 0,2")
    doc["edition_state"] = {"type": name, "fields": {}}
    refused_exactly(doc, f"edition_state.type: {name!r} is not a type saved games know")


@attrs.frozen
class Bare:
    """A value whose field has no type hint (saved as a value of any type)."""

    value = attrs.field()  # type: ignore[var-annotated]  # no hint, on purpose


@attrs.frozen
class Many:
    """A value holding a tuple and a set of values of any type."""

    items: tuple[Any, ...]
    group: frozenset[Any] = frozenset()


@attrs.frozen
class Holder:
    """A value holding other values by their own type hints, of every shape of tuple."""

    inner: Many
    decision: Pending
    extra: Any | None
    empty: tuple[()]
    one: tuple[int]


def test_values_held_by_their_own_type_hints_are_saved_and_refused_by_their_place() -> None:
    inner = Many((Elsewhere("a"),), frozenset({10, 9, Elsewhere("b")}))
    value = Holder(inner, Duel(2, 0), 3, (), (4,))
    elsewhere = f"{__name__}.Elsewhere"
    assert to_dict(with_edition_state(value))["edition_state"]["fields"] == {
        "inner": {
            "items": [{"type": elsewhere, "fields": {"note": "a"}}],
            "group": [10, 9, {"type": elsewhere, "fields": {"note": "b"}}],  # canonical order
        },
        "decision": {"type": f"{__name__}.Duel", "fields": {"seat": 2, "rival": 0}},
        "extra": 3,
        "empty": [],
        "one": [4],
    }
    assert round_trip(with_edition_state(value)).edition_state == value
    at = "edition_state.fields"
    for broken, message in (
        (
            attrs.evolve(value, decision=Elsewhere("x")),  # type: ignore[arg-type]
            f"{at}.decision: Elsewhere(note='x') is not a Pending, so it cannot be saved",
        ),
        (
            attrs.evolve(value, decision=Duel(2, 1.5)),  # type: ignore[arg-type]
            f"{at}.decision.fields.rival: 1.5 is not a int, so it cannot be saved",
        ),
        (
            attrs.evolve(value, inner=Many((), frozenset({1.5}))),
            f"{at}.inner.group[]: saved games cannot hold a float (1.5)",
        ),
        (
            attrs.evolve(value, one=(1, 2)),  # type: ignore[arg-type]
            f"{at}.one: expected a list of 1 items, not 2",
        ),
        (
            attrs.evolve(value, empty=(1,)),  # type: ignore[arg-type]
            f"{at}.empty: expected a list of 0 items, not 1",
        ),
    ):
        saving_refused(broken, message)


def test_unhinted_fields_and_tuples_of_any_values_are_saved_and_refused_by_their_place(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    monkeypatch.setattr(_fields, "_HINTS", {})  # read the hints afresh
    value = Many((Bare(Card.parse("R7")), Elsewhere("hi"), 2))
    state = with_edition_state(value)
    assert to_dict(state)["edition_state"]["fields"] == {
        "items": [
            {"type": f"{__name__}.Bare", "fields": {"value": {"card": "R7"}}},
            {"type": f"{__name__}.Elsewhere", "fields": {"note": "hi"}},
            2,
        ],
        "group": [],
    }
    assert round_trip(state).edition_state == value
    saving_refused(
        Many((1, 1.5)), "edition_state.fields.items[1]: saved games cannot hold a float (1.5)"
    )


@pytest.mark.parametrize(
    ("changes", "message"),
    [
        ({"seed": True}, "seed: True is not a int, so it cannot be saved"),
        ({"seed": "7"}, "seed: '7' is not a int, so it cannot be saved"),
        (
            {"edition_state": PartyState(link=(0, "x"))},  # type: ignore[arg-type]
            "edition_state.fields.link[1]: 'x' is not a int, so it cannot be saved",
        ),
    ],
)
def test_a_value_not_of_its_fields_type_cannot_be_saved(
    changes: dict[str, Any], message: str
) -> None:
    state = attrs.evolve(party_state("1 play WDT red 0,2"), **changes)
    with pytest.raises(SaveError, match=f"^{re.escape(message)}$"):
        unokit.to_json(state)


def test_the_digest_is_the_sha256_of_the_documented_canonical_form() -> None:
    # digest(): "the to_json document without its format, schema and rules_version keys,
    # written with sorted keys and no spaces" (and without the deck and digest it checks).
    for state in (valid_state(), with_edition_state(Elsewhere("héllo"))):
        doc = to_dict(state)
        for key in ("format", "schema", "rules_version", "deck", "digest"):
            del doc[key]
        canonical = json.dumps(doc, sort_keys=True, separators=(",", ":"), ensure_ascii=True)
        assert "\\u00e9" in canonical or "héllo" not in json.dumps(doc, ensure_ascii=False)
        expected = hashlib.sha256(canonical.encode("ascii")).hexdigest()
        assert unokit.digest(state) == expected
        # A save's own digest (schema 4) covers its rules version too.
        doc["rules_version"] = state.rules.rules_version
        canonical = json.dumps(doc, sort_keys=True, separators=(",", ":"), ensure_ascii=True)
        assert to_dict(state)["digest"] == hashlib.sha256(canonical.encode("ascii")).hexdigest()


@pytest.mark.parametrize("target", [180, 1000, 10**18 - 1])
def test_a_large_target_score_survives_a_save_and_load(target: int) -> None:
    state = unokit.new_game(players=2, seed=1, options={"target_score": target})
    assert to_dict(state)["options"] == {"target_score": target}
    assert round_trip(state).rules.options.target_score == target


# --------------------------------------------------------------------------------------
# The edition that declares this module's value types
# --------------------------------------------------------------------------------------


class KeeperEdition(ClassicEdition):
    """Classic, declaring every value type the tests above keep in its state."""

    name = "keeper"
    aliases = ()
    declares = (
        Brittle,
        Countless,
        Duel,
        Fussy,
        Wordy,
        Picky,
        Stuck,
        Tally,
        Elsewhere,
        Wrapper,
        Either,
        Ratio,
        Unresolvable,
        Sundry,
        Holder,
        Many,
        Bare,
    )
    #: Any value saved games can hold: the tests above keep one of each kind.
    state_type = Any


@pytest.fixture(autouse=True)
def _forget_the_keeper() -> Iterator[None]:
    """Tests that register the ``keeper`` edition leave unokit's plugins as they found them."""
    yield
    if "keeper" in unokit.core.registry.REGISTRY.editions():
        unokit.core.plugins.reset()


def keeper_doc() -> dict[str, Any]:
    """``valid_doc()`` as a game of the ``keeper`` edition (which declares this module's types)."""
    doc = valid_doc()
    keeper_game()
    return {**doc, "edition": "keeper"}


def keeper_game() -> GameState:
    """A two-player game of the ``keeper`` edition (registered for the call)."""
    unokit.core.plugins.reset()
    unokit.core.plugins.register_plugin(EditionsPlugin(KeeperEdition()), name="keeper")
    return unokit.new_game("keeper", players=2, seed=1)


def test_two_seats_without_cards_are_refused_even_with_a_decision_pending() -> None:
    # A seat that goes out ends the round, unless a decision its last card made is pending;
    # then it is the only seat without cards.
    state = unokit.new_game("classic", 4, seed=5)
    rng = random.Random(5)
    while not isinstance(state.pending, DrawPenalty):
        state = unokit.apply(state, rng.choice(unokit.legal_moves(state)))
    assert state.pending == DrawPenalty(seat=0, count=2)
    doc = saving.to_dict(state)
    for seat in (1, 2):  # every card still counted: theirs go under the draw pile
        doc["draw_cards"] = doc["draw_cards"][doc["draw_index"] :] + doc["hands"][seat]
        doc["draw_index"] = 0
        doc["hands"][seat] = []
    refused_exactly(
        doc,
        "hands: seat 2 holds no card in the middle of a round (a seat that goes out ends the "
        "round, unless a decision its last card made is pending, and then it is the only one)",
    )


class UndeclaredStateEdition(ClassicEdition):
    name = "undeclared-state"
    aliases = ()
    state_type = Tally  # kept, but not in its declares


@attrs.define
class Changeable:
    """A value that can be changed (an attrs class that is not frozen)."""

    count: int = 0


class ChangeableStateEdition(ClassicEdition):
    name = "changeable-state"
    aliases = ()
    declares = (Changeable,)
    state_type = Changeable


class ListStateEdition(ClassicEdition):
    name = "list-state"
    aliases = ()
    state_type = list[int]


@pytest.mark.parametrize(
    ("edition", "message"),
    [
        (
            UndeclaredStateEdition(),
            "edition 'undeclared-state': its state_type Tally is not declared: add it to the "
            "plugin's declares",
        ),
        (
            ChangeableStateEdition(),
            "edition 'changeable-state': its state_type Changeable can be changed: a plugin's "
            "state must be immutable (make it @attrs.frozen)",
        ),
        (
            ListStateEdition(),
            "edition 'list-state': saved games cannot hold its state_type, list[int]",
        ),
    ],
)
def test_a_state_type_saved_games_cannot_hold_is_refused_when_the_rules_are_built(
    edition: ClassicEdition, message: str
) -> None:
    unokit.core.plugins.reset()
    try:
        unokit.core.plugins.register_plugin(EditionsPlugin(edition), name=edition.name)
        with pytest.raises(unokit.PluginError, match=f"^{re.escape(message)}$"):
            unokit.new_game(edition.name, players=2, seed=1)
    finally:
        unokit.core.plugins.reset()


# --------------------------------------------------------------------------------------
# Saves written before the package's modules moved into its layers
# --------------------------------------------------------------------------------------

#: Saved games written by unokit before its modules moved into ``unokit.core`` and the other
#: layers: a classic match between two rounds, and a seat deciding on the card it drew.
SAVES_BEFORE_THE_LAYERS = {
    "classic-3p-low-score-next-round.json": ("NextRound", "unokit.match.NextRound"),
    "classic-3p-play-drawn-card.json": ("PlayDrawnCard", "unokit.engine.PlayDrawnCard"),
}


@pytest.mark.parametrize("name", sorted(SAVES_BEFORE_THE_LAYERS))
def test_a_save_written_before_the_modules_moved_loads_keeps_its_form_and_plays_on(
    name: str,
) -> None:
    text = (Path(__file__).parent / "golden" / "saves" / name).read_text(encoding="utf-8")
    decision, saved_as = SAVES_BEFORE_THE_LAYERS[name]
    assert f'"{saved_as}"' in text  # the class by its old module's name
    state = unokit.from_json(text)
    assert type(state.pending).__name__ == decision
    assert unokit.to_json(state) == text.rstrip("\n")  # saved again, word for word
    after = unokit.apply(state, unokit.legal_moves(state)[0])
    assert unokit.from_json(unokit.to_json(after)) == after


def test_classes_of_the_moved_modules_are_saved_by_their_old_module_s_name() -> None:
    assert _fields.type_name(NextRound) == "unokit.match.NextRound"
    assert _fields.type_name(unokit.Reveal) == "unokit.state.Reveal"
    assert _fields.type_name(Color) == "unokit.cards.Color"
    assert _fields.type_name(PlayDrawnCard) == "unokit.engine.PlayDrawnCard"  # its saved_name
    assert _fields.type_name(WildDrawFourResponse) == "unokit.editions.classic.WildDrawFourResponse"
