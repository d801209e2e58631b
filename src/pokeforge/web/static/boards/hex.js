// The HEX Edition board in SVG: the eight hexagons with their spaces (Pokémon spaces in their
// colour, face-down or showing the revealed Pokémon and its Weakened Token, '!' and yellow '!'
// spaces, type and item passages, cities with their Gym Leader, the Indigo Plateau and the
// one-way League loop), the roads, every player's pawn, and the spaces the seat may click (moves,
// the magnet train, a space to choose). Beside it: the players (trainer, badges, team), the
// battle under way, the League bracket or the Elite Trainers, and the lasting events. The seat's
// hand of Items is its secret panel. Everything is drawn from the view and the action infos.
import { el, seatColour, seatName, svg } from "../js/dom.js";

const R = 7.6; // a space's radius in view units (the view places spaces on a grid of size 10)
const TIER = { pink: "#f49ac1", green: "#6fcf8e", blue: "#6a9bf4", red: "#ee5d52", yellow: "#f6d445", starter: "#9aa3b5" };
const TILE_TINT = ["#263a33", "#283a4d", "#2d3658", "#3a3052", "#4a3826"];
const TYPE_COLOUR = {
  Normal: "#a8a77a", Fire: "#ee8130", Water: "#6390f0", Electric: "#f7d02c", Grass: "#7ac74c",
  Ice: "#96d9d6", Fighting: "#c22e28", Poison: "#a33ea1", Ground: "#e2bf65", Flying: "#a98ff3",
  Psychic: "#f95587", Bug: "#a6b91a", Rock: "#b6a136", Ghost: "#735797", Dragon: "#6f35fc",
  Dark: "#705746", Steel: "#b7b7ce", Fairy: "#d685ad",
};
const LEAGUE_LABEL = {
  plateau: "IP", league_start: "START", league_green4: "4×", league_blue3: "3×", league_red2: "2×",
  league_events2: "2 !",
};
const LEAGUE_FILL = { league_green4: TIER.green, league_blue3: TIER.blue, league_red2: TIER.red, league_events2: "#f4f6fb", league_start: "#ffcb05", plateau: "#d9b44a" };
const KIND_NAME = {
  pokemon: "Pokémon space", event: "'!' space: draw an Event", super_event: "yellow '!' space: draw a Super Event",
  plain: "plain space", passage: "type passage", city: "city", plateau: "Indigo Plateau",
  league_start: "Start the League", league_green4: "4 Green Pokémon: capture one", league_blue3: "3 Blue Pokémon: capture one",
  league_red2: "2 Red Pokémon: capture one", league_events2: "2 Events: activate one",
};

function hexPoints(cx, cy, r, flat = false) {
  const pts = [];
  for (let k = 0; k < 6; k++) {
    const a = (Math.PI / 180) * (60 * k + (flat ? 0 : 30));
    pts.push(`${(cx + r * Math.cos(a)).toFixed(2)},${(cy + r * Math.sin(a)).toFixed(2)}`);
  }
  return pts.join(" ");
}

function cardName(view, id) {
  const c = (view.catalog && view.catalog.cards[id]) || null;
  return c ? c[0] : id;
}

function cardInfo(view, id) {
  return (view.catalog && view.catalog.cards[id]) || [id, "starter", "?", []];
}

function short(name, n = 6) {
  return name.length > n ? name.slice(0, n - 1) + "." : name;
}

// Which spaces the seat's actions concern.
function actionsBySpace(pic, ctx) {
  const out = new Map();
  if (!ctx || !ctx.act) return out;
  for (const info of pic.actions || []) {
    for (const s of info.spaces || []) {
      if (!out.has(s)) out.set(s, []);
      out.get(s).push(info);
    }
  }
  return out;
}

// Each hexagon tile: its 19 hex cells (the 12-space ring, the spokes, the city) in its tier's tint.
const CELL = [[0, 0], [17.32, 0], [-17.32, 0], [8.66, 15], [-8.66, 15], [8.66, -15], [-8.66, -15]];
const CELLS2 = (() => {
  const out = new Set();
  for (const [ax, ay] of CELL) for (const [bx, by] of CELL) out.add(`${(ax + bx).toFixed(2)},${(ay + by).toFixed(2)}`);
  return [...out].map((k) => k.split(",").map(Number));
})();

