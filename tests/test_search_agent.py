"""The search agent: it plays every edition and house rule, repeats, pickles, and chooses well.

Its strength is measured by ``benchmarks/bench_search.py`` (a benchmark, not a test): here
only what a short budget shows.
"""

from __future__ import annotations

import functools
import json
import pickle
import random
from collections import Counter
from collections.abc import Sequence
from pathlib import Path
from types import ModuleType

import pytest

import unokit
from tests.helpers import benchmark, cards, full_deck
from unokit import Card, Move
from unokit.agents import (
    AgentError,
    AgentFactory,
    GreedyAgent,
    SearchAgent,
    choose_move,
    make_agent,
    play_out,
)
from unokit.agents.determinization import determinizer
from unokit.core.compiling import compile_rules
from unokit.plugin import stacked_deck
from unokit.scale.simulation import derive_seed


def _joins(edition: str, rule: str) -> bool:
    try:
        compile_rules(edition, None, (rule,))
    except unokit.UnokitError:
        return False
    return True


#: Every installed edition, alone and with each installed house rule that joins it.
#: (Those with a house rule are marked slow: the quick run leaves them out.)
SETUPS = [
    pytest.param(edition, rule, marks=() if rule is None else pytest.mark.slow)
    for edition in unokit.available_editions()
    for rule in (None, *unokit.available_house_rules())
    if rule is None or _joins(edition, rule)
]


@pytest.mark.parametrize(("edition", "house_rule"), SETUPS, ids=str)
def test_the_search_agent_plays_a_whole_round_of_every_edition_and_house_rule(
    edition: str, house_rule: str | None
) -> None:
    rules = () if house_rule is None else (house_rule,)
    state = unokit.new_game(
        edition, 3, seed=4, options={"match": "single-round"}, house_rules=rules
    )
    agents: list[unokit.Agent] = [
        SearchAgent(seed=1, rollouts=2, max_steps=20),
        GreedyAgent(),
        GreedyAgent(),
    ]
    last = state
    for _move, last in play_out(state, agents, seed=2, max_steps=2_000):  # noqa: B007
        pass
    assert last.is_over  # play_out refuses any move that is not the seat's own legal move


@pytest.mark.parametrize(("edition", "house_rule"), SETUPS, ids=str)
def test_the_greedy_agent_chooses_from_a_state_exactly_as_from_the_seats_view(
    edition: str, house_rule: str | None
) -> None:
    rules = () if house_rule is None else (house_rule,)
    greedy = GreedyAgent()
    checked = 0
    for seed in range(3):
        start = unokit.new_game(
            edition, 2 + seed, seed=seed, options={"match": "single-round"}, house_rules=rules
        )
        players = [unokit.RandomAgent(seed * 10 + seat) for seat in range(start.players)]
        for _move, state in play_out(start, players, seed=seed, max_steps=400):
            for seat in {move.player for move in unokit.legal_moves(state)}:
                from_view = greedy.choose(unokit.view(state, seat), optional=False)
                assert greedy.choose_in(state, seat) == from_view, (seed, seat, state)
                checked += 1
    assert checked > 100


def _decisions(agent: SearchAgent, seed: int) -> list[Move]:
    """The moves ``agent`` makes at seat 0 of a heads-up round against a greedy agent."""
    state = unokit.new_game("classic", 2, seed=seed, options={"match": "single-round"})
    return [
        move for move, _ in play_out(state, [agent, GreedyAgent()], seed=seed) if move.player == 0
    ]


def test_the_same_seed_and_budget_make_the_same_moves() -> None:
    first = _decisions(SearchAgent(seed=7, rollouts=12), seed=3)
    assert first == _decisions(SearchAgent(seed=7, rollouts=12), seed=3)


def test_a_pickled_agent_goes_on_exactly_as_the_original() -> None:
    agent = SearchAgent(seed=5, rollouts=12)
    state = unokit.new_game("classic", 2, seed=8, options={"match": "single-round"})
    seen = unokit.view(state, state.current_player)
    agent.choose(seen, optional=False)  # its generator has moved on
    copy = pickle.loads(pickle.dumps(agent))
    assert copy.choose(seen, optional=False) == agent.choose(seen, optional=False)
    assert copy.rng.getstate() == agent.rng.getstate()


