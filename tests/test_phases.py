"""Phases as a plugin writes them: a turn's own words, its own penalty, chances fixed in a test.

The tiny edition here, ``launcher``, is classic UNO with the draw pile in a launcher, as UNO
Attack! has it: a press shoots out no card, one or two (weights 2, 1 and 1), ends the turn
whatever comes out, and a missed UNO costs two presses. It uses only the author surface, as
a third party would; each capability it needs is tested on it here.
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import ClassVar

import pytest

import unokit
from tests.helpers import cards, game, play
from unokit import Draw, GameState, Move, SetupError, Table, hookimpl
from unokit.editions.classic import ClassicEdition
from unokit.play.narration import describe
from unokit.plugin import ClassicTurn, SeatName, Turn, default_seat_name, scripted_randomness

#: How often a press shoots out 0, 1 or 2 cards.
LAUNCH = (2, 1, 1)


class LauncherTurn(ClassicTurn):
    """Classic's turn with a launcher for a draw pile."""

    __slots__ = ()

    def draw(self, table: Table) -> tuple[unokit.Card, ...]:
        return table.draw(self.seat, table.random_weighted(LAUNCH))

    def after_draw(self, table: Table, drawn: tuple[unokit.Card, ...]) -> None:
        """A press ends the turn, even if a card that came out could be played."""

    def describe_move(self, move: Move, seat_name: SeatName = default_seat_name) -> str | None:
        return "press the launcher" if isinstance(move, Draw) else None

    def narrate_move(
        self, move: Move, drawn: int, seat_name: SeatName = default_seat_name
    ) -> str | None:
        if not isinstance(move, Draw):
            return None
        if not drawn:
            return "press the launcher: nothing comes out"
        return f"press the launcher: {drawn} card{'s' if drawn > 1 else ''} come out"

    def draw_penalty(self, table: Table, count: int) -> tuple[unokit.Card, ...]:
        drawn: tuple[unokit.Card, ...] = ()
        for _ in range(count):
            drawn += table.draw(self.seat, table.random_weighted(LAUNCH))
        table.had_to_draw(self.seat, len(drawn))
        return drawn


class LauncherEdition(ClassicEdition):
    name = "launcher"
    aliases: ClassVar[tuple[str, ...]] = ()
    description = "Classic UNO with a card launcher for a draw pile."

    @hookimpl
    def unokit_turn(self) -> type[Turn]:
        return LauncherTurn


class _Plugin:
    @hookimpl
    def unokit_register_editions(self, register: object) -> None:
        register(LauncherEdition())  # type: ignore[operator]


@pytest.fixture(autouse=True)
def launcher() -> Iterator[None]:
    plugin = _Plugin()
    unokit.core.plugins.register_plugin(plugin, name="launcher-test")
    yield
    unokit.core.plugins.unregister_plugin(plugin)


HANDS = [["R1", "R2", "G3", "G4", "B5", "B6", "Y7"], ["B1", "B2", "B3", "B4", "B9", "Y8", "Y9"]]


def launcher_game(draw: list[str]) -> GameState:
    return game(HANDS, "R9", draw, edition="launcher")


# --------------------------------------------------------------------------------------
# The turn's words
# --------------------------------------------------------------------------------------


def test_a_turn_words_its_draw_and_tells_what_it_took() -> None:
    # attack.md 4.3: "Pressing the Launcher button any number of times ends a player's turn
    # immediately, even if some cards drawn are playable."
    state = scripted_randomness(launcher_game(["R3", "G8", "Y1"]), [2])
    assert state.current_player == 1
    assert unokit.describe_move(state, Draw(1)) == "press the launcher"
    after = unokit.apply(state, Draw(1))
    assert after.hands[1][7:] == cards("R3 G8")
    assert after.current_player == 0  # R3 could be played: the turn is over all the same
    assert describe(Draw(1), state, after) == (
        "Seat 1 presses the launcher: 2 cards come out (R3 G8)."
    )
    # Another seat hears how many, not which.
    assert (
        describe(Draw(1), state, after, human=0) == "Bot 1 presses the launcher: 2 cards come out."
    )
    assert describe(Draw(1), state, after, human=1) == (
        "You press the launcher: 2 cards come out (R3 G8)."
    )


def test_a_press_that_launches_nothing_is_told_so() -> None:
    # attack.md 4.2: "If nothing happens, play moves to the next person."
    state = scripted_randomness(launcher_game(["R3"]), [0])
    after = unokit.apply(state, Draw(1))
    assert after.hands[1] == state.hands[1]
    assert after.current_player == 0
    assert describe(Draw(1), state, after) == "Seat 1 presses the launcher: nothing comes out."


def test_classic_tells_a_draw_by_the_cards_it_took() -> None:
    state = game(HANDS, "R9", ["R3"])
    after = unokit.apply(state, Draw(1))
    assert describe(Draw(1), state, after) == "Seat 1 draws a card (R3)."
    drawing = game(HANDS, "R9", ["G8", "Y1", "R3"], house_rules=["draw-to-match"])
    after = unokit.apply(drawing, Draw(1))
    assert describe(Draw(1), drawing, after) == "Seat 1 draws 3 cards (G8 Y1 R3)."
    assert unokit.describe_move(drawing, Draw(1)) == "draw until you draw a card you can play"