function drawTiles(view) {
  const g = svg("g", { class: "tiles" });
  const bySlot = new Map();
  for (const sp of view.spaces) {
    if (!bySlot.has(sp.tile)) bySlot.set(sp.tile, []);
    bySlot.get(sp.tile).push(sp);
  }
  const tierOf = new Map((view.tiles || []).map((t) => [t.slot, t.slot === "start" ? 0 : t.slot === "league" ? 4 : Number((t.slot.match(/\d/) || ["1"])[0])]));
  for (const [slot, list] of bySlot) {
    const city = list.find((s) => s.kind === "city");
    const cx = city ? city.x : list.reduce((a, s) => a + s.x, 0) / list.length;
    const cy = city ? city.y : list.reduce((a, s) => a + s.y, 0) / list.length;
    const tint = TILE_TINT[tierOf.get(slot) ?? 0] || TILE_TINT[0];
    const tile = svg("g", { "data-tile": slot });
    for (const [dx, dy] of CELLS2) {
      tile.append(svg("polygon", { points: hexPoints(cx + dx, cy + dy, 10.2), fill: tint, stroke: tint, "stroke-width": 0.6 }));
    }
    g.append(tile);
  }
  return g;
}

function drawRoads(view, byId) {
  const g = svg("g", { class: "roads" });
  const seen = new Set();
  const has = new Set(view.roads.map(([u, v]) => `${u}>${v}`));
  for (const [u, v, cost] of view.roads) {
    const key = u < v ? `${u}-${v}` : `${v}-${u}`;
    if (seen.has(key)) continue;
    seen.add(key);
    const a = byId.get(u);
    const b = byId.get(v);
    const oneWay = !has.has(`${v}>${u}`);
    const attrs = { x1: a.x, y1: a.y, x2: b.x, y2: b.y, stroke: cost ? "#ffcb05" : "#c9d5ec", "stroke-width": cost ? 1.8 : 2.4, "stroke-linecap": "round", opacity: 0.85 };
    if (cost) attrs["stroke-dasharray"] = "3 2";
    g.append(svg("line", { ...attrs, "data-road": key, "data-one-way": oneWay ? "yes" : "no" }));
    if (oneWay) {
      const mx = (a.x + b.x) / 2;
      const my = (a.y + b.y) / 2;
      const ang = (Math.atan2(b.y - a.y, b.x - a.x) * 180) / Math.PI;
      g.append(svg("path", { d: "M -2.6 -2.3 L 2.6 0 L -2.6 2.3 Z", fill: cost ? "#ffcb05" : "#f4f6fb", transform: `translate(${mx},${my}) rotate(${ang})` }));
    }
    if (cost) {
      g.append(svg("text", { x: (a.x + b.x) / 2, y: (a.y + b.y) / 2 - 3, "text-anchor": "middle", "font-size": 5, "font-weight": 700, fill: "#ffcb05", text: `${cost} item${cost > 1 ? "s" : ""}` }));
    }
  }
  return g;
}

function spaceTitle(view, sp) {
  let t = sp.city ? sp.city : KIND_NAME[sp.kind] || sp.kind;
  if (sp.kind === "pokemon") t = `${sp.arg} ${t}`;
  if (sp.kind === "passage") t = `${sp.arg} ${t}: needs a ${sp.arg} Pokémon`;
  if (sp.leader && view.leaders[sp.leader]) t += ` — Gym Leader ${view.leaders[sp.leader].name} (power ${view.leaders[sp.leader].power})`;
  if (sp.pokemon && sp.pokemon !== "face-down") {
    const [name, tier, power, types] = cardInfo(view, sp.pokemon);
    t += `: ${name} (${tier}, power ${power}, ${types.join("/")})${sp.weakened ? ", weakened" : ""}`;
  } else if (sp.pokemon === "face-down") t += ": a face-down Pokémon";
  return `${t} [space ${sp.id}]`;
}

