"""The JSON form of game records: a ``"unokit-record"`` object, the moves as their text.

``unokit.io.records`` holds the record, and writes it as plain JSON data; this module reads
such data back into the fields of a record (``read``), checking every key, below the record
in the layers: it knows nothing of ``GameRecord``. Moves are read with the verbs of the
record's edition and house rules when they are installed (see
``unokit.io._recordtext.move_reader``).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any, TypeVar

from unokit.core.cards import Card
from unokit.core.errors import ParseError, RecordError, _shown
from unokit.core.versions import RECORD_FORMAT
from unokit.io._recordtext import check_house_rules, move_reader

__all__ = ["JSON_FORMAT", "read"]

_T = TypeVar("_T")

JSON_FORMAT = "unokit-record"
"""The ``"format"`` of a game record's JSON document."""

_KEYS = (
    "format",
    "version",
    "rules_version",
    "edition",
    "players",
    "seed",
    "dealer",
    "house_rules",
    "options",
    "deck",
    "digest",
    "tags",
    "moves",
    "plugins",
)
#: Keys a document may leave out: ``plugins`` is written only when the game has versioned
#: plugins (and records made before versions were written have none).
_OPTIONAL = ("plugins",)


def read(data: Any) -> dict[str, Any]:
    """The fields of the record ``data`` holds, as ``GameRecord``'s keyword arguments.

    Raises:
        RecordError: if the data is not such a document, naming what is wrong.
    """
    if not isinstance(data, dict):
        raise RecordError("a record is a JSON object")
    if data.get("format") != JSON_FORMAT:
        raise RecordError(f"not a unokit record: 'format' must be {JSON_FORMAT!r}")
    version = data.get("version")
    if type(version) is not int or version != RECORD_FORMAT:
        raise RecordError(
            f"record version {_shown(version)} is not supported: this unokit reads version "
            f"{RECORD_FORMAT}"
        )
    missing = [key for key in _KEYS if key not in data and key not in _OPTIONAL]
    extra = sorted(str(key) for key in data if key not in _KEYS)
    if missing or extra:
        raise RecordError(
            f"a record has the keys {', '.join(_KEYS[:-1])} (and {_KEYS[-1]}, if it carries "
            "the versions of its plugins)"
        )
    options = data["options"]
    if not isinstance(options, dict) or not all(
        isinstance(value, (bool, int, str)) for value in options.values()
    ):
        raise RecordError("options: expected an object of option names and plain values")
    for name in ("deck", "moves"):
        value = data[name]
        texts = isinstance(value, list) and all(isinstance(item, str) for item in value)
        if not texts and not (name == "deck" and value is None):
            raise RecordError(f"{name}: expected a list of texts")
    tags = data["tags"]
    if not isinstance(tags, dict):
        raise RecordError("tags: expected an object")
    plugins = data.get("plugins", {})
    if not isinstance(plugins, dict):
        raise RecordError("plugins: expected an object of distributions and their versions")
    house_rules = data["house_rules"]
    if not isinstance(house_rules, list):
        raise RecordError("house_rules: expected a list of house rules' names")
    check_house_rules(house_rules)
    read_move = move_reader(data["edition"], house_rules)
    moves = _read_each(read_move, data["moves"], "moves")
    deck = None if data["deck"] is None else _read_each(Card.parse, data["deck"], "deck")
    return {
        "edition": data["edition"],
        "players": data["players"],
        "seed": data["seed"],
        "moves": moves,
        "options": options,
        "house_rules": house_rules,
        "dealer": data["dealer"],
        "deck": deck,
        "digest": data["digest"],
        "tags": tags,
        "rules_version": data["rules_version"],
        "plugins": plugins,
    }


def _read_each(read: Callable[[str], _T], texts: list[str], where: str) -> list[_T]:
    """Read every text of a JSON list, naming the item that cannot be read."""
    values = []
    for index, text in enumerate(texts):
        try:
            values.append(read(text))
        except ParseError as exc:
            raise RecordError(f"{where}[{index}]: {exc}") from None
    return values
