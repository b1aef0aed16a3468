"""The game state: one immutable value holding a whole match.

A [`GameState`][unokit.GameState] holds everything: the hands, both piles, the colour in play,
whose turn it is, any decision the game is waiting for, the scores of the match and the
random-number state used for the next shuffle. [`apply`][unokit.apply] returns a new state and
never changes the old one, so keeping a list of states is a complete, cheap game history.
"""

from __future__ import annotations

from collections.abc import Callable, Container, Iterable, Iterator, Mapping, Sequence
from typing import TYPE_CHECKING, Any, Protocol, TypeAlias

import attrs

from unokit.core.cards import Card, Color
from unokit.core.phases import Pending, QuickWay, QuickWays, Turn, check_seat
from unokit.core.rules import Options, Rules

if TYPE_CHECKING:
    pass

__all__ = [
    "PLAYED_FIELDS",
    "STATE_FIELDS",
    "DiscardStack",
    "GameState",
    "MatchFacts",
    "Pending",
    "QuickWay",
    "QuickWays",
    "Reveal",
    "RoundResult",
    "ScriptedRandomness",
    "Turn",
    "build_stack",
    "check_seat",
    "field_copier",
    "iter_stack",
    "plugin_state_of",
    "seat_after",
    "stack_has_below",
    "stack_top",
    "state_maker",
    "working_copy",
]

DiscardStack: TypeAlias = tuple[Card, "DiscardStack"] | tuple[()]
"""The discard pile as a linked stack: ``(top_card, rest)``, ending in ``()``.
Pushing a card makes one small tuple and shares the rest with the previous state.
"""


def iter_stack(stack: DiscardStack) -> Iterator[Card]:
    """Yield the cards of a discard stack, top first."""
    while stack:
        card, stack = stack
        yield card


def stack_top(stack: DiscardStack) -> Card:
    """The top card of a discard stack."""
    if stack:
        return stack[0]
    raise IndexError("the discard pile is empty")


def seat_after(seat: int, direction: int, players: int, out: Container[int]) -> int:
    """The seat after ``seat`` in the direction of play, passing over the seats ``out``.

    Seats out of the round have no turn (and ``seat`` itself if every other seat is out).

    Examples:
        >>> seat_after(3, 1, 4, out=(0,))  # seat 0 is out: after seat 3 comes seat 1
        1
        >>> seat_after(1, -1, 4, out=())
        0
    """
    following = (seat + direction) % players
    while following in out and following != seat:
        following = (following + direction) % players
    return following


def stack_has_below(stack: DiscardStack) -> bool:
    """Whether a discard stack holds more than its top card (so it can refill the draw pile)."""
    if stack:
        return bool(stack[1])
    return False


def build_stack(cards_top_first: Sequence[Card]) -> DiscardStack:
    """Build a discard stack from cards listed top first."""
    stack: DiscardStack = ()
    for card in reversed(cards_top_first):
        stack = (card, stack)
    return stack


@attrs.frozen
class Reveal:
    """Cards shown privately to one seat, e.g. a challenged player's hand to the challenger.

    Attributes:
        to: The seat that sees the cards.
        seat: The seat whose cards they are (another seat than ``to``).
        cards: The cards shown: cards ``seat`` holds (a saved game whose reveal shows
            others is refused).
    """

    to: int
    seat: int
    cards: tuple[Card, ...]


@attrs.frozen
class RoundResult:
    """How one round ended.

    Attributes:
        number: The round's number, from 1.
        dealer: Who dealt it.
        winner: The seat that went out (in a partners match, one of the winning pair), or
            ``None`` for a void round.
        points: The points the round winner (in a partners match: each partner of the
            winning pair) scored; ``0`` for a void round and in the single-round and
            low-score formats, where the winner scores nothing.
        void: ``True`` if the round was void (nothing could be drawn and nobody could play).
        hand_points: What the cards left in each seat's hand were worth when the round ended
            (after any final penalty), by the edition's card values; ``0`` for the winner.
            A low-score match adds these to the scores.
    """

    number: int
    dealer: int
    winner: int | None
    points: int
    void: bool = False
    hand_points: tuple[int, ...] = ()


