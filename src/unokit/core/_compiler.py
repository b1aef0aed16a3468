"""The machinery of compiling: plugin stacks and their rule tables.

The engine of [`unokit.core.compiling`][unokit.core.compiling].
A [`Stack`][unokit.core.compiling.Stack] is a game's plugins in a plugin manager of their own;
[`compile_stack`][unokit.core.compiling.compile_stack] asks its hooks and checks every answer
into a [`Rules`][unokit.Rules] table. The registry keeps both, cached; ``unokit.core.compiling``
asks the registry. This module is below the registry in the layers: it knows nothing of it.
"""

from __future__ import annotations

import functools
import warnings
from collections import Counter
from collections.abc import Callable, Mapping
from types import MappingProxyType
from typing import Any

import attrs
import pluggy

from unokit.core import hookspecs
from unokit.core._answers import (
    _card_kinds,
    _check_deck,
    _deck_colors,
    _is_hand_limit,
    _is_list_of_iterables,
    _is_list_of_mappings,
    _is_points,
)
from unokit.core._pluginstates import check_state_type
from unokit.core.cards import Card, Color
from unokit.core.declared import Declared, GameTypes
from unokit.core.errors import PluginError, SetupError, _describe, _plugins_named, _short
from unokit.core.match import NextRound
from unokit.core.rules import (
    CORE_OPTIONS,
    Opening,
    Options,
    OptionSpec,
    Rules,
    resolve_options,
)
from unokit.core.state import Pending, Turn
from unokit.core.versions import RULES_VERSION

__all__ = ["CORE_DECISIONS", "Stack", "compile_stack", "declared_types"]

CORE_DECISIONS: tuple[type[Pending], ...] = (NextRound,)
"""unokit's own decisions, which every game knows: the next deal. Every game knows its turn's
decisions too (``Turn.declares``: classic's a card just drawn), named before these."""


def declared_types(plugin: object) -> Declared:
    """What ``plugin`` declares (its ``declares``, and those of the classes it is built from).

    Raises:
        PluginError: if a declaration is malformed.
    """
    return Declared.of(plugin)


