"""unokit play: moves chosen in steps or typed, help, and what the game tells the player."""

from __future__ import annotations

import io
import itertools
import random
import re
from pathlib import Path

import attrs
import pytest

import unokit
from unokit.core.cards import Card
from unokit.editions.classic import ChooseOpeningColor, DrawPenalty, WildDrawFourResponse
from unokit.editions.party import Point
from unokit.play.cli import main
from unokit.play.narration import Narrator, describe
from unokit.play.terminal import MAX_CHOICES, HumanAgent, Style, help_text


def run(
    argv: list[str],
    monkeypatch: pytest.MonkeyPatch,
    capsys: pytest.CaptureFixture[str],
    stdin: str = "",
) -> tuple[int, str]:
    monkeypatch.setattr("sys.stdin", io.StringIO(stdin))
    code = main(argv)
    return code, capsys.readouterr().out


def ask(state: unokit.GameState, answers: str) -> tuple[unokit.Move | None, str]:
    """Ask seat 0 for a move in ``state`` with these answers; the move and the screen."""
    out = io.StringIO()
    human = HumanAgent(io.StringIO(answers), out, Style(out))
    human.state = state
    move = human.choose(unokit.view(state, 0), optional=False)
    return move, out.getvalue()


def screens(out: str) -> list[list[str]]:
    """The numbered choices shown before each prompt."""
    return [
        [line for line in block.splitlines() if re.match(r"\s+\d+\. ", line)]
        for block in re.split(r"Choose \d+-\d+[^\n]*?: ", out)
    ]


