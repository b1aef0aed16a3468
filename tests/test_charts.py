"""Charts of a simulation: the text charts ``unokit simulate`` prints, and ``--plot FILE``."""

from __future__ import annotations

import io
import json
import re
import subprocess
import sys
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest

import unokit
from unokit.play.charts import CHART_WIDTH, histogram, plot, text_charts
from unokit.play.cli import main

SVG = "{http://www.w3.org/2000/svg}"


@pytest.fixture(scope="module")
def result() -> unokit.SimulationResult:
    return unokit.simulate(players=4, games=40, seed=5, match="single-round")


def test_a_histogram_counts_every_value_once_in_bins_of_a_round_width() -> None:
    values = [22, 23, 37, 41, 41, 58, 99, 140]
    bins = histogram(values)
    assert bins[0] == (20, 39, 3)
    assert [high - low + 1 for low, high, _ in bins] == [20] * len(bins)
    assert bins[-1] == (140, 159, 1)
    assert sum(count for _, _, count in bins) == len(values)
    for low, high, count in bins:  # every value in its bin, and nowhere else
        assert count == sum(low <= value <= high for value in values)
    assert len(bins) <= 10
    assert histogram([7, 7, 7]) == [(7, 7, 3)]
    assert histogram([]) == []
    assert histogram([0, 1]) == [(0, 0, 1), (1, 1, 1)]


def test_the_text_charts_show_each_seat_s_wins_and_the_games_lengths(
    result: unokit.SimulationResult,
) -> None:
    lines = text_charts(result).splitlines()
    assert lines[0] == "wins per seat, of 40 single-round games"
    seats = lines[1:5]
    longest = max(len(line) for line in lines)
    assert longest <= CHART_WIDTH
    bars = []
    for seat, line in enumerate(seats):
        shown = re.fullmatch(r"  seat (\d) (\w+) +(█*) +(\d+) +([\d.]+)%", line)
        assert shown is not None, line
        assert (int(shown[1]), shown[2]) == (seat, result.agents[seat])
        assert int(shown[4]) == result.wins[seat]
        assert float(shown[5]) == round(100 * result.wins[seat] / 40, 1)
        bars.append(len(shown[3]))
    # Every line as long as the others; a bar's length is its share of the games, of the
    # room between the labels and the figures.
    assert len({len(line) for line in seats}) == 1
    start = len("  seat 0 greedy  ")
    room = len(seats[0]) - len(f"{result.wins[0]:>2} {100 * result.wins[0] / 40:5.1f}%") - 2
    room -= start
    for seat, length in enumerate(bars):
        assert length == max(round(result.wins[seat] / 40 * room), result.wins[seat] > 0)
    assert lines[5] == ""
    assert lines[6] == "moves per game"
    counted = 0
    for line, (low, high, count) in zip(lines[7:], histogram(result.steps), strict=True):
        shown = re.fullmatch(r" +(\d+)-(\d+) +(█*) +(\d+)", line)
        assert shown is not None, line
        assert (int(shown[1]), int(shown[2]), int(shown[4])) == (low, high, count)
        assert (len(shown[3]) > 0) == (count > 0)
        counted += count
    assert counted == 40


def test_partners_say_a_pair_s_win_counts_for_both() -> None:
    pairs = unokit.simulate(players=4, games=4, seed=0, match="partners")
    assert "(a pair's win counts for both seats of the pair)" in text_charts(pairs)
    alone = unokit.simulate(players=2, games=4, seed=0, match="single-round")
    assert "pair" not in text_charts(alone)


def test_ascii_bars_for_an_output_that_cannot_show_blocks(
    result: unokit.SimulationResult,
) -> None:
    plain = text_charts(result, ascii=True)
    assert plain == text_charts(result).replace("█", "#")
    assert plain.isascii()


class Terminal(io.StringIO):
    def isatty(self) -> bool:
        return True


def _simulate_output(
    argv: list[str], monkeypatch: pytest.MonkeyPatch, stdout: io.StringIO
) -> tuple[int, str]:
    monkeypatch.setattr("sys.stdout", stdout)
    code = main(["simulate", "--quiet", *argv])
    return code, stdout.getvalue()


def test_simulate_prints_the_charts_after_the_table_as_plain_text(
    monkeypatch: pytest.MonkeyPatch, result: unokit.SimulationResult
) -> None:
    argv = ["--games", "40", "--seed", "5", "--match", "single-round"]
    code, out = _simulate_output(argv, monkeypatch, io.StringIO())
    assert code == 0
    table, charts = out.split("\n\nwins per seat", 1)
    assert table == unokit.play.cli.format_result(result)
    assert "wins per seat" + charts == text_charts(result) + "\n"
    assert "\x1b[" not in out


def test_simulate_colours_the_bars_on_a_terminal(
    monkeypatch: pytest.MonkeyPatch, result: unokit.SimulationResult
) -> None:
    monkeypatch.delenv("NO_COLOR", raising=False)
    argv = ["--games", "40", "--seed", "5", "--match", "single-round"]
    code, out = _simulate_output(argv, monkeypatch, Terminal())
    assert code == 0
    assert "\x1b[34m█" in out  # the wins in blue
    assert "\x1b[32m█" in out  # the lengths in green
    plain = re.sub(r"\x1b\[[0-9;]*m", "", out)
    assert plain.endswith(text_charts(result) + "\n")
    monkeypatch.setenv("NO_COLOR", "1")
    assert "\x1b[" not in _simulate_output(argv, monkeypatch, Terminal())[1]


