"""unokit.rl: the PettingZoo and Gymnasium environments, the action ids and the observations.

PettingZoo's ``api_test`` and ``seed_test`` and Gymnasium's ``check_env`` are the libraries'
own checks, run here unchanged; the rest pins what the docs page promises.
"""

from __future__ import annotations

import itertools
import random
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path
from typing import Any, ClassVar

import attrs
import gymnasium
import numpy as np
import pytest
from gymnasium.utils.env_checker import check_env
from pettingzoo.test import api_test, seed_test  # type: ignore[import-untyped]

import unokit
import unokit.rl
from tests.helpers import EditionsPlugin, cards, game, slow_unless, split
from unokit import Card, Color
from unokit.agents import GreedyAgent, RandomAgent, play_out
from unokit.core import plugins
from unokit.core.moves import Move, Play, SeatMove
from unokit.core.state import GameState, Pending, build_stack, iter_stack
from unokit.editions.classic import ClassicEdition
from unokit.rl import ActionError, Turns, action_of, action_space, move_of, observation_layout
from unokit.rl.observation import DiscardCounts
from unokit.rl.tables import action_table, observation_table, summary_table
from unokit.testing import hidden_twin, random_move

ROOT = Path(__file__).resolve().parent.parent
EDITIONS = ("classic", "friends", "party", "seven-o")
SINGLE = {"match": "single-round"}

#: The configurations of the issue: classic 2 and 4, Friends 3, Party 6 and 16, and Seven-O
#: (a third-party edition with house rules: Jump-In, and a 7 that names a seat).
CONFIGS = [("classic", 2), ("classic", 4), ("friends", 3), ("party", 6), ("party", 16)]
CONFIGS.append(("seven-o", 4))


def _states(edition: str, players: int, seed: int, steps: int = 400) -> Iterator[GameState]:
    """The states of a random single-round game (at most ``steps`` moves)."""
    chooser = random.Random(seed)
    state = unokit.new_game(edition, players, seed=seed, options=SINGLE)
    for _ in range(steps):
        yield state
        if state.is_over:
            return
        state = unokit.apply(state, random_move(chooser, unokit.legal_moves(state)))


# --------------------------------------------------------------------------------------
# The libraries' own API checks
# --------------------------------------------------------------------------------------


# api_test warns about every dict observation, as it does for PettingZoo's own classic
# environments (connect_four, chess, texas_holdem), whose observations are dicts too.
@pytest.mark.filterwarnings("ignore:Observation space for each agent probably:UserWarning")
@pytest.mark.filterwarnings("ignore:Observation is not a NumPy array:UserWarning")
@pytest.mark.parametrize(("edition", "players"), CONFIGS)
def test_pettingzoo_api_test(edition: str, players: int) -> None:
    api_test(unokit.rl.env(edition, players, options=SINGLE), num_cycles=200)


@pytest.mark.parametrize(("edition", "players"), CONFIGS)
def test_pettingzoo_seed_test(edition: str, players: int) -> None:
    seed_test(lambda: unokit.rl.env(edition, players, options=SINGLE), num_cycles=100)


@pytest.mark.parametrize(("edition", "players"), [("classic", 4), ("party", 6)])
def test_gymnasium_check_env(edition: str, players: int) -> None:
    game = gymnasium.make(unokit.rl.ENV_ID, edition=edition, players=players, options=SINGLE)
    check_env(game.unwrapped)


HOUSE_RULES = ["stacking", "seven-o", "jump-in"]


@pytest.mark.filterwarnings("ignore:Observation space for each agent probably:UserWarning")
@pytest.mark.filterwarnings("ignore:Observation is not a NumPy array:UserWarning")
def test_pettingzoo_api_and_seed_tests_with_house_rules() -> None:
    api_test(unokit.rl.env("party", 6, house_rules=HOUSE_RULES), num_cycles=200)
    seed_test(lambda: unokit.rl.env("party", 6, house_rules=HOUSE_RULES), num_cycles=100)


def test_a_house_rule_s_decision_has_its_own_observation_entry() -> None:
    game = unokit.rl.env("classic", 4, house_rules=["stacking"])
    plain = unokit.rl.env("classic", 4)
    assert "StackedDraw" in [kind.__name__ for kind in game.layout.pending_kinds]
    assert "StackedDraw" not in [kind.__name__ for kind in plain.layout.pending_kinds]


def test_gymnasium_check_env_with_house_rules() -> None:
    game = gymnasium.make(unokit.rl.ENV_ID, edition="friends", players=3, house_rules=HOUSE_RULES)
    check_env(game.unwrapped)


def test_api_test_covers_a_whole_match_of_several_rounds() -> None:
    game = unokit.rl.raw_env("classic", 3)  # the 500-point match
    game.reset(seed=3)
    rng = random.Random(3)
    while game.agents:
        observation, *_, done, cut, _ = game.last()
        action = None if done or cut else rng.choice(np.flatnonzero(observation["action_mask"]))
        game.step(action)
    assert len(game.game_state.history) > 1
    assert game.game_state.is_over


# --------------------------------------------------------------------------------------
# Packaging
# --------------------------------------------------------------------------------------


