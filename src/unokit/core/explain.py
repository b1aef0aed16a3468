"""Why a move is illegal, in players' words, and what a move does.

Only called when [`apply`][unokit.apply] refuses a move, so it may be slow and thorough. The
engine says what is wrong with any move whatever the phase (a seat that is not there, a
malformed move, the match over, its own moves out of turn: a late UNO call, a catch); the
phase the game is in says the rest, from the code that lists its moves
([`Pending.explain`][unokit.Pending.explain]).
"""

from __future__ import annotations

from typing import Protocol

from unokit.core.cards import Card, Color, _is_interned
from unokit.core.errors import _is_whole, _shown
from unokit.core.moves import (
    CallUno,
    CatchUno,
    ChooseColor,
    Deal,
    Move,
    Play,
    SeatName,
    default_seat_name,
)
from unokit.core.state import GameState, Pending

__all__ = ["describe_move", "explain", "explain_public"]


class _TurnRules(Protocol):
    """The rules of a state or a seat's view: they give the phase of a seat's turn."""

    def turn_phase(self, seat: int) -> Pending: ...


class _Table(Protocol):
    """A state or a seat's view: something with a pending decision and a turn."""

    @property
    def pending(self) -> Pending | None: ...

    @property
    def current_player(self) -> int: ...

    @property
    def rules(self) -> _TurnRules: ...


def explain(state: GameState, move: Move) -> str:
    """Say why ``move`` is not legal in ``state``.

    The reason may name cards of the mover's hand (see
    [`IllegalMoveError`][unokit.IllegalMoveError]);
    [`explain_public`][unokit.core.explain.explain_public] names none.
    """
    return _explain(state, move, public=False)


def explain_public(state: GameState, move: Move) -> str:
    """Say why ``move`` is not legal in ``state`` in words that tell nothing of any hand.

    The reasons that hold whatever the hands hold (a seat that is not there, a malformed
    move, the match over, a move out of turn, a card that matches neither the colour nor
    the symbol in play, what a card names, an UNO call with other than two cards: hand sizes
    are public); where the reason would depend on a hand or on a decision's hidden part,
    only that the move is not one of the seat's legal moves. For
    [`IllegalMoveError.public_message`][unokit.IllegalMoveError].
    """
    return _explain(state, move, public=True)


def _explain(state: GameState, move: Move, *, public: bool) -> str:
    """``explain``, or with ``public`` its words that tell nothing of any hand."""
    if not isinstance(move, Move):
        hint = " (read text with unokit.parse_move(state, text))" if isinstance(move, str) else ""
        return f"{_shown(move)} is not a move{hint}"
    reason = _not_a_move_now(state, move)
    if reason is not None:
        return reason
    if isinstance(move, CallUno):
        return (
            f"seat {move.player} has nothing to call: UNO is called with one card left, "
            "before anyone catches you"
        )
    if isinstance(move, CatchUno):
        return _explain_catch(state, move)
    phase = state.pending
    if phase is None:
        if isinstance(move, Deal):
            return "there is nothing to deal: the round is still being played"
        phase = state.rules.turns[state.current_player]
    return phase.explain_public(state, move) if public else phase.explain(state, move)


def _not_a_move_now(state: GameState, move: Move) -> str | None:
    """Why ``move`` cannot be played whatever the turn, or ``None``.

    A seat that is not there, a move with no verb or a malformed field, or a match over.
    """
    seat = move.player
    if type(seat) is not int:  # nor a bool, nor a subclass that could claim to be any seat
        return (
            f"a move's seat is a number (an int) from 0 to {state.players - 1}, not "
            f"{_shown(seat)} of type {type(seat).__name__}"
        )
    if not 0 <= seat < state.players:
        return f"there is no seat {_shown(seat)}: seats are numbered 0 to {state.players - 1}"
    if not type(move).verb:
        return (
            f"{type(move).__name__} names no action (it has no verb): play one of the moves "
            "legal_moves lists"
        )
    malformed = _malformed(move)
    if malformed:
        return malformed
    if state.is_over:
        won = " and ".join(str(seat) for seat in state.winners)
        seats = "seats" if len(state.winners) > 1 else "seat"
        return f"the match is over: {seats} {won} won ({state.end_reason})"
    return None


def _malformed(move: Move) -> str | None:
    """Say what is wrong with a move built with fields of the wrong type, if anything.

    Types are checked exactly: a value that only claims to be a card, a colour or a seat (a
    subclass, an object whose ``__eq__`` says yes to anything) is not one.
    """
    if isinstance(move, Play):
        card = move.card
        if type(card) is Card and not _is_interned(card):
            return f"the {card} played is a copy made without Card(...), not a card of the game"
        if type(card) is not Card:
            return f"a play needs a Card, not {_shown(card)} (read text with unokit.Card.parse)"
        if move.color is not None and type(move.color) is not Color:
            return f"a play's colour must be a Color, not {_shown(move.color)}"
        if type(move.uno) is not bool:
            return f"a play's uno flag must be True or False, not {_shown(move.uno)}"
        if move.mark is not None and type(move.mark) is not str:
            return f"a play's mark must be text, not {_shown(move.mark)}"
        if type(move.seats) is not tuple or any(type(seat) is not int for seat in move.seats):
            return f"the seats a play names must be numbers (ints), not {_shown(move.seats)}"
    if isinstance(move, ChooseColor) and type(move.color) is not Color:
        return f"the colour named must be a Color, not {_shown(move.color)}"
    return None


def _explain_catch(state: GameState, move: CatchUno) -> str:
    target = move.target
    if not _is_whole(target) or not 0 <= target < state.players:
        return f"there is no seat {_shown(target)} to catch"
    if target == move.player:
        return "you cannot catch yourself: call UNO instead"
    if len(state.hands[target]) != 1:
        return f"seat {target} does not have one card left, so there is nothing to catch"
    return f"seat {target} cannot be caught: they called UNO, or the next turn has begun"


def describe_move(state: _Table, move: Move, seat_name: SeatName = default_seat_name) -> str:
    """Say what ``move`` does in ``state``, in players' words, as an order.

    The words of the phase the game is in come first (an ``Accept`` of a Wild Draw Four is
    "accept the Wild Draw Four (draw 4)", a turn's draw what the turn's draw does), then the
    move's own
    ([`Move.describe`][unokit.Move.describe]). Works the same for every edition's and house
    rule's moves, so agents, the command line and messages need no list of move kinds.

    Args:
        state: The state (or a seat's view: anything with a ``pending`` decision).
        move: The move.
        seat_name: How to name seats (``"seat 2"`` by default).

    Examples:
        >>> import unokit
        >>> state = unokit.new_game("classic", players=2, seed=3)
        >>> unokit.describe_move(state, unokit.Draw(state.current_player))
        'draw a card'
    """
    phase = state.pending
    if phase is None:
        phase = state.rules.turn_phase(state.current_player)
    words = phase.describe_move(move, seat_name)
    return move.describe(seat_name) if words is None else words
