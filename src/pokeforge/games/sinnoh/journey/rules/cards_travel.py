"""Trainer cards on the journey: travel and map cards (``docs/rules/sinnoh.md``, "Trainer cards on
the journey: travel and map cards"). The hooks are called from :mod:`.moving`, :mod:`.turn` and
:mod:`.cards`.

* ``glide`` (Sky Trainer: Wing Suit): "You may move to adjacent tiles that are 2 or more
  elevations lower than your current tile. After doing so, you may move up to 4 additional tiles
  in a row so long as your elevation does not increase." The glide is a step (a tile move, ours)
  the elevation rule otherwise refuses; the tiles after it are free (``additional``: beyond the
  turn's tile moves, ours) while each step is onto a tile no higher than the one left, up to
  ``tiles`` of them; any other step ends the run; a new glide starts a new run.
* ``draw_hidden_spot`` (Scuba Diver: Sunken Treasure): "Once per turn whilst on an Ocean tile,
  shuffle the Hidden Spot discard pile and then draw the top Hidden Spot. Place the drawn Hidden
  Spot on the tile you are on, you may then interact with it as usual." The ``dive`` verb, offered
  on a tile of the terrain that holds no token (face down or face up: ours) when the discard pile
  is not empty; the token drawn is turned over at once (the discard pile is public, and so is
  what it gives).
* ``fly`` to a Campsite (Picnicker: Woodland Explorer): "you may fly to Campsites from any tile
  by discarding 1 Apricorn": ``camp TILE COLOUR``, to any face-up Campsite but the one stood on,
  the Apricorn the trainer's choice; it shares a village flight's once a turn (``fly`` in
  ``st.used``: ours) and, like it, costs no tile move.
* ``craft_extra`` of an Apricorn Stew (Picnicker: Picnic Basket): "When crafting an Apricorn
  Stew, you may gain the effect of another Apricorn Stew for free": each stew cooked gives one
  ``feast RECIPE`` (the Splendid Banquet's verb) for a different stew, offered for the rest of the
  turn (ours: no decision is forced at once), only for a stew whose effect would do something
  and not yet had this turn (each stew's effect once a turn, as cooking).
* ``reach`` (Psychic: Telekinetic Reach): "Once per turn, you may interact with something from up
  to 2 tiles away": ``reach TILE``, TILE 1 or 2 tiles away (hex distance), and the interactions
  it reaches (ours, :data:`REACH_INTERACTIONS`): the Pokédex search at an Apricorn Tree, Reef or
  Distortion Gate (as if standing there: once a turn like any search, with a usable Pokémon; the
  trainer's token stays where it is) and the full restore of a village or a found Campsite (once
  a turn, when there is something to restore). Trades, flights, shrines, other trainers and
  Hidden Spots are not reached.
* ``reveal_spot`` (Ruin Maniac: Artifact Hunter): "Once per turn, you may reveal 1 Special
  Hidden Spot anywhere on the map. If it is an Artifact, you may instantly move to it and attach
  it to a Pokémon in your party." ``peek TILE``: the trainer looks at a face-down Special token
  (ours: "reveal" to the trainer alone, the token stays face down and is their secret:
  ``explore.peeked``, a slot zone seen by them, ``known`` in their view only; the public event
  names the tile, not the token). If it is an Artifact, ``dig TILE`` (offered for the rest of the
  turn, ours) moves the trainer there at no tile move and turns it over: the Artifact goes to the
  bag, to be attached (``equip``) as any found; moving there is not stepping, so no other Hidden
  Spot is met on the way.
* ``keep_artifacts`` (Ruin Maniac: Artifact Expert): the battle already keeps the Artifacts its
  Pokémon hold; after a trainer battle the journey offers the winner none from the loser's bag
  either (:func:`keeps_artifacts`, called by :mod:`.battles`).
* ``thief`` (Team Rocket: Pokémon Thief): the battle lets the thief capture a trainer's Pokémon
  (-2 to the roll) and records it (``rewards["stolen"]``); the journey then moves that Pokémon,
  everything attached, from its trainer's party into the thief's (not fainted; a party of 7
  releases one). Ours: as a trade never takes a trainer's last Pokémon, the Pokémon stolen that
  was its trainer's last stays with them (:func:`steal`).
* ``travel_when_out`` (Team Rocket: Blasting Off): "If you are out of usable Pokémon, you may
  travel to any tile on the map and are automatically fully restored at the start of your next
  turn": sent home as usual (restored at the next turn's start), the trainer then decides
  ``blast TILE`` (the decision ``blast``): any tile of the campaign's areas holding no face-down
  token and no face-up Alpha (ours: nothing is met there), their home's tile to stay.
* ``roads`` (Worker: Civil Engineer): "Costs 2 Journey Points: You may build Roads on any
  non-Ocean tiles you move onto this turn. All trainers can move through any number of
  interconnected Roads for 1 tile move." ``roads`` (once a turn, the Journey Points paid) builds
  a Road on every non-Ocean tile the trainer steps onto for the rest of the turn (ours: always,
  no choice per tile); a Road stays for the journey (``explore.roads``, public). Any trainer's
  step from a Road tile onto an adjacent Road tile is free once their last step this turn ended
  on a Road (the step onto the network, or the first step along it when the turn starts there,
  is the 1 tile move; :data:`ROAD_RUN`); the elevation rule still holds; a flight or other move
  is no step. Road Works (``arrival_trap``) is the battle's.
* ``landmark_tour`` (Tourist: Landmark Tour): ``snap``, standing on an Artifact Legendary
  Location of the campaign not yet on the trainer's sheet, stamps it (``explore.tours``, public):
  a clone of the card of each Legendary named there becomes a Legendary Snap (no Artifact, no
  search and no battle needed: the "search" makes the clone; it is not the turn's search, ours).
* ``teach_snaps`` (Tourist: Holiday Album): ``album SLOT move=NAME`` (``;forget=N`` with two
  taught moves, as a Journey Stamp's ``learn``) teaches a Snap's move to a party Pokémon that can
  learn it (its type, or typeless) and does not know it; a Snap is kept (ours: it may teach each
  Pokémon once). ``journey_points`` when ``tour_complete``: 30 Journey Points once the sheet holds
  every Artifact Legendary Location of the campaign, paid as the last is stamped, or as Holiday
  Album unlocks if the sheet is complete by then (:func:`tour_bonus`).
* ``search_without_battle`` (Scientist: Field Observation): "Once per turn, search at an Apricorn
  Tree, Apricorn Reef or Distortion Gate without starting a battle. You may now directly teach
  all the moves searched to any Pokémon in your party that can learn them." ``observe`` is the
  turn's search (ours: a trainer searches once a turn) made without a battle, usable Pokémon or
  not: the Pokémon are drawn as a search draws them (a Distortion Gate: the top card of its Weak,
  Moderate and Strong decks, as a swarm), seen by the searcher alone (the search's secret zone);
  then ``study SLOT move=NAME`` (``;forget=N`` as ``learn``) teaches the move of one of them to a
  party Pokémon that can learn it, each move once (the marks ``study:NAME`` of the turn), until
  ``study none`` puts the Pokémon back into their decks, shuffled (still secret). An empty deck
  shows nothing and the turn goes on.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from pokeforge.core.events import Event
from pokeforge.core.geometry import Hex
from pokeforge.core.geometry.hexgrid import hex_distance
from pokeforge.core.outcome import seat_name

from ...pieces import COLOURS
from ...rules.movement import ELEVATION_LIMIT, full_elevations
from ..actions import JourneyAction, act
from . import cards as card_rules

if TYPE_CHECKING:
    from ..state import JourneyState

#: ``st.used`` marks: a glide started a run (Wing Suit), a free tile of it taken, the run over
GLIDE, GLIDE_STEP, GLIDE_OVER = "glide", "glide_step", "glide_over"
#: ``st.used`` mark of Sunken Treasure's once a turn
DIVE = "dive"
#: ``st.used`` mark of Artifact Hunter's once a turn (the tile looked at is kept in
#: ``explore.peeked``, never in the public marks)
PEEK = "peek"
#: ``st.used`` mark of Telekinetic Reach's once a turn
REACH = "reach"
#: what Telekinetic Reach reaches (ours): a Pokédex search, a village's or Campsite's restore
REACH_INTERACTIONS = ("search", "restore")
#: ``st.used`` marks of Picnic Basket: a stew cooked (a free one owed), a free one taken
PICNIC, PICNIC_TAKEN = "picnic", "picnic_taken"


# -- Sky Trainer: Wing Suit -----------------------------------------------------------------------


def _glide_tiles(st: JourneyState, seat: int) -> int:
    if not st.trainers[seat].card:
        return 0
    return max((int(e["tiles"]) for e in card_rules.effects(st, seat, "glide")), default=0)


def can_glide(st: JourneyState, seat: int | None) -> bool:
    """Whether ``seat``'s card lets them step down onto tiles 2 or more elevations lower."""
    return seat is not None and _glide_tiles(st, seat) > 0


