"""The rules engine: legal moves and applying them.

Three functions make the whole game:

* [`legal_moves(state)`][unokit.legal_moves] lists every move any seat may make now,
  including moves out of turn (calling UNO late, catching a player who forgot it);
* [`is_legal(state, move)`][unokit.is_legal] checks one move;
* [`apply(state, move)`][unokit.apply] returns the state after the move, or raises
  [`IllegalMoveError`][unokit.IllegalMoveError] saying why the move is not allowed.

`legal_moves` is the single source of truth: `apply` accepts exactly the moves it lists.
Nothing here names an edition: card effects come from the edition's card kinds, decisions
from [`Pending`][unokit.Pending] objects.
"""

from __future__ import annotations

from collections.abc import Sequence
from functools import cache
from itertools import combinations
from typing import ClassVar

import attrs

from unokit.cards import Card, Color
from unokit.errors import IllegalMoveError, PluginError, UnokitError
from unokit.match import end_round
from unokit.moves import CallUno, CatchUno, Draw, Move, Pass, Play, SeatName, default_seat_name
from unokit.rules import Rules
from unokit.state import GameState, Pending, new_state
from unokit.table import Table

__all__ = [
    "PlayDrawnCard",
    "apply",
    "can_play",
    "finish_move",
    "holds_blocker",
    "is_legal",
    "jump_in_moves",
    "legal_moves",
    "play_card",
    "plays_of",
    "track_hand",
]


