// The Origins TCG table in SVG: both players' sides (the seat's own at the bottom), each with its
// Active Pokémon and Bench (name, HP left, damage, the evolution stack, attached Energy as coloured
// symbols, attached Trainers, special conditions), its Prize cards face down, deck, discard pile
// (the whole pile on a click) and removed cards; the opponent's hand as card backs and the seat's
// own hand as cards. A hand card offers its plays, a Pokémon its actions (a menu when several).
// Everything is drawn from the view (its ``cards`` glossary names the card ids) and the actions.
import { el, seatColour, seatName, svg } from "../js/dom.js";

const W = 1100;
const H = 800;
const BENCH_W = 140;
const BENCH_H = 130;
const BENCH_GAP = 25;
const ACTIVE_W = 184;
const ACTIVE_H = 146;
const CENTER_X0 = 150; // the play area between the pile columns
const HAND_W = 88;
const HAND_H = 122;
// y of each row: the opponent's half on top, the seat's own below
const ROWS = {
  top: { hand: 6, bench: 54, active: 192, piles: 190, prizes: 56 },
  bottom: { hand: 668, bench: 524, active: 370, piles: 376, prizes: 524 },
};
const STRIP_Y = 354;

export const TYPE_COLOUR = {
  Grass: "#6fbf4a", Fire: "#e8512c", Water: "#4f8fe8", Lightning: "#f3cd28", Psychic: "#a564c9",
  Fighting: "#8d6136", Colorless: "#e4e4df", Fairy: "#ec8fb0",
};
const TYPE_LETTER = { Grass: "G", Fire: "R", Water: "W", Lightning: "L", Psychic: "P", Fighting: "F", Colorless: "C", Fairy: "Y" };
const DARK_INK = new Set(["Lightning", "Colorless", "Fairy"]);
const CONDITION = {
  asleep: { text: "ASLEEP", fill: "#5c6fd6" },
  confused: { text: "CONFUSED", fill: "#e0822a" },
  paralyzed: { text: "PARALYZED", fill: "#d9b51c" },
  poisoned: { text: "POISONED", fill: "#8a45c0" },
};
const POS_RE = /^(their-)?(active|bench[0-4])$/;
const HAND_VERBS = new Set(["active", "bench", "evolve", "attach", "play", "pick"]);

// ---- reading the view ---------------------------------------------------------------------------

function facts(view, id) {
  return (view.cards && view.cards[id]) || null;
}

function cardName(view, id) {
  const c = facts(view, id);
  return c ? c.name : id;
}

// The seat whose side is drawn at the bottom: the viewer's, else the first player's.
function bottomSeat(pic) {
  return pic.seat === null || pic.seat === undefined ? 0 : pic.seat;
}

// An action's text as its parts: verb, card id, position ("active", "their-bench1"), number.
export function parseAction(text) {
  const parts = String(text).split(" ");
  const out = { verb: parts[0], card: "", pos: "", arg: "" };
  for (const p of parts.slice(1)) {
    if (POS_RE.test(p)) out.pos = p;
    else if (/^\d+$/.test(p)) out.arg = p;
    else out.card = p;
  }
  return out;
}

// The Pokémon at a position as ``seat`` names it ("their-bench0" is the other side's).
function monAt(view, seat, pos) {
  const m = POS_RE.exec(pos || "");
  if (!m) return { owner: seat, mon: null, place: "" };
  const owner = m[1] ? 1 - seat : seat;
  const side = view.players[owner];
  const place = m[2] === "active" ? "Active" : `Bench ${Number(m[2].slice(5)) + 1}`;
  const mon = m[2] === "active" ? side.active : side.bench[Number(m[2].slice(5))] || null;
  return { owner, mon, place };
}

function costText(cost) {
  return (cost || []).map((t) => TYPE_LETTER[t] || "?").join("");
}

// A card's printed facts as lines of text (its tooltip and the hand panel).
export function describeCard(view, id) {
  const c = facts(view, id);
  if (!c) return [id];
  if (c.supertype === "Pokémon") {
    const lines = [`${c.name} — ${c.stage} ${c.types.join("/")} Pokémon, HP ${c.hp}${c.evolves_from ? ` (evolves from ${c.evolves_from})` : ""}`];
    for (const p of c.powers) lines.push(`${p.kind}: ${p.name} — ${p.text}`);
    for (const a of c.attacks) lines.push(`[${costText(a.cost)}] ${a.name}${a.damage ? ` ${a.damage}` : ""}${a.text ? ` — ${a.text}` : ""}`);
    const wr = [];
    if (c.weaknesses.length) wr.push(`Weakness ${c.weaknesses.map((w) => `${w.type} ${w.value}`).join(", ")}`);
    if (c.resistances.length) wr.push(`Resistance ${c.resistances.map((r) => `${r.type} ${r.value}`).join(", ")}`);
    wr.push(`Retreat ${c.retreat}`);
    lines.push(wr.join(" · "));
    return lines;
  }
  if (c.supertype === "Energy") {
    return [`${c.name} — ${c.subtypes.join(" ")} Energy${c.provides.length ? ` (provides ${c.provides.join(", ")})` : ""}`, ...(c.text ? [c.text] : [])];
  }
  return [`${c.name} — Trainer`, ...(c.text ? [c.text] : [])];
}

