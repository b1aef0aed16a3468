"""The observation: a flat vector built from one seat's [`SeatView`][unokit.SeatView] only.

The layout depends on the edition (its distinct cards, its decisions, its largest table), not
on the number of players: seats are relative (``+0`` is the observing seat, ``+1`` the seat
after it clockwise), and the entries of seats that are not at the table are ``0``.
[`ObservationLayout.segments`][unokit.rl.ObservationLayout] lists the parts in order; the
docs' table is generated from it.

The layout and how an observation is written are in ``layout``, what the environments keep
from one step to the next (the array they fill, the action masks) in ``buffers``; every name
is read from here.
"""

from __future__ import annotations

from unokit.rl.observation.buffers import ActionMasks, ObservationBuffer
from unokit.rl.observation.layout import (
    DiscardCounts,
    ObservationLayout,
    Segment,
    observation_layout,
)

__all__ = [
    "ActionMasks",
    "DiscardCounts",
    "ObservationBuffer",
    "ObservationLayout",
    "Segment",
    "observation_layout",
]
