"""Agents: programs that play a seat, and the driver that lets them play a game together.

An agent sees only its own seat's [`SeatView`][unokit.SeatView] — its hand, the size of the
other hands, the public piles and its own legal moves — and answers with one of those moves
(see [`Agent`][unokit.agents.Agent]). It cannot look at another hand.

Many decisions in UNO are taken out of turn: catching a player who forgot to call UNO, calling
UNO late, UNO Party!'s Speed Play, everyone pointing after a Point Taken. The driver,
[`choose_move`][unokit.agents.choose_move], decides who acts at each step, by a fixed and fair
scheme:

1. The **obliged seat** is the player to act (``state.current_player``) if it has legal
   moves, else the first seat in turn order that has some. It must move.
2. Every **other** seat with legal moves is asked first, in turn order from the player to act,
   with ``optional=True``: it may propose one of its moves or decline with ``None``.
3. If some of them proposed a move, one proposal is applied, drawn uniformly with the
   driver's own seeded random-number generator: out-of-turn moves are reflexes, faster than
   the turn they interrupt, and no seat wins the race for sitting closer to the player.
   The obliged seat is not asked in this step (its turn comes next step).
4. Otherwise the obliged seat is asked, with ``optional=False``, and must return a move.

The same seed and the same agents therefore always give the same game.
"""

from __future__ import annotations

import math
import random
import statistics
import time
from collections.abc import Callable, Iterable, Iterator, Sequence
from typing import Protocol, runtime_checkable

import attrs

from unokit.cards import COLORS, Card, Color
from unokit.determinization import Lacking
from unokit.engine import apply, legal_moves
from unokit.errors import SetupError, UnokitError, _is_whole, _said, _shown
from unokit.legal import bluff_plays, find_listed, listed
from unokit.moves import (
    Accept,
    CallUno,
    CatchUno,
    Challenge,
    ChooseColor,
    Deal,
    Draw,
    Move,
    Pass,
    Play,
    SeatMove,
    group_moves,
)
from unokit.state import GameState, seat_after
from unokit.views import SeatView, TableRules, _face_plays, _faces, view

__all__ = [
    "AGENTS",
    "MAX_STEPS",
    "Agent",
    "AgentError",
    "AgentFactory",
    "GreedyAgent",
    "RandomAgent",
    "SearchAgent",
    "check_max_steps",
    "choose_move",
    "make_agent",
    "obliged_seat",
    "play_out",
    "seats_to_ask",
]


MAX_STEPS = 50_000
"""The default step limit of every driver: [`play_out`][unokit.agents.play_out],
[`simulate`][unokit.simulate] and the environments of `unokit.rl`. Keen players finish
nearly every game far sooner, but two-player UNO Party! with stacking can run past 20,000
moves (see the soak run's figures in ``benchmarks/README.md``)."""


def check_max_steps(max_steps: object, *, unlimited: bool = True) -> None:
    """Refuse a step limit that is not a whole number, 1 or more (or ``None``: no limit).

    Args:
        max_steps: The limit to check.
        unlimited: Whether ``None`` (no limit) is allowed.

    Raises:
        SetupError: naming the value.
    """
    if max_steps is None and unlimited:
        return
    if not _is_whole(max_steps) or max_steps < 1:
        allowed = " (or None for no limit)" if unlimited else ""
        raise SetupError(
            f"max_steps must be a whole number, 1 or more{allowed}, not {_shown(max_steps)}"
        )


class AgentError(UnokitError, ValueError):
    """An agent broke the protocol.

    It returned another seat's move or an illegal one, or ``None`` when it had to move.
    """


