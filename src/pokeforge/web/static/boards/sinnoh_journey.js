// The Legends of Sinnoh journey (campaign=heart) in SVG: the region's hex map from the view's
// ``map`` (tiles shaded by biome, lighter the higher they lie, tinted by climate; places drawn as
// icons: villages in their table colour, Apricorn Trees and Reefs with their tier, shrines and the
// Origin Shrine, lakes and caverns, legendary locations, Distortion Gates, the Temple and the
// Hall), the trainers' tokens in their seat colours, Team Galactic Grunts on villages, and any
// other token the view lists on a tile (see ``extraTokens``: hidden spots face down or revealed,
// legendary and god tokens…). Beside it every trainer's public information (Journey Points,
// score, party, bag); under it the seat's own trainer in full and the offered Ginkgo Trades.
//
// Clicking: a neighbouring tile the seat may step to (yellow), a village to make home (gold) or
// to fly to (dashed cyan, a menu of the Apricorn to discard), the seat's own tile for what can be
// done there (search, restore, Ginkgo Trades, challenges); the starters and the Pokémon a search
// drew as buttons on the board. While a battle runs, the sinnoh arena (sinnoh.js) is drawn above
// the map with the battle's own view. The decision panel keeps every legal action as a button.
// Everything is drawn from the view and the action infos; nothing else is read.
import { el, seatColour, seatName, svg } from "../js/dom.js";

const S = 10; // a hex's radius in view units
const SQ3 = Math.sqrt(3);
const BIOME = { Forest: "#2e6b3c", Plains: "#7fae4e", Mountain: "#86745f", Ocean: "#2b67a0", Ruins: "#6f5d7e" };
const CLIMATE_TINT = { Cold: ["#d8e8ff", 0.2], Warm: ["#ffc978", 0.14], Temperate: ["#ffffff", 0], Space: ["#8a5cff", 0.35] };
const TABLE_COLOUR = {
  White: "#f4f6fb", Brown: "#8b5a2b", Red: "#e8474f", Orange: "#ff9f43", Yellow: "#f5d142", Green: "#3ecf7a",
  Teal: "#22c3c3", Blue: "#3f8cff", Purple: "#b26bff", Pink: "#f59ac8",
};
const APRICORN = { red: "#e8474f", blue: "#3f8cff", yellow: "#f5d142", pink: "#f59ac8", green: "#3ecf7a", white: "#f4f6fb", black: "#2b2f3a" };
const TYPE_COLOUR = {
  normal: "#a8a77a", fire: "#ee8130", water: "#6390f0", electric: "#f7d02c", grass: "#7ac74c", ice: "#96d9d6",
  fighting: "#c22e28", poison: "#a33ea1", ground: "#e2bf65", flying: "#a98ff3", psychic: "#f95587", bug: "#a6b91a",
  rock: "#b6a136", ghost: "#735797", dragon: "#6f35fc", dark: "#705746", steel: "#b7b7ce", fairy: "#d685ad",
};
const KIND_WORDS = {
  village: "Village", ultra_megalopolis: "Ultra Megalopolis", apricorn_tree: "Apricorn Tree", apricorn_reef: "Apricorn Reef",
  shrine: "Shrine", origin_shrine: "Origin Shrine", lake: "Lake", lake_cavern: "Lake Cavern",
  legendary_location: "Legendary location", distortion_gate: "Distortion Gate", temple_of_sinnoh: "Temple of Sinnoh",
  hall_of_origin: "Hall of Origin", ultra_burst: "the Ultra Burst",
};
// the view's entries this board draws by name; any other entry holding tiles is drawn as tokens
const KNOWN = new Set([
  "game", "mode", "campaign", "region", "map", "seat", "round", "max_rounds", "phase", "to_act", "turn", "choosers",
  "order", "trainers", "decks", "discards", "search", "ginkgo", "grunts", "battle", "pending", "log", "outcome",
]);
// actions done where the seat stands: clicking its own tile offers them
const HERE = new Set(["search", "restore", "ginkgo", "challenge"]);
const TILE_RE = /^-?\d+,-?\d+$/;

function axial(at) {
  const [q, r] = at.split(",").map(Number);
  return [S * SQ3 * (q + r / 2), S * 1.5 * r];
}

function hexPoints(cx, cy, r) {
  const pts = [];
  for (let k = 0; k < 6; k++) {
    const a = (Math.PI / 180) * (60 * k + 30);
    pts.push(`${(cx + r * Math.cos(a)).toFixed(2)},${(cy + r * Math.sin(a)).toFixed(2)}`);
  }
  return pts.join(" ");
}

function mix(hex, other, t) {
  const a = parseInt(hex.slice(1), 16);
  const b = parseInt(other.slice(1), 16);
  const ch = (n, s) => (n >> s) & 255;
  const out = [16, 8, 0].map((s) => Math.round(ch(a, s) + (ch(b, s) - ch(a, s)) * t));
  return `#${out.map((v) => v.toString(16).padStart(2, "0")).join("")}`;
}

