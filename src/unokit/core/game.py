"""Starting a game: choosing the edition, the dealer and the first deal."""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable, Mapping, Sequence
from typing import Any

import attrs

from unokit.core.cards import Card
from unokit.core.compiling import compile_rules
from unokit.core.engine import finish_move
from unokit.core.errors import _MAX_DIGITS, _TOO_BIG, ParseError, SetupError, _is_whole, _shown
from unokit.core.formats import match_format
from unokit.core.match import deal_round
from unokit.core.plugins import find_edition
from unokit.core.rules import Options, Rules
from unokit.core.shuffle import shuffled, shuffled_back
from unokit.core.state import GameState, ScriptedRandomness
from unokit.core.table import Table
from unokit.core.versions import RULES_VERSION

__all__ = ["choose_dealer", "new_game", "scripted_randomness", "stacked_deck"]


def new_game(
    edition: str = "classic",
    players: int = 4,
    *,
    seed: int | None = None,
    options: Options | Mapping[str, Any] | None = None,
    deck: Iterable[Card | str] | None = None,
    dealer: int | None = None,
    house_rules: Iterable[str] = (),
    rules_version: int = RULES_VERSION,
) -> GameState:
    """Start a match: choose the dealer, deal, and turn up the opening card.

    Args:
        edition: The edition's name or alias (see
            [`available_editions`][unokit.available_editions]).
        players: How many players, within the edition's range (classic: 2-10).
        seed: Seed for every shuffle of the game, a whole number of at most 4000 digits
            (what saved games and records hold); ``None`` picks a random one, which is
            recorded in ``state.seed``. The same seed always gives the same game.
        options: [`Options`][unokit.Options], or a dict of option names and values: unokit's
            own and those the edition and house rules declare
            ([`option_specs`][unokit.core.compiling.option_specs] lists them).
        deck: A stacked deck for exact situations: cards (or their text) listed top first.
            Then no shuffle happens: the dealer is chosen from the top cards unless
            ``dealer`` is given (the drawn cards then go to the bottom), the deal, the opening
            card and later draws come off the deck in order. It may hold fewer cards than a
            full deck (those are all the cards in the game), but no card the edition does
            not have and no more copies of a card than the edition has. Later rounds are
            shuffled from the seed as usual.
        dealer: The dealer's seat; ``None`` chooses the dealer by the draw ("highest number
            deals, with action cards counting as zero", tied players drawing again).
        house_rules: Names of house rules to play with (see
            [`available_house_rules`][unokit.available_house_rules]), stacked on the edition
            in this order.
        rules_version: The rules version to play under, one of
            [`RULES_VERSIONS`][unokit.RULES_VERSIONS]: the latest unless a game of an earlier
            one is to be played again (records and saved games keep their own).

    Returns:
        The state after the deal, waiting for the first move.

    Raises:
        UnknownEditionError: if there is no such edition.
        UnknownHouseRuleError: if there is no such house rule.
        SetupError: if the arguments cannot make a game (player count, dealer, options,
            house rules that cannot be combined, stacked deck, or rules version), e.g. a
            partners match (``options={"match": "partners"}``) for other than exactly four
            players.

    Examples:
        >>> import unokit
        >>> state = unokit.new_game("classic", players=2, seed=1, dealer=0)
        >>> len(state.hands[0]), len(state.hands[1]), state.dealer
        (7, 7, 0)
        >>> sum(1 for _ in state.cards())
        108
        >>> stacked = unokit.new_game("party", players=6, house_rules=["stacking"])
        >>> stacked.rules.house_rules
        ('stacking',)
    """
    edition_obj = find_edition(edition)
    rules = compile_rules(edition_obj.name, options, house_rules, rules_version)
    if not _is_whole(players):
        raise SetupError(f"players must be a whole number, not {_shown(players)}")
    if not rules.min_players <= players <= rules.max_players:
        raise SetupError(
            f"the {rules.edition} edition is for {rules.min_players} to {rules.max_players} "
            f"players, not {_shown(players)}"
        )
    # "Use exactly four players in two pairs" (partners); other formats take any count.
    match_format(rules.options.match).check_players(players)
    if dealer is not None and (not _is_whole(dealer) or not 0 <= dealer < players):
        raise SetupError(f"dealer must be a seat from 0 to {players - 1}, not {_shown(dealer)}")
    if seed is None:
        import random  # here, not at the top: only a game without a seed needs it

        seed = random.SystemRandom().getrandbits(63)
    elif not _is_whole(seed):
        raise SetupError(f"seed must be a whole number or None, not {_shown(seed)}")
    elif abs(seed) >= _TOO_BIG:
        raise SetupError(
            f"seed must have at most {_MAX_DIGITS} digits (a saved game or record could not "
            "hold it), not more"
        )

    rng = seed
    stacked = deck is not None
    if deck is None:
        cards, rng = shuffled(rules.deck, rng, rules.rules_version)
    else:
        cards = _check_stacked_deck(rules, deck, players)
    if dealer is None:
        dealer, used = choose_dealer(rules, cards, players)
        # "Return the selection cards, shuffle" (a stacked deck keeps its order instead).
        if stacked:
            cards = cards[used:] + cards[:used]
        else:
            cards, rng = shuffled_back(cards, used, rng, rules.rules_version)

    state = GameState(
        rules=rules,
        players=players,
        seed=seed,
        dealer=dealer,
        round_number=1,
        scores=(0,) * players,
        history=(),
        hands=((),) * players,
        draw_cards=(),
        draw_index=0,
        discard_stack=(),
        active_color=None,
        direction=1,
        current_player=dealer,
        pending=None,
        uno_exposed=(),
        passes=0,
        rng=rng,
        winners=(),
        end_reason=None,
    )
    table = Table(state, dealer)
    deal_round(table, cards, stacked=stacked)
    finish_move(table)
    return table.freeze()