function drawSpace(view, sp, labels) {
  const g = svg("g", { class: "space", "data-space": sp.id, "data-kind": sp.kind });
  g.append(svg("title", { text: spaceTitle(view, sp) }));
  const big = sp.kind === "city" || sp.kind === "plateau";
  const r = big ? R * 1.22 : R;
  let fill = "#8a94a8";
  let ink = "#10151f";
  let label = "";
  if (sp.kind === "pokemon") fill = TIER[sp.arg] || fill;
  else if (sp.kind === "event") { fill = "#f4f6fb"; label = "!"; }
  else if (sp.kind === "super_event") { fill = TIER.yellow; label = "!"; }
  else if (sp.kind === "passage") { fill = TYPE_COLOUR[sp.arg] || fill; label = sp.arg.slice(0, 3).toUpperCase(); }
  else if (sp.kind === "city") { fill = "#17233a"; ink = "#ffcb05"; }
  else if (sp.kind in LEAGUE_FILL) { fill = LEAGUE_FILL[sp.kind]; label = LEAGUE_LABEL[sp.kind]; }
  g.append(svg("polygon", { points: hexPoints(sp.x, sp.y, r), fill, stroke: big ? "#ffcb05" : "#10151f", "stroke-width": big ? 1.6 : 0.8 }));
  if (sp.kind === "pokemon") {
    if (sp.pokemon === "face-down") {
      g.append(svg("circle", { cx: sp.x, cy: sp.y, r: 3.6, fill: "#f4f6fb", stroke: "#10151f", "stroke-width": 0.7 }));
      g.append(svg("path", { d: `M ${sp.x - 3.6} ${sp.y} A 3.6 3.6 0 0 1 ${sp.x + 3.6} ${sp.y} Z`, fill: "#e8474f", stroke: "#10151f", "stroke-width": 0.7 }));
      g.append(svg("circle", { cx: sp.x, cy: sp.y, r: 1.2, fill: "#f4f6fb", stroke: "#10151f", "stroke-width": 0.5 }));
    } else if (sp.pokemon) {
      const [name, , power] = cardInfo(view, sp.pokemon);
      g.append(svg("text", { x: sp.x, y: sp.y - 0.6, "text-anchor": "middle", "font-size": 3.1, "font-weight": 800, fill: "#10151f", text: short(name, 8), "data-card": sp.pokemon }));
      g.append(svg("text", { x: sp.x, y: sp.y + 4.4, "text-anchor": "middle", "font-size": 4.4, "font-weight": 800, fill: "#10151f", text: String(power) }));
      if (sp.weakened) {
        g.append(svg("circle", { cx: sp.x + 5.2, cy: sp.y - 4.4, r: 2.3, fill: "#10151f", "data-weakened": "yes" }));
        g.append(svg("text", { x: sp.x + 5.2, y: sp.y - 3.3, "text-anchor": "middle", "font-size": 3, "font-weight": 800, fill: "#ffcb05", text: "W" }));
      }
    }
  } else if (sp.kind === "city") {
    const leader = sp.leader && view.leaders[sp.leader];
    if (leader) {
      g.append(svg("text", { x: sp.x, y: sp.y - 0.8, "text-anchor": "middle", "font-size": 3.6, "font-weight": 800, fill: ink, text: short(leader.name, 8) }));
      g.append(svg("text", { x: sp.x, y: sp.y + 4.8, "text-anchor": "middle", "font-size": 4.2, "font-weight": 800, fill: "#f4f6fb", text: String(leader.power) }));
    } else {
      g.append(svg("circle", { cx: sp.x, cy: sp.y, r: 3, fill: "#ffcb05" }));
    }
    labels.append(svg("text", { x: sp.x, y: sp.y + r + 4.6, "text-anchor": "middle", "font-size": 4.4, "font-weight": 700, fill: "#eef2fb", stroke: "#10151f", "stroke-width": 1.1, "paint-order": "stroke", "pointer-events": "none", text: sp.city }));
  } else if (label) {
    const size = label.length > 3 ? 3 : label === "!" ? 7 : 3.6;
    g.append(svg("text", { x: sp.x, y: sp.y + size * 0.36, "text-anchor": "middle", "font-size": size, "font-weight": 900, fill: ink, text: label }));
  }
  if (sp.kind === "plateau") {
    labels.append(svg("text", { x: sp.x, y: sp.y - r - 2.2, "text-anchor": "middle", "font-size": 4.4, "font-weight": 700, fill: "#eef2fb", stroke: "#10151f", "stroke-width": 1.1, "paint-order": "stroke", "pointer-events": "none", text: sp.city || "Indigo Plateau" }));
  }
  return g;
}