def test_simulate_plays_the_same_games_with_search_agents_in_one_process_or_two() -> None:
    search = functools.partial(SearchAgent, rollouts=6, max_steps=40)
    agents: list[str | AgentFactory] = [search, "greedy"]
    alone = unokit.simulate("classic", 2, agents, 4, seed=3, match="single-round", jobs=1)
    assert unokit.simulate("classic", 2, agents, 4, seed=3, match="single-round", jobs=2) == alone
    assert isinstance(make_agent("search", 3), SearchAgent)
    assert unokit.simulate("classic", 2, agents="search,greedy", games=0).agents == (
        "search",
        "greedy",
    )


def test_a_budget_in_milliseconds_alone_still_tries_every_candidate() -> None:
    agent = SearchAgent(seed=1, rollouts=None, milliseconds=0.001)
    state = unokit.new_game("classic", 2, seed=5, options={"match": "single-round"})
    seen = unokit.view(state, state.current_player)
    candidates = agent.candidates(seen)
    results = agent.search(seen, candidates)
    assert [len(result) for result in results] == [2] * len(candidates)


@pytest.mark.parametrize(
    ("budget", "message"),
    [
        ({"rollouts": None}, "give the search a budget: rollouts, milliseconds or both"),
        ({"rollouts": 0}, "rollouts must be a whole number, 1 or more, not 0"),
        ({"rollouts": 2.5}, "rollouts must be a whole number, 1 or more, not 2.5"),
        ({"milliseconds": -3}, "milliseconds must be a number above 0, not -3"),
    ],
)
def test_a_budget_that_is_not_one_is_refused(budget: dict[str, object], message: str) -> None:
    with pytest.raises(AgentError, match=message):
        SearchAgent(**budget)  # type: ignore[arg-type]


def test_the_rollout_agents_move_comes_first_and_each_action_once() -> None:
    state = unokit.new_game("classic", 2, seed=5)
    seen = unokit.view(state, state.current_player)
    candidates = SearchAgent(rollouts=4).candidates(seen)
    assert candidates[0] == GreedyAgent().choose(seen, optional=False)
    assert len(candidates) == len(unokit.group_moves(seen.legal_moves))
    assert all(
        any(move in group for move in candidates) for group in unokit.group_moves(seen.legal_moves)
    )


def test_another_move_is_taken_only_when_it_did_clearly_better_in_the_same_games() -> None:
    agent = SearchAgent(rollouts=4, margin=1.0)
    default = [0.0, 1.0, 0.0, 1.0, 0.0, 1.0]
    slightly = [1.0, 1.0, 0.0, 1.0, 0.0, 1.0]  # one game better: a mean gain of 1/6
    clearly = [1.0, 1.0, 1.0, 1.0, 1.0, 1.0]  # three games better, none worse
    worse = [0.0, 0.0, 0.0, 1.0, 0.0, 1.0]
    assert agent.best([default, slightly]) == 0
    assert agent.best([default, worse, clearly]) == 2
    assert agent.best([default, worse]) == 0


def test_the_margin_grows_with_the_number_of_candidates_compared() -> None:
    agent = SearchAgent(rollouts=4, margin=1.0)
    default = [0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 1.0]
    # Gains 1, 1, 1, 1, 0, 0, 0, -1: 1.43 standard errors better than the default.
    better = [1.0, 1.0, 1.0, 1.0, 0.0, 0.0, 0.0, 0.0]
    assert agent.best([default, better]) == 1  # one other: the margin is 1
    assert agent.best([default, better, default]) == 1  # two others: 1.39
    assert agent.best([default, better, default, default]) == 0  # three: 1.59
    # A candidate tried in fewer than two games is not compared (it has no spread).
    assert agent.best([default, better, default, [1.0]]) == 1


def test_luck_alone_switches_moves_as_seldom_with_many_candidates_as_with_two() -> None:
    # Every candidate wins each drawn game at even odds: none is better, so every switch
    # away from the first is luck. It happens in about 16 % of decisions (the chance of a
    # normal mean beyond one standard error) whether one other candidate or seven are
    # compared; without the correction, seven would pass far more often.
    rng = random.Random(8)
    agent = SearchAgent(rollouts=4, margin=1.0)

    def switches(candidates: int) -> float:
        trials = 1500
        count = 0
        for _ in range(trials):
            results = [[float(rng.random() < 0.5) for _ in range(40)] for _ in range(candidates)]
            count += agent.best(results) != 0
        return count / trials

    assert 0.11 < switches(2) < 0.21
    assert 0.09 < switches(8) < 0.21


