"""What a search agent infers about the hands it cannot see, from the moves it saw."""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence

import attrs

from unokit.agents.determinization import Lacking
from unokit.core.cards import Card, Color
from unokit.core.engine import apply, legal_moves
from unokit.core.errors import UnokitError
from unokit.core.moves import (
    CallUno,
    Move,
    Play,
)
from unokit.core.state import GameState
from unokit.core.views import SeatView, view


@attrs.define
class _Lack:
    """One inferred lack: ``seat`` held ``held`` cards, none playable on ``after``.

    ``after`` is the state this agent's move left (as drawn); ``discard`` and ``mine`` are
    the discard pile's size and this agent's plays when the lack was seen.
    """

    seat: int
    after: GameState
    held: int
    discard: int
    mine: int
    cards: frozenset[Card] | None = None

    def matching(self) -> frozenset[Card]:
        """The cards the seat could have played then (worked out once, when first asked)."""
        if self.cards is None:
            after, seat = self.after, self.seat
            found = set()
            for card in set(after.rules.deck):
                hands = list(after.hands)
                hands[seat] = (card,)
                tried = attrs.evolve(after, hands=tuple(hands))
                try:
                    moves = legal_moves(tried)
                except UnokitError:
                    continue
                if any(isinstance(m, Play) and m.player == seat for m in moves):
                    found.add(card)
            self.cards = frozenset(found)
        return self.cards


#: How many of the other seat's turns of plays a belief model keeps (the latest).
_SHOWN = 4
#: How many changes of one card a fit tries before the first game it fits, and between
#: two games.
_FIT_FIRST, _FIT_NEXT = 40, 3


@attrs.frozen
class _Left:
    """What this agent's move left.

    The state (as drawn), the other seat's hand size, the discard pile's size and this
    agent's own hand.
    """

    after: GameState
    held: int
    pile: int
    hand: tuple[Card, ...]


@attrs.frozen
class _Shown:
    """Heads-up, ``seat`` played ``cards`` (in this order) from ``after``; then ``color``."""

    seat: int
    after: GameState | None
    cards: tuple[Card, ...]
    color: Color | None

    def explained(
        self,
        hand: Sequence[Card],
        later: Sequence[Card],
        ask: Callable[[GameState, int], Move | None],
    ) -> bool:
        """Whether the seat, holding ``hand`` now, would have played these cards as ``ask`` does.

        Its hand at ``after`` is ``hand`` and ``later``, the cards it played since, these
        first, so that a tie goes their way. Without a state to start from (``after`` is
        ``None``), any hand is.
        """
        if self.after is None:
            return True
        hands = list(self.after.hands)
        hands[self.seat] = (*later, *hand)
        state = attrs.evolve(self.after, hands=tuple(hands))
        for at, card in enumerate(self.cards):
            try:
                move = ask(state, self.seat)
                if not isinstance(move, Play) or move.card is not card:
                    return False
                if at + 1 == len(self.cards):
                    return card.color is not None or self.color is None or move.color == self.color
                state = apply(state, move)
            except UnokitError:
                return False
        return True  # pragma: no cover - the loop returns at its last card


class _Fit:
    """Fits the games a heads-up search draws to what the other seat showed.

    A chain of the other seat's hands: each step puts one card of the unseen ones (its hand
    and the draw pile) in place of one of its hand's, kept if it breaks no more beliefs
    (`_Beliefs.broken`) than before. Each game drawn gets the chain's hand, the rest of
    the unseen cards shuffled into the draw pile.
    """

    def __init__(
        self, beliefs: _Beliefs, seen: SeatView, ask: Callable[[GameState, int], Move | None]
    ) -> None:
        self.beliefs, self.seen, self.ask = beliefs, seen, ask
        self.other = 1 - seen.seat
        self.hand: list[Card] | None = None
        self.bad = 0

    def __call__(self, game: GameState, rng: random.Random) -> GameState:
        """``game`` with the other seat's hand the chain's next."""
        other = self.other
        unseen = [*game.hands[other], *game.draw_pile]
        if self.hand is None:
            self.hand = list(game.hands[other])
            self.bad = self.beliefs.broken(self.seen, self.hand, self.ask)
            steps = _FIT_FIRST
        else:
            steps = _FIT_NEXT
        for _ in range(steps):
            if steps == _FIT_FIRST and not self.bad:
                break
            rest = _without(unseen, self.hand)
            if rest is None or not rest or not self.hand:
                return game
            tried = list(self.hand)
            tried[rng.randrange(len(tried))] = rest[rng.randrange(len(rest))]
            bad = self.beliefs.broken(self.seen, tried, self.ask)
            if bad <= self.bad:
                self.hand, self.bad = tried, bad
        rest = _without(unseen, self.hand)
        if rest is None:
            return game
        rng.shuffle(rest)
        hands = list(game.hands)
        hands[other] = tuple(self.hand)
        fitted = attrs.evolve(
            game,
            hands=tuple(hands),
            draw_cards=(*game.draw_cards[: game.draw_index], *rest),
        )
        # An edition may keep cards of the hands in sight elsewhere: never a game the seat
        # could tell from the real one.
        return fitted if view(fitted, self.seen.seat) == self.seen else game


def _without(cards: Sequence[Card], taken: Sequence[Card]) -> list[Card] | None:
    """``cards`` less one copy of each of ``taken`` (``None`` if one is missing)."""
    rest = list(cards)
    for card in taken:
        try:
            rest.remove(card)
        except ValueError:
            return None
    return rest


