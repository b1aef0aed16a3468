"""The plugin contract: what an edition or house-rule author may rely on.

Each capability of the contract is tried here on a tiny edition or house rule of its own,
written as a third party would write it. The first tests pin the defects the contract was
made to remove: each failed before it.
"""

from __future__ import annotations

import ast
import importlib
import re
from collections.abc import Iterable, Iterator, Sequence
from pathlib import Path
from typing import Any, ClassVar

import attrs
import pytest

import unokit
import unokit.io.saving
from tests.helpers import EditionsPlugin, game, stack, with_hands
from unokit import Card, CardKind, GameState, Move, Pending, Play, Table, hookimpl
from unokit.editions.classic import ClassicEdition, classic_deck
from unokit.play.narration import Narrator
from unokit.plugin import ClassicTurn, QuickWays


@pytest.fixture(autouse=True)
def _fresh_plugins() -> Iterator[None]:
    unokit.core.plugins.reset()
    yield
    unokit.core.plugins.reset()


def install(*plugins: object) -> None:
    """Register each plugin (an edition or a house rule) as a package's entry point would."""
    editions = [plugin for plugin in plugins if isinstance(plugin, unokit.Edition)]
    rules = [plugin for plugin in plugins if isinstance(plugin, unokit.HouseRule)]

    class Package(EditionsPlugin):
        @hookimpl
        def unokit_register_house_rules(self, register: Any) -> None:
            for rule in rules:
                register(rule)

    unokit.core.plugins.register_plugin(Package(*editions), name="package")


def hands_with(card: str) -> list[list[str]]:
    """Three seven-card hands; seat 1 (the dealer's left, who starts) holds ``card`` first."""
    return [
        ["R1", "R2", "R3", "R4", "G5", "G6", "G7"],
        [card, *["B1", "B2", "B3", "B4", "B5", "B6"]],
        ["G1", "G2", "G3", "G4", "Y5", "Y6", "Y7"],
    ]


# --------------------------------------------------------------------------------------
# Declared, not inferred: a move class of a package's second module
# --------------------------------------------------------------------------------------


@attrs.frozen(cache_hash=True)
class Poke(Move):
    """Poke the player who played a Nudge (text ``"2 poke"``)."""

    verb: ClassVar[str] = "poke"


# As if the package kept its moves in a module of their own, apart from its edition.
Poke.__module__ = "unokit_nudge.moves"


@attrs.frozen
class Poked(Pending):
    """A Nudge was played: the next player must poke back."""

    seat: int

    def moves(self, state: GameState) -> Sequence[Move]:
        return (Poke(self.seat),)

    def resolve(self, table: Table, move: Move) -> None:
        table.next_turn = table.next_seat(self.seat)


Poked.__module__ = "unokit_nudge.decisions"


def nudge(table: Table, move: Play) -> None:
    table.pending = Poked(table.next_seat())


NUDGE = CardKind("N", "Nudge", 20, on_play=nudge)


class NudgeEdition(ClassicEdition):
    name = "nudge"
    aliases = ()
    declares = (Poke, Poked)

    @hookimpl
    def unokit_card_kinds(self) -> Iterable[CardKind]:
        return (*super().unokit_card_kinds(), NUDGE)

    @hookimpl
    def unokit_build_deck(self) -> Sequence[Card]:
        return [*classic_deck(), *(Card(color, "N") for color in unokit.COLORS)]


def nudged() -> unokit.Recorder:
    """A recorded game of ``nudge`` whose seat 1 has just played a Nudge."""
    install(NudgeEdition())
    recorder = unokit.Recorder(
        "nudge", 3, seed=0, deck=stack(hands_with("RN"), "R9", ["Y1", "Y2", "Y3"]), dealer=0
    )
    recorder.apply(unokit.parse_move(recorder.state, "1 play RN"))
    return recorder


def test_a_move_declared_in_a_packages_second_module_is_read_replayed_and_encoded() -> None:
    recorder = nudged()
    state = recorder.state
    assert unokit.legal_moves(state) == (Poke(2),)
    assert unokit.parse_move(state, "2 poke") == Poke(2)
    assert unokit.parse_move(unokit.view(state, 2), "2 POKE") == Poke(2)
    recorder.apply(Poke(2))
    again = unokit.GameRecord.parse(str(recorder.record()))
    assert again.moves[-1] == Poke(2)
    assert again.final_state() == recorder.state
    assert unokit.from_json(unokit.to_json(state)) == state  # the decision, too, is known

    from unokit.rl import action_of, move_of

    ids = action_of(state, Poke(2))
    assert move_of(state, ids, seat=2) == Poke(2)


def test_a_game_knows_only_the_types_its_plugins_declare() -> None:
    state = nudged().state
    types = state.rules.types
    assert types.moves["poke"] is Poke
    assert Poked in types.decisions
    classic = unokit.new_game("classic", players=3, seed=1)
    assert "poke" not in classic.rules.types.moves
    with pytest.raises(unokit.ParseError, match="unknown verb 'poke'"):
        unokit.parse_move(classic, "2 poke")


# --------------------------------------------------------------------------------------
# State of its own: a house rule's own attrs class in the state
# --------------------------------------------------------------------------------------


@attrs.frozen
class Tally:
    """How many Skips the table has played this round."""

    skips: int = 0

    def check(self, state: GameState) -> None:
        if self.skips < 0:
            raise ValueError("skips: expected 0 or more")


class CountSkips(unokit.HouseRule):
    """A house rule that counts the Skips played in a round."""

    name: ClassVar[str] = "count-skips"
    description: ClassVar[str] = "Counts the Skips played in a round."
    declares: ClassVar[tuple[type, ...]] = (Tally,)
    state_type: ClassVar[Any] = Tally

    def change_kind(self, kind: CardKind) -> CardKind:
        if kind.rank != "S" or kind.on_play is None:
            return kind
        original = kind.on_play

        def counted(table: Table, move: Play) -> None:
            original(table, move)
            tally = table.plugin_state(self.name) or Tally()
            table.set_plugin_state(self.name, Tally(tally.skips + 1))

        return attrs.evolve(kind, on_play=counted)


def counted_game() -> GameState:
    install(CountSkips())
    state = game(hands_with("RS"), "R9", ["Y1", "Y2", "Y3"], house_rules=["count-skips"])
    return unokit.apply(state, unokit.parse_move(state, "1 play RS"))


