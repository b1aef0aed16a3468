"""Where each part of a seat's view lies in the observation vector, and how it is written.

[`ObservationLayout`][unokit.rl.ObservationLayout] lists the parts of an edition's vector and
writes a seat's observation from its view (``encode``) or, quicker, from the state itself
(``observe``, with the discard pile's counts kept in a ``DiscardCounts``).
"""

from __future__ import annotations

from collections.abc import Sequence
from types import SimpleNamespace
from typing import Any

import attrs
import numpy as np
import numpy.typing as npt

from unokit.core.cards import Card
from unokit.core.rules import Rules
from unokit.core.state import DiscardStack, GameState, Pending, Reveal, iter_stack
from unokit.core.views import SeatView, seen_decision, seen_reveal
from unokit.rl.spaces import (
    CHOICE_MARK,
    CHOICE_SEAT,
    CHOICE_UNO,
    Choice,
    seen_cards,
)

__all__ = ["DiscardCounts", "ObservationLayout", "Segment", "observation_layout"]

_CHOICES = (CHOICE_MARK, CHOICE_SEAT, CHOICE_UNO)

#: The segments whose offsets ``ObservationLayout._write`` reads, in the order it reads them.
_WRITTEN = (
    "color",
    "direction",
    "players",
    "hand_sizes",
    "draw_pile",
    "other_sides",
    "draw_pile_top",
    "to_act",
    "uno_exposed",
    "out",
    "scores",
    "round",
    "decision",
    "decision_cards",
    "revealed",
)

#: Fewer cards than this are counted into the vector one by one, more by numpy at once.
_ONE_BY_ONE = 16


@attrs.frozen
class Segment:
    """One part of the observation vector.

    Attributes:
        name: The part's name.
        start: Its first index.
        size: How many entries it has.
        meaning: What the entries hold.
    """

    name: str
    start: int
    size: int
    meaning: str

    @property
    def stop(self) -> int:
        """One past its last index."""
        return self.start + self.size


def _pending_kinds(rules: Rules) -> tuple[type[Pending], ...]:
    """The decision classes of the edition: unokit's core ones, then those its plugins declare.

    Each group is sorted by module and class name (the order of
    [`GameTypes.decisions`][unokit.core.declared.GameTypes]).
    """
    return rules.types.decisions


