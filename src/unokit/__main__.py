"""``python -m unokit``: the ``unokit`` command (see [`unokit.play.cli`][unokit.play.cli])."""

from __future__ import annotations

import sys

if __name__ == "__main__":
    from unokit.play.cli import main

    sys.exit(main())