def test_a_house_rules_own_state_is_kept_saved_and_shown() -> None:
    state = counted_game()
    assert state.plugin_state("count-skips") == Tally(1)
    assert state.house_rule_states == (Tally(1),)
    assert state.edition_state is None
    loaded = unokit.from_json(unokit.to_json(state))
    assert loaded == state
    assert loaded.plugin_state("count-skips") == Tally(1)
    assert unokit.view(state, 0).plugin_state("count-skips") == Tally(1)


def test_a_forged_house_rule_state_is_refused_by_its_own_check() -> None:
    state = counted_game()
    doc = unokit.io.saving.to_dict(state)
    doc["house_rule_states"][0]["fields"]["skips"] = -1
    doc["digest"] = unokit.io.saving._sha256(unokit.io.saving._content(doc))
    with pytest.raises(unokit.SaveError, match=r"house_rule_states\[0\]\.skips: expected 0"):
        unokit.io.saving.from_dict(doc)


# Issue 49: what the engine refuses of a plugin's effect, naming the plugin, the state it
# was given untouched.


class KeepsAList(unokit.HouseRule):
    """A house rule keeping the seats that played a Skip in a list, which can be changed."""

    name: ClassVar[str] = "skip-list"
    description: ClassVar[str] = "Notes who played a Skip, in a list."
    state_type: ClassVar[Any] = tuple[int, ...]

    def change_kind(self, kind: CardKind) -> CardKind:
        if kind.rank != "S" or kind.on_play is None:
            return kind
        original = kind.on_play

        def noted(table: Table, move: Play) -> None:
            original(table, move)
            seats = table.plugin_state(self.name) or []
            seats.append(move.player)
            table.set_plugin_state(self.name, seats)

        return attrs.evolve(kind, on_play=noted)


@attrs.define
class Loose:
    """A value that can be changed (an attrs class that is not frozen)."""

    seats: tuple[int, ...] = ()


class KeepsLoose(KeepsAList):
    """The same, in an attrs class that is not frozen (declared; its state is of any type)."""

    name: ClassVar[str] = "skip-loose"
    declares: ClassVar[tuple[type, ...]] = (Loose,)
    state_type: ClassVar[Any] = Any

    def change_kind(self, kind: CardKind) -> CardKind:
        if kind.rank != "S" or kind.on_play is None:
            return kind

        def noted(table: Table, move: Play) -> None:
            table.set_plugin_state(self.name, Loose((move.player,)))

        return attrs.evolve(kind, on_play=noted)


class WipesTheEditionState(KeepsAList):
    """A house rule keeping no state of its own, that writes a number as the edition's."""

    name: ClassVar[str] = "skip-wipe"
    state_type: ClassVar[Any] = None

    def change_kind(self, kind: CardKind) -> CardKind:
        if kind.rank != "S" or kind.on_play is None:
            return kind

        def noted(table: Table, move: Play) -> None:
            table.set_plugin_state(table.rules.edition, 7)

        return attrs.evolve(kind, on_play=noted)


@pytest.mark.parametrize(
    ("rule", "message"),
    [
        (
            KeepsAList(),
            "while applying '1 play RS', the house rule 'skip-list' keeps a tuple[int, ...] "
            "(its state_type), not [1]",
        ),
        (
            KeepsLoose(),
            "while applying '1 play RS', the house rule 'skip-loose' keeps Loose(seats=(1,)), "
            "which can be changed: a plugin's state must be immutable (a frozen attrs class, "
            "tuples, frozensets)",
        ),
        (
            WipesTheEditionState(),
            "while applying '1 play RS', the edition 'classic' keeps no state (it declares no "
            "state_type), not 7",
        ),
    ],
)
def test_an_effect_breaking_the_contract_is_refused_naming_the_plugin(
    rule: unokit.HouseRule, message: str
) -> None:
    install(rule)
    state = game(hands_with("RS"), "R9", ["Y1", "Y2", "Y3"], house_rules=[rule.name])
    before = unokit.to_json(state)
    with pytest.raises(unokit.PluginError, match=f"^{re.escape(message)}$"):
        unokit.apply(state, unokit.parse_move(state, "1 play RS"))
    assert unokit.to_json(state) == before
    assert unokit.apply(state, unokit.parse_move(state, "1 draw")).hands[1][-1] == Card.parse("Y1")


def resealed(doc: dict[str, Any]) -> dict[str, Any]:
    """A saved game edited by hand, with the digest of its new contents."""
    doc["digest"] = unokit.io.saving._sha256(unokit.io.saving._content(doc))
    return doc


@pytest.mark.parametrize(
    ("states", "message"),
    [
        (2, "house_rule_states: expected one entry per house rule of the game (1), not 2"),
        (None, "house_rule_states: no house rule keeps a state, so it must be empty"),
        (-1, "house_rule_states[0].skips: expected 0 or more"),
    ],
    ids=["two-entries", "all-none", "own-check"],
)
def test_forged_house_rule_states_are_refused_exactly(states: int | None, message: str) -> None:
    doc = unokit.io.saving.to_dict(counted_game())
    (entry,) = doc["house_rule_states"]
    if states is None:
        doc["house_rule_states"] = [None]
    elif states > 0:
        doc["house_rule_states"] = [entry] * states
    else:
        entry["fields"]["skips"] = states
    with pytest.raises(unokit.SaveError, match=f"^{re.escape(message)}$"):
        unokit.io.saving.from_dict(resealed(doc))


def test_a_game_whose_house_rules_keep_nothing_saves_as_before() -> None:
    state = unokit.new_game("classic", players=3, seed=1, house_rules=["stacking"])
    assert state.house_rule_states == ()
    assert "house_rule_states" not in unokit.io.saving.to_dict(state)


def test_asking_for_the_state_of_a_plugin_not_in_the_game_names_those_in_it() -> None:
    state = counted_game()
    with pytest.raises(KeyError, match="its edition is 'classic' and its house rules are"):
        state.plugin_state("stacking")


# --------------------------------------------------------------------------------------
# One registry: nothing built from older plugins outlives a re-registration
# --------------------------------------------------------------------------------------


class Grown(ClassicEdition):
    name = "grown"
    aliases = ()