function drawPawns(view, byId) {
  const g = svg("g", { class: "pawns", "pointer-events": "none" });
  const at = new Map();
  for (const p of view.players) {
    if (!at.has(p.pos)) at.set(p.pos, []);
    at.get(p.pos).push(p);
  }
  for (const [pos, list] of at) {
    const sp = byId.get(pos);
    list.forEach((p, k) => {
      const ang = list.length === 1 ? -Math.PI / 4 : (2 * Math.PI * k) / list.length - Math.PI / 2;
      const off = list.length === 1 ? 4.2 : 4.8;
      const x = sp.x + off * Math.cos(ang);
      const y = sp.y + off * Math.sin(ang);
      const active = view.active === p.seat;
      g.append(
        svg(
          "g",
          { "data-pawn": p.seat, "data-space": pos },
          svg("circle", { cx: x, cy: y + 0.6, r: 3.3, fill: "#000", opacity: 0.35 }),
          svg("circle", { cx: x, cy: y, r: 3.2, fill: seatColour(p.seat), stroke: active ? "#ffcb05" : "#10151f", "stroke-width": active ? 1.3 : 0.8 }),
          svg("text", { x, y: y + 1.4, "text-anchor": "middle", "font-size": 3.6, "font-weight": 900, fill: "#fff", text: String(p.seat + 1) }),
        ),
      );
    });
  }
  return g;
}

function drawTargets(byId, targets, ctx, container) {
  const g = svg("g", { class: "targets" });
  for (const [id, infos] of targets) {
    const sp = byId.get(id);
    if (!sp) continue;
    const kind = infos[0].kind;
    const ring = svg("polygon", {
      points: hexPoints(sp.x, sp.y, R * 1.18),
      fill: kind === "move" ? "rgba(255,203,5,0.18)" : "rgba(63,140,255,0.22)",
      stroke: kind === "move" ? "#ffcb05" : "#8fc1ff",
      "stroke-width": 1.6,
      class: `target target-${kind}`,
      "data-space": id,
      "data-actions": infos.map((i) => i.text).join("|"),
      style: "cursor:pointer",
    }, svg("title", { text: infos.map((i) => i.label).join("\n") }));
    ring.addEventListener("click", (ev) => {
      ev.stopPropagation();
      if (infos.length === 1) return ctx.act(infos[0].text);
      const box = container.getBoundingClientRect();
      return ctx.menu(ev.clientX - box.left + 6, ev.clientY - box.top + 6, `Space ${id}`, infos);
    });
    g.append(ring);
  }
  return g;
}

function teamLine(view, p, id) {
  const [name, tier, power, types] = cardInfo(view, id);
  const bonus = (p.bonus && p.bonus[id]) || 0;
  return el(
    "span",
    {
      class: "hex-mon",
      "data-card": id,
      title: `${name}: ${tier}, power ${power}${bonus ? ` (+${bonus} token)` : ""}, ${types.join("/")}`,
      style: `display:inline-block;margin:1px 3px 1px 0;padding:1px 6px;border-radius:8px;font-size:12px;font-weight:700;color:#10151f;background:${TIER[tier] || "#9aa3b5"}`,
    },
    `${name} ${power}${bonus ? `+${bonus}` : ""}`,
  );
}

function badgeRow(view, p) {
  const row = el("span", { class: "hex-badges", "data-badges": p.badges.length, style: "display:inline-flex;gap:3px;vertical-align:middle" });
  for (let i = 0; i < 6; i++) {
    const lid = p.badges[i];
    const name = lid && view.leaders[lid] ? view.leaders[lid].name : "";
    row.append(el("span", { title: lid ? `badge ${i + 1}: ${name}` : `badge ${i + 1}: not yet`, style: `width:11px;height:11px;border-radius:50%;border:1px solid #ffcb05;background:${lid ? "#ffcb05" : "transparent"}` }));
  }
  return row;
}

