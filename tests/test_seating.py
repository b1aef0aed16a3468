"""The table driver: people and bots at one game, time limits, leaving, handing seats, fairness."""

from __future__ import annotations

import asyncio
import itertools

import pytest

import unokit
from tests.helpers import game, play, with_hands
from unokit import CallUno, CatchUno, GameState, Move
from unokit.agents import AgentError, GreedyAgent, RandomAgent
from unokit.play.seating import (
    DEFAULT_REACTION,
    DEFAULT_TIME_LIMIT,
    Decision,
    Played,
    TableDriver,
    TableError,
)

SINGLE = {"match": "single-round"}
DRAW = ["G8", "G9", "Y8", "Y9", "B1", "B2", "B3", "B4"]


def missed_uno() -> GameState:
    """Seat 1 has just played down to one card without calling UNO; seat 2 must move.

    Seat 0 may catch seat 1 (``CatchUno(0, 1)``), seat 1 may call late (``CallUno(1)``),
    seat 2 may catch too but is the seat that must move, so it is not offered the chance.
    """
    hands = ["G1 G2 G3 G4 G5 G6 G7", "R3 R4 B5 B6 B7 B8 B9", "Y1 Y2 Y3 Y4 Y5 Y6 Y7"]
    state = game([hand.split() for hand in hands], "R9", DRAW)
    state = with_hands(state, ["G1 G2 G3", "R3 R4", "Y1 Y2 Y3"])
    return play(state, "1 play R3")


def first_moves(driver: TableDriver, now: float = 0.0) -> None:
    """Every person asked: declines chances, plays the first legal move when obliged."""
    for decision in driver.waiting(now):
        if decision.optional:
            driver.decline(decision.seat, now)
        else:
            driver.submit(decision.seat, driver.legal_moves(decision.seat)[0], now)


def test_a_plain_loop_plays_a_person_and_bots_to_the_end() -> None:
    state = unokit.new_game(players=3, seed=11, options=SINGLE)
    driver = TableDriver(state, [None, GreedyAgent(1), RandomAgent(2)], seed=3)
    played: list[Played] = []
    for _ in range(5_000):
        if driver.state.is_over:
            break
        first_moves(driver)
        played += driver.advance()
    assert driver.state.is_over
    assert {p.by for p in played if p.move.player == 0} == {"person"}
    assert {p.by for p in played if p.move.player != 0} == {"bot"}
    assert all(a.after is b.before for a, b in itertools.pairwise(played))
    assert driver.waiting() == ()
    assert driver.next_time() is None


def test_the_person_who_must_move_is_asked_with_the_time_limit() -> None:
    state = unokit.new_game(players=2, seed=4, options=SINGLE)
    seat = state.current_player
    seats: list[unokit.Agent | None] = [GreedyAgent(0), GreedyAgent(1)]
    seats[seat] = None
    driver = TableDriver(state, seats, now=100.0)
    assert DEFAULT_TIME_LIMIT == 30.0
    assert driver.waiting(100.0) == (Decision(seat, optional=False, deadline=130.0),)
    assert driver.next_time(100.0) == 130.0
    assert driver.advance(129.9) == ()
    (played,) = driver.advance(130.0, limit=1)
    assert played.by == "time-limit"
    assert played.move.player == seat
    assert played.at == 130.0
    assert driver.played_by(seat) == "person"  # the seat stays theirs


def test_without_a_time_limit_the_driver_waits_for_the_person() -> None:
    state = unokit.new_game(players=2, seed=4, options=SINGLE)
    seat = state.current_player
    seats: list[unokit.Agent | None] = [GreedyAgent(0), GreedyAgent(1)]
    seats[seat] = None
    driver = TableDriver(state, seats, time_limit=None)
    assert driver.waiting(1e9) == (Decision(seat, optional=False, deadline=None),)
    assert driver.next_time(1e9) is None
    assert driver.advance(1e9) == ()


def test_bots_wait_their_delay_and_advance_is_bounded() -> None:
    state = unokit.new_game(players=3, seed=2, options=SINGLE)
    driver = TableDriver(state, [GreedyAgent(0), GreedyAgent(1), GreedyAgent(2)], bot_delay=1.0)
    assert driver.advance(0.5) == ()
    assert driver.next_time(0.5) == 1.0
    (played,) = driver.advance(1.0)  # the next bot waits a second from this move
    assert played.by == "bot"
    assert driver.next_time(1.0) == 2.0
    quick = TableDriver(state, [GreedyAgent(0), GreedyAgent(1), GreedyAgent(2)])
    assert len(quick.advance(limit=3)) == 3


