"""The pictures of the documentation, made from the code and the docs' own figures.

Run from the repository's root, with unokit and the example packages installed (the test
install of the README):

    python scripts/pictures.py            # write every picture into docs/img/
    python scripts/pictures.py NAME...    # only those, e.g. layers.svg
    python scripts/pictures.py --check    # say which are out of date (exit code 1 if any)

Every picture of ``docs/img/`` is made here but ``table.png``, a browser's screenshot of the
table (``examples/unokit-table/tests/screenshot.py``). ``tests/test_pictures.py`` makes each
picture again and fails, naming the command above, when the committed file differs:

* ``terminal.svg``: the start of a seeded ``unokit play``, played through the real command
  with the first choice typed at each question, recorded by rich and exported as SVG;
* ``editions.svg``: a card of each edition, drawn by ``unokit.play.render``;
* ``view.svg``: what one seat sees of a seeded game, drawn by ``unokit.play.render``;
* ``layers.svg``: the layers of the package, from its folders and modules (the table
  ``LAYERS`` says which layer each belongs to) and from what imports what;
* ``agents-greedy.svg``, ``agents-search.svg``: the measured tables of the agents page as
  charts, read from ``docs/agents.md`` itself;
* ``rl-speed.svg``: the measured table of the reinforcement-learning environments' speed,
  read from ``docs/performance.md``.

Nothing here measures anything: the charts draw the figures the pages give, so a figure has
one home, the page.
"""

from __future__ import annotations

import ast
import contextlib
import io
import os
import re
import sys
import xml.etree.ElementTree as ET
from collections.abc import Callable, Iterator, Sequence
from html import escape
from pathlib import Path

import unokit
from unokit.play.render import card_svg

ROOT = Path(__file__).resolve().parent.parent
IMAGES = ROOT / "docs" / "img"
PACKAGE = ROOT / "src" / "unokit"

#: The command that writes a picture again.
COMMAND = "python scripts/pictures.py"

#: The font of the pictures' text: the reader's own, nothing fetched.
FONT = "system-ui, -apple-system, 'Segoe UI', Roboto, 'DejaVu Sans', sans-serif"
#: The font of the terminal: a monospace one of the reader's.
MONOSPACE = "ui-monospace, SFMono-Regular, Menlo, Consolas, 'DejaVu Sans Mono', monospace"

INK = "#1b1b1b"
MUTED = "#5f5f5f"
BLUE = "#1f5fbf"
RED = "#d62d20"
GREEN = "#2e9b3f"
GOLD = "#f2c80f"


class PictureError(Exception):
    """A picture cannot be made: what is missing, and what to change."""


# --------------------------------------------------------------------------------------
# SVG text
# --------------------------------------------------------------------------------------


def number(value: float) -> str:
    """A coordinate as short, exact text."""
    text = f"{value:.2f}".rstrip("0").rstrip(".")
    return "0" if text == "-0" else text


def element(tag: str, **attributes: object) -> str:
    """An empty element; ``stroke_width`` is written ``stroke-width``."""
    return f"<{tag}{_attributes(attributes)}/>"


def text(content: str, **attributes: object) -> str:
    """A text element, its content escaped."""
    return f"<text{_attributes(attributes)}>{escape(content, quote=False)}</text>"


def _attributes(attributes: dict[str, object]) -> str:
    parts = []
    for name, value in attributes.items():
        if value is None:
            continue
        shown = number(value) if isinstance(value, (int, float)) else str(value)
        parts.append(f' {name.rstrip("_").replace("_", "-")}="{escape(shown)}"')
    return "".join(parts)


def svg(width: float, height: float, body: Sequence[str], label: str) -> str:
    """A whole picture, ``width`` by ``height`` units, titled ``label``."""
    return (
        f'<svg xmlns="http://www.w3.org/2000/svg" width="{number(width)}" '
        f'height="{number(height)}" viewBox="0 0 {number(width)} {number(height)}" '
        f'role="img" aria-label="{escape(label)}" font-family="{escape(FONT)}">'
        f"<title>{escape(label, quote=False)}</title>" + "".join(body) + "</svg>\n"
    )


def nested(drawing: str, x: float, y: float, width: float, height: float) -> str:
    """A drawing of ``unokit.play.render`` placed at ``(x, y)`` in a larger picture."""
    head, _, rest = drawing.partition(">")
    box = re.search(r'viewBox="([^"]+)"', head)
    assert box is not None
    inner = rest.rsplit("</svg>", 1)[0]
    return (
        f'<svg x="{number(x)}" y="{number(y)}" width="{number(width)}" '
        f'height="{number(height)}" viewBox="{box[1]}">{inner}</svg>'
    )


