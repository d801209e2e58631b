"""Moving on the map (ON YOUR TURN): up to 3 tile moves a turn, +1 per Shard, + bonuses (Zesty
Stew), one tile at a time, never onto a tile 2 or more full elevations higher or lower. The
steps and the elevation rule are the region's (:mod:`pokeforge.games.sinnoh.rules.movement`).

A trainer moves one tile per decision, so what lies on each tile can be used on the way ("you
may interact with things on the map whilst standing on their tile … until all of your movement
runs out"): villages, trees and reefs, other trainers. Hidden spots (met when passing over them)
are turned over in :func:`arrive`.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from pokeforge.core.events import Event
from pokeforge.core.geometry import Hex
from pokeforge.core.outcome import seat_name

from ...rules.movement import CLOSED_GATES, OPEN_GATES, StepRules, can_step, move_budget
from ..actions import JourneyAction, act
from . import cards as card_rules
from . import cards_travel as travel

if TYPE_CHECKING:
    from ...region import Place
    from ..pieces import Trainer
    from ..state import JourneyState


def place_here(st: JourneyState, at: Hex) -> Place | None:
    """The place on ``at`` that is in this journey's campaign (a Lake Cavern is on the map file
    but only in the Ultra Burst: in the Heart of Sinnoh its tile is a bare Ruins tile)."""
    place = st.region.place_at.get(at)
    if place is None or st.campaign.region_campaign not in place.campaigns:
        return None
    return place


def step_rules(st: JourneyState, seat: int | None = None) -> StepRules:
    """The Distortion Gates link to their counterparts in the Ultra Burst (DISTORTION GATES);
    the Heart of Sinnoh keeps them closed to travel. ``seat``'s trainer card may let them step
    onto any tile regardless of its elevation (Hiker: Hiking Gear)."""
    rules = OPEN_GATES if st.campaign.gates_open else CLOSED_GATES
    if (
        seat is not None
        and st.trainers[seat].card
        and card_rules.effects(st, seat, "ignore_elevation")
    ):
        return StepRules(gates_open=rules.gates_open, ignore_elevation=True)
    if travel.can_glide(st, seat):  # Sky Trainer: Wing Suit
        return StepRules(gates_open=rules.gates_open, descend_freely=True)
    return rules


def budget(st: JourneyState, seat: int) -> int:
    """Tile moves of a turn: 3 + 1 per Shard (move_budget)."""
    return move_budget(st.trainers[seat].shards)


_STEPS: dict[tuple[int, StepRules], dict[Hex, tuple[JourneyAction, ...]]] = {}


def steps_from(st: JourneyState, at: Hex, seat: int | None = None) -> tuple[JourneyAction, ...]:
    """The steps from ``at`` the elevation rule allows (worked out once per map and rules;
    ``seat``: with their trainer card's exceptions)."""
    region, rules = st.region, step_rules(st, seat)
    key = (id(region), rules)
    table = _STEPS.get(key)
    if table is None:
        table = _STEPS[key] = {}
    found = table.get(at)
    if found is None:
        found = table[at] = tuple(
            act("step", n.name()) for n in region.neighbours[at] if can_step(region, at, n, rules)
        )
    return found


def gate_jump(st: JourneyState, at: Hex | None) -> Hex | None:
    """DISTORTION GATES (the Ultra Burst): the counterpart of the gate at ``at``, reached at no
    tile move (so even with none left: ours)."""
    if at is None or not step_rules(st).gates_open:
        return None
    return st.region.gate_link(at)


def actions(st: JourneyState, t: Trainer) -> list[JourneyAction]:
    if t.at is None:
        return []
    other = gate_jump(st, t.at)
    jump = [act("step", other.name())] if other is not None else []
    seat = next((i for i, x in enumerate(st.trainers) if x is t), None) if t.card else None
    steps = steps_from(st, t.at, seat)
    runs = [] if seat is None else run_steps(st, seat, steps)  # the free run, if taken now
    if st.moves_left <= 0:
        if seat is None:
            return [*jump, *travel.road_steps(st, t.at, steps)]  # along Roads (Civil Engineer)
        free = [s for s in steps if _free(st, seat, Hex.parse(s.arg))]
        return [*jump, *free, *runs]
    return [*jump, *steps, *runs]


#: the free run of the turn taken (started, over): no ``run`` any more
_RUN_MARKS = frozenset((card_rules.FREE_STEP, card_rules.FREE_OVER))


def run_steps(st: JourneyState, seat: int, steps: tuple[JourneyAction, ...]) -> list[JourneyAction]:
    """``run Q,R``: the steps that may start ``seat``'s free run ("once per turn, you may move up
    to 2 <terrain> tiles in a row for free"), offered beside the paid ``step Q,R``; not where
    the step is free anyway (a glide's tiles, a Road)."""
    if not _RUN_MARKS.isdisjoint(st.used) or not card_rules.effects(st, seat, "free_moves"):
        return []
    at = st.trainers[seat].at
    out = []
    for s in steps:
        to = Hex.parse(s.arg)
        if not card_rules.can_run(st, seat, to):
            continue
        if travel.glide_free(st, seat, to) or travel.road_free(st, at, to):
            continue
        out.append(act("run", s.arg))
    return out


def _free(st: JourneyState, seat: int, to: Hex) -> bool:
    return (
        card_rules.free_step(st, seat, to)
        or travel.glide_free(st, seat, to)
        or travel.road_free(st, st.trainers[seat].at, to)
    )


def run(st: JourneyState, seat: int, action: JourneyAction, events: list[Event]) -> None:
    """``run Q,R``: step onto Q,R for free, starting the free run (its next tile in a row is a
    free ``step``)."""
    _go(st, seat, Hex.parse(action.arg), events, run=True)


def step(st: JourneyState, seat: int, action: JourneyAction, events: list[Event]) -> None:
    _go(st, seat, Hex.parse(action.arg), events)


def _go(st: JourneyState, seat: int, to: Hex, events: list[Event], run: bool = False) -> None:
    t = st.trainers[seat]
    ability = ""  # the ability whose free run takes this step
    if run or to != gate_jump(st, t.at):
        glide = not run and travel.glide_free(st, seat, to)  # Wing Suit's free tiles
        road = not run and not glide and travel.road_free(st, t.at, to)  # Roads (Civil Engineer)
        free = run or (not glide and not road and card_rules.free_step(st, seat, to))
        if free:
            ability = card_rules.run_name(st, seat, to)
        elif not glide and not road:
            st.moves_left -= 1
        if t.card:
            card_rules.after_step(st, free)
            travel.after_step(st, seat, to, glide, events)
        travel.after_road_step(st, to)  # Roads built and travelled (Civil Engineer)
    else:
        from .party import count_held_move

        count_held_move(st, seat)  # a free move, undone as freely (agents only)
    card_rules.moved(st, seat)  # a card holder moved this turn (Opportune Strike)
    t.at = to
    place = place_here(st, to)
    where = f" ({place.name})" if place is not None else ""
    if ability:
        where += f", for free ({ability})"
    events.append(
        Event(
            "step",
            f"{seat_name(seat)} moves to {to.name()}{where}",
            {"seat": seat, "to": to.name(), "moves_left": st.moves_left},
        )
    )
    arrive(st, seat, events)


def arrive(st: JourneyState, seat: int, events: list[Event]) -> None:
    """What happens on entering a tile: its Hidden Spot is turned over (:mod:`.spots`)."""
    from . import spots

    spots.arrive(st, seat, events)


def why_not(st: JourneyState, seat: int, arg: str, run: bool = False) -> str | None:
    """Why ``step ARG`` (``run``: ``run ARG``) is refused, in words (None when it is not a
    step's problem)."""
    t = st.trainers[seat]
    try:
        to = Hex.parse(arg)
    except ValueError:
        return f"{arg!r} is not a tile (q,r)"
    if t.at is None or (not run and to == gate_jump(st, t.at)):
        return None
    if run and not card_rules.effects(st, seat, "free_moves"):
        return "your trainer card has no free run"
    if run and not _RUN_MARKS.isdisjoint(st.used):
        return "your free run is taken this turn (once per turn; its next tile is a step)"
    if not run and st.moves_left <= 0 and not _free(st, seat, to):
        if t.card and card_rules.can_run(st, seat, to):
            return f"you have no tile moves left this turn (run {to.name()}: your free run)"
        return "you have no tile moves left this turn"
    if to not in st.region.tiles:
        return f"{to.name()} is not a tile of the map"
    if to not in st.region.neighbours[t.at]:
        return f"{to.name()} is not next to your tile {t.at.name()}: move one tile at a time"
    if not can_step(st.region, t.at, to, step_rules(st, seat)):
        return f"{to.name()} is 2 or more elevations higher or lower than {t.at.name()}"
    if run and not card_rules.can_run(st, seat, to):
        return f"{to.name()} is not of your free run's terrain"
    return None
