"""End to end in a real headless Chromium (the system's), driven by Playwright.

The server is a real ``python -m unokit_table`` on 127.0.0.1 with a temporary database; the
pages are clicked like a person would; what each page received over its websockets is
checked against the game's record afterwards, message by message: every view is exactly
its seat's view at that move, every line of narration is exactly the seat's own story, and
no message carries a field the schema does not list.
"""

from __future__ import annotations

import json
import os
import struct
import subprocess
import sys
import xml.etree.ElementTree as ET
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from playwright.sync_api import Browser, sync_playwright

import unokit
from browsing import (
    Player,
    click_a_move,
    create_room,
    invite,
    open_page,
    open_player,
    play_until,
    play_until_over,
    wait_for_frames,
    wait_for_my_move,
)
from serving import Server
from unokit.play import render
from unokit.play.narration import Narrator
from unokit_table import schema

#: A real browser and server take many seconds: the README's quick run leaves these out.
pytestmark = pytest.mark.slow

#: The fields of each message the server sends, by type.
FIELDS = {
    "state": {"v", "type", "room", "status", "game", "seq", "seat", "host", "settings"}
    | {"seats", "view", "log", "waiting", "turn_seconds", "spectators"},
    "seated": {"v", "type", "room", "seat", "token"},
    "refused": {"v", "type", "move", "reason"},
    "error": {"v", "type", "code", "message"},
    "pong": {"v", "type"},
}


@pytest.fixture(scope="module")
def browser(chromium: str) -> Iterator[Browser]:
    with sync_playwright() as playwright:
        launched = playwright.chromium.launch(executable_path=chromium, headless=True)
        try:
            yield launched
        finally:
            launched.close()


def room_of(player: Player) -> str:
    return player.page.url.split("/room/")[1].split("#")[0]


def replayed(server: Server, room: str) -> tuple[list[unokit.GameState], list[unokit.Move]]:
    """The states (the first, then one after each move) and moves of the room's game 1."""
    record = unokit.GameRecord.parse(server.get_text(f"/api/rooms/{room}/games/1/record"))
    return list(record.replay()), list(record.moves)


def story(
    states: list[unokit.GameState], moves: list[unokit.Move], seat: int | None, names: list[str]
) -> list[str]:
    """Every line of narration ``seat`` (``None``: a spectator) should be told in the game, in
    order."""
    narrator = Narrator(seat, names, spectator=seat is None)
    lines = ["Game 1 begins.", *narrator.opening(states[0])]
    for before, move, after in zip(states, moves, states[1:], strict=False):
        lines += narrator.follow(move, before, after)
    return lines


#: How the lines a room adds to the game's narration begin.
ROOMS_OWN = ("Back at the table", "Time ran out for ", "The host handed ")


def check_traffic(
    player: Player, seat: int | None, states: list[unokit.GameState], moves: list[unokit.Move]
) -> int:
    """Check every message the page received against the game; return the views checked.

    Each state message has the schema's fields only, is its seat's, and its view is exactly
    ``view(state, seat)`` at its move (so no other seat's cards; a spectator's, seat
    ``None``, exactly ``spectator_view(state)``: no hand's cards at all); each connection's
    lines of narration are one unbroken run of the seat's own story (so no line told to
    another seat or made up). Refusals and errors have their fields only.
    """
    checked = 0
    names: list[str] = []
    for socket in player.sockets:
        told: list[str] = []
        for message in socket:
            assert message["v"] == schema.SCHEMA_VERSION
            assert set(message) == FIELDS[message["type"]], message
            if message["type"] == "seated":
                assert message["seat"] == seat
            if message["type"] != "state":
                continue
            assert message["seat"] == seat
            told += message["log"]
            names = [entry["name"] for entry in message["seats"]]
            if message["view"] is None:
                continue
            state = states[message["seq"]]
            if seat is None:
                expected = schema.spectator_json(unokit.spectator_view(state))
            else:
                expected = schema.view_json(unokit.view(state, seat), names)
            assert message["view"] == json.loads(json.dumps(expected))
            hand = [card["text"] for card in message["view"]["hand"]]
            assert hand == ([] if seat is None else [str(card) for card in state.hands[seat]])
            checked += 1
        whole = story(states, moves, seat, names)
        # The room's own lines are not the game's narration: a restarted server's room tells
        # the story again, then where it stands; the turn timer and the host's hand-overs.
        told = [line for line in told if not line.startswith(ROOMS_OWN)]
        if not any(whole[first : first + len(told)] == told for first in range(len(whole))):
            strange = [line for line in told if line not in whole]
            raise AssertionError(f"seat {seat} was told what is not its story: {strange or told}")
    return checked