def test_a_person_who_leaves_is_played_by_a_stand_in_until_they_come_back() -> None:
    state = unokit.new_game(players=2, seed=4, options=SINGLE)
    seat = state.current_player
    seats: list[unokit.Agent | None] = [GreedyAgent(0), GreedyAgent(1)]
    seats[seat] = None
    driver = TableDriver(state, seats, time_limit=None)
    driver.leave(seat)
    assert driver.is_away(seat)
    assert driver.played_by(seat) == "stand-in"
    assert driver.waiting() == ()
    with pytest.raises(TableError, match=f"a bot plays seat {seat} now"):
        driver.submit(seat, driver.legal_moves(seat)[0])
    played = driver.advance(limit=1)
    assert [(p.by, p.move.player) for p in played] == [("stand-in", seat)]
    driver.come_back(seat)
    assert driver.played_by(seat) == "person"
    for _ in range(50):  # the bot moves until the person must decide again
        if driver.waiting():
            break
        driver.advance(limit=1)
    assert driver.waiting()[0].seat == seat


def test_the_host_hands_a_seat_to_a_bot_and_back() -> None:
    state = unokit.new_game(players=2, seed=4, options=SINGLE)
    seat = state.current_player
    seats: list[unokit.Agent | None] = [GreedyAgent(0), GreedyAgent(1)]
    seats[seat] = None
    driver = TableDriver(state, seats, time_limit=None)
    driver.hand_to_bot(seat, now=5.0)
    driver.come_back(seat, now=5.0)  # coming back does not undo the host's choice
    assert driver.is_handed(seat)
    assert driver.played_by(seat) == "stand-in"
    driver.hand_back(seat, now=5.0)
    assert driver.played_by(seat) == "person"
    assert driver.waiting(5.0) == (Decision(seat, optional=False, deadline=None),)
    with pytest.raises(TableError, match="seat 1 is a bot's, not a person's"):
        TableDriver(state, [None, GreedyAgent(1)]).hand_to_bot(1)


def test_the_time_limit_starts_again_when_the_person_comes_back() -> None:
    state = unokit.new_game(players=2, seed=4, options=SINGLE)
    seat = state.current_player
    seats: list[unokit.Agent | None] = [GreedyAgent(0), GreedyAgent(1)]
    seats[seat] = None
    driver = TableDriver(state, seats, time_limit=10.0, bot_delay=5.0)
    driver.leave(seat, now=1.0)
    driver.come_back(seat, now=4.0)
    assert driver.waiting(4.0) == (Decision(seat, optional=False, deadline=14.0),)


def test_a_bot_does_not_win_a_race_against_a_person_in_the_window() -> None:
    state = missed_uno()
    driver = TableDriver(state, [None, GreedyAgent(1), GreedyAgent(2)], reaction=2.0)
    assert DEFAULT_REACTION == 3.0
    assert driver.waiting(0.0) == (Decision(0, optional=True, deadline=2.0),)
    assert driver.advance(1.9) == ()  # the bot's late call waits for the person
    assert driver.next_time(1.9) == 2.0
    played = driver.advance(2.0, limit=1)  # the person said nothing: they declined
    assert [(p.move, p.by) for p in played] == [(CallUno(1), "bot")]
    with pytest.raises(TableError, match="no out-of-turn chance"):
        driver.decline(0, 2.0)


def test_people_and_bots_win_out_of_turn_races_equally_often() -> None:
    """Each proposal made within the window is drawn with the same chance, whoever made it."""
    state = missed_uno()
    winners = {0: 0, 1: 0}
    for seed in range(200):
        driver = TableDriver(state, [None, GreedyAgent(1), GreedyAgent(2)], seed=seed)
        driver.submit(0, CatchUno(0, 1), now=0.5)
        (played,) = driver.advance(0.5, limit=1)  # every chance answered: drawn at once
        assert (played.move, played.by) in ((CatchUno(0, 1), "person"), (CallUno(1), "bot"))
        winners[played.move.player] += 1
    assert 70 <= winners[0] <= 130, winners