def test_typed_moves_help_and_refusals(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    typed = "accept\n?\nplay W\nfly\n7\nplay G4\n"
    code, out = run(["play", "--seed", "3"], monkeypatch, capsys, typed)
    assert code == 0
    assert "You accept the penalty; you draw 2 cards (G9 G5); you are skipped." in out  # typed
    # help: the commands and the card codes, from the edition's card kinds
    assert "  draw, pass         draw a card; keep the card drawn, or pass" in out
    assert "Your moves now, typed: play G4, play G1, play G9, play G5, draw" in out
    assert "  W+4              Wild Draw Four (50 points); names a colour: play W+4 red" in out
    assert "  R+2, Y+2...      Draw Two (20 points)" in out
    # a typed move that cannot be played, with the rules' reason
    assert "'play W' cannot be played: you do not hold W." in out
    assert "'fly' is not a move: unknown verb 'fly'" in out
    assert "'7' is not one of the choices: type a number shown, or a move." in out
    assert "You play G4." in out  # the typed move, played


def test_party_help_names_every_card_code() -> None:
    state = unokit.new_game("party", 16, seed=53)
    _, out = ask(state, "help\n3\n")
    assert "  RPT, YPT...      Point Taken (20 points)" in out
    assert "  WPU              Wild Pile Up (50 points)" in out
    assert (
        "  WDT              Wild Drawn Together (50 points); names a colour and 2\n"
        "                   players: play WDT red 1,2\n"
    ) in out
    friends = unokit.new_game("friends", 4, seed=40)
    _, out = ask(friends, "?\n2\n")
    assert "names a colour and a\n                   character: play WD red Chandler" in out
    assert "  Characters: Chandler, Joey, Monica, Phoebe, Rachel, Ross" in out


def test_a_wild_is_played_in_steps_colour_then_character() -> None:
    state = unokit.new_game("friends", 4, seed=7)
    assert len([m for m in unokit.legal_moves(state) if m.player == 0]) == 25
    # WD, then back from the character to the colour, then blue, then Monica
    move, out = ask(state, "1\n2\n0\n4\n3\n")
    assert move == unokit.Move.parse("0 play WD blue Monica")
    assert (
        "   1. play WD (Wild The One Where You Draw), then choose the colour and the character"
        in out
    )
    assert "Colour for WD:\n   0. back\n   1. red\n   2. yellow\n   3. green\n   4. blue\n" in out
    assert (
        "Character for WD (the next player draws until a card showing the character named "
        "comes, and misses the turn):\n   0. back\n   1. Chandler\n"
    ) in out
    assert max(len(screen) for screen in screens(out)) == 7  # six characters and "back"
    # typed with the colour left out: the steps go on from there
    move, _ = ask(state, "play WD\n1\n6\n")
    assert move == unokit.Move.parse("0 play WD red Ross")


def test_wild_drawn_together_in_sixteen_players_never_lists_more_than_twenty() -> None:
    state = unokit.new_game("party", 16, seed=10960)
    assert len([m for m in unokit.legal_moves(state) if m.player == 0]) == 485
    move, out = ask(state, "1\n2\n1\n5\n")
    assert move == unokit.Move.parse("0 play WDT yellow 0,5")
    naming = " (link the two players named: whenever one must draw, the other draws as many)"
    assert f"Player 1 of 2 for WDT{naming}:\n   0. back\n   1. you\n   2. Bot 1\n" in out
    assert f"Player 2 of 2 for WDT{naming}:" in out
    assert all(len(screen) <= MAX_CHOICES for screen in screens(out))


def test_a_sixteen_player_round_asks_each_point_taken_once_and_tells_the_answers_together(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    saved = tmp_path / "game.uno"
    argv = ["play", "--edition", "party", "--players", "16", "--seed", "5", "--save", str(saved)]
    code, out = run(argv, monkeypatch, capsys, "1\n" * 600)
    assert code == 0
    game = unokit.GameRecord.parse(saved.read_text(encoding="utf-8"))
    assert game.final_state().is_over  # the whole round was played
    # The decisions in which seat 0 had to point, from the record: where its Point moves begin.
    pointing = [
        any(isinstance(move, Point) and move.player == 0 for move in unokit.legal_moves(state))
        for state in game.replay()
    ]
    decisions = sum(now and not was for was, now in itertools.pairwise(pointing))
    assert decisions >= 10
    shown = screens(out)
    asked = [screen for screen in shown if screen and " point at " in screen[0]]
    assert len(asked) == decisions  # once each, whatever order the bots answered in
    assert all(" 0. do nothing" not in screen[0] for screen in asked)  # pointing is compulsory
    assert "was quicker than you" not in out
    # Nobody's target is told before the human has pointed: they are told together after.
    for before_prompt in out.split("Everyone answers at once")[1:]:
        assert " points at " not in before_prompt.split("Choose ", 1)[0]
    assert max(len(screen) for screen in shown) <= MAX_CHOICES
    assert "Scores" not in out  # a single-round game has no scores


def test_round_summary_labelled_scores_and_the_pause(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    saved = tmp_path / "game.uno"
    argv = ["play", "--players", "3", "--seed", "2", "--option", "target_score=200"]
    code, out = run([*argv, "--save", str(saved)], monkeypatch, capsys, "1\n" * 3000)
    assert code == 0
    final = unokit.GameRecord.parse(saved.read_text(encoding="utf-8")).final_state()
    assert final.is_over
    assert len(final.history) >= 2
    for result in final.history:
        if result.winner is not None:
            assert f"Round {result.number}: " in out
    assert "Hands left:" in out
    assert "Press Enter for round 2 (q to quit)." in out
    assert "Round 2: " in out
    scores = ", ".join(
        f"{'you' if seat == 0 else f'Bot {seat}'} {score}"
        for seat, score in enumerate(final.scores)
    )
    assert f"Final scores: {scores}." in out
    first = final.history[0]
    assert first.winner is not None
    loser = next(seat for seat in range(3) if seat != first.winner)
    name = "you" if loser == 0 else f"Bot {loser}"
    assert re.search(rf"\n  {name}\s+\S.* \({first.hand_points[loser]} points\)\n", out)


def test_partners_match_names_your_partner_and_scores_by_pair(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    code, out = run(["play", "--seed", "4", "--match", "partners"], monkeypatch, capsys, "q\n")
    assert code == 0
    assert "Your partner is Bot 2: you score and win together." in out
    assert re.search(r"Cards in hand: you \d+, Bot 1 \d+, Bot 2 \d+ \(your partner\), Bot 3", out)
    assert "Scores: you and Bot 2 0, Bot 1 and Bot 3 0" in out


def test_two_players_one_bot_plays_after_you(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    _, out = run(["play", "--players", "2", "--seed", "1"], monkeypatch, capsys, "q\n")
    assert "You are seat 0; Bot 1 plays after you, clockwise." in out
    assert "Bots 1 to 1" not in out
    _, out = run(["play", "--players", "3", "--seed", "1"], monkeypatch, capsys, "q\n")
    assert "You are seat 0; Bots 1 and 2 play after you, clockwise." in out


def test_skipped_seats_and_reversals_are_told(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    _, out = run(["play", "--seed", "3"], monkeypatch, capsys, "1\n")
    assert "Bot 3 plays R+2.\n" in out
    assert "You accept the penalty; you draw 2 cards (G9 G5); you are skipped." in out
    # Every move of random games: a changed direction and every seat passed over are said.
    for seed in range(4):
        state = unokit.new_game(players=4, seed=seed, options={"match": "single-round"})
        narrator = Narrator(0)
        dealt, opening = state, narrator.opening(state)
        rng = random.Random(seed)
        while not state.is_over:
            move = rng.choice(unokit.legal_moves(state))
            before, state = state, unokit.apply(state, move)
            (line,) = narrator.tell(move, before, state)
            if state.round_number != before.round_number or state.is_over:
                continue
            assert ("direction reversed" in line) == (state.direction != before.direction)
            played = move.card.rank if isinstance(move, unokit.Play) else None
            if played == "S" and before.pending is None:
                skipped = (move.player + state.direction) % 4
                name = "you are" if skipped == 0 else f"Bot {skipped} is"
                assert line.endswith(f"{name} skipped."), line
            if isinstance(move, unokit.Accept) and isinstance(before.pending, DrawPenalty):
                # A Draw Two's victim draws, and the turn passes them by (for an opening Draw
                # Two, as the opening card was told: seed 0 opens with one).
                if before is dealt:
                    victim = "You" if move.player == 0 else f"Bot {move.player}"
                    assert opening[2] == f"{victim} must first draw 2 cards and miss the turn."
                else:
                    name = "you are" if move.player == 0 else f"Bot {move.player} is"
                    assert line.endswith(f"{name} skipped."), line


def test_opening_card_and_its_effect_are_told() -> None:
    for seed in range(200):
        state = unokit.new_game(players=4, seed=seed)
        if state.top_card.rank == "+2":
            break
    else:  # pragma: no cover
        pytest.fail("no opening Draw Two in 200 seeds")
    victim = (state.dealer + 1) % 4
    name = "You" if victim == 0 else f"Bot {victim}"
    lines = Narrator(0).opening(state)
    assert lines[1] == f"Opening card: {state.top_card}."
    # The first player draws the two cards as their own move (the rules' Draw Two decision).
    assert lines[2] == f"{name} must first draw 2 cards and miss the turn."


def _find(
    edition: str, players: int, wanted: type[unokit.Move], seed: int = 0
) -> tuple[unokit.GameState, unokit.Move]:
    """A state of a random game where a move of class ``wanted`` is legal, and that move."""
    rng = random.Random(seed)
    state = unokit.new_game(edition, players, seed=seed)
    while True:
        moves = unokit.legal_moves(state)
        found = [
            m
            for m in moves
            if isinstance(m, wanted)
            and m.player != 0
            and (not isinstance(m, unokit.CatchUno) or m.target == 0)
            and (not isinstance(m, unokit.Play) or m.uno)
        ]
        if found:
            return state, found[0]
        state = unokit.apply(state, rng.choice(moves))


def test_wording_calls_uno_catches_you_goes_out(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    state, move = _find("classic", 2, unokit.Play)
    line = describe(move, state, unokit.apply(state, move), human=0)
    assert line.endswith(", and calls UNO!")
    assert "!." not in line
    state, move = _find("classic", 2, unokit.CatchUno)
    line = describe(move, state, unokit.apply(state, move), human=0)
    assert line.startswith("Bot 1 catches you not calling UNO")
    golden = Path(__file__).resolve().parent / "golden" / "classic-4p-standard-match.uno"
    _, out = run(["replay", str(golden)], monkeypatch, capsys)
    assert re.search(r"Round \d+: Seat \d goes out", out)
    assert "gos out" not in out


def test_a_long_list_is_shown_a_page_at_a_time() -> None:
    state = unokit.new_game("friends", 4, seed=40)
    colour = state.active_color
    # Seat 0 holds every distinct card of the colour in play: 25 plays and a draw.
    hand = tuple(card for card in dict.fromkeys(state.rules.deck) if card.color is colour)
    state = attrs.evolve(state, hands=(hand, *state.hands[1:]))
    assert len([m for m in unokit.legal_moves(state) if m.player == 0]) == 26
    move, out = ask(state, "20\n3\n")
    assert move == unokit.Play(0, hand[21])
    assert "Your move (page 1 of 2):" in out
    assert "  20. more choices\n" in out
    assert "Your move (page 2 of 2):" in out
    assert f"   3. play {hand[21]} (Reverse)\n" in out
    assert all(len(screen) <= MAX_CHOICES for screen in screens(out))


def test_a_bluff_and_an_action_card_are_named() -> None:
    state = unokit.new_game(players=2, seed=1)
    colour = state.active_color
    assert colour is not None
    blocker = next(card for card in state.rules.deck if card.color is colour and card.rank == "S")
    hand = (Card.parse("W+4"), blocker)
    state = attrs.evolve(state, hands=(hand, *state.hands[1:]), current_player=0)
    _, out = ask(state, "1\n1\n1\n")
    assert (
        "   1. play W+4 (Wild Draw Four), then choose the colour and whether to call UNO "
        "(a bluff: you hold a card that matches)\n"
    ) in out
    assert f"   2. play {blocker} (Skip), then choose whether to call UNO\n" in out
    assert "Call UNO with W+4?\n   0. back\n   1. call UNO\n   2. don't call UNO\n" in out


def test_a_chance_let_go_is_not_offered_again_while_it_lasts() -> None:
    state = unokit.new_game("party", 6, seed=6006)
    assert state.current_player == 4
    assert state.top_card == Card.parse("B8")
    # Seats 0 and 4 hold the top card's twin: for seat 0 a Speed Play, a chance out of turn.
    twin = Card.parse("B8")
    hands = [(twin, *hand[1:]) if seat in (0, 4) else hand for seat, hand in enumerate(state.hands)]
    state = attrs.evolve(state, hands=tuple(hands))
    out = io.StringIO()
    human = HumanAgent(io.StringIO("0\n1\n"), out, Style(out))
    human.state = state
    assert human.choose(unokit.view(state, 0), optional=True) is None
    asked = out.getvalue()
    assert "You may act out of turn." in asked
    assert "   0. do nothing (let the chance go while it lasts)" in asked
    assert human.choose(unokit.view(state, 0), optional=True) is None  # not asked again
    # Seat 4 draws: the chance lasts (Speed Play lasts until that player plays), still let go.
    drawn = unokit.apply(state, unokit.Draw(4))
    assert human.observe(unokit.Draw(4), state, drawn) is None
    human.state = drawn
    assert unokit.Play(0, Card.parse("B8")) in unokit.view(drawn, 0).legal_moves
    assert human.choose(unokit.view(drawn, 0), optional=True) is None
    assert out.getvalue() == asked
    # A new card on the discard pile is a new chance: asked again, and taken.
    played = unokit.apply(state, unokit.Play(4, twin))
    assert human.observe(unokit.Play(4, twin), state, played) is None
    human.state = played
    assert human.choose(unokit.view(played, 0), optional=True) == unokit.Play(0, twin)


def test_a_decision_everyone_answers_at_once_is_asked_once_without_do_nothing() -> None:
    state = unokit.new_game("party", 6, seed=6006)
    state = unokit.apply(state, unokit.Move.parse("4 play BPT"))  # everyone points
    assert state.current_player == 4  # seat 0 is asked out of turn, as a chance would be
    out = io.StringIO()
    human = HumanAgent(io.StringIO("2\n"), out, Style(out))
    human.state = state
    move = human.choose(unokit.view(state, 0), optional=True)
    assert move == unokit.parse_move(state, "0 point 5")
    asked = out.getvalue()
    assert (
        "Everyone answers at once: you too must point at another player for the Point Taken."
        in asked
    )
    assert "do nothing" not in asked
    assert "   1. point at Bot 4\n   2. point at Bot 5\n" in asked
    # A bot answers first: the human's answer stands and is not asked for again.
    bot = unokit.parse_move(state, "2 point 0")
    after = unokit.apply(state, bot)
    assert human.observe(bot, state, after) is None
    human.state = after
    assert human.choose(unokit.view(after, 0), optional=True) == move
    assert human.choose(unokit.view(after, 0), optional=False) == move
    assert out.getvalue() == asked
    # Every seat's answer is told together, once the last is in (the example of the UNO
    # Party! page: seat 1 plays a Point Taken).
    hands = ["RPT R1 R2 R3 B1 B2 B3", "G1 G2 G3 G4 G5 G6 G7", "Y1 Y2 Y3 Y4 Y5 Y6 Y7"]
    deck = [card for trio in zip(*map(str.split, hands), strict=True) for card in trio]
    state = unokit.new_game("party", players=3, deck=[*deck, "R9", "B4", "B5", "B6"], dealer=0)
    state = unokit.apply(state, unokit.Move.parse("1 play RPT"))
    narrator = Narrator(0)
    told = []
    for text in ("2 point 0", "0 point 2", "1 point 0"):
        move = unokit.parse_move(state, text)
        before, state = state, unokit.apply(state, move)
        told.append(narrator.tell(move, before, state))
    assert told == [
        [],
        [],
        [
            "Bot 2 points at you.",
            "You point at Bot 2.",
            "Bot 1 points at you; Bot 2 draws 1 card; you draw 2 cards (B5 B6).",
        ],
    ]


def test_named_seats_are_told_by_name() -> None:
    state = unokit.new_game("party", 16, seed=10960)
    move = unokit.Move.parse("0 play WDT yellow 0,5")
    line = describe(move, state, unokit.apply(state, move), human=0)
    assert line == "You play WDT, naming yellow, linking you and Bot 5."


def test_covered_opening_cards_and_a_colour_set_by_a_card_are_told(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    state = unokit.new_game("party", 16, seed=10)
    assert state.discard_pile == tuple(map(Card.parse, ("G1", "W+4", "YS")))
    assert Narrator(0).opening(state)[1] == (
        "Opening card: G1 (turned up after YS and W+4, which it covers)."
    )
    argv = ["play", "--edition", "party", "--players", "6", "--seed", "6006"]
    _, out = run(argv, monkeypatch, capsys, "point 1\n2\nq\n")
    assert "You point at Bot 1.\n" in out
    # a Wild Pile Up takes its colour from the card turned up: the colour is told
    assert "You play WPU; the colour in play is now yellow.\n" in out


def _played(
    argv: list[str],
    monkeypatch: pytest.MonkeyPatch,
    capsys: pytest.CaptureFixture[str],
    tmp_path: Path,
    answers: str,
) -> tuple[unokit.GameRecord, list[tuple[unokit.Move, unokit.GameState, unokit.GameState]], str]:
    """Play through ``main`` and save: the record, each move with its states, and the screen."""
    saved = tmp_path / "game.uno"
    code, out = run([*argv, "--save", str(saved)], monkeypatch, capsys, answers)
    assert code == 0
    game = unokit.GameRecord.parse(saved.read_text(encoding="utf-8"))
    states = list(game.replay())
    return game, list(zip(game.moves, states, states[1:], strict=False)), out


def _name(seat: int) -> str:
    return "you" if seat == 0 else f"Bot {seat}"


def test_a_swap_and_hands_passed_on_are_told_with_your_new_hand(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    argv = ["play", "--house-rule", "seven-o", "--seed", "4", "--players", "3"]
    _, moves, out = _played(argv, monkeypatch, capsys, tmp_path, "1\n" * 40)
    swaps = passes = yours = 0
    for move, before, after in moves:
        if not isinstance(move, unokit.Play) or after.round_number != before.round_number:
            continue
        mine = " ".join(map(str, after.hands[0]))
        if move.seats and move.seats != (move.player,):
            (other,) = move.seats
            pair = sorted((move.player, other), key=lambda seat: (seat != 0, seat))
            text = f"{_name(pair[0])} and {_name(pair[1])} swap hands"
            if 0 in pair:
                text += f" (you now hold: {mine})"
                yours += 1
            assert f"; {text}" in out
            swaps += 1
        elif move.card.rank == "0":
            way = "clockwise" if after.direction == 1 else "counterclockwise"
            assert f"; every hand passes to the next player {way} (you now hold: {mine})" in out
            passes += 1
    assert swaps >= 2
    assert yours >= 1
    assert passes >= 1


def test_every_card_turned_over_is_told(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    argv = ["play", "--edition", "flip", "--seed", "0", "--players", "3"]
    _, moves, out = _played(argv, monkeypatch, capsys, tmp_path, "1\n" * 30)
    flips = 0
    for move, before, after in moves:
        if isinstance(move, unokit.Play) and before.rules.kinds[move.card.rank].name == "Flip":
            assert all(
                after.hands[seat] == tuple(card.turned() for card in before.hands[seat])
                for seat in range(3)
                if seat != move.player
            )
            mine = " ".join(str(card.face) for card in after.hands[0])
            assert (
                f"; every card is turned over to its other side: {after.top_card.face} is on top "
                f"(you now hold: {mine})"
            ) in out
            flips += 1
    assert flips >= 1
    assert "You play RF; every card is turned over to its other side: VR is on top" in out


def test_a_challenge_s_result_and_the_hand_shown_are_told_also_in_replay(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    argv = ["play", "--house-rule", "seven-o", "--seed", "5", "--players", "3"]
    _, moves, out = _played(argv, monkeypatch, capsys, tmp_path, "1\n" * 40)
    assert (
        "Bot 2 challenges the card just played: the challenge fails; Bot 1 shows Bot 2 their "
        "hand; Bot 2 draws 6 cards; Bot 2 is skipped."
    ) in out
    _, replayed = run(["replay", str(tmp_path / "game.uno")], monkeypatch, capsys)
    challenges = 0
    for move, before, after in moves:
        if isinstance(move, unokit.Challenge):
            assert isinstance(before.pending, WildDrawFourResponse)
            offender, challenger = before.pending.offender, move.player
            # The hand as it was when challenged (a challenge that succeeds then adds four).
            shown = " ".join(map(str, before.hands[offender]))
            result, loser, count = (
                ("succeeds", offender, 4) if before.pending.bluff else ("fails", challenger, 6)
            )
            drawn = " ".join(map(str, after.hands[loser][-count:]))
            assert (
                f"Seat {challenger} challenges the card just played: the challenge {result}; "
                f"Seat {offender} shows Seat {challenger} their hand: {shown}; "
                f"Seat {loser} draws {count} cards ({drawn})."
            ) in replayed
            challenges += 1
    assert challenges
    # Over random games, a challenge is told as succeeding exactly when its player bluffed.
    results = set()
    for seed in range(30):
        state = unokit.new_game(players=3, seed=seed, options={"match": "single-round"})
        rng = random.Random(seed)
        while not state.is_over:
            chosen = rng.choice(unokit.legal_moves(state))
            before, state = state, unokit.apply(state, chosen)
            if isinstance(chosen, unokit.Challenge):
                assert isinstance(before.pending, WildDrawFourResponse)
                line = describe(chosen, before, state)
                result = "succeeds" if before.pending.bluff else "fails"
                assert f": the challenge {result}; " in line, line
                results.add(result)
    assert results == {"succeeds", "fails"}


def test_a_colour_a_character_and_a_player_are_typed_by_name(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    argv = ["play", "--edition", "friends", "--players", "4", "--seed", "7"]
    _, out = run(argv, monkeypatch, capsys, "1\nred\npheobe\nPhoebe\nq\n")
    assert "Colour for WD:" in out
    assert "'pheobe' is not a move or a choice: did you mean 'Phoebe'? Type ? for help." in out
    assert (
        "You play WD, naming red and Phoebe; Bot 1 draws 3 cards until a Phoebe card showed; "
        "Bot 1 is skipped."
    ) in out
    # A player by name, and words found in one choice only.
    state = unokit.new_game("party", 16, seed=10960)
    move, _ = ask(state, "play WDT\nYELLOW\nyou\nbot 5\n")
    assert move == unokit.Move.parse("0 play WDT yellow 0,5")
    move, _ = ask(state, "draw\n")
    assert move == unokit.Draw(0)
    # "uno" names "call UNO" rather than the longer "don't call UNO".
    hand = (Card.parse("W"), Card.parse("R1"))
    two = attrs.evolve(state, hands=(hand, *state.hands[1:]))
    move, out = ask(two, "play W\nblue\nuno\n")
    assert "Call UNO with W?\n   0. back\n   1. call UNO\n   2. don't call UNO\n" in out
    assert move == unokit.Move.parse("0 play W blue uno")


def test_play_typed_alone_picks_no_card() -> None:
    # Issue 47: "play" named the shortest of the plays ("play R2" over "play W+4 (Wild Draw
    # Four), then choose the colour ..."), a card the player never named.
    state = unokit.new_game("classic", 3, seed=3)
    hand = tuple(Card.parse(text) for text in ("R2", "W+4", "B4", "Y7"))
    two = attrs.evolve(state, hands=(hand, *state.hands[1:]))
    move, out = ask(two, "play\nplay R2\n")
    assert "'play' is not a move: 'play' needs a card, e.g. 'play R7'." in out
    assert move == unokit.Move.parse("0 play R2")


def test_a_card_typed_without_its_mark_is_the_one_held() -> None:
    state = unokit.new_game("friends", 3, seed=390)
    assert unokit.view(state, 0).hand[0] == Card.parse("W+4/Phoebe")
    move, _ = ask(state, "play W+4 red\n")
    assert move == unokit.Move.parse("0 play W+4/Phoebe red")
    move, _ = ask(state, "play W+4\n1\n")  # the colour left out: chosen next
    assert move == unokit.Move.parse("0 play W+4/Phoebe red")
    hand = (Card.parse("W+4/Phoebe"), Card.parse("W+4/Joey"), *state.hands[0][1:])
    two = attrs.evolve(state, hands=(hand, *state.hands[1:]))
    move, out = ask(two, "play W+4 red\nplay W+4/Joey red\n")
    assert "You hold several W+4: W+4/Phoebe, W+4/Joey. Type the one to play." in out
    assert move == unokit.Move.parse("0 play W+4/Joey red")


def test_colour_reads_as_color_and_a_near_miss_gets_a_guess() -> None:
    state = unokit.new_game("classic", 3, seed=119)  # an opening Wild: seat 0 names its colour
    assert state.current_player == 0
    assert isinstance(state.pending, ChooseOpeningColor)
    move, out = ask(state, "colour blue\n")
    assert move == unokit.ChooseColor(0, unokit.Color.BLUE)
    assert "(read as 'color blue')" in out
    move, out = ask(state, "chalenj\nyelow\nyellow\n")
    assert "'chalenj' is not a move or a choice: did you mean 'challenge'? Type ? for help." in out
    assert "'yelow' is not a move or a choice: did you mean 'yellow'? Type ? for help." in out
    assert move == unokit.ChooseColor(0, unokit.Color.YELLOW)


def test_deal_is_not_a_verb_offered_to_type() -> None:
    state = unokit.new_game("party", 16, seed=53)
    _, out = ask(state, "fly\n3\n")
    assert (
        "'fly' is not a move: unknown verb 'fly' (the moves you type start with accept, catch, "
        "challenge, color, draw, pass, play, point, take, uno). Type ? for help."
    ) in out


def test_help_fits_a_terminal_of_eighty_columns() -> None:
    for edition, players in (("classic", 4), ("friends", 4), ("party", 16), ("flip", 3)):
        state = unokit.new_game(edition, players, seed=53)
        seat = state.current_player
        text = help_text(unokit.view(state, seat))
        assert max(map(len, text.splitlines())) <= 80, edition


def test_flip_help_writes_dark_side_cards_in_their_colours() -> None:
    state = unokit.new_game("flip", 3, seed=1)
    text = help_text(unokit.view(state, 0))
    assert "  P+5, T+5...      Draw Five (20 points)\n" in text
    assert "  PSE, TSE...      Skip Everyone (30 points)\n" in text
    assert "  W+C              Wild Draw Color (60 points); names a colour: play W+C pink\n" in text
    assert "  R1...V9          number cards (face value)" in text
    assert "  R+1, Y+1...      Draw One (10 points)\n" in text  # the light side's own


def test_q_ends_with_the_score_so_far_and_how_to_save_and_the_header_names_house_rules(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    argv = ["play", "--seed", "2", "--players", "3", "--house-rule", "stacking"]
    _, out = run([*argv, "--house-rule", "seven-o"], monkeypatch, capsys, "1\n" * 30 + "q\n")
    assert out.startswith(
        "unokit classic, 3 players, standard match, seed 2, house rules: stacking, seven-o.\n"
    )
    assert "house rule seven-o" not in out
    lines = out.splitlines()
    assert lines[-3].endswith("You leave the game.")
    seats = r"you \d+, Bot 1 \d+, Bot 2 \d+"
    assert re.fullmatch(rf"Scores so far: {seats}\. Cards in hand: {seats}\.", lines[-2])
    assert lines[-1] == (
        "To keep a record of a game, play it with --save FILE; unokit replay FILE shows it."
    )
    saved = tmp_path / "left.uno"
    _, out = run(["play", "--seed", "2", "--save", str(saved)], monkeypatch, capsys, "q\n")
    final = unokit.GameRecord.parse(saved.read_text(encoding="utf-8")).final_state()
    hands = ", ".join(f"{_name(seat)} {len(hand)}" for seat, hand in enumerate(final.hands))
    assert out.splitlines()[-2:] == [
        f"Scores so far: you 0, Bot 1 0, Bot 2 0, Bot 3 0. Cards in hand: {hands}.",
        f"Game saved to {saved} (unokit replay {saved} shows it).",
    ]
    _, out = run(["play", "--edition", "party", "--seed", "2"], monkeypatch, capsys, "q\n")
    assert re.search(r"\nCards in hand: you \d+, Bot 1 \d+, Bot 2 \d+, Bot 3 \d+\.\n", out)
    assert "Scores so far" not in out  # a single round has no match score


def test_seats_typed_with_spaces_and_refusals_in_the_terminal_s_words() -> None:
    # issue 47: "play WDT blue 3 4" read the 3 as a mark; the seats may be written either way.
    state = unokit.new_game("party", 16, seed=10960)
    for typed in ("play WDT blue 3 4", "play WDT blue 3,4"):
        move, out = ask(state, f"{typed}\n")
        assert move == unokit.Move.parse("0 play WDT blue 3,4"), out
    # A refusal calls the player "you", as the game does, and its examples leave the seat out.
    move, out = ask(state, "play W\nplay\nplay WDT blue 0,99\nplay R9\n1\n")
    assert move == unokit.Move.parse("0 play W red")
    assert "'play' is not a move: 'play' needs a card, e.g. 'play R7'. Type ? for help." in out
    assert (
        "'play WDT blue 0,99' cannot be played: playing WDT names 2 different seats, in "
        "ascending order, from 0 to 15 (e.g. 'play WDT red 0,1')."
    ) in out
    assert "'play R9' cannot be played: you do not hold R9." in out
    assert "seat 0" not in out.lower()


def test_the_seven_o_seat_step_says_what_naming_a_player_does() -> None:
    state = unokit.new_game("classic", 3, seed=79, house_rules=["seven-o"])
    move, out = ask(state, "play B7\n2\n")
    assert move == unokit.Move.parse("0 play B7 2")
    assert "Player 1 of 1 for B7 (swap hands with the player named):\n   0. back\n" in out
