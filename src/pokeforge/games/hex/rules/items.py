"""Common Items used from the turn menu (rulebook §8 "Item Guide"): Bicycle, Fly, Fishing Rod,
Honey, Rocket Attack. Balls are used in the capture step, power bonuses and Potions in battles,
Escape Rope in the move, Poké Doll in reaction windows."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from .capture import gain  # noqa: F401  (re-exported for handlers that give Pokémon)
from .decks import discard_item
from .effects import choose, hostile, opponents
from .flow import push, task
from .power import item_kind

if TYPE_CHECKING:
    from ..state import HexState

#: item effect -> does using it take the whole turn (§8 Fly, Fishing Rod, Honey)
TURN_ITEMS = {
    "fly": True,
    "fishing_rod": True,
    "honey": True,
    "extra_turn": False,
    "steal_item": False,
}


def usable_common(state: HexState, seat: int) -> list[str]:
    """One instance of each common Item ``seat`` can use now."""
    out: dict[str, str] = {}
    p = state.players[seat]
    for i in p.hand:
        kind = item_kind(i)
        eff = state.content.items[kind].effect["do"]
        if eff not in TURN_ITEMS or kind in out:
            continue
        if eff == "honey" and not _honey_targets(state, seat):
            continue
        if eff == "steal_item" and not any(state.players[o].hand for o in opponents(state, seat)):
            continue
        if eff == "fishing_rod" and not _rod_targets(state, seat):
            continue
        out[kind] = i
    return sorted(out.values())


def use_common(state: HexState, seat: int, item: str) -> None:
    eff = state.content.items[item_kind(item)].effect["do"]
    discard_item(state, seat, item)
    state.say(
        "item",
        f"{state.name(seat)} uses {state.content.items[item_kind(item)].name}.",
        seat=seat,
        item=item_kind(item),
    )
    if not TURN_ITEMS[eff]:
        push(state, {"t": "turn_menu"})
    push(state, {"t": "item_effect", "seat": seat, "do": eff})


def _tile_spaces(state: HexState, seat: int) -> list[int]:
    return state.board.tile_spaces(state.board.spaces[state.players[seat].pos].slot)


def _honey_targets(state: HexState, seat: int) -> list[int]:
    return [s for s in _tile_spaces(state, seat) if state.card_at(s) is not None]


def _rod_targets(state: HexState, seat: int) -> list[int]:
    pos = state.players[seat].pos
    near = [pos] + [v for v, _ in state.board.succ[pos]]
    kinds = ("pokemon", "event", "super_event")
    return sorted(
        {
            s
            for s in near
            if state.board.spaces[s].kind in kinds
            and (state.board.spaces[s].kind != "pokemon" or state.card_at(s) is not None)
        }
    )


@task("item_effect")
def item_effect(state: HexState, t: dict[str, Any]) -> None:
    seat, eff = int(t["seat"]), t["do"]
    if eff == "extra_turn":
        state.players[seat].extra_turns += 1  # §8 Bicycle
        return
    if eff == "fly":  # §8 Fly: any space of this hexagon, then activate it
        if "choice" not in t:
            opts = [str(s) for s in _tile_spaces(state, seat) if s != state.players[seat].pos]
            choose(state, seat, t, opts, "fly to a space of this hexagon")
            return
        dest = int(t["choice"])
        state.players[seat].pos = dest
        state.say("fly", f"{state.name(seat)} flies to space {dest}.", seat=seat, to=dest)
        push(state, {"t": "land", "seat": seat, "space": dest})
        return
    if eff == "fishing_rod":  # §8: activate this or an adjacent space without moving
        if "choice" not in t:
            choose(state, seat, t, [str(s) for s in _rod_targets(state, seat)], "fish a space")
            return
        push(state, {"t": "land", "seat": seat, "space": int(t["choice"]), "remote": True})
        return
    if eff == "honey":  # §8: try to capture a Pokémon on this hexagon
        if "choice" not in t:
            choose(state, seat, t, [str(s) for s in _honey_targets(state, seat)], "lure a Pokémon")
            return
        push(state, {"t": "capture_offer", "seat": seat, "space": int(t["choice"])})
        return
    if eff == "steal_item":  # §8 Rocket Attack (a Poké Doll blocks it)
        if "choice" not in t:
            opts = [str(o) for o in opponents(state, seat) if state.players[o].hand]
            choose(state, seat, t, opts, "steal a random Item from")
            return
        hostile(
            state, seat, int(t["choice"]), {"t": "steal", "thief": seat, "victim": int(t["choice"])}
        )


@task("steal")
def steal(state: HexState, t: dict[str, Any]) -> None:
    thief, victim = int(t["thief"]), int(t["victim"])
    hand = state.players[victim].hand
    if not hand:
        return
    card = state.rng.choice(hand)
    hand.remove(card)
    state.players[thief].hand.append(card)
    state.say(
        "steal",
        f"{state.name(thief)} steals an Item from {state.name(victim)}.",
        private={thief: {"item": card}, victim: {"item": card}},
        thief=thief,
        victim=victim,
    )
