"""The hooks an edition plugin implements.

unokit finds editions through pluggy, in two phases.

**Registration.** Every plugin registered with unokit's plugin manager — the built-in
editions and everything the ``unokit`` entry-point group names — gets
[`unokit_register_editions`][unokit.hookspecs.unokit_register_editions] and hands it its
edition objects.

**Rules.** When a game of an edition starts, unokit puts that edition object into a plugin
manager of its own and calls the *rule hooks* below on it, once per edition and set of
options; the answers are compiled into a [`Rules`][unokit.Rules] table that the engine reads
on every move. Rule hooks are methods of the edition object marked with
[`unokit.hookimpl`][unokit.hookimpl]. Subclassing
[`ClassicEdition`][unokit.editions.classic.ClassicEdition] inherits all of classic's
answers, so a new edition implements only what differs.

Hooks marked *firstresult* stop at the first implementation that returns something other
than ``None``.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Sequence
from typing import TYPE_CHECKING

import pluggy

if TYPE_CHECKING:
    from unokit.cards import Card, Color
    from unokit.rules import CardKind, Opening, PenaltyRule

__all__ = [
    "hookspec",
    "unokit_blocks_restricted_play",
    "unokit_build_deck",
    "unokit_card_kinds",
    "unokit_card_points",
    "unokit_opening_rule",
    "unokit_penalty_rule",
    "unokit_register_editions",
]

hookspec = pluggy.HookspecMarker("unokit")
"""Marks the hook specifications below."""


# --------------------------------------------------------------------------------------
# Registration: called on unokit's plugin manager
# --------------------------------------------------------------------------------------


@hookspec
def unokit_register_editions(register: Callable[[object], None]) -> None:
    """Register the editions this plugin provides.

    Called once, the first time unokit needs the list of editions (for example in
    [`new_game`][unokit.new_game] or [`available_editions`][unokit.available_editions]).

    Args:
        register: Call it with each edition object. An edition object has the attributes
            ``name`` (str), ``aliases`` (tuple of str), ``description`` (str),
            ``min_players`` and ``max_players`` (int), and implements the rule hooks below;
            subclass [`Edition`][unokit.Edition] or an existing edition to get them.
    """


# --------------------------------------------------------------------------------------
# Rules: called on the edition's own plugin manager when a game's rules are compiled
# --------------------------------------------------------------------------------------


@hookspec
def unokit_card_kinds() -> Iterable[CardKind]:
    """Return the kinds of card this edition (or house rule) adds.

    Called once when the rules are compiled. The results of all implementations are
    combined; two kinds with the same rank code are an error.

    Returns:
        The [`CardKind`][unokit.CardKind] values: rank code, name, points and effects.
    """
    raise NotImplementedError  # pragma: no cover - specification only


@hookspec(firstresult=True)
def unokit_build_deck() -> Sequence[Card]:
    """Return every card of a full deck, in a fixed (unshuffled) order.

    Called once when the rules are compiled. Every card's rank must be one of the kinds
    from [`unokit_card_kinds`][unokit.hookspecs.unokit_card_kinds]. Stops at first non-None
    result.

    Returns:
        The deck; the same card may appear several times.
    """
    raise NotImplementedError  # pragma: no cover - specification only


@hookspec(firstresult=True)
def unokit_opening_rule(card: Card, kind: CardKind) -> Opening:
    """Say how ``card`` is treated when it is turned up to start the discard pile.

    Called once per distinct card of the deck when the rules are compiled. Stops at first
    non-None result.

    Args:
        card: A card of the deck.
        kind: Its kind.

    Returns:
        An [`Opening`][unokit.Opening]: play it (and run its ``on_open`` effect), reshuffle
        it into the deck, or cover it with the next card.
    """
    raise NotImplementedError  # pragma: no cover - specification only


@hookspec(firstresult=True)
def unokit_card_points(card: Card, kind: CardKind) -> int:
    """Say what ``card`` scores when it is left in an opponent's hand at the end of a round.

    Called once per distinct card of the deck when the rules are compiled. Stops at first
    non-None result.

    Args:
        card: A card of the deck.
        kind: Its kind.

    Returns:
        The points, a whole number of at least zero.
    """
    raise NotImplementedError  # pragma: no cover - specification only


@hookspec(firstresult=True)
def unokit_blocks_restricted_play(card: Card, kind: CardKind, color: Color) -> bool:
    """Say whether holding ``card`` forbids a restricted card while ``color`` is in play.

    A restricted card (one whose kind has ``restricted=True``: the Wild Draw Four) may only
    be played when no card in the rest of the hand blocks it; playing it anyway is a bluff
    that a challenge can punish. Classic: only cards *of* the colour in play block it. UNO
    Friends and UNO Party!: Wild cards block it too. Called once per distinct card and
    colour when the rules are compiled. Stops at first non-None result.

    Args:
        card: A card that might be in the player's hand.
        kind: Its kind.
        color: The colour in play.

    Returns:
        ``True`` if holding ``card`` makes a restricted play a bluff.
    """
    raise NotImplementedError  # pragma: no cover - specification only


@hookspec(firstresult=True)
def unokit_penalty_rule() -> PenaltyRule | None:
    """Return what happens after a seat draws cards as a penalty, if anything.

    Penalty draws are the draws a player *must* make: a Draw Two, a Wild Draw Four (accepted
    or challenged), a failed or successful challenge, a missed UNO. Called once when the
    rules are compiled; the function it returns is called after every penalty draw with the
    [`Table`][unokit.Table], the seat and the number of cards it drew. UNO Party! uses it to
    make a linked player draw the same number. Stops at first non-None result.

    Returns:
        The function, or ``None`` for nothing (classic).
    """
