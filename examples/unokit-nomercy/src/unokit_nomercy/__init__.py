"""UNO Show 'em No Mercy as a unokit edition plugin: 168 cards, stacking and the Mercy Rule.

The rules come from the published texts, gathered with where they disagree or are silent:
the instruction sheet (whose transcription is readable up to the Skip card), rules
summaries and walk-throughs, Mattel's product copy, press articles and players' forum
threads. Each rule below is quoted from that gathering, with its number; where the texts
disagree or are silent, the decision this package takes is written beside it (and listed in
its README).

The edition is classic UNO ([`ClassicEdition`][unokit.editions.classic.ClassicEdition])
with its own cards and hooks, built from unokit's author surface only: the turn's draw is
the ``draw-to-match`` house rule's, the 7 and the 0 are Seven-O's, stacking builds on the
``stacking`` house rule's decision
([`StackedDraw`][unokit.house_rules.stacking.StackedDraw]), the Skip and the Reverse are
classic's; the Mercy Rule is unokit's hand limit (a seat out of the round). The deck is data
in [`unokit_nomercy.deck`][unokit_nomercy.deck].
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping, Sequence
from typing import ClassVar

import attrs

from unokit.plugin import (
    Card,
    CardKind,
    ChooseColor,
    ClassicEdition,
    ClassicTurn,
    Color,
    Draw,
    GameState,
    Move,
    Opening,
    OptionSpec,
    Pending,
    Play,
    SeatName,
    StackedDraw,
    Table,
    Turn,
    default_seat_name,
    draw_until_playable,
    hookimpl,
    play_variants,
    reverse,
    seven_o_kind,
    skip,
)
from unokit_nomercy.deck import no_mercy_deck

__all__ = [
    "HAND_LIMIT",
    "NO_MERCY_KINDS",
    "ROULETTE",
    "ColorRoulette",
    "NoMercyEdition",
    "NoMercyStack",
    "NoMercyTurn",
    "discard_all",
    "draw_penalty",
    "skip_everyone",
    "turn_until_color",
    "unokit_register_editions",
    "wild_reverse_draw_four",
]

__version__ = "0.1.0"

HAND_LIMIT = 25
"""The Mercy Rule's count: a seat holding this many cards is out of the round."""

ROULETTE = "WCR"
"""The rank of Wild Color Roulette."""


# --------------------------------------------------------------------------------------
# Effects
# --------------------------------------------------------------------------------------


def draw_penalty(table: Table, move: Play) -> None:
    """A draw card (+2, +4, +6, +10): the next player draws or stacks.

    Rule 4.1: "When a Draw card (+2, +4, +6 or +10: Draw Two, Draw Four, Wild Reverse Draw
    Four, Wild Draw Six, Wild Draw Ten) is played on you, you may answer it with a Draw card
    of equal or higher value, of any colour." Draw Two (6.4): "the next player draws 2 and
    loses the turn (unless they stack)"; Draw Four (6.5): "the next player draws 4 and loses
    the turn (unless they stack)"; Wild Draw Six and Wild Draw Ten (6.11): "the next player
    draws 6 / 10 and loses the turn (or stacks)". The card's value is its kind's ``draws``;
    the next player faces a [`NoMercyStack`][unokit_nomercy.NoMercyStack] of that value (a
    card played on a stack adds the stack's total to its own, see ``StackedDraw.resolve``).
    """
    kind = table.rules.kind(move.card)
    table.pending = NoMercyStack(table.next_seat(), kind.draws, kind.rank)


def wild_reverse_draw_four(table: Table, move: Play) -> None:
    """Wild Reverse Draw Four: play reverses, then the next player draws 4 or stacks.

    Rule 6.10: "the player names the colour; play reverses, and the next player in the new
    direction draws 4 and loses the turn (or stacks)." "As a +4 it can be stacked on a +2 or
    +4, and then it sends the stack back the other way."

    Decision where the texts disagree (a French press article says that with two players the
    card "turns against" its own player; no English text says so): with two players the
    other player faces the +4, as with more.
    """
    table.reverse()
    draw_penalty(table, move)


