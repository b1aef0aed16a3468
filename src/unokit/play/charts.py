"""Charts of a simulation's results: as text for a terminal, and as an image file.

[`text_charts`][unokit.play.charts.text_charts] draws the wins of each seat as bars and the moves
per game as a histogram, in plain text of a fixed width (what ``unokit simulate`` prints
after its table; it colours the bars through rich on a terminal).
[`plot`][unokit.play.charts.plot] draws the same two charts with matplotlib into a PNG, SVG or PDF
file (``unokit simulate --plot FILE``); matplotlib is the ``plot`` extra, imported only
then, and the same results always give the same file.

Examples:
    >>> import unokit
    >>> from unokit.play.charts import text_charts
    >>> result = unokit.simulate(players=2, games=20, match="single-round", seed=3)
    >>> print(text_charts(result))
    wins per seat, of 20 single-round games
    ...
    moves per game
    ...
"""

from __future__ import annotations

from collections.abc import Sequence
from pathlib import Path
from typing import TYPE_CHECKING

from unokit.core.errors import SetupError

if TYPE_CHECKING:
    from matplotlib.axes import Axes

    from unokit.scale.simulation import SimulationResult

__all__ = [
    "CHART_WIDTH",
    "PLOT_FORMATS",
    "Bar",
    "chart_lines",
    "check_plotting",
    "histogram",
    "plot",
    "plot_format",
    "text_charts",
]

CHART_WIDTH = 72
"""The width of the text charts, in characters: they fit a terminal of 80 columns."""

PLOT_FORMATS = ("png", "svg", "pdf")
"""The image formats [`plot`][unokit.play.charts.plot] writes, chosen by the file's extension."""

#: What a bar is drawn with, and with when the output cannot show it.
_BLOCK = "█"
_PLAIN_BLOCK = "#"
#: The most bins of the histogram of moves per game.
_BINS = 10


class Bar:
    """One bar of a chart: its label, its value and the text after it.

    Attributes:
        label: What the bar stands for (``"seat 0 greedy"``, ``"40-59"``).
        value: Its length, as a share of the longest a bar may be (0 to 1).
        text: The figure written after it (``"45  45.0%"``).
    """

    __slots__ = ("label", "text", "value")

    def __init__(self, label: str, value: float, text: str) -> None:  # noqa: D107
        self.label = label
        self.value = value
        self.text = text

    def __repr__(self) -> str:
        return f"Bar({self.label!r}, {self.value!r}, {self.text!r})"


