"""Text rendering of an environment's table, as ``unokit play`` shows it to a seat."""

from __future__ import annotations

from unokit.core.views import view
from unokit.play.cli import describe
from unokit.rl.turns import Turns

__all__ = ["render_table"]


def render_table(turns: Turns) -> str:
    """The last move in words, as the seat asked now is told it, then the table it sees.

    Only that seat's view is shown (its own hand, the other hands' sizes), as ``unokit play``
    shows the table to its player; once the match is over, the final scores.

    Examples:
        >>> import unokit
        >>> from unokit.rl.render import render_table
        >>> from unokit.rl.turns import Turns
        >>> text = render_table(Turns(unokit.new_game("classic", players=2, seed=1)))
        >>> text.startswith("Top card: ")
        True
    """
    state = turns.state
    lines: list[str] = []
    if turns.last_move is not None and turns.last_state is not None:
        # Told to the seat asked now (a spectator once the match is over): no other hand.
        told = describe(
            turns.last_move, turns.last_state, state, turns.seat, spectator=turns.seat is None
        )
        lines.append(told)
    if turns.seat is None:
        scores = ", ".join(f"Seat {seat} {score}" for seat, score in enumerate(state.scores))
        winners = " and ".join(f"Seat {seat}" for seat in state.winners)
        lines.append(f"{winners} won the match. Final scores: {scores}.")
        return "\n".join(lines)
    seat = turns.seat
    seen = view(state, seat)
    arrow = "clockwise" if seen.direction == 1 else "counterclockwise"
    lines.append(
        f"Top card: {seen.top_card}   colour in play: {seen.active_color or 'none yet'}   "
        f"direction: {arrow}   draw pile: {seen.draw_pile_size}"
    )
    sizes = ", ".join(
        f"{'you' if other == seat else f'Seat {other}'} {size}"
        for other, size in enumerate(seen.hand_sizes)
    )
    lines.append(f"Cards in hand: {sizes}")
    lines.append(f"Scores: {', '.join(map(str, seen.scores))}")
    asked = f"Seat {seat} is asked"
    if turns.optional:
        asked += " out of turn (it may wait)"
    if turns.choice is not None:
        asked += f" to choose the {turns.choice.asking} of {turns.choice.candidates[0].card}"
    elif seen.pending is not None and seen.current_player == seat:
        asked += f" to {seen.pending.describe()}"
    lines.append(asked + ".")
    lines.append(f"Its hand: {' '.join(map(str, seen.hand))}")
    return "\n".join(lines)
