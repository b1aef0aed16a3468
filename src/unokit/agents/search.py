"""``SearchAgent``: tries each move in games its seat cannot tell from its own."""

from __future__ import annotations

import math
import random
import statistics
import time
from collections.abc import Callable, Sequence

import attrs

from unokit.agents.beliefs import _Beliefs
from unokit.agents.determinization import Lacking
from unokit.agents.driver import AgentError, AgentFactory, _turn_move, choose_move
from unokit.agents.simple import GreedyAgent
from unokit.core.cards import Card
from unokit.core.engine import apply, legal_moves
from unokit.core.moves import (
    Move,
    group_moves,
)
from unokit.core.state import GameState
from unokit.core.views import SeatView


class SearchAgent:
    """Thinks ahead: plays each of its moves forward in whole games drawn from what it sees.

    For each decision it draws games that its seat cannot tell from the real one
    ([`determinize`][unokit.determinize]: the unseen cards dealt at random among the
    unseen places), plays each candidate move in each of them and then the round to its end
    with a rollout agent at every seat (the greedy agent by default), and plays the rollout
    agent's own move unless another candidate won clearly more of those rounds:
    determinized rollouts, also called perfect-information Monte Carlo. Every candidate is
    tried in the same drawn games, so that luck cancels out in the comparison.

    The candidates are one move per action ([`group_moves`][unokit.group_moves]: play this
    card, draw, challenge...), each in the variant the rollout agent prefers (the colour
    named, the UNO call, the seat named); a decision with one candidate is taken at once.
    Out of turn (``optional``) it does what the rollout agent does: calling UNO, catching,
    jumping in are reflexes, not worth a search.

    A round that is not over after ``max_steps`` moves of a rollout counts for each seat
    in inverse proportion to its number of cards. A rollout agent with a method
    ``choose_in(state, seat)`` (as
    [`GreedyAgent.choose_in`][unokit.GreedyAgent.choose_in]) is asked through it when
    nobody else may act, to save building the seat's view. It uses only unokit's public API,
    and pickles (for [`simulate`][unokit.simulate] with several processes or on Ray).

    Args:
        seed: Seeds the agent's own random-number generator (the games it draws).
        rollouts: How many rollouts a decision may play in all, spread evenly over the
            candidates (at least two each); with ``milliseconds`` too, whichever runs out
            first. The same seed and budget in rollouts always choose the same moves.
        milliseconds: How long a decision may take, or ``None`` for no time limit (then
            ``rollouts`` must be given). Each drawn game is played out for every candidate
            before the clock is read again.
        rollout_agent: Makes the agents that play the rollouts, from a seed (an
            [`AgentFactory`][unokit.agents.AgentFactory]).
        max_steps: The most moves of one rollout.
        margin: How many standard errors better than the rollout agent's own move another
            candidate must do, in the same drawn games, to be played instead, when it is the
            only other; with more candidates each must do better by more, so that luck
            switches moves no more often (see [`best`][unokit.agents.SearchAgent.best]).
        halving: Spend a budget in rollouts by successive halving instead of evenly: the
            budget is cut into rounds (``log2`` of the number of candidates, rounded up), and
            after each round the rollout agent's move and the better half of the other
            candidates, by their mean so far, go on; the others are dropped. More of the
            budget goes to the moves worth comparing.
        infer: Keep a belief model of the other hands: when the seat to play after this
            agent's move draws instead of playing (its hand grows by one card while the
            discard pile stays as this agent left it, or heads-up, the card it drew is played
            at once), the agent believes it held no card it could have played then, and
            deals the games it draws accordingly (as
            [`Lacking`][unokit.agents.determinization.Lacking] facts: of the cards it holds now,
            only as many as it may have drawn since can match). A belief lasts for the
            round, or until a card that acts (heads-up: until this agent's hand loses a card
            it did not play); it is a guess about a player who draws only when it must, as
            the greedy agent does. Heads-up, it also keeps the other seat's turns of plays
            since it last drew (the cards it played from the state this agent's move left),
            and fits each game it draws to them: the other seat gets a hand with which the
            rollout agent would have played those cards (a chain of hands, each changing one
            card of the last, kept when it breaks no more of the beliefs; see
            [`doubts`][unokit.agents.SearchAgent.doubts]). That is a model of an opponent
            who plays as the rollout agent does. One-sided decks only (with two-sided cards
            nothing is inferred).

    Raises:
        AgentError: if neither budget is given, or a budget is not a positive number.

    Examples:
        >>> import unokit
        >>> from unokit.agents import SearchAgent
        >>> single = {"match": "single-round"}
        >>> state = unokit.new_game(players=2, seed=1, options=single)
        >>> agent = SearchAgent(seed=3, rollouts=24)
        >>> seen = unokit.view(state, state.current_player)
        >>> agent.choose(seen, optional=False) in seen.legal_moves
        True
    """

    def __init__(  # noqa: D107
        self,
        seed: int = 0,
        *,
        rollouts: int | None = 50,
        milliseconds: float | None = None,
        rollout_agent: AgentFactory | None = None,
        max_steps: int = 500,
        margin: float = 1.0,
        halving: bool = False,
        infer: bool = False,
    ) -> None:
        if rollouts is None and milliseconds is None:
            raise AgentError("give the search a budget: rollouts, milliseconds or both")
        if rollouts is not None and (
            isinstance(rollouts, bool) or not isinstance(rollouts, int) or rollouts < 1
        ):
            raise AgentError(f"rollouts must be a whole number, 1 or more, not {rollouts!r}")
        if milliseconds is not None and not (
            isinstance(milliseconds, (int, float)) and milliseconds > 0
        ):
            raise AgentError(f"milliseconds must be a number above 0, not {milliseconds!r}")
        self.rng = random.Random(seed)
        self.rollouts = rollouts
        self.milliseconds = milliseconds
        self.rollout_agent: AgentFactory = GreedyAgent if rollout_agent is None else rollout_agent
        self.max_steps = max_steps
        self.margin = margin
        self.halving = halving
        self.infer = infer
        self._policy = self.rollout_agent(seed)
        self._beliefs = _Beliefs()

    def choose(self, seen: SeatView, *, optional: bool) -> Move | None:
        """The rollout agent's move, unless another candidate clearly did better (see the class)."""
        if optional:
            move = self._policy.choose(seen, optional=True)
        else:
            if self.infer:
                self._beliefs.observe(seen)
            candidates = self.candidates(seen)
            if len(candidates) == 1:
                move = candidates[0]
            else:
                move = candidates[self.best(self.search(seen, candidates))]
        if self.infer and move is not None:
            self._beliefs.moved(seen, move, self.rng, optional=optional)
        return move

    def lacking(self, seen: SeatView) -> list[Lacking]:
        """What the agent believes the other hands lack now (empty unless ``infer``)."""
        return self._beliefs.lacking(seen) if self.infer else []

    def doubts(self, seen: SeatView, hand: Sequence[Card]) -> int:
        """How many of its beliefs a hand of the other seat would break (heads-up, ``infer``).

        A belief is a lack (see [`lacking`][unokit.agents.SearchAgent.lacking]) or a turn of
        plays: a hand breaks it when the rollout agent, holding that hand with the cards
        played since, would not have played those cards (0 without ``infer``, or with more
        than two players).

        Args:
            seen: What the agent's seat sees, after it has taken it in (its last decision).
            hand: A hand the other seat might hold now.

        Returns:
            The number of beliefs broken: each lack by as many cards as the hand holds over
            it, each turn of plays by one.
        """
        if not self.infer or seen.players != 2:
            return 0
        return self._beliefs.broken(seen, hand, self._ask)

    def _ask(self, state: GameState, seat: int) -> Move | None:
        """The rollout agent's move for ``seat`` in ``state`` (by ``choose_in`` if it has one)."""
        return _turn_move(self._policy, state, seat)

    def candidates(self, seen: SeatView) -> list[Move]:
        """One move per action, in the variant the rollout agent prefers; its own move first."""
        default = self._policy.choose(seen, optional=False)
        chosen: list[Move] = []
        for group in group_moves(seen.legal_moves):
            if default in group:
                chosen.insert(0, default)
            elif len(group) == 1:
                chosen.append(group[0])
            else:
                narrowed = attrs.evolve(seen, legal_moves=group, bluffs=())
                move = self._policy.choose(narrowed, optional=False)
                chosen.append(group[0] if move is None else move)
        return chosen

    def search(self, seen: SeatView, candidates: Sequence[Move]) -> list[list[float]]:
        """What each candidate was worth in each drawn game (0 to 1: the round won).

        Every candidate still in the search is played once in each drawn game, until the
        budget runs out (with ``halving``, the candidates dropped have fewer values).
        """
        draw = self.drawer(seen)
        deadline = (
            None if self.milliseconds is None else time.perf_counter() + self.milliseconds / 1000
        )
        results: list[list[float]] = [[] for _ in candidates]
        alive = list(range(len(candidates)))
        if self.rollouts is None or not self.halving:
            games = None if self.rollouts is None else max(2, self.rollouts // len(candidates))
            spend, rounds = None, 1
        else:
            games = None
            spend, rounds = self.rollouts, max(1, math.ceil(math.log2(len(candidates))))
        cut = None if spend is None else spend / rounds
        played = spent = 0
        while (games is None or played < games) and (
            deadline is None or played < 2 or time.perf_counter() < deadline
        ):
            if spend is not None and played >= 2 and spent + len(alive) > spend:
                break
            game = draw(self.rng)
            seed = self.rng.getrandbits(32)
            for i in alive:
                after = apply(game, candidates[i])
                results[i].append(self._rollout(after, seen.seat, len(seen.history), seed))
            played += 1
            spent += len(alive)
            if cut is not None and spent >= cut and played >= 2 and len(alive) > 2:
                alive = _halved(alive, results)
                cut += (spend or 0) / rounds
        return results

    def drawer(self, seen: SeatView) -> Callable[[random.Random], GameState]:
        """How the search draws its games for one decision: ``draw(rng)`` gives one game.

        [`determinizer`][unokit.agents.determinization.determinizer] with the agent's beliefs
        (with ``infer``: the lacks, and heads-up the fit to the plays it saw). A subclass may
        draw them otherwise, say from what it was told of the other hands.

        Args:
            seen: What the agent's seat sees.

        Returns:
            A function of a random-number generator that draws one game.
        """
        from unokit.agents.determinization import determinizer

        draw = determinizer(seen, lacking=self.lacking(seen))
        fit = self._beliefs.fitter(seen, self._ask) if self.infer else None
        if fit is None:
            return draw

        def fitted(rng: random.Random) -> GameState:
            return fit(draw(rng), rng)

        return fitted

    def best(self, results: Sequence[Sequence[float]]) -> int:
        """The candidate to play: the first (the rollout agent's), unless another is better.

        Another candidate is better when it did better than the first in the same drawn
        games by more than a margin, in standard errors of the mean difference; the best
        such candidate is taken. The margin is ``margin`` when one other candidate is
        compared; with ``k`` others it grows so that luck alone lets one of the ``k`` through
        no more often than it lets the only one through (a Šidák correction: each must
        pass at the chance ``1 - (1 - p) ** (1 / k)``, where ``p`` is the chance of doing
        ``margin`` standard errors better by luck). Without it, a decision with many
        candidates would often follow one that only had luck in a few games.
        """
        first = results[0]
        compared = sum(len(result) >= 2 for result in results[1:])  # a spread needs two games
        if not compared:
            return 0
        needed = _family_margin(self.margin, compared)
        chosen, chosen_mean = 0, 0.0
        for i, result in enumerate(results[1:], start=1):
            count = len(result)
            if count < 2:
                continue
            gains = [mine - theirs for mine, theirs in zip(result, first, strict=False)]
            mean = sum(gains) / count
            spread = sum((gain - mean) ** 2 for gain in gains) / (count - 1)
            if mean > chosen_mean and mean > needed * math.sqrt(spread / count):
                chosen, chosen_mean = i, mean
        return chosen

    def _rollout(self, state: GameState, seat: int, rounds: int, seed: int) -> float:
        """Play ``state`` to the end of round ``rounds + 1``; what it was worth to ``seat``.

        The worth is 1 for a round won by the seat (or its side), 0 for one lost, an even
        share for a void round, and for a round still going after ``max_steps`` moves the
        seat's share in inverse proportion to its number of cards.
        """
        agents = [self.rollout_agent(seed + other) for other in range(state.players)]
        driver = random.Random(seed)
        for _ in range(self.max_steps):
            if len(state.history) > rounds:
                break
            moves = legal_moves(state)
            if not moves:
                break
            mover = moves[0].player
            move: Move | None
            if len(moves) == 1:  # a forced move (a penalty accepted...): nothing to ask
                move = moves[0]
            elif all(each.player == mover for each in moves):  # nobody else may act: ask it
                move = _turn_move(agents[mover], state, mover)
            else:  # moves out of turn: the driver's scheme
                move = choose_move(state, agents, driver)
            if move is None:  # pragma: no cover - an agent must move when not optional
                raise AgentError(f"the rollout agent of seat {mover} did not move")
            state = apply(state, move)
        if len(state.history) > rounds:
            winner = state.history[rounds].winner
            if winner is None:  # a void round
                return 1.0 / len(state.teams)
            team = next(team for team in state.teams if seat in team)
            return 1.0 if winner in team else 0.0
        if seat in state.out:
            return 0.0
        shares = {other: 1.0 / (1 + len(state.hands[other])) for other in state.seats_in_round}
        return shares[seat] / sum(shares.values())


def _family_margin(margin: float, others: int) -> float:
    """The margin each of ``others`` candidates must pass, in standard errors (Šidák).

    So that luck lets any of them through as seldom as ``margin`` lets one.
    """
    normal = statistics.NormalDist()
    kept = normal.cdf(margin)  # the chance that luck stays under the margin
    if others == 1 or not 0.0 < kept < 1.0:  # a margin too far out to correct
        return margin
    return normal.inv_cdf(kept ** (1.0 / others))


def _halved(alive: list[int], results: Sequence[Sequence[float]]) -> list[int]:
    """The first candidate and the better half of the others, by their mean so far."""
    others = sorted(alive[1:], key=lambda i: -sum(results[i]) / len(results[i]))
    return [alive[0], *sorted(others[: (len(others) + 1) // 2])]
