"""How strong the search agent is: its win rate against greedy agents, and its speed.

Not a test: the full run takes hours on two cores. For each configuration (an edition and a
player count) it plays single rounds with ``unokit.simulate``, one ``SearchAgent`` at seat 0
against ``GreedyAgent``s at every other seat, and prints the search agent's win rate with its
95% (Wilson) interval. A seat that plays no better than the others wins one round in
``players``: 50% heads-up, 25% at four players. Beside it, as a control, the wins of a
greedy agent in the search agent's seat on the same deals (see ``greedy_wins``).

    python benchmarks/bench_search.py                          # every configuration
    python benchmarks/bench_search.py --only classic:2 --games 400
    python benchmarks/bench_search.py --speed-only             # decisions per second only
    python benchmarks/bench_search.py --regret 40 --only classic:2   # how good its choices are
    python benchmarks/bench_search.py --rollouts 200 --max-steps 8 --halving   # other settings
    python benchmarks/bench_search.py --only classic:2 --games 400 --infer   # belief model
    python benchmarks/bench_search.py --only classic:2 --told 400   # told the other hands
    python benchmarks/bench_search.py --only classic:2 --told 400 --wrong 1   # all but a card
    python benchmarks/bench_search.py --only classic:2 --told 400 --at-most 2   # at the end
    python benchmarks/bench_search.py --only classic:2 --hits 100 --infer   # how well it knows

Told (``--told N``): the upper bound of any belief model. It plays ``N`` rounds of each
configuration with a search agent told the other seats' hands (it draws only the draw
pile's order) at the given budget, and the greedy control on the same deals, in this
process (the told agent needs the real game at every move). With ``--wrong K``, every game
the told agent draws has ``K`` cards of each other hand swapped for cards of the draw pile,
at random: a belief model that is right but for ``K`` cards. With ``--at-most M``, it is
told only the hands of ``M`` cards or fewer, and deals the others at random.

Hits (``--hits N``): how well the agent knows the other hands where it matters most, near
the end of the round. It plays ``N`` rounds of each configuration with the given settings
and, before each search where another seat holds 3 cards or fewer, draws 40 games as the
agent does and 40 uniform ones, and prints the share that deal that seat exactly its real
hand, by the hand's size.

The settings given (``--rollouts``, ``--milliseconds``, ``--max-steps``, ``--margin``,
``--halving``, ``--infer``) are passed to every ``SearchAgent``; results are kept and shown
per setting.

Each configuration is played in chunks of ``--chunk`` games (chunk ``c`` with the seed
``derive_seed(--seed, edition, players, c)``); each finished chunk is appended to ``--out``
(JSON lines), so an interrupted run keeps what it finished, and running again with the same
arguments skips the chunks already there. The table is printed from that file. Ctrl-C stops
within the chunk being played and says what finished.

Speed: before its games, each configuration times the search agent's decisions in a few
rounds played in this process (``--speed-rounds``), by CPU time (``time.process_time``, so
that other programs on the machine do not count), and reports the mean CPU milliseconds per
decision the agent searched (those with more than one candidate) and the decisions per
second this gives on one core. ``--speed-rounds 0`` times nothing (the table says "not
timed").

Regret (``--regret N``): where the search can gain on the greedy agent at all. From seeded
greedy rounds it takes ``N`` decisions of seat 0 with more than one action to choose from,
values every candidate with a long search (``--oracle`` rollouts, the same candidates and
rollouts as the agent's), and prints the mean regret (the best candidate's value minus the
value of the one chosen, in rounds won per round) of the greedy agent's choice and of the
search agent's at its budget, for ``margin`` 0, 0.5 and 1 (four seeds each).
"""

from __future__ import annotations

import argparse
import functools
import json
import random
import sys
import time
from collections.abc import Iterator, Sequence
from pathlib import Path
from typing import Any

import unokit
from unokit.agents import SearchAgent
from unokit.scale.simulation import derive_seed

#: The player counts of the table: heads-up, and one against three.
PLAYER_COUNTS = (2, 4)


def configurations(only: Sequence[str]) -> list[tuple[str, int]]:
    """``(edition, players)`` pairs: every installed edition at 2 and 4 players, or ``only``."""
    if only:
        pairs = []
        for item in only:
            edition, _, players = item.partition(":")
            pairs.append((edition, int(players)))
        return pairs
    return [
        (edition, players) for edition in unokit.available_editions() for players in PLAYER_COUNTS
    ]


