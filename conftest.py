"""Settings shared by every test of the repository: unokit's and the example packages'.

Property tests draw their examples from a fixed seed, so that a run in CI tests exactly what
a run on a developer's machine tests; set ``UNOKIT_HYPOTHESIS=explore`` to draw new ones.
Nothing depends on the clock: no example has a deadline and Hypothesis does not judge how
long drawing one took (both fail on a busy machine for no fault of the code).

The suite keeps Python's bytecode even where ``PYTHONDONTWRITEBYTECODE`` is set: without it
every process the suite runs (each pytest worker, and each ``unokit`` command and Ray worker
a test starts) compiles unokit, its dependencies and the rewritten test modules again, which
takes a worker 12 seconds before its first test instead of 4.
"""

from __future__ import annotations

import os
import sys

from hypothesis import HealthCheck, settings

# Before any test module is imported, and before the workers and commands inherit it.
sys.dont_write_bytecode = False
os.environ.pop("PYTHONDONTWRITEBYTECODE", None)

_UNTIMED = settings(deadline=None, suppress_health_check=[HealthCheck.too_slow])
settings.register_profile("repeatable", _UNTIMED, derandomize=True, print_blob=True)
settings.register_profile("explore", _UNTIMED, derandomize=False, print_blob=True)
settings.load_profile(os.environ.get("UNOKIT_HYPOTHESIS", "repeatable"))