function tileFill(biome, climate, elevation) {
  let c = BIOME[biome] || "#56637e";
  const [tint, amount] = CLIMATE_TINT[climate] || ["#ffffff", 0];
  if (amount) c = mix(c, tint, amount);
  return mix(c, "#ffffff", Math.min(0.09 * elevation, 0.55));
}

function words(s) {
  return String(s).replace(/_/g, " ");
}

// The map's tiles as objects, whatever columns the view names.
function tilesOf(map) {
  const cols = map.tile_fields || ["at", "biome", "climate", "elevation"];
  return map.tiles.map((row) => Object.fromEntries(cols.map((c, i) => [c, row[i]])));
}

// Tokens the view lists on tiles besides the trainers and the Grunts: any entry (not drawn by
// name above) holding objects with a ``tile`` or ``at`` ("q,r"), or an object keyed by tiles,
// one or two levels deep. A token is face down when it says so (face_down, hidden, revealed:
// false, face: "down") or is listed under a ``face_down`` entry. Returns [{key, tile, item, down, label}].
export function extraTokens(view) {
  const out = [];
  const add = (key, tile, item) => {
    const obj = item && typeof item === "object" ? item : { value: item };
    // a token listed under a ``face_down`` entry (the hidden spots' view) is face down too
    const down = /(^|\.)face_down$/.test(key) || obj.face_down === true || obj.hidden === true || obj.revealed === false || obj.face === "down";
    const name = obj.name || obj.legendary || obj.god || obj.token || obj.kind || obj.type || obj.value;
    out.push({ key, tile, item: obj, down, label: down ? "?" : String(name ?? key) });
  };
  const visit = (key, value, depth) => {
    if (value === null || typeof value !== "object" || depth > 2) return;
    if (Array.isArray(value)) {
      for (const item of value) {
        if (item && typeof item === "object" && !Array.isArray(item)) {
          const tile = typeof item.tile === "string" ? item.tile : typeof item.at === "string" ? item.at : null;
          if (tile && TILE_RE.test(tile)) add(key, tile, item);
          else visit(key, item, depth + 1);
        }
      }
      return;
    }
    for (const [k, v] of Object.entries(value)) {
      if (TILE_RE.test(k)) {
        if (Array.isArray(v)) v.forEach((item) => add(key, k, item));
        else add(key, k, v);
      } else if (typeof v === "object" && v !== null) {
        visit(`${key}.${k}`, v, depth + 1);
      }
    }
  };
  for (const [key, value] of Object.entries(view)) {
    if (!KNOWN.has(key)) visit(key, value, 0);
  }
  return out;
}

// The seat's actions by the tile they concern (step, home, fly, a trainer card's tile actions;
// the "here" ones on its own tile).
function actionsByTile(pic, places, ctx) {
  const out = new Map();
  if (!ctx.act) return out;
  const me = pic.seat !== null && pic.seat !== undefined ? pic.view.trainers[pic.seat] : null;
  const put = (tile, info, how) => {
    if (!tile) return;
    if (!out.has(tile)) out.set(tile, { infos: [], how: new Set() });
    out.get(tile).infos.push(info);
    out.get(tile).how.add(how);
  };
  for (const info of pic.actions || []) {
    const verb = info.kind;
    if (verb === "step" || verb === "run") put(info.tile, info, "step");
    else if (info.tile) put(info.tile, info, "card"); // a trainer card's action on a tile
    else if (verb === "home") {
      const p = places.get(info.text.split(" ")[1]);
      put(p && p.tile, info, "home");
    } else if (verb === "fly") {
      const p = places.get(info.place);
      put(p && p.tile, info, "fly");
    } else if (HERE.has(verb) && me && me.at) put(me.at, info, "here");
  }
  return out;
}

function star(cx, cy, r, attrs) {
  const pts = [];
  for (let k = 0; k < 10; k++) {
    const a = (Math.PI / 5) * k - Math.PI / 2;
    const rr = k % 2 ? r * 0.45 : r;
    pts.push(`${(cx + rr * Math.cos(a)).toFixed(2)},${(cy + rr * Math.sin(a)).toFixed(2)}`);
  }
  return svg("polygon", { points: pts.join(" "), ...attrs });
}

function letter(cx, cy, text, size, fill) {
  return svg("text", { x: cx, y: cy + size * 0.36, "text-anchor": "middle", "font-size": size, "font-weight": 800, fill, "pointer-events": "none", text });
}

