"""Settings shared by every test of the repository: unokit's and the example packages'.

Property tests draw their examples from a fixed seed, so that a run in CI tests exactly what
a run on a developer's machine tests; set ``UNOKIT_HYPOTHESIS=explore`` to draw new ones.
Nothing depends on the clock: no example has a deadline and Hypothesis does not judge how
long drawing one took (both fail on a busy machine for no fault of the code).

The suite keeps Python's bytecode even where ``PYTHONDONTWRITEBYTECODE`` is set: without it
every process the suite runs (each pytest worker, and each ``unokit`` command and Ray worker
a test starts) compiles unokit, its dependencies and the rewritten test modules again, which
takes a worker 12 seconds before its first test instead of 4.

``-n auto`` (pyproject's addopts) starts one pytest-xdist worker more than the machine has
cores: about a third of the suite's time is spent waiting on other processes (a browser, the
table's server, Ray, the docs build, a pool of simulation workers), and the extra worker keeps
every core busy meanwhile (on a quiet 2-core machine: 7 min 34 s with two workers, 7 min 4 s
with three). ``-n NUMBER`` or ``PYTEST_XDIST_AUTO_NUM_WORKERS`` still choose for themselves.

A run started in the background of a shell without job control (``nohup``, ``cmd &`` in a
script) ignores Ctrl-C from the start, and Python then leaves it ignored: in every worker and
command it starts too. The tests of what Ctrl-C stops would then wait for runs that never
stop, so the suite gives Ctrl-C back its usual meaning first.

The longest work is handed out first: the tests that share one worker (an ``xdist_group``:
Ray, the built site) and then those marked ``slow``, each in the order collected. A worker
that starts the Ray group last would keep the others waiting for it at the end.
"""

from __future__ import annotations

import os
import signal
import sys

import pytest
from hypothesis import HealthCheck, settings

# Before any test module is imported, and before the workers and commands inherit it.
sys.dont_write_bytecode = False
os.environ.pop("PYTHONDONTWRITEBYTECODE", None)
if signal.getsignal(signal.SIGINT) is signal.SIG_IGN:  # started where Ctrl-C is ignored
    signal.signal(signal.SIGINT, signal.default_int_handler)

_UNTIMED = settings(deadline=None, suppress_health_check=[HealthCheck.too_slow])
settings.register_profile("repeatable", _UNTIMED, derandomize=True, print_blob=True)
settings.register_profile("explore", _UNTIMED, derandomize=False, print_blob=True)
settings.load_profile(os.environ.get("UNOKIT_HYPOTHESIS", "repeatable"))


def pytest_xdist_auto_num_workers(config: pytest.Config) -> int | None:
    """``-n auto``: one worker more than the cores this process may run on (see above)."""
    if os.environ.get("PYTEST_XDIST_AUTO_NUM_WORKERS"):
        return None  # pytest-xdist reads it
    cores = len(os.sched_getaffinity(0)) if hasattr(os, "sched_getaffinity") else os.cpu_count()
    return (cores or 1) + 1


@pytest.hookimpl(trylast=True)
def pytest_collection_modifyitems(items: list[pytest.Item]) -> None:
    """The groups first, then the slow tests, then the rest (see above); stable within each."""

    def rank(item: pytest.Item) -> int:
        if item.get_closest_marker("xdist_group") is not None:
            return 0
        return 1 if item.get_closest_marker("slow") is not None else 2

    items.sort(key=rank)
