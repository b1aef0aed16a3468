"""Saved games: a [`GameState`][unokit.GameState] to JSON and back, and its digest.

[`to_json(state)`][unokit.to_json] writes everything in a state — the rules (edition name and
options), every hand, both piles, the pending decision, the scores and history, the
random-number state... — as a JSON document, and [`from_json(text)`][unokit.from_json] reads
it back into an equal state. No pickle: a document can only ever name the classes unokit
knows, and loading treats it as untrusted input, refusing anything malformed or impossible
with a [`SaveError`][unokit.SaveError] that says what is wrong and where. A game of other
packages' plugins also carries the versions of their distributions (``"plugins"``): one
saved with another version is refused, unless the installed plugin declares that version's
games compatible (see ``unokit.core.versions``).

Pending decisions and an edition's own state are saved generically: each is a frozen
``attrs`` value, written as ``{"type": "<module>.<Class>", "fields": {...}}`` with its fields
written by their type hints. The type named must be one the game knows: unokit's own
decisions, and the decisions and values its edition and house rules declare (their
``declares``; see [`GameTypes`][unokit.core.declared.GameTypes]). Field types may
be ``int``, ``bool``, ``str``, ``None``, [`Card`][unokit.Card], [`Color`][unokit.Color],
``tuple`` and ``frozenset`` of those, unions of those, other such ``attrs`` values and
[`Pending`][unokit.Pending] values.

This module builds and checks the document. Values are written and read by
``unokit.io._savecodec`` (one writer and one reader per kind of type hint), and a loaded state
must keep the invariants of ``unokit.core._invariants``, the checks the conformance suite's
[`check_state`][unokit.testing.check_state] makes too.
"""

from __future__ import annotations

import hashlib
import json
from collections import Counter
from collections.abc import Iterator
from typing import Any

from unokit.core.cards import Card
from unokit.core.compiling import compile_rules
from unokit.core.errors import (
    RulesVersionError,
    SaveError,
    SetupError,
    UnknownHouseRuleError,
    UnokitError,
    _is_whole,
    _said,
    _shown,
)
from unokit.core.plugins import find_edition
from unokit.core.registry import REGISTRY
from unokit.core.rules import OPTION_DIGITS, Rules, named_twice
from unokit.core.state import GameState, build_stack
from unokit.core.versions import (
    RULES_VERSIONS,
    SAVE_SCHEMA,
    SAVE_SCHEMAS,
    _check_plugins,
    _check_versions,
    _played,
    _PluginVersions,
)
from unokit.io import _savecodec as codec
from unokit.io._savechecks import _check_loaded, _check_sizes

__all__ = [
    "FORMAT",
    "digest",
    "from_dict",
    "from_json",
    "to_dict",
    "to_json",
]

FORMAT = "unokit-game"
"""The ``"format"`` of a saved game's JSON document."""

_Json = Any  # what json.loads gives and json.dumps takes

# Keys of the document that describe it rather than the state (left out of the digest, but
# for the rules version from schema 4 on, and in a document that carries the versions of
# its plugins).
_HEADER = ("format", "schema", "rules_version")
#: The key of the versions of the game's plugins: ``{"unokit-flip": "0.1.0"}``, written only
#: when a distribution other than unokit's plays the game (see ``unokit.core.versions``).
_PLUGINS = "plugins"
# Keys of the document that check it (left out of the digest too).
_TRAILER = ("deck", "digest")
#: The ``"deck"`` of a saved game built from the edition's full deck.
FULL_DECK = "full"
# GameState fields written in their own way rather than by their type hints.
_SPECIAL = ("rules", "discard_stack", "uno_exposed")
#: GameState fields written only when they differ from their default (then read back as the
#: default when the document leaves them out): fields a game uses only with some plugins, so
#: that every other game saves exactly as before they existed.
_WHEN_SET: dict[str, Any] = {"house_rule_states": (), "out": ()}


# --------------------------------------------------------------------------------------
# Whole states
# --------------------------------------------------------------------------------------


def _state_fields() -> Iterator[tuple[str, Any]]:
    """``(name, type hint)`` of each GameState field saved by its type hint."""
    for name, _, hint in codec.hints(GameState):
        if name not in _SPECIAL:
            yield name, hint


