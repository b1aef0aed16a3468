"""unokit.rl.UnoVectorEnv: many tables at once, each equal to a single environment.

The batch is checked table by table against the single environments it stands for: in
self-play, ``raw_env`` reset with each table's seeds and stepped with the same actions; with
a learning seat, ``UnoEnv``. Then what Gymnasium's vector API asks of it.
"""

from __future__ import annotations

from typing import Any

import gymnasium
import numpy as np
import pytest
from gymnasium.vector import AutoresetMode

import unokit
import unokit.rl
from tests.helpers import slow_unless
from unokit.rl import ActionError, UnoEnv, UnoVectorEnv, raw_env

SINGLE = {"match": "single-round"}


def _random_actions(
    rng: np.random.Generator, masks: np.ndarray, draw: int | None = None
) -> np.ndarray:
    """A uniformly random legal id per row of ``masks`` (``draw`` only if nothing else is)."""
    scores = rng.random(masks.shape)
    if draw is not None:
        scores[:, draw] /= 10  # below every other legal id's
    scores[masks == 0] = -1.0
    actions: np.ndarray = scores.argmax(axis=1)
    return actions


def _aec_live(game: raw_env) -> None:
    """Step the AEC environment's dead agents (None) until a live one is selected."""
    while game.agents:
        agent = game.agent_selection
        if not (game.terminations[agent] or game.truncations[agent]):
            return
        game.step(None)


def _self_play_against_single_envs(
    edition: str,
    players: int,
    tables: int,
    steps: int,
    house_rules: tuple[str, ...] = (),
    max_steps: int | None = 120,
    mode: AutoresetMode = AutoresetMode.SAME_STEP,
) -> tuple[int, int]:
    """Step a batch and one ``raw_env`` per table alike; assert they agree.

    The players play first (a draw only when nothing else is listed), so that matches end
    as well as being cut at ``max_steps``; returns how many ended and how many were cut.
    """
    setup: dict[str, Any] = {"house_rules": house_rules, "options": SINGLE, "max_steps": max_steps}
    batch = UnoVectorEnv(edition, players, tables, autoreset_mode=mode, **setup)
    singles = [raw_env(edition, players, **setup) for _ in range(tables)]
    seed = 100
    observations, infos = batch.reset(seed=seed)
    seeds = [seed + i for i in range(tables)]
    for single, first in zip(singles, seeds, strict=True):
        single.reset(seed=first)
    rng = np.random.default_rng(7)
    draw = batch.space.head(unokit.Draw(0), players)
    episodes = [0, 0]
    waiting = [False] * tables  # NEXT_STEP: ended at the last step, dealt at this one
    for _ in range(steps):
        for i, single in enumerate(singles):
            seen = single.observe(single.agent_selection)
            assert np.array_equal(observations[i], seen["observation"]), i
            assert np.array_equal(infos["action_mask"][i], seen["action_mask"]), i
            asked = single.turns.seat
            assert infos["seat"][i] == (-1 if asked is None else asked)
        actions = _random_actions(rng, infos["action_mask"], draw)
        observations, rewards, ended, cut, infos = batch.step(actions)
        for i, single in enumerate(singles):
            if waiting[i]:  # the batch ignored the action and dealt the next match
                assert (rewards[i], ended[i], cut[i]) == (0.0, False, False)
                assert not infos["rewards"][i].any()
                seeds[i] += tables
                single.reset(seed=seeds[i])
                waiting[i] = False
                continue
            acting = single.agent_name_mapping[single.agent_selection]
            single.step(int(actions[i]))
            given = [single.rewards.get(f"player_{s}", 0.0) for s in range(players)]
            assert infos["rewards"][i].tolist() == given, i
            assert rewards[i] == given[acting]
            done = single.game_state.is_over
            assert ended[i] == done
            assert cut[i] == (not done and all(single.truncations.values()))
            if not (ended[i] or cut[i]):
                _aec_live(single)
                continue
            episodes[bool(cut[i])] += 1
            if mode is AutoresetMode.NEXT_STEP:
                assert "final_obs" not in infos
                waiting[i] = True
                continue
            final = single.observe(single.agent_selection)
            assert np.array_equal(infos["final_obs"][i], final["observation"])
            assert np.array_equal(infos["final_info"]["action_mask"][i], final["action_mask"])
            seeds[i] += tables
            single.reset(seed=seeds[i])
        assert batch.episode_seeds == seeds
    return episodes[0], episodes[1]


