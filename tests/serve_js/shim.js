// Runs the browser client (static/app.js) under Node with a minimal DOM, for the serve tests.
// The page's WebSocket is bridged over stdin/stdout (one JSON line each way); after each message
// the "player" clicks the first decision button, and a report of what the page drew is written.
"use strict";
const fs = require("fs");
const vm = require("vm");
const readline = require("readline");
const [appPath, cataloguePath, pathname, search, hash] = process.argv.slice(2);
const out = (obj) => process.stdout.write(JSON.stringify(obj) + "\n");

class Element {
  constructor(tag) {
    this.tag = tag; this.children = []; this.attrs = {}; this.dataset = {};
    this.textContent = ""; this.hidden = false; this.onclick = null; this.value = "";
  }
  append(...nodes) { for (const n of nodes) this.children.push(typeof n === "string" ? { text: n } : n); }
  replaceChildren(...nodes) { this.children = []; this.append(...nodes); }
  setAttribute(k, v) { this.attrs[k] = String(v); }
  querySelectorAll(tag) { return this.children.filter((c) => c.tag === tag); }
  get selectedOptions() { return [this.children[0]]; }
}
const elements = {};
globalThis.document = {
  getElementById: (id) => (elements[id] = elements[id] || new Element(id)),
  createElement: (tag) => new Element(tag),
  createElementNS: (_ns, tag) => new Element(tag),
  body: new Element("body"),
};
globalThis.location = { pathname, search, hash, protocol: "http:", host: "testserver", origin: "http://testserver" };
globalThis.fetch = async (url) => ({
  ok: true,
  json: async () => (url.endsWith("/catalogue") ? JSON.parse(fs.readFileSync(cataloguePath, "utf8")) : {}),
});
let socket = null;
globalThis.WebSocket = class {
  constructor(url) { socket = this; out({ open: url }); setTimeout(() => this.onopen && this.onopen(), 0); }
  send(text) { out({ send: JSON.parse(text) }); }
  close() {}
};
vm.runInThisContext(fs.readFileSync(appPath, "utf8"), { filename: appPath });

const count = (node, tag) => (node.tag === tag ? 1 : 0) + (node.children || []).reduce((n, c) => n + count(c, tag), 0);
const texts = (node) => [node.textContent || node.text || "", ...(node.children || []).flatMap(texts)].filter(Boolean);
readline.createInterface({ input: process.stdin }).on("line", (line) => {
  socket.onmessage({ data: line });
  const buttons = elements.buttons.children.filter((c) => c.tag === "button");
  const report = {
    report: true,
    circles: count(elements.board, "circle"),
    locations: count(elements.board, "rect"),
    board: texts(elements.board),
    labels: buttons.map((b) => b.textContent),
    hand: elements.hand.children.map((c) => c.textContent),
    log: elements.log.children.length,
    prompt: elements.prompt.textContent,
    error: elements.error.textContent,
  };
  if (buttons.length) buttons[0].onclick();
  out(report);
});
