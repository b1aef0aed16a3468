"""The conformance suite: every edition has every property, and a broken edition is caught.

The first half runs ``unokit.testing`` on every edition this suite knows (the built-ins and
the third-party example edition), for every player count each allows. The second half builds
editions that are broken on purpose and checks that the suite names the property they break
and hands back a short record replaying the failure.
"""

from __future__ import annotations

import random
import re
from collections import Counter
from collections.abc import Callable, Iterator, Sequence
from pathlib import Path
from typing import Any, ClassVar

import attrs
import pytest
from hypothesis import settings

import unokit
import unokit.testing.properties
import unokit.testing.runner
from tests.helpers import EditionsPlugin, slow_unless
from tests.strategies import EDITIONS
from unokit import Card, CardKind, GameRecord, GameState, Move, Pass, Play, hookimpl
from unokit.core.state import Pending
from unokit.core.table import Table
from unokit.editions.classic import CLASSIC_KINDS, ClassicEdition, skip
from unokit.play.cli import main
from unokit.testing import (
    PROPERTIES,
    ConformanceError,
    check_edition,
    conformance_tests,
    edition_state_machine,
)
from unokit.testing.properties import cards_held

#: The editions the conformance suite runs on: the built-ins and the example package.
CONFORMING = [*EDITIONS, "seven-o"]

#: Random games per property at the fewest, four and the most players; one at the counts
#: between them.
GAMES = 2


def player_counts(edition: str) -> list[Any]:
    """Every player count of ``edition``, and its games per property.

    The fewest, four and the most players get ``GAMES`` games and run in the quick run; the
    counts between them one game each, and only in the full suite.
    """
    found = unokit.core.plugins.find_edition(edition)
    ends = {found.min_players, 4, found.max_players}
    return [
        pytest.param(
            edition,
            players,
            GAMES if players in ends else 1,
            marks=slow_unless(players in ends),
        )
        for players in range(found.min_players, found.max_players + 1)
    ]


@pytest.mark.parametrize(
    ("edition", "players", "games"),
    [case for edition in CONFORMING for case in player_counts(edition)],
)
def test_every_edition_conforms_at_every_player_count(
    edition: str, players: int, games: int
) -> None:
    report = check_edition(edition, players=players, games=games)
    assert report.games == games
    assert report.properties == tuple(PROPERTIES)


def test_conformance_tests_run_one_property_each() -> None:
    tests = conformance_tests("classic", games=1, players=2)
    assert [str(test) for test in tests] == [f"classic-{name}" for name in PROPERTIES]
    report = tests[2]()
    assert report.properties == ("conservation",)
    assert report.players == (2,)


def test_check_edition_reports_what_it_checked() -> None:
    report = check_edition("classic", games=3, players=[2, 3], properties=["conservation"])
    assert report.edition == "classic"
    assert report.players == (2, 3)
    assert report.properties == ("conservation",)
    assert report.games == 6
    assert report.moves > 6
    assert "classic: 1 property holds in 6 random games (" in str(report)


def test_the_same_arguments_play_the_same_games() -> None:
    first = check_edition("friends", games=3, players=3, properties=["conservation"])
    second = check_edition("friends", games=3, players=3, properties=["conservation"])
    other = check_edition("friends", games=3, players=3, properties=["conservation"], seed=1)
    assert first.moves == second.moves
    assert other.moves != first.moves


def test_the_suite_lists_its_properties() -> None:
    assert list(PROPERTIES) == [
        "deck",
        "notation",
        "conservation",
        "consistency",
        "purity",
        "determinism",
        "listed-moves",
        "unlisted-moves",
        "views",
        "round-trips",
        "termination",
        "scoring",
    ]
    tests = conformance_tests("uno-party", properties=["views", "scoring"])
    assert [str(test) for test in tests] == ["party-views", "party-scoring"]