@runtime_checkable
class Agent(Protocol):
    """What plays one seat: anything with this ``choose`` method.

    Examples:
        >>> import unokit
        >>> from unokit.agents import Agent
        >>> class FirstMove:
        ...     def choose(self, seen, *, optional):
        ...         return None if optional else seen.legal_moves[0]
        >>> isinstance(FirstMove(), Agent)
        True
    """

    def choose(self, seen: SeatView, *, optional: bool) -> Move | None:
        """Choose one of ``seen.legal_moves``.

        Args:
            seen: What the agent's seat may know now, with its legal moves (never empty).
            optional: ``True`` when the move would be out of turn and may be declined.

        Returns:
            One of ``seen.legal_moves``, or ``None`` to decline (only when ``optional``).
        """
        ...


AgentFactory = Callable[[int], Agent]
"""Makes an agent from a seed: an agent class such as ``RandomAgent`` is one. For
[`simulate`][unokit.simulate] with several processes it must be picklable (a class or a
top-level function).
"""


class RandomAgent:
    """Plays at random, but like a player: an action first, then one of its variants.

    It picks among the plays nine times out of ten when it can play a card, otherwise among
    all its actions (play this card, draw, pass, catch that seat...), and then uniformly among
    the chosen action's variants (the colour named, the UNO call...). Out of turn it declines
    as often as it takes any one of its actions.

    Args:
        seed: Seeds the agent's private random-number generator.

    Examples:
        >>> import unokit
        >>> state = unokit.new_game(players=2, seed=1)
        >>> seat = state.current_player
        >>> seen = unokit.view(state, seat)
        >>> move = unokit.RandomAgent(7).choose(seen, optional=False)
        >>> move in unokit.legal_moves(state)
        True
    """

    #: How often it plays a card when it can, instead of choosing among all its moves.
    play_when_able = 0.9

    def __init__(self, seed: int = 0) -> None:  # noqa: D107
        self.rng = random.Random(seed)

    def choose(self, seen: SeatView, *, optional: bool) -> Move | None:
        """Choose an action, then a variant, at random (see the class)."""
        moves: Sequence[Move] = seen.legal_moves
        plays = [move for move in moves if isinstance(move, Play)]
        if plays and not optional and self.rng.random() < self.play_when_able:
            moves = plays
        groups: list[tuple[Move, ...] | None] = list(group_moves(moves))
        if optional:
            groups.append(None)
        group = self.rng.choice(groups)
        return None if group is None else self.rng.choice(group)


