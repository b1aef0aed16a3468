"""Every picture of the docs is made by ``scripts/pictures.py`` and is up to date.

Each picture is made again here and compared with the committed file; a picture that
differs fails with the command that writes it again. Two pictures are not made here:
``docs/img/table.png``, a browser's screenshot, whose script a browser test of the table
runs, and ``docs/img/reinforce.png``, the learning curve of a training run, which
``examples/train_reinforce.py --plot`` draws with its numbers beside it
(``reinforce.json``; ``tests/test_docs.py`` checks them against the script).
"""

from __future__ import annotations

import re
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest

from tests.helpers import script

ROOT = Path(__file__).resolve().parent.parent
IMAGES = ROOT / "docs" / "img"
pictures = script("pictures")
#: The screenshot of the table, taken in a browser (examples/unokit-table/tests/screenshot.py).
SCREENSHOT = "table.png"
#: The learning curve, and its numbers, drawn by examples/train_reinforce.py --plot.
LEARNING_CURVE = "reinforce.png"
CURVE_NUMBERS = "reinforce.json"


@pytest.mark.parametrize("name", list(pictures.PICTURES))
def test_the_picture_is_up_to_date(name: str) -> None:
    committed = (IMAGES / name).read_text(encoding="utf-8")
    made = pictures.PICTURES[name]()
    assert pictures.up_to_date(name, made, committed), (
        f"docs/img/{name} is out of date: run {pictures.COMMAND} {name}"
    )
    ET.fromstring(made)  # well formed
    # As the pre-commit hooks want it: no trailing spaces, a newline at the end.
    assert made.endswith("</svg>\n")
    assert all(line == line.rstrip() for line in made.splitlines())
    assert "http" not in made.replace("http://www.w3.org/2000/svg", ""), "it fetches nothing"


def test_every_picture_of_the_docs_is_made_by_the_script_and_shown() -> None:
    files = sorted(path.name for path in IMAGES.iterdir())
    assert files == sorted([*pictures.PICTURES, SCREENSHOT, LEARNING_CURVE, CURVE_NUMBERS])
    pages = "".join(path.read_text(encoding="utf-8") for path in (ROOT / "docs").rglob("*.md"))
    shown = set(re.findall(r"\]\((?:\.\./)*img/([\w.-]+)\)", pages))
    assert shown == set(files) - {CURVE_NUMBERS}, "every picture is shown, and nothing else is"


