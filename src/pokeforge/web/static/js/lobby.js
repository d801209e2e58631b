// The lobby: start a game (its parameters form is made from the game's JSON schema), hand out
// the secret seat links, and list recent games with who is seated and who is to act.
import { el, fetchJSON, seatName, toast, topbar } from "./dom.js";
import { describeSeat, outcomeText } from "./table.js";

const bar = topbar("Lobby");
bar.conn.hidden = true;
const gameSelect = el("select", { id: "game-select", name: "game" });
const paramsBox = el("div", { class: "form-grid", id: "params" });
const seatsBox = el("div", { class: "form-grid", id: "seats" });
const seatCount = el("select", { id: "seat-count" });
const seedInput = el("input", { type: "number", id: "seed", placeholder: "random", min: 0 });
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
        el("label", { class: "field" }, "Seed (optional)", seedInput),
        createBtn,
      ),
    ),
    el("section", { class: "card" }, el("h2", { text: "Games" }), gamesBox),
  ),
);

function schemaOf(slug) {
  return catalog.games.find((g) => g.slug === slug);
}

function resolve(schema, prop) {
  if (prop.$ref) {
    const name = prop.$ref.split("/").pop();
    return { ...(schema.$defs || {})[name], ...prop };
  }
  return prop;
}

function paramField(schema, name, propRaw, defaults) {
  const prop = resolve(schema, propRaw);
  const title = prop.title || name.replace(/_/g, " ");
  const def = defaults[name];
  let input;
  let choices = prop.enum || (prop.anyOf || []).filter((x) => "const" in x).map((x) => x.const);
  if (choices && choices.length) {
    input = el("select", { name, "data-param": name, "data-type": typeof choices[0] });
    for (const c of choices) input.append(el("option", { value: String(c), text: String(c), selected: c === def }));
  } else if (prop.type === "boolean") {
    input = el("select", { name, "data-param": name, "data-type": "boolean" },
      el("option", { value: "true", text: "yes", selected: def === true }),
      el("option", { value: "false", text: "no", selected: def === false }));
  } else if (prop.type === "integer" || prop.type === "number") {
    input = el("input", {
      type: "number", name, "data-param": name, "data-type": "number",
      value: def ?? "", min: prop.minimum ?? prop.exclusiveMinimum, max: prop.maximum ?? prop.exclusiveMaximum,
      step: prop.type === "integer" ? 1 : "any",
    });
  } else {
    input = el("input", { type: "text", name, "data-param": name, "data-type": "string", value: def ?? "" });
  }
  return el("label", { class: "field" }, title, input, prop.description ? el("span", { class: "help", text: prop.description }) : null);
}

function drawParams() {
  const g = schemaOf(gameSelect.value);
  paramsBox.replaceChildren();
  seatCount.replaceChildren();
  if (!g) return;
  const schema = g.params_schema || {};
  for (const [name, prop] of Object.entries(schema.properties || {})) {
    paramsBox.append(paramField(schema, name, prop, g.params_defaults || {}));
  }
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

function readParams() {
  const out = {};
  for (const input of paramsBox.querySelectorAll("[data-param]")) {
    const t = input.dataset.type;
    const v = input.value;
    if (v === "") continue;
    out[input.dataset.param] = t === "number" ? Number(v) : t === "boolean" ? v === "true" : v;
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
    };
    if (seedInput.value !== "") body.seed = Number(seedInput.value);
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
    gamesBox.replaceChildren(...(data.games.length ? data.games.map(gameItem) : [el("div", { class: "muted", text: "No games yet: start one!" })]));
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