# --------------------------------------------------------------------------------------
# Legal moves
# --------------------------------------------------------------------------------------


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
        seat_sets: list[tuple[int, ...]] = (
            list(combinations(range(players), kind.names_seats)) if kind.names_seats else [()]
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
def _seat_move(cls: type[Move], player: int) -> Move:
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
    return _play_moves(rules, player, card, len(hand) == 2, players)


class _MatchingPlays(dict[Card, tuple[Play, ...]]):
    """The Play moves of each card onto one top card and colour, by one seat (strict rule aside).

    Filled on first use of each card: ``()`` for a card that does not match.
    """

    def __init__(
        self, rules: Rules, top: Card, color: Color | None, player: int, uno: bool, players: int
    ) -> None:
        super().__init__()
        self.rules = rules
        self.top = top
        self.color = color
        self.player = player
        self.uno = uno
        self.players = players

    def __missing__(self, card: Card) -> tuple[Play, ...]:
        plays: tuple[Play, ...] = ()
        if card.color is None or card.color is self.color or card.rank == self.top.rank:
            plays = _play_moves(self.rules, self.player, card, self.uno, self.players)
        self[card] = plays
        return plays


def jump_in_moves(state: GameState) -> list[Move]:
    """Plays out of turn: a card identical to the top card, by any other seat.

    Only for kinds marked ``jump_in`` (e.g. a Speed Play or Jump-In rule), and only until
    the player whose turn it is plays: during a normal turn, and while that player decides
    whether to play the card just drawn ([`PlayDrawnCard`][unokit.engine.PlayDrawnCard]).
    """
    rules = state.rules
    top = state.top_card
    if top.rank not in rules.jump_in_ranks or top.color is None:
        return []
    moves: list[Move] = []
    for seat, hand in enumerate(state.hands):
        if seat == state.current_player:
            continue
        for card in hand:
            if card.color is top.color and card.rank == top.rank:
                moves.extend(_play_moves(rules, seat, card, len(hand) == 2, state.players))
                break
    return moves


def _turn_moves(state: GameState) -> tuple[Move, ...]:
    """The moves of a normal turn: play a matching card, or draw (pass if nothing can be drawn).

    The plays are those ``plays_of`` gives for each distinct card of the hand, in hand order.
    Whether a card matches depends only on the top card and the colour in play (the strict
    Wild Draw Four rule aside), so they are looked up in ``rules.turn_cache``. The cached
    tuples of plays are joined by tuple concatenation (a copy of pointers), which is cheaper
    than iterating them, most of all for a card with hundreds of plays.
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
        for card in dict.fromkeys(hand):  # each card once, in hand order
            found = plays_of(rules, player, card, hand, top, color, players)
            if found:
                moves += found
    else:
        key = (top, color, player, len(hand) == 2, players)
        plays = rules.turn_cache.get(key)
        if plays is None:
            plays = rules.turn_cache[key] = _MatchingPlays(rules, *key)
        for found in map(plays.__getitem__, dict.fromkeys(hand)):
            if found:
                moves += found
    if state.draw_index < len(state.draw_cards) or stack[1]:  # type: ignore[misc]
        moves += (_seat_move(Draw, player),)
    elif not moves:
        moves = (_seat_move(Pass, player),)
    if rules.jump_in_ranks:
        jump_ins = jump_in_moves(state)
        if jump_ins:
            moves += tuple(jump_ins)
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
        raise _not_a_state(state)
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
        exposed = state.uno_exposed
        if exposed is not None:
            result += (_seat_move(CallUno, exposed), *_catch_moves(state.players, exposed))
    except UnokitError:
        raise
    except Exception as exc:  # edition code (a Pending's moves) failed: say whose
        doing = "listing the legal moves"
        if state.pending is not None:
            doing += f" of the decision {type(state.pending).__name__}"
        raise _plugin_failure(state, doing, exc) from exc
    object.__setattr__(state, "_legal", result)
    return result


@cache
def _catch_moves(players: int, target: int) -> tuple[CatchUno, ...]:
    return tuple(CatchUno(seat, target) for seat in range(players) if seat != target)


def is_legal(state: GameState, move: Move) -> bool:
    """Whether ``apply(state, move)`` would accept ``move``."""
    if not isinstance(state, GameState):
        raise _not_a_state(state)
    moves = legal_moves(state)
    return _listed(move, moves) or _face_play(move, moves) is not None


# --------------------------------------------------------------------------------------
# Applying moves
# --------------------------------------------------------------------------------------


def apply(state: GameState, move: Move) -> GameState:
    """Return the state after ``move``. ``state`` itself is never changed.

    Raises:
        IllegalMoveError: if ``move`` is not one of ``legal_moves(state)``; the message says
            why in players' words.
        PluginError: if the edition's code — a card effect, a pending decision, the penalty
            rule, a move class — raises an exception that is not a
            [`UnokitError`][unokit.UnokitError]. The message names the edition, the move
            and the original exception (its ``__cause__``); ``state`` is still valid.
    """
    if not isinstance(state, GameState):
        raise _not_a_state(state)
    try:
        fast = _quick_apply(state, move)
        if fast is not None:
            return fast
        moves = legal_moves(state)
        if not _listed(move, moves):
            seen = _face_play(move, moves)
            if seen is None:
                from unokit.explain import explain

                raise IllegalMoveError(explain(state, move))
            move = seen
        table = Table(state, move.player)
        kind = type(move)
        if kind is CallUno:
            table.uno_exposed = None
            return table.freeze()
        if isinstance(move, CatchUno):
            table.uno_exposed = None
            table.penalize(move.target, 2)
            return table.freeze()
        if move.begins_turn:
            table.uno_exposed = None
        pending = state.pending
        if pending is not None:
            table.pending = None
            pending.resolve(table, move)
        elif isinstance(move, Play):
            play_card(table, move)
        elif kind is Draw:
            _draw_for_turn(table, state)
        else:  # Pass: nothing can be drawn and nothing can be played
            table.passes += 1
            if table.passes >= table.players:
                end_round(table, None)
        finish_move(table)
        return table.freeze()
    except UnokitError:
        raise
    except Exception as exc:  # edition code failed: say whose, and while doing what
        if not isinstance(state, GameState) or not isinstance(move, Move):
            raise
        raise _plugin_failure(state, f"applying {_move_text(move)!r}", exc) from exc


def _quick_apply(state: GameState, move: Move) -> GameState | None:
    """The state after a common turn move, built directly; ``None`` for ``apply``'s full path.

    Covers a play of a card without effect (a number card) that does not empty the hand, a
    draw of one card from the pile without a reshuffle or a penalty rule, and keeping a card
    just drawn ([`PlayDrawnCard`][unokit.engine.PlayDrawnCard] answered with ``Pass``). The
    move is checked against the plays of its own card (the moves ``legal_moves`` lists for
    it) instead of the whole list, and the new state gets exactly the fields ``apply``'s
    full path would give it: only the hand, the piles, the colour, the seat to act and the
    UNO exposure change.
    """
    kind = type(move)
    pending = state.pending
    player = state.current_player
    if state.winners or move.player != player:
        return None
    rules = state.rules
    hands = state.hands
    hand = hands[player]
    if kind is Play:
        assert isinstance(move, Play)
        card = move.card
        if pending is not None:
            if type(pending) is not PlayDrawnCard or card is not pending.card:
                return None
        elif card not in hand:
            return None
        if rules.kinds[card.rank].on_play is not None or len(hand) == 1:
            return None
        top = state.discard_stack[0]  # type: ignore[misc]
        color = state.active_color
        if move not in plays_of(rules, player, card, hand, top, color, state.players):
            return None
        at = hand.index(card)
        left = hand[:at] + hand[at + 1 :]
        if card.color is not None:
            color = card.color
        elif move.color is not None:
            color = move.color
        return new_state(
            rules,
            state.players,
            state.seed,
            state.dealer,
            state.round_number,
            state.scores,
            state.history,
            (*hands[:player], left, *hands[player + 1 :]),
            state.draw_cards,
            state.draw_index,
            (card, state.discard_stack),
            color,
            state.direction,
            (player + state.direction) % state.players,
            None,
            player if len(left) == 1 and not move.uno else None,
            0,
            state.rng,
            state.winners,
            state.end_reason,
            None,
            state.edition_state,
        )
    if kind is Draw:
        draw_index = state.draw_index
        draw_cards = state.draw_cards
        if (
            pending is not None
            or draw_index >= len(draw_cards)
            or rules.turn_draw is not None
            or (rules.penalty_rule is not None and not _holds_play(state, player))
        ):
            return None
        card = draw_cards[draw_index]
        hand = (*hand, card)
        players = state.players
        top = state.discard_stack[0]  # type: ignore[misc]
        if plays_of(rules, player, card, hand, top, state.active_color, players):
            pending, turn = PlayDrawnCard(player, card), player
        else:
            turn = (player + state.direction) % players
    elif kind is Pass:
        if type(pending) is not PlayDrawnCard or not rules.keep_drawn or not all(hands):
            return None
        turn = (player + state.direction) % state.players
        pending = None
    else:
        return None
    return new_state(
        rules,
        state.players,
        state.seed,
        state.dealer,
        state.round_number,
        state.scores,
        state.history,
        (*hands[:player], hand, *hands[player + 1 :]),
        state.draw_cards,
        draw_index + 1 if kind is Draw else state.draw_index,
        state.discard_stack,
        state.active_color,
        state.direction,
        turn,
        pending,
        None,
        state.passes,
        state.rng,
        state.winners,
        state.end_reason,
        None,
        state.edition_state,
    )


def _plugin_failure(state: GameState, doing: str, exc: Exception) -> PluginError:
    """The error for an exception raised by an edition's code while the engine was ``doing``."""
    text = str(exc)
    what = f"{type(exc).__name__}: {text}" if text else type(exc).__name__
    return PluginError(f"edition {state.rules.edition!r} failed while {doing}: {what}")


def _move_text(move: Move) -> str:
    """``str(move)``, or its class name if even that fails (a broken move class)."""
    try:
        return str(move)
    except Exception:
        return f"<{type(move).__name__}>"


def _not_a_state(state: object) -> UnokitError:
    """The error for something passed where a game state belongs (a seat view, ``None``)."""
    if type(state).__name__ == "SeatView":
        return UnokitError(
            "a seat view cannot be played on or saved: it shows what one seat knows, not the "
            "game; pass the GameState"
        )
    return UnokitError(f"expected a GameState, not {type(state).__name__}")


def _listed(move: Move, moves: tuple[Move, ...]) -> bool:
    """Whether ``moves`` lists ``move``: the same object, or one of the same type and fields.

    A move's own ``__eq__`` is not trusted (a subclass could claim to equal any move).
    """
    for listed in moves:
        if listed is move:
            return True
    kind = type(move)
    if not isinstance(move, Move) or not attrs.has(kind):
        return False
    fields = _field_values(move)
    return any(type(listed) is kind and _same(_field_values(listed), fields) for listed in moves)


def _face_play(move: Move, moves: tuple[Move, ...]) -> Play | None:
    """The listed play of a two-sided card that ``move`` names by the face its player sees.

    A seat sees the face of its own two-sided cards, not their backs (see
    [`view`][unokit.view]): a play of the face ``R1`` stands for the first listed play of a
    card whose face is ``R1`` (the player cannot tell two such cards apart).
    """
    if type(move) is not Play or move.card.back is not None:
        return None
    for listed in moves:
        if (
            type(listed) is Play
            and listed.card.back is not None
            and listed.card.face is move.card
            and _same(_field_values(attrs.evolve(listed, card=move.card)), _field_values(move))
        ):
            return listed
    return None


def _field_values(move: Move) -> tuple[object, ...]:
    return tuple(getattr(move, field.name) for field in attrs.fields(type(move)))


def _same(one: object, other: object) -> bool:
    """Equal values of the same exact types, tuples item by item (no ``__eq__`` of a subclass)."""
    if type(one) is not type(other):
        return False
    if type(one) is tuple:
        assert isinstance(other, tuple)
        return len(one) == len(other) and all(map(_same, one, other))
    return one is other or bool(one == other)


def play_card(table: Table, move: Play) -> None:
    """Carry out ``move``: the card leaves the hand, lands on the pile and takes effect.

    Used for every play, whether in a normal turn or to settle a pending decision, so UNO
    calls, going out and card effects work the same way everywhere.
    """
    card = move.card
    table.take_from_hand(move.player, card)
    table.discard(card)
    table.previous_color = table.active_color
    if card.color is not None:
        table.active_color = card.color
    elif move.color is not None:
        table.active_color = move.color
    table.passes = 0
    track_hand(table, move)
    effect = table.rules.kinds[card.rank].on_play
    if effect is not None:
        effect(table, move)


def track_hand(table: Table, move: Play) -> None:
    """After ``move``'s card left the hand: expose a missed UNO call, or note going out."""
    left = len(table.hands[move.player])
    if left == 1 and not move.uno:
        table.uno_exposed = move.player
    elif left == 0:
        table.went_out = move.player


def _draw_for_turn(table: Table, state: GameState) -> None:
    """The turn's draw (one card, or the house rules' draw), the last card offered if playable.

    A player with no card they may play *must* draw ("If you DO NOT HAVE a matching card,
    DRAW ONE CARD"), so that draw runs the edition's penalty rule, like every draw a player
    must make ([`Table.penalize`][unokit.Table.penalize]). A player who could play and
    draws instead makes a choice: a plain draw.
    """
    player = table.player
    rules = table.rules
    if rules.turn_draw is not None:
        drawn = rules.turn_draw(table, player)
    elif rules.penalty_rule is not None and not _holds_play(state, player):
        drawn = table.penalize(player, 1)
    else:
        drawn = table.draw(player, 1)
    if not drawn:
        return
    card = drawn[-1]
    hand = table.hands[player]
    if plays_of(rules, player, card, hand, table.top_card, table.active_color, table.players):
        table.pending = PlayDrawnCard(player, card)


def can_play(table: Table, seat: int, card: Card) -> bool:
    """Whether ``seat`` could play ``card`` from its hand now, as its turn's play."""
    hand = table.hands[seat]
    return bool(
        plays_of(table.rules, seat, card, hand, table.top_card, table.active_color, table.players)
    )


def _holds_play(state: GameState, player: int) -> bool:
    """Whether ``player`` may play a card from their hand now, as their turn's play.

    Plays out of turn (jump-ins) are other seats' moves, so they do not count; in strict
    mode a Wild Draw Four that may not be played is not listed, so it does not count either.
    """
    return any(isinstance(move, Play) and move.player == player for move in legal_moves(state))


def finish_move(table: Table) -> None:
    """Decide who acts next and end the round if someone has gone out.

    The pending decision's seat acts next if there is one; otherwise ``table.next_turn`` if
    an effect set it; otherwise the seat after the mover, passing over ``table.skips`` seats.
    A player exposed for a missed UNO call who no longer holds exactly one card (a linked
    player drew with their partner) has nothing left to be caught for.
    """
    exposed = table.uno_exposed
    if exposed is not None and len(table.hands[exposed]) != 1:
        table.uno_exposed = None
    if table.pending is not None:
        table.current_player = table.pending.seat
        return
    if table.next_turn is not None:
        table.current_player = table.next_turn
    else:
        table.current_player = table.next_seat(table.player, 1 + table.skips)
    if all(table.hands):  # nobody has gone out
        return
    for seat, hand in enumerate(table.hands):
        if not hand:
            end_round(table, seat)
            table.current_player = table.pending.seat if table.pending else table.current_player
            return


@attrs.frozen
class PlayDrawnCard(Pending):
    """A player has drawn a playable card: play it now, or keep it (``Pass``).

    The player has drawn, not played, so plays out of turn (``jump_in`` card kinds) stay
    open: if another seat jumps in first, the player keeps the card drawn and play
    continues from the seat that jumped in.

    Attributes:
        seat: The player who drew.
        card: The card drawn; no other card may be played this turn. ``None`` in the views
            of the other seats, who do not see it.
    """

    turn_play: ClassVar[bool] = True
    jump_in_open: ClassVar[bool] = True

    seat: int
    card: Card | None

    def visible_to(self, seat: int) -> PlayDrawnCard:
        """The decision as ``seat`` sees it: only the drawing player sees the card."""
        return self if seat == self.seat else attrs.evolve(self, card=None)

    def check(self, state: GameState) -> None:
        """The card drawn is a card (not a view's ``None``) and the last one of the hand."""
        super().check(state)
        if self.card is None:
            raise ValueError("card: expected the card drawn, not null")
        if state.hands[self.seat][-1:] != (self.card,):
            raise ValueError(f"card: {self.card} is not the card seat {self.seat} last drew")

    def moves(self, state: GameState) -> Sequence[Move]:  # noqa: D102
        hand = state.hands[self.seat]
        assert self.card is not None, "a decision seen by another seat cannot be played"
        plays = plays_of(
            state.rules,
            self.seat,
            self.card,
            hand,
            state.top_card,
            state.active_color,
            state.players,
        )
        moves = (*plays, _seat_move(Pass, self.seat)) if state.rules.keep_drawn else plays
        if state.rules.jump_in_ranks:
            return (*moves, *jump_in_moves(state))
        return moves

    def resolve(self, table: Table, move: Move) -> None:
        """Play the card drawn, or keep it (``Pass``); or another seat's play out of turn.

        A play out of turn is carried out like any play: the turn continues from its seat.
        """
        if isinstance(move, Play):
            play_card(table, move)

    def explain(self, state: GameState, move: Move) -> str:  # noqa: D102
        if move.player != self.seat:
            if isinstance(move, Play) and state.rules.jump_in_ranks:
                return (
                    f"it is seat {self.seat}'s turn, not seat {move.player}'s (out of turn, "
                    f"only a card identical to {state.top_card} may be played)"
                )
            return super().explain(state, move)
        if isinstance(move, Play):
            if move.card != self.card:
                return (
                    f"after drawing, seat {self.seat} may only play the card just drawn "
                    f"({self.card}) or keep it"
                )
            from unokit.explain import explain_play

            reason = explain_play(state, move)
            if reason:
                return reason
        return super().explain(state, move)

    def describe(self) -> str:  # noqa: D102
        return f"play the card just drawn ({self.card}) or keep it"

    def describe_move(self, move: Move, seat_name: SeatName = default_seat_name) -> str | None:
        """``Pass`` here keeps the card just drawn."""
        if isinstance(move, Pass):
            return "keep the card just drawn and pass"
        return None