class Stack:
    """A game's rule plugins — the edition, then its house rules — in a manager of their own.

    Built once per edition and house rules (by the [registry][unokit.core.registry.Registry],
    which checks that they combine); holds what the options hooks declared and the types
    the plugins declare.

    Raises:
        SetupError: if a house rule is named twice or cannot be combined with the others.
        PluginError: if a plugin has a malformed hook or declaration.
    """

    def __init__(self, edition: Any, house_rules: tuple[Any, ...]) -> None:
        self.edition = edition
        self.house_rules = house_rules
        self.plugins: tuple[Any, ...] = (edition, *house_rules)
        self.name = edition.name
        self.names = tuple(rule.name for rule in house_rules)
        self.who = _plugins_named(self.name, self.names)
        #: Whether every plugin of the stack is one of unokit's own, whose code unokit's own
        #: tests check: its games' moves are not counted (see ``Rules.counts_cards``). Only
        #: the registry, which knows where each plugin comes from, sets it.
        self.vouched = False
        _check_combination(edition, house_rules, self.names)
        manager = pluggy.PluginManager("unokit")
        manager.add_hookspecs(hookspecs)
        try:
            manager.register(edition, name=self.name)
            for rule in house_rules:
                manager.register(rule, name="house rule " + rule.name)
            manager.check_pending()
        except Exception as exc:
            raise PluginError(f"{self.who} has a malformed hook: {_describe(exc)}") from exc
        self.hook = manager.hook
        turn = self.call("unokit_turn", _is_turn, "a Turn class (a subclass of unokit.Turn)")
        self.turn: type[Turn] = _classic_turn() if turn is None else turn
        try:
            self.types = GameTypes.build(
                (*_turn_decisions(self.turn), *CORE_DECISIONS),
                [Declared.of(plugin) for plugin in (edition, *house_rules)],
            )
        except PluginError as exc:
            raise PluginError(f"{self.who}: {exc}") from None
        specs = {spec.name: spec for spec in CORE_OPTIONS}
        for spec in self._answers("unokit_add_options", _is_list_of_iterables, "option lists"):
            specs[spec.name] = self._checked_spec(spec, specs)
        self.specs: Mapping[str, OptionSpec] = MappingProxyType(specs)
        defaults: dict[str, Any] = {}
        # pluggy answers last-registered first: apply the edition's defaults first.
        answers = self.call("unokit_option_defaults", _is_list_of_mappings, "option defaults")
        for answer in reversed(answers):
            for option, value in self._items(answer, "unokit_option_defaults"):
                if option not in specs:
                    raise PluginError(
                        f"{self.who}: unokit_option_defaults set a default for "
                        f"{_short.repr(option)}, which no plugin declares"
                    )
                try:
                    defaults[option] = specs[option].check(value)
                except SetupError as exc:
                    raise PluginError(f"{self.who}: unokit_option_defaults: {exc}") from None
        self.required: Mapping[str, tuple[Any, str]] = MappingProxyType(self._required(specs))
        defaults.update({name: value for name, (value, _) in self.required.items()})
        self.defaults: Mapping[str, Any] = MappingProxyType(
            {name: defaults.get(name, spec.default) for name, spec in specs.items()}
        )

    def _required(self, specs: Mapping[str, OptionSpec]) -> dict[str, tuple[Any, str]]:
        """The options the plugins require, each with its value and the plugin requiring it.

        Raises:
            PluginError: if a plugin requires an option nobody declares, or a wrong value.
            SetupError: if two plugins require different values of one option.
        """
        required: dict[str, tuple[Any, str]] = {}
        hook = self.hook.unokit_required_options
        for impl in hook.get_hookimpls():  # in the order registered: the edition first
            who = _plugin_words(impl.plugin_name)
            # The plugin, after the game's plugins unless it is the game's only one.
            speaker = who if who == self.who else f"{self.who}: {who}"
            try:
                answer = impl.function()  # bound to its plugin; the hook takes nothing
            except Exception as exc:
                raise PluginError(
                    f"{self.who} failed in unokit_required_options: {_describe(exc)}"
                ) from exc
            if not isinstance(answer, Mapping):
                raise PluginError(
                    f"{self.who}: unokit_required_options of {who} returned "
                    f"{_short.repr(answer)}, expected option names and values"
                )
            for option, value in self._items(answer, "unokit_required_options"):
                if option not in specs:
                    raise PluginError(
                        f"{speaker} requires the option {_short.repr(option)}, which no plugin "
                        "declares"
                    )
                try:
                    value = specs[option].check(value)
                except SetupError as exc:
                    raise PluginError(
                        f"{speaker} requires a value the option cannot take: {exc}"
                    ) from None
                earlier = required.get(option)
                if earlier is not None and earlier[0] != value:
                    raise SetupError(
                        f"the {earlier[1]} needs {option}={specs[option].text(earlier[0])} and "
                        f"the {who} needs {option}={specs[option].text(value)}: they cannot be "
                        "combined"
                    )
                required[option] = (value, who)
        return required

    def _answers(self, hook_name: str, check: Callable[[Any], bool], what: str) -> list[Any]:
        """Every item of every plugin's answer to a hook returning iterables, read safely.

        Raises:
            PluginError: if the hook, or reading one of its answers, raises.
        """
        items: list[Any] = []
        for answer in self.call(hook_name, check, what):
            try:
                items += answer
            except Exception as exc:  # a generator that raises, say
                raise PluginError(f"{self.who} failed in {hook_name}: {_describe(exc)}") from exc
        return items

    def _items(self, answer: Mapping[Any, Any], hook_name: str) -> list[tuple[Any, Any]]:
        """The items of a plugin's mapping, read safely.

        Raises:
            PluginError: if reading the mapping raises.
        """
        try:
            return list(answer.items())
        except Exception as exc:
            raise PluginError(f"{self.who} failed in {hook_name}: {_describe(exc)}") from exc

    def _checked_spec(self, spec: Any, specs: Mapping[str, OptionSpec]) -> OptionSpec:
        """A plugin's option declaration, checked: the plugin is blamed for a bad one.

        Raises:
            PluginError: for anything but an ``OptionSpec`` with a new Python name whose
                default is one of its own values.
        """
        where = f"{self.who}: unokit_add_options"
        if not isinstance(spec, OptionSpec):
            raise PluginError(f"{where} gave {_short.repr(spec)}, not an OptionSpec")
        if not (isinstance(spec.name, str) and spec.name.isidentifier()):
            raise PluginError(
                f"{where} declared an option named {_short.repr(spec.name)}: an option's name "
                "is a Python identifier such as 'target_score'"
            )
        if spec.name in specs:
            raise PluginError(f"{where} declared the option {spec.name!r} twice")
        if not isinstance(spec.default, (bool, int, str)):
            raise PluginError(
                f"{where} declared the option {spec.name!r} with the default "
                f"{_short.repr(spec.default)}: a default is True or False, a whole number or text"
            )
        try:
            spec.check(spec.default)
        except SetupError as exc:
            raise PluginError(
                f"{where} declared the option {spec.name!r} whose own default is refused: {exc}"
            ) from None
        return spec

    def call(self, hook_name: str, check: Callable[[Any], bool], what: str, **kwargs: Any) -> Any:
        """Call a hook on the stack and check its answer's type."""
        try:
            result = getattr(self.hook, hook_name)(**kwargs)
        except Exception as exc:
            raise PluginError(f"{self.who} failed in {hook_name}: {_describe(exc)}") from exc
        if not check(result):
            raise PluginError(
                f"{self.who}: {hook_name} returned {_short.repr(result)}, expected {what}"
            )
        return result

    def option_specs(self) -> Mapping[str, OptionSpec]:
        """Every option of the stack, each with its default in this game."""
        return MappingProxyType(
            {
                name: attrs.evolve(spec, default=self.defaults[name])
                for name, spec in sorted(self.specs.items())
            }
        )


