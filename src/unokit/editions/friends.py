"""UNO Friends (its instruction sheet), as a plugin built on the classic edition.

What differs from classic:

* every one of the 108 classic cards shows one of six characters (its *mark*), and four
  **Wild The One Where You Draw** cards (``WD``) are added: 112 cards;
* playing ``WD`` names a colour *and* a character; the next player draws until they draw a
  card showing that character, keeps everything drawn and loses the turn;
* any action card (every card that is not a number card) turned up as the opening card is
  covered by the next card;
* Wild cards in hand count as matching the colour in play for the Wild Draw Four restriction.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping, Sequence
from typing import ClassVar

from unokit.plugin import (
    Card,
    CardKind,
    ClassicEdition,
    Color,
    Opening,
    Play,
    Table,
    blocks_with_wilds,
    classic_deck,
    hookimpl,
)

__all__ = [
    "CHARACTERS",
    "THE_ONE_WHERE_YOU_DRAW",
    "FriendsEdition",
    "drew_until_character",
    "friends_deck",
]

CHARACTERS: tuple[str, ...] = ("Chandler", "Joey", "Monica", "Phoebe", "Rachel", "Ross")
"""The six characters, in the order they are printed on the deck (card ``i`` of the classic
order shows ``CHARACTERS[i % 6]``).
"""


def draw_until_character(table: Table, move: Play) -> None:
    """Wild The One Where You Draw: the next player draws until the named character shows up.

    UNO Friends rules: "The next player in turn order must keep drawing cards until they draw
    one that has the character you chose on it. They will add all of the cards they draw to
    their hand." They also lose their turn, and if no card with the character can be drawn
    (not even after reshuffling the discard pile), the drawing stops (unokit's decision).
    """
    victim = table.next_seat()
    mark = move.mark
    while True:
        # Draw at once every card down to the first showing the character (or the whole
        # pile): the same cards as drawing them one by one, without rebuilding the hand for
        # each. An empty pile is refilled by a one-card draw, as one by one.
        pile, start = table.draw_cards, table.draw_index
        count = max(len(pile) - start, 1)
        for at in range(start, len(pile)):
            if pile[at].mark == mark:
                count = at - start + 1
                break
        drawn = table.draw(victim, count)
        if not drawn or drawn[-1].mark == mark:
            break
    table.skip()


def drew_until_character(
    move: Play, seat: int, cards: tuple[Card, ...], seat_name: Callable[[int], str]
) -> str | None:
    """The draw of Wild The One Where You Draw in words: until the character showed.

    ``"draw 3 cards until a Ross card showed"``; ``"draw 9 cards: no Ross card was left"``
    when the drawing stopped without one (the cards are the narration's to show).
    """
    if not cards:
        return None
    count = f"{len(cards)} card{'s' * (len(cards) != 1)}"
    if cards[-1].mark == move.mark:
        return f"draw {count} until a {move.mark} card showed"
    return f"draw {count}: no {move.mark} card was left"


THE_ONE_WHERE_YOU_DRAW = CardKind(
    "WD",
    "Wild The One Where You Draw",
    50,
    on_play=draw_until_character,
    names_mark=True,
    naming="the next player draws until a card showing the character named comes, "
    "and misses the turn",
    narrate_draw=drew_until_character,
)
"""Wild The One Where You Draw: a Wild (50 points) that names a colour and a character."""


def friends_deck() -> list[Card]:
    """The 112 UNO Friends cards in a fixed order.

    The 108 classic cards in :func:`~unokit.editions.classic.classic_deck` order, card ``i``
    showing ``CHARACTERS[i % 6]`` (18 cards per character), then four Wild The One Where You
    Draw, which show no character.
    """
    marked = [
        Card(card.color, card.rank, CHARACTERS[i % len(CHARACTERS)])
        for i, card in enumerate(classic_deck())
    ]
    return marked + [Card(None, THE_ONE_WHERE_YOU_DRAW.rank)] * 4


class FriendsEdition(ClassicEdition):
    """UNO Friends: classic rules, six characters and Wild The One Where You Draw; 2-10 players."""

    name: ClassVar[str] = "friends"
    aliases: ClassVar[tuple[str, ...]] = ("uno-friends",)
    description: ClassVar[str] = (
        "UNO Friends: characters on every card and Wild The One Where You Draw (112 cards)."
    )
    min_players: ClassVar[int] = 2
    max_players: ClassVar[int] = 10
    mark_label: ClassVar[str] = "character"

    @hookimpl
    def unokit_card_kinds(self) -> Iterable[CardKind]:
        """Classic's kinds plus Wild The One Where You Draw."""
        return (*super().unokit_card_kinds(), THE_ONE_WHERE_YOU_DRAW)

    @hookimpl
    def unokit_build_deck(self) -> Sequence[Card]:
        """The 112 Friends cards."""
        return friends_deck()

    @hookimpl
    def unokit_opening_rule(self, card: Card, kind: CardKind) -> Opening:
        """Any action card is covered by the next card.

        UNO Friends rules: "If the card you flipped over is an Action card (not a number card),
        you will flip over another card."
        """
        return Opening.PLAY if card.number is not None else Opening.COVER

    @hookimpl
    def unokit_option_defaults(self) -> Mapping[str, object]:
        """One hand by default: the rule sheet makes keeping score across hands a variant.

        The UNO Friends instruction sheet: "If you want to play several hands of UNO Friends,
        you can choose to use the variant scoring rules".
        """
        return {"match": "single-round"}

    @hookimpl
    def unokit_blocks_restricted_play(self, card: Card, kind: CardKind, color: Color) -> bool:
        """A card of the colour in play, or a Wild other than a Wild Draw Four, blocks one.

        UNO Friends rules: "You can only play a Wild Draw Four card if you have no other cards
        in your hand that match the current color of the Discard Pile. Wild cards are
        considered matches for the current color." A second Wild Draw Four does not count
        (see [`blocks_with_wilds`][unokit.editions.classic.blocks_with_wilds]).
        """
        return blocks_with_wilds(card, kind, color)


@hookimpl
def unokit_register_editions(register: Callable[[object], None]) -> None:
    """Register the UNO Friends edition."""
    register(FriendsEdition())
