"""Narration: moves and what they cause, told in words to one person at the table.

One narration for every front end: the ``unokit`` command (``play`` and ``replay``), the
browser table of ``examples/unokit-table`` and the text rendering of the
reinforcement-learning environments. Everything here is derived from the states before and
after a move (who moves next, the direction, the hands, the rounds played) and from the
plugins' own words (the moves' and decisions' [`describe_move`][unokit.describe_move] and
[`narrate_move`][unokit.Pending.narrate_move], the draws they word with
[`narrate_draw`][unokit.Pending.narrate_draw], the card kinds' and plugin states' words),
never from card names, so an edition's or a house rule's cards are told like classic ones.
That includes what a player cannot see happen on the table: hands that change places (a
swap, every hand passed on), every card turned over to its other side, cards shown to one
player, seats taken out of the round, and whether a challenge succeeded (from who drew).

The narration speaks to one [`Voice`][unokit.play.narration.Voice]: a seat, told in the second
person ("You draw 2 cards") while every other seat is named with the table's names in the
third person ("Ann draws 2 cards"); a spectator, told only what everyone at the table sees;
or the reader of a record, told every card. Without the table's names, seats are
``"Bot N"`` from a seat's point of view and ``"Seat N"`` otherwise.
"""

from __future__ import annotations

from collections.abc import Sequence

import unokit
from unokit.core.cards import Card
from unokit.core.formats import SingleRound, match_format
from unokit.core.moves import CallUno, CatchUno, Challenge, ChooseColor, Deal, Draw, Move, Play
from unokit.core.state import GameState, seat_after
from unokit.play._telling import (
    Voice,
    draw_words,
    extra,
    faces,
    form,
    hand_sources,
    in_order,
    kept,
    listed,
    moved_hands,
    now_holding,
    out_words,
    passed_over,
    reveal_words,
    said_by,
    turned_over,
)
from unokit.play._telling import verb as _verb

__all__ = [
    "Narrator",
    "Voice",
    "answered_together",
    "describe",
    "is_single_round",
    "outcome_line",
    "scores_text",
    "seat_name",
    "standing",
    "verb",
]

#: Who is told: a seat (``None``: a record's reader, every seat "Seat N"), or a voice.
Listener = int | Voice | None


def _voice(listener: Listener) -> Voice:
    return listener if isinstance(listener, Voice) else Voice(listener)


def seat_name(seat: int, human: Listener, *, subject: bool = True) -> str:
    """How a seat is named: ``"You"`` (``"you"`` as an object), ``"Bot 2"`` or ``"Seat 2"``.

    Args:
        seat: The seat.
        human: The seat spoken to, or ``None`` to name every seat ``"Seat N"``; or a
            [`Voice`][unokit.play.narration.Voice] with the table's names.
        subject: ``True`` to start a sentence with the name (``"You"``), ``False`` for the
            name inside one (``"you"``).
    """
    return _voice(human).name(seat, subject=subject)


def verb(name: str, word: str) -> str:
    """The name and the verb agreeing with it: ``"You draw"``, ``"Bot 1 draws"``.

    Examples:
        >>> verb("Bot 1", "go"), verb("You", "go"), verb("Seat 2", "catch")
        ('Bot 1 goes', 'You go', 'Seat 2 catches')
    """
    return _verb(name, word)


def _sentence(text: str) -> str:
    """End ``text`` with a full stop, unless it already ends a sentence (``"UNO!"``)."""
    return text if text.endswith((".", "!", "?")) else text + "."


