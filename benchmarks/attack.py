"""Attack saved games and game records as a hostile user would, and count what gets through.

Saved games and records of real random games of every installed edition (with and without
house rules, full and stacked decks) are mutated one to three times each — a value replaced
by a nearby number, another document's value at the same place, junk or null; a list item
removed, repeated, moved or swapped; a key removed — and loaded. Each mutated save is tried
twice: as it is, and with its digest recomputed, as an attacker who knows the format would.

Every attempt must either be refused with a unokit error or load (replay) into a state that
passes these checks:

- *cards*: the cards in play are exactly those of the game the document came from (none lost,
  added or changed);
- *consistent*: the scores are those the rounds of the history give under the match format,
  the winners and end reason too; a player exposed for a missed UNO call holds one card;
- *playable*: it saves and loads back equal, every seat's view can be built, every legal
  move applies, and twelve random moves later it still saves and loads.

Anything else is counted: a *bare exception* (not a unokit error), a *card lost* or a state
that is *not consistent* or *not playable*. The script exits with status 1 if any is found.

Usage::

    python benchmarks/attack.py                 # 200,000 mutated saves and 20,000 records
    python benchmarks/attack.py --saves 2000 --records 200   # a quick slice
"""

from __future__ import annotations

import argparse
import contextlib
import copy
import json
import platform
import random
import sys
import time
import traceback
from collections import Counter
from collections.abc import Iterator
from datetime import datetime, timezone
from typing import Any

import unokit
from unokit import GameState, UnokitError
from unokit.formats import match_format
from unokit.records import GameRecord
from unokit.saving import _content, _sha256, to_dict

GAMES: list[tuple[str, int, tuple[str, ...], dict[str, Any] | None]] = [
    ("classic", 3, (), None),
    ("classic", 4, ("stacking",), {"challenge_returns_card": True}),
    ("classic", 2, ("jump-in", "seven-o"), {"match": "low-score", "target_score": 60}),
    ("friends", 3, (), None),
    ("friends", 4, (), {"match": "partners", "target_score": 100}),
    ("party", 3, (), None),
    ("party", 5, ("stacking",), {"target_score": 100}),
]

STACKED = [
    "W+4",
    "W+4",
    "R2",
    "R3",
    "R4",
    "R5",
    "R6",
    "R7",
    "G1",
    "G2",
    "G3",
    "G4",
    "R1",
    "Y1",
    "Y2",
    "Y3",
    "B1",
    "B2",
    "B3",
]


def play_out(state: GameState, rng: random.Random, steps: int) -> Iterator[GameState]:
    """``state`` and the states of ``steps`` random moves after it."""
    yield state
    for _ in range(steps):
        moves = unokit.legal_moves(state)
        if not moves:
            return
        state = unokit.apply(state, rng.choice(moves))
        yield state


