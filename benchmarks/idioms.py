"""What a few Python idioms cost CPython, counted in machine instructions: calls into C or loops.

Not a test: a script that counts, under Valgrind (``cachegrind``, needs ``valgrind``), the
machine instructions of each idiom the engine chose between, run 20,000 times in a
function of its own, less an empty function's. A count does not depend on what else the
machine runs. Run from the repository root::

    python benchmarks/idioms.py

In CPython 3.11 a call into C (``map``, ``min``, ``enumerate``, ``divmod``) is not
specialised and passes its arguments the general way, while a loop's ``len``, comparison
and indexing are: a loop of a few items is often the cheaper. Each pair prints both.
"""

from __future__ import annotations

import os
import sys
from collections.abc import Callable

#: How many times each idiom runs under Valgrind.
TIMES = 20_000

HANDS = [tuple(range(7)), tuple(range(5)), tuple(range(9)), tuple(range(3))]
MOVES = tuple(object() for _ in range(10))
TARGET = MOVES[7]
CARDS = [object() for _ in range(50)]
OVER = {card: object() for card in CARDS}


def empty() -> object:
    return None


def one_card_map() -> object:
    return 1 in map(len, HANDS)


def one_card_loop() -> object:
    for hand in HANDS:  # noqa: SIM110 - the loop is the idiom counted
        if len(hand) == 1:
            return True
    return False


def smaller_min() -> object:
    return min(3, 5)


def smaller_test() -> object:
    a, b = 3, 5
    return a if a < b else b


def position_enumerate() -> object:
    for at, listed in enumerate(MOVES):
        if listed is TARGET:
            return at
    return -1


def position_counter() -> object:
    at = 0
    for listed in MOVES:
        if listed is TARGET:
            return at
        at += 1  # noqa: SIM113 - the counter is the idiom counted
    return -1


def divide_divmod() -> object:
    word, j = divmod(123456789123, 97)
    return word + j


def divide_operators() -> object:
    word = 123456789123
    j = word % 97
    word //= 97
    return word + j


def turned_map() -> object:
    turned = tuple(map(OVER.get, CARDS))
    return None if None in turned else turned


def turned_comprehension() -> object:
    try:
        return tuple([OVER[card] for card in CARDS])
    except KeyError:
        return None


#: The pairs: what the engine did before, and what it does now.
PAIRS = (
    ("a hand of one card among four", one_card_map, one_card_loop),
    ("the smaller of two counts", smaller_min, smaller_test),
    ("where ten moves hold the eighth", position_enumerate, position_counter),
    ("a word's remainder and quotient", divide_divmod, divide_operators),
    ("50 cards turned over", turned_map, turned_comprehension),
)


def _run(name: str) -> None:
    """Run the idiom ``name`` ``TIMES`` times (the process Valgrind counts)."""
    idiom: Callable[[], object] = globals()[name]
    for _ in range(TIMES):
        idiom()


def _count(name: str) -> int:
    """The machine instructions of a process that runs ``name`` (``ab_speed.py``'s runner)."""
    from ab_speed import cachegrind  # beside this script, on its path when it is run

    _, counted = cachegrind([__file__, "--run", name], {**os.environ, "PYTHONHASHSEED": "0"})
    return counted


def main() -> None:
    """Count each pair's idioms and print the instructions of one run of each."""
    if sys.argv[1:2] == ["--run"]:
        _run(sys.argv[2])
        return
    base = _count("empty")
    print(f"machine instructions of one run (Python {sys.version.split()[0]}), less a call")
    print(f"{'what':34} {'before':>9} {'now':>9}")
    for what, before, now in PAIRS:
        costs = [(_count(idiom.__name__) - base) // TIMES for idiom in (before, now)]
        print(f"{what:34} {costs[0]:>9,} {costs[1]:>9,}")


if __name__ == "__main__":
    main()
