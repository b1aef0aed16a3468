"""How unokit shuffles: Mersenne Twister for a deal and a long pile, splitmix64 for a small one.

splitmix64 also shuffles the cards that chose the dealer back into the deck (rules version
6 on).

Every shuffle of a game is drawn from its own random-number state (``GameState.rng``),
so that the same seed always gives the same game (the Records page's "The rules version"
says what each rules version shuffles how). A move shuffles with ``Table.shuffle``.
"""

from __future__ import annotations

from _random import Random as _Random
from collections.abc import Iterable
from typing import TypeVar

__all__ = [
    "SMALL_PILE",
    "below",
    "quick_shuffled",
    "shuffled",
    "shuffled_back",
    "twister_shuffled",
]

_Item = TypeVar("_Item")


#: Rules version 3 shuffles a pile of at most this many cards with ``quick_shuffled``; a
#: larger one (a deal, a long reshuffle), and every pile under rules version 2, with
#: ``twister_shuffled``.
SMALL_PILE = 20

_WORD = (1 << 64) - 1  # a splitmix64 state and output: 64 bits
_STEP = 0x9E3779B97F4A7C15  # the counter's step (splitmix64's "golden gamma")
_EVEN = 1 << 32  # a draw below b takes a word with at least b * 2**32 values left
_SHUFFLED_BACK = 6  # the first rules version to shuffle the dealer's selection cards back in


def shuffled(cards: Iterable[_Item], rng: int, rules_version: int) -> tuple[tuple[_Item, ...], int]:
    """Shuffle ``cards`` with the random-number state ``rng``, as ``rules_version`` does.

    Under rules version 3 (and later), a pile of at most ``SMALL_PILE`` cards is shuffled
    by ``quick_shuffled``; every other pile by ``twister_shuffled``, as version 2 shuffles
    every pile.

    Returns:
        The shuffled cards and the next random-number state.
    """
    deck = list(cards)
    if rules_version >= 3 and len(deck) <= SMALL_PILE:
        return quick_shuffled(deck, rng)
    return twister_shuffled(deck, rng)


def twister_shuffled(deck: list[_Item], rng: int) -> tuple[tuple[_Item, ...], int]:
    """Shuffle ``deck`` (in place) with Mersenne Twister seeded by ``rng``.

    The same shuffle as ``random.Random(rng).shuffle`` (and the same next state), made
    quicker: the generator is the C core of ``random.Random`` (seeded from an integer the
    same way, without the Python-level wrapper), and the Fisher-Yates loop of
    ``random.shuffle`` is written out with ``getrandbits``, as ``random.Random._randbelow``
    draws, each index with its bits read from a table kept per pile size.
    ``tests/test_engine_internals.py`` checks both against the standard library.

    Returns:
        The shuffled cards and the next random-number state (64 bits drawn after them).
    """
    getrandbits = _Random(rng).getrandbits
    for i, bits in _STEPS.get(len(deck)) or _steps(len(deck)):
        j = getrandbits(bits)
        while j > i:
            j = getrandbits(bits)
        deck[i], deck[j] = deck[j], deck[i]
    return tuple(deck), getrandbits(64)


#: ``_steps(n)`` of each pile size up to ``_KEPT_STEPS`` met so far.
_STEPS: dict[int, tuple[tuple[int, int], ...]] = {}
_KEPT_STEPS = 512


def _steps(size: int) -> tuple[tuple[int, int], ...]:
    """The Fisher-Yates steps of a pile of ``size`` cards, kept per size up to ``_KEPT_STEPS``.

    Each index from the last down to 1, with the bits a draw below it takes
    (``(i + 1).bit_length()``, as ``random.Random._randbelow`` counts them).
    """
    steps = tuple((i, (i + 1).bit_length()) for i in range(size - 1, 0, -1))
    if size <= _KEPT_STEPS:
        _STEPS[size] = steps
    return steps


