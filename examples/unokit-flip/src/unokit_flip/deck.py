"""UNO Flip's colours and its 112 two-sided cards: fixed data.

The instruction sheet lists what each side holds ("LIGHT SIDE (white border): 18 Blue cards -
1 to 9 ... 4 Wild cards, 4 Wild Draw Two cards"; "DARK SIDE (black border): 18 Pink cards - 1
to 9 ... 4 Wild cards, 4 Wild Draw Color cards") but not which light face is printed on the
back of which dark face. This package fixes one pairing, below: each entry is a card written
light side first (``"R1|T4"``: a red 1 with a teal 4 on its back). It was drawn once at random
(Python's ``random.Random(112)`` shuffling the dark faces, drawn again until no card was Wild
on both sides) and is data from then on: a different pairing is a different deck, so saved
games and records name this one.

Card text: the light side's colours are classic UNO's (``R``, ``Y``, ``G``, ``B``); the dark
side's are pink ``P``, teal ``T``, orange ``O`` and purple ``V`` (for violet: ``P`` is pink's).
Ranks: numbers ``1``-``9``; light ``+1`` Draw One, ``S`` Skip, ``R`` Reverse, ``F`` Flip,
``W`` Wild, ``W+2`` Wild Draw Two; dark ``+5`` Draw Five, ``SE`` Skip Everyone, ``R``
Reverse, ``F`` Flip, ``WD`` Wild (``D`` for the dark side: its colours are the dark ones) and
``W+C`` Wild Draw Color.
"""

from __future__ import annotations

from unokit.plugin import COLORS, Card, Color

__all__ = ["DARK_COLORS", "LIGHT_COLORS", "ORANGE", "PINK", "PURPLE", "TEAL", "flip_deck"]

PINK = Color("pink", "P", "38;5;205")
"""The dark side's pink."""
TEAL = Color("teal", "T", "36")
"""The dark side's teal."""
ORANGE = Color("orange", "O", "38;5;208")
"""The dark side's orange."""
PURPLE = Color("purple", "V", "35")
"""The dark side's purple (letter ``V``, for violet)."""

LIGHT_COLORS: tuple[Color, ...] = COLORS
"""The light side's colours: red, yellow, green, blue."""
DARK_COLORS: tuple[Color, ...] = (PINK, TEAL, ORANGE, PURPLE)
"""The dark side's colours: pink, teal, orange, purple."""

_PAIRS = """
    R1|T4 R1|O2 R2|O8 R2|VR R3|PR R3|W+C R4|P6 R4|O5
    R5|P5 R5|OR R6|V5 R6|V+5 R7|T4 R7|O5 R8|WD R8|T3
    R9|PSE R9|T9 R+1|P7 R+1|P4 RR|P1 RR|V3 RS|V7 RS|O3
    RF|PF RF|TR Y1|VSE Y1|V2 Y2|P8 Y2|P+5 Y3|WD Y3|O+5
    Y4|OSE Y4|T5 Y5|TSE Y5|WD Y6|PF Y6|W+C Y7|P5 Y7|V8
    Y8|T9 Y8|V6 Y9|TSE Y9|O4 Y+1|V3 Y+1|P1 YR|W+C YR|T+5
    YS|V4 YS|P2 YF|V5 YF|WD G1|O6 G1|P7 G2|T2 G2|O7
    G3|V9 G3|V2 G4|PR G4|P8 G5|O7 G5|P6 G6|T8 G6|T1
    G7|T3 G7|O8 G8|T6 G8|T6 G9|VSE G9|OSE G+1|V+5 G+1|T2
    GR|VF GR|P9 GS|V1 GS|V1 GF|O1 GF|OF B1|O4 B1|V6
    B2|V7 B2|PSE B3|T7 B3|P3 B4|VF B4|V4 B5|V8 B5|O6
    B6|V9 B6|OR B7|P2 B7|T7 B8|T5 B8|O9 B9|P3 B9|O3
    B+1|T+5 B+1|O9 BR|O2 BR|P4 BS|P+5 BS|TR BF|TF BF|W+C
    W|O1 W|T1 W|VR W|O+5 W+2|OF W+2|TF W+2|T8 W+2|P9
"""


def flip_deck() -> list[Card]:
    """The 112 two-sided cards, light side up, in the package's fixed order."""
    return [Card.parse(text) for text in _PAIRS.split()]
