// Replays: the server replays the finished game's record up to a step and sends that view.
import { el, fetchJSON, gameIdFromPath, icon, seatName, toast, topbar } from "./dom.js";
import { outcomeText, renderLog, renderSeats } from "./table.js";
import { loadBoard } from "../boards/index.js";

const gameId = gameIdFromPath();
const bar = topbar("Replay");
bar.conn.hidden = true;
const status = el("div", { class: "status-banner", id: "status", text: "Loading…" });
const board = el("div", { class: "board-wrap", id: "board" });
const seats = el("div", { class: "seats-bar", id: "seats" });
const slider = el("input", { type: "range", min: 0, max: 0, value: 0, id: "step" });
const counter = el("span", { class: "pill", id: "counter", text: "0 / 0" });
const perspective = el("select", { id: "perspective" }, el("option", { value: "", text: "Spectator view" }));
const playBtn = el("button", { class: "btn small", id: "autoplay", type: "button" });
const logBox = el("div", { class: "log", id: "log" });
const secrets = el("div", { id: "secrets" });

const button = (name, id, label, fn) =>
  el("button", { class: "btn small icon-btn", id, type: "button", title: label, "aria-label": label, onclick: fn }, icon(name));

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
      el(
        "div",
        { class: "card" },
        el("h2", { text: "Replay" }),
        el(
          "div",
          { class: "replay-controls" },
          button("first", "first", "First step", () => go(0)),
          button("prev", "prev", "Step back", () => go(target - 1)),
          counter,
          button("next", "next", "Step forward", () => go(target + 1)),
          button("last", "last", "Last step", () => go(total)),
          playBtn,
        ),
        el("div", { class: "replay-controls", style: "margin-top:8px" }, slider),
        el(
          "div",
          { class: "replay-controls", style: "margin-top:8px" },
          perspective,
          el("a", { class: "btn small", href: `/api/games/${encodeURIComponent(gameId)}/record`, download: "", id: "download", text: "Download record" }),
        ),
      ),
      secrets,
      el("div", { class: "card" }, el("h2", { text: "Game log" }), logBox),
    ),
  ),
);

let step = 0; // the step shown
let target = 0; // the step asked for last (quick clicks count from it, not from the one shown)
let total = 0;
let playing = false;
let timer = null;
let boardModule = null;
let loading = 0;

function showPlay() {
  playBtn.replaceChildren(icon(playing ? "pause" : "play"), playing ? "Pause" : "Play");
}
showPlay();

async function go(k) {
  const want = Math.max(0, total ? Math.min(k, total) : k);
  target = want;
  const ticket = ++loading;
  const seat = perspective.value;
  let data;
  try {
    data = await fetchJSON(`/api/games/${encodeURIComponent(gameId)}/replay?step=${want}${seat !== "" ? `&seat=${seat}` : ""}`);
  } catch (e) {
    toast(e.message);
    status.textContent = e.message;
    stop();
    return;
  }
  if (ticket !== loading) return;
  step = data.step;
  target = step;
  total = data.total;
  slider.max = String(total);
  slider.value = String(step);
  counter.textContent = `${step} / ${total}`;
  if (!boardModule) boardModule = await loadBoard(data.game.slug);
  if (perspective.options.length === 1) {
    for (const s of data.game.seats) perspective.append(el("option", { value: String(s.seat), text: `${seatName(s.seat)}'s view` }));
  }
  bar.title.textContent = `${data.game.title} · replay`;
  const last = data.last_action;
  const over = step === total && data.game.outcome;
  status.className = over ? "status-banner over" : "status-banner";
  status.dataset.step = String(step);
  if (over) {
    status.replaceChildren(
      el("span", { class: "main", id: "winner", text: `Step ${step}: game over · ${outcomeText(data.game.outcome, null)}` }),
      el("span", { class: "sub", text: data.game.outcome.reason }),
    );
  } else {
    status.replaceChildren(
      el("span", { class: "main", text: step === 0 ? "Start of the game" : `Step ${step}: ${seatName(last.seat)}` }),
      el("span", { class: "sub", text: step === 0 ? "" : last.action }),
    );
  }
  const game = { ...data.game, to_act: data.to_act, outcome: step === total ? data.game.outcome : null };
  renderSeats(seats, game, data.seat);
  const pic = { ...data, game };
  boardModule.render(board, pic, { interactive: false });
  const secret = boardModule.secrets ? boardModule.secrets(pic) : null;
  secrets.replaceChildren(...(secret ? [secret] : []));
  renderLog(logBox, data.log, 0);
  logBox.scrollTop = logBox.scrollHeight;
  if (step >= total) stop();
  else if (playing) {
    clearTimeout(timer);
    timer = setTimeout(() => go(target + 1), 700);
  }
}

function stop() {
  clearTimeout(timer);
  timer = null;
  playing = false;
  showPlay();
}

playBtn.addEventListener("click", () => {
  if (playing) return stop();
  playing = true;
  showPlay();
  go(target >= total ? 0 : target + 1);
});
slider.addEventListener("input", () => go(Number(slider.value)));
perspective.addEventListener("change", () => go(target));
document.addEventListener("keydown", (ev) => {
  if (ev.key === "ArrowRight") go(target + 1);
  if (ev.key === "ArrowLeft") go(target - 1);
});
go(0);
