"""The JSON codec of saved games: ``attrs`` values written and read by their type hints.

``unokit.io.saving`` builds the save document on top of this: it asks ``encode`` for each
field of a state and ``decode`` to read it back, checked all the way down.

A type hint is sorted into one *kind* (``_kind``) and each kind has one writer and one
reader (``_WRITERS``, ``_READERS``): ``Any`` (a value saying what it is), ``None``, a
union, a scalar (``bool``, ``int``, ``str``, ``Card``, ``Color``: ``_SCALARS``),
``tuple``, ``frozenset``, an ``attrs`` class written field by field, and a base class
whose subclass is named in the document (``{"type": "<module>.<Class>", "fields": {...}}``).
The classes a document may name are those its ``Context`` knows: the decisions and values
the game's edition and house rules declare, and unokit's own (``Rules.types``).
"""

from __future__ import annotations

import contextlib
import json
import types
import typing
from collections.abc import Callable, Container, Mapping
from typing import Any, TypeVar

import attrs

from unokit.core._fields import hints, type_name
from unokit.core.cards import COLORS, Card, Color
from unokit.core.errors import (
    _MAX_DIGITS,
    _NAMED,
    _TOO_BIG,
    SaveError,
    UnokitError,
    _is_whole,
    _listed,
    _said,
    _shown,
)
from unokit.core.rules import Rules

__all__ = [
    "Context",
    "build",
    "canonical",
    "card",
    "decode",
    "dumps",
    "encode",
    "hint_text",
    "hints",
    "json_object",
    "kind_of",
    "type_name",
    "what",
]

_T = TypeVar("_T")
_Json = Any  # what json.loads gives and json.dumps takes

#: What a reader or writer returns when the value or the JSON is not of the hint's kind.
_MISMATCH: Any = object()


# --------------------------------------------------------------------------------------
# Type hints
# --------------------------------------------------------------------------------------


def _is_union(hint: Any) -> bool:
    return typing.get_origin(hint) in (typing.Union, types.UnionType)


def _hint_text(hint: Any) -> str:
    """A type hint as a message names it: ``int``, ``tuple[Card, ...]``."""
    if isinstance(hint, type):
        return hint.__name__
    return str(hint).replace("typing.", "").replace("unokit.core.cards.", "")


hint_text = _hint_text


class Context:
    """What reading or writing one document needs: the rules and the classes it may name."""

    def __init__(self, rules: Rules | None) -> None:
        self.edition = "" if rules is None else rules.edition
        # Two-sided cards may be either way up.
        self.deck: frozenset[Card] = (
            frozenset() if rules is None else frozenset((*rules.deck, *rules.dealt_as))
        )
        self.colors: tuple[Color, ...] = COLORS if rules is None else rules.colors
        self.known: Mapping[str, type] = {} if rules is None else rules.types.named


# --------------------------------------------------------------------------------------
# Kinds of type hints
# --------------------------------------------------------------------------------------


@attrs.frozen
class _Scalar:
    """How a scalar type is told apart, written and read."""

    #: Whether a Python value is one of this type.
    is_value: Callable[[Any], bool]
    #: The JSON of such a value.
    write: Callable[[Any], _Json]
    #: The value read from JSON data (``_MISMATCH`` if the data is not of the right type).
    read: Callable[[_Json, Context, str], Any]


def _read_if(test: Callable[[Any], bool], read: Callable[[Any, Context, str], Any]) -> Any:
    """A reader that reads data passing ``test`` with ``read``, and refuses any other."""
    return lambda data, ctx, where: read(data, ctx, where) if test(data) else _MISMATCH


def _is_str(value: object) -> bool:
    return isinstance(value, str)


def _is_bool(value: object) -> bool:
    return isinstance(value, bool)


_SCALARS: dict[type, _Scalar] = {
    bool: _Scalar(_is_bool, lambda v: v, _read_if(_is_bool, lambda d, c, w: d)),
    int: _Scalar(_is_whole, lambda v: v, _read_if(_is_whole, lambda d, c, w: _whole(d, w))),
    str: _Scalar(_is_str, lambda v: v, _read_if(_is_str, lambda d, c, w: d)),
    Card: _Scalar(
        lambda v: isinstance(v, Card), str, _read_if(_is_str, lambda d, c, w: card(d, c, w))
    ),
    Color: _Scalar(
        lambda v: isinstance(v, Color),
        lambda v: v.value,
        _read_if(_is_str, lambda d, c, w: _color(d, c, w)),
    ),
}


