"""Phases: every point where a seat must act, a decision (``Pending``) or the turn (``Turn``).

A phase lists its moves, carries them out on a [`Table`][unokit.Table], explains a refusal,
words its moves and may have fast paths. The engine asks the phase the game is in
([`GameState.phase`][unokit.GameState.phase]) and nothing else; editions and house rules
define their own (see the plugin guide's "Your edition's turn"). The default completion of
a decision a seat saw with hidden parts ([`Pending.complete`][unokit.Pending.complete]) is
here too; [`unokit.agents.determinization`][unokit.agents.determinization] names it.

Phases sit below the state and the table, which hold them (``state.pending``,
``state.rules.turns``): a phase's methods here take ``state`` (the
[`GameState`][unokit.GameState] the phase is in) and ``table`` (the [`Table`][unokit.Table]
a move changes) without naming their types, so that this module imports neither. A phase of
a plugin names them in its own methods: ``GameState``, and ``Table`` or, to be held to the
table operations the plugin contract lists, [`PluginTable`][unokit.core.contract.PluginTable].
"""

from __future__ import annotations

import types
import typing
from collections.abc import Callable, Mapping, Sequence
from typing import TYPE_CHECKING, Any, ClassVar, NoReturn, TypeAlias

import attrs

from unokit.core._fields import hints
from unokit.core.cards import Card
from unokit.core.errors import UnokitError, _is_whole, _said
from unokit.core.moves import SeatName, default_seat_name

if TYPE_CHECKING:
    import random

    from unokit.core.moves import Move

__all__ = [
    "Pending",
    "QuickWay",
    "QuickWays",
    "Turn",
    "bound_quick_ways",
    "check_seat",
    "complete_fields",
    "complete_value",
]


QuickWay: TypeAlias = "Callable[[Any, Any, Any, tuple[Move, ...] | None], Any]"
"""A phase's fast path for one class of move: ``way(phase, state, move, listed)``.

[`apply`][unokit.apply] calls it with the phase, the [`GameState`][unokit.GameState] and
the move, before listing the legal moves, for a move of
``state.current_player`` (an ``int`` seat) while nobody has won, and while no seat is out of
the round unless the phase's ``QuickWays`` say they handle seats out (``seats_out``);
``listed`` is the state's legal moves if they were listed already, else ``None``. It
returns the new state if the phase can build it directly (exactly the state the full way
would give: the same fields, nothing left to check); the listed move that ``move`` is, when
it knows the move is legal without searching the whole list (the engine then carries that
move out the full way); or ``None`` to let the engine find the move in the list. Nothing of
``move`` may be trusted (see [`find_listed`][unokit.core.legal.find_listed]): a move that merely
claims to be listed must get ``None``. A phase declares its fast paths in ``quick_ways``.
"""


