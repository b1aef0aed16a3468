"""The reference (docs/reference/*.md) renders every public name and every hook, once.

Building the site here would be slow (tests/test_site.py builds it once and reads the HTML),
so this checks what the build would render: the pages' mkdocstrings blocks and their options,
and — with griffe, the loader mkdocstrings uses — that every name of ``unokit.__all__`` and
every hook has a block, counts as public and has a docstring to show.
"""

from __future__ import annotations

import importlib
import importlib.util
import inspect
import re
from pathlib import Path

import griffe

import unokit
import unokit.core.hookspecs
from unokit.core import plugins

ROOT = Path(__file__).resolve().parent.parent
PAGES = sorted((ROOT / "docs" / "reference").glob("*.md"))
HOOKS = sorted(name for name in dir(unokit.core.hookspecs) if name.startswith("unokit_"))
BLOCK = re.compile(r"^::: (\S+)\n((?:[ \t]+.*\n)*)", re.M)


def _blocks() -> dict[str, str]:
    """Every ``::: identifier`` block of the reference pages, with the options written under it."""
    blocks: dict[str, str] = {}
    for page in PAGES:
        for identifier, options in BLOCK.findall(page.read_text(encoding="utf-8")):
            assert identifier not in blocks, f"'::: {identifier}' is rendered twice"
            blocks[identifier] = options
    return blocks


def _members(options: str) -> list[str] | None:
    """The names of a block's ``members: [...]`` option, or None if it has no list."""
    match = re.search(r"^\s+members: \[(.*)\]$", options, re.M)
    return [name.strip() for name in match.group(1).split(",")] if match else None


def _loaded() -> griffe.Module:
    module = griffe.load("unokit", search_paths=[str(ROOT / "src")])
    assert isinstance(module, griffe.Module)
    return module


def test_the_reference_has_one_page_per_topic() -> None:
    names = {page.stem for page in PAGES}
    assert {"index", "playing", "cards-and-moves", "state", "editions", "errors"} <= names
    assert len(PAGES) >= 8


def test_every_reference_page_is_in_the_navigation_most_used_first() -> None:
    config = (ROOT / "mkdocs.yml").read_text(encoding="utf-8")
    section = re.search(r"^  - Reference:\n((?:      - .*\n)+)", config, re.M)
    assert section, "mkdocs.yml needs a 'Reference' section in its nav"
    listed = re.findall(r"(reference/\S+\.md)$", section.group(1), re.M)
    assert listed[:2] == ["reference/index.md", "reference/playing.md"]
    assert sorted(listed) == sorted(f"reference/{page.name}" for page in PAGES)


def test_every_name_of_all_is_rendered_and_documented() -> None:
    blocks = _blocks()
    package = _loaded()
    for name in unokit.__all__:
        assert name in package.members, f"unokit.{name} is in __all__ but not found by griffe"
        assert package.members[name].is_public, f"unokit.{name} would be filtered out"
        if name == "__version__":
            index = (ROOT / "docs" / "reference" / "index.md").read_text(encoding="utf-8")
            assert "`unokit.__version__`" in index, "the reference index must name __version__"
            continue
        assert f"unokit.{name}" in blocks, f"unokit.{name} has no '::: unokit.{name}' block"
        assert griffe_member(package, "unokit", name).docstring, f"unokit.{name} has no docstring"


def test_every_public_object_of_the_package_is_in_all() -> None:
    """Nothing importable from ``unokit`` escapes the reference by missing from ``__all__``."""
    for name, value in vars(unokit).items():
        if name.startswith("_") or inspect.ismodule(value):
            continue
        if not str(getattr(value, "__module__", "")).startswith("unokit"):
            continue  # constants, and helpers such as typing.TYPE_CHECKING or annotations
        assert name in unokit.__all__, f"unokit.{name} is public but not in unokit.__all__"


def test_every_block_renders_public_names_only() -> None:
    """A module block lists public names, or renders exactly its ``__all__``, or no members."""
    package = _loaded()
    for identifier, options in _blocks().items():
        parts = identifier.split(".")
        assert parts[0] == "unokit", identifier
        assert not any(p.startswith("_") for p in parts), f"{identifier} is private"
        if len(parts) == 2 and parts[1] in unokit.__all__:
            continue  # a name of the package itself, checked above
        module_name, members = identifier, _members(options)
        if not _is_module(identifier):
            module_name, members = identifier.rsplit(".", 1)[0], [parts[-1]]  # one name
        exported = importlib.import_module(module_name).__all__
        if members is None and re.search(r"^\s+members: false$", options, re.M):
            continue  # the module's own text only
        if members is None:
            assert re.search(r"^\s+filters: public$", options, re.M), (
                f"'::: {identifier}' must list its members or render only its __all__ "
                "(filters: public)"
            )
            members = exported
        for name in members:
            assert name in exported, f"{module_name}.{name} is not in its __all__"
            # mkdocstrings leaves out a name without a docstring (unless listed), silently.
            assert griffe_member(package, module_name, name).docstring, (
                f"{module_name}.{name} has no docstring"
            )


def _is_module(identifier: str) -> bool:
    try:
        return importlib.util.find_spec(identifier) is not None
    except ModuleNotFoundError:  # a name inside a module, such as unokit.core.cards.canonical_mark
        return False


def griffe_member(package: griffe.Module, identifier: str, name: str) -> griffe.Object:
    """The griffe object of ``identifier.name`` (``identifier`` a module of the package)."""
    obj: griffe.Object | griffe.Alias = package
    for part in [*identifier.split(".")[1:], name]:
        obj = obj.members[part]
    target = obj.final_target if isinstance(obj, griffe.Alias) else obj
    assert isinstance(target, griffe.Object)
    return target


def test_every_hook_is_rendered_with_a_docstring() -> None:
    options = _blocks()["unokit.core.hookspecs"]
    assert "members:" not in options, "the hook specifications must all be rendered"
    hookspecs = _loaded()["core.hookspecs"]
    assert len(HOOKS) >= 6
    for hook in HOOKS:
        assert hook in unokit.core.hookspecs.__all__, f"{hook} is missing from hookspecs.__all__"
        assert hookspecs.members[hook].is_public, f"{hook} would be filtered out"
        assert hookspecs.members[hook].docstring, f"{hook} has no docstring"


def test_every_built_in_edition_has_a_reference_section() -> None:
    blocks = _blocks()
    for module in plugins.BUILTIN_PLUGINS.values():
        assert module in blocks, f"the reference has no '::: {module}' block"


def test_the_reference_index_lists_every_page_in_the_navigation_s_order() -> None:
    config = (ROOT / "mkdocs.yml").read_text(encoding="utf-8")
    section = re.search(r"^  - Reference:\n((?:      - .*\n)+)", config, re.M)
    assert section
    navigation = re.findall(r"reference/(\S+\.md)$", section.group(1), re.M)[1:]
    index = (ROOT / "docs" / "reference" / "index.md").read_text(encoding="utf-8")
    assert re.findall(r"^- \[[^]]+\]\((\S+\.md)\)", index, re.M) == navigation
