// The tactics board in SVG: grid, rocks, Mr. Mime's barrier, start zones while deploying, Pokémon
// tokens with HP bars, status tokens and gauges, the cycle's turn order, and the squares the seat
// may click (moves, placements, attack targets), all drawn from the view and the action infos.
import { el, seatColour, seatName, svg } from "../js/dom.js";

const CELL = 64;
const MARGIN = 22;
const FILES = "abcdefghijklmnopqrstuvwxyz";
const TOKEN_STYLE = {
  poison: { letter: "Ps", fill: "#9b59d0", title: "Poisoned: −20 HP at the start of each cycle" },
  paralysis: { letter: "Pa", fill: "#f1c40f", title: "Paralysis: speed at most 2" },
  bind: { letter: "Bi", fill: "#8d6e63", title: "Bound: cannot move on its next turn" },
  disable: { letter: "Di", fill: "#7f8c8d", title: "Disabled: cannot attack on its next turn" },
  substitute: { letter: "Su", fill: "#e67e22", title: "Substitute: the next physical hit does nothing" },
  light_screen: { letter: "LS", fill: "#f7dc6f", title: "Light Screen: fire/electric damage becomes 10" },
};
const KIND_STYLE = {
  move: { fill: "rgba(62,207,122,0.30)", stroke: "#3ecf7a" },
  place: { fill: "rgba(63,140,255,0.30)", stroke: "#8fc1ff" },
  attack: { fill: "rgba(232,71,79,0.30)", stroke: "#ff6b73" },
  rescue: { fill: "rgba(255,203,5,0.28)", stroke: "#ffcb05" },
};

function parseSquare(name) {
  const m = /^([a-z])(\d{1,2})$/.exec(name || "");
  if (!m) return null;
  return { col: FILES.indexOf(m[1]), row: Number(m[2]) - 1 };
}

// Where an action is offered on the board: the square to click for it (null: buttons only).
function anchorOf(info, view) {
  const kind = info.kind;
  if (kind === "move" || kind === "place") return info.squares[0] || null;
  if (kind === "rescue") return info.text.startsWith("rescue teleport") ? info.squares[0] : null;
  if (kind !== "attack") return null;
  const words = info.text.split(" ").slice(1);
  for (const w of words) {
    const line = /^([a-z]\d{1,2})-([a-z]\d{1,2})$/.exec(w);
    if (line) return line[1];
    if (/^[a-z]\d{1,2}$/.test(w)) return w;
  }
  const active = activeMon(view);
  return active && active.square ? active.square : null;
}

function activeMon(view) {
  const id = view.turn ? view.turn.pokemon : null;
  return id === null || id === undefined ? null : view.pokemon.find((p) => p.id === id) || null;
}

function hpColour(frac) {
  if (frac > 0.5) return "#3ecf7a";
  if (frac > 0.25) return "#f5c542";
  return "#e8474f";
}

