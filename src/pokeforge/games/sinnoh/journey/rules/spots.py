"""HIDDEN SPOTS: the tokens lying face down on the map, turned over when a trainer passes over
them, and what each does; ARTIFACTS: the Artifact Legendary Pokémon at their homes.

Set-up (our design, ``docs/rules/sinnoh.md``, Journey): every token of ``data/hidden_spots.json``
lies face down on its own hidden-spot tile of the campaign's area (``region.json`` marks them),
the tiles drawn by the seed; where each token lies and its back (Regular: Apricorn Stashes,
Campsites, Fallen Stars; Special: Alpha Pokémon and Artifacts) are public, the token is not
(a core slot zone per back). A trainer stepping onto a tile with a face-down token turns it over
(:func:`arrive`, called by ``moving.arrive``):

* **Apricorn Stash**: its Apricorns; the token is discarded;
* **Campsite**: stays face up; there the trainer restores and trades with the Ginkgo Merchants
  once per turn as at a village, but never flies from or to it (``villages``);
* **Fallen Star**: into the bag, to be attached like a held item (one per Pokémon); when its
  Pokémon faints in battle it is discarded and the Pokémon fully restored (the battle does it);
  every 3 a trainer discards give a Heart of Sinnoh Shard of their choice (+1 tile move);
* **Alpha Pokémon**: a wild battle at once against the top card of the tile's Strong deck
  (Moderate, then Weak, when empty; on a tile of no Pokédex deck, the Distortion World's, a deck
  of the tier drawn at random by its cards: :func:`alpha_deck`) holding the Alpha token (+4
  health, Legendary: Alpha Strike, Beast Boost, 6+ to capture, 4 Journey Points; it wins
  initiative ties). Captured, the token stays on it; otherwise the token is discarded. A Zesty
  Stew cooked this turn keeps the Alpha from battling: it stays face up, and battles the next
  trainer to step there without one;
* **Artifact** (and Celestial Artifact): into the bag, to be attached. Holding one (in the bag
  or on a Pokémon) lets the trainer ``search`` at the legendary locations it opens: a wild
  battle against the Legendary named there, once per turn like any search, the Artifact kept;
  a Legendary defeated or captured is not met again. A Celestial Artifact opens no location: held
  by a party Pokémon it lets the trainer play its God's Change of Fate cards (the battle's rule).

The Lake Caverns and the Temple of Sinnoh (the Ultra Burst) are searched here too (:mod:`.places`).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from pokeforge.core.events import Event
from pokeforge.core.geometry import Hex
from pokeforge.core.outcome import seat_name

from ...pieces import Side
from ...setup import make_mon
from ...words import plural
from ..actions import SEARCH, JourneyAction, act
from ..decks import all_decks, deck_key, draw
from ..spot_content import kind_of, spot_content
from . import battles, cards_party, places, stamps
from .villages import place_of

if TYPE_CHECKING:
    from ...region import Place
    from ..pieces import Trainer
    from ..state import JourneyState

NAMES = {
    "stash": "an Apricorn Stash",
    "campsite": "a Campsite",
    "fallen_star": "a Fallen Star",
    "alpha": "an Alpha Pokémon",
    "artifact": "an Artifact",
}


def token_words(st: JourneyState, token: str) -> str:
    """``3 red Apricorns``, ``a Campsite``, ``the Magma Stone``…"""
    kind = kind_of(token)
    if kind == "stash":
        _, colour, n = token.split(":")
        return f"an Apricorn Stash of {plural(int(n), f'{colour} Apricorn')}"
    if kind == "artifact":
        return f"the {st.content.items[token.split(':', 1)[1]].name}"
    return NAMES[kind]


# -- set-up ----------------------------------------------------------------------------------------


def setup(st: JourneyState) -> list[Event]:
    """Every token face down on a hidden-spot tile of the campaign's area (tiles by the seed)."""
    sc = spot_content()
    want = st.campaign.region_campaign
    areas = {a.id for a in st.region.areas.values() if want in a.campaigns}
    tiles = sorted(
        (h for h, tile in st.region.tiles.items() if tile.hidden_spot and tile.area in areas),
        key=lambda h: (h.r, h.q),
    )
    st.rng.shuffle(tiles)
    regular = [t for t in sc.tokens if sc.back(t) == "regular"]
    special = [t for t in sc.tokens if sc.back(t) == "special"]
    st.rng.shuffle(regular)
    st.rng.shuffle(special)
    tokens = [*regular, *special][: len(tiles)]
    placed = sorted(zip(tiles[: len(tokens)], tokens, strict=True), key=lambda p: (p[0].r, p[0].q))
    st.explore.hidden = {h.name(): token for h, token in placed}
    n_special = sum(1 for t in tokens if sc.back(t) == "special")
    return [
        Event(
            "spots",
            f"{len(tokens)} Hidden Spot tokens lie face down on the map ({len(tokens) - n_special} "
            f"Regular, {n_special} Special)",
            {"count": len(tokens)},
        )
    ]


