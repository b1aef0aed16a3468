"""What an edition is made of: card kinds, opening rules, options and the compiled rule table.

Editions describe their cards with [`CardKind`][unokit.CardKind] values returned from the
[`unokit_card_kinds`][unokit.core.hookspecs.unokit_card_kinds] hook. When a game starts, unokit asks
the edition's hooks once and compiles the answers into a [`Rules`][unokit.Rules] table, which
the engine then reads on every move (no hook is called on the hot path).
"""

from __future__ import annotations

import enum
from collections.abc import Callable, Iterable, Mapping
from typing import TYPE_CHECKING, Any, TypeVar

import attrs

from unokit.core.cards import COLORS, Card, Color
from unokit.core.errors import named_twice
from unokit.core.moves import Play
from unokit.core.options import (
    CORE_OPTIONS,
    OPTION_DIGITS,
    Options,
    OptionSpec,
    OptionValue,
    resolve_options,
)
from unokit.core.phases import bound_quick_ways
from unokit.core.versions import RULES_VERSION

if TYPE_CHECKING:
    from unokit.core.declared import GameTypes
    from unokit.core.moves import Move
    from unokit.core.phases import Turn

__all__ = [
    "CORE_OPTIONS",
    "OPTION_DIGITS",
    "CardKind",
    "Opening",
    "OptionSpec",
    "OptionValue",
    "Options",
    "Rules",
    "SameGameRules",
    "map_card_kinds",
    "named_twice",
    "resolve_options",
]

# Each function below gets the move's Table first, unnamed here (the table holds the rules):
# an effect names it itself, ``Table`` or the contract's ``PluginTable`` (unokit.core.contract).
#: What happens when a card of a kind is played: called with the table and the play move.
PlayEffect = Callable[[Any, "Play"], None]
#: What happens when a card of a kind is turned up as the opening card (after ``Opening.PLAY``).
OpenEffect = Callable[[Any, Card], None]

#: A kind's words for a seat's draw its card caused: (play, seat, cards drawn, seat names)
#: in; an order naming no hidden card, or ``None`` for "draw 3 cards", out.
DrawWords = Callable[[Play, int, tuple[Card, ...], Callable[[int], str]], "str | None"]
#: Called after a seat draws cards it must draw (a penalty, or a turn's draw with no card to
#: play): with the table, the seat and how many it drew.
PenaltyRule = Callable[[Any, int, int], None]
#: The deprecated ``unokit_turn_draw`` hook's answer: a seat's turn's draw (now its ``draw``).
TurnDraw = Callable[[Any, int], tuple[Card, ...]]


class Opening(enum.Enum):
    """How a card turned up to start the discard pile is treated.

    Attributes:
        PLAY: The card starts the pile and its kind's ``on_open`` effect (if any) happens.
        RESHUFFLE: The card goes back into the draw pile, the pile is shuffled and another card
            is turned up (classic: an opening Wild Draw Four).
        COVER: The card stays on the discard pile and another card is turned up on top of it
            (an edition may treat action cards that way).
    """

    PLAY = "play"
    RESHUFFLE = "reshuffle"
    COVER = "cover"


