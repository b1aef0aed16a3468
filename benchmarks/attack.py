"""Attack unokit as a hostile user would, and count what gets through.

Four kinds of input, each from real random games of every installed edition (with and without
house rules, full and stacked decks, at every kind of decision):

1. **Mutated saves and records.** Saved games and records are mutated one to three times each
   — a value replaced by a nearby number, another document's value at the same place, junk or
   null; a list item removed, repeated, moved or swapped; a key removed — and loaded. Each
   mutated save is tried twice: as it is, and with its digest recomputed, as an attacker who
   knows the format would.
2. **Forged impossible saves.** Saves edited, digest recomputed, into positions no game can
   reach: a seat emptied of its cards in the middle of a round (the cards put under the draw
   pile, so every card is still counted), a past round's hands worth more than the whole deck
   (scores made to agree), a reveal of cards the revealed seat does not hold.
3. **Hostile move objects.** Moves whose fields only claim to be legal: a card-like object
   whose ``__eq__`` always says yes, a copy of a card made without ``Card(...)``, a seat that
   is an ``int`` subclass equal to every seat, a colour or UNO call equal to anything, no card,
   a huge target, text. Each is given to ``apply``, ``is_legal`` and the agents' driver.
4. **Huge inputs.** Saves and records with lists far longer than a game can fill (ten million
   winners, a million history entries or revealed cards, 40,000 house rules, 40,000 record
   tags) and a 50 MB text, each of which must be refused within seconds with a short message.

Every attempt must either be refused with a unokit error or load (replay) into a state that
passes these checks:

- *cards*: the cards in play are exactly those of the game the document came from (none lost,
  added or changed);
- *consistent*: the scores are those the rounds of the history give under the match format,
  the winners and end reason too; a player exposed for a missed UNO call holds one card; no
  seat is without cards in the middle of a round unless a decision is pending; no round's
  hands are worth more than the whole deck; a reveal shows cards the revealed seat holds;
- *playable*: it saves and loads back equal, every seat's view can be built, every legal
  move applies, and twelve random moves later it still saves and loads.

A hostile move must be refused with an ``IllegalMoveError`` (an ``AgentError`` from the
driver), ``is_legal`` must say no, and no rule table's shared cache may hold an object a
caller built.

Anything else is counted: a *bare exception* (not a unokit error), a *card lost*, a state that
is *not consistent* or *not playable*, a *forged save loaded*, a *hostile move applied*, one
*blamed on the edition* (a ``PluginError``), *is_legal said yes*, *the driver took it*, a
*cache holding a caller's object*, a *huge input* read slowly, with a long message or at all.
The script exits with status 1 if any is found.

Usage::

    python benchmarks/attack.py                 # the full run (see --help for the counts)
    python benchmarks/attack.py --saves 2000 --records 200 --forged 300 --moves 3000
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
from collections.abc import Callable, Iterator
from datetime import datetime, timezone
from typing import Any

import attrs

import unokit
from unokit import Card, GameState, IllegalMoveError, Move, PluginError, UnokitError
from unokit.agents import AgentError, choose_move
from unokit.core.formats import match_format
from unokit.io.records import GameRecord
from unokit.io.saving import _content, _sha256, to_dict
from unokit.testing.hostile import AnySeat, Anything, Impostor, hostile_moves

#: The outcomes that count as failures: any of them above 0 makes the run exit 1.
FAILURES = (
    "bare exception",
    "card lost, added or changed",
    "not consistent",
    "not playable",
    "forged save loaded",
    "hostile move applied",
    "hostile move blamed on the edition",
    "is_legal said yes",
    "the driver took it",
    "cache entries holding a caller's object",
    "huge input read",
    "huge input read slowly",
    "huge input refused with a long message",
)

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


def sample_states(seed: int, quick: bool = False) -> list[GameState]:
    """States of random games of every edition: every kind of decision, finished matches.

    ``quick``: one game of each configuration instead of three, 500 moves at most.
    """
    rng = random.Random(seed)
    found: dict[tuple[str, str, bool], GameState] = {}
    spread: list[GameState] = []
    for edition, players, house_rules, options in GAMES:
        for game_seed in range(1 if quick else 3):
            start = unokit.new_game(
                edition, players, seed=game_seed, options=options, house_rules=house_rules
            )
            states = list(play_out(start, rng, 500 if quick else 1500))
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
    running = not state.winners and not state.round_over and state.pending is None
    if running and not all(state.hands[seat] for seat in state.seats_in_round):
        return "a seat holds no card in the middle of a round"
    points = state.rules.points
    worth = sum(max(points[card], points[card.turned()]) for card in state.rules.deck)
    if any(sum(result.hand_points) > worth for result in state.history):
        return "a round's hands are worth more than the whole deck"
    reveal = state.reveal
    if reveal is not None and Counter(reveal.cards) - Counter(state.hands[reveal.seat]):
        return "a reveal shows cards the seat does not hold"
    if reveal is not None and reveal.cards != state.hands[reveal.seat][: len(reveal.cards)]:
        return "a reveal is not the revealed hand as it was, in order"
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


def loaded(text: str, tally: Tally, refused: str) -> GameState | None:
    """The state the save ``text`` loads, or ``None`` once its refusal is noted as ``refused``."""
    try:
        return unokit.from_json(text)
    except UnokitError:
        tally.note(refused)
    except Exception:
        tally.note("bare exception", traceback.format_exc() + text[:1500])
    return None


def attack_save(
    text: str, original: GameState, rng: random.Random, tally: Tally, where: str
) -> None:
    state = loaded(text, tally, f"{where}: refused")
    if state is None:
        return
    expected = Counter(original.cards())
    deck = json.loads(text).get("deck")
    if where.startswith("digest") and deck != to_dict(original)["deck"]:
        # The deck the game was built from was rewritten with the cards in play to match:
        # another game, one a stacked deck of those cards could start (loading checks the
        # cards in play against the deck the document names).
        expected = Counter(state.cards())
    if Counter(state.cards()) != expected:
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


# --------------------------------------------------------------------------------------
# Forged impossible saves
# --------------------------------------------------------------------------------------


def empty_a_hand(doc: dict[str, Any], rng: random.Random) -> bool:
    """A seat's cards put under the draw pile in the middle of a round (every card counted)."""
    if doc["pending"] is not None or doc["winners"]:
        return False
    seat = rng.randrange(len(doc["hands"]))
    doc["draw_cards"] = doc["draw_cards"][doc["draw_index"] :] + doc["hands"][seat]
    doc["draw_index"] = 0
    doc["hands"][seat] = []
    return True


