"""UNO Party! (its instruction sheet), as a plugin built on the classic edition.

What differs from classic:

* a 168-card deck with **Point Taken** (``RPT``…: all point at someone, who draws a card
  per finger, at most five), **Wild Pile Up** (``WPU``: a mini-pile travels round the table
  until someone takes it) and **Wild Drawn Together** (``WDT``: two players draw together);
* **Speed Play**: a number card identical to the top card may be played out of turn;
* for 2 to 16 players; an opening action card is ignored and the next card turned over;
* Wild cards in hand count as matching the colour in play for the Wild Draw Four restriction.

The Direction Tracker card is the state's ``direction``; the Link Cards are the
[`PartyState`][unokit.editions.party.PartyState] in ``state.edition_state`` (their rules in
``unokit.editions.party.link``); a Wild Pile Up's mini-pile is the decision
[`PileUp`][unokit.editions.party.PileUp] (its rules in ``unokit.editions.party.pile``).
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping, Sequence
from functools import cache
from itertools import chain
from typing import TYPE_CHECKING, Any, ClassVar

import attrs

from unokit.editions.party.deck import party_deck
from unokit.editions.party.link import (
    QUICK_EFFECTS,
    PartyState,
    PartyTurn,
    after_linking_play,
    link_players,
    mirror_linked_draw,
)
from unokit.editions.party.pile import PileUp, TakePile, start_pile_up
from unokit.plugin import (
    CLASSIC_KINDS,
    Card,
    CardKind,
    ClassicEdition,
    Color,
    GameState,
    Move,
    Opening,
    PenaltyRule,
    Pending,
    Play,
    QuickWays,
    SeatMove,
    SeatName,
    Table,
    Turn,
    blocks_with_wilds,
    check_seat,
    default_seat_name,
    hookimpl,
    keep_legal_moves,
    shown,
    state_maker,
)

if TYPE_CHECKING:
    import random

__all__ = [
    "PARTY_KINDS",
    "PartyEdition",
    "PartyState",
    "PartyTurn",
    "PileUp",
    "Point",
    "PointTaken",
    "TakePile",
    "party_deck",
]

#: The most cards one player draws for a Point Taken (the rule text's "(up to 5)").
POINT_TAKEN_CAP = 5


# --------------------------------------------------------------------------------------
# State and moves
# --------------------------------------------------------------------------------------


@attrs.frozen(cache_hash=True)
class Point(SeatMove):
    """Point at another player, after a Point Taken (text ``"2 point 0"``).

    Attributes:
        target: The seat pointed at.
    """

    verb: ClassVar[str] = "point"
    begins_turn: ClassVar[bool] = False

    def describe(self, seat_name: SeatName = default_seat_name) -> str:  # noqa: D102
        return f"point at {seat_name(self.target)}"


# --------------------------------------------------------------------------------------
# Point Taken
# --------------------------------------------------------------------------------------


def point_taken(table: Table, move: Play) -> None:
    """Point Taken: everyone points at another player, then draws for the fingers on them.

    UNO Party! rules: "When you play this card, first count down out loud from 3…2… 1! On "1",
    ALL players point at 1 other player. Count how many fingers are pointing at each player,
    then each player in turn order must draw as many cards as there are players pointing at
    them (up to 5)." and "The Drawn Together link ends when a Point Taken Card is played."
    """
    table.edition_state = None
    order = tuple(table.next_seat(move.player, step) for step in range(table.players))
    table.pending = PointTaken(
        seat=move.player, origin=move.player, order=order, pointed=(None,) * table.players
    )


@attrs.frozen
class PointTaken(Pending):
    """Everyone points at another player; the choices stay secret until all have pointed.

    The moves of every seat still to point are legal at once (``seat`` is the first of them
    in turn order). A player who has gone out (with this very card) cannot be pointed at.

    Attributes:
        seat: The first seat, in turn order, still to point.
        origin: The player who played the Point Taken.
        order: The seats in turn order, starting with ``origin``: the order of pointing and
            of drawing.
        pointed: For each seat, the seat it pointed at; ``None`` while it has not pointed,
            and ``-1`` in a seat's view for another seat that has pointed (target hidden).
    """

    seat_fields: ClassVar[tuple[str, ...]] = ("seat", "origin")

    seat: int
    origin: int
    order: tuple[int, ...]
    pointed: tuple[int | None, ...]

    def check(self, state: GameState) -> None:
        """Every seat points once, in turn order from the card's player, at another seat.

        ``order`` is every seat in turn order from ``origin``; ``pointed`` has one entry per
        seat, each ``None`` (still to point) or another seat (``-1`` is only for views); and
        ``seat`` is still to point.

        Raises:
            ValueError: naming the field and what is wrong with it.
        """
        super().check(state)
        players = state.players
        expected = tuple(
            (self.origin + step * state.direction) % players for step in range(players)
        )
        if self.order != expected:
            raise ValueError(
                f"order: expected every seat in turn order from seat {self.origin}, "
                f"{', '.join(map(str, expected))}"
            )
        if len(self.pointed) != players:
            raise ValueError(f"pointed: expected one entry per seat ({players})")
        for who, target in enumerate(self.pointed):
            if target is not None:
                check_seat(f"pointed[{who}]", target, players)
                if target == who:
                    raise ValueError(f"pointed[{who}]: seat {who} cannot point at itself")
        if self.pointed[self.seat] is not None:
            raise ValueError(f"seat: seat {self.seat} has already pointed")

    def moves(self, state: GameState) -> Sequence[Move]:  # noqa: D102
        hands = state.hands
        points = _points(tuple(seat for seat in self.order if hands[seat]), len(hands))
        pointed = self.pointed
        return tuple(
            chain.from_iterable(points[seat] for seat in self.order if pointed[seat] is None)
        )

    def answered(self, state: GameState, move: Move) -> PointTaken | None:
        """The decision after ``move`` (a Point) while one is to point; ``None`` once all have."""
        return self._after(state.hands, move)[1]

    def _after(
        self, hands: Sequence[tuple[Card, ...]], move: Move
    ) -> tuple[list[int | None], PointTaken | None]:
        """Who points at whom after ``move``, and the decision still waiting (``None``: none)."""
        assert isinstance(move, Point)
        pointed = list(self.pointed)
        pointed[move.player] = move.target
        # A seat with nobody to point at (the others gone out: two players) has nothing to
        # do: one with cards, when no other seat has any. (An empty hand is the tuple ().)
        holding = len(hands) - hands.count(())
        for seat in self.order:
            if pointed[seat] is None and (holding > 1 or (holding == 1 and not hands[seat])):
                return pointed, PointTaken(seat, self.origin, self.order, tuple(pointed))
        return pointed, None

    def resolve(self, table: Table, move: Move) -> None:  # noqa: D102
        pointed, waiting = self._after(table.hands, move)
        if waiting is not None:
            table.pending = waiting
            return
        for seat in self.order:
            fingers = pointed.count(seat)
            if fingers:
                table.penalize(seat, fingers if fingers < POINT_TAKEN_CAP else POINT_TAKEN_CAP)
        table.next_turn = table.next_seat(self.origin)

    def visible_to(self, seat: int) -> PointTaken:
        """The decision as ``seat`` sees it: other seats' targets hidden (``-1``)."""
        return attrs.evolve(
            self,
            pointed=tuple(
                target if target is None or who == seat else -1
                for who, target in enumerate(self.pointed)
            ),
        )

    def complete(self, state: GameState, seat: int, rng: random.Random) -> PointTaken:
        """Each hidden target (``-1``) drawn among the seats its seat could point at.

        A seat points at another seat still holding cards (the seats with cards are public).
        """
        hands = state.hands
        targets = [other for other in self.order if hands[other]]
        return attrs.evolve(
            self,
            pointed=tuple(
                target if target != -1 else rng.choice([t for t in targets if t != who])
                for who, target in enumerate(self.pointed)
            ),
        )

    def explain(self, state: GameState, move: Move) -> str:  # noqa: D102
        if not isinstance(move, Point):
            return f"everyone must first point at another player ({self.describe()})"
        if self.pointed[move.player] is not None:
            return f"seat {move.player} has already pointed"
        target = move.target
        if target == move.player:
            return "point at another player, not at yourself"
        if (
            isinstance(target, bool)
            or not isinstance(target, int)
            or not 0 <= target < state.players
        ):
            return f"there is no seat {shown(target)} to point at"
        # Every other Point still to make is listed: one at a seat that has gone out is not.
        return f"seat {target} has gone out and cannot be pointed at"

    def describe(self) -> str:  # noqa: D102
        return "point at another player for the Point Taken"


