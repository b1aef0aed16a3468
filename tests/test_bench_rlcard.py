"""``benchmarks/bench_rlcard.py``'s random players and its ``--shape`` (what its games are made of).

The benchmark's timings are not tested (they are figures, not facts); what it plays is: the
plays-first player never draws while something else is listed, the uniform player draws
uniformly among the legal moves, a run times both (plays-first first) and UNO Party! at 10
players against RLCard's 10, ``--shape`` counts the games it is given; counts below 1 are
refused and Ctrl-C keeps what was printed.
"""

from __future__ import annotations

import random
from types import ModuleType

import pytest

import unokit
from tests.helpers import benchmark, game
from unokit import Draw, Play


@pytest.fixture
def bench() -> ModuleType:
    return benchmark("bench_rlcard")


def _deal(hand: str) -> unokit.GameState:
    """Seat 1 to play ``hand`` on a red 5, a card left to draw."""
    return game([["Y1", "Y2", "Y3", "Y4", "Y6", "Y8", "Y9"], hand.split()], "R5", ["B9"])


def _choices(bench: ModuleType, state: unokit.GameState, policy: str) -> list[unokit.Move]:
    bench.POLICY[0] = policy
    moves = unokit.legal_moves(state)
    return [bench.chooser(seed)(moves) for seed in range(200)]


def test_the_uniform_player_is_random_choice_seeded_by_the_game(bench: ModuleType) -> None:
    # Seat 1 holds R7 (plays on R5) and six cards that do not: Play R7 or Draw.
    state = _deal("R7 B3 G4 B1 B2 G1 G2")
    moves = unokit.legal_moves(state)
    assert {type(move) for move in moves} == {Play, Draw}
    chosen = _choices(bench, state, "uniform")
    assert chosen == [random.Random(seed).choice(moves) for seed in range(200)]
    assert 60 < sum(type(move) is Draw for move in chosen) < 140


def test_the_plays_first_player_draws_only_when_nothing_else_is_listed(
    bench: ModuleType,
) -> None:
    can_play = _deal("R7 B3 R2 B1 B2 G1 G2")
    chosen = _choices(bench, can_play, "plays-first")
    assert {str(move) for move in chosen} == {"1 play R7", "1 play R2"}
    assert 60 < sum(move.card.rank == "7" for move in chosen) < 140  # type: ignore[attr-defined]
    stuck = _deal("G7 B3 G4 B1 B2 G1 G2")
    assert [type(move) for move in unokit.legal_moves(stuck)] == [Draw]
    assert {type(move) for move in _choices(bench, stuck, "plays-first")} == {Draw}


def test_the_plays_first_player_chooses_uniformly_among_the_plays(bench: ModuleType) -> None:
    # It draws among all the moves first and again among the plays only after a draw: each
    # of the 3 plays must still come 1 time in 3 (a second draw always taking the first
    # play would give R7 half the games). 3,000 seeded games: the same counts every run.
    state = _deal("R7 R2 R3 B1 B2 G1 G2")
    moves = unokit.legal_moves(state)
    assert sorted(type(move).__name__ for move in moves) == ["Draw", "Play", "Play", "Play"]
    bench.POLICY[0] = "plays-first"
    chosen = [str(bench.chooser(seed)(moves)) for seed in range(3000)]
    counts = {play: chosen.count(play) for play in ("1 play R7", "1 play R2", "1 play R3")}
    assert sum(counts.values()) == 3000, counts
    assert all(900 < count < 1100 for count in counts.values()), counts


def test_the_shape_counts_the_steps_hands_and_moves_of_the_games(bench: ModuleType) -> None:
    bench.POLICY[0] = "uniform"
    games, steps, cards, listed = bench.unokit_shape("classic", 2, 3)
    played = hands = moves = 0
    for seed in range(3):
        choice = random.Random(seed).choice
        state = unokit.new_game("classic", 2, seed=seed, options={"match": "single-round"})
        while not state.is_over:
            hands += len(state.hands[state.current_player])
            moves += len(unokit.legal_moves(state))
            state = unokit.apply(state, choice(unokit.legal_moves(state)))
            played += 1
    assert (games, steps, cards, listed) == (3, played, hands, moves)
    # A player that plays whenever it can ends its games far sooner (measured: 82 steps a
    # game against 984 at four players).
    bench.POLICY[0] = "plays-first"
    assert bench.unokit_shape("classic", 2, 3)[1] < steps / 3