def _play_words(move: Play, before: GameState, voice: Voice) -> str:
    """``"Bot 1 plays WDT, naming red, linking you and Bot 3, and calls UNO!"``."""
    name = voice.name(move.player)
    kind = before.rules.kinds.get(move.card.rank)
    told = kind.naming_verb if kind is not None else ""
    named = [str(move.color)] if move.color is not None else []
    chosen = [move.mark] if move.mark is not None else []
    chosen += [voice.name(seat, subject=False) for seat in move.seats]
    text = verb(name, "play") + f" {move.card.face}"  # a card's back is not seen once played
    if told and chosen:
        if named:
            text += f", naming {named[0]}"
        text += f", {told} {listed(chosen)}"
    elif named or chosen:
        named += chosen
        text += ", naming " + (" and ".join(named) if len(named) < 3 else listed(named))
    if move.player != before.current_player:
        text += " out of turn"
    if move.uno:
        text += f", and {form(name, 'call')} UNO!"
    return text


def _told_by_phase(move: Move, before: GameState, after: GameState, voice: Voice) -> str | None:
    """The move in the words of the phase it was made in, with the cards its player drew.

    ``None`` if the phase leaves the move to its own words (see
    [`Pending.narrate_move`][unokit.Pending.narrate_move]).
    """
    phase = before.phase
    if phase is None:
        return None
    drawn = extra(before.hands[move.player], after.hands[move.player])
    told = phase.narrate_move(move, drawn, voice.namer())
    if told is None:
        return None
    text = said_by(voice.name(move.player), told)
    cards = tuple(after.hands[move.player][len(before.hands[move.player]) :])
    if drawn and voice.sees(move.player) and not phase.narrate_draw(move, move.player, cards):
        text += f" ({faces(cards)})"  # unless the draw is told with its reason, below
    return text


def _words(move: Move, before: GameState, after: GameState, voice: Voice) -> str:
    """The move itself in words, without what it made others draw."""
    name = voice.name(move.player)
    if isinstance(move, Play):
        return _play_words(move, before, voice)
    if isinstance(move, Draw):  # a draw no phase words: one card, as the move says
        text = verb(name, "draw") + " a card"
        if voice.sees(move.player) and extra(before.hands[move.player], after.hands[move.player]):
            text += f" ({faces(after.hands[move.player][len(before.hands[move.player]) :])})"
        return text
    if isinstance(move, CallUno):
        return verb(name, "call") + " UNO!"
    if isinstance(move, CatchUno):
        return verb(name, "catch") + f" {voice.name(move.target, subject=False)} not calling UNO"
    if isinstance(move, Deal):
        return verb(name, "deal") + f" round {after.round_number}"
    namer = voice.namer()
    if isinstance(move, ChooseColor) and before.phase is not None:
        # A colour is named for what the decision asks (an opening Wild, a roulette...).
        return said_by(name, before.phase.describe_move(move, namer) or move.describe(namer))
    # Any other move, an edition's or a house rule's included, in its own words.
    return said_by(name, move.describe(namer))


