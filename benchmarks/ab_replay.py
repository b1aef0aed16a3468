"""A/B replay: one hash over every state and every list of legal moves of many seeded games.

Not a test: a script that plays seeded games over every installed edition, several player
counts, option sets and house rules, and hashes, for every state reached, every field of the
state and the text of its legal moves in order (and each game's last state's
``unokit.digest``). Two versions of the engine that
behave identically print the same hashes; run it on both and compare::

    python benchmarks/ab_replay.py > /tmp/b.txt
    mkdir /tmp/main-src && git archive main src | tar -x -C /tmp/main-src
    PYTHONPATH=/tmp/main-src/src python benchmarks/ab_replay.py > /tmp/a.txt
    diff /tmp/a.txt /tmp/b.txt && echo identical

A change of rules version changes games on purpose: ``--rules-version 2`` plays the games
under version 2, to compare them with a unokit that plays only version 2 (run without it).

Each game mixes the two ways a caller picks a move: ``random.choice`` over the whole list
(which uses ``len`` and indexing) for odd seeds, ``unokit.testing.random_move`` (an action,
then one of its variants) for even ones; after ``--random-steps`` moves its players turn keen
to go out (``unokit.testing.keen_move``); a game still going after ``--max-steps`` moves is
cut off there (keen players do not finish every game: a two-player UNO Party! game with
``challenge_returns_card`` can go on for ever).

``--env`` checks ``unokit.rl`` the same way: it plays single-round episodes of the AEC
environment (every installed edition, the same player counts, each house rule alone at 4
players) with seeded random masked actions, and hashes every observation vector, action
mask, reward and ending the agents get (an episode stops after 4,000 agent turns).
"""

from __future__ import annotations

import argparse
import hashlib
import random
import sys
import time
from collections.abc import Callable, Iterator
from functools import partial
from typing import Any

import unokit
from unokit.testing import keen_move, random_move

try:
    from unokit.core.plugins import find_edition
except ImportError:  # a tree from before the package's layers (--base of an older commit)
    from unokit.plugins import find_edition  # type: ignore[no-redef]

#: Option sets (the conformance suite's, plus the Wild Draw Four variants in a match).
OPTION_SETS: tuple[dict[str, Any], ...] = (
    {"match": "single-round"},
    {"match": "single-round", "strict_wild_draw_four": True},
    {"match": "single-round", "challenge_returns_card": True},
    {"match": "standard", "winner_deals": True, "target_score": 100},
    {"match": "low-score", "target_score": 60},
)


def player_counts(edition: str) -> list[int]:
    """The smallest, 3, 4, 6 and the largest player count the edition seats."""
    found = find_edition(edition)
    low, high = found.min_players, found.max_players
    return sorted({n for n in (low, 3, 4, 6, high) if low <= n <= high})


def fingerprint(state: unokit.GameState) -> str:
    """Every field of ``state`` as text (``unokit.digest`` is used for each game's last state).

    Written so that the engines before and after a change of a field's form print the same
    text for the same game: ``uno_exposed`` as a tuple of seats (it was one seat or
    ``None``), and the house rules' own states as ``()`` where an engine has none.
    """
    exposed = state.uno_exposed
    if not isinstance(exposed, tuple):
        exposed = () if exposed is None else (exposed,)
    return repr(
        (
            state.players,
            state.seed,
            state.dealer,
            state.round_number,
            state.scores,
            state.history,
            state.hands,
            state.draw_pile,
            state.discard_pile,
            state.active_color,
            state.direction,
            state.current_player,
            state.pending,
            exposed,
            state.passes,
            state.rng,
            state.winners,
            state.end_reason,
            state.reveal,
            state.edition_state,
            getattr(state, "house_rule_states", ()),
        )
    )


def play(
    edition: str,
    players: int,
    options: dict[str, Any],
    house_rules: tuple[str, ...],
    seed: int,
    random_steps: int,
    max_steps: int,
    rules_version: int | None = None,
) -> tuple[str, int]:
    """Play one game; return the hash of its states and legal moves, and its length.

    ``rules_version`` ``None`` plays new_game's default (the only choice before unokit had
    ``rules_version``).
    """
    given = {} if rules_version is None else {"rules_version": rules_version}
    state = unokit.new_game(
        edition, players, seed=seed, options=options, house_rules=house_rules, **given
    )
    chooser = random.Random(seed * 7919 + 1)
    digest = hashlib.sha256()
    steps = 0
    while True:
        legal = unokit.legal_moves(state)
        digest.update(fingerprint(state).encode())
        digest.update(" ".join(map(str, legal)).encode())
        digest.update(str(len(legal)).encode())
        if not legal or steps >= max_steps:
            break
        if steps >= random_steps:
            move = keen_move(state, legal)
        elif seed % 2:
            move = chooser.choice(legal)
        else:
            move = random_move(chooser, legal)
        state = unokit.apply(state, move)
        steps += 1
    digest.update(unokit.digest(state).encode())
    return digest.hexdigest()[:16], steps


