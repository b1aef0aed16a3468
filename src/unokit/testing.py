"""A conformance suite any edition can run: the properties every edition must have.

An edition plugs its own cards and decisions into the engine, so a bug in an edition shows
up as a game that loses a card, hangs, leaks a hand or cannot be saved. This module plays
random games of an edition and checks, at every step, the properties unokit promises for
every edition, built-in or not:

| Property | What is checked |
| --- | --- |
| `deck` | the deck deals the largest table, and every card's text form reads back |
| `notation` | every legal move's text form reads back as the same move |
| `conservation` | every card of the deck is somewhere (hand, pile, decision), exactly once |
| `consistency` | seats, turn and piles make sense; a game not over always has a move |
| `purity` | [`apply`][unokit.apply] never changes its input and gives equal results twice |
| `determinism` | replaying the moves from the same seed reaches equal states |
| `listed-moves` | every listed move applies |
| `unlisted-moves` | every other move is refused with a clear `IllegalMoveError` |
| `views` | changing what a seat cannot see never changes its [view][unokit.view] |
| `round-trips` | game records (text and JSON) and saved games read back equal |
| `termination` | every game ends within a bound (random players, then keen ones) |
| `scoring` | round results match the cards left in the hands |

Run it from a test with [`check_edition`][unokit.testing.check_edition], or one pytest test
per property with [`conformance_tests`][unokit.testing.conformance_tests]. Games are driven by
[Hypothesis](https://hypothesis.readthedocs.io): when a property fails, Hypothesis shrinks
the game (fewer players, shorter, simpler moves) and the
[`ConformanceError`][unokit.testing.ConformanceError] carries a replayable
[`GameRecord`][unokit.GameRecord] of the smallest failing game it found.
[`edition_state_machine`][unokit.testing.edition_state_machine] builds a Hypothesis stateful
test that mixes legal moves with illegal and out-of-turn ones.

This module needs Hypothesis (`pip install "unokit[testing]"`); `import unokit` never loads it.
"""

from __future__ import annotations

import itertools
import random
import time
from collections import Counter
from collections.abc import Callable, Iterable, Iterator, Mapping, Sequence
from typing import Any

import attrs

try:
    from hypothesis import HealthCheck, Phase, Verbosity, given, settings
    from hypothesis import seed as hypothesis_seed
    from hypothesis import strategies as st
    from hypothesis.stateful import (
        RuleBasedStateMachine,
        initialize,
        invariant,
        precondition,
        rule,
    )
except ImportError as exc:  # pragma: no cover - depends on the environment
    raise ImportError('unokit.testing needs Hypothesis: pip install "unokit[testing]"') from exc

from unokit.cards import COLORS, Card, Color
from unokit.distributed import check_backend, map_ordered
from unokit.engine import apply, is_legal, legal_moves
from unokit.errors import IllegalMoveError, UnokitError
from unokit.game import new_game
from unokit.moves import _VERBS, CallUno, CatchUno, Move, Play
from unokit.plugins import compile_rules, find_edition, option_specs
from unokit.records import GameRecord
from unokit.rules import OptionSpec
from unokit.saving import from_json, to_json
from unokit.state import GameState
from unokit.views import view

__all__ = [
    "KEEN_AFTER",
    "OPTION_SETS",
    "PROPERTIES",
    "ConformanceError",
    "ConformanceReport",
    "Game",
    "Property",
    "Violation",
    "candidate_moves",
    "check_edition",
    "check_state",
    "conformance_tests",
    "edition_state_machine",
    "hidden_twin",
    "keen_move",
    "random_game",
    "random_move",
]

OPTION_SETS: tuple[Mapping[str, Any] | None, ...] = (
    {"match": "single-round"},
    {"match": "single-round", "strict_wild_draw_four": True},
    {"match": "single-round", "challenge_returns_card": True},
    {"match": "standard", "winner_deals": True, "target_score": 100},
    {"match": "standard", "target_score": 60},
    {"match": "low-score", "target_score": 60},
)
"""Option sets the suite draws games from. Short target scores give matches of several
rounds that still end quickly: random players take thousands of moves to reach 500 points
in UNO Party! with two or three players (a tenth of such matches take over 18,000).
"""

#: How often a random player plays a card when it can, rather than choosing among all moves.
PLAY_WHEN_ABLE = 0.9

#: Moves chosen by Hypothesis (and so shrunk when a property fails) before a game goes on
#: with a seeded random player: Hypothesis keeps each example's choices under a few thousand.
DRAWN_STEPS = 600

KEEN_AFTER = 2_000
"""Random moves a game of the suite plays before its players turn keen to go out (see
[`keen_move`][unokit.testing.keen_move]). Random players alone need not ever finish: in
UNO Party! with two or three players their hands can keep growing for 50,000 moves.
"""


# --------------------------------------------------------------------------------------
# Random play
# --------------------------------------------------------------------------------------


def _actions(legal: Sequence[Move], plays_only: bool) -> list[list[Move]]:
    """Group moves by action (play this card, draw, catch that seat...); variants together."""
    if plays_only:
        plays = [move for move in legal if isinstance(move, Play)]
        if plays:
            legal = plays
    actions: dict[tuple[object, ...], list[Move]] = {}
    for move in legal:
        key = (type(move), move.player, getattr(move, "card", None), getattr(move, "target", None))
        actions.setdefault(key, []).append(move)
    return list(actions.values())


def random_move(chooser: random.Random, legal: Sequence[Move]) -> Move:
    """Pick a move as a random player would: an action first, then one of its variants.

    Picking uniformly among all listed moves would make a Wild (one move per colour, and per
    character in UNO Friends) many times likelier than a number card. When a card can be
    played the player plays one nine times in ten: a player who draws half the time while
    holding a playable card rarely finishes a game of an edition with many draw cards.

    Args:
        chooser: The source of randomness (never the global one).
        legal: The legal moves, as [`legal_moves`][unokit.legal_moves] lists them.

    Examples:
        >>> import random, unokit
        >>> from unokit.testing import random_move
        >>> state = unokit.new_game("classic", players=2, seed=1)
        >>> random_move(random.Random(0), unokit.legal_moves(state)) in unokit.legal_moves(state)
        True
    """
    actions = _actions(legal, chooser.random() < PLAY_WHEN_ABLE)
    return chooser.choice(chooser.choice(actions))


