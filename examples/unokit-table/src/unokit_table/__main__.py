"""``python -m unokit_table``: the same as the ``unokit-table`` command."""

from __future__ import annotations

import sys

from unokit_table.cli import main

if __name__ == "__main__":
    sys.exit(main())
