"""What an edition is made of: card kinds, opening rules, options and the compiled rule table.

Editions describe their cards with [`CardKind`][unokit.CardKind] values returned from the
[`unokit_card_kinds`][unokit.hookspecs.unokit_card_kinds] hook. When a game starts, unokit asks
the edition's hooks once and compiles the answers into a [`Rules`][unokit.Rules] table, which
the engine then reads on every move (no hook is called on the hot path).
"""

from __future__ import annotations

import enum
from collections.abc import Callable, Mapping
from typing import TYPE_CHECKING, Any

import attrs

from unokit.cards import Card, Color
from unokit.errors import SetupError, _shown
from unokit.formats import match_format
from unokit.moves import Play

if TYPE_CHECKING:
    from unokit.table import Table

__all__ = ["CardKind", "Opening", "Options", "Rules"]

#: What happens when a card of a kind is played: called with the table and the play move.
PlayEffect = Callable[["Table", "Play"], None]
#: What happens when a card of a kind is turned up as the opening card (after ``Opening.PLAY``).
OpenEffect = Callable[["Table", Card], None]
#: Called after a seat draws cards as a penalty: with the table, the seat and how many it drew.
PenaltyRule = Callable[["Table", int, int], None]


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
        names_mark: ``True`` for cards whose player names a mark when playing them (e.g. a
            character printed on other cards); the [`Play`][unokit.Play] then carries it in
            ``mark``, one of the deck's marks.
        names_seats: How many different seats the player names when playing the card (e.g.
            two players to link); the [`Play`][unokit.Play] carries them, ascending, in
            ``seats``.
        jump_in: ``True`` if a card of this kind that is identical (colour and rank) to the top
            card may be played out of turn, after which play continues from its player (a
            Speed Play or Jump-In rule).
        restricted: ``True`` for cards that may only be played when the player holds no card
            matching the colour in play (Wild Draw Four). Which cards count as matching is
            decided by the edition's hook
            [`unokit_blocks_restricted_play`][unokit.hookspecs.unokit_blocks_restricted_play].
    """

    rank: str
    name: str
    points: int
    on_play: PlayEffect | None = attrs.field(default=None, eq=False)
    on_open: OpenEffect | None = attrs.field(default=None, eq=False)
    restricted: bool = False
    names_color: bool = True
    names_mark: bool = False
    names_seats: int = 0
    jump_in: bool = False

    @property
    def is_wild(self) -> bool:
        """Whether cards of this kind are Wild cards (their rank code starts with ``W``)."""
        return self.rank.startswith("W")


def _positive(instance: Any, attribute: attrs.Attribute[int], value: int) -> None:
    if isinstance(value, bool) or not isinstance(value, int) or value < 1:
        raise SetupError(
            f"option {attribute.name} must be a positive whole number, not {_shown(value)}"
        )


def _flag(instance: Any, attribute: attrs.Attribute[bool], value: bool) -> None:
    if not isinstance(value, bool):
        raise SetupError(f"option {attribute.name} must be True or False, not {_shown(value)}")


def _format_name(instance: Any, attribute: attrs.Attribute[str], value: str) -> None:
    match_format(value)  # raises SetupError listing the formats


@attrs.frozen
class Options:
    """Rule options of a game, all defaulting to the classic rules.

    Pass them to [`new_game`][unokit.new_game] as an ``Options`` or as a dict of the same
    names: ``new_game(options={"strict_wild_draw_four": True})``.

    Attributes:
        target_score: The target score of the match: first to reach or pass it wins
            (standard, partners); in a low-score match, once anyone reaches or passes it the
            lowest total wins.
        match: The match format (see [`unokit.formats`][unokit.formats]):
            ``"standard"`` (the round winner scores the opponents' cards), ``"single-round"``
            (one round, no points), ``"low-score"`` (everyone records their own cards; the
            lowest total wins) or ``"partners"`` (exactly four players, two pairs sitting
            opposite).
        strict_wild_draw_four: Refuse Wild Draw Four bluffs: a Wild Draw Four played while
            holding a card matching the colour in play is an illegal move instead of a bluff
            that can be challenged.
        challenge_returns_card: The ruling of a short classic rule summary for a successful
            challenge: the Wild Draw Four goes back to its player, who draws four and must play
            a legal card.
        winner_deals: The rotation of a short classic rule summary: the round winner deals the
            next round (instead of the deal moving one seat clockwise).
    """

    target_score: int = attrs.field(default=500, validator=_positive)
    match: str = attrs.field(default="standard", validator=_format_name)
    strict_wild_draw_four: bool = attrs.field(default=False, validator=_flag)
    challenge_returns_card: bool = attrs.field(default=False, validator=_flag)
    winner_deals: bool = attrs.field(default=False, validator=_flag)

    @classmethod
    def coerce(cls, value: Options | Mapping[str, Any] | None) -> Options:
        """Turn ``None``, a mapping of option names or an ``Options`` into ``Options``.

        Raises:
            SetupError: for an unknown option name or a value of the wrong type.
        """
        if value is None:
            return cls()
        if isinstance(value, Options):
            return value
        if not isinstance(value, Mapping):
            raise SetupError(f"options must be an Options or a dict, not {type(value).__name__}")
        known = {a.name for a in attrs.fields(cls)}
        unknown = sorted(str(k) for k in value if k not in known)
        if unknown:
            raise SetupError(
                f"unknown option {', '.join(unknown)}; known options: {', '.join(sorted(known))}"
            )
        return cls(**value)


@attrs.frozen(eq=False)
class Rules:
    """The compiled rules of one edition with one set of options.

    Built once per edition and options from the edition's hooks (see
    [`unokit.plugins.compile_rules`][unokit.plugins.compile_rules]) and shared by every state
    of every game that uses them.

    Attributes:
        edition: The edition's canonical name.
        options: The game's options.
        deck: Every card of a full deck, in the edition's canonical order.
        kinds: The card kinds by rank code.
        points: What each distinct card scores.
        opening: How each distinct card is treated as the opening card.
        blockers: For each colour in play, the cards whose presence in a hand makes a
            restricted card (Wild Draw Four) a bluff.
        min_players: The fewest players the edition allows.
        max_players: The most players the edition allows.
        marks: The distinct marks printed on the deck's cards, in deck order (empty for
            editions without marks).
        mark_label: What the edition calls a mark, for messages (e.g. ``"character"``).
        jump_in_ranks: The ranks whose cards may be played out of turn when identical to the
            top card (kinds with ``jump_in``).
        penalty_rule: What happens after any penalty draw (e.g. a linked player draws the
            same), or ``None``.
        hand_size: Cards dealt to each player.
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
    marks: tuple[str, ...] = ()
    mark_label: str = "mark"
    jump_in_ranks: frozenset[str] = frozenset()
    penalty_rule: PenaltyRule | None = None
    hand_size: int = 7
    #: The Play moves of each (seat, card, next-to-last, players), built on first use.
    play_cache: dict[tuple[int, Card, bool, int], tuple[Play, ...]] = attrs.field(
        factory=dict, repr=False
    )
    #: For each (top card, colour in play, seat, next-to-last, players): the Play moves of
    #: each card a hand may hold, ``()`` for a card that does not match. Built on first use.
    turn_cache: dict[tuple[Card, Color | None, int, bool, int], Mapping[Card, tuple[Play, ...]]] = (
        attrs.field(factory=dict, repr=False)
    )

    def kind(self, card: Card) -> CardKind:
        """The kind of ``card`` in this edition."""
        return self.kinds[card.rank]

    def cards_to_deal(self, players: int) -> int:
        """The fewest cards that deal every hand of ``players`` and turn an opening card."""
        return players * self.hand_size + 1

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, Rules):
            return NotImplemented
        return self.edition == other.edition and self.options == other.options

    def __hash__(self) -> int:
        return hash((self.edition, self.options))
