"""Persistence of the web app's games: SQLite by default, PostgreSQL by URL, one SQLAlchemy code.

A game row holds the record's header (game, rules version, params, seed, seats; the seed is a
secret of the server until the game is over), the secret the AI seats' seeds come from, the
serialised state (``State.to_json`` as JSON text with sorted keys) and the SHA-256 of that text,
who is to act and the outcome. Its actions (the record's body) and its events
(``Event.to_json``, filtered per seat when sent) live in their own tables, and its seats (human
or agent, the hash of each human seat's secret token) in a fourth.

Every action is appended in one transaction that also replaces the state; the update is
conditional on the number of actions already stored, so two writers can never both apply an action
to the same position.
"""

from __future__ import annotations

import hashlib
import json
import logging
import threading
import time
from collections.abc import Iterable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import orjson
import sqlalchemy as sa
from sqlalchemy.engine import Engine
from sqlalchemy.sql.compiler import SQLCompiler

log = logging.getLogger("pokeforge.web")

#: with the server's writer (:meth:`Store.start_checkpoints`), how often (seconds) a thread of its
#: own checkpoints SQLite's write-ahead log
CHECKPOINT_EVERY = 1.0

METADATA = sa.MetaData()

GAMES = sa.Table(
    "web_games",
    METADATA,
    sa.Column("id", sa.String(40), primary_key=True),
    sa.Column("slug", sa.String(64), nullable=False),
    sa.Column("rules_version", sa.String(32), nullable=False),
    sa.Column("params", sa.Text, nullable=False),
    sa.Column("seed", sa.BigInteger, nullable=False),
    sa.Column("seats", sa.Integer, nullable=False),
    sa.Column("n_actions", sa.Integer, nullable=False),
    sa.Column("state", sa.Text, nullable=False),
    sa.Column("digest", sa.String(64), nullable=False),
    sa.Column("to_act", sa.Text, nullable=False),
    sa.Column("status", sa.String(16), nullable=False),
    sa.Column("outcome", sa.Text, nullable=True),
    sa.Column("created_at", sa.Float, nullable=False),
    sa.Column("updated_at", sa.Float, nullable=False),
    # shown in the lobby's list of games (the creator ticked "list in the lobby")
    sa.Column("listed", sa.Boolean, nullable=False, server_default=sa.false()),
    # the secret the AI seats' own seeds are derived from (drawn apart from the game's seed, so an
    # agent's seed tells nothing about the game's); NULL for games stored by an older pokeforge
    sa.Column("agent_secret", sa.String(64), nullable=True),
)

SEATS = sa.Table(
    "web_seats",
    METADATA,
    sa.Column("game_id", sa.String(40), sa.ForeignKey("web_games.id"), primary_key=True),
    sa.Column("seat", sa.Integer, primary_key=True),
    sa.Column("kind", sa.String(16), nullable=False),
    sa.Column("agent", sa.String(64), nullable=True),
    sa.Column("token_hash", sa.String(64), nullable=True),
)

ACTIONS = sa.Table(
    "web_actions",
    METADATA,
    sa.Column("game_id", sa.String(40), sa.ForeignKey("web_games.id"), primary_key=True),
    sa.Column("idx", sa.Integer, primary_key=True),
    sa.Column("seat", sa.Integer, nullable=False),
    sa.Column("action", sa.Text, nullable=False),
)

EVENTS = sa.Table(
    "web_events",
    METADATA,
    sa.Column("game_id", sa.String(40), sa.ForeignKey("web_games.id"), primary_key=True),
    sa.Column("idx", sa.Integer, primary_key=True),
    sa.Column("action_idx", sa.Integer, nullable=False),
    sa.Column("data", sa.Text, nullable=False),
)

# Statements built once: building a statement per write costs far more than running it.
_UPDATE_GAME = (
    GAMES.update()
    .where(GAMES.c.id == sa.bindparam("gid"), GAMES.c.n_actions == sa.bindparam("expected"))
    .values(
        n_actions=sa.bindparam("v_n"),
        state=sa.bindparam("v_state"),
        digest=sa.bindparam("v_digest"),
        to_act=sa.bindparam("v_to_act"),
        status=sa.bindparam("v_status"),
        outcome=sa.bindparam("v_outcome"),
        updated_at=sa.bindparam("v_now"),
    )
)
_INSERT_ACTION = ACTIONS.insert()
_INSERT_EVENT = EVENTS.insert()
_LAST_EVENT = sa.select(sa.func.max(EVENTS.c.idx)).where(EVENTS.c.game_id == sa.bindparam("gid"))


