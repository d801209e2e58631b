"""THE ULTRA BURST campaign board: set-up, the Blessings of Arceus, the breach and its 10% steps,
the Ultra Beasts' movement turn and Necrozma's remote targeting, the battles with the Ultra
Beasts and Necrozma, Necrozma's phases and the win, elimination and revival.

* **Set-up**: the group's Blessings of Arceus by ``difficulty`` (New Trainer 3, Veteran 1,
  Master 0); every trainer's 3 Red, 3 Blue, 3 Yellow Apricorns (:mod:`..campaign`); the 9
  Ultra Beast tokens scattered across Sinnoh: on tiles of the Sinnoh area without a place, more
  than :data:`VILLAGE_BERTH` tiles from every village, drawn by the seed; Necrozma in phase 1;
  Prism Armour 9 on the Ultra Burst side, 0 on the Ultra Beast side.
* **The Ultra Beasts' turn** comes after every round (all trainers have taken a turn). With a
  Blessing of Arceus left, the trainer first in the turn order (the one who starts the game; the
  next one not eliminated) decides whether to spend one to skip it (``ultra skip``) or not
  (``ultra let``). A Blessing also revives an eliminated trainer (``ultra revive=N``, on any
  trainer's turn).
* **Movement policy** (ours: the rulebook describes what has been observed, not a procedure):
  the shared tile moves (4 + 1 per 10% step) are taken one tile at a time. For each tile move,
  every Ultra Beast on the map and every neighbouring tile it may enter is a candidate; the
  candidate whose tile is nearest (hex distance) to an intact target wins, ties broken by the
  state's RNG among the tied candidates in a fixed order. Targets: Apricorn Trees, Reefs and
  Shrines not yet destroyed, and face-down Hidden Spot tokens, in the Sinnoh area. A beast may
  enter tiles of the Sinnoh area with no place or with a target place (they steer clear of
  villages and legendary locations, and of every other place: ours), never a tile another beast
  stands on; elevation does not stop them. With no target left they do not move.
* **What they reach**: an Apricorn Tree, Reef or Shrine is destroyed (no more searching or
  offering there; drawn darker) and the breach grows by :data:`..ultra.BREACH_PER_DESTROYED`
  (ours); a face-down Hidden Spot token is sent, still face down, to a free hidden-spot tile of
  the Distortion World drawn by the seed, or is discarded face down (out of the game, unseen)
  when none is free.
* **Necrozma** then targets remotely :func:`..ultra.remote_targets` targets (1 for 1–2 players,
  2 for 3–4, 3 for 5–6), each drawn at random by the state's RNG among the intact targets of the
  Sinnoh area, with the same effect.
* **The breach's 10% steps**: each step reached deals every trainer a Distortion Breach card
  (drawn by the seed from the cards of ``fate.json``) and gives the Ultra Beasts one more tile
  move from their next turn. A dealt card is kept in the hand until it can be attached: no
  Distortion Breach card with a known ability exists in the content (Reckless Assault is
  pending), so none can be attached yet.
* **The loss**: at 70% breach strength every trainer loses at once.
* **Battles** (BATTLES): ``search`` on an Ultra Beast's token or at the Heart of the Breach
  (Necrozma, in its phase) battles it: a fresh, fully restored Legendary Pokémon that cannot be
  captured, with the Prism Armour of its side of the board, deciding by the principles of
  :func:`pokeforge.games.sinnoh.rules.wild.ultra_choice`. A defeated Ultra Beast leaves the map,
  a Prism Armour token moves to the Ultra Beast side (the battle's ``prism_board``) and every
  trainer holding a Distortion Breach card may discard one. A defeated phase of Necrozma ends
  the battle and Necrozma proceeds to its next phase (phase 2's form drawn by the seed); the
  last phase defeated, every trainer wins together. A trainer Necrozma leaves without a usable
  Pokémon is eliminated; every trainer eliminated calls for a Blessing, or everyone loses.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import numpy as np

from pokeforge.core.events import Event
from pokeforge.core.geometry import Hex
from pokeforge.core.geometry.hexgrid import hex_distance
from pokeforge.core.outcome import Outcome, Termination, seat_name

from ..actions import SEARCH, JourneyAction, act
from ..ultra import (
    BEASTS,
    BREACH_LOSS,
    BREACH_PER_DESTROYED,
    LAST_PHASE,
    PHASE_2_FORMS,
    remote_targets,
)
from . import cards_party

if TYPE_CHECKING:
    from ...params import SinnohParams
    from ...region import Place, Region
    from ...state import SinnohState
    from ..state import JourneyState

#: Ultra Beasts start more than this many tiles from every village (ours)
VILLAGE_BERTH = 2
#: the place kinds the Ultra Beasts and Necrozma destroy
TARGET_KINDS = ("apricorn_tree", "apricorn_reef", "shrine")
#: the area the Ultra Beasts roam
SINNOH = "sinnoh"

#: the place where Necrozma resides (the centre of the Distortion World)
NECROZMA_PLACE = "ultra_burst"

SKIP = act("ultra", "skip")
LET = act("ultra", "let")
MEGALOPOLIS = act("ultra", "megalopolis")
DISCARD = act("ultra", "discard")
KEEP = act("ultra", "keep")


def distance(a: Hex, b: Hex) -> int:
    return hex_distance(a, b)


# -- set-up ---------------------------------------------------------------------------------------


def setup(st: JourneyState) -> list[Event]:
    """The 9 Ultra Beast tokens scattered across Sinnoh (tiles drawn by the seed)."""
    u = st.ultra
    if not u.active:
        return []
    tiles = list(_geometry(st.region).starts)
    st.rng.shuffle(tiles)
    u.beasts = {b: tiles[i].name() for i, b in enumerate(BEASTS)}
    return [
        Event(
            "ultra",
            f"The Ultra Beasts roam Sinnoh; the group holds {u.blessings} Blessing"
            f"{'s' if u.blessings != 1 else ''} of Arceus; the breach stands at 0%",
            {"beasts": dict(u.beasts), "blessings": u.blessings},
        )
    ]


def home_action(place: Place) -> JourneyAction:
    """The action choosing ``place`` as home (the Ultra Megalopolis has its own, so that the
    numbers of the ``home`` block stay those of the villages)."""
    return MEGALOPOLIS if place.kind == "ultra_megalopolis" else act("home", place.id)


# -- whose turn -----------------------------------------------------------------------------------


def takes_turn(st: JourneyState, seat: int) -> bool:
    """An eliminated trainer takes no turns until revived."""
    return not st.ultra.eliminated[seat]


def decider(st: JourneyState) -> int:
    """The trainer who decides for the group: the first in the turn order not eliminated."""
    for seat in st.order:
        if not st.ultra.eliminated[seat]:
            return seat
    return st.order[0]


def round_over(st: JourneyState, events: list[Event]) -> None:
    """Every trainer has taken a turn: the Ultra Beasts' turn, or the decision to skip it."""
    u = st.ultra
    if not u.active or st.outcome is not None:
        return
    if u.blessings > 0:
        st.pending = [*st.pending, {"kind": "beasts", "seat": decider(st), "then": "round"}]
        return
    beasts_turn(st, events)


