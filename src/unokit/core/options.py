"""A game's options: those a plugin declares (``OptionSpec``), the values a game has.

unokit declares the match options itself ([`CORE_OPTIONS`][unokit.core.rules.CORE_OPTIONS]);
the edition and each house rule declare theirs from the
[`unokit_add_options`][unokit.core.hookspecs.unokit_add_options] hook. When a game's rules
are compiled, the values given are checked against the declarations and the defaults filled
in (``resolve_options``). ``unokit.core.rules`` exports every name here, as before.
"""

from __future__ import annotations

from collections.abc import Iterator, Mapping
from typing import Any

import attrs

from unokit.core._frozen import FrozenMap
from unokit.core.errors import SetupError, _is_whole, _listed, _shown

__all__ = [
    "CORE_OPTIONS",
    "OPTION_DIGITS",
    "OptionSpec",
    "OptionValue",
    "Options",
    "resolve_options",
]

#: The types an option's value may have: what records, saves and the command line can write.
OptionValue = bool | int | str

#: A whole-number option has at most this many digits (so less than ``10**18`` either way):
#: what every game, saved game, record and the command line accept alike.
OPTION_DIGITS = 18


@attrs.frozen
class OptionSpec:
    """One option a plugin declares: its name, default, help text and allowed values.

    The edition and every house rule of a game declare their options from the
    [`unokit_add_options`][unokit.core.hookspecs.unokit_add_options] hook, as pytest plugins do
    with ``pytest_addoption``. The option's type is the type of its default (``bool``,
    ``int`` or ``str``).

    Attributes:
        name: The option's name, a Python identifier such as ``"target_score"``.
        default: Its value when the game does not set it (an edition may change it through
            [`unokit_option_defaults`][unokit.core.hookspecs.unokit_option_defaults]).
        help: One sentence saying what the option does.
        choices: For a text option, the values it accepts (empty: any text).
        minimum: For a whole-number option, the smallest value it accepts.
    """

    name: str
    default: OptionValue
    help: str
    choices: tuple[str, ...] = ()
    minimum: int | None = None

    @property
    def type(self) -> type:
        """The option's type: ``bool``, ``int`` or ``str`` (the type of its default)."""
        return type(self.default)

    def check(self, value: object) -> OptionValue:
        """Return ``value`` if it is a valid value of this option.

        Raises:
            SetupError: naming the option and what it accepts.
        """
        kind = self.type
        if kind is bool:
            if isinstance(value, bool):
                return value
            raise SetupError(f"option {self.name} must be True or False, not {_shown(value)}")
        if kind is int:
            if not _is_whole(value):
                raise SetupError(f"option {self.name} must be a whole number, not {_shown(value)}")
            if abs(value) >= 10**OPTION_DIGITS:
                raise SetupError(
                    f"option {self.name} must have at most {OPTION_DIGITS} digits, not "
                    f"{_shown(value)}"
                )
            if self.minimum is not None and value < self.minimum:
                least = (
                    "a positive whole number" if self.minimum == 1 else f"at least {self.minimum}"
                )
                raise SetupError(f"option {self.name} must be {least}, not {_shown(value)}")
            return value
        if self.choices and value not in self.choices:
            allowed = ", ".join(repr(choice) for choice in self.choices)
            raise SetupError(f"option {self.name} must be one of {allowed}, not {_shown(value)}")
        if not isinstance(value, str):
            raise SetupError(f"option {self.name} must be text, not {_shown(value)}")
        return value

    def parse(self, text: str) -> OptionValue:
        """Read a value of this option from text (``"true"``, ``"300"``, ``"partners"``).

        Used by records and the command line (``--option NAME=VALUE``).

        Raises:
            SetupError: if the text is not a value of the option.
        """
        kind = self.type
        if kind is bool:
            words = {"true": True, "false": False}
            if text in words:
                return words[text]
            raise SetupError(f"option {self.name} must be true or false, not {_shown(text)}")
        if kind is int:
            digits = text.removeprefix("-")
            if not (digits.isascii() and digits.isdigit() and len(digits) <= OPTION_DIGITS):
                raise SetupError(f"option {self.name} must be a whole number, not {_shown(text)}")
            return self.check(int(text))
        return self.check(text)

    def text(self, value: OptionValue) -> str:
        """Write ``value`` as text that [`parse`][unokit.OptionSpec.parse] reads back."""
        if isinstance(value, bool):
            return "true" if value else "false"
        return str(value)


def _match_format_name(value: OptionValue) -> None:
    from unokit.core.formats import match_format  # ``import unokit`` leaves the formats

    match_format(str(value))  # raises SetupError listing the formats


CORE_OPTIONS: tuple[OptionSpec, ...] = (
    OptionSpec(
        "match",
        "standard",
        "The match format: standard (first to the target score), single-round, low-score "
        "or partners.",
        choices=("standard", "single-round", "low-score", "partners"),
    ),
    OptionSpec(
        "target_score",
        500,
        "The target score of the match: first to reach or pass it wins (in a low-score "
        "match, once anyone reaches it the lowest total wins).",
        minimum=1,
    ),
    OptionSpec(
        "winner_deals",
        False,
        "The round winner deals the next round, instead of the deal moving one seat clockwise.",
    ),
    OptionSpec(
        "strict_wild_draw_four",
        False,
        "Refuse Wild Draw Four bluffs: a restricted card played while holding a card that "
        "blocks it is an illegal move instead of a bluff that can be challenged.",
    ),
)
"""The options of every game, declared by unokit itself: the match and the Wild Draw Four."""


