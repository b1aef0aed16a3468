"""unokit.play.render: every card of every installed edition drawn from what its rules say, and a
seat's view drawn from the view alone."""

from __future__ import annotations

import xml.etree.ElementTree as ET
from collections.abc import Mapping

import attrs
import pytest

import unokit
from unokit import Card, CardKind, Color
from unokit.play.render import CARD_HEIGHT, CARD_WIDTH, back_svg, card_svg, shade, view_svg

SVG = "{http://www.w3.org/2000/svg}"


def parsed(markup: str) -> ET.Element:
    """The drawing as XML: it must be well formed."""
    return ET.fromstring(markup)


def texts(root: ET.Element) -> list[str]:
    return [element.text or "" for element in root.iter(f"{SVG}text")]


def fills(root: ET.Element, tag: str) -> list[str]:
    return [element.get("fill", "") for element in root.iter(f"{SVG}{tag}")]


def rules_of(edition: str) -> unokit.Rules:
    players = unokit.edition_info(edition)["min_players"]
    return unokit.new_game(edition, players=players, seed=1).rules


@pytest.mark.parametrize("edition", unokit.available_editions())
def test_every_card_of_every_edition_is_drawn_from_its_kind(edition: str) -> None:
    rules = rules_of(edition)
    faces = {side for card in rules.deck for side in (card.face, card.back) if side is not None}
    for face in faces:
        root = parsed(card_svg(face, rules))
        assert root.get("viewBox") == f"0 0 {CARD_WIDTH} {CARD_HEIGHT}"
        kind = rules.kinds[face.rank]
        shown = texts(root)
        # The rank code in the middle and in two corners; between them the kind's name (on
        # one line or two) unless it is a number, then the mark.
        assert [shown[0], *shown[-2:]] == [face.rank] * 3, (face, shown)
        between = shown[1:-2]
        if face.mark is not None:
            assert between.pop() == face.mark
        title = root.find(f"{SVG}title")
        assert title is not None
        if face.number is None:
            assert title.text == f"{kind.name} ({face})"
            assert " ".join(between) == kind.name
        else:
            assert title.text == str(face)
            assert between == []
        inner = fills(root, "rect")[1]
        assert inner == shade(face.color)
        wedges = fills(root, "path")
        if face.is_wild:
            colors = kind.colors or rules.colors
            assert wedges == [shade(color) for color in colors], face
        else:
            assert wedges == []


def test_a_two_sided_card_shows_the_face_turned_up() -> None:
    rules = rules_of("flip")
    card = next(card for card in rules.deck if card.back is not None and not card.is_wild)
    assert card.back is not None
    assert card_svg(card, rules) == card_svg(card.face, rules)
    assert card_svg(card.turned(), rules) == card_svg(card.back, rules)
    assert card_svg(card, rules) != card_svg(card.turned(), rules)


def test_a_card_is_drawn_from_its_text_alone_without_rules() -> None:
    root = parsed(card_svg(Card.parse("W+4")))
    assert fills(root, "path") == [shade(color) for color in unokit.COLORS]
    title = root.find(f"{SVG}title")
    assert title is not None
    assert title.text == "W+4"
    assert "Wild Draw Four" not in texts(root)


@attrs.frozen
class Unknown:
    """The rules of a third-party edition with a card nobody has drawn before."""

    kinds: Mapping[str, CardKind]
    colors: tuple[Color, ...] = unokit.COLORS


def test_a_rank_nobody_has_drawn_before_shows_its_code_and_its_kind_s_name() -> None:
    rules = Unknown({"ZAP": CardKind("ZAP", "Zap <All> & Run", 30)})
    markup = card_svg(Card(Color.GREEN, "ZAP"), rules)
    root = parsed(markup)  # the name's < and & are escaped
    shown = texts(root)
    assert shown.count("ZAP") == 3
    assert shown[1:3] == ["Zap <All>", "& Run"]  # a long name on two lines
    assert "&lt;All&gt; &amp; Run" in markup
    colours = Unknown({"WZ": CardKind("WZ", "Wild Zap", 50, colors=(Color.RED, Color.BLUE))})
    assert fills(parsed(card_svg(Card(None, "WZ"), colours)), "path") == [
        shade(Color.RED),
        shade(Color.BLUE),
    ]


def test_six_and_nine_are_underlined_and_no_other_number() -> None:
    for rank in "0123456789":
        lines = parsed(card_svg(Card(Color.BLUE, rank))).findall(f"{SVG}line")
        assert len(lines) == (1 if rank in "69" else 0), rank


