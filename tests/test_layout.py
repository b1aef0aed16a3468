"""The package's layout: modules a newcomer can read at one sitting, and what imports what.

Every module of ``src/unokit`` is at most 600 lines; a module that grows past it is split
where its parts differ in meaning (see how ``unokit.agents``, ``unokit.agents.determinization``,
``unokit.play.terminal`` and the classic turn were), keeping its public names where they were.
The modules live in the packages of their layers (``unokit.core``, ``unokit.io``,
``unokit.play``, ``unokit.scale``); their old names still import, with a warning.
"""

from __future__ import annotations

import importlib
import subprocess
import sys
import warnings
from pathlib import Path

import pytest

import unokit
from tests.helpers import script
from unokit import _moved

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
    # name neither the state nor the table that hold them (see unokit.core.contract).
    circles = script("import_circles")
    found = circles.circles(circles.imports(circles.modules(SRC)))
    assert found == [], "modules in an import circle: " + "; ".join(map(", ".join, found))


def test_the_top_of_the_package_holds_the_layers_and_the_author_surface_only() -> None:
    top = sorted(
        path.name
        for path in SRC.iterdir()
        if path.suffix == ".py" or (path / "__init__.py").is_file()
    )
    assert top == [
        "__init__.py",
        "__main__.py",
        "_moved.py",
        "agents",
        "core",
        "edition.py",
        "editions",
        "house_rules",
        "io",
        "play",
        "plugin.py",
        "rl",
        "scale",
        "testing",
    ]


@pytest.mark.parametrize(
    ("old", "new"),
    [
        ("unokit.records", "unokit.io.records"),
        ("unokit.engine", "unokit.core.engine"),
        ("unokit.seating", "unokit.play.seating"),
        ("unokit.simulation.results", "unokit.scale.simulation.results"),
        ("unokit.determinization", "unokit.agents.determinization"),
    ],
)
def test_a_module_s_old_name_gives_the_same_module_with_a_warning_naming_the_new(
    old: str, new: str
) -> None:
    sys.modules.pop(old, None)
    with warnings.catch_warnings(record=True) as caught:
        warnings.simplefilter("always")
        module = importlib.import_module(old)
    said = [str(warning.message) for warning in caught if warning.category is DeprecationWarning]
    assert f"the module {old} moved to {new}; import it from there" in "\n".join(said)
    assert module is importlib.import_module(new)
    assert module.__spec__ is not None
    assert module.__spec__.name == new  # its own spec kept
    assert module.__name__ == new


def test_every_old_name_is_a_module_today() -> None:
    for old, new in _moved.MOVED.items():
        path = SRC / new.replace(".", "/")
        assert path.with_suffix(".py").is_file() or (path / "__init__.py").is_file(), old
        assert not (SRC / f"{old}.py").exists(), old
        assert not (SRC / old).exists(), old


def test_an_old_name_as_an_attribute_of_unokit_warns_too() -> None:
    with pytest.warns(DeprecationWarning, match="unokit.narration moved to unokit.play.narration"):
        narration = unokit.narration
    assert narration.Narrator is unokit.play.narration.Narrator
    with pytest.raises(AttributeError, match="has no attribute 'nowhere'"):
        unokit.nowhere  # noqa: B018


def test_a_program_that_imports_by_an_old_name_still_runs() -> None:
    # A fresh interpreter: the old name is found before the path finder could load a copy.
    program = (
        "import warnings; warnings.simplefilter('ignore')\n"
        "from unokit.records import GameRecord\n"
        "import unokit.io.records as today\n"
        "assert GameRecord is today.GameRecord\n"
        "import sys; print(sorted(n for n in sys.modules if n.endswith('records')))\n"
    )
    done = subprocess.run([sys.executable, "-c", program], capture_output=True, text=True)
    assert done.returncode == 0, done.stderr
    assert done.stdout == "['unokit.io.records', 'unokit.records']\n"


#: Modules ``import unokit`` leaves for the code that needs them: the plugin machinery and the
#: match formats (loaded by the first new game), the save codec and the standard library's
#: heavier modules.
NOT_ON_IMPORT = (
    "importlib.abc",  # importlib.resources, pathlib, tempfile, shutil, urllib with it
    "importlib.resources",
    "pathlib",
    "tempfile",
    "json",
    "difflib",
    "random",
    "signal",
    "pluggy",
    "unokit.core.registry",
    "unokit.core.compiling",
    "unokit.core.game",
    "unokit.core.formats",
    "unokit.io._savecodec",
)


def _fresh(program: str) -> str:
    done = subprocess.run([sys.executable, "-c", program], capture_output=True, text=True)
    assert done.returncode == 0, done.stderr
    return done.stdout


def test_import_unokit_loads_the_engine_and_leaves_the_rest_for_first_use() -> None:
    # What is imported, not how long it takes (docs/performance.md has the time).
    loaded = set(_fresh("import sys, unokit; print(*sys.modules)").split())
    assert "unokit.core.engine" in loaded
    assert sorted(loaded.intersection(NOT_ON_IMPORT)) == []
    program = (
        "import sys, unokit\n"
        "state = unokit.new_game('classic', players=2, seed=1)\n"
        "state = unokit.apply(state, unokit.legal_moves(state)[0])\n"
        "print('pluggy' in sys.modules, 'unokit.core.registry' in sys.modules)\n"
    )
    assert _fresh(program) == "True True\n"


def test_every_public_name_is_listed_and_star_imported_before_its_first_use() -> None:
    program = (
        "import unokit\n"
        "print(sorted(set(unokit.__all__) - set(dir(unokit))))\n"
        "names = {}\n"
        "exec('from unokit import *', names)\n"
        "print(sorted(set(unokit.__all__) - set(names)))\n"
    )
    assert _fresh(program) == "[]\n[]\n"
    assert unokit.new_game is unokit.core.game.new_game
    assert unokit.hookimpl is unokit.edition.hookimpl