def test_the_rl_action_space_follows_a_re_registered_editions_deck() -> None:
    from unokit.rl import action_space

    install(Grown())
    before = action_space(unokit.new_game("grown", players=2, seed=1).rules)

    class Grown2(Grown):
        @hookimpl
        def unokit_card_kinds(self) -> Iterable[CardKind]:
            return (*super().unokit_card_kinds(), NUDGE)

        @hookimpl
        def unokit_build_deck(self) -> Sequence[Card]:
            return [*classic_deck(), *(Card(color, "N") for color in unokit.COLORS)]

    unokit.core.plugins.reset()
    install(Grown2())
    after = action_space(unokit.new_game("grown", players=2, seed=1).rules)
    assert len(after) == len(before) + 4
    assert Card.parse("RN") in after.cards
    assert Card.parse("RN") not in before.cards


# --------------------------------------------------------------------------------------
# Randomness for plugins: the game's own seeded generator
# --------------------------------------------------------------------------------------


def skip_a_random_seat(table: Table, move: Play) -> None:
    """Roulette: the turn goes to a seat the game picks at random (not the player)."""
    others = [seat for seat in range(table.players) if seat != table.player]
    table.next_turn = table.choose(others)


ROULETTE = CardKind("Q", "Roulette", 20, on_play=skip_a_random_seat)


class RouletteEdition(ClassicEdition):
    name = "roulette"
    aliases = ()

    @hookimpl
    def unokit_card_kinds(self) -> Iterable[CardKind]:
        return (*super().unokit_card_kinds(), ROULETTE)

    @hookimpl
    def unokit_build_deck(self) -> Sequence[Card]:
        return [*classic_deck(), *(Card(color, "Q") for color in unokit.COLORS)]


def test_a_plugin_draws_randomness_from_the_games_own_generator() -> None:
    install(RouletteEdition())
    picked = set()
    for seed in range(40):
        state = game(hands_with("RQ"), "R9", ["Y1", "Y2", "Y3"], edition="roulette", seed=seed)
        move = unokit.parse_move(state, "1 play RQ")
        after = unokit.apply(state, move)
        # Deterministic: the same state and move always give the same next state.
        assert unokit.apply(state, move) == after
        assert after.current_player in (0, 2)
        assert after.rng != state.rng  # the generator moved on, and is saved with the game
        assert unokit.from_json(unokit.to_json(after)) == after
        picked.add(after.current_player)
    assert picked == {0, 2}


def test_randomness_refuses_an_empty_choice_as_the_plugins_error() -> None:
    install(RouletteEdition())
    state = game(hands_with("RQ"), "R9", ["Y1", "Y2", "Y3"], edition="roulette")
    table = Table(state, 1)
    with pytest.raises(ValueError, match="at least one thing to choose from"):
        table.choose([])
    with pytest.raises(ValueError, match="at least 1"):
        table.random_below(0)


# --------------------------------------------------------------------------------------
# Options a plugin requires
# --------------------------------------------------------------------------------------


class NoBluffs(unokit.HouseRule):
    """A house rule that only makes sense when Wild Draw Four bluffs are refused."""

    name: ClassVar[str] = "no-bluffs"
    description: ClassVar[str] = "A Wild Draw Four may only be played when it is no bluff."

    @hookimpl
    def unokit_required_options(self) -> dict[str, object]:
        return {"strict_wild_draw_four": True}


class Bluffs(unokit.HouseRule):
    name: ClassVar[str] = "bluffs"
    description: ClassVar[str] = "Bluffs are part of the game."

    @hookimpl
    def unokit_required_options(self) -> dict[str, object]:
        return {"strict_wild_draw_four": False}


class NoBluffsEither(NoBluffs):
    name: ClassVar[str] = "no-bluffs-either"


def test_an_option_a_house_rule_requires_is_its_default_and_not_silently_overridden() -> None:
    install(NoBluffs(), Bluffs(), NoBluffsEither())
    both = unokit.new_game("classic", players=2, house_rules=["no-bluffs", "no-bluffs-either"])
    assert both.rules.options.strict_wild_draw_four is True  # the same value: they combine
    state = unokit.new_game("classic", players=2, seed=1, house_rules=["no-bluffs"])
    assert state.rules.options.strict_wild_draw_four is True
    assert state.rules.changed_options() == {}  # a record writes nothing for it
    with pytest.raises(
        unokit.SetupError,
        match=r"^the house rule 'no-bluffs' needs strict_wild_draw_four=true: a game with it "
        r"cannot set strict_wild_draw_four to False$",
    ):
        unokit.new_game(
            "classic",
            players=2,
            house_rules=["no-bluffs"],
            options={"strict_wild_draw_four": False},
        )
    with pytest.raises(
        unokit.SetupError,
        match=r"^the house rule 'no-bluffs' needs strict_wild_draw_four=true and the house rule "
        r"'bluffs' needs strict_wild_draw_four=false: they cannot be combined$",
    ):
        unokit.new_game("classic", players=2, house_rules=["no-bluffs", "bluffs"])


class WrongTarget(unokit.HouseRule):
    name: ClassVar[str] = "wrong-target"
    description: ClassVar[str] = "Requires a target score no game can have."

    @hookimpl
    def unokit_required_options(self) -> dict[str, object]:
        return {"target_score": "lots"}


def test_a_house_rule_requiring_a_value_an_option_cannot_take_is_named_after_the_game() -> None:
    install(WrongTarget())
    with pytest.raises(
        unokit.PluginError,
        match=r"^edition 'classic' with house rule 'wrong-target': house rule 'wrong-target' "
        r"requires a value the option cannot take: option target_score must be a whole "
        r"number, not 'lots'$",
    ):
        unokit.new_game("classic", players=2, house_rules=["wrong-target"])


# --------------------------------------------------------------------------------------
# Capabilities, not classic's classes: a penalty someone may answer
# --------------------------------------------------------------------------------------


def test_under_stacking_uno_flips_wild_draw_two_can_still_be_challenged() -> None:
    # Seat 1 plays a Wild Draw Two holding a red card: a bluff. With stacking, seat 2 may
    # stack, accept or challenge, as it may without stacking (the challenge is the card's
    # own decision, kept through the Challengeable capability).
    hands = [
        ["G1|O6", "G2|O7", "G3|V2", "G4|P8", "G5|O7", "G6|T1", "G7|O8"],
        ["W+2|OF", "R1|O2", "B1|O4", "B2|V7", "B3|P3", "B4|V4", "B5|O6"],
        ["Y1|V2", "Y2|P8", "Y3|O+5", "Y4|T5", "Y5|TSE", "Y6|PF", "Y7|P5"],
    ]
    for house_rules in ((), ("stacking",)):
        state = game(hands, "R5|OR", ["G8|T6", "G9|OSE"], edition="flip", house_rules=house_rules)
        state = unokit.apply(state, unokit.parse_move(state, "1 play W+2 blue"))
        moves = {str(move) for move in unokit.legal_moves(state)}
        assert {"2 accept", "2 challenge"} <= moves, (house_rules, moves)
        caught = unokit.apply(state, unokit.parse_move(state, "2 challenge"))
        # The bluffer draws the penalty, the challenger plays on.
        assert len(caught.hands[1]) == 6 + 2
        assert len(caught.hands[2]) == 7
        assert caught.current_player == 2


