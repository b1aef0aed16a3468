"""Release engineering: one version everywhere, CI on every Python unokit claims.

``src/unokit/__init__.py``'s ``__version__`` is the version (hatch reads it for the package);
the documentation and the citation file repeat it, and these tests keep them equal. The
workflow files must name the Pythons the package metadata claims.
"""

from __future__ import annotations

import importlib
import os
import re
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest

import unokit

ROOT = Path(__file__).resolve().parent.parent

#: PyYAML comes with MkDocs (the ``test`` extra); imported by name, as it ships no type hints.
yaml: Any = importlib.import_module("yaml")


def read(path: str) -> str:
    return (ROOT / path).read_text(encoding="utf-8")


def workflow(name: str) -> dict[Any, Any]:
    data = yaml.safe_load(read(f".github/workflows/{name}"))
    assert isinstance(data, dict)
    return data


def test_the_package_takes_its_version_from_init() -> None:
    assert re.search(r'^__version__ = "(.+)"$', read("src/unokit/__init__.py"), re.M)
    assert re.search(
        r'^\[tool\.hatch\.version\]\npath = "src/unokit/__init__\.py"$',
        read("pyproject.toml"),
        re.M,
    )
    assert re.search(r'^dynamic = \["version"\]$', read("pyproject.toml"), re.M)


def test_the_docs_show_the_version() -> None:
    shown = re.findall(
        r"This documentation describes unokit \*\*(.+?)\*\*", read("docs/installation.md")
    )
    assert shown == [unokit.__version__]


def test_the_citation_file_has_the_version() -> None:
    citation = yaml.safe_load(read("CITATION.cff"))
    assert citation["cff-version"] == "1.2.0"
    assert citation["title"] == "unokit"
    assert str(citation["version"]) == unokit.__version__


def test_the_changelog_starts_with_an_unreleased_section() -> None:
    sections = re.findall(r"^## (.+)$", read("CHANGELOG.md"), re.M)
    assert sections[0] == "[Unreleased]"
    for section in sections[1:]:
        assert re.fullmatch(r"\[\d+\.\d+\.\d+\] - \d{4}-\d{2}-\d{2}", section), section


def test_ci_tests_every_python_the_package_claims_on_three_systems() -> None:
    claimed = re.findall(r'"Programming Language :: Python :: (3\.\d+)"', read("pyproject.toml"))
    assert claimed[0] == "3.10"
    assert re.search(r'^requires-python = ">=3\.10"$', read("pyproject.toml"), re.M)
    matrix = workflow("ci.yml")["jobs"]["tests"]["strategy"]["matrix"]
    assert matrix["python-version"] == claimed
    assert matrix["os"] == ["ubuntu-latest"]
    assert {extra["os"] for extra in matrix["include"]} == {"macos-latest", "windows-latest"}


def test_a_version_tag_builds_once_and_publishes_with_trusted_publishing() -> None:
    release = workflow("release.yml")
    # PyYAML reads the key "on" as True (YAML 1.1).
    assert release[True] == {"push": {"tags": ["v*"]}}
    build, publish = release["jobs"]["build"], release["jobs"]["publish"]
    assert publish["needs"] == "build"
    assert publish["environment"]["name"] == "pypi"
    assert publish["permissions"] == {"id-token": "write"}
    assert any(
        step.get("uses", "").startswith("pypa/gh-action-pypi-publish@") for step in publish["steps"]
    )
    assert any("python -m build" in step.get("run", "") for step in build["steps"])


def test_ci_runs_the_readme_s_whole_suite_and_quick_run() -> None:
    """``.ci/run`` runs the README's two test commands, found by the patterns it greps for."""
    patterns = re.findall(r"readme_line '(.+?)'", read(".ci/run"))
    assert len(patterns) == 2
    found = [
        [line for line in read("README.md").splitlines() if re.search(pattern, line)]
        for pattern in patterns
    ]
    assert found == [
        [
            'python3 -m venv .venv && .venv/bin/pip install -e ".[test]" -e examples/unokit-seveno'
            " -e examples/unokit-numberstart -e examples/unokit-flip -e examples/unokit-nomercy"
            ' -e examples/unokit-attack -e "examples/unokit-table[test]"'
            " && .venv/bin/python -m pytest"
        ],
        ['.venv/bin/python -m pytest -m "not slow"'],
    ]


def test_the_installation_page_installs_what_the_readme_s_test_command_does() -> None:
    readme = next(line for line in read("README.md").splitlines() if '-e ".[test]"' in line)
    wanted = readme.split(".venv/bin/pip install ", 1)[1].split(" && ", 1)[0].split()
    page = read("docs/installation.md").replace("\\\n", " ")
    commands = [line for line in page.splitlines() if line.startswith('pip install -e ".[test]"')]
    assert [command.removeprefix("pip install ").split() for command in commands] == [wanted]
    assert '-e "examples/unokit-table[test]"' in " ".join(wanted)


