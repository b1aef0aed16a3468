"""A table of people and bots: whose decision is pending, and everything that happens without one.

[`TableDriver`][unokit.play.seating.TableDriver] runs one game for a table where some seats are
people and the others agents (bots). It never waits and never blocks: the caller tells it
what a person chose ([`submit`][unokit.play.seating.TableDriver.submit],
[`decline`][unokit.play.seating.TableDriver.decline]) and what time it is, and asks it to
[`advance`][unokit.play.seating.TableDriver.advance], which applies every move that is due (the
bots', a person's, a stand-in's) and returns them. So the same driver serves a plain loop
(the terminal: no clock, every person asked in turn) and an event loop (a server: sleep until
[`next_time`][unokit.play.seating.TableDriver.next_time] or until a person sends something).

Time is whatever the caller counts in (seconds of ``time.monotonic()``, say); a caller with
no clock passes nothing and time stands still at 0, so no limit ever runs out.

**Who decides.** A seat is played by its agent (a bot's seat), by its person, or by a
*stand-in*, an agent that plays a person's seat while they are away
([`leave`][unokit.play.seating.TableDriver.leave], until
[`come_back`][unokit.play.seating.TableDriver.come_back]) or while the host has handed it to a bot
([`hand_to_bot`][unokit.play.seating.TableDriver.hand_to_bot], until
[`hand_back`][unokit.play.seating.TableDriver.hand_back]).

**The time limit.** A person has ``time_limit`` seconds
([`DEFAULT_TIME_LIMIT`][unokit.play.seating.DEFAULT_TIME_LIMIT], 30, by default; ``None``: no limit)
for each decision that is theirs to make; when it runs out, the seat's stand-in makes that one
decision and the seat stays theirs.

**Out-of-turn chances, fairly.** When the game offers moves out of turn (catching a missed
UNO, a jump-in, Speed Play...), the driver opens a *window* on them, by the scheme of
[`unokit.agents`][unokit.agents] with people in it:

1. Every seat with an out-of-turn move has one answer: a move, or none (declined). A bot
   answers at once, but its answer stays sealed until the window closes; a person answers
   by ``submit`` or ``decline`` while the window is open.
2. The window closes when every seat has answered, or ``reaction`` seconds
   ([`DEFAULT_REACTION`][unokit.play.seating.DEFAULT_REACTION], 3, by default) after it opened
   (a person who said nothing declined).
3. If some seats proposed a move, one proposal is drawn uniformly with the driver's seeded
   generator, whoever made it: a bot, however fast, does not win a race against a person who
   answers within the window. Otherwise the seat that must move moves.

A person who must move may send their move while a window is open: it waits for the window,
and is dropped if an out-of-turn move is drawn (the game changed: they choose again).

**Pace.** No bot's move lands less than ``bot_delay`` seconds after the last change
(``deal_delay`` before a bot deals the next round), so people can follow; 0 by default.

Examples:
    >>> import unokit
    >>> from unokit.agents import GreedyAgent
    >>> from unokit.play.seating import TableDriver
    >>> single = {"match": "single-round"}
    >>> state = unokit.new_game(players=3, seed=5, options=single)
    >>> bots = [None, GreedyAgent(1), GreedyAgent(2)]  # seat 0: a person
    >>> driver = TableDriver(state, bots, seed=5)
    >>> while not driver.state.is_over:
    ...     for asked in driver.waiting():  # the person: the first legal move
    ...         if asked.optional:
    ...             driver.decline(asked.seat)
    ...         else:
    ...             first = driver.legal_moves(asked.seat)[0]
    ...             driver.submit(asked.seat, first)
    ...     for played in driver.advance():
    ...         pass
    >>> driver.state.is_over
    True
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from typing import Literal

import attrs

from unokit.agents.driver import Agent, AgentError, AgentFactory, obliged_seat, seats_to_ask
from unokit.agents.driver import _ask as ask_agent
from unokit.agents.simple import GreedyAgent
from unokit.core.engine import apply
from unokit.core.errors import UnokitError, _said
from unokit.core.legal import find_listed
from unokit.core.moves import Move
from unokit.core.state import GameState
from unokit.core.views import view

__all__ = [
    "DEFAULT_REACTION",
    "DEFAULT_TIME_LIMIT",
    "MAX_ADVANCE",
    "Decision",
    "Played",
    "TableDriver",
    "TableError",
]

DEFAULT_TIME_LIMIT = 30.0
"""Seconds a person has for each decision before their seat's stand-in makes it."""

