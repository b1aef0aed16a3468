"""The plugins' own states: each of the type its plugin declares, and immutable.

A plugin that keeps something between moves says what, in its ``state_type`` (see
[`Edition.state_type`][unokit.Edition]); a plugin that declares none keeps nothing. One home
for the check of a plugin's state: loading a saved game and the conformance suite refuse a
state that fails it (through ``unokit.core._invariants``), and the engine refuses a move that
leaves one (``unokit.core.engine``). The type is checked by the save codec's own typed writing,
so a state passes exactly when a saved game can hold it as that type.
"""

from __future__ import annotations

from typing import Any

import attrs

from unokit.core.errors import SaveError, _shown
from unokit.core.rules import CardKind, Rules

# The save codec (and ``json``) is imported where a state is checked whole, not here: the
# engine imports this module, and its check of a state of the declared class needs neither.

__all__ = ["check_state_type", "owner", "state_problem"]

#: The ``__setattr__`` every frozen ``attrs`` class shares (``CardKind`` is one).
_FROZEN_SETATTR = CardKind.__setattr__


def owner(rules: Rules, index: int) -> str:
    """The plugin keeping state ``index`` (``0``: the edition; ``1 + i``: house rule ``i``)."""
    if index == 0:
        return f"edition {rules.edition!r}"
    return f"house rule {rules.house_rules[index - 1]!r}"


def declared_type(rules: Rules, index: int) -> Any:
    """The ``state_type`` of the plugin keeping state ``index``: ``None`` if it keeps none."""
    types = rules.state_types
    return types[index] if index < len(types) else None


def state_problem(rules: Rules, index: int, value: Any, *, deep: bool = True) -> str | None:
    """What is wrong with ``value`` as the state of plugin ``index``, or ``None`` if nothing.

    ``None`` is every plugin's state at the start of a round, and always right. Any other
    value must be of the plugin's declared ``state_type`` (a plugin declaring none keeps
    nothing) and immutable all the way down (no frozen ``attrs`` class holding one that
    is not).

    With ``deep=False`` (the engine's check, after each move that writes a state) a value
    whose class is the ``state_type`` itself passes without its fields being read: such a
    class is a frozen ``attrs`` class (see ``check_state_type``), and what its fields hold
    is checked all the way down when a game is saved, loaded or checked by the
    conformance suite. A value of any other type is checked whole.
    """
    if value is None:
        return None
    hint = declared_type(rules, index)
    if not deep and type(value) is hint:
        return None
    who = owner(rules, index)
    if hint is None:
        return f"the {who} keeps no state (it declares no state_type), not {_shown(value)}"
    from unokit.io import _savecodec as codec

    try:
        codec.encode(value, hint, rules.derived(codec.Context), "")
    except SaveError:
        wanted = "a value saved games can hold" if hint is Any else f"a {codec.hint_text(hint)}"
        return f"the {who} keeps {wanted} (its state_type), not {_shown(value)}"
    loose = _changeable(value)
    if loose is not None:
        return (
            f"the {who} keeps {_shown(loose)}, which can be changed: a plugin's state must be "
            "immutable (a frozen attrs class, tuples, frozensets)"
        )
    return None


def _changeable(value: Any) -> Any:
    """The first value inside ``value`` that can be changed (an ``attrs`` class not frozen)."""
    if isinstance(value, (tuple, frozenset)):
        for item in value:
            found = _changeable(item)
            if found is not None:
                return found
        return None
    cls = type(value)
    if not attrs.has(cls):
        return None  # a scalar: the codec has refused anything else
    if cls.__setattr__ is not _FROZEN_SETATTR:
        return value
    for field in attrs.fields(cls):
        found = _changeable(getattr(value, field.name))
        if found is not None:
            return found
    return None


def check_state_type(who: str, hint: Any, known: Any) -> str | None:
    """What is wrong with ``hint`` as the ``state_type`` of the plugin ``who``, or ``None``.

    ``known`` is the game's [`GameTypes`][unokit.core.declared.GameTypes]: an ``attrs`` class a
    plugin keeps must be one the game knows (declared), as saved games write it by its name.
    """
    if hint is None:
        return None
    from unokit.io import _savecodec as codec

    try:
        codec.kind_of(hint, "state_type")
    except SaveError:
        return f"{who}: saved games cannot hold its state_type, {codec.hint_text(hint)}"
    if isinstance(hint, type) and attrs.has(hint):
        if not known.knows(hint):
            return (
                f"{who}: its state_type {hint.__name__} is not declared: add it to the "
                "plugin's declares"
            )
        if hint.__setattr__ is not _FROZEN_SETATTR:
            return (
                f"{who}: its state_type {hint.__name__} can be changed: a plugin's state "
                "must be immutable (make it @attrs.frozen)"
            )
    return None