# --------------------------------------------------------------------------------------
# terminal.svg: the start of a game of unokit play
# --------------------------------------------------------------------------------------

#: The game shown: three players, one round, a seed whose first turns show a Reverse.
PLAY = ["play", "--seed", "226", "--players", "3", "--match", "single-round"]
#: How many of the player's questions the picture shows.
TURNS = 2
#: The width of the terminal, in characters.
COLUMNS = 90

#: rich's SVG, without fonts fetched from the web: the reader's monospace font.
TERMINAL_TEMPLATE = """\
<svg xmlns="http://www.w3.org/2000/svg" width="{width}" height="{height}" \
viewBox="0 0 {width} {height}" role="img" aria-label="A game of unokit play in a terminal">
    <style>
    .{unique_id}-matrix {{
        font-family: __MONOSPACE__;
        font-size: {char_height}px;
        line-height: {line_height}px;
    }}
    .{unique_id}-title {{
        font-size: 18px;
        font-weight: bold;
        font-family: __FONT__;
    }}
    {styles}
    </style>
    <defs>
    <clipPath id="{unique_id}-clip-terminal">
      <rect x="0" y="0" width="{terminal_width}" height="{terminal_height}" />
    </clipPath>
    {lines}
    </defs>
    {chrome}
    <g transform="translate({terminal_x}, {terminal_y})" \
clip-path="url(#{unique_id}-clip-terminal)">
    {backgrounds}
    <g class="{unique_id}-matrix">
    {matrix}
    </g>
    </g>
</svg>
""".replace("__MONOSPACE__", MONOSPACE.replace("'", "")).replace("__FONT__", FONT.replace("'", ""))


class _Screen(io.StringIO):
    """The terminal the game is played in: it says it is one, so cards are in colour."""

    def isatty(self) -> bool:
        return True


class _Keys(io.StringIO):
    """The player's keyboard: the first choice at every question, echoed as a terminal does.

    After ``turns`` questions it stops, as the end of input does.
    """

    def __init__(self, screen: io.StringIO, turns: int) -> None:
        super().__init__()
        self.screen = screen
        self.turns = turns
        self.asked = 0
        self.cut = 0

    def readline(self, size: int | None = -1) -> str:  # type: ignore[override]
        self.asked += 1
        if self.asked > self.turns:
            if not self.cut:
                self.cut = len(self.screen.getvalue())
            return ""
        self.screen.write("1\n")
        return "1\n"


@contextlib.contextmanager
def _plain_environment() -> Iterator[None]:
    """No ``NO_COLOR`` while the game is played: the picture is the same everywhere."""
    saved = os.environ.pop("NO_COLOR", None)
    try:
        yield
    finally:
        if saved is not None:
            os.environ["NO_COLOR"] = saved


def terminal_text() -> str:
    """What the terminal shows, colours as ANSI codes: the start of the game.

    To the line after the player's last answer shown, and what the table did then.
    """
    from unokit.play.cli import main

    screen = _Screen()
    keys = _Keys(screen, TURNS)
    with _plain_environment(), contextlib.ExitStack() as stack:
        stack.enter_context(contextlib.redirect_stdout(screen))
        saved_stdin = sys.stdin
        sys.stdin = keys
        stack.callback(setattr, sys, "stdin", saved_stdin)
        code = main(PLAY)
    if code != 0 or not keys.cut:
        raise PictureError(f"unokit {' '.join(PLAY)} did not ask {TURNS + 1} questions")
    shown = screen.getvalue()[: keys.cut]
    # Up to the table's state before the next question: the last blank line.
    return shown[: shown.rindex("\n\n")] + "\n"


def terminal_svg() -> str:
    """The start of a seeded ``unokit play``, as a terminal shows it."""
    from rich.console import Console
    from rich.text import Text

    console = Console(
        record=True,
        width=COLUMNS,
        file=io.StringIO(),
        force_terminal=True,
        color_system="truecolor",
        legacy_windows=False,
        _environ={},  # the same picture whatever the environment says of the terminal
    )
    console.print(Text.from_ansi(terminal_text()), end="", soft_wrap=False)
    exported = console.export_svg(
        title="unokit play", code_format=TERMINAL_TEMPLATE, unique_id="unokit-play"
    )
    # No trailing spaces (the repository's pre-commit hooks would take them away).
    return "\n".join(line.rstrip() for line in exported.splitlines()) + "\n"


