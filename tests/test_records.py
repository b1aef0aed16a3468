"""Game records: the text and JSON forms round-trip, and replaying reaches the same states.

HOUSE_STYLE.md: "Game records: PGN with headers, readable by a person and replayable by a
program"; DESIGN.md: the same seed and the same moves always give the same game.
"""

from __future__ import annotations

import contextlib
import json
import sys
from typing import Any

import attrs
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

import unokit
from tests.helpers import game, stack
from tests.strategies import EDITIONS, options, player_counts, random_game, seeds
from unokit import (
    Card,
    Draw,
    GameRecord,
    GameState,
    IllegalMoveError,
    Move,
    Recorder,
    RecordError,
    RulesVersionError,
    record,
)

HANDS = [["B1", "B2", "Y4", "Y5", "G1", "G2", "B6"], ["R1", "G7", "B9", "Y3", "G6", "B0", "Y0"]]


def small_record() -> GameRecord:
    return GameRecord(
        "classic",
        players=2,
        seed=7,
        moves=["1 play R1", "0 draw"],
        options={"match": "single-round", "strict_wild_draw_four": True},
        dealer=0,
        deck=stack(HANDS, "R5", ["Y7", "Y8"]),
        tags={"Event": 'club "night" \\ 1'},
    )


# --------------------------------------------------------------------------------------
# The text form
# --------------------------------------------------------------------------------------


def test_the_text_form_has_headers_then_numbered_moves() -> None:
    rec = small_record().sealed()
    assert rec.digest is not None
    deck = " ".join(stack(HANDS, "R5", ["Y7", "Y8"]))
    assert str(rec) == (
        f'[RulesVersion "{unokit.RULES_VERSION}"]\n'
        '[Edition "classic"]\n'
        '[Players "2"]\n'
        '[Seed "7"]\n'
        '[Dealer "0"]\n'
        '[Options "match=single-round strict_wild_draw_four=true"]\n'
        f'[Deck "{deck}"]\n'
        f'[Digest "{rec.digest}"]\n'
        '[Event "club \\"night\\" \\\\ 1"]\n'
        "\n"
        "# round 1\n"
        "1. 1 play R1\n"
        "2. 0 draw\n"
    )
    assert GameRecord.parse(str(rec)) == rec


def test_a_record_written_by_hand_is_read() -> None:
    text = f"""
        # A game typed in by hand: numbers optional, comments and blank lines ignored.
        [Edition "CLASSIC"]
        [Seed "7"]
        [Players "2"]
        [RulesVersion "{unokit.RULES_VERSION}"]
        [Dealer "0"]
        [Deck "R1 B1 G7 B2 B9 Y4 Y3 Y5 G6 G1 B0 G2 Y0 B6 R5 Y7 Y8"]

        1 play r1   # red 1 on red 5
        2.  0 DRAW
    """
    rec = GameRecord.parse(text)
    assert rec.moves == (Move.parse("1 play R1"), Draw(0))
    assert rec.edition == "CLASSIC"
    final = rec.final_state()
    assert final.edition == "classic"
    assert final.hands[0][-1] == Card.parse("Y7")


@pytest.mark.parametrize(
    ("text", "match"),
    [
        ('[Edition "classic"]\n[Players "2"]\n[Seed "1"]', r"no \[RulesVersion \.\.\.\] header"),
        ('[RulesVersion "1"]\n[Players "2"]\n[Seed "1"]', r"no \[Edition \.\.\.\] header"),
        ('[RulesVersion "1"]\n[Edition "classic"]\n[Seed "1"]', r"no \[Players"),
        ('[RulesVersion "1"]\n[Edition "classic"]\n[Players "2"]', r"no \[Seed"),
        ('[RulesVersion "one"]', "header RulesVersion: expected a whole number, not 'one'"),
        ("[Seed 7]", r'line 1: a header is written \[Name "value"\]'),
        ('[Seed "7"]\n[Seed "8"]', "line 2: header 'Seed' is given twice"),
        ('[Seed "7"]\n1. 0 draw\n[Players "2"]', "line 3: headers must come before the moves"),
        ('[Seed "7"]\n1. 0 draw\n3. 1 draw', "line 3: move 3 should be move 2"),
        ('[Seed "7"]\n0 drop', "line 2: '0 drop' is not a move: unknown verb"),
        ('[Seed "7"]\n0 play R10', "line 2: 'R10' is not a card"),
    ],
)
def test_malformed_text_is_refused_naming_the_line(text: str, match: str) -> None:
    with pytest.raises(RecordError, match=match):
        GameRecord.parse(text)