def _plugin_words(plugin_name: str) -> str:
    """``"edition 'classic'"`` or ``"house rule 'stacking'"``: a stack's plugin, in words."""
    if plugin_name.startswith("house rule "):
        return f"house rule {plugin_name.removeprefix('house rule ')!r}"
    return f"edition {plugin_name!r}"


def _check_combination(edition: Any, house_rules: tuple[Any, ...], names: tuple[str, ...]) -> None:
    """Refuse a house rule named twice, or one that cannot be combined with the others.

    Raises:
        SetupError: naming the house rule and what it cannot be combined with.
    """
    twice = sorted(name for name, count in Counter(names).items() if count > 1)
    if twice:
        raise SetupError(f"the house rule {', '.join(twice)} is asked for twice")
    refused = [name for name in names if name in getattr(edition, "incompatible", ())]
    if refused:
        raise SetupError(
            f"the edition {edition.name!r} cannot be combined with the house rule "
            f"{', '.join(map(repr, refused))}: it plays its own rule in its place"
        )
    present = {edition.name, *(alias.lower() for alias in edition.aliases), *names}
    for rule in house_rules:
        clash = [other for other in rule.incompatible if other in present]
        if clash:
            raise SetupError(
                f"the house rule {rule.name!r} cannot be combined with {', '.join(clash)}: "
                f"{rule.description}"
            )


def compile_stack(stack: Stack, given: Options, rules_version: int = RULES_VERSION) -> Rules:
    """Resolve ``given`` against the stack's options, then compile the stack's rule table.

    Raises:
        SetupError: for an unknown option or a wrong value.
        PluginError: if a hook raises or returns something of the wrong kind.
    """
    for option, (value, who) in stack.required.items():
        if option in given and given[option] != value:
            raise SetupError(
                f"the {who} needs {option}={stack.specs[option].text(value)}: a game with it "
                f"cannot set {option} to {_short.repr(given[option])}"
            )
    return _compile(stack, resolve_options(stack.specs, stack.defaults, given), rules_version)


