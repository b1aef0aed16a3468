"""The text form of game records: ``[Name "value"]`` headers, then one numbered move per line.

``unokit.io.records`` holds the record itself, and writes it; this module reads the text back
into the fields of a record (``read``), below the record in the layers: it knows nothing of
``GameRecord``. It holds the codec of the ``Options`` header (``options_text``,
``read_options``: ``name=value`` words, each value read by the type its plugin declares) and
``escape`` for a header's value. Moves are read with the verbs of the record's edition and
house rules when they are installed (``move_reader``).
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterable, Mapping
from typing import Any, cast

from unokit.core.cards import Card
from unokit.core.compiling import option_specs
from unokit.core.errors import _MAX_DIGITS, RecordError, UnokitError, _shown
from unokit.core.moves import Move, _read_move
from unokit.core.registry import REGISTRY
from unokit.core.rules import Options, named_twice
from unokit.core.versions import _read_plugins_text

__all__ = [
    "KNOWN_HEADERS",
    "TAG_NAME",
    "check_house_rules",
    "escape",
    "move_reader",
    "options_text",
    "read",
    "read_options",
]

#: Headers with a meaning, in the order they are written; any other header is a free tag.
KNOWN_HEADERS = (
    "RulesVersion",
    "Plugins",
    "Edition",
    "Players",
    "Seed",
    "Dealer",
    "HouseRules",
    "Options",
    "Deck",
    "Digest",
)
#: What a tag's name may be.
TAG_NAME = re.compile(r"[A-Za-z][A-Za-z0-9_]*")
_HEADER_LINE = re.compile(r'\[([A-Za-z][A-Za-z0-9_]*)\s+"((?:[^"\\]|\\.)*)"\]')
_NUMBERED = re.compile(r"(\d{1,9})\.\s*(.*)")
_INTEGER = re.compile(rf"-?\d{{1,{_MAX_DIGITS}}}")
_HOUSE_RULE_NAME = re.compile(r"[a-z0-9][a-z0-9-]{0,59}")


def check_house_rules(names: Iterable[object]) -> tuple[str, ...]:
    """A record's house rules: names, each once (checked in one pass, before any is used).

    Raises:
        RecordError: for a name that is not a house rule's name, or one given twice.
    """
    if isinstance(names, str):
        raise RecordError("house_rules must be a list of names, not a single string")
    result = tuple(names)
    for name in result:
        if not isinstance(name, str) or not _HOUSE_RULE_NAME.fullmatch(name):
            raise RecordError(f"house rule {_shown(name)} is not a house rule's name")
    twice = named_twice(cast("tuple[str, ...]", result))
    if twice:
        raise RecordError(f"house rule {_shown(twice[0])} is given twice")
    return cast("tuple[str, ...]", result)


def move_reader(edition: object, house_rules: Iterable[object]) -> Callable[[str], Move]:
    """Read moves with the verbs of ``edition`` and ``house_rules``.

    With unokit's own verbs only if they are not names, or the edition or a house rule is
    not installed (the record itself, or starting its game, then says what is wrong).
    """
    names = tuple(house_rules)
    if not (isinstance(edition, str) and all(isinstance(name, str) for name in names)):
        return Move.parse
    try:
        verbs = REGISTRY.types(edition, cast("tuple[str, ...]", names)).moves
    except UnokitError:
        return Move.parse
    return lambda text: _read_move(text, verbs)


# --------------------------------------------------------------------------------------
# Writing
# --------------------------------------------------------------------------------------


def options_text(options: Options) -> str:
    """The ``Options`` header: ``name=value`` words, those that differ from the defaults.

    Raises:
        RecordError: if a value cannot be written as one word.
    """
    words = []
    for name, value in dict(options).items():
        if isinstance(value, bool):
            text = "true" if value else "false"
        elif isinstance(value, (int, str)):
            text = str(value)
        else:
            raise RecordError(f"option {name} = {_shown(value)} cannot be written in a record")
        if not text or any(char.isspace() for char in text):
            raise RecordError(f"option {name} = {_shown(value)} cannot be written in a record")
        words.append(f"{name}={text}")
    return " ".join(words)


def escape(value: str) -> str:
    """A header's value as it is written between its quotes."""
    return value.replace("\\", "\\\\").replace('"', '\\"')


# --------------------------------------------------------------------------------------
# Reading
# --------------------------------------------------------------------------------------


def read(text: str) -> dict[str, Any]:
    """The fields of the record written as ``text``, as ``GameRecord``'s keyword arguments.

    Raises:
        RecordError: naming the line and what is wrong with it.
        UnokitError: if a header's value is not one a record can hold (a deck's card...).
    """
    if not isinstance(text, str):
        raise RecordError(f"a record is text, not {type(text).__name__}")
    found: dict[str, str] = {}
    tags: dict[str, str] = {}
    lines = list(enumerate(text.splitlines(), 1))
    first_move = next((i for i, (_, raw) in enumerate(lines) if _holds_a_move(raw)), len(lines))
    for line_number, raw in lines[:first_move]:
        if not raw.strip().startswith("["):
            continue  # a blank line or a comment
        name, value = _header(raw.strip(), f"line {line_number}")
        if name in found or name in tags:
            raise RecordError(f"line {line_number}: header {_shown(name)} is given twice")
        if name in KNOWN_HEADERS:
            found[name] = value
        else:
            tags[name] = value
    house_rules = list(check_house_rules(found.get("HouseRules", "").split()))
    edition = found.get("Edition", "")
    moves = _read_moves(
        lines[first_move:], move_reader(edition, house_rules) if edition else Move.parse
    )
    return _from_headers(found, list(tags.items()), moves)


