"""The classic turn: play a card that matches, or draw; the building block of every turn.

UNO's instruction sheet: "Match the top card by number, color or symbol, or play a Wild.
If you cannot play, or choose not to, draw exactly one card from the draw pile; if the
drawn card can be played, you may play it immediately." A
[`ClassicTurn`][unokit.editions.turn.ClassicTurn] is that phase; the card just drawn is the
[`PlayDrawnCard`][unokit.editions.turn.PlayDrawnCard] decision it opens.

An edition supplies its turn from the [`unokit_turn`][unokit.core.hookspecs.unokit_turn] hook; a
turn that differs from classic's in a step subclasses ``ClassicTurn`` and overrides that step:

* ``plays_of``: which plays of a card the turn allows (classic: a Wild, or a card of the
  colour or the symbol in play; a Wild Draw Four only without a blocker in strict mode);
* ``draw``: what the turn's draw takes into the hand (classic: one card);
* ``after_draw``: what the cards drawn allow (classic: the last one may be played at once);
* ``keeps_drawn_card``: whether a playable card just drawn may be kept (classic: yes);
* ``out_of_turn_moves``: the plays it leaves open to the other seats (cards whose kind
  ``jump_in``s);
* ``forbids``: why the game as it stands forbids a play its card allows (classic: never;
  UNO Party!: linking the players already linked), and ``forbids_in``: in which games it
  is asked at all (UNO Party!: rules version 5 on);
* ``describe_move``: its words for its moves (classic: "draw a card").

A house rule that changes the turn wraps the hook and returns the turn it is given with a
step of its own (see [`with_rule`][unokit.editions.turn.with_rule]). Everything here uses
only the author surface ([`unokit.plugin`][unokit.plugin]), as a third party's turn would.
"""

from __future__ import annotations

from collections.abc import Sequence
from functools import cache
from typing import TYPE_CHECKING, ClassVar

import attrs

from unokit.core.cards import Card, Color
from unokit.core.engine import play_card
from unokit.core.legal import card_plays, holds_blocker
from unokit.core.moves import Draw, Move, Pass, Play, SeatName, default_seat_name
from unokit.core.rules import Rules
from unokit.core.state import GameState, Pending, Turn
from unokit.core.table import Table
from unokit.editions._turntables import _Tables
from unokit.editions.refusals import explain_play, explain_turn

if TYPE_CHECKING:
    import random

__all__ = ["ClassicTurn", "PlayDrawnCard", "explain_play", "with_rule"]

# --------------------------------------------------------------------------------------
# The turn
# --------------------------------------------------------------------------------------


#: Each seat's draw, and pass, as a one-move tuple, to join to the plays of a turn (built once).
#: Defined here: a method of an imported name is looked up more slowly (an import may be a
#: module).
_DRAWS: dict[int, tuple[Move, ...]] = {}
_PASSES: dict[int, tuple[Move, ...]] = {}


def _draw(seat: int) -> tuple[Move, ...]:
    """A seat's draw as a one-move tuple (see ``_DRAWS``)."""
    return _DRAWS.get(seat) or _DRAWS.setdefault(seat, (Draw(seat),))


def _pass(seat: int) -> tuple[Move, ...]:
    """A seat's pass as a one-move tuple (see ``_PASSES``)."""
    return _PASSES.get(seat) or _PASSES.setdefault(seat, (Pass(seat),))