def beasts_actions(st: JourneyState) -> list[JourneyAction]:
    return [SKIP, LET]


def answer(st: JourneyState, seat: int, action: JourneyAction, events: list[Event]) -> None:
    """``ultra skip``: a Blessing of Arceus spent, no movement turn; ``ultra let``: they move;
    ``ultra discard`` / ``ultra keep``: a Distortion Breach card after an Ultra Beast's defeat;
    ``ultra revive=N``: the Blessing every trainer's elimination calls for."""
    u = st.ultra
    if action.arg in ("discard", "keep"):
        breach_answer(st, seat, action.arg, events)
        return
    if action.arg.startswith("revive="):
        revive(st, seat, action, events)
        return
    if action.arg == "skip":
        u.blessings -= 1
        events.append(
            Event(
                "blessing",
                f"{seat_name(seat)} spends a Blessing of Arceus: the Ultra Beasts skip their "
                f"turn ({u.blessings} left)",
                {"seat": seat, "blessings": u.blessings},
            )
        )
        return
    beasts_turn(st, events)


def revive_actions(st: JourneyState, seat: int) -> list[JourneyAction]:
    u = st.ultra
    if not u.active or u.blessings <= 0:
        return []
    return [act("ultra", f"revive={s + 1}") for s, out in enumerate(u.eliminated) if out]