@attrs.frozen
class CardKind:
    """One kind of card an edition knows: its rank code, name, value and effects.

    Attributes:
        rank: The rank code used in card text (``"7"``, ``"S"``, ``"W+4"``); codes of Wild
            kinds start with ``W``.
        name: The name players use (``"Skip"``, ``"Wild Draw Four"``).
        points: What a card of this kind scores when left in a hand at the end of a round.
        on_play: The effect when the card is played, or ``None`` for none (number cards).
            It receives the [`Table`][unokit.Table] and the [`Play`][unokit.Play] move.
        on_open: The effect when the card is the opening card and the edition's opening rule
            says `Opening.PLAY`; ``None`` for none.
        names_color: For Wild kinds: ``True`` (the default) if the player names the colour
            that continues play; ``False`` if the card sets it another way (e.g. from a card
            turned up), and its [`Play`][unokit.Play] has ``color=None``.
        colors: For Wild kinds that name a colour: the colours a player may name, when
            not every colour of the deck (an edition with two-sided cards names only the
            colours of the side in play); empty (the default) for every colour of the deck.
        names_mark: ``True`` for cards whose player names a mark when playing them (e.g. a
            character printed on other cards); the [`Play`][unokit.Play] then carries it in
            ``mark``, one of the deck's marks.
        names_seats: How many different seats the player names when playing the card (e.g.
            two players to link); the [`Play`][unokit.Play] carries them, ascending, in
            ``seats``. Seats out of the round are never offered.
        names_self: For cards that name seats: whether the player may name their own seat
            (``True``, the default); ``False`` offers only the other seats (a 7 that must
            swap hands with another player).
        naming: What the card does with the mark or the seats its player names, in words
            for the player choosing them (``"swap hands with the player named"``); the
            terminal shows it when it asks for them. Empty (the default) for nothing to say.
        jump_in: ``True`` if a card of this kind that is identical (colour and rank) to the top
            card may be played out of turn, after which play continues from its player (a
            Speed Play or Jump-In rule). Open until the player whose turn it is plays, also
            while that player decides whether to play a card just drawn.
        draws: How many cards the next player must draw because of a card of this kind (a
            Draw Two's 2, a Wild Draw Four's 4); ``0`` for none. The card's ``on_play``
            effect does the drawing; house rules read it (stacking adds these up).
        restricted: ``True`` for cards that may only be played when the player holds no card
            matching the colour in play (Wild Draw Four). Which cards count as matching is
            decided by the edition's hook
            [`unokit_blocks_restricted_play`][unokit.core.hookspecs.unokit_blocks_restricted_play].
        naming_verb: The narration's word before the seats or mark named: ``"linking"``
            tells "plays WDT, naming red, linking you and Bot 1" (empty: "naming").
        narrate_draw: Words for a seat's draw a card of this kind caused, as an order
            ("draw 3 cards until a Ross card showed"), or ``None``: see ``DrawWords``.
    """

    rank: str
    name: str
    points: int
    on_play: PlayEffect | None = attrs.field(default=None, eq=False)
    on_open: OpenEffect | None = attrs.field(default=None, eq=False)
    restricted: bool = False
    names_color: bool = True
    colors: tuple[Color, ...] = ()
    names_mark: bool = False
    names_seats: int = 0
    names_self: bool = True
    jump_in: bool = False
    draws: int = 0
    naming: str = attrs.field(default="", eq=False)
    naming_verb: str = attrs.field(default="", eq=False)
    narrate_draw: DrawWords | None = attrs.field(default=None, eq=False)

    @property
    def is_wild(self) -> bool:
        """Whether cards of this kind are Wild cards (their rank code starts with ``W``)."""
        return self.rank.startswith("W")


_Built = TypeVar("_Built")


def map_card_kinds(
    answers: Iterable[Iterable[CardKind]], change: Callable[[CardKind], CardKind]
) -> list[list[CardKind]]:
    """Apply ``change`` to every kind of a combined ``unokit_card_kinds`` answer.

    For a house rule's hook wrapper, which receives the answers of the edition (a list of
    lists of kinds) and returns them changed::

        @hookimpl(wrapper=True)
        def unokit_card_kinds(self):
            kinds = yield
            return map_card_kinds(kinds, lambda kind: attrs.evolve(kind, jump_in=True))
    """
    return [[change(kind) for kind in answer] for answer in answers]


class SameGameRules:
    """Equality of rule tables: equal edition, house rules, options and rules version.

    The base of [`Rules`][unokit.Rules] and of a seat's
    [`TableRules`][unokit.core.views.TableRules]: the rest follows from those four.
    """

    __slots__ = ()

    if TYPE_CHECKING:
        edition: str
        house_rules: tuple[str, ...]
        options: Options
        rules_version: int

    def __eq__(self, other: object) -> bool:
        if type(other) is not type(self):
            return NotImplemented
        assert isinstance(other, SameGameRules)
        return self._game() == other._game()

    def __hash__(self) -> int:
        return hash(self._game())

    def _game(self) -> tuple[object, ...]:
        return (self.edition, self.house_rules, self.options, self.rules_version)


