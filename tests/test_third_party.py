"""The third-party edition in examples/unokit-seveno installs, is found and plays.

The package's own tests (examples/unokit-seveno/tests) are collected with this suite: the
root pyproject lists them in ``testpaths``.
"""

from __future__ import annotations

import random
from pathlib import Path

import pytest

import unokit
from unokit.core import plugins

ROOT = Path(__file__).resolve().parent.parent
INSTALL = "pip install -e examples/unokit-seveno"


def _installed_editions() -> list[str]:
    plugins.reset()
    return unokit.available_editions()


def test_seven_o_is_installed_and_found_through_its_entry_point() -> None:
    assert "seven-o" in _installed_editions(), (
        f"the seven-o edition is not installed: run `{INSTALL}` in this virtualenv"
    )
    plugin = plugins.plugin_manager().get_plugin("seven-o")
    assert plugin is not None
    assert plugin.__name__ == "unokit_seveno"


@pytest.mark.parametrize(("players", "seed"), [(2, 1), (4, 2), (7, 3)])
def test_seven_o_plays_complete_matches(players: int, seed: int) -> None:
    assert "seven-o" in _installed_editions(), f"run `{INSTALL}` first"
    state = unokit.new_game("sevens-and-zeros", players=players, seed=seed)
    chooser = random.Random(seed)
    steps = 0
    while not state.is_over:
        state = unokit.apply(state, chooser.choice(unokit.legal_moves(state)))
        steps += 1
        assert steps < 100_000
    assert state.edition == "seven-o"
    assert sum(1 for _ in state.cards()) == 108
    assert state.scores[state.winner or 0] >= 500


def test_the_package_tests_run_with_this_suite() -> None:
    config = (ROOT / "pyproject.toml").read_text(encoding="utf-8")  # tomllib needs 3.11
    testpaths = next(line for line in config.splitlines() if line.startswith("testpaths"))
    assert '"examples/unokit-seveno/tests"' in testpaths
    assert (ROOT / "examples" / "unokit-seveno" / "tests" / "test_seveno.py").is_file()