# --------------------------------------------------------------------------------------
# UNO calls are noted after a card's effects
# --------------------------------------------------------------------------------------


def discard_all(table: Table, move: Play) -> None:
    """Discard All: its player also discards every card of its colour (under it)."""
    hand = table.hands[move.player]
    same = [card for card in hand if card.color is move.card.color]
    for card in same:
        table.take_from_hand(move.player, card)
    table.discard_under_top(same)


DISCARD_ALL = CardKind("DA", "Discard All", 30, on_play=discard_all)


class DiscardEdition(ClassicEdition):
    name = "discard"
    aliases = ()

    @hookimpl
    def unokit_card_kinds(self) -> Iterable[CardKind]:
        return (*super().unokit_card_kinds(), DISCARD_ALL)

    @hookimpl
    def unokit_build_deck(self) -> Sequence[Card]:
        return [*classic_deck(), *(Card(color, "DA") for color in unokit.COLORS)]


def around(seat_one: list[str]) -> list[list[str]]:
    """Three hands: seat 1's as given, yellow 1 to 7 for seat 0 and green 1 to 7 for seat 2."""
    return [[f"Y{n}" for n in range(1, 8)], seat_one, [f"G{n}" for n in range(1, 8)]]


def test_a_card_whose_effect_leaves_its_player_one_card_exposes_a_missed_uno() -> None:
    install(DiscardEdition())
    hands = around(["RDA", "R1", "R2", "R3", "R4", "R6", "B5"])
    state = game(hands, "R9", ["Y8", "Y9"], edition="discard")
    after = unokit.apply(state, unokit.parse_move(state, "1 play RDA"))
    assert after.hands[1] == (Card.parse("B5"),)
    assert after.uno_exposed == (1,)
    assert unokit.parse_move(after, "0 catch 1") in unokit.legal_moves(after)
    assert len(unokit.apply(after, unokit.parse_move(after, "0 catch 1")).hands[1]) == 3


# --------------------------------------------------------------------------------------
# Seats that leave the round
# --------------------------------------------------------------------------------------


class MercyEdition(ClassicEdition):
    """Classic with a Mercy Rule: a seat holding ten cards or more is out of the round."""

    name = "mercy"
    aliases = ()
    max_players = 6  # a hand limit of 10 leaves room for every hand

    @hookimpl
    def unokit_hand_limit(self) -> int:
        return 10


def mercy_game(players: int) -> GameState:
    """A game of ``mercy``: seat 1 (to play) holds a Wild Draw Four; every hand holds seven."""
    install(MercyEdition())
    hands = [
        ["Y1", "Y2", "Y3", "Y4", "Y5", "Y6", "Y7"],
        ["W+4", "B1", "B2", "B3", "B4", "B5", "B6"],
        ["G1", "G2", "G3", "G4", "G5", "G6", "G7"],
        ["Y8", "Y9", "G8", "G9", "B7", "B8", "B9"],
    ][:players]
    return game(hands, "R9", ["R1", "R2", "R3", "R4", "R5", "R6"], edition="mercy")


def knocked_out(players: int) -> tuple[GameState, GameState]:
    """The state before and after the next seat accepts seat 1's Wild Draw Four (7 + 4)."""
    state = mercy_game(players)
    state = unokit.apply(state, unokit.parse_move(state, "1 play W+4 red"))
    victim = state.current_player
    return state, unokit.apply(state, unokit.parse_move(state, f"{victim} accept"))


def test_a_seat_reaching_the_hand_limit_is_out_of_the_round_at_once() -> None:
    before, after = knocked_out(players=4)
    assert before.rules.knocks_out
    assert before.rules.hand_limit == 10
    # Seat 2 held seven and had to draw four: the tenth card is its last, and it is out.
    assert after.out == (2,)
    assert after.hands[2] == ()
    drawn = before.draw_pile[:3]
    assert after.discard_pile[-10:] == (*before.hands[2], *drawn)  # under the discard pile
    assert after.draw_pile == before.draw_pile[3:]
    assert len(list(after.cards())) == len(list(before.cards()))
    assert after.current_player == 3  # the turn passes over it


class TightMercyEdition(MercyEdition):
    """The Mercy Rule at eight cards: a seat dealt seven reaches it with one card drawn."""

    name = "tight-mercy"

    @hookimpl
    def unokit_hand_limit(self) -> int:
        return 8


def test_a_seat_drawing_for_its_turn_up_to_the_hand_limit_is_out_at_once() -> None:
    # no-mercy.md, for any edition's hand limit: "A player who at any point holds 25 or more
    # cards is knocked out of the game at once." Here the limit is 8 and the draw is the
    # turn's own draw of one card (no card of seat 1 matches the red 9).
    install(TightMercyEdition())
    hands = around(["B1", "B2", "B3", "B4", "B5", "B6", "B7"])
    state = game(hands, "R9", ["Y8", "G8"], edition="tight-mercy")
    assert state.current_player == 1
    after = unokit.apply(state, unokit.parse_move(state, "1 draw"))
    assert after.out == (1,)
    assert after.hands[1] == ()
    assert after.discard_pile[-8:] == (*state.hands[1], Card.parse("Y8"))
    assert after.draw_pile == (Card.parse("G8"),)
    assert after.current_player == 2


def test_a_seat_out_of_the_round_has_no_move_is_named_by_none_and_is_saved() -> None:
    _, state = knocked_out(players=4)
    assert state.seats_in_round == (0, 1, 3)
    moves = unokit.legal_moves(state)
    assert moves
    assert all(move.player != 2 for move in moves)
    assert all(getattr(move, "target", None) != 2 for move in moves)
    seen = unokit.view(state, 2)
    assert seen.out == (2,)
    assert seen.legal_moves == ()
    assert unokit.view(state, 0).out == (2,)
    assert unokit.from_json(unokit.to_json(state)) == state
    # Play goes round the three seats left: 3, then 0, then 1.
    state = unokit.apply(state, unokit.parse_move(state, "3 draw"))
    state = unokit.apply(state, unokit.parse_move(state, "3 pass"))
    assert state.current_player == 0


