"""Test configuration shared by the whole suite."""

from __future__ import annotations

from collections.abc import Iterator

import pytest

from tests.helpers import RAY


def pytest_collection_modifyitems(items: list[pytest.Item]) -> None:
    """Mark every test that starts Ray (the ``local_ray`` fixture) ``slow``, in the Ray group.

    Ray takes several seconds to start; the README's quick run leaves these tests out.
    """
    for item in items:
        if "local_ray" in getattr(item, "fixturenames", ()):
            item.add_marker(pytest.mark.slow)
            item.add_marker(RAY)


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
