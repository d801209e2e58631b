// The Battle Chess BW board in SVG: the 7×7 play area with every piece showing its power and its
// arrows (turned-over pieces drawn dark with a dashed rim), Tamago piles, 2×2 Legend pieces, the
// squares the seat may click (moves, battles, summons), and beside it the Cost Areas, the Legends
// and the Plus Power area. Everything is drawn from the view and the action infos.
import { el, seatColour, seatName, svg } from "../js/dom.js";

const CELL = 72;
const MARGIN = 22;
const FILES = "abcdefghijklmnopqrstuvwxyz";
// screen step of each board direction (N is towards rank 7) when the first player is at the bottom
const STEP = { N: [0, -1], NE: [1, -1], E: [1, 0], SE: [1, 1], S: [0, 1], SW: [-1, 1], W: [-1, 0], NW: [-1, -1] };
const KIND_STYLE = {
  move: { fill: "rgba(62,207,122,0.30)", stroke: "#3ecf7a" },
  battle: { fill: "rgba(232,71,79,0.30)", stroke: "#ff6b73" },
  summon: { fill: "rgba(63,140,255,0.22)", stroke: "#8fc1ff" },
};
const SHORT = { Patrat: "PAT", Zoroark: "ZOR", Serperior: "SER", Samurott: "SAM", Emboar: "EMB", Victini: "VIC", Reshiram: "RES", Zekrom: "ZEK" };

function parseSquare(name) {
  const m = /^([a-z])(\d{1,2})$/.exec(name || "");
  if (!m) return null;
  return { col: FILES.indexOf(m[1]), row: Number(m[2]) - 1 };
}

// The square an action is offered on: a move's destination, a battle's first attacked square,
// a summon's lower-left square.
function anchorOf(info) {
  const sq = info.squares || [];
  if (info.kind === "move" || info.kind === "battle") return sq[1] || null;
  if (info.kind === "summon") return sq[0] || null;
  return null;
}

