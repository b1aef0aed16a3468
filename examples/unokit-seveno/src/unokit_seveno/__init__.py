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
Everything else, scoring included, is classic. The edition is built only from unokit's hooks
and public pieces: it subclasses [`ClassicEdition`][unokit.editions.classic.ClassicEdition]
and changes the card kinds with the functions of unokit's built-in ``seven-o`` and ``jump-in``
house rules. (The same game is ``new_game("classic", house_rules=["seven-o", "jump-in"])``;
this package shows how an edition of its own is made and published.)
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from typing import ClassVar

from unokit.plugin import (
    CLASSIC_KINDS,
    CardKind,
    ClassicEdition,
    hookimpl,
    jump_in_kind,
    pass_hands,
    seven_o_kind,
    swap_hands,
)

__all__ = [
    "SEVEN_O_KINDS",
    "SevenOEdition",
    "pass_hands",
    "swap_hands",
    "unokit_register_editions",
]

__version__ = "0.1.0"

#: Classic's card kinds with Jump-In on every coloured kind, the 7 swapping hands with a
#: named seat and the 0 passing every hand on: the built-in ``seven-o`` and ``jump-in`` house
#: rules' changes, baked into an edition of its own. Points are classic's.
SEVEN_O_KINDS: tuple[CardKind, ...] = tuple(
    jump_in_kind(seven_o_kind(kind, names_self=True)) for kind in CLASSIC_KINDS
)


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
