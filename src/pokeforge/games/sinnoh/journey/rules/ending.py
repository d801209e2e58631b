"""ENDING - THE CHOICE: the trainer who defeats Cyrus has conquered every objective and chooses
(``campaign hero`` or ``campaign traitor``, a decision right after the battle). Before choosing,
the trainer "may use any remaining Journey Points to evolve" (CYRUS BATTLE): the evolutions the
points pay for (``evolve SLOT CARD``, :mod:`.evolution`'s rules) are offered with the choice, as
many as the points allow, each keeping the choice waiting (after the old move's ``keep``).

* **Hero of Sinnoh**: that trainer wins the game at once.
* **Traitor of Sinnoh**: the Traitor's token goes to the Hall of Origin and takes no more turns
  (and cannot be challenged the ordinary way). Every other trainer has 3 final turns, played in
  the usual order, and one attempt (``campaign confront``, standing on the Hall of Origin): a
  trainer battle the challenger initiates, the Traitor playing their own party. The Traitor's
  party is fully restored after each attempt. The challenger who wins the battle wins the game;
  one who does not (a loss or a draw) is out of the game (no more turns). When no challenger
  has a final turn left, the Traitor wins. Alone, the Traitor has no challenger: they win.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from pokeforge.core.events import Event
from pokeforge.core.outcome import Outcome, Termination, seat_name

from ..actions import JourneyAction, act
from ..objectives import FINAL_TURNS
from ..pieces import restore
from . import evolution
from .battles import start_trainer
from .villages import place_of

if TYPE_CHECKING:
    from ..state import JourneyState

HALL = "hall_of_origin"
CHOICES = (act("campaign", "hero"), act("campaign", "traitor"))


def choice_actions(st: JourneyState, seat: int) -> list[JourneyAction]:
    return [*CHOICES, *evolution.actions(st, seat)]


def evolve(st: JourneyState, seat: int, action: JourneyAction, events: list[Event]) -> None:
    """An evolution paid with the Journey Points left after defeating Cyrus; the choice (the
    head of ``pending``, dropped by the caller) waits again, after the evolution's own decision."""
    entry = st.pending[0]
    before = len(st.pending)
    evolution.evolve(st, seat, action, events)
    added = st.pending[before:]
    del st.pending[before:]
    st.pending[1:1] = [*added, dict(entry)]


def win(st: JourneyState, seat: int, reason: str, events: list[Event]) -> None:
    st.outcome = Outcome(Termination.OBJECTIVE, (seat,), reason)
    st.phase = "over"
    events.append(Event("end", reason, {"winners": [seat], "losers": []}))


def choose(st: JourneyState, seat: int, action: JourneyAction, events: list[Event]) -> None:
    p = st.heart
    p.choice = action.arg
    if action.arg == "hero":
        win(
            st,
            seat,
            f"{seat_name(seat)} conquered every objective and is crowned the Hero of Sinnoh",
            events,
        )
        return
    t = st.trainers[seat]
    t.at = st.region.places[HALL].at
    t.immune = True
    for s in range(st.num_seats):
        p.final_turns[s] = 0 if s == seat else FINAL_TURNS
    events.append(
        Event(
            "ending",
            f"{seat_name(seat)} becomes the Traitor of Sinnoh and waits at the Hall of Origin: "
            f"every other trainer has {FINAL_TURNS} final turns and one attempt",
            {"seat": seat, "choice": "traitor"},
        )
    )
    check(st, events)


def challengers(st: JourneyState) -> list[int]:
    """The trainers who may still take a final turn against the Traitor."""
    p = st.heart
    return [
        s for s in range(st.num_seats) if s != p.champion and not p.out[s] and p.final_turns[s] > 0
    ]


def takes_turn(st: JourneyState, seat: int) -> bool:
    """Whether ``seat`` has a turn now (the Traitor and the trainers out of the game do not;
    in the Ending only those with final turns left do)."""
    p = st.heart
    if p.choice != "traitor":
        return True
    return seat in challengers(st)


def turn_started(st: JourneyState, seat: int) -> None:
    """A final turn begins: one fewer left."""
    p = st.heart
    if p.choice == "traitor" and p.final_turns[seat] > 0:
        p.final_turns[seat] -= 1


def check(st: JourneyState, events: list[Event]) -> None:
    """The Traitor wins once nobody is left to challenge them (after a turn, or at once)."""
    p = st.heart
    if st.outcome is not None or p.choice != "traitor" or st.battle is not None:
        return
    if st.phase == "turn" and st.actor != p.champion and st.actor in challengers(st):
        return  # a final turn is being played
    if challengers(st):
        return
    win(
        st,
        p.champion,
        f"{seat_name(p.champion)} conquered every objective as the Traitor of Sinnoh and no "
        "challenger defeated them: the undisputed strongest trainer",
        events,
    )


def confront_actions(st: JourneyState, seat: int) -> list[JourneyAction]:
    p = st.heart
    if p.choice != "traitor" or p.attempted[seat] or seat == p.champion:
        return []
    t = st.trainers[seat]
    place = place_of(st, t)
    if place is None or place.id != HALL or not t.usable():
        return []
    return [act("campaign", "confront")]


def confront(st: JourneyState, seat: int, action: JourneyAction, events: list[Event]) -> None:
    p = st.heart
    p.attempted[seat] = True
    p.fight = "traitor"
    events.append(
        Event(
            "ending",
            f"{seat_name(seat)} confronts the Traitor of Sinnoh, {seat_name(p.champion)}",
            {"seat": seat, "traitor": p.champion},
        )
    )
    start_trainer(st, seat, p.champion, events)


def result(st: JourneyState, events: list[Event]) -> None:
    """The attempt's result: the challenger wins the game, or is out of it; the Traitor's party
    is fully restored."""
    battle = st.battle
    assert battle is not None and battle.outcome is not None
    p = st.heart
    p.fight = ""
    seat, traitor = st.battle_seats
    t = st.trainers[traitor]
    for mon in t.party:
        restore(mon)
    t.defeated, t.immune = False, True
    if battle.outcome.winners == (0,):
        win(
            st,
            seat,
            f"{seat_name(seat)} defeated the Traitor of Sinnoh, {seat_name(traitor)}, and wins",
            events,
        )
        return
    p.out[seat] = True
    p.final_turns[seat] = 0
    events.append(
        Event(
            "ending",
            f"{seat_name(seat)} failed against the Traitor of Sinnoh and is out of the game",
            {"seat": seat, "out": True},
        )
    )
