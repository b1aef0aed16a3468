"""Seat views: what one seat may know of a game, and nothing more.

A [`GameState`][unokit.GameState] knows everything: every hand, the order of the draw pile,
the random-number state that decides the next shuffle, whether a Wild Draw Four was a bluff.
A player at a real table knows much less ("keep hands private", say the classic rules).
[`view(state, seat)`][unokit.view] gives a program playing one seat exactly what that seat
may know, as a [`SeatView`][unokit.SeatView]: its own hand, the size of every hand, the
public piles and counters, the pending decision as that seat may see it, and its own legal
moves.

Hidden parts of a pending decision are hidden by the decision itself, through
[`Pending.visible_to`][unokit.Pending.visible_to]; each plugin's own state
(``state.edition_state`` and ``state.house_rule_states``) is shown as its
``visible_to(seat)`` method returns it, if it has one, and whole otherwise.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeAlias, TypeVar

import attrs

from unokit.core._frozen import FrozenMap
from unokit.core.cards import Card, Color
from unokit.core.declared import GameTypes
from unokit.core.engine import legal_moves
from unokit.core.errors import SeatError, _is_whole, _shown
from unokit.core.legal import bluff_plays, listed
from unokit.core.moves import Move, Play
from unokit.core.rules import CardKind, Opening, Options, Rules, SameGameRules
from unokit.core.state import GameState, MatchFacts, Pending, Reveal, RoundResult, Turn

__all__ = [
    "NO_SEAT",
    "SeatView",
    "SpectatorView",
    "TableRules",
    "seen_decision",
    "seen_reveal",
    "spectator_view",
    "view",
]

NO_SEAT = -1
"""The seat of someone who sits at none (a spectator): what a decision's and a plugin
state's ``visible_to(NO_SEAT)`` show is what every seat may see."""

_AnyMove = TypeVar("_AnyMove", bound=Move)


@attrs.frozen(eq=False)
class TableRules(SameGameRules):
    """The rules of a game as a seat sees them: public, read-only, shared with nothing.

    What every player at the table knows (the edition, the options, the deck and what each
    card is worth), without the engine's compiled tables and caches. Every mapping is
    read-only and every value immutable; the card kinds carry no code (``on_play``,
    ``on_open`` and ``narrate_draw`` are ``None``; ``acting`` says which kinds have an effect
    when played): a seat reads what a card does, it does not run it. Its mappings, the
    options' included, are copies of their own, not the engine's, made of tuples only; it is
    built once per rule table, so the views of one rule table share it, and nothing in it
    can be changed (see the Reliability page).

    Attributes:
        edition: The edition's canonical name.
        house_rules: The canonical names of the game's house rules, in the order given.
        options: The game's options, every declared option with its value.
        deck: Every card of a full deck, in the edition's canonical order.
        kinds: The card kinds by rank code (read-only; without their effects).
        acting: The rank codes of the kinds that do something when played (a Skip, a Draw
            Two, a Wild Draw Four in the classic game; not a number card, nor the classic
            plain Wild, which only names a colour): what a seat may know of the effects it
            is not handed.
        points: What each distinct card scores (read-only); two-sided cards are found by
            their face too, as a seat sees them.
        opening: How each distinct card is treated as the opening card (read-only).
        blockers: For each colour in play, the cards whose presence in a hand makes a
            restricted card (Wild Draw Four) a bluff, two-sided ones also by their face
            (read-only).
        colors: The colours of the game (see [`Rules.colors`][unokit.Rules]).
        min_players: The fewest players the edition allows.
        max_players: The most players the edition allows.
        marks: The distinct marks printed on the deck's cards, in deck order.
        mark_label: What the edition calls a mark, for messages.
        jump_in_ranks: The ranks whose cards may be played out of turn when identical to the
            top card.
        hand_size: Cards dealt to each player.
        hand_limit: How many cards a seat may hold before it is out of the round, or
            ``None`` for no limit.
        hand_limit_label: The name players give the hand limit (``"the Mercy Rule"``), or
            empty.
        keep_drawn: Whether a player may keep a playable card just drawn (the game's turn's
            ``keeps_drawn_card``; ``False`` for a turn that offers no card just drawn).
        turn: The game's turn, the phase a seat plays while no decision is pending (a class:
            ``turn_phase(seat)`` makes a seat's).
        types: The moves, decisions and values the game knows (what
            [`parse_move`][unokit.parse_move] reads a view's moves with).
        rules_version: The rules version the game is played under (see
            [`RULES_VERSIONS`][unokit.RULES_VERSIONS]).
    """

    edition: str
    house_rules: tuple[str, ...]
    options: Options
    deck: tuple[Card, ...]
    kinds: Mapping[str, CardKind] = attrs.field(repr=False)
    acting: frozenset[str] = attrs.field(repr=False)
    points: Mapping[Card, int] = attrs.field(repr=False)
    opening: Mapping[Card, Opening] = attrs.field(repr=False)
    blockers: Mapping[Color, frozenset[Card]] = attrs.field(repr=False)
    colors: tuple[Color, ...]
    min_players: int
    max_players: int
    marks: tuple[str, ...]
    mark_label: str
    jump_in_ranks: frozenset[str]
    hand_size: int
    hand_limit: int | None
    hand_limit_label: str
    keep_drawn: bool
    turn: type[Turn] = attrs.field(repr=False)
    types: GameTypes = attrs.field(repr=False)
    rules_version: int

    def turn_phase(self, seat: int) -> Turn:
        """The phase of ``seat``'s turn: what it words moves with (a new one, of its own)."""
        return self.turn(seat)  # type: ignore[call-arg]

    def kind(self, card: Card) -> CardKind:
        """The kind of ``card`` in this edition."""
        return self.kinds[card.rank]

    @classmethod
    def of(cls, rules: Rules) -> TableRules:
        """The public summary of ``rules`` (built once per rule table, kept with it)."""
        return rules.derived(_summary)


