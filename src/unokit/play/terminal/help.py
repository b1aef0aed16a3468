"""The help of ``unokit play``: the commands and the card codes of the edition played."""

from __future__ import annotations

import textwrap
from collections.abc import Callable, Sequence

from unokit.core.cards import Card, Color
from unokit.core.moves import Move
from unokit.core.views import SeatView
from unokit.play.terminal.style import Style

# --------------------------------------------------------------------------------------
# Help
# --------------------------------------------------------------------------------------


def _rank_colors(seen: SeatView) -> dict[str, list[Color]]:
    """The colours each rank is printed in, on either side of the deck's cards.

    In the order of the game's colours (the light side's, then the dark side's, say).
    """
    order = {color: index for index, color in enumerate(seen.rules.colors)}
    found: dict[str, set[Color]] = {}
    for card in seen.rules.deck:
        for side in (card.face, card.back):
            if side is not None and side.color is not None:
                found.setdefault(side.rank, set()).add(side.color)
    return {
        rank: sorted(colors, key=lambda color: order.get(color, len(order)))
        for rank, colors in found.items()
    }


def _example(seen: SeatView, rank: str, colors: Sequence[Color], show: _Show) -> str:
    """A typed play of a card of ``rank``, with what it names: ``play WDT red 1,2``.

    ``colors``: the colours the rank is printed in (none for a Wild).
    """
    kind = seen.rules.kinds[rank]
    text = f"play {show(Card(colors[0] if colors else None, rank))}"
    if kind.is_wild and kind.names_color:
        text += f" {(kind.colors or seen.rules.colors)[0]}"
    if kind.names_mark and seen.rules.marks:
        text += f" {seen.rules.marks[0]}"
    if kind.names_seats:
        text += " " + ",".join(str(seat) for seat in range(1, kind.names_seats + 1))
    return text


#: Shows a card code: plain, or in its colour (``Style.card``).
_Show = Callable[[Card], str]

#: The width of the help's lines: what a terminal of 80 columns shows without wrapping.
_HELP_WIDTH = 80


def help_text(seen: SeatView, style: Style | None = None) -> str:
    """What ``help`` prints: the commands, the moves typed now, and the edition's card codes.

    Generated from the game's rules (``seen.rules.kinds`` and the deck) and the legal moves,
    so it is right for every edition and house rule: each card code is written in the colours
    it is printed in, on either side of two-sided cards.

    Args:
        seen: The view of the seat asking.
        style: Colours the card codes, or ``None`` for plain text.
    """
    rules = seen.rules
    kinds = rules.kinds.values()
    names = ["the colour"]
    if any(kind.names_mark for kind in kinds):
        names.append(f"the {rules.mark_label}")
    if any(kind.names_seats for kind in kinds):
        names.append("the players")
    intro = (
        "Choose by number, one step at a time: the action, then (for a card that names "
        f"more) {', '.join(names)}, then whether to call UNO. 0 lets a chance to act out "
        "of turn go, or goes back a step. Or type a move as in game records, without your "
        "seat number:"
    )
    lines = [
        *textwrap.wrap(intro, _HELP_WIDTH),
        "  play R7            play a card; add what it names, and 'uno' to call UNO",
        "  play W blue        play a Wild, naming a colour (R7 uno: play and call UNO)",
        "  draw, pass         draw a card; keep the card drawn, or pass",
        "  accept, challenge  answer a card played on you",
        "  uno, catch 2       call UNO late; catch seat 2 not calling UNO",
        "Where a number is asked, a choice may be typed instead: red, Bot 3...",
        "Other commands: help or ? (this text), q or quit (leave the game).",
    ]
    typed = list(dict.fromkeys(_typed(move) for move in seen.legal_moves))
    if typed:
        shown = typed[:12] + (["..."] if len(typed) > 12 else [])
        lines += _listed("Your moves now, typed: ", shown)
    listed = ", ".join(f"{color.letter} {color}" for color in rules.colors)
    codes = f"Card codes: a colour ({listed}) and a rank; Wild cards start with W."
    lines += textwrap.wrap(codes, _HELP_WIDTH, subsequent_indent="  ")
    show: _Show = style.card if style is not None else str
    colors = _rank_colors(seen)
    for rank, kind in rules.kinds.items():
        if rank.isdigit():
            continue
        names = []
        if kind.is_wild and kind.names_color:
            names.append("a colour")
        if kind.names_mark:
            names.append(f"a {rules.mark_label}")
        if kind.names_seats:
            names.append(f"{kind.names_seats} player{'s' if kind.names_seats > 1 else ''}")
        printed = colors.get(rank, [])[:2] if not kind.is_wild else []
        cards = [Card(color, rank) for color in printed] or [Card(None, rank)]
        code = ", ".join(map(show, cards)) + ("..." if len(cards) > 1 else "")
        width = 16 + len(code) - len(", ".join(map(str, cards)) + "..." * (len(cards) > 1))
        what = f"{kind.name} ({kind.points} points)"
        if names:
            what += f"; names {' and '.join(names)}: {_example(seen, rank, printed, show)}"
        head, *more = textwrap.wrap(what, _HELP_WIDTH - 19)
        lines += [f"  {code:<{width}} {head}", *(" " * 19 + line for line in more)]
    numbers = sorted(rank for rank in rules.kinds if rank.isdigit())
    if numbers:
        lowest = Card(colors[numbers[0]][0], numbers[0])
        highest = Card(colors[numbers[-1]][-1], numbers[-1])
        code = f"{show(lowest)}...{show(highest)}"
        width = 16 + len(code) - len(f"{lowest}...{highest}")
        lines.append(f"  {code:<{width}} number cards (face value)")
    if rules.marks:
        lines.append(f"  {rules.mark_label.capitalize()}s: {', '.join(rules.marks)}")
    lines += _hand_limit(seen)
    return "\n".join(lines)


def _hand_limit(seen: SeatView) -> list[str]:
    """The game's hand limit under its name (the Mercy Rule), if the game has one."""
    rules = seen.rules
    if rules.hand_limit is None:
        return []
    label = rules.hand_limit_label or "the hand limit"
    limit = (
        f"{label[:1].upper()}{label[1:]}: a player who holds {rules.hand_limit} cards is "
        "out of the round (their cards go under the discard pile); the last player left "
        "in the round wins it."
    )
    return textwrap.wrap(limit, _HELP_WIDTH, subsequent_indent="  ")


def _listed(head: str, items: Sequence[str]) -> list[str]:
    """``head`` and ``items`` separated by commas, in lines of the help's width.

    A line breaks between items, never inside one; the lines after the first are indented.
    """
    lines = [head.rstrip()]
    for index, item in enumerate(items):
        word = item + ("," if index < len(items) - 1 else "")
        if len(lines[-1]) + 1 + len(word) > _HELP_WIDTH and lines[-1].strip():
            lines.append(" ")
        lines[-1] += " " + word
    return lines


def _typed(move: Move) -> str:
    """A move as the player types it: its text without the seat number."""
    return str(move).split(" ", 1)[1]