# -- turning a token over --------------------------------------------------------------------------


def arrive(st: JourneyState, seat: int, events: list[Event]) -> None:
    """A trainer entering a tile turns its Hidden Spot over, or meets the Alpha left there."""
    t = st.trainers[seat]
    if t.at is None:
        return
    key = t.at.name()
    ex = st.explore
    token = ex.hidden.pop(key, None)
    if token is not None:
        reveal(st, seat, key, token, events)
    elif ex.shown.get(key) == "alpha":
        alpha(st, seat, key, events)


def reveal(st: JourneyState, seat: int, key: str, token: str, events: list[Event]) -> None:
    t = st.trainers[seat]
    ex = st.explore
    kind = kind_of(token)
    found = f"{seat_name(seat)} turns over the Hidden Spot at {key}: {token_words(st, token)}"
    data: dict[str, Any] = {"seat": seat, "tile": key, "token": token}
    if kind == "stash":
        _, colour, n = token.split(":")
        t.gain(colour, int(n))
        ex.discard.append(token)
        from . import cards as card_rules

        found += card_rules.stash_bonus(st, seat, colour, events)  # Wilderness Expert
        events.append(Event("spot", found, data, reveals=(token,)))
        return
    if kind == "campsite":
        ex.shown[key] = token
        events.append(
            Event("spot", found + " (it stays: restore and trade there)", data, reveals=(token,))
        )
        return
    if kind in ("fallen_star", "artifact"):
        item = "fallen_star" if kind == "fallen_star" else token.split(":", 1)[1]
        t.items = sorted([*t.items, item])
        events.append(Event("spot", found + " (to the bag, to attach)", data, reveals=(token,)))
        return
    ex.shown[key] = token
    events.append(Event("spot", found, data, reveals=(token,)))
    alpha(st, seat, key, events)


# -- Alpha Pokémon ---------------------------------------------------------------------------------


def zesty(st: JourneyState) -> bool:
    """Whether the active trainer cooked a Zesty Stew this turn (no Alpha battles them)."""
    return any(
        f"stew:{r.id}" in st.used
        for r in st.jc.recipes.values()
        if r.kind == "stew" and r.makes == "extra_moves"
    )


def alpha(st: JourneyState, seat: int, key: str, events: list[Event]) -> None:
    """ALPHA POKÉMON: the forced battle (not with a Zesty Stew, nor without a usable Pokémon)."""
    t = st.trainers[seat]
    ex = st.explore
    if zesty(st) or not t.usable():
        why = "the Zesty Stew keeps it away" if t.usable() else "no Pokémon can battle it"
        events.append(
            Event(
                "alpha",
                f"The Alpha Pokémon at {key} does not battle {seat_name(seat)} ({why})",
                {"seat": seat, "tile": key},
            )
        )
        return
    tile = st.region.tiles[Hex.parse(key)]
    sc = spot_content()
    drawn: list[str] = []
    for tier in sc.alpha_decks:
        k = alpha_deck(st, deck_key(tile.biome, tile.climate, tier), tier)
        if k is None:
            continue
        drawn = draw(st.decks.setdefault(k, []), st.discards.setdefault(k, []), 1, st.rng)
        if drawn:
            break
    del ex.shown[key]
    if not drawn:
        ex.discard.append("alpha")
        events.append(
            Event(
                "alpha",
                f"No Pokémon answers the Alpha token at {key}: it is discarded",
                {"seat": seat, "tile": key},
            )
        )
        return
    card = drawn[0]
    ex.alpha = key
    events.append(
        Event(
            "alpha",
            f"An Alpha {st.content.cards[card].name} attacks {seat_name(seat)} at {key}",
            {"seat": seat, "tile": key, "card": card},
            reveals=(card,),
        )
    )
    start_alpha(st, seat, card, events)