class _PublicRules(Protocol):
    """What both the compiled rules and a seat's view of them tell."""

    @property
    def edition(self) -> str: ...

    @property
    def options(self) -> Options: ...

    @property
    def house_rules(self) -> tuple[str, ...]: ...


class MatchFacts:
    """What a game and a seat's view of it both tell, derived from fields they share.

    The base of [`GameState`][unokit.GameState] and [`SeatView`][unokit.SeatView]: one home
    for the edition, the options, who won and the sides of the match.
    """

    __slots__ = ()

    if TYPE_CHECKING:
        rules: _PublicRules
        players: int
        scores: tuple[int, ...]
        winners: tuple[int, ...]
        pending: Pending | None
        edition_state: Any
        house_rule_states: tuple[Any, ...]
        out: tuple[int, ...]

    @property
    def edition(self) -> str:
        """The edition's canonical name."""
        return self.rules.edition

    @property
    def options(self) -> Options:
        """The game's [`Options`][unokit.Options], every option with its value."""
        return self.rules.options

    @property
    def house_rules(self) -> tuple[str, ...]:
        """The names of the game's house rules, in the order they were given."""
        return self.rules.house_rules

    @property
    def is_over(self) -> bool:
        """Whether the match is over."""
        return bool(self.winners)

    @property
    def winner(self) -> int | None:
        """The single seat that won the match.

        ``None`` while the match goes on, and also when a pair won (a partners match): read
        ``winners`` for both seats.
        """
        winners = self.winners
        return winners[0] if len(winners) == 1 else None

    @property
    def teams(self) -> tuple[tuple[int, ...], ...]:
        """The sides of the match, seats that score and win together.

        One seat each (``((0,), (1,), ...)``) except in a partners match:
        ``((0, 2), (1, 3))``.
        """
        from unokit.core.formats import match_format  # ``import unokit`` leaves the formats

        return match_format(self.rules.options.match).teams(self.players)

    @property
    def team_scores(self) -> tuple[int, ...]:
        """The match score of each side of ``teams``, in the same order.

        The same as ``scores`` except in a partners match, where it gives one score per pair.
        """
        scores = self.scores
        return tuple(scores[team[0]] for team in self.teams)

    def plugin_state(self, plugin: str) -> Any:
        """What the plugin named ``plugin`` keeps between moves (``None`` if nothing).

        In a seat's view, as that seat may see it.

        Args:
            plugin: The edition's canonical name (``state.edition``) or the name of one of
                the game's house rules.

        Raises:
            KeyError: if the game has no edition or house rule of that name.
        """
        return plugin_state_of(self.rules, self.edition_state, self.house_rule_states, plugin)

    @property
    def single_round(self) -> bool:
        """Whether the match is one round (the ``single-round`` match format)."""
        from unokit.core.formats import SingleRound, match_format  # (see ``teams``)

        return isinstance(match_format(self.rules.options.match), SingleRound)

    @property
    def seats_in_round(self) -> tuple[int, ...]:
        """The seats still in the round (every seat but those of ``out``), ascending."""
        out = self.out
        if not out:
            return tuple(range(self.players))
        return tuple(seat for seat in range(self.players) if seat not in out)

    @property
    def round_over(self) -> bool:
        """Whether the round has ended and the next one waits to be dealt."""
        return self.pending is not None and self.pending.closes_round


@attrs.frozen
class ScriptedRandomness:
    """The game's next random numbers, fixed by a test: see ``scripted_randomness``.

    A game's ``rng`` holds one while numbers of the script are left. Each chance the game
    takes ([`Table.random_below`][unokit.Table.random_below],
    [`random_weighted`][unokit.Table.random_weighted], [`choose`][unokit.Table.choose])
    gives the next number; shuffles use the game's own random-number state, ``then``,
    which takes over once the numbers run out.

    Attributes:
        numbers: The numbers the next chances give, in order (at least one).
        then: The game's own random-number state.
    """

    numbers: tuple[int, ...]
    then: int


