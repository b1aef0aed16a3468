"""Match formats: standard, single round, low-score and partners, with exact situations.

Ground truth: ``classic-guide.txt`` ("Score the round and the match" and the variations "One
round, one winner", "Low-score match" and "Across-the-table partners"); ``classic-short.txt``
for ``winner_deals``. The option ``match`` chooses the format.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterator
from typing import Any

import attrs
import pytest

import unokit
from tests.helpers import EditionsPlugin, cards, game, play, split, stack
from tests.strategies import random_game
from unokit import (
    CardKind,
    Deal,
    GameState,
    IllegalMoveError,
    Outcome,
    Pass,
    RoundResult,
    SetupError,
    hookimpl,
)
from unokit.core.compiling import compile_rules
from unokit.core.formats import (
    LOWEST_AFTER_TIE,
    LOWEST_AT_TARGET,
    MATCH_FORMATS,
    SINGLE_ROUND_WON,
    TARGET_REACHED,
    match_format,
)
from unokit.core.match import NextRound
from unokit.core.plugins import register_plugin, unregister_plugin
from unokit.editions.classic import ClassicEdition

FORMATS = ["standard", "single-round", "low-score", "partners"]


# --------------------------------------------------------------------------------------
# Two players (dealer 0): seat 1 plays out and seat 0 is left with a 7, a Reverse and a
# Wild, the guide's example: "a 7, Reverse and Wild left in one hand contribute 77".
# --------------------------------------------------------------------------------------

HANDS_77 = ["R8 R9 R0 R9 G7 BR W", "R1 R2 R3 R4 RS RS R6"]
MOVES_77 = (
    "1 play R1", "0 play R8",
    "1 play R2", "0 play R9",
    "1 play R3", "0 play R0",
    "1 play R4", "0 play R9",
    "1 play RS", "1 play RS uno", "1 play R6",
)  # fmt: skip


def round_77(edition: str = "classic", **options: Any) -> GameState:
    deck = stack(split(HANDS_77), "R5", ["B8"])
    state = unokit.new_game(edition, players=2, deck=deck, dealer=0, options=options or None)
    return play(state, *MOVES_77)


# --------------------------------------------------------------------------------------
# Four players (dealer 3, so seat 0 moves first): seat 1 plays R1..R6 and finishes on a
# Draw Two while everyone else draws a card they cannot play every turn. Seat 2, next after
# seat 1, draws the final penalty (Y+2 G+2: its own move, "2 accept"). At the end: seat 0
# holds 185 points, seat 2 holds 195 (the penalty included) and seat 3, seat 1's partner,
# holds 236.
# --------------------------------------------------------------------------------------

FOUR_HANDS = [
    "Y0 G0 B0 YS GS BS R8",  # 68
    "R1 R2 R3 R4 R5 R6 R+2",
    "Y7 Y8 Y9 G8 G9 B8 B9",  # 58
    "W W+4 R9 R9 G7 G7 B7",  # 139
]
FOUR_DRAW = "Y8 Y9 G8 G9 B8 B9 YS GS BS YR YR GR GR BR BR Y+2 B+2 G+2 B+2 Y+2 G+2"
FOUR_MOVES = (
    "0 draw",
    "1 play R1", "2 draw", "3 draw", "0 draw",
    "1 play R2", "2 draw", "3 draw", "0 draw",
    "1 play R3", "2 draw", "3 draw", "0 draw",
    "1 play R4", "2 draw", "3 draw", "0 draw",
    "1 play R5", "2 draw", "3 draw", "0 draw",
    "1 play R6 uno", "2 draw", "3 draw", "0 draw",
    "1 play R+2", "2 accept",
)  # fmt: skip
FOUR_HAND_POINTS = (185, 0, 195, 236)


def four_player_round(edition: str = "classic", **options: Any) -> GameState:
    deck = stack(split(FOUR_HANDS), "R7", FOUR_DRAW.split(), dealer=3)
    state = unokit.new_game(edition, players=4, deck=deck, dealer=3, options=options or None)
    assert state.current_player == 0
    return play(state, *FOUR_MOVES)


def test_four_player_round_ends_as_described() -> None:
    # classic-guide.txt: "If it is Draw Two or Wild Draw Four, the next player still draws
    # that penalty before scoring."
    state = four_player_round()
    assert state.hands[1] == ()
    assert state.hands[2][-2:] == cards("Y+2 G+2")
    assert state.hands[3] == cards("W W+4 R9 R9 G7 G7 B7 G8 B9 BS GR BR G+2")
    assert state.history[-1].hand_points == FOUR_HAND_POINTS


# --------------------------------------------------------------------------------------
# Options and setup
# --------------------------------------------------------------------------------------


def test_formats_are_the_documented_ones() -> None:
    assert list(MATCH_FORMATS) == FORMATS
    assert unokit.core.compiling.compile_rules("classic").options.match == "standard"
    for name in FORMATS:
        assert match_format(name).name == name
        assert unokit.new_game(players=4, seed=1, options={"match": name}).options.match == name


@pytest.mark.parametrize("bad", ["single_round", "Partners", "", None, 3, ["standard"]])
def test_unknown_format_lists_the_valid_ones(bad: object) -> None:
    with pytest.raises(SetupError) as caught:
        unokit.new_game(players=4, options={"match": bad})
    message = str(caught.value)
    assert "option match must be one of 'standard', 'single-round', 'low-score', 'partners'" in (
        message
    )
    assert repr(bad) in message


@pytest.mark.parametrize(
    ("options", "shown"),
    [
        ({"target_score": 0}, "not 0"),
        ({"target_score": -(10**5000)}, "not a number of more than 4000 digits"),
        (
            {"target_score": "x" * 100},
            "not '" + "x" * 56 + "...",
        ),
        ({"winner_deals": 10**5000}, "True or False, not a number of more than 4000"),
    ],
)
def test_a_bad_option_is_a_setup_error_quoting_it_briefly(
    options: dict[str, object], shown: str
) -> None:
    # A number too long to print (Python refuses str() of 4,300 digits and more) is no crash.
    with pytest.raises(SetupError) as caught:
        unokit.new_game(players=4, options=options)
    assert shown in str(caught.value)


@pytest.mark.parametrize(
    ("accepted", "refused"),
    [
        ({"target_score": 200}, {"target_score": 200.0}),
        ({"target_score": 1}, {"target_score": True}),
        (unokit.Options(winner_deals=True), unokit.Options(winner_deals=1)),
    ],
)
def test_an_option_equal_to_one_played_before_but_of_another_kind_is_still_refused(
    accepted: dict[str, object] | unokit.Options, refused: dict[str, object] | unokit.Options
) -> None:
    # 200 == 200.0 and 1 == True in Python, but only a whole number is a target score and
    # only True or False a flag: the rules of a game played before are no answer to them.
    with pytest.raises(SetupError) as alone:
        unokit.new_game(players=4, options=refused)
    unokit.new_game(players=4, options=accepted)
    with pytest.raises(SetupError) as after:
        unokit.new_game(players=4, options=refused)
    assert str(after.value) == str(alone.value)
    assert unokit.Options(accepted) != unokit.Options(refused)


def test_rules_named_alike_are_one_table_until_the_plugins_change() -> None:
    named = [
        compile_rules("classic", {"match": "single-round"}, ["stacking"]),
        compile_rules("classic", {"match": "single-round"}, ("stacking",)),
        compile_rules("classic", unokit.Options(match="single-round"), ["stacking"]),
        unokit.new_game(
            "classic", 4, seed=1, options={"match": "single-round"}, house_rules=iter(["stacking"])
        ).rules,
    ]
    assert all(rules is named[0] for rules in named)
    plugin = type("NoRules", (), {})()  # any plugin registered makes every table anew
    register_plugin(plugin)
    try:
        again = compile_rules("classic", {"match": "single-round"}, ["stacking"])
    finally:
        unregister_plugin(plugin)
    assert again is not named[0]
    assert again == named[0]


def test_rules_kept_are_bounded() -> None:
    # A program trying ever new options (a search over target scores) keeps at most a
    # bounded number of compiled tables and of ways of naming them; each finds equal rules.
    from unokit.core.registry import _MOST_GIVEN, _MOST_TABLES, REGISTRY

    first = compile_rules("classic", {"target_score": 1})
    for score in range(1, max(_MOST_GIVEN, _MOST_TABLES) + 50):
        compile_rules("classic", {"target_score": score})
        assert len(REGISTRY._given) <= _MOST_GIVEN
        assert len(REGISTRY._rules) <= _MOST_TABLES
    again = compile_rules("classic", {"target_score": 1})
    assert again == first  # compiled anew once forgotten: the same rules
    assert unokit.new_game(seed=3, options={"target_score": 1}).rules == first


@pytest.mark.parametrize("players", [2, 3, 5, 6, 10])
def test_partners_needs_exactly_four_players(players: int) -> None:
    # classic-guide.txt ("Across-the-table partners"): "Use exactly four players in two pairs,
    # with partners opposite each other and private hands."
    with pytest.raises(SetupError, match=f"partners match needs exactly 4 players, not {players}"):
        unokit.new_game(players=players, seed=1, options={"match": "partners"})


def test_partners_pairs_sit_opposite() -> None:
    # classic-guide.txt: "partners opposite each other"
    state = unokit.new_game(players=4, seed=1, options={"match": "partners"})
    assert state.teams == ((0, 2), (1, 3))
    assert state.team_scores == (0, 0)
    assert state.winners == ()
    assert state.end_reason is None
    assert state.winner is None
    assert not state.is_over


@pytest.mark.parametrize("name", ["standard", "single-round", "low-score"])
def test_other_formats_play_each_seat_for_itself(name: str) -> None:
    state = unokit.new_game(players=3, seed=1, options={"match": name})
    assert state.teams == ((0,), (1,), (2,))
    assert state.team_scores == state.scores == (0, 0, 0)


# --------------------------------------------------------------------------------------
# Standard
# --------------------------------------------------------------------------------------


def test_standard_winner_scores_every_opponent_card() -> None:
    # classic-guide.txt: "Add every opponent's remaining cards to the winner's score [...]
    # Only the round winner gains points."
    state = four_player_round(target_score=1000)
    assert state.scores == (0, 616, 0, 0)
    assert state.history == (RoundResult(1, 3, 1, 616, hand_points=FOUR_HAND_POINTS),)
    assert not state.is_over
    assert unokit.outcome(state) is None


@pytest.mark.parametrize(("target", "over"), [(76, True), (77, True), (78, False), (500, False)])
def test_standard_target_is_configurable(target: int, over: bool) -> None:
    # classic-guide.txt: "First to reach or pass 500 wins the match" (with another target)
    state = round_77(target_score=target)
    assert state.scores == (0, 77)
    assert state.is_over is over
    if over:
        assert state.winners == (1,)
        assert state.end_reason == TARGET_REACHED
        assert unokit.outcome(state) == Outcome(
            winners=(1,),
            scores=(0, 77),
            team_scores=(0, 77),
            teams=((0,), (1,)),
            reason="target reached",
            match="standard",
            rounds=1,
        )
    else:
        assert state.winners == ()
        assert state.pending == NextRound(1)


@pytest.mark.parametrize(("earlier", "over"), [(422, False), (423, True), (424, True)])
def test_default_classic_match_goes_on_at_499_and_ends_at_500(earlier: int, over: bool) -> None:
    # classic-guide.txt: "First to reach or pass 500 wins the match; only one player scores
    # each round, so there is no match tie. Otherwise collect all cards, move the dealer one
    # seat clockwise as a house rotation, shuffle and deal another round."
    deck = stack(split(HANDS_77), "R5", ["B8"])
    state = unokit.new_game("classic", players=2, deck=deck, dealer=0)  # no options given
    assert state.rules.options.match == "standard"
    assert state.rules.options.target_score == 500
    # Seat 1's score from earlier rounds (a stacked deck only sets up the first round).
    state = attrs.evolve(state, scores=(0, earlier))
    state = play(state, *MOVES_77)

    assert state.scores == (0, earlier + 77)
    assert state.history == (RoundResult(1, 0, 1, 77, hand_points=(77, 0)),)
    assert state.is_over is over
    if over:
        assert state.scores[1] >= 500
        assert state.winners == (1,)
        assert state.end_reason == TARGET_REACHED
        assert state.pending is None
        assert unokit.legal_moves(state) == ()
    else:
        assert state.scores[1] == 499
        assert state.winners == ()
        assert state.pending == NextRound(1)
        assert unokit.legal_moves(state) == (Deal(1),)


# --------------------------------------------------------------------------------------
# Single round
# --------------------------------------------------------------------------------------


def test_single_round_has_one_winner_and_no_points() -> None:
    # classic-guide.txt ("One round, one winner"): "The first person to empty their hand wins
    # after resolving any final draw penalty; omit point totals and the score sheet."
    state = four_player_round(match="single-round")
    assert state.is_over
    assert state.winners == (1,)
    assert state.winner == 1
    assert state.end_reason == SINGLE_ROUND_WON
    assert state.scores == (0, 0, 0, 0)
    # The final penalty was drawn before the round ended.
    assert state.hands[2][-2:] == cards("Y+2 G+2")
    assert state.history == (RoundResult(1, 3, 1, 0, hand_points=FOUR_HAND_POINTS),)
    assert unokit.legal_moves(state) == ()
    result = unokit.outcome(state)
    assert result is not None
    assert (result.winners, result.reason, result.match, result.rounds) == (
        (1,),
        "single round won",
        "single-round",
        1,
    )


# Three players, dealer 0, opening R5, nothing to draw, and nobody can play.
DEADLOCK_HANDS = ["Y8 Y9 G8 G9 B3 B4 B6", "Y1 Y2 Y3 G1 G2 G3 B1", "Y4 Y6 Y7 G4 G6 G7 B2"]
DEADLOCK_POINTS = (47, 13, 36)


def deadlock(state: GameState) -> GameState:
    assert unokit.legal_moves(state) == (Pass(1),)
    return play(state, "1 pass", "2 pass", "0 pass")


def test_single_round_void_round_is_redealt() -> None:
    # classic-guide.txt: "A fresh hand is a new game, and a round has one winner."
    # classic-guide.txt: "if no cards can be drawn and everyone passes once without a legal
    # play, void that round, keep match scores unchanged and redeal."
    state = deadlock(game(split(DEADLOCK_HANDS), "R5", match="single-round"))
    assert not state.is_over
    assert state.history == (RoundResult(1, 0, None, 0, void=True, hand_points=DEADLOCK_POINTS),)
    assert state.pending == NextRound(0)
    assert unokit.legal_moves(state) == (Deal(0),)


# --------------------------------------------------------------------------------------
# Low-score
# --------------------------------------------------------------------------------------


def test_low_score_each_player_records_own_cards_example_77() -> None:
    # classic-guide.txt ("Low-score match"): "Record each person's own remaining-card points
    # after every round; the round winner records zero."
    # classic-guide.txt: "For example, a 7, Reverse and Wild left in one hand contribute 77."
    state = round_77(match="low-score")
    assert state.hands == (cards("G7 BR W"), ())
    assert state.scores == (77, 0)
    assert state.history == (RoundResult(1, 0, 1, 0, hand_points=(77, 0)),)
    assert not state.is_over
    assert state.pending == NextRound(1)


def test_low_score_four_players_record_their_own_cards() -> None:
    # classic-guide.txt: "Record each person's own remaining-card points after every round;
    # the round winner records zero."
    state = four_player_round(match="low-score")
    assert state.scores == FOUR_HAND_POINTS
    assert state.history == (RoundResult(1, 3, 1, 0, hand_points=FOUR_HAND_POINTS),)


@pytest.mark.parametrize(("target", "over"), [(77, True), (50, True), (78, False)])
def test_low_score_lowest_total_wins_when_anyone_reaches_target(target: int, over: bool) -> None:
    # classic-guide.txt: "When anyone reaches or passes 500, the lowest running total wins.
    # This reverses the aim of match scoring, not the turn rules." (with another target)
    state = round_77(match="low-score", target_score=target)
    assert state.scores == (77, 0)
    assert state.is_over is over
    if over:
        # Seat 0 reached the target; seat 1, lowest, wins.
        assert state.winners == (1,)
        assert state.end_reason == LOWEST_AT_TARGET == "lowest total when target reached"
        assert state.pending is None
        assert unokit.legal_moves(state) == ()
    else:
        assert state.pending == NextRound(1)


# Three players, dealer 0 (turn order 1, 2, 0): seat 1 plays out R1..R7 while seats 2 and 0
# each draw six action cards they cannot play. Both end with 51 + 120 = 171 points.
TIE_HANDS = ["Y8 Y9 G8 G9 B8 B9 G0", "R1 R2 R3 R4 R5 R6 R7", "Y8 Y9 G8 G9 B8 B9 Y0"]
TIE_DRAW = "YS YS GS GS BS BS YR YR GR GR BR BR"
TIE_MOVES = (
    *(
        move
        for number in range(1, 7)
        for move in (f"1 play R{number}{' uno' if number == 6 else ''}", "2 draw", "0 draw")
    ),
    "1 play R7",
)


def tie_round(scores: tuple[int, int, int], target: int) -> GameState:
    """The round above in a low-score match whose earlier rounds left ``scores``."""
    state = game(split(TIE_HANDS), "R0", TIE_DRAW.split(), match="low-score", target_score=target)
    # Scores from earlier rounds (a stacked deck only sets up the first round).
    state = attrs.evolve(state, scores=scores)
    state = play(state, *TIE_MOVES)
    assert state.history[-1] == RoundResult(1, 0, 1, 0, hand_points=(171, 0, 171))
    return state


@pytest.mark.parametrize(
    ("before", "target", "after"),
    [
        # Seat 2 reaches the target; seats 0 and 1 tie for lowest.
        ((0, 171, 50), 200, (171, 171, 221)),
        # Already tied at the target (seats 0 and 2), and still tied after another round.
        ((10, 400, 10), 300, (181, 400, 181)),
    ],
)
def test_low_score_tie_for_lowest_plays_another_full_round(
    before: tuple[int, int, int], target: int, after: tuple[int, int, int]
) -> None:
    # classic-guide.txt: "If the lowest total is tied, everyone plays another full round and
    # adds their hand points; repeat until one person alone has the lowest total."
    state = tie_round(before, target)
    assert state.scores == after
    assert not state.is_over
    assert state.winners == ()
    assert state.round_over
    assert state.pending == NextRound(1)
    assert unokit.legal_moves(state) == (Deal(1),)
    assert unokit.outcome(state) is None


@pytest.mark.parametrize(
    ("before", "after", "winner"),
    [
        # Seats 0 and 1 were tied at 100; seat 1 goes out and alone is lowest.
        ((100, 100, 400), (271, 100, 571), 1),
        # Seats 0 and 2 were tied at 100; seat 1, not one of them, ends alone lowest.
        ((100, 250, 100), (271, 250, 271), 1),
        # Seat 2 had reached the target exactly (200) with seats 0 and 1 tied for lowest.
        ((100, 100, 200), (271, 100, 371), 1),
    ],
)
def test_low_score_tie_broken_by_a_later_round(
    before: tuple[int, int, int], after: tuple[int, int, int], winner: int
) -> None:
    # classic-guide.txt: "repeat until one person alone has the lowest total."
    state = tie_round(before, 200)
    assert state.scores == after
    assert state.is_over
    assert state.winners == (winner,)
    assert state.end_reason == LOWEST_AFTER_TIE == "lowest total after tie-break"
    result = unokit.outcome(state)
    assert result is not None
    assert result.reason == "lowest total after tie-break"
    assert result.scores == after


@pytest.mark.parametrize("seed", range(4))
def test_low_score_tie_break_round_is_an_ordinary_round(seed: int) -> None:
    # classic-guide.txt: "everyone plays another full round and adds their hand points;
    # repeat until one person alone has the lowest total."
    state = tie_round((0, 171, 50), 200)
    state = unokit.apply(state, Deal(1))
    assert state.dealer == 1
    assert state.round_number == 2
    assert [len(hand) for hand in state.hands] == [7, 7, 7]
    states, _ = random_game(state, seed, max_steps=20_000)
    after = next(s for s in states if len(s.history) == 2)
    result = after.history[-1]
    if result.void:
        assert after.scores == (171, 171, 221)
        assert not after.is_over
        return
    expected = tuple(s + p for s, p in zip((171, 171, 221), result.hand_points, strict=True))
    assert after.scores == expected
    lowest = [seat for seat, score in enumerate(expected) if score == min(expected)]
    if len(lowest) == 1:
        assert after.winners == (lowest[0],)
        assert after.end_reason == LOWEST_AFTER_TIE
    else:
        assert not after.is_over
        assert after.round_over


def test_low_score_void_round_adds_nothing() -> None:
    # classic-guide.txt: "void that round, keep match scores unchanged and redeal."
    state = game(split(DEADLOCK_HANDS), "R5", match="low-score", target_score=500)
    # Tied for lowest at the target after earlier rounds.
    state = attrs.evolve(state, scores=(300, 300, 520))
    state = deadlock(state)
    assert state.scores == (300, 300, 520)
    assert state.history == (RoundResult(1, 0, None, 0, void=True, hand_points=DEADLOCK_POINTS),)
    assert not state.is_over
    assert state.pending == NextRound(0)


# --------------------------------------------------------------------------------------
# Partners
# --------------------------------------------------------------------------------------


def test_partners_score_only_the_opponents_cards_for_the_pair() -> None:
    # classic-guide.txt ("Across-the-table partners"): "When either partner empties their
    # hand, the round ends; resolve a final draw penalty, then score only the two opponents'
    # remaining cards for the winning pair. Ignore the winner's partner's remaining cards."
    state = four_player_round(match="partners")
    # Seats 0 and 2 (185 + 195, the final Draw Two's cards included); seat 3's 236 ignored.
    assert state.scores == (0, 380, 0, 380)
    assert state.team_scores == (0, 380)
    assert state.history == (RoundResult(1, 3, 1, 380, hand_points=FOUR_HAND_POINTS),)
    assert not state.is_over
    assert state.pending == NextRound(0)


@pytest.mark.parametrize(("target", "over"), [(200, True), (380, True), (381, False)])
def test_partners_first_pair_to_target_wins(target: int, over: bool) -> None:
    # classic-guide.txt: "First pair to 500 or more wins." (with another target)
    state = four_player_round(match="partners", target_score=target)
    assert state.is_over is over
    if not over:
        assert state.winners == ()
        assert state.pending == NextRound(0)
        return
    assert state.winners == (1, 3)
    assert state.winner is None  # a pair won
    assert state.end_reason == TARGET_REACHED
    assert unokit.legal_moves(state) == ()
    assert unokit.outcome(state) == Outcome(
        winners=(1, 3),
        scores=(0, 380, 0, 380),
        team_scores=(0, 380),
        teams=((0, 2), (1, 3)),
        reason="target reached",
        match="partners",
        rounds=1,
    )
    with pytest.raises(IllegalMoveError, match=r"the match is over: seats 1 and 3 won"):
        unokit.apply(state, Deal(0))


# --------------------------------------------------------------------------------------
# Dealer rotation, in every format
# --------------------------------------------------------------------------------------


@pytest.mark.parametrize("name", ["standard", "low-score", "partners"])
@pytest.mark.parametrize(("winner_deals", "next_dealer"), [(False, 0), (True, 1)])
def test_next_dealer_rotation_or_winner_deals(
    name: str, winner_deals: bool, next_dealer: int
) -> None:
    # classic-guide.txt: "Otherwise collect all cards, move the dealer one seat clockwise as a
    # house rotation, shuffle and deal another round."
    # classic-short.txt: "The winner of each round becomes next round’s dealer."  # noqa: RUF003
    state = four_player_round(match=name, target_score=5000, winner_deals=winner_deals)
    assert state.dealer == 3
    assert state.history[-1].winner == 1
    assert state.round_over
    assert state.pending == NextRound(next_dealer)
    assert unokit.legal_moves(state) == (Deal(next_dealer),)
    before = state
    state = unokit.apply(state, Deal(next_dealer))
    assert state.dealer == next_dealer
    assert state.round_number == 2
    assert state.scores == before.scores
    # "collect all cards [...] shuffle and deal another round" (an opening Draw Two may
    # already have added two cards to a hand).
    assert Counter(state.cards()) == Counter(before.cards())
    assert all(len(hand) >= 7 for hand in state.hands)


@pytest.mark.parametrize("name", ["standard", "low-score", "single-round"])
def test_void_round_same_dealer_redeals_in_every_format(name: str) -> None:
    # classic-guide.txt: "void that round, keep match scores unchanged and redeal."
    state = deadlock(game(split(DEADLOCK_HANDS), "R5", match=name, winner_deals=True))
    assert state.pending == NextRound(0)
    state = unokit.apply(state, Deal(0))
    assert state.dealer == 0
    assert state.scores == (0, 0, 0)


# --------------------------------------------------------------------------------------
# Card values come from the edition, in every format
# --------------------------------------------------------------------------------------


class DoubleEdition(ClassicEdition):
    """Classic cards, each worth twice its classic value (a third-party edition)."""

    name = "double-points"
    aliases = ()
    description = "classic, every card worth double"

    @hookimpl
    def unokit_card_points(self, card: unokit.Card, kind: CardKind) -> int:
        return 2 * kind.points


@pytest.fixture
def double() -> Iterator[str]:
    unokit.core.plugins.reset()
    unokit.core.plugins.register_plugin(EditionsPlugin(DoubleEdition()), name="double-points-test")
    yield "double-points"
    unokit.core.plugins.reset()


@pytest.mark.parametrize(
    ("name", "scores", "points"),
    [
        ("standard", (0, 1232, 0, 0), 1232),
        ("single-round", (0, 0, 0, 0), 0),
        ("low-score", (370, 0, 390, 472), 0),
        ("partners", (0, 760, 0, 760), 760),
    ],
)
def test_card_values_come_from_the_edition(
    double: str, name: str, scores: tuple[int, ...], points: int
) -> None:
    state = four_player_round(double, match=name, target_score=5000)
    assert state.edition == "double-points"
    assert state.history[-1].hand_points == (370, 0, 390, 472)
    assert state.history[-1].points == points
    assert state.scores == scores
