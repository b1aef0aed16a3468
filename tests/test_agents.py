"""Agents and the driver that lets them play (unokit.agents), and unokit.simulate."""

from __future__ import annotations

import random

import pytest

import unokit
from tests.helpers import game, play, with_hands
from unokit import CallUno, Card, CatchUno, Color, Draw, GameState, Move, Play, SeatView
from unokit.agents import (
    Agent,
    AgentError,
    GreedyAgent,
    RandomAgent,
    choose_move,
    make_agent,
    obliged_seat,
    play_out,
    seats_to_ask,
)
from unokit.scale.simulation import derive_seed, wilson_interval


class Recording:
    """An agent that notes every question and answers with a fixed policy."""

    def __init__(self, answer: str = "first") -> None:
        self.asked: list[tuple[int, bool]] = []
        self.answer = answer

    def choose(self, seen: SeatView, *, optional: bool) -> Move | None:
        self.asked.append((seen.seat, optional))
        if self.answer == "none" or (self.answer == "decline" and optional):
            return None
        if self.answer == "foreign":
            return unokit.Draw((seen.seat + 1) % seen.players)
        return seen.legal_moves[0]


def exposed_state() -> GameState:
    """A 3-player state where a player forgot to call UNO (found by forgetful random play)."""
    for seed in range(200):
        state = unokit.new_game("classic", players=3, seed=seed)
        chooser = random.Random(seed)
        for _ in range(400):
            legal = unokit.legal_moves(state)
            forgetful = [m for m in legal if isinstance(m, Play) and not m.uno]
            state = unokit.apply(state, chooser.choice(forgetful or list(legal)))
            if state.uno_exposed:
                return state
            if state.round_over or state.is_over:
                break
    raise AssertionError("no state with a missed UNO call found")


def test_only_the_player_to_act_is_asked_in_a_normal_turn() -> None:
    state = unokit.new_game("classic", players=3, seed=5)
    agents = [Recording(), Recording(), Recording()]
    move = choose_move(state, agents, random.Random(0))
    assert move == unokit.legal_moves(state)[0]
    assert obliged_seat(state) == state.current_player
    assert seats_to_ask(state) == ()
    asked = [call for agent in agents for call in agent.asked]
    assert asked == [(state.current_player, False)]


def test_out_of_turn_seats_are_asked_first_and_may_decline() -> None:
    state = exposed_state()
    assert len(state.uno_exposed) == 1
    others = seats_to_ask(state)
    assert set(others) == set(range(3)) - {state.current_player}
    decliners = [Recording("decline") for _ in range(3)]
    move = choose_move(state, decliners, random.Random(0))
    # Everyone out of turn declined: the player to act moves, asked last and not optional.
    assert move is not None
    assert move.player == state.current_player
    assert decliners[state.current_player].asked == [(state.current_player, False)]
    for seat in others:
        assert decliners[seat].asked == [(seat, True)]


def test_an_out_of_turn_proposal_wins_and_the_player_to_act_waits() -> None:
    state = exposed_state()
    agents = [Recording() for _ in range(3)]
    move = choose_move(state, agents, random.Random(0))
    assert move is not None
    assert move.player != state.current_player
    assert isinstance(move, (unokit.CatchUno, unokit.CallUno))
    assert agents[state.current_player].asked == []


def test_races_are_drawn_by_the_driver_seed_and_repeat() -> None:
    state = exposed_state()
    chosen = {
        choose_move(state, [Recording() for _ in range(3)], random.Random(seed))
        for seed in range(20)
    }
    assert len(chosen) == 2  # both out-of-turn seats win some races
    again = choose_move(state, [Recording() for _ in range(3)], random.Random(3))
    assert again == choose_move(state, [Recording() for _ in range(3)], random.Random(3))