export function render(container, pic, ctx) {
  const view = pic.view;
  const b = view.board;
  const flip = pic.seat === 1; // each seat sees its own side at the bottom
  const W = b.width * CELL + 2 * MARGIN;
  const H = b.height * CELL + 2 * MARGIN;
  const xy = (sq) => {
    const p = parseSquare(sq);
    if (!p) return null;
    const col = flip ? b.width - 1 - p.col : p.col;
    const row = flip ? p.row : b.height - 1 - p.row;
    return { x: MARGIN + col * CELL, y: MARGIN + row * CELL };
  };
  const root = svg("svg", {
    class: "board",
    viewBox: `0 0 ${W} ${H}`,
    role: "img",
    "aria-label": `Tactics board, ${b.width} by ${b.height}`,
    "data-board": "tactics",
  });
  root.append(
    svg(
      "defs",
      {},
      svg(
        "pattern",
        { id: "barrier-hatch", width: 10, height: 10, patternUnits: "userSpaceOnUse", patternTransform: "rotate(45)" },
        svg("rect", { width: 10, height: 10, fill: "rgba(120,220,255,0.35)" }),
        svg("line", { x1: 0, y1: 0, x2: 0, y2: 10, stroke: "rgba(200,245,255,0.9)", "stroke-width": 3 }),
      ),
      svg(
        "radialGradient",
        { id: "rock-grad", cx: "40%", cy: "35%", r: "70%" },
        svg("stop", { offset: "0%", "stop-color": "#b9b2a6" }),
        svg("stop", { offset: "100%", "stop-color": "#5d574e" }),
      ),
    ),
  );
  root.append(svg("rect", { x: 0, y: 0, width: W, height: H, rx: 14, fill: "#1f3a24" }));

  // squares, start zones, coordinates
  const zones = {};
  const showZones = ["selection", "deployment"].includes(view.phase) || !view.deployed;
  if (showZones) {
    for (const [seat, squares] of Object.entries(b.start_zones)) for (const sq of squares) zones[sq] = Number(seat);
  }
  const cells = svg("g", { class: "cells" });
  for (let r = 0; r < b.height; r++) {
    for (let c = 0; c < b.width; c++) {
      const name = `${FILES[c]}${r + 1}`;
      const p = xy(name);
      const light = (r + c) % 2 === 0;
      cells.append(
        svg("rect", {
          x: p.x, y: p.y, width: CELL, height: CELL,
          fill: light ? "#6fb35a" : "#5fa14d",
          "data-square": name,
        }),
      );
      if (name in zones) {
        cells.append(svg("rect", {
          x: p.x + 1, y: p.y + 1, width: CELL - 2, height: CELL - 2,
          fill: seatColour(zones[name]), opacity: 0.22, "pointer-events": "none",
        }));
      }
    }
  }
  root.append(cells);
  const coords = svg("g", { class: "coords", fill: "#cfe8c4", "font-size": 13, "text-anchor": "middle", "font-weight": 600 });
  for (let c = 0; c < b.width; c++) {
    const p = xy(`${FILES[c]}1`);
    coords.append(svg("text", { x: p.x + CELL / 2, y: H - 6, text: FILES[c] }));
  }
  for (let r = 0; r < b.height; r++) {
    const p = xy(`a${r + 1}`);
    coords.append(svg("text", { x: MARGIN / 2, y: p.y + CELL / 2 + 5, text: String(r + 1) }));
  }
  root.append(coords);

  // rocks and the barrier
  const terrain = svg("g", { class: "terrain", "pointer-events": "none" });
  for (const sq of b.obstacles) {
    const p = xy(sq);
    terrain.append(
      svg("path", {
        d: `M${p.x + 10} ${p.y + 48} L${p.x + 16} ${p.y + 22} L${p.x + 30} ${p.y + 12} L${p.x + 47} ${p.y + 18} L${p.x + 55} ${p.y + 44} L${p.x + 44} ${p.y + 54} L${p.x + 20} ${p.y + 55} Z`,
        fill: "url(#rock-grad)", stroke: "#2b2823", "stroke-width": 2, "data-obstacle": sq,
      }),
    );
  }
  for (const sq of b.barrier) {
    const p = xy(sq);
    terrain.append(svg("rect", {
      x: p.x + 3, y: p.y + 3, width: CELL - 6, height: CELL - 6, rx: 6,
      fill: "url(#barrier-hatch)", stroke: "#bdf3ff", "stroke-width": 2, "data-barrier": sq,
    }, svg("title", { text: "Barrier (Mr. Mime): blocks walking" })));
  }
  root.append(terrain);

  // the pending attack: its affected squares
  const pending = view.attack;
  if (pending) {
    const marks = svg("g", { class: "pending", "pointer-events": "none" });
    for (const id of pending.affected || []) {
      const mon = view.pokemon.find((m) => m.id === id);
      if (!mon || !mon.square) continue;
      const p = xy(mon.square);
      marks.append(svg("rect", { x: p.x + 2, y: p.y + 2, width: CELL - 4, height: CELL - 4, fill: "none", stroke: "#ff5964", "stroke-width": 4, "stroke-dasharray": "8 5", rx: 8 }));
    }
    root.append(marks);
  }

  // Pokémon
  const active = activeMon(view);
  const tokens = svg("g", { class: "pokemon" });
  for (const mon of view.pokemon) {
    if (!mon.square || mon.knocked_out) continue;
    tokens.append(drawMon(mon, xy(mon.square), active && active.id === mon.id));
  }
  root.append(tokens);

  // what this seat may click
  const infos = (pic.actions || []).filter((i) => i.kind in KIND_STYLE);
  const bySquare = new Map();
  for (const info of infos) {
    const sq = anchorOf(info, view);
    if (!sq || !parseSquare(sq)) continue;
    if (!bySquare.has(sq)) bySquare.set(sq, []);
    bySquare.get(sq).push(info);
  }
  const preview = svg("g", { class: "preview", "pointer-events": "none" });
  const hits = svg("g", { class: "targets" });
  const interactive = ctx && ctx.act;
  for (const [sq, list] of bySquare) {
    const p = xy(sq);
    const kind = list.some((i) => i.kind === "attack") ? "attack" : list[0].kind;
    const st = KIND_STYLE[kind];
    const area = [...new Set(list.flatMap((i) => i.squares || []))];
    const hit = svg("rect", {
      x: p.x + 4, y: p.y + 4, width: CELL - 8, height: CELL - 8, rx: 9,
      fill: st.fill, stroke: st.stroke, "stroke-width": 3,
      class: `target target-${kind}`,
      "data-square": sq,
      "data-kind": kind,
      "data-actions": list.map((i) => i.text).join("|"),
      style: interactive ? "cursor:pointer" : "",
    }, svg("title", { text: list.map((i) => i.label).join("\n") }));
    if (interactive) {
      hit.addEventListener("mouseenter", () => {
        preview.replaceChildren(...area.map((a) => {
          const q = xy(a);
          return q ? svg("rect", { x: q.x + 1, y: q.y + 1, width: CELL - 2, height: CELL - 2, fill: "none", stroke: st.stroke, "stroke-width": 2, opacity: 0.9 }) : null;
        }));
      });
      hit.addEventListener("mouseleave", () => preview.replaceChildren());
      hit.addEventListener("click", (ev) => {
        ev.stopPropagation();
        if (list.length === 1) {
          ctx.act(list[0].text);
          return;
        }
        const box = container.getBoundingClientRect();
        ctx.menu(ev.clientX - box.left + 6, ev.clientY - box.top + 6, `Square ${sq}`, list);
      });
    }
    hits.append(hit);
  }
  root.append(hits, preview);

  const builder = interactive ? orderBuilder(pic, ctx) : null;
  container.replaceChildren(...(builder ? [builder] : []), root, cycleStrip(view, pic.seat), roster(view, pic.seat));
}

