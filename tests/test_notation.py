"""The text forms of cards, colours and moves (the tables in cards.py and moves.py)."""

from __future__ import annotations

import copy
import gc
import pickle
import subprocess
import sys
import weakref
from typing import Any, cast

import pytest
from hypothesis import example, given, settings
from hypothesis import strategies as st

import unokit
from tests.strategies import (
    EDITIONS,
    EDITIONS_HEAVY_SLOW,
    marked_cards,
    player_counts,
    random_playthrough,
    seeds,
)
from unokit import (
    Accept,
    CallUno,
    CatchUno,
    Challenge,
    ChooseColor,
    Color,
    Deal,
    Draw,
    Move,
    ParseError,
    Pass,
    Play,
)
from unokit.core.cards import Card
from unokit.core.compiling import compile_rules
from unokit.core.moves import CORE_MOVES
from unokit.editions.party import Point, TakePile

# --------------------------------------------------------------------------------------
# Cards
# --------------------------------------------------------------------------------------


def test_parse_error_is_a_value_error() -> None:
    assert issubclass(ParseError, ValueError)
    assert issubclass(ParseError, unokit.UnokitError)


def test_every_classic_card_round_trips() -> None:
    deck = compile_rules("classic", unokit.Options()).deck
    texts = {str(card) for card in deck}
    assert len(texts) == 54
    for card in deck:
        assert Card.parse(str(card)) == card
        assert Card.parse(str(card).lower()) == card


@pytest.mark.parametrize(
    ("text", "card"),
    [
        ("R7", Card(Color.RED, "7")),
        ("GS", Card(Color.GREEN, "S")),
        ("BR", Card(Color.BLUE, "R")),
        ("Y+2", Card(Color.YELLOW, "+2")),
        ("W", Card(None, "W")),
        ("W+4", Card(None, "W+4")),
        ("R7/Joey", Card(Color.RED, "7", "Joey")),
    ],
)
def test_card_table_examples(text: str, card: Card) -> None:
    assert Card.parse(text) == card
    assert str(card) == text


@pytest.mark.parametrize(
    ("text", "canonical"),
    [
        ("y+2", "Y+2"),
        ("w+4", "W+4"),
        ("gs", "GS"),
        ("br", "BR"),
        ("r0", "R0"),
        ("w", "W"),
        ("  b9 ", "B9"),
        ("r7/JOEY", "R7/Joey"),
        ("Gr/monica", "GR/Monica"),
    ],
)
def test_card_input_is_case_insensitive(text: str, canonical: str) -> None:
    card = Card.parse(text)
    assert str(card) == canonical
    assert card == Card.parse(canonical)


def test_card_properties() -> None:
    assert Card.parse("W+4").is_wild
    assert Card.parse("W+4").color is None
    assert not Card.parse("R7").is_wild
    assert Card.parse("R7").number == 7
    assert Card.parse("GS").number is None
    assert Card.parse("R7/Joey").mark == "Joey"
    assert Card.parse("R7").mark is None


@given(card=marked_cards())
def test_str_then_parse_gives_the_card_back(card: Card) -> None:
    assert Card.parse(str(card)) == card
    assert Card.parse(str(card).lower()) == card


@given(
    text=st.builds(
        "{}{}/{}".format,
        st.sampled_from(["R", "Y", "G", "B", "r"]),
        st.sampled_from(["7", "S", "+2"]),
        st.text(st.characters(categories=["Lu", "Ll", "Lt", "Lo"]), min_size=1, max_size=6),
    )
)
@example(text="R7/ß")
def test_a_parsed_card_prints_in_a_form_that_parses_back(text: str) -> None:
    # cards.py: "str(card) always gives the canonical form above, and
    # Card.parse(str(card)) == card". Any mark text that is accepted must round-trip.
    try:
        card = Card.parse(text)
    except ParseError:
        return
    assert Card.parse(str(card)) == card


@pytest.mark.parametrize("text", ["", "   ", "X7", "R", "R10", "RW", "W/", "R7/J0ey", "R 7", "7R"])
def test_malformed_card_text_is_a_parse_error(text: str) -> None:
    with pytest.raises(ParseError) as caught:
        Card.parse(text)
    assert isinstance(caught.value, ValueError)
    message = str(caught.value)
    assert repr(text.strip()) in message
    assert "is not a card" in message


@pytest.mark.parametrize("value", [12, None, b"R7", Card.parse("R7")])
def test_card_text_must_be_a_string(value: object) -> None:
    with pytest.raises(ParseError) as caught:
        Card.parse(cast(Any, value))
    assert "must be a string" in str(caught.value)
    assert type(value).__name__ in str(caught.value)


