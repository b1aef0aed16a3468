"""Golden records: complete recorded games that must replay to the very same final state.

HOUSE_STYLE.md: "golden replays per edition (a seed and a move list, with the final state's
digest) that must never drift silently". Each ``tests/golden/*.uno`` file is a game record
whose ``[Digest]`` header is the digest of its final state; replaying refuses a different
one. If a change makes these fail, the rules changed: that must be deliberate (bump
``unokit.RULES_VERSION``, run ``tests/golden/regenerate.py``, say why in the changelog).

``tests/golden/v2/`` to ``tests/golden/v5/`` hold the golden records of rules versions 2 to
5, which unokit still plays: never regenerated, they must replay exactly under their own
version.
"""

from __future__ import annotations

from pathlib import Path

import pytest

import unokit
import unokit.core.shuffle
from tests.golden.regenerate import SMALL_SHUFFLES
from tests.helpers import ShuffleSpy
from unokit import Card, GameRecord, RecordError
from unokit.core.table import SMALL_PILE

GOLDEN = Path(__file__).resolve().parent / "golden"
FILES = sorted(GOLDEN.glob("*.uno"))
VERSION_2 = sorted((GOLDEN / "v2").glob("*.uno"))
#: Every golden record of a rules version before today's, with its version.
OLDER = [
    (version, path)
    for version in unokit.RULES_VERSIONS[:-1]
    for path in sorted((GOLDEN / f"v{version}").glob("*.uno"))
]

#: The editions whose golden games are required. An edition joins once its rules have
#: settled: add its games to ``GOLDEN`` in ``tests/golden/regenerate.py``, run it, and append
#: the edition here.
GOLDEN_EDITIONS = ["classic", "friends", "party"]


@pytest.mark.parametrize("path", FILES, ids=lambda path: path.stem)
def test_a_golden_record_replays_to_its_digest(path: Path) -> None:
    text = path.read_text(encoding="utf-8")
    rec = GameRecord.parse(text)
    assert rec.digest is not None, "a golden record must carry its final state's digest"
    assert rec.rules_version == unokit.RULES_VERSION
    final = rec.final_state()  # raises RecordError if the digest differs
    assert unokit.digest(final) == rec.digest
    assert final.is_over, "a golden record is a complete game"
    assert str(rec) == text, "the file is exactly what str(record) writes"
    assert GameRecord.from_json(rec.to_json()) == rec


@pytest.mark.parametrize(
    ("version", "path"), OLDER, ids=[f"v{version}-{path.stem}" for version, path in OLDER]
)
def test_a_golden_record_of_an_older_rules_version_replays_to_its_digest(
    version: int, path: Path
) -> None:
    text = path.read_text(encoding="utf-8")
    rec = GameRecord.parse(text)
    assert rec.digest is not None
    assert rec.rules_version == version
    states = list(rec.replay())  # raises RecordError if the digest differs
    assert all(state.rules.rules_version == version for state in states)
    assert states[-1].is_over
    assert str(rec) == text


def test_every_rules_version_unokit_plays_has_its_golden_records() -> None:
    assert {version for version, _ in OLDER} == set(unokit.RULES_VERSIONS[:-1])
    names = {path.name for path in FILES}
    assert {path.name for version, path in OLDER if version == 3} == names
    assert {path.name for version, path in OLDER if version == 4} == names
    assert {path.name for version, path in OLDER if version == 5} == names


def _moves(text: str) -> list[str]:
    """A record's lines but its digest (which covers the rules version)."""
    return [line for line in text.splitlines() if not line.startswith("[Digest")]


def _changed(version: int) -> list[str]:
    """The golden games of ``version - 1`` whose moves differ under ``version``."""
    newer = GOLDEN if version == unokit.RULES_VERSION else GOLDEN / f"v{version}"
    return [
        path.name
        for older, path in OLDER
        if older == version - 1
        and _moves(path.read_text("utf-8").replace(f'"{older}"', f'"{version}"', 1))
        != _moves((newer / path.name).read_text("utf-8"))
    ]


