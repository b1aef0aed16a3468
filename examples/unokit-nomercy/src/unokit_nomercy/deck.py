"""The 168 cards of UNO Show 'em No Mercy: how many of each, as data.

The texts agree on the total and the kinds (rule 1.1: "168 cards in four colours (red,
yellow, green, blue) plus black Wild cards") but none that could be read gives how many of
each kind there are (rule 1.3, "No text I could read gives the per-kind split"). This package
plays the split every public implementation uses, in the rules' words: "two of each number
0-9 per colour (80), per colour 3 Skip, 3 Reverse, 3 Draw Two, 2 Draw Four, 3 Discard All, 2
Skip Everyone (80 + 12 + 12 + 12 + 8 + 12 + 8 = 144), and 8 Wild Reverse Draw Four, 4 Wild
Draw Six, 4 Wild Draw Ten, 8 Wild Color Roulette (24): 168." It is data, below: correcting
it is one edit here.

Card text: the classic colours ``R``, ``Y``, ``G``, ``B``; ranks ``0``-``9``, ``S`` Skip,
``R`` Reverse, ``+2`` Draw Two, ``+4`` Draw Four (a coloured card: ``R+4``), ``DA`` Discard
All, ``SE`` Skip Everyone; Wild ranks ``WR+4`` Wild Reverse Draw Four, ``W+6`` Wild Draw Six,
``W+10`` Wild Draw Ten, ``WCR`` Wild Color Roulette.
"""

from __future__ import annotations

from collections.abc import Mapping
from types import MappingProxyType

from unokit.plugin import COLORS, Card

__all__ = ["PER_COLOR", "WILDS", "no_mercy_deck"]

PER_COLOR: Mapping[str, int] = MappingProxyType(
    {
        **{str(number): 2 for number in range(10)},
        "S": 3,
        "R": 3,
        "+2": 3,
        "+4": 2,
        "DA": 3,
        "SE": 2,
    }
)
"""How many cards of each coloured rank there are in each of the four colours."""

WILDS: Mapping[str, int] = MappingProxyType({"WR+4": 8, "W+6": 4, "W+10": 4, "WCR": 8})
"""How many cards of each Wild rank there are."""


def no_mercy_deck() -> list[Card]:
    """The 168 cards in a fixed order: colour by colour, rank by rank, then the Wilds."""
    deck = [
        Card(color, rank)
        for color in COLORS
        for rank, count in PER_COLOR.items()
        for _ in range(count)
    ]
    deck += [Card(None, rank) for rank, count in WILDS.items() for _ in range(count)]
    return deck