def test_the_shape_option_prints_a_row_for_each_library(
    bench: ModuleType, capsys: pytest.CaptureFixture[str]
) -> None:
    bench.main(["--shape", "2", "--only", "classic:2", "--policy", "plays-first"])
    out = capsys.readouterr().out
    assert "classic 2 players; unokit's random player: plays-first" in out
    row = next(line for line in out.splitlines() if line.startswith("unokit "))
    assert row.split()[1] == "2"  # games
    # RLCard's row, or why there is none (RLCard is a benchmark extra, not a test one).
    assert any(line.startswith("RLCard ") for line in out.splitlines()) or (
        "RLCard is not installed" in out
    )


def test_party_is_compared_at_ten_players_and_timed_alone_at_sixteen(bench: ModuleType) -> None:
    assert ("party", 10, 10) in bench.CONFIGS
    assert ("party", 16, None) in bench.CONFIGS
    assert all(rl is None or rl == players for _, players, rl in bench.CONFIGS)
    assert bench.POLICIES == ("plays-first", "uniform")  # the headline player first


def test_a_run_times_both_players_and_each_game_s_setup_apart(
    bench: ModuleType, capsys: pytest.CaptureFixture[str]
) -> None:
    chunk = bench.unokit_runner("classic", 2, "plays-first")(0.02, 0)
    games, steps, turns, seconds, setup = chunk
    assert games >= 1
    assert steps >= turns >= games
    assert 0 < setup < seconds
    assert bench.main(["--only", "classic:2", "--pairs", "1", "--seconds", "0.02"]) == 0
    out = capsys.readouterr().out
    assert "unokit's random players: plays-first, uniform" in out
    rows = [line.split()[:2] for line in out.splitlines() if line.startswith("unokit ")]
    assert rows[:2] == [["unokit", "plays-first"], ["unokit", "uniform"]]
    assert "setup µs/game" in out
    if "RLCard is not installed" not in out:  # RLCard is a benchmark extra, not a test one
        assert out.index("unokit plays-first / RLCard:") < out.index("unokit uniform / RLCard:")
        assert "steps/s without setup" in out


@pytest.mark.parametrize(
    ("given", "said"),
    [
        (["--shape", "0"], "argument --shape: '0': give 1 or more"),
        (["--pairs", "x"], "argument --pairs: 'x' is not a whole number"),
        (["--seconds", "-1"], "argument --seconds: must be above 0 seconds and finite, not -1"),
    ],
)
def test_counts_and_lengths_below_one_are_refused(
    bench: ModuleType, capsys: pytest.CaptureFixture[str], given: list[str], said: str
) -> None:
    with pytest.raises(SystemExit) as exit_:
        bench.main(given)
    assert exit_.value.code == 2
    assert said in capsys.readouterr().err


def test_ctrl_c_says_what_was_finished(
    bench: ModuleType, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    shown: list[str] = []

    def shape(edition: str, players: int, rl_players: int, games: int) -> None:
        if shown:
            raise KeyboardInterrupt
        shown.append(edition)

    monkeypatch.setattr(bench, "shape", shape)
    assert bench.main(["--shape", "1", "--only", "classic:2", "--only", "classic:4"]) == 130
    assert shown == ["classic"]
    assert "interrupted: the configurations printed above are complete" in capsys.readouterr().err


def test_a_chunk_keeps_one_player_for_its_games_and_counts_the_same_games_turns(
    bench: ModuleType, monkeypatch: pytest.MonkeyPatch
) -> None:
    made: list[int] = []
    real = bench.chooser

    def counted(seed: int, policy: str | None = None) -> object:
        made.append(seed)
        return real(seed, policy)

    monkeypatch.setattr(bench, "chooser", counted)
    games, steps, turns, _, _ = bench.unokit_runner("classic", 2, "plays-first")(0.05, 40)
    assert games >= 2
    # Made once for the chunk's games (as RLCard's loop keeps one), once for the untimed
    # replay that counts their turns; seeded by the chunk's first seed both times.
    assert made == [40, 40]
    # The replay is of the very games played: counted again by hand from the same seeds.
    choice = real(40, "plays-first")
    again_steps = again_turns = 0
    for seed in range(40, 40 + games):
        state = unokit.new_game("classic", 2, seed=seed, **bench.SETUP)
        while not state.is_over:
            move = choice(unokit.legal_moves(state))
            again_turns += state.pending is None and move.begins_turn
            state = unokit.apply(state, move)
            again_steps += 1
    assert (again_steps, again_turns) == (steps, turns)
