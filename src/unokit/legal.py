"""The legal moves: listing every move any seat may make, checking one.

[`legal_moves(state)`][unokit.legal_moves] is the single source of truth: [`apply`][unokit.apply]
accepts exactly the moves it lists. The plays of each card are built once per seat, card and
player count and shared by every state that lists them; a state's list is computed once and
kept with it. Nothing here names an edition: what a card names comes from its kind, the moves
of a decision from its [`Pending`][unokit.Pending] object.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from functools import cache
from itertools import combinations
from operator import attrgetter

import attrs

from unokit.cards import Card, Color
from unokit.errors import PluginError, UnokitError, _plugins_named
from unokit.moves import CallUno, CatchUno, Draw, Move, Pass, Play
from unokit.rules import Rules
from unokit.state import GameState

__all__ = [
    "bluff_plays",
    "face_play",
    "find_listed",
    "holds_blocker",
    "holds_itself",
    "holds_play",
    "is_legal",
    "jump_in_moves",
    "legal_moves",
    "listed",
    "not_a_state",
    "play_variants",
    "plays",
    "plays_of",
    "plugin_failure",
    "position",
    "seat_move",
    "without_answers",
]


def _play_moves(rules: Rules, player: int, card: Card, uno: bool, players: int) -> tuple[Play, ...]:
    """The Play moves of one card: one per choice its kind asks for, with and without UNO.

    A Wild names a colour (unless its kind says otherwise), some kinds name a mark or seats.
    Built once per seat, card and player count, then kept in ``rules.play_cache``.
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


def plays_of(
    rules: Rules,
    player: int,
    card: Card,
    hand: Sequence[Card],
    top: Card,
    color: Color | None,
    players: int,
) -> tuple[Play, ...]:
    """The legal Play moves of ``card`` from ``hand`` onto ``top`` with ``color`` in play.

    A card is playable when it is Wild, has the colour in play, or has the top card's rank
    (number or symbol). In strict mode a restricted card (Wild Draw Four) is not playable
    while the hand holds a blocker. ``players`` is the number of players (for cards that
    name seats).
    """
    if card.color is None:
        if (
            rules.strict_wild_draw_four
            and rules.kinds[card.rank].restricted
            and holds_blocker(rules, hand, card, color) is not None
        ):
            return ()
    elif card.color is not color and card.rank != top.rank:
        return ()
    uno = len(hand) == 2
    moves = rules.play_cache.get((player, card, uno, players))
    return _play_moves(rules, player, card, uno, players) if moves is None else moves


def plays(state: GameState, seat: int, card: Card) -> tuple[Play, ...]:
    """The plays of ``card`` from the hand of ``seat`` as its turn's play in ``state``.

    Every variant of the play (the colour a Wild names, a mark, the seats named, the UNO
    call with the next-to-last card), or ``()`` if the card does not match the top card
    and the colour in play (or, in strict mode, is a Wild Draw Four the hand blocks). For a
    decision's ``moves`` that offers the turn's plays of some cards (say, only those that
    stack on a draw card).
    """
    return plays_of(
        state.rules,
        seat,
        card,
        state.hands[seat],
        state.top_card,
        state.active_color,
        state.players,
    )


def play_variants(state: GameState, seat: int, card: Card) -> tuple[Play, ...]:
    """Every play of ``card`` by ``seat``, whether or not it matches the top card.

    One per choice its kind asks for (the colour a Wild names, a mark, the seats named) and,
    with the next-to-last card, with and without the UNO call: for a decision that lets a
    card be played on something it does not match (a draw card of any colour answering a
    stack, say).
    """
    hand = state.hands[seat]
    return _play_moves(state.rules, seat, card, len(hand) == 2, state.players)


def jump_in_moves(state: GameState) -> list[Move]:
    """Plays out of turn: a card identical to the top card, by any other seat.

    Only for kinds marked ``jump_in`` (e.g. a Speed Play or Jump-In rule), and only until
    the player whose turn it is plays: during a normal turn, and while that player decides
    whether to play the card just drawn ([`PlayDrawnCard`][unokit.engine.PlayDrawnCard]).
    The hands holding such a card are found by a set test (``rules.twins_cache``), so a
    16-player table is not searched card by card.
    """
    rules = state.rules
    top = state.top_card
    if top.rank not in rules.jump_in_ranks or top.color is None:
        return []
    twins = rules.twins_cache.get(top)
    if twins is None:
        twins = rules.twins_cache[top] = frozenset(
            card
            for card in (top, *rules.points)
            if card.color is top.color and card.rank == top.rank
        )
    moves: list[Move] = []
    for seat, hand in enumerate(state.hands):
        if seat == state.current_player or twins.isdisjoint(hand):  # a loop in C
            continue
        for card in hand:
            if card in twins:
                moves.extend(_play_moves(rules, seat, card, len(hand) == 2, state.players))
                break
    return moves


#: Each seat's draw as a one-move tuple, to join to the plays of a turn (built once).
_DRAWS: dict[int, tuple[Move, ...]] = {}


def _strict_plays(
    rules: Rules, player: int, hand: tuple[Card, ...], top: Card, color: Color | None, players: int
) -> tuple[Move, ...]:
    """The plays of a turn under the strict Wild Draw Four rule, which looks at the whole hand."""
    moves: tuple[Move, ...] = ()
    for card in dict.fromkeys(hand):  # each card once, in hand order
        moves += plays_of(rules, player, card, hand, top, color, players)
    return moves


