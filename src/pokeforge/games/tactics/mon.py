"""A Pokémon in play: its card (HP clip, gauges) and the tokens on it."""

from __future__ import annotations

from typing import Any

from .content import TOKENS, Species

OFF = -1  # the cell of a Pokémon that is not on the board


class Mon:
    """One Pokémon of a team. ``idx`` is its id in the state (seat 0: 0–4, seat 1: 5–9).

    ``tokens`` holds every token of ``TOKENS`` in that order and ``gauges`` the species' gauges in
    its order; the rules change their values, never their keys (the view compares them as dicts).
    """

    __slots__ = ("cell", "gauges", "hp", "idx", "out", "owner", "shown", "sp", "tokens")

    def __init__(self, idx: int, owner: int, sp: Species) -> None:
        self.idx = idx
        self.owner = owner
        self.sp = sp
        self.cell = OFF
        self.hp = sp.hp
        self.out = False  # knocked out
        self.gauges: dict[str, int] = {k: g.start for k, g in sp.gauges.items()}
        self.tokens: dict[str, int] = dict.fromkeys(TOKENS, 0)
        #: the view entry last handed out for this Pokémon (see view.py) and what it shows
        #: (species, square, HP, knocked out, id, owner, tokens, gauges): shown again only after
        #: comparing all of that with the Pokémon as it is now
        self.shown: tuple[tuple[Any, ...], dict[str, Any]] | None = None

    @property
    def name(self) -> str:
        return self.sp.name

    @property
    def able(self) -> bool:
        return not self.out

    def copy(self) -> Mon:
        m = Mon.__new__(Mon)
        m.idx = self.idx
        m.owner = self.owner
        m.sp = self.sp
        m.cell = self.cell
        m.hp = self.hp
        m.out = self.out
        m.gauges = self.gauges.copy()
        m.tokens = self.tokens.copy()
        m.shown = self.shown
        return m

    def to_json(self, names: tuple[str, ...]) -> dict[str, Any]:
        return {
            "species": self.sp.name,
            "owner": self.owner,
            "square": None if self.cell < 0 else names[self.cell],
            "hp": self.hp,
            "out": self.out,
            "gauges": dict(self.gauges),
            "tokens": {k: v for k, v in self.tokens.items() if v},
        }

    @classmethod
    def from_json(
        cls, idx: int, data: dict[str, Any], species: dict[str, Species], cell_of: dict[str, int]
    ) -> Mon:
        m = cls(idx, int(data["owner"]), species[data["species"]])
        sq = data["square"]
        m.cell = OFF if sq is None else cell_of[sq]
        m.hp = int(data["hp"])
        m.out = bool(data["out"])
        m.gauges.update({k: int(v) for k, v in data["gauges"].items()})
        m.tokens.update({k: int(v) for k, v in data["tokens"].items()})
        return m
