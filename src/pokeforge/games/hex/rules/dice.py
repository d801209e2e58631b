"""Dice rolls through the state's RNG, with what reacts to a roll: §11 Silver (a 1 draws an Item)
and §8 Time Travel ("forces a reroll of any dice ... anytime after any roll of the dice made by
you or an opponent"; a Poké Doll of the roller blocks it)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ..actions import Action
from .decks import discard_item, draw_items
from .flow import ask, decision, push, task
from .power import item_kind

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
    return next((i for i in state.players[seat].hand if item_kind(i) == TIME_TRAVEL), None)


def roll_dice(
    state: HexState, owners: list[int | None], purpose: str, then: dict[str, Any]
) -> None:
    """Roll one d6 for each of ``owners``, let Time Travel holders react, then run the task
    ``then`` with ``"dice"`` set to the final faces."""
    dice = [roll(state, o, purpose) for o in owners]
    prefix = TIME_TRAVEL + "."
    if not any(i.startswith(prefix) for p in state.players for i in p.hand):
        push(state, {**then, "dice": dice})
        return
    faces = ", ".join(str(d) for d in dice)
    state.say("dice", f"Dice rolled ({purpose}): {faces}.", dice=dice, purpose=purpose)
    push(
        state,
        {
            "t": "dice_window",
            "owners": list(owners),
            "dice": dice,
            "purpose": purpose,
            "then": then,
            "asked": [],
        },
    )


@task("dice_window")
def dice_window(state: HexState, t: dict[str, Any]) -> None:
    """§8 Time Travel: holders are asked one at a time, from the roller in seat order."""
    from pokeforge.core import ReactionWindow

    first = next((o for o in t["owners"] if o is not None), state.active)
    n = state.num_seats
    for k in range(n):
        s = (int(first) + k) % n
        if s not in t["asked"] and _traveller(state, s) is not None:
            faces = ", ".join(str(d) for d in t["dice"])
            ask(
                state,
                "time_travel",
                [s],
                f"play a Time Travel to reroll a die ({faces})?",
                window=ReactionWindow("time_travel", (s,)).to_json(),
                roll=t,
            )
            return
    push(state, {**t["then"], "dice": list(t["dice"])})


def _legal_time_travel(state: HexState, seat: int) -> list[Action]:
    assert state.pending is not None
    n = len(state.pending["roll"]["dice"])
    return [Action("pass"), *(Action("reroll", str(k)) for k in range(n))]


@decision("time_travel", _legal_time_travel)
def _apply_time_travel(state: HexState, seat: int, action: Action) -> None:
    assert state.pending is not None
    t = state.pending["roll"]
    state.pending = None
    if action.verb == "pass":
        push(state, {**t, "asked": [*t["asked"], seat]})
        return
    k = int(action.arg)
    item = _traveller(state, seat)
    assert item is not None
    discard_item(state, seat, item)
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
        keep = {**t, "asked": [*t["asked"], seat]}
        push(
            state,
            {
                "t": "doll",
                "actor": seat,
                "target": int(owner),
                "blocks": 0,
                "then": reroll,
                "otherwise": keep,
            },
        )


@task("dice_reroll")
def _dice_reroll(state: HexState, t: dict[str, Any]) -> None:
    """The die is rolled again; everyone may react to the new roll."""
    w = t["roll"]
    k = int(t["die"])
    dice = list(w["dice"])
    old = dice[k]
    dice[k] = roll(state, w["owners"][k], w["purpose"])
    state.say("reroll", f"The {old} is rolled again: {dice[k]}.", die=k, face=dice[k])
    push(state, {**w, "dice": dice, "asked": []})
