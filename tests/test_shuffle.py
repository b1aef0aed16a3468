"""The shuffle of each rules version: version 2's Mersenne Twister, version 3's small piles,
version 6's return of the cards that chose the dealer.

Rules version 3 shuffles a pile of at most ``SMALL_PILE`` cards with a splitmix64 counter
(``quick_shuffled``); everything else is version 2's. Version 6 shuffles the cards drawn to
choose the dealer back into the deck (``shuffled_back``) instead of shuffling it all again.
These tests check that the quick shuffle is deterministic and even, that the cards go back
anywhere whichever they were, that a version-3 game is a version-2 game until a small pile
is reshuffled, and that games of either version keep their own shuffle when recorded, saved
and loaded.
"""

from __future__ import annotations

import itertools
import math
import random
from collections import Counter
from collections.abc import Callable, Iterable, Iterator

import pytest

import unokit
from tests.helpers import ShuffleSpy
from unokit import Card, GameRecord, SetupError
from unokit.core.legal import find_listed
from unokit.core.shuffle import shuffled_back
from unokit.core.table import SMALL_PILE, quick_shuffled, shuffled, twister_shuffled

Shuffle = Callable[[list[int], int], tuple[tuple[int, ...], int]]


def chi_square(counts: Iterable[int], expected: float) -> float:
    """Pearson's statistic of ``counts``, each expected ``expected`` times."""
    return sum((count - expected) ** 2 / expected for count in counts)


def limit(dof: int) -> float:
    """The value Pearson's statistic with ``dof`` degrees of freedom exceeds with chance 0.1 %.

    The Wilson-Hilferty approximation of the chi-square quantile (3.090 is the normal
    distribution's 99.9 % point): within 2 % of the exact value from 5 degrees of freedom.
    """
    z, third = 3.090, 2 / (9 * dof)
    return dof * (1 - third + z * math.sqrt(third)) ** 3


def test_the_limit_is_the_chi_square_tables() -> None:
    # Published 99.9 % points of the chi-square distribution.
    for dof, table in ((5, 20.515), (23, 49.728), (100, 149.449)):
        assert limit(dof) == pytest.approx(table, rel=0.02)


def permutations_seen(
    shuffle: Shuffle, size: int, draws: int, rng: int
) -> Counter[tuple[int, ...]]:
    """How often each order of ``size`` cards comes out of ``draws`` shuffles in a row.

    Each shuffle starts from the state the one before left, as in a game.
    """
    seen: Counter[tuple[int, ...]] = Counter()
    for _ in range(draws):
        order, rng = shuffle(list(range(size)), rng)
        seen[order] += 1
    return seen


def is_even(seen: Counter[tuple[int, ...]], size: int) -> bool:
    """Whether every order of ``size`` cards came out about equally often (chi-square, 0.1 %)."""
    orders = math.factorial(size)
    draws = sum(seen.values())
    counts = [seen[order] for order in itertools.permutations(range(size))]
    return chi_square(counts, draws / orders) < limit(orders - 1)


@pytest.mark.parametrize(("size", "rng"), [(3, 0), (3, 2**64 - 1), (4, 12345), (4, 2**63)])
def test_the_quick_shuffle_gives_every_order_of_a_few_cards_about_equally_often(
    size: int, rng: int
) -> None:
    draws = 1000 * math.factorial(size)
    seen = permutations_seen(quick_shuffled, size, draws, rng)
    assert len(seen) == math.factorial(size)
    assert is_even(seen, size)


def test_an_uneven_shuffle_fails_the_same_check() -> None:
    """The check can fail: swapping each card with any card (not only those not yet placed)
    favours some orders, by 5/27 against 4/27 for three cards."""

    def uneven(deck: list[int], rng: int) -> tuple[tuple[int, ...], int]:
        chooser = random.Random(rng)
        for i in range(len(deck)):
            j = chooser.randrange(len(deck))
            deck[i], deck[j] = deck[j], deck[i]
        return tuple(deck), chooser.getrandbits(64)

    assert not is_even(permutations_seen(uneven, 3, 6000, 0), 3)


def test_the_quick_shuffle_puts_each_card_of_a_small_pile_anywhere_about_equally_often() -> None:
    draws, rng = 20_000, 7
    where: Counter[tuple[int, int]] = Counter()
    for _ in range(draws):
        order, rng = quick_shuffled(list(range(SMALL_PILE)), rng)
        where.update((card, at) for at, card in enumerate(order))
    cells = [where[card, at] for card in range(SMALL_PILE) for at in range(SMALL_PILE)]
    assert chi_square(cells, draws / SMALL_PILE) < limit((SMALL_PILE - 1) ** 2)


