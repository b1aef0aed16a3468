"""The invariants of a state: what holds in every state a game can reach.

One home for these checks: loading a saved game (``unokit.io.saving``) refuses a state that
breaks one with a [`SaveError`][unokit.SaveError], and the conformance suite's
``consistency`` property ([`check_state`][unokit.testing.check_state]) reports it as a
violation. Each check raises ``Invalid`` with ``"<field>: <what is wrong>"``.

``check_state_fields`` checks the fields one by one and against each other, the decision's
and the edition's own ``check(state)``; ``check_match`` checks the scores, winners and end
reason against the rounds of the history.
"""

from __future__ import annotations

from collections import Counter
from typing import Any

import attrs

from unokit.core._pluginstates import state_problem
from unokit.core.errors import UnokitError, _said, _shown
from unokit.core.formats import MatchEnd, match_format
from unokit.core.state import GameState, RoundResult, stack_has_below

__all__ = ["Invalid", "check_match", "check_state_fields"]

# GameState fields that hold a seat number (or None).
_SEAT_FIELDS = ("dealer", "current_player")


class Invalid(ValueError):
    """A state no game could reach; the message names the field and what is wrong."""


def check_state_fields(state: GameState) -> None:
    """Refuse a state whose fields do not fit each other or the game's rules.

    Raises:
        Invalid: naming the first field that does not fit.
    """
    _check_players(state)
    _check_seats(state)
    _check_counters(state)
    pending = state.pending
    if pending is not None and state.current_player != pending.seat:
        raise Invalid(
            f"current_player: seat {_shown(pending.seat)} must answer the pending decision, "
            f"so it is the current player, not seat {state.current_player}"
        )
    _check_value("pending", pending, state)
    _check_plugin_state("edition_state", 0, state.edition_state, state)
    _check_house_rule_states(state)
    _check_sides(state)
    _check_hands(state)
    _check_reveal(state)


def _check_house_rule_states(state: GameState) -> None:
    """One state per house rule of the game (or none at all), each checked by its own type."""
    states = state.house_rule_states
    names = state.rules.house_rules
    if not states:
        return
    if len(states) != len(names):
        raise Invalid(
            f"house_rule_states: expected one entry per house rule of the game ({len(names)}), "
            f"not {len(states)}"
        )
    if all(item is None for item in states):
        raise Invalid("house_rule_states: no house rule keeps a state, so it must be empty")
    for i, item in enumerate(states):
        _check_plugin_state(f"house_rule_states[{i}]", 1 + i, item, state)


def _check_plugin_state(where: str, index: int, value: Any, state: GameState) -> None:
    """A plugin's state: of the type the plugin declares, immutable, then its own ``check``."""
    problem = state_problem(state.rules, index, value)
    if problem is not None:
        raise Invalid(f"{where}: {problem}")
    _check_value(where, value, state)


def _check_sides(state: GameState) -> None:
    """Two-sided cards turn over with the whole game: every card is the same way up."""
    rules = state.rules
    if not rules.two_sided:
        return
    first: Any = None
    for card in state.cards():
        turned = rules.as_dealt(card) is not card
        if first is None:
            first = (card, turned)
        elif turned != first[1]:
            raise Invalid(
                f"hands: the cards of a two-sided game turn over together, but {card} and "
                f"{first[0]} are not the same way up"
            )


def _check_players(state: GameState) -> None:
    rules = state.rules
    players = state.players
    if not rules.min_players <= players <= rules.max_players:
        raise Invalid(
            f"players: the {rules.edition} edition is for {rules.min_players} to "
            f"{rules.max_players} players, not {_shown(players)}"
        )
    try:
        match_format(rules.options.match).check_players(players)
    except UnokitError as exc:
        raise Invalid(f"players: {exc}") from None
    for name in ("hands", "scores"):
        if len(getattr(state, name)) != players:
            raise Invalid(f"{name}: expected one entry per seat ({players}), not fewer or more")


def _seats(state: GameState) -> list[tuple[str, int | None]]:
    """Every seat number the state names, with where it names it."""
    seats: list[tuple[str, int | None]] = [(name, getattr(state, name)) for name in _SEAT_FIELDS]
    seats += [(f"winners[{i}]", seat) for i, seat in enumerate(state.winners)]
    seats += [(f"uno_exposed[{i}]", seat) for i, seat in enumerate(state.uno_exposed)]
    seats += [(f"out[{i}]", seat) for i, seat in enumerate(state.out)]
    for i, result in enumerate(state.history):
        seats += [(f"history[{i}].dealer", result.dealer), (f"history[{i}].winner", result.winner)]
    if state.reveal is not None:
        seats += [("reveal.to", state.reveal.to), ("reveal.seat", state.reveal.seat)]
    if state.pending is not None:
        seats.append(("pending.seat", state.pending.seat))
    return seats