BASE = '[RulesVersion "1"]\n[Edition "classic"]\n[Players "2"]\n[Seed "1"]\n'


@pytest.mark.parametrize(
    ("header", "match"),
    [
        ('[Options "turbo=true"]', "unknown option 'turbo'"),
        ('[Options "strict_wild_draw_four=yes"]', "must be true or false, not 'yes'"),
        ('[Options "target_score=lots"]', "must be a whole number, not 'lots'"),
        ('[Options "target_score"]', "write name=value"),
        ('[Options "target_score=1 target_score=2"]', "given twice"),
        ('[Options "target_score=0"]', "target_score must be a positive whole number"),
        ('[Deck "R7 Q9"]', "'Q9' is not a card"),
        ('[Digest "abc"]', "digest must be 64 lowercase hex digits"),
        ('[Dealer "x"]', "header Dealer: expected a whole number"),
    ],
)
def test_malformed_headers_are_refused(header: str, match: str) -> None:
    with pytest.raises(RecordError, match=match):
        GameRecord.parse(BASE + header)


def test_tags_must_be_one_line_and_not_a_known_header() -> None:
    with pytest.raises(RecordError, match="one line"):
        GameRecord("classic", 2, 1, tags={"Event": "a\nb"})
    with pytest.raises(RecordError, match="is a header of its own"):
        GameRecord("classic", 2, 1, tags={"Seed": "2"})
    with pytest.raises(RecordError, match="tag name"):
        GameRecord("classic", 2, 1, tags={"two words": "x"})
    with pytest.raises(RecordError, match="whole number"):
        GameRecord("classic", "2", 1)  # type: ignore[arg-type]


# --------------------------------------------------------------------------------------
# JSON
# --------------------------------------------------------------------------------------


def test_the_json_form_round_trips() -> None:
    rec = small_record().sealed()
    doc = json.loads(rec.to_json())
    assert doc["format"] == "unokit-record"
    assert doc["rules_version"] == unokit.RULES_VERSION
    assert doc["options"] == {"match": "single-round", "strict_wild_draw_four": True}
    assert doc["moves"] == ["1 play R1", "0 draw"]
    assert doc["tags"] == {"Event": 'club "night" \\ 1'}
    assert GameRecord.from_json(rec.to_json()) == rec
    assert GameRecord.from_json(rec.to_json(indent=None)) == rec


@pytest.mark.parametrize(
    ("change", "match"),
    [
        ({"format": "pgn"}, "not a unokit record"),
        ({"version": 9}, "record version 9 is not supported"),
        ({"moves": "0 draw"}, "moves: expected a list of texts"),
        ({"moves": ["0 fly"]}, "unknown verb"),
        ({"deck": [1, 2]}, "deck: expected a list of texts"),
        ({"options": {"match": ["x"]}}, "options: expected an object"),
        ({"options": {"match": "knockout"}}, "option match must be one of"),
        ({"players": 2.5}, "players must be a whole number"),
        ({"seed": None}, "seed must be a whole number"),
        ({"tags": []}, "tags: expected an object"),
        ({"extra": 1}, "a record has the keys"),
    ],
)
def test_bad_json_records_are_refused(change: dict[str, Any], match: str) -> None:
    doc = {**json.loads(small_record().to_json()), **change}
    with pytest.raises(RecordError, match=match):
        GameRecord.from_json(json.dumps(doc))


@settings(max_examples=60, deadline=None)
@given(text=st.text(max_size=60) | st.binary(max_size=30))
def test_garbage_is_refused_as_a_record(text: str | bytes) -> None:
    with pytest.raises(RecordError):
        GameRecord.from_json(text)
    if isinstance(text, str):
        with contextlib.suppress(RecordError):  # anything but a RecordError fails the test
            GameRecord.parse(text)


# --------------------------------------------------------------------------------------
# Replaying
# --------------------------------------------------------------------------------------


def test_another_rules_version_is_refused_before_replaying() -> None:
    rec = attrs.evolve(small_record(), rules_version=unokit.RULES_VERSION + 1)
    # It can still be read and written, to look at it...
    assert GameRecord.parse(str(rec)) == rec
    assert f'[RulesVersion "{unokit.RULES_VERSION + 1}"]' in str(rec)
    # ...but not replayed: it might reach another state.
    with pytest.raises(RulesVersionError, match="rules version"):
        next(rec.replay())
    with pytest.raises(RecordError):
        GameRecord.from_json(rec.to_json()).final_state()