class GreedyAgent:
    """Plays like a decent human who thinks one move ahead.

    - sheds high-value cards first (action cards before numbers, high numbers before low),
      preferring the colour it holds most of, and hits a next player close to going out with
      an action card (the next seat still in the round);
    - keeps Wild cards until it cannot match otherwise, never bluffs a Wild Draw Four (it
      draws instead), and names the colour it holds most;
    - always calls UNO, and catches anyone who forgets to;
    - challenges a Wild Draw Four when it is likely a bluff: when the offender, holding the
      cards it still holds, most likely had a card of the previous colour (estimated from the
      cards this seat has not seen);
    - plays out of turn whenever it can (Speed Play, Jump-In), aims a move at another seat
      (pointing after a Point Taken...) at the player with the fewest cards, and takes any
      other move (taking a mini-pile...) only when it cannot play.

    Args:
        seed: Accepted so the class is an [`AgentFactory`][unokit.agents.AgentFactory]; the
            agent is deterministic and ignores it.

    Examples:
        >>> import unokit
        >>> state = unokit.new_game(players=2, seed=1)
        >>> seat = state.current_player
        >>> move = unokit.GreedyAgent().choose(unokit.view(state, seat), optional=False)
        >>> move in unokit.legal_moves(state)
        True
    """

    def __init__(self, seed: int = 0) -> None:  # noqa: D107
        self.seed = seed

    def choose(self, seen: SeatView, *, optional: bool) -> Move | None:
        """The legal move that scores best (ties go to the first in ``legal_moves``)."""
        return self._best(seen.legal_moves, _Glance.of_view(seen))

    def choose_in(self, state: GameState, seat: int) -> Move | None:
        """The move ``choose(view(state, seat), optional=False)`` returns, found faster.

        It reads from ``state`` only what ``view(state, seat)`` would show, without building
        the view (a view is about a third of a greedy move's cost): what a search's rollouts
        use. Of two-sided cards it reads the faces the seat sees, and names its plays by them,
        as the view does.

        Args:
            state: The game.
            seat: The seat to move.

        Returns:
            The seat's move, or ``None`` if it has no legal move.

        Examples:
            >>> import unokit
            >>> state = unokit.new_game(players=3, seed=2)
            >>> seat = state.current_player
            >>> greedy = unokit.GreedyAgent()
            >>> greedy.choose_in(state, seat) == greedy.choose(
            ...     unokit.view(state, seat), optional=False
            ... )
            True
        """
        moves = tuple(move for move in legal_moves(state) if move.player == seat)
        glance = _Glance.of_state(state, seat, moves)
        if state.rules.two_sided:
            moves = _face_plays(moves)
        return self._best(moves, glance)

    def _best(self, moves: Sequence[Move], glance: _Glance) -> Move | None:
        counts = _colour_counts(glance.hand)
        best: Move | None = None
        best_score = float("-inf")
        for move in moves:
            score = self._score(glance, move, counts)
            if score > best_score:
                best, best_score = move, score
        return best

    def _score(self, seen: _Glance, move: Move, counts: dict[Color, int]) -> float:
        if isinstance(move, Play):
            return self._play_score(seen, move, counts)
        if isinstance(move, CallUno):
            return 1000.0
        if isinstance(move, CatchUno):
            return 900.0
        if isinstance(move, ChooseColor):
            return float(counts.get(move.color, 0))
        if isinstance(move, (Draw, Deal, Accept)):
            return 0.0
        if isinstance(move, Challenge):
            return 1.0 if self._likely_bluff(seen.seat_view()) else -1.0
        if isinstance(move, Pass):
            return -5.0
        if isinstance(move, SeatMove):  # aimed at another seat: the one closest to going out
            return 500.0 - seen.hand_sizes[move.target]
        return -1.0

    def _play_score(self, seen: _Glance, move: Play, counts: dict[Color, int]) -> float:
        kind = seen.rules.kinds[move.card.rank]
        if seen.bluffs and listed(move, seen.bluffs):
            return -10.0
        if kind.is_wild:
            score = 20.0 + (5.0 if kind.restricted else 0.0)
        else:
            score = 50.0 + seen.rules.points[move.card]
            if move.card.color is not None:
                score += 2.0 * (counts.get(move.card.color, 0) - 1)
        following = seat_after(move.player, seen.direction, seen.players, seen.out)
        if move.card.rank in seen.rules.acting and seen.hand_sizes[following] <= 2:
            score += 40.0
        if move.color is not None:
            score += 0.5 * counts.get(move.color, 0)
        if move.uno:
            score += 5.0
        if move.seats:
            if move.player not in move.seats:
                score += 3.0
            score += sum(0.1 * (20 - seen.hand_sizes[seat]) for seat in move.seats)
        return score

    def _likely_bluff(self, seen: SeatView) -> bool:
        pending = seen.pending
        offender = getattr(pending, "offender", None)
        colour = getattr(pending, "previous_color", None)
        if not isinstance(offender, int) or not isinstance(colour, Color):
            return False
        unseen = [card.face for card in seen.rules.deck]
        for card in (*seen.hand, *seen.discard_pile):
            if card in unseen:
                unseen.remove(card)
        if not unseen:
            return False
        blockers = seen.rules.blockers.get(colour, frozenset())
        share = sum(card in blockers for card in unseen) / len(unseen)
        held = seen.hand_sizes[offender]
        # A failed challenge costs two more cards than accepting; a good one saves four.
        probability = 1.0 - (1.0 - share) ** held
        return probability * 4 > (1.0 - probability) * 2


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
    [`GreedyAgent.choose_in`][unokit.agents.GreedyAgent.choose_in]) is asked through it when
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
            [`Lacking`][unokit.determinization.Lacking] facts: of the cards it holds now,
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

        [`determinizer`][unokit.determinization.determinizer] with the agent's beliefs
        (with ``infer``: the lacks, and heads-up the fit to the plays it saw). A subclass may
        draw them otherwise, say from what it was told of the other hands.

        Args:
            seen: What the agent's seat sees.

        Returns:
            A function of a random-number generator that draws one game.
        """
        from unokit.determinization import determinizer

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


def _turn_move(agent: Agent, state: GameState, seat: int) -> Move | None:
    """``agent``'s move for ``seat`` when nobody else may act (by ``choose_in`` if it has one)."""
    fast = getattr(agent, "choose_in", None)
    if fast is not None:
        move: Move | None = fast(state, seat)
        return move
    return agent.choose(view(state, seat), optional=False)


