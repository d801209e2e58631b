"""THE ULTRA BURST campaign board: set-up, the Blessings of Arceus, the breach and its 10% steps,
the Ultra Beasts' movement turn and Necrozma's remote targeting, elimination and revival.

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
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from pokeforge.core.events import Event
from pokeforge.core.geometry import Hex
from pokeforge.core.geometry.hexgrid import hex_distance
from pokeforge.core.outcome import Outcome, Termination, seat_name

from ..actions import JourneyAction, act
from ..ultra import BEASTS, BREACH_LOSS, BREACH_PER_DESTROYED, remote_targets

if TYPE_CHECKING:
    from ...region import Place
    from ..state import JourneyState

#: Ultra Beasts start more than this many tiles from every village (ours)
VILLAGE_BERTH = 2
#: the place kinds the Ultra Beasts and Necrozma destroy
TARGET_KINDS = ("apricorn_tree", "apricorn_reef", "shrine")
#: the area the Ultra Beasts roam
SINNOH = "sinnoh"

SKIP = act("ultra", "skip")
LET = act("ultra", "let")
MEGALOPOLIS = act("ultra", "megalopolis")


def distance(a: Hex, b: Hex) -> int:
    return hex_distance(a, b)


# -- set-up ---------------------------------------------------------------------------------------


def setup(st: JourneyState) -> list[Event]:
    """The 9 Ultra Beast tokens scattered across Sinnoh (tiles drawn by the seed)."""
    u = st.ultra
    if not u.active:
        return []
    villages = [v.at for v in st.region.villages()]
    tiles = sorted(
        (
            h
            for h, tile in st.region.tiles.items()
            if tile.area == SINNOH
            and h not in st.region.place_at
            and all(distance(h, v) > VILLAGE_BERTH for v in villages)
        ),
        key=lambda h: (h.r, h.q),
    )
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
    """``ultra skip``: a Blessing of Arceus spent, no movement turn; ``ultra let``: they move."""
    u = st.ultra
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
    if all(u.eliminated) and u.blessings == 0:
        lose(st, "every trainer is eliminated and no Blessing of Arceus is left", events)


# -- targets and the breach -----------------------------------------------------------------------


def intact(st: JourneyState, place: Place) -> bool:
    """Whether ``place`` is a tree, reef or shrine the Ultra Beasts have not destroyed."""
    return place.kind in TARGET_KINDS and place.id not in st.ultra.destroyed


def destroyed(st: JourneyState, place: Place | None) -> bool:
    return place is not None and place.id in st.ultra.destroyed


def targets(st: JourneyState) -> list[Hex]:
    """The tiles the Ultra Beasts and Necrozma go for, in a fixed order: intact trees, reefs and
    shrines of the campaign, and face-down Hidden Spot tokens, in the Sinnoh area."""
    want = st.campaign.region_campaign
    found: set[Hex] = {
        p.at
        for p in st.region.places.values()
        if want in p.campaigns and intact(st, p) and st.region.tiles[p.at].area == SINNOH
    }
    for name in st.explore.hidden:
        h = Hex.parse(name)
        if st.region.tiles[h].area == SINNOH:
            found.add(h)
    return sorted(found, key=lambda h: (h.r, h.q))


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
        grow(st, BREACH_PER_DESTROYED, events)
    name = at.name()
    token = st.explore.hidden.get(name)
    if token is None:
        return
    hidden = dict(st.explore.hidden)
    del hidden[name]
    free = sorted(
        (
            h
            for h, tile in st.region.tiles.items()
            if tile.area != SINNOH
            and tile.hidden_spot
            and h not in st.region.place_at
            and h.name() not in hidden
            and h.name() not in st.explore.shown
        ),
        key=lambda h: (h.r, h.q),
    )
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
    u = st.ultra
    u.breach += amount
    while u.steps < u.breach // 10:
        u.steps += 1
        deal_cards(st, events)
        events.append(
            Event(
                "breach",
                f"The breach reaches {u.steps * 10}%: the Ultra Beasts have {u.moves()} tile "
                "moves; every trainer is dealt a Distortion Breach card",
                {"breach": u.breach, "moves": u.moves()},
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


def deal_cards(st: JourneyState, events: list[Event]) -> None:
    u = st.ultra
    deck = breach_deck(st)
    if not deck:
        return
    cards = list(u.cards)
    for seat in range(st.num_seats):
        cards[seat] = (*cards[seat], deck[st.rng.below(len(deck))])
    u.cards = cards


def lose(st: JourneyState, why: str, events: list[Event]) -> None:
    reason = f"The Ultra Burst consumes the light: {why}; every trainer loses"
    st.outcome = Outcome(Termination.OBJECTIVE, (), reason, losers=tuple(range(st.num_seats)))
    st.phase = "over"
    events.append(Event("end", reason, {"winners": [], "losers": list(range(st.num_seats))}))


# -- the movement turn ----------------------------------------------------------------------------


def can_enter(st: JourneyState, at: Hex, taken: set[str]) -> bool:
    tile = st.region.tiles.get(at)
    if tile is None or tile.area != SINNOH or at.name() in taken:
        return False
    place = st.region.place_at.get(at)
    return place is None or place.kind in TARGET_KINDS


def beasts_turn(st: JourneyState, events: list[Event]) -> None:
    """The Ultra Beasts' movement turn, then Necrozma's remote targeting."""
    u = st.ultra
    moves = u.moves()
    events.append(
        Event("beasts", f"The Ultra Beasts take their turn ({moves} tile moves)", {"moves": moves})
    )
    names = {b: st.content.card(b).name for b in BEASTS}
    for _ in range(moves):
        goals = targets(st)
        if not goals or not u.beasts or st.outcome is not None:
            break
        taken = set(u.beasts.values())
        best = -1
        tied: list[tuple[str, Hex]] = []
        for beast in sorted(u.beasts):
            here = Hex.parse(u.beasts[beast])
            for n in st.region.neighbours[here]:
                if not can_enter(st, n, taken):
                    continue
                d = min(distance(n, g) for g in goals)
                if best < 0 or d < best:
                    best, tied = d, [(beast, n)]
                elif d == best:
                    tied.append((beast, n))
        if not tied:
            break
        beast, to = tied[st.rng.below(len(tied))] if len(tied) > 1 else tied[0]
        beasts = dict(u.beasts)
        beasts[beast] = to.name()
        u.beasts = beasts
        events.append(
            Event(
                "beast_moves",
                f"{names[beast]} moves to {to.name()}",
                {"beast": beast, "tile": to.name()},
            )
        )
        reach(st, to, names[beast], events)
    for _ in range(remote_targets(st.num_seats)):
        goals = targets(st)
        if not goals or st.outcome is not None:
            break
        reach(st, goals[st.rng.below(len(goals))], "Necrozma", events)
