"""Train a small policy with REINFORCE, numpy alone, against unokit's greedy agent.

Many tables at once (``unokit.rl.UnoVectorEnv``): heads-up classic UNO, one round a match,
the learning seat against the greedy agent at every table. The policy is linear (a softmax
over the action ids, masked to the legal ones, of the observation squashed by ``tanh``),
trained by REINFORCE with the batch's mean return as baseline. The return is the round's
reward (+1 won, -1 lost) less 0.05 for each card left in the learner's hand (read from the
round's last observation, ``infos["final_obs"]``): a random player never beats the greedy
agent, so winning alone would teach nothing at first, while fewer cards left is better in
every round.

Run (from the repository root, after ``pip install -e ".[rl]"``)::

    python examples/train_reinforce.py                 # 3 updates: a quick look
    python examples/train_reinforce.py --updates 200   # the learning curve of the RL page
    python examples/train_reinforce.py --updates 200 --plot docs/img/reinforce.png

``--plot FILE`` draws the curve (needs the ``plot`` extra: ``pip install -e ".[plot]"``) and
writes its numbers beside it, in ``FILE`` with the suffix ``.json``, with the arguments
that made them; ``tests/test_docs.py`` checks that the committed picture's numbers are
what this script gives. Every run with the same arguments gives the same numbers (the
tables, the opponents and the policy's choices are seeded). Ctrl-C stops after the batch
step under way, printing the updates finished.
"""

from __future__ import annotations

import argparse
import hashlib
import importlib
import json
import sys
from pathlib import Path
from typing import Any

import numpy as np
import numpy.typing as npt

from unokit.rl import UnoVectorEnv

Array = npt.NDArray[np.float64]


class Policy:
    """A linear softmax policy over the action ids, masked to the legal ones."""

    def __init__(self, observations: int, actions: int) -> None:
        """A policy of all-zero weights (uniform over the legal ids) for these sizes."""
        self.weights = np.zeros((actions, observations + 1))

    @staticmethod
    def features(observations: npt.NDArray[np.float32]) -> Array:
        """Each observation squashed into (-1, 1), and a constant 1 for the bias."""
        squashed = np.tanh(observations.astype(np.float64) / 10.0)
        return np.hstack([squashed, np.ones((len(observations), 1))])

    def probabilities(self, features: Array, masks: npt.NDArray[np.int8]) -> Array:
        """The policy's probability of each id, 0 for those outside the mask."""
        logits = features @ self.weights.T
        logits[masks == 0] = -np.inf
        logits -= logits.max(axis=1, keepdims=True)
        weights = np.exp(logits)
        chances: Array = weights / weights.sum(axis=1, keepdims=True)
        return chances


def train(
    updates: int, tables: int, episodes: int, seed: int, step_size: float
) -> list[tuple[int, int]]:
    """Train for ``updates`` updates of ``episodes`` episodes; each update's (won, played)."""
    game = UnoVectorEnv(
        "classic",
        2,
        tables,
        opponents="greedy",
        options={"match": "single-round"},
    )
    cards_left = game.layout.segment("hand_sizes").start  # the learner's own, seat +0
    size = game.single_observation_space.shape
    assert size is not None
    policy = Policy(size[0], len(game.space))
    rng = np.random.default_rng(seed)
    observations, infos = game.reset(seed=seed)
    running: list[list[tuple[Array, Array, int]]] = [[] for _ in range(tables)]
    curve: list[tuple[int, int]] = []
    try:
        while len(curve) < updates:
            finished: list[tuple[list[tuple[Array, Array, int]], float]] = []
            while len(finished) < episodes:
                features = policy.features(observations)
                chances = policy.probabilities(features, infos["action_mask"])
                gumbel = -np.log(-np.log(rng.random(chances.shape)))
                with np.errstate(divide="ignore"):
                    actions = np.argmax(np.log(chances) + gumbel, axis=1)
                for table in range(tables):
                    running[table].append((features[table], chances[table], int(actions[table])))
                observations, rewards, ended, cut, infos = game.step(actions)
                for done in np.flatnonzero(ended | cut).tolist():
                    left = infos["final_obs"][done][cards_left]
                    finished.append((running[done], float(rewards[done] - 0.05 * left)))
                    running[done] = []
            batch = finished[:episodes]
            learn(policy, batch, step_size)
            curve.append((sum(ret > 0 for _, ret in batch), len(batch)))
            won, played = curve[-1]
            print(f"update {len(curve)}: won {won} of {played} ({won / played:.0%})")
    except KeyboardInterrupt:
        print(f"interrupted after {len(curve)} of {updates} updates", file=sys.stderr)
    return curve