@pytest.mark.parametrize(
    ("arguments", "match"),
    [
        ({"properties": ["fairness"]}, "no property called 'fairness'; the properties are deck"),
        ({"players": 11}, "'classic' is for 2 to 10 players, not 11"),
        ({"players": [1, 2]}, "not 1"),
    ],
)
def test_bad_arguments_are_refused(arguments: dict[str, Any], match: str) -> None:
    with pytest.raises(ValueError, match=match):
        check_edition("classic", **arguments)


def test_an_unknown_edition_is_refused() -> None:
    with pytest.raises(unokit.UnknownEditionError, match="no edition called 'nope'"):
        check_edition("nope")


# --------------------------------------------------------------------------------------
# A stateful test per edition: legal, illegal and out-of-turn moves mixed
# --------------------------------------------------------------------------------------

for _edition in CONFORMING:
    _machine = edition_state_machine(_edition)
    _machine.TestCase.settings = settings(max_examples=8, stateful_step_count=40, deadline=None)
    globals()[f"Test{_machine.__name__}"] = _machine.TestCase


# --------------------------------------------------------------------------------------
# Broken editions are caught
# --------------------------------------------------------------------------------------


class Broken(ClassicEdition):
    """Classic with the Skip card's effect replaced by ``effect``; subclasses set it."""

    aliases: ClassVar[tuple[str, ...]] = ()
    effect: ClassVar[Callable[[Table, Play], None]]

    @hookimpl
    def unokit_card_kinds(self) -> Sequence[CardKind]:
        return [
            attrs.evolve(kind, on_play=type(self).effect) if kind.rank == "S" else kind
            for kind in CLASSIC_KINDS
        ]


def forge_a_card(table: Table, move: Play) -> None:
    """A Skip that also turns the skipped player's first card into a Wild Draw Four.

    The number of cards stays (``apply`` refuses a move that changes it): only the
    conformance suite's ``conservation`` property sees that the cards are not the deck's.
    """
    victim = table.next_seat()
    if table.hands[victim]:
        table.take_from_hand(victim, table.hands[victim][0])
        table.give(victim, [Card.parse("W+4")])
    skip(table, move)


class Leaky(Broken):
    name = "leaky"
    effect = forge_a_card


@attrs.frozen
class PassOn(Pending):
    """A decision whose only answer is to pass; then play goes on after ``seat``."""

    seat: int

    def moves(self, state: GameState) -> Sequence[Move]:
        return (Pass(self.seat),)

    def resolve(self, table: Table, move: Move) -> None:
        table.next_turn = table.next_seat(self.seat)


@attrs.frozen
class Forever(PassOn):
    """A decision whose answer hands the same decision to the next seat."""

    def resolve(self, table: Table, move: Move) -> None:
        table.pending = Forever(table.next_seat(self.seat))


def start_forever(table: Table, move: Play) -> None:
    table.pending = Forever(table.next_seat())


class Endless(Broken):
    name = "endless"
    effect = start_forever


@attrs.frozen
class Stuck(PassOn):
    """A decision nobody can answer."""

    def moves(self, state: GameState) -> Sequence[Move]:
        return ()


def get_stuck(table: Table, move: Play) -> None:
    table.pending = Stuck(table.next_seat())


class Stuckist(Broken):
    name = "stuckist"
    effect = get_stuck


@attrs.frozen
class Peek(PassOn):
    """A decision that carries the next hand in plain sight of every seat."""

    hand: tuple[Card, ...] = ()


def peek(table: Table, move: Play) -> None:
    seat = table.next_seat()
    table.pending = Peek(table.player, table.hands[seat])


class Peeking(Broken):
    name = "peeking"
    effect = peek


def moody(table: Table, move: Play) -> None:
    """A Skip that skips only when a global coin says so."""
    if random.random() < 0.5:  # the bug: randomness outside the state
        skip(table, move)


class Moody(Broken):
    name = "moody"
    effect = moody


