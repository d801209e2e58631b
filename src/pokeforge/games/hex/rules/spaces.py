"""Landing on a space (rulebook §3 spaces A/B/C, §7 Indigo Plateau and League spaces, §12
battles on the same space)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from .battle import new_side, start_battle
from .capture import pile_choice
from .decks import draw, draw_items
from .effects import _can_battle, choose, effect_tasks
from .flow import push, task
from .league import league_start

if TYPE_CHECKING:
    from ..state import HexState

#: §7 League special spaces: (colour, how many are revealed)
LEAGUE_CAPTURES = {
    "league_green4": ("green", 4),
    "league_blue3": ("blue", 3),
    "league_red2": ("red", 2),
}


@task("land")
def land(state: HexState, t: dict[str, Any]) -> None:
    """Activate the space ``seat`` stopped on (or fished, §8 Fishing Rod)."""
    seat, space = int(t["seat"]), int(t["space"])
    sp = state.board.spaces[space]
    p = state.players[seat]
    kind = sp.kind
    if kind == "pokemon":
        push(state, {"t": "capture_offer", "seat": seat, "space": space})
    elif kind in ("event", "super_event"):
        push(state, {"t": "draw_event", "seat": seat, "super": kind == "super_event"})
    elif kind == "city":
        tasks = []
        if space not in p.visited:
            p.visited.append(space)
            tile = state.content.tiles[sp.tile]["city"]
            if str(space) not in state.pioneers:
                state.pioneers[str(space)] = seat
                tasks += effect_tasks(seat, tile.get("pioneer", []), "pioneer")
                if state.params.achievements:
                    from .achievements import check_achievements

                    check_achievements(state, seat)
            tasks += effect_tasks(seat, tile.get("first_visit", []), "first visit")
        tasks.append({"t": "gym_offer", "seat": seat})
        push(state, *tasks)
    elif kind == "plateau":
        if space not in p.visited:
            p.visited.append(space)
        if str(space) not in state.pioneers:
            state.pioneers[str(space)] = seat
        p.league_steps = 0
        if not p.plateau_done:
            p.plateau_done = True  # §7: the first stop upgrades a family
            push(state, {"t": "lock_offer", "seat": seat})
    elif kind == "league_start":
        lap = len(state.board.loop)
        lg = state.league
        elite = state.params.league_format == "elite4" and (lg is None or "elite_kept" in lg)
        if p.league_steps >= lap and elite:
            push(state, {"t": "elite_challenge", "seat": seat})
        elif p.league_steps >= lap and (lg is None or lg["phase"] == "open"):
            league_start(state, {"t": "league_start", "seat": seat})
        else:
            draw_items(state, seat, 1)  # §7: stopping before a full lap draws an Item
    elif kind in LEAGUE_CAPTURES:
        tier, n = LEAGUE_CAPTURES[kind]
        pile_choice(state, seat, tier, n, 1, capture=True)
    elif kind == "league_events2":
        push(state, {"t": "pick_event", "seat": seat})
    if (
        state.params.battles_on_same_space
        and not t.get("remote")
        and sp.slot not in ("start", "league")
    ):
        others = [
            s
            for s in range(state.num_seats)
            if s != seat and state.players[s].pos == space and _can_battle(state, s)
        ]
        if others and _can_battle(state, seat):
            state.tasks.append({"t": "same_space_battle", "seat": seat, "others": others})


@task("same_space_battle")
def same_space_battle(state: HexState, t: dict[str, Any]) -> None:
    """§12 optional: landing on an occupied space forces a battle (the winner draws an Item: the
    rulebook names no prize, this is the documented choice)."""
    seat = int(t["seat"])
    if "choice" not in t and len(t["others"]) > 1:
        choose(state, seat, t, [str(s) for s in t["others"]], "battle which player?", about="seat")
        return
    opp = int(t.get("choice", t["others"][0]))
    start_battle(
        state,
        "duel",
        [new_side(seat), new_side(opp)],
        {"t": "duel_result", "prize": [{"do": "draw_items", "count": 1}]},
    )


@task("pick_event")
def pick_event(state: HexState, t: dict[str, Any]) -> None:
    """§7 League space: draw 2 Events and activate one of them."""
    seat = int(t["seat"])
    if "cards" not in t:
        cards = [c for c in (draw(state, "events"), draw(state, "events")) if c is not None]
        if not cards:
            return
        t = {**t, "cards": cards}
    if "choice" not in t:
        choose(state, seat, t, list(t["cards"]), "choose the Event to activate")
        return
    for c in t["cards"]:
        if c != t["choice"]:
            state.discards["events"].append(c)
    ev = state.content.events[t["choice"].rpartition(".")[0]]
    state.say("event", f"{state.name(seat)} activates {ev.name} ({ev.text})", seat=seat, card=ev.id)
    # §8: activated like any drawn Event (Poké Flute, Exp. Share, May and Rocket Bribe answer)
    push(state, {"t": "event_window", "seat": seat, "deck": "events", "card": t["choice"]})