def test_agents_breaking_the_protocol_are_refused() -> None:
    state = unokit.new_game("classic", players=2, seed=5)
    with pytest.raises(AgentError, match="must move"):
        choose_move(state, [Recording("none"), Recording("none")], random.Random(0))
    with pytest.raises(AgentError, match="not one of its moves"):
        choose_move(state, [Recording("foreign"), Recording("foreign")], random.Random(0))
    with pytest.raises(AgentError, match="one per seat"):
        next(play_out(state, [GreedyAgent()]))
    with pytest.raises(AgentError, match="no agent called"):
        make_agent("clever", 1)


def test_agents_choose_only_their_own_legal_moves_through_whole_games() -> None:
    for edition in ["classic", "friends", "party"]:
        state = unokit.new_game(edition, players=3, seed=11, options={"match": "single-round"})
        agents: list[Agent] = [GreedyAgent(), RandomAgent(1), RandomAgent(2)]
        for move, after in play_out(state, agents, seed=11, max_steps=5000):
            assert isinstance(move, Move)
            state = after
        assert state.is_over, edition


def test_play_out_is_deterministic_for_a_seed() -> None:
    def game(seed: int) -> list[Move]:
        state = unokit.new_game("classic", players=4, seed=seed)
        agents: list[Agent] = [GreedyAgent(), RandomAgent(seed), RandomAgent(seed + 1)]
        agents.append(RandomAgent(seed + 2))
        return [move for move, _ in play_out(state, agents, seed=seed, max_steps=300)]

    assert game(8) == game(8)
    assert game(8) != game(9)


def greedy_table(seat0: list[str]) -> GameState:
    """Two players, seat 1 deals: seat 0 gets ``seat0`` and acts first on a R9."""
    seat1 = ["Y1", "Y2", "Y3", "Y4", "Y5", "Y6", "Y7"]
    deck = [card for pair in zip(seat0, seat1, strict=True) for card in pair]
    deck += ["R9", "G5", "G6", "G7", "G8", "G9"]
    state = unokit.new_game("classic", players=2, deck=deck, dealer=1)
    assert state.current_player == 0
    assert state.hands[0] == tuple(map(unokit.Card.parse, seat0))
    return state


def greedy_move(state: GameState) -> Move | None:
    return GreedyAgent().choose(unokit.view(state, state.current_player), optional=False)


def test_greedy_sheds_high_cards_and_keeps_wilds() -> None:
    state = greedy_table(["R2", "W", "B7", "B8", "B6", "G1", "RS"])
    assert greedy_move(state) == Play(0, unokit.Card.parse("RS"))  # 20 points before 2
    state = greedy_table(["R2", "W", "B7", "B8", "B6", "G1", "G2"])
    assert greedy_move(state) == Play(0, unokit.Card.parse("R2"))  # the Wild is kept


def test_greedy_names_the_colour_it_holds_most_and_never_bluffs() -> None:
    state = greedy_table(["W", "B7", "B8", "B6", "G1", "G2", "Y3"])
    # No red card: the Wild, naming blue (three blue cards).
    assert greedy_move(state) == Play(0, unokit.Card.parse("W"), unokit.Color.BLUE)
    state = greedy_table(["W+4", "B7", "B8", "B6", "G1", "G2", "R3"])
    assert greedy_move(state) == Play(0, unokit.Card.parse("R3"))
    state = greedy_table(["W+4", "B7", "B8", "B6", "G1", "G2", "Y3"])
    assert greedy_move(state) == Play(0, unokit.Card.parse("W+4"), unokit.Color.BLUE)


def blue_hand_on_a_red_nine(following: str) -> GameState:
    """Seat 0 to play on a R9 holding RS, B9 and seven more blue cards; seat 1 ``following``.

    The opening Draw Two gives seat 0 two more cards (nine: eight of them blue), seat 1
    plays the R9; seat 1 then holds the cards given, as after earlier plays.
    """
    seat0 = ["RS", "B9", "B1", "B2", "B3", "B4", "B5"]
    seat1 = ["R9", "Y1", "Y2", "Y3", "Y4", "Y5", "Y6"]
    state = game([seat0, seat1], "R+2", ["B6", "B7", "G1", "G2"], dealer=1)
    state = play(state, "0 accept", "1 play R9")
    state = with_hands(state, ["RS B9 B1 B2 B3 B4 B5 B6 B7", following])
    assert state.current_player == 0
    return state


