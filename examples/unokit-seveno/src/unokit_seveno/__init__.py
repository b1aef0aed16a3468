"""Seven-O: classic UNO with the Seven-O and Jump-In house rules, as a unokit edition plugin.

Seven-O and Jump-In are widely played house rules, not rules of any official rule sheet; no
rule text unokit ships covers them, so the wording below is this package's own:

* **Seven** — whoever plays a 7 swaps hands with a player they name. The play names one seat
  (``"0 play R7 2"``); naming your own seat keeps your hand, so the swap is optional.
* **Zero** — whoever plays a 0 makes every player pass their hand to the next player in the
  direction of play.
* **Jump-In** — a coloured card identical to the top card (same colour and rank) may be
  played by anyone, out of turn; play then continues from that player.

A 7 or 0 that is its player's last card swaps and passes nothing: the player has gone out.
Everything else, scoring included, is classic. The edition is built only from unokit's hooks:
it subclasses [`ClassicEdition`][unokit.editions.classic.ClassicEdition] and changes the card
kinds.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from typing import ClassVar

import attrs

from unokit import CardKind, Play, Table, hookimpl
from unokit.editions.classic import CLASSIC_KINDS, ClassicEdition

__all__ = [
    "SEVEN_O_KINDS",
    "SevenOEdition",
    "pass_hands",
    "swap_hands",
    "unokit_register_editions",
]

__version__ = "0.1.0"


def swap_hands(table: Table, move: Play) -> None:
    """Seven: the player swaps hands with the seat the play names.

    Naming your own seat swaps nothing. A 7 played as the last card swaps nothing either:
    its player has gone out and the round ends.
    """
    (other,) = move.seats
    if other == move.player or table.went_out == move.player:
        return
    hands = table.hands
    hands[move.player], hands[other] = hands[other], hands[move.player]


def pass_hands(table: Table, move: Play) -> None:
    """Zero: every hand passes to the next player in the direction of play.

    A 0 played as the last card passes nothing: its player has gone out.
    """
    if table.went_out == move.player:
        return
    before = list(table.hands)
    for seat, hand in enumerate(before):
        table.hands[table.next_seat(seat)] = hand


def _seven_o(kind: CardKind) -> CardKind:
    """Classic's ``kind`` with the house rules: Jump-In for coloured cards, 7 and 0 effects."""
    if kind.is_wild:
        return kind
    if kind.rank == "7":
        return attrs.evolve(kind, on_play=swap_hands, names_seats=1, jump_in=True)
    if kind.rank == "0":
        return attrs.evolve(kind, on_play=pass_hands, jump_in=True)
    return attrs.evolve(kind, jump_in=True)


#: Classic's card kinds with Jump-In on every coloured kind, the 7 swapping hands with a
#: named seat and the 0 passing every hand on. Points are classic's.
SEVEN_O_KINDS: tuple[CardKind, ...] = tuple(_seven_o(kind) for kind in CLASSIC_KINDS)


class SevenOEdition(ClassicEdition):
    """Classic UNO with Seven-O (7 swaps hands, 0 passes them on) and Jump-In."""

    name: ClassVar[str] = "seven-o"
    aliases: ClassVar[tuple[str, ...]] = ("sevens-and-zeros", "seveno")
    description: ClassVar[str] = (
        "Classic UNO with the Seven-O and Jump-In house rules: a 7 swaps hands, a 0 passes "
        "every hand on, identical cards jump in out of turn."
    )

    @hookimpl
    def unokit_card_kinds(self) -> Iterable[CardKind]:
        """Classic's kinds with the Seven-O and Jump-In house rules."""
        return SEVEN_O_KINDS


@hookimpl
def unokit_register_editions(register: Callable[[object], None]) -> None:
    """Register the Seven-O edition (the ``unokit`` entry point names this module)."""
    register(SevenOEdition())