class _Timed(SearchAgent):
    """A search agent that adds up the CPU time of the decisions it searches."""

    searched = 0
    seconds = 0.0

    def choose(self, seen: unokit.SeatView, *, optional: bool) -> unokit.Move | None:
        start = time.process_time()
        move = super().choose(seen, optional=optional)
        if not optional and len(self.candidates(seen)) > 1:
            _Timed.searched += 1
            _Timed.seconds += time.process_time() - start
        return move


def speed(
    edition: str, players: int, rounds: int, budget: dict[str, Any], seed: int
) -> dict[str, float]:
    """CPU milliseconds per searched decision, over ``rounds`` rounds played here."""
    _Timed.searched, _Timed.seconds = 0, 0.0
    unokit.simulate(
        edition,
        players,
        agents=[functools.partial(_Timed, **budget), "greedy"],
        games=rounds,
        seed=seed,
        match="single-round",
    )
    per = _Timed.seconds / max(_Timed.searched, 1)
    return {
        "decisions": _Timed.searched,
        "cpu_ms_per_decision": 1000 * per,
        "decisions_per_second": 1 / per if per else 0.0,
    }


def regret(
    edition: str, players: int, decisions: int, oracle: int, budget: dict[str, Any], seed: int
) -> dict[str, float]:
    """Mean regret of the greedy choice and of the search's, against a long search."""
    import random
    import statistics

    from unokit.agents import GreedyAgent, play_out

    found: list[unokit.GameState] = []
    pick = random.Random(seed)
    for game in range(100 * decisions):
        if len(found) >= decisions:
            break
        start = unokit.new_game(
            edition, players, seed=seed + game, options={"match": "single-round"}
        )
        agents = [GreedyAgent(seed + game + other) for other in range(players)]
        before = start
        for move, after in play_out(start, agents, seed=seed + game):
            moves = unokit.view(before, 0).legal_moves
            if (
                move.player == 0
                and all(each.player == 0 for each in moves)
                and len(unokit.group_moves(moves)) > 1
                and pick.random() < 0.3
            ):
                found.append(before)
                break
            before = after
    margins = (0.0, 0.5, 1.0)
    lost: dict[str, list[float]] = {"greedy": [], **{f"margin {m}": [] for m in margins}}
    try:
        for index, state in enumerate(found):
            _judge(state, index, oracle, budget, seed, margins, lost)
    except KeyboardInterrupt:
        print(f"\ninterrupted: {len(lost['greedy'])} decisions judged", file=sys.stderr)
    return {"decisions": len(lost["greedy"])} | {
        name: statistics.mean(values) for name, values in lost.items() if values
    }


def _judge(
    state: unokit.GameState,
    index: int,
    oracle: int,
    budget: dict[str, Any],
    seed: int,
    margins: Sequence[float],
    lost: dict[str, list[float]],
) -> None:
    """Add the regrets of one decision to ``lost``."""
    import statistics

    seen = unokit.view(state, 0)
    judge = SearchAgent(seed=seed + 1000 + index, rollouts=oracle)
    candidates = judge.candidates(seen)
    values = [statistics.mean(row) for row in judge.search(seen, candidates)]
    best = max(values)
    found = {"greedy": best - values[0]}
    for margin in margins:
        chosen = []
        for repeat in range(4):
            agent = SearchAgent(seed=7 * repeat + index, **{**budget, "margin": margin})
            chosen.append(best - values[agent.best(agent.search(seen, candidates))])
        found[f"margin {margin}"] = statistics.mean(chosen)
    for name, value in found.items():  # all at once: an interruption leaves none half done
        lost[name].append(value)


class _Told(SearchAgent):
    """A search agent told the other hands: it draws only the draw pile's order.

    Not a fair player: the upper bound of what any belief model could give the search at
    its budget (``--told``). ``real`` is the game being played, set before each move.
    With ``wrong`` above 0, each game it draws has that many cards of each other hand
    swapped for cards of the draw pile, chosen at random (``--wrong``): a belief model
    right but for a few cards. With ``at_most``, it is told only the hands of that many
    cards or fewer (``--at-most``), the others dealt at random.
    """

    real: unokit.GameState | None = None
    wrong: int = 0
    at_most: int | None = None

    def drawer(self, seen: unokit.SeatView) -> Any:
        from unokit.agents.determinization import determinizer

        real = self.real
        assert real is not None
        others = [
            seat
            for seat in range(seen.players)
            if seat != seen.seat and (self.at_most is None or seen.hand_sizes[seat] <= self.at_most)
        ]
        if not self.wrong:
            return determinizer(seen, known={seat: real.hands[seat] for seat in others})

        def draw(rng: random.Random) -> unokit.GameState:
            pile = list(real.draw_pile)
            known = {}
            for seat in others:
                hand = list(real.hands[seat])
                for _ in range(min(self.wrong, len(hand), len(pile))):
                    mine, theirs = rng.randrange(len(hand)), rng.randrange(len(pile))
                    hand[mine], pile[theirs] = pile[theirs], hand[mine]
                known[seat] = tuple(hand)
            return determinizer(seen, known=known)(rng)

        return draw


