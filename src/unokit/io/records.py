"""Game records: how a game was set up and the moves played, as text a person can read.

A [`GameRecord`][unokit.GameRecord] holds everything needed to play a game again: the
edition, the options, the number of players, the seed (and the stacked deck and the dealer,
if the game had them), the moves in order, and the rules version they were played under
(see [`RULES_VERSIONS`][unokit.RULES_VERSIONS]), with the version of each other package
whose plugins played the game (``plugins``). [`replay`][unokit.GameRecord.replay] plays
it again, state by state, under that version, and always reaches the same final state — or
fails loudly: a record of a rules version this unokit does not play is refused, and so is
one made with another version of a plugin unless the plugin declares that version's games
compatible; a record that carries the final state's [`digest`][unokit.digest] checks it.

Its text form is modelled on chess's PGN: ``[Name "value"]`` headers, then one numbered move
per line, in the text form of [`Move`][unokit.Move]:

```text
[RulesVersion "1"]
[Edition "classic"]
[Players "2"]
[Seed "7"]
[Options "match=single-round"]

# round 1
1. 1 play R7
2. 0 draw
```

``str(record)`` writes it, [`GameRecord.parse`][unokit.GameRecord.parse] reads it, and
[`to_json`][unokit.GameRecord.to_json] / [`from_json`][unokit.GameRecord.from_json] do the
same in JSON. The text form and its ``Options`` header are written and read by
``unokit.io._recordtext``; both forms read moves with the verbs of the record's edition and
house rules (see [`parse_move`][unokit.parse_move]).
"""

from __future__ import annotations

import json
from collections.abc import Iterable, Iterator, Mapping
from typing import Any

import attrs

from unokit.core.cards import Card
from unokit.core.compiling import option_specs
from unokit.core.engine import apply
from unokit.core.errors import (
    IllegalMoveError,
    RecordError,
    RulesVersionError,
    UnokitError,
    _said,
)
from unokit.core.game import new_game
from unokit.core.moves import Deal, Move
from unokit.core.registry import REGISTRY
from unokit.core.rules import Options, resolve_options
from unokit.core.state import GameState
from unokit.core.versions import (
    RECORD_FORMAT,
    RULES_VERSION,
    RULES_VERSIONS,
    _check_versions,
    _played,
    _plugins_text,
    _PluginVersions,
)
from unokit.io import _recordjson, _recordtext
from unokit.io._recordfields import (
    _deck,
    _digest_text,
    _edition_name,
    _moves,
    _optional_seat,
    _options,
    _plugins,
    _tags,
    _whole,
)
from unokit.io._recordjson import JSON_FORMAT
from unokit.io._recordtext import check_house_rules, move_reader
from unokit.io.notation import parse_move
from unokit.io.saving import _installed, _sealed

__all__ = ["JSON_FORMAT", "GameRecord", "Recorder", "record"]


