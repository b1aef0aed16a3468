"""UNO Party!'s Link Cards: Wild Drawn Together links two players, who then draw together.

"When you play this card, select two players and place a Link Card in front of both of
them, then choose the color that continues play. Moving forward, every time one of these
players must draw card(s), the other player draws the same amount. If two players are
already linked, choose two new players." The link is the edition's state
([`PartyState`][unokit.editions.party.PartyState]); the turn
([`PartyTurn`][unokit.editions.party.PartyTurn]) forbids linking the pair already linked;
the penalty rule ([`mirror_linked_draw`][unokit.editions.party.link.mirror_linked_draw])
makes the other linked player draw.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from functools import cache
from typing import TYPE_CHECKING, Any, ClassVar

import attrs

from unokit.plugin import (
    PLAYED_FIELDS,
    Card,
    ClassicTurn,
    GameState,
    Move,
    Play,
    QuickWays,
    SeatName,
    Table,
    check_seat,
    default_seat_name,
    state_maker,
)

if TYPE_CHECKING:
    from unokit import Rules

__all__ = ["PartyState", "PartyTurn", "link_players", "mirror_linked_draw"]

#: The first rules version where a Wild Drawn Together may not link the pair already linked.
_NEW_PAIR = 5


@attrs.frozen
class PartyState:
    """What UNO Party! keeps between moves: the Link Cards.

    Attributes:
        link: The two players linked by Wild Drawn Together (ascending), or ``None``.
    """

    #: How saved games name it (it was defined in ``unokit.editions.party`` itself).
    saved_name: ClassVar[str] = "unokit.editions.party.PartyState"

    link: tuple[int, int] | None = None

    def check(self, state: GameState) -> None:
        """The link, if any, joins two different seats of the game, in ascending order.

        Saved games call it on loading (see [`Pending.check`][unokit.Pending.check]).

        Raises:
            ValueError: naming what is wrong with the link.
        """
        if self.link is None:
            return
        first, second = self.link
        check_seat("link[0]", first, state.players)
        check_seat("link[1]", second, state.players)
        if not first < second:
            raise ValueError("link: expected two different seats, in ascending order")

    def describe(self, seat_name: SeatName = default_seat_name) -> str | None:
        """Who is linked, for the table's status: ``"you and Bot 1 are linked..."``."""
        if self.link is None:
            return None
        first, second = (seat_name(seat) for seat in self.link)
        return f"{first} and {second} are linked: when one must draw, the other draws as many"

    def narrate_draw(
        self, seat: int, count: int, told: Sequence[int], seat_name: SeatName
    ) -> str | None:
        """A linked player's draw after its partner's (told first): it came from the link."""
        link = self.link or (seat, seat)
        partner = link[1] if seat == link[0] else link[0]
        if seat not in link or partner == seat or partner not in told:
            return None
        return f"draw {count} card{'s' * (count != 1)} through the link with {seat_name(partner)}"


@cache
def _linked(first: int, second: int) -> PartyState:
    """The state of a link between two seats, one value per pair (states are immutable)."""
    return PartyState(link=(first, second))


def link_players(table: Table, move: Play) -> None:
    """Wild Drawn Together: link the two players named; a new link replaces the old one.

    UNO Party! rules: "When you play this card, select two players and place a Link Card in front
    of both of them, then choose the color that continues play. Moving forward, every time one
    of these players must draw card(s), the other player draws the same amount. If two players
    are already linked, choose two new players."
    """
    first, second = move.seats
    table.edition_state = _linked(first, second)