def is_glide(st: JourneyState, frm: Hex, to: Hex) -> bool:
    """A step down 2 or more full elevations (which only a glide may take)."""
    here, there = st.region.tiles[frm].elevation, st.region.tiles[to].elevation
    return there < here and full_elevations(here, there) >= ELEVATION_LIMIT


def glide_free(st: JourneyState, seat: int, to: Hex) -> bool:
    """Whether a step onto ``to`` is one of the free tiles after a glide."""
    at = st.trainers[seat].at
    if at is None or GLIDE not in st.used or GLIDE_OVER in st.used:
        return False
    tile = st.region.tiles.get(to)
    if tile is None or tile.elevation > st.region.tiles[at].elevation:
        return False
    return st.used.count(GLIDE_STEP) < _glide_tiles(st, seat)


def after_step(st: JourneyState, seat: int, to: Hex, free: bool, events: list[Event]) -> None:
    """Mark the glide's run (before the trainer stands on ``to``): a glide starts a new one, a
    free tile counts, any other step ends it."""
    at = st.trainers[seat].at
    if at is None or not can_glide(st, seat):
        return
    if is_glide(st, at, to):
        marks = (GLIDE, GLIDE_STEP, GLIDE_OVER)
        st.used = (*(u for u in st.used if u not in marks), GLIDE)
        name = next(
            a.name for a in card_rules.unlocked(st, seat) for e in a.effects if e["do"] == "glide"
        )
        events.append(
            Event(
                "ability",
                f"{seat_name(seat)} glides down to {to.name()} ({name}): up to "
                f"{_glide_tiles(st, seat)} more tiles for free while not climbing",
                {"seat": seat, "to": to.name()},
            )
        )
    elif free:
        st.used = (*st.used, GLIDE_STEP)
    elif GLIDE in st.used and GLIDE_OVER not in st.used:
        st.used = (*st.used, GLIDE_OVER)


# -- Scuba Diver: Sunken Treasure -----------------------------------------------------------------