def test_two_pages_play_a_round_and_each_receives_only_its_own_cards(
    server: Server, browser: Browser, tmp_path: Path
) -> None:
    ann = create_room(browser, server.url, ["human", "greedy", "greedy"], "single-round")
    bob = open_player(browser, invite(ann, 1))
    bob.page.wait_for_selector("#lobby:not([hidden])")
    ann.page.wait_for_selector(".lobby-seats li.connected >> nth=1")
    ann.page.click("#start")
    for player in (ann, bob):
        player.page.wait_for_selector("#hand .card")
    assert (ann.seat(), bob.seat()) == (0, 1)
    ann.page.screenshot(path=str(tmp_path / "table.png"))
    assert (tmp_path / "table.png").read_bytes()[:8] == b"\x89PNG\r\n\x1a\n"
    play_until_over([ann, bob])
    outcome = ann.page.text_content("#outcome") or ""
    assert "won the match (single round won)" in outcome
    states, moves = replayed(server, room_of(ann))
    assert states[-1].is_over
    assert {move.player for move in moves} == {0, 1, 2, 3}  # both pages and both bots moved
    assert check_traffic(ann, 0, states, moves) > 5
    assert check_traffic(bob, 1, states, moves) > 5


def test_a_person_leaves_mid_round_and_the_game_finishes(server: Server, browser: Browser) -> None:
    # A second per decision: Ann, who stops clicking, is played by the turn timer.
    ann = create_room(browser, server.url, ["human", "greedy"], "single-round", turn_seconds=1)
    bob = open_player(browser, invite(ann, 1))
    bob.page.wait_for_selector("#lobby:not([hidden])")
    ann.page.wait_for_selector(".lobby-seats li.connected >> nth=1")
    ann.page.click("#start")
    for player in (ann, bob):
        player.page.wait_for_selector("#hand .card")
    ann.page.wait_for_selector(".seat[data-seat='1'][data-bot='false']")
    play_until([ann, bob], lambda: bob.seq() >= 4, "four moves")
    left_at = bob.seq()
    bob.page.context.close()  # Bob closes his browser mid-round
    # Ann's page shows a bot playing Bob's seat, and the game goes on to its end.
    ann.page.wait_for_selector(".seat[data-seat='1'][data-bot='true']")
    badges = ann.page.text_content(".seat[data-seat='1'] .badges") or ""
    assert "away: a bot plays" in badges
    ann.page.wait_for_selector("body[data-status='over']", timeout=300_000)
    states, moves = replayed(server, room_of(ann))
    assert states[-1].is_over
    assert any(move.player == 1 for move in moves[left_at:])  # the bot played for Bob
    told = [line for state in ann.states() for line in state["log"]]
    assert "Time ran out for Ann: a bot chose for them." in told