function monLabel(view, seat, pos) {
  const { owner, mon, place } = monAt(view, seat, pos);
  const whose = owner === seat ? "" : "their ";
  return mon ? `${mon.name} (${whose}${place})` : `${whose}${place}`;
}

// ---- the decisions in words -------------------------------------------------------------------

// An "attack N" inside an effect names one of the Defending Pokémon's attacks (Amnesia,
// Metronome); during the turn, one of the seat's own.
function defendingAttack(pic) {
  return Boolean(pic.prompt && pic.prompt.kind === "effect");
}

// pic.actions in the game's words, grouped by ``kind`` for the decision panel (index.js).
export function actionInfos(pic) {
  const view = pic.view || {};
  const seat = bottomSeat(pic);
  const placing = view.phase === "place";
  return (pic.actions || []).map((info) => {
    const a = parseAction(info.text);
    const name = a.card ? cardName(view, a.card) : "";
    let label = info.label;
    let kind = "other";
    switch (a.verb) {
      case "active":
        label = `${name} as your Active Pokémon (face down)`;
        kind = "place";
        break;
      case "bench":
        label = placing ? `${name} on your Bench (face down)` : `Put ${name} on your Bench`;
        kind = placing ? "place" : "Bench";
        break;
      case "done":
        label = "Done placing";
        kind = "place";
        break;
      case "redraw":
        label = "Draw a new hand";
        kind = "place";
        break;
      case "extra":
        label = `Draw ${a.arg} extra card${a.arg === "1" ? "" : "s"}`;
        kind = "Mulligan";
        break;
      case "evolve":
        label = `Evolve ${monLabel(view, seat, a.pos)} into ${name}`;
        kind = "Evolve";
        break;
      case "attach":
        label = `Attach ${name} to ${monLabel(view, seat, a.pos)}`;
        kind = "Energy";
        break;
      case "play":
        label = `Play ${name}`;
        kind = "Trainer";
        break;
      case "retreat":
        label = `Retreat: ${monLabel(view, seat, a.pos)} comes in`;
        kind = "Retreat";
        break;
      case "power":
        // the server's words name the power (or a Clefairy Doll's discard)
        label = info.label ? info.label[0].toUpperCase() + info.label.slice(1) : `Use the power of ${monLabel(view, seat, a.pos)}`;
        kind = "Power";
        break;
      case "attack": {
        // in the turn: one's own attack; inside an effect: one of the Defending Pokémon's
        const theirs = defendingAttack(pic);
        const active = view.players && view.players[theirs ? 1 - seat : seat].active;
        const atk = active && facts(view, active.card) ? facts(view, active.card).attacks[Number(a.arg)] : null;
        const words = atk ? `${atk.name}${atk.damage ? ` · ${atk.damage}` : ""} [${costText(atk.cost)}]` : info.label;
        label = theirs ? `${active ? `${active.name}'s ` : ""}${words}` : words;
        kind = theirs ? "Choose" : "attack";
        break;
      }
      case "type":
        label = `${a.card} type`;
        kind = "Choose";
        break;
      case "end":
        label = "End your turn";
        kind = "Turn";
        break;
      case "promote":
        label = `Send out ${monLabel(view, seat, a.pos)}`;
        kind = "send";
        break;
      case "target":
        label = `Target ${monLabel(view, seat, a.pos)}`;
        kind = "Target";
        break;
      case "pick":
        label = `Choose ${name}`;
        kind = "Choose";
        break;
      case "pay":
        label = `Discard ${name}`;
        kind = "Pay";
        break;
      case "yes":
      case "no":
        label = a.verb === "yes" ? "Yes" : "No";
        kind = "Answer";
        break;
      default:
        break;
    }
    return { ...info, label, title: info.label, kind };
  });
}

// Where each action is offered on the table: hand cards by card id, Pokémon by "seat:position"
// (an empty Bench slot as "seat:bench" for a Basic put there), cards to choose from by card id.
function actionPlaces(pic, infos) {
  const view = pic.view;
  const seat = bottomSeat(pic);
  const me = view.players[seat];
  const hand = new Set((me.hand && me.hand.cards) || []);
  const byHand = new Map();
  const bySlot = new Map();
  const choices = new Map();
  const add = (map, key, info) => {
    if (!map.has(key)) map.set(key, []);
    map.get(key).push(info);
  };
  for (const info of infos) {
    const a = parseAction(info.text);
    if (a.card && HAND_VERBS.has(a.verb) && hand.has(a.card)) add(byHand, a.card, info);
    if (a.pos) {
      const { owner } = monAt(view, seat, a.pos);
      add(bySlot, `${owner}:${a.pos.replace(/^their-/, "")}`, info);
    } else if (a.verb === "attack" && defendingAttack(pic)) {
      add(bySlot, `${1 - seat}:active`, info);
    } else if (a.verb === "attack" || a.verb === "pay" || a.verb === "active") {
      add(bySlot, `${seat}:active`, info);
    } else if (a.verb === "bench") {
      add(bySlot, `${seat}:bench`, info);
    }
    if (a.verb === "pick" && !hand.has(a.card)) add(choices, a.card, info);
  }
  return { byHand, bySlot, choices };
}