function playersPanel(view, pic) {
  const box = el("div", { class: "card hex-players", style: "padding:10px" }, el("h2", { text: "Trainers" }));
  for (const p of view.players) {
    const trainer = (view.catalog && view.catalog.trainers[p.trainer]) || p.trainer;
    const head = el(
      "div",
      { style: "display:flex;align-items:center;gap:6px;flex-wrap:wrap" },
      el("span", { style: `width:12px;height:12px;border-radius:50%;background:${seatColour(p.seat)}` }),
      el("b", { text: `${seatName(p.seat)}${p.seat === pic.seat ? " (you)" : ""}` }),
      el("span", { class: "muted small", text: trainer }),
      badgeRow(view, p),
      el("span", { class: "muted small", text: `${p.hand_size} items · ${p.captures} caught${p.league_wins ? ` · ${p.league_wins} League win${p.league_wins > 1 ? "s" : ""}` : ""}${p.locked.length ? ` · locked: ${p.locked.length}` : ""}${p.skip ? ` · skips ${p.skip}` : ""}${p.out ? " · out" : ""}` }),
    );
    // the Trainer card's rules text, on its own line under the name (legible on a phone)
    const texts = (view.catalog && view.catalog.trainer_texts) || {};
    const rules = texts[p.trainer]
      ? el("div", { class: "hex-rules", "data-trainer-text": p.trainer }, el("b", { text: `${trainer}: ` }), texts[p.trainer])
      : null;
    const team = el("div", { style: "margin:3px 0 8px 18px" }, p.team.map((c) => teamLine(view, p, c)));
    box.append(el("div", { "data-player": p.seat }, head, rules, team));
  }
  return box;
}

function sideName(view, side) {
  if (side.seat !== null && side.seat !== undefined) return seatName(side.seat);
  if (side.leader) return `${view.leaders[side.leader].name} (Gym Leader, power ${view.leaders[side.leader].power})`;
  return view.battle.elite_name || "Elite Trainer";
}

function monChip(view, id, big = false) {
  const [name, tier, power, types] = cardInfo(view, id);
  return el(
    "div",
    { "data-card": id, style: `display:flex;flex-wrap:wrap;align-items:center;gap:4px 6px;margin:3px 0;padding:${big ? "6px 8px" : "2px 6px"};border-radius:9px;background:${TIER[tier] || "#9aa3b5"};color:#10151f;font-weight:800;font-size:${big ? 15 : 12}px` },
    el("span", { text: name }),
    el("span", { style: "margin-left:auto", text: String(power) }),
    ...types.map((t) => el("span", { style: `font-size:10px;padding:1px 5px;border-radius:7px;background:${TYPE_COLOUR[t] || "#888"};color:#10151f`, text: t })),
  );
}

function battleSide(view, b, side, i) {
  const col = el("div", { "data-side": i, style: "flex:1 1 0;min-width:0" });
  const player = side.seat !== null && side.seat !== undefined;
  col.append(el("div", { style: `font-weight:800;color:${player ? seatColour(side.seat) : "#ffcb05"}`, text: sideName(view, side) }));
  if (side.leader) {
    const ld = view.leaders[side.leader];
    col.append(el("div", { class: "small", text: `${ld.types.join("/")} · +2 against ${ld.strong_against.join(", ")}${ld.dual ? " · dual battle" : ""}` }));
    col.append(el("div", { class: "small muted", text: "static power, no die; a draw goes to the player" }));
    return col;
  }
  if (!player) col.append(el("div", { class: "small muted", text: "rolls a die and a bonus power roll; its two Pokémon are faced in order" }));
  if (side.active.length) side.active.forEach((c) => col.append(monChip(view, c, true)));
  else col.append(el("div", { class: "small muted", text: player && b.committed.includes(side.seat) ? "has chosen (hidden)" : "choosing…" }));
  if (side.lost.length) col.append(el("div", { class: "small muted", text: `knocked out: ${side.lost.map((c) => cardName(view, c)).join(", ")}` }));
  return col;
}

