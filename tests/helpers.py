"""Helpers shared by the tests: building exact situations from stacked decks."""

from __future__ import annotations

import contextlib
import importlib.util
import time
from collections import Counter
from collections.abc import Callable, Iterable, Iterator, Sequence
from pathlib import Path
from types import ModuleType
from typing import Any

import attrs
import pytest

import unokit
import unokit.core.table
from unokit import Card, GameState, Move, hookimpl
from unokit.core.game import stacked_deck

#: The tests that share the session's Ray (the ``local_ray`` fixture), or start a Ray of
#: their own: they run one after another on one pytest-xdist worker (``--dist loadgroup``),
#: never two Rays side by side.
RAY = pytest.mark.xdist_group("ray")


#: The most CPU seconds the tests give a reader of hostile input (50 MB of text, three
#: million cards, a hundred thousand moves) to refuse it: a reader that is linear in its
#: input takes a few seconds at most, one that is quadratic takes hours.
LINEAR_TIME = 30.0


@contextlib.contextmanager
def cpu_time_at_most(seconds: float = LINEAR_TIME) -> Iterator[None]:
    """Fail unless the block takes at most ``seconds`` of this process's CPU time.

    CPU time is the work done: a busy machine, which stretches the clock's time, leaves it
    alone, so the check tells a reader that is linear in its input from one that is not
    without depending on the machine's load.
    """
    started = time.process_time()
    yield
    used = time.process_time() - started
    assert used <= seconds, f"{used:.1f} s of CPU time, more than {seconds:g} s"


def slow_unless(quick: bool) -> tuple[pytest.MarkDecorator, ...]:
    """The marks of one case of a sweep: none if the quick run keeps it, else ``slow``.

    For ``pytest.param(..., marks=slow_unless(...))``: a sweep (every player count, every
    edition with every house rule) runs whole in the full suite, and the quick run keeps
    the cases that stand for the rest.
    """
    return () if quick else (pytest.mark.slow,)


class EditionsPlugin:
    """A plugin, like a third-party package's module, that registers some editions."""

    def __init__(self, *editions: object) -> None:
        self.editions = editions

    @hookimpl
    def unokit_register_editions(self, register: Callable[[object], None]) -> None:
        for edition in self.editions:
            register(edition)


def stack(
    hands: Sequence[Sequence[str]], opening: str, draw: Sequence[str] = (), dealer: int = 0
) -> list[str]:
    """A stacked deck (top first) dealing ``hands[seat]`` to each seat, then ``opening``.

    ``unokit.plugin.stacked_deck`` with card texts: cards are dealt one at a time from the
    dealer's left, so the deck interleaves the hands; ``draw`` lists the draw pile that
    follows the opening card, top first.
    """
    return [str(card) for card in stacked_deck(hands, opening, draw, dealer)]


def full_deck(hands: Sequence[str], opening: str, dealer: int) -> list[str]:
    """A stacked classic deck that deals ``hands`` (space-separated text, by seat) and keeps
    every other card of the 108 in the draw pile (sorted): a game that could be real, as a
    determinization needs."""
    from unokit.core.compiling import compile_rules

    stacked = stacked_deck([hand.split() for hand in hands], opening, (), dealer)
    rest = Counter(map(str, compile_rules("classic").deck)) - Counter(map(str, stacked))
    return [*map(str, stacked), *sorted(rest.elements())]


def game(
    hands: Sequence[Sequence[str]],
    opening: str,
    draw: Sequence[str] = (),
    *,
    dealer: int = 0,
    seed: int = 0,
    edition: str = "classic",
    house_rules: Sequence[str] = (),
    **options: Any,
) -> GameState:
    """A new game whose hands, opening card and draw pile are exactly as given."""
    return unokit.new_game(
        edition,
        players=len(hands),
        deck=stack(hands, opening, draw, dealer),
        dealer=dealer,
        seed=seed,
        options=options or None,
        house_rules=house_rules,
    )


def cards(text: str) -> tuple[Card, ...]:
    """Cards from space-separated text: ``cards("R7 W B+2")``."""
    return tuple(Card.parse(word) for word in text.split())


def play(state: GameState, *moves: str | Move) -> GameState:
    """Apply moves given as text (``"0 play R7"``) or as Move values, one after another."""
    for move in moves:
        state = unokit.apply(
            state, unokit.parse_move(state, move) if isinstance(move, str) else move
        )
    return state


def card(text: str) -> Card:
    """One card from its text: ``card("R7")``."""
    return Card.parse(text)


def split(hands: Sequence[str]) -> list[list[str]]:
    """Hands given as space-separated text, as lists of card texts for ``game``."""
    return [hand.split() for hand in hands]


def moves_of(state: GameState, kind: type[Move]) -> set[Move]:
    """The legal moves of one kind (e.g. every ``Play``) in ``state``."""
    return {move for move in unokit.legal_moves(state) if isinstance(move, kind)}


def with_hands(state: GameState, hands: Sequence[str]) -> GameState:
    """``state`` with each seat holding the first cards of its hand given as text.

    Every hand of ``state`` must begin with those cards; the rest go on top of the draw
    pile, so every card of the game is still there (a position reached by earlier plays,
    without playing them here).
    """
    kept = tuple(cards(text) for text in hands)
    removed: list[Card] = []
    for seat, hand in enumerate(state.hands):
        assert hand[: len(kept[seat])] == kept[seat]
        removed += hand[len(kept[seat]) :]
    draw = (*removed, *state.draw_pile)
    return attrs.evolve(state, hands=kept, draw_cards=draw, draw_index=0)


class ShuffleSpy:
    """Counts the piles a game reshuffles, by size (``Table.shuffle``'s calls of
    ``unokit.core.table.shuffled``, wrapped; not the first deal)."""

    def __init__(self, monkeypatch: pytest.MonkeyPatch) -> None:
        self.sizes: list[int] = []
        real = unokit.core.table.shuffled

        def spied(cards: Iterable[Card], rng: int, version: int) -> tuple[tuple[Card, ...], int]:
            pile = list(cards)
            self.sizes.append(len(pile))
            return real(pile, rng, version)

        monkeypatch.setattr(unokit.core.table, "shuffled", spied)

    def take(self) -> list[int]:
        """The sizes shuffled since the last call."""
        sizes, self.sizes = self.sizes, []
        return sizes


def benchmark(name: str) -> ModuleType:
    """The script ``benchmarks/<name>.py``, loaded as a module (a fresh one at each call)."""
    return _script("benchmarks", name)


def script(name: str) -> ModuleType:
    """The script ``scripts/<name>.py``, loaded as a module (a fresh one at each call)."""
    return _script("scripts", name)


def _script(folder: str, name: str) -> ModuleType:
    path = Path(__file__).resolve().parents[1] / folder / f"{name}.py"
    spec = importlib.util.spec_from_file_location(name, path)
    assert spec is not None
    assert spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module
