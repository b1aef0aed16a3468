"""Driving the table in a real Chromium with Playwright: shared by the browser tests and
``screenshot.py``. Every page records the websocket messages it received, connection by
connection. Every wait is bounded and fails saying what did not come."""

from __future__ import annotations

import json
import time
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from playwright.sync_api import Browser, BrowserContext, Page, WebSocket
from playwright.sync_api import Error as PlaywrightError

#: Milliseconds a page may take to show what a test waits for (a page load, a move's
#: effect): far more than it takes on the busiest machine.
WAIT_MS = 60_000


@dataclass
class Player:
    """A browser page at the table, and every websocket message it received (decoded).

    Attributes:
        page: The page.
        sockets: The messages of each websocket the page opened, in order (a reload or a
            reconnection opens another).
        sent: Every message the page sent, over all its websockets, in order.
    """

    page: Page
    sockets: list[list[dict[str, Any]]] = field(default_factory=list)
    sent: list[dict[str, Any]] = field(default_factory=list)

    @property
    def received(self) -> list[dict[str, Any]]:
        """Every message the page received, over all its websockets."""
        return [message for socket in self.sockets for message in socket]

    def states(self, socket: int = -1) -> list[dict[str, Any]]:
        """The state messages of one of the page's websockets (the last by default); the
        other messages (pongs, refusals) may come between them."""
        if not self.sockets:
            return []
        return [message for message in self.sockets[socket] if message["type"] == "state"]

    def seat(self) -> int:
        """The seat the page says it plays."""
        return int(self.page.get_attribute("#you", "data-seat") or -1)

    def status(self) -> str:
        """The room's status as the page shows it (``lobby``, ``playing``, ``over``)."""
        return self.page.get_attribute("body", "data-status") or ""

    def seq(self) -> int:
        """How many moves the game has had, as the page last heard."""
        return int(self.page.get_attribute("body", "data-seq") or -1)

    def hand(self) -> list[str]:
        """The cards of the page's hand, as drawn."""
        return [
            str(text)
            for text in self.page.eval_on_selector_all(
                "#hand .card", "cards => cards.map(card => card.dataset.card)"
            )
        ]


def open_player(browser: Browser, url: str) -> Player:
    """Open ``url`` in a new browser context (a browser of its own, with its own storage)
    and record its websocket traffic."""
    context = browser.new_context(viewport={"width": 1280, "height": 860})
    context.set_default_timeout(WAIT_MS)
    return open_page(context, url)


def open_page(context: BrowserContext, url: str) -> Player:
    """Open ``url`` in another page of ``context`` (the same browser, its storage shared)
    and record its websocket traffic."""
    page = context.new_page()
    player = Player(page)

    def on_socket(socket: WebSocket) -> None:
        received: list[dict[str, Any]] = []
        player.sockets.append(received)

        def on_frame(payload: str | bytes) -> None:
            text = payload.decode() if isinstance(payload, bytes) else payload
            received.append(json.loads(text))

        def on_sent(payload: str | bytes) -> None:
            text = payload.decode() if isinstance(payload, bytes) else payload
            player.sent.append(json.loads(text))

        socket.on("framereceived", on_frame)
        socket.on("framesent", on_sent)

    page.on("websocket", on_socket)
    page.goto(url)
    return player


def create_room(
    browser: Browser,
    url: str,
    seats: list[str],
    match: str,
    turn_seconds: int | None = None,
    edition: str | None = None,
) -> Player:
    """Create a room from the home page: ``seats`` gives seats 1... their kinds,
    ``turn_seconds`` a person's seconds per decision and ``edition`` the edition (the page's
    defaults if not given)."""
    host = open_player(browser, url)
    page = host.page
    page.wait_for_selector("#create-room:not([disabled])")
    if edition is not None:
        page.select_option("#edition", edition)
    page.fill("#name", "Ann")
    if turn_seconds is not None:
        page.fill("#turn-seconds", str(turn_seconds))
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


def play_until(
    players: list[Player], done: Callable[[], bool], what: str, seconds: float = 300
) -> None:
    """Click moves on every page until ``done()`` is true, within ``seconds``.

    Raises:
        AssertionError: naming ``what`` did not happen, and each page's status and seq.
    """
    deadline = time.monotonic() + seconds
    while not done():
        if time.monotonic() > deadline:
            pages = [(player.status(), player.seq()) for player in players]
            raise AssertionError(f"{what} did not happen within {seconds} s: {pages}")
        clicked = False
        for player in players:
            seq, heard, sent = player.seq(), _heard(player), len(player.sent)
            if click_a_move(player):
                clicked = True
                # ``done()`` is read from the page: not before it shows what the click did,
                # or it would be read while the move is still on its way to the server.
                wait_for_frames(player, _answered(player, seq, heard, sent), "an answer to a click")
                break
        if not clicked:
            time.sleep(0.05)  # nothing to click yet: the bots are moving


def _heard(player: Player) -> tuple[int, int]:
    """How many websockets the page opened, and how many messages the last one brought."""
    return len(player.sockets), len(player.sockets[-1]) if player.sockets else 0


def _answered(player: Player, seq: int, heard: tuple[int, int], sent: int) -> Callable[[], bool]:
    """Whether the page shows what a click did since it showed move ``seq``, had heard
    ``heard`` and sent ``sent`` messages: a refusal or a new connection; if the click sent
    a move (or an answer), the game past the move it was made on (the page may have shown
    a newer move than ``seq`` by the time it was clicked: that is not the answer); else
    a move applied (by anyone) or a choice to make."""

    def answered() -> bool:
        sockets, messages = heard
        if len(player.sockets) != sockets:
            return True
        since = player.sockets[-1][messages:] if player.sockets else []
        if any(message["type"] in ("refused", "error") for message in since):
            return True
        made_on = [message["seq"] for message in player.sent[sent:] if "seq" in message]
        if made_on:
            return player.seq() > int(made_on[-1])
        return player.seq() != seq or bool(player.page.locator("#picker:not([hidden])").count())

    return answered


def play_until_over(players: list[Player], seconds: float = 300) -> None:
    """Click moves on every page until each shows the match over, within ``seconds``; then
    wait until each page's last message (the one saying so) has been handed over too."""
    play_until(
        players,
        lambda: all(player.status() == "over" for player in players),
        "the end of the match",
        seconds,
    )
    for player in players:
        wait_for_frames(player, _heard_the_end(player), "the last message")


def _heard_the_end(player: Player) -> Callable[[], bool]:
    """Whether the last state message ``player`` received says the match is over (a pong
    may come after it: pages ping every 20 seconds)."""

    def heard() -> bool:
        states = player.states()
        return bool(states) and states[-1]["status"] == "over"

    return heard


def wait_for_frames(player: Player, done: Callable[[], bool], what: str) -> None:
    """Let the page's websocket events arrive until ``done()`` is true, within ``WAIT_MS``.

    Playwright hands a frame over when the test next waits on the page, which may be after
    the page has drawn what the frame said.

    Raises:
        AssertionError: naming ``what`` did not arrive.
    """
    deadline = time.monotonic() + WAIT_MS / 1000
    while not done():
        assert time.monotonic() < deadline, f"{what} did not arrive within {WAIT_MS} ms"
        player.page.wait_for_timeout(50)


def wait_for_my_move(player: Player) -> None:
    """Wait until the page says it is this seat's move."""
    player.page.wait_for_selector("#turn:has-text('Your move')")