class QuickWays(dict[type["Move"], QuickWay]):
    """A phase's fast paths by the exact class of the move: a mapping that cannot change.

    ``quick_ways = QuickWays({Play: quick_play})`` in a phase's class. A ``dict`` that
    refuses every change, so that the engine looks a move up in it at a dict's speed.

    Args:
        ways: The fast path of each class of move.
        seats_out: Whether the fast paths also build the state while seats are out of the
            round (UNO Show 'em No Mercy's Mercy Rule), passing over those seats as
            [`Table.next_seat`][unokit.core.table.Table.next_seat] does. ``False`` (the
            default): the engine asks them only while every seat is in.
        any_seat: Whether the fast paths also take a move of a seat other than the one to
            act, for a decision several seats answer at once (UNO Party!'s Point Taken).
            Such a way must find the move itself (the very object) among the listed moves
            before it reads a field of it: the engine has not matched its seat. ``False``
            (the default): the engine asks them only for a move of the seat to act.

    Examples:
        >>> from unokit.core.moves import Play
        >>> ways = QuickWays({Play: lambda phase, state, move, listed: None})
        >>> (Play in ways, ways.seats_out, ways.any_seat)
        (True, False, False)
    """

    __slots__ = ("any_seat", "seats_out")
    seats_out: bool
    any_seat: bool

    def __init__(
        self,
        ways: Mapping[type[Move], QuickWay] | None = None,
        *,
        seats_out: bool = False,
        any_seat: bool = False,
    ) -> None:
        """Hold ``ways``; see the class."""
        super().__init__(ways or {})
        object.__setattr__(self, "seats_out", seats_out)
        object.__setattr__(self, "any_seat", any_seat)

    def _refuse(self, *args: object, **kwargs: object) -> NoReturn:
        raise TypeError("a phase's quick ways cannot be changed: give the class new ones")

    __setitem__ = __delitem__ = __ior__ = __setattr__ = _refuse
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
    #: [`QuickWay`][unokit.core.phases.QuickWay]. None by default: every move goes the full way.
    quick_ways: ClassVar[QuickWays] = QuickWays()

    def moves(self, state: Any) -> Sequence[Move]:
        """Return the moves that settle this decision (in a fixed order)."""
        raise NotImplementedError

    def resolve(self, table: Any, move: Move) -> None:
        """Carry out ``move`` (one of ``moves``) on the table.

        The engine has already cleared ``table.pending``; set it again to wait for another
        decision.
        """
        raise NotImplementedError

    def answered(self, state: Any, move: Move) -> Pending | None:
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

    def explain(self, state: Any, move: Move) -> str:
        """Say, in players' words, why ``move`` does not settle this decision."""
        if move.player != self.seat:
            return f"it is seat {self.seat}'s decision, not seat {move.player}'s: {self.describe()}"
        return f"seat {self.seat} must first {self.describe()}"

    def explain_public(self, state: Any, move: Move) -> str:
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

        The narration ([`unokit.play.narration`][unokit.play.narration]) tells a move by these words
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

    def narrate_draw(
        self,
        move: Move,
        seat: int,
        cards: tuple[Card, ...],
        seat_name: SeatName = default_seat_name,
    ) -> str | None:
        """Say why ``seat`` drew ``cards`` when ``move`` was made in this phase, if it matters.

        The narration tells every seat's draw as "draw 3 cards"; a phase whose draws say
        more words them here, as an order: ``"draw 3 cards until a red card showed"``. The
        narration conjugates the verb ("Bot 1 draws 3 cards until a red card showed") and
        adds the cards for those who may see them. The words must name no card the table
        cannot see (``cards`` are given to count them and to tell, say, whether the last one
        is of the colour sought). ``None`` (the default) for "draw 3 cards".

        Args:
            move: The move made in this phase.
            seat: The seat that drew (the move's player, or another).
            cards: The cards it drew, in order.
            seat_name: How to name seats.
        """
        return None

    def check(self, state: Any) -> None:
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

    def complete(self, state: Any, seat: int, rng: random.Random) -> Pending:
        """This decision as ``seat`` sees it, with what it hides from ``seat`` drawn anew.

        The other half of ``visible_to``, for [`determinize`][unokit.determinize]: called on
        ``visible_to(seat)``'s copy, in a state whose cards have been dealt again as the seat
        may guess them. Return one value the real decision could be, drawn with chances that
        do not depend on the hidden cards (uniformly among the candidates, say):
        ``determinize`` keeps the state only if the value's ``visible_to(seat)`` is what the
        seat saw and its ``check(state)`` passes, and draws again otherwise. A value that
        follows from the cards (the card a player just drew: the last one of the hand) may
        be read from ``state``.

        The default ([`complete_fields`][unokit.agents.determinization.complete_fields]) fits a
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
        completed: Pending = complete_fields(self, state, seat, rng)
        return completed


class Turn(Pending):
    """A seat's ordinary turn: the phase the game is in whenever no decision is pending.

    Every point where a seat must act is a phase: a [`Pending`][unokit.Pending] decision
    (answer a Wild Draw Four, name a colour...) or the turn. The edition supplies its turn, a
    subclass, from the [`unokit_turn`][unokit.core.hookspecs.unokit_turn] hook (house rules wrap
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

    def moves(self, state: Any) -> tuple[Move, ...]:
        """The moves of the turn and those it leaves open to other seats, as a tuple."""
        raise NotImplementedError

    def draw_penalty(self, table: Any, count: int) -> tuple[Card, ...]:
        """Make the turn's player draw ``count`` cards as a penalty: a missed UNO call.

        The engine's one penalty (a caught player "must draw 2 cards") is drawn by the turn
        of the seat caught, so that an edition whose draws are not from a pile says what a
        penalty is there (UNO Attack!: "must hit the Launcher button TWICE"). The default is
        [`Table.penalize`][unokit.Table.penalize]: draw, then run the penalty rule.

        Returns:
            The cards drawn, in order.
        """
        drawn: tuple[Card, ...] = table.penalize(self.seat, count)
        return drawn


def bound_quick_ways(turns: Sequence[Turn]) -> tuple[dict[type[Move], Callable[..., Any]], ...]:
    """Each turn's ``quick_ways``, bound to the turn, in a plain ``dict`` per turn.

    [`Rules.seat_ways`][unokit.Rules] keeps them for the engine, which finds the fast path of
    a move in its seat's turn quickest so: a plain ``dict`` (a lookup in a subclass of
    ``dict`` is not specialised), and a bound method, called without the turn to pass.
    """
    return tuple(
        {kind: types.MethodType(way, turn) for kind, way in turn.quick_ways.items()}
        for turn in turns
    )


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


# --------------------------------------------------------------------------------------
# What plugins hide: the default completion
# --------------------------------------------------------------------------------------


def complete_value(value: Any, state: Any, seat: int, rng: random.Random) -> Any:
    """``value`` (a decision, a plugin's state) as ``seat`` saw it, its hidden parts drawn.

    Calls the value's own ``complete(state, seat, rng)`` if it has one, else
    [`complete_fields`][unokit.agents.determinization.complete_fields].
    """
    complete = getattr(value, "complete", None)
    if callable(complete):
        return complete(state, seat, rng)
    return complete_fields(value, state, seat, rng)


_FLAGS: dict[type, frozenset[str]] = {}


def _flag_fields(cls: type) -> frozenset[str]:
    """The fields of an attrs class whose type hint allows ``True`` and ``False``."""
    found = _FLAGS.get(cls)
    if found is None:
        try:
            named = hints(cls)
        except UnokitError:  # hints that cannot be resolved: no field is known to be a flag
            named = ()
        found = frozenset(name for name, _alias, hint in named if _allows_bool(hint))
        _FLAGS[cls] = found
    return found


def _allows_bool(hint: Any) -> bool:
    if hint is bool:
        return True
    if typing.get_origin(hint) in (typing.Union, types.UnionType):
        return bool in typing.get_args(hint)
    return False


def complete_fields(value: Any, state: Any, seat: int, rng: random.Random) -> Any:
    """The default completion of a decision or plugin state that ``seat`` saw as ``value``.

    A value hides a true/false field by showing it as ``None`` (as classic's Wild Draw Four
    hides whether it was a bluff): each field that is ``None`` and whose type hint allows
    ``bool`` becomes ``None``, ``False`` or ``True`` at random, with equal chances (the
    candidate state is then kept only if the value's ``visible_to(seat)`` and ``check``
    agree). A field holding a value that is itself a decision or an ``attrs`` value (a
    challenge under a stack) is completed the same way, by its own ``complete`` if it has
    one. Anything else is kept as seen.

    Args:
        value: The value as the seat saw it (anything: only ``attrs`` values are completed).
        state: The candidate state, its cards dealt.
        seat: The seat that saw the value.
        rng: The source of randomness.

    Returns:
        ``value``, or a copy with its hidden fields drawn.
    """
    if value is None or not attrs.has(type(value)):
        return value
    flags = _flag_fields(type(value))
    changes: dict[str, Any] = {}
    for field in attrs.fields(type(value)):
        if not field.init:
            continue
        held = getattr(value, field.name)
        if held is None and field.name in flags:
            changes[field.name] = rng.choice((None, False, True))
        elif held is not None and attrs.has(type(held)) and not isinstance(held, Card):
            done = complete_value(held, state, seat, rng)
            if done is not held:
                changes[field.name] = done
    return attrs.evolve(value, **changes) if changes else value
