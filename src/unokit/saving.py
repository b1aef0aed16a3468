"""Saved games: a [`GameState`][unokit.GameState] to JSON and back, and its digest.

[`to_json(state)`][unokit.to_json] writes everything in a state — the rules (edition name and
options), every hand, both piles, the pending decision, the scores and history, the
random-number state... — as a JSON document, and [`from_json(text)`][unokit.from_json] reads
it back into an equal state. No pickle: a document can only ever name the classes unokit
knows, and loading treats it as untrusted input, refusing anything malformed or impossible
with a [`SaveError`][unokit.SaveError] that says what is wrong and where.

Pending decisions and an edition's own state are saved generically: each is a frozen
``attrs`` value, written as ``{"type": "<module>.<Class>", "fields": {...}}`` with its fields
written by their type hints. The type named must be one unokit knows: a subclass of
[`Pending`][unokit.Pending] (they are all registered when defined), an ``attrs`` class
defined in the module of the game's edition (or of a class it derives from), or a class
registered with [`register_saved_type`][unokit.saving.register_saved_type]. Field types may
be ``int``, ``bool``, ``str``, ``None``, [`Card`][unokit.Card], [`Color`][unokit.Color],
``tuple`` and ``frozenset`` of those, unions of those, other such ``attrs`` values and
[`Pending`][unokit.Pending] values.
"""

from __future__ import annotations

import hashlib
import json
import sys
import types
import typing
from collections import Counter
from collections.abc import Iterator
from typing import Any, TypeVar

import attrs

from unokit.cards import Card, Color
from unokit.compiling import compile_rules
from unokit.engine import apply, legal_moves
from unokit.errors import (
    _MAX_DIGITS,
    _TOO_BIG,
    RulesVersionError,
    SaveError,
    SetupError,
    UnknownHouseRuleError,
    UnokitError,
    _shown,
)
from unokit.formats import match_format
from unokit.plugins import find_edition
from unokit.rules import Rules
from unokit.state import (
    PENDING_TYPES,
    GameState,
    Pending,
    Reveal,
    build_stack,
    stack_has_below,
)
from unokit.versions import RULES_VERSION, SAVE_SCHEMA

__all__ = [
    "FORMAT",
    "digest",
    "from_dict",
    "from_json",
    "register_saved_type",
    "to_dict",
    "to_json",
]

FORMAT = "unokit-game"
"""The ``"format"`` of a saved game's JSON document."""

_T = TypeVar("_T")
_Json = Any  # what json.loads gives and json.dumps takes

# Keys of the document that describe it rather than the state (left out of the digest).
_HEADER = ("format", "schema", "rules_version")
# Keys of the document that check it (left out of the digest too).
_TRAILER = ("deck", "digest")
#: The ``"deck"`` of a saved game built from the edition's full deck.
FULL_DECK = "full"
# GameState fields written in their own way rather than by their type hints.
_SPECIAL = ("rules", "discard_stack")
# GameState fields that hold a seat number (or None).
_SEAT_FIELDS = ("dealer", "current_player", "uno_exposed")

_REGISTERED: dict[str, type] = {}


def _type_name(cls: type) -> str:
    return f"{cls.__module__}.{cls.__qualname__}"


def register_saved_type(cls: type[_T]) -> type[_T]:
    """Let saved games hold values of the ``attrs`` class ``cls``: use it as a class decorator.

    Only needed for a class that an edition keeps in its state or in a decision but defines
    outside the edition's own module: subclasses of [`Pending`][unokit.Pending] and
    ``attrs`` classes defined next to the edition are known already. Put it above
    ``@attrs.frozen``, so that it registers the finished class.

    Raises:
        TypeError: if ``cls`` is not an ``attrs`` class.
    """
    checked: object = cls
    if not (isinstance(checked, type) and attrs.has(checked)):
        raise TypeError(f"register_saved_type needs an attrs class, not {cls!r}")
    _REGISTERED[_type_name(cls)] = cls
    return cls


# --------------------------------------------------------------------------------------
# Known types and type hints
# --------------------------------------------------------------------------------------


_EDITION_TYPES: dict[type, dict[str, type]] = {}
_HINTS: dict[type, tuple[tuple[str, str, Any], ...]] = {}


def _edition_types(edition_class: type) -> dict[str, type]:
    """The attrs classes defined in the modules of an edition's class and its bases."""
    cached = _EDITION_TYPES.get(edition_class)
    if cached is not None:
        return cached
    found: dict[str, type] = {}
    for klass in edition_class.__mro__:
        module = sys.modules.get(klass.__module__)
        if module is None:
            continue
        for value in vars(module).values():
            if isinstance(value, type) and attrs.has(value) and value.__module__ == module.__name__:
                found[_type_name(value)] = value
    _EDITION_TYPES[edition_class] = found
    return found


