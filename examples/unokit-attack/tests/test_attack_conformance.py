"""unokit's conformance suite, run on the UNO Attack! edition: every property, in the 500-point
match (the edition's default), in one round and in the other match formats, alone and with
each house rule it can be played with."""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import Any

import pytest
from hypothesis import settings

import unokit
from unokit.testing import check_edition, conformance_tests, edition_state_machine

#: The 500-point match is long; a lower target plays several rounds in the time of one.
OPTIONS: list[Mapping[str, Any] | None] = [
    {"match": "single-round"},
    {"match": "standard", "target_score": 100},
    {"match": "standard", "winner_deals": True, "target_score": 100},
    {"match": "low-score", "target_score": 60},
]


# One test per property, on 2 and 4 players.
@pytest.mark.parametrize(
    "check",
    conformance_tests("attack", games=3, players=[2, 4], options=OPTIONS),
    ids=str,
)
def test_attack_conforms(check: Callable[[], object]) -> None:
    check()


# Legal, illegal and out-of-turn moves mixed at random, checking the state after each: 30
# runs of up to 50 steps over 2, 3 and 4 players (slow: the quick run leaves it out).
_machine = edition_state_machine("attack", players=[2, 3, 4], options=OPTIONS)
_machine.TestCase.settings = settings(max_examples=30, stateful_step_count=50)
TestAttackMachine = pytest.mark.slow(_machine.TestCase)

#: The house rules it can be played with: every one but those it refuses (``stacking``:
#: nothing stacks on a Hit 2; ``draw-to-match``: the launcher shoots out what it shoots out),
#: including a third party's when installed (``number-start``).
COMPATIBLE = sorted(
    set(unokit.available_house_rules()) - {"stacking", "draw-to-match"},
)


def test_the_compatible_house_rules_are_the_built_in_ones_but_two() -> None:
    assert {"jump-in", "seven-o", "force-play"} <= set(COMPATIBLE)
    for refused in ("stacking", "draw-to-match"):
        with pytest.raises(unokit.SetupError, match="cannot be combined with the house rule"):
            unokit.new_game("attack", players=3, house_rules=[refused])


# The house rules it can be played with, one at a time (slow).
@pytest.mark.slow
@pytest.mark.parametrize("house_rule", COMPATIBLE)
def test_attack_conforms_with_each_compatible_house_rule(house_rule: str) -> None:
    check_edition("attack", games=2, players=[3], house_rules=[house_rule], options=OPTIONS)
