"""Gym Leaders and badges (rulebook §6): gym battles (static power, +2 type bonus, dual battles
with one die, the player wins draws, once per turn, rematches), badge rewards, locking and
upgrading an evolutionary family."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ..actions import Action
from ..render import leader_text
from .battle import new_side, start_battle
from .capture import gain
from .decks import draw_items, draw_pokemon
from .flow import ask, decision, push, task

if TYPE_CHECKING:
    from ..state import HexState

#: §6 badge rewards by the number of badges held after the win
BADGE_REWARDS = {
    1: "blue obeys",
    2: "red obeys",
    3: "free blue",
    4: "yellow obeys",
    5: "free red",
    6: "lock",
}


def may_challenge(state: HexState, seat: int, leader: str) -> bool:
    """§6: a Leader whose badge the player lacks, while the player has fewer than six badges (a
    badge won with §9 Alternative Gym counts among the six)."""
    badges = state.players[seat].badges
    return bool(leader) and leader not in badges and len(badges) < 6


@task("gym_offer")
def gym_offer(state: HexState, t: dict[str, Any]) -> None:
    """§3: landing on a city, you may fight its Gym Leader at once."""
    seat = int(t["seat"])
    sp = state.board.spaces[state.players[seat].pos]
    if not may_challenge(state, seat, sp.leader):
        return
    if state.flags.get("gym_done") or seat != state.active:
        return
    ask(
        state,
        "gym",
        [seat],
        f"challenge {leader_text(state, sp.leader)}?",
        leader=sp.leader,
    )


#: the answers to a Gym Leader's challenge (made once: actions are values)
_GYM_ANSWERS = (Action("challenge"), Action("pass"))


def _legal_gym(state: HexState, seat: int) -> list[Action]:
    return list(_GYM_ANSWERS)


@decision("gym", _legal_gym)
def _apply_gym(state: HexState, seat: int, action: Action) -> None:
    assert state.pending is not None
    leader = state.pending["leader"]
    state.pending = None
    if action.verb == "challenge":
        state.flags["gym_done"] = True
        push(state, {"t": "gym_battle", "seat": seat, "leader": leader})


@task("gym_battle")
def gym_battle(state: HexState, t: dict[str, Any]) -> None:
    """§6 Gym Battle: one per turn; dual leaders take two Pokémon and one die."""
    seat, lid = int(t["seat"]), str(t["leader"])
    leader = state.content.leaders[lid]
    start_battle(
        state,
        "gym",
        [new_side(seat), new_side(leader=lid)],
        {"t": "gym_result", "seat": seat, "leader": lid},
        dual=leader.dual,
    )


@task("gym_result")
def gym_result(state: HexState, t: dict[str, Any]) -> None:
    """§6 Badge rewards: a badge, an Item Card, and the reward of that badge number."""
    seat, lid = int(t["seat"]), str(t["leader"])
    leader = state.content.leaders[lid]
    if t["winner"] != seat:
        state.say("gym_lost", f"{state.name(seat)} lost to {leader.name}.", seat=seat, leader=lid)
        return
    p = state.players[seat]
    p.badges.append(lid)
    n = len(p.badges)
    state.say(
        "badge",
        f"{state.name(seat)} beats {leader.name} and earns badge {n} ({BADGE_REWARDS[n]}).",
        seat=seat,
        leader=lid,
        badges=n,
    )
    draw_items(state, seat, 1)
    if state.params.achievements:
        from .achievements import check_achievements

        check_achievements(state, seat)
    if n in (3, 5):
        card = draw_pokemon(state, "blue" if n == 3 else "red")
        if card is not None:
            gain(state, seat, card, "receives", hidden=True)
    elif n == 6:
        push(state, {"t": "lock_offer", "seat": seat})


def lockable(state: HexState, seat: int) -> list[str]:
    p = state.players[seat]
    fams = {state.content.cards[c].family for c in p.team}
    return sorted(f for f in fams if f not in p.locked)


@task("lock_offer")
def lock_offer(state: HexState, t: dict[str, Any]) -> None:
    """§6 Locking and upgrading: choose a family for a permanent +1; it cannot be traded."""
    seat = int(t["seat"])
    if lockable(state, seat):
        ask(state, "lock", [seat], "lock and upgrade an evolutionary family")


def _legal_lock(state: HexState, seat: int) -> list[Action]:
    return Action.each("lock", lockable(state, seat))


@decision("lock", _legal_lock)
def _apply_lock(state: HexState, seat: int, action: Action) -> None:
    state.pending = None
    state.players[seat].locked.append(action.arg)
    state.say(
        "lock",
        f"{state.name(seat)} locks and upgrades the {action.arg} family (+1).",
        seat=seat,
        family=action.arg,
    )