def seat_one_knocked_out() -> GameState:
    """Seat 0 plays a Wild Draw Four; seat 1 draws up to the hand limit and is out."""
    install(MercyEdition())
    hands = [
        ["W+4", "W+4", "B9", "G1", "G2", "G3", "Y4"],
        ["Y1", "Y2", "Y5", "Y6", "Y7", "Y8", "Y9"],
        ["R9", "G4", "G5", "G6", "G7", "G8", "Y3"],
    ]
    return game(hands, "R5", ["R1", "R2", "R3", "R4"], edition="mercy", dealer=2)


def test_the_greedy_agent_aims_at_the_next_seat_still_in_the_round() -> None:
    # Seat 1 is knocked out; seat 2 plays the R9. Seat 0, holding no red card, keeps its
    # other Wild Draw Four and plays the B9, unless the seat after it (seat 2, past the
    # seat out) is close to going out.
    state = seat_one_knocked_out()
    for text in ("0 play W+4 red", "1 accept", "2 play R9"):
        state = unokit.apply(state, unokit.parse_move(state, text))
    assert state.out == (1,)
    assert state.current_player == 0
    close = with_hands(state, ["W+4 B9 G1 G2 G3 Y4", "", "G4 G5"])
    greedy = unokit.GreedyAgent()
    wild = Play(0, Card.parse("W+4"), unokit.Color.GREEN)  # the colour held most
    for position, expected in ((state, Play(0, Card.parse("B9"))), (close, wild)):
        assert greedy.choose(unokit.view(position, 0), optional=False) == expected
        assert greedy.choose_in(position, 0) == expected


def test_the_narration_does_not_tell_a_seat_out_of_the_round_as_skipped() -> None:
    # Play passes over a seat out of the round: it has no turn to be skipped.
    state = seat_one_knocked_out()
    narrator = Narrator(None)
    told = []
    for text in ("0 play W+4 red", "1 accept", "2 play R9", "0 play B9"):
        move = unokit.parse_move(state, text)
        after = unokit.apply(state, move)
        told += narrator.tell(move, state, after)
        state = after
    assert told == [
        "Seat 0 plays W+4, naming red.",
        "Seat 1 accepts the penalty; Seat 1 draws 3 cards (R1 R2 R3); Seat 1 has 10 cards and "
        "is out of the round.",
        "Seat 2 plays R9.",
        "Seat 0 plays B9.",
    ]


NOT_DISTINCT = "out: expected distinct seats in ascending order, one seat at least left"


@pytest.mark.parametrize(
    ("changes", "message"),
    [
        ({"out": [2, 2]}, NOT_DISTINCT),
        ({"out": [3, 2]}, NOT_DISTINCT),
        ({"out": [0, 1, 2, 3]}, NOT_DISTINCT),
        ({"out": [1, 2]}, "out: seat 1 is out of the round but holds cards"),
        ({"current_player": 2}, "current_player: seat 2 is out of the round"),
    ],
)
def test_forged_seats_out_are_refused_exactly(changes: dict[str, Any], message: str) -> None:
    _, state = knocked_out(players=4)
    assert state.out == (2,)
    doc = unokit.io.saving.to_dict(state)
    doc.update(changes)
    with pytest.raises(unokit.SaveError, match=f"^{re.escape(message)}$"):
        unokit.io.saving.from_dict(resealed(doc))


def test_a_round_going_on_with_one_seat_left_in_it_is_refused_exactly() -> None:
    _, state = knocked_out(players=4)
    assert state.current_player == 3
    doc = unokit.io.saving.to_dict(state)
    # Seats 0 and 1 out too, their cards under the discard pile as a knocked-out hand's are.
    doc["discard_pile"] = [*doc["hands"][0], *doc["hands"][1], *doc["discard_pile"]]
    doc["hands"][0] = doc["hands"][1] = []
    doc["out"] = [0, 1, 2]
    with pytest.raises(
        unokit.SaveError,
        match=r"^out: only one seat is left in the round, so the round is over$",
    ):
        unokit.io.saving.from_dict(resealed(doc))


def test_the_last_seat_left_in_the_round_wins_it() -> None:
    _, won = knocked_out(players=2)
    assert won.out == (0,)
    result = won.history[-1]
    assert result.winner == 1
    assert result.hand_points[1] == 0  # the winner's own cards count for nothing
    assert result.points == 0  # the seat out holds no cards: they went under the pile
    assert won.scores == (0, 0)
    assert won.round_over
    assert won.hands[1]  # the winner still holds cards: a saved game takes them as such
    assert unokit.from_json(unokit.to_json(won)) == won
    # The next round deals every seat in again.
    dealt = unokit.apply(won, unokit.legal_moves(won)[0])
    assert dealt.out == ()
    assert all(len(hand) == 7 for hand in dealt.hands)


def test_knocking_out_needs_rules_that_take_seats_out() -> None:
    state = unokit.new_game("classic", players=3, seed=1)
    with pytest.raises(ValueError, match="declares knocks_out"):
        Table(state, 0).knock_out(1)


class Eliminations(unokit.HouseRule):
    """A house rule that takes seats out of the round itself, with no hand limit."""

    name: ClassVar[str] = "eliminations"
    description: ClassVar[str] = "Seats may be taken out of the round."
    knocks_out: ClassVar[bool] = True


def test_a_plugin_declaring_knocks_out_lets_seats_be_taken_out_without_a_hand_limit() -> None:
    install(Eliminations())
    state = unokit.new_game("classic", players=3, seed=1, house_rules=["eliminations"])
    assert state.rules.hand_limit is None
    assert state.rules.knocks_out
    table = Table(state, 0)
    table.knock_out(1)
    assert table.freeze().out == (1,)


# --------------------------------------------------------------------------------------
# One author surface: every plugin's code imports unokit only through it
# --------------------------------------------------------------------------------------

ROOT = Path(__file__).resolve().parent.parent


