// The page that creates a room: a form built from GET /api/editions, sent to POST /api/rooms.
// Needs dom.js (SCHEMA, el).
"use strict";

const BOTS = [["greedy", "Bot (greedy)"], ["random", "Bot (random)"], ["human", "Person (by link)"]];
let editions = [];

function edition() {
  return editions.find((e) => e.name === document.getElementById("edition").value);
}

function renderSeats() {
  const box = document.getElementById("seats");
  const count = Number(document.getElementById("players").value) || 2;
  const kept = [...box.querySelectorAll("select")].map((s) => s.value);
  box.replaceChildren(el("legend", {}, "Seats"), el("p", {className: "seat-row"}, "Seat 0: you"));
  for (let seat = 1; seat < count; seat++) {
    const select = el("select", {id: `seat-${seat}`, dataset: {seat}});
    for (const [value, label] of BOTS) select.append(el("option", {value}, label));
    select.value = kept[seat - 1] || "greedy";
    box.append(el("label", {className: "seat-row"}, `Seat ${seat} `, select));
  }
}

// An option's input, from its spec (unokit's OptionSpec): a checkbox, a whole number (with
// its minimum), a choice among its values, or text.
function optionInput(spec) {
  const value = spec.default;
  const dataset = {option: spec.name, default: JSON.stringify(value)};
  if (typeof value === "boolean") {
    return el("input", {type: "checkbox", checked: value, dataset: {...dataset, kind: "bool"}});
  }
  if (typeof value === "number") {
    const input = el("input", {type: "number", value, step: 1, dataset: {...dataset, kind: "int"}});
    if (spec.minimum !== null) input.min = spec.minimum;
    return input;
  }
  if (spec.choices.length) {
    const select = el("select", {dataset: {...dataset, kind: "text"}});
    for (const choice of spec.choices) select.append(el("option", {value: choice}, choice));
    select.value = value;
    return select;
  }
  return el("input", {value, maxLength: 64, dataset: {...dataset, kind: "text"}});
}

// An option's or a house rule's name in words: "challenge_returns_card" reads "Challenge
// returns card", "draw-to-match" "Draw to match" (the name itself is the label's title).
function words(name) {
  const spaced = name.replace(/[_-]+/g, " ");
  return spaced.charAt(0).toUpperCase() + spaced.slice(1);
}

function renderOptions() {
  const chosen = edition();
  const box = document.getElementById("options");
  const rulesBox = document.getElementById("house-rules");
  const ticked = new Set([...rulesBox.querySelectorAll("input:checked")].map((i) => i.value));
  rulesBox.replaceChildren(el("legend", {}, "House rules"));
  const specs = [...chosen.options];
  for (const [rule, info] of Object.entries(chosen.house_rules)) {
    const box = el("input", {type: "checkbox", value: rule, checked: ticked.has(rule)});
    box.addEventListener("change", renderOptions);
    rulesBox.append(el("label", {className: "check", title: rule}, box, ` ${words(rule)}`,
      el("small", {}, ` ${info.description}`)));
    if (box.checked) specs.push(...info.options);
  }
  box.replaceChildren(el("legend", {}, "Options"));
  for (const spec of specs) {
    box.append(el("label", {className: "option", title: spec.name}, `${words(spec.name)} `,
      optionInput(spec), el("small", {}, ` ${spec.help}`)));
  }
  const players = document.getElementById("players");
  players.min = chosen.min_players;
  players.max = chosen.max_players;
  players.value = Math.min(Math.max(Number(players.value), chosen.min_players), chosen.max_players);
  renderSeats();
}

function optionValue(input) {
  if (input.dataset.kind === "bool") return input.checked;
  if (input.dataset.kind === "int") return Number(input.value);
  return input.value;
}

async function create(event) {
  event.preventDefault();
  const options = {};
  for (const input of document.querySelectorAll("[data-option]")) {
    const value = optionValue(input);
    if (JSON.stringify(value) !== input.dataset.default) options[input.dataset.option] = value;
  }
  const count = Number(document.getElementById("players").value);
  const seats = ["human"];
  for (let seat = 1; seat < count; seat++) seats.push(document.getElementById(`seat-${seat}`).value);
  const body = {
    v: SCHEMA,
    edition: document.getElementById("edition").value,
    players: count,
    house_rules: [...document.querySelectorAll("#house-rules input:checked")].map((i) => i.value),
    options,
    seats,
    turn_seconds: Number(document.getElementById("turn-seconds").value),
    name: document.getElementById("name").value,
  };
  const answer = await fetch("/api/rooms", {
    method: "POST",
    headers: {"content-type": "application/json"},
    body: JSON.stringify(body),
  });
  const data = await answer.json();
  if (!answer.ok) {
    const problem = document.getElementById("problem");
    problem.textContent = data.message;
    problem.hidden = false;
    return;
  }
  // The host's secret goes to the browser's storage, never into the address (see table.js).
  try {
    localStorage.setItem(`unokit-table/${data.room}/${data.seat}`, data.token);
  } catch (error) {
    location.assign(`/room/${data.room}#${data.token}`);  // no storage: the token in the link
    return;
  }
  location.assign(data.url);
}

// The rooms this browser holds a seat at: the seat secrets kept in its storage, by room
// and seat (see table.js), each a link back to its seat.
function renderYourRooms() {
  const seats = [];
  try {
    for (let i = 0; i < localStorage.length; i++) {
      const match = /^unokit-table\/([^/]+)\/(\d+)$/.exec(localStorage.key(i) || "");
      if (match) seats.push({room: match[1], seat: Number(match[2])});
    }
  } catch (error) {
    return;  // no storage: no rooms to list
  }
  seats.sort((a, b) => a.room.localeCompare(b.room) || a.seat - b.seat);
  document.getElementById("your-room-list").replaceChildren(...seats.map(({room, seat}) =>
    el("li", {}, el("a", {href: `/room/${encodeURIComponent(room)}#seat=${seat}`},
      `Room ${room}, seat ${seat}`))));
  document.getElementById("your-rooms").hidden = !seats.length;
}

async function start() {
  renderYourRooms();
  const answer = await fetch("/api/editions");
  const data = await answer.json();
  editions = data.editions;
  const select = document.getElementById("edition");
  for (const e of editions) select.append(el("option", {value: e.name}, e.name));
  select.value = data.default;
  select.addEventListener("change", renderOptions);
  document.getElementById("players").addEventListener("input", renderSeats);
  document.getElementById("create").addEventListener("submit", create);
  renderOptions();
  document.getElementById("create-room").disabled = false;
}

start();
