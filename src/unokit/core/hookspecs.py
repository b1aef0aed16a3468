"""The hooks that edition and house-rule plugins implement.

unokit finds its plugins through pluggy, in two phases.

**Registration.** Every plugin registered with unokit's plugin manager — the built-in
editions and house rules, and everything the ``unokit`` entry-point group names — gets
[`unokit_register_editions`][unokit.core.hookspecs.unokit_register_editions] and
[`unokit_register_house_rules`][unokit.core.hookspecs.unokit_register_house_rules] and hands them
its edition and house-rule objects. Names are first come, built-ins first: an edition name,
alias or house-rule name already taken is reported and the newcomer left out.

**Rules.** When a game starts, unokit builds a plugin manager for its rules: the edition
object first, then each house rule in the order given. It calls the *rule hooks* below on
that stack once per edition, house rules and options, and compiles the answers into a
[`Rules`][unokit.Rules] table that the engine reads on every move (no hook is called on
the hot path). Pluggy's own rules decide how the plugins combine: the answers of hooks that
return lists are combined; for a *firstresult* hook (which stops at the first
implementation returning something other than ``None``) pluggy asks the last registered
plugin first, so a house rule answers before the edition; and a hook wrapper
(``@hookimpl(wrapper=True)``) receives what the others answered and may change it — that is
how a house rule changes the edition's card kinds. Rule hooks are methods of the plugin
objects marked with [`unokit.hookimpl`][unokit.hookimpl]; each may take the game's resolved
``options`` (an [`Options`][unokit.Options]) as an argument. Subclassing
[`ClassicEdition`][unokit.editions.classic.ClassicEdition] inherits all of classic's
answers, so a new edition implements only what differs.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping, Sequence
from typing import TYPE_CHECKING

import pluggy

if TYPE_CHECKING:
    from unokit.core.cards import Card, Color
    from unokit.core.rules import CardKind, Opening, Options, OptionSpec, PenaltyRule, TurnDraw
    from unokit.core.state import Turn

__all__ = [
    "hookspec",
    "unokit_add_options",
    "unokit_blocks_restricted_play",
    "unokit_build_deck",
    "unokit_card_kinds",
    "unokit_card_points",
    "unokit_hand_limit",
    "unokit_keep_drawn_card",
    "unokit_opening_rule",
    "unokit_option_defaults",
    "unokit_penalty_rule",
    "unokit_register_editions",
    "unokit_register_house_rules",
    "unokit_required_options",
    "unokit_turn",
    "unokit_turn_draw",
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


@hookspec
def unokit_register_house_rules(register: Callable[[object], None]) -> None:
    """Register the house rules this plugin provides.

    Called once, the first time unokit needs the list of house rules (for example in
    [`new_game`][unokit.new_game] with ``house_rules=`` or in
    [`available_house_rules`][unokit.available_house_rules]).

    Args:
        register: Call it with each house-rule object. A house-rule object has the
            attributes ``name`` (str), ``description`` (one line) and ``incompatible``
            (names of editions and house rules it cannot be combined with), and implements
            the rule hooks below that it changes; subclass
            [`HouseRule`][unokit.HouseRule] to get them.
    """


# --------------------------------------------------------------------------------------
# Options: called on a game's rule stack before the rules are compiled
# --------------------------------------------------------------------------------------


@hookspec
def unokit_add_options() -> Iterable[OptionSpec]:
    """Declare the options this plugin reads, as pytest plugins do with ``pytest_addoption``.

    Called once per edition and house rules. The declarations of all plugins are combined
    with unokit's own ([`CORE_OPTIONS`][unokit.core.rules.CORE_OPTIONS]); two declarations of
    one name are an error. A game may set only declared options; every rule hook receives
    their values as ``options``.

    Returns:
        The [`OptionSpec`][unokit.OptionSpec] values: name, default, help text.
    """
    raise NotImplementedError  # pragma: no cover - specification only


@hookspec
def unokit_option_defaults() -> Mapping[str, object]:
    """Change the default of options declared by unokit or another plugin.

    An edition sets the match format it is played with by default (UNO Friends and UNO
    Party!: one hand). Called once per edition and house rules; the answers are applied in
    the order the plugins were registered (edition first), a later one winning.

    Returns:
        Option names and their default values in games with this plugin.
    """
    raise NotImplementedError  # pragma: no cover - specification only


@hookspec
def unokit_required_options() -> Mapping[str, object]:
    """Name the options this plugin needs at one value, and that value.

    A house rule that only makes sense with, say, ``strict_wild_draw_four`` on requires it:
    the value becomes the option's default in games with the plugin, and a game that asks
    for another value is refused with a [`SetupError`][unokit.SetupError] naming the
    plugin, instead of the plugin being silently overridden. Two plugins of one game that
    require different values of an option cannot be combined (a ``SetupError`` too). Called
    once per edition and house rules.

    Returns:
        Option names and the value each must have in games with this plugin.
    """
    raise NotImplementedError  # pragma: no cover - specification only


# --------------------------------------------------------------------------------------
# Rules: called on the game's rule stack when its rules are compiled
# --------------------------------------------------------------------------------------


@hookspec
def unokit_card_kinds(options: Options) -> Iterable[CardKind]:
    """Return the kinds of card this edition (or house rule) adds.

    Called once when the rules are compiled. The results of all implementations are
    combined; two kinds with the same rank code are an error. A house rule that changes
    the edition's kinds (an effect for the 7, Jump-In for every coloured card) implements
    it as a wrapper, ``@hookimpl(wrapper=True)``: it receives the combined answer from
    ``yield`` and returns the changed one.

    Args:
        options: The game's options.

    Returns:
        The [`CardKind`][unokit.CardKind] values: rank code, name, points and effects.
    """
    raise NotImplementedError  # pragma: no cover - specification only


@hookspec(firstresult=True)
def unokit_build_deck(options: Options) -> Sequence[Card]:
    """Return every card of a full deck, in a fixed (unshuffled) order.

    Called once when the rules are compiled. Every card's rank must be one of the kinds
    from [`unokit_card_kinds`][unokit.core.hookspecs.unokit_card_kinds]. Cards are all one-sided
    or all two-sided (``Card.back``; both faces of a kind, each card listed one way up, the
    way every round is dealt). Stops at first non-None result.

    Args:
        options: The game's options.

    Returns:
        The deck; the same card may appear several times.
    """
    raise NotImplementedError  # pragma: no cover - specification only


@hookspec(firstresult=True)
def unokit_opening_rule(card: Card, kind: CardKind, options: Options) -> Opening:
    """Say how ``card`` is treated when it is turned up to start the discard pile.

    Called once per distinct card of the deck (two-sided cards both ways up) when the rules
    are compiled. Stops at first non-None result.

    Args:
        card: A card of the deck.
        kind: The kind of its face up.
        options: The game's options.

    Returns:
        An [`Opening`][unokit.Opening]: play it (and run its ``on_open`` effect), reshuffle
        it into the deck, or cover it with the next card.
    """
    raise NotImplementedError  # pragma: no cover - specification only


@hookspec(firstresult=True)
def unokit_card_points(card: Card, kind: CardKind, options: Options) -> int:
    """Say what ``card`` scores when it is left in an opponent's hand at the end of a round.

    Called once per distinct card of the deck (two-sided cards both ways up: a card scores
    by its face up) when the rules are compiled. Stops at first non-None result.

    Args:
        card: A card of the deck.
        kind: The kind of its face up.
        options: The game's options.

    Returns:
        The points, a whole number of at least zero.
    """
    raise NotImplementedError  # pragma: no cover - specification only


@hookspec(firstresult=True)
def unokit_blocks_restricted_play(
    card: Card, kind: CardKind, color: Color, options: Options
) -> bool:
    """Say whether holding ``card`` forbids a restricted card while ``color`` is in play.

    A restricted card (one whose kind has ``restricted=True``: the Wild Draw Four) may only
    be played when no card in the rest of the hand blocks it; playing it anyway is a bluff
    that a challenge can punish. Classic: only cards *of* the colour in play block it. UNO
    Friends and UNO Party!: Wild cards block it too. Called once per distinct card (two-sided
    cards both ways up) and colour of the game when the rules are compiled. Stops at first
    non-None result.

    Args:
        card: A card that might be in the player's hand.
        kind: Its kind.
        color: The colour in play.
        options: The game's options.

    Returns:
        ``True`` if holding ``card`` makes a restricted play a bluff.
    """
    raise NotImplementedError  # pragma: no cover - specification only


@hookspec(firstresult=True)
def unokit_penalty_rule(options: Options) -> PenaltyRule | None:
    """Return what happens after a seat draws cards as a penalty, if anything.

    Penalty draws are the draws a player *must* make: a Draw Two, a Wild Draw Four (accepted
    or challenged), a failed or successful challenge, a missed UNO, and the turn's draw of a
    player who holds no card they may play (not the draw of one who could play and draws
    instead: that is a choice). Called once when the rules are compiled; the function it
    returns is called after every penalty draw with the [`Table`][unokit.Table], the seat
    and the number of cards it drew. UNO Party! uses it to make a linked player draw the
    same number. Stops at first non-None result.

    A rule that acts only on some seats' draws may say on which: an object with the call
    above and a method ``acts_on(state, seat) -> bool``, ``True`` if a draw ``seat`` must
    make in the [`GameState`][unokit.GameState] ``state`` may change anything more (UNO
    Party!'s, for a linked seat). The fast paths of classic's draws a seat must make (a
    Draw Two or Wild Draw Four accepted or challenged, a turn's draw with no card to play)
    then build the state directly for the seats it does not act on; the full way calls the
    rule for every such draw. Without ``acts_on``, the rule may act on every draw.

    Returns:
        The function, or ``None`` for nothing (classic).
    """


@hookspec(firstresult=True)
def unokit_turn() -> type[Turn]:
    """Return the game's turn: the phase a seat plays whenever no decision is pending.

    Called once per edition and house rules. The edition answers with its
    [`Turn`][unokit.Turn] subclass (classic UNO's is
    [`ClassicTurn`][unokit.editions.turn.ClassicTurn]; an edition that answers nothing plays
    it). A house rule that changes the turn implements this hook as a wrapper,
    ``@hookimpl(wrapper=True)``: it receives the turn from ``yield`` and returns it with a
    step of its own (see [`with_rule`][unokit.editions.turn.with_rule]), so that house rules
    compose. The turn owns its moves, its draw, what a card drawn allows, the moves it leaves
    open to other seats, its words and its fast path: a rule about the turn is a turn, never
    a new hook. Stops at first non-None result.

    Returns:
        The turn class, a subclass of [`Turn`][unokit.Turn] whose only field is ``seat``.
    """
    raise NotImplementedError  # pragma: no cover - specification only


@hookspec(firstresult=True)
def unokit_turn_draw(options: Options) -> TurnDraw | None:
    """Deprecated: return how a player draws for their turn, if not one card.

    Implement [`unokit_turn`][unokit.core.hookspecs.unokit_turn] instead, with a turn whose
    ``draw`` step draws that way. A plugin that still implements this hook is played as
    before (the game's turn gets this draw) and warned with a ``DeprecationWarning``.

    Returns:
        The function (the [`Table`][unokit.Table] and the seat in, the cards drawn out), or
        ``None`` for the turn's own draw.
    """


@hookspec(firstresult=True)
def unokit_hand_limit(options: Options) -> int | None:
    """Return how many cards a seat may hold before it is out of the round, if any limit.

    UNO Show 'em No Mercy's Mercy Rule: "a player who at any point holds 25 or more cards
    is knocked out". A seat that reaches the limit, whatever makes it draw or receive cards,
    is taken out of the round at once (see [`Table.knock_out`][unokit.Table.knock_out]):
    its cards go to the bottom of the discard pile and it draws no more. Called once when
    the rules are compiled. Stops at first non-None result.

    Returns:
        The limit (a whole number of at least 2), or ``None`` for none (classic).
    """


@hookspec(firstresult=True)
def unokit_keep_drawn_card(options: Options) -> bool | None:
    """Deprecated: say whether a player may keep a playable card just drawn.

    Implement [`unokit_turn`][unokit.core.hookspecs.unokit_turn] instead, with a turn whose
    ``keeps_drawn_card`` says so. A plugin that still implements this hook is played as
    before and warned with a ``DeprecationWarning``.

    Returns:
        ``True``, ``False`` (the card drawn must be played), or ``None`` to leave it to the
        turn.
    """
