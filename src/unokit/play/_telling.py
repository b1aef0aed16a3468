"""The parts of the narration: who is told, and what a move changed at the table.

[`unokit.play.narration`][unokit.play.narration] puts these together into sentences. Everything here
is derived from the states before and after a move and from the plugins' own words (the
phases', the card kinds', the plugin states'), never from card names or edition names.
"""

from __future__ import annotations

from collections.abc import Callable, Collection, Iterator, Sequence

import attrs

from unokit.core.cards import Card
from unokit.core.errors import SeatError
from unokit.core.moves import Move, Play
from unokit.core.state import GameState

__all__ = ["Voice"]


def _names(value: Sequence[str] | None) -> tuple[str, ...] | None:
    return None if value is None else tuple(value)


@attrs.frozen
class Voice:
    """Who the narration speaks to, and the names it gives the seats.

    The seat spoken to is "You" (the second person: "You draw 2 cards"); every other seat
    is named with the table's name in the third person ("Ann draws 2 cards").

    Attributes:
        seat: The seat spoken to, or ``None`` for someone who sits at no seat.
        names: The table's name of each seat, or ``None`` for ``"Bot N"`` (when a seat is
            spoken to) or ``"Seat N"`` (when none is).
        spectator: With no seat: ``True`` for a spectator, told only what everyone at the
            table sees (how many cards a seat draws, never which; no hand shown to one
            player); ``False`` for the reader of a record, told every card.

    Raises:
        SeatError: for a spectator given a seat.

    Examples:
        >>> from unokit.play.narration import Voice
        >>> voice = Voice(1, names=["Ann", "Bob", "Cy"])
        >>> voice.name(0), voice.name(1), voice.name(1, subject=False)
        ('Ann', 'You', 'you')
        >>> Voice().name(2), Voice(0).name(2)
        ('Seat 2', 'Bot 2')
    """

    seat: int | None = None
    names: tuple[str, ...] | None = attrs.field(default=None, converter=_names)
    spectator: bool = False

    def __attrs_post_init__(self) -> None:
        if self.spectator and self.seat is not None:
            raise SeatError(f"a spectator sits at no seat: not at seat {self.seat}")

    def name(self, seat: int, *, subject: bool = True) -> str:
        """How ``seat`` is named: ``"You"`` (``"you"`` inside a sentence), or its name.

        Args:
            seat: The seat.
            subject: ``True`` to start a sentence with the name (``"You"``), ``False`` for
                the name inside one (``"you"``).
        """
        if seat == self.seat:
            return "You" if subject else "you"
        if self.names is not None and 0 <= seat < len(self.names):
            return self.names[seat]
        return f"Seat {seat}" if self.seat is None else f"Bot {seat}"

    def namer(self) -> Callable[[int], str]:
        """Names seats inside a sentence, for the plugins' words (``"you"``, ``"Ann"``)."""
        return lambda seat: self.name(seat, subject=False)

    def sees(self, seat: int) -> bool:
        """Whether the one told may see the cards of ``seat``'s hand."""
        if self.seat is None:
            return not self.spectator
        return seat == self.seat

    def possessive(self, seat: int) -> str:
        """``"your"``, ``"Ann's"``."""
        return "your" if seat == self.seat else f"{self.name(seat)}'s"

    def be(self, seat: int) -> str:
        """``"you are"``, ``"Ann is"``."""
        return f"{self.name(seat, subject=False)} {'are' if seat == self.seat else 'is'}"


def form(name: str, word: str) -> str:
    """The verb ``word`` in the form that agrees with ``name``."""
    if name.lower() == "you" or " and " in name:
        return word
    if word == "have":
        return "has"
    if word.endswith(("s", "sh", "ch", "x", "z", "o")):
        return f"{word}es"
    if word.endswith("y") and word[-2:-1] not in ("a", "e", "o", "u", ""):
        return f"{word[:-1]}ies"
    return f"{word}s"


def verb(name: str, word: str) -> str:
    """The name and the verb agreeing with it: ``"You draw"``, ``"Bot 1 draws"``."""
    return f"{name} {form(name, word)}"


