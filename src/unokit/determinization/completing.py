"""What a seat cannot see of a game, and the default way to draw it again.

The constants, the error and the beliefs of [`unokit.determinization`][unokit.determinization],
and the default completion of a decision or a plugin's state.
"""

from __future__ import annotations

import random
from typing import Any

import attrs

from unokit.cards import Card
from unokit.errors import UnokitError
from unokit.state import GameState

TRIES = 2_000
"""How many candidate states [`determinize`][unokit.determinize] draws before it gives up."""

BELIEF_TRIES = 64
"""How many deals [`determinize`][unokit.determinize] draws to meet the ``lacking`` facts
before it exchanges the cards that break them."""

#: How many exchanges of cards may bring the hands to their points when a round is over,
#: before the whole deal is drawn again.
_REPAIR_STEPS = 20_000

#: The largest table variable elimination may build (entries) before giving up on a deck
#: whose two-sided cards are tied together in too large a knot.
_MAX_TABLE = 200_000


class DeterminizeError(UnokitError, ValueError):
    """No whole game fits what the seat sees: the view cannot come from a game of its rules.

    Raised for a view that was changed by hand or comes from a game dealt from a stacked
    deck (whose cards the view does not tell), for ``known`` cards that do not fit the view,
    and when no candidate passes after ``TRIES`` draws (a plugin whose ``complete`` never
    gives a value its ``check`` accepts).
    """


@attrs.frozen
class Lacking:
    """A belief about another seat's hand: it holds at most ``at_most`` of ``cards``.

    Attributes:
        seat: The seat the belief is about (not the seat that determinizes).
        cards: The cards (one-sided cards, or the faces of two-sided ones as the seat saw
            them) the seat is believed to lack.
        at_most: How many of them it may still hold (the cards it drew since it showed the
            lack, say).

    Examples:
        >>> from unokit import Card, Color
        >>> Lacking(1, frozenset({Card(Color.RED, "5")}), 0).at_most
        0
    """

    seat: int
    cards: frozenset[Card]
    at_most: int


# --------------------------------------------------------------------------------------
# What plugins hide: the default completion
# --------------------------------------------------------------------------------------


def complete_value(value: Any, state: GameState, seat: int, rng: random.Random) -> Any:
    """``value`` (a decision, a plugin's state) as ``seat`` saw it, its hidden parts drawn.

    Calls the value's own ``complete(state, seat, rng)`` if it has one, else
    [`complete_fields`][unokit.determinization.complete_fields].
    """
    complete = getattr(value, "complete", None)
    if callable(complete):
        return complete(state, seat, rng)
    return complete_fields(value, state, seat, rng)


_FLAGS: dict[type, frozenset[str]] = {}


def _flag_fields(cls: type) -> frozenset[str]:
    """The fields of an attrs class whose type hint allows ``True`` and ``False``."""
    found = _FLAGS.get(cls)
    if found is None:
        from unokit._savecodec import hints

        try:
            named = hints(cls)
        except UnokitError:  # hints that cannot be resolved: no field is known to be a flag
            named = ()
        found = frozenset(name for name, _alias, hint in named if _allows_bool(hint))
        _FLAGS[cls] = found
    return found


def _allows_bool(hint: Any) -> bool:
    import types
    import typing

    if hint is bool:
        return True
    if typing.get_origin(hint) in (typing.Union, types.UnionType):
        return bool in typing.get_args(hint)
    return False


def complete_fields(value: Any, state: GameState, seat: int, rng: random.Random) -> Any:
    """The default completion of a decision or plugin state that ``seat`` saw as ``value``.

    A value hides a true/false field by showing it as ``None`` (as classic's Wild Draw Four
    hides whether it was a bluff): each field that is ``None`` and whose type hint allows
    ``bool`` becomes ``None``, ``False`` or ``True`` at random, with equal chances (the
    candidate state is then kept only if the value's ``visible_to(seat)`` and ``check``
    agree). A field holding a value that is itself a decision or an ``attrs`` value (a
    challenge under a stack) is completed the same way, by its own ``complete`` if it has
    one. Anything else is kept as seen.

    Args:
        value: The value as the seat saw it (anything: only ``attrs`` values are completed).
        state: The candidate state, its cards dealt.
        seat: The seat that saw the value.
        rng: The source of randomness.

    Returns:
        ``value``, or a copy with its hidden fields drawn.
    """
    if value is None or not attrs.has(type(value)):
        return value
    flags = _flag_fields(type(value))
    changes: dict[str, Any] = {}
    for field in attrs.fields(type(value)):
        if not field.init:
            continue
        held = getattr(value, field.name)
        if held is None and field.name in flags:
            changes[field.name] = rng.choice((None, False, True))
        elif held is not None and attrs.has(type(held)) and not isinstance(held, Card):
            done = complete_value(held, state, seat, rng)
            if done is not held:
                changes[field.name] = done
    return attrs.evolve(value, **changes) if changes else value