def test_import_unokit_does_not_import_the_rl_libraries() -> None:
    code = (
        "import sys, unokit; unokit.new_game(); "
        "print(sorted(m for m in ('numpy', 'gymnasium', 'pettingzoo') if m in sys.modules))"
    )
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert out.stdout.strip() == "[]"


def test_a_missing_extra_names_the_install_command() -> None:
    code = "import sys; sys.modules['pettingzoo'] = None; import unokit.rl"
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True)
    assert out.returncode != 0
    assert 'install them in a clone of unokit with: pip install -e ".[rl]"' in out.stderr


# --------------------------------------------------------------------------------------
# Action ids
# --------------------------------------------------------------------------------------


@pytest.mark.parametrize("edition", EDITIONS)
def test_action_of_and_move_of_round_trip_over_random_games(edition: str) -> None:
    checked = 0
    for seed in range(40):
        players = 2 + seed % 5
        for state in _states(edition, players, seed=seed, steps=300):
            space = action_space(state.rules)
            for move in unokit.legal_moves(state):
                actions = action_of(state, move)
                assert all(0 <= a < len(space) for a in actions)
                assert move_of(state, actions, seat=move.player) == move
                checked += 1
        if checked >= 1500:
            break
    assert checked >= 1500


@pytest.mark.parametrize("edition", EDITIONS)
def test_turns_play_the_moves_that_action_of_gives(edition: str) -> None:
    """Feeding action_of's ids to the AEC driver applies exactly the intended move."""
    chooser = random.Random(7)
    turns = Turns(unokit.new_game(edition, 4, seed=7, options=SINGLE), seed=7)
    while turns.seat is not None and turns.moves_applied < 300:
        before = turns.state
        seat = turns.seat
        if turns.optional:
            turns.act(turns.space.wait)
            continue
        move = random_move(chooser, turns.moves())
        for action in action_of(before, move):
            assert turns.seat == seat
            assert action in turns.mask()
            turns.act(action)
        assert turns.last_move == move
        assert turns.state == unokit.apply(before, move)


def test_the_party_space_stays_small_at_sixteen_players() -> None:
    """A 16-player Wild Drawn Together has hundreds of moves but takes three small choices."""
    space = action_space(unokit.new_game("party", 16, seed=0).rules)
    assert len(space) == 138
    for state in _states("party", 16, seed=11, steps=3000):
        linking = [
            m for m in unokit.legal_moves(state) if isinstance(m, Play) and m.card.rank == "WDT"
        ]
        if linking and not linking[0].uno and state.pending is None:
            break
    else:
        pytest.fail("no Wild Drawn Together was playable in the game")
    assert len(linking) == 4 * 120  # four colours, C(16, 2) pairs of seats
    move = linking[-1]
    actions = action_of(state, move)
    assert [space.actions[a].group for a in actions] == ["play", "seat", "seat"]
    assert move_of(state, actions, seat=move.player) == move


def test_a_seat_already_named_is_not_offered_again() -> None:
    # The UNO Party! instruction sheet, Wild Drawn Together: "When you play this card, select
    # two players". After the first seat is picked, the second choice offers only the others.
    hands = [
        "Y1 Y2 Y3 Y4 Y5 Y6 Y7",
        "WDT B2 B3 B4 B5 B6 B7",
        "G2 G3 G4 G5 G6 G7 G8",
        "Y8 Y9 B8 B9 G9 R1 R2",
    ]
    state = game(split(hands), "R5", ["R3", "R4", "R6", "R7"], edition="party")
    move = Play(1, Card.parse("WDT"), Color.RED, seats=(1, 3))
    assert move in unokit.legal_moves(state)
    turns = Turns(state)
    space = turns.space
    play_id, first, second = action_of(state, move)
    assert [space.actions[a].label for a in (first, second)] == ["seat +0", "seat +2"]
    turns.act(play_id)
    assert [space.actions[a].label for a in turns.mask()] == [
        "seat +0",
        "seat +1",
        "seat +2",
        "seat +3",
    ]
    turns.act(first)  # seat 1 names itself first
    assert [space.actions[a].label for a in turns.mask()] == ["seat +1", "seat +2", "seat +3"]
    with pytest.raises(ActionError, match="not an answer to the choice of seat"):
        move_of(state, [play_id, first, first], seat=1)
    turns.act(second)
    assert turns.last_move == move


def test_relative_seats_count_clockwise_from_the_acting_seat() -> None:
    state = unokit.new_game("classic", 4, seed=1)
    space = action_space(state.rules)
    catch = unokit.CatchUno(3, 1)
    assert space.actions[space.head(catch, 4)].label == "catch +2"
    assert space.actions[space.head(unokit.CatchUno(1, 3), 4)].label == "catch +2"
    assert space.actions[space.head(unokit.CatchUno(0, 1), 4)].label == "catch +1"


def test_move_of_refuses_an_action_that_is_not_a_choice_now() -> None:
    state = unokit.new_game("classic", 4, seed=1)
    space = action_space(state.rules)
    with pytest.raises(ActionError, match="wait"):
        move_of(state, space.wait)
    with pytest.raises(ActionError, match="there is no action 9999"):
        move_of(state, 9999)


@attrs.frozen(cache_hash=True)
class Knock(Move):
    """A move with no argument, as a house rule might add."""

    verb: ClassVar[str] = "knock"