# --------------------------------------------------------------------------------------
# Colours
# --------------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("text", "color"),
    [
        ("red", Color.RED),
        ("RED", Color.RED),
        ("Red", Color.RED),
        ("r", Color.RED),
        ("R", Color.RED),
        ("yellow", Color.YELLOW),
        ("y", Color.YELLOW),
        ("Y", Color.YELLOW),
        ("gReEn", Color.GREEN),
        ("g", Color.GREEN),
        ("BLUE", Color.BLUE),
        ("b", Color.BLUE),
        (" blue ", Color.BLUE),
    ],
)
def test_color_parse(text: str, color: Color) -> None:
    assert Color.parse(text) is color


def test_color_str_and_letter() -> None:
    assert [str(color) for color in unokit.COLORS] == ["red", "yellow", "green", "blue"]
    assert [color.letter for color in unokit.COLORS] == ["R", "Y", "G", "B"]
    for color in unokit.COLORS:
        assert Color.parse(str(color)) is color
        assert Color.parse(color.letter) is color


@pytest.mark.parametrize("text", ["magenta", "", "x", "rd", "redd", "reds", "W", "bl"])
def test_bad_colour_is_a_parse_error(text: str) -> None:
    with pytest.raises(ParseError, match="is not a colour"):
        Color.parse(text)


@pytest.mark.parametrize("value", [12, None])
def test_colour_text_must_be_a_string(value: object) -> None:
    # Like Card.parse and Move.parse, a non-string is bad text: a ParseError, not a crash.
    with pytest.raises(ParseError):
        Color.parse(cast(Any, value))


# --------------------------------------------------------------------------------------
# Moves
# --------------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("text", "move"),
    [
        ("0 play R7", Play(0, Card.parse("R7"))),
        ("0 play W+4 blue", Play(0, Card.parse("W+4"), Color.BLUE)),
        ("0 play G2 uno", Play(0, Card.parse("G2"), uno=True)),
        ("0 play W+4 blue uno", Play(0, Card.parse("W+4"), Color.BLUE, uno=True)),
        ("1 draw", Draw(1)),
        ("1 pass", Pass(1)),
        ("2 accept", Accept(2)),
        ("2 challenge", Challenge(2)),
        ("3 uno", CallUno(3)),
        ("1 catch 3", CatchUno(1, 3)),
        ("1 color red", ChooseColor(1, Color.RED)),
        ("0 deal", Deal(0)),
        ("7 play R7/Joey", Play(7, Card.parse("R7/Joey"))),
    ],
)
def test_move_table_examples(text: str, move: Move) -> None:
    assert Move.parse(text) == move
    assert str(move) == text


@pytest.mark.parametrize(
    ("text", "canonical"),
    [
        ("0 play w+4 b uno", "0 play W+4 blue uno"),
        ("1 CATCH 3", "1 catch 3"),
        ("0 PLAY y+2 UNO", "0 play Y+2 uno"),
        ("  2   color   G ", "2 color green"),
        ("3 Draw", "3 draw"),
        ("12 play w Yellow", "12 play W yellow"),
    ],
)
def test_move_input_is_case_insensitive(text: str, canonical: str) -> None:
    assert str(Move.parse(text)) == canonical
    assert Move.parse(text) == Move.parse(canonical)


@pytest.mark.parametrize(
    "text",
    [
        "",
        "0",
        "play R7",
        "x play R7",
        "-1 draw",
        "0 fly",
        "0 play",
        "0 play R7 pur-ple",
        "0 play R7 1,x",
        "0 play WDT red 1,3 Joey",
        "0 play R7 red Joey blue",
        "0 play R10",
        "0 catch",
        "0 catch x",
        "0 catch 1 2",
        "0 color",
        "0 color red blue",
        "0 color magenta",
        "0 draw 2",
        "0 deal now",
    ],
)
def test_malformed_move_text_is_a_parse_error(text: str) -> None:
    with pytest.raises(ParseError) as caught:
        Move.parse(text)
    assert isinstance(caught.value, ValueError)
    assert str(caught.value).strip()


def test_move_text_must_be_a_string() -> None:
    with pytest.raises(ParseError, match="must be a string"):
        Move.parse(cast(Any, 3))


def test_unknown_verb_lists_the_known_ones() -> None:
    with pytest.raises(ParseError) as caught:
        Move.parse("0 fly")
    for verb in ("accept", "catch", "challenge", "color", "deal", "draw", "pass", "play", "uno"):
        assert verb in str(caught.value)


