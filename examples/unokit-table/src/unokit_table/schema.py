"""The table's message schema: what travels over the websocket, as JSON, both ways.

Every message is one JSON object with ``"v"`` (the schema version, `SCHEMA_VERSION`) and
``"type"``. The server sends a seat nothing but what ``unokit.view(state, seat)`` holds (its
own hand, every hand's size, the public table, its own legal moves), plus the room's public
facts (seats, names, who is connected) and the narration written for that seat. The README
of the package lists every message and field.

Reading a client's message is bounded: its size is checked before JSON is decoded, and every
field is checked for type and length; anything else is a `ProtocolError`.
"""

from __future__ import annotations

import json
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from typing import Any

import unokit
from unokit.play import render

__all__ = [
    "CLIENT_FIELDS",
    "MAX_NUMBER",
    "MAX_TEXT",
    "NUMBER",
    "OPTIONAL_TEXT",
    "SCHEMA_VERSION",
    "TEXT",
    "ClientMessage",
    "Field",
    "ProtocolError",
    "card_json",
    "error_message",
    "move_json",
    "read_client_message",
    "refused_message",
    "seat_namer",
    "seated_message",
    "spectator_json",
    "view_json",
]

#: The version of the message schema, in every message both ways. Bumped on any change a
#: client could notice (a field removed, renamed or given another meaning).
SCHEMA_VERSION = 2

#: The longest text any field of a client's message may hold (a move's text is far shorter).
MAX_TEXT = 200

#: The largest whole number a field of a client's message may hold (SQLite's largest integer,
#: as a room's game numbers are).
MAX_NUMBER = 2**63 - 1


@dataclass(frozen=True)
class Field:
    """A field of a client's message: text or a whole number, required or not.

    Attributes:
        kind: ``str`` (text of at most `MAX_TEXT` characters) or ``int`` (a whole number from 0
            to `MAX_NUMBER`, never ``true`` or ``false``).
        required: Whether the message must carry it.
    """

    kind: type[str] | type[int]
    required: bool = True


TEXT = Field(str)
OPTIONAL_TEXT = Field(str, required=False)
NUMBER = Field(int)

#: The messages a client may send, each with the fields it may carry besides ``v`` and
#: ``type``. The first message, and only the first, is a ``join`` (the secret token of the
#: seat the client holds), a ``claim`` (of a seat nobody holds: the server answers with a
#: ``seated`` message holding its new token) or a ``watch`` (a spectator: no seat, what
#: every seat sees, never a move). A move names the game and the move number
#: (``seq``, the moves the game had) it was chosen at: it is refused unless the game is still
#: there. ``decline`` lets an out-of-turn chance shown at ``seq`` go (the game waits for the
#: people offered one, for ``Limits.reaction`` seconds at most). ``start``, ``fill``,
#: ``rematch``, ``release`` (free the seat of a player who is away), ``hand-to-bot`` and
#: ``hand-back`` (a bot plays the person's seat until it is handed back) are the host's.
CLIENT_FIELDS: Mapping[str, Mapping[str, Field]] = {
    "join": {"token": TEXT, "name": OPTIONAL_TEXT},
    "claim": {"seat": NUMBER, "name": OPTIONAL_TEXT},
    "watch": {},
    "move": {"move": TEXT, "game": NUMBER, "seq": NUMBER},
    "start": {},
    "fill": {},
    "rematch": {},
    "release": {"seat": NUMBER},
    "hand-to-bot": {"seat": NUMBER},
    "hand-back": {"seat": NUMBER},
    "decline": {"game": NUMBER, "seq": NUMBER},
    "ping": {},
}

#: A JSON object as Python builds it.
Json = dict[str, Any]


class ProtocolError(Exception):
    """A client's message that breaks the schema (too big, not JSON, unknown type...).

    Args:
        code: A short machine-readable code.
        message: What is wrong.

    Attributes:
        code: A short machine-readable code, e.g. ``"too-big"``.
        message: What is wrong, in words for the person at the client.
    """

    def __init__(self, code: str, message: str) -> None:  # noqa: D107
        super().__init__(message)
        self.code = code
        self.message = message


@dataclass(frozen=True)
class ClientMessage:
    """One message from a client, read and checked.

    Attributes:
        type: One of `CLIENT_FIELDS`'s keys.
        fields: Its other fields, each of the kind `CLIENT_FIELDS` gives it.
    """

    type: str
    fields: Mapping[str, str | int]

    def get(self, name: str) -> str | None:
        """The text field ``name``, or ``None`` if the message does not carry it."""
        value = self.fields.get(name)
        return value if isinstance(value, str) else None

    def number(self, name: str) -> int:
        """The whole-number field ``name`` (every one is required).

        Raises:
            KeyError: if the message carries no such number (its schema has none).
        """
        value = self.fields.get(name)
        if not isinstance(value, int):
            raise KeyError(name)
        return value