def revive(st: JourneyState, seat: int, action: JourneyAction, events: list[Event]) -> None:
    u = st.ultra
    who = int(action.options()["revive"]) - 1
    u.blessings -= 1
    u.eliminated = [out and s != who for s, out in enumerate(u.eliminated)]
    t = st.trainers[who]
    from ..pieces import restore

    for mon in t.party:
        restore(mon)
    t.defeated = False
    events.append(
        Event(
            "blessing",
            f"{seat_name(seat)} spends a Blessing of Arceus: {seat_name(who)} is revived "
            f"({u.blessings} left)",
            {"seat": seat, "revived": who, "blessings": u.blessings},
        )
    )


def eliminate(st: JourneyState, seat: int, events: list[Event]) -> None:
    """A trainer defeated by Necrozma is eliminated; with nobody left, every trainer loses."""
    u = st.ultra
    u.eliminated = [out or s == seat for s, out in enumerate(u.eliminated)]
    events.append(
        Event("eliminated", f"{seat_name(seat)} is eliminated by Necrozma", {"seat": seat})
    )
    if not all(u.eliminated):
        return
    if u.blessings == 0:
        lose(st, "every trainer is eliminated and no Blessing of Arceus is left", events)
    else:
        # nobody is left to take a turn: the group must spend a Blessing on one of them (ours)
        st.pending = [*st.pending, {"kind": "revive", "seat": decider(st)}]


def revive_choices(st: JourneyState) -> list[JourneyAction]:
    """Every trainer eliminated: the Blessing is spent on one of them."""
    return [act("ultra", f"revive={s + 1}") for s, out in enumerate(st.ultra.eliminated) if out]


# -- targets and the breach -----------------------------------------------------------------------


def intact(st: JourneyState, place: Place) -> bool:
    """Whether ``place`` is a tree, reef or shrine the Ultra Beasts have not destroyed."""
    return (
        place.kind in TARGET_KINDS
        and place.id not in st.ultra.destroyed
        and place.id not in st.felled  # removed for Firewood (Kindler)
    )


def destroyed(st: JourneyState, place: Place | None) -> bool:
    return place is not None and place.id in st.ultra.destroyed


def targets(st: JourneyState) -> list[Hex]:
    """The tiles the Ultra Beasts and Necrozma go for, in a fixed order: intact trees, reefs and
    shrines of the campaign, and face-down Hidden Spot tokens, in the Sinnoh area."""
    tiles = _geometry(st.region).tiles
    return [tiles[i] for i in _target_indices(st)]


class _Geometry:
    """What the beasts' turn needs of a region, worked out once per region (a region is never
    changed after loading): every tile numbered in the targets' order (by row, then column),
    the hex distances between them, the Sinnoh tiles by name, each tile's neighbours a beast
    may enter (in the region's order) and the Distortion World's hidden-spot tiles."""

    __slots__ = ("dist", "free", "index", "region", "roam_next", "sinnoh", "starts", "tiles")

    def __init__(self, region: Region) -> None:
        self.region = region
        self.tiles: list[Hex] = sorted(region.tiles, key=lambda h: (h.r, h.q))
        self.index: dict[Hex, int] = {h: i for i, h in enumerate(self.tiles)}
        q = np.array([h.q for h in self.tiles], dtype=np.int64)
        r = np.array([h.r for h in self.tiles], dtype=np.int64)
        dq, dr = q[:, None] - q, r[:, None] - r
        # symmetric: a row is every tile's distance to one tile (small integers: the fewer
        # bytes, the quicker a turn takes the minimum over its goals)
        dist = (np.abs(dq) + np.abs(dr) + np.abs(dq + dr)) // 2
        self.dist = dist.astype(np.int8 if dist.max(initial=0) < 128 else np.int32)
        self.sinnoh: dict[str, int] = {
            h.name(): i for i, h in enumerate(self.tiles) if region.tiles[h].area == SINNOH
        }
        # the tiles an Ultra Beast may enter when no other beast stands there: Sinnoh's tiles
        # with no place or a place it destroys (they steer clear of the others)
        roam = {
            h
            for h, tile in region.tiles.items()
            if tile.area == SINNOH
            and (h not in region.place_at or region.place_at[h].kind in TARGET_KINDS)
        }
        self.roam_next: list[tuple[int, ...]] = [
            tuple(self.index[n] for n in region.neighbours.get(h, ()) if n in roam)
            for h in self.tiles
        ]
        # where the beasts may start: Sinnoh's tiles with no place, far enough from every village
        villages = [v.at for v in region.villages()]
        self.starts: tuple[Hex, ...] = tuple(
            h
            for h in self.tiles
            if region.tiles[h].area == SINNOH
            and h not in region.place_at
            and all(distance(h, v) > VILLAGE_BERTH for v in villages)
        )
        # where a Hidden Spot reached is sent: the Distortion World's free hidden-spot tiles
        self.free: tuple[tuple[Hex, str], ...] = tuple(
            (h, h.name())
            for h in self.tiles
            if region.tiles[h].area != SINNOH
            and region.tiles[h].hidden_spot
            and h not in region.place_at
        )


