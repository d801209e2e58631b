// The lobby: start a game (its parameters form is made from the server's description of the
// game's parameters), hand out the secret seat links, and list the recent games their creators
// listed, with who is seated and who is to act.
import { el, fetchJSON, seatName, toast, topbar } from "./dom.js";
import { describeSeat, outcomeText } from "./table.js";

const bar = topbar("Lobby");
bar.conn.hidden = true;
const gameSelect = el("select", { id: "game-select", name: "game" });
const paramsBox = el("div", { class: "form-grid", id: "params" });
const seatsBox = el("div", { class: "form-grid", id: "seats" });
const seatCount = el("select", { id: "seat-count" });
const listedInput = el("input", { type: "checkbox", id: "listed", name: "listed" });
const createBtn = el("button", { class: "btn primary", id: "create", type: "submit", text: "Create game" });
const linksBox = el("section", { class: "card links-card", id: "links", hidden: true });
const gamesBox = el("div", { class: "games-list", id: "games" });

let catalog = { games: [], agents: [] };

document.body.append(
  bar.node,
  el(
    "main",
    { class: "lobby" },
    el(
      "section",
      { class: "card hero" },
      el("div", {}, el("h1", { text: "Play Pokémon tabletop games" }), el("p", { text: "Every rule enforced by the engine. Invite friends with a secret link per seat, fill the empty seats with AI, and watch any game live or as a replay." })),
    ),
    linksBox,
    el(
      "section",
      { class: "card", id: "new-game" },
      el("h2", { text: "New game" }),
      el(
        "form",
        { class: "form-grid", onsubmit: (ev) => { ev.preventDefault(); create(); } },
        el("label", { class: "field" }, "Game", gameSelect),
        paramsBox,
        el("label", { class: "field" }, "Players", seatCount),
        seatsBox,
        el("label", { class: "check" }, listedInput, el("span", {}, "List in the lobby", el("span", { class: "help", text: "Anyone visiting this page can then watch it. Unlisted games are found only through their links." }))),
        createBtn,
      ),
    ),
    el("section", { class: "card" }, el("h2", { text: "Listed games" }), gamesBox),
  ),
);

function schemaOf(slug) {
  return catalog.games.find((g) => g.slug === slug);
}

// A parameter's label: its name in words ("league_call_round" → "League call round").
function labelOf(name) {
  const words = name.replace(/_/g, " ").replace(/(\D)(\d+)$/, "$1 $2");
  return words.charAt(0).toUpperCase() + words.slice(1);
}

// One form field per parameter, from the server's description of it (pokeforge.core.describe_params):
// bool → yes/no, int → number within min/max, choice → its values, int_list → comma-separated
// numbers (the game's own parameter parsing reads them), str → text.
function paramField(p) {
  const name = p.name;
  const common = { name, id: `param-${name}`, "data-param": name, "data-type": p.type };
  let input;
  if (p.type === "choice") {
    input = el("select", common);
    p.choices.forEach((c, i) => input.append(el("option", { value: String(i), text: c === "" ? "(none)" : String(c), selected: c === p.default })));
  } else if (p.type === "bool") {
    input = el("select", common,
      el("option", { value: "true", text: "yes", selected: p.default === true }),
      el("option", { value: "false", text: "no", selected: p.default === false }));
  } else if (p.type === "int") {
    input = el("input", { ...common, type: "number", step: 1, value: p.default ?? "", min: p.min, max: p.max, inputmode: "numeric" });
  } else if (p.type === "int_list") {
    input = el("input", { ...common, type: "text", value: (p.default || []).join(","), pattern: "\\s*\\d+(\\s*,\\s*\\d+)*\\s*", placeholder: "e.g. 1,2,3", inputmode: "numeric" });
  } else {
    input = el("input", { ...common, type: "text", value: p.default ?? "" });
  }
  let bounds = "";
  if (p.type === "int" && p.min !== undefined && p.max !== undefined) bounds = ` (${p.min}–${p.max})`;
  else if (p.type === "int" && p.min !== undefined) bounds = ` (${p.min} or more)`;
  else if (p.type === "int" && p.max !== undefined) bounds = ` (at most ${p.max})`;
  else if (p.type === "int_list") bounds = " (comma-separated numbers)";
  const help = `${p.help || ""}${bounds}`.trim();
  return el("label", { class: "field", for: `param-${name}` }, labelOf(name), input, help ? el("span", { class: "help", text: help }) : null);
}

function drawParams() {
  const g = schemaOf(gameSelect.value);
  paramsBox.replaceChildren();
  seatCount.replaceChildren();
  if (!g) return;
  for (const p of g.params || []) paramsBox.append(paramField(p));
  for (let n = g.min_seats; n <= g.max_seats; n++) {
    seatCount.append(el("option", { value: n, text: String(n), selected: n === g.default_seats }));
  }
  drawSeats();
}

function drawSeats() {
  const n = Number(seatCount.value || 0);
  const old = [...seatsBox.querySelectorAll("select")].map((s) => s.value);
  seatsBox.replaceChildren();
  for (let i = 0; i < n; i++) {
    const sel = el("select", { "data-seat": i, name: `seat-${i}` }, el("option", { value: "human", text: "Human (secret link)" }));
    for (const a of catalog.agents) sel.append(el("option", { value: a, text: `AI: ${a}` }));
    sel.value = old[i] || (i === 0 ? "human" : catalog.agents.includes("greedy") ? "greedy" : "human");
    seatsBox.append(el("div", { class: "seat-row" }, el("span", { class: "who", text: seatName(i) }), sel));
  }
}