def skip_everyone(table: Table, move: Play) -> None:
    """Skip Everyone: its player plays again.

    Rule 6.8: "every other player is skipped and the player takes another turn, with two
    players as with more."
    """
    table.next_turn = table.player


def discard_all(table: Table, move: Play) -> None:
    """Discard All: its player also throws away every card of its colour, under it.

    Rule 6.9: "the player also discards every card of the Discard All's colour from their
    hand; those cards go under the Discard All, which stays on top."

    Decisions where the texts are silent: the cards thrown away take no effect (only the
    Discard All was played), and go under it in the order the hand held them; a Wild has no
    colour and stays in the hand. A Discard All that empties the hand wins the round (rule
    5.5: "The hand is empty, so by 5.4 it does; a decision."); one that leaves a single card
    leaves its player to call UNO, or be caught (unokit notes UNO calls after a card's
    effects).
    """
    player = move.player
    color = move.card.color
    thrown = [card for card in table.hands[player] if card.color is color]
    for card in thrown:
        table.take_from_hand(player, card)
    table.discard_under_top(thrown)


def color_roulette(table: Table, move: Play) -> None:
    """Wild Color Roulette: the next player names a colour, then turns cards over.

    The next player faces a [`ColorRoulette`][unokit_nomercy.ColorRoulette].

    Rule 6.12: "the next player names a colour, then turns over cards from the Draw Pile
    until one of that colour shows, keeps every card turned over (that one included), and
    loses the turn." Decision where the texts disagree (a French press article says the
    card's player names the colour): the next player names it, as four texts say, Mattel's
    product copy among them. The card's player names nothing: the colour in play stays what
    it was until the colour is named.
    """
    table.pending = ColorRoulette(table.next_seat())


def turn_until_color(table: Table, seat: int, color: Color) -> tuple[Card, ...]:
    """Turn cards over from the draw pile into the hand of ``seat`` until one of ``color``.

    Wild Color Roulette's penalty (rule 6.12, "turns over cards from the Draw Pile until one
    of that colour shows, keeps every card turned over (that one included)"). Decisions
    where the texts are silent: a Wild has no colour and does not stop the turning; the
    discard pile is reshuffled into the draw pile when it runs out (rule 3.4); when no card
    is left at all, the turning stops. The Mercy Rule is checked card by card, as for any
    draw: a seat that reaches 25 cards is out of the round at once and turns no more.

    Returns:
        The cards turned over, in order.
    """
    turned: tuple[Card, ...] = ()
    while True:
        got = table.draw(seat, 1)
        turned += got
        if not got or got[0].color is color:
            return turned


# --------------------------------------------------------------------------------------
# Card kinds
# --------------------------------------------------------------------------------------


def _number_kind(number: int) -> CardKind:
    """A number card at face value, with Seven-O's 7 and 0, the 7 naming another player.

    Rule 6.1: "whoever plays a 7 must swap hands with another player of their choice (not
    optional). Play then goes on in the current order." Rule 6.2: "whoever plays a 0 makes
    every player pass their hand to the next player in the current direction of play."
    Seven-O's effects do both (seats out of the round are never named and pass nothing);
    the 7's ``names_self=False`` makes the swap compulsory. Decision where the texts are
    silent (6.3): a 7 or 0 played as its player's last card swaps and passes nothing: the
    player has gone out and wins the round.
    """
    kind = seven_o_kind(CardKind(str(number), str(number), points=number))
    return attrs.evolve(kind, names_self=False) if kind.names_seats else kind


