"""Finding plugins: the built-ins and the entry points, loaded into a new plugin manager.

``unokit.core.plugins`` keeps the manager and the editions and house rules its plugins register;
this module builds the manager (``discover``): it imports each built-in plugin module and
each plugin of the entry-point group, registers it, and leaves out, with its error, one that
cannot be imported or registered or that implements a hook unokit does not have. Disabled
plugins are not even imported. It also notes the distribution (name and version) of each
plugin an entry point of another distribution than unokit installed, which records and
saved games carry (see ``unokit.core.versions``).
"""

from __future__ import annotations

import contextlib
import functools
import os
import sys
import threading
import warnings
from collections.abc import Callable, Iterable, Iterator, Mapping
from typing import TYPE_CHECKING

import pluggy

from unokit.core import hookspecs
from unokit.core.errors import PluginError, PluginWarning, _describe
from unokit.core.versions import _is_distribution, _is_version, _normal

if TYPE_CHECKING:
    from importlib.metadata import EntryPoint

__all__ = ["discover", "distribution_of", "warn_skipped"]


#: What ``discover`` finds: the manager, the origins, the errors and the distributions.
_Discovered = tuple[
    pluggy.PluginManager, dict[str, str], dict[str, PluginError], dict[str, tuple[str, str]]
]


def discover(
    builtins: Mapping[str, str], group: str | None, disabled: frozenset[str]
) -> _Discovered:
    """A plugin manager with the built-in plugins and the entry points of ``group`` loaded.

    Args:
        builtins: The built-in plugins' modules, by plugin name; they are loaded first, so
            an entry point cannot take their names.
        group: The entry-point group naming third-party plugins, or ``None`` to load the
            built-ins only.
        disabled: Lower-case names of plugins not to import.

    Returns:
        The manager, where each plugin found comes from (by name), the error of each
        plugin left out (by name), and the distribution (name and version) of each plugin
        an entry point of another distribution than unokit's loaded (by name).
    """
    import importlib.metadata  # here, not at the top: it takes longer than unokit to import

    manager = pluggy.PluginManager("unokit")
    manager.add_hookspecs(hookspecs)
    origins: dict[str, str] = {}
    errors: dict[str, PluginError] = {}
    distributions: dict[str, tuple[str, str]] = {}
    for name, module in builtins.items():
        if name.lower() not in disabled:
            origins[name] = f"module {module} of unokit"
            load = functools.partial(importlib.import_module, module)
            _load_plugin(manager, name, load, origins[name], errors)
    entry_points = importlib.metadata.entry_points(group=group) if group is not None else ()
    for entry_point in entry_points:
        name = entry_point.name
        if name.lower() in disabled or manager.is_blocked(name):
            continue
        # As pluggy's load_setuptools_entrypoints: a name already taken is skipped; unless it
        # names the very module that took it (unokit's own entry points name its built-ins),
        # say so, naming both.
        if name in origins or manager.has_plugin(name):
            origin = _entry_point_origin(entry_point)
            if builtins.get(name) != entry_point.value and origin != origins.get(name):
                _warn(
                    f"plugin {name!r} ({origin}) is skipped: the name is taken by "
                    f"{origins.get(name, 'a plugin already registered')}"
                )
            continue
        origins[name] = _entry_point_origin(entry_point)
        _load_plugin(manager, name, entry_point.load, origins[name], errors)
        distribution = distribution_of(entry_point)
        if distribution is not None:
            distributions[name] = distribution
    _check_pending(manager, origins, errors)
    loaded = {name: dist for name, dist in distributions.items() if manager.has_plugin(name)}
    return manager, origins, errors, loaded


def distribution_of(entry_point: EntryPoint) -> tuple[str, str] | None:
    """The name and version of the distribution that installed ``entry_point``.

    ``None`` for unokit's own (its plugins are versioned by the rules version), for an entry
    point without a distribution, and for metadata that cannot be read or written in a
    record (a name or version that is not one word).
    """
    dist = getattr(entry_point, "dist", None)
    if dist is None:
        return None
    try:
        name, version = dist.name, dist.version
    except Exception:  # unreadable metadata: no version to write
        return None
    if not (_is_distribution(name) and _is_version(version)) or _normal(name) == "unokit":
        return None
    return name, version


