"""The idioms ``benchmarks/idioms.py`` counts: each pair gives the same answer."""

from __future__ import annotations

from collections.abc import Callable

import pytest

from tests.helpers import benchmark

IDIOMS = benchmark("idioms")
Pair = tuple[str, Callable[[], object], Callable[[], object]]


@pytest.mark.parametrize("pair", IDIOMS.PAIRS, ids=[what for what, _, _ in IDIOMS.PAIRS])
def test_the_engine_s_idiom_and_the_one_it_replaced_give_the_same_answer(pair: Pair) -> None:
    _, before, now = pair
    assert before() == now()
    assert before() is not None  # each answers: none falls through to its "not found"


def test_each_idiom_runs_as_the_count_runs_it() -> None:
    for _, before, now in IDIOMS.PAIRS:
        for idiom in (before, now):
            IDIOMS._run(idiom.__name__)  # the loop Valgrind counts, in this process