def _known_types(rules: Rules) -> dict[str, type]:
    known = dict(_edition_types(type(find_edition(rules.edition))))
    known.update(_REGISTERED)
    known.update(PENDING_TYPES)
    return known


def _hints(cls: type) -> tuple[tuple[str, str, Any], ...]:
    """``(name, init alias, type hint)`` of each field set by ``cls.__init__``."""
    cached = _HINTS.get(cls)
    if cached is not None:
        return cached
    try:
        hints = typing.get_type_hints(cls)
    except Exception as exc:
        raise SaveError(
            f"the type hints of {_type_name(cls)} cannot be resolved ({exc}), so its values "
            "cannot be saved"
        ) from None
    found = tuple(
        (field.name, field.alias, hints.get(field.name, Any))
        for field in attrs.fields(cls)
        if field.init
    )
    _HINTS[cls] = found
    return found


def _is_union(hint: Any) -> bool:
    return typing.get_origin(hint) in (typing.Union, types.UnionType)


def _describe(hint: Any) -> str:
    if isinstance(hint, type):
        return hint.__name__
    return str(hint).replace("typing.", "").replace("unokit.cards.", "")


class _Context:
    """What reading or writing one document needs: the rules and the classes it may name."""

    def __init__(self, rules: Rules | None) -> None:
        self.edition = "" if rules is None else rules.edition
        # Two-sided cards may be either way up.
        self.deck: frozenset[Card] = (
            frozenset() if rules is None else frozenset((*rules.deck, *rules.dealt_as))
        )
        self.known: dict[str, type] = {} if rules is None else _known_types(rules)


# --------------------------------------------------------------------------------------
# Writing values
# --------------------------------------------------------------------------------------


def _encode(value: Any, hint: Any, ctx: _Context, where: str) -> _Json:
    """Write ``value`` as JSON, led by the type hint ``hint``."""
    if hint is Any or hint is object:
        return _encode_any(value, ctx, where)
    if hint is None or hint is type(None):
        if value is None:
            return None
    elif _is_union(hint):
        for member in typing.get_args(hint):
            if _matches(value, member):
                return _encode(value, member, ctx, where)
    elif hint is bool:
        if isinstance(value, bool):
            return value
    elif hint is int:
        if isinstance(value, int) and not isinstance(value, bool):
            return value
    elif hint is str:
        if isinstance(value, str):
            return value
    elif hint is Card:
        if isinstance(value, Card):
            return str(value)
    elif hint is Color:
        if isinstance(value, Color):
            return value.value
    elif typing.get_origin(hint) is tuple:
        if isinstance(value, tuple):
            item_hints = _tuple_hints(hint, len(value), where)
            return [
                _encode(item, item_hint, ctx, f"{where}[{i}]")
                for i, (item, item_hint) in enumerate(zip(value, item_hints, strict=True))
            ]
    elif typing.get_origin(hint) is frozenset:
        if isinstance(value, frozenset):
            (item_hint,) = typing.get_args(hint)
            items = [_encode(item, item_hint, ctx, f"{where}[]") for item in value]
            return sorted(items, key=_canonical)
    elif isinstance(hint, type) and attrs.has(hint):
        if type(value) is hint:
            return _encode_fields(value, ctx, where)
    elif isinstance(hint, type):
        if isinstance(value, hint) and attrs.has(type(value)):
            return _encode_tagged(value, ctx, where)
    else:
        raise SaveError(f"{where}: saved games cannot hold values of type {_describe(hint)}")
    raise SaveError(f"{where}: {value!r} is not a {_describe(hint)}, so it cannot be saved")


def _tuple_hints(hint: Any, length: int, where: str) -> tuple[Any, ...]:
    """The type hint of each item of a tuple of ``length`` items typed ``hint``."""
    args = typing.get_args(hint)
    if len(args) == 2 and args[1] is Ellipsis:
        return (args[0],) * length
    if args == ((),):  # tuple[()]
        args = ()
    if len(args) != length:
        raise SaveError(f"{where}: expected a list of {len(args)} items, not {length}")
    return args


def _matches(value: Any, hint: Any) -> bool:
    """Whether ``value`` looks like a ``hint`` (enough to choose among a union's members)."""
    if hint is Any or hint is object:
        return True
    if hint is None or hint is type(None):
        return value is None
    if hint is int:
        return isinstance(value, int) and not isinstance(value, bool)
    origin = typing.get_origin(hint)
    if origin is not None:
        if _is_union(hint):
            return any(_matches(value, member) for member in typing.get_args(hint))
        return isinstance(value, origin)
    return isinstance(hint, type) and isinstance(value, hint)


