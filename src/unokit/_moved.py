"""The modules that moved into the package's layers, still importable by their old names.

unokit's modules live in subpackages that show its layers (``unokit.core``, ``unokit.io``,
``unokit.play``, ``unokit.scale``, ``unokit.agents``). A program that imports a module by
its old name (``from unokit.records import GameRecord``) still gets the very same module,
with a `DeprecationWarning` that names the new one; the names of [`unokit`][unokit] and
[`unokit.plugin`][unokit.plugin] did not move and are the ones to import.
"""

from __future__ import annotations

import importlib
import importlib.machinery
import sys
import warnings
from collections.abc import Sequence
from types import ModuleType
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from importlib.abc import Loader
else:
    # The import system needs only the methods (``find_spec``, ``create_module``,
    # ``exec_module``), and ``importlib.abc`` would cost ``import unokit`` about 20 ms
    # (it imports ``importlib.resources``, ``pathlib``, ``tempfile``...).
    Loader = object

#: Each layer's package, with the old top-level names of the modules and folders it took.
LAYERS: dict[str, str] = {
    "core": "errors cards moves state phases rules table engine legal explain match formats "
    "game views versions declared capabilities contract hookspecs compiling _compiler "
    "_answers registry _listing plugins _discovery _invariants _fields _pluginstates "
    "_frozen _cardcount",
    "io": "notation records saving _recordtext _recordjson _recordfields _savecodec _savechecks",
    "agents": "determinization",
    "play": "cli terminal render seating narration _telling charts _progress",
    "scale": "simulation distributed",
}

#: An old module name of the package (``"records"``) and its new one (``"io.records"``).
MOVED: dict[str, str] = {
    old: f"{layer}.{old}" for layer, olds in LAYERS.items() for old in olds.split()
}


#: A moved module's name today (``"unokit.io.records"``) and its old one.
_OLD: dict[str, str] = {f"unokit.{new}": f"unokit.{old}" for old, new in MOVED.items()}


def old_module_name(module: str) -> str:
    """The name ``module`` had before the layers: the name saved games give its classes.

    Examples:
        >>> old_module_name("unokit.core.moves")
        'unokit.moves'
        >>> old_module_name("unokit.scale.simulation.results")
        'unokit.simulation.results'
        >>> old_module_name("unokit.editions.classic")
        'unokit.editions.classic'
    """
    parts = module.split(".")
    for length in (3, 4):  # unokit.core.moves, unokit.agents.determinization.dealing
        old = _OLD.get(".".join(parts[:length]))
        if old is not None:
            return ".".join([old, *parts[length:]])
    return module


def new_name(fullname: str) -> str | None:
    """The module's name today, if ``fullname`` is an old one (a submodule's too), else None.

    Examples:
        >>> new_name("unokit.records")
        'unokit.io.records'
        >>> new_name("unokit.simulation.results")
        'unokit.scale.simulation.results'
        >>> new_name("unokit.rl") is None
        True
    """
    package, _, rest = fullname.partition(".")
    if package != "unokit" or not rest:
        return None
    head, dot, tail = rest.partition(".")
    moved = MOVED.get(head)
    if moved is None:
        return None
    return f"unokit.{moved}{dot}{tail}"


class _Alias(Loader):
    """Loads an old name as the module of its new name, warning once per import."""

    def __init__(self, old: str, new: str) -> None:
        self.old, self.new = old, new

    def create_module(self, spec: importlib.machinery.ModuleSpec) -> ModuleType:
        warnings.warn(
            f"the module {self.old} moved to {self.new}; import it from there, or import "
            "its public names from unokit (this old name will be removed)",
            DeprecationWarning,
            stacklevel=2,
        )
        module = importlib.import_module(self.new)
        self.spec = module.__spec__
        return module

    def exec_module(self, module: ModuleType) -> None:
        # The import system gave the module the old name's spec: give it back its own.
        module.__spec__ = self.spec


class MovedFinder:
    """Finds the old name of a moved module before the path finder could load a second copy."""

    def find_spec(
        self,
        fullname: str,
        path: Sequence[str] | None,
        target: ModuleType | None = None,
    ) -> importlib.machinery.ModuleSpec | None:
        """The spec of an alias for an old module name; None for any other name."""
        new = new_name(fullname)
        if new is None:
            return None
        return importlib.machinery.ModuleSpec(fullname, _Alias(fullname, new))


def install() -> None:
    """Put the finder of old names first on ``sys.meta_path`` (once)."""
    if not any(isinstance(finder, MovedFinder) for finder in sys.meta_path):
        sys.meta_path.insert(0, MovedFinder())
