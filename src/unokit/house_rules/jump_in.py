"""The ``jump-in`` house rule: play a card identical to the top card out of turn.

A widely played table rule with no official text. UNO Party!'s Speed Play is the same idea
for number cards: "If you have a NUMBER CARD in your hand that matches both the Number AND
Color of the card on the top of the Discard Pile, you may play your card out of turn. Play
then continues from you."
"""

from __future__ import annotations

from typing import ClassVar

import attrs

from unokit.core.rules import CardKind
from unokit.edition import HouseRule

__all__ = ["JumpIn", "jump_in_kind"]


def jump_in_kind(kind: CardKind) -> CardKind:
    """``kind`` with Jump-In if it is a coloured kind (Wild cards cannot jump in)."""
    return kind if kind.is_wild else attrs.evolve(kind, jump_in=True)


class JumpIn(HouseRule):
    """``jump-in``: anyone holding a card identical to the top card may play it out of turn.

    Decisions: identical means the same colour and rank (a Wild never jumps in); play goes
    on from the player who jumped in, as after their own turn, and the card takes its
    effect; jumping in is offered only during an ordinary turn (not while a decision such as
    a Wild Draw Four's challenge is pending).
    """

    name: ClassVar[str] = "jump-in"
    description: ClassVar[str] = (
        "A card identical to the top card (same colour and rank) may be played out of turn."
    )

    def change_kind(self, kind: CardKind) -> CardKind:
        """Every coloured kind may jump in."""
        return jump_in_kind(kind)
