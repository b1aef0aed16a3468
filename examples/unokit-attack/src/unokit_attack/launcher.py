"""The card launcher: the draw pile, which shoots out a random number of cards, often none.

Rule 1.3: "The card launcher: a battery-powered machine that holds the draw pile. Pressing
its button ("hitting" the launcher) makes a chime and shoots out a random number of cards,
often none." Rule 4.1: "A press launches a random number of cards, sometimes none. [...]
Every card that comes out goes into the presser's hand."

No text gives numbers (rule 10.1: "No text gives numbers [...] A software edition must
choose and document a distribution"). This package reads it as independent presses
(reading (a)): a press shoots out ``n`` cards, from 0 to 12, ``LAUNCHES[n]`` times in 64
([`LAUNCHES`][unokit_attack.launcher.LAUNCHES]). The count is the game's own chance,
``Table.random_weighted(LAUNCHES)``, taken once for every press, so games replay, and a test
fixes it with ``scripted_randomness`` (the number scripted is the number of cards launched).

The launcher never shoots out more cards than it holds (rule 10.1: "never launch more cards
than the launcher holds"): a press of 5 on a launcher holding 2 shoots out those 2. When a
press finds the launcher empty, it is loaded first with the discard pile under its top card,
shuffled, as classic UNO refills its draw pile (rule 10.2, reading (a)); with nothing to
load, the press shoots out nothing.
"""

from __future__ import annotations

from unokit.plugin import Card, Table

__all__ = ["LAUNCHES", "held", "press", "press_times", "press_until_cards"]

LAUNCHES: tuple[int, ...] = (32, 11, 7, 4, 2, 1, 1, 1, 1, 1, 1, 1, 1)
"""How often a press shoots out 0, 1, 2, ... 12 cards, in 64ths.

Half the presses shoot out nothing (rule 10.1: "none with probability p (about 1/2 to
2/3)"), so three empty presses in a row come one time in eight ("rarely ... more than twice
in succession"); the others shoot out 1 card 11 times in 32, 2 cards 7 times, 3 cards 4
times, 4 cards twice and each of 5 to 12 cards once (a falling distribution up to 12:
"anywhere from 0 to 12 cards at a time", "sometimes quite a lot"). A press shoots out 113/64,
about 1.8, cards on average.
"""


def held(table: Table) -> int:
    """How many cards the launcher (the draw pile) holds now."""
    return len(table.draw_cards) - table.draw_index


def press(table: Table, seat: int) -> tuple[Card, ...]:
    """``seat`` presses the launcher once and takes the cards that come out.

    The count is drawn from [`LAUNCHES`][unokit_attack.launcher.LAUNCHES] with the game's
    own generator, then the launcher is loaded if it is empty and the discard pile has cards
    under its top card (rule 10.2, reading (a): "the DISCARD pile under its top card is
    shuffled and loaded into the launcher, then the press goes on"), and it shoots out that
    many cards, or all it holds if fewer. It is a draw like any other (``Table.draw``), but
    not one the player had to make: the caller says so with ``Table.had_to_draw`` when it is.

    Returns:
        The cards that came out, in order (none, often).
    """
    count = table.random_weighted(LAUNCHES)
    if not held(table) and table.can_draw():
        table.refill()
    return table.draw(seat, min(count, held(table)))


def press_times(table: Table, seat: int, times: int) -> tuple[Card, ...]:
    """``seat`` presses the launcher ``times`` times, each press independent of the others.

    Returns:
        Every card that came out, in order.
    """
    launched: tuple[Card, ...] = ()
    for _ in range(times):
        launched += press(table, seat)
    return launched


def press_until_cards(table: Table, seat: int) -> tuple[Card, ...]:
    """``seat`` presses the launcher until it shoots out one card or more: Wild Hit-Fire.

    Rule 5.8: "the next player must press the launcher until it shoots out cards (one or
    more), keeps them, and loses the turn." Decision where the texts are silent (rule 10.3:
    "With nothing at all left to load, the pressing must stop."): an empty launcher is
    loaded as for every press (reading (a)), and the pressing stops at the press that finds
    nothing to shoot out and nothing to load it with. Half the presses shoot out cards, so
    the pressing ends.

    Returns:
        The cards that came out (those of the last press: the others shot out none).
    """
    while True:
        launched = press(table, seat)
        if launched or not table.can_draw():
            return launched