// ---- drawing ----------------------------------------------------------------------------------

// Words cut into lines of at most ``n`` characters (at most ``max`` lines, the last one cut).
function wrap(text, n, max = 2) {
  const words = String(text).split(/\s+/);
  const lines = [];
  let line = "";
  for (const w of words) {
    if (!line) line = w;
    else if ((line + " " + w).length <= n) line += " " + w;
    else {
      lines.push(line);
      line = w;
    }
  }
  if (line) lines.push(line);
  if (lines.length > max) {
    const kept = lines.slice(0, max);
    kept[max - 1] = kept[max - 1].slice(0, n - 1) + "…";
    return kept;
  }
  return lines.map((l) => (l.length > n ? l.slice(0, n - 1) + "…" : l));
}

function fit(text, n) {
  return text.length > n ? text.slice(0, n - 1) + "…" : text;
}

function energySymbol(x, y, r, type, count = 1) {
  const fill = TYPE_COLOUR[type] || "#999";
  const ink = DARK_INK.has(type) ? "#1b1b1b" : "#fff";
  return svg(
    "g",
    { class: "energy", "data-energy": type },
    svg("circle", { cx: x, cy: y, r, fill, stroke: "#1b1b1b", "stroke-width": 1.2 }),
    svg("text", { x, y: y + r * 0.42, "text-anchor": "middle", "font-size": r * 1.15, "font-weight": 800, fill: ink, text: count > 1 ? `${TYPE_LETTER[type]}${count}` : TYPE_LETTER[type] || "?" }),
  );
}

// The type an Energy card is drawn in (a Double Colorless Energy: Colorless, twice).
function energyOf(view, id) {
  const c = facts(view, id);
  const provides = c && c.provides && c.provides.length ? c.provides : ["Colorless"];
  return { type: provides[0], count: provides.length, name: c ? c.name : id };
}

function badge(x, y, text, fill, ink = "#fff", attrs = {}) {
  const w = text.length * 6.9 + 8;
  return {
    w,
    node: svg(
      "g",
      attrs,
      svg("rect", { x, y: y - 13, width: w, height: 16, rx: 4, fill, stroke: "#1b1b1b", "stroke-width": 0.8 }),
      svg("text", { x: x + w / 2, y: y - 1, "text-anchor": "middle", "font-size": 11, "font-weight": 800, fill: ink, text }),
    ),
  };
}

function hookClick(node, infos, title, ctx, container) {
  if (!ctx || !ctx.act || !infos || !infos.length) return;
  node.setAttribute("style", "cursor:pointer");
  node.addEventListener("click", (ev) => {
    ev.stopPropagation();
    if (infos.length === 1) {
      ctx.act(infos[0].text);
      return;
    }
    const box = container.getBoundingClientRect();
    ctx.menu(ev.clientX - box.left + 6, ev.clientY - box.top + 6, title, infos);
  });
}

