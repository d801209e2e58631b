"""Helpers for the web app's tests: an in-process app with its client and its store."""

from __future__ import annotations

from typing import Any

from fastapi.testclient import TestClient

from pokeforge.web.store import Store


class Web:
    """A running app (in-process) with its client and its store."""

    def __init__(self, client: TestClient, store: Store) -> None:
        self.client = client
        self.store = store

    def create(
        self, game: str = "duel", seats: list[Any] | None = None, **kw: Any
    ) -> dict[str, Any]:
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