def example_packages(*, plugins: bool) -> list[Path]:
    """The example packages of ``examples/`` that register unokit plugins (an entry point in
    the ``unokit`` group), or, with ``plugins=False``, the programs built on unokit."""
    return [
        package
        for package in sorted((ROOT / "examples").glob("unokit-*"))
        if ("[project.entry-points.unokit]" in (package / "pyproject.toml").read_text()) == plugins
    ]


def package_sources(packages: list[Path]) -> list[tuple[Path, str]]:
    """Each module of ``packages`` with its own top-level package's name."""
    return [
        (path, path.relative_to(package / "src").parts[0])
        for package in packages
        for path in (package / "src").rglob("*.py")
    ]


#: Every plugin package's source: unokit's own editions (one plugin each) and house rules
#: (one plugin), and each plugin package of ``examples/``. Each with the modules it may
#: import besides ``unokit`` and ``unokit.plugin``: its own.
PLUGIN_SOURCES: list[tuple[Path, str]] = [
    *(
        (path, f"unokit.editions.{path.stem}")
        for path in (ROOT / "src/unokit/editions").glob("[!_]*.py")
    ),
    *(  # an edition that is a package (UNO Party!, its deck a module of its own)
        (path, f"unokit.editions.{path.parent.name}")
        for path in (ROOT / "src/unokit/editions").glob("*/*.py")
    ),
    *((path, "unokit.house_rules") for path in (ROOT / "src/unokit/house_rules").glob("*.py")),
    *package_sources(example_packages(plugins=True)),
]


def imported_modules(path: Path) -> list[str]:
    """Every module ``path`` imports (``import a.b`` and ``from a.b import c``), anywhere.

    ``from unokit.play import render`` imports ``unokit.play.render``: a module taken from a
    package counts as itself.
    """
    tree = ast.parse(path.read_text(encoding="utf-8"))
    found: list[str] = []
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            found += [alias.name for alias in node.names]
        elif isinstance(node, ast.ImportFrom) and node.module and not node.level:
            modules = [f"{node.module}.{alias.name}" for alias in node.names]
            modules = [name for name in modules if _is_module(name)]
            found += modules or [node.module]
    return found


def _is_module(name: str) -> bool:
    """Whether ``name`` (``unokit.play.render``) is a module or package of src/."""
    path = ROOT / "src" / name.replace(".", "/")
    return path.with_suffix(".py").is_file() or (path / "__init__.py").is_file()


#: The surface's own building blocks that ``unokit.plugin`` loads with itself (it could not
#: import them if they imported it): they import from the modules where the surface's names
#: live, and only those names.
SURFACE_BLOCKS = {
    *(
        ROOT / "src/unokit/editions" / name
        for name in (
            *("turn.py", "_turntables.py", "plays.py", "quick.py", "refusals.py"),
            *("__init__.py", "classic.py"),
        )
    ),
    *(
        ROOT / "src/unokit/house_rules" / name
        for name in ("__init__.py", "drawing.py", "jump_in.py", "seven_o.py", "stacking.py")
    ),
}


def imported_names(path: Path) -> list[tuple[str, str]]:
    """Every ``(module, name)`` of ``path``'s ``from unokit... import name`` statements."""
    tree = ast.parse(path.read_text(encoding="utf-8"))
    return [
        (node.module, alias.name)
        for node in ast.walk(tree)
        if isinstance(node, ast.ImportFrom) and node.module and node.module.startswith("unokit")
        for alias in node.names
    ]


def test_the_surface_s_own_building_blocks_use_only_names_of_the_surface() -> None:
    import unokit.plugin as surface

    blocks = {f"unokit.{path.parent.name}.{path.stem}" for path in SURFACE_BLOCKS}
    blocks |= {f"unokit.{path.parent.name}" for path in SURFACE_BLOCKS}
    for path in SURFACE_BLOCKS:
        found = imported_names(path)
        assert found, path
        for module, name in found:
            if module in blocks or f"{module}.{name}" in blocks:
                continue  # one building block's modules share their helpers
            assert name in surface.__all__ or name in unokit.__all__, f"{path.name}: {name}"
            public = getattr(surface, name, None) or getattr(unokit, name)
            assert public is getattr(importlib.import_module(module), name), (module, name)


def test_every_plugin_package_is_written_against_the_author_surface_only() -> None:
    examples = {own for _, own in PLUGIN_SOURCES if not own.startswith("unokit.")}
    assert {"unokit_flip", "unokit_seveno", "unokit_numberstart", "unokit_attack"} <= examples
    assert len([own for _, own in PLUGIN_SOURCES if own.startswith("unokit.editions")]) >= 3
    for path, own in PLUGIN_SOURCES:
        if path in SURFACE_BLOCKS:
            continue  # checked name by name above
        for module in imported_modules(path):
            if module.split(".")[0] not in ("unokit", own.split(".")[0]):
                continue  # the standard library, attrs...
            allowed = (
                module in ("unokit", "unokit.plugin")
                or module == own
                or (module.startswith(own + "."))
            )
            assert allowed, f"{path.relative_to(ROOT)} imports {module}"


#: The modules the API reference documents whole (a ``::: unokit.x`` entry naming a module).
DOCUMENTED_MODULES = {
    name
    for page in (ROOT / "docs/reference").glob("*.md")
    for name in re.findall(r"^::: (unokit(?:\.[a-z_]+)+)$", page.read_text(), re.MULTILINE)
    if (ROOT / "src" / f"{name.replace('.', '/')}.py").is_file()
    or (ROOT / "src" / name.replace(".", "/") / "__init__.py").is_file()
}


def test_every_program_built_on_unokit_uses_its_documented_api_only() -> None:
    # The table server is a program, not a plugin: it may use any module the API reference
    # documents (``unokit.agents``...), never an engine internal.
    programs = package_sources(example_packages(plugins=False))
    assert {own for _, own in programs} >= {"unokit_table"}
    assert {"unokit.agents", "unokit.core.compiling"} <= DOCUMENTED_MODULES
    for path, _ in programs:
        for module in imported_modules(path):
            if module.split(".")[0] == "unokit":
                allowed = module in ("unokit", "unokit.plugin") or module in DOCUMENTED_MODULES
                assert allowed, f"{path.relative_to(ROOT)} imports {module}"
                assert not module.rsplit(".", 1)[-1].startswith("_"), module


def test_every_name_of_the_author_surface_loads_and_is_documented_there() -> None:
    import unokit.plugin as surface

    for name in surface.__all__:
        assert getattr(surface, name) is not None, name  # the building blocks load lazily
        assert name in (surface.__doc__ or ""), f"unokit.plugin's text does not name {name}"


