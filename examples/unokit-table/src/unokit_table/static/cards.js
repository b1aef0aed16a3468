// Cards as the server drew them: every card a view shows comes with its SVG, drawn by
// unokit.play.render (view.faces, by card text), as do a card's back (view.card_back) and the
// shade of each colour (view.shades). Nothing here knows an edition or draws a card itself.
"use strict";

let drawings = {faces: {}, back: "", shades: {}};

// Keep the drawings of the view being shown.
function useDrawings(view) {
  drawings = {faces: view.faces, back: view.card_back, shades: view.shades};
}

// A colour's shade, for a swatch or a chip.
function paint(color) {
  return drawings.shades[color] || "#767676";
}

// An SVG element from the server's markup (parsed as SVG: no HTML, no scripts).
function drawn(markup, className) {
  const parsed = new DOMParser().parseFromString(markup, "image/svg+xml").documentElement;
  const root = document.importNode(parsed, true);
  root.setAttribute("class", className);
  return root;
}

// A card's face, as unokit drew it.
function cardFace(card) {
  return drawn(drawings.faces[card.text], "card-face");
}

// The back of a card: the same for every card of a one-sided deck.
function cardBack() {
  const root = drawn(drawings.back, "card-back");
  root.setAttribute("aria-hidden", "true");
  return root;
}