def to_dict(state: GameState) -> dict[str, Any]:
    """The saved-game document of ``state`` as plain JSON data (see [`to_json`][unokit.to_json]).

    Raises:
        SaveError: if the state holds a value saved games cannot hold (an edition's value of
            a type unokit does not know).
    """
    if not isinstance(state, GameState):
        shown = "a seat view" if type(state).__name__ == "SeatView" else type(state).__name__
        raise SaveError(f"only a GameState can be saved, not {shown}: pass the game's state")
    doc = _state_doc(state, _installed(state.rules.edition, state.rules.house_rules))
    content = _content(doc)
    doc["deck"] = _deck_entry(state)
    doc["digest"] = _sha256(content)
    return doc


def _installed(edition: str, house_rules: tuple[str, ...]) -> _PluginVersions:
    """The distributions (name, version) whose plugins play a game of ``edition`` here.

    Those of unokit's own plugins and of plugins registered by hand are left out (see
    ``Registry.plugin_versions``), and all are if the edition is not installed any more.
    """
    try:
        found = REGISTRY.plugin_versions(edition, house_rules)
    except UnokitError:
        return ()
    return tuple((each.distribution, each.version) for each in found)


def _state_doc(state: GameState, plugins: _PluginVersions = ()) -> dict[str, Any]:
    """The document's header and the state's fields (without ``deck`` and ``digest``)."""
    ctx = codec.Context(state.rules)
    doc: dict[str, Any] = {
        "format": FORMAT,
        "schema": SAVE_SCHEMA,
        "rules_version": state.rules.rules_version,
    }
    if plugins:
        doc[_PLUGINS] = dict(plugins)
    doc |= {
        "edition": state.rules.edition,
        "house_rules": list(state.rules.house_rules),
        "options": state.rules.changed_options(),
    }
    for name, _, hint in codec.hints(GameState):
        value = getattr(state, name)
        if name == "uno_exposed":
            doc[name] = _exposed_entry(value)
        elif name not in _SPECIAL and (name not in _WHEN_SET or value != _WHEN_SET[name]):
            doc[name] = codec.encode(value, hint, ctx, name)
    doc["discard_pile"] = [str(card) for card in state.discard_pile]
    return doc


def _exposed_entry(exposed: tuple[int, ...]) -> int | list[int] | None:
    """``uno_exposed`` as a document writes it: ``null``, one seat, or a list of two or more.

    One seat at most is written as it always was, so the games that never expose more than
    one seat at once (every game of the built-in editions) save as before.
    """
    if len(exposed) <= 1:
        return exposed[0] if exposed else None
    return list(exposed)


def _read_exposed(data: _Json, ctx: codec.Context) -> tuple[int, ...]:
    """``uno_exposed`` from a document: ``null``, one seat, or a list of two or more seats."""
    if data is None:
        return ()
    if isinstance(data, list):
        if len(data) < 2:
            raise SaveError("uno_exposed: a list names two seats or more (one seat is a number)")
        return codec.decode(data, tuple[int, ...], ctx, "uno_exposed")  # type: ignore[no-any-return]
    return (codec.decode(data, int, ctx, "uno_exposed"),)


def _content(doc: dict[str, Any]) -> dict[str, Any]:
    """What the digest covers: the document without its header, ``deck`` and ``digest``.

    The rules version and the versions of the plugins are inside it, in a save of schema 4
    on and in any that carries the versions of its plugins; a save of schema 3 without
    (every game of unokit's own plugins, saved before schema 4) has the digest it always
    had, which leaves the rules version out.
    """
    keeps_version = _PLUGINS in doc or doc.get("schema") != _OLD_SCHEMA
    header = ("format", "schema") if keeps_version else _HEADER
    return {key: value for key, value in doc.items() if key not in (*header, *_TRAILER)}


#: The schema whose saves leave the rules version out of the digest (see ``_content``).
_OLD_SCHEMA = 3


def _sealed(state: GameState, plugins: _PluginVersions) -> str:
    """The digest of ``state`` played with ``plugins``: [`digest`][unokit.digest] without any.

    With plugin versions, the digest covers them and the rules version too. (A record
    seals its final state so; a saved game's own digest covers its rules version always.)
    """
    doc = _state_doc(state, plugins)
    if not plugins:
        doc["schema"] = _OLD_SCHEMA  # the state's own digest: without the rules version
    return _sha256(_content(doc))


