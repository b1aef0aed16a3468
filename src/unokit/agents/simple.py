"""The agents that look one move ahead: ``RandomAgent`` and ``GreedyAgent``."""

from __future__ import annotations

import random
from collections.abc import Iterable, Sequence

from unokit.core.cards import COLORS, Card, Color
from unokit.core.engine import legal_moves
from unokit.core.legal import bluff_plays, listed
from unokit.core.moves import (
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
from unokit.core.state import GameState, seat_after
from unokit.core.views import SeatView, TableRules, _face_plays, _faces, view


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


def _colour_counts(hand: Iterable[Card]) -> dict[Color, int]:
    counts = dict.fromkeys(COLORS, 0)
    for card in hand:
        if card.color is not None:
            counts[card.color] = counts.get(card.color, 0) + 1
    return counts