DEFAULT_REACTION = 3.0
"""Seconds an out-of-turn chance stays open to people who have not answered it."""

MAX_ADVANCE = 1_000
"""The most moves one [`advance`][unokit.play.seating.TableDriver.advance] applies by default."""

#: Who made a move: the seat's person, its own agent, its stand-in (the person is away or
#: the host handed the seat to a bot), or its stand-in because the person's time ran out.
Maker = Literal["person", "bot", "stand-in", "time-limit"]


class TableError(UnokitError, ValueError):
    """A person's decision the table cannot take now (a bot plays the seat, a chance closed)."""


@attrs.frozen
class Decision:
    """A decision the driver waits for from a person.

    Attributes:
        seat: The person's seat.
        optional: ``True`` for an out-of-turn chance (``decline`` it or ``submit`` a move),
            ``False`` when the seat must move.
        deadline: When the stand-in decides (``optional=False``) or the chance closes
            (``optional=True``); ``None``: no limit.
    """

    seat: int
    optional: bool
    deadline: float | None


@attrs.frozen
class Played:
    """A move the driver applied.

    Attributes:
        move: The move.
        before: The game before it.
        after: The game after it.
        by: Who made it: ``"person"``, ``"bot"`` (the seat's own agent), ``"stand-in"`` (for
            a person away or a seat the host handed to a bot) or ``"time-limit"`` (the
            stand-in, because the person's time ran out).
        at: The time it was applied.
    """

    move: Move
    before: GameState
    after: GameState
    by: Maker
    at: float


