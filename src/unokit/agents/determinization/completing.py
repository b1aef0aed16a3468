"""What a seat cannot see of a game, and the default way to draw it again.

The constants, the error and the beliefs of
[`unokit.agents.determinization`][unokit.agents.determinization];
the default completion of a decision or a plugin's state lives beside
[`Pending.complete`][unokit.Pending.complete], in ``unokit.core.phases``, and is named here too.
"""

from __future__ import annotations

import attrs

from unokit.core.cards import Card
from unokit.core.errors import UnokitError
from unokit.core.phases import complete_fields, complete_value

__all__ = [
    "BELIEF_TRIES",
    "TRIES",
    "DeterminizeError",
    "Lacking",
    "complete_fields",
    "complete_value",
]

TRIES = 2_000
"""How many candidate states [`determinize`][unokit.determinize] draws before it gives up."""

BELIEF_TRIES = 64
"""How many deals [`determinize`][unokit.determinize] draws to meet the ``lacking`` facts
before it exchanges the cards that break them."""

#: How many exchanges of cards may bring the hands to their points when a round is over,
#: before the whole deal is drawn again.
_REPAIR_STEPS = 20_000

#: The largest table variable elimination may build (entries) before giving up on a deck
#: whose two-sided cards are tied together in too large a knot.
_MAX_TABLE = 200_000


class DeterminizeError(UnokitError, ValueError):
    """No whole game fits what the seat sees: the view cannot come from a game of its rules.

    Raised for a view that was changed by hand or comes from a game dealt from a stacked
    deck (whose cards the view does not tell), for ``known`` cards that do not fit the view,
    and when no candidate passes after ``TRIES`` draws (a plugin whose ``complete`` never
    gives a value its ``check`` accepts).
    """


@attrs.frozen
class Lacking:
    """A belief about another seat's hand: it holds at most ``at_most`` of ``cards``.

    Attributes:
        seat: The seat the belief is about (not the seat that determinizes).
        cards: The cards (one-sided cards, or the faces of two-sided ones as the seat saw
            them) the seat is believed to lack.
        at_most: How many of them it may still hold (the cards it drew since it showed the
            lack, say).

    Examples:
        >>> from unokit import Card, Color
        >>> Lacking(1, frozenset({Card(Color.RED, "5")}), 0).at_most
        0
    """

    seat: int
    cards: frozenset[Card]
    at_most: int