#: The state after a Point that leaves others to point: the decision and its seat change.
_after_point = state_maker("current_player", "pending", "reveal")


def _quick_point(
    decision: PointTaken, state: GameState, move: Point, legal: tuple[Move, ...] | None
) -> GameState | Move | None:
    """A Point of any seat still to point, while others are still to point: the next state.

    The listing (``PointTaken.moves``) holds each seat's Points together, seat after seat in
    turn order, each seat's as many as the seats it may point at (those holding cards but
    itself): the seat's run is found by counting, the move in it by identity, and once it
    has pointed, the next state's moves are the listing without that run (the engine's
    answer of one seat among several, without searching the whole listing for the move).
    The last Point takes the full way (the fingers are counted and the cards drawn).
    """
    if type(decision) is not PointTaken or legal is None or state.out:
        return None
    seat = move.player  # not yet known to be a seat: only matched against the seats below
    hands = state.hands
    holding = len(hands) - hands.count(())  # the seats that may be pointed at
    pointed = decision.pointed
    start = 0
    for other in decision.order:
        if pointed[other] is None:
            if other is seat:
                break
            start += holding - 1 if hands[other] else holding
    else:  # not a seat still to point
        return None
    end = start + (holding - 1 if hands[seat] else holding)
    # The seat's whole run, and no more (as the engine's answer takes it out), or the full way.
    if (
        end > len(legal)
        or start == end
        or legal[start].player is not seat
        or legal[end - 1].player is not seat
        or (start and legal[start - 1].player is seat)
        or (end < len(legal) and legal[end].player is seat)
    ):
        return None
    for listed in legal[start:end]:
        if listed is move:
            break
    else:  # not one of the seat's listed Points
        return None
    waiting = decision._after(hands, move)[1]
    if waiting is None:
        return move
    after = _after_point(state, waiting.seat, waiting, None)
    keep_legal_moves(after, legal[:start] + legal[end:] if start else legal[end:])
    return after