def test_halving_keeps_the_rollout_agents_move_and_the_better_half_of_the_others() -> None:
    state = unokit.new_game("classic", 2, seed=11, options={"match": "single-round"})
    seen = unokit.view(state, state.current_player)
    agent = SearchAgent(seed=2, rollouts=60, halving=True)
    candidates = agent.candidates(seen)
    results = agent.search(seen, candidates)
    lengths = [len(result) for result in results]
    assert len(candidates) == 5
    assert sum(lengths) <= 60
    assert lengths[0] == max(lengths)  # the rollout agent's own move is never dropped
    # 60 rollouts in three rounds of about 20: all five candidates, then three, then two.
    assert sorted(lengths) == [4, 4, 11, 20, 20]
    for dropped, count in enumerate(lengths):
        kept = [i for i in range(1, 5) if lengths[i] > count]
        for other in kept:  # dropped for doing worse than every candidate kept, so far
            assert sum(results[other][:count]) >= sum(results[dropped][:count])


def test_a_move_without_alternative_is_made_without_searching() -> None:
    # Seat 0 faces a Draw Two: accepting it is its only move.
    hands = [
        ["R5", "B9", "Y9", "G9", "R9", "Y8", "G8"],
        ["R+2", "B2", "B3", "B4", "B5", "B6", "B7"],
    ]
    deck = stacked_deck(hands, "R1", dealer=0)
    state = unokit.new_game("classic", 2, deck=deck, dealer=0, options={"match": "single-round"})
    state = unokit.apply(state, Move.parse("1 play R+2"))
    seen = unokit.view(state, 0)
    assert seen.legal_moves == (Move.parse("0 accept"),)
    agent = SearchAgent(seed=2, rollouts=30)
    before = agent.rng.getstate()
    assert agent.choose(seen, optional=False) == Move.parse("0 accept")
    assert agent.rng.getstate() == before


def _a_state_to_go_out_from() -> unokit.GameState:
    """The first state of seeded greedy rounds where the mover goes out by choice."""
    for seed in range(50):
        before = unokit.new_game("classic", 2, seed=seed, options={"match": "single-round"})
        for move, after in play_out(before, [GreedyAgent()] * 2, seed=seed):
            seen = unokit.view(before, move.player)
            if after.winner == move.player and len(unokit.group_moves(seen.legal_moves)) > 1:
                return before
            before = after
    raise AssertionError("no such state in 50 rounds")


def test_going_out_scores_a_won_round_in_every_drawn_game() -> None:
    state = _a_state_to_go_out_from()
    seen = unokit.view(state, state.current_player)
    agent = SearchAgent(seed=1, rollouts=20)
    candidates = agent.candidates(seen)
    results = agent.search(seen, candidates)
    out = next(i for i, move in enumerate(candidates) if unokit.apply(state, move).is_over)
    assert results[out] == [1.0] * len(results[out])
    assert agent.choose(seen, optional=False) == candidates[out]


def test_a_rollout_is_worth_a_win_to_one_seat_of_two_and_a_loss_to_the_other() -> None:
    agent = SearchAgent(rollouts=4)
    for seed in range(6):
        first = unokit.new_game("classic", 2, seed=seed, options={"match": "single-round"})
        state = first
        for _move, state in play_out(first, [GreedyAgent()] * 2, seed=seed, max_steps=6):  # noqa: B007
            pass
        worth = [agent._rollout(state, seat, 0, seed) for seat in (0, 1)]
        assert sorted(worth) == [0.0, 1.0]


def test_what_the_search_agent_infers_of_a_greedy_opponent_is_true_of_its_hand() -> None:
    # The greedy agent draws only when it holds nothing it can play, so every lack the
    # agent infers of it must hold of its real hand; and some are inferred.
    inferred = 0
    for game in range(8):
        state = unokit.new_game(players=2, seed=game, options={"match": "single-round"})
        agent = SearchAgent(seed=game, rollouts=8, infer=True)
        for _move, state in play_out(state, [agent, GreedyAgent(game)], seed=game):  # noqa: B020
            if state.is_over or state.current_player != 0 or state.pending is not None:
                continue
            for belief in agent.lacking(unokit.view(state, 0)):
                inferred += 1
                assert sum(card in belief.cards for card in state.hands[1]) <= belief.at_most
    assert inferred > 20


