"""The rules engine: applying moves.

Three functions make the whole game:

* [`legal_moves(state)`][unokit.legal_moves] lists every move any seat may make now,
  including moves out of turn (calling UNO late, catching a player who forgot it);
* [`is_legal(state, move)`][unokit.is_legal] checks one move;
* [`apply(state, move)`][unokit.apply] returns the state after the move, or raises
  [`IllegalMoveError`][unokit.IllegalMoveError] saying why the move is not allowed.

The first two live in `unokit.core.legal` (re-exported here); this module carries
moves out. `legal_moves` is the single source of truth: `apply` accepts exactly the moves it
lists. Nothing here names an edition, nor knows a rule of the turn: the moves and what they
do come from the phase the game is in (``state.phase``: the pending decision, or the turn the
edition supplies), card effects from the edition's card kinds.
"""

from __future__ import annotations

import types
from typing import NoReturn

from unokit.core._cardcount import CARDS_GAINED
from unokit.core._pluginstates import state_problem
from unokit.core.errors import IllegalMoveError, PluginError, UnokitError, _plugins_named, _said
from unokit.core.explain import explain, explain_public
from unokit.core.legal import (
    _keep_legal,
    face_play,
    find_listed,
    holds_blocker,
    is_legal,
    legal_moves,
    not_a_state,
    plugin_failure,
    position,
    without_answers,
)
from unokit.core.match import end_round
from unokit.core.moves import CallUno, CatchUno, Move, Play
from unokit.core.state import GameState, Pending, state_maker
from unokit.core.table import Table

__all__ = [
    "UNO_PENALTY",
    "apply",
    "finish_move",
    "holds_blocker",
    "is_legal",
    "legal_moves",
    "note_hand_after_play",
    "note_uno_calls",
    "play_card",
]


#: The cards a player caught not calling UNO draws: "If they do before the next player draws,
#: you draw 2 cards."
UNO_PENALTY = 2


#: ``dict.get`` itself, for a phase's ``QuickWays`` (a dict subclass, whose own method
#: lookup costs more than the call).
_way_of = dict.get
#: A decision's fast path bound to it, as the turn's are (``types.MethodType``).
_bound = types.MethodType
#: ``Pending.answered`` as every decision but those several seats answer at once has it.
_answers_nothing = Pending.answered


