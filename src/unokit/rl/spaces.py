"""The action space: a fixed integer id for every choice a seat can make, per edition.

The ids are derived from the compiled rules (the deck, the card kinds' capabilities) and
from the move classes the edition can produce, never from an edition's name. Building the
space follows one rule for every edition and house rule:

* **Plays** — one id per distinct card of the deck (colour, rank and mark) and colour named
  with it: one id (no colour) for a coloured card, five for a Wild card (no colour, then red,
  yellow, green, blue: a Wild added to a mini-pile names none; an edition's Wild that names
  other colours has one id per colour it names). Two-sided cards are played by the face the
  seat sees ([`seen_cards`][unokit.rl.spaces.seen_cards]): one id per face of either side,
  and two cards with the same face are one choice (the seat cannot tell them apart).
* **Other moves** — one block per move class, in this order: the core moves of
  `unokit.core.moves` in the order they are defined, then the move classes
  defined in the modules of the edition's classes (its module and those of the editions it
  builds on), sorted by verb. A class with no arguments gets one id (its verb); a
  [`SeatMove`][unokit.SeatMove] gets one id per *relative* target seat ``+0`` to
  ``+(max_players - 1)``; a class with a single [`Color`][unokit.Color] argument (such as
  [`ChooseColor`][unokit.ChooseColor]) gets one id per colour of the game.
* **Sub-choices** of a play, asked of the same seat after the play's id when the legal
  moves differ in them, in this order: the mark named (one id per mark of the deck, if a
  kind names marks), the seats named, one at a time (one id per relative seat, if a kind
  names seats), and whether to call UNO (``uno yes`` / ``uno no``).
* **Wait** — the last id: decline an out-of-turn move.

Relative seats count clockwise (rising seat numbers) from the acting seat: ``+1`` is the seat
after it, ``+0`` the seat itself. A move class the rule cannot encode (other arguments) makes
building the space fail with an [`ActionError`][unokit.rl.ActionError] naming it.
"""

from __future__ import annotations

import operator
import sys
from collections.abc import Sequence
from typing import Any

import attrs

from unokit.core.cards import Card, Color
from unokit.core.engine import legal_moves
from unokit.core.errors import UnokitError, _is_whole, _said, _shown
from unokit.core.legal import face_play, find_listed
from unokit.core.moves import Move, Play, SeatMove
from unokit.core.rules import Rules
from unokit.core.state import GameState

__all__ = [
    "CHOICE_MARK",
    "CHOICE_SEAT",
    "CHOICE_UNO",
    "Action",
    "ActionError",
    "ActionSpace",
    "Choice",
    "action_id",
    "action_of",
    "action_space",
    "move_of",
    "seen_cards",
]

CHOICE_MARK = "mark"
"""A sub-choice asking for the mark named with a play."""
CHOICE_SEAT = "seat"
"""A sub-choice asking for one of the seats named with a play."""
CHOICE_UNO = "uno_call"
"""A sub-choice asking whether the play calls UNO."""


class ActionError(UnokitError, ValueError):
    """An action id that is not one of the acting seat's choices now, or a move with no id."""


@attrs.frozen
class Action:
    """One row of the action table.

    Attributes:
        id: The action's integer id.
        group: What it does: ``"play"``, a move's verb, ``"mark"``, ``"seat"``, ``"uno"`` or
            ``"wait"``.
        label: How the docs and messages write it, e.g. ``"play W+4 blue"``, ``"catch +2"``.
    """

    id: int
    group: str
    label: str


def _color_field(cls: type[Move]) -> str | None:
    """The name of the move class's only argument if it is a colour, else ``None``."""
    try:
        attrs.resolve_types(cls, globalns=vars(sys.modules[cls.__module__]))
    except Exception:  # unresolvable annotations: not a colour move
        return None
    extra = [f for f in attrs.fields(cls) if f.name != "player"]
    if len(extra) == 1 and extra[0].type is Color:
        name: str = extra[0].name
        return name
    return None


def _arguments(cls: type[Move]) -> list[str]:
    return [f.name for f in attrs.fields(cls) if f.name != "player"]