def describe(
    move: Move,
    before: GameState,
    after: GameState,
    human: Listener = None,
    *,
    names: Sequence[str] | None = None,
    spectator: bool = False,
) -> str:
    """Say in words what ``move`` did, from ``before`` to ``after``.

    The move itself, then what it caused that is not the move's own words: the result of a
    challenge (from who drew), hands that changed places, every card turned over, cards shown
    to a player, seats taken out of the round, and the cards each seat drew (in the
    plugins' words when they give a reason: "until a red card showed").

    Args:
        move: The move applied.
        before: The state it was applied to.
        after: The state it gave.
        human: The seat spoken to (named "You"; the others are "Bot N" or their names), or
            ``None`` for nobody at the table (every seat "Seat N" or its name); or a
            [`Voice`][unokit.play.narration.Voice]. The cards a seat drew, a hand that changed
            places or was turned over, and cards shown to a seat are listed for the seat
            they belong to (for every seat when nobody is spoken to, unless ``spectator``).
        names: The table's names of the seats (instead of "Bot N" or "Seat N").
        spectator: With ``human=None``: tell only what everyone at the table sees, never a
            card in a hand.

    Examples:
        >>> import unokit
        >>> from unokit.play.cli import describe
        >>> state = unokit.new_game(players=2, seed=1)
        >>> move = unokit.Draw(state.current_player)
        >>> describe(move, state, unokit.apply(state, move)).startswith("Seat ")
        True
    """
    voice = _voice(human)
    if names is not None or spectator:
        voice = Voice(voice.seat, names if names is not None else voice.names, spectator)
    told = _told_by_phase(move, before, after, voice)
    text = _words(move, before, after, voice) if told is None else told
    if after.round_number != before.round_number:
        return _sentence(text)
    held = kept(move, before)
    turned = turned_over(held, after)
    sources = list(range(after.players)) if turned else hand_sources(held, after)
    grown = [
        extra(turned[seat] if turned else held[sources[seat]], after.hands[seat])
        for seat in range(after.players)
    ]
    limit = after.rules.hand_limit
    for seat in after.out:  # a seat out of the round: its cards went to the discard pile
        if seat not in before.out and limit is not None and not after.hands[seat]:
            grown[seat] = max(limit - len(held[sources[seat]]), 0)
    if isinstance(move, Challenge) and any(grown):
        text += ": the challenge " + ("fails" if grown[move.player] else "succeeds")
    events = moved_hands(sources, after, voice)
    if turned:
        text_turned = (
            f"every card is turned over to its other side: {after.top_card.face} is on top"
        )
        events.append(text_turned + now_holding(after, range(after.players), voice))
    if after.reveal is not None and after.reveal is not before.reveal:
        events.append(reveal_words(after, voice))
    events += _draw_events(move, before, after, held, grown, told is not None, voice)
    for seat in after.out:
        if seat not in before.out:
            events.append(out_words(before, after, seat, voice))
    return _sentence("; ".join([text, *events]))


def _draw_events(
    move: Move,
    before: GameState,
    after: GameState,
    held: Sequence[Sequence[Card]],
    grown: Sequence[int],
    told: bool,
    voice: Voice,
) -> list[str]:
    """The cards each seat drew, from the mover on, in the plugins' words when they give any.

    The mover's own draw is already told by a move that draws (a ``Draw``, or a move its
    phase words), unless a plugin words it with a reason. A seat taken out of the round
    drew the cards now at the bottom of the discard pile, after those it held.
    """
    events: list[str] = []
    drawers: tuple[int, ...] = ()
    for seat in in_order(before, move.player):
        count = grown[seat]
        if count <= 0:
            continue
        hand = after.hands[seat]
        cards = tuple(hand[len(hand) - count :]) if len(hand) >= count else ()
        if seat in after.out and seat not in before.out:
            cards = _buried(after, held[seat], count)
        words, reason = draw_words(move, before, after, seat, count, cards, drawers, voice)
        drawers += (seat,)
        if seat == move.player and (told or isinstance(move, Draw)) and not reason:
            continue
        text = said_by(voice.name(seat, subject=False), words)
        if cards and voice.sees(seat):
            text += f" ({faces(cards)})"
        events.append(text)
    return events


def _buried(after: GameState, held: Sequence[Card], count: int) -> tuple[Card, ...]:
    """The ``count`` cards buried under the discard pile right after ``held``."""
    pile = after.discard_pile
    for start in range(len(pile) - len(held) - count, -1, -1):
        if tuple(pile[start : start + len(held)]) == tuple(held):
            return tuple(pile[start + len(held) : start + len(held) + count])
    return ()


def answered_together(state: GameState, move: Move) -> bool:
    """Whether ``move`` answers a decision that several seats make at once.

    Derived from the legal moves alone: ``move`` is one of the pending decision's own moves
    (not a catch or a late UNO call beside it), another seat has answers to it too, and
    another seat's answer leaves ``move`` to be made: the decision waits for every one of
    them (everyone pointing at once, say), instead of going to whoever answers first.

    Examples:
        >>> import unokit
        >>> from unokit.play.narration import answered_together
        >>> state = unokit.new_game(players=2, seed=1)
        >>> answered_together(state, unokit.legal_moves(state)[0])
        False
    """
    pending = state.pending
    if pending is None:
        return False
    answers = tuple(pending.moves(state))
    if move not in answers:
        return False
    other = next((answer for answer in answers if answer.player != move.player), None)
    if other is None:
        return False
    return move in unokit.legal_moves(unokit.apply(state, other))


