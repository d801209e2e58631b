"""The flow of a play: which decision is asked, the legal actions for it, carrying out an
answer, and running the steps that follow (effects, Knock Outs, the checkup, the next turn)
until a player must decide again.

``state.pending`` is the decision asked now: ``main`` (the turn's free actions), ``effect``
(a choice inside an effect), ``promote`` (a new Active Pokémon), ``retreat`` (which Energy pays
the Retreat Cost), ``extra`` (extra cards after the opponent's mulligan). During the secret
placement (``phase == "place"``) both players act at once (:mod:`.setup`). ``state.flow`` lists
the steps still to run before the next decision.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from pokeforge.core import Prompt, seat_name

from ..actions import Action, act
from . import board, checkup, effects, knockout, layers, powers, setup, turn

if TYPE_CHECKING:
    from ..state import OriginsState


def _promote_step(owner: int) -> Callable[[OriginsState], None]:
    def step(st: OriginsState) -> None:
        if st.active[owner] is not None:
            return
        if not st.bench[owner]:  # no Pokémon left in play (returned to the hand, say)
            if not board.in_play(st, owner):
                knockout.finish(
                    st, 1 - owner, f"{seat_name(owner)} has no Pokémon in play", "no_pokemon"
                )
            return
        options = knockout.promote_options(st, owner)
        if len(options) == 1:
            knockout.promote(st, owner, options[0])
            return
        st.pending = {
            "kind": "promote",
            "seat": owner,
            "text": "Choose your new Active Pokémon",
            "options": [["promote", "", pos] for pos in options],
        }

    return step


STEPS: dict[str, Callable[[OriginsState], None]] = {
    "sweep": knockout.sweep,
    "end_turn": checkup.end_turn,
    "checkup": checkup.checkup,
    "next_turn": turn.next_turn,
    "draw": turn.draw_step,
    "extra": setup.extra_step,
    "place": setup.place_step,
    "promote0": _promote_step(0),
    "promote1": _promote_step(1),
}


def advance(st: OriginsState) -> None:
    """Run effects and steps until a decision is asked or the game ends."""
    lost = bool(layers.FORMATS[st.params.format] & {"legendary_removed", "stadium_removed"})
    while st.outcome is None and st.pending is None and st.phase != "place":
        if lost:
            layers.sweep_lost(st)
        if st.tasks:
            effects.run(st)
            continue
        if st.flow:
            STEPS[st.flow.pop(0)](st)
            continue
        st.pending = {"kind": "main", "seat": st.current}
    if lost:
        layers.sweep_lost(st)


def legal_actions(st: OriginsState, seat: int) -> list[Action]:
    if st.phase == "place":
        return setup.placement_actions(st, seat)
    p = st.pending
    assert p is not None
    if p["kind"] == "main":
        return turn.main_actions(st, seat)
    source = p.get("from")
    if source is not None:
        return dynamic_options(st, seat, source, p["options"], p.get("filter"))
    return [act(*o) for o in p["options"]]


def dynamic_options(
    st: OriginsState,
    seat: int,
    source: str,
    extra: list[list[str]],
    wanted: dict[str, Any] | None = None,
) -> list[Action]:
    """A choice among the card kinds of a zone the chooser sees but others may not (its hand,
    the cards it looks at), read from the zone itself: a copy re-dealt for another seat offers
    what the re-dealt zone holds (``wanted``: only the kinds a search wants)."""
    cards = set(st.hand[seat] if source == "hand" else st.flags.get("looking", []))
    if wanted is not None:
        cards = {c for c in cards if effects.fits(st, c, wanted)}
    return [Action("pick", k) for k in sorted(cards)] + [Action(*o) for o in extra]


def apply_action(st: OriginsState, seat: int, action: Action) -> None:
    if st.phase == "place":
        # not counted: how many placement steps a player took is its secret
        setup.place(st, seat, action)
    else:
        st.decisions += 1
        p = st.pending
        assert p is not None
        st.pending = None
        kind = p["kind"]
        if kind == "main":
            turn.play_main(st, seat, action)
        elif kind == "effect":
            effects.context(st)["answer"] = [action.verb, action.card, action.pos]
        elif kind == "promote":
            knockout.promote(st, seat, action.pos)
        elif kind == "retreat":
            turn.pay_retreat(st, action.card)
        elif kind == "extra":
            setup.extra(st, seat, int(action.pos))
    advance(st)
    powers.sync_face_up(st)
    if st.outcome is None and st.decisions >= st.params.decision_cap:
        knockout.finish(st, None, f"the play reached {st.decisions} decisions", "cap")


PROMPTS = {
    "main": "Your turn: play cards, retreat, attack or end the turn",
    "place": "Place your Active and Bench Pokémon face down",
}


def prompt_of(st: OriginsState, seat: int) -> Prompt:
    if seat not in st.to_act():
        return Prompt("wait", "nothing to decide now")
    if st.phase == "place":
        return Prompt("place", PROMPTS["place"])
    p = st.pending
    assert p is not None
    kind = p["kind"]
    text = p.get("text") or PROMPTS.get(kind, kind)
    return Prompt(kind, text)


def explain(st: OriginsState, seat: int, action: Any) -> str:
    if seat not in st.to_act():
        return f"it is not {seat_name(seat)}'s decision now"
    return f"{action} is not a legal action now ({prompt_of(st, seat).text})"
