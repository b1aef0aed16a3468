"""Many tables at once: a Gymnasium vector environment for training at scale.

[`UnoVectorEnv`][unokit.rl.UnoVectorEnv] steps ``num_envs`` tables of one edition together:
observations and masks come as ``(num_envs, ...)`` numpy arrays, written in place row by row
(each table's row filled as the single environments fill theirs), one action per table.
A table whose match ends deals its next one in the same step (Gymnasium's
``AutoresetMode.SAME_STEP``; ``NEXT_STEP`` on request). Two ways to seat the learner:

* **self-play** (``opponents=None``, the default): every seat of every table is played by
  the caller. Each step asks one seat of each table, exactly as the AEC environment asks it
  (out-of-turn seats first, with ``wait``, then the seat that must move); the observation is
  that seat's, and ``infos["seat"]`` says which seat it is. Table ``i`` of a
  ``reset(seed=s)`` plays the matches ``raw_env(...).reset(seed=s + i + k * num_envs)``
  (``k = 0, 1, ...``), step for step.
* **one learning seat** (``opponents="greedy"``, an agent factory, or one per other seat):
  every table's seat ``seat`` is the caller's, unokit's agents play the others, and each
  step is one choice of the learning seat, exactly as [`UnoEnv`][unokit.rl.UnoEnv] plays
  it: table ``i``'s matches are ``UnoEnv(...).reset(seed=s + i + k * num_envs)``.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

import gymnasium
import numpy as np
import numpy.typing as npt
from gymnasium import spaces
from gymnasium.utils import seeding
from gymnasium.vector import AutoresetMode

from unokit.agents import MAX_STEPS, Agent, AgentFactory, check_max_steps, make_agent
from unokit.core.errors import SetupError, _is_whole, _shown
from unokit.core.game import new_game
from unokit.core.moves import Move
from unokit.core.rules import Options
from unokit.core.state import GameState
from unokit.core.views import view
from unokit.rl.aec import _check_reward, _first_turns, round_rewards
from unokit.rl.observation import ObservationBuffer, ObservationLayout, observation_layout
from unokit.rl.spaces import ActionError, ActionSpace
from unokit.rl.turns import Turns

__all__ = ["UnoVectorEnv"]

Opponents = str | AgentFactory | Sequence[str | AgentFactory]

Observations = npt.NDArray[np.float32]
Actions = npt.NDArray[np.int64]


class _Table:
    """One table of the batch: its game, its rows of the batch's arrays, its episode."""

    __slots__ = (
        "agents",
        "buffer",
        "ended",
        "gone",
        "ids",
        "mask",
        "moves",
        "seed",
        "steps",
        "turns",
    )

    def __init__(self, buffer: ObservationBuffer, mask: memoryview, turns: Turns) -> None:
        self.buffer = buffer
        self.mask = mask  # the table's row of the masks, as a memoryview of its bytes
        self.ids: list[int] = []  # the ids set in that row
        # When the seat asked must move and every legal move is its own: those moves, the
        # id that starts each at the same place in ``ids``. None otherwise.
        self.moves: Sequence[Move] | None = None
        self.turns = turns
        self.seed = 0
        self.steps = 0
        self.agents: dict[int, Agent] = {}
        self.gone: set[int] = set()  # seats out of a single round: rewarded once, when out
        self.ended = False  # its episode ended last step; it deals at this one (NEXT_STEP)


