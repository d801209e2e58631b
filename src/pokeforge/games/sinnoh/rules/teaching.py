"""Teaching the defeated Pokémon's move (rulebook: REWARDS AND RECOVERY, POKÉMON FORMS).

Only after a wild Pokémon faints, the trainer may teach its move to a Pokémon in their party whose
Learnable Move Types include the move's type (a Typeless move to any Pokémon). A Pokémon knows
at most 3 moves and its signature move cannot be changed, so a Pokémon with two taught moves must
discard one to learn. If the defeated Pokémon's forms have different signature moves, any one of
them may be taught. It is a decision of the trainer's seat, made before the battle ends; one step
per defeated Pokémon (a swarm may give several).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from pokeforge.core.events import Event

from ..actions import SKIP, Action, action
from ..fate import breach_of
from . import perks
from .tactics import EXTRA_MOVES, assign

if TYPE_CHECKING:
    from ..pieces import Mon
    from ..state import SinnohState


def moves_of(st: SinnohState, mon: Mon) -> list[str]:
    """The signature moves of every form of the defeated Pokémon's card."""
    content = st.content
    return sorted({c.move for c in content.forms_of(content.cards[mon.card])})


def options(st: SinnohState) -> list[Action]:
    """``teach SLOT move=NAME`` (``;replace=OLD`` when SLOT already knows 3 moves)."""
    if not st.teach_left:
        return []
    content = st.content
    out: list[Action] = []
    # Detailed Sketch (Artist): any Pokémon may learn it, whatever its learnable types
    any_type = perks.has(st, 0, "teach_any")
    for name in st.teach_left[0]:
        move = content.moves.get(name)
        if move is None:
            continue
        for slot, mon in enumerate(st.sides[0].party):
            card = content.cards[mon.card]
            if name in st.move_names(mon):
                continue
            if move.type != "typeless" and move.type not in card.learnable and not any_type:
                continue
            if len(mon.moves) < EXTRA_MOVES:
                out.append(action("teach", slot, f"move={name}"))
            else:
                # a Distortion Breach card may not leave the party: it is never replaced
                kept = breach_of(content, mon)
                out.extend(
                    action("teach", slot, f"move={name};replace={old}")
                    for old in mon.moves
                    if old not in kept
                )
    return out


def next_step(st: SinnohState) -> bool:
    """Offer the next teaching step; False when none is left (the battle may end)."""
    while st.teach_left:
        if options(st):
            st.actor, st.phase = 0, "teach"
            return True
        st.teach_left = st.teach_left[1:]
    return False


def teach(st: SinnohState, act: Action, events: list[Event]) -> None:
    """Carry out a teaching decision (or ``skip``) and move to the next defeated Pokémon."""
    st.teach_left = st.teach_left[1:]
    if act is SKIP or act.verb == "skip":
        return
    opts = act.options()
    mon = st.sides[0].party[act.index]
    old = opts.get("replace")
    moves = [m for m in mon.moves if m != old]
    mon.moves = [*moves, opts["move"]]
    assign(st.content, mon, st.sides[0].kind)
    text = f"{st.name(mon)} learned {opts['move']}" + (f" in place of {old}" if old else "")
    events.append(Event("teach", text, {"slot": act.index, "move": opts["move"], "replace": old}))