def _compile(stack: Stack, options: Options, rules_version: int) -> Rules:
    """Ask the stack's rule hooks with ``options`` and build the checked rule table."""
    name = stack.who
    edition = stack.edition

    def call(hook_name: str, check: Callable[[Any], bool], what: str, **kwargs: Any) -> Any:
        return stack.call(hook_name, check, what, options=options, **kwargs)

    kinds = _card_kinds(name, call("unokit_card_kinds", _is_list_of_iterables, "card kinds"))
    deck = tuple(
        call("unokit_build_deck", lambda r: isinstance(r, (list, tuple)), "a list of cards")
    )
    _check_deck(name, deck, kinds)
    # Two-sided cards turn over during a game: every rule table covers both ways up.
    dealt_as = {card.turned(): card for card in deck if card.back is not None}
    distinct = list(dict.fromkeys((*deck, *dealt_as)))
    colors = _deck_colors(distinct)
    points = {
        card: call(
            "unokit_card_points", _is_points, "whole points", card=card, kind=kinds[card.rank]
        )
        for card in distinct
    }
    opening = {
        card: call(
            "unokit_opening_rule",
            lambda r: isinstance(r, Opening),
            "an Opening",
            card=card,
            kind=kinds[card.rank],
        )
        for card in distinct
    }
    if Opening.PLAY not in opening.values():
        raise PluginError(
            f"{name}: unokit_opening_rule returned Opening.PLAY for no card of the "
            "deck, so no card can start the discard pile"
        )
    blockers: dict[Color, frozenset[Card]] = {
        color: frozenset(
            card
            for card in distinct
            if call(
                "unokit_blocks_restricted_play",
                lambda r: isinstance(r, bool),
                "True or False",
                card=card,
                kind=kinds[card.rank],
                color=color,
            )
        )
        for color in colors
    }
    hand_limit = call("unokit_hand_limit", _is_hand_limit, "a whole number of at least 2 or None")
    turn = _deprecated_turn_hooks(stack, call)
    rules = Rules(
        edition=stack.name,
        options=options,
        deck=deck,
        kinds=kinds,
        points=points,
        opening=opening,
        blockers=blockers,
        min_players=edition.min_players,
        max_players=edition.max_players,
        colors=colors,
        named_colors={
            kind.rank: kind.colors or colors
            for kind in kinds.values()
            if kind.is_wild and kind.names_color
        },
        dealt_as=dealt_as,
        marks=tuple(dict.fromkeys(card.mark for card in deck if card.mark is not None)),
        mark_label=getattr(edition, "mark_label", "mark"),
        penalty_rule=call(
            "unokit_penalty_rule", lambda r: r is None or callable(r), "a function or None"
        ),
        house_rules=stack.names,
        option_specs=dict(stack.specs),
        option_defaults=dict(stack.defaults),
        hand_limit=hand_limit,
        hand_limit_label=_label(getattr(edition, "hand_limit_label", "")),
        knocks_out=hand_limit is not None
        or any(getattr(plugin, "knocks_out", False) is True for plugin in stack.plugins),
        rules_version=rules_version,
        types=stack.types,
        turn=turn,
        state_types=_state_types(stack),
        counts_cards=not stack.vouched,
    )
    # Every table the edition allows must be dealt, the largest included.
    needed = rules.cards_to_deal(rules.max_players)
    if len(deck) < needed:
        raise PluginError(
            f"{name}: unokit_build_deck gave {len(deck)} cards, too few to deal "
            f"{rules.hand_size} to each of {rules.max_players} players (its max_players) and "
            f"turn an opening card (need at least {needed})"
        )
    return rules


def _label(value: object) -> str:
    """An edition's label for messages, if it gave text (else none)."""
    return value if isinstance(value, str) else ""


