"""The Elite 4 League format (rulebook §7 "Elite 4 League Format"; parameter
``league_format=elite4``): on "Start the League" after a full lap, shuffle the Elite Trainer deck
and battle the card drawn, 2 Pokémon against its 2 (faced left then right); the Elite Trainer
rolls a die and a bonus power roll. A win draws 3 Items and keeps the card; a loss returns it.
Beating two Elite Trainers makes the Pokémon Master."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from .battle import new_side, start_battle
from .decks import draw_items
from .flow import task

if TYPE_CHECKING:
    from ..state import HexState

ELITE_TEAM = 2  # §7: 2 vs 2
ELITE_WINS = 2  # §7: beat two Elite Trainers


def elite_deck(state: HexState) -> list[str]:
    """The Elite Trainer cards nobody keeps yet."""
    assert state.league is not None
    kept = {e for held in state.league["elite_kept"].values() for e in held}
    return sorted(e for e in state.content.elite if e not in kept)


@task("elite_challenge")
def elite_challenge(state: HexState, t: dict[str, Any]) -> None:
    seat = int(t["seat"])
    if state.league is None:
        state.league = {
            "phase": "open",
            "format": "elite4",
            "elite_kept": {},
            "called": bool(t.get("called")),
            "results": {},
        }
        state.say("league", "The Elite 4 League is open.", seat=seat)
    deck = elite_deck(state)
    if not deck:
        draw_items(state, seat, 1)
        return
    state.rng.shuffle(deck)
    card = deck[0]
    state.say(
        "elite",
        f"{state.name(seat)} faces {state.content.elite[card].name}.",
        seat=seat,
        elite=card,
    )
    start_battle(
        state,
        "elite",
        [new_side(seat), new_side(elite=card)],
        {"t": "elite_result", "seat": seat, "elite": card},
        limit=ELITE_TEAM,
    )


@task("elite_result")
def elite_result(state: HexState, t: dict[str, Any]) -> None:
    from .league import _master

    seat, card = int(t["seat"]), str(t["elite"])
    lg = state.league
    assert lg is not None
    name = state.content.elite[card].name
    if t["winner"] != seat:
        state.say("elite_lost", f"{state.name(seat)} lost to {name}.", seat=seat, elite=card)
        return
    kept = lg["elite_kept"].setdefault(str(seat), [])
    kept.append(card)
    state.players[seat].wins += 1
    state.say(
        "elite_won",
        f"{state.name(seat)} beats {name} ({len(kept)} of {ELITE_WINS}).",
        seat=seat,
        elite=card,
    )
    draw_items(state, seat, 3)
    if len(kept) >= ELITE_WINS:
        _master(state, seat)