#: per region (held here, so its id is never reused): its :class:`_Geometry`; per region and
#: campaign: the places the beasts may destroy, as (id, tile number) in the targets' order
_GEOMETRY: dict[int, _Geometry] = {}
_TARGET_PLACES: dict[tuple[int, str], tuple[Region, tuple[tuple[str, int], ...]]] = {}


def _geometry(region: Region) -> _Geometry:
    cached = _GEOMETRY.get(id(region))
    if cached is None or cached.region is not region:
        cached = _GEOMETRY[id(region)] = _Geometry(region)
    return cached


def _target_places(st: JourneyState) -> tuple[tuple[str, int], ...]:
    """(id, tile number) of the places of ``st``'s campaign the beasts may destroy, in the
    Sinnoh area (worked out once per region and campaign)."""
    region, want = st.region, st.campaign.region_campaign
    key = (id(region), want)
    cached = _TARGET_PLACES.get(key)
    if cached is None or cached[0] is not region:
        index = _geometry(region).index
        found = tuple(
            sorted(
                (
                    (p.id, index[p.at])
                    for p in region.places.values()
                    if want in p.campaigns
                    and p.kind in TARGET_KINDS
                    and region.tiles[p.at].area == SINNOH
                ),
                key=lambda pair: pair[1],
            )
        )
        cached = _TARGET_PLACES[key] = (region, found)
    return cached[1]


def _target_indices(st: JourneyState) -> list[int]:
    """The numbers of the tiles :func:`targets` gives, in its order."""
    destroyed = st.ultra.destroyed
    if destroyed:
        dead = set(destroyed)
        found = {i for pid, i in _target_places(st) if pid not in dead}
    else:
        found = {i for _, i in _target_places(st)}
    hidden = st.explore.hidden
    if hidden:
        sinnoh = _geometry(st.region).sinnoh
        for name in hidden:
            i = sinnoh.get(name)
            if i is not None:
                found.add(i)
    return sorted(found)


def reach(st: JourneyState, at: Hex, who: str, events: list[Event]) -> None:
    """What an Ultra Beast (or Necrozma, remotely) does to the tile it reaches."""
    u = st.ultra
    place = st.region.place_at.get(at)
    if place is not None and intact(st, place):
        u.destroyed = (*u.destroyed, place.id)
        events.append(
            Event(
                "destroyed",
                f"{who} destroys {place.name}: the breach grows",
                {"place": place.id, "tile": at.name()},
            )
        )
        grow_tenths(st, BREACH_PER_DESTROYED, events)
    name = at.name()
    token = st.explore.hidden.get(name)
    if token is None:
        return
    hidden = dict(st.explore.hidden)
    del hidden[name]
    shown = st.explore.shown
    free = [h for h, tile in _geometry(st.region).free if tile not in hidden and tile not in shown]
    if free:
        to = free[st.rng.below(len(free))]
        hidden[to.name()] = token
        text = f"{who} sends the Hidden Spot at {name} into the Distortion World ({to.name()})"
        data = {"from": name, "to": to.name()}
    else:
        text = f"{who} discards the Hidden Spot at {name} (no free tile in the Distortion World)"
        data = {"from": name, "to": ""}
    st.explore.hidden = hidden
    events.append(Event("spot_moved", text, data))