export function render(container, pic, ctx) {
  const view = pic.view;
  const b = view.board;
  const flip = pic.seat === 1; // each player sees their own side at the bottom
  const W = b.width * CELL + 2 * MARGIN;
  const H = b.height * CELL + 2 * MARGIN;
  const xy = (sq) => {
    const p = parseSquare(sq);
    if (!p) return null;
    const col = flip ? b.width - 1 - p.col : p.col;
    const row = flip ? p.row : b.height - 1 - p.row;
    return { x: MARGIN + col * CELL, y: MARGIN + row * CELL };
  };
  const box = (squares) => {
    const ps = squares.map(xy).filter(Boolean);
    const x = Math.min(...ps.map((p) => p.x));
    const y = Math.min(...ps.map((p) => p.y));
    return { x, y, w: Math.max(...ps.map((p) => p.x)) + CELL - x, h: Math.max(...ps.map((p) => p.y)) + CELL - y };
  };
  const root = svg("svg", {
    class: "board",
    viewBox: `0 0 ${W} ${H}`,
    role: "img",
    "aria-label": `Battle Chess board, ${b.width} by ${b.height}`,
    "data-board": "pieces",
  });
  root.append(svg("rect", { x: 0, y: 0, width: W, height: H, rx: 14, fill: "#23304a" }));

  const cells = svg("g", { class: "cells" });
  for (let r = 0; r < b.height; r++) {
    for (let c = 0; c < b.width; c++) {
      const name = `${FILES[c]}${r + 1}`;
      const p = xy(name);
      cells.append(svg("rect", {
        x: p.x, y: p.y, width: CELL, height: CELL,
        fill: (r + c) % 2 === 0 ? "#d9e4f2" : "#b8c9de", stroke: "#8597b1", "stroke-width": 1,
        "data-square": name,
      }));
    }
  }
  root.append(cells);
  const coords = svg("g", { class: "coords", fill: "#c9d6ea", "font-size": 13, "text-anchor": "middle", "font-weight": 600 });
  for (let c = 0; c < b.width; c++) coords.append(svg("text", { x: xy(`${FILES[c]}1`).x + CELL / 2, y: H - 6, text: FILES[c] }));
  for (let r = 0; r < b.height; r++) coords.append(svg("text", { x: MARGIN / 2, y: xy(`a${r + 1}`).y + CELL / 2 + 5, text: String(r + 1) }));
  root.append(coords);

  const tokens = svg("g", { class: "pieces" });
  for (const piece of view.pieces) {
    if (!piece.squares) continue;
    const area = box(piece.squares);
    tokens.append(piece.role === "tamago" ? drawTamago(piece, area) : drawPiece(piece, area, flip));
  }
  root.append(tokens);

  // what this seat may click
  const infos = (pic.actions || []).filter((i) => i.kind in KIND_STYLE);
  const bySquare = new Map();
  for (const info of infos) {
    const sq = anchorOf(info);
    if (!sq || !parseSquare(sq)) continue;
    if (!bySquare.has(sq)) bySquare.set(sq, []);
    bySquare.get(sq).push(info);
  }
  const preview = svg("g", { class: "preview", "pointer-events": "none" });
  const hits = svg("g", { class: "targets" });
  const interactive = ctx && ctx.act;
  const order = ["summon", "move", "battle"];
  const entries = [...bySquare.entries()].sort(
    (a, b2) => order.indexOf(strongest(a[1])) - order.indexOf(strongest(b2[1])),
  );
  for (const [sq, list] of entries) {
    const p = xy(sq);
    const kind = strongest(list);
    const st = KIND_STYLE[kind];
    const lit = [...new Set(list.flatMap((i) => [...(i.squares || []), ...(i.area || [])]))];
    const hit = svg("rect", {
      x: p.x + 5, y: p.y + 5, width: CELL - 10, height: CELL - 10, rx: 10,
      fill: st.fill, stroke: st.stroke, "stroke-width": 3,
      class: `target target-${kind}`,
      "data-square": sq,
      "data-kind": kind,
      "data-actions": list.map((i) => i.text).join("|"),
      style: interactive ? "cursor:pointer" : "",
      "data-battle": list.some((i) => i.battle) ? "yes" : null,
    }, svg("title", { text: menuInfos(list).map((i) => i.label).join("\n") }));
    // a destination from which the moved piece may also battle: a red dashed ring inside
    const ring = list.some((i) => i.battle)
      ? svg("rect", {
        x: p.x + 11, y: p.y + 11, width: CELL - 22, height: CELL - 22, rx: 7,
        fill: "none", stroke: KIND_STYLE.battle.stroke, "stroke-width": 3, "stroke-dasharray": "6 4",
        class: "battle-ring", "pointer-events": "none", "data-ring": sq,
      })
      : null;
    if (interactive) {
      hit.addEventListener("mouseenter", () => {
        preview.replaceChildren(...lit.map((a) => {
          const q = xy(a);
          // the attacked squares of a move-then-battle in red, the rest in the square's colour
          const attacked = list.some((i) => (i.battle || []).includes(a));
          const stroke = attacked ? KIND_STYLE.battle.stroke : st.stroke;
          return q ? svg("rect", { x: q.x + 1, y: q.y + 1, width: CELL - 2, height: CELL - 2, fill: "none", stroke, "stroke-width": 3, opacity: 0.95 }) : null;
        }));
      });
      hit.addEventListener("mouseleave", () => preview.replaceChildren());
      hit.addEventListener("click", (ev) => {
        ev.stopPropagation();
        if (list.length === 1) {
          ctx.act(list[0].text);
          return;
        }
        const rect = container.getBoundingClientRect();
        ctx.menu(ev.clientX - rect.left + 6, ev.clientY - rect.top + 6, `Square ${sq}`, menuInfos(list));
      });
    }
    hits.append(hit);
    if (ring) hits.append(ring);
  }
  root.append(hits, preview);

  container.replaceChildren(root, sidePanel(view, pic.seat));
}