def terminal_content(picture: str) -> list[list[tuple[str, str]]]:
    """What a terminal picture shows: each line's pieces of text, each with its style.

    rich writes the SVG; two versions of rich may write the same terminal differently, so a
    picture is up to date when it shows the same text in the same styles.
    """
    root = ET.fromstring(picture)
    styles = dict(re.findall(r"\.([\w-]+) \{ ([^}]*) \}", picture))
    lines: dict[float, list[tuple[float, str, str]]] = {}
    for node in root.iter("{http://www.w3.org/2000/svg}text"):
        if "line-" not in node.get("clip-path", ""):
            continue
        content = (node.text or "").replace("\xa0", " ")
        if not content.strip():
            continue
        style = styles.get(node.get("class", ""), "").strip()
        lines.setdefault(float(node.get("y", "0")), []).append(
            (float(node.get("x", "0")), content, style)
        )
    return [
        [(content, style) for _, content, style in sorted(pieces)]
        for _, pieces in sorted(lines.items())
    ]


# --------------------------------------------------------------------------------------
# editions.svg and view.svg: drawn by unokit.play.render
# --------------------------------------------------------------------------------------

#: A card of each edition, as its rules draw it, and what the caption says of it. UNO Flip's
#: card is shown on both sides.
EDITION_CARDS: tuple[tuple[str, str, tuple[str, ...]], ...] = (
    ("classic", "classic", ("W+4",)),
    ("friends", "UNO Friends", ("R+2/Ross",)),
    ("party", "UNO Party!", ("WDT",)),
    ("seven-o", "Seven-O", ("R7",)),
    ("flip", "UNO Flip, both sides", ("B+1|T+5", "T+5|B+1")),
    ("no-mercy", "No Mercy", ("W+10",)),
    ("attack", "UNO Attack!", ("WHF",)),
)


def _rules(edition: str) -> unokit.Rules:
    if edition not in unokit.available_editions():
        raise PictureError(
            f"the edition {edition!r} is not installed: install the example packages "
            "(the README's test install)"
        )
    players = unokit.edition_info(edition)["min_players"]
    return unokit.new_game(edition, players=players, seed=1).rules


def editions_svg() -> str:
    """A card of each edition, in a row, each drawn from its edition's rules."""
    width, gap, card = 96.0, 14.0, 144.0
    count = sum(len(cards) for _, _, cards in EDITION_CARDS)
    total = count * width + (count - 1) * gap + 2 * gap
    body = [element("rect", x=0, y=0, width=total, height=card + 54, rx=12, fill="#f4f4f0")]
    x = gap
    for edition, caption, cards in EDITION_CARDS:
        rules = _rules(edition)
        left = x
        for text_form in cards:
            drawing = card_svg(unokit.Card.parse(text_form), rules)
            body.append(nested(drawing, x, gap, width, card))
            x += width + gap
        middle = (left + x - gap) / 2
        body.append(
            text(caption, x=middle, y=card + gap + 26, font_size=14, text_anchor="middle", fill=INK)
        )
    return svg(total, card + 54, body, "A card of each edition, drawn by unokit.play.render")


#: The game of the view: four players of classic, seen by the seat to play.
VIEW_GAME = ("classic", 4, 3)


def view_svg() -> str:
    """What the seat to play sees of a seeded game of classic."""
    from unokit.play.render import view_svg as draw

    edition, players, seed = VIEW_GAME
    state = unokit.new_game(edition, players=players, seed=seed)
    return draw(unokit.view(state, state.current_player)) + "\n"


# --------------------------------------------------------------------------------------
# layers.svg: the package's layers and what imports what
# --------------------------------------------------------------------------------------

#: The layers of the package, from the bottom up, each with the folders and modules of
#: ``src/unokit`` it holds, separated by spaces (a folder is written with its ``/``). Every
#: folder and module must be in one layer; a layer that imports one listed after it is drawn
#: as an exception (a dashed arrow). Moving modules into folders changes this table only.
LAYERS: tuple[tuple[str, str], ...] = (
    ("core: cards, moves, state, phases, rules, the engine, plugins", "core/ _moved"),
    ("author surface: editions and house rules", "plugin edition editions/ house_rules/"),
    ("reading and writing: notation, records, saves", "io/"),
    ("agents and search", "agents/"),
    ("scale: simulations, Ray", "scale/"),
    ("testing: the conformance suite", "testing/"),
    ("play: the command, the terminal, narration, pictures", "play/ __main__"),
    ("reinforcement learning", "rl/"),
)


def package_parts(package: Path = PACKAGE) -> list[str]:
    """The folders (``editions/``) and modules (``cards``) of the package, sorted."""
    parts = []
    for path in sorted(package.iterdir()):
        if path.is_dir() and (path / "__init__.py").exists():
            parts.append(path.name + "/")
        elif path.suffix == ".py" and path.name != "__init__.py":
            parts.append(path.stem)
    return parts


