"""SVG markup: elements and text with their attributes escaped, and a whole drawing."""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from html import escape

__all__ = ["FONT"]

#: The font of every text drawn (the reader's own sans-serif: nothing is fetched).
FONT = "system-ui, -apple-system, 'Segoe UI', Roboto, 'DejaVu Sans', sans-serif"


def _number(value: float) -> str:
    """A coordinate as short, exact text: ``12``, ``12.5``."""
    text = f"{value:.2f}".rstrip("0").rstrip(".")
    return "0" if text == "-0" else text


def _attributes(attributes: Mapping[str, object]) -> str:
    parts = []
    for name, value in attributes.items():
        if value is None:
            continue
        shown = _number(value) if isinstance(value, (int, float)) else str(value)
        parts.append(f' {name.rstrip("_").replace("_", "-")}="{escape(shown)}"')
    return "".join(parts)


def _element(tag: str, **attributes: object) -> str:
    return f"<{tag}{_attributes(attributes)}/>"


def _text(text: str, **attributes: object) -> str:
    return f"<text{_attributes(attributes)}>{escape(text, quote=False)}</text>"


def _svg(width: float, height: float, body: Iterable[str], *, label: str) -> str:
    """A whole drawing: the ``svg`` element of ``width`` by ``height`` units."""
    head = (
        f'<svg xmlns="http://www.w3.org/2000/svg" width="{_number(width)}" '
        f'height="{_number(height)}" viewBox="0 0 {_number(width)} {_number(height)}" '
        f'role="img" aria-label="{escape(label)}" font-family="{escape(FONT)}">'
    )
    return head + f"<title>{escape(label, quote=False)}</title>" + "".join(body) + "</svg>"


def _fitted(
    text: str, x: float, y: float, size: float, room: float, ink: str, **attributes: object
) -> str:
    """``text`` centred at ``x``, squeezed to ``room`` units if it would be wider."""
    wide = 0.58 * size * len(text) > room
    return _text(
        text,
        x=x,
        y=y,
        font_size=size,
        text_anchor="middle",
        fill=ink,
        textLength=room if wide else None,
        lengthAdjust="spacingAndGlyphs" if wide else None,
        **attributes,
    )
