"""The Lake Guardian trials (rulebook: LAKE CAVERNS).

A Lake Guardian battled at its Lake Cavern is immune to capture attempts and to all damage until
its trial's condition is met; the immunities are removed on the turn after the condition is met:

* Trial of Emotion (Mesprit): until it would take damage from battle fatigue;
* Trial of Knowledge (Uxie): until it is attacked with a move with positive type effectiveness;
* Trial of Willpower (Azelf): until it is attacked with 2 or more critical hits over your last
  2 turns.

The trial is a small record on the state: ``{"side", "kind", "met", "crits"}``; ``met`` is the
turn number in which the condition was met (``-1`` before), ``crits`` the ``[turn, critical
hits]`` of the challenger's last two turns in which it attacked the Guardian.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from ..state import SinnohState


def new_trial(kind: str, side: int = 1) -> dict[str, Any]:
    return {"side": side, "kind": kind, "met": -1, "crits": []}


def immune(st: SinnohState, side: int) -> bool:
    """Whether the trial still protects ``side``'s Pokémon (until the turn after it is met)."""
    trial = st.trial
    if trial is None or trial["side"] != side:
        return False
    return bool(trial["met"] < 0 or trial["met"] == st.turns)


def _meet(st: SinnohState, notes: list[str], why: str) -> None:
    trial = st.trial
    assert trial is not None
    if trial["met"] < 0:
        st.trial = {**trial, "met": st.turns}
        notes.append(f"Trial of {trial['kind'].capitalize()} overcome ({why})")


def note_fatigue(st: SinnohState, side: int, notes: list[str]) -> None:
    """Trial of Emotion: the Guardian would take battle-fatigue damage."""
    trial = st.trial
    if trial is not None and trial["side"] == side and trial["kind"] == "emotion":
        _meet(st, notes, "battle fatigue caught up with it")


def note_attack(
    st: SinnohState, target_side: int, type_bonus: int, crits: int, notes: list[str]
) -> None:
    """Trials of Knowledge and Willpower: the Guardian has just been attacked."""
    trial = st.trial
    if trial is None or trial["side"] != target_side or trial["met"] >= 0:
        return
    if trial["kind"] == "knowledge" and type_bonus > 0:
        _meet(st, notes, "it was hit by a super-effective move")
    elif trial["kind"] == "willpower":
        history = [list(x) for x in trial["crits"]]
        if history and history[-1][0] == st.turns:
            history[-1][1] += crits
        else:
            history = [*history[-1:], [st.turns, crits]]
        st.trial = {**trial, "crits": history}
        if sum(n for _, n in history) >= 2:
            _meet(st, notes, "2 critical hits in 2 turns")