def grow(st: JourneyState, amount: int, events: list[Event]) -> None:
    """The breach grows: each 10% step reached deals a Distortion Breach card to every trainer
    and gives the Ultra Beasts one more tile move; at 70% every trainer loses."""
    grow_tenths(st, 10 * amount, events)


def grow_tenths(st: JourneyState, amount: int, events: list[Event]) -> None:
    """The breach grows by ``amount`` tenths of a percent (:func:`grow`)."""
    u = st.ultra
    u.tenths += amount
    while u.steps < u.breach // 10:
        u.steps += 1
        dealt = deal_cards(st)
        kept = ", ".join(
            f"{seat_name(s)}: {name} (its ability is not known: kept in the hand, not attached)"
            for s, name in enumerate(dealt)
        )
        events.append(
            Event(
                "breach",
                f"The breach reaches {u.steps * 10}%: the Ultra Beasts have {u.moves()} tile "
                "moves; every trainer is dealt a Distortion Breach card"
                + (f" ({kept})" if kept else ""),
                {"breach": u.breach, "moves": u.moves(), "cards": dealt},
            )
        )
    if u.breach >= BREACH_LOSS and st.outcome is None:
        lose(st, f"the breach reaches {u.breach}% (70% is critical)", events)


def breach_deck(st: JourneyState) -> list[str]:
    """The Distortion Breach cards of the content, one entry per copy, sorted."""
    return sorted(
        card.name
        for card in st.content.fate.values()
        if card.kind == "breach"
        for _ in range(max(1, card.copies))
    )


def deal_cards(st: JourneyState) -> list[str]:
    """Every trainer is dealt a random Distortion Breach card (its name, per seat). A card is
    attached only when its ability is known: every card of the content is pending (Reckless
    Assault: the rulebook names it but not its ability), so the dealt cards stay in the hand
    and each deal says so; a card with a known ability would need its attaching built first
    (the content loader refuses abilities it cannot run)."""
    u = st.ultra
    deck = breach_deck(st)
    if not deck:
        return []
    cards = list(u.cards)
    dealt = []
    for seat in range(st.num_seats):
        name = deck[st.rng.below(len(deck))]
        dealt.append(name)
        cards[seat] = (*cards[seat], name)
    u.cards = cards
    return dealt


def lose(st: JourneyState, why: str, events: list[Event]) -> None:
    reason = f"The Ultra Burst consumes the light: {why}; every trainer loses"
    st.outcome = Outcome(Termination.OBJECTIVE, (), reason, losers=tuple(range(st.num_seats)))
    st.phase = "over"
    events.append(Event("end", reason, {"winners": [], "losers": list(range(st.num_seats))}))


# -- the movement turn ----------------------------------------------------------------------------


