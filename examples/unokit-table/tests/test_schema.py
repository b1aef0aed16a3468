"""The message schema: what a client may send, and what a seat is sent of a game."""

from __future__ import annotations

import json

import attrs
import pytest

import unokit
from unokit.play import render
from unokit_table import schema
from unokit_table.narration import SeatNarrators

NAMES = ["Ann", "Bob", "Cy"]


def read(raw: str | bytes | None, limit: int = 200) -> schema.ClientMessage:
    return schema.read_client_message(raw, limit)


def refusal(raw: str | bytes | None, limit: int = 200) -> tuple[str, str]:
    with pytest.raises(schema.ProtocolError) as caught:
        read(raw, limit)
    return caught.value.code, caught.value.message


def test_a_move_message_is_read() -> None:
    message = read('{"v": 2, "type": "move", "move": "0 play R7", "game": 3, "seq": 41}')
    assert message.type == "move"
    assert message.get("move") == "0 play R7"
    assert (message.number("game"), message.number("seq")) == (3, 41)
    assert read('{"v": 2, "type": "ping"}').fields == {}


def test_a_move_without_its_game_and_move_number_is_refused_saying_so() -> None:
    assert refusal('{"v": 2, "type": "move", "move": "0 draw"}') == (
        "bad-field",
        "a move message needs game and seq",
    )
    assert refusal('{"v": 2, "type": "move", "move": "0 draw", "game": 1, "seq": -1}') == (
        "bad-field",
        "seq must be a whole number from 0 to 9223372036854775807",
    )


def test_the_size_is_checked_before_the_json() -> None:
    # Not JSON at all, and too big: refused for its size, so the parser never saw it.
    assert refusal("{" * 201) == ("too-big", "a message may have at most 200 characters")
    assert refusal("{" * 200)[0] == "bad-message"


@pytest.mark.parametrize(
    ("raw", "code"),
    [
        (b'{"v": 2, "type": "ping"}', "bad-message"),  # binary
        (None, "bad-message"),
        ("[1, 2]", "bad-message"),
        ("[" * 150 + "]" * 150, "bad-message"),
        ('{"type": "ping"}', "bad-version"),
        ('{"v": 1, "type": "ping"}', "bad-version"),
        ('{"v": 2, "type": "shout"}', "bad-type"),
        ('{"v": 2, "type": ["move"]}', "bad-type"),
        ('{"v": 2, "type": "move", "move": 7, "game": 1, "seq": 0}', "bad-field"),
        ('{"v": 2, "type": "move", "card": "R7"}', "bad-field"),
        ('{"v": 2, "type": "move", "move": "0 draw"}', "bad-field"),  # no game, no seq
        ('{"v": 2, "type": "move", "move": "0 draw", "game": 1, "seq": -1}', "bad-field"),
        ('{"v": 2, "type": "move", "move": "0 draw", "game": 1, "seq": 1.0}', "bad-field"),
        ('{"v": 2, "type": "move", "move": "0 draw", "game": true, "seq": 0}', "bad-field"),
        ('{"v": 2, "type": "move", "move": "0 draw", "game": 1, "seq": "0"}', "bad-field"),
        (
            '{"v": 2, "type": "move", "move": "0 draw", "game": 1, "seq": 9223372036854775808}',
            "bad-field",
        ),
        ('{"v": 2, "type": "join", "token": "' + "x" * 201 + '"}', "bad-field"),
    ],
)
def test_a_malformed_message_is_refused(raw: str | bytes | None, code: str) -> None:
    assert refusal(raw, limit=1000)[0] == code


def test_a_deeply_nested_message_within_the_size_limit_is_refused_not_crashed() -> None:
    deep = "[" * 100_000 + "]" * 100_000
    assert refusal(deep, limit=len(deep))[0] == "bad-message"


def state_with_wild() -> unokit.GameState:
    hands = [
        ["B1", "B2", "Y4", "Y5", "G1", "G2", "B6"],
        ["W+4", "R2", "G7", "B9", "W", "R+2", "G5"],
        ["Y1", "Y2", "B3", "B4", "G8", "G9", "Y6"],
    ]
    deck = [hands[(1 + i) % 3][r] for r in range(7) for i in range(3)] + ["R5", "Y7", "Y8"]
    return unokit.new_game("classic", players=3, deck=deck, dealer=0, seed=1)


