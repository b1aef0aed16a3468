"""Determinization: whole games that one seat cannot tell from the game it sees.

A seat knows its own hand, the size of every hand, the piles, the pending decision as it may
see it and every plugin's state as it may see it (its [view][unokit.view]); the rest (the
other hands, the order of the draw pile, a decision's secrets) it can only guess.
[`determinize(seen, rng)`][unokit.determinize] makes one such guess: a complete
[`GameState`][unokit.GameState] whose view from that seat is exactly ``seen``, that keeps every
invariant of a real game, and where the unseen cards lie uniformly at random among the places
the seat cannot see. Search agents play many such games forward to choose a move (see
[`SearchAgent`][unokit.agents.SearchAgent]).

How a state is drawn:

1. **Cards.** Every card of the deck goes to one place: a slot of a hand, of the discard
   pile, of the draw pile, or one held by the pending decision. What the seat sees of a slot
   is a constraint: the face of its own cards and of the discard pile; with two-sided cards
   also the face turned away (the "back") of every card in another hand and of the draw
   pile's top card. The cards are dealt to the slots uniformly among all deals that meet
   these constraints, by an exact construction: slots that must show the same thing form a
   group; a card that could fill groups of two kinds (a face in the seat's hand, a back in
   another's) is allotted by exact weighted sampling (variable elimination over those
   cards, each group weighted by the number of ways to fill the rest of it); every group
   then takes uniformly chosen cards, and the cards left are shuffled into the slots nobody
   sees. The order of the cards in another hand is unseen too, so it is shuffled. A hand of
   two-sided cards whose faces the seat was shown (by a challenge) while it sees their
   backs holds one of the few ways the deck has to pair those faces with those backs: each
   way is a deal of its own, drawn by its number of deals (a hand that grew since holds
   the faces shown among more cards, and is kept once in as many ways as it shows them).
2. **What plugins hide.** The pending decision and each plugin's own state are completed
   from what the seat sees of them by their ``complete(state, seat, rng)`` method (see
   [`Pending.complete`][unokit.Pending.complete]; the default completes each true/false
   field that the seat sees as ``None``).
3. **Acceptance.** The candidate is kept only if its view from the seat is ``seen``, it
   passes the invariants saved games are checked with (each decision's and plugin state's
   own ``check``), and it has legal moves unless the match is over; otherwise everything
   is drawn again (rejection sampling). Since every candidate of step 1 is equally likely
   and a completion's chances do not depend on the cards, the states kept are uniform among
   the consistent ones.

One exception to uniformity: when the round is over (or the match), the points left in each
hand are public (the round's result), so each other hand must add up to its published
total. Those hands are then dealt seat by seat, each uniformly among the hands of its total
that the cards left allow: every consistent state can come out, though not with exactly
equal chances. Nothing that is played depends on them: the next deal gathers every card.

What the seat saw earlier is not in a view. A caller that remembers cards it knows to be in
another hand (a hand it gave away in a swap, cards shown to it) passes them as ``known``;
the cards a challenge showed the seat on the last move (``seen.reveal``) are known already.

**Beliefs.** A caller may also pass what it believes another seat lacks, as
[`Lacking`][unokit.agents.determinization.Lacking] facts ("seat 1 holds at most 1 card among
these"): say, a seat that drew at its turn held nothing it could play then, so of the cards
it holds now only those drawn since can match. The deal of step 1 is then drawn again (up to
``BELIEF_TRIES`` times) until every fact holds, which keeps it uniform among the deals that
meet them; if none did, the cards of the last deal that break a fact are exchanged with
cards of the draw pile that do not (one-sided decks only), and if even that cannot be done
the deal is kept as it is. A belief is a guess, not a constraint of the view: the state
drawn always fits the view.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Mapping, Sequence

from unokit.agents.determinization.completing import (
    BELIEF_TRIES,
    TRIES,
    DeterminizeError,
    Lacking,
    complete_fields,
    complete_value,
)
from unokit.agents.determinization.dealing import _check_rng, _Determinizer
from unokit.core.cards import Card
from unokit.core.state import GameState
from unokit.core.views import SeatView

__all__ = [
    "BELIEF_TRIES",
    "TRIES",
    "DeterminizeError",
    "Lacking",
    "complete_fields",
    "complete_value",
    "determinize",
    "determinizer",
]


def determinize(
    seen: SeatView,
    rng: random.Random,
    *,
    known: Mapping[int, Sequence[Card]] | None = None,
    lacking: Sequence[Lacking] = (),
) -> GameState:
    """A whole game that ``seen.seat`` cannot tell from the game it sees.

    The state's view from that seat equals ``seen``; the cards it cannot see lie uniformly at
    random among the places it cannot see (hands, draw pile), the pending decision and each
    plugin's state are completed by their own ``complete``, and the state keeps every
    invariant of a real game (see the module's docs for how, and for the one exception).

    Args:
        seen: What the seat sees (a [`SeatView`][unokit.SeatView]).
        rng: The source of randomness.
        known: Cards the seat knows to be in other hands, by seat (from what it saw before:
            a hand it gave away, cards shown to it), named as the seat sees them (two-sided
            cards by the face it saw). The cards shown to the seat by the last move
            (``seen.reveal``) are added to them.
        lacking: Beliefs about other hands (see [`Lacking`][unokit.agents.determinization.Lacking]
            and the module's docs): the deal of the hidden cards meets them when it can.
            Without them the deal is uniform.

    Returns:
        A state with ``view(state, seen.seat) == seen``.

    Raises:
        DeterminizeError: if no game of the view's rules fits it (see the class), or if
            ``seen`` is not a [`SeatView`][unokit.SeatView] (a game state, ``None``...),
            ``rng`` not a ``random.Random`` or ``known`` not a mapping; a view whose hand
            sizes or draw pile hold more cards than the deck is refused before any work.

    Examples:
        >>> import random, unokit
        >>> state = unokit.new_game("classic", players=3, seed=4)
        >>> seen = unokit.view(state, 0)
        >>> guess = unokit.determinize(seen, random.Random(1))
        >>> unokit.view(guess, 0) == seen
        True
        >>> guess.hands[0] == state.hands[0], len(guess.hands[1]) == len(state.hands[1])
        (True, True)
    """
    _check_rng(rng)  # before the work on the view
    return determinizer(seen, known=known, lacking=lacking)(rng)


def determinizer(
    seen: SeatView,
    *,
    known: Mapping[int, Sequence[Card]] | None = None,
    lacking: Sequence[Lacking] = (),
) -> Callable[[random.Random], GameState]:
    """Return ``draw(rng)``, drawing states as [`determinize`][unokit.determinize] does.

    The work that depends only on the view (what each slot must show, the weights of the
    two-sided cards) is done once: a search that draws many states for one decision calls
    this once and ``draw`` for each state.

    Args:
        seen: What the seat sees.
        known: As for [`determinize`][unokit.determinize].
        lacking: As for [`determinize`][unokit.determinize].

    Raises:
        DeterminizeError: if no game of the view's rules fits it, or a belief names a
            seat that is not another seat of the game or a negative count; for arguments
            of the wrong type, as [`determinize`][unokit.determinize] (``draw`` refuses an
            ``rng`` that is not a ``random.Random``).
    """
    return _Determinizer(seen, known, lacking).draw
