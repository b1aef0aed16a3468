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

import os
import random
from collections.abc import Callable, Iterable, Sequence
from typing import TextIO

import unokit
from unokit.agents import AgentFactory, GreedyAgent, choose_move
from unokit.cards import Card, Color
from unokit.errors import IllegalMoveError, ParseError
from unokit.moves import Move, Play
from unokit.narration import Narrator, is_single_round, outcome_line, scores_text, seat_name
from unokit.notation import parse_move
from unokit.state import GameState
from unokit.views import SeatView

__all__ = ["MAX_CHOICES", "HumanAgent", "Style", "help_text", "play_match"]

MAX_CHOICES = 20
"""The most numbered choices one screen lists; a longer list is shown a page at a time."""

#: The fields of a play chosen after its card, in the order they are asked.
_STEPS = ("color", "mark", "seats", "uno")
_TITLES = {
    "color": "Colour for {card}",
    "mark": "{mark} for {card}",
    "uno": "Call UNO with {card}?",
}


class Quit(Exception):
    """The player asked to leave the game (``quit``)."""


class EndOfInput(Exception):
    """The input ended while the player was asked for something."""


class Style:
    """Colours text for a terminal, or leaves it plain.

    Colour is used only when ``stream`` is a terminal and ``NO_COLOR`` is unset or empty.
    """

    def __init__(self, stream: TextIO) -> None:  # noqa: D107
        isatty = getattr(stream, "isatty", None)
        self.enabled = bool(isatty and isatty()) and not os.environ.get("NO_COLOR")

    def wrap(self, text: str, code: str) -> str:
        """``text`` in the ANSI style ``code``, if colour is on."""
        return f"\x1b[{code}m{text}\x1b[0m" if self.enabled and code else text

    def card(self, card: Card) -> str:
        """A card in its colour (Wild cards in bold magenta)."""
        code = card.color.ansi if card.color is not None else "1;35"
        return self.wrap(str(card), code)

    def color(self, color: Color | None) -> str:
        """A colour's name in its colour."""
        if color is None:
            return "none yet"
        return self.wrap(str(color), color.ansi)

    def bold(self, text: str) -> str:
        """``text`` in bold."""
        return self.wrap(text, "1")


# --------------------------------------------------------------------------------------
# Help
# --------------------------------------------------------------------------------------


def _example(seen: SeatView, rank: str) -> str:
    """A typed play of a card of ``rank``, with what it names: ``play WDT red 1,2``."""
    kind = seen.rules.kinds[rank]
    text = f"play {rank}" if kind.is_wild else f"play R{rank}"
    if kind.is_wild and kind.names_color:
        text += " red"
    if kind.names_mark and seen.rules.marks:
        text += f" {seen.rules.marks[0]}"
    if kind.names_seats:
        text += " " + ",".join(str(seat) for seat in range(1, kind.names_seats + 1))
    return text


def help_text(seen: SeatView) -> str:
    """What ``help`` prints: the commands, the moves typed now, and the edition's card codes.

    Generated from the game's rules (``seen.rules.kinds``) and the legal moves, so it is right
    for every edition and house rule.
    """
    rules = seen.rules
    kinds = rules.kinds.values()
    names = ["the colour"]
    if any(kind.names_mark for kind in kinds):
        names.append(f"the {rules.mark_label}")
    if any(kind.names_seats for kind in kinds):
        names.append("the players")
    lines = [
        "Choose by number, one step at a time: the action, then (for a card that names more)",
        f"{', '.join(names)}, then whether to call UNO. 0 lets a chance to act out of turn go,",
        "or goes back a step. Or type a move as in game records, without your seat number:",
        "  play R7            play a card; add what it names, and 'uno' to call UNO",
        "  play W blue        play a Wild, naming a colour (play R7 uno: play and call UNO)",
        "  draw, pass         draw a card; keep the card drawn, or pass",
        "  accept, challenge  answer a card played on you",
        "  uno, catch 2       call UNO late; catch seat 2 not calling UNO",
        "Other commands: help or ? (this text), q or quit (leave the game).",
    ]
    typed = list(dict.fromkeys(_typed(move) for move in seen.legal_moves))
    if typed:
        shown = ", ".join(typed[:12]) + (", ..." if len(typed) > 12 else "")
        lines.append(f"Your moves now, typed: {shown}")
    colors = ", ".join(f"{color.letter} {color}" for color in rules.colors)
    lines.append(f"Card codes: a colour ({colors}) and a rank; Wild cards start with W.")
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
        code = rank if kind.is_wild else f"R{rank}, Y{rank}..."
        what = f"; names {' and '.join(names)}: {_example(seen, rank)}" if names else ""
        lines.append(f"  {code:<16} {kind.name} ({kind.points} points){what}")
    numbers = sorted(rank for rank in rules.kinds if rank.isdigit())
    if numbers:
        code = f"R{numbers[0]}...B{numbers[-1]}"
        lines.append(f"  {code:<16} number cards (face value)")
    if rules.marks:
        lines.append(f"  {rules.mark_label.capitalize()}s: {', '.join(rules.marks)}")
    return "\n".join(lines)


