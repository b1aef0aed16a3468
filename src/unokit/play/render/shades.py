"""The shade a card of each colour is painted in, read from the colour's terminal code."""

from __future__ import annotations

from functools import lru_cache

from unokit.core.cards import Color

__all__ = ["BLACK", "GREY", "shade"]

#: How a Wild card, and a colour with no terminal code, are painted.
BLACK = "#1b1b1b"
#: A colour whose terminal code names no colour.
GREY = "#767676"

#: The shades of the eight basic terminal colours (codes 30-37), tuned for cards: the four
#: classic colours are those of the printed cards.
_BASIC = (
    BLACK,
    "#d62d20",  # red
    "#2e9b3f",  # green
    "#f2c80f",  # yellow
    "#1f5fbf",  # blue
    "#8e3fb0",  # magenta: a purple
    "#13908f",  # cyan: a teal
    "#d9d9d9",  # white
)
#: The bright terminal colours (codes 90-97).
_BRIGHT = (
    "#5a5a5a",
    "#ff5a4f",
    "#57c46a",
    "#ffe14d",
    "#4f8ef0",
    "#c77ddf",
    "#3cc8c6",
    "#ffffff",
)
#: The levels of the xterm 256-colour cube (codes 16-231).
_CUBE = (0, 95, 135, 175, 215, 255)


def shade(color: Color | None) -> str:
    """The colour a card of ``color`` is painted in, as ``#rrggbb``.

    Read from the colour's terminal code ([`Color.ansi`][unokit.Color]), the one thing every
    colour declares about how it looks: the basic and bright terminal colours (``"31"``,
    ``"96"``), the 256-colour palette (``"38;5;208"``, an orange) and true colour
    (``"38;2;255;128;0"``). A Wild card (``None``) is black; a colour with no code, grey.

    Examples:
        >>> from unokit import Color
        >>> shade(Color.RED), shade(None)
        ('#d62d20', '#1b1b1b')
    """
    if color is None:
        return BLACK
    return _shade_of(color.ansi)


@lru_cache(maxsize=256)
def _shade_of(ansi: str) -> str:
    """The shade of the terminal code ``ansi`` (see [`shade`][unokit.play.render.shade])."""
    codes = [int(part) for part in ansi.split(";") if part.isdigit()]
    index = 0
    while index < len(codes):
        code = codes[index]
        if 30 <= code <= 37:
            return _BASIC[code - 30]
        if 90 <= code <= 97:
            return _BRIGHT[code - 90]
        if code == 38 and codes[index + 1 : index + 2] == [5] and index + 2 < len(codes):
            return _palette(codes[index + 2])
        if code == 38 and codes[index + 1 : index + 2] == [2] and index + 4 < len(codes):
            red, green, blue = (min(255, value) for value in codes[index + 2 : index + 5])
            return f"#{red:02x}{green:02x}{blue:02x}"
        index += 1
    return GREY


def _palette(number: int) -> str:
    """The shade of colour ``number`` of the xterm 256-colour palette."""
    if number < 8:
        return _BASIC[number]
    if number < 16:
        return _BRIGHT[number - 8]
    if number < 232:
        red, green, blue = (
            _CUBE[(number - 16) // 36],
            _CUBE[(number - 16) // 6 % 6],
            _CUBE[(number - 16) % 6],
        )
        return f"#{red:02x}{green:02x}{blue:02x}"
    if number < 256:
        grey = 8 + 10 * (number - 232)
        return f"#{grey:02x}{grey:02x}{grey:02x}"
    return GREY