def test_cards_turned_over_are_the_same_cards_for_an_uno_call() -> None:
    # Seat 2 holds one card (it called UNO). A Flip turns every card over: seat 2 still
    # holds the same card, so it has nothing new to call and cannot be caught.
    hands = [
        ["G1|O6", "G2|O7", "G3|V2", "G4|P8", "G5|O7", "G6|T1", "G7|O8"],
        ["RF|TR", "R1|O2", "B1|O4", "B2|V7", "B3|P3", "B4|V4", "B5|O6"],
        ["Y1|V2", "Y2|P8", "Y3|O+5", "Y4|T5", "Y5|TSE", "Y6|PF", "Y7|P5"],
    ]
    state = game(hands, "R5|OR", ["G8|T6", "G9|OSE"], edition="flip")
    state = with_hands(state, ["G1|O6 G2|O7", "RF|TR R1|O2 B1|O4", "Y1|V2"])
    flipped = unokit.apply(state, unokit.parse_move(state, "1 play RF"))
    assert flipped.hands[2] == (Card.parse("V2|Y1"),)
    assert flipped.uno_exposed == ()


@attrs.frozen
class Secret:
    """Whether the last Skip's player held a red card: known to that player only."""

    seat: int
    held_red: bool

    def visible_to(self, seat: int) -> Secret:
        return self if seat == self.seat else attrs.evolve(self, held_red=False)

    def check(self, state: GameState) -> None:
        if not 0 <= self.seat < state.players:
            raise ValueError(f"seat: the game has no seat {self.seat}")


class SecretSkips(unokit.HouseRule):
    """A house rule keeping a secret in its own state, as a plugin may."""

    name: ClassVar[str] = "secret-skips"
    description: ClassVar[str] = "Notes, in secret, whether a Skip's player held a red card."
    declares: ClassVar[tuple[type, ...]] = (Secret,)
    state_type: ClassVar[Any] = Secret

    def change_kind(self, kind: CardKind) -> CardKind:
        if kind.rank != "S" or kind.on_play is None:
            return kind
        original = kind.on_play

        def noted(table: Table, move: Play) -> None:
            original(table, move)
            red = any(card.color is unokit.Color.RED for card in table.hands[move.player])
            table.set_plugin_state(self.name, Secret(move.player, red))

        return attrs.evolve(kind, on_play=noted)


def test_the_conformance_suite_handles_a_plugins_own_state_without_extra_code() -> None:
    from unokit.testing import check_edition

    install(SecretSkips())
    report = check_edition(
        "classic", games=3, players=[3], house_rules=["secret-skips"], shrink=False
    )
    assert "views" in report.properties  # a failing property raises ConformanceError
    assert report.games == 3
    seen = 0
    for game_state in _played_with("secret-skips"):
        secret = game_state.plugin_state("secret-skips")
        if secret is not None:
            seen += 1
            for seat in range(game_state.players):
                shown = unokit.view(game_state, seat).plugin_state("secret-skips")
                assert shown == (secret if seat == secret.seat else Secret(secret.seat, False))
    assert seen


def test_a_house_rules_own_check_is_given_the_game_its_state_is_in() -> None:
    install(SecretSkips())
    state = game(hands_with("RS"), "R9", ["Y1", "Y2", "Y3"], house_rules=["secret-skips"])
    state = unokit.apply(state, unokit.parse_move(state, "1 play RS"))
    assert state.plugin_state("secret-skips") == Secret(1, False)
    doc = unokit.io.saving.to_dict(state)
    doc["house_rule_states"][0]["fields"]["seat"] = 3  # a seat of no game of three players
    with pytest.raises(
        unokit.SaveError, match=r"^house_rule_states\[0\]\.seat: the game has no seat 3$"
    ):
        unokit.io.saving.from_dict(resealed(doc))


def _played_with(house_rule: str) -> list[GameState]:
    """The states of one seeded random game of classic with ``house_rule``."""
    import random

    state = unokit.new_game("classic", players=3, seed=4, house_rules=[house_rule])
    chooser = random.Random(4)
    states = [state]
    while not state.is_over and len(states) < 400:
        state = unokit.apply(state, chooser.choice(unokit.legal_moves(state)))
        states.append(state)
    return states


def test_the_command_line_tells_who_is_out_of_the_round() -> None:
    from unokit.play.narration import describe

    before, after = knocked_out(players=4)
    move = unokit.parse_move(before, "2 accept")
    assert "Seat 2 has 10 cards and is out of the round" in describe(move, before, after)
    assert "you have 10 cards and are out of the round" in describe(move, before, after, human=2)


class Watchful:
    """A greedy agent that fails the test if it is asked while its seat is out of the round."""

    def __init__(self) -> None:
        self.greedy = unokit.GreedyAgent()
        self.asked_out = 0

    def choose(self, seen: unokit.SeatView, *, optional: bool) -> Move | None:
        if seen.seat in seen.out:
            self.asked_out += 1
        return self.greedy.choose(seen, optional=optional)


def test_the_turn_s_fast_paths_pass_over_seats_out_as_the_full_way_does() -> None:
    """While a seat is out of the round, the classic turn's fast paths (a number card played,
    one card drawn, the card just drawn kept) make exactly the state the full way makes."""
    import random

    from unokit.core.engine import _carry_out

    install(MercyEdition())
    made = {Play: 0, unokit.Draw: 0, unokit.Pass: 0}
    for seed in range(20):
        chooser = random.Random(seed)
        state = unokit.new_game("mercy", players=5, seed=seed, options={"match": "single-round"})
        while not state.is_over:
            move = chooser.choice(unokit.legal_moves(state))
            after = unokit.apply(state, move)
            if state.out and move.player == state.current_player and type(move) in made:
                phase = state.phase
                assert phase is not None
                way = phase.quick_ways.get(type(move))
                quick = None if way is None else way(phase, state, move, None)
                if type(quick) is GameState:
                    made[type(move)] += 1
                    full = _carry_out(attrs.evolve(state), move)  # on a table, as any move
                    assert quick == full
                    assert after == full
                    assert unokit.legal_moves(after) == unokit.legal_moves(attrs.evolve(full))
            state = after
    assert all(count > 10 for count in made.values()), made