@pytest.mark.slow
def test_a_search_agent_that_infers_pickles_and_plays_every_edition() -> None:
    for edition in unokit.available_editions():
        state = unokit.new_game(edition, 2, seed=3, options={"match": "single-round"})
        agent = pickle.loads(pickle.dumps(SearchAgent(seed=1, rollouts=4, infer=True)))
        last = state
        for _move, last in play_out(state, [agent, GreedyAgent()], seed=2, max_steps=2_000):  # noqa: B007
            pass
        assert last.is_over


class _Watched(SearchAgent):
    """A search agent whose beliefs a test checks against the real game at every search."""

    real: unokit.GameState
    checked = 0
    noted = 0

    def search(self, seen: unokit.SeatView, candidates: Sequence[Move]) -> list[list[float]]:
        # Here the agent has taken in what it sees (and not yet its own move).
        if self._beliefs.shown:
            _Watched.checked += 1
            _Watched.noted += len(self._beliefs.shown)
        assert self.doubts(seen, self.real.hands[1 - seen.seat]) == 0
        return super().search(seen, candidates)


def _play_watched(game: int) -> None:
    state = unokit.new_game(players=2, seed=game, options={"match": "single-round"})
    agent = _Watched(seed=game, rollouts=8, infer=True)
    agents: list[unokit.Agent] = [agent, GreedyAgent()]
    driver = random.Random(game)
    while True:
        agent.real = state
        move = choose_move(state, agents, driver)
        if move is None:
            break
        state = unokit.apply(state, move)


@pytest.mark.slow
def test_every_belief_of_a_search_agent_about_a_greedy_opponent_holds_for_its_real_hand() -> None:
    # Lacks and turns of plays: the greedy agent plays as the rollout agent does, so its
    # real hand breaks none of them, at every decision of 20 heads-up rounds.
    _Watched.checked = _Watched.noted = 0
    for game in range(20):
        _play_watched(game)
    assert _Watched.checked > 100
    assert _Watched.noted > _Watched.checked


def _after_a_wild() -> tuple[SearchAgent, unokit.SeatView]:
    """Seat 0 plays R5 (its one playable card); greedy seat 1, holding no red card and no 5,
    plays its Wild and names blue, the colour it holds most; seat 0's view then."""
    hands = ["R5 G2 G3 G4 G6 G7 Y2", "W B2 B3 B4 B6 Y7 Y8"]
    state = unokit.new_game(
        "classic",
        2,
        deck=full_deck(hands, "R1", dealer=1),
        dealer=1,
        options={"match": "single-round"},
    )
    agent = SearchAgent(seed=4, rollouts=8, infer=True)
    move = agent.choose(unokit.view(state, 0), optional=False)
    assert move == Move.parse("0 play R5")
    state = unokit.apply(state, move)
    reply = GreedyAgent().choose(unokit.view(state, 1), optional=False)
    assert reply == Move.parse("1 play W blue")
    state = unokit.apply(state, reply)
    seen = unokit.view(state, 0)
    agent.choose(seen, optional=False)
    return agent, seen


def test_a_hand_the_greedy_agent_would_not_have_played_the_wild_from_breaks_a_belief() -> None:
    agent, seen = _after_a_wild()
    hand = list(cards("B2 B3 B4 B6 Y7 Y8"))
    assert agent.doubts(seen, hand) == 0  # the real hand
    # Holding a red card, it would have played it on the R5 instead of its Wild...
    assert agent.doubts(seen, [Card.parse("R7"), *hand[1:]]) == 1
    # ...and holding more yellow than blue, it would have named yellow.
    assert agent.doubts(seen, cards("B2 Y3 Y4 Y6 Y7 Y8")) == 1


def test_the_games_a_fitted_search_draws_look_as_the_seat_saw_and_fit_what_it_saw() -> None:
    agent, seen = _after_a_wild()
    rng = random.Random(7)
    plain = determinizer(seen, lacking=agent.lacking(seen))
    fitted = agent.drawer(seen)
    fit = broke = 0
    for _ in range(200):
        game = fitted(rng)
        assert unokit.view(game, 0) == seen
        fit += agent.doubts(seen, game.hands[1]) == 0
        broke += agent.doubts(seen, plain(rng).hands[1]) > 0
    # Uniform deals give seat 1 a red card, a 5 or more yellow than blue most of the time;
    # the fitted ones almost never.
    assert broke > 150
    assert fit > 180


def _bench_search() -> ModuleType:
    return benchmark("bench_search")