def _check_seats(state: GameState) -> None:
    players = state.players
    for i, result in enumerate(state.history):
        if len(result.hand_points) not in (0, players):
            raise Invalid(f"history[{i}].hand_points: expected one entry per seat")
    for where, seat in _seats(state):
        if seat is not None and not 0 <= seat < players:
            raise Invalid(
                f"{where}: there is no seat {_shown(seat)} in a game of {players} players"
            )
    if list(state.winners) != sorted(set(state.winners)):
        raise Invalid("winners: expected distinct seats in ascending order")
    _check_out(state)
    if list(state.uno_exposed) != sorted(set(state.uno_exposed)):
        raise Invalid("uno_exposed: expected distinct seats in ascending order")
    for exposed in state.uno_exposed:
        if len(state.hands[exposed]) != 1:
            raise Invalid(
                f"uno_exposed: only a player left with one card can be caught for not calling "
                f"UNO, and seat {exposed} holds {len(state.hands[exposed])}"
            )


def _check_out(state: GameState) -> None:
    """Seats out of the round: allowed by the rules, ascending, empty-handed, without a turn."""
    out = state.out
    if not out:
        return
    if not state.rules.knocks_out:
        raise Invalid("out: the game's rules never take a seat out of the round")
    if list(out) != sorted(set(out)) or len(out) >= state.players:
        raise Invalid("out: expected distinct seats in ascending order, one seat at least left")
    for seat in out:
        if state.hands[seat]:
            raise Invalid(f"out: seat {seat} is out of the round but holds cards")
    if state.is_over or state.round_over:
        return
    if state.current_player in out:
        raise Invalid(f"current_player: seat {state.current_player} is out of the round")
    if len(out) == state.players - 1:
        raise Invalid("out: only one seat is left in the round, so the round is over")


def _check_counters(state: GameState) -> None:
    """The direction, the round number, the draw pile's index and the passes in a row."""
    if state.direction not in (1, -1):
        raise Invalid(f"direction: expected 1 or -1, not {_shown(state.direction)}")
    if state.round_number < 1:
        raise Invalid(f"round_number: expected 1 or more, not {_shown(state.round_number)}")
    if not 0 <= state.draw_index <= len(state.draw_cards):
        raise Invalid(f"draw_index: expected 0 to {len(state.draw_cards)}")
    if not 0 <= state.passes <= state.players:
        raise Invalid(f"passes: expected 0 to {state.players}, not {_shown(state.passes)}")
    if not state.discard_stack:
        raise Invalid("discard_pile: the discard pile always holds at least its top card")
    if state.passes and (state.draw_pile or stack_has_below(state.discard_stack)):
        raise Invalid(
            f"passes: {state.passes} seats passed because nothing could be drawn, but cards "
            "can be drawn"
        )


def _check_hands(state: GameState) -> None:
    """No seat is left without cards in the middle of a round.

    A seat that plays its last card ends the round (the next deal waits, or the match is
    over), unless a decision its last card made is still to be settled (a Wild Draw Four to
    answer, a Point Taken to point at): then it is the only seat without cards. Seats out of
    the round hold none and do not count.
    """
    if state.winners or state.round_over:
        return
    empty = [seat for seat in state.seats_in_round if not state.hands[seat]]
    if empty and (state.pending is None or len(empty) > 1):
        raise Invalid(
            f"hands: seat {empty[-1]} holds no card in the middle of a round (a seat that "
            "goes out ends the round, unless a decision its last card made is pending, and "
            "then it is the only one)"
        )


def _check_reveal(state: GameState) -> None:
    """A reveal shows one seat's cards to another: its hand as it was, in order.

    The hand is shown whole (classic-guide.txt: "Show your remaining hand privately to
    that player"); cards the seat is given later in the same move (a successful
    challenge's penalty) come after them. So the cards shown start the seat's hand, in its
    order (two-sided cards by either face).
    """
    reveal = state.reveal
    if reveal is None:
        return
    if reveal.to == reveal.seat:
        raise Invalid(f"reveal.to: seat {reveal.seat} is shown its own cards")
    missing = Counter(reveal.cards) - Counter(state.hands[reveal.seat])
    if missing:
        card = min(missing, key=str)
        raise Invalid(
            f"reveal.cards: seat {reveal.seat} is shown holding {reveal.cards.count(card)} of "
            f"{card}, and holds {state.hands[reveal.seat].count(card)}"
        )
    hand = state.hands[reveal.seat]
    as_dealt = state.rules.as_dealt
    for index, card in enumerate(reveal.cards):
        if as_dealt(card) is not as_dealt(hand[index]):
            raise Invalid(
                f"reveal.cards: seat {reveal.seat}'s hand is shown whole and in its order, "
                f"but card {index + 1} shown is {card}, and of the hand {hand[index]}"
            )


