"""The table: a mutable working copy of a state, used while one move is carried out.

[`apply`][unokit.apply] copies the state's fields onto a [`Table`][unokit.Table], lets the
move (and the effect of any card it plays) change the table, then freezes the table into a new
[`GameState`][unokit.GameState]. The state passed in is never touched, and effects written by
edition plugins get a small, readable vocabulary: ``draw``, ``skip``, ``reverse``,
``next_seat``...
"""

from __future__ import annotations

from _random import Random as _Random
from collections.abc import Iterable, Sequence
from typing import Any

from unokit.cards import Card, Color
from unokit.rules import Rules
from unokit.state import (
    STATE_FIELDS,
    DiscardStack,
    GameState,
    Pending,
    Reveal,
    RoundResult,
    build_stack,
    field_copier,
    iter_stack,
    stack_has_below,
    stack_top,
    state_maker,
)

__all__ = ["Table", "shuffled"]

_copy_fields = field_copier()
_freeze = state_maker("hands")


def shuffled(cards: Iterable[Card], rng: int) -> tuple[tuple[Card, ...], int]:
    """Shuffle ``cards`` with the random-number state ``rng``.

    The same shuffle as ``random.Random(rng).shuffle`` (and the same next state), made
    quicker: the generator is the C core of ``random.Random`` (seeded from an integer the
    same way, without the Python-level wrapper), and the Fisher-Yates loop of
    ``random.shuffle`` is written out with ``getrandbits``, as ``random.Random._randbelow``
    draws. At 10 players a reshuffle comes every few moves.
    ``tests/test_engine_internals.py`` checks both against the standard library.

    Returns:
        The shuffled cards and the next random-number state.
    """
    getrandbits = _Random(rng).getrandbits
    deck = list(cards)
    for i in range(len(deck) - 1, 0, -1):
        bound = i + 1
        bits = bound.bit_length()
        j = getrandbits(bits)
        while j >= bound:
            j = getrandbits(bits)
        deck[i], deck[j] = deck[j], deck[i]
    return tuple(deck), getrandbits(64)


