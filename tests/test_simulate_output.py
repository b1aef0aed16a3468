"""What ``unokit simulate`` prints: its help, and the wins by agent of every match format."""

from __future__ import annotations

import pytest

import unokit
from unokit.play.cli import main


@pytest.mark.parametrize("command", ["play", "simulate", "replay", "editions", "check"])
def test_help_prints_percent_signs_once(command: str, capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit) as exit_info:
        main([command, "--help"])
    assert exit_info.value.code == 0
    out = capsys.readouterr().out
    assert "%%" not in out
    if command == "simulate":
        assert "with 95% confidence" in " ".join(out.split())


def _wins_line(argv: list[str], capsys: pytest.CaptureFixture[str]) -> str:
    assert main(argv) == 0
    lines = [line for line in capsys.readouterr().out.splitlines() if "wins by agent" in line]
    assert len(lines) == 1
    return lines[0]


def test_partners_wins_by_agent_say_a_pair_counts_for_both_agents(
    capsys: pytest.CaptureFixture[str],
) -> None:
    line = _wins_line(["simulate", "--match", "partners", "--games", "4", "--seed", "0"], capsys)
    result = unokit.simulate(players=4, games=4, seed=0, match="partners")
    assert result.agents == ("greedy", "random", "random", "random")
    greedy = sum(0 in game.winners for game in result.games)  # the pair of seats 0 and 2
    random = sum(bool({1, 2, 3} & set(game.winners)) for game in result.games)
    assert greedy + random > result.count  # the counts overlap: the note is needed
    assert line == (
        f"wins by agent: greedy {greedy}, random {random} "
        "(a pair's win counts for each agent in the pair)"
    )


def test_wins_by_agent_add_up_to_the_games_without_pairs(
    capsys: pytest.CaptureFixture[str],
) -> None:
    line = _wins_line(["simulate", "--match", "single-round", "--games", "6"], capsys)
    result = unokit.simulate(players=4, games=6, match="single-round")
    greedy = sum(game.winners == (0,) for game in result.games)
    assert line == f"wins by agent: greedy {greedy}, random {6 - greedy}"
