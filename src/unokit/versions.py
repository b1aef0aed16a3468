"""The version numbers that game records and saved games carry.

A game record is a seed and a list of moves; replaying it gives the same game
only as long as the rules that turn moves into states stay the same. So every record and
every saved game carries the rules version it was played under. unokit plays every version
of [`RULES_VERSIONS`][unokit.RULES_VERSIONS] (each game by its own, new games by
[`RULES_VERSION`][unokit.RULES_VERSION]) and refuses (with
[`RulesVersionError`][unokit.RulesVersionError]) to replay or load one made under another,
rather than quietly reaching a different state.
"""

from __future__ import annotations

__all__ = ["RECORD_FORMAT", "RULES_VERSION", "RULES_VERSIONS", "SAVE_SCHEMA"]

RULES_VERSION: int = 4
"""The version of the rules new games are played under: how moves turn into states.

Version 3 shuffles a small pile (at most ``unokit.table.SMALL_PILE`` cards: most reshuffles
of the discard pile into the draw pile) with a quicker generator than version 2's Mersenne
Twister; every other shuffle, and everything else, is as in version 2. Version 4 is version
3 but for one fix: a player who must draw for the turn (holding nothing to play) runs the
edition's penalty rule whatever the turn's draw takes (UNO Party!'s linked player draws as
many when the ``draw-to-match`` house rule draws several cards; under version 3 only
classic's one-card draw ran it).

**Bump it whenever a change alters games**: a rule fix, a new default option, a different
shuffle or deal order, a change in what a card does, in which moves are legal or in their
order... anything after which the same seed and moves could reach another state. Then
regenerate the golden records (``python tests/golden/regenerate.py``) and say why in the
changelog. Records and saved games of another rules version are refused, unless it is
kept in [`RULES_VERSIONS`][unokit.RULES_VERSIONS].
"""

RULES_VERSIONS: tuple[int, ...] = (2, 3, 4)
"""Every rules version this unokit plays: the records and saved games it replays and loads.

A game keeps the version it was started under (``state.rules.rules_version``); see
[`new_game`][unokit.new_game]'s ``rules_version``.
"""


def _played() -> str:
    """The rules versions this unokit plays, for messages: ``"2, 3 and 4"``."""
    return ", ".join(map(str, RULES_VERSIONS[:-1])) + f" and {RULES_VERSIONS[-1]}"


SAVE_SCHEMA: int = 3
"""The layout of a saved game's JSON document (``"schema"`` in it). Bump it when the layout
changes; documents of another schema are refused.
"""

RECORD_FORMAT: int = 2
"""The layout of a game record's JSON document (``"version"`` in it)."""