def quick_shuffled(deck: list[_Item], rng: int) -> tuple[tuple[_Item, ...], int]:
    """Shuffle ``deck`` (in place) with a splitmix64 counter started at ``rng``.

    Seeding Mersenne Twister costs more than shuffling a few cards, and at 10 players a
    reshuffle of two or three cards comes every few moves. Here the state is a 64-bit
    counter (a state outside 64 bits, a stacked game's seed, is first drawn down to 64 bits
    by Mersenne Twister): each step adds splitmix64's constant and mixes the counter into
    a 64-bit word, and Fisher-Yates takes several draws from one word (see
    ``_fisher_yates``).

    Returns:
        The shuffled cards and the next random-number state (the counter).
    """
    counter = _fisher_yates(deck, range(len(deck) - 1, 0, -1), _counter(rng))
    return tuple(deck), counter


def shuffled_back(
    cards: tuple[_Item, ...], count: int, rng: int, rules_version: int
) -> tuple[tuple[_Item, ...], int]:
    """Shuffle the top ``count`` of ``cards`` (a shuffled deck) back in, as ``rules_version`` does.

    The classic rules' "Return the selection cards, shuffle" once the dealer is chosen.
    Rules version 6 (and later) puts the cards drawn under the rest, then each of them, from
    the first, changes places with a card drawn uniformly from those above it and itself
    (the last steps of an inside-out Fisher-Yates shuffle, with ``quick_shuffled``'s draws).
    The rest was in random order (a shuffled deck with its top cards taken off), so every
    order of the whole pile is as likely as after shuffling it all again, whichever cards
    were drawn, for a few draws instead of a shuffle of the whole deck. Earlier versions
    shuffle the whole pile again with ``shuffled``.

    Returns:
        The pile and the next random-number state.
    """
    if rules_version < _SHUFFLED_BACK:
        return shuffled(cards, rng, rules_version)
    deck = list(cards[count:] + cards[:count])
    counter = _fisher_yates(deck, range(len(deck) - count, len(deck)), _counter(rng))
    return tuple(deck), counter


def _fisher_yates(deck: list[_Item], steps: range, counter: int) -> int:
    """Swap each place ``i`` of ``steps`` in ``deck`` with a place below ``i + 1`` drawn at random.

    The draws of ``quick_shuffled`` and ``shuffled_back``: several from one splitmix64 word
    (the remainder by the draw's bound, then the quotient goes on) while the word has at
    least ``2**32`` times the bound of values left, so that no draw is off an even chance
    by more than ``2**-32``.

    Returns:
        The counter after the last word drawn.
    """
    word = left = 0
    for i in steps:
        bound = i + 1
        if left < bound * _EVEN:
            counter = (counter + _STEP) & _WORD
            word = ((counter ^ (counter >> 30)) * 0xBF58476D1CE4E5B9) & _WORD
            word = ((word ^ (word >> 27)) * 0x94D049BB133111EB) & _WORD
            word ^= word >> 31
            left = _WORD
        j = word % bound  # (two operators cost less than a call of divmod)
        word //= bound
        left //= bound
        deck[i], deck[j] = deck[j], deck[i]
    return counter


def _counter(rng: int) -> int:
    """A splitmix64 counter started at ``rng``: itself, or drawn down to 64 bits if larger."""
    return rng if 0 <= rng <= _WORD else _Random(rng).getrandbits(64)


def below(bound: int, rng: int) -> tuple[int, int]:
    """A whole number from ``0`` to ``bound - 1``, uniformly, drawn with the state ``rng``.

    Drawn as ``random.Random(rng).randrange(bound)`` draws it, from the same generator as
    ``twister_shuffled``, under every rules version.

    Returns:
        The number and the next random-number state.
    """
    getrandbits = _Random(rng).getrandbits
    bits = bound.bit_length()
    number = getrandbits(bits)
    while number >= bound:
        number = getrandbits(bits)
    return number, getrandbits(64)
