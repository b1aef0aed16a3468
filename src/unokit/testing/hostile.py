"""Moves whose fields only claim to be legal: what a hostile caller or bot hands the engine.

[`hostile_moves`][unokit.testing.hostile_moves] builds them from a state's legal moves and
its deck: a card-like object whose ``__eq__`` always says yes
([`Impostor`][unokit.testing.hostile.Impostor]), a copy of a card made without ``Card(...)``
([`uninterned`][unokit.testing.hostile.uninterned]), a seat that is an ``int`` subclass equal
to every seat ([`AnySeat`][unokit.testing.hostile.AnySeat]), a colour or UNO call equal to
anything ([`Anything`][unokit.testing.hostile.Anything]), no card, a huge target, text.
Every one must be refused: the ``unlisted-moves`` property of the conformance suite tries
them on every edition, and ``benchmarks/attack.py`` by the hundred thousand.
"""

from __future__ import annotations

import random
from typing import Any

import attrs

from unokit.core.cards import Card
from unokit.core.engine import legal_moves
from unokit.core.moves import CatchUno, Draw, Play, SeatMove
from unokit.core.state import GameState

__all__ = ["AnySeat", "Anything", "Impostor", "hostile_moves", "uninterned"]


class Impostor:
    """Not a card: it answers every question as ``like`` does, and claims to equal anything.

    Args:
        like: The card whose attributes it gives.
    """

    def __init__(self, like: Card) -> None:  # noqa: D107
        self.like = like

    def __getattr__(self, name: str) -> Any:
        return getattr(self.like, name)

    def __eq__(self, other: object) -> bool:
        return True

    def __hash__(self) -> int:
        return hash(self.like)

    def __str__(self) -> str:
        return str(self.like)


class AnySeat(int):
    """A seat number that claims to equal every other."""

    def __eq__(self, other: object) -> bool:
        return True

    __hash__ = int.__hash__


class Anything:
    """A value (a colour, an UNO call) that claims to equal anything."""

    def __eq__(self, other: object) -> bool:
        return True

    def __hash__(self) -> int:
        return 0


def uninterned(like: Card) -> Card:
    """A ``Card`` object with ``like``'s fields that is not the one interned card (not a card)."""
    fake: Card = object.__new__(Card)
    for name in ("color", "rank", "mark", "back"):
        object.__setattr__(fake, name, getattr(like, name))
    return fake


def hostile_moves(state: GameState, rng: random.Random, per_move: int = 4) -> list[Any]:
    """Moves that only claim to be legal in ``state``: none of them may be applied.

    Each of ``per_move`` legal moves (drawn with ``rng``) with its seat an
    [`AnySeat`][unokit.testing.hostile.AnySeat]; a play with its card an
    [`Impostor`][unokit.testing.hostile.Impostor] or a copy made without ``Card(...)``, with
    its colour or UNO call [`Anything`][unokit.testing.hostile.Anything]; a move aimed at a
    seat with its target an ``AnySeat``. Then plays of impostors of three cards of the deck,
    a play of no card, a catch of a seat of 5001 digits, a draw by an ``AnySeat`` and by
    ``True``, and a move as text.

    Args:
        state: The state the moves are for.
        rng: Chooses the legal moves and cards the hostile ones are made from.
        per_move: How many legal moves to make hostile ones from.

    Returns:
        The moves (and values that are not moves at all).
    """
    legal = legal_moves(state)
    found: list[Any] = []
    for move in rng.sample(legal, min(len(legal), per_move)):
        found.append(attrs.evolve(move, player=AnySeat(move.player)))
        if isinstance(move, Play):
            found.append(attrs.evolve(move, card=Impostor(move.card)))  # type: ignore[arg-type]
            found.append(attrs.evolve(move, card=uninterned(move.card)))
            found.append(attrs.evolve(move, color=Anything()))  # type: ignore[arg-type]
            found.append(attrs.evolve(move, uno=Anything()))  # type: ignore[arg-type]
        if isinstance(move, SeatMove):
            found.append(attrs.evolve(move, target=AnySeat(move.target)))
    seat = state.current_player
    for card in rng.sample(state.rules.deck, 3):  # claiming to be whatever card is asked for
        found.append(Play(seat, Impostor(card)))  # type: ignore[arg-type]
        found.append(Play(seat, Impostor(card), state.rules.colors[0]))  # type: ignore[arg-type]
    found += [
        Play(seat, None),  # type: ignore[arg-type]
        CatchUno(seat, 10**5000),
        Draw(AnySeat((seat + 1) % state.players)),
        Draw(True),
        f"{seat} draw",
        Play(seat, state.rules.deck[0], Anything()),  # type: ignore[arg-type]
    ]
    return found
