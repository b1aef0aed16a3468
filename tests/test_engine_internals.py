"""The engine's plumbing: the state's fields declared once, reshuffles, what apply refuses."""

from __future__ import annotations

import random

import attrs
import pytest

import unokit
from unokit import Card, Color, Play
from unokit.core.legal import MANY_MOVES
from unokit.core.state import STATE_FIELDS, GameState, Pending, state_maker
from unokit.core.table import Table, shuffled
from unokit.editions.party import Point, PointTaken
from unokit.editions.quick import _holds_listed_play
from unokit.editions.turn import ClassicTurn

WDT = Card.parse("WDT")


def midgame(edition: str = "classic", players: int = 4, seed: int = 5) -> GameState:
    """A state some random moves into a game."""
    state = unokit.new_game(edition, players, seed=seed)
    chooser = random.Random(seed)
    for _ in range(40):
        state = unokit.apply(state, chooser.choice(unokit.legal_moves(state)))
    return state


def test_the_fields_are_the_state_classs_own_in_order() -> None:
    names = [field.name for field in attrs.fields(GameState) if field.init]
    assert list(STATE_FIELDS) == names
    assert "_legal" not in STATE_FIELDS


def test_a_table_types_every_field_of_the_state() -> None:
    assert set(STATE_FIELDS) <= set(Table.__annotations__)
    assert set(STATE_FIELDS) <= set(Table.__slots__)


@pytest.mark.parametrize("edition", ["classic", "friends", "party"])
def test_a_table_frozen_unchanged_equals_the_state(edition: str) -> None:
    state = midgame(edition)
    table = Table(state, state.current_player)
    for name in STATE_FIELDS:
        if name not in ("hands", "reveal"):
            assert getattr(table, name) is getattr(state, name), name
    assert table.hands == list(state.hands)
    assert table.reveal is None
    # The table's own fields: written out with the state's (state.working_copy).
    own = (table.player, table.skips, table.next_turn, table.went_out, table.uno_called)
    assert own == (state.current_player, 0, None, None, None)
    assert table.previous_color is state.active_color
    assert table.hands_before is state.hands
    frozen = table.freeze()
    assert type(frozen) is GameState
    assert frozen == attrs.evolve(state, reveal=None)
    assert unokit.legal_moves(frozen) == unokit.legal_moves(attrs.evolve(state, reveal=None))


def test_a_made_state_takes_the_changed_fields_and_copies_the_rest() -> None:
    state = midgame()
    make = state_maker("current_player", "passes")
    made = make(state, 1, 3)
    assert type(made) is GameState
    assert made == attrs.evolve(state, current_player=1, passes=3)
    with pytest.raises(attrs.exceptions.FrozenInstanceError):
        made.passes = 0  # type: ignore[misc]
    assert made.rules is state.rules


@pytest.mark.parametrize("changed", [("colour",), ("passes", "passes"), ("_legal",)])
def test_a_maker_of_a_field_that_is_not_one_is_refused(changed: tuple[str, ...]) -> None:
    with pytest.raises(ValueError, match="not the distinct names of state fields"):
        state_maker(*changed)


@pytest.mark.parametrize("size", [0, 1, 2, 3, 7, 37, 108, 113, 600])  # 600: steps not kept
def test_shuffled_is_the_standard_librarys_shuffle(size: int) -> None:
    cards = (list(unokit.new_game("friends", 2, seed=0).rules.deck) * 6)[:size]
    for rng in [0, 1, 2**32 - 1, 2**63 + 12345, 2**64 - 1, *range(2, 60)]:
        generator = random.Random(rng)
        expected = list(cards)
        generator.shuffle(expected)
        assert shuffled(cards, rng, 2) == (tuple(expected), generator.getrandbits(64))


@pytest.mark.parametrize("value", ["draw", None, 3])
def test_apply_refuses_what_is_not_a_move_and_says_so(value: object) -> None:
    state = unokit.new_game(seed=1)
    with pytest.raises(unokit.IllegalMoveError, match=r"is not a move"):
        unokit.apply(state, value)  # type: ignore[arg-type]
    assert unokit.legal_moves(state)


@pytest.mark.parametrize("edition", ["classic", "friends"])
def test_legal_moves_the_engine_keeps_with_a_new_state_are_those_it_would_list(
    edition: str,
) -> None:
    """A quick draw of a playable card keeps the new state's moves with it: the same list.

    (Not in UNO Party!, whose Speed Play adds plays out of turn: they are listed anew.)
    """
    kept = 0
    for seed in range(6):
        chooser = random.Random(seed)
        state = unokit.new_game(edition, 4, seed=seed, options={"match": "single-round"})
        while not state.is_over:
            state = unokit.apply(state, chooser.choice(unokit.legal_moves(state)))
            if state._legal is not None:
                kept += 1
                fresh = attrs.evolve(state)  # the same fields, nothing kept
                assert fresh._legal is None
                assert unokit.legal_moves(fresh) == state._legal
    assert kept > 50