def test_a_reloaded_page_keeps_its_seat(server: Server, browser: Browser) -> None:
    ann = create_room(browser, server.url, ["human", "greedy", "greedy"], "single-round")
    bob = open_player(browser, invite(ann, 1))
    bob.page.wait_for_selector("#lobby:not([hidden])")
    ann.page.click("#start")
    bob.page.wait_for_selector("#hand .card")
    play_until(  # Ann plays (seat 1's move comes, or the match ends first: then again)
        [ann],
        lambda: bool(bob.page.locator("#turn:has-text('Your move')").count()),
        "seat 1's move",
    )
    # It is seat 1's move: the others wait for it, so its hand stays as it is.
    hand, seq, story_so_far = bob.hand(), bob.seq(), bob.page.inner_text("#log")
    bob.page.reload()
    bob.page.wait_for_selector("#hand .card")
    # A new connection, for the same seat (the server may refuse a first one, on a busy
    # machine, while the closed page's connection is still being let go: the page tries again).
    wait_for_frames(bob, lambda: len(bob.sockets) >= 2 and bool(bob.states(-1)), "a new socket")
    assert bob.states(-1)[0]["seat"] == 1
    assert not [m for m in bob.sockets[-1] if m["type"] == "seated"]  # joined, not claimed
    assert bob.seat() == 1
    assert bob.hand() == hand
    assert bob.seq() == seq
    assert bob.page.inner_text("#log") == story_so_far  # the story is told again
    ann.page.wait_for_function(  # Ann's page shows seat 1 here again, not away
        "() => !document.querySelector(\".seat[data-seat='1'] .badges\").textContent"
        ".includes('away')"
    )
    wait_for_frames(  # and so do the messages it was sent
        ann, lambda: bool(ann.states()) and ann.states()[-1]["seats"][1]["connected"], "seat 1"
    )
    # The reloaded page plays its seat: its move is applied.
    play_until([bob], lambda: bob.seq() > seq, "seat 1's move after the reload")
    states, moves = replayed_when_over(server, [ann, bob])
    assert 1 in {move.player for move in moves[seq:]}  # only the reloaded page plays seat 1
    assert check_traffic(bob, 1, states, moves) > 2


def replayed_when_over(
    server: Server, players: list[Player]
) -> tuple[list[unokit.GameState], list[unokit.Move]]:
    """Play the room of ``players`` to its end, then replay its record."""
    play_until_over(players)
    return replayed(server, room_of(players[0]))


@pytest.fixture
def patient_server(tmp_path: Path) -> Iterator[Server]:
    """A real server that waits 10 minutes for a closed page to come back (10 seconds by
    default, after which a bot plays the seat)."""
    running = Server(tmp_path / "rooms.sqlite3", args=["--limit", "leave_grace=600"])
    running.start()
    try:
        yield running
    finally:
        running.kill()


def test_the_server_restarts_mid_game_and_the_room_resumes(
    patient_server: Server, browser: Browser
) -> None:
    # Greedy bots always call UNO: at Ann's move nobody has an out-of-turn chance, so the
    # game stands still while the server is down, and however long her page takes to come
    # back on a busy machine (Ann has 10 minutes for her move and to come back, where a
    # bot would otherwise take her seat after 10 seconds away and the game go on).
    server = patient_server
    ann = create_room(
        browser, server.url, ["greedy", "greedy", "greedy"], "single-round", turn_seconds=600
    )
    ann.page.click("#start")
    play_until(  # a few moves, then Ann's move: the game has gone on from its deal
        [ann],
        lambda: ann.seq() >= 4 and bool(ann.page.locator("#turn:has-text('Your move')").count()),
        "Ann's move after a few moves",
    )
    seq, hand = ann.seq(), ann.hand()
    shown = ann.page.eval_on_selector_all("#log li", "lines => lines.map(l => l.textContent)")
    said = server.stop()
    assert "stopped the bots of 1 open room; 1 room saved" in said
    ann.page.wait_for_selector("#connection.off")
    server.start()  # the same port and database
    ann.page.wait_for_selector("#connection.on")
    wait_for_frames(ann, lambda: bool(ann.states()), "the restarted server's first message")
    back = ann.states()[0]  # (the page still shows what it was shown before the stop)
    assert back["seq"] == seq
    assert [card["text"] for card in back["view"]["hand"]] == hand
    # The whole story again (it was gone after a restart), then where the game stands; the
    # page shows it once, not after what it showed before.
    assert back["log"] == [*shown, f"Back at the table: round 1, move {seq}."]
    ann.page.wait_for_function(
        "n => document.querySelectorAll('#log li').length >= n", arg=len(back["log"])
    )
    again = ann.page.eval_on_selector_all("#log li", "lines => lines.map(l => l.textContent)")
    assert again[: len(back["log"])] == back["log"]
    wait_for_my_move(ann)
    assert ann.hand() == hand
    states, moves = replayed_when_over(server, [ann])
    assert check_traffic(ann, 0, states, moves) > 5


