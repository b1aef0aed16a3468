"""The slots a deal fills and how the cards a seat cannot see are allotted to them.

Part of [`unokit.agents.determinization`][unokit.agents.determinization]: see its docs for the
construction.
"""

from __future__ import annotations

import functools
import itertools
import math
import random
from collections import Counter
from collections.abc import Callable, Iterator, Mapping, Sequence
from typing import Any

import attrs

from unokit.agents.determinization.completing import (
    _MAX_TABLE,
    DeterminizeError,
)
from unokit.core.cards import Card
from unokit.core.rules import Rules

# --------------------------------------------------------------------------------------
# Slots and groups
# --------------------------------------------------------------------------------------

#: What a slot must show: ("face", card) the face up; ("back", card) the face turned away
#: (``card.back or card``); ("top", card or None) the draw pile top's back; ("card", card)
#: both sides (a two-sided card of a hand a challenge showed, whose back is seen too); FREE
#: nothing.
_Key = tuple[str, Any]
FREE: _Key = ("free", None)

_LOOKS: dict[str, Callable[[Card], Any]] = {
    "face": lambda card: card.face,
    "back": lambda card: card.back or card,
    "top": lambda card: card.back,
    "card": lambda card: card,
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


# --------------------------------------------------------------------------------------
# A hand of two-sided cards shown by its faces
# --------------------------------------------------------------------------------------

#: At most this many ways to pair the faces of a hand of two-sided cards a challenge showed
#: with the backs the seat sees (each a layout of its own: see ``dealing._Determinizer._layouts``).
_MAX_SHOWN = 256


def _shown_hands(
    cards: Sequence[Card], faces: Sequence[Card], backs: Sequence[Card]
) -> list[tuple[Card, ...]] | None:
    """Every hand of ``cards`` showing ``faces`` one way and ``backs`` the other.

    Each hand once (as a multiset), of no more copies of a card than ``cards`` holds; None
    past ``_MAX_SHOWN`` of them. Found face by face, each taking copies of the cards with
    that face whose backs are still among those left: the cards with one face are few.
    """
    available = Counter(cards)
    by_face: dict[Card, list[Card]] = {}
    for card in available:
        by_face.setdefault(card.face, []).append(card)
    wanted = list(Counter(faces).items())
    left = Counter(_LOOKS["back"](card) for card in backs)
    found: list[tuple[Card, ...]] = []

    def choose(at: int, hand: tuple[Card, ...]) -> None:
        if len(found) > _MAX_SHOWN:
            return
        if at == len(wanted):
            found.append(hand)
            return
        face, count = wanted[at]
        for chosen in itertools.combinations_with_replacement(by_face.get(face, ()), count):
            copies = Counter(chosen)
            shown = Counter(_LOOKS["back"](card) for card in chosen)
            if any(copies[card] > available[card] for card in copies) or shown - left:
                continue
            left.subtract(shown)
            choose(at + 1, hand + chosen)
            left.update(shown)

    choose(0, ())
    return None if len(found) > _MAX_SHOWN else found


def _shown_keys(hand: Sequence[Card], backs: Sequence[Card]) -> list[_Key]:
    """The keys of a hand's slots: ``hand``'s cards by both sides, the other backs by back."""
    rest = Counter(_LOOKS["back"](card) for card in backs)
    rest.subtract(_LOOKS["back"](card) for card in hand)
    return [("card", card) for card in hand] + [("back", back) for back in rest.elements()]


def _picks(hand: Sequence[Card], faces: Sequence[Card]) -> int:
    """In how many ways (as multisets of cards) ``faces`` can be picked among ``hand``'s cards."""
    ways = 1
    for face, count in Counter(faces).items():
        copies = [held for card, held in Counter(hand).items() if card.face is face]
        # Multisets of ``count`` cards with at most ``held`` copies of each: a small table.
        table = [1] + [0] * count
        for held in copies:
            table = [sum(table[n - k] for k in range(min(held, n) + 1)) for n in range(count + 1)]
        ways *= table[count]
    return ways


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
