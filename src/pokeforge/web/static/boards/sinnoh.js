// The Legends of Sinnoh arena in SVG: the opposing Pokémon at the top right, the seat's own at the
// bottom left (a spectator sees side 0 at the bottom), each with its types, a health bar, statuses,
// battle fatigue, held items, tactics and Distortion Breach cards; each party as a row of Poké
// Balls (click one to send it in or switch to it); Galactic Retribution, Prism Armour and a Lake
// Guardian's trial; trainer cards, the Amplifier die, Firewood and Change of Fate hands (the seat's
// own by name, the other's by count); the Weather; the dice of the last roll; and the seat's moves
// as buttons with their type, dice and effect in words (a move with choices opens a menu of them).
// Everything is drawn from the view and the action infos. A journey's view (mode "journey") is
// drawn by sinnoh_journey.js: the region's map, the trainers, and this arena while a battle runs.
import { el, seatName, svg } from "../js/dom.js";
import * as journey from "./sinnoh_journey.js";

const W = 760;
const H = 600;
const TYPE_COLOUR = {
  normal: "#a8a77a", fire: "#ee8130", water: "#6390f0", electric: "#f7d02c", grass: "#7ac74c",
  ice: "#96d9d6", fighting: "#c22e28", poison: "#a33ea1", ground: "#e2bf65", flying: "#a98ff3",
  psychic: "#f95587", bug: "#a6b91a", rock: "#b6a136", ghost: "#735797", dragon: "#6f35fc",
  dark: "#705746", steel: "#b7b7ce", fairy: "#d685ad", typeless: "#8a93a6",
};
const STATUS_COLOUR = {
  confused: "#c06bd6", paralysed: "#f1c40f", poisoned: "#9b59d0", burned: "#e8664a",
  frozen: "#7fd3f0", drowsy: "#8d9bb8",
};
const DIE = ["○", "●", "★"];
const DIE_TITLE = ["status symbol (0)", "regular hit (1)", "critical hit (2)"];

function hpColour(frac) {
  if (frac > 0.5) return "#3ecf7a";
  if (frac > 0.25) return "#f5c542";
  return "#e8474f";
}

function typeChip(type, x, y) {
  const w = 14 + type.length * 7;
  return svg(
    "g",
    { transform: `translate(${x},${y})` },
    svg("rect", { width: w, height: 18, rx: 9, fill: TYPE_COLOUR[type] || "#888" }),
    svg("text", { x: w / 2, y: 13, "text-anchor": "middle", "font-size": 11, "font-weight": 700, fill: "#10151f", text: type.toUpperCase() }),
  );
}

function clip(text, n) {
  return text.length > n ? `${text.slice(0, n - 1)}…` : text;
}