class UnawareTurn(ClassicTurn):
    """Classic's turn with fast paths that do not say they handle seats out of the round."""

    asked: ClassVar[list[bool]] = []  # whether a seat was out, each time a way was asked

    def _spy(self, state: GameState, move: Move, listed: object) -> None:
        UnawareTurn.asked.append(bool(state.out))  # and the move goes the full way

    quick_ways = QuickWays({Play: _spy, unokit.Draw: _spy})


class UnawareMercyEdition(MercyEdition):
    name = "unaware-mercy"

    @hookimpl
    def unokit_turn(self) -> type[ClassicTurn]:
        return UnawareTurn


def test_fast_paths_are_asked_while_a_seat_is_out_only_if_they_say_they_handle_it() -> None:
    """``QuickWays(..., seats_out=True)``: classic's say so; a phase's default does not."""
    import random

    assert ClassicTurn.quick_ways.seats_out
    assert not UnawareTurn.quick_ways.seats_out
    with pytest.raises(TypeError, match="cannot be changed"):
        UnawareTurn.quick_ways.seats_out = True
    install(UnawareMercyEdition())
    UnawareTurn.asked.clear()
    knocked = 0
    for seed in range(10):
        chooser = random.Random(seed)
        state = unokit.new_game("unaware-mercy", 5, seed=seed, options={"match": "single-round"})
        while not state.is_over:
            state = unokit.apply(state, chooser.choice(unokit.legal_moves(state)))
            knocked += bool(state.out)
    assert knocked > 50  # many moves were made while a seat was out
    assert UnawareTurn.asked
    assert not any(UnawareTurn.asked)


def test_an_agent_whose_seat_is_out_of_the_round_is_asked_nothing() -> None:
    from unokit.agents import play_out

    install(MercyEdition())
    knocked = 0
    for seed in range(12):
        state = unokit.new_game("mercy", players=4, seed=seed, options={"match": "single-round"})
        agents = [Watchful() for _ in range(4)]
        for _, after in play_out(state, agents, seed=seed, max_steps=3000):
            knocked = max(knocked, len(after.out))
        assert all(agent.asked_out == 0 for agent in agents)
    assert knocked  # some games took a seat out (a hand limit of 10 is quickly reached)


def test_a_next_dealer_who_was_out_of_the_round_deals_and_scoring_holds() -> None:
    # A match of several rounds: seat 1 is out of the round it lost, and deals the next.
    install(MercyEdition())
    hands = [
        ["W+4", "Y2", "Y3", "Y4", "Y5", "Y6", "Y7"],
        ["B1", "B2", "B3", "B4", "B5", "B6", "G1"],
    ]
    state = game(hands, "R9", ["Y1", "R1", "R2", "R3", "R4"], edition="mercy")
    for text in ("1 draw", "0 play W+4 red", "1 accept"):
        state = unokit.apply(state, unokit.parse_move(state, text))
    assert state.out == (1,)
    assert state.round_over
    assert state.history[-1].winner == 0
    assert unokit.legal_moves(state) == (unokit.Deal(1),)
    dealt = unokit.apply(state, unokit.Deal(1))
    assert dealt.out == ()
    assert all(len(hand) == 7 for hand in dealt.hands)


def test_the_scoring_property_holds_when_the_last_seat_left_wins() -> None:
    from unokit.testing import check_edition

    install(MercyEdition())
    report = check_edition("mercy", games=6, players=[2, 3], properties=["scoring"])
    assert report.games == 12


def _contract_section() -> str:
    """The "The contract" section of the plugin guide, down to the next section."""
    guide = (ROOT / "docs" / "plugins.md").read_text(encoding="utf-8")
    start = guide.index("\n## The contract\n")
    return guide[start : guide.index("\n## ", start + 1)]


def _public(cls: type, *, since: type = object) -> set[str]:
    """The public names ``cls`` defines beyond those of ``since``."""
    return {
        name
        for klass in cls.__mro__
        if klass not in since.__mro__
        for name in vars(klass)
        if not name.startswith("_")
    }


def test_the_contract_lists_every_table_operation_phase_step_and_hook() -> None:
    # The defect it pins: the contract's table operations left out ``discard_under_top``
    # and ``refill``, and did not say whose ``draw_cards``, ``draw_index`` and ``rng`` are.
    contract = _contract_section()
    named = set(re.findall(r"`(\w+)", contract))
    table = {name for name in dir(Table) if not name.startswith("_")}
    assert table - named == set(), "table operations missing from the contract"
    phases = _public(unokit.plugin.ClassicTurn) | _public(Pending)
    assert phases - named == set(), "phase steps missing from the contract"
    hooks = {name for name in dir(unokit.core.hookspecs) if name.startswith("unokit_")}
    assert hooks - named == set(), "hooks missing from the contract"
    said = contract.replace("\n", " ")
    assert re.search(r"`rng`[^.]*are the engine's", said)
    assert re.search(r"reads and never changes: the draw pile \(`draw_cards`, `draw_index`", said)


def _protocol_members(protocol: type) -> tuple[set[str], set[str]]:
    """The members of ``protocol``: its attributes a class must let change, and the rest."""
    attributes = set(protocol.__annotations__)
    others = {name for name in vars(protocol) if not name.startswith("_")}
    return attributes, others


def test_the_plugin_table_lists_exactly_what_a_plugin_may_do_with_a_table() -> None:
    # The contract's table operations are a protocol the author surface exports, which mypy
    # holds a plugin to: every operation of ``Table`` is the plugin's or the engine's.
    changed, rest = _protocol_members(unokit.plugin.PluginTable)
    members = changed | rest
    table = {name for name in dir(Table) if not name.startswith("_")}
    assert table - members == {"rng", "house_rule_states", "freeze"}
    assert members <= table
    assert {"discard_under_top", "refill", "random_weighted", "draw_cards", "draw_index"} <= rest
    assert {"hands", "pending", "active_color", "next_turn", "skips"} <= changed
    assert isinstance(vars(unokit.plugin.PluginTable)["draw_index"], property)  # read only
    contract = set(re.findall(r"`(\w+)", _contract_section()))
    surface = set(re.findall(r"``(\w+)``", unokit.plugin.__doc__ or ""))
    operations = {name for name in rest if callable(vars(unokit.plugin.PluginTable)[name])}
    assert members - contract == set(), "PluginTable members missing from the guide"
    assert (operations | changed) - surface == set(), "missing from unokit.plugin's text"