def test_the_told_benchmark_deals_the_real_hands_and_plays_its_control_on_the_same_deals() -> None:
    bench = _bench_search()
    state = unokit.new_game(players=2, seed=5, options={"match": "single-round"})
    agent = bench._Told(seed=1, rollouts=4)
    agent.real = state
    game = agent.drawer(unokit.view(state, 0))(random.Random(2))
    assert sorted(map(str, game.hands[1])) == sorted(map(str, state.hands[1]))
    wins, control = bench.told("classic", 2, 3, {"rollouts": 4}, 0)
    greedy = searched = 0
    for index in range(3):
        deal = derive_seed(0, "told", "classic", 2, index)
        last = start = unokit.new_game(players=2, seed=deal, options={"match": "single-round"})
        for _move, last in play_out(start, [GreedyAgent(), GreedyAgent()], seed=deal):  # noqa: B007
            pass
        greedy += last.winner == 0
        told = bench._Told(seed=deal, rollouts=4)
        told.real = last = start
        for _move, last in play_out(start, [told, GreedyAgent()], seed=deal):
            told.real = last
        searched += last.winner == 0
    assert control == greedy
    assert wins == searched


def test_a_told_agent_with_wrong_cards_draws_hands_all_but_that_many_right() -> None:
    bench = _bench_search()
    state = unokit.new_game(players=2, seed=5, options={"match": "single-round"})
    seen = unokit.view(state, 0)
    agent = bench._Told(seed=1, rollouts=4)
    agent.real, agent.wrong = state, 2
    draw = agent.drawer(seen)
    rng = random.Random(3)
    real = Counter(state.hands[1])
    wrong = []
    for _ in range(50):
        game = draw(rng)
        assert unokit.view(game, 0) == seen
        wrong.append(sum((real - Counter(game.hands[1])).values()))
    # Two swaps: two cards wrong, one when both take the same place of the hand (one time in
    # seven) or a swap brings an identical copy.
    assert max(wrong) == 2
    assert wrong.count(2) > 30


def test_a_told_agent_told_only_small_hands_deals_larger_ones_at_random() -> None:
    bench = _bench_search()
    state = unokit.new_game(players=2, seed=5, options={"match": "single-round"})
    seen = unokit.view(state, 0)
    rng = random.Random(3)
    for at_most, told in ((6, False), (7, True)):
        agent = bench._Told(seed=1, rollouts=4)
        agent.real, agent.at_most = state, at_most
        draw = agent.drawer(seen)
        hands = [Counter(draw(rng).hands[1]) for _ in range(20)]
        assert all(hand == Counter(state.hands[1]) for hand in hands) is told


def test_the_hits_benchmark_counts_the_drawn_games_that_deal_the_real_small_hands() -> None:
    bench = _bench_search()

    class Told(bench._Watched, bench._Told):  # type: ignore[name-defined,misc]
        """Draws the real hands: every game it draws is a hit."""

    start = unokit.new_game(players=2, seed=5, options={"match": "single-round"})
    agent = Told(seed=1, rollouts=4)
    agent.real = start
    for _move, state in play_out(start, [agent, GreedyAgent()], seed=5):
        agent.real = state
        if agent.hits:
            break
    ((size, (checked, own, uniform)),) = agent.hits.items()
    assert size <= 3
    assert checked == 1
    assert own == bench._Watched.samples
    assert uniform < own


def test_the_told_run_changes_are_refused_without_a_told_run(
    capsys: pytest.CaptureFixture[str],
) -> None:
    bench = _bench_search()
    for given in (["--wrong", "1"], ["--at-most", "2"]):
        with pytest.raises(SystemExit) as stopped:
            bench.main(["--only", "classic:2", *given])
        assert stopped.value.code == 2
        assert "give --told N as well" in capsys.readouterr().err


def test_a_run_with_no_speed_rounds_times_nothing(
    capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    bench = _bench_search()
    out = tmp_path / "runs.jsonl"
    given = ["--only", "classic:2", "--games", "2", "--chunk", "2", "--rollouts", "4"]
    assert bench.main([*given, "--speed-rounds", "0", "--out", str(out)]) == 0
    rows = [json.loads(line) for line in out.read_text(encoding="utf-8").splitlines()]
    assert [row["kind"] for row in rows] == ["games"]
    assert "| not timed | not timed |" in capsys.readouterr().out
    with pytest.raises(SystemExit) as stopped:
        bench.main([*given, "--speed-rounds", "-1", "--out", str(out)])
    assert stopped.value.code == 2
    assert "--speed-rounds must be 0 (time nothing) or more" in capsys.readouterr().err
