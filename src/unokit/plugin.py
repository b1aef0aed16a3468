"""The author surface: everything an edition or house-rule plugin may use, in one module.

A plugin imports what it needs from here and from ``unokit``'s top level, and nothing else
of unokit: the rest is the engine's and may change between versions, while every name below
is part of the plugin contract (see the "Contract" section of the guide to writing an
edition). unokit's own editions and house rules are written against this module exactly as a
third party's are.

What is here, by what an author does with it:

* **Declaring a plugin:** [`Edition`][unokit.Edition], [`HouseRule`][unokit.HouseRule],
  [`hookimpl`][unokit.hookimpl] (the hooks themselves are documented in
  [`unokit.core.hookspecs`][unokit.core.hookspecs]).
* **Phases**, every point where a seat must act: the turn ([`Turn`][unokit.Turn]; classic
  UNO's, the building block of every edition's, is
  [`ClassicTurn`][unokit.editions.turn.ClassicTurn], with the decision over a card just
  drawn, [`PlayDrawnCard`][unokit.editions.turn.PlayDrawnCard]; a house rule changes a step
  of it with [`with_rule`][unokit.editions.turn.with_rule]) and the decisions
  ([`Pending`][unokit.Pending]), [`check_seat`][unokit.core.phases.check_seat],
  [`GameState`][unokit.GameState] (read in a phase's ``moves``),
  [`Reveal`][unokit.Reveal], [`Move`][unokit.Move] and unokit's own moves (``Play``,
  ``Draw``, ``Pass``, ``Accept``, ``Challenge``, ``CallUno``, ``CatchUno``, ``ChooseColor``,
  ``Deal``), [`SeatMove`][unokit.SeatMove], ``SeatName`` and ``default_seat_name``; a
  phase's plays: [`plays`][unokit.editions.plays.plays] (the plays of a card a game's turn
  allows), [`can_play`][unokit.editions.plays.can_play],
  [`play_variants`][unokit.core.legal.play_variants] and
  [`card_plays`][unokit.core.legal.card_plays] (every play of a card, whether it matches or
  not), [`holds_blocker`][unokit.core.legal.holds_blocker]; its fast path (see
  [`QuickWay`][unokit.core.phases.QuickWay]; declared in a ``QuickWays`` mapping):
  [`state_maker`][unokit.core.state.state_maker] (with
  [`PLAYED_FIELDS`][unokit.core.state.PLAYED_FIELDS], the fields a play changes),
  [`seat_after`][unokit.core.state.seat_after] (the next seat, passing over seats out),
  [`keep_legal_moves`][unokit.core.legal.keep_legal_moves],
  [`find_listed`][unokit.core.legal.find_listed], [`holds_itself`][unokit.core.legal.holds_itself],
  ``MANY_MOVES``.
* **Cards and their kinds:** [`Card`][unokit.Card], [`Color`][unokit.Color], ``COLORS``,
  [`CardKind`][unokit.CardKind], [`map_card_kinds`][unokit.core.rules.map_card_kinds],
  [`Opening`][unokit.Opening], [`OptionSpec`][unokit.OptionSpec],
  [`Options`][unokit.Options], and the types of effects and rules (``PlayEffect``,
  ``OpenEffect``, ``DrawWords``, ``PenaltyRule``; ``TurnDraw``, the answer of a deprecated hook).
* **Effects:** the [`Table`][unokit.Table] an effect or a phase changes. What a plugin
  may do with it is exactly [`PluginTable`][unokit.core.contract.PluginTable] (annotate a table
  with it to have mypy hold the plugin to it): the operations ``next_seat``, ``skip``,
  ``reverse``, ``knock_out``, ``draw``, ``penalize``, ``had_to_draw``, ``give``,
  ``take_from_hand``, ``discard``, ``discard_under_top``, ``bury``, ``draw_one``,
  ``can_draw``, ``refill``, ``turn_over``, ``plugin_state``, ``set_plugin_state``,
  ``shuffle``, ``random_below``, ``random_weighted`` and ``choose``; the fields it may
  change, ``hands``, ``direction``, ``current_player``, ``active_color``, ``next_turn``,
  ``skips``, ``pending``, ``reveal``, ``passes``, ``discard_stack`` and ``edition_state``;
  and the rest of the state's fields and the move's (``draw_cards`` and ``draw_index``
  among them: the pile, to peek at) only to read. The random-number state ``rng``, the
  house rules' states as stored and ``freeze`` are the engine's, never the plugin's (its
  chances come from the operations above). Helpers: [`play_card`][unokit.core.engine.play_card],
  [`note_hand_after_play`][unokit.core.engine.note_hand_after_play], ``shown``, ``said`` and
  ``listed`` (a value quoted, written or a list named short for a message).
* **Capabilities** that plugins compose through, never each other's classes:
  [`Challengeable`][unokit.core.capabilities.Challengeable] ("a penalty someone may answer by a
  challenge"), seats out of the round (``Table.knock_out``, ``state.out``, the
  [`unokit_hand_limit`][unokit.core.hookspecs.unokit_hand_limit] hook), UNO calls noted after a
  card's effects ([`note_uno_calls`][unokit.core.engine.note_uno_calls]), a plugin's own state
  (``Table.plugin_state``), the game's randomness (``Table.random_below``).
* **Building blocks** of unokit's own editions and house rules, to build on rather than
  copy: classic's edition, kinds, deck, effects and decisions (``ClassicEdition``,
  ``CLASSIC_KINDS``, ``CHALLENGE_FAILED``, ``classic_deck``, ``skip``, ``reverse``, ``draw_two``,
  ``wild_draw_four``, ``open_reverse``, ``open_wild``, ``blocks_with_wilds``,
  ``DrawPenalty``, ``ChooseOpeningColor``, ``WildDrawFourResponse``), and the house
  rules' (``StackedDraw``, ``stacking_kind``, ``can_stack``, ``swap_hands``,
  ``pass_hands``, ``seven_o_kind``, ``jump_in_kind``, ``draw_until_playable``). Their
  modules import the names of this surface from the modules where those names live (a
  test checks they use no other name), so that this module can import them.
* **Testing:** [`stacked_deck`][unokit.core.game.stacked_deck] (exact situations),
  [`scripted_randomness`][unokit.core.game.scripted_randomness] (the game's chances fixed), and,
  with Hypothesis installed, the conformance suite's ``check_edition``, ``conformance_tests``
  and ``edition_state_machine`` (see [`unokit.testing`][unokit.testing]).
"""

