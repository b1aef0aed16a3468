"""Capabilities: what one plugin may ask of another plugin's decisions, without its classes.

Plugins compose through these protocols, never by testing each other's classes: a house
rule that changes how penalties are answered works with every edition whose decisions have
the capability, the built-in editions and third parties' alike.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Protocol, runtime_checkable

if TYPE_CHECKING:
    from unokit.core.moves import Move
    from unokit.core.table import Table

__all__ = ["Challengeable"]


@runtime_checkable
class Challengeable(Protocol):
    """A penalty its victim may answer with a challenge: a restricted card's decision.

    Classic's [`WildDrawFourResponse`][unokit.editions.classic.WildDrawFourResponse] has it,
    and so does any edition's answer to a restricted card of its own: the victim accepts the
    card's penalty (``Accept``) or challenges (``Challenge``); a challenge of a bluff
    punishes the card's player, a challenge of a legal play punishes the challenger. The
    ``stacking`` house rule keeps such a decision when the penalty is stacked on, so that
    the last card can still be challenged, and makes whoever the challenge punishes draw
    what was stacked before it.

    Attributes:
        seat: The player facing the penalty, who may challenge.
        offender: The player of the card.
        bluff: Whether the play broke the card's restriction (``None`` in the views of
            other seats than the offender's).
    """

    seat: int
    offender: int
    bluff: bool | None

    def resolve(self, table: Table, move: Move) -> None:
        """Carry out ``Accept`` or ``Challenge`` on the table."""
        ...  # pragma: no cover - a protocol