// One side's active Pokémon: its panel and its token on the platform.
function pokemonPanel(side, x, y, label) {
  const g = svg("g", { transform: `translate(${x},${y})`, "data-side-panel": label });
  g.append(svg("rect", { width: 330, height: 132, rx: 12, fill: "#1d2a42", stroke: "#2f4268" }));
  const mon = side.active === null || side.active === undefined ? null : side.party[side.active];
  g.append(svg("text", { x: 12, y: 20, "font-size": 12, fill: "#9fb0cf", text: label }));
  if (!mon) {
    g.append(svg("text", { x: 12, y: 60, "font-size": 15, fill: "#eef2fb", text: "No Pokémon sent out yet" }));
    return g;
  }
  const name = mon.form ? `${mon.name} (${mon.form})` : mon.name;
  g.append(svg("text", { x: 12, y: 42, "font-size": 18, "font-weight": 800, fill: "#eef2fb", text: clip(name, 28) }));
  let tx = 12;
  for (const t of mon.types) {
    g.append(typeChip(t, tx, 50));
    tx += 20 + t.length * 7;
  }
  const init = side.initiative ?? mon.initiative;
  g.append(svg("text", { x: 318, y: 63, "text-anchor": "end", "font-size": 12, fill: "#9fb0cf", text: `initiative ${init}` }));
  // health
  const frac = mon.health ? mon.health_left / mon.health : 0;
  g.append(svg("rect", { x: 12, y: 76, width: 230, height: 12, rx: 6, fill: "#0f1828", stroke: "#2f4268" }));
  g.append(svg("rect", { x: 12, y: 76, width: Math.max(0, 230 * frac), height: 12, rx: 6, fill: hpColour(frac), "data-health": `${mon.health_left}/${mon.health}` }));
  g.append(svg("text", { x: 318, y: 87, "text-anchor": "end", "font-size": 14, "font-weight": 700, fill: "#eef2fb", text: `${mon.health_left}/${mon.health}` }));
  // statuses, fatigue, item
  let sx = 12;
  const badges = [...mon.statuses];
  if (mon.fainted) badges.push("fainted");
  if (mon.doomed) badges.push("final turn");
  if (mon.trapped) badges.push("trapped");
  for (const s of badges) {
    const w = 16 + s.length * 7;
    g.append(
      svg(
        "g",
        { transform: `translate(${sx},96)`, "data-status": s },
        svg("rect", { width: w, height: 18, rx: 4, fill: STATUS_COLOUR[s] || "#56637e" }),
        svg("text", { x: w / 2, y: 13, "text-anchor": "middle", "font-size": 11, "font-weight": 700, fill: "#10151f", text: s.toUpperCase() }),
      ),
    );
    sx += w + 6;
  }
  const fat = svg("g", { transform: "translate(236,105)", "data-fatigue": mon.fatigue }, svg("title", { text: `battle fatigue ${mon.fatigue}/5` }));
  for (let i = 0; i < 5; i++) {
    fat.append(svg("circle", { cx: i * 17, cy: 0, r: 6, fill: i < mon.fatigue ? "#ff9f43" : "none", stroke: "#ff9f43", "stroke-width": 1.5 }));
  }
  g.append(fat);
  const extra = [];
  const held = mon.items && mon.items.length ? mon.items : mon.item ? [mon.item] : [];
  if (held.length) extra.push(`holds ${held.map((i) => i.replace(/_/g, " ")).join(" + ")}`);
  if (mon.breach && mon.breach.length) extra.push(`breach: ${mon.breach.map((b) => b.name).join(", ")}`);
  if (mon.tactics && mon.tactics.length) extra.push(mon.tactics.join(", "));
  if (mon.lasting && mon.lasting.length) extra.push(`lasting: ${mon.lasting.map((x) => x.move).join(", ")}`);
  g.append(svg("text", { x: 12, y: 126, "font-size": 12, fill: "#c9d5ec", text: clip(extra.join(" · "), 52) }));
  return g;
}

function token(side, cx, cy) {
  const mon = side.active === null || side.active === undefined ? null : side.party[side.active];
  const g = svg("g", {});
  g.append(svg("ellipse", { cx, cy: cy + 46, rx: 92, ry: 20, fill: "#2c4a36", opacity: 0.85 }));
  if (!mon) return g;
  const colour = TYPE_COLOUR[mon.types[0]] || "#888";
  const second = mon.types[1] ? TYPE_COLOUR[mon.types[1]] : colour;
  g.append(svg("circle", { cx, cy, r: 46, fill: colour, stroke: second, "stroke-width": 8, opacity: mon.fainted ? 0.35 : 1 }));
  g.append(svg("text", { x: cx, y: cy + 8, "text-anchor": "middle", "font-size": 24, "font-weight": 800, fill: "#10151f", text: mon.name.slice(0, 3).toUpperCase() }));
  return g;
}

// A party as Poké Balls; the balls of Pokémon the seat may send in or switch to are clickable.
function partyRow(side, sideIndex, x, y, infos, ctx, container) {
  const g = svg("g", { transform: `translate(${x},${y})`, "data-party": sideIndex });
  side.party.forEach((mon, i) => {
    const cx = 14 + i * 34;
    const offers = infos.filter((a) => a.slot === i && a.side === sideIndex);
    const ball = svg(
      "g",
      { "data-slot": i, "data-actions": offers.map((a) => a.text).join("|"), style: offers.length && ctx.act ? "cursor:pointer" : "" },
      svg("title", { text: `${mon.name} ${mon.health_left}/${mon.health}${mon.fainted ? " (fainted)" : ""}${offers.length ? `\n${offers.map((a) => a.label).join("\n")}` : ""}` }),
      svg("circle", { cx, cy: 0, r: 13, fill: mon.fainted ? "#56637e" : "#e8474f", stroke: offers.length ? "#ffcb05" : "#10151f", "stroke-width": offers.length ? 3 : 2 }),
      svg("rect", { x: cx - 13, y: -1.5, width: 26, height: 3, fill: "#10151f" }),
      svg("path", { d: `M ${cx - 13} 0 A 13 13 0 0 0 ${cx + 13} 0 Z`, fill: mon.fainted ? "#7d8698" : "#f4f6fb" }),
      svg("circle", { cx, cy: 0, r: 4, fill: "#f4f6fb", stroke: "#10151f", "stroke-width": 2 }),
    );
    if (i === side.active) ball.append(svg("circle", { cx, cy: 0, r: 17, fill: "none", stroke: "#9fb0cf", "stroke-dasharray": "3 3" }));
    if (offers.length && ctx.act) {
      ball.addEventListener("click", (ev) => {
        ev.stopPropagation();
        if (offers.length === 1) return ctx.act(offers[0].text);
        const box = container.getBoundingClientRect();
        return ctx.menu(ev.clientX - box.left + 6, ev.clientY - box.top + 6, mon.name, offers);
      });
    }
    g.append(ball);
  });
  return g;
}

