"""The built-in house rules: table rules that any edition can switch on.

House rules have no official text; each module says what it does, which widely played form
it follows and the decisions taken where tables differ. Each is a
[`HouseRule`][unokit.HouseRule] plugin registered beside the edition in a game's rule stack:

* ``stacking`` ([`Stacking`][unokit.house_rules.stacking.Stacking]): a Draw Two may be
  answered with a Draw Two, a Wild Draw Four with a Wild Draw Four; the first player who does
  not stack draws the total;
* ``seven-o`` ([`SevenO`][unokit.house_rules.seven_o.SevenO]): a 7 swaps hands with a named
  player, a 0 passes every hand on;
* ``jump-in`` ([`JumpIn`][unokit.house_rules.jump_in.JumpIn]): a card identical to the top
  card may be played out of turn;
* ``draw-to-match`` ([`DrawToMatch`][unokit.house_rules.drawing.DrawToMatch]): a player who
  draws keeps drawing until a card can be played;
* ``force-play`` ([`ForcePlay`][unokit.house_rules.drawing.ForcePlay]): a playable card just
  drawn must be played.

Use them with ``unokit.new_game("party", players=6, house_rules=["stacking", "seven-o"])``.
"""

from __future__ import annotations

from collections.abc import Callable

from unokit.edition import hookimpl
from unokit.house_rules.drawing import DrawToMatch, ForcePlay
from unokit.house_rules.jump_in import JumpIn
from unokit.house_rules.seven_o import SevenO
from unokit.house_rules.stacking import Stacking

__all__ = ["BUILTIN_HOUSE_RULES", "unokit_register_house_rules"]

BUILTIN_HOUSE_RULES = (Stacking(), SevenO(), JumpIn(), DrawToMatch(), ForcePlay())
"""One instance of each built-in house rule, in the order they are listed."""


@hookimpl
def unokit_register_house_rules(register: Callable[[object], None]) -> None:
    """Register the built-in house rules."""
    for rule in BUILTIN_HOUSE_RULES:
        register(rule)
