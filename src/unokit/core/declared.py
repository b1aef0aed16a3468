"""What a game's plugins declare: the moves, decisions and values its states can hold.

Every plugin says which types it brings, in its ``declares`` class attribute (see
[`Edition.declares`][unokit.Edition]): its [`Move`][unokit.Move] subclasses (each with a
verb of its own), its [`Pending`][unokit.Pending] decisions, and any other ``attrs`` class it
keeps in the state (its own state and the values inside it). A game knows unokit's own types
and those its edition and house rules declare, and nothing else: reading a move's text,
loading a saved game, and the reinforcement-learning spaces all ask the game's
[`GameTypes`][unokit.core.declared.GameTypes] (``state.rules.types``), never a module name.
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Mapping
from typing import Any

import attrs

from unokit.core._fields import type_name
from unokit.core._frozen import FrozenMap
from unokit.core.errors import PluginError, _short
from unokit.core.moves import CORE_MOVES, Move
from unokit.core.phases import Pending

__all__ = ["GameTypes", "type_name"]


#: A move's verb: a lower-case word (letters, digits, dashes), as its text form writes it.
_VERB = r"[a-z][a-z0-9-]*"  # compiled (and cached by ``re``) when first matched


@attrs.frozen(eq=False)
class GameTypes:
    """The types a game knows: unokit's own, and those its plugins declare.

    Attributes:
        moves: Every move class by its verb: unokit's own first (in the order of
            [`CORE_MOVES`][unokit.core.moves.CORE_MOVES]), then the plugins', by verb.
        decisions: Every decision class: those every game knows (its turn's, then unokit's
            own), in that order, then the plugins', sorted by ``"<module>.<Class>"``.
        values: The other ``attrs`` classes the plugins keep in the state (their own states
            and the values inside them), sorted by ``"<module>.<Class>"``.
        named: Every decision and value class by the name a saved game gives it (see
            [`type_name`][unokit.core.declared.type_name]).
    """

    moves: Mapping[str, type[Move]]
    decisions: tuple[type[Pending], ...]
    values: tuple[type, ...]
    named: Mapping[str, type] = attrs.field(init=False)

    @named.default
    def _named(self) -> Mapping[str, type]:
        return FrozenMap((type_name(cls), cls) for cls in (*self.decisions, *self.values))

    def __reduce__(self) -> tuple[Any, ...]:
        # Rebuilt from plain values (classes pickle by name).
        return (GameTypes, (dict(self.moves), self.decisions, self.values))

    def __copy__(self) -> GameTypes:
        return self

    def __deepcopy__(self, memo: dict[int, Any]) -> GameTypes:
        return self

    @property
    def plugin_moves(self) -> tuple[type[Move], ...]:
        """The plugins' move classes (unokit's own left out), by verb."""
        return tuple(cls for verb, cls in self.moves.items() if CORE_MOVES.get(verb) is not cls)

    def knows(self, cls: type) -> bool:
        """Whether the game's states may hold a value of ``cls`` (a decision or a value)."""
        return self.named.get(type_name(cls)) is cls

    @classmethod
    def build(
        cls,
        core_decisions: Iterable[type[Pending]],
        declared: Iterable[Declared],
    ) -> GameTypes:
        """The types of a game: its turn's and unokit's own, then its plugins' (edition first).

        Raises:
            PluginError: if two plugins of the game give one verb to different classes.
        """
        moves: dict[str, type[Move]] = dict(CORE_MOVES)
        own_moves: dict[str, type[Move]] = {}
        decisions: dict[type, None] = {}
        values: dict[type, None] = {}
        for found in declared:
            for verb, move in found.moves.items():
                taken = moves.get(verb) or own_moves.get(verb)
                if taken is not None and taken is not move:
                    raise PluginError(
                        f"the move {type_name(move)} takes the verb {verb!r}, which the move "
                        f"{type_name(taken)} already has"
                    )
                own_moves[verb] = move
            decisions.update(dict.fromkeys(found.decisions))
            values.update(dict.fromkeys(found.values))
        core = tuple(dict.fromkeys(core_decisions))
        own = sorted((d for d in decisions if d not in core), key=type_name)
        moves.update(sorted(own_moves.items()))
        return cls(
            moves=FrozenMap(moves),
            decisions=(*core, *own),
            values=tuple(sorted(values, key=type_name)),
        )


@attrs.frozen
class Declared:
    """What one plugin declares, sorted: its moves by verb, its decisions, its values."""

    moves: Mapping[str, type[Move]]
    decisions: tuple[type[Pending], ...]
    values: tuple[type, ...]

    @classmethod
    def of(cls, plugin: object) -> Declared:
        """Read the ``declares`` of ``plugin``'s class and of every class it is built from.

        A subclass of an edition knows its base's types without repeating them.

        Raises:
            PluginError: if a declared entry is not a class, a move class has no verb of its
                own, or a value class is not an ``attrs`` class.
        """
        entries: list[Any] = []
        for klass in reversed(type(plugin).__mro__):
            declared = vars(klass).get("declares", ())
            if not isinstance(declared, tuple):
                raise PluginError(
                    f"{_who(plugin)} declares {_short.repr(declared)}: expected a tuple of classes"
                )
            entries += declared
        moves: dict[str, type[Move]] = {}
        decisions: list[type[Pending]] = []
        values: list[type] = []
        for entry in dict.fromkeys(entries):
            if not isinstance(entry, type):
                raise PluginError(
                    f"{_who(plugin)} declares {_short.repr(entry)}, which is not a class"
                )
            if issubclass(entry, Move):
                moves[_verb_of(plugin, entry, moves)] = entry
            elif issubclass(entry, Pending):
                decisions.append(entry)
            elif attrs.has(entry):
                values.append(entry)
            else:
                raise PluginError(
                    f"{_who(plugin)} declares {type_name(entry)}, which is neither a Move, a "
                    "Pending nor an attrs class: only those can be kept in a game"
                )
        return cls(FrozenMap(moves), tuple(decisions), tuple(values))


def _verb_of(plugin: object, move: type[Move], taken: Mapping[str, type[Move]]) -> str:
    verb = vars(move).get("verb")
    if not isinstance(verb, str) or not re.fullmatch(_VERB, verb):
        raise PluginError(
            f"{_who(plugin)} declares the move {type_name(move)}, whose verb is "
            f"{_short.repr(verb)}: a move class declares its own verb, a lower-case word"
        )
    other = taken.get(verb)
    if other is not None and other is not move:
        raise PluginError(
            f"{_who(plugin)} declares the moves {type_name(other)} and {type_name(move)}, "
            f"both with the verb {verb!r}"
        )
    return verb


def _who(plugin: object) -> str:
    name = getattr(plugin, "name", None)
    return f"{type(plugin).__name__} {name!r}" if isinstance(name, str) else repr(plugin)
