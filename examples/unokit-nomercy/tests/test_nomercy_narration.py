"""UNO Show 'em No Mercy told right: the Roulette, the Mercy Rule, the last player left.

The rules are quoted from unokit's gathering of the published texts (rule numbers as there).
"""

from __future__ import annotations

import io
from pathlib import Path

import pytest

import unokit
from unokit.play.cli import main
from unokit.play.narration import Narrator
from unokit.play.terminal import HumanAgent, Style, help_text
from unokit.plugin import stacked_deck

NAMES = ["Ann", "Bob", "Cy"]
#: A draw pile of sixteen cards, none red, blue or a 7.
FILLER = "G1 G2 G3 G4 G5 G6 G8 G9 Y1 Y2 Y3 Y4 Y5 Y6 Y8 Y9"


def told(state: unokit.GameState, texts: list[str], *seats: int | None) -> list[list[str]]:
    """Play ``texts`` from ``state``; every line each seat (``None``: a spectator) was told."""
    names = NAMES[: state.players]
    narrators = [Narrator(seat, names, spectator=seat is None) for seat in seats]
    lines: list[list[str]] = [[] for _ in seats]
    for text in texts:
        move = unokit.parse_move(state, text)
        before, state = state, unokit.apply(state, move)
        for heard, narrator in zip(lines, narrators, strict=True):
            heard += narrator.follow(move, before, state)
    return lines


def deal(*hands: str, top: str = "R5", draw: str = FILLER) -> unokit.GameState:
    """A game dealt by seat 0 whose seats hold ``hands``: seat 1 plays first."""
    deck = stacked_deck([hand.split() for hand in hands], top, draw.split())
    return unokit.new_game("no-mercy", len(hands), deck=deck, dealer=0)


def test_a_wild_color_roulette_mid_round_is_not_told_as_an_opening_wild() -> None:
    # Rule 6.12: "the next player names a colour, then turns over cards from the Draw Pile
    # until one of that colour shows, keeps every card turned over (that one included), and
    # loses the turn."
    state = deal(
        "Y1 Y2 Y3 Y4 Y5 Y6 Y8",
        "WCR R2 R3 R4 R6 R8 B1",
        "B2 B3 B4 B6 B8 B9 G7",
        draw=f"G1 G2 R1 {FILLER}",
    )
    to_ann, to_cy, watching = told(state, ["1 play WCR", "2 color red"], 0, 2, None)
    assert to_cy == [
        "Bob plays WCR.",
        "You name red; you turn over 3 cards until a red one showed (G1 G2 R1); you are skipped.",
    ]
    assert (
        to_ann[-1] == "Cy names red; Cy turns over 3 cards until a red one showed; Cy is skipped."
    )
    assert watching == to_ann
    assert not any("opening" in line for line in to_ann + to_cy)


def knocked_out() -> list[list[str]]:
    """Bob's two Wild Draw Tens put Ann at 25 cards: what Ann and Bob were told."""
    pile = f"{FILLER} G1 G2 G3 G4 G5 G6 G8 G9"
    state = deal("Y1 Y2 Y3 Y4 Y5 Y6 Y8", "W+10 W+10 R2 R3 R4 R6 R8", draw=pile)
    moves = ["1 play W+10 blue", "0 accept", "1 play W+10 blue", "0 accept"]
    return told(state, moves, 0, 1)


def test_a_knock_out_is_told_with_the_count_and_the_mercy_rule() -> None:
    # Rule 5.1: "A player who at any point holds 25 or more cards is knocked out of the game
    # at once."
    to_ann, to_bob = knocked_out()
    assert to_bob[3] == (
        "Ann accepts the penalty; Ann draws 8 cards; Ann has 25 cards and is out of the round "
        "(the Mercy Rule)."
    )
    assert to_ann[3] == (
        "You accept the penalty; you draw 8 cards (Y3 Y4 Y5 Y6 Y8 Y9 G1 G2); you have 25 cards "
        "and are out of the round (the Mercy Rule)."
    )


def test_the_last_player_left_wins_and_the_seats_out_are_not_hands_of_no_cards() -> None:
    # Rule 5.4: "A round is won by playing your last card, or by being the last player left
    # when all the others are knocked out."
    to_ann, to_bob = knocked_out()
    assert to_bob[4:] == [
        "You win the round as the last player left in it.",
        "Hands left:",
        "  Ann  out of the round",
        "You win the match (single round won).",
    ]
    assert to_ann[4] == "Bob wins the round as the last player left in it."
    assert not any("goes out" in line or "no cards" in line for line in to_ann + to_bob)


def test_the_help_explains_the_mercy_rule_by_its_name() -> None:
    state = deal("Y1 Y2 Y3 Y4 Y5 Y6 Y8", "W+10 W+10 R2 R3 R4 R6 R8")
    text = help_text(unokit.view(state, 0))
    assert (
        "The Mercy Rule: a player who holds 25 cards is out of the round (their cards go\n"
        "  under the discard pile); the last player left in the round wins it."
    ) in text
    assert "Mercy" not in help_text(unokit.view(unokit.new_game("classic", 2, seed=1), 0))


def test_replay_tells_the_last_player_left_and_the_knock_out(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    # Rule 5.4: "A round is won by playing your last card, or by being the last player left
    # when all the others are knocked out."
    pile = f"{FILLER} G1 G2 G3 G4 G5 G6 G8 G9"
    hands = [hand.split() for hand in ("Y1 Y2 Y3 Y4 Y5 Y6 Y8", "W+10 W+10 R2 R3 R4 R6 R8")]
    recorder = unokit.Recorder(
        "no-mercy", 2, deck=stacked_deck(hands, "R5", pile.split()), dealer=0
    )
    for text in ("1 play W+10 blue", "0 accept", "1 play W+10 blue", "0 accept"):
        recorder.apply(unokit.parse_move(recorder.state, text))
    saved = tmp_path / "game.uno"
    saved.write_text(str(recorder.record()), encoding="utf-8")
    assert main(["replay", str(saved)]) == 0
    out = capsys.readouterr().out
    assert "Seat 0 has 25 cards and is out of the round (the Mercy Rule).\n" in out
    assert "Round 1: Seat 1 wins it as the last player left in it. Scores: " in out
    assert "goes out" not in out


def test_the_table_shows_a_seat_out_of_the_round() -> None:
    pile = f"{FILLER} G1 G2 G3 G4 G5 G6 G8 G9"
    state = deal(
        "Y1 Y2 Y3 Y4 Y5 Y6 Y8", "R2 R3 R4 R6 R8 B1 B2", "W+10 W+10 B3 B4 B6 B8 B9", draw=pile
    )
    for text in ("1 play R2", "2 play W+10 red", "0 accept", "1 play R3"):
        state = unokit.apply(state, unokit.parse_move(state, text))
    state = unokit.apply(state, unokit.parse_move(state, "2 play W+10 red"))
    state = unokit.apply(state, unokit.parse_move(state, "0 accept"))
    assert state.out == (0,)
    out = io.StringIO()
    human = HumanAgent(io.StringIO("1\n"), out, Style(out), seat=1)
    human.state = state
    human.choose(unokit.view(state, 1), optional=False)
    assert "Cards in hand: Bot 0 0 (out of the round), you 5, Bot 2 5\n" in out.getvalue()
