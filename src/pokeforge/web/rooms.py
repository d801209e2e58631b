"""Live games: the one authority that applies actions, stores them, and pushes views.

A :class:`Room` holds one game in memory (its state, events and connected clients). An action is
applied to a *clone* of the state in a worker thread and stored in the same thread; only once the
database has committed it does the room adopt the new state and push the new views. A refused
action (illegal, stale, or a failed write) therefore changes nothing, in memory or on disk.

AI seats think in a separate pool of worker threads, after a small delay so that people can follow,
and act through the same path as people do. Nothing slow runs on the event loop.
"""

from __future__ import annotations

import asyncio
import logging
import time
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
from .writer import GroupWriter

log = logging.getLogger("pokeforge.web")
T = TypeVar("T")

#: messages waiting for a client beyond which it is dropped as too slow
MAX_QUEUE = 256
#: rooms kept in memory with nobody connected before the oldest are let go
MAX_IDLE_ROOMS = 200
#: an agent that keeps choosing illegal actions is stopped after this many tries in a row
AGENT_RETRIES = 5


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


@dataclass(eq=False)
class Client:
    """One connected WebSocket: a seat (``None`` for a spectator) and its outgoing queue of JSON
    texts (``None`` tells the sender to close: the client fell too far behind)."""

    seat: int | None
    queue: asyncio.Queue[str | None] = field(default_factory=asyncio.Queue)
    log_sent: int = 0
    dropped: bool = False

    def push(self, message: dict[str, Any]) -> None:
        self.push_text(to_text(message))

    def push_text(self, text: str) -> None:
        if self.dropped:
            return
        if self.queue.qsize() >= MAX_QUEUE:
            self.dropped = True
            self.queue.put_nowait(None)
            return
        self.queue.put_nowait(text)


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
        self.agent_task: asyncio.Task[None] | None = None
        self.last_used = time.monotonic()

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

    def seat_for_token(self, token: str | None) -> int | None:
        from .seats import seat_of

        return seat_of(token, self.seat_rows)

    def record(self) -> Record:
        """The game's record (header and actions), stamped with digest and outcome when over."""
        out = self.state.outcome
        return Record(
            game=self.row.slug,
            rules_version=self.row.rules_version,
            params=dict(self.row.params),
            seed=self.row.seed,
            seats=self.row.seats,
            actions=list(self.actions),
            digest=self.state.digest() if out is not None else None,
            outcome=None if out is None else out.to_json(),
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
        client.push(self.snapshot(client.seat))
        client.log_sent = len(self.events)
        self._announce_presence()

    def leave(self, client: Client) -> None:
        self.clients.discard(client)
        self.last_used = time.monotonic()
        self._announce_presence()

    def resync(self, client: Client) -> None:
        client.push(self.snapshot(client.seat))
        client.log_sent = len(self.events)

    def _announce_presence(self) -> None:
        text = to_text({"type": "seats", "game": self.header()})
        for c in self.clients:
            c.push_text(text)

    def broadcast(
        self, pictures: dict[int | None, str], ack: tuple[Client, Any] | None = None
    ) -> None:
        """Send every client its seat's new picture, with the log entries it has not had yet.

        ``pictures`` holds each seat's picture as JSON text (made once per seat, whatever the
        number of its sockets; a seat missing from it is made here). The client whose action this
        was gets its message's ``ref`` back as ``ack``."""
        header = to_text(self.header())
        n_events = len(self.events)
        logs: dict[tuple[int | None, int], str] = {}
        for c in list(self.clients):
            pic = pictures.get(c.seat)
            if pic is None:
                pic = pictures[c.seat] = to_text(picture(self.game, self.state, c.seat))
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
            to_act=[] if out is not None else list(state.to_act()),
            status=FINISHED if out is not None else PLAYING,
            outcome=None if out is None else out.to_json(),
            events=[e.to_json() for e in events],
            first_event=len(self.events),
        )
        pictures = {s: to_text(picture(self.game, state, s)) for s in seats_online}
        return state, step, events, pictures

    # -- AI seats ----------------------------------------------------------------------------
    def agent_seats_to_act(self) -> list[int]:
        if self.state.outcome is not None:
            return []
        return [s for s in self.state.to_act() if self.seat_rows[s].kind == AGENT]

    def kick_agents(self) -> None:
        """Start the AI seats' task if one of them must decide and it is not running."""
        if self.agent_task is not None and not self.agent_task.done():
            return
        if not self.agent_seats_to_act():
            return
        self.agent_task = asyncio.get_running_loop().create_task(self._run_agents())

    def _agent(self, seat: int) -> AgentLike:
        agent = self.agents.get(seat)
        if agent is None:
            name = self.seat_rows[seat].agent or ""
            agent = self.rooms.agents.make(name, (self.row.seed * 7919 + seat * 104729) % 2**31)
            self.agents[seat] = agent
        return agent

    async def _run_agents(self) -> None:
        """Let the AI seats that must decide do so, one decision at a time, until none must.

        A refused action or a failure (a database hiccup, an agent's bug) is logged and tried
        again after a pause; after :data:`AGENT_RETRIES` failures in a row the seats stop until
        the next action or restart wakes them."""
        failures = 0
        while True:
            seats = self.agent_seats_to_act()
            if not seats:
                return
            delay = self.rooms.agent_delay + (0.5 * failures if failures else 0.0)
            if delay > 0:
                await asyncio.sleep(delay)
            for seat in seats:
                if seat not in self.agent_seats_to_act():
                    continue
                try:
                    snapshot = self.state.clone()
                    agent = self._agent(seat)
                    action = await self.rooms.in_agent_worker(agent.choose, snapshot, seat)
                    await self.act(seat, str(action))
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
    ) -> None:
        self.store = store
        self.agents = agents
        self.agent_delay = agent_delay
        self.inline_engine = inline_engine
        self.rooms: dict[str, Room] = {}
        self._loading: dict[str, asyncio.Future[Room]] = {}
        self._pool = ThreadPoolExecutor(workers, thread_name_prefix="pokeforge-web")
        self.writer = GroupWriter(store)
        self._agent_pool = ThreadPoolExecutor(agent_workers, thread_name_prefix="pokeforge-ai")

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

    async def close(self) -> None:
        for room in self.rooms.values():
            if room.agent_task is not None:
                room.agent_task.cancel()
        self._pool.shutdown(wait=False, cancel_futures=True)
        self.writer.close()
        self._agent_pool.shutdown(wait=False, cancel_futures=True)

    # -- creating ----------------------------------------------------------------------------
    async def create(
        self,
        slug: str,
        params: dict[str, Any] | None,
        seats: list[Any] | None,
        seed: int | None,
    ) -> Created:
        """A new game. Raises ``UnknownGame``, ``ParamError`` or ``ValueError`` (bad seats)."""
        import secrets

        game = get_game(slug)
        check_no_paths(params or {})
        parsed = game.params(params or {})
        raw_seats: list[Any] = list(seats) if seats else [HUMAN] * game.default_seats
        n = game.check_seats(len(raw_seats))
        specs = [SeatSpec.parse(s, set(self.agents.names)) for s in raw_seats]
        if seed is None:
            seed = secrets.randbits(48)
        if not 0 <= seed < 2**62:
            raise ValueError("a seed is a whole number from 0 to 2**62")
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
                to_act=list(state.to_act()),
                status=PLAYING if state.outcome is None else FINISHED,
                outcome=None if state.outcome is None else state.outcome.to_json(),
                created_at=now,
                updated_at=now,
                seat_rows=seat_rows,
            )
            self.store.create_game(row)
            row.state = {}
            return Room(self, row, game, state, [], [], [])

        room = await self.in_worker(build)
        self.rooms[room.id] = room
        room.kick_agents()
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
        if len(idle) <= MAX_IDLE_ROOMS:
            return
        idle.sort(key=lambda r: r.last_used)
        for r in idle[: len(idle) - MAX_IDLE_ROOMS]:
            del self.rooms[r.id]

    async def resume_agents(self) -> int:
        """After a start, let the AI seats of unfinished games carry on. Returns how many."""
        rows = await self.in_worker(self.store.list_games, 10_000, PLAYING)
        resumed = 0
        for row in rows:
            if not any(s.kind == AGENT for s in row.seat_rows):
                continue
            try:
                room = await self.get(row.id)
            except Exception:
                log.exception("could not load game %s", row.id)
                continue
            if room.agent_task is not None:
                resumed += 1
        return resumed