class TableDriver:
    """One game at a table of people and agents (see the module's docs for the scheme).

    Args:
        state: The game to play on.
        seats: One entry per seat: an agent, or ``None`` for a person.
        seed: Seeds the draw among out-of-turn proposals and the stand-ins.
        time_limit: Seconds a person has for each decision; ``None``: no limit.
        reaction: Seconds an out-of-turn chance stays open to people.
        bot_delay: Seconds after a change before a bot's move lands.
        deal_delay: Seconds after a round ends before a bot deals the next (``bot_delay``
            if not given).
        stand_in: Makes the stand-in of each person's seat from a seed (greedy by default).
        now: The time the game starts at.

    Raises:
        AgentError: if there is not one seat per player.
        TableError: if a time is negative.
    """

    def __init__(  # noqa: D107
        self,
        state: GameState,
        seats: Sequence[Agent | None],
        *,
        seed: int = 0,
        time_limit: float | None = DEFAULT_TIME_LIMIT,
        reaction: float = DEFAULT_REACTION,
        bot_delay: float = 0.0,
        deal_delay: float | None = None,
        stand_in: AgentFactory = GreedyAgent,
        now: float = 0.0,
    ) -> None:
        if len(seats) != state.players:
            raise AgentError(f"{len(seats)} seats for {state.players} players: give one per seat")
        for name, value in (("time_limit", time_limit), ("reaction", reaction)):
            if value is not None and not value > 0:
                raise TableError(f"{name} must be a positive number of seconds, not {value!r}")
        if not bot_delay >= 0 or (deal_delay is not None and not deal_delay >= 0):
            raise TableError("bot_delay and deal_delay must be 0 or more seconds")
        self._agents = tuple(seats)
        self._stand_in = stand_in
        self._seed = seed
        self._stand_ins: dict[int, Agent] = {}  # made when first needed
        self._away: set[int] = set()
        self._handed: set[int] = set()
        self._rng = random.Random(seed)
        self.time_limit = time_limit
        self.reaction = reaction
        self.bot_delay = bot_delay
        self.deal_delay = bot_delay if deal_delay is None else deal_delay
        self._arrive(state, now)

    # -- the position ------------------------------------------------------------------------

    def _arrive(self, state: GameState, now: float) -> None:
        """Make ``state`` the game, as of ``now``: a new window, nothing answered yet."""
        self._state = state
        self._since = now
        self._turn_since = now
        self._obliged = obliged_seat(state)
        self._chances = seats_to_ask(state) if self._obliged is not None else ()
        self._answers: dict[int, Move | None] = {}
        self._people_answered: set[int] = set()
        self._held: Move | None = None
        self._pick: tuple[int, Move] | None = None
        self._closed = not self._chances

    @property
    def state(self) -> GameState:
        """The game as it stands."""
        return self._state

    def legal_moves(self, seat: int) -> tuple[Move, ...]:
        """The legal moves of ``seat`` now (in turn and out of turn), as its view lists them."""
        return tuple(view(self._state, self._seat(seat)).legal_moves)

    # -- who plays each seat -----------------------------------------------------------------

    def is_person(self, seat: int) -> bool:
        """Whether ``seat`` is a person's (whoever plays it now)."""
        return self._agents[self._seat(seat)] is None

    def played_by(self, seat: int) -> Literal["person", "bot", "stand-in"]:
        """Who plays ``seat`` now: its person, its own agent (``"bot"``) or a stand-in."""
        if self._agents[self._seat(seat)] is not None:
            return "bot"
        return "stand-in" if seat in self._away or seat in self._handed else "person"

    def is_away(self, seat: int) -> bool:
        """Whether the person of ``seat`` left (see ``leave``)."""
        return self._seat(seat) in self._away

    def is_handed(self, seat: int) -> bool:
        """Whether the host handed ``seat`` to a bot (and not back yet)."""
        return self._seat(seat) in self._handed

    def leave(self, seat: int, now: float = 0.0) -> None:
        """The person of ``seat`` left: its stand-in plays it until they come back.

        Raises:
            TableError: if ``seat`` is not a person's.
        """
        self._person(seat)
        self._away.add(seat)

    def come_back(self, seat: int, now: float = 0.0) -> None:
        """The person of ``seat`` is back: they play it again (unless the host handed it on).

        A decision that is theirs starts its time limit again from ``now``.

        Raises:
            TableError: if ``seat`` is not a person's.
        """
        self._person(seat)
        self._away.discard(seat)
        self._restart_clock(seat, now)

    def hand_to_bot(self, seat: int, now: float = 0.0) -> None:
        """The host hands the person's ``seat`` to a bot (its stand-in) until ``hand_back``.

        Raises:
            TableError: if ``seat`` is not a person's.
        """
        self._person(seat)
        self._handed.add(seat)

    def hand_back(self, seat: int, now: float = 0.0) -> None:
        """The host hands ``seat`` back to its person (their stand-in plays on while away).

        Raises:
            TableError: if ``seat`` is not a person's.
        """
        self._person(seat)
        self._handed.discard(seat)
        self._restart_clock(seat, now)

    def _restart_clock(self, seat: int, now: float) -> None:
        if seat == self._obliged and self.played_by(seat) == "person":
            self._turn_since = max(self._turn_since, now)

    def _seat(self, seat: int) -> int:
        if not 0 <= seat < len(self._agents):
            raise TableError(f"there is no seat {seat} at this table of {len(self._agents)}")
        return seat

    def _person(self, seat: int) -> None:
        if not self.is_person(seat):
            raise TableError(f"seat {seat} is a bot's, not a person's")

    def _agent(self, seat: int) -> Agent:
        agent = self._agents[seat]
        if agent is None:
            agent = self._stand_ins.get(seat)
            if agent is None:
                agent = self._stand_ins[seat] = self._stand_in(self._seed + seat)
        return agent

    # -- what the driver waits for -----------------------------------------------------------

    def _window_end(self) -> float:
        return self._since + self.reaction

    def _window_open(self, now: float) -> bool:
        """Whether the chances wait for a person (who has not answered, in time)."""
        if self._closed:
            return False
        return now < self._window_end() and any(
            seat not in self._answers and self.played_by(seat) == "person" for seat in self._chances
        )

    def waiting(self, now: float = 0.0) -> tuple[Decision, ...]:
        """The people's decisions pending at ``now``, in turn order.

        An out-of-turn chance is listed while its window is open; the decision of a person
        who must move is listed once no chance is open (they may ``submit`` it earlier).
        """
        if self._state.is_over:
            return ()
        if self._window_open(now):
            end = self._window_end()
            return tuple(
                Decision(seat, optional=True, deadline=end)
                for seat in self._chances
                if seat not in self._answers and self.played_by(seat) == "person"
            )
        obliged = self._obliged
        if (
            self._pick is None
            and not self._proposals()
            and obliged is not None
            and self._held is None
            and self.played_by(obliged) == "person"
        ):
            limit = self.time_limit
            deadline = None if limit is None else self._turn_since + limit
            return (Decision(obliged, optional=False, deadline=deadline),)
        return ()

    def _proposals(self) -> list[tuple[int, Move]]:
        return [(seat, move) for seat in self._chances if (move := self._answers.get(seat))]

    # -- a person's decisions ----------------------------------------------------------------

    def submit(self, seat: int, move: Move, now: float = 0.0) -> None:
        """The person of ``seat`` chose ``move``; ``advance`` applies it when it is due.

        Raises:
            IllegalMoveError: if ``move`` is not legal now (unokit's reason, which may name
                the seat's own cards).
            TableError: if a bot plays the seat now, or the move is out of turn and the
                chance has closed or was answered already.
        """
        self._seat(seat)
        if move.player != seat:
            raise TableError(f"seat {seat} cannot make a move of seat {move.player}")
        if self.played_by(seat) != "person":
            raise TableError(f"a bot plays seat {seat} now")
        found = find_listed(move, self.legal_moves(seat))
        if found is None:
            apply(self._state, move)  # raises IllegalMoveError with the reason
            raise TableError(f"{_said(move)} cannot be played now")  # pragma: no cover
        if seat == self._obliged:
            if self._held is not None:
                raise TableError(f"seat {seat} has chosen its move already")
            self._held = found
            return
        self._answer(seat, found, now)

    def decline(self, seat: int, now: float = 0.0) -> None:
        """The person of ``seat`` lets their out-of-turn chance go.

        Raises:
            TableError: if the seat has no open chance to decline.
        """
        self._seat(seat)
        self._answer(seat, None, now)

    def _answer(self, seat: int, move: Move | None, now: float) -> None:
        if seat not in self._chances:
            raise TableError(f"seat {seat} has no out-of-turn chance now")
        if not self._window_open(now) or seat in self._answers:
            raise TableError("too late: that chance to act out of turn has closed")
        if self.played_by(seat) != "person":  # pragma: no cover - the window waits for people
            raise TableError(f"a bot plays seat {seat} now")
        self._answers[seat] = move
        self._people_answered.add(seat)

    # -- what happens without a person -------------------------------------------------------

    def _delay(self) -> float:
        return self.deal_delay if self._state.round_over else self.bot_delay

    def _seal_bots(self) -> None:
        """Ask every seat a bot plays for its answer to the open chances (kept sealed)."""
        if self._closed:
            return
        for seat in self._chances:
            if seat not in self._answers and self.played_by(seat) != "person":
                self._answers[seat] = self._ask(seat, optional=True)

    def _ask(self, seat: int, *, optional: bool) -> Move | None:
        return ask_agent(self._agent(seat), self._state, seat, optional=optional)

    def _plan(self, now: float) -> tuple[float, Maker | None, int | None]:
        """The next thing due: its time, who makes it and the seat (``None``: none)."""
        self._seal_bots()
        if self._window_open(now):
            return self._window_end(), None, None
        if not self._closed:
            self._closed = True
            proposals = self._proposals()
            if proposals:
                self._pick = proposals[0] if len(proposals) == 1 else self._rng.choice(proposals)
        if self._pick is not None:
            seat = self._pick[0]
            maker: Maker = "person" if seat in self._people_answered else "bot"
            if maker == "bot" and self.is_person(seat):
                maker = "stand-in"
            delay = 0.0 if maker == "person" else self._delay()
            return self._since + delay, maker, seat
        obliged = self._obliged
        if obliged is None:
            return float("inf"), None, None
        if self._held is not None:  # sent before the seat was left or handed on
            return self._since, "person", obliged
        by = self.played_by(obliged)
        if by != "person":
            return self._since + self._delay(), by, obliged
        if self.time_limit is None:
            return float("inf"), None, None
        return self._turn_since + self.time_limit, "time-limit", obliged

    def next_time(self, now: float = 0.0) -> float | None:
        """When ``advance`` next has something to do with no decision from a person.

        Returns:
            That time (maybe ``now`` or earlier: at once), or ``None`` if the driver waits
            for a person with no time limit, or the match is over.
        """
        if self._state.is_over:
            return None
        when, _, _ = self._plan(now)
        return None if when == float("inf") else when

    def advance(self, now: float = 0.0, *, limit: int = MAX_ADVANCE) -> tuple[Played, ...]:
        """Apply every move due at ``now`` (at most ``limit``) and return them in order.

        Raises:
            AgentError: if an agent chose a move that is not legal for its seat.
        """
        done: list[Played] = []
        while len(done) < limit and not self._state.is_over:
            when, maker, seat = self._plan(now)
            if maker is None or seat is None or when > now:
                break
            move: Move | None
            if self._pick is not None:
                move = self._pick[1]
            elif maker == "person":
                move = self._held
            else:
                move = self._ask(seat, optional=False)
            assert move is not None
            before = self._state
            after = apply(before, move)
            done.append(Played(move, before, after, maker, now))
            self._arrive(after, now)
        return tuple(done)
