"""The properties every edition must have, checked on played games."""

from __future__ import annotations

import itertools
import random
from collections import Counter
from collections.abc import Mapping, Sequence
from typing import Any

import attrs

from unokit.core._invariants import Invalid, check_match, check_state_fields
from unokit.core.cards import Card, Color
from unokit.core.engine import apply, is_legal, legal_moves
from unokit.core.errors import IllegalMoveError, UnokitError, _said
from unokit.core.game import new_game
from unokit.core.moves import CallUno, CatchUno, Move, Play
from unokit.core.plugins import find_edition
from unokit.core.registry import REGISTRY
from unokit.core.rules import Rules
from unokit.core.state import GameState
from unokit.io.notation import parse_move
from unokit.io.records import GameRecord
from unokit.io.saving import from_json, to_json
from unokit.testing.games import Game, Property, Violation, check_each
from unokit.testing.hostile import hostile_moves
from unokit.testing.policies import KEEN_AFTER
from unokit.testing.seeing import views_property


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
            again = parse_move(state, text)
            if again != move:
                raise Violation(f"the move {move!r} prints as {text!r}, read back as {again!r}")

    check_each(game.sample(20), check)


def cards_held(state: GameState) -> Counter[Card]:
    """Every card of ``state``, counted as the deck lists it (two-sided cards either way up)."""
    rules = state.rules
    if not rules.dealt_as:  # one-sided cards: each is the card the deck lists
        return Counter(state.cards())
    return Counter(map(rules.as_dealt, state.cards()))


def _conservation(game: Game) -> None:
    deck = Counter(game.first.rules.deck)

    def check(state: GameState) -> None:
        held = cards_held(state)
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

    check_each(enumerate(game.states), check)


def _consistency(game: Game) -> None:
    check_each(enumerate(game.states), check_state)


def check_state(state: GameState) -> None:
    """Check that one state makes sense (the ``consistency`` property).

    The state's fields must fit each other and the rules, its scores must follow its
    history (the checks a saved game must pass to load), a colour must be in play unless a
    decision is pending, and the listed moves must be distinct, by seats of the game, and
    out of turn only where the rules allow it.

    Raises:
        Violation: naming the first thing that does not.
    """
    players = state.players

    def require(condition: bool, what: str) -> None:
        if not condition:
            raise Violation(what)

    try:
        check_state_fields(state)
        check_match(state)
    except Invalid as exc:
        raise Violation(str(exc)) from None
    if state.pending is None:
        require(state.active_color is not None, "no colour in play and no decision pending")
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
            require(bool(state.uno_exposed), f"{move} listed with nobody exposed")
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
        # The engine may keep a new state's moves with it (a decision's ``answered``).
        if legal_moves(attrs.evolve(after)) != legal_moves(after):
            raise Violation(
                f"the moves kept after {moves[index]} are not those the state lists afresh"
            )

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
            if cards_held(after) != deck:
                raise Violation(f"applying the listed move {move} loses or makes cards")

    check_each(game.sample(12), check)


def candidate_moves(state: GameState) -> list[Move]:
    """Moves of every kind by every seat, legal or not, to try on ``state``.

    Every card of the deck played by every seat with every colour, UNO call and mark; every
    other move kind with every seat (a kind an edition adds is tried when all its fields
    besides ``player`` are seats); and a few by seats that do not exist. Pairs of seats for
    cards naming two seats are sampled. They depend only on the game's rules and number of
    players, so they are built once per rules and player count.

    Args:
        state: The state the moves are for.

    Returns:
        The moves, some legal, most not.
    """
    return list(_candidates(state.rules, state.players))


def _candidates(rules: Rules, players: int) -> tuple[Move, ...]:
    """``candidate_moves`` for a game of these rules and players, built once and kept."""
    built: dict[int, tuple[Move, ...]] = rules.derived(_by_player_count)
    moves = built.get(players)
    if moves is None:
        moves = built[players] = tuple(_build_candidates(rules, players))
    return moves


