// The parts of a game page every game shares: status banner, seats, prompt and actions, log,
// the square menu. The board itself is drawn by the game's own module in /static/boards/.
import { el, seatColour, seatName } from "./dom.js";

export function describeSeat(s) {
  if (s.kind === "agent") return `AI · ${s.agent}`;
  return s.online ? "human · online" : "human · away";
}

export function renderSeats(box, game, mySeat) {
  const toAct = new Set(game.to_act || []);
  box.replaceChildren(
    ...game.seats.map((s) =>
      el(
        "div",
        {
          class: `seat-card${toAct.has(s.seat) ? " turn" : ""}${s.seat === mySeat ? " me" : ""}`,
          "data-seat": s.seat,
        },
        el("div", { class: "badge", style: `background:${seatColour(s.seat)}`, text: String(s.seat + 1) }),
        el(
          "div",
          {},
          el("div", { class: "name", text: s.label || seatName(s.seat) }),
          el("div", { class: "what", text: toAct.has(s.seat) ? `${describeSeat(s)} · to act` : describeSeat(s) }),
        ),
      ),
    ),
  );
}

// Who won, in players' names ("Player 2 wins"); "You win!"/"You lose"/"Draw" for a seat's own
// page, from the server's per-seat ``result`` when it sends one (Outcome.result: a one-player game
// lost to an automatic opponent is a loss, not a draw). A spectator of a game lost to an automatic
// opponent reads "Player 1 loses to Team Galactic" when the reason names it.
const RESULT_TEXT = { win: "You win!", loss: "You lose", draw: "Draw" };

export function outcomeText(outcome, mySeat, result) {
  if (!outcome) return "";
  const winners = outcome.winners || [];
  const losers = outcome.losers || [];
  const mine = mySeat !== null && mySeat !== undefined;
  if (mine && result && RESULT_TEXT[result]) return RESULT_TEXT[result];
  if (!winners.length && !losers.length) return "Draw";
  if (mine && winners.includes(mySeat)) return "You win!";
  if (mine && (winners.length || losers.includes(mySeat))) return "You lose";
  if (mine) return "Draw";
  if (!winners.length) {
    const names = `${losers.map(seatName).join(" and ")} lose${losers.length > 1 ? "" : "s"}`;
    const by = opponentIn(outcome.reason || "");
    return by ? `${names} to ${by}` : names;
  }
  return `${winners.map(seatName).join(" and ")} win${winners.length > 1 ? "" : "s"}`;
}

// The automatic opponent a reason names as the winner ("…: Team Galactic wins"), or "".
function opponentIn(reason) {
  const m = /:\s*(.+?) wins\.?$/.exec(reason);
  return m && !/^Player \d+$/.test(m[1]) ? m[1] : "";
}

export function renderStatus(box, pic) {
  const game = pic.game;
  const seat = pic.seat;
  let main;
  let sub = "";
  let cls = "status-banner";
  if (game.outcome) {
    main = outcomeText(game.outcome, seat, pic.result);
    sub = game.outcome.reason;
    cls += pic.result ? ` over ${pic.result}` : " over";
  } else if (seat !== null && seat !== undefined && pic.prompt) {
    // a seat knows it is asked from its own prompt: while reactions are collected the public
    // to_act is empty, so that nobody learns who else is asked
    main = game.reactions ? "Your answer" : "Your turn";
    sub = pic.prompt.text;
    cls += " mine";
  } else if (game.reactions) {
    main = "Reactions are being collected";
    sub = seat === null || seat === undefined ? "You are watching" : "";
  } else {
    const names = (game.to_act || []).map((s) => {
      const info = game.seats[s];
      return info && info.kind === "agent" ? `${seatName(s)} (AI)` : seatName(s);
    });
    main = names.length ? `Waiting for ${names.join(" and ")}` : "Waiting";
    sub = seat === null || seat === undefined ? "You are watching" : "";
  }
  box.className = cls;
  box.replaceChildren(el("span", { class: "main", text: main }), el("span", { class: "sub", text: sub }));
}

