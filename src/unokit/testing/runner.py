"""Running the suite: check_edition, its report and its errors, one test per property."""

from __future__ import annotations

import random
import time
from collections.abc import Callable, Iterable, Mapping, Sequence
from typing import Any

import attrs
from hypothesis import HealthCheck, Phase, Verbosity, given, settings
from hypothesis import seed as hypothesis_seed
from hypothesis import strategies as st

from unokit.core.compiling import compile_rules, option_specs
from unokit.core.errors import UnokitError
from unokit.core.game import new_game
from unokit.core.moves import Move
from unokit.core.plugins import find_edition
from unokit.core.rules import OptionSpec
from unokit.core.state import GameState
from unokit.io.records import GameRecord
from unokit.scale.distributed import check_backend, map_ordered
from unokit.testing.games import Game, Property, Violation
from unokit.testing.policies import (
    DRAWN_STEPS,
    KEEN_AFTER,
    OPTION_SETS,
    _drawn_move,
    _playout,
    keen_move,
    random_move,
)
from unokit.testing.properties import PROPERTIES

# --------------------------------------------------------------------------------------
# Running the suite
# --------------------------------------------------------------------------------------


class ConformanceError(UnokitError, AssertionError):
    """An edition does not have one of the suite's properties.

    The message names the property, the game (players, seed, options), what is wrong and
    after which move, and ends with the text of a record that replays the game up to there.

    Attributes:
        edition: The edition's name.
        property: The property's name (a key of [`PROPERTIES`][unokit.testing.PROPERTIES]).
        detail: What is wrong.
        record: A record of the (shrunk) failing game, up to the move where it shows.
    """

    def __init__(
        self, message: str, *, edition: str, property: str, detail: str, record: GameRecord
    ) -> None:
        """Keep the finding's parts next to its message."""
        super().__init__(message)
        self.edition = edition
        self.property = property
        self.detail = detail
        self.record = record

    def __reduce__(self) -> tuple[Any, ...]:
        """Pickle with the keyword arguments too (a Ray task returns a finding to the caller)."""
        return (_rebuild_error, (str(self), self.edition, self.property, self.detail, self.record))


def _rebuild_error(
    message: str, edition: str, prop: str, detail: str, record: GameRecord
) -> ConformanceError:
    return ConformanceError(message, edition=edition, property=prop, detail=detail, record=record)


@attrs.frozen
class ConformanceReport:
    """What a passing [`check_edition`][unokit.testing.check_edition] run checked.

    Attributes:
        edition: The edition's name.
        players: The player counts played.
        properties: The properties checked.
        games: The random games played (over all player counts).
        moves: The moves those games played.
        seconds: How long it took.
    """

    edition: str
    players: tuple[int, ...]
    properties: tuple[str, ...]
    games: int
    moves: int
    seconds: float

    def __str__(self) -> str:
        held = (
            "1 property holds"
            if len(self.properties) == 1
            else (f"{len(self.properties)} properties hold")
        )
        games = "1 random game" if self.games == 1 else f"{self.games} random games"
        return (
            f"{self.edition}: {held} in {games} ({self.moves:,} moves) of "
            f"{_counts(self.players)} players in {self.seconds:.1f} s"
        )


def _counts(players: Sequence[int]) -> str:
    if len(players) > 2 and list(players) == list(range(players[0], players[-1] + 1)):
        return f"{players[0]}-{players[-1]}"
    return ", ".join(map(str, players))


_FAILURES: dict[str, type[_PropertyFailed]] = {}


class _PropertyFailed(Exception):
    """Hypothesis tells failures apart by exception type: one subclass per property."""

    def __init__(self, prop: str, violation: Violation, game: Game, steps: int) -> None:
        super().__init__(prop, violation.detail)
        self.prop = prop
        self.violation = violation
        self.game = game
        self.steps = steps

    @classmethod
    def of(cls, prop: str) -> type[_PropertyFailed]:
        found = _FAILURES.get(prop)
        if found is None:
            found = _FAILURES[prop] = type(f"_PropertyFailed_{prop.replace('-', '_')}", (cls,), {})
        return found


