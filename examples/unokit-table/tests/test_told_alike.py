"""One narration: the terminal, the table's log and ``unokit replay`` tell a seat the same lines.

A game is played at the terminal (``unokit play``, the person taking the first choice each
time) and saved; its record is replayed as seat 0 was told it (``unokit replay --seat 0``);
and its moves are played in a room of the table, whose seat 0 log is read. The three tell
the same story, line for line: skips, the opening card and its effect, challenges and all.
"""

from __future__ import annotations

import asyncio
import io
import secrets
from pathlib import Path

import attrs
import pytest

import unokit
import unokit_table.rooms
from unokit.play.cli import main
from unokit.plugin import stacked_deck
from unokit_table import Limits
from unokit_table.narration import SeatNarrators
from unokit_table.rooms import Rooms, RoomSettings
from unokit_table.storage import Storage


def room_log(tmp_path: Path, record: unokit.GameRecord, names: list[str]) -> list[str]:
    """Seat 0's log in a room of the table where the record's moves are played."""

    async def scenario() -> list[str]:
        storage = Storage(tmp_path / "rooms.sqlite3")
        settings = RoomSettings.from_request(
            {
                "players": record.players,
                "seats": ["human"] * record.players,
                "options": dict(record.options),
            }
        )
        settings.names[:] = names
        rooms = Rooms(storage, Limits(bot_delay=0.0))
        room, _ = await rooms.create(settings)
        assert await room.host_action(0, "start") is None
        for seq, move in enumerate(record.moves):
            assert await room.submit(move.player, str(move), 1, seq) is None
        assert room.recorder is not None
        assert unokit.digest(room.recorder.state) == unokit.digest(record.final_state())
        lines = list(room._logs[0].lines)  # the log the page is sent, whole
        await rooms.close()
        storage.close()
        return lines

    return asyncio.run(scenario())


def test_the_terminal_the_table_and_replay_tell_a_seat_the_same_lines(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    saved = tmp_path / "game.uno"
    argv = ["play", "--seed", "8", "--players", "3", "--match", "single-round"]
    monkeypatch.setattr("sys.stdin", io.StringIO("1\n" * 3000))
    assert main([*argv, "--save", str(saved)]) == 0
    terminal = capsys.readouterr().out
    record = unokit.GameRecord.parse(saved.read_text(encoding="utf-8"))
    assert record.final_state().is_over
    assert main(["replay", str(saved), "--seat", "0"]) == 0
    replayed = capsys.readouterr().out.splitlines()
    # The terminal tells every line, in order, between its menus and prompts.
    at = 0
    for line in replayed:
        found = terminal.find(line + "\n", at)
        assert found >= 0, f"the terminal never said, after its {at}th character: {line}"
        at = found + len(line)
    # The room's log: the same lines, after the game's number; the seed is the terminal's.
    monkeypatch.setattr(unokit_table.rooms, "LOG_LINES", 100_000)
    monkeypatch.setattr(secrets, "randbits", lambda bits: record.seed)  # the room's seed
    logged = room_log(tmp_path, record, ["Ann", "Bot 1", "Bot 2"])
    assert logged[0] == "Game 1 begins."
    assert logged[1:] == replayed[2:]  # the replay starts with the game and the seats
    story = "\n".join(logged)
    assert "Opening card: " in story
    assert " skipped" in story
    assert "wins the match" in story


def test_a_resumed_room_s_narrators_follow_the_game_from_the_deal() -> None:
    # After a restart the decision in play still belongs to the turn of the seat that made
    # it: the Wild Draw Four's victim is told skipped once it accepts.
    hands = ["R1 R2 R3 R4 R6 R8 R9", "W+4 B1 B2 B3 B4 B6 B7", "Y1 Y2 Y3 Y4 Y6 Y7 Y8"]
    draw = ["G1", "G2", "G3", "G4", "G6", "G7", "G8"]
    deck = stacked_deck([hand.split() for hand in hands], "G5", draw)
    recorder = unokit.Recorder("classic", 3, deck=deck, dealer=0)
    recorder.apply(unokit.parse_move(recorder.state, "1 play W+4 red"))
    before = recorder.state
    accept = unokit.parse_move(before, "2 accept")
    after = recorder.apply(accept)
    names = ["Ann", "Bob", "Cy"]
    fresh = SeatNarrators()
    told = "Cy accepts the penalty; Cy draws 4 cards"
    assert fresh.follow(0, accept, before, after, names) == [f"{told}."]
    resumed = SeatNarrators()
    record = recorder.record()
    resumed.catch_up([0], attrs.evolve(record, moves=record.moves[:1], digest=None), names)
    assert resumed.follow(0, accept, before, after, names) == [f"{told}; Cy is skipped."]


def test_the_log_tells_a_flip_and_what_it_turned_up() -> None:
    pytest.importorskip("unokit_flip")
    # UNO Flip: seat 1 (the dealer's left) plays its red Flip on the red 5.
    hands = [
        "Y2|P+5 R9|PSE R3|W+C B1|O4 B3|T7 B5|V8 B6|V9",
        "RF|TR R2|O8 R4|P6 R6|V5 R7|T4 R8|T3 G1|O6",
    ]
    split = [hand.split() for hand in hands]
    deck = [split[(1 + seat) % 2][i] for i in range(7) for seat in range(2)]
    rest = ["G6|T8", "G7|T3", "G2|T2", "G3|V9", "G4|PR", "G5|O7"]
    state = unokit.new_game("flip", 2, deck=[*deck, "R5|P5", *rest], dealer=0)
    move = unokit.parse_move(state, "1 play RF")
    after = unokit.apply(state, move)
    (told,) = SeatNarrators().follow(0, move, state, after, ["Ann", "Bob"])
    assert told == (
        "Bob plays RF; every card is turned over to its other side: P5 is on top (you now "
        "hold: P+5 PSE W+C O4 T7 V8 V9); the colour in play is now pink."
    )
