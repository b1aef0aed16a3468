"""Hostile input: what a bot holding only its view, a tampered save, a third-party package or
many threads can do, and what they cannot (issue 15).

Each test builds the attack and asserts it is refused or harmless.
"""

from __future__ import annotations

import enum
import json
import random
import re
import subprocess
import sys
import types
from collections.abc import Callable, Iterator, Mapping
from pathlib import Path
from typing import Any, ClassVar

import attrs
import pytest

import unokit
from tests.helpers import benchmark, card, cpu_time_at_most, game, play, split
from tests.test_plugin_faults import Dist, EntryPoints, module, variant
from unokit import (
    Card,
    Color,
    Deal,
    Draw,
    GameState,
    IllegalMoveError,
    Move,
    ParseError,
    Play,
    PluginWarning,
    SaveError,
    SeatError,
    SetupError,
    UnokitError,
)
from unokit.core import compiling, plugins
from unokit.core import match as match_module
from unokit.core.rules import Rules
from unokit.io.saving import to_dict
from unokit.testing.hostile import AnySeat, Anything, Impostor, uninterned

# --------------------------------------------------------------------------------------
# 1. Nobody can take over a built-in edition, house rule or verb
# --------------------------------------------------------------------------------------


@pytest.fixture(autouse=True)
def _fresh_plugins() -> Iterator[None]:
    plugins.reset()
    yield
    plugins.reset()


@pytest.fixture
def entry_points(monkeypatch: pytest.MonkeyPatch) -> EntryPoints:
    monkeypatch.delenv(plugins.DISABLE_VARIABLE, raising=False)
    return EntryPoints(monkeypatch)


def hijack_deck(**_: object) -> list[Card]:
    return [Card.parse("R1")] * 200


@pytest.mark.parametrize(("name", "aliases"), [("classic", ()), ("hijack", ("party",))])
def test_an_entry_point_named_first_cannot_take_a_built_in_edition(
    entry_points: EntryPoints, name: str, aliases: tuple[str, ...]
) -> None:
    hijacker = variant(name, aliases=aliases, unokit_build_deck=staticmethod(hijack_deck))
    fake = entry_points.add("aaa-hijack", module("aaa_hijack", hijacker))
    fake.dist = Dist("uno-hijack", "6.6")  # type: ignore[assignment]
    with pytest.warns(PluginWarning) as caught:
        editions = unokit.available_editions()
    message = str(caught[0].message)
    # The warning names both plugins and both distributions.
    assert "'aaa-hijack' is entry point aaa-hijack = fake_aaa_hijack of uno-hijack 6.6" in message
    assert "is module unokit.editions." in message, message
    assert "of unokit)" in message, message
    assert "already uses" in message, message
    assert "classic" in editions
    assert "party" in editions
    state = unokit.new_game("classic", 2, seed=1)
    assert state.rules.deck == compiling.compile_rules("classic").deck
    assert sum(1 for card in state.cards() if card == Card.parse("W+4")) == 4
    assert plugins.find_edition("party").name == "party"


class FakeStacking(unokit.HouseRule):
    """A house rule claiming the built-in ``stacking``'s name."""

    name: ClassVar[str] = "stacking"
    description: ClassVar[str] = "Not the real stacking."


def test_an_entry_point_named_first_cannot_take_a_built_in_house_rule(
    entry_points: EntryPoints,
) -> None:
    plugin = types.ModuleType("aaa_rules")

    @unokit.hookimpl
    def unokit_register_house_rules(register: Callable[[object], None]) -> None:
        register(FakeStacking())

    plugin.unokit_register_house_rules = unokit_register_house_rules  # type: ignore[attr-defined]
    fake = entry_points.add("aaa-rules", plugin)
    fake.dist = Dist("uno-rules", "1.0")  # type: ignore[assignment]
    with pytest.warns(PluginWarning, match="house rule 'stacking'") as caught:
        rules = unokit.available_house_rules()
    message = str(caught[0].message)
    assert "'aaa-rules' is entry point aaa-rules = fake_aaa_rules of uno-rules 1.0" in message
    assert "is module unokit.house_rules of unokit" in message, message
    assert rules["stacking"] != FakeStacking.description
    assert not isinstance(plugins.find_house_rule("stacking"), FakeStacking)


@attrs.frozen
class Hijack(Move):
    """A plugin's move claiming a verb unokit's own Draw has."""

    verb: ClassVar[str] = "draw"


@attrs.frozen
class Pointer(Move):
    """A plugin's move claiming UNO Party!'s verb ``point``."""

    verb: ClassVar[str] = "point"


@pytest.mark.parametrize(
    ("move", "owner"),
    [(Hijack, "unokit.core.moves.Draw"), (Pointer, "unokit.editions.party.Point")],
)
def test_an_entry_point_declaring_a_taken_verb_is_reported_and_left_out(
    entry_points: EntryPoints, move: type[Move], owner: str
) -> None:
    # Names are first come, built-ins first: the built-ins are visited before any entry
    # point, whatever its name, so no plugin can take their verbs.
    hijacker = variant("verb-thief", declares=(move,))
    fake = entry_points.add("aaa-verbs", module("aaa_verbs", hijacker))
    fake.dist = Dist("uno-verbs", "0.1")  # type: ignore[assignment]
    with pytest.warns(PluginWarning) as caught:
        editions = unokit.available_editions()
    message = str(caught[0].message)
    assert f"the move {__name__}.{move.__name__} takes the verb {move.verb!r}" in message
    assert f"which the move {owner} of plugin" in message, message
    assert "'aaa-verbs' is entry point aaa-verbs = fake_aaa_verbs of uno-verbs 0.1" in message
    assert "verb-thief" not in editions
    party = unokit.new_game("party", players=3, seed=1)
    assert type(unokit.parse_move(party, "0 draw")) is Draw
    assert type(unokit.parse_move(party, "0 point 1")).__module__ == "unokit.editions.party"


# --------------------------------------------------------------------------------------
# 2. A seat view holds only immutable values and reaches nothing shared
# --------------------------------------------------------------------------------------