// One place's icon at the centre of its tile.
function placeIcon(p, cx, cy) {
  const g = svg("g", { class: "place", "data-place": p.id, "data-kind": p.kind, "pointer-events": "none" });
  const ink = "#10151f";
  switch (p.kind) {
    case "village":
    case "ultra_megalopolis": {
      const c = TABLE_COLOUR[p.seat] || "#f4f6fb";
      g.append(svg("path", { d: `M ${cx - 5} ${cy + 4} V ${cy - 1} L ${cx} ${cy - 6} L ${cx + 5} ${cy - 1} V ${cy + 4} Z`, fill: c, stroke: ink, "stroke-width": 1 }));
      g.append(svg("rect", { x: cx - 1.3, y: cy + 0.5, width: 2.6, height: 3.5, fill: ink }));
      if (p.kind === "ultra_megalopolis") g.append(letter(cx, cy - 1, "U", 4, ink));
      break;
    }
    case "apricorn_tree":
      g.append(svg("rect", { x: cx - 1, y: cy + 1, width: 2, height: 4.5, fill: "#5a3b1e" }));
      g.append(svg("circle", { cx, cy: cy - 1.5, r: 4.6, fill: "#1f4f26", stroke: p.warped ? "#c57bff" : "#cde8c4", "stroke-width": 0.8, "stroke-dasharray": p.warped ? "1.5 1" : null }));
      g.append(letter(cx, cy - 1.5, String(p.tier), 5, "#ffe27a"));
      break;
    case "apricorn_reef":
      g.append(svg("path", { d: `M ${cx - 5} ${cy + 3} Q ${cx - 3} ${cy - 5} ${cx} ${cy + 1} Q ${cx + 3} ${cy - 5} ${cx + 5} ${cy + 3} Z`, fill: "#ff8a80", stroke: ink, "stroke-width": 0.7 }));
      g.append(letter(cx, cy - 3.6, String(p.tier), 4.6, "#fff3c2"));
      break;
    case "shrine":
      g.append(svg("rect", { x: cx - 5, y: cy - 4, width: 10, height: 1.8, fill: "#d9434e" }));
      g.append(svg("rect", { x: cx - 3.6, y: cy - 2.2, width: 1.4, height: 6.4, fill: "#d9434e" }));
      g.append(svg("rect", { x: cx + 2.2, y: cy - 2.2, width: 1.4, height: 6.4, fill: "#d9434e" }));
      break;
    case "origin_shrine":
      g.append(svg("circle", { cx, cy, r: 6.4, fill: "#fff3c2", stroke: "#d9b44a", "stroke-width": 1.4 }));
      g.append(star(cx, cy, 4.8, { fill: "#d9b44a" }));
      break;
    case "lake":
      g.append(svg("ellipse", { cx, cy, rx: 6, ry: 3.8, fill: "#7fd3f0", stroke: "#eaf8ff", "stroke-width": 0.9 }));
      g.append(letter(cx, cy, "L", 4.4, "#0e3550"));
      break;
    case "lake_cavern":
      g.append(svg("path", { d: `M ${cx - 5} ${cy + 4} A 5 6 0 0 1 ${cx + 5} ${cy + 4} Z`, fill: "#25203a", stroke: "#b9a8ff", "stroke-width": 0.8 }));
      break;
    case "legendary_location":
      g.append(star(cx, cy, 5.6, { fill: "#ffcb05", stroke: ink, "stroke-width": 0.7 }));
      break;
    case "distortion_gate":
      g.append(svg("circle", { cx, cy, r: 5.2, fill: "#2a1740", stroke: "#c57bff", "stroke-width": 1.4 }));
      g.append(svg("circle", { cx, cy, r: 2.4, fill: "none", stroke: "#c57bff", "stroke-width": 1 }));
      break;
    default: {
      g.append(svg("polygon", { points: hexPoints(cx, cy, 5.4), fill: "#f4f6fb", stroke: "#d9b44a", "stroke-width": 1 }));
      g.append(letter(cx, cy, (KIND_WORDS[p.kind] || p.kind).replace(/^the /, "").charAt(0).toUpperCase(), 5, ink));
    }
  }
  return g;
}

function placeTitle(p) {
  const bits = [p.name];
  if (p.kind === "apricorn_tree" || p.kind === "apricorn_reef") bits.push(`tier ${p.tier}${p.warped ? ", warped" : ""}`);
  if (p.seat) bits.push(`${p.seat} seat`);
  if (p.starters) bits.push(`starters ${p.starters.join(" or ")}`);
  if (p.legendary) bits.push(`legendary: ${[].concat(p.legendary).join(", ")}`);
  if (p.artifact) bits.push(`artifact: ${p.artifact}`);
  if (p.gate) bits.push(`${p.gate} Gate (${p.biome})`);
  if (p.commander) bits.push(`Commander ${p.commander}, Shard of ${p.shard}`);
  return bits.join(" · ");
}

function hookClick(node, infos, title, ctx, container) {
  node.setAttribute("data-actions", infos.map((i) => i.text).join("|"));
  node.setAttribute("style", "cursor:pointer");
  node.addEventListener("click", (ev) => {
    ev.stopPropagation();
    if (infos.length === 1) return ctx.act(infos[0].text);
    const box = container.getBoundingClientRect();
    return ctx.menu(ev.clientX - box.left + 6, ev.clientY - box.top + 6, title, infos);
  });
}