def _holds_a_move(raw: str) -> bool:
    """Whether a line is neither a header nor blank nor only a comment."""
    line = raw.strip()
    return not line.startswith("[") and bool(line.split("#", 1)[0].strip())


def _read_moves(lines: list[tuple[int, str]], read_move: Callable[[str], Move]) -> list[Move]:
    """The moves of the lines after the headers, numbered or not, comments left out."""
    moves: list[Move] = []
    for line_number, raw in lines:
        where = f"line {line_number}"
        if raw.strip().startswith("["):
            raise RecordError(f"{where}: headers must come before the moves")
        line = raw.split("#", 1)[0].strip()
        if not line:
            continue
        numbered = _NUMBERED.match(line)
        if numbered:
            if int(numbered.group(1)) != len(moves) + 1:
                raise RecordError(
                    f"{where}: move {numbered.group(1)} should be move {len(moves) + 1}: "
                    "is a move missing or repeated?"
                )
            line = numbered.group(2)
        try:
            moves.append(read_move(line))
        except UnokitError as exc:
            raise RecordError(f"{where}: {exc}") from None
    return moves


def _unescape(value: str) -> str:
    return re.sub(r"\\(.)", r"\1", value)


def _header(line: str, where: str) -> tuple[str, str]:
    match = _HEADER_LINE.fullmatch(line)
    if not match:
        raise RecordError(f'{where}: a header is written [Name "value"], not {line[:60]!r}')
    return match.group(1), _unescape(match.group(2))


def _integer(headers: Mapping[str, str], name: str) -> int | None:
    text = headers.get(name)
    if text is None:
        return None
    if not _INTEGER.fullmatch(text):
        raise RecordError(f"header {name}: expected a whole number, not {_shown(text)}")
    return _read_int(text, f"header {name}")


def _read_int(text: str, where: str) -> int:
    try:
        return int(text)
    except ValueError:  # more digits than sys.get_int_max_str_digits() allows
        raise RecordError(f"{where}: {len(text)} digits is too long a number") from None


def _required(headers: Mapping[str, str], name: str) -> str:
    if name not in headers:
        raise RecordError(f"the record has no [{name} ...] header")
    return headers[name]


def _required_integer(headers: Mapping[str, str], name: str) -> int:
    value = _integer(headers, name)
    if value is None:
        raise RecordError(f"the record has no [{name} ...] header")
    return value


def _from_headers(
    headers: Mapping[str, str], tags: list[tuple[str, str]], moves: list[Move]
) -> dict[str, Any]:
    rules_version = _required_integer(headers, "RulesVersion")
    edition = _required(headers, "Edition")
    players = _required_integer(headers, "Players")
    seed = _required_integer(headers, "Seed")
    deck_text = headers.get("Deck")
    house_rules = headers.get("HouseRules", "").split()
    deck = None if deck_text is None else [Card.parse(word) for word in deck_text.split()]
    plugins_text = headers.get("Plugins")
    plugins = (
        ()
        if plugins_text is None
        else _read_plugins_text(plugins_text, RecordError, "header Plugins")
    )
    return {
        "edition": edition,
        "players": players,
        "seed": seed,
        "moves": moves,
        "options": read_options(headers.get("Options", ""), edition, house_rules),
        "house_rules": house_rules,
        "dealer": _integer(headers, "Dealer"),
        "deck": deck,
        "digest": headers.get("Digest"),
        "tags": tags,
        "rules_version": rules_version,
        "plugins": plugins,
    }


def read_options(text: str, edition: str, house_rules: list[str]) -> dict[str, Any]:
    """Read the ``Options`` header: ``name=value`` words, by the types the plugins declare.

    Raises:
        RecordError: naming the word that cannot be read.
    """
    if not text.split():
        return {}
    try:
        specs = option_specs(edition, house_rules)
    except UnokitError as exc:
        raise RecordError(f"header Options: {exc}") from None
    options: dict[str, Any] = {}
    for word in text.split():
        name, equals, value = word.partition("=")
        if not equals:
            raise RecordError(f"header Options: write name=value, not {_shown(word)}")
        spec = specs.get(name)
        if spec is None:
            known = ", ".join(sorted(specs))
            raise RecordError(f"header Options: unknown option {_shown(name)} (known: {known})")
        if name in options:
            raise RecordError(f"header Options: option {_shown(name)} is given twice")
        try:
            options[name] = spec.parse(value)
        except UnokitError as exc:
            raise RecordError(f"header Options: {exc}") from None
    return options