IMMUTABLE_LEAVES = (type(None), bool, int, float, str, bytes, enum.Enum, type, types.FunctionType)


def reachable(root: object, seen: set[int] | None = None) -> Iterator[tuple[str, object]]:
    """Every object reachable from ``root`` through fields, items, ``__dict__``, slots.

    ``seen`` holds the ids of objects already walked (from other roots that are kept alive),
    which are not walked again.
    """
    seen = set() if seen is None else seen
    stack: list[tuple[str, object]] = [("view", root)]
    while stack:
        path, value = stack.pop()
        if id(value) in seen:
            continue
        seen.add(id(value))
        yield path, value
        if isinstance(value, IMMUTABLE_LEAVES):
            continue
        if isinstance(value, (tuple, frozenset, list, set)):
            stack += [(f"{path}[{i}]", item) for i, item in enumerate(value)]
            continue
        if isinstance(value, Mapping):
            for key, item in value.items():
                stack += [(f"{path}.key({key!r})", key), (f"{path}[{key!r}]", item)]
            continue
        names = set(getattr(value, "__dict__", {}))
        for klass in type(value).__mro__:
            slots = klass.__dict__.get("__slots__", ())
            names.update((slots,) if isinstance(slots, str) else slots)
        for name in sorted(names - {"__weakref__", "__dict__"}):
            if hasattr(value, name):
                stack.append((f"{path}.{name}", getattr(value, name)))


def writable(value: object) -> str | None:
    """The name of an attribute of ``value`` that can be changed, if any."""
    names = list(getattr(value, "__dict__", {}))
    for klass in type(value).__mro__:
        slots = klass.__dict__.get("__slots__", ())
        names += [slots] if isinstance(slots, str) else list(slots)
    for name in names:
        if name in ("__weakref__", "__dict__") or not hasattr(value, name):
            continue
        try:
            setattr(value, name, getattr(value, name))
        except (AttributeError, TypeError):
            continue
        return str(name)
    return None


def views_of_every_kind() -> Iterator[unokit.SeatView]:
    for edition, house_rules in [
        ("classic", ()),
        ("friends", ()),
        ("party", ()),
        ("classic", ("stacking", "jump-in")),
        ("party", ("seven-o",)),
    ]:
        for seed in range(3):
            state = unokit.new_game(edition, 3, seed=seed, house_rules=house_rules)
            rng = random.Random(seed)
            for step in range(150):
                moves = unokit.legal_moves(state)
                if not moves:
                    break
                if step % 10 == 0 or state.pending is not None:
                    yield from (unokit.view(state, seat) for seat in range(state.players))
                state = unokit.apply(state, rng.choice(moves))


def test_nothing_reachable_from_a_seat_view_is_mutable_or_shared() -> None:
    checked = 0
    # The views are kept, so an id is one object's: what views share (their rules' summary)
    # is walked once.
    views = list(views_of_every_kind())
    walked: set[int] = set()
    for seen in views:
        for path, value in reachable(seen, walked):
            checked += 1
            assert not isinstance(value, Rules), f"{path} is the game's Rules"
            assert not isinstance(value, (dict, list, set, bytearray)), f"{path}: {type(value)}"
            if not isinstance(value, IMMUTABLE_LEAVES) and not isinstance(
                value, (tuple, frozenset)
            ):
                assert writable(value) is None, f"{path}.{writable(value)} can be changed"
            if isinstance(value, types.FunctionType):
                raise AssertionError(f"{path}: a function (code of the game) is reachable")
    assert checked > 10_000


def test_a_view_cannot_reach_the_engine_caches() -> None:
    state = unokit.new_game("classic", 2, seed=1)
    seen = unokit.view(state, 1 - state.current_player)
    assert not hasattr(seen.rules, "turn_cache")
    assert not hasattr(seen.rules, "play_cache")
    with pytest.raises(TypeError):
        seen.rules.kinds["R"] = seen.rules.kinds["W"]  # type: ignore[index]
    with pytest.raises(TypeError):
        seen.rules.points[seen.hand[0]] = 1000  # type: ignore[index]
    # What agents read is still there.
    assert seen.rules.kinds["W+4"].restricted
    assert seen.rules.kinds["W+4"].draws == 4
    assert seen.rules.points[Card.parse("W+4")] == 50
    assert seen.edition == "classic"
    assert seen.options == state.rules.options


def test_a_bot_rewriting_its_views_options_changes_no_game() -> None:
    # issue 33: gc.get_referents on the view's read-only mapping gave the engine's own dict.
    import gc

    options = {"target_score": 321}  # rules of this test's own
    state = unokit.new_game("classic", 2, seed=1, options=options)
    seen = unokit.view(state, 0)
    assert seen.options == state.rules.options
    assert seen.options is not state.rules.options
    underneath = gc.get_referents(seen.options)
    # Only tuples and the values they hold: nothing a bot could write to.
    assert not [ref for ref in underneath if isinstance(ref, (dict, list, set, bytearray))]
    with pytest.raises(AttributeError, match="cannot be changed"):
        seen.options._values._keys = ()  # type: ignore[attr-defined]


CODE = (type, types.ModuleType, types.FunctionType, types.BuiltinFunctionType, types.CodeType)


def referents(root: object) -> dict[int, object]:
    """Everything ``gc.get_referents`` reaches from ``root``, by id (code not entered)."""
    import gc

    found: dict[int, object] = {}
    stack = [root]
    while stack:
        value = stack.pop()
        if id(value) in found:
            continue
        found[id(value)] = value
        if not isinstance(value, CODE):
            stack += gc.get_referents(value)
    return found