function drawMap(pic, ctx, container) {
  const view = pic.view;
  const map = view.map;
  const tiles = tilesOf(map);
  const places = new Map(map.places.map((p) => [p.id, p]));
  const placeAt = new Map(map.places.map((p) => [p.tile, p]));
  let minX = Infinity, maxX = -Infinity, minY = Infinity, maxY = -Infinity;
  for (const t of tiles) {
    const [x, y] = axial(t.at);
    minX = Math.min(minX, x); maxX = Math.max(maxX, x); minY = Math.min(minY, y); maxY = Math.max(maxY, y);
  }
  const pad = S * 1.2;
  const legendH = 16;
  const vx = minX - pad;
  const vy = minY - pad;
  const vw = maxX - minX + 2 * pad;
  const vh = maxY - minY + 2 * pad + legendH;
  const root = svg("svg", {
    class: "board journey-map", viewBox: `${vx.toFixed(1)} ${vy.toFixed(1)} ${vw.toFixed(1)} ${vh.toFixed(1)}`, role: "img",
    "aria-label": `${map.name}: the journey's map`, "data-board": "sinnoh", "data-mode": "journey", "data-phase": view.phase,
  });
  root.append(svg("rect", { x: vx, y: vy, width: vw, height: vh, rx: 8, fill: "#12324f" }));
  const acts = actionsByTile(pic, places, ctx);
  const gTiles = svg("g", { class: "tiles" });
  const gPlaces = svg("g", { class: "places" });
  const gMarks = svg("g", { class: "marks" });
  for (const t of tiles) {
    const [cx, cy] = axial(t.at);
    const place = placeAt.get(t.at);
    const here = acts.get(t.at);
    const poly = svg("polygon", { points: hexPoints(cx, cy, S - 0.3), fill: tileFill(t.biome, t.climate, t.elevation), stroke: "#0c2236", "stroke-width": 0.6 });
    const tip = `${t.at} · ${t.biome}, ${t.climate}, elevation ${t.elevation}${place ? ` · ${placeTitle(place)}` : ""}${here ? `\n${here.infos.map((i) => i.label).join("\n")}` : ""}`;
    const g = svg("g", { class: "hex", "data-tile": t.at, "data-biome": t.biome }, svg("title", { text: tip }), poly);
    if (t.elevation >= 3 && !place) {
      g.append(svg("path", { d: `M ${cx - 3.5} ${cy + 2.5} L ${cx} ${cy - 3} L ${cx + 3.5} ${cy + 2.5} Z`, fill: "rgba(255,255,255,0.35)", "pointer-events": "none" }));
    }
    if (here) {
      const how = here.how;
      const colour = how.has("home") ? "#ffcb05" : how.has("step") ? "#ffe27a" : how.has("fly") ? "#7fe7ff" : "#ffffff";
      gMarks.append(svg("polygon", {
        points: hexPoints(cx, cy, S - 1.2), fill: "none", stroke: colour, "stroke-width": 1.6, "pointer-events": "none",
        "stroke-dasharray": how.has("fly") && !how.has("step") ? "2.5 1.5" : null, class: "target-ring",
      }));
      g.classList.add("clickable");
      hookClick(g, here.infos, place ? place.name : `Tile ${t.at}`, ctx, container);
    }
    gTiles.append(g);
    if (place) {
      gPlaces.append(placeIcon(place, cx, cy));
      if (place.kind === "village" || place.kind === "ultra_megalopolis" || place.kind === "origin_shrine" || place.kind === "lake") {
        gPlaces.append(svg("text", {
          x: cx, y: cy + 8, "text-anchor": "middle", "font-size": 3.3, "font-weight": 700, fill: "#f4f6fb",
          stroke: "#10151f", "stroke-width": 0.7, "paint-order": "stroke", "pointer-events": "none", class: "place-label",
          text: place.name.replace(/ Village$/, ""),
        }));
      }
    }
  }
  root.append(gTiles, gPlaces, gMarks);
  // Team Galactic Grunts on villages
  const gGrunts = svg("g", { class: "grunts" });
  for (const id of view.grunts || []) {
    const p = places.get(id);
    if (!p) continue;
    const [cx, cy] = axial(p.tile);
    gGrunts.append(svg("g", { class: "grunt", "data-place": id },
      svg("title", { text: `Team Galactic Grunts occupy ${p.name}: no flying to or from it` }),
      svg("circle", { cx: cx + 5.2, cy: cy - 5.2, r: 3, fill: "#3a4a66", stroke: "#c9d5ec", "stroke-width": 0.6 }),
      letter(cx + 5.2, cy - 5.2, "G", 3.6, "#eef2fb")));
  }
  root.append(gGrunts);
  // other tokens the view lists on tiles
  const extra = extraTokens(view);
  const gExtra = svg("g", { class: "tokens" });
  const perTile = new Map();
  for (const tok of extra) {
    if (!TILE_RE.test(tok.tile)) continue;
    const k = perTile.get(tok.tile) || 0;
    perTile.set(tok.tile, k + 1);
    const [cx, cy] = axial(tok.tile);
    const x = cx - 6 + k * 4.2;
    const y = cy + 2.2;
    if (tok.key === "ultra.tokens" && !tok.down) {
      // an Ultra Beast (magenta) or Necrozma (black and gold): bigger, two letters of its name
      const necro = tok.item.kind === "ultra_burst";
      const ux = cx - 5 + k * 4.6;
      const uy = cy + 2.6;
      gExtra.append(svg("g", { class: `token ultra-token ${necro ? "ultra-burst" : "ultra-beast"}`, "data-token": tok.key, "data-tile": tok.tile, "data-name": tok.label, "pointer-events": "none" },
        svg("title", { text: `${necro ? "Necrozma, the Ultra Burst" : "Ultra Beast"}: ${tok.label} at ${tok.tile}` }),
        svg("circle", { cx: ux, cy: uy, r: 2.9, fill: necro ? "#15101f" : "#c2187a", stroke: necro ? "#ffcb05" : "#ffd6ef", "stroke-width": 0.6 }),
        letter(ux, uy, tok.label.slice(0, 2), 2.6, necro ? "#ffcb05" : "#ffffff")));
      continue;
    }
    const details = Object.entries(tok.item).filter(([f]) => f !== "tile" && f !== "at").map(([f, v]) => `${f}: ${typeof v === "object" ? JSON.stringify(v) : v}`).join(", ");
    // a Hidden Spot says so and which back it shows; other tokens name the view's entry
    const title = tok.key === "spots.face_down" && tok.item.back
      ? `Hidden Spot (face down, ${tok.item.back} back)`
      : `${words(tok.key.replace(/\./g, " "))}${tok.down ? " (face down)" : ""}: ${details}`;
    gExtra.append(svg("g", { class: `token${tok.down ? " face-down" : ""}`, "data-token": tok.key, "data-tile": tok.tile, "pointer-events": "none" },
      svg("title", { text: title }),
      svg("rect", { x: x - 2, y: y - 2, width: 4, height: 4, rx: 0.8, fill: tok.down ? "#3b2a55" : "#fff3c2", stroke: tok.down ? "#c57bff" : "#d9b44a", "stroke-width": 0.5 }),
      letter(x, y, tok.down ? "?" : tok.label.slice(0, 1).toUpperCase(), 3, tok.down ? "#e6d8ff" : "#10151f")));
  }
  root.append(gExtra);
  // the trainers
  const gTrainers = svg("g", { class: "trainers" });
  const onTile = new Map();
  view.trainers.forEach((t) => {
    if (!t.at) return;
    if (!onTile.has(t.at)) onTile.set(t.at, []);
    onTile.get(t.at).push(t);
  });
  for (const [at, list] of onTile) {
    const [cx, cy] = axial(at);
    list.forEach((t, k) => {
      const n = list.length;
      const dx = 3 + (n === 1 ? 0 : (k - (n - 1) / 2) * 4.6);
      const mine = t.seat === pic.seat;
      const active = view.turn && view.turn.seat === t.seat;
      gTrainers.append(svg("g", { class: `trainer-token${mine ? " mine" : ""}`, "data-seat": t.seat, "data-tile": at, "pointer-events": "none" },
        svg("title", { text: `${seatName(t.seat)}${mine ? " (you)" : ""} at ${at}` }),
        active ? svg("circle", { cx: cx + dx, cy: cy - 3.5, r: 5.2, fill: "none", stroke: "#ffcb05", "stroke-width": 1 }) : null,
        svg("circle", { cx: cx + dx, cy: cy - 3.5, r: 4.1, fill: seatColour(t.seat), stroke: mine ? "#ffffff" : "#10151f", "stroke-width": mine ? 1.1 : 0.8 }),
        letter(cx + dx, cy - 3.5, String(t.seat + 1), 4.6, "#ffffff")));
    });
  }
  root.append(gTrainers);
  root.append(legend(vx + 4, maxY + pad + 2, vw));
  return root;
}