function sideNotes(side, sideIndex, view) {
  const notes = [];
  if (side.kind === "galactic") notes.push(`Galactic Retribution: ${side.retribution}`);
  if (side.prism_armour) notes.push(`Prism Armour: ${side.prism_armour} (−${Math.floor(side.prism_armour / 2)} per turn)`);
  if (view.trial && view.trial.side === sideIndex) notes.push(`Trial of ${view.trial.kind}: ${view.trial.immune ? "immune" : "overcome"}`);
  if (side.balls && side.balls.length && view.opponent !== "trainer" && view.opponent !== "galactic") notes.push(`balls: ${side.balls.join(", ")}`);
  if (side.apricorns) notes.push(`apricorns: ${side.apricorns}`);
  if (side.amplifier) notes.push(`Amplifier ${side.amplifier}`);
  if (side.firewood && side.trainer) notes.push(`Firewood ${side.firewood}`);
  return notes.join(" · ");
}

// A side's trainer card (its unlocked abilities, each with its effect in the tooltip), its
// Follower token and its Change of Fate hand (the seat's own by name, the other's by count).
function trainerLines(side, x, y) {
  const g = svg("g", { transform: `translate(${x},${y})`, "data-trainer": side.trainer ? side.trainer.class : "" });
  const lines = [];
  if (side.trainer) {
    const open = side.trainer.abilities.filter((a) => a.unlocked);
    const tip = side.trainer.abilities.map((a) => `${a.name}${a.unlocked ? "" : " (locked)"}: ${a.effect}`).join("\n");
    lines.push([`${side.trainer.class} (${side.trainer.quality})${open.length ? `: ${open.map((a) => a.name).join(", ")}` : ", locked"}`, tip]);
  }
  const fate = [];
  if (side.follower) fate.push(`Follower of ${side.follower.charAt(0).toUpperCase()}${side.follower.slice(1)}`);
  if (Array.isArray(side.hand) && side.hand.length) fate.push(`fate: ${side.hand.join(", ")}`);
  else if (typeof side.hand === "number" && side.hand) fate.push(`fate: ${side.hand} card${side.hand > 1 ? "s" : ""}`);
  if (fate.length) lines.push([fate.join(" · "), fate.join("\n")]);
  lines.forEach(([text, tip], i) => {
    g.append(svg("text", { x: 0, y: i * 16, "font-size": 12, fill: i ? "#c9d5ec" : "#ffcb05" }, svg("title", { text: tip }), clip(text, 50)));
  });
  return g;
}

function lastRoll(view) {
  const roll = view.last_roll;
  const g = svg("g", { transform: "translate(16,236)", "data-roll": roll ? roll.move || roll.ball : "" });
  if (!roll) return g;
  const faces = [];
  roll.counts.forEach((n, f) => {
    for (let k = 0; k < n; k++) faces.push(f);
  });
  const title = roll.ball
    ? `${roll.ball} ball: ${roll.total}`
    : `${roll.move} (${roll.type}, ${roll.strength} dice) = ${roll.dice}, type ${roll.type_bonus >= 0 ? "+" : ""}${roll.type_bonus} → ${roll.damage} damage`;
  g.append(svg("text", { x: 0, y: 17, "font-size": 13, "font-weight": 700, fill: "#ffcb05", text: clip(`Last roll: ${title}`, 76) }));
  faces.forEach((f, i) => {
    g.append(
      svg(
        "g",
        { transform: `translate(${470 + i * 30},0)`, "data-face": f },
        svg("title", { text: DIE_TITLE[f] }),
        svg("rect", { width: 24, height: 24, rx: 5, fill: "#f4f6fb", stroke: "#10151f" }),
        svg("text", { x: 12, y: 17, "text-anchor": "middle", "font-size": 15, fill: f === 2 ? "#c0392b" : "#10151f", text: DIE[f] }),
      ),
    );
  });
  return g;
}