@attrs.frozen(cache_hash=True)
class Nudge(SeatMove):
    """A move aimed at a seat, as a house rule might add."""

    verb: ClassVar[str] = "nudge"


class KnockEdition(ClassicEdition):
    name: ClassVar[str] = "knock-rl-test"
    aliases: ClassVar[tuple[str, ...]] = ()
    declares: ClassVar[tuple[type, ...]] = (Knock, Nudge)


def test_a_new_move_class_gets_ids_without_code_changes() -> None:
    plugin = EditionsPlugin(KnockEdition())
    plugins.register_plugin(plugin, name="knock-rl-test")
    try:
        space = action_space(unokit.new_game("knock-rl-test", 3, seed=0).rules)
    finally:
        plugins.unregister_plugin(plugin)
    labels = [action.label for action in space.actions]
    assert "knock" in labels
    assert [label for label in labels if label.startswith("nudge")] == [
        f"nudge +{offset}" for offset in range(10)
    ]
    assert labels[space.head(Nudge(2, 0), 3)] == "nudge +1"
    assert labels[space.head(Knock(1), 3)] == "knock"
    assert labels.index("knock") > labels.index("deal")  # after the core moves


# --------------------------------------------------------------------------------------
# Observations
# --------------------------------------------------------------------------------------


@pytest.mark.parametrize("edition", EDITIONS)
def test_observations_do_not_leak_hidden_cards(edition: str) -> None:
    """Two states that differ only in what a seat cannot see give it equal observations."""
    rng = random.Random(5)
    compared = changed = 0
    states = [*_states(edition, 4, seed=5, steps=200), *_states(edition, 3, seed=6, steps=200)]
    for step, state in enumerate(states):
        if step % 4:
            continue
        layout = observation_layout(state.rules)
        for seat in range(state.players):
            twin = hidden_twin(state, seat, rng)
            seen = layout.encode(unokit.view(state, seat))
            seen_twin = layout.encode(unokit.view(twin, seat))
            assert np.array_equal(seen, seen_twin)
            compared += 1
            changed += twin.hands != state.hands
    assert compared >= 40
    assert changed >= compared // 2  # the twins really hid different cards