def layer_of(package: Path = PACKAGE) -> dict[str, int]:
    """Each folder and module of the package, with the index of its layer in ``LAYERS``.

    Raises:
        PictureError: if a folder or module is in no layer, or in two, or a layer names
            one the package does not have.
    """
    found = package_parts(package)
    listed = [part for _, parts in LAYERS for part in parts.split()]
    missing = [part for part in found if part not in listed]
    gone = [part for part in listed if part not in found]
    twice = sorted({part for part in listed if listed.count(part) > 1})
    problems = []
    if missing:
        problems.append(f"in no layer: {', '.join(missing)}")
    if gone:
        problems.append(f"not in src/unokit any more: {', '.join(gone)}")
    if twice:
        problems.append(f"in two layers: {', '.join(twice)}")
    if problems:
        raise PictureError(
            "the package's folders and modules have changed ("
            + "; ".join(problems)
            + "): say which layer each belongs to in LAYERS in scripts/pictures.py"
        )
    return {part: index for index, (_, parts) in enumerate(LAYERS) for part in parts.split()}


def _module_of(path: Path, package: Path) -> str:
    relative = path.relative_to(package.parent).with_suffix("")
    parts = list(relative.parts)
    if parts[-1] == "__init__":
        parts.pop()
    return ".".join(parts)


def _part(module: str, package: Path) -> str | None:
    """The folder or module of ``unokit.x.y`` (``x/`` or ``x``); ``None`` for the package."""
    pieces = module.split(".")
    if pieces[0] != "unokit" or len(pieces) == 1:
        return None
    return pieces[1] + "/" if (package / pieces[1]).is_dir() else pieces[1]


def _runtime_nodes(tree: ast.Module) -> Iterator[ast.AST]:
    """The nodes of a module but those under ``if TYPE_CHECKING:`` (for the type checker)."""
    todo: list[ast.AST] = [tree]
    while todo:
        node = todo.pop()
        yield node
        if isinstance(node, ast.If) and "TYPE_CHECKING" in ast.unparse(node.test):
            todo.extend(node.orelse)
            continue
        todo.extend(ast.iter_child_nodes(node))


def _exported(package: Path) -> dict[str, str]:
    """The names ``unokit`` exports, with the module each comes from (lazily loaded ones too)."""
    tree = ast.parse((package / "__init__.py").read_text(encoding="utf-8"))
    names: dict[str, str] = {}
    for node in ast.walk(tree):
        if isinstance(node, ast.ImportFrom) and node.module and node.module.startswith("unokit."):
            names.update({alias.asname or alias.name: node.module for alias in node.names})
        elif isinstance(node, ast.AnnAssign) and ast.unparse(node.target) == "_LAZY":
            assert isinstance(node.value, ast.Dict)
            for key, value in zip(node.value.keys, node.value.values, strict=True):
                assert isinstance(key, ast.Constant)
                assert isinstance(value, ast.Constant)
                names[str(key.value)] = str(value.value)
    return names


def _targets(path: Path, module: str, exported: dict[str, str]) -> set[str]:
    """The modules the module ``module`` (in ``path``) imports when it runs."""
    tree = ast.parse(path.read_text(encoding="utf-8"))
    targets: set[str] = set()
    for node in _runtime_nodes(tree):
        if isinstance(node, ast.Import):
            targets.update(alias.name for alias in node.names)
        elif isinstance(node, ast.ImportFrom):
            base = _absolute(node, module, path.name == "__init__.py")
            if base == "unokit":
                targets.update(
                    exported.get(alias.name, f"unokit.{alias.name}") for alias in node.names
                )
            else:
                targets.add(base)
        elif (
            isinstance(node, ast.Attribute)
            and isinstance(node.value, ast.Name)
            and node.value.id == "unokit"
            and node.attr in exported
        ):
            targets.add(exported[node.attr])
    return targets


def _absolute(node: ast.ImportFrom, module: str, package: bool) -> str:
    """The module an ``import from`` names, a relative one made absolute."""
    if not node.level:
        return node.module or ""
    parts = module.split(".")
    anchor = parts[: len(parts) - node.level + (1 if package else 0)]
    return ".".join([*anchor, *([node.module] if node.module else [])])


def imports(package: Path = PACKAGE) -> set[tuple[str, str]]:
    """``(importer, imported)`` for every import between the package's folders and modules.

    Imports for the type checker only are left out; a name taken from ``unokit`` itself
    (``unokit.apply``, ``from unokit import Card``) counts as an import of its module.
    """
    exported = _exported(package)
    found: set[tuple[str, str]] = set()
    for path in sorted(package.rglob("*.py")):
        module = _module_of(path, package)
        importer = _part(module, package)
        if importer is None:
            continue
        for target in _targets(path, module, exported):
            imported = _part(target, package)
            if imported is not None and imported != importer:
                found.add((importer, imported))
    return found