def read_client_message(raw: str | bytes | None, limit: int) -> ClientMessage:
    """Read a client's message: its size first, then its JSON, then its fields.

    Args:
        raw: The websocket message as received (text; binary messages are refused).
        limit: The most characters a message may have.

    Raises:
        ProtocolError: if the message is too big, not a JSON object, of another schema
            version or an unknown type, or carries an unknown or malformed field.
    """
    if not isinstance(raw, str):
        raise ProtocolError("bad-message", "messages are JSON text, not binary data")
    if len(raw) > limit:
        raise ProtocolError("too-big", f"a message may have at most {limit} characters")
    try:
        data = json.loads(raw)
    except (ValueError, RecursionError):
        raise ProtocolError("bad-message", "a message must be a JSON object") from None
    if not isinstance(data, dict):
        raise ProtocolError("bad-message", "a message must be a JSON object")
    if data.get("v") != SCHEMA_VERSION:
        raise ProtocolError(
            "bad-version", f"this server speaks version {SCHEMA_VERSION} of the table's schema"
        )
    kind = data.get("type")
    if not isinstance(kind, str) or kind not in CLIENT_FIELDS:
        raise ProtocolError(
            "bad-type", "a message's type must be one of " + ", ".join(sorted(CLIENT_FIELDS))
        )
    fields = {key: value for key, value in data.items() if key not in ("v", "type")}
    allowed = CLIENT_FIELDS[kind]
    for key, value in fields.items():
        if key not in allowed:
            raise ProtocolError("bad-field", f"a {kind} message has no field {key!r}")
        _check_field(key, value, allowed[key])
    missing = [key for key, field in allowed.items() if field.required and key not in fields]
    if missing:
        raise ProtocolError("bad-field", f"a {kind} message needs {_listed(missing)}")
    return ClientMessage(kind, fields)


def _check_field(key: str, value: object, field: Field) -> None:
    if field.kind is str:
        if not isinstance(value, str) or len(value) > MAX_TEXT:
            raise ProtocolError("bad-field", f"{key} must be text of at most {MAX_TEXT} characters")
    elif not isinstance(value, int) or isinstance(value, bool) or not 0 <= value <= MAX_NUMBER:
        raise ProtocolError("bad-field", f"{key} must be a whole number from 0 to {MAX_NUMBER}")


def _listed(names: Sequence[str]) -> str:
    """``"a"``, ``"a and b"``, ``"a, b and c"``."""
    return names[0] if len(names) == 1 else ", ".join(names[:-1]) + " and " + names[-1]


def error_message(code: str, message: str) -> Json:
    """A protocol error: ``{"v": 1, "type": "error", "code": ..., "message": ...}``."""
    return {"v": SCHEMA_VERSION, "type": "error", "code": code, "message": message}


def seated_message(room: str, seat: int, token: str) -> Json:
    """A seat claimed: its secret token, sent to the claimer only.

    The page keeps it, and joins with it when it connects again.
    """
    return {"v": SCHEMA_VERSION, "type": "seated", "room": room, "seat": seat, "token": token}


def refused_message(move: str, reason: str) -> Json:
    """A move refused, sent to the seat that sent it only: the rule's reason says why."""
    return {"v": SCHEMA_VERSION, "type": "refused", "move": move, "reason": reason}


def seat_namer(names: Sequence[str], seat: int) -> Callable[[int], str]:
    """How ``seat`` hears the seats named: ``"you"`` for itself, the seat's name otherwise."""

    def name(other: int) -> str:
        return "you" if other == seat else names[other]

    return name


def card_json(card: unokit.Card, seen: unokit.SpectatorView) -> Json:
    """A card as the client draws it: text, colour, rank, the kind's name, mark, value."""
    rules = seen.rules
    kind = rules.kinds.get(card.rank)
    return {
        "text": str(card),
        "color": None if card.color is None else str(card.color),
        "rank": card.rank,
        "name": card.rank if kind is None else kind.name,
        "wild": card.is_wild,
        "mark": card.mark,
        "points": rules.points.get(card),
    }


def move_json(seen: unokit.SeatView, move: unokit.Move, group: int, names: Sequence[str]) -> Json:
    """One of the seat's legal moves: its notation, its words and what the client needs.

    ``kind`` is ``"play"`` (a card from the hand), ``"draw"`` (the draw pile), ``"uno"`` (a
    late UNO call) or ``"other"`` (a button with ``label``). Moves of one action (a Wild
    with each colour it may name) share their ``group``.
    """
    kind = "other"
    card = None
    if isinstance(move, unokit.Play):
        kind = "play"
        card = card_json(move.card, seen)
    elif isinstance(move, unokit.Draw):
        kind = "draw"
    elif isinstance(move, unokit.CallUno):
        kind = "uno"
    color = getattr(move, "color", None)
    return {
        "text": str(move),
        "label": unokit.describe_move(seen, move, seat_namer(names, seen.seat)),
        "kind": kind,
        "group": group,
        "card": card,
        "color": str(color) if isinstance(color, unokit.Color) else None,
        "mark": getattr(move, "mark", None),
        "seats": list(getattr(move, "seats", ())),
        "uno": bool(getattr(move, "uno", False)),
        "bluff": seen.is_bluff(move),
    }