# --------------------------------------------------------------------------------------
# Moves read in the context of a game (parse_move)
# --------------------------------------------------------------------------------------


def test_parse_move_knows_the_verbs_of_the_games_edition() -> None:
    party = unokit.new_game("party", players=3, seed=1)
    assert unokit.parse_move(party, "2 POINT 0") == Point(2, 0)
    assert unokit.parse_move(party.rules, "1 take") == TakePile(1)
    assert unokit.parse_move(unokit.view(party, 1), "1 take") == TakePile(1)


def test_move_parse_reads_unokits_own_moves_and_says_where_an_editions_are_read() -> None:
    assert Move.parse("2 catch 0") == CatchUno(2, 0)
    with pytest.raises(ParseError) as caught:
        Move.parse("2 point 0")
    assert str(caught.value) == (
        "'2 point 0' is not a move: unknown verb 'point' (known: accept, catch, challenge, "
        "color, deal, draw, pass, play, uno); parse_move reads an edition's own"
    )


def test_parse_move_refuses_the_verb_of_another_edition() -> None:
    classic = unokit.new_game("classic", players=3, seed=1)
    with pytest.raises(ParseError) as caught:
        unokit.parse_move(classic, "2 point 0")
    message = str(caught.value)
    assert message.startswith("'2 point 0' is not a move: unknown verb 'point' (known: ")
    assert "take" not in message
    for verb in ("accept", "catch", "challenge", "color", "deal", "draw", "pass", "play", "uno"):
        assert verb in message


def test_parse_move_refuses_malformed_text_as_move_parse_does() -> None:
    classic = unokit.new_game("classic", players=2, seed=1)
    for text in ("", "draw", "x draw", "0 play", "0 play Q9", "0 draw 3"):
        with pytest.raises(ParseError) as expected:
            Move.parse(text)
        with pytest.raises(ParseError) as caught:
            unokit.parse_move(classic, text)
        assert str(caught.value) == str(expected.value)


def test_a_record_reads_its_moves_with_its_editions_verbs() -> None:
    text = '[RulesVersion "1"]\n[Edition "classic"]\n[Players "3"]\n[Seed "1"]\n\n1. 1 take\n'
    with pytest.raises(unokit.RecordError, match=r"^line 6: '1 take' is not a move: unknown verb"):
        unokit.GameRecord.parse(text)
    with pytest.raises(ParseError, match="unknown verb 'take'"):
        unokit.GameRecord("classic", 3, 1, moves=["1 take"])
    assert unokit.GameRecord("party", 3, 1, moves=["1 take"]).moves == (TakePile(1),)


@pytest.mark.parametrize("edition", EDITIONS)
@settings(max_examples=10, deadline=None)
@given(data=st.data())
def test_every_legal_move_reads_back_in_its_game(edition: str, data: st.DataObject) -> None:
    seed = data.draw(seeds(), label="seed")
    players = data.draw(player_counts(edition), label="players")
    chooser_seed = data.draw(seeds(), label="chooser_seed")
    state = unokit.new_game(edition, players=players, seed=seed)
    for visited in random_playthrough(state, chooser_seed, max_steps=200):
        for move in unokit.legal_moves(visited):
            assert unokit.parse_move(visited, str(move)) == move


@pytest.mark.parametrize("edition", EDITIONS_HEAVY_SLOW)
@settings(max_examples=20, deadline=None)
@given(data=st.data())
def test_every_legal_move_round_trips(edition: str, data: st.DataObject) -> None:
    seed = data.draw(seeds(), label="seed")
    players = data.draw(player_counts(edition), label="players")
    chooser_seed = data.draw(seeds(), label="chooser_seed")
    state = unokit.new_game(edition, players=players, seed=seed)
    for visited in random_playthrough(state, chooser_seed, max_steps=400):
        for move in unokit.legal_moves(visited):
            text = str(move)
            assert unokit.parse_move(visited, text.upper()) == move
            if CORE_MOVES.get(move.verb) is type(move):  # unokit's own: read out of any game
                assert Move.parse(text) == move


# --------------------------------------------------------------------------------------
# Untrusted text (found by tests/test_fuzz.py)
# --------------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("text", "match"),
    [
        # int() refuses more than 4300 digits: this used to escape as a bare ValueError.
        ("0" * 5000 + " draw", "is not a seat number"),
        ("1 catch " + "9" * 5000, "'catch' needs a seat number"),
        ("0 play WDT red 1," + "9" * 5000, "is not a list of seats"),
        ("1234567890 draw", "is not a seat number"),
    ],
)
def test_a_seat_number_with_too_many_digits_is_a_parse_error(text: str, match: str) -> None:
    with pytest.raises(ParseError, match=match):
        Move.parse(text)