class Table:
    """A mutable copy of a [`GameState`][unokit.GameState] that one move changes.

    Card effects ([`CardKind.on_play`][unokit.CardKind]) and pending decisions
    ([`Pending.resolve`][unokit.Pending.resolve]) receive a table. Read and change its
    attributes (they have the same names and meanings as the state's) and use its methods;
    the engine turns it into the next state.

    Attributes:
        player: The seat whose move is being carried out (the dealer while the opening card
            takes effect).
        skips: How many players the turn passes over after this move (``skip`` adds one).
        next_turn: Set it to give the next turn to a particular seat, overriding the usual
            "next seat, after skips" (e.g. an opening Reverse: the dealer starts).
        went_out: The seat that played its last card during this move, if any.
        previous_color: The colour that was in play before the card being played.
        reveal: Cards this move shows privately to one seat (starts as ``None`` every move).
    """

    # The state's fields (copied from it by ``_copy_fields``, frozen back by ``_freeze``,
    # both generated from ``STATE_FIELDS``), then the table's own. The annotations below
    # type them for card effects; ``tests/test_engine_internals.py`` checks none is missing.
    __slots__ = (*STATE_FIELDS, "next_turn", "player", "previous_color", "skips", "went_out")

    rules: Rules
    players: int
    seed: int
    dealer: int
    round_number: int
    scores: tuple[int, ...]
    history: tuple[RoundResult, ...]
    hands: list[tuple[Card, ...]]
    draw_cards: tuple[Card, ...]
    draw_index: int
    discard_stack: DiscardStack
    active_color: Color | None
    direction: int
    current_player: int
    pending: Pending | None
    uno_exposed: int | None
    passes: int
    rng: int
    winners: tuple[int, ...]
    end_reason: str | None
    reveal: Reveal | None
    edition_state: Any
    player: int
    skips: int
    next_turn: int | None
    went_out: int | None
    previous_color: Color | None

    def __init__(self, state: GameState, player: int) -> None:
        """Copy ``state`` onto a new table for a move by ``player``."""
        _copy_fields(self, state)
        self.hands = list(state.hands)
        self.reveal = None
        self.player = player
        self.skips = 0
        self.next_turn = None
        self.went_out = None
        self.previous_color = state.active_color

    def freeze(self) -> GameState:
        """Return the table's contents as a new immutable state."""
        return _freeze(self, tuple(self.hands))

    # -- seats ---------------------------------------------------------------------------

    def next_seat(self, seat: int | None = None, steps: int = 1) -> int:
        """The seat ``steps`` places after ``seat`` (default: the mover) in the play direction."""
        start = self.player if seat is None else seat
        return (start + steps * self.direction) % self.players

    def skip(self) -> None:
        """Make the next player in turn lose their turn (call twice to skip two)."""
        self.skips += 1

    def reverse(self) -> None:
        """Reverse the direction of play."""
        self.direction = -self.direction

    # -- cards ---------------------------------------------------------------------------

    @property
    def top_card(self) -> Card:
        """The top card of the discard pile."""
        return stack_top(self.discard_stack)

    def shuffle(self, cards: Iterable[Card]) -> tuple[Card, ...]:
        """Shuffle ``cards`` with the game's random-number state (which moves on)."""
        deck, self.rng = shuffled(cards, self.rng)
        return deck

    def discard(self, card: Card) -> None:
        """Put ``card`` face up on the discard pile."""
        self.discard_stack = (card, self.discard_stack)

    def take_from_hand(self, seat: int, card: Card) -> None:
        """Remove one copy of ``card`` from the hand of ``seat``."""
        hand = self.hands[seat]
        i = hand.index(card)
        self.hands[seat] = hand[:i] + hand[i + 1 :]

    def give(self, seat: int, cards: Sequence[Card]) -> None:
        """Add ``cards`` to the hand of ``seat``."""
        self.hands[seat] = self.hands[seat] + tuple(cards)

    def can_draw(self) -> bool:
        """Whether at least one card can be drawn (from the pile or after a reshuffle)."""
        return self.draw_index < len(self.draw_cards) or stack_has_below(self.discard_stack)

    def refill(self) -> None:
        """Keep the top discard and shuffle the rest of the discard pile into a new draw pile."""
        if not self.discard_stack:
            return
        top, rest = self.discard_stack
        self.draw_cards = self.draw_cards[self.draw_index :] + self.shuffle(iter_stack(rest))
        self.draw_index = 0
        self.discard_stack = (top, ())

    def draw(self, seat: int, count: int = 1) -> tuple[Card, ...]:
        """Move up to ``count`` cards from the draw pile into the hand of ``seat``.

        When the pile runs out, the discard pile (all but its top card) is shuffled into a new
        draw pile and drawing goes on. If no card is left even then, fewer cards are drawn.

        Returns:
            The cards drawn, in order.
        """
        drawn: tuple[Card, ...] = ()
        while len(drawn) < count:
            available = len(self.draw_cards) - self.draw_index
            if not available:
                if not stack_has_below(self.discard_stack):
                    break
                self.refill()
                continue
            take = min(count - len(drawn), available)
            drawn += self.draw_cards[self.draw_index : self.draw_index + take]
            self.draw_index += take
        if drawn:
            self.hands[seat] = self.hands[seat] + drawn
        return drawn

    def penalize(self, seat: int, count: int) -> tuple[Card, ...]:
        """Make ``seat`` draw ``count`` cards it must draw (Draw Two, Wild Draw Four, UNO...).

        Draws like [`draw`][unokit.Table.draw], then runs the edition's penalty rule, if any
        (see [`unokit_penalty_rule`][unokit.hookspecs.unokit_penalty_rule]).

        Returns:
            The cards drawn, in order.
        """
        drawn = self.draw(seat, count)
        rule = self.rules.penalty_rule
        if rule is not None:
            rule(self, seat, len(drawn))
        return drawn

    def turn_over(self) -> None:
        """Turn the whole game over, for editions whose cards have a face on each side.

        The discard pile is turned over as one stack (its top card goes to the bottom, and
        the card that was at the bottom is now on top, its other face up), then the draw pile
        likewise, then every hand, card by card (each hand keeps its order). One-sided cards
        are the same either way up, but the piles' order still turns over with them.
        """
        self.discard_stack = build_stack(
            [card.turned() for card in reversed(tuple(iter_stack(self.discard_stack)))]
        )
        remaining = self.draw_cards[self.draw_index :]
        self.draw_cards = tuple(card.turned() for card in reversed(remaining))
        self.draw_index = 0
        self.hands = [tuple(card.turned() for card in hand) for hand in self.hands]

    def draw_one(self) -> Card | None:
        """Take the top card of the draw pile (reshuffling if needed), giving it to nobody."""
        if self.draw_index >= len(self.draw_cards):
            if not stack_has_below(self.discard_stack):
                return None
            self.refill()
        card = self.draw_cards[self.draw_index]
        self.draw_index += 1
        return card