def _configs() -> list[Any]:
    configs: list[Any] = [
        pytest.param("classic", 4, (), marks=slow_unless(True)),
        pytest.param("classic", 2, (), marks=pytest.mark.slow),
        pytest.param("friends", 3, (), marks=pytest.mark.slow),
        pytest.param("party", 16, (), marks=pytest.mark.slow),
        pytest.param("party", 6, ("stacking", "seven-o", "jump-in"), marks=slow_unless(True)),
    ]
    # The example packages, when installed.
    for edition in ("seven-o", "flip", "no-mercy", "attack"):
        if edition in unokit.available_editions():
            configs.append(pytest.param(edition, 4, (), marks=pytest.mark.slow))
    return configs


@pytest.mark.parametrize(("edition", "players", "house_rules"), _configs())
def test_each_table_is_a_single_environment_stepped_with_its_seeds(
    edition: str, players: int, house_rules: tuple[str, ...]
) -> None:
    ended, cut = _self_play_against_single_envs(edition, players, 3, 300, house_rules)
    assert ended + cut >= 3  # tables ended (or were cut at 120 steps) and dealt again
    if (edition, players) == ("classic", 4):
        assert ended
        assert cut


def test_next_step_autoreset_deals_at_the_step_after_the_end() -> None:
    """With ``AutoresetMode.NEXT_STEP`` a table that ended keeps its last observation, and
    the next step (its action ignored) deals again: still each single environment's."""
    ended, cut = _self_play_against_single_envs("classic", 4, 3, 300, mode=AutoresetMode.NEXT_STEP)
    assert ended
    assert cut
    batch = UnoVectorEnv("classic", 2, 2, autoreset_mode=AutoresetMode.NEXT_STEP)
    assert batch.metadata["autoreset_mode"] is AutoresetMode.NEXT_STEP
    assert UnoVectorEnv.metadata["autoreset_mode"] is AutoresetMode.SAME_STEP
    wrapped = gymnasium.wrappers.vector.TransformObservation(batch, lambda o: o * 2)
    observations, _ = wrapped.reset(seed=0)
    assert observations.shape == (2, 396)


def test_each_learning_seat_table_is_the_gymnasium_env_with_its_seeds() -> None:
    setup: dict[str, Any] = {"opponents": "greedy", "seat": 1, "options": SINGLE}
    tables = 3
    batch = UnoVectorEnv("classic", 3, tables, **setup)
    singles = [UnoEnv("classic", 3, **setup) for _ in range(tables)]
    observations, infos = batch.reset(seed=5)
    seeds = [5 + i for i in range(tables)]
    expected = [single.reset(seed=first) for single, first in zip(singles, seeds, strict=True)]
    assert "seat" not in infos
    rng = np.random.default_rng(3)
    episodes = 0
    for _ in range(120):
        for i, (observation, info) in enumerate(expected):
            assert np.array_equal(observations[i], observation)
            assert np.array_equal(infos["action_mask"][i], info["action_mask"])
        actions = _random_actions(rng, infos["action_mask"])
        observations, rewards, ended, cut, infos = batch.step(actions)
        for i, single in enumerate(singles):
            observation, reward, done, truncated, info = single.step(int(actions[i]))
            assert (rewards[i], ended[i], cut[i]) == (reward, done, truncated)
            if done or truncated:
                assert np.array_equal(infos["final_obs"][i], observation)
                seeds[i] += tables
                expected[i] = single.reset(seed=seeds[i])
                episodes += 1
            else:
                expected[i] = (observation, info)
    assert episodes >= 3


def test_the_same_seed_gives_the_same_steps_and_another_seed_others() -> None:
    def run(seed: int) -> list[bytes]:
        batch = UnoVectorEnv("party", 5, 4, options=SINGLE)
        observations, infos = batch.reset(seed=seed)
        rng = np.random.default_rng(0)
        seen = [observations.tobytes()]
        for _ in range(30):
            step = batch.step(_random_actions(rng, infos["action_mask"]))
            observations, infos = step[0], step[4]
            seen.append(observations.tobytes())
        return seen

    assert run(3) == run(3)
    assert run(3) != run(4)


def test_the_vector_api_spaces_shapes_and_autoreset_mode() -> None:
    batch = UnoVectorEnv("classic", 4, 6)
    assert isinstance(batch, gymnasium.vector.VectorEnv)
    assert batch.metadata["autoreset_mode"] is gymnasium.vector.AutoresetMode.SAME_STEP
    single = unokit.rl.env("classic", 4)
    assert batch.single_action_space == gymnasium.spaces.Discrete(85)
    assert batch.action_space == gymnasium.spaces.MultiDiscrete([85] * 6)
    box = single.observation_spaces["player_0"]["observation"]
    assert batch.single_observation_space == box
    assert batch.observation_space == gymnasium.vector.utils.batch_space(box, 6)
    observations, infos = batch.reset(seed=1)
    assert observations in batch.observation_space
    assert infos["action_mask"].shape == (6, 85)
    assert infos["action_mask"].dtype == np.int8
    assert np.array_equal(batch.action_masks(), infos["action_mask"].astype(bool))
    actions = batch.action_masks().argmax(axis=1)
    assert actions in batch.action_space
    observations, rewards, ended, cut, infos = batch.step(actions)
    assert observations in batch.observation_space
    assert rewards.shape == ended.shape == cut.shape == (6,)
    assert [rewards.dtype, ended.dtype, cut.dtype] == [np.dtype(t) for t in ("f8", "?", "?")]
    assert infos["rewards"].shape == (6, 4)
    batch.close()
    assert batch.closed