def test_the_quick_shuffle_is_deterministic_and_moves_its_state_on() -> None:
    cards = list(unokit.new_game("classic", 2, seed=0).rules.deck[:SMALL_PILE])
    first = quick_shuffled(list(cards), 99)
    assert first == quick_shuffled(list(cards), 99)
    assert sorted(first[0], key=str) == sorted(cards, key=str)
    assert first[1] != 99
    assert quick_shuffled(list(cards), first[1])[0] != first[0]
    # One card needs no draw: the state stays.
    assert quick_shuffled(cards[:1], 99) == ((cards[0],), 99)
    # A state outside 64 bits (a stacked game's seed) is drawn down to 64 bits first.
    big = quick_shuffled(list(cards), 2**64 + 99)
    assert 0 <= big[1] < 2**64
    assert big == quick_shuffled(list(cards), 2**64 + 99)
    assert big[0] != first[0]
    assert quick_shuffled(list(cards), -99) == quick_shuffled(list(cards), -99)


@pytest.mark.parametrize("size", [0, 1, 2, SMALL_PILE, SMALL_PILE + 1, 108])
def test_each_rules_version_chooses_its_shuffle(size: int) -> None:
    cards = (list(unokit.new_game("friends", 2, seed=0).rules.deck) * 2)[:size]
    for rng in (0, 5, 2**64 - 1):
        version_2 = twister_shuffled(list(cards), rng)
        assert shuffled(cards, rng, 2) == version_2
        quick = size <= SMALL_PILE
        assert shuffled(cards, rng, 3) == (quick_shuffled(list(cards), rng) if quick else version_2)


def selection_returned(
    back: Callable[[tuple[int, ...], int, int], tuple[tuple[int, ...], int]], count: int
) -> Counter[tuple[int, ...]]:
    """How often each order of four cards comes out of ``back``, 24,000 times in a row.

    The top ``count`` cards (``0``...) are always the same, as the cards that chose the
    dealer are known to all; the rest is shuffled (evenly) before each, as the deck was.
    """
    seen: Counter[tuple[int, ...]] = Counter()
    rng = 3
    for _ in range(24_000):
        rest, rng = quick_shuffled(list(range(count, 4)), rng)
        order, rng = back((*range(count), *rest), count, rng)
        seen[order] += 1
    return seen


@pytest.mark.parametrize("count", [1, 2])
def test_version_6_shuffles_the_selection_cards_back_in_anywhere_whichever_they_were(
    count: int,
) -> None:
    # "Return the selection cards, shuffle": every order of the deck as likely as after a
    # whole shuffle, whichever cards chose the dealer (24 orders of four cards).
    seen = selection_returned(lambda cards, n, rng: shuffled_back(cards, n, rng, 6), count)
    assert len(seen) == 24
    assert is_even(seen, 4)
    # The check can fail: the cards put back under the rest (as a stacked deck's are,
    # which is not shuffled) are always at the bottom.
    assert not is_even(
        selection_returned(lambda cards, n, rng: (cards[n:] + cards[:n], rng), count), 4
    )


def test_before_version_6_the_selection_cards_are_shuffled_back_with_the_whole_deck() -> None:
    cards = unokit.new_game("classic", 2, seed=0).rules.deck
    for version in (2, 3, 4, 5):
        for rng in (0, 5, 2**64 - 1):
            assert shuffled_back(cards, 4, rng, version) == shuffled(cards, rng, version)
    back, after = shuffled_back(cards, 4, 5, 6)
    assert sorted(back, key=str) == sorted(cards, key=str)
    assert back[:104] != cards[4:]
    assert 0 <= after < 2**64


def test_a_version_6_game_draws_the_same_dealer_as_version_5_then_deals_otherwise() -> None:
    # The same deck shuffled and the same cards drawn for the dealer; only their return
    # into the deck differs, and with it the deal.
    for seed in range(20):
        old = unokit.new_game("classic", 4, seed=seed, rules_version=5)
        new = unokit.new_game("classic", 4, seed=seed)
        assert new.rules.rules_version == 6
        assert new.dealer == old.dealer
        assert new.hands != old.hands
        assert sorted(new.cards(), key=str) == sorted(old.cards(), key=str)


# --------------------------------------------------------------------------------------
# Games under each version
# --------------------------------------------------------------------------------------


def lockstep(
    edition: str, players: int, seed: int, spy: ShuffleSpy
) -> Iterator[tuple[unokit.GameState, unokit.GameState, list[int]]]:
    """A version-2 game of random moves, and the same moves in a version-3 game, state by
    state (with the sizes of the piles the version-2 move shuffled), for as long as the
    version-3 game has each move."""
    options = {"match": "single-round"}
    old = unokit.new_game(edition, players, seed=seed, options=options, rules_version=2)
    new = unokit.new_game(edition, players, seed=seed, options=options, rules_version=3)
    chooser = random.Random(seed)
    yield old, new, []  # the deal (a whole deck): the same in both
    while not old.is_over:
        move = chooser.choice(unokit.legal_moves(old))
        old = unokit.apply(old, move)
        sizes = spy.take()
        found = find_listed(move, unokit.legal_moves(new))
        if found is None:
            return
        new = unokit.apply(new, found)
        spy.take()
        yield old, new, sizes