#: The kind of each type hint met so far (see ``_kind``).
_KINDS: dict[Any, str] = {}


def _kind(hint: Any, where: str) -> str:
    """Which writer and reader handle values of the type hint ``hint`` (cached)."""
    try:
        return _KINDS[hint]
    except (KeyError, TypeError):  # not met yet, or a hint that cannot be a key
        pass
    kind = _find_kind(hint, where)
    with contextlib.suppress(TypeError):
        _KINDS[hint] = kind
    return kind


def kind_of(hint: Any, where: str) -> str:
    """Which kind of type hint ``hint`` is (see ``_kind``).

    Raises:
        SaveError: if saved games cannot hold values of that type.
    """
    return _kind(hint, where)


def _find_kind(hint: Any, where: str) -> str:
    """Sort a type hint into its kind.

    Raises:
        SaveError: if saved games cannot hold values of that type.
    """
    if hint is Any or hint is object:
        return "any"
    if hint is None or hint is type(None):
        return "none"
    if _is_union(hint):
        return "union"
    if isinstance(hint, type) and hint in _SCALARS:
        return "scalar"
    origin = typing.get_origin(hint)
    if origin is tuple or origin is frozenset:
        return "tuple" if origin is tuple else "frozenset"
    if isinstance(hint, type):
        return "fields" if attrs.has(hint) else "tagged"
    raise SaveError(f"{where}: saved games cannot hold values of type {_hint_text(hint)}")


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
        return _is_whole(value)
    origin = typing.get_origin(hint)
    if origin is not None:
        if _is_union(hint):
            return any(_matches(value, member) for member in typing.get_args(hint))
        return isinstance(value, origin)
    return isinstance(hint, type) and isinstance(value, hint)


# --------------------------------------------------------------------------------------
# Writing values
# --------------------------------------------------------------------------------------


def encode(value: Any, hint: Any, ctx: Context, where: str) -> _Json:
    """Write ``value`` as JSON, led by the type hint ``hint``.

    Raises:
        SaveError: if ``value`` is not of type ``hint``, or saved games cannot hold that type.
    """
    written = _WRITERS[_kind(hint, where)](value, hint, ctx, where)
    if written is _MISMATCH:
        raise SaveError(
            f"{where}: {_shown(value)} is not a {_hint_text(hint)}, so it cannot be saved"
        )
    return written


def _write_none(value: Any, hint: Any, ctx: Context, where: str) -> _Json:
    return None if value is None else _MISMATCH


def _write_union(value: Any, hint: Any, ctx: Context, where: str) -> _Json:
    for member in typing.get_args(hint):
        if _matches(value, member):
            return encode(value, member, ctx, where)
    return _MISMATCH


def _write_scalar(value: Any, hint: Any, ctx: Context, where: str) -> _Json:
    scalar = _SCALARS[hint]
    return scalar.write(value) if scalar.is_value(value) else _MISMATCH


def _write_tuple(value: Any, hint: Any, ctx: Context, where: str) -> _Json:
    if not isinstance(value, tuple):
        return _MISMATCH
    item_hints = _tuple_hints(hint, len(value), where)
    return [
        encode(item, item_hint, ctx, f"{where}[{i}]")
        for i, (item, item_hint) in enumerate(zip(value, item_hints, strict=True))
    ]


def _write_frozenset(value: Any, hint: Any, ctx: Context, where: str) -> _Json:
    if not isinstance(value, frozenset):
        return _MISMATCH
    (item_hint,) = typing.get_args(hint)
    return sorted((encode(item, item_hint, ctx, f"{where}[]") for item in value), key=canonical)


def _write_fields(value: Any, hint: Any, ctx: Context, where: str) -> _Json:
    return _encode_fields(value, ctx, where) if type(value) is hint else _MISMATCH


def _write_tagged(value: Any, hint: Any, ctx: Context, where: str) -> _Json:
    if isinstance(value, hint) and attrs.has(type(value)):
        return _encode_tagged(value, ctx, where)
    return _MISMATCH


def _encode_fields(value: Any, ctx: Context, where: str) -> dict[str, _Json]:
    return {
        name: encode(getattr(value, name), hint, ctx, f"{where}.{name}")
        for name, _, hint in hints(type(value))
    }


