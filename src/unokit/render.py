"""Pictures of cards and of a seat's view, as SVG text.

Pure functions that return SVG markup (a string), for a web page, a document or a file:
[`card_svg`][unokit.render.card_svg] draws one card, [`back_svg`][unokit.render.back_svg] the
back every card of a one-sided deck shows, and [`view_svg`][unokit.render.view_svg] what one
seat sees of a game (its hand, the top card, the colour in play, every other seat's cards,
whose turn it is). The browser table of `examples/unokit-table` draws its cards with them.

Everything is drawn from what the card and the rules say, never from an edition's name: the
card's colour (painted from the colour's terminal code, [`shade`][unokit.render.shade]), its
rank code (a number, or a code such as ``+2`` with the kind's name under it, so that a rank
nobody has drawn before still reads well), the Wild cards' colours, the mark printed on it,
and for two-sided cards the face turned up (draw ``card.turned()`` for the other side).

The markup uses no ids, scripts, styles or external resources: any number of drawings can
sit in one page, and text from plugins (kind names, marks) is escaped.

Examples:
    >>> import unokit
    >>> from unokit.render import card_svg
    >>> rules = unokit.new_game(players=2, seed=1).rules
    >>> svg = card_svg(unokit.Card.parse("R+2"), rules)
    >>> svg.startswith("<svg") and "Draw Two" in svg
    True
"""

from __future__ import annotations

import math
from collections.abc import Callable, Iterable, Mapping
from functools import lru_cache
from html import escape
from typing import TYPE_CHECKING, Protocol

from unokit.cards import COLORS, Card, Color
from unokit.moves import Play

if TYPE_CHECKING:
    from unokit.rules import CardKind
    from unokit.views import SeatView

__all__ = [
    "CARD_HEIGHT",
    "CARD_WIDTH",
    "CardRules",
    "back_svg",
    "card_svg",
    "shade",
    "view_svg",
]

CARD_WIDTH = 120
"""The width of a card's drawing, in SVG user units (its ``viewBox``)."""
CARD_HEIGHT = 180
"""The height of a card's drawing: cards are 2 by 3."""

#: The font of every text drawn (the reader's own sans-serif: nothing is fetched).
FONT = "system-ui, -apple-system, 'Segoe UI', Roboto, 'DejaVu Sans', sans-serif"

#: How a Wild card, and a colour with no terminal code, are painted.
BLACK = "#1b1b1b"
#: A colour whose terminal code names no colour.
GREY = "#767676"
#: The highlight of whose turn it is and of the cards that can be played.
GOLD = "#f2c80f"


class CardRules(Protocol):
    """What the drawings read of a game's rules.

    A [`Rules`][unokit.Rules] or a seat's [`TableRules`][unokit.views.TableRules] has it.

    Attributes:
        kinds: The card kinds by rank code: a card's name, and the colours a Wild names.
        colors: The colours of the game.
    """

    @property
    def kinds(self) -> Mapping[str, CardKind]: ...  # noqa: D102

    @property
    def colors(self) -> tuple[Color, ...]: ...  # noqa: D102


# --------------------------------------------------------------------------------------
# Colours
# --------------------------------------------------------------------------------------

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
    """The shade of the terminal code ``ansi`` (see [`shade`][unokit.render.shade])."""
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


# --------------------------------------------------------------------------------------
# SVG text
# --------------------------------------------------------------------------------------


def _number(value: float) -> str:
    """A coordinate as short, exact text: ``12``, ``12.5``."""
    text = f"{value:.2f}".rstrip("0").rstrip(".")
    return "0" if text == "-0" else text


def _attributes(attributes: Mapping[str, object]) -> str:
    parts = []
    for name, value in attributes.items():
        if value is None:
            continue
        shown = _number(value) if isinstance(value, (int, float)) else str(value)
        parts.append(f' {name.rstrip("_").replace("_", "-")}="{escape(shown)}"')
    return "".join(parts)


def _element(tag: str, **attributes: object) -> str:
    return f"<{tag}{_attributes(attributes)}/>"


def _text(text: str, **attributes: object) -> str:
    return f"<text{_attributes(attributes)}>{escape(text, quote=False)}</text>"


def _svg(width: float, height: float, body: Iterable[str], *, label: str) -> str:
    """A whole drawing: the ``svg`` element of ``width`` by ``height`` units."""
    head = (
        f'<svg xmlns="http://www.w3.org/2000/svg" width="{_number(width)}" '
        f'height="{_number(height)}" viewBox="0 0 {_number(width)} {_number(height)}" '
        f'role="img" aria-label="{escape(label)}" font-family="{escape(FONT)}">'
    )
    return head + f"<title>{escape(label, quote=False)}</title>" + "".join(body) + "</svg>"