function legend(x, y, width) {
  const g = svg("g", { class: "legend", transform: `translate(${x},${y})`, "pointer-events": "none" });
  let cx = 0;
  for (const [name, colour] of Object.entries(BIOME)) {
    g.append(svg("rect", { x: cx, y: 0, width: 5, height: 5, rx: 1, fill: colour }));
    g.append(svg("text", { x: cx + 6.5, y: 4.4, "font-size": 4.2, fill: "#c9d5ec", text: name }));
    cx += 10 + name.length * 2.6;
  }
  g.append(svg("rect", { x: cx, y: 0, width: 5, height: 5, fill: tileFill("Plains", "Temperate", 0) }));
  g.append(svg("rect", { x: cx + 5, y: 0, width: 5, height: 5, fill: tileFill("Plains", "Temperate", 3) }));
  g.append(svg("rect", { x: cx + 10, y: 0, width: 5, height: 5, fill: tileFill("Plains", "Temperate", 6) }));
  g.append(svg("text", { x: cx + 17, y: 4.4, "font-size": 4.2, fill: "#c9d5ec", text: "higher = lighter" }));
  cx += 52;
  g.append(svg("text", { x: Math.max(cx, width - 150), y: 4.4, "font-size": 4.2, fill: "#9fb0cf", text: "tree/reef: tier · ★ legendary · ⊚ gate · L lake · click a ringed tile" }));
  return g;
}