@attrs.frozen
class GameRecord:
    """A game as its setup and its moves: replayable, and readable as text or JSON.

    Build one with [`record`][unokit.record] from a game's first state and its moves, with a
    [`Recorder`][unokit.Recorder] while playing, or directly with the arguments of
    [`new_game`][unokit.new_game].

    Attributes:
        edition: The edition's name.
        players: The number of players.
        seed: The game's seed (``state.seed``).
        moves: The moves played, in order (text such as ``"0 play R7"`` is read with the
            verbs of the record's edition and house rules, see
            [`parse_move`][unokit.parse_move]).
        options: The game's options that differ from its defaults (an
            [`Options`][unokit.Options] or a dict of them).
        dealer: The dealer given to [`new_game`][unokit.new_game], or ``None`` if the
            dealer was chosen by the draw.
        deck: The stacked deck given to [`new_game`][unokit.new_game] (top card first), or
            ``None`` for a shuffled game.
        digest: The [`digest`][unokit.digest] of the state after the last move, or ``None``;
            when given, replaying checks it.
        tags: Free ``(name, value)`` headers, e.g. ``(("Event", "club night"),)``; a dict is
            accepted.
        rules_version: The rules version the game was played under (one of
            [`RULES_VERSIONS`][unokit.RULES_VERSIONS] to replay).
        house_rules: The names of the game's house rules, in order.
        plugins: ``(distribution, version)`` of each distribution other than unokit whose
            plugins played the game (its edition's first, then its house rules'), e.g.
            ``(("unokit-flip", "0.1.0"),)``; a dict is accepted. ``()`` for a game of
            unokit's own plugins, and for a record made before versions were written:
            nothing is checked then. Replaying refuses a record made with another version
            of a plugin, unless the installed plugin declares that version's games
            compatible (see "Versions" in the guide to writing an edition).

    Examples:
        >>> import unokit
        >>> record = unokit.GameRecord("classic", players=2, seed=7, moves=["1 draw"])
        >>> record.moves
        (Draw(player=1),)
        >>> tuple(state.current_player for state in record.replay())
        (1, 0)
    """

    edition: str = attrs.field(validator=_edition_name)
    players: int = attrs.field(validator=_whole("players"))
    seed: int = attrs.field(validator=_whole("seed"))
    moves: tuple[Move, ...] = attrs.field(default=(), converter=_moves)
    options: Options = attrs.field(factory=Options, converter=_options)
    dealer: int | None = attrs.field(default=None, validator=_optional_seat)
    deck: tuple[Card, ...] | None = attrs.field(default=None, converter=_deck)
    digest: str | None = attrs.field(default=None, validator=_digest_text)
    tags: tuple[tuple[str, str], ...] = attrs.field(default=(), converter=_tags)
    rules_version: int = attrs.field(default=RULES_VERSION, validator=_whole("rules_version"))
    house_rules: tuple[str, ...] = attrs.field(default=(), converter=check_house_rules)
    plugins: _PluginVersions = attrs.field(default=(), converter=_plugins)

    def __attrs_post_init__(self) -> None:
        """Read the moves given as text and check the options against the plugins.

        Moves are read with the verbs of the record's edition and house rules; options are
        checked against those the game's plugins declare. A record of an edition or house
        rule that is not installed is read (its replay says what is missing) unless it has
        options, which could not be checked, nor read back from its text form.
        """
        if not all(isinstance(move, Move) for move in self.moves):
            read = move_reader(self.edition, self.house_rules)
            moves = tuple(move if isinstance(move, Move) else read(move) for move in self.moves)
            object.__setattr__(self, "moves", moves)  # still being built: frozen only after
        try:
            specs = option_specs(self.edition, self.house_rules)
        except UnokitError as exc:
            if self.options:  # they cannot be checked, nor read back from the text form
                raise RecordError(f"options: {exc}") from None
            return  # an unknown edition or house rule: start() says so
        try:
            resolve_options(specs, {}, self.options)
        except UnokitError as exc:
            raise RecordError(str(exc)) from None

    # -- playing ---------------------------------------------------------------------------

    def start(self) -> GameState:
        """The game's first state, as [`new_game`][unokit.new_game] deals it.

        Raises:
            RulesVersionError: if the record was made under another rules version, or with
                another version of a plugin that does not declare its games compatible.
            RecordError: if the setup cannot make a game (unknown edition, bad options...).
        """
        return self._begin()[0]

    def _begin(self) -> tuple[GameState, str]:
        """The game's first state, and what to say of its plugins' versions on a failure.

        The text is ``""`` if the record was made with the plugin versions installed here
        (or carries none); else it names the versions it was made with and those installed.
        """
        if self.rules_version not in RULES_VERSIONS:
            raise RulesVersionError(
                f"the record was made under rules version {self.rules_version}, and this "
                f"unokit plays rules versions {_played()}: replaying it could reach another "
                "state"
            )
        note = self._version_note()
        try:
            state = new_game(
                self.edition,
                self.players,
                seed=self.seed,
                options=self.options,
                deck=self.deck,
                dealer=self.dealer,
                house_rules=self.house_rules,
                rules_version=self.rules_version,
            )
        except UnokitError as exc:
            raise RecordError(
                _noted(note, f"the record's setup cannot start a game: {exc}")
            ) from None
        return state, note

    def _version_note(self) -> str:
        """Compare the plugin versions the record was made with to those installed here.

        Raises:
            RulesVersionError: if one differs and the installed plugin does not declare its
                games compatible.
        """
        if not self.plugins:
            return ""
        try:
            installed = REGISTRY.plugin_versions(self.edition, self.house_rules)
        except UnokitError:  # not installed: starting the game says so
            installed = None
        return _check_versions(
            self.plugins, installed, "the record was made", "replaying it could reach another state"
        )

    def replay(self) -> Iterator[GameState]:
        """Play the record again, yielding every state: the first, then one after each move.

        Raises:
            RulesVersionError: if the record was made under another rules version, or with
                another version of a plugin that does not declare its games compatible.
            RecordError: if the setup cannot start a game, if a move is illegal (the message
                names the move and why), or if the last state's digest is not the record's.
                When the record was made with other versions of its plugins than those
                installed, the message says so first.
        """
        state, note = self._begin()
        for number, move in enumerate(self.moves, 1):
            yield state
            try:
                state = apply(state, move)
            except IllegalMoveError as exc:
                raise RecordError(
                    _noted(note, f"move {number} ({_said(move)}) cannot be played: {exc}")
                ) from None
        if self.digest is not None and _sealed(state, self.plugins) != self.digest:
            raise RecordError(
                _noted(
                    note,
                    f"replaying the record's {len(self.moves)} moves reached another state "
                    "than the one it recorded (its digest differs)",
                )
            )
        yield state

    def final_state(self) -> GameState:
        """The state after the last move (replaying the whole record).

        Raises:
            RecordError: as [`replay`][unokit.GameRecord.replay] does.
        """
        state: GameState | None = None
        for state in self.replay():  # noqa: B007 - the last one is wanted
            pass
        assert state is not None
        return state

    def sealed(self) -> GameRecord:
        """This record with the digest of its final state (replaying it to find it).

        The digest is the final state's [`digest`][unokit.digest]; for a record that carries
        plugin versions, it covers them and the rules version too (as a saved game's does).

        Raises:
            RecordError: as [`replay`][unokit.GameRecord.replay] does.
        """
        final = attrs.evolve(self, digest=None).final_state()
        return attrs.evolve(self, digest=_sealed(final, self.plugins))

    # -- text ------------------------------------------------------------------------------

    def headers(self) -> tuple[tuple[str, str], ...]:
        """The text form's headers, ``(name, value)`` in the order they are written."""
        found = [("RulesVersion", str(self.rules_version))]
        if self.plugins:
            found.append(("Plugins", _plugins_text(self.plugins)))
        found += [("Edition", self.edition), ("Players", str(self.players))]
        found.append(("Seed", str(self.seed)))
        if self.dealer is not None:
            found.append(("Dealer", str(self.dealer)))
        if self.house_rules:
            found.append(("HouseRules", " ".join(self.house_rules)))
        options = _recordtext.options_text(self.options)
        if options:
            found.append(("Options", options))
        if self.deck is not None:
            found.append(("Deck", " ".join(str(card) for card in self.deck)))
        if self.digest is not None:
            found.append(("Digest", self.digest))
        return (*found, *self.tags)

    def __str__(self) -> str:
        """The text form: the headers, then the moves, a comment at each round's start."""
        lines = [f'[{name} "{_recordtext.escape(value)}"]' for name, value in self.headers()]
        round_number = 0
        for number, move in enumerate(self.moves, 1):
            if number == 1 or isinstance(move, Deal):
                round_number += 1
                lines += ["", f"# round {round_number}"]
            lines.append(f"{number}. {move}")
        return "\n".join(lines) + "\n"

    @classmethod
    def parse(cls, text: str) -> GameRecord:
        """Read a record from its text form (what ``str(record)`` writes).

        Headers ``[Name "value"]`` come first, then one move per line, optionally numbered
        (``12. 0 play R7``; a number, when given, must be the move's place). Blank lines and
        anything after ``#`` on a move line are ignored. Headers: ``RulesVersion``, ``Edition``,
        ``Players`` and ``Seed`` are required; ``Plugins`` (distributions and their
        versions, ``unokit-flip 0.1.0``, separated by commas), ``Dealer``, ``HouseRules``
        (names separated by spaces), ``Options`` (``name=value`` pairs separated by spaces),
        ``Deck`` (cards separated by spaces, top first) and ``Digest`` are optional; any
        other header is kept as a tag. Moves are read with the verbs of the record's
        edition and house rules (see [`parse_move`][unokit.parse_move]) when they are
        installed.

        Raises:
            RecordError: naming the line and what is wrong with it.
        """
        try:
            return cls(**_recordtext.read(text))
        except RecordError:
            raise
        except UnokitError as exc:
            raise RecordError(str(exc)) from None

    # -- JSON ------------------------------------------------------------------------------

    def to_dict(self) -> dict[str, Any]:
        """The record as plain JSON data (see [`to_json`][unokit.GameRecord.to_json])."""
        data: dict[str, Any] = {
            "format": JSON_FORMAT,
            "version": RECORD_FORMAT,
            "rules_version": self.rules_version,
            "edition": self.edition,
            "players": self.players,
            "seed": self.seed,
            "dealer": self.dealer,
            "house_rules": list(self.house_rules),
            "options": dict(self.options),
            "deck": None if self.deck is None else [str(card) for card in self.deck],
            "digest": self.digest,
            "tags": dict(self.tags),
            "moves": [str(move) for move in self.moves],
        }
        if self.plugins:  # only if the record carries versions
            data["plugins"] = dict(self.plugins)
        return data

    def to_json(self, *, indent: int | None = 2) -> str:
        """The record as a JSON document.

        An object with ``"format": "unokit-record"``, its ``"version"``, ``"rules_version"``,
        ``"edition"``, ``"players"``, ``"seed"``, ``"dealer"`` (or ``null``), ``"options"``
        (those that differ from the defaults), ``"deck"`` (a list of cards, or ``null``),
        ``"digest"`` (or ``null``), ``"tags"`` (an object) and ``"moves"`` (a list of move
        texts); and ``"plugins"``, the versions of its plugins' distributions (an object,
        ``{"unokit-flip": "0.1.0"}``), if it carries any.
        """
        return json.dumps(self.to_dict(), indent=indent, ensure_ascii=False)

    @classmethod
    def from_json(cls, text: str | bytes) -> GameRecord:
        """Read a record written by [`to_json`][unokit.GameRecord.to_json].

        Raises:
            RecordError: if the text is not such a document, naming what is wrong.
        """
        if not isinstance(text, (str, bytes, bytearray)):
            raise RecordError(f"a record is JSON text, not {type(text).__name__}")
        try:
            data = json.loads(text)
        except (ValueError, RecursionError) as exc:
            raise RecordError(f"a record must be JSON: {exc}") from None
        return cls.from_dict(data)

    @classmethod
    def from_dict(cls, data: Any) -> GameRecord:
        """Read a record from plain JSON data (see [`from_json`][unokit.GameRecord.from_json]).

        Raises:
            RecordError: if the data is not such a document, naming what is wrong.
        """
        try:
            return cls(**_recordjson.read(data))
        except RecordError:
            raise
        except UnokitError as exc:
            raise RecordError(str(exc)) from None