// One Pokémon in play (or an empty place): its card with everything attached to it.
function drawMon(view, mon, box, opts) {
  const { x, y, w, h } = box;
  const g = svg("g", {
    class: `slot${mon ? "" : " empty"}${opts.infos && opts.infos.length ? " can-act" : ""}`,
    "data-slot": opts.pos,
    "data-owner": opts.owner,
    "data-card": mon ? mon.card : null,
    "data-actions": opts.infos && opts.infos.length ? opts.infos.map((i) => i.text).join("|") : null,
  });
  const lit = opts.infos && opts.infos.length && opts.interactive;
  if (!mon) {
    g.append(svg("rect", { x, y, width: w, height: h, rx: 10, fill: "rgba(255,255,255,0.03)", stroke: lit ? "#ffcb05" : "#3a4d74", "stroke-width": lit ? 2.5 : 1.5, "stroke-dasharray": "6 5" }));
    const label = opts.facedown ? `${cardName(view, opts.facedown)}` : opts.place;
    g.append(svg("text", { x: x + w / 2, y: y + h / 2 + 4, "text-anchor": "middle", "font-size": 12, fill: opts.facedown ? "#ffcb05" : "#6f82a8", text: label }));
    if (opts.facedown) g.append(svg("text", { x: x + w / 2, y: y + h / 2 + 20, "text-anchor": "middle", "font-size": 10, fill: "#9fb0cf", text: "face down (placing)" }));
    if (opts.facedown) g.setAttribute("data-facedown", opts.facedown);
    g.append(svg("title", { text: opts.facedown ? `${opts.place}: ${cardName(view, opts.facedown)}, face down until both players are ready` : `${opts.place}: empty` }));
    return g;
  }
  const c = facts(view, mon.card);
  const type = (c && c.types[0]) || "Colorless";
  const left = mon.hp - mon.damage;
  // the cards under the top one (what it evolved from) peek out behind it
  for (let k = mon.stack.length - 1; k >= 1; k--) {
    g.append(svg("rect", { x: x + 4 * k, y: y - 4 * k, width: w, height: h, rx: 10, fill: "#d9d4c3", stroke: "#1b1b1b", "stroke-width": 1.2, class: "under" }));
  }
  g.append(svg("rect", { x, y, width: w, height: h, rx: 10, fill: "#f7f4ea", stroke: lit ? "#ffcb05" : "#1b1b1b", "stroke-width": lit ? 4 : 2 }));
  g.append(svg("rect", { x: x + 2, y: y + 2, width: w - 4, height: 24, rx: 8, fill: TYPE_COLOUR[type] || "#ccc", opacity: 0.85 }));
  const big = w > 160;
  const ink = DARK_INK.has(type) ? "#1b1b1b" : "#fff";
  g.append(svg("text", { x: x + 8, y: y + 19, "font-size": big ? 16 : 14, "font-weight": 800, fill: ink, class: "mon-name", text: fit(mon.name, big ? 17 : 14) }));
  // HP left of HP, as a bar and in numbers; the damage counters as a token on the card's corner
  const frac = mon.hp ? Math.max(0, left) / mon.hp : 0;
  const barColour = frac > 0.5 ? "#3ecf7a" : frac > 0.25 ? "#f0b429" : "#e8474f";
  g.append(svg("rect", { x: x + 8, y: y + 31, width: w - 16, height: 6, rx: 3, fill: "#d3d0c4" }));
  g.append(svg("rect", { x: x + 8, y: y + 31, width: (w - 16) * frac, height: 6, rx: 3, fill: barColour }));
  g.append(svg("text", { x: x + 8, y: y + 53, "font-size": big ? 16 : 14, "font-weight": 800, fill: "#1b1b1b", class: "hp", "data-hp": `${left}/${mon.hp}`, text: `HP ${left}/${mon.hp}` }));
  if (mon.damage) {
    const n = mon.damage / 10;
    g.append(svg("circle", { cx: x + w - 6, cy: y + 4, r: 13, fill: "#e8474f", stroke: "#1b1b1b", "stroke-width": 1.5, class: "damage", "data-damage": mon.damage }));
    g.append(svg("text", { x: x + w - 6, y: y + 9, "text-anchor": "middle", "font-size": 14, "font-weight": 800, fill: "#fff", text: String(n) }));
  }
  // the stage, and what it evolved from (its evolution stack)
  let cy = y + 67;
  const stage = (c && c.stage) || "";
  const from = mon.stack.length > 1 ? `from ${mon.stack.slice(0, -1).map((id) => cardName(view, id)).join(" → ")}` : "";
  g.append(svg("text", { x: x + 8, y: cy, "font-size": 11, fill: "#4a4a4a", class: "stack", "data-stack": mon.stack.join(" "), text: fit([stage, from].filter(Boolean).join(" · "), big ? 30 : 23) }));
  cy += 5;
  // attached Energy: one symbol per card
  const step = 23;
  const perRow = Math.max(1, Math.floor((w - 12) / step));
  mon.energy.forEach((id, k) => {
    const e = energyOf(view, id);
    const ex = x + 17 + (k % perRow) * step;
    const ey = cy + 11 + Math.floor(k / perRow) * 22;
    const sym = energySymbol(ex, ey, 10, e.type, e.count);
    sym.setAttribute("data-card", id);
    sym.append(svg("title", { text: e.name }));
    // paying a cost with this Energy (the Retreat Cost): a click on the symbol
    const pays = (opts.infos || []).filter((i) => i.text === `pay ${id}`);
    if (pays.length && opts.interactive) {
      sym.setAttribute("data-actions", pays[0].text);
      sym.append(svg("circle", { cx: ex, cy: ey, r: 12.5, fill: "none", stroke: "#ffcb05", "stroke-width": 2.5, "pointer-events": "none" }));
      hookClick(sym, pays.slice(0, 1), e.name, opts.ctx, opts.container);
    }
    g.append(sym);
  });
  // special conditions, then attached Trainers, from the card's foot upwards
  let bx = x + 6;
  const condY = y + h - 23;
  for (const cond of mon.conditions) {
    const st = CONDITION[cond] || { text: cond.toUpperCase(), fill: "#555" };
    const b = badge(bx, condY, st.text, st.fill, "#fff", { class: "condition", "data-condition": cond });
    g.append(b.node);
    bx += b.w + 3;
  }
  bx = x + 6;
  for (const id of mon.tools) {
    const b = badge(bx, y + h - 6, fit(cardName(view, id), 12), "#fff4c2", "#1b1b1b", { class: "tool", "data-tool": id });
    g.append(b.node);
    bx += b.w + 3;
  }
  if (mon.effects && mon.effects.length) {
    g.append(svg("text", { x: x + w - 6, y: y + h - 8, "text-anchor": "end", "font-size": 9, "font-style": "italic", fill: "#6a4a8a", class: "effects", text: fit(mon.effects.join(", ").replace(/_/g, " "), 16) }));
  }
  const tip = [`${opts.place}: ${mon.name}, HP ${left}/${mon.hp}${mon.damage ? ` (${mon.damage / 10} damage counters)` : ""}`];
  if (mon.stack.length > 1) tip.push(`Evolution: ${mon.stack.map((id) => cardName(view, id)).join(" → ")}`);
  if (mon.energy.length) tip.push(`Energy: ${mon.energy.map((id) => cardName(view, id)).join(", ")}`);
  if (mon.tools.length) tip.push(`Attached: ${mon.tools.map((id) => cardName(view, id)).join(", ")}`);
  if (mon.conditions.length) tip.push(`Conditions: ${mon.conditions.join(", ")}`);
  if (mon.effects && mon.effects.length) tip.push(`Effects: ${mon.effects.join(", ").replace(/_/g, " ")}`);
  tip.push("", ...describeCard(view, mon.card));
  if (opts.infos && opts.infos.length) tip.push("", ...opts.infos.map((i) => `▸ ${i.label}`));
  g.append(svg("title", { text: tip.join("\n") }));
  return g;
}