def _encode_fields(value: Any, ctx: _Context, where: str) -> dict[str, _Json]:
    return {
        name: _encode(getattr(value, name), hint, ctx, f"{where}.{name}")
        for name, _, hint in _hints(type(value))
    }


def _encode_tagged(value: Any, ctx: _Context, where: str) -> dict[str, _Json]:
    cls = type(value)
    name = _type_name(cls)
    if ctx.known.get(name) is not cls:
        raise SaveError(
            f"{where}: {name} is not a type saved games know: define it in the edition's "
            "module, derive it from unokit.Pending, or register it with "
            "unokit.saving.register_saved_type"
        )
    return {"type": name, "fields": _encode_fields(value, ctx, f"{where}.fields")}


def _encode_any(value: Any, ctx: _Context, where: str) -> _Json:
    """Write a value whose type has no hint, saying what it is where JSON cannot."""
    if value is None or isinstance(value, (bool, int, str)):
        return value
    if isinstance(value, Card):
        return {"card": str(value)}
    if isinstance(value, Color):
        return {"color": value.value}
    if isinstance(value, tuple):
        return [_encode_any(item, ctx, f"{where}[{i}]") for i, item in enumerate(value)]
    if isinstance(value, frozenset):
        items = [_encode_any(item, ctx, f"{where}[]") for item in value]
        return {"frozenset": sorted(items, key=_canonical)}
    if attrs.has(type(value)):
        return _encode_tagged(value, ctx, where)
    raise SaveError(f"{where}: saved games cannot hold a {type(value).__name__} ({value!r})")


def _canonical(data: _Json) -> str:
    return _dumps(data, sort_keys=True, separators=(",", ":"), ensure_ascii=True)


def _dumps(data: _Json, **options: Any) -> str:
    """``json.dumps``, refusing with a SaveError what it cannot write (too long a number)."""
    try:
        return json.dumps(data, **options)
    except ValueError as exc:  # an int over sys.get_int_max_str_digits() digits
        raise SaveError(f"the state cannot be saved: {exc}") from None


# --------------------------------------------------------------------------------------
# Reading values
# --------------------------------------------------------------------------------------


def _what(data: _Json) -> str:
    """Describe a JSON value in a message (never failing, never long)."""
    if data is None:
        return "null"
    if isinstance(data, bool):
        return "true" if data else "false"
    if isinstance(data, int):
        if abs(data) >= _TOO_BIG:
            return f"a number of more than {_MAX_DIGITS} digits"
        return f"the number {data}" if abs(data) < 10**40 else "a number of over 40 digits"
    if isinstance(data, float):
        return f"the number {data!r}"
    if isinstance(data, str):
        return f"the text {data[:40]!r}"
    if isinstance(data, list):
        return "a list"
    if isinstance(data, dict):
        return "an object"
    return f"a Python {type(data).__name__}, which JSON cannot hold"


def _decode(data: _Json, hint: Any, ctx: _Context, where: str) -> Any:
    """Read a value of type ``hint`` from JSON, checking it all the way down."""
    if hint is Any or hint is object:
        return _decode_any(data, ctx, where)
    if hint is None or hint is type(None):
        if data is None:
            return None
    elif _is_union(hint):
        members = typing.get_args(hint)
        if data is None and type(None) in members:
            return None
        errors: list[str] = []
        for member in members:
            if member is type(None):
                continue
            try:
                return _decode(data, member, ctx, where)
            except SaveError as exc:
                errors.append(str(exc))
        if len(errors) == 1:
            raise SaveError(errors[0])
    elif hint is bool:
        if isinstance(data, bool):
            return data
    elif hint is int:
        if isinstance(data, int) and not isinstance(data, bool):
            return _whole(data, where)
    elif hint is str:
        if isinstance(data, str):
            return data
    elif hint is Card:
        if isinstance(data, str):
            return _card(data, ctx, where)
    elif hint is Color:
        if isinstance(data, str):
            return _color(data, where)
    elif typing.get_origin(hint) is tuple:
        if isinstance(data, list):
            item_hints = _tuple_hints(hint, len(data), where)
            return tuple(
                _decode(item, item_hint, ctx, f"{where}[{i}]")
                for i, (item, item_hint) in enumerate(zip(data, item_hints, strict=True))
            )
    elif typing.get_origin(hint) is frozenset:
        if isinstance(data, list):
            (item_hint,) = typing.get_args(hint)
            return frozenset(
                _decode(item, item_hint, ctx, f"{where}[{i}]") for i, item in enumerate(data)
            )
    elif isinstance(hint, type) and attrs.has(hint):
        return _decode_fields(data, hint, ctx, where)
    elif isinstance(hint, type):
        return _decode_tagged(data, hint, ctx, where)
    else:
        raise SaveError(f"{where}: saved games cannot hold values of type {_describe(hint)}")
    raise SaveError(f"{where}: expected {_describe(hint)}, found {_what(data)}")


