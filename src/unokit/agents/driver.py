"""The agent protocol and the driver that lets agents play a game together.

See [`unokit.agents`][unokit.agents] for the driver's scheme.
"""

from __future__ import annotations

import random
from collections.abc import Iterator, Sequence
from typing import Protocol, runtime_checkable

from unokit.core.engine import apply, legal_moves
from unokit.core.errors import SetupError, UnokitError, _is_whole, _said, _shown
from unokit.core.legal import find_listed
from unokit.core.moves import (
    Move,
)
from unokit.core.state import GameState
from unokit.core.views import SeatView, view

MAX_STEPS = 50_000
"""The default step limit of every driver: [`play_out`][unokit.agents.play_out],
[`simulate`][unokit.simulate] and the environments of `unokit.rl`. Keen players finish
nearly every game far sooner, but two-player UNO Party! with stacking can run past 20,000
moves (see the soak run's figures in ``benchmarks/README.md``)."""


def check_max_steps(max_steps: object, *, unlimited: bool = True) -> None:
    """Refuse a step limit that is not a whole number, 1 or more (or ``None``: no limit).

    Args:
        max_steps: The limit to check.
        unlimited: Whether ``None`` (no limit) is allowed.

    Raises:
        SetupError: naming the value.
    """
    if max_steps is None and unlimited:
        return
    if not _is_whole(max_steps) or max_steps < 1:
        allowed = " (or None for no limit)" if unlimited else ""
        raise SetupError(
            f"max_steps must be a whole number, 1 or more{allowed}, not {_shown(max_steps)}"
        )


class AgentError(UnokitError, ValueError):
    """An agent broke the protocol.

    It returned another seat's move or an illegal one, or ``None`` when it had to move.
    """


@runtime_checkable
class Agent(Protocol):
    """What plays one seat: anything with this ``choose`` method.

    Examples:
        >>> import unokit
        >>> from unokit.agents import Agent
        >>> class FirstMove:
        ...     def choose(self, seen, *, optional):
        ...         return None if optional else seen.legal_moves[0]
        >>> isinstance(FirstMove(), Agent)
        True
    """

    def choose(self, seen: SeatView, *, optional: bool) -> Move | None:
        """Choose one of ``seen.legal_moves``.

        Args:
            seen: What the agent's seat may know now, with its legal moves (never empty).
            optional: ``True`` when the move would be out of turn and may be declined.

        Returns:
            One of ``seen.legal_moves``, or ``None`` to decline (only when ``optional``).
        """
        ...


class AgentFactory(Protocol):
    """Makes an agent from a seed: an agent class such as ``RandomAgent`` is one.

    For [`simulate`][unokit.simulate] with several processes it must be picklable (a class
    or a top-level function).
    """

    def __call__(self, seed: int, /) -> Agent:
        """An agent seeded with ``seed``."""
        ...


def _turn_move(agent: Agent, state: GameState, seat: int) -> Move | None:
    """``agent``'s move for ``seat`` when nobody else may act (by ``choose_in`` if it has one)."""
    fast = getattr(agent, "choose_in", None)
    if fast is not None:
        move: Move | None = fast(state, seat)
        return move
    return agent.choose(view(state, seat), optional=False)


def obliged_seat(state: GameState) -> int | None:
    """The seat that must move now.

    The player to act if it has legal moves, else the first seat in turn order that has some;
    ``None`` when nobody can move (the match is over).
    """
    seats = {move.player for move in legal_moves(state)}
    if not seats:
        return None
    for step in range(state.players):
        seat = (state.current_player + step * state.direction) % state.players
        if seat in seats:
            return seat
    return None  # pragma: no cover - every seat is reached above


def seats_to_ask(state: GameState) -> tuple[int, ...]:
    """The seats other than the obliged one that have legal moves, in turn order."""
    seats = {move.player for move in legal_moves(state)}
    obliged = obliged_seat(state)
    order = (
        (state.current_player + step * state.direction) % state.players
        for step in range(state.players)
    )
    return tuple(seat for seat in order if seat in seats and seat != obliged)


def _ask(agent: Agent, state: GameState, seat: int, *, optional: bool) -> Move | None:
    """The agent's move, checked as ``apply`` checks one: the listed move it names."""
    seen = view(state, seat)
    move = agent.choose(seen, optional=optional)
    if move is None:
        if optional:
            return None
        raise AgentError(f"the agent of seat {seat} must move, and returned None")
    found = find_listed(move, seen.legal_moves)
    if found is None:
        raise AgentError(
            f"the agent of seat {seat} chose {_said(move)}, which is not one of its moves"
        )
    return found


def choose_move(state: GameState, agents: Sequence[Agent], rng: random.Random) -> Move | None:
    """The next move of a game played by ``agents``, by the scheme of this module's docs.

    Args:
        state: The game.
        agents: One agent per seat.
        rng: The driver's random-number generator, which breaks races between out-of-turn
            proposals.

    Returns:
        The move to apply, or ``None`` if the match is over.

    Raises:
        AgentError: if an agent returns a move that is not one of its seat's legal moves, or
            declines a move it must make.
    """
    obliged = obliged_seat(state)
    if obliged is None:
        return None
    proposals = [
        move
        for seat in seats_to_ask(state)
        if (move := _ask(agents[seat], state, seat, optional=True)) is not None
    ]
    if proposals:
        return proposals[0] if len(proposals) == 1 else rng.choice(proposals)
    return _ask(agents[obliged], state, obliged, optional=False)


def play_out(
    state: GameState,
    agents: Sequence[Agent],
    *,
    seed: int = 0,
    max_steps: int | None = MAX_STEPS,
) -> Iterator[tuple[Move, GameState]]:
    """Let ``agents`` play ``state`` to the end, yielding each move and the state after it.

    Args:
        state: Where to start.
        agents: One agent per seat.
        seed: Seeds the driver's random-number generator (see
            [`choose_move`][unokit.agents.choose_move]).
        max_steps: Stop after this many moves even if the match goes on
            ([`MAX_STEPS`][unokit.agents.MAX_STEPS] by default; ``None``: no limit).

    Raises:
        AgentError: as [`choose_move`][unokit.agents.choose_move] does, or if the number of
            agents is not the number of players.
        SetupError: if ``max_steps`` is not a whole number, 1 or more, or ``None``.

    Examples:
        >>> import unokit
        >>> from unokit.agents import GreedyAgent, RandomAgent, play_out
        >>> single = {"match": "single-round"}
        >>> state = unokit.new_game(players=2, seed=4, options=single)
        >>> for move, state in play_out(state, [GreedyAgent(), RandomAgent(1)], seed=4):
        ...     pass
        >>> state.is_over
        True
    """
    if len(agents) != state.players:
        raise AgentError(f"{len(agents)} agents for {state.players} players: give one per seat")
    check_max_steps(max_steps)
    rng = random.Random(seed)
    steps = 0
    while max_steps is None or steps < max_steps:
        move = choose_move(state, agents, rng)
        if move is None:
            return
        state = apply(state, move)
        steps += 1
        yield move, state
