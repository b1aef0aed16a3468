"""Why a move is illegal, in players' words.

Only called when [`apply`][unokit.apply] refuses a move, so it may be slow and thorough: it
looks for the most helpful reason, and falls back to listing what the seat may do.
"""

from __future__ import annotations

from typing import Protocol

from unokit.cards import Card, Color, _is_interned
from unokit.errors import _is_whole, _said, _shown
from unokit.legal import holds_blocker, legal_moves
from unokit.moves import (
    Accept,
    CallUno,
    CatchUno,
    Challenge,
    ChooseColor,
    Deal,
    Draw,
    Move,
    Pass,
    Play,
    SeatName,
    default_seat_name,
)
from unokit.state import GameState, Pending

__all__ = ["describe_move", "explain", "explain_play", "explain_public"]


class _Table(Protocol):
    """A state or a seat's view: something with a pending decision."""

    @property
    def pending(self) -> Pending | None: ...


def explain(state: GameState, move: Move) -> str:
    """Say why ``move`` is not legal in ``state``.

    The reason may name cards of the mover's hand (see
    [`IllegalMoveError`][unokit.IllegalMoveError]);
    [`explain_public`][unokit.explain.explain_public] names none.
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
    pending = state.pending
    if pending is not None:
        return _not_listed(move) if public else pending.explain(state, move)
    if isinstance(move, Deal):
        return "there is nothing to deal: the round is still being played"
    return _explain_turn(state, move, public=public)


def _not_listed(move: Move) -> str:
    """The reason that tells nothing: the move is not one of its seat's legal moves."""
    return f"{_said(move)} is not one of seat {move.player}'s legal moves now"


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


def _explain_turn(state: GameState, move: Move, *, public: bool) -> str:
    """Why ``move`` is not one of the moves of an ordinary turn (``public``: see ``_explain``)."""
    seat = move.player
    if seat != state.current_player:
        reason = f"it is seat {state.current_player}'s turn, not seat {seat}'s"
        if state.rules.jump_in_ranks and isinstance(move, Play):
            reason += f" (out of turn, only a card identical to {state.top_card} may be played)"
        return reason
    if isinstance(move, Draw):
        return "there is nothing left to draw: play a card, or pass if you cannot"
    if isinstance(move, Pass):
        if public:
            return _not_listed(move)
        if any(m.player == seat and isinstance(m, Draw) for m in legal_moves(state)):
            return "you cannot pass: play a card or draw one"
        return "you cannot pass while you hold a card you can play"
    if isinstance(move, Play):
        if public:
            return _explain_card(state, move) or _not_listed(move)
        return explain_play(state, move) or "that play is not allowed now"
    if isinstance(move, (Accept, Challenge)):
        return f"there is nothing to {move.verb} now"
    if isinstance(move, ChooseColor):
        return "no colour is asked for now: name it with the Wild card you play"
    return f"seat {seat} cannot {move.describe()} now"


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


def _describe_color(state: GameState) -> str:
    return str(state.active_color)


def explain_play(state: GameState, move: Play) -> str | None:
    """Say why playing ``move.card`` is wrong in itself, or ``None`` if nothing is wrong with it.

    Checks the card (held, of the edition), its colour and UNO call, whether it matches the
    top card, and the Wild Draw Four restriction in strict mode.
    """
    seat = move.player
    hand = state.hands[seat]
    card = move.card
    rules = state.rules
    if card.rank in rules.kinds and card not in hand:
        return f"seat {seat} does not hold {card}"
    reason = _explain_card(state, move)
    if reason is not None:
        return reason
    color = state.active_color
    if rules.kinds[card.rank].restricted and rules.options.strict_wild_draw_four:
        blocker = holds_blocker(rules, hand, card, color)
        if blocker is not None:
            name = rules.kinds[card.rank].name
            if blocker.color is color:
                return f"{name} is not allowed: you hold {blocker} of the active colour {color}"
            return (
                f"{name} is not allowed: you hold {blocker}, which counts as a match for "
                f"the active colour {color}"
            )
    return None


def _explain_card(state: GameState, move: Play) -> str | None:
    """What is wrong with a play whatever the hand holds, or ``None``.

    The card (of the edition), what it names, its UNO call (hand sizes are public) and
    whether it matches the top card.
    """
    seat = move.player
    hand = state.hands[seat]
    card = move.card
    rules = state.rules
    if card.rank not in rules.kinds:
        return f"{card} is not a card of the {rules.edition} edition"
    named = _explain_named(state, move)
    if named is not None:
        return named
    if move.uno and len(hand) != 2:
        return (
            f"UNO is called when playing your next-to-last card; seat {seat} holds "
            f"{len(hand)} cards"
        )
    top = state.top_card
    color = state.active_color
    if not card.is_wild and card.color is not color and card.rank != top.rank:
        if top.is_wild:
            return (
                f"{card} does not match the colour in play ({color}), named with the {top} on top"
            )
        kind = rules.kinds[top.rank]
        feature = "number" if top.number is not None else f"symbol ({kind.name})"
        return (
            f"{card} matches neither the colour in play ({_describe_color(state)}) "
            f"nor the {feature} of the top card {top}"
        )
    return None


def _explain_named(state: GameState, move: Play) -> str | None:
    """What is wrong with what ``move`` names (colour, seats, mark) for its card, if anything."""
    seat = move.player
    card = move.card
    rules = state.rules
    kind = rules.kinds[card.rank]
    if card.is_wild and kind.names_color and move.color is None:
        return f"playing {card} needs a colour: name red, yellow, green or blue"
    if card.is_wild and not kind.names_color and move.color is not None:
        return f"{card} names no colour: the {kind.name} sets the colour itself"
    if not card.is_wild and move.color is not None:
        return f"{card} is not a Wild card, so no colour can be named with it"
    wanted = kind.names_seats
    seats = move.seats
    if wanted and (
        len(seats) != wanted
        or list(seats) != sorted(set(seats))
        or not all(isinstance(s, int) and 0 <= s < state.players for s in seats)
    ):
        colour = " red" if card.is_wild and kind.names_color else ""
        example = ",".join(str(other) for other in range(wanted))
        count = "one seat" if wanted == 1 else f"{wanted} different seats, in ascending order,"
        return (
            f"playing {card} names {count} from 0 to {state.players - 1} "
            f"(e.g. '{seat} play {card}{colour} {example}')"
        )
    if not wanted and seats:
        return f"{card} names no seats, so {','.join(map(str, seats))} cannot be named with it"
    if wanted and not kind.names_self and seat in seats:
        return f"playing {card} names another player's seat, not your own"
    out = [named for named in seats if named in state.out]
    if out:
        return f"seat {out[0]} is out of the round: {card} cannot name it"
    label = rules.mark_label
    if kind.names_mark and move.mark not in rules.marks:
        options = ", ".join(rules.marks)
        if move.mark is None:
            return f"playing {card} needs a {label}: name one of {options}"
        return f"{move.mark} is not a {label} of this deck: name one of {options}"
    if not kind.names_mark and move.mark is not None:
        return f"{card} names no {label}, so {move.mark} cannot be named with it"
    return None


def describe_move(state: _Table, move: Move, seat_name: SeatName = default_seat_name) -> str:
    """Say what ``move`` does in ``state``, in players' words, as an order.

    The pending decision's words come first (an ``Accept`` of a Wild Draw Four is "accept
    the Wild Draw Four (draw 4)"), then the move's own
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
    pending = state.pending
    if pending is not None:
        words = pending.describe_move(move, seat_name)
        if words is not None:
            return words
    return move.describe(seat_name)
