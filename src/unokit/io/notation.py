"""Reading moves in the context of a game, as python-chess reads a move on a board.

[`parse_move(game, text)`][unokit.parse_move] reads a move's text (the form
[`Move`][unokit.Move] prints) knowing only the verbs the game can use: unokit's own moves
and those the game's edition and house rules declare (``state.rules.types``). It loads no
plugin (the game's plugins are loaded already), and a verb of another edition is refused. The
terminal and game records read moves this way; [`Move.parse`][unokit.Move.parse] is the
context-free form, for a move that belongs to no game.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Protocol, cast

from unokit.core.declared import GameTypes
from unokit.core.moves import Move, _read_move

__all__ = [
    "Game",
    "RuleStack",
    "game_verbs",
    "parse_move",
]


class RuleStack(Protocol):
    """What names a game's types: a [`Rules`][unokit.Rules] table, or a seat's view of it."""

    @property
    def types(self) -> GameTypes:
        """The moves, decisions and values the game knows."""


class Game(Protocol):
    """A game: a [`GameState`][unokit.GameState] or a [`SeatView`][unokit.SeatView]."""

    @property
    def rules(self) -> RuleStack:
        """The game's rules."""


def game_verbs(rules: RuleStack) -> Mapping[str, type[Move]]:
    """The verbs a game with these rules can use, and the move class each one reads.

    unokit's own moves and those the game's edition and house rules declare.

    Examples:
        >>> import unokit
        >>> from unokit.io.notation import game_verbs
        >>> "point" in game_verbs(unokit.new_game("party", players=3, seed=1).rules)
        True
        >>> "point" in game_verbs(unokit.new_game("classic", players=3, seed=1).rules)
        False
    """
    return rules.types.moves


def parse_move(game: Game | RuleStack, text: str) -> Move:
    """Read a move of ``game`` from its text: ``parse_move(state, "0 play R7")``.

    Like [`Move.parse`][unokit.Move.parse], with the verbs the game's edition and house
    rules declare besides unokit's own (see [`game_verbs`][unokit.io.notation.game_verbs]).
    The move is read, not checked: [`is_legal`][unokit.is_legal] says whether it can be
    played now.

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
        unokit.core.errors.ParseError: '0 point 1' is not a move: unknown verb 'point' ...
    """
    rules = cast(RuleStack, getattr(game, "rules", game))  # a game's rules, or the rules given
    return _read_move(text, game_verbs(rules))