def test_a_page_without_a_seat_says_so(server: Server, browser: Browser) -> None:
    ann = create_room(browser, server.url, ["greedy"], "single-round")
    stranger = open_player(browser, f"{server.url}room/{room_of(ann)}#seat=1")  # a bot's
    stranger.page.wait_for_selector("#no-seat:not([hidden])")
    assert not click_a_move(stranger)
    errors: list[dict[str, Any]] = [m for m in stranger.received if m["type"] == "error"]
    assert [m["code"] for m in errors] == ["bad-seat"]
    # and it stops trying: the page closes its connection (once the error has been handled,
    # which a busy machine may leave for later) and opens no other
    stranger.page.wait_for_selector("#connection:text-is('closed')")
    assert len(stranger.sockets) == 1
    # A link naming no seat: the page says so, and opens no connection.
    nowhere = open_player(browser, f"{server.url}room/{room_of(ann)}")
    nowhere.page.wait_for_selector("#no-seat:not([hidden])")
    assert nowhere.sockets == []


def test_the_hosts_page_cannot_take_a_guests_seat(server: Server, browser: Browser) -> None:
    ann = create_room(browser, server.url, ["human", "greedy"], "single-round")
    link = invite(ann, 1)
    assert link == f"{server.url}room/{room_of(ann)}#seat=1"  # the seat, not its secret
    bob = open_player(browser, link)
    bob.page.wait_for_selector("#lobby:not([hidden])")
    ann.page.wait_for_selector(".lobby-seats li[data-seat='1'][data-presence='here']")
    (seated,) = [m for m in bob.received if m["type"] == "seated"]
    # Ann opens Bob's link in her own browser (her storage holds her own seat's secret).
    spy = open_page(ann.page.context, link)
    spy.page.wait_for_selector("#no-seat:not([hidden])")
    assert [m["type"] for m in spy.received] == ["error"]  # no state: no hand, no story
    assert spy.received[0]["code"] == "seat-taken"
    assert "seat 1 is taken" in (spy.page.text_content("#no-seat") or "")
    # The page closes its connection once it has handled the error (later on a busy machine).
    spy.page.wait_for_selector("#connection:text-is('closed')")
    # Bob's page plays on, alone on its seat, and nothing Ann's pages got holds his secret.
    ann.page.click("#start")
    bob.page.wait_for_selector("#hand .card")
    assert len(bob.sockets) == 1
    assert not [m for m in bob.received if m["type"] == "error"]
    assert bob.states()[-1]["seat"] == 1
    assert not any(seated["token"] in json.dumps(m) for m in ann.received + spy.received)


def test_the_page_draws_the_cards_unokit_render_drew(server: Server, browser: Browser) -> None:
    ann = create_room(browser, server.url, ["greedy", "greedy"], "single-round")
    ann.page.click("#start")
    wait_for_my_move(ann)
    view = ann.states()[-1]["view"]
    drawn = ann.page.eval_on_selector_all(
        "#hand .card svg", "drawings => drawings.map(svg => svg.outerHTML)"
    )
    assert len(drawn) == len(view["hand"])
    for card, markup in zip(view["hand"], drawn, strict=True):
        expected = render.card_svg(unokit.Card.parse(card["text"]), rules_of(view))
        # The same drawing, with the class the page's stylesheet sizes it by.
        assert drawing(markup) == drawing(expected.replace("<svg ", '<svg class="card-face" ', 1))
    discard = ann.page.eval_on_selector("#discard svg title", "title => title.textContent")
    top = unokit.Card.parse(view["top_card"]["text"])
    assert discard == (
        str(top) if top.number is not None else f"{view['top_card']['name']} ({top})"
    )


def drawing(markup: str) -> tuple[Any, ...]:
    """An SVG drawing as nested tuples of tag, attributes, text: the same however serialized."""

    def shape(element: ET.Element) -> tuple[Any, ...]:
        return (
            element.tag,
            sorted(element.attrib.items()),
            (element.text or "").strip(),
            [shape(child) for child in element],
        )

    return shape(ET.fromstring(markup))


def rules_of(view: dict[str, Any]) -> unokit.Rules:
    """The rules of the room's game (no house rule, no option but the match format)."""
    options = {"match": "single-round"}
    return unokit.new_game(view["edition"], players=view["players"], options=options).rules


