"""What happened, told to one seat: lines derived from its views before and after a move.

Everything comes from ``unokit.describe_move`` (the move's own words, worded by the pending
decision) and from comparing two of the seat's views (hand sizes, colour, direction, rounds,
the result), so an edition's or a house rule's moves are told like classic ones, and a seat
is never told more than its views hold: it learns the cards it drew, and only how many
others drew.
"""

from __future__ import annotations

from collections.abc import Sequence

import unokit
from unokit_table.schema import seat_namer

__all__ = ["narrate", "opening"]


def _capital(text: str) -> str:
    return text[:1].upper() + text[1:]


def _cards(cards: Sequence[unokit.Card]) -> str:
    return " ".join(str(card) for card in cards)


def opening(seen: unokit.SeatView, names: Sequence[str]) -> list[str]:
    """The lines that open a round: who dealt, the top card, the colour in play.

    Args:
        seen: The seat's view at the start of the round.
        names: Every seat's name ("you" replaces the seat's own).
    """
    name = seat_namer(names, seen.seat)
    line = f"Round {seen.round_number}: {_capital(name(seen.dealer))} dealt; the top card is "
    line += str(seen.top_card)
    if seen.active_color is not None:
        line += f" ({seen.active_color})"
    return [line + "."]


def narrate(
    before: unokit.SeatView, move: unokit.Move, after: unokit.SeatView, names: Sequence[str]
) -> list[str]:
    """Tell ``after.seat`` what ``move`` did, from its views before and after the move.

    Args:
        before: The seat's view before the move.
        move: The move.
        after: The seat's view after it.
        names: Every seat's name ("you" replaces the seat's own).

    Returns:
        One line for the move, then a line for each consequence the seat can see.
    """
    name = seat_namer(names, after.seat)
    line = f"{_capital(name(move.player))}: {unokit.describe_move(before, move, name)}"
    if type(move).begins_turn and move.player != before.current_player:
        line += " (out of turn)"
    lines = [line + "."]
    if after.round_number == before.round_number:
        lines += _hands_grown(before, after, names)
        if after.active_color is not None and after.active_color != before.active_color:
            lines.append(f"The colour in play is {after.active_color}.")
        if after.direction != before.direction:
            way = "clockwise" if after.direction == 1 else "counterclockwise"
            lines.append(f"Play goes {way} now.")
    if len(after.history) > len(before.history):
        result = after.history[-1]
        if result.winner is None:
            lines.append(f"Round {result.number} is void.")
        else:
            winner = _capital(name(result.winner))
            lines.append(f"Round {result.number}: {winner} went out, {result.points} points.")
    if after.round_number > before.round_number:
        lines += opening(after, names)
    if after.winners and not before.winners:
        winners = " and ".join(_capital(name(seat)) for seat in after.winners)
        lines.append(f"Match over: {winners} won ({after.end_reason}).")
    if after.reveal is not None and after.reveal != before.reveal:
        shown = after.reveal
        lines.append(f"{_capital(name(shown.seat))} shows you their hand: {_cards(shown.cards)}.")
    return lines


def _hands_grown(
    before: unokit.SeatView, after: unokit.SeatView, names: Sequence[str]
) -> list[str]:
    """A line for each hand that grew: the cards for the seat's own, the count for others."""
    name = seat_namer(names, after.seat)
    lines = []
    for seat, (old, new) in enumerate(zip(before.hand_sizes, after.hand_sizes, strict=True)):
        grown = new - old
        if grown <= 0:
            continue
        count = f"+{grown} card" + ("s" if grown > 1 else "")
        if seat == after.seat and after.hand[:old] == before.hand:
            count += f" ({_cards(after.hand[old:])})"
        lines.append(f"{_capital(name(seat))}: {count}, {new} in hand.")
    return lines
