"""The exceptions unokit raises.

Every error a caller can cause is a subclass of [`UnokitError`][unokit.UnokitError], and its
message says what went wrong in words a player would understand. No error ever leaves a
[`GameState`][unokit.GameState] half-changed: states are immutable, so the state you passed in
is still valid after any exception.
"""

from __future__ import annotations

import reprlib
from collections.abc import Iterable, Sequence
from typing import Any, ClassVar, TypeGuard

__all__ = [
    "IllegalMoveError",
    "ParseError",
    "PluginError",
    "PluginWarning",
    "RecordError",
    "RulesVersionError",
    "SaveError",
    "SeatError",
    "SetupError",
    "UnknownEditionError",
    "UnknownHouseRuleError",
    "UnokitError",
    "listed",
    "said",
    "shown",
]


class UnokitError(Exception):
    """Base class of every error unokit raises on purpose."""


class ParseError(UnokitError, ValueError):
    """Text that should name a card, a colour or a move could not be read.

    Examples:
        >>> import unokit
        >>> unokit.Card.parse("R10")
        Traceback (most recent call last):
        ...
        unokit.core.errors.ParseError: 'R10' is not a card: the number must be a single digit 0-9
    """


class IllegalMoveError(UnokitError, ValueError):
    """A move that the rules do not allow in this state.

    The message says why, e.g. ``"it is seat 2's turn, not seat 0's"`` or
    ``"R3 matches neither the colour in play (blue) nor the symbol of the top card (B7)"``.
    It may name cards of the mover's hand (``"Wild Draw Four is not allowed: you hold B5 of
    the active colour blue"``, ``"seat 1 does not hold R3"``), or the card it just drew: it
    is meant for the player who made the move. A program that passes the reason on to
    someone else (a server relaying it to a bot, without checking that the move was the
    bot's own seat's) sends ``public_message`` instead.

    Attributes:
        public_message: Why the move is refused, in words that tell nothing of any hand or
            of a decision's hidden part: what is wrong with the move whatever the hands (no
            such seat, a malformed move, out of turn, a card that matches neither the colour
            nor the symbol in play, a Wild without a colour, the match over), or else only
            that it is not one of the seat's legal moves now (see
            [`explain_public`][unokit.core.explain.explain_public]).

    Examples:
        >>> import unokit
        >>> state = unokit.new_game("classic", players=2, seed=8)
        >>> try:
        ...     unokit.apply(state, unokit.Move.parse("1 play Y9"))
        ... except unokit.IllegalMoveError as error:
        ...     print(error)
        ...     print(error.public_message)
        seat 1 does not hold Y9
        1 play Y9 is not one of seat 1's legal moves now
    """

    #: What ``public_message`` says when the error was raised without one.
    NOT_LEGAL: ClassVar[str] = "the move is not one of the legal moves now"

    def __init__(self, *args: object, public_message: str | None = None) -> None:
        """The error; ``public_message`` defaults to a reason that names no card."""
        super().__init__(*args)
        self.public_message = self.NOT_LEGAL if public_message is None else public_message


class SetupError(UnokitError, ValueError):
    """The arguments of a new game cannot make a valid game.

    For example too few or too many players for the edition, an unknown option, or a stacked
    deck holding a card the edition does not have.
    """


class UnknownEditionError(UnokitError, LookupError):
    """No registered edition has the requested name or alias.

    The message lists the editions that are available.
    """


class UnknownHouseRuleError(UnokitError, LookupError):
    """No registered house rule has the requested name.

    The message lists the house rules that are available.
    """


class PluginError(UnokitError):
    """An edition plugin broke its contract (raised in a hook, or returned bad data).

    The message names the plugin or edition and what failed: its import, a hook (e.g.
    ``"edition 'x' failed in unokit_build_deck: KeyError: 'R1'"``), or a card effect or
    decision while a move was applied (``"edition 'x' failed while applying '0 play R5':
    ZeroDivisionError: division by zero"``); the plugin's own exception is its ``__cause__``.
    A plugin that fails while unokit loads the list of editions is skipped instead (see
    [`PluginWarning`][unokit.PluginWarning]), and its error is kept in
    [`plugin_errors()`][unokit.core.plugins.plugin_errors].
    """


class PluginWarning(UserWarning):
    """A broken plugin was skipped: unokit goes on with the other editions.

    Issued once each time unokit loads its plugins (or their list of editions) and finds
    one that cannot be imported or whose
    [`unokit_register_editions`][unokit.core.hookspecs.unokit_register_editions] hook fails or
    registers a malformed edition. The message is the plugin's
    [`PluginError`][unokit.PluginError] message; the errors are also kept in
    [`plugin_errors()`][unokit.core.plugins.plugin_errors]. Silence it with the standard
    ``warnings`` filters, or disable the plugin with the ``UNOKIT_DISABLE_PLUGINS``
    environment variable.
    """


class SeatError(UnokitError, ValueError):
    """A seat number the game does not have (seats are numbered ``0`` to ``players - 1``)."""


class SaveError(UnokitError, ValueError):
    """A saved game cannot be read, or a state cannot be saved.

    The message names what is wrong and where, e.g.
    ``"hands[2][0]: 'R10' is not a card: the number must be a single digit 0-9"``.
    """


class RecordError(UnokitError, ValueError):
    """A game record cannot be read or replayed.

    The message names the line or the move, e.g.
    ``"move 12 (2 play R7) cannot be played: it is seat 3's turn, not seat 2's"``.
    """


