"""Mutation testing of the rules modules: the score per module and every surviving mutant.

A *mutant* is the code with one small change (a comparison flipped, a constant changed, an
argument dropped...). A test run that fails on it *kills* it; a mutant that passes every
test *survives*, and shows a change to the rules that no test notices. This script runs
[mutmut](https://mutmut.readthedocs.io) over the rules modules with a fast selection of the
tests (the rule scenarios, matches, views, saving, records, golden replays, plugins, agents
and the command line), then prints each module's score and the diff of every survivor.

    pip install -e ".[test,mutation]"
    python benchmarks/mutation.py                              # every rules module
    python benchmarks/mutation.py src/unokit/core/formats.py        # some of them
    python benchmarks/mutation.py src/unokit/core/views.py --tests tests/test_views.py
    python benchmarks/mutation.py src/unokit/io/saving.py \
        --tests tests/test_saving.py --deselect tests/test_saving.py::test_corrupted  # a prefix
    python benchmarks/mutation.py src/unokit/core/engine.py --mutants "unokit.core.engine.x_apply*"
    python benchmarks/mutation.py examples/unokit-flip/src/unokit_flip/*.py  # an example package
    python benchmarks/mutation.py --report                     # the last run's results again

Not run in CI: engine, formats, UNO Party! and views (958 mutants) take about 20 minutes on
two cores. Each mutant runs the selected tests that reach the mutated function, fastest
first, until one fails; a survivor runs all of them. mutmut works in a copy of the project
under ``--workdir`` (``build/mutation``, git-ignored), never in ``src/``; every run starts
afresh, so its results describe the code and tests as they are. The score is the share of
mutants killed, a timeout counting as a kill (the mutant made a test hang); a mutant no
selected test reaches counts as a survivor. Survivors that change nothing a caller can
observe (equivalent mutants) are listed, with the reason, in docs/testing.md.

The modules of an example package (``examples/<distribution>/src/<package>/``) are mutated
too: the script copies the package beside unokit, under ``src`` in the work directory, so
that mutmut mutates it and its mutated copy is imported before the installed one (the example
must be installed, as the tests need it anyway). Without ``--tests``, the package's own tests
(``examples/<distribution>/tests``) are added to the fast selection.

mutmut forks each mutant's test process from the one that first ran every selected test, so
whatever that run cached would be cached for the mutant too: the compiled rules of every
game those tests started, above all, and with them every mutant of the code that compiles
them (a house rule changing the card kinds, an edition's hooks, the action space's layout)
would never run. So every test in the work directory starts with no rules compiled (the
pytest plugin ``FRESH_RULES_PLUGIN``, written there).
"""

from __future__ import annotations

import argparse
import shutil
import subprocess
import sys
import time
from collections import Counter
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent

#: The modules that decide what the rules are.
RULES_MODULES = (
    "src/unokit/core/engine.py",
    "src/unokit/editions/classic.py",
    "src/unokit/editions/friends.py",
    "src/unokit/editions/party/__init__.py",
    "src/unokit/editions/turn.py",
    "src/unokit/core/legal.py",
    "src/unokit/core/formats.py",
    "src/unokit/core/views.py",
    "src/unokit/io/saving.py",
    "src/unokit/io/_savecodec.py",
    "src/unokit/core/_invariants.py",
)

#: The tests run against each mutant: every rule scenario and the fast whole-game checks.
FAST_TESTS = (
    "tests/test_rules_deck_and_deal.py",
    "tests/test_rules_turns.py",
    "tests/test_rules_challenge_and_uno.py",
    "tests/test_rules_piles_and_scoring.py",
    "tests/test_party.py",
    "tests/test_friends.py",
    "tests/test_match_formats.py",
    "tests/test_match_properties.py",
    "tests/test_views.py",
    "tests/test_saving.py",
    "tests/test_records.py",
    "tests/test_notation.py",
    "tests/test_golden.py",
    "tests/test_plugins.py",
    "tests/test_plugin_faults.py",
    "tests/test_agents.py",
    "tests/test_cli.py",
)

#: What the tests read besides the code (rule pages, examples), copied beside them.
ALSO_COPY = ("docs", "examples", "README.md", "CHANGELOG.md")

KILLED = {"killed", "timeout", "caught by type check"}

#: The pytest plugin that makes every test compile its games' rules afresh (see above).
FRESH_RULES = "_unokit_mutation_fresh_rules"
FRESH_RULES_PLUGIN = '''"""Each test compiles its rules afresh: no mutant hides in a cache."""

from collections.abc import Iterator

import pytest

from unokit.core.registry import REGISTRY


@pytest.fixture(autouse=True)
def _compile_afresh() -> Iterator[None]:
    REGISTRY._forget()  # the plugins stay registered; their stacks and rule tables go
    yield
'''