def sample_states(seed: int) -> list[GameState]:
    """States of random games of every edition: every kind of decision, finished matches."""
    rng = random.Random(seed)
    found: dict[tuple[str, str, bool], GameState] = {}
    spread: list[GameState] = []
    for edition, players, house_rules, options in GAMES:
        for game_seed in range(3):
            start = unokit.new_game(
                edition, players, seed=game_seed, options=options, house_rules=house_rules
            )
            states = list(play_out(start, rng, 1500))
            spread += states[:: max(1, len(states) // 6)] + states[-1:]
            for state in states:
                key = (edition, type(state.pending).__name__, state.is_over)
                found.setdefault(key, state)
    stacked = unokit.new_game("classic", 2, deck=STACKED, dealer=0, seed=seed)
    spread += list(play_out(stacked, rng, 300))[::25]
    return [*found.values(), *spread]


# --------------------------------------------------------------------------------------
# Mutations
# --------------------------------------------------------------------------------------

JUNK: list[Any] = [None, True, False, 0, 1, -1, 2, 7, 10**6, "", "R7", "W+4", "red", [], {}, 1.5]


def paths(node: Any, path: tuple[Any, ...] = ()) -> Iterator[tuple[Any, ...]]:
    yield path
    if isinstance(node, dict):
        for key, value in node.items():
            yield from paths(value, (*path, key))
    elif isinstance(node, list):
        for index, value in enumerate(node):
            yield from paths(value, (*path, index))


def get(node: Any, path: tuple[Any, ...]) -> Any:
    for key in path:
        node = node[key]
    return node


def nearby(value: Any, rng: random.Random) -> Any:
    if isinstance(value, bool):
        return not value
    if isinstance(value, int):
        return value + rng.choice([-2, -1, 1, 2, 100])
    if isinstance(value, str) and len(value) >= 2 and value[0] in "RYGB":
        return rng.choice("RYGB") + value[1:]
    return rng.choice(JUNK)


def mutate(doc: Any, donors: list[Any], rng: random.Random) -> Any:
    """One change to ``doc`` (in place where possible); returns the document."""
    path = rng.choice([path for path in paths(doc) if path])
    parent, key = get(doc, path[:-1]), path[-1]
    action = rng.choice(["nearby", "nearby", "donor", "junk", "remove", "repeat", "swap", "move"])
    if action == "nearby":
        parent[key] = nearby(parent[key], rng)
    elif action == "donor":
        try:
            parent[key] = copy.deepcopy(get(rng.choice(donors), path))
        except (KeyError, IndexError, TypeError):
            parent[key] = rng.choice(JUNK)
    elif action == "junk":
        parent[key] = copy.deepcopy(rng.choice(JUNK))
    elif action == "remove":
        del parent[key]
    elif isinstance(parent, list) and parent:
        if action == "repeat":
            parent.insert(key, copy.deepcopy(parent[key]))
        elif action == "swap":
            other = rng.randrange(len(parent))
            parent[key], parent[other] = parent[other], parent[key]
        else:  # move the item to another list of the document (a card to another hand...)
            lists = [get(doc, p) for p in paths(doc) if isinstance(get(doc, p), list)]
            target = rng.choice(lists)
            item = parent.pop(key)
            target.insert(rng.randrange(len(target) + 1), item)
    return doc


def restamped(doc: Any) -> Any:
    """``doc`` with the digest of its content, as an attacker would recompute it."""
    if isinstance(doc, dict) and isinstance(doc.get("digest"), str):
        with contextlib.suppress(Exception):  # content JSON cannot hold: leave it as it is
            doc = {**doc, "digest": _sha256(_content(doc))}
    return doc


# --------------------------------------------------------------------------------------
# Checks of what loads
# --------------------------------------------------------------------------------------


def consistent(state: GameState) -> str | None:
    """Why ``state`` is a position no game could reach, as far as checked here, or ``None``."""
    fmt = match_format(state.rules.options.match)
    scores = (0,) * state.players
    end = None
    for result in state.history:
        if result.void:
            continue
        winner = result.winner
        if winner is None:
            return "a round that is not void has no winner"
        scored = fmt.score_round(scores, winner, result.hand_points)
        end = fmt.match_end(scores, scored.scores, winner, state.rules.options.target_score)
        scores = scored.scores
    if scores != state.scores:
        return "scores differ from the history"
    if (end is None) != (not state.winners) or (end and end.winners != state.winners):
        return "winners differ from the history"
    exposed = state.uno_exposed
    if any(len(state.hands[seat]) != 1 for seat in exposed):
        return "a seat exposed for UNO holds other than one card"
    return None


def playable(state: GameState, rng: random.Random) -> None:
    """Raise if ``state`` cannot be saved, viewed or played on."""
    assert unokit.from_json(unokit.to_json(state)) == state
    for seat in range(state.players):
        unokit.view(state, seat)
    legal = unokit.legal_moves(state)
    assert state.is_over or legal, "not over, and no move"
    for move in legal[:40]:
        assert unokit.parse_move(state, str(move)) == move
        unokit.apply(state, move)
    for after in play_out(state, rng, 12):
        state = after
    assert unokit.from_json(unokit.to_json(state)) == state


class Tally:
    """What the attack found."""

    def __init__(self) -> None:
        self.counts: Counter[str] = Counter()
        self.samples: dict[str, str] = {}

    def note(self, what: str, sample: str = "") -> None:
        self.counts[what] += 1
        if sample and what not in self.samples:
            self.samples[what] = sample[:2000]


def attack_save(
    text: str, original: GameState, rng: random.Random, tally: Tally, where: str
) -> None:
    try:
        state = unokit.from_json(text)
    except UnokitError:
        tally.note(f"{where}: refused")
        return
    except Exception:
        tally.note("bare exception", traceback.format_exc() + text[:1500])
        return
    if Counter(state.cards()) != Counter(original.cards()):
        tally.note("card lost, added or changed", text[:1500])
        return
    reason = consistent(state)
    if reason:
        tally.note("not consistent", f"{reason}\n{text[:1500]}")
        return
    try:
        playable(state, rng)
    except Exception:
        tally.note("not playable", traceback.format_exc() + text[:1500])
        return
    tally.note(f"{where}: loaded, " + ("unchanged" if state == original else "changed"))


def attack_record(text: str, as_json: bool, tally: Tally) -> None:
    try:
        record = GameRecord.from_json(text) if as_json else GameRecord.parse(text)
        for _ in record.replay():
            pass
    except UnokitError:
        tally.note("record: refused")
        return
    except Exception:
        tally.note("bare exception", traceback.format_exc() + text[:1500])
        return
    tally.note("record: replayed")


def records(seed: int) -> list[GameRecord]:
    found = []
    for index, (edition, players, house_rules, options) in enumerate(GAMES):
        rng = random.Random(seed + index)
        start = unokit.new_game(
            edition, players, seed=index, options=options, house_rules=house_rules
        )
        moves = []
        state = start
        for _ in range(120):
            legal = unokit.legal_moves(state)
            if not legal:
                break
            move = rng.choice(legal)
            moves.append(move)
            state = unokit.apply(state, move)
        found.append(unokit.record(start, moves))
    return found


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--saves", type=int, default=200_000, help="mutated saves to try")
    parser.add_argument("--records", type=int, default=20_000, help="mutated records to try")
    parser.add_argument("--seed", type=int, default=15)
    args = parser.parse_args()
    started = time.perf_counter()
    rng = random.Random(args.seed)
    states = sample_states(args.seed)
    docs = [to_dict(state) for state in states]
    tally = Tally()
    for _ in range(args.saves):
        index = rng.randrange(len(docs))
        doc = copy.deepcopy(docs[index])
        for _ in range(rng.choice([1, 1, 1, 2, 3])):
            try:
                doc = mutate(doc, docs, rng)
            except (IndexError, ValueError):  # an empty list to pick from: try the next
                continue
        tally.note("saves tried")
        attack_save(json.dumps(doc), states[index], rng, tally, "as edited")
        attack_save(json.dumps(restamped(doc)), states[index], rng, tally, "digest recomputed")
    recs = records(args.seed)
    for number in range(args.records):
        record = rng.choice(recs)
        as_json = number % 2 == 0
        if as_json:
            doc = json.loads(record.to_json())
            for _ in range(rng.choice([1, 1, 2])):
                try:
                    doc = mutate(doc, [json.loads(r.to_json()) for r in recs[:2]], rng)
                except (IndexError, ValueError):
                    continue
            text = json.dumps(doc)
        else:
            lines = str(record).splitlines()
            line = rng.randrange(len(lines))
            words = lines[line].split()
            if words:
                words[rng.randrange(len(words))] = rng.choice(
                    ["0", "1", "9", "play", "draw", "R7", "W+4", "red", "uno", "catch", '"x"]']
                )
            lines[line] = " ".join(words)
            text = "\n".join(lines)
        tally.note("records tried")
        attack_record(text, as_json, tally)
    elapsed = time.perf_counter() - started
    bad = ("bare exception", "card lost, added or changed", "not consistent", "not playable")
    print(f"attack: python benchmarks/attack.py --saves {args.saves} --records {args.records}")
    print(
        f"{datetime.now(timezone.utc):%Y-%m-%d}, unokit {unokit.__version__}, CPython "
        f"{platform.python_version()}, {len(states)} saved states, {elapsed:.0f} s"
    )
    print()
    print("| outcome | count |")
    print("|---|---|")
    for what, count in sorted(tally.counts.items()):
        print(f"| {what} | {count:,} |")
    for what in bad:
        if what not in tally.counts:
            print(f"| {what} | 0 |")
    failures = sum(tally.counts[what] for what in bad)
    for what, sample in tally.samples.items():
        print(f"\n--- first {what} ---\n{sample}", file=sys.stderr)
    print(f"\nfailures: {failures}")
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