def _encode_tagged(value: Any, ctx: Context, where: str) -> dict[str, _Json]:
    cls = type(value)
    name = type_name(cls)
    if ctx.known.get(name) is not cls:
        raise SaveError(
            f"{where}: {name} is not a type saved games know: the game's edition or a house "
            "rule must declare it (its declares class attribute)"
        )
    return {"type": name, "fields": _encode_fields(value, ctx, f"{where}.fields")}


def _encode_any(value: Any, ctx: Context, where: str) -> _Json:
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
        return {"frozenset": sorted(items, key=canonical)}
    if attrs.has(type(value)):
        return _encode_tagged(value, ctx, where)
    raise SaveError(f"{where}: saved games cannot hold a {type(value).__name__} ({_shown(value)})")


_Writer = Callable[[Any, Any, Context, str], _Json]

_WRITERS: dict[str, _Writer] = {
    "any": lambda value, hint, ctx, where: _encode_any(value, ctx, where),
    "none": _write_none,
    "union": _write_union,
    "scalar": _write_scalar,
    "tuple": _write_tuple,
    "frozenset": _write_frozenset,
    "fields": _write_fields,
    "tagged": _write_tagged,
}


def canonical(data: _Json) -> str:
    """The canonical text of JSON data: sorted keys, no spaces, ASCII only."""
    return dumps(data, sort_keys=True, separators=(",", ":"), ensure_ascii=True)


def dumps(data: _Json, **options: Any) -> str:
    """``json.dumps``, refusing with a SaveError what it cannot write (too long a number)."""
    try:
        return json.dumps(data, **options)
    except ValueError as exc:  # an int over sys.get_int_max_str_digits() digits
        raise SaveError(f"the state cannot be saved: {exc}") from None


# --------------------------------------------------------------------------------------
# Reading values
# --------------------------------------------------------------------------------------


def what(data: _Json) -> str:
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


def decode(data: _Json, hint: Any, ctx: Context, where: str) -> Any:
    """Read a value of type ``hint`` from JSON, checking it all the way down.

    Raises:
        SaveError: naming ``where`` (and what lies under it) if the data is not such a value.
    """
    value = _READERS[_kind(hint, where)](data, hint, ctx, where)
    if value is _MISMATCH:
        raise SaveError(f"{where}: expected {_hint_text(hint)}, found {what(data)}")
    return value


def _read_none(data: _Json, hint: Any, ctx: Context, where: str) -> Any:
    return None if data is None else _MISMATCH


def _read_union(data: _Json, hint: Any, ctx: Context, where: str) -> Any:
    """The first member of the union that reads ``data``; its error if only one member could."""
    members = typing.get_args(hint)
    if data is None and type(None) in members:
        return None
    errors: list[str] = []
    for member in members:
        if member is type(None):
            continue
        try:
            return decode(data, member, ctx, where)
        except SaveError as exc:
            errors.append(str(exc))
    if len(errors) == 1:
        raise SaveError(errors[0])
    return _MISMATCH


def _read_scalar(data: _Json, hint: Any, ctx: Context, where: str) -> Any:
    return _SCALARS[hint].read(data, ctx, where)


def _read_tuple(data: _Json, hint: Any, ctx: Context, where: str) -> Any:
    if not isinstance(data, list):
        return _MISMATCH
    item_hints = _tuple_hints(hint, len(data), where)
    return tuple(
        decode(item, item_hint, ctx, f"{where}[{i}]")
        for i, (item, item_hint) in enumerate(zip(data, item_hints, strict=True))
    )


def _read_frozenset(data: _Json, hint: Any, ctx: Context, where: str) -> Any:
    if not isinstance(data, list):
        return _MISMATCH
    (item_hint,) = typing.get_args(hint)
    return frozenset(decode(item, item_hint, ctx, f"{where}[{i}]") for i, item in enumerate(data))


def _whole(data: int, where: str) -> int:
    if abs(data) >= _TOO_BIG:
        raise SaveError(f"{where}: {what(data)} is too large for a saved game")
    return data


