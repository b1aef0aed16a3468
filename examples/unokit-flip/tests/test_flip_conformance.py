"""unokit's conformance suite, run on the Flip edition.

Among its properties: a seat's view shows the face of its own cards and the backs of the
other hands' cards, changes when the back of another hand's card changes and never when only
a hidden face does (``views``).
"""

from __future__ import annotations

from collections.abc import Callable

import pytest

from unokit.testing import check_edition, conformance_tests, edition_state_machine


# One test per property, on 2 and 4 players.
@pytest.mark.parametrize("check", conformance_tests("flip", games=3, players=[2, 4]), ids=str)
def test_flip_conforms(check: Callable[[], object]) -> None:
    check()


# Legal, illegal and out-of-turn moves mixed at random, checking the state after each.
# The longest test of the suite (a minute): the quick run leaves it out (-m "not slow").
TestFlipMachine = pytest.mark.slow(edition_state_machine("flip", players=[2, 3, 4]).TestCase)


# unokit's built-in house rules switched on for the edition, one at a time.
@pytest.mark.parametrize(
    "house_rule", ["stacking", "seven-o", "jump-in", "draw-to-match", "force-play"]
)
def test_flip_conforms_with_each_house_rule(house_rule: str) -> None:
    check_edition("flip", games=2, players=[3], house_rules=[house_rule])
