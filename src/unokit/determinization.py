"""Determinization: whole games that one seat cannot tell from the game it sees.

A seat knows its own hand, the size of every hand, the piles, the pending decision as it may
see it and every plugin's state as it may see it (its [view][unokit.view]); the rest (the
other hands, the order of the draw pile, a decision's secrets) it can only guess.
[`determinize(seen, rng)`][unokit.determinize] makes one such guess: a complete
[`GameState`][unokit.GameState] whose view from that seat is exactly ``seen``, that keeps every
invariant of a real game, and where the unseen cards lie uniformly at random among the places
the seat cannot see. Search agents play many such games forward to choose a move (see
[`SearchAgent`][unokit.agents.SearchAgent]).

How a state is drawn:

1. **Cards.** Every card of the deck goes to one place: a slot of a hand, of the discard
   pile, of the draw pile, or one held by the pending decision. What the seat sees of a slot
   is a constraint: the face of its own cards and of the discard pile; with two-sided cards
   also the face turned away (the "back") of every card in another hand and of the draw
   pile's top card. The cards are dealt to the slots uniformly among all deals that meet
   these constraints, by an exact construction: slots that must show the same thing form a
   group; a card that could fill groups of two kinds (a face in the seat's hand, a back in
   another's) is allotted by exact weighted sampling (variable elimination over those
   cards, each group weighted by the number of ways to fill the rest of it); every group
   then takes uniformly chosen cards, and the cards left are shuffled into the slots nobody
   sees. The order of the cards in another hand is unseen too, so it is shuffled.
2. **What plugins hide.** The pending decision and each plugin's own state are completed
   from what the seat sees of them by their ``complete(state, seat, rng)`` method (see
   [`Pending.complete`][unokit.Pending.complete]; the default completes each true/false
   field that the seat sees as ``None``).
3. **Acceptance.** The candidate is kept only if its view from the seat is ``seen``, it
   passes the invariants saved games are checked with (each decision's and plugin state's
   own ``check``), and it has legal moves unless the match is over; otherwise everything
   is drawn again (rejection sampling). Since every candidate of step 1 is equally likely
   and a completion's chances do not depend on the cards, the states kept are uniform among
   the consistent ones.

One exception to uniformity: when the round is over (or the match), the points left in each
hand are public (the round's result), so each other hand must add up to its published
total. Those hands are then dealt seat by seat, each uniformly among the hands of its total
that the cards left allow: every consistent state can come out, though not with exactly
equal chances. Nothing that is played depends on them: the next deal gathers every card.

What the seat saw earlier is not in a view. A caller that remembers cards it knows to be in
another hand (a hand it gave away in a swap, cards shown to it) passes them as ``known``;
the cards a challenge showed the seat on the last move (``seen.reveal``) are known already.

**Beliefs.** A caller may also pass what it believes another seat lacks, as
[`Lacking`][unokit.determinization.Lacking] facts ("seat 1 holds at most 1 card among
these"): say, a seat that drew at its turn held nothing it could play then, so of the cards
it holds now only those drawn since can match. The deal of step 1 is then drawn again (up to
``BELIEF_TRIES`` times) until every fact holds, which keeps it uniform among the deals that
meet them; if none did, the cards of the last deal that break a fact are exchanged with
cards of the draw pile that do not (one-sided decks only), and if even that cannot be done
the deal is kept as it is. A belief is a guess, not a constraint of the view: the state
drawn always fits the view.
"""

from __future__ import annotations

import functools
import math
import random
from collections import Counter
from collections.abc import Callable, Iterator, Mapping, Sequence
from typing import Any

import attrs

from unokit._invariants import Invalid, check_match, check_state_fields
from unokit.cards import Card
from unokit.compiling import compile_rules
from unokit.engine import legal_moves
from unokit.errors import UnokitError, _is_whole, _shown
from unokit.rules import Rules
from unokit.state import GameState, Reveal, build_stack
from unokit.views import SeatView, view

__all__ = [
    "BELIEF_TRIES",
    "TRIES",
    "DeterminizeError",
    "Lacking",
    "complete_fields",
    "complete_value",
    "determinize",
    "determinizer",
]