# --------------------------------------------------------------------------------------
# Recording
# --------------------------------------------------------------------------------------


def record(
    start: GameState,
    moves: Iterable[Move | str] = (),
    *,
    tags: Mapping[str, str] | None = None,
) -> GameRecord:
    """Record a game from its first state and the moves played since, sealed with a digest.

    ``start`` must be a state as [`new_game`][unokit.new_game] returned it; how it was set
    up (a seed, a fixed dealer, a stacked deck) is worked out from the state and checked by
    dealing again. The moves are replayed to check them and to seal the record with the
    final state's [`digest`][unokit.digest].

    Args:
        start: The game's first state.
        moves: The moves played from it, in order (``Move`` values or their text).
        tags: Free headers for the record, e.g. ``{"Event": "club night"}``.

    Raises:
        RecordError: if a move is illegal, or if the set-up cannot be worked out from
            ``start`` (then build the [`GameRecord`][unokit.GameRecord] with the arguments
            given to ``new_game``, or use a [`Recorder`][unokit.Recorder]).

    Examples:
        >>> import unokit
        >>> state = unokit.new_game("classic", players=3, seed=4)
        >>> moves = [unokit.legal_moves(state)[0]]
        >>> rec = unokit.record(state, moves)
        >>> unokit.GameRecord.parse(str(rec)) == rec
        True
        >>> rec.final_state() == unokit.apply(state, moves[0])
        True
    """
    setup = _setup_of(start)
    if setup is None:
        raise RecordError(
            "cannot tell how this game was set up (is it a state new_game returned?): build "
            "the GameRecord with the arguments given to new_game, or use a Recorder"
        )
    base = attrs.evolve(setup, moves=moves, tags=tags or ())
    return base.sealed()


