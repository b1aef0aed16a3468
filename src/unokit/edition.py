"""The base classes of edition and house-rule plugins."""

from __future__ import annotations

from collections.abc import Generator, Iterable
from typing import ClassVar

import pluggy

from unokit.rules import CardKind, map_card_kinds

__all__ = ["Edition", "HouseRule", "hookimpl"]

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


class HouseRule:
    """Base class for a house rule: its name and description, plus rule hooks as methods.

    A house rule is a plugin registered after the edition in a game's rule stack, so its
    hook implementations combine with the edition's by pluggy's rules (see
    [`unokit.hookspecs`][unokit.hookspecs]). Subclass it, set the class attributes,
    implement the hooks that change the game (marked with [`hookimpl`][unokit.hookimpl]),
    and register an instance from the
    [`unokit_register_house_rules`][unokit.hookspecs.unokit_register_house_rules] hook.

    Attributes:
        name: The house rule's name, used in ``new_game(..., house_rules=[name])``.
        description: One line saying what the house rule does.
        incompatible: Names of editions and house rules it cannot be combined with; a game
            asking for both raises a [`SetupError`][unokit.SetupError] saying so.
    """

    name: ClassVar[str] = ""
    description: ClassVar[str] = ""
    incompatible: ClassVar[tuple[str, ...]] = ()

    def change_kind(self, kind: CardKind) -> CardKind:
        """Return ``kind`` as this house rule plays it; unchanged unless overridden.

        Most house rules change cards the edition already has (an effect for the 7, Jump-In
        for every coloured card): override this, and the base class's
        [`unokit_card_kinds`][unokit.hookspecs.unokit_card_kinds] wrapper applies it to every
        kind of the game, the edition's and the other house rules' alike.
        """
        return kind

    @hookimpl(wrapper=True)
    def unokit_card_kinds(
        self,
    ) -> Generator[None, list[Iterable[CardKind]], list[list[CardKind]]]:
        """Every card kind of the game, as [`change_kind`][unokit.HouseRule.change_kind] has it."""
        kinds = yield
        return map_card_kinds(kinds, self.change_kind)

    def __repr__(self) -> str:
        return f"<{type(self).__name__} {self.name!r}>"
