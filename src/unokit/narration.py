"""Narration: moves and what they cause, told in words for a person at the table.

Used by the ``unokit`` command (``play`` and ``replay``) and by the text rendering of the
reinforcement-learning environments. Everything here is derived from the states before and
after a move (who moves next, the direction, the hands, the rounds played) and from the
moves' and decisions' own words ([`describe_move`][unokit.describe_move]), never from card
names, so an edition's or a house rule's cards are told like classic ones. That includes
what a player cannot see happen on the table: hands that change places (a swap, every hand
passed on), every card turned over to its other side, cards shown to one player, and whether
a challenge succeeded (from who drew).

Seats are named from one seat's point of view: ``"You"`` for the human's seat and
``"Bot N"`` for the others, or ``"Seat N"`` for everyone when nobody is the human.
"""

from __future__ import annotations

from collections.abc import Collection, Sequence

import unokit
from unokit.cards import Card
from unokit.formats import SingleRound, match_format
from unokit.moves import (
    CallUno,
    CatchUno,
    Challenge,
    ChooseColor,
    Deal,
    Draw,
    Move,
    Play,
)
from unokit.state import GameState, seat_after

__all__ = [
    "Narrator",
    "answered_together",
    "describe",
    "is_single_round",
    "outcome_line",
    "scores_text",
    "seat_name",
    "standing",
    "verb",
]


def seat_name(seat: int, human: int | None, *, subject: bool = True) -> str:
    """How a seat is named: ``"You"`` (``"you"`` as an object), ``"Bot 2"`` or ``"Seat 2"``.

    Args:
        seat: The seat.
        human: The human's seat, or ``None`` to name every seat ``"Seat N"``.
        subject: ``True`` to start a sentence with the name (``"You"``), ``False`` for the
            name inside one (``"you"``).
    """
    if human is None:
        return f"Seat {seat}"
    if seat == human:
        return "You" if subject else "you"
    return f"Bot {seat}"


def verb(name: str, word: str) -> str:
    """The name and the verb agreeing with it: ``"You draw"``, ``"Bot 1 draws"``.

    Examples:
        >>> verb("Bot 1", "go"), verb("You", "go"), verb("Seat 2", "catch")
        ('Bot 1 goes', 'You go', 'Seat 2 catches')
    """
    return f"{name} {_form(name, word)}"


def _form(name: str, word: str) -> str:
    """The verb ``word`` in the form that agrees with ``name``."""
    if name.lower() == "you" or " and " in name:
        return word
    if word.endswith(("s", "sh", "ch", "x", "z", "o")):
        return f"{word}es"
    return f"{word}s"


def _sentence(text: str) -> str:
    """End ``text`` with a full stop, unless it already ends a sentence (``"UNO!"``)."""
    return text if text.endswith((".", "!", "?")) else text + "."


def _drawn(before: GameState, after: GameState, seat: int) -> int:
    """How many cards ``seat`` drew from ``before`` to ``after`` (0 if its hand was replaced).

    Cards drawn join the end of a hand, so a hand that still starts with the cards it held
    drew the rest; a hand swapped or passed on drew nothing.
    """
    return _extra(before.hands[seat], after.hands[seat])


def _extra(old: Sequence[Card], new: Sequence[Card]) -> int:
    """How many cards ``new`` adds at the end of ``old`` (0 if it does not start with it)."""
    if len(new) > len(old) and tuple(new[: len(old)]) == tuple(old):
        return len(new) - len(old)
    return 0


def _kept(move: Move, before: GameState) -> tuple[tuple[Card, ...], ...]:
    """Each hand of ``before`` once the card ``move`` plays has left it.

    A two-sided card may be played by the face its player sees: the first card of the hand
    with that face leaves it.
    """
    hands = before.hands
    if not isinstance(move, Play):
        return hands
    hand = list(hands[move.player])
    for index, card in enumerate(hand):
        if card.face == move.card.face:
            del hand[index]
            break
    return (*hands[: move.player], tuple(hand), *hands[move.player + 1 :])


