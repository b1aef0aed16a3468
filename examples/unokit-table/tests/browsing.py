"""Driving the table in a real Chromium with Playwright: shared by the browser tests and
``screenshot.py``. Every page records the websocket messages it received."""

from __future__ import annotations

import json
import time
from dataclasses import dataclass, field
from typing import Any

from playwright.sync_api import Browser, Page
from playwright.sync_api import Error as PlaywrightError


@dataclass
class Player:
    """A browser page at the table, and every websocket message it received (decoded)."""

    page: Page
    received: list[dict[str, Any]] = field(default_factory=list)

    def seat(self) -> int:
        """The seat the page says it plays."""
        return int(self.page.get_attribute("#you", "data-seat") or -1)

    def status(self) -> str:
        """The room's status as the page shows it (``lobby``, ``playing``, ``over``)."""
        return self.page.get_attribute("body", "data-status") or ""

    def hand(self) -> list[str]:
        """The cards of the page's hand, as drawn."""
        return [
            str(text)
            for text in self.page.eval_on_selector_all(
                "#hand .card", "cards => cards.map(card => card.dataset.card)"
            )
        ]


def open_player(browser: Browser, url: str) -> Player:
    """Open ``url`` in a new browser context and record its websocket traffic."""
    context = browser.new_context(viewport={"width": 1280, "height": 860})
    page = context.new_page()
    player = Player(page)

    def on_frame(payload: str | bytes | dict[str, Any]) -> None:
        text = payload.get("payload") if isinstance(payload, dict) else payload
        if isinstance(text, bytes):
            text = text.decode()
        player.received.append(json.loads(str(text)))

    page.on("websocket", lambda socket: socket.on("framereceived", on_frame))
    page.goto(url)
    return player


def create_room(browser: Browser, url: str, seats: list[str], match: str) -> Player:
    """Create a room from the home page: ``seats`` gives seats 1... their kinds."""
    host = open_player(browser, url)
    page = host.page
    page.wait_for_selector("#create-room:not([disabled])")
    page.fill("#name", "Ann")
    page.fill("#players", str(len(seats) + 1))
    page.dispatch_event("#players", "input")
    for seat, kind in enumerate(seats, 1):
        page.select_option(f"#seat-{seat}", kind)
    page.select_option("[data-option=match]", match)
    page.click("#create-room")
    page.wait_for_selector("#lobby:not([hidden])")
    return host


def invite(host: Player, seat: int) -> str:
    """The link the host's page shows for ``seat``."""
    return str(host.page.input_value(f"input.invite[data-seat='{seat}']"))


def click_a_move(player: Player) -> bool:
    """Click one thing the page offers: a choice, a playable card, the draw pile, a button.

    Returns:
        Whether something was clicked (the page re-draws as the game goes on, so a click on
        an element just replaced is given up and counts as nothing).
    """
    page = player.page
    for selector in (
        "#picker:not([hidden]) .choice",
        "#hand .card.playable",
        "#draw-pile:not([disabled])",
        "#actions .action",
    ):
        target = page.locator(selector).first
        try:
            if target.count() and target.is_visible():
                target.click(timeout=500)
                return True
        except PlaywrightError:
            return False
    return False


def play_until_over(players: list[Player], seconds: float) -> None:
    """Click moves on every page until each shows the match over, within ``seconds``."""
    deadline = time.monotonic() + seconds
    while time.monotonic() < deadline:
        if all(player.status() == "over" for player in players):
            return
        if not any(click_a_move(player) for player in players):
            time.sleep(0.05)
    raise AssertionError(f"the match did not end within {seconds} seconds")


def wait_for_my_move(player: Player, seconds: float = 20) -> None:
    """Wait until the page says it is this seat's move."""
    player.page.wait_for_selector("#turn:has-text('Your move')", timeout=seconds * 1000)
