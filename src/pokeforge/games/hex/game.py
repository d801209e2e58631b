"""Pokémon Master Trainer: HEX Edition (rulebook v6.3) as a pokeforge game."""

from __future__ import annotations

from collections.abc import Hashable
from types import ModuleType
from typing import TYPE_CHECKING, Any, ClassVar

from pokeforge.core import Game, Params, State

from . import encoding as action_numbers
from . import facts as play_facts
from . import observe as observation
from . import rollout as search_knowledge
from .content import Content, default_content
from .params import HexParams
from .state import HexState

if TYPE_CHECKING:
    from rich.text import Text


class HexGame(Game):
    slug: ClassVar[str] = "hex"
    numbering_module: ClassVar[ModuleType | None] = action_numbers
    facts_module: ClassVar[ModuleType | None] = play_facts
    observation_module: ClassVar[ModuleType | None] = observation
    search_module: ClassVar[ModuleType | None] = search_knowledge
    title: ClassVar[str] = "Pokémon Master Trainer: HEX Edition"
    min_seats: ClassVar[int] = 2
    max_seats: ClassVar[int] = 6
    rules_version: ClassVar[str] = "6.3-6"
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

    def param_variants(self) -> list[dict[str, Any]]:
        """The League as Elite 4, the optional rules (§12: battles on the same space,
        Achievements), the other setups."""
        return [
            {"league_format": "elite4"},
            {"battles_on_same_space": True, "achievements": True},
            {"setup": "alternate"},
            {"setup": "random"},
        ]

    def state_from_json(self, data: dict[str, Any]) -> HexState:
        return HexState.from_json(self, data)

    def content_coverage(self) -> dict[str, Any]:
        """Cards per kind (Pokémon, Items, Events, Super Events, Trainers, Leaders, Elite
        Trainers, Achievements): all implemented, or listed (:mod:`.coverage`)."""
        from .coverage import coverage

        return coverage(self.content)

    def evaluate(self, state: State[Any], seat: int) -> float:
        """The route to the League: badges, the next badge's chance, the lap, the team
        (:mod:`.evaluate`)."""
        from .evaluate import evaluate

        assert isinstance(state, HexState)
        return evaluate(state, seat)

    def render_text(self, state: State[Any], seat: int | None) -> str:
        from .render import render

        assert isinstance(state, HexState)
        return render(state, seat)

    def render_rich(self, state: State[Any], seat: int | None) -> Text:
        """The board in colour (Pokémon by card colour); its plain text is :meth:`render_text`."""
        from .render import render_rich

        assert isinstance(state, HexState)
        return render_rich(state, seat)

    def action_info(self, state: State[Any], seat: int, action: Hashable) -> dict[str, Any]:
        """Adds ``kind`` ("move" for a move along the roads or by train, "space" for a choice of
        a board space) and ``spaces`` (the space ids the action concerns) for the board."""
        from .render import action_spaces

        assert isinstance(state, HexState)
        info = super().action_info(state, seat, action)
        kind, spaces = action_spaces(state, action)
        if spaces:
            info["kind"] = kind
            info["spaces"] = spaces
        return info

    def describe_action(self, state: State[Any], seat: int, action: Hashable) -> str:
        from .render import describe

        assert isinstance(state, HexState)
        return describe(state, seat, action)
