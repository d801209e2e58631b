"""Dice rolls through the state's RNG, with what reacts to a roll: §11 Silver (a 1 draws an Item)
and §8 Time Travel ("forces a reroll of any dice ... anytime after any roll of the dice made by
you or an opponent"; a Poké Doll of the roller blocks it)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ..actions import Action
from .decks import discard_item, draw_items
from .flow import push, task
from .power import held
from .react import mark_played, open_window, reaction, spent, with_items

if TYPE_CHECKING:
    from ..state import HexState

TIME_TRAVEL = "time-travel"


def roll(state: HexState, seat: int | None, purpose: str) -> int:
    """One d6 for ``seat`` (``None``: a non-player such as an Elite Trainer). §11 Silver: a 1
    on any roll draws an Item Card."""
    face = state.rng.d6()
    if seat is not None and face == 1:
        trainer = state.content.trainers[state.players[seat].trainer]
        if trainer.ability("item_on_one"):
            draw_items(state, seat, 1)
    return face


def _traveller(state: HexState, seat: int) -> str | None:
    return held(state.players[seat].hand, TIME_TRAVEL)


def roll_dice(
    state: HexState, owners: list[int | None], purpose: str, then: dict[str, Any]
) -> None:
    """Roll one d6 for each of ``owners``, open the Time Travel window, then run the task
    ``then`` with ``"dice"`` set to the final faces."""
    dice = [roll(state, o, purpose) for o in owners]
    state.say("dice", f"Dice rolled ({purpose}): {_faces(dice)}.", dice=dice, purpose=purpose)
    push(state, {"t": "dice_window", "owners": list(owners), "dice": dice, "purpose": purpose,
                 "then": then})  # fmt: skip


def _faces(dice: list[int]) -> str:
    """The faces as text: ``"3"``, ``"2, 5"``."""
    return str(dice[0]) if len(dice) == 1 else ", ".join(map(str, dice))


@task("dice_window")
def dice_window(state: HexState, t: dict[str, Any]) -> None:
    """§8 Time Travel, after every roll: every player with an Item Card in hand answers (whether
    one holds a Time Travel must not show). Rerolls are played in seat order from the roller."""
    seats = [] if spent(state, TIME_TRAVEL) else with_items(state, int(_first_owner(state, t)))
    if not seats:
        push(state, {**t["then"], "dice": list(t["dice"])})
        return
    faces = _faces(t["dice"])
    text = f"the dice show {faces} ({t['purpose']}): play a Time Travel to reroll one, or pass"
    open_window(state, "time_travel", seats, text, t)


def _first_owner(state: HexState, t: dict[str, Any]) -> int:
    for o in t["owners"]:
        if o is not None:
            return int(o)
    return state.active


def _legal_time_travel(state: HexState, seat: int, t: dict[str, Any]) -> list[Action]:
    if held(state.players[seat].hand, TIME_TRAVEL) is None:  # (_traveller, one call less)
        return []
    return Action.each("reroll", range(len(t["dice"])))


@reaction("time_travel", _legal_time_travel)
def _resolve_time_travel(
    state: HexState, played: list[tuple[int, Action]], t: dict[str, Any]
) -> None:
    _next_travel(state, t, [[s, int(a.arg)] for s, a in played] if played else [])


@task("travel_next")
def _travel_next(state: HexState, t: dict[str, Any]) -> None:
    _next_travel(state, t["roll"], t["queue"])


def _next_travel(state: HexState, t: dict[str, Any], queue: list[list[int]]) -> None:
    """Play the first Time Travel of ``queue``; a rerolled die opens a new window (the answers
    still queued are dropped: their players keep their cards and answer the new roll); a Time
    Travel blocked by a Poké Doll lets the next one in the queue be played."""
    while queue:
        (seat, k), queue = queue[0], queue[1:]
        item = _traveller(state, seat)
        if item is None:
            continue
        discard_item(state, seat, item)
        mark_played(state, TIME_TRAVEL)
        state.say(
            "time_travel",
            f"{state.name(seat)} plays a Time Travel on a {t['dice'][k]}.",
            seat=seat,
            die=k,
        )
        reroll = {"t": "dice_reroll", "roll": t, "die": k}
        owner = t["owners"][k]
        if owner is None or owner == seat:
            push(state, reroll)
        else:  # a direct effect on the opponent's roll: their Poké Doll blocks it
            keep = {"t": "travel_next", "roll": t, "queue": queue}
            push(state, {"t": "doll", "actor": seat, "target": int(owner), "blocks": 0,
                         "then": reroll, "otherwise": keep})  # fmt: skip
        return
    push(state, {**t["then"], "dice": list(t["dice"])})


@task("dice_reroll")
def _dice_reroll(state: HexState, t: dict[str, Any]) -> None:
    """The die is rolled again; everyone may react to the new roll."""
    w = t["roll"]
    k = int(t["die"])
    dice = list(w["dice"])
    old = dice[k]
    dice[k] = roll(state, w["owners"][k], w["purpose"])
    state.say("reroll", f"The {old} is rolled again: {dice[k]}.", die=k, face=dice[k])
    push(state, {**w, "dice": dice})
