// Cards drawn as SVG from the schema's card objects: colour, rank, mark and kind name.
// Nothing here knows an edition: a colour is painted by its name (the four usual colours in
// tuned shades, any other as the CSS colour of that name), and a card shows its rank code.
"use strict";

const SVG = "http://www.w3.org/2000/svg";
const SHADES = {red: "#d62d20", yellow: "#f2c80f", green: "#2e9b3f", blue: "#1f5fbf"};

function paint(color) {
  return color === null ? "#1b1b1b" : SHADES[color] || color;
}

function svg(tag, attributes, text) {
  const node = document.createElementNS(SVG, tag);
  for (const [key, value] of Object.entries(attributes)) node.setAttribute(key, value);
  if (text !== undefined) node.textContent = text;
  return node;
}

// A card's face: a rounded card of its colour, a tilted oval, the rank in the middle and in
// two corners, the mark (if any) at the bottom. ``colors`` paints a Wild's oval.
function cardFace(card, colors = []) {
  const root = svg("svg", {viewBox: "0 0 60 90", class: "card-face", role: "img"});
  root.append(svg("title", {}, `${card.name} (${card.text})`));
  root.append(svg("rect", {x: 1, y: 1, width: 58, height: 88, rx: 7, fill: "#fff"}));
  root.append(svg("rect", {x: 4, y: 4, width: 52, height: 82, rx: 5, fill: paint(card.color)}));
  if (card.wild && colors.length) {
    colors.forEach((color, i) => {
      const turn = (360 / colors.length) * i;
      root.append(svg("path", {
        d: "M30 45 L30 17 A28 28 0 0 1 " + (30 + 28 * Math.sin((2 * Math.PI) / colors.length)) +
          " " + (45 - 28 * Math.cos((2 * Math.PI) / colors.length)) + " Z",
        fill: paint(color), transform: `rotate(${turn} 30 45)`, opacity: 0.9,
      }));
    });
  }
  root.append(svg("ellipse", {cx: 30, cy: 45, rx: 19, ry: 29, fill: card.wild ? "none" : "#fff",
    stroke: "#fff", "stroke-width": 2, transform: "rotate(25 30 45)"}));
  const size = card.rank.length > 2 ? 13 : 22;
  root.append(svg("text", {x: 30, y: 45 + size / 3, "text-anchor": "middle", "font-size": size,
    "font-weight": 700, fill: card.wild ? "#fff" : paint(card.color), class: "rank"}, card.rank));
  root.append(svg("text", {x: 8, y: 16, "font-size": 10, "font-weight": 700, fill: "#fff"}, card.rank));
  root.append(svg("text", {x: 52, y: 82, "font-size": 10, "font-weight": 700, fill: "#fff",
    "text-anchor": "end"}, card.rank));
  if (card.mark) {
    root.append(svg("text", {x: 30, y: 80, "font-size": 7, "text-anchor": "middle", fill: "#fff"},
      card.mark));
  }
  return root;
}

// The back of a card: the same for every card of a one-sided deck.
function cardBack() {
  const root = svg("svg", {viewBox: "0 0 60 90", class: "card-back", "aria-hidden": "true"});
  root.append(svg("rect", {x: 1, y: 1, width: 58, height: 88, rx: 7, fill: "#fff"}));
  root.append(svg("rect", {x: 4, y: 4, width: 52, height: 82, rx: 5, fill: "#262626"}));
  root.append(svg("ellipse", {cx: 30, cy: 45, rx: 19, ry: 29, fill: "#b3261e",
    transform: "rotate(25 30 45)"}));
  root.append(svg("text", {x: 30, y: 49, "text-anchor": "middle", "font-size": 10,
    "font-weight": 700, fill: "#fff"}, "unokit"));
  return root;
}
