"""The author surface: everything an edition or house-rule plugin may use, in one module.

A plugin imports what it needs from here and from ``unokit``'s top level, and nothing else
of unokit: the rest is the engine's and may change between versions, while every name below
is part of the plugin contract (see the "Contract" section of the guide to writing an
edition). unokit's own editions and house rules are written against this module exactly as a
third party's are.

What is here, by what an author does with it:

* **Declaring a plugin:** [`Edition`][unokit.Edition], [`HouseRule`][unokit.HouseRule],
  [`hookimpl`][unokit.hookimpl] (the hooks themselves are documented in
  [`unokit.hookspecs`][unokit.hookspecs]).
* **Cards and their kinds:** [`Card`][unokit.Card], [`Color`][unokit.Color], ``COLORS``,
  [`CardKind`][unokit.CardKind], [`map_card_kinds`][unokit.rules.map_card_kinds],
  [`Opening`][unokit.Opening], [`OptionSpec`][unokit.OptionSpec],
  [`Options`][unokit.Options], and the types of effects and rules (``PlayEffect``,
  ``OpenEffect``, ``PenaltyRule``, ``TurnDraw``).
* **Effects:** the [`Table`][unokit.Table] an effect changes (its operations: ``draw``,
  ``penalize``, ``give``, ``skip``, ``reverse``, ``next_seat``, ``knock_out``, ``bury``,
  ``turn_over``, ``shuffle``, ``random_below``, ``choose``, ``plugin_state``...), and
  [`play_card`][unokit.engine.play_card],
  [`note_hand_after_play`][unokit.engine.note_hand_after_play],
  [`can_play`][unokit.engine.can_play], [`plays`][unokit.legal.plays],
  [`play_variants`][unokit.legal.play_variants],
  [`holds_blocker`][unokit.legal.holds_blocker], ``shown`` (a value quoted short for a
  message).
* **Decisions and moves:** [`Pending`][unokit.Pending], [`check_seat`][unokit.state.check_seat],
  [`GameState`][unokit.GameState] (read in a decision's ``moves``),
  [`Reveal`][unokit.Reveal], [`Move`][unokit.Move] and unokit's own moves (``Play``,
  ``Draw``, ``Pass``, ``Accept``, ``Challenge``, ``CallUno``, ``CatchUno``, ``ChooseColor``,
  ``Deal``), [`SeatMove`][unokit.SeatMove], ``SeatName`` and ``default_seat_name``.
* **Capabilities** that plugins compose through, never each other's classes:
  [`Challengeable`][unokit.capabilities.Challengeable] ("a penalty someone may answer by a
  challenge"), seats out of the round (``Table.knock_out``, ``state.out``, the
  [`unokit_hand_limit`][unokit.hookspecs.unokit_hand_limit] hook), UNO calls noted after a
  card's effects ([`note_uno_calls`][unokit.engine.note_uno_calls]), a plugin's own state
  (``Table.plugin_state``), the game's randomness (``Table.random_below``).
* **Building blocks** of unokit's own editions and house rules, to build on rather than
  copy: classic's edition, kinds, deck, effects and decisions (``ClassicEdition``,
  ``CLASSIC_KINDS``, ``CHALLENGE_FAILED``, ``classic_deck``, ``skip``, ``reverse``, ``draw_two``,
  ``wild_draw_four``, ``open_reverse``, ``open_wild``, ``blocks_with_wilds``,
  ``DrawPenalty``, ``ChooseOpeningColor``, ``WildDrawFourResponse``), and the house
  rules' (``StackedDraw``, ``stacking_kind``, ``can_stack``, ``swap_hands``,
  ``pass_hands``, ``seven_o_kind``, ``jump_in_kind``, ``draw_until_playable``). They load
  when first used.
* **Testing:** [`stacked_deck`][unokit.game.stacked_deck] (exact situations), and, with
  Hypothesis installed, the conformance suite's ``check_edition``, ``conformance_tests``
  and ``edition_state_machine`` (see [`unokit.testing`][unokit.testing]).
"""

from __future__ import annotations

import importlib
from typing import TYPE_CHECKING, Any

from unokit.capabilities import Challengeable
from unokit.cards import COLORS, Card, Color
from unokit.edition import Edition, HouseRule, hookimpl
from unokit.engine import can_play, note_hand_after_play, note_uno_calls, play_card
from unokit.errors import _shown
from unokit.game import stacked_deck
from unokit.legal import holds_blocker, play_variants, plays
from unokit.moves import (
    Accept,
    CallUno,
    CatchUno,
    Challenge,
    ChooseColor,
    Deal,
    Draw,
    Move,
    Pass,
    Play,
    SeatMove,
    SeatName,
    default_seat_name,
)
from unokit.rules import (
    CardKind,
    OpenEffect,
    Opening,
    Options,
    OptionSpec,
    PenaltyRule,
    PlayEffect,
    TurnDraw,
    map_card_kinds,
)
from unokit.state import GameState, Pending, Reveal, check_seat
from unokit.table import Table


