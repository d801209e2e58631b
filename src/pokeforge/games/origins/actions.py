"""Origins actions: a verb, a card kind (a card def id) and a position, with a stable text.

Actions never name a hidden card instance: a card in a hand is named by its kind
(``base1-58``), a Pokémon in play by its position (``active``, ``bench0`` … ``bench4``; the
opponent's as ``their-active``, ``their-bench0`` …). Verbs:

  placement  active CARD | bench CARD | done | redraw (only in a re-dealt copy, see
             docs/rules/origins.md)
  mulligan   extra N  (draw N of the extra cards an opponent's mulligan allows, N 0-2)
  turn       bench CARD | evolve CARD POS | attach CARD POS | play CARD | retreat POS |
             power POS | attack N | end
  choices    promote POS | target POS | pick CARD | pay CARD | yes | no
"""

from __future__ import annotations

from dataclasses import dataclass

#: the positions of one side, as its owner names them
OWN_POSITIONS: tuple[str, ...] = ("active", "bench0", "bench1", "bench2", "bench3", "bench4")
BENCH_POSITIONS: tuple[str, ...] = OWN_POSITIONS[1:]
#: the positions of the other side, as the acting seat names them
THEIR_POSITIONS: tuple[str, ...] = tuple(f"their-{p}" for p in OWN_POSITIONS)
ALL_POSITIONS: tuple[str, ...] = OWN_POSITIONS + THEIR_POSITIONS


@dataclass(frozen=True, slots=True)
class Action:
    verb: str
    card: str = ""
    pos: str = ""

    def __str__(self) -> str:
        out = self.verb
        if self.card:
            out += " " + self.card
        if self.pos:
            out += " " + self.pos
        return out


END = Action("end")
DONE = Action("done")
REDRAW = Action("redraw")
YES = Action("yes")
NO = Action("no")


#: actions made by :func:`act`, shared (actions are values; most come back turn after turn)
_MADE: dict[tuple[str, str, str], Action] = {}


def act(verb: str, card: str = "", pos: str = "") -> Action:
    """The action ``Action(verb, card, pos)``, made once and then shared."""
    key = (verb, card, pos)
    found = _MADE.get(key)
    if found is None:
        if len(_MADE) > 100_000:
            _MADE.clear()
        found = _MADE[key] = Action(verb, card, pos)
    return found