def _turn_moves(state: GameState) -> tuple[Move, ...]:
    """The moves of a normal turn: play a matching card, or draw (pass if nothing can be drawn).

    The plays are those ``plays_of`` gives for each distinct card of the hand, in hand order.
    Whether a card matches depends only on the top card and the colour in play (the strict
    Wild Draw Four rule aside), so they are looked up in ``rules.turn_cache``, card by card
    (most cards do not match, and only a matching card is checked for a second copy). The
    cached tuples of plays are joined by tuple concatenation (a copy of pointers), which is
    cheaper than iterating them, most of all for a card with hundreds of plays.
    """
    player = state.current_player
    hand = state.hands[player]
    rules = state.rules
    stack = state.discard_stack
    top: Card = stack[0]  # type: ignore[misc]
    color = state.active_color
    players = state.players
    moves: tuple[Move, ...] = ()
    if rules.strict_wild_draw_four:
        moves = _strict_plays(rules, player, hand, top, color, players)
    else:
        key = (top, color, player, len(hand) == 2, players)
        plays = rules.turn_cache.get(key)
        if plays is None:
            plays = rules.turn_cache[key] = {}
        seen: set[Card] | None = None
        for card in hand:
            try:
                found = plays[card]  # a plain dict: the quickest lookup there is
            except KeyError:  # the first time this card meets this top card and colour
                found = plays[card] = plays_of(rules, player, card, hand, top, color, players)
            if found:
                # A second copy of a card adds no move: only the few matching cards are checked.
                if seen is None:
                    seen = {card}
                elif card in seen:
                    continue
                else:
                    seen.add(card)
                moves += found
    if state.draw_index < len(state.draw_cards) or stack[1]:  # type: ignore[misc]
        draw = _DRAWS.get(player)
        if draw is None:
            draw = _DRAWS[player] = (seat_move(Draw, player),)
        moves += draw
    elif not moves:
        moves = (seat_move(Pass, player),)
    if rules.jump_in_ranks:
        moves += tuple(jump_in_moves(state))
    return moves


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
            result = _turn_moves(state)
        for exposed in state.uno_exposed:
            result += (seat_move(CallUno, exposed), *_catch_moves(state.players, exposed))
        if state.out and not (state.pending is not None and state.pending.closes_round):
            # Until the next deal: the round is over, and the next dealer deals, out or not.
            result = _without_seats_out(result, frozenset(state.out))
    except UnokitError:
        raise
    except Exception as exc:  # edition code (a Pending's moves) failed: say whose
        doing = "listing the legal moves"
        if state.pending is not None:
            doing += f" of the decision {type(state.pending).__name__}"
        raise plugin_failure(state, doing, exc) from exc
    _keep_legal(state, result)
    return result


#: Stores a state's legal moves in its cache slot: the slot's own setter, which a frozen
#: class's ``__setattr__`` does not go through (``object.__setattr__`` would, more slowly).
#: Only for the moves ``legal_moves`` would list: the engine keeps them with a state it has
#: just made when it knows them already.
_keep_legal: Callable[[GameState, tuple[Move, ...]], None] = vars(GameState)["_legal"].__set__


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


def _without_seats_out(moves: tuple[Move, ...], out: frozenset[int]) -> tuple[Move, ...]:
    """``moves`` without those of seats out of the round, or naming or aimed at one.

    A seat out of the round has no move, and no card or decision can name it: one rule
    for every plugin's moves (the seats a play names, the target of a seat move).
    """
    kept: list[Move] = []
    for move in moves:
        if move.player in out:
            continue
        if type(move) is Play:
            if move.seats and not out.isdisjoint(move.seats):
                continue
        elif type(move) not in _SEATLESS and (
            not out.isdisjoint(getattr(move, "seats", ())) or getattr(move, "target", None) in out
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
    [`find_listed`][unokit.legal.find_listed].
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
    for at, listed in enumerate(moves):
        if listed is move:
            return at
    return -1


#: A list of moves at least this long is not searched one by one for a play: the play is
#: looked for among its own card's plays (a Wild Drawn Together at a table of 16 has 480,
#: found by a set of their ids, built once).
MANY_MOVES = 64


def holds_play(
    rules: Rules,
    move: Play,
    hand: Sequence[Card],
    top: Card,
    color: Color | None,
    players: int,
) -> bool:
    """Whether ``move`` itself (the very object) is one of the plays of its card now.

    The plays ``plays_of`` gives for the card from ``hand`` onto ``top`` with ``color`` in
    play: the plays of a turn (or of a card just drawn) a state lists. Instead of the
    state's whole list, for a list of ``MANY_MOVES`` or more.
    """
    plays = plays_of(rules, move.player, move.card, hand, top, color, players)
    if len(plays) < MANY_MOVES:
        return holds_itself(plays, move)
    # Keyed by the tuple's id: rules.play_cache keeps the tuple alive as long as this table.
    ids = rules.play_ids.get(id(plays))
    if ids is None:
        ids = rules.play_ids[id(plays)] = frozenset(map(id, plays))
    return id(move) in ids


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
