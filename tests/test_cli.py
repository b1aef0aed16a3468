"""The unokit command, end to end: play through scripted stdin, simulate, replay, editions."""

from __future__ import annotations

import functools
import io
import json
import os
import subprocess
import sys
from pathlib import Path
from typing import ClassVar

import attrs
import pytest

import unokit
from tests.helpers import RAY
from unokit import Move
from unokit.agents import AGENTS, SearchAgent
from unokit.play.cli import main

GOLDEN = sorted((Path(__file__).resolve().parent / "golden").glob("*.uno"))


class Terminal(io.StringIO):
    """A stdout that says it is a terminal."""

    def isatty(self) -> bool:
        return True


def run(
    argv: list[str],
    monkeypatch: pytest.MonkeyPatch,
    capsys: pytest.CaptureFixture[str],
    stdin: str = "",
) -> tuple[int, str, str]:
    monkeypatch.setattr("sys.stdin", io.StringIO(stdin))
    code = main(argv)
    captured = capsys.readouterr()
    return code, captured.out, captured.err


def test_play_reprompts_on_bad_input_and_leaves_at_end_of_input(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    code, out, err = run(["play", "--seed", "3"], monkeypatch, capsys, "1\nx\n99\n0\n")
    assert code == 0
    assert err == ""
    assert "unokit classic, 4 players, standard match, seed 3." in out
    assert "Bot 3 plays R+2.\n" in out  # what the bots did, in words
    assert "   1. draw 2 cards (the Draw Two) and miss your turn\n" in out
    assert "You accept the penalty; you draw 2 cards (G9 G5); you are skipped." in out
    assert "Your hand: YS BS G4 G1 R2 G4 R8 G9 G5 R" not in out
    assert "Top card: W   colour in play: green   direction: clockwise" in out
    assert "   1. play G4\n" in out
    assert "   5. draw a card\n" in out
    assert "'x' is not a move: unknown verb 'x'" in out
    for bad in ("99", "0"):
        assert f"'{bad}' is not one of the choices: type a number shown, or a move." in out
    end = out[out.index("End of input: leaving the game.") :].splitlines()
    assert end[1].startswith("Scores so far: you 0, Bot 1 0, Bot 2 0, Bot 3 0. Cards in hand: you ")
    assert end[2:] == [
        "To keep a record of a game, play it with --save FILE; unokit replay FILE shows it."
    ]
    assert "\x1b[" not in out  # not a terminal: plain text


def test_play_a_whole_round_then_save_and_replay_it(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    saved = tmp_path / "game.uno"
    argv = ["play", "--players", "2", "--seed", "1", "--match", "single-round", "--save"]
    code, out, _ = run([*argv, str(saved)], monkeypatch, capsys, "1\n" * 3000)
    assert code == 0
    last = [line for line in out.splitlines() if line.strip()][-2]
    assert "the match (single round won)" in last
    assert out.rstrip().endswith(f"Game saved to {saved} (unokit replay {saved} shows it).")
    final = unokit.GameRecord.parse(saved.read_text(encoding="utf-8")).final_state()
    assert final.is_over
    code, replayed, err = run(["replay", "--quiet", str(saved)], monkeypatch, capsys)
    assert code == 0
    assert err == ""
    # play leaves out the scores of a single-round game; replay gives them
    winner = last.replace("You", "Seat 0").replace("Bot 1", "Seat 1")
    assert replayed.strip().startswith(winner.replace("Seat 0 win ", "Seat 0 wins "))
    assert "Final scores" not in last


def test_play_resume_goes_on_with_a_saved_game_and_saves_all_of_it(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    first, whole = tmp_path / "first.uno", tmp_path / "whole.uno"
    argv = ["play", "--edition", "party", "--players", "3", "--seed", "2"]
    argv += ["--house-rule", "stacking", "--save", str(first)]
    code, _, _ = run(argv, monkeypatch, capsys, "1\n1\nq\n")
    assert code == 0
    started = unokit.GameRecord.parse(first.read_text(encoding="utf-8"))
    assert started.moves
    assert not started.final_state().is_over
    resume = ["play", "--resume", str(first), "--save", str(whole)]
    code, out, err = run(resume, monkeypatch, capsys, "1\n" * 3000)
    assert (code, err) == (0, "")
    lines = out.splitlines()
    assert lines[0] == "unokit party, 3 players, single-round match, seed 2, house rule: stacking."
    assert lines[2] == f"Resuming the saved game after {len(started.moves)} moves, in round 1."
    # Issue 47: the resumed game did not say its last move. It is told as it was told then.
    narrator = unokit.play.narration.Narrator(0)
    states = list(started.replay())
    for move, before, after in zip(started.moves, states, states[1:], strict=False):
        last = narrator.follow(move, before, after)
    assert last
    assert lines[3 : 3 + len(last)] == [f"The last move: {last[0]}", *last[1:]]
    assert lines[3 + len(last)] == unokit.play.narration.standing(started.final_state(), 0)
    assert "Opening card" not in out  # told from where it stands, not from the deal
    game = unokit.GameRecord.parse(whole.read_text(encoding="utf-8"))
    assert (game.edition, game.players, game.seed) == ("party", 3, 2)
    assert (game.house_rules, game.options) == (started.house_rules, started.options)
    assert game.moves[: len(started.moves)] == started.moves
    assert len(game.moves) > len(started.moves)
    assert game.final_state().is_over


def test_play_resume_refuses_a_bad_file_or_other_rules_without_a_traceback(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    game = unokit.GameRecord.parse(GOLDEN[0].read_text(encoding="utf-8"))
    over = tmp_path / "over.uno"
    over.write_text(str(game), encoding="utf-8")
    bad = tmp_path / "bad.uno"
    bad.write_text("hello\n", encoding="utf-8")
    illegal = tmp_path / "illegal.uno"
    illegal.write_text(str(attrs.evolve(game, moves=("0 challenge",), digest=None)), "utf-8")
    cases = [
        ([str(tmp_path / "missing.uno")], "cannot read"),
        ([str(bad)], f"{bad} is not a game record: "),
        ([str(illegal)], f"{illegal} cannot be resumed: "),
        ([str(over)], f"the game in {over} is over: there is nothing to resume"),
        (
            [str(over), "--edition", "party", "--option", "target_score=200"],
            "--resume plays the saved game with its own rules: leave out --edition, --option",
        ),
    ]
    for arguments, message in cases:
        code, out, err = run(["play", "--resume", *arguments], monkeypatch, capsys, "1\n")
        assert (code, out) == (1, "")
        assert err.startswith(f"unokit: error: {message}"), err
        assert "Traceback" not in err


def test_play_quits_on_q_and_colours_a_terminal(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    monkeypatch.delenv("NO_COLOR", raising=False)
    terminal = Terminal()
    monkeypatch.setattr("sys.stdout", terminal)
    monkeypatch.setattr("sys.stdin", io.StringIO("q\n"))
    assert main(["play", "--seed", "3"]) == 0
    out = terminal.getvalue()
    assert "\x1b[31mR+2\x1b[0m" in out  # a red card, in red
    assert out.splitlines()[-3:] == [
        "Choose 1-1, or type a move (? for help, q to quit): You leave the game.",
        "Scores so far: you 0, Bot 1 0, Bot 2 0, Bot 3 0. "
        "Cards in hand: you 7, Bot 1 7, Bot 2 7, Bot 3 6.",
        "To keep a record of a game, play it with --save FILE; unokit replay FILE shows it.",
    ]
    monkeypatch.setenv("NO_COLOR", "1")
    plain = Terminal()
    monkeypatch.setattr("sys.stdout", plain)
    monkeypatch.setattr("sys.stdin", io.StringIO("q\n"))
    assert main(["play", "--seed", "3"]) == 0
    assert "\x1b[" not in plain.getvalue()


def test_play_ctrl_c_exits_130(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    class Interrupting(io.StringIO):
        def readline(self, size: int | None = -1) -> str:  # type: ignore[override]
            raise KeyboardInterrupt

    monkeypatch.setattr("sys.stdin", Interrupting())
    assert main(["play", "--seed", "3"]) == 130
    assert capsys.readouterr().err.strip() == "unokit: interrupted"


def test_simulate_prints_a_table(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    code, out, err = run(
        ["simulate", "--games", "8", "--match", "single-round", "--seed", "2", "--quiet"],
        monkeypatch,
        capsys,
    )
    assert code == 0
    assert err == ""  # --quiet: no progress
    lines = out.splitlines()
    assert lines[0] == "classic, 4 players, 8 single-round games, seed 2"
    assert lines[2].split() == [
        "seat",
        "agent",
        "wins",
        "win",
        "rate",
        "95%",
        "CI",
        "mean",
        "score",
    ]
    assert [line.split()[:2] for line in lines[3:7]] == [
        ["0", "greedy"],
        ["1", "random"],
        ["2", "random"],
        ["3", "random"],
    ]
    assert sum(int(line.split()[2]) for line in lines[3:7]) == 8
    assert "how games ended: single round won 8" in out


class _Recorded(SearchAgent):
    """A search agent on a small budget that records its seeds and the moves it makes."""

    seeds: ClassVar[list[int]] = []
    moves: ClassVar[list[Move]] = []

    def __init__(self, seed: int = 0) -> None:
        super().__init__(seed, rollouts=4, max_steps=60)
        _Recorded.seeds.append(seed)

    def choose(self, seen: unokit.SeatView, *, optional: bool) -> Move | None:
        move = super().choose(seen, optional=optional)
        if move is not None:
            _Recorded.moves.append(move)
        return move


def test_play_against_search_agents_they_make_every_bot_move(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    monkeypatch.setitem(AGENTS, "search", _Recorded)
    monkeypatch.setattr(_Recorded, "seeds", [])
    monkeypatch.setattr(_Recorded, "moves", [])
    saved = tmp_path / "game.uno"
    argv = ["play", "--players", "3", "--seed", "5", "--match", "single-round"]
    code, _, _ = run(
        [*argv, "--opponents", "search", "--save", str(saved)], monkeypatch, capsys, "1\n" * 3000
    )
    assert code == 0
    assert _Recorded.seeds[-2:] == [6, 7]  # seats 1 and 2, from the game's seed
    record = unokit.GameRecord.parse(saved.read_text(encoding="utf-8"))
    assert record.final_state().is_over
    bots = [move for move in record.moves if move.player != 0]
    assert bots  # the bots moved, and every move of theirs was a search agent's
    assert bots == _Recorded.moves


def test_simulate_search_agents_by_name(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    monkeypatch.setitem(AGENTS, "search", functools.partial(SearchAgent, rollouts=4))
    argv = ["simulate", "--games", "3", "--players", "2", "--agents", "search,greedy", "--json"]
    code, out, _ = run([*argv, "--match", "single-round"], monkeypatch, capsys)
    assert code == 0
    found = json.loads(out)
    assert found["agents"] == ["search", "greedy"]
    expected = unokit.simulate(
        "classic",
        2,
        agents=[functools.partial(SearchAgent, rollouts=4), "greedy"],
        games=3,
        match="single-round",
    )
    assert found["wins"] == list(expected.wins)


def test_simulate_json_is_the_same_with_two_processes(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    argv = ["simulate", "--games", "6", "--players", "3", "--agents", "random,greedy", "--json"]
    code, out, _ = run([*argv, "--match", "single-round", "--jobs", "1"], monkeypatch, capsys)
    assert code == 0
    one = json.loads(out)
    code, out, _ = run([*argv, "--match", "single-round", "--jobs", "2"], monkeypatch, capsys)
    assert code == 0
    assert json.loads(out) == one
    assert one["agents"] == ["random", "greedy", "greedy"]
    assert one["games"] == 6
    assert sum(one["wins"]) == 6
    assert one["end_reasons"] == {"single round won": 6}
    expected = unokit.simulate(
        "classic", 3, agents="random,greedy", games=6, match="single-round"
    ).to_dict()
    assert one == json.loads(json.dumps(expected))


@pytest.mark.parametrize("path", GOLDEN, ids=lambda p: p.name)
def test_replay_golden_records(
    path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    game = unokit.GameRecord.parse(path.read_text(encoding="utf-8"))
    final = game.final_state()
    code, out, err = run(["replay", str(path)], monkeypatch, capsys)
    assert code == 0
    assert err == ""
    lines = out.splitlines()
    numbered = [line for line in lines if line[:5].strip().rstrip(".").isdigit()]
    assert len(numbered) == len(game.moves)
    assert numbered[0].split(". ", 1)[1].startswith(("Seat ", f"Seat {game.moves[0].player}"))
    code, quiet, _ = run(["replay", "--quiet", str(path)], monkeypatch, capsys)
    assert code == 0
    assert quiet.splitlines() == [lines[-1]]
    result = unokit.outcome(final)
    assert result is not None
    assert f"({result.reason})" in quiet
    assert ", ".join(f"Seat {s} {p}" for s, p in enumerate(final.scores)) in quiet


def test_replay_reads_json_and_reports_bad_files(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    game = unokit.GameRecord.parse(GOLDEN[0].read_text(encoding="utf-8"))
    as_json = tmp_path / "game.json"
    as_json.write_text(game.to_json(), encoding="utf-8")
    code, out, _ = run(["replay", "--quiet", str(as_json)], monkeypatch, capsys)
    assert code == 0
    assert "wins the match" in out
    bad = tmp_path / "bad.uno"
    bad.write_text('[Edition "classic"]\n1. 0 fly\n', encoding="utf-8")
    code, out, err = run(["replay", str(bad)], monkeypatch, capsys)
    assert code == 1
    assert err.startswith(f"unokit: error: {bad} is not a game record: line 2")
    assert "Traceback" not in err
    code, _, err = run(["replay", str(tmp_path / "missing.uno")], monkeypatch, capsys)
    assert code == 1
    assert err.strip().endswith("No such file or directory")
    illegal = tmp_path / "illegal.uno"
    wrong = attrs.evolve(game, moves=("0 challenge",), digest=None)
    illegal.write_text(str(wrong), encoding="utf-8")
    code, _, err = run(["replay", "--quiet", str(illegal)], monkeypatch, capsys)
    assert code == 1
    assert "cannot be played" in err


def test_editions_lists_every_edition(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    code, out, _ = run(["editions"], monkeypatch, capsys)
    assert code == 0
    editions, _, house_rules = out.partition("\n\n")
    names = [line.split()[0] for line in editions.splitlines()]
    assert names == unokit.available_editions()
    assert {"classic", "friends", "party"} <= set(names)
    assert "classic    2-10 players   Classic UNO: the 108-card deck" in out
    rules = [line.split()[0] for line in house_rules.splitlines()[1:]]
    assert rules == list(unokit.available_house_rules())
    assert "stacking       A Draw Two may be answered with a Draw Two" in house_rules


@pytest.mark.parametrize(
    ("argv", "message"),
    [
        (["simulate", "--edition", "nope"], "there is no edition called 'nope'"),
        (
            ["play", "--edition", "clasic"],
            "there is no edition called 'clasic' (did you mean 'classic'?); available editions: ",
        ),
        (
            ["play", "--house-rule", "stackng"],
            "there is no house rule called 'stackng' (did you mean 'stacking'?); available",
        ),
        (["simulate", "--agents", "clever", "--games", "1"], "there is no agent called"),
        (["play", "--players", "1"], "is for 2 to 10 players, not 1"),
        (["play", "--opponents", "clever"], "there is no agent called 'clever'"),
    ],
)
def test_errors_exit_1_with_a_message(
    argv: list[str],
    message: str,
    monkeypatch: pytest.MonkeyPatch,
    capsys: pytest.CaptureFixture[str],
) -> None:
    code, out, err = run(argv, monkeypatch, capsys)
    assert code == 1
    assert out == ""
    assert err.startswith("unokit: error: ")
    assert message in err


@pytest.mark.parametrize(
    "argv",
    [["simulate", "--games", "x"], ["simulate", "--jobs", "0"], ["play", "--wat"], ["replay"]],
)
def test_usage_errors_exit_2(argv: list[str], capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit) as exit_info:
        main(argv)
    assert exit_info.value.code == 2
    assert "usage: unokit" in capsys.readouterr().err


def test_simulate_refuses_zero_games(capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit) as exit_info:
        main(["simulate", "--games", "0"])
    assert exit_info.value.code == 2
    captured = capsys.readouterr()
    assert captured.out == ""  # no table of nothing
    assert captured.err.strip().endswith("argument --games: '0': give 1 or more")


@pytest.mark.slow
@RAY  # starts a local Ray of its own: never beside the session's
def test_ray_s_own_log_messages_stay_off_the_terminal_unless_verbose() -> None:
    argv = ["simulate", "--games", "2", "--match", "single-round", "--backend", "ray", "--quiet"]
    env = {key: value for key, value in os.environ.items() if not key.startswith("RAY_")}
    quiet, verbose = (
        subprocess.run(
            [sys.executable, "-m", "unokit", *argv, *more],
            capture_output=True,
            text=True,
            check=False,
            timeout=300,
            env=env,
        )
        for more in ([], ["--verbose"])
    )
    assert quiet.returncode == 0, quiet.stderr
    assert quiet.stderr == ""  # --quiet: no progress either, and nothing of Ray's
    assert quiet.stdout.startswith("classic, 4 players, 2 single-round games, seed 0\n")
    assert verbose.returncode == 0, verbose.stderr
    assert "Started a local Ray instance." in verbose.stderr
    assert verbose.stdout == quiet.stdout


def test_help_version_and_no_command(capsys: pytest.CaptureFixture[str]) -> None:
    for command in ([], ["play"], ["simulate"], ["replay"], ["editions"]):
        with pytest.raises(SystemExit) as exit_info:
            main([*command, "--help"])
        assert exit_info.value.code == 0
        assert capsys.readouterr().out.startswith("usage: unokit")
    with pytest.raises(SystemExit) as exit_info:
        main(["--version"])
    assert exit_info.value.code == 0
    assert capsys.readouterr().out.strip() == f"unokit {unokit.__version__}"
    assert main([]) == 2
    assert "COMMAND" in capsys.readouterr().err


def test_python_dash_m_unokit_runs_the_command() -> None:
    done = subprocess.run(
        [sys.executable, "-m", "unokit", "editions"],
        capture_output=True,
        text=True,
        check=False,
        timeout=60,
    )
    assert done.returncode == 0
    assert any(line.startswith("classic ") for line in done.stdout.splitlines())


def test_import_unokit_does_not_load_the_command() -> None:
    code = "import sys, unokit; print('unokit.play.cli' in sys.modules, 'argparse' in sys.modules)"
    done = subprocess.run(
        [sys.executable, "-c", code], capture_output=True, text=True, check=True, timeout=60
    )
    assert done.stdout.split() == ["False", "False"]
