"""The built documentation site: examples render as code, and the site says only what a reader
can follow.

The site is built once per test session with ``mkdocs build --strict`` (a few seconds), into
a temporary directory, and its HTML is read back (the ``site`` fixture of ``tests/conftest.py``,
which ``test_site_layout.py`` shares: both run on the worker that built it).
"""

from __future__ import annotations

import re
from html.parser import HTMLParser
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent

# Building the site takes a while (the quick run leaves these tests out), and is done once
# a session: every test of the site runs on the pytest-xdist worker that built it.
pytestmark = [pytest.mark.slow, pytest.mark.xdist_group("site")]

#: How the docs must not name their sources: files and documents a reader does not have.
INTERNAL_SOURCES = re.compile(
    r"classic-guide|classic-short|classic-family|uno-friends\.txt|uno-party\.txt"
    r"|DESIGN\.md|product brief|\bthe brief\b|shared/",
    re.IGNORECASE,
)


def _reference_pages(site: Path) -> list[Path]:
    pages = sorted((site / "reference").glob("*/index.html"))
    assert len(pages) >= 8, "the reference is split into one page per topic"
    return pages


def _doctest_lines() -> set[str]:
    """The statements of the docstring examples in ``src/`` (``>>> statement``)."""
    lines: set[str] = set()
    for path in (ROOT / "src").rglob("*.py"):
        text = path.read_text(encoding="utf-8")
        lines.update(m.strip() for m in re.findall(r"^\s*(?:>>>|\.\.\.) (.+)$", text, re.M))
    return {line for line in lines if len(line) >= 8}


class _Doctests(HTMLParser):
    """Finds doctests in a page: prompts in code blocks, and doctest lines left as prose.

    A doctest that Markdown takes for prose loses its ``>>>`` (it becomes nested blockquotes),
    so prose is recognised by its statements, and by any blockquote at all: no docstring of
    unokit quotes with ``>``.
    """

    def __init__(self, statements: set[str]) -> None:
        super().__init__()
        self.statements = statements
        self.in_code = 0
        self.as_code = 0
        self.as_prose: list[str] = []

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        if tag in ("pre", "code"):
            self.in_code += 1
        elif tag == "blockquote":
            self.as_prose.append("<blockquote>")

    def handle_endtag(self, tag: str) -> None:
        if tag in ("pre", "code"):
            self.in_code -= 1

    def handle_data(self, data: str) -> None:
        if self.in_code:
            self.as_code += data.count(">>>")
            return
        if ">>>" in data:
            self.as_prose.append(data.strip()[:80])
        self.as_prose.extend(line for line in data.splitlines() if line.strip() in self.statements)


def test_no_doctest_in_the_reference_is_rendered_as_prose(site: Path) -> None:
    statements = _doctest_lines()
    assert len(statements) >= 30
    rendered_as_code = 0
    for page in _reference_pages(site):
        parser = _Doctests(statements)
        parser.feed(page.read_text(encoding="utf-8"))
        prose = parser.as_prose
        assert not prose, f"{page.parent.name}: doctest rendered as prose: {prose}"
        rendered_as_code += parser.as_code
    assert rendered_as_code >= 100, "the docstring examples are missing from the reference"


def test_the_reference_shows_no_private_name(site: Path) -> None:
    for page in _reference_pages(site):
        html = page.read_text(encoding="utf-8")
        headings = re.findall(r'<h\d id="(unokit[^"]*)" class="doc doc-heading"', html)
        assert headings, f"{page.parent.name} renders no object"
        private = [h for h in headings if any(p.startswith("_") for p in h.split("."))]
        assert not private, f"{page.parent.name} renders private names: {private}"
        for name in ("_LAZY", "__all__", "__getattr__"):
            assert name not in html, f"{page.parent.name} shows {name}"


def test_signatures_are_formatted_on_several_lines(site: Path) -> None:
    """The ``docs`` extra's formatter splits a long signature, one parameter a line."""
    html = (site / "reference" / "playing" / "index.html").read_text(encoding="utf-8")
    signature = re.search(r'<div class="doc-signature highlight">(.*?)</div>', html, re.DOTALL)
    assert signature, "new_game has no separate signature"
    assert signature.group(1).count("\n") >= 5, "the signature of new_game is one long line"