def test_a_move_sent_by_the_seat_that_must_move_waits_for_the_window() -> None:
    state = missed_uno()
    driver = TableDriver(state, [None, None, None], seed=0)
    turn: Move = driver.legal_moves(2)[0]
    driver.submit(2, turn)  # held: seats 0 and 1 may still act out of turn
    with pytest.raises(TableError, match="has chosen its move already"):
        driver.submit(2, turn)
    assert driver.advance(1.0) == ()
    driver.decline(0, now=1.0)
    driver.decline(1, now=1.0)
    played = driver.advance(1.0)
    assert [(p.move, p.by) for p in played] == [(turn, "person")]


def test_a_move_sent_early_is_dropped_when_an_out_of_turn_move_wins() -> None:
    state = missed_uno()
    driver = TableDriver(state, [None, GreedyAgent(1), None], seed=0)
    assert driver.waiting() == (Decision(0, optional=True, deadline=DEFAULT_REACTION),)
    driver.submit(2, driver.legal_moves(2)[0])
    driver.decline(0, now=1.0)
    played = driver.advance(1.0)
    assert [(p.move, p.by) for p in played] == [(CallUno(1), "bot")]
    assert driver.waiting(1.0) == (Decision(2, optional=False, deadline=31.0),)


def test_a_late_or_wrong_decision_is_refused_with_a_reason() -> None:
    state = missed_uno()
    driver = TableDriver(state, [None, GreedyAgent(1), GreedyAgent(2)], reaction=2.0)
    with pytest.raises(TableError, match="seat 0 cannot make a move of seat 1"):
        driver.submit(0, CallUno(1))
    with pytest.raises(unokit.IllegalMoveError):
        driver.submit(0, CatchUno(0, 2))
    with pytest.raises(TableError, match="too late"):
        driver.submit(0, CatchUno(0, 1), now=2.5)
    with pytest.raises(TableError, match="there is no seat 5"):
        driver.leave(5)
    with pytest.raises(AgentError, match="2 seats for 3 players"):
        TableDriver(state, [None, None])
    with pytest.raises(TableError, match="time_limit must be a positive number"):
        TableDriver(state, [None, None, None], time_limit=0)


def test_the_driver_serves_an_event_loop_without_blocking_it() -> None:
    """A server's loop: sleep until the driver's next time or a person's message."""

    async def table() -> tuple[list[Played], int]:
        loop = asyncio.get_running_loop()
        state = unokit.new_game(players=3, seed=8, options=SINGLE)
        driver = TableDriver(
            state, [None, GreedyAgent(1), None], time_limit=0.1, reaction=0.05, now=loop.time()
        )
        inbox: asyncio.Queue[tuple[int, Move | None]] = asyncio.Queue()
        changed = asyncio.Event()
        played: list[Played] = []
        answered = 0

        async def person() -> None:  # seat 0 answers every decision; seat 2 never does
            seen = 0
            while not driver.state.is_over:
                await changed.wait()
                changed.clear()
                for decision in driver.waiting(loop.time()):
                    if decision.seat == 0 and len(played) >= seen:
                        seen = len(played) + 1
                        move = None if decision.optional else driver.legal_moves(0)[0]
                        await inbox.put((0, move))

        helper = loop.create_task(person())
        changed.set()
        for _ in range(100_000):
            if driver.state.is_over:
                break
            when = driver.next_time(loop.time())
            timeout = None if when is None else max(0.0, when - loop.time())
            getting = loop.create_task(inbox.get())
            await asyncio.wait({getting}, timeout=timeout)  # a message, or the driver's time
            if getting.done():
                seat, move = getting.result()
                try:
                    if move is None:
                        driver.decline(seat, loop.time())
                    else:
                        driver.submit(seat, move, loop.time())
                    answered += 1
                except (TableError, unokit.IllegalMoveError):
                    pass  # the game moved on meanwhile
            else:
                getting.cancel()
            played += driver.advance(loop.time())
            changed.set()
        helper.cancel()
        return played, answered

    played, answered = asyncio.run(table())
    assert played[-1].after.is_over
    assert {p.by for p in played if p.move.player == 1} == {"bot"}
    assert {p.by for p in played if p.move.player == 2} == {"time-limit"}
    assert answered > 0
