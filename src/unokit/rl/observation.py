"""The observation: a flat vector built from one seat's [`SeatView`][unokit.SeatView] only.

The layout depends on the edition (its distinct cards, its decisions, its largest table), not
on the number of players: seats are relative (``+0`` is the observing seat, ``+1`` the seat
after it clockwise), and the entries of seats that are not at the table are ``0``.
[`ObservationLayout.segments`][unokit.rl.ObservationLayout] lists the parts in order; the
docs' table is generated from it.
"""

from __future__ import annotations

from collections.abc import Sequence
from types import SimpleNamespace
from typing import Any

import attrs
import numpy as np
import numpy.typing as npt

from unokit.cards import Card
from unokit.rl.spaces import (
    CHOICE_MARK,
    CHOICE_SEAT,
    CHOICE_UNO,
    Choice,
    seen_cards,
)
from unokit.rules import Rules
from unokit.state import Pending
from unokit.views import SeatView

__all__ = ["ObservationLayout", "Segment", "observation_layout"]

_CHOICES = (CHOICE_MARK, CHOICE_SEAT, CHOICE_UNO)

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
    [`GameTypes.decisions`][unokit.declared.GameTypes]).
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
        self._encode_table(out, seen)
        self._encode_pending(out, seen)
        if optional:
            out[self._offsets.out_of_turn] = 1
        if choice is not None:
            self._encode_choice(out, seen, choice)
        return out

    def _add_cards(self, out: npt.NDArray[np.float32], base: int, cards: Sequence[Card]) -> None:
        """Count ``cards`` into the per-card segment that starts at ``base``.

        A few cards (a hand) are added one by one; many (a discard pile of dozens of cards)
        are counted by numpy at once (``bincount`` of their indices), whose fixed cost is
        that of adding about fifteen cards one by one.
        """
        index = self._card_index
        if len(cards) < _ONE_BY_ONE:
            for card in cards:
                out[base + index[card]] += 1
            return
        found = np.fromiter(map(index.__getitem__, cards), np.intp, len(cards))
        out[base : base + self._card_count] += np.bincount(found, minlength=self._card_count)

    def _encode_table(self, out: npt.NDArray[np.float32], seen: SeatView) -> None:
        """The hand, the piles, the colour, the seats' sizes and scores, whose turn it is."""
        at = self._offsets
        seat = seen.seat
        players = seen.players
        self._add_cards(out, at.hand, seen.hand)
        pile = seen.discard_pile
        out[at.top_card + self._card_index[pile[0]]] = 1
        self._add_cards(out, at.discard_pile, pile)
        color = seen.active_color
        if color is not None:
            out[at.color + self._color_index[color]] = 1
        out[at.direction] = seen.direction
        out[at.players] = players
        base = at.hand_sizes
        out[base : base + players] = seen.hand_sizes[seat:] + seen.hand_sizes[:seat]
        base = at.scores
        out[base : base + players] = seen.scores[seat:] + seen.scores[:seat]
        out[at.draw_pile] = seen.draw_pile_size
        if self.rules.two_sided:
            cards = len(self.cards)
            for other, sides in enumerate(seen.other_sides):
                self._add_cards(out, at.other_sides + (other - seat) % players * cards, sides)
            if seen.draw_pile_top is not None:
                out[at.draw_pile_top + self._card_index[seen.draw_pile_top]] = 1
        out[at.to_act + (seen.current_player - seat) % players] = 1
        for exposed in seen.uno_exposed:
            out[at.uno_exposed + (exposed - seat) % players] = 1
        for gone in seen.out:
            out[at.out + (gone - seat) % players] = 1
        out[at.round] = seen.round_number

    def _encode_pending(self, out: npt.NDArray[np.float32], seen: SeatView) -> None:
        """The pending decision's kind and cards, and the cards revealed to the seat."""
        at = self._offsets
        pending: Any = seen.pending
        if pending is not None:
            kind = self._pending_index.get(type(pending))
            if kind is not None:
                out[at.decision + kind] = 1
            self._add_cards(out, at.decision_cards, tuple(pending.cards()))
        if seen.reveal is not None:
            self._add_cards(out, at.revealed, seen.reveal.cards)

    def _encode_choice(self, out: npt.NDArray[np.float32], seen: SeatView, choice: Choice) -> None:
        """What the seat is asked about its own play, and what it picked so far."""
        at = self._offsets
        out[at.asking + _CHOICES.index(choice.asking)] = 1
        play = choice.candidates[0]
        out[at.chosen_card + self._card_index[play.card.face]] = 1
        if play.color is not None:
            out[at.chosen_color + self._color_index[play.color]] = 1
        for picked in choice.picked:
            out[at.chosen_seats + (picked - seen.seat) % seen.players] = 1

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


def observation_layout(rules: Rules) -> ObservationLayout:
    """The observation layout of ``rules``' edition (built once per rule table, kept with it)."""
    return rules.derived(ObservationLayout)