const APRICORN_COLOUR = {
  red: "#e8474f", blue: "#3f8cff", yellow: "#f5d142", pink: "#f59ac8", green: "#3ecf7a", white: "#f4f6fb", black: "#2b2f3a",
};

// The decisions in words, for the decision panel and the menus (index.js: actionInfos). A move
// Metronome drew is named as that move ("Future Sight, drawn by Metronome: predict more"); the
// rest keep the server's labels.
export function actionInfos(pic) {
  return (pic.actions || []).map((info) => {
    const drawn = info.options && info.options.drawn;
    if (info.kind !== "attack" || !drawn) return info;
    const rest = Object.entries(info.options)
      .filter(([k]) => k !== "drawn")
      .map(([k, v]) => `${k} ${v}`)
      .join(", ");
    return { ...info, label: `${drawn}, drawn by Metronome${rest ? `: ${rest}` : ""}`, title: info.label };
  });
}

// Bug Bite's decision (phase "give"): the target's trainer clicks the Apricorn it hands over.
function giveButtons(infos, ctx) {
  const gives = infos.filter((i) => i.kind === "give");
  if (!gives.length) return null;
  const g = svg("g", { transform: "translate(14,486)", class: "give-choice", "data-give": gives.length });
  g.append(svg("text", { x: 0, y: 14, "font-size": 14, "font-weight": 800, fill: "#eef2fb", text: "Bug Bite eats one of your Apricorns: choose which" }));
  gives.forEach((info, k) => {
    const colour = info.colour || info.text.replace(/^give /, "");
    const b = svg(
      "g",
      { transform: `translate(${k * 120},26)`, class: "give-button", "data-action": info.text, style: ctx.act ? "cursor:pointer" : "" },
      svg("title", { text: info.label }),
      svg("rect", { width: 112, height: 40, rx: 9, fill: "#243454", stroke: APRICORN_COLOUR[colour] || "#888", "stroke-width": 2 }),
      svg("circle", { cx: 20, cy: 20, r: 11, fill: APRICORN_COLOUR[colour] || "#888", stroke: "#10151f", "stroke-width": 1.5 }),
      svg("text", { x: 38, y: 25, "font-size": 14, "font-weight": 700, fill: "#eef2fb", text: colour }),
    );
    if (ctx.act) b.addEventListener("click", (ev) => { ev.stopPropagation(); ctx.act(info.text); });
    g.append(b);
  });
  return g;
}

// The seat's moves as buttons (several options of one move open a menu). A move Metronome drew
// shows as that move ("Metronome → Future Sight") with its choices in the menu.
function moveButtons(infos, ctx, container) {
  const byMove = new Map();
  for (const info of infos) {
    if (info.kind !== "attack") continue;
    const key = `${info.slot ?? -1}:${info.move}:${(info.options && info.options.drawn) || ""}`;
    if (!byMove.has(key)) byMove.set(key, []);
    byMove.get(key).push(info);
  }
  const g = svg("g", { transform: "translate(14,486)", "data-moves": byMove.size });
  let i = 0;
  for (const list of byMove.values()) {
    const info = list[0];
    const drawn = info.options && info.options.drawn;
    const x = (i % 2) * 368;
    const y = Math.floor(i / 2) * 52;
    const button = svg(
      "g",
      { transform: `translate(${x},${y})`, class: "move-button", "data-actions": list.map((a) => a.text).join("|"), style: ctx.act ? "cursor:pointer" : "" },
      svg("title", { text: list.map((a) => a.label).join("\n") }),
      svg("rect", { width: 360, height: 46, rx: 9, fill: "#243454", stroke: TYPE_COLOUR[info.type] || "#888", "stroke-width": 2 }),
      svg("rect", { width: 8, height: 46, rx: 4, fill: TYPE_COLOUR[info.type] || "#888" }),
      svg("text", { x: 16, y: 19, "font-size": 14, "font-weight": 800, fill: "#eef2fb", text: clip(`${info.slot !== undefined ? "↺ " : ""}${info.move}${drawn ? ` → ${drawn}` : ""}`, 34) }),
      svg("text", { x: 350, y: 19, "text-anchor": "end", "font-size": 12, fill: "#9fb0cf", text: `${list.length > 1 ? "choose · " : info.type + " · "}${info.strength ?? "?"} ${info.strength === 1 ? "die" : "dice"}` }),
      svg("text", { x: 16, y: 37, "font-size": 11, fill: "#c9d5ec", text: clip(drawn ? `Metronome drew ${drawn}: you choose how it is used` : info.effect || "", 60) }),
    );
    if (ctx.act) {
      button.addEventListener("click", (ev) => {
        ev.stopPropagation();
        if (list.length === 1) return ctx.act(list[0].text);
        const box = container.getBoundingClientRect();
        return ctx.menu(ev.clientX - box.left + 6, ev.clientY - box.top + 6, drawn ? `${drawn} (Metronome)` : info.move, list);
      });
    }
    g.append(button);
    i += 1;
  }
  return g;
}