def play_env(
    edition: str, players: int, house_rules: tuple[str, ...], seed: int
) -> tuple[str, int]:
    """Play one single-round episode of ``unokit.rl``'s AEC environment, seeded random masked
    actions; return the hash of every observation, mask, reward and ending, and the steps."""
    import numpy as np

    from unokit.rl import env

    game = env(edition, players, house_rules=house_rules, options={"match": "single-round"})
    game.reset(seed=seed)
    chooser = random.Random(seed)
    digest = hashlib.sha256()
    steps = 0
    for agent in game.agent_iter(max_iter=4_000):
        observation, reward, done, cut, _info = game.last()
        digest.update(agent.encode())
        digest.update(observation["observation"].tobytes())
        digest.update(observation["action_mask"].tobytes())
        digest.update(f"{reward} {done} {cut}".encode())
        if done or cut:
            game.step(None)
            continue
        game.step(int(chooser.choice(np.flatnonzero(observation["action_mask"]))))
        steps += 1
    return digest.hexdigest()[:16], steps


def runs(args: argparse.Namespace) -> Iterator[tuple[str, Callable[[], tuple[str, int]]]]:
    """Each configuration's line label and the run that hashes it, in a fixed order.

    Games: every installed edition, its player counts, each option set (the first also with
    each house rule alone), ``--seeds`` seeds. ``--env``: every edition, its player counts
    (each house rule alone at 4 players), ``--seeds`` seeds.
    """
    house_sets: list[tuple[str, ...]] = [()]
    house_sets += [(name,) for name in sorted(unokit.available_house_rules())]
    for edition in sorted(unokit.available_editions()):
        for players in player_counts(edition):
            if args.env:
                for house in house_sets if players == 4 else [()]:
                    for seed in range(args.seeds):
                        label = f"env {edition} {players} {','.join(house)} {seed}"
                        yield label, partial(play_env, edition, players, house, seed)
                continue
            for index, options in enumerate(OPTION_SETS):
                for house in house_sets if index == 0 else [()]:
                    for seed in range(args.seeds):
                        label = f"{edition} {players} {options} {','.join(house)} {seed}"
                        yield (
                            label,
                            partial(
                                play,
                                edition,
                                players,
                                options,
                                house,
                                seed,
                                args.random_steps,
                                args.max_steps,
                                args.rules_version,
                            ),
                        )


def main() -> None:
    """Print one line per configuration and a hash of them all."""
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--seeds", type=int, default=2, help="games per configuration")
    parser.add_argument("--random-steps", type=int, default=600)
    parser.add_argument(
        "--max-steps", type=int, default=5_000, help="a game still going is cut off here"
    )
    parser.add_argument(
        "--env",
        action="store_true",
        help="instead, hash what unokit.rl's AEC environment gives its agents (needs the "
        "rl extra): every observation, mask and reward of seeded episodes",
    )
    parser.add_argument(
        "--rules-version",
        type=int,
        help="play the games under this rules version (default: new games' own); the "
        "fingerprints leave the version out, so games of version 2 compare with a unokit "
        "that has no other",
    )
    args = parser.parse_args()
    unit, noun = ("steps", "episodes") if args.env else ("moves", "games")
    total = hashlib.sha256()
    start = time.process_time()
    count = 0
    for label, run in runs(args):
        try:
            line_hash, steps = run()
        except unokit.UnokitError as exc:  # e.g. a house rule an edition refuses
            line_hash, steps = f"error {type(exc).__name__}", 0
        print(f"{label}: {line_hash} ({steps} {unit})", flush=True)
        total.update(f"{label}: {line_hash}".encode())
        count += 1
    print(f"all {count} {noun}: {total.hexdigest()}")
    print(f"(CPU time {time.process_time() - start:.1f} s)", file=sys.stderr)


if __name__ == "__main__":
    main()