@attrs.define
class _Lack:
    """One inferred lack: ``seat`` held ``held`` cards, none playable on ``after``.

    ``after`` is the state this agent's move left (as drawn); ``discard`` and ``mine`` are
    the discard pile's size and this agent's plays when the lack was seen.
    """

    seat: int
    after: GameState
    held: int
    discard: int
    mine: int
    cards: frozenset[Card] | None = None

    def matching(self) -> frozenset[Card]:
        """The cards the seat could have played then (worked out once, when first asked)."""
        if self.cards is None:
            after, seat = self.after, self.seat
            found = set()
            for card in set(after.rules.deck):
                hands = list(after.hands)
                hands[seat] = (card,)
                tried = attrs.evolve(after, hands=tuple(hands))
                try:
                    moves = legal_moves(tried)
                except UnokitError:
                    continue
                if any(isinstance(m, Play) and m.player == seat for m in moves):
                    found.add(card)
            self.cards = frozenset(found)
        return self.cards


#: How many of the other seat's turns of plays a belief model keeps (the latest).
_SHOWN = 4
#: How many changes of one card a fit tries before the first game it fits, and between
#: two games.
_FIT_FIRST, _FIT_NEXT = 40, 3


@attrs.frozen
class _Left:
    """What this agent's move left.

    The state (as drawn), the other seat's hand size, the discard pile's size and this
    agent's own hand.
    """

    after: GameState
    held: int
    pile: int
    hand: tuple[Card, ...]


@attrs.frozen
class _Shown:
    """Heads-up, ``seat`` played ``cards`` (in this order) from ``after``; then ``color``."""

    seat: int
    after: GameState | None
    cards: tuple[Card, ...]
    color: Color | None

    def explained(
        self,
        hand: Sequence[Card],
        later: Sequence[Card],
        ask: Callable[[GameState, int], Move | None],
    ) -> bool:
        """Whether the seat, holding ``hand`` now, would have played these cards as ``ask`` does.

        Its hand at ``after`` is ``hand`` and ``later``, the cards it played since, these
        first, so that a tie goes their way. Without a state to start from (``after`` is
        ``None``), any hand is.
        """
        if self.after is None:
            return True
        hands = list(self.after.hands)
        hands[self.seat] = (*later, *hand)
        state = attrs.evolve(self.after, hands=tuple(hands))
        for at, card in enumerate(self.cards):
            try:
                move = ask(state, self.seat)
                if not isinstance(move, Play) or move.card is not card:
                    return False
                if at + 1 == len(self.cards):
                    return card.color is not None or self.color is None or move.color == self.color
                state = apply(state, move)
            except UnokitError:
                return False
        return True  # pragma: no cover - the loop returns at its last card


