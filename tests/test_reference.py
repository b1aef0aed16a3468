"""The API reference (docs/reference.md) renders every public name and every hook.

Building the site here would be slow, so this checks what the build would render: the
reference page's mkdocstrings blocks and their options, and — with griffe, the loader
mkdocstrings uses — that every name of ``unokit.__all__`` and every hook counts as public
(``filters: public`` renders exactly those) and has a docstring to show.
"""

from __future__ import annotations

import inspect
import re
from pathlib import Path

import griffe

import unokit
import unokit.hookspecs
from unokit import plugins

ROOT = Path(__file__).resolve().parent.parent
REFERENCE = (ROOT / "docs" / "reference.md").read_text(encoding="utf-8")
HOOKS = sorted(name for name in dir(unokit.hookspecs) if name.startswith("unokit_"))


def _block(identifier: str) -> str:
    """The options written under ``::: identifier`` (up to the next blank line)."""
    match = re.search(rf"^::: {re.escape(identifier)}\n((?:[ \t]+.*\n)*)", REFERENCE, re.M)
    assert match, f"docs/reference.md has no '::: {identifier}' block"
    return match.group(1)


def _loaded() -> griffe.Module:
    module = griffe.load("unokit", search_paths=[str(ROOT / "src")])
    assert isinstance(module, griffe.Module)
    return module


def test_the_package_block_renders_all_public_members() -> None:
    options = _block("unokit")
    assert re.search(r"^\s+members: true$", options, re.M)
    assert re.search(r"^\s+filters: public$", options, re.M)


def test_every_name_of_all_is_rendered_and_documented() -> None:
    package = _loaded()
    for name in unokit.__all__:
        assert name in package.members, f"unokit.{name} is in __all__ but not found by griffe"
        assert package.members[name].is_public, f"unokit.{name} would be filtered out"
        if name.startswith("__") or name == "COLORS":
            continue  # a version string and a constant tuple, described in the module text
        assert inspect.getdoc(getattr(unokit, name)), f"unokit.{name} has no docstring"


def test_every_public_object_of_the_package_is_in_all() -> None:
    """Nothing importable from ``unokit`` escapes the reference by missing from ``__all__``."""
    for name, value in vars(unokit).items():
        if name.startswith("_") or inspect.ismodule(value):
            continue
        if not str(getattr(value, "__module__", "")).startswith("unokit"):
            continue  # constants, and helpers such as typing.TYPE_CHECKING or annotations
        assert name in unokit.__all__, f"unokit.{name} is public but not in unokit.__all__"


def test_every_hook_is_rendered_with_a_docstring() -> None:
    options = _block("unokit.hookspecs")
    assert "members:" not in options, "the hook specifications must all be rendered"
    hookspecs = _loaded()["hookspecs"]
    assert len(HOOKS) >= 6
    for hook in HOOKS:
        assert hook in unokit.hookspecs.__all__, f"{hook} is missing from hookspecs.__all__"
        assert hookspecs.members[hook].is_public, f"{hook} would be filtered out"
        assert hookspecs.members[hook].docstring, f"{hook} has no docstring"


def test_every_built_in_edition_has_a_reference_section() -> None:
    for module in plugins.BUILTIN_PLUGINS.values():
        _block(module)