def test_an_illegal_move_is_reported_with_its_number() -> None:
    rec = attrs.evolve(small_record(), moves=["1 play R1", "1 draw"])
    with pytest.raises(RecordError, match=r"move 2 \(1 draw\) cannot be played: .*seat 0's turn"):
        rec.final_state()


def test_a_different_final_state_is_refused() -> None:
    rec = small_record().sealed()
    changed = attrs.evolve(rec, moves=rec.moves[:1])
    states: list[GameState] = []
    with pytest.raises(RecordError, match="reached another state"):
        states.extend(changed.replay())
    assert len(states) == 1  # the first state; the last is refused, never yielded


def test_a_bad_setup_is_a_record_error() -> None:
    with pytest.raises(RecordError, match="there is no edition called 'chess'"):
        GameRecord("chess", 2, 1).final_state()
    with pytest.raises(RecordError, match="for 2 to 10 players, not 11"):
        GameRecord("classic", 11, 1).final_state()


def test_the_setup_of_a_game_is_worked_out_from_its_first_state() -> None:
    seeded = unokit.new_game("classic", 3, seed=5)
    assert record(seeded) == GameRecord("classic", 3, 5).sealed()
    dealt = unokit.new_game("friends", 3, seed=5, dealer=2)
    assert record(dealt).dealer == 2
    stacked = game(HANDS, "R5", ["Y7", "Y8"], dealer=1, seed=4)
    rec = record(stacked, ["0 draw"])
    assert rec.deck == tuple(Card.parse(c) for c in stack(HANDS, "R5", ["Y7", "Y8"], dealer=1))
    assert rec.dealer == 1
    drawn = unokit.new_game("classic", 2, seed=3, deck=stack(HANDS, "R5", ["Y7", "Y8"]))
    assert record(drawn).final_state() == drawn
    later = unokit.apply(seeded, unokit.legal_moves(seeded)[0])
    with pytest.raises(RecordError, match="cannot tell how this game was set up"):
        record(later)


def test_a_recorder_records_as_the_game_goes() -> None:
    recorder = Recorder("classic", 2, seed=7, deck=stack(HANDS, "R5", ["Y7", "Y8"]), dealer=0)
    assert recorder.moves == ()
    recorder.apply("1 play R1")
    with pytest.raises(IllegalMoveError):
        recorder.apply("1 draw")
    recorder.apply(Draw(0))
    rec = recorder.record()
    assert rec == attrs.evolve(small_record(), options=None, tags=()).sealed()
    assert rec.final_state() == recorder.state
    resumed = Recorder.resume(rec)
    assert resumed.state == recorder.state
    resumed.apply(unokit.legal_moves(resumed.state)[0])
    assert resumed.record().moves[:2] == rec.moves
    assert resumed.record().final_state() == resumed.state


