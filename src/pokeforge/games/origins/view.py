"""What a seat may know of an Origins play, as JSON-ready data. Hands, decks and Prize cards
are shown through their zones (:meth:`pokeforge.core.Zone.view`): counts to everyone, cards
only to whoever may look."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from .glossary import glossary, shown_ids
from .rules import board

if TYPE_CHECKING:
    from .state import Mon, OriginsState


def mon_view(st: OriginsState, mon: Mon | None) -> dict[str, Any] | None:
    if mon is None:
        return None
    card = board.top(st, mon)
    return {
        "card": card.id,
        "name": card.name,
        "stack": list(mon["cards"]),
        "hp": board.hp(st, mon),
        "damage": mon["damage"],
        "energy": sorted(mon["energy"]),
        "tools": sorted(mon["tools"]),
        "conditions": sorted(mon["cond"]),
        "effects": sorted({m["kind"] for m in mon["markers"]}),
    }


def view_of(st: OriginsState, seat: int | None) -> dict[str, Any]:
    zones = {z.name: z for z in st.secrets().zones}
    players = []
    for p in (0, 1):
        players.append(
            {
                "seat": p,
                "deck": len(st.deck[p]),
                "hand": zones[f"hand{p}"].view(seat),
                "prizes": len(st.prizes[p]),
                "prizes_taken": st.prizes_taken[p],
                "discard": list(st.discard[p]),
                "removed": list(st.removed[p]),
                "active": mon_view(st, st.active[p]),
                "bench": [mon_view(st, m) for m in st.bench[p]],
                "mulligans": st.mulligans[p],
            }
        )
    out: dict[str, Any] = {
        "format": st.params.format,
        "phase": st.phase,
        "turn": st.turn,
        "current": st.current,
        "first": st.first,
        "energy_played": st.energy_played,
        "retreated": st.retreated,
        "players": players,
        "sudden_deaths": st.sudden_deaths,
    }
    stadium = st.flags.get("stadium")
    if stadium is not None:  # a Stadium card in play is face up for everyone
        out["stadium"] = {"owner": stadium[0], "card": stadium[1]}
    if st.phase == "place" and st.placing is not None:
        out["placing"] = st.placing.view(seat)
    else:
        out["to_act"] = list(st.to_act())
        pending = st.pending
        if pending is not None:
            shown: dict[str, Any] = {"kind": pending["kind"], "seat": pending["seat"]}
            if seat == pending["seat"] and pending["kind"] != "main":
                shown["options"] = [str(a) for a in st.legal_actions(int(pending["seat"]))]
            out["pending"] = shown
    if st.outcome is not None:
        out["outcome"] = st.outcome.to_json()
    # the printed facts of every card the view shows (hands, piles, attached cards, options)
    out["cards"] = glossary(st.cards, shown_ids(out, st.cards))
    return out
