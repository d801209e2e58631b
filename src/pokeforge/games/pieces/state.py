"""One play of Pokémon Battle Chess BW: the board, where every piece is, the Plus Power cards.

Pieces are ids into the game's roster (:class:`~.board.Tables`); the state keeps only what
changes, in flat lists, so that cloning is a handful of list copies.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, Self

from pokeforge.core.events import Event
from pokeforge.core.hidden import Secrets, Zone
from pokeforge.core.outcome import Outcome
from pokeforge.core.prompt import Prompt
from pokeforge.core.rng import Rng
from pokeforge.core.state import State

from .actions import Action
from .board import Tables
from .params import PiecesParams
from .rules.turn import explain_illegal, legal_actions, play

if TYPE_CHECKING:
    from .game import PiecesGame


class PiecesState(State[Action]):
    """A position. Seat 0 moves first and sits at ranks 1–2; seat 1 sits at ranks 6–7."""

    game: PiecesGame

    def __init__(self, game: PiecesGame, params: PiecesParams, rng: Rng) -> None:
        super().__init__(game, 2, rng)
        t = game.tables
        self.t: Tables = t
        self.params: PiecesParams = params
        #: the piece id on each square, or -1
        self.board: list[int] = [-1] * t.size
        #: each piece's square (its lower-left square for a Legend), or -1 off the board
        self.cell: list[int] = list(t.start_cell)
        #: 1 when the piece is turned over
        self.flip: list[int] = [0] * t.num_pieces
        #: where each piece is (ON_BOARD, UNDER_EGG, WAITING, COST_AREA, GONE)
        self.status: list[int] = list(t.start_status)
        #: Tamago pieces left in each seat's pile
        self.eggs: list[int] = [t.content.tamago_count] * 2
        #: kinds of the pieces in each seat's Cost Area, oldest first (the top is the end)
        self.cost: list[list[int]] = [[], []]
        #: kinds of the pieces each seat paid for Legends (placed where the Legend was)
        self.spent: list[list[int]] = [[], []]
        #: face-down Plus Power cards (indices into the content's cards); the top is the end
        self.deck: list[int] = []
        #: face-up Plus Power cards, in the order they were drawn
        self.faceup: list[int] = []
        self.turn = 0
        self.turns = 0
        #: turns in a row in which no piece lost a battle and no Legend was summoned
        self.quiet = 0
        for pid in range(t.num_pieces):
            c = self.cell[pid]
            if c >= 0:
                for x in t.piece_cells(pid, c):
                    self.board[x] = pid

    # -- contract --------------------------------------------------------------------------------
    def to_act(self) -> tuple[int, ...]:
        return () if self.outcome is not None else (self.turn,)

    def prompt(self, seat: int) -> Prompt:
        return Prompt(
            "turn",
            "Move a piece, start a battle, or summon a Legend piece (you may not pass)",
            {"seat": seat},
        )

    def _legal_actions(self, seat: int) -> list[Action]:
        return legal_actions(self, seat)

    def _apply(self, seat: int, action: Action) -> list[Event]:
        return play(self, seat, action)

    def explain_illegal(self, seat: int, action: Any) -> str:
        return explain_illegal(self, seat, action)

    def clone(self) -> Self:
        new = object.__new__(type(self))
        new.game = self.game
        new.t = self.t
        new.params = self.params
        new.rng = self.rng.copy()
        new.num_seats = 2
        new.outcome = self.outcome
        cache = self._legal_cache
        new._legal_cache = None if cache is None else dict(cache)
        new.board = self.board[:]
        new.cell = self.cell[:]
        new.flip = self.flip[:]
        new.status = self.status[:]
        new.eggs = self.eggs[:]
        new.cost = [self.cost[0][:], self.cost[1][:]]
        new.spent = [self.spent[0][:], self.spent[1][:]]
        new.deck = self.deck[:]
        new.faceup = self.faceup[:]
        new.turn = self.turn
        new.turns = self.turns
        new.quiet = self.quiet
        return new

    def secrets(self) -> Secrets:
        """The one secret of the table: the order of the face-down Plus Power cards, hidden from
        everyone (which cards they are is public: every card not face up). Drawn cards go face
        up at once, so no seat ever holds a card the other cannot see."""
        return Secrets([Zone.deck("plus power deck", self.deck, pool="plus power")])

    def view(self, seat: int | None) -> dict[str, Any]:
        from .view import state_view

        return state_view(self, seat)

    def to_json(self) -> dict[str, Any]:
        return {
            "params": self.params.model_dump(mode="json"),
            "rng": self.rng.to_json(),
            "outcome": None if self.outcome is None else self.outcome.to_json(),
            "cell": self.cell,
            "flip": self.flip,
            "status": self.status,
            "eggs": self.eggs,
            "cost": self.cost,
            "spent": self.spent,
            "deck": self.deck,
            "faceup": self.faceup,
            "turn": self.turn,
            "turns": self.turns,
            "quiet": self.quiet,
        }

    @classmethod
    def from_json(cls, game: PiecesGame, data: dict[str, Any]) -> PiecesState:
        t = game.tables
        try:
            state = cls(game, game.pieces_params(data["params"]), Rng.from_json(data["rng"]))
            n = t.num_pieces
            cell = [int(v) for v in data["cell"]]
            flip = [int(v) for v in data["flip"]]
            status = [int(v) for v in data["status"]]
            if not len(cell) == len(flip) == len(status) == n:
                raise ValueError(f"expected {n} pieces")
            state.cell, state.flip, state.status = cell, flip, status
            state.eggs = [int(v) for v in data["eggs"]]
            state.cost = [[int(v) for v in side] for side in data["cost"]]
            state.spent = [[int(v) for v in side] for side in data["spent"]]
            state.deck = [int(v) for v in data["deck"]]
            state.faceup = [int(v) for v in data["faceup"]]
            state.turn = int(data["turn"])
            state.turns = int(data["turns"])
            state.quiet = int(data["quiet"])
            out = data.get("outcome")
            state.outcome = None if out is None else Outcome.from_json(out)
        except (KeyError, TypeError, ValueError) as exc:
            raise ValueError(f"not a pieces state: {exc}") from None
        state.rebuild_board()
        return state

    # -- helpers used by the rules and by test builders --------------------------------------------
    def rebuild_board(self) -> None:
        """Recompute the square → piece table from the pieces' squares (after editing by hand)."""
        t = self.t
        board = [-1] * t.size
        for pid in range(t.num_pieces):
            c = self.cell[pid]
            if self.status[pid] == 0 and c >= 0:
                for x in t.piece_cells(pid, c):
                    if board[x] != -1:
                        raise ValueError(f"two pieces on {t.names[x]}")
                    board[x] = pid
        self.board = board
        self._legal_cache = None

    def power(self, pid: int) -> int:
        """The power a piece shows now (the side facing up)."""
        return self.t.p_power[pid][self.flip[pid]]

    def piece_at(self, square: str) -> int:
        """The id of the piece on ``square`` (a name like ``"c3"``), or -1."""
        return self.board[self.t.cell_of[square]]
