// The game page: one WebSocket to the server, which sends this seat's picture after every action.
// The seat's secret token is in the URL fragment (#seat=...), never sent in a request line.
import { el, gameIdFromPath, toast, tokenFromHash, topbar } from "./dom.js";
import { closeMenu, renderDecision, renderLog, renderSeats, renderStatus, showMenu } from "./table.js";
import { loadBoard } from "../boards/index.js";

const gameId = gameIdFromPath();
const token = tokenFromHash();

const bar = topbar("");
const status = el("div", { class: "status-banner", id: "status", text: "Connecting…" });
const board = el("div", { class: "board-wrap", id: "board" });
const seats = el("div", { class: "seats-bar", id: "seats" });
const secrets = el("div", { id: "secrets" });
const decisionBox = el("div", { id: "decision" });
const logBox = el("div", { class: "log", id: "log", "aria-live": "polite" });
document.body.append(
  bar.node,
  el(
    "main",
    { class: "table" },
    el("section", { class: "left" }, status, board),
    el(
      "aside",
      { class: "right" },
      seats,
      secrets,
      el("div", { class: "card", id: "prompt-card" }, el("h2", { text: "Decision" }), decisionBox),
      el("div", { class: "card" }, el("h2", { text: "Game log" }), logBox),
    ),
  ),
);

let ws = null;
let pic = null;
let log = [];
let boardModule = null;
let retry = 0;
let stopped = false;
let sentRef = 0;

function setConn(text, cls) {
  bar.conn.textContent = text;
  bar.conn.className = `conn ${cls || ""}`;
}

function act(text) {
  if (!ws || ws.readyState !== WebSocket.OPEN) {
    toast("Not connected: reconnecting…");
    return;
  }
  closeMenu();
  sentRef += 1;
  ws.send(JSON.stringify({ type: "act", action: text, ref: sentRef }));
  document.querySelectorAll("button.action").forEach((b) => (b.disabled = true));
}

function menu(x, y, title, infos) {
  showMenu(board, x, y, title, infos, act);
}

async function draw(fresh = 0) {
  if (!pic) return;
  if (!boardModule) boardModule = await loadBoard(pic.game.slug);
  bar.title.textContent = pic.game.title;
  document.title = `${pic.game.title} · pokeforge`;
  renderStatus(status, pic);
  renderSeats(seats, pic.game, pic.seat);
  boardModule.render(board, pic, { act, menu, interactive: true });
  const secret = boardModule.secrets ? boardModule.secrets(pic) : null;
  secrets.replaceChildren(...(secret ? [secret] : []));
  // a board may put its decisions in its own words (boards/index.js: actionInfos)
  const shown = boardModule.actionInfos ? { ...pic, actions: boardModule.actionInfos(pic) } : pic;
  renderDecision(decisionBox, shown, act);
  dock();
  renderLog(logBox, log, fresh);
}

// On a phone the decision card is docked at the bottom of the screen while this seat has a
// decision to take (style.css: #prompt-card.docked); the page keeps room for it at its end.
const promptCard = document.getElementById("prompt-card");
function dock() {
  promptCard.classList.toggle("docked", Boolean(pic && pic.actions && pic.actions.length));
  const fixed = getComputedStyle(promptCard).position === "fixed";
  document.body.style.paddingBottom = fixed ? `${promptCard.offsetHeight + 8}px` : "";
}
new ResizeObserver(() => dock()).observe(promptCard);
window.addEventListener("resize", () => dock());

function onMessage(msg) {
  if (msg.type === "view") {
    let fresh = 0;
    if (msg.log_from === 0) {
      fresh = Math.max(0, msg.log.length - log.length);
      log = msg.log;
    } else if (msg.log_from === log.length) {
      log = log.concat(msg.log);
      fresh = msg.log.length;
    } else {
      ws.send(JSON.stringify({ type: "sync" }));
      return;
    }
    pic = msg;
    draw(fresh).then(() => {
      // for people: nothing; for tests and tools: what the page shows now
      document.body.dataset.version = String(msg.game.version);
      document.body.dataset.status = msg.game.status;
      document.body.dataset.toAct = msg.actions.length ? "yes" : "no";
    });
  } else if (msg.type === "seats") {
    if (pic) {
      pic = { ...pic, game: msg.game };
      renderSeats(seats, pic.game, pic.seat);
    }
  } else if (msg.type === "error") {
    toast(msg.reason);
    document.querySelectorAll("button.action").forEach((b) => (b.disabled = false));
  }
}

function connect() {
  const proto = location.protocol === "https:" ? "wss" : "ws";
  ws = new WebSocket(`${proto}://${location.host}/ws/games/${encodeURIComponent(gameId)}`);
  setConn("connecting", "");
  ws.onopen = () => {
    retry = 0;
    ws.send(JSON.stringify({ type: "hello", token }));
    setConn(token ? "connected" : "watching", "ok");
  };
  ws.onmessage = (ev) => {
    try {
      onMessage(JSON.parse(ev.data));
    } catch (e) {
      console.error(e);
    }
  };
  ws.onclose = (ev) => {
    if ([4400, 4403, 4404].includes(ev.code)) {
      stopped = true;
      setConn("refused", "bad");
      status.textContent = ev.code === 4404 ? "No such game." : "This link is not valid for this game.";
      return;
    }
    if (stopped) return;
    setConn("reconnecting", "bad");
    retry = Math.min(retry + 1, 6);
    setTimeout(connect, 300 * 2 ** retry);
  };
}

// anyone may be sent the spectator link (the page's address without the seat's secret)
const share = el("button", {
  class: "btn small",
  id: "share",
  type: "button",
  text: "Share",
  title: "Copy the spectator link (it shows the public view only)",
  onclick: async () => {
    const url = `${location.origin}/play/${encodeURIComponent(gameId)}`;
    try {
      await navigator.clipboard.writeText(url);
      toast("Spectator link copied", "info");
    } catch (e) {
      toast(url, "info");
    }
  },
});
bar.node.insertBefore(share, bar.conn);

document.addEventListener("keydown", (ev) => {
  if (ev.key === "Escape") closeMenu();
});
window.addEventListener("hashchange", () => location.reload());
connect();