@attrs.frozen(repr=False, weakref_slot=False)
class GameState(MatchFacts):
    """A complete, immutable snapshot of a game (a whole match).

    Create one with [`new_game`][unokit.new_game]; get the next one with
    [`apply`][unokit.apply]. Two states are equal when every field is equal, so replaying the
    same moves from the same seed gives an equal state.

    Attributes:
        rules: The compiled rules of the edition and options.
        players: The number of players; seats are numbered ``0`` to ``players - 1`` clockwise.
        seed: The seed the game was created with.
        dealer: The seat that dealt this round.
        round_number: The round being played, from 1.
        scores: Each seat's match score. In a partners match both partners carry their
            pair's score (see ``team_scores``); in a low-score match it is the seat's running
            total of its own remaining cards.
        history: The results of the rounds played so far, void rounds included.
        hands: Each seat's cards, in the order they were received.
        draw_cards: The cards of the draw pile as last shuffled (top first); the pile is
            ``draw_cards[draw_index:]``.
        draw_index: How many cards of ``draw_cards`` have been drawn.
        discard_stack: The discard pile (see ``discard_pile`` for a plain tuple).
        active_color: The colour in play (a Wild's announced colour); ``None`` only while an
            opening Wild waits for its colour.
        direction: ``1`` for clockwise (seat numbers rising), ``-1`` for counterclockwise.
        current_player: The seat whose turn it is, or who must answer the pending decision.
        pending: The decision the game is waiting for, if any.
        uno_exposed: The seats left with one card without calling UNO, who can still be
            caught (ascending; usually none or one). A player who plays down to one card
            without calling is one; so is every player a card's effect leaves holding one
            card (a hand received in a swap, say) until they call. Each window closes when
            the next turn begins.
        passes: Consecutive passes made because nothing could be drawn (for the deadlock rule).
        rng: The random-number state for the next shuffle or chance: a whole number, or
            the numbers a test has fixed (see
            [`scripted_randomness`][unokit.core.game.scripted_randomness]).
        winners: The seats that won the match, ascending: one seat, or both seats of the
            winning pair in a partners match. Empty until the match is over.
        end_reason: Why the match ended, once it is over (``None`` until then): one of
            ``"target reached"``, ``"single round won"``,
            ``"lowest total when target reached"`` and ``"lowest total after tie-break"``
            (constants of [`unokit.core.formats`][unokit.core.formats]).
        reveal: Cards shown privately to one seat by the last move (the hand of a challenged
            Wild Draw Four's player, shown to the challenger); ``None`` after any other move.
        edition_state: What the edition keeps between moves (an immutable value of a type
            it declares, e.g. which players are linked), or ``None``; see ``plugin_state``.
        house_rule_states: What each house rule keeps between moves, one entry per house
            rule of the game in order (``None`` for one that keeps nothing), or ``()`` while
            none keeps anything; see ``plugin_state``.
        out: The seats out of the round (knocked out, as UNO Show 'em No Mercy's Mercy Rule
            does), ascending; empty in editions that never take a seat out. A seat out of
            the round holds no cards, has no turn and no move, cannot be named; the last
            seat left in wins the round. Every round starts with every seat in.
    """

    rules: Rules
    players: int
    seed: int
    dealer: int
    round_number: int
    scores: tuple[int, ...]
    history: tuple[RoundResult, ...]
    hands: tuple[tuple[Card, ...], ...]
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
    reveal: Reveal | None = None
    edition_state: Any = None
    house_rule_states: tuple[Any, ...] = ()
    out: tuple[int, ...] = ()
    _legal: Any = attrs.field(default=None, init=False, eq=False, repr=False)

    @property
    def phase(self) -> Pending | None:
        """The phase the game is in: the pending decision, or the turn of the player to act.

        Every point where a seat must act is a phase: while ``pending`` is ``None``, the seat
        ``current_player`` plays its turn (``rules.turns[current_player]``). ``None`` once
        the match is over.
        """
        if self.pending is not None:
            return self.pending
        if self.winners:
            return None
        return self.rules.turns[self.current_player]

    @property
    def top_card(self) -> Card:
        """The top card of the discard pile."""
        return stack_top(self.discard_stack)

    @property
    def discard_pile(self) -> tuple[Card, ...]:
        """The discard pile, top card first."""
        return tuple(iter_stack(self.discard_stack))

    @property
    def draw_pile(self) -> tuple[Card, ...]:
        """The draw pile, top card first."""
        return self.draw_cards[self.draw_index :]

    def hand(self, seat: int) -> tuple[Card, ...]:
        """The cards of ``seat``."""
        return self.hands[seat]

    def cards(self) -> Iterator[Card]:
        """Every card in the game: hands, draw pile, discard pile and any held by a decision."""
        for hand in self.hands:
            yield from hand
        yield from self.draw_pile
        yield from iter_stack(self.discard_stack)
        if self.pending is not None:
            yield from self.pending.cards()

    def __repr__(self) -> str:
        return (
            f"<GameState {self.edition} players={self.players} round={self.round_number} "
            f"top={self.top_card} color={self.active_color} turn={self.current_player} "
            f"pending={self.pending!r} scores={self.scores}>"
        )