def _summary(rules: Rules) -> TableRules:
    """The public summary of ``rules`` (see [`TableRules.of`][unokit.core.views.TableRules.of])."""
    return TableRules(
        edition=rules.edition,
        house_rules=tuple(rules.house_rules),
        # A copy with a dict of its own: gc.get_referents on a read-only mapping gives the
        # dict underneath, and the engine's must stay out of a bot's reach.
        options=Options(rules.options),
        deck=tuple(rules.deck),
        kinds=FrozenMap(
            (rank, attrs.evolve(kind, on_play=None, on_open=None, narrate_draw=None))
            for rank, kind in rules.kinds.items()
        ),
        acting=frozenset(rank for rank, kind in rules.kinds.items() if kind.on_play is not None),
        points=FrozenMap(_with_faces(rules.points)),
        opening=FrozenMap(_with_faces(rules.opening)),
        blockers=FrozenMap(
            (color, frozenset((*cards, *(card.face for card in cards))))
            for color, cards in rules.blockers.items()
        ),
        colors=rules.colors,
        min_players=rules.min_players,
        max_players=rules.max_players,
        marks=tuple(rules.marks),
        mark_label=rules.mark_label,
        jump_in_ranks=frozenset(rank for rank, kind in rules.kinds.items() if kind.jump_in),
        hand_size=rules.hand_size,
        hand_limit=rules.hand_limit,
        hand_limit_label=rules.hand_limit_label,
        keep_drawn=getattr(rules.turn, "keeps_drawn_card", False) is True,
        turn=rules.turn,
        types=rules.types,
        rules_version=rules.rules_version,
    )


_Value = TypeVar("_Value")


def _with_faces(table: Mapping[Card, _Value]) -> dict[Card, _Value]:
    """``table`` with each two-sided card's face beside it: what a seat looks cards up by."""
    return {**{card.face: value for card, value in table.items()}, **table}


