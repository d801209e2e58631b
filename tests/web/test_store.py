"""The store's group commit: several games' actions in one transaction, stale writes refused.

Every test runs on SQLite and on PostgreSQL (``db_url``: a fresh database per test; the PostgreSQL
cases skip unless ``POKEFORGE_TEST_POSTGRES`` names a server)."""

from __future__ import annotations

from pathlib import Path

import pytest
from postgres_support import SKIP_REASON, admin_url, database_exists, fresh_database

from pokeforge.web.store import (
    PLAYING,
    GameRow,
    SeatRow,
    StaleGame,
    Step,
    Store,
    encode_state,
    text_digest,
)


def new_game(store: Store, game_id: str) -> None:
    state = {"board": [1, 2, 3], "turn": 0}
    store.create_game(
        GameRow(
            id=game_id,
            slug="duel",
            rules_version="1",
            params={},
            seed=7,
            seats=2,
            n_actions=0,
            state=state,
            digest=text_digest(encode_state(state)),
            to_act=[0],
            status=PLAYING,
            outcome=None,
            created_at=0.0,
            updated_at=0.0,
            seat_rows=[SeatRow(0, "human", None, "h0"), SeatRow(1, "agent", "random", None)],
        )
    )


def step(seat: int, action: str, turn: int, n_events: int, first: int | None) -> Step:
    text = encode_state({"board": [1, 2, 3], "turn": turn})
    return Step(
        seat=seat,
        action=action,
        state_text=text,
        digest=text_digest(text),
        to_act=[1 - seat],
        status=PLAYING,
        outcome=None,
        events=[{"kind": "k", "text": f"{action} #{i}"} for i in range(n_events)],
        first_event=first,
    )


def test_one_commit_stores_many_games_and_refuses_only_the_stale_one(db_url: str) -> None:
    store = Store(db_url)
    for gid in ("a", "b", "c"):
        new_game(store, gid)
    assert store.append_many([("a", 0, step(0, "roll 1", 1, 2, 0))]) == [None]
    results = store.append_many(
        [
            ("a", 1, step(1, "roll 2", 2, 1, 2)),
            ("b", 5, step(0, "stale", 9, 1, 0)),  # b has no actions: refused
            ("c", 0, step(0, "roll 3", 1, 0, 0)),
            ("b", 0, step(0, "roll 4", 1, 2, None)),  # first event looked up
        ]
    )
    assert results[0] is None and results[2] is None and results[3] is None
    assert isinstance(results[1], StaleGame)
    assert store.actions("a") == [(0, "roll 1"), (1, "roll 2")]
    assert store.actions("b") == [(0, "roll 4")]
    assert store.actions("c") == [(0, "roll 3")]
    assert [(a, d["text"]) for a, d in store.events("a")] == [
        (1, "roll 1 #0"),
        (1, "roll 1 #1"),
        (2, "roll 2 #0"),
    ]
    assert [d["text"] for _, d in store.events("b")] == ["roll 4 #0", "roll 4 #1"]
    row = store.load("a")
    assert row is not None
    assert (row.n_actions, row.state["turn"], row.to_act) == (2, 2, [0])
    assert row.digest == text_digest(encode_state({"board": [1, 2, 3], "turn": 2}))
    with pytest.raises(StaleGame):
        store.append("a", 1, step(1, "again", 3, 0, 3))
    assert store.actions("a") == [(0, "roll 1"), (1, "roll 2")]
    store.close()


def test_a_failing_write_rolls_back_the_whole_batch(db_url: str) -> None:
    store = Store(db_url)
    new_game(store, "a")
    new_game(store, "b")
    assert store.append_many([("a", 0, step(0, "roll 1", 1, 1, 0))]) == [None]
    with pytest.raises(Exception, match=r"(?i)unique"):  # event index 0 of game a is taken
        store.append_many(
            [("b", 0, step(0, "roll 2", 1, 1, 0)), ("a", 1, step(1, "roll 3", 2, 1, 0))]
        )
    assert store.actions("b") == [] and store.actions("a") == [(0, "roll 1")]
    row = store.load("b")
    assert row is not None and row.n_actions == 0
    store.close()


