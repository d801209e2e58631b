// The board of a game that has no drawing of its own: its view as a readable panel.
import { el } from "../js/dom.js";

const SKIP = new Set(["game", "to_act", "prompts", "outcome"]);

function label(key) {
  return String(key).replace(/_/g, " ");
}

function value(v, depth = 0) {
  if (v === null || v === undefined) return el("span", { class: "muted", text: "—" });
  if (Array.isArray(v)) {
    if (v.every((x) => x === null || typeof x !== "object")) {
      return el("span", { text: v.length ? v.map((x) => (x === null ? "—" : String(x))).join(", ") : "none" });
    }
    return el("div", {}, v.map((x) => value(x, depth + 1)));
  }
  if (typeof v === "object") {
    if (depth > 3) return el("code", { text: JSON.stringify(v) });
    const kv = el("div", { class: "kv" });
    for (const [k, x] of Object.entries(v)) kv.append(el("div", { class: "k", text: label(k) }), el("div", {}, value(x, depth + 1)));
    return kv;
  }
  return el("span", { text: String(v) });
}

export function render(container, pic) {
  const view = pic.view || {};
  const kv = el("div", { class: "kv", "data-board": "generic" });
  for (const [k, v] of Object.entries(view)) {
    if (SKIP.has(k)) continue;
    kv.append(el("div", { class: "k", text: label(k) }), el("div", {}, value(v)));
  }
  container.replaceChildren(el("div", { class: "card" }, el("h2", { text: "Table" }), kv));
}