// The words of an action in a square's menu: on a destination, "Move to c3 (no battle)" and
// "Move to c3, then battle Zekrom (7) on d4" (the attacked pieces from the server's label), each
// keeping the full label as its tooltip; when several pieces can reach the square, each option
// names its piece ("Move Zoroark from b2 to c3 (no battle)"). Plain moves come first.
export function menuInfos(list) {
  const battles = list.some((i) => i.battle);
  const sources = new Set(list.filter((i) => i.kind === "move").map((i) => i.squares[0]));
  const out = list.map((info) => {
    if (info.kind !== "move") return info;
    const [src, dst] = info.squares;
    const mover = /^Move (.+?) from /.exec(info.label || "");
    const who = sources.size > 1 ? `Move ${mover ? mover[1].replace(/ \(\d+\)$/, "") : "the piece"} from ${src} to ${dst}` : `Move to ${dst}`;
    if (!info.battle) {
      return battles || sources.size > 1 ? { ...info, label: `${who} (no battle)`, title: info.label } : info;
    }
    const m = /, then battle (.+)$/.exec(info.label || "");
    const foes = m ? `${m[1]} on ${info.battle.join(" ")}` : info.battle.join(" ");
    return { ...info, label: `${who}, then battle ${foes}`, title: info.label };
  });
  return [...out.filter((i) => !i.battle), ...out.filter((i) => i.battle)];
}

function strongest(list) {
  if (list.some((i) => i.kind === "battle")) return "battle";
  if (list.some((i) => i.kind === "move")) return "move";
  return "summon";
}

function arrowMarks(piece, area, flip) {
  const g = svg("g", { class: "arrows" });
  const cx = area.x + area.w / 2;
  const cy = area.y + area.h / 2;
  const rx = area.w / 2 - 7;
  const ry = area.h / 2 - 7;
  const colour = piece.flipped ? "#f5f5f5" : "#1b1b1b";
  for (const [dir, kind] of Object.entries(piece.board_arrows || {})) {
    let [dx, dy] = STEP[dir];
    if (flip) [dx, dy] = [-dx, -dy];
    const len = Math.hypot(dx, dy);
    const ux = dx / len;
    const uy = dy / len;
    // the arrow sits at the token's rim, pointing outwards
    const tipX = cx + dx * rx;
    const tipY = cy + dy * ry;
    const head = (x, y) => {
      const s = 6;
      return `M${x} ${y} L${x - ux * s - uy * s} ${y - uy * s + ux * s} L${x - ux * s + uy * s} ${y - uy * s - ux * s} Z`;
    };
    g.append(svg("path", { d: head(tipX, tipY), fill: colour, "data-arrow": dir, "data-arrow-kind": kind }));
    if (kind === "double") g.append(svg("path", { d: head(tipX - ux * 6, tipY - uy * 6), fill: colour }));
    if (kind === "line") {
      g.append(svg("line", { x1: tipX - ux * 14, y1: tipY - uy * 14, x2: tipX - ux * 4, y2: tipY - uy * 4, stroke: colour, "stroke-width": 2.5 }));
    }
  }
  return g;
}

function drawPiece(piece, area, flip) {
  const colour = seatColour(piece.owner);
  const legend = piece.role === "legend";
  const g = svg("g", {
    class: `piece${piece.flipped ? " flipped" : ""}`,
    "data-piece": piece.name,
    "data-square": piece.square,
    "data-owner": piece.owner,
    "data-flipped": piece.flipped ? "yes" : "no",
    "pointer-events": "none",
  });
  const pad = 4;
  g.append(svg("rect", {
    x: area.x + pad, y: area.y + pad, width: area.w - 2 * pad, height: area.h - 2 * pad, rx: legend ? 18 : 12,
    fill: piece.flipped ? "#3b3f4a" : "#fbfbf7",
    stroke: colour, "stroke-width": legend ? 6 : 5,
    "stroke-dasharray": piece.flipped ? "7 4" : null,
  }));
  if (piece.role === "victini") {
    g.append(svg("circle", { cx: area.x + area.w - 14, cy: area.y + 14, r: 5, fill: "#ffcb05", stroke: "#1b1b1b", "stroke-width": 1 }));
  }
  const cx = area.x + area.w / 2;
  const cy = area.y + area.h / 2;
  const ink = piece.flipped ? "#f5f5f5" : "#1b1b1b";
  g.append(
    svg("text", { x: cx, y: cy - (legend ? 8 : 4), "text-anchor": "middle", "font-size": legend ? 18 : 11, "font-weight": 700, fill: ink, text: legend ? piece.name : SHORT[piece.name] || piece.name.slice(0, 3).toUpperCase() }),
    svg("text", { x: cx, y: cy + (legend ? 20 : 13), "text-anchor": "middle", "font-size": legend ? 24 : 17, "font-weight": 800, fill: ink, class: "power", text: String(piece.power) }),
  );
  g.append(arrowMarks(piece, area, flip));
  const other = piece.other_side || {};
  g.append(svg("title", {
    text: `${piece.name} (${seatName(piece.owner)}) ${piece.flipped ? "turned over" : "face up"}: power ${piece.power}` +
      `; other side ${other.power}` + (legend ? `; Legend, cost ${piece.cost}` : ""),
  }));
  return g;
}