#: The file that marks a work directory this script made (and may delete).
MARKER = ".unokit-mutation"


def module_name(path: str) -> str:
    """``src/unokit/editions/party.py`` -> ``unokit.editions.party`` (a path under ``src``).

    A package's ``__init__.py`` is the package: ``src/unokit/house_rules/__init__.py`` ->
    ``unokit.house_rules``, as mutmut names its mutants.
    """
    parts = Path(path).relative_to("src").with_suffix("").parts
    return ".".join(parts[:-1] if parts[-1] == "__init__" else parts)


def example_package(path: str) -> Path | None:
    """The package directory of an example's module, or ``None`` for a module of unokit.

    ``examples/unokit-flip/src/unokit_flip/deck.py`` -> ``examples/unokit-flip/src/unokit_flip``.
    """
    parts = Path(path).parts
    if len(parts) > 4 and parts[0] == "examples" and parts[2] == "src":
        return Path(*parts[:4])
    return None


def in_workdir(path: str) -> str:
    """Where a module to mutate lies in the work directory: always under ``src``.

    mutmut mutates the files under ``src`` and puts its mutated copy of ``src`` first on the
    import path, so an example package's module moves beside unokit there
    (``examples/unokit-flip/src/unokit_flip/deck.py`` -> ``src/unokit_flip/deck.py``), ahead
    of the example's installed copy.
    """
    package = example_package(path)
    if package is None:
        return path
    return Path("src", *Path(path).parts[3:]).as_posix()


def check_module(path: str) -> None:
    """Refuse a path that is not a module of unokit or of an example package."""
    if not path.endswith(".py") or not (ROOT / path).is_file():
        sys.exit(f"{path}: not a Python module of the project")
    if not path.startswith("src/unokit/") and example_package(path) is None:
        sys.exit(f"{path}: not a module of src/unokit or of examples/<distribution>/src")


def default_tests(modules: list[str]) -> list[str]:
    """The fast selection, and the tests of every example package among ``modules``."""
    examples = dict.fromkeys(
        package.parent.parent / "tests"
        for package in map(example_package, modules)
        if package is not None
    )
    return [*FAST_TESTS, *(tests.as_posix() for tests in examples if (ROOT / tests).is_dir())]


def prepare(workdir: Path, modules: list[str], tests: list[str]) -> None:
    """A fresh copy of the project in ``workdir``, configured for mutmut.

    ``modules`` are paths in the project; an example package among them is copied under
    ``src`` (see ``in_workdir``).
    """
    marker = workdir / MARKER
    if workdir.exists() and any(workdir.iterdir()):
        if not marker.exists():
            sys.exit(f"{workdir} is not empty and not a mutation work directory: choose another")
        shutil.rmtree(workdir)
    workdir.mkdir(parents=True, exist_ok=True)
    marker.write_text("made by benchmarks/mutation.py; deleted by its next run\n")
    ignore = shutil.ignore_patterns("__pycache__", "*.egg-info", ".hypothesis")
    for name in ("src", "tests", *ALSO_COPY):
        if (ROOT / name).is_dir():
            shutil.copytree(ROOT / name, workdir / name, ignore=ignore)
        else:
            shutil.copy2(ROOT / name, workdir / name)
    for package in dict.fromkeys(filter(None, map(example_package, modules))):
        shutil.copytree(ROOT / package, workdir / "src" / package.name, ignore=ignore)
    config = (ROOT / "pyproject.toml").read_text(encoding="utf-8")
    config += (
        "\n[tool.mutmut]\n"
        'source_paths = ["src"]\n'
        f"only_mutate = {to_toml([in_workdir(path) for path in modules])}\n"
        f"pytest_add_cli_args_test_selection = {to_toml(tests)}\n"
        f"pytest_add_cli_args = {to_toml(['-p', FRESH_RULES])}\n"
        f"also_copy = {to_toml(list(ALSO_COPY))}\n"
    )
    (workdir / "src" / f"{FRESH_RULES}.py").write_text(FRESH_RULES_PLUGIN, encoding="utf-8")
    (workdir / "pyproject.toml").write_text(config, encoding="utf-8")


def to_toml(items: list[str]) -> str:
    return "[" + ", ".join(f'"{item}"' for item in items) + "]"