def inflate_a_round(doc: dict[str, Any], rng: random.Random) -> bool:
    """A past round's hands worth more than the deck; its points and the scores made to agree."""
    over = len(doc["history"]) - 1 if doc["pending"] else None  # the last one: the hands now
    past = [r for r in doc["history"][:over] if r["winner"] is not None and not r["void"]]
    if not past or doc["winners"] or doc["options"].get("match") not in (None, "standard"):
        return False
    result = rng.choice(past)
    loser = next(seat for seat in range(len(result["hand_points"])) if seat != result["winner"])
    extra = rng.choice([10_000, 100_000, 10**6])  # more than any edition's whole deck
    result["hand_points"][loser] += extra
    result["points"] += extra
    doc["scores"][result["winner"]] += extra
    doc["options"]["target_score"] = 10**9  # the match goes on, as the state says
    return True


def fake_a_reveal(doc: dict[str, Any], rng: random.Random) -> bool:
    """A reveal of cards the seat does not hold: many copies of one card."""
    if doc["reveal"] is None:
        return False
    doc["reveal"]["cards"] = [rng.choice(doc["reveal"]["cards"] or ["R1"])] * rng.choice([5, 9])
    return True


def hide_from_a_reveal(doc: dict[str, Any], rng: random.Random) -> bool:
    """A reveal showing fewer cards than the hand it shows: one card left out.

    The card is one before the last shown: a reveal without its last cards is what a
    seat shows before it draws (a successful challenge's penalty), so it is a position a
    game could reach.
    """
    reveal = doc["reveal"]
    if reveal is None:
        return False
    cards = reveal["cards"]
    # Not one of two alike side by side: without either, the reveal is the same.
    where = [i for i in range(len(cards) - 1) if cards[i] != cards[i + 1]]
    if not where:
        return False
    del cards[rng.choice(where)]
    return True


FORGERIES: list[Callable[[dict[str, Any], random.Random], bool]] = [
    empty_a_hand,
    inflate_a_round,
    fake_a_reveal,
    hide_from_a_reveal,
]


def forgeable(docs: list[dict[str, Any]]) -> dict[str, list[dict[str, Any]]]:
    """For each forgery, the documents it can be made on (in place: ``attack_forged`` copies)."""
    trial = random.Random(0)
    return {
        forge.__name__: [doc for doc in docs if forge(copy.deepcopy(doc), trial)]
        for forge in FORGERIES
    }


