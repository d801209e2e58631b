"""Pokémon Master Trainer: HEX Edition (rulebook v6.3) as a pokeforge game."""

from __future__ import annotations

from collections.abc import Hashable
from typing import Any, ClassVar

from pokeforge.core import Game, Params, State

from .board import road_distance
from .content import Content, default_content
from .params import HexParams
from .state import HexState


class HexGame(Game):
    slug: ClassVar[str] = "hex"
    title: ClassVar[str] = "Pokémon Master Trainer: HEX Edition"
    min_seats: ClassVar[int] = 2
    max_seats: ClassVar[int] = 6
    rules_version: ClassVar[str] = "6.3-1"
    params_type: ClassVar[type[Params]] = HexParams

    def __init__(self, content: Content | None = None) -> None:
        self.content = content or default_content()

    @property
    def default_seats(self) -> int:
        return 4

    def new_state(
        self, params: Params | None = None, seed: int = 0, seats: int | None = None
    ) -> HexState:
        from .rules.setup import new_state

        p = params if isinstance(params, HexParams) else HexParams()
        return new_state(self, p, seed, self.check_seats(seats))

    def state_from_json(self, data: dict[str, Any]) -> HexState:
        return HexState.from_json(self, data)

    def evaluate(self, state: State[Any], seat: int) -> float:
        """Badges, then the strength of the team, then Items."""
        assert isinstance(state, HexState)
        base = super().evaluate(state, seat)
        if state.outcome is not None:
            return base
        from .rules.power import card_power, obeys

        p = state.players[seat]
        team = sorted(
            (card_power(state, seat, c) for c in p.team if obeys(state, seat, c)), reverse=True
        )
        value = 100.0 * len(p.badges) + 5.0 * sum(team[:3]) + len(p.hand) + 10.0 * p.wins
        board = state.board
        if len(p.badges) >= 6 or state.league is not None:
            lap = len(board.loop)
            start = next(x for x in board.loop if board.spaces[x].kind == "league_start")
            goal = [board.plateau] if not p.plateau_done else []
            if p.plateau_done:
                goal = (
                    [start]
                    if p.league_steps >= lap
                    else []
                    if p.pos in board.loop
                    else [board.loop[0]]
                )
            value += 2.0 * min(p.league_steps, lap)
        else:
            goal = [
                c
                for c in board.cities
                if board.spaces[c].leader and board.spaces[c].leader not in p.badges
            ]
        if goal:
            value -= 3.0 * min(road_distance(board, g)[p.pos] for g in goal)
        return value

    def render_text(self, state: State[Any], seat: int | None) -> str:
        from .render import render

        assert isinstance(state, HexState)
        return render(state, seat)

    def describe_action(self, state: State[Any], seat: int, action: Hashable) -> str:
        from .render import describe

        assert isinstance(state, HexState)
        return describe(state, seat, action)