def told(
    edition: str,
    players: int,
    games: int,
    budget: dict[str, Any],
    seed: int,
    wrong: int = 0,
    at_most: int | None = None,
) -> tuple[int, int]:
    """Wins at seat 0 of a search agent told the other hands, and of a greedy one, same deals.

    Played here, one game after another (a told agent needs the real game at every move):
    game ``i`` is dealt with ``derive_seed(seed, "told", edition, players, i)``. ``wrong``:
    how many cards of each hand told are wrong in each game the agent draws; ``at_most``:
    told only hands of that many cards or fewer.
    """
    from unokit.agents import GreedyAgent, play_out

    wins = [0, 0]
    for game in range(games):
        deal = derive_seed(seed, "told", edition, players, game)
        for which in (0, 1):
            start = unokit.new_game(edition, players, seed=deal, options={"match": "single-round"})
            agent = _Told(seed=deal, **budget)
            agent.wrong, agent.at_most = wrong, at_most
            first: unokit.Agent = agent if which == 0 else GreedyAgent()
            agent.real = state = start
            for _move, state in play_out(
                start, [first, *(GreedyAgent() for _ in range(players - 1))], seed=deal
            ):
                agent.real = state
            wins[which] += state.winner == 0
    return wins[0], wins[1]


class _Watched(SearchAgent):
    """A search agent that, before each search, checks the games it would draw (``--hits``).

    Where a hand of another seat holds ``small`` cards or fewer, it draws ``samples`` games
    with its own drawer and as many uniform ones
    ([`determinizer`][unokit.agents.determinization.determinizer] without beliefs), and counts
    those that deal that seat its real hand. ``real`` is the game, set before each move.
    """

    real: unokit.GameState | None = None
    small: int = 3
    samples: int = 40

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        #: By hand size: [hands checked, own draws with the real hand, uniform ones].
        self.hits: dict[int, list[int]] = {}

    def search(self, seen: unokit.SeatView, candidates: Sequence[unokit.Move]) -> list[list[float]]:
        from collections import Counter

        from unokit.agents.determinization import determinizer

        assert self.real is not None
        rng = random.Random(len(seen.discard_pile))  # the agent's own generator untouched
        own, uniform = self.drawer(seen), determinizer(seen)
        for seat, size in enumerate(seen.hand_sizes):
            if seat == seen.seat or size > self.small:
                continue
            real = Counter(self.real.hands[seat])
            row = self.hits.setdefault(size, [0, 0, 0])
            row[0] += 1
            for _ in range(self.samples):
                row[1] += Counter(own(rng).hands[seat]) == real
                row[2] += Counter(uniform(rng).hands[seat]) == real
        return super().search(seen, candidates)


def hits(
    edition: str, players: int, games: int, budget: dict[str, Any], seed: int
) -> dict[int, list[int]]:
    """How often the games a search draws deal a small hand exactly, its own and uniform ones.

    Plays ``games`` rounds of a search agent at seat 0 against greedy agents (game ``i``
    dealt with ``derive_seed(seed, "hits", edition, players, i)``), and returns
    ``_Watched.hits`` summed over them.
    """
    from unokit.agents import GreedyAgent, play_out

    found: dict[int, list[int]] = {}
    for game in range(games):
        deal = derive_seed(seed, "hits", edition, players, game)
        start = unokit.new_game(edition, players, seed=deal, options={"match": "single-round"})
        agent = _Watched(seed=deal, **budget)
        agent.real = start
        for _move, state in play_out(
            start, [agent, *(GreedyAgent() for _ in range(players - 1))], seed=deal
        ):
            agent.real = state
        for size, row in agent.hits.items():
            total = found.setdefault(size, [0, 0, 0])
            for i, value in enumerate(row):
                total[i] += value
    return found


def _cards(count: int) -> str:
    return f"{count} card{'' if count == 1 else 's'}"


def _done(out: Path) -> Iterator[dict[str, Any]]:
    if out.exists():
        for line in out.read_text(encoding="utf-8").splitlines():
            if line.strip():
                yield json.loads(line)


