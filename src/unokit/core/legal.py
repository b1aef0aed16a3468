"""The legal moves: listing every move any seat may make, checking one.

[`legal_moves(state)`][unokit.legal_moves] is the single source of truth: [`apply`][unokit.apply]
accepts exactly the moves it lists. The moves come from the phase the game is in: the pending
decision, or the turn of the player to act (``state.phase``); then the moves out of turn the
engine adds (a late UNO call, the catches), without those of seats out of the round. A
state's list is computed once and kept with it. Nothing here names an edition: what a card
names comes from its kind, the moves of a phase from the phase.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from functools import cache
from itertools import combinations
from operator import attrgetter

import attrs

from unokit.core.cards import Card, Color
from unokit.core.errors import PluginError, UnokitError, _plugins_named
from unokit.core.moves import CallUno, CatchUno, Draw, Move, Pass, Play
from unokit.core.rules import Rules
from unokit.core.state import GameState

__all__ = [
    "MANY_MOVES",
    "bluff_plays",
    "card_plays",
    "face_play",
    "find_listed",
    "holds_blocker",
    "holds_itself",
    "is_legal",
    "keep_legal_moves",
    "legal_moves",
    "listed",
    "not_a_state",
    "play_variants",
    "plugin_failure",
    "position",
    "seat_move",
    "without_answers",
]


def card_plays(rules: Rules, player: int, card: Card, uno: bool, players: int) -> tuple[Play, ...]:
    """Every play of ``card`` by ``player``: one per choice its kind asks for, and UNO.

    A Wild names a colour (unless its kind says otherwise), some kinds name a mark or seats;
    with ``uno`` (the card is the next-to-last of the hand) each comes without and with the
    UNO call. Built once per seat, card, UNO and player count, then kept in
    ``rules.play_cache`` (the same tuple every time, so a turn may keep what it finds in it).
    Whether the card may be played now is the turn's to say (see
    [`ClassicTurn.plays_of`][unokit.editions.turn.ClassicTurn.plays_of]).
    """
    key = (player, card, uno, players)
    moves = rules.play_cache.get(key)
    if moves is None:
        kind = rules.kinds[card.rank]
        colors: tuple[Color | None, ...] = rules.named_colors.get(card.rank, ()) or (None,)
        marks: tuple[str | None, ...] = rules.marks if kind.names_mark else (None,)
        seats = range(players) if kind.names_self else [s for s in range(players) if s != player]
        seat_sets: list[tuple[int, ...]] = (
            list(combinations(seats, kind.names_seats)) if kind.names_seats else [()]
        )
        calls = (False, True) if uno else (False,)
        moves = tuple(
            Play(player, card, color, call, mark, seats)
            for color in colors
            for mark in marks
            for seats in seat_sets
            for call in calls
        )
        rules.play_cache[key] = moves
    return moves


@cache
def seat_move(cls: type[Move], player: int) -> Move:
    """The move ``cls(player)`` (a draw, a pass, an UNO call), built once and shared."""
    return cls(player)


def holds_blocker(
    rules: Rules, hand: Sequence[Card], card: Card, color: Color | None
) -> Card | None:
    """Return a card of ``hand`` that makes playing the restricted ``card`` a bluff, if any.

    The card being played does not count against itself (one copy of it is skipped).
    """
    if color is None:
        return None
    blockers = rules.blockers[color]
    skipped = False
    for held in hand:
        if held == card and not skipped:
            skipped = True
            continue
        if held in blockers:
            return held
    return None


def bluff_plays(state: GameState, moves: Sequence[Move]) -> tuple[Play, ...]:
    """The plays of ``moves`` that would be bluffs (a seat's view lists them as ``bluffs``).

    Plays of a restricted card (Wild Draw Four) as the turn's play while the player holds a
    card that blocks it; a card added to a pending decision (a mini-pile...) takes no effect
    and is never a bluff.
    """
    if state.pending is not None and not state.pending.turn_play:
        return ()
    rules = state.rules
    return tuple(
        move
        for move in moves
        if isinstance(move, Play)
        and rules.kinds[move.card.rank].restricted
        and holds_blocker(rules, state.hands[move.player], move.card, state.active_color)
        is not None
    )


def play_variants(state: GameState, seat: int, card: Card) -> tuple[Play, ...]:
    """Every play of ``card`` by ``seat``, whether or not it matches the top card.

    One per choice its kind asks for (the colour a Wild names, a mark, the seats named) and,
    with the next-to-last card, with and without the UNO call: for a decision that lets a
    card be played on something it does not match (a draw card of any colour answering a
    stack, say).
    """
    hand = state.hands[seat]
    return card_plays(state.rules, seat, card, len(hand) == 2, state.players)


def legal_moves(state: GameState) -> tuple[Move, ...]:
    """Every move any seat may make in ``state``, in a fixed order.

    The moves of the player to act (or of the seat that must answer a pending decision) come
    first, then moves out of turn: a late UNO call and catches of a player who forgot it.
    Empty once the match is over. The result is computed once per state and cached.

    Raises:
        PluginError: if the edition's code (a [`Pending`][unokit.Pending] decision's
            ``moves``) raises; the message names the edition and the original exception.

    Examples:
        >>> import unokit
        >>> state = unokit.new_game(players=3, seed=7)
        >>> moves = unokit.legal_moves(state)
        >>> all(m.player == state.current_player for m in moves)
        True
        >>> unokit.apply(state, moves[0]) != state
        True
    """
    if not isinstance(state, GameState):
        raise not_a_state(state)
    cached: tuple[Move, ...] | None = state._legal
    if cached is not None:
        return cached
    try:
        result: tuple[Move, ...]
        if state.winners:
            result = ()
        elif state.pending is not None:
            result = tuple(state.pending.moves(state))
        else:
            result = state.rules.turns[state.current_player].moves(state)
        for exposed in state.uno_exposed:
            result += (seat_move(CallUno, exposed), *_catch_moves(state.players, exposed))
        if state.out and not (state.pending is not None and state.pending.closes_round):
            # Until the next deal: the round is over, and the next dealer deals, out or not.
            result = _without_seats_out(result, state.out)
    except UnokitError:
        raise
    except Exception as exc:  # edition code (a Pending's moves) failed: say whose
        doing = "listing the legal moves"
        if state.pending is not None:
            doing += f" of the decision {type(state.pending).__name__}"
        elif not state.winners:
            doing += f" of the turn {type(state.rules.turns[state.current_player]).__name__}"
        raise plugin_failure(state, doing, exc) from exc
    _keep_legal(state, result)
    return result


#: Stores a state's legal moves in its cache slot: the slot's own setter, which a frozen
#: class's ``__setattr__`` does not go through (``object.__setattr__`` would, more slowly).
#: Only for the moves ``legal_moves`` would list: the engine keeps them with a state it has
#: just made when it knows them already.
_keep_legal: Callable[[GameState, tuple[Move, ...]], None] = vars(GameState)["_legal"].__set__

keep_legal_moves = _keep_legal
"""``keep_legal_moves(state, moves)``: keep ``moves`` as the legal moves of a state just made.