@pytest.mark.parametrize(
    ("ansi", "expected"),
    [
        ("31", "#d62d20"),  # the classic red
        ("1;34", "#1f5fbf"),  # bold blue: the colour is still blue
        ("96", "#3cc8c6"),  # bright cyan
        ("38;5;208", "#ff8700"),  # an orange of the 256-colour palette
        ("38;5;205", "#ff5faf"),  # a pink
        ("38;5;244", "#808080"),  # a grey of the palette
        ("38;5;3", "#f2c80f"),  # the palette's first colours are the basic ones
        ("38;2;10;20;300", "#0a14ff"),  # true colour, clipped to 255
        ("", "#767676"),  # no code: grey
        ("1", "#767676"),  # bold, no colour
    ],
)
def test_a_colour_is_painted_from_its_terminal_code(ansi: str, expected: str) -> None:
    # A colour is declared once and for all: a stand-in carries the code.
    stand_in = type("Declared", (), {"ansi": ansi})()
    assert shade(stand_in) == expected


def test_the_four_colours_and_a_wild() -> None:
    assert [shade(color) for color in unokit.COLORS] == ["#d62d20", "#f2c80f", "#2e9b3f", "#1f5fbf"]
    assert shade(None) == "#1b1b1b"


def test_drawings_carry_no_ids_so_a_page_can_hold_many() -> None:
    rules = rules_of("party")
    state = unokit.new_game("party", players=6, seed=3)
    for markup in [back_svg(), *(card_svg(card, rules) for card in rules.deck)]:
        assert " id=" not in markup
        assert "<script" not in markup
        assert "href" not in markup
    assert " id=" not in view_svg(unokit.view(state, 2))


def test_a_view_shows_the_hand_the_piles_and_every_other_seat() -> None:
    state = unokit.new_game("classic", players=4, seed=3)
    seat = state.current_player
    seen = unokit.view(state, seat)
    root = parsed(view_svg(seen))
    titles = [element.text for element in root.iter(f"{SVG}title")]
    hand = [str(card) for card in seen.hand]
    assert titles[0] == "What you see of a game of classic"
    shown = texts(root)
    assert "Your move." in shown
    assert f"colour: {seen.active_color}" in shown
    assert f"{seen.draw_pile_size} to draw" in shown
    assert f"Your hand: {len(hand)} cards" in shown
    for other in range(4):
        if other != seat:
            assert f"Seat {other}" in shown
    assert any(text.startswith(f"{seen.hand_sizes[(seat + 1) % 4]} cards") for text in shown)
    backs = titles.count("the back of a card")
    # Every other seat's backs (up to 12 a seat) and the draw pile's.
    assert backs == 1 + sum(min(seen.hand_sizes[other], 12) for other in range(4) if other != seat)
    faces = [card_text(title or "") for title in titles[1 + backs :]]
    assert faces == [str(seen.top_card), *hand]  # the top card, then the hand


def card_text(title: str) -> str:
    """The card a card's title names: ``"Draw Two (R+2)"`` or ``"R7"``."""
    return title.rsplit("(", 1)[-1].rstrip(")")


def test_a_view_hides_what_the_seat_cannot_see() -> None:
    state = unokit.new_game("classic", players=3, seed=8)
    hidden = attrs.evolve(
        state,
        hands=(state.hands[0], state.hands[2], state.hands[1]),
        draw_cards=tuple(reversed(state.draw_cards)),
    )
    assert hidden.hands != state.hands
    # Seat 0 sees the same whichever of the others holds which hand.
    assert len(state.hands[1]) == len(state.hands[2])
    assert view_svg(unokit.view(hidden, 0)) == view_svg(unokit.view(state, 0))


def test_a_view_of_two_sided_cards_shows_the_faces_seen_on_other_hands() -> None:
    state = unokit.new_game("flip", players=3, seed=3)
    seen = unokit.view(state, 0)
    titles = [element.text or "" for element in parsed(view_svg(seen)).iter(f"{SVG}title")]
    for seat in (1, 2):
        for face in seen.other_sides[seat]:
            assert str(face) in [card_text(title) for title in titles]
    assert seen.draw_pile_top is not None
    assert "the back of a card" not in titles


def test_names_name_the_seats() -> None:
    state = unokit.new_game("classic", players=2, seed=4)
    names = ["Ann", "Bob"]
    shown = texts(parsed(view_svg(unokit.view(state, 0), lambda seat: names[seat])))
    assert "Bob" in shown
    assert "Ann's hand: 7 cards" in shown


def raised(root: ET.Element) -> int:
    """The cards of the hand that stand out: each on a gold frame as wide as a card and 6."""
    return sum(
        1
        for rect in root.iter(f"{SVG}rect")
        if rect.get("fill") == "#f2c80f" and rect.get("width") == "70"
    )


@pytest.mark.parametrize(("edition", "seed"), [("classic", 3), ("flip", 5), ("flip", 7)])
def test_the_cards_a_seat_can_play_stand_out(edition: str, seed: int) -> None:
    state = unokit.new_game(edition, players=3, seed=seed)
    seen = unokit.view(state, state.current_player)
    faces = {move.card.face for move in seen.legal_moves if isinstance(move, unokit.Play)}
    playable = [card for card in seen.hand if card.face in faces]
    assert playable, "a game whose seat to play has a card to play"
    assert raised(parsed(view_svg(seen))) == len(playable)
    other = unokit.view(state, (state.current_player + 1) % 3)
    assert raised(parsed(view_svg(other))) == 0  # not its turn: nothing to play
