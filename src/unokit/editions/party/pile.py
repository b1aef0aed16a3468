"""UNO Party!'s Wild Pile Up: a mini-pile that travels round the table until someone takes it.

"When you play this card, take the top card from the Draw Pile and place it face up in
front of you to create a mini-pile [...] The next player must play a card of the same color
[...] when the mini-pile reaches a player who can't play a card, the WHOLE mini-pile goes
into their hand!" The decision is [`PileUp`][unokit.editions.party.PileUp]; taking the
mini-pile is the move [`TakePile`][unokit.editions.party.TakePile].
"""

from __future__ import annotations

from collections.abc import Sequence
from functools import cache
from typing import ClassVar

import attrs

from unokit.editions.party.link import QUICK_EFFECTS
from unokit.plugin import (
    COLORS,
    PLAYED_FIELDS,
    Card,
    Color,
    GameState,
    Move,
    Pending,
    Play,
    QuickWays,
    SeatName,
    Table,
    default_seat_name,
    note_hand_after_play,
    state_maker,
)

__all__ = ["PileUp", "TakePile", "start_pile_up"]


@attrs.frozen(cache_hash=True)
class TakePile(Move):
    """Take the whole mini-pile of a Wild Pile Up into the hand (text ``"1 take"``)."""

    verb: ClassVar[str] = "take"
    #: How saved games name it (it was defined in ``unokit.editions.party`` itself).
    saved_name: ClassVar[str] = "unokit.editions.party.TakePile"

    def describe(self, seat_name: SeatName = default_seat_name) -> str:  # noqa: D102
        return "take the mini-pile"


def start_pile_up(table: Table, move: Play) -> None:
    """Wild Pile Up: turn up a mini-pile that the next player must add to or take.

    UNO Party! rules: "When you play this card, take the top card from the Draw Pile and place it
    face up in front of you to create a mini-pile (If the card is Wild, add another card until
    you get a non-Wild Card)." and "NOTE: The color that was used in the mini-pile is the
    color that continues play, you DO NOT get to choose the color."
    """
    pile: list[Card] = []
    while (card := table.draw_one()) is not None:
        pile.append(card)
        if card.color is not None:
            break
    if not pile:
        return  # nothing at all to turn up: no mini-pile, the colour stays
    color = pile[-1].color or table.previous_color or COLORS[0]
    table.active_color = color
    victim = table.next_seat()
    if table.went_out == move.player:
        # Going out on a Wild Pile Up: like a final Draw Two, the next player takes it.
        table.give(victim, pile)
        return
    table.pending = PileUp(seat=victim, pile=tuple(pile), color=color)


@cache
def _pile_plays(seat: int, card: Card, uno: bool) -> tuple[Play, ...]:
    """The moves of ``seat`` adding ``card`` to a mini-pile (a Wild names no colour there)."""
    return tuple(Play(seat, card, None, call) for call in ((False, True) if uno else (False,)))


_take_pile = cache(TakePile)


@attrs.frozen
class PileUp(Pending):
    """A Wild Pile Up's mini-pile: add a card of its colour (or a Wild), or if you can't, take it.

    UNO Party! rules: "The next player must play a card of the same color (Wild Cards count but
    DO NOT change the color and matching Action Cards may be played but DO NOT take effect)
    and pass the mini-pile to the next player, and so on. Finally, when the mini-pile reaches
    a player who can't play a card, the WHOLE mini-pile goes into their hand! Play continues
    from them with the next player in current turn order."

    Attributes:
        seat: The player the mini-pile has reached.
        pile: The mini-pile's cards, bottom first.
        color: Its colour: the colour of its first non-Wild card.
    """

    #: How saved games name it (it was defined in ``unokit.editions.party`` itself).
    saved_name: ClassVar[str] = "unokit.editions.party.PileUp"

    seat: int
    pile: tuple[Card, ...]
    color: Color

    def check(self, state: GameState) -> None:
        """The mini-pile holds cards, and those with a colour have its colour.

        Its first cards are turned up until one has a colour (which becomes the pile's),
        and every card added after has that colour or is a Wild.

        Raises:
            ValueError: naming what is wrong.
        """
        super().check(state)
        if not self.pile:
            raise ValueError("pile: a mini-pile holds at least the card turned up")
        for card in self.pile:
            if card.color is not None and card.color is not self.color:
                raise ValueError(
                    f"pile: {card} is not {self.color}, the mini-pile's colour (its cards "
                    f"are {self.color} or Wild)"
                )

    def moves(self, state: GameState) -> Sequence[Move]:
        """Add a card of the mini-pile's colour or a Wild; only a seat that can't takes it.

        The UNO Party! instruction sheet: "The next player must play a card of the same
        color [...] when the mini-pile reaches a player who can't play a card, the WHOLE
        mini-pile goes into their hand!"
        """
        hand = state.hands[self.seat]
        uno = len(hand) == 2
        plays = [play for card in self.addable(hand) for play in _pile_plays(self.seat, card, uno)]
        return plays if plays else (_take_pile(self.seat),)

    def addable(self, hand: Sequence[Card]) -> list[Card]:
        """The distinct cards of ``hand`` that can go on the mini-pile: its colour or Wild."""
        return [
            card for card in dict.fromkeys(hand) if card.color is self.color or card.color is None
        ]

    def resolve(self, table: Table, move: Move) -> None:  # noqa: D102
        if isinstance(move, TakePile):
            table.give(self.seat, self.pile)
            table.next_turn = table.next_seat(self.seat)
            return
        assert isinstance(move, Play)
        table.take_from_hand(self.seat, move.card)
        table.passes = 0
        note_hand_after_play(table, move)
        pile = (*self.pile, move.card)
        if table.went_out == self.seat:
            # Going out on the mini-pile ends the round; its cards join the discard pile.
            for card in pile:
                table.discard(card)
            return
        table.pending = PileUp(seat=table.next_seat(self.seat), pile=pile, color=self.color)

    def cards(self) -> tuple[Card, ...]:
        """The mini-pile's cards (so that every card stays accounted for)."""
        return self.pile

    def explain(self, state: GameState, move: Move) -> str:  # noqa: D102
        if move.player != self.seat:
            return super().explain(state, move)
        if isinstance(move, TakePile):
            held = self.addable(state.hands[self.seat])
            if held:
                shown = ", ".join(map(str, held))
                return (
                    f"seat {self.seat} holds a card that can go on the mini-pile ({shown}) "
                    "and must add it: only a player who can't add one takes the mini-pile"
                )
        if isinstance(move, Play) and move.card in state.hands[self.seat]:
            if move.color is not None:
                return "a Wild played on the mini-pile does not change its colour: name none"
            if not self.addable(state.hands[self.seat]):
                return (
                    f"{move.card} is neither {self.color} nor a Wild, and seat {self.seat} "
                    "holds none: take the mini-pile"
                )
            return f"{move.card} is neither {self.color} nor a Wild: add one of those"
        return super().explain(state, move)

    def describe(self) -> str:  # noqa: D102
        return f"add a {self.color} card or a Wild to the mini-pile (take it if you can't)"


