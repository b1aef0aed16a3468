"""Every code example in the docs, the README, the docstrings and examples/ runs here."""

from __future__ import annotations

import doctest
import importlib
import inspect
import json
import pkgutil
import re
import runpy
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

import unokit
import unokit.core.hookspecs
from unokit.agents import play_out
from unokit.core import plugins

ROOT = Path(__file__).resolve().parent.parent
MARKDOWN = sorted(
    [
        ROOT / "README.md",
        ROOT / "CONTRIBUTING.md",
        *(ROOT / "docs").rglob("*.md"),
        *(ROOT / "examples").glob("*/README.md"),  # the example packages' own pages
    ]
)
EXAMPLES = sorted((ROOT / "examples").glob("*.py"))
MODULES = sorted(info.name for info in pkgutil.walk_packages(unokit.__path__, prefix="unokit."))
PYTHON_BLOCK = re.compile(r"^```python\n(.*?)^```", re.MULTILINE | re.DOTALL)


@pytest.fixture(autouse=True)
def _fresh_plugins() -> Iterator[None]:
    """Examples may register editions; each test starts and ends with only the installed ones."""
    plugins.reset()
    yield
    plugins.reset()


def test_markdown_files_are_found() -> None:
    assert ROOT / "README.md" in MARKDOWN
    assert ROOT / "CONTRIBUTING.md" in MARKDOWN
    assert ROOT / "docs" / "quickstart.md" in MARKDOWN
    assert ROOT / "examples" / "unokit-seveno" / "README.md" in MARKDOWN