function battlePanel(view) {
  const b = view.battle;
  if (!b) return null;
  const kind = { gym: "Gym battle", duel: "Duel", league: "League battle · 3 vs 3", elite: "Elite Trainer battle · 2 vs 2" }[b.kind] || b.kind;
  const box = el("div", { class: "card hex-battle", "data-battle": b.kind, "data-stage": b.stage, style: "padding:10px" }, el("h2", { text: kind }));
  const row = el("div", { style: "display:flex;gap:8px;align-items:flex-start" });
  row.append(battleSide(view, b, b.sides[0], 0), el("div", { style: "font-weight:900;color:#ffcb05;padding-top:2px", text: "VS" }), battleSide(view, b, b.sides[1], 1));
  box.append(row);
  if (b.duels.length) {
    const list = el("div", { class: "small", style: "margin-top:6px;border-top:1px solid #2f4268;padding-top:4px" });
    b.duels.forEach((d, k) => {
      const who = d.winner === null || d.winner === undefined ? "a draw: both fall" : `${sideName(view, b.sides[d.winner])} wins`;
      list.append(el("div", { "data-duel": k, text: `Duel ${k + 1}: ${d.totals[0]} vs ${d.totals[1]} — ${who}` }));
    });
    box.append(list);
  }
  return box;
}

const ROUND_NAME = { h2h: "Battles", qual: "First round", qual5: "First round", qual5b: "Losers' battle", semi: "Semifinals", final: "Final" };

function leaguePanel(view) {
  const lg = view.league;
  if (!lg) return null;
  const box = el("div", { class: "card hex-league", "data-league": lg.phase, style: "padding:10px" }, el("h2", { text: lg.format === "elite4" ? "Elite 4 League" : "Pokémon League" }));
  box.append(el("div", { class: "small muted", text: `phase: ${lg.phase.replace(/_/g, " ")}` }));
  if (lg.format === "elite4") {
    const names = (view.catalog && view.catalog.elite) || {};
    const kept = Object.entries(lg.elite_kept || {});
    for (const [seat, cards] of kept) {
      box.append(el("div", { class: "small", "data-elite-kept": seat }, el("b", { style: `color:${seatColour(Number(seat))}`, text: seatName(Number(seat)) }), `: beat ${cards.length} of 2 (${cards.map((c) => names[c] || c).join(", ")})`));
    }
    if (!kept.length) box.append(el("div", { class: "small muted", text: "no Elite Trainer beaten yet" }));
    const left = Object.keys(names).length - kept.reduce((a, [, c]) => a + c.length, 0);
    box.append(el("div", { class: "small muted", text: `${left} Elite Trainer cards in the deck` }));
    return box;
  }
  const bracket = el("div", { class: "hex-bracket", style: "display:flex;gap:12px;flex-wrap:wrap;margin-top:6px" });
  for (const [round, results] of Object.entries(lg.results || {})) {
    const col = el("div", { "data-round": round, style: "min-width:120px" }, el("div", { class: "small muted", text: ROUND_NAME[round] || round }));
    for (const [w, l] of results) {
      col.append(el("div", { class: "small", style: "border:1px solid #3b5a92;border-radius:6px;padding:2px 6px;margin:2px 0" }, el("b", { style: `color:${seatColour(w)}`, text: seatName(w) }), ` beat ${seatName(l)}`));
    }
    bracket.append(col);
  }
  if (lg.qualified && lg.qualified.length) bracket.append(el("div", { class: "small", text: `Semifinalists: ${lg.qualified.map(seatName).join(", ")}` }));
  if (lg.finalists && lg.finalists.length) bracket.append(el("div", { class: "small", "data-finalists": lg.finalists.join(","), text: `Final: ${lg.finalists.map(seatName).join(" vs ")}` }));
  box.append(bracket);
  return box;
}

