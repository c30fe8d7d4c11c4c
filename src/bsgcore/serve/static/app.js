// The bsgcore browser client: the lobby at "/", one seat of a game at "/play/GAME?seat=N#token=T".
// Plain JavaScript, no build step. It only draws what the server sends: the seat's view, its
// pending decision (labelled buttons), its events as sentences.
"use strict";

const BOOKKEEPING = new Set(["core.push", "core.pop", "core.replace"]);
// Where the base game's locations stand (ids not listed here go to "Other").
const SHIPS = [
  ["Colonial One", ["press_room", "presidents_office", "administration"], "ship"],
  ["Cylon locations", ["caprica", "cylon_fleet", "human_fleet", "resurrection_ship"], "cylon"],
];
const $ = (id) => document.getElementById(id);
const SVG = "http://www.w3.org/2000/svg";
let catalogue = {};

function status(text) { $("status").textContent = text; }

function nameOf(id) {
  if (typeof id !== "string") return JSON.stringify(id);
  const [base, strength] = id.split("@");
  const entry = catalogue[base.split("#")[0]];
  const name = entry ? entry.name : base.split(".").pop().replace(/_/g, " ");
  return strength === undefined ? name : `${name} (${strength})`;
}

function el(tag, attrs, text) {
  const node = document.createElementNS(SVG, tag);
  for (const [k, v] of Object.entries(attrs || {})) node.setAttribute(k, v);
  if (text !== undefined) node.textContent = text;
  return node;
}

// -- the lobby ---------------------------------------------------------------------------------

async function lobby() {
  $("lobby").hidden = false;
  const rulesets = (await (await fetch("/api/rulesets")).json()).rulesets;
  for (const r of rulesets) {
    const option = document.createElement("option");
    option.value = r.ruleset;
    option.textContent = `${r.ruleset} (${r.min_seats}-${r.max_seats} seats)`;
    option.dataset.bots = JSON.stringify(r.bots);
    option.dataset.defaultBot = r.default_bot;
    $("ruleset").append(option);
  }
  const kinds = () => {
    const chosen = $("ruleset").selectedOptions[0];
    const bots = JSON.parse(chosen.dataset.bots);
    $("seat-kinds").replaceChildren();
    for (let i = 0; i < Number($("seat-count").value); i++) {
      const select = document.createElement("select");
      select.append(new Option("human", "human"));
      for (const b of bots) select.append(new Option(`bot: ${b}`, b, false, i > 0 && b === chosen.dataset.defaultBot));
      const label = document.createElement("label");
      label.append(`Seat ${i} `, select);
      $("seat-kinds").append(label);
    }
  };
  $("ruleset").onchange = kinds;
  $("seat-count").onchange = kinds;
  kinds();
  $("create").onsubmit = async (event) => {
    event.preventDefault();
    const seats = [...$("seat-kinds").querySelectorAll("select")].map((s) =>
      s.value === "human" ? { kind: "human" } : { kind: "bot", bot: s.value });
    const response = await fetch("/api/games", {
      method: "POST", headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ ruleset: $("ruleset").value, seats }),
    });
    const made = await response.json();
    if (!response.ok) { status(made.message); return; }
    $("created").hidden = false;
    $("links").replaceChildren();
    const links = made.seats.filter((s) => s.link).map((s) => [`Seat ${s.seat}`, s.link]);
    links.push(["Spectator", made.spectator.link]);
    for (const [text, link] of links) {
      const item = document.createElement("li");
      const anchor = document.createElement("a");
      anchor.href = link; anchor.textContent = `${text}: ${location.origin}${link}`;
      item.append(anchor);
      $("links").append(item);
    }
    listGames();
  };
  listGames();
}

async function listGames() {
  const games = (await (await fetch("/api/games")).json()).games;
  $("games").replaceChildren(...games.map((g) => {
    const item = document.createElement("li");
    const seats = g.seats.map((s) => s.kind === "bot" ? s.bot : "human").join(", ");
    const result = g.outcome ? `: ${g.outcome.winner} win (${g.outcome.reason})` : "";
    item.textContent = `${g.game}: ${g.ruleset}, ${seats}; ${g.status}${result}`;
    return item;
  }));
}

