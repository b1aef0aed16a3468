"""The one narration: second person for the seat told, the table's names for the others, a
spectator told only what every seat sees, and every event told in the plugins' words."""

from __future__ import annotations

import io
import random
import re
from pathlib import Path

import pytest

import unokit
from unokit.play.cli import main
from unokit.play.narration import Narrator, Voice, describe
from unokit.play.terminal import HumanAgent, Style
from unokit.plugin import stacked_deck
from unokit.testing import hidden_twin

NAMES = ["Ann", "Bob", "Cy"]


def follow(state: unokit.GameState, texts: list[str], *seats: int | None) -> list[list[str]]:
    """Play ``texts`` from ``state``; what each seat (``None``: a spectator) was told."""
    narrators = [Narrator(seat, NAMES, spectator=seat is None) for seat in seats]
    told: list[list[str]] = [[] for _ in seats]
    for text in texts:
        move = unokit.parse_move(state, text)
        before, state = state, unokit.apply(state, move)
        for lines, narrator in zip(told, narrators, strict=True):
            lines += narrator.follow(move, before, state)
    return told


def test_the_seat_told_is_you_and_the_others_go_by_the_tables_names() -> None:
    state = unokit.new_game("classic", players=3, seed=12)
    seat = state.current_player
    move = unokit.Draw(seat)
    after = unokit.apply(state, move)
    drawn = after.hands[seat][-1]
    assert describe(move, state, after, seat, names=NAMES) == f"You draw a card ({drawn})."
    other = (seat + 1) % 3
    assert describe(move, state, after, other, names=NAMES) == f"{NAMES[seat]} draws a card."
    # Without the table's names: "Bot N" from a seat, "Seat N" for the reader of a record.
    assert describe(move, state, after, other) == f"Bot {seat} draws a card."
    assert describe(move, state, after) == f"Seat {seat} draws a card ({drawn})."
    # A spectator is told the draw, not the card.
    spectator = describe(move, state, after, names=NAMES, spectator=True)
    assert spectator == f"{NAMES[seat]} draws a card."
    assert Voice(1, NAMES).name(1, subject=False) == "you"


def party_link() -> unokit.GameState:
    """Seat 1 (Bob) plays first, holding a Wild Drawn Together and a Draw Two."""
    hands = ["R1 R4 G7 G8 B1 B2 B3", "WDT R+2 Y1 Y2 Y3 Y4 Y6", "R3 R6 B4 B5 B6 B7 B8"]
    draw = ["G1", "G2", "G3", "G4", "G5", "G6", "Y8", "Y9"]
    deck = stacked_deck([hand.split() for hand in hands], "R5", draw)
    return unokit.new_game("party", 3, deck=deck, dealer=0)


def test_wild_drawn_together_is_told_linking_and_draws_through_the_link() -> None:
    # uno-party.txt: "When you play this card, select two players and place a Link Card in
    # front of both of them, then choose the color that continues play. Moving forward,
    # every time one of these players must draw card(s), the other player draws the same
    # amount."
    texts = ["1 play WDT red 0,2", "2 play R3", "0 play R4", "1 play R+2", "2 accept"]
    to_ann, to_cy, watching = follow(party_link(), texts, 0, 2, None)
    assert to_ann[0] == "Bob plays WDT, naming red, linking you and Cy."
    assert to_cy[0] == "Bob plays WDT, naming red, linking Ann and you."
    assert watching[0] == "Bob plays WDT, naming red, linking Ann and Cy."
    assert to_ann[-1] == (
        "Cy accepts the penalty; Cy draws 2 cards; you draw 2 cards through the link with Cy "
        "(G3 G4); Cy is skipped."
    )
    assert to_cy[-1] == (
        "You accept the penalty; you draw 2 cards (G1 G2); Ann draws 2 cards through the link "
        "with you; you are skipped."
    )
    assert watching[-1] == (
        "Cy accepts the penalty; Cy draws 2 cards; Ann draws 2 cards through the link with Cy; "
        "Cy is skipped."
    )


def test_the_status_block_shows_who_is_linked() -> None:
    state = party_link()
    state = unokit.apply(state, unokit.parse_move(state, "1 play WDT red 0,2"))
    state = unokit.apply(state, unokit.parse_move(state, "2 play R3"))
    out = io.StringIO()
    human = HumanAgent(io.StringIO("1\n"), out, Style(out))
    human.state = state
    human.choose(unokit.view(state, 0), optional=False)
    assert "You and Bot 2 are linked: when one must draw, the other draws as many.\n" in (
        out.getvalue()
    )
    seen = unokit.view(unokit.new_game("party", 3, seed=1), 0)
    assert seen.edition_state is None or seen.edition_state.describe() is None


