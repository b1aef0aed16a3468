"""Reading moves in the context of a game, as python-chess reads a move on a board.

[`parse_move(game, text)`][unokit.parse_move] reads a move's text (the form
[`Move`][unokit.Move] prints) knowing only the verbs the game can use: unokit's own moves
and those defined in the modules of the game's edition and house rules. It loads no plugin
(the game's plugins are loaded already), and a verb of another edition is refused. The
terminal and game records read moves this way; [`Move.parse`][unokit.Move.parse] is the
context-free form, for a move that belongs to no game.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from types import MappingProxyType
from typing import Protocol, cast

from unokit.moves import _VERBS, Move, _read_move
from unokit.plugins import find_edition, find_house_rule, registry_generation

__all__ = [
    "Game",
    "RuleStack",
    "game_verbs",
    "is_core_module",
    "parse_move",
    "plugin_modules",
]


class RuleStack(Protocol):
    """What names a game's plugins: a [`Rules`][unokit.Rules] table, or a seat's view of it."""

    @property
    def edition(self) -> str:
        """The edition's canonical name."""

    @property
    def house_rules(self) -> tuple[str, ...]:
        """The canonical names of the game's house rules, in order."""


class Game(Protocol):
    """A game: a [`GameState`][unokit.GameState] or a [`SeatView`][unokit.SeatView]."""

    @property
    def rules(self) -> RuleStack:
        """The game's rules."""


#: The verbs of each rule stack, by edition, house rules, plugin registry and verb count.
_GAME_VERBS: dict[tuple[object, ...], Mapping[str, type[Move]]] = {}


def plugin_modules(rules: RuleStack) -> frozenset[str]:
    """The modules whose moves and decisions belong to ``rules``' edition and house rules.

    The module of every class the edition's plugin class is built from (its own module, and
    e.g. the classic edition's module for an edition that subclasses it), and likewise for
    each of the game's house rules. unokit's core modules (see ``is_core_module``) always
    count besides these.
    """
    return _stack_modules(rules.edition, rules.house_rules)


def _stack_modules(edition: str, house_rules: Iterable[str]) -> frozenset[str]:
    plugins = [find_edition(edition), *map(find_house_rule, house_rules)]
    modules = {
        cls.__module__ for plugin in plugins for cls in type(plugin).__mro__ if cls is not object
    }
    return frozenset(modules)


def is_core_module(module: str) -> bool:
    """Whether ``module`` is one of unokit's own, editions and house rules (plugins) left out."""
    return module.startswith("unokit.") and not module.startswith(
        ("unokit.editions.", "unokit.house_rules.")
    )


def game_verbs(rules: RuleStack) -> Mapping[str, type[Move]]:
    """The verbs a game with these rules can use, and the move class each one reads.

    Examples:
        >>> import unokit
        >>> from unokit.notation import game_verbs
        >>> "point" in game_verbs(unokit.new_game("party", players=3, seed=1).rules)
        True
        >>> "point" in game_verbs(unokit.new_game("classic", players=3, seed=1).rules)
        False
    """
    return _stack_verbs(rules.edition, tuple(rules.house_rules))


def _stack_verbs(edition: str, house_rules: tuple[str, ...]) -> Mapping[str, type[Move]]:
    """The verbs of an edition and house rules (see ``game_verbs``).

    Raises:
        UnknownEditionError: if the edition is not installed.
        UnknownHouseRuleError: if a house rule is not installed.
    """
    key = (edition, house_rules, registry_generation(), len(_VERBS))
    found = _GAME_VERBS.get(key)
    if found is None:
        modules = _stack_modules(edition, house_rules)
        found = MappingProxyType(
            {
                verb: cls
                for verb, cls in _VERBS.items()
                if cls.__module__ in modules or is_core_module(cls.__module__)
            }
        )
        _GAME_VERBS[key] = found
    return found


def parse_move(game: Game | RuleStack, text: str) -> Move:
    """Read a move of ``game`` from its text: ``parse_move(state, "0 play R7")``.

    Like [`Move.parse`][unokit.Move.parse], but with the verbs of the game's edition and
    house rules only (see [`game_verbs`][unokit.notation.game_verbs]). The move is read, not
    checked: [`is_legal`][unokit.is_legal] says whether it can be played now.

    Args:
        game: A state of the game, a seat's view of it, or its [`Rules`][unokit.Rules].
        text: The move's text, e.g. ``"0 play W+4 blue uno"``.

    Raises:
        ParseError: if the text is not a move of this game (naming the verbs it has).

    Examples:
        >>> import unokit
        >>> state = unokit.new_game("classic", players=2, seed=1)
        >>> unokit.parse_move(state, "1 catch 0")
        CatchUno(player=1, target=0)
        >>> unokit.parse_move(state, "0 point 1")
        Traceback (most recent call last):
        ...
        unokit.errors.ParseError: '0 point 1' is not a move: unknown verb 'point' ...
    """
    rules = cast(RuleStack, getattr(game, "rules", game))  # a game's rules, or the rules given
    return _read_move(text, lambda: game_verbs(rules))