function cardBack(x, y, w, h, attrs = {}) {
  return svg(
    "g",
    { class: "card-back", ...attrs },
    svg("rect", { x, y, width: w, height: h, rx: Math.min(6, w / 6), fill: "#2b4f9e", stroke: "#10151f", "stroke-width": 1.2 }),
    svg("ellipse", { cx: x + w / 2, cy: y + h / 2, rx: w * 0.3, ry: h * 0.2, fill: "#f2c230", stroke: "#10151f", "stroke-width": 0.8 }),
  );
}

// A card face (a hand card, a discard pile's top card, a card to choose).
function cardFace(view, id, x, y, w, h, attrs = {}) {
  const c = facts(view, id);
  const { overlapped, ...shown } = attrs;
  const g = svg("g", { "data-card": id, ...shown });
  let band = "#c9ced8";
  let sub = "";
  if (c && c.supertype === "Pokémon") {
    band = TYPE_COLOUR[c.types[0]] || band;
    sub = `${c.stage} · HP ${c.hp}`;
  } else if (c && c.supertype === "Energy") {
    band = TYPE_COLOUR[(c.provides || [])[0]] || band;
    sub = "Energy";
  } else if (c) {
    band = "#d8dde6";
    sub = "Trainer";
  }
  g.append(svg("rect", { x, y, width: w, height: h, rx: 7, fill: "#fbfaf4", stroke: "#1b1b1b", "stroke-width": 1.5, class: "face" }));
  g.append(svg("rect", { x: x + 2, y: y + 2, width: w - 4, height: h * 0.22, rx: 5, fill: band }));
  const size = w < 70 ? 9 : 11;
  // a card partly covered by the next one (a full hand) shows its name from the left edge
  const left = attrs.overlapped;
  const lines = wrap(c ? c.name : id, Math.floor(w / (size * 0.58)), 2);
  lines.forEach((line, k) => {
    g.append(svg("text", { x: left ? x + 5 : x + w / 2, y: y + h * 0.22 + 14 + k * (size + 2), "text-anchor": left ? "start" : "middle", "font-size": size, "font-weight": 800, fill: "#1b1b1b", text: line }));
  });
  if (c && c.supertype === "Energy") {
    const e = energyOf(view, id);
    const r = Math.min(w, h) * 0.17;
    g.append(energySymbol(left ? x + 6 + r : x + w / 2, y + h * 0.7, r, e.type, e.count));
  } else if (h > 80) {
    g.append(svg("text", { x: left ? x + 5 : x + w / 2, y: y + h - 10, "text-anchor": left ? "start" : "middle", "font-size": 9.5, fill: "#555", text: sub }));
    if (c && c.supertype === "Pokémon" && c.attacks.length) {
      c.attacks.slice(0, 2).forEach((a, k) => {
        g.append(svg("text", { x: left ? x + 5 : x + w / 2, y: y + h * 0.62 + k * 12, "text-anchor": left ? "start" : "middle", "font-size": 8.5, fill: "#333", text: fit(`${a.name}${a.damage ? ` ${a.damage}` : ""}`, 17) }));
      });
    }
  }
  g.append(svg("title", { text: describeCard(view, id).join("\n") }));
  return g;
}

function pileLabel(x, y, text, anchor = "start") {
  return svg("text", { x, y, "text-anchor": anchor, "font-size": 11, "font-weight": 700, fill: "#c9d6ea", text });
}

// The whole discard pile (or removed cards) as a list over the board, until closed.
function showPile(container, view, title, ids, x, y) {
  container.querySelectorAll(".origins-pile").forEach((n) => n.remove());
  // in pile order, copies lying one on another as one line
  const runs = [];
  for (const id of ids) {
    if (runs.length && runs[runs.length - 1][0] === id) runs[runs.length - 1][1] += 1;
    else runs.push([id, 1]);
  }
  const list = el("div", { style: "display:grid;gap:2px;max-height:260px;overflow:auto;font-size:13px" });
  for (const [id, n] of runs) {
    list.append(el("div", { "data-card": id, title: describeCard(view, id).join("\n") }, `${cardName(view, id)}${n > 1 ? ` ×${n}` : ""}`));
  }
  if (!ids.length) list.append(el("div", { class: "muted", text: "empty" }));
  const box = el(
    "div",
    { class: "menu origins-pile", role: "dialog", style: `left:${Math.round(x)}px;top:${Math.round(y)}px` },
    el("div", { class: "menu-title", text: `${title}: ${ids.length} card${ids.length === 1 ? "" : "s"}, the top one last` }),
    list,
    el("button", { class: "btn small", text: "Close", onclick: (ev) => { ev.stopPropagation(); box.remove(); } }),
  );
  container.append(box);
}