// The secret cycle order, chosen one turn at a time by clicking Pokémon above the board (the same
// "order <species>" actions as the buttons beside the board). The progress comes from the prompt
// (data.slot, data.chosen; the number of turns from the prompt's words) and the seat's own view
// (secret.order): "turn 2 of 3 · 1 of 3 chosen: Onix". Only this seat's page has it: the other seat
// and spectators get neither the prompt nor the secret part of the view.
export function orderProgress(pic) {
  const data = (pic.prompt && pic.prompt.data) || {};
  const sec = (pic.view && pic.view.secret) || {};
  const chosen = data.chosen || sec.order || [];
  const named = /of your (\d+) turns/.exec((pic.prompt && pic.prompt.text) || "");
  const total = data.slots || (named ? Number(named[1]) : 3);
  const slot = data.slot || chosen.length + 1;
  return { chosen, total, slot };
}

function orderBuilder(pic, ctx) {
  const orders = (pic.actions || []).filter((i) => i.kind === "order");
  if (!orders.length) return null;
  const { chosen, total, slot } = orderProgress(pic);
  const box = el("div", { class: "order-builder", id: "order-builder", "data-chosen": chosen.length, "data-total": total },
    el("span", { class: "lbl", text: `Your secret order, turn ${slot} of ${total}:` }));
  for (const info of orders) {
    const name = info.text.replace(/^order /, "");
    box.append(el("button", {
      class: "btn small", type: "button", "data-species": name, "data-action": info.text,
      title: info.label, text: name === "empty" ? "empty card" : name, onclick: () => ctx.act(info.text),
    }));
  }
  const progress = `${chosen.length} of ${total} chosen`;
  box.append(el("span", { class: "seq", id: "order-progress", text: chosen.length ? `${progress}: ${chosen.join(" → ")}` : progress }));
  return box;
}

