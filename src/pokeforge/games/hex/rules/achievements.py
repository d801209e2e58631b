"""Achievement mode (rulebook §12, optional: parameter ``achievements``): the first player to meet
an Achievement card's requirement takes the card and its reward. Requirements are checked when a
player gets a Pokémon, a badge or a city's pioneer bonus."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from .decks import draw
from .effects import choose, handler
from .flow import push

if TYPE_CHECKING:
    from ..content import Achievement
    from ..state import HexState


def met(state: HexState, seat: int, a: Achievement) -> bool:
    """Whether ``seat`` meets the requirement of ``a`` now."""
    p = state.players[seat]
    cards = state.content.cards
    need = a.need
    kind = need["kind"]
    if kind == "types":
        fams = {cards[c].family for c in p.team if set(cards[c].types) & set(need["types"])}
        return len(fams) >= int(need["count"])
    if kind == "captures":
        return p.captures >= int(need["count"])
    if kind == "badges":
        return len(p.badges) >= int(need["count"])
    if kind == "colour":
        return sum(1 for c in p.team if cards[c].tier == need["tier"]) >= int(need["count"])
    if kind == "pioneer":
        return sum(1 for s in state.pioneers.values() if s == seat) >= int(need["count"])
    stages: dict[str, set[int]] = {}
    for c in p.team:
        stages.setdefault(cards[c].family, set()).add(cards[c].stage)
    return any(len(st) >= 3 for st in stages.values())


def check_achievements(state: HexState, seat: int) -> None:
    """§12: give ``seat`` every Achievement still on the table whose requirement it meets."""
    if not state.params.achievements:
        return
    claimed: dict[str, int] = state.flags.setdefault("achievements", {})
    for a in state.content.achievements.values():
        if a.id in claimed or not met(state, seat, a):
            continue
        claimed[a.id] = seat
        state.say(
            "achievement",
            f"{state.name(seat)} earns the Achievement {a.name}.",
            seat=seat,
            achievement=a.id,
        )
        push(
            state,
            *({"t": "effect", "seat": seat, "effect": dict(e), "source": a.id} for e in a.reward),
        )


@handler("take_trainer")
def _take_trainer(state: HexState, seat: int, eff: dict[str, Any], t: dict[str, Any]) -> None:
    """§12: the reward Trainer card comes from the Trainer deck, its discard pile or another
    player (who draws a new one); taking it is the player's choice (only one stays active)."""
    want = str(eff["trainer"])
    p = state.players[seat]
    if p.trainer == want:
        return
    if "choice" not in t:
        name = state.content.trainers[want].name
        choose(state, seat, t, ["take", "keep"], f"take the {name} Trainer card?")
        return
    if t["choice"] != "take":
        return
    for pile in (state.decks["trainers"], state.discards["trainers"]):
        if want in pile:
            pile.remove(want)
            break
    else:
        holder = next((s for s, q in enumerate(state.players) if q.trainer == want), None)
        if holder is None:
            return
        new = draw(state, "trainers")
        if new is None:
            return
        state.players[holder].trainer = new
        state.say(
            "trainer",
            f"{state.name(holder)} is now {state.content.trainers[new].name}.",
            seat=holder,
            trainer=new,
            reveals=("the top card of the Trainer deck",),
        )
    state.discards["trainers"].append(p.trainer)
    p.trainer = want
    state.say(
        "trainer",
        f"{state.name(seat)} is now {state.content.trainers[want].name}.",
        seat=seat,
        trainer=want,
    )