def beasts_turn(st: JourneyState, events: list[Event]) -> None:
    """The Ultra Beasts' movement turn, then Necrozma's remote targeting."""
    u = st.ultra
    moves = u.moves()
    events.append(
        Event("beasts", f"The Ultra Beasts take their turn ({moves} tile moves)", {"moves": moves})
    )
    names = {b: st.content.card(b).name for b in BEASTS}
    geo = _geometry(st.region)
    tiles, roam_next, dist = geo.tiles, geo.roam_next, geo.dist
    now = _target_indices(st)  # the goals change only when a beast reaches one
    goals = np.array(now, dtype=np.intp)
    near = dist[goals].min(axis=0).tolist() if now else []  # each tile's distance to a goal
    at = {b: geo.index[Hex.parse(t)] for b, t in u.beasts.items()}
    order = sorted(u.beasts)  # no beast leaves the map during their turn
    for _ in range(moves):
        if not now or not u.beasts or st.outcome is not None:
            break
        taken = set(at.values())
        # every move a beast may make, in a fixed order (beasts by card, neighbours in order),
        # keeping those nearest to a goal
        best = -1
        tied: list[tuple[str, int]] = []
        for beast in order:
            for n in roam_next[at[beast]]:
                if n in taken:
                    continue
                d = near[n]
                if d < best or best < 0:
                    best, tied = d, [(beast, n)]
                elif d == best:
                    tied.append((beast, n))
        if not tied:
            break
        beast, i = tied[st.rng.below(len(tied))] if len(tied) > 1 else tied[0]
        to = tiles[i]
        beasts = dict(u.beasts)
        beasts[beast] = to.name()
        u.beasts = beasts
        at[beast] = i
        events.append(
            Event(
                "beast_moves",
                f"{names[beast]} moves to {to.name()}",
                {"beast": beast, "tile": to.name()},
            )
        )
        destroyed, hidden = u.destroyed, st.explore.hidden
        reach(st, to, names[beast], events)
        # a place destroyed or a spot sent away (each replaced, never changed in place): the
        # tile reached is no goal any more (its place destroyed, its spot sent out of Sinnoh)
        # and no other tile changes
        if u.destroyed is not destroyed or st.explore.hidden is not hidden:
            now = [g for g in now if g != i]  # a new list: ``now`` may be the first one
            if now:
                goals = goals[goals != i]
                near = dist[goals].min(axis=0).tolist()
    for _ in range(remote_targets(st.num_seats)):
        remote = _target_indices(st)
        if not remote or st.outcome is not None:
            break
        reach(st, tiles[remote[st.rng.below(len(remote))]], "Necrozma", events)


# -- battles with the Ultra Beasts and Necrozma ---------------------------------------------------

_PARAMS: dict[tuple[str, ...], SinnohParams] = {}


def token_here(st: JourneyState, seat: int) -> str:
    """The card of the Ultra Beast whose token stands on ``seat``'s tile, or of Necrozma (its
    phase) at the Heart of the Breach; "" when none."""
    u = st.ultra
    where = st.trainers[seat].at
    if not u.active or where is None:
        return ""
    at = where.name()
    for beast, tile in u.beasts.items():  # no two beasts share a tile
        if tile == at:
            return beast
    place = st.region.places.get(NECROZMA_PLACE)
    if place is not None and place.at.name() == at and u.phase <= LAST_PHASE:
        return u.necrozma()
    return ""


def search_actions(st: JourneyState, seat: int) -> list[JourneyAction]:
    """BATTLES: "Search" whilst standing on an Ultra Beast's or Necrozma's token (once a turn,
    like any search, with a usable Pokémon)."""
    if "search" in st.used or not token_here(st, seat) or not st.trainers[seat].usable():
        return []
    return [SEARCH]


def battle_params(st: JourneyState) -> SinnohParams:
    """The journey's battle rules with the campaign's Prism Armour board."""
    from ...params import SinnohParams
    from .cards import MOVED

    p, u = st.params, st.ultra
    board = f"{u.prism[0]},{u.prism[1]}"
    moved = MOVED in st.used  # Opportune Strike (only card holders are marked)
    key = (p.dice, str(p.exhaustion), str(p.allow_concede), board, str(moved), st.weather)
    found = _PARAMS.get(key)
    if found is None:
        found = _PARAMS[key] = SinnohParams(
            dice=p.dice,
            exhaustion=p.exhaustion,
            allow_concede=p.allow_concede,
            apricorns=0,
            balls="",
            prism_board=board,
            prism_armour=-1,
            moved=moved,
            weather=st.weather,  # the Weather Wheel a Parasol Lady placed ("" none)
        )
    return found


def battle(st: JourneyState, seat: int, events: list[Event]) -> None:
    """The battle with the token on ``seat``'s tile: a Legendary Pokémon for tactics and rewards
    that cannot be captured (its card), fully restored for every attempt (a fresh Pokémon), its
    Prism Armour from its side of the board."""
    from ...pieces import Side
    from ...setup import make_mon
    from . import battles

    u = st.ultra
    card = token_here(st, seat)
    st.used = (*st.used, "search")
    st.site = ""
    mon = make_mon(st.content, st.content.cards[card], None, [])
    names = (seat_name(seat), "")
    game = battles._game(st)
    fight, start = game.start_battle(
        battle_params(st), st.rng, [battles._side(st, seat), Side("wild", [mon])], 1, names
    )
    if st.trainers[seat].allure:  # an Alluring Stew acts in this wild encounter too
        fight.allure = 1
    u.fight = card
    st.battle, st.battle_seats, st.wild = fight, (seat, -1), [card]
    cards_party.hold_balls(st)  # no Cherish Ball thrown already
    st.phase = "battle"
    events.append(
        Event(
            "ultra_battle",
            f"{seat_name(seat)} challenges {st.content.cards[card].name}",
            {"seat": seat, "card": card},
        )
    )
    events.extend(start)


