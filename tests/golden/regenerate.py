"""Regenerate the golden game records in this folder: run it only on purpose.

    .venv/bin/python tests/golden/regenerate.py

Each golden record is a complete game, played by random (but seeded, so repeatable) choices,
with the digest of its final state in its ``[Digest]`` header. ``tests/test_golden.py``
replays every ``*.uno`` file here and fails if any move has become illegal or the final
state's digest differs: the rules changed.

A change that alters them must be deliberate: bump ``unokit.RULES_VERSION``, run this script,
review the diff and say in the changelog which rule changed and why. If unokit keeps playing
the old version (``unokit.RULES_VERSIONS``), first move the old records to a folder of their
own (as ``v2/``: never regenerated, they prove that games of that version replay exactly).
A new edition adds its games to ``GOLDEN`` below. Some games must reshuffle small piles
(``SMALL_SHUFFLES``): without them a change of the small piles' shuffle would go unseen.
"""

from __future__ import annotations

import random
from pathlib import Path
from typing import Any

import unokit
from unokit.core.compiling import compile_rules

HERE = Path(__file__).resolve().parent


def _shuffled_deck(edition: str, seed: int) -> list[unokit.Card]:
    deck = list(compile_rules(edition).deck)
    random.Random(seed).shuffle(deck)
    return deck


#: name -> (new_game keyword arguments, seed for choosing moves). Several player counts,
#: options and formats per edition; at least one single round and one full match each.
GOLDEN: dict[str, tuple[dict[str, Any], int]] = {
    "classic-4p-standard-match": (
        {"edition": "classic", "players": 4, "seed": 2026},
        1,
    ),
    "classic-2p-single-round-stacked": (
        {
            "edition": "classic",
            "players": 2,
            "seed": 5,
            "deck": _shuffled_deck("classic", 5),
            "dealer": 1,
            "options": {"match": "single-round", "challenge_returns_card": True},
        },
        2,
    ),
    "classic-3p-low-score-match": (
        {
            "edition": "classic",
            "players": 3,
            "seed": 31,
            "options": {"match": "low-score", "target_score": 150, "winner_deals": True},
        },
        3,
    ),
    "friends-3p-single-round": (
        {
            "edition": "friends",
            "players": 3,
            "seed": 7,
            "options": {"match": "single-round", "strict_wild_draw_four": True},
        },
        4,
    ),
    "friends-4p-partners-match": (
        {
            "edition": "friends",
            "players": 4,
            "seed": 99,
            "options": {"match": "partners", "target_score": 250},
        },
        5,
    ),
    "party-5p-single-round": (
        {"edition": "party", "players": 5, "seed": 12, "options": {"match": "single-round"}},
        6,
    ),
    "party-3p-standard-match": (
        {
            "edition": "party",
            "players": 3,
            "seed": 1,
            "options": {"match": "standard", "target_score": 100},
        },
        7,
    ),
    "classic-4p-house-rules-single-round": (
        {
            "edition": "classic",
            "players": 4,
            "seed": 44,
            "house_rules": ["stacking", "seven-o", "jump-in"],
            "options": {"match": "single-round", "stack_wild_draw_four_on_draw_two": True},
        },
        8,
    ),
    "party-6p-house-rules-single-round": (
        {
            "edition": "party",
            "players": 6,
            "seed": 61,
            "house_rules": ["stacking", "seven-o", "draw-to-match", "force-play"],
        },
        # 9 until rules version 5 and 14 until version 6: the game of each reshuffles small
        # piles (SMALL_SHUFFLES)
        11,
    ),
    # Small reshuffles: players who draw as often as they play hold most of the cards.
    "classic-10p-single-round-draws": (
        {"edition": "classic", "players": 10, "seed": 5, "options": {"match": "single-round"}},
        5,
    ),
    "friends-4p-single-round-draws": (
        {"edition": "friends", "players": 4, "seed": 1, "options": {"match": "single-round"}},
        1,
    ),
}

#: The golden games whose players choose uniformly among all their legal moves (drawing
#: often), not mostly a card to play.
UNIFORM = frozenset({"classic-10p-single-round-draws", "friends-4p-single-round-draws"})

#: The golden games that must reshuffle a pile of at most ``unokit.core.table.SMALL_PILE`` cards,
#: and at least how many times (``tests/test_golden.py`` counts them).
SMALL_SHUFFLES = {
    "classic-10p-single-round-draws": 50,
    "friends-4p-single-round-draws": 200,
    "party-6p-house-rules-single-round": 20,
}


def choose(chooser: random.Random, legal: tuple[unokit.Move, ...]) -> unokit.Move:
    """Mostly a card to play, as people do; else any action (draw, challenge, catch...).

    An action is chosen uniformly (play this card, draw, catch that seat...), then one of
    its forms (the colour named, the UNO call...).
    """
    actions: dict[tuple[object, ...], list[unokit.Move]] = {}
    for move in legal:
        key = (type(move), move.player, getattr(move, "card", None), getattr(move, "target", None))
        actions.setdefault(key, []).append(move)
    plays = [forms for forms in actions.values() if isinstance(forms[0], unokit.Play)]
    if plays and chooser.random() < 0.8:
        return chooser.choice(chooser.choice(plays))
    return chooser.choice(chooser.choice(list(actions.values())))


def play(setup: dict[str, Any], chooser_seed: int, uniform: bool = False) -> unokit.GameRecord:
    """Play one golden game to its end and return its sealed record.

    Moves are chosen by ``choose``, or uniformly among the legal moves if ``uniform``.
    """
    recorder = unokit.Recorder(**setup, tags={"Source": "tests/golden/regenerate.py"})
    chooser = random.Random(chooser_seed)
    while not recorder.state.is_over:
        legal = unokit.legal_moves(recorder.state)
        recorder.apply(chooser.choice(legal) if uniform else choose(chooser, legal))
    return recorder.record()


def main() -> None:
    for name, (setup, chooser_seed) in GOLDEN.items():
        game = play(setup, chooser_seed, name in UNIFORM)
        path = HERE / f"{name}.uno"
        path.write_text(str(game), encoding="utf-8")
        print(f"{path.name}: {len(game.moves)} moves, digest {game.digest}")


if __name__ == "__main__":
    main()