@attrs.frozen
class SpectatorView(MatchFacts):
    """What everyone at the table may know of a game at one moment.

    Built by [`spectator_view`][unokit.spectator_view].

    No hand's cards (only how many each seat holds, and the backs of two-sided cards), no
    cards shown to one player, no legal moves: a [`SeatView`][unokit.SeatView] is one with
    what its seat alone knows added. Two states that differ only in what no seat sees alone
    (the cards in the hands, the order of the draw pile, the seed, a Wild Draw Four's bluff
    flag) give equal views.

    Attributes:
        rules: The rules as the table knows them ([`TableRules`][unokit.core.views.TableRules]).
        players: The number of players.
        hand_sizes: How many cards each seat holds.
        other_sides: For each seat, the faces of its two-sided cards turned away from their
            holder (the backs everyone sees), sorted by their text; empty for one-sided
            cards.
        discard_pile: The discard pile, top card first (two-sided cards by the face up).
        draw_pile_size: How many cards the draw pile holds.
        draw_pile_top: The face up of the draw pile's top two-sided card (its back), or
            ``None``.
        active_color: The colour in play, or ``None`` while an opening Wild waits for one.
        direction: ``1`` for clockwise, ``-1`` for counterclockwise.
        current_player: The seat whose turn it is, or who must answer the pending decision.
        dealer: The seat that dealt this round.
        round_number: The round being played, from 1.
        scores: Each seat's match score.
        history: The results of the rounds played so far.
        pending: The decision the game waits for as every seat may see it
            (``visible_to(NO_SEAT)``), or ``None``.
        uno_exposed: The seats that can be caught for not calling UNO (ascending).
        passes: Consecutive passes made because nothing could be drawn.
        winners: The seats that won the match (empty while it goes on).
        end_reason: Why the match ended, or ``None``.
        edition_state: The edition's own state as every seat may see it, or ``None``.
        house_rule_states: The house rules' own states as every seat may see them.
        out: The seats out of the round, ascending.
    """

    rules: TableRules = attrs.field(repr=False)
    players: int
    hand_sizes: tuple[int, ...]
    other_sides: tuple[tuple[Card, ...], ...]
    discard_pile: tuple[Card, ...]
    draw_pile_size: int
    draw_pile_top: Card | None
    active_color: Color | None
    direction: int
    current_player: int
    dealer: int
    round_number: int
    scores: tuple[int, ...]
    history: tuple[RoundResult, ...]
    pending: Pending | None
    uno_exposed: tuple[int, ...]
    passes: int
    winners: tuple[int, ...]
    end_reason: str | None
    edition_state: Any
    house_rule_states: tuple[Any, ...]
    out: tuple[int, ...]

    @property
    def top_card(self) -> Card:
        """The top card of the discard pile."""
        return self.discard_pile[0]


@attrs.frozen
class SeatView(SpectatorView):
    """Everything one seat may know of a game at one moment; built by [`view`][unokit.view].

    Two states that differ only in what the seat cannot see (the other hands' cards, the
    order of the draw pile, the seed and random-number state, a Wild Draw Four's bluff flag
    when the seat did not play it) give equal views.

    Attributes:
        seat: The seat this view belongs to.
        rules: The rules as the table knows them (edition, options, deck, card kinds and
            values): a read-only [`TableRules`][unokit.core.views.TableRules], which leads to
            nothing the game or any other seat shares.
        players: The number of players.
        hand: The seat's own cards, in the order received. Of two-sided cards the seat sees
            only the face turned towards it (``card.face``: a one-sided card), and names them
            so in its moves.
        hand_sizes: How many cards each seat holds.
        other_sides: For each seat, what this seat sees of that seat's cards besides their
            number: for two-sided cards, the faces turned away from their holder (the backs
            of the cards in other hands), sorted by their text; empty for this seat's own
            hand and for one-sided cards, whose backs are all alike.
        discard_pile: The discard pile, top card first (every card in it was played face up;
            of two-sided cards, the face up).
        draw_pile_size: How many cards the draw pile holds (not which, nor in what order).
        draw_pile_top: The face of the draw pile's top card that faces up, for two-sided
            cards (their back); ``None`` for one-sided cards or an empty pile.
        active_color: The colour in play, or ``None`` while an opening Wild waits for one.
        direction: ``1`` for clockwise, ``-1`` for counterclockwise.
        current_player: The seat whose turn it is, or who must answer the pending decision.
        dealer: The seat that dealt this round.
        round_number: The round being played, from 1.
        scores: Each seat's match score.
        history: The results of the rounds played so far.
        pending: The decision the game waits for, as this seat may see it
            (``state.pending.visible_to(seat)``; two-sided cards it names by their face), or
            ``None``.
        uno_exposed: The seats that can be caught for not calling UNO (ascending).
        passes: Consecutive passes made because nothing could be drawn.
        reveal: Cards shown privately to this seat by the last move (a challenged player's
            hand; two-sided cards by their face), or ``None``; a reveal to another seat is not
            shown.
        winners: The seats that won the match (empty while it goes on).
        end_reason: Why the match ended, or ``None``.
        edition_state: The edition's own state as this seat may see it, or ``None``.
        house_rule_states: The house rules' own states as this seat may see them (one per
            house rule, or ``()`` while none keeps anything); see ``plugin_state``.
        out: The seats out of the round (knocked out), ascending.
        legal_moves: This seat's legal moves now (empty if it has none), in the order of
            [`legal_moves`][unokit.legal_moves]; plays of two-sided cards name the face the
            seat sees (``apply`` takes them as they are).
        bluffs: The moves of ``legal_moves`` that would be bluffs: plays of a restricted card
            (Wild Draw Four) while holding a card that blocks it, as the turn's play (a card
            added to a pending decision, such as a mini-pile, takes no effect and can be
            neither a bluff nor challenged). A challenge of such a play succeeds.
    """

    seat: int
    hand: tuple[Card, ...]
    reveal: Reveal | None
    legal_moves: tuple[Move, ...]
    bluffs: tuple[Play, ...]

    def is_bluff(self, move: Move) -> bool:
        """Whether ``move`` is one of this seat's legal moves that would be a bluff."""
        return listed(move, self.bluffs)