@pytest.mark.parametrize("edition", ["classic", "friends", "party"])
def test_views_of_two_games_share_nothing_that_can_change(edition: str) -> None:
    # issue 49, finding 15: every view of every game with the same rules shared one
    # ``points`` dict (and ``kinds``, ``opening``, ``blockers``, the options, the move table),
    # reachable through gc.get_referents beneath their read-only mappings.
    one = unokit.view(unokit.new_game(edition, 3, seed=1), 0)
    other = unokit.view(unokit.new_game(edition, 3, seed=2), 1)
    assert one.rules.points == other.rules.points
    mine, theirs = referents(one), referents(other)
    shared = [mine[key] for key in mine.keys() & theirs.keys()]
    assert len(shared) > 100  # the rules' summary is shared, read-only
    changeable = [
        value
        for value in shared
        if isinstance(value, (dict, list, set, bytearray))
        or (
            not isinstance(value, (*CODE, *IMMUTABLE_LEAVES, tuple, frozenset))
            and writable(value) is not None
        )
    ]
    assert changeable == []


# --------------------------------------------------------------------------------------
# 3. A listed Deal never raises
# --------------------------------------------------------------------------------------

SMALL_DECK = [
    "W+4",
    "W+4",
    "W+4",
    "W+4",
    "R2",
    "R3",
    "R4",
    "R5",
    "R6",
    "R7",
    "G1",
    "G2",
    "G3",
    "G4",
    "R1",
]


def stuck_deal() -> GameState:
    """The issue's game: the next deal leaves only Wild Draw Fours to turn up, at first.

    Played under rules version 2, where it was found: version 3 shuffles a deck this small
    otherwise, and the same moves reach another deal.
    """
    state = unokit.new_game(
        "classic", players=2, deck=SMALL_DECK, dealer=0, seed=1, rules_version=2
    )
    rng = random.Random(1)
    for _ in range(267):
        state = unokit.apply(state, rng.choice(unokit.legal_moves(state)))
    return state


def test_a_deal_with_no_card_to_open_the_pile_is_dealt_again() -> None:
    # decisions.md: the deal is void and the dealer shuffles and deals again.
    state = stuck_deal()
    assert unokit.legal_moves(state) == (Deal(0),)
    after = unokit.apply(state, Deal(0))
    assert after.top_card.rank != "W+4"
    assert after.round_number == state.round_number + 1
    assert sorted(map(str, after.cards())) == sorted(SMALL_DECK)
    assert [len(hand) for hand in after.hands] == [7, 7]