def shown(value: object) -> str:
    """``value`` quoted for a message: short (a long text or list is cut) and never failing.

    For a decision's ``explain`` or ``check`` that names what a caller or a saved game gave
    (a seat number, a rank), whatever it is: a message must not echo 50 MB of input.

    Examples:
        >>> from unokit.plugin import shown
        >>> shown("R7"), shown(10**5000)
        ("'R7'", 'a number of more than 4000 digits')
    """
    return _shown(value)


if TYPE_CHECKING:
    from unokit.editions.classic import (
        CHALLENGE_FAILED,
        CLASSIC_KINDS,
        ChooseOpeningColor,
        ClassicEdition,
        DrawPenalty,
        WildDrawFourResponse,
        blocks_with_wilds,
        classic_deck,
        draw_two,
        open_reverse,
        open_wild,
        reverse,
        skip,
        wild_draw_four,
    )
    from unokit.house_rules.drawing import draw_until_playable
    from unokit.house_rules.jump_in import jump_in_kind
    from unokit.house_rules.seven_o import pass_hands, seven_o_kind, swap_hands
    from unokit.house_rules.stacking import StackedDraw, can_stack, stacking_kind
    from unokit.testing import check_edition, conformance_tests, edition_state_machine

#: The building blocks of unokit's own plugins, by name: the module each loads from when
#: first used (those modules are plugins written against this one, so they cannot be
#: imported while it loads).
_LAZY: dict[str, str] = {
    **dict.fromkeys(
        (
            "CHALLENGE_FAILED",
            "CLASSIC_KINDS",
            "ChooseOpeningColor",
            "ClassicEdition",
            "DrawPenalty",
            "WildDrawFourResponse",
            "blocks_with_wilds",
            "classic_deck",
            "draw_two",
            "open_reverse",
            "open_wild",
            "reverse",
            "skip",
            "wild_draw_four",
        ),
        "unokit.editions.classic",
    ),
    "draw_until_playable": "unokit.house_rules.drawing",
    "jump_in_kind": "unokit.house_rules.jump_in",
    "pass_hands": "unokit.house_rules.seven_o",
    "seven_o_kind": "unokit.house_rules.seven_o",
    "swap_hands": "unokit.house_rules.seven_o",
    "StackedDraw": "unokit.house_rules.stacking",
    "can_stack": "unokit.house_rules.stacking",
    "stacking_kind": "unokit.house_rules.stacking",
    "check_edition": "unokit.testing",
    "conformance_tests": "unokit.testing",
    "edition_state_machine": "unokit.testing",
}


def __getattr__(name: str) -> Any:
    """Load a building block of unokit's own plugins (or a testing helper) on first use."""
    module = _LAZY.get(name)
    if module is None:
        raise AttributeError(f"module 'unokit.plugin' has no attribute {name!r}")
    value = getattr(importlib.import_module(module), name)
    globals()[name] = value
    return value


__all__ = [
    "CHALLENGE_FAILED",
    "CLASSIC_KINDS",
    "COLORS",
    "Accept",
    "CallUno",
    "Card",
    "CardKind",
    "CatchUno",
    "Challenge",
    "Challengeable",
    "ChooseColor",
    "ChooseOpeningColor",
    "ClassicEdition",
    "Color",
    "Deal",
    "Draw",
    "DrawPenalty",
    "Edition",
    "GameState",
    "HouseRule",
    "Move",
    "OpenEffect",
    "Opening",
    "OptionSpec",
    "Options",
    "Pass",
    "PenaltyRule",
    "Pending",
    "Play",
    "PlayEffect",
    "Reveal",
    "SeatMove",
    "SeatName",
    "StackedDraw",
    "Table",
    "TurnDraw",
    "WildDrawFourResponse",
    "blocks_with_wilds",
    "can_play",
    "can_stack",
    "check_edition",
    "check_seat",
    "classic_deck",
    "conformance_tests",
    "default_seat_name",
    "draw_two",
    "draw_until_playable",
    "edition_state_machine",
    "holds_blocker",
    "hookimpl",
    "jump_in_kind",
    "map_card_kinds",
    "note_hand_after_play",
    "note_uno_calls",
    "open_reverse",
    "open_wild",
    "pass_hands",
    "play_card",
    "play_variants",
    "plays",
    "reverse",
    "seven_o_kind",
    "shown",
    "skip",
    "stacked_deck",
    "stacking_kind",
    "swap_hands",
    "wild_draw_four",
]
