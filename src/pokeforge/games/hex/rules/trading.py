"""Trading between players (rulebook §4 "Trading Pokémon"): on your turn you may offer one of
your Pokémon for one of an opponent's; the opponent accepts or declines. Locked families cannot
be traded (§6). One offer per turn, and it does not use up the turn (documented choices)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ..actions import Action
from .effects import choose, opponents, tradeable
from .flow import ask, decision, push, task

if TYPE_CHECKING:
    from ..state import HexState


def can_offer(state: HexState, seat: int) -> bool:
    """Whether ``seat`` may make an offer now: none made this turn, and a Pokémon to give and one
    to ask for outside locked families."""
    if state.flags.get("offered") or not _has_tradeable(state, seat):
        return False
    for o in range(state.num_seats):  # noqa: SIM110  (quicker than any() here)
        if o != seat and _has_tradeable(state, o):
            return True
    return False


def _has_tradeable(state: HexState, seat: int) -> bool:
    p = state.players[seat]
    if not p.locked:
        return bool(p.team)
    cards = state.content.cards
    return any(cards[c].family not in p.locked for c in p.team)


@task("trade_offer")
def trade_offer(state: HexState, t: dict[str, Any]) -> None:
    """Ask which opponent's Pokémon is wanted, then which of yours is given, then the opponent."""
    seat = int(t["seat"])
    if "want" not in t:
        if "choice" not in t:
            opts = [f"{o}:{c}" for o in opponents(state, seat) for c in tradeable(state, o)]
            choose(state, seat, t, sorted(opts), "which Pokémon do you ask for?")
            return
        nxt = {"t": "trade_offer", "seat": seat, "want": t["choice"]}
        choose(state, seat, nxt, sorted(tradeable(state, seat)), "which Pokémon do you give?")
        return
    target, _, want = str(t["want"]).partition(":")
    offer: dict[str, Any] = {
        "from": seat,
        "to": int(target),
        "give": str(t["choice"]),
        "want": want,
    }
    cards = state.content.cards
    state.say(
        "offer",
        f"{state.name(seat)} offers {cards[offer['give']].name} for "
        f"{state.name(int(target))}'s {cards[want].name}.",
        offer=offer,
    )
    ask(state, "offer", [int(target)], "accept the trade?", offer=offer)


#: the answers to an offer (made once: actions are values)
_ANSWERS = (Action("accept"), Action("decline"))


def _legal_offer(state: HexState, seat: int) -> list[Action]:
    return list(_ANSWERS)


@decision("offer", _legal_offer)
def _apply_offer(state: HexState, seat: int, action: Action) -> None:
    assert state.pending is not None
    offer = state.pending["offer"]
    state.pending = None
    if action.verb == "decline":
        state.say("offer_declined", f"{state.name(seat)} declines the trade.", seat=seat)
        return
    push(
        state,
        {
            "t": "do_trade",
            "a": offer["from"],
            "b": offer["to"],
            "ca": offer["give"],
            "cb": offer["want"],
        },
    )