def _turned_over(rules: Rules) -> dict[Card, Card]:
    """Each card of the deck, either way up, mapped to the card turned over (built once)."""
    over: dict[Card, Card] = {}
    for card in rules.deck:
        other = card.turned()
        over[card] = other
        over[other] = card
    return over


def _turn_each(over: dict[Card, Card], cards: Iterable[Card]) -> tuple[Card, ...]:
    """``cards`` each turned over, in order: looked up in ``over`` (``Card.turned`` otherwise)."""
    listed = tuple(cards)
    try:  # a comprehension costs CPython 3.11 less than map(over.get) and a test for None
        return tuple([over[card] for card in listed])
    except KeyError:  # a card that is not the deck's: turn it the long way
        return tuple(card.turned() for card in listed)


def plugin_state_of(
    rules: _PublicRules, edition_state: Any, house_rule_states: tuple[Any, ...], plugin: str
) -> Any:
    """The state the plugin named ``plugin`` keeps, from a state's (or a view's) two fields.

    Raises:
        KeyError: if the game has no edition or house rule of that name.
    """
    if plugin == rules.edition:
        return edition_state
    try:
        index = rules.house_rules.index(plugin)
    except ValueError:
        raise KeyError(
            f"the game has no plugin called {plugin!r}: its edition is {rules.edition!r} and "
            f"its house rules are {', '.join(rules.house_rules) or 'none'}"
        ) from None
    return house_rule_states[index] if house_rule_states else None


class _Unfrozen(GameState):
    """A [`GameState`][unokit.GameState] without its freezing: the same slots, plain stores.

    ``state_maker``'s functions make one with ``object.__new__`` (no ``__init__``), fill its
    slots with plain attribute stores, then make it a ``GameState``. An object's class may
    change to another with the same slots, and from a subclass that adds none to its base
    that change is quickest. Both frozen methods are undone (``__setattr__`` and
    ``__delattr__`` share one type slot), so that the stores take Python's quickest way.
    """

    __slots__ = ()
    __setattr__ = object.__setattr__
    __delattr__ = object.__delattr__


STATE_FIELDS: tuple[str, ...] = tuple(field.name for field in attrs.fields(GameState) if field.init)
"""The fields of a [`GameState`][unokit.GameState] in declaration order (the cache of legal
moves aside): the one list that building, copying onto a [`Table`][unokit.Table] and
freezing follow, read from the class's declaration.
"""

PLAYED_FIELDS: tuple[str, ...] = (
    "hands",
    "discard_stack",
    "active_color",
    "current_player",
    "pending",
    "uno_exposed",
    "passes",
    "reveal",
)
"""The fields of the state that a card played in turn changes, the others kept.

As the engine's full way leaves them: the card leaves the hand for the discard pile and
may name a colour, the next seat (or a decision's) acts, a player left with one card may be
caught, the passes start again, nothing is shown. A phase's fast path of a play builds its
state with ``state_maker(*PLAYED_FIELDS)``, naming after them any field its card's effect
changes too (``state_maker(*PLAYED_FIELDS, "direction")`` for a Reverse).
"""