TRIES = 2_000
"""How many candidate states [`determinize`][unokit.determinize] draws before it gives up."""

BELIEF_TRIES = 64
"""How many deals [`determinize`][unokit.determinize] draws to meet the ``lacking`` facts
before it exchanges the cards that break them."""

#: How many exchanges of cards may bring the hands to their points when a round is over,
#: before the whole deal is drawn again.
_REPAIR_STEPS = 20_000

#: The largest table variable elimination may build (entries) before giving up on a deck
#: whose two-sided cards are tied together in too large a knot.
_MAX_TABLE = 200_000


class DeterminizeError(UnokitError, ValueError):
    """No whole game fits what the seat sees: the view cannot come from a game of its rules.

    Raised for a view that was changed by hand or comes from a game dealt from a stacked
    deck (whose cards the view does not tell), for ``known`` cards that do not fit the view,
    and when no candidate passes after ``TRIES`` draws (a plugin whose ``complete`` never
    gives a value its ``check`` accepts).
    """


@attrs.frozen
class Lacking:
    """A belief about another seat's hand: it holds at most ``at_most`` of ``cards``.

    Attributes:
        seat: The seat the belief is about (not the seat that determinizes).
        cards: The cards (one-sided cards, or the faces of two-sided ones as the seat saw
            them) the seat is believed to lack.
        at_most: How many of them it may still hold (the cards it drew since it showed the
            lack, say).

    Examples:
        >>> from unokit import Card, Color
        >>> Lacking(1, frozenset({Card(Color.RED, "5")}), 0).at_most
        0
    """

    seat: int
    cards: frozenset[Card]
    at_most: int


def determinize(
    seen: SeatView,
    rng: random.Random,
    *,
    known: Mapping[int, Sequence[Card]] | None = None,
    lacking: Sequence[Lacking] = (),
) -> GameState:
    """A whole game that ``seen.seat`` cannot tell from the game it sees.

    The state's view from that seat equals ``seen``; the cards it cannot see lie uniformly at
    random among the places it cannot see (hands, draw pile), the pending decision and each
    plugin's state are completed by their own ``complete``, and the state keeps every
    invariant of a real game (see the module's docs for how, and for the one exception).

    Args:
        seen: What the seat sees (a [`SeatView`][unokit.SeatView]).
        rng: The source of randomness.
        known: Cards the seat knows to be in other hands, by seat (from what it saw before:
            a hand it gave away, cards shown to it), named as the seat sees them (two-sided
            cards by the face it saw). The cards shown to the seat by the last move
            (``seen.reveal``) are added to them.
        lacking: Beliefs about other hands (see [`Lacking`][unokit.determinization.Lacking]
            and the module's docs): the deal of the hidden cards meets them when it can.
            Without them the deal is uniform.

    Returns:
        A state with ``view(state, seen.seat) == seen``.

    Raises:
        DeterminizeError: if no game of the view's rules fits it (see the class).

    Examples:
        >>> import random, unokit
        >>> state = unokit.new_game("classic", players=3, seed=4)
        >>> seen = unokit.view(state, 0)
        >>> guess = unokit.determinize(seen, random.Random(1))
        >>> unokit.view(guess, 0) == seen
        True
        >>> guess.hands[0] == state.hands[0], len(guess.hands[1]) == len(state.hands[1])
        (True, True)
    """
    return determinizer(seen, known=known, lacking=lacking)(rng)


def determinizer(
    seen: SeatView,
    *,
    known: Mapping[int, Sequence[Card]] | None = None,
    lacking: Sequence[Lacking] = (),
) -> Callable[[random.Random], GameState]:
    """Return ``draw(rng)``, drawing states as [`determinize`][unokit.determinize] does.

    The work that depends only on the view (what each slot must show, the weights of the
    two-sided cards) is done once: a search that draws many states for one decision calls
    this once and ``draw`` for each state.

    Args:
        seen: What the seat sees.
        known: As for [`determinize`][unokit.determinize].
        lacking: As for [`determinize`][unokit.determinize].

    Raises:
        DeterminizeError: if no game of the view's rules fits it, or a belief names a
            seat that is not another seat of the game or a negative count.
    """
    return _Determinizer(seen, known, lacking).draw