#: An install command that names unokit on the package index, where no version is yet.
RELEASED_INSTALL = re.compile(r"pip install [\"']?unokit\b")


def test_install_commands_work_from_a_clone_until_a_release() -> None:
    """Nothing is released: every page gives the commands that work from a clone, and only
    the installation page says, in a section of its own, how they will read once released."""
    pages = ["README.md", "CONTRIBUTING.md", "CHANGELOG.md"]
    pages += sorted(str(path.relative_to(ROOT)) for path in (ROOT / "docs").rglob("*.md"))
    for page in pages:
        text = read(page)
        if page == "docs/installation.md":
            today, _, released = text.partition("## Once a version is released")
            assert 'pip install -e ".[rl]"' in today
            assert RELEASED_INSTALL.findall(released) == [
                "pip install unokit",
                'pip install "unokit',
            ]
            assert not RELEASED_INSTALL.search(today)
        else:
            assert not RELEASED_INSTALL.search(text), page


def test_the_install_messages_give_the_clone_s_command() -> None:
    """The errors for a missing extra and the command's help say what works from a clone."""
    for module, extra in (("pettingzoo", "rl"), ("hypothesis", "testing")):
        package = {"rl": "unokit.rl", "testing": "unokit.testing"}[extra]
        code = f"import sys; sys.modules[{module!r}] = None; import {package}"
        done = subprocess.run(
            [sys.executable, "-c", code], capture_output=True, text=True, check=False, timeout=60
        )
        assert done.returncode != 0
        assert "in a clone of unokit" in done.stderr
        assert f'pip install -e ".[{extra}]"' in done.stderr
        assert "unokit[" not in done.stderr
    for command, extra in (("check", "testing"), ("simulate", "ray"), ("simulate", "plot")):
        done = subprocess.run(
            [sys.executable, "-m", "unokit", command, "--help"],
            capture_output=True,
            text=True,
            check=True,
            timeout=60,
            env={**os.environ, "COLUMNS": "200"},
        )
        assert f"pip install -e '.[{extra}]'" in done.stdout
        assert "unokit[" not in done.stdout


GROUPED = """
import os
import pathlib

import pytest

pytestmark = pytest.mark.xdist_group("one")


@pytest.mark.parametrize("case", range(8))
def test_case(case):
    pathlib.Path(f"ran-{case}").write_text(os.environ["PYTEST_XDIST_WORKER"])
"""


@pytest.mark.slow  # a pytest of its own, on two workers
def test_the_tests_of_one_xdist_group_run_on_one_worker(tmp_path: Path) -> None:
    # The suite's groups (one Ray, one built site) hold only if pytest-xdist's loadgroup
    # works with the pytest installed: pytest 9.2 broke it (pyproject.toml's test extra).
    (tmp_path / "test_grouped.py").write_text(GROUPED, encoding="utf-8")
    (tmp_path / "pytest.ini").write_text("[pytest]\n", encoding="utf-8")
    done = subprocess.run(
        [
            sys.executable,
            "-m",
            "pytest",
            "-n",
            "2",
            "--dist",
            "loadgroup",
            "-p",
            "no:cacheprovider",
        ],
        cwd=tmp_path,
        capture_output=True,
        text=True,
        check=False,
        timeout=300,
    )
    assert done.returncode == 0, done.stdout + done.stderr
    workers = {path.read_text(encoding="utf-8") for path in tmp_path.glob("ran-*")}
    assert len(list(tmp_path.glob("ran-*"))) == 8
    assert len(workers) == 1, workers


def readme_count(run: str) -> int:
    """The number of tests the README gives for ``run`` ("whole suite" or "quick run")."""
    found = re.search(rf"the {run}, ([\d,]+) tests, ", " ".join(read("README.md").split()))
    assert found, f"the README gives no count of tests for the {run}"
    return int(found[1].replace(",", ""))


@pytest.mark.slow  # collects the whole suite in a pytest of its own
def test_the_readme_gives_the_number_of_tests_of_both_runs() -> None:
    done = subprocess.run(
        [sys.executable, "-m", "pytest", "--collect-only", "-q", "-n", "0", "-m", "not slow"],
        cwd=ROOT,
        capture_output=True,
        text=True,
        check=False,
        timeout=600,
    )
    found = re.search(r"^(\d+)/(\d+) tests collected", done.stdout, re.M)
    assert found, done.stdout[-2000:] + done.stderr[-2000:]
    quick, whole = int(found[1]), int(found[2])
    assert (readme_count("whole suite"), readme_count("quick run")) == (whole, quick)