def play(
    edition: str,
    players: int,
    games: int,
    chunk: int,
    budget: dict[str, Any],
    seed: int,
    jobs: int,
    out: Path,
) -> None:
    """Play the configuration's chunks not yet in ``out``, appending each as it finishes."""
    key = {"edition": edition, "players": players, "budget": budget, "seed": seed}
    have = {
        row["chunk"]
        for row in _done(out)
        if {name: row.get(name) for name in key} == key and row.get("kind") == "games"
    }
    for index in range(-(-games // chunk)):
        if index in have:
            continue
        count = min(chunk, games - index * chunk)
        result = unokit.simulate(
            edition,
            players,
            agents=[functools.partial(SearchAgent, **budget), "greedy"],
            games=count,
            seed=derive_seed(seed, edition, players, index),
            match="single-round",
            jobs=jobs,
        )
        row = {
            **key,
            "kind": "games",
            "chunk": index,
            "games": result.count,
            "wins": result.wins[0],
        }
        with out.open("a", encoding="utf-8") as file:
            file.write(json.dumps(row) + "\n")
        print(
            f"  {edition} {players}p chunk {index}: {result.wins[0]}/{result.count}",
            file=sys.stderr,
            flush=True,
        )


def greedy_wins(edition: str, players: int, games: int, seed: int, chunk: int) -> int:
    """The wins at seat 0 of a greedy agent in the search agent's place, on the same deals.

    The control: the deals, the seats and the other agents' seeds are those of the chunk, so
    the difference from the search agent's wins is the search's doing (and chance's, once
    the two players' choices differ).
    """
    result = unokit.simulate(
        edition,
        players,
        agents="greedy",
        games=games,
        seed=derive_seed(seed, edition, players, chunk),
        match="single-round",
    )
    return result.wins[0]


def table(out: Path, budget: dict[str, Any], seed: int) -> str:
    """The results in ``out`` for this budget and seed, as a Markdown table."""
    from unokit.scale.simulation import wilson_interval

    rows: dict[tuple[str, int], dict[str, Any]] = {}
    for row in _done(out):
        if row.get("budget") != budget or row.get("seed") != seed:
            continue
        entry = rows.setdefault(
            (row["edition"], row["players"]), {"games": 0, "wins": 0, "greedy": 0}
        )
        if row["kind"] == "games":
            entry["games"] += row["games"]
            entry["wins"] += row["wins"]
            entry["greedy"] += greedy_wins(
                row["edition"], row["players"], row["games"], seed, row["chunk"]
            )
        else:
            entry["speed"] = row
    lines = [
        "| edition | players | games | search wins | win rate | 95% interval | even share "
        "| greedy's wins, same deals | CPU ms per searched decision | decisions/s |",
        "|---|---|---|---|---|---|---|---|---|---|",
    ]
    for (edition, players), entry in rows.items():
        games, wins = entry["games"], entry["wins"]
        rate, low, high = wilson_interval(wins, games) if games else (0.0, 0.0, 0.0)
        pace = entry.get("speed")
        timed = (
            "not timed | not timed"
            if pace is None
            else f"{pace['cpu_ms_per_decision']:.0f} | {pace['decisions_per_second']:.0f}"
        )
        lines.append(
            f"| {edition} | {players} | {games} | {wins} | {rate:.1%} | {low:.1%} to {high:.1%} "
            f"| {1 / players:.0%} | {entry['greedy']} ({entry['greedy'] / max(games, 1):.1%}) "
            f"| {timed} |"
        )
    return "\n".join(lines)


def main(argv: Sequence[str] | None = None) -> int:
    """Run the benchmark (see the module's docs)."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=2400, help="games per configuration")
    parser.add_argument("--chunk", type=int, default=200, help="games per saved chunk")
    parser.add_argument(
        "--rollouts", type=int, default=None, help="the search's rollouts per decision"
    )
    parser.add_argument(
        "--milliseconds", type=float, default=None, help="the search's time per decision"
    )
    parser.add_argument("--max-steps", type=int, default=None, help="the most moves of one rollout")
    parser.add_argument("--margin", type=float, default=None, help="the search's margin")
    parser.add_argument(
        "--halving", action="store_true", help="spend the rollouts by successive halving"
    )
    parser.add_argument(
        "--infer", action="store_true", help="let the search infer what the others lack"
    )
    parser.add_argument("--jobs", type=int, default=2, help="worker processes")
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--only", nargs="*", default=(), metavar="EDITION:PLAYERS")
    parser.add_argument(
        "--speed-rounds", type=int, default=20, help="rounds timed per configuration"
    )
    parser.add_argument(
        "--speed-only", action="store_true", help="time the decisions, play no games"
    )
    parser.add_argument(
        "--regret", type=int, default=0, metavar="N", help="judge N decisions, play no games"
    )
    parser.add_argument(
        "--oracle", type=int, default=1500, help="rollouts of the long search judging them"
    )
    parser.add_argument(
        "--told",
        type=int,
        default=0,
        metavar="N",
        help="play N games with the search told the other hands (an upper bound), no others",
    )
    parser.add_argument(
        "--wrong",
        type=int,
        default=0,
        metavar="K",
        help="with --told: K cards of each hand told swapped for others, in each game drawn",
    )
    parser.add_argument(
        "--at-most",
        type=int,
        default=None,
        metavar="M",
        help="with --told: told only the hands of M cards or fewer (the others dealt at random)",
    )
    parser.add_argument(
        "--hits",
        type=int,
        default=0,
        metavar="N",
        help="play N games and say how often the games searched deal a small hand exactly",
    )
    parser.add_argument("--out", type=Path, default=Path("bench_search.jsonl"))
    args = parser.parse_args(argv)
    if (args.wrong or args.at_most is not None) and not args.told:
        parser.error("--wrong and --at-most change a told run: give --told N as well")
    if args.speed_rounds < 0:
        parser.error("--speed-rounds must be 0 (time nothing) or more")
    budget: dict[str, Any] = {}
    if args.rollouts is not None:
        budget["rollouts"] = args.rollouts
    if args.milliseconds is not None:
        budget["milliseconds"] = args.milliseconds
        budget.setdefault("rollouts", None)
    if args.max_steps is not None:
        budget["max_steps"] = args.max_steps
    if args.margin is not None:
        budget["margin"] = args.margin
    if args.halving:
        budget["halving"] = True
    if args.infer:
        budget["infer"] = True
    print(f"budget per decision: {budget or 'the SearchAgent defaults'}", file=sys.stderr)
    started = time.perf_counter()
    if args.regret:
        for edition, players in configurations(args.only):
            found = regret(edition, players, args.regret, args.oracle, budget, args.seed)
            count = int(found.pop("decisions"))
            print(f"{edition} {players}p, mean regret over {count} decisions:")
            for name, value in found.items():
                print(f"  {name}: {value:.4f}")
        return 0
    if args.hits:
        for edition, players in configurations(args.only):
            try:
                counted = hits(edition, players, args.hits, budget, args.seed)
            except KeyboardInterrupt:
                print("\ninterrupted: a hits run keeps nothing", file=sys.stderr)
                return 1
            print(f"{edition} {players}p, {args.hits} games, the games searched that deal a hand")
            print("of the other seats exactly (by the hand's size; own draws, uniform ones):")
            for size, (checked, own, uniform) in sorted(counted.items()):
                samples = checked * _Watched.samples
                print(
                    f"  {_cards(size)}: {checked} hands, "
                    f"{own / samples:.2%} of the agent's own, "
                    f"{uniform / samples:.2%} of uniform ones"
                )
        return 0
    if args.told:
        from unokit.scale.simulation import wilson_interval

        for edition, players in configurations(args.only):
            try:
                wins, control = told(
                    edition, players, args.told, budget, args.seed, args.wrong, args.at_most
                )
            except KeyboardInterrupt:
                print("\ninterrupted: a told run keeps nothing", file=sys.stderr)
                return 1
            rate, low, high = wilson_interval(wins, args.told)
            print(
                f"{edition} {players}p, told the other hands"
                f"{f' of {_cards(args.at_most)} or fewer' if args.at_most is not None else ''}"
                f"{f' ({args.wrong} wrong)' if args.wrong else ''}: {wins}/{args.told} "
                f"({rate:.1%}, {low:.1%} to {high:.1%}); greedy, same deals: {control}"
            )
        return 0
    try:
        for edition, players in configurations(args.only):
            key = {"edition": edition, "players": players, "budget": budget, "seed": args.seed}
            if args.speed_rounds and not any(
                row.get("kind") == "speed" and {n: row.get(n) for n in key} == key
                for row in _done(args.out)
            ):
                pace = speed(edition, players, args.speed_rounds, budget, args.seed)
                with args.out.open("a", encoding="utf-8") as file:
                    file.write(json.dumps({**key, "kind": "speed", **pace}) + "\n")
                cost = pace["cpu_ms_per_decision"]
                print(f"{edition} {players}p: {cost:.0f} CPU ms a decision", file=sys.stderr)
            if not args.speed_only:
                play(
                    edition, players, args.games, args.chunk, budget, args.seed, args.jobs, args.out
                )
    except KeyboardInterrupt:
        print(
            f"\ninterrupted after {time.perf_counter() - started:.0f} s; finished so far:",
            file=sys.stderr,
        )
    print(table(args.out, budget, args.seed))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