def _whole(data: int, where: str) -> int:
    if abs(data) >= _TOO_BIG:
        raise SaveError(f"{where}: {_what(data)} is too large for a saved game")
    return data


def _card(data: _Json, ctx: _Context, where: str) -> Card:
    if not isinstance(data, str):
        raise SaveError(f"{where}: expected a card, found {_what(data)}")
    try:
        card = Card.parse(data)
    except UnokitError as exc:
        raise SaveError(f"{where}: {exc}") from None
    if card not in ctx.deck:
        raise SaveError(f"{where}: {card} is not a card of the {ctx.edition} edition")
    return card


def _color(data: _Json, where: str) -> Color:
    for color in Color.known():
        if data == color.value:
            return color
    names = ", ".join(color.value for color in Color.known())
    raise SaveError(f"{where}: expected a colour ({names}), found {_what(data)}")


def _object(data: _Json, keys: tuple[str, ...], where: str) -> dict[str, _Json]:
    """Check that ``data`` is a JSON object with exactly ``keys``."""
    if not isinstance(data, dict):
        raise SaveError(f"{where}: expected an object, found {_what(data)}")
    missing = [key for key in keys if key not in data]
    if missing:
        raise SaveError(f"{where}: missing {', '.join(repr(key) for key in missing)}")
    extra = sorted(str(key) for key in data if key not in keys)
    if extra:
        raise SaveError(f"{where}: unexpected {', '.join(repr(key) for key in extra)}")
    return data


def _build(cls: type[_T], kwargs: dict[str, Any], where: str) -> _T:
    try:
        return cls(**kwargs)
    except Exception as exc:  # a class's own validators may raise anything
        raise SaveError(f"{where}: not a valid {cls.__name__}: {exc}") from None


def _decode_fields(data: _Json, cls: type[_T], ctx: _Context, where: str) -> _T:
    hints = _hints(cls)
    fields = _object(data, tuple(name for name, _, _ in hints), where)
    kwargs = {
        alias: _decode(fields[name], hint, ctx, f"{where}.{name}") for name, alias, hint in hints
    }
    return _build(cls, kwargs, where)


def _decode_tagged(data: _Json, base: type | None, ctx: _Context, where: str) -> Any:
    tagged = _object(data, ("type", "fields"), where)
    name = tagged["type"]
    if not isinstance(name, str):
        raise SaveError(f"{where}.type: expected the name of a type, found {_what(name)}")
    cls = ctx.known.get(name)
    if cls is None:
        raise SaveError(f"{where}.type: {_shown(name)} is not a type saved games know")
    if base is not None and not issubclass(cls, base):
        raise SaveError(f"{where}.type: {name} is not a {base.__name__}")
    return _decode_fields(tagged["fields"], cls, ctx, f"{where}.fields")


def _decode_any(data: _Json, ctx: _Context, where: str) -> Any:
    if isinstance(data, int) and not isinstance(data, bool):
        return _whole(data, where)
    if data is None or isinstance(data, (bool, str)):
        return data
    if isinstance(data, list):
        return tuple(_decode_any(item, ctx, f"{where}[{i}]") for i, item in enumerate(data))
    if isinstance(data, dict):
        if set(data) == {"card"}:
            return _card(data["card"], ctx, f"{where}.card")
        if set(data) == {"color"}:
            return _color(data["color"], f"{where}.color")
        if set(data) == {"frozenset"} and isinstance(data["frozenset"], list):
            return frozenset(_decode_any(data["frozenset"], ctx, f"{where}.frozenset"))
        return _decode_tagged(data, None, ctx, where)
    raise SaveError(f"{where}: unexpected {_what(data)}")


# --------------------------------------------------------------------------------------
# Whole states
# --------------------------------------------------------------------------------------


def _state_fields() -> Iterator[tuple[str, Any]]:
    """``(name, type hint)`` of each GameState field saved by its type hint."""
    for name, _, hint in _hints(GameState):
        if name not in _SPECIAL:
            yield name, hint


def to_dict(state: GameState) -> dict[str, Any]:
    """The saved-game document of ``state`` as plain JSON data (see [`to_json`][unokit.to_json]).

    Raises:
        SaveError: if the state holds a value saved games cannot hold (an edition's value of
            a type unokit does not know).
    """
    if not isinstance(state, GameState):
        shown = "a seat view" if type(state).__name__ == "SeatView" else type(state).__name__
        raise SaveError(f"only a GameState can be saved, not {shown}: pass the game's state")
    doc = _state_doc(state)
    content = _content(doc)
    doc["deck"] = _deck_entry(state)
    doc["digest"] = _sha256(content)
    return doc


