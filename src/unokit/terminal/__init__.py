"""The human player of ``unokit play``: the table shown, moves chosen in steps or typed.

A move is chosen in steps, each a short numbered list: first the action (a card to play,
drawing, passing, accepting, challenging, calling UNO, catching a seat...), then, for a card
that names more, the colour, the mark (a character) or the seats, then whether to call UNO.
No list is longer than [`MAX_CHOICES`][unokit.terminal.MAX_CHOICES]; a longer one is shown a
page at a time. A move can also be typed in the notation of game records, without the seat
(``play W+4 blue``, ``draw``, ``catch 2``); ``help`` (or ``?``) explains the commands and the
card codes of the edition being played.

The steps are built from the legal moves alone (grouped by action with
[`group_moves`][unokit.group_moves], a card played several ways then by the fields of
[`Play`][unokit.Play]) and worded by the moves and decisions themselves
([`describe_move`][unokit.describe_move]), so every edition and house rule is played alike.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from typing import TextIO

import unokit
from unokit.agents import AgentFactory, GreedyAgent, choose_move
from unokit.moves import Move
from unokit.narration import Narrator, outcome_line, standing
from unokit.state import GameState
from unokit.terminal.help import help_text
from unokit.terminal.human import HumanAgent
from unokit.terminal.style import MAX_CHOICES, EndOfInput, Quit, Style

__all__ = ["MAX_CHOICES", "HumanAgent", "Style", "help_text", "play_match"]

# --------------------------------------------------------------------------------------
# The game
# --------------------------------------------------------------------------------------


def play_match(
    state: GameState,
    seed: int,
    stdin: TextIO,
    stdout: TextIO,
    human: int = 0,
    opponent: AgentFactory = GreedyAgent,
    *,
    resumed: int | None = None,
) -> tuple[list[Move], GameState]:
    """Play ``state`` at the terminal, the human at seat ``human`` and bots elsewhere.

    Returns when the match is over, the player quits (``q``) or the input ends; a game left
    unfinished ends with where it stands (the scores so far, the cards in each hand).

    Args:
        state: The game to play.
        seed: Seeds the bots and the driver (see [`choose_move`][unokit.agents.choose_move]).
        stdin: The player's answers.
        stdout: Where the game is told.
        human: The human's seat.
        opponent: Makes the bot of each other seat from a seed (greedy bots by default).
        resumed: For a saved game played on: how many moves it had (the game is then told
            from where it stands, not from the deal).

    Returns:
        The moves played (those of this session only) and the last state.
    """
    style = Style(stdout)
    player = HumanAgent(stdin, stdout, style, seat=human)
    agents: list[unokit.Agent] = [
        player if seat == human else opponent(seed + seat) for seat in range(state.players)
    ]
    rng = random.Random(seed)
    narrator = Narrator(human)
    moves: list[Move] = []

    def say(lines: Sequence[str], bold: bool = False) -> None:
        for line in lines:
            print(style.bold(line) if bold else line, file=stdout)

    introduction = narrator.introduction(state, seed)
    say(introduction[:1], bold=True)
    say(introduction[1:])
    if resumed is None:
        say(narrator.opening(state))
    else:
        moves_text = "1 move" if resumed == 1 else f"{resumed} moves"
        say([f"Resuming the saved game after {moves_text}, in round {state.round_number}."])
        say([standing(state, human)])
    try:
        while not state.is_over:
            player.state = state
            move = choose_move(state, agents, rng)
            if move is None:  # pragma: no cover - only when the match is over
                break
            before = state
            state = unokit.apply(state, move)
            moves.append(move)
            quicker = player.observe(move, before, state)
            if quicker is not None:
                say([quicker])
            if state.round_number != before.round_number:
                say(narrator.opening(state))  # a deal: the new round's opening
                continue
            say(narrator.tell(move, before, state))
            if len(state.history) > len(before.history):
                say(narrator.round_end(state), bold=True)
                if not state.is_over:
                    player.pause(f"Press Enter for round {state.round_number + 1} (q to quit). ")
        say([outcome_line(state, human)], bold=True)
    except Quit:
        say(["You leave the game.", standing(state, human)])
    except EndOfInput:
        say(["", "End of input: leaving the game.", standing(state, human)])
    return moves, state
