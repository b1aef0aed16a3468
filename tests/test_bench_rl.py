"""``benchmarks/bench_rl.py``'s random agents: plays first, or uniform over the mask.

The benchmark's timings are not tested (they are figures, not facts); what its agents
choose and what a run prints are.
"""

from __future__ import annotations

from types import ModuleType

import numpy as np
import pytest

import unokit
import unokit.rl
from tests.helpers import benchmark


@pytest.fixture
def bench() -> ModuleType:
    return benchmark("bench_rl")


def test_a_plays_first_agent_keeps_the_draw_for_when_nothing_else_is_listed(
    bench: ModuleType,
) -> None:
    game = unokit.rl.env("classic", 4)
    draw = game.space.head(unokit.Draw(0), 4)
    assert bench.plays_first([3, draw, 40], draw) == [3, 40]
    assert bench.plays_first([draw], draw) == [draw]
    assert bench.POLICIES == ("plays-first", "uniform")  # the headline agent first


def test_the_agents_of_many_tables_choose_legal_ids_and_play_first_alike(
    bench: ModuleType,
) -> None:
    draw = 62
    masks = np.zeros((3, 85), dtype=np.int8)
    masks[0, [3, draw, 40]] = 1
    masks[1, [draw]] = 1
    masks[2, [5, 84]] = 1
    rng = np.random.default_rng(0)
    chosen = [bench.choose_at_once(rng, masks, draw).tolist() for _ in range(200)]
    assert {row[0] for row in chosen} == {3, 40}
    assert {row[1] for row in chosen} == {draw}
    assert {row[2] for row in chosen} == {5, 84}
    uniform = [bench.choose_at_once(rng, masks, None)[0] for _ in range(300)]
    assert set(uniform) == {3, draw, 40}
    # Uniformly among them: 3,000 seeded choices of each row (the same counts every run),
    # each id's share within 2.5 standard deviations of its expected count.
    many = np.array([bench.choose_at_once(rng, masks, draw) for _ in range(3000)])
    assert 1415 < np.count_nonzero(many[:, 0] == 3) < 1585  # 1,500 +- 2.5 * 27.4
    assert 1415 < np.count_nonzero(many[:, 2] == 5) < 1585
    many = np.array([bench.choose_at_once(rng, masks, None)[0] for _ in range(3000)])
    for legal in (3, draw, 40):
        assert 936 < np.count_nonzero(many == legal) < 1064  # 1,000 +- 2.5 * 25.8


def test_plays_first_episodes_are_shorter_than_uniform_ones(bench: ModuleType) -> None:
    # A chunk of no time plays one whole episode, whatever the clock says.
    played = bench.unokit_runner(4, "plays-first")(1e-9, 0)
    uniform = bench.unokit_runner(4, "uniform")(1e-9, 0)
    assert played[0] == uniform[0] == 1
    # Measured: about 2,000 steps an episode against 100 (bench_rl.py's own output); the
    # first episodes: 163 against 598.
    assert played[1] * 2 < uniform[1]
    assert 0 < played[3] < played[2]  # the reset is timed apart, within the chunk


def test_the_run_says_its_agents_and_stops_on_ctrl_c(
    bench: ModuleType, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    runner = bench.unokit_runner
    rounds: list[int] = []

    def interrupted_in_the_second_round(players: int, policy: str) -> object:
        run = runner(players, policy)

        def chunk(seconds: float, first_seed: int) -> object:
            if first_seed == 1000:  # the second round
                raise KeyboardInterrupt
            rounds.append(first_seed)
            return run(1e-9, first_seed)

        return chunk

    monkeypatch.setattr(bench, "unokit_runner", interrupted_in_the_second_round)
    monkeypatch.setattr(bench, "rlcard_runner", lambda: "RLCard is not installed (test)")
    assert bench.main(["--reps", "3", "--tables", "0"]) == 130
    out, err = capsys.readouterr()
    assert "unokit's random agents: plays-first, uniform" in out
    assert "medians of 1 rounds" in out
    rows = [line.split()[:3] for line in out.splitlines() if line.startswith("unokit AEC")]
    assert rows == [["unokit", "AEC", "plays-first"], ["unokit", "AEC", "uniform"]]
    assert "interrupted after 1 of 3 rounds" in err


def test_a_run_times_many_tables_too(
    bench: ModuleType, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(bench, "rlcard_runner", lambda: "RLCard is not installed (test)")
    given = ["--reps", "1", "--seconds", "0.01", "--tables", "4", "--policy", "plays-first"]
    assert bench.main(given) == 0
    out = capsys.readouterr().out
    assert "unokit's vector environment: 4 tables, self-play" in out
    row = next(line for line in out.splitlines() if line.startswith("unokit vector"))
    assert row.split()[:3] == ["unokit", "vector", "plays-first"]
    assert row.split()[6] == "-"  # its tables deal inside step: no setup apart


def test_counts_below_one_are_refused(
    bench: ModuleType, capsys: pytest.CaptureFixture[str]
) -> None:
    with pytest.raises(SystemExit) as exit_:
        bench.main(["--reps", "0"])
    assert exit_.value.code == 2
    assert "argument --reps: '0': give 1 or more" in capsys.readouterr().err