def attack_forged(
    candidates: dict[str, list[dict[str, Any]]], rng: random.Random, tally: Tally
) -> None:
    """One forged impossible save, its digest recomputed: it must be refused."""
    forge = rng.choice(FORGERIES)
    if not candidates[forge.__name__]:
        return
    doc = copy.deepcopy(rng.choice(candidates[forge.__name__]))
    forge(doc, rng)
    text = json.dumps(restamped(doc))
    tally.note("forged saves tried")
    if loaded(text, tally, f"forged ({forge.__name__}): refused") is not None:
        tally.note("forged save loaded", f"{forge.__name__}\n{text[:1500]}")


# --------------------------------------------------------------------------------------
# Hostile move objects
# --------------------------------------------------------------------------------------


class Cheater:
    """An agent answering with one hostile move when it must move."""

    def __init__(self, move: Any) -> None:
        self.move = move

    def choose(self, seen: Any, *, optional: bool) -> Any:
        return None if optional else self.move


def attack_move(state: GameState, move: Any, tally: Tally) -> None:
    """Hand ``move`` to apply, is_legal and the driver: each must refuse it."""
    tally.note("hostile moves tried")
    shown = f"{type(move).__name__} {getattr(move, '__dict__', '')} on {state!r}"
    try:
        unokit.apply(state, move)
    except IllegalMoveError:
        tally.note("hostile moves: refused by apply")
    except PluginError:
        tally.note("hostile move blamed on the edition", traceback.format_exc() + shown)
    except Exception:
        tally.note("bare exception", traceback.format_exc() + shown)
    else:
        tally.note("hostile move applied", shown)
    try:
        if unokit.is_legal(state, move):
            tally.note("is_legal said yes", shown)
    except Exception:
        tally.note("bare exception", traceback.format_exc() + shown)
    agents = [Cheater(move) for _ in range(state.players)]
    try:
        choose_move(state, agents, random.Random(0))  # type: ignore[arg-type]
    except AgentError:
        pass
    except Exception:
        tally.note("bare exception", traceback.format_exc() + shown)
    else:
        tally.note("the driver took it", shown)


def caller_objects_in_caches(states: list[GameState]) -> int:
    """How many objects a caller built the rule tables' shared caches hold (keys and values)."""

    def foreign(value: Any) -> int:
        if isinstance(value, dict):
            return sum(foreign(key) + foreign(item) for key, item in value.items())
        if isinstance(value, (tuple, frozenset)):
            return sum(foreign(item) for item in value)
        if isinstance(value, Move):
            return sum(foreign(item) for item in attrs.astuple(value, recurse=False))
        if isinstance(value, Card):
            again = Card(value.color, value.rank, value.mark, value.back)
            return int(not (type(value) is Card and again is value))
        return int(type(value) in (Impostor, AnySeat, Anything))

    rules_tables = {id(state.rules): state.rules for state in states}.values()
    caches: list[Any] = []
    for rules in rules_tables:
        caches.append(rules.play_cache)
        # The classic turn's tables of each seat: the plays it looked up, the twins of a top.
        for turn in rules.turns:
            tables = getattr(turn, "_tables", None)
            if tables is not None:
                caches += [tables.plays, tables.twins]
    return sum(foreign(cache) for cache in caches)


# --------------------------------------------------------------------------------------
# Huge inputs
# --------------------------------------------------------------------------------------


