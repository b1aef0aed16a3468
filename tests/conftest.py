"""Test configuration shared by the whole suite."""

from __future__ import annotations

import os
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path

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


@pytest.fixture(scope="session")
def site(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """The documentation site, built once a session with ``mkdocs build --strict``.

    The tests using it are in ``xdist_group("site")``, so one worker builds it for all.
    """
    site_dir = tmp_path_factory.mktemp("site")
    root = Path(__file__).resolve().parent.parent
    env = {**os.environ, "NO_MKDOCS_2_WARNING": "1"}
    built = subprocess.run(
        [sys.executable, "-m", "mkdocs", "build", "--strict", "--site-dir", str(site_dir)],
        cwd=root,
        env=env,
        capture_output=True,
        text=True,
        check=False,
    )
    assert built.returncode == 0, f"mkdocs build --strict failed:\n{built.stderr}"
    return site_dir