def test_gymnasium_s_episode_statistics_wrapper_counts_every_step() -> None:
    batch = UnoVectorEnv("classic", 2, 3, options=SINGLE, max_steps=40)
    wrapped = gymnasium.wrappers.vector.RecordEpisodeStatistics(batch)
    _, infos = wrapped.reset(seed=0)
    rng = np.random.default_rng(1)
    lengths: list[int] = []
    for _ in range(100):
        *_, infos = wrapped.step(_random_actions(rng, infos["action_mask"]))
        if "episode" in infos:
            lengths += infos["episode"]["l"][infos["_episode"]].tolist()
    assert lengths
    assert max(lengths) <= 40  # cut at max_steps, every step of the episode counted


def test_an_action_outside_a_mask_is_refused_and_no_table_steps() -> None:
    batch = UnoVectorEnv("classic", 4, 3, options=SINGLE)
    with pytest.raises(ActionError, match="reset"):
        batch.step(np.zeros(3, dtype=np.int64))
    _, infos = batch.reset(seed=2)
    states = batch.game_states
    actions = infos["action_mask"].argmax(axis=1)
    illegal = int(np.flatnonzero(infos["action_mask"][2] == 0)[0])
    actions[2] = illegal
    with pytest.raises(ActionError, match=f"table 2: action {illegal} "):
        batch.step(actions)
    assert batch.game_states == states
    for wrong in ([1, 2], np.zeros(3, dtype=np.float32), np.full(3, 99)):
        with pytest.raises(ActionError):
            batch.step(np.asarray(wrong))
    assert batch.game_states == states


def test_copies_or_the_arrays_themselves() -> None:
    copied = UnoVectorEnv("classic", 2, 2)
    kept = UnoVectorEnv("classic", 2, 2, copy=False)
    first, _ = copied.reset(seed=0)
    again, infos = kept.reset(seed=0)
    assert np.array_equal(first, again)
    step = kept.step(infos["action_mask"].argmax(axis=1))
    assert step[0] is again  # the same array, written in place
    assert copied.step(copied.action_masks().argmax(axis=1))[0] is not first


def test_bad_arguments_are_refused_with_a_setup_error() -> None:
    wrong: list[dict[str, Any]] = [
        {"num_envs": 0},
        {"num_envs": 2.5},
        {"seat": 4, "opponents": "greedy"},
        {"autoreset_mode": AutoresetMode.DISABLED},
    ]
    for given in wrong:
        with pytest.raises(unokit.SetupError):
            UnoVectorEnv("classic", 4, **given)
    with pytest.raises(unokit.SetupError):
        UnoVectorEnv("classic", 3, 2, opponents=["greedy"])
    with pytest.raises(unokit.SetupError):
        UnoVectorEnv("classic", 3, 2, reward="money")
    tables = UnoVectorEnv("classic", 3, 2)
    for seed in (-1, 2.5, "7"):
        with pytest.raises(unokit.SetupError, match="seed must be a whole number"):
            tables.reset(seed=seed)  # type: ignore[arg-type]


def test_head_ids_give_each_listed_move_s_first_id_in_the_listing_s_order(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """The ids the batch's masks and steps read (kept by move object) are ``head``'s."""
    state = unokit.new_game("party", 6, seed=11, house_rules=("jump-in",))
    space = unokit.rl.action_space(state.rules)
    monkeypatch.setattr(space, "KEPT", 5)  # forget the kept ids often
    rng = np.random.default_rng(2)
    longest = 0
    for _ in range(80):
        moves = unokit.legal_moves(state)
        if not moves:
            break
        longest = max(longest, len(moves))
        expected = [space.head(move, state.players) for move in moves]
        assert space.head_ids(moves, state.players) == expected
        assert space.head_ids(moves, state.players) == expected  # kept, now
        assert len(space._kept) <= max(5, longest)
        state = unokit.apply(state, moves[int(rng.integers(len(moves)))])
    copied = space.__getstate__()  # a pickle or a copy keeps no object's id
    assert (copied["_by_object"], copied["_kept"]) == ({}, [])
