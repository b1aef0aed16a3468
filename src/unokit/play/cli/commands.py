"""What each subcommand of ``unokit`` does with its arguments, and the exit code it returns."""

from __future__ import annotations

import argparse
import contextlib
import functools
import json
import os
import random
import sys
import warnings
from collections.abc import Iterator
from pathlib import Path
from typing import Any, TextIO

import unokit
from unokit.agents import make_agent
from unokit.core.compiling import option_specs
from unokit.core.errors import PluginWarning, UnokitError
from unokit.core.plugins import (
    available_editions,
    available_house_rules,
    disabled_plugins,
    edition_info,
    plugin_errors,
)
from unokit.core.state import GameState
from unokit.io.records import GameRecord, Recorder, record
from unokit.play.narration import Narrator, describe, seat_name, standing, verb
from unokit.scale.simulation import SimulationResult, simulate

__all__ = ["EXIT_ERROR", "EXIT_INTERRUPTED", "EXIT_OK", "EXIT_USAGE", "format_result"]

#: Success.
EXIT_OK = 0
#: An error in what was asked (unknown edition, unreadable file...).
EXIT_ERROR = 1
#: A usage error, as ``argparse`` reports it.
EXIT_USAGE = 2
#: Interrupted with Ctrl-C (128 + SIGINT, as shells report it).
EXIT_INTERRUPTED = 130


class _Failure(Exception):
    """An error to report on stderr with exit code 1."""


# --------------------------------------------------------------------------------------
# What the subcommands share: the rules asked for, Ray's logs, the state in words
# --------------------------------------------------------------------------------------


def _rule_options(args: argparse.Namespace) -> dict[str, Any]:
    """The options of ``--match`` and ``--option NAME=VALUE``, read by the game's declared types.

    Raises:
        _Failure: for a malformed ``--option`` or an option the game does not have.
    """
    specs = option_specs(args.edition, args.house_rules)
    options: dict[str, Any] = {}
    for text in args.options:
        name, equals, value = text.partition("=")
        if not equals or not name:
            raise _Failure(f"--option {text!r}: write NAME=VALUE, e.g. target_score=200")
        spec = specs.get(name)
        if spec is None:
            raise _Failure(f"--option {name}: no such option; known: {', '.join(specs)}")
        options[name] = spec.parse(value)
    if args.match is not None:
        options["match"] = args.match
    return options


@contextlib.contextmanager
def _ray_logs(args: argparse.Namespace) -> Iterator[None]:
    """Keep Ray's own log messages off the terminal while Ray runs, unless ``--verbose``.

    Ray logs its start-up ("Started a local Ray instance.") and warnings (about token
    authentication, say) on stderr at its logger's level, which it reads from the
    ``RAY_LOGGER_LEVEL`` environment variable when it is imported (and its worker processes
    inherit): errors only, unless the user asked for more or set the variable themselves.
    """
    if args.backend != "ray" or args.verbose or "RAY_LOGGER_LEVEL" in os.environ:
        yield
        return
    os.environ["RAY_LOGGER_LEVEL"] = "error"
    try:
        yield
    finally:
        os.environ.pop("RAY_LOGGER_LEVEL", None)


def _round_report(state: GameState, human: int | None) -> str:
    result = state.history[-1]
    if result.void:
        return f"Round {result.number} is void: nothing could be drawn or played."
    assert result.winner is not None
    name = seat_name(result.winner, human)
    text = f"Round {result.number}: {verb(name, 'go')} out"
    if state.hands[result.winner] and state.out:  # every other seat is out of the round
        text = f"Round {result.number}: {verb(name, 'win')} it as the last player left in it"
    if result.points:
        text += " and " + verb(name, "score").rsplit(" ", 1)[-1] + f" {result.points} points"
    return text + ". Scores: " + _scores(state, human) + "."


def _scores(state: GameState, human: int | None) -> str:
    return ", ".join(f"{seat_name(seat, human)} {score}" for seat, score in enumerate(state.scores))


def _outcome_line(state: GameState, human: int | None) -> str:
    result = unokit.outcome(state)
    if result is None:
        return "The match is not over."
    names = " and ".join(seat_name(seat, human) for seat in result.winners)
    return (
        f"{verb(names, 'win')} the match ({result.reason}). Final scores: {_scores(state, human)}."
    )