def alpha_deck(st: JourneyState, own: str, tier: str) -> str | None:
    """The deck an Alpha of ``tier`` is drawn from: its tile's own deck ``own``; on a tile of no
    Pokédex deck (the Distortion World: Ruins, Space), ours: one of the tier's decks of every
    biome and climate, drawn by the RNG in proportion to the cards it and its discard pile hold
    (a card drawn at random from them all together). None when they hold none."""
    if own in all_decks(st.content):
        return own
    sizes = [
        (k, len(st.decks.get(k, ())) + len(st.discards.get(k, ())))
        for k in all_decks(st.content)
        if k.endswith(f"|{tier}")
    ]
    total = sum(n for _, n in sizes)
    if not total:
        return None
    pick = st.rng.below(total)
    for k, n in sizes:
        if pick < n:
            return k
        pick -= n
    raise AssertionError("unreachable")


def start_alpha(st: JourneyState, seat: int, card: str, events: list[Event]) -> None:
    """The wild battle against the Alpha Pokémon ``card`` (it initiates: it wins ties)."""
    mon = make_mon(st.content, st.content.cards[card], None, [])
    mon.item = "alpha_token"
    mon.max_health += int(st.content.items["alpha_token"].effects.get("health", 0))
    t = st.trainers[seat]
    params = battles.battle_params(st, "")
    battle, start = battles._game(st).start_battle(
        params, st.rng, [battles._side(st, seat), Side("wild", [mon])], 1, (seat_name(seat), "")
    )
    if t.allure:
        battle.allure = 1
    st.battle, st.battle_seats, st.wild = battle, (seat, -1), [card]
    cards_party.hold_balls(st)  # no Cherish Ball thrown already
    st.site = ""
    st.phase = "battle"
    events.extend(start)


# -- Campsites -------------------------------------------------------------------------------------


def campsite_at(st: JourneyState, at: Hex | None) -> bool:
    return at is not None and st.explore.shown.get(at.name()) == "campsite"


# -- Fallen Stars ----------------------------------------------------------------------------------


def stars_held(t: Trainer) -> int:
    return sum(1 for m in t.party for i in m.held() if i == "fallen_star")


def battle_begins(st: JourneyState) -> None:
    """Remember the Fallen Stars each battling trainer holds (the battle may discard some)."""
    for seat in st.battle_seats:
        if seat >= 0:
            st.explore.held[seat] = stars_held(st.trainers[seat])


def shard_actions(st: JourneyState, seat: int) -> list[JourneyAction]:
    return [act("shard", s.lower()) for s in shard_options(st, seat)]


def shard_options(st: JourneyState, seat: int) -> list[str]:
    """The Shards the trainer may choose: the campaign's named Shards they do not hold yet (a
    Commander's, a Lake Guardian's or earlier Fallen Stars')."""
    held = st.heart.shards[seat]
    return [s for s in spot_content().shards if s.lower() not in held]


def choose_shard(st: JourneyState, seat: int, action: JourneyAction, events: list[Event]) -> None:
    """FALLEN STARS: "a Heart of Sinnoh Shard of your choice" is one of the campaign's named
    Shards (``galactic.gain_shard``: +1 tile move, counted by the objectives); the first trainer
    to hold all three with their village liberated draws Act III, as after a Commander."""
    from . import acts, galactic

    name = next(s for s in shard_options(st, seat) if s.lower() == action.arg)
    ex = st.explore
    ex.shards[seat] = (*ex.shards[seat], name)
    galactic.gain_shard(st, seat, name.lower())
    events.append(
        Event(
            "shard",
            f"{seat_name(seat)} gains the Shard of {name} for 3 Fallen Stars (+1 tile move a turn)",
            {"seat": seat, "shard": name},
        )
    )
    if st.campaign.acts and acts.finished_act2(st, seat):  # not before Act I is finished
        acts.advance(st, "act3", seat, events)