def choose_dealer(rules: Rules, cards: tuple[Card, ...], players: int) -> tuple[int, int]:
    """Choose the dealer by the draw from ``cards`` (top first).

    The classic rules: "Each person draws a card to choose the dealer: highest number deals,
    with action cards counting as zero. House tie procedure: only tied players draw again
    until one is highest."

    Returns:
        The dealer's seat and how many cards were drawn.

    Raises:
        SetupError: if the cards run out before the tie is broken (a small stacked deck).
    """
    contenders = list(range(players))
    used = 0
    while len(contenders) > 1:
        if used + len(contenders) > len(cards):
            raise SetupError(
                "the stacked deck ran out of cards while choosing the dealer; pass dealer= "
                "to fix the dealer"
            )
        values = {seat: cards[used + i].number or 0 for i, seat in enumerate(contenders)}
        used += len(contenders)
        best = max(values.values())
        contenders = [seat for seat in contenders if values[seat] == best]
    return contenders[0], used


def _check_stacked_deck(rules: Rules, deck: Iterable[Card | str], players: int) -> tuple[Card, ...]:
    if isinstance(deck, (str, bytes)):
        raise SetupError("deck must be a list of cards, not a single string")
    cards: list[Card] = []
    for item in deck:
        try:
            card = item if isinstance(item, Card) else Card.parse(item)
        except ParseError as exc:
            raise SetupError(f"stacked deck: {exc}") from None
        cards.append(card)
    allowed = Counter(rules.deck)
    for card, count in Counter(cards).items():
        if card not in allowed:
            raise SetupError(f"stacked deck: {card} is not a card of the {rules.edition} edition")
        if count > allowed[card]:
            raise SetupError(
                f"stacked deck: {count} copies of {card}, but the {rules.edition} deck has "
                f"only {allowed[card]}"
            )
    needed = rules.cards_to_deal(players)
    if len(cards) < needed:
        raise SetupError(
            f"stacked deck: {len(cards)} cards cannot deal {rules.hand_size} to each of "
            f"{players} players and turn an opening card (need at least {needed})"
        )
    return tuple(cards)


def scripted_randomness(state: GameState, numbers: Iterable[int]) -> GameState:
    """``state`` with the game's next random chances fixed: for tests, as ``stacked_deck``.

    Each chance the game takes from now on ([`Table.random_below`][unokit.Table.random_below],
    [`Table.random_weighted`][unokit.Table.random_weighted],
    [`Table.choose`][unokit.Table.choose]) gives the next of ``numbers`` instead of a random
    one, in order; once they run out, the game's own random numbers go on as they would have.
    Shuffles are not scripted (a stacked deck fixes the cards). A plugin's chance is scripted
    by the number it asks for: the index for ``random_weighted`` and ``choose``, the number
    itself for ``random_below``::

        state = unokit.new_game("attack", players=2, deck=deck, dealer=0)
        state = scripted_randomness(state, [3, 0])  # the launcher shoots out 3 cards, then none

    A state with a script replays only from itself: a record of its game holds the seed,
    not the script. Numbers given to a state that still has some are added after them.

    Args:
        state: The state to play on from.
        numbers: The numbers the next chances give, each a whole number of 0 or more.

    Returns:
        The same state, but for its random-number state.

    Raises:
        SetupError: if a number is not a whole number of 0 or more. A scripted number that
            is not one of the chance's outcomes fails the move that takes it, as a
            ``SetupError`` saying so (the state stays as it was).
    """
    numbers = tuple(numbers)
    for number in numbers:
        if not _is_whole(number) or number < 0:
            raise SetupError(
                f"scripted randomness: each number must be a whole number of 0 or more, "
                f"not {_shown(number)}"
            )
    if not numbers:
        return state
    rng = state.rng
    if isinstance(rng, ScriptedRandomness):
        script = ScriptedRandomness(rng.numbers + numbers, rng.then)
    else:
        script = ScriptedRandomness(numbers, rng)
    return attrs.evolve(state, rng=script)


def stacked_deck(
    hands: Sequence[Sequence[Card | str]],
    opening: Card | str,
    draw: Sequence[Card | str] = (),
    dealer: int = 0,
) -> list[Card | str]:
    """A stacked deck for [`new_game`][unokit.new_game] that deals exactly these hands.

    Cards are dealt one at a time clockwise from the dealer's left, so the deck interleaves
    the hands; then comes the opening card, then the draw pile, top card first. For tests
    and examples that build an exact situation::

        deck = unokit.plugin.stacked_deck([["R1"] * 7, ["B2"] * 7], "G5", ["Y9"])
        state = unokit.new_game(players=2, deck=deck, dealer=0)

    Args:
        hands: Each seat's hand, every hand of the same size (the edition's hand size).
        opening: The card turned up to start the discard pile.
        draw: The draw pile after it, top card first.
        dealer: The dealer (pass the same to ``new_game``).

    Raises:
        SetupError: if the hands are not all of one size, or the dealer is not a seat.
    """
    players = len(hands)
    sizes = {len(hand) for hand in hands}
    if len(sizes) > 1:
        raise SetupError("stacked deck: every hand must have the same number of cards")
    if not (_is_whole(dealer) and 0 <= dealer < max(players, 1)):
        raise SetupError(f"stacked deck: there is no dealer seat {_shown(dealer)}")
    size = sizes.pop() if sizes else 0
    deck: list[Card | str] = [
        hands[(dealer + 1 + offset) % players][card]
        for card in range(size)
        for offset in range(players)
    ]
    return [*deck, opening, *draw]