@cache
def _points(targets: tuple[int, ...], players: int) -> tuple[tuple[Point, ...], ...]:
    """For each seat, its moves pointing at each of ``targets`` but itself, built once."""
    return tuple(
        tuple(Point(seat, target) for target in targets if target != seat)
        for seat in range(players)
    )


PointTaken.quick_ways = QuickWays({Point: _quick_point}, any_seat=True)


def _quick_point_taken(
    state: GameState, move: Play, hands: list[tuple[Card, ...]], left: tuple[Card, ...]
) -> GameState:
    """A Point Taken's state, the player keeping a card, nobody out (see ``QUICK_EFFECTS``).

    As ``point_taken`` leaves it: the link ended, every seat to point in turn order from
    the card's player, who points first.
    """
    player = state.current_player
    players = state.players
    direction = state.direction
    card = move.card
    order = tuple((player + step * direction) % players for step in range(players))
    return after_linking_play(
        state,
        tuple(hands),
        (card, state.discard_stack),
        move.color if card.color is None else card.color,
        player,
        PointTaken(player, player, order, (None,) * players),
        (player,) if len(left) == 1 and not move.uno else (),
        0,
        None,
        None,
    )


QUICK_EFFECTS[point_taken] = _quick_point_taken


# --------------------------------------------------------------------------------------
# The cards and the plugin
# --------------------------------------------------------------------------------------

