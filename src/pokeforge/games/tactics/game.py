"""The tactics game: the Czech two-player Pokémon tactics board game (see docs/rules/tactics.md)."""

from __future__ import annotations

from collections.abc import Hashable
from pathlib import Path
from typing import Any

from pokeforge.core.errors import ParamError
from pokeforge.core.game import Game
from pokeforge.core.params import Params
from pokeforge.core.state import State

from .actions import (
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
from .params import TacticsParams
from .render import render_view
from .rules import selection
from .state import TacticsState
from .view import build_view

KINDS: dict[type, str] = {
    Pick: "pick",
    Place: "place",
    Order: "order",
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
    title = "Pokémon Tactics (Czech fan game)"
    min_seats = 2
    max_seats = 2
    rules_version = "1"
    params_type = TacticsParams
    max_decisions = 20_000

    def __init__(self, pokemon_file: str | Path | None = None) -> None:
        #: the Pokémon content (the built-in file, or a designer's own file, validated alike)
        self.content = load_content(pokemon_file)

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

    def state_from_json(self, data: dict[str, Any]) -> TacticsState:
        return TacticsState.from_json(self, data)

    # -- for agents and user interfaces ----------------------------------------------------------
    def evaluate(self, state: State[Any], seat: int) -> float:
        """Own side's HP plus 100 per Pokémon still able, minus the opponent's."""
        out = state.outcome
        if out is not None:
            if seat in out.winners:
                return 1e6
            return 0.0 if out.is_draw else -1e6
        assert isinstance(state, TacticsState)
        score = 0.0
        for m in state.mons:
            if not m.out:
                value = 100.0 + m.hp
                score += value if m.owner == seat else -value
        return score

    def render_text(self, state: State[Any], seat: int | None) -> str:
        assert isinstance(state, TacticsState)
        return render_view(build_view(state, seat))

    def describe_action(self, state: State[Any], seat: int, action: Hashable) -> str:
        assert isinstance(state, TacticsState)
        st = state
        if isinstance(action, Pick):
            return f"Pick {action.species} for your team"
        if isinstance(action, Place):
            return f"Place {action.species} on {action.square}"
        if isinstance(action, Order):
            return "Cycle order: " + ", then ".join(
                "an empty turn" if e == "empty" else e for e in action.entries
            )
        name = st.mons[st.t_mon].sp.name if st.t_mon >= 0 and st.mons else "your Pokémon"
        if isinstance(action, Move):
            here = st.mons[st.t_mon].cell if st.t_mon >= 0 else -1
            stay = here >= 0 and st.board.names[here] == action.square
            text = f"{name} stays on {action.square}" if stay else f"Move {name} to {action.square}"
            return text + (f", announcing {action.bonus}" if action.bonus else "")
        if isinstance(action, Attack):
            return _describe_attack(st, name, action)
        if isinstance(action, Skip):
            return f"{name} does not attack"
        if isinstance(action, Ask):
            return "Ask the defender to announce its defensive tokens before the roll"
        if isinstance(action, Roll):
            return "Roll the die now; the defender decides after seeing the value"
        if isinstance(action, Defend):
            return f"Spend {action.option}" if action.option else "Spend no defensive token"
        if isinstance(action, Rescue):
            if action.kind == "teleport":
                return f"Last-rescue card: teleport your Pokémon to {action.square}"
            if action.kind == "heal":
                return "Last-rescue card: restore 50 HP"
            return "Last-rescue card: +30 to your next damaging attack this turn"
        if isinstance(action, Pass):
            return "Pass the empty turn"
        return str(action)

    def action_info(self, state: State[Any], seat: int, action: Hashable) -> dict[str, Any]:
        assert isinstance(state, TacticsState)
        info = super().action_info(state, seat, action)
        info["kind"] = KINDS.get(type(action), "pass")
        info["squares"] = _squares(state, action)
        return info


def _describe_attack(st: TacticsState, name: str, action: Attack) -> str:
    text = f"{name}: {action.name}"
    if action.target is not None:
        cell = st.board.cell_of.get(action.target)
        t = st.mon_at(cell) if cell is not None else None
        if action.extra and action.extra.startswith("to "):
            who = t.sp.name if t else action.target
            text += f", moving {who} from {action.target} {action.extra}"
        elif t is not None:
            text += f" on {t.sp.name} ({action.target})"
        else:
            text += f" at {action.target}"
        if action.extra and not action.extra.startswith("to "):
            text += f", removing {action.extra.replace('_', ' ')}"
    if action.focus:
        text += ", spending Focus Energy"
    return text


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