function drawPiles(view, p, rows, top, container) {
  const g = svg("g", { class: "piles", "data-owner": p.seat });
  // Prize cards, face down, on the left
  const px = 14;
  g.append(pileLabel(px, rows.prizes + 10, `Prizes ${p.prizes}${p.prizes_taken ? ` · taken ${p.prizes_taken}` : ""}`));
  const prizes = svg("g", { class: "prizes", "data-count": p.prizes });
  for (let k = 0; k < p.prizes; k++) {
    prizes.append(cardBack(px + (k % 2) * 60, rows.prizes + 18 + Math.floor(k / 2) * 44, 54, 40));
  }
  prizes.append(svg("title", { text: `${p.prizes} Prize card${p.prizes === 1 ? "" : "s"} face down` }));
  g.append(prizes);
  // deck, discard pile and removed cards on the right
  const rx = 962;
  const py = rows.piles;
  const deck = svg("g", { class: "deck", "data-count": p.deck });
  if (p.deck) {
    deck.append(cardBack(rx + 3, py + 19, 56, 80), cardBack(rx, py + 16, 56, 80));
  } else {
    deck.append(svg("rect", { x: rx, y: py + 16, width: 56, height: 80, rx: 6, fill: "none", stroke: "#3a4d74", "stroke-dasharray": "5 4" }));
  }
  deck.append(svg("text", { x: rx + 28, y: py + 62, "text-anchor": "middle", "font-size": 16, "font-weight": 800, fill: "#fff", stroke: "#10151f", "stroke-width": 2.5, "paint-order": "stroke", text: String(p.deck) }));
  deck.append(svg("title", { text: `Deck: ${p.deck} card${p.deck === 1 ? "" : "s"}` }));
  g.append(pileLabel(rx, py + 10, "Deck"), deck);

  const dx = rx + 66;
  const discard = svg("g", { class: "discard", "data-count": p.discard.length, "data-pile": `discard${p.seat}`, style: "cursor:pointer" });
  if (p.discard.length) {
    discard.append(cardFace(view, p.discard[p.discard.length - 1], dx, py + 16, 58, 80, { class: "discard-top" }));
  } else {
    discard.append(svg("rect", { x: dx, y: py + 16, width: 58, height: 80, rx: 6, fill: "none", stroke: "#3a4d74", "stroke-dasharray": "5 4" }));
  }
  discard.append(svg("title", { text: `Discard pile (${p.discard.length}): ${p.discard.map((id) => cardName(view, id)).join(", ") || "empty"} — click to list` }));
  discard.addEventListener("click", (ev) => {
    ev.stopPropagation();
    const box = container.getBoundingClientRect();
    showPile(container, view, `${seatName(p.seat)}'s discard pile`, p.discard, Math.min(ev.clientX - box.left, box.width - 240), ev.clientY - box.top + 6);
  });
  g.append(pileLabel(dx, py + 10, `Discard ${p.discard.length}`), discard);

  const removed = svg("g", { class: "removed", "data-count": p.removed.length, style: p.removed.length ? "cursor:pointer" : "" });
  removed.append(pileLabel(rx, py + 114, `Removed from play: ${p.removed.length}`));
  removed.append(svg("title", { text: p.removed.length ? `Removed from the game: ${p.removed.map((id) => cardName(view, id)).join(", ")}` : "No card removed from the game" }));
  if (p.removed.length) {
    removed.addEventListener("click", (ev) => {
      ev.stopPropagation();
      const box = container.getBoundingClientRect();
      showPile(container, view, `${seatName(p.seat)}'s removed cards`, p.removed, Math.min(ev.clientX - box.left, box.width - 240), ev.clientY - box.top + 6);
    });
  }
  g.append(removed);
  const who = svg("text", {
    x: 16, y: top ? 28 : STRIP_Y + 36, "font-size": 15, "font-weight": 800, fill: seatColour(p.seat), class: "who",
    text: `${seatName(p.seat)}${p.mulligans ? ` · ${p.mulligans} mulligan${p.mulligans > 1 ? "s" : ""}` : ""}`,
  });
  g.append(who);
  return g;
}

function benchBox(k, y) {
  return { x: CENTER_X0 + k * (BENCH_W + BENCH_GAP), y, w: BENCH_W, h: BENCH_H };
}