@attrs.frozen
class ClassicTurn(Turn):
    """Classic UNO's turn: play a card that matches, or draw one and perhaps play it.

    The moves are the plays of the hand's matching cards (each distinct card once, in hand
    order), then the draw ("If you cannot play, or choose not to, draw exactly one card"),
    or a pass when nothing can be drawn ("If no one can play and the draw pile cannot be
    refilled, void that round"); then the plays out of turn it leaves open (a card
    identical to the top card, of a kind that ``jump_in``s). A player who cannot play must
    draw, so that draw runs the edition's penalty rule like every draw a player must make.

    Subclass it and override a step to build another edition's turn (see the module).

    Attributes:
        seat: The player whose turn it is.
        keeps_drawn_card: Whether a playable card just drawn may be kept (``Pass``) rather
            than played: classic says "you may play it".
    """

    declares: ClassVar[tuple[type, ...]] = ()  # set below: the decision on a card just drawn
    keeps_drawn_card: ClassVar[bool] = True

    seat: int
    _tables: _Tables = attrs.field(factory=_Tables, init=False, eq=False, repr=False)

    # -- the moves ------------------------------------------------------------------------

    def moves(self, state: GameState) -> tuple[Move, ...]:  # noqa: C901 - one flat listing
        """The plays of the hand's matching cards, the draw (or a pass), the plays out of turn.

        The plays come from tables kept per top card and colour in play, joined by tuple
        concatenation (cheaper than iterating them): most cards do not match.
        """
        tables = self._tables
        rules = state.rules
        if tables.quick is not rules:  # first use, or the strict rule
            return self._all_moves(state)
        seat = self.seat
        hand = state.hands[seat]
        stack = state.discard_stack
        top: Card = stack[0]  # type: ignore[misc]
        color = state.active_color
        players = state.players
        moves: tuple[Move, ...] = ()
        # As _plays does, written out: every turn lists its moves.
        key = (top, color, len(hand) == 2, players)
        found_by_card = tables.plays.get(key)
        if found_by_card is None:
            found_by_card = tables.plays[key] = {}
        seen: set[Card] | None = None
        for card in hand:
            try:
                found = found_by_card[card]
            except KeyError:  # plays_of's own first test, without the call: most cards miss
                if (
                    tables.classic_match
                    and card.color is not color
                    and card.color is not None
                    and card.rank != top.rank
                ):
                    found = found_by_card[card] = ()
                else:
                    found = found_by_card[card] = self.plays_of(
                        rules, card, hand, top, color, players
                    )
            if found:
                if seen is None:
                    seen = {card}
                elif card in seen:
                    continue
                else:
                    seen.add(card)
                moves += found
        if state.draw_index < len(state.draw_cards) or stack[1]:  # type: ignore[misc]
            draw = _DRAWS.get(seat)
            moves += _draw(seat) if draw is None else draw
        elif not moves:
            moves = _pass(seat)
        if not tables.more:  # classic: no plays out of turn, none forbidden
            return moves
        if tables.jump_ranks:
            moves += self.out_of_turn_moves(state)
        return self.allowed(state, moves) if tables.forbids else moves

    def _all_moves(self, state: GameState) -> tuple[Move, ...]:
        """``moves`` the general way: at first use, and under the strict rule (the whole hand)."""
        tables = self._tables
        if tables.rules is not state.rules:
            tables.reset(state.rules, type(self), ClassicTurn)
        seat = self.seat
        stack = state.discard_stack
        top: Card = stack[0]  # type: ignore[misc]  # the top card, without the property's call
        moves = self._plays(state.rules, state.hands[seat], top, state.active_color, state.players)
        if state.draw_index < len(state.draw_cards) or stack[1]:  # type: ignore[misc]
            draw = _DRAWS.get(seat)
            moves += _draw(seat) if draw is None else draw
        elif not moves:
            moves = _pass(seat)
        if tables.jump_ranks:
            moves += self.out_of_turn_moves(state)
        return self.allowed(state, moves) if tables.forbids else moves

    def allowed(self, state: GameState, moves: tuple[Move, ...]) -> tuple[Move, ...]:
        """``moves`` without the plays the game as it stands forbids (see ``forbids``)."""
        kept = tuple(
            move for move in moves if type(move) is not Play or self.forbids(state, move) is None
        )
        return moves if len(kept) == len(moves) else kept

    def forbids(self, state: GameState, play: Play) -> str | None:
        """Why the game as it stands forbids ``play``, a play its card allows, or ``None``.

        ``plays_of`` says which plays of a card the top card and the hand allow, and its
        answers are kept; this step looks at the rest of the game (an edition's own
        state), and is asked for every play listed: the turn's, the card just drawn's.
        Classic forbids none. Its answer is the refusal's reason.
        """
        return None

    @classmethod
    def forbids_in(cls, rules: Rules) -> bool:
        """Whether ``forbids`` may forbid a play in a game of ``rules``; if not, it is not asked.

        Classic: whether the turn overrides ``forbids``. A turn whose ``forbids`` holds from
        a rules version on (UNO Party!'s new pair, version 5) says ``False`` for the older
        games, whose listings then skip the step. An override says ``True`` whenever a
        subclass's ``forbids`` is not its own (a house rule's step, composed over it).
        """
        return cls.forbids is not ClassicTurn.forbids

    def _plays(
        self, rules: Rules, hand: tuple[Card, ...], top: Card, color: Color | None, players: int
    ) -> tuple[Move, ...]:
        """The turn's plays of ``hand``: each distinct playable card's, in hand order."""
        tables = self._tables
        moves: tuple[Move, ...] = ()
        if tables.strict:  # the strict Wild Draw Four rule looks at the whole hand
            for card in dict.fromkeys(hand):
                moves += self.plays_of(rules, card, hand, top, color, players)
            return moves
        key = (top, color, len(hand) == 2, players)
        found_by_card = tables.plays.get(key)
        if found_by_card is None:
            found_by_card = tables.plays[key] = {}
        seen: set[Card] | None = None
        for card in hand:
            try:
                found = found_by_card[card]  # a plain dict: the quickest lookup there is
            except KeyError:  # the first time this card meets this top card and colour
                found = found_by_card[card] = self.plays_of(rules, card, hand, top, color, players)
            if found:
                # A second copy of a card adds no move: only the few matching cards are checked.
                if seen is None:
                    seen = {card}
                elif card in seen:
                    continue
                else:
                    seen.add(card)
                moves += found
        return moves

    def plays_of(
        self,
        rules: Rules,
        card: Card,
        hand: Sequence[Card],
        top: Card,
        color: Color | None,
        players: int,
    ) -> tuple[Play, ...]:
        """The plays of ``card`` from ``hand`` onto ``top`` with ``color`` in play.

        Classic UNO: "Match the top card by number, color or symbol, or play a Wild." With
        the ``strict_wild_draw_four`` option a restricted card (Wild Draw Four) is not
        playable while the hand holds a blocker (see
        [`holds_blocker`][unokit.core.legal.holds_blocker]). Every variant of a playable card
        is listed (see [`card_plays`][unokit.core.legal.card_plays]); ``()`` for a card that may
        not be played. Override it for a turn whose cards match otherwise: its answer for a
        card may be kept for the same top card, colour in play, hand size two or not and
        table size (unless the ``strict_wild_draw_four`` option looks at the whole hand).
        """
        if card.color is None:
            tables = self._tables
            strict = (
                tables.strict if tables.rules is rules else rules.options["strict_wild_draw_four"]
            )
            if (
                strict
                and rules.kinds[card.rank].restricted
                and holds_blocker(rules, hand, card, color) is not None
            ):
                return ()
        elif card.color is not color and card.rank != top.rank:
            return ()
        uno = len(hand) == 2
        found = rules.play_cache.get((self.seat, card, uno, players))
        return card_plays(rules, self.seat, card, uno, players) if found is None else found

    def holds_play(self, table: Table) -> bool:
        """Whether the player could play a card from their hand now, as this turn's play."""
        tables = self._tables
        if tables.rules is not table.rules:
            tables.reset(table.rules, type(self), ClassicTurn)
        hand = table.hands[self.seat]
        return bool(
            self._plays(table.rules, hand, table.top_card, table.active_color, table.players)
        )

    def out_of_turn_moves(self, state: GameState) -> tuple[Move, ...]:
        """Plays out of turn: a card identical to the top card, by any other seat.

        Only for kinds marked ``jump_in`` (UNO Party!'s Speed Play, the Jump-In house rule),
        and only until the player whose turn it is plays: during the turn, and while the
        player decides whether to play the card just drawn. The hands holding such a card
        are found by a set test, so a 16-player table is not searched card by card.
        """
        tables = self._tables
        rules = state.rules
        if tables.rules is not rules:
            tables.reset(rules, type(self), ClassicTurn)
        top: Card = state.discard_stack[0]  # type: ignore[misc]  # the top card
        if top.rank not in tables.jump_ranks or top.color is None:
            return ()
        twins = tables.twins.get(top)
        if twins is None:
            twins = tables.twins[top] = frozenset(
                card
                for card in (top, *rules.points)
                if card.color is top.color and card.rank == top.rank
            )
        moves: tuple[Move, ...] = ()
        players = state.players
        for seat, hand in enumerate(state.hands):
            if seat == state.current_player or twins.isdisjoint(hand):  # a loop in C
                continue
            for card in hand:
                if card in twins:
                    moves += card_plays(rules, seat, card, len(hand) == 2, players)
                    break
        return moves

    # -- carrying them out ----------------------------------------------------------------

    def resolve(self, table: Table, move: Move) -> None:
        """Play the card (the player's, or another seat's out of turn), draw, or pass.

        A play out of turn is carried out like any play: the turn goes on from its seat. A
        pass (nothing to draw and nothing to play) counts towards a void round.
        """
        if isinstance(move, Play):
            play_card(table, move)
        elif isinstance(move, Draw):
            self.take_draw(table)
        else:
            table.passes += 1

    def take_draw(self, table: Table) -> None:
        """The turn's draw: ``draw``, the penalty rule if the player had to draw, ``after_draw``.

        The one way every turn draws: a player with no card they may play *must* draw ("If
        you DO NOT HAVE a matching card, DRAW ONE CARD"), so that draw runs the edition's
        penalty rule like every draw a player must make (``Table.had_to_draw``), whatever
        ``draw`` takes. A player who could play and draws instead makes a choice: a plain
        draw. (Under rules version 3 and earlier, a turn whose draw was not classic's one
        card did not run the penalty rule: the games of those versions replay as played.)
        """
        seat = self.seat
        rules = table.rules
        forced = rules.penalty_rule is not None and not self.holds_play(table)
        tables = self._tables
        classic = tables.rules is rules and tables.classic_draw  # draw, after_draw written out
        drawn = table.draw(seat, 1) if classic else self.draw(table)
        if forced and (rules.rules_version >= 4 or type(self).draw is ClassicTurn.draw):
            table.had_to_draw(seat, len(drawn))
        if not drawn or seat in table.out:
            return
        if not classic:
            self.after_draw(table, drawn)
        elif self.plays_of(
            rules, drawn[-1], table.hands[seat], table.top_card, table.active_color, table.players
        ):
            table.pending = _play_drawn_card(seat, drawn[-1])

    def draw(self, table: Table) -> tuple[Card, ...]:
        """The cards the turn's draw takes into the hand: classic, one card.

        Override it for another draw (until a card can be played, a launcher's random
        count); draw with ``table.draw`` so that reshuffles, seats out of the round and the
        hand limit work as for every draw.
        """
        return table.draw(self.seat, 1)

    def after_draw(self, table: Table, drawn: tuple[Card, ...]) -> None:
        """What the cards drawn allow: classic, the last one may be played at once.

        "If the drawn card can be played, you may play it immediately": a playable last
        card opens a [`PlayDrawnCard`][unokit.editions.turn.PlayDrawnCard] decision (play
        it, or keep it if ``keeps_drawn_card``); otherwise the turn is over. Override it
        for a turn that ends at the draw whatever comes.
        """
        card = drawn[-1]
        hand = table.hands[self.seat]
        if self.plays_of(
            table.rules, card, hand, table.top_card, table.active_color, table.players
        ):
            table.pending = _play_drawn_card(self.seat, card)

    # -- words ------------------------------------------------------------------------

    def describe(self) -> str:  # noqa: D102
        return "play a card or draw"

    def describe_move(self, move: Move, seat_name: SeatName = default_seat_name) -> str | None:
        """The move's own words: a turn words nothing differently unless overridden."""
        return None

    def narrate_move(
        self, move: Move, drawn: int, seat_name: SeatName = default_seat_name
    ) -> str | None:
        """A draw, told by the cards it took: "draw a card", "draw 5 cards"."""
        if not isinstance(move, Draw):
            return None
        return "draw a card" if drawn == 1 else f"draw {drawn or 'no'} cards"

    def explain(self, state: GameState, move: Move) -> str:
        """Why ``move`` is not one of this turn's moves, read from the turn's own listing."""
        return explain_turn(self, state, move, public=False)

    def explain_public(self, state: GameState, move: Move) -> str:
        """``explain``'s words that tell nothing of any hand (hand sizes are public)."""
        return explain_turn(self, state, move, public=True)


