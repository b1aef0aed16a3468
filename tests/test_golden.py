"""Golden records: complete recorded games that must replay to the very same final state.

HOUSE_STYLE.md: "golden replays per edition (a seed and a move list, with the final state's
digest) that must never drift silently". Each ``tests/golden/*.uno`` file is a game record
whose ``[Digest]`` header is the digest of its final state; replaying refuses a different
one. If a change makes these fail, the rules changed: that must be deliberate (bump
``unokit.RULES_VERSION``, run ``tests/golden/regenerate.py``, say why in the changelog).
"""

from __future__ import annotations

from pathlib import Path

import pytest

import unokit
from unokit import GameRecord

GOLDEN = Path(__file__).resolve().parent / "golden"
FILES = sorted(GOLDEN.glob("*.uno"))

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