def _select(properties: Iterable[str] | None) -> tuple[Property, ...]:
    if properties is None:
        return tuple(PROPERTIES.values())
    chosen = []
    for name in properties:
        if name not in PROPERTIES:
            raise ValueError(
                f"there is no property called {name!r}; the properties are " + ", ".join(PROPERTIES)
            )
        chosen.append(PROPERTIES[name])
    return tuple(chosen)


def _player_counts(edition: str, players: int | Iterable[int] | None) -> tuple[int, ...]:
    found = find_edition(edition)
    if players is None:
        return tuple(range(found.min_players, found.max_players + 1))
    counts = (players,) if isinstance(players, int) else tuple(players)
    for count in counts:
        if not found.min_players <= count <= found.max_players:
            raise ValueError(
                f"edition {found.name!r} is for {found.min_players} to {found.max_players} "
                f"players, not {count}"
            )
    return counts


def _play(data: st.DataObject, first: GameState, max_steps: int) -> Game:
    """Play a random game: choices drawn from Hypothesis, then from a drawn seed."""
    chooser = random.Random(data.draw(st.integers(0, 2**32 - 1), label="later choices"))
    picked: list[Move] = []

    def pick(step: int, state: GameState, legal: Sequence[Move]) -> Move:
        if step < DRAWN_STEPS:
            move = _drawn_move(data, legal)
        elif step < KEEN_AFTER:
            move = random_move(chooser, legal)
        else:
            move = keen_move(state, legal)
        picked.append(move)
        return move

    states = [first]
    moves: list[Move] = []
    try:
        for move, state in _playout(first, max_steps, pick):
            states.append(state)
            moves.append(move)
    except Exception as exc:
        game = Game(first, tuple(states), tuple(moves), max_steps)
        violation = Violation(f"the listed move {picked[-1]} failed: {exc!r}", len(moves))
        raise _PropertyFailed.of("listed-moves")(
            "listed-moves", violation, game, len(moves)
        ) from exc
    return Game(first, tuple(states), tuple(moves), max_steps)


def _run(
    edition: str,
    players: int,
    properties: tuple[Property, ...],
    games: int,
    options: Sequence[Mapping[str, Any] | None],
    max_steps: int,
    seed: int,
    shrink: bool,
    tally: list[int],
    house_rules: tuple[str, ...],
    played: Callable[[], None] | None = None,
) -> None:
    """Run ``games`` Hypothesis examples of ``edition`` at one player count.

    ``tally`` counts the games and moves played; ``played`` is called after each game.
    """
    specs = option_specs(edition, house_rules)
    option_sets = [_declared(chosen, specs) for chosen in options]

    @settings(
        max_examples=games,
        deadline=None,
        database=None,
        derandomize=False,
        report_multiple_bugs=False,
        verbosity=Verbosity.quiet,
        suppress_health_check=list(HealthCheck),
        phases=(Phase.generate, Phase.shrink) if shrink else (Phase.generate,),
    )
    @hypothesis_seed(seed)
    @given(data=st.data())
    def run(data: st.DataObject) -> None:
        chosen = data.draw(st.sampled_from(option_sets), label="options")
        game_seed = data.draw(st.integers(0, 2**63 - 1), label="seed")
        first = new_game(
            edition, players=players, seed=game_seed, options=chosen, house_rules=house_rules
        )
        game = _play(data, first, max_steps)
        tally[0] += 1
        tally[1] += len(game.moves)
        if played is not None:
            played()
        for prop in properties:
            try:
                prop.check(game)
            except Violation as violation:
                steps = len(game.moves) if violation.step is None else violation.step
                raise _PropertyFailed.of(prop.name)(
                    prop.name, violation, game, steps
                ) from violation

    run()


@attrs.frozen
class _CountRun:
    """The games of one player count: the piece of a run that goes to one Ray task."""

    edition: str
    players: int
    properties: tuple[str, ...]
    games: int
    options: tuple[Mapping[str, Any] | None, ...]
    max_steps: int
    seed: int
    shrink: bool
    house_rules: tuple[str, ...]