// -- a seat at the table -----------------------------------------------------------------------

function drawBoard(view) {
  const board = $("board");
  board.replaceChildren();
  const game = view.game || {};
  if (!Array.isArray(game.space)) {
    board.append(el("text", { x: 20, y: 30, class: "title" }, `${view.ruleset}: see the view below`));
    return;
  }
  // Tracks and resources along the top.
  const tracks = Object.entries(game.resources || {});
  tracks.push(["jump", game.jump_track], ["distance", game.distance]);
  if (game.vipers) tracks.push(["vipers in reserve", game.vipers.reserve]);
  tracks.forEach(([name, value], i) => {
    board.append(el("rect", { x: 10 + i * 125, y: 8, width: 118, height: 36, class: "track" }));
    board.append(el("text", { x: 18 + i * 125, y: 24 }, name));
    board.append(el("text", { x: 18 + i * 125, y: 39, class: "title" }, String(value)));
  });
  // Locations grouped by ship, with the characters standing in each.
  const here = {};
  for (const p of game.players || []) (here[p.location] = here[p.location] || []).push(p);
  const known = new Set(SHIPS.flatMap(([, ids]) => ids));
  const locations = Object.keys(catalogue).filter((id) => catalogue[id].kind === "location");
  const groups = [...SHIPS.map(([name, ids, cls]) => [name, locations.filter((id) => ids.includes(id.split(".").pop())), cls]),
    ["Galactica", locations.filter((id) => !known.has(id.split(".").pop())), "ship"]];
  const damaged = new Set(game.damaged_locations || []);
  let y = 60;
  for (const [name, ids, cls] of groups) {
    if (!ids.length) continue;
    const rows = Math.ceil(ids.length / 2);
    board.append(el("rect", { x: 10, y, width: 440, height: 22 + rows * 44, class: cls, rx: 8 }));
    board.append(el("text", { x: 20, y: y + 15, class: "title" }, name));
    ids.forEach((id, i) => {
      const x = 20 + (i % 2) * 215, top = y + 22 + Math.floor(i / 2) * 44;
      const short = id.split(".").pop();
      const hurt = damaged.has(id) || damaged.has(short);
      board.append(el("rect", { x, y: top, width: 205, height: 40, class: hurt ? "location damaged" : "location" }));
      board.append(el("text", { x: x + 6, y: top + 14 }, catalogue[id].name + (hurt ? " (damaged)" : "")));
      const who = (here[id] || []).map((p) => `${p.name} (seat ${p.seat})`).join(", ");
      board.append(el("text", { x: x + 6, y: top + 31 }, who));
    });
    y += 30 + rows * 44;
  }
  // The six space areas around Galactica, with the ships in each.
  const cx = 680, cy = 300, radius = 150;
  board.append(el("text", { x: cx - 30, y: cy + 4, class: "title" }, "Galactica"));
  game.space.forEach((area, i) => {
    const angle = (Math.PI / 3) * i - Math.PI / 2;
    const x = cx + radius * Math.cos(angle), ay = cy + radius * Math.sin(angle);
    board.append(el("circle", { cx: x, cy: ay, r: 62, class: "area" }));
    board.append(el("text", { x: x - 40, y: ay - 30, class: "title" }, `${area.area} ${area.name}`));
    const count = (items) => (items || []).length;
    const kinds = {};
    for (const c of area.cylons || []) { const k = typeof c === "string" ? c : (c.kind || c.type || "cylon"); kinds[k] = (kinds[k] || 0) + 1; }
    const lines = [`vipers: ${count(area.vipers)}`, `civilians: ${count(area.civilians)}`,
      ...Object.entries(kinds).map(([k, n]) => `${nameOf(k)}: ${n}`)];
    lines.forEach((line, j) => board.append(el("text", { x: x - 40, y: ay - 12 + j * 14 }, line)));
  });
  // Characters in no location drawn above: pilots in their vipers, and anyone elsewhere.
  const pilots = {};
  for (const area of game.space) {
    for (const viper of area.vipers || []) {
      if (viper && typeof viper.pilot === "number" && viper.pilot >= 0) pilots[viper.pilot] = `${area.area} ${area.name}`;
    }
  }
  const drawn = new Set(locations);
  const away = (game.players || []).filter((p) => !drawn.has(p.location));
  let below = 545;
  if (away.length) { board.append(el("text", { x: 470, y: below, class: "title" }, "Away from the ships")); below += 16; }
  for (const p of away) {
    const where = p.seat in pilots ? `piloting a viper in ${pilots[p.seat]}` : nameOf(p.location);
    board.append(el("text", { x: 470, y: below }, `${p.name} (seat ${p.seat}): ${where}`));
    below += 14;
  }
  // As tall as the locations and that list need (the space areas fill the first 520 units).
  board.setAttribute("viewBox", `0 0 900 ${Math.max(520, y, below)}`);
}