@pytest.mark.parametrize(
    ("edition", "players"), [("classic", 4), ("friends", 4), ("party", 4), ("party", 16)]
)
def test_apply_gives_the_same_state_whether_the_moves_were_listed_first_or_not(
    edition: str, players: int
) -> None:
    """A move chosen from the state's listed moves takes the quick way or goes the full way
    at once; the same move on a copy with nothing listed is checked from scratch: one result.

    At 16 players UNO Party!'s lists are long: a play is found among its own card's plays.
    """
    moves = 0
    for seed in range(4):
        chooser = random.Random(seed)
        state = unokit.new_game(edition, players, seed=seed, options={"match": "single-round"})
        while not state.is_over and moves < 4000:
            move = chooser.choice(unokit.legal_moves(state))
            fresh = attrs.evolve(state)  # the same fields, nothing listed
            assert fresh._legal is None
            after = unokit.apply(state, move)
            assert unokit.apply(fresh, move) == after
            state = after
            moves += 1
    assert moves > 1000


def _long_turn(players: int = 16) -> GameState:
    """A 16-player UNO Party! turn whose player may play a Wild Drawn Together (long list)."""
    for seed in range(50):
        chooser = random.Random(seed)
        state = unokit.new_game("party", players, seed=seed, options={"match": "single-round"})
        while not state.is_over:
            moves = unokit.legal_moves(state)
            if (
                state.pending is None
                and len(moves) >= MANY_MOVES
                and WDT in state.hands[state.current_player]
            ):
                return state
            state = unokit.apply(state, chooser.choice(moves))
    raise AssertionError("no such turn in 50 games")


def holds_play(state: GameState, move: Play, *args: object) -> bool:
    """Whether the turn's fast path finds ``move`` itself among its card's plays."""
    turn = state.rules.turns[move.player]
    assert isinstance(turn, ClassicTurn)
    return _holds_listed_play(turn, state.rules, move, *args)  # type: ignore[arg-type]


def test_a_play_in_a_long_list_is_found_among_its_own_cards_plays() -> None:
    state = _long_turn()
    player = state.current_player
    listed = [
        move
        for move in unokit.legal_moves(state)
        if isinstance(move, Play) and move.card is WDT and move.player == player
    ]
    assert len(listed) >= MANY_MOVES  # 4 colours for each pair of seats
    hand, top, color = state.hands[player], state.top_card, state.active_color
    for move in listed:
        assert holds_play(state, move, hand, top, color, state.players)
        copy = attrs.evolve(move)  # equal, but not the listed move itself
        assert not holds_play(state, copy, hand, top, color, state.players)
        after = unokit.apply(state, move)
        assert after.edition_state.link == move.seats
        assert unokit.apply(state, copy) == after == unokit.apply(attrs.evolve(state), move)
    for seats in [(player, player), (0, state.players), (2, 1), (0, 1, 2)]:
        wrong = Play(player, WDT, Color.RED, False, None, seats)
        assert not holds_play(state, wrong, hand, top, color, state.players)
        with pytest.raises(unokit.IllegalMoveError):
            unokit.apply(state, wrong)