def after_battle(st: JourneyState, fight: SinnohState, events: list[Event]) -> None:
    """What a battle with an Ultra Beast or Necrozma does to the campaign board (called by
    ``battles.finish`` once the rewards are back)."""
    u = st.ultra
    card = u.fight
    if not card:
        return
    u.fight = ""
    seat = st.battle_seats[0]
    u.prism = (int(fight.prism_board[0]), int(fight.prism_board[1]))
    defeated = fight.sides[1].party[0].fainted
    name = st.content.cards[card].name
    if card in BEASTS:
        if defeated:
            beasts = dict(u.beasts)
            del beasts[card]
            u.beasts = beasts
            events.append(
                Event(
                    "beast_defeated",
                    f"{name} is defeated: its token leaves the map; a Prism Armour token moves "
                    f"to the Ultra Beast side ({u.prism[0]} / {u.prism[1]})",
                    {"beast": card, "prism": list(u.prism)},
                )
            )
            offer_breach_discards(st, seat)
        return
    if defeated:
        u.phase += 1
        if u.phase == 2:
            u.form = PHASE_2_FORMS[st.rng.below(len(PHASE_2_FORMS))]
        if u.phase > LAST_PHASE:
            win(st, seat, events)
            return
        events.append(
            Event(
                "necrozma_phase",
                f"{name} is defeated: Necrozma proceeds to phase {u.phase} "
                f"({st.content.cards[u.necrozma()].name})",
                {"phase": u.phase, "card": u.necrozma()},
            )
        )
        return
    # defeated by Necrozma: out of usable Pokémon, or conceded (END OF BATTLE: a concession
    # loses the battle, its opponent is declared the winner)
    conceded = fight.outcome is not None and fight.outcome.termination == Termination.CONCESSION
    if not st.trainers[seat].usable() or conceded:
        eliminate(st, seat, events)


def offer_breach_discards(st: JourneyState, first: int) -> None:
    """An Ultra Beast defeated: every trainer holding a Distortion Breach card may discard one
    (in the turn order from the trainer who defeated it; moving a card between Pokémon needs an
    attached card: none can be attached yet)."""
    u = st.ultra
    start = st.order.index(first)
    order = st.order[start:] + st.order[:start]
    st.pending = [
        *st.pending,
        *({"kind": "breach", "seat": s} for s in order if u.cards[s]),
    ]


def breach_actions(st: JourneyState) -> list[JourneyAction]:
    return [DISCARD, KEEP]


def breach_answer(st: JourneyState, seat: int, arg: str, events: list[Event]) -> None:
    """``ultra discard``: the oldest Distortion Breach card held is discarded (ours: cards of
    one name are alike); ``ultra keep``: nothing changes."""
    u = st.ultra
    if arg != "discard":
        return
    cards = list(u.cards)
    gone, cards[seat] = cards[seat][0], cards[seat][1:]
    u.cards = cards
    events.append(
        Event(
            "breach_discard",
            f"{seat_name(seat)} discards a Distortion Breach card ({gone})",
            {"seat": seat, "card": gone},
        )
    )


def win(st: JourneyState, seat: int, events: list[Event]) -> None:
    """OVERVIEW: Necrozma defeated in its last phase before the breach reaches 70%: every
    trainer wins together (the eliminated ones too: they are of the group)."""
    u = st.ultra
    u.won = True
    everyone = tuple(range(st.num_seats))
    reason = (
        f"{seat_name(seat)} defeats Necrozma in its last phase: the breach closes with "
        f"{u.breach}% strength; every trainer wins together"
    )
    st.outcome = Outcome(Termination.OBJECTIVE, everyone, reason)
    events.append(Event("end", reason, {"winners": list(everyone), "losers": []}))