def _run_count(run: _CountRun) -> tuple[int, int, ConformanceError | None]:
    """Play one player count's games: ``(games, moves, the failure found or None)``.

    A top-level function, so that Ray's workers import it by name. A failure is shrunk here,
    in the task, exactly as in a run in one process, and returned rather than raised.
    """
    tally = [0, 0]
    try:
        _run(
            run.edition,
            run.players,
            _select(run.properties),
            run.games,
            run.options,
            run.max_steps,
            run.seed,
            run.shrink,
            tally,
            run.house_rules,
        )
    except _PropertyFailed as failure:
        return (tally[0], tally[1], _conformance_error(run.edition, failure))
    return (tally[0], tally[1], None)


def _conformance_error(edition: str, failure: _PropertyFailed) -> ConformanceError:
    game = failure.game
    first = game.first
    moves = game.moves[: failure.steps]
    rec = GameRecord(
        first.rules.edition,
        first.players,
        first.seed,
        moves=moves,
        options=first.rules.changed_options(),
        house_rules=first.house_rules,
        rules_version=first.rules.rules_version,
    )
    where = "in the game as a whole"
    if failure.violation.step is not None:
        where = f"after {failure.steps} moves" if moves else "in the first state"
    prop = PROPERTIES[failure.prop]
    message = (
        f"edition {edition!r} fails the property {prop.name!r} ({prop.summary}): "
        f"{failure.violation.detail}, {where}; {first.players} players, seed {first.seed}, "
        f"{_setup_text(first)}.\n"
        f"This record replays the game up to there (unokit replay FILE):\n\n{rec}"
    )
    return ConformanceError(
        message, edition=edition, property=prop.name, detail=failure.violation.detail, record=rec
    )


def _setup_text(first: GameState) -> str:
    """``"house rules stacking, options {...}"``: what the failing game was played with."""
    changed = first.rules.changed_options()
    text = "options " + (repr(changed) if changed else "(defaults)")
    if first.house_rules:
        text = f"house rules {', '.join(first.house_rules)}, {text}"
    return text


def _declared(
    chosen: Mapping[str, Any] | None, specs: Mapping[str, OptionSpec]
) -> dict[str, Any] | None:
    """The options of ``chosen`` that the game declares (an edition may lack some)."""
    if chosen is None:
        return None
    return {name: value for name, value in chosen.items() if name in specs}


