"""``python -m unokit``: the ``unokit`` command (see [`unokit.cli`][unokit.cli])."""

from __future__ import annotations

import sys

if __name__ == "__main__":
    from unokit.cli import main

    sys.exit(main())