function drawSide(view, pic, seat, top, places, ctx, container) {
  const p = view.players[seat];
  const rows = top ? ROWS.top : ROWS.bottom;
  const mine = seat === bottomSeat(pic) && pic.seat !== null && pic.seat !== undefined;
  const interactive = Boolean(ctx && ctx.act);
  const g = svg("g", { class: `side ${top ? "side-top" : "side-bottom"}`, "data-seat": seat });
  g.append(drawPiles(view, p, rows, top, container));
  const placing = mine && view.placing && view.placing.mine ? view.placing.mine : [];
  const slotInfos = (pos) => places.bySlot.get(`${seat}:${pos}`) || [];
  const firstFree = p.bench.length;
  // the Bench: five places
  for (let k = 0; k < 5; k++) {
    const mon = p.bench[k] || null;
    const pos = `bench${k}`;
    let infos = slotInfos(pos);
    if (!mon && k === Math.max(firstFree, placing.length ? placing.length - 1 : 0)) infos = infos.concat(places.bySlot.get(`${seat}:bench`) || []);
    const node = drawMon(view, mon, benchBox(k, rows.bench), {
      pos, owner: seat, place: `Bench ${k + 1}`, infos, interactive, ctx, container, facedown: !mon && placing[k + 1] ? placing[k + 1] : null,
    });
    hookClick(node, infos, `${mon ? mon.name : "Bench"} (Bench ${k + 1})`, ctx, container);
    g.append(node);
  }
  // the Active Pokémon
  const ax = CENTER_X0 + (5 * BENCH_W + 4 * BENCH_GAP) / 2 - ACTIVE_W / 2;
  const infos = slotInfos("active");
  const active = drawMon(view, p.active, { x: ax, y: rows.active, w: ACTIVE_W, h: ACTIVE_H }, {
    pos: "active", owner: seat, place: "Active", infos, interactive, ctx, container, facedown: !p.active && placing[0] ? placing[0] : null,
  });
  hookClick(active, infos, `${p.active ? p.active.name : "Active"} (Active)`, ctx, container);
  g.append(active);
  // another player's secret placement: a card lies face down, which one is not shown
  const committed = (view.placing && view.placing.committed) || [];
  if (!mine && !p.active && view.phase === "place" && committed.includes(seat)) {
    const back = cardBack(ax + ACTIVE_W / 2 - 40, rows.active + 18, 80, 110, { "data-facedown": "hidden" });
    back.append(svg("title", { text: `${seatName(seat)} has placed a Pokémon face down` }));
    g.append(back);
  }
  // the hand: the seat's own cards face up, anyone else's as backs (and the cards known there)
  const hand = p.hand || { count: 0 };
  const handG = svg("g", { class: `hand${hand.cards ? " own-hand" : " their-hand"}`, "data-count": hand.count, "data-owner": seat });
  if (hand.cards) {
    const n = hand.cards.length;
    const span = 5 * BENCH_W + 4 * BENCH_GAP;
    const stepX = n > 1 ? Math.min(HAND_W + 8, (span - HAND_W) / (n - 1)) : 0;
    const x0 = CENTER_X0 + (span - (n > 1 ? stepX * (n - 1) + HAND_W : HAND_W)) / 2;
    hand.cards.forEach((id, k) => {
      const acts = places.byHand.get(id) || [];
      const lit = acts.length && interactive;
      const face = cardFace(view, id, x0 + k * stepX, rows.hand, HAND_W, HAND_H, {
        class: `hand-card${acts.length ? " can-act" : ""}`,
        overlapped: stepX < HAND_W && k < n - 1,
        "data-actions": acts.length ? acts.map((i) => i.text).join("|") : null,
      });
      if (lit) face.append(svg("rect", { x: x0 + k * stepX, y: rows.hand, width: HAND_W, height: HAND_H, rx: 7, fill: "none", stroke: "#ffcb05", "stroke-width": 3.5, "pointer-events": "none" }));
      if (acts.length) {
        const t = face.querySelector("title");
        t.textContent += `\n\n${acts.map((i) => `▸ ${i.label}`).join("\n")}`;
      }
      hookClick(face, acts, cardName(view, id), ctx, container);
      handG.append(face);
    });
    handG.append(pileLabel(14, rows.hand + 14, `Hand ${n}`));
  } else {
    const n = hand.count;
    const span = 300;
    const stepX = n > 1 ? Math.min(24, span / n) : 0;
    const x0 = CENTER_X0 + (5 * BENCH_W + 4 * BENCH_GAP) / 2 - ((n - 1) * stepX + 30) / 2;
    for (let k = 0; k < n; k++) handG.append(cardBack(x0 + k * stepX, rows.hand, 30, 42, { "data-back": k }));
    const known = (hand.known || []).map((id) => cardName(view, id));
    handG.append(pileLabel(x0 - 10, rows.hand + 26, `Hand ${n}`, "end"));
    if (known.length) handG.append(svg("text", { x: x0 + n * stepX + 40, y: rows.hand + 26, "font-size": 11, fill: "#c9d6ea", class: "known", text: fit(`known: ${known.join(", ")}`, 60) }));
    handG.append(svg("title", { text: `${seatName(seat)}'s hand: ${n} card${n === 1 ? "" : "s"}${known.length ? `; known: ${known.join(", ")}` : ""}` }));
  }
  g.append(handG);
  return g;
}