// ---- the panels (HTML) ------------------------------------------------------------------------

function chip(text, colour, title) {
  return el("span", { class: "sj-chip", style: `background:${colour}`, title: title || text, text });
}

function bagRow(t) {
  const row = el("span", { class: "sj-bag", "data-bag": "" });
  for (const [colour, n] of Object.entries(t.bag)) {
    if (!n) continue;
    row.append(el("span", { class: "sj-apricorn", title: `${n} ${colour} Apricorn${n > 1 ? "s" : ""}`, "data-colour": colour },
      el("i", { style: `background:${APRICORN[colour] || "#888"}` }), String(n)));
  }
  if (!row.childNodes.length) row.append(el("span", { class: "muted", text: "no Apricorns" }));
  return row;
}

function countList(list) {
  const counts = new Map();
  for (const x of list) counts.set(x, (counts.get(x) || 0) + 1);
  return [...counts].map(([x, n]) => `${words(x)}${n > 1 ? ` ×${n}` : ""}`).join(", ");
}

function monCard(mon, slot) {
  const left = Math.max(0, mon.health - mon.damage);
  const frac = mon.health ? Math.max(0, left) / mon.health : 0;
  const colour = frac > 0.5 ? "#3ecf7a" : frac > 0.25 ? "#f5c542" : "#e8474f";
  return el("div", { class: `sj-mon${mon.fainted ? " fainted" : ""}`, "data-slot": slot, "data-card": mon.card },
    el("div", { class: "sj-mon-head" }, el("b", { text: mon.name }), el("span", { class: "muted small", text: ` ${mon.tier}` })),
    el("div", {}, mon.types.map((ty) => chip(ty.toUpperCase(), TYPE_COLOUR[ty] || "#888"))),
    el("div", { class: "sj-hp", title: `${left}/${mon.health} health` }, el("i", { style: `width:${Math.round(frac * 100)}%;background:${colour}` })),
    el("div", { class: "small", text: `${left}/${mon.health}${mon.fainted ? " · fainted" : ""}${mon.statuses.length ? ` · ${mon.statuses.join(", ")}` : ""}` }),
    el("div", { class: "small muted", text: mon.moves.join(", ") }),
    mon.item ? el("div", { class: "small", text: `holds ${words(mon.item)}${mon.item2 ? ` and ${words(mon.item2)}` : ""}` }) : null,
    mon.evolve_into && mon.evolve_into.length && mon.evolve_cost !== null
      ? el("div", { class: "small muted", text: `evolves (${mon.evolve_cost} JP): ${mon.evolve_into.join(", ")}` }) : null);
}

// A trainer's progress through the objectives (the Heart of Sinnoh's acts; not the Ultra Burst),
// as the terminal says it: home village liberated or occupied, Shards, the Heart, Cyrus.
function objectivesLine(view, t) {
  const o = t.objectives;
  if (!o || (view.ultra && view.ultra.active)) return null;
  const parts = [];
  if (view.act && view.act.id && t.home) parts.push(o.liberated ? "village liberated" : "village occupied");
  const cap = (s) => s.charAt(0).toUpperCase() + s.slice(1);
  parts.push(`Shards ${o.shards.length}/3${o.shards.length ? ` (${o.shards.map(cap).join(", ")})` : ""}`);
  if (o.heart) parts.push("Heart restored");
  if (o.cyrus) parts.push("defeated Cyrus");
  if (o.out) parts.push("out of the game");
  return el("div", { class: "small sj-objectives", text: `Objectives: ${parts.join(" · ")}` });
}

