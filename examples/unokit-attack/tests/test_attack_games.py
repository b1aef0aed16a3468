"""UNO Attack! played whole: random games and matches, the words of a press, the command line,
the reinforcement-learning environments."""

from __future__ import annotations

import io
import random
from collections import Counter
from pathlib import Path

import pytest

import unokit
import unokit.rl
from unokit import Accept, Draw, GameState, Move
from unokit.play.cli import describe, main
from unokit.plugin import scripted_randomness, stacked_deck
from unokit.testing import random_move
from unokit_attack.deck import attack_deck

DECK = Counter(attack_deck())
#: A launcher of sixteen cards, none red or blue: G1 to G8, then Y1 to Y8.
FILLER = [f"{color}{number}" for color in "GY" for number in range(1, 9)]
YELLOW = ["Y1", "Y2", "Y3", "Y4", "Y5", "Y6", "Y8"]
GREEN = ["G1", "G2", "G3", "G4", "G5", "G6", "G8"]


def play_out(
    state: GameState, seed: int, max_moves: int = 20_000
) -> list[tuple[GameState, Move, GameState]]:
    """Each move of a random game from ``state``, with the states before and after it.

    Checks at each move that no card is lost.
    """
    chooser = random.Random(seed)
    steps: list[tuple[GameState, Move, GameState]] = []
    while not state.is_over:
        assert len(steps) <= max_moves, f"seed {seed}: no end after {max_moves} moves"
        move = random_move(chooser, unokit.legal_moves(state))
        after = unokit.apply(state, move)
        assert Counter(after.cards()) == DECK
        steps.append((state, move, after))
        state = after
    return steps


def test_random_rounds_end_and_keep_every_card() -> None:
    # 4.1: "Every card that comes out goes into the presser's hand." Nothing is lost on the
    # way, whatever the launcher shoots out, and every round ends.
    presses = Counter[int]()
    for seed in range(30):
        players = 2 + seed % 9
        state = unokit.new_game(
            "attack", players=players, seed=seed, options={"match": "single-round"}
        )
        steps = play_out(state, seed)
        final = steps[-1][2]
        (result,) = final.history
        assert result.winner is not None
        assert final.hands[result.winner] == ()
        for before, move, after in steps:
            if isinstance(move, Draw):  # the turn's press: the hand grows by what came out
                seat = move.player
                presses[len(after.hands[seat]) - len(before.hands[seat])] += 1
    assert set(presses) <= set(range(13))
    assert presses[0] > 0


def test_a_whole_match_to_500_completes() -> None:
    # 8.2: "The winner is the first player to reach 500 points." 8.1: "The player who goes
    # out scores the cards left in the opponents' hands".
    rounds = []
    for seed in range(3):
        final = play_out(unokit.new_game("attack", players=4, seed=seed), seed)[-1][2]
        assert final.end_reason == "target reached"
        rounds.append(len(final.history))
        if len(final.history) == 1:  # a round can score 500 alone: all but the winner's cards
            assert final.history[0].points >= 500
        (winner,) = final.winners
        assert final.scores[winner] >= 500
        assert all(score < 500 for seat, score in enumerate(final.scores) if seat != winner)
        assert final.scores == tuple(
            sum(result.points for result in final.history if result.winner == seat)
            for seat in range(4)
        )
    assert max(rounds) > 1, "no match of several rounds"


def game(*hands: list[str], top: str, launches: list[int]) -> GameState:
    deck = stacked_deck(list(hands), top, FILLER, dealer=0)
    return scripted_randomness(
        unokit.new_game("attack", players=len(hands), deck=deck, dealer=0), launches
    )


def test_a_press_is_told_with_what_comes_out() -> None:
    # 4.3: "Pressing the Launcher button any number of times ends a player's turn
    # immediately, even if some cards drawn are playable."
    state = game(YELLOW, GREEN, top="R9", launches=[2, 0, 1])
    assert unokit.describe_move(state, Draw(1)) == "press the launcher"
    after = unokit.apply(state, Draw(1))
    assert describe(Draw(1), state, after) == (
        "Seat 1 presses the launcher: 2 cards come out (G1 G2)."
    )
    # Another seat hears how many, not which.
    assert describe(Draw(1), state, after, human=0) == (
        "Bot 1 presses the launcher: 2 cards come out."
    )
    assert describe(Draw(1), state, after, human=1) == (
        "You press the launcher: 2 cards come out (G1 G2)."
    )
    # 4.2: "If nothing happens, play moves to the next person."
    again = unokit.apply(after, Draw(0))
    assert describe(Draw(0), after, again) == "Seat 0 presses the launcher: nothing comes out."
    once = unokit.apply(again, Draw(1))
    assert describe(Draw(1), again, once) == "Seat 1 presses the launcher: 1 card comes out (G3)."


def test_the_hits_are_told_as_presses() -> None:
    # 5.3: "the next player must hit the launcher twice"; 5.8: "the next player must press
    # the launcher until it shoots out cards (one or more)".
    hit = game(YELLOW, ["RH2", *GREEN[1:]], top="R9", launches=[1, 2])
    hit = unokit.apply(hit, unokit.parse_move(hit, "1 play RH2"))
    pressed = unokit.apply(hit, Accept(0))
    assert describe(Accept(0), hit, pressed, human=1) == (
        "Bot 0 presses the launcher twice: 3 cards come out."
    )
    fire = game(YELLOW, ["WHF", *GREEN[1:]], top="R9", launches=[0, 0, 2])
    fire = unokit.apply(fire, unokit.parse_move(fire, "1 play WHF red"))
    fired = unokit.apply(fire, Accept(0))
    assert describe(Accept(0), fire, fired) == (
        "Seat 0 presses the launcher until cards come out: 2 cards come out (G1 G2)."
    )


def test_unokit_play_narrates_presses(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    # Seat 0 always takes the first choice offered (red, when it names a colour).
    monkeypatch.setattr("sys.stdin", io.StringIO("1\n" * 3000))
    out = io.StringIO()
    monkeypatch.setattr("sys.stdout", out)
    saved = tmp_path / "game.txt"
    command = ["play", "--edition", "attack", "--players", "3", "--seed", "11"]
    assert main([*command, "--match", "single-round", "--save", str(saved)]) == 0
    text = out.getvalue()
    assert text.startswith("unokit attack, 3 players, single-round match, seed 11.")
    assert "   4. press the launcher\n" in text
    assert "Bot 1 presses the launcher: nothing comes out." in text
    assert "Bot 2 presses the launcher twice: 1 card comes out; Bot 2 is skipped." in text
    assert "You press the launcher: 1 card comes out (Y9)." in text
    assert "wins the match (single round won)." in text
    states = list(unokit.GameRecord.parse(saved.read_text(encoding="utf-8")).replay())
    assert states[-1].is_over


@pytest.mark.filterwarnings("ignore:Observation space for each agent probably:UserWarning")
@pytest.mark.filterwarnings("ignore:Observation is not a NumPy array:UserWarning")
def test_pettingzoo_api_test() -> None:
    from pettingzoo.test import api_test  # type: ignore[import-untyped]

    api_test(unokit.rl.env("attack", 4), num_cycles=200)


def test_gymnasium_check_env() -> None:
    import gymnasium
    from gymnasium.utils.env_checker import check_env

    check_env(gymnasium.make(unokit.rl.ENV_ID, edition="attack", players=3).unwrapped)