@attrs.define
class _Beliefs:
    """What a searching agent infers of the other hands in the round it plays (``infer``)."""

    round: tuple[int, int] | None = None
    lacks: list[_Lack] = attrs.Factory(list)
    mine: int = 0
    last: _Lack | None = None
    pile: int = 0
    shown: list[_Shown] = attrs.Factory(list)
    left: _Left | None = None

    def observe(self, seen: SeatView) -> None:
        """Compare ``seen`` with what this agent's last move left; note a lack shown."""
        kept = self._note_plays(seen)
        now = (seen.round_number, len(seen.history))
        pile = len(seen.discard_pile)
        added = seen.discard_pile[: max(0, pile - self.pile)]
        self.pile = pile
        if (
            now != self.round
            or (self.lacks and pile < max(lack.discard for lack in self.lacks))
            or (not kept and any(card.rank in seen.rules.acting for card in added))
        ):  # a new round, the discard pile shuffled into the draw pile, or a card that did
            # something (it may have moved cards between hands unseen: heads-up, only when
            # this agent's hand lost a card it did not play)
            self.round, self.lacks, self.last = now, [], None
        last, self.last = self.last, None
        if last is None:
            return
        size = seen.hand_sizes[last.seat]
        grown = len(seen.discard_pile) - last.discard
        if size == last.held + 1 and grown == 0:  # drew and kept the card
            self.lacks.append(last)
        elif (
            seen.players == 2
            and size == last.held
            and grown == 1
            and seen.discard_pile[0].rank not in seen.rules.acting
        ):  # drew and played it (not: played a card that let it move again, then drew)
            self.lacks.append(attrs.evolve(last, discard=last.discard + 1))

    def _note_plays(self, seen: SeatView) -> bool:
        """Heads-up: note the cards the other seat played since this agent's last move.

        Only when the other seat did nothing else (its hand shrank by the cards added to the
        discard pile, this agent's own hand lost no card); otherwise its earlier hands can no
        longer be told from its hand now, and the plays noted are forgotten. Returns whether
        this agent's hand is known to have lost no card it did not play since its last move
        (heads-up, no card can then have passed between hands unseen).
        """
        left, self.left = self.left, None
        if left is None or (seen.round_number, len(seen.history)) != self.round:
            self.shown.clear()
            return False
        other = 1 - seen.seat
        played = len(seen.discard_pile) - left.pile
        if _without(seen.hand, left.hand) is None:
            self.shown.clear()  # a card of this agent's left its hand unplayed
            return False
        if played < 0 or left.held - seen.hand_sizes[other] != played:
            self.shown.clear()
            return True
        if played:
            cards = tuple(reversed(seen.discard_pile[:played]))
            after: GameState | None = left.after
            if not (
                left.after.current_player == other
                and left.after.pending is None
                and left.after.discard_pile[: len(seen.discard_pile) - played]
                == seen.discard_pile[played:]
            ):  # the game drawn went otherwise than the real one (the card this agent drew)
                after = None
            self.shown.append(_Shown(other, after, cards, seen.active_color))
            del self.shown[:-_SHOWN]
        return True

    def fitter(self, seen: SeatView, ask: Callable[[GameState, int], Move | None]) -> _Fit | None:
        """What fits the games a search draws to the plays noted (``None``: nothing noted)."""
        if not self.shown or seen.players != 2:
            return None
        return _Fit(self, seen, ask)

    def broken(
        self, seen: SeatView, hand: Sequence[Card], ask: Callable[[GameState, int], Move | None]
    ) -> int:
        """How many beliefs a hand of the other seat would break (lacks and plays noted)."""
        bad = 0
        for lack in self.lacking(seen):
            if lack.seat != seen.seat:
                bad += max(0, sum(card in lack.cards for card in hand) - lack.at_most)
        later: list[Card] = []
        for shown in reversed(self.shown):
            later[:0] = shown.cards
            if not shown.explained(hand, later, ask):
                bad += 1
        return bad

    def moved(self, seen: SeatView, move: Move, rng: random.Random, *, optional: bool) -> None:
        """Remember the state ``move`` leaves, if the next seat then plays or draws freely."""
        from unokit.agents.determinization import determinize

        if isinstance(move, Play):
            self.mine += 1
        if optional or any(card.back is not None for card in seen.rules.deck):
            if not isinstance(move, CallUno):
                self.left = None
            return
        self.left = None
        try:
            after = apply(determinize(seen, rng, lacking=self.lacking(seen)), move)
        except UnokitError:
            return
        if (
            seen.players == 2
            and (after.pending is None or after.current_player == seen.seat)
            and len(after.history) == len(seen.history)
            and not after.is_over
        ):  # the other seat acts next from ``after``, or this one again
            mine = list(seen.hand)
            if isinstance(move, Play):
                mine.remove(move.card)
            held = len(after.hands[1 - seen.seat])
            if held != seen.hand_sizes[1 - seen.seat]:
                self.shown.clear()  # this move gave the other seat cards: its hand before is lost
            self.left = _Left(after, held, len(after.discard_pile), tuple(mine))
        seat = after.current_player
        if (
            after.pending is not None
            or seat == seen.seat
            or len(after.history) != len(seen.history)
            or after.is_over
        ):
            return
        shown = view(after, seen.seat)
        self.last = _Lack(seat, after, shown.hand_sizes[seat], len(shown.discard_pile), self.mine)

    def lacking(self, seen: SeatView) -> list[Lacking]:
        """The lacks noted, as beliefs about the hands of ``seen``."""
        found = []
        for lack in self.lacks:
            plays = len(seen.discard_pile) - lack.discard - (self.mine - lack.mine)
            still = lack.held - max(0, plays)  # cards held then and still held, at least
            at_most = seen.hand_sizes[lack.seat] - still
            if still > 0 and at_most < seen.hand_sizes[lack.seat]:
                found.append(Lacking(lack.seat, lack.matching(), max(0, at_most)))
        return found