class PartyTurn(ClassicTurn):
    """Classic's turn, where a Wild Drawn Together links two new players (rules version 5 on)."""

    @classmethod
    def forbids_in(cls, rules: Rules) -> bool:
        """From rules version 5 on; always where a house rule's ``forbids`` is composed over."""
        return rules.rules_version >= _NEW_PAIR or cls.forbids is not PartyTurn.forbids

    def allowed(self, state: GameState, moves: tuple[Move, ...]) -> tuple[Move, ...]:
        """As classic's, but its own ``forbids`` is asked only of plays naming the linked pair."""
        if type(self).forbids is not PartyTurn.forbids:  # a house rule's step over it
            return super().allowed(state, moves)
        party = state.edition_state
        link = party.link if isinstance(party, PartyState) else None
        if link is None:
            return moves  # nothing forbidden (hundreds of plays at 16 seats): see forbids
        held = state.rules.derived(_linking_cards).intersection(state.hands[self.seat])
        for card in held:  # (none, mostly; plays out of turn are never Wilds)
            moves = self._without_linked(state, moves, card, link)
        return moves

    def _without_linked(
        self, state: GameState, moves: tuple[Move, ...], card: Card, link: tuple[int, int]
    ) -> tuple[Move, ...]:
        """``moves`` without the plays of ``card`` (one that links) that ``forbids`` forbids.

        The listing holds the card's plays as ``plays_of`` gives them, one after another (180
        at 10 seats): that block is found and replaced by its allowed plays, kept per block,
        link and seats out, rather than every move of the listing asked.
        """
        seat = self.seat
        start = 0
        for move in moves:
            if type(move) is Play and move.card is card and move.player == seat:
                break
            start += 1
        else:
            return moves
        hand = state.hands[seat]
        top = state.discard_stack[0]  # type: ignore[misc]  # the top card
        block = self.plays_of(state.rules, card, hand, top, state.active_color, state.players)
        end = start + len(block)
        if (
            not block
            or end > len(moves)
            or moves[start] is not block[0]
            or moves[end - 1] is not block[-1]
        ):
            forbids = self.forbids  # not listed as plays_of gives it: every move is asked
            return tuple(
                m for m in moves if type(m) is not Play or m.seats != link or not forbids(state, m)
            )
        kept_blocks = state.rules.derived(_kept_blocks)
        key = (id(block), link, len(state.out))
        found = kept_blocks.get(key)
        if found is None or found[0] is not block:
            kept = tuple(m for m in block if m.seats != link or not self.forbids(state, m))
            found = kept_blocks[key] = (block, block if len(kept) == len(block) else kept)
        return moves if found[1] is block else moves[:start] + found[1] + moves[end:]

    def forbids(self, state: GameState, play: Play) -> str | None:
        """Linking the pair already linked while another could be named (docs/rules/party.md)."""
        party, kind = state.edition_state, state.rules.kinds[play.card.rank]
        if not isinstance(party, PartyState) or kind.on_play is not link_players:
            return None  # not a Wild Drawn Together, or no pair linked yet (below), or linking
        if party.link is None or play.seats != party.link or state.rules.rules_version < _NEW_PAIR:
            return None  # ... another pair, or a game of rules version 4 or older
        if state.players - len(state.out) - (0 if kind.names_self else 1) <= 2:
            return None  # no other pair among the seats in the round it may name: link stays
        first, second = party.link
        return (
            f"seat {first} and seat {second} are already linked: a {kind.name} links two "
            "new players (any pair but the linked one)"
        )


#: Classic's turn's quick way of a play, which UNO Party!'s turn's extends.
_classic_play = ClassicTurn.quick_ways[Play]

#: The state after a quick play of a card that sets the link (Wild Drawn Together) or ends
#: it (Point Taken, from the edition's module): a play's fields and the edition's state.
after_linking_play = state_maker(*PLAYED_FIELDS, "edition_state")

#: A quick play's state, by the effect of the card played, for UNO Party!'s own cards:
#: ``make(state, move, hands, left)``, ``hands`` the hands with the card out of the
#: player's (``left``), the player keeping a card and nobody out of the round; ``None``
#: for the full way. This module's Wild Drawn Together; the Wild Pile Up's and the Point
#: Taken's from their modules.
QUICK_EFFECTS: dict[Callable[..., None], Callable[..., GameState | None]] = {}