function drawHand(view) {
  const me = (view.game || {}).me || {};
  const cards = [...(me.hand || []), ...(me.loyalty || []), ...(me.quorum_hand || []), ...(me.super_crises || [])];
  $("hand").replaceChildren(...cards.map((card) => {
    const item = document.createElement("li");
    item.textContent = nameOf(card);
    const entry = catalogue[String(card).split("@")[0]];
    if (entry && entry.text) item.title = entry.text;
    return item;
  }));
}

function drawDecision(update, send) {
  const pending = update.view.pending;
  $("buttons").replaceChildren();
  if (update.over) {
    const o = update.outcome;
    $("prompt").textContent = `Game over: ${o.winner} win. ${o.reason}`;
    return;
  }
  $("prompt").textContent = pending ? (update.your_turn ? pending.prompt : `Waiting: ${pending.prompt}`) : "";
  if (!update.your_turn) return;
  pending.options.forEach((option, i) => {
    const button = document.createElement("button");
    button.textContent = pending.labels[i];
    button.onclick = () => { $("buttons").replaceChildren(); send(option); };
    $("buttons").append(button);
  });
}

async function table(gameId, seat, token) {
  $("table").hidden = false;
  catalogue = (await (await fetch(`/api/games/${encodeURIComponent(gameId)}/catalogue`)).json()).entries || {};
  let since = 0, socket = null;
  const send = (command) => socket.send(JSON.stringify({ type: "command", command }));
  const connect = () => {
    const scheme = location.protocol === "https:" ? "wss" : "ws";
    const query = new URLSearchParams({ token, since: String(since) });
    socket = new WebSocket(`${scheme}://${location.host}/ws/${encodeURIComponent(gameId)}/${seat}?${query}`);
    socket.onopen = () => status(`seat ${seat}: connected`);
    socket.onmessage = (message) => {
      const data = JSON.parse(message.data);
      if (data.type === "error") { $("error").textContent = `${data.message} (${data.code})`; return; }
      if (data.type !== "update") return;
      $("error").textContent = "";
      since = data.seq;
      for (const event of data.events) {
        if (BOOKKEEPING.has(event.tag)) continue;
        const item = document.createElement("li");
        item.value = event.seq;
        item.textContent = event.text;
        $("log").append(item);
      }
      $("log").scrollTop = $("log").scrollHeight;
      drawBoard(data.view);
      drawHand(data.view);
      drawDecision(data, send);
      $("view-json").textContent = JSON.stringify(data.view, null, 1);
      document.body.dataset.seq = String(data.seq);
      document.body.dataset.over = String(data.over);
    };
    socket.onclose = (event) => {
      if (event.code >= 4400) { status(`refused (${event.code})`); return; }
      status("disconnected: reconnecting");
      setTimeout(connect, 1000); // resumes from the last event seen (since)
    };
  };
  connect();
}

const match = location.pathname.match(/^\/play\/([^/]+)$/);
if (match) {
  const params = new URLSearchParams(location.search);
  const token = new URLSearchParams(location.hash.slice(1)).get("token") || "";
  table(decodeURIComponent(match[1]), params.get("seat") || "spectator", token);
} else {
  lobby();
}