NO_MERCY_KINDS: tuple[CardKind, ...] = (
    *(_number_kind(number) for number in range(10)),
    CardKind("S", "Skip", 20, on_play=skip),
    CardKind("R", "Reverse", 20, on_play=reverse),
    CardKind("+2", "Draw Two", 20, on_play=draw_penalty, draws=2),
    CardKind("+4", "Draw Four", 20, on_play=draw_penalty, draws=4),
    CardKind("DA", "Discard All", 20, on_play=discard_all),
    CardKind("SE", "Skip Everyone", 20, on_play=skip_everyone),
    CardKind("WR+4", "Wild Reverse Draw Four", 50, on_play=wild_reverse_draw_four, draws=4),
    CardKind("W+6", "Wild Draw Six", 50, on_play=draw_penalty, draws=6),
    CardKind("W+10", "Wild Draw Ten", 50, on_play=draw_penalty, draws=10),
    CardKind(ROULETTE, "Wild Color Roulette", 50, on_play=color_roulette, names_color=False),
)
"""Every kind of the deck (rule 1.2), and what it scores.

Rule 1.2: "Coloured kinds: number cards 0-9, Skip, Reverse, Draw Two, Draw Four (a
*coloured* card, not a Wild), Discard All, Skip Everyone. Wild kinds: Wild Reverse Draw
Four, Wild Draw Six, Wild Draw Ten, Wild Color Roulette." Skip (6.6: "the next player loses
the turn") and Reverse (6.7: "the direction of play changes") are classic's: with two
players left in the round a Reverse acts as a Skip, as in classic UNO. No kind is
``restricted`` (rule 4.6: "There is no Wild Draw Four challenge, and no restriction on when
a Wild draw card may be played."), and no kind has an opening effect (the opening card is
always a number card).

Decision where the texts are silent (8.1: "action-card values and the match target are
open"): number cards score their face value, coloured action cards 20 and Wild cards 50, as
in classic UNO.
"""


# --------------------------------------------------------------------------------------
# Decisions
# --------------------------------------------------------------------------------------


@attrs.frozen
class NoMercyStack(StackedDraw):
    """A draw card was played on ``seat``: stack one of equal or higher value, or draw all.

    Rule 4.1: "you may answer it with a Draw card of equal or higher value, of any colour.
    Its value is added to the running total and the penalty passes on to the next player."
    Rule 4.2: "This goes on until a player cannot (or does not) add to the stack: that
    player draws the whole total and loses the turn." Rule 4.3: "If the last card stacked is
    a Wild draw card, the player who played it chooses the colour that play resumes in; a
    coloured draw card sets its own colour." Rule 4.4: "Only Draw cards answer a stack: a
    lower Draw card, an ordinary matching card, a Skip, Reverse, Skip Everyone or a Wild
    Color Roulette cannot."

    Decisions: where the texts disagree (two stacking explainers say only identical cards
    stack, one rules page that nothing stacks on a +10, another that a Reverse sends a +10
    back), the box's text as a players' forum thread quotes it is followed: equal or higher,
    any colour. Where they are silent (4.5), stacking is optional: the box text says "you
    can". A player who went out with a draw card leaves the next player only to draw (the
    ``stacking`` house rule's decision). The Mercy Rule is checked card by card while the
    total is drawn: a seat that reaches 25 cards is out at once and draws no more.

    Built on the ``stacking`` house rule's decision: only which cards answer the stack
    differs (``stack_plays``).
    """

    def stack_plays(self, state: GameState, on: CardKind, card: Card) -> Sequence[Play]:
        """The plays of ``card`` on the stack: any draw card worth at least ``on``'s value."""
        if state.rules.kind(card).draws < on.draws:
            return ()
        return play_variants(state, self.seat, card)