@pytest.mark.parametrize("path", MARKDOWN, ids=lambda p: str(p.relative_to(ROOT)))
def test_markdown_python_blocks_run(path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    """The ```python blocks of one page run top to bottom in one namespace."""
    blocks = PYTHON_BLOCK.findall(path.read_text(encoding="utf-8"))
    namespace: dict[str, object] = {"__name__": f"docs_{path.stem}"}
    for block in blocks:
        exec(compile(block, str(path), "exec"), namespace)


#: A record's rules-version header in a page's text: what a record made today carries.
RECORD_VERSION = re.compile(r'^\[RulesVersion "(\d+)"\]$', re.MULTILINE)


def test_every_record_a_page_shows_is_of_today_s_rules_version() -> None:
    # A record shown as text (a page's ```text block) is what unokit writes today: the rules
    # version of new games. (Python blocks that build other versions are run, not shown.)
    shown = {
        (path.relative_to(ROOT).as_posix(), version)
        for path in MARKDOWN
        for block in re.findall(r"^```text\n(.*?)^```", path.read_text("utf-8"), re.M | re.S)
        for version in RECORD_VERSION.findall(block)
    }
    assert {"docs/records.md", "docs/testing.md"} <= {page for page, _ in shown}
    assert {version for _, version in shown} == {str(unokit.RULES_VERSION)}, sorted(shown)


@pytest.mark.parametrize("module_name", MODULES)
def test_docstring_examples(module_name: str) -> None:
    module = importlib.import_module(module_name)
    finder = doctest.DocTestFinder(exclude_empty=True)
    runner = doctest.DocTestRunner(optionflags=doctest.ELLIPSIS)
    for test in finder.find(module, module_name, extraglobs={"unokit": unokit}):
        runner.run(test)
    assert runner.failures == 0, f"{runner.failures} docstring example(s) failed in {module_name}"


def test_some_docstrings_have_examples() -> None:
    finder = doctest.DocTestFinder(exclude_empty=True)
    found = [
        t for name in MODULES for t in finder.find(importlib.import_module(name)) if t.examples
    ]
    assert len(found) >= 5


#: The pages whose examples are an edition package's test files: they import pytest, as
#: those tests do. Every other example runs with a plain install of unokit.
TEST_FILE_PAGES = {"plugins.md", "testing.md"}


def test_examples_need_no_test_tools_but_where_they_are_tests() -> None:
    needing = sorted(
        path.name
        for path in MARKDOWN
        for block in PYTHON_BLOCK.findall(path.read_text(encoding="utf-8"))
        if re.search(r"^\s*(import|from) (pytest|hypothesis)\b", block, re.M)
    )
    assert set(needing) == TEST_FILE_PAGES


def test_the_readme_example_prints_the_match_it_plays(capsys: pytest.CaptureFixture[str]) -> None:
    block = PYTHON_BLOCK.findall((ROOT / "README.md").read_text(encoding="utf-8"))[0]
    printed = []
    for _ in range(2):
        namespace: dict[str, object] = {"__name__": "docs_README"}
        exec(compile(block, "README.md", "exec"), namespace)
        printed.append(capsys.readouterr().out)
    assert printed[0] == printed[1], "a seeded game prints the same every time"
    state = namespace["state"]
    assert isinstance(state, unokit.GameState)
    assert state.is_over
    winner = state.winner
    assert winner is not None
    # Only the round winner scores; the match ends when a seat reaches 500.
    scores = tuple(
        sum(result.points for result in state.history if result.winner == seat) for seat in range(4)
    )
    assert state.scores == scores
    assert scores[winner] >= 500 > max(s for seat, s in enumerate(scores) if seat != winner)
    rounds = [(result.winner, result.points) for result in state.history]
    assert printed[0].splitlines() == [
        f"seat {winner} wins the match with {scores[winner]} points",
        str(rounds),
        f"Outcome(winners=({winner},), scores={scores}, team_scores={scores}, "
        "teams=((0,), (1,), (2,), (3,)), reason='target reached', match='standard', "
        f"rounds={len(rounds)})",
    ]


def check_play_game(lines: list[str], result: object) -> None:
    """The first round told move by move, each later round by its end, then the winner."""
    assert isinstance(result, unokit.GameState)
    first = unokit.new_game("classic", players=4, seed=2027)
    assert lines[:6] == [
        "unokit classic, 4 players, standard match, seed 2027.",
        "Seat 0 is a greedy bot, seats 1 to 3 random ones.",
        "",
        f"Round 1: Seat {first.dealer} deals.",
        f"Opening card: {first.top_card}.",
        f"Seat {first.current_player} plays first.",
    ]
    # The agents it says: the same match, played again by them.
    agents: list[unokit.Agent] = [unokit.GreedyAgent()]
    agents += [unokit.RandomAgent(seed=2027 + seat) for seat in (1, 2, 3)]
    played = list(play_out(first, agents, seed=2027))
    assert played[-1][1] == result
    assert result.is_over
    # Every card played in the first round is told, in order.
    round_one = [move for move, after in played if after.round_number == 1]
    later = lines.index("The next rounds, by how they ended:")
    told = iter(lines[6:later])
    for move in round_one:
        if isinstance(move, unokit.Play):
            said = f"Seat {move.player} plays {move.card}"
            assert any(line.startswith(said) for line in told), f"{said} is not told"
    # Each round's end: the first in full, the others in a line, with the scores.
    scores = [0, 0, 0, 0]
    ends = []
    for done in result.history:
        assert not done.void
        assert done.winner is not None
        scores[done.winner] += done.points
        shown = ", ".join(f"Seat {seat} {score}" for seat, score in enumerate(scores))
        ends.append(
            (f"Round {done.number}: Seat {done.winner} goes out and scores {done.points} points.",
             f"Scores: {shown}.")
        )  # fmt: skip
    block = lines[6 : later - 1]
    assert block[-1] == ends[0][1]
    assert ends[0][0] in block
    assert block.index(ends[0][0]) + 1 == block.index("Hands left:")
    assert lines[later + 1 : -1] == [f"{said} {scores_line}" for said, scores_line in ends[1:]]
    winner = result.winner
    assert winner is not None
    assert scores[winner] >= 500
    assert lines[-1] == f"Seat {winner} wins the match (target reached). Final scores: {shown}."
    assert len(lines) < 200  # short enough to read


def check_replay_record(lines: list[str], result: object) -> None:
    """One line per move of the golden record, with the top card and hand sizes after it."""
    name = "classic-2p-single-round-stacked.uno"
    record = unokit.GameRecord.parse((ROOT / "tests" / "golden" / name).read_text("utf-8"))
    assert lines[0] == f"{name}: classic, 2 players, seed {record.seed}"
    states = list(record.replay())
    assert len(lines) == 1 + len(record.moves) + 1
    for number, (line, move, after) in enumerate(
        zip(lines[1:-1], record.moves, states[1:], strict=True), 1
    ):
        shown = re.fullmatch(r" *(\d+)\. (.+?) +top (\S+), cards in hand \[(.*)\]", line)
        assert shown is not None, line
        assert int(shown[1]) == number
        assert unokit.Move.parse(shown[2]) == move
        assert unokit.Card.parse(shown[3]) == after.top_card
        assert [int(size) for size in shown[4].split(", ")] == [len(h) for h in after.hands]
    assert result == states[-1]
    assert result.winners == (0,)
    assert result.hands[0] == ()
    assert lines[-1] == "final scores (0, 0); winners (0,) (single round won)"


def check_seat_view(lines: list[str], result: object) -> None:
    """Seat 1's own hand, the public table and exactly its legal moves."""
    assert result == "\n".join(lines)
    state = unokit.new_game("classic", players=3, seed=8)
    assert lines[0] == "seat 1 of 3 (classic), round 1"
    assert lines[1] == "your hand:  " + " ".join(map(str, state.hands[1]))
    assert lines[2] == (
        f"top card:   {state.top_card} (colour {state.active_color}), play goes clockwise"
    )
    assert lines[3] == f"draw pile:  {len(state.draw_pile)} cards; seat 0: 7 cards, seat 2: 7 cards"
    assert lines[4] == f"turn:       seat {state.current_player}"
    moves = tuple(move for move in unokit.legal_moves(state) if move.player == 1)
    assert moves
    assert lines[5] == "your moves: " + ", ".join(map(str, moves))
    assert len(lines) == 6


def check_tournament(lines: list[str], result: object) -> None:
    """The agents' wins and Wilson intervals, as the simulation counted them."""
    assert isinstance(result, unokit.SimulationResult)
    assert lines[0] == "60 single rounds of two-player classic UNO, seed 2026"
    assert result.count == 60
    assert result.agents == ("greedy", "random")
    assert sum(result.wins) == 60  # every single round has one winner
    for seat, line in enumerate(lines[1:3]):
        shown = re.fullmatch(r"  seat (\d) \((\w+)\): (\d+) wins, (\d+)% \[(\d+)%, (\d+)%\]", line)
        assert shown is not None, line
        assert (int(shown[1]), shown[2], int(shown[3])) == (
            seat,
            result.agents[seat],
            result.wins[seat],
        )
        rate, low, high = (int(shown[group]) for group in (4, 5, 6))
        assert rate == round(100 * result.wins[seat] / 60)
        assert low < rate < high
        assert (low, high) == tuple(round(100 * x) for x in result.win_rate(seat)[1:])
    assert result.mean_steps > 0
    assert lines[3] == f"  {result.mean_steps:.0f} moves per game on average"
    assert len(lines) == 4


def check_train_reinforce(lines: list[str], result: object) -> None:
    """A line per update, its rounds won out of those played, and the last updates' sum."""
    assert isinstance(result, list)
    assert len(result) == 3  # the default: three updates of 32 rounds
    for number, ((won, played), line) in enumerate(zip(result, lines, strict=False), 1):
        assert played == 32
        assert line == f"update {number}: won {won} of {played} ({won / played:.0%})"
    won = sum(w for w, _ in result)
    assert lines[3] == f"last 3 updates: won {won} of 96 ({won / 96:.0%})"
    assert len(lines) == 4


EXAMPLE_CHECKS = {
    "play_game.py": check_play_game,
    "replay_record.py": check_replay_record,
    "seat_view.py": check_seat_view,
    "tournament.py": check_tournament,
    "train_reinforce.py": check_train_reinforce,
}


def test_every_example_has_its_output_checked() -> None:
    assert sorted(path.name for path in EXAMPLES) == sorted(EXAMPLE_CHECKS)


#: The examples that take several seconds (the training script: three updates, twice).
SLOW_EXAMPLES = {"train_reinforce.py"}


@pytest.mark.parametrize(
    "path",
    [
        pytest.param(path, marks=pytest.mark.slow) if path.name in SLOW_EXAMPLES else path
        for path in EXAMPLES
    ],
    ids=lambda p: p.name,
)
def test_examples_run(
    path: Path, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr("sys.argv", [str(path)])
    namespace = runpy.run_path(str(path), run_name="__main__")
    printed = capsys.readouterr().out
    # Its main() with the same defaults returns what it printed about, printing the same.
    main = namespace["main"]
    assert callable(main)
    result = main()
    assert capsys.readouterr().out == printed
    EXAMPLE_CHECKS[path.name](printed.splitlines(), result)


@pytest.mark.slow  # three updates of the training script (about 4 s)
def test_the_learning_curve_picture_is_the_script_s_output() -> None:
    """The RL page's learning curve: its numbers are the script's, and the picture theirs.

    The picture's numbers (``docs/img/reinforce.json``, written beside it by
    ``examples/train_reinforce.py --plot``) begin with what the script gives today for the
    same arguments (a longer run's first updates are a shorter run's), and the picture
    carries the digest of those numbers (its PNG text chunk ``Description``).
    """
    recorded = json.loads((ROOT / "docs" / "img" / "reinforce.json").read_text("utf-8"))
    arguments = recorded["arguments"]
    script = runpy.run_path(str(ROOT / "examples" / "train_reinforce.py"))
    given = [f"--{name.replace('_', '-')}={value}" for name, value in arguments.items()]
    curve = script["main"]([*given, "--updates=3"])
    assert [list(point) for point in curve] == recorded["curve"][:3]
    assert len(recorded["curve"]) == arguments["updates"]
    assert recorded["digest"] == script["curve_digest"](recorded["curve"])
    assert _png_text(ROOT / "docs" / "img" / "reinforce.png")["Description"] == recorded["digest"]


def test_the_training_script_stops_on_ctrl_c(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    """Ctrl-C during a step ends the run there, with the updates finished."""
    from unokit.rl import UnoVectorEnv

    steps: list[int] = []
    step = UnoVectorEnv.step

    def interrupted(self: UnoVectorEnv, actions: Any) -> Any:
        if len(steps) == 3:
            raise KeyboardInterrupt
        steps.append(1)
        return step(self, actions)

    monkeypatch.setattr(UnoVectorEnv, "step", interrupted)
    script = runpy.run_path(str(ROOT / "examples" / "train_reinforce.py"))
    assert script["main"](["--updates", "5", "--tables", "2"]) == []
    assert "interrupted after 0 of 5 updates" in capsys.readouterr().err


def _png_text(path: Path) -> dict[str, str]:
    """The text chunks (``tEXt``) of a PNG file."""
    data = path.read_bytes()
    assert data[:8] == b"\x89PNG\r\n\x1a\n"
    found: dict[str, str] = {}
    at = 8
    while at < len(data):
        length = int.from_bytes(data[at : at + 4], "big")
        kind = data[at + 4 : at + 8]
        if kind == b"tEXt":
            key, _, value = data[at + 8 : at + 8 + length].partition(b"\0")
            found[key.decode("latin-1")] = value.decode("latin-1")
        at += 12 + length
    return found


def test_every_public_name_has_a_docstring() -> None:
    for name in unokit.__all__:
        if name.startswith("__") or name == "COLORS":
            continue
        obj = getattr(unokit, name)
        assert inspect.getdoc(obj), f"unokit.{name} has no docstring"


def test_every_hook_is_documented_and_in_the_guide() -> None:
    hooks = [name for name in dir(unokit.core.hookspecs) if name.startswith("unokit_")]
    guide = (ROOT / "docs" / "plugins.md").read_text(encoding="utf-8")
    reference = (ROOT / "docs" / "reference" / "editions.md").read_text(encoding="utf-8")
    assert "::: unokit.core.hookspecs" in reference
    assert len(hooks) >= 5
    for hook in hooks:
        assert inspect.getdoc(getattr(unokit.core.hookspecs, hook)), f"{hook} has no docstring"
        if hook != "unokit_register_editions":
            assert f"`{hook}(" in guide, f"{hook} is missing from the plugin guide's hook table"


#: The most characters a line of a code block shows on the site at 1280 pixels without
#: wrapping or scrolling. Material for MkDocs sets 1rem to 20 px below 1600 px; from 1220 px
#: it shows both sidebars (12.1rem each) in its 61rem grid, leaving a column of
#: 1220 - 2 * 242 = 736 px, less 1.2rem (24 px) of margin on each side: 688 px. Code is
#: 0.85 x 0.8rem = 13.6 px, with 1.18em (16 px) of padding on each side: 656 px of text; at
#: 0.6em per character of a monospace font (8.2 px) that is 80 characters. The reference's
#: signatures are formatted to the same width (mkdocs.yml, line_length: 80).
CODE_WIDTH = 80

FENCE = re.compile(r"^(?P<indent>[ \t]*)(?P<fence>```|~~~)")


def _code_lines(text: str) -> Iterator[tuple[int, str]]:
    """The lines of the fenced code blocks of a Markdown text, without the block's indent."""
    fence: tuple[str, str] | None = None
    for number, line in enumerate(text.splitlines(), 1):
        found = FENCE.match(line)
        if fence is None:
            if found:
                fence = (found["indent"], found["fence"])
        elif found and (found["indent"], found["fence"]) == fence:
            fence = None
        else:
            yield number, line.removeprefix(fence[0])


def test_ruff_formats_the_docs_python_blocks_to_the_page_s_width() -> None:
    """docs/ruff.toml (left out of the site by mkdocs.yml) gives ruff the width of a block."""
    done = subprocess.run(
        [sys.executable, "-m", "ruff", "check", "--show-settings", "docs/index.md"],
        cwd=ROOT,
        capture_output=True,
        text=True,
        check=True,
        timeout=60,
    )
    settings = done.stdout.splitlines()
    assert f'Settings path: "{ROOT / "docs" / "ruff.toml"}"' in settings
    assert f"formatter.line_width = {CODE_WIDTH}" in settings
    assert "exclude_docs: |\n  ruff.toml\n" in (ROOT / "mkdocs.yml").read_text(encoding="utf-8")


def test_docstring_examples_fit_the_reference_page_at_1280_pixels() -> None:
    """The reference shows the examples of the docstrings as code blocks: 80 characters."""
    wide = [
        f"{path.relative_to(ROOT)}:{number}: {len(line.strip())} characters"
        for path in sorted((ROOT / "src").rglob("*.py"))
        for number, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1)
        if re.match(r"\s*(>>>|\.\.\.) ", line) and len(line.strip()) > CODE_WIDTH
    ]
    assert not wide, "docstring examples wider than the page:\n" + "\n".join(wide)


def test_code_blocks_fit_the_page_at_1280_pixels() -> None:
    wide = [
        f"{path.relative_to(ROOT)}:{number}: {len(line)} characters"
        for path in sorted((ROOT / "docs").rglob("*.md"))
        for number, line in _code_lines(path.read_text(encoding="utf-8"))
        if len(line) > CODE_WIDTH
    ]
    assert not wide, "code lines wider than the page:\n" + "\n".join(wide)
    assert list(_code_lines("```python\nx = 1\n```\ntext\n   ```\n   y\n   ```\n")) == [
        (2, "x = 1"),
        (6, "y"),
    ]
