"""A slice of the soak (``benchmarks/soak.py``): random games of every edition, no errors.

The full soak plays 100,000 games outside CI; this runs the same script on 200 of them, one
per (edition, player count, option set) combination and then some, so that the script
itself keeps working and the slice is checked on every change.
"""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent


def soak(out: Path, *arguments: str) -> subprocess.CompletedProcess[str]:
    """Run ``benchmarks/soak.py`` on one process, failing records written under ``out``."""
    command = [sys.executable, str(ROOT / "benchmarks" / "soak.py"), "--jobs", "1"]
    return subprocess.run(
        [*command, "--out", str(out), *arguments],
        capture_output=True,
        text=True,
        timeout=600,
        check=False,
    )


@pytest.mark.slow
def test_a_slice_of_the_soak_has_no_errors(tmp_path: Path) -> None:
    out = tmp_path / "failures"
    done = soak(out, "--games", "200")
    assert done.returncode == 0, done.stdout + done.stderr
    assert "soak: 200 games" in done.stdout
    assert "errors: 0" in done.stdout
    for edition in ("classic", "friends", "party", "seven-o"):
        assert f"| {edition} |" in done.stdout
    assert not out.exists()


def test_the_soak_reports_a_failing_game_with_its_record(tmp_path: Path) -> None:
    # --max-steps 5 makes every game "endless": each is reported, with a record to replay.
    out = tmp_path / "failures"
    done = soak(out, "--games", "3", "--max-steps", "5")
    assert done.returncode == 1
    assert "errors: 3" in done.stdout
    assert "not over after 5 moves" in done.stdout
    records = sorted(out.glob("game-*.uno"))
    assert [path.name for path in records] == ["game-0.uno", "game-1.uno", "game-2.uno"]
    assert "[Edition " in records[0].read_text(encoding="utf-8")


@pytest.mark.usefixtures("local_ray")
def test_the_soak_on_ray_finds_the_same_as_one_process(tmp_path: Path) -> None:
    # The script joins the test session's Ray through its address, as it would a cluster.
    import ray

    address = ray.get_runtime_context().gcs_address
    alone = soak(tmp_path / "alone", "--games", "60", "--quiet")
    on_ray = soak(tmp_path / "ray", "--games", "60", "--backend", "ray", "--address", address)
    assert on_ray.returncode == alone.returncode == 0, on_ray.stderr
    assert "soak: 60 games" in on_ray.stdout
    assert "on Ray" in on_ray.stdout
    assert on_ray.stdout.splitlines()[1:] == alone.stdout.splitlines()[1:]
    assert "soaking: 60/60 games (100%)" in on_ray.stderr
    assert alone.stderr == ""