def _quick_play(
    turn: PartyTurn, state: GameState, move: Play, legal: tuple[Move, ...] | None
) -> GameState | Move | None:
    """Classic's quick play, and the plays of UNO Party!'s own cards too, nobody out.

    Classic's way finds the play listed (and not forbidden) and leaves a card with an
    effect to the full way: the state of a card whose effect ``QUICK_EFFECTS`` holds is
    then made here, while the player keeps a card, as ``play_card``, the effect and the
    engine's end of a move make it.
    """
    done: GameState | Move | None = _classic_play(turn, state, move, legal)
    if done is not move or state.out:
        return done
    card = move.card
    make = QUICK_EFFECTS.get(state.rules.kinds[card.rank].on_play)  # type: ignore[arg-type]
    if make is None:
        return done
    player = state.current_player
    hands = list(state.hands)
    hand = hands[player]
    if len(hand) < 2:
        return done  # going out: the full way ends the round
    at = hand.index(card)
    left = hands[player] = hand[:at] + hand[at + 1 :]
    made = make(state, move, hands, left)
    return done if made is None else made


def _linked_play(
    state: GameState, move: Play, hands: list[tuple[Card, ...]], left: tuple[Card, ...]
) -> GameState:
    """A Wild Drawn Together's state: the play's, and the two seats it names linked."""
    player = state.current_player
    card = move.card
    first, second = move.seats
    return after_linking_play(
        state,
        tuple(hands),
        (card, state.discard_stack),
        move.color if card.color is None else card.color,
        (player + state.direction) % state.players,
        None,
        (player,) if len(left) == 1 and not move.uno else (),
        0,
        None,
        _linked(first, second),
    )


QUICK_EFFECTS[link_players] = _linked_play


PartyTurn.quick_ways = QuickWays({**ClassicTurn.quick_ways, Play: _quick_play}, seats_out=True)


def _linking_cards(rules: Rules) -> frozenset[Card]:
    """The cards of the deck that link two players (Wild Drawn Together), built once."""
    return frozenset(card for card in rules.deck if rules.kinds[card.rank].on_play is link_players)


def _kept_blocks(rules: Rules) -> dict[tuple[int, tuple[int, int], int], tuple[Any, Any]]:
    """Each block of plays, link and number of seats out: the block and its allowed plays."""
    return {}


class _MirrorLinkedDraw:
    """The penalty rule of the Link Cards (``mirror_linked_draw``): a function, and when it acts."""

    __slots__ = ()

    def __call__(self, table: Table, seat: int, count: int) -> None:
        """When a linked player must draw, the other linked player draws as many.

        Called for every draw a player must make: penalties, and the turn's draw of a player
        who holds no card they may play ("If you DO NOT HAVE a matching card, DRAW ONE
        CARD"). The mirrored draw is a plain draw, so it does not mirror back.
        """
        state = table.edition_state
        if count and isinstance(state, PartyState) and state.link and seat in state.link:
            first, second = state.link
            table.draw(second if seat == first else first, count)

    def acts_on(self, state: GameState, seat: int) -> bool:
        """Whether a draw ``seat`` must make in ``state`` makes another seat draw: a linked seat.

        (See [`unokit_penalty_rule`][unokit.core.hookspecs.unokit_penalty_rule]: the fast
        paths of the draws a seat must make build the state directly for the others.)
        """
        party = state.edition_state
        return isinstance(party, PartyState) and party.link is not None and seat in party.link

    def __repr__(self) -> str:
        return "mirror_linked_draw"


mirror_linked_draw = _MirrorLinkedDraw()
"""When a linked player must draw, the other linked player draws as many (the penalty rule).

Called like a function, with the table, the seat and the number of cards it drew; its
``acts_on(state, seat)`` says whether such a draw of ``seat`` makes another seat draw.
"""
