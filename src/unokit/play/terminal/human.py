"""The human player of ``unokit play``: moves chosen in steps, or typed."""

from __future__ import annotations

from collections.abc import Callable, Iterable, Sequence
from typing import TextIO

import attrs

import unokit
from unokit.core.cards import Card, Color
from unokit.core.errors import IllegalMoveError, ParseError
from unokit.core.moves import Move, Play
from unokit.core.state import GameState
from unokit.core.views import SeatView
from unokit.io.notation import parse_move
from unokit.play.narration import (
    answered_together,
    is_single_round,
    scores_text,
    seat_name,
)
from unokit.play.terminal.answers import (
    _named,
    _one_letter_from,
    _typed_verbs,
    _unknown,
    _your_words,
)
from unokit.play.terminal.help import help_text
from unokit.play.terminal.style import _STEPS, _TITLES, MAX_CHOICES, EndOfInput, Quit, Style

# --------------------------------------------------------------------------------------
# The human player
# --------------------------------------------------------------------------------------


class _Back(Exception):
    """The player went back a step."""


class HumanAgent:
    """An agent that asks a person at the terminal: moves chosen in steps, or typed.

    A decision that every seat answers at once (everyone pointing, say: see
    [`answered_together`][unokit.play.narration.answered_together]) is asked once, without a way
    to let it go, whatever order the other seats answer in; the answer stands until its turn
    comes. A chance to act out of turn (a catch, a card played out of turn) is asked once
    while it lasts: let go, it is not offered again until it passes or the discard pile
    changes; taken, it stands until another seat's move makes it impossible.

    Args:
        stdin: Where the answers are read.
        stdout: Where the table, the choices and the prompts are written.
        style: Colours the output, or not.
        seat: The seat played.

    Attributes:
        state: The game as it is now, set by the game loop before each move, so that a typed
            move that is not allowed is refused with the rules' reason
            ([`IllegalMoveError`][unokit.IllegalMoveError]); ``None`` gives a shorter reason
            and treats every move out of turn as a chance that may be let go.
    """

    def __init__(  # noqa: D107
        self, stdin: TextIO, stdout: TextIO, style: Style, *, seat: int = 0
    ) -> None:
        self.stdin = stdin
        self.stdout = stdout
        self.style = style
        self.seat = seat
        self.state: GameState | None = None
        #: The chances to act out of turn let go: not offered again while they last.
        self._declined: set[Move] = set()
        #: The move chosen out of turn and not applied yet: it stands, without asking again,
        #: while it stays legal and no turn begins (another seat may act first).
        self.intent: Move | None = None

    # Output ---------------------------------------------------------------------------

    def _print(self, text: str = "") -> None:
        print(text, file=self.stdout)

    def _name(self, seen: SeatView) -> Callable[[int], str]:
        return lambda seat: seat_name(seat, seen.seat, subject=False)

    def _show(self, seen: SeatView, optional: bool, together: bool) -> None:
        style = self.style
        arrow = "clockwise" if seen.direction == 1 else "counterclockwise"
        self._print()
        if together and seen.pending is not None:
            self._print(
                style.bold(f"Everyone answers at once: you too must {seen.pending.describe()}.")
                + " The answers are told together."
            )
        elif optional:
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
            + (" (out of the round)" if seat in seen.out else "")
            for seat, size in enumerate(seen.hand_sizes)
        )
        self._print(f"Cards in hand: {sizes}")
        for plugin_state in (seen.edition_state, *seen.house_rule_states):
            # A plugin's own state in its own words ("you and Bot 1 are linked...").
            describe = getattr(plugin_state, "describe", None)
            told = describe(self._name(seen)) if callable(describe) else None
            if isinstance(told, str) and told:
                self._print(told[:1].upper() + told[1:] + ".")
        for seat, sides in enumerate(seen.other_sides):
            if sides:
                name = seat_name(seat, seen.seat, subject=False).capitalize()
                self._print(f"{name} holds, seen from the back: {self._cards(sides)}")
        if seen.draw_pile_top is not None:
            self._print(f"On top of the draw pile, face up: {style.card(seen.draw_pile_top)}")
        if self.state is not None and not is_single_round(self.state):
            self._print(f"Scores: {scores_text(self.state, seen.seat)}")
        if seen.pending is not None and seen.current_player == seen.seat and not together:
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
        """Show the table, then ask for a move: in steps from numbered lists, or typed.

        A move chosen before and still standing (see the class) is returned without asking.
        """
        moves = seen.legal_moves
        if seen.round_over and len(moves) == 1 and not optional:
            return moves[0]  # the next deal, after the pause at the round's end
        if self.intent is not None and self.intent in moves:
            return self.intent  # chosen already: it waits for its turn among the answers
        together = self.state is not None and any(
            answered_together(self.state, move) for move in moves
        )
        if optional and not together and self._declined.issuperset(moves):
            return None  # a chance let go stays let go while it lasts
        self._show(seen, optional, together)
        while True:
            chosen = self._action(seen, optional and not together)
            if chosen is None:
                self._declined.update(moves)
                return None
            if isinstance(chosen, Move):
                move = chosen
            else:
                try:
                    move = self._refine(seen, chosen)
                except _Back:
                    continue
            self.intent = move if optional else None
            return move

    def observe(self, move: Move, before: GameState, after: GameState) -> str | None:
        """Follow a move applied: drop what it made impossible, forget the chances it ended.

        Returns:
            ``"Bot 3 was quicker than you."`` when another seat's move took the place of the
            move this player had chosen, else ``None``.
        """
        intent, self.intent = self.intent, None
        if move.player == self.seat:
            intent = None  # this player's own move: done
        mine = set(unokit.view(after, self.seat).legal_moves)
        if intent is not None and intent in mine and not move.begins_turn:
            self.intent = intent  # still to be made: it stands
            intent = None
        if after.discard_stack is not before.discard_stack or after.round_number != (
            before.round_number
        ):
            self._declined.clear()  # a new card on the pile: new chances
        else:
            self._declined &= mine
        if intent is None:
            return None
        return f"{seat_name(move.player, self.seat)} was quicker than you."

    def _action(self, seen: SeatView, optional: bool) -> Move | list[Play] | None:
        """The first step: the action. A card with several ways to play it is a group.

        ``optional``: the move may be declined (``0. do nothing``).
        """
        items: list[tuple[str, Move | list[Play]]] = []
        for group in unokit.group_moves(seen.legal_moves):
            plays = [move for move in group if isinstance(move, Play)]
            if len(plays) > 1:  # one card played several ways: chosen next
                items.append((self._group_text(seen, plays), plays))
            else:
                items.extend((self._move_text(seen, move), move) for move in group)
        zero = "do nothing (let the chance go while it lasts)" if optional else None
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
                title += _naming(seen, card)
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
                if step == "mark":
                    title += _naming(seen, card)
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
                self._print(help_text(seen, self.style))
                last = self._list(title, items, zero, start, page_size)
            elif word in {"b", "back"} and zero == "back":
                raise _Back
            elif answer:
                named = _named(answer, [label for label, _ in items])
                if named is not None:
                    return items[named][1]
                typed = self._typed_move(seen, answer, [label for label, _ in items])
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

    def _typed_move(
        self, seen: SeatView, text: str, labels: Sequence[str] = ()
    ) -> Move | list[Play] | None:
        """Read a typed move; say why it cannot be played (``None``), or return it.

        A play that leaves out what its card names (``play W+4``) returns the legal plays
        that match it, to choose the rest in steps; a card written without the mark it
        carries (``play W+4`` for ``W+4/Phoebe``) is the one card of the hand it can be. A
        verb one letter away from one of the game's (``colour``) is read as that one; a word
        that is neither a move nor a choice gets the nearest ones (``labels``: the choices
        shown).
        """
        if text.isdigit():
            self._print(f"'{text}' is not one of the choices: type a number shown, or a move.")
            return None
        word, _, rest = text.partition(" ")
        verbs = _typed_verbs(seen)
        if word.lower() not in verbs:
            spelled = _one_letter_from(word.lower(), verbs)
            if spelled is None:
                self._print(_unknown(text, verbs, labels))
                return None
            text = f"{spelled} {rest}".rstrip()
            self._print(f"(read as '{text}')")
        try:
            move = parse_move(seen, f"{seen.seat} {text}")
        except ParseError as exc:
            reason = _your_words(str(exc).split(" is not a move: ", 1)[-1], seen.seat)
            self._print(f"'{text}' is not a move: {reason}. Type ? for help.")
            return None
        if isinstance(move, Play) and move.card not in seen.hand:
            card = self._unmarked(seen, move.card)
            if card is None:
                return None
            move = attrs.evolve(move, card=card)
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
        self._print(f"'{text}' cannot be played: {_your_words(self._reason(move), seen.seat)}.")
        return None

    def _unmarked(self, seen: SeatView, card: Card) -> Card | None:
        """The one card of the hand that ``card``, written without its mark, can be.

        ``card`` itself when the hand holds no such card (the rules then say why it cannot be
        played); ``None``, after saying which, when the hand holds several.
        """
        if card.mark is not None:
            return card
        held = list(
            dict.fromkeys(
                other
                for other in seen.hand
                if other.mark is not None and (other.color, other.rank) == (card.color, card.rank)
            )
        )
        if len(held) > 1:
            shown = ", ".join(map(str, held))
            self._print(f"You hold several {card}: {shown}. Type the one to play.")
            return None
        return held[0] if held else card

    def _reason(self, move: Move) -> str:
        if self.state is None:
            return "it is not one of your moves now"
        try:
            unokit.apply(self.state, move)
        except IllegalMoveError as exc:
            return str(exc)
        return "it is not one of your moves now"


def _naming(seen: SeatView, card: Card) -> str:
    """What ``card`` does with what its player names, in brackets for a step's title."""
    naming = seen.rules.kinds[card.rank].naming
    return f" ({naming})" if naming else ""


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
