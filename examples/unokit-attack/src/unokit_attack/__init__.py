"""UNO Attack! (1998) as a unokit edition plugin: 112 cards and a card launcher for a draw pile.

The rules come from the published texts, gathered with where they disagree or are silent:
parts of the 1998 instruction sheet (its contents list, the page with scoring, reneging,
penalties and the two-player game, the "in a nutshell" page of a later printing) and
secondary texts for the special cards. Each rule below is quoted from that gathering, with
its number; where the texts disagree or are silent, the decision this package takes is
written beside it (and listed in its README).

The edition is classic UNO ([`ClassicEdition`][unokit.editions.classic.ClassicEdition])
with its own cards and its own turn, built from unokit's author surface only. The turn
([`AttackTurn`][unokit_attack.AttackTurn]) presses the launcher instead of drawing a card:
the launcher ([`unokit_attack.launcher`][unokit_attack.launcher]) shoots out a random
number of cards, drawn from the game's own seeded generator. The Skip and the Reverse are
classic's, the Trade Hands is Seven-O's swap; the deck is data in
[`unokit_attack.deck`][unokit_attack.deck].
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Sequence
from typing import ClassVar

import attrs

from unokit.plugin import (
    Accept,
    Card,
    CardKind,
    CatchUno,
    ClassicEdition,
    ClassicTurn,
    Draw,
    GameState,
    Move,
    Opening,
    OptionSpec,
    Pass,
    Pending,
    Play,
    SeatName,
    Table,
    Turn,
    default_seat_name,
    hookimpl,
    open_reverse,
    open_wild,
    reverse,
    skip,
    swap_hands,
)
from unokit_attack.deck import attack_deck
from unokit_attack.launcher import press, press_times, press_until_cards

__all__ = [
    "ATTACK_KINDS",
    "HIT_PRESSES",
    "AttackEdition",
    "AttackTurn",
    "HitFire",
    "HitTwo",
    "discard_all",
    "hit_two",
    "launched",
    "unokit_register_editions",
    "wild_all_hit",
    "wild_hit_fire",
]

__version__ = "0.1.0"

HIT_PRESSES = 2
"""How many times the victim of a Hit 2 presses the launcher (rule 5.3: "twice")."""


def launched(count: int) -> str:
    """What a press shot out, in words: "nothing comes out", "1 card comes out", "3 cards..."."""
    if not count:
        return "nothing comes out"
    if count == 1:
        return "1 card comes out"
    return f"{count} cards come out"


# --------------------------------------------------------------------------------------
# Effects
# --------------------------------------------------------------------------------------


def hit_two(table: Table, played: Play | Card) -> None:
    """Hit 2: the next player presses the launcher twice and loses the turn.

    Rule 5.3: "the next player must hit the launcher twice, keeps whatever comes out, and
    the turn is then over; play continues with the player after them." The presses are the
    next player's own move (``Accept``) in a [`HitTwo`][unokit_attack.HitTwo] decision, as
    classic UNO's Draw Two is: a missed UNO can be caught until they press.

    Also the effect of an opening Hit 2 (``played`` is then the card). Decision where the
    texts are silent (rule 10.8: "the player on the dealer's left presses twice [...];
    candidates whether they then lose the turn (as classic's opening Draw Two) or play"): the
    player on the dealer's left presses twice and loses the turn, as after classic's opening
    Draw Two. Decision (rule 10.4, "Reading (a) for the 1998 game"): nothing stacks on a Hit
    2, and a Hit 2 played as the last card still makes its hits (rule 10.9, reading (a)).
    """
    table.pending = HitTwo(table.next_seat())


def discard_all(table: Table, move: Play) -> None:
    """Discard All: its player also discards every card of its colour, under it.

    Rule 5.4: "play it on a card of its colour (or on another Discard All) and discard all
    the cards of that colour in your hand with it; the Discard All goes on top." Decisions
    where the texts disagree (rule 10.5, "F: "must discard all" / "may discard all"; H: "the
    color currently on top of the discard pile""): the cards discarded are those of the
    Discard All's own colour, and all of them (reading (a)), also when it is played on a
    Discard All of another colour. They go under the Discard All in the order the hand held
    them and take no effect; a Wild has no colour and stays in the hand. A Discard All that
    empties the hand goes out (rule 10.11: "goes out (the hand is empty)"); one that leaves
    a single card leaves its player to call UNO, or be caught (unokit notes UNO calls after
    a card's effects).
    """
    player = move.player
    color = move.card.color
    thrown = [card for card in table.hands[player] if card.color is color]
    for card in thrown:
        table.take_from_hand(player, card)
    table.discard_under_top(thrown)


def wild_all_hit(table: Table, move: Play) -> None:
    """Wild All Hit: every other player presses the launcher once, in turn.

    Rule 5.7: "its player names the colour; then every other player presses the launcher
    once, in turn, beginning with the player to its player's left, each taking the cards
    that come out before the next presses." Decisions where the texts are silent (rule
    10.6): the presses go in the direction of play from the card's player (F's "to the
    discard player's left" is written for clockwise play), each a press of its own; they
    are not turns, so the next player then takes a normal turn (reading (a)). As the last
    card, the presses are still made and the cards count in the score (rule 10.9, reading
    (a)).
    """
    seat = move.player
    for _ in range(len(table.seats_in_round) - 1):
        seat = table.next_seat(seat)
        table.had_to_draw(seat, len(press(table, seat)))


def wild_hit_fire(table: Table, move: Play) -> None:
    """Wild Hit-Fire: the next player presses the launcher until cards come out, and loses the turn.

    Rule 5.8: "its player names the colour; the next player must press the launcher until it
    shoots out cards (one or more), keeps them, and loses the turn." Decision where the
    texts disagree (M: every other player presses once; N: one press): H, K and X's "until".
    The presses are the next player's own move in a [`HitFire`][unokit_attack.HitFire]
    decision; see [`press_until_cards`][unokit_attack.launcher.press_until_cards] for an
    empty launcher.
    """
    table.pending = HitFire(table.next_seat())


# --------------------------------------------------------------------------------------
# Card kinds
# --------------------------------------------------------------------------------------


def _number_kind(number: int) -> CardKind:
    return CardKind(str(number), str(number), points=number)


ATTACK_KINDS: tuple[CardKind, ...] = (
    *(_number_kind(number) for number in range(1, 10)),
    CardKind("S", "Skip", 20, on_play=skip, on_open=skip),
    CardKind("R", "Reverse", 20, on_play=reverse, on_open=open_reverse),
    CardKind("H2", "Hit 2", 20, on_play=hit_two, on_open=hit_two),
    CardKind("DA", "Discard All", 30, on_play=discard_all),
    CardKind("TH", "Trade Hands", 30, on_play=swap_hands, names_seats=1, names_self=False),
    CardKind("W", "Wild", 50, on_open=open_wild),
    CardKind("WAH", "Wild All Hit", 50, on_play=wild_all_hit),
    CardKind("WHF", "Wild Hit-Fire", 50, on_play=wild_hit_fire),
)
"""Every kind of the deck (rule 1.1), its effects, and what it scores (rule 8.1).

Rule 8.1's table: 1-9 at face value; Reverse, Skip, Hit 2 at 20; Discard All, Trade Hands at
30; Wild, Wild All Hit, Wild Hit-Fire at 50. Skip (5.1: "the next player loses the turn")
and Reverse (5.2: "the direction of play changes") are classic's: with two players a Reverse
acts as a Skip, and after a Skip or a Reverse its player "may immediately play another card"
(9.1). Wild (5.6: "may be played on any card; its player names the colour to be matched").
Trade Hands (5.5: its player "MUST trade their hand with another player of their choosing")
names another seat (``names_self=False``) and swaps with Seven-O's ``swap_hands``; with two
players the only opponent is the only seat offered (rule 10.7: "trade with the only
opponent"). No kind is ``restricted`` (rule 1.2: "there is no Wild Draw Four challenge, and
no card may only be played when its player lacks the colour"). No kind ``draws``: a Hit 2
makes its victim press the launcher, not draw a number of cards.

Decisions where the texts are silent (rule 10.8, the opening card): an opening Skip skips
the first player and an opening Reverse makes the dealer play first to the right (classic
UNO's rules); an opening Hit 2 makes the player on the dealer's left press twice and lose
the turn; an opening Discard All or Trade Hands has no effect ("Discard All: no effect,
treated as an ordinary coloured card"; nobody played the Trade Hands); on an opening Wild
the first player names the colour. Opening hit Wilds: see ``unokit_opening_rule``.

Decision where the texts are silent (rule 10.10, a Trade Hands as the last card): it goes
out and wins, and nothing is traded (reading (b), as unokit's Seven-O treats a 7 that
empties the hand: ``swap_hands`` does nothing for a player who has gone out).
"""


# --------------------------------------------------------------------------------------
# Decisions
# --------------------------------------------------------------------------------------


class _Hit(Pending):
    """What the two hit decisions share: one move, the presses, the turn lost.

    A subclass says how its player presses (``hit``), the card it answers (``rank``) and its
    words.
    """

    __slots__ = ()
    #: The rank of the card whose hits these are: it is on top of the discard pile.
    rank: ClassVar[str] = ""
    #: What the player is told to do, as an order.
    order: ClassVar[str] = ""

    def moves(self, state: GameState) -> Sequence[Move]:
        """Pressing (``Accept``): the only answer (rule 10.4: "no answer")."""
        return (Accept(self.seat),)

    def resolve(self, table: Table, move: Move) -> None:
        """Press the launcher, keep what comes out, lose the turn."""
        table.had_to_draw(self.seat, len(self.hit(table)))
        table.next_turn = table.next_seat(self.seat)

    def hit(self, table: Table) -> tuple[Card, ...]:
        """The presses: the cards that came out."""
        raise NotImplementedError

    def check(self, state: GameState) -> None:
        """The seat is a seat, and the card whose hits these are is on top of the discard pile.

        Raises:
            ValueError: naming what is wrong.
        """
        super().check(state)
        if state.top_card.rank != self.rank:
            name = state.rules.kinds[self.rank].name
            raise ValueError(
                f"seat: seat {self.seat} is to press for a {name}, but {state.top_card} is on "
                "top of the discard pile"
            )

    def describe(self) -> str:
        return self.order.replace("your turn", "the turn")

    def describe_move(self, move: Move, seat_name: SeatName = default_seat_name) -> str | None:
        """Pressing, and the catch of a missed UNO as UNO Attack! punishes it."""
        if isinstance(move, Accept):
            return self.order
        return _catch_words(move, seat_name)


@attrs.frozen
class HitTwo(_Hit):
    """A Hit 2 was played (or turned up): ``seat`` presses the launcher twice, loses the turn.

    Rule 5.3: "the next player must hit the launcher twice, keeps whatever comes out, and
    the turn is then over". Rule 9.1, with two players: "after a Hit 2, once the opponent has
    hit the launcher twice, "the play is back to you"". Each press is independent (either may
    shoot out nothing).

    Attributes:
        seat: The player who presses.
    """

    rank: ClassVar[str] = "H2"
    order: ClassVar[str] = "press the launcher twice (the Hit 2) and miss your turn"

    seat: int

    def hit(self, table: Table) -> tuple[Card, ...]:
        """Two presses."""
        return press_times(table, self.seat, HIT_PRESSES)

    def narrate_move(
        self, move: Move, drawn: int, seat_name: SeatName = default_seat_name
    ) -> str | None:
        """``"press the launcher twice: 3 cards come out"``."""
        if isinstance(move, Accept):
            return f"press the launcher twice: {launched(drawn)}"
        return None


@attrs.frozen
class HitFire(_Hit):
    """A Wild Hit-Fire was played: ``seat`` presses until cards come out, and loses the turn.

    Rule 5.8: "the next player must press the launcher until it shoots out cards (one or
    more), keeps them, and loses the turn." See
    [`press_until_cards`][unokit_attack.launcher.press_until_cards].

    Attributes:
        seat: The player who presses.
    """

    rank: ClassVar[str] = "WHF"
    order: ClassVar[str] = (
        "press the launcher until cards come out (the Wild Hit-Fire) and miss your turn"
    )

    seat: int

    def hit(self, table: Table) -> tuple[Card, ...]:
        """Presses until cards come out (or nothing is left to load the launcher with)."""
        return press_until_cards(table, self.seat)

    def narrate_move(
        self, move: Move, drawn: int, seat_name: SeatName = default_seat_name
    ) -> str | None:
        """``"press the launcher until cards come out: 2 cards come out"``."""
        if not isinstance(move, Accept):
            return None
        if not drawn:
            return "press the launcher until cards come out: it is empty, nothing comes out"
        return f"press the launcher until cards come out: {launched(drawn)}"


def _catch_words(move: Move, seat_name: SeatName) -> str | None:
    """A catch of a missed UNO, as UNO Attack! punishes it (rule 6.1: "hit the launcher TWICE")."""
    if isinstance(move, CatchUno):
        return f"catch {seat_name(move.target)} not calling UNO (they press the launcher twice)"
    return None


# --------------------------------------------------------------------------------------
# The turn
# --------------------------------------------------------------------------------------


class AttackTurn(ClassicTurn):
    """The turn: play a card that matches, or press the launcher, which ends the turn.

    Rule 3.1: "Match the top card of the DISCARD pile by number, colour or symbol ("word"),
    or play a Wild." Rule 3.2: "A player who has nothing that matches "must hit the Launcher
    button"." Rule 3.3 (reneging): "You may choose not to play a playable card from your
    hand. If so, you must hit the Launcher button. Your turn is then over." Rule 4.3:
    "Pressing the Launcher button any number of times ends a player's turn immediately, even
    if some cards drawn are playable." Rule 4.2: "If nothing happens, play moves to the next
    person."

    So the turn's draw (``Draw``, "press the launcher") is one press
    ([`press`][unokit_attack.launcher.press]), and whatever comes out, the turn is over.
    There is no pass while the launcher can be pressed (rule 3.4: "There is no pass: a
    player either plays or presses."). Decision where the texts are silent: when the
    launcher is empty and the discard pile holds nothing under its top card to load it with,
    it cannot be pressed, and a player who cannot play passes, as in classic UNO (the round
    is void if every player passes in a row).

    A caught missed UNO costs two presses (``draw_penalty``).
    """

    __slots__ = ()

    def draw(self, table: Table) -> tuple[Card, ...]:
        """One press of the launcher (see [`press`][unokit_attack.launcher.press])."""
        return press(table, self.seat)

    def after_draw(self, table: Table, drawn: tuple[Card, ...]) -> None:
        """Nothing: a press ends the turn, even if a card that came out could be played."""

    def draw_penalty(self, table: Table, count: int) -> tuple[Card, ...]:
        """A missed UNO, caught: the player presses the launcher ``count`` (two) times.

        Rule 6.1: "A player caught before the next player's turn begins must hit the
        launcher TWICE (instead of drawing two)." Decision where the texts are silent (rule
        10.12: "two independent presses (each may launch nothing); whether a penalised
        player who still gets no card must call UNO again is silent"): two independent
        presses; a caught player whom they give no card has paid the penalty, and cannot be
        caught again for the same card.
        """
        launched_cards = press_times(table, self.seat, count)
        table.had_to_draw(self.seat, len(launched_cards))
        return launched_cards

    def describe(self) -> str:
        return "play a card or press the launcher"

    def describe_move(self, move: Move, seat_name: SeatName = default_seat_name) -> str | None:
        """The turn's draw is a press of the launcher; a catch costs two presses."""
        if isinstance(move, Draw):
            return "press the launcher"
        return _catch_words(move, seat_name) or super().describe_move(move, seat_name)

    def narrate_move(
        self, move: Move, drawn: int, seat_name: SeatName = default_seat_name
    ) -> str | None:
        """A press, told with what came out: "press the launcher: 2 cards come out"."""
        if isinstance(move, Draw):
            return f"press the launcher: {launched(drawn)}"
        return None

    def explain(self, state: GameState, move: Move) -> str:
        """Why ``move`` is not one of this turn's moves, in the launcher's words."""
        return _launcher_words(move, super().explain(state, move))

    def explain_public(self, state: GameState, move: Move) -> str:
        """``explain``'s words that tell nothing of any hand."""
        return _launcher_words(move, super().explain_public(state, move))


def _launcher_words(move: Move, reason: str) -> str:
    """Classic's reason for refusing a draw or a pass, told of the launcher."""
    if isinstance(move, Draw) and reason.startswith("there is nothing left to draw"):
        return (
            "the launcher is empty and nothing is left to load it with: play a card, or "
            "pass if you cannot"
        )
    if isinstance(move, Pass) and reason.startswith("you cannot pass: "):
        return "there is no pass in UNO Attack!: play a card or press the launcher"
    return reason


# --------------------------------------------------------------------------------------
# The plugin
# --------------------------------------------------------------------------------------


class AttackEdition(ClassicEdition):
    """UNO Attack! (1998): 112 cards and a card launcher, 2-10 players.

    Rule 2.1: "Each player is dealt 7 cards." Rule 2.3: "The player to the dealer's left goes
    first; play passes to the left (clockwise) until a Reverse is played." The player range
    is I's ("2-10 players"), classic UNO's.
    """

    name: ClassVar[str] = "attack"
    aliases: ClassVar[tuple[str, ...]] = ("uno-attack", "uno-extreme")
    description: ClassVar[str] = (
        "UNO Attack!: 112 cards; the draw pile is a card launcher that shoots out a random "
        "number of cards, often none; Hit 2, Discard All, Trade Hands, Wild All Hit and Wild "
        "Hit-Fire."
    )
    min_players: ClassVar[int] = 2
    max_players: ClassVar[int] = 10
    declares: ClassVar[tuple[type, ...]] = (HitTwo, HitFire)
    #: Nothing stacks on a Hit 2 (rule 10.4), and the launcher cannot be drawn from until a
    #: card can be played: a press shoots out what it shoots out.
    incompatible: ClassVar[tuple[str, ...]] = ("stacking", "draw-to-match")

    @hookimpl
    def unokit_card_kinds(self) -> Iterable[CardKind]:
        """Every kind of the deck (see ``ATTACK_KINDS``)."""
        return ATTACK_KINDS

    @hookimpl
    def unokit_add_options(self) -> Iterable[OptionSpec]:
        """None: there is no Wild Draw Four to challenge, so classic's option is left out."""
        return ()

    @hookimpl
    def unokit_build_deck(self) -> Sequence[Card]:
        """The 112 cards (rule 1.1; see [`unokit_attack.deck`][unokit_attack.deck])."""
        return attack_deck()

    @hookimpl
    def unokit_opening_rule(self, card: Card, kind: CardKind) -> Opening:
        """An opening Wild All Hit or Wild Hit-Fire goes back into the launcher; the rest open.

        Decision where the texts are silent (rule 10.8, "No 1998 text was readable"; for the
        hit Wilds the only text, L, is marked unreliable): the hit Wilds replace the Wild
        Draw Four (rule 1.2), and classic UNO returns an opening Wild Draw Four to the deck
        and turns another card, so an opening Wild All Hit or Wild Hit-Fire is shuffled back
        into the launcher and another card is turned up ("turn another card"). Every other
        card opens with its opening effect (see ``ATTACK_KINDS``).
        """
        return Opening.RESHUFFLE if kind.rank in ("WAH", "WHF") else Opening.PLAY

    @hookimpl
    def unokit_turn(self) -> type[Turn]:
        """Play a card, or press the launcher (see [`AttackTurn`][unokit_attack.AttackTurn])."""
        return AttackTurn


@hookimpl
def unokit_register_editions(register: Callable[[object], None]) -> None:
    """Register the UNO Attack! edition (the ``unokit`` entry point names this module)."""
    register(AttackEdition())
