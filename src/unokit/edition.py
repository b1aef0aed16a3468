"""The base class of edition plugins."""

from __future__ import annotations

from typing import ClassVar

import pluggy

__all__ = ["Edition", "hookimpl"]

hookimpl = pluggy.HookimplMarker("unokit")
"""Marks a function or method as an implementation of a unokit hook."""


class Edition:
    """Base class for an edition: its name and player range, plus rule hooks as methods.

    Subclass it (or, usually, [`ClassicEdition`][unokit.editions.classic.ClassicEdition],
    which answers every rule hook the classic way), set the class attributes and implement
    the rule hooks of [`unokit.hookspecs`][unokit.hookspecs] that differ, marked with
    [`hookimpl`][unokit.hookimpl]. Register an instance from the
    [`unokit_register_editions`][unokit.hookspecs.unokit_register_editions] hook.

    Attributes:
        name: The edition's canonical name, used in [`new_game`][unokit.new_game].
        aliases: Other names accepted for it.
        description: One line saying what the edition is.
        min_players: The fewest players it allows.
        max_players: The most players it allows.
        mark_label: What the edition calls the marks printed on its cards, if it has any
            (``"character"`` in UNO Friends); used in messages.
    """

    name: ClassVar[str] = ""
    aliases: ClassVar[tuple[str, ...]] = ()
    description: ClassVar[str] = ""
    min_players: ClassVar[int] = 2
    max_players: ClassVar[int] = 10
    mark_label: ClassVar[str] = "mark"

    def __repr__(self) -> str:
        return f"<{type(self).__name__} {self.name!r}>"