def _setup_of(start: GameState) -> GameRecord | None:
    """The record (without moves) whose first state is ``start``, if one can be found."""
    if start.round_number != 1 or start.history:
        return None
    base = GameRecord(
        edition=start.edition,
        players=start.players,
        seed=start.seed,
        options=start.rules.changed_options(),
        house_rules=start.house_rules,
        rules_version=start.rules.rules_version,
        plugins=_installed(start.edition, start.house_rules),
    )
    candidates = [base, attrs.evolve(base, dealer=start.dealer)]
    # A stacked deck with the dealer given: the deck is where the deal left it, in order.
    candidates.append(attrs.evolve(base, dealer=start.dealer, deck=start.draw_cards))
    # A stacked deck with the dealer chosen by the draw: its first cards went to the bottom.
    cards = start.draw_cards
    for used in range(start.players, min(len(cards), 4 * start.players) + 1):
        candidates.append(attrs.evolve(base, deck=cards[-used:] + cards[:-used]))
    for candidate in candidates:
        try:
            if candidate.start() == start:
                return candidate
        except UnokitError:
            continue
    return None


class Recorder:
    """Plays a game and records it as it goes: a notebook beside the table.

    Examples:
        >>> import unokit
        >>> recorder = unokit.Recorder("classic", players=2, seed=3)
        >>> state = recorder.apply(unokit.legal_moves(recorder.state)[0])
        >>> rec = recorder.record()
        >>> rec.moves == recorder.moves and rec.final_state() == recorder.state
        True
    """

    def __init__(
        self,
        edition: str = "classic",
        players: int = 4,
        *,
        seed: int | None = None,
        options: Options | Mapping[str, Any] | None = None,
        deck: Iterable[Card | str] | None = None,
        dealer: int | None = None,
        tags: Mapping[str, str] | None = None,
        house_rules: Iterable[str] = (),
        rules_version: int = RULES_VERSION,
    ) -> None:
        """Start a game with the arguments of [`new_game`][unokit.new_game].

        Raises:
            UnknownEditionError: if there is no such edition.
            SetupError: if the arguments cannot make a game.
        """
        cards = None if deck is None else tuple(deck)
        self._state = new_game(
            edition,
            players,
            seed=seed,
            options=options,
            deck=cards,
            dealer=dealer,
            house_rules=house_rules,
            rules_version=rules_version,
        )
        self._setup = GameRecord(
            edition=self._state.edition,
            players=players,
            seed=self._state.seed,
            options=self._state.rules.changed_options(),
            house_rules=self._state.house_rules,
            rules_version=rules_version,
            dealer=dealer,
            deck=cards,
            tags=tags or (),
            plugins=_installed(self._state.edition, self._state.house_rules),
        )
        self._moves: list[Move] = []

    @classmethod
    def resume(cls, game: GameRecord) -> Recorder:
        """Go on recording a recorded game, from its last state.

        The game goes on with the plugins installed here: the record it makes carries their
        versions.

        Raises:
            RecordError: as [`GameRecord.replay`][unokit.GameRecord.replay] does.
        """
        recorder = cls.__new__(cls)
        recorder._state = game.final_state()
        plugins = _installed(game.edition, game.house_rules)
        recorder._setup = attrs.evolve(game, moves=(), digest=None, plugins=plugins)
        recorder._moves = list(game.moves)
        return recorder

    @property
    def state(self) -> GameState:
        """The game's current state."""
        return self._state

    @property
    def moves(self) -> tuple[Move, ...]:
        """The moves recorded so far."""
        return tuple(self._moves)

    def apply(self, move: Move | str) -> GameState:
        """Play ``move`` (a ``Move`` or its text), record it, and return the new state.

        Raises:
            IllegalMoveError: if the move is not legal (nothing is recorded then).
            ParseError: if the text is not a move.
        """
        parsed = parse_move(self._state, move) if isinstance(move, str) else move
        self._state = apply(self._state, parsed)
        self._moves.append(parsed)
        return self._state

    def record(self) -> GameRecord:
        """The record of the game so far, sealed with the current state's digest."""
        sealed = _sealed(self._state, self._setup.plugins)
        return attrs.evolve(self._setup, moves=self._moves, digest=sealed)


def _noted(note: str, failure: str) -> str:
    """``failure``, after what ``note`` says of the record's plugin versions (if anything)."""
    return f"{note}: {failure}" if note else failure