def _state_doc(state: GameState) -> dict[str, Any]:
    """The document's header and the state's fields (without ``deck`` and ``digest``)."""
    ctx = _Context(state.rules)
    doc: dict[str, Any] = {
        "format": FORMAT,
        "schema": SAVE_SCHEMA,
        "rules_version": RULES_VERSION,
        "edition": state.rules.edition,
        "house_rules": list(state.rules.house_rules),
        "options": state.rules.changed_options(),
    }
    for name, hint in _state_fields():
        doc[name] = _encode(getattr(state, name), hint, ctx, name)
    doc["discard_pile"] = [str(card) for card in state.discard_pile]
    return doc


def _content(doc: dict[str, Any]) -> dict[str, Any]:
    """What the digest covers: the document without its header, ``deck`` and ``digest``."""
    return {key: value for key, value in doc.items() if key not in (*_HEADER, *_TRAILER)}


def _sha256(content: dict[str, Any]) -> str:
    return hashlib.sha256(_canonical(content).encode("ascii")).hexdigest()


def _deck_entry(state: GameState) -> str | list[str]:
    """The cards the game was built from: ``"full"`` (the edition's deck) or the cards' text.

    Cards are never made or destroyed, so the cards in play now are those the game was
    built from; a stacked deck's cards are listed in the edition's deck order.
    """
    counts = Counter(map(state.rules.as_dealt, state.cards()))
    if counts == Counter(state.rules.deck):
        return FULL_DECK
    listed: list[str] = []
    for card in state.rules.deck:
        if counts[card] > 0:
            counts[card] -= 1
            listed.append(str(card))
    return listed


def to_json(state: GameState, *, indent: int | None = None) -> str:
    """Save ``state`` as a JSON document; [`from_json`][unokit.from_json] reads it back.

    The document is an object with ``"format": "unokit-game"``, the ``"schema"`` of its
    layout, the [`RULES_VERSION`][unokit.RULES_VERSION], the ``"edition"`` and its
    ``"options"``, then one key per field of the state, named as in
    [`GameState`][unokit.GameState] (cards as their text, ``"R7"``; colours as their names;
    the discard pile as ``"discard_pile"``, top card first).

    Args:
        state: The state to save.
        indent: Indent nested JSON by this many spaces (``None``: one line).

    Raises:
        SaveError: if the state holds a value saved games cannot hold.

    Examples:
        >>> import unokit
        >>> state = unokit.new_game("classic", players=2, seed=1)
        >>> unokit.from_json(unokit.to_json(state)) == state
        True
    """
    return _dumps(to_dict(state), indent=indent, ensure_ascii=False)


def digest(state: GameState) -> str:
    """A stable fingerprint of ``state``: the SHA-256 (hex) of its canonical saved form.

    The canonical form is the [`to_json`][unokit.to_json] document without its ``format``,
    ``schema`` and ``rules_version`` keys, written with sorted keys and no spaces. Equal
    states have equal digests, on every machine and Python version; any difference in any
    field gives another digest.

    Examples:
        >>> import unokit
        >>> one = unokit.new_game(players=3, seed=9)
        >>> unokit.digest(one) == unokit.digest(unokit.new_game(players=3, seed=9))
        True
        >>> len(unokit.digest(one))
        64
    """
    if not isinstance(state, GameState):
        raise SaveError(f"only a GameState has a digest, not {type(state).__name__}")
    return _sha256(_content(_state_doc(state)))


def from_json(text: str | bytes) -> GameState:
    """Load a game saved by [`to_json`][unokit.to_json].

    The text is untrusted input: it is checked all the way down (every key, type, card,
    seat, the cards' count against the edition's deck, the pending decision and the
    edition's own state through their [`check`][unokit.Pending.check] methods, a move to
    make unless the game is over), and anything malformed or impossible is refused. Every
    whole number has at most 4000 digits.

    Raises:
        SaveError: naming what is wrong, e.g. malformed JSON, a missing key, an unknown card
            or edition, a seat out of range, more copies of a card than the deck has, a
            decision that could not have happened (``"pending.bluff: expected true or
            false..."``), or an unsupported schema.
        RulesVersionError: if the game was saved under another
            [`RULES_VERSION`][unokit.RULES_VERSION] (a kind of `SaveError`).
    """
    if not isinstance(text, (str, bytes, bytearray)):
        raise SaveError(f"a saved game is JSON text, not {type(text).__name__}")
    try:
        data = json.loads(text)
    except (ValueError, RecursionError) as exc:  # JSONDecodeError and bad UTF-8 are ValueErrors
        raise SaveError(f"a saved game must be JSON: {exc}") from None
    return from_dict(data)


