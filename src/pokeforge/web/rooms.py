"""Live games: the one authority that applies actions, stores them, and pushes views.

A :class:`Room` holds one game in memory (its state, events and connected clients). An action is
applied to a *clone* of the state in a worker thread and stored in the same thread; only once the
database has committed it does the room adopt the new state and push the new views. A refused
action (illegal, stale, or a failed write) therefore changes nothing, in memory or on disk.

AI seats think in worker processes (:mod:`.thinkers`: the server's interpreter only awaits their
answer), are paced by a small delay so that people can follow, and act through the same path as
people do. Nothing slow runs on the event loop.
"""

from __future__ import annotations

import asyncio
import hashlib
import hmac
import logging
import threading
import time
from collections import OrderedDict, deque
from collections.abc import Callable
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass, field
from typing import Any, TypeVar

from ..core import (
    Event,
    Game,
    IllegalAction,
    ParamError,
    PokeforgeError,
    Record,
    State,
    seat_name,
)
from ..core.registry import get_game
from .bots import AgentBook, AgentLike
from .payloads import game_header, log_entries, picture, to_text, view_message
from .seats import AGENT, HUMAN, SeatError, SeatSpec, hash_token, new_game_id, new_token
from .store import (
    FINISHED,
    PLAYING,
    GameRow,
    SeatRow,
    StaleGame,
    Step,
    Store,
    encode_state,
    text_digest,
)
from .thinkers import AI_NICE, QUEUE_LIMIT, ProcessThinker
from .writer import GroupWriter

log = logging.getLogger("pokeforge.web")
T = TypeVar("T")

#: messages waiting for a client beyond which it is dropped as too slow
MAX_QUEUE = 256
#: rooms kept in memory with nobody connected before the oldest are let go
MAX_IDLE_ROOMS = 200
#: an agent that keeps choosing illegal actions is stopped after this many tries in a row
AGENT_RETRIES = 5
#: games whose every seat is an AI that may play at once (the others wait for a free slot)
MAX_AI_GAMES = 4
#: a replayed state of a finished game is kept every this many actions (at most
#: :data:`MAX_CHECKPOINTS` per game, spaced wider for longer games)
CHECKPOINT_EVERY = 64
MAX_CHECKPOINTS = 32
#: replay answers (game, step, seat) kept as JSON text, the least recently used dropped first
REPLAY_CACHE = 256


class Snapshot(str):
    """A whole ``view`` message (log from the start) as JSON text: made once per seat, version
    and number of events, and recognised by the socket's sender (see :meth:`Room.resync`)."""

    __slots__ = ()


class TooBusy(PokeforgeError):
    """The server will not take this on now (a limit is reached): try again later."""


class RecordNotReady(PokeforgeError):
    """The game is not over: its record (and seed) is not given out yet."""


class GameNotFound(PokeforgeError):
    """No game with this id is stored."""


def check_no_paths(params: dict[str, Any]) -> None:
    """Refuse parameter values that name files: over the web, only built-in content by name.

    (A game may accept a content file's path on the command line; a web visitor must not make
    the server read its files.)"""
    for key, value in params.items():
        if isinstance(value, str) and (
            "/" in value or "\\" in value or value.startswith((".", "~"))
        ):
            raise ParamError(
                f"parameter {key!r}: file paths are not accepted over the web; use a built-in name"
            )


#: a game's seed is a whole number below this (the store's column is a signed 64-bit integer)
SEED_LIMIT = 2**62


def secret_seed() -> int:
    """A new game's seed, from the operating system's secure source (:mod:`secrets`)."""
    import secrets

    return secrets.randbelow(SEED_LIMIT)


def new_agent_secret() -> str:
    """The secret a new game's AI seats take their seeds from, drawn apart from its seed."""
    import secrets

    return secrets.token_hex(32)


def agent_seed(row: GameRow, seat: int) -> int:
    """The seed of the AI in ``seat``: an HMAC of the seat under the game's own agent secret, so it
    tells nothing about the game's seed (and the same after a restart: the secret is stored).

    A game stored before agent secrets existed keeps its old seeds (derived from the game seed),
    so that its AI seats play on as they did."""
    if row.agent_secret is None:
        return (row.seed * 7919 + seat * 104729) % 2**31
    digest = hmac.new(bytes.fromhex(row.agent_secret), f"seat {seat}".encode(), hashlib.sha256)
    return int.from_bytes(digest.digest()[:8], "big") % 2**31