// A journey (campaign=heart) draws its map (sinnoh_journey.js), with this arena for its battles.
export function render(container, pic, ctx = {}) {
  if (pic.view && pic.view.mode === "journey") return journey.render(container, pic, ctx, arena);
  return arena(container, pic, ctx);
}

function arena(container, pic, ctx = {}) {
  const view = pic.view;
  // the side the seat plays (a journey's battle names its sides' journey seats); a spectator
  // and a seat outside the battle see side 0 at the bottom
  const mine = view.sides.findIndex((s) => s.seat !== null && s.seat !== undefined && s.seat === pic.seat);
  const me = mine >= 0 ? mine : pic.seat === 1 ? 1 : 0;
  const foe = 1 - me;
  const infos = (pic.actions || []).filter(() => ctx.act);
  const root = svg("svg", {
    class: "board",
    viewBox: `0 0 ${W} ${H}`,
    role: "img",
    "aria-label": "Legends of Sinnoh battle arena",
    "data-board": "sinnoh",
    "data-phase": view.phase,
  });
  root.append(svg("rect", { x: 0, y: 0, width: W, height: H, rx: 14, fill: "#1f3a4f" }));
  root.append(svg("rect", { x: 0, y: 226, width: W, height: 44, fill: "#183044" }));
  const who = (i) => {
    const s = view.sides[i];
    const kind = { trainer: "Trainer", wild: "Wild Pokémon", swarm: "Swarm", galactic: "Team Galactic" }[s.kind] || s.kind;
    const seat = s.seat === null || s.seat === undefined ? "" : ` · ${seatName(s.seat)}${s.seat === pic.seat ? " (you)" : ""}`;
    return `${kind}${seat}`;
  };
  root.append(pokemonPanel(view.sides[foe], 16, 14, who(foe)));
  root.append(token(view.sides[foe], 560, 92));
  root.append(partyRow(view.sides[foe], foe, 24, 168, infos, ctx, container));
  root.append(svg("text", { x: 16, y: 214, "font-size": 12, fill: "#9fb0cf", text: sideNotes(view.sides[foe], foe, view) }));
  root.append(trainerLines(view.sides[foe], 420, 182));

  root.append(token(view.sides[me], 180, 350));
  root.append(pokemonPanel(view.sides[me], 414, 284, who(me)));
  root.append(partyRow(view.sides[me], me, 424, 440, infos, ctx, container));
  root.append(svg("text", { x: 414, y: 474, "font-size": 12, fill: "#9fb0cf", text: sideNotes(view.sides[me], me, view) }));
  root.append(trainerLines(view.sides[me], 16, 448));
  root.append(lastRoll(view));
  if (view.weather) {
    root.append(svg("text", { x: W - 16, y: 262, "text-anchor": "end", "font-size": 12, "font-weight": 700, fill: TYPE_COLOUR[view.weather] || "#ffcb05", "data-weather": view.weather, text: `Weather: ${view.weather}` }));
  }
  const shown = actionInfos({ actions: infos });
  root.append(moveButtons(shown, ctx, container));
  const give = giveButtons(shown, ctx);
  if (give) root.append(give);
  const wrap = el("div", { class: "sinnoh-arena" }, root);
  container.replaceChildren(wrap);
}
