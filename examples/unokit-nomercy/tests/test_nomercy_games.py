"""UNO Show 'em No Mercy played whole: random games, the command line, the RL environments.

The last section pins two gaps of unokit's core that this edition meets and cannot work
around (see the package's README): each test fails once the core is fixed, and should then
be replaced by the plain check it stands for.
"""

from __future__ import annotations

import io
import itertools
import random
from collections import Counter
from pathlib import Path

import numpy as np
import pytest

import unokit
import unokit.rl
from unokit import GameState
from unokit.play.cli import main
from unokit.plugin import stacked_deck
from unokit.testing import check_edition, random_move
from unokit_nomercy import HAND_LIMIT
from unokit_nomercy.deck import no_mercy_deck

DECK = Counter(no_mercy_deck())
#: Twenty-two cards that match nothing red or blue.
PILE = "G1 G2 G3 G4 G5 G6 G8 G9 Y8 Y9 G1 G2 G3 G4 G5 G6 G8 G9 Y1 Y2 Y3 Y4"


def random_game(players: int, seed: int, max_moves: int = 5_000) -> list[GameState]:
    """The states of a random single-round game, checking at each move that no card is lost."""
    chooser = random.Random(seed)
    state = unokit.new_game("no-mercy", players=players, seed=seed)
    states = [state]
    while not state.is_over:
        assert len(states) <= max_moves, f"seed {seed}: no end after {max_moves} moves"
        state = unokit.apply(state, random_move(chooser, unokit.legal_moves(state)))
        assert Counter(state.cards()) == DECK
        assert all(len(hand) < HAND_LIMIT for hand in state.hands)
        states.append(state)
    return states


def test_random_games_end_keep_every_card_and_knock_seats_out() -> None:
    # 5.1: "A player who at any point holds 25 or more cards is knocked out of the game at
    # once." 5.4: "A round is won by playing your last card, or by being the last player
    # left when all the others are knocked out."
    by_going_out = by_standing_last = knocked_out = 0
    for seed in range(40):
        players = 2 + seed % 5
        states = random_game(players, seed)
        final = states[-1]
        knocked_out += len(final.out)
        (result,) = final.history
        assert result.winner is not None
        assert final.winners == (result.winner,)
        if final.hands[result.winner]:
            # The last seat left: every other seat is out, and only the winner holds cards.
            by_standing_last += 1
            assert final.seats_in_round == (result.winner,)
            assert result.hand_points == (0,) * players
        else:
            by_going_out += 1
            points = final.rules.points
            held = tuple(sum(points[card] for card in hand) for hand in final.hands)
            assert result.hand_points == held
        # A seat once out stays out until the round ends.
        for before, after in itertools.pairwise(states):
            assert set(before.out) <= set(after.out)
    assert by_going_out
    assert by_standing_last
    assert knocked_out >= 20


def test_unokit_play_plays_a_round(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    # Seat 0 always takes the first choice offered (red, when it names a colour).
    monkeypatch.setattr("sys.stdin", io.StringIO("1\n" * 900))
    out = io.StringIO()
    monkeypatch.setattr("sys.stdout", out)
    saved = tmp_path / "game.txt"
    command = ["play", "--edition", "no-mercy", "--players", "4", "--seed", "3"]
    assert main([*command, "--save", str(saved)]) == 0
    text = out.getvalue()
    assert text.startswith("unokit no-mercy, 4 players, single-round match, seed 3.")
    assert "stack a draw card or draw" in text
    assert "wins the match (single round won)." in text
    states = list(unokit.GameRecord.parse(saved.read_text(encoding="utf-8")).replay())
    assert any(state.out for state in states)  # a seat was knocked out during the round
    assert states[-1].is_over


@pytest.mark.filterwarnings("ignore:Observation space for each agent probably:UserWarning")
@pytest.mark.filterwarnings("ignore:Observation is not a NumPy array:UserWarning")
def test_pettingzoo_api_test() -> None:
    from pettingzoo.test import api_test  # type: ignore[import-untyped]

    api_test(unokit.rl.env("no-mercy", 4), num_cycles=200)


def test_gymnasium_check_env() -> None:
    import gymnasium
    from gymnasium.utils.env_checker import check_env

    check_env(gymnasium.make(unokit.rl.ENV_ID, edition="no-mercy", players=3).unwrapped)


def test_a_knocked_out_agent_is_terminated_and_asked_nothing_more() -> None:
    env = unokit.rl.raw_env("no-mercy", 4)
    env.reset(seed=0)
    rng = np.random.default_rng(0)
    out: list[str] = []
    while env.agents:
        observation, _, terminated, truncated, _ = env.last()
        agent = env.agent_selection
        if out and agent in out:
            assert terminated  # asked only to step as a done agent
        choices = observation["action_mask"].nonzero()[0]
        action = None if terminated or truncated else int(rng.choice(choices))
        env.step(action)
        state = env.game_state
        if not out and state.out and not state.is_over:
            out = [env.possible_agents[seat] for seat in state.out]
            assert all(env.terminations[name] for name in out)
            assert not all(env.terminations.values())  # the others play on
    assert out


# --------------------------------------------------------------------------------------
# The round's end when seats are out of it
# --------------------------------------------------------------------------------------


def test_the_scoring_property_holds_for_a_win_by_the_last_seat_left() -> None:
    # "A round is won by playing your last card, or by being the last player left when all
    # the others are knocked out." The winner's own cards count for nothing.
    check_edition("no-mercy", games=3, players=[2], properties=["scoring"], shrink=False)


def test_a_next_dealer_who_was_out_of_the_round_deals() -> None:
    hands = [hand.split() for hand in ("W+10 Y1 Y2 Y3 Y4 Y5 Y6", "W+10 B1 B2 B3 B4 B5 B6")]
    state = unokit.new_game(
        "no-mercy",
        players=2,
        deck=stacked_deck(hands, "R5", PILE.split(), dealer=1),
        dealer=1,
        options={"match": "standard"},
    )
    for text in ("0 play W+10 red", "1 play W+10 red", "0 accept"):
        state = unokit.apply(state, unokit.parse_move(state, text))
    assert state.out == (0,)
    assert state.round_over  # seat 1 won the round; seat 0 is the next dealer
    assert not state.is_over
    assert unokit.legal_moves(state) == (unokit.Deal(0),)
    dealt = unokit.apply(state, unokit.Deal(0))
    assert dealt.out == ()
    assert all(len(hand) == 7 for hand in dealt.hands)