def turn_actions(st: JourneyState, seat: int) -> list[JourneyAction]:
    """``dive`` (Sunken Treasure); called by :func:`.cards.turn_actions` (a card holder, in the
    turn, outside battle)."""
    t = st.trainers[seat]
    out: list[JourneyAction] = []
    if t.at is not None and DIVE not in st.used and st.explore.discard and not st.pending:
        here = st.region.tiles.get(t.at)
        key = t.at.name()
        bare = key not in st.explore.hidden and key not in st.explore.shown
        for e in card_rules.effects(st, seat, "draw_hidden_spot"):
            ok = here is not None and card_rules.free_terrain_ok(str(e["terrain"]), str(here.biome))
            if ok and bare:
                out.append(act("dive"))
                break
    out.extend(_camp_actions(st, seat))
    out.extend(_reach_actions(st, seat))
    out.extend(_peek_actions(st, seat))
    out.extend(_roads_actions(st, seat))
    out.extend(_tour_actions(st, seat))
    out.extend(_album_actions(st, seat))
    out.extend(_observe_actions(st, seat))
    out.extend(_swap_actions(st, seat))
    out.extend(_picnic_actions(st, seat))
    return out


def dive(st: JourneyState, seat: int, action: JourneyAction, events: list[Event]) -> None:
    """Shuffle the Hidden Spot discard pile, draw its top token onto the trainer's tile and turn
    it over there (:func:`.spots.reveal`)."""
    from . import spots

    t = st.trainers[seat]
    assert t.at is not None
    ex = st.explore
    st.rng.shuffle(ex.discard)
    token = ex.discard.pop()
    st.used = (*st.used, DIVE)
    name = next(
        a.name
        for a in card_rules.unlocked(st, seat)
        for e in a.effects
        if e["do"] == "draw_hidden_spot"
    )
    events.append(
        Event(
            "dive",
            f"{seat_name(seat)} shuffles the Hidden Spot discard pile and draws a token onto "
            f"{t.at.name()} ({name})",
            {"seat": seat, "tile": t.at.name()},
        )
    )
    spots.reveal(st, seat, t.at.name(), token, events)


# -- Picnicker: Woodland Explorer (fly to a Campsite), Picnic Basket -----------------------------


def _camp_actions(st: JourneyState, seat: int) -> list[JourneyAction]:
    t = st.trainers[seat]
    if "fly" in st.used or t.at is None or sum(t.bag) == 0:
        return []
    if not any(e.get("to") == "campsite" for e in card_rules.effects(st, seat, "fly")):
        return []
    here = t.at.name()
    camps = sorted(
        (Hex.parse(k) for k, v in st.explore.shown.items() if v == "campsite" and k != here),
        key=lambda h: (h.r, h.q),
    )
    colours = [c for c in COLOURS if t.apricorns(c)]
    return [act("camp", f"{h.name()} {c}") for h in camps for c in colours]


def camp(st: JourneyState, seat: int, action: JourneyAction, events: list[Event]) -> None:
    """Fly to a Campsite, discarding the Apricorn named."""
    tile, colour = action.arg.split(" ")
    t = st.trainers[seat]
    t.pay(colour)
    t.at = Hex.parse(tile)
    st.used = (*st.used, "fly")
    card_rules.moved(st, seat)  # Opportune Strike: a flight is a move
    name = next(
        a.name
        for a in card_rules.unlocked(st, seat)
        for e in a.effects
        if e["do"] == "fly" and e.get("to") == "campsite"
    )
    events.append(
        Event(
            "fly",
            f"{seat_name(seat)} flies to the Campsite at {tile}, discarding a {colour} Apricorn "
            f"({name})",
            {"seat": seat, "to": tile, "colour": colour},
        )
    )


def _basket(st: JourneyState, seat: int) -> str:
    return next(
        (
            a.name
            for a in card_rules.unlocked(st, seat)
            for e in a.effects
            if e["do"] == "craft_extra" and e["kind"] == "apricorn_stew"
        ),
        "",
    )


def cooked(st: JourneyState, seat: int) -> None:
    """A stew was just cooked (:mod:`.crafting`): Picnic Basket owes a free one."""
    if st.trainers[seat].card and _basket(st, seat):
        st.used = (*st.used, PICNIC)


def _picnic_actions(st: JourneyState, seat: int) -> list[JourneyAction]:
    from . import crafting

    if st.used.count(PICNIC) <= st.used.count(PICNIC_TAKEN) or st.shrines.banquet[seat]:
        return []  # none owed (or the Splendid Banquet's offers the same feasts already)
    return [
        act("feast", r.id)
        for r in st.jc.recipes.values()
        if r.kind == "stew" and crafting.useful(st, seat, r)
    ]


def picnic(st: JourneyState, seat: int, action: JourneyAction, events: list[Event]) -> bool:
    """``feast RECIPE`` as Picnic Basket's free stew, if one is owed (else ``False``: the
    Splendid Banquet's, :func:`.shrines.feast`)."""
    from . import crafting

    if not st.trainers[seat].card or st.used.count(PICNIC) <= st.used.count(PICNIC_TAKEN):
        return False
    recipe = st.jc.recipes[action.arg]
    st.used = (*st.used, PICNIC_TAKEN, f"stew:{recipe.id}")
    effect = crafting.stew(st, seat, recipe.makes)
    events.append(
        Event(
            "craft",
            f"{seat_name(seat)} gains the effect of {crafting.name_of(st, recipe)} for free "
            f"({_basket(st, seat)}): {effect}",
            {"seat": seat, "recipe": recipe.id, "paid": []},
        )
    )
    return True


# -- Psychic: Telekinetic Reach -------------------------------------------------------------------


_REACHABLE: dict[tuple[int, Hex, int], tuple[Hex, ...]] = {}