function drawTamago(piece, area) {
  const colour = seatColour(piece.owner);
  const g = svg("g", { class: "tamago", "data-piece": "Tamago", "data-square": piece.square, "data-count": piece.count, "pointer-events": "none" });
  const cx = area.x + area.w / 2;
  const n = piece.count || 0;
  for (let i = 0; i < n; i++) {
    const cy = area.y + area.h - 20 - i * 9;
    g.append(svg("ellipse", { cx, cy, rx: 17, ry: 12, fill: "#fff7e0", stroke: colour, "stroke-width": 3 }));
  }
  g.append(svg("text", { x: cx, y: area.y + 16, "text-anchor": "middle", "font-size": 12, "font-weight": 800, fill: "#1b1b1b", text: `×${n}` }));
  g.append(svg("title", { text: `Tamago pile of ${seatName(piece.owner)}: ${n} left${piece.holds ? `, ${piece.holds} inside` : ""}` }));
  return g;
}

function sidePanel(view, mySeat) {
  const panel = el("div", { class: "roster", id: "pieces-side" });
  const order = mySeat === null || mySeat === undefined ? [0, 1] : [mySeat, 1 - mySeat];
  for (const s of order) {
    const side = view.sides[s];
    const area = side.cost_area;
    const col = el(
      "div",
      { class: "team", "data-team": s },
      el("div", { class: "team-name", style: `color:${seatColour(s)}`, text: `${seatName(s)}${s === mySeat ? " (you)" : ""}` }),
      el("div", { class: "cost-area", "data-cost": area.count, text: `Cost Area: ${area.count}${area.stacked ? " (stacked)" : ""}${area.pieces.length ? ` — ${area.pieces.join(", ")}` : ""}` }),
      el("div", { class: "muted small", text: `Tamago pile: ${side.tamago}` }),
    );
    for (const lg of side.legends) {
      const where = lg.where === "waiting" ? (lg.can_summon ? "can be summoned" : "waiting") : lg.where === "board" ? "in play" : "beside the mat";
      col.append(el("div", { class: "legend-line", "data-legend": lg.name, text: `${lg.name} (cost ${lg.cost}): ${where}` }));
    }
    if (side.spent.length) col.append(el("div", { class: "muted small", text: `Paid for Legends: ${side.spent.length}` }));
    panel.append(col);
  }
  const pp = view.plus_power;
  const cards = el("div", { class: "plus-power", id: "plus-power" }, el("div", { class: "team-name", text: "Plus Power" }));
  const row = el("div", { class: "cards" });
  const back = svg("svg", { viewBox: "0 0 40 56", width: 30, height: 42, "data-face-down": pp.deck_count },
    svg("rect", { x: 1, y: 1, width: 38, height: 54, rx: 5, fill: "#3f5f9f", stroke: "#1b1b1b", "stroke-width": 2 }),
    svg("text", { x: 20, y: 34, "text-anchor": "middle", "font-size": 16, "font-weight": 800, fill: "#fff", text: String(pp.deck_count) }),
    svg("title", { text: `${pp.deck_count} face down (order unknown)` }));
  row.append(back);
  for (const v of pp.face_up) {
    row.append(svg("svg", { viewBox: "0 0 40 56", width: 30, height: 42, class: "card-up", "data-card": v },
      svg("rect", { x: 1, y: 1, width: 38, height: 54, rx: 5, fill: "#fff4c2", stroke: "#1b1b1b", "stroke-width": 2 }),
      svg("text", { x: 20, y: 34, "text-anchor": "middle", "font-size": 13, "font-weight": 800, fill: "#1b1b1b", text: `+${v}` })));
  }
  cards.append(row, el("div", { class: "muted small", text: `Face up: ${pp.face_up.length ? pp.face_up.map((v) => `+${v}`).join(" ") : "none"} · quiet turns ${view.quiet_turns}/${view.quiet_turn_limit}` }));
  panel.append(cards);
  return panel;
}