# --------------------------------------------------------------------------------------
# The turn's penalty
# --------------------------------------------------------------------------------------


def _uno_missed(edition: str) -> GameState:
    """Seat 0 plays its next-to-last card without calling UNO."""
    hands = [["R1", "R2", "R3", "R4", "R5", "R6", "R7"], ["R1", "R2", "R3", "R4", "R5", "R8", "R9"]]
    state = game(hands, "R9", ["Y1", "Y2", "Y3", "Y4"], dealer=1, edition=edition)
    for card in ("R1", "R2", "R3", "R4", "R5"):
        state = play(state, f"0 play {card}", f"1 play {card}")
    return play(state, "0 play R6")


def test_a_caught_player_pays_the_penalty_of_their_turn() -> None:
    # classic-family.txt 11: "If you don't say "Uno" and you're caught before the next player
    # begins their turn, you must draw two cards." attack.md 6.1: "A player caught before
    # the next player's turn begins must hit the launcher TWICE (instead of drawing two)."
    state = scripted_randomness(_uno_missed("launcher"), [2, 1])
    assert state.uno_exposed == (0,)
    caught = unokit.apply(state, unokit.CatchUno(1, 0))
    assert caught.hands[0] == cards("R7 Y1 Y2 Y3")  # two presses: two cards, then one
    classic = unokit.apply(_uno_missed("classic"), unokit.CatchUno(1, 0))
    assert classic.hands[0] == cards("R7 Y1 Y2")


# --------------------------------------------------------------------------------------
# Chances fixed by a test
# --------------------------------------------------------------------------------------


def test_scripted_numbers_come_first_then_the_game_s_own_chances_go_on() -> None:
    state = unokit.new_game("launcher", players=3, seed=8)
    own = Table(state, 0)
    expected = [own.random_below(1000) for _ in range(3)]
    table = Table(scripted_randomness(state, [4, 0]), 0)
    assert table.random_below(5) == 4
    assert table.random_weighted((1, 0, 7)) == 0
    assert table.rng == state.rng  # the script is used up: the game's own state again
    assert [table.random_below(1000) for _ in range(3)] == expected


def test_a_script_leaves_shuffles_to_the_game() -> None:
    state = unokit.new_game("launcher", players=3, seed=8)
    pile = cards("R1 R2 R3 R4 R5 G1 G2 G3 G4 G5")
    table = Table(scripted_randomness(state, [1]), 0)
    assert table.shuffle(pile) == Table(state, 0).shuffle(pile)
    assert table.random_below(2) == 1


def test_numbers_given_to_a_scripted_state_come_after_its_own() -> None:
    state = scripted_randomness(scripted_randomness(unokit.new_game(seed=1), [1]), [2, 3])
    table = Table(state, 0)
    assert [table.random_below(4) for _ in range(3)] == [1, 2, 3]


def test_a_scripted_game_is_saved_with_its_script() -> None:
    state = scripted_randomness(launcher_game(["R3", "G8"]), [2])
    loaded = unokit.from_json(unokit.to_json(state))
    assert loaded == state
    assert unokit.apply(loaded, Draw(1)).hands[1][7:] == cards("R3 G8")


@pytest.mark.parametrize("number", [-1, 1.5, True, "2"])
def test_a_script_holds_whole_numbers_of_zero_or_more(number: object) -> None:
    with pytest.raises(SetupError, match="each number must be a whole number of 0 or more"):
        scripted_randomness(unokit.new_game(seed=1), [1, number])  # type: ignore[list-item]


def test_a_scripted_number_the_chance_cannot_give_fails_the_move_and_changes_nothing() -> None:
    state = scripted_randomness(launcher_game(["R3"]), [3])
    with pytest.raises(
        SetupError, match="gives 3 next, but the game asks for a number from 0 to 2"
    ):
        unokit.apply(state, Draw(1))
    assert state.hands[1] == tuple(map(unokit.Card.parse, HANDS[1]))
    never = scripted_randomness(launcher_game(["R3"]), [1])
    table = Table(never, 0)
    with pytest.raises(SetupError, match="gives 1 next, but the game gives it no chance here"):
        table.random_weighted((1, 0))
    assert table.rng == never.rng


def test_random_weighted_follows_its_weights() -> None:
    table = Table(unokit.new_game(seed=5), 0)
    counts = [0, 0, 0]
    for _ in range(4000):
        counts[table.random_weighted((3, 0, 1))] += 1
    assert counts[1] == 0
    assert 2850 <= counts[0] <= 3150  # 3,000 expected; the seed fixes what comes


@pytest.mark.parametrize("weights", [(), (0, 0), (1, -1), (1.5,), (True,)])
def test_random_weighted_needs_weights(weights: tuple[object, ...]) -> None:
    with pytest.raises(ValueError, match="random_weighted needs"):
        Table(unokit.new_game(seed=5), 0).random_weighted(weights)  # type: ignore[arg-type]
