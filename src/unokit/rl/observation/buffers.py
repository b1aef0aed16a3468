"""What the environments keep from one step to the next: an observation array, action masks.

[`ObservationBuffer`][unokit.rl.observation.ObservationBuffer] fills one game's
observations in place in one array, and [`ActionMasks`][unokit.rl.observation.ActionMasks]
makes each set of legal ids' mask once.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

import numpy as np
import numpy.typing as npt

from unokit.core.cards import Card
from unokit.core.state import DiscardStack, GameState
from unokit.rl.observation.layout import ObservationLayout
from unokit.rl.spaces import Choice

__all__ = ["ActionMasks", "ObservationBuffer"]


class ObservationBuffer:
    """The observations of one game, each filled in place in one array instead of built anew.

    [`fill`][unokit.rl.observation.ObservationBuffer.fill] writes a seat's observation into
    ``array``: it clears every entry but the discard pile's counts and writes the seat's
    entries, as [`ObservationLayout.observe`][unokit.rl.ObservationLayout.observe] gives
    them; the discard pile's counts are kept in the array from one observation to the next
    and follow the pile (the cards played on it since, as
    [`DiscardCounts`][unokit.rl.observation.DiscardCounts] counts them). The array is
    overwritten by the next ``fill``: the environments hand their agents a copy.

    Args:
        layout: The edition's observation layout.
        array: The ``float32`` array to fill (one row of a batch, say), C-contiguous, of
            ``layout.size`` entries; a new one by default.
    """

    __slots__ = ("_bytes", "_clear", "_discard", "_index", "_stack", "_view", "array", "layout")

    def __init__(
        self, layout: ObservationLayout, array: npt.NDArray[np.float32] | None = None
    ) -> None:
        """Fill ``array`` (cleared now) with ``layout``'s observations.

        Raises:
            ValueError: if ``array`` is not a ``float32`` vector of ``layout.size`` entries.
        """
        if array is None:
            array = np.zeros(layout.size, dtype=np.float32)
        if array.shape != (layout.size,) or array.dtype != np.float32:
            raise ValueError(f"an observation is a float32 vector of {layout.size} entries")
        self.layout = layout
        self.array = array
        self._view: Any = array.data  # of float32 (typeshed types its items as int)
        self._bytes = self._view.cast("B")
        segment = layout.segment("discard_pile")
        self._discard = segment.start
        head, tail = 4 * segment.start, 4 * segment.stop
        # The byte ranges to clear before each observation, and zeros to clear them with.
        self._clear = (
            (self._bytes[:head], bytes(head)),
            (self._bytes[tail:], bytes(4 * layout.size - tail)),
            (self._bytes[head:tail], bytes(tail - head)),
        )
        self._index = layout._face_index
        self._stack: DiscardStack = ()
        self._bytes[:] = bytes(4 * layout.size)

    def fill(
        self,
        state: GameState,
        seat: int,
        *,
        optional: bool = False,
        choice: Choice | None = None,
    ) -> npt.NDArray[np.float32]:
        """Write ``seat``'s observation of ``state`` into ``array``, and return ``array``.

        The arguments are [`ObservationLayout.observe`][unokit.rl.ObservationLayout.observe]'s.
        """
        self.write(state, seat, optional, choice)
        return self.array

    def write(self, state: GameState, seat: int, optional: bool, choice: Choice | None) -> None:
        """``fill``, its arguments given by position (a quicker call, for the environments)."""
        (head, zeros), (tail, more_zeros), _ = self._clear
        head[:] = zeros
        tail[:] = more_zeros
        stack = state.discard_stack
        if stack is not self._stack:
            self._count(stack)
        self.layout._write(self._view, state, seat, optional, choice)

    def _count(self, stack: DiscardStack) -> None:
        """Bring the discard pile's counts in the array to ``stack``'s."""
        last = self._stack
        node = stack
        added: list[Card] = []
        while node and node is not last:
            card, node = node
            added.append(card)
        if not node and last:  # the pile counted last is not under this one: count it all
            segment, zeros = self._clear[2]
            segment[:] = zeros
        out = self._view
        base = self._discard
        index = self._index
        for card in added:
            out[base + index[card]] += 1.0
        self._stack = stack


class ActionMasks:
    """Action masks (``int8``, ``1`` for each id an agent may choose), each set built once.

    An agent is asked with a handful of distinct sets of ids again and again (play this or
    that card, or draw): each set's mask is made the first time, and copied after (a copy
    is several times quicker than setting the ids; every observation gets its own array,
    which its agent may keep or change). At most ``KEPT`` sets are kept (all are forgotten
    when there are more: a long training run meets ever new sets).
    """

    __slots__ = ("_made", "_size")

    #: How many sets of ids are kept at most.
    KEPT = 4096

    def __init__(self, size: int) -> None:
        """Masks of ``size`` entries (the action space's size)."""
        self._size = size
        self._made: dict[tuple[int, ...], npt.NDArray[np.int8]] = {}

    def of(self, ids: Sequence[int]) -> npt.NDArray[np.int8]:
        """A new mask with ``1`` at each of ``ids`` and ``0`` elsewhere."""
        key = tuple(ids)
        mask = self._made.get(key)
        if mask is None:
            if len(self._made) >= self.KEPT:
                self._made.clear()
            mask = self._made[key] = np.zeros(self._size, dtype=np.int8)
            mask[list(key)] = 1
        made: npt.NDArray[np.int8] = mask.copy()
        return made