def _sha256(content: dict[str, Any]) -> str:
    return hashlib.sha256(codec.canonical(content).encode("ascii")).hexdigest()


def _deck_entry(state: GameState) -> str | list[str]:
    """The cards the game was built from: ``"full"`` (the edition's deck) or the cards' text.

    Cards are never made or destroyed, so the cards in play now are those the game was
    built from; a stacked deck's cards are listed in the edition's deck order.
    """
    counts = Counter(map(state.rules.as_dealt, state.cards()))
    if counts == Counter(state.rules.deck):
        return FULL_DECK
    listed: list[str] = []
    for card in state.rules.deck:
        if counts[card] > 0:
            counts[card] -= 1
            listed.append(str(card))
    return listed


def to_json(state: GameState, *, indent: int | None = None) -> str:
    """Save ``state`` as a JSON document; [`from_json`][unokit.from_json] reads it back.

    The document is an object with ``"format": "unokit-game"``, the ``"schema"`` of its
    layout, the game's ``"rules_version"`` (see [`RULES_VERSIONS`][unokit.RULES_VERSIONS]),
    for a game of other packages' plugins its ``"plugins"`` (the version of each
    distribution whose plugins play it, as installed: ``{"unokit-flip": "0.1.0"}``),
    the ``"edition"`` and its
    ``"options"``, then one key per field of the state, named as in
    [`GameState`][unokit.GameState] (cards as their text, ``"R7"``; colours as their names;
    the discard pile as ``"discard_pile"``, top card first).

    Args:
        state: The state to save.
        indent: Indent nested JSON by this many spaces (``None``: one line).

    Raises:
        SaveError: if the state holds a value saved games cannot hold.

    Examples:
        >>> import unokit
        >>> state = unokit.new_game("classic", players=2, seed=1)
        >>> unokit.from_json(unokit.to_json(state)) == state
        True
    """
    return codec.dumps(to_dict(state), indent=indent, ensure_ascii=False)


def digest(state: GameState) -> str:
    """A stable fingerprint of ``state``: the SHA-256 (hex) of its canonical saved form.

    The canonical form is the [`to_json`][unokit.to_json] document without its ``format``,
    ``schema`` and ``rules_version`` keys (nor ``plugins``), written with sorted keys and no
    spaces. Equal states have equal digests, on every machine and Python version; any
    difference in any field gives another digest. It is a check against accidents, not a
    signature: anyone can compute it for a state of their own making.

    It is the digest of the state alone. A saved game or a record that carries the versions
    of its plugins (a game of other packages' plugins) is sealed with the digest of the
    state together with them and its rules version; for every other game the two are the
    same.

    Examples:
        >>> import unokit
        >>> one = unokit.new_game(players=3, seed=9)
        >>> unokit.digest(one) == unokit.digest(unokit.new_game(players=3, seed=9))
        True
        >>> len(unokit.digest(one))
        64
    """
    if not isinstance(state, GameState):
        raise SaveError(f"only a GameState has a digest, not {type(state).__name__}")
    return _sealed(state, ())


def from_json(text: str | bytes) -> GameState:
    """Load a game saved by [`to_json`][unokit.to_json].

    The text is untrusted input: it is checked all the way down (every key, type, card,
    seat, the cards' count against the edition's deck, the pending decision and the
    edition's own state through their [`check`][unokit.Pending.check] methods, a move to
    make unless the game is over), and anything malformed or impossible is refused. Every
    whole number has at most 4000 digits. The ``digest`` catches a document damaged or
    edited by hand, not a forged one (anyone can compute it): a forged document loads if
    its position is one a game could reach, with hands exchanged or the draw pile reordered
    perhaps, so keep the saves of a game that matters out of its players' hands.

    Raises:
        SaveError: naming what is wrong, e.g. malformed JSON, a missing key, an unknown card
            or edition, a seat out of range, more copies of a card than the deck has, a
            decision that could not have happened (``"pending.bluff: expected true or
            false..."``), or an unsupported schema.
        RulesVersionError: if the game was saved under a rules version this unokit does not
            play (see [`RULES_VERSIONS`][unokit.RULES_VERSIONS]; a kind of `SaveError`), or
            with another version of a plugin, which does not declare its games compatible
            (the message names both versions). When it was saved with another version
            declared compatible, the game loads (and goes on under the version installed);
            if it cannot be loaded, the message names both versions first.
    """
    if not isinstance(text, (str, bytes, bytearray)):
        raise SaveError(f"a saved game is JSON text, not {type(text).__name__}")
    try:
        data = json.loads(text)
    except (ValueError, RecursionError) as exc:  # JSONDecodeError and bad UTF-8 are ValueErrors
        raise SaveError(f"a saved game must be JSON: {exc}") from None
    return from_dict(data)