@attrs.frozen(eq=False)
class Rules(SameGameRules):
    """The compiled rules of one edition, its house rules and one set of options.

    Built once per edition, house rules and options from their hooks (see
    [`unokit.core.compiling.compile_rules`][unokit.core.compiling.compile_rules]) and shared by
    every state of every game that uses them.

    Attributes:
        edition: The edition's canonical name.
        options: The game's options, every declared option with its value.
        deck: Every card of a full deck, in the edition's canonical order.
        kinds: The card kinds by rank code.
        points: What each distinct card scores.
        opening: How each distinct card is treated as the opening card.
        blockers: For each colour in play, the cards whose presence in a hand makes a
            restricted card (Wild Draw Four) a bluff.
        min_players: The fewest players the edition allows.
        max_players: The most players the edition allows.
        colors: The colours of the game: the classic four in their usual order, then any
            other colour of the deck's cards (either side), in the order declared.
        named_colors: For each Wild rank, the colours its player may name (empty for kinds
            that name none).
        dealt_as: For two-sided decks, each card turned over, mapped to the card as the deck
            lists it (empty for one-sided decks); see [`as_dealt`][unokit.Rules.as_dealt].
        marks: The distinct marks printed on the deck's cards, in deck order (empty for
            editions without marks).
        mark_label: What the edition calls a mark, for messages (e.g. ``"character"``).
        penalty_rule: What happens after any draw a player must make (e.g. a linked player
            draws the same), or ``None``.
        hand_size: Cards dealt to each player.
        house_rules: The canonical names of the game's house rules, in the order given.
        option_specs: Every option the game's plugins declare, by name.
        option_defaults: Each option's default in this game (an edition may change the
            declared default).
        hand_limit: How many cards a seat may hold before it is out of the round, or ``None``
            (see [`unokit_hand_limit`][unokit.core.hookspecs.unokit_hand_limit]).
        hand_limit_label: The name of the hand limit, if any (``"the Mercy Rule"``).
        knocks_out: Whether seats may be taken out of the round in this game: a hand limit,
            or a plugin that declares ``knocks_out``.
        rules_version: The rules version the game is played under (see
            [`RULES_VERSIONS`][unokit.RULES_VERSIONS]).
        types: The moves, decisions and values the game knows: unokit's own and those its
            edition and house rules declare (see [`GameTypes`][unokit.core.declared.GameTypes]).
        state_types: The ``state_type`` of the edition (also ``edition_state_type``), then
            of each house rule ([`Edition.state_type`][unokit.Edition]).
        turn: The game's turn: the [`Turn`][unokit.Turn] phase its edition supplies, as its
            house rules change it (see [`unokit_turn`][unokit.core.hookspecs.unokit_turn]).
        turns: One instance of ``turn`` per seat the edition allows: the phase of a seat's
            turn (see [`GameState.phase`][unokit.GameState.phase]).
        counts_cards: Whether [`apply`][unokit.apply] refuses a move that made or lost a
            card: ``True`` unless every plugin is one of unokit's own (tested by unokit).
    """

    edition: str
    options: Options
    deck: tuple[Card, ...]
    kinds: Mapping[str, CardKind]
    points: Mapping[Card, int]
    opening: Mapping[Card, Opening]
    blockers: Mapping[Color, frozenset[Card]]
    min_players: int
    max_players: int
    colors: tuple[Color, ...] = COLORS
    named_colors: Mapping[str, tuple[Color, ...]] = attrs.field(factory=dict, repr=False)
    dealt_as: Mapping[Card, Card] = attrs.field(factory=dict, repr=False)
    marks: tuple[str, ...] = ()
    mark_label: str = "mark"
    penalty_rule: PenaltyRule | None = None
    hand_size: int = 7
    house_rules: tuple[str, ...] = ()
    option_specs: Mapping[str, OptionSpec] = attrs.field(factory=dict, repr=False)
    option_defaults: Mapping[str, Any] = attrs.field(factory=dict, repr=False)
    hand_limit: int | None = None
    hand_limit_label: str = ""
    knocks_out: bool = False
    rules_version: int = RULES_VERSION
    types: GameTypes = attrs.field(kw_only=True, repr=False)
    turn: type[Turn] = attrs.field(kw_only=True, repr=False)
    state_types: tuple[Any, ...] = attrs.field(default=(), kw_only=True, repr=False)
    counts_cards: bool = attrs.field(default=True, kw_only=True, repr=False)
    edition_state_type: Any = attrs.field(
        init=False, repr=False, default=attrs.Factory(lambda r: (*r.state_types, None)[0], True)
    )
    #: The Play moves of each (seat, card, next-to-last, players), built on first use.
    play_cache: dict[tuple[int, Card, bool, int], tuple[Play, ...]] = attrs.field(
        factory=dict, repr=False
    )
    #: What other modules build from this table once (a seat's summary of the rules, the
    #: reinforcement-learning spaces), by the function that builds it; see ``derived``.
    _derived: dict[Callable[[Rules], Any], Any] = attrs.field(factory=dict, repr=False)
    turns: tuple[Turn, ...] = attrs.field(init=False, repr=False)
    #: Each seat's turn's ``quick_ways``, bound to it (see ``bound_quick_ways``).
    seat_ways: tuple[dict[type[Move], Callable[..., Any]], ...] = attrs.field(
        init=False, repr=False, default=attrs.Factory(lambda r: bound_quick_ways(r.turns), True)
    )

    @turns.default
    def _turns(self) -> tuple[Turn, ...]:
        return tuple(self.turn(seat) for seat in range(self.max_players))  # type: ignore[call-arg]

    def turn_phase(self, seat: int) -> Turn:
        """The phase of ``seat``'s turn (``turns[seat]``)."""
        return self.turns[seat]

    def kind(self, card: Card) -> CardKind:
        """The kind of ``card`` in this edition."""
        return self.kinds[card.rank]

    def __copy__(self) -> Rules:
        return self

    def __deepcopy__(self, memo: dict[int, Any]) -> Rules:
        # A rule table is shared by every state of its games: a copy of a state shares it.
        return self

    def derived(self, build: Callable[[Rules], _Built]) -> _Built:
        """``build(self)``, built once and kept with this table.

        What is built from a rule table (a seat's summary of the rules, an action space)
        lives as long as the table and no longer: a table compiled again after the plugins
        change builds its own, so nothing built from older plugins is handed out.
        """
        try:
            return self._derived[build]  # type: ignore[no-any-return]
        except KeyError:
            made = self._derived[build] = build(self)
            return made

    @property
    def two_sided(self) -> bool:
        """Whether the deck's cards have a face on each side (see [`Card.back`][unokit.Card])."""
        return self.deck[0].back is not None

    def as_dealt(self, card: Card) -> Card:
        """``card`` the way up the deck lists it: the card, or the card turned over.

        Two-sided cards turn over during a game; a card's identity (for counting the cards
        of a game) is the card as [`deck`][unokit.Rules] lists it.
        """
        return self.dealt_as.get(card, card)

    def cards_to_deal(self, players: int) -> int:
        """The fewest cards that deal every hand of ``players`` and turn an opening card."""
        return players * self.hand_size + 1

    def changed_options(self) -> dict[str, Any]:
        """The options whose value differs from this game's default, by name (sorted).

        What a record or a save writes: the rest follows from the edition and house rules.
        """
        defaults = self.option_defaults
        return {
            name: value
            for name, value in self.options.items()
            if name not in defaults or defaults[name] != value
        }