def test_a_draw_until_a_character_is_told_with_the_card_that_stopped_it() -> None:
    # uno-friends.txt: "The next player in turn order must keep drawing cards until they draw
    # one that has the character you chose on it."
    hands = [
        "R0/Chandler R1/Joey R1/Monica R2/Phoebe R2/Rachel R3/Chandler R4/Joey",
        "WD B0/Phoebe B1/Rachel B1/Ross B2/Chandler B2/Joey B3/Monica",
        "Y0/Joey Y1/Monica Y1/Phoebe Y2/Rachel Y2/Ross Y3/Chandler Y3/Joey",
    ]
    draw = ["G1/Phoebe", "G1/Rachel", "R3/Ross", "G2/Chandler"]
    deck = stacked_deck([hand.split() for hand in hands], "R4/Monica", draw)
    state = unokit.new_game("friends", 3, deck=deck, dealer=0)
    to_cy, to_ann = follow(state, ["1 play WD red Ross"], 2, 0)
    assert to_cy == [
        "Bob plays WD, naming red and Ross; you draw 3 cards until a Ross card showed "
        "(G1/Phoebe G1/Rachel R3/Ross); you are skipped."
    ]
    assert to_ann == [
        "Bob plays WD, naming red and Ross; Cy draws 3 cards until a Ross card showed; Cy is "
        "skipped."
    ]


def test_a_challenge_is_told_with_its_result_and_who_draws_how_many() -> None:
    # classic-guide.txt: "Show your remaining hand privately to that player. If you held the
    # previous active color, you draw four instead; if not, the challenger draws six and
    # loses their turn."
    hands = ["R1 R2 R3 R4 R6 R7 R8", "W+4 B1 B2 B3 B4 B6 B7", "Y1 Y2 Y3 Y4 Y6 Y7 Y8"]
    deck = stacked_deck(
        [hand.split() for hand in hands], "G5", ["G1", "G2", "G3", "G4", "G6", "G7", "G8"]
    )
    state = unokit.new_game("classic", 3, deck=deck, dealer=0)
    to_ann, watching = follow(state, ["1 play W+4 red", "2 challenge"], 0, None)
    assert to_ann[-1] == (
        "Cy challenges the card just played: the challenge fails; Bob shows Cy their hand; "
        "Cy draws 6 cards; Cy is skipped."
    )
    assert watching[-1] == to_ann[-1]


def _card_texts(state: unokit.GameState) -> set[str]:
    """Every text a card of the game's deck may be told by (either side of two-sided cards)."""
    texts = set()
    for card in state.rules.deck:
        for side in (card, card.face, card.back):
            if side is not None:
                texts.add(str(side.face))
    return texts


def _public_cards(state: unokit.GameState) -> set[str]:
    """The cards of ``state`` everyone may see: the discard pile, and every back in view."""
    seen = unokit.spectator_view(state)
    cards = [*seen.discard_pile, *(card for sides in seen.other_sides for card in sides)]
    if seen.draw_pile_top is not None:
        cards.append(seen.draw_pile_top)
    return {str(card.face) for card in cards}


#: Every edition of unokit and of its example packages (installed with unokit's tests).
EVERY_EDITION = ["attack", "classic", "flip", "friends", "no-mercy", "party", "seven-o"]


@pytest.mark.parametrize("edition", EVERY_EDITION)
def test_a_spectator_is_shown_and_told_no_hidden_card(edition: str) -> None:
    """A spectator's view is the same for every game that differs only in what no seat sees
    alone, and its narration names only cards on the table, over random games."""
    info = unokit.edition_info(edition)
    rng = random.Random(edition)
    for _ in range(3):
        players = rng.randint(info["min_players"], min(info["max_players"], 5))
        state = unokit.new_game(edition, players, seed=rng.getrandbits(32))
        narrator = Narrator(spectator=True)
        texts = _card_texts(state)
        told = narrator.opening(state)
        for line in told:
            _assert_only_public(line, texts, _public_cards(state))
        for step in range(250):
            if state.is_over:
                break
            move = rng.choice(unokit.legal_moves(state))
            before, state = state, unokit.apply(state, move)
            public = _public_cards(before) | _public_cards(state)
            if isinstance(move, unokit.Play):
                public.add(str(move.card.face))
            if len(state.history) > len(before.history):  # the hands are counted, face up
                public |= {str(card.face) for hand in state.hands for card in hand}
            for line in narrator.follow(move, before, state):
                _assert_only_public(line, texts, public)
            if step % 25 == 0:
                _assert_spectator_view_hides_the_hands(state, random.Random(step))


