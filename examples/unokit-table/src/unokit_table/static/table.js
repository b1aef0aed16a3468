// The table: one websocket, the seat's view drawn, the seat's legal moves made clickable.
// Needs dom.js (SCHEMA, el) and cards.js (useDrawings, cardFace, cardBack, paint).
// Moves are sent as the notation text the server listed; their words come from the server
// (unokit.describe_move), so no edition's card or verb is known here.
"use strict";

const ROOM = location.pathname.split("/").pop();
// The link names a seat (#seat=2): the page claims it, and keeps the secret token the server
// gives it for that seat in the browser's storage, to join with it again later. (A link
// made before seats were claimed holds the token itself: it is moved to the storage.)
// A link ending in #watch watches the room as a spectator: no seat, no hand, no move.
let SEAT = null;
let legacyToken = null;
const fragment = location.hash.slice(1);
const WATCHING = fragment === "watch";
if (/^seat=\d{1,2}$/.test(fragment)) SEAT = Number(fragment.slice(5));
else if (/^[A-Za-z0-9_-]{24}$/.test(fragment)) legacyToken = fragment;
// The close codes after which reconnecting cannot help (see the package README).
const FATAL = new Set([4400, 4401, 4403, 4404, 4500]);
let socket = null;
let forgotten = false;  // a token kept for this seat was refused (the seat was freed)
let reclaim = false;  // ... just now: claim the seat, once, when the server closes
let latest = null;
let unoArmed = false;
let retry = 500;
let pinger = null;
let freshSocket = false;  // no state received yet on this connection: its log replaces the shown one
let deadline = null;  // when the decision whose seconds are shown runs out, by performance.now()

const $ = (id) => document.getElementById(id);