def _within(st: JourneyState, at: Hex, tiles: int) -> tuple[Hex, ...]:
    key = (id(st.region), at, tiles)
    found = _REACHABLE.get(key)
    if found is None:
        found = _REACHABLE[key] = tuple(
            h
            for h in sorted(st.region.tiles, key=lambda h: (h.r, h.q))
            if 0 < hex_distance(at, h) <= tiles
        )
    return found


def _reach_what(st: JourneyState, seat: int, to: Hex) -> str:
    """What ``reach TILE`` would do there (an item of :data:`REACH_INTERACTIONS`), or ``""``."""
    from .encounters import SEARCHABLE
    from .moving import place_here
    from .spots import campsite_at
    from .villages import RESTING, needs_restore

    t = st.trainers[seat]
    place = place_here(st, to)
    if place is not None and place.kind in SEARCHABLE:
        gone = (*st.ultra.destroyed, *st.felled)  # destroyed; removed for Firewood (Kindler)
        ok = "search" not in st.used and t.usable() and place.id not in gone
        return "search" if ok else ""
    resting = (place is not None and place.kind in RESTING) or campsite_at(st, to)
    if resting and "restore" not in st.used and needs_restore(t):
        return "restore"
    return ""


def _reach_actions(st: JourneyState, seat: int) -> list[JourneyAction]:
    t = st.trainers[seat]
    if REACH in st.used or t.at is None or st.pending:
        return []
    tiles = max((int(e["tiles"]) for e in card_rules.effects(st, seat, "reach")), default=0)
    if not tiles:
        return []
    return [act("reach", h.name()) for h in _within(st, t.at, tiles) if _reach_what(st, seat, h)]


def reach(st: JourneyState, seat: int, action: JourneyAction, events: list[Event]) -> None:
    """Search or restore at a tile up to 2 tiles away; the token stays where it is."""
    from .encounters import search
    from .villages import do_restore

    t = st.trainers[seat]
    to = Hex.parse(action.arg)
    what = _reach_what(st, seat, to)
    st.used = (*st.used, REACH)
    name = next(
        a.name for a in card_rules.unlocked(st, seat) for e in a.effects if e["do"] == "reach"
    )
    events.append(
        Event(
            "ability",
            f"{seat_name(seat)} reaches {to.name()} from {t.at.name() if t.at else '?'} ({name})",
            {"seat": seat, "to": to.name(), "what": what},
        )
    )
    here, t.at = t.at, to  # as if standing there, for the interaction only
    try:
        if what == "search":
            search(st, seat, act("search"), events)
        else:
            do_restore(st, seat, act("restore"), events)
    finally:
        t.at = here


# -- Ruin Maniac: Artifact Hunter, Artifact Expert ------------------------------------------------


def keeps_artifacts(st: JourneyState, seat: int) -> bool:
    """Whether ``seat``'s Artifacts cannot be taken (Artifact Expert unlocked)."""
    return bool(st.trainers[seat].card and card_rules.effects(st, seat, "keep_artifacts"))


def _hunter(st: JourneyState, seat: int) -> str:
    return next(
        (
            a.name
            for a in card_rules.unlocked(st, seat)
            for e in a.effects
            if e["do"] == "reveal_spot"
        ),
        "",
    )


def _peek_actions(st: JourneyState, seat: int) -> list[JourneyAction]:
    from ..spot_content import kind_of, spot_content

    if st.pending or not _hunter(st, seat):
        return []
    ex = st.explore
    out: list[JourneyAction] = []
    if PEEK not in st.used:
        sc = spot_content()
        mine = set(ex.peeked[seat])
        out.extend(
            act("peek", k)
            for k, token in sorted(
                ex.hidden.items(), key=lambda kv: (Hex.parse(kv[0]).r, Hex.parse(kv[0]).q)
            )
            if sc.back(token) == "special" and k not in mine
        )
    elif st.trainers[seat].at is not None:
        # the Artifact looked at this turn: move there and take it
        last = ex.peeked[seat][-1] if ex.peeked[seat] else ""
        if (
            last in ex.hidden
            and kind_of(ex.hidden[last]) == "artifact"
            and f"dig:{last}" not in st.used
        ):
            out.append(act("dig", last))
    return out


def peek(st: JourneyState, seat: int, action: JourneyAction, events: list[Event]) -> None:
    """Look at a face-down Special token: the trainer's secret."""
    from .spots import token_words

    ex = st.explore
    tile = action.arg
    token = ex.hidden[tile]
    ex.peeked = [(*p, tile) if i == seat else p for i, p in enumerate(ex.peeked)]
    st.used = (*st.used, PEEK)
    name = _hunter(st, seat)
    public = f"{seat_name(seat)} looks at the Special Hidden Spot at {tile} ({name})"
    events.append(
        Event(
            "peek",
            public,
            {"seat": seat, "tile": tile},
            private={seat: {"token": token}},
            private_text={seat: f"{public}: {token_words(st, token)}"},
        )
    )


def dig(st: JourneyState, seat: int, action: JourneyAction, events: list[Event]) -> None:
    """Move at once to the Artifact looked at and turn it over (into the bag)."""
    from .spots import arrive

    t = st.trainers[seat]
    t.at = Hex.parse(action.arg)
    st.used = (*st.used, f"dig:{action.arg}")
    card_rules.moved(st, seat)
    events.append(
        Event(
            "fly",
            f"{seat_name(seat)} moves at once to {action.arg} ({_hunter(st, seat)})",
            {"seat": seat, "to": action.arg},
        )
    )
    arrive(st, seat, events)


# -- Team Rocket: Pokémon Thief, Blasting Off -----------------------------------------------------

