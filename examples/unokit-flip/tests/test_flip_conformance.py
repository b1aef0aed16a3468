"""unokit's conformance suite, run on the Flip edition.

Among its properties: a seat's view shows the face of its own cards and the backs of the
other hands' cards, changes when the back of another hand's card changes and never when only
a hidden face does (``views``).
"""

from __future__ import annotations

import unittest
from collections.abc import Callable

import pytest
from hypothesis import settings

from unokit.testing import check_edition, conformance_tests, edition_state_machine


# One test per property, on 2 and 4 players.
@pytest.mark.parametrize("check", conformance_tests("flip", games=3, players=[2, 4]), ids=str)
def test_flip_conforms(check: Callable[[], object]) -> None:
    check()


# Legal, illegal and out-of-turn moves mixed at random, checking the state after each: 20
# runs at each player count, the three counts side by side. Among the longest tests of the
# suite: the quick run leaves them out (-m "not slow").
def flip_machine(players: int) -> type[unittest.TestCase]:
    machine = edition_state_machine("flip", players=[players])
    machine.TestCase.settings = settings(max_examples=20)
    return pytest.mark.slow(machine.TestCase)


TestFlipMachine2 = flip_machine(2)
TestFlipMachine3 = flip_machine(3)
TestFlipMachine4 = flip_machine(4)


# unokit's built-in house rules switched on for the edition, one at a time (slow).
@pytest.mark.slow
@pytest.mark.parametrize(
    "house_rule", ["stacking", "seven-o", "jump-in", "draw-to-match", "force-play"]
)
def test_flip_conforms_with_each_house_rule(house_rule: str) -> None:
    check_edition("flip", games=2, players=[3], house_rules=[house_rule])