function trainerSummary(view, t, pic, places) {
  const home = places.get(t.home);
  const where = t.place ? (places.get(t.place) || {}).name || t.place : t.at || "—";
  const flags = [t.defeated ? "out of Pokémon" : "", t.immune ? "immune" : "", t.infused ? "Infused Stew" : "", t.allure ? "Alluring Stew" : ""].filter(Boolean);
  const active = view.turn && view.turn.seat === t.seat;
  return el("div", { class: `sj-trainer${active ? " active" : ""}${t.seat === pic.seat ? " mine" : ""}`, "data-seat": t.seat },
    el("div", { class: "sj-trainer-head" },
      el("span", { class: "sj-dot", style: `background:${seatColour(t.seat)}` }),
      el("b", { text: `${seatName(t.seat)}${t.seat === pic.seat ? " (you)" : ""}` }),
      el("span", { class: "muted small", text: home ? ` ${home.name.replace(/ Village$/, "")}` : " no home yet" })),
    el("div", { class: "small", "data-jp": t.journey_points, text: `JP ${t.journey_points} · score ${t.score} · caught ${t.captured} · at ${where}` }),
    t.party.length
      ? el("div", { class: "small" }, t.party.map((m, i) => el("span", { class: `sj-party-name${m.fainted ? " fainted" : ""}`, text: `${i ? ", " : ""}${m.name} ${Math.max(0, m.health - m.damage)}/${m.health}` })))
      : null,
    el("div", { class: "small" }, bagRow(t), t.balls.length ? ` · ${countList(t.balls)} ball${t.balls.length > 1 ? "s" : ""}` : "", t.items.length ? ` · ${countList(t.items)}` : ""),
    flags.length ? el("div", { class: "small warn", text: flags.join(" · ") }) : null,
    objectivesLine(view, t),
    // the trainer card (the expansion), face up: its abilities, locked or unlocked
    t.trainer_card ? el("div", { class: "small sj-card", "data-card": t.trainer_card.id,
      title: t.trainer_card.abilities.map((a) => `${a.name}: ${a.text}`).join("\n"),
      text: `${t.trainer_card.name} (${t.trainer_card.quality}): ${t.trainer_card.abilities.map((a) => `${a.name}${a.unlocked ? "" : " (locked)"}`).join(", ")}` }) : null);
}

// The Ultra Burst campaign's board (view.ultra, view.act): the breach against its critical level,
// the act, the Ultra Beasts' tile moves, the Blessings of Arceus, Necrozma, what is destroyed.
function ultraPanel(view, places) {
  const u = view.ultra;
  if (!u || !u.active) return null;
  const beasts = (u.tokens || []).filter((t) => t.kind === "ultra_beast");
  const necrozma = (u.tokens || []).find((t) => t.kind === "ultra_burst");
  const destroyed = (u.destroyed || []).map((id) => (places.get(id) || {}).name || id);
  const counted = (list) => {
    const n = new Map();
    for (const x of list) n.set(x, (n.get(x) || 0) + 1);
    return [...n].map(([x, k]) => `${x}${k > 1 ? ` ×${k}` : ""}`).join(", ");
  };
  const cards = (u.breach_cards || []).map((c, s) => (c.length ? `${seatName(s)}: ${counted(c)}` : "")).filter(Boolean);
  const out = (u.eliminated || []).map(seatName);
  const line = (text, cls = "small") => el("div", { class: cls, text });
  return el("div", { class: `sj-ultra${u.breach >= u.critical * 0.7 ? " danger" : ""}`, "data-breach": u.breach },
    el("b", { text: `Ultra Burst${view.act && view.act.name ? ` · ${view.act.name}` : ""}` }),
    line(`Breach ${u.breach}% (every trainer loses at ${u.critical}%)`, "small sj-breach"),
    line(`${beasts.length} Ultra Beasts on the map (${u.moves} tile move${u.moves === 1 ? "" : "s"} each turn): ${beasts.map((b) => `${b.name} ${b.tile}`).join(", ") || "none"}`),
    line(`${necrozma ? necrozma.name : "Necrozma"} phase ${u.necrozma ? u.necrozma.phase : "?"} of 3${necrozma ? ` at ${necrozma.tile}` : ""} · Prism Armour: Necrozma ${u.prism ? u.prism.ultra_burst : 0}, Ultra Beasts ${u.prism ? u.prism.ultra_beast : 0}`),
    line(`Blessings of Arceus: ${u.blessings}`),
    destroyed.length ? el("div", { class: "small muted sj-destroyed", title: destroyed.join("\n"), text: `Destroyed by the Ultra Beasts: ${destroyed.length} (hover for the list)` }) : null,
    cards.length ? line(`Distortion Breach cards: ${cards.join("; ")}`, "small muted") : null,
    out.length ? line(`Eliminated: ${out.join(", ")}`, "small warn") : null,
    u.won ? line("The Ultra Burst is defeated", "small") : null);
}

// The shrines (view.shrines): the Legendary tokens, the God on the Origin Shrine, whom each
// trainer follows and how many Change of Fate cards it holds; the seat's own cards by name (the
// view names no other hand).
function shrinePanel(view, pic, places) {
  const sh = view.shrines;
  if (!sh || !sh.followers) return null;
  const cap = (s) => s.charAt(0).toUpperCase() + s.slice(1);
  const legends = Object.entries(sh.legends || {}).map(([place, name]) => `${name} at ${(places.get(place) || {}).name || place}`);
  const plural = (n) => `${n} Change of Fate card${n === 1 ? "" : "s"}`;
  const hands = sh.hands || [];
  const followers = sh.followers.map((god, s) => {
    const count = hands[s] ? hands[s].count : 0;
    return `${seatName(s)}${god ? ` follows ${cap(god)}` : ": Follower card face down"} (${plural(count)})`;
  });
  const mine = pic.seat !== null && pic.seat !== undefined && hands[pic.seat] ? hands[pic.seat].cards || [] : null;
  const line = (text, cls = "small") => el("div", { class: cls, text });
  return el("div", { class: "sj-shrines" },
    line(`Shrines: ${legends.join(", ") || "no Legendary token"} · Origin Shrine: ${sh.god ? cap(sh.god) : "no God of Sinnoh"}${(sh.gone || []).length ? ` · gone: ${sh.gone.map(cap).join(", ")}` : ""}`),
    followers.map((f) => line(f)),
    mine ? line(`Your Change of Fate cards: ${mine.join(", ") || "none"}`, "small sj-fate") : null);
}

