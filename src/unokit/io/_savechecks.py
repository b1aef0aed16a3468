"""The checks a saved game passes as it loads: its size before reading, its cards after."""

from __future__ import annotations

from collections import Counter
from typing import Any

from unokit.core._invariants import Invalid, check_match, check_state_fields
from unokit.core.cards import Card
from unokit.core.engine import apply, legal_moves
from unokit.core.errors import (
    SaveError,
    _said,
)
from unokit.core.state import GameState

_Json = Any  # what json.loads gives


def _check_sizes(doc: dict[str, _Json], cards: int) -> None:
    """Refuse, before reading them, more cards in the hands and piles than the game has."""
    draw = doc["draw_cards"]  # holds the cards already drawn too (before draw_index)
    if isinstance(draw, list) and len(draw) > cards:
        raise SaveError(f"draw_cards: {len(draw)} cards, but the game was built from {cards}")
    lists = [doc["discard_pile"]]
    hands = doc["hands"]
    if isinstance(hands, list):
        if len(hands) > cards:
            raise SaveError(f"hands: {len(hands)} hands, more than the game has cards")
        lists += hands
    total = sum(len(item) for item in lists if isinstance(item, list))
    if total > cards:
        raise SaveError(
            f"the hands and piles hold {total} cards, but the game was built from {cards}"
        )


def _check_loaded(state: GameState, deck: Counter[Card]) -> None:
    """Refuse a state that no game could reach, or whose cards are not those of ``deck``."""
    try:
        check_state_fields(state)
        _check_cards(state, deck)
        check_match(state)
    except Invalid as exc:
        raise SaveError(str(exc)) from None
    _check_moves(state)


def _check_cards(state: GameState, deck: Counter[Card]) -> None:
    """The cards in play must be exactly those the game was built from: none lost or made up."""
    rules = state.rules
    try:
        counts = Counter(map(rules.as_dealt, state.cards()))
    except Exception as exc:  # a decision's own cards() may fail on impossible fields
        raise SaveError(f"pending: its cards cannot be counted: {_said(exc, 240)}") from None
    needed = rules.cards_to_deal(state.players)
    total = sum(counts.values())
    if total < needed:
        raise SaveError(
            f"only {total} cards are in play: a game of {state.players} players needs at "
            f"least {needed}"
        )
    for card, count in sorted(counts.items(), key=lambda item: str(item[0])):
        if count > deck[card]:
            if count > rules.deck.count(card):
                raise SaveError(
                    f"{count} copies of {card} are in play, but the {rules.edition} deck has "
                    f"only {rules.deck.count(card)}"
                )
            raise SaveError(
                f"{count} copies of {card} are in play, but the game was built with "
                f"{deck[card]} (deck)"
            )
    lost = deck - counts
    if lost:
        shown = ", ".join(str(card) for card in sorted(lost, key=str)[:5])
        raise SaveError(
            f"{sum(lost.values())} of the cards the game was built from are missing ({shown})"
        )


def _check_moves(state: GameState) -> None:
    """The listed moves must apply: a state that breaks on the next move is refused now.

    One move of each kind, seat and card is tried (a Wild's colours and an UNO call do not
    change what could break). A game that is not over must offer a move.
    """
    try:
        moves = legal_moves(state)
    except Exception as exc:
        raise SaveError(_inconsistent(exc)) from None
    if not moves and not state.is_over:
        raise SaveError("the saved game is stuck: it is not over, and no seat has a move")
    try:
        tried: set[tuple[object, ...]] = set()
        for move in moves:
            key = (type(move), move.player, getattr(move, "card", None))
            if key not in tried:
                tried.add(key)
                apply(state, move)
    except Exception as exc:
        raise SaveError(_inconsistent(exc)) from None


def _inconsistent(exc: Exception) -> str:
    return f"the saved game is inconsistent: its moves fail ({_said(repr(exc), 240)})"