def _placed(drawing: str, x: float, y: float, width: float) -> str:
    """A card's drawing placed at ``(x, y)``, ``width`` units wide, in a larger drawing."""
    height = width * CARD_HEIGHT / CARD_WIDTH
    inner = drawing.split(">", 1)[1].rsplit("</svg>", 1)[0]
    return (
        f'<svg x="{_number(x)}" y="{_number(y)}" width="{_number(width)}" '
        f'height="{_number(height)}" viewBox="0 0 {CARD_WIDTH} {CARD_HEIGHT}">{inner}</svg>'
    )


# --------------------------------------------------------------------------------------
# A card
# --------------------------------------------------------------------------------------

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
        An ``svg`` element of [`CARD_WIDTH`][unokit.render.CARD_WIDTH] by
        [`CARD_HEIGHT`][unokit.render.CARD_HEIGHT] units, titled with the card's name and
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


def _fitted(
    text: str, x: float, y: float, size: float, room: float, ink: str, **attributes: object
) -> str:
    """``text`` centred at ``x``, squeezed to ``room`` units if it would be wider."""
    wide = 0.58 * size * len(text) > room
    return _text(
        text,
        x=x,
        y=y,
        font_size=size,
        text_anchor="middle",
        fill=ink,
        textLength=room if wide else None,
        lengthAdjust="spacingAndGlyphs" if wide else None,
        **attributes,
    )