def _starts_with(hand: Sequence[Card], cards: Sequence[Card]) -> bool:
    return len(hand) >= len(cards) and tuple(hand[: len(cards)]) == tuple(cards)


def _hand_sources(kept: Sequence[Sequence[Card]], after: GameState) -> list[int]:
    """For each seat, the seat whose hand (as ``kept``) it now holds: itself, or another.

    A hand that starts with what the seat kept is its own (cards drawn join the end); one
    that starts with another seat's kept hand was passed or swapped to it.
    """
    sources = []
    for seat, hand in enumerate(after.hands):
        source = seat
        if not _starts_with(hand, kept[seat]):
            source = next(
                (
                    other
                    for other, cards in enumerate(kept)
                    if other != seat and cards and _starts_with(hand, cards)
                ),
                seat,
            )
        sources.append(source)
    return sources


def _play_words(move: Play, before: GameState, human: int | None) -> str:
    """``"Bot 1 plays WDT, naming red, you and Bot 3, and calls UNO!"``."""
    name = seat_name(move.player, human)
    named = [str(move.color)] if move.color is not None else []
    named += [move.mark] if move.mark is not None else []
    named += [seat_name(seat, human, subject=False) for seat in move.seats]
    text = verb(name, "play") + f" {move.card.face}"  # a card's back is not seen once played
    if named:
        text += ", naming " + (" and ".join(named) if len(named) < 3 else _listed(named))
    if move.player != before.current_player:
        text += " out of turn"
    if move.uno:
        text += f", and {_form(name, 'call')} UNO!"
    return text


def _listed(words: Sequence[str]) -> str:
    return ", ".join(words[:-1]) + " and " + words[-1]


def _listed_and(words: Sequence[str]) -> str:
    return words[0] if len(words) == 1 else _listed(words)


def _said_by(name: str, words: str) -> str:
    """An order's words said of ``name``: "press the launcher" -> "Bot 1 presses the launcher"."""
    word, _, rest = words.partition(" ")
    return verb(name, word) + (f" {rest}" if rest else "")


def _told_by_phase(
    move: Move, before: GameState, after: GameState, human: int | None
) -> str | None:
    """The move in the words of the phase it was made in, with the cards its player drew.

    ``None`` if the phase leaves the move to its own words (see
    [`Pending.narrate_move`][unokit.Pending.narrate_move]).
    """
    phase = before.phase
    if phase is None:
        return None
    drawn = _drawn(before, after, move.player)
    told = phase.narrate_move(move, drawn, lambda seat: seat_name(seat, human, subject=False))
    if told is None:
        return None
    text = _said_by(seat_name(move.player, human), told)
    if drawn and (human is None or move.player == human):
        cards = after.hands[move.player][len(before.hands[move.player]) :]
        text += " (" + " ".join(map(str, cards)) + ")"
    return text


def _words(move: Move, before: GameState, after: GameState, human: int | None) -> str:
    """The move itself in words, without what it made others draw."""
    name = seat_name(move.player, human)
    if isinstance(move, Play):
        return _play_words(move, before, human)
    if isinstance(move, Draw):  # a draw no phase words: one card, as the move says
        text = verb(name, "draw") + " a card"
        drawn = after.hands[move.player][len(before.hands[move.player]) :]
        if (human is None or move.player == human) and _drawn(before, after, move.player):
            text += " (" + " ".join(map(str, drawn)) + ")"
        return text
    if isinstance(move, CallUno):
        return verb(name, "call") + " UNO!"
    if isinstance(move, CatchUno):
        return (
            verb(name, "catch") + f" {seat_name(move.target, human, subject=False)} not calling UNO"
        )
    if isinstance(move, ChooseColor):
        return verb(name, "name") + f" {move.color} for the opening Wild"
    if isinstance(move, Deal):
        return verb(name, "deal") + f" round {after.round_number}"
    # Any other move, an edition's or a house rule's included, in its own words.
    return _said_by(name, move.describe(lambda seat: seat_name(seat, human, subject=False)))