def _stars_after(st: JourneyState, seat: int, events: list[Event]) -> None:
    ex = st.explore
    used = ex.held[seat] - stars_held(st.trainers[seat])
    ex.held[seat] = 0
    if used <= 0:
        return
    ex.stars[seat] += used
    ex.discard.extend(["fallen_star"] * used)
    events.append(
        Event(
            "stars",
            f"{seat_name(seat)} has discarded {plural(ex.stars[seat], 'Fallen Star')} in all",
            {"seat": seat, "stars": ex.stars[seat]},
        )
    )
    per = spot_content().stars_per_shard
    waiting = sum(1 for p in st.pending if p["kind"] == "shard" and p["seat"] == seat)
    owed = ex.stars[seat] // per - len(ex.shards[seat]) - waiting
    for _ in range(min(owed, len(shard_options(st, seat)) - waiting)):
        stamps.queue(st, {"kind": "shard", "seat": seat})


# -- Artifact Legendaries --------------------------------------------------------------------------


def artifacts_of(t: Trainer) -> set[str]:
    """The items a trainer holds, in the bag or on a Pokémon."""
    return {*t.items, *(i for m in t.party for i in m.held())}


def legendary_here(st: JourneyState, seat: int) -> tuple[Place, str] | None:
    """The legendary location the trainer stands on and the Legendary (card id) the trainer's
    Artifacts let them battle there, if any."""
    t = st.trainers[seat]
    place = place_of(st, t)
    if place is None or place.kind != "legendary_location":
        return None
    held = artifacts_of(t)
    unlocks = spot_content().unlocks
    if not any(place.id in unlocks.get(item, ()) for item in held):
        return None
    for name in place.get("legendary"):
        card = st.content.card(name).id
        if card not in st.explore.gone:
            return place, card
    return None


def actions(st: JourneyState, seat: int) -> list[JourneyAction]:
    if "search" in st.used or not st.trainers[seat].usable():
        return []
    found = legendary_here(st, seat) or places.here(st, seat)
    return [SEARCH] if found is not None else []


def search(st: JourneyState, seat: int, action: JourneyAction, events: list[Event]) -> None:
    """``search``: the Artifact Legendary at its home, else the Pokédex (``encounters``)."""
    from . import encounters

    found = legendary_here(st, seat)
    if found is None:
        own = places.here(st, seat)  # a Lake Cavern's Guardian, the Temple of Sinnoh's Pokémon
        if own is not None:
            places.start(st, seat, *own, events)
        else:
            encounters.search(st, seat, action, events)
        return
    place, card = found
    st.used = (*st.used, "search")
    st.site = place.id
    events.append(
        Event(
            "legendary",
            f"{seat_name(seat)} searches at {place.name}: the Artifact calls "
            f"{st.content.cards[card].name}",
            {"seat": seat, "place": place.id, "card": card},
        )
    )
    battles.start_wild(st, seat, card, events)


# -- after a battle --------------------------------------------------------------------------------


def after_battle(st: JourneyState, events: list[Event]) -> None:
    """Called by ``battles.finish`` once the result is back, before the turn ends: Fallen Stars
    counted, the Alpha token's fate, an Artifact Legendary gone, Journey Stamps."""
    battle = st.battle
    assert battle is not None
    ex = st.explore
    for seat in st.battle_seats:
        if seat >= 0:
            _stars_after(st, seat, events)
    wild = battle.sides[1]
    if st.battle_seats[1] < 0 and wild.kind == "wild":
        captured = bool(battle.rewards.get("captured"))
        if ex.alpha:
            if not captured:
                ex.discard.append("alpha")
            ex.alpha = ""
        place = st.region.places.get(st.site)
        legendary = place is not None and place.kind == "legendary_location"
        if legendary and (captured or wild.party[0].fainted):
            ex.gone = (*ex.gone, st.wild[0])
        places.after_battle(st, events)  # a Lake Guardian's Shards, the Temple's Blessing
    stamps.after_battle(st, events)
