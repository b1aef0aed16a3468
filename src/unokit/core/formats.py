"""Match formats: how a finished round is scored and when the match ends.

The option [`Options.match`][unokit.Options] names one of the formats below. Each is a small
object that scores a round and decides whether the match is over, asked once at the end of
every round that has a winner (never per move), so every edition plays every format through
the same state machine. Editions know nothing about formats: the card values come from the
edition's ``unokit_card_points`` hook, compiled into ``rules.points``, and reach a format as
each seat's *hand points* (the value of the cards left in each hand after any final penalty).

- ``"standard"`` (default): the round winner scores the opponents' cards; first to the
  target wins (the classic rules, "Score the round and the match").
- ``"single-round"``: one round; whoever goes out wins; no points ("One round, one winner").
- ``"low-score"``: everyone records their own hand points; when anyone reaches the target, the
  lowest total wins; a tie for lowest plays more rounds ("Low-score match").
- ``"partners"``: four players in two pairs sitting opposite; a pair scores its opponents'
  cards together ("Across-the-table partners").

Examples:
    >>> from unokit.core.formats import match_format
    >>> partners = match_format("partners")
    >>> partners.teams(4)
    ((0, 2), (1, 3))
    >>> hands = (10, 0, 30, 99)
    >>> partners.score_round((0, 0, 0, 0), winner=1, hand_points=hands).scores
    (0, 40, 0, 40)
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from types import MappingProxyType

import attrs

from unokit.core.errors import SetupError, _shown

__all__ = [
    "LOWEST_AFTER_TIE",
    "LOWEST_AT_TARGET",
    "MATCH_FORMATS",
    "SINGLE_ROUND_WON",
    "TARGET_REACHED",
    "LowScore",
    "MatchEnd",
    "MatchFormat",
    "RoundScore",
    "SingleRound",
    "WinnerScores",
    "match_format",
]

TARGET_REACHED = "target reached"
"""End reason: a seat (standard) or a pair (partners) reached or passed the target score."""
SINGLE_ROUND_WON = "single round won"
"""End reason: the single round of a single-round game was won."""
LOWEST_AT_TARGET = "lowest total when target reached"
"""End reason (low-score): someone reached the target and one seat alone had the lowest total."""
LOWEST_AFTER_TIE = "lowest total after tie-break"
"""End reason (low-score): the lowest total was tied at the target, and a later round broke it."""


@attrs.frozen
class RoundScore:
    """What a round adds to the match scores.

    Attributes:
        points: What the round winner (or the winning pair) scored; ``0`` in formats where
            the winner scores nothing (single round, low-score).
        scores: The match scores after the round, one per seat.
    """

    points: int
    scores: tuple[int, ...]


@attrs.frozen
class MatchEnd:
    """How a match ended.

    Attributes:
        winners: The winning seats: one seat, or both seats of the winning pair (ascending).
        reason: Why the match ended (one of the ``*_REACHED``/``*_WON``/``LOWEST_*`` constants
            of this module).
    """

    winners: tuple[int, ...]
    reason: str


@attrs.frozen
class MatchFormat:
    """A match format: how rounds are scored and when the match ends.

    Subclasses answer three questions; the base class gives every seat a team of its own and
    accepts any number of players.

    Attributes:
        name: The value of [`Options.match`][unokit.Options] that selects the format.
        description: One line saying what the format is.
        players: The exact number of players the format needs, or ``None`` for any number
            the edition allows.
    """

    name: str
    description: str
    players: int | None = None

    def check_players(self, players: int) -> None:
        """Refuse a player count the format cannot be played with.

        Raises:
            SetupError: if the format needs another number of players.
        """
        if self.players is not None and players != self.players:
            raise SetupError(
                f"the {self.name} match needs exactly {self.players} players, not {players}"
            )

    def teams(self, players: int) -> tuple[tuple[int, ...], ...]:
        """The sides of the match: seats that score and win together (ascending).

        Every format but partners plays each seat for itself: ``((0,), (1,), ...)``.
        """
        return tuple((seat,) for seat in range(players))

    def score_round(
        self, scores: tuple[int, ...], winner: int, hand_points: Sequence[int]
    ) -> RoundScore:
        """Score a round that ``winner`` won.

        Args:
            scores: The match scores before the round, one per seat.
            winner: The seat that went out.
            hand_points: What the cards left in each seat's hand are worth (``0`` for the
                winner), after any final penalty.
        """
        raise NotImplementedError

    def match_end(
        self,
        before: tuple[int, ...],
        after: tuple[int, ...],
        winner: int,
        target: int,
    ) -> MatchEnd | None:
        """Decide whether the round ``winner`` won ends the match.

        Args:
            before: The match scores before the round.
            after: The match scores after it.
            winner: The seat that went out.
            target: The target score (option ``target_score``).

        Returns:
            How the match ended, or ``None`` if another round is dealt.
        """
        raise NotImplementedError


@attrs.frozen
class WinnerScores(MatchFormat):
    """The round winner's side scores the other sides' cards; first side to the target wins.

    With teams of one seat this is the standard match; with two pairs sitting opposite it is
    the partners match, where "When either partner empties their hand, the round ends; [...]
    score only the two opponents' remaining cards for the winning pair. Ignore the winner's
    partner's remaining cards." Both partners carry the pair's score.

    Attributes:
        pairs: ``True`` for partners: seats ``s`` and ``s + players // 2`` form a pair.
    """

    pairs: bool = False

    def teams(self, players: int) -> tuple[tuple[int, ...], ...]:  # noqa: D102
        if not self.pairs:
            return super().teams(players)
        half = players // 2
        return tuple((seat, seat + half) for seat in range(half))

    def _team_of(self, seat: int, players: int) -> tuple[int, ...]:
        if not self.pairs:
            return (seat,)
        half = players // 2
        first = seat % half
        return (first, first + half)

    def score_round(  # noqa: D102
        self, scores: tuple[int, ...], winner: int, hand_points: Sequence[int]
    ) -> RoundScore:
        team = self._team_of(winner, len(scores))
        points = sum(value for seat, value in enumerate(hand_points) if seat not in team)
        new = tuple(score + points if seat in team else score for seat, score in enumerate(scores))
        return RoundScore(points, new)

    def match_end(  # noqa: D102
        self,
        before: tuple[int, ...],
        after: tuple[int, ...],
        winner: int,
        target: int,
    ) -> MatchEnd | None:
        if after[winner] >= target:
            return MatchEnd(self._team_of(winner, len(after)), TARGET_REACHED)
        return None


@attrs.frozen
class SingleRound(MatchFormat):
    """One round, one winner, no points.

    The classic rules: "The first person to empty their hand wins after resolving any final
    draw penalty; omit point totals and the score sheet."
    """

    def score_round(  # noqa: D102
        self, scores: tuple[int, ...], winner: int, hand_points: Sequence[int]
    ) -> RoundScore:
        return RoundScore(0, scores)

    def match_end(  # noqa: D102
        self,
        before: tuple[int, ...],
        after: tuple[int, ...],
        winner: int,
        target: int,
    ) -> MatchEnd | None:
        return MatchEnd((winner,), SINGLE_ROUND_WON)


@attrs.frozen
class LowScore(MatchFormat):
    """Mattel's alternative scoring: everyone records their own cards; lowest total wins.

    The classic rules: "Record each person's own remaining-card points after every round; the
    round winner records zero. When anyone reaches or passes 500, the lowest running total
    wins. [...] If the lowest total is tied, everyone plays another full round and adds their
    hand points; repeat until one person alone has the lowest total."
    """

    def score_round(  # noqa: D102
        self, scores: tuple[int, ...], winner: int, hand_points: Sequence[int]
    ) -> RoundScore:
        return RoundScore(0, tuple(s + p for s, p in zip(scores, hand_points, strict=True)))

    def match_end(  # noqa: D102
        self,
        before: tuple[int, ...],
        after: tuple[int, ...],
        winner: int,
        target: int,
    ) -> MatchEnd | None:
        if max(after) < target:
            return None
        lowest = min(after)
        leaders = tuple(seat for seat, score in enumerate(after) if score == lowest)
        if len(leaders) > 1:
            return None
        # Scores never fall, so a target reached before this round means it broke a tie.
        reason = LOWEST_AFTER_TIE if max(before) >= target else LOWEST_AT_TARGET
        return MatchEnd(leaders, reason)


MATCH_FORMATS: Mapping[str, MatchFormat] = MappingProxyType(
    {
        "standard": WinnerScores(
            "standard", "the round winner scores the opponents' cards; first to the target wins"
        ),
        "single-round": SingleRound(
            "single-round", "one round: whoever goes out wins; no points are scored"
        ),
        "low-score": LowScore(
            "low-score",
            "everyone records their own cards' points; when anyone reaches the target, "
            "the lowest total wins",
        ),
        "partners": WinnerScores(
            "partners",
            "two pairs sitting opposite; a pair scores its opponents' cards; first pair to "
            "the target wins",
            players=4,
            pairs=True,
        ),
    }
)
"""Every match format, by the name [`Options.match`][unokit.Options] uses."""


def match_format(name: str) -> MatchFormat:
    """The match format called ``name`` (see ``MATCH_FORMATS``).

    Raises:
        SetupError: if there is no such format; the message lists the formats there are.
    """
    found = MATCH_FORMATS.get(name) if isinstance(name, str) else None
    if found is None:
        known = ", ".join(repr(known) for known in MATCH_FORMATS)
        raise SetupError(f"option match must be one of {known}, not {_shown(name)}")
    return found