def said_by(name: str, words: str) -> str:
    """An order's words said of ``name``: "press the launcher" -> "Bot 1 presses the launcher"."""
    word, _, rest = words.partition(" ")
    return verb(name, word) + (f" {rest}" if rest else "")


def listed(words: Sequence[str]) -> str:
    """``"a"``, ``"a and b"``, ``"a, b and c"``."""
    if len(words) == 1:
        return words[0]
    return ", ".join(words[:-1]) + " and " + words[-1]


def faces(cards: Sequence[Card]) -> str:
    """The cards as their player sees them: ``"R1 G2"``, or ``"no cards"``."""
    return " ".join(str(card.face) for card in cards) or "no cards"


# --------------------------------------------------------------------------------------
# Hands: what left, what came, what moved
# --------------------------------------------------------------------------------------


def extra(old: Sequence[Card], new: Sequence[Card]) -> int:
    """How many cards ``new`` adds at the end of ``old`` (0 if it does not start with it)."""
    if len(new) > len(old) and tuple(new[: len(old)]) == tuple(old):
        return len(new) - len(old)
    return 0


def starts_with(hand: Sequence[Card], cards: Sequence[Card]) -> bool:
    """Whether ``hand`` starts with ``cards``."""
    return len(hand) >= len(cards) and tuple(hand[: len(cards)]) == tuple(cards)


def kept(move: Move, before: GameState) -> tuple[tuple[Card, ...], ...]:
    """Each hand of ``before`` once the card ``move`` plays has left it.

    A two-sided card may be played by the face its player sees: the first card of the hand
    with that face leaves it.
    """
    hands = before.hands
    if not isinstance(move, Play):
        return hands
    hand = list(hands[move.player])
    for index, card in enumerate(hand):
        if card.face == move.card.face:
            del hand[index]
            break
    return (*hands[: move.player], tuple(hand), *hands[move.player + 1 :])


def hand_sources(held: Sequence[Sequence[Card]], after: GameState) -> list[int]:
    """For each seat, the seat whose hand (as ``held``) it now holds: itself, or another.

    A hand that starts with what the seat kept is its own (cards drawn join the end); one
    that starts with another seat's kept hand was passed or swapped to it.
    """
    sources = []
    for seat, hand in enumerate(after.hands):
        source = seat
        if not starts_with(hand, held[seat]):
            source = next(
                (
                    other
                    for other, cards in enumerate(held)
                    if other != seat and cards and starts_with(hand, cards)
                ),
                seat,
            )
        sources.append(source)
    return sources


def turned_over(
    held: Sequence[Sequence[Card]], after: GameState
) -> tuple[tuple[Card, ...], ...] | None:
    """Each hand turned over, if ``after`` holds every hand of ``held`` turned over; else None.

    Only when at least one card has another side to show (one-sided cards look the same).
    """
    turned = tuple(tuple(card.turned() for card in hand) for hand in held)
    if turned == tuple(map(tuple, held)):
        return None
    if all(starts_with(hand, cards) for hand, cards in zip(after.hands, turned, strict=True)):
        return turned
    return None


def moved_hands(sources: Sequence[int], after: GameState, voice: Voice) -> list[str]:
    """Hands that changed places, in words, with the new hand of the one told if it moved."""
    moved = [seat for seat, source in enumerate(sources) if source != seat]
    if not moved:
        return []
    players = after.players
    clockwise = all(sources[seat] == (seat - 1) % players for seat in range(players))
    counter = all(sources[seat] == (seat + 1) % players for seat in range(players))
    if clockwise or counter:
        way = "clockwise" if clockwise else "counterclockwise"
        text = f"every hand passes to the next player {way}"
    elif len(moved) == 2 and sources[moved[0]] == moved[1]:
        pair = sorted(moved, key=lambda seat: seat != voice.seat)  # "you and Bot 2"
        text = " and ".join(voice.name(seat, subject=False) for seat in pair) + " swap hands"
    else:
        text = ", ".join(
            verb(voice.name(seat, subject=False), "take")
            + f" {voice.possessive(sources[seat])} hand"
            for seat in moved
        )
    return [text + now_holding(after, moved, voice)]