def from_dict(data: Any) -> GameState:
    """Load a game from its document as plain JSON data (see [`from_json`][unokit.from_json]).

    Raises:
        SaveError: if the document is malformed or describes an impossible state.
    """
    try:
        return _load(data)
    except RecursionError:
        raise SaveError("the saved game is nested too deeply") from None


def _load(data: Any) -> GameState:
    if not isinstance(data, dict):
        raise SaveError(f"a saved game is a JSON object, not {_what(data)}")
    if data.get("format") != FORMAT:
        raise SaveError(f"not a saved unokit game: 'format' must be {FORMAT!r}")
    schema = data.get("schema")
    if type(schema) is not int or schema != SAVE_SCHEMA:
        raise SaveError(
            f"saved-game schema {_shown(schema)} is not supported: this unokit reads schema "
            f"{SAVE_SCHEMA}"
        )
    version = data.get("rules_version")
    if type(version) is not int or version != RULES_VERSION:
        raise RulesVersionError(
            f"the game was saved under rules version {_shown(version)}, and this unokit plays "
            f"rules version {RULES_VERSION}: continuing it could differ from the game it was"
        )
    fields = dict(_state_fields())
    keys = (*_HEADER, "edition", "house_rules", "options", *fields, "discard_pile", *_TRAILER)
    doc = _object(data, keys, "the saved game")
    rules = _rules(doc["edition"], doc["house_rules"], doc["options"])
    ctx = _Context(rules)
    deck = _recorded_deck(doc["deck"], rules, ctx)
    _check_sizes(doc, sum(deck.values()))
    values = {name: _decode(doc[name], hint, ctx, name) for name, hint in fields.items()}
    pile = _decode(doc["discard_pile"], tuple[Card, ...], ctx, "discard_pile")
    state = _build(
        GameState, {**values, "rules": rules, "discard_stack": build_stack(pile)}, "state"
    )
    _check(state, deck)
    _check_digest(doc)
    return state


def _recorded_deck(data: _Json, rules: Rules, ctx: _Context) -> Counter[Card]:
    """The cards the game was built from, as the document records them (``"deck"``)."""
    if data == FULL_DECK:
        return Counter(rules.deck)
    if not isinstance(data, list):
        raise SaveError(f"deck: expected {FULL_DECK!r} or a list of cards, found {_what(data)}")
    if len(data) > len(rules.deck):
        raise SaveError(
            f"deck: {len(data)} cards, but the {rules.edition} deck has only {len(rules.deck)}"
        )
    deck = Counter(_card(item, ctx, f"deck[{i}]") for i, item in enumerate(data))
    full = Counter(rules.deck)
    for card, count in deck.items():
        if count > full[card]:
            raise SaveError(
                f"deck: {count} copies of {card}, but the {rules.edition} deck has only "
                f"{full[card]}"
            )
    return deck


def _check_sizes(doc: dict[str, _Json], cards: int) -> None:
    """Refuse, before reading them, more cards in the hands and piles than the game has."""
    draw = doc["draw_cards"]  # holds the cards already drawn too (before draw_index)
    if isinstance(draw, list) and len(draw) > cards:
        raise SaveError(f"draw_cards: {len(draw)} cards, but the game was built from {cards}")
    lists = [doc["discard_pile"]]
    hands = doc["hands"]
    if isinstance(hands, list):
        if len(hands) > cards:
            raise SaveError(f"hands: {len(hands)} hands, more than the game has cards")
        lists += hands
    total = sum(len(item) for item in lists if isinstance(item, list))
    if total > cards:
        raise SaveError(
            f"the hands and piles hold {total} cards, but the game was built from {cards}"
        )


def _check_digest(doc: dict[str, _Json]) -> None:
    """The document's ``digest`` must be that of its content: refuse an edited save."""
    recorded = doc["digest"]
    if not isinstance(recorded, str):
        raise SaveError(f"digest: expected 64 hexadecimal digits, found {_what(recorded)}")
    if recorded != _sha256(_content(doc)):
        raise SaveError(
            "digest: the saved game's content does not match its digest (it was changed "
            "after it was saved)"
        )


