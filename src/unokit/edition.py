"""The base classes of edition and house-rule plugins."""

from __future__ import annotations

from collections.abc import Generator, Iterable
from typing import Any, ClassVar

import pluggy

from unokit.core.rules import CardKind, map_card_kinds

__all__ = ["Edition", "HouseRule", "hookimpl"]

hookimpl = pluggy.HookimplMarker("unokit")
"""Marks a function or method as an implementation of a unokit hook."""


class Edition:
    """Base class for an edition: its name and player range, plus rule hooks as methods.

    Subclass it (or, usually, [`ClassicEdition`][unokit.editions.classic.ClassicEdition],
    which answers every rule hook the classic way), set the class attributes and implement
    the rule hooks of [`unokit.core.hookspecs`][unokit.core.hookspecs] that differ, marked with
    [`hookimpl`][unokit.hookimpl]. Register an instance from the
    [`unokit_register_editions`][unokit.core.hookspecs.unokit_register_editions] hook.

    Attributes:
        name: The edition's canonical name, used in [`new_game`][unokit.new_game].
        aliases: Other names accepted for it.
        description: One line saying what the edition is.
        min_players: The fewest players it allows.
        max_players: The most players it allows.
        mark_label: What the edition calls the marks printed on its cards, if it has any
            (``"character"`` in UNO Friends); used in messages.
        hand_limit_label: The name players give the edition's hand limit, if it has one
            (``"the Mercy Rule"``): the narration tells a seat taken out of the round "has
            25 cards and is out of the round (the Mercy Rule)", and the help of
            ``unokit play`` explains the rule under this name.
        declares: The types the edition brings into a game: its [`Move`][unokit.Move]
            subclasses (each with a verb of its own), its [`Pending`][unokit.Pending]
            decisions, and any other ``attrs`` class it keeps in the state. A game reads,
            saves and encodes only the types its plugins declare (see
            [`GameTypes`][unokit.core.declared.GameTypes]). A subclass declares only what it
            adds: the types of the classes it is built from count too.
        state_type: The type of what the edition keeps between moves (its own state, set
            with [`Table.set_plugin_state`][unokit.Table.set_plugin_state]): a type hint
            saved games can hold, usually a frozen ``attrs`` class it also declares
            (``declares``); ``None`` (the default) if it keeps nothing. ``None`` is every
            plugin's state at the start of a round. A move that leaves the edition's state
            of another type, or changeable, is refused with a
            [`PluginError`][unokit.PluginError], and so is a saved game holding one.
        knocks_out: ``True`` if the edition takes seats out of the round itself (with
            [`Table.knock_out`][unokit.Table.knock_out]) other than by a hand limit: views,
            saves and the reinforcement-learning observation then show who is out.
        incompatible: Names of house rules the edition cannot be combined with (it plays a
            rule of its own in their place, say); a game asking for one raises a
            [`SetupError`][unokit.SetupError] saying so.
        compatible_versions: Earlier versions of the plugin's distribution whose games this
            version plays exactly as they were played: records and saved games made with
            them replay and load as those of this version do. Each is a version as the
            distribution's metadata writes it (``"1.2.0"``) or every release of one
            (``"1.2.*"``: 1.2 and 1.2.anything). A record or saved game made with any
            other version is refused (see "Versions" in the guide to writing an edition).
    """

    name: ClassVar[str] = ""
    aliases: ClassVar[tuple[str, ...]] = ()
    description: ClassVar[str] = ""
    min_players: ClassVar[int] = 2
    max_players: ClassVar[int] = 10
    mark_label: ClassVar[str] = "mark"
    hand_limit_label: ClassVar[str] = ""
    declares: ClassVar[tuple[type, ...]] = ()
    state_type: ClassVar[Any] = None
    knocks_out: ClassVar[bool] = False
    incompatible: ClassVar[tuple[str, ...]] = ()
    compatible_versions: ClassVar[tuple[str, ...]] = ()

    def __repr__(self) -> str:
        return f"<{type(self).__name__} {self.name!r}>"


class HouseRule:
    """Base class for a house rule: its name and description, plus rule hooks as methods.

    A house rule is a plugin registered after the edition in a game's rule stack, so its
    hook implementations combine with the edition's by pluggy's rules (see
    [`unokit.core.hookspecs`][unokit.core.hookspecs]). Subclass it, set the class attributes,
    implement the hooks that change the game (marked with [`hookimpl`][unokit.hookimpl]),
    and register an instance from the
    [`unokit_register_house_rules`][unokit.core.hookspecs.unokit_register_house_rules] hook.

    Attributes:
        name: The house rule's name, used in ``new_game(..., house_rules=[name])``.
        description: One line saying what the house rule does.
        incompatible: Names of editions and house rules it cannot be combined with; a game
            asking for both raises a [`SetupError`][unokit.SetupError] saying so.
        declares: The types the house rule brings into a game, as
            [`Edition.declares`][unokit.Edition].
        state_type: The type of what the house rule keeps between moves, or ``None`` (the
            default) if it keeps nothing, as [`Edition.state_type`][unokit.Edition].
        knocks_out: ``True`` if the house rule takes seats out of the round, as
            [`Edition.knocks_out`][unokit.Edition].
        compatible_versions: Earlier versions of the plugin's distribution whose games this
            version plays exactly as they were played, as
            [`Edition.compatible_versions`][unokit.Edition].
    """

    name: ClassVar[str] = ""
    description: ClassVar[str] = ""
    incompatible: ClassVar[tuple[str, ...]] = ()
    declares: ClassVar[tuple[type, ...]] = ()
    state_type: ClassVar[Any] = None
    knocks_out: ClassVar[bool] = False
    compatible_versions: ClassVar[tuple[str, ...]] = ()

    def change_kind(self, kind: CardKind) -> CardKind:
        """Return ``kind`` as this house rule plays it; unchanged unless overridden.

        Most house rules change cards the edition already has (an effect for the 7, Jump-In
        for every coloured card): override this, and the base class's
        [`unokit_card_kinds`][unokit.core.hookspecs.unokit_card_kinds] wrapper applies it to every
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
