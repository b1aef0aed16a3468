"""Rounds and the match: dealing, the opening card, scoring and the next deal.

One [`GameState`][unokit.GameState] covers a whole match. When someone goes out (or a round
is void), the round is scored and the state waits for the
[`NextRound`][unokit.match.NextRound] decision: the next dealer's
[`Deal`][unokit.Deal] move deals the following round. The match ends when a player reaches
the target score (or after one round in a single-round game).
"""

from __future__ import annotations

from collections.abc import Sequence

import attrs

from unokit.cards import Card
from unokit.errors import SetupError
from unokit.moves import Deal, Move
from unokit.rules import Opening
from unokit.state import GameState, Pending, RoundResult, iter_stack
from unokit.table import Table

__all__ = ["NextRound", "deal_round", "end_round"]


def deal_round(table: Table, deck: Sequence[Card], *, stacked: bool = False) -> None:
    """Deal ``deck`` (top card first) and turn up the opening card.

    Cards are dealt one at a time, clockwise from the dealer's left. The opening card is
    treated as the edition's opening rule says; with ``Opening.PLAY`` its ``on_open`` effect
    runs with ``table.player`` set to the dealer. With a stacked deck, a card to reshuffle is
    put at the bottom of the draw pile instead, so that no shuffle happens.

    Raises:
        SetupError: if no card of the draw pile can open the round (only possible with a
            small stacked deck).
    """
    rules = table.rules
    players = table.players
    dealt = players * rules.hand_size
    first = (table.dealer + 1) % players
    hands: list[tuple[Card, ...]] = [() for _ in range(players)]
    for seat_offset in range(players):
        hands[(first + seat_offset) % players] = tuple(deck[seat_offset:dealt:players])
    table.hands = hands
    table.draw_cards = tuple(deck)
    table.draw_index = dealt
    table.discard_stack = ()
    table.active_color = None
    table.direction = 1
    table.pending = None
    table.uno_exposed = None
    table.passes = 0
    table.player = table.dealer
    table.skips = 0
    table.next_turn = None
    for _ in range(len(deck)):
        card = table.draw_one()
        if card is None:
            break
        rule = rules.opening[card]
        if rule is Opening.RESHUFFLE:
            rest = (*table.draw_cards[table.draw_index :], card)
            table.draw_cards = rest if stacked else table.shuffle(rest)
            table.draw_index = 0
            continue
        table.discard(card)
        if rule is Opening.COVER:
            continue
        table.active_color = card.color
        effect = rules.kinds[card.rank].on_open
        if effect is not None:
            effect(table, card)
        return
    raise SetupError("no card of the draw pile can start the discard pile")


def end_round(table: Table, winner: int | None) -> None:
    """Score the round that ``winner`` won (``None``: the round is void) and end it.

    The winner scores every opponent's remaining cards. If that reaches the target (or the
    game is a single round), the match is over; otherwise the game waits for the next deal.
    """
    rules = table.rules
    options = rules.options
    if winner is None:
        result = RoundResult(table.round_number, table.dealer, None, 0, void=True)
        next_dealer = table.dealer
    else:
        points = 0
        if not options.single_round:
            points = sum(
                rules.points[card]
                for seat, hand in enumerate(table.hands)
                if seat != winner
                for card in hand
            )
            scores = list(table.scores)
            scores[winner] += points
            table.scores = tuple(scores)
        result = RoundResult(table.round_number, table.dealer, winner, points)
        next_dealer = winner if options.winner_deals else (table.dealer + 1) % table.players
    table.history = (*table.history, result)
    table.uno_exposed = None
    if winner is not None and (
        options.single_round or table.scores[winner] >= options.target_score
    ):
        table.winner = winner
        table.pending = None
    else:
        table.pending = NextRound(next_dealer)


@attrs.frozen
class NextRound(Pending):
    """The round is over and scored; the next dealer deals the next round.

    Attributes:
        seat: The next dealer.
    """

    closes_round = True
    seat: int

    def moves(self, state: GameState) -> Sequence[Move]:  # noqa: D102
        return (Deal(self.seat),)

    def resolve(self, table: Table, move: Move) -> None:  # noqa: D102
        cards = [card for hand in table.hands for card in hand]
        cards += table.draw_cards[table.draw_index :]
        cards += iter_stack(table.discard_stack)
        table.dealer = self.seat
        table.round_number += 1
        deal_round(table, table.shuffle(cards))

    def describe(self) -> str:  # noqa: D102
        return f"deal the next round (seat {self.seat} deals)"
