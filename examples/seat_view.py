"""Render what one seat may know of a game as text: its hand, the table, its legal moves."""

from __future__ import annotations

import sys

import unokit


def render(seen: unokit.SeatView) -> str:
    others = ", ".join(
        f"seat {seat}: {size} cards"
        for seat, size in enumerate(seen.hand_sizes)
        if seat != seen.seat
    )
    direction = "clockwise" if seen.direction == 1 else "counterclockwise"
    lines = [
        f"seat {seen.seat} of {seen.players} ({seen.edition}), round {seen.round_number}",
        f"your hand:  {' '.join(map(str, seen.hand))}",
        f"top card:   {seen.top_card} (colour {seen.active_color}), play goes {direction}",
        f"draw pile:  {seen.draw_pile_size} cards; {others}",
        f"turn:       seat {seen.current_player}"
        + (f", waiting to {seen.pending.describe()}" if seen.pending else ""),
        "your moves: " + (", ".join(map(str, seen.legal_moves)) or "none right now"),
    ]
    return "\n".join(lines)


def main(seed: int = 8, seat: int = 1) -> str:
    state = unokit.new_game("classic", players=3, seed=seed)
    text = render(unokit.view(state, seat))
    print(text)
    return text


if __name__ == "__main__":
    main(int(sys.argv[1]) if len(sys.argv) > 1 else 8)