def standing(state: GameState, human: Listener) -> str:
    """Where a game left unfinished stands: the scores so far (in a match) and the hands.

    Examples:
        >>> import unokit
        >>> from unokit.play.narration import standing
        >>> standing(unokit.new_game(players=2, seed=1), 0)
        'Scores so far: you 0, Bot 1 0. Cards in hand: you 7, Bot 1 7.'
    """
    voice = _voice(human)
    hands = ", ".join(
        f"{voice.name(seat, subject=False)} {len(hand)}" for seat, hand in enumerate(state.hands)
    )
    text = f"Cards in hand: {hands}."
    if is_single_round(state):
        return text
    return f"Scores so far: {scores_text(state, voice)}. {text}"


def is_single_round(state: GameState) -> bool:
    """Whether the game is one round with no match score (the match format ``single-round``)."""
    return isinstance(match_format(state.options.match), SingleRound)


def _team_name(team: Sequence[int], voice: Voice, *, subject: bool = True) -> str:
    names = [voice.name(seat, subject=subject and i == 0) for i, seat in enumerate(team)]
    return " and ".join(names)


def scores_text(state: GameState, human: Listener) -> str:
    """The match scores by seat name (``"you 120, Bot 1 0"``), or by pair in a partners match."""
    voice = _voice(human)
    return ", ".join(
        f"{_team_name(team, voice, subject=False)} {score}"
        for team, score in zip(state.teams, state.team_scores, strict=True)
    )


def outcome_line(state: GameState, human: Listener) -> str:
    """Who won the match and why; with the final scores unless it was a single round."""
    result = unokit.outcome(state)
    if result is None:
        return "The match is not over."
    voice = _voice(human)
    names = " and ".join(voice.name(seat, subject=i == 0) for i, seat in enumerate(result.winners))
    text = verb(names, "win") + f" the match ({result.reason})."
    if not is_single_round(state):
        text += f" Final scores: {scores_text(state, voice)}."
    return text


def _next_seat(state: GameState, seat: int) -> int:
    return seat_after(seat, state.direction, state.players, state.out)


def _passed_over(state: GameState, origin: int) -> list[int]:
    """The seats between ``origin`` and the player to move, in the direction of play."""
    return passed_over(state, origin, lambda seat: _next_seat(state, seat))