def check_edition(
    name: str,
    *,
    games: int = 10,
    players: int | Iterable[int] | None = None,
    properties: Iterable[str] | None = None,
    options: Sequence[Mapping[str, Any] | None] = OPTION_SETS,
    max_steps: int = 100_000,
    seed: int = 0,
    shrink: bool = True,
    house_rules: Sequence[str] = (),
    progress: Callable[[int, int], None] | None = None,
    backend: str = "process",
    address: str | None = None,
) -> ConformanceReport:
    """Check that an edition has every property of the suite, with random games.

    For each player count, plays ``games`` random games (their options drawn from
    ``options``) and checks each selected property on each game. Runs are repeatable: the
    same arguments play the same games, on either backend.

    Each player count is its own Hypothesis run, seeded with ``seed``, so with
    ``backend="ray"`` each player count runs as one Ray task (shrinking a failure there too)
    and the outcome is the one of a run in this process: the same games and moves, and the
    failure of the first failing player count in order.

    Args:
        name: The edition's name (or an alias).
        games: Random games per player count.
        players: A player count or several; by default every count the edition allows.
        properties: Names of the properties to check (keys of
            [`PROPERTIES`][unokit.testing.PROPERTIES]); by default all of them.
        options: The option sets games are drawn from (``None`` is the defaults).
        max_steps: The most moves a game may take (the ``termination`` property's bound).
        seed: Seeds the choice of games.
        shrink: Let Hypothesis shrink a failing game to a smaller one before reporting it
            (can take a while for long games).
        house_rules: House rules to play every game with (the edition and these together
            must keep every property).
        progress: Called with ``(games done, games)`` as games finish (after each game in
            this process, after each player count on Ray); a shrinking run can go past the
            total, which is then reported as done.
        backend: ``"process"`` (this process) or ``"ray"`` (one Ray task per player count;
            needs ``pip install -e ".[ray]"`` in a clone of unokit; see
            [`simulate`][unokit.simulate] for the Ray it uses). The edition must be installed
            where the tasks run.
        address: With ``backend="ray"``, the address of a running Ray cluster to use if
            Ray is not initialised yet.

    Returns:
        What was checked.

    Raises:
        ConformanceError: for the first property that fails, with a record of the game.
        UnknownEditionError: if there is no such edition.
        ValueError: for a property that does not exist, a player count the edition does
            not allow, or a backend that does not exist.
        SetupError: if Ray is asked for and not installed.

    Examples:
        >>> from unokit.testing import check_edition
        >>> report = check_edition("classic", games=2, players=[2, 4])
        >>> report.games, report.players
        (4, (2, 4))
    """
    check_backend(backend)
    edition = find_edition(name).name
    chosen = _select(properties)
    counts = _player_counts(edition, players)
    rules = tuple(house_rules)
    compile_rules(edition, None, rules)  # a broken edition fails here, before any game
    started = time.perf_counter()
    tally = [0, 0]
    total = games * len(counts)

    def report(done: int) -> None:
        if progress is not None:
            progress(min(done, total), total)

    if backend == "ray":
        runs = [
            _CountRun(
                edition,
                count,
                tuple(prop.name for prop in chosen),
                games,
                tuple(options),
                max_steps,
                seed,
                shrink,
                rules,
            )
            for count in counts
        ]
        finished = [0]

        def count_done(_position: int, outcome: tuple[int, int, ConformanceError | None]) -> None:
            finished[0] += games
            report(finished[0])

        for played, moves, error in map_ordered(_run_count, runs, address=address, done=count_done):
            if error is not None:
                raise error
            tally[0] += played
            tally[1] += moves
    else:
        for count in counts:
            try:
                _run(
                    edition,
                    count,
                    chosen,
                    games,
                    options,
                    max_steps,
                    seed,
                    shrink,
                    tally,
                    rules,
                    lambda: report(tally[0]),
                )
            except _PropertyFailed as failure:
                raise _conformance_error(edition, failure) from None
    return ConformanceReport(
        edition=edition,
        players=counts,
        properties=tuple(prop.name for prop in chosen),
        games=tally[0],
        moves=tally[1],
        seconds=time.perf_counter() - started,
    )


@attrs.frozen
class _Test:
    """One property of one edition, as a callable pytest can parametrize over."""

    edition: str
    property: str
    kwargs: Mapping[str, Any] = attrs.field(repr=False)

    def __call__(self) -> ConformanceReport:
        return check_edition(self.edition, properties=[self.property], **self.kwargs)

    def __str__(self) -> str:
        return f"{self.edition}-{self.property}"


def conformance_tests(
    name: str, *, properties: Iterable[str] | None = None, **kwargs: Any
) -> list[Callable[[], ConformanceReport]]:
    """The suite as one callable per property, to parametrize a pytest test with.

    Args:
        name: The edition's name.
        properties: The properties to include; by default all of them.
        **kwargs: Passed on to [`check_edition`][unokit.testing.check_edition] (``games``,
            ``players``, ``options``, ``max_steps``, ``seed``, ``shrink``).

    Returns:
        Callables named ``"<edition>-<property>"`` by ``str()``; each runs
        ``check_edition`` for its property and raises
        [`ConformanceError`][unokit.testing.ConformanceError] if it fails.

    Examples:
        ```python
        import pytest
        from unokit.testing import conformance_tests

        @pytest.mark.parametrize(
            "check", conformance_tests("classic", games=3), ids=str
        )
        def test_classic_conforms(check):
            check()
        ```
    """
    edition = find_edition(name).name
    return [_Test(edition, prop.name, kwargs) for prop in _select(properties)]
