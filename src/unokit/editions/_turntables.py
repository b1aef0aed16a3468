"""What the classic turn of one seat works out once and keeps: see ``unokit.editions.turn``."""

from __future__ import annotations

from typing import Any

from unokit.core.cards import Card, Color
from unokit.core.moves import Play
from unokit.core.rules import Rules

__all__: list[str] = []


class _Tables:
    """What a turn of one seat works out once and keeps, for the rules it was built for.

    The plays of each card a hand may hold, per top card, colour in play, next-to-last card
    and table size; the cards identical to each top card a seat may jump in on; the ids of a
    long tuple of plays (to find one play among them at once).
    """

    __slots__ = (
        "classic_draw",
        "classic_match",
        "forbids",
        "ids",
        "jump_ranks",
        "more",
        "plays",
        "quick",
        "rules",
        "strict",
        "twins",
    )

    def __init__(self) -> None:
        self.rules: Rules | None = None
        self.plays: dict[tuple[Card, Color | None, bool, int], dict[Card, tuple[Play, ...]]] = {}
        self.strict = False
        self.jump_ranks: frozenset[str] = frozenset()
        self.twins: dict[Card, frozenset[Card]] = {}
        self.ids: dict[int, frozenset[int]] = {}
        self.classic_draw = False
        self.classic_match = False
        self.forbids = False
        self.quick: Rules | None = None
        self.more = False

    def reset(self, rules: Rules, turn: type[Any], classic: type[Any]) -> None:
        """Forget everything, and work for ``rules`` and a turn of class ``turn`` from now on.

        ``classic`` is [`ClassicTurn`][unokit.editions.turn.ClassicTurn], whose steps
        ``turn`` may override.
        """
        self.rules = rules
        # Whether the turn draws one card and offers it as classic does (a fast path then).
        self.classic_draw = turn.draw is classic.draw and turn.after_draw is classic.after_draw
        # Whether the turn forbids some plays by the game as it stands (checked then).
        self.forbids = turn.forbids_in(rules)
        # Whether the turn's cards match as classic's do (plays_of's first test then holds).
        self.classic_match = turn.plays_of is classic.plays_of
        self.plays = {}
        self.strict = bool(rules.options.strict_wild_draw_four)
        self.jump_ranks = frozenset(kind.rank for kind in rules.kinds.values() if kind.jump_in)
        self.twins = {}
        self.ids = {}
        # The rules, if a turn's plays are found card by card in ``plays`` (else None).
        self.quick = None if self.strict else rules
        # Whether a turn lists more than its plays and the draw: plays out of turn, or
        # forbids some plays.
        self.more = bool(self.jump_ranks) or self.forbids