def _rules(edition: Any, house_rules: Any, options: Any) -> Rules:
    if not isinstance(edition, str):
        raise SaveError(f"edition: expected an edition's name, found {_what(edition)}")
    if not isinstance(house_rules, list) or not all(isinstance(n, str) for n in house_rules):
        raise SaveError(f"house_rules: expected a list of names, found {_what(house_rules)}")
    if not isinstance(options, dict):
        raise SaveError(f"options: expected an object, found {_what(options)}")
    for name, value in options.items():
        if isinstance(value, int) and not isinstance(value, bool) and abs(value) >= 10**18:
            raise SaveError(f"options.{_shown(name)}: the number is too large")
    try:
        canonical = find_edition(edition).name
    except UnokitError as exc:
        raise SaveError(f"edition: {exc}") from None
    try:
        return compile_rules(canonical, options, house_rules)
    except (SetupError, UnknownHouseRuleError) as exc:
        raise SaveError(f"options: {exc}") from None
    except UnokitError as exc:
        raise SaveError(f"house_rules: {exc}") from None


def _check(state: GameState, deck: Counter[Card]) -> None:
    """Refuse a state that no game could reach, or whose cards are not those of ``deck``."""
    rules = state.rules
    players = state.players
    if not rules.min_players <= players <= rules.max_players:
        raise SaveError(
            f"players: the {rules.edition} edition is for {rules.min_players} to "
            f"{rules.max_players} players, not {players}"
        )
    try:
        match_format(rules.options.match).check_players(players)
    except UnokitError as exc:
        raise SaveError(f"players: {exc}") from None
    for name in ("hands", "scores"):
        if len(getattr(state, name)) != players:
            raise SaveError(f"{name}: expected one entry per seat ({players}), not fewer or more")
    seat_checks: list[tuple[str, int | None]] = [
        (name, getattr(state, name)) for name in _SEAT_FIELDS
    ]
    seat_checks += [(f"winners[{i}]", seat) for i, seat in enumerate(state.winners)]
    for i, result in enumerate(state.history):
        seat_checks += [(f"history[{i}].dealer", result.dealer)]
        seat_checks += [(f"history[{i}].winner", result.winner)]
        if len(result.hand_points) not in (0, players):
            raise SaveError(f"history[{i}].hand_points: expected one entry per seat")
    reveal: Reveal | None = state.reveal
    if reveal is not None:
        seat_checks += [("reveal.to", reveal.to), ("reveal.seat", reveal.seat)]
    pending: Pending | None = state.pending
    if pending is not None:
        seat_checks.append(("pending.seat", pending.seat))
    for where, seat in seat_checks:
        if seat is not None and not 0 <= seat < players:
            raise SaveError(f"{where}: there is no seat {seat} in a game of {players} players")
    if list(state.winners) != sorted(set(state.winners)):
        raise SaveError("winners: expected distinct seats in ascending order")
    exposed = state.uno_exposed
    if exposed is not None and len(state.hands[exposed]) != 1:
        raise SaveError(
            f"uno_exposed: only a player left with one card can be caught for not calling "
            f"UNO, and seat {exposed} holds {len(state.hands[exposed])}"
        )
    if state.direction not in (1, -1):
        raise SaveError(f"direction: expected 1 or -1, not {state.direction}")
    if state.round_number < 1:
        raise SaveError(f"round_number: expected 1 or more, not {state.round_number}")
    if not 0 <= state.draw_index <= len(state.draw_cards):
        raise SaveError(f"draw_index: expected 0 to {len(state.draw_cards)}")
    if not 0 <= state.passes <= players:
        raise SaveError(f"passes: expected 0 to {players}, not {state.passes}")
    if not state.discard_stack:
        raise SaveError("discard_pile: the discard pile always holds at least its top card")
    if state.passes and (state.draw_pile or stack_has_below(state.discard_stack)):
        raise SaveError(
            f"passes: {state.passes} seats passed because nothing could be drawn, but cards "
            "can be drawn"
        )
    if pending is not None and state.current_player != pending.seat:
        raise SaveError(
            f"current_player: seat {pending.seat} must answer the pending decision, so it is "
            f"the current player, not seat {state.current_player}"
        )
    _check_value("pending", pending, state)
    _check_value("edition_state", state.edition_state, state)
    _check_cards(state, deck)
    _check_match(state)
    _check_moves(state)


def _check_value(where: str, value: Any, state: GameState) -> None:
    """Call the ``check(state)`` of a decision or an edition's state (see ``Pending.check``)."""
    check = getattr(value, "check", None) if attrs.has(type(value)) else None
    if check is None:
        return
    try:
        check(state)
    except ValueError as exc:
        raise SaveError(f"{where}.{exc}") from None
    except Exception as exc:  # an edition's check may fail in other ways on impossible fields
        raise SaveError(f"{where}: the saved value cannot be checked ({exc!r})") from None