_LINK = "link the two players named: whenever one must draw, the other draws as many"
_DRAWN_TOGETHER = CardKind("WDT", "Wild Drawn Together", 50, on_play=link_players, names_seats=2)
PARTY_KINDS: tuple[CardKind, ...] = (
    *(attrs.evolve(kind, jump_in=True) if kind.rank.isdigit() else kind for kind in CLASSIC_KINDS),
    CardKind("PT", "Point Taken", 20, on_play=point_taken),
    CardKind("WPU", "Wild Pile Up", 50, on_play=start_pile_up, names_color=False),
    attrs.evolve(_DRAWN_TOGETHER, naming=_LINK, naming_verb="linking"),
)
"""Classic's kinds with Speed Play for numbers, plus Point Taken, Wild Pile Up and Wild Drawn
Together. "Any Color Action Card ... 20 Points"; "Any Wild Action Card ... 50 Points".
"""


class PartyEdition(ClassicEdition):
    """UNO Party!: 168 cards, Point Taken, Wild Pile Up, Wild Drawn Together, Speed Play."""

    name: ClassVar[str] = "party"
    aliases: ClassVar[tuple[str, ...]] = ("uno-party",)
    description: ClassVar[str] = (
        "UNO Party!: Point Taken, Wild Pile Up, Wild Drawn Together and Speed Play "
        "(168 cards, 2-16 players)."
    )
    min_players: ClassVar[int] = 2
    max_players: ClassVar[int] = 16
    declares: ClassVar[tuple[type, ...]] = (Point, TakePile, PointTaken, PileUp, PartyState)
    state_type: ClassVar[Any] = PartyState

    @hookimpl
    def unokit_card_kinds(self) -> Iterable[CardKind]:
        """Classic's kinds (numbers with Speed Play) and the three Party cards."""
        return PARTY_KINDS

    @hookimpl
    def unokit_build_deck(self) -> Sequence[Card]:
        """The 168 Party cards."""
        return party_deck()

    @hookimpl
    def unokit_opening_rule(self, card: Card, kind: CardKind) -> Opening:
        """An action card is ignored and the next one turned over.

        UNO Party! rules: "If this card is an Action Card, ignore it and flip over the next card."
        """
        return Opening.PLAY if card.number is not None else Opening.COVER

    @hookimpl
    def unokit_option_defaults(self) -> Mapping[str, object]:
        """One hand by default: the rule sheet makes keeping score across hands a variant.

        The UNO Party! instruction sheet: "Keeping Score (Optional Victory Method)".
        """
        return {"match": "single-round"}

    @hookimpl
    def unokit_blocks_restricted_play(self, card: Card, kind: CardKind, color: Color) -> bool:
        """A card of the colour in play, or a Wild other than a Wild Draw Four, blocks one.

        UNO Party! rules: "you must show them your entire hand to confirm whether you have a card
        that matches the color of the discard pile - Wild cards are considered a match, too."
        """
        return blocks_with_wilds(card, kind, color)

    @hookimpl
    def unokit_turn(self) -> type[Turn]:
        """Classic's turn, where a Wild Drawn Together links two new players."""
        return PartyTurn

    @hookimpl
    def unokit_penalty_rule(self) -> PenaltyRule:
        """Linked players draw together whenever one of them must draw.

        UNO Party! rules: "every time one of these players must draw card(s), the other player
        draws the same amount".
        """
        return mirror_linked_draw


@hookimpl
def unokit_register_editions(register: Callable[[object], None]) -> None:
    """Register the UNO Party! edition."""
    register(PartyEdition())
