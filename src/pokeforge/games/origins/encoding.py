"""Integer actions of origins (see :mod:`pokeforge.core.encoding`, docs/integer-actions.md).

Blocks, in this order, each numbered in mixed radix by :class:`~pokeforge.core.ActionCodec`:
``active`` card, ``bench`` card, ``done``, ``redraw``, ``extra`` 0-2, ``evolve`` card × own
position, ``attach`` card × own position, ``play`` card, ``retreat`` bench slot, ``power`` own
position, ``attack`` 0-3, ``end``, ``promote`` bench slot, ``target`` any position (own and
``their-``), ``pick`` card, ``pay`` card, ``yes``, ``no``, ``type`` a nameable type, ``peek``
a place. Cards are the game's card ids in
sorted order; positions ``active``, ``bench0`` … ``bench4``. The number depends on the action
and the game's cards only.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from pokeforge.core import ActionCodec
from pokeforge.core.encoding import NumberMemo

from .actions import ALL_POSITIONS, BENCH_POSITIONS, OWN_POSITIONS, Action

if TYPE_CHECKING:
    from pokeforge.core import Game, Params, State

#: the fields of each verb, as (card?, position domain or None)
ATTACKS = ("0", "1", "2", "3")
#: the types a player may name, and the places Peek looks at
TYPES = ("Grass", "Fire", "Water", "Lightning", "Psychic", "Fighting")
PEEKS = ("my-deck", "their-deck", "their-hand", "my-prize", "their-prize")
EXTRAS = ("0", "1", "2")


class Numbering:
    def __init__(self, cards: list[str]) -> None:
        self.codec = ActionCodec(
            [
                ("active", [cards]),
                ("bench", [cards]),
                ("done", []),
                ("redraw", []),
                ("extra", [EXTRAS]),
                ("evolve", [cards, OWN_POSITIONS]),
                ("attach", [cards, OWN_POSITIONS]),
                ("play", [cards]),
                ("retreat", [BENCH_POSITIONS]),
                ("power", [OWN_POSITIONS]),
                ("attack", [ATTACKS]),
                ("end", []),
                ("promote", [BENCH_POSITIONS]),
                ("target", [ALL_POSITIONS]),
                ("pick", [cards]),
                ("pay", [cards]),
                ("yes", []),
                ("no", []),
                ("type", [TYPES]),
                ("peek", [PEEKS]),
            ]
        )
        self.memo = NumberMemo()

    def number(self, action: Action) -> int:
        hit = self.memo.get(action)
        if hit is not None:
            return hit
        values = [v for v in (action.card, action.pos) if v]
        return self.memo.put(action, self.codec.encode(action.verb, *values))


_NUMBERINGS: dict[int, tuple[Any, Numbering]] = {}


def numbering(game: Any) -> Numbering:
    cards = game.cards
    entry = _NUMBERINGS.get(id(cards))
    if entry is None or entry[0] is not cards:
        entry = _NUMBERINGS[id(cards)] = (cards, Numbering(sorted(cards)))
    return entry[1]


def num_distinct_actions(game: Game, params: Params) -> int:
    return numbering(game).codec.size


def action_number(state: State[Any], seat: int, action: Any) -> int:
    return numbering(state.game).number(action)