def decision_seed(seat_seed: int, version: int) -> int:
    """The seed of one AI decision: from the seat's seed (:func:`agent_seed`) and the number of
    actions played so far. It depends on nothing else (not on which worker process decides, nor
    on a restart in between), so the same game asks its AI the same questions."""
    digest = hashlib.sha256(f"{seat_seed}:{version}".encode()).digest()
    return int.from_bytes(digest[:8], "big") % 2**31


@dataclass(eq=False)
class Client:
    """One connected WebSocket: a seat (``None`` for a spectator) and its outgoing queue of JSON
    texts (``None`` tells the sender to close with ``close_code``: the client fell too far
    behind, or sent too much)."""

    seat: int | None
    queue: asyncio.Queue[str | None] = field(default_factory=asyncio.Queue)
    log_sent: int = 0
    dropped: bool = False
    #: the game version of a whole picture waiting in the queue (-1: none waits)
    pending_full: int = -1
    close_code: int = 1013
    close_reason: str = "too slow: reconnect to catch up"

    def push(self, message: dict[str, Any]) -> None:
        self.push_text(to_text(message))

    def push_text(self, text: str) -> None:
        if self.dropped:
            return
        if self.queue.qsize() >= MAX_QUEUE:
            self.close()
            return
        self.queue.put_nowait(text)

    def close(self, code: int = 1013, reason: str = "too slow: reconnect to catch up") -> None:
        """Send what is queued, then close the socket with ``code``; nothing more is queued."""
        if self.dropped:
            return
        self.dropped = True
        self.close_code, self.close_reason = code, reason
        self.queue.put_nowait(None)


@dataclass
class Created:
    """A new game: its room and the secret token of each human seat."""

    room: Room
    tokens: dict[int, str]