function capital(text) {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

function send(message) {
  if (socket && socket.readyState === WebSocket.OPEN) socket.send(JSON.stringify({v: SCHEMA, ...message}));
}

// A move, with the game and the move number it was chosen at (those of the state message
// the page showed): the server refuses it if the game has moved on since.
function sendMove(text, at = latest) {
  send({type: "move", move: text, game: at.game, seq: at.seq});
}

function notice(text, kind = "refused") {
  const box = $("notice");
  box.textContent = text;
  box.className = `notice ${kind}`;
  box.hidden = false;
  clearTimeout(notice.timer);
  notice.timer = setTimeout(() => { box.hidden = true; }, 6000);
}

// -- the connection -------------------------------------------------------------------------

// Where the browser keeps the secret token of a seat of this room.
function tokenKey(seat) {
  return `unokit-table/${ROOM}/${seat}`;
}

function keptToken(seat) {
  try {
    return localStorage.getItem(tokenKey(seat));
  } catch (error) {
    return null;  // storage disabled: the seat lasts as long as the page
  }
}

function keepToken(seat, token) {
  try {
    if (token === null) localStorage.removeItem(tokenKey(seat));
    else localStorage.setItem(tokenKey(seat), token);
  } catch (error) {
    // storage disabled: the page claims its seat again after a reload (the host frees it)
  }
}

let pageToken = null;  // the seat's token when the browser's storage cannot keep it

// The first message: watch (a spectator), join with the seat's token if the page has one,
// else claim the seat.
function firstMessage() {
  if (WATCHING) return {type: "watch"};
  const token = legacyToken || (SEAT === null ? null : keptToken(SEAT) || pageToken);
  if (token) return {type: "join", token};
  return {type: "claim", seat: SEAT};
}

function connect() {
  const scheme = location.protocol === "https:" ? "wss" : "ws";
  socket = new WebSocket(`${scheme}://${location.host}/ws/${ROOM}`);
  freshSocket = true;
  socket.addEventListener("open", () => {
    send(firstMessage());
    $("connection").textContent = "connected";
    $("connection").className = "connection on";
    retry = 500;
    pinger = setInterval(() => send({type: "ping"}), 20000);
  });
  socket.addEventListener("message", (event) => receive(JSON.parse(event.data)));
  socket.addEventListener("close", (event) => {
    clearInterval(pinger);
    $("connection").textContent = "reconnecting…";
    $("connection").className = "connection off";
    $("connection").title = event.reason;  // the server's reason, if it closed the connection
    if (reclaim) {  // claim the seat the kept token no longer holds
      reclaim = false;
      connect();
      return;
    }
    if (FATAL.has(event.code)) {
      $("connection").textContent = "closed";
      return;
    }
    setTimeout(connect, retry);
    retry = Math.min(retry * 2, 4000);
  });
}

// The errors after which this page has no seat: it says why, and stops.
const NO_SEAT = new Set(["bad-token", "bad-seat", "seat-taken", "no-room"]);

function receive(message) {
  if (message.v !== SCHEMA) return;
  if (message.type === "state") {
    if (legacyToken) useSeatLink(message.seat);
    render(message);
  } else if (message.type === "seated") {
    pageToken = message.token;
    keepToken(message.seat, message.token);
  } else if (message.type === "refused") notice(`Not allowed: ${message.reason}`);
  else if (message.type === "error") {
    if (message.code === "bad-token" && SEAT !== null && !forgotten && !legacyToken) {
      keepToken(SEAT, null);  // the seat was freed: it may be claimed again
      pageToken = null;
      forgotten = true;
      reclaim = true;
      return;
    }
    notice(message.message, "error");
    if (NO_SEAT.has(message.code)) {
      $("no-seat").textContent = `No seat here: ${message.message}.`;
      $("no-seat").hidden = false;
    }
  }
}

// A link holding a seat's token: keep the token in the storage, show the seat's link.
function useSeatLink(seat) {
  keepToken(seat, legacyToken);
  pageToken = legacyToken;
  legacyToken = null;
  SEAT = seat;
  history.replaceState(null, "", `#seat=${seat}`);
}

// -- drawing the room ---------------------------------------------------------------------------

function seatName(state, seat) {
  return seat === state.seat ? "you" : state.seats[seat].name;
}

function render(state) {
  latest = state;
  document.body.dataset.status = state.status;
  document.body.dataset.seq = state.seq;
  $("room").hidden = false;
  const watching = state.seat === null;  // a spectator: no seat, no hand, no move
  document.body.dataset.role = watching ? "spectator" : "seat";
  if (watching) {
    $("you").textContent = "You are watching (a spectator: no one's cards are shown)";
    delete $("you").dataset.seat;
  } else {
    $("you").textContent = `You: ${state.seats[state.seat].name} (seat ${state.seat})`;
    $("you").dataset.seat = state.seat;
  }
  $("watch-link").hidden = watching;
  $("watch-link").href = watchUrl(state);
  $("watchers").hidden = !state.spectators;
  $("watchers").textContent = `${state.spectators} watching`;
  const s = state.settings;
  $("rules").textContent = [s.edition, `${s.players} players`, ...s.house_rules].join(" · ");
  if (freshSocket) $("log").replaceChildren();  // a new connection is sent the whole log
  freshSocket = false;
  appendLog(state.log);
  $("lobby").hidden = state.status !== "lobby";
  $("game").hidden = state.status === "lobby";
  if (state.status === "lobby") renderLobby(state);
  else renderGame(state);
  // A choice about a card that can no longer be played is dropped.
  if (picking !== null && (!state.view || !playsOf(state.view, picking).length)) hidePicker();
}

function appendLog(lines) {
  const log = $("log");
  for (const line of lines) log.append(el("li", {}, line));
  while (log.children.length > 200) log.firstChild.remove();
  if (lines.length) log.scrollTop = log.scrollHeight;
}

// Where a person's seat stands: here, away (held, not connected) or free (nobody holds it).
function presence(seat) {
  if (seat.connected) return "here";
  return seat.claimed ? "away" : "free";
}

// The host's link to a seat: it names the seat, never its secret.
function seatLink(state, seat) {
  return linkField(`${location.origin}/room/${state.room}#seat=${seat.seat}`, {seat: seat.seat});
}

// The link for spectators: anyone who opens it watches the room.
function watchUrl(state) {
  return `${location.origin}/room/${state.room}#watch`;
}

// A link to send, shown in a field, with a button that copies it.
function linkField(url, dataset) {
  const link = el("input", {readOnly: true, value: url, className: "invite", dataset});
  const copy = el("button", {type: "button", className: "copy", dataset}, "Copy");
  copy.addEventListener("click", async () => {
    try {
      await navigator.clipboard.writeText(url);
      copy.textContent = "Copied";
    } catch (error) {  // no clipboard here: the link selected, for the keyboard's copy
      link.select();
      copy.textContent = "Press Ctrl+C";
    }
  });
  return el("span", {className: "invite-link"}, link, copy);
}

// The host's button freeing the seat of a player who is away (a new link, a new secret).
function releaseButton(seat) {
  const button = el("button", {type: "button", className: "release", dataset: {seat: seat.seat}},
    "Free this seat");
  button.addEventListener("click", () => send({type: "release", seat: seat.seat}));
  return button;
}

// The host's button handing a person's seat to a bot, or back to its person.
function handButton(seat) {
  const type = seat.handed ? "hand-back" : "hand-to-bot";
  const button = el("button", {type: "button", className: "hand", dataset: {seat: seat.seat, action: type}},
    seat.handed ? "Hand back" : "Hand to a bot");
  button.addEventListener("click", () => send({type, seat: seat.seat}));
  return button;
}

function renderLobby(state) {
  $("lobby-seats").replaceChildren(...state.seats.map((seat) => {
    const item = el("li", {className: seat.connected ? "connected" : "",
      dataset: {seat: seat.seat, presence: presence(seat)}},
      `Seat ${seat.seat}: ${seat.name}${seat.kind === "human" ? "" : ` (${seat.kind} bot)`}`,
      seat.kind === "human" ? ` — ${{here: "here", away: "away", free: "nobody yet"}[presence(seat)]}` : "");
    if (state.host && seat.seat !== 0 && seat.kind === "human" && presence(seat) === "away") {
      item.append(" ", releaseButton(seat));
    }
    return item;
  }));
  const free = state.seats.filter((seat) => seat.kind === "human" && !seat.claimed);
  $("invites").hidden = !state.host || !free.length;
  $("invite-list").replaceChildren(...(state.host ? free : []).map((seat) =>
    el("li", {}, `Seat ${seat.seat}: `, seatLink(state, seat))));
  $("host-buttons").hidden = !state.host;
  $("lobby-wait").hidden = state.host;
  $("watch-invite").hidden = state.seat === null;
  const url = watchUrl(state);
  if (!$("watch-field").firstChild || $("watch-field").querySelector("input").value !== url) {
    $("watch-field").replaceChildren(linkField(url, {watch: ""}));
  }
}

function renderGame(state) {
  const view = state.view;
  if (!view) return;
  const watching = state.seat === null;
  $("hand").hidden = watching;
  document.querySelector(".controls").hidden = watching;
  useDrawings(view);
  renderSeats(state, view);
  renderCenter(state, view);
  renderHand(state, view);
  renderActions(state, view);
  renderScores(state, view);
  const over = state.status === "over";
  $("game-over").hidden = !over;
  if (over) {
    const winners = view.winners.map((seat) => capital(seatName(state, seat))).join(" and ");
    $("outcome").textContent = `${winners} won the match (${view.end_reason}).`;
    $("record-link").href = `/api/rooms/${state.room}/games/${state.game}/record`;
    $("rematch").hidden = !state.host;
  }
}

function renderSeats(state, view) {
  const boxes = state.seats.map((seat) => {
    const count = view.hand_sizes[seat.seat];
    const backs = el("div", {className: "backs"});
    const sides = view.other_sides[seat.seat];
    for (let i = 0; i < Math.min(count, 10); i++) {
      backs.append(sides.length ? cardFace(sides[i]) : cardBack());
    }
    const classes = ["seat"];
    if (seat.seat === view.current_player && state.status === "playing") classes.push("turn");
    if (seat.seat === state.seat) classes.push("mine");
    const badges = [];
    if (seat.seat === view.dealer) badges.push("dealer");
    if (seat.kind !== "human") badges.push(`${seat.kind} bot`);
    else if (seat.bot) badges.push(seat.handed ? "handed to a bot" : `${presence(seat)}: a bot plays`);
    else if (!seat.connected) badges.push(presence(seat));
    if (view.uno_exposed === seat.seat) badges.push("forgot UNO!");
    const hosting = [];  // the host's: a free seat's link, a button freeing an away seat
    if (state.host && seat.kind === "human" && presence(seat) === "free") {
      hosting.push(seatLink(state, seat));
    }
    if (state.host && seat.seat !== 0 && seat.kind === "human" && presence(seat) === "away") {
      hosting.push(releaseButton(seat));
    }
    if (state.host && seat.kind === "human" && state.status === "playing") {
      hosting.push(handButton(seat));
    }
    return el("div", {className: classes.join(" "), dataset: {seat: seat.seat, bot: seat.bot}},
      el("div", {className: "seat-name"}, seat.seat === state.seat ? `${seat.name} (you)` : seat.name),
      el("div", {className: "seat-facts"}, `${count} card${count === 1 ? "" : "s"} · ` +
        `${view.scores[seat.seat]} points`),
      el("div", {className: "badges"}, badges.join(" · ")),
      el("div", {className: "hosting"}, ...hosting),
      backs);
  });
  // A seat already shown is changed part by part, only where it differs: the host's buttons
  // stay where a person is about to click them while the bots play on.
  const seats = $("seats");
  if (seats.children.length !== boxes.length) {
    for (const box of boxes) for (const part of box.children) drawnParts.set(part, part.outerHTML);
    seats.replaceChildren(...boxes);
    return;
  }
  boxes.forEach((box, index) => {
    const shown = seats.children[index];
    shown.className = box.className;
    Object.assign(shown.dataset, box.dataset);
    [...box.children].forEach((part, at) => {
      const html = part.outerHTML;
      const old = shown.children[at];
      if (drawnParts.get(old) === html) return;
      drawnParts.set(part, html);
      old.replaceWith(part);
    });
  });
}

// What each part of a seat's box was drawn as (its markup when made).
const drawnParts = new WeakMap();

function renderCenter(state, view) {
  const draw = $("draw-pile");
  draw.replaceChildren(view.draw_pile_top ? cardFace(view.draw_pile_top) : cardBack());
  const drawMove = view.legal_moves.find((move) => move.kind === "draw");
  draw.disabled = !drawMove;
  draw.dataset.move = drawMove ? drawMove.text : "";
  draw.title = drawMove ? capital(drawMove.label) : "";
  $("draw-count").textContent = `${view.draw_pile_size} to draw`;
  $("discard").replaceChildren(cardFace(view.top_card));
  $("discard").dataset.card = view.top_card.text;
  $("discard-count").textContent = `${view.discard_size} played`;
  const chip = $("active-color");
  chip.textContent = view.active_color ? `colour: ${view.active_color}` : "no colour yet";
  chip.style.background = view.active_color ? paint(view.active_color) : "";
  $("direction").textContent = view.direction === 1 ? "↻ clockwise" : "↺ counterclockwise";
  $("round").textContent = `round ${view.round_number}`;
  const mine = view.legal_moves.length > 0;
  let turn;
  if (state.status === "over") turn = "The match is over.";
  else if (view.current_player === state.seat && mine) turn = "Your move.";
  else turn = `Waiting for ${seatName(state, view.current_player)}.`;
  if (mine && view.current_player !== state.seat) turn += " You can act out of turn.";
  const decisions = state.waiting || [];
  const waiting = decisions.find((decision) => decision.seat === state.seat);
  // The seconds left: for this seat's decision, else for the person whose turn it is. The
  // server says how many were left when it sent the state; the page counts them down.
  const timed = waiting || decisions.find((decision) =>
    decision.seat === view.current_player && !decision.optional);
  $("turn").replaceChildren(turn);
  deadline = null;
  if (timed && timed.seconds !== null && state.status === "playing") {
    deadline = performance.now() + timed.seconds * 1000;
    const left = Math.ceil(timed.seconds);
    const clock = el("span", {id: "countdown", dataset: {seconds: left, seat: timed.seat}}, `${left} s`);
    if (timed !== waiting) $("turn").append(" ", clock, " left.");
    else $("turn").append(" ", clock, waiting.optional ? " to act." : ", then a bot chooses.");
  }
  const chance = waiting && waiting.optional;
  $("decline").hidden = !chance;
  $("decline").onclick = chance
    ? () => send({type: "decline", game: state.game, seq: state.seq}) : null;
  $("pending").textContent = view.pending
    ? `${capital(seatName(state, view.pending.seat))}: ${view.pending.text}.` : "";
  const reveal = $("reveal");
  reveal.hidden = !view.reveal;
  if (view.reveal) {
    reveal.replaceChildren(`${capital(seatName(state, view.reveal.seat))} shows you: `,
      ...view.reveal.cards.map((card) => cardFace(card)));
  }
}

// Count the shown seconds down between the server's messages.
function tick() {
  const clock = $("countdown");
  if (!clock || deadline === null) return;
  const left = String(Math.max(0, Math.ceil((deadline - performance.now()) / 1000)));
  if (clock.dataset.seconds !== left) {
    clock.dataset.seconds = left;
    clock.textContent = `${left} s`;
  }
}

function playsOf(view, text) {
  return view.legal_moves.filter((move) => move.kind === "play" && move.card.text === text);
}

function renderHand(state, view) {
  const hand = view.hand.map((card, index) => {
    const playable = playsOf(view, card.text).length > 0;
    const button = el("button", {type: "button", className: playable ? "card playable" : "card",
      disabled: !playable, dataset: {card: card.text, index}}, cardFace(card));
    button.addEventListener("click", () => play(card.text));
    return button;
  });
  $("hand").replaceChildren(...hand);
}

function renderActions(state, view) {
  const buttons = [];
  for (const move of view.legal_moves) {
    if (move.kind !== "other") continue;
    const button = el("button", {type: "button", className: "action", dataset: {move: move.text}},
      capital(move.label));
    if (move.color) {
      button.classList.add("swatch");
      button.style.background = paint(move.color);
    }
    button.addEventListener("click", () => sendMove(move.text, state));
    buttons.push(button);
  }
  $("actions").replaceChildren(...buttons);
  const late = view.legal_moves.find((move) => move.kind === "uno");
  const withCall = view.legal_moves.some((move) => move.kind === "play" && move.uno);
  if (!withCall) unoArmed = false;
  const uno = $("uno");
  uno.disabled = !late && !withCall;
  uno.classList.toggle("armed", unoArmed);
  uno.dataset.move = late ? late.text : "";
  uno.title = late ? capital(late.label) : "Call UNO with the card you play next";
}

// The score sheet: a row for each seat (a table of 16 fits the sidebar), a column for each
// round played (the winner's points, or "won" where a round scores none), then the score.
function renderScores(state, view) {
  const head = el("tr", {}, el("th", {}, "Seat"),
    ...view.history.map((result) => el("th", {}, `R${result.number}`)), el("th", {}, "Score"));
  const rows = state.seats.map((seat) => el("tr", {},
    el("th", {}, seat.name),
    ...view.history.map((result) => el("td", {}, result.winner === seat.seat
      ? (result.points ? `+${result.points}` : "won") : (result.void ? "void" : ""))),
    el("td", {className: "total"}, String(view.scores[seat.seat]))));
  $("scores").replaceChildren(head, ...rows);
}

// -- choosing a move ----------------------------------------------------------------------------

// Play a card: narrow the plays of that card by the UNO button, then ask for what still
// differs among them (the colour a Wild names, a mark, seats), one question at a time.
async function play(text) {
  const at = latest;
  let plays = playsOf(at.view, text);
  picking = text;
  if (plays.some((move) => move.uno) && plays.some((move) => !move.uno)) {
    plays = plays.filter((move) => move.uno === unoArmed);
  }
  for (const field of ["color", "mark", "seats"]) {
    const values = [...new Set(plays.map((move) => JSON.stringify(move[field])))];
    if (values.length < 2) continue;
    const chosen = await pick(field, values.map((value) => JSON.parse(value)));
    if (chosen === undefined) {
      picking = null;
      return;
    }
    plays = plays.filter((move) => JSON.stringify(move[field]) === JSON.stringify(chosen));
  }
  unoArmed = false;
  picking = null;
  sendMove(plays[0].text, at);
}

let picked = null;
let picking = null;

function pick(field, values) {
  const titles = {color: "Name a colour", mark: "Name one", seats: "Name the seats"};
  $("picker-title").textContent = titles[field];
  const choices = values.map((value) => {
    const label = field === "seats"
      ? value.map((seat) => seatName(latest, seat)).join(" and ") : String(value);
    const button = el("button", {type: "button", className: `choice choice-${field}`,
      dataset: {value: JSON.stringify(value)}}, label);
    if (field === "color") button.style.background = paint(value);
    button.addEventListener("click", () => finishPick(value));
    return button;
  });
  $("picker-choices").replaceChildren(...choices);
  $("picker").hidden = false;
  return new Promise((resolve) => { picked = resolve; });
}

function finishPick(value) {
  $("picker").hidden = true;
  const resolve = picked;
  picked = null;
  if (resolve) resolve(value);
}

function hidePicker() {
  picking = null;
  if (picked) finishPick(undefined);
}

function start() {
  if (SEAT === null && !legacyToken && !WATCHING) {
    $("no-seat").hidden = false;
    return;
  }
  $("draw-pile").addEventListener("click", () => {
    const move = $("draw-pile").dataset.move;
    if (move) sendMove(move);
  });
  $("uno").addEventListener("click", () => {
    const late = $("uno").dataset.move;
    if (late) sendMove(late);
    else {
      unoArmed = !unoArmed;
      $("uno").classList.toggle("armed", unoArmed);
    }
  });
  $("picker-cancel").addEventListener("click", () => finishPick(undefined));
  $("fill").addEventListener("click", () => send({type: "fill"}));
  $("start").addEventListener("click", () => send({type: "start"}));
  $("rematch").addEventListener("click", () => send({type: "rematch"}));
  for (const field of document.querySelectorAll(".invite")) field.addEventListener("focus", () => field.select());
  setInterval(tick, 250);
  connect();
}

start();
