"""Compiling a game's rules: its plugin stack, its options, and the rule table.

A game's rules are a stack of plugins in a plugin manager of their own: the edition first,
then each house rule in the order given (found by [`unokit.core.plugins`][unokit.core.plugins]).
[`compile_rules`][unokit.core.compiling.compile_rules] asks the stack's hooks once per edition,
house rules and options — which options exist
([`unokit_add_options`][unokit.core.hookspecs.unokit_add_options]) and their defaults, the card
kinds, the deck, openings, points, the Wild Draw Four blockers, the penalty and draw rules —
checks every answer, and compiles them into a [`Rules`][unokit.Rules] table that the engine
reads on every move. Both the stacks and the tables are cached until the registered plugins
change (at most 256 tables, all forgotten at once past that: a program trying ever new
options compiles them anew; by the registry, [`unokit.core.plugins`][unokit.core.plugins];
the stacks and tables are made by ``unokit.core._compiler``, below it).
"""

from __future__ import annotations

import copyreg
from collections.abc import Callable, Iterable, Mapping
from typing import Any

from unokit.core._compiler import CORE_DECISIONS, Stack, compile_stack, declared_types
from unokit.core.registry import REGISTRY
from unokit.core.rules import Options, OptionSpec, Rules
from unokit.core.versions import RULES_VERSION

__all__ = [
    "CORE_DECISIONS",
    "Stack",
    "compile_rules",
    "compile_stack",
    "declared_types",
    "option_specs",
]


def option_specs(edition: str, house_rules: Iterable[str] = ()) -> Mapping[str, OptionSpec]:
    """Every option a game of ``edition`` with ``house_rules`` has, with this game's defaults.

    unokit's own options ([`CORE_OPTIONS`][unokit.core.rules.CORE_OPTIONS]) and those the edition
    and house rules declare; each [`OptionSpec`][unokit.OptionSpec]'s ``default`` is the
    default in this game (an edition may change it).

    Examples:
        >>> import unokit
        >>> specs = unokit.option_specs("party")
        >>> specs["match"].default, specs["target_score"].default
        ('single-round', 500)

    Raises:
        UnknownEditionError, UnknownHouseRuleError: for a name nobody registered.
        SetupError: if the house rules cannot be combined.
    """
    return REGISTRY.option_specs(edition, house_rules)


def compile_rules(
    edition_name: str,
    options: Options | Mapping[str, Any] | None = None,
    house_rules: Iterable[str] = (),
    rules_version: int = RULES_VERSION,
) -> Rules:
    """Ask a game's rule hooks once and compile their answers into a [`Rules`][unokit.Rules].

    The rule stack is the edition, then the house rules in the order given. The result is
    cached per edition, house rules, options and rules version (by the registry, until the
    plugins change; at most 256 tables are kept).
    The options are checked against those the plugins declare. Every answer is checked: the
    card kinds' fields, a deck of [`Card`][unokit.Card]s large enough to deal the most
    players the edition allows their hands and an opening card, every deck card's kind and
    colour, at least one card that can open the discard pile, and the type of every other
    answer.

    Raises:
        UnknownEditionError: if the edition does not exist.
        UnknownHouseRuleError: if a house rule does not exist.
        SetupError: for an unknown option or a wrong value, house rules that cannot be
            combined, or a rules version this unokit does not play (see
            [`RULES_VERSIONS`][unokit.RULES_VERSIONS]).
        PluginError: if a hook raises or returns something of the wrong kind; the message
            names the edition (and house rules) and the hook.
    """
    return REGISTRY.rules(edition_name, options, house_rules, rules_version)


def _pickled_rules(rules: Rules) -> tuple[Callable[..., Rules], tuple[Any, ...]]:
    """How ``pickle`` and ``copy`` take a [`Rules`][unokit.Rules]: as the game it compiles.

    The rules hold the plugins' functions (the turn's fast paths bound to its seats among
    them), which cannot be pickled by reference; what they are is their game: the edition,
    options, house rules and rules version. Unpickled (or copied), they are that game's
    rules compiled where it happens: in the same process, the very object every other state
    of the game holds. The plugins of the game must be installed there.
    """
    return compile_rules, (rules.edition, rules.options, rules.house_rules, rules.rules_version)


copyreg.pickle(Rules, _pickled_rules)