def keen_move(state: GameState, legal: Sequence[Move]) -> Move:
    """Pick a move as a player keen to go out would, with no randomness.

    A card without an effect (a number card) first, naming the colour its player holds most
    of; then any other card the same way; with no card to play, the first listed move.
    From every state unokit's tests and soak have reached, such players finish the round:
    the liveness the suite's ``termination`` property relies on.

    Args:
        state: The state the moves are listed for.
        legal: The legal moves, as [`legal_moves`][unokit.legal_moves] lists them.
    """
    plays = [move for move in legal if isinstance(move, Play)]
    if not plays:
        return legal[0]
    rules = state.rules

    def keenness(play: Play) -> tuple[bool, int]:
        held = sum(1 for card in state.hands[play.player] if card.color is play.color)
        return (rules.kinds[play.card.rank].on_play is not None, -held if play.color else 0)

    return min(plays, key=keenness)


def random_game(
    state: GameState, chooser_seed: int, max_steps: int, *, keen_after: int | None = None
) -> tuple[list[GameState], list[Move]]:
    """Play [`random_move`][unokit.testing.random_move]s from ``state``.

    Stops when nobody can move (the match is over) or after ``max_steps`` moves.

    Args:
        state: Where to start.
        chooser_seed: Seed of the private ``random.Random`` choosing the moves.
        max_steps: The most moves to play.
        keen_after: If given, the players turn keen to go out
            ([`keen_move`][unokit.testing.keen_move]) after this many random moves.

    Returns:
        The states visited (``state`` first) and the moves applied (one fewer).
    """
    chooser = random.Random(chooser_seed)
    keen = max_steps if keen_after is None else keen_after

    def pick(step: int, state: GameState, legal: Sequence[Move]) -> Move:
        return random_move(chooser, legal) if step < keen else keen_move(state, legal)

    states = [state]
    moves: list[Move] = []
    for move, after in _playout(state, max_steps, pick):
        states.append(after)
        moves.append(move)
    return states, moves


def _playout(
    state: GameState, max_steps: int, pick: Callable[[int, GameState, Sequence[Move]], Move]
) -> Iterator[tuple[Move, GameState]]:
    """Yield each move ``pick(step, state, legal)`` chooses and the state after it.

    Stops when the match is over (nobody can move) or after ``max_steps`` moves.
    """
    for step in range(max_steps):
        legal = legal_moves(state)
        if not legal:
            return
        move = pick(step, state, legal)
        state = apply(state, move)
        yield move, state


_INDEX_STRATEGIES: dict[int, st.SearchStrategy[int]] = {}


def _draw_index(data: st.DataObject, size: int, label: str) -> int:
    if size == 1:
        return 0
    strategy = _INDEX_STRATEGIES.get(size)
    if strategy is None:
        strategy = _INDEX_STRATEGIES[size] = st.integers(0, size - 1)
    return data.draw(strategy, label=label)


def _drawn_move(data: st.DataObject, legal: Sequence[Move]) -> Move:
    """``random_move``, with every choice drawn from Hypothesis (so that it shrinks)."""
    plays_only = any(isinstance(move, Play) for move in legal) and (
        _draw_index(data, 10, "play when able") < 9
    )
    actions = _actions(legal, plays_only)
    variants = actions[_draw_index(data, len(actions), "action")]
    return variants[_draw_index(data, len(variants), "variant")]


# --------------------------------------------------------------------------------------
# Games and properties
# --------------------------------------------------------------------------------------