def mutmut(workdir: Path, *args: str, capture: bool = False) -> str:
    """Run mutmut (from this interpreter's environment) in ``workdir``."""
    command = Path(sys.executable).parent / "mutmut"
    if not command.exists():
        sys.exit('mutmut is not installed: pip install -e ".[test,mutation]"')
    done = subprocess.run(
        [str(command), *args],
        cwd=workdir,
        check=False,
        text=True,
        stdout=subprocess.PIPE if capture else None,
    )
    if done.returncode != 0:
        sys.exit(f"mutmut {' '.join(args)} failed (exit status {done.returncode})")
    return done.stdout or ""


def results(workdir: Path) -> dict[str, str]:
    """Every mutant's name and status, from ``mutmut results --all true``."""
    statuses: dict[str, str] = {}
    for line in mutmut(workdir, "results", "--all", "true", capture=True).splitlines():
        name, sep, status = line.strip().rpartition(": ")
        if sep and "__mutmut_" in name:
            statuses[name] = status
    return statuses


def module_of(mutant: str, modules: list[str]) -> str:
    """The module (of ``modules``) a mutant's name belongs to: the longest matching prefix."""
    names = sorted((module_name(path) for path in modules), key=len, reverse=True)
    return next(name for name in names if mutant.startswith(name + "."))


def report(workdir: Path) -> int:
    """Print the score per module and every survivor's diff; the number of survivors."""
    config = (workdir / "pyproject.toml").read_text(encoding="utf-8")
    modules = config.split("only_mutate = [", 1)[1].split("]", 1)[0].replace('"', "").split(", ")
    statuses = results(workdir)
    by_module: dict[str, Counter[str]] = {module_name(path): Counter() for path in modules}
    survivors: list[str] = []
    unchecked = 0
    for mutant, status in sorted(statuses.items()):
        if status == "not checked":  # left out by --mutants
            unchecked += 1
            continue
        by_module[module_of(mutant, modules)][status] += 1
        if status not in KILLED:
            survivors.append(mutant)
    print(f"\n{'module':<24} {'mutants':>8} {'killed':>7} {'survived':>9} {'score':>7}")
    total: Counter[str] = Counter()
    for name, counts in by_module.items():
        total += counts
        print(line(name, counts))
    if len(by_module) > 1:
        print(line("all", total))
    others = {status for counts in by_module.values() for status in counts} - KILLED
    if others - {"survived"}:
        print("not killed: " + ", ".join(f"{total[s]} {s}" for s in sorted(others)))
    if unchecked:
        print(f"{unchecked} mutants not run (--mutants chose others)")
    print(f"\n{len(survivors)} survivor(s)")
    for mutant in survivors:
        print()
        print(mutmut(workdir, "show", mutant, capture=True).rstrip())
    return len(survivors)


def line(name: str, counts: Counter[str]) -> str:
    mutants = sum(counts.values())
    killed = sum(counts[status] for status in KILLED)
    score = f"{killed / mutants:.1%}" if mutants else "-"
    return f"{name:<24} {mutants:>8} {killed:>7} {mutants - killed:>9} {score:>7}"


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n", 1)[0])
    parser.add_argument(
        "modules", nargs="*", help=f"modules to mutate (default: {' '.join(RULES_MODULES)})"
    )
    parser.add_argument("--tests", nargs="+", help="test files or ids (default: a fast selection)")
    parser.add_argument(
        "--deselect", nargs="+", default=[], help="tests to leave out (ids, or the start of ids)"
    )
    parser.add_argument(
        "--mutants", nargs="+", help="only these mutants (names or patterns, as printed)"
    )
    parser.add_argument("--jobs", type=int, default=2, help="mutants tested at once (default 2)")
    parser.add_argument("--workdir", type=Path, default=ROOT / "build" / "mutation")
    parser.add_argument("--report", action="store_true", help="print the last run's results")
    args = parser.parse_args()
    workdir: Path = args.workdir.resolve()
    if not args.report:
        modules = [Path(path).resolve().relative_to(ROOT).as_posix() for path in args.modules]
        modules = modules or list(RULES_MODULES)
        for path in modules:
            check_module(path)
        tests = list(args.tests or default_tests(modules))
        tests += [f"--deselect={test}" for test in args.deselect]
        prepare(workdir, modules, tests)
        started = time.monotonic()
        mutmut(workdir, "run", "--max-children", str(args.jobs), *(args.mutants or ()))
        print(f"\nmutmut run: {time.monotonic() - started:.0f} s")
    elif not (workdir / "mutants").is_dir():
        sys.exit(f"no mutation run in {workdir}")
    report(workdir)


if __name__ == "__main__":
    main()