def apply(state: GameState, move: Move) -> GameState:
    """Return the state after ``move``. ``state`` itself is never changed.

    ``move`` is compared with the legal moves by its exact type and the exact types and
    values of its fields (cards by identity), never by its own ``__eq__``; the move carried
    out is the listed one (see [`find_listed`][unokit.core.legal.find_listed]).

    Raises:
        IllegalMoveError: if ``move`` is not one of ``legal_moves(state)``; the message says
            why in players' words (for the mover: it may name their cards), its
            ``public_message`` without naming any hand's cards.
        PluginError: if the edition's code — a card effect, a phase, the penalty rule, a
            move class — raises an exception that is not a
            [`UnokitError`][unokit.UnokitError]. The message names the edition, the move
            and the original exception (its ``__cause__``); ``state`` is still valid.
    """
    if not isinstance(state, GameState):
        raise not_a_state(state)
    try:
        # The phase's fast path, for a move of the seat to act: a new state, the listed
        # move, or None. A seat is an int, never something that only claims to equal one:
        # seats are small ints, so the seat to act's own int object is the one to match;
        # a phase whose ways take any seat's move (QuickWays.any_seat) finds the move
        # itself among the listed ones. The turn's ways are bound to it (Rules.seat_ways);
        # a decision's, bound here. While a seat is out of the round, only ways that pass
        # over it (QuickWays.seats_out of the phase, the bound way's __self__).
        pending = state.pending
        if pending is None:
            way = state.rules.seat_ways[state.current_player].get(type(move))
        else:
            way = _way_of(pending.quick_ways, type(move))  # None for what is not a move
            if way is not None:
                way = _bound(way, pending)
        if (
            way is not None
            and (
                move.player is state.current_player or way.__self__.quick_ways.any_seat  # type: ignore[attr-defined]
            )
            and not state.winners
            and (not state.out or way.__self__.quick_ways.seats_out)  # type: ignore[attr-defined]
        ):
            fast = way(state, move, state._legal)
            if type(fast) is GameState:
                return fast
            if fast is not None:
                return _carry_out(state, fast)
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

    The phase the move belongs to carries it out: the pending decision, or the turn. Except
    for a late UNO call and a catch, the engine's own moves out of turn, and for a seat's
    answer to a decision that says only the decision changes (see
    [`Pending.answered`][unokit.Pending.answered]): that state is made directly. ``at`` is
    where the state's legal moves hold ``move`` itself, if known (``-1`` if not).
    """
    try:
        kind = type(move)
        if kind is CallUno or isinstance(move, CatchUno):
            table = Table(state, move.player)
            # Calling closes the caller's window; a catch closes the target's and costs two.
            called = move.target if isinstance(move, CatchUno) else move.player
            table.uno_exposed = tuple(seat for seat in table.uno_exposed if seat != called)
            if isinstance(move, CatchUno):
                state.rules.turns[move.target].draw_penalty(table, UNO_PENALTY)
            note_uno_calls(table)
            if table.edition_state is not state.edition_state or (
                table.house_rule_states is not state.house_rule_states
            ):
                _check_states(state, table, move)
            after = table.freeze()
            if state.rules.counts_cards and CARDS_GAINED[state.players](state, after):
                _refuse_count(state, after, move)
            return after
        pending = state.pending
        if (
            pending is not None
            and type(pending).answered is not _answers_nothing  # the default: not asked
            and not move.begins_turn
            and not state.out
        ):
            waiting = pending.answered(state, move)
            if waiting is not None:
                return _after_answer(state, move, waiting, at)
        table = Table(state, move.player)
        if move.begins_turn:
            table.uno_exposed = ()  # "the next turn begins": every window closes
        if pending is not None:
            table.pending = None
            pending.resolve(table, move)
        else:
            state.rules.turns[state.current_player].resolve(table, move)
        finish_move(table)
        # A plugin wrote a state: of its type, immutable. (A value of the edition's own
        # frozen class, as UNO Party!'s link, passes at once: see ``_check_states``.)
        written = table.edition_state
        if table.house_rule_states is not state.house_rule_states or (
            written is not state.edition_state
            and written is not None
            and type(written) is not state.rules.edition_state_type
        ):
            _check_states(state, table, move)
        after = table.freeze()
        # Every card held, where the rules count them (a plugin of another package plays).
        if state.rules.counts_cards and CARDS_GAINED[state.players](state, after):
            _refuse_count(state, after, move)
        return after
    except IllegalMoveError as exc:
        # Plugin code refused a move its own listing gave: the plugin is at fault.
        raise PluginError(
            f"{_plugins_named(state.rules.edition, state.rules.house_rules)} refused "
            f"'{_said(move)}', a move legal_moves listed: {_said(exc, 240)} (a move that may "
            "not be made is left out of the listing; carrying out a listed one never raises "
            "IllegalMoveError)"
        ) from exc


def _refuse_count(state: GameState, after: GameState, move: Move) -> NoReturn:
    """Refuse ``move``: the state it made of ``state`` the full way, ``after``, made or lost cards.

    The engine counts where the rules say so ([`Rules.counts_cards`][unokit.Rules]: a game
    with a plugin that is not one of unokit's own), only on the full way, where a plugin's
    code ran; a phase's fast path builds its state without a table, as exactly the full way
    would. See ``unokit.core._cardcount``.

    Raises:
        PluginError: always, naming the plugins and how many cards were made or lost.
    """
    gained = CARDS_GAINED[state.players](state, after)
    change = f"made {gained}" if gained > 0 else f"lost {-gained}"
    raise PluginError(
        f"{_plugins_named(state.rules.edition, state.rules.house_rules)} {change} "
        f"card{'s' if abs(gained) != 1 else ''} while applying '{_said(move)}': a move "
        "only moves cards between the hands, the piles and the decisions that hold some"
    )


def _check_states(state: GameState, table: Table, move: Move) -> None:
    """The plugins' states a move wrote: each of its plugin's declared type, immutable.

    Called only when a move changed a plugin's state (``_carry_out`` compares the fields
    by identity), so a move that writes none costs two comparisons.

    Raises:
        PluginError: naming the plugin whose state is not of its declared type, or can be
            changed (see ``unokit.core._pluginstates``).
    """
    rules = state.rules
    before = (state.edition_state, *(state.house_rule_states or (None,) * len(rules.house_rules)))
    after = (table.edition_state, *(table.house_rule_states or (None,) * len(rules.house_rules)))
    for index, (old, new) in enumerate(zip(before, after, strict=False)):
        if new is old:
            continue
        problem = state_problem(rules, index, new, deep=False)
        if problem is not None:
            raise PluginError(f"while applying '{_said(move)}', {problem}")


#: The state after one seat's answer to a decision several seats answer at once.
_answer_made = state_maker("current_player", "pending", "reveal")


def _after_answer(state: GameState, move: Move, waiting: Pending, at: int) -> GameState:
    """The state after ``move`` when the decision it answers says only the decision changes.

    See [`Pending.answered`][unokit.Pending.answered]: ``waiting`` is the decision that
    follows, and the next state's legal moves are the state's without the answering seat's
    (``without_answers``; ``move`` is at ``at`` among them, if known).
    """
    after = _answer_made(state, waiting.seat, waiting, None)
    if state.rules.counts_cards and CARDS_GAINED[state.players](state, after):
        _refuse_count(state, after, move)
    _keep_legal(after, without_answers(state, legal_moves(state), move, at))
    return after


def play_card(table: Table, move: Play) -> None:
    """Carry out ``move``: the card leaves the hand, lands on the pile and takes effect.

    Used for every play, whether in a normal turn or to settle a pending decision, so UNO
    calls, going out and card effects work the same way everywhere.
    """
    card = move.card
    player = move.player
    # Table.take_from_hand, Table.discard and note_hand_after_play, written out: every play
    # the engine carries out on a table comes here.
    hand = table.hands[player]
    at = hand.index(card)
    left = table.hands[player] = hand[:at] + hand[at + 1 :]
    table.discard_stack = (card, table.discard_stack)
    table.previous_color = table.active_color
    if card.color is not None:
        table.active_color = card.color
    elif move.color is not None:
        table.active_color = move.color
    table.passes = 0
    if move.uno:
        table.uno_called = player
    elif not left:
        table.went_out = player
    effect = table.rules.kinds[card.rank].on_play
    if effect is not None:
        effect(table, move)


def note_hand_after_play(table: Table, move: Play) -> None:
    """After ``move``'s card left the hand: note an UNO call made with it, or going out.

    For an edition's own way of playing a card (a card added to a pile of its own, say):
    [`play_card`][unokit.core.engine.play_card] calls it for every ordinary play. Who must still
    call UNO is decided when the move is over (see
    [`note_uno_calls`][unokit.core.engine.note_uno_calls]), after every effect of the card.
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
    for hand in hands:  # most moves leave nobody holding one card (see finish_move)
        if len(hand) == 1:
            break
    else:
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