# -- Worker: Civil Engineer -----------------------------------------------------------------------

#: ``st.used`` marks: Civil Engineer paid this turn (Roads built on the tiles stepped onto); the
#: trainer's last step ended on a Road (the next step along the Roads is free)
ROADS, ROAD_RUN = "roads", "road_run"


def _roads_actions(st: JourneyState, seat: int) -> list[JourneyAction]:
    t = st.trainers[seat]
    if ROADS in st.used:
        return []
    costs = [int(e["cost"]) for e in card_rules.effects(st, seat, "roads")]
    return [act("roads")] if costs and t.points >= min(costs) else []


def roads(st: JourneyState, seat: int, action: JourneyAction, events: list[Event]) -> None:
    t = st.trainers[seat]
    cost = min(int(e["cost"]) for e in card_rules.effects(st, seat, "roads"))
    t.points -= cost
    t.spent += cost
    st.used = (*st.used, ROADS)
    events.append(
        Event(
            "ability",
            f"{seat_name(seat)} spends {cost} Journey Points to build Roads on the tiles they move "
            f"onto this turn ({_named(st, seat, 'roads')})",
            {"seat": seat, "journey_points": -cost},
        )
    )


def road_free(st: JourneyState, at: Hex | None, to: Hex) -> bool:
    """Whether a step from ``at`` onto ``to`` goes along the Roads for no tile move."""
    roads = st.explore.roads
    if not roads or at is None or ROAD_RUN not in st.used:
        return False
    return at.name() in roads and to.name() in roads


def road_steps(st: JourneyState, at: Hex, steps: tuple[JourneyAction, ...]) -> list[JourneyAction]:
    """The steps along the Roads offered with no tile move left."""
    if not st.explore.roads:
        return []
    return [s for s in steps if road_free(st, at, Hex.parse(s.arg))]


def after_road_step(st: JourneyState, to: Hex) -> None:
    """A step onto ``to``: a Road built there (Civil Engineer paid this turn, not Ocean); the
    Road run goes on on a Road, ends off one."""
    ex = st.explore
    if ROADS in st.used and str(st.region.tiles[to].biome) != "Ocean" and to.name() not in ex.roads:
        ex.roads = tuple(sorted((*ex.roads, to.name())))
    if not ex.roads:
        return
    if to.name() in ex.roads:
        if ROAD_RUN not in st.used:
            st.used = (*st.used, ROAD_RUN)
    elif ROAD_RUN in st.used:
        st.used = tuple(u for u in st.used if u != ROAD_RUN)


# -- Tourist: Landmark Tour, Holiday Album --------------------------------------------------------


def _locations(st: JourneyState) -> tuple[str, ...]:
    from .moving import place_here

    return tuple(
        sorted(
            p.id
            for p in st.region.places.values()
            if p.kind == "legendary_location" and place_here(st, p.at) is p
        )
    )


def _tour_actions(st: JourneyState, seat: int) -> list[JourneyAction]:
    from .moving import place_here

    t = st.trainers[seat]
    if t.at is None or not card_rules.effects(st, seat, "landmark_tour"):
        return []
    place = place_here(st, t.at)
    if place is None or place.kind != "legendary_location" or place.id in st.explore.tours[seat]:
        return []
    return [act("snap")]


def snaps(st: JourneyState, seat: int) -> list[str]:
    """The card ids of ``seat``'s Legendary Snaps (the Legendaries of the locations stamped)."""
    out: list[str] = []
    for pid in st.explore.tours[seat]:
        place = st.region.places.get(pid)
        if place is not None:
            out.extend(st.content.card(str(n)).id for n in place.get("legendary"))
    return out


def snap(st: JourneyState, seat: int, action: JourneyAction, events: list[Event]) -> None:
    from .moving import place_here

    t = st.trainers[seat]
    assert t.at is not None
    place = place_here(st, t.at)
    assert place is not None
    ex = st.explore
    ex.tours = [(*x, place.id) if i == seat else x for i, x in enumerate(ex.tours)]
    names = ", ".join(st.content.card(str(n)).name for n in place.get("legendary"))
    events.append(
        Event(
            "ability",
            f"{seat_name(seat)} stamps {place.name} on their Landmark Tour sheet: a Legendary "
            f"Snap of {names} ({_named(st, seat, 'landmark_tour')})",
            {"seat": seat, "place": place.id},
        )
    )
    if set(_locations(st)) <= set(ex.tours[seat]):
        for e in card_rules.effects(st, seat, "journey_points"):
            if e.get("when") == "tour_complete":
                tour_bonus(st, seat, int(e["amount"]), _named(st, seat, "teach_snaps"), events)


def tour_bonus(st: JourneyState, seat: int, n: int, name: str, events: list[Event]) -> None:
    """Journey Points for a complete Landmark Tour sheet (Holiday Album)."""
    t = st.trainers[seat]
    t.earn(n)
    events.append(
        Event(
            "ability",
            f"{seat_name(seat)} completes the Landmark Tour and gains {n} Journey Points ({name})",
            {"seat": seat, "journey_points": n},
        )
    )


def tour_unlocked(
    st: JourneyState, seat: int, e: dict[str, Any], name: str, events: list[Event]
) -> None:
    """Holiday Album unlocked: the 30 Journey Points if the sheet is already complete."""
    if e.get("when") == "tour_complete" and set(_locations(st)) <= set(st.explore.tours[seat]):
        tour_bonus(st, seat, int(e["amount"]), name, events)