function eventsPanel(view) {
  const bits = [];
  for (const c of view.continuous || []) {
    bits.push(`${c.name} (${seatName(c.owner)}${c.rounds === null || c.rounds === undefined ? ", until their next turn" : `, ${c.rounds} round${c.rounds === 1 ? "" : "s"} left`})`);
  }
  if (view.achievements) {
    const claimed = Object.entries(view.achievements.claimed).map(([a, s]) => `${view.achievements.cards[a]}: ${seatName(s)}`);
    bits.push(`Achievements — ${claimed.length ? claimed.join(", ") : "none claimed yet"}`);
  }
  if (!bits.length) return null;
  return el("div", { class: "card hex-events", style: "padding:10px" }, el("h2", { text: "In play" }), ...bits.map((b) => el("div", { class: "small", text: b })));
}

export function render(container, pic, ctx = {}) {
  const view = pic.view;
  const byId = new Map(view.spaces.map((s) => [s.id, s]));
  const xs = view.spaces.map((s) => s.x);
  const ys = view.spaces.map((s) => s.y);
  const pad = 22;
  const x0 = Math.min(...xs) - pad;
  const y0 = Math.min(...ys) - pad;
  const w = Math.max(...xs) - Math.min(...xs) + 2 * pad;
  const h = Math.max(...ys) - Math.min(...ys) + 2 * pad;
  const root = svg("svg", {
    class: "board",
    viewBox: `${x0.toFixed(1)} ${y0.toFixed(1)} ${w.toFixed(1)} ${h.toFixed(1)}`,
    role: "img",
    "aria-label": "HEX Edition board: eight hexagons",
    "data-board": "hex",
    "data-round": view.round,
  });
  root.append(svg("rect", { x: x0, y: y0, width: w, height: h, rx: 8, fill: "#16203a" }));
  root.append(drawTiles(view));
  root.append(drawRoads(view, byId));
  const spaces = svg("g", { class: "spaces" });
  const labels = svg("g", { class: "labels" });
  for (const sp of view.spaces) spaces.append(drawSpace(view, sp, labels));
  root.append(spaces);
  root.append(drawTargets(byId, actionsBySpace(pic, ctx), ctx, container));
  root.append(drawPawns(view, byId));
  root.append(labels);
  root.append(svg("text", { x: x0 + 6, y: y0 + 10, "font-size": 6, "font-weight": 800, fill: "#9fb0cf", text: `Round ${view.round} · ${seatName(view.active)} to play` }));

  const side = el("div", { class: "hex-side", style: "flex:1 1 260px;min-width:240px;display:grid;gap:10px;align-content:start" });
  for (const panel of [battlePanel(view), leaguePanel(view), eventsPanel(view), playersPanel(view, pic)]) {
    if (panel) side.append(panel);
  }
  // on a phone the map keeps a legible size and scrolls sideways (see .hex-board in style.css)
  const boardBox = el("div", { class: "hex-board", style: "flex:1 1 460px;min-width:0" }, root);
  container.replaceChildren(el("div", { class: "hex-table", style: "display:flex;gap:10px;flex-wrap:wrap;align-items:flex-start" }, boardBox, side));
}

// The seat's hand of Items (only that seat's view has it).
export function secrets(pic) {
  const view = pic.view;
  if (pic.seat === null || pic.seat === undefined) return null;
  const me = view.players[pic.seat];
  if (!me || !me.hand) return null;
  const items = (view.catalog && view.catalog.items) || {};
  const box = el("div", { class: "secret-box", id: "hex-hand" }, el("h3", { text: `Your hand (${me.hand.length})` }));
  const list = el("div", { class: "hex-hand-cards" });
  for (const card of me.hand) {
    const kind = card.replace(/\.\d+$/, "");
    const [name, timing, text] = items[kind] || [kind, "", ""];
    // each card with its timing and, on a line of its own, its rules text
    list.append(
      el(
        "div",
        { class: "hex-item", "data-item": card, title: `${name} (${timing} item)${text ? `: ${text}` : ""}` },
        el("div", { class: "hex-item-head" }, el("b", { text: name }), el("span", { class: "muted small", text: ` ${timing}` })),
        text ? el("div", { class: "hex-rules", "data-item-text": kind, text }) : null,
      ),
    );
  }
  if (!me.hand.length) list.append(el("span", { class: "muted small", text: "no Item Cards" }));
  box.append(list);
  return box;
}