def _typed(values: Mapping[str, Any]) -> list[tuple[str, tuple[type, Any]]]:
    """Each option's name with its value and the value's type, which ``Options`` compare."""
    return [(name, (type(value), value)) for name, value in values.items()]


class Options(Mapping[str, Any]):
    """The rule options of a game: an immutable mapping of option names to values.

    Pass them to [`new_game`][unokit.new_game] as an ``Options`` or as a plain dict:
    ``new_game(options={"strict_wild_draw_four": True})``. Which names exist depends on the
    game's plugins: unokit declares the match options (``match``, ``target_score``,
    ``winner_deals``, ``strict_wild_draw_four``), and the edition and each house rule declare
    their own (see [`OptionSpec`][unokit.OptionSpec]; ``unokit editions --options`` lists
    them). An ``Options`` holds the values given; the compiled rules' ``options``
    (``state.rules.options``) hold every option of the game, defaults filled in. Options are
    also read as attributes: ``state.rules.options.match``.

    Examples:
        >>> import unokit
        >>> options = unokit.Options(target_score=200)
        >>> options["target_score"], options.target_score, dict(options)
        (200, 200, {'target_score': 200})
        >>> unokit.new_game(options=options).rules.options.match
        'standard'
    """

    __slots__ = ("_hash", "_values")

    _values: Mapping[str, Any]
    _hash: int

    def __init__(self, values: Mapping[str, Any] | None = None, /, **kwargs: Any) -> None:
        """Hold ``values`` and the keyword arguments (checked later, against the plugins)."""
        merged = dict(values or {}, **kwargs)
        object.__setattr__(self, "_values", FrozenMap(sorted(merged.items())))
        try:
            code = hash(frozenset(_typed(merged)))
        except TypeError:  # a value of the wrong kind: refused when the options are checked
            code = hash(frozenset(merged))
        object.__setattr__(self, "_hash", code)

    def __getitem__(self, name: str) -> Any:
        return self._values[name]

    def __iter__(self) -> Iterator[str]:
        return iter(self._values)

    def __len__(self) -> int:
        return len(self._values)

    def __getattr__(self, name: str) -> Any:
        try:
            return self._values[name]
        except KeyError:
            raise AttributeError(f"no option called {name!r}") from None

    def __setattr__(self, name: str, value: object) -> None:
        raise AttributeError("Options are immutable: build new ones with Options(old, name=value)")

    def __eq__(self, other: object) -> bool:
        # By each value's type too: 1, 1.0 and True are equal numbers but not the same
        # option value (a whole number may be checked where a flag is refused).
        if isinstance(other, Options):
            return dict(_typed(self._values)) == dict(_typed(other._values))
        return NotImplemented

    def __hash__(self) -> int:
        return self._hash

    def __repr__(self) -> str:
        return "Options(" + ", ".join(f"{k}={v!r}" for k, v in self._values.items()) + ")"

    def __reduce__(self) -> tuple[Any, ...]:
        return (Options, (dict(self._values),))

    def __copy__(self) -> Options:
        return self

    def __deepcopy__(self, memo: dict[int, Any]) -> Options:
        return self

    @classmethod
    def coerce(cls, value: Options | Mapping[str, Any] | None) -> Options:
        """Turn ``None``, a mapping of option names or an ``Options`` into ``Options``.

        Names and values are checked when the game's rules are compiled (the plugins of the
        game declare which exist).

        Raises:
            SetupError: if ``value`` is not a mapping, or a name is not a string.
        """
        if value is None:
            return cls()
        if isinstance(value, Options):
            return value
        if not isinstance(value, Mapping):
            raise SetupError(f"options must be an Options or a dict, not {type(value).__name__}")
        for name in value:
            if not isinstance(name, str):
                raise SetupError(f"option names are text, not {_shown(name)}")
        return cls(value)


def resolve_options(
    specs: Mapping[str, OptionSpec], defaults: Mapping[str, Any], given: Options
) -> Options:
    """Every option of a game: the values ``given``, checked, over the (edition's) defaults.

    Raises:
        SetupError: for an unknown option name (listing the known ones) or a wrong value.
    """
    unknown = sorted(name for name in given if name not in specs)
    if unknown:
        raise SetupError(
            f"unknown option {_listed([_shown(n)[1:-1] for n in unknown[:9]], total=len(unknown))}"
            f"; known "
            f"options: {', '.join(sorted(specs))}"
        )
    values = {name: spec.check(defaults.get(name, spec.default)) for name, spec in specs.items()}
    values.update({name: specs[name].check(value) for name, value in given.items()})
    from unokit.core.formats import match_format  # ``import unokit`` leaves the formats

    match_format(str(values.get("match", "standard")))  # raises SetupError listing the formats
    return Options(values)