def _state_types(stack: Stack) -> tuple[Any, ...]:
    """The ``state_type`` of each plugin of the stack, edition first, each checked.

    Raises:
        PluginError: naming the plugin whose ``state_type`` saved games cannot hold, or is
            a class it does not declare.
    """
    found = []
    for plugin in stack.plugins:
        hint = getattr(plugin, "state_type", None)
        kind = "edition" if plugin is stack.edition else "house rule"
        problem = check_state_type(f"{kind} {plugin.name!r}", hint, stack.types)
        if problem is not None:
            raise PluginError(problem)
        found.append(hint)
    return tuple(found)


def _is_turn(result: Any) -> bool:
    return result is None or (isinstance(result, type) and issubclass(result, Turn))


def _classic_turn() -> type[Turn]:
    """Classic UNO's turn: the turn of a game whose edition supplies none.

    Loaded when a game first needs it, so that reading a card or a move loads no module of
    the editions.
    """
    from unokit.editions.turn import ClassicTurn

    return ClassicTurn


def _turn_decisions(turn: type[Turn]) -> tuple[type[Pending], ...]:
    """The decisions a turn declares (``Turn.declares`` of it and every class it is built from)."""
    found: dict[type[Pending], None] = {}
    for klass in reversed(turn.__mro__):
        for entry in vars(klass).get("declares", ()):
            if not (isinstance(entry, type) and issubclass(entry, Pending)):
                raise PluginError(
                    f"the turn {turn.__name__} declares {_short.repr(entry)}: a turn declares "
                    "the decisions (Pending classes) it opens"
                )
            found[entry] = None
    return tuple(found)


def _deprecated_turn_hooks(stack: Stack, call: Callable[..., Any]) -> type[Turn]:
    """The stack's turn, with what the deprecated turn hooks answer (and a warning for each).

    ``unokit_turn_draw`` becomes the turn's ``draw`` step, ``unokit_keep_drawn_card``'s
    ``False`` its ``keeps_drawn_card``: a plugin written before ``unokit_turn`` plays as it
    did.
    """
    from unokit.editions.turn import ClassicTurn, with_rule

    turn = stack.turn
    draw = call("unokit_turn_draw", lambda r: r is None or callable(r), "a function or None")
    keep = call(
        "unokit_keep_drawn_card", lambda r: r is None or isinstance(r, bool), "True or False"
    )
    for hook, answer in (("unokit_turn_draw", draw), ("unokit_keep_drawn_card", keep)):
        if answer is not None:
            warnings.warn(
                f"{stack.who}: the {hook} hook is deprecated; implement unokit_turn, with a "
                "turn whose step says so (see the guide to writing an edition, 'Your "
                "edition's turn')",
                DeprecationWarning,
                stacklevel=2,
            )
    if (draw is not None or keep is False) and not issubclass(turn, ClassicTurn):
        raise PluginError(
            f"{stack.who}: unokit_turn_draw and unokit_keep_drawn_card change the classic "
            f"turn, but the game's turn {turn.__name__} is not built on ClassicTurn"
        )
    if draw is not None:
        turn = with_rule(turn, _drawing_with(draw))  # type: ignore[arg-type]
    if keep is False:
        turn = with_rule(turn, _keeping_none())  # type: ignore[arg-type]
    return turn


@functools.cache
def _drawing_with(draw: Callable[[Any, int], tuple[Card, ...]]) -> type[Turn]:
    """A step of the classic turn: its draw is ``draw`` (the deprecated hook's answer)."""
    from unokit.editions.turn import ClassicTurn

    def drawn(self: ClassicTurn, table: Any) -> tuple[Card, ...]:
        return tuple(draw(table, self.seat))

    return type("DrawnByHook", (ClassicTurn,), {"__slots__": (), "draw": drawn})


@functools.cache
def _keeping_none() -> type[Turn]:
    """A step of the classic turn: a playable card just drawn must be played."""
    from unokit.editions.turn import ClassicTurn

    return type("MustPlayDrawnCard", (ClassicTurn,), {"__slots__": (), "keeps_drawn_card": False})