// Whether a value read from the form is the parameter's default (an int_list compared as text).
function isDefault(p, value) {
  if (p.type === "int_list") return value.replace(/\s+/g, "") === (p.default || []).join(",");
  return value === p.default;
}

// The values the form shows that differ from their defaults, as the game's own parameter parsing
// reads them (an int_list as the text typed, "1,9"). Defaults are left to the game, so that a
// value one parameter implies is not contradicted by another's default (sinnoh: campaign=heart
// plays mode=journey, and the form's mode=battle would refuse it).
function readParams() {
  const g = schemaOf(gameSelect.value);
  const out = {};
  for (const p of (g && g.params) || []) {
    const input = paramsBox.querySelector(`[data-param="${p.name}"]`);
    if (!input) continue;
    let value;
    if (p.type === "choice") value = p.choices[Number(input.value)];
    else if (p.type === "bool") value = input.value === "true";
    else if (p.type === "int") {
      if (input.value.trim() === "") continue;
      value = Number(input.value);
    } else if (p.type === "int_list") value = input.value.trim();
    else value = input.value;
    if (isDefault(p, value)) continue;
    out[p.name] = value;
  }
  return out;
}

async function create() {
  createBtn.disabled = true;
  try {
    const body = {
      game: gameSelect.value,
      params: readParams(),
      seats: [...seatsBox.querySelectorAll("select")].map((s) => s.value),
      listed: listedInput.checked,
    };
    const res = await fetchJSON("/api/games", { method: "POST", body: JSON.stringify(body) });
    showLinks(res);
    refreshGames();
  } catch (e) {
    toast(e.message);
  } finally {
    createBtn.disabled = false;
  }
}

function linkRow(label, path, primary) {
  const url = new URL(path, location.href).href;
  return el(
    "div",
    { class: "link-row" },
    el("span", { class: "lbl", text: label }),
    el("button", {
      class: "btn small", type: "button", text: "Copy",
      onclick: async () => {
        try { await navigator.clipboard.writeText(url); toast("Link copied", "info"); } catch (e) { toast(url, "info"); }
      },
    }),
    el("a", { class: `btn small${primary ? " primary" : ""}`, href: url, target: "_blank", rel: "noopener", text: "Open" }),
    el("span", { class: "url", text: url }),
  );
}

function showLinks(res) {
  const rows = [];
  for (const [seat, path] of Object.entries(res.links.seats)) rows.push(linkRow(`${seatName(Number(seat))} — secret link`, path, true));
  rows.push(linkRow("Spectators", res.links.spectator, false));
  linksBox.hidden = false;
  linksBox.replaceChildren(
    el("h2", { text: "Your game is ready" }),
    el("div", { class: "links", id: "created" },
      el("div", { class: "muted", text: "Send each player their own link: it is their seat's key, keep it secret. Anyone with the spectator link can watch." }),
      rows),
  );
  linksBox.scrollIntoView({ behavior: "smooth", block: "nearest" });
}

function gameItem(g) {
  const toAct = new Set(g.to_act || []);
  const seats = el("div", { class: "seats" }, g.seats.map((s) =>
    el("span", { class: `seat-chip${toAct.has(s.seat) && g.status !== "finished" ? " turn" : ""}`, title: describeSeat(s) },
      el("span", { class: `dot${s.online || s.kind === "agent" ? " on" : ""}` }),
      `${s.label}: ${s.kind === "agent" ? `AI ${s.agent}` : "human"}`)));
  let state;
  if (g.status === "finished") state = el("span", { class: "pill done", text: g.outcome ? `${outcomeText(g.outcome, null)}` : "finished" });
  else state = el("span", { class: "pill live", text: toAct.size ? `to act: ${[...toAct].map(seatName).join(", ")}` : "live" });
  const acts = el("div", { class: "acts" },
    el("a", { class: "btn small", href: g.links.watch, text: g.status === "finished" ? "Final position" : "Watch" }),
    g.links.replay ? el("a", { class: "btn small", href: g.links.replay, text: "Replay" }) : null,
    g.links.record ? el("a", { class: "btn small", href: g.links.record, download: "", text: "Record" }) : null);
  return el("div", { class: "game-item", "data-game": g.id },
    el("div", {}, el("span", { class: "name", text: g.title }), " ", state, " ", el("span", { class: "muted", text: `· ${g.version} actions` })),
    acts, seats);
}

async function refreshGames() {
  try {
    const data = await fetchJSON("/api/games?limit=30");
    gamesBox.replaceChildren(...(data.games.length ? data.games.map(gameItem) : [el("div", { class: "muted", text: "No listed games yet: start one and tick “List in the lobby”." })]));
  } catch (e) {
    gamesBox.replaceChildren(el("div", { class: "muted", text: `Could not list games: ${e.message}` }));
  }
}

async function init() {
  try {
    catalog = await fetchJSON("/api/catalog");
  } catch (e) {
    toast(e.message);
    return;
  }
  for (const g of catalog.games) gameSelect.append(el("option", { value: g.slug, text: g.title }));
  const preferred = catalog.games.find((g) => g.slug === "tactics");
  if (preferred) gameSelect.value = "tactics";
  gameSelect.addEventListener("change", drawParams);
  seatCount.addEventListener("change", drawSeats);
  drawParams();
  refreshGames();
  setInterval(refreshGames, 5000);
}

init();