def _state_line(state: GameState) -> str:
    if state.is_over:
        return "match over"
    arrow = "clockwise" if state.direction == 1 else "counterclockwise"
    hands = " ".join(str(len(hand)) for hand in state.hands)
    return (
        f"top {state.top_card}, colour {state.active_color or '-'}, {arrow}, "
        f"to move: seat {state.current_player}; hands {hands}"
    )


# --------------------------------------------------------------------------------------
# unokit play (the game itself is in unokit.play.terminal, its words in unokit.play.narration)
# --------------------------------------------------------------------------------------


def _play(args: argparse.Namespace, stdin: TextIO, stdout: TextIO) -> int:
    from unokit.play.terminal import play_match

    recorder = None
    if args.resume is not None:
        recorder = _resumed(args)
        state = recorder.state
        seed = args.seed if args.seed is not None else state.seed
    else:
        args.edition = args.edition or "classic"
        seed = args.seed if args.seed is not None else random.SystemRandom().randrange(2**31)
        state = unokit.new_game(
            args.edition,
            args.players or 4,
            seed=seed,
            options=_rule_options(args),
            house_rules=args.house_rules,
        )
    make_agent(args.opponents, 0)  # an unknown name fails before the game starts
    moves, last = play_match(
        state,
        seed,
        stdin,
        stdout,
        opponent=functools.partial(make_agent, args.opponents),
        resumed=None if recorder is None else recorder.record(),
    )
    if args.save is not None:
        if recorder is None:
            text = str(record(state, moves))
        else:
            for move in moves:
                recorder.apply(move)
            text = str(recorder.record())
        try:
            Path(args.save).write_text(text, encoding="utf-8")
        except OSError as exc:
            print(f"unokit: error: cannot save the game: {exc}", file=sys.stderr)
            return EXIT_ERROR
        print(f"Game saved to {args.save} (unokit replay {args.save} shows it).", file=stdout)
    elif not last.is_over:
        print(
            "To keep a record of a game, play it with --save FILE; unokit replay FILE shows it.",
            file=stdout,
        )
    return EXIT_OK


def _resumed(args: argparse.Namespace) -> Recorder:
    """The game saved in ``--resume FILE``, ready to go on.

    Raises:
        _Failure: for options that would change the saved game's rules, a file that cannot
            be read or is not a game record, a record that does not replay here, or a game
            that is over.
    """
    given = [
        option
        for option, value in (
            ("--edition", args.edition),
            ("--players", args.players),
            ("--house-rule", args.house_rules),
            ("--option", args.options),
            ("--match", args.match),
        )
        if value
    ]
    if given:
        raise _Failure(
            f"--resume plays the saved game with its own rules: leave out {', '.join(given)}"
        )
    game = _read_record(args.resume)
    try:
        recorder = Recorder.resume(game)
    except UnokitError as exc:
        raise _Failure(f"{args.resume} cannot be resumed: {exc}") from None
    if recorder.state.is_over:
        raise _Failure(
            f"the game in {args.resume} is over: there is nothing to resume "
            f"(unokit replay {args.resume} shows it)"
        )
    return recorder


# --------------------------------------------------------------------------------------
# unokit simulate
# --------------------------------------------------------------------------------------


def _percent(value: float) -> str:
    return f"{100 * value:5.1f}%"


def format_result(result: SimulationResult) -> str:
    """A simulation's statistics as a table to read.

    Examples:
        >>> import unokit
        >>> from unokit.play.cli import format_result
        >>> result = unokit.simulate(players=2, games=4, match="single-round")
        >>> print(format_result(result))
        classic, 2 players, 4 single-round games, seed 0
        ...
    """
    kind = "matches" if result.match != "single-round" else "games"
    lines = [
        f"{result.edition}, {result.players} players, {result.count} {result.match} "
        f"{kind}, seed {result.seed}",
        "",
        f"{'seat':>4}  {'agent':<10} {'wins':>6} {'win rate':>9}  {'95% CI':<15} "
        f"{'mean score':>10}",
    ]
    for seat, agent in enumerate(result.agents):
        rate, low, high = result.win_rate(seat)
        interval = f"{_percent(low).strip()}-{_percent(high).strip()}"
        lines.append(
            f"{seat:>4}  {agent:<10} {result.wins[seat]:>6} {_percent(rate):>9}  "
            f"{interval:<15} {result.mean_scores[seat]:>10.1f}"
        )
    lines.append("")
    wins = ", ".join(f"{agent} {count}" for agent, count in result.agent_wins.items())
    if any(len(game.winners) > 1 for game in result.games):  # a pair won (partners)
        wins += " (a pair's win counts for each agent in the pair)"
    lines.append(f"wins by agent: {wins}")
    quantiles = result.step_quantiles
    if quantiles:
        spread = ", ".join(f"{name} {value}" for name, value in quantiles.items())
        lines.append(f"moves per game: mean {result.mean_steps:.1f} ({spread})")
        lines.append(f"rounds per game: mean {result.mean_rounds:.2f}")
    reasons = ", ".join(f"{reason} {count}" for reason, count in result.end_reasons.items())
    lines.append(f"how games ended: {reasons or 'no games'}")
    return "\n".join(lines)


