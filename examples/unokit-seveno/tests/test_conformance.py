"""unokit's conformance suite, run on the Seven-O edition.

Every edition should run this: it plays random games of the edition and checks the
properties unokit promises for every edition (no card lost, ``apply`` pure and repeatable,
illegal moves refused, views leak nothing, games end, saves and records read back...). A
failure names the property and prints a record that replays the smallest failing game found.
"""

from __future__ import annotations

from collections.abc import Callable

import pytest
from hypothesis import settings

from unokit.testing import conformance_tests, edition_state_machine


# One test per property, on 2 and 4 players (unokit's own suite covers 2 to 10).
@pytest.mark.parametrize("check", conformance_tests("seven-o", games=2, players=[2, 4]), ids=str)
def test_seven_o_conforms(check: Callable[[], object]) -> None:
    check()


# Legal, illegal and out-of-turn moves mixed at random, checking the state after each: 30
# runs of up to 50 steps over 2, 3 and 4 players (slow: the quick run leaves it out).
_machine = edition_state_machine("seven-o", players=[2, 3, 4])
_machine.TestCase.settings = settings(max_examples=30, stateful_step_count=50)
TestSevenOMachine = pytest.mark.slow(_machine.TestCase)
