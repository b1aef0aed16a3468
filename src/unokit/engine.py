"""The rules engine: applying moves.

Three functions make the whole game:

* [`legal_moves(state)`][unokit.legal_moves] lists every move any seat may make now,
  including moves out of turn (calling UNO late, catching a player who forgot it);
* [`is_legal(state, move)`][unokit.is_legal] checks one move;
* [`apply(state, move)`][unokit.apply] returns the state after the move, or raises
  [`IllegalMoveError`][unokit.IllegalMoveError] saying why the move is not allowed.

The first two live in `unokit.legal` (re-exported here); this module carries
moves out. `legal_moves` is the single source of truth: `apply` accepts exactly the moves it
lists. Nothing here names an edition: card effects come from the edition's card kinds,
decisions from [`Pending`][unokit.Pending] objects.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from functools import cache
from typing import TYPE_CHECKING, Any, ClassVar

import attrs

from unokit.cards import Card
from unokit.errors import IllegalMoveError, UnokitError, _said
from unokit.explain import explain, explain_play, explain_public
from unokit.legal import (
    MANY_MOVES,
    _keep_legal,
    face_play,
    find_listed,
    holds_blocker,
    holds_itself,
    holds_play,
    is_legal,
    jump_in_moves,
    legal_moves,
    not_a_state,
    plays_of,
    plugin_failure,
    position,
    seat_move,
    without_answers,
)
from unokit.match import end_round
from unokit.moves import CallUno, CatchUno, Draw, Move, Pass, Play, SeatName, default_seat_name
from unokit.rules import Rules
from unokit.state import GameState, Pending, state_maker
from unokit.table import Table

if TYPE_CHECKING:
    import random

__all__ = [
    "UNO_PENALTY",
    "PlayDrawnCard",
    "apply",
    "can_play",
    "finish_move",
    "holds_blocker",
    "is_legal",
    "jump_in_moves",
    "legal_moves",
    "note_hand_after_play",
    "note_uno_calls",
    "play_card",
    "plays_of",
]


#: The cards a player caught not calling UNO draws: "If they do before the next player draws,
#: you draw 2 cards."
UNO_PENALTY = 2


def apply(state: GameState, move: Move) -> GameState:
    """Return the state after ``move``. ``state`` itself is never changed.

    ``move`` is compared with the legal moves by its exact type and the exact types and
    values of its fields (cards by identity), never by its own ``__eq__``; the move carried
    out is the listed one (see [`find_listed`][unokit.legal.find_listed]).

    Raises:
        IllegalMoveError: if ``move`` is not one of ``legal_moves(state)``; the message says
            why in players' words (for the mover: it may name their cards), its
            ``public_message`` without naming any hand's cards.
        PluginError: if the edition's code — a card effect, a pending decision, the penalty
            rule, a move class — raises an exception that is not a
            [`UnokitError`][unokit.UnokitError]. The message names the edition, the move
            and the original exception (its ``__cause__``); ``state`` is still valid.
    """
    if not isinstance(state, GameState):
        raise not_a_state(state)
    try:
        quick = _QUICK.get(type(move))
        # A seat is an int, nothing that only claims to equal one (a subclass).
        if (
            quick is not None
            and type(move.player) is int
            and move.player == state.current_player
            and not state.winners
            and not state.out
        ):
            fast = quick(state, move)
            if fast is not None:
                return fast
        moves = legal_moves(state)
        # The listed move itself goes the full way, never the caller's object; a seat names
        # its two-sided cards by the face it sees.
        at = position(moves, move)
        if at < 0:
            found = find_listed(move, moves) or face_play(move, moves)
            if found is None:
                raise IllegalMoveError(
                    explain(state, move), public_message=explain_public(state, move)
                )
            move = found
        return _carry_out(state, move, at)
    except UnokitError:
        raise
    except Exception as exc:  # edition code failed: say whose, and while doing what
        if not isinstance(move, Move):
            raise
        raise plugin_failure(state, f"applying '{_said(move)}'", exc) from exc


def _carry_out(state: GameState, move: Move, at: int = -1) -> GameState:
    """The full way of a legal move: copy the state onto a table, change it, freeze it.

    Except for a seat's answer to a decision that says only the decision changes (see
    [`Pending.answered`][unokit.Pending.answered]): that state is made directly. ``at`` is
    where the state's legal moves hold ``move`` itself, if known (``-1`` if not).
    """
    kind = type(move)
    if kind is CallUno or isinstance(move, CatchUno):
        table = Table(state, move.player)
        # Calling closes the caller's window; a catch closes the target's and costs two.
        called = move.target if isinstance(move, CatchUno) else move.player
        table.uno_exposed = tuple(seat for seat in table.uno_exposed if seat != called)
        if isinstance(move, CatchUno):
            table.penalize(move.target, UNO_PENALTY)
        note_uno_calls(table)
        return table.freeze()
    pending = state.pending
    if pending is not None and not move.begins_turn and not state.out:
        waiting = pending.answered(state, move)
        if waiting is not None:
            return _after_answer(state, move, waiting, at)
    table = Table(state, move.player)
    if move.begins_turn:
        table.uno_exposed = ()  # "the next turn begins": every window closes
    if pending is not None:
        table.pending = None
        pending.resolve(table, move)
    elif isinstance(move, Play):
        play_card(table, move)
    elif kind is Draw:
        _draw_for_turn(table, state)
    else:  # Pass: nothing can be drawn and nothing can be played
        table.passes += 1
        if table.passes >= len(table.seats_in_round):
            end_round(table, None)
    finish_move(table)
    return table.freeze()


# The quick way of the commonest moves of the player to act, tried before the full way: each
# builds the next state directly, or returns None for a move it does not cover. A move that
# is itself one of the state's kept legal moves is legal; any other is checked against the
# plays of its own card (the moves legal_moves lists for it) instead of the whole list. The
# new state gets exactly the fields the full way would give it.

#: The state after a quick play: these fields change, the others are the state's.
_after_play = state_maker(
    "hands",
    "discard_stack",
    "active_color",
    "current_player",
    "pending",
    "uno_exposed",
    "passes",
    "reveal",
)
#: The state after a quick draw or keep: these fields change, the others are the state's.
_after_draw = state_maker(
    "hands", "draw_index", "current_player", "pending", "uno_exposed", "reveal"
)


#: The state after one seat's answer to a decision several seats answer at once.
_answer_made = state_maker("current_player", "pending", "reveal")


def _after_answer(state: GameState, move: Move, waiting: Pending, at: int) -> GameState:
    """The state after ``move`` when the decision it answers says only the decision changes.

    See [`Pending.answered`][unokit.Pending.answered]: ``waiting`` is the decision that
    follows, and the next state's legal moves are the state's without the answering seat's
    (``without_answers``; ``move`` is at ``at`` among them, if known).
    """
    after = _answer_made(state, waiting.seat, waiting, None)
    _keep_legal(after, without_answers(state, legal_moves(state), move, at))
    return after


def _quick_play(state: GameState, move: Play) -> GameState | None:
    """A play of a card without effect (a number card) that does not empty the hand.

    In a normal turn, or as the card just drawn
    ([`PlayDrawnCard`][unokit.engine.PlayDrawnCard]). Any other play that is itself one of
    the state's kept legal moves goes the full way at once, its legality known.
    """
    card = move.card
    if type(card) is not Card:  # before any comparison: cards compare by identity
        return None
    player = state.current_player
    hands = state.hands
    hand = hands[player]
    pending = state.pending
    if pending is not None and (type(pending) is not PlayDrawnCard or card is not pending.card):
        return None
    try:
        at = hand.index(card)  # the first copy leaves the hand, as Table.take_from_hand does
    except ValueError:  # not in the hand
        return None
    rules = state.rules
    legal = state._legal
    if rules.kinds[card.rank].on_play is not None or len(hand) == 1:
        if legal is not None and len(legal) >= MANY_MOVES:  # among the card's own plays
            top = state.discard_stack[0]  # type: ignore[misc]
            itself = holds_play(rules, move, hand, top, state.active_color, state.players)
        else:
            itself = holds_itself(legal, move)
        return _carry_out(state, move) if itself else None
    itself = holds_itself(legal, move)
    top = state.discard_stack[0]  # type: ignore[misc]
    color = state.active_color
    if not itself:
        plays = plays_of(rules, player, card, hand, top, color, state.players)
        found = find_listed(move, plays)
        if found is None:
            return None
        move = found  # type: ignore[assignment]  # a play of the card: the listed one
    left = hand[:at] + hand[at + 1 :]
    if card.color is not None:
        color = card.color
    elif move.color is not None:
        color = move.color
    after = list(hands)  # quicker than joining slices of the tuple
    after[player] = left
    return _after_play(
        state,
        tuple(after),
        (card, state.discard_stack),
        color,
        (player + state.direction) % state.players,
        None,
        (player,) if len(left) == 1 and not move.uno else (),
        0,
        None,
    )


def _quick_draw(state: GameState, move: Draw) -> GameState | None:
    """A turn's draw of one card from the pile, without a reshuffle or a house rule's draw.

    Nor one that takes the seat to the game's hand limit: that seat leaves the round.
    """
    player = state.current_player
    draw_index = state.draw_index
    draw_cards = state.draw_cards
    rules = state.rules
    limit = rules.hand_limit
    if (
        state.pending is not None
        or draw_index >= len(draw_cards)
        or rules.turn_draw is not None
        or (limit is not None and len(state.hands[player]) + 1 >= limit)
        or (rules.penalty_rule is not None and not _holds_play(state, player))
    ):
        return None
    card = draw_cards[draw_index]
    hands = list(state.hands)
    hand = hands[player] = (*hands[player], card)
    players = state.players
    top = state.discard_stack[0]  # type: ignore[misc]
    plays = plays_of(rules, player, card, hand, top, state.active_color, players)
    if not plays:
        turn = (player + state.direction) % players
        return _after_draw(state, tuple(hands), draw_index + 1, turn, None, (), None)
    after = _after_draw(
        state, tuple(hands), draw_index + 1, player, _play_drawn_card(player, card), (), None
    )
    if not rules.jump_in_ranks:  # its legal moves are known: keep them with it
        _keep_legal(after, _drawn_card_moves(rules, player, plays))
    return after


def _quick_keep(state: GameState, move: Pass) -> GameState | None:
    """Keeping the card just drawn ([`PlayDrawnCard`][unokit.engine.PlayDrawnCard] and Pass)."""
    if (
        type(state.pending) is not PlayDrawnCard
        or not state.rules.keep_drawn
        or not all(state.hands)
    ):
        return None
    turn = (state.current_player + state.direction) % state.players
    return _after_draw(state, state.hands, state.draw_index, turn, None, (), None)


_QUICK: dict[type[Move], Callable[[GameState, Any], GameState | None]] = {
    Play: _quick_play,
    Draw: _quick_draw,
    Pass: _quick_keep,
}


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
    note_hand_after_play(table, move)
    effect = table.rules.kinds[card.rank].on_play
    if effect is not None:
        effect(table, move)


def note_hand_after_play(table: Table, move: Play) -> None:
    """After ``move``'s card left the hand: note an UNO call made with it, or going out.

    For an edition's own way of playing a card (a card added to a pile of its own, say):
    [`play_card`][unokit.engine.play_card] calls it for every ordinary play. Who must still
    call UNO is decided when the move is over (see
    [`note_uno_calls`][unokit.engine.note_uno_calls]), after every effect of the card.
    """
    if move.uno:
        table.uno_called = move.player
    elif not table.hands[move.player]:
        table.went_out = move.player


def note_uno_calls(table: Table) -> None:
    """After a move: who holds one card without having called UNO, and can be caught.

    Every seat that this move left holding exactly one card, other than the one card it
    held before (cards turned over count as the same cards), must call UNO: the player who
    played down to one card without calling it with the play, and anyone a card's effect
    left holding one card (a hand received in a swap or a pass, cards thrown away...).
    Seven-O as widely played: "If via this exchange a player receives a hand of only one
    card they must still call 'UNO' or risk drawing two penalty cards." A call made with
    the play covers its player's hand after the card's effects. A seat still exposed from
    earlier (a window not closed yet) stays so while it holds one card; a seat holding more
    (a linked player drew with their partner) has nothing left to be caught for.
    """
    hands = table.hands
    if 1 not in map(len, hands):  # a loop in C: most moves leave nobody holding one card
        table.uno_exposed = ()
        return
    before = table.hands_before
    as_dealt = table.rules.as_dealt
    exposed = [seat for seat in table.uno_exposed if len(hands[seat]) == 1]
    for seat, hand in enumerate(hands):
        if len(hand) != 1 or seat == table.uno_called or seat in exposed:
            continue
        held = before[seat] if seat < len(before) else ()
        if hand is not held and (len(held) != 1 or as_dealt(held[0]) is not as_dealt(hand[0])):
            exposed.append(seat)
    table.uno_exposed = tuple(sorted(exposed))


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
    if not drawn or player in table.out:
        return
    card = drawn[-1]
    hand = table.hands[player]
    if plays_of(rules, player, card, hand, table.top_card, table.active_color, table.players):
        table.pending = _play_drawn_card(player, card)


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
    an effect set it; otherwise the seat after the mover, passing over ``table.skips`` seats
    (and over seats out of the round). Who must call UNO is noted first
    ([`note_uno_calls`][unokit.engine.note_uno_calls]). A round is won by the player who
    has gone out, or by the last seat left when every other is out of the round.
    """
    note_uno_calls(table)
    out = table.out
    if out and len(out) >= table.players - 1:
        _last_seat_standing(table)
        return
    if table.pending is not None:
        table.current_player = table.pending.seat
        return
    if table.next_turn is not None:
        table.current_player = table.next_turn
        if out and table.current_player in out:
            table.current_player = table.next_seat(table.current_player)
    else:
        table.current_player = table.next_seat(table.player, 1 + table.skips)
    if all(table.hands):  # nobody has gone out
        return
    for seat, hand in enumerate(table.hands):
        if not hand and seat not in out:
            end_round(table, seat)
            table.current_player = table.pending.seat if table.pending else table.current_player
            return