def test_a_stale_picture_is_told_with_its_command(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    (tmp_path / "view.svg").write_text("<svg/>", encoding="utf-8")
    (tmp_path / "editions.svg").write_text(pictures.editions_svg(), encoding="utf-8")
    monkeypatch.setattr(pictures, "IMAGES", tmp_path)
    assert pictures.main(["--check", "view.svg", "editions.svg"]) == 1
    assert capsys.readouterr().out == (
        "docs/img/view.svg is out of date: python scripts/pictures.py view.svg\n"
    )
    assert pictures.main(["view.svg"]) == 0
    assert pictures.main(["--check", "view.svg"]) == 0
    assert (tmp_path / "view.svg").read_text(encoding="utf-8") == pictures.view_svg()
    assert pictures.main(["nothing.svg"]) == 2


def test_the_terminal_picture_is_compared_by_what_it_shows() -> None:
    made = pictures.terminal_svg()
    shown = pictures.terminal_content(made)
    lines = ["".join(piece for piece, _ in line) for line in shown]
    assert lines[0] == "unokit classic, 3 players, single-round match, seed 226."
    assert sum(line.startswith("Choose 1-") for line in lines) == pictures.TURNS
    assert "You play G7." in lines
    # rich may write the same terminal otherwise (here, without its window's title): still
    # up to date; another text, or another colour, is not.
    assert pictures.up_to_date("terminal.svg", made.replace(">unokit&#160;play<", "><"), made)
    assert not pictures.up_to_date("terminal.svg", made.replace("You&#160;play&#160;G7", "X"), made)
    red = re.search(r"\{ fill: (#[0-9a-f]{6}) \}", made)
    assert red is not None
    assert not pictures.up_to_date("terminal.svg", made.replace(red[1], "#000001"), made)


def test_the_terminal_is_the_real_command_s_output() -> None:
    shown = pictures.terminal_text()
    plain = re.sub(r"\x1b\[[0-9;]*m", "", shown)
    assert plain.startswith("unokit classic, 3 players, single-round match, seed 226.\n")
    assert "\x1b[32mG7\x1b[0m" in shown  # cards in their colours


def package(tmp_path: Path, modules: list[str]) -> Path:
    """A package folder ``unokit`` with these modules (``x/`` a subpackage)."""
    root = tmp_path / "unokit"
    root.mkdir(parents=True)
    (root / "__init__.py").write_text("from unokit.core.cards import Card\n", encoding="utf-8")
    for name in modules:
        if name.endswith("/"):
            (root / name).mkdir()
            (root / name / "__init__.py").write_text("", encoding="utf-8")
        else:
            (root / f"{name}.py").write_text("", encoding="utf-8")
    return root


def test_a_module_in_no_layer_fails_saying_which_table_to_change(tmp_path: Path) -> None:
    listed = [part for _, parts in pictures.LAYERS for part in parts.split()]
    root = package(tmp_path, [*listed, "newcomer", "shiny/"])
    with pytest.raises(pictures.PictureError) as caught:
        pictures.layer_of(root)
    assert str(caught.value) == (
        "the package's folders and modules have changed (in no layer: newcomer, shiny/): say "
        "which layer each belongs to in LAYERS in scripts/pictures.py"
    )
    root = package(tmp_path / "other", [part for part in listed if part != "core/"])
    with pytest.raises(pictures.PictureError, match=r"not in src/unokit any more: core/\)"):
        pictures.layer_of(root)
    assert pictures.layer_of(pictures.PACKAGE)["core/"] == 0  # today's package: all placed


def test_imports_are_read_as_the_modules_run_them(tmp_path: Path) -> None:
    root = package(tmp_path, ["core/", "engine", "rl/", "agents"])
    (root / "engine.py").write_text(
        "from __future__ import annotations\n"
        "from typing import TYPE_CHECKING\n"
        "import unokit\n"
        "from unokit import Card\n"  # unokit's name: the module it comes from (in core/)
        "if TYPE_CHECKING:\n"
        "    from unokit.rl import Env\n"  # for the type checker only
        "def later():\n"
        "    from unokit.agents import choose\n",  # imported when it runs
        encoding="utf-8",
    )
    (root / "rl" / "aec.py").write_text(
        "from . import spaces\nfrom ..engine import view\nfrom .spaces import x\n",
        encoding="utf-8",
    )
    (root / "rl" / "spaces.py").write_text("x = unokit.Card\nimport unokit\n", encoding="utf-8")
    assert pictures.imports(root) == {
        ("engine", "core/"),
        ("engine", "agents"),
        ("rl/", "engine"),
        ("rl/", "core/"),
    }


def test_the_charts_draw_the_pages_own_figures() -> None:
    table = pictures.first_table(
        pictures.page_section("agents.md", "### Every edition"), "under Every edition"
    )
    assert len(table) >= 10
    chart = pictures.agents_search_svg()
    for row in table:
        rate = pictures.percent(row["win rate"])
        control = pictures.percent(row["greedy's wins, same deals"])
        assert f"{rate:.1f}% (control {control:.1f}%)" in chart
        assert f"{row['edition']}, {row['players']} players, {row['games']} rounds" in chart
    speed = pictures.first_table(
        pictures.page_section("performance.md", "## Reinforcement-learning environments"), "rl"
    )
    rl = pictures.rl_speed_svg()
    for row in speed:
        assert f">{row['steps/s']}<" in rl
    with pytest.raises(pictures.PictureError, match=r"docs/agents.md has no heading '## Gone'"):
        pictures.page_section("agents.md", "## Gone")
    with pytest.raises(pictures.PictureError, match=r"no table found under nothing"):
        pictures.first_table("no table here\n", "under nothing")
    assert pictures.interval("46.9% \u2013 53.1%") == (46.9, 53.1)
    assert pictures.interval("47.4% to 57.1%") == (47.4, 57.1)
    assert pictures.percent("205 (51.2%)") == 51.2