def _album_actions(st: JourneyState, seat: int) -> list[JourneyAction]:
    if not any(st.explore.tours[seat]) or not card_rules.effects(st, seat, "teach_snaps"):
        return []
    content = st.content
    moves = sorted({content.cards[c].move for c in snaps(st, seat)} & set(content.moves))
    return _teach_options(st, seat, "album", moves)


def album(st: JourneyState, seat: int, action: JourneyAction, events: list[Event]) -> None:
    name, mon, forgot = _teach(st, seat, action.arg)
    events.append(
        Event(
            "ability",
            f"{seat_name(seat)} teaches {name} to {mon}{forgot} from a Legendary Snap "
            f"({_named(st, seat, 'teach_snaps')})",
            {"seat": seat, "move": name},
        )
    )


# -- Interviewers: Big Scoop, Equipment Check -----------------------------------------------------

#: ``st.used`` mark of a Big Scoop battle being fought: ``scoop:SEAT:STAMP`` (the Interviewer)
SCOOP = "scoop"


def _can_challenge(st: JourneyState, seat: int, target: int) -> bool:
    from .villages import place_of

    me, them = st.trainers[seat], st.trainers[target]
    gone = st.ultra.eliminated
    place = place_of(st, them)
    in_village = place is not None and place.kind == "village"
    return (
        not gone[seat]
        and not gone[target]
        and them.at is not None
        and not in_village
        and not them.immune
        and them.usable()
        and me.usable()
    )


def on_stamp_claimed(st: JourneyState, seat: int, stamp: str) -> None:
    """``seat`` just claimed ``stamp``: Big Scoop's decision for each other Interviewer."""
    if st.outcome is not None or st.phase in ("home", "starter"):
        return
    from .stamps import queue

    for other, t in enumerate(st.trainers):
        if other == seat or not t.card or not card_rules.effects(st, other, "challenge_on_stamp"):
            continue
        if _can_challenge(st, other, seat):
            queue(st, {"kind": "scoop", "seat": other, "target": seat, "stamp": stamp})


def scoop_answer(st: JourneyState, seat: int, action: JourneyAction, events: list[Event]) -> None:
    from .battles import start_trainer

    entry = st.pending[0]
    target, stamp = int(entry["target"]), str(entry["stamp"])
    name = _named(st, seat, "challenge_on_stamp")
    if action.verb == "decline" or not _can_challenge(st, seat, target):
        events.append(
            Event("scoop", f"{seat_name(seat)} lets the scoop go ({name})", {"seat": seat})
        )
        return
    entry.pop("then", None)  # the battle's end ends the turn (battles.finish)
    st.trainers[seat].at = st.trainers[target].at
    st.used = (*st.used, f"{SCOOP}:{seat}:{stamp}")
    events.append(
        Event(
            "challenge",
            f"{seat_name(seat)} moves to {seat_name(target)} and challenges them to a battle "
            f"({name})",
            {"seat": seat, "target": target},
        )
    )
    start_trainer(st, seat, target, events)


def scoop_won(st: JourneyState, winner: int, events: list[Event]) -> None:
    """A trainer battle is over: a Big Scoop won gives its Interviewer the stamp."""
    from .stamps import claim

    marks = [u for u in st.used if u.startswith(f"{SCOOP}:")]
    if not marks:
        return
    st.used = tuple(u for u in st.used if u not in marks)
    for mark in marks:
        _, who, stamp = mark.split(":", 2)
        if int(who) == winner and stamp not in st.explore.stamps[winner]:
            events.append(
                Event(
                    "ability",
                    f"{seat_name(winner)} won the battle and gains that Journey Stamp too "
                    f"({_named(st, winner, 'challenge_on_stamp')})",
                    {"seat": winner, "stamp": stamp},
                )
            )
            claim(st, winner, stamp, events)


def _swap_actions(st: JourneyState, seat: int) -> list[JourneyAction]:
    from ...rules.tactics import EXTRA_MOVES

    if not card_rules.effects(st, seat, "swap_taught_moves"):
        return []
    content = st.content
    party = st.trainers[seat].party
    out: list[JourneyAction] = []
    for a, giver in enumerate(party):
        for name in giver.moves:
            if f"swap:{name}" in st.used or name not in content.moves:
                continue
            move = content.moves[name]
            for b, mon in enumerate(party):
                card = content.cards[mon.card]
                if b == a or name == card.move or name in mon.moves:
                    continue
                if move.type != "typeless" and move.type not in card.learnable:
                    continue
                if len(mon.moves) < EXTRA_MOVES:
                    out.append(act("swap", f"{a} {b} move={name}"))
                else:
                    out.extend(
                        act("swap", f"{a} {b} move={name};forget={i + 1}")
                        for i in range(len(mon.moves))
                    )
    return out


def swap(st: JourneyState, seat: int, action: JourneyAction, events: list[Event]) -> None:
    a_text, rest = action.arg.split(" ", 1)
    giver = st.trainers[seat].party[int(a_text)]
    name = rest.split("move=")[1].split(";")[0]
    giver.moves = [m for m in giver.moves if m != name]
    name, mon, forgot = _teach(st, seat, rest)
    st.used = (*st.used, f"swap:{name}")
    events.append(
        Event(
            "ability",
            f"{seat_name(seat)} gives {name} from {st.content.cards[giver.card].name} to {mon}"
            f"{forgot} ({_named(st, seat, 'swap_taught_moves')})",
            {"seat": seat, "move": name},
        )
    )


# -- Scientist: Field Observation -----------------------------------------------------------------

#: ``st.used`` mark of a search made by Field Observation (its ``pick`` phase teaches, no battle)
OBSERVING = "observing"
#: the prompt of an observation's ``pick`` phase
OBSERVE_PROMPT = "Teach a move of the Pokémon observed, or put them back (Field Observation)"


