"""The number-start house rule for unokit: every round opens on a number card.

An action or Wild card turned up to start the discard pile is covered by the next card
turned up, until a number card shows. A widely played table rule with no official text for
classic UNO; the wording is this package's own. It answers one hook,
``unokit_opening_rule``: registered after the edition in a game's rule stack, a house rule is
asked first by pluggy for a *firstresult* hook, and its ``None`` leaves the answer to the
edition.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import ClassVar

from unokit.plugin import Card, CardKind, HouseRule, Opening, hookimpl

__all__ = ["NumberStart", "unokit_register_house_rules"]

__version__ = "0.1.0"


class NumberStart(HouseRule):
    """``number-start``: an opening action or Wild card is covered until a number shows."""

    name: ClassVar[str] = "number-start"
    description: ClassVar[str] = (
        "Every round opens on a number card: an action or Wild card turned up first is "
        "covered by the next card."
    )

    @hookimpl
    def unokit_opening_rule(self, card: Card, kind: CardKind) -> Opening | None:
        """Cover any card that is not a number card; leave number cards to the edition."""
        return None if card.number is not None else Opening.COVER


@hookimpl
def unokit_register_house_rules(register: Callable[[object], None]) -> None:
    """Register the house rule (the ``unokit`` entry point names this module)."""
    register(NumberStart())