#: The state after a card added to a mini-pile that goes on round the table.
_after_adding = state_maker("hands", "current_player", "pending", "uno_exposed", "passes", "reveal")


def _quick_add(
    decision: PileUp, state: GameState, move: Play, legal: tuple[Move, ...] | None
) -> GameState | None:
    """A listed card added to the mini-pile, keeping a card, while nobody is out of the round.

    The state ``PileUp.resolve`` and the engine's end of a move make: the card leaves the
    hand for the mini-pile, which reaches the next player; the player is exposed if left
    holding one card without calling UNO. Only for the decision of this very class.
    """
    if type(decision) is not PileUp or legal is None or state.out:
        return None
    for listed in legal:
        if listed is move:
            break
    else:
        return None
    seat = decision.seat
    hands = list(state.hands)
    hand = hands[seat]
    if len(hand) < 2:
        return None  # going out on the mini-pile ends the round: the full way
    at = hand.index(move.card)
    left = hands[seat] = hand[:at] + hand[at + 1 :]
    to = (seat + state.direction) % state.players
    waiting = PileUp(to, (*decision.pile, move.card), decision.color)
    exposed = (seat,) if len(left) == 1 and not move.uno else ()
    return _after_adding(state, tuple(hands), to, waiting, exposed, 0, None)


#: The state after the mini-pile taken: the hands, the turn, the decision and the UNO windows.
_after_taking = state_maker("hands", "current_player", "pending", "uno_exposed", "reveal")


def _quick_take(
    decision: PileUp, state: GameState, move: TakePile, legal: tuple[Move, ...] | None
) -> GameState | None:
    """The listed taking of the mini-pile, while nobody is out and every hand keeps two cards.

    The state ``PileUp.resolve`` and the engine's end of a move make: the whole mini-pile
    goes into the seat's hand, and the next seat plays ("Play continues from them with the
    next player in current turn order"); nobody holds one card, so no UNO window stays
    open. Not under a hand limit (the seat may leave the round). Only for the decision of
    this very class.
    """
    if (
        type(decision) is not PileUp
        or not legal
        or legal[0] is not move  # a seat that can add a card lists no TakePile
        or state.out
        or state.rules.hand_limit is not None
    ):
        return None
    seat = decision.seat
    hands = list(state.hands)
    hands[seat] = hands[seat] + decision.pile
    for hand in hands:
        if len(hand) < 2:  # one to call UNO, or none left: the full way
            return None
    to = (seat + state.direction) % state.players
    return _after_taking(state, tuple(hands), to, None, (), None)


PileUp.quick_ways = QuickWays({Play: _quick_add, TakePile: _quick_take})


#: The state after a quick Wild Pile Up: a play's fields and the cards turned up from the pile.
_after_pile_up = state_maker(*PLAYED_FIELDS, "draw_index")


def _quick_pile_up(
    state: GameState, move: Play, hands: list[tuple[Card, ...]], left: tuple[Card, ...]
) -> GameState | None:
    """A Wild Pile Up's state, the player keeping a card, nobody out (see ``QUICK_EFFECTS``).

    As ``start_pile_up`` leaves it: the cards turned up from the draw pile until one has a
    colour, that colour in play, the mini-pile at the next seat. The full way if the pile
    runs out first (a reshuffle).
    """
    cards = state.draw_cards
    at = state.draw_index
    end = len(cards)
    while at < end and cards[at].color is None:
        at += 1
    if at >= end:
        return None
    pile = cards[state.draw_index : at + 1]
    color = cards[at].color
    assert color is not None
    player = state.current_player
    victim = (player + state.direction) % state.players
    return _after_pile_up(
        state,
        tuple(hands),
        (move.card, state.discard_stack),
        color,
        victim,
        PileUp(victim, pile, color),
        (player,) if len(left) == 1 and not move.uno else (),
        0,
        None,
        at + 1,
    )


QUICK_EFFECTS[start_pile_up] = _quick_pile_up