@attrs.frozen
class Choice:
    """A play chosen by its id whose sub-choices are still being asked.

    Attributes:
        seat: The acting seat.
        play: The id of the play chosen.
        candidates: The legal moves still possible.
        picked: The seats named so far (absolute seat numbers).
        asking: What is asked now: [`CHOICE_MARK`][unokit.rl.spaces.CHOICE_MARK],
            [`CHOICE_SEAT`][unokit.rl.spaces.CHOICE_SEAT] or
            [`CHOICE_UNO`][unokit.rl.spaces.CHOICE_UNO].
    """

    seat: int
    play: int
    candidates: tuple[Play, ...]
    picked: tuple[int, ...]
    asking: str


def _asking(candidates: Sequence[Play]) -> str | None:
    """The next sub-choice that tells ``candidates`` apart, or ``None`` if one is left."""
    if len(candidates) <= 1:
        return None
    first = candidates[0]
    if any(c.mark != first.mark for c in candidates):
        return CHOICE_MARK
    if any(set(c.seats) != set(first.seats) for c in candidates):
        return CHOICE_SEAT
    if any(c.uno != first.uno for c in candidates):
        return CHOICE_UNO
    raise ActionError(f"the legal moves {', '.join(map(str, candidates))} cannot be told apart")


def _move_classes(rules: Rules) -> tuple[type[Move], ...]:
    """The move classes other than ``Play`` a game's rules can list.

    unokit's own first, then those the edition and house rules declare, by verb (the order
    of [`GameTypes.moves`][unokit.core.declared.GameTypes]).
    """
    return tuple(cls for cls in rules.types.moves.values() if cls is not Play)


