"""The Gymnasium environment: one learning seat, the others played by unokit's agents."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

import gymnasium
import numpy as np
import numpy.typing as npt
from gymnasium import spaces

from unokit.agents import MAX_STEPS, Agent, AgentFactory, check_max_steps, make_agent
from unokit.core.errors import SetupError, _is_whole, _shown
from unokit.core.game import new_game
from unokit.core.rules import Options
from unokit.core.views import view
from unokit.rl.aec import _RENDER_MODES, _check_reward, _first_turns, round_rewards
from unokit.rl.observation import ActionMasks, ObservationBuffer, observation_layout
from unokit.rl.render import render_table
from unokit.rl.spaces import ActionError
from unokit.rl.turns import Turns

__all__ = ["ENV_ID", "UnoEnv"]

ENV_ID = "unokit/Uno-v0"
"""The id to pass to ``gymnasium.make`` (registered when ``unokit.rl`` is imported)."""

Opponents = str | AgentFactory | Sequence[str | AgentFactory]


class UnoEnv(gymnasium.Env[npt.NDArray[np.float32], Any]):
    """One seat of UNO by the real rules; unokit's agents play the other seats.

    Each step is one choice of the learning seat (an action id, see
    [`ActionSpace`][unokit.rl.ActionSpace]); the other seats then play, by the driver scheme
    of [`unokit.rl.turns`][unokit.rl.turns], until the learning seat is asked again or the
    match ends. ``info["action_mask"]`` holds ``1`` for each id it may choose.

    Args:
        edition: The edition's name or alias.
        players: How many players.
        seat: The learning seat.
        opponents: The other seats' agents: a name of [`AGENTS`][unokit.agents.AGENTS]
            (``"greedy"``, ``"random"``) or an agent factory, or one per other seat in seat
            order. Each is seeded from the episode's seed and its seat.
        house_rules: House rules to play with, passed to [`new_game`][unokit.new_game].
        options: Rule options, passed to [`new_game`][unokit.new_game].
        reward: ``"win"`` or ``"points"`` (see [`REWARDS`][unokit.rl.REWARDS]).
        max_steps: Truncate the episode after this many of the learning seat's steps, refused
            ids included ([`MAX_STEPS`][unokit.agents.MAX_STEPS] by default; ``None``: no
            limit).
        illegal_action: ``"ignore"`` (an id outside the mask leaves the game as it was, with
            reward ``0`` and ``info["illegal_action"] = True``) or ``"raise"``
            ([`ActionError`][unokit.rl.ActionError]).
        render_mode: ``"human"`` (print) or ``"ansi"`` (return the text), or ``None``.

    Examples:
        >>> import gymnasium
        >>> import unokit.rl
        >>> game = gymnasium.make("unokit/Uno-v0", edition="classic", players=3)
        >>> observation, info = game.reset(seed=5)
        >>> action = int(info["action_mask"].nonzero()[0][0])
        >>> observation, reward, terminated, truncated, info = game.step(action)
        >>> observation.shape == game.observation_space.shape
        True
    """

    metadata: dict[str, Any] = {"render_modes": list(_RENDER_MODES), "render_fps": 4}  # noqa: RUF012

    def __init__(
        self,
        edition: str = "classic",
        players: int = 4,
        *,
        seat: int = 0,
        opponents: Opponents = "greedy",
        house_rules: Sequence[str] = (),
        options: Options | Mapping[str, Any] | None = None,
        reward: str = "win",
        max_steps: int | None = MAX_STEPS,
        illegal_action: str = "ignore",
        render_mode: str | None = None,
    ) -> None:
        """Build the environment; call ``reset`` before the first step."""
        self.house_rules = tuple(house_rules)
        turns = _first_turns(edition, players, self.house_rules, options, render_mode)
        if illegal_action not in ("ignore", "raise"):
            raise SetupError(
                f"illegal_action must be 'ignore' or 'raise', not {_shown(illegal_action)}"
            )
        check_max_steps(max_steps)
        if not _is_whole(seat) or not 0 <= seat < players:
            raise SetupError(f"seat must be a seat from 0 to {players - 1}, not {_shown(seat)}")
        others = players - 1
        if isinstance(opponents, str) or callable(opponents):
            specs: list[str | AgentFactory] = [opponents] * others
        else:
            specs = list(opponents)
            if len(specs) != others:
                raise SetupError(f"opponents: give one agent or {others}, not {len(specs)}")
        for spec in specs:
            make_agent(spec, 0)  # an unknown agent name fails now, not at reset
        self.edition = edition
        self.players = players
        self.seat = seat
        self.options = options
        self.reward = _check_reward(reward)
        self.max_steps = max_steps
        self.illegal_action = illegal_action
        self.render_mode = render_mode
        self._specs = specs
        self.layout = observation_layout(turns.state.rules)
        self._buffer = ObservationBuffer(self.layout)
        self.turns = turns
        self.space = self.turns.space
        self._masks = ActionMasks(len(self.space))
        self.observation_space = spaces.Box(self.layout.low(), self.layout.high(), dtype=np.float32)
        self.action_space = spaces.Discrete(len(self.space))
        self._agents: dict[int, Agent] = {}
        self._steps = 0

    def reset(
        self, *, seed: int | None = None, options: dict[str, Any] | None = None
    ) -> tuple[npt.NDArray[np.float32], dict[str, Any]]:
        """Deal a new match (seeded by ``seed``) and play until the learning seat is asked."""
        super().reset(seed=seed)
        game_seed = int(self.np_random.integers(0, 2**62))
        game = new_game(
            self.edition,
            self.players,
            seed=game_seed,
            options=self.options,
            house_rules=self.house_rules,
        )
        others = [seat for seat in range(self.players) if seat != self.seat]
        self._agents = {
            other: make_agent(spec, game_seed + other)
            for other, spec in zip(others, self._specs, strict=True)
        }
        self.turns = Turns(game, game_seed)
        self._steps = 0
        reward = self._play_others()
        del reward  # nothing can be won before the learning seat's first move
        return self._observation(), self._info()

    def _play_others(self) -> float:
        """Let the other seats play until the learning seat is asked; its reward meanwhile."""
        turns = self.turns
        total = 0.0
        while turns.seat is not None and turns.seat != self.seat:
            before = turns.state
            asked = turns.seat
            move = self._agents[asked].choose(view(before, asked), optional=turns.optional)
            turns.submit(move)
            total += self._gain(before)
        return total

    def _gain(self, before: Any) -> float:
        after = self.turns.state
        if after is before:
            return 0.0
        gains = round_rewards(before, after, self.reward)
        return 0.0 if gains is None else gains[self.seat]

    def _observation(self) -> npt.NDArray[np.float32]:
        turns = self.turns
        if turns.seat == self.seat:
            filled = self._buffer.fill(
                turns.state, self.seat, optional=turns.optional, choice=turns.choice
            )
        else:
            filled = self._buffer.fill(turns.state, self.seat)
        observation: npt.NDArray[np.float32] = filled.copy()
        return observation

    def _info(self, **extra: Any) -> dict[str, Any]:
        asked = self.turns.seat == self.seat
        return {"action_mask": self._masks.of(self.turns.mask() if asked else ()), **extra}

    def action_masks(self) -> npt.NDArray[np.bool_]:
        """The ids the learning seat may choose now, as booleans (for masking libraries)."""
        mask: npt.NDArray[np.bool_] = self._info()["action_mask"].astype(bool)
        return mask

    def step(
        self, action: int
    ) -> tuple[npt.NDArray[np.float32], float, bool, bool, dict[str, Any]]:
        """The learning seat chooses ``action``; the others play until it is asked again.

        Every call counts towards ``max_steps``, a refused id too: an agent that keeps
        choosing ids outside the mask is cut off like any other.

        Raises:
            ActionError: for a value that is not an integer id (see
                [`action_id`][unokit.rl.action_id]) or an id outside the mask, with
                ``illegal_action="raise"``.
        """
        turns = self.turns
        if turns.seat is None:
            raise ActionError("the match is over: call reset() to deal a new one")
        before = turns.state
        try:
            turns.act(action)
        except ActionError:
            if self.illegal_action == "raise":
                raise
            self._steps += 1
            cut = self._cut_off()
            return self._observation(), 0.0, False, cut, self._info(illegal_action=True)
        self._steps += 1
        reward = self._gain(before) + self._play_others()
        terminated = turns.state.is_over
        truncated = not terminated and self._cut_off()
        if self.render_mode == "human":
            self.render()
        return self._observation(), reward, terminated, truncated, self._info()

    def _cut_off(self) -> bool:
        """Whether the episode has had its ``max_steps`` steps."""
        return self.max_steps is not None and self._steps >= self.max_steps

    def render(self) -> str | None:
        """Show the last move and the table (``"ansi"`` returns the text, ``"human"`` prints)."""
        if self.render_mode is None:
            return None
        text = render_table(self.turns)
        if self.render_mode == "ansi":
            return text
        print(text)
        return None