def _check_value(where: str, value: Any, state: GameState) -> None:
    """Call the ``check(state)`` of a decision or an edition's state (see ``Pending.check``)."""
    check = getattr(value, "check", None) if attrs.has(type(value)) else None
    if check is None:
        return
    try:
        check(state)
    except ValueError as exc:
        raise Invalid(f"{where}.{_said(exc, 240)}") from None
    except Exception as exc:  # an edition's check may fail in other ways on impossible fields
        raise Invalid(
            f"{where}: the saved value cannot be checked ({_said(repr(exc), 240)})"
        ) from None


# --------------------------------------------------------------------------------------
# The match
# --------------------------------------------------------------------------------------


def check_match(state: GameState) -> None:
    """The scores, winners and end reason must be those the rounds in ``history`` give.

    The match format scores each round again from its hand points; the match must end
    exactly where the format ends it, and the round number follows the history.

    Raises:
        Invalid: naming the first round or field that does not follow.
    """
    scores, end = _score_history(state)
    if state.scores != scores:
        raise Invalid(
            f"scores: the rounds of the history give {_shown(list(scores))}, not "
            f"{_shown(list(state.scores))}"
        )
    winners = () if end is None else end.winners
    reason = None if end is None else end.reason
    if state.winners != winners or state.end_reason != reason:
        raise Invalid(
            f"winners: the rounds of the history give winners {list(winners)} ({reason}), "
            f"not {_shown(list(state.winners))} ({_said(state.end_reason)})"
        )
    _check_rounds_recorded(state, over=end is not None)


def _score_history(state: GameState) -> tuple[tuple[int, ...], MatchEnd | None]:
    """The scores and the match's end (or None) the rounds of the history give."""
    rules = state.rules
    fmt = match_format(rules.options.match)
    scores = (0,) * state.players
    end: MatchEnd | None = None
    most_points = _most_points(state) if state.history else 0
    for i, result in enumerate(state.history):
        where = f"history[{i}]"
        if end is not None:
            raise Invalid(f"{where}: a round after the end of the match")
        _check_round(where, i + 1, result, state.players, most_points)
        if result.void:
            continue
        assert result.winner is not None  # _check_round refuses a winner-less round
        try:
            scored = fmt.score_round(scores, result.winner, result.hand_points)
            end = fmt.match_end(scores, scored.scores, result.winner, rules.options.target_score)
        except Exception as exc:
            raise Invalid(
                f"{where}: the round cannot be scored ({_said(repr(exc), 240)})"
            ) from None
        if scored.points != result.points:
            raise Invalid(
                f"{where}.points: the round scored {scored.points} for its winner, "
                f"not {_shown(result.points)}"
            )
        scores = scored.scores
    return scores, end


def _most_points(state: GameState) -> int:
    """What all the cards of the edition's deck are worth together, each by its better side."""
    points = state.rules.points
    return sum(max(points[card], points[card.turned()]) for card in state.rules.deck)


def _check_round(
    where: str, number: int, result: RoundResult, players: int, most_points: int
) -> None:
    """One round of the history on its own: its number, hand points and winner.

    The hands cannot be worth more together than every card of the deck (``most_points``).
    """
    if result.number != number:
        raise Invalid(f"{where}.number: expected round {number}, not {_shown(result.number)}")
    if len(result.hand_points) != players or min(result.hand_points) < 0:
        raise Invalid(f"{where}.hand_points: expected one entry per seat, 0 or more")
    if sum(result.hand_points) > most_points:
        raise Invalid(
            f"{where}.hand_points: the hands are worth {_shown(sum(result.hand_points))} "
            f"points together, more than all the cards of the deck ({most_points})"
        )
    if result.void:
        if result.winner is not None or result.points != 0:
            raise Invalid(f"{where}: a void round has no winner and scores nothing")
        return
    if result.winner is None:
        raise Invalid(f"{where}.winner: a round that is not void has a winner")
    if result.hand_points[result.winner] != 0:
        raise Invalid(f"{where}.hand_points: the winner went out and holds no card")


def _check_rounds_recorded(state: GameState, *, over: bool) -> None:
    """As many rounds recorded as are over, the last with the hands' points if it is over."""
    over = over or (state.pending is not None and state.pending.closes_round)
    expected = state.round_number if over else state.round_number - 1
    if len(state.history) != expected:
        raise Invalid(
            f"history: round {_shown(state.round_number)} is "
            + ("over" if over else "being played")
            + f", so {_shown(expected)} rounds are recorded, not {len(state.history)}"
        )
    if over:
        last = state.history[-1]
        # The winner's own cards count for nothing (a round won by the last seat left in).
        points = tuple(
            0 if seat == last.winner else sum(state.rules.points[card] for card in hand)
            for seat, hand in enumerate(state.hands)
        )
        if last.hand_points != points:
            raise Invalid(
                f"history[{len(state.history) - 1}].hand_points: the hands hold "
                f"{_shown(list(points))}, not {_shown(list(last.hand_points))}"
            )
