"""The games the conformance suite looks at, its properties and their violations."""

from __future__ import annotations

from collections.abc import Callable, Iterable

import attrs

from unokit.core.moves import Move
from unokit.core.state import GameState

__all__ = ["Game", "Property", "Violation", "check_each"]


@attrs.frozen
class Game:
    """A random game the properties look at.

    Attributes:
        first: The state ``new_game`` dealt.
        states: Every state visited, ``first`` first.
        moves: The moves played (one fewer than ``states``).
        max_steps: The bound the game was played under.
    """

    first: GameState
    states: tuple[GameState, ...]
    moves: tuple[Move, ...]
    max_steps: int

    @property
    def final(self) -> GameState:
        """The last state visited."""
        return self.states[-1]

    def sample(self, count: int) -> list[tuple[int, GameState]]:
        """Some states of the game, as ``(index, state)`` pairs in game order.

        About ``count`` states spread over the game, the first state of each kind of
        decision, and the last state.
        """
        states = self.states
        chosen = dict(enumerate(states))
        picked = {i: chosen[i] for i in range(0, len(states), max(1, len(states) // count))}
        seen: set[tuple[str, bool, bool]] = set()
        for i, state in enumerate(states):
            key = (type(state.pending).__name__, bool(state.uno_exposed), state.is_over)
            if key not in seen:
                seen.add(key)
                picked[i] = state
        picked[len(states) - 1] = states[-1]
        return sorted(picked.items(), key=lambda item: item[0])


class Violation(Exception):
    """Raised by a property's check: what is wrong, and after which move.

    Args:
        detail: What is wrong, in words.
        step: The index in ``Game.states`` of the state where it shows (``None``: the game
            as a whole).
    """

    def __init__(self, detail: str, step: int | None = None) -> None:
        """Record what is wrong and where."""
        super().__init__(detail)
        self.detail = detail
        self.step = step


@attrs.frozen
class Property:
    """One property of the conformance suite.

    Attributes:
        name: Its short name, e.g. ``"conservation"``.
        summary: What it promises, in one sentence.
        check: Looks at a [`Game`][unokit.testing.Game] and raises a
            [`Violation`][unokit.testing.Violation] if the property does not hold.
    """

    name: str
    summary: str
    check: Callable[[Game], None] = attrs.field(repr=False)


def check_each(states: Iterable[tuple[int, GameState]], check: Callable[[GameState], None]) -> None:
    """Run ``check`` on each ``(index, state)``; a failure becomes a Violation at that index."""
    for step, state in states:
        try:
            check(state)
        except Violation as violation:
            raise Violation(violation.detail, step) from None
        except Exception as exc:
            raise Violation(f"{type(exc).__name__}: {exc}", step) from exc
