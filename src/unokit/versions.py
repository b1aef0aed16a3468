"""The version numbers that game records and saved games carry.

A game record is a seed and a list of moves; replaying it gives the same game
only as long as the rules that turn moves into states stay the same. So every record and
every saved game carries [`RULES_VERSION`][unokit.RULES_VERSION], and unokit refuses (with
[`RulesVersionError`][unokit.RulesVersionError]) to replay or load one made under another
version, rather than quietly reaching a different state.
"""

from __future__ import annotations

__all__ = ["RECORD_FORMAT", "RULES_VERSION", "SAVE_SCHEMA"]

RULES_VERSION: int = 2
"""The version of the rules: how moves turn into states, for every built-in edition.

**Bump it whenever a change alters games**: a rule fix, a new default option, a different
shuffle or deal order, a change in what a card does, in which moves are legal or in their
order... anything after which the same seed and moves could reach another state. Then
regenerate the golden records (``python tests/golden/regenerate.py``) and say why in the
changelog. Records and saved games of another rules version are refused.
"""

SAVE_SCHEMA: int = 3
"""The layout of a saved game's JSON document (``"schema"`` in it). Bump it when the layout
changes; documents of another schema are refused.
"""

RECORD_FORMAT: int = 2
"""The layout of a game record's JSON document (``"version"`` in it)."""