def test_after_many_void_deals_a_card_that_can_open_is_turned_up(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    state = stuck_deal()
    monkeypatch.setattr(match_module, "MISDEAL_RETRIES", 0)
    after = unokit.apply(state, Deal(0))
    assert after.top_card.rank != "W+4"
    assert sorted(map(str, after.cards())) == sorted(SMALL_DECK)


def test_every_deal_of_small_decks_succeeds() -> None:
    for seed in range(40):
        state = unokit.new_game("classic", players=2, deck=SMALL_DECK, dealer=0, seed=seed)
        rng = random.Random(seed)
        for _ in range(400):
            moves = unokit.legal_moves(state)
            if not moves:
                break
            state = unokit.apply(state, rng.choice(moves))


# --------------------------------------------------------------------------------------
# 4. Saves cannot lose cards or load impossible positions
# --------------------------------------------------------------------------------------


BYSTANDER_HAND = "B1 B2 Y4 Y5 G1 G2 B6"
BLUFFER_HAND = "W+4 R2 G7 B9 W W+4 G5"
VICTIM_HAND = "Y1 Y2 B3 B4 G8 G9 Y6"


def cards_of(text: str) -> tuple[Card, ...]:
    return tuple(card(word) for word in text.split())


def restamp(doc: dict[str, Any]) -> dict[str, Any]:
    """Give an edited document the digest of its content, as an attacker can."""
    from unokit.io.saving import _content, _sha256

    doc["digest"] = _sha256(_content(doc))
    return doc


def refused(doc: dict[str, Any], match: str) -> None:
    for text in (json.dumps(doc), json.dumps(restamp(doc))):
        with pytest.raises(SaveError, match=match):
            unokit.from_json(text)


def running_doc(edition: str = "classic", seed: int = 4, steps: int = 30) -> dict[str, Any]:
    state = unokit.new_game(edition, 3, seed=seed)
    rng = random.Random(seed)
    for _ in range(steps):
        state = unokit.apply(state, rng.choice(unokit.legal_moves(state)))
    return to_dict(state)


def test_a_card_removed_from_a_hand_is_refused() -> None:
    doc = running_doc()
    doc["hands"][0] = doc["hands"][0][1:]
    refused(doc, "1 of the cards the game was built from are missing")


def test_a_card_moved_from_the_draw_pile_to_a_hand_is_refused_by_the_digest() -> None:
    doc = running_doc()
    doc["hands"][0].append(doc["draw_cards"][-1])
    doc["draw_cards"] = doc["draw_cards"][:-1]
    with pytest.raises(SaveError, match="does not match its digest"):
        unokit.from_json(json.dumps(doc))


def test_an_extra_card_is_refused() -> None:
    hands = [["R1", "R2", "R3", "R4", "R5", "R6", "R7"], ["G1", "G2", "G3", "G4", "G5", "G6", "G7"]]
    doc = to_dict(game(hands, "R8", ["Y1", "Y2"]))
    assert isinstance(doc["deck"], list)
    assert len(doc["deck"]) == 17
    doc["hands"][0].append("B7")
    refused(doc, "copies of B7 are in play, but the game was built with 0")


def test_a_classic_save_relabelled_party_is_refused() -> None:
    doc = running_doc()
    doc["edition"] = "party"
    with pytest.raises(SaveError):
        unokit.from_json(json.dumps(restamp(doc)))


def test_a_pile_up_set_to_null_is_refused() -> None:
    state = unokit.new_game("party", 3, seed=2)
    rng = random.Random(2)
    found = None
    for _ in range(4000):
        moves = unokit.legal_moves(state)
        if not moves:
            break
        if type(state.pending).__name__ == "PileUp" and state.pending.cards():  # type: ignore[union-attr]
            found = state
            break
        state = unokit.apply(state, rng.choice(moves))
    assert found is not None
    doc = to_dict(found)
    doc["pending"] = None
    refused(doc, "are missing")


def test_winners_on_a_fresh_deal_are_refused() -> None:
    doc = to_dict(unokit.new_game("classic", 3, seed=1))
    doc["winners"] = [0]
    doc["end_reason"] = "target reached"
    refused(doc, "winners: the rounds of the history give winners")


def test_uno_exposed_on_a_seven_card_hand_is_refused() -> None:
    doc = to_dict(unokit.new_game("classic", 3, seed=1))
    doc["uno_exposed"] = 0
    refused(doc, "uno_exposed: only a player left with one card")


def test_scores_of_a_million_in_a_running_match_are_refused() -> None:
    doc = running_doc()
    doc["scores"][1] = 1_000_000
    refused(doc, r"scores: the rounds of the history give \[0, 0, 0\]")


def test_a_flipped_bluff_flag_is_refused() -> None:
    # classic-guide.txt: the Wild Draw Four is "legal only if your hand has no card of the
    # color in play" (red, from the opening R5).
    bystander, victim = (
        ["B1", "B2", "Y4", "Y5", "G1", "G2", "B6"],
        ["Y1", "Y2", "B3", "B4", "G8", "G9", "Y6"],
    )
    for hand, bluff in (("W+4 R2 G7 B9 W W+4 G5", True), ("W+4 G7 B9 Y3 G6 B0 Y0", False)):
        state = game([bystander, hand.split(), victim], "R5", ["R7", "Y8", "B7", "B8"])
        doc = to_dict(play(state, "1 play W+4 green"))
        assert doc["pending"]["fields"]["bluff"] is bluff
        unokit.from_json(json.dumps(doc))
        doc["pending"]["fields"]["bluff"] = not bluff
        refused(doc, "pending.bluff: seat 1 ")


def test_a_seat_without_cards_in_the_middle_of_a_round_is_refused() -> None:
    doc = running_doc()
    assert doc["pending"] is None
    assert not doc["winners"]
    # Every card still counted: seat 0's now under the draw pile.
    doc["draw_cards"] = doc["draw_cards"][doc["draw_index"] :] + doc["hands"][0]
    doc["draw_index"] = 0
    doc["hands"][0] = []
    refused(doc, "hands: seat 0 holds no card in the middle of a round")


def second_round(target: int = 100_000) -> GameState:
    """A standard match in its second round (the first one scored), far from the target."""
    state = unokit.new_game("classic", 3, seed=5, options={"target_score": target})
    rng = random.Random(5)
    while state.round_number < 2 or state.round_over:
        state = unokit.apply(state, rng.choice(unokit.legal_moves(state)))
    return state


def test_round_points_more_than_the_whole_deck_is_worth_are_refused() -> None:
    doc = to_dict(second_round())
    (result,) = doc["history"]
    winner = result["winner"]
    loser = (winner + 1) % 3
    # classic-guide.txt's values: 0-9 at face value, Skip, Reverse and Draw Two 20 each, Wild
    # and Wild Draw Four 50 each; the 108 cards are worth 1,240 together.
    extra = 1241 - sum(result["hand_points"])
    result["hand_points"][loser] += extra
    result["points"] += extra
    doc["scores"][winner] += extra  # consistent with the history, as a forger would make it
    refused(doc, r"history\[0\].hand_points: the hands are worth 1241 points together, more than")
    result["hand_points"][loser] -= 1  # 1,240: what the deck can give
    result["points"] -= 1
    doc["scores"][winner] -= 1
    unokit.from_json(json.dumps(restamp(doc)))


def test_a_reveal_of_cards_the_seat_does_not_hold_is_refused() -> None:
    # classic-guide.txt: "Show your remaining hand privately to that player."
    hands = [BYSTANDER_HAND.split(), BLUFFER_HAND.split(), VICTIM_HAND.split()]
    state = play(game(hands, "R5", ["R7", "Y8", "B7", "B8"]), "1 play W+4 green", "2 challenge")
    assert state.reveal is not None
    assert state.reveal.cards == cards_of("R2 G7 B9 W W+4 G5")
    unokit.from_json(json.dumps(restamp(to_dict(state))))
    doc = to_dict(state)
    doc["reveal"]["cards"] = ["W+4"] * 9
    refused(doc, "reveal.cards: seat 1 is shown holding 9 of W\\+4, and holds 1")
    doc["reveal"]["cards"] = ["Y9", "B0"]  # two cards it does not hold: the first by name
    refused(doc, "^reveal.cards: seat 1 is shown holding 1 of B0, and holds 0$")
    doc["reveal"]["cards"] = ["R2"]
    doc["reveal"]["to"] = 1
    refused(doc, "reveal.to: seat 1 is shown its own cards")


def test_a_reveal_showing_fewer_cards_than_the_hand_is_refused() -> None:
    # Issue 49, finding 8: a failed challenge's reveal with a card left out loaded, and the
    # challenger's view showed it. classic-guide.txt: "Show your remaining hand privately
    # to that player."
    hands = [
        BYSTANDER_HAND.split(),
        ["W+4", "R2", "G7", "Y9", "W", "R3", "G5"],
        VICTIM_HAND.split(),
    ]
    state = play(game(hands, "B5", [*["R7", "Y8", "B7", "B8", "Y1", "Y2"]]), "1 play W+4 green")
    state = play(state, "2 challenge")  # no bluff: seat 1 held no blue card
    assert state.reveal is not None
    assert state.reveal.cards == state.hands[1] == cards_of("R2 G7 Y9 W R3 G5")
    unokit.from_json(json.dumps(restamp(to_dict(state))))
    doc = to_dict(state)
    doc["reveal"]["cards"].remove("Y9")
    refused(
        doc,
        "^reveal.cards: seat 1's hand is shown whole and in its order, but card 3 shown is "
        "W, and of the hand Y9$",
    )
    doc["reveal"]["cards"] = ["G7", "R2", "Y9", "W", "R3", "G5"]  # another order
    refused(doc, "^reveal.cards: seat 1's hand is shown whole and in its order, but card 1 ")


def test_a_save_carries_a_digest_of_its_content() -> None:
    state = unokit.new_game("classic", 3, seed=1)
    doc = to_dict(state)
    assert doc["digest"] == unokit.digest(state) if doc["schema"] == 3 else doc["digest"]
    assert doc["digest"] == unokit.io.saving._sha256(unokit.io.saving._content(doc))
    assert doc["deck"] == "full"
    doc["seed"] += 1
    with pytest.raises(SaveError, match="does not match its digest"):
        unokit.from_json(json.dumps(doc))
    unokit.from_json(json.dumps(restamp(doc)))  # a seed is anything: the rest is consistent


# --------------------------------------------------------------------------------------
# 5. First use from many threads
# --------------------------------------------------------------------------------------

HAMMER = """
import sys, threading
sys.setswitchinterval(1e-6)
import unokit
from unokit import Card, Color
from unokit.core import compiling, plugins
problems = []

def work(barrier, rnd, i, seen):
    try:
        barrier.wait()
        mark = "M" + "abcdefghijklmnop"[rnd % 16] * (1 + rnd // 16)
        seen.append(Card(Color.RED, "7", mark))  # a card nobody made yet
        plugins.find_edition(("classic", "friends", "party", "uno")[i % 4])
        seen.append(compiling.compile_rules("classic", {"target_score": 100 + rnd}))
        state = unokit.new_game(("classic", "friends", "party")[i % 3], 3, seed=i)
        for _ in range(3):
            moves = unokit.legal_moves(state)
            state = unokit.apply(state, unokit.Move.parse(str(moves[i % len(moves)])))
    except Exception as exc:
        problems.append(f"{type(exc).__name__}: {exc}")

for rnd in range(ROUNDS):
    plugins.reset()  # the next calls are first uses again
    barrier = threading.Barrier(16)
    seen = []
    threads = [threading.Thread(target=work, args=(barrier, rnd, i, seen)) for i in range(16)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    if len({id(x) for x in seen if isinstance(x, Card)}) > 1:
        problems.append("two objects for one card")
    if len({id(x) for x in seen if not isinstance(x, Card)}) > 1:
        problems.append("two rule tables for one game")
print(len(problems), sorted(set(problems))[:5])
"""


@pytest.mark.slow
def test_first_use_from_sixteen_threads_is_safe() -> None:
    code = HAMMER.replace("ROUNDS", "40")
    out = subprocess.run(
        [sys.executable, "-W", "error", "-c", code], capture_output=True, text=True, check=True
    ).stdout
    assert out.strip() == "0 []", out


# --------------------------------------------------------------------------------------
# 6. Numbers and sizes
# --------------------------------------------------------------------------------------

HUGE = 10**5000


@pytest.mark.parametrize(
    ("call", "error", "words"),
    [
        (lambda s: unokit.apply(s, Draw(HUGE)), IllegalMoveError, "there is no seat"),
        (lambda s: unokit.view(s, HUGE), SeatError, "there is no seat"),
        (lambda s: unokit.new_game(players=HUGE), SetupError, "players, not a number"),
        (lambda s: unokit.new_game(dealer=HUGE), SetupError, "dealer must be a seat"),
        (lambda s: unokit.new_game(seed=HUGE), SetupError, "at most 4000 digits"),
        (lambda s: unokit.new_game(seed=-HUGE), SetupError, "at most 4000 digits"),
    ],
)
def test_huge_numbers_get_the_error_a_caller_expects(
    call: Callable[[GameState], object], error: type[Exception], words: str
) -> None:
    state = unokit.new_game("classic", 2, seed=1)
    with pytest.raises(error, match=words) as caught:
        call(state)
    assert len(str(caught.value)) < 200


def test_a_seed_of_four_thousand_digits_saves_and_loads() -> None:
    state = unokit.new_game("classic", 2, seed=10**3999)
    assert unokit.from_json(unokit.to_json(state)) == state


FIFTY_MB = 50 * 1024 * 1024


@pytest.mark.parametrize(
    "call",
    [
        lambda: Card.parse("R" + "+" * FIFTY_MB),
        lambda: unokit.new_game("x" * FIFTY_MB),
        lambda: unokit.new_game(options={"match": "x" * FIFTY_MB}),
        lambda: unokit.new_game(options={"x" * FIFTY_MB: 1}),
        lambda: unokit.new_game(house_rules=["x" * FIFTY_MB]),
        lambda: unokit.new_game(deck=["R" + "+" * FIFTY_MB]),
        lambda: Move.parse("0 play " + "x" * FIFTY_MB),
        # issue 33: messages that quoted the whole input
        lambda: unokit.apply(unokit.new_game(seed=1), "x" * FIFTY_MB),  # type: ignore[arg-type]
        lambda: unokit.apply(unokit.new_game(seed=1), Play(0, "x" * FIFTY_MB)),  # type: ignore[arg-type]
        lambda: unokit.apply(
            unokit.new_game(seed=1),
            Play(0, Card.parse("R1"), uno="x" * FIFTY_MB),  # type: ignore[arg-type]
        ),
        lambda: unokit.agents.make_agent("x" * FIFTY_MB, 0),
    ],
)
def test_fifty_megabytes_of_input_are_refused_quickly_with_a_short_message(
    call: Callable[[], object],
) -> None:
    with cpu_time_at_most(), pytest.raises(UnokitError) as caught:
        call()
    assert len(str(caught.value)) < 300


def saved_with(**changes: Any) -> dict[str, Any]:
    """A new classic game's saved document with ``changes``, its digest recomputed."""
    from unokit.io.saving import _content, _sha256

    doc = {**to_dict(unokit.new_game("classic", 3, seed=1)), **changes}
    doc["digest"] = _sha256(_content(doc))
    return doc


@pytest.mark.parametrize(
    "changes",
    [{"end_reason": "x" * FIFTY_MB}, {f"k{i}": 0 for i in range(10**5)}],
    ids=["fifty-megabyte-end-reason", "a-hundred-thousand-unexpected-keys"],
)
def test_a_save_with_fifty_megabytes_of_text_is_refused_quickly_with_a_short_message(
    changes: dict[str, Any],
) -> None:
    text = json.dumps(saved_with(**changes))
    with cpu_time_at_most(), pytest.raises(SaveError) as caught:
        unokit.from_json(text)
    assert len(str(caught.value)) < 300, str(caught.value)[:1000]


def test_a_play_naming_three_million_seats_is_refused_with_a_short_message() -> None:
    # Issue 49, finding 12: the message listed every seat (22.9 million characters).
    state = unokit.new_game("classic", 3, seed=0)  # seat 0 may play a Yellow 2
    move = next(move for move in unokit.legal_moves(state) if isinstance(move, Play))
    with cpu_time_at_most(), pytest.raises(IllegalMoveError) as caught:
        unokit.apply(state, Play(move.player, move.card, seats=range(3_000_000)))
    assert str(caught.value) == (
        f"{move.card} names no seats, so 0,1,2,3,4 and 2999995 more cannot be named with it"
    )


def test_a_save_naming_four_hundred_thousand_unknown_options_is_quoted_short() -> None:
    # Issue 49, finding 12: the message named every option (3.5 million characters).
    doc = saved_with(options={f"opt{i}": 1 for i in range(400_000)})
    with pytest.raises(SaveError) as caught:
        unokit.from_json(json.dumps(doc))
    assert str(caught.value).startswith(
        "options: unknown option opt0, opt1, opt10, opt100, opt1000 and 399995 more; known "
    )
    assert len(str(caught.value)) < 300


@pytest.mark.parametrize(
    "field", ["direction", "round_number", "passes", "dealer", "current_player", "draw_index"]
)
def test_a_number_of_four_thousand_digits_in_a_save_is_quoted_short(field: str) -> None:
    with pytest.raises(SaveError) as caught:
        unokit.from_json(json.dumps(saved_with(**{field: 10**3999})))
    assert len(str(caught.value)) < 200, str(caught.value)


def test_a_play_of_no_card_or_a_catch_of_a_huge_seat_is_the_callers_error() -> None:
    state = unokit.new_game("classic", 3, seed=1)
    no_card = Play(state.current_player, None)  # type: ignore[arg-type]
    with pytest.raises(IllegalMoveError, match=r"^a play needs a Card, not None"):
        unokit.apply(state, no_card)
    assert not unokit.is_legal(state, no_card)
    for catch in (unokit.CatchUno(0, HUGE), unokit.CatchUno(HUGE, 1)):
        with pytest.raises(IllegalMoveError, match="a number of more than 4000 digits"):
            unokit.apply(state, catch)
        assert not unokit.is_legal(state, catch)


def test_an_option_number_saves_and_records_refuse_is_refused_by_new_game() -> None:
    with pytest.raises(SetupError, match="option target_score must have at most 18 digits"):
        unokit.new_game("classic", 2, seed=1, options={"target_score": 10**18})
    state = unokit.new_game("classic", 2, seed=1, options={"target_score": 10**18 - 1})
    assert unokit.from_json(unokit.to_json(state)) == state
    rec = unokit.record(state)
    assert unokit.GameRecord.parse(str(rec)) == rec
    assert unokit.GameRecord.from_json(rec.to_json()) == rec


#: Long enough that comparing each item with every other would take a minute or more.
MANY = 40_000


def record_text_with(headers: str) -> str:
    return str(unokit.GameRecord("classic", 2, 1)).replace("[Seed", headers + "[Seed")


def json_record_with(**changes: Any) -> str:
    return json.dumps({**unokit.GameRecord("classic", 2, 1).to_dict(), **changes})


@pytest.mark.parametrize(
    ("text", "read", "words"),
    [
        (
            lambda: json.dumps(saved_with(house_rules=["stacking"] * MANY)),
            unokit.from_json,
            "house_rules: 'stacking' is named twice",
        ),
        (
            lambda: json.dumps(saved_with(winners=[])).replace(
                '"winners": []', '"winners": [' + "0," * (10**7 - 1) + "0]"
            ),
            unokit.from_json,
            r"winners: 10000000 items, more than a game of this edition can hold \(108\)",
        ),
        (
            lambda: json.dumps(saved_with(history=[{}] * 10**6)),
            unokit.from_json,
            r"history: 1000000 items, more than a game of this edition can hold \(2\)",
        ),
        (
            lambda: json.dumps(saved_with(reveal={"to": 0, "seat": 1, "cards": ["R1"] * 10**6})),
            unokit.from_json,
            "reveal.cards: 1000000 items, more than",
        ),
        (
            lambda: json_record_with(house_rules=["stacking"] * MANY),
            unokit.GameRecord.from_json,
            "house rule 'stacking' is given twice",
        ),
        (
            lambda: record_text_with('[HouseRules "' + " ".join(["stacking"] * MANY) + '"]\n'),
            unokit.GameRecord.parse,
            "house rule 'stacking' is given twice",
        ),
        (
            lambda: record_text_with("".join(f'[T{i} "x"]\n' for i in range(MANY)) + '[T1 "y"]\n'),
            unokit.GameRecord.parse,
            "header 'T1' is given twice",
        ),
    ],
    ids=[
        "save-house-rules",
        "save-winners",
        "save-history",
        "save-reveal",
        "record-house-rules",
        "record-text-house-rules",
        "record-tags",
    ],
)
def test_long_lists_in_a_save_or_a_record_are_refused_in_linear_time(
    text: Callable[[], str], read: Callable[[str], object], words: str
) -> None:
    document = text()
    with cpu_time_at_most(), pytest.raises(UnokitError, match=words) as caught:
        read(document)
    assert len(str(caught.value)) < 200


def test_three_million_junk_cards_in_a_save_are_refused_before_reading_them() -> None:
    doc = to_dict(unokit.new_game("classic", 2, seed=1))
    doc["hands"][0] = doc["hands"][0] + ["R1"] * 3_000_000
    text = json.dumps(doc)
    with (
        cpu_time_at_most(),
        pytest.raises(SaveError, match="hold 3000015 cards, but the game was built from 108"),
    ):
        unokit.from_json(text)


# --------------------------------------------------------------------------------------
# 7. Smaller ones
# --------------------------------------------------------------------------------------


def test_a_mark_that_reads_as_a_colour_or_an_uno_call_is_refused() -> None:
    for mark in ("Red", "r", "BLUE", "uno"):
        with pytest.raises(ParseError, match="cannot be a mark"):
            Play(0, Card.parse("W"), mark=mark)
    move = Play(0, Card.parse("WD"), Color.RED, mark="Joey")
    assert Move.parse(str(move)) == move


def test_apply_does_not_trust_a_move_subclass_eq() -> None:
    @attrs.frozen(eq=False)
    class Liar(Draw):
        def __eq__(self, other: object) -> bool:
            return True

        def __hash__(self) -> int:
            return 0

    state = unokit.new_game("classic", 3, seed=1)
    out_of_turn = (state.current_player + 1) % 3
    with pytest.raises(IllegalMoveError):
        unokit.apply(state, Liar(out_of_turn))
    with pytest.raises(IllegalMoveError):
        unokit.apply(state, Liar(state.current_player))  # not the Draw listed, either
    assert not unokit.is_legal(state, Liar(state.current_player))


def test_the_base_move_says_it_names_no_action() -> None:
    state = unokit.new_game("classic", 3, seed=1)
    with pytest.raises(IllegalMoveError, match="Move names no action"):
        unokit.apply(state, Move(state.current_player))


@pytest.mark.parametrize(
    "call",
    [
        lambda s: unokit.to_json(unokit.view(s, 0)),  # type: ignore[arg-type]
        lambda s: unokit.apply(
            unokit.view(s, 0),  # type: ignore[arg-type]
            unokit.legal_moves(s)[0],
        ),
        lambda s: unokit.apply(None, unokit.legal_moves(s)[0]),  # type: ignore[arg-type]
        lambda s: unokit.legal_moves(unokit.view(s, 0)),  # type: ignore[arg-type]
        lambda s: unokit.digest(unokit.view(s, 0)),  # type: ignore[arg-type]
    ],
)
def test_a_view_or_none_in_place_of_a_state_is_a_clear_error(
    call: Callable[[GameState], object],
) -> None:
    state = unokit.new_game("classic", 2, seed=1)
    with pytest.raises(UnokitError, match=r"seat view|GameState"):
        call(state)


def test_card_text_is_ascii_only() -> None:
    # A long s, an "fi" ligature, full-width letters and an umlaut.
    for text in ("g\u017f", "R\ufb01", "\uff32\uff33", "R7/J\u00f6ey"):
        with pytest.raises(ParseError):
            Card.parse(text)


# --------------------------------------------------------------------------------------
# The attack, scaled down (benchmarks/attack.py --quick; full-run figures: docs/reliability.md)
# --------------------------------------------------------------------------------------


def reliability_table() -> dict[str, str]:
    """The outcomes and counts of the attack's table on the Reliability page."""
    page = Path(__file__).resolve().parent.parent / "docs" / "reliability.md"
    rows = re.findall(r"^\| (.+?) \| ([\d,]+) \|$", page.read_text(encoding="utf-8"), re.M)
    return {outcome.strip("*"): count.strip("*") for outcome, count in rows}


def test_a_short_attack_gets_nothing_through_and_the_reliability_page_shows_its_outcomes() -> None:
    # Issue 49: the attack runs in the suite (a few seconds), so the Reliability page's
    # figures cannot go stale: every outcome the script counts is on the page, and every
    # failure there is 0, from the command the page shows.
    script = Path(__file__).resolve().parent.parent / "benchmarks" / "attack.py"
    done = subprocess.run(
        [
            *(sys.executable, str(script), "--quick", "--saves", "60", "--records", "20"),
            *("--forged", "60", "--moves", "300", "--seed", "3"),
        ],
        capture_output=True,
        text=True,
        timeout=300,
        check=False,
    )
    assert done.returncode == 0, done.stdout + done.stderr[-3000:]
    assert "failures: 0" in done.stdout
    printed = dict(re.findall(r"^\| (.+?) \| ([\d,]+) \|$", done.stdout, re.M))
    tried = ("saves tried", "forged saves tried", "hostile moves tried", "huge inputs tried")
    assert [printed[count] for count in tried] == ["60", "60", "300", "9"]
    shown = reliability_table()
    assert set(printed) <= set(shown), set(printed) - set(shown)
    for outcome in benchmark("attack").FAILURES:
        assert printed[outcome] == "0", outcome
        assert shown[outcome] == "0", outcome
    page = (script.parent.parent / "docs" / "reliability.md").read_text(encoding="utf-8")
    command = "python benchmarks/attack.py --saves 20000 --records 2000 --forged 2000 --moves 20000"
    assert command in " ".join(page.replace("\\\n", " ").split())


# --------------------------------------------------------------------------------------
# 8. Moves whose fields only claim to be equal (issue 33)
# --------------------------------------------------------------------------------------


def yellow_seven() -> GameState:
    """Seat 1 to play on Y7, yellow in play: it holds no yellow card, only a Wild matches."""
    return game(
        split(["R1 R2 R3 R4 R5 R6 R8", "B9 G1 G2 B3 B4 W B6", "G8 G9 B8 B1 B2 G3 G4"]),
        "Y7",
        ["R9", "B5", "G6"],
    )


def claims() -> list[Move]:
    """Moves of seat 1 that only claim to be legal, in ``yellow_seven``'s game."""
    return [
        Play(1, Impostor(card("Y5"))),  # type: ignore[arg-type]
        Play(1, Impostor(card("B9"))),  # type: ignore[arg-type]
        Play(1, uninterned(card("W")), Color.RED),
        Play(AnySeat(2), card("W"), Color.RED),
        Play(1, card("W"), Anything()),  # type: ignore[arg-type]
        Play(1, card("W"), Color.RED, Anything()),  # type: ignore[arg-type]
    ]


def test_a_card_that_only_claims_to_equal_is_refused_and_kept_out_of_the_caches() -> None:
    # classic-family.txt: "On your turn, you must match a card from your hand to the card on
    # the top of the “Discard” pile, either by number, color or action card symbol." B9 and
    # Y5 (not held) do not; the Wild does, named by a real colour and UNO call.
    state = yellow_seven()
    for move in [*claims(), Draw(AnySeat(0)), Draw(AnySeat(2))]:
        with pytest.raises(IllegalMoveError):
            unokit.apply(state, move)
        assert not unokit.is_legal(state, move)
    turn_tables = [turn._tables.plays for turn in state.rules.turns]  # type: ignore[attr-defined]
    cached = [
        key
        for key in (*state.rules.play_cache, *(key for plays in turn_tables for key in plays))
        if any(type(part) in (Impostor, AnySeat) for part in key)
    ]
    assert cached == []
    assert any(turn_tables)  # the turns' tables were filled, with cards only
    assert all(
        type(card_) is Card
        for plays in turn_tables
        for by_card in plays.values()
        for card_ in by_card
    )
    # Another game on the same rules lists no foreign object.
    other = unokit.new_game("classic", 3, seed=2)
    assert other.rules is state.rules
    assert all(
        type(getattr(move, "card", None)) in (Card, type(None))
        for move in unokit.legal_moves(other)
    )


def test_a_seat_number_that_claims_to_equal_every_seat_is_not_a_seat() -> None:
    state = yellow_seven()
    assert state.current_player == 1
    with pytest.raises(IllegalMoveError, match=r"a move's seat is a number \(an int\) from 0 to 2"):
        unokit.apply(state, Draw(AnySeat(0)))
    with pytest.raises(IllegalMoveError, match="not True of type bool"):
        unokit.apply(state, Draw(True))  # a bool is not a seat either
    # The real moves still work.
    assert unokit.apply(state, Draw(1)).hands[1][-1] == card("R9")


class Cheater:
    """An agent that answers with a move only claiming to be one of its legal moves."""

    def __init__(self, move: Move) -> None:
        self.move = move

    def choose(self, seen: unokit.SeatView, *, optional: bool) -> Move | None:
        return None if optional else self.move


@pytest.mark.parametrize("index", range(6))
def test_the_agents_driver_refuses_a_move_that_only_claims_to_be_listed(index: int) -> None:
    from unokit.agents import AgentError, RandomAgent, play_out

    state = yellow_seven()
    agents: list[unokit.agents.Agent] = [RandomAgent(0), Cheater(claims()[index]), RandomAgent(2)]
    with pytest.raises(AgentError, match="not one of its moves"):
        next(play_out(state, agents, seed=1))  # seat 1 moves first


# --------------------------------------------------------------------------------------
# 9. An illegal move's reason, for the mover and for anyone (issue 33)
# --------------------------------------------------------------------------------------


def test_a_refusal_names_the_movers_hand_and_its_public_message_does_not() -> None:
    # classic-guide.txt: the Wild Draw Four "is legal only if your hand has no card of the
    # color in play" (strict: a bluff is refused rather than challenged).
    state = game(
        split(["R1 R2 R3 R4 R5 R6 R8", "W+4 G1 G2 B3 Y4 B6 G5", "G8 G9 B8 B1 B2 G3 G4"]),
        "Y7",
        ["R9", "B5", "G6"],
        strict_wild_draw_four=True,
    )
    with pytest.raises(IllegalMoveError) as caught:
        unokit.apply(state, Play(1, card("W+4"), Color.RED))
    assert (
        str(caught.value)
        == "Wild Draw Four is not allowed: you hold Y4 of the active colour yellow"
    )
    assert caught.value.public_message == "1 play W+4 red is not one of seat 1's legal moves now"
    with pytest.raises(IllegalMoveError) as caught:
        unokit.apply(state, Play(1, card("Y9")))
    assert str(caught.value) == "seat 1 does not hold Y9"
    assert caught.value.public_message == "1 play Y9 is not one of seat 1's legal moves now"
    # What holds whatever the hands hold is said to anyone.
    with pytest.raises(IllegalMoveError) as caught:
        unokit.apply(state, Play(1, card("B3")))
    assert (
        caught.value.public_message
        == str(caught.value)
        == ("B3 matches neither the colour in play (yellow) nor the number of the top card Y7")
    )
    with pytest.raises(IllegalMoveError) as caught:
        unokit.apply(state, Draw(0))
    assert caught.value.public_message == str(caught.value) == "it is seat 1's turn, not seat 0's"


def public_words(state: GameState) -> set[str]:
    """Card texts any seat may see: the discard pile's."""
    return {str(seen) for seen in state.discard_pile}


@pytest.mark.parametrize("edition", ["classic", "friends", "party"])
def test_no_public_message_names_a_card_of_a_hand(edition: str) -> None:
    state = unokit.new_game(edition, 3, seed=3, options={"strict_wild_draw_four": True})
    deck = sorted(set(state.rules.deck), key=str)
    rng = random.Random(3)
    checked = 0
    for _ in range(60):
        moves = unokit.legal_moves(state)
        if not moves:
            break
        for seat in range(state.players):
            for tried in [Draw(seat), unokit.Pass(seat), *(Play(seat, c) for c in deck[::7])]:
                if unokit.is_legal(state, tried):
                    continue
                with pytest.raises(IllegalMoveError) as caught:
                    unokit.apply(state, tried)
                checked += 1
                said = caught.value.public_message
                named = {word.strip("().,") for word in said.split()}
                held = {str(c) for hand in state.hands for c in hand}
                leaked = named & held - public_words(state) - {str(getattr(tried, "card", ""))}
                assert not leaked, (said, str(caught.value))
        state = unokit.apply(state, rng.choice(moves))
    assert checked > 500
