"""Rounds and the match: dealing, the opening card, scoring and the next deal.

One [`GameState`][unokit.GameState] covers a whole match. When someone goes out (or a round
is void), the round is scored by the match format (option ``match``, see
[`unokit.core.formats`][unokit.core.formats]) and the state waits for the
[`NextRound`][unokit.core.match.NextRound] decision: the next dealer's
[`Deal`][unokit.Deal] move deals the following round. When the format says the match is
over, [`outcome`][unokit.outcome] tells who won, with what scores and why.
"""

from __future__ import annotations

from collections.abc import Sequence

import attrs

from unokit.core.cards import Card
from unokit.core.errors import SetupError
from unokit.core.moves import Deal, Move
from unokit.core.rules import Opening
from unokit.core.state import GameState, Pending, RoundResult, iter_stack
from unokit.core.table import Table

__all__ = [
    "MISDEAL_RETRIES",
    "NextRound",
    "NoOpeningCard",
    "Outcome",
    "deal_round",
    "end_round",
    "outcome",
    "redeal",
]


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
    table.uno_exposed = ()
    table.passes = 0
    table.edition_state = None
    table.house_rule_states = ()
    table.out = ()
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
    raise NoOpeningCard("no card of the draw pile can start the discard pile")


class NoOpeningCard(SetupError):
    """No card of the draw pile can start the discard pile.

    Every card left is one the edition covers or reshuffles: only possible with few cards, as
    in a small stacked deck.
    """


#: How many times a round is dealt again from a new shuffle before the fallback below.
MISDEAL_RETRIES = 100


def redeal(table: Table, cards: Sequence[Card]) -> None:
    """Shuffle ``cards`` and deal a round, dealing again while no card can open the pile.

    When the cards left after the deal are all cards the edition does not open with (a
    small stacked deck whose draw pile holds only Wild Draw Fours, say), the deal is void:
    the dealer gathers every card, shuffles and deals again. After ``MISDEAL_RETRIES`` void
    deals in a row, the first card of the shuffled deck that can open the pile is moved to
    where the opening card is turned up, so a deal always ends.
    """
    rules = table.rules
    for _ in range(MISDEAL_RETRIES):
        try:
            deal_round(table, table.shuffle(cards))
        except NoOpeningCard:
            continue
        return
    deck = list(table.shuffle(cards))
    dealt = table.players * rules.hand_size
    opener = next((i for i, card in enumerate(deck) if rules.opening[card] is Opening.PLAY), None)
    if opener is None:  # no card of the game can ever open the pile (not a playable game)
        raise NoOpeningCard("no card of the game can start the discard pile")
    deck.insert(dealt, deck.pop(opener))
    deal_round(table, deck)


def end_round(table: Table, winner: int | None) -> None:
    """Score the round that ``winner`` won (``None``: the round is void) and end it.

    The match format scores the round from each seat's remaining cards and decides whether
    the match is over; otherwise the game waits for the next deal: by the same dealer after
    a void round, else by the next seat clockwise (or, with ``winner_deals``, the winner).
    """
    rules = table.rules
    options = rules.options
    points = rules.points
    hand_points = tuple(
        0 if seat == winner else sum(points[card] for card in hand)
        for seat, hand in enumerate(table.hands)
    )
    table.uno_exposed = ()
    if winner is None:
        # "void that round, keep match scores unchanged and redeal"
        table.history = (
            *table.history,
            RoundResult(
                table.round_number, table.dealer, None, 0, void=True, hand_points=hand_points
            ),
        )
        table.pending = NextRound(table.dealer)
        return
    from unokit.core.formats import match_format  # ``import unokit`` leaves the formats

    fmt = match_format(options.match)
    before = table.scores
    scored = fmt.score_round(before, winner, hand_points)
    table.scores = scored.scores
    table.history = (
        *table.history,
        RoundResult(
            table.round_number, table.dealer, winner, scored.points, hand_points=hand_points
        ),
    )
    end = fmt.match_end(before, scored.scores, winner, options.target_score)
    if end is not None:
        table.winners = end.winners
        table.end_reason = end.reason
        table.pending = None
        return
    next_dealer = winner if options.winner_deals else (table.dealer + 1) % table.players
    table.pending = NextRound(next_dealer)


@attrs.frozen
class Outcome:
    """The result of a finished match.

    Attributes:
        winners: The seats that won, ascending: one seat, or both seats of the winning pair
            in a partners match.
        scores: The final match score of each seat.
        team_scores: The final score of each side of ``teams`` (the same as ``scores``
            except in a partners match, where it holds one score per pair).
        teams: The sides of the match: one seat each, or the two pairs of a partners match.
        reason: Why the match ended: ``"target reached"``, ``"single round won"``,
            ``"lowest total when target reached"`` or ``"lowest total after tie-break"``.
        match: The match format (the option ``match``).
        rounds: How many rounds were played, void rounds included.
    """

    winners: tuple[int, ...]
    scores: tuple[int, ...]
    team_scores: tuple[int, ...]
    teams: tuple[tuple[int, ...], ...]
    reason: str
    match: str
    rounds: int

    @property
    def winner(self) -> int | None:
        """The single winning seat, or ``None`` when a pair won."""
        return self.winners[0] if len(self.winners) == 1 else None


def outcome(state: GameState) -> Outcome | None:
    """The result of the match, or ``None`` while it is not over.

    Examples:
        >>> import unokit
        >>> single = {"match": "single-round"}
        >>> state = unokit.new_game(players=2, seed=3, options=single)
        >>> unokit.outcome(state) is None
        True
        >>> while not state.is_over:
        ...     state = unokit.apply(state, unokit.legal_moves(state)[0])
        >>> result = unokit.outcome(state)
        >>> result.winners == state.winners and result.reason
        'single round won'
    """
    if not state.winners:
        return None
    return Outcome(
        winners=state.winners,
        scores=state.scores,
        team_scores=state.team_scores,
        teams=state.teams,
        reason=state.end_reason or "",
        match=state.rules.options.match,
        rounds=len(state.history),
    )


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
        # The dealer gathers the cards the way up the deck lists them (two-sided cards).
        cards = [table.rules.as_dealt(card) for card in cards]
        table.dealer = self.seat
        table.round_number += 1
        redeal(table, cards)

    def describe(self) -> str:  # noqa: D102
        return f"deal the next round (seat {self.seat} deals)"
