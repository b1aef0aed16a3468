"""How the terminal shows things: colours, and the signals of a player leaving."""

from __future__ import annotations

import os
from typing import TextIO

from unokit.core.cards import Card, Color

MAX_CHOICES = 20
"""The most numbered choices one screen lists; a longer list is shown a page at a time."""

#: The fields of a play chosen after its card, in the order they are asked.
_STEPS = ("color", "mark", "seats", "uno")
_TITLES = {
    "color": "Colour for {card}",
    "mark": "{mark} for {card}",
    "uno": "Call UNO with {card}?",
}


class Quit(Exception):
    """The player asked to leave the game (``quit``)."""


class EndOfInput(Exception):
    """The input ended while the player was asked for something."""


class Style:
    """Colours text for a terminal, or leaves it plain.

    Colour is used only when ``stream`` is a terminal and ``NO_COLOR`` is unset or empty.
    """

    def __init__(self, stream: TextIO) -> None:  # noqa: D107
        isatty = getattr(stream, "isatty", None)
        self.enabled = bool(isatty and isatty()) and not os.environ.get("NO_COLOR")

    def wrap(self, text: str, code: str) -> str:
        """``text`` in the ANSI style ``code``, if colour is on."""
        return f"\x1b[{code}m{text}\x1b[0m" if self.enabled and code else text

    def card(self, card: Card) -> str:
        """A card in its colour (Wild cards in bold magenta)."""
        code = card.color.ansi if card.color is not None else "1;35"
        return self.wrap(str(card), code)

    def color(self, color: Color | None) -> str:
        """A colour's name in its colour."""
        if color is None:
            return "none yet"
        return self.wrap(str(color), color.ansi)

    def bold(self, text: str) -> str:
        """``text`` in bold."""
        return self.wrap(text, "1")