def _entry_point_origin(entry_point: EntryPoint) -> str:
    origin = f"entry point {entry_point.name} = {entry_point.value}"
    dist = getattr(entry_point, "dist", None)
    # Unreadable metadata: the entry point alone says enough.
    with contextlib.suppress(Exception):
        if dist is not None:
            origin += f" of {dist.name} {dist.version}"
    return origin


def _load_plugin(
    manager: pluggy.PluginManager,
    name: str,
    load: Callable[[], object],
    origin: str,
    errors: dict[str, PluginError],
) -> None:
    """Import one plugin and register it; on failure record why and leave it out.

    A plugin whose import raises ``SystemExit`` or ``KeyboardInterrupt`` is broken too: only
    a real Ctrl-C (an interrupt signal received while it imports) stops the program.
    """
    try:
        with _interrupts_told_apart() as interrupted:
            plugin = load()
    except (Exception, SystemExit, KeyboardInterrupt) as exc:
        if isinstance(exc, KeyboardInterrupt) and interrupted:
            raise
        errors[name] = _failure(name, origin, "failed to import", exc)
        return
    try:
        manager.register(plugin, name=name)
    except Exception as exc:
        _drop(manager, name, plugin)
        errors[name] = _failure(name, origin, "cannot be registered", exc)


@contextlib.contextmanager
def _interrupts_told_apart() -> Iterator[list[bool]]:
    """While a plugin imports, note whether an interrupt signal (a real Ctrl-C) arrives.

    Yields a list that holds ``True`` once one has: a ``KeyboardInterrupt`` raised with
    nothing noted came from the plugin's own code. Only the main thread receives signals;
    elsewhere nothing can be noted, and nothing needs to be.
    """
    noted: list[bool] = []
    if threading.current_thread() is not threading.main_thread():
        yield noted
        return
    import signal  # here, not at the top: only finding plugins needs it

    previous = signal.getsignal(signal.SIGINT)

    def interrupted(signum: int, frame: object) -> None:
        noted.append(True)
        raise KeyboardInterrupt

    try:
        signal.signal(signal.SIGINT, interrupted)
    except ValueError:  # pragma: no cover - not the main interpreter
        yield noted
        return
    try:
        yield noted
    finally:
        signal.signal(signal.SIGINT, previous)


def _warn(message: str) -> None:
    """A ``PluginWarning`` pointing at the caller's code rather than unokit's."""
    warnings.warn(message, PluginWarning, stacklevel=_caller_level())


def _check_pending(
    manager: pluggy.PluginManager, origins: Mapping[str, str], errors: dict[str, PluginError]
) -> None:
    """Leave out, one by one, the plugins implementing a hook unokit does not have."""
    while True:
        try:
            manager.check_pending()
        except pluggy.PluginValidationError as exc:
            name = manager.get_name(exc.plugin)
            if name is None:  # pragma: no cover - check_pending names a registered plugin
                raise
            _drop(manager, name, exc.plugin)
            errors[name] = _failure(name, origins.get(name, "plugin"), "cannot be registered", exc)
        else:
            return


def _drop(manager: pluggy.PluginManager, name: str, plugin: object) -> None:
    """Unregister what a failed registration may have left behind."""
    if manager.get_plugin(name) is plugin:
        with contextlib.suppress(Exception):  # nothing more can be undone
            manager.unregister(plugin, name=name)


def _failure(name: str, origin: str, what: str, exc: BaseException) -> PluginError:
    error = PluginError(f"plugin {name!r} ({origin}) {what}: {_describe(exc)}")
    error.__cause__ = exc
    return error


_PACKAGE = os.path.dirname(__file__) + os.sep


def _caller_level() -> int:
    """The ``stacklevel`` of the first frame outside unokit's package, for the caller's warning.

    Counted from the function that calls this one (``stacklevel=1`` is that function).
    """
    level = 1
    frame = sys._getframe(1)
    while frame.f_back is not None and frame.f_code.co_filename.startswith(_PACKAGE):
        frame = frame.f_back
        level += 1
    return level


def warn_skipped(errors: Iterable[PluginError]) -> None:
    """Warn about each skipped plugin, pointing at the caller's code rather than unokit's."""
    level = _caller_level()
    for error in errors:
        warnings.warn(f"{error}; the plugin is skipped", PluginWarning, stacklevel=level)