@pytest.mark.parametrize("players", [3, 16])
def test_a_point_made_directly_equals_the_point_carried_out_on_a_table(
    players: int, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A Point that leaves others to point makes the next state directly (``answered``): the
    same state as ``resolve`` on a table gives, with the same legal moves as listed afresh."""
    direct = 0
    for seed in range(8):
        chooser = random.Random(seed)
        state = unokit.new_game("party", players, seed=seed, options={"match": "single-round"})
        # Up to 40 such Points a game: a random three-player round can last 700,000 moves.
        found = direct + 40
        while not state.is_over and direct < found:
            move = chooser.choice(unokit.legal_moves(state))
            after = unokit.apply(state, move)
            if isinstance(move, Point) and isinstance(after.pending, PointTaken):
                direct += 1
                assert after._legal is not None
                assert unokit.legal_moves(attrs.evolve(after)) == after._legal
                with monkeypatch.context() as patch:
                    patch.setattr(PointTaken, "answered", Pending.answered)
                    assert unokit.apply(attrs.evolve(state), move) == after
            state = after
    assert direct > 20


def test_a_point_of_another_seat_is_matched_by_the_object_not_by_what_it_claims() -> None:
    """Point Taken's fast path takes any seat's Point (``QuickWays.any_seat``): the move
    itself must be listed. An equal copy goes the full way to the same state; a Point
    whose seat only claims to be one (``True`` for seat 1, an out-of-range seat, a seat
    that has pointed) is refused as illegal, never a plugin's failure."""
    for seed in range(40):
        chooser = random.Random(seed)
        state = unokit.new_game("party", 6, seed=seed, options={"match": "single-round"})
        while not state.is_over and not (
            isinstance(state.pending, PointTaken)
            and sum(p is None for p in state.pending.pointed) > 2
        ):
            state = unokit.apply(state, chooser.choice(unokit.legal_moves(state)))
        if state.is_over:
            continue
        listed = unokit.legal_moves(state)
        other = next(m for m in listed if isinstance(m, Point) and m.player != state.current_player)
        after = unokit.apply(state, other)
        assert isinstance(after.pending, PointTaken)
        assert after.pending.pointed[other.player] == other.target
        assert unokit.apply(state, attrs.evolve(other)) == after  # a copy: the full way
        assert unokit.legal_moves(attrs.evolve(after)) == unokit.legal_moves(after)
        for player, target in [(True, other.target), (99, 0), (other.player, 99)]:
            with pytest.raises(unokit.IllegalMoveError):
                unokit.apply(state, Point(player, target))
        with pytest.raises(unokit.IllegalMoveError):  # the seat has pointed now
            unokit.apply(after, other)
        return
    raise AssertionError("no Point Taken with three seats still to point in 40 games")


@pytest.mark.parametrize(
    ("edition", "players", "house_rules"),
    [
        ("classic", 2, ()),
        ("classic", 4, ()),
        ("classic", 6, ("jump-in",)),
        ("classic", 4, ("stacking", "seven-o")),
        ("classic", 3, ("draw-to-match", "force-play")),
        ("classic", 3, ("challenge-returns-card",)),  # an option, not a house rule: below
        ("friends", 4, ()),
        ("party", 10, ()),
        ("flip", 4, ()),
        ("no-mercy", 5, ()),
        ("attack", 4, ()),
    ],
)
def test_every_fast_path_makes_the_state_the_full_way_makes(
    edition: str, players: int, house_rules: tuple[str, ...]
) -> None:
    """A phase's fast path (a number card or classic's Skip, Reverse and Draw Two played,
    one card drawn, the card just drawn kept...) builds its state without a table: the
    same state, and the same legal moves, as carrying the move out on a table."""
    from unokit.core.engine import _carry_out

    made: dict[str, int] = {}
    options: dict[str, object] = {"match": "single-round"}
    if house_rules == ("challenge-returns-card",):
        options["challenge_returns_card"], house_rules = True, ()
    for seed in range(30):
        chooser = random.Random(seed)
        state = unokit.new_game(
            edition, players, seed=seed, options=options, house_rules=house_rules
        )
        while not state.is_over:
            listed = unokit.legal_moves(state)
            move = chooser.choice(listed)
            if type(move) is unokit.Draw and chooser.random() < 0.8:  # shorter games
                plays = [other for other in listed if type(other) is not unokit.Draw]
                move = chooser.choice(plays) if plays else move
            phase = state.phase
            way = None if phase is None else phase.quick_ways.get(type(move))
            if (
                phase is not None
                and way is not None
                and (move.player == state.current_player or phase.quick_ways.any_seat)
                and not state.out
            ):
                for legal in (listed, None):  # the listing at hand, or none
                    quick = way(phase, state, move, legal)
                    if type(quick) is GameState:
                        full = _carry_out(attrs.evolve(state), move)  # on a table, as any move
                        assert quick == full, move
                        again = unokit.legal_moves(attrs.evolve(full))
                        assert unokit.legal_moves(quick) == again, move
                        name = f"{type(phase).__name__}: {type(move).__name__}"
                        if isinstance(move, Play):
                            name += " " + ("number" if move.card.rank.isdigit() else move.card.rank)
                        if move.player != state.current_player:
                            name += " of another seat"
                        made[name] = made.get(name, 0) + 1
            state = unokit.apply(state, move)
    assert made, "no move took a fast path"
    if edition == "classic" and not house_rules:
        played = ("Play number", "Play S", "Play R", "Play +2", "Play W+4")
        turn = {f"ClassicTurn: {kind}" for kind in played}
        drawn = {"PlayDrawnCard: Play number", "PlayDrawnCard: Pass"}
        answers = {"DrawPenalty: Accept", "WildDrawFourResponse: Accept"}
        answers.add("WildDrawFourResponse: Challenge")
        expected = {*turn, *drawn, *answers, "ClassicTurn: Draw"}
        assert expected <= set(made), made
    if edition == "party":  # a Point (any seat's) while others are still to point, a card added
        expected = {"PointTaken: Point", "PointTaken: Point of another seat"}
        expected |= {"PileUp: Play number", "PileUp: Play W", "PileUp: TakePile"}
        # The draws a seat must make, its link's penalty rule not acting on it (not linked).
        expected |= {"DrawPenalty: Accept", "WildDrawFourResponse: Accept", "PartyTurn: Draw"}
        expected.add("WildDrawFourResponse: Challenge")
        expected |= {"PartyTurn: Play WDT", "PartyTurn: Play WPU", "PartyTurn: Play PT"}
        assert {*expected, "PartyTurn: Play number"} <= set(made), made