def test_docs_and_reference_name_no_internal_source(site: Path) -> None:
    sources = [ROOT / "README.md", *(ROOT / "docs").rglob("*.md")]
    rendered = _reference_pages(site)
    for path in [*sources, *rendered]:
        found = INTERNAL_SOURCES.findall(path.read_text(encoding="utf-8"))
        assert not found, f"{path} names sources a reader does not have: {found}"


def test_the_site_publishes_pages_and_pictures_not_the_docs_tools(site: Path) -> None:
    assert (site / "img" / "terminal.svg").is_file()
    published = sorted(path.name for path in site.rglob("*") if path.suffix in (".toml", ".py"))
    assert published == []  # docs/ruff.toml is ruff's settings for the pages' blocks


def test_the_site_requests_no_web_font(site: Path) -> None:
    for page in site.rglob("*.html"):
        html = page.read_text(encoding="utf-8")
        assert "fonts.googleapis.com" not in html, page
        assert "fonts.gstatic.com" not in html, page


def test_pages_link_to_the_previous_and_next_page(site: Path) -> None:
    html = (site / "reference" / "playing" / "index.html").read_text(encoding="utf-8")
    assert '<a href="../" class="md-footer__link md-footer__link--prev"' in html
    assert '<a href="../cards-and-moves/" class="md-footer__link md-footer__link--next"' in html


def test_the_docs_extra_has_a_signature_formatter() -> None:
    """Without Black or Ruff, mkdocstrings writes each signature on one overflowing line."""
    pyproject = (ROOT / "pyproject.toml").read_text(encoding="utf-8")
    docs_extra = re.search(r"^docs = \[\n(.*?)^\]", pyproject, re.M | re.DOTALL)
    assert docs_extra, "pyproject.toml has no docs extra"
    assert re.search(r'^\s+"(ruff|black)\b', docs_extra.group(1), re.M)


def _page(site: Path, name: str) -> str:
    return (site / name / "index.html").read_text(encoding="utf-8")


def test_the_installation_page_gives_today_s_commands_and_every_extra(site: Path) -> None:
    html = _page(site, "installation")
    runtime = html.split('id="from-a-clone-of-the-repository"', 1)[0]
    for name in ("attrs", "pluggy", "rich"):
        assert f">{name}</a>" in runtime, name
    extras = re.findall(r"<tr>\s*<td><code>(\w+)</code></td>", html)
    assert extras == ["rl", "ray", "plot", "testing", "docs", "test", "bench", "mutation"]
    today, released = html.split('id="once-a-version-is-released"', 1)
    assert "pip install -e" in today
    assert "unokit[" not in today
    assert "unokit[rl]" in released


def test_the_reference_index_links_every_reference_page(site: Path) -> None:
    html = _page(site, "reference")
    content = html.split('<article class="md-content__inner md-typeset">', 1)[1]
    links = re.findall(r'<a href="([\w-]+)/">', content.split("</article>", 1)[0])
    pages = sorted(page.parent.name for page in _reference_pages(site))
    assert sorted(links) == pages
    assert {"house-rules", "rl"} <= set(links)


def test_the_rl_pages_open_with_a_summary_and_leave_the_doc_helpers_out(site: Path) -> None:
    reference = _page(site, "reference/rl")
    assert "unokit.rl.tables" not in reference
    assert reference.count("pip install") == 1  # the module's docstring, not the page again
    guide = _page(site, "rl")
    article = guide.split('<article class="md-content__inner md-typeset">', 1)[1]
    first = re.search(r"<(\w+)[^>]*>", article.split("</h1>", 1)[1])
    assert first is not None
    assert first.group(0) == '<div class="admonition abstract">'
    box = article.split("</h1>", 1)[1].split("<p><code>unokit.rl</code> turns", 1)[0]
    assert "<strong>Import</strong>" in box
    assert "<th>edition</th>" in box  # the table has a header of its own, not an empty one
    assert "<th></th>" not in box
    assert "<td><code>Discrete(138)</code></td>" in box  # UNO Party!'s actions
    assert "<code>api_test</code>" in box
    assert "<code>check_env</code>" in box