@pytest.mark.parametrize("edition", EDITIONS)
@settings(max_examples=10, deadline=None)
@given(data=st.data())
def test_every_game_round_trips_through_its_record(edition: str, data: st.DataObject) -> None:
    players = data.draw(player_counts(edition), label="players")
    first = unokit.new_game(
        edition, players, seed=data.draw(seeds(), label="seed"), options=data.draw(options())
    )
    states, moves = random_game(first, data.draw(seeds(), label="chooser"), max_steps=500)
    rec = record(first, moves, tags={"Round": "trip"})
    assert GameRecord.parse(str(rec)) == rec
    assert GameRecord.from_json(rec.to_json()) == rec
    assert list(rec.replay()) == states
    for state in states[:: max(1, len(states) // 20)]:
        for move in unokit.legal_moves(state):
            assert unokit.parse_move(state, str(move)) == move


# --------------------------------------------------------------------------------------
# Untrusted records (found by tests/test_fuzz.py)
# --------------------------------------------------------------------------------------


def json_record(**change: Any) -> str:
    return json.dumps({**json.loads(GameRecord("classic", 2, 1).to_json()), **change})


@pytest.mark.parametrize(
    ("change", "match"),
    [
        # Each of these used to be read, then written as text that does not read back.
        ({"tags": {"Event": "a\u2028b"}}, "tag 'Event': the value must be one line of text"),
        ({"tags": {"Event": "a\x1cb"}}, "tag 'Event': the value must be one line of text"),
        ({"tags": {"Event": "ab\x85"}}, "tag 'Event': the value must be one line of text"),
        ({"tags": {"Event\n": "x"}}, "tag name 'Event\\\\n': use letters"),
        ({"digest": "0" * 64 + "\n"}, "digest must be 64 lowercase hex digits"),
        ({"edition": "clas\x1csic"}, "edition must be an edition's name"),
        ({"edition": "classic\u2028"}, "edition must be an edition's name"),
        # An item that is not a move or a card is named by its place.
        ({"moves": ["1 draw", "0 fly"]}, r"moves\[1\]: '0 fly' is not a move"),
        ({"deck": ["R7", "Q9"]}, r"deck\[1\]: 'Q9' is not a card"),
    ],
)
def test_a_json_record_whose_text_form_could_not_be_read_back_is_refused(
    change: dict[str, Any], match: str
) -> None:
    with pytest.raises(RecordError, match=match):
        GameRecord.from_json(json_record(**change))


@pytest.mark.parametrize("edition", ["0", "chess", "\u0663"])
def test_both_readers_agree_on_a_record_of_an_edition_not_installed(edition: str) -> None:
    with_options = GameRecord("classic", 2, 1, options={"target_score": 60})
    doc = {**json.loads(with_options.to_json()), "edition": edition}
    text = str(with_options).replace('[Edition "classic"]', f'[Edition "{edition}"]')
    with pytest.raises(RecordError, match=f"there is no edition called '{edition}'"):
        GameRecord.from_json(json.dumps(doc))
    with pytest.raises(RecordError, match=f"there is no edition called '{edition}'"):
        GameRecord.parse(text)
    # Without options both read it, and its replay says what is missing.
    bare = GameRecord("classic", 2, 1)
    doc = {**json.loads(bare.to_json()), "edition": edition}
    text = str(bare).replace('[Edition "classic"]', f'[Edition "{edition}"]')
    assert GameRecord.from_json(json.dumps(doc)) == GameRecord.parse(text)
    with pytest.raises(RecordError, match="cannot start a game: there is no edition"):
        GameRecord.parse(text).final_state()


def test_a_json_record_with_a_seed_too_long_for_its_text_form_is_refused() -> None:
    # 4001-4300 digits: JSON reads it, but the text form stops at 4000 digits.
    text = json_record().replace('"seed": 1', '"seed": ' + "9" * 4100)
    with pytest.raises(RecordError, match="seed must have at most 4000 digits"):
        GameRecord.from_json(text)


@pytest.mark.parametrize(
    ("key", "value", "match"),
    [
        # Python ints JSON cannot hold: writing them in a message used to raise ValueError.
        ("seed", 10**5000, "seed must have at most 4000 digits"),
        ("players", -(10**5000), "players must have at most 4000 digits"),
        ("dealer", 10**5000, "dealer must be a seat number or None, not a number of more"),
        ("version", 10**5000, "record version a number of more than 4000 digits"),
        ("rules_version", 10**4500, "rules_version must have at most 4000 digits"),
        ("options", {"target_score": -(10**5000)}, "option 'target_score' must have at most"),
        ("tags", {"Event": 10**5000}, "tag 'Event': the value must be one line of text"),
    ],
    ids=["seed", "players", "dealer", "version", "rules_version", "options", "tags"],
)
def test_a_record_dict_with_numbers_too_long_to_write_is_refused(
    key: str, value: Any, match: str
) -> None:
    doc = {**json.loads(GameRecord("classic", 2, 1).to_json()), key: value}
    with pytest.raises(RecordError, match=match):
        GameRecord.from_dict(doc)


def test_a_move_line_with_a_huge_seat_number_names_the_line() -> None:
    with pytest.raises(
        RecordError,
        match=r"line 5: '0+'\.\.\. \(5005 characters\) is not a move: .* not a seat number",
    ):
        GameRecord.parse(BASE + "0" * 5000 + " draw")


def test_a_number_over_pythons_digit_limit_is_a_record_error() -> None:
    # sys.set_int_max_str_digits may lower the limit below the 4000 digits records allow.
    get_limit = getattr(sys, "get_int_max_str_digits", None)
    set_limit = getattr(sys, "set_int_max_str_digits", None)
    if get_limit is None or set_limit is None:
        pytest.skip("this Python has no limit on the digits int() reads")
    old = get_limit()
    set_limit(640)
    try:
        with pytest.raises(RecordError, match="header Seed: 700 digits is too long a number"):
            GameRecord.parse(BASE.replace('Seed "1"', 'Seed "' + "9" * 700 + '"'))
    finally:
        set_limit(old)