class Narrator:
    """Tells a game as it is played: each move, what it caused, each round's start and end.

    It follows the game move by move, because what a move causes can only be told once the
    decisions it opened are settled: a Wild Draw Four's victim is skipped when it accepts.
    Every front end tells a game with it ([`follow`][unokit.play.narration.Narrator.follow] after
    each move), so the terminal, the browser table and ``unokit replay`` tell a seat the
    same lines.

    Args:
        human: The seat spoken to ("You"), or ``None`` for nobody at the table; or a
            [`Voice`][unokit.play.narration.Voice].
        names: The table's names of the seats (default: "Bot N", or "Seat N" when nobody
            is spoken to).
        spectator: With ``human=None``: tell only what everyone at the table sees (see
            [`spectator_view`][unokit.spectator_view]); otherwise every card is told, as
            to the reader of a record.

    Examples:
        >>> import unokit
        >>> from unokit.play.narration import Narrator
        >>> state = unokit.new_game(players=2, seed=1)
        >>> Narrator(0).opening(state)[0]
        'Round 1: You deal.'
        >>> Narrator(names=["Ann", "Bob"], spectator=True).opening(state)[0]
        'Round 1: Ann deals.'
    """

    def __init__(  # noqa: D107
        self,
        human: Listener = None,
        names: Sequence[str] | None = None,
        *,
        spectator: bool = False,
    ) -> None:
        voice = _voice(human)
        if names is not None or spectator:
            voice = Voice(voice.seat, names if names is not None else voice.names, spectator)
        #: Who is told, and how seats are named.
        self.voice = voice
        #: The seat spoken to, or ``None``.
        self.human = voice.seat
        #: The seat whose turn the current decisions belong to (the last one to take a turn).
        self.origin: int | None = None
        #: The answers to a decision every seat makes at once, told together once all are in.
        self.held: list[str] = []

    def name(self, seat: int, *, subject: bool = True) -> str:
        """The seat's name (see [`Voice.name`][unokit.play.narration.Voice.name])."""
        return self.voice.name(seat, subject=subject)

    def introduction(self, state: GameState, seed: int) -> list[str]:
        """The game, its seed, where the seat told sits and who plays after it; the partner."""
        rules = ""
        if state.house_rules:
            label = "house rules" if len(state.house_rules) > 1 else "house rule"
            rules = f", {label}: {', '.join(state.house_rules)}"
        lines = [
            f"unokit {state.edition}, {state.players} players, {state.options.match} match, "
            f"seed {seed}{rules}."
        ]
        if self.human is None:
            return lines
        others = [self.name(seat) for seat in range(state.players) if seat != self.human]
        if self.voice.names is not None:
            after = f"{listed(others)} {'plays' if len(others) == 1 else 'play'}"
        elif len(others) == 1:
            after = f"{others[0]} plays"
        else:
            numbers = [name.split()[-1] for name in others]
            joined = " and " if len(others) == 2 else " to "
            after = f"Bots {numbers[0]}{joined}{numbers[-1]} play"
        lines.append(f"You are seat {self.human}; {after} after you, clockwise.")
        for team in state.teams:
            if self.human in team and len(team) > 1:
                partners = listed([self.name(seat) for seat in team if seat != self.human])
                lines.append(f"Your partner is {partners}: you score and win together.")
        return lines

    def opening(self, state: GameState) -> list[str]:
        """The start of the round ``state`` is in: the dealer, the opening card and its effect."""
        self.origin = None
        self.held = []
        dealer = self.name(state.dealer)
        round_name = "" if is_single_round(state) else f"Round {state.round_number}: "
        lines = [f"{round_name}{verb(dealer, 'deal')}."]
        pile = state.discard_pile
        text = f"Opening card: {pile[0].face}"
        if len(pile) > 1:
            covered = listed([str(card.face) for card in reversed(pile[1:])])
            text += f" (turned up after {covered}, which it covers)"
        effects: list[str] = []
        if state.direction != 1:
            effects.append("play goes counterclockwise")
        for seat in range(state.players):
            added = len(state.hands[seat]) - state.rules.hand_size
            if added > 0:
                cards = "card" if added == 1 else "cards"
                effects.append(f"{verb(self.name(seat, subject=False), 'draw')} {added} {cards}")
        if state.direction == 1 and state.pending is None:
            effects += [self._skipped(seat) for seat in _passed_over(state, state.dealer)]
        lines.append(_sentence(text + (": " + ", ".join(effects) if effects else "")))
        player = self.name(state.current_player)
        if state.pending is not None:
            lines.append(f"{player} must first {state.pending.describe()}.")
        else:
            lines.append(f"{verb(player, 'play')} first.")
        return lines

    def _skipped(self, seat: int) -> str:
        return f"{self.voice.be(seat)} skipped"

    def tell(self, move: Move, before: GameState, after: GameState) -> list[str]:
        """The move in words, then what it caused: a reversed direction, seats skipped.

        The answers to a decision that every seat makes at once (see
        [`answered_together`][unokit.play.narration.answered_together]) are kept back and told
        together, before the last answer: nobody hears another's choice before making theirs.
        """
        line = describe(move, before, after, self.voice)
        if answered_together(before, move):
            self.held.append(line)
            return []
        told, self.held = self.held, []
        return [*told, *self._caused(move, before, after, line)]

    def follow(self, move: Move, before: GameState, after: GameState) -> list[str]:
        """Every line a front end tells after ``move``.

        What [`tell`][unokit.play.narration.Narrator.tell] says, then the round's end and the
        match's end if the move ended them; or, for a deal, the new round's opening.

        Examples:
            >>> import unokit
            >>> from unokit.play.narration import Narrator
            >>> state = unokit.new_game(players=2, seed=1)
            >>> move = unokit.Draw(state.current_player)
            >>> Narrator(0, ["Ann", "Bob"]).follow(move, state, unokit.apply(state, move))
            ['Bob draws a card.']
        """
        if after.round_number != before.round_number:
            return self.opening(after)  # a deal: the new round's opening
        lines = self.tell(move, before, after)
        if len(after.history) > len(before.history):
            lines += self.round_end(after)
        if after.is_over and not before.is_over:
            lines.append(outcome_line(after, self.voice))
        return lines

    def _caused(self, move: Move, before: GameState, after: GameState, line: str) -> list[str]:
        """``line`` (the move in words) with what the move caused."""
        if after.round_number != before.round_number or after.history != before.history:
            return [line]
        pending = before.pending
        if move.begins_turn and (
            pending is None  # a turn
            or move.player != pending.seat  # a play out of turn
            # a decision travelling round the table (a mini-pile, a stack of draws)
            or (after.pending is not None and after.pending.seat == _next_seat(after, move.player))
        ):
            self.origin = move.player
        events: list[str] = []
        if after.direction != before.direction:
            events.append("direction reversed")
        color = after.active_color
        played = move.card.color if isinstance(move, Play) else None
        if color not in (None, before.active_color, played) and str(color) not in line:
            events.append(f"the colour in play is now {color}")
        settled = after.pending is None and (pending is not None or move.begins_turn)
        if settled and self.origin is not None and not after.is_over:
            events += [self._skipped(seat) for seat in _passed_over(after, self.origin)]
        if events:  # "... calls UNO!; direction reversed."
            line = (line[:-1] if line.endswith(".") else line) + "; " + "; ".join(events) + "."
        return [line]

    def round_end(self, state: GameState) -> list[str]:
        """The round just ended: who won it, the hands left with their points, the scores.

        A round is won by going out, or by being the last seat left in it when every other
        is out of the round; the seats out of the round are told so, not as hands left.
        """
        result = state.history[-1]
        if result.void:
            return [f"Round {result.number} is void: nothing could be drawn or played."]
        assert result.winner is not None
        name = self.name(result.winner)
        round_name = "" if is_single_round(state) else f"Round {result.number}: "
        if state.hands[result.winner] and state.out:
            text = f"{round_name}{verb(name, 'win')} the round as the last player left in it"
        else:
            text = f"{round_name}{verb(name, 'go')} out"
        if result.points:
            team = next(team for team in state.teams if result.winner in team)
            if len(team) > 1:
                text += f"; {_team_name(team, self.voice, subject=False)} score"
            else:
                text += f" and {form(name, 'score')}"
            text += f" {result.points} points"
        lines = [_sentence(text)]
        left = [seat for seat in range(state.players) if seat != result.winner]
        if left and result.hand_points:
            lines.append("Hands left:")
            width = max(len(self.name(seat, subject=False)) for seat in left)
            for seat in left:
                name = self.name(seat, subject=False)
                if seat in state.out:
                    lines.append(f"  {name:<{width}}  out of the round")
                    continue
                cards = faces(state.hands[seat])
                lines.append(f"  {name:<{width}}  {cards} ({result.hand_points[seat]} points)")
        if not is_single_round(state):
            lines.append(f"Scores: {scores_text(state, self.voice)}.")
        return lines