@attrs.frozen
class ColorRoulette(Pending):
    """A Wild Color Roulette was played on ``seat``: name a colour, then turn cards over.

    Rule 6.12: "the next player names a colour, then turns over cards from the Draw Pile
    until one of that colour shows, keeps every card turned over (that one included), and
    loses the turn." "It is not a Draw card: it cannot be stacked on or answered with one."

    Decision where the texts are silent: the colour in play afterwards is the colour named.
    See [`turn_until_color`][unokit_nomercy.turn_until_color] for the turning.

    Attributes:
        seat: The player who names the colour and turns the cards over.
    """

    seat: int

    def moves(self, state: GameState) -> Sequence[Move]:
        """Naming one of the game's colours."""
        return tuple(ChooseColor(self.seat, color) for color in state.rules.colors)

    def resolve(self, table: Table, move: Move) -> None:
        """Turn cards over until the colour named shows; the colour is in play; turn lost."""
        assert isinstance(move, ChooseColor)
        turn_until_color(table, self.seat, move.color)
        table.active_color = move.color
        table.next_turn = table.next_seat(self.seat)

    def check(self, state: GameState) -> None:
        """The seat is a seat, and a Wild Color Roulette is on top of the discard pile.

        Raises:
            ValueError: naming what is wrong.
        """
        super().check(state)
        if state.top_card.rank != ROULETTE:
            raise ValueError(
                f"seat: seat {self.seat} is to name a colour for a Wild Color Roulette, but "
                f"{state.top_card} is on top of the discard pile"
            )

    def describe(self) -> str:
        """What the player must do."""
        return "name a colour for the Wild Color Roulette, then turn cards over until it shows"

    def describe_move(self, move: Move, seat_name: SeatName = default_seat_name) -> str | None:
        """``"name red: turn cards over until a red one shows, keep them all..."``."""
        if isinstance(move, ChooseColor):
            return (
                f"name {move.color}: turn cards over until a {move.color} one shows, keep them "
                "all and miss your turn"
            )
        return None

    def narrate_move(
        self, move: Move, drawn: int, seat_name: SeatName = default_seat_name
    ) -> str | None:
        """``"name red"``: the cards turned over are told by ``narrate_draw``."""
        if isinstance(move, ChooseColor):
            return f"name {move.color}"
        return None

    def narrate_draw(
        self,
        move: Move,
        seat: int,
        cards: tuple[Card, ...],
        seat_name: SeatName = default_seat_name,
    ) -> str | None:
        """``"turn over 13 cards until a red one showed"`` (or the cards turned, if none did).

        The turning stops short of the colour when nothing is left to draw, or when the
        Mercy Rule takes the seat out of the round (the narration says so).
        """
        if not isinstance(move, ChooseColor) or seat != self.seat or not cards:
            return None
        count = f"{len(cards)} card{'s' * (len(cards) != 1)}"
        if cards[-1].color is move.color:
            return f"turn over {count} until a {move.color} one showed"
        return f"turn over {count}, and no {move.color} one"


# --------------------------------------------------------------------------------------
# The turn
# --------------------------------------------------------------------------------------


class NoMercyTurn(ClassicTurn):
    """The turn: draw until a card that can be played comes, then play it.

    Rule 3.2: "If you have no card you can play, you must draw from the Draw Pile until you
    draw a card you can play, and then you must play that card." (Two texts that say "draw
    one" are set aside.) Decisions where the texts are silent: a player who holds a playable
    card may draw instead (3.3: "A reasonable reading: drawing is allowed."), and draws the
    same way; when nothing is left to draw, the turn passes. The Mercy Rule is checked card
    by card: a seat that reaches 25 cards while drawing is out of the round before the next
    card (5.3).
    """

    keeps_drawn_card = False

    def draw(self, table: Table) -> tuple[Card, ...]:
        """Draw until a playable card comes (the ``draw-to-match`` house rule's draw)."""
        return draw_until_playable(table, self.seat)

    def describe_move(self, move: Move, seat_name: SeatName = default_seat_name) -> str | None:
        """The draw is told as what it does: "draw until you can play"."""
        if isinstance(move, Draw):
            return "draw until you draw a card you can play, then play it"
        return super().describe_move(move, seat_name)


# --------------------------------------------------------------------------------------
# The plugin
# --------------------------------------------------------------------------------------


