"""The project's checks as nox sessions: ``nox -l`` lists them, ``nox`` runs the default ones.

Each session makes its own virtualenv with the Python that runs nox, so ``nox -s tests`` under
Python 3.10 tests on 3.10. Arguments after ``--`` go to the session's tool, e.g.
``nox -s tests -- tests/test_cli.py -x``.

Sessions tagged ``ci`` are the ones ``.ci/run`` runs through nox (``nox -t ci``); it runs the
main test suite with the README's own command instead of the ``tests`` session, and lints and
type-checks with the tools that command installed (the suite itself builds the docs with
``--strict``), so only ``build`` and any optional extra's tests need a virtualenv of their own.
"""

from __future__ import annotations

import os
import shutil
import sys
from pathlib import Path

import nox

ROOT = Path(__file__).resolve().parent

nox.options.default_venv_backend = "virtualenv"
nox.options.error_on_missing_interpreters = True

#: The test sessions: name -> (optional extras installed beside ``test``, pytest arguments;
#: none means the whole suite). An optional extra's tests are one more line, e.g.
#: ``"tests-rl": (["rl"], ["tests/test_rl.py"]),``.
TEST_SESSIONS: dict[str, tuple[list[str], list[str]]] = {
    "tests": ([], []),
}

#: The sessions ``nox`` runs with no ``-s``: every test session, then the checks.
nox.options.sessions = [*TEST_SESSIONS, "lint", "typecheck", "docs", "build"]

#: No prompts from pip, no version nags, no end-of-life banner from Material for MkDocs.
ENV = {
    "PIP_NO_INPUT": "1",
    "PIP_DISABLE_PIP_VERSION_CHECK": "1",
    "NO_MKDOCS_2_WARNING": "1",
}


def _install_for_tests(session: nox.Session, extras: tuple[str, ...] = ()) -> None:
    """Install unokit editable with ``test`` (and ``extras``), and the example packages."""
    session.install(
        "-e",
        f".[{','.join(['test', *extras])}]",
        "-e",
        "examples/unokit-seveno",
        "-e",
        "examples/unokit-numberstart",
        "-e",
        "examples/unokit-flip",
        "-e",
        "examples/unokit-nomercy",
        "-e",
        "examples/unokit-attack",
        "examples/unokit-table[test]",
    )


def _test_session(name: str, extras: list[str], paths: list[str]) -> None:
    """Define the nox session ``name``: install ``extras`` and run pytest on ``paths``."""

    def run(session: nox.Session) -> None:
        session.env.update(ENV)
        _install_for_tests(session, tuple(extras))
        session.run("python", "-m", "pytest", *paths, *session.posargs)

    what = f"the tests of the {', '.join(extras)} extra" if extras else "the test suite"
    run.__doc__ = f"Run {what} with pytest."
    # The main suite runs in .ci/run through the README's command; extras' sessions through nox.
    nox.session(name=name, tags=["ci"] if extras else [])(run)


for _name, (_extras, _paths) in TEST_SESSIONS.items():
    _test_session(_name, _extras, _paths)


@nox.session
def lint(session: nox.Session) -> None:
    """Lint and check the formatting with ruff (``ruff check .``, ``ruff format --check .``)."""
    session.env.update(ENV)
    session.install("ruff>=0.5")
    session.run("ruff", "check", ".")
    session.run("ruff", "format", "--check", ".")


@nox.session
def typecheck(session: nox.Session) -> None:
    """Type-check src/, tests/, examples/ and scripts/ with ``mypy --strict`` (for Python 3.10)."""
    session.env.update(ENV)
    _install_for_tests(session)
    session.run("python", "-m", "mypy", "--strict", *session.posargs)


@nox.session
def docs(session: nox.Session) -> None:
    """Build the documentation with ``mkdocs build --strict`` (into a scratch folder)."""
    session.env.update(ENV)
    session.install(".[docs]")
    site = Path(session.create_tmp()).resolve() / "site"
    session.run("python", "-m", "mkdocs", "build", "--strict", "--site-dir", str(site))


@nox.session(tags=["ci"])
def build(session: nox.Session) -> None:
    """Build the sdist and wheel, ``twine check`` them, and import the wheel in a clean venv.

    The wheel is installed into a virtualenv of its own and imported from outside the source
    tree by ``.ci/check_wheel.py``, which fails unless unokit comes from the wheel and offers
    the classic edition.
    """
    session.env.update(ENV)
    session.install("build", "twine")
    tmp = Path(session.create_tmp()).resolve()
    dist = tmp / "dist"
    shutil.rmtree(dist, ignore_errors=True)
    session.run("python", "-m", "build", "--outdir", str(dist))
    artifacts = sorted(str(path) for path in dist.iterdir())
    session.run("python", "-m", "twine", "check", "--strict", *artifacts)

    wheels = sorted(dist.glob("unokit-*.whl"))
    if len(wheels) != 1:
        session.error(f"expected exactly one wheel in {dist}, found {len(wheels)}")
    venv = tmp / "wheel-venv"
    shutil.rmtree(venv, ignore_errors=True)
    session.run("python", "-m", "venv", str(venv))
    python = venv / ("Scripts/python.exe" if sys.platform == "win32" else "bin/python")
    session.run(str(python), "-m", "pip", "install", str(wheels[0]), external=True)
    outside = tmp / "outside"
    outside.mkdir(exist_ok=True)
    with session.chdir(outside):
        session.run(
            str(python),
            os.fspath(ROOT / ".ci" / "check_wheel.py"),
            os.fspath(ROOT / "src"),
            external=True,
        )


@nox.session(default=False)
def mutation(session: nox.Session) -> None:
    """On demand only (not in CI): mutation testing, ``python benchmarks/mutation.py``."""
    session.env.update(ENV)
    _install_for_tests(session, ("mutation",))
    session.run("python", "benchmarks/mutation.py", *session.posargs)