# --------------------------------------------------------------------------------------
# What plugins hide: the default completion
# --------------------------------------------------------------------------------------


def complete_value(value: Any, state: GameState, seat: int, rng: random.Random) -> Any:
    """``value`` (a decision, a plugin's state) as ``seat`` saw it, its hidden parts drawn.

    Calls the value's own ``complete(state, seat, rng)`` if it has one, else
    [`complete_fields`][unokit.determinization.complete_fields].
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
        from unokit._savecodec import hints

        try:
            named = hints(cls)
        except UnokitError:  # hints that cannot be resolved: no field is known to be a flag
            named = ()
        found = frozenset(name for name, _alias, hint in named if _allows_bool(hint))
        _FLAGS[cls] = found
    return found


def _allows_bool(hint: Any) -> bool:
    import types
    import typing

    if hint is bool:
        return True
    if typing.get_origin(hint) in (typing.Union, types.UnionType):
        return bool in typing.get_args(hint)
    return False


def complete_fields(value: Any, state: GameState, seat: int, rng: random.Random) -> Any:
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


# --------------------------------------------------------------------------------------
# Slots and groups
# --------------------------------------------------------------------------------------

#: What a slot must show: ("face", card) the face up; ("back", card) the face turned away
#: (``card.back or card``); ("top", card or None) the draw pile top's back; FREE nothing.
_Key = tuple[str, Any]
FREE: _Key = ("free", None)

_LOOKS: dict[str, Callable[[Card], Any]] = {
    "face": lambda card: card.face,
    "back": lambda card: card.back or card,
    "top": lambda card: card.back,
}


def _ways_up(rules: Rules) -> tuple[tuple[Card, ...], ...]:
    """The deck each way up its cards can be: as listed, and (two-sided) turned over.

    Every card of a two-sided game is the same way up, so these are the two candidates.
    """
    deck = tuple(rules.deck)
    if not rules.two_sided:
        return (deck,)
    return (deck, tuple(card.turned() for card in deck))


@functools.cache
def _keys_of(card: Card) -> tuple[_Key, ...]:
    """The key of each kind that ``card`` shows (cards are few and interned: kept)."""
    return tuple((kind, look(card)) for kind, look in _LOOKS.items())


@attrs.frozen
class _Layout:
    """Where each slot of a candidate lies: one key per slot, in a fixed flat order.

    The order: each seat's hand (seats in order), the discard pile (top first), the draw
    pile (top first), the cards the pending decision holds.
    """

    keys: tuple[_Key, ...]
    hand_sizes: tuple[int, ...]
    discard: int
    draw: int
    held: int


class _Allotment:
    """An exact uniform deal of a deck's cards to slots with constraints.

    Each constrained group (slots showing one face, one back...) needs ``cap`` cards among
    those that show it. A card that shows the value of two or more groups is a variable: it
    goes to one of them or to no group; the others ("pendant" cards) only have one group to
    go to. The number of deals for given choices of the variables is the product over the
    groups of ``comb(pendants, cap - variables chosen)``; variable elimination sums it and
    samples the variables with those weights, then each group takes its pendant cards
    uniformly.
    """

    def __init__(self, cards: Sequence[Card], groups: Mapping[_Key, int]) -> None:
        self.cards = list(cards)
        self.groups = dict(groups)
        nodes_of = [[key for key in _keys_of(card) if key in groups] for card in self.cards]
        self.variables = [i for i, nodes in enumerate(nodes_of) if len(nodes) > 1]
        self.domains = {i: (None, *nodes_of[i]) for i in self.variables}
        self.pendants: dict[_Key, list[int]] = {key: [] for key in groups}
        self.loose: list[int] = []
        for i, nodes in enumerate(nodes_of):
            if len(nodes) == 1:
                self.pendants[nodes[0]].append(i)
            elif not nodes:
                self.loose.append(i)
        reach = Counter(key for nodes in nodes_of for key in nodes)
        fits = all(reach[key] >= cap for key, cap in self.groups.items())
        self.weight = self._eliminate() if fits else 0

    def _eliminate(self) -> int:
        """Variable elimination: the number of deals (0: none); keeps what sampling needs."""
        factors: list[tuple[tuple[int, ...], dict[tuple[int, ...], int]]] = []
        constant = 1
        for key, cap in self.groups.items():
            scope = tuple(i for i in self.variables if key in self.domains[i])
            pendant = len(self.pendants[key])
            if not scope:
                constant *= math.comb(pendant, cap) if cap <= pendant else 0
                continue
            table: dict[tuple[int, ...], int] = {}
            for assignment in _assignments([len(self.domains[i]) for i in scope]):
                chosen = sum(
                    1
                    for i, value in zip(scope, assignment, strict=True)
                    if self.domains[i][value] == key
                )
                need = cap - chosen
                if 0 <= need <= pendant:
                    table[assignment] = math.comb(pendant, need)
            factors.append((scope, table))
        if constant == 0:
            return 0
        self.steps: list[tuple[int, tuple[int, ...], dict[tuple[int, ...], int]]] = []
        remaining = list(self.variables)
        while remaining:
            variable = min(
                remaining,
                key=lambda v: len({i for scope, _ in factors if v in scope for i in scope}),
            )
            remaining.remove(variable)
            joined = [factor for factor in factors if variable in factor[0]]
            factors = [factor for factor in factors if variable not in factor[0]]
            scope, table = _product(joined, self.domains)
            self.steps.append((variable, scope, table))
            at = scope.index(variable)
            rest = scope[:at] + scope[at + 1 :]
            summed: dict[tuple[int, ...], int] = {}
            for assignment, weight in table.items():
                others = assignment[:at] + assignment[at + 1 :]
                summed[others] = summed.get(others, 0) + weight
            factors.append((rest, summed))
        for _scope, table in factors:  # every scope is empty now
            constant *= table.get((), 0)
        return constant

    def sample(self, rng: random.Random) -> dict[_Key, list[Card]] | None:
        """The cards of each group (in random order) and of ``FREE``; ``None`` if no deal."""
        if self.weight == 0:
            return None
        values: dict[int, int] = {}
        for variable, scope, table in reversed(self.steps):
            options: list[tuple[int, int]] = []
            for value in range(len(self.domains[variable])):
                values[variable] = value
                weight = table.get(tuple(values[i] for i in scope), 0)
                if weight:
                    options.append((value, weight))
            values[variable] = _weighted(rng, options)
        taken: dict[_Key, list[int]] = {key: [] for key in self.groups}
        free = list(self.loose)
        for variable, value in values.items():
            group = self.domains[variable][value]
            (free if group is None else taken[group]).append(variable)
        dealt: dict[_Key, list[Card]] = {}
        for key, cap in self.groups.items():
            pendant = self.pendants[key]
            chosen = rng.sample(pendant, cap - len(taken[key]))
            kept = set(chosen)
            free += [i for i in pendant if i not in kept]
            indexes = taken[key] + chosen
            rng.shuffle(indexes)
            dealt[key] = [self.cards[i] for i in indexes]
        rng.shuffle(free)
        dealt[FREE] = [self.cards[i] for i in free]
        return dealt


def _assignments(sizes: Sequence[int]) -> Iterator[tuple[int, ...]]:
    """Every tuple with entry ``i`` below ``sizes[i]``."""
    if not sizes:
        yield ()
        return
    for rest in _assignments(sizes[1:]):
        for value in range(sizes[0]):
            yield (value, *rest)


def _product(
    factors: Sequence[tuple[tuple[int, ...], dict[tuple[int, ...], int]]],
    domains: Mapping[int, tuple[Any, ...]],
) -> tuple[tuple[int, ...], dict[tuple[int, ...], int]]:
    """The product of ``factors`` over the union of their scopes."""
    scope = tuple(dict.fromkeys(i for factor_scope, _ in factors for i in factor_scope))
    size = math.prod(len(domains[i]) for i in scope)
    if size > _MAX_TABLE:
        raise DeterminizeError(
            "the two-sided cards this seat sees are tied together in too many ways to be "
            f"dealt exactly ({size} combinations to weigh)"
        )
    table: dict[tuple[int, ...], int] = {}
    for assignment in _assignments([len(domains[i]) for i in scope]):
        values = dict(zip(scope, assignment, strict=True))
        weight = 1
        for factor_scope, factor in factors:
            weight *= factor.get(tuple(values[i] for i in factor_scope), 0)
            if not weight:
                break
        if weight:
            table[assignment] = weight
    return scope, table


def _weighted(rng: random.Random, options: Sequence[tuple[int, int]]) -> int:
    """One value of ``options`` (value, whole-number weight), chosen by weight exactly."""
    pick = rng.randrange(sum(weight for _, weight in options))
    for value, weight in options:
        if pick < weight:
            return value
        pick -= weight
    raise AssertionError("unreachable: the pick is below the total")  # pragma: no cover


# --------------------------------------------------------------------------------------
# The determinizer
# --------------------------------------------------------------------------------------


class _Determinizer:
    """Draws whole states fitting one view; built once per view."""

    def __init__(
        self,
        seen: SeatView,
        known: Mapping[int, Sequence[Card]] | None,
        lacking: Sequence[Lacking] = (),
    ) -> None:
        table = seen.rules
        self.seen = seen
        self.seat = seen.seat
        self.rules: Rules = compile_rules(table.edition, table.options, table.house_rules)
        self.two_sided = self.rules.two_sided
        self.known = self._known(seen, known)
        self.layout = self._layout()
        self.ended = bool(seen.history) and (seen.is_over or seen.round_over)
        held = () if seen.pending is None else tuple(seen.pending.cards())
        if self.two_sided and held:
            raise DeterminizeError(
                "a decision holding two-sided cards cannot be completed: which cards they "
                "are is not in what the seat sees"
            )
        deck = self.rules.deck
        if len(deck) != len(self.layout.keys):
            raise DeterminizeError(
                f"the view shows {len(self.layout.keys)} cards in all, but a game of "
                f"{self.rules.edition} holds {len(deck)}: a game dealt from a stacked deck "
                "(or a changed view) cannot be completed"
            )
        ways = self.rules.derived(_ways_up)
        missing = [self._missing(cards) for cards in ways]
        if all(missing):
            raise DeterminizeError(
                f"{missing[0]} cannot be in another hand: the deck has no more copies of it "
                f"that seat {self.seat} does not see"
            )
        groups = Counter(key for key in self.layout.keys if key != FREE)
        self.allotments = [
            allotment
            for cards, lacking in zip(ways, missing, strict=True)
            if lacking is None and (allotment := _Allotment(cards, groups)).weight
        ]
        if not self.allotments:
            raise DeterminizeError(
                "no deal of the deck shows this seat what the view shows: the view cannot "
                f"come from a game of {self.rules.edition}"
            )
        self.total = sum(allotment.weight for allotment in self.allotments)
        self.lacking = () if self.ended else self._beliefs(lacking)

    def _missing(self, cards: Sequence[Card]) -> Card | None:
        """A card known to be in another hand that no card of ``cards`` left unseen can be.

        ``cards`` is the deck one way up; the cards the seat sees by their face (its hand,
        the discard pile, those a decision holds) are not left.
        """
        seen = self.seen
        held = () if seen.pending is None else tuple(seen.pending.cards())
        spare = Counter(_keys_of(card)[0][1] for card in cards)
        spare -= Counter((*seen.hand, *seen.discard_pile, *held))
        wanted = Counter(card for cards_known in self.known.values() for card in cards_known)
        return next((card for card, count in wanted.items() if spare[card] < count), None)

    def _known(
        self, seen: SeatView, known: Mapping[int, Sequence[Card]] | None
    ) -> dict[int, tuple[Card, ...]]:
        """The cards known in each other hand, as seen (the reveal first), checked."""
        found: dict[int, list[Card]] = {}
        if seen.reveal is not None and seen.reveal.seat != seen.seat:
            found[seen.reveal.seat] = list(seen.reveal.cards)
        for seat, cards in (known or {}).items():
            self._other_seat(seat, "known cards must be given for")
            for card in cards:
                if not isinstance(card, Card):
                    raise DeterminizeError(f"a known card must be a Card, not {_shown(card)}")
            listed = found.setdefault(seat, [])
            extra = Counter(card.face for card in cards) - Counter(listed)
            listed += extra.elements()
        for seat, cards in found.items():
            if len(cards) > seen.hand_sizes[seat]:
                raise DeterminizeError(
                    f"{len(cards)} cards are known to be in seat {seat}'s hand, which holds "
                    f"{seen.hand_sizes[seat]}"
                )
        return {seat: tuple(cards) for seat, cards in found.items() if cards}

    def _other_seat(self, seat: object, what: str) -> None:
        """Refuse ``seat`` unless it is another seat of the game (``what`` names the use)."""
        if not _is_whole(seat) or not 0 <= seat < self.seen.players or seat == self.seat:
            raise DeterminizeError(f"{what} another seat of the game, not {_shown(seat)}")

    def _beliefs(self, lacking: Sequence[Lacking]) -> tuple[tuple[int, frozenset[Card], int], ...]:
        """The beliefs checked, as (seat, faces, at most); those that say nothing dropped."""
        found = []
        for belief in lacking:
            if not isinstance(belief, Lacking):
                raise DeterminizeError(f"a belief must be a Lacking, not {_shown(belief)}")
            seat, at_most = belief.seat, belief.at_most
            self._other_seat(seat, "a belief must be about")
            if not _is_whole(at_most) or at_most < 0:
                raise DeterminizeError(
                    f"a belief's count of cards must be 0 or more, not {_shown(at_most)}"
                )
            if at_most < self.seen.hand_sizes[seat] and belief.cards:
                found.append((seat, frozenset(card.face for card in belief.cards), at_most))
        return tuple(found)

    def _layout(self) -> _Layout:
        seen = self.seen
        keys: list[_Key] = []
        for seat, size in enumerate(seen.hand_sizes):
            if seat == self.seat:
                keys += [("face", card) for card in seen.hand]
            elif self.two_sided:
                keys += [("back", card) for card in seen.other_sides[seat]]
            else:
                known = self.known.get(seat, ())
                keys += [("face", card) for card in known]
                keys += [FREE] * (size - len(known))
        keys += [("face", card) for card in seen.discard_pile]
        draw = seen.draw_pile_size
        if draw and self.two_sided:
            keys += [("top", seen.draw_pile_top)] + [FREE] * (draw - 1)
        else:
            keys += [FREE] * draw
        held = () if seen.pending is None else tuple(seen.pending.cards())
        keys += [("face", card) for card in held]
        return _Layout(tuple(keys), seen.hand_sizes, len(seen.discard_pile), draw, len(held))

    # -- drawing ------------------------------------------------------------------------

    def draw(self, rng: random.Random) -> GameState:
        """One state fitting the view (see ``determinize``)."""
        why = "no candidate fitted"
        for _ in range(TRIES):
            hands = self._believed(rng) if self.lacking else self._deal(rng)
            if hands is None:
                continue
            state, why = self._candidate(rng, *hands)
            if state is not None:
                return state
        raise DeterminizeError(
            f"no whole game fitting seat {self.seat}'s view was found in {TRIES} tries "
            f"(the last candidate was refused because {why})"
        )

    def _deal(self, rng: random.Random) -> tuple[list[list[Card]], list[Card], list[Card]] | None:
        """Hands, discard pile and draw pile (top first) of one candidate deal, or None."""
        pick = rng.randrange(self.total)
        for allotment in self.allotments:
            if pick < allotment.weight:
                break
            pick -= allotment.weight
        dealt = allotment.sample(rng)
        if dealt is None:  # pragma: no cover - weights are positive
            return None
        deal = self._placed(dealt, rng)
        if deal is not None and self.ended and not self._repaired(*deal, rng):
            return None
        return deal

    def _believed(
        self, rng: random.Random
    ) -> tuple[list[list[Card]], list[Card], list[Card]] | None:
        """A deal meeting the beliefs if one is found (see the module's docs), or None."""
        deal = None
        for _ in range(BELIEF_TRIES):
            deal = self._deal(rng) or deal
            if deal is not None and not self._broken(deal[0]):
                return deal
        if deal is not None and not self.two_sided:
            self._mend(deal[0], deal[2], rng)
        return deal

    def _broken(self, hands: Sequence[Sequence[Card]]) -> list[int]:
        """The seats whose hand breaks a belief."""
        return [
            seat
            for seat, faces, at_most in self.lacking
            if sum(card.face in faces for card in hands[seat]) > at_most
        ]

    def _mend(self, hands: list[list[Card]], draw: list[Card], rng: random.Random) -> None:
        """Exchange unknown cards of hands that break a belief with draw-pile cards that fit.

        One-sided cards only: another hand's unknown cards and the draw pile all look alike
        to the seat, so the view stays. Stops (leaving the deal as it is) when the draw pile
        has no card left that fits.
        """
        for seat, faces, at_most in self.lacking:
            hand = hands[seat]
            kept = len(self.known.get(seat, ()))
            wrong = [i for i in range(kept, len(hand)) if hand[i].face in faces]
            extra = sum(card.face in faces for card in hand) - at_most
            lacks = [other for other in self.lacking if other[0] == seat]
            spare = [
                j
                for j, card in enumerate(draw)
                if not any(card.face in other_faces for _, other_faces, _ in lacks)
            ]
            rng.shuffle(wrong)
            rng.shuffle(spare)
            while extra > 0 and wrong and spare:
                i, j = wrong.pop(), spare.pop()
                hand[i], draw[j] = draw[j], hand[i]
                extra -= 1

    def _placed(
        self, dealt: dict[_Key, list[Card]], rng: random.Random
    ) -> tuple[list[list[Card]], list[Card], list[Card]] | None:
        """The cards of each group put in their slots; None if a hand lacks a known card."""
        hands: list[list[Card]] = []
        keys = iter(self.layout.keys)
        for seat, size in enumerate(self.layout.hand_sizes):
            hand = [dealt[next(keys)].pop() for _ in range(size)]
            if seat != self.seat:
                ordered = self._ordered(seat, hand, rng)
                if ordered is None:
                    return None
                hand = ordered
            hands.append(hand)
        discard = [dealt[next(keys)].pop() for _ in range(self.layout.discard)]
        draw = [dealt[next(keys)].pop() for _ in range(self.layout.draw)]
        return hands, discard, draw

    def _ordered(self, seat: int, hand: list[Card], rng: random.Random) -> list[Card] | None:
        """Another seat's hand in an unseen order, the cards known to be there first.

        ``None`` when the hand lacks a known card (with two-sided cards, whose backs alone
        decide which cards a hand gets).
        """
        known = self.known.get(seat, ())
        if not self.two_sided:  # the known cards are its first slots already
            rest = hand[len(known) :]
            rng.shuffle(rest)
            return hand[: len(known)] + rest
        rest = list(hand)
        rng.shuffle(rest)
        first: list[Card] = []
        for face in known:
            at = next((i for i, card in enumerate(rest) if card.face is face), None)
            if at is None:
                return None
            first.append(rest.pop(at))
        return first + rest

    def _repaired(
        self, hands: list[list[Card]], discard: list[Card], draw: list[Card], rng: random.Random
    ) -> bool:
        """Make each other hand hold the points the round's result gives it (round over).

        Cards are exchanged only between slots that look the same to the seat (another
        hand's unknown cards and the draw pile below a two-sided top card; with two-sided
        cards, only cards with the same back), so the view stays; each exchange is kept if
        it does not take the hands further from their points (and now and then anyway, not
        to get stuck). ``False`` if the points are not reached within the steps allowed.
        """
        result = self.seen.history[-1]
        points = self.rules.points
        look = _LOOKS["back"] if self.two_sided else (lambda card: None)
        targets = {
            seat: result.hand_points[seat]
            for seat, hand in enumerate(hands)
            if seat != self.seat and hand and seat != result.winner
        }
        places: list[tuple[list[Card], int]] = []
        for seat in targets:
            kept = 0 if self.two_sided else len(self.known.get(seat, ()))
            places += [(hands[seat], i) for i in range(kept, len(hands[seat]))]
        places += [(draw, i) for i in range(1 if self.two_sided else 0, len(draw))]
        alike: dict[Any, list[tuple[list[Card], int]]] = {}
        for pile, i in places:
            alike.setdefault(look(pile[i]), []).append((pile, i))
        owner = {id(hands[seat]): seat for seat in targets}
        missing = {
            seat: targets[seat] - sum(points[card] for card in hands[seat]) for seat in targets
        }
        for _ in range(_REPAIR_STEPS):
            wrong = [seat for seat, gap in missing.items() if gap]
            if not wrong:
                break
            seat = rng.choice(wrong)
            hand = hands[seat]
            kept = 0 if self.two_sided else len(self.known.get(seat, ()))
            i = rng.randrange(kept, len(hand))
            pile, j = rng.choice(alike[look(hand[i])])
            other = owner.get(id(pile))
            if other == seat:
                continue
            change = points[pile[j]] - points[hand[i]]
            before = abs(missing[seat]) + (abs(missing[other]) if other is not None else 0)
            after = abs(missing[seat] - change) + (
                abs(missing[other] + change) if other is not None else 0
            )
            if after <= before or rng.random() < 0.05:
                hand[i], pile[j] = pile[j], hand[i]
                missing[seat] -= change
                if other is not None:
                    missing[other] += change
        else:
            return False
        for seat in targets:
            ordered = self._ordered(seat, hands[seat], rng)
            if ordered is None:
                return False
            hands[seat][:] = ordered
        rest = draw[1:] if self.two_sided else draw[:]
        rng.shuffle(rest)
        draw[len(draw) - len(rest) :] = rest
        return True

    def _candidate(
        self,
        rng: random.Random,
        hands: list[list[Card]],
        discard: list[Card],
        draw: list[Card],
    ) -> tuple[GameState | None, str]:
        """The whole candidate state and whether it fits: (state, "") or (None, why not)."""
        seen = self.seen
        reveal = seen.reveal
        if reveal is not None:
            reveal = Reveal(reveal.to, reveal.seat, tuple(hands[reveal.seat][: len(reveal.cards)]))
        base = GameState(
            rules=self.rules,
            players=seen.players,
            seed=rng.getrandbits(63),
            dealer=seen.dealer,
            round_number=seen.round_number,
            scores=seen.scores,
            history=seen.history,
            hands=tuple(tuple(hand) for hand in hands),
            draw_cards=tuple(draw),
            draw_index=0,
            discard_stack=build_stack(discard),
            active_color=seen.active_color,
            direction=seen.direction,
            current_player=seen.current_player,
            pending=seen.pending,
            uno_exposed=seen.uno_exposed,
            passes=seen.passes,
            rng=rng.getrandbits(64),
            winners=seen.winners,
            end_reason=seen.end_reason,
            reveal=reveal,
            edition_state=seen.edition_state,
            house_rule_states=seen.house_rule_states,
            out=seen.out,
        )
        seat = self.seat
        try:
            pending = complete_value(seen.pending, base, seat, rng)
            state = attrs.evolve(
                base,
                pending=pending,
                edition_state=complete_value(seen.edition_state, base, seat, rng),
                house_rule_states=tuple(
                    complete_value(item, base, seat, rng) for item in seen.house_rule_states
                ),
            )
            check_state_fields(state)
            if self.ended:
                check_match(state)
        except Invalid as exc:
            return None, str(exc)
        try:
            if view(state, seat) != seen:
                return None, f"seat {seat} would see it otherwise"
            if not state.is_over and not legal_moves(state):
                return None, "nobody could move in it"
        except UnokitError as exc:  # a plugin failing on a value it cannot have had
            return None, str(exc)
        return state, ""
