"""The human player of ``unokit play``: the table shown, moves chosen in steps or typed.

A move is chosen in steps, each a short numbered list: first the action (a card to play,
drawing, passing, accepting, challenging, calling UNO, catching a seat...), then, for a card
that names more, the colour, the mark (a character) or the seats, then whether to call UNO.
No list is longer than [`MAX_CHOICES`][unokit.play.terminal.MAX_CHOICES]; a longer one is shown a
page at a time. A move can also be typed in the notation of game records, without the seat
(``play W+4 blue``, ``draw``, ``catch 2``); ``help`` (or ``?``) explains the commands and the
card codes of the edition being played.

The steps are built from the legal moves alone (grouped by action with
[`group_moves`][unokit.group_moves], a card played several ways then by the fields of
[`Play`][unokit.Play]) and worded by the moves and decisions themselves
([`describe_move`][unokit.describe_move]), so every edition and house rule is played alike.
"""

from __future__ import annotations

from collections.abc import Iterator, Sequence
from typing import TextIO

import unokit
from unokit.agents import MAX_STEPS, AgentFactory, GreedyAgent
from unokit.core.moves import Move
from unokit.core.state import GameState
from unokit.core.views import view
from unokit.io.records import GameRecord
from unokit.play.narration import Narrator, outcome_line, standing
from unokit.play.seating import Played, TableDriver
from unokit.play.terminal.help import help_text
from unokit.play.terminal.human import HumanAgent
from unokit.play.terminal.style import MAX_CHOICES, EndOfInput, Quit, Style

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
    resumed: GameRecord | None = None,
) -> tuple[list[Move], GameState]:
    """Play ``state`` at the terminal, the human at seat ``human`` and bots elsewhere.

    Returns when the match is over, the player quits (``q``) or the input ends; a game left
    unfinished ends with where it stands (the scores so far, the cards in each hand).

    Args:
        state: The game to play.
        seed: Seeds the bots and the driver (see
            [`TableDriver`][unokit.play.seating.TableDriver], which runs the game: the human is
            asked each decision that is theirs, with no time limit).
        stdin: The player's answers.
        stdout: Where the game is told.
        human: The human's seat.
        opponent: Makes the bot of each other seat from a seed (greedy bots by default).
        resumed: For a saved game played on (``state`` is where it stands): its record.
            The game is told from there, not from the deal: how many moves it had, then its
            last move as the human was told it.

    Returns:
        The moves played (those of this session only) and the last state.
    """
    style = Style(stdout)
    player = HumanAgent(stdin, stdout, style, seat=human)
    seats: list[unokit.Agent | None] = [
        None if seat == human else opponent(seed + seat) for seat in range(state.players)
    ]
    driver = TableDriver(state, seats, seed=seed, time_limit=None, stand_in=opponent)
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
        count = len(resumed.moves)
        moves_text = "1 move" if count == 1 else f"{count} moves"
        say([f"Resuming the saved game after {moves_text}, in round {state.round_number}."])
        last = _caught_up(narrator, resumed)
        if last:
            say([f"The last move: {last[0]}", *last[1:]])
        say([standing(state, human)])
    try:
        for played in _played(driver, player, human):
            before, move, state = played.before, played.move, played.after
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


def _played(driver: TableDriver, player: HumanAgent, human: int) -> Iterator[Played]:
    """Each move of the game, one at a time: the driver moves the bots, the human is asked."""
    for _ in range(MAX_STEPS):
        if driver.state.is_over:
            return
        done = driver.advance(limit=1)
        yield from done
        if done:
            continue
        asked = driver.waiting()
        if not asked:  # pragma: no cover - with no clock, a bot or the human can always move
            return
        for decision in asked:
            state = driver.state
            player.state = state
            move = player.choose(view(state, human), optional=decision.optional)
            if move is None:
                driver.decline(human)
            else:
                driver.submit(human, move)


def _caught_up(narrator: Narrator, game: GameRecord) -> list[str]:
    """Have ``narrator`` follow ``game``'s moves; return what it told of the last one.

    A narrator that missed the moves would not know whose turn the decision in play
    belongs to, and would tell its answer without the seats it skips.
    """
    told: list[str] = []
    states = game.replay()
    before = next(states)
    for move, after in zip(game.moves, states, strict=False):
        told = narrator.follow(move, before, after)
        before = after
    return told
