"""Agents: programs that play a seat, and the driver that lets them play a game together.

An agent sees only its own seat's [`SeatView`][unokit.SeatView] — its hand, the size of the
other hands, the public piles and its own legal moves — and answers with one of those moves
(see [`Agent`][unokit.agents.Agent]). It cannot look at another hand.

Many decisions in UNO are taken out of turn: catching a player who forgot to call UNO, calling
UNO late, UNO Party!'s Speed Play, everyone pointing after a Point Taken. The driver,
[`choose_move`][unokit.agents.choose_move], decides who acts at each step, by a fixed and fair
scheme:

1. The **obliged seat** is the player to act (``state.current_player``) if it has legal
   moves, else the first seat in turn order that has some. It must move.
2. Every **other** seat with legal moves is asked first, in turn order from the player to act,
   with ``optional=True``: it may propose one of its moves or decline with ``None``.
3. If some of them proposed a move, one proposal is applied, drawn uniformly with the
   driver's own seeded random-number generator: out-of-turn moves are reflexes, faster than
   the turn they interrupt, and no seat wins the race for sitting closer to the player.
   The obliged seat is not asked in this step (its turn comes next step).
4. Otherwise the obliged seat is asked, with ``optional=False``, and must return a move.

The same seed and the same agents therefore always give the same game.

The agents live in ``simple`` (random and greedy), ``search`` with its ``beliefs``, and the
protocol and the driver in ``driver``; every name is read from here.
"""

from __future__ import annotations

from unokit.agents.driver import (
    MAX_STEPS,
    Agent,
    AgentError,
    AgentFactory,
    check_max_steps,
    choose_move,
    obliged_seat,
    play_out,
    seats_to_ask,
)
from unokit.agents.search import SearchAgent
from unokit.agents.simple import GreedyAgent, RandomAgent
from unokit.core.errors import _shown

__all__ = [
    "AGENTS",
    "MAX_STEPS",
    "Agent",
    "AgentError",
    "AgentFactory",
    "GreedyAgent",
    "RandomAgent",
    "SearchAgent",
    "check_max_steps",
    "choose_move",
    "make_agent",
    "obliged_seat",
    "play_out",
    "seats_to_ask",
]


AGENTS: dict[str, AgentFactory] = {
    "greedy": GreedyAgent,
    "random": RandomAgent,
    "search": SearchAgent,
}
"""The agents known by name (to [`make_agent`][unokit.agents.make_agent], to
[`simulate`][unokit.simulate] and to the ``unokit`` command).
"""


def make_agent(spec: str | AgentFactory, seed: int) -> Agent:
    """An agent from its name in ``AGENTS`` or from a factory, seeded with ``seed``.

    Raises:
        AgentError: if no agent has that name.

    Examples:
        >>> from unokit.agents import make_agent
        >>> type(make_agent("greedy", 3)).__name__
        'GreedyAgent'
    """
    if isinstance(spec, str):
        factory = AGENTS.get(spec.strip().lower())
        if factory is None:
            raise AgentError(
                f"there is no agent called {_shown(spec)}; available agents: " + ", ".join(AGENTS)
            )
        return factory(seed)
    return spec(seed)
