"""The plugin contract's table: what a card effect or a phase may read and do with a table.

A card's effect ([`CardKind.on_play`][unokit.CardKind], ``on_open``), the penalty rule and a
phase's ``resolve`` receive the move's [`Table`][unokit.Table]. Of its fields and operations,
those of [`PluginTable`][unokit.core.contract.PluginTable] are the plugin's, each as that protocol
types it: an attribute may be changed, a property only read, and an operation called. The
rest of the table is the engine's and may change: the random-number state (``rng``: a plugin
draws its chances with ``shuffle``, ``random_below``, ``random_weighted`` and ``choose``),
the house rules' states as stored (``house_rule_states``: use ``plugin_state``) and
``freeze``.

Annotate an effect's or a phase's table as ``PluginTable`` and mypy holds the plugin to the
contract; ``Table`` works too (it has every member of ``PluginTable``, which mypy checks).
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from typing import TYPE_CHECKING, Any, Protocol, TypeVar

if TYPE_CHECKING:
    from unokit.core.cards import Card, Color
    from unokit.core.phases import Pending
    from unokit.core.rules import Rules
    from unokit.core.state import DiscardStack, Reveal, RoundResult

__all__ = ["PluginTable"]

_Chosen = TypeVar("_Chosen")


class PluginTable(Protocol):
    """The table operations and fields a plugin may use: the plugin contract's table.

    The [`Table`][unokit.Table] an effect or a phase receives has all of them. Each names
    the edition or house rule that first needed it in the plugin guide's contract.

    Attributes:
        hands: Each seat's cards (a list of tuples: give a seat a new tuple).
        direction: ``1`` for clockwise, ``-1`` for counterclockwise (``reverse`` turns it).
        current_player: The seat to act once the move is over, unless the turn moves on.
        active_color: The colour in play.
        next_turn: Set it to give the next turn to a particular seat, overriding the usual
            "next seat, after skips" (an opening Reverse: the dealer starts).
        skips: How many players the turn passes over after this move (``skip`` adds one).
        pending: The decision to wait for after this move (``None``: none).
        reveal: Cards this move shows privately to one seat.
        passes: Consecutive passes made because nothing could be drawn (the deadlock rule):
            the turn counts them, and a move that is not such a pass sets it back to ``0``.
        discard_stack: The discard pile, as a linked stack (see
            [`iter_stack`][unokit.core.state.iter_stack]); set it whole to take the top card back
            (classic's Wild Draw Four returned to its player), else change it through
            ``discard``, ``discard_under_top`` and ``bury``.
        edition_state: The edition's own state (the edition may set it directly; a house
            rule's is ``plugin_state(name)``).
    """

    hands: list[tuple[Card, ...]]
    direction: int
    current_player: int
    active_color: Color | None
    next_turn: int | None
    skips: int
    pending: Pending | None
    reveal: Reveal | None
    passes: int
    discard_stack: DiscardStack
    edition_state: Any

    # -- read only: the move, the piles, the match ------------------------------------------

    @property
    def player(self) -> int:
        """The seat whose move is being carried out (the dealer while the opening card acts)."""

    @property
    def previous_color(self) -> Color | None:
        """The colour in play before the card being played."""

    @property
    def went_out(self) -> int | None:
        """The seat that played its last card during this move, if any."""

    @property
    def uno_called(self) -> int | None:
        """The seat that called UNO with this move's play, if any."""

    @property
    def hands_before(self) -> tuple[tuple[Card, ...], ...]:
        """The hands as they were before this move."""

    @property
    def uno_exposed(self) -> tuple[int, ...]:
        """The seats left with one card without calling UNO, who can still be caught."""

    @property
    def draw_cards(self) -> tuple[Card, ...]:
        """The draw pile as last shuffled: the pile is ``draw_cards[draw_index:]``.

        Read it to peek at the next cards; cards leave it only through the operations
        (``draw``, ``draw_one``, ``refill``...).
        """

    @property
    def draw_index(self) -> int:
        """How many cards of ``draw_cards`` have been drawn."""

    @property
    def top_card(self) -> Card:
        """The top card of the discard pile."""

    @property
    def rules(self) -> Rules:
        """The game's compiled [`Rules`][unokit.Rules]."""

    @property
    def players(self) -> int:
        """The number of players."""

    @property
    def seats_in_round(self) -> tuple[int, ...]:
        """The seats still in the round, ascending."""

    @property
    def out(self) -> tuple[int, ...]:
        """The seats out of the round, ascending (``knock_out`` takes one out)."""

    @property
    def dealer(self) -> int:
        """The seat that dealt this round."""

    @property
    def seed(self) -> int:
        """The seed the game was created with."""

    @property
    def round_number(self) -> int:
        """The round being played, from 1."""

    @property
    def scores(self) -> tuple[int, ...]:
        """Each seat's match score."""

    @property
    def history(self) -> tuple[RoundResult, ...]:
        """The results of the rounds played so far."""

    @property
    def winners(self) -> tuple[int, ...]:
        """The seats that won the match (empty while it goes on)."""

    @property
    def end_reason(self) -> str | None:
        """Why the match ended, once it is over."""

    # -- seats and turn order ---------------------------------------------------------------

    def next_seat(self, seat: int | None = None, steps: int = 1) -> int:
        """The seat ``steps`` places after ``seat`` (default: the mover), passing seats out."""

    def skip(self) -> None:
        """Make the next player in turn lose their turn."""

    def reverse(self) -> None:
        """Reverse the direction of play."""

    def knock_out(self, seat: int) -> None:
        """Take ``seat`` out of the round; its cards go to the bottom of the discard pile."""

    # -- cards ----------------------------------------------------------------------------

    def draw(self, seat: int, count: int = 1) -> tuple[Card, ...]:
        """Move up to ``count`` cards from the draw pile into the hand of ``seat``."""

    def penalize(self, seat: int, count: int) -> tuple[Card, ...]:
        """Make ``seat`` draw ``count`` cards it must draw, then run the penalty rule."""

    def had_to_draw(self, seat: int, count: int) -> None:
        """Run the penalty rule for ``count`` cards ``seat`` has just drawn and had to."""

    def give(self, seat: int, cards: Sequence[Card]) -> None:
        """Add ``cards`` to the hand of ``seat``."""

    def take_from_hand(self, seat: int, card: Card) -> None:
        """Remove one copy of ``card`` from the hand of ``seat``."""

    def discard(self, card: Card) -> None:
        """Put ``card`` face up on the discard pile."""

    def discard_under_top(self, cards: Sequence[Card]) -> None:
        """Put ``cards`` on the discard pile just under its top card."""

    def bury(self, cards: Sequence[Card]) -> None:
        """Put ``cards`` at the bottom of the discard pile, in order."""

    def draw_one(self) -> Card | None:
        """Take the top card of the draw pile (reshuffling if needed), giving it to nobody."""

    def can_draw(self) -> bool:
        """Whether at least one card can be drawn (from the pile or after a reshuffle)."""

    def refill(self) -> None:
        """Shuffle the discard pile under its top card into a new draw pile."""

    def turn_over(self) -> None:
        """Turn the whole game over (two-sided cards)."""

    # -- the plugins' own state -------------------------------------------------------------

    def plugin_state(self, plugin: str) -> Any:
        """What the plugin named ``plugin`` keeps between moves (``None`` if nothing yet)."""

    def set_plugin_state(self, plugin: str, value: Any) -> None:
        """Keep ``value`` as the state of the plugin named ``plugin`` from this move on."""

    # -- randomness, from the game's own generator ------------------------------------------

    def shuffle(self, cards: Iterable[Card]) -> tuple[Card, ...]:
        """Shuffle ``cards`` with the game's random-number state."""

    def random_below(self, bound: int) -> int:
        """A whole number from ``0`` to ``bound - 1``, chosen at random by the game."""

    def random_weighted(self, weights: Sequence[int]) -> int:
        """An index of ``weights``, chosen at random by the game, ``i`` as often as its weight."""

    def choose(self, choices: Sequence[_Chosen]) -> _Chosen:
        """One of ``choices``, chosen at random by the game."""
