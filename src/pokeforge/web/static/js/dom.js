// Small helpers shared by every page: DOM building, fetching JSON, messages, the brand logo.

export function el(tag, attrs = {}, ...children) {
  const node = document.createElement(tag);
  for (const [k, v] of Object.entries(attrs || {})) {
    if (v === null || v === undefined || v === false) continue;
    if (k === "class") node.className = v;
    else if (k === "text") node.textContent = v;
    else if (k.startsWith("on")) node.addEventListener(k.slice(2), v);
    else node.setAttribute(k, v === true ? "" : String(v));
  }
  for (const c of children.flat()) {
    if (c === null || c === undefined || c === false) continue;
    node.append(c instanceof Node ? c : document.createTextNode(String(c)));
  }
  return node;
}

export const SVG_NS = "http://www.w3.org/2000/svg";

export function svg(tag, attrs = {}, ...children) {
  const node = document.createElementNS(SVG_NS, tag);
  for (const [k, v] of Object.entries(attrs || {})) {
    if (v === null || v === undefined || v === false) continue;
    if (k === "text") node.textContent = v;
    else if (k.startsWith("on")) node.addEventListener(k.slice(2), v);
    else node.setAttribute(k, String(v));
  }
  for (const c of children.flat()) {
    if (c === null || c === undefined || c === false) continue;
    node.append(c instanceof Node ? c : document.createTextNode(String(c)));
  }
  return node;
}

export async function fetchJSON(url, options = {}) {
  const res = await fetch(url, {
    headers: { "Content-Type": "application/json", ...(options.headers || {}) },
    ...options,
  });
  let data = null;
  try {
    data = await res.json();
  } catch (e) {
    data = null;
  }
  if (!res.ok) {
    const reason = data && data.detail ? data.detail : `${res.status} ${res.statusText}`;
    throw new Error(typeof reason === "string" ? reason : JSON.stringify(reason));
  }
  return data;
}

let toastTimer = null;
export function toast(text, kind = "error") {
  let box = document.querySelector(".toast");
  if (!box) {
    box = el("div", { class: "toast", role: "alert" });
    document.body.append(box);
  }
  box.className = `toast ${kind === "info" ? "info" : ""}`;
  box.textContent = text;
  clearTimeout(toastTimer);
  toastTimer = setTimeout(() => box.remove(), 5000);
}

export const SEAT_COLOURS = ["#e8474f", "#3f8cff", "#3ecf7a", "#b26bff", "#ff9f43", "#22c3c3"];

export function seatColour(seat) {
  return SEAT_COLOURS[seat % SEAT_COLOURS.length];
}

export function seatName(seat) {
  return `Player ${seat + 1}`;
}

export function logo() {
  return svg(
    "svg",
    { viewBox: "0 0 32 32", "aria-hidden": "true" },
    svg("circle", { cx: 16, cy: 16, r: 14.5, fill: "#fff", stroke: "#1b1b1b", "stroke-width": 2 }),
    svg("path", { d: "M1.5 16a14.5 14.5 0 0 1 29 0z", fill: "#e8474f", stroke: "#1b1b1b", "stroke-width": 2 }),
    svg("line", { x1: 1.5, y1: 16, x2: 30.5, y2: 16, stroke: "#1b1b1b", "stroke-width": 2.5 }),
    svg("circle", { cx: 16, cy: 16, r: 5, fill: "#fff", stroke: "#1b1b1b", "stroke-width": 2.5 }),
  );
}

export function topbar(titleText = "") {
  const brand = el("a", { class: "brand", href: "/" }, logo(), "pokeforge");
  const title = el("div", { class: "title", text: titleText });
  const conn = el("div", { class: "conn", text: "" });
  return { node: el("header", { class: "topbar" }, brand, title, el("div", { class: "spacer" }), conn), title, conn };
}

export function gameIdFromPath() {
  const parts = location.pathname.split("/").filter(Boolean);
  return decodeURIComponent(parts[parts.length - 1] || "");
}

export function tokenFromHash() {
  const m = location.hash.match(/seat=([A-Za-z0-9_-]+)/);
  return m ? m[1] : null;
}

// Small SVG icons for buttons, drawn rather than typed: every browser shows them the same way,
// whatever fonts are installed (U+23EE "⏮" is missing from Debian's default fonts).
const ICONS = {
  first: "M4 3h2.2v10H4zM13 3v10L6.6 8z",
  prev: "M12 3v10L4.5 8z",
  next: "M4 3v10l7.5-5z",
  last: "M9.8 3H12v10H9.8zM3 3v10l6.4-5z",
  play: "M4 2.5v11l9-5.5z",
  pause: "M4 3h3v10H4zM9 3h3v10H9z",
};

export function icon(name) {
  return svg("svg", { class: "icon", viewBox: "0 0 16 16", width: 16, height: 16, "aria-hidden": "true", "data-icon": name },
    svg("path", { d: ICONS[name], fill: "currentColor" }));
}
