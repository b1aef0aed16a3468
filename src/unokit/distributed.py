"""Running independent pieces of work as Ray tasks (the optional extra ``unokit[ray]``).

[`simulate`][unokit.simulate] and [`check_edition`][unokit.testing.check_edition] take
``backend="ray"``: their work is cut into independent batches, each batch runs as one Ray
task, and the results come back in the order the batches were submitted, so a run on Ray
returns exactly what the same run in one process returns.

Ray is imported only here, and only when a Ray backend is asked for: ``import unokit`` never
loads it. Without Ray installed, asking for it raises a
[`SetupError`][unokit.SetupError] naming the install command.

This module is the only one that touches Ray's API, which is only partly typed: the few
calls into it go through ``Any`` (the module object comes from
[`import_ray`][unokit.distributed.import_ray]), and the typed functions below are what the
rest of unokit uses.
"""

from __future__ import annotations

import os
from collections.abc import Callable, Sequence
from typing import Any, TypeVar

from unokit.errors import SetupError, _said, _shown

__all__ = ["BACKENDS", "check_backend", "cpus", "import_ray", "map_ordered", "start"]

BACKENDS = ("process", "ray")
"""The backends [`simulate`][unokit.simulate] and ``check_edition`` accept: ``"process"``
(this process, or a pool of local processes) and ``"ray"`` (Ray tasks)."""

_INSTALL = 'pip install "unokit[ray]"'

T = TypeVar("T")
R = TypeVar("R")


def check_backend(backend: str) -> None:
    """Raise ``ValueError`` unless ``backend`` is one of [`BACKENDS`][unokit.distributed.BACKENDS].

    Examples:
        >>> from unokit.distributed import check_backend
        >>> check_backend("ray")
        >>> check_backend("dask")
        Traceback (most recent call last):
        ...
        ValueError: there is no backend called 'dask'; the backends are process, ray
    """
    if backend not in BACKENDS:
        raise ValueError(
            f"there is no backend called {_shown(backend)}; the backends are {', '.join(BACKENDS)}"
        )


def import_ray() -> Any:
    """The ``ray`` module, imported now.

    Returned as ``Any``: Ray's own annotations are partial (``ray.remote`` and ``ray.get``
    are overloaded on runtime objects), so unokit keeps every call into Ray in this module.

    Raises:
        SetupError: if Ray is not installed (the message gives the install command).
    """
    try:
        import ray
    except ImportError as exc:
        raise SetupError(
            f"the Ray backend needs Ray, which is not installed ({exc}); install it with: "
            f"{_INSTALL}"
        ) from None
    return ray


def start(address: str | None = None) -> Any:
    """Connect to Ray unless this process already is: a new local Ray, or a cluster.

    Args:
        address: A running cluster's address (``"auto"``, ``"ray://host:10001"``,
            ``"host:6379"``); ``None`` starts a local Ray on this machine's CPUs (or joins
            the cluster named by the ``RAY_ADDRESS`` environment variable). Ignored when
            Ray is already initialised in this process (``ray.init`` was called).

    Returns:
        The ``ray`` module.

    Raises:
        SetupError: if Ray is not installed, or there is no Ray cluster at ``address``.
    """
    ray = import_ray()
    if not ray.is_initialized():
        try:
            if address is None and not os.environ.get("RAY_ADDRESS"):
                # A private Ray for this process: no dashboard to start or serve.
                ray.init(include_dashboard=False)
            else:
                ray.init(address=address)
        except ConnectionError as exc:
            where = address or os.environ.get("RAY_ADDRESS")
            raise SetupError(
                f"could not join the Ray cluster at {_shown(where)}: {_said(exc, 240)}"
            ) from None
    return ray


def cpus(ray: Any) -> int:
    """The CPUs of the Ray cluster this process is connected to (at least 1)."""
    return max(1, int(ray.cluster_resources().get("CPU", 1)))


def map_ordered(
    function: Callable[[T], R],
    items: Sequence[T],
    *,
    address: str | None = None,
    done: Callable[[int, R], None] | None = None,
) -> list[R]:
    """``[function(item) for item in items]``, each call a Ray task.

    Every task is submitted at once; Ray runs as many at a time as there are CPUs.

    Args:
        function: A function importable by name (defined at the top level of a module), so
            that Ray's workers can load it.
        items: The arguments, one task each; they must be picklable.
        address: The cluster to use if Ray is not initialised yet (see
            [`start`][unokit.distributed.start]).
        done: Called with ``(position, result)`` as each task finishes, in the order they
            finish.

    Returns:
        The results in the order of ``items``, whatever order the tasks finished in.

    Raises:
        SetupError: if Ray is not installed.
    """
    ray = start(address)
    remote = ray.remote(function)
    refs = [remote.remote(item) for item in items]
    position = {ref: index for index, ref in enumerate(refs)}
    results: dict[int, R] = {}
    pending = list(refs)
    while pending:
        finished, pending = ray.wait(pending, num_returns=1)
        for ref in finished:
            index = position[ref]
            results[index] = ray.get(ref)
            if done is not None:
                done(index, results[index])
    return [results[index] for index in range(len(refs))]