For a phase's fast path (see [`QuickWay`][unokit.core.phases.QuickWay]) that builds the next
state and knows its legal moves already: [`legal_moves`][unokit.legal_moves] then returns
them without listing. They must be exactly what it would list (the conformance suite's
``purity`` property checks that the moves kept are those listed afresh).
"""


def without_answers(
    state: GameState, moves: tuple[Move, ...], move: Move, at: int = -1
) -> tuple[Move, ...]:
    """The legal moves of ``state`` (``moves``) without those of ``move``'s seat around it.

    For a decision several seats answer at once (see
    [`Pending.answered`][unokit.Pending.answered]), which lists each seat's moves together:
    once ``move`` (one of them, at ``at`` in ``moves`` if known) is made, the next state's
    moves are the same without that seat's. The moves out of turn that ``legal_moves`` adds
    after the decision's own (a late UNO call and the catches, one of each seat per seat
    that can be caught) stay, the answering seat's catches included.
    """
    end = len(moves) - state.players * len(state.uno_exposed)
    seat = move.player
    if at < 0:
        at = next(i for i in range(end) if listed(move, (moves[i],)))
    start = at
    while start and moves[start - 1].player == seat:
        start -= 1
    at += 1
    while at < end and moves[at].player == seat:
        at += 1
    return moves[:start] + moves[at:]


def _without_seats_out(moves: tuple[Move, ...], out: tuple[int, ...]) -> tuple[Move, ...]:
    """``moves`` without those of seats out of the round, or naming or aimed at one.

    A seat out of the round has no move, and no card or decision can name it: one rule
    for every plugin's moves (the seats a play names, the target of a seat move). ``out``
    is the state's (a few seats: a tuple is searched quickest).
    """
    kept: list[Move] = []
    for move in moves:
        if move.player in out:
            continue
        if type(move) is Play:
            if move.seats and any(seat in out for seat in move.seats):
                continue
        elif type(move) not in _SEATLESS and (
            any(seat in out for seat in getattr(move, "seats", ()))
            or getattr(move, "target", None) in out
        ):
            continue
        kept.append(move)
    return moves if len(kept) == len(moves) else tuple(kept)


#: Moves of unokit's own that name no seat but their player's (looked up by exact type).
_SEATLESS = frozenset({Draw, Pass, CallUno})


@cache
def _catch_moves(players: int, target: int) -> tuple[CatchUno, ...]:
    return tuple(CatchUno(seat, target) for seat in range(players) if seat != target)


def is_legal(state: GameState, move: Move) -> bool:
    """Whether ``apply(state, move)`` would accept ``move``."""
    if not isinstance(state, GameState):
        raise not_a_state(state)
    moves = legal_moves(state)
    return listed(move, moves) or face_play(move, moves) is not None


def plugin_failure(state: GameState, doing: str, exc: Exception) -> PluginError:
    """The error for an exception raised by a plugin's code while the engine was ``doing``.

    Names the edition and, if the game has any, its house rules: the code of any of them
    may have run (a house rule changes the edition's card kinds).
    """
    text = str(exc)
    what = f"{type(exc).__name__}: {text}" if text else type(exc).__name__
    who = _plugins_named(state.rules.edition, state.rules.house_rules)
    return PluginError(f"{who} failed while {doing}: {what}")


def not_a_state(state: object) -> UnokitError:
    """The error for something passed where a game state belongs (a seat view, ``None``)."""
    if type(state).__name__ == "SeatView":
        return UnokitError(
            "a seat view cannot be played on or saved: it shows what one seat knows, not the "
            "game; pass the GameState"
        )
    return UnokitError(f"expected a GameState, not {type(state).__name__}")


def listed(move: Move, moves: Sequence[Move]) -> bool:
    """Whether ``moves`` lists ``move``: the same object, or one of the same type and fields.

    A move's own ``__eq__`` is not trusted, nor its fields': see
    [`find_listed`][unokit.core.legal.find_listed].
    """
    return find_listed(move, moves) is not None


def find_listed(move: object, moves: Sequence[Move]) -> Move | None:
    """The move of ``moves`` that ``move`` is, or ``None``: the way to check a caller's move.

    The very object, or a listed move of exactly the same type whose fields are exactly
    of the same types and equal (cards, which are interned, the very same card). Nothing of
    ``move`` is trusted: neither its own ``__eq__`` (a subclass could claim to equal any
    move) nor its fields' (a card-like object or an ``int`` subclass could claim to equal
    anything), and a copy of a card made without ``Card(...)`` is not a card. What comes
    back is the listed move itself, so that what a caller hands in goes no further.
    """
    if holds_itself(moves, move):
        return move  # type: ignore[return-value]  # it is one of the moves
    kind = type(move)
    fields: tuple[object, ...] | None = None
    for found in moves:
        if type(found) is kind:
            if fields is None:
                try:
                    fields = _field_values(found, move)
                except AttributeError:  # a move object built without its fields
                    return None
            if _same(_field_values(found, found), fields):
                return found
    return None


def holds_itself(moves: Sequence[Move] | None, move: object) -> bool:
    """Whether ``moves`` (``None`` for none) holds ``move`` itself, the very object.

    The quickest check of a move chosen from the list ``legal_moves`` gave.
    """
    if moves is not None:
        for listed in moves:  # not position(): a call more costs 2 % of a classic step
            if listed is move:
                return True
    return False


def position(moves: tuple[Move, ...], move: Move) -> int:
    """Where ``moves`` holds ``move`` itself (the very object), or ``-1`` if it does not."""
    at = 0  # counted by hand: enumerate's pairs cost CPython 3.11 more than an addition
    for listed in moves:
        if listed is move:
            return at
        at += 1  # noqa: SIM113 - enumerate costs more (above)
    return -1


MANY_MOVES = 64
"""A list of moves at least this long is not searched one by one by a phase's fast path:
the play is looked for among its own card's plays instead (a Wild Drawn Together at a table
of 16 has 480, found by a set of their ids, built once)."""


def face_play(move: object, moves: Sequence[Move]) -> Play | None:
    """The listed play of a two-sided card that ``move`` names by the face its player sees.

    A seat sees the face of its own two-sided cards, not their backs (see
    [`view`][unokit.view]): a play of the face ``R1`` stands for the first listed play of a
    card whose face is ``R1`` (the player cannot tell two such cards apart).
    """
    if type(move) is not Play or type(move.card) is not Card or move.card.back is not None:
        return None
    for found in moves:
        if (
            type(found) is Play
            and found.card.back is not None
            and found.card.face is move.card
            and find_listed(move, (attrs.evolve(found, card=move.card),)) is not None
        ):
            return found
    return None


def _field_values(listed: Move, move: object) -> tuple[object, ...]:
    """The values of ``move``'s fields, by the fields of the listed move's class."""
    kind = type(listed)
    getter = _FIELD_GETTERS.get(kind)
    if getter is None:
        getter = _FIELD_GETTERS[kind] = _fields_getter(kind)
    return getter(move)


#: Per move class, what reads all of a move's fields at once.
_FIELD_GETTERS: dict[type[Move], Callable[[object], tuple[object, ...]]] = {}


def _fields_getter(kind: type[Move]) -> Callable[[object], tuple[object, ...]]:
    """Reads every field of a move of class ``kind`` at once (a tuple, whatever their number)."""
    names = tuple(field.name for field in attrs.fields(kind))
    if len(names) > 1:
        many: Callable[[object], tuple[object, ...]] = attrgetter(*names)
        return many
    one = attrgetter(*names)
    return lambda move: (one(move),)


def _same(one: object, other: object) -> bool:
    """Equal values of the same exact types, tuples item by item (no ``__eq__`` of a subclass)."""
    if type(one) is not type(other):
        return False
    if type(one) is tuple:
        assert isinstance(other, tuple)
        return len(one) == len(other) and all(map(_same, one, other))
    return one is other or bool(one == other)