class ActionSpace:
    """The action ids of one edition (see the module's text for the rule that builds them).

    Get one with [`action_space(rules)`][unokit.rl.action_space]; it depends on the edition
    (and its house rules), not on the number of players: seats are relative, up to the
    edition's ``max_players``.

    Attributes:
        rules: The compiled rules it was built from.
        actions: Every action, in id order.
        cards: The distinct cards of the deck as a seat sees them, in deck order (the order
            of the play ids and of the observation's card segments; see
            [`seen_cards`][unokit.rl.spaces.seen_cards]).
        wait: The id of ``wait``.
    """

    def __init__(self, rules: Rules) -> None:  # noqa: D107
        self.rules = rules
        self.cards: tuple[Card, ...] = seen_cards(rules)
        self.max_players = rules.max_players
        self._actions: list[Action] = []
        self._ids: dict[tuple[Any, ...], int] = {}
        self._keys: list[tuple[Any, ...]] = []
        for card in self.cards:
            named = rules.named_colors.get(card.rank) or rules.colors
            colors: tuple[Color | None, ...] = (None, *named) if card.color is None else (None,)
            for color in colors:
                label = f"play {card}" if color is None else f"play {card} {color}"
                self._add((Play, card, color), "play", label)
        self.move_classes: tuple[type[Move], ...] = _move_classes(rules)
        self._color_fields: dict[type[Move], str] = {}
        for cls in self.move_classes:
            self._add_move_class(cls)
        kinds = rules.kinds.values()
        self.marks: tuple[str, ...] = rules.marks if any(k.names_mark for k in kinds) else ()
        for mark in self.marks:
            self._add((CHOICE_MARK, mark), CHOICE_MARK, f"{CHOICE_MARK} {mark}")
        self.names_seats = any(k.names_seats for k in kinds)
        if self.names_seats:
            for offset in range(self.max_players):
                self._add((CHOICE_SEAT, offset), CHOICE_SEAT, f"{CHOICE_SEAT} +{offset}")
        for answer in (True, False):
            self._add((CHOICE_UNO, answer), CHOICE_UNO, f"uno {'yes' if answer else 'no'}")
        self._add(("wait",), "wait", "wait")
        self.wait: int = self._ids[("wait",)]
        self.actions: tuple[Action, ...] = tuple(self._actions)
        self._heads: dict[int, dict[Move, int]] = {}  # by player count, then move
        # The same by the move object's id() (a move's own hash is Python code; the moves a
        # game lists are built once and shared), for head_ids. Every move keyed is kept in
        # _kept, so that no id is reused while it is a key; both are cleared together.
        self._by_object: dict[int, dict[int, int]] = {}
        self._kept: list[Move] = []

    #: How many move objects ``head_ids`` keeps the ids of, at most (all are forgotten then).
    KEPT = 1 << 16

    def __getstate__(self) -> dict[str, Any]:
        """A copy's or a pickle's state: without the ids kept by object (ids of this process)."""
        state = dict(self.__dict__)
        state["_by_object"], state["_kept"] = {}, []
        return state

    def _add(self, key: tuple[Any, ...], group: str, label: str) -> None:
        """Give the next id to the action ``key``."""
        self._ids[key] = len(self._actions)
        self._keys.append(key)
        self._actions.append(Action(len(self._actions), group, label))

    def _add_move_class(self, cls: type[Move]) -> None:
        """The actions of a move class other than a play: one per seat offset, per colour, or one.

        Raises:
            ActionError: if the class takes another argument than a seat or a colour.
        """
        verb = cls.verb
        if issubclass(cls, SeatMove):
            for offset in range(self.max_players):
                self._add((cls, offset), verb, f"{verb} +{offset}")
            return
        colour_field = _color_field(cls)
        if colour_field is not None:
            self._color_fields[cls] = colour_field
            for color in self.rules.colors:
                self._add((cls, color), verb, f"{verb} {color}")
            return
        arguments = _arguments(cls)
        if arguments:
            raise ActionError(
                f"unokit.rl cannot give the move class {cls.__name__} ({verb!r}) action "
                f"ids: it takes {', '.join(arguments)}; a move takes no argument, a "
                "target seat (a SeatMove) or a colour"
            )
        self._add((cls,), verb, verb)

    def __len__(self) -> int:
        return len(self.actions)

    def __repr__(self) -> str:
        return f"<ActionSpace {self.rules.edition}: {len(self)} actions>"

    # ---------------------------------------------------------------------------------
    # Moves to ids
    # ---------------------------------------------------------------------------------

    def head(self, move: Move, players: int) -> int:
        """The id that starts ``move`` (the play's card and colour, or the whole move).

        Raises:
            ActionError: if the move has no id in this space.
        """
        cache = self._heads.get(players)
        if cache is None:
            cache = self._heads[players] = {}
        found = cache.get(move)
        if found is not None:
            return found
        cls = type(move)
        ident: tuple[Any, ...]
        if isinstance(move, Play):
            ident = (Play, move.card.face, move.color)
        elif isinstance(move, SeatMove):
            ident = (cls, (move.target - move.player) % players)
        elif cls in self._color_fields:
            ident = (cls, getattr(move, self._color_fields[cls]))
        else:
            ident = (cls,)
        number = self._ids.get(ident)
        if number is None:
            raise ActionError(
                f"the move {_said(move)} has no action id in the {self.rules.edition} space"
            )
        cache[move] = number
        return number

    def heads(self, moves: Sequence[Move], players: int) -> dict[int, list[Move]]:
        """The moves grouped by their starting id, ids in first-seen order.

        Of plays of two-sided cards with the same face (and the same choices), only the first
        is kept: the seat sees one card.
        """
        groups: dict[int, list[Move]] = {}
        known = self._heads.get(players) or {}  # the ids found before (head fills it)
        if not self.rules.two_sided:
            for move in moves:
                number = known.get(move)
                if number is None:
                    number = self.head(move, players)
                found = groups.get(number)
                if found is None:
                    groups[number] = [move]
                else:
                    found.append(move)
            return groups
        seen: set[Move] = set()
        for move in moves:
            if isinstance(move, Play) and move.card.back is not None:
                face = attrs.evolve(move, card=move.card.face)
                if face in seen:
                    continue
                seen.add(face)
            groups.setdefault(self.head(move, players), []).append(move)
        return groups

    def head_ids(self, moves: Sequence[Move], players: int) -> list[int]:
        """The id that starts each of ``moves``, in their order (repeated if it starts several).

        The ids ``heads`` groups the moves by, without grouping them: a mask's ids, quicker.

        Raises:
            ActionError: if a move has no id in this space.
        """
        known = self._by_object.get(players)
        if known is None:
            known = self._by_object[players] = {}
        else:
            try:
                return list(map(known.__getitem__, map(id, moves)))
            except KeyError:  # a move not met before: head finds its id, kept below
                pass
        kept = self._kept
        if len(kept) + len(moves) > self.KEPT:
            for table in self._by_object.values():
                table.clear()
            kept.clear()
        ids = []
        for move in moves:
            number = self.head(move, players)
            if id(move) not in known:
                known[id(move)] = number
                kept.append(move)
            ids.append(number)
        return ids

    def start(
        self,
        seat: int,
        action: int,
        moves: Sequence[Move],
        players: int,
        groups: dict[int, list[Move]] | None = None,
    ) -> Move | Choice:
        """The move ``action`` names among ``seat``'s legal ``moves``, or the sub-choice it opens.

        Args:
            seat: The acting seat.
            action: The id chosen.
            moves: The seat's legal moves.
            players: The number of players.
            groups: ``heads(moves, players)``, if the caller has it.

        Raises:
            ActionError: if no legal move starts with ``action``.
        """
        if groups is None:
            groups = self.heads(moves, players)
        candidates = groups.get(action) if isinstance(action, int) else None
        if not candidates:
            raise ActionError(self._refused(action, f"not one of seat {seat}'s choices now"))
        if len(candidates) == 1:
            return candidates[0]
        plays = tuple(move for move in candidates if isinstance(move, Play))
        if len(plays) != len(candidates):
            raise ActionError(f"the moves {', '.join(map(str, candidates))} share one action id")
        asking = _asking(plays)
        assert asking is not None
        return Choice(seat, action, plays, (), asking)

    def options(self, choice: Choice, players: int) -> list[int]:
        """The ids that answer ``choice``'s question, ascending."""
        seat = choice.seat
        ids: set[int] = set()
        for play in choice.candidates:
            if choice.asking == CHOICE_MARK:
                ids.add(self._ids[(CHOICE_MARK, play.mark)])
            elif choice.asking == CHOICE_SEAT:
                for target in play.seats:
                    if target not in choice.picked:
                        ids.add(self._ids[(CHOICE_SEAT, (target - seat) % players)])
            else:
                ids.add(self._ids[(CHOICE_UNO, play.uno)])
        return sorted(ids)

    def answer(self, choice: Choice, action: int, players: int) -> Move | Choice:
        """The move, or the next sub-choice, after answering ``choice`` with ``action``.

        Raises:
            ActionError: if ``action`` does not answer the question.
        """
        if action not in self.options(choice, players):
            raise ActionError(
                self._refused(action, f"not an answer to the choice of {choice.asking} asked now")
            )
        value = self._keys[action][1]
        picked = choice.picked
        if choice.asking == CHOICE_MARK:
            left = tuple(p for p in choice.candidates if p.mark == value)
        elif choice.asking == CHOICE_SEAT:
            target = (choice.seat + value) % players
            picked = (*picked, target)
            left = tuple(p for p in choice.candidates if target in p.seats)
        else:
            left = tuple(p for p in choice.candidates if p.uno == value)
        asking = _asking(left)
        if asking is None:
            return left[0]
        return Choice(choice.seat, choice.play, left, picked, asking)

    def encode(self, move: Move, moves: Sequence[Move], players: int) -> tuple[int, ...]:
        """The ids that choose ``move`` among its seat's legal ``moves``: its head, then answers.

        Raises:
            ActionError: if ``move`` is not among ``moves``.
        """
        move = _as_listed(move, moves)
        actions = [self.head(move, players)]
        step = self.start(move.player, actions[0], moves, players)
        while isinstance(step, Choice):
            assert isinstance(move, Play)
            if step.asking == CHOICE_MARK:
                answer = self._ids[(CHOICE_MARK, move.mark)]
            elif step.asking == CHOICE_SEAT:
                offsets = sorted(
                    (seat - move.player) % players for seat in move.seats if seat not in step.picked
                )
                answer = self._ids[(CHOICE_SEAT, offsets[0])]
            else:
                answer = self._ids[(CHOICE_UNO, move.uno)]
            actions.append(answer)
            step = self.answer(step, answer, players)
        return tuple(actions)

    def decode(
        self, seat: int, actions: Sequence[int], moves: Sequence[Move], players: int
    ) -> Move:
        """The move that ``actions`` choose among ``seat``'s legal ``moves``.

        Raises:
            ActionError: if the actions do not choose exactly one legal move.
        """
        if not actions:
            raise ActionError("no action given: give the play's id, then its sub-choices")
        step: Move | Choice = self.start(seat, actions[0], moves, players)
        for action in actions[1:]:
            if not isinstance(step, Choice):
                raise ActionError(f"{step} needs no more choices, but more actions were given")
            step = self.answer(step, action, players)
        if isinstance(step, Choice):
            raise ActionError(f"the play is not complete: the {step.asking} is still to choose")
        return step

    def _refused(self, action: object, why: str) -> str:
        if not _is_whole(action):
            return f"an action is an integer id, not {type(action).__name__}"
        if not 0 <= action < len(self.actions):
            return f"there is no action {_shown(action)}: ids run from 0 to {len(self.actions) - 1}"
        return f"action {action} ({self.actions[action].label}) is {why}"