def now_holding(after: GameState, seats: Collection[int], voice: Voice) -> str:
    """`` (you now hold: R1 G2)`` if the one told sits among ``seats``, else nothing."""
    if voice.seat is None or voice.seat not in seats:
        return ""
    return f" (you now hold: {faces(after.hands[voice.seat])})"


def reveal_words(after: GameState, voice: Voice) -> str:
    """Cards shown to one seat: who showed whom; the cards, if the one told may see them."""
    reveal = after.reveal
    assert reveal is not None
    shower = voice.name(reveal.seat, subject=False)
    whose = "your" if reveal.seat == voice.seat else "their"
    text = f"{verb(shower, 'show')} {voice.name(reveal.to, subject=False)} {whose} hand"
    if (voice.seat is None and not voice.spectator) or voice.seat in (reveal.to, reveal.seat):
        text += ": " + faces(reveal.cards)
    return text


# --------------------------------------------------------------------------------------
# Draws and seats out of the round, in the plugins' words
# --------------------------------------------------------------------------------------


def in_order(state: GameState, first: int) -> Iterator[int]:
    """Every seat, from ``first`` on in the direction of play."""
    for step in range(state.players):
        yield (first + step * state.direction) % state.players


def draw_words(
    move: Move,
    before: GameState,
    after: GameState,
    seat: int,
    count: int,
    cards: tuple[Card, ...],
    told: tuple[int, ...],
    voice: Voice,
) -> tuple[str, bool]:
    """The cards ``seat`` drew because of ``move``, as an order (``"draw 2 cards"``).

    The plugins word a draw they cause: a plugin's own state (``narrate_draw``: a draw a
    link made, say), the phase the move was made in
    ([`Pending.narrate_draw`][unokit.Pending.narrate_draw]), the card played (its kind's
    ``narrate_draw``). Returns the words and whether a plugin gave them. ``cards`` are the
    ``count`` cards drawn, when the narration can tell which (not always those of a seat
    taken out of the round, which went under the discard pile).
    """
    namer = voice.namer()
    for plugin_state in (after.edition_state, *after.house_rule_states):
        narrate = getattr(plugin_state, "narrate_draw", None)
        if callable(narrate):
            words = narrate(seat, count, told, namer)
            if isinstance(words, str) and words:
                return words, True
    phase = before.phase
    if phase is not None:
        words = phase.narrate_draw(move, seat, cards, namer)
        if words:
            return words, True
    if isinstance(move, Play):
        kind = before.rules.kinds.get(move.card.rank)
        narrate_kind = None if kind is None else kind.narrate_draw
        if narrate_kind is not None:
            words = narrate_kind(move, seat, cards, namer)
            if words:
                return words, True
    return f"draw {count} card{'s' * (count != 1)}", False


def out_words(before: GameState, after: GameState, seat: int, voice: Voice) -> str:
    """A seat taken out of the round, with the count and the rule's name from the rules.

    ``"Ann has 25 cards and is out of the round (the Mercy Rule)"``: the hand limit and the
    edition's ``hand_limit_label``.
    """
    rules = after.rules
    name = voice.name(seat, subject=False)
    limit = rules.hand_limit
    text = f"{voice.be(seat)} out of the round"
    if limit is not None:
        are = "are" if seat == voice.seat else "is"
        text = f"{verb(name, 'have')} {limit} cards and {are} out of the round"
    if rules.hand_limit_label:
        text += f" ({rules.hand_limit_label})"
    return text


def passed_over(state: GameState, origin: int, next_seat: Callable[[int], int]) -> list[int]:
    """The seats between ``origin`` and the player to move, in the direction of play."""
    seats: list[int] = []
    seat = next_seat(origin)
    while seat != state.current_player and len(seats) < state.players:
        seats.append(seat)
        seat = next_seat(seat)
    return seats if len(seats) < state.players else []