const GROUP_NAMES = {
  pick: "Pick",
  place: "Place",
  order: "Order",
  move: "Move",
  move_battle: "Move, then battle",
  attack: "Attack",
  defend: "Defend",
  ask: "Dice",
  rescue: "Rescue card",
  pass: "Pass",
  battle: "Battle",
  summon: "Summon",
  send: "Send in",
  switch: "Switch",
  ball: "Poké Balls",
  strike: "Galactic Retribution",
  teach: "Teach",
  give: "Bug Bite",
  concede: "Concede",
  // the Legends of Sinnoh journey's verbs
  home: "Home village",
  starter: "Starter",
  step: "Step",
  end: "End the turn",
  restore: "Restore",
  ginkgo: "Ginkgo Trades",
  fly: "Fly",
  search: "Search the Pokédex",
  craft: "Craft",
  equip: "Held items",
  unequip: "Held items",
  form: "Held items",
  evolve: "Evolve",
  keep: "Old move",
  discard: "Old move",
  release: "Release",
  apricorns: "Apricorns",
  challenge: "Challenge",
  offer: "Offer a trade",
  accept: "Answer the offer",
  decline: "Answer the offer",
};

export function renderDecision(box, pic, act) {
  box.replaceChildren();
  if (pic.game.outcome) {
    box.append(
      el(
        "div",
        { class: "outcome-box" },
        el("div", { class: "big", "data-result": pic.result || "", text: outcomeText(pic.game.outcome, pic.seat, pic.result) }),
        el("div", { class: "muted", text: pic.game.outcome.reason }),
        el(
          "p",
          {},
          el("a", { class: "btn", href: `/replay/${pic.game.id}` }, "Watch the replay"),
          " ",
          el("a", { class: "btn", href: `/api/games/${pic.game.id}/record`, download: "" }, "Download record"),
        ),
      ),
    );
    return;
  }
  if (!pic.prompt) {
    const text =
      pic.seat === null || pic.seat === undefined
        ? "Spectators see the public view only."
        : "Nothing to decide right now.";
    box.append(el("div", { class: "muted", text }));
    return;
  }
  box.append(el("div", { class: "prompt-text", text: pic.prompt.text }));
  const groups = new Map();
  for (const info of pic.actions || []) {
    // a move followed by a battle (pieces) is a group of its own, drawn as a battle
    const key = info.battle ? "move_battle" : info.kind || "";
    if (!groups.has(key)) groups.set(key, []);
    groups.get(key).push(info);
  }
  for (const [key, infos] of groups) {
    const group = el("div", { class: "action-group" });
    if (groups.size > 1 && key) group.append(el("div", { class: "gname", text: GROUP_NAMES[key] || key }));
    group.append(
      el(
        "div",
        { class: "actions" },
        infos.map((info) =>
          el("button", {
            class: actionClass(info),
            "data-action": info.text,
            title: info.text,
            text: info.label || info.text,
            onclick: () => act(info.text),
          }),
        ),
      ),
    );
    box.append(group);
  }
}

// A button's classes: every action is "action"; one that starts a battle (an info with the
// attacked squares in ``battle``, or of kind ``battle``) is also "battle-option", drawn in red.
export function actionClass(info) {
  return info.battle || info.kind === "battle" ? "action battle-option" : "action";
}

export function renderLog(box, entries, fresh = 0) {
  const atBottom = box.scrollHeight - box.scrollTop - box.clientHeight < 30;
  box.replaceChildren(
    ...entries.map((e, k) =>
      el("div", {
        class: `entry${e.private ? " private" : ""}${k >= entries.length - fresh ? " new" : ""}`,
        "data-kind": e.kind,
        text: e.text,
      }),
    ),
  );
  if (atBottom || fresh) box.scrollTop = box.scrollHeight;
}

// A small menu of actions at a point of the board (several actions concern one square).
export function showMenu(anchor, x, y, title, infos, act) {
  closeMenu();
  const menu = el(
    "div",
    { class: "menu", role: "menu", style: `left:${Math.round(x)}px;top:${Math.round(y)}px` },
    el("div", { class: "menu-title", text: title }),
    infos.map((info) =>
      el("button", {
        class: actionClass(info),
        "data-action": info.text,
        title: info.title || null,
        text: info.label || info.text,
        onclick: (ev) => {
          ev.stopPropagation();
          closeMenu();
          act(info.text);
        },
      }),
    ),
    el("button", { class: "btn small", text: "Cancel", onclick: () => closeMenu() }),
  );
  anchor.append(menu);
  const r = menu.getBoundingClientRect();
  const a = anchor.getBoundingClientRect();
  if (r.right > a.right) menu.style.left = `${Math.max(0, x - (r.right - a.right) - 4)}px`;
  if (r.bottom > a.bottom) menu.style.top = `${Math.max(0, y - r.height)}px`;
}

export function closeMenu() {
  document.querySelectorAll(".menu").forEach((m) => m.remove());
}