def test_rules_version_6_changes_every_game_whose_dealer_is_drawn() -> None:
    # Version 6 shuffles the cards that chose the dealer back into the deck instead of
    # shuffling the whole deck again: every game dealt after the draw for dealer goes
    # another way; the one game with a stacked deck and its dealer given is the same.
    changed = _changed(6)
    assert len(changed) == len(FILES) - 1
    assert "classic-2p-single-round-stacked.uno" not in changed


def test_rules_version_5_changes_only_games_of_uno_party() -> None:
    # Version 5 offers no Wild Drawn Together linking the pair already linked: the games of
    # UNO Party! go other ways from there; every other golden game is the same.
    assert _changed(5) == [
        "party-3p-standard-match.uno",
        "party-5p-single-round.uno",
        "party-6p-house-rules-single-round.uno",
    ]


def test_rules_version_4_changes_only_a_forced_draw_of_several_cards() -> None:
    # The one golden game whose turn draws several cards (draw-to-match) while UNO Party!
    # links players plays another way from version 4; every other is the same game.
    assert _changed(4) == ["party-6p-house-rules-single-round.uno"]


def test_the_golden_records_of_rules_version_2_are_the_same_games_as_before() -> None:
    """Nine games, each kept; one (UNO Party! with draw-to-match) reshuffles small piles."""
    assert [path.name for path in VERSION_2] == [
        "classic-2p-single-round-stacked.uno",
        "classic-3p-low-score-match.uno",
        "classic-4p-house-rules-single-round.uno",
        "classic-4p-standard-match.uno",
        "friends-3p-single-round.uno",
        "friends-4p-partners-match.uno",
        "party-3p-standard-match.uno",
        "party-5p-single-round.uno",
        "party-6p-house-rules-single-round.uno",
    ]


@pytest.mark.parametrize("name", sorted(SMALL_SHUFFLES))
def test_golden_games_reshuffle_small_piles(name: str, monkeypatch: pytest.MonkeyPatch) -> None:
    """Without small reshuffles, a change of their shuffle would go unseen."""
    spy = ShuffleSpy(monkeypatch)
    GameRecord.parse((GOLDEN / f"{name}.uno").read_text(encoding="utf-8")).final_state()
    small = [size for size in spy.take() if size <= SMALL_PILE]
    assert len(small) >= SMALL_SHUFFLES[name]
    assert any(size >= 2 for size in small), "a pile of one card is not shuffled at all"


def test_a_change_of_the_small_piles_shuffle_is_caught(monkeypatch: pytest.MonkeyPatch) -> None:
    """Another shuffle of small piles (a fair one too: the reverse of the quick shuffle's
    order) makes the golden games with small reshuffles fail, and no version-2 game."""
    real = unokit.core.shuffle.quick_shuffled

    def reversed_shuffled(deck: list[Card], rng: int) -> tuple[tuple[Card, ...], int]:
        order, after = real(deck, rng)
        return order[::-1], after

    monkeypatch.setattr(unokit.core.shuffle, "quick_shuffled", reversed_shuffled)
    for name in SMALL_SHUFFLES:
        rec = GameRecord.parse((GOLDEN / f"{name}.uno").read_text(encoding="utf-8"))
        with pytest.raises(RecordError):
            rec.final_state()
    for path in VERSION_2:
        GameRecord.parse(path.read_text(encoding="utf-8")).final_state()


@pytest.mark.parametrize("edition", GOLDEN_EDITIONS)
def test_every_edition_has_a_single_round_and_a_full_match(edition: str) -> None:
    games = [GameRecord.parse(path.read_text(encoding="utf-8")) for path in FILES]
    formats = {game.start().options.match for game in games if game.edition == edition}
    assert "single-round" in formats, (
        f"no golden single-round game for {edition!r}: add one to GOLDEN in "
        "tests/golden/regenerate.py and run it"
    )
    assert formats - {"single-round"}, (
        f"no golden full match for {edition!r}: add one to GOLDEN in "
        "tests/golden/regenerate.py and run it"
    )
    players = {game.players for game in games if game.edition == edition}
    assert len(players) >= 2, f"the golden games of {edition!r} all have the same player count"