class UnoVectorEnv(gymnasium.vector.VectorEnv[Observations, Actions, npt.NDArray[Any]]):
    """``num_envs`` tables of UNO by the real rules, stepped together.

    A [Gymnasium vector environment](https://gymnasium.farama.org/api/vector/):
    ``reset(seed=...)`` returns ``(observations, infos)`` and ``step(actions)`` returns
    ``(observations, rewards, terminations, truncations, infos)``, each an array with one row
    per table. ``observations`` is ``(num_envs, size)`` ``float32`` (each row the vector of
    [`ObservationLayout`][unokit.rl.ObservationLayout] for the seat asked at that table) and
    ``infos["action_mask"]`` ``(num_envs, actions)`` ``int8`` (``1`` for each id that seat
    may choose); ``actions`` holds one id per table.

    Tables reset themselves (``metadata["autoreset_mode"]``). With
    ``AutoresetMode.SAME_STEP`` (the default), when a table's match ends (``terminations``)
    or its episode reaches ``max_steps`` (``truncations``), the same step deals its next
    match and returns that match's first observation in the table's row; the observation
    that ended the episode is in ``infos["final_obs"]`` (an object array: the vector for the
    tables that ended, ``None`` for the others; ``infos["_final_obs"]`` says which) and its
    mask (all ``0`` once the match is over) in ``infos["final_info"]["action_mask"]``. With
    ``AutoresetMode.NEXT_STEP`` (what Gymnasium's vector observation wrappers accept), the
    row holds the observation that ended the episode, and the next step ignores that
    table's action, deals its next match and returns its first observation (reward ``0``,
    not terminated).

    With ``opponents=None`` (self-play), every seat is the caller's: each step asks one seat
    of each table, as the AEC environment [`raw_env`][unokit.rl.raw_env] asks it;
    ``infos["seat"]`` gives the seat asked now (whose observation the row is),
    ``rewards[i]`` is the reward this step gave the seat that acted at table ``i``, and
    ``infos["rewards"]`` ``(num_envs, players)`` every seat's (the AEC environment's
    ``rewards`` after the same step), so that every seat's return is known when a match
    ends. With ``opponents`` given, seat ``seat`` of every table is the caller's and
    unokit's agents play the others, as in [`UnoEnv`][unokit.rl.UnoEnv]: ``rewards`` is
    the learning seat's.

    Args:
        edition: The edition's name or alias.
        players: How many players at each table.
        num_envs: How many tables.
        opponents: ``None`` for self-play; or the other seats' agents, as
            [`UnoEnv`][unokit.rl.UnoEnv] takes them (an agent name, a factory, or one per
            other seat).
        seat: The learning seat when ``opponents`` is given.
        house_rules: House rules to play with, passed to [`new_game`][unokit.new_game].
        options: Rule options, passed to [`new_game`][unokit.new_game] (e.g.
            ``{"match": "single-round"}`` for one round per episode).
        reward: ``"win"`` or ``"points"`` (see [`REWARDS`][unokit.rl.REWARDS]).
        max_steps: Truncate a table's episode after this many of its steps
            ([`MAX_STEPS`][unokit.agents.MAX_STEPS] by default; ``None``: no limit).
        autoreset_mode: ``AutoresetMode.SAME_STEP`` (the default) or ``NEXT_STEP``
            (``gymnasium.vector.AutoresetMode``): when a table that ended deals again.
        copy: Return copies of the observation and mask arrays (the default); ``False``
            returns the arrays themselves, which the next ``step`` overwrites.

    Raises:
        SetupError: for a bad argument.
        UnknownEditionError: if there is no such edition.

    Examples:
        >>> import numpy as np
        >>> from unokit.rl import UnoVectorEnv
        >>> tables = UnoVectorEnv("classic", players=4, num_envs=8)
        >>> observations, infos = tables.reset(seed=0)
        >>> observations.shape, infos["action_mask"].shape
        ((8, 396), (8, 85))
        >>> actions = infos["action_mask"].argmax(axis=1)  # each table's first legal id
        >>> observations, rewards, ended, cut, infos = tables.step(actions)
        >>> rewards.shape, infos["seat"].shape
        ((8,), (8,))
    """

    metadata: dict[str, Any] = {  # noqa: RUF012 - Gymnasium's class attribute
        "autoreset_mode": AutoresetMode.SAME_STEP,
        "render_modes": [],
    }

    def __init__(
        self,
        edition: str = "classic",
        players: int = 4,
        num_envs: int = 64,
        *,
        opponents: Opponents | None = None,
        seat: int = 0,
        house_rules: Sequence[str] = (),
        options: Options | Mapping[str, Any] | None = None,
        reward: str = "win",
        max_steps: int | None = MAX_STEPS,
        autoreset_mode: AutoresetMode = AutoresetMode.SAME_STEP,
        copy: bool = True,
    ) -> None:
        """Build the tables; call ``reset`` before the first step."""
        if not _is_whole(num_envs) or num_envs < 1:
            raise SetupError(
                f"num_envs must be a whole number of tables, 1 or more, not {_shown(num_envs)}"
            )
        self.house_rules = tuple(house_rules)
        first = _first_turns(edition, players, self.house_rules, options, None)
        check_max_steps(max_steps)
        if autoreset_mode not in (AutoresetMode.SAME_STEP, AutoresetMode.NEXT_STEP):
            raise SetupError(
                "autoreset_mode must be AutoresetMode.SAME_STEP or NEXT_STEP, not "
                f"{_shown(autoreset_mode)}"
            )
        self.metadata = {**type(self).metadata, "autoreset_mode": autoreset_mode}
        self._next_step = autoreset_mode is AutoresetMode.NEXT_STEP
        self._specs: list[str | AgentFactory] | None = None
        if opponents is not None:
            if not _is_whole(seat) or not 0 <= seat < players:
                raise SetupError(f"seat must be a seat from 0 to {players - 1}, not {_shown(seat)}")
            others = players - 1
            if isinstance(opponents, str) or callable(opponents):
                self._specs = [opponents] * others
            else:
                self._specs = list(opponents)
                if len(self._specs) != others:
                    raise SetupError(
                        f"opponents: give one agent or {others}, not {len(self._specs)}"
                    )
            for spec in self._specs:
                make_agent(spec, 0)  # an unknown agent name fails now, not at reset
        self.edition = edition
        self.players = players
        self.num_envs = num_envs
        self.seat = seat
        self.options = options
        self.reward = _check_reward(reward)
        self.max_steps = max_steps
        self.copy = copy
        self.rules = first.state.rules
        self.layout: ObservationLayout = observation_layout(self.rules)
        self.space: ActionSpace = first.space
        size = len(self.space)
        self.single_observation_space = spaces.Box(
            self.layout.low(), self.layout.high(), dtype=np.float32
        )
        self.single_action_space = spaces.Discrete(size)
        self.observation_space = gymnasium.vector.utils.batch_space(
            self.single_observation_space, num_envs
        )
        self.action_space = spaces.MultiDiscrete(np.full(num_envs, size, dtype=np.int64))
        self._observations: Observations = np.zeros((num_envs, self.layout.size), np.float32)
        self._masks: npt.NDArray[np.int8] = np.zeros((num_envs, size), dtype=np.int8)
        self._tables = [
            _Table(
                ObservationBuffer(self.layout, self._observations[i]),
                self._masks[i].data.cast("B"),
                first,
            )
            for i in range(num_envs)
        ]
        self._seats = [0] * num_envs
        self._no_mask = bytes(size)  # a row of the masks with no id set
        self._dealt = False

    @property
    def self_play(self) -> bool:
        """Whether every seat is the caller's (no ``opponents``)."""
        return self._specs is None

    def reset(
        self, *, seed: int | None = None, options: dict[str, Any] | None = None
    ) -> tuple[Observations, dict[str, Any]]:
        """Deal a new match at every table: table ``i`` from seed ``seed + i``.

        A table's later matches (dealt when one ends) are seeded ``num_envs`` further on
        each time: table ``i``'s ``k``-th match from ``seed + i + k * num_envs``. With no
        ``seed``, a random one is drawn. ``options`` is not used.
        """
        if seed is not None and (not _is_whole(seed) or seed < 0):
            raise SetupError(f"seed must be a whole number, 0 or more, or None, not {_shown(seed)}")
        super().reset(seed=seed)
        if seed is None:
            seed = int(np.random.SeedSequence().generate_state(1, dtype=np.uint64)[0] >> 2)
        for number, table in enumerate(self._tables):
            table.ended = False
            self._deal(number, table, seed + number)
        self._dealt = True
        return self._returned(self._observations), self._infos(None, None)

    def _deal(self, number: int, table: _Table, seed: int) -> None:
        """Deal table ``number``'s match from ``seed``, and write its first observation."""
        table.seed = seed
        table.steps = 0
        table.gone = set()
        game_seed = seed
        if self._specs is not None:  # as UnoEnv.reset(seed=seed) draws its game's seed
            generator, _ = seeding.np_random(seed)
            game_seed = int(generator.integers(0, 2**62))
            others = [other for other in range(self.players) if other != self.seat]
            table.agents = {
                other: make_agent(spec, game_seed + other)
                for other, spec in zip(others, self._specs, strict=True)
            }
        game = new_game(
            self.edition,
            self.players,
            seed=game_seed,
            options=self.options,
            house_rules=self.house_rules,
        )
        table.turns = Turns(game, game_seed)
        if self._specs is not None:
            self._play_others(table)
        self._show(number, table)

    def _show(self, number: int, table: _Table, idle: int = 0) -> None:
        """Write the observation and mask of the seat the table asks now into its rows.

        In self-play, the seat asked now observes (``idle``, the seat that moved last, once
        the match is over); with opponents, the learning seat, with a mask only when asked.
        """
        turns = table.turns
        asked = turns.seat
        if self._specs is None:
            observer = idle if asked is None else asked
            self._seats[number] = -1 if asked is None else asked  # a list: quicker to set
        else:
            observer = self.seat
            if asked != observer:
                asked = None
        if asked is None:
            table.ids = []
            table.moves = None
            table.mask[:] = self._no_mask
            table.buffer.write(turns.state, observer, False, None)
            return
        own = turns._own  # every legal move, if all are the seat's (it is not asked out of turn)
        if own is not None and turns.choice is None:
            # Each move's id, in the listing's order: the mask, and the move an id names
            # (step), without grouping the moves by id.
            table.ids = ids = self.space.head_ids(own, turns.state.players)
            table.moves = own
        else:
            table.ids = ids = turns.mask()
            table.moves = None
        mask = table.mask
        mask[:] = self._no_mask  # the whole row at once: quicker than clearing the old ids
        for number in ids:
            mask[number] = 1
        table.buffer.write(turns.state, asked, turns.optional, turns.choice)

    def _play_others(self, table: _Table) -> float:
        """Let the other seats play until the learning seat is asked; its reward meanwhile."""
        turns = table.turns
        total = 0.0
        while turns.seat is not None and turns.seat != self.seat:
            before = turns.state
            asked = turns.seat
            move = table.agents[asked].choose(view(before, asked), optional=turns.optional)
            turns.submit(move)
            total += self._gain(before, turns.state)
        return total

    def _gain(self, before: GameState, after: GameState) -> float:
        """The learning seat's reward for the move from ``before`` to ``after``."""
        if after is before:
            return 0.0
        gains = round_rewards(before, after, self.reward)
        return 0.0 if gains is None else gains[self.seat]

    def _checked(self, actions: Any) -> list[int]:
        """The actions as ids, each one of its table's choices now.

        Raises:
            ActionError: naming the first table whose action is not one of its choices.
        """
        if not self._dealt:
            raise ActionError("call reset() before step()")
        given = np.asarray(actions)
        if given.shape != (self.num_envs,) or given.dtype.kind not in "iu":
            raise ActionError(
                f"actions are one integer id per table: an array of shape ({self.num_envs},), "
                f"not {given.dtype} of shape {given.shape}"
            )
        ids: list[int] = given.tolist()
        for number, (action, table) in enumerate(zip(ids, self._tables, strict=True)):
            if action not in table.ids and not table.ended:
                label = self.space._refused(action, "not one of the choices asked now")
                raise ActionError(f"table {number}: {label}")
        return ids

    def step(
        self, actions: Actions
    ) -> tuple[
        Observations,
        npt.NDArray[np.float64],
        npt.NDArray[np.bool_],
        npt.NDArray[np.bool_],
        dict[str, Any],
    ]:
        """Each table's asked seat chooses its action; tables that end deal their next match.

        Raises:
            ActionError: if an action is not one of its table's choices now (no table is
                stepped then), or before ``reset``.
        """
        ids = self._checked(actions)
        count = self.num_envs
        rewards = np.zeros(count, dtype=np.float64)
        ended = np.zeros(count, dtype=np.bool_)
        cut = np.zeros(count, dtype=np.bool_)
        seat_rewards = (
            np.zeros((count, self.players), dtype=np.float32) if self._specs is None else None
        )
        finals: list[tuple[int, npt.NDArray[np.float32], npt.NDArray[np.int8]]] = []
        max_steps = self.max_steps
        next_step = self._next_step
        show = self._show
        for number, (action, table) in enumerate(zip(ids, self._tables, strict=True)):
            if table.ended:  # NEXT_STEP: the episode ended last step; the action is ignored
                table.ended = False
                self._deal(number, table, table.seed + count)
                continue
            turns = table.turns
            before = turns.state
            acting = turns.seat
            moves = table.moves
            if moves is not None:  # the seat must move: its listing's move, if the id names one
                listed = table.ids
                if listed.count(action) == 1:
                    turns._apply(moves[listed.index(action)])
                else:  # a sub-choice follows (several moves start with the id)
                    turns.act(action)
            else:
                found = turns.listed(action)
                if found is None:
                    turns.act(action)
                else:  # the seat must move, and the id names one legal move: apply it
                    turns._apply(found)
            table.steps += 1
            after = turns.state
            if seat_rewards is not None:
                # A reward comes with a winner, a round's result or a seat out (_reward):
                # the fields a move leaves as they were are the same objects.
                if after is not before and (
                    after.winners
                    or after.history is not before.history
                    or after.out is not before.out
                ):
                    rewards[number] = self._reward(
                        table, before, after, seat_rewards[number], acting
                    )
            else:
                rewards[number] = self._gain(before, after) + self._play_others(table)
                after = turns.state
            if after.winners:  # the match is over (after.is_over)
                ended[number] = True
            elif max_steps is not None and table.steps >= max_steps:
                cut[number] = True
            else:
                show(number, table)
                continue
            # The episode's last observation and mask: in the row until the next step deals
            # (NEXT_STEP), or in infos["final_obs"] and "final_info" (SAME_STEP).
            self._show(number, table, 0 if acting is None else acting)
            if next_step:
                table.ended = True
                continue
            finals.append((number, self._observations[number].copy(), self._masks[number].copy()))
            self._deal(number, table, table.seed + count)
        infos = self._infos(seat_rewards, finals)
        return self._returned(self._observations), rewards, ended, cut, infos

    def _reward(
        self,
        table: _Table,
        before: GameState,
        after: GameState,
        gained: npt.NDArray[np.float32],
        acting: int | None,
    ) -> float:
        """Self-play: every seat's reward for the move into ``gained``; the acting seat's.

        As the AEC environment rewards its agents: the round's rewards, except to a seat
        already out of a single round (rewarded when it went out: ``-1`` for ``"win"``,
        ``0`` for ``"points"``).
        """
        gains = round_rewards(before, after, self.reward)
        if gains is not None:
            for seat, gain in enumerate(gains):
                if seat not in table.gone:
                    gained[seat] = gain
        if after.out is not before.out and after.single_round:
            for seat in after.out:
                if seat not in before.out:
                    gained[seat] = -1.0 if self.reward == "win" else 0.0
                    table.gone.add(seat)
        return 0.0 if acting is None else float(gained[acting])

    def _infos(
        self,
        seat_rewards: npt.NDArray[np.float32] | None,
        finals: list[tuple[int, npt.NDArray[np.float32], npt.NDArray[np.int8]]] | None,
    ) -> dict[str, Any]:
        """The step's ``infos``: the masks, and the seats and their rewards in self-play."""
        infos: dict[str, Any] = {"action_mask": self._returned(self._masks)}
        if self._specs is None:
            infos["seat"] = np.array(self._seats, dtype=np.int64)
            if seat_rewards is not None:
                infos["rewards"] = seat_rewards
        if finals:
            done = np.zeros(self.num_envs, dtype=np.bool_)
            final_obs = np.full(self.num_envs, None, dtype=object)
            masks = np.zeros_like(self._masks)
            for number, observation, mask in finals:
                final_obs[number] = observation
                masks[number] = mask
                done[number] = True
            infos["final_obs"], infos["_final_obs"] = final_obs, done
            infos["final_info"] = {"action_mask": masks, "_action_mask": done.copy()}
            infos["_final_info"] = done.copy()
        return infos

    def _returned(self, array: npt.NDArray[Any]) -> npt.NDArray[Any]:
        return array.copy() if self.copy else array

    def action_masks(self) -> npt.NDArray[np.bool_]:
        """The ids each table's asked seat may choose now, as booleans (for masking libraries)."""
        masks: npt.NDArray[np.bool_] = self._masks.astype(bool)
        return masks

    @property
    def game_states(self) -> list[GameState]:
        """Each table's game now: the whole state, for analysis (agents observe only views)."""
        return [table.turns.state for table in self._tables]

    @property
    def episode_seeds(self) -> list[int]:
        """The seed each table's current match was dealt from (see ``reset``)."""
        return [table.seed for table in self._tables]