def _print_charts(result: SimulationResult, stdout: TextIO) -> None:
    """The wins per seat and the moves per game as text charts, drawn with rich.

    In colour on a terminal (unless ``NO_COLOR`` is set), plain text otherwise; bars of
    ``#`` where the output cannot show a block.
    """
    from rich.console import Console
    from rich.text import Text

    from unokit.play.charts import chart_lines
    from unokit.play.terminal import Style

    colour = Style(stdout).enabled
    console = Console(
        file=stdout,
        width=200,  # the lines are CHART_WIDTH wide: never wrapped
        force_terminal=colour,
        color_system="standard" if colour else None,
        highlight=False,
    )
    block = "█"
    try:
        block.encode(getattr(stdout, "encoding", None) or "utf-8")
    except (UnicodeEncodeError, LookupError):
        block = "#"
    lines = chart_lines(result, block=block)
    styles = iter(["blue"] * (len(result.agents) + 1) + ["green"] * len(lines))
    for before, bar, after in lines:
        style = next(styles)
        text = Text(before)
        text.append(bar, style=style)
        text.append(after)
        text.rstrip()
        console.print(text)


def _check_plot(path: str) -> None:
    """Refuse ``--plot FILE`` before any game is played: a format, matplotlib, a folder."""
    from unokit.play.charts import check_plotting, plot_format

    plot_format(path)
    check_plotting()
    folder = Path(path).resolve().parent
    if not folder.is_dir():
        raise _Failure(f"cannot write the chart {path}: there is no folder {folder}")


def _simulate(args: argparse.Namespace, stdout: TextIO) -> int:
    from unokit.play._progress import progress_bar

    if args.plot is not None:
        _check_plot(args.plot)
    with (
        _ray_logs(args),
        progress_bar("simulating", "games", sys.stderr, quiet=args.quiet) as progress,
    ):
        result = simulate(
            args.edition,
            args.players,
            agents=args.agents,
            games=args.games,
            seed=args.seed,
            options=_rule_options(args),
            house_rules=args.house_rules,
            jobs=args.jobs,
            max_steps=args.max_steps,
            progress=progress,
            backend=args.backend,
            address=args.address,
        )
    if args.json:
        print(json.dumps(result.to_dict(), indent=2), file=stdout)
    else:
        print(format_result(result), file=stdout)
        print(file=stdout)
        _print_charts(result, stdout)
    if args.plot is not None:
        from unokit.play.charts import plot

        try:
            plot(result, args.plot)
        except OSError as exc:
            raise _Failure(f"cannot write the chart {args.plot}: {exc.strerror or exc}") from None
        if not args.quiet:
            print(f"unokit: chart written to {args.plot}", file=sys.stderr)
    return EXIT_OK


# --------------------------------------------------------------------------------------
# unokit replay, unokit editions, unokit check
# --------------------------------------------------------------------------------------


def _read_record(path: str) -> GameRecord:
    try:
        text = Path(path).read_text(encoding="utf-8")
    except (OSError, UnicodeDecodeError) as exc:
        raise _Failure(f"cannot read {path}: {getattr(exc, 'strerror', None) or exc}") from None
    try:
        if text.lstrip().startswith("{"):
            return GameRecord.from_json(text)
        return GameRecord.parse(text)
    except UnokitError as exc:
        raise _Failure(f"{path} is not a game record: {exc}") from None


