"""The screenshot of the table in the docs: ``python examples/unokit-table/tests/screenshot.py``.

It starts a server on 127.0.0.1 with a temporary database, creates a room from the home page
(you and three bots), plays a few moves by clicking, and writes ``docs/img/table.png`` (or the
file given as its argument). The bots' moves come at their own pace, so two runs show
different moments of a game: the picture is checked by running this script (in the browser
tests), not compared with the one committed.
"""

from __future__ import annotations

import sys
import tempfile
import time
from pathlib import Path

from playwright.sync_api import sync_playwright

from browsing import click_a_move, create_room, wait_for_my_move
from serving import Server, find_chromium

ROOT = Path(__file__).resolve().parents[3]


#: Where the docs show it.
TARGET = ROOT / "docs" / "img" / "table.png"


def main(target: Path = TARGET) -> int:
    """Take the screenshot into ``target``; 1 if no Chromium is found."""
    chromium = find_chromium()
    if chromium is None:
        print("no Chromium found (Debian: apt-get install -y chromium)", file=sys.stderr)
        return 1
    with tempfile.TemporaryDirectory() as folder, sync_playwright() as playwright:
        server = Server(Path(folder) / "rooms.sqlite3", bot_delay=0.2)
        server.start()
        try:
            browser = playwright.chromium.launch(executable_path=chromium)
            you = create_room(browser, server.url, ["greedy", "greedy", "random"], "standard")
            you.page.click("#start")
            for _ in range(4):  # a few moves, so the story has begun
                wait_for_my_move(you)
                click_a_move(you)
                time.sleep(0.3)
                click_a_move(you)  # a colour, if the card asked for one
            wait_for_my_move(you)
            you.page.screenshot(path=str(target))
            browser.close()
        finally:
            server.stop()
    print(f"wrote {target}")
    return 0


if __name__ == "__main__":
    sys.exit(main(Path(sys.argv[1]) if len(sys.argv) > 1 else TARGET))
