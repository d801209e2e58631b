"""Helpers for the web app's tests: an in-process app with its client and its store."""

from __future__ import annotations

from typing import Any

from fastapi.testclient import TestClient

from pokeforge.web.rooms import secret_seed
from pokeforge.web.store import Store


class Seeds:
    """The app's seed source in tests: the seeds queued by :meth:`Web.create`, else the secure
    one. (A constructor argument of the app: no request can choose a seed.)"""

    def __init__(self) -> None:
        self.queue: list[int] = []
        self.given: list[int] = []

    def __call__(self) -> int:
        seed = self.queue.pop(0) if self.queue else secret_seed()
        self.given.append(seed)
        return seed


class Web:
    """A running app (in-process) with its client, its store and its seed source."""

    def __init__(self, client: TestClient, store: Store, seeds: Seeds | None = None) -> None:
        self.client = client
        self.store = store
        self.seeds = seeds if seeds is not None else Seeds()

    def create(
        self,
        game: str = "duel",
        seats: list[Any] | None = None,
        seed: int | None = None,
        **kw: Any,
    ) -> dict[str, Any]:
        """Create a game over the API; ``seed`` is handed to the server's seed source (the test
        hook), never sent in the request."""
        if seed is not None:
            self.seeds.queue.append(seed)
        body: dict[str, Any] = {"game": game, "seats": seats or ["human", "human"], **kw}
        res = self.client.post("/api/games", json=body)
        assert res.status_code == 201, res.text
        data: dict[str, Any] = res.json()
        return data

    def stored(self, game_id: str) -> tuple[str, int, int]:
        """(state digest, number of actions, number of events) as the database holds them."""
        row = self.store.load(game_id)
        assert row is not None
        return row.digest, row.n_actions, len(self.store.events(game_id))

    def act(self, game_id: str, token: str | None, action: str) -> Any:
        headers = {} if token is None else {"X-Seat-Token": token}
        return self.client.post(
            f"/api/games/{game_id}/actions", json={"action": action}, headers=headers
        )

    def view(self, game_id: str, token: str | None = None) -> dict[str, Any]:
        headers = {} if token is None else {"X-Seat-Token": token}
        res = self.client.get(f"/api/games/{game_id}/view", headers=headers)
        assert res.status_code == 200, res.text
        data: dict[str, Any] = res.json()
        return data
