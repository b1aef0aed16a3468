"""The ``unokit`` command: play, simulate, replay records, list and check editions.

Run ``unokit --help`` (or ``python -m unokit --help``). Exit codes:

* ``0``: success (also when the player leaves ``unokit play`` with ``quit`` or at the end of
  input);
* ``1``: an error in what was asked (an unknown edition or agent, a bad player count, a file
  that cannot be read or is not a game record), or an edition that fails ``unokit check``;
  the message goes to stderr;
* ``2``: a usage error (unknown option, missing argument), reported by ``argparse``;
* ``130``: interrupted with Ctrl-C.

The game of ``unokit play`` is in [`unokit.play.terminal`][unokit.play.terminal] and its words in
[`unokit.play.narration`][unokit.play.narration]; this package reads the arguments. Output is
coloured when stdout is a terminal and the ``NO_COLOR`` environment variable is unset or empty.
``simulate`` and ``check`` show their progress on stderr: a bar drawn with rich (imported only
then) on a terminal, a plain line every 10 % otherwise, nothing with ``--quiet``. With
``--backend ray`` Ray's own log messages are kept off the terminal unless ``--verbose``.

The parser is in ``parser``, what each subcommand does in ``commands``; every name is read
from here.
"""

from __future__ import annotations

import sys
from collections.abc import Sequence

from unokit.agents import AgentError
from unokit.core.errors import UnokitError
from unokit.play.cli.commands import (
    EXIT_ERROR,
    EXIT_INTERRUPTED,
    EXIT_OK,
    EXIT_USAGE,
    _check,
    _editions,
    _Failure,
    _play,
    _replay,
    _simulate,
    format_result,
)
from unokit.play.cli.parser import _positive as _positive
from unokit.play.cli.parser import build_parser
from unokit.play.narration import describe
from unokit.play.terminal import HumanAgent

__all__ = [
    "EXIT_ERROR",
    "EXIT_INTERRUPTED",
    "EXIT_OK",
    "EXIT_USAGE",
    "HumanAgent",
    "build_parser",
    "describe",
    "format_result",
    "main",
]


def main(argv: Sequence[str] | None = None) -> int:
    """Run the ``unokit`` command.

    Args:
        argv: The arguments (default: ``sys.argv[1:]``).

    Returns:
        The exit code (see the module's documentation); usage errors exit through
        ``SystemExit(2)`` as ``argparse`` does.
    """
    parser = build_parser()
    args = parser.parse_args(argv)
    stdout = sys.stdout
    try:
        if args.command == "play":
            return _play(args, sys.stdin, stdout)
        if args.command == "simulate":
            return _simulate(args, stdout)
        if args.command == "replay":
            return _replay(args, stdout)
        if args.command == "editions":
            return _editions(stdout, sys.stderr)
        if args.command == "check":
            return _check(args, stdout)
        parser.print_help(sys.stderr)
        return EXIT_USAGE
    except KeyboardInterrupt as exc:  # a simulation's says how many games it finished
        print(f"\nunokit: interrupted{f': {exc}' if str(exc) else ''}", file=sys.stderr)
        return EXIT_INTERRUPTED
    except (_Failure, UnokitError, AgentError) as exc:
        print(f"unokit: error: {exc}", file=sys.stderr)
        return EXIT_ERROR
    except BrokenPipeError:  # pragma: no cover - e.g. `unokit replay x | head`
        sys.stderr.close()
        return EXIT_ERROR
