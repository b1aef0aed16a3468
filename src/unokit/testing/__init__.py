"""A conformance suite any edition can run: the properties every edition must have.

An edition plugs its own cards and decisions into the engine, so a bug in an edition shows
up as a game that loses a card, hangs, leaks a hand or cannot be saved. This module plays
random games of an edition and checks, at every step, the properties unokit promises for
every edition, built-in or not:

| Property | What is checked |
| --- | --- |
| `deck` | the deck deals the largest table, and every card's text form reads back |
| `notation` | every legal move's text form reads back as the same move |
| `conservation` | every card of the deck is somewhere (hand, pile, decision), exactly once |
| `consistency` | seats, turn and piles make sense; a game not over always has a move |
| `purity` | [`apply`][unokit.apply] never changes its input and gives equal results twice |
| `determinism` | replaying the moves from the same seed reaches equal states |
| `listed-moves` | every listed move applies |
| `unlisted-moves` | any other move, hostile ones too, is refused with a clear `IllegalMoveError` |
| `views` | changing what a seat cannot see never changes its [view][unokit.view] |
| `round-trips` | game records (text and JSON) and saved games read back equal |
| `termination` | every game ends within a bound (random players, then keen ones) |
| `scoring` | round results match the cards left in the hands |

Run it from a test with [`check_edition`][unokit.testing.check_edition], or one pytest test
per property with [`conformance_tests`][unokit.testing.conformance_tests]. Games are driven by
[Hypothesis](https://hypothesis.readthedocs.io): when a property fails, Hypothesis shrinks
the game (fewer players, shorter, simpler moves) and the
[`ConformanceError`][unokit.testing.ConformanceError] carries a replayable
[`GameRecord`][unokit.GameRecord] of the smallest failing game it found.
[`edition_state_machine`][unokit.testing.edition_state_machine] builds a Hypothesis stateful
test that mixes legal moves with illegal and out-of-turn ones.

The package has one module per job: `policies` (random and keen players), `games` (the games
looked at, properties and violations), `properties` (the properties and their checks),
`seeing` (what a seat may see: the `views` property and its twins), `hostile` (moves
that only claim to be legal), `runner`
(`check_edition` and its report) and `machine` (the state machine); everything public is
imported here. It needs Hypothesis
(`pip install -e ".[testing]"` in a clone of unokit); `import unokit` never loads it.
"""

from __future__ import annotations

try:
    import hypothesis  # noqa: F401 - the suite needs it; say so before anything else
except ImportError as exc:  # pragma: no cover - depends on the environment
    raise ImportError(
        'unokit.testing needs Hypothesis: in a clone of unokit, pip install -e ".[testing]"'
    ) from exc

from unokit.testing.games import Game, Property, Violation
from unokit.testing.hostile import hostile_moves
from unokit.testing.machine import edition_state_machine
from unokit.testing.policies import KEEN_AFTER, OPTION_SETS, keen_move, random_game, random_move
from unokit.testing.properties import PROPERTIES, candidate_moves, check_state
from unokit.testing.runner import (
    ConformanceError,
    ConformanceReport,
    check_edition,
    conformance_tests,
)
from unokit.testing.seeing import hidden_twin

__all__ = [
    "KEEN_AFTER",
    "OPTION_SETS",
    "PROPERTIES",
    "ConformanceError",
    "ConformanceReport",
    "Game",
    "Property",
    "Violation",
    "candidate_moves",
    "check_edition",
    "check_state",
    "conformance_tests",
    "edition_state_machine",
    "hidden_twin",
    "hostile_moves",
    "keen_move",
    "random_game",
    "random_move",
]
