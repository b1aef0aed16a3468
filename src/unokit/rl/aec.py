"""The PettingZoo AEC environment: every seat an agent, every edition, 2 to 16 players."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

import numpy as np
import numpy.typing as npt
from gymnasium import spaces
from pettingzoo import AECEnv  # type: ignore[import-untyped]

from unokit.agents import MAX_STEPS, check_max_steps
from unokit.core.errors import SetupError, _shown
from unokit.core.game import new_game
from unokit.core.rules import Options
from unokit.core.state import GameState
from unokit.rl.observation import (
    ActionMasks,
    ObservationBuffer,
    ObservationLayout,
    observation_layout,
)
from unokit.rl.render import render_table
from unokit.rl.spaces import ActionError, ActionSpace
from unokit.rl.turns import Turns

__all__ = ["ILLEGAL_ACTIONS", "REWARDS", "env", "raw_env", "round_rewards"]

REWARDS = ("win", "points")
"""The reward schemes: ``"win"`` (+1 to the match's winners, -1 to the others, when it ends) and
``"points"`` (at the end of each round, minus the value of the cards left in each hand, plus the
round's points to the side that went out)."""

ILLEGAL_ACTIONS = ("raise", "terminate")
"""What an illegal action does: ``"raise"`` an [`ActionError`][unokit.rl.ActionError], or
``"terminate"`` the episode with a reward of ``-1`` for the agent that chose it and ``0`` for
the others (PettingZoo's ``TerminateIllegalWrapper``)."""

Observation = dict[str, npt.NDArray[Any]]


def round_rewards(before: GameState, after: GameState, reward: str) -> list[float] | None:
    """Each seat's reward for the move from ``before`` to ``after``, or ``None`` if none.

    Args:
        before: The state before the move.
        after: The state after it.
        reward: One of [`REWARDS`][unokit.rl.REWARDS].
    """
    players = after.players
    if reward == "win":
        if not after.winners or before.winners:
            return None
        return [1.0 if seat in after.winners else -1.0 for seat in range(players)]
    if len(after.history) == len(before.history):
        return None
    result = after.history[-1]
    rewards = [-float(points) for points in result.hand_points] or [0.0] * players
    if result.winner is not None:
        for team in after.teams:
            if result.winner in team:
                for seat in team:
                    rewards[seat] = float(result.points)
    return rewards


#: The render modes of both environments.
_RENDER_MODES = ("human", "ansi")


def _check_reward(reward: str) -> str:
    if reward not in REWARDS:
        raise SetupError(f"reward must be one of {', '.join(REWARDS)}, not {_shown(reward)}")
    return reward


def _first_turns(
    edition: str,
    players: int,
    house_rules: tuple[str, ...],
    options: Options | Mapping[str, Any] | None,
    render_mode: str | None,
) -> Turns:
    """What both environments check and build first: the render mode, then a first game.

    The first game checks the edition, the player count, the house rules and the options.

    Raises:
        SetupError: naming the argument that is wrong.
    """
    if render_mode is not None and render_mode not in _RENDER_MODES:
        raise SetupError(f"render_mode must be 'human', 'ansi' or None, not {_shown(render_mode)}")
    return Turns(new_game(edition, players, seed=0, options=options, house_rules=house_rules))


class raw_env(AECEnv):  # type: ignore[misc]  # PettingZoo's name and an untyped base
    """UNO by the real rules as a PettingZoo AEC environment (without the standard wrappers).

    The agents are ``player_0`` … ``player_{n-1}`` (seat numbers). Each step asks one seat
    for one action id; who is asked follows [`unokit.rl.turns`][unokit.rl.turns] (out-of-turn
    seats first, with ``wait``; then the seat that must move). The observation is a dict
    with ``observation`` (the flat vector of [`ObservationLayout`][unokit.rl.ObservationLayout],
    from the seat's view only) and ``action_mask`` (``1`` for each id the seat may choose now).

    Args:
        edition: The edition's name or alias.
        players: How many players.
        house_rules: House rules to play with, passed to [`new_game`][unokit.new_game].
        options: Rule options, passed to [`new_game`][unokit.new_game] (e.g.
            ``{"match": "single-round"}`` for one round per episode).
        reward: ``"win"`` or ``"points"`` (see [`REWARDS`][unokit.rl.REWARDS]).
        max_steps: Truncate the episode after this many steps
            ([`MAX_STEPS`][unokit.agents.MAX_STEPS] by default; ``None``: no limit).
        illegal_action: ``"raise"`` or ``"terminate"`` (see
            [`ILLEGAL_ACTIONS`][unokit.rl.ILLEGAL_ACTIONS]).
        render_mode: ``"human"`` (print) or ``"ansi"`` (return the text), or ``None``.

    Raises:
        SetupError: for a bad argument (as [`new_game`][unokit.new_game] raises it).
        UnknownEditionError: if there is no such edition.
    """

    metadata: dict[str, Any] = {  # noqa: RUF012 - PettingZoo's class attribute
        "name": "unokit_v0",
        "render_modes": list(_RENDER_MODES),
        "is_parallelizable": False,
    }

    def __init__(
        self,
        edition: str = "classic",
        players: int = 4,
        *,
        house_rules: Sequence[str] = (),
        options: Options | Mapping[str, Any] | None = None,
        reward: str = "win",
        max_steps: int | None = MAX_STEPS,
        illegal_action: str = "raise",
        render_mode: str | None = None,
    ) -> None:
        """Build the environment; call ``reset`` before the first step."""
        super().__init__()
        self.house_rules = tuple(house_rules)
        self.turns = _first_turns(edition, players, self.house_rules, options, render_mode)
        if illegal_action not in ILLEGAL_ACTIONS:
            raise SetupError(
                f"illegal_action must be 'raise' or 'terminate', not {_shown(illegal_action)}"
            )
        self.illegal_action = illegal_action
        check_max_steps(max_steps)
        self._dealt = False
        self.edition = edition
        self.players = players
        self.options = options
        self.reward = _check_reward(reward)
        self.max_steps = max_steps
        self.render_mode = render_mode
        self.rules = self.turns.state.rules
        self.layout: ObservationLayout = observation_layout(self.rules)
        self._buffer = ObservationBuffer(self.layout)
        self.space: ActionSpace = self.turns.space
        self._masks = ActionMasks(len(self.space))
        self.possible_agents = [f"player_{seat}" for seat in range(players)]
        self.agent_name_mapping = {name: seat for seat, name in enumerate(self.possible_agents)}
        size = len(self.space)
        box = spaces.Box(self.layout.low(), self.layout.high(), dtype=np.float32)
        mask = spaces.Box(0, 1, shape=(size,), dtype=np.int8)
        self.observation_spaces = {
            name: spaces.Dict({"observation": box, "action_mask": mask})
            for name in self.possible_agents
        }
        self.action_spaces = {name: spaces.Discrete(size) for name in self.possible_agents}
        self._steps = 0
        self._rewarded = False  # whether ``rewards`` may hold a reward other than 0

    def observation_space(self, agent: str) -> spaces.Space[Any]:
        """The observation space of ``agent`` (the same for every agent)."""
        return self.observation_spaces[agent]

    def action_space(self, agent: str) -> spaces.Space[Any]:
        """The action space of ``agent``: ``Discrete(len(action ids))``."""
        return self.action_spaces[agent]

    @property
    def game_state(self) -> GameState:
        """The game now: the whole state, for analysis (agents observe only their view).

        Not PettingZoo's ``state()``, a global observation this environment does not offer.
        """
        return self.turns.state

    def reset(self, seed: int | None = None, options: dict[str, Any] | None = None) -> None:
        """Deal a new match (seeded by ``seed``; random if ``None``)."""
        if seed is None:
            seed = int(np.random.SeedSequence().generate_state(1, dtype=np.uint64)[0] >> 1)
        game = new_game(
            self.edition,
            self.players,
            seed=seed,
            options=self.options,
            house_rules=self.house_rules,
        )
        self.turns = Turns(game, seed)
        self._steps = 0
        self._dealt = True
        self._cut_short = False
        self.agents = self.possible_agents[:]
        self.rewards = dict.fromkeys(self.agents, 0.0)
        self._rewarded = False
        self._cumulative_rewards = dict.fromkeys(self.agents, 0.0)
        self.terminations = dict.fromkeys(self.agents, False)
        self.truncations = dict.fromkeys(self.agents, False)
        self.infos: dict[str, dict[str, Any]] = {name: {} for name in self.agents}
        self._select()

    def _select(self) -> None:
        seat = self.turns.seat
        if seat is not None:
            self.agent_selection = self.possible_agents[seat]

    def observe(self, agent: str) -> Observation:
        """``agent``'s observation: its view as a vector, and the ids it may choose now."""
        if not self._dealt:
            raise AttributeError("call reset() before observe()")
        seat = self.agent_name_mapping[agent]
        turns = self.turns
        if seat == turns.seat:
            vector = self._buffer.fill(
                turns.state, seat, optional=turns.optional, choice=turns.choice
            ).copy()
            return {"observation": vector, "action_mask": self._masks.of(turns.mask())}
        vector = self._buffer.fill(turns.state, seat).copy()
        return {"observation": vector, "action_mask": self._masks.of(())}

    def step(self, action: int | None) -> None:
        """The selected agent chooses ``action`` (``None`` once it is terminated).

        Raises:
            ActionError: if ``action`` is not an integer id (see
                [`action_id`][unokit.rl.action_id]) or not one of the agent's choices now,
                and ``illegal_action`` is ``"raise"``, or once the match is over and every
                agent has been stepped out of it (as the Gymnasium environment's does).
        """
        if not self._dealt:
            raise AttributeError("call reset() before step()")
        agent = self.agent_selection
        if agent not in self.terminations:  # every agent gone: the match is over
            raise ActionError("the match is over: call reset() to deal a new one")
        if self.terminations[agent] or self.truncations[agent]:
            self._was_dead_step(action)
            return
        if action is None:
            raise ActionError(f"{agent} is not done: choose an action, not None")
        turns = self.turns
        before = turns.state
        self._cumulative_rewards[agent] = 0.0
        try:
            turns.act(action)
        except ActionError:
            if self.illegal_action == "raise":
                raise
            self._end_illegal(agent)
            return
        self._steps += 1
        after = turns.state
        knocked_out = self._moved(before, after)
        if not after.is_over and self.max_steps is not None and self._steps >= self.max_steps:
            self.truncations = dict.fromkeys(self.agents, True)
        seat = turns.seat
        if seat is not None:
            self.agent_selection = self.possible_agents[seat]
        if self._rewarded:  # adding rewards of 0 would change no sum
            self._accumulate_rewards()
        if knocked_out and not after.is_over:
            self._deads_step_first()
        if self.render_mode == "human":
            self.render()

    def _moved(self, before: GameState, after: GameState) -> bool:
        """This step's rewards and terminations; whether it knocked a seat out.

        The rewards are cleared only if the last step gave some, and set only if a move was
        applied (not a wait, nor a sub-choice).
        """
        if self._rewarded:  # the last step's rewards are not this one's
            self._clear_rewards()
            self._rewarded = False
        if after is before:
            return False
        self._reward_move(before, after)
        knocked_out = after.out is not before.out and self._knocked_out(before, after)
        if after.is_over:
            self.terminations = dict.fromkeys(self.agents, True)
        return knocked_out

    def _reward_move(self, before: GameState, after: GameState) -> None:
        """This step's rewards: those of the round the move ended, if it ended one."""
        gains = round_rewards(before, after, self.reward)
        if gains is not None:
            self._rewarded = True
            for seat, gain in enumerate(gains):
                name = self.possible_agents[seat]
                if name in self.rewards:  # not an agent already done (knocked out)
                    self.rewards[name] = gain

    def _knocked_out(self, before: GameState, after: GameState) -> bool:
        """Terminate the agents this move took out of a round that ends the match.

        A seat out of the round (UNO Show 'em No Mercy's Mercy Rule) has no move until the
        next deal. When this round is the match's last (a single-round game), it will never
        move again: its agent is terminated now, with the reward of a seat that cannot win
        (``-1`` for ``"win"``) and holds no cards (``0`` for ``"points"``). In a longer
        match it comes back at the next deal, and is only not asked meanwhile.
        """
        if after.out is before.out:  # nobody left the round (the commonest case, quickly)
            return False
        fresh = [seat for seat in after.out if seat not in before.out]
        if not fresh or not after.single_round:
            return False
        for seat in fresh:
            name = self.possible_agents[seat]
            self.terminations[name] = True
            self.rewards[name] = -1.0 if self.reward == "win" else 0.0
        self._rewarded = True
        return True

    def _end_illegal(self, agent: str) -> None:
        """End the episode: ``-1`` to ``agent`` for its illegal action, ``0`` to the others."""
        self.terminations = dict.fromkeys(self.agents, True)
        self.truncations = dict.fromkeys(self.agents, True)
        self.rewards = dict.fromkeys(self.agents, 0.0)
        self.rewards[agent] = -1.0
        self._rewarded = True
        self._accumulate_rewards()
        self._deads_step_first()

    def render(self) -> str | None:
        """Show the last move and the table as the selected agent sees it.

        Returns:
            The text with ``render_mode="ansi"``; ``None`` otherwise (``"human"`` prints it).
        """
        if self.render_mode is None:
            return None
        text = render_table(self.turns)
        if self.render_mode == "ansi":
            return text
        print(text)
        return None

    def close(self) -> None:
        """Nothing to release."""


def env(
    edition: str = "classic",
    players: int = 4,
    *,
    house_rules: Sequence[str] = (),
    options: Options | Mapping[str, Any] | None = None,
    reward: str = "win",
    max_steps: int | None = MAX_STEPS,
    render_mode: str | None = None,
) -> raw_env:
    """UNO by the real rules as a PettingZoo AEC environment, as PettingZoo's wrappers make it.

    The same as [`raw_env`][unokit.rl.raw_env] with ``illegal_action="terminate"``: as with
    PettingZoo's classic environments (``TerminateIllegalWrapper``), an illegal action ends
    the episode with a reward of ``-1`` for the agent that chose it (an id outside the space
    too). ``raw_env`` itself refuses to step or observe before ``reset``, as
    ``OrderEnforcingWrapper`` does, so no wrapper is stacked on it: each wrapper's attribute
    forwarding costs more than a step of the game.

    Examples:
        >>> from unokit.rl import env
        >>> game = env("party", players=6, options={"match": "single-round"})
        >>> game.reset(seed=1)
        >>> observation, reward, done, cut, info = game.last()
        >>> int(observation["action_mask"].sum()) > 0
        True
    """
    return raw_env(
        edition,
        players,
        house_rules=house_rules,
        options=options,
        reward=reward,
        max_steps=max_steps,
        illegal_action="terminate",
        render_mode=render_mode,
    )
