"""The built site in a real browser at 1280 pixels: nothing wider than its page.

The site (``site`` fixture, built once) is served on 127.0.0.1 and opened in a headless
Chromium driven by Playwright, 1280 pixels wide: the home page, the quickstart, the
reinforcement-learning page and a reference page. What is measured is the width of elements,
never pixels of a screenshot:

* the page does not scroll sideways;
* every element of the article lies within the theme's middle column (the article and its
  margins), unless it is inside a box that scrolls on its own;
* such a box does not need to scroll, but for a table in the theme's table wrapper
  (``md-typeset__scrollwrap``), which may: a code block must show its lines whole (the
  docs' blocks are 80 characters at most, ``tests/test_docs.py``), a picture must fit;
* the reinforcement-learning page's box shows each piece of code on one line.

The Chromium is found as the table's browser tests find theirs
(``examples/unokit-table/tests/serving.py``: ``UNOKIT_TABLE_CHROMIUM``, else one on PATH or
where it installs itself); without one the tests are skipped on a developer's machine and
fail in CI.
"""

from __future__ import annotations

import functools
import http.server
import importlib.util
import os
import threading
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

ROOT = Path(__file__).resolve().parent.parent

# A browser and the built site take many seconds; they share the worker that built the site.
pytestmark = [pytest.mark.slow, pytest.mark.xdist_group("site")]

#: The width of the window, in CSS pixels.
WIDTH = 1280
#: The pages checked: the home page, the quickstart, the RL page and a reference page.
PAGES = ["", "quickstart/", "rl/", "reference/playing/"]

#: What the page measures (JavaScript, run in the page): the page's width and the window's,
#: and every element that is wider than it may be, with where it is.
MEASURE = r"""
() => {
  const article = document.querySelector("article.md-content__inner");
  // The theme's middle column: the article and its margins (a table's scroll box spans them).
  const edge = document.querySelector(".md-content").getBoundingClientRect();
  const scrolls = (el) => ["auto", "scroll"].includes(getComputedStyle(el).overflowX);
  const said = (el, why) => {
    const text = (el.textContent || el.getAttribute("src") || "").replace(/\s+/g, " ")
      .trim().slice(0, 60);
    return `<${el.tagName.toLowerCase()} class="${el.className}"> ${why}: ${text}`;
  };
  const problems = [];
  for (const el of article.querySelectorAll("*")) {
    const box = el.getBoundingClientRect();
    if (!box.width) continue;
    let inside = el.parentElement;
    while (inside !== article && !scrolls(inside)) inside = inside.parentElement;
    if (inside === article && (box.left < edge.left - 1 || box.right > edge.right + 1)) {
      const where = `from ${box.left} to ${box.right}, beyond ${edge.left}-${edge.right}`;
      problems.push(said(el, where));
    }
    if (scrolls(el) && el.scrollWidth > el.clientWidth + 1 &&
        !el.classList.contains("md-typeset__scrollwrap")) {
      problems.push(said(el, `${el.scrollWidth} wide in a box of ${el.clientWidth}`));
    }
  }
  return {
    page: document.documentElement.scrollWidth,
    window: window.innerWidth,
    article: edge.width,
    elements: article.querySelectorAll("*").length,
    problems: problems,
  };
}
"""

#: Each piece of inline code of the RL page's box, with the lines it takes.
BOX_CODE = """
() => Array.from(document.querySelectorAll(".admonition.abstract code")).map(
  (code) => [code.textContent, code.getClientRects().length])
"""


def _find_chromium() -> str | None:
    """The table tests' own search for a Chromium (their ``serving.py``, loaded by path)."""
    path = ROOT / "examples" / "unokit-table" / "tests" / "serving.py"
    spec = importlib.util.spec_from_file_location("unokit_table_serving", path)
    assert spec is not None
    assert spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    found = module.find_chromium()
    assert found is None or isinstance(found, str)
    return found


@pytest.fixture(scope="module")
def chromium() -> str:
    found = _find_chromium()
    if found is None:
        reason = (
            "no Chromium found: install one (Debian: apt-get install -y chromium) or set "
            "UNOKIT_TABLE_CHROMIUM to a Chromium, Chrome or Edge executable"
        )
        if os.environ.get("CI"):
            pytest.fail(reason + " (CI must check the site's layout)")
        pytest.skip(reason)
    return found


class _Quiet(http.server.SimpleHTTPRequestHandler):
    """Serves the site's files and logs nothing."""

    def log_message(self, format: str, *args: Any) -> None:
        pass


@pytest.fixture(scope="module")
def served(site: Path) -> Iterator[str]:
    """The built site on 127.0.0.1, on a free port; its address."""
    server = http.server.ThreadingHTTPServer(
        ("127.0.0.1", 0), functools.partial(_Quiet, directory=str(site))
    )
    thread = threading.Thread(target=server.serve_forever, daemon=True)
    thread.start()
    try:
        yield f"http://127.0.0.1:{server.server_address[1]}/"
    finally:
        server.shutdown()
        server.server_close()
        thread.join(timeout=60)


@pytest.fixture(scope="module")
def measured(served: str, chromium: str) -> dict[str, Any]:
    """What each page measures at 1280 pixels, and the RL box's code."""
    from playwright.sync_api import sync_playwright

    found: dict[str, Any] = {}
    with sync_playwright() as playwright:
        browser = playwright.chromium.launch(executable_path=chromium, headless=True)
        try:
            page = browser.new_page(viewport={"width": WIDTH, "height": 900})
            page.set_default_timeout(60_000)
            for name in PAGES:
                page.goto(served + name, wait_until="load")
                found[name] = page.evaluate(MEASURE)
            page.goto(served + "rl/", wait_until="load")
            found["box"] = page.evaluate(BOX_CODE)
        finally:
            browser.close()
    return found


@pytest.mark.parametrize("name", PAGES)
def test_nothing_is_wider_than_its_page_at_1280_pixels(measured: dict[str, Any], name: str) -> None:
    seen = measured[name]
    assert seen["window"] == WIDTH
    assert seen["elements"] > 50, "the page has its content"
    assert seen["article"] > 600, "the article has the width of the theme's middle column"
    assert seen["page"] <= WIDTH, f"/{name} scrolls sideways: {seen['page']} pixels wide"
    assert seen["problems"] == [], f"/{name}: " + "\n".join(seen["problems"])


def test_the_rl_box_shows_each_piece_of_code_on_one_line(measured: dict[str, Any]) -> None:
    box = dict(measured["box"])
    assert {"Discrete(85)", "Discrete(174)", "Discrete(138)", "(396,)"} <= set(box)
    wrapped = sorted(code for code, lines in box.items() if lines != 1)
    assert wrapped == []