def test_the_screenshot_of_the_docs_is_taken_by_its_script(chromium: str, tmp_path: Path) -> None:
    """``screenshot.py`` makes ``docs/img/table.png``: it runs, and writes a 1280 x 860 PNG.

    The picture itself is not compared with the committed one: the bots move at their own
    pace, so no two runs show the same moment.
    """
    target = tmp_path / "table.png"
    script = Path(__file__).with_name("screenshot.py")
    done = subprocess.run(
        [sys.executable, str(script), str(target)],
        capture_output=True,
        text=True,
        check=False,
        timeout=600,
        env={**os.environ, "UNOKIT_TABLE_CHROMIUM": chromium},
    )
    assert done.returncode == 0, done.stdout + done.stderr
    assert done.stdout.strip() == f"wrote {target}"
    data = target.read_bytes()
    assert data[:8] == b"\x89PNG\r\n\x1a\n"
    width, height = struct.unpack(">II", data[16:24])
    assert (width, height) == (1280, 860)


#: Where each part of the page is, and whether its content overflows it: [left, top, right,
#: bottom, scrollWidth, clientWidth] by selector, measured in one go.
MEASURE = """selectors => Object.fromEntries(selectors.map(selector => {
  const element = document.querySelector(selector);
  const box = element.getBoundingClientRect();
  return [selector, [box.left, box.top, box.right, box.bottom,
                     element.scrollWidth, element.clientWidth]];
}))"""


def test_a_sixteen_player_table_fits_a_1280_by_900_window(server: Server, browser: Browser) -> None:
    # Issue 47: "At 16 players the score table overflows the sidebar and your hand is below
    # the fold at 1280x900." Measured by the elements' boxes, not by pixels.
    ann = create_room(browser, server.url, ["greedy"] * 15, "standard", edition="party")
    page = ann.page
    page.set_viewport_size({"width": 1280, "height": 900})
    page.click("#start")
    page.wait_for_selector("#hand .card")
    parts = ["html", "#seats", "aside", ".score-sheet", "#hand .card", "#draw-pile"]
    box = page.evaluate(MEASURE, parts)
    left, _, right, bottom, scroll_width, client_width = range(6)
    assert box["html"][scroll_width] <= 1280, "the page scrolls sideways"
    assert box["#hand .card"][bottom] <= 900, "the hand's first row is below the fold"
    assert box["#draw-pile"][bottom] <= 900
    sheet, aside = box[".score-sheet"], box["aside"]
    assert sheet[scroll_width] <= sheet[client_width], "the score sheet is wider than its box"
    assert aside[left] <= sheet[left]
    assert sheet[right] <= aside[right]
    assert sheet[bottom] <= 900
    seats = page.evaluate(
        "() => Array.from(document.querySelectorAll('#seats .seat'), seat => {"
        " const b = seat.getBoundingClientRect();"
        " return [b.left, b.right, b.bottom, seat.scrollWidth, seat.clientWidth]; })"
    )
    assert len(seats) == 16
    for seat_left, seat_right, _, seat_scroll, seat_client in seats:
        assert box["#seats"][left] <= seat_left
        assert seat_right <= box["#seats"][right]
        assert seat_scroll <= seat_client, "a seat's lettering overflows its box"
    assert page.locator(".score-sheet tr").count() == 17  # a row for each seat, the head


def test_the_host_copies_an_invite_and_finds_the_room_again_from_the_home_page(
    server: Server, browser: Browser
) -> None:
    # Issue 47: no copy button for the invite link; no list of open rooms.
    ann = create_room(browser, server.url, ["human", "greedy"], "single-round")
    page = ann.page
    page.context.grant_permissions(["clipboard-read", "clipboard-write"], origin=server.url)
    link = invite(ann, 1)
    page.click("button.copy[data-seat='1']")
    page.wait_for_function("link => navigator.clipboard.readText().then(t => t === link)", arg=link)
    room = room_of(ann)
    page.goto(server.url)
    page.wait_for_selector("#your-rooms:not([hidden])")
    links = page.eval_on_selector_all(
        "#your-room-list a", "links => links.map(a => a.getAttribute('href'))"
    )
    assert links == [f"/room/{room}#seat=0"]
    page.click("#your-room-list a")
    page.wait_for_selector("#lobby:not([hidden])")
    assert ann.seat() == 0