def _typed(move: Move) -> str:
    """A move as the player types it: its text without the seat number."""
    return str(move).split(" ", 1)[1]


# --------------------------------------------------------------------------------------
# The human player
# --------------------------------------------------------------------------------------


class _Back(Exception):
    """The player went back a step."""


class HumanAgent:
    """An agent that asks a person at the terminal: moves chosen in steps, or typed.

    Args:
        stdin: Where the answers are read.
        stdout: Where the table, the choices and the prompts are written.
        style: Colours the output, or not.

    Attributes:
        state: The game as it is now, set by the game loop before each move, so that a typed
            move that is not allowed is refused with the rules' reason
            ([`IllegalMoveError`][unokit.IllegalMoveError]); ``None`` gives a shorter reason.
    """

    def __init__(self, stdin: TextIO, stdout: TextIO, style: Style) -> None:  # noqa: D107
        self.stdin = stdin
        self.stdout = stdout
        self.style = style
        self.state: GameState | None = None
        #: The out-of-turn moves last let go: not offered again until they change.
        self._declined: tuple[Move, ...] = ()
        #: The out-of-turn move last proposed (another seat may act first).
        self.proposed: Move | None = None

    # Output ---------------------------------------------------------------------------

    def _print(self, text: str = "") -> None:
        print(text, file=self.stdout)

    def _name(self, seen: SeatView) -> Callable[[int], str]:
        return lambda seat: seat_name(seat, seen.seat, subject=False)

    def _show(self, seen: SeatView, optional: bool) -> None:
        style = self.style
        arrow = "clockwise" if seen.direction == 1 else "counterclockwise"
        self._print()
        if optional:
            self._print(style.bold("You may act out of turn."))
        self._print(
            f"Top card: {style.card(seen.top_card)}   colour in play: "
            f"{style.color(seen.active_color)}   direction: {arrow}   "
            f"draw pile: {seen.draw_pile_size}"
        )
        team = next((team for team in seen.teams if seen.seat in team), (seen.seat,))
        sizes = ", ".join(
            f"{seat_name(seat, seen.seat, subject=False)} {size}"
            + (" (your partner)" if seat in team and seat != seen.seat else "")
            for seat, size in enumerate(seen.hand_sizes)
        )
        self._print(f"Cards in hand: {sizes}")
        for seat, sides in enumerate(seen.other_sides):
            if sides:
                name = seat_name(seat, seen.seat, subject=False).capitalize()
                self._print(f"{name} holds, seen from the back: {self._cards(sides)}")
        if seen.draw_pile_top is not None:
            self._print(f"On top of the draw pile, face up: {style.card(seen.draw_pile_top)}")
        if self.state is not None and not is_single_round(self.state):
            self._print(f"Scores: {scores_text(self.state, seen.seat)}")
        if seen.pending is not None and seen.current_player == seen.seat:
            self._print(f"Waiting for you to {seen.pending.describe()}.")
        self._print(f"Your hand: {self._cards(seen.hand)}")

    def _cards(self, cards: Iterable[Card]) -> str:
        return " ".join(self.style.card(card) for card in cards)

    # Input ----------------------------------------------------------------------------

    def _read(self, prompt: str) -> str:
        self.stdout.write(prompt)
        self.stdout.flush()
        line = self.stdin.readline()
        if not line:
            raise EndOfInput
        answer = line.strip()
        if answer.lower() in {"q", "quit", "exit"}:
            raise Quit
        return answer

    def pause(self, prompt: str) -> None:
        """Wait for Enter (``q`` leaves the game)."""
        self._read(prompt)

    # Choosing -------------------------------------------------------------------------

    def choose(self, seen: SeatView, *, optional: bool) -> Move | None:
        """Show the table, then ask for a move: in steps from numbered lists, or typed."""
        moves = seen.legal_moves
        if seen.round_over and len(moves) == 1 and not optional:
            return moves[0]  # the next deal, after the pause at the round's end
        if optional and moves == self._declined:
            return None  # a chance let go stays let go until it changes
        self._declined = ()
        self._show(seen, optional)
        while True:
            chosen = self._action(seen, optional)
            if chosen is None:
                self._declined = moves
                return None
            if isinstance(chosen, Move):
                self.proposed = chosen if optional else None
                return chosen
            try:
                move = self._refine(seen, chosen)
            except _Back:
                continue
            self.proposed = move if optional else None
            return move

    def _action(self, seen: SeatView, optional: bool) -> Move | list[Play] | None:
        """The first step: the action. A card with several ways to play it is a group."""
        items: list[tuple[str, Move | list[Play]]] = []
        for group in unokit.group_moves(seen.legal_moves):
            plays = [move for move in group if isinstance(move, Play)]
            if len(plays) > 1:  # one card played several ways: chosen next
                items.append((self._group_text(seen, plays), plays))
            else:
                items.extend((self._move_text(seen, move), move) for move in group)
        zero = "do nothing (let the chance go until it changes)" if optional else None
        return self._menu(seen, "Your move", items, zero)

    def _move_text(self, seen: SeatView, move: Move) -> str:
        text = unokit.describe_move(seen, move, self._name(seen))
        if isinstance(move, Play) and not move.card.rank.isdigit():
            name = seen.rules.kinds[move.card.rank].name
            text = text.replace(f"play {move.card}", f"play {move.card} ({name})", 1)
        if move.player != seen.current_player and isinstance(move, Play):
            text += " (out of turn)"
        if isinstance(move, Play) and not move.uno and len(seen.hand) == 2:
            text += ", without calling UNO"
        if seen.is_bluff(move):
            text += " (a bluff: you hold a card that matches)"
        return text

    def _group_text(self, seen: SeatView, plays: Sequence[Play]) -> str:
        card = plays[0].card
        kind = seen.rules.kinds[card.rank]
        then = [self._step_word(seen, step, plays) for step in _STEPS if _varies(plays, step)]
        text = f"play {card}"
        if not card.rank.isdigit():
            text += f" ({kind.name})"
        text += ", then choose " + " and ".join(then)
        if all(seen.is_bluff(play) for play in plays):
            text += " (a bluff: you hold a card that matches)"
        return text

    def _step_word(self, seen: SeatView, step: str, plays: Sequence[Play]) -> str:
        if step == "color":
            return "the colour"
        if step == "mark":
            return f"the {seen.rules.mark_label}"
        if step == "seats":
            count = len(plays[0].seats)
            return f"{count} player{'s' if count > 1 else ''}"
        return "whether to call UNO"

    def _refine(self, seen: SeatView, plays: list[Play]) -> Move:
        """The next steps for a card: colour, mark, seats (one at a time), UNO call."""
        history: list[list[Play]] = []
        while len(plays) > 1:
            step = next(step for step in _STEPS if _varies(plays, step))
            card = plays[0].card
            if step == "seats":
                picked = _common_seats(plays)
                options = sorted({s for play in plays for s in play.seats} - set(picked))
                title = f"Player {len(picked) + 1} of {len(plays[0].seats)} for {card}"
                items: list[tuple[str, Move | list[Play]]] = [
                    (
                        seat_name(seat, seen.seat, subject=False),
                        [play for play in plays if seat in play.seats],
                    )
                    for seat in options
                ]
            else:
                values = list(dict.fromkeys(getattr(play, step) for play in plays))
                if step == "uno":
                    values.sort(reverse=True)
                label = seen.rules.mark_label.capitalize()
                title = _TITLES[step].format(card=card, mark=label)
                items = [
                    (
                        self._value_text(step, value),
                        [play for play in plays if getattr(play, step) == value],
                    )
                    for value in values
                ]
            try:
                chosen = self._menu(seen, title, items, "back")
            except _Back:
                if not history:
                    raise
                plays = history.pop()
                continue
            if isinstance(chosen, Move):
                return chosen
            assert chosen is not None
            history.append(plays)
            plays = chosen
        return plays[0]

    def _value_text(self, step: str, value: object) -> str:
        if step == "color":
            assert isinstance(value, Color)
            return self.style.color(value)
        if step == "uno":
            return "call UNO" if value else "don't call UNO"
        return str(value)

    def _menu(
        self,
        seen: SeatView,
        title: str,
        items: Sequence[tuple[str, Move | list[Play]]],
        zero: str | None,
    ) -> Move | list[Play] | None:
        """Show ``items`` numbered (a page at a time) and read a number or a typed move.

        Returns:
            The move or group chosen; ``None`` for 0 at the first step (``zero`` given).

        Raises:
            _Back: for 0 (or ``back``) in a later step.
        """
        page_size = MAX_CHOICES if len(items) <= MAX_CHOICES else MAX_CHOICES - 1
        more = len(items) > page_size
        first = 0 if zero is not None else 1
        start = 0
        last = self._list(title, items, zero, start, page_size)
        while True:
            answer = self._read(f"Choose {first}-{last}, or type a move (? for help, q to quit): ")
            word = answer.lower()
            if answer.isdigit() and first <= int(answer) <= last:
                number = int(answer)
                if number == 0 and zero == "back":
                    raise _Back
                if number == 0:
                    return None
                if more and number == last:  # the next page, round to the first
                    start = start + page_size if start + page_size < len(items) else 0
                    last = self._list(title, items, zero, start, page_size)
                    continue
                return items[start + number - 1][1]
            if word in {"?", "help", "h"}:
                self._print(help_text(seen))
                last = self._list(title, items, zero, start, page_size)
            elif word in {"b", "back"} and zero == "back":
                raise _Back
            elif answer:
                typed = self._typed_move(seen, answer)
                if typed is not None:
                    return typed

    def _list(
        self,
        title: str,
        items: Sequence[tuple[str, object]],
        zero: str | None,
        start: int,
        page_size: int,
    ) -> int:
        """Print one page of ``items``, numbered from 1; return the last number shown."""
        shown = items[start : start + page_size]
        more = len(items) > page_size
        if more:
            pages = -(-len(items) // page_size)
            self._print(f"{title} (page {start // page_size + 1} of {pages}):")
        else:
            self._print(title if title.endswith("?") else f"{title}:")
        if zero is not None:
            self._print(f"   0. {zero}")
        for number, (label, _) in enumerate(shown, 1):
            self._print(f"  {number:2}. {label}")
        if not more:
            return len(shown)
        self._print(f"  {len(shown) + 1:2}. more choices")
        return len(shown) + 1

    def _typed_move(self, seen: SeatView, text: str) -> Move | list[Play] | None:
        """Read a typed move; say why it cannot be played (``None``), or return it.

        A play that leaves out what its card names (``play W+4``) returns the legal plays
        that match it, to choose the rest in steps.
        """
        if text.isdigit():
            self._print(f"'{text}' is not one of the choices: type a number shown, or a move.")
            return None
        try:
            move = parse_move(seen, f"{seen.seat} {text}")
        except ParseError as exc:
            reason = str(exc).split(" is not a move: ", 1)[-1]
            self._print(f"'{text}' is not a move: {reason}. Type ? for help.")
            return None
        if move in seen.legal_moves:
            return move
        if isinstance(move, Play):
            matching = [
                play
                for play in seen.legal_moves
                if isinstance(play, Play) and _completes(play, move)
            ]
            if matching:
                return matching
        self._print(f"'{text}' cannot be played: {self._reason(move)}.")
        return None

    def _reason(self, move: Move) -> str:
        if self.state is None:
            return "it is not one of your moves now"
        try:
            unokit.apply(self.state, move)
        except IllegalMoveError as exc:
            return str(exc)
        return "it is not one of your moves now"


def _varies(plays: Sequence[Play], step: str) -> bool:
    return len({getattr(play, step) for play in plays}) > 1


def _common_seats(plays: Sequence[Play]) -> list[int]:
    common = set(plays[0].seats)
    for play in plays[1:]:
        common &= set(play.seats)
    return sorted(common)


def _completes(play: Play, typed: Play) -> bool:
    """Whether ``play`` is ``typed`` with what ``typed`` leaves out filled in."""
    return (
        play.card == typed.card
        and typed.color in (None, play.color)
        and typed.mark in (None, play.mark)
        and (not typed.seats or typed.seats == play.seats)
        and (not typed.uno or play.uno)
    )


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
) -> tuple[list[Move], GameState]:
    """Play ``state`` at the terminal, the human at seat ``human`` and bots elsewhere.

    Returns when the match is over, the player quits (``q``) or the input ends.

    Args:
        state: The game to play.
        seed: Seeds the bots and the driver (see [`choose_move`][unokit.agents.choose_move]).
        stdin: The player's answers.
        stdout: Where the game is told.
        human: The human's seat.
        opponent: Makes the bot of each other seat from a seed (greedy bots by default).

    Returns:
        The moves played and the last state.
    """
    style = Style(stdout)
    player = HumanAgent(stdin, stdout, style)
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
    say(narrator.opening(state))
    try:
        while not state.is_over:
            player.state = state
            player.proposed = None
            move = choose_move(state, agents, rng)
            if move is None:  # pragma: no cover - only when the match is over
                break
            if player.proposed is not None and move != player.proposed:
                say([f"{narrator.name(move.player)} was quicker than you."])
            before = state
            state = unokit.apply(state, move)
            moves.append(move)
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
        say(["You leave the game."])
    except EndOfInput:
        say(["", "End of input: leaving the game."])
    return moves, state