class NoMercyEdition(ClassicEdition):
    """UNO Show 'em No Mercy: 168 cards, 2-10 players.

    Decision where the texts are silent: the player range is classic UNO's (none of the
    texts gathered gives one, and a 25-card limit leaves room for ten hands of 7).
    """

    name: ClassVar[str] = "no-mercy"
    aliases: ClassVar[tuple[str, ...]] = ("uno-no-mercy", "show-em-no-mercy")
    description: ClassVar[str] = (
        "UNO Show 'em No Mercy: 168 cards; draw cards stack by equal or higher value; a "
        "player holding 25 cards is out of the round; 7s swap and 0s pass hands."
    )
    min_players: ClassVar[int] = 2
    max_players: ClassVar[int] = 10
    #: Rule 5.1's name for the hand limit, told when a seat is out of the round.
    hand_limit_label: ClassVar[str] = "the Mercy Rule"
    declares: ClassVar[tuple[type, ...]] = (NoMercyStack, ColorRoulette)
    #: The edition plays its own stacking and its own 7 and 0.
    incompatible: ClassVar[tuple[str, ...]] = ("seven-o", "stacking")

    @hookimpl
    def unokit_card_kinds(self) -> Iterable[CardKind]:
        """Every kind of the deck (see ``NO_MERCY_KINDS``)."""
        return NO_MERCY_KINDS

    @hookimpl
    def unokit_add_options(self) -> Iterable[OptionSpec]:
        """None: classic's option about a Wild Draw Four challenge has nothing to change here."""
        return ()

    @hookimpl
    def unokit_option_defaults(self) -> Mapping[str, object]:
        """One round by default.

        Decision where the texts are silent (rule 8.1: "no text I could read gives No
        Mercy's card values or a match target"): a game is one round, won by going out or
        by being the last player left; the ``match`` option plays a match instead.
        """
        return {"match": "single-round"}

    @hookimpl
    def unokit_build_deck(self) -> Sequence[Card]:
        """The 168 cards (rule 1.3's split; see [`unokit_nomercy.deck`][unokit_nomercy.deck])."""
        return no_mercy_deck()

    @hookimpl
    def unokit_opening_rule(self, card: Card, kind: CardKind) -> Opening:
        """An opening action card is covered by the next card, until a number card shows.

        Rule 2.2: "If the card turned over is an Action card (anything that is not a number
        card, Wilds included), its effect is ignored and another card is turned over, until
        a number card shows." Decisions: where a rules page disagrees (the opening action
        takes effect), the other texts are followed; where they are silent, the covered
        cards stay under the number card. An opening 7 or 0 swaps and passes nothing:
        nobody played it.
        """
        return Opening.PLAY if card.number is not None else Opening.COVER

    @hookimpl
    def unokit_turn(self) -> type[Turn]:
        """Draw until a card that can be played comes, and play it.

        Rule 3.2: "If you have no card you can play, you must draw from the Draw Pile until
        you draw a card you can play, and then you must play that card." (Two texts that
        say "draw one" are set aside.) See [`NoMercyTurn`][unokit_nomercy.NoMercyTurn].
        """
        return NoMercyTurn

    @hookimpl
    def unokit_hand_limit(self) -> int:
        """The Mercy Rule: 25 cards, and the seat is out of the round.

        Rule 5.1: "A player who at any point holds 25 or more cards is knocked out of the
        game at once." Rule 5.2: "The knocked-out player's cards go to the bottom of the
        Discard Pile." Rule 5.4: "A round is won by playing your last card, or by being the
        last player left when all the others are knocked out." Decision where the texts are
        silent (5.3): the count is checked card by card, and play goes on with the next
        player still in the round.
        """
        return HAND_LIMIT


@hookimpl
def unokit_register_editions(register: Callable[[object], None]) -> None:
    """Register the No Mercy edition (the ``unokit`` entry point names this module)."""
    register(NoMercyEdition())
