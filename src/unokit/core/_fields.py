"""The fields of a plugin's ``attrs`` values as saved games and determinization see them.

How a saved game names a class (``type_name``) and the resolved type hint of each field its
``__init__`` sets (``hints``). Below everything that reads these values (the save codec, the
default completion of [`Pending.complete`][unokit.Pending.complete], the declared types), it
needs only ``attrs`` and the errors.
"""

from __future__ import annotations

import typing
from typing import Any

import attrs

from unokit._moved import old_module_name
from unokit.core.errors import SaveError

__all__ = ["hints", "type_name"]

_HINTS: dict[type, tuple[tuple[str, str, Any], ...]] = {}


def type_name(cls: type) -> str:
    """How a saved game names a class: ``"<module>.<Class>"``, or its ``saved_name``.

    A class that moved to another module keeps the name saved games have always given it
    in a ``saved_name`` class attribute of its own, so that saved games keep their form and
    load whichever version wrote them. The modules that moved into the package's layers
    give their classes their old module's name (``unokit.moves.Play``, not
    ``unokit.core.moves.Play``: see ``unokit._moved``).
    """
    saved = vars(cls).get("saved_name")
    if isinstance(saved, str):
        return saved
    return f"{old_module_name(cls.__module__)}.{cls.__qualname__}"


def hints(cls: type) -> tuple[tuple[str, str, Any], ...]:
    """``(name, init alias, type hint)`` of each field set by ``cls.__init__``.

    Raises:
        SaveError: if the class's type hints cannot be resolved.
    """
    cached = _HINTS.get(cls)
    if cached is not None:
        return cached
    try:
        found_hints = typing.get_type_hints(cls)
    except Exception as exc:
        raise SaveError(
            f"the type hints of {type_name(cls)} cannot be resolved ({exc}), so its values "
            "cannot be saved"
        ) from None
    found = tuple(
        (field.name, field.alias, found_hints.get(field.name, Any))
        for field in attrs.fields(cls)
        if field.init
    )
    _HINTS[cls] = found
    return found
