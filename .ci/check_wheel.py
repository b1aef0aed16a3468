"""Check an installed unokit wheel: run by the wheel's own Python, from outside the tree.

    python .ci/check_wheel.py SRC_DIR

Fails unless ``import unokit`` finds the installed package (not the source tree ``SRC_DIR``)
and the installed package offers the built-in 'classic' edition.
"""

from __future__ import annotations

import pathlib
import sys

import unokit


def main() -> None:
    """Import unokit, say where from, and check it is the wheel with the classic edition."""
    src = pathlib.Path(sys.argv[1]).resolve()
    where = pathlib.Path(unokit.__file__).resolve()
    print(f"unokit {unokit.__version__} imports from {where}")
    if src in where.parents:
        sys.exit(f"check_wheel: unokit was imported from the source tree ({where}), not the wheel")
    editions = list(unokit.available_editions())
    print("available editions:", editions)
    if "classic" not in editions:
        sys.exit("check_wheel: the 'classic' edition is not available from the installed wheel")


if __name__ == "__main__":
    main()
