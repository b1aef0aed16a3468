"""What a person types at ``unokit play``: choices named by their words, refusals in theirs.

The terminal's human player ([`HumanAgent`][unokit.play.terminal.HumanAgent]) reads each answer
here: a choice named by its words (``draw``, ``uno``, ``Phoebe``), a near miss guessed
(``colour`` for ``color``), the rules' messages turned to the player ("you", "Bot 2").
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from unokit.core.errors import _nearest
from unokit.core.moves import Deal
from unokit.core.views import SeatView
from unokit.io.notation import game_verbs
from unokit.play.narration import seat_name

__all__: list[str] = []


def _typed_verbs(seen: SeatView) -> list[str]:
    """The verbs a player types in this game: the game's, less those the terminal plays.

    The next round is dealt for the player, after the pause at the end of a round, so its
    verb is not one to type.
    """
    return sorted(verb for verb, cls in game_verbs(seen.rules).items() if cls is not Deal)


#: A seat in the rules' words: "seat 0", "Seat 2's", with the verb after it.
_SEAT = re.compile(r"\b([Ss])eat (\d+)(?:('s)(?= [a-z])|('s)|( \w+)?)")
#: The verbs the rules' words put after a seat, as they read after "you".
_YOU_VERBS = {"does": "do", "holds": "hold", "has": "have", "is": "are", "was": "were"}


def _your_words(text: str, seat: int) -> str:
    """The rules' words for ``seat``'s player: "you" for "seat 0", "Bot 2" for "seat 2".

    The seat number is left out of the examples too (``e.g. 'play R7'``): the moves typed
    here leave it out.
    """

    def named(found: re.Match[str]) -> str:
        capital, number, owner, owned, after = found.groups()
        if int(number) != seat:
            name = seat_name(int(number), seat, subject=False)
            return name + (owner or owned or "") + (after or "")
        if owner or owned:
            word = "your" if owner else "yours"
        else:
            word = "you"
            if after:
                after = " " + _YOU_VERBS.get(after[1:], after[1:])
        if capital == "S":
            word = word.capitalize()
        return word + (after or "")

    return re.sub(r"(e\.g\. ')\d+ ", r"\1", _SEAT.sub(named, text))


_STYLE = re.compile(r"\x1b\[[0-9;]*m")


def _tokens(text: str) -> list[str]:
    """The words of a choice or an answer, lower case, without colour or punctuation."""
    return re.findall(r"[\w+/']+", _STYLE.sub("", text).lower())


def _named(answer: str, labels: Sequence[str]) -> int | None:
    """The index of the choice ``answer`` names, or ``None`` if none or several.

    An answer names a choice by its whole text (``red``, ``Phoebe``, ``Bot 3``), or by words
    found in one choice only (``draw`` for "draw a card"), or else in one choice said inside
    each of the others that have them (``uno`` for "call UNO" rather than "don't call UNO";
    ``play`` names none of "play R2" and "play W+4 (Wild Draw Four)...").
    """
    words = _tokens(answer)
    if not words:
        return None
    choices = [_tokens(label) for label in labels]
    exact = [index for index, choice in enumerate(choices) if choice == words]
    if len(exact) == 1:
        return exact[0]
    size = len(words)
    found = [
        index
        for index, choice in enumerate(choices)
        if any(choice[start : start + size] == words for start in range(len(choice)))
    ]
    if not found:
        return None
    shortest = min(found, key=lambda index: len(choices[index]))
    # The shortest choice wins only where it is said inside every other one ("call UNO" in
    # "don't call UNO"), never over choices that differ ("play R2" and "play W+4 ...").
    if all(_within(choices[shortest], choices[index]) for index in found if index != shortest):
        return shortest
    return None


def _within(words: list[str], choice: list[str]) -> bool:
    """Whether ``words`` appear in ``choice`` one after the other, and ``choice`` has more."""
    size = len(words)
    return len(choice) > size and any(
        choice[start : start + size] == words for start in range(len(choice) - size + 1)
    )


def _one_letter_from(word: str, verbs: Sequence[str]) -> str | None:
    """The one verb ``word`` is a letter away from, or ``None``.

    A letter added, dropped, changed or swapped with its neighbour (``colour`` for
    ``color``); only for words of four letters or more.
    """
    if len(word) < 4:
        return None
    near = [verb for verb in verbs if _one_edit(word, verb)]
    return near[0] if len(near) == 1 else None


def _one_edit(one: str, other: str) -> bool:
    """Whether ``one`` and ``other`` differ by one letter added, dropped, changed or swapped."""
    if one == other or abs(len(one) - len(other)) > 1:
        return False
    if len(one) == len(other):
        diff = [i for i, (a, b) in enumerate(zip(one, other, strict=True)) if a != b]
        return len(diff) == 1 or (
            len(diff) == 2
            and diff[1] == diff[0] + 1
            and (one[diff[0]], one[diff[1]]) == (other[diff[1]], other[diff[0]])
        )
    short, long = sorted((one, other), key=len)
    return any(long[:i] + long[i + 1 :] == short for i in range(len(long)))


def _unknown(text: str, verbs: Sequence[str], labels: Sequence[str]) -> str:
    """Why ``text`` is neither a move nor a choice: the nearest verbs or choices, or the verbs."""
    word = text.split()[0]
    candidates = {token: token for label in labels for token in _tokens(label) if len(token) > 2}
    candidates.update({" ".join(_tokens(label)): _STYLE.sub("", label) for label in labels})
    candidates.update({verb: verb for verb in verbs})
    near = _nearest(word, candidates) + _nearest(text, candidates)
    near = list(dict.fromkeys(near))[:3]
    if near:
        guesses = " or ".join(f"'{candidates[guess]}'" for guess in near)
        return f"'{text}' is not a move or a choice: did you mean {guesses}? Type ? for help."
    return (
        f"'{text}' is not a move: unknown verb '{word}' (the moves you type start with "
        f"{', '.join(verbs)}). Type ? for help."
    )
