"""Pictures of cards and of a seat's view, as SVG text.

Pure functions that return SVG markup (a string), for a web page, a document or a file:
[`card_svg`][unokit.play.render.card_svg] draws one card, [`back_svg`][unokit.play.render.back_svg]
the
back every card of a one-sided deck shows, and [`view_svg`][unokit.play.render.view_svg] what one
seat sees of a game (its hand, the top card, the colour in play, every other seat's cards,
whose turn it is). The browser table of `examples/unokit-table` draws its cards with them.

Everything is drawn from what the card and the rules say, never from an edition's name: the
card's colour (painted from the colour's terminal code, [`shade`][unokit.play.render.shade]), its
rank code (a number, or a code such as ``+2`` with the kind's name under it, so that a rank
nobody has drawn before still reads well), the Wild cards' colours, the mark printed on it,
and for two-sided cards the face turned up (draw ``card.turned()`` for the other side).

The markup uses no ids, scripts, styles or external resources: any number of drawings can
sit in one page, and text from plugins (kind names, marks) is escaped.

A card is drawn in ``card``, a seat's view in ``view``, with the shades of ``shades`` and the
markup of ``markup``; every name is read from here.

Examples:
    >>> import unokit
    >>> from unokit.play.render import card_svg
    >>> rules = unokit.new_game(players=2, seed=1).rules
    >>> svg = card_svg(unokit.Card.parse("R+2"), rules)
    >>> svg.startswith("<svg") and "Draw Two" in svg
    True
"""

from __future__ import annotations

from unokit.play.render.card import CARD_HEIGHT, CARD_WIDTH, CardRules, back_svg, card_svg
from unokit.play.render.markup import FONT as FONT
from unokit.play.render.shades import BLACK as BLACK
from unokit.play.render.shades import GREY as GREY
from unokit.play.render.shades import shade
from unokit.play.render.view import GOLD as GOLD
from unokit.play.render.view import view_svg

__all__ = [
    "CARD_HEIGHT",
    "CARD_WIDTH",
    "CardRules",
    "back_svg",
    "card_svg",
    "shade",
    "view_svg",
]