def test_simulate_draws_hashes_where_the_output_cannot_show_blocks(
    monkeypatch: pytest.MonkeyPatch, result: unokit.SimulationResult
) -> None:
    raw = io.BytesIO()
    latin = io.TextIOWrapper(raw, encoding="latin-1")
    monkeypatch.setattr("sys.stdout", latin)
    assert (
        main(["simulate", "--quiet", "--games", "40", "--seed", "5", "--match", "single-round"])
        == 0
    )
    latin.flush()
    out = raw.getvalue().decode("latin-1")
    assert out.endswith(text_charts(result, ascii=True) + "\n")


def test_json_output_has_no_charts(monkeypatch: pytest.MonkeyPatch) -> None:
    code, out = _simulate_output(["--games", "3", "--json"], monkeypatch, io.StringIO())
    assert code == 0
    assert json_keys(out) >= {"wins", "games"}


def json_keys(text: str) -> set[str]:
    data = json.loads(text)
    assert isinstance(data, dict)
    return set(data)


def test_plot_draws_both_charts_into_an_svg_the_same_every_time(
    tmp_path: Path, result: unokit.SimulationResult
) -> None:
    first, second = tmp_path / "a.svg", tmp_path / "b.svg"
    plot(result, first)
    plot(result, second)
    assert first.read_bytes() == second.read_bytes()  # no date, no random ids
    root = ET.fromstring(first.read_bytes())
    shown = [" ".join("".join(element.itertext()).split()) for element in root.iter(f"{SVG}text")]
    assert "classic, 4 players, 40 single-round games, seed 5" in shown
    assert "wins per seat" in shown
    assert f"moves per game (mean {result.mean_steps:.1f})" in shown
    assert "even share" in shown
    # Each bar's label: the seat, then its agent under it.
    labels = [shown[index : index + 2] for index in range(len(shown) - 1)]
    for seat, agent in enumerate(result.agents):
        assert [str(seat), agent] in labels, (seat, agent, shown)
    assert "Date" not in first.read_text(encoding="utf-8")


@pytest.mark.parametrize(("name", "magic"), [("a.png", b"\x89PNG"), ("a.pdf", b"%PDF")])
def test_plot_writes_the_format_of_the_file_s_extension(
    tmp_path: Path, result: unokit.SimulationResult, name: str, magic: bytes
) -> None:
    plot(result, tmp_path / name)
    assert (tmp_path / name).read_bytes().startswith(magic)


def test_simulate_plot_writes_the_chart(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    chart = tmp_path / "chart.svg"
    assert main(["simulate", "--games", "6", "--plot", str(chart)]) == 0
    err = capsys.readouterr().err
    assert err.splitlines()[-1] == f"unokit: chart written to {chart}"
    expected = tmp_path / "expected.svg"
    plot(unokit.simulate(players=4, games=6), expected)
    assert chart.read_bytes() == expected.read_bytes()


def test_simulate_refuses_a_chart_it_cannot_write_before_playing(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    for target, said in (
        (tmp_path / "chart.gif", "end the file's name with .png, .svg or .pdf"),
        (tmp_path / "missing" / "chart.png", f"there is no folder {tmp_path / 'missing'}"),
    ):
        assert main(["simulate", "--games", "5", "--plot", str(target)]) == 1
        out, err = capsys.readouterr()
        assert out == ""  # refused before any game
        assert said in err
        assert "simulating" not in err


def test_without_matplotlib_the_error_says_how_to_install_it(tmp_path: Path) -> None:
    code = (
        "import sys; sys.modules['matplotlib'] = None; from unokit.play.cli import main; "
        f"sys.exit(main(['simulate', '--games', '3', '--plot', {str(tmp_path / 'c.png')!r}]))"
    )
    done = subprocess.run(
        [sys.executable, "-c", code], capture_output=True, text=True, check=False, timeout=60
    )
    assert done.returncode == 1
    assert done.stdout == ""  # refused before any game
    assert done.stderr.strip() == (
        "unokit: error: drawing a chart needs matplotlib "
        "(in a clone of unokit, pip install -e '.[plot]')"
    )


def test_plot_without_matplotlib_raises_a_setup_error(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, result: unokit.SimulationResult
) -> None:
    monkeypatch.setitem(sys.modules, "matplotlib", None)  # import matplotlib fails
    with pytest.raises(unokit.SetupError, match=r"pip install -e '\.\[plot\]'"):
        plot(result, tmp_path / "chart.png")
    assert not (tmp_path / "chart.png").exists()


def test_import_unokit_does_not_load_matplotlib_or_the_charts() -> None:
    code = (
        "import sys, unokit; unokit.simulate(games=1, match='single-round'); "
        "print(sorted(m for m in ('matplotlib', 'unokit.play.charts', 'unokit.play.render') "
        "if m in sys.modules))"
    )
    done = subprocess.run(
        [sys.executable, "-c", code], capture_output=True, text=True, check=True, timeout=60
    )
    assert done.stdout.strip() == "[]"
