"""Every code example in the docs, the README, the docstrings and examples/ runs here."""

from __future__ import annotations

import doctest
import importlib
import inspect
import pkgutil
import re
import runpy
from collections.abc import Iterator
from pathlib import Path

import pytest

import unokit
import unokit.hookspecs
from unokit import plugins

ROOT = Path(__file__).resolve().parent.parent
MARKDOWN = sorted([ROOT / "README.md", ROOT / "CONTRIBUTING.md", *(ROOT / "docs").rglob("*.md")])
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


@pytest.mark.parametrize("path", MARKDOWN, ids=lambda p: str(p.relative_to(ROOT)))
def test_markdown_python_blocks_run(path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    """The ```python blocks of one page run top to bottom in one namespace."""
    blocks = PYTHON_BLOCK.findall(path.read_text(encoding="utf-8"))
    namespace: dict[str, object] = {"__name__": f"docs_{path.stem}"}
    for block in blocks:
        exec(compile(block, str(path), "exec"), namespace)


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


@pytest.mark.parametrize("path", EXAMPLES, ids=lambda p: p.name)
def test_examples_run(
    path: Path, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr("sys.argv", [str(path)])
    runpy.run_path(str(path), run_name="__main__")
    assert capsys.readouterr().out.strip()


def test_every_public_name_has_a_docstring() -> None:
    for name in unokit.__all__:
        if name.startswith("__") or name == "COLORS":
            continue
        obj = getattr(unokit, name)
        assert inspect.getdoc(obj), f"unokit.{name} has no docstring"


def test_every_hook_is_documented_and_in_the_guide() -> None:
    hooks = [name for name in dir(unokit.hookspecs) if name.startswith("unokit_")]
    guide = (ROOT / "docs" / "plugins.md").read_text(encoding="utf-8")
    reference = (ROOT / "docs" / "reference" / "editions.md").read_text(encoding="utf-8")
    assert "::: unokit.hookspecs" in reference
    assert len(hooks) >= 5
    for hook in hooks:
        assert inspect.getdoc(getattr(unokit.hookspecs, hook)), f"{hook} has no docstring"
        if hook != "unokit_register_editions":
            assert f"`{hook}(" in guide, f"{hook} is missing from the plugin guide's hook table"