def test_a_database_from_before_listing_gains_the_column_and_its_games_stay_unlisted(
    db_url: str,
) -> None:
    import sqlalchemy as sa

    url = db_url
    store = Store(url)
    new_game(store, "old")
    with store.engine.begin() as conn:
        conn.execute(sa.text("ALTER TABLE web_games DROP COLUMN listed"))
    store.close()
    again = Store(url)
    row = again.load("old")
    assert row is not None and row.listed is False
    assert again.list_games(listed_only=True) == []
    assert [r.id for r in again.list_games()] == ["old"]
    again.close()


def test_pruning_deletes_only_finished_games_older_than_the_cut(db_url: str) -> None:
    import sqlalchemy as sa

    from pokeforge.web.store import FINISHED, GAMES

    store = Store(db_url)
    for gid in ("old_done", "new_done", "old_open"):
        new_game(store, gid)
        store.append(gid, 0, step(0, "roll 1", 1, 2, 0))
    with store.engine.begin() as conn:
        conn.execute(
            GAMES.update().where(GAMES.c.id.in_(["old_done", "new_done"])).values(status=FINISHED)
        )
        conn.execute(
            GAMES.update().where(GAMES.c.id.in_(["old_done", "old_open"])).values(updated_at=5.0)
        )
    assert store.prune_finished(before=10.0) == ["old_done"]
    assert store.load("old_done") is None
    assert store.actions("old_done") == [] and store.events("old_done") == []
    with store.engine.connect() as conn:
        seats = conn.execute(sa.text("SELECT count(*) FROM web_seats WHERE game_id='old_done'"))
        assert seats.scalar_one() == 0
    assert store.load("new_done") is not None and store.load("old_open") is not None
    store.close()


def test_a_database_from_before_agent_secrets_gains_the_column_and_keeps_its_ai_seeds(
    db_url: str,
) -> None:
    import sqlalchemy as sa

    from pokeforge.web.rooms import agent_seed

    url = db_url
    store = Store(url)
    new_game(store, "old")
    with store.engine.begin() as conn:
        conn.execute(sa.text("ALTER TABLE web_games DROP COLUMN agent_secret"))
    store.close()
    again = Store(url)
    row = again.load("old")
    assert row is not None and row.agent_secret is None
    # its AI seat plays on with the seed it had (derived as before from the game's seed 7)
    assert agent_seed(row, 1) == (7 * 7919 + 1 * 104729) % 2**31
    again.close()


def test_a_row_round_trips_exactly_at_the_edges_of_its_types(db_url: str) -> None:
    from pokeforge.web.rooms import SEED_LIMIT

    state = {"name": "Pokémon ☆ \u0000 nul", "big": 2**70, "nested": {"3": [1.5, None, True]}}
    row = GameRow(
        id="edge",
        slug="duel",
        rules_version="1.4-battle.6",
        params={"label": "é\u0000", "huge": -(2**80)},
        seed=SEED_LIMIT - 1,
        seats=2,
        n_actions=0,
        state=state,
        digest=text_digest(encode_state(state)),
        to_act=[0, 1],
        status=PLAYING,
        outcome={"winners": [1], "reason": "ünïcode"},
        created_at=1_732_417_402.123456,
        updated_at=1_732_417_403.987654,
        seat_rows=[SeatRow(0, "human", None, "h" * 64), SeatRow(1, "agent", "greedy", None)],
        listed=True,
        agent_secret="ab" * 32,
    )
    store = Store(db_url)
    store.create_game(row)
    loaded = store.load("edge")
    assert loaded == row
    listed = store.list_games(listed_only=True)
    assert [(r.id, r.seed, r.created_at, r.state) for r in listed] == [
        ("edge", SEED_LIMIT - 1, 1_732_417_402.123456, {})
    ]
    store.close()