def huge_inputs(scale: int = 1) -> list[tuple[str, Callable[[], Any], Callable[[Any], Any]]]:
    """``(name, make the input, read it)``: inputs far larger than any game's.

    ``scale``: each a ``scale``-th as large (``--quick``: a tenth, still far larger).
    """
    base = to_dict(unokit.new_game("classic", 3, seed=1))

    def save(**changes: Any) -> Callable[[], str]:
        return lambda: json.dumps(restamped({**copy.deepcopy(base), **changes}))

    record = GameRecord("classic", 2, 1)

    def text_with(headers: str) -> str:
        return str(record).replace("[Seed", headers + "[Seed")

    many = 40_000 // scale
    return [
        (
            "save: 10,000,000 winners",
            lambda: json.dumps(base).replace(
                '"winners": []', '"winners": [' + "0," * (10_000_000 // scale - 1) + "0]"
            ),
            unokit.from_json,
        ),
        (
            "save: 1,000,000 history entries",
            save(history=[{}] * (10**6 // scale)),
            unokit.from_json,
        ),
        (
            "save: a reveal of 1,000,000 cards",
            save(reveal={"to": 0, "seat": 1, "cards": ["R1"] * (10**6 // scale)}),
            unokit.from_json,
        ),
        ("save: 40,000 house rules", save(house_rules=["stacking"] * many), unokit.from_json),
        (
            "save: a 50 MB end reason",
            save(end_reason="x" * (50 * 2**20 // scale)),
            unokit.from_json,
        ),
        (
            "save: 100,000 unexpected keys",
            save(**{f"k{i}": 0 for i in range(10**5 // scale)}),
            unokit.from_json,
        ),
        (
            "record (JSON): 40,000 house rules",
            lambda: json.dumps({**record.to_dict(), "house_rules": ["stacking"] * many}),
            GameRecord.from_json,
        ),
        (
            "record (text): 40,000 house rules",
            lambda: text_with('[HouseRules "' + " ".join(["stacking"] * many) + '"]\n'),
            GameRecord.parse,
        ),
        (
            "record (text): 40,000 tags",
            lambda: text_with("".join(f'[T{i} "x"]\n' for i in range(many)) + '[T1 "y"]\n'),
            GameRecord.parse,
        ),
    ]


#: Seconds a huge input may take to be refused, and characters its message may have.
HUGE_SECONDS = 5.0
HUGE_MESSAGE = 300


def attack_huge(tally: Tally, scale: int = 1) -> float:
    """Read every huge input; return the slowest refusal in seconds."""
    slowest = 0.0
    for name, make, read in huge_inputs(scale):
        data = make()
        tally.note("huge inputs tried")
        started = time.perf_counter()
        try:
            read(data)
        except UnokitError as exc:
            took = time.perf_counter() - started
            slowest = max(slowest, took)
            if took > HUGE_SECONDS:
                tally.note("huge input read slowly", f"{name}: {took:.1f} s")
            elif len(str(exc)) > HUGE_MESSAGE:
                tally.note("huge input refused with a long message", f"{name}: {str(exc)[:500]}")
            else:
                tally.note("huge inputs: refused quickly, briefly")
        except Exception:
            tally.note("bare exception", f"{name}\n{traceback.format_exc()}")
        else:
            tally.note("huge input read", name)
    return slowest


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--saves", type=int, default=200_000, help="mutated saves to try")
    parser.add_argument("--records", type=int, default=20_000, help="mutated records to try")
    parser.add_argument("--forged", type=int, default=20_000, help="forged saves to try")
    parser.add_argument("--moves", type=int, default=200_000, help="hostile moves to try")
    parser.add_argument("--seed", type=int, default=15)
    parser.add_argument(
        "--quick",
        action="store_true",
        help="one game of each configuration, huge inputs a tenth as large (the test suite's)",
    )
    args = parser.parse_args()
    started = time.perf_counter()
    rng = random.Random(args.seed)
    states = sample_states(args.seed, args.quick)
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
    candidates = forgeable(docs)
    for _ in range(args.forged):
        attack_forged(candidates, rng, tally)
    tried = 0
    while tried < args.moves:
        state = rng.choice(states)
        if not unokit.legal_moves(state):
            continue
        for move in hostile_moves(state, rng)[: args.moves - tried]:
            attack_move(state, move, tally)
            tried += 1
    polluted = caller_objects_in_caches(states)
    if polluted:
        tally.note("cache entries holding a caller's object", f"{polluted} entries")
    slowest = attack_huge(tally, 10 if args.quick else 1)
    elapsed = time.perf_counter() - started
    print(
        f"attack: python benchmarks/attack.py --saves {args.saves} --records {args.records} "
        f"--forged {args.forged} --moves {args.moves} --seed {args.seed}"
        + (" --quick" if args.quick else "")
    )
    print(
        f"{datetime.now(timezone.utc):%Y-%m-%d}, unokit {unokit.__version__}, CPython "
        f"{platform.python_version()}, {len(states)} saved states, {elapsed:.0f} s"
    )
    print()
    print("| outcome | count |")
    print("|---|---|")
    for what, count in sorted(tally.counts.items()):
        print(f"| {what} | {count:,} |")
    for what in FAILURES:
        if what not in tally.counts:
            print(f"| {what} | 0 |")
    print(f"\nslowest refusal of a huge input: {slowest:.2f} s")
    failures = sum(tally.counts[what] for what in FAILURES)
    for what, sample in tally.samples.items():
        print(f"\n--- first {what} ---\n{sample}", file=sys.stderr)
    print(f"\nfailures: {failures}")
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