class _Fit:
    """Fits the games a heads-up search draws to what the other seat showed.

    A chain of the other seat's hands: each step puts one card of the unseen ones (its hand
    and the draw pile) in place of one of its hand's, kept if it breaks no more beliefs
    (`_Beliefs.broken`) than before. Each game drawn gets the chain's hand, the rest of
    the unseen cards shuffled into the draw pile.
    """

    def __init__(
        self, beliefs: _Beliefs, seen: SeatView, ask: Callable[[GameState, int], Move | None]
    ) -> None:
        self.beliefs, self.seen, self.ask = beliefs, seen, ask
        self.other = 1 - seen.seat
        self.hand: list[Card] | None = None
        self.bad = 0

    def __call__(self, game: GameState, rng: random.Random) -> GameState:
        """``game`` with the other seat's hand the chain's next."""
        other = self.other
        unseen = [*game.hands[other], *game.draw_pile]
        if self.hand is None:
            self.hand = list(game.hands[other])
            self.bad = self.beliefs.broken(self.seen, self.hand, self.ask)
            steps = _FIT_FIRST
        else:
            steps = _FIT_NEXT
        for _ in range(steps):
            if steps == _FIT_FIRST and not self.bad:
                break
            rest = _without(unseen, self.hand)
            if rest is None or not rest or not self.hand:
                return game
            tried = list(self.hand)
            tried[rng.randrange(len(tried))] = rest[rng.randrange(len(rest))]
            bad = self.beliefs.broken(self.seen, tried, self.ask)
            if bad <= self.bad:
                self.hand, self.bad = tried, bad
        rest = _without(unseen, self.hand)
        if rest is None:
            return game
        rng.shuffle(rest)
        hands = list(game.hands)
        hands[other] = tuple(self.hand)
        fitted = attrs.evolve(
            game,
            hands=tuple(hands),
            draw_cards=(*game.draw_cards[: game.draw_index], *rest),
        )
        # An edition may keep cards of the hands in sight elsewhere: never a game the seat
        # could tell from the real one.
        return fitted if view(fitted, self.seen.seat) == self.seen else game


def _without(cards: Sequence[Card], taken: Sequence[Card]) -> list[Card] | None:
    """``cards`` less one copy of each of ``taken`` (``None`` if one is missing)."""
    rest = list(cards)
    for card in taken:
        try:
            rest.remove(card)
        except ValueError:
            return None
    return rest


