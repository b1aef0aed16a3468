"""A Hypothesis state machine mixing legal, illegal and out-of-turn moves."""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Iterable, Mapping, Sequence
from typing import Any

import attrs
from hypothesis import strategies as st
from hypothesis.stateful import RuleBasedStateMachine, initialize, invariant, precondition, rule

from unokit.core.compiling import option_specs
from unokit.core.engine import apply, is_legal, legal_moves
from unokit.core.errors import IllegalMoveError
from unokit.core.game import new_game
from unokit.core.moves import Move
from unokit.core.plugins import find_edition
from unokit.core.state import GameState
from unokit.core.views import view
from unokit.io.saving import from_json, to_json
from unokit.testing.games import Violation
from unokit.testing.policies import OPTION_SETS, _draw_index, _drawn_move, random_game
from unokit.testing.properties import candidate_moves, cards_held, check_state
from unokit.testing.runner import _declared, _player_counts
from unokit.testing.seeing import as_seen

# --------------------------------------------------------------------------------------
# A stateful test: legal, illegal and out-of-turn moves mixed
# --------------------------------------------------------------------------------------


def edition_state_machine(
    name: str,
    *,
    players: int | Iterable[int] | None = None,
    options: Sequence[Mapping[str, Any] | None] = OPTION_SETS,
    house_rules: Sequence[str] = (),
) -> type[RuleBasedStateMachine]:
    """A Hypothesis state machine that plays an edition with legal and illegal moves mixed.

    Its rules play a legal move, try a move that is not listed (by any seat, out of turn
    included) and check it is refused and changes nothing, save and load the state, and
    look at a seat's view; after each step it checks card conservation and
    [`check_state`][unokit.testing.check_state]. When a match ends a new one starts.

    Args:
        name: The edition's name.
        players: The player counts to draw from; by default every count the edition allows.
        options: The option sets to draw from.
        house_rules: House rules every game is played with.

    Returns:
        A ``RuleBasedStateMachine`` subclass; its ``TestCase`` attribute is a
        ``unittest.TestCase`` pytest collects.

    Examples:
        ```python
        from unokit.testing import edition_state_machine

        TestClassicMachine = edition_state_machine("classic").TestCase
        ```
    """
    edition = find_edition(name).name
    counts = _player_counts(edition, players)
    rules = tuple(house_rules)
    specs = option_specs(edition, rules)
    option_sets = [_declared(chosen, specs) for chosen in options]

    class EditionMachine(RuleBasedStateMachine):
        state: GameState

        def _start(self, count: int, game_seed: int, chosen: Mapping[str, Any] | None) -> None:
            self.state = new_game(
                edition, players=count, seed=game_seed, options=chosen, house_rules=rules
            )
            self.deck = Counter(self.state.rules.deck)

        @initialize(
            count=st.sampled_from(counts),
            game_seed=st.integers(0, 2**63 - 1),
            chosen=st.sampled_from(option_sets),
        )
        def deal(self, count: int, game_seed: int, chosen: Mapping[str, Any] | None) -> None:
            self._start(count, game_seed, chosen)

        @rule(data=st.data())
        def play_a_listed_move(self, data: st.DataObject) -> None:
            legal = legal_moves(self.state)
            if not legal:
                self._start(self.state.players, self.state.seed + 1, None)
                return
            move = _drawn_move(data, legal)
            self.state = apply(self.state, move)

        @rule(data=st.data())
        def play_several_listed_moves(self, data: st.DataObject) -> None:
            chooser = random.Random(data.draw(st.integers(0, 2**32 - 1), label="chooser"))
            self.state = random_game(self.state, chooser.getrandbits(32), 25)[0][-1]

        @precondition(lambda self: not self.state.is_over)
        @rule(data=st.data())
        def try_a_move_not_listed(self, data: st.DataObject) -> None:
            _try_a_move_not_listed(self.state, data)

        @rule()
        def save_and_load(self) -> None:
            loaded = from_json(to_json(self.state))
            assert loaded == self.state
            assert legal_moves(loaded) == legal_moves(self.state)

        @rule(data=st.data())
        def look_from_a_seat(self, data: st.DataObject) -> None:
            seat = data.draw(st.integers(0, self.state.players - 1), label="seat")
            seen = view(self.state, seat)
            assert seen.hand == tuple(card.face for card in self.state.hands[seat])
            assert seen.legal_moves == _moves_of(self.state, seat)

        @invariant()
        def cards_are_conserved(self) -> None:
            assert cards_held(self.state) == self.deck, "cards were lost or made"

        @invariant()
        def state_makes_sense(self) -> None:
            try:
                check_state(self.state)
            except Violation as violation:
                raise AssertionError(violation.detail) from None

    EditionMachine.__name__ = EditionMachine.__qualname__ = (
        f"{''.join(part.title() for part in edition.replace('_', '-').split('-'))}Machine"
    )
    return EditionMachine


def _moves_of(state: GameState, seat: int) -> tuple[Move, ...]:
    """The legal moves of one seat, as it names them (two-sided cards by their face)."""
    return tuple(dict.fromkeys(as_seen(move) for move in legal_moves(state) if move.player == seat))


def _try_a_move_not_listed(state: GameState, data: st.DataObject) -> None:
    """Try a move by a drawn seat that is not listed: it is refused and changes nothing."""
    legal = set(legal_moves(state))
    seat = data.draw(st.integers(-1, state.players), label="seat")
    tried = [move for move in candidate_moves(state) if move.player == seat and move not in legal]
    if not tried:
        return
    move = tried[_draw_index(data, len(tried), "move")]
    copy = attrs.evolve(state)
    assert not is_legal(state, move), f"{move} is not listed but is_legal says yes"
    message = ""
    try:
        apply(state, move)
    except IllegalMoveError as exc:
        message = str(exc).strip()
    else:
        raise AssertionError(f"{move} is not listed but apply accepted it")
    assert message, f"{move} was refused with an empty message"
    assert state == copy, f"refusing {move} changed the state"
