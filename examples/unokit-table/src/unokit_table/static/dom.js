// What both pages share: the schema's version, and building an element in one call.
"use strict";

const SCHEMA = 2;

// el("button", {type: "button", dataset: {seat: 2}}, "Seat 2"): properties the element has
// are set as properties, the others as attributes; children are appended (text or nodes).
function el(tag, props = {}, ...children) {
  const node = document.createElement(tag);
  for (const [key, value] of Object.entries(props)) {
    if (key === "dataset") Object.assign(node.dataset, value);
    else if (key in node) node[key] = value;
    else node.setAttribute(key, value);
  }
  node.append(...children);
  return node;
}