def view(state: GameState, seat: int) -> SeatView:
    """What ``seat`` may know of ``state``.

    Args:
        state: The game.
        seat: The seat looking, from ``0`` to ``players - 1``.

    Returns:
        The seat's view: its own hand, every hand's size, the public piles and counters, the
        pending decision as the seat may see it, a reveal made to it, and its legal moves,
        with the bluffs among them.

    Raises:
        SeatError: if the game has no such seat.

    Examples:
        >>> import unokit
        >>> state = unokit.new_game("classic", players=3, seed=5)
        >>> seen = unokit.view(state, 1)
        >>> seen.hand == state.hands[1], seen.hand_sizes
        (True, (7, 7, 7))
        >>> seen.draw_pile_size == len(state.draw_pile)
        True
    """
    if not _is_whole(seat) or not 0 <= seat < state.players:
        raise SeatError(
            f"there is no seat {_shown(seat)}: seats are numbered 0 to {state.players - 1}"
        )
    hand = state.hands[seat]
    moves = tuple(move for move in legal_moves(state) if move.player == seat)
    bluffs = bluff_plays(state, moves)
    if state.rules.two_sided:
        hand = _faces(hand)
        moves, bluffs = _face_plays(moves), _face_plays(bluffs)
    # A SeatView's fields: a SpectatorView's, then the seat's own (see ``_seen_by``).
    own = (seat, hand, seen_reveal(state, seat), moves, bluffs)
    return SeatView(*_seen_by(state, seat), *own)


#: A [`SpectatorView`][unokit.SpectatorView]'s fields, in order (see ``_seen_by``).
_SeenByAll: TypeAlias = tuple[
    TableRules,  # rules
    int,  # players
    tuple[int, ...],  # hand_sizes
    tuple[tuple[Card, ...], ...],  # other_sides
    tuple[Card, ...],  # discard_pile
    int,  # draw_pile_size
    Card | None,  # draw_pile_top
    Color | None,  # active_color
    int,  # direction
    int,  # current_player
    int,  # dealer
    int,  # round_number
    tuple[int, ...],  # scores
    tuple[RoundResult, ...],  # history
    Pending | None,  # pending
    tuple[int, ...],  # uno_exposed
    int,  # passes
    tuple[int, ...],  # winners
    str | None,  # end_reason
    Any,  # edition_state
    tuple[Any, ...],  # house_rule_states
    tuple[int, ...],  # out
]


def _seen_by(state: GameState, seat: int) -> _SeenByAll:
    """The fields of a [`SpectatorView`][unokit.SpectatorView] as ``seat`` sees them, in order.

    In order so that a view is built from them positionally: a view is built on every step
    of every bot, and keywords cost it about 5 % of a greedy bot's step.

    ``seat`` is [`NO_SEAT`][unokit.core.views.NO_SEAT] for a spectator: the decision and the
    plugins' states as they show themselves to no seat, and the backs of every hand's
    two-sided cards (a seat does not see its own cards' backs).
    """
    rules = state.rules
    discard_pile = state.discard_pile
    other_sides: tuple[tuple[Card, ...], ...] = ((),) * state.players
    draw_pile_top = None
    if rules.two_sided:
        discard_pile = _faces(discard_pile)
        other_sides = tuple(
            () if other == seat else tuple(sorted(map(_other_face, cards), key=str))
            for other, cards in enumerate(state.hands)
        )
        if state.draw_index < len(state.draw_cards):
            draw_pile_top = state.draw_cards[state.draw_index].back
    return (
        TableRules.of(rules),
        state.players,
        tuple(len(cards) for cards in state.hands),
        other_sides,
        discard_pile,
        len(state.draw_cards) - state.draw_index,
        draw_pile_top,
        state.active_color,
        state.direction,
        state.current_player,
        state.dealer,
        state.round_number,
        state.scores,
        state.history,
        seen_decision(state, seat),
        state.uno_exposed,
        state.passes,
        state.winners,
        state.end_reason,
        _seen(state.edition_state, seat),
        tuple(_seen(item, seat) for item in state.house_rule_states),
        state.out,
    )


