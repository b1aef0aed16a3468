"""Why a play is refused: read from the same listing the classic turn makes its moves from."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Protocol

from unokit.core.cards import Card, Color
from unokit.core.errors import listed, said, shown
from unokit.core.legal import (
    card_plays,
    holds_blocker,
)
from unokit.core.moves import (
    Accept,
    Challenge,
    ChooseColor,
    Draw,
    Move,
    Pass,
    Play,
)
from unokit.core.rules import Rules
from unokit.core.state import GameState


class _PlaysOf(Protocol):
    """A turn, as far as a refusal reads it: the plays it allows of a card."""

    def plays_of(
        self,
        rules: Rules,
        card: Card,
        hand: Sequence[Card],
        top: Card,
        color: Color | None,
        players: int,
    ) -> tuple[Play, ...]:
        """The plays of ``card`` from ``hand`` onto ``top`` with ``color`` in play."""
        ...


class _JumpRanks(Protocol):
    """A turn's tables, as far as a refusal reads them."""

    @property
    def jump_ranks(self) -> frozenset[str]:
        """The ranks a seat may play out of turn (jump-in)."""
        ...


class _Turn(_PlaysOf, Protocol):
    """A turn, as far as ``explain_turn`` reads it (``ClassicTurn`` is one)."""

    @property
    def seat(self) -> int:
        """The seat whose turn it is."""
        ...

    @property
    def _tables(self) -> _JumpRanks: ...

    def moves(self, state: GameState) -> tuple[Move, ...]:
        """The turn's moves in ``state``."""
        ...

    def forbids(self, state: GameState, play: Play) -> str | None:
        """Why the game as it stands forbids ``play``, or ``None``."""
        ...


def _not_listed(move: Move) -> str:
    """The reason that tells nothing: the move is not one of its seat's legal moves."""
    return f"{said(move)} is not one of seat {move.player}'s legal moves now"


def explain_play(turn: _PlaysOf, state: GameState, move: Play) -> str | None:
    """Say why playing ``move.card`` is wrong in itself, or ``None`` if nothing is.

    The card (held, of the edition), what it names, its UNO call, whether it matches the top
    card, and the Wild Draw Four restriction in strict mode: each read from the turn's
    listing (``plays_of``) and the variants a play of the card may have.
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
    if not turn.plays_of(rules, card, hand, state.top_card, color, state.players):
        return f"{card} cannot be played now"
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
            f"{card} matches neither the colour in play ({color}) "
            f"nor the {feature} of the top card {top}"
        )
    return None


def _explain_named(state: GameState, move: Play) -> str | None:
    """What is wrong with what ``move`` names (colour, seats, mark), if anything.

    Read from the variants a play of the card may have (``card_plays``), which the turn's
    listing is made of: a play that names what none of them names is told what its card
    names instead.
    """
    seat = move.player
    card = move.card
    rules = state.rules
    kind = rules.kinds[card.rank]
    variants = card_plays(rules, seat, card, False, state.players)
    colors = list(dict.fromkeys(variant.color for variant in variants))
    if move.color not in colors:
        if colors == [None]:
            if card.is_wild:
                return f"{card} names no colour: the {kind.name} sets the colour itself"
            return f"{card} is not a Wild card, so no colour can be named with it"
        names = [str(color) for color in colors if color is not None]
        either = ", ".join(names[:-1]) + f" or {names[-1]}" if len(names) > 1 else names[0]
        if move.color is None:
            return f"playing {card} needs a colour: name {either}"
        return f"playing {card} names {either}, not {shown(move.color)}"
    seats = move.seats
    if seats not in {variant.seats for variant in variants}:
        wanted = kind.names_seats
        if not wanted:
            return f"{card} names no seats, so {listed(seats, ',')} cannot be named with it"
        if (
            len(seats) == wanted
            and list(seats) == sorted(set(seats))
            and all(type(named) is int and 0 <= named < state.players for named in seats)
        ):
            return f"playing {card} names another player's seat, not your own"
        colour = " red" if card.is_wild and kind.names_color else ""
        example = ",".join(str(other) for other in range(wanted))
        count = "one seat" if wanted == 1 else f"{wanted} different seats, in ascending order,"
        return (
            f"playing {card} names {count} from 0 to {state.players - 1} "
            f"(e.g. '{seat} play {card}{colour} {example}')"
        )
    out = [named for named in seats if named in state.out]
    if out:
        return f"seat {out[0]} is out of the round: {card} cannot name it"
    if move.mark not in {variant.mark for variant in variants}:
        label = rules.mark_label
        if kind.names_mark:
            options = ", ".join(rules.marks)
            if move.mark is None:
                return f"playing {card} needs a {label}: name one of {options}"
            return f"{move.mark} is not a {label} of this deck: name one of {options}"
        return f"{card} names no {label}, so {move.mark} cannot be named with it"
    return None


def explain_turn(turn: _Turn, state: GameState, move: Move, *, public: bool) -> str:
    """Why ``move`` is not one of ``turn``'s moves (``public``: nothing of any hand)."""
    seat = move.player
    if seat != turn.seat:
        reason = f"it is seat {turn.seat}'s turn, not seat {seat}'s"
        if turn._tables.jump_ranks and isinstance(move, Play):
            reason += f" (out of turn, only a card identical to {state.top_card} may be played)"
        return reason
    listed = turn.moves(state)
    if isinstance(move, Draw):
        return "there is nothing left to draw: play a card, or pass if you cannot"
    if isinstance(move, Pass):
        if public:
            return _not_listed(move)
        if any(isinstance(m, Draw) and m.player == seat for m in listed):
            return "you cannot pass: play a card or draw one"
        return "you cannot pass while you hold a card you can play"
    if isinstance(move, Play):
        if public:
            return _explain_card(state, move) or turn.forbids(state, move) or _not_listed(move)
        why = explain_play(turn, state, move) or turn.forbids(state, move)
        return why or "that play is not allowed now"
    if isinstance(move, (Accept, Challenge)):
        return f"there is nothing to {move.verb} now"
    if isinstance(move, ChooseColor):
        return "no colour is asked for now: name it with the Wild card you play"
    return f"seat {seat} cannot {move.describe()} now"