@attrs.define
class _Beliefs:
    """What a searching agent infers of the other hands in the round it plays (``infer``)."""

    round: tuple[int, int] | None = None
    lacks: list[_Lack] = attrs.Factory(list)
    mine: int = 0
    last: _Lack | None = None
    pile: int = 0
    shown: list[_Shown] = attrs.Factory(list)
    left: _Left | None = None

    def observe(self, seen: SeatView) -> None:
        """Compare ``seen`` with what this agent's last move left; note a lack shown."""
        kept = self._note_plays(seen)
        now = (seen.round_number, len(seen.history))
        pile = len(seen.discard_pile)
        added = seen.discard_pile[: max(0, pile - self.pile)]
        self.pile = pile
        if (
            now != self.round
            or (self.lacks and pile < max(lack.discard for lack in self.lacks))
            or (not kept and any(card.rank in seen.rules.acting for card in added))
        ):  # a new round, the discard pile shuffled into the draw pile, or a card that did
            # something (it may have moved cards between hands unseen: heads-up, only when
            # this agent's hand lost a card it did not play)
            self.round, self.lacks, self.last = now, [], None
        last, self.last = self.last, None
        if last is None:
            return
        size = seen.hand_sizes[last.seat]
        grown = len(seen.discard_pile) - last.discard
        if size == last.held + 1 and grown == 0:  # drew and kept the card
            self.lacks.append(last)
        elif (
            seen.players == 2
            and size == last.held
            and grown == 1
            and seen.discard_pile[0].rank not in seen.rules.acting
        ):  # drew and played it (not: played a card that let it move again, then drew)
            self.lacks.append(attrs.evolve(last, discard=last.discard + 1))

    def _note_plays(self, seen: SeatView) -> bool:
        """Heads-up: note the cards the other seat played since this agent's last move.

        Only when the other seat did nothing else (its hand shrank by the cards added to the
        discard pile, this agent's own hand lost no card); otherwise its earlier hands can no
        longer be told from its hand now, and the plays noted are forgotten. Returns whether
        this agent's hand is known to have lost no card it did not play since its last move
        (heads-up, no card can then have passed between hands unseen).
        """
        left, self.left = self.left, None
        if left is None or (seen.round_number, len(seen.history)) != self.round:
            self.shown.clear()
            return False
        other = 1 - seen.seat
        played = len(seen.discard_pile) - left.pile
        if _without(seen.hand, left.hand) is None:
            self.shown.clear()  # a card of this agent's left its hand unplayed
            return False
        if played < 0 or left.held - seen.hand_sizes[other] != played:
            self.shown.clear()
            return True
        if played:
            cards = tuple(reversed(seen.discard_pile[:played]))
            after: GameState | None = left.after
            if not (
                left.after.current_player == other
                and left.after.pending is None
                and left.after.discard_pile[: len(seen.discard_pile) - played]
                == seen.discard_pile[played:]
            ):  # the game drawn went otherwise than the real one (the card this agent drew)
                after = None
            self.shown.append(_Shown(other, after, cards, seen.active_color))
            del self.shown[:-_SHOWN]
        return True

    def fitter(self, seen: SeatView, ask: Callable[[GameState, int], Move | None]) -> _Fit | None:
        """What fits the games a search draws to the plays noted (``None``: nothing noted)."""
        if not self.shown or seen.players != 2:
            return None
        return _Fit(self, seen, ask)

    def broken(
        self, seen: SeatView, hand: Sequence[Card], ask: Callable[[GameState, int], Move | None]
    ) -> int:
        """How many beliefs a hand of the other seat would break (lacks and plays noted)."""
        bad = 0
        for lack in self.lacking(seen):
            if lack.seat != seen.seat:
                bad += max(0, sum(card in lack.cards for card in hand) - lack.at_most)
        later: list[Card] = []
        for shown in reversed(self.shown):
            later[:0] = shown.cards
            if not shown.explained(hand, later, ask):
                bad += 1
        return bad

    def moved(self, seen: SeatView, move: Move, rng: random.Random, *, optional: bool) -> None:
        """Remember the state ``move`` leaves, if the next seat then plays or draws freely."""
        from unokit.determinization import determinize

        if isinstance(move, Play):
            self.mine += 1
        if optional or any(card.back is not None for card in seen.rules.deck):
            if not isinstance(move, CallUno):
                self.left = None
            return
        self.left = None
        try:
            after = apply(determinize(seen, rng, lacking=self.lacking(seen)), move)
        except UnokitError:
            return
        if (
            seen.players == 2
            and (after.pending is None or after.current_player == seen.seat)
            and len(after.history) == len(seen.history)
            and not after.is_over
        ):  # the other seat acts next from ``after``, or this one again
            mine = list(seen.hand)
            if isinstance(move, Play):
                mine.remove(move.card)
            held = len(after.hands[1 - seen.seat])
            if held != seen.hand_sizes[1 - seen.seat]:
                self.shown.clear()  # this move gave the other seat cards: its hand before is lost
            self.left = _Left(after, held, len(after.discard_pile), tuple(mine))
        seat = after.current_player
        if (
            after.pending is not None
            or seat == seen.seat
            or len(after.history) != len(seen.history)
            or after.is_over
        ):
            return
        shown = view(after, seen.seat)
        self.last = _Lack(seat, after, shown.hand_sizes[seat], len(shown.discard_pile), self.mine)

    def lacking(self, seen: SeatView) -> list[Lacking]:
        """The lacks noted, as beliefs about the hands of ``seen``."""
        found = []
        for lack in self.lacks:
            plays = len(seen.discard_pile) - lack.discard - (self.mine - lack.mine)
            still = lack.held - max(0, plays)  # cards held then and still held, at least
            at_most = seen.hand_sizes[lack.seat] - still
            if still > 0 and at_most < seen.hand_sizes[lack.seat]:
                found.append(Lacking(lack.seat, lack.matching(), max(0, at_most)))
        return found


