"""unokit's conformance suite, run on the No Mercy edition: every property, in one round
(the edition's default) and in matches of several rounds."""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import Any

import pytest
from hypothesis import settings

from unokit.testing import check_edition, conformance_tests, edition_state_machine

#: One round (the edition's default), and matches of several rounds: the next dealer may
#: have been out of the round (then it still deals), or be the round's winner.
OPTIONS: list[Mapping[str, Any] | None] = [
    {"match": "single-round"},
    {"match": "single-round", "strict_wild_draw_four": True},
    {"match": "standard", "target_score": 100},
    {"match": "standard", "winner_deals": True, "target_score": 100},
    {"match": "low-score", "target_score": 60},
]


# One test per property, on 2 and 4 players.
@pytest.mark.parametrize(
    "check",
    conformance_tests("no-mercy", games=3, players=[2, 4], options=OPTIONS),
    ids=str,
)
def test_no_mercy_conforms(check: Callable[[], object]) -> None:
    check()


# Legal, illegal and out-of-turn moves mixed at random, checking the state after each: 30
# runs of up to 50 steps over 2, 3 and 4 players (slow: the quick run leaves it out).
_machine = edition_state_machine("no-mercy", players=[2, 3, 4], options=OPTIONS)
_machine.TestCase.settings = settings(max_examples=30, stateful_step_count=50)
TestNoMercyMachine = pytest.mark.slow(_machine.TestCase)


# The built-in house rules it can be played with, one at a time (slow).
@pytest.mark.slow
@pytest.mark.parametrize("house_rule", ["jump-in", "draw-to-match", "force-play"])
def test_no_mercy_conforms_with_each_compatible_house_rule(house_rule: str) -> None:
    check_edition(
        "no-mercy",
        games=2,
        players=[3],
        house_rules=[house_rule],
        options=OPTIONS,
    )
