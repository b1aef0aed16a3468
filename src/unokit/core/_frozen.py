"""A mapping made of tuples only, for what one game hands out and another may also see.

A ``MappingProxyType`` is read-only, but ``gc.get_referents`` hands out the dict beneath it,
so a bot could change what every game built from the same rules shows its seats.
[`FrozenMap`][unokit.core._frozen.FrozenMap] keeps its keys and values in tuples and finds a key
through a tuple of hash buckets of ``(key, value)`` pairs: nothing reachable from it can be
changed.
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator, Mapping
from itertools import groupby
from typing import Any, TypeVar

__all__ = ["FrozenMap"]

_Key = TypeVar("_Key")
_Value = TypeVar("_Value")


class FrozenMap(Mapping[_Key, _Value]):
    """An immutable mapping whose parts are tuples: nothing in it can be changed.

    It keeps the order it was given, like a dict, compares equal to any mapping with the same
    items and is hashable when its values are.

    Args:
        items: The mapping or the ``(key, value)`` pairs it holds (a later pair replaces an
            earlier one with the same key, as in a dict).

    Examples:
        >>> from unokit.core._frozen import FrozenMap
        >>> points = FrozenMap({"R5": 5, "W": 50})
        >>> points["W"], len(points), list(points), "G2" in points
        (50, 2, ['R5', 'W'], False)
        >>> points == {"R5": 5, "W": 50}
        True
    """

    __slots__ = ("_buckets", "_keys", "_mask", "_values")

    _keys: tuple[_Key, ...]
    _values: tuple[_Value, ...]
    _buckets: tuple[tuple[tuple[_Key, _Value], ...], ...]
    _mask: int

    def __init__(self, items: Mapping[_Key, _Value] | Iterable[tuple[_Key, _Value]] = ()) -> None:
        """Hold ``items`` in tuples."""
        held = dict(items)
        keys, values = tuple(held), tuple(held.values())
        size = 8
        while size < 2 * len(keys):
            size *= 2
        mask = size - 1
        codes = [code & mask for code in map(hash, keys)]
        buckets: list[tuple[tuple[_Key, _Value], ...]] = [()] * size
        for code, group in groupby(
            sorted(range(len(keys)), key=codes.__getitem__), codes.__getitem__
        ):
            buckets[code] = tuple([(keys[index], values[index]) for index in group])
        for name, part in (
            ("_keys", keys),
            ("_values", values),
            ("_buckets", tuple(buckets)),
            ("_mask", mask),
        ):
            object.__setattr__(self, name, part)

    def __getitem__(self, key: _Key) -> _Value:
        for held, value in self._buckets[hash(key) & self._mask]:
            if held is key or held == key:
                return value
        raise KeyError(key)

    def __iter__(self) -> Iterator[_Key]:
        return iter(self._keys)

    def __len__(self) -> int:
        return len(self._keys)

    def __setattr__(self, name: str, value: object) -> None:
        raise AttributeError("a FrozenMap cannot be changed")

    def __delattr__(self, name: str) -> None:
        raise AttributeError("a FrozenMap cannot be changed")

    def __hash__(self) -> int:
        return hash(frozenset(zip(self._keys, self._values, strict=True)))

    def __repr__(self) -> str:
        items = ", ".join(f"{key!r}: {value!r}" for key, value in self.items())
        return f"FrozenMap({{{items}}})"

    def __reduce__(self) -> tuple[Any, ...]:
        return (FrozenMap, (dict(zip(self._keys, self._values, strict=True)),))