class ObservationLayout:
    """Where each part of a seat's view lies in the observation vector of an edition.

    Attributes:
        rules: The compiled rules it was built from.
        cards: The distinct cards of the deck as a seat sees them (the order of every
            per-card segment; see [`seen_cards`][unokit.rl.spaces.seen_cards]).
        pending_kinds: The decision classes, in the order of the ``decision`` segment.
        segments: The parts of the vector, in order.
        size: The vector's length.
    """

    def __init__(self, rules: Rules) -> None:  # noqa: D107
        self.rules = rules
        self.cards: tuple[Card, ...] = seen_cards(rules)
        self._card_index = {card: i for i, card in enumerate(self.cards)}
        # Every card as a state holds it (two-sided cards either way up) and as a seat sees
        # it (its face): the index of the face up. And of two-sided cards, of the back.
        self._face_index = {**self._card_index}
        self._back_index: dict[Card, int] = {}
        for card in rules.deck if rules.two_sided else ():
            for way_up in (card, card.turned()):
                self._face_index[way_up] = self._card_index[way_up.face]
                self._back_index[way_up] = self._card_index[way_up.turned().face]
        self._card_count = len(self.cards)
        self._color_index = {color: i for i, color in enumerate(rules.colors)}
        colors = len(rules.colors)
        color_names = ", ".join(color.value for color in rules.colors)
        self.max_players = rules.max_players
        self.pending_kinds = _pending_kinds(rules)
        self._pending_index = {cls: i for i, cls in enumerate(self.pending_kinds)}
        cards = len(self.cards)
        seats = self.max_players
        parts: list[tuple[str, int, str]] = [
            ("hand", cards, "copies of each distinct card in the seat's hand"),
            ("top_card", cards, "the top card of the discard pile (one-hot)"),
            ("discard_pile", cards, "copies of each card in the discard pile, top card included"),
            ("color", colors, f"the colour in play, {color_names} (one-hot; 0 if none)"),
            ("direction", 1, "1 for clockwise, -1 for counterclockwise"),
            ("players", 1, "the number of players"),
            ("hand_sizes", seats, "cards held by each relative seat +0, +1, ..."),
            ("draw_pile", 1, "cards in the draw pile"),
            *_two_sided_parts(rules, cards, seats),
            ("to_act", seats, "the relative seat whose turn or decision it is (one-hot)"),
            ("uno_exposed", seats, "the relative seats that can be caught for not calling UNO"),
            *_out_parts(rules, seats),
            ("scores", seats, "each relative seat's match score"),
            ("round", 1, "the round number, from 1"),
            (
                "decision",
                len(self.pending_kinds),
                "the pending decision's class (one-hot; 0 if none): "
                + ", ".join(cls.__name__ for cls in self.pending_kinds),
            ),
            ("decision_cards", cards, "copies of each card held by the pending decision"),
            ("revealed", cards, "copies of each card shown to this seat by the last move"),
            ("out_of_turn", 1, "1 if the seat is asked out of turn (it may wait)"),
            ("asking", 3, "the sub-choice asked now: mark, seat, UNO call (one-hot)"),
            ("chosen_card", cards, "the card of the play whose sub-choices are asked (one-hot)"),
            ("chosen_color", colors, "the colour named with that play (one-hot; 0 if none)"),
            ("chosen_seats", seats, "the relative seats already named for that play"),
        ]
        segments: list[Segment] = []
        start = 0
        for name, size, meaning in parts:
            segments.append(Segment(name, start, size, meaning))
            start += size
        self.segments: tuple[Segment, ...] = tuple(segments)
        self.size = start
        self._offsets = SimpleNamespace(**{segment.name: segment.start for segment in segments})
        starts = {segment.name: segment.start for segment in segments}
        # The offsets ``_write`` reads at every observation, in one tuple (-1: no such part).
        self._starts = tuple(starts.get(name, -1) for name in _WRITTEN)
        # Where each card as a state holds it counts in the hand, and shows as the top card.
        self._hand_at = {card: at + starts["hand"] for card, at in self._face_index.items()}
        self._top_at = {card: at + starts["top_card"] for card, at in self._face_index.items()}

    def __repr__(self) -> str:
        return f"<ObservationLayout {self.rules.edition}: {self.size} entries>"

    def segment(self, name: str) -> Segment:
        """The segment called ``name``.

        Raises:
            KeyError: if there is none.
        """
        for segment in self.segments:
            if segment.name == name:
                return segment
        raise KeyError(name)

    def encode(
        self, seen: SeatView, *, optional: bool = False, choice: Choice | None = None
    ) -> npt.NDArray[np.float32]:
        """The observation of ``seen``.

        Args:
            seen: The seat's view (the only source of what the vector holds).
            optional: Whether the seat is asked out of turn.
            choice: The seat's own play whose sub-choices are being asked, if any.

        Examples:
            >>> import unokit
            >>> from unokit.rl import observation_layout
            >>> state = unokit.new_game("classic", players=4, seed=3)
            >>> layout = observation_layout(state.rules)
            >>> vector = layout.encode(unokit.view(state, 0))
            >>> hand = layout.segment("hand")
            >>> int(vector[hand.start : hand.stop].sum())
            7
        """
        out = np.zeros(self.size, dtype=np.float32)
        at = self._offsets
        seat = seen.seat
        pile = seen.discard_pile
        self._add_cards(out, at.discard_pile, pile)
        if self.rules.two_sided:
            for other, sides in enumerate(seen.other_sides):
                base = at.other_sides + (other - seat) % seen.players * self._card_count
                self._add_cards(out, base, sides)
        self._fill(
            out,
            seen,
            seat,
            seen.hand,
            pile[0],
            seen.hand_sizes,
            seen.draw_pile_size,
            seen.draw_pile_top,
            seen.pending,
            seen.reveal,
        )
        self._flags(out, seat, seen.players, optional, choice)
        return out

    def observe(
        self,
        state: GameState,
        seat: int,
        *,
        optional: bool = False,
        choice: Choice | None = None,
        discard: DiscardCounts | None = None,
    ) -> npt.NDArray[np.float32]:
        """The observation of ``seat`` in ``state``: ``encode(view(state, seat))``, quicker.

        Read from the state without building the seat's view, and only what the view shows:
        the seat's own hand (faces), the other hands' sizes (and backs), the public piles,
        the decision as ``visible_to(seat)`` shows it, a reveal to this seat.
        ``tests/test_rl.py`` checks it equals the view's encoding at every step of random
        games of every installed edition, with house rules and two-sided cards. The
        environments fill one array in place instead
        ([`ObservationBuffer`][unokit.rl.observation.ObservationBuffer]), with the same entries.

        Args:
            state: The game.
            seat: The seat observing.
            optional: Whether the seat is asked out of turn.
            choice: The seat's own play whose sub-choices are being asked, if any.
            discard: The counts of the discard pile kept from earlier observations (one per
                environment), or ``None`` to count the whole pile.
        """
        out = np.zeros(self.size, dtype=np.float32)
        start = self._offsets.discard_pile
        stack = state.discard_stack
        if discard is None:
            self._add_cards(out, start, tuple(iter_stack(stack)))
        else:
            out[start : start + self._card_count] = discard.of(stack)
        self._write(out.data, state, seat, optional, choice)
        return out

    def _write(  # noqa: C901 - one pass over the segments, in their order, kept flat for speed
        self,
        out: Any,  # a memoryview of float32 (typeshed types a memoryview's items as int)
        state: GameState,
        seat: int,
        optional: bool,
        choice: Choice | None,
    ) -> None:
        """Write every entry but the discard pile's counts into ``out``, which holds zeros there.

        ``out`` is a memoryview of a ``float32`` array (setting an item of a memoryview is
        several times quicker than of a numpy array). The entries are those of ``_fill`` and
        ``_flags`` from the seat's view, read from the state (``observe``'s docstring).
        """
        (
            at_color,
            at_direction,
            at_players,
            at_sizes,
            at_draw,
            at_other_sides,
            at_draw_top,
            at_to_act,
            at_exposed,
            at_out,
            at_scores,
            at_round,
            at_decision,
            at_decision_cards,
            at_revealed,
        ) = self._starts
        index = self._face_index
        hands = state.hands
        players = state.players
        hand_at = self._hand_at
        for card in hands[seat]:
            out[hand_at[card]] += 1.0
        out[self._top_at[state.discard_stack[0]]] = 1.0  # type: ignore[misc]
        color = state.active_color
        if color is not None:
            out[at_color + self._color_index[color]] = 1.0
        out[at_direction] = state.direction
        out[at_players] = players
        at = at_sizes
        for hand in hands[seat:]:
            out[at] = len(hand)
            at += 1
        for hand in hands[:seat]:
            out[at] = len(hand)
            at += 1
        scores = state.scores
        if any(scores):  # all 0 in a single round
            at = at_scores
            for score in scores[seat:] + scores[:seat]:
                out[at] = score
                at += 1
        out[at_draw] = len(state.draw_cards) - state.draw_index
        if at_other_sides >= 0:  # two-sided cards: the backs of the others' cards, the draw pile's
            backs = self._back_index
            count = self._card_count
            for other, hand in enumerate(hands):
                if other != seat:
                    at = at_other_sides + (other - seat) % players * count
                    for card in hand:
                        out[at + backs[card]] += 1.0
            if state.draw_index < len(state.draw_cards):
                top = state.draw_cards[state.draw_index].back
                if top is not None:
                    out[at_draw_top + index[top]] = 1.0
        out[at_to_act + (state.current_player - seat) % players] = 1.0
        for exposed in state.uno_exposed:
            out[at_exposed + (exposed - seat) % players] = 1.0
        if at_out >= 0:
            for gone in state.out:
                out[at_out + (gone - seat) % players] = 1.0
        out[at_round] = state.round_number
        if state.pending is not None:
            pending = seen_decision(state, seat)
            assert pending is not None
            kind = self._pending_index.get(type(pending))
            if kind is not None:
                out[at_decision + kind] = 1.0
            for card in pending.cards():
                out[at_decision_cards + index[card]] += 1.0
        if state.reveal is not None:
            reveal = seen_reveal(state, seat)
            if reveal is not None:
                for card in reveal.cards:
                    out[at_revealed + index[card]] += 1.0
        if optional or choice is not None:
            self._write_flags(out, seat, players, optional, choice)

    def _write_flags(
        self, out: Any, seat: int, players: int, optional: bool, choice: Choice | None
    ) -> None:
        """``_flags`` written into a memoryview: out of turn, and the sub-choice asked."""
        at = self._offsets
        if optional:
            out[at.out_of_turn] = 1.0
        if choice is None:
            return
        out[at.asking + _CHOICES.index(choice.asking)] = 1.0
        play = choice.candidates[0]
        out[at.chosen_card + self._card_index[play.card.face]] = 1.0
        if play.color is not None:
            out[at.chosen_color + self._color_index[play.color]] = 1.0
        for picked in choice.picked:
            out[at.chosen_seats + (picked - seat) % players] = 1.0

    def _add_cards(
        self,
        out: npt.NDArray[np.float32],
        base: int,
        cards: Sequence[Card],
        index: dict[Card, int] | None = None,
    ) -> None:
        """Count ``cards`` into the per-card segment that starts at ``base``.

        Each card counts for the face it shows (``index``: the face up by default). A few
        cards (a hand) are added one by one; many (a discard pile of dozens of cards) are
        counted by numpy at once (``bincount`` of their indices), whose fixed cost is that
        of adding about fifteen cards one by one.
        """
        if index is None:
            index = self._face_index
        if len(cards) < _ONE_BY_ONE:
            for card in cards:
                out[base + index[card]] += 1
            return
        found = np.fromiter(map(index.__getitem__, cards), np.intp, len(cards))
        out[base : base + self._card_count] += np.bincount(found, minlength=self._card_count)

    def _fill(
        self,
        out: npt.NDArray[np.float32],
        source: GameState | SeatView,
        seat: int,
        hand: Sequence[Card],
        top: Card,
        hand_sizes: tuple[int, ...],
        draw_pile_size: int,
        draw_pile_top: Card | None,
        pending: Pending | None,
        reveal: Reveal | None,
    ) -> None:
        """Every entry but the discard pile's counts, the backs of others' cards and the flags.

        ``source`` is the state or the seat's view: the fields both have the same (the
        colour, direction, scores, whose turn, who can be caught, who is out, the round);
        the rest is given as the seat sees it.
        """
        at = self._offsets
        index = self._face_index
        players = source.players
        self._add_cards(out, at.hand, hand)
        out[at.top_card + index[top]] = 1
        color = source.active_color
        if color is not None:
            out[at.color + self._color_index[color]] = 1
        out[at.direction] = source.direction
        out[at.players] = players
        base = at.hand_sizes
        out[base : base + players] = hand_sizes[seat:] + hand_sizes[:seat]
        scores = source.scores
        if any(scores):  # all 0 in a single round
            base = at.scores
            out[base : base + players] = scores[seat:] + scores[:seat]
        out[at.draw_pile] = draw_pile_size
        if draw_pile_top is not None:
            out[at.draw_pile_top + index[draw_pile_top]] = 1
        out[at.to_act + (source.current_player - seat) % players] = 1
        for exposed in source.uno_exposed:
            out[at.uno_exposed + (exposed - seat) % players] = 1
        for gone in source.out:
            out[at.out + (gone - seat) % players] = 1
        out[at.round] = source.round_number
        if pending is not None:
            kind = self._pending_index.get(type(pending))
            if kind is not None:
                out[at.decision + kind] = 1
            self._add_cards(out, at.decision_cards, tuple(pending.cards()))
        if reveal is not None:
            self._add_cards(out, at.revealed, reveal.cards)

    def _flags(
        self,
        out: npt.NDArray[np.float32],
        seat: int,
        players: int,
        optional: bool,
        choice: Choice | None,
    ) -> None:
        """Whether the seat is asked out of turn, and what it is asked about its own play."""
        at = self._offsets
        if optional:
            out[at.out_of_turn] = 1
        if choice is None:
            return
        out[at.asking + _CHOICES.index(choice.asking)] = 1
        play = choice.candidates[0]
        out[at.chosen_card + self._card_index[play.card.face]] = 1
        if play.color is not None:
            out[at.chosen_color + self._color_index[play.color]] = 1
        for picked in choice.picked:
            out[at.chosen_seats + (picked - seat) % players] = 1

    def high(self) -> npt.NDArray[np.float32]:
        """Upper bounds of the entries.

        A card's copies in the deck for per-card counts, the deck's size for hand sizes and
        the draw pile, the target score plus every card's points for scores (a match ends
        once a score reaches the target, and one round adds at most that), ``1`` for flags
        and one-hots; the round number has no bound (the largest ``float32``).
        """
        high = np.ones(self.size, dtype=np.float32)
        rules = self.rules
        copies = np.zeros(len(self.cards), dtype=np.float32)
        for card in rules.deck:  # a face's copies: the cards with it on either side
            for face in {card.face, card.turned().face}:
                copies[self._card_index[face]] += 1
        for name in ("hand", "discard_pile", "decision_cards", "revealed"):
            segment = self.segment(name)
            high[segment.start : segment.stop] = copies
        if rules.two_sided:
            segment = self.segment("other_sides")
            high[segment.start : segment.stop] = np.tile(copies, self.max_players)
        deck = len(self.rules.deck)
        for name in ("hand_sizes", "draw_pile"):
            segment = self.segment(name)
            high[segment.start : segment.stop] = deck
        scores = self.segment("scores")
        most = rules.options.target_score + sum(
            max(rules.points[card], rules.points[card.turned()]) for card in rules.deck
        )
        high[scores.start : scores.stop] = most
        high[self.segment("players").start] = self.max_players
        high[self.segment("round").start] = np.finfo(np.float32).max
        return high

    def low(self) -> npt.NDArray[np.float32]:
        """Lower bounds of the entries: ``-1`` for the direction, ``0`` elsewhere."""
        low = np.zeros(self.size, dtype=np.float32)
        low[self.segment("direction").start] = -1
        return low


