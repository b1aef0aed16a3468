"""Who is asked next: the agents' driver scheme, one seat and one action at a time.

[`Turns`][unokit.rl.Turns] runs a game the way [`choose_move`][unokit.agents.choose_move]
does, but asks one seat at a time, so that each question is one step of an AEC cycle:

1. For each state, every seat other than the obliged one that has legal moves (out-of-turn
   moves: a catch, a late UNO call, a Speed Play or Jump-In, pointing) is asked first, in turn
   order from the player to act; ``wait`` is one of its choices.
2. If some of them chose a move, one of those proposals is applied, drawn with the driver's
   seeded random-number generator exactly as [`choose_move`][unokit.agents.choose_move] draws
   it; the others are dropped (the table has changed; they are asked again if their move is
   still legal).
3. Otherwise the obliged seat ([`obliged_seat`][unokit.agents.obliged_seat]) is asked, without
   ``wait``, and its move is applied.

A play with sub-choices (a mark, seats, the UNO call) keeps the same seat asked until the move
is complete. The same seed and the same choices always give the same game.
"""

from __future__ import annotations

import random
from collections.abc import Sequence

from unokit.core.engine import apply, is_legal, legal_moves
from unokit.core.moves import Move
from unokit.core.state import GameState
from unokit.rl.spaces import ActionError, ActionSpace, Choice, action_id, action_space

__all__ = ["Turns"]


class Turns:
    """A game in progress and the question it asks now.

    Args:
        state: The game to run.
        seed: Seeds the random-number generator that settles races between out-of-turn
            proposals.

    Attributes:
        state: The game now.
        space: The edition's action space.
        seat: The seat asked now, or ``None`` once the match is over.
        optional: Whether the seat asked may ``wait`` (it is asked out of turn).
        choice: The play whose sub-choices are being asked, or ``None``.
        last_move: The move applied last, or ``None``.
        moves_applied: How many moves have been applied.
    """

    def __init__(self, state: GameState, seed: int = 0) -> None:  # noqa: D107
        self.space: ActionSpace = action_space(state.rules)
        self.rng = random.Random(seed)
        self.state = state
        self.seat: int | None = None
        self.optional = False
        self.choice: Choice | None = None
        self.last_move: Move | None = None
        self.last_state: GameState | None = None
        self.moves_applied = 0
        self._askers: list[int] = []
        self._obliged: int | None = None
        self._proposals: list[Move] = []
        self._grouped: dict[int, list[Move]] = {}
        self._grouped_state: GameState | None = None
        self._grouped_seat: int | None = None
        self._own: tuple[Move, ...] | None = None
        self._begin()

    def _begin(self) -> None:
        """Start asking about ``self.state``."""
        self.choice = None
        if self._proposals:
            self._proposals = []
        state = self.state
        moves = legal_moves(state)
        if not moves:
            self._own = None
            self._obliged = self.seat = None
            self.optional = False
            self._askers = []
            return
        # The obliged seat and the seats to ask, as unokit.agents.obliged_seat and
        # seats_to_ask find them (in one pass: this runs once per move).
        current = state.current_player
        for move in moves:  # a plain loop: quicker than all() over a generator
            if move.player != current:
                break
        else:  # every move is the current player's: only that seat is asked
            self._own = moves
            self._obliged = self.seat = current
            if self._askers:
                self._askers = []
            self.optional = False
            return
        self._own = None
        seats = {move.player for move in moves}
        players, direction = state.players, state.direction
        order = [(current + step * direction) % players for step in range(players)]
        ordered = [seat for seat in order if seat in seats]
        self._obliged = ordered[0]
        self._askers = ordered[1:]
        self._next_seat()

    def _next_seat(self) -> None:
        if self._askers:
            self.seat = self._askers.pop(0)
            self.optional = True
            return
        if self._proposals:
            proposals = self._proposals
            self._apply(proposals[0] if len(proposals) == 1 else self.rng.choice(proposals))
            return
        self.seat = self._obliged
        self.optional = False

    def _groups(self) -> dict[int, list[Move]]:
        """The seat asked now's legal moves grouped by their first id (kept per question)."""
        if self._grouped_state is not self.state or self._grouped_seat != self.seat:
            self._grouped = self.space.heads(self.moves(), self.state.players)
            self._grouped_state = self.state
            self._grouped_seat = self.seat
        return self._grouped

    def _apply(self, move: Move) -> None:
        self.last_state = self.state
        self.state = apply(self.state, move)
        self.last_move = move
        self.moves_applied += 1
        self._begin()

    def moves(self) -> Sequence[Move]:
        """The legal moves of the seat asked now."""
        if self._own is not None:  # every legal move is the seat's (no seat is asked but it)
            return self._own
        seat = self.seat
        return [move for move in legal_moves(self.state) if move.player == seat]

    def mask(self) -> list[int]:
        """The ids the seat asked now may choose, ascending."""
        if self.seat is None:
            return []
        if self.choice is not None:
            return self.space.options(self.choice, self.state.players)
        ids = sorted(self._groups())
        if self.optional:
            ids.append(self.space.wait)  # the last id of all
        return ids

    def listed(self, action: int) -> Move | None:
        """The move the id ``action`` makes at once, if the seat asked must move and has one.

        ``None`` when the seat is asked out of turn, or a sub-choice is asked, or the id
        starts no legal move or several: then [`act`][unokit.rl.Turns.act] says what it
        does. The ids of the question must have been listed ([`mask`][unokit.rl.Turns.mask])
        for this state.
        """
        if (
            self.optional
            or self.choice is not None
            or self._grouped_state is not self.state
            or self._grouped_seat != self.seat
        ):
            return None
        found = self._grouped.get(action)
        if found is None or len(found) != 1:
            return None
        return found[0]

    def act(self, action: object) -> None:
        """The seat asked now chooses the id ``action`` (see [`action_id`][unokit.rl.action_id]).

        Raises:
            ActionError: if ``action`` is not an integer id, or not one of
                [`mask`][unokit.rl.Turns.mask]'s ids.
        """
        if self.seat is None:
            raise ActionError("the match is over: no seat is asked")
        action = action_id(action)
        players = self.state.players
        step: Move | Choice
        if self.choice is not None:
            step = self.space.answer(self.choice, action, players)
        elif self.optional and action == self.space.wait:
            self._submit(None)
            return
        else:
            step = self.space.start(self.seat, action, (), players, self._groups())
        if isinstance(step, Choice):
            self.choice = step
            return
        self._submit(step)

    def submit(self, move: Move | None) -> None:
        """The seat asked now makes ``move`` (``None``: waits), without going through ids.

        Raises:
            ActionError: if ``move`` is not one of the seat's legal moves, or is ``None``
                when the seat may not wait.
        """
        if self.seat is None:
            raise ActionError("the match is over: no seat is asked")
        if move is None:
            if not self.optional:
                raise ActionError(f"seat {self.seat} must move now and cannot wait")
        elif move.player != self.seat or not is_legal(self.state, move):
            raise ActionError(f"{move} is not one of seat {self.seat}'s legal moves now")
        self._submit(move)

    def _submit(self, move: Move | None) -> None:
        """``submit`` for a move known to be one of the seat's legal moves (or a wait)."""
        self.choice = None
        if not self.optional:
            assert move is not None
            self._apply(move)
            return
        if move is not None:
            self._proposals.append(move)
        self._next_seat()

    def proposals(self) -> Sequence[Move]:
        """The out-of-turn moves proposed so far for the current state."""
        return tuple(self._proposals)
