"""The ``pieces`` game: Pokémon Battle Chess BW Version (The Pokémon Company, 2011)."""

from __future__ import annotations

from collections.abc import Hashable
from pathlib import Path
from types import ModuleType
from typing import TYPE_CHECKING, Any, ClassVar

from pokeforge.core.game import Game
from pokeforge.core.params import Params
from pokeforge.core.rng import Rng
from pokeforge.core.state import State

from . import encoding as action_numbers
from . import facts as play_facts
from . import observe as observation
from . import rollout as search_knowledge
from .actions import Battle, Move, MoveBattle, Summon
from .board import Tables
from .content import Content, load_content
from .evaluate import evaluate
from .params import PiecesParams
from .render import action_info, describe_action, render_rich, render_text
from .rules.plus_power import new_deck
from .rules.turn import legal_actions
from .state import PiecesState

if TYPE_CHECKING:
    from rich.text import Text


class PiecesGame(Game):
    """Two players on a 7×7 board; pieces show a power and arrows on each side."""

    slug: ClassVar[str] = "pieces"
    numbering_module: ClassVar[ModuleType | None] = action_numbers
    facts_module: ClassVar[ModuleType | None] = play_facts
    observation_module: ClassVar[ModuleType | None] = observation
    search_module: ClassVar[ModuleType | None] = search_knowledge
    title: ClassVar[str] = "Pokémon Battle Chess BW"
    min_seats: ClassVar[int] = 2
    max_seats: ClassVar[int] = 2
    rules_version: ClassVar[str] = "2"  # 2: a move may be followed by a battle (D4)
    params_type: ClassVar[type[Params]] = PiecesParams

    def __init__(self, content: Content | None = None) -> None:
        self.content = content if content is not None else load_content()
        self.tables = Tables(self.content)
        #: where the content was read from (None: the built-in data files)
        self.directory: Path | str | None = None

    @classmethod
    def from_directory(cls, directory: Path | str) -> PiecesGame:
        """A game with a designer's own ``pieces.json`` and ``setup.json``."""
        game = cls(load_content(directory))
        game.directory = directory
        return game

    def content_coverage(self) -> dict[str, Any]:
        """The pieces (powers and arrows of both sides, Legends) and the Plus Power cards:
        validated again and checked against the rules that carry them out (see
        :mod:`.coverage`)."""
        from .coverage import content_coverage

        return content_coverage(self.directory)

    def new_state(
        self, params: Params | None = None, seed: int = 0, seats: int | None = None
    ) -> PiecesState:
        """Set up the pieces as ``data/setup.json`` says and shuffle the Plus Power deck."""
        self.check_seats(seats)
        if params is None:
            parsed = PiecesParams()
        elif isinstance(params, PiecesParams):
            parsed = params
        else:
            parsed = self.pieces_params(params.model_dump())
        state = PiecesState(self, parsed, Rng(seed))
        new_deck(state)
        state._legal_cache = {0: tuple(legal_actions(state, 0))}
        return state

    def pieces_params(self, raw: dict[str, Any] | None = None) -> PiecesParams:
        """Validated parameters of this game (see :class:`PiecesParams`)."""
        parsed = self.params(raw)
        assert isinstance(parsed, PiecesParams)
        return parsed

    def param_variants(self) -> list[dict[str, Any]]:
        """Victini's sudden death, and a short quiet-turn limit (games that end in draws)."""
        return [{"victini_sudden_death": True}, {"quiet_turn_limit": 2}]

    def state_from_json(self, data: dict[str, Any]) -> PiecesState:
        return PiecesState.from_json(self, data)

    def evaluate(self, state: State[Any], seat: int) -> float:
        assert isinstance(state, PiecesState)
        return evaluate(state, seat)

    def render_text(self, state: State[Any], seat: int | None) -> str:
        assert isinstance(state, PiecesState)
        return render_text(state, seat)

    def render_rich(self, state: State[Any], seat: int | None) -> Text:
        assert isinstance(state, PiecesState)
        return render_rich(state, seat)

    def describe_action(self, state: State[Any], seat: int, action: Hashable) -> str:
        assert isinstance(state, PiecesState)
        assert isinstance(action, Move | Battle | MoveBattle | Summon)
        return describe_action(state, seat, action)

    def action_info(self, state: State[Any], seat: int, action: Hashable) -> dict[str, Any]:
        assert isinstance(state, PiecesState)
        assert isinstance(action, Move | Battle | MoveBattle | Summon)
        return action_info(state, seat, action)