class Room:
    """One game in play (or finished), as the server holds it in memory."""

    def __init__(
        self,
        rooms: Rooms,
        row: GameRow,
        game: Game,
        state: State[Any],
        actions: list[tuple[int, str]],
        events: list[Event],
        event_action: list[int],
    ) -> None:
        self.rooms = rooms
        self.id = row.id
        self.row = row
        self.game = game
        self.state = state
        self.actions = actions
        self.events = events
        #: the action number (1-based) that caused each event
        self.event_action = event_action
        self.lock = asyncio.Lock()
        self.clients: set[Client] = set()
        self.agents: dict[int, AgentLike] = {}
        #: seats whose player asked to be asked even when the pass is their only answer (a
        #: private preference, kept while the server runs; answering for them is the default)
        self.ask_always: set[int] = set()
        self.agent_task: asyncio.Task[None] | None = None
        #: the state as the game's JSON text (what the database holds) and its version
        self._state_text: tuple[int, str] | None = None
        self.last_used = time.monotonic()
        #: every seat is an AI: such games share the server's AI-game slots
        self.ai_only = bool(row.seat_rows) and all(r.kind == AGENT for r in row.seat_rows)
        # JSON texts made once per version: each seat's picture, the header, the whole log
        self._pictures: dict[int | None, tuple[int, str]] = {}
        self._header: str | None = None
        self._logs: dict[int | None, tuple[int, str]] = {}
        self._snapshots: dict[int | None, tuple[tuple[int, int, str], Snapshot]] = {}
        # replayed states of a finished game (built in worker threads)
        self._checkpoints: dict[int, State[Any]] = {}
        self._replay_lock = threading.Lock()

    # -- facts -------------------------------------------------------------------------------
    @property
    def version(self) -> int:
        return len(self.actions)

    @property
    def status(self) -> str:
        return FINISHED if self.state.outcome is not None else PLAYING

    @property
    def seat_rows(self) -> list[SeatRow]:
        return self.row.seat_rows

    def online(self) -> dict[int, int]:
        counts: dict[int, int] = {}
        for c in self.clients:
            if c.seat is not None:
                counts[c.seat] = counts.get(c.seat, 0) + 1
        return counts

    def header(self) -> dict[str, Any]:
        return game_header(
            self.id, self.game, self.state, self.version, self.status, self.seat_rows, self.online()
        )

    def header_text(self) -> str:
        """:meth:`header` as JSON text, made once per version and change of presence."""
        if self._header is None:
            self._header = to_text(self.header())
        return self._header

    def state_text(self) -> str:
        """The current state as the game's JSON text (the text stored for this version, kept
        when the action was written; made again only after a load)."""
        if self._state_text is None or self._state_text[0] != self.version:
            self._state_text = (self.version, encode_state(self.state.to_json()))
        return self._state_text[1]

    def picture_text(self, seat: int | None) -> str:
        """``seat``'s picture of the current version as JSON text, made at most once."""
        cached = self._pictures.get(seat)
        if cached is not None and cached[0] == self.version:
            return cached[1]
        text = to_text(picture(self.game, self.state, seat))
        self._pictures[seat] = (self.version, text)
        return text

    def log_text(self, seat: int | None, start: int = 0) -> str:
        """``seat``'s log from ``start`` as JSON text (the whole log made once per length)."""
        if start != 0:
            return to_text(log_entries(self.events, start, seat))
        cached = self._logs.get(seat)
        if cached is not None and cached[0] == len(self.events):
            return cached[1]
        text = to_text(log_entries(self.events, 0, seat))
        self._logs[seat] = (len(self.events), text)
        return text

    def snapshot_text(self, seat: int | None, log_from: int = 0) -> str:
        """:meth:`snapshot` as JSON text, assembled from the cached parts (the whole message
        itself is kept when ``log_from`` is 0)."""
        header = self.header_text()
        if log_from != 0:
            log = self.log_text(seat, log_from)
            return view_message(header, self.picture_text(seat), log_from, log, None)
        key = (self.version, len(self.events), header)
        cached = self._snapshots.get(seat)
        if cached is not None and cached[0] == key:
            return cached[1]
        text = Snapshot(view_message(header, self.picture_text(seat), 0, self.log_text(seat), None))
        self._snapshots[seat] = (key, text)
        return text

    def seat_for_token(self, token: str | None) -> int | None:
        from .seats import seat_of

        return seat_of(token, self.seat_rows)

    def record(self) -> Record:
        """The finished game's record (header with its seed, actions, digest and outcome).

        Raises :class:`RecordNotReady` while the game is on: the seed is the future of every die
        and draw, and stays the server's secret until the end."""
        out = self.state.outcome
        if out is None:
            raise RecordNotReady(
                "the record is available once the game is over (it holds the game's seed and "
                "every secret choice)"
            )
        return Record(
            game=self.row.slug,
            rules_version=self.row.rules_version,
            params=dict(self.row.params),
            seed=self.row.seed,
            seats=self.row.seats,
            actions=list(self.actions),
            digest=self.state.digest(),
            outcome=out.to_json(),
            meta={"web_game": self.id},
        )

    # -- what a seat sees --------------------------------------------------------------------
    def snapshot(self, seat: int | None, log_from: int = 0) -> dict[str, Any]:
        """The whole picture for ``seat``: header, view, decision, and the log from ``log_from``."""
        return {
            "type": "view",
            "game": self.header(),
            **picture(self.game, self.state, seat),
            "log_from": log_from,
            "log": log_entries(self.events, log_from, seat),
        }

    # -- clients -----------------------------------------------------------------------------
    def join(self, client: Client) -> None:
        self.clients.add(client)
        self.last_used = time.monotonic()
        self._header = None
        self.resync(client)
        self._announce_presence()

    def leave(self, client: Client) -> None:
        self.clients.discard(client)
        self.last_used = time.monotonic()
        self._header = None
        self._announce_presence()

    def resync(self, client: Client) -> None:
        """Send ``client`` its whole picture again. The picture is built at most once per seat
        and version (:meth:`picture_text`); while a whole picture of this version still waits
        in the client's queue, asking again adds nothing (that one answers every ask)."""
        n_events = len(self.events)
        if client.pending_full == self.version and client.log_sent == n_events:
            return
        client.push_text(self.snapshot_text(client.seat))
        client.log_sent = n_events
        client.pending_full = self.version

    def _announce_presence(self) -> None:
        text = '{"type":"seats","game":' + self.header_text() + "}"
        for c in self.clients:
            c.push_text(text)

    def broadcast(
        self, pictures: dict[int | None, str], ack: tuple[Client, Any] | None = None
    ) -> None:
        """Send every client its seat's new picture, with the log entries it has not had yet.

        ``pictures`` holds each seat's picture as JSON text (made once per seat, whatever the
        number of its sockets; a seat missing from it is made here). The client whose action this
        was gets its message's ``ref`` back as ``ack``."""
        self._header = None
        header = self.header_text()
        for seat, text in pictures.items():
            self._pictures[seat] = (self.version, text)
        n_events = len(self.events)
        logs: dict[tuple[int | None, int], str] = {}
        for c in list(self.clients):
            pic = pictures.get(c.seat)
            if pic is None:
                pic = pictures[c.seat] = self.picture_text(c.seat)
            key = (c.seat, c.log_sent)
            log_text = logs.get(key)
            if log_text is None:
                log_text = logs[key] = to_text(log_entries(self.events, c.log_sent, c.seat))
            ack_text = to_text(ack[1]) if ack is not None and ack[0] is c else None
            c.push_text(view_message(header, pic, c.log_sent, log_text, ack_text))
            c.log_sent = n_events

    # -- acting ------------------------------------------------------------------------------
    async def act(self, seat: int | None, text: str, ack: tuple[Client, Any] | None = None) -> None:
        """Apply ``seat``'s action given by its text, store it, then push the new views.

        Raises :class:`SeatError` for a spectator and :class:`IllegalAction` (with the engine's
        reason) for an action that may not be taken now; either way nothing changes.
        """
        if seat is None:
            raise SeatError("spectators cannot act: open your seat's own link to play", 403)
        if not isinstance(text, str) or not text.strip():
            raise IllegalAction("an action is a non-empty text, like the buttons show")
        if len(text) > 500:
            raise IllegalAction("that action text is far too long to be a legal action")
        if self.state.outcome is None and seat not in self.state.to_act():
            # said here in the web's words: seats are "Player N" to people
            raise IllegalAction(f"it is not {seat_name(seat)}'s decision now")
        async with self.lock:
            expected = self.version
            seats_online = {c.seat for c in self.clients}
            state, step, events, pictures = await self.rooms.run_engine(
                self._apply, seat, text, seats_online
            )
            try:
                await self.rooms.writer.write(self.id, expected, step)
            except StaleGame as exc:
                raise IllegalAction(f"the game moved on meanwhile; try again ({exc})") from None
            self.state = state
            self.actions.append((seat, step.action))
            self._state_text = (self.version, step.state_text)
            self.events.extend(events)
            self.event_action.extend([expected + 1] * len(events))
            self.last_used = time.monotonic()
            self.broadcast(pictures, ack)
        self.kick_agents()

    def _apply(
        self, seat: int, text: str, seats_online: set[int | None]
    ) -> tuple[State[Any], Step, list[Event], dict[int | None, str]]:
        """Apply on a clone; the step to store and each connected seat's picture as JSON text."""
        state = self.state.clone()
        action = state.action_from_text(seat, text)
        events = state.apply(seat, action)
        text = encode_state(state.to_json())
        out = state.outcome
        step = Step(
            seat=seat,
            action=str(action),
            state_text=text,
            digest=text_digest(text),
            to_act=[] if out is not None else list(state.public_to_act()),
            status=FINISHED if out is not None else PLAYING,
            outcome=None if out is None else out.to_json(),
            events=[e.to_json() for e in events],
            first_event=len(self.events),
        )
        pictures = {s: to_text(picture(self.game, state, s)) for s in seats_online}
        return state, step, events, pictures

    # -- replays -----------------------------------------------------------------------------
    def replay_state(self, step: int) -> State[Any]:
        """The state after the first ``step`` actions, replayed by the engine from the game's
        start as its record does (:func:`pokeforge.core.replay`), but from the nearest kept
        state before ``step``: states are kept every few actions as they are passed, so no
        request replays more than that many actions once the game has been walked through.
        For a worker thread; raises ``RecordError`` when an action does not replay."""
        from ..core import RecordError

        every = max(CHECKPOINT_EVERY, -(-len(self.actions) // MAX_CHECKPOINTS))
        with self._replay_lock:
            start = (step // every) * every
            while start > 0 and start not in self._checkpoints:
                start -= every
            if start == 0:
                row = self.row
                state = self.game.new_state(
                    self.game.params(row.params), seed=row.seed, seats=row.seats
                )
            else:
                state = self._checkpoints[start].clone()
            for i in range(start, step):
                seat, text = self.actions[i]
                try:
                    state.apply(seat, state.action_from_text(seat, text))
                except IllegalAction as exc:
                    raise RecordError(f"action {i + 1} cannot be replayed: {exc}") from None
                if (i + 1) % every == 0 and (i + 1) not in self._checkpoints and i + 1 < step:
                    self._checkpoints[i + 1] = state.clone()
            if step % every == 0 and step > 0 and step not in self._checkpoints:
                self._checkpoints[step] = state.clone()
            return state

    # -- AI seats ----------------------------------------------------------------------------
    def set_ask_always(self, seat: int, ask: bool) -> None:
        """``seat``'s private preference: be asked in a reaction window even when the pass is
        its only answer (``True``), or let the server answer then (the default)."""
        if ask:
            self.ask_always.add(seat)
        else:
            self.ask_always.discard(seat)
            self.kick_agents()

    def agent_seats_to_act(self) -> list[int]:
        """The seats the server answers for now: AI seats that must decide, and human seats
        whose only answer in a reaction window is the pass (unless their player asked to be
        asked always, :attr:`ask_always`)."""
        state = self.state
        if state.outcome is not None:
            return []
        return [
            s
            for s in state.to_act()
            if self.seat_rows[s].kind == AGENT
            or (s not in self.ask_always and state.forced_pass(s) is not None)
        ]

    def kick_agents(self) -> None:
        """Start the AI seats' task if one of them must decide and it is not running.

        A game of AI seats only needs one of the server's AI-game slots: without a free one it
        waits in line (:meth:`Rooms.ai_wait`) and starts when a slot frees."""
        if self.agent_task is not None and not self.agent_task.done():
            return
        if not self.agent_seats_to_act():
            return
        if self.ai_only and not self.rooms.ai_take(self.id):
            return
        task = asyncio.get_running_loop().create_task(self._run_agents())
        self.agent_task = task
        if self.ai_only:
            task.add_done_callback(lambda _t: self.rooms.ai_release(self.id))

    def _agent(self, seat: int) -> AgentLike:
        agent = self.agents.get(seat)
        if agent is None:
            name = self.seat_rows[seat].agent or ""
            agent = self.rooms.agents.make(name, agent_seed(self.row, seat))
            self.agents[seat] = agent
        return agent

    async def _decide(self, seat: int) -> str:
        """The AI in ``seat`` decides: in a worker process (the default agents), or in a worker
        thread for agents that must stay in this process (tests' agents)."""
        thinker = self.rooms.thinker
        if thinker is None:
            snapshot = self.state.clone()
            agent = self._agent(seat)
            action = await self.rooms.in_agent_worker(agent.choose, snapshot, seat)
            return str(action)
        name = self.seat_rows[seat].agent or ""
        self.rooms.agents.check(name)
        seed = decision_seed(agent_seed(self.row, seat), self.version)
        decision = await thinker.decide(
            self.game.slug, self.state_text(), seat, name, seed, self.rooms.agents.factory
        )
        return decision.action

    async def _run_agents(self) -> None:
        """Let the AI seats that must decide do so, one decision at a time, until none must.

        An AI seat thinks while the delay that lets people follow runs (it acts once both are
        over). A refused action or a failure (a database hiccup, an agent's bug, a worker that
        died) is logged and tried again after a pause; after :data:`AGENT_RETRIES` failures in a
        row the seats stop until the next action or restart wakes them."""
        failures = 0
        loop = asyncio.get_running_loop()
        while True:
            seats = self.agent_seats_to_act()
            if not seats:
                return
            if failures:
                await asyncio.sleep(0.5 * failures)
            ready_at = loop.time() + self.rooms.agent_delay
            for seat in seats:
                if seat not in self.agent_seats_to_act():
                    continue
                try:
                    forced = self.state.forced_pass(seat)
                    if self.seat_rows[seat].kind != AGENT and forced is not None:
                        await _sleep_until(loop, ready_at)
                        await self.act(seat, str(forced))  # a person's one possible answer
                        failures = 0
                        continue
                    version = self.version
                    action = await self._decide(seat)
                    await _sleep_until(loop, ready_at)
                    if self.version != version and seat not in self.agent_seats_to_act():
                        break  # the game moved on while the seat thought: look again
                    try:
                        await self.act(seat, action)
                    except IllegalAction:
                        if self.version != version:
                            break  # decided on a position that has passed: decide again
                        raise
                    failures = 0
                except asyncio.CancelledError:
                    raise
                except Exception as exc:
                    failures += 1
                    log.warning("AI seat %s of game %s failed: %r", seat, self.id, exc)
                    if failures >= AGENT_RETRIES:
                        log.error("AI seat %s of game %s gave up", seat, self.id)
                        return
                    break


async def _sleep_until(loop: asyncio.AbstractEventLoop, when: float) -> None:
    left = when - loop.time()
    if left > 0:
        await asyncio.sleep(left)


class Rooms:
    """Every live game, loaded from the store on first use."""

    def __init__(
        self,
        store: Store,
        agents: AgentBook,
        agent_delay: float = 0.6,
        workers: int = 2,
        agent_workers: int = 2,
        inline_engine: bool = True,
        max_ai_games: int = MAX_AI_GAMES,
        max_idle_rooms: int = MAX_IDLE_ROOMS,
        seed_source: Callable[[], int] = secret_seed,
        ai_workers: int | None = None,
        ai_nice: int = AI_NICE,
        ai_queue_limit: int = QUEUE_LIMIT,
    ) -> None:
        self.store = store
        #: where new games' seeds come from: :func:`secret_seed`; tests may give their own
        #: (a constructor argument only: no request can choose or learn a seed)
        self.seed_source = seed_source
        self.agents = agents
        self.agent_delay = agent_delay
        self.inline_engine = inline_engine
        self.max_ai_games = max_ai_games
        self.max_idle_rooms = max_idle_rooms
        self.rooms: dict[str, Room] = {}
        #: ids of the AI-only games playing now, and of those waiting for a slot, in order
        self.ai_running: set[str] = set()
        self.ai_waiting: deque[str] = deque()
        self._replays: OrderedDict[tuple[str, int, int | None], str] = OrderedDict()
        self._closing = False
        self._loading: dict[str, asyncio.Future[Room]] = {}
        self._pool = ThreadPoolExecutor(workers, thread_name_prefix="pokeforge-web")
        self.writer = GroupWriter(store)
        self._agent_pool = ThreadPoolExecutor(agent_workers, thread_name_prefix="pokeforge-ai")
        #: the worker processes where the AI seats think (``None``: agents that must stay in
        #: this process think in :attr:`_agent_pool`'s threads)
        self.thinker: ProcessThinker | None = None
        if agents.processes:
            self.thinker = ProcessThinker(ai_workers, nice=ai_nice, queue_limit=ai_queue_limit)

    async def run_engine(self, fn: Callable[..., T], *args: Any) -> T:
        """Run one engine step: on the event loop when steps are short (``inline_engine``;
        a handoff to a thread and back costs more than the step), else in a worker thread."""
        if self.inline_engine:
            return fn(*args)
        return await self.in_worker(fn, *args)

    async def in_worker(self, fn: Callable[..., T], *args: Any) -> T:
        return await asyncio.get_running_loop().run_in_executor(self._pool, fn, *args)

    async def in_agent_worker(self, fn: Callable[..., T], *args: Any) -> T:
        return await asyncio.get_running_loop().run_in_executor(self._agent_pool, fn, *args)

    # -- AI-game slots ----------------------------------------------------------------------
    def ai_take(self, game_id: str) -> bool:
        """A slot for the AI-only game ``game_id``: True if it may play now; else it is put in
        line (once) and False."""
        if game_id in self.ai_running:
            return True
        if len(self.ai_running) < self.max_ai_games and not self._closing:
            self.ai_running.add(game_id)
            if game_id in self.ai_waiting:
                self.ai_waiting.remove(game_id)
            return True
        if game_id not in self.ai_waiting:
            self.ai_waiting.append(game_id)
        return False

    def ai_release(self, game_id: str) -> None:
        """The AI-only game ``game_id`` stopped playing: start the next ones in line."""
        self.ai_running.discard(game_id)
        if self.ai_waiting and not self._closing:
            asyncio.get_running_loop().create_task(self._start_waiting())

    async def _start_waiting(self) -> None:
        while self.ai_waiting and len(self.ai_running) < self.max_ai_games and not self._closing:
            game_id = self.ai_waiting.popleft()
            try:
                room = self.rooms.get(game_id)
                if room is None:
                    await self.get(game_id)  # loading a game starts its AI seats
                else:
                    room.kick_agents()
            except Exception:
                log.exception("could not load game %s", game_id)

    def ai_busy(self) -> bool:
        """True when a new AI-only game would have to wait: every slot is taken."""
        return len(self.ai_running) + len(self.ai_waiting) >= self.max_ai_games

    async def close(self) -> None:
        self._closing = True
        for room in self.rooms.values():
            if room.agent_task is not None:
                room.agent_task.cancel()
        self._pool.shutdown(wait=False, cancel_futures=True)
        self.writer.close()
        self._agent_pool.shutdown(wait=False, cancel_futures=True)
        if self.thinker is not None:
            log.info(self.thinker.summary())
            self.thinker.close()

    # -- creating ----------------------------------------------------------------------------
    async def create(
        self,
        slug: str,
        params: dict[str, Any] | None,
        seats: list[Any] | None,
        listed: bool = False,
    ) -> Created:
        """A new game. Raises ``UnknownGame``, ``ParamError``, ``ValueError`` (bad seats) or
        :class:`TooBusy` (a game of AI seats only while every AI-game slot is taken).

        Its seed comes from :attr:`seed_source` (the secure source) and is never chosen by the
        client; it stays on the server until the game is over (then the record holds it)."""
        game = get_game(slug)
        check_no_paths(params or {})
        parsed = game.params(params or {})
        raw_seats: list[Any] = list(seats) if seats else [HUMAN] * game.default_seats
        n = game.check_seats(len(raw_seats), parsed)
        specs = [SeatSpec.parse(s, set(self.agents.names)) for s in raw_seats]
        if all(s.kind == AGENT for s in specs) and self.ai_busy():
            raise TooBusy(
                f"this server plays at most {self.max_ai_games} games between AI players at "
                "once and all are taken: try again when one has ended, or take a seat yourself"
            )
        if any(s.kind == AGENT for s in specs) and self.thinker is not None and self.thinker.busy():
            raise TooBusy(
                "this server's AI players have too many decisions waiting: try again in a "
                "moment, or play with people"
            )
        seed = self.seed_source()
        if not 0 <= seed < SEED_LIMIT:
            raise ValueError("the server's seed source gave a seed out of range")
        agent_secret = new_agent_secret()
        tokens: dict[int, str] = {}
        seat_rows = []
        for i, spec in enumerate(specs):
            token_hash = None
            if spec.kind == HUMAN:
                tokens[i] = new_token()
                token_hash = hash_token(tokens[i])
            seat_rows.append(SeatRow(i, spec.kind, spec.agent, token_hash))

        def build() -> Room:
            state = game.new_state(parsed, seed=seed, seats=n)
            data = state.to_json()
            now = time.time()
            row = GameRow(
                id=new_game_id(),
                slug=game.slug,
                rules_version=game.rules_version,
                params=parsed.model_dump(mode="json"),
                seed=seed,
                seats=n,
                n_actions=0,
                state=data,
                digest=text_digest(encode_state(data)),
                to_act=list(state.public_to_act()),
                status=PLAYING if state.outcome is None else FINISHED,
                outcome=None if state.outcome is None else state.outcome.to_json(),
                created_at=now,
                updated_at=now,
                seat_rows=seat_rows,
                listed=listed,
                agent_secret=agent_secret,
            )
            self.store.create_game(row)
            row.state = {}
            return Room(self, row, game, state, [], [], [])

        room = await self.in_worker(build)
        self.rooms[room.id] = room
        room.kick_agents()
        self._evict()
        return Created(room, tokens)

    # -- loading -----------------------------------------------------------------------------
    async def get(self, game_id: str) -> Room:
        """The room of ``game_id``, loaded from the database if needed; :class:`GameNotFound`."""
        room = self.rooms.get(game_id)
        if room is not None:
            return room
        if len(game_id) > 64:
            raise GameNotFound("no game has this id")
        pending = self._loading.get(game_id)
        if pending is None:
            pending = asyncio.get_running_loop().create_future()
            self._loading[game_id] = pending
            try:
                room = await self.in_worker(self._load, game_id)
                self.rooms[game_id] = room
                self._evict()
                pending.set_result(room)
                room.kick_agents()
            except BaseException as exc:
                pending.set_exception(exc)
                pending.exception()  # mark retrieved
                raise
            finally:
                del self._loading[game_id]
            return room
        return await asyncio.shield(pending)

    def _load(self, game_id: str) -> Room:
        row = self.store.load(game_id)
        if row is None:
            raise GameNotFound("no game has this id")
        game = get_game(row.slug)
        if game.rules_version != row.rules_version:
            raise PokeforgeError(
                f"this game was played under {row.slug} rules version {row.rules_version}; "
                f"this server has version {game.rules_version}"
            )
        state = game.state_from_json(row.state)
        row.state = {}
        actions = self.store.actions(game_id)
        stored = self.store.events(game_id)
        events = [Event.from_json(d) for _, d in stored]
        return Room(self, row, game, state, actions, events, [a for a, _ in stored])

    def _evict(self) -> None:
        idle = [
            r
            for r in self.rooms.values()
            if not r.clients and (r.agent_task is None or r.agent_task.done())
        ]
        if len(idle) <= self.max_idle_rooms:
            return
        idle.sort(key=lambda r: r.last_used)
        for r in idle[: len(idle) - self.max_idle_rooms]:
            del self.rooms[r.id]

    async def resume_agents(self) -> int:
        """After a start, let the AI seats of unfinished games carry on. Returns how many games
        were started; games of AI seats only take the free AI-game slots and the others wait in
        line (so a restart does not start them all at full speed)."""
        rows = await self.in_worker(self.store.list_games, 100_000, PLAYING)
        resumed = 0
        for row in reversed(rows):  # the longest-waiting first
            kinds = [s.kind for s in row.seat_rows]
            if AGENT not in kinds:
                continue
            if all(k == AGENT for k in kinds):
                if row.id not in self.ai_waiting and row.id not in self.ai_running:
                    self.ai_waiting.append(row.id)
                continue
            # a stored game shows nobody to act while a reaction window is open: load it then
            if row.to_act and not any(row.seat_rows[s].kind == AGENT for s in row.to_act):
                continue
            try:
                room = await self.get(row.id)
            except Exception:
                log.exception("could not load game %s", row.id)
                continue
            if room.agent_task is not None:
                resumed += 1
        before = len(self.ai_running)
        await self._start_waiting()
        return resumed + len(self.ai_running) - before

    async def prune(self, keep_days: float) -> int:
        """Delete the games that ended more than ``keep_days`` days ago; returns how many."""
        before = time.time() - keep_days * 86_400
        ids = await self.in_worker(self.store.prune_finished, before)
        for game_id in ids:
            room = self.rooms.get(game_id)
            if room is not None and not room.clients:
                del self.rooms[game_id]
            for key in [k for k in self._replays if k[0] == game_id]:
                del self._replays[key]
        return len(ids)

    # -- replay answers ----------------------------------------------------------------------
    def replay_cached(self, key: tuple[str, int, int | None]) -> str | None:
        text = self._replays.get(key)
        if text is not None:
            self._replays.move_to_end(key)
        return text

    def replay_keep(self, key: tuple[str, int, int | None], text: str) -> None:
        self._replays[key] = text
        while len(self._replays) > REPLAY_CACHE:
            self._replays.popitem(last=False)