def _observe_actions(st: JourneyState, seat: int) -> list[JourneyAction]:
    from .encounters import searchable

    if "search" in st.used or not card_rules.effects(st, seat, "search_without_battle"):
        return []
    return [act("observe")] if searchable(st, seat) is not None else []


def observe(st: JourneyState, seat: int, action: JourneyAction, events: list[Event]) -> None:
    from ..decks import SHOWN, TREE_TIERS, deck_key, draw
    from .encounters import deck_of, searchable, warped

    place = searchable(st, seat)
    assert place is not None
    tile = st.region.tiles[place.at]
    drawn: list[str] = []
    key = ""  # a mixed selection: each card goes back to its own deck
    if place.kind == "distortion_gate" or warped(st, place):
        biome = str(place.get("biome")) if place.kind == "distortion_gate" else tile.biome
        for tier in TREE_TIERS.values():
            k = deck_key(biome, tile.climate, tier)
            drawn += draw(st.decks.setdefault(k, []), st.discards.setdefault(k, []), 1, st.rng)
    else:
        key = deck_of(st, place)
        deck, discard = st.decks.setdefault(key, []), st.discards.setdefault(key, [])
        drawn = draw(deck, discard, SHOWN[int(place.get("tier"))], st.rng)
    st.used = (*st.used, "search")
    name = _named(st, seat, "search_without_battle")
    public = f"{seat_name(seat)} observes the Pokédex at {place.name} without a battle ({name})"
    if not drawn:
        events.append(Event("search", public + ": no Pokémon appears", {"seat": seat}))
        return
    st.used = (*st.used, OBSERVING)
    st.search, st.search_key, st.site, st.phase = sorted(drawn), key, place.id, "pick"
    names = ", ".join(st.content.cards[c].name for c in st.search)
    events.append(
        Event(
            "search",
            f"{public}: {len(drawn)} Pokémon",
            {"seat": seat, "place": place.id, "count": len(drawn)},
            private={seat: {"cards": list(st.search)}},
            private_text={seat: f"{public}: {names}"},
        )
    )


def observing(st: JourneyState) -> bool:
    return OBSERVING in st.used


def _teach_options(st: JourneyState, seat: int, verb: str, moves: list[str]) -> list[JourneyAction]:
    """``VERB SLOT move=NAME`` (``;forget=N``) for each party Pokémon that can learn a move."""
    from ...rules.tactics import EXTRA_MOVES

    content = st.content
    out: list[JourneyAction] = []
    for slot, mon in enumerate(st.trainers[seat].party):
        card = content.cards[mon.card]
        for name in moves:
            move = content.moves[name]
            if name == card.move or name in mon.moves:
                continue
            if move.type != "typeless" and move.type not in card.learnable:
                continue
            if len(mon.moves) < EXTRA_MOVES:
                out.append(act(verb, f"{slot} move={name}"))
            else:
                out.extend(
                    act(verb, f"{slot} move={name};forget={i + 1}") for i in range(len(mon.moves))
                )
    return out


def study_actions(st: JourneyState, seat: int) -> list[JourneyAction]:
    """The ``pick`` phase of an observation: teach a move searched, or ``study none``."""
    content = st.content
    moves = sorted(
        {content.cards[c].move for c in st.search}
        & set(content.moves) - {u.partition(":")[2] for u in st.used if u.startswith("study:")}
    )
    return [act("study", "none"), *_teach_options(st, seat, "study", moves)]


def _teach(st: JourneyState, seat: int, arg: str) -> tuple[str, str, str]:
    """Teach ``SLOT move=NAME[;forget=N]``: (move, Pokémon's name, the words of a forgotten one)."""
    slot_text, rest = arg.split(" ", 1)
    opts = dict(part.split("=", 1) for part in rest.split(";"))
    name = opts["move"]
    mon = st.trainers[seat].party[int(slot_text)]
    forget = mon.moves[int(opts["forget"]) - 1] if "forget" in opts else None
    mon.moves = [*(m for m in mon.moves if m != forget), name]
    return name, st.content.cards[mon.card].name, f", forgetting {forget}" if forget else ""


def study(st: JourneyState, seat: int, action: JourneyAction, events: list[Event]) -> None:
    from ..decks import key_of, put_back

    if action.arg != "none":
        name, mon, forgot = _teach(st, seat, action.arg)
        st.used = (*st.used, f"study:{name}")
        events.append(
            Event(
                "ability",
                f"{seat_name(seat)} teaches {name} to {mon}{forgot} "
                f"({_named(st, seat, 'search_without_battle')})",
                {"seat": seat, "move": name},
            )
        )
        return
    drawn, st.search = list(st.search), []
    if st.search_key:
        put_back(st.decks[st.search_key], drawn, st.rng)
    else:
        for card in drawn:
            k = key_of(st.content.cards[card])
            assert k is not None
            put_back(st.decks.setdefault(k, []), [card], st.rng)
    st.used = tuple(u for u in st.used if u != OBSERVING)
    st.phase, st.search_key, st.site = "turn", "", ""
    events.append(
        Event(
            "observe",
            f"{seat_name(seat)} puts the {len(drawn)} Pokémon observed back into their decks",
            {"seat": seat, "count": len(drawn)},
        )
    )


#: the decisions the travel and map cards add, with their prompts
PROMPTS = {
    "blast": "Out of usable Pokémon: travel to any tile (Blasting Off)?",
    "scoop": "A trainer gained a Journey Stamp: move to them and challenge them (Big Scoop)?",
}