def describe(move: Move, before: GameState, after: GameState, human: int | None = None) -> str:
    """Say in words what ``move`` did, from ``before`` to ``after``.

    The move itself, then what it caused that is not the move's own words: the result of a
    challenge (from who drew), hands that changed places, every card turned over, cards shown
    to a player, seats taken out of the round, and the cards each seat drew.

    Args:
        move: The move applied.
        before: The state it was applied to.
        after: The state it gave.
        human: The human's seat (named "You"; the others are "Bot N"), or ``None`` to call
            every seat "Seat N". The human's new cards are listed when its hand changed
            places or was turned over; cards shown to a seat are listed when the human showed
            or saw them (always when ``None``).

    Examples:
        >>> import unokit
        >>> from unokit.cli import describe
        >>> state = unokit.new_game(players=2, seed=1)
        >>> move = unokit.Draw(state.current_player)
        >>> describe(move, state, unokit.apply(state, move)).startswith("Seat ")
        True
    """
    told = _told_by_phase(move, before, after, human)
    text = _words(move, before, after, human) if told is None else told
    if after.round_number != before.round_number:
        return _sentence(text)
    kept = _kept(move, before)
    turned = _turned_over(kept, after)
    sources = list(range(after.players)) if turned else _hand_sources(kept, after)
    grown = [
        _extra(turned[seat] if turned else kept[sources[seat]], after.hands[seat])
        for seat in range(after.players)
    ]
    if isinstance(move, Challenge) and any(grown):
        text += ": the challenge " + ("fails" if grown[move.player] else "succeeds")
    events = _moved_hands(sources, after, human)
    if turned:
        text_turned = (
            f"every card is turned over to its other side: {after.top_card.face} is on top"
        )
        events.append(text_turned + _now_holding(after, range(after.players), human))
    if after.reveal is not None and after.reveal is not before.reveal:
        events.append(_reveal_words(after, human))
    for seat in after.out:
        if seat not in before.out:
            name = seat_name(seat, human)
            events.append(f"{name} {'are' if seat == human else 'is'} out of the round")
    for seat, count in enumerate(grown):
        if count > 0 and not (seat == move.player and (told is not None or isinstance(move, Draw))):
            cards = "card" if count == 1 else "cards"
            events.append(f"{verb(seat_name(seat, human, subject=False), 'draw')} {count} {cards}")
    return _sentence("; ".join([text, *events]))


def _turned_over(
    kept: Sequence[Sequence[Card]], after: GameState
) -> tuple[tuple[Card, ...], ...] | None:
    """Each hand turned over, if ``after`` holds every hand of ``kept`` turned over; else None.

    Only when at least one card has another side to show (one-sided cards look the same).
    """
    turned = tuple(tuple(card.turned() for card in hand) for hand in kept)
    if turned == tuple(map(tuple, kept)):
        return None
    if all(_starts_with(hand, cards) for hand, cards in zip(after.hands, turned, strict=True)):
        return turned
    return None


def _moved_hands(sources: Sequence[int], after: GameState, human: int | None) -> list[str]:
    """Hands that changed places, in words, with the human's new hand if it moved."""
    moved = [seat for seat, source in enumerate(sources) if source != seat]
    if not moved:
        return []
    players = after.players
    clockwise = all(sources[seat] == (seat - 1) % players for seat in range(players))
    counter = all(sources[seat] == (seat + 1) % players for seat in range(players))
    if clockwise or counter:
        way = "clockwise" if clockwise else "counterclockwise"
        text = f"every hand passes to the next player {way}"
    elif len(moved) == 2 and sources[moved[0]] == moved[1]:
        pair = sorted(moved, key=lambda seat: seat != human)  # "you and Bot 2"
        text = _team_name(pair, human, subject=False) + " swap hands"
    else:
        text = ", ".join(
            verb(seat_name(seat, human, subject=False), "take")
            + f" {_possessive(sources[seat], human)} hand"
            for seat in moved
        )
    return [text + _now_holding(after, moved, human)]


