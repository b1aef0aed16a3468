"""How the determinization deals the cards a seat cannot see.

Part of [`unokit.agents.determinization`][unokit.agents.determinization].
See the package's docs for the construction.
"""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Mapping, Sequence
from typing import Any

import attrs

from unokit.agents.determinization.allotting import (
    _LOOKS,
    _MAX_SHOWN,
    FREE,
    _Allotment,
    _Key,
    _keys_of,
    _Layout,
    _picks,
    _shown_hands,
    _shown_keys,
    _ways_up,
)
from unokit.agents.determinization.completing import (
    _REPAIR_STEPS,
    BELIEF_TRIES,
    TRIES,
    DeterminizeError,
    Lacking,
    complete_value,
)
from unokit.core._invariants import Invalid, check_match, check_state_fields
from unokit.core.cards import Card
from unokit.core.compiling import compile_rules
from unokit.core.engine import legal_moves
from unokit.core.errors import UnokitError, _is_whole, _shown
from unokit.core.rules import Rules
from unokit.core.state import GameState, Reveal, build_stack
from unokit.core.views import SeatView, view

# --------------------------------------------------------------------------------------
# The determinizer
# --------------------------------------------------------------------------------------


def _check_rng(rng: Any) -> None:
    """Refuse an ``rng`` that is not a ``random.Random``.

    Raises:
        DeterminizeError: saying what was given.
    """
    if not isinstance(rng, random.Random):
        raise DeterminizeError(
            f"rng: expected a random.Random, not {_shown(rng)} (random.Random(seed) "
            "draws the same states for the same seed)"
        )


def _check_arguments(seen: Any, known: Any) -> None:
    """Refuse, before any work, what is not a seat's view, or ``known`` that is no mapping.

    Raises:
        DeterminizeError: saying what was given instead.
    """
    if not isinstance(seen, SeatView):
        given = (
            "a GameState: pass a seat's view of it, unokit.view(state, seat)"
            if isinstance(seen, GameState)
            else _shown(seen)
        )
        raise DeterminizeError(f"determinize completes a seat's view (a SeatView), not {given}")
    if known is not None and not isinstance(known, Mapping):
        raise DeterminizeError(
            f"known: expected a mapping of seats to the cards known in their hands, not "
            f"{_shown(known)}"
        )


def _check_sizes(seen: SeatView, cards: int) -> None:
    """Refuse, before laying out any card, sizes no game of ``cards`` cards can show.

    Each hand and the draw pile hold at most every card of the deck, so a view changed to
    show a hand of 10**100 cards or a draw pile of a billion costs nothing to refuse.

    Raises:
        DeterminizeError: naming the size that cannot be.
    """
    sizes = seen.hand_sizes
    if type(sizes) is not tuple or len(sizes) != seen.players:
        raise DeterminizeError("hand_sizes: expected one number per seat of the game")
    for seat, size in enumerate(sizes):
        if not _is_whole(size) or not 0 <= size <= cards:
            raise DeterminizeError(
                f"hand_sizes[{seat}]: {_shown(size)} cards, but a game of this edition holds "
                f"{cards}"
            )
    draw = seen.draw_pile_size
    if not _is_whole(draw) or not 0 <= draw <= cards:
        raise DeterminizeError(
            f"draw_pile_size: {_shown(draw)} cards, but a game of this edition holds {cards}"
        )
    shown = sum(sizes) + draw + len(seen.discard_pile)
    if shown > cards:
        raise DeterminizeError(
            f"the view shows {shown} cards in the hands and piles, but a game of this "
            f"edition holds {cards}"
        )