from __future__ import annotations

import importlib
from typing import TYPE_CHECKING, Any

from unokit.core.capabilities import Challengeable
from unokit.core.cards import COLORS, Card, Color
from unokit.core.contract import PluginTable
from unokit.core.engine import note_hand_after_play, note_uno_calls, play_card
from unokit.core.errors import listed, said, shown
from unokit.core.game import scripted_randomness, stacked_deck
from unokit.core.legal import (
    MANY_MOVES,
    card_plays,
    find_listed,
    holds_blocker,
    holds_itself,
    keep_legal_moves,
    play_variants,
)
from unokit.core.moves import (
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
from unokit.core.rules import (
    CardKind,
    DrawWords,
    OpenEffect,
    Opening,
    Options,
    OptionSpec,
    PenaltyRule,
    PlayEffect,
    TurnDraw,
    map_card_kinds,
)
from unokit.core.state import (
    PLAYED_FIELDS,
    GameState,
    Pending,
    QuickWay,
    QuickWays,
    Reveal,
    Turn,
    check_seat,
    seat_after,
    state_maker,
)
from unokit.core.table import Table
from unokit.edition import Edition, HouseRule, hookimpl
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
from unokit.editions.plays import can_play, plays
from unokit.editions.turn import ClassicTurn, PlayDrawnCard, with_rule
from unokit.house_rules.drawing import draw_until_playable
from unokit.house_rules.jump_in import jump_in_kind
from unokit.house_rules.seven_o import pass_hands, seven_o_kind, swap_hands
from unokit.house_rules.stacking import StackedDraw, can_stack, stacking_kind

if TYPE_CHECKING:
    from unokit.testing import check_edition, conformance_tests, edition_state_machine

#: The conformance suite's helpers, by name: loaded from ``unokit.testing`` when first used
#: (it needs Hypothesis, which a plugin that only plays does not).
_LAZY: dict[str, str] = {
    "check_edition": "unokit.testing",
    "conformance_tests": "unokit.testing",
    "edition_state_machine": "unokit.testing",
}


def __getattr__(name: str) -> Any:
    """Load a helper of the conformance suite on first use."""
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
    "MANY_MOVES",
    "PLAYED_FIELDS",
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
    "ClassicTurn",
    "Color",
    "Deal",
    "Draw",
    "DrawPenalty",
    "DrawWords",
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
    "PlayDrawnCard",
    "PlayEffect",
    "PluginTable",
    "QuickWay",
    "QuickWays",
    "Reveal",
    "SeatMove",
    "SeatName",
    "StackedDraw",
    "Table",
    "Turn",
    "TurnDraw",
    "WildDrawFourResponse",
    "blocks_with_wilds",
    "can_play",
    "can_stack",
    "card_plays",
    "check_edition",
    "check_seat",
    "classic_deck",
    "conformance_tests",
    "default_seat_name",
    "draw_two",
    "draw_until_playable",
    "edition_state_machine",
    "find_listed",
    "holds_blocker",
    "holds_itself",
    "hookimpl",
    "jump_in_kind",
    "keep_legal_moves",
    "listed",
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
    "said",
    "scripted_randomness",
    "seat_after",
    "seven_o_kind",
    "shown",
    "skip",
    "stacked_deck",
    "stacking_kind",
    "state_maker",
    "swap_hands",
    "wild_draw_four",
    "with_rule",
]
