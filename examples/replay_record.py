"""Load a golden game record, replay it move by move, and print the final scores."""

from __future__ import annotations

import sys
from pathlib import Path

import unokit

GOLDEN = Path(__file__).resolve().parent.parent / "tests" / "golden"


def main(name: str = "classic-2p-single-round-stacked.uno") -> unokit.GameState:
    game = unokit.GameRecord.parse((GOLDEN / name).read_text(encoding="utf-8"))
    print(f"{name}: {game.edition}, {game.players} players, seed {game.seed}")
    states = list(game.replay())  # checks every move and the final digest
    for number, (move, after) in enumerate(zip(game.moves, states[1:], strict=True), 1):
        sizes = [len(hand) for hand in after.hands]
        print(f"{number:4}. {move!s:<22} top {after.top_card}, cards in hand {sizes}")
    final = states[-1]
    print(f"final scores {final.scores}; winners {final.winners} ({final.end_reason})")
    return final


if __name__ == "__main__":
    main(*sys.argv[1:2])