function drawMon(mon, p, isActive) {
  const cx = p.x + CELL / 2;
  const cy = p.y + CELL / 2 - 4;
  const colour = seatColour(mon.owner);
  const g = svg("g", { class: "mon", "data-mon": mon.id, "data-species": mon.species, "data-square": mon.square, "pointer-events": "none" });
  if (isActive) g.append(svg("circle", { cx, cy, r: 27, fill: "none", stroke: "#ffcb05", "stroke-width": 4, class: "active-ring" }));
  g.append(
    svg("circle", { cx, cy, r: 22, fill: "#fbfbf7", stroke: colour, "stroke-width": 5 }),
    svg("path", { d: `M${cx - 22} ${cy} a22 22 0 0 1 44 0 z`, fill: colour, opacity: 0.18 }),
    svg("text", { x: cx, y: cy + 6, "text-anchor": "middle", "font-size": 17, "font-weight": 800, fill: "#1b1b1b", text: mon.code }),
  );
  const frac = Math.max(0, Math.min(1, mon.hp / mon.max_hp));
  const bw = CELL - 12;
  g.append(
    svg("rect", { x: p.x + 6, y: p.y + CELL - 10, width: bw, height: 7, rx: 3, fill: "#1c1c1c", opacity: 0.8 }),
    svg("rect", { x: p.x + 6, y: p.y + CELL - 10, width: bw * frac, height: 7, rx: 3, fill: hpColour(frac), class: "hp" }),
  );
  let k = 0;
  for (const [name, count] of Object.entries(mon.tokens || {})) {
    if (!count) continue;
    const st = TOKEN_STYLE[name] || { letter: name.slice(0, 2), fill: "#999", title: name };
    const tx = p.x + 9 + (k % 2) * 0;
    const ty = p.y + 8 + k * 13;
    g.append(
      svg("g", { class: "status-token", "data-token": name },
        svg("rect", { x: tx - 6, y: ty - 6, width: count > 1 ? 22 : 16, height: 12, rx: 6, fill: st.fill, stroke: "#222", "stroke-width": 1 }),
        svg("text", { x: tx + (count > 1 ? 5 : 2), y: ty + 3.5, "text-anchor": "middle", "font-size": 8, "font-weight": 800, fill: "#111", text: count > 1 ? `${st.letter}${count}` : st.letter }),
        svg("title", { text: `${st.title}${count > 1 ? ` (×${count})` : ""}` })),
    );
    k++;
  }
  let j = 0;
  for (const [name, value] of Object.entries(mon.gauges || {})) {
    if (!value) continue;
    const gx = p.x + CELL - 8;
    const gy = p.y + 8 + j * 13;
    g.append(
      svg("g", { class: "gauge", "data-gauge": name },
        svg("rect", { x: gx - 16, y: gy - 6, width: 20, height: 12, rx: 3, fill: "#20304f", stroke: "#8fc1ff", "stroke-width": 1 }),
        svg("text", { x: gx - 6, y: gy + 3.5, "text-anchor": "middle", "font-size": 8, "font-weight": 800, fill: "#d9ebff", text: `${name.slice(0, 1).toUpperCase()}${value}` }),
        svg("title", { text: `${name.replace(/_/g, " ")} gauge: ${value}` })),
    );
    j++;
  }
  g.append(svg("title", { text: `${mon.species} (${seatName(mon.owner)}) ${mon.hp}/${mon.max_hp} HP` }));
  return g;
}