function choiceButtons(infos, ctx, title) {
  if (!ctx.act || !infos.length) return null;
  return el("div", { class: "sj-choices" },
    el("div", { class: "gname", text: title }),
    el("div", { class: "actions" }, infos.map((info) =>
      el("button", { class: "action sj-choice", type: "button", "data-action": info.text, title: info.text, text: info.label || info.text, onclick: () => ctx.act(info.text) }))));
}

function turnLine(view) {
  if (view.outcome) return "The journey is over";
  const round = `Round ${Math.max(view.round, 1)} of ${view.max_rounds}`;
  if (view.phase === "home") return `${round} · choosing home villages`;
  if (view.phase === "starter") return `${round} · choosing starters`;
  if (!view.turn) return round;
  return `${round} · ${seatName(view.turn.seat)}'s turn · ${view.turn.moves_left} tile move${view.turn.moves_left === 1 ? "" : "s"} left`;
}

export function render(container, pic, ctx, drawArena) {
  const view = pic.view;
  const infos = ctx.act ? pic.actions || [] : [];
  const places = new Map(view.map.places.map((p) => [p.id, p]));
  const wrap = el("div", { class: "sinnoh-journey", "data-phase": view.phase });
  if (view.battle) {
    const arena = el("div", { class: "journey-battle" });
    wrap.append(el("div", { class: "sj-title", text: "Battle" }), arena);
  }
  const side = el("div", { class: "sj-side" },
    el("div", { class: "sj-title", "data-turn": view.turn ? view.turn.seat : "", text: turnLine(view) }),
    view.act && view.act.name && !(view.ultra && view.ultra.active) ? el("div", { class: "small sj-act", text: view.act.name }) : null,
    view.trainers.map((t) => trainerSummary(view, t, pic, places)),
    ultraPanel(view, places),
    shrinePanel(view, pic, places));
  const mapBox = el("div", { class: "sj-map" });
  wrap.append(el("div", { class: "sj-top" }, mapBox, side));
  // the seat's choices drawn on the board: starters, the Pokémon a search drew
  const starters = infos.filter((i) => i.kind === "starter");
  const picks = infos.filter((i) => i.kind === "battle");
  const below = el("div", { class: "sj-below" });
  const choose = choiceButtons(starters, ctx, "Choose your starter") || choiceButtons(picks, ctx, "Your search: battle one");
  if (choose) below.append(choose);
  if (view.search && !picks.length) {
    below.append(el("div", { class: "small muted sj-search", text: `${seatName(view.search.seat)} searched the Pokédex (${view.search.count} Pokémon drawn)` }));
  }
  const me = pic.seat !== null && pic.seat !== undefined ? view.trainers[pic.seat] : null;
  if (me) {
    below.append(el("div", { class: "sj-me", "data-seat": me.seat },
      el("div", { class: "sj-title", text: `Your trainer · ${me.journey_points} Journey Points · score ${me.score}` }),
      el("div", { class: "sj-party" }, me.party.length ? me.party.map((m, i) => monCard(m, i)) : el("span", { class: "muted", text: "No Pokémon yet" })),
      el("div", { class: "small" }, "Bag: ", bagRow(me), ` · balls: ${countList(me.balls) || "none"} · items: ${countList(me.items) || "none"}`)));
  }
  const ginkgo = (view.ginkgo && view.ginkgo.offered) || [];
  below.append(el("div", { class: "small muted sj-ginkgo", text: `Ginkgo Trades offered: ${ginkgo.map(words).join(", ") || "none"} (${view.ginkgo ? view.ginkgo.deck : 0} in the deck)` }));
  wrap.append(below);
  container.replaceChildren(wrap);
  mapBox.append(drawMap(pic, ctx, container));
  if (view.battle) {
    const arena = wrap.querySelector(".journey-battle");
    // the arena's menus are placed in the board: shift them by where the arena lies in it
    const menu = ctx.menu
      ? (x, y, title, list) => {
        const a = arena.getBoundingClientRect();
        const b = container.getBoundingClientRect();
        return ctx.menu(x + a.left - b.left, y + a.top - b.top, title, list);
      }
      : undefined;
    drawArena(arena, { ...pic, view: view.battle }, { ...ctx, menu });
  }
}
