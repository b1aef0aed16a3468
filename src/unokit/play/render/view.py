"""What one seat sees of a game drawn as SVG: the others' cards, the piles, its own hand."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from unokit.core.moves import Play
from unokit.play.render.card import CARD_HEIGHT, CARD_WIDTH, back_svg, card_svg
from unokit.play.render.markup import _element, _fitted, _number, _svg, _text
from unokit.play.render.shades import shade

if TYPE_CHECKING:
    from unokit.core.views import SeatView

__all__ = ["view_svg"]

#: The highlight of whose turn it is and of the cards that can be played.
GOLD = "#f2c80f"
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


def _placed(drawing: str, x: float, y: float, width: float) -> str:
    """A card's drawing placed at ``(x, y)``, ``width`` units wide, in a larger drawing."""
    height = width * CARD_HEIGHT / CARD_WIDTH
    inner = drawing.split(">", 1)[1].rsplit("</svg>", 1)[0]
    return (
        f'<svg x="{_number(x)}" y="{_number(y)}" width="{_number(width)}" '
        f'height="{_number(height)}" viewBox="0 0 {CARD_WIDTH} {CARD_HEIGHT}">{inner}</svg>'
    )
