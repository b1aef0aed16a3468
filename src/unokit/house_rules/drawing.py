"""House rules about the turn's draw: ``draw-to-match`` and ``force-play``.

Neither has an official text. The classic rules say to draw one card and, if it can be
played, that it *may* be played: a family write-up of the classic rules remembers the
draw-until-you-can-play habit as not the rule ("we kept drawing until we found one, but
apparently you are only supposed to draw once and move on!").
"""

from __future__ import annotations

from typing import ClassVar

from unokit.plugin import Card, HouseRule, Table, TurnDraw, can_play, hookimpl

__all__ = ["DrawToMatch", "ForcePlay", "draw_until_playable"]


def draw_until_playable(table: Table, seat: int) -> tuple[Card, ...]:
    """Draw for ``seat`` until a card it could play comes, or nothing is left to draw.

    The cards come one by one from the draw pile, refilled from the discard pile as usual.
    """
    drawn: tuple[Card, ...] = ()
    while True:
        got = table.draw(seat, 1)
        if not got:
            return drawn
        drawn += got
        if can_play(table, seat, got[0]):
            return drawn


class DrawToMatch(HouseRule):
    """``draw-to-match``: a player who draws keeps drawing until a card can be played.

    A family write-up of the classic rules: "when we didn't have a playable card to match
    the one on the discard pile, we kept drawing until we found one". Decisions: the whole
    draw is one ``draw`` move; the last card drawn may then be played (or kept, unless
    ``force-play`` is on); a player who chooses to draw while holding a playable card draws
    the same way; when the draw pile and the discard pile run out, the drawing stops and
    the turn ends.
    """

    name: ClassVar[str] = "draw-to-match"
    description: ClassVar[str] = (
        "A player who draws keeps drawing until a card can be played, then may play it."
    )

    @hookimpl
    def unokit_turn_draw(self) -> TurnDraw:
        """Draw until a playable card comes."""
        return draw_until_playable


class ForcePlay(HouseRule):
    """``force-play``: a playable card just drawn must be played.

    The rule sheets let the player keep it ("If you can play the card you just drew, you
    can play it immediately", the UNO Friends instruction sheet). Decisions: only the card
    just drawn is forced (a player may still draw instead of playing a card from the hand);
    a Wild Draw Four drawn must be played too, bluff or not, unless the
    ``strict_wild_draw_four`` option makes it unplayable.
    """

    name: ClassVar[str] = "force-play"
    description: ClassVar[str] = "A playable card just drawn must be played at once."

    @hookimpl
    def unokit_keep_drawn_card(self) -> bool:
        """The card just drawn cannot be kept."""
        return False