def _check_cards(state: GameState, deck: Counter[Card]) -> None:
    """The cards in play must be exactly those the game was built from: none lost or made up."""
    rules = state.rules
    try:
        counts = Counter(map(rules.as_dealt, state.cards()))
    except Exception as exc:  # a decision's own cards() may fail on impossible fields
        raise SaveError(f"pending: its cards cannot be counted: {exc}") from None
    needed = rules.cards_to_deal(state.players)
    total = sum(counts.values())
    if total < needed:
        raise SaveError(
            f"only {total} cards are in play: a game of {state.players} players needs at "
            f"least {needed}"
        )
    for card, count in sorted(counts.items(), key=lambda item: str(item[0])):
        if count > deck[card]:
            if count > rules.deck.count(card):
                raise SaveError(
                    f"{count} copies of {card} are in play, but the {rules.edition} deck has "
                    f"only {rules.deck.count(card)}"
                )
            raise SaveError(
                f"{count} copies of {card} are in play, but the game was built with "
                f"{deck[card]} (deck)"
            )
    lost = deck - counts
    if lost:
        shown = ", ".join(str(card) for card in sorted(lost, key=str)[:5])
        raise SaveError(
            f"{sum(lost.values())} of the cards the game was built from are missing ({shown})"
        )


def _check_match(state: GameState) -> None:
    """The scores, winners and end reason must be those the rounds in ``history`` give.

    The match format scores each round again from its hand points; the match must end
    exactly where the format ends it, and the round number follows the history.
    """
    rules = state.rules
    players = state.players
    fmt = match_format(rules.options.match)
    scores = (0,) * players
    end = None
    for i, result in enumerate(state.history):
        where = f"history[{i}]"
        if end is not None:
            raise SaveError(f"{where}: a round after the end of the match")
        if result.number != i + 1:
            raise SaveError(f"{where}.number: expected round {i + 1}, not {result.number}")
        if len(result.hand_points) != players or min(result.hand_points) < 0:
            raise SaveError(f"{where}.hand_points: expected one entry per seat, 0 or more")
        if result.void:
            if result.winner is not None or result.points != 0:
                raise SaveError(f"{where}: a void round has no winner and scores nothing")
            continue
        if result.winner is None:
            raise SaveError(f"{where}.winner: a round that is not void has a winner")
        if result.hand_points[result.winner] != 0:
            raise SaveError(f"{where}.hand_points: the winner went out and holds no card")
        try:
            scored = fmt.score_round(scores, result.winner, result.hand_points)
            end = fmt.match_end(scores, scored.scores, result.winner, rules.options.target_score)
        except Exception as exc:
            raise SaveError(f"{where}: the round cannot be scored ({exc!r})") from None
        if scored.points != result.points:
            raise SaveError(
                f"{where}.points: the round scored {scored.points} for its winner, "
                f"not {result.points}"
            )
        scores = scored.scores
    if state.scores != scores:
        raise SaveError(
            f"scores: the rounds of the history give {list(scores)}, not {list(state.scores)}"
        )
    winners = () if end is None else end.winners
    reason = None if end is None else end.reason
    if state.winners != winners or state.end_reason != reason:
        raise SaveError(
            f"winners: the rounds of the history give winners {list(winners)} ({reason}), "
            f"not {list(state.winners)} ({state.end_reason})"
        )
    over = end is not None or (state.pending is not None and state.pending.closes_round)
    expected = state.round_number if over else state.round_number - 1
    if len(state.history) != expected:
        raise SaveError(
            f"history: round {state.round_number} is "
            + ("over" if over else "being played")
            + f", so {expected} rounds are recorded, not {len(state.history)}"
        )
    if over:
        last = state.history[-1]
        points = tuple(sum(rules.points[card] for card in hand) for hand in state.hands)
        if last.hand_points != points:
            raise SaveError(
                f"history[{len(state.history) - 1}].hand_points: the hands hold "
                f"{list(points)}, not {list(last.hand_points)}"
            )


def _check_moves(state: GameState) -> None:
    """The listed moves must apply: a state that breaks on the next move is refused now.

    One move of each kind, seat and card is tried (a Wild's colours and an UNO call do not
    change what could break). A game that is not over must offer a move.
    """
    try:
        moves = legal_moves(state)
    except Exception as exc:
        raise SaveError(f"the saved game is inconsistent: its moves fail ({exc!r})") from None
    if not moves and not state.is_over:
        raise SaveError("the saved game is stuck: it is not over, and no seat has a move")
    try:
        tried: set[tuple[object, ...]] = set()
        for move in moves:
            key = (type(move), move.player, getattr(move, "card", None))
            if key not in tried:
                tried.add(key)
                apply(state, move)
    except Exception as exc:
        raise SaveError(f"the saved game is inconsistent: its moves fail ({exc!r})") from None