@pytest.fixture
def install_broken() -> Iterator[Callable[[object], None]]:
    plugins: list[object] = []

    def install(edition: object) -> None:
        plugin = EditionsPlugin(edition)
        plugins.append(plugin)
        unokit.core.plugins.register_plugin(plugin, name=f"broken-{len(plugins)}")

    yield install
    for plugin in plugins:
        unokit.core.plugins.unregister_plugin(plugin)


def failure(name: str, **kwargs: Any) -> ConformanceError:
    with pytest.raises(ConformanceError) as caught:
        check_edition(name, **kwargs)
    return caught.value


def test_a_forged_card_is_caught_with_a_short_record(
    install_broken: Callable[[object], None],
) -> None:
    install_broken(Leaky())
    error = failure("leaky", players=[2, 3], properties=["conservation"], games=20)
    assert error.property == "conservation"
    assert error.edition == "leaky"
    assert "fails the property 'conservation'" in str(error)
    assert "108 cards in play for a deck of 108; extra: W+4; missing:" in str(error)
    # The record replays the shrunk game: its last move is the Skip that forged the card.
    record = error.record
    assert record.edition == "leaky"
    assert record.players == 2
    assert str(record) in str(error)
    states = list(GameRecord.parse(str(record)).replay())
    deck = Counter(states[0].rules.deck)
    assert cards_held(states[-2]) == deck
    assert cards_held(states[-1]) - deck == Counter({Card.parse("W+4"): 1})
    last = record.moves[-1]
    assert isinstance(last, Play)
    assert last.card.rank == "S"
    # Hypothesis shrinks the game: never longer than the first failure it found.
    unshrunk = failure(
        "leaky", players=[2, 3], properties=["conservation"], games=20, shrink=False
    ).record
    assert len(record.moves) <= len(unshrunk.moves)


def test_a_game_that_cannot_end_is_caught(install_broken: Callable[[object], None]) -> None:
    install_broken(Endless())
    error = failure("endless", players=2, properties=["termination"], max_steps=300, games=5)
    assert error.property == "termination"
    assert "the match is not over after 300 moves, in the game as a whole;" in str(error)
    assert len(error.record.moves) == 300
    # Keen players cannot leave the decision either.
    error = failure("endless", players=2, properties=["termination"], max_steps=2500, games=5)
    assert "not over after 2500 moves (2000 random, then by keen players)" in str(error)


def test_a_decision_nobody_can_answer_is_caught(install_broken: Callable[[object], None]) -> None:
    install_broken(Stuckist())
    error = failure("stuckist", players=2, properties=["consistency"], games=20)
    assert error.property == "consistency"
    assert "the match is not over but nobody can move" in str(error)
    final = error.record.final_state()
    assert isinstance(final.pending, Stuck)


def test_a_view_that_shows_another_hand_is_caught(
    install_broken: Callable[[object], None],
) -> None:
    install_broken(Peeking())
    error = failure("peeking", players=3, properties=["views"], games=20)
    assert error.property == "views"
    final = error.record.final_state()
    assert isinstance(final.pending, Peek)
    # The hand in plain sight is the next seat's (found by the cards), seen by another seat.
    shown = [seat for seat in range(3) if final.hands[seat] == final.pending.hand]
    assert len(shown) == 1
    assert shown[0] != final.pending.seat
    assert re.search(rf"seat [0-9]'s view shows seat {shown[0]}'s hand", error.detail)
    assert f"seat {shown[0]}'s view" not in error.detail


def test_randomness_outside_the_state_is_caught(install_broken: Callable[[object], None]) -> None:
    install_broken(Moody())
    error = failure("moody", players=2, properties=["purity", "determinism"], games=20)
    assert error.property in ("purity", "determinism")
    assert "different states" in error.detail or "another state" in error.detail


def test_the_suite_passes_a_sound_variant_it_has_never_seen(
    install_broken: Callable[[object], None],
) -> None:
    class Sound(Broken):
        name = "sound"
        effect = skip

    install_broken(Sound())
    report = check_edition("sound", games=2, players=[2, 5])
    assert report.games == 4
    assert report.properties == tuple(PROPERTIES)