def state_maker(*changed: str) -> Callable[..., GameState]:
    """Return ``make(source, *values)``: a new state with ``source``'s fields but ``changed``.

    ``source`` is a state, or anything with an attribute per field (a
    [`Table`][unokit.Table]); the new state takes the fields named in ``changed`` from
    ``values``, in that order, and every other field from ``source``. Its cache of legal
    moves starts empty.

    The state is built **without calling** ``GameState.__init__``, which must store every
    field of a frozen class through ``object.__setattr__``: the fields are stored into an
    unfrozen object with the same slots, whose class then becomes ``GameState``. That is
    several times faster (one new state per move is the engine's hot path), and nothing is
    checked or converted: the caller passes values of the fields' types. The function is
    generated once, from [`STATE_FIELDS`][unokit.core.state.STATE_FIELDS], so a field added to
    ``GameState`` is copied everywhere with no other edit.

    Raises:
        ValueError: if a name in ``changed`` is not a field, or is named twice.
    """
    unknown = [name for name in changed if name not in STATE_FIELDS]
    if unknown or len(set(changed)) != len(changed):
        raise ValueError(f"not the distinct names of state fields: {changed}")
    lines = [f"def make(source, {', '.join(changed)}):", "    state = _new(_Unfrozen)"]
    lines += [
        f"    state.{name} = {name if name in changed else 'source.' + name}"
        for name in STATE_FIELDS
    ]
    lines += ["    state._legal = None", "    state.__class__ = GameState", "    return state"]
    namespace: dict[str, Any] = {
        "_Unfrozen": _Unfrozen,
        "GameState": GameState,
        "_new": object.__new__,
    }
    exec("\n".join(lines), namespace)  # code built from the field names alone
    made: Callable[..., GameState] = namespace["make"]
    return made


def field_copier() -> Callable[[object, GameState], None]:
    """Return ``copy(target, state)``, storing every field of ``state`` on ``target``.

    Generated from [`STATE_FIELDS`][unokit.core.state.STATE_FIELDS] like ``state_maker``'s
    functions; a [`Table`][unokit.Table] starts with it.
    """
    lines = ["def copy(target, state):"]
    lines += [f"    target.{name} = state.{name}" for name in STATE_FIELDS]
    namespace: dict[str, Any] = {}
    exec("\n".join(lines), namespace)  # code built from the field names alone
    copy: Callable[[object, GameState], None] = namespace["copy"]
    return copy


def working_copy(
    copied: Mapping[str, str], own: Mapping[str, str], frozen: Mapping[str, str]
) -> tuple[Callable[..., None], Callable[..., GameState]]:
    """Return ``init(self, state, player)`` and ``freeze(self)``, each written out in one function.

    ``init`` stores every field of ``state`` on ``self``, as ``field_copier``'s function
    does, but those ``copied`` names by the expression it gives (over ``state`` and
    ``player``), then each of ``own`` likewise; ``freeze`` makes a state as
    ``state_maker``'s functions do, from ``self``'s fields but those ``frozen`` names (an
    expression over ``self``). A [`Table`][unokit.Table]'s ``__init__`` and ``freeze`` are
    these: a call less for every table the engine makes and freezes.
    """
    lines = ["def init(self, state, player):"]
    lines += [f"    self.{name} = {copied.get(name, 'state.' + name)}" for name in STATE_FIELDS]
    lines += [f"    self.{name} = {value}" for name, value in own.items()]
    lines += ["def freeze(self):", "    state = _new(_Unfrozen)"]
    lines += [f"    state.{name} = {frozen.get(name, 'self.' + name)}" for name in STATE_FIELDS]
    lines += ["    state._legal = None", "    state.__class__ = GameState", "    return state"]
    namespace: dict[str, Any] = {"_Unfrozen": _Unfrozen, "GameState": GameState}
    namespace["_new"] = object.__new__
    exec("\n".join(lines), namespace)  # code built from the field names and the expressions
    return namespace["init"], namespace["freeze"]
