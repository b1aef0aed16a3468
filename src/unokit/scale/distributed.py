"""Running independent pieces of work as Ray tasks (the optional extra ``ray``).

[`simulate`][unokit.simulate] and [`check_edition`][unokit.testing.check_edition] take
``backend="ray"``: their work is cut into independent batches, each batch runs as one Ray
task, and the results come back in the order the batches were submitted, so a run on Ray
returns exactly what the same run in one process returns.

Ray is imported only here, and only when a Ray backend is asked for: ``import unokit`` never
loads it. Without Ray installed, asking for it raises a
[`SetupError`][unokit.SetupError] naming the install command.

This module is the only one that touches Ray's API, which is only partly typed: the few
calls into it go through ``Any`` (the module object comes from
[`import_ray`][unokit.scale.distributed.import_ray]), and the typed functions below are what the
rest of unokit uses.
"""

from __future__ import annotations

import contextlib
import os
from collections.abc import Callable, Generator, Iterable
from typing import Any, TypeVar

from unokit.core.errors import SetupError, _said, _shown

__all__ = ["BACKENDS", "check_backend", "cpus", "import_ray", "map_ordered", "run_tasks", "start"]

BACKENDS = ("process", "ray")
"""The backends [`simulate`][unokit.simulate] and ``check_edition`` accept: ``"process"``
(this process, or a pool of local processes) and ``"ray"`` (Ray tasks)."""

_INSTALL = 'pip install -e ".[ray]" (in a clone of unokit)'

T = TypeVar("T")
R = TypeVar("R")


def check_backend(backend: str) -> None:
    """Raise ``ValueError`` unless ``backend`` is one of the names in ``BACKENDS``.

    Examples:
        >>> from unokit.scale.distributed import check_backend
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


def run_tasks(
    function: Callable[[T], R],
    items: Iterable[T],
    *,
    address: str | None = None,
    in_flight: int | None = None,
) -> Generator[tuple[int, R], None, None]:
    """Run ``function(item)`` for each item as a Ray task; yield ``(position, result)``.

    Results come as the tasks finish. At most ``in_flight`` tasks are submitted at a time,
    and ``items`` is read only as tasks are submitted, so a run of any length holds only a
    few of them. When the run stops before its end — a task fails (its error is raised
    here), Ctrl-C, or the caller closes the iterator — every task still submitted is
    cancelled, and waited for (at most five seconds), so nothing goes on running
    on the cluster (but for a task Ray was handing to a worker at that very moment, which
    Ray may still run). Close it (``contextlib.closing``) when you stop reading early.

    Args:
        function: A function importable by name (defined at the top level of a module), so
            that Ray's workers can load it.
        items: The arguments, one task each; they must be picklable.
        address: The cluster to use if Ray is not initialised yet (see
            [`start`][unokit.scale.distributed.start]).
        in_flight: The most tasks submitted at once (default: four per CPU of the cluster).

    Raises:
        SetupError: if Ray is not installed.
    """
    ray = start(address)
    remote = ray.remote(function)
    limit = in_flight if in_flight is not None else 4 * cpus(ray)
    todo = enumerate(items)
    position: dict[Any, int] = {}
    pending: list[Any] = []
    try:
        while True:
            for index, item in todo:
                ref = remote.remote(item)
                position[ref] = index
                pending.append(ref)
                if len(pending) >= limit:
                    break
            if not pending:
                return
            finished, pending = ray.wait(pending, num_returns=1)
            for ref in finished:
                yield position.pop(ref), ray.get(ref)
    finally:
        _cancel(ray, pending)


#: The most seconds ``run_tasks`` waits for the tasks it cancelled to end.
_CANCEL_WAIT = 5.0


def _cancel(ray: Any, pending: list[Any]) -> None:
    """Cancel ``pending`` tasks, and wait (at most ``_CANCEL_WAIT`` s) until they have ended.

    Ray cancels asynchronously: a task still running goes on until its worker is stopped,
    so without the wait it could still do its work after the caller was told the run ended.
    """
    if not pending:
        return
    for ref in pending:  # stopped early: nothing of this run goes on running
        with contextlib.suppress(Exception):
            ray.cancel(ref, force=True)
    with contextlib.suppress(Exception):
        ray.wait(pending, num_returns=len(pending), timeout=_CANCEL_WAIT)


def map_ordered(
    function: Callable[[T], R],
    items: Iterable[T],
    *,
    address: str | None = None,
    done: Callable[[int, R], None] | None = None,
) -> list[R]:
    """``[function(item) for item in items]``, each call a Ray task.

    The tasks run as [`run_tasks`][unokit.scale.distributed.run_tasks] runs them (``function``,
    ``items`` and ``address`` are its): a few per CPU at a time, and if one fails the others
    are cancelled before its error is raised.

    Args:
        function: What each task calls.
        items: The arguments, one task each.
        address: The cluster to use if Ray is not initialised yet.
        done: Called with ``(position, result)`` as each task finishes, in the order they
            finish.

    Returns:
        The results in the order of ``items``, whatever order the tasks finished in.

    Raises:
        SetupError: if Ray is not installed.
    """
    results: dict[int, R] = {}
    with contextlib.closing(run_tasks(function, items, address=address)) as tasks:
        for index, result in tasks:
            results[index] = result
            if done is not None:
                done(index, result)
    return [results[index] for index in range(len(results))]
