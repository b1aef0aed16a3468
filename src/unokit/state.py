"""The game state: one immutable value holding a whole match.

A [`GameState`][unokit.GameState] holds everything: the hands, both piles, the colour in play,
whose turn it is, any decision the game is waiting for, the scores of the match and the
random-number state used for the next shuffle. [`apply`][unokit.apply] returns a new state and
never changes the old one, so keeping a list of states is a complete, cheap game history.
"""

from __future__ import annotations

from collections.abc import Callable, Container, Iterator, Sequence
from typing import TYPE_CHECKING, Any, ClassVar, NoReturn, Protocol, TypeAlias

import attrs

from unokit.cards import Card, Color
from unokit.errors import _is_whole, _said
from unokit.formats import SingleRound, match_format
from unokit.moves import SeatName, default_seat_name
from unokit.rules import Options, Rules

if TYPE_CHECKING:
    import random

    from unokit.moves import Move
    from unokit.table import Table

__all__ = [
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


QuickWay: TypeAlias = (
    "Callable[[Any, GameState, Any, tuple[Move, ...] | None], GameState | Move | None]"
)
"""A phase's fast path for one class of move: ``way(phase, state, move, listed)``.

[`apply`][unokit.apply] tries it before listing the legal moves, for a move of
``state.current_player`` (an ``int`` seat) while nobody has won and no seat is out of the
round; ``listed`` is the state's legal moves if they were listed already, else ``None``. It
returns the new state if the phase can build it directly (exactly the state the full way
would give: the same fields, nothing left to check); the listed move that ``move`` is, when
it knows the move is legal without searching the whole list (the engine then carries that
move out the full way); or ``None`` to let the engine find the move in the list. Nothing of
``move`` may be trusted (see [`find_listed`][unokit.legal.find_listed]): a move that merely
claims to be listed must get ``None``. A phase declares its fast paths in ``quick_ways``.
"""


class QuickWays(dict[type["Move"], QuickWay]):
    """A phase's fast paths by the exact class of the move: a mapping that cannot change.

    ``quick_ways = QuickWays({Play: quick_play})`` in a phase's class. A ``dict`` that
    refuses every change, so that the engine looks a move up in it at a dict's speed.
    """

    __slots__ = ()

    def _refuse(self, *args: object, **kwargs: object) -> NoReturn:
        raise TypeError("a phase's quick ways cannot be changed: give the class new ones")

    __setitem__ = __delitem__ = __ior__ = _refuse
    clear = pop = popitem = setdefault = update = _refuse


class Pending:
    """A decision the game is waiting for before normal play goes on.

    The engine asks the pending decision for the legal moves and hands it the chosen move.
    Editions define their own decisions by subclassing this (as frozen ``attrs`` classes);
    classic has e.g. [`WildDrawFourResponse`][unokit.editions.classic.WildDrawFourResponse].

    A decision may wait for several seats at once (a card that makes everyone choose a
    player): then ``moves`` lists the moves of every seat still to decide and ``seat`` names
    the first of them.

    A saved game is untrusted input: [`from_json`][unokit.from_json] loads a decision field
    by field, then calls its [`check`][unokit.Pending.check] to make sure the fields make
    sense together and with the state. A decision whose ``moves`` or ``resolve`` rely on
    more than its seats being seats of the game overrides ``check``.

    Attributes:
        seat: The seat that must decide (the first of them, if several); it becomes the
            state's ``current_player``.
    """

    __slots__ = ()
    seat: int
    #: ``True`` if plays that settle this decision are the turn's plays and take effect as
    #: usual (a card just drawn), so a restricted card played there can be a bluff.
    turn_play: ClassVar[bool] = False
    #: ``True`` if other seats may still play out of turn (jump in) while this decision
    #: waits: the player has not played yet (a card just drawn).
    jump_in_open: ClassVar[bool] = False
    #: ``True`` for the decision that closes a round (the next deal); see ``GameState.round_over``.
    closes_round: ClassVar[bool] = False
    #: The fields that hold a seat number; the base [`check`][unokit.Pending.check] makes
    #: sure each is a seat of the game. A subclass with more seat fields lists them all.
    seat_fields: ClassVar[tuple[str, ...]] = ("seat",)
    #: The phase's fast paths, by the exact class of the move: see
    #: [`QuickWay`][unokit.state.QuickWay]. None by default: every move goes the full way.
    quick_ways: ClassVar[QuickWays] = QuickWays()

    def moves(self, state: GameState) -> Sequence[Move]:
        """Return the moves that settle this decision (in a fixed order)."""
        raise NotImplementedError

    def resolve(self, table: Table, move: Move) -> None:
        """Carry out ``move`` (one of ``moves``) on the table.

        The engine has already cleared ``table.pending``; set it again to wait for another
        decision.
        """
        raise NotImplementedError

    def answered(self, state: GameState, move: Move) -> Pending | None:
        """The decision still waiting after ``move``, if the move only records its seat's answer.

        A hook point for a decision several seats answer at once, each in its own right (a
        card that makes everyone point at another player). Return the decision that waits
        after ``move`` (one of ``moves``) if carrying it out would change nothing else: no
        card moves, nobody draws, the turn stays with the decision. The engine then makes
        the next state from it directly, without a [`Table`][unokit.Table], and keeps as its
        legal moves those of this state without the answering seat's: so a decision that
        returns one here lists each seat's moves together, and a seat's moves must not
        depend on the other seats' answers. Return ``None`` (the default) to have
        ``resolve`` carry the move out, as every other move is.

        The engine asks it before carrying out any legal move made while the decision
        waits, but a late UNO call, a catch and a move that begins a turn.

        Args:
            state: The state the decision is pending in.
            move: The move, legal in ``state``, not yet carried out.
        """
        return None

    def explain(self, state: GameState, move: Move) -> str:
        """Say, in players' words, why ``move`` does not settle this decision."""
        if move.player != self.seat:
            return f"it is seat {self.seat}'s decision, not seat {move.player}'s: {self.describe()}"
        return f"seat {self.seat} must first {self.describe()}"

    def explain_public(self, state: GameState, move: Move) -> str:
        """Say why ``move`` does not settle this decision, telling nothing of any hand.

        For [`IllegalMoveError.public_message`][unokit.IllegalMoveError], which a program may
        show to every seat. The default says only that the move is not one of its seat's
        legal moves; a phase whose reasons hold whatever the hands hold (a card that matches
        neither the colour nor the symbol in play) overrides it.
        """
        return f"{_said(move)} is not one of seat {move.player}'s legal moves now"

    def cards(self) -> tuple[Card, ...]:
        """Cards the decision holds outside hands and piles (e.g. a travelling mini-pile).

        ``GameState.cards()`` counts them, so every card stays accounted for.
        """
        return ()

    def describe(self) -> str:
        """Say what the game is waiting for, e.g. ``"answer the Wild Draw Four"``."""
        return "decide"

    def describe_move(self, move: Move, seat_name: SeatName = default_seat_name) -> str | None:
        """Say what ``move`` does as an answer to this decision (``None``: the move's own words).

        Lets a decision word a generic move precisely: an ``Accept`` of a Wild Draw Four is
        "accept the Wild Draw Four (draw 4)". See [`Move.describe`][unokit.Move.describe].
        """
        return None

    def narrate_move(
        self, move: Move, drawn: int, seat_name: SeatName = default_seat_name
    ) -> str | None:
        """Say what ``move`` did in this phase, once done, as ``describe_move`` says it.

        The narration ([`unokit.narration`][unokit.narration]) tells a move by these words
        when a phase gives them, its verb agreeing with the player ("press the launcher"
        becomes "Bot 1 presses the launcher"), followed by the cards the player drew if the
        listener may see them; the cards the move made its own player draw are then told by
        these words alone. ``None`` (the default) tells the move by its own words.

        Args:
            move: The move, carried out in this phase.
            drawn: How many cards the move made its own player draw.
            seat_name: How to name seats.
        """
        return None

    def check(self, state: GameState) -> None:
        """Make sure this decision can be settled in ``state``: raise ``ValueError`` if not.

        [`from_json`][unokit.from_json] calls it on the pending decision of every game it
        loads, and refuses the game with a [`SaveError`][unokit.SaveError] carrying the
        message (as ``"pending.<message>"``). Loading has already checked each field's type
        against its type hint (and that every card is a card of the edition); ``check``
        catches the rest that a tampered save could get wrong, before it breaks a later move.

        The base checks that each field named in ``seat_fields`` holds a seat of the game. A
        subclass calls ``super().check(state)``, then checks what its ``moves`` and
        ``resolve`` rely on: a flag that must be ``True`` or ``False`` (``None`` is only for
        views), a tuple with one entry per seat, cards that must be in a hand...

        An edition's own state (``state.edition_state``) may define the same method: saved
        games call it too (as ``"edition_state.<message>"``).

        Args:
            state: The state the decision is pending in (built, not yet checked as a whole).

        Raises:
            ValueError: naming the field and what is wrong with it, e.g.
                ``"offender: there is no seat -1 in a game of 3 players"``.
        """
        for name in self.seat_fields:
            check_seat(name, getattr(self, name), state.players)

    def visible_to(self, seat: int) -> Pending:
        """This decision as ``seat`` may see it: a hook point for editions.

        [`view`][unokit.view] shows a seat ``state.pending.visible_to(seat)``. A decision that
        holds something a seat must not know (whether a Wild Draw Four was a bluff; choices
        made in secret) overrides this to return a copy with that part hidden. The copy is
        only for looking at: the engine always works with the real decision.

        Returns:
            ``self`` (everything in the decision is public), unless overridden.
        """
        return self

    def complete(self, state: GameState, seat: int, rng: random.Random) -> Pending:
        """This decision as ``seat`` sees it, with what it hides from ``seat`` drawn anew.

        The other half of ``visible_to``, for [`determinize`][unokit.determinize]: called on
        ``visible_to(seat)``'s copy, in a state whose cards have been dealt again as the seat
        may guess them. Return one value the real decision could be, drawn with chances that
        do not depend on the hidden cards (uniformly among the candidates, say):
        ``determinize`` keeps the state only if the value's ``visible_to(seat)`` is what the
        seat saw and its ``check(state)`` passes, and draws again otherwise. A value that
        follows from the cards (the card a player just drew: the last one of the hand) may
        be read from ``state``.

        The default ([`complete_fields`][unokit.determinization.complete_fields]) fits a
        decision that hides a true/false field by showing ``None``, as classic's
        [`WildDrawFourResponse`][unokit.editions.classic.WildDrawFourResponse] hides its
        ``bluff``: such a field becomes ``None``, ``False`` or ``True`` at random; a decision
        held in a field (a challenge under a stack) is completed by its own ``complete``. A
        decision that hides anything else overrides this. A plugin's own state may define
        the same method; without one it is completed the same default way.

        Args:
            state: The candidate state (its ``pending`` is still the decision as seen).
            seat: The seat that sees the decision.
            rng: The source of randomness (the only one to use).

        Returns:
            A decision whose ``visible_to(seat)`` may be ``self``.
        """
        from unokit.determinization import complete_fields

        completed: Pending = complete_fields(self, state, seat, rng)
        return completed


class Turn(Pending):
    """A seat's ordinary turn: the phase the game is in whenever no decision is pending.

    Every point where a seat must act is a phase: a [`Pending`][unokit.Pending] decision
    (answer a Wild Draw Four, name a colour...) or the turn. The edition supplies its turn, a
    subclass, from the [`unokit_turn`][unokit.hookspecs.unokit_turn] hook (house rules wrap
    it); the game's rules keep one instance per seat (``state.rules.turns``), and
    [`state.phase`][unokit.GameState.phase] is the current seat's while ``state.pending``
    is ``None``. A turn lists its own moves (``moves``: the plays, the draw, the moves it
    leaves open to other seats), carries them out (``resolve``), explains a refusal
    (``explain``), words its moves (``describe_move``) and may have a fast path
    (``quick``), like any phase; what it does is the edition's. Classic UNO's
    ([`ClassicTurn`][unokit.editions.turn.ClassicTurn]) is the building block of the others.

    A turn is never saved (a saved game's ``pending`` is ``null`` during a turn): it follows
    from the rules and ``current_player``.

    Attributes:
        seat: The player whose turn it is.
        declares: The decisions the turn brings into every game that plays it (the decision
            over a card just drawn, say), as [`Edition.declares`][unokit.Edition].
    """

    __slots__ = ()
    declares: ClassVar[tuple[type, ...]] = ()

    def moves(self, state: GameState) -> tuple[Move, ...]:
        """The moves of the turn and those it leaves open to other seats, as a tuple."""
        raise NotImplementedError

    def draw_penalty(self, table: Table, count: int) -> tuple[Card, ...]:
        """Make the turn's player draw ``count`` cards as a penalty: a missed UNO call.

        The engine's one penalty (a caught player "must draw 2 cards") is drawn by the turn
        of the seat caught, so that an edition whose draws are not from a pile says what a
        penalty is there (UNO Attack!: "must hit the Launcher button TWICE"). The default is
        [`Table.penalize`][unokit.Table.penalize]: draw, then run the penalty rule.

        Returns:
            The cards drawn, in order.
        """
        return table.penalize(self.seat, count)


def check_seat(name: str, value: object, players: int) -> None:
    """Raise ``ValueError`` unless ``value`` is a seat of a game of ``players`` players.

    A helper for [`Pending.check`][unokit.Pending.check]: seats are whole numbers from ``0``
    to ``players - 1`` (``True`` and ``False`` are not seats).

    Args:
        name: The field holding the value, for the message (e.g. ``"offender"``).
        value: The value to check.
        players: The number of players in the game.

    Raises:
        ValueError: e.g. ``"offender: there is no seat -1 in a game of 3 players"``.
    """
    if not _is_whole(value):
        what = "null" if value is None else type(value).__name__
        raise ValueError(f"{name}: expected a seat number, not {what}")
    if not 0 <= value < players:
        seat = f"seat {value}" if abs(value) < 10**9 else "seat with so large a number"
        raise ValueError(f"{name}: there is no {seat} in a game of {players} players")


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
            [`scripted_randomness`][unokit.game.scripted_randomness]).
        winners: The seats that won the match, ascending: one seat, or both seats of the
            winning pair in a partners match. Empty until the match is over.
        end_reason: Why the match ended, once it is over (``None`` until then): one of
            ``"target reached"``, ``"single round won"``,
            ``"lowest total when target reached"`` and ``"lowest total after tie-break"``
            (constants of [`unokit.formats`][unokit.formats]).
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
    generated once, from [`STATE_FIELDS`][unokit.state.STATE_FIELDS], so a field added to
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

    Generated from [`STATE_FIELDS`][unokit.state.STATE_FIELDS] like ``state_maker``'s
    functions; a [`Table`][unokit.Table] starts with it.
    """
    lines = ["def copy(target, state):"]
    lines += [f"    target.{name} = state.{name}" for name in STATE_FIELDS]
    namespace: dict[str, Any] = {}
    exec("\n".join(lines), namespace)  # code built from the field names alone
    copy: Callable[[object, GameState], None] = namespace["copy"]
    return copy