def card(data: _Json, ctx: Context, where: str) -> Card:
    """Read a card of the game's edition from its text.

    Raises:
        SaveError: if ``data`` is not the text of a card of the edition.
    """
    if not isinstance(data, str):
        raise SaveError(f"{where}: expected a card, found {what(data)}")
    try:
        found = Card.parse(data)
    except UnokitError as exc:
        raise SaveError(f"{where}: {exc}") from None
    if found not in ctx.deck:
        raise SaveError(f"{where}: {found} is not a card of the {ctx.edition} edition")
    return found


def _color(data: _Json, ctx: Context, where: str) -> Color:
    for color in ctx.colors:  # the game's colours only (editions may declare more)
        if data == color.value:
            return color
    names = ", ".join(color.value for color in ctx.colors)
    raise SaveError(f"{where}: expected a colour ({names}), found {what(data)}")


def json_object(
    data: _Json, keys: tuple[str, ...], where: str, optional: Container[str] = ()
) -> dict[str, _Json]:
    """Check that ``data`` is a JSON object with exactly ``keys`` (those in ``optional`` or not).

    Raises:
        SaveError: naming the keys missing or not expected.
    """
    if not isinstance(data, dict):
        raise SaveError(f"{where}: expected an object, found {what(data)}")
    missing = [key for key in keys if key not in data and key not in optional]
    if missing:
        raise SaveError(f"{where}: missing {', '.join(repr(key) for key in missing)}")
    extra = [key for key in data if key not in keys]
    if extra:
        shown = _listed(sorted(_shown(key) for key in extra[:_NAMED]), total=len(extra))
        raise SaveError(f"{where}: unexpected {shown}")
    return data


def build(cls: type[_T], kwargs: dict[str, Any], where: str) -> _T:
    """``cls(**kwargs)``, any error of the class's own validators a SaveError.

    Raises:
        SaveError: if the class refuses the values.
    """
    try:
        return cls(**kwargs)
    except Exception as exc:  # a class's own validators may raise anything
        raise SaveError(f"{where}: not a valid {cls.__name__}: {_said(exc, 240)}") from None


def _decode_fields(data: _Json, cls: type[_T], ctx: Context, where: str) -> _T:
    cls_hints = hints(cls)
    fields = json_object(data, tuple(name for name, _, _ in cls_hints), where)
    kwargs = {
        alias: decode(fields[name], hint, ctx, f"{where}.{name}") for name, alias, hint in cls_hints
    }
    return build(cls, kwargs, where)


def _decode_tagged(data: _Json, base: type | None, ctx: Context, where: str) -> Any:
    tagged = json_object(data, ("type", "fields"), where)
    name = tagged["type"]
    if not isinstance(name, str):
        raise SaveError(f"{where}.type: expected the name of a type, found {what(name)}")
    cls = ctx.known.get(name)
    if cls is None:
        raise SaveError(f"{where}.type: {_shown(name)} is not a type saved games know")
    if base is not None and not issubclass(cls, base):
        raise SaveError(f"{where}.type: {name} is not a {base.__name__}")
    return _decode_fields(tagged["fields"], cls, ctx, f"{where}.fields")


def _decode_any(data: _Json, ctx: Context, where: str) -> Any:
    if _is_whole(data):
        return _whole(data, where)
    if data is None or isinstance(data, (bool, str)):
        return data
    if isinstance(data, list):
        return tuple(_decode_any(item, ctx, f"{where}[{i}]") for i, item in enumerate(data))
    if isinstance(data, dict):
        if set(data) == {"card"}:
            return card(data["card"], ctx, f"{where}.card")
        if set(data) == {"color"}:
            return _color(data["color"], ctx, f"{where}.color")
        if set(data) == {"frozenset"} and isinstance(data["frozenset"], list):
            return frozenset(_decode_any(data["frozenset"], ctx, f"{where}.frozenset"))
        return _decode_tagged(data, None, ctx, where)
    raise SaveError(f"{where}: unexpected {what(data)}")


_Reader = Callable[[_Json, Any, Context, str], Any]

_READERS: dict[str, _Reader] = {
    "any": lambda data, hint, ctx, where: _decode_any(data, ctx, where),
    "none": _read_none,
    "union": _read_union,
    "scalar": _read_scalar,
    "tuple": _read_tuple,
    "frozenset": _read_frozenset,
    "fields": lambda data, hint, ctx, where: _decode_fields(data, hint, ctx, where),
    "tagged": lambda data, hint, ctx, where: _decode_tagged(data, hint, ctx, where),
}
