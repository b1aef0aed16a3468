"""What a seat may see: the ``views`` property and the twins it compares views of.

A seat's [view][unokit.view] must not change with what the seat cannot see (the other
hands, the draw pile's order, the seed, a decision's secrets): ``hidden_twin`` changes all of
that at random, consistently, and the view must stay equal. With two-sided cards a seat sees
the backs of the other hands and the face of its own: the twin exchanges only cards that look
the same from the seat, and changing a back in another hand must show in the view.
"""

from __future__ import annotations

import random
from collections.abc import Iterable
from typing import Any

import attrs

from unokit.core.cards import Card
from unokit.core.engine import is_legal, legal_moves
from unokit.core.moves import Move, Play
from unokit.core.state import GameState
from unokit.core.views import SeatView, view
from unokit.testing.games import Game, Violation, check_each

__all__ = ["as_seen", "hidden_twin", "views_property"]


def hidden_twin(state: GameState, seat: int, rng: random.Random) -> GameState:
    """``state`` with everything ``seat`` may not see changed at random, consistently.

    The other seats' hands (sizes kept) and the draw pile are dealt again from the same
    cards, the drawn part of the draw cards is reshuffled, the seed and random-number state
    are new, and every ``True``/``False`` field of the pending decision or of a plugin's own
    state that it hides from ``seat`` (see [`Pending.visible_to`][unokit.Pending.visible_to])
    is flipped.
    A card another seat has just drawn and may play stays put. With two-sided cards, which
    a seat sees from one side, a card only changes places with a card that looks the same
    from ``seat`` (the same back in another hand, the same face in its own), and the draw
    pile's top card stays.

    Args:
        state: The state to change.
        seat: The seat whose view must not change.
        rng: The source of randomness.

    Returns:
        A state that ``seat`` cannot tell from ``state``.
    """
    kept: dict[int, int] = {}
    pending = state.pending
    if pending is not None and pending.seat != seat:
        kept[pending.seat] = 1  # a decision may name the card its seat just drew
    if state.rules.two_sided:
        hands, draw_pile = _two_sided_twin(state, seat, rng, kept)
    else:
        hands, draw_pile = _one_sided_twin(state, seat, rng, kept)
    drawn = list(state.draw_cards[: state.draw_index])
    rng.shuffle(drawn)
    return attrs.evolve(
        state,
        hands=tuple(tuple(hand) for hand in hands),
        draw_cards=(*drawn, *draw_pile),
        seed=rng.getrandbits(63),
        rng=rng.getrandbits(64),
        pending=_hidden_flipped(pending, seat),
        edition_state=_hidden_flipped(state.edition_state, seat),
        house_rule_states=tuple(_hidden_flipped(item, seat) for item in state.house_rule_states),
    )


def _hidden_flipped(value: Any, seat: int) -> Any:
    """``value`` (a decision, a plugin's state) with each true/false field it hides flipped.

    A field is hidden from ``seat`` when ``value.visible_to(seat)`` shows it otherwise.
    """
    hide = getattr(value, "visible_to", None)
    if value is None or not attrs.has(type(value)) or not callable(hide):
        return value
    seen = hide(seat)
    flips = {
        field.name: not getattr(value, field.name)
        for field in attrs.fields(type(value))
        if isinstance(getattr(value, field.name), bool)
        and getattr(seen, field.name) != getattr(value, field.name)
    }
    return attrs.evolve(value, **flips) if flips else value


def _one_sided_twin(
    state: GameState, seat: int, rng: random.Random, kept: dict[int, int]
) -> tuple[list[list[Card]], list[Card]]:
    """The other hands and the draw pile dealt again from their cards (sizes kept)."""
    slots = [
        (other, i)
        for other, hand in enumerate(state.hands)
        if other != seat
        for i in range(len(hand) - kept.get(other, 0))
    ]
    pool = [state.hands[other][i] for other, i in slots] + list(state.draw_pile)
    rng.shuffle(pool)
    hands = [list(hand) for hand in state.hands]
    for (other, i), card in zip(slots, pool, strict=False):
        hands[other][i] = card
    return hands, pool[len(slots) :]