def test_greedy_hits_a_next_player_close_to_going_out_with_an_action_card() -> None:
    greedy = GreedyAgent()
    # B9 sheds 9 points from the colour held most (eight blue cards), RS 20 points from a
    # colour held once: the B9 scores a little higher, while seat 1 is not close to going out.
    far = blue_hand_on_a_red_nine("Y1 Y2 Y3")
    assert greedy_move(far) == Play(0, unokit.Card.parse("B9"))
    assert greedy.choose_in(far, 0) == Play(0, unokit.Card.parse("B9"))
    # With two cards left, seat 1 is hit with the Skip, through the view and the state alike.
    close = blue_hand_on_a_red_nine("Y1 Y2")
    assert greedy_move(close) == Play(0, unokit.Card.parse("RS"))
    assert greedy.choose_in(close, 0) == Play(0, unokit.Card.parse("RS"))


def test_greedy_plays_an_honest_wild_draw_four_at_a_next_player_close_to_going_out() -> None:
    # No red card, so the Wild Draw Four is no bluff; the B9 matches the R9 by number.
    hand = ["W+4", "B9", "G1", "G2", "Y3", "Y4", "Y5"]
    state = greedy_table(hand)
    assert greedy_move(state) == Play(0, unokit.Card.parse("B9"))  # the Wild is kept
    close = with_hands(state, [" ".join(hand), "Y1 Y2"])
    wild_draw_four = Play(0, unokit.Card.parse("W+4"), unokit.Color.YELLOW)
    assert greedy_move(close) == wild_draw_four
    assert GreedyAgent().choose_in(close, 0) == wild_draw_four


def test_greedy_always_calls_uno() -> None:
    state = unokit.new_game("classic", players=3, seed=21, options={"match": "single-round"})
    before = state
    seen_calls = 0
    for move, after in play_out(state, [GreedyAgent(), GreedyAgent(), GreedyAgent()], seed=1):
        if isinstance(move, Play) and len(before.hands[move.player]) == 2:
            assert move.uno
            seen_calls += 1
        assert after.uno_exposed == ()
        before = after
    assert seen_calls >= 1


def test_greedy_catches_and_calls_uno_out_of_turn() -> None:
    state = exposed_state()
    (exposed,) = state.uno_exposed
    for seat in seats_to_ask(state):
        move = GreedyAgent().choose(unokit.view(state, seat), optional=True)
        if seat == exposed:
            assert move == unokit.CallUno(seat)
        else:
            assert move == unokit.CatchUno(seat, exposed)


def test_random_agent_is_seeded() -> None:
    state = unokit.new_game("classic", players=2, seed=3)
    seen = unokit.view(state, state.current_player)
    first = [RandomAgent(4).choose(seen, optional=False) for _ in range(3)]
    assert len(set(first)) == 1
    picks = {RandomAgent(seed).choose(seen, optional=True) for seed in range(40)}
    assert None in picks
    assert len(picks) > 2


def test_greedy_beats_random_in_four_player_classic_rounds() -> None:
    result = unokit.simulate(
        "classic", 4, agents=["greedy", "random"], games=200, seed=2026, match="single-round"
    )
    assert result.agents == ("greedy", "random", "random", "random")
    assert result.count == 200
    assert sum(result.wins) == 200
    assert result.unfinished == 0
    rate, low, _high = result.win_rate(0)
    assert low > 0.25, f"greedy won {rate:.1%} (95% CI from {low:.1%}): not above 25%"