# --------------------------------------------------------------------------------------
# The command line: unokit check
# --------------------------------------------------------------------------------------


def test_unokit_check_prints_what_held(capsys: pytest.CaptureFixture[str]) -> None:
    code = main(["check", "classic", "--games", "1", "--players", "2", "--players", "3"])
    out = capsys.readouterr().out
    assert code == 0
    assert out.startswith("classic: 12 properties hold in 2 random games (")
    assert "of 2, 3 players" in out


def test_unokit_check_plays_the_house_rules_and_options_asked_for(
    capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    seen: list[unokit.GameState] = []
    real = unokit.new_game

    def spy(*args: Any, **kwargs: Any) -> unokit.GameState:
        seen.append(real(*args, **kwargs))
        return seen[-1]

    for module in (unokit.testing.runner, unokit.testing.properties):
        monkeypatch.setattr(module, "new_game", spy)
    argv = ["check", "party", "--games", "2", "--players", "4", "--house-rule", "stacking"]
    argv += ["--option", "stack_wild_draw_four_on_draw_two=true", "--quiet"]
    assert main(argv) == 0
    assert capsys.readouterr().out.startswith("party: 12 properties hold in 2 random games (")
    assert seen
    assert all(state.house_rules == ("stacking",) for state in seen)
    assert all(state.options.stack_wild_draw_four_on_draw_two for state in seen)


def test_unokit_check_reports_a_failure_and_saves_its_record(
    install_broken: Callable[[object], None],
    capsys: pytest.CaptureFixture[str],
    tmp_path: Path,
) -> None:
    install_broken(Leaky())
    saved = tmp_path / "leak.uno"
    options = ["--players", "2", "--property", "conservation", "--games", "20"]
    code = main(["check", "leaky", *options, "--save", str(saved), "--quiet"])
    err = capsys.readouterr().err
    assert code == 1
    assert err.startswith("unokit: error: edition 'leaky' fails the property 'conservation'")
    record = GameRecord.parse(saved.read_text(encoding="utf-8"))
    assert record.edition == "leaky"
    held = cards_held(record.final_state())
    assert held != Counter(record.final_state().rules.deck)
    assert sum(held.values()) == 108


@pytest.mark.parametrize(
    ("argv", "message"),
    [
        (["check", "nope"], "there is no edition called 'nope'"),
        (["check", "classic", "--property", "fairness"], "no property called 'fairness'"),
        (["check", "classic", "--players", "11"], "for 2 to 10 players, not 11"),
        (["check", "classic", "--house-rule", "nope"], "there is no house rule called 'nope'"),
        (["check", "classic", "--option", "nope=1"], "--option nope: no such option"),
    ],
)
def test_unokit_check_refuses_bad_requests(
    argv: list[str], message: str, capsys: pytest.CaptureFixture[str]
) -> None:
    assert main(argv) == 1
    assert message in capsys.readouterr().err


# --------------------------------------------------------------------------------------
# check_state and loading a save share one set of invariants
# --------------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("change", "message"),
    [
        ({"scores": (0, 1_000_000, 0)}, "scores: the rounds of the history give [0, 0, 0]"),
        ({"winners": (0,), "end_reason": "target reached"}, "winners: the rounds of the history"),
        ({"uno_exposed": (0,)}, "uno_exposed: only a player left with one card"),
        ({"round_number": 0}, "round_number: expected 1 or more, not 0"),
        ({"dealer": 3}, "dealer: there is no seat 3 in a game of 3 players"),
    ],
)
def test_check_state_refuses_what_a_save_refuses(change: dict[str, Any], message: str) -> None:
    broken = attrs.evolve(unokit.new_game("classic", 3, seed=1), **change)
    with pytest.raises(unokit.testing.Violation) as caught:
        unokit.testing.check_state(broken)
    assert caught.value.detail.startswith(message), caught.value.detail
    with pytest.raises(unokit.SaveError) as refused:
        unokit.from_json(unokit.to_json(broken))
    assert str(refused.value) == caught.value.detail