def _two_sided_twin(
    state: GameState, seat: int, rng: random.Random, kept: dict[int, int]
) -> tuple[list[list[Card]], list[Card]]:
    """The hands and draw pile with two-sided cards exchanged where ``seat`` cannot tell.

    ``seat`` sees the face of its own cards, the back of every other hand's card and of the
    draw pile's top card: each hand slot gets a card with the same visible face, taken from
    the hands' cards and the draw pile below its top; the rest of that pile is shuffled.
    """
    hands = [list(hand) for hand in state.hands]
    pile = list(state.draw_pile)
    top, hidden = pile[:1], pile[1:]
    slots = [
        (other, i)
        for other, hand in enumerate(hands)
        for i in range(len(hand) - kept.get(other, 0))
    ]

    def seen(other: int, card: Card) -> tuple[bool, Card]:
        return (True, card.face) if other == seat else (False, card.back or card)

    groups: dict[tuple[bool, Card], list[Card]] = {}
    for other, i in slots:
        groups.setdefault(seen(other, hands[other][i]), []).append(hands[other][i])
    for group in groups.values():
        rng.shuffle(group)
    spare: list[Card] = []
    for card in hidden:  # a hidden card may take the place of a hand card looking the same
        group = groups.get(seen(seat, card)) or groups.get(seen(-1, card)) or []
        if group and rng.random() < 0.5:
            spare.append(group.pop())
            group.insert(0, card)
        else:
            spare.append(card)
    for other, i in slots:
        hands[other][i] = groups[seen(other, hands[other][i])].pop()
    rng.shuffle(spare)
    return hands, top + spare


def views_property(game: Game) -> None:
    """The ``views`` property: a seat's view shows all it may see and nothing more."""
    rng = random.Random(game.first.seed)

    def check(state: GameState) -> None:
        legal = legal_moves(state)
        for seat in range(state.players):
            seen = view(state, seat)
            if seen.hand != tuple(card.face for card in state.hands[seat]):
                raise Violation(f"seat {seat}'s view does not show its own hand")
            own = tuple(dict.fromkeys(as_seen(move) for move in legal if move.player == seat))
            if seen.legal_moves != own:
                raise Violation(f"seat {seat}'s view does not list exactly its own moves")
            if not all(is_legal(state, move) for move in seen.legal_moves):
                raise Violation(f"seat {seat}'s view lists a move the game refuses")
            if state.rules.two_sided and _sides_unseen(state, seat, rng, seen):
                raise Violation(
                    f"seat {seat}'s view does not change with the backs of the other hands"
                )
            if view(hidden_twin(state, seat, rng), seat) != seen:
                raise Violation(f"seat {seat}'s view changes with what seat {seat} cannot see")
            shown = _hands_shown(
                state, seat, (seen.pending, seen.edition_state, *seen.house_rule_states)
            )
            if shown is not None:
                raise Violation(f"seat {seat}'s view shows seat {shown}'s hand")

    check_each(game.sample(15), check)


def as_seen(move: Move) -> Move:
    """``move`` as its seat names it: a two-sided card by the face the seat sees."""
    if isinstance(move, Play) and move.card.back is not None:
        return attrs.evolve(move, card=move.card.face)
    return move


def _sides_unseen(state: GameState, seat: int, rng: random.Random, seen: SeatView) -> bool:
    """Whether changing the back of a card in another hand leaves ``seat``'s view unchanged.

    A seat sees the backs of the other hands' two-sided cards: exchanging such a card for a
    card of the draw pile with another back must show in its view.
    """
    pile = state.draw_pile
    slots = [
        (other, i)
        for other, hand in enumerate(state.hands)
        if other != seat
        for i in range(len(hand))
    ]
    if not slots or not pile:
        return False
    other, i = rng.choice(slots)
    card = state.hands[other][i]
    swap = next((j for j, drawn in enumerate(pile) if drawn.back != card.back), None)
    if swap is None:
        return False
    hands = [list(hand) for hand in state.hands]
    hands[other][i] = pile[swap]
    rest = list(pile)
    rest[swap] = card
    changed = attrs.evolve(
        state,
        hands=tuple(map(tuple, hands)),
        draw_cards=(*state.draw_cards[: state.draw_index], *rest),
    )
    return view(changed, seat) == seen


def _hands_shown(state: GameState, seat: int, values: Iterable[Any]) -> int | None:
    """The first other seat whose whole hand (two cards or more) appears among ``values``.

    A decision or edition state that copies a hand is visible to every seat unless it hides
    it: the twin test cannot see that leak (the copy stays put), so look for it.
    """
    hands = {
        hand: other for other, hand in enumerate(state.hands) if other != seat and len(hand) >= 2
    }
    if state.reveal is not None and state.reveal.to == seat:
        hands.pop(state.reveal.cards, None)
    stack = list(values)
    while stack:
        value = stack.pop()
        if isinstance(value, tuple):
            if value in hands:
                return hands[value]
            stack += value
        elif isinstance(value, (list, frozenset, set)):
            stack += value
        elif isinstance(value, dict):
            stack += value.values()
        elif attrs.has(type(value)):
            stack += (getattr(value, field.name) for field in attrs.fields(type(value)))
    return None
