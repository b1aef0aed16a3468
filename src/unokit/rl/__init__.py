"""Reinforcement-learning environments: PettingZoo AEC and Gymnasium, every edition.

Needs the ``rl`` extra (numpy, gymnasium, pettingzoo): ``pip install -e ".[rl]"`` in a clone
of unokit.
``import unokit`` never imports them; ``import unokit.rl`` does, and registers the Gymnasium
environment ``"unokit/Uno-v0"``.

* [`env`][unokit.rl.env] / [`raw_env`][unokit.rl.raw_env]: a PettingZoo AEC environment,
  every seat an agent;
* [`UnoEnv`][unokit.rl.UnoEnv] (``gymnasium.make("unokit/Uno-v0", ...)``): one learning seat,
  unokit's agents at the others;
* [`UnoVectorEnv`][unokit.rl.UnoVectorEnv]: many tables stepped at once (a Gymnasium vector
  environment), in self-play or with one learning seat;
* [`ActionSpace`][unokit.rl.ActionSpace], [`action_of`][unokit.rl.action_of] and
  [`move_of`][unokit.rl.move_of]: the fixed action ids of an edition, both ways;
* [`ObservationLayout`][unokit.rl.ObservationLayout]: what each entry of the observation
  vector holds.

See the "Reinforcement learning" page of the docs for the tables and how out-of-turn moves
are offered.
"""

from __future__ import annotations

try:
    import gymnasium
    import numpy  # noqa: F401 - checked here so the message names the extra
    import pettingzoo  # type: ignore[import-untyped]  # noqa: F401
except ImportError as error:  # pragma: no cover - the test environment has the extra
    raise ImportError(
        f"unokit.rl needs numpy, gymnasium and pettingzoo ({error}); "
        'install them in a clone of unokit with: pip install -e ".[rl]"'
    ) from error

from unokit.rl.aec import ILLEGAL_ACTIONS, REWARDS, env, raw_env, round_rewards
from unokit.rl.gym_env import ENV_ID, UnoEnv
from unokit.rl.observation import ObservationLayout, Segment, observation_layout
from unokit.rl.spaces import (
    Action,
    ActionError,
    ActionSpace,
    Choice,
    action_id,
    action_of,
    action_space,
    move_of,
)
from unokit.rl.turns import Turns
from unokit.rl.vector import UnoVectorEnv

__all__ = [
    "ENV_ID",
    "ILLEGAL_ACTIONS",
    "REWARDS",
    "Action",
    "ActionError",
    "ActionSpace",
    "Choice",
    "ObservationLayout",
    "Segment",
    "Turns",
    "UnoEnv",
    "UnoVectorEnv",
    "action_id",
    "action_of",
    "action_space",
    "env",
    "move_of",
    "observation_layout",
    "raw_env",
    "round_rewards",
]

if ENV_ID not in gymnasium.registry:
    gymnasium.register(id=ENV_ID, entry_point="unokit.rl.gym_env:UnoEnv")
