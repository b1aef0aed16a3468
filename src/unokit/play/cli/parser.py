"""The ``unokit`` command's arguments: its parser, with the five subcommands and their options."""

from __future__ import annotations

import argparse
from collections.abc import Sequence

import unokit
from unokit.agents import AGENTS
from unokit.core.formats import MATCH_FORMATS
from unokit.scale.distributed import BACKENDS

__all__ = ["build_parser"]


def _positive(text: str) -> int:
    try:
        value = int(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"{text!r} is not a whole number") from None
    if value < 1:
        raise argparse.ArgumentTypeError(f"{text!r}: give 1 or more")
    return value


def _seed(text: str) -> int:
    try:
        return int(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"{text!r} is not a whole number") from None


def _add_rule_arguments(parser: argparse.ArgumentParser, formats: Sequence[str]) -> None:
    """``--match``, ``--house-rule`` and ``--option``: the rules of the games to play."""
    parser.add_argument(
        "--match", choices=formats, help="match format (default: the edition's own)"
    )
    parser.add_argument(
        "--house-rule",
        action="append",
        default=[],
        metavar="NAME",
        dest="house_rules",
        help="play with a house rule; repeat for several (unokit editions lists them)",
    )
    parser.add_argument(
        "--option",
        action="append",
        default=[],
        metavar="NAME=VALUE",
        dest="options",
        help="set a rule option, e.g. --option target_score=200; repeat for several",
    )


def build_parser() -> argparse.ArgumentParser:
    """The ``unokit`` command's argument parser, with its five subcommands."""
    parser = argparse.ArgumentParser(
        prog="unokit",
        description="UNO by the real rules: play against bots, simulate bot games, replay "
        "saved games.",
        epilog="Exit codes: 0 success, 1 error (message on stderr), 2 usage error, "
        "130 interrupted (Ctrl-C).",
    )
    parser.add_argument("--version", action="version", version=f"unokit {unokit.__version__}")
    commands = parser.add_subparsers(dest="command", metavar="COMMAND")
    formats = sorted(MATCH_FORMATS)

    play = commands.add_parser(
        "play",
        help="play a match against bots in the terminal",
        description="Play as seat 0 against bots (greedy ones unless --opponents says "
        "otherwise). Type the number of a move; q quits.",
    )
    play.add_argument("--edition", help="edition (default: classic)")
    play.add_argument("--players", type=_positive, help="number of players (default: 4)")
    play.add_argument("--seed", type=_seed, help="seed of the game (default: a random one)")
    play.add_argument(
        "--opponents",
        default="greedy",
        metavar="AGENT",
        help=f"the agent playing every other seat (default: greedy; known: {', '.join(AGENTS)})",
    )
    _add_rule_arguments(play, formats)
    play.add_argument("--save", metavar="FILE", help="save the game record to FILE at the end")
    play.add_argument(
        "--resume",
        metavar="FILE",
        help="go on with a game saved with --save: its edition, players, house rules and "
        "options are the saved ones",
    )

    sim = commands.add_parser(
        "simulate",
        help="play many games between bots and print statistics",
        description="Play GAMES games between agents and print the wins, with 95% "
        "confidence intervals, the length of the games and how they ended.",
    )
    sim.add_argument("--edition", default="classic", help="edition (default: classic)")
    sim.add_argument("--players", type=_positive, default=4, help="number of players (default 4)")
    sim.add_argument(
        "--games", type=_positive, default=100, help="games to play, 1 or more (default: 100)"
    )
    sim.add_argument(
        "--agents",
        default="greedy,random",
        help="agents by seat, separated by commas; the last fills the remaining seats "
        f"(default: greedy,random; known: {', '.join(AGENTS)})",
    )
    sim.add_argument("--jobs", type=_positive, default=1, help="worker processes (default: 1)")
    sim.add_argument("--seed", type=_seed, default=0, help="seed (default: 0)")
    _add_rule_arguments(sim, formats)
    sim.add_argument(
        "--max-steps",
        type=_positive,
        default=50_000,
        help="stop a game after this many moves (default: 50000)",
    )
    sim.add_argument("--json", action="store_true", help="print the statistics as JSON")
    sim.add_argument(
        "--plot",
        metavar="FILE",
        help="also draw the wins and the moves per game into FILE (.png, .svg or .pdf; "
        "needs matplotlib: in a clone of unokit, pip install -e '.[plot]')",
    )
    _add_run_arguments(sim, "batches of games")

    rep = commands.add_parser(
        "replay",
        help="step through a saved game record",
        description="Replay a game record (text or JSON), showing each move and the state.",
    )
    rep.add_argument("file", metavar="FILE", help="the game record")
    rep.add_argument("--quiet", action="store_true", help="print only the final result")
    told = rep.add_mutually_exclusive_group()
    told.add_argument(
        "--seat",
        type=int,
        metavar="N",
        help="tell the game as seat N was told it at the table (as unokit play tells it): "
        "you, your cards, and only how many cards the others drew",
    )
    told.add_argument(
        "--spectator",
        action="store_true",
        help="tell the game as a spectator was told it: no card of any hand",
    )
    rep.add_argument(
        "--names",
        metavar="NAMES",
        help="with --seat or --spectator: the seats' names, separated by commas (Ann,Bob,Cy)",
    )

    commands.add_parser(
        "editions",
        help="list the available editions and house rules",
        description="List the editions and house rules installed, third-party ones included.",
    )

    check = commands.add_parser(
        "check",
        help="run the conformance suite on an edition",
        description="Play random games of EDITION and check the properties every edition "
        "must have (needs Hypothesis: in a clone of unokit, pip install -e '.[testing]'). A "
        "failure names the "
        "property and prints a record of the smallest failing game found.",
    )
    check.add_argument("edition", metavar="EDITION", help="the edition to check")
    check.add_argument(
        "--games", type=_positive, default=10, help="games per player count (default: 10)"
    )
    check.add_argument(
        "--players",
        type=_positive,
        action="append",
        help="a player count to check; repeat for several (default: every count allowed)",
    )
    check.add_argument(
        "--property",
        action="append",
        metavar="NAME",
        help="a property to check; repeat for several (default: all)",
    )
    check.add_argument("--seed", type=_seed, default=0, help="seed (default: 0)")
    check.add_argument(
        "--max-steps",
        type=_positive,
        default=100_000,
        help="moves after which a game counts as endless (default: 100000)",
    )
    check.add_argument(
        "--no-shrink", action="store_true", help="report the first failing game as found"
    )
    check.add_argument("--save", metavar="FILE", help="write a failing game's record to FILE")
    _add_rule_arguments(check, formats)
    _add_run_arguments(check, "one player count each")
    return parser


def _add_run_arguments(command: argparse.ArgumentParser, tasks: str) -> None:
    """``--backend``, ``--address`` and ``--quiet``, shared by simulate and check."""
    command.add_argument(
        "--backend",
        choices=BACKENDS,
        default="process",
        help=f"where games run: 'process' (local processes) or 'ray' (Ray tasks, {tasks}; "
        "needs, in a clone of unokit, pip install -e '.[ray]') (default: process)",
    )
    command.add_argument(
        "--address",
        metavar="ADDRESS",
        help="with --backend ray, a running Ray cluster: 'auto' (this machine is part of "
        "it) or 'ray://HOST:10001' (default: start Ray on this machine)",
    )
    command.add_argument(
        "--quiet", action="store_true", help="no progress on stderr, only the result"
    )
    command.add_argument(
        "--verbose",
        action="store_true",
        help="with --backend ray, also show Ray's own log messages (its start-up notes and "
        "warnings), which are kept off the terminal otherwise",
    )
