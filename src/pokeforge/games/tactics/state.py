"""The tactics state: one play, from team selection to the end.

Decision stages (``stage``) and who decides:

* ``selection`` — team selection (rules/selection.py), simultaneous when secret;
* ``deployment`` — both seats place their Pokémon in secret (rules/deployment.py);
* ``order`` — both seats choose their cycle order in secret (rules/cycle.py);
* ``move`` — Phase 2 of the Pokémon whose turn it is (rules/movement.py);
* ``attack`` — Phase 3 (rules/attacks.py);
* ``ask`` — the attacker chooses ``ask`` or ``roll`` for a multi-valued attack (rules/damage.py);
* ``defend`` — a defender decides on a defensive token (rules/damage.py);
* ``empty`` — an empty turn in which the last-rescue card could be used (rules/rescue.py);
* ``over`` — the game has ended.

Between decisions the rules run the automatic steps (Phases 1 and 4, poison, skipped turns, forced
moves) in :func:`rules.cycle.proceed`.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, Self

from pokeforge.core.errors import IllegalAction
from pokeforge.core.events import Event
from pokeforge.core.hidden import Secrets
from pokeforge.core.outcome import Outcome
from pokeforge.core.prompt import Prompt
from pokeforge.core.rng import Rng
from pokeforge.core.simultaneous import Commitments
from pokeforge.core.state import State

from . import encoding as action_numbers
from .actions import Action
from .board import Board, board_from_json
from .content import Content
from .events import seat_name
from .mon import OFF, Mon
from .params import TacticsParams
from .parse import FORMS, parse_action
from .pending import Pending
from .rules import deployment, selection
from .rules.cycle import zones as cycle_zones
from .rules.dispatch import apply as apply_action
from .rules.dispatch import legal
from .rules.explain import explain
from .rules.prompts import prompt_for
from .view import build_view

if TYPE_CHECKING:
    from .game import TacticsGame

SEATS: tuple[tuple[int, ...], ...] = ((0,), (1,))
TURN_STAGES = frozenset({"move", "attack", "ask", "empty"})


class TacticsState(State[Action]):
    """See the module docstring. Fields are plain data; rules live in ``rules/``."""

    game: TacticsGame

    def __init__(self, game: TacticsGame, params: TacticsParams, board: Board, seed: int) -> None:
        super().__init__(game, 2, Rng(seed))
        self.params: TacticsParams = params
        self.board = board
        self.content: Content = game.content
        self.stage = "selection"
        # selection
        #: each seat's species shown so far, in team order
        self.picks: list[list[str]] = [[], []]
        #: variant 4: the species dealt to each seat, secret until the picks are shown
        self.dealt: list[list[str]] = [[], []]
        #: each seat's secret picks of this round so far, until it commits them
        self.draft: list[list[str]] = [[], []]
        #: the secret picks of this round, committed (None in an alternate round)
        self.sel_choices: Commitments | None = None
        self.sel_round = 0
        # deployment
        #: each seat's squares chosen so far (team order), until it commits them
        self.placements: list[list[int]] = [[], []]
        #: each seat's complete deployment, committed (None outside deployment)
        self.deploy: Commitments | None = None
        # play
        self.mons: list[Mon] = []
        self.split = 0  # seat 0's Pokémon are mons[:split], seat 1's mons[split:]
        #: species both teams hold: sentences name them with their player ("Tauros (Player 2)")
        self.shared: frozenset[str] = frozenset()
        self.occ: list[int] = [-1] * board.size
        self.barriers: list[tuple[int, ...]] = [(), ()]
        self.blocked: list[bool] = list(board.obstacle)
        #: 1 where a square is not free (obstacle, barrier or Pokémon): the movement rules' map
        self.wall = bytearray(board.obstacle)
        self.cycle = 0
        self.orders: Commitments | None = None
        #: the slots of each seat's cycle order chosen so far (secret; committed at the third)
        self.order_draft: list[list[str]] = [[], []]
        self.schedule: list[tuple[int, int]] = []
        self.turn_index = -1
        self.t_seat = 0
        self.t_mon = -1
        self.t_moved = False
        self.t_bonus: str | None = None
        self.t_boost = 0
        self.pending: Pending | None = None
        self.rescue_seat = -1
        self.rescue_used = [False, False]
        self.quiet = 0  # consecutive completed cycles without progress (rules/cycle.py end_cycle)
        #: each team's lowest HP total at the end of a cycle so far (empty before the first end)
        self.hp_low: list[int] = []
        self.ko_flag = False  # a knock-out happened in the current cycle
        #: parts of the views handed out lately, shown again while they show the same (view.py
        #: compares them with the state before each use; never part of the state's data)
        self.view_memo: dict[str, Any] = {}

    # -- contract ------------------------------------------------------------------------------
    def to_act(self) -> tuple[int, ...]:
        if self.outcome is not None:
            return ()
        stage = self.stage
        if stage in TURN_STAGES:
            return SEATS[self.t_seat]
        if stage == "defend":
            assert self.pending is not None
            return SEATS[self.mons[self.pending.queue[0]].owner]
        if stage == "order":
            orders = self.orders
            assert orders is not None
            # nobody committed yet (the usual case): every seat of the decision is pending
            return orders.seats if not orders.choices else orders.pending
        if stage == "deployment":
            return deployment.waiting(self)
        if stage == "selection":
            return selection.waiting(self)
        return ()

    def prompt(self, seat: int) -> Prompt:
        return prompt_for(self, seat)

    def _legal_actions(self, seat: int) -> list[Action]:
        return legal(self, seat)

    def _apply(self, seat: int, action: Action) -> list[Event]:
        return apply_action(self, seat, action)

    def apply(self, seat: int, action: Action) -> list[Event]:
        """As :meth:`State.apply`; an action object taken from the cached legal actions (as the
        integer-action tables hand out) is known legal by its identity, without comparing it to
        the others."""
        cache = self._legal_cache
        if cache is not None and self.outcome is None:
            legal = cache.get(seat)
            if legal:  # cached and not empty: ``seat`` is to act now
                for a in legal:
                    if a is action:
                        self._legal_cache = None
                        return apply_action(self, seat, action)
        return super().apply(seat, action)

    def explain_illegal(self, seat: int, action: Any) -> str:
        return explain(self, seat, action)

    def action_from_text(self, seat: int, text: str, *, strict: bool = False) -> Action:
        """The legal action written ``text``; a typed text that is not one is read as an action
        (any letter case) so that the refusal gives the specific reason (see parse.py)."""
        try:
            return super().action_from_text(seat, text, strict=strict)
        except IllegalAction:
            if strict or self.outcome is not None or seat not in self.to_act():
                raise
        action = parse_action(self, text)
        if action is None:
            form = FORMS.get(self.stage, "")
            raise IllegalAction(
                f"{text.strip()!r} is not an action of this game; answer with {form} "
                f"({self.prompt(seat).text})"
            )
        if action in self.legal_actions(seat):
            return action
        raise IllegalAction(self.explain_illegal(seat, action))

    def view(self, seat: int | None) -> dict[str, Any]:
        return build_view(self, seat)

    # -- helpers used by the rules ---------------------------------------------------------------
    def free(self, cell: int) -> bool:
        """A square with no Pokémon, obstacle or barrier."""
        return not self.wall[cell]

    def set_mons(self, mons: list[Mon]) -> None:
        """The two teams (seat 0's first); a Pokémon's ``idx`` is its place in this list."""
        assert all(m.idx == i for i, m in enumerate(mons))
        assert [m.owner for m in mons] == sorted(m.owner for m in mons)
        self.mons = mons
        self.split = sum(1 for m in mons if m.owner == 0)
        names = [{m.sp.name for m in mons if m.owner == s} for s in (0, 1)]
        self.shared = frozenset(names[0] & names[1])

    def label(self, m: Mon) -> str:
        """``m``'s name in a sentence: its species, with its player when both teams have one."""
        name = m.sp.name
        if name in self.shared:
            return f"{name} ({seat_name(m.owner)})"
        return name

    def team(self, seat: int) -> list[Mon]:
        return self.mons[: self.split] if seat == 0 else self.mons[self.split :]

    def able(self, seat: int) -> list[Mon]:
        return [m for m in self.team(seat) if not m.out]

    def mon_at(self, cell: int) -> Mon | None:
        i = self.occ[cell]
        return None if i < 0 else self.mons[i]

    def set_barrier(self, seat: int, cells: tuple[int, ...]) -> None:
        self.barriers[seat] = cells
        blocked = list(self.board.obstacle)
        for cs in self.barriers:
            for c in cs:
                blocked[c] = True
        self.blocked = blocked
        self.wall = bytearray(b or o >= 0 for b, o in zip(blocked, self.occ, strict=True))

    def place(self, m: Mon, cell: int) -> None:
        """Move ``m`` to ``cell`` (or off the board with ``OFF``)."""
        if m.cell >= 0:
            self.occ[m.cell] = -1
            self.wall[m.cell] = 0
        m.cell = cell
        if cell >= 0:
            self.occ[cell] = m.idx
            self.wall[cell] = 1

    # -- copying and persistence -----------------------------------------------------------------
    def clone(self) -> Self:
        c = self.__class__.__new__(self.__class__)
        d = c.__dict__
        d.update(self.__dict__)
        c._legal_cache = None
        c.view_memo = {}
        c.rng = self.rng.copy()
        if self.stage == "selection":
            c.picks = [list(self.picks[0]), list(self.picks[1])]
            c.dealt = [list(self.dealt[0]), list(self.dealt[1])]
            c.draft = [list(self.draft[0]), list(self.draft[1])]
            c.sel_choices = None if self.sel_choices is None else self.sel_choices.copy()
        elif self.stage == "deployment":
            c.placements = [list(self.placements[0]), list(self.placements[1])]
            c.deploy = None if self.deploy is None else self.deploy.copy()
        c.mons = [m.copy() for m in self.mons]
        c.occ = list(self.occ)
        c.barriers = list(self.barriers)
        c.blocked = list(self.blocked)
        c.wall = bytearray(self.wall)
        c.orders = None if self.orders is None else self.orders.copy()
        c.order_draft = [list(self.order_draft[0]), list(self.order_draft[1])]
        c.schedule = list(self.schedule)
        c.pending = None if self.pending is None else self.pending.copy()
        c.rescue_used = list(self.rescue_used)
        c.hp_low = list(self.hp_low)
        return c

    def secrets(self) -> Secrets:
        """What the stage hides (nothing is hidden once the turns begin but the dice):

        * selection: each seat's dealt species (variant 4) and its picks of a secret round, a hand
          only it sees, until it commits them (``sel_choices``) and both are shown;
        * deployment: each seat's squares so far, until it commits its deployment (``deploy``);
        * order: each seat's slots so far, until it commits its cycle order (``orders``).

        Each hand comes with the face-down rest of what it is drawn from, so that a re-deal
        (:func:`pokeforge.core.redeal`, the core determinize) deals the seat other valid secrets.
        """
        stage = self.stage
        if stage == "selection" and self.sel_choices is not None:
            return Secrets(selection.zones(self), [self.sel_choices])
        if stage == "deployment" and self.deploy is not None:
            return Secrets(deployment.zones(self), [self.deploy])
        if stage == "order" and self.orders is not None:
            return Secrets(cycle_zones(self), [self.orders])
        return Secrets()

    def to_json(self) -> dict[str, Any]:
        names = self.board.names
        return {
            "params": self.params.model_dump(mode="json"),
            "board": self.board.to_json(),
            "content": self.content.file,
            "rng": self.rng.to_json(),
            "outcome": None if self.outcome is None else self.outcome.to_json(),
            "stage": self.stage,
            "picks": [list(p) for p in self.picks],
            "dealt": [list(p) for p in self.dealt],
            "draft": [list(p) for p in self.draft],
            "sel_choices": None if self.sel_choices is None else self.sel_choices.to_json(),
            "sel_round": self.sel_round,
            "placements": [[names[c] for c in p] for p in self.placements],
            "deploy": None
            if self.deploy is None
            else {
                "seats": list(self.deploy.seats),
                "choices": {str(k): [names[c] for c in v] for k, v in self.deploy.choices.items()},
            },
            "mons": [m.to_json(names) for m in self.mons],
            "barriers": [[names[c] for c in b] for b in self.barriers],
            "cycle": self.cycle,
            "orders": None if self.orders is None else self.orders.to_json(),
            "order_draft": [list(d) for d in self.order_draft],
            "schedule": [list(t) for t in self.schedule],
            "turn_index": self.turn_index,
            "turn": {
                "seat": self.t_seat,
                "mon": self.t_mon,
                "moved": self.t_moved,
                "bonus": self.t_bonus,
                "boost": self.t_boost,
            },
            "pending": None if self.pending is None else self.pending.to_json(),
            "rescue_seat": self.rescue_seat,
            "rescue_used": list(self.rescue_used),
            "quiet": self.quiet,
            "hp_low": list(self.hp_low),
            "ko_flag": self.ko_flag,
        }

    @classmethod
    def from_json(cls, game: TacticsGame, data: dict[str, Any]) -> TacticsState:
        params = TacticsParams.model_validate(data["params"])
        board = board_from_json(data["board"])
        st = cls(game, params, board, 0)
        cell_of = board.cell_of
        st.rng = Rng.from_json(data["rng"])
        out = data["outcome"]
        st.outcome = None if out is None else Outcome.from_json(out)
        st.stage = str(data["stage"])
        st.picks = [[str(n) for n in p] for p in data["picks"]]
        st.dealt = [[str(n) for n in p] for p in data["dealt"]]
        st.draft = [[str(n) for n in p] for p in data["draft"]]
        sel = data["sel_choices"]
        st.sel_choices = None if sel is None else Commitments.from_json(sel)
        st.sel_round = int(data["sel_round"])
        st.placements = [[cell_of[n] for n in p] for p in data["placements"]]
        dep = data["deploy"]
        st.deploy = (
            None
            if dep is None
            else Commitments(
                tuple(int(s) for s in dep["seats"]),
                {int(k): [cell_of[n] for n in v] for k, v in dep["choices"].items()},
            )
        )
        species = game.content.species
        st.set_mons([Mon.from_json(i, d, species, cell_of) for i, d in enumerate(data["mons"])])
        for m in st.mons:
            if m.cell != OFF:
                st.occ[m.cell] = m.idx
        for seat, b in enumerate(data["barriers"]):
            st.set_barrier(seat, tuple(cell_of[n] for n in b))
        st.cycle = int(data["cycle"])
        orders = data["orders"]
        st.orders = None if orders is None else Commitments.from_json(orders)
        st.order_draft = [[str(e) for e in d] for d in data.get("order_draft", [[], []])]
        st.schedule = [(int(a), int(b)) for a, b in data["schedule"]]
        st.turn_index = int(data["turn_index"])
        t = data["turn"]
        st.t_seat = int(t["seat"])
        st.t_mon = int(t["mon"])
        st.t_moved = bool(t["moved"])
        st.t_bonus = t["bonus"]
        st.t_boost = int(t["boost"])
        pending = data["pending"]
        st.pending = None if pending is None else Pending.from_json(pending)
        st.rescue_seat = int(data["rescue_seat"])
        st.rescue_used = [bool(b) for b in data["rescue_used"]]
        st.quiet = int(data["quiet"])
        st.hp_low = [int(v) for v in data.get("hp_low", [])]
        st.ko_flag = bool(data["ko_flag"])
        return st

    def _action_numbers(self, seat: int, actions: tuple[Action, ...]) -> list[int]:
        """The numbers of ``actions`` in one loop (an action object already numbered is found by
        identity) instead of one call each."""
        nb = action_numbers.numbering(self.content, self.board)
        by_id = nb.by_id
        out = []
        for action in actions:
            hit = by_id.get(id(action))
            out.append(hit[1] if hit is not None and hit[0] is action else nb.number_of(action))
        return out
