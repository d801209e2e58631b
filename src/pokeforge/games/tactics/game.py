"""The tactics game: the Czech two-player Pokémon tactics board game (see docs/rules/tactics.md)."""

from __future__ import annotations

from collections.abc import Hashable
from pathlib import Path
from types import ModuleType
from typing import TYPE_CHECKING, Any, ClassVar

from pokeforge.core.errors import ParamError
from pokeforge.core.game import Game
from pokeforge.core.params import Params
from pokeforge.core.state import State

from . import encoding as action_numbers
from . import facts as play_facts
from . import observe as observation
from . import rollout as search_knowledge
from .actions import (
    Announce,
    Ask,
    Attack,
    Defend,
    Move,
    Order,
    Pass,
    Pick,
    Place,
    Rescue,
    Roll,
    Skip,
)
from .board import load_board
from .content import load_content
from .describe import describe
from .evaluate import evaluate_position
from .params import TacticsParams
from .render import render_rich, render_view
from .rules import selection
from .state import TacticsState
from .view import build_view

if TYPE_CHECKING:
    from rich.text import Text

KINDS: dict[type, str] = {
    Pick: "pick",
    Place: "place",
    Order: "order",
    Announce: "announce",
    Move: "move",
    Attack: "attack",
    Skip: "pass",
    Ask: "ask",
    Roll: "ask",
    Defend: "defend",
    Rescue: "rescue",
    Pass: "pass",
}


class TacticsGame(Game):
    """Pokémon Tactics: 16 Pokémon, teams of 5, a square board, cycles of secret orders."""

    slug = "tactics"
    numbering_module: ClassVar[ModuleType | None] = action_numbers
    facts_module: ClassVar[ModuleType | None] = play_facts
    observation_module: ClassVar[ModuleType | None] = observation
    search_module: ClassVar[ModuleType | None] = search_knowledge
    title = "Pokémon Tactics (Czech fan game)"
    min_seats = 2
    max_seats = 2
    # 2: order and bonus moves chosen step by step; stalemate. 3: revealed teams shown in the
    # content's order (neither the deal nor the secret picking order shows)
    rules_version = "3"
    params_type = TacticsParams
    max_decisions = 20_000

    def __init__(self, pokemon_file: str | Path | None = None) -> None:
        #: the Pokémon content (the built-in file, or a designer's own file, validated alike)
        self.content = load_content(pokemon_file)
        self.pokemon_file = pokemon_file

    def new_state(
        self, params: Params | None = None, seed: int = 0, seats: int | None = None
    ) -> TacticsState:
        self.check_seats(seats)
        if params is None:
            p = TacticsParams()
        elif isinstance(params, TacticsParams):
            p = params
        else:
            raise ParamError(f"tactics needs TacticsParams, not {type(params).__name__}")
        st = TacticsState(self, p, load_board(p.board), seed)
        selection.setup(st)
        return st

    def param_variants(self) -> list[dict[str, Any]]:
        """The other three selection variants (each hides different things: open picks, a
        draft, dealt species), the open board and a short stalemate count."""
        return [
            {"team_selection": 1},
            {"team_selection": 2},
            {"team_selection": 4, "board": "open"},
            {"stalemate_cycles": 2},
        ]

    def state_from_json(self, data: dict[str, Any]) -> TacticsState:
        return TacticsState.from_json(self, data)

    def content_coverage(self) -> dict[str, Any]:
        """The 16 Pokémon and their attacks: validated again, each attack checked against the
        rules that carry it out (see :mod:`.coverage`)."""
        from .coverage import content_coverage

        return content_coverage(self.pokemon_file)

    # -- for agents and user interfaces ----------------------------------------------------------
    def evaluate(self, state: State[Any], seat: int) -> float:
        """The outcome if the game is over, else :func:`evaluate.evaluate_position`."""
        out = state.outcome
        if out is not None:
            if seat in out.winners:
                return 1e6
            return 0.0 if out.is_draw else -1e6
        assert isinstance(state, TacticsState)
        return evaluate_position(state, seat)

    def render_text(self, state: State[Any], seat: int | None) -> str:
        assert isinstance(state, TacticsState)
        return render_view(build_view(state, seat))

    def render_rich(self, state: State[Any], seat: int | None) -> Text:
        """The drawing of :meth:`render_text` in colour (Player 1 red, Player 2 blue)."""
        assert isinstance(state, TacticsState)
        return render_rich(build_view(state, seat))

    def describe_action(self, state: State[Any], seat: int, action: Hashable) -> str:
        assert isinstance(state, TacticsState)
        return describe(state, action)  # type: ignore[arg-type]

    def action_info(self, state: State[Any], seat: int, action: Hashable) -> dict[str, Any]:
        assert isinstance(state, TacticsState)
        info = super().action_info(state, seat, action)
        info["kind"] = KINDS.get(type(action), "pass")
        info["squares"] = _squares(state, action)
        return info


def _squares(st: TacticsState, action: Hashable) -> list[str]:
    board = st.board
    names = board.names
    if isinstance(action, (Place, Move)):
        return [action.square]
    own = (
        [names[st.mons[st.t_mon].cell]]
        if st.mons and st.t_mon >= 0 and st.mons[st.t_mon].cell >= 0
        else []
    )
    if isinstance(action, Rescue):
        return [action.square] if action.square else own
    if isinstance(action, Announce):
        return own
    if isinstance(action, Attack):
        m = st.mons[st.t_mon]
        a = m.sp.attack_by_name.get(action.name)
        if a is None:
            return []
        if a.target == "area_around_self":
            return [names[c] for c in board.area3[m.cell]]
        if action.target is None:
            return own
        if a.target == "area_square":
            return [names[c] for c in board.area3[board.cell_of[action.target]]]
        if a.target == "line":
            line = board.parse_line(action.target)
            return [names[c] for c in line] if line else []
        if action.extra and action.extra.startswith("to "):
            return [action.target, action.extra.removeprefix("to ")]
        return [action.target]
    if isinstance(action, (Defend, Ask, Roll)) and st.pending is not None:
        p = st.pending
        if isinstance(action, Defend) and p.queue:
            c = st.mons[p.queue[0]].cell
            return [names[c]] if c >= 0 else []
        return [names[st.mons[i].cell] for i in p.affected if st.mons[i].cell >= 0]
    return []