def test_simulation_statistics_add_up() -> None:
    result = unokit.simulate(
        "friends",
        3,
        agents="random",
        games=12,
        seed=4,
        match="standard",
        options={"target_score": 100},
    )
    assert result.count == 12
    assert result.agents == ("random",) * 3
    assert sum(result.wins) == 12 - result.unfinished
    assert result.agent_wins == {"random": 12 - result.unfinished}
    assert sum(result.end_reasons.values()) == 12
    assert result.mean_steps == sum(result.steps) / 12
    quantiles = result.step_quantiles
    assert quantiles["min"] <= quantiles["median"] <= quantiles["max"] == max(result.steps)
    data = result.to_dict()
    assert data["wins"] == list(result.wins)
    assert len(data["per_game"]) == 12


def test_simulation_is_the_same_for_any_number_of_processes() -> None:
    one = unokit.simulate(players=3, games=6, seed=9, match="single-round", jobs=1)
    two = unokit.simulate(players=3, games=6, seed=9, match="single-round", jobs=2)
    assert one == two
    assert one != unokit.simulate(players=3, games=6, seed=10, match="single-round")


def test_simulation_step_limit_and_bad_arguments() -> None:
    result = unokit.simulate(players=2, games=2, seed=1, max_steps=3)
    assert result.unfinished == 2
    assert result.end_reasons == {"step limit": 2}
    assert result.wins == (0, 0)
    assert result.steps == (3, 3)
    with pytest.raises(unokit.UnknownEditionError):
        unokit.simulate("nope", games=1)
    with pytest.raises(AgentError, match="at most one per seat"):
        unokit.simulate(players=2, agents="greedy,random,random", games=1)
    with pytest.raises(ValueError, match="jobs"):
        unokit.simulate(games=1, jobs=0)
    with pytest.raises(unokit.SetupError):
        unokit.simulate(players=1, games=1)


def test_seeds_and_intervals() -> None:
    assert derive_seed(1, "game", 0) != derive_seed(1, "game", 1)
    assert 0 <= derive_seed(5) < 2**63
    rate, low, high = wilson_interval(0, 10)
    assert rate == 0
    assert low == 0
    assert 0.25 < high < 0.35
    assert wilson_interval(0, 0) == (0.0, 0.0, 1.0)


# -- group_moves: the grouped view of the legal moves ------------------------------------


def test_group_moves_puts_the_variants_of_an_action_together_in_order() -> None:
    wild, g4 = Card(None, "W"), Card(Color.GREEN, "4")
    moves = (
        Play(0, wild, Color.RED),
        Play(0, g4),
        Play(0, wild, Color.BLUE),
        Play(0, g4, uno=True),
        Draw(0),
        CatchUno(0, 2),
        CatchUno(0, 3),
        CallUno(2),
    )
    assert unokit.group_moves(moves) == (
        (Play(0, wild, Color.RED), Play(0, wild, Color.BLUE)),
        (Play(0, g4), Play(0, g4, uno=True)),
        (Draw(0),),
        (CatchUno(0, 2),),
        (CatchUno(0, 3),),
        (CallUno(2),),
    )
    assert unokit.group_moves(()) == ()


def _action(move: Move) -> tuple[object, ...]:
    return (type(move), move.player, getattr(move, "card", None), getattr(move, "target", None))


def test_group_moves_covers_every_legal_move_once_in_every_edition() -> None:
    for edition in ("classic", "friends", "party"):
        chooser = random.Random(3)
        state = unokit.new_game(edition, 4, seed=3, options={"match": "single-round"})
        while not state.is_over:
            legal = unokit.legal_moves(state)
            groups = unokit.group_moves(legal)
            positions = [[legal.index(move) for move in group] for group in groups]
            assert sorted(i for group in positions for i in group) == list(range(len(legal)))
            assert all(group == sorted(group) for group in positions)
            assert [group[0] for group in positions] == sorted(group[0] for group in positions)
            assert all(len({_action(move) for move in group}) == 1 for group in groups)
            assert len({_action(group[0]) for group in groups}) == len(groups)
            state = unokit.apply(state, chooser.choice(legal))