def from_dict(data: Any) -> GameState:
    """Load a game from its document as plain JSON data (see [`from_json`][unokit.from_json]).

    Raises:
        SaveError: if the document is malformed or describes an impossible state.
    """
    try:
        return _load(data)
    except RecursionError:
        raise SaveError("the saved game is nested too deeply") from None


def _load(data: Any) -> GameState:
    if not isinstance(data, dict):
        raise SaveError(f"a saved game is a JSON object, not {codec.what(data)}")
    if data.get("format") != FORMAT:
        raise SaveError(f"not a saved unokit game: 'format' must be {FORMAT!r}")
    schema = data.get("schema")
    if type(schema) is not int or schema not in SAVE_SCHEMAS:
        raise SaveError(
            f"saved-game schema {_shown(schema)} is not supported: this unokit reads schemas "
            f"{', '.join(map(str, SAVE_SCHEMAS[:-1]))} and {SAVE_SCHEMAS[-1]}"
        )
    version = data.get("rules_version")
    if type(version) is not int or version not in RULES_VERSIONS:
        raise RulesVersionError(
            f"the game was saved under rules version {_shown(version)}, and this unokit plays "
            f"rules versions {_played()}: continuing it could differ from the game it was"
        )
    fields = dict(_state_fields())
    keys = (
        *_HEADER,
        _PLUGINS,
        "edition",
        "house_rules",
        "options",
        *fields,
        "discard_pile",
        "uno_exposed",
        *_TRAILER,
    )
    doc = codec.json_object(data, keys, "the saved game", optional=(*_WHEN_SET, _PLUGINS))
    note = _version_note(doc)
    try:
        return _read(doc, version, fields)
    except RulesVersionError:
        raise
    except SaveError as exc:
        if not note:
            raise
        raise SaveError(f"{note}: {exc}") from None


def _version_note(doc: dict[str, _Json]) -> str:
    """Compare the versions of the plugins the game was saved with to those installed here.

    Returns:
        ``""`` if they are the same (or the document carries none, as saves made before
        versions were written); else what to say before any failure to load the game.

    Raises:
        SaveError: if ``plugins`` is not an object of distributions and their versions.
        RulesVersionError: if the game was saved with another version of a plugin, which
            does not declare its games compatible.
    """
    if _PLUGINS not in doc:
        return ""
    data = doc[_PLUGINS]
    if not isinstance(data, dict):
        raise SaveError(
            f"{_PLUGINS}: expected an object of distributions and their versions, found "
            f"{codec.what(data)}"
        )
    plugins = _check_plugins(data, SaveError, _PLUGINS)
    edition, house_rules = doc["edition"], doc["house_rules"]
    installed = None
    if isinstance(edition, str) and isinstance(house_rules, list):
        try:
            installed = REGISTRY.plugin_versions(edition, house_rules)
        except UnokitError:  # not installed, or not names: reading the rules says so
            installed = None
    return _check_versions(
        plugins,
        installed,
        "the game was saved",
        "continuing it could differ from the game it was",
    )


def _read(doc: dict[str, _Json], version: int, fields: dict[str, Any]) -> GameState:
    """The state a saved game's document holds, checked (see ``from_json``)."""
    rules = _rules(doc["edition"], doc["house_rules"], doc["options"], version)
    ctx = codec.Context(rules)
    deck = _recorded_deck(doc["deck"], rules, ctx)
    _check_sizes(doc, sum(deck.values()))
    _check_lists(doc, rules)
    values = {
        name: codec.decode(doc[name], hint, ctx, name) if name in doc else _WHEN_SET[name]
        for name, hint in fields.items()
    }
    pile = codec.decode(doc["discard_pile"], tuple[Card, ...], ctx, "discard_pile")
    exposed = _read_exposed(doc["uno_exposed"], ctx)
    state = codec.build(
        GameState,
        {**values, "rules": rules, "discard_stack": build_stack(pile), "uno_exposed": exposed},
        "state",
    )
    _check_loaded(state, deck)
    _check_digest(doc)
    return state