def test_the_environment_observes_nothing_a_seat_may_not_see(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """The env's observation of a seat is the same in a state's hidden twin: nothing more."""
    game = unokit.rl.raw_env("party", 6, options=SINGLE)
    game.reset(seed=2)
    turns = game.turns
    for agent in game.possible_agents:
        seat = game.agent_name_mapping[agent]
        twin = hidden_twin(turns.state, seat, random.Random(seat))
        expected = game.observe(agent)
        monkeypatch.setattr(turns, "state", twin)
        assert np.array_equal(game.observe(agent)["observation"], expected["observation"])
        assert np.array_equal(game.observe(agent)["action_mask"], expected["action_mask"])
        monkeypatch.undo()


def _observed() -> list[Any]:
    """Every installed edition at its fewest, four and most seats; each house rule at four.

    The quick run keeps every edition at four and UNO Party! with every house rule.
    """
    configs: list[Any] = []
    for edition in sorted(unokit.available_editions()):
        found = plugins.find_edition(edition)
        counts = sorted({found.min_players, 4, found.max_players})
        configs += [
            pytest.param(edition, players, (), marks=slow_unless(players == 4))
            for players in counts
        ]
    rules = sorted(unokit.available_house_rules())
    configs += [pytest.param("classic", 4, (rule,), marks=pytest.mark.slow) for rule in rules]
    configs.append(("party", 6, tuple(HOUSE_RULES)))
    return configs


@pytest.mark.parametrize(("edition", "players", "house_rules"), _observed())
def test_the_observation_read_from_the_state_is_the_views_at_every_step(
    edition: str, players: int, house_rules: tuple[str, ...]
) -> None:
    """The environment reads its observations from the state, without building a view
    (``ObservationLayout.observe``): at every step every agent gets the vector its view
    encodes, and the mask of exactly the ids it may choose now."""
    game = unokit.rl.raw_env(edition, players, house_rules=house_rules, options=SINGLE)
    game.reset(seed=players)
    rng = random.Random(players)
    layout = game.layout
    steps = 0
    for agent in game.agent_iter(max_iter=500):
        turns = game.turns
        for other in game.agents:
            seat = game.agent_name_mapping[other]
            asked = seat == turns.seat
            seen = unokit.view(turns.state, seat)
            expected = layout.encode(
                seen, optional=asked and turns.optional, choice=turns.choice if asked else None
            )
            observed = game.observe(other)
            assert np.array_equal(observed["observation"], expected), (steps, other)
            mask = np.zeros(len(game.space), dtype=np.int8)
            mask[turns.mask() if asked else []] = 1
            assert np.array_equal(observed["action_mask"], mask), (steps, other)
        observation, _reward, done, cut, _info = game.last()
        observation["action_mask"][:] = 0  # an agent's own copy: changing it changes nothing
        if done or cut:
            game.step(None)
            continue
        mask = game.observe(agent)["action_mask"]
        game.step(int(rng.choice(np.flatnonzero(mask))))
        steps += 1
    assert steps >= 100 or game.game_state.is_over


@attrs.frozen
class _HeldCards(Pending):
    """A decision holding cards that only its seat may see."""

    seat: int
    held: tuple[Card, ...]

    def moves(self, state: GameState) -> tuple[Move, ...]:
        return ()

    def cards(self) -> tuple[Card, ...]:
        return self.held

    def visible_to(self, seat: int) -> _HeldCards:
        return self if seat == self.seat else attrs.evolve(self, held=())


def test_the_observation_read_from_the_state_shows_a_decision_as_the_seat_sees_it() -> None:
    state = unokit.new_game("classic", 3, seed=4)
    state = attrs.evolve(state, pending=_HeldCards(0, cards("R1 W")), current_player=0)
    layout = observation_layout(state.rules)
    segment = layout.segment("decision_cards")
    for seat, held in ((0, 2), (1, 0), (2, 0)):
        vector = layout.observe(state, seat)
        assert np.array_equal(vector, layout.encode(unokit.view(state, seat)))
        assert vector[segment.start : segment.stop].sum() == held


def test_the_discard_piles_counts_follow_the_pile_up_and_back() -> None:
    """Kept counts are the pile's own: after plays, a reshuffle, and for an earlier pile."""
    layout = observation_layout(unokit.new_game("classic", 4, seed=1).rules)
    counts = DiscardCounts(layout)

    def whole(stack: Any) -> Any:
        expected = np.zeros(len(layout.cards), dtype=np.float32)
        for card in iter_stack(stack):
            expected[layout.cards.index(card)] += 1
        return expected

    piles = [build_stack(cards("R1 R2 B2 B5"))]
    piles.append((Card.parse("B7"), piles[-1]))  # a play: one card on top
    piles.append((Card.parse("G7"), (Card.parse("W"), piles[-1])))  # two at once
    piles.append((Card.parse("G7"), ()))  # reshuffled: only the top card is left
    piles.append(piles[1])  # an earlier pile again
    piles.append(build_stack(cards("R1 R2 B2 B5 Y5")))  # built anew (a card put under)
    for stack in piles:
        assert np.array_equal(counts.of(stack), whole(stack))

    layout = observation_layout(unokit.new_game("friends", 3, seed=0).rules)
    position = 0
    for segment in layout.segments:
        assert segment.start == position
        position = segment.stop
    assert position == layout.size
    vector = layout.encode(unokit.view(unokit.new_game("friends", 3, seed=0), 1))
    assert vector.shape == (layout.size,)
    assert np.all(vector >= layout.low())
    assert np.all(vector <= layout.high())


@pytest.mark.parametrize("edition", ["classic", "friends"])
def test_the_card_segments_count_the_hand_and_the_discard_pile(edition: str) -> None:
    """A few cards are counted one by one, many at once by numpy: the counts are the same."""
    sizes: set[bool] = set()
    for state in _states(edition, 4, seed=3, steps=600):
        layout = observation_layout(state.rules)
        seat = state.current_player
        seen = unokit.view(state, seat)
        vector = layout.encode(seen)
        for name, held in (("hand", seen.hand), ("discard_pile", seen.discard_pile)):
            segment = layout.segment(name)
            expected = np.zeros(len(layout.cards), dtype=np.float32)
            for card in held:
                expected[layout.cards.index(card)] += 1
            assert np.array_equal(vector[segment.start : segment.stop], expected), name
            sizes.add(len(held) >= 16)
    assert sizes == {True, False}  # both ways of counting were used


# --------------------------------------------------------------------------------------
# Out-of-turn moves and the driver
# --------------------------------------------------------------------------------------


@pytest.mark.parametrize(("edition", "players"), [("classic", 4), ("party", 5), ("seven-o", 3)])
def test_driving_the_turns_with_agents_replays_play_out(edition: str, players: int) -> None:
    """The AEC order mirrors unokit's agents' driver: same agents and seed, same game."""
    start = unokit.new_game(edition, players, seed=9, options=SINGLE)
    expected = [move for move, _ in play_out(start, _agents(players), seed=9, max_steps=1500)]
    agents = _agents(players)
    turns = Turns(start, seed=9)
    applied: list[Move] = []
    while turns.seat is not None and len(applied) < len(expected):
        seat = turns.seat
        before = turns.moves_applied
        turns.submit(agents[seat].choose(unokit.view(turns.state, seat), optional=turns.optional))
        if turns.moves_applied > before:
            assert turns.last_move is not None
            applied.append(turns.last_move)
    assert applied == expected


def _agents(players: int) -> list[Any]:
    return [GreedyAgent(), *(RandomAgent(seat) for seat in range(1, players))]


def test_a_missed_uno_is_offered_to_every_other_seat_with_wait() -> None:
    games = (_states("classic", 4, seed=seed, steps=3000) for seed in range(1, 20))
    for state in itertools.chain.from_iterable(games):
        if state.uno_exposed and state.pending is None:
            break
    else:
        pytest.fail("nobody forgot to call UNO")
    turns = Turns(state)
    space = turns.space
    (exposed,) = state.uno_exposed
    asked = []
    while turns.optional:
        seat = turns.seat
        assert seat is not None
        labels = {space.actions[a].label for a in turns.mask()}
        assert "wait" in labels
        if seat == exposed:
            assert "uno" in labels
        else:
            assert f"catch +{(exposed - seat) % 4}" in labels
        asked.append(seat)
        turns.act(space.wait)
    others = [seat for seat in range(4) if seat != turns.seat]
    assert sorted(asked) == others
    assert "wait" not in {space.actions[a].label for a in turns.mask()}


def test_every_seat_points_after_a_point_taken() -> None:
    for state in _states("party", 5, seed=4, steps=5000):
        if type(state.pending).__name__ == "PointTaken":
            break
    else:
        pytest.fail("no Point Taken was played")
    turns = Turns(state)
    pointed = set()
    while type(turns.state.pending).__name__ == "PointTaken":
        seat = turns.seat
        assert seat is not None
        choices = [a for a in turns.mask() if turns.space.actions[a].group == "point"]
        assert choices
        turns.act(choices[0])
        pointed.add(seat)
    assert pointed == set(range(5))


# --------------------------------------------------------------------------------------
# Rewards and the single-seat environment
# --------------------------------------------------------------------------------------


def _play_aec(game: Any, seed: int) -> dict[str, float]:
    game.reset(seed=seed)
    rng = random.Random(seed)
    totals = dict.fromkeys(game.possible_agents, 0.0)
    for agent in game.agent_iter():
        observation, reward, done, cut, _ = game.last()
        totals[agent] += reward
        action = (
            None if done or cut else int(rng.choice(np.flatnonzero(observation["action_mask"])))
        )
        game.step(action)
    return totals


def test_the_winner_gets_one_and_the_others_minus_one() -> None:
    game = unokit.rl.env("classic", 4, options=SINGLE)
    totals = _play_aec(game, 1)
    winners = game.unwrapped.game_state.winners
    assert totals == {f"player_{seat}": 1.0 if seat in winners else -1.0 for seat in range(4)}


def test_points_rewards_follow_the_rounds_scores() -> None:
    game = unokit.rl.env("classic", 3, options={"target_score": 100}, reward="points")
    totals = _play_aec(game, 2)
    state = game.unwrapped.game_state
    assert len(state.history) >= 1
    expected = [0.0] * 3
    for result in state.history:
        for seat in range(3):
            won = seat == result.winner
            expected[seat] += result.points if won else -result.hand_points[seat]
    assert [totals[f"player_{seat}"] for seat in range(3)] == expected
    assert sum(expected) == 0


def test_an_illegal_action_ends_the_wrapped_episode_with_minus_one() -> None:
    game = unokit.rl.env("classic", 2, options=SINGLE)
    game.reset(seed=0)
    observation, *_ = game.last()
    illegal = int(np.flatnonzero(observation["action_mask"] == 0)[0])
    agent = game.agent_selection
    game.step(illegal)
    assert game.rewards[agent] == -1
    assert all(game.terminations.values())


def test_the_single_seat_env_plays_a_match_against_greedy_agents() -> None:
    game = gymnasium.make(unokit.rl.ENV_ID, edition="party", players=4, options=SINGLE)
    _, info = game.reset(seed=8)
    rng = random.Random(8)
    total = 0.0
    for _ in range(5000):
        action = int(rng.choice(np.flatnonzero(info["action_mask"])))
        _observation, reward, terminated, truncated, info = game.step(action)
        total += float(reward)
        if terminated or truncated:
            break
    assert terminated
    assert total in (1.0, -1.0)


def test_the_single_seat_env_ignores_or_refuses_an_illegal_action() -> None:
    game = unokit.rl.UnoEnv("classic", 3, options=SINGLE)
    observation, info = game.reset(seed=4)
    illegal = int(np.flatnonzero(info["action_mask"] == 0)[0])
    again, reward, _terminated, _truncated, info = game.step(illegal)
    assert info["illegal_action"] is True
    assert np.array_equal(again, observation)
    assert reward == 0.0
    strict = unokit.rl.UnoEnv("classic", 3, options=SINGLE, illegal_action="raise")
    strict.reset(seed=4)
    with pytest.raises(ActionError, match="not one of seat 0's choices"):
        strict.step(illegal)


@pytest.mark.parametrize("action", [0, None])
def test_a_step_after_the_match_is_over_is_refused_as_the_gymnasium_env_does(
    action: int | None,
) -> None:
    # Issue 49, finding 14: a bare KeyError 'player_0' once every agent had stepped out.
    game = unokit.rl.raw_env("classic", 2, options=SINGLE)
    game.reset(seed=3)
    for _agent in game.agent_iter():
        observation, _, terminated, truncated, _ = game.last()
        done = terminated or truncated
        game.step(None if done else int(np.flatnonzero(observation["action_mask"])[0]))
    assert game.agents == []
    with pytest.raises(ActionError, match=r"^the match is over: call reset\(\) to deal a new one$"):
        game.step(action)


#: Values a learning library or a bug can hand ``step`` that are no action id (issue 33).
NOT_IDS: list[Any] = [
    float("nan"),
    float("inf"),
    -float("inf"),
    0.5,
    [0],
    1 + 0j,
    np.array([0, 1]),
    "0",
    True,
    None,
]


@pytest.mark.parametrize("value", NOT_IDS[:-1], ids=repr)
def test_a_value_that_is_no_action_id_is_refused_or_ends_the_episode(value: Any) -> None:
    strict = unokit.rl.raw_env("classic", 2, options=SINGLE)
    strict.reset(seed=0)
    with pytest.raises(ActionError, match="an action is an integer id, not"):
        strict.step(value)
    wrapped = unokit.rl.env("classic", 2, options=SINGLE)
    wrapped.reset(seed=0)
    agent = wrapped.agent_selection
    wrapped.step(value)  # the illegal-action policy: the episode ends with -1 for the agent
    assert wrapped.rewards[agent] == -1
    assert all(wrapped.terminations.values())
    single = unokit.rl.UnoEnv("classic", 3, options=SINGLE)
    observation, _ = single.reset(seed=4)
    again, reward, _, _, info = single.step(value)
    assert info["illegal_action"] is True
    assert np.array_equal(again, observation)
    assert reward == 0.0


def test_an_action_id_may_come_as_a_numpy_integer_or_a_whole_float() -> None:
    for value in (np.int64(3), np.int8(3), np.array(3), np.array([3]), 3.0, np.float32(3.0)):
        assert unokit.rl.action_id(value) == 3
    assert unokit.rl.action_id(10**100) == 10**100  # an id, refused as out of the space
    game = unokit.rl.raw_env("classic", 2, options=SINGLE)
    game.reset(seed=0)
    with pytest.raises(ActionError, match="there is no action a number of more than 4000 digits"):
        game.step(10**5000)


def test_refused_ids_count_towards_the_single_seat_env_s_step_limit() -> None:
    # A looping agent choosing ids outside the mask used to be never cut off.
    game = unokit.rl.UnoEnv("classic", 3, options=SINGLE, max_steps=5)
    _, info = game.reset(seed=4)
    illegal = int(np.flatnonzero(info["action_mask"] == 0)[0])
    cuts = [game.step(illegal)[3] for _ in range(5)]
    assert cuts == [False, False, False, False, True]


def test_every_driver_has_a_step_limit_by_default() -> None:
    import inspect

    from unokit.agents import MAX_STEPS

    for driver in (play_out, unokit.rl.raw_env, unokit.rl.env, unokit.rl.UnoEnv, unokit.simulate):
        assert inspect.signature(driver).parameters["max_steps"].default == MAX_STEPS, driver
    assert unokit.rl.raw_env("party", 2).max_steps == MAX_STEPS
    bad: Any
    for bad in (0, -1, 2.5, "10"):
        with pytest.raises(unokit.SetupError, match="max_steps must be a whole number"):
            unokit.rl.raw_env("classic", 2, max_steps=bad)
        with pytest.raises(unokit.SetupError, match="max_steps must be a whole number"):
            unokit.rl.UnoEnv("classic", 2, max_steps=bad)
    state = unokit.new_game("classic", 2, seed=1)
    moves = list(play_out(state, [RandomAgent(0), RandomAgent(1)], seed=1, max_steps=7))
    assert len(moves) == 7


def test_a_seat_asked_out_of_turn_after_a_number_card_holds_its_twin_as_documented() -> None:
    # docs/rl.md, "Who is asked tells who has a move": only a seat holding a card identical
    # to the top card is asked for a Speed Play (a choice the docs explain: issue 33 asked
    # to ask every seat that could hold one, or to document it). That observations come
    # from views alone is checked by the hidden-information tests above.
    game = unokit.rl.raw_env("party", 4, options=SINGLE)
    game.reset(seed=3)
    rng = np.random.default_rng(3)
    asked_out_of_turn = 0
    for agent in game.agent_iter(max_iter=3000):
        observation, _, done, cut, _ = game.last()
        if done or cut:
            game.step(None)
            continue
        turns = game.turns
        state = turns.state
        # Asked out of turn with no UNO to catch or call late (a seat is asked for those
        # too): for a Speed Play.
        if turns.optional and state.pending is None and not state.uno_exposed:
            seat = game.agent_name_mapping[agent]
            top = state.top_card
            if state.rules.kinds[top.rank].jump_in:
                asked_out_of_turn += 1
                assert top in state.hands[seat], "asked out of turn without a twin"
        game.step(int(rng.choice(np.flatnonzero(observation["action_mask"]))))
    assert asked_out_of_turn > 5


def test_render_ansi_shows_the_table_as_unokit_play_does() -> None:
    game = unokit.rl.raw_env("classic", 3, options=SINGLE, render_mode="ansi")
    game.reset(seed=1)
    text = game.render()
    assert text is not None
    assert text.startswith("Top card: ")
    assert "Cards in hand: " in text


# --------------------------------------------------------------------------------------
# The docs page
# --------------------------------------------------------------------------------------


def test_the_docs_tables_are_the_code_s() -> None:
    page = (ROOT / "docs" / "rl.md").read_text(encoding="utf-8")
    for edition in ("classic", "friends", "party"):
        assert action_table(edition) in page, f"docs/rl.md: the {edition} action table is stale"
    assert observation_table("party") in page, "docs/rl.md: the observation table is stale"


def test_the_rl_page_opens_with_the_spaces_and_the_checks_of_every_edition() -> None:
    page = (ROOT / "docs" / "rl.md").read_text(encoding="utf-8")
    box = page.split("\n`unokit.rl` turns", 1)[0]
    assert box.startswith('# Reinforcement learning\n\n!!! abstract "At a glance"\n')
    table = summary_table(["classic", "friends", "party"])
    assert "\n".join("    " + line for line in table.splitlines()) in box
    for size in (396, 726):  # classic's and UNO Friends', which the text below gives too
        assert f"({size},)" in box
        assert f"({size} entries)" in page
    # The spaces are the environments' own, for the fewest and the most players.
    for line in table.splitlines()[2:]:
        edition, players, actions, observation, mask = line.strip("| ").split(" | ")
        for count in map(int, players.split("-")):
            game = unokit.rl.env(edition, count)
            assert game.possible_agents == [f"player_{seat}" for seat in range(count)]
            space = game.observation_space("player_0")
            assert isinstance(space, gymnasium.spaces.Dict)
            assert f"`{game.action_space('player_0')}`" == actions
            assert f"`{space['observation'].shape}`" == observation
            assert f"`{space['action_mask'].shape}`" == mask
    # What each environment observes: PettingZoo's agents a dict, Gymnasium's the vector.
    said = " ".join(box.split())
    assert "observes a dict: `observation`, a `float32` vector, and `action_mask`" in said
    assert 'It observes the `float32` vector itself; the mask is in `info["action_mask"]`' in said
    assert "`player_0` to `player_{players - 1}`" in said
    # The checks the box names are the ones this module runs.
    assert CONFIGS == [
        ("classic", 2),
        ("classic", 4),
        ("friends", 3),
        ("party", 6),
        ("party", 16),
        ("seven-o", 4),
    ]
    checked = test_gymnasium_check_env.pytestmark[0].args[1]  # type: ignore[attr-defined]
    assert checked == [("classic", 4), ("party", 6)]
    assert (
        "PettingZoo's `api_test` and `seed_test` pass on classic (2 and 4 players), UNO Friends "
        "(3), UNO Party! (6 and 16) and the Seven-O example (4); Gymnasium's `check_env` on "
        "classic (4) and UNO Party! (6)."
    ) in said
    # As the box says: a PettingZoo agent observes a dict, the Gymnasium seat the vector.
    aec = unokit.rl.env("party", players=6)
    aec.reset(seed=1)
    seen = aec.observe(aec.agent_selection)
    assert isinstance(seen, dict)
    assert set(seen) == {"observation", "action_mask"}
    assert seen["observation"].dtype == np.dtype(np.float32)
    assert seen["action_mask"].dtype == np.dtype(np.int8)
    gym = gymnasium.make("unokit/Uno-v0", edition="party", players=6)
    vector, info = gym.reset(seed=1)
    assert isinstance(vector, np.ndarray)
    assert vector.shape == seen["observation"].shape
    assert vector.dtype == np.float32
    assert info["action_mask"].shape == seen["action_mask"].shape
    gym.close()
    assert (
        "Each table of the vector environment is the single environment with its seeds, and "
        "Gymnasium's vector wrappers run on it."
    ) in said  # tests/test_rl_vector.py


def test_the_rl_reference_page_renders_every_public_name() -> None:
    page = (ROOT / "docs" / "reference" / "rl.md").read_text(encoding="utf-8")
    assert "::: unokit.rl\n    options:\n      show_root_heading: false\n" in page
    assert f"      members: [{', '.join(unokit.rl.__all__)}]\n" in page
    for name in unokit.rl.__all__:
        if not name.isupper():  # constants are documented by their `#:` comments
            assert getattr(unokit.rl, name).__doc__, f"unokit.rl.{name} has no docstring"


def test_max_steps_truncates_the_episode() -> None:
    game = unokit.rl.env("classic", 3, max_steps=10)
    game.reset(seed=1)
    steps = 0
    for _agent in game.agent_iter():
        observation, _, done, cut, _ = game.last()
        if done or cut:
            assert cut
            assert not done
            game.step(None)
            continue
        game.step(int(np.flatnonzero(observation["action_mask"])[0]))
        steps += 1
    assert steps == 10
    assert not game.game_state.is_over


def test_bad_arguments_are_refused_with_a_setup_error() -> None:
    with pytest.raises(unokit.SetupError, match="reward must be one of win, points"):
        unokit.rl.env("classic", 3, reward="score")
    with pytest.raises(unokit.SetupError, match="render_mode"):
        unokit.rl.env("classic", 3, render_mode="rgb_array")
    with pytest.raises(unokit.SetupError, match="for 2 to 10 players"):
        unokit.rl.env("classic", 11)
    with pytest.raises(unokit.SetupError, match="opponents: give one agent or 2, not 3"):
        unokit.rl.UnoEnv("classic", 3, opponents=["greedy"] * 3)
    with pytest.raises(unokit.AgentError, match="no agent called 'clever'"):
        unokit.rl.UnoEnv("classic", 3, opponents="clever")


def wild_drawn_together() -> GameState:
    """UNO Party!: seat 1 holds a Wild Drawn Together, which names two seats."""
    hands = [
        "Y1 Y2 Y3 Y4 Y5 Y6 Y7",
        "WDT B2 B3 B4 B5 B6 B7",
        "G2 G3 G4 G5 G6 G7 G8",
        "Y8 Y9 B8 B9 G9 R1 R2",
    ]
    return game(split(hands), "R5", ["R3", "R4", "R6", "R7"], edition="party")


def test_every_sub_choice_remembers_the_play_it_belongs_to() -> None:
    state = wild_drawn_together()
    space = action_space(state.rules)
    moves = unokit.legal_moves(state)
    play_id, first, _ = action_of(state, Play(1, Card.parse("WDT"), Color.RED, seats=(1, 3)))
    choice = space.start(1, play_id, moves, 4)
    assert isinstance(choice, unokit.rl.Choice)
    assert choice.play == play_id
    second = space.answer(choice, first, 4)
    assert isinstance(second, unokit.rl.Choice)
    assert (second.play, second.picked, second.asking) == (play_id, (1,), "seat")


def test_action_ids_that_choose_no_move_are_refused_saying_why() -> None:
    state = wild_drawn_together()
    space = action_space(state.rules)
    play_id, first, second = action_of(state, Play(1, Card.parse("WDT"), Color.RED, seats=(1, 3)))
    refusals: dict[str, list[Any]] = {
        "no action given: give the play's id, then its sub-choices": [],
        "the play is not complete: the seat is still to choose": [play_id, first],
        "an action is an integer id, not str": ["7"],
        "an action is an integer id, not list": [[7]],
        f"there is no action {len(space)}: ids run from 0 to {len(space) - 1}": [len(space)],
        "1 play WDT red 1,3 needs no more choices, but more actions were given": [
            play_id,
            first,
            second,
            first,
        ],
    }
    for message, actions in refusals.items():
        with pytest.raises(ActionError) as refused:
            move_of(state, actions, seat=1)
        assert str(refused.value) == message
    with pytest.raises(ActionError) as not_legal:
        action_of(state, Play(1, Card.parse("B9")))
    assert str(not_legal.value) == "1 play B9 is not a legal move now"


def test_a_finished_match_has_no_seat_to_choose_for() -> None:
    start = unokit.new_game("classic", 2, seed=3, options=SINGLE)
    *_, (_, state) = play_out(start, [GreedyAgent(), GreedyAgent()], max_steps=2000)
    assert state.is_over
    with pytest.raises(ActionError) as refused:
        move_of(state, 0)
    assert str(refused.value) == "the match is over: no seat has a move"


def test_action_id_refuses_what_only_looks_like_a_number() -> None:
    class Itemish:
        """Has an ``item`` method, as numpy values do, but no ``size``: not an array."""

        def item(self) -> int:
            return 7

    with pytest.raises(ActionError) as refused:
        unokit.rl.action_id(Itemish())
    assert str(refused.value).startswith("an action is an integer id, not ")
    with pytest.raises(ActionError) as text:
        unokit.rl.action_id("seven")
    assert str(text.value) == "an action is an integer id, not 'seven'"


def test_a_colour_choice_has_an_id_per_colour() -> None:
    # classic-guide.txt on an opening Wild: the player to the dealer's left names the colour.
    hands = ["Y1 Y2 Y3 Y4 Y5 Y6 Y7", "B1 B2 B3 B4 B5 B6 B7"]
    state = game(split(hands), "W", ["R3", "R4"])
    choices = unokit.legal_moves(state)
    assert len(choices) == 4
    ids = [action_of(state, move) for move in choices]
    assert len(set(ids)) == 4
    for move, actions in zip(choices, ids, strict=True):
        assert move_of(state, actions) == move


def test_a_move_with_no_id_in_the_space_is_refused_naming_it() -> None:
    space = action_space(unokit.new_game("classic", 2, seed=1).rules)
    with pytest.raises(ActionError) as refused:
        space.head(Knock(0), 2)
    assert str(refused.value) == "the move 0 knock has no action id in the classic space"


@attrs.frozen(cache_hash=True)
class Say(Move):
    """A move with a word to say: neither a seat nor a colour, so it cannot get ids."""

    verb: ClassVar[str] = "say"
    word: str = "uno"


@attrs.frozen(cache_hash=True)
class Shout(Move):
    """A move with two arguments that are neither a seat nor a colour."""

    verb: ClassVar[str] = "shout"
    word: str = "uno"
    times: int = 2


class SayEdition(ClassicEdition):
    name: ClassVar[str] = "say-rl-test"
    aliases: ClassVar[tuple[str, ...]] = ()
    declares: ClassVar[tuple[type, ...]] = (Say,)


class ShoutEdition(ClassicEdition):
    name: ClassVar[str] = "shout-rl-test"
    aliases: ClassVar[tuple[str, ...]] = ()
    declares: ClassVar[tuple[type, ...]] = (Shout,)


@pytest.mark.parametrize(
    ("edition", "named"),
    [
        (SayEdition(), "Say ('say') action ids: it takes word;"),
        (ShoutEdition(), "Shout ('shout') action ids: it takes word, times;"),
    ],
)
def test_a_move_class_with_another_argument_is_refused_naming_it(
    edition: ClassicEdition, named: str
) -> None:
    plugin = EditionsPlugin(edition)
    plugins.register_plugin(plugin, name=edition.name)
    try:
        rules = unokit.new_game(edition.name, 3, seed=0).rules
        with pytest.raises(ActionError) as refused:
            action_space(rules)
    finally:
        plugins.unregister_plugin(plugin)
    assert str(refused.value) == (
        f"unokit.rl cannot give the move class {named} a move "
        "takes no argument, a target seat (a SeatMove) or a colour"
    )