def action_id(action: object) -> int:
    """``action`` as an action id: a whole number, whatever type holds it.

    A Python or numpy integer, a numpy array of one integer, or a float with a whole value
    (``3.0``), as learning libraries give them. Anything else is refused: not a number
    (``nan``), infinity, a fraction, a bool, a complex number, a list, an array of several
    items.

    Raises:
        ActionError: saying that an action is an integer id.

    Examples:
        >>> import numpy as np
        >>> from unokit.rl import action_id
        >>> action_id(np.int64(7)), action_id(np.array([7])), action_id(7.0)
        (7, 7, 7)
    """
    value: Any = action
    item = getattr(value, "item", None)
    if callable(item) and getattr(value, "size", None) == 1:  # a numpy scalar or 1-item array
        value = item()
    if isinstance(value, float) and value.is_integer():
        return int(value)
    if not isinstance(value, bool):
        try:
            return operator.index(value)
        except TypeError:
            pass
    raise ActionError(f"an action is an integer id, not {_shown(action)}")


def _as_listed(move: Move, moves: Sequence[Move]) -> Move:
    """The legal move ``move`` is: itself, or the play of a two-sided card it names by face.

    Raises:
        ActionError: if it is neither.
    """
    found = find_listed(move, moves) or face_play(move, moves)
    if found is None:
        raise ActionError(f"{_said(move)} is not a legal move now")
    return found