function cycleStrip(view, mySeat) {
  const cyc = view.cycle || {};
  const box = el("div", { class: "cycle-strip", id: "cycle" });
  if (!view.deployed || view.phase === "over") {
    if (view.phase === "selection") box.append(el("span", { class: "muted", text: `Team selection · variant ${view.selection.variant}` }));
    else if (view.phase === "deployment") box.append(el("span", { class: "muted", text: "Deployment: place your Pokémon on your start zone (secret until both are done)" }));
    return box;
  }
  box.append(el("span", { class: "pill", text: `Cycle ${cyc.number}` }));
  if (cyc.schedule && cyc.schedule.length) {
    for (const t of cyc.schedule) {
      const mon = t.pokemon === null ? null : view.pokemon.find((p) => p.id === t.pokemon);
      const done = t.index < cyc.turn_index;
      const now = t.index === cyc.turn_index;
      const out = mon && mon.knocked_out;
      box.append(
        el("span", {
          class: `turn-chip${now ? " now" : ""}${done ? " done" : ""}${out ? " out" : ""}`,
          style: `border-color:${seatColour(t.seat)}`,
          title: `${seatName(t.seat)}: ${t.entry}`,
          text: mon ? mon.code : "—",
        }),
      );
    }
  } else {
    for (const s of [0, 1]) {
      const chosen = (cyc.committed || []).includes(s);
      // the seat's own progress comes from its secret part of the view; the other's is unknown
      const mine = s === mySeat ? ((view.secret && view.secret.order) || []).length : 0;
      const doing = mine ? `choosing… (${mine} chosen)` : "choosing…";
      box.append(el("span", { class: "muted", "data-cycle-seat": s, text: `${seatName(s)}: ${chosen ? "order chosen (secret)" : doing}${s === mySeat ? " · you" : ""}` }));
    }
  }
  if (view.quiet_cycles) box.append(el("span", { class: "muted small", text: `quiet cycles ${view.quiet_cycles}/${view.stalemate_cycles}` }));
  return box;
}

function roster(view, mySeat) {
  const box = el("div", { class: "roster", id: "roster" });
  const teams = view.pokemon.length
    ? [0, 1].map((s) => view.pokemon.filter((p) => p.owner === s))
    : [0, 1].map((s) => (view.selection.teams[String(s)] || []).map((name) => ({ species: name, owner: s })));
  const order = mySeat === null || mySeat === undefined ? [0, 1] : [mySeat, 1 - mySeat];
  for (const s of order) {
    const col = el("div", { class: "team", "data-team": s }, el("div", { class: "team-name", style: `color:${seatColour(s)}`, text: `${seatName(s)}${s === mySeat ? " (you)" : ""}` }));
    for (const mon of teams[s]) {
      const line = el("div", { class: `mon-line${mon.knocked_out ? " out" : ""}` });
      line.append(el("span", { class: "code", style: `border-color:${seatColour(s)}`, text: mon.code || "?" }), el("span", { class: "sp", text: mon.species }));
      if (mon.max_hp) {
        const frac = Math.max(0, mon.hp / mon.max_hp);
        line.append(
          el("span", { class: "hpbar" }, el("span", { style: `width:${Math.round(frac * 100)}%;background:${hpColour(frac)}` })),
          el("span", { class: "hp", text: mon.knocked_out ? "KO" : `${mon.hp}/${mon.max_hp}` }),
        );
      }
      col.append(line);
    }
    const picked = view.selection.picked[String(s)] || 0;
    const shown = (view.selection.teams[String(s)] || []).length;
    if (!view.pokemon.length && picked > shown) col.append(el("div", { class: "muted small", text: `${picked - shown} secret pick(s)` }));
    box.append(col);
  }
  return box;
}

export function secrets(pic) {
  const view = pic.view;
  if (pic.seat === null || pic.seat === undefined) return null;
  const sec = view.secret || {};
  const rows = [];
  if (view.phase === "selection" && sec.picks && sec.picks.length) rows.push(["Your picks", sec.picks.join(", ")]);
  if (sec.placements && Object.keys(sec.placements).length && !view.deployed) {
    const names = Object.entries(sec.placements).map(([id, sq]) => {
      const mon = view.pokemon.find((p) => String(p.id) === id);
      return `${mon ? mon.species : id} ${sq}`;
    });
    rows.push(["Your placements", names.join(", ")]);
  }
  if (sec.order && !(view.cycle && view.cycle.orders)) rows.push(["Your cycle order", sec.order.join(" → ")]);
  if (view.rescue && view.rescue.seat === pic.seat && !view.rescue.used[String(pic.seat)]) rows.push(["Last-rescue card", "available this cycle"]);
  if (!rows.length) return null;
  return el(
    "div",
    { class: "secret-box", id: "secret-info" },
    el("h3", { text: "Only you can see this" }),
    el("div", { class: "kv" }, rows.flatMap(([k, v]) => [el("div", { class: "k", text: k }), el("div", { text: v })])),
  );
}
