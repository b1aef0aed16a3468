"""The 168 cards of UNO Party!, as data: correcting the split is one edit here.

See the edition's rule decisions (UNO Party! deck): the split is the best public
reconstruction of the rulebook's count.
"""

from __future__ import annotations

from unokit.plugin import COLORS, Card

__all__ = ["party_deck"]


def party_deck() -> list[Card]:
    """The 168 UNO Party! cards in a fixed order (the split is unokit's reconstruction).

    Per colour one 0, two each of 1-9, two Skip, two Reverse, two Draw Two and four Point
    Taken; plus 16 Wild, 12 Wild Draw Four, 12 Wild Pile Up and 12 Wild Drawn Together.
    """
    deck: list[Card] = []
    for color in COLORS:
        deck.append(Card(color, "0"))
        for rank in (*"123456789", "S", "R", "+2"):
            deck += [Card(color, rank)] * 2
        deck += [Card(color, "PT")] * 4
    for rank, count in (("W", 16), ("W+4", 12), ("WPU", 12), ("WDT", 12)):
        deck += [Card(None, rank)] * count
    return deck
