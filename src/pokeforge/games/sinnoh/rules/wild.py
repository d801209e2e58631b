"""How the wild side decides (rulebook: ULTRA BURST "Battles": follow these principles).

The wild Pokémon uses the move with the highest value of expected dice result + type
effectiveness bonus + listed extra damage, preferring its signature move on ties; a swarm sends its
Pokémon in party order (weak, moderate, strong); the wild side never switches by choice. With a
single player, Team Galactic is decided the same way; it sends the Pokémon that matches up best
and uses Galactic Retribution as :func:`.tactics.auto_strike` says.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..actions import STAY, STRIKE, Action, action
from . import legal, tactics

if TYPE_CHECKING:
    from ..state import SinnohState


def score(st: SinnohState, side: int, action: Action) -> float:
    """Expected dice result + type bonus + half the listed extra damage of a move."""
    mon = st.sides[side].mon
    foe = st.sides[1 - side].mon
    assert mon is not None and foe is not None
    name = st.move_names(mon)[action.index]
    move = st.content.moves[name]
    opts = action.options()
    mtype = opts.get("type", move.type)
    mean = sum(st.faces) / len(st.faces)
    strength = move.strength or 3
    extra = 0
    for e in move.effects:
        if e["do"] == "extra_damage":
            extra += e["amount"]
        elif (
            e["do"] == "set_strength"
            and e.get("when", {}).get("test") == "used_last_turn"
            and mon.last_move == name
        ):
            strength = e["value"]  # Alpha Strike repeated: strength 2
    bonus = st.content.chart.bonus(mtype, st.content.cards[foe.card].types)
    return float(strength * mean + bonus + 0.5 * extra - 0.001 * action.index)


def best_sender(st: SinnohState, side: int) -> int:
    """Team Galactic chooses its next Pokémon: the one whose best move scores highest against
    the Pokémon in the arena (party order on ties); a swarm or a wild side: party order."""
    s = st.sides[side]
    usable = s.usable()
    foe = st.sides[1 - side].mon
    if s.kind != "galactic" or foe is None or len(usable) == 1:
        return usable[0]
    content = st.content
    foe_types = content.cards[foe.card].types
    mean = sum(st.faces) / len(st.faces)

    def value(i: int) -> float:
        mon = s.party[i]
        best = 0.0
        for name in st.move_names(mon):
            move = content.moves[name]
            types = content.cards[mon.card].learnable if move.has("choose_type") else (move.type,)
            bonus = max(content.chart.bonus(t, foe_types) for t in types or (move.type,))
            best = max(best, (move.strength or 3) * mean + bonus)
        return best - 0.001 * i

    return max(usable, key=value)


def wild_action(st: SinnohState) -> Action:
    """The automatic side's decision in the current phase."""
    side = st.actor
    if st.phase == "send":
        return action("send", best_sender(st, side))
    if st.phase == "retribution":
        return STRIKE if tactics.auto_strike(st, side) else STAY
    if st.phase in ("switch", "teach"):
        return STAY
    if st.phase == "metronome":
        drawn = legal.actions(st, side)
        return max(drawn, key=lambda a: score(st, side, a))
    options = legal.attack_actions(st, side)
    if not options:
        return STAY
    return max(options, key=lambda a: score(st, side, a))
