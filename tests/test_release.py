"""Release engineering: one version everywhere, CI on every Python unokit claims.

``src/unokit/__init__.py``'s ``__version__`` is the version (hatch reads it for the package);
the documentation and the citation file repeat it, and these tests keep them equal. The
workflow files must name the Pythons the package metadata claims.
"""

from __future__ import annotations

import importlib
import re
from pathlib import Path
from typing import Any

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


def test_ci_finds_exactly_one_readme_test_command() -> None:
    """``.ci/run`` runs the README's test command, found by the pattern it greps for."""
    pattern = re.search(r"grep -E '(.+?)' README\.md", read(".ci/run"))
    assert pattern is not None
    lines = [line for line in read("README.md").splitlines() if re.search(pattern[1], line)]
    assert lines == [
        'python3 -m venv .venv && .venv/bin/pip install -e ".[test]" -e examples/unokit-seveno'
        " -e examples/unokit-numberstart -e examples/unokit-flip"
        ' -e "examples/unokit-table[test]" && .venv/bin/python -m pytest'
    ]