def _recorded_deck(data: _Json, rules: Rules, ctx: codec.Context) -> Counter[Card]:
    """The cards the game was built from, as the document records them (``"deck"``)."""
    if data == FULL_DECK:
        return Counter(rules.deck)
    if not isinstance(data, list):
        raise SaveError(
            f"deck: expected {FULL_DECK!r} or a list of cards, found {codec.what(data)}"
        )
    if len(data) > len(rules.deck):
        raise SaveError(
            f"deck: {len(data)} cards, but the {rules.edition} deck has only {len(rules.deck)}"
        )
    deck = Counter(codec.card(item, ctx, f"deck[{i}]") for i, item in enumerate(data))
    full = Counter(rules.deck)
    for card, count in deck.items():
        if count > full[card]:
            raise SaveError(
                f"deck: {count} copies of {card}, but the {rules.edition} deck has only "
                f"{full[card]}"
            )
    return deck


def _check_lists(doc: dict[str, _Json], rules: Rules) -> None:
    """Refuse, before reading their items, lists longer than a game of ``rules`` can fill.

    A list of a state holds cards or seats, so at most as many items as the deck has cards
    (or the edition seats players, if more), except the history, about one round per round
    played. Each list's length is checked before its items are looked at, so a list of ten
    million winners costs nothing; the exact counts (one hand per seat...) are checked once
    the state is read.
    """
    most = max(len(rules.deck), rules.max_players)
    rounds = doc["round_number"]
    for key in (*dict(_state_fields()), "discard_pile", "uno_exposed"):
        if key not in doc:  # a field written only when set (see _WHEN_SET)
            continue
        bound = most
        if key == "history" and _is_whole(rounds):
            bound = max(0, rounds) + 1  # one too many is named by the checks of the rounds
        _check_length(doc[key], bound, most, key)


def _check_length(data: _Json, bound: int, most: int, where: str) -> None:
    """Refuse a list in ``data`` (``data`` itself at most ``bound`` items) over ``most`` items."""
    if isinstance(data, dict):
        for key, value in data.items():
            _check_length(value, most, most, f"{where}.{_said(key)}")
    elif isinstance(data, list):
        if len(data) > bound:
            raise SaveError(
                f"{where}: {len(data)} items, more than a game of this edition can hold ({bound})"
            )
        for index, item in enumerate(data):
            if isinstance(item, (list, dict)):
                _check_length(item, most, most, f"{where}[{index}]")


def _check_digest(doc: dict[str, _Json]) -> None:
    """The document's ``digest`` must be that of its content: refuse an edited save."""
    recorded = doc["digest"]
    if not isinstance(recorded, str):
        raise SaveError(f"digest: expected 64 hexadecimal digits, found {codec.what(recorded)}")
    if recorded != _sha256(_content(doc)):
        raise SaveError(
            "digest: the saved game's content does not match its digest (it was changed "
            "after it was saved)"
        )


def _rules(edition: Any, house_rules: Any, options: Any, rules_version: int) -> Rules:
    if not isinstance(edition, str):
        raise SaveError(f"edition: expected an edition's name, found {codec.what(edition)}")
    if not isinstance(house_rules, list) or not all(isinstance(n, str) for n in house_rules):
        raise SaveError(f"house_rules: expected a list of names, found {codec.what(house_rules)}")
    twice = named_twice(house_rules)
    if twice:
        raise SaveError(f"house_rules: {_shown(twice[0])} is named twice")
    if not isinstance(options, dict):
        raise SaveError(f"options: expected an object, found {codec.what(options)}")
    for name, value in options.items():
        if _is_whole(value) and abs(value) >= 10**OPTION_DIGITS:
            raise SaveError(f"options.{_shown(name)}: the number is too large")
    try:
        canonical = find_edition(edition).name
    except UnokitError as exc:
        raise SaveError(f"edition: {exc}") from None
    try:
        return compile_rules(canonical, options, house_rules, rules_version)
    except (SetupError, UnknownHouseRuleError) as exc:
        raise SaveError(f"options: {exc}") from None
    except UnokitError as exc:
        raise SaveError(f"house_rules: {exc}") from None
