"""unokit's agents at a table shared with people: which bot moves, and when it must wait.

unokit's driver, ``unokit.agents.choose_move``, asks an agent for every seat (see "Agents
and simulation" in unokit's docs): the *obliged* seat is the player to act (or, if it has no
move, the first seat in turn order that has one); every other seat with a legal move is
offered it out of turn first and may decline; one proposal is applied, drawn by the
driver's seeded generator; otherwise the obliged seat must move.

At this table some seats are people, who move from their own connections when they like.
`bot_move` runs unokit's driver unchanged, with a stand-in at each person's seat: it declines
every out-of-turn chance (the person takes theirs from the page) and, when the person must
move, stops the driver, so the bots wait for them.
"""

from __future__ import annotations

import random
from collections.abc import Mapping

import unokit
from unokit import agents

__all__ = ["BOT_KINDS", "bot_move", "make_bot"]

#: The bots a seat can be given, by name: unokit's agents.
BOT_KINDS: Mapping[str, agents.AgentFactory] = agents.AGENTS


def make_bot(kind: str, seed: int) -> unokit.Agent:
    """A bot of ``kind`` (a key of ``BOT_KINDS``), seeded with ``seed``.

    Raises:
        UnokitError: if there is no such bot.
    """
    return agents.make_agent(kind, seed)


class _PersonMustMove(Exception):
    """Raised by a person's stand-in when unokit's driver needs a move only they can make."""


class _Person:
    """A person's seat as unokit's driver sees it: never a proposal, never a forced move."""

    def choose(self, seen: unokit.SeatView, *, optional: bool) -> unokit.Move | None:
        if optional:
            return None
        raise _PersonMustMove


_PERSON = _Person()


def bot_move(
    state: unokit.GameState, bots: Mapping[int, unokit.Agent], rng: random.Random
) -> unokit.Move | None:
    """The bots' next move in ``state``, or ``None`` if they wait (for a person, or the end).

    Args:
        state: The game.
        bots: The agent of each seat a bot plays; every other seat is a person's.
        rng: unokit's driver draws one of several out-of-turn proposals with it, so nobody
            wins a race by seat order.

    Returns:
        A bot's move, or ``None`` when the seat that must move is a person's (and no bot
        takes an out-of-turn chance) or when the match is over.

    Raises:
        AgentError: if a bot chose a move that is not legal for its seat.
    """
    seats = [bots.get(seat, _PERSON) for seat in range(state.players)]
    try:
        return agents.choose_move(state, seats, rng)
    except _PersonMustMove:
        return None