def test_a_view_is_the_seats_view_and_nothing_more() -> None:
    state = state_with_wild()
    seen = unokit.view(state, 1)
    data = schema.view_json(seen, NAMES)
    assert [card["text"] for card in data["hand"]] == [str(card) for card in state.hands[1]]
    assert data["hand_sizes"] == [7, 7, 7]
    assert data["top_card"]["text"] == "R5"
    assert data["active_color"] == "red"
    assert [move["text"] for move in data["legal_moves"]] == [str(m) for m in seen.legal_moves]
    assert all(move["text"].startswith("1 ") for move in data["legal_moves"])
    # The other hands' cards and the draw pile's order are nowhere in it: swapping the other
    # hands and reordering the draw pile gives the very same JSON.
    hidden = attrs.evolve(
        state,
        hands=(state.hands[2], state.hands[1], state.hands[0]),
        draw_cards=tuple(reversed(state.draw_cards)),
    )
    assert json.dumps(schema.view_json(unokit.view(hidden, 1), NAMES)) == json.dumps(data)
    assert "seed" not in json.dumps(data)


def test_a_wilds_plays_share_a_group_and_name_their_colours() -> None:
    seen = unokit.view(state_with_wild(), 1)
    moves = schema.view_json(seen, NAMES)["legal_moves"]
    wilds = [move for move in moves if move["card"] and move["card"]["text"] == "W+4"]
    assert sorted(move["color"] for move in wilds) == ["blue", "green", "red", "yellow"]
    assert len({move["group"] for move in wilds}) == 1
    assert all(move["kind"] == "play" and move["bluff"] for move in wilds)  # R2 matches red
    assert wilds[0]["label"] == unokit.describe_move(seen, unokit.Move.parse(wilds[0]["text"]))
    draw = [move for move in moves if move["kind"] == "draw"]
    assert [move["text"] for move in draw] == ["1 draw"]


def test_the_narration_names_drawn_cards_to_the_drawer_only() -> None:
    state = state_with_wild()
    played = unokit.apply(state, unokit.Move.parse("1 play R+2"))
    move = unokit.Move.parse("2 accept")
    after = unokit.apply(played, move)
    drawn = after.hands[2][7:]
    assert len(drawn) == 2
    told = SeatNarrators()
    play = unokit.Move.parse("1 play R+2")
    assert told.follow(2, play, state, played, NAMES) == ["Bob plays R+2."]
    assert told.follow(0, play, state, played, NAMES) == ["Bob plays R+2."]
    to_drawer = told.follow(2, move, played, after, NAMES)
    to_other = told.follow(0, move, played, after, NAMES)
    assert to_drawer == [
        f"You accept the penalty; you draw 2 cards ({drawn[0]} {drawn[1]}); you are skipped."
    ]
    assert to_other == ["Cy accepts the penalty; Cy draws 2 cards; Cy is skipped."]


def test_a_view_comes_with_unokit_s_drawing_of_every_card_it_shows() -> None:
    state = unokit.new_game("flip", players=3, seed=3)
    seen = unokit.view(state, 0)
    data = schema.view_json(seen, NAMES)
    shown = [*data["hand"], data["top_card"], data["draw_pile_top"]]
    shown += [card for sides in data["other_sides"] for card in sides]
    assert {card["text"] for card in shown} == set(data["faces"])
    for text, markup in data["faces"].items():
        assert markup == render.card_svg(unokit.Card.parse(text), seen.rules)
    assert data["card_back"] == render.back_svg()
    assert data["shades"] == {str(color): render.shade(color) for color in seen.rules.colors}
    assert len(data["shades"]) == 8  # both sides' colours
    # A challenged hand, shown to the challenger only, is drawn for it too.
    played = unokit.apply(state_with_wild(), unokit.Move.parse("1 play W+4 red"))
    challenger = unokit.view(unokit.apply(played, unokit.Move.parse("2 challenge")), 2)
    assert challenger.reveal is not None
    faces = schema.view_json(challenger, NAMES)["faces"]
    assert {str(card) for card in challenger.reveal.cards} <= set(faces)
