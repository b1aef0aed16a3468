"""The quick way of the classic turn's commonest moves, set on its classes when it loads.

A number card (or classic's Skip, Reverse, Draw Two or Wild Draw Four) played, one card
drawn from the pile, a card just drawn kept, a Draw Two's or Wild Draw Four's penalty
accepted, a Wild Draw Four challenged: each builds the next state directly (see
[`Pending.quick_ways`][unokit.Pending]). ``unokit.editions`` loads this module with the
classic turn, so that every game playing it has them.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from unokit.core.cards import Card, Color
from unokit.core.legal import (
    MANY_MOVES,
    find_listed,
    holds_blocker,
    holds_itself,
    keep_legal_moves,
)
from unokit.core.moves import (
    Accept,
    Challenge,
    Draw,
    Move,
    Pass,
    Play,
)
from unokit.core.rules import Rules
from unokit.core.state import (
    PLAYED_FIELDS,
    GameState,
    QuickWay,
    QuickWays,
    Reveal,
    seat_after,
    state_maker,
)
from unokit.editions.classic import (
    CHALLENGE_FAILED,
    DrawPenalty,
    WildDrawFourResponse,
    _draw_penalty,
    _wild_draw_four_response,
    draw_two,
    reverse,
    skip,
    wild_draw_four,
)
from unokit.editions.turn import (
    ClassicTurn,
    PlayDrawnCard,
    _drawn_card_moves,
    _play_drawn_card,
)

# --------------------------------------------------------------------------------------
# The quick way
# --------------------------------------------------------------------------------------

#: The effects of classic's action cards a quick play carries out (0: none, a number card).
_SKIP, _REVERSE, _DRAW_TWO, _WILD_DRAW_FOUR = 1, 2, 3, 4

# The quick way of the commonest moves of the player to act: each builds the next state
# directly, or returns None for a move it does not cover, or the listed move itself when
# it is legal but takes the full way. A move that is itself one of the state's kept legal
# moves is legal; any other is checked against the plays of its own card instead of the
# whole list. The new state gets exactly the fields the full way would give it.

#: The state after a quick play.
_after_play = state_maker(*PLAYED_FIELDS)
#: The state after a quick draw or keep: these fields change, the others are the state's.
_after_draw = state_maker(
    "hands", "draw_index", "current_player", "pending", "uno_exposed", "reveal"
)


def _holds_listed_play(
    turn: ClassicTurn,
    rules: Rules,
    move: Play,
    hand: Sequence[Card],
    top: Card,
    color: Color | None,
    players: int,
) -> bool:
    """Whether ``move`` itself (the very object) is one of the plays of its card now.

    Instead of the state's whole list, for a list of ``MANY_MOVES`` or more (a Wild Drawn
    Together at a table of 16 has 480 plays, found by a set of their ids, built once).
    """
    plays = turn.plays_of(rules, move.card, hand, top, color, players)
    if len(plays) < MANY_MOVES:
        return holds_itself(plays, move)
    tables = turn._tables
    ids = tables.ids.get(id(plays))  # card_plays keeps the tuple alive as long as the rules
    if ids is None:
        ids = tables.ids[id(plays)] = frozenset(map(id, plays))
    return id(move) in ids


def _play_way(drawn: bool) -> QuickWay:  # noqa: C901 - its play is one flat fast path
    """The quick way of a play: in the turn, or of the card just drawn if ``drawn``.

    One body for both phases, the phase told apart by a constant of the closure (a test
    of the pending decision, or a call more, would cost every play).
    """

    def quick_play(  # noqa: C901 - one flat fast path: a call more would cost every play
        phase: ClassicTurn | PlayDrawnCard,
        state: GameState,
        move: Play,
        legal: tuple[Move, ...] | None,
    ) -> GameState | Move | None:
        """A play of a number card, or of a classic action card, keeping a card.

        A card without effect, or with one of ``_ACTIONS`` while nobody is out of the round.

        In the turn (the engine asks the turn's ways only while no decision is pending), or
        as the card just drawn (``phase`` is then the decision over it). Any other play that
        is itself one of the state's kept legal moves is legal, and goes the full way at once.
        """
        card = move.card
        if type(card) is not Card:  # before any comparison: cards compare by identity
            return None
        player = state.current_player
        hands = state.hands
        hand = hands[player]
        if not drawn:
            turn: ClassicTurn = phase  # type: ignore[assignment]
        elif type(phase) is not PlayDrawnCard or card is not phase.card:
            return None
        else:
            turn = state.rules.turns[player]  # type: ignore[assignment]
        try:
            at = hand.index(card)  # the first copy leaves the hand, as Table.take_from_hand does
        except ValueError:  # not in the hand
            return None
        if turn._tables.forbids and turn.forbids(state, move) is not None:
            return None  # the full way refuses it, with the reason
        rules = state.rules
        kind = rules.kinds[card.rank]
        effect = kind.on_play
        # Classic's Skip, Reverse, Draw Two and Wild Draw Four too, while nobody is out.
        action = 0 if effect is None else _ACTIONS.get(effect, -1) if not state.out else -1
        full_way = action < 0 or len(hand) == 1
        if full_way and legal is not None and len(legal) >= MANY_MOVES:
            top = state.discard_stack[0]  # type: ignore[misc]  # among the card's own plays
            itself = _holds_listed_play(
                turn, rules, move, hand, top, state.active_color, state.players
            )
            return move if itself else None
        itself = False
        if legal is not None:  # holds_itself, written out: a call more costs every play
            for listed in legal:
                if listed is move:
                    itself = True
                    break
        if full_way:
            return move if itself else None
        top = state.discard_stack[0]  # type: ignore[misc]
        color = state.active_color
        if not itself:
            found = find_listed(move, turn.plays_of(rules, card, hand, top, color, state.players))
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
        out = state.out
        direction = state.direction
        players = state.players
        exposed = (player,) if len(left) == 1 and not move.uno else ()
        if action:  # as play_card, the card's effect and finish_move do (nobody is out)
            return _after_action(state, action, tuple(after), card, color, exposed, kind.draws)
        return _after_play(
            state,
            tuple(after),
            (card, state.discard_stack),
            color,
            seat_after(player, direction, players, out) if out else (player + direction) % players,
            None,
            exposed,
            0,
            None,
        )

    return quick_play


#: Classic's effects a quick play carries out itself, each by its number in ``_after_action``.
_ACTIONS: dict[Callable[..., None], int] = {
    skip: _SKIP,
    reverse: _REVERSE,
    draw_two: _DRAW_TWO,
    wild_draw_four: _WILD_DRAW_FOUR,
}

#: The state after a quick Reverse: a play's fields, then the direction.
_after_reverse = state_maker(*PLAYED_FIELDS, "direction")


def _after_action(
    state: GameState,
    action: int,
    hands: tuple[tuple[Card, ...], ...],
    card: Card,
    color: Color | None,
    exposed: tuple[int, ...],
    draws: int,
) -> GameState:
    """The state after the quick play of a Skip, Reverse, Draw Two or Wild Draw Four (``action``).

    As the full way leaves it: "Skip misses the next player"; "Reverse changes direction"
    (with two players, it acts like a Skip); a Draw Two's next player must draw ``draws``
    (the card kind's) and miss the turn, which is their own move
    ([`DrawPenalty`][unokit.editions.classic.DrawPenalty]); a Wild Draw Four's next player
    accepts or challenges it
    ([`WildDrawFourResponse`][unokit.editions.classic.WildDrawFourResponse]). Nobody is out
    of the round.
    """
    player = state.current_player
    direction = state.direction
    players = state.players
    stack = (card, state.discard_stack)
    if action == _SKIP:
        to = (player + 2 * direction) % players
        return _after_play(state, hands, stack, color, to, None, exposed, 0, None)
    if action == _DRAW_TWO:
        penalty = _draw_penalty((player + direction) % players, draws)
        return _after_play(state, hands, stack, color, penalty.seat, penalty, exposed, 0, None)
    if action == _WILD_DRAW_FOUR:  # a bluff is judged on the hand kept, the colour before
        before = state.active_color
        bluff = holds_blocker(state.rules, (*hands[player], card), card, before) is not None
        response = _wild_draw_four_response((player + direction) % players, player, bluff, before)
        return _after_play(state, hands, stack, color, response.seat, response, exposed, 0, None)
    direction = -direction
    to = (player + (2 if players == 2 else 1) * direction) % players
    return _after_reverse(state, hands, stack, color, to, None, exposed, 0, None, direction)


_quick_play = _play_way(drawn=False)
_quick_drawn_play = _play_way(drawn=True)


def _quick_draw(
    turn: ClassicTurn, state: GameState, move: Draw, legal: tuple[Move, ...] | None
) -> GameState | None:
    """A turn's draw of one card from the pile, without a reshuffle or a draw of its own.

    Nor one that takes the seat to the game's hand limit (that seat leaves the round), nor
    one that must run a penalty rule acting on the seat (see ``_penalty_acts``).
    """
    player = state.current_player
    draw_index = state.draw_index
    draw_cards = state.draw_cards
    rules = state.rules
    limit = rules.hand_limit
    tables = turn._tables
    if tables.rules is not rules:
        tables.reset(rules, type(turn), ClassicTurn)
    if (
        draw_index >= len(draw_cards)  # the turn's ways are asked only while none is pending
        or not tables.classic_draw
        or (limit is not None and len(state.hands[player]) + 1 >= limit)
        or (
            rules.penalty_rule is not None
            and _penalty_acts(rules, state, player)
            and not _holds_play(turn, state, legal)
        )
    ):
        return None
    card = draw_cards[draw_index]
    hands = list(state.hands)
    hand = hands[player] = (*hands[player], card)
    players = state.players
    top = state.discard_stack[0]  # type: ignore[misc]
    plays = turn.plays_of(rules, card, hand, top, state.active_color, players)
    out = state.out
    if not plays:
        turn_to = (
            seat_after(player, state.direction, players, out)
            if out
            else (player + state.direction) % players
        )
        return _after_draw(state, tuple(hands), draw_index + 1, turn_to, None, (), None)
    after = _after_draw(
        state, tuple(hands), draw_index + 1, player, _play_drawn_card(player, card), (), None
    )
    if not tables.jump_ranks and not tables.forbids and not out:  # its moves are known
        keep_legal_moves(after, _drawn_card_moves(turn, player, plays))
    return after


def _penalty_acts(rules: Rules, state: GameState, seat: int) -> bool:
    """Whether the edition's penalty rule may act on a draw ``seat`` must make in ``state``.

    Only a rule that says for whom it acts (an ``acts_on(state, seat)`` method, as UNO
    Party!'s link has: see [`unokit_penalty_rule`][unokit.core.hookspecs.unokit_penalty_rule])
    lets a fast path build the state of such a draw; any other may act on every draw.
    """
    acts_on = getattr(rules.penalty_rule, "acts_on", None)
    return acts_on is None or bool(acts_on(state, seat))


def _holds_play(turn: ClassicTurn, state: GameState, legal: tuple[Move, ...] | None) -> bool:
    """Whether the player to act may play a card from their hand now, as the turn's play.

    ``legal`` is the state's legal moves if listed (the turn's own come first, then the
    plays out of turn, which are other seats'), else the turn lists its moves again.
    """
    seat = turn.seat
    moves = turn.moves(state) if legal is None else legal
    return any(isinstance(move, Play) and move.player == seat for move in moves)


def _quick_keep(
    decision: PlayDrawnCard, state: GameState, move: Pass, legal: tuple[Move, ...] | None
) -> GameState | None:
    """Keeping the card just drawn (``Pass``), where the turn allows it."""
    turn: ClassicTurn = state.rules.turns[decision.seat]  # type: ignore[assignment]
    out = state.out
    if not turn.keeps_drawn_card:
        return None
    if out:  # a seat out of the round holds no cards, and has not gone out
        if not all(hand for seat, hand in enumerate(state.hands) if seat not in out):
            return None
        to = seat_after(state.current_player, state.direction, state.players, out)
    elif all(state.hands):
        to = (state.current_player + state.direction) % state.players
    else:
        return None
    return _after_draw(state, state.hands, state.draw_index, to, None, (), None)


def _quick_accept(
    decision: DrawPenalty | WildDrawFourResponse,
    state: GameState,
    move: Accept,
    legal: tuple[Move, ...] | None,
) -> GameState | None:
    """A Draw Two's or Wild Draw Four's victim drawing its cards (``Accept``): the turn passes on.

    Without a reshuffle (the pile holds the cards), a hand limit or a penalty rule acting on
    the seat (``_penalty_acts``), while
    nobody is out of the round and every hand holds cards (as the decision's ``resolve``
    and ``finish_move`` then leave the state); only for the decisions of these very
    classes.
    """
    kind = type(decision)
    if (kind is not DrawPenalty and kind is not WildDrawFourResponse) or state.out:
        return None
    rules = state.rules
    if isinstance(decision, DrawPenalty):
        count = decision.count
    else:  # the card's penalty: its kind's draws (the card is on top while the answer waits)
        count = rules.kinds[state.discard_stack[0].rank].draws  # type: ignore[misc]
    start = state.draw_index
    pile = state.draw_cards
    seat = decision.seat
    if (
        rules.hand_limit is not None
        or len(pile) - start < count
        or (rules.penalty_rule is not None and _penalty_acts(rules, state, seat))
    ):
        return None
    hands = list(state.hands)
    for hand in hands:
        if not hand:
            return None
    hands[seat] = hands[seat] + pile[start : start + count]
    to = (seat + state.direction) % state.players
    return _after_draw(state, tuple(hands), start + count, to, None, (), None)


def _quick_challenge(
    decision: WildDrawFourResponse,
    state: GameState,
    move: Challenge,
    legal: tuple[Move, ...] | None,
) -> GameState | None:
    """A Wild Draw Four challenged: its player shows the hand; the loser draws, as resolved.

    "If you held the previous active color, you draw four instead; if not, the challenger
    draws six and loses their turn." A bluff caught leaves the challenger to play; the
    ``challenge_returns_card`` option takes the full way. Under the same conditions as
    ``_quick_accept``.
    """
    if type(decision) is not WildDrawFourResponse or state.out:
        return None
    rules = state.rules
    bluff = decision.bluff
    if rules.hand_limit is not None or (bluff and rules.options.challenge_returns_card):
        return None
    count = rules.kinds[state.discard_stack[0].rank].draws  # type: ignore[misc]
    seat = decision.seat
    offender = decision.offender
    drawer, count = (offender, count) if bluff else (seat, count + CHALLENGE_FAILED)
    if rules.penalty_rule is not None and _penalty_acts(rules, state, drawer):
        return None
    start = state.draw_index
    pile = state.draw_cards
    if len(pile) - start < count:
        return None
    hands = list(state.hands)
    for hand in hands:
        if not hand:
            return None
    shown = Reveal(seat, offender, hands[offender])
    hands[drawer] = hands[drawer] + pile[start : start + count]
    to = seat if bluff else (seat + state.direction) % state.players
    return _after_draw(state, tuple(hands), start + count, to, None, (), shown)


# Each passes over the seats out of the round, as the full way's ``Table.next_seat`` does.
ClassicTurn.quick_ways = QuickWays({Play: _quick_play, Draw: _quick_draw}, seats_out=True)
PlayDrawnCard.quick_ways = QuickWays({Play: _quick_drawn_play, Pass: _quick_keep}, seats_out=True)
# A Draw Two's and a Wild Draw Four's decisions: only while nobody is out (its own test).
DrawPenalty.quick_ways = QuickWays({Accept: _quick_accept})
WildDrawFourResponse.quick_ways = QuickWays({Accept: _quick_accept, Challenge: _quick_challenge})