def with_rule(turn: type[Turn] | None, rule: type[ClassicTurn]) -> type[Turn]:
    """``turn`` with the steps ``rule`` overrides: a house rule's change to a game's turn.

    ``rule`` is a subclass of [`ClassicTurn`][unokit.editions.turn.ClassicTurn] that
    overrides some steps (``draw``, ``keeps_drawn_card``...) and adds no field; ``turn`` is
    the turn the [`unokit_turn`][unokit.core.hookspecs.unokit_turn] hook wrapper received
    (``None``: no plugin answered, so the classic turn). The result takes ``rule``'s steps
    first, then ``turn``'s, so that several house rules compose: each wraps what the one
    before returned.

    Raises:
        TypeError: if ``turn`` does not build on classic's (the steps would not be called).
    """
    if turn is None:
        turn = ClassicTurn
    if not issubclass(turn, ClassicTurn):
        raise TypeError(
            f"{rule.__name__} changes a step of the classic turn, but the game's turn "
            f"{turn.__name__} is not built on ClassicTurn"
        )
    return _composed(turn, rule)


#: The turns made by ``with_rule``, by the turn and the rule (one class per pair).
_COMPOSED: dict[tuple[type[ClassicTurn], type[ClassicTurn]], type[ClassicTurn]] = {}