def _moves_json(seen: unokit.SeatView, names: Sequence[str]) -> list[Json]:
    return [
        move_json(seen, move, group, names)
        for group, moves in enumerate(unokit.group_moves(seen.legal_moves))
        for move in moves
    ]


def _drawings(seen: unokit.SpectatorView, own: Sequence[unokit.Card]) -> Json:
    """How the page draws the view: each card shown, a card's back, each colour's shade.

    The drawings are unokit's own ([`unokit.play.render`][unokit.play.render]): ``faces`` maps
    the text of every card the view shows (``own``: the seat's hand and the cards shown to it
    alone; the top card, the draw pile's face up, the faces seen on other hands) to its SVG.
    """
    shown = [*own, seen.top_card, *(card for sides in seen.other_sides for card in sides)]
    if seen.draw_pile_top is not None:
        shown.append(seen.draw_pile_top)
    return {
        "faces": {str(card): render.card_svg(card, seen.rules) for card in dict.fromkeys(shown)},
        "card_back": render.back_svg(),
        "shades": {str(color): render.shade(color) for color in seen.rules.colors},
    }


def view_json(seen: unokit.SeatView, names: Sequence[str]) -> Json:
    """A seat's view as JSON: exactly what ``unokit.view`` gave, with its cards' drawings.

    Nothing more: the drawings are those of the cards the view shows.

    Args:
        seen: The seat's view.
        names: Every seat's name, for the words of the legal moves.
    """
    reveal = seen.reveal
    own = [*seen.hand, *(() if reveal is None else reveal.cards)]
    return {
        **_drawings(seen, own),
        **_public_json(seen),
        "seat": seen.seat,
        "hand": [card_json(card, seen) for card in seen.hand],
        "reveal": None
        if reveal is None
        else {"seat": reveal.seat, "cards": [card_json(card, seen) for card in reveal.cards]},
        "legal_moves": _moves_json(seen, names),
    }


def spectator_json(seen: unokit.SpectatorView) -> Json:
    """A spectator's view as JSON: exactly what ``unokit.spectator_view`` gave, and drawings.

    The fields of a seat's view (`view_json`), so a page draws both alike: ``seat`` is
    ``null``, and ``hand``, ``reveal`` and ``legal_moves`` hold nothing (a spectator holds no
    card, is shown none and makes no move).

    Args:
        seen: The spectator's view.
    """
    return {
        **_drawings(seen, ()),
        **_public_json(seen),
        "seat": None,
        "hand": [],
        "reveal": None,
        "legal_moves": [],
    }


def _public_json(seen: unokit.SpectatorView) -> Json:
    """The fields of a view that every seat, and a spectator, sees alike."""

    def cards(held: Sequence[unokit.Card]) -> list[Json]:
        return [card_json(card, seen) for card in held]

    pending = seen.pending
    return {
        "players": seen.players,
        "edition": seen.rules.edition,
        "house_rules": list(seen.rules.house_rules),
        "colors": [str(color) for color in seen.rules.colors],
        "hand_sizes": list(seen.hand_sizes),
        "other_sides": [cards(sides) for sides in seen.other_sides],
        "top_card": card_json(seen.top_card, seen),
        "discard_size": len(seen.discard_pile),
        "draw_pile_size": seen.draw_pile_size,
        "draw_pile_top": None
        if seen.draw_pile_top is None
        else card_json(seen.draw_pile_top, seen),
        "active_color": None if seen.active_color is None else str(seen.active_color),
        "direction": seen.direction,
        "current_player": seen.current_player,
        "dealer": seen.dealer,
        "round_number": seen.round_number,
        "round_over": seen.round_over,
        "scores": list(seen.scores),
        "teams": [list(team) for team in seen.teams],
        "team_scores": list(seen.team_scores),
        "history": [
            {
                "number": result.number,
                "dealer": result.dealer,
                "winner": result.winner,
                "points": result.points,
                "void": result.void,
            }
            for result in seen.history
        ],
        "pending": None if pending is None else {"seat": pending.seat, "text": pending.describe()},
        "uno_exposed": seen.uno_exposed,
        "passes": seen.passes,
        "winners": list(seen.winners),
        "end_reason": seen.end_reason,
    }
