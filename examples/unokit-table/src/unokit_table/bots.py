"""unokit's agents at a table shared with people: who moves, and which bot's move is applied.

unokit's own driver asks an agent for every seat; here some seats are people, who move when
they like. The scheme is unokit's (see "Agents and simulation" in its docs): the *obliged*
seat is the player to act (or, if it has no move, the first seat in turn order that has
one); every other bot with a legal move is offered it out of turn first and may decline;
one proposal is applied, drawn by the room's seeded generator; otherwise the obliged seat
moves if it is a bot. When the obliged seat is a person, the bots wait for them.
"""

from __future__ import annotations

import random
from collections.abc import Mapping

import unokit

__all__ = ["BOT_KINDS", "BotError", "bot_move", "make_bot", "obliged_seat"]

#: The bots a seat can be given, by name.
BOT_KINDS: Mapping[str, type[unokit.GreedyAgent] | type[unokit.RandomAgent]] = {
    "greedy": unokit.GreedyAgent,
    "random": unokit.RandomAgent,
}


class BotError(Exception):
    """A bot broke the agent protocol: an illegal move, or none when it had to move."""


def make_bot(kind: str, seed: int) -> unokit.Agent:
    """A bot of ``kind`` (a key of ``BOT_KINDS``), seeded with ``seed``."""
    return BOT_KINDS[kind](seed)


def obliged_seat(state: unokit.GameState, moves: tuple[unokit.Move, ...]) -> int | None:
    """The seat that must move: the player to act if it has a move, else the next that has.

    Args:
        state: The game.
        moves: ``unokit.legal_moves(state)``.

    Returns:
        The seat, or ``None`` when nobody can move (the match is over).
    """
    seats = {move.player for move in moves}
    for step in range(state.players):
        seat = (state.current_player + step * state.direction) % state.players
        if seat in seats:
            return seat
    return None


def _ask(
    bot: unokit.Agent, state: unokit.GameState, seat: int, *, optional: bool
) -> unokit.Move | None:
    seen = unokit.view(state, seat)
    move = bot.choose(seen, optional=optional)
    if move is None and not optional:
        raise BotError(f"the bot of seat {seat} must move, and declined")
    if move is not None and move not in seen.legal_moves:
        raise BotError(f"the bot of seat {seat} chose {move}, which is not one of its moves")
    return move


def bot_move(
    state: unokit.GameState, bots: Mapping[int, unokit.Agent], rng: random.Random
) -> unokit.Move | None:
    """The bots' next move in ``state``, or ``None`` if they wait (for a person, or the end).

    Args:
        state: The game.
        bots: The agent of each seat a bot plays.
        rng: Draws one of several out-of-turn proposals, so nobody wins a race by seat order.

    Raises:
        BotError: if a bot chose a move that is not legal for its seat.
    """
    moves = unokit.legal_moves(state)
    obliged = obliged_seat(state, moves)
    if obliged is None:
        return None
    movers = sorted({move.player for move in moves} & bots.keys() - {obliged})
    proposals = [
        move
        for seat in movers
        if (move := _ask(bots[seat], state, seat, optional=True)) is not None
    ]
    if proposals:
        return rng.choice(proposals)
    if obliged in bots:
        return _ask(bots[obliged], state, obliged, optional=False)
    return None