def layer_edges(package: Path = PACKAGE) -> tuple[set[tuple[int, int]], set[tuple[int, int]]]:
    """The imports between layers: down the table (as they should be), and up it.

    Returns:
        ``(down, up)``: pairs of layer indexes, importer first. ``down`` leaves out the
        imports its other pairs imply (A imports C through B).
    """
    layer = layer_of(package)
    pairs = {(layer[a], layer[b]) for a, b in imports(package) if layer[a] != layer[b]}
    down = {(a, b) for a, b in pairs if a > b}
    up = pairs - down

    def reaches(start: int, goal: int, skip: tuple[int, int]) -> bool:
        seen, todo = {start}, [start]
        while todo:
            here = todo.pop()
            for a, b in down:
                if a == here and (a, b) != skip and b not in seen:
                    if b == goal:
                        return True
                    seen.add(b)
                    todo.append(b)
        return False

    return {edge for edge in down if not reaches(edge[0], edge[1], edge)}, up


def _shown(parts: Sequence[str], package: Path = PACKAGE) -> list[str]:
    """What a layer's box names: its folders and modules, the first folder's contents too.

    A layer's first part, when it is a folder (``core/``, ``rl/``), is its package: the
    modules and folders inside it follow it. The engine's own modules (``_frozen``) are left
    out.
    """
    shown = []
    for index, part in enumerate(parts):
        if part.startswith("_") and part != "__main__":
            continue
        shown.append(part)
        if index == 0 and part.endswith("/"):
            shown += [
                inner for inner in package_parts(package / part[:-1]) if not inner.startswith("_")
            ]
    return shown


def _wrapped(words: Sequence[str], width: int) -> list[str]:
    """``words`` separated by commas, in lines of at most ``width`` characters."""
    lines = [""]
    for word in words:
        joined = f"{lines[-1]}, {word}" if lines[-1] else word
        if len(joined) > width - 1 and lines[-1]:
            lines[-1] += ","
            lines.append(word)
        else:
            lines[-1] = joined
    return lines


#: The layers' drawing: its width, the boxes' left edge and width, the room of an arrow.
_WIDTH, _BOX_LEFT, _BOX_WIDTH, _LANE = 780.0, 64.0, 520.0, 13.0


def _arrow(points: Sequence[tuple[float, float]], *, upward: bool) -> str:
    """A path through ``points`` ending in an arrowhead: grey down the table, red dashed up."""
    path = " ".join(
        f"{'M' if index == 0 else 'L'}{number(x)} {number(y)}"
        for index, (x, y) in enumerate(points)
    )
    return element(
        "path",
        d=path,
        fill="none",
        stroke=RED if upward else MUTED,
        stroke_width=1.5,
        stroke_dasharray="5 4" if upward else None,
        marker_end="url(#up)" if upward else "url(#down)",
    )