class _Glance:
    """What the greedy agent reads of a seat's view, from the view or straight from a state.

    ``seat_view()`` gives the whole view, built on first use when read from a state (the
    greedy agent needs it only to judge a challenge).
    """

    __slots__ = (
        "_state",
        "_view",
        "bluffs",
        "direction",
        "hand",
        "hand_sizes",
        "out",
        "players",
        "rules",
        "seat",
    )

    def __init__(
        self,
        *,
        rules: TableRules,
        seat: int,
        hand: tuple[Card, ...],
        hand_sizes: tuple[int, ...],
        players: int,
        direction: int,
        bluffs: tuple[Move, ...],
        out: tuple[int, ...],
        seen: SeatView | None = None,
        state: GameState | None = None,
    ) -> None:
        self.rules = rules
        self.seat = seat
        self.hand = hand
        self.hand_sizes = hand_sizes
        self.players = players
        self.direction = direction
        self.bluffs = bluffs
        self.out = out
        self._view = seen
        self._state = state

    @classmethod
    def of_view(cls, seen: SeatView) -> _Glance:
        return cls(
            rules=seen.rules,
            seat=seen.seat,
            hand=seen.hand,
            hand_sizes=seen.hand_sizes,
            players=seen.players,
            direction=seen.direction,
            bluffs=seen.bluffs,
            out=seen.out,
            seen=seen,
        )

    @classmethod
    def of_state(cls, state: GameState, seat: int, moves: tuple[Move, ...]) -> _Glance:
        """As ``of_view(view(state, seat))``, ``moves`` the seat's moves.

        Of two-sided cards, the faces the seat sees (its hand's, and its bluffs named by them).
        """
        hand = state.hands[seat]
        bluffs = bluff_plays(state, moves)
        if state.rules.two_sided:
            hand, bluffs = _faces(hand), _face_plays(bluffs)
        return cls(
            rules=TableRules.of(state.rules),
            seat=seat,
            hand=hand,
            hand_sizes=tuple(len(cards) for cards in state.hands),
            players=state.players,
            direction=state.direction,
            bluffs=bluffs,
            out=state.out,
            state=state,
        )

    def seat_view(self) -> SeatView:
        if self._view is None:
            assert self._state is not None
            self._view = view(self._state, self.seat)
        return self._view


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


def _colour_counts(hand: Iterable[Card]) -> dict[Color, int]:
    counts = dict.fromkeys(COLORS, 0)
    for card in hand:
        if card.color is not None:
            counts[card.color] = counts.get(card.color, 0) + 1
    return counts


AGENTS: dict[str, AgentFactory] = {
    "greedy": GreedyAgent,
    "random": RandomAgent,
    "search": SearchAgent,
}
"""The agents known by name (to [`make_agent`][unokit.agents.make_agent], to
[`simulate`][unokit.simulate] and to the ``unokit`` command).
"""


def make_agent(spec: str | AgentFactory, seed: int) -> Agent:
    """An agent from its name in ``AGENTS`` or from a factory, seeded with ``seed``.

    Raises:
        AgentError: if no agent has that name.

    Examples:
        >>> from unokit.agents import make_agent
        >>> type(make_agent("greedy", 3)).__name__
        'GreedyAgent'
    """
    if isinstance(spec, str):
        factory = AGENTS.get(spec.strip().lower())
        if factory is None:
            raise AgentError(
                f"there is no agent called {_shown(spec)}; available agents: " + ", ".join(AGENTS)
            )
        return factory(seed)
    return spec(seed)


