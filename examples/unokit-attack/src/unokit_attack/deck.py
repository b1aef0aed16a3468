"""The 112 cards of UNO Attack! (the 1998 game): how many of each, as data.

Rule 1.1: "112 cards: in each of red, yellow, green and blue, two of each number 1 to 9 (72
number cards; there is no 0), two Hit 2, two Reverse, two Skip, one Discard All and one
Trade Hands; and 4 Wild, 2 Wild All Hit and 2 Wild Hit-Fire." Rule 1.2: "There is no Draw
Two and no Wild Draw Four: Hit 2 replaces the Draw Two, and the two hit Wilds replace the
Wild Draw Four".

Card text: the classic colours ``R``, ``Y``, ``G``, ``B``; ranks ``1``-``9``, ``S`` Skip,
``R`` Reverse, ``H2`` Hit 2, ``DA`` Discard All, ``TH`` Trade Hands; Wild ranks ``W`` Wild,
``WAH`` Wild All Hit, ``WHF`` Wild Hit-Fire.
"""

from __future__ import annotations

from collections.abc import Mapping
from types import MappingProxyType

from unokit.plugin import COLORS, Card

__all__ = ["PER_COLOR", "WILDS", "attack_deck"]

PER_COLOR: Mapping[str, int] = MappingProxyType(
    {
        **{str(number): 2 for number in range(1, 10)},
        "H2": 2,
        "R": 2,
        "S": 2,
        "DA": 1,
        "TH": 1,
    }
)
"""How many cards of each coloured rank there are in each of the four colours."""

WILDS: Mapping[str, int] = MappingProxyType({"W": 4, "WAH": 2, "WHF": 2})
"""How many cards of each Wild rank there are."""


def attack_deck() -> list[Card]:
    """The 112 cards in a fixed order: colour by colour, rank by rank, then the Wilds."""
    deck = [
        Card(color, rank)
        for color in COLORS
        for rank, count in PER_COLOR.items()
        for _ in range(count)
    ]
    deck += [Card(None, rank) for rank, count in WILDS.items() for _ in range(count)]
    return deck
