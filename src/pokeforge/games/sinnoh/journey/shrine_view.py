"""The Shrine Events, the Gods of Sinnoh, the Follower tokens and the Change of Fate hands in the
journey's view and terminal text: the tokens on the shrines, the God on the Origin Shrine, the
tokens gone, every Follower token (its secret choice at a Celestial Fracture: who has chosen,
and the viewer's own), every hand's size, the viewer's own hand in full; and the actions of these
rules in words."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from pokeforge.core.hidden import Secrets
from pokeforge.core.outcome import seat_name

from ..words import plural
from .actions import JourneyAction
from .rules.crafting import name_of
from .shrine_content import shrine_content

if TYPE_CHECKING:
    from .state import JourneyState


def _hands(st: JourneyState, seat: int | None, secrets: Secrets) -> list[dict[str, Any]]:
    return [secrets.zone(f"Change of Fate hand {s}").view(seat) for s in range(st.num_seats)]


def shrines_view(st: JourneyState, seat: int | None, secrets: Secrets) -> dict[str, Any]:
    sh = st.shrines
    return {
        "legends": dict(sorted(sh.legends.items())),
        "god": sh.god,
        "gone": list(sh.gone),
        "event_deck": len(sh.events),
        "event_discard": list(sh.event_discard),
        "drawn": list(sh.drawn),
        "offer_colour": sh.offer_colour,
        "fate_deck": len(sh.fate),
        "fate_discard": list(sh.fate_discard),
        "followers": list(sh.followers),
        "votes": None if sh.votes is None else sh.votes.view(seat),
        "hands": _hands(st, seat, secrets),
        "banquet": list(sh.banquet),
    }


def shrine_lines(st: JourneyState, seat: int | None) -> list[str]:
    sh = st.shrines
    events = shrine_content(st.content).events
    legends = ", ".join(
        f"{name} at {st.region.places[place].name}" for place, name in sorted(sh.legends.items())
    )
    lines = [
        f"Shrines: {legends or 'no Legendary token'} · Origin Shrine: "
        + (f"{sh.god.capitalize()}'s token" if sh.god else "no God of Sinnoh")
        + (f" · gone: {', '.join(g.capitalize() for g in sh.gone)}" if sh.gone else "")
        + f" · Shrine Event deck {len(sh.events)}, discard {len(sh.event_discard)}"
    ]
    secrets = st.secrets()
    hands = _hands(st, seat, secrets)
    parts = []
    for s in range(st.num_seats):
        follower = sh.followers[s].capitalize() or "face down"
        if sh.votes is not None and s in sh.votes.seats:
            follower += " (choosing)" if s in sh.votes.pending else " (chosen)"
        extra = f", {sh.banquet[s]} free stews" if sh.banquet[s] else ""
        parts.append(f"{seat_name(s)} {follower}, {plural(hands[s]['count'], 'card')}{extra}")
    lines.append(f"Followers and Change of Fate hands: {'; '.join(parts)} · deck {len(sh.fate)}")
    if seat is not None:
        mine = hands[seat].get("cards", [])
        lines.append(
            "Your Change of Fate cards (played in battle by a Follower of the card's God; Arceus's "
            f"by anyone): {'; '.join(_card_words(st, c) for c in mine) or 'none'}"
        )
        if sh.votes is not None and seat in sh.votes.choices:
            lines.append(f"Your secret Follower choice: {sh.votes.choices[seat]}")
    if sh.drawn:
        lines.append(
            "Shrine Event cards drawn: "
            + ", ".join(f"{i} {events[c].name}" for i, c in enumerate(sh.drawn))
        )
    return lines


def shrine_words(st: JourneyState, seat: int, action: JourneyAction) -> str:
    """The actions of the Shrine Events and the Gods of Sinnoh in words ("" for other verbs)."""
    verb, arg = action.verb, action.arg
    sh = st.shrines
    events = shrine_content(st.content).events
    if verb == "offering":
        colour, _, extra = arg.partition(" ")
        if extra:
            return (
                f"Make a Shrine Offering: discard a {colour} Apricorn{_tier_words(colour)} and 7 "
                "Journey Points, "
                "draw 3 Shrine Event cards and keep 2"
            )
        return (
            f"Make a Shrine Offering: discard a {colour} Apricorn{_tier_words(colour)}, draw a "
            "Shrine Event card"
        )
    if verb == "choose":
        kept = [events[sh.drawn[int(x)]].name for x in arg.split("+")]
        return "Keep " + ", then ".join(kept)
    if verb == "legend":
        t = st.trainers[seat]
        place = st.region.place_at.get(t.at) if t.at is not None else None
        if place is None:
            return "Battle the Legendary Pokémon here"
        token = sh.god if place.kind == "origin_shrine" else sh.legends.get(place.id, "")
        return f"Battle {token.capitalize()} at {place.name}"
    if verb == "feast":
        return f"Cook a free {name_of(st, st.jc.recipes[arg])} (Splendid Banquet)"
    if verb == "share":
        return f"Give the blessing to {seat_name(int(arg) - 1)}"
    if verb == "exchange":
        if arg == "none":
            return "Keep your party as it is"
        mon = st.trainers[seat].party[int(arg)]
        entry = st.pending[0] if st.pending and st.pending[0].get("kind") == "exchange" else {}
        drawn = st.content.cards.get(str(entry.get("card", "")))
        if drawn is None:
            return f"Replace {st.content.cards[mon.card].name}"
        return (
            f"Replace {st.content.cards[mon.card].name} with {drawn.name} "
            f"({'/'.join(drawn.types)}, {drawn.tier}, {drawn.health} health, {drawn.move})"
        )
    if verb == "follow":
        return (
            "Keep your Follower token"
            if arg == "keep"
            else f"Become a Follower of {arg.capitalize()}"
        )
    if verb == "god":
        return f"{arg.capitalize()}'s token comes to the Origin Shrine"
    return ""


def _tier_words(colour: str) -> str:
    """SHRINE OFFERING: a higher tier of Apricorn makes the event stronger (the "/" amounts)."""
    from ..pieces import COLOUR_TIER, COLOURS

    if colour not in COLOURS:
        return ""
    tier = COLOUR_TIER[COLOURS.index(colour)]
    return f" (tier {tier}: the event's {('lowest', 'middle', 'highest')[tier - 1]} amounts)"


def _card_words(st: JourneyState, name: str) -> str:
    """A Change of Fate card in the hand: its God and its effect."""
    from ..trainer_words import ability_words

    card = st.content.fate.get(name)
    if card is None:
        return name
    effect = "not implemented" if card.pending else ability_words(card.effects).rstrip(".")
    return f"{name} ({card.god.capitalize()}: {effect})"