def histogram(values: Sequence[int], bins: int = _BINS) -> list[tuple[int, int, int]]:
    """Count ``values`` in at most ``bins`` bins of a round width (1, 2 or 5 times a power of 10).

    Returns:
        ``(low, high, count)`` for each bin from the lowest value's to the highest's, empty
        ones included: ``low <= value <= high``.

    Examples:
        >>> histogram([3, 7, 12, 18, 18, 41])
        [(0, 4, 1), (5, 9, 1), (10, 14, 1), (15, 19, 2), (20, 24, 0), (25, 29, 0), (30, 34, 0), (35, 39, 0), (40, 44, 1)]
    """  # noqa: E501
    if not values:
        return []
    low, high = min(values), max(values)
    width = _round_width((high - low + 1) / bins)
    start = low // width * width
    count = (high - start) // width + 1
    counts = [0] * count
    for value in values:
        counts[(value - start) // width] += 1
    return [
        (start + index * width, start + (index + 1) * width - 1, counted)
        for index, counted in enumerate(counts)
    ]


def _round_width(least: float) -> int:
    """The smallest of 1, 2, 5, 10, 20, 50... that is at least ``least``."""
    power = 1
    while True:
        for step in (1, 2, 5):
            if step * power >= least:
                return step * power
        power *= 10


def _win_bars(result: SimulationResult) -> list[Bar]:
    """The wins of each seat as bars: a bar as long as the chart is a seat that won every game.

    The text after each bar is the number of wins and the win rate.
    """
    count = max(1, result.count)
    return [
        Bar(
            f"seat {seat} {agent}",
            wins / count,
            f"{wins:>{len(str(result.count))}} {100 * wins / count:5.1f}%",
        )
        for seat, (agent, wins) in enumerate(zip(result.agents, result.wins, strict=True))
    ]


def _length_bars(result: SimulationResult) -> list[Bar]:
    """The histogram of moves per game as bars: the fullest bin is as long as the chart."""
    bins = histogram(result.steps)
    most = max((counted for _, _, counted in bins), default=1) or 1
    width = len(str(bins[-1][1])) if bins else 1
    return [
        Bar(f"{low:>{width}}-{high:<{width}}", counted / most, str(counted))
        for low, high, counted in bins
    ]


def _lines(title: str, bars: Sequence[Bar], width: int, block: str) -> list[tuple[str, str, str]]:
    """The title, then ``(label and gap, bar, gap and text)`` for each bar, ``width`` wide."""
    label_width = max((len(bar.label) for bar in bars), default=0)
    text_width = max((len(bar.text) for bar in bars), default=0)
    room = max(1, width - 2 - label_width - 2 - 2 - text_width)
    lines = [(title, "", "")]
    for bar in bars:
        length = round(bar.value * room)
        if bar.value > 0 and length == 0:
            length = 1  # a bar that is not nothing shows
        lines.append(
            (
                f"  {bar.label:<{label_width}}  ",
                block * length,
                " " * (room - length) + f"  {bar.text:>{text_width}}",
            )
        )
    return lines


def chart_lines(
    result: SimulationResult, width: int = CHART_WIDTH, block: str = _BLOCK
) -> list[tuple[str, str, str]]:
    """The lines of [`text_charts`][unokit.play.charts.text_charts], each cut where its bar is.

    Returns:
        ``(before, bar, after)`` for each line: a title has no bar. A program that colours
        the bars (``unokit simulate`` on a terminal) styles the middle part.
    """
    kind = "matches" if result.match != "single-round" else "games"
    lines = _lines(
        f"wins per seat, of {result.count} {result.match} {kind}", _win_bars(result), width, block
    )
    if any(len(game.winners) > 1 for game in result.games):
        lines.append(("  (a pair's win counts for both seats of the pair)", "", ""))
    lines.append(("", "", ""))
    lines += _lines("moves per game", _length_bars(result), width, block)
    return lines


def text_charts(result: SimulationResult, width: int = CHART_WIDTH, *, ascii: bool = False) -> str:
    """Draw the wins of each seat and the moves per game as bars, in plain text.

    Args:
        result: A simulation's result.
        width: The width of the charts in characters.
        ascii: Draw the bars with ``#`` instead of ``█``, for an output that cannot show it.

    Returns:
        The lines of both charts: the wins of each seat (a bar as long as the chart would be
        a seat that won every game), then a histogram of the number of moves per game.
    """
    block = _PLAIN_BLOCK if ascii else _BLOCK
    return "\n".join("".join(parts).rstrip() for parts in chart_lines(result, width, block)).rstrip(
        "\n"
    )


# --------------------------------------------------------------------------------------
# An image, with matplotlib
# --------------------------------------------------------------------------------------

#: What a missing matplotlib is told with.
_INSTALL = "in a clone of unokit, pip install -e '.[plot]'"


def plot_format(path: str | Path) -> str:
    """The image format ``path``'s extension chooses, one of [`PLOT_FORMATS`][unokit.play.charts.PLOT_FORMATS].

    Raises:
        SetupError: if the extension is none of them.
    """  # noqa: E501
    suffix = Path(path).suffix.lower().lstrip(".")
    if suffix not in PLOT_FORMATS:
        names = [f".{name}" for name in PLOT_FORMATS]
        listed = f"{', '.join(names[:-1])} or {names[-1]}"
        raise SetupError(
            f"cannot draw a chart into {str(path)!r}: end the file's name with {listed}"
        )
    return suffix


def check_plotting() -> None:
    """Check that [`plot`][unokit.play.charts.plot] can draw: matplotlib is installed.

    Raises:
        SetupError: if matplotlib cannot be imported, saying how to install it.
    """
    try:
        import matplotlib  # noqa: F401
    except ImportError:
        raise SetupError(f"drawing a chart needs matplotlib ({_INSTALL})") from None


#: What each format would write of the day and of the program that wrote it: nothing.
_NO_DATES: dict[str, dict[str, str | None]] = {
    "png": {"Software": None},
    "svg": {"Date": None, "Creator": None},
    "pdf": {"CreationDate": None, "Creator": None, "Producer": None},
}


def plot(result: SimulationResult, path: str | Path) -> None:
    """Draw a simulation's results into an image file: wins per seat, and moves per game.

    The left chart shows each seat's win rate with its 95% confidence interval (and the even
    share, ``1 / players``, as a line); the right one, the histogram of moves per game. The
    file's extension chooses the format (``.png``, ``.svg`` or ``.pdf``); the same results
    always give the same file (no date, no random ids in it).

    Args:
        result: A simulation's result.
        path: The file to write.

    Raises:
        SetupError: if matplotlib is not installed (the ``plot`` extra), or the extension
            is not one of [`PLOT_FORMATS`][unokit.play.charts.PLOT_FORMATS].
        OSError: if the file cannot be written.
    """
    kind = plot_format(path)
    check_plotting()
    import matplotlib
    from matplotlib.figure import Figure

    # No random ids in an SVG, its text as text (not as paths): the same results, the same
    # file.
    with matplotlib.rc_context({"svg.hashsalt": "unokit", "svg.fonttype": "none"}):
        figure = Figure(figsize=(10, 4), layout="constrained")
        wins, lengths = figure.subplots(1, 2, width_ratios=(max(2, result.players), 5))
        _plot_wins(wins, result)
        _plot_lengths(lengths, result)
        match = "matches" if result.match != "single-round" else "games"
        figure.suptitle(
            f"{result.edition}, {result.players} players, {result.count} {result.match} "
            f"{match}, seed {result.seed}"
        )
        figure.savefig(path, format=kind, metadata=_NO_DATES[kind])


def _plot_wins(axes: Axes, result: SimulationResult) -> None:
    """Each seat's win rate as a bar with its 95% interval."""
    seats = range(result.players)
    rates = [result.win_rate(seat) for seat in seats]
    heights = [100 * rate for rate, _, _ in rates]
    below = [100 * (rate - low) for rate, low, _ in rates]
    above = [100 * (high - rate) for rate, _, high in rates]
    labels = [f"{seat}\n{agent}" for seat, agent in zip(seats, result.agents, strict=True)]
    axes.bar(labels, heights, yerr=[below, above], capsize=4, color="#1f5fbf")
    if not any(len(game.winners) > 1 for game in result.games):
        axes.axhline(100 / result.players, color="#d62d20", linestyle="--", linewidth=1)
        axes.text(
            result.players - 0.5,
            100 / result.players,
            " even share",
            color="#d62d20",
            va="bottom",
            ha="right",
        )
    axes.set_ylim(0, 100)
    axes.set_ylabel("win rate, % (95% interval)")
    axes.set_xlabel("seat and agent")
    axes.set_title("wins per seat")


def _plot_lengths(axes: Axes, result: SimulationResult) -> None:
    """The histogram of moves per game, in the bins of the text chart."""
    bins = histogram(result.steps)
    if bins:
        width = bins[0][1] - bins[0][0] + 1
        lows = [low for low, _, _ in bins]
        counts = [counted for _, _, counted in bins]
        axes.bar(lows, counts, width=width, align="edge", color="#2e9b3f", edgecolor="white")
        axes.set_xlim(lows[0], lows[-1] + width)
    axes.set_xlabel("moves per game")
    axes.set_ylabel(f"{'matches' if result.match != 'single-round' else 'games'}")
    axes.set_title(f"moves per game (mean {result.mean_steps:.1f})")