def _assert_spectator_view_hides_the_hands(state: unokit.GameState, rng: random.Random) -> None:
    """Hands dealt again (as no seat could tell) leave a spectator's view as it was.

    With two-sided cards a spectator sees the back of every card in a hand, as every seat
    but its holder does: those are the backs each seat's view shows of the others.
    """
    watched = unokit.spectator_view(state)
    assert not hasattr(watched, "hand")
    assert not hasattr(watched, "reveal")
    for seat in range(state.players):
        seen = unokit.view(state, seat)
        assert seen.hand_sizes == watched.hand_sizes
        for other in range(state.players):
            if other != seat:
                assert seen.other_sides[other] == watched.other_sides[other]
        if not state.rules.two_sided:  # else a twin may change what the seat cannot see: backs
            assert unokit.spectator_view(hidden_twin(state, seat, rng)) == watched


def _assert_only_public(line: str, texts: set[str], public: set[str]) -> None:
    for token in re.split(r"[\s,;:()]+", line.rstrip(".")):
        if token in texts:
            assert token in public, f"{token} told to a spectator: {line}"


def test_a_spectator_never_sees_a_card_drawn_swapped_or_shown_to_one_player() -> None:
    hands = ["R1 R2 R3 R4 R6 R8 R9", "W+4 B1 B2 B3 B4 B6 B7", "R7 Y2 Y3 Y4 Y6 Y7 Y8"]
    deck = stacked_deck(
        [hand.split() for hand in hands], "G5", ["G1", "G2", "G3", "G4", "G6", "G7", "G8"]
    )
    state = unokit.new_game("classic", 3, deck=deck, dealer=0, house_rules=["seven-o"])
    texts = ["1 play W+4 red", "2 challenge", "0 play R1", "1 draw", "2 play R7 0"]
    (watching,) = follow(state, texts, None)
    assert watching[1] == (
        "Cy challenges the card just played: the challenge fails; Bob shows Cy their hand; "
        "Cy draws 6 cards; Cy is skipped."
    )
    assert watching[3] == "Bob draws a card."  # G8, not told
    assert watching[-1] == "Cy plays R7, naming Ann; Ann and Cy swap hands."
    for hidden in ("B1", "G1", "G4", "G8", "R2", "Y2"):
        assert not any(hidden in line for line in watching), hidden


def test_replay_tells_a_record_as_a_seat_or_a_spectator_was_told_it(
    capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    recorder = unokit.Recorder("classic", 3, seed=11, options={"match": "single-round"})
    state = recorder.state
    narrator = Narrator(1, NAMES)
    expected = [*narrator.introduction(state, 11), *narrator.opening(state)]
    rng = random.Random(3)
    for _ in range(40):
        before = recorder.state
        move = rng.choice(unokit.legal_moves(before))
        expected += narrator.follow(move, before, recorder.apply(move))
    path = str(tmp_path / "game.uno")
    Path(path).write_text(str(recorder.record()), encoding="utf-8")
    assert main(["replay", path, "--seat", "1", "--names", "Ann,Bob,Cy"]) == 0
    out = capsys.readouterr().out.splitlines()
    assert out[:-1] == expected
    assert out[-1].startswith("Cards in hand: Ann ")
    assert main(["replay", path, "--spectator"]) == 0
    assert capsys.readouterr().out.splitlines()[1] == f"Seat {state.dealer} deals."
    assert main(["replay", path, "--seat", "3"]) == 1
    assert "--seat 3: the game has seats 0 to 2" in capsys.readouterr().err
    assert main(["replay", path, "--seat", "0", "--names", "Ann,Bob"]) == 1
    assert "give 3 names, one a seat" in capsys.readouterr().err


def test_the_text_rendering_of_an_environment_tells_the_seat_asked_no_other_hand() -> None:
    from unokit.rl.render import render_table
    from unokit.rl.turns import Turns

    turns = Turns(unokit.new_game("classic", 3, seed=12, options={"match": "single-round"}))
    assert turns.seat == 1
    turns.submit(unokit.Draw(1))
    drawn = turns.state.hands[1][-1]
    assert turns.seat == 2
    assert render_table(turns).splitlines()[0] == "Bot 1 draws a card."  # not which: B6
    assert str(drawn) == "B6"


def test_a_spectator_sits_at_no_seat() -> None:
    with pytest.raises(unokit.SeatError, match="a spectator sits at no seat: not at seat 1"):
        Narrator(1, NAMES, spectator=True)