def learn(
    policy: Policy, batch: list[tuple[list[tuple[Array, Array, int]], float]], step_size: float
) -> None:
    """One REINFORCE step: every choice pushed towards or away from by its episode's return."""
    baseline = float(np.mean([ret for _, ret in batch]))
    features = np.array([f for steps, _ in batch for f, _, _ in steps])
    chances = np.array([c for steps, _ in batch for _, c, _ in steps])
    chosen = np.array([a for steps, _ in batch for _, _, a in steps])
    advantage = np.array([ret - baseline for steps, ret in batch for _ in steps])
    push = -chances
    push[np.arange(len(chosen)), chosen] += 1.0  # the gradient of log p(chosen) by logits
    policy.weights += step_size * (push * advantage[:, None]).T @ features / len(batch)


def curve_digest(curve: list[list[int]]) -> str:
    """A digest of the curve's numbers, written into the picture it is drawn in."""
    return hashlib.sha256(json.dumps(curve).encode()).hexdigest()


def plot(curve: list[tuple[int, int]], arguments: dict[str, Any], path: Path) -> None:
    """Draw the curve into ``path`` and write its numbers into ``path`` with ``.json``."""
    try:  # the plot extra, imported by name: the other extras' type checks run without it
        importlib.import_module("matplotlib").use("Agg")
        plt = importlib.import_module("matplotlib.pyplot")
    except ImportError:
        raise SystemExit('--plot needs matplotlib: pip install -e ".[plot]"') from None
    numbers = [list(point) for point in curve]
    record = {"arguments": arguments, "curve": numbers, "digest": curve_digest(numbers)}
    path.with_suffix(".json").write_text(json.dumps(record, indent=1) + "\n", encoding="utf-8")
    rates = np.array([won / played for won, played in curve])
    window = min(10, len(rates))
    smooth = np.convolve(rates, np.ones(window) / window, mode="valid")
    figure, axes = plt.subplots(figsize=(7, 3.5), dpi=100)
    axes.plot(np.arange(1, len(rates) + 1), rates, color="0.75", label="each update")
    axes.plot(np.arange(window, len(rates) + 1), smooth, label=f"mean of {window} updates")
    axes.set_xlabel(f"update ({arguments['episodes']} rounds each)")
    axes.set_ylabel("rounds won against greedy")
    axes.set_ylim(0, 1)
    axes.grid(alpha=0.3)
    axes.legend(loc="lower right")
    axes.set_title("REINFORCE, linear policy, heads-up classic UNO")
    figure.tight_layout()
    figure.savefig(path, metadata={"Description": record["digest"], "Software": None})
    plt.close(figure)


def main(argv: list[str] | None = None) -> list[tuple[int, int]]:
    """Train as the command line says; return each update's (rounds won, rounds played)."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--updates", type=int, default=3, help="updates (default 3)")
    parser.add_argument("--tables", type=int, default=16, help="tables at once (default 16)")
    parser.add_argument("--episodes", type=int, default=32, help="rounds an update (default 32)")
    parser.add_argument("--seed", type=int, default=0, help="seed (default 0)")
    parser.add_argument("--step-size", type=float, default=0.5, help="step size (default 0.5)")
    parser.add_argument("--plot", type=Path, help="draw the curve into this PNG file")
    args = parser.parse_args(argv)
    curve = train(args.updates, args.tables, args.episodes, args.seed, args.step_size)
    won = sum(w for w, _ in curve[-10:])
    played = sum(p for _, p in curve[-10:])
    if played:
        print(f"last {min(10, len(curve))} updates: won {won} of {played} ({won / played:.0%})")
    if args.plot is not None:
        arguments = {
            "updates": args.updates,
            "tables": args.tables,
            "episodes": args.episodes,
            "seed": args.seed,
            "step_size": args.step_size,
        }
        plot(curve, arguments, args.plot)
    return curve


if __name__ == "__main__":
    main()