@attrs.frozen
class Game:
    """A random game the properties look at.

    Attributes:
        first: The state ``new_game`` dealt.
        states: Every state visited, ``first`` first.
        moves: The moves played (one fewer than ``states``).
        max_steps: The bound the game was played under.
    """

    first: GameState
    states: tuple[GameState, ...]
    moves: tuple[Move, ...]
    max_steps: int

    @property
    def final(self) -> GameState:
        """The last state visited."""
        return self.states[-1]

    def sample(self, count: int) -> list[tuple[int, GameState]]:
        """Some states of the game, as ``(index, state)`` pairs in game order.

        About ``count`` states spread over the game, the first state of each kind of
        decision, and the last state.
        """
        states = self.states
        chosen = dict(enumerate(states))
        picked = {i: chosen[i] for i in range(0, len(states), max(1, len(states) // count))}
        seen: set[tuple[str, bool, bool]] = set()
        for i, state in enumerate(states):
            key = (type(state.pending).__name__, state.uno_exposed is not None, state.is_over)
            if key not in seen:
                seen.add(key)
                picked[i] = state
        picked[len(states) - 1] = states[-1]
        return sorted(picked.items(), key=lambda item: item[0])


class Violation(Exception):
    """Raised by a property's check: what is wrong, and after which move.

    Args:
        detail: What is wrong, in words.
        step: The index in ``Game.states`` of the state where it shows (``None``: the game
            as a whole).
    """

    def __init__(self, detail: str, step: int | None = None) -> None:
        """Record what is wrong and where."""
        super().__init__(detail)
        self.detail = detail
        self.step = step


@attrs.frozen
class Property:
    """One property of the conformance suite.

    Attributes:
        name: Its short name, e.g. ``"conservation"``.
        summary: What it promises, in one sentence.
        check: Looks at a [`Game`][unokit.testing.Game] and raises a
            [`Violation`][unokit.testing.Violation] if the property does not hold.
    """

    name: str
    summary: str
    check: Callable[[Game], None] = attrs.field(repr=False)


def _check_each(
    states: Iterable[tuple[int, GameState]], check: Callable[[GameState], None]
) -> None:
    for step, state in states:
        try:
            check(state)
        except Violation as violation:
            raise Violation(violation.detail, step) from None
        except Exception as exc:
            raise Violation(f"{type(exc).__name__}: {exc}", step) from exc


def _deck(game: Game) -> None:
    rules = game.first.rules
    edition = find_edition(rules.edition)
    try:
        new_game(
            rules.edition,
            players=edition.max_players,
            seed=game.first.seed,
            # The game's options, but not its match format (partners seat exactly four).
            options={k: v for k, v in rules.changed_options().items() if k != "match"},
            house_rules=rules.house_rules,
        )
    except UnokitError as exc:
        raise Violation(f"a game of {edition.max_players} players cannot be dealt: {exc}") from exc
    for card in dict.fromkeys(rules.deck):
        try:
            again = Card.parse(str(card))
        except UnokitError as exc:
            raise Violation(
                f"the card {card!r} prints as {str(card)!r}, which does not read back: {exc}"
            ) from exc
        if again is not card:
            raise Violation(f"the card {card!r} prints as {str(card)!r}, read back as {again!r}")


def _notation(game: Game) -> None:
    def check(state: GameState) -> None:
        for move in legal_moves(state):
            text = str(move)
            again = Move.parse(text)
            if again != move:
                raise Violation(f"the move {move!r} prints as {text!r}, read back as {again!r}")

    _check_each(game.sample(20), check)


def _conservation(game: Game) -> None:
    deck = Counter(game.first.rules.deck)

    def check(state: GameState) -> None:
        held = Counter(state.cards())
        if held != deck:
            extra = ", ".join(str(card) for card in (held - deck).elements())
            lost = ", ".join(str(card) for card in (deck - held).elements())
            raise Violation(
                f"{sum(held.values())} cards in play for a deck of {sum(deck.values())}"
                + (f"; extra: {extra}" if extra else "")
                + (f"; missing: {lost}" if lost else "")
            )
        if not state.discard_pile:
            raise Violation("the discard pile has no top card")

    _check_each(enumerate(game.states), check)


def _consistency(game: Game) -> None:
    _check_each(enumerate(game.states), check_state)


def check_state(state: GameState) -> None:
    """Check that one state makes sense (the ``consistency`` property).

    Raises:
        Violation: naming the first thing that does not.
    """
    players = state.players

    def require(condition: bool, what: str) -> None:
        if not condition:
            raise Violation(what)

    require(0 <= state.current_player < players, f"current player {state.current_player}")
    require(0 <= state.dealer < players, f"dealer {state.dealer}")
    require(state.direction in (1, -1), f"direction {state.direction}")
    require(len(state.hands) == players, f"{len(state.hands)} hands for {players} players")
    require(len(state.scores) == players, f"{len(state.scores)} scores for {players} players")
    require(0 <= state.draw_index <= len(state.draw_cards), "draw index outside the draw pile")
    require(0 <= state.passes <= players, f"{state.passes} passes in a row")
    require(bool(state.discard_pile), "the discard pile has no top card")
    if state.pending is not None:
        require(
            state.current_player == state.pending.seat,
            f"the decision is seat {state.pending.seat}'s but seat {state.current_player} "
            "is current",
        )
    else:
        require(state.active_color is not None, "no colour in play and no decision pending")
    if state.uno_exposed is not None:
        require(
            len(state.hands[state.uno_exposed]) == 1,
            f"seat {state.uno_exposed} can be caught for UNO without holding one card",
        )
    legal = legal_moves(state)
    if state.is_over:
        require(legal == (), "the match is over but moves are still listed")
        require(state.pending is None, "the match is over but a decision is pending")
        require(bool(state.winners), "the match is over without a winner")
        return
    require(bool(legal), "the match is not over but nobody can move")
    require(len(set(legal)) == len(legal), "a move is listed twice")
    rules = state.rules
    top = state.top_card
    for move in legal:
        require(0 <= move.player < players, f"{move} is by a seat that does not exist")
        if isinstance(move, (CallUno, CatchUno)):
            require(state.uno_exposed is not None, f"{move} listed with nobody exposed")
        elif (
            state.pending is None or state.pending.jump_in_open
        ) and move.player != state.current_player:
            require(
                isinstance(move, Play)
                and rules.kinds[move.card.rank].jump_in
                and (move.card.color, move.card.rank) == (top.color, top.rank),
                f"{move} is listed out of turn",
            )


def _purity(game: Game) -> None:
    moves = game.moves

    def check(index: int) -> None:
        before, after = game.states[index], game.states[index + 1]
        copy = attrs.evolve(before)
        legal = legal_moves(before)
        again = apply(before, moves[index])
        if before != copy:
            raise Violation(f"applying {moves[index]} changed the state it was applied to")
        if legal_moves(before) != legal:
            raise Violation(f"applying {moves[index]} changed the moves listed before it")
        if again != after:
            raise Violation(f"applying {moves[index]} twice gave two different states")

    for index in range(len(moves)):
        try:
            check(index)
        except Violation as violation:
            raise Violation(violation.detail, index) from None


def _determinism(game: Game) -> None:
    first = game.first
    state = new_game(
        first.rules.edition,
        players=first.players,
        seed=first.seed,
        options=first.rules.options,
        house_rules=first.house_rules,
    )
    if state != first:
        raise Violation("dealing again with the same seed gave another first state", 0)
    for step, (move, expected) in enumerate(zip(game.moves, game.states[1:], strict=True), 1):
        state = apply(state, move)
        if state != expected or legal_moves(state) != legal_moves(expected):
            raise Violation(f"replaying {move} from the same seed reached another state", step)


def _listed_moves(game: Game) -> None:
    deck = Counter(game.first.rules.deck)

    def check(state: GameState) -> None:
        for move in legal_moves(state):
            if not is_legal(state, move):
                raise Violation(f"{move} is listed but is_legal says no")
            try:
                after = apply(state, move)
            except Exception as exc:
                raise Violation(f"{move} is listed but applying it raised {exc!r}") from exc
            if Counter(after.cards()) != deck:
                raise Violation(f"applying the listed move {move} loses or makes cards")

    _check_each(game.sample(12), check)


def candidate_moves(state: GameState) -> list[Move]:
    """Moves of every kind by every seat, legal or not, to try on ``state``.

    Every card of the deck played by every seat with every colour, UNO call and mark; every
    other move kind with every seat (a kind an edition adds is tried when all its fields
    besides ``player`` are seats); and a few by seats that do not exist. Pairs of seats for
    cards naming two seats are sampled.

    Args:
        state: The state the moves are for.

    Returns:
        The moves, some legal, most not.
    """
    seats = range(state.players)
    rules = state.rules
    distinct = list(dict.fromkeys(rules.deck))
    colors: tuple[Color | None, ...] = (None, *COLORS)
    some_seats = sorted({0, 1, state.players - 1, state.players})
    moves: list[Move] = []
    for seat in seats:
        for card in distinct:
            kind = rules.kinds[card.rank]
            marks = (None, *rules.marks, "Nobody") if kind.names_mark else (None,)
            moves += [
                Play(seat, card, color, uno, mark)
                for color in colors
                for uno in (False, True)
                for mark in marks
            ]
            if kind.names_seats:
                moves += [
                    Play(seat, card, color, False, None, pair)
                    for color in COLORS
                    for pair in itertools.combinations(some_seats, 2)
                ]
                moves.append(Play(seat, card, COLORS[0], False, None, (seat, seat)))
        moves.append(Play(seat, distinct[0], None, False, "Nobody"))
        moves += _other_moves(state, seat)
    nobody = state.players
    moves += [Play(nobody, distinct[0]), Play(-1, distinct[0])]
    moves += _other_moves(state, nobody)
    return moves


def _other_moves(state: GameState, seat: int) -> list[Move]:
    """Moves of every registered kind but plays, whose fields are seats or colours."""
    moves: list[Move] = []
    for cls in dict.fromkeys(_VERBS.values()):
        if cls is Play:
            continue
        fields = [field for field in attrs.fields(cls) if field.name != "player"]
        choices: list[Sequence[Any]] = []
        for field in fields:
            if field.type in (int, "int"):
                choices.append(range(state.players + 1))
            elif field.type in (Color, "Color"):
                choices.append(COLORS)
            elif field.default is not attrs.NOTHING:
                choices.append((field.default,))
            else:
                break
        else:
            moves += [cls(seat, *values) for values in itertools.product(*choices)]
    return moves


#: How many of a state's unlisted candidate moves ``unlisted-moves`` tries with ``is_legal``
#: and ``apply``: a random sample, as there can be tens of thousands.
APPLIED_CANDIDATES = 150


def _unlisted_moves(game: Game) -> None:
    chooser = random.Random(game.first.seed)

    def check(state: GameState) -> None:
        legal = set(legal_moves(state))
        copy = attrs.evolve(state)
        unlisted = [move for move in candidate_moves(state) if move not in legal]
        if len(unlisted) > APPLIED_CANDIDATES:
            unlisted = chooser.sample(unlisted, APPLIED_CANDIDATES)
        for move in unlisted:
            if is_legal(state, move):
                raise Violation(f"{move} is not listed but is_legal says yes")
            try:
                apply(state, move)
            except IllegalMoveError as exc:
                if not str(exc).strip():
                    raise Violation(f"{move} is refused with an empty message") from None
            except Exception as exc:
                raise Violation(f"{move} is refused with {exc!r}, not IllegalMoveError") from exc
            else:
                raise Violation(f"{move} is not listed but apply accepted it")
        if state != copy:
            raise Violation("refusing moves changed the state")

    _check_each(game.sample(3), check)


def hidden_twin(state: GameState, seat: int, rng: random.Random) -> GameState:
    """``state`` with everything ``seat`` may not see changed at random, consistently.

    The other seats' hands (sizes kept) and the draw pile are dealt again from the same
    cards, the drawn part of the draw cards is reshuffled, the seed and random-number state
    are new, and every ``True``/``False`` field of the pending decision that the decision
    hides from ``seat`` (see [`Pending.visible_to`][unokit.Pending.visible_to]) is flipped.
    A card another seat has just drawn and may play stays put.

    Args:
        state: The state to change.
        seat: The seat whose view must not change.
        rng: The source of randomness.

    Returns:
        A state that ``seat`` cannot tell from ``state``.
    """
    kept: dict[int, int] = {}
    pending = state.pending
    if pending is not None and pending.seat != seat:
        kept[pending.seat] = 1  # a decision may name the card its seat just drew
    slots = [
        (other, i)
        for other, hand in enumerate(state.hands)
        if other != seat
        for i in range(len(hand) - kept.get(other, 0))
    ]
    pool = [state.hands[other][i] for other, i in slots] + list(state.draw_pile)
    rng.shuffle(pool)
    hands = [list(hand) for hand in state.hands]
    for (other, i), card in zip(slots, pool, strict=False):
        hands[other][i] = card
    drawn = list(state.draw_cards[: state.draw_index])
    rng.shuffle(drawn)
    if pending is not None and attrs.has(type(pending)):
        seen = pending.visible_to(seat)
        decision: Any = pending
        flips = {
            field.name: not getattr(pending, field.name)
            for field in attrs.fields(type(decision))
            if isinstance(getattr(pending, field.name), bool)
            and getattr(seen, field.name) != getattr(pending, field.name)
        }
        if flips:
            pending = attrs.evolve(decision, **flips)
    return attrs.evolve(
        state,
        hands=tuple(tuple(hand) for hand in hands),
        draw_cards=(*drawn, *pool[len(slots) :]),
        seed=rng.getrandbits(63),
        rng=rng.getrandbits(64),
        pending=pending,
    )


def _views(game: Game) -> None:
    rng = random.Random(game.first.seed)

    def check(state: GameState) -> None:
        legal = legal_moves(state)
        for seat in range(state.players):
            seen = view(state, seat)
            if seen.hand != state.hands[seat]:
                raise Violation(f"seat {seat}'s view does not show its own hand")
            own = tuple(move for move in legal if move.player == seat)
            if seen.legal_moves != own:
                raise Violation(f"seat {seat}'s view does not list exactly its own moves")
            if view(hidden_twin(state, seat, rng), seat) != seen:
                raise Violation(f"seat {seat}'s view changes with what seat {seat} cannot see")
            shown = _hands_shown(state, seat, (seen.pending, seen.edition_state))
            if shown is not None:
                raise Violation(f"seat {seat}'s view shows seat {shown}'s hand")

    _check_each(game.sample(15), check)


def _hands_shown(state: GameState, seat: int, values: Iterable[Any]) -> int | None:
    """The first other seat whose whole hand (two cards or more) appears among ``values``.

    A decision or edition state that copies a hand is visible to every seat unless it hides
    it: the twin test cannot see that leak (the copy stays put), so look for it.
    """
    hands = {
        hand: other for other, hand in enumerate(state.hands) if other != seat and len(hand) >= 2
    }
    if state.reveal is not None and state.reveal.to == seat:
        hands.pop(state.reveal.cards, None)
    stack = list(values)
    while stack:
        value = stack.pop()
        if isinstance(value, tuple):
            if value in hands:
                return hands[value]
            stack += value
        elif isinstance(value, (list, frozenset, set)):
            stack += value
        elif isinstance(value, dict):
            stack += value.values()
        elif attrs.has(type(value)):
            stack += (getattr(value, field.name) for field in attrs.fields(type(value)))
    return None


def _round_trips(game: Game) -> None:
    first = game.first
    rec = GameRecord(
        first.rules.edition,
        first.players,
        first.seed,
        moves=game.moves,
        options=first.rules.changed_options(),
        house_rules=first.house_rules,
    ).sealed()
    if GameRecord.parse(str(rec)) != rec:
        raise Violation("the game's record does not read back from its text form")
    if GameRecord.from_json(rec.to_json()) != rec:
        raise Violation("the game's record does not read back from its JSON form")
    for step, state in enumerate(rec.replay()):
        if state != game.states[step]:
            raise Violation("replaying the game's record reached another state", step)

    def check(state: GameState) -> None:
        text = to_json(state)
        loaded = from_json(text)
        if loaded != state or to_json(loaded) != text:
            raise Violation("the state does not read back equal from its saved form")
        if legal_moves(loaded) != legal_moves(state):
            raise Violation("the state read back from its saved form lists other moves")

    _check_each(game.sample(10), check)


def _termination(game: Game) -> None:
    if not game.final.is_over:
        played = len(game.moves)
        keen = f" ({KEEN_AFTER} random, then by keen players)" if played > KEEN_AFTER else ""
        raise Violation(f"the match is not over after {played} moves{keen}")


def _scoring(game: Game) -> None:
    rules = game.first.rules
    standard = rules.options.match == "standard"
    for step in range(1, len(game.states)):
        before, after = game.states[step - 1], game.states[step]
        if len(after.history) == len(before.history):
            if after.scores != before.scores:
                raise Violation("the scores changed during a round", step)
            continue
        result = after.history[-1]
        left = tuple(sum(rules.points[card] for card in hand) for hand in after.hands)
        if result.hand_points != left:
            raise Violation(
                f"the round result says the hands held {result.hand_points} points; "
                f"they hold {left}",
                step,
            )
        if result.void:
            if result.winner is not None or after.scores != before.scores:
                raise Violation("a void round has a winner or changes the scores", step)
            continue
        if result.winner is None or after.hands[result.winner]:
            raise Violation("a round was won by a seat that still holds cards", step)
        gained = [b - a for a, b in zip(before.scores, after.scores, strict=True)]
        if standard:
            expected = [0] * after.players
            expected[result.winner] = sum(left)
            if gained != expected or result.points != sum(left):
                raise Violation(
                    f"seat {result.winner} went out with {sum(left)} points left in the other "
                    f"hands, and the scores changed by {gained}",
                    step,
                )


PROPERTIES: Mapping[str, Property] = {
    prop.name: prop
    for prop in (
        Property("deck", "the deck deals the largest table; cards print and read back", _deck),
        Property("notation", "every legal move prints and reads back as itself", _notation),
        Property("conservation", "every card of the deck is somewhere, once", _conservation),
        Property("consistency", "every state makes sense and has a move unless over", _consistency),
        Property("purity", "apply never changes its input and is repeatable", _purity),
        Property("determinism", "the same seed and moves reach the same states", _determinism),
        Property("listed-moves", "every listed move applies", _listed_moves),
        Property("unlisted-moves", "every other move is refused clearly", _unlisted_moves),
        Property("views", "a seat's view shows nothing it may not see", _views),
        Property("round-trips", "records and saved games read back equal", _round_trips),
        Property(
            "termination",
            "every game ends within the bound, random players then keen ones",
            _termination,
        ),
        Property("scoring", "round results match the cards left in the hands", _scoring),
    )
}
"""Every property of the suite, by name, in the order they are checked."""


# --------------------------------------------------------------------------------------
# Running the suite
# --------------------------------------------------------------------------------------


class ConformanceError(UnokitError, AssertionError):
    """An edition does not have one of the suite's properties.

    The message names the property, the game (players, seed, options), what is wrong and
    after which move, and ends with the text of a record that replays the game up to there.

    Attributes:
        edition: The edition's name.
        property: The property's name (a key of [`PROPERTIES`][unokit.testing.PROPERTIES]).
        detail: What is wrong.
        record: A record of the (shrunk) failing game, up to the move where it shows.
    """

    def __init__(
        self, message: str, *, edition: str, property: str, detail: str, record: GameRecord
    ) -> None:
        """Keep the finding's parts next to its message."""
        super().__init__(message)
        self.edition = edition
        self.property = property
        self.detail = detail
        self.record = record

    def __reduce__(self) -> tuple[Any, ...]:
        """Pickle with the keyword arguments too (a Ray task returns a finding to the caller)."""
        return (_rebuild_error, (str(self), self.edition, self.property, self.detail, self.record))


def _rebuild_error(
    message: str, edition: str, prop: str, detail: str, record: GameRecord
) -> ConformanceError:
    return ConformanceError(message, edition=edition, property=prop, detail=detail, record=record)


@attrs.frozen
class ConformanceReport:
    """What a passing [`check_edition`][unokit.testing.check_edition] run checked.

    Attributes:
        edition: The edition's name.
        players: The player counts played.
        properties: The properties checked.
        games: The random games played (over all player counts).
        moves: The moves those games played.
        seconds: How long it took.
    """

    edition: str
    players: tuple[int, ...]
    properties: tuple[str, ...]
    games: int
    moves: int
    seconds: float

    def __str__(self) -> str:
        held = (
            "1 property holds"
            if len(self.properties) == 1
            else (f"{len(self.properties)} properties hold")
        )
        games = "1 random game" if self.games == 1 else f"{self.games} random games"
        return (
            f"{self.edition}: {held} in {games} ({self.moves:,} moves) of "
            f"{_counts(self.players)} players in {self.seconds:.1f} s"
        )


def _counts(players: Sequence[int]) -> str:
    if len(players) > 2 and list(players) == list(range(players[0], players[-1] + 1)):
        return f"{players[0]}-{players[-1]}"
    return ", ".join(map(str, players))


_FAILURES: dict[str, type[_Failure]] = {}


class _Failure(Exception):
    """Hypothesis tells failures apart by exception type: one subclass per property."""

    def __init__(self, prop: str, violation: Violation, game: Game, steps: int) -> None:
        super().__init__(prop, violation.detail)
        self.prop = prop
        self.violation = violation
        self.game = game
        self.steps = steps

    @classmethod
    def of(cls, prop: str) -> type[_Failure]:
        found = _FAILURES.get(prop)
        if found is None:
            found = _FAILURES[prop] = type(f"_Failure_{prop.replace('-', '_')}", (cls,), {})
        return found


def _select(properties: Iterable[str] | None) -> tuple[Property, ...]:
    if properties is None:
        return tuple(PROPERTIES.values())
    chosen = []
    for name in properties:
        if name not in PROPERTIES:
            raise ValueError(
                f"there is no property called {name!r}; the properties are " + ", ".join(PROPERTIES)
            )
        chosen.append(PROPERTIES[name])
    return tuple(chosen)


def _player_counts(edition: str, players: int | Iterable[int] | None) -> tuple[int, ...]:
    found = find_edition(edition)
    if players is None:
        return tuple(range(found.min_players, found.max_players + 1))
    counts = (players,) if isinstance(players, int) else tuple(players)
    for count in counts:
        if not found.min_players <= count <= found.max_players:
            raise ValueError(
                f"edition {found.name!r} is for {found.min_players} to {found.max_players} "
                f"players, not {count}"
            )
    return counts


def _play(data: st.DataObject, first: GameState, max_steps: int) -> Game:
    """Play a random game: choices drawn from Hypothesis, then from a drawn seed."""
    chooser = random.Random(data.draw(st.integers(0, 2**32 - 1), label="later choices"))
    picked: list[Move] = []

    def pick(step: int, state: GameState, legal: Sequence[Move]) -> Move:
        if step < DRAWN_STEPS:
            move = _drawn_move(data, legal)
        elif step < KEEN_AFTER:
            move = random_move(chooser, legal)
        else:
            move = keen_move(state, legal)
        picked.append(move)
        return move

    states = [first]
    moves: list[Move] = []
    try:
        for move, state in _playout(first, max_steps, pick):
            states.append(state)
            moves.append(move)
    except Exception as exc:
        game = Game(first, tuple(states), tuple(moves), max_steps)
        violation = Violation(f"the listed move {picked[-1]} failed: {exc!r}", len(moves))
        raise _Failure.of("listed-moves")("listed-moves", violation, game, len(moves)) from exc
    return Game(first, tuple(states), tuple(moves), max_steps)


def _run(
    edition: str,
    players: int,
    properties: tuple[Property, ...],
    games: int,
    options: Sequence[Mapping[str, Any] | None],
    max_steps: int,
    seed: int,
    shrink: bool,
    tally: list[int],
    house_rules: tuple[str, ...],
    played: Callable[[], None] | None = None,
) -> None:
    """Run ``games`` Hypothesis examples of ``edition`` at one player count.

    ``tally`` counts the games and moves played; ``played`` is called after each game.
    """
    specs = option_specs(edition, house_rules)
    option_sets = [_declared(chosen, specs) for chosen in options]

    @settings(
        max_examples=games,
        deadline=None,
        database=None,
        derandomize=False,
        report_multiple_bugs=False,
        verbosity=Verbosity.quiet,
        suppress_health_check=list(HealthCheck),
        phases=(Phase.generate, Phase.shrink) if shrink else (Phase.generate,),
    )
    @hypothesis_seed(seed)
    @given(data=st.data())
    def run(data: st.DataObject) -> None:
        chosen = data.draw(st.sampled_from(option_sets), label="options")
        game_seed = data.draw(st.integers(0, 2**63 - 1), label="seed")
        first = new_game(
            edition, players=players, seed=game_seed, options=chosen, house_rules=house_rules
        )
        game = _play(data, first, max_steps)
        tally[0] += 1
        tally[1] += len(game.moves)
        if played is not None:
            played()
        for prop in properties:
            try:
                prop.check(game)
            except Violation as violation:
                steps = len(game.moves) if violation.step is None else violation.step
                raise _Failure.of(prop.name)(prop.name, violation, game, steps) from violation

    run()


@attrs.frozen
class _CountRun:
    """The games of one player count: the piece of a run that goes to one Ray task."""

    edition: str
    players: int
    properties: tuple[str, ...]
    games: int
    options: tuple[Mapping[str, Any] | None, ...]
    max_steps: int
    seed: int
    shrink: bool
    house_rules: tuple[str, ...]


def _run_count(run: _CountRun) -> tuple[int, int, ConformanceError | None]:
    """Play one player count's games: ``(games, moves, the failure found or None)``.

    A top-level function, so that Ray's workers import it by name. A failure is shrunk here,
    in the task, exactly as in a run in one process, and returned rather than raised.
    """
    tally = [0, 0]
    try:
        _run(
            run.edition,
            run.players,
            _select(run.properties),
            run.games,
            run.options,
            run.max_steps,
            run.seed,
            run.shrink,
            tally,
            run.house_rules,
        )
    except _Failure as failure:
        return (tally[0], tally[1], _conformance_error(run.edition, failure))
    return (tally[0], tally[1], None)


def _conformance_error(edition: str, failure: _Failure) -> ConformanceError:
    game = failure.game
    first = game.first
    moves = game.moves[: failure.steps]
    rec = GameRecord(
        first.rules.edition,
        first.players,
        first.seed,
        moves=moves,
        options=first.rules.changed_options(),
        house_rules=first.house_rules,
    )
    where = "in the game as a whole"
    if failure.violation.step is not None:
        where = f"after {failure.steps} moves" if moves else "in the first state"
    prop = PROPERTIES[failure.prop]
    message = (
        f"edition {edition!r} fails the property {prop.name!r} ({prop.summary}): "
        f"{failure.violation.detail}, {where}; {first.players} players, seed {first.seed}, "
        f"{_setup_text(first)}.\n"
        f"This record replays the game up to there (unokit replay FILE):\n\n{rec}"
    )
    return ConformanceError(
        message, edition=edition, property=prop.name, detail=failure.violation.detail, record=rec
    )


def _setup_text(first: GameState) -> str:
    """``"house rules stacking, options {...}"``: what the failing game was played with."""
    changed = first.rules.changed_options()
    text = "options " + (repr(changed) if changed else "(defaults)")
    if first.house_rules:
        text = f"house rules {', '.join(first.house_rules)}, {text}"
    return text


def _declared(
    chosen: Mapping[str, Any] | None, specs: Mapping[str, OptionSpec]
) -> dict[str, Any] | None:
    """The options of ``chosen`` that the game declares (an edition may lack some)."""
    if chosen is None:
        return None
    return {name: value for name, value in chosen.items() if name in specs}


def check_edition(
    name: str,
    *,
    games: int = 10,
    players: int | Iterable[int] | None = None,
    properties: Iterable[str] | None = None,
    options: Sequence[Mapping[str, Any] | None] = OPTION_SETS,
    max_steps: int = 100_000,
    seed: int = 0,
    shrink: bool = True,
    house_rules: Sequence[str] = (),
    progress: Callable[[int, int], None] | None = None,
    backend: str = "process",
    address: str | None = None,
) -> ConformanceReport:
    """Check that an edition has every property of the suite, with random games.

    For each player count, plays ``games`` random games (their options drawn from
    ``options``) and checks each selected property on each game. Runs are repeatable: the
    same arguments play the same games, on either backend.

    Each player count is its own Hypothesis run, seeded with ``seed``, so with
    ``backend="ray"`` each player count runs as one Ray task (shrinking a failure there too)
    and the outcome is the one of a run in this process: the same games and moves, and the
    failure of the first failing player count in order.

    Args:
        name: The edition's name (or an alias).
        games: Random games per player count.
        players: A player count or several; by default every count the edition allows.
        properties: Names of the properties to check (keys of
            [`PROPERTIES`][unokit.testing.PROPERTIES]); by default all of them.
        options: The option sets games are drawn from (``None`` is the defaults).
        max_steps: The most moves a game may take (the ``termination`` property's bound).
        seed: Seeds the choice of games.
        shrink: Let Hypothesis shrink a failing game to a smaller one before reporting it
            (can take a while for long games).
        house_rules: House rules to play every game with (the edition and these together
            must keep every property).
        progress: Called with ``(games done, games)`` as games finish (after each game in
            this process, after each player count on Ray); a shrinking run can go past the
            total, which is then reported as done.
        backend: ``"process"`` (this process) or ``"ray"`` (one Ray task per player count;
            needs ``pip install "unokit[ray]"``; see [`simulate`][unokit.simulate] for the
            Ray it uses). The edition must be installed where the tasks run.
        address: With ``backend="ray"``, the address of a running Ray cluster to use if
            Ray is not initialised yet.

    Returns:
        What was checked.

    Raises:
        ConformanceError: for the first property that fails, with a record of the game.
        UnknownEditionError: if there is no such edition.
        ValueError: for a property that does not exist, a player count the edition does
            not allow, or a backend that does not exist.
        SetupError: if Ray is asked for and not installed.

    Examples:
        >>> from unokit.testing import check_edition
        >>> report = check_edition("classic", games=2, players=[2, 4])
        >>> report.games, report.players
        (4, (2, 4))
    """
    check_backend(backend)
    edition = find_edition(name).name
    chosen = _select(properties)
    counts = _player_counts(edition, players)
    rules = tuple(house_rules)
    compile_rules(edition, None, rules)  # a broken edition fails here, before any game
    started = time.perf_counter()
    tally = [0, 0]
    total = games * len(counts)

    def report(done: int) -> None:
        if progress is not None:
            progress(min(done, total), total)

    if backend == "ray":
        runs = [
            _CountRun(
                edition,
                count,
                tuple(prop.name for prop in chosen),
                games,
                tuple(options),
                max_steps,
                seed,
                shrink,
                rules,
            )
            for count in counts
        ]
        finished = [0]

        def count_done(_position: int, outcome: tuple[int, int, ConformanceError | None]) -> None:
            finished[0] += games
            report(finished[0])

        for played, moves, error in map_ordered(_run_count, runs, address=address, done=count_done):
            if error is not None:
                raise error
            tally[0] += played
            tally[1] += moves
    else:
        for count in counts:
            try:
                _run(
                    edition,
                    count,
                    chosen,
                    games,
                    options,
                    max_steps,
                    seed,
                    shrink,
                    tally,
                    rules,
                    lambda: report(tally[0]),
                )
            except _Failure as failure:
                raise _conformance_error(edition, failure) from None
    return ConformanceReport(
        edition=edition,
        players=counts,
        properties=tuple(prop.name for prop in chosen),
        games=tally[0],
        moves=tally[1],
        seconds=time.perf_counter() - started,
    )


@attrs.frozen
class _Test:
    """One property of one edition, as a callable pytest can parametrize over."""

    edition: str
    property: str
    kwargs: Mapping[str, Any] = attrs.field(repr=False)

    def __call__(self) -> ConformanceReport:
        return check_edition(self.edition, properties=[self.property], **self.kwargs)

    def __str__(self) -> str:
        return f"{self.edition}-{self.property}"


def conformance_tests(
    name: str, *, properties: Iterable[str] | None = None, **kwargs: Any
) -> list[Callable[[], ConformanceReport]]:
    """The suite as one callable per property, to parametrize a pytest test with.

    Args:
        name: The edition's name.
        properties: The properties to include; by default all of them.
        **kwargs: Passed on to [`check_edition`][unokit.testing.check_edition] (``games``,
            ``players``, ``options``, ``max_steps``, ``seed``, ``shrink``).

    Returns:
        Callables named ``"<edition>-<property>"`` by ``str()``; each runs
        ``check_edition`` for its property and raises
        [`ConformanceError`][unokit.testing.ConformanceError] if it fails.

    Examples:
        ```python
        import pytest
        from unokit.testing import conformance_tests

        @pytest.mark.parametrize("check", conformance_tests("classic", games=3), ids=str)
        def test_classic_conforms(check):
            check()
        ```
    """
    edition = find_edition(name).name
    return [_Test(edition, prop.name, kwargs) for prop in _select(properties)]


# --------------------------------------------------------------------------------------
# A stateful test: legal, illegal and out-of-turn moves mixed
# --------------------------------------------------------------------------------------


def edition_state_machine(
    name: str,
    *,
    players: int | Iterable[int] | None = None,
    options: Sequence[Mapping[str, Any] | None] = OPTION_SETS,
    house_rules: Sequence[str] = (),
) -> type[RuleBasedStateMachine]:
    """A Hypothesis state machine that plays an edition with legal and illegal moves mixed.

    Its rules play a legal move, try a move that is not listed (by any seat, out of turn
    included) and check it is refused and changes nothing, save and load the state, and
    look at a seat's view; after each step it checks card conservation and
    [`check_state`][unokit.testing.check_state]. When a match ends a new one starts.

    Args:
        name: The edition's name.
        players: The player counts to draw from; by default every count the edition allows.
        options: The option sets to draw from.
        house_rules: House rules every game is played with.

    Returns:
        A ``RuleBasedStateMachine`` subclass; its ``TestCase`` attribute is a
        ``unittest.TestCase`` pytest collects.

    Examples:
        ```python
        from unokit.testing import edition_state_machine

        TestClassicMachine = edition_state_machine("classic").TestCase
        ```
    """
    edition = find_edition(name).name
    counts = _player_counts(edition, players)
    rules = tuple(house_rules)
    specs = option_specs(edition, rules)
    option_sets = [_declared(chosen, specs) for chosen in options]

    class EditionMachine(RuleBasedStateMachine):
        state: GameState

        def _start(self, count: int, game_seed: int, chosen: Mapping[str, Any] | None) -> None:
            self.state = new_game(
                edition, players=count, seed=game_seed, options=chosen, house_rules=rules
            )
            self.deck = Counter(self.state.rules.deck)

        @initialize(
            count=st.sampled_from(counts),
            game_seed=st.integers(0, 2**63 - 1),
            chosen=st.sampled_from(option_sets),
        )
        def deal(self, count: int, game_seed: int, chosen: Mapping[str, Any] | None) -> None:
            self._start(count, game_seed, chosen)

        @rule(data=st.data())
        def play_a_listed_move(self, data: st.DataObject) -> None:
            legal = legal_moves(self.state)
            if not legal:
                self._start(self.state.players, self.state.seed + 1, None)
                return
            move = _drawn_move(data, legal)
            self.state = apply(self.state, move)

        @rule(data=st.data())
        def play_several_listed_moves(self, data: st.DataObject) -> None:
            chooser = random.Random(data.draw(st.integers(0, 2**32 - 1), label="chooser"))
            self.state = random_game(self.state, chooser.getrandbits(32), 25)[0][-1]

        @precondition(lambda self: not self.state.is_over)
        @rule(data=st.data())
        def try_a_move_not_listed(self, data: st.DataObject) -> None:
            legal = set(legal_moves(self.state))
            seat = data.draw(st.integers(-1, self.state.players), label="seat")
            tried = [
                move
                for move in candidate_moves(self.state)
                if move.player == seat and move not in legal
            ]
            if not tried:
                return
            move = tried[_draw_index(data, len(tried), "move")]
            before = self.state
            copy = attrs.evolve(before)
            assert not is_legal(before, move), f"{move} is not listed but is_legal says yes"
            message = ""
            try:
                apply(before, move)
            except IllegalMoveError as exc:
                message = str(exc).strip()
            else:
                raise AssertionError(f"{move} is not listed but apply accepted it")
            assert message, f"{move} was refused with an empty message"
            assert before == copy, f"refusing {move} changed the state"

        @rule()
        def save_and_load(self) -> None:
            loaded = from_json(to_json(self.state))
            assert loaded == self.state
            assert legal_moves(loaded) == legal_moves(self.state)

        @rule(data=st.data())
        def look_from_a_seat(self, data: st.DataObject) -> None:
            seat = data.draw(st.integers(0, self.state.players - 1), label="seat")
            seen = view(self.state, seat)
            assert seen.hand == self.state.hands[seat]
            assert seen.legal_moves == tuple(
                move for move in legal_moves(self.state) if move.player == seat
            )

        @invariant()
        def cards_are_conserved(self) -> None:
            assert Counter(self.state.cards()) == self.deck, "cards were lost or made"

        @invariant()
        def state_makes_sense(self) -> None:
            try:
                check_state(self.state)
            except Violation as violation:
                raise AssertionError(violation.detail) from None

    EditionMachine.__name__ = EditionMachine.__qualname__ = (
        f"{''.join(part.title() for part in edition.replace('_', '-').split('-'))}Machine"
    )
    return EditionMachine