// The cards the seat chooses among that are not in its hand (a deck search, the discard pile),
// in the free space right of the Active Pokémon, four to a row.
function drawChoices(view, places, ctx, container) {
  if (!places.choices.size) return null;
  const n = places.choices.size;
  const cols = Math.min(n, 4);
  const rows = Math.ceil(n / 4);
  const scale = Math.min(1, 3 / rows);
  const w = 64 * scale;
  const h = 88 * scale;
  const stepX = w + 6;
  const stepY = h + 8;
  const x0 = 664;
  const y0 = STRIP_Y - (rows * stepY) / 2 + 8;
  const g = svg("g", { class: "choices", "data-count": n });
  g.append(svg("rect", { x: x0 - 10, y: y0 - 26, width: cols * stepX + 14, height: rows * stepY + 30, rx: 10, fill: "#0e1830", stroke: "#ffcb05", "stroke-width": 2, opacity: 0.96 }));
  g.append(svg("text", { x: x0, y: y0 - 9, "font-size": 12, "font-weight": 800, fill: "#ffcb05", text: "Choose a card" }));
  [...places.choices.entries()].forEach(([id, infos], k) => {
    const face = cardFace(view, id, x0 + (k % 4) * stepX, y0 + Math.floor(k / 4) * stepY, w, h, { class: "choice-card", "data-actions": infos.map((i) => i.text).join("|") });
    hookClick(face, infos, cardName(view, id), ctx, container);
    g.append(face);
  });
  return g;
}

const PENDING_WORDS = {
  effect: "for an effect", promote: "a new Active Pokémon", retreat: "the Energy to discard",
  extra: "how many extra cards to draw",
};

function stripText(view) {
  const bits = [`Turn ${view.turn}`];
  if (view.phase === "place") {
    const done = (view.placing && view.placing.committed) || [];
    bits.push(`placing Pokémon face down${done.length ? ` (ready: ${done.map(seatName).join(", ")})` : ""}`);
  } else if (view.pending && view.pending.kind !== "main") {
    bits.push(`${seatName(view.pending.seat)} chooses ${PENDING_WORDS[view.pending.kind] || view.pending.kind}`);
  } else if (view.current !== null && view.current !== undefined) {
    bits.push(`${seatName(view.current)} to play`);
    if (view.energy_played) bits.push("Energy attached");
    if (view.retreated) bits.push("retreated");
  }
  bits.push(`${view.format} rules`);
  if (view.sudden_deaths) bits.push(`sudden death ×${view.sudden_deaths}`);
  return bits.join(" · ");
}

export function render(container, pic, ctx = {}) {
  const view = pic.view;
  const me = bottomSeat(pic);
  const shown = actionInfos(pic);
  const places = actionPlaces(pic, shown);
  const root = svg("svg", {
    class: "board",
    viewBox: `0 0 ${W} ${H}`,
    role: "img",
    "aria-label": "Pokémon TCG table: both players' Active and Bench Pokémon, prizes, decks, discard piles and hands",
    "data-board": "origins",
    "data-phase": view.phase,
    "data-turn": view.turn,
  });
  root.append(svg("rect", { x: 0, y: 0, width: W, height: H, rx: 14, fill: "#1a2a44" }));
  root.append(svg("rect", { x: 6, y: 6, width: W - 12, height: STRIP_Y - 18, rx: 12, fill: "#20324f", stroke: seatColour(1 - me), "stroke-opacity": 0.5 }));
  root.append(svg("rect", { x: 6, y: STRIP_Y + 12, width: W - 12, height: H - STRIP_Y - 18, rx: 12, fill: "#20324f", stroke: seatColour(me), "stroke-opacity": 0.5 }));
  root.append(svg("text", { x: W / 2, y: STRIP_Y + 5, "text-anchor": "middle", "font-size": 14, "font-weight": 700, fill: "#eef2fb", class: "strip", text: stripText(view) }));
  root.append(drawSide(view, pic, 1 - me, true, places, ctx, container));
  root.append(drawSide(view, pic, me, false, places, ctx, container));
  const choices = drawChoices(view, places, ctx, container);
  if (choices) root.append(choices);
  // a click elsewhere closes a listed pile
  root.addEventListener("click", () => container.querySelectorAll(".origins-pile").forEach((n) => n.remove()));
  // on a phone the table keeps a legible size and scrolls sideways
  root.setAttribute("style", "min-width:700px");
  container.replaceChildren(el("div", { class: "origins-board", style: "overflow-x:auto" }, root));
}

// The seat's hand with every card's printed text (only that seat's view holds its cards).
export function secrets(pic) {
  if (pic.seat === null || pic.seat === undefined) return null;
  const view = pic.view;
  const me = view.players && view.players[pic.seat];
  if (!me || !me.hand || !me.hand.cards) return null;
  const box = el("div", { class: "secret-box", id: "origins-hand" }, el("h3", { text: `Your hand (${me.hand.cards.length})` }));
  const counts = new Map();
  for (const id of me.hand.cards) counts.set(id, (counts.get(id) || 0) + 1);
  for (const [id, n] of counts) {
    const [head, ...rest] = describeCard(view, id);
    box.append(
      el(
        "div",
        { class: "origins-hand-card", "data-card": id, style: "margin:3px 0 6px" },
        el("b", { text: `${n > 1 ? `${n}× ` : ""}${head}` }),
        ...rest.map((line) => el("div", { class: "small muted", text: line })),
      ),
    );
  }
  if (!me.hand.cards.length) box.append(el("div", { class: "muted small", text: "no cards" }));
  return box;
}