def _by_player_count(rules: Rules) -> dict[int, tuple[Move, ...]]:
    """An empty table of candidate moves by player count, kept with ``rules``."""
    return {}


def _build_candidates(rules: Rules, players: int) -> list[Move]:
    """Build ``candidate_moves`` for a game of these rules and players."""
    seats = range(players)
    distinct = list(dict.fromkeys((*rules.deck, *rules.dealt_as)))
    colors: tuple[Color | None, ...] = (None, *rules.colors)
    some_seats = sorted({0, 1, players - 1, players})
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
                    for color in rules.colors
                    for pair in itertools.combinations(some_seats, 2)
                ]
                moves.append(Play(seat, card, rules.colors[0], False, None, (seat, seat)))
        moves.append(Play(seat, distinct[0], None, False, "Nobody"))
        moves += _other_moves(rules, players, seat)
    nobody = players
    moves += [Play(nobody, distinct[0]), Play(-1, distinct[0])]
    moves += _other_moves(rules, players, nobody)
    return moves


def _other_moves(rules: Rules, players: int, seat: int) -> list[Move]:
    """Moves of every installed kind but plays, whose fields are seats or colours."""
    moves: list[Move] = []
    for cls in dict.fromkeys(REGISTRY.verbs().values()):
        if cls is Play:
            continue
        fields = [field for field in attrs.fields(cls) if field.name != "player"]
        choices: list[Sequence[Any]] = []
        for field in fields:
            if field.type in (int, "int"):
                choices.append(range(players + 1))
            elif field.type in (Color, "Color"):
                choices.append(rules.colors)
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
        # A random sample of the unlisted candidates: a sample of the candidates large
        # enough to hold that many once the listed moves among them are left out.
        candidates = _candidates(state.rules, state.players)
        picked = chooser.sample(candidates, min(len(candidates), APPLIED_CANDIDATES + len(legal)))
        unlisted = [move for move in picked if move not in legal][:APPLIED_CANDIDATES]
        for move in unlisted:
            _refused(state, move, "is not listed")
        for move in hostile_moves(state, chooser, per_move=2):
            _refused(state, move, "only claims to be legal")
        if state != copy:
            raise Violation("refusing moves changed the state")

    check_each(game.sample(3), check)


def _refused(state: GameState, move: Any, what: str) -> None:
    """``is_legal`` says no to ``move`` (which ``what``), and ``apply`` refuses it clearly."""
    if is_legal(state, move):
        raise Violation(f"{_said(move)} {what}, but is_legal says yes")
    try:
        apply(state, move)
    except IllegalMoveError as exc:
        if not str(exc).strip():
            raise Violation(f"{_said(move)} is refused with an empty message") from None
    except Exception as exc:
        raise Violation(
            f"{_said(move)} is refused with {_said(repr(exc), 200)}, not IllegalMoveError"
        ) from exc
    else:
        raise Violation(f"{_said(move)} {what}, but apply accepted it")


def _round_trips(game: Game) -> None:
    first = game.first
    rec = GameRecord(
        first.rules.edition,
        first.players,
        first.seed,
        moves=game.moves,
        options=first.rules.changed_options(),
        house_rules=first.house_rules,
        rules_version=first.rules.rules_version,
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

    check_each(game.sample(10), check)


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
        # The winner's own cards count for nothing: it went out, or it is the last seat left
        # in the round and keeps them.
        last_left = after.seats_in_round == (result.winner,)
        left = tuple(
            0 if seat == result.winner else sum(rules.points[card] for card in hand)
            for seat, hand in enumerate(after.hands)
        )
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
        if result.winner is None or (after.hands[result.winner] and not last_left):
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
        Property(
            "purity",
            "apply never changes its input, is repeatable, and keeps only the moves listed afresh",
            _purity,
        ),
        Property("determinism", "the same seed and moves reach the same states", _determinism),
        Property("listed-moves", "every listed move applies", _listed_moves),
        Property("unlisted-moves", "every other move is refused clearly", _unlisted_moves),
        Property("views", "a seat's view shows nothing it may not see", views_property),
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
