"""One card drawn as SVG: its face from what the card and the rules say, and its back."""

from __future__ import annotations

import math
from collections.abc import Mapping
from functools import lru_cache
from typing import TYPE_CHECKING, Protocol

from unokit.core.cards import COLORS, Card, Color
from unokit.play.render.markup import _element, _fitted, _number, _svg, _text
from unokit.play.render.shades import BLACK, shade

if TYPE_CHECKING:
    from unokit.core.rules import CardKind

__all__ = ["CARD_HEIGHT", "CARD_WIDTH", "CardRules", "back_svg", "card_svg"]

CARD_WIDTH = 120
"""The width of a card's drawing, in SVG user units (its ``viewBox``)."""
CARD_HEIGHT = 180
"""The height of a card's drawing: cards are 2 by 3."""


class CardRules(Protocol):
    """What the drawings read of a game's rules.

    A [`Rules`][unokit.Rules] or a seat's [`TableRules`][unokit.core.views.TableRules] has it.

    Attributes:
        kinds: The card kinds by rank code: a card's name, and the colours a Wild names.
        colors: The colours of the game.
    """

    @property
    def kinds(self) -> Mapping[str, CardKind]: ...  # noqa: D102

    @property
    def colors(self) -> tuple[Color, ...]: ...  # noqa: D102


#: The oval in the middle of a card: centre, radii and tilt (degrees).
_OVAL = (60.0, 90.0, 41.0, 63.0, 28.0)


def card_svg(card: Card, rules: CardRules | None = None) -> str:
    """Draw ``card`` as SVG, face up: its colour, rank, name and mark.

    A number card shows its number (a 6 and a 9 underlined, as printed cards are); any other
    shows its rank code with its kind's name under it (``+2``, "Draw Two"), which is all a
    third-party edition's new cards need to be drawn. A Wild card is black with an oval of
    the colours it may name. A mark (UNO Friends' characters) is written above the code. A
    two-sided card shows the face turned up.

    Args:
        card: The card.
        rules: The game's rules (a [`Rules`][unokit.Rules], or a view's ``rules``), for the
            kind's name and the colours of a Wild; without them the card is drawn from its
            text alone (no name, a Wild in the four classic colours).

    Returns:
        An ``svg`` element of [`CARD_WIDTH`][unokit.play.render.CARD_WIDTH] by
        [`CARD_HEIGHT`][unokit.play.render.CARD_HEIGHT] units, titled with the card's name and
        text.
    """
    face = card.face
    kind = None if rules is None else rules.kinds.get(face.rank)
    name = None if kind is None or face.number is not None else kind.name
    wedges: tuple[Color, ...] = ()
    if face.is_wild:
        colors = rules.colors if rules is not None else COLORS
        if kind is not None and kind.colors:
            colors = kind.colors
        wedges = tuple(colors)
    return _card(face, name, wedges)


@lru_cache(maxsize=2048)
def _card(face: Card, name: str | None, wedges: tuple[Color, ...]) -> str:
    """The drawing of a one-sided card with its kind's name and a Wild's colours."""
    paint = shade(face.color)
    cx, cy, rx, ry, tilt = _OVAL
    body = [
        _element(
            "rect",
            x=1,
            y=1,
            width=118,
            height=178,
            rx=12,
            fill="#ffffff",
            stroke="#c8c8c8",
            stroke_width=1.5,
        ),
        _element("rect", x=8, y=8, width=104, height=164, rx=8, fill=paint),
    ]
    turn = f"rotate({_number(tilt)} {_number(cx)} {_number(cy)})"
    if wedges:
        body.append(f'<g transform="{turn}">')
        body += [_wedge(index, len(wedges), shade(color)) for index, color in enumerate(wedges)]
        body.append("</g>")
        body.append(
            _element(
                "ellipse",
                cx=cx,
                cy=cy,
                rx=rx,
                ry=ry,
                fill="none",
                stroke="#ffffff",
                stroke_width=3,
                transform=turn,
            )
        )
    else:
        body.append(_element("ellipse", cx=cx, cy=cy, rx=rx, ry=ry, fill="#ffffff", transform=turn))
    rank = face.rank
    ink = "#ffffff" if wedges else paint
    size = min(50.0, 72.0 / (0.7 * len(rank)))
    shift = 0.0 if name is None else -7.0
    outline = {"stroke": BLACK, "stroke_width": 3 if wedges else 1.2, "paint_order": "stroke"}
    body.append(
        _text(
            rank,
            x=cx,
            y=cy + 0.36 * size + shift,
            font_size=size,
            font_weight=700,
            text_anchor="middle",
            fill=ink,
            **outline,
        )
    )
    if rank in ("6", "9"):  # told apart upside down, as on printed cards
        half = 0.3 * size
        y = cy + 0.36 * size + 5
        body.append(
            _element(
                "line",
                x1=cx - half,
                y1=y,
                x2=cx + half,
                y2=y,
                stroke=ink,
                stroke_width=3.5,
                stroke_linecap="round",
            )
        )
    if name is not None:
        body += _name_lines(name, cy + 0.36 * size + shift + 14, ink="#ffffff" if wedges else BLACK)
    if face.mark is not None:
        body.append(
            _fitted(
                face.mark,
                cx,
                cy - 0.5 * size - 4,
                11,
                60,
                BLACK if not wedges else "#ffffff",
                font_style="italic",
            )
        )
    corner = min(20.0, 40.0 / (0.6 * len(rank)))
    corner_ink = {"fill": "#ffffff", "stroke": BLACK, "stroke_width": 1, "paint_order": "stroke"}
    body.append(_text(rank, x=14, y=14 + corner, font_size=corner, font_weight=700, **corner_ink))
    body.append(
        _text(
            rank,
            x=14,
            y=14 + corner,
            font_size=corner,
            font_weight=700,
            transform="rotate(180 60 90)",
            **corner_ink,
        )
    )
    label = f"{name} ({face})" if name is not None else str(face)
    return _svg(CARD_WIDTH, CARD_HEIGHT, body, label=label)


