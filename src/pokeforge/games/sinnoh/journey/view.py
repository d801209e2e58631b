"""Views of a journey: what each seat may know, as plain JSON-ready data.

Face up at the table (and in the Tabletop Simulator mod): the map (the shipped region, named by
``region``; it never changes), every trainer's token, party (cards, damage, statuses, held items,
moves), bag (Apricorns, Poké Balls, held items), Journey Points, the discard piles, the offered
Ginkgo Trades, the Grunts on villages, the battle being fought and every decision after it.
Secret: the order of the Pokédex decks and of the Ginkgo Trade deck (their sizes are shown), and
the Pokémon a search drew, shown to the searcher alone until the one battled is revealed (others
see how many). Hidden things are shown through their zones (:meth:`JourneyState.secrets`).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from pokeforge.core.outcome import seat_name

from ..pieces import COLOURS, Mon
from .map_view import map_view
from .objectives import ACT_NAMES
from .rules.cards import card_view
from .rules.cards_party import pending_view
from .rules.end import score
from .rules.moving import place_here
from .shrine_view import shrines_view

if TYPE_CHECKING:
    from pokeforge.core.hidden import Secrets

    from .pieces import Trainer
    from .state import JourneyState


def mon_view(st: JourneyState, mon: Mon) -> dict[str, Any]:
    card = st.content.cards[mon.card]
    out: dict[str, Any] = {
        "card": card.id,
        "name": card.name,
        "types": list(card.types),
        "tier": card.tier,
        "health": mon.max_health,
        "damage": mon.damage,
        "statuses": list(mon.statuses),
        "fainted": mon.fainted,
        "item": mon.item,
        "moves": [card.move, *mon.moves],
        "evolve_cost": card.evolve_cost,
        "evolve_into": list(card.evolve_into),
    }
    if mon.item2 is not None:  # a second held item (a trainer card: Holding Capacity)
        out["item2"] = mon.item2
    return out


def trainer_view(st: JourneyState, seat: int, t: Trainer) -> dict[str, Any]:
    place = None if t.at is None else place_here(st, t.at)
    out: dict[str, Any] = {
        "seat": seat,
        "name": seat_name(seat),
        "home": t.home,
        "at": None if t.at is None else t.at.name(),
        "place": None if place is None else place.id,
        "party": [mon_view(st, m) for m in t.party],
        "balls": list(t.balls),
        "items": list(t.items),
        "bag": dict(zip(COLOURS, t.bag, strict=True)),
        "journey_points": t.points,
        "earned": t.earned,
        "captured": t.captured,
        "score": score(t),
        "shards": t.shards,
        "defeated": t.defeated,
        "immune": t.immune,
        "infused": t.infused,
        "allure": t.allure,
        "stamps": list(st.explore.stamps[seat]),  # Journey Stamps, in the order claimed
        "objectives": objectives_view(st, seat),
    }
    if t.card:  # the trainer card, face up (the plain game's view has none)
        out["trainer_card"] = card_view(st, seat)
    return out


def objectives_view(st: JourneyState, seat: int) -> dict[str, Any]:
    """A trainer's progress through the Heart of Sinnoh's objectives (face up)."""
    p = st.heart
    return {
        "liberated": p.liberated[seat],
        "shards": list(p.shards[seat]),
        "heart": p.heart[seat],
        "cyrus": p.champion == seat,
        "done": p.done(seat),
        "final_turns": p.final_turns[seat],
        "attempted": p.attempted[seat],
        "out": p.out[seat],
    }


def search_shown(secrets: Secrets, seat: int | None) -> dict[str, Any]:
    """The search's zone as ``seat`` may see it; a Warped Apricorn Tree's selection lies in a
    zone per card (``search:i``, each in its own deck's pool), shown together."""
    zones = [z for z in secrets.zones if z.name == "search" or z.name.startswith("search:")]
    parts = [z.view(seat) for z in zones]
    out: dict[str, Any] = {"count": sum(p["count"] for p in parts)}
    field = "cards" if all("cards" in p for p in parts) else "known"
    out[field] = sorted(c for p in parts for c in p.get(field, ()))
    return out


def journey_view(st: JourneyState, seat: int | None) -> dict[str, Any]:
    secrets = st.secrets()
    search = None
    if st.search:
        search = {"seat": st.actor, "place": st.site, **search_shown(secrets, seat)}
    battle = None
    if st.battle is not None:
        from ..view import battle_view

        side = st.battle_seat(seat)
        battle = battle_view(st.battle, side)
        battle["seat"] = seat
        battle["to_act"] = list(st.public_to_act())
        if st.shrines.aid is not None:  # fellow Followers being asked (rules/fate)
            battle["aid"] = st.shrines.aid.view(seat)
        actor = st.battle_seats[st.battle.actor]
        battle["actor"] = None if actor < 0 else actor
        for i, s in enumerate(battle["sides"]):
            s["seat"] = None if st.battle_seats[i] < 0 else st.battle_seats[i]
    return {
        "game": "sinnoh",
        "mode": "journey",
        "campaign": st.params.campaign,
        "region": st.region.name,
        "map": map_view(st.region, st.campaign.region_campaign),
        "seat": seat,
        "round": st.round,
        "max_rounds": st.params.max_rounds,
        "phase": st.decision(),
        "to_act": list(st.public_to_act()),
        "turn": None
        if st.phase in ("home", "starter", "over")
        else {
            "seat": st.actor,
            "moves_left": st.moves_left,
            "used": list(st.used),
            "offered": list(st.offered),
        },
        "choosers": list(st.choosers),
        "order": list(st.order),
        "trainers": [trainer_view(st, s, t) for s, t in enumerate(st.trainers)],
        "decks": {key: len(deck) for key, deck in st.decks.items()},
        "discards": {key: list(d) for key, d in st.discards.items() if d},
        "search": search,
        "ginkgo": {"offered": list(st.trades), "deck": len(st.ginkgo)},
        "grunts": list(st.grunts),
        "spots": st.explore.view(seat),  # the Hidden Spots (face down: the back only)
        "shrines": shrines_view(st, seat, secrets),
        "act": {
            "id": st.heart.act,
            "name": ACT_NAMES[st.heart.act],
            "fight": st.heart.fight,
            "choice": st.heart.choice,
            "champion": None if st.heart.champion < 0 else st.heart.champion,
        },
        "ultra": ultra_view(st),
        "battle": battle,
        "pending": [pending_view(p, seat) for p in st.pending],  # Career Options' secret
        # Apricorn Trees removed for Firewood (public; a journey without them has no key)
        **({"felled": list(st.felled)} if st.felled else {}),
        **({"weather": st.weather} if st.weather else {}),  # the Weather Wheel (public)
        "log": list(st.log),
        "outcome": None if st.outcome is None else st.outcome.to_json(),
    }


def ultra_view(st: JourneyState) -> dict[str, Any]:
    """The Ultra Burst's board; Necrozma's token stands at the Heart of the Breach."""
    from .rules.ultra import NECROZMA_PLACE

    u = st.ultra
    names = {b: st.content.card(b).name for b in u.beasts}
    place = st.region.places.get(NECROZMA_PLACE)
    at = place.at.name() if u.active and place is not None and u.phase <= 3 else ""
    names[u.necrozma()] = st.content.card(u.necrozma()).name
    return u.view(names, at)