def layers_svg() -> str:
    """The package's layers as a stack of boxes, the first of ``LAYERS`` at the bottom.

    An import of a layer below is an arrow on the right (those that others imply left out);
    an import of a layer above, on the left, dashed red.
    """
    down, up = layer_edges()
    characters = int((_BOX_WIDTH - 24) / 7.0)
    contents = [_wrapped(_shown(parts.split()), characters) for _, parts in LAYERS]
    heights = [34 + 15 * len(lines) for lines in contents]
    gap, top = 18.0, 16.0
    tops: dict[int, float] = {}
    y = top
    for index in reversed(range(len(LAYERS))):
        tops[index] = y
        y += heights[index] + gap
    height = y + 44
    body = [
        "<defs>"
        + "".join(
            f'<marker id="{name}" viewBox="0 0 10 10" refX="10" refY="5" markerWidth="7" '
            f'markerHeight="7" orient="auto"><path d="M0 0 L10 5 L0 10 z" fill="{colour}"/>'
            "</marker>"
            for name, colour in (("down", MUTED), ("up", RED))
        )
        + "</defs>",
        element("rect", x=0, y=0, width=_WIDTH, height=height, rx=12, fill="#f4f4f0"),
    ]
    # Each arrow's ends at their own heights on their boxes: an arrow to or from a box above
    # leaves or joins nearer its top.
    lanes: dict[tuple[int, int], float] = {}
    for side, edges in ((1, down), (-1, up)):
        ordered = sorted(edges, key=lambda edge: (abs(edge[0] - edge[1]), edge))
        edge_x = _BOX_LEFT + _BOX_WIDTH if side == 1 else _BOX_LEFT
        for lane, edge in enumerate(ordered):  # the shortest arrows nearest the boxes
            lanes[edge] = edge_x + side * _LANE * (lane + 1)
    attached: dict[int, list[tuple[float, int, tuple[int, int]]]] = {}
    for importer, imported in lanes:
        for box, other in ((importer, imported), (imported, importer)):
            attached.setdefault(box, []).append((tops[other], other, (importer, imported)))
    where: dict[tuple[int, tuple[int, int]], float] = {}
    for box, ends in attached.items():
        for order, (_, _, edge) in enumerate(sorted(ends)):
            where[box, edge] = tops[box] + heights[box] * (order + 1) / (len(ends) + 1)
    for (importer, imported), lane_x in sorted(lanes.items()):
        upward = (importer, imported) in up
        edge_x = _BOX_LEFT if upward else _BOX_LEFT + _BOX_WIDTH
        start_y = where[importer, (importer, imported)]
        end_y = where[imported, (importer, imported)]
        body.append(
            _arrow(
                [(edge_x, start_y), (lane_x, start_y), (lane_x, end_y), (edge_x, end_y)],
                upward=upward,
            )
        )
    for index, (title, _) in enumerate(LAYERS):
        y = tops[index]
        body.append(
            element(
                "rect",
                x=_BOX_LEFT,
                y=y,
                width=_BOX_WIDTH,
                height=heights[index],
                rx=10,
                fill="#ffffff",
                stroke=BLUE,
                stroke_width=1.5,
            )
        )
        body.append(
            text(title, x=_BOX_LEFT + 12, y=y + 21, font_size=13.5, font_weight=700, fill=INK)
        )
        for line_number, line in enumerate(contents[index]):
            body.append(
                text(
                    line,
                    x=_BOX_LEFT + 12,
                    y=y + 40 + 15 * line_number,
                    font_size=11.5,
                    fill=MUTED,
                    font_family=MONOSPACE,
                )
            )
    notes = (
        "Right: a layer imports the one its arrow points to (arrows that others imply left out).",
        "Left, dashed: a layer imports one above it. Made from src/unokit by scripts/pictures.py.",
    )
    for line_number, note in enumerate(notes):
        body.append(text(note, x=16, y=height - 26 + 15 * line_number, font_size=12, fill=MUTED))
    return svg(_WIDTH, height, body, "The layers of unokit and what imports what")


# --------------------------------------------------------------------------------------
# Charts of the docs' measured tables
# --------------------------------------------------------------------------------------


def page_section(page: str, heading: str) -> str:
    """The text of ``docs/<page>`` under ``heading`` (a whole heading line).

    To the next heading of the same or a higher level.

    Raises:
        PictureError: if the page has no such heading.
    """
    lines = (ROOT / "docs" / page).read_text(encoding="utf-8").splitlines()
    if heading not in lines:
        raise PictureError(f"docs/{page} has no heading {heading!r}: the chart reads under it")
    start = lines.index(heading) + 1
    level = len(heading) - len(heading.lstrip("#"))
    end = next(
        (
            index
            for index in range(start, len(lines))
            if re.match(rf"#{{1,{level}}} ", lines[index])
        ),
        len(lines),
    )
    return "\n".join(lines[start:end])


def first_table(section: str, where: str) -> list[dict[str, str]]:
    """The first Markdown table of ``section``, as one dict per row, by column name.

    Raises:
        PictureError: if there is none (``where`` says where it was looked for).
    """
    rows = [line for line in section.splitlines() if line.startswith("|")]
    block: list[str] = []
    for line in section.splitlines():
        if line.startswith("|"):
            block.append(line)
        elif block:
            break
    if len(block) < 3 or not rows:
        raise PictureError(f"no table found {where}")
    cells = [[cell.strip() for cell in line.strip().strip("|").split("|")] for line in block]
    names = cells[0]
    return [dict(zip(names, row, strict=True)) for row in cells[2:] if any(row)]


def percent(cell: str) -> float:
    """``52.2%`` -> ``52.2``; the first percentage of a cell (``205 (51.2%)`` -> ``51.2``)."""
    found = re.search(r"([\d.]+)%", cell)
    if found is None:
        raise PictureError(f"no percentage in the table's cell {cell!r}")
    return float(found[1])


def interval(cell: str) -> tuple[float, float]:
    """``47.4% to 57.1%`` (or with a dash between) -> ``(47.4, 57.1)``."""
    found = re.findall(r"([\d.]+)%", cell)
    if len(found) != 2:
        raise PictureError(f"no interval in the table's cell {cell!r}")
    return float(found[0]), float(found[1])


def whole(cell: str) -> float:
    """``40,303`` -> ``40303.0``."""
    return float(cell.replace(",", ""))