def test_the_longest_seat_number_still_reads() -> None:
    assert Move.parse("999999999 catch 123456789") == CatchUno(999_999_999, 123_456_789)


@pytest.mark.parametrize(
    "parse",
    [
        lambda: Card.parse("R7/" + "J0ey" * 50_000),
        lambda: Card.parse("W" * 200_000 + "?"),
        lambda: Color.parse("purple" * 50_000),
        lambda: Move.parse("0 fly " + "x" * 200_000),
        lambda: Move.parse("0 " + "fly" * 100_000),
    ],
)
def test_an_error_about_a_long_text_quotes_only_its_start(parse: Any) -> None:
    with pytest.raises(ParseError) as caught:
        parse()
    assert len(str(caught.value)) < 300
    assert "characters)" in str(caught.value)


# --------------------------------------------------------------------------------------
# Interned cards
# --------------------------------------------------------------------------------------


def test_equal_live_cards_are_one_object() -> None:
    card = Card(Color.RED, "7", "zzfuzzmark")
    assert Card.parse("r7/ZZFUZZMARK") is card
    assert Card(Color.RED, "7", "Zzfuzzmark") is card
    assert copy.copy(card) is card
    assert copy.deepcopy(card) is card
    assert pickle.loads(pickle.dumps(card)) is card
    assert Card.parse("R7") is Card(Color.RED, "7")


def test_a_card_nobody_refers_to_leaves_the_intern_table() -> None:
    # Without this, a fuzzer (or any untrusted input) building millions of distinct marked
    # cards would grow the table for ever.
    from unokit.core.cards import _CARDS

    gc.collect()
    before = len(_CARDS)
    built = [Card(Color.BLUE, "3", "Fuzz" + "x" * n) for n in range(1000)]
    assert len(_CARDS) == before + 1000
    probe = weakref.ref(built[0])
    del built
    gc.collect()
    assert probe() is None
    assert len(_CARDS) == before
    # A card read from long text is not kept by the parser's cache either.
    parsed = weakref.ref(Card.parse("G5/" + "Longmark" * 5))  # longer than the cached 24
    gc.collect()
    assert parsed() is None


def test_a_card_rebuilt_after_the_last_one_died_is_equal_to_any_later_one() -> None:
    first = Card(Color.GREEN, "9", "Phoenix")
    text = str(first)
    del first
    gc.collect()
    again = Card.parse(text)
    assert again is Card(Color.GREEN, "9", "Phoenix")
    assert {again: 1}[Card.parse(text)] == 1


def test_deck_cards_stay_interned() -> None:
    deck = compile_rules("friends", unokit.Options()).deck
    gc.collect()
    for card in deck[:20]:
        assert Card(card.color, card.rank, card.mark) is card


def test_cards_and_moves_parse_without_loading_a_plugin() -> None:
    # A fresh interpreter: nothing has imported an edition yet. Reading a card or one of
    # unokit's own moves loads no plugin; a record names its edition, so reading it does.
    record = '[RulesVersion "1"]\n[Edition "party"]\n[Players "3"]\n[Seed "1"]\n\n1. 1 take\n'
    code = (
        "import sys, unokit\n"
        "print(unokit.Card.parse('y+2'), unokit.Move.parse('0 play W+4 blue uno'))\n"
        "print(sorted(m for m in sys.modules if m.startswith('unokit.editions')))\n"
        "print(unokit.GameRecord.parse(sys.stdin.read()).moves)\n"
    )
    done = subprocess.run(
        [sys.executable, "-c", code],
        input=record,
        capture_output=True,
        text=True,
        check=False,
        timeout=60,
    )
    assert done.returncode == 0, done.stderr
    assert done.stdout.splitlines() == [
        "Y+2 0 play W+4 blue uno",
        "[]",
        "(TakePile(player=1),)",
    ]


def test_seats_separated_by_spaces_read_as_with_commas() -> None:
    # issue 47: "0 play WDT blue 3 4" was refused, its 3 read as a mark; a mark is letters.
    assert Move.parse("0 play WDT blue 3 4") == Move.parse("0 play WDT blue 3,4")
    assert Move.parse("0 play WDT 3 4 uno") == Play(0, Card.parse("WDT"), None, True, None, (3, 4))
    assert str(Move.parse("0 play WDT blue 3 4")) == "0 play WDT blue 3,4"
