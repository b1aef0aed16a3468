"""Print the import circles of ``src/unokit``, counting every import a module makes.

An import inside a function or under ``TYPE_CHECKING`` counts as much as one at the top: a
circle is a set of modules that import each other, whenever they do it. Run::

    python scripts/import_circles.py            # the circles, and the imports that tie them
    python scripts/import_circles.py --count    # only how many modules are in circles

It reads the source only (nothing is imported) and exits 0 either way.
"""

from __future__ import annotations

import argparse
import ast
import sys
from collections.abc import Iterable, Mapping, Sequence
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
PACKAGE = ROOT / "src" / "unokit"


def modules(package: Path) -> dict[str, Path]:
    """Every module of ``package`` by its dotted name (a package by its ``__init__.py``)."""
    found = {}
    for path in sorted(package.rglob("*.py")):
        parts = list(path.relative_to(package.parent).with_suffix("").parts)
        if parts[-1] == "__init__":
            parts.pop()
        found[".".join(parts)] = path
    return found


def _target(name: str, known: Mapping[str, Path]) -> str | None:
    """The module of ``known`` that importing ``name`` reaches (its longest known prefix)."""
    while name and name not in known:
        name = name.rpartition(".")[0]
    return name or None


def imports(known: Mapping[str, Path]) -> dict[str, set[str]]:
    """What each module imports of the others, wherever the import statement stands."""
    graph: dict[str, set[str]] = {name: set() for name in known}
    for name, path in known.items():
        package = name if path.name == "__init__.py" else name.rpartition(".")[0]
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            targets: list[str | None] = []
            if isinstance(node, ast.Import):
                targets = [_target(alias.name, known) for alias in node.names]
            elif isinstance(node, ast.ImportFrom):
                base = node.module or ""
                if node.level:
                    parts = package.split(".")[: len(package.split(".")) - node.level + 1]
                    base = ".".join([*parts, *([node.module] if node.module else [])])
                for alias in node.names:
                    full = f"{base}.{alias.name}"
                    targets.append(full if full in known else _target(base, known))
            graph[name].update(t for t in targets if t is not None and t != name)
    return graph


def circles(graph: Mapping[str, Iterable[str]]) -> list[list[str]]:
    """The strongly connected groups of more than one module (Tarjan's algorithm, iterative)."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    on_stack: set[str] = set()
    found: list[list[str]] = []
    for root in graph:
        if root in index:
            continue
        work = [(root, iter(sorted(graph[root])))]
        index[root] = low[root] = len(index)
        stack.append(root)
        on_stack.add(root)
        while work:
            node, edges = work[-1]
            step = next(edges, None)
            if step is not None:
                if step not in index:
                    index[step] = low[step] = len(index)
                    stack.append(step)
                    on_stack.add(step)
                    work.append((step, iter(sorted(graph[step]))))
                elif step in on_stack:
                    low[node] = min(low[node], index[step])
                continue
            work.pop()
            if work:
                low[work[-1][0]] = min(low[work[-1][0]], low[node])
            if low[node] == index[node]:
                group = []
                while True:
                    member = stack.pop()
                    on_stack.discard(member)
                    group.append(member)
                    if member == node:
                        break
                if len(group) > 1:
                    found.append(sorted(group))
    return sorted(found, key=lambda group: (-len(group), group))


def main(argv: Sequence[str] | None = None) -> int:
    """Print the circles of ``src/unokit`` (see the module's docs)."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--count", action="store_true", help="print only the numbers")
    parser.add_argument("--package", type=Path, default=PACKAGE, help=argparse.SUPPRESS)
    args = parser.parse_args(argv)
    graph = imports(modules(args.package))
    found = circles(graph)
    in_circles = sum(len(group) for group in found)
    print(f"{len(found)} import circles, {in_circles} modules in them, of {len(graph)}")
    if not args.count:
        for group in found:
            print(f"\n{len(group)} modules:")
            members = set(group)
            for name in group:
                print(f"  {name} -> {', '.join(sorted(graph[name] & members))}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
