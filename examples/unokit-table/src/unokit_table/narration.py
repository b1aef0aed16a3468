"""What happened, told to one seat: unokit's one narration, with the room's names.

The lines are [`unokit.play.narration.Narrator`][unokit.play.narration.Narrator]'s, the same that
``unokit play`` and ``unokit replay --seat N`` tell: the seat is "you", every other seat is
named with the room's names, and a seat is never told more than it may see (the cards it
drew, only how many others drew). A spectator (the seat ``None``) is told what every seat
sees, by a spectator's narrator (``Narrator(names=..., spectator=True)``, the lines of
``unokit replay --spectator``). This module only keeps one narrator per seat, with the
room's names as they are now.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence

import unokit
from unokit.play.narration import Narrator, Voice

__all__ = ["SeatNarrators"]


class SeatNarrators:
    """One [`Narrator`][unokit.play.narration.Narrator] per seat, for the room's logs.

    A narrator follows the game move by move (a Wild Draw Four's victim is told skipped
    once it accepts), so each seat keeps its own from the deal on. The seat ``None`` is the
    room's spectators': told only what every seat sees.
    """

    def __init__(self) -> None:  # noqa: D107
        self._narrators: dict[int | None, Narrator] = {}

    def _narrator(self, seat: int | None, names: Sequence[str]) -> Narrator:
        watching = seat is None
        narrator = self._narrators.setdefault(seat, Narrator(seat, names, spectator=watching))
        # A seat renamed is told by its new name.
        narrator.voice = Voice(seat, names, spectator=watching)
        return narrator

    def catch_up(
        self, seats: Iterable[int | None], game: unokit.GameRecord, names: Sequence[str]
    ) -> dict[int | None, list[str]]:
        """Follow the moves ``game`` has played: a room resumed mid-game (or just dealt).

        Returns each seat's story of the game so far, told as it was told while it was
        played: the round's opening, then every move's lines. The narrators also learn
        whose turn the decision in play belongs to, and which seats it skips once settled.
        """
        seats = list(seats)
        narrators = [self._narrator(seat, names) for seat in seats]
        states = game.replay()
        before = next(states)
        pairs = list(zip(seats, narrators, strict=True))
        told = {seat: narrator.opening(before) for seat, narrator in pairs}
        for move, after in zip(game.moves, states, strict=False):
            for seat, narrator in pairs:
                told[seat] += narrator.follow(move, before, after)
            before = after
        return told

    def opening(self, seat: int | None, state: unokit.GameState, names: Sequence[str]) -> list[str]:
        """The lines that open the round ``state`` is in, told to ``seat`` (``None``: watchers)."""
        return self._narrator(seat, names).opening(state)

    def follow(
        self,
        seat: int | None,
        move: unokit.Move,
        before: unokit.GameState,
        after: unokit.GameState,
        names: Sequence[str],
    ) -> list[str]:
        """Everything ``move`` did, told to ``seat`` (see ``Narrator.follow``).

        ``seat`` is ``None`` for the room's spectators.
        """
        return self._narrator(seat, names).follow(move, before, after)