def _now_holding(after: GameState, seats: Collection[int], human: int | None) -> str:
    """`` (you now hold: R1 G2)`` if the human is among ``seats``, else nothing."""
    if human is None or human not in seats:
        return ""
    cards = " ".join(str(card.face) for card in after.hands[human]) or "no cards"
    return f" (you now hold: {cards})"


def _possessive(seat: int, human: int | None) -> str:
    """``"your"``, ``"Bot 2's"``, ``"Seat 2's"``."""
    return "your" if seat == human else f"{seat_name(seat, human)}'s"


def _reveal_words(after: GameState, human: int | None) -> str:
    """Cards shown to one seat: who showed whom; the cards, if the human may see them."""
    reveal = after.reveal
    assert reveal is not None
    shower = seat_name(reveal.seat, human, subject=False)
    whose = "your" if reveal.seat == human else "their"
    text = f"{verb(shower, 'show')} {seat_name(reveal.to, human, subject=False)} {whose} hand"
    if human is None or human in (reveal.to, reveal.seat):
        text += ": " + (" ".join(str(card.face) for card in reveal.cards) or "no cards")
    return text


def answered_together(state: GameState, move: Move) -> bool:
    """Whether ``move`` answers a decision that several seats make at once.

    Derived from the legal moves alone: ``move`` is one of the pending decision's own moves
    (not a catch or a late UNO call beside it), another seat has answers to it too, and
    another seat's answer leaves ``move`` to be made: the decision waits for every one of
    them (everyone pointing at once, say), instead of going to whoever answers first.

    Examples:
        >>> import unokit
        >>> from unokit.narration import answered_together
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


def standing(state: GameState, human: int | None) -> str:
    """Where a game left unfinished stands: the scores so far (in a match) and the hands.

    Examples:
        >>> import unokit
        >>> from unokit.narration import standing
        >>> standing(unokit.new_game(players=2, seed=1), 0)
        'Scores so far: you 0, Bot 1 0. Cards in hand: you 7, Bot 1 7.'
    """
    hands = ", ".join(
        f"{seat_name(seat, human, subject=False)} {len(hand)}"
        for seat, hand in enumerate(state.hands)
    )
    text = f"Cards in hand: {hands}."
    if is_single_round(state):
        return text
    return f"Scores so far: {scores_text(state, human)}. {text}"


def is_single_round(state: GameState) -> bool:
    """Whether the game is one round with no match score (the match format ``single-round``)."""
    return isinstance(match_format(state.options.match), SingleRound)


def _team_name(team: Sequence[int], human: int | None, *, subject: bool = True) -> str:
    names = [seat_name(seat, human, subject=subject and i == 0) for i, seat in enumerate(team)]
    return " and ".join(names)


def scores_text(state: GameState, human: int | None) -> str:
    """The match scores by seat name (``"you 120, Bot 1 0"``), or by pair in a partners match."""
    return ", ".join(
        f"{_team_name(team, human, subject=False)} {score}"
        for team, score in zip(state.teams, state.team_scores, strict=True)
    )


def outcome_line(state: GameState, human: int | None) -> str:
    """Who won the match and why; with the final scores unless it was a single round."""
    result = unokit.outcome(state)
    if result is None:
        return "The match is not over."
    names = " and ".join(
        seat_name(seat, human, subject=i == 0) for i, seat in enumerate(result.winners)
    )
    text = verb(names, "win") + f" the match ({result.reason})."
    if not is_single_round(state):
        text += f" Final scores: {scores_text(state, human)}."
    return text


def _next_seat(state: GameState, seat: int) -> int:
    return seat_after(seat, state.direction, state.players, state.out)


def _passed_over(state: GameState, origin: int) -> list[int]:
    """The seats between ``origin`` and the player to move, in the direction of play."""
    seats: list[int] = []
    seat = _next_seat(state, origin)
    while seat != state.current_player and len(seats) < state.players:
        seats.append(seat)
        seat = _next_seat(state, seat)
    return seats if len(seats) < state.players else []


class Narrator:
    """Tells a game as it is played: each move, what it caused, each round's start and end.

    It follows the game move by move, because what a move causes can only be told once the
    decisions it opened are settled: a Wild Draw Four's victim is skipped when it accepts.

    Args:
        human: The human's seat, or ``None`` to call every seat "Seat N".

    Examples:
        >>> import unokit
        >>> from unokit.narration import Narrator
        >>> state = unokit.new_game(players=2, seed=1)
        >>> Narrator(0).opening(state)[0]
        'Round 1: You deal.'
    """

    def __init__(self, human: int | None = None) -> None:  # noqa: D107
        self.human = human
        #: The seat whose turn the current decisions belong to (the last one to take a turn).
        self.origin: int | None = None
        #: The answers to a decision every seat makes at once, told together once all are in.
        self.held: list[str] = []

    def name(self, seat: int, *, subject: bool = True) -> str:
        """The seat's name (see [`seat_name`][unokit.narration.seat_name])."""
        return seat_name(seat, self.human, subject=subject)

    def introduction(self, state: GameState, seed: int) -> list[str]:
        """The game, its seed, where the human sits and who plays after them; the partner."""
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
        numbers = [name.split()[-1] for name in others]
        if len(others) == 1:
            after = f"{others[0]} plays"
        elif len(others) == 2:
            after = f"Bots {numbers[0]} and {numbers[1]} play"
        else:
            after = f"Bots {numbers[0]} to {numbers[-1]} play"
        lines.append(f"You are seat {self.human}; {after} after you, clockwise.")
        for team in state.teams:
            if self.human in team and len(team) > 1:
                partners = _listed_and([self.name(seat) for seat in team if seat != self.human])
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
            covered = _listed_and([str(card.face) for card in reversed(pile[1:])])
            text += f" (turned up after {covered}, which it covers)"
        effects: list[str] = []
        if state.direction != 1:
            effects.append("play goes counterclockwise")
        for seat in range(state.players):
            extra = len(state.hands[seat]) - state.rules.hand_size
            if extra > 0:
                cards = "card" if extra == 1 else "cards"
                effects.append(f"{verb(self.name(seat, subject=False), 'draw')} {extra} {cards}")
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
        name = self.name(seat, subject=False)
        return f"{name} {'are' if name == 'you' else 'is'} skipped"

    def tell(self, move: Move, before: GameState, after: GameState) -> list[str]:
        """The move in words, then what it caused: a reversed direction, seats skipped.

        The answers to a decision that every seat makes at once (see
        [`answered_together`][unokit.narration.answered_together]) are kept back and told
        together, before the last answer: nobody hears another's choice before making theirs.
        """
        line = describe(move, before, after, self.human)
        if answered_together(before, move):
            self.held.append(line)
            return []
        told, self.held = self.held, []
        return [*told, *self._caused(move, before, after, line)]

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
        if events:
            line = line[:-1] + "; " + "; ".join(events) + "."
        return [line]

    def round_end(self, state: GameState) -> list[str]:
        """The round just ended: who went out, the hands left with their points, the scores."""
        result = state.history[-1]
        if result.void:
            return [f"Round {result.number} is void: nothing could be drawn or played."]
        assert result.winner is not None
        name = self.name(result.winner)
        round_name = "" if is_single_round(state) else f"Round {result.number}: "
        text = f"{round_name}{verb(name, 'go')} out"
        if result.points:
            team = next(team for team in state.teams if result.winner in team)
            if len(team) > 1:
                text += f"; {_team_name(team, self.human, subject=False)} score"
            else:
                text += f" and {_form(name, 'score')}"
            text += f" {result.points} points"
        lines = [_sentence(text)]
        left = [seat for seat in range(state.players) if seat != result.winner]
        if left and result.hand_points:
            lines.append("Hands left:")
            width = max(len(self.name(seat, subject=False)) for seat in left)
            for seat in left:
                hand = state.hands[seat]
                points = result.hand_points[seat]
                cards = " ".join(str(card.face) for card in hand) or "no cards"
                name = self.name(seat, subject=False)
                lines.append(f"  {name:<{width}}  {cards} ({points} points)")
        if not is_single_round(state):
            lines.append(f"Scores: {scores_text(state, self.human)}.")
        return lines
