"""The table: a mutable working copy of a state, used while one move is carried out.

[`apply`][unokit.apply] copies the state's fields onto a [`Table`][unokit.Table], lets the
move (and the effect of any card it plays) change the table, then freezes the table into a new
[`GameState`][unokit.GameState]. The state passed in is never touched, and effects written by
edition plugins get a small, readable vocabulary: ``draw``, ``skip``, ``reverse``,
``next_seat``...
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from typing import TYPE_CHECKING, Any, TypeVar

from unokit.core.cards import Card, Color
from unokit.core.errors import SetupError
from unokit.core.rules import Rules
from unokit.core.shuffle import SMALL_PILE, below, quick_shuffled, shuffled, twister_shuffled
from unokit.core.state import (
    STATE_FIELDS,
    DiscardStack,
    GameState,
    Pending,
    Reveal,
    RoundResult,
    ScriptedRandomness,
    _turn_each,
    _turned_over,
    build_stack,
    field_copier,
    iter_stack,
    plugin_state_of,
    seat_after,
    stack_has_below,
    stack_top,
    state_maker,
    working_copy,
)

if TYPE_CHECKING:
    from unokit.core.contract import PluginTable

__all__ = ["SMALL_PILE", "Table", "below", "quick_shuffled", "shuffled", "twister_shuffled"]

_Chosen = TypeVar("_Chosen")
_Item = TypeVar("_Item")

_copy_fields = field_copier()
_freeze = state_maker("hands")


class Table:
    """A mutable copy of a [`GameState`][unokit.GameState] that one move changes.

    Card effects ([`CardKind.on_play`][unokit.CardKind]) and pending decisions
    ([`Pending.resolve`][unokit.Pending.resolve]) receive a table. Read and change its
    attributes (they have the same names and meanings as the state's) and use its methods;
    the engine turns it into the next state. A plugin uses the fields and operations of
    [`PluginTable`][unokit.core.contract.PluginTable] (the plugin contract); the rest are the
    engine's.

    Attributes:
        player: The seat whose move is being carried out (the dealer while the opening card
            takes effect).
        skips: How many players the turn passes over after this move (``skip`` adds one).
        next_turn: Set it to give the next turn to a particular seat, overriding the usual
            "next seat, after skips" (e.g. an opening Reverse: the dealer starts).
        went_out: The seat that played its last card during this move, if any.
        previous_color: The colour that was in play before the card being played.
        reveal: Cards this move shows privately to one seat (starts as ``None`` every move).
        hands_before: The hands as they were before this move (a hand this move changed is
            a new tuple: ``table.hands[seat] is not table.hands_before[seat]``).
        uno_called: The seat that called UNO with this move's play, if any.
    """

    # The state's fields (copied from it by ``_copy_fields``, frozen back by ``_freeze``,
    # both generated from ``STATE_FIELDS``), then the table's own. The annotations below
    # type them for card effects; ``tests/test_engine_internals.py`` checks none is missing.
    __slots__ = (
        *STATE_FIELDS,
        "hands_before",
        "next_turn",
        "player",
        "previous_color",
        "skips",
        "uno_called",
        "went_out",
    )

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
    uno_exposed: tuple[int, ...]
    passes: int
    rng: int | ScriptedRandomness
    winners: tuple[int, ...]
    end_reason: str | None
    reveal: Reveal | None
    edition_state: Any
    house_rule_states: tuple[Any, ...]
    out: tuple[int, ...]
    player: int
    skips: int
    next_turn: int | None
    went_out: int | None
    previous_color: Color | None
    hands_before: tuple[tuple[Card, ...], ...]
    uno_called: int | None

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
        self.hands_before = state.hands
        self.uno_called = None

    def freeze(self) -> GameState:
        """Return the table's contents as a new immutable state."""
        return _freeze(self, tuple(self.hands))

    # -- the plugins' own state -----------------------------------------------------------

    def plugin_state(self, plugin: str) -> Any:
        """What the plugin named ``plugin`` keeps between moves (``None`` if nothing yet).

        Args:
            plugin: The edition's canonical name or the name of one of the game's house
                rules (a plugin reads and sets its own state by its own name).

        Raises:
            KeyError: if the game has no edition or house rule of that name.
        """
        return plugin_state_of(self.rules, self.edition_state, self.house_rule_states, plugin)

    def set_plugin_state(self, plugin: str, value: Any) -> None:
        """Keep ``value`` as the state of the plugin named ``plugin`` from this move on.

        The value must be ``None`` or of the type the plugin declares in its ``state_type``
        (see [`Edition.state_type`][unokit.Edition]; a plugin that declares none keeps
        nothing), and immutable: ``bool``, ``int``, ``str``, [`Card`][unokit.Card],
        [`Color`][unokit.Color], tuples and frozensets of those, or a frozen ``attrs`` class
        the plugin declares (see [`Edition.declares`][unokit.Edition]). Give it
        ``check(state)`` to have saved games checked, and ``visible_to(seat)`` to hide part
        of it from seats' views (as [`Pending`][unokit.Pending] does). Every round starts
        with every plugin's state back at ``None``.

        Raises:
            KeyError: if the game has no edition or house rule of that name.
        """
        rules = self.rules
        if plugin == rules.edition:
            self.edition_state = value
            return
        if plugin not in rules.house_rules:
            plugin_state_of(rules, None, (), plugin)  # raises the KeyError naming the plugins
        states = list(self.house_rule_states or (None,) * len(rules.house_rules))
        states[rules.house_rules.index(plugin)] = value
        self.house_rule_states = () if all(item is None for item in states) else tuple(states)

    # -- seats ---------------------------------------------------------------------------

    def next_seat(self, seat: int | None = None, steps: int = 1) -> int:
        """The seat ``steps`` places after ``seat`` (default: the mover) in the play direction.

        Seats out of the round (``out``) are passed over: they have no turn.
        """
        start = self.player if seat is None else seat
        out = self.out
        if not out:
            return (start + steps * self.direction) % self.players
        if len(out) >= self.players:
            return start
        seat = start
        for _ in range(steps):
            seat = seat_after(seat, self.direction, self.players, out)
        return seat

    @property
    def seats_in_round(self) -> tuple[int, ...]:
        """The seats still in the round (every seat but those of ``out``), ascending."""
        out = self.out
        if not out:
            return tuple(range(self.players))
        return tuple(seat for seat in range(self.players) if seat not in out)

    def knock_out(self, seat: int) -> None:
        """Take ``seat`` out of the round; its cards go to the bottom of the discard pile.

        The capability behind UNO Show 'em No Mercy's Mercy Rule ("knocked out of the game
        at once"; the cards "go to the bottom of the Discard Pile"). From now until the
        next deal the seat has no turn and no move (turn order passes over it, see
        ``next_seat``), cannot be named by a card, and an empty hand of it does not win:
        the last seat left in the round wins it. Only in games whose rules may take seats
        out ([`Rules.knocks_out`][unokit.Rules]: a plugin declares ``knocks_out`` or a hand
        limit).

        Raises:
            ValueError: if the game's rules never take a seat out, or ``seat`` is out already.
        """
        if not self.rules.knocks_out:
            raise ValueError(
                "this game's plugins do not take seats out of the round: a plugin that does "
                "declares knocks_out = True (or a hand limit)"
            )
        if seat in self.out:
            raise ValueError(f"seat {seat} is out of the round already")
        self.out = tuple(sorted((*self.out, seat)))
        cards = self.hands[seat]
        self.hands[seat] = ()
        self.bury(cards)
        self.uno_exposed = tuple(other for other in self.uno_exposed if other != seat)

    def discard_under_top(self, cards: Sequence[Card]) -> None:
        """Put ``cards`` on the discard pile just under its top card, which stays on top.

        The last of ``cards`` ends up right under the top card (UNO Show 'em No Mercy's
        Discard All: the cards thrown away "go under the Discard All").
        """
        top = self.top_card
        below = self.discard_stack[1]  # type: ignore[misc]
        for card in cards:
            below = (card, below)
        self.discard_stack = (top, below)

    def bury(self, cards: Sequence[Card]) -> None:
        """Put ``cards`` at the bottom of the discard pile, in order (the last at the bottom).

        They come back into play when the discard pile is next shuffled into a new draw
        pile.
        """
        if not cards:
            return
        pile = [*iter_stack(self.discard_stack), *cards]
        self.discard_stack = build_stack(pile)

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
        """Shuffle ``cards`` with the game's random-number state (which moves on).

        The way for a plugin to shuffle: deterministic, and saved with the game. How a pile
        is shuffled depends on its size and the game's rules version (see
        [`RULES_VERSION`][unokit.RULES_VERSION]).
        """
        rng = self.rng
        if isinstance(rng, ScriptedRandomness):  # a test fixed the chances, not the shuffles
            deck, then = shuffled(cards, rng.then, self.rules.rules_version)
            self.rng = ScriptedRandomness(rng.numbers, then)
            return deck
        deck, self.rng = shuffled(cards, rng, self.rules.rules_version)
        return deck

    def random_below(self, bound: int) -> int:
        """A whole number from ``0`` to ``bound - 1``, chosen at random by the game.

        For a plugin's own chance (a card that picks a seat at random, say): drawn from the
        game's random-number state, which moves on, so the game stays deterministic (the
        same state and move always give the same next state) and is saved with it.

        Raises:
            ValueError: if ``bound`` is not a whole number of at least 1.
        """
        if isinstance(bound, bool) or not isinstance(bound, int) or bound < 1:
            raise ValueError(f"random_below needs a whole number of at least 1, not {bound!r}")
        rng = self.rng
        if isinstance(rng, ScriptedRandomness):
            return self._scripted(rng, bound)
        number, self.rng = below(bound, rng)
        return number

    def random_weighted(self, weights: Sequence[int]) -> int:
        """An index of ``weights``, chosen at random by the game, ``i`` as often as ``weights[i]``.

        For a plugin's own chance with a distribution of its own (how many cards a launcher
        shoots out, say): ``random_weighted((3, 1))`` is ``0`` three times in four. Drawn as
        ``random_below`` draws, and fixed by a test the same way (see
        [`scripted_randomness`][unokit.core.game.scripted_randomness]): a scripted number is
        the index itself.

        Raises:
            ValueError: if a weight is not a whole number of 0 or more, or none is above 0.
        """
        if any(isinstance(w, bool) or not isinstance(w, int) or w < 0 for w in weights):
            raise ValueError(f"random_weighted needs whole numbers of 0 or more, not {weights!r}")
        total = sum(weights)
        if total < 1:
            raise ValueError("random_weighted needs at least one weight above 0")
        rng = self.rng
        if isinstance(rng, ScriptedRandomness):
            index = self._scripted(rng, len(weights))
            if not weights[index]:
                self.rng = rng
                raise SetupError(
                    f"the scripted randomness gives {index} next, but the game gives it no "
                    "chance here"
                )
            return index
        number, self.rng = below(total, rng)
        for index, weight in enumerate(weights):
            if number < weight:
                return index
            number -= weight
        raise AssertionError("unreachable: the number is below the total")  # pragma: no cover

    def _scripted(self, rng: ScriptedRandomness, bound: int) -> int:
        """The script's next number, which must be below ``bound``; the script moves on."""
        if not rng.numbers:  # a saved game's empty script: nothing is fixed
            number, self.rng = below(bound, rng.then)
            return number
        number, rest = rng.numbers[0], rng.numbers[1:]
        if not 0 <= number < bound:
            raise SetupError(
                f"the scripted randomness gives {number} next, but the game asks for a number "
                f"from 0 to {bound - 1}"
            )
        self.rng = ScriptedRandomness(rest, rng.then) if rest else rng.then
        return number

    def choose(self, choices: Sequence[_Chosen]) -> _Chosen:
        """One of ``choices``, chosen at random by the game (see ``random_below``).

        Raises:
            ValueError: if there is nothing to choose from.
        """
        if not choices:
            raise ValueError("choose needs at least one thing to choose from")
        return choices[self.random_below(len(choices))]

    def discard(self, card: Card) -> None:
        """Put ``card`` face up on the discard pile."""
        self.discard_stack = (card, self.discard_stack)

    def take_from_hand(self, seat: int, card: Card) -> None:
        """Remove one copy of ``card`` from the hand of ``seat``."""
        hand = self.hands[seat]
        i = hand.index(card)
        self.hands[seat] = hand[:i] + hand[i + 1 :]

    def give(self, seat: int, cards: Sequence[Card]) -> None:
        """Add ``cards`` to the hand of ``seat``.

        A seat that reaches the game's hand limit (see
        [`unokit_hand_limit`][unokit.core.hookspecs.unokit_hand_limit]) is taken out of the round.
        """
        self.hands[seat] = self.hands[seat] + tuple(cards)
        limit = self.rules.hand_limit
        if limit is not None and len(self.hands[seat]) >= limit:
            self.knock_out(seat)

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
        A seat out of the round draws nothing; one that reaches the game's hand limit (see
        [`unokit_hand_limit`][unokit.core.hookspecs.unokit_hand_limit]) is taken out of the round
        at once, and draws no more.

        Returns:
            The cards drawn, in order.
        """
        if self.out and seat in self.out:
            return ()
        limit = self.rules.hand_limit
        if limit is not None:
            room = limit - len(self.hands[seat])  # (min and max cost more than tests)
            if room < count:
                count = room if room > 0 else 0
        drawn: tuple[Card, ...] = ()
        while len(drawn) < count:
            available = len(self.draw_cards) - self.draw_index
            if not available:
                if not stack_has_below(self.discard_stack):
                    break
                self.refill()
                continue
            take = count - len(drawn)
            if available < take:
                take = available
            drawn += self.draw_cards[self.draw_index : self.draw_index + take]
            self.draw_index += take
        if drawn:
            self.hands[seat] = self.hands[seat] + drawn
            if limit is not None and len(self.hands[seat]) >= limit:
                self.knock_out(seat)
        return drawn

    def penalize(self, seat: int, count: int) -> tuple[Card, ...]:
        """Make ``seat`` draw ``count`` cards it must draw (Draw Two, Wild Draw Four, UNO...).

        Draws like [`draw`][unokit.Table.draw], then runs the edition's penalty rule, if any
        (see [`unokit_penalty_rule`][unokit.core.hookspecs.unokit_penalty_rule]).

        Returns:
            The cards drawn, in order.
        """
        drawn = self.draw(seat, count)
        rule = self.rules.penalty_rule  # as had_to_draw does, without a call more
        if rule is not None:
            rule(self, seat, len(drawn))
        return drawn

    def had_to_draw(self, seat: int, count: int) -> None:
        """``seat`` has just drawn ``count`` cards it had to draw: run the penalty rule, if any.

        What [`penalize`][unokit.Table.penalize] does after drawing, for a draw whose count
        is known only once it is over (drawing until a card of a colour shows, until a card
        can be played): draw with [`draw`][unokit.Table.draw], then call this with how many
        cards came. UNO Party!'s link makes the linked player draw as many (see
        [`unokit_penalty_rule`][unokit.core.hookspecs.unokit_penalty_rule]).
        """
        rule = self.rules.penalty_rule
        if rule is not None:
            rule(self, seat, count)

    def turn_over(self) -> None:
        """Turn the whole game over, for editions whose cards have a face on each side.

        The discard pile is turned over as one stack (its top card goes to the bottom, and
        the card that was at the bottom is now on top, its other face up), then the draw pile
        likewise, then every hand, card by card (each hand keeps its order). One-sided cards
        are the same either way up, but the piles' order still turns over with them.
        """
        over = self.rules.derived(_turned_over)
        # Walked from the top, each card turned and pushed in turn: the bottom card ends on
        # top, in one pass.
        turned: DiscardStack = ()
        node = self.discard_stack
        try:
            while node:
                card, node = node
                turned = (over[card], turned)
        except KeyError:  # a card that is not the deck's: turned the long way
            turned = build_stack(_turn_each(over, reversed(tuple(iter_stack(self.discard_stack)))))
        self.discard_stack = turned
        remaining = self.draw_cards[self.draw_index :]
        self.draw_cards = _turn_each(over, reversed(remaining))
        self.draw_index = 0
        self.hands = [_turn_each(over, hand) for hand in self.hands]

    def draw_one(self) -> Card | None:
        """Take the top card of the draw pile (reshuffling if needed), giving it to nobody."""
        if self.draw_index >= len(self.draw_cards):
            if not stack_has_below(self.discard_stack):
                return None
            self.refill()
        card = self.draw_cards[self.draw_index]
        self.draw_index += 1
        return card


if TYPE_CHECKING:  # mypy holds the table to the contract: it has every operation listed

    def _keeps_the_contract(table: Table) -> PluginTable:
        return table


#: ``__init__`` and ``freeze`` as written above, each generated as one function.
Table.__init__, Table.freeze = working_copy(  # type: ignore[method-assign]
    {"hands": "list(state.hands)", "reveal": "None"},
    {"player": "player", "skips": "0", "next_turn": "None", "went_out": "None"}
    | {"previous_color": "state.active_color", "hands_before": "state.hands", "uno_called": "None"},
    {"hands": "tuple(self.hands)"},
)