def _replay(args: argparse.Namespace, stdout: TextIO) -> int:
    game = _read_record(args.file)
    if args.seat is not None or args.spectator:
        return _replay_told(args, game, stdout)
    if args.names is not None:
        raise _Failure("--names tells seats by name: use it with --seat or --spectator")
    if not args.quiet:
        print(
            f"{game.edition}, {game.players} players, seed {game.seed}, {len(game.moves)} moves",
            file=stdout,
        )
    states = game.replay()
    before = next(states)
    if not args.quiet:
        print(f"start: {_state_line(before)}", file=stdout)
    for number, (move, after) in enumerate(zip(game.moves, states, strict=False), 1):
        if not args.quiet:
            print(f"{number:4}. {describe(move, before, after)}", file=stdout)
            print(f"      {_state_line(after)}", file=stdout)
            if len(after.history) > len(before.history):
                print(_round_report(after, None), file=stdout)
        before = after
    for _ in states:  # the digest check runs after the last move
        pass
    if before.is_over:
        print(_outcome_line(before, None), file=stdout)
    else:
        print(
            f"After {len(game.moves)} moves the match goes on: {_state_line(before)}; "
            f"scores {', '.join(map(str, before.scores))}.",
            file=stdout,
        )
    return EXIT_OK


def _replay_told(args: argparse.Namespace, game: GameRecord, stdout: TextIO) -> int:
    """``unokit replay --seat N`` or ``--spectator``: the game as one person was told it.

    The lines of the one narration ([`Narrator.follow`][unokit.play.narration.Narrator.follow]),
    as ``unokit play`` and the browser table tell them.
    """
    if args.seat is not None and not 0 <= args.seat < game.players:
        raise _Failure(f"--seat {args.seat}: the game has seats 0 to {game.players - 1}")
    names = None
    if args.names is not None:
        names = [name.strip() for name in args.names.split(",")]
        if len(names) != game.players or not all(names):
            raise _Failure(
                f"--names {args.names!r}: give {game.players} names, one a seat, separated "
                "by commas"
            )
    narrator = Narrator(args.seat, names, spectator=args.spectator)
    states = game.replay()
    before = next(states)
    lines = [*narrator.introduction(before, game.seed), *narrator.opening(before)]
    for move, after in zip(game.moves, states, strict=False):
        lines += narrator.follow(move, before, after)
        before = after
    for _ in states:  # the digest check runs after the last move
        pass
    if not before.is_over:
        lines.append(standing(before, narrator.voice))
    if args.quiet:
        lines = lines[-1:]
    for line in lines:
        print(line, file=stdout)
    return EXIT_OK


def _editions(stdout: TextIO, stderr: TextIO) -> int:
    with warnings.catch_warnings():
        warnings.simplefilter("ignore", PluginWarning)  # reported below, in our own words
        names = available_editions()
        errors = plugin_errors()
    for name in names:
        info = edition_info(name)
        aliases = ", ".join(info["aliases"])
        players = f"{info['min_players']}-{info['max_players']} players"
        line = f"{name:<10} {players:<14} {info['description']}"
        if aliases:
            line += f" (also: {aliases})"
        print(line, file=stdout)
    rules = available_house_rules()
    if rules:
        print("\nHouse rules (unokit play|simulate|check --house-rule NAME):", file=stdout)
        for name, description in rules.items():
            print(f"{name:<14} {description}", file=stdout)
    for error in errors.values():
        print(f"unokit: warning: skipped: {error}", file=stderr)
    disabled = disabled_plugins()
    if disabled:
        print(f"unokit: note: disabled plugins: {', '.join(sorted(disabled))}", file=stderr)
    if not names:
        print("unokit: error: no edition is available", file=stderr)
        return EXIT_ERROR
    return EXIT_OK


def _check(args: argparse.Namespace, stdout: TextIO) -> int:
    try:
        from unokit import testing
    except ImportError as exc:
        raise _Failure(f"{exc} (unokit check runs the conformance suite)") from None
    from unokit.play._progress import progress_bar

    # --match and --option apply on top of each of the suite's option sets.
    given = _rule_options(args)
    option_sets = [{**(chosen or {}), **given} for chosen in testing.OPTION_SETS]
    try:
        with (
            _ray_logs(args),
            progress_bar("checking", "games", sys.stderr, quiet=args.quiet) as progress,
        ):
            report = testing.check_edition(
                args.edition,
                games=args.games,
                players=args.players,
                properties=args.property,
                max_steps=args.max_steps,
                seed=args.seed,
                shrink=not args.no_shrink,
                progress=progress,
                backend=args.backend,
                address=args.address,
                house_rules=args.house_rules,
                options=option_sets,
            )
    except ValueError as exc:
        if isinstance(exc, UnokitError):
            raise
        raise _Failure(str(exc)) from None
    except testing.ConformanceError as failure:
        if args.save:
            Path(args.save).write_text(str(failure.record), encoding="utf-8")
        raise
    print(report, file=stdout)
    return EXIT_OK