def _named(st: JourneyState, seat: int, do: str) -> str:
    return next(
        (a.name for a in card_rules.unlocked(st, seat) for e in a.effects if e["do"] == do), ""
    )


def steal(st: JourneyState, rewards: dict[str, Any], events: list[Event]) -> None:
    """The Pokémon a thief captured in the trainer battle just over join the thief's party."""
    from ..pieces import MAX_PARTY, at_rest
    from .stamps import queue

    battle = st.battle
    if battle is None or not rewards.get("stolen"):
        return
    for side, slot, _card in rewards["stolen"]:
        loser, thief = st.battle_seats[int(side)], st.battle_seats[1 - int(side)]
        if loser < 0 or thief < 0:
            continue
        mon = battle.sides[int(side)].party[int(slot)]
        lt, tt = st.trainers[loser], st.trainers[thief]
        if not any(m is mon for m in lt.party) or len(lt.party) <= 1:
            continue  # the last Pokémon stays with its trainer (ours)
        lt.party = [m for m in lt.party if m is not mon]
        at_rest(mon)
        mon.fainted = False
        tt.party = [*tt.party, mon]
        name = st.content.cards[mon.card].name
        events.append(
            Event(
                "ability",
                f"{seat_name(thief)} takes {seat_name(loser)}'s {name} into their party "
                f"({_named(st, thief, 'thief') or 'Pokémon Thief'})",
                {"seat": thief, "from": loser, "card": mon.card},
            )
        )
        if len(tt.party) > MAX_PARTY:
            queue(st, {"kind": "release", "seat": thief})


def out_of_pokemon(st: JourneyState, seat: int) -> None:
    """Called as ``seat`` is sent home out of usable Pokémon: Blasting Off's decision."""
    if st.outcome is not None or not st.trainers[seat].card:
        return
    if card_rules.effects(st, seat, "travel_when_out"):
        st.pending.append({"kind": "blast", "seat": seat})


_AREA_TILES: dict[tuple[int, str], tuple[Hex, ...]] = {}


def blast_actions(st: JourneyState, seat: int) -> list[JourneyAction]:
    key = (id(st.region), st.campaign.region_campaign)
    tiles = _AREA_TILES.get(key)
    if tiles is None:
        want = st.campaign.region_campaign
        areas = {a.id for a in st.region.areas.values() if want in a.campaigns}
        tiles = _AREA_TILES[key] = tuple(
            h
            for h in sorted(st.region.tiles, key=lambda h: (h.r, h.q))
            if st.region.tiles[h].area in areas
        )
    ex = st.explore
    return [
        act("blast", h.name())
        for h in tiles
        if h.name() not in ex.hidden and ex.shown.get(h.name()) != "alpha"
    ]


def blast(st: JourneyState, seat: int, action: JourneyAction, events: list[Event]) -> None:
    t = st.trainers[seat]
    t.at = Hex.parse(action.arg)
    events.append(
        Event(
            "fly",
            f"{seat_name(seat)} travels to {action.arg} ({_named(st, seat, 'travel_when_out')})",
            {"seat": seat, "to": action.arg},
        )
    )


def words(st: JourneyState, seat: int, action: JourneyAction) -> str | None:
    """This module's verbs in words (``None``: not one of them)."""
    if action.verb == "dive":
        return "Draw a Hidden Spot from the shuffled discard pile onto this tile"
    if action.verb == "camp":
        tile, colour = action.arg.split(" ")
        return f"Fly to the Campsite at {tile}, discarding a {colour} Apricorn"
    if action.verb == "snap":
        return "Stamp this location on your Landmark Tour sheet (a Legendary Snap)"
    if action.verb in ("accept", "decline") and st.pending and st.pending[0]["kind"] == "scoop":
        target = seat_name(int(st.pending[0]["target"]))
        if action.verb == "accept":
            return f"Move to {target} and challenge them to a battle"
        return f"Let {target} go"
    if action.verb == "swap":
        a_text, b_text, rest = action.arg.split(" ", 2)
        party = st.trainers[seat].party
        names = [st.content.cards[party[int(x)].card].name for x in (a_text, b_text)]
        return f"Give {rest} from your {names[0]} to your {names[1]}"
    if action.verb == "observe":
        return "Search here without a battle, to teach the moves searched (Field Observation)"
    if action.verb == "study":
        if action.arg == "none":
            return "Put the Pokémon observed back into their decks"
        slot_text, rest = action.arg.split(" ", 1)
        mon = st.trainers[seat].party[int(slot_text)]
        return f"Teach {rest} to your {st.content.cards[mon.card].name}"
    if action.verb == "album":
        slot_text, rest = action.arg.split(" ", 1)
        opts = dict(part.split("=", 1) for part in rest.split(";"))
        mon = st.trainers[seat].party[int(slot_text)]
        forget = f", forgetting move {opts['forget']}" if "forget" in opts else ""
        return (
            f"Teach {opts['move']} to your {st.content.cards[mon.card].name} from a Legendary "
            f"Snap{forget}"
        )
    if action.verb == "roads":
        return "Spend 2 Journey Points: build Roads on the tiles you move onto this turn"
    if action.verb == "blast":
        return f"Travel to {action.arg}"
    if action.verb == "peek":
        return f"Look at the Special Hidden Spot at {action.arg} (only you see it)"
    if action.verb == "dig":
        return f"Move at once to the Artifact at {action.arg} and take it"
    if action.verb == "reach":
        what = _reach_what(st, seat, Hex.parse(action.arg))
        doing = "search the Pokédex" if what == "search" else "restore your party"
        return f"Reach {action.arg} from here: {doing} there"
    return None