def test_racing_writers_in_separate_stores_apply_exactly_one_action(db_url: str) -> None:
    import threading

    stores = [Store(db_url) for _ in range(4)]
    new_game(stores[0], "race")
    barrier = threading.Barrier(len(stores))
    results: list[StaleGame | None] = []
    errors: list[BaseException] = []

    def write(i: int) -> None:
        barrier.wait()
        try:
            results.extend(stores[i].append_many([("race", 0, step(0, f"move {i}", 1, 1, 0))]))
        except Exception as exc:  # reported by the assertion below
            errors.append(exc)

    threads = [threading.Thread(target=write, args=(i,)) for i in range(len(stores))]
    for t in threads:
        t.start()
    for t in threads:
        t.join(60)
    assert errors == []
    assert sum(r is None for r in results) == 1
    assert sum(isinstance(r, StaleGame) for r in results) == len(stores) - 1
    (winner,) = stores[0].actions("race")
    assert [d["text"] for _, d in stores[0].events("race")] == [f"{winner[1]} #0"]
    row = stores[0].load("race")
    assert row is not None and row.n_actions == 1
    for s in stores:
        s.close()


def test_an_id_with_a_nul_character_finds_no_game_on_every_backend(db_url: str) -> None:
    # PostgreSQL refuses NUL in text; no game id has one, so the lookup finds nothing (a 404),
    # as on SQLite, instead of a database error (a 500)
    import warnings

    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        from fastapi.testclient import TestClient

    from pokeforge.web.app import create_app

    store = Store(db_url)
    new_game(store, "a")
    assert store.load("a\x00") is None
    assert store.actions("a\x00") == [] and store.events("a\x00") == []
    with TestClient(create_app(store=store, agent_delay=0.0)) as client:
        for path in ("", "/view", "/record"):
            assert client.get(f"/api/games/a%00{path}").status_code == 404
    row = store.load("a")
    assert row is not None and row.n_actions == 0
    store.close()


def test_every_registered_game_and_agent_fits_the_columns_postgresql_enforces() -> None:
    # SQLite ignores a VARCHAR's length, PostgreSQL refuses a longer text: a long name would only
    # fail there
    from pokeforge.agents.registry import agent_names
    from pokeforge.core.registry import all_games
    from pokeforge.web.seats import new_game_id
    from pokeforge.web.store import GAMES, SEATS

    def width(column: object) -> int:
        length = getattr(getattr(column, "type", None), "length", None)
        assert isinstance(length, int)
        return length

    for game in all_games():
        assert len(game.slug) <= width(GAMES.c.slug), game.slug
        assert len(game.rules_version) <= width(GAMES.c.rules_version), game.slug
    assert agent_names() and all(len(n) <= width(SEATS.c.agent) for n in agent_names())
    assert len(new_game_id()) <= width(GAMES.c.id)


@pytest.mark.skipif(admin_url() is None, reason=SKIP_REASON)
def test_each_postgresql_test_database_is_dropped_after_even_with_a_store_still_open() -> None:
    with fresh_database() as url:
        name = url.rsplit("/", 1)[1]
        store = Store(url)
        new_game(store, "a")
        assert database_exists(name)
    assert not database_exists(name)
    store.close()


def test_with_the_servers_writer_no_commit_checkpoints_the_wal_a_thread_of_its_own_does(
    tmp_path: Path,
) -> None:
    """A checkpoint (copying the WAL into the database file, with an fsync) held up the commit
    that triggered it, and with it every action of that group commit: the writer's commits leave
    it to a thread of their own."""
    import time

    from pokeforge.web.writer import GroupWriter

    store = Store(f"sqlite:///{tmp_path / 'wal.db'}")
    writer = GroupWriter(store)
    try:
        with store.engine.connect() as conn:
            assert conn.exec_driver_sql("PRAGMA wal_autocheckpoint").scalar() == 0
        new_game(store, "g")
        for turn in range(200):
            store.append_many([("g", turn, step(turn % 2, f"a{turn}", turn + 1, 1, turn))])
        end = time.monotonic() + 10
        while store.checkpoints == 0 and time.monotonic() < end:
            time.sleep(0.05)
        assert store.checkpoints > 0, "the checkpoint thread never ran"
    finally:
        writer.close()
    assert not store.checkpointing  # the writer's close stops the thread
    store.close()