def spectator_view(state: GameState) -> SpectatorView:
    """What a spectator may know of ``state``: what every seat sees, and nothing more.

    For a program that shows a game to someone who plays no seat (a spectator at a table,
    a broadcast): every hand's size but none of its cards, the public piles and counters,
    the pending decision and the plugins' states as they show themselves to no seat
    (``visible_to(NO_SEAT)``). Tell it with a spectator's
    [`Narrator`][unokit.play.narration.Narrator] (``Narrator(spectator=True)``).

    Examples:
        >>> import unokit
        >>> state = unokit.new_game("classic", players=3, seed=5)
        >>> seen = unokit.spectator_view(state)
        >>> seen.hand_sizes, seen.top_card == state.top_card
        ((7, 7, 7), True)
        >>> hasattr(seen, "hand")
        False
    """
    return SpectatorView(*_seen_by(state, NO_SEAT))


def seen_decision(state: GameState, seat: int) -> Pending | None:
    """The pending decision as ``seat`` may see it (``SeatView.pending``), or ``None``.

    Its ``visible_to(seat)``, with the two-sided cards it names shown by their face.
    """
    pending = state.pending
    if pending is None:
        return None
    pending = pending.visible_to(seat)
    return _faced(pending) if state.rules.two_sided else pending


def seen_reveal(state: GameState, seat: int) -> Reveal | None:
    """The cards the last move showed to ``seat`` (``SeatView.reveal``), or ``None``.

    A reveal to another seat is not shown; two-sided cards are shown by their face.
    """
    reveal = state.reveal
    if reveal is None or reveal.to != seat:
        return None
    return _faced(reveal) if state.rules.two_sided else reveal


def _seen(value: Any, seat: int) -> Any:
    """A plugin's state as ``seat`` may see it: its ``visible_to(seat)``, if it has one."""
    hide = getattr(value, "visible_to", None)
    return hide(seat) if callable(hide) else value


def _other_face(card: Card) -> Card:
    """The face of a two-sided card turned away from whoever sees its face (its back)."""
    return card.back or card


def _faces(cards: tuple[Card, ...]) -> tuple[Card, ...]:
    """The faces turned up of two-sided ``cards`` (what a seat sees of its hand or a pile)."""
    return tuple(card.face for card in cards)


def _faced(value: Any) -> Any:
    """A decision or reveal with each two-sided card it holds shown by its face.

    The cards a decision names (a card just drawn, say) are the seat's own or face up on the
    table: the seat sees their face, not their back.
    """
    if value is None or not attrs.has(type(value)):
        return value
    changes: dict[str, Any] = {}
    for field in attrs.fields(type(value)):
        held = getattr(value, field.name)
        if isinstance(held, Card) and held.back is not None:
            changes[field.name] = held.face
        elif isinstance(held, tuple) and any(isinstance(card, Card) for card in held):
            changes[field.name] = tuple(
                card.face if isinstance(card, Card) else card for card in held
            )
    return attrs.evolve(value, **changes) if changes else value


def _face_plays(moves: tuple[_AnyMove, ...]) -> tuple[_AnyMove, ...]:
    """``moves`` with each play of a two-sided card naming the card's face, without repeats.

    A seat cannot tell apart two of its cards with the same face: their plays are one move.
    """
    seen: dict[Move, None] = {}
    for move in moves:
        if isinstance(move, Play) and move.card.back is not None:
            move = attrs.evolve(move, card=move.card.face)
        seen.setdefault(move, None)
    return tuple(seen)  # type: ignore[arg-type]
