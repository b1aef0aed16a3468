"""Test configuration shared by the whole suite."""

from __future__ import annotations

import os
from collections.abc import Iterator

import pytest
from hypothesis import settings

# Property tests draw their examples from a fixed seed, so that a run in CI tests exactly
# what a run on a developer's machine tests; set UNOKIT_HYPOTHESIS=explore to draw new ones.
settings.register_profile("repeatable", derandomize=True, print_blob=True)
settings.register_profile("explore", derandomize=False, print_blob=True)
settings.load_profile(os.environ.get("UNOKIT_HYPOTHESIS", "repeatable"))


def pytest_collection_modifyitems(items: list[pytest.Item]) -> None:
    """Mark every test that starts Ray (the ``local_ray`` fixture) ``slow``.

    Ray takes several seconds to start; the README's quick run leaves these tests out.
    """
    for item in items:
        if "local_ray" in getattr(item, "fixturenames", ()):
            item.add_marker(pytest.mark.slow)


@pytest.fixture(scope="session")
def local_ray() -> Iterator[None]:
    """A local Ray with 2 CPUs, started once for the whole session and shut down at its end.

    unokit's Ray backend uses the Ray this process is connected to, so every test asking for
    this fixture runs its tasks here.
    """
    import ray

    ray.init(num_cpus=2, include_dashboard=False, log_to_driver=False)
    try:
        yield
    finally:
        ray.shutdown()