def obliged_seat(state: GameState) -> int | None:
    """The seat that must move now.

    The player to act if it has legal moves, else the first seat in turn order that has some;
    ``None`` when nobody can move (the match is over).
    """
    seats = {move.player for move in legal_moves(state)}
    if not seats:
        return None
    for step in range(state.players):
        seat = (state.current_player + step * state.direction) % state.players
        if seat in seats:
            return seat
    return None  # pragma: no cover - every seat is reached above


def seats_to_ask(state: GameState) -> tuple[int, ...]:
    """The seats other than the obliged one that have legal moves, in turn order."""
    seats = {move.player for move in legal_moves(state)}
    obliged = obliged_seat(state)
    order = (
        (state.current_player + step * state.direction) % state.players
        for step in range(state.players)
    )
    return tuple(seat for seat in order if seat in seats and seat != obliged)


def _ask(agent: Agent, state: GameState, seat: int, *, optional: bool) -> Move | None:
    """The agent's move, checked as ``apply`` checks one: the listed move it names."""
    seen = view(state, seat)
    move = agent.choose(seen, optional=optional)
    if move is None:
        if optional:
            return None
        raise AgentError(f"the agent of seat {seat} must move, and returned None")
    found = find_listed(move, seen.legal_moves)
    if found is None:
        raise AgentError(
            f"the agent of seat {seat} chose {_said(move)}, which is not one of its moves"
        )
    return found


def choose_move(state: GameState, agents: Sequence[Agent], rng: random.Random) -> Move | None:
    """The next move of a game played by ``agents``, by the scheme of this module's docs.

    Args:
        state: The game.
        agents: One agent per seat.
        rng: The driver's random-number generator, which breaks races between out-of-turn
            proposals.

    Returns:
        The move to apply, or ``None`` if the match is over.

    Raises:
        AgentError: if an agent returns a move that is not one of its seat's legal moves, or
            declines a move it must make.
    """
    obliged = obliged_seat(state)
    if obliged is None:
        return None
    proposals = [
        move
        for seat in seats_to_ask(state)
        if (move := _ask(agents[seat], state, seat, optional=True)) is not None
    ]
    if proposals:
        return proposals[0] if len(proposals) == 1 else rng.choice(proposals)
    return _ask(agents[obliged], state, obliged, optional=False)


def play_out(
    state: GameState,
    agents: Sequence[Agent],
    *,
    seed: int = 0,
    max_steps: int | None = MAX_STEPS,
) -> Iterator[tuple[Move, GameState]]:
    """Let ``agents`` play ``state`` to the end, yielding each move and the state after it.

    Args:
        state: Where to start.
        agents: One agent per seat.
        seed: Seeds the driver's random-number generator (see
            [`choose_move`][unokit.agents.choose_move]).
        max_steps: Stop after this many moves even if the match goes on
            ([`MAX_STEPS`][unokit.agents.MAX_STEPS] by default; ``None``: no limit).

    Raises:
        AgentError: as [`choose_move`][unokit.agents.choose_move] does, or if the number of
            agents is not the number of players.
        SetupError: if ``max_steps`` is not a whole number, 1 or more, or ``None``.

    Examples:
        >>> import unokit
        >>> from unokit.agents import GreedyAgent, RandomAgent, play_out
        >>> single = {"match": "single-round"}
        >>> state = unokit.new_game(players=2, seed=4, options=single)
        >>> for move, state in play_out(state, [GreedyAgent(), RandomAgent(1)], seed=4):
        ...     pass
        >>> state.is_over
        True
    """
    if len(agents) != state.players:
        raise AgentError(f"{len(agents)} agents for {state.players} players: give one per seat")
    check_max_steps(max_steps)
    rng = random.Random(seed)
    steps = 0
    while max_steps is None or steps < max_steps:
        move = choose_move(state, agents, rng)
        if move is None:
            return
        state = apply(state, move)
        steps += 1
        yield move, state