class RulesVersionError(SaveError, RecordError):
    """A record or saved game was made under another version of the rules.

    Another rules version of unokit (see [`RULES_VERSION`][unokit.RULES_VERSION]), or another
    version of a plugin's distribution that the installed plugin does not declare compatible
    (its ``compatible_versions``): the message names both versions. Replaying it could reach
    another state than the one it recorded, so it is refused. Both a
    [`SaveError`][unokit.SaveError] and a [`RecordError`][unokit.RecordError].
    """


#: The most digits a whole number in a saved game or record may have. Python reads and writes at
#: most 4300 (``sys.get_int_max_str_digits``); staying below leaves room for a score to grow.
_MAX_DIGITS = 4000
_TOO_BIG = 10**_MAX_DIGITS


#: ``repr`` for messages about plugins' values: at most 60 characters of any one value.
_short = reprlib.Repr()
_short.maxstring = _short.maxother = 60


def _describe(exc: BaseException) -> str:
    """``"KeyError: 'R1'"``: an exception's type and text, for messages."""
    text = str(exc)
    return f"{type(exc).__name__}: {text}" if text else type(exc).__name__


def _is_whole(value: object) -> TypeGuard[int]:
    """Whether ``value`` is a whole number: an ``int`` but not a ``bool`` (``True`` is an int)."""
    return isinstance(value, int) and not isinstance(value, bool)


def _shown(value: Any) -> str:
    """``repr(value)`` for a message: short, and never failing (not even on a huge number)."""
    if _is_whole(value) and abs(value) >= _TOO_BIG:
        return f"a number of more than {_MAX_DIGITS} digits"
    try:
        # Only the start of a long text is written, and of a long list (reprlib): a 50 MB
        # value costs no more than a short one.
        text = repr(value[:60]) if isinstance(value, (str, bytes)) else _short.repr(value)
    except Exception:  # a number too long to write, an object whose repr fails...
        return f"a {type(value).__name__}"
    return text if len(text) <= 60 else f"{text[:57]}..."


def _plugins_named(edition: str, house_rules: Iterable[str]) -> str:
    """``"edition 'classic' with house rule 'stacking'"``: a game's plugins, for a message."""
    return f"edition {edition!r}" + "".join(f" with house rule {rule!r}" for rule in house_rules)


def _nearest(word: str, names: Iterable[str], count: int = 3, cutoff: float = 0.6) -> list[str]:
    """The names nearest to ``word``, a name mistyped, best first (at most ``count``).

    The one home of "did you mean...?": the names of editions and house rules, and the
    verbs and choices of ``unokit play``. ``cutoff``: how alike (0 to 1) a name must be.
    """
    import difflib  # here, not at the top: only a mistyped name needs it

    return difflib.get_close_matches(word.lower(), list(names), n=count, cutoff=cutoff)


def _said(value: Any, limit: int = 60) -> str:
    """``str(value)`` for a message (a move as ``"0 play R7"``): short, and never failing.

    At most ``limit`` characters: longer text is cut and ends with ``...``.
    """
    if _is_whole(value):
        return _shown(value)  # perhaps too long to write
    try:
        text = str(value)
    except Exception:  # a move whose fields cannot be written
        return f"<{type(value).__name__}>"
    return text if len(text) <= limit else f"{text[: limit - 3]}..."


#: The most items of a list a message names (``_listed``).
_NAMED = 5


def _listed(
    items: Sequence[Any], separator: str = ", ", limit: int = _NAMED, total: int | None = None
) -> str:
    """Items of a list for a message: the first ``limit`` of them, then how many more.

    ``"a, b, c, d, e and 399995 more"``: a message about a list of input (unknown names,
    seats) names a few of its items, never the whole list. Each item is written as ``str``
    of it, cut by ``_said``; ``total`` is the length of the whole list when ``items`` holds
    only its start.
    """
    more = (len(items) if total is None else total) - limit
    text = separator.join(_said(item) for item in items[:limit])
    return text + (f" and {more} more" if more > 0 else "")


def shown(value: object) -> str:
    """``value`` quoted for a message: short (a long text or list is cut) and never failing.

    For a phase's ``explain`` or ``check`` that names what a caller or a saved game gave
    (a seat number, a rank), whatever it is: a message must not echo 50 MB of input.

    Examples:
        >>> from unokit.plugin import shown
        >>> shown("R7"), shown(10**5000)
        ("'R7'", 'a number of more than 4000 digits')
    """
    return _shown(value)


def listed(items: Sequence[object], separator: str = ", ") -> str:
    """The first few items of a list for a message, then how many more: never the whole list.

    For a refusal that names what a caller gave (the seats a play names, unknown names):
    a message must not echo three million seats.

    Examples:
        >>> from unokit.plugin import listed
        >>> listed(range(3_000_000), ",")
        '0,1,2,3,4 and 2999995 more'
    """
    return _listed(items, separator)


def said(value: object) -> str:
    """``value`` written for a message (a move as ``0 play R7``): short, and never failing.

    Examples:
        >>> from unokit.plugin import said
        >>> import unokit
        >>> said(unokit.Draw(2)), said("x" * 100)[-5:]
        ('2 draw', 'xx...')
    """
    return _said(value)


def named_twice(names: Iterable[str]) -> list[str]:
    """The names given more than once (each once, sorted), found in one pass.

    For readers of untrusted lists of names (a saved game's or a record's house rules):
    comparing each name with every other would take time growing with the square of their
    number.

    Examples:
        >>> from unokit.core.rules import named_twice
        >>> named_twice(["stacking", "jump-in", "stacking"])
        ['stacking']
    """
    seen: set[str] = set()
    twice: set[str] = set()
    for name in names:
        (twice if name in seen else seen).add(name)
    return sorted(twice)
