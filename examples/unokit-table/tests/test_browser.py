"""End to end in a real headless Chromium (the system's), driven by Playwright.

The server is a real ``python -m unokit_table`` on 127.0.0.1 with a temporary database; the
pages are clicked like a person would; what each page received over its websocket is
checked against the game's record afterwards.
"""

from __future__ import annotations

import json
import time
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
    open_player,
    play_until_over,
    wait_for_my_move,
)
from conftest import Server
from unokit_table import schema


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


def check_traffic(player: Player, seat: int, states: list[unokit.GameState]) -> int:
    """Every state message the page received is its seat's view of the game at that point,
    exactly (so no other seat's cards); returns how many views were checked."""
    checked = 0
    for message in player.received:
        assert message["v"] == schema.SCHEMA_VERSION
        if message["type"] != "state":
            continue
        assert message["seat"] == seat
        if message["view"] is None:
            continue
        state = states[message["seq"]]
        names = [entry["name"] for entry in message["seats"]]
        expected = schema.view_json(unokit.view(state, seat), names)
        assert message["view"] == json.loads(json.dumps(expected))
        assert [card["text"] for card in message["view"]["hand"]] == list(
            map(str, state.hands[seat])
        )
        checked += 1
    return checked


def replayed(server: Server, room: str) -> list[unokit.GameState]:
    record = unokit.GameRecord.parse(server.get_text(f"/api/rooms/{room}/games/1/record"))
    return list(record.replay())


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
    play_until_over([ann, bob], seconds=90)
    outcome = ann.page.text_content("#outcome") or ""
    assert "won the match (single round won)" in outcome
    states = replayed(server, room_of(ann))
    assert states[-1].is_over
    assert check_traffic(ann, 0, states) > 5
    assert check_traffic(bob, 1, states) > 5


def test_a_reloaded_page_keeps_its_seat(server: Server, browser: Browser) -> None:
    ann = create_room(browser, server.url, ["human", "greedy", "greedy"], "single-round")
    bob = open_player(browser, invite(ann, 1))
    bob.page.wait_for_selector("#lobby:not([hidden])")
    ann.page.click("#start")
    bob.page.wait_for_selector("#hand .card")
    deadline = time.monotonic() + 30
    while not bob.page.locator("#turn:has-text('Your move')").count():  # Ann plays meanwhile
        assert time.monotonic() < deadline, "seat 1's move never came"
        if not click_a_move(ann):
            time.sleep(0.05)
    # It is seat 1's move: the bots wait for it, so its hand stays as it is.
    hand = bob.hand()
    bob.page.reload()
    bob.page.wait_for_selector("#hand .card")
    assert bob.seat() == 1
    assert bob.hand() == hand
    ann.page.wait_for_selector(
        ".seat[data-seat='1'] .badges:not(:has-text('away'))", state="attached"
    )


def test_the_server_restarts_mid_game_and_the_room_resumes(
    server: Server, browser: Browser
) -> None:
    ann = create_room(browser, server.url, ["greedy", "random", "greedy"], "single-round")
    ann.page.click("#start")
    wait_for_my_move(ann)
    seq = ann.page.get_attribute("body", "data-seq")
    hand = ann.hand()
    said = server.stop()
    assert "stopped the bots of 1 open rooms; 1 rooms saved" in said
    ann.page.wait_for_selector("#connection.off")
    server.start()  # the same port and database
    ann.page.wait_for_selector("#connection.on", timeout=15_000)
    wait_for_my_move(ann)
    assert ann.page.get_attribute("body", "data-seq") == seq
    assert ann.hand() == hand
    play_until_over([ann], seconds=60)
    states = replayed(server, room_of(ann))
    assert check_traffic(ann, 0, states) > 5


def test_a_page_without_a_seat_says_so(server: Server, browser: Browser) -> None:
    ann = create_room(browser, server.url, ["greedy"], "single-round")
    stranger = open_player(browser, f"{server.url}room/{room_of(ann)}#{'A' * 24}")
    stranger.page.wait_for_selector("#no-seat:not([hidden])")
    assert not click_a_move(stranger)
    errors: list[dict[str, Any]] = [m for m in stranger.received if m["type"] == "error"]
    assert [m["code"] for m in errors] == ["bad-token"]