def test_a_spectator_watches_a_room_to_its_end_and_sees_no_hand(
    server: Server, browser: Browser
) -> None:
    # A second per decision: Ann never clicks, the turn timer plays her seat, bots the others.
    ann = create_room(browser, server.url, ["greedy", "greedy"], "single-round", turn_seconds=1)
    room = room_of(ann)
    link = ann.page.input_value("#watch-field input.invite")
    assert link == f"{server.url}room/{room}#watch"
    assert ann.page.get_attribute("#watch-link", "href") == link
    eve = open_player(browser, link)
    eve.page.wait_for_selector("#lobby:not([hidden])")
    ann.page.wait_for_selector("#watchers:text-is('1 watching')")
    ann.page.click("#start")
    eve.page.wait_for_selector("#discard svg")  # the table is drawn: the piles, the seats
    assert eve.page.locator("#seats .seat").count() == 3
    assert eve.page.is_hidden("#hand")
    assert eve.page.is_hidden(".controls")
    assert "watching" in (eve.page.text_content("#you") or "")
    eve.page.wait_for_selector("body[data-status='over']", timeout=300_000)
    wait_for_frames(
        eve, lambda: bool(eve.states()) and eve.states()[-1]["status"] == "over", "the end"
    )
    assert (
        eve.page.locator("#hand .card, #actions .action, #draw-pile:not([disabled])").count() == 0
    )
    assert not click_a_move(eve)
    assert "won the match" in (eve.page.text_content("#outcome") or "")
    assert eve.seat() == -1  # the page says it plays no seat
    states, moves = replayed(server, room)
    assert check_traffic(eve, None, states, moves) > 5  # spectator_view, the spectator's story
    assert not [m for m in eve.received if m["type"] in ("seated", "error", "refused")]


@pytest.fixture
def slow_server(tmp_path: Path) -> Iterator[Server]:
    """A real server whose bots wait 0.3 seconds before each move: a round lasts long enough
    for a person to click while the bots play."""
    running = Server(tmp_path / "rooms.sqlite3", bot_delay=0.3)
    running.start()
    try:
        yield running
    finally:
        running.kill()


def test_the_host_hands_her_seat_to_a_bot_by_clicking_and_back(
    slow_server: Server, browser: Browser
) -> None:
    server = slow_server
    ann = create_room(browser, server.url, ["greedy", "greedy"], "single-round")  # 30 s each
    page = ann.page
    page.click("#start")
    wait_for_my_move(ann)
    seq = ann.seq()
    # The seconds left count down on the page between the server's messages.
    shown = int(page.get_attribute("#countdown", "data-seconds") or 0)
    assert 0 < shown <= 30
    page.wait_for_function(
        "n => Number(document.querySelector('#countdown').dataset.seconds) < n", arg=shown
    )
    assert ann.seq() == seq  # nobody moved: the page counted down by itself
    # Ann hands her seat to a bot: it plays her move at once.
    page.click(".seat[data-seat='0'] button.hand[data-action='hand-to-bot']")
    page.wait_for_selector(".seat[data-seat='0'] button.hand[data-action='hand-back']")
    assert "handed to a bot" in (page.text_content(".seat[data-seat='0'] .badges") or "")
    page.wait_for_function("n => Number(document.body.dataset.seq) > n", arg=seq)
    # And back: her seat is hers again.
    page.click(".seat[data-seat='0'] button.hand[data-action='hand-back']")
    page.wait_for_selector(".seat[data-seat='0'] button.hand[data-action='hand-to-bot']")
    wait_for_frames(
        ann,
        lambda: any(not s["seats"][0]["handed"] and s["seq"] > seq for s in ann.states()),
        "the seat handed back",
    )
    told = [line for state in ann.states() for line in state["log"]]
    assert "The host handed seat 0 (Ann) to a bot." in told
    assert "The host handed seat 0 back to Ann." in told
    states, moves = replayed_when_over(server, [ann])
    assert moves[seq].player == 0  # the bot played Ann's move, the one she was shown
    assert check_traffic(ann, 0, states, moves) > 3