def _composed(turn: type[ClassicTurn], rule: type[ClassicTurn]) -> type[ClassicTurn]:
    """The class with ``rule``'s steps over ``turn``'s, made once per pair."""
    if issubclass(turn, rule):
        return turn
    made = _COMPOSED.get((turn, rule))
    if made is None:
        name = rule.__name__ + turn.__name__
        made = _COMPOSED[turn, rule] = type(name, (rule, turn), {"__slots__": ()})
        made.__module__ = turn.__module__
    return made


# --------------------------------------------------------------------------------------
# The card just drawn
# --------------------------------------------------------------------------------------


@attrs.frozen
class PlayDrawnCard(Pending):
    """A player has drawn a playable card: play it now, or keep it (``Pass``).

    Part of the turn: the game's turn says whether the card may be kept
    (``keeps_drawn_card``) and which plays out of turn stay open. The player has drawn, not
    played, so plays out of turn (``jump_in`` card kinds) stay open: if another seat jumps
    in first, the player keeps the card drawn and play continues from the seat that jumped
    in.

    Attributes:
        seat: The player who drew.
        card: The card drawn; no other card may be played this turn. ``None`` in the views
            of the other seats, who do not see it.
    """

    turn_play: ClassVar[bool] = True
    jump_in_open: ClassVar[bool] = True
    #: The name saved games give it (where it lived before it was the classic turn's).
    saved_name: ClassVar[str] = "unokit.engine.PlayDrawnCard"

    seat: int
    card: Card | None

    def turn(self, state: GameState) -> ClassicTurn:
        """The turn of the player who drew.

        Raises:
            ValueError: if the game's turn does not build on classic's (it opens no such
                decision).
        """
        turn = state.rules.turns[self.seat]
        if not isinstance(turn, ClassicTurn):
            raise ValueError(
                f"seat: the game's turn ({type(turn).__name__}) offers no card just drawn"
            )
        return turn

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
        turn = self.turn(state)
        if not turn.plays_of(state.rules, self.card, hand, top, state.active_color, state.players):
            raise ValueError(f"card: {self.card} cannot be played on {top} now")

    def complete(self, state: GameState, seat: int, rng: random.Random) -> PlayDrawnCard:
        """The card drawn is the last card of the player's hand (whoever looks)."""
        return attrs.evolve(self, card=state.hands[self.seat][-1])

    def moves(self, state: GameState) -> Sequence[Move]:
        """The plays of the card drawn, keeping it (if the turn allows), the plays out of turn."""
        assert self.card is not None, "a decision seen by another seat cannot be played"
        turn: ClassicTurn = state.rules.turns[self.seat]  # type: ignore[assignment]
        hand = state.hands[self.seat]
        plays = turn.plays_of(
            state.rules, self.card, hand, state.top_card, state.active_color, state.players
        )
        if turn._tables.forbids:
            plays = turn.allowed(state, plays)  # type: ignore[assignment]  # plays only
        moves = _drawn_card_moves(turn, self.seat, plays)
        if turn._tables.jump_ranks:
            return (*moves, *turn.out_of_turn_moves(state))
        return moves

    def resolve(self, table: Table, move: Move) -> None:
        """Play the card drawn, or keep it (``Pass``); or another seat's play out of turn.

        A play out of turn is carried out like any play: the turn continues from its seat.
        """
        if isinstance(move, Play):
            play_card(table, move)

    def explain(self, state: GameState, move: Move) -> str:  # noqa: D102
        turn = self.turn(state)
        if move.player != self.seat:
            if isinstance(move, Play) and turn._tables.jump_ranks:
                return (
                    f"it is seat {self.seat}'s turn, not seat {move.player}'s (out of turn, "
                    f"only a card identical to {state.top_card} may be played)"
                )
            return super().explain(state, move)
        if isinstance(move, Play):
            if move.card != self.card:
                keep = " or keep it" if turn.keeps_drawn_card else ""
                return (
                    f"after drawing, seat {self.seat} may only play the card just drawn "
                    f"({self.card}){keep}"
                )
            reason = explain_play(turn, state, move) or turn.forbids(state, move)
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


ClassicTurn.declares = (PlayDrawnCard,)

#: The decision after drawing a playable card, built once per seat and card.
_play_drawn_card = cache(PlayDrawnCard)


def _drawn_card_moves(turn: ClassicTurn, seat: int, plays: tuple[Play, ...]) -> tuple[Move, ...]:
    """The moves of a seat that drew a playable card: its plays, then keeping it (``Pass``)."""
    if not turn.keeps_drawn_card:
        return plays
    keep = _PASSES.get(seat)
    return plays + (_pass(seat) if keep is None else keep)