def finish_move(table: Table) -> None:
    """Decide who acts next and end the round if someone has gone out.

    The pending decision's seat acts next if there is one; otherwise ``table.next_turn`` if
    an effect set it; otherwise the seat after the mover, passing over ``table.skips`` seats
    (and over seats out of the round). Who must call UNO is noted first
    ([`note_uno_calls`][unokit.core.engine.note_uno_calls]). A round is won by the player who
    has gone out, or by the last seat left when every other is out of the round; it is void
    when every seat in it has passed in a row (``table.passes``: nothing could be drawn and
    nobody could play).
    """
    # note_uno_calls's own first test, without a call. A loop of Python: its specialised
    # len and comparison cost CPython 3.11 less than `1 in map(len, hands)` does in C.
    for hand in table.hands:
        if len(hand) == 1:
            note_uno_calls(table)
            break
    else:
        table.uno_exposed = ()
    out = table.out
    if out and len(out) >= table.players - 1:
        _last_seat_standing(table)
        return
    if table.passes and table.passes >= len(table.seats_in_round):
        # "If no one can play and the draw pile cannot be refilled, void that round".
        end_round(table, None)
    if table.pending is not None:
        table.current_player = table.pending.seat
        return
    if table.next_turn is not None:
        table.current_player = table.next_turn
        if out and table.current_player in out:
            table.current_player = table.next_seat(table.current_player)
    elif not out:  # as next_seat counts, without a call
        table.current_player = (table.player + (1 + table.skips) * table.direction) % table.players
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


track_hand = note_hand_after_play
"""The former name of [`note_hand_after_play`][unokit.core.engine.note_hand_after_play], kept so
that plugins written against it still work."""