def cards_in_play(state: unokit.GameState) -> Counter[Card]:
    """The cards in the hands and the draw pile, whatever their order."""
    return Counter([*itertools.chain(*state.hands), *state.draw_pile])


@pytest.mark.parametrize(
    ("edition", "players", "seeds", "small"),
    [("classic", 4, 6, 0), ("classic", 10, 4, 4), ("friends", 4, 10, 4)],
)
def test_a_version_3_game_is_version_2s_until_a_small_pile_is_reshuffled(
    edition: str, players: int, seeds: int, small: int, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Games that reshuffle only large piles (four players of classic) are the same game
    under either version; the others until their first small pile."""
    spy = ShuffleSpy(monkeypatch)
    large = reshuffled = diverged = 0
    for seed in range(seeds):
        games = lockstep(edition, players, seed, spy)
        for old, new, sizes in games:
            assert old.rules.rules_version == 2
            assert new.rules.rules_version == 3
            if all(size > SMALL_PILE for size in sizes):
                large += len(sizes)
                assert unokit.digest(old) == unokit.digest(new), "only a small pile may differ"
                continue
            reshuffled += 1
            # The same cards reshuffled: only their order (and so what was drawn) differs.
            assert old.discard_pile == new.discard_pile
            assert cards_in_play(old) == cards_in_play(new)
            break
        else:
            assert old.is_over
        diverged += any(unokit.digest(a) != unokit.digest(b) for a, b, _ in games)
    assert reshuffled >= small
    assert diverged >= reshuffled - 1, "a game goes another way after a small pile's shuffle"
    assert large >= 3, "large reshuffles are version 2's (and the deal: the first state)"


def test_new_games_are_played_under_the_latest_rules_version() -> None:
    assert unokit.RULES_VERSION == 6
    assert unokit.RULES_VERSIONS == (2, 3, 4, 5, 6)
    state = unokit.new_game("classic", 4, seed=1)
    assert state.rules.rules_version == unokit.RULES_VERSION
    assert unokit.view(state, 0).rules.rules_version == unokit.RULES_VERSION
    assert state != unokit.new_game("classic", 4, seed=1, rules_version=2)


@pytest.mark.parametrize("version", [0, 1, 7, "3", True])
def test_a_rules_version_unokit_does_not_play_is_refused(version: object) -> None:
    with pytest.raises(SetupError) as refused:
        unokit.new_game("classic", 4, seed=1, rules_version=version)  # type: ignore[arg-type]
    assert str(refused.value) == (
        f"rules version {version!r} is not one this unokit plays: it plays rules versions "
        "2, 3, 4, 5 and 6"
    )


def version_2_game() -> tuple[unokit.GameState, list[unokit.Move]]:
    """A version-2 ten-player game of random moves, past several small reshuffles."""
    state = first = unokit.new_game(
        "classic", 10, seed=3, options={"match": "single-round"}, rules_version=2
    )
    chooser = random.Random(3)
    moves: list[unokit.Move] = []
    while not state.is_over and len(moves) < 400:
        moves.append(chooser.choice(unokit.legal_moves(state)))
        state = unokit.apply(state, moves[-1])
    return first, moves


def test_a_version_2_game_is_recorded_and_replayed_under_version_2() -> None:
    first, moves = version_2_game()
    rec = unokit.record(first, moves)
    assert rec.rules_version == 2
    assert '[RulesVersion "2"]' in str(rec)
    again = GameRecord.parse(str(rec))
    assert again.start().rules.rules_version == 2
    final = again.final_state()  # checks the digest: the same game
    assert final.rules.rules_version == 2
    # Under version 3, the same moves are another game.
    other = unokit.new_game("classic", 10, seed=3, options={"match": "single-round"})
    for move in moves:
        found = find_listed(move, unokit.legal_moves(other))
        if found is None:
            break
        other = unokit.apply(other, found)
    assert unokit.digest(other) != rec.digest


def test_a_recorder_records_the_version_it_plays() -> None:
    recorder = unokit.Recorder("friends", 4, seed=5, rules_version=2)
    assert recorder.state.rules.rules_version == 2
    chooser = random.Random(5)
    for _ in range(60):
        recorder.apply(chooser.choice(unokit.legal_moves(recorder.state)))
    rec = recorder.record()
    assert rec.rules_version == 2
    assert rec.final_state() == recorder.state


def test_a_version_2_save_loads_and_goes_on_under_version_2() -> None:
    first, moves = version_2_game()
    state = first
    for move in moves[:150]:
        state = unokit.apply(state, move)
    saved = unokit.to_json(state)
    assert '"rules_version":2' in saved.replace(" ", "")
    loaded = unokit.from_json(saved)
    assert loaded == state
    assert loaded.rules.rules_version == 2
    for move in moves[150:]:
        state, loaded = unokit.apply(state, move), unokit.apply(loaded, move)
    assert unokit.digest(loaded) == unokit.digest(state)
    assert unokit.from_json(unokit.to_json(first)).rules.rules_version == 2
    assert unokit.from_json(unokit.to_json(unokit.new_game(seed=1))).rules.rules_version == 6