def interval_chart(
    rows: Sequence[tuple[str, float, tuple[float, float], float | None, float | None]],
    title: str,
    legend: Sequence[tuple[str, str]],
    label: str,
) -> str:
    """Win rates with their 95% intervals, one row each, on a scale of 0-100 %.

    Each row: its label, the rate, the interval, a control's rate (a diamond) or ``None``,
    and the even share (a gold tick) or ``None``.
    """
    width, top, step = 780.0, 62.0, 30.0
    # Room for the longest label on the left (7 units a character at this size), and for
    # "52.2% (control 51.2%)" on the right.
    left = 26 + 7.0 * max(len(row[0]) for row in rows)
    right = 26 + 6.6 * max(len(_said(rate, control)) for _, rate, _, control, _ in rows)
    scale = (width - left - right) / 100
    height = top + step * len(rows) + 40
    body = [
        element("rect", x=0, y=0, width=width, height=height, rx=12, fill="#f4f4f0"),
        text(title, x=16, y=26, font_size=15, font_weight=700, fill=INK),
    ]
    x = 16.0
    for mark, words in legend:
        body.append(_mark(mark, x + 8, 46))
        body.append(text(words, x=x + 22, y=50, font_size=12, fill=MUTED))
        x += 40 + 6.4 * len(words)
    for tick in range(0, 101, 25):
        tx = left + tick * scale
        body.append(element("line", x1=tx, y1=top - 4, x2=tx, y2=height - 34, stroke="#d8d8d2"))
        body.append(
            text(f"{tick}%", x=tx, y=height - 18, font_size=11, text_anchor="middle", fill=MUTED)
        )
    for number_, (name, rate, (low, high), control, even) in enumerate(rows):
        y = top + step * number_ + step / 2
        body.append(text(name, x=left - 10, y=y + 4, font_size=12.5, text_anchor="end", fill=INK))
        body.append(
            element(
                "line",
                x1=left + low * scale,
                y1=y,
                x2=left + high * scale,
                y2=y,
                stroke=BLUE,
                stroke_width=5,
                stroke_linecap="round",
                stroke_opacity=0.45,
            )
        )
        if even is not None:
            body.append(_mark("even", left + even * scale, y))
        body.append(_mark("rate", left + rate * scale, y))
        if control is not None:
            body.append(_mark("control", left + control * scale, y))
        body.append(
            text(_said(rate, control), x=width - right + 12, y=y + 4, font_size=11.5, fill=MUTED)
        )
    return svg(width, height, body, label)


def _said(rate: float, control: float | None) -> str:
    """The figures written after a row: the rate, and the control's."""
    return f"{rate:.1f}%" + (f" (control {control:.1f}%)" if control is not None else "")


def _mark(kind: str, x: float, y: float) -> str:
    """A chart's mark: the rate (a dot), the control (a diamond), the even share (a tick)."""
    if kind == "rate":
        return element("circle", cx=x, cy=y, r=5, fill=BLUE)
    if kind == "control":
        path = f"M{number(x)} {number(y - 6)} l6 6 l-6 6 l-6 -6 z"
        return element("path", d=path, fill="none", stroke=RED, stroke_width=2)
    if kind == "interval":
        return element(
            "line",
            x1=x - 8,
            y1=y,
            x2=x + 8,
            y2=y,
            stroke=BLUE,
            stroke_width=5,
            stroke_linecap="round",
            stroke_opacity=0.45,
        )
    return element("line", x1=x, y1=y - 9, x2=x, y2=y + 9, stroke=GOLD, stroke_width=3)


def agents_greedy_svg() -> str:
    """The agents page's table of the greedy agent against three random ones, as a chart."""
    section = page_section("agents.md", "## How strong is the greedy agent?")
    table = first_table(section, 'in docs/agents.md under "How strong is the greedy agent?"')
    even = re.search(r"would win (\d+)% of the time", " ".join(section.split()))
    if even is None:
        raise PictureError("docs/agents.md no longer says what share a seat would win")
    rows = [
        (
            row["Games"],
            percent(row["Win rate"]),
            interval(row["95% confidence interval"]),
            None,
            float(even[1]),
        )
        for row in table
    ]
    return interval_chart(
        rows,
        "The greedy agent against three random agents (classic, four players)",
        [("rate", "its win rate"), ("interval", "95% interval"), ("even", "an even share")],
        "The greedy agent's win rate against random agents, from the agents page",
    )