def _last_seat_standing(table: Table) -> None:
    """Every seat but one is out of the round: the last one left wins it.

    UNO Show 'em No Mercy: a round is won "by being the last player left". Whatever the
    game was waiting for is over; the winner's own cards count for nothing, as a player
    who has gone out holds none.
    """
    (winner,) = table.seats_in_round
    table.pending = None
    end_round(table, winner)
    table.current_player = table.pending.seat if table.pending else winner


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
        """The card drawn is a card (not a view's ``None``), the last of the hand, playable.

        The decision is only made for a card its player may play now, and nothing played
        while it waits changes that.
        """
        super().check(state)
        if self.card is None:
            raise ValueError("card: expected the card drawn, not null")
        hand = state.hands[self.seat]
        if hand[-1:] != (self.card,):
            raise ValueError(f"card: {self.card} is not the card seat {self.seat} last drew")
        top = state.top_card
        if not plays_of(
            state.rules, self.seat, self.card, hand, top, state.active_color, state.players
        ):
            raise ValueError(f"card: {self.card} cannot be played on {top} now")

    def complete(self, state: GameState, seat: int, rng: random.Random) -> PlayDrawnCard:
        """The card drawn is the last card of the player's hand (whoever looks)."""
        return attrs.evolve(self, card=state.hands[self.seat][-1])

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
        moves = _drawn_card_moves(state.rules, self.seat, plays)
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


def _drawn_card_moves(rules: Rules, seat: int, plays: tuple[Play, ...]) -> tuple[Move, ...]:
    """The moves of a seat that drew a playable card: its plays, then keeping it (``Pass``).

    Plays out of turn aside (see [`PlayDrawnCard.moves`][unokit.engine.PlayDrawnCard.moves]).
    """
    return (*plays, seat_move(Pass, seat)) if rules.keep_drawn else plays


#: The decision after drawing a playable card, built once per seat and card.
_play_drawn_card = cache(PlayDrawnCard)

track_hand = note_hand_after_play
"""The former name of [`note_hand_after_play`][unokit.engine.note_hand_after_play], kept so
that plugins written against it still work."""