def _out_parts(rules: Rules, seats: int) -> list[tuple[str, int, str]]:
    """The segment of the seats out of the round (none for rules that take no seat out)."""
    if not rules.knocks_out:
        return []
    return [("out", seats, "the relative seats out of the round (knocked out)")]


def _two_sided_parts(rules: Rules, cards: int, seats: int) -> list[tuple[str, int, str]]:
    """The segments of what a seat sees of two-sided cards (none for one-sided decks)."""
    if not rules.two_sided:
        return []
    return [
        (
            "other_sides",
            seats * cards,
            "for each relative seat, copies of each face on the backs of its cards",
        ),
        ("draw_pile_top", cards, "the face up of the draw pile's top card (one-hot)"),
    ]


class DiscardCounts:
    """The per-card counts of a discard pile, kept from one observation to the next.

    The discard pile is a linked stack whose states share its lower part, so the counts of a
    new pile are those of the pile counted last plus the cards above it (one, after a
    play): found by walking down the new pile to the last one counted. A pile that does
    not reach it (reshuffled, turned over, cards put under) is counted whole. One per
    environment: the counts follow its game.
    """

    __slots__ = ("_counts", "_layout", "_stack")

    def __init__(self, layout: ObservationLayout) -> None:  # noqa: D107
        self._layout = layout
        self._counts = np.zeros(len(layout.cards), dtype=np.float32)
        self._stack: DiscardStack = ()

    def of(self, stack: DiscardStack) -> npt.NDArray[np.float32]:
        """The counts of the pile ``stack``, per card of the layout (the array is kept)."""
        last = self._stack
        node = stack
        added: list[Card] = []
        while node and node is not last:
            card, node = node
            added.append(card)
        if not node and last:  # the pile counted last is not under this one: count it all
            self._counts[:] = 0
        self._layout._add_cards(self._counts, 0, added)
        self._stack = stack
        return self._counts


def observation_layout(rules: Rules) -> ObservationLayout:
    """The observation layout of ``rules``' edition (built once per rule table, kept with it)."""
    return rules.derived(ObservationLayout)
