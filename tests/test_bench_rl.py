"""``benchmarks/bench_rl.py``'s random agents: uniform over the mask, or plays first.

The benchmark's timings are not tested (they are figures, not facts); what its agents
choose is.
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
    both = np.array([3, draw, 40], dtype=np.intp)
    assert bench.plays_first(both, draw).tolist() == [3, 40]
    alone = np.array([draw], dtype=np.intp)
    assert bench.plays_first(alone, draw).tolist() == [draw]


def test_plays_first_episodes_are_shorter_than_uniform_ones(bench: ModuleType) -> None:
    uniform = bench.unokit_episodes(4, 2)
    bench.POLICY[0] = "plays-first"
    played = bench.unokit_episodes(4, 2)
    # Measured: about 1,950 steps an episode against 100 (bench_rl.py's own output).
    assert played[:1] == uniform[:1] == (2,)
    assert played[1] * 4 < uniform[1]


def test_the_run_says_its_agent_and_stops_on_ctrl_c(
    bench: ModuleType, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    played: list[int] = []
    episodes = bench.unokit_episodes

    def once_then_interrupted(players: int, count: int, first_seed: int = 0) -> object:
        if len(played) == 2:  # the warm-up, then one repetition
            raise KeyboardInterrupt
        played.append(first_seed)
        return episodes(players, count, first_seed)

    monkeypatch.setattr(bench, "unokit_episodes", once_then_interrupted)
    monkeypatch.setattr(bench, "rlcard_runner", lambda: "RLCard is not installed (test)")
    given = ["--policy", "plays-first", "--reps", "3", "--unokit-episodes", "1"]
    assert bench.main(given) == 130
    out, err = capsys.readouterr()
    assert "unokit's random agent: plays-first" in out
    assert "median of 1 reps" in out
    assert "interrupted after 1 of 3 repetitions" in err


def test_counts_below_one_are_refused(
    bench: ModuleType, capsys: pytest.CaptureFixture[str]
) -> None:
    with pytest.raises(SystemExit) as exit_:
        bench.main(["--reps", "0"])
    assert exit_.value.code == 2
    assert "argument --reps: '0': give 1 or more" in capsys.readouterr().err
