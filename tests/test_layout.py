"""The package's layout: modules a newcomer can read at one sitting, and what imports what.

Every module of ``src/unokit`` is at most 600 lines; a module that grows past it is split
where its parts differ in meaning (see how ``unokit.agents``, ``unokit.determinization``,
``unokit.terminal`` and the classic turn were), keeping its public names where they were.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.helpers import script

SRC = Path(__file__).resolve().parent.parent / "src" / "unokit"

#: The most lines a module of the package may have.
MOST_LINES = 600


def test_no_module_is_over_600_lines() -> None:
    modules = sorted(SRC.rglob("*.py"))
    assert len(modules) > 50
    too_long = {
        str(path.relative_to(SRC)): lines
        for path in modules
        if (lines := len(path.read_text(encoding="utf-8").splitlines())) > MOST_LINES
    }
    assert too_long == {}, f"modules over {MOST_LINES} lines: split them by meaning"


def _package(root: Path, files: dict[str, str]) -> Path:
    package = root / "pkg"
    for name, text in files.items():
        path = package / name
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(text, encoding="utf-8")
    return package


def test_the_circles_script_counts_imports_in_functions_and_under_type_checking(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    circles = script("import_circles")
    package = _package(
        tmp_path,
        {
            "__init__.py": "",
            "a.py": "from pkg.b import thing\n",
            "b.py": "def thing():\n    from pkg import c\n",
            "c.py": "import typing\nif typing.TYPE_CHECKING:\n    from pkg.a import x\n",
            "d.py": "import pkg.a\n",
            "sub/__init__.py": "from .e import y\n",
            "sub/e.py": "from .. import d\n",
        },
    )
    graph = circles.imports(circles.modules(package))
    assert graph["pkg.sub"] == {"pkg.sub.e"}
    assert graph["pkg.sub.e"] == {"pkg.d"}
    assert circles.circles(graph) == [["pkg.a", "pkg.b", "pkg.c"]]
    assert circles.main(["--count", "--package", str(package)]) == 0
    assert capsys.readouterr().out == "1 import circles, 3 modules in them, of 7\n"


def test_no_module_is_in_an_import_circle() -> None:
    # Counting imports inside functions and under TYPE_CHECKING: the core's phases and rules
    # name neither the state nor the table that hold them (see unokit.contract).
    circles = script("import_circles")
    found = circles.circles(circles.imports(circles.modules(SRC)))
    assert found == [], "modules in an import circle: " + "; ".join(map(", ".join, found))