class _Determinizer:
    """Draws whole states fitting one view; built once per view."""

    def __init__(
        self,
        seen: SeatView,
        known: Mapping[int, Sequence[Card]] | None,
        lacking: Sequence[Lacking] = (),
    ) -> None:
        _check_arguments(seen, known)
        table = seen.rules
        self.seen = seen
        self.seat = seen.seat
        self.rules: Rules = compile_rules(
            table.edition, table.options, table.house_rules, table.rules_version
        )
        _check_sizes(seen, len(self.rules.deck))
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
        self.allotments: list[tuple[_Allotment, _Layout]] = []
        for cards, absent in zip(ways, missing, strict=True):
            if absent is not None:
                continue
            for layout in self._layouts(cards):
                groups = Counter(key for key in layout.keys if key != FREE)
                allotment = _Allotment(cards, groups)
                if allotment.weight:
                    self.allotments.append((allotment, layout))
        if not self.allotments:
            raise DeterminizeError(
                "no deal of the deck shows this seat what the view shows: the view cannot "
                f"come from a game of {self.rules.edition}"
            )
        self.total = sum(allotment.weight for allotment, _ in self.allotments)
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

    def _layouts(self, cards: Sequence[Card]) -> list[_Layout]:
        """The layouts to deal ``cards`` (the deck one way up) to: each its own deals.

        ``self.layout``, unless cards of another seat's hand of two-sided cards are known by
        their faces (a challenge showed the hand, which may have grown since) while the seat
        sees every card's back: then which cards show those faces is one of the few ways to
        pair them with backs seen that the deck has (``_shown_hands``), and each way is a
        layout of its own, those slots showing both sides, the others their backs. Each
        layout is dealt by its number of deals; a hand that more than one layout deals is
        kept once in as many (``_counted_once``), so every deal stays as likely as the
        others. Were there more than ``_MAX_SHOWN`` ways, the hand keeps its backs and
        candidates lacking a face shown are drawn again.
        """
        seen = self.seen
        sizes = seen.hand_sizes
        ways = [self.layout.keys]
        for seat, faces in self.known.items() if self.two_sided else ():
            backs = seen.other_sides[seat]
            hands = _shown_hands(cards, faces, backs)
            if hands is None or len(ways) * len(hands) > _MAX_SHOWN:
                return [self.layout]
            start, end = sum(sizes[:seat]), sum(sizes[: seat + 1])
            ways = [
                (*keys[:start], *_shown_keys(hand, backs), *keys[end:])
                for keys in ways
                for hand in hands
            ]
        return [attrs.evolve(self.layout, keys=keys) for keys in ways]

    def _counted_once(self, hands: Sequence[Sequence[Card]], rng: random.Random) -> bool:
        """Keep a deal of a layout of ``_layouts`` as often as any other (see there).

        A hand partly known by faces holds the cards of one way of pairing, and the cards
        of its other slots may show a known face too: then the same hand is dealt by as
        many layouts as it has ways to pick the known faces among its cards, and it is kept
        once in that many.
        """
        ways = 1
        for seat, faces in self.known.items():
            ways *= _picks(hands[seat], faces)
        return ways == 1 or rng.randrange(ways) == 0

    # -- drawing ------------------------------------------------------------------------

    def draw(self, rng: random.Random) -> GameState:
        """One state fitting the view (see ``determinize``)."""
        _check_rng(rng)
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
        for chosen in self.allotments:
            if pick < chosen[0].weight:
                break
            pick -= chosen[0].weight
        allotment, layout = chosen
        dealt = allotment.sample(rng)
        if dealt is None:  # pragma: no cover - weights are positive
            return None
        deal = self._placed(dealt, layout, rng)
        if deal is not None and layout is not self.layout and not self._counted_once(deal[0], rng):
            return None
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
        self, dealt: dict[_Key, list[Card]], layout: _Layout, rng: random.Random
    ) -> tuple[list[list[Card]], list[Card], list[Card]] | None:
        """The cards of each group put in ``layout``'s slots; None if a hand lacks a known card."""
        hands: list[list[Card]] = []
        keys = iter(layout.keys)
        for seat, size in enumerate(layout.hand_sizes):
            hand = [dealt[next(keys)].pop() for _ in range(size)]
            if seat != self.seat:
                ordered = self._ordered(seat, hand, rng)
                if ordered is None:
                    return None
                hand = ordered
            hands.append(hand)
        discard = [dealt[next(keys)].pop() for _ in range(layout.discard)]
        draw = [dealt[next(keys)].pop() for _ in range(layout.draw)]
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