def _wedge(index: int, count: int, fill: str) -> str:
    """Slice ``index`` of ``count`` of the card's oval (before its tilt), painted ``fill``."""
    cx, cy, rx, ry, _ = _OVAL
    if count == 1:
        return _element("ellipse", cx=cx, cy=cy, rx=rx, ry=ry, fill=fill)
    start = 2 * math.pi * index / count - math.pi / 2
    end = 2 * math.pi * (index + 1) / count - math.pi / 2
    x1, y1 = cx + rx * math.cos(start), cy + ry * math.sin(start)
    x2, y2 = cx + rx * math.cos(end), cy + ry * math.sin(end)
    large = 1 if count == 1 else 0
    path = (
        f"M{_number(cx)} {_number(cy)} L{_number(x1)} {_number(y1)} "
        f"A{_number(rx)} {_number(ry)} 0 {large} 1 {_number(x2)} {_number(y2)} Z"
    )
    return _element("path", d=path, fill=fill)


def _name_lines(name: str, top: float, ink: str) -> list[str]:
    """A kind's name under the rank code: one line, or two if it is long."""
    words = name.split()
    lines = [name]
    if len(name) > 12 and len(words) > 1:
        best = min(
            range(1, len(words)),
            key=lambda cut: max(len(" ".join(words[:cut])), len(" ".join(words[cut:]))),
        )
        lines = [" ".join(words[:best]), " ".join(words[best:])]
    outline = (
        {"stroke": BLACK, "stroke_width": 2.5, "paint_order": "stroke"} if ink != BLACK else {}
    )
    return [
        _fitted(line, 60, top + 12 * number, 11, 66, ink, font_weight=700, **outline)
        for number, line in enumerate(lines)
    ]


def back_svg() -> str:
    """Draw the back of a card: the same for every card of a one-sided deck.

    Returns:
        An ``svg`` element of [`CARD_WIDTH`][unokit.play.render.CARD_WIDTH] by
        [`CARD_HEIGHT`][unokit.play.render.CARD_HEIGHT] units.
    """
    return _back()


@lru_cache(maxsize=1)
def _back() -> str:
    cx, cy, rx, ry, tilt = _OVAL
    body = [
        _element(
            "rect",
            x=1,
            y=1,
            width=118,
            height=178,
            rx=12,
            fill="#ffffff",
            stroke="#c8c8c8",
            stroke_width=1.5,
        ),
        _element("rect", x=8, y=8, width=104, height=164, rx=8, fill="#262626"),
        _element(
            "ellipse",
            cx=cx,
            cy=cy,
            rx=rx,
            ry=ry,
            fill="#b3261e",
            transform=f"rotate({_number(tilt)} {_number(cx)} {_number(cy)})",
        ),
        _text(
            "unokit",
            x=cx,
            y=cy + 7,
            font_size=20,
            font_weight=700,
            text_anchor="middle",
            fill="#ffffff",
            transform=f"rotate(-20 {_number(cx)} {_number(cy)})",
        ),
    ]
    return _svg(CARD_WIDTH, CARD_HEIGHT, body, label="the back of a card")