def back_svg() -> str:
    """Draw the back of a card: the same for every card of a one-sided deck.

    Returns:
        An ``svg`` element of [`CARD_WIDTH`][unokit.render.CARD_WIDTH] by
        [`CARD_HEIGHT`][unokit.render.CARD_HEIGHT] units.
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


# --------------------------------------------------------------------------------------
# A seat's view
# --------------------------------------------------------------------------------------

#: The width of a view's drawing, in SVG user units.
_VIEW_WIDTH = 760
#: The width of a card of the seat's hand in a view.
_HAND_CARD = 64
#: The width of a card of another seat's hand in a view.
_SMALL_CARD = 26


def view_svg(seen: SeatView, names: Callable[[int], str] | None = None) -> str:
    """Draw what one seat sees: the others' cards, the piles, the colour in play, its hand.

    Other seats are shown with their number of cards (their backs, or for two-sided cards
    the faces the seat sees on them), the seat to act is framed in gold, and the cards of the
    seat's hand that it can play now stand out. The piles show the top card, the draw pile
    (its back, or the face up of a two-sided deck) and how many cards each holds.

    Args:
        seen: The seat's view ([`unokit.view`][unokit.view]).
        names: How each seat is named; ``"Seat N"`` by default, ``"You"`` for the seat.

    Returns:
        An ``svg`` element, 760 units wide.
    """
    rules = seen.rules
    name = names or (lambda seat: "You" if seat == seen.seat else f"Seat {seat}")
    body: list[str] = []
    others = [seat for seat in _around(seen.seat, seen.players) if seat != seen.seat]
    per_row = max(1, min(len(others), 5))
    box_width = (_VIEW_WIDTH - 24 - 12 * (per_row - 1)) / per_row
    y = 14.0
    for index, seat in enumerate(others):
        x = 12 + (index % per_row) * (box_width + 12)
        top = y + (index // per_row) * 96
        body += _seat_box(seen, seat, name(seat), x, top, box_width)
    y += 96 * -(-len(others) // per_row) + 10
    body += _piles(seen, y)
    y += 150 + 22
    turn = seen.current_player
    if seen.winners:
        said = "The match is over."
    elif turn == seen.seat:
        said = f"{name(turn)}: your move." if name(turn) != "You" else "Your move."
    else:
        said = f"{name(turn)} to move."
    pending = seen.pending
    if pending is not None:
        said += f" {name(pending.seat)} must {pending.describe()}."
    body.append(
        _text(
            said,
            x=_VIEW_WIDTH / 2,
            y=y,
            font_size=16,
            font_weight=700,
            text_anchor="middle",
            fill="#ffffff",
        )
    )
    y += 14
    # A seat plays a two-sided card by the face it sees.
    playable = {move.card.face for move in seen.legal_moves if isinstance(move, Play)}
    per_line = (_VIEW_WIDTH - 24) // (_HAND_CARD + 6)
    hand = seen.hand
    rows = max(1, -(-len(hand) // per_line))
    for index, card in enumerate(hand):
        row, column = divmod(index, per_line)
        in_row = min(per_line, len(hand) - row * per_line)
        left = (_VIEW_WIDTH - in_row * (_HAND_CARD + 6) + 6) / 2
        raised = 10 if card.face in playable else 0
        x = left + column * (_HAND_CARD + 6)
        top = y + 12 + row * (_HAND_CARD * 1.5 + 12) - raised
        if raised:
            body.append(
                _element(
                    "rect",
                    x=x - 3,
                    y=top - 3,
                    width=_HAND_CARD + 6,
                    height=_HAND_CARD * 1.5 + 6,
                    rx=9,
                    fill=GOLD,
                )
            )
        body.append(_placed(card_svg(card, rules), x, top, _HAND_CARD))
    y += 12 + rows * (_HAND_CARD * 1.5 + 12) + 8
    label = "Your hand" if name(seen.seat) == "You" else f"{name(seen.seat)}'s hand"
    body.append(
        _text(
            f"{label}: {len(hand)} cards",
            x=_VIEW_WIDTH / 2,
            y=y + 6,
            font_size=13,
            text_anchor="middle",
            fill="#ffffff",
        )
    )
    height = y + 20
    felt = _element("rect", x=0, y=0, width=_VIEW_WIDTH, height=height, rx=18, fill="#1f5e3b")
    who = name(seen.seat)
    title = "What you see" if who == "You" else f"What {who} sees"
    return _svg(_VIEW_WIDTH, height, [felt, *body], label=f"{title} of a game of {rules.edition}")


def _around(seat: int, players: int) -> list[int]:
    """The seats in turn order from the one after ``seat``."""
    return [(seat + step) % players for step in range(1, players + 1)]


def _seat_box(seen: SeatView, seat: int, name: str, x: float, y: float, width: float) -> list[str]:
    """Another seat: its name, its cards (up to 12 drawn) and how many it holds."""
    to_act = seat == seen.current_player and not seen.winners
    body = [
        _element(
            "rect",
            x=x,
            y=y,
            width=width,
            height=86,
            rx=10,
            fill="#00000033",
            stroke=GOLD if to_act else "none",
            stroke_width=3,
        ),
    ]
    count = seen.hand_sizes[seat]
    facts = f"{count} card{'s' if count != 1 else ''}"
    if seat == seen.dealer:
        facts += " · dealer"
    if seat in seen.uno_exposed:
        facts += " · forgot UNO"
    body.append(_fitted(name, x + width / 2, y + 18, 13, width - 12, "#ffffff", font_weight=700))
    body.append(_fitted(facts, x + width / 2, y + 80, 11, width - 12, "#ffffffdd"))
    sides = seen.other_sides[seat] if seat < len(seen.other_sides) else ()
    shown = min(count, 12)
    if shown:
        step = min(_SMALL_CARD * 0.55, (width - 16 - _SMALL_CARD) / max(1, shown - 1))
        left = x + (width - (step * (shown - 1) + _SMALL_CARD)) / 2
        for index in range(shown):
            drawing = card_svg(sides[index], seen.rules) if sides else back_svg()
            body.append(_placed(drawing, left + index * step, y + 26, _SMALL_CARD))
    return body


def _piles(seen: SeatView, y: float) -> list[str]:
    """The draw pile, the discard pile, the colour in play and the direction, in a row."""
    rules = seen.rules
    middle = _VIEW_WIDTH / 2
    width = 84
    draw = back_svg() if seen.draw_pile_top is None else card_svg(seen.draw_pile_top, rules)
    body = [
        _placed(draw, middle - width - 20, y, width),
        _placed(card_svg(seen.top_card, rules), middle + 20, y, width),
        _text(
            f"{seen.draw_pile_size} to draw",
            x=middle - width / 2 - 20,
            y=y + 144,
            font_size=12,
            text_anchor="middle",
            fill="#ffffff",
        ),
        _text(
            f"{len(seen.discard_pile)} played",
            x=middle + width / 2 + 20,
            y=y + 144,
            font_size=12,
            text_anchor="middle",
            fill="#ffffff",
        ),
    ]
    color = seen.active_color
    chip_x = middle + width + 60
    body.append(
        _element(
            "circle",
            cx=chip_x + 14,
            cy=y + 48,
            r=14,
            fill=shade(color) if color is not None else "none",
            stroke="#ffffff",
            stroke_width=2,
        )
    )
    said = f"colour: {color}" if color is not None else "no colour yet"
    body.append(_text(said, x=chip_x + 36, y=y + 53, font_size=14, fill="#ffffff"))
    arrow = "clockwise" if seen.direction == 1 else "counterclockwise"
    body.append(_text(f"play goes {arrow}", x=chip_x, y=y + 88, font_size=13, fill="#ffffff"))
    body.append(
        _text(f"round {seen.round_number}", x=chip_x, y=y + 110, font_size=13, fill="#ffffff")
    )
    return body