def seen_cards(rules: Rules) -> tuple[Card, ...]:
    """The distinct cards of ``rules``' deck as a seat sees them, in deck order.

    The deck's cards; for two-sided cards, every face of either side (a seat sees the face of
    its own cards and of the piles, the back of the others').
    """
    if not rules.two_sided:
        return tuple(dict.fromkeys(rules.deck))
    turned = (card.turned() for card in rules.deck)
    return tuple(dict.fromkeys(card.face for card in (*rules.deck, *turned)))


def action_space(rules: Rules) -> ActionSpace:
    """The action space of ``rules``' edition (built once per rule table, kept with it).

    Examples:
        >>> import unokit
        >>> from unokit.rl import action_space
        >>> space = action_space(unokit.new_game("classic", seed=1).rules)
        >>> len(space), space.actions[0].label, space.actions[-1].label
        (85, 'play R0', 'wait')
    """
    return rules.derived(ActionSpace)


def _seat_moves(state: GameState, seat: int) -> list[Move]:
    return [move for move in legal_moves(state) if move.player == seat]


def action_of(state: GameState, move: Move) -> tuple[int, ...]:
    """The actions that choose ``move`` in ``state``: its id, then any sub-choices' ids.

    Sub-choices are only asked (and so only listed) when ``move``'s seat has several legal
    moves with the same first id: the mark, then the seats one by one (by ascending relative
    seat), then the UNO call.

    Raises:
        ActionError: if ``move`` is not a legal move in ``state``.

    Examples:
        >>> import unokit
        >>> from unokit.rl import action_of, move_of
        >>> state = unokit.new_game("classic", players=3, seed=2)
        >>> move = unokit.legal_moves(state)[0]
        >>> move_of(state, action_of(state, move), seat=move.player) == move
        True
    """
    space = action_space(state.rules)
    return space.encode(move, _seat_moves(state, move.player), state.players)


def move_of(state: GameState, actions: int | Sequence[int], *, seat: int | None = None) -> Move:
    """The move that ``actions`` (one id, or an id and its sub-choices) choose for ``seat``.

    Args:
        state: The game.
        actions: The action ids, as [`action_of`][unokit.rl.action_of] gives them.
        seat: The acting seat; by default the seat that must move now
            ([`obliged_seat`][unokit.agents.obliged_seat]).

    Raises:
        ActionError: if the actions do not choose one legal move of the seat.
    """
    if seat is None:
        from unokit.agents import obliged_seat

        seat = obliged_seat(state)
        if seat is None:
            raise ActionError("the match is over: no seat has a move")
    ids = (actions,) if isinstance(actions, int) else tuple(actions)
    space = action_space(state.rules)
    return space.decode(seat, ids, _seat_moves(state, seat), state.players)