class _Compiled:
    """A statement compiled once for one database, to run on the driver's own cursor.

    ``args`` puts named values in the driver's form: a tuple in the statement's order for
    positional parameter styles (SQLite's ``?``), the mapping itself for named ones (psycopg's
    ``%(name)s``). Only for plain values (text, numbers, None) that need no type conversion."""

    def __init__(self, statement: sa.sql.expression.ClauseElement, dialect: sa.Dialect) -> None:
        compiled = statement.compile(dialect=dialect)
        assert isinstance(compiled, SQLCompiler)
        self.sql = compiled.string
        order = compiled.positiontup if dialect.positional else None
        self.order: tuple[str, ...] | None = None if order is None else tuple(order)

    def args(self, values: dict[str, Any]) -> tuple[Any, ...] | dict[str, Any]:
        if self.order is None:
            return values
        return tuple(values[name] for name in self.order)


PLAYING = "playing"
FINISHED = "finished"


class StaleGame(Exception):
    """The stored game moved on (or vanished) since it was read: the write was refused."""


@dataclass
class SeatRow:
    """One seat of a stored game: ``kind`` is ``"human"`` or ``"agent"``."""

    seat: int
    kind: str
    agent: str | None = None
    token_hash: str | None = None


@dataclass
class GameRow:
    """A stored game: the record's header, the current state and its bookkeeping."""

    id: str
    slug: str
    rules_version: str
    params: dict[str, Any]
    seed: int
    seats: int
    n_actions: int
    state: dict[str, Any]
    digest: str
    to_act: list[int]
    status: str
    outcome: dict[str, Any] | None
    created_at: float
    updated_at: float
    seat_rows: list[SeatRow] = field(default_factory=list)
    #: shown to anyone in the lobby's list (else only those given a link find the game)
    listed: bool = False
    #: hex text the AI seats' seeds are derived from (``None``: a game from an older pokeforge)
    agent_secret: str | None = None


@dataclass
class Step:
    """One applied action with everything it changes, written in one transaction."""

    seat: int
    action: str
    #: the new state as stored: :func:`encode_state` of ``State.to_json()``
    state_text: str
    digest: str
    to_act: list[int]
    status: str
    outcome: dict[str, Any] | None
    events: list[dict[str, Any]]
    #: the index of the first event (the number of events stored before); looked up if None
    first_event: int | None = None


def default_db_url() -> str:
    """SQLite in a file under the user's data directory (created if missing)."""
    import platformdirs

    folder = Path(platformdirs.user_data_dir("pokeforge", appauthor=False))
    folder.mkdir(parents=True, exist_ok=True)
    return f"sqlite:///{folder / 'pokeforge.db'}"


def normalise_url(url: str) -> str:
    """Accept a plain file path as SQLite, and ``postgresql://`` with the installed driver."""
    if "://" not in url:
        return f"sqlite:///{Path(url).expanduser().resolve()}"
    if url.startswith("postgresql://") or url.startswith("postgres://"):
        rest = url.split("://", 1)[1]
        import importlib.util

        if importlib.util.find_spec("psycopg") is not None:
            return f"postgresql+psycopg://{rest}"
        return f"postgresql://{rest}"
    return url


def encode_state(data: dict[str, Any]) -> str:
    """A state as stored: JSON text with sorted keys (so equal states give equal texts)."""
    try:  # orjson's option for non-text keys is slower: only when needed (the same text)
        return orjson.dumps(data, option=orjson.OPT_SORT_KEYS).decode()
    except TypeError:
        pass
    try:
        return orjson.dumps(data, option=orjson.OPT_NON_STR_KEYS | orjson.OPT_SORT_KEYS).decode()
    except TypeError:
        return json.dumps(data, separators=(",", ":"), ensure_ascii=False, sort_keys=True)


def text_digest(text: str) -> str:
    """The digest stored beside a state: the SHA-256 of its stored text."""
    return hashlib.sha256(text.encode()).hexdigest()


def _dumps(data: Any) -> str:
    try:
        return orjson.dumps(data, option=orjson.OPT_NON_STR_KEYS).decode()
    except TypeError:  # an integer over 64 bits, say: the standard library takes it
        return json.dumps(data, separators=(",", ":"), ensure_ascii=False)


