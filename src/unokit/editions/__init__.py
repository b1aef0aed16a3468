"""The built-in editions, each a plugin module registered like a third-party one.

Loading any of them loads the classic turn's fast paths too (``unokit.editions.quick``).
"""

from unokit.editions import quick as _quick  # noqa: F401  # sets them on the turn's classes