def agents_search_svg() -> str:
    """The agents page's tables of the search agent at its default budget, as one chart."""
    classic = first_table(
        page_section("agents.md", "## How strong is the search agent?"),
        'in docs/agents.md under "How strong is the search agent?"',
    )
    others = first_table(
        page_section("agents.md", "### Every edition"),
        'in docs/agents.md under "Every edition"',
    )
    rows = [
        (
            f"{row['edition']}, {row['players']} players, {row['games']} rounds",
            percent(row["win rate"]),
            interval(row["95% interval"]),
            percent(row["greedy's wins, same deals"]),
            percent(row["even share"]),
        )
        for row in [*classic, *others]
    ]
    return interval_chart(
        rows,
        "The search agent (50 rollouts a decision) against greedy agents, single rounds",
        [
            ("rate", "its win rate"),
            ("interval", "95% interval"),
            ("control", "a greedy agent in its seat, same deals"),
            ("even", "an even share"),
        ],
        "The search agent's win rates by edition and player count, from the agents page",
    )


def rl_speed_svg() -> str:
    """The performance page's table of the environments' speed, as bars."""
    section = page_section("performance.md", "## Reinforcement-learning environments")
    table = first_table(
        section, 'in docs/performance.md under "Reinforcement-learning environments"'
    )
    date = re.search(r"\b(\d{4}-\d{2}-\d{2})\b", section)
    if date is None:
        raise PictureError("docs/performance.md gives no date for the environments' figures")
    rows = [
        (f"{row['environment']}, {row['players']} players", whole(row["steps/s"])) for row in table
    ]
    width, left, top, step = 780.0, 170.0, 56.0, 40.0
    most = max(value for _, value in rows)
    scale = (width - left - 120) / most
    height = top + step * len(rows) + 30
    body = [
        element("rect", x=0, y=0, width=width, height=height, rx=12, fill="#f4f4f0"),
        text(
            "Steps per second with random masked actions (higher is faster)",
            x=16,
            y=26,
            font_size=15,
            font_weight=700,
            fill=INK,
        ),
        text(
            f"The performance page's figures of {date[1]}: unokit plays every rule, RLCard "
            "a simplified game.",
            x=16,
            y=44,
            font_size=12,
            fill=MUTED,
        ),
    ]
    for number_, (name, value) in enumerate(rows):
        y = top + step * number_ + 6
        fill = BLUE if name.lower().startswith("unokit") else MUTED
        body.append(text(name, x=left - 10, y=y + 18, font_size=13, text_anchor="end", fill=INK))
        body.append(element("rect", x=left, y=y, width=value * scale, height=24, rx=4, fill=fill))
        body.append(
            text(f"{value:,.0f}", x=left + value * scale + 8, y=y + 17, font_size=12.5, fill=INK)
        )
    return svg(width, height, body, "Steps per second of unokit's and RLCard's environments")


# --------------------------------------------------------------------------------------
# All of them
# --------------------------------------------------------------------------------------

#: Every picture this script makes, by file name in docs/img/.
PICTURES: dict[str, Callable[[], str]] = {
    "terminal.svg": terminal_svg,
    "editions.svg": editions_svg,
    "view.svg": view_svg,
    "layers.svg": layers_svg,
    "agents-greedy.svg": agents_greedy_svg,
    "agents-search.svg": agents_search_svg,
    "rl-speed.svg": rl_speed_svg,
}


def up_to_date(name: str, made: str, committed: str) -> bool:
    """Whether the committed picture ``name`` is the one made now.

    The pictures drawn here must be the same text; the terminal, which rich writes, must
    show the same text in the same styles (another version of rich may write it otherwise).
    """
    if name == "terminal.svg":
        return terminal_content(made) == terminal_content(committed)
    return made == committed


def stale(names: Sequence[str]) -> list[str]:
    """The pictures among ``names`` whose committed file is missing or out of date."""
    found = []
    for name in names:
        path = IMAGES / name
        committed = path.read_text(encoding="utf-8") if path.exists() else ""
        if not up_to_date(name, PICTURES[name](), committed):
            found.append(name)
    return found


def main(argv: Sequence[str] | None = None) -> int:
    """Write the pictures named (all by default), or with ``--check`` list the stale ones."""
    args = list(sys.argv[1:] if argv is None else argv)
    check = "--check" in args
    names = [arg for arg in args if arg != "--check"] or list(PICTURES)
    unknown = [name for name in names if name not in PICTURES]
    if unknown:
        print(
            f"no picture called {', '.join(unknown)}; known: {', '.join(PICTURES)}", file=sys.stderr
        )
        return 2
    try:
        if check:
            old = stale(names)
            for name in old:
                print(f"docs/img/{name} is out of date: {COMMAND} {name}")
            return 1 if old else 0
        for name in names:
            (IMAGES / name).write_text(PICTURES[name](), encoding="utf-8")
            print(f"wrote docs/img/{name}")
    except PictureError as exc:
        print(f"pictures.py: {exc}", file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