class Store:
    """The web app's database. Thread-safe: the server calls it from worker threads."""

    def __init__(self, url: str | None = None) -> None:
        self.url = normalise_url(url or default_db_url())
        self.is_sqlite = self.url.startswith("sqlite")
        if self.is_sqlite:
            path = self.url.split("///", 1)[-1]
            if path and path != ":memory:":
                Path(path).parent.mkdir(parents=True, exist_ok=True)
            self.engine: Engine = sa.create_engine(
                self.url, connect_args={"check_same_thread": False, "timeout": 30}
            )
            sa.event.listen(self.engine, "connect", self._sqlite_pragmas)
        else:
            self.engine = sa.create_engine(self.url, pool_pre_ping=True)
        # SQLite has one writer at a time; serialising writes here avoids "database is locked".
        self._write_lock = threading.Lock()
        #: checkpoints of the write-ahead log made by :meth:`start_checkpoints`'s thread
        self.checkpoints = 0
        self._manual_checkpoints = False
        self._checkpointer: threading.Thread | None = None
        self._stop_checkpoints = threading.Event()
        METADATA.create_all(self.engine)
        self._add_missing_columns()
        dialect = self.engine.dialect
        self._update = _Compiled(_UPDATE_GAME, dialect)
        self._add_action = _Compiled(_INSERT_ACTION, dialect)
        self._add_event = _Compiled(_INSERT_EVENT, dialect)

    def close(self) -> None:
        self.stop_checkpoints()
        self.engine.dispose()

    # -- SQLite's write-ahead log ------------------------------------------------------------------
    def _sqlite_pragmas(self, dbapi_conn: Any, _record: Any) -> None:
        cur = dbapi_conn.cursor()
        # WAL survives a killed process with every committed transaction; NORMAL skips the fsync
        # that only a power cut would need.
        cur.execute("PRAGMA journal_mode=WAL")
        cur.execute("PRAGMA synchronous=NORMAL")
        cur.execute("PRAGMA busy_timeout=30000")
        cur.execute("PRAGMA foreign_keys=ON")
        if self._manual_checkpoints:
            cur.execute("PRAGMA wal_autocheckpoint=0")
        cur.close()

    @property
    def checkpointing(self) -> bool:
        """True while :meth:`start_checkpoints`'s thread runs."""
        return self._checkpointer is not None

    def start_checkpoints(self) -> None:
        """Checkpoint SQLite's write-ahead log in a thread of its own (every
        :data:`CHECKPOINT_EVERY` s), never in a commit.

        By default SQLite checkpoints inside the commit that fills the log past 1000 pages: that
        commit copies the log into the database file and waits for its fsync (20 ms and more on a
        busy disk), and with it every action of that group commit. A passive checkpoint in
        another thread waits for no writer, so commits stay short. Nothing for PostgreSQL."""
        if not self.is_sqlite or self._checkpointer is not None:
            return
        self._manual_checkpoints = True
        self.engine.dispose()  # connections made from now on get ``wal_autocheckpoint=0``
        self._stop_checkpoints.clear()
        self._checkpointer = threading.Thread(
            target=self._checkpoint_loop, name="pokeforge-db-checkpoint", daemon=True
        )
        self._checkpointer.start()

    def stop_checkpoints(self) -> None:
        """Stop :meth:`start_checkpoints`'s thread, after one last checkpoint."""
        thread = self._checkpointer
        if thread is None:
            return
        self._stop_checkpoints.set()
        thread.join(timeout=30)
        self._checkpointer = None
        try:
            self.checkpoint()
        except Exception:
            log.exception("the last checkpoint of the database's log failed")

    def checkpoint(self) -> None:
        """One passive checkpoint of the write-ahead log (waits for no reader or writer)."""
        with self.engine.connect() as conn:
            conn.exec_driver_sql("PRAGMA wal_checkpoint(PASSIVE)")
        self.checkpoints += 1

    def _checkpoint_loop(self) -> None:
        while not self._stop_checkpoints.wait(CHECKPOINT_EVERY):
            try:
                self.checkpoint()
            except Exception:
                log.exception("checkpointing the database's log failed")

    def _add_missing_columns(self) -> None:
        """Bring a database made by an older pokeforge up to date (``listed`` came later; its
        games stay unlisted; ``agent_secret`` came later still, empty for older games)."""
        columns = {c["name"] for c in sa.inspect(self.engine).get_columns("web_games")}
        if "listed" not in columns:
            with self._write_lock, self.engine.begin() as conn:
                conn.execute(
                    sa.text(
                        "ALTER TABLE web_games ADD COLUMN listed BOOLEAN NOT NULL DEFAULT FALSE"
                    )
                )
        if "agent_secret" not in columns:
            with self._write_lock, self.engine.begin() as conn:
                conn.execute(sa.text("ALTER TABLE web_games ADD COLUMN agent_secret VARCHAR(64)"))

    def prune_finished(self, before: float) -> list[str]:
        """Delete the games that ended before ``before`` (a time stamp) with their seats,
        actions and events; returns their ids."""
        old = sa.select(GAMES.c.id).where(GAMES.c.status == FINISHED, GAMES.c.updated_at < before)
        with self._write_lock, self.engine.begin() as conn:
            ids = [str(i) for (i,) in conn.execute(old)]
            for start in range(0, len(ids), 500):
                chunk = ids[start : start + 500]
                for table in (EVENTS, ACTIONS, SEATS):
                    conn.execute(table.delete().where(table.c.game_id.in_(chunk)))
                conn.execute(GAMES.delete().where(GAMES.c.id.in_(chunk)))
        return ids

    # -- writing -----------------------------------------------------------------------------
    def create_game(self, row: GameRow) -> None:
        with self._write_lock, self.engine.begin() as conn:
            conn.execute(
                GAMES.insert().values(
                    id=row.id,
                    slug=row.slug,
                    rules_version=row.rules_version,
                    params=_dumps(row.params),
                    seed=row.seed,
                    seats=row.seats,
                    n_actions=row.n_actions,
                    state=encode_state(row.state),
                    digest=row.digest,
                    to_act=_dumps(row.to_act),
                    status=row.status,
                    outcome=None if row.outcome is None else _dumps(row.outcome),
                    created_at=row.created_at,
                    updated_at=row.updated_at,
                    listed=row.listed,
                    agent_secret=row.agent_secret,
                )
            )
            conn.execute(
                SEATS.insert(),
                [
                    {
                        "game_id": row.id,
                        "seat": s.seat,
                        "kind": s.kind,
                        "agent": s.agent,
                        "token_hash": s.token_hash,
                    }
                    for s in row.seat_rows
                ],
            )

    def append(self, game_id: str, expected_actions: int, step: Step) -> None:
        """Store one applied action, the new state and its events, atomically.

        Raises :class:`StaleGame` (and writes nothing) unless the game still has exactly
        ``expected_actions`` actions.
        """
        problem = self.append_many([(game_id, expected_actions, step)])[0]
        if problem is not None:
            raise problem

    def append_many(self, items: list[tuple[str, int, Step]]) -> list[StaleGame | None]:
        """Store several games' actions in one transaction (a group commit).

        Each item is ``(game id, actions it had, step)``; an item whose game has moved on is
        skipped and gets a :class:`StaleGame` in the answer, the others are committed together.
        A database error rolls back all and propagates.

        The statements are SQLAlchemy's, compiled once for this database (:class:`_Compiled`)
        and run on the driver's cursor inside SQLAlchemy's transaction: the per-statement
        bookkeeping of ``Connection.execute`` cost more than the database's own work.
        """
        out: list[StaleGame | None] = []
        now = time.time()
        update, add_action, add_event = self._update, self._add_action, self._add_event
        actions: list[Any] = []
        events: list[Any] = []
        with self._write_lock, self.engine.begin() as conn:
            cursor = conn.connection.cursor()
            try:
                for game_id, expected, step in items:
                    cursor.execute(
                        update.sql,
                        update.args(
                            {
                                "gid": game_id,
                                "expected": expected,
                                "v_n": expected + 1,
                                "v_state": step.state_text,
                                "v_digest": step.digest,
                                "v_to_act": _dumps(step.to_act),
                                "v_status": step.status,
                                "v_outcome": None if step.outcome is None else _dumps(step.outcome),
                                "v_now": now,
                            }
                        ),
                    )
                    if cursor.rowcount != 1:
                        out.append(StaleGame(f"game {game_id} is no longer at action {expected}"))
                        continue
                    out.append(None)
                    actions.append(
                        add_action.args(
                            {
                                "game_id": game_id,
                                "idx": expected + 1,
                                "seat": step.seat,
                                "action": step.action,
                            }
                        )
                    )
                    if not step.events:
                        continue
                    first = step.first_event
                    if first is None:
                        last = conn.execute(_LAST_EVENT, {"gid": game_id}).scalar_one()
                        first = 0 if last is None else int(last) + 1
                    events.extend(
                        add_event.args(
                            {
                                "game_id": game_id,
                                "idx": first + i,
                                "action_idx": expected + 1,
                                "data": _dumps(ev),
                            }
                        )
                        for i, ev in enumerate(step.events)
                    )
                if actions:
                    cursor.executemany(add_action.sql, actions)
                if events:
                    cursor.executemany(add_event.sql, events)
            finally:
                cursor.close()
        return out

    # -- reading -----------------------------------------------------------------------------
    def load(self, game_id: str) -> GameRow | None:
        if not _possible_id(game_id):
            return None
        with self.engine.connect() as conn:
            r = conn.execute(sa.select(GAMES).where(GAMES.c.id == game_id)).mappings().first()
            if r is None:
                return None
            seats = conn.execute(
                sa.select(SEATS).where(SEATS.c.game_id == game_id).order_by(SEATS.c.seat)
            ).mappings()
            seat_rows = [SeatRow(s["seat"], s["kind"], s["agent"], s["token_hash"]) for s in seats]
        return _game_row(r, seat_rows, with_state=True)

    def actions(self, game_id: str) -> list[tuple[int, str]]:
        if not _possible_id(game_id):
            return []
        with self.engine.connect() as conn:
            rows = conn.execute(
                sa.select(ACTIONS.c.seat, ACTIONS.c.action)
                .where(ACTIONS.c.game_id == game_id)
                .order_by(ACTIONS.c.idx)
            )
            return [(int(seat), str(action)) for seat, action in rows]

    def events(self, game_id: str) -> list[tuple[int, dict[str, Any]]]:
        """Every event of the game as ``(action number, Event.to_json())``, in order."""
        if not _possible_id(game_id):
            return []
        with self.engine.connect() as conn:
            rows = conn.execute(
                sa.select(EVENTS.c.action_idx, EVENTS.c.data)
                .where(EVENTS.c.game_id == game_id)
                .order_by(EVENTS.c.idx)
            )
            return [(int(a), json.loads(d)) for a, d in rows]

    def list_games(
        self, limit: int = 50, status: str | None = None, listed_only: bool = False
    ) -> list[GameRow]:
        """The most recently active games, without their states (seats included); with
        ``listed_only``, only those their creators listed in the lobby."""
        cols = [c for c in GAMES.c if c.name != "state"]
        query = sa.select(*cols).order_by(GAMES.c.updated_at.desc()).limit(limit)
        if status is not None:
            query = query.where(GAMES.c.status == status)
        if listed_only:
            query = query.where(GAMES.c.listed == sa.true())
        with self.engine.connect() as conn:
            rows = list(conn.execute(query).mappings())
            ids = [r["id"] for r in rows]
            seats: dict[str, list[SeatRow]] = {i: [] for i in ids}
            if ids:
                for s in conn.execute(
                    sa.select(SEATS).where(SEATS.c.game_id.in_(ids)).order_by(SEATS.c.seat)
                ).mappings():
                    seats[s["game_id"]].append(
                        SeatRow(s["seat"], s["kind"], s["agent"], s["token_hash"])
                    )
        return [_game_row(r, seats[r["id"]], with_state=False) for r in rows]

    def ids_with_status(self, status: str) -> list[str]:
        with self.engine.connect() as conn:
            return [
                str(i)
                for (i,) in conn.execute(sa.select(GAMES.c.id).where(GAMES.c.status == status))
            ]


def _possible_id(game_id: str) -> bool:
    """False for an id no stored game can have: one with a NUL character, which PostgreSQL refuses
    in any text (a lookup would fail instead of finding nothing)."""
    return "\x00" not in game_id


def _game_row(r: Any, seat_rows: Iterable[SeatRow], with_state: bool) -> GameRow:
    return GameRow(
        id=r["id"],
        slug=r["slug"],
        rules_version=r["rules_version"],
        params=json.loads(r["params"]),
        seed=int(r["seed"]),
        seats=int(r["seats"]),
        n_actions=int(r["n_actions"]),
        state=json.loads(r["state"]) if with_state else {},
        digest=r["digest"],
        to_act=list(json.loads(r["to_act"])),
        status=r["status"],
        outcome=None if r["outcome"] is None else json.loads(r["outcome"]),
        created_at=float(r["created_at"]),
        updated_at=float(r["updated_at"]),
        seat_rows=list(seat_rows),
        listed=bool(r["listed"]),
        agent_secret=r["agent_secret"],
    )
