"""The version numbers that game records and saved games carry.

A game record is a seed and a list of moves; replaying it gives the same game
only as long as the rules that turn moves into states stay the same. So every record and
every saved game carries the rules version it was played under. unokit plays every version
of [`RULES_VERSIONS`][unokit.RULES_VERSIONS] (each game by its own, new games by
[`RULES_VERSION`][unokit.RULES_VERSION]) and refuses (with
[`RulesVersionError`][unokit.RulesVersionError]) to replay or load one made under another,
rather than quietly reaching a different state.

The built-in editions and house rules are versioned by the rules version alone. A third-party
plugin's games may change with its own releases too, so records and saved games also carry
the version of each distribution whose plugins took part in the game (unokit-flip 0.1.0,
say), and refuse one made with another version unless the installed plugin declares that
version's games compatible (its ``compatible_versions``: see
[`Edition`][unokit.Edition]).
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Mapping, Sequence
from typing import NamedTuple

from unokit.core.errors import RulesVersionError, UnokitError, _shown

__all__ = ["RECORD_FORMAT", "RULES_VERSION", "RULES_VERSIONS", "SAVE_SCHEMA", "SAVE_SCHEMAS"]

RULES_VERSION: int = 6
"""The version of the rules new games are played under: how moves turn into states.

Version 3 shuffles a small pile (at most ``unokit.core.table.SMALL_PILE`` cards: most reshuffles
of the discard pile into the draw pile) with a quicker generator than version 2's Mersenne
Twister; every other shuffle, and everything else, is as in version 2. Version 4 is version
3 but for one fix: a player who must draw for the turn (holding nothing to play) runs the
edition's penalty rule whatever the turn's draw takes (UNO Party!'s linked player draws as
many when the ``draw-to-match`` house rule draws several cards; under version 3 only
classic's one-card draw ran it). Version 5 is version 4 but for one fix: UNO Party!'s Wild
Drawn Together may not link the two players already linked while another pair can be
named ("If two players are already linked, choose two new players."); under version 4
the same pair could be linked again. Version 6 is version 5 but for the deal: the cards
drawn to choose the dealer are shuffled back into the deck, each at a random place
(``unokit.core.shuffle.shuffled_back``), instead of the whole deck being shuffled again;
every order of the deck is as likely as before, whichever cards chose the dealer.

**Bump it whenever a change alters games**: a rule fix, a new default option, a different
shuffle or deal order, a change in what a card does, in which moves are legal or in their
order... anything after which the same seed and moves could reach another state. Then
regenerate the golden records (``python tests/golden/regenerate.py``) and say why in the
changelog. Records and saved games of another rules version are refused, unless it is
kept in [`RULES_VERSIONS`][unokit.RULES_VERSIONS].
"""

RULES_VERSIONS: tuple[int, ...] = (2, 3, 4, 5, 6)
"""Every rules version this unokit plays: the records and saved games it replays and loads.

A game keeps the version it was started under (``state.rules.rules_version``); see
[`new_game`][unokit.new_game]'s ``rules_version``.
"""


def _played() -> str:
    """The rules versions this unokit plays, for messages: ``"2, 3 and 4"``."""
    return ", ".join(map(str, RULES_VERSIONS[:-1])) + f" and {RULES_VERSIONS[-1]}"


SAVE_SCHEMA: int = 4
"""The layout of a saved game's JSON document (``"schema"`` in it). Bump it when the layout
changes; documents of a schema not in ``SAVE_SCHEMAS`` are refused.

Schema 4 is schema 3 with the rules version always inside the digest (schema 3 had it
inside only for a game of other packages' plugins, with their versions).
"""

SAVE_SCHEMAS: tuple[int, ...] = (3, 4)
"""The layouts of saved games this unokit reads: its own, and schema 3's, whose saves load
as they always did (their digest leaves the rules version out, unless they carry the
versions of their plugins)."""

RECORD_FORMAT: int = 2
"""The layout of a game record's JSON document (``"version"`` in it)."""


# --------------------------------------------------------------------------------------
# The versions of the plugins a game was played with
# --------------------------------------------------------------------------------------

# The patterns are compiled (and cached by ``re``) when first matched, not on import.
#: A distribution's name as its metadata writes it (the names of PEP 508).
_DISTRIBUTION = r"[A-Za-z0-9](?:[A-Za-z0-9._-]{0,98}[A-Za-z0-9])?"
#: A distribution's version as a record writes it: one word, no comma.
_VERSION = r"[A-Za-z0-9][A-Za-z0-9.+!_-]{0,63}"
#: What ``compatible_versions`` may hold: a version, or a version's prefix ending in ``.*``.
_COMPATIBLE = rf"{_VERSION}(?:\.\*)?"

#: ``(distribution, version)`` of each distribution whose plugins took part in a game.
_PluginVersions = tuple[tuple[str, str], ...]


class _Installed(NamedTuple):
    """A distribution whose plugins play a game here, as the registry finds it."""

    #: Its name, as its metadata writes it.
    distribution: str
    #: Its version, as its metadata writes it.
    version: str
    #: The ``compatible_versions`` of each of its plugins in the game (its edition, its
    #: house rules): an earlier version's games are accepted if every one accepts it.
    compatible: tuple[tuple[str, ...], ...]


def _normal(name: str) -> str:
    """A distribution's name as names are compared: ``My_Package`` is ``my-package``."""
    return re.sub(r"[-_.]+", "-", name).lower()


def _is_version(version: object) -> bool:
    """Whether ``version`` can be written in a record: one word of a version's characters."""
    return isinstance(version, str) and re.fullmatch(_VERSION, version) is not None


def _is_distribution(name: object) -> bool:
    """Whether ``name`` is a distribution's name."""
    return isinstance(name, str) and re.fullmatch(_DISTRIBUTION, name) is not None


def _is_compatible_pattern(pattern: object) -> bool:
    """Whether ``pattern`` is a version or a version prefix ending in ``.*``."""
    return isinstance(pattern, str) and re.fullmatch(_COMPATIBLE, pattern) is not None


def _accepts(patterns: Iterable[str], version: str) -> bool:
    """Whether ``version`` is one of ``patterns``: ``"1.2.0"`` exactly, ``"1.2.*"`` as a prefix."""
    for pattern in patterns:
        if pattern.endswith(".*"):
            stem = pattern[:-2]
            if version == stem or version.startswith(stem + "."):
                return True
        elif version == pattern:
            return True
    return False


def _check_plugins(value: object, error: type[UnokitError], where: str) -> _PluginVersions:
    """The ``(distribution, version)`` pairs of a record or save, checked.

    ``value`` is a mapping of distributions to versions or an iterable of pairs.

    Raises:
        error: naming the pair that is not a distribution's name and version, or a
            distribution given twice.
    """
    if isinstance(value, str):
        raise error(f"{where}: expected distributions and their versions, not a single text")
    if isinstance(value, Mapping):
        pairs = tuple(value.items())
    elif isinstance(value, Iterable):
        pairs = tuple(value)
    else:
        raise error(f"{where}: expected distributions and their versions, not {_shown(value)}")
    seen: set[str] = set()
    for pair in pairs:
        if not (isinstance(pair, tuple) and len(pair) == 2):
            raise error(f"{where}: a plugin is a distribution and a version, not {_shown(pair)}")
        name, version = pair
        if not _is_distribution(name):
            raise error(f"{where}: {_shown(name)} is not a distribution's name")
        if not _is_version(version):
            raise error(f"{where}: {name}'s version must be one word, not {_shown(version)}")
        if _normal(name) in seen:
            raise error(f"{where}: {name} is given twice")
        seen.add(_normal(name))
    return pairs


def _plugins_text(plugins: _PluginVersions) -> str:
    """A record's ``Plugins`` header (and messages): ``"unokit-flip 0.1.0, unokit-x 2.0"``."""
    return ", ".join(f"{name} {version}" for name, version in plugins)


def _read_plugins_text(text: str, error: type[UnokitError], where: str) -> _PluginVersions:
    """Read a ``Plugins`` header (see ``_plugins_text``).

    Raises:
        error: naming the part that is not a distribution's name and its version.
    """
    pairs = []
    for part in text.split(","):
        words = part.split()
        if len(words) != 2:
            raise error(
                f"{where}: write each distribution and its version, as 'unokit-flip 0.1.0', "
                f"separated by commas, not {_shown(part.strip())}"
            )
        pairs.append((words[0], words[1]))
    return _check_plugins(pairs, error, where)


def _check_versions(
    recorded: _PluginVersions,
    installed: Sequence[_Installed] | None,
    made: str,
    risk: str,
) -> str:
    """Compare the versions a game was played with to those installed here.

    Args:
        recorded: The versions the record or save carries.
        installed: The distributions of the game's plugins here, or ``None`` if they cannot
            be found (an edition that is not installed: setting the game up says so).
        made: ``"the record was made"``, ``"the game was saved"``.
        risk: What could go wrong: ``"replaying it could reach another state"``.

    Returns:
        ``""`` if every recorded version is the one installed; otherwise what to say before
        any failure in reading the game: the versions it was made with and those installed.

    Raises:
        RulesVersionError: if a recorded version is not installed and the installed plugins
            do not declare its games compatible.
    """
    if not recorded:
        return ""
    if installed is None:
        return f"{made} with " + _plugins_text(recorded)
    here = {_normal(found.distribution): found for found in installed}
    refused: list[str] = []
    notes: list[str] = []
    for name, version in recorded:
        found = here.get(_normal(name))
        if found is None:
            refused.append(
                f"{made} with {name} {version}, and {name} is not installed here (its edition "
                "and house rules come from elsewhere)"
            )
        elif found.version == version:
            continue
        elif found.compatible and all(_accepts(each, version) for each in found.compatible):
            notes.append(
                f"{made} with {name} {version}, and this is {found.distribution} "
                f"{found.version} (which declares its games compatible with {version}'s)"
            )
        else:
            refused.append(
                f"{made} with {name} {version}, and this is {found.distribution} "
                f"{found.version}, which does not declare its games compatible with {version}'s"
            )
    if refused:
        raise RulesVersionError("; ".join(refused) + f": {risk}")
    return "; ".join(notes)
