"""The Team Galactic battles of the Heart of Sinnoh (ACT I GRUNT BATTLE, ACT II LAKE COMMANDER
BATTLES, ACT III CYRUS BATTLE), played by the battle system (its Team Galactic side: Plan B,
Galactic Retribution, ties won by the trainer, no switching after a knock-out).

``campaign grunts`` at your own home village while its Grunts remain (only you can liberate
it): 3 drawn from the Grunts deck. ``campaign mars`` at Lake Verity, ``campaign jupiter`` at
Lake Acuity, ``campaign saturn`` at Lake Valor, once your village is liberated and for a Shard
you do not hold: 3 of the Commander's 5, +1 per Shard you hold. ``campaign cyrus`` at the
Temple of Sinnoh once your Heart is restored, holding the Heart of Sinnoh item (in the bag or on
a party Pokémon: "required to battle Cyrus"): 6 of his 8. The trainer (side 0) initiates the
battle; the Pokémon are face up.

Team Galactic decides automatically unless ``galactic_seat=next``: then the next trainer in
the turn order plays it (their own party is not touched). The Grunts are always drawn at random
from the state's RNG (GRUNT BATTLE: "randomly draw 3"), and so are a Commander's and Cyrus's
Pokémon when Team Galactic decides automatically. A trainer controlling Team Galactic chooses a
Commander's and Cyrus's Pokémon (LAKE COMMANDER BATTLES, CYRUS BATTLE: "chooses … and displays
them face-up"): one at a time (``galactic 481-x``), each shown to all as it is chosen; when what
is left must all be taken (5 of a Commander's 5), nothing is asked. Then the battle begins.

Victory (all their Pokémon defeated while you can still battle: the battle's own win) — Grunts:
the token leaves the village, 3 Journey Points; a Commander: 1 Journey Point per Pokémon and
the Shard (a tile move more each turn); Cyrus: 6 Journey Points, the party fully restored and
the Ending's choice (:mod:`.ending`). A loss or a draw gains nothing. Then the turn ends.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from pokeforge.core.events import Event
from pokeforge.core.outcome import seat_name

from ...params import GALACTIC_SIZE, GALACTIC_TRAINERS
from ...pieces import Side
from ...setup import make_mon, pick
from ...words import plural
from ..actions import JourneyAction, act
from ..objectives import SHARDS
from ..pieces import restore
from . import acts, cards_party
from .battles import _game, _side, battle_params
from .villages import place_of

if TYPE_CHECKING:
    from ...content import Card
    from ..state import JourneyState

#: the Lake Commanders: their lake and Shard (ACT II)
COMMANDERS = {
    "mars": ("lake_verity", "emotion"),
    "jupiter": ("lake_acuity", "knowledge"),
    "saturn": ("lake_valor", "willpower"),
}
#: the opponents' names in words
NAMES = {
    "grunts": "the Team Galactic Grunts",
    "mars": "Commander Mars",
    "jupiter": "Commander Jupiter",
    "saturn": "Commander Saturn",
    "cyrus": "Cyrus",
}
#: Journey Points for defeating the Grunts and Cyrus (a Commander: 1 per Pokémon)
POINTS = {"grunts": 3, "cyrus": 6}


def foe_here(st: JourneyState, seat: int) -> str:
    """The Team Galactic opponent ``seat`` may battle on its tile now, or ``""``."""
    p = st.heart
    t = st.trainers[seat]
    place = place_of(st, t)
    if place is None or not t.usable() or p.champion >= 0:
        return ""
    if place.id == t.home and place.id in st.grunts and not p.liberated[seat]:
        return "grunts"
    if place.kind == "lake" and p.liberated[seat]:
        for foe, (lake, shard) in COMMANDERS.items():
            if place.id == lake and shard not in p.shards[seat]:
                return foe
    if place.kind == "temple_of_sinnoh" and p.heart[seat] and holds_heart(st, seat):
        return "cyrus"
    return ""


def holds_heart(st: JourneyState, seat: int) -> bool:
    """THE HEART OF SINNOH: the held item "is required to battle Cyrus": in the bag or held by a
    party Pokémon (with the trainer's own Heart restored: the objective, :func:`foe_here`)."""
    t = st.trainers[seat]
    return acts.HEART_ITEM in t.items or any(acts.HEART_ITEM in m.held() for m in t.party)


def actions(st: JourneyState, seat: int) -> list[JourneyAction]:
    foe = foe_here(st, seat)
    return [act("campaign", foe)] if foe else []


def size_of(st: JourneyState, seat: int, foe: str) -> int:
    """How many Pokémon ``foe`` brings against ``seat``: 3 Grunts, a Commander 3 + 1 per Shard
    held, Cyrus 6."""
    n = GALACTIC_SIZE[foe]
    if foe in COMMANDERS:
        n += len(st.heart.shards[seat])
    return n


def controller(st: JourneyState, seat: int) -> int:
    """The seat playing Team Galactic against ``seat`` (−1: automatic)."""
    if st.params.galactic_seat != "next" or st.num_seats < 2:
        return -1
    i = st.order.index(seat)
    return st.order[(i + 1) % len(st.order)]


PROMPTS = {
    "galactic": "You play Team Galactic: choose one of its Pokémon for this battle (face up)",
}


def deck_of(st: JourneyState, foe: str) -> list[Card]:
    """The cards ``foe`` brings its Pokémon from (the Grunts, a Commander's 5, Cyrus's 8), by id,
    each once per copy."""
    owners = GALACTIC_TRAINERS[foe]
    content = st.content
    cards = sorted(
        (c for c in content.cards.values() if c.trainer in owners and content.playable(c)),
        key=lambda c: c.id,
    )
    return [c for c in cards for _ in range(max(1, c.copies))]


def start(st: JourneyState, seat: int, action: JourneyAction, events: list[Event]) -> None:
    """``campaign FOE``: the Team Galactic battle on the trainer's tile; first, a trainer
    controlling Team Galactic chooses a Commander's or Cyrus's Pokémon (:func:`choose`)."""
    foe = action.arg
    deck = deck_of(st, foe)
    n = size_of(st, seat, foe)
    other = controller(st, seat)
    if other >= 0 and foe != "grunts":
        entry = {"kind": "galactic", "seat": other, "for": seat, "foe": foe, "n": n, "chosen": []}
        place = place_of(st, st.trainers[seat])
        assert place is not None
        events.append(
            Event(
                "galactic",
                f"{seat_name(seat)} challenges {NAMES[foe]} at {place.name}: {seat_name(other)}, "
                f"playing Team Galactic, chooses {n} of its {len(deck)} Pokémon",
                {"seat": seat, "foe": foe, "controller": other, "n": n},
            )
        )
        if not _complete(st, entry, events):
            st.pending.append(entry)
        return
    begin(st, seat, foe, pick(st.rng, deck, n), events)


def choice_actions(st: JourneyState, entry: dict[str, Any]) -> list[JourneyAction]:
    """The controller's choices: the cards of the foe's deck not chosen yet."""
    chosen = list(entry["chosen"])
    out = []
    for c in deck_of(st, str(entry["foe"])):
        if c.id in chosen:
            chosen.remove(c.id)
        else:
            out.append(act("galactic", c.id))
    return list(dict.fromkeys(out))


def choose(st: JourneyState, seat: int, action: JourneyAction, events: list[Event]) -> None:
    """``galactic CARD``: the controller chooses one of the foe's Pokémon, face up; once all are
    chosen, the battle begins."""
    entry = st.pending[0]
    foe = str(entry["foe"])
    card = st.content.cards[action.arg]
    entry = {**entry, "chosen": [*entry["chosen"], card.id]}  # (a new list: copies share none)
    events.append(
        Event(
            "galactic",
            f"{seat_name(seat)} chooses {card.name} for {NAMES[foe]}",
            {"seat": seat, "foe": foe, "card": card.id},
        )
    )
    if not _complete(st, entry, events):
        st.pending.insert(1, entry)  # the next choice (the caller drops the head)


def _complete(st: JourneyState, entry: dict[str, Any], events: list[Event]) -> bool:
    """Begin the battle once the foe's Pokémon are all chosen, or all that is left must be taken;
    ``False`` while a choice remains."""
    chosen = list(entry["chosen"])
    n = int(entry["n"])
    rest = [c.id for c in deck_of(st, str(entry["foe"]))]
    for c in chosen:
        rest.remove(c)
    if len(chosen) < n and len(rest) > n - len(chosen):
        return False
    cards = st.content.cards
    picked = [cards[c] for c in chosen] + [cards[c] for c in rest[: n - len(chosen)]]
    begin(st, int(entry["for"]), str(entry["foe"]), picked, events)
    return True


def begin(st: JourneyState, seat: int, foe: str, drawn: list[Card], events: list[Event]) -> None:
    """The battle against ``foe``'s Pokémon ``drawn`` (face up)."""
    content = st.content
    mons = [make_mon(content, c, None, []) for c in drawn]
    other = controller(st, seat)
    names = (seat_name(seat), "" if other < 0 else f"Team Galactic ({seat_name(other)})")
    sides = [_side(st, seat), Side("galactic", mons)]
    place = place_of(st, st.trainers[seat])
    assert place is not None
    events.append(
        Event(
            "galactic",
            f"{seat_name(seat)} battles {NAMES[foe]} at {place.name}: "
            + ", ".join(c.name for c in drawn),
            {"seat": seat, "foe": foe, "cards": [c.id for c in drawn], "controller": other},
        )
    )
    battle, begun = _game(st).start_battle(
        battle_params(st, ""), st.rng, sides, 1 if other < 0 else 2, names
    )
    st.battle, st.battle_seats, st.wild = battle, (seat, other), []
    cards_party.hold_balls(st)
    st.heart.fight = foe
    st.phase = "battle"
    events.extend(begun)


def result(st: JourneyState, events: list[Event]) -> None:
    """A Team Galactic battle's result (the module docstring); ``fight`` is cleared."""
    battle = st.battle
    assert battle is not None and battle.outcome is not None
    foe, st.heart.fight = st.heart.fight, ""
    seat = st.battle_seats[0]
    t = st.trainers[seat]
    p = st.heart
    if battle.outcome.winners != (0,):
        events.append(
            Event(
                "galactic",
                f"{seat_name(seat)} did not defeat {NAMES[foe]}",
                {"seat": seat, "foe": foe, "won": False},
            )
        )
        return
    points = len(battle.sides[1].party) if foe in COMMANDERS else POINTS[foe]
    t.earn(points)
    gained = plural(points, "Journey Point")
    if foe == "grunts":
        p.liberated[seat] = True
        st.grunts = tuple(v for v in st.grunts if v != t.home)
        what = f"liberates {st.region.places[t.home].name} and gains {gained}"
        events.append(Event("galactic", f"{seat_name(seat)} {what}", {"seat": seat, "won": True}))
        acts.advance(st, "act2", seat, events)
        if acts.finished_act2(st, seat):  # the Shards came first (Fallen Stars)
            acts.advance(st, "act3", seat, events)
    elif foe in COMMANDERS:
        shard = COMMANDERS[foe][1]
        gain_shard(st, seat, shard)
        events.append(
            Event(
                "galactic",
                f"{seat_name(seat)} defeats {NAMES[foe]}: the Shard of {shard.capitalize()} "
                f"(a tile move more each turn) and {gained}",
                {"seat": seat, "won": True, "shard": shard},
            )
        )
        if len(p.shards[seat]) == len(SHARDS):
            acts.advance(st, "act3", seat, events)
    else:
        p.champion = seat
        for mon in t.party:
            restore(mon)
        t.defeated = False
        events.append(
            Event(
                "galactic",
                f"{seat_name(seat)} defeats Cyrus, gains {gained} and is fully restored",
                {"seat": seat, "won": True},
            )
        )
        acts.advance(st, "ending", seat, events)
        st.pending.append({"kind": "ending", "seat": seat})


def gain_shard(st: JourneyState, seat: int, shard: str) -> None:
    """``seat`` gains the Shard ``shard`` (once each): +1 tile move per turn from now on. (Other
    ways to gain a Shard, such as the Fallen Stars, call this too.)"""
    held = st.heart.shards[seat]
    if shard in held:
        return
    st.heart.shards[seat] = tuple(s for s in SHARDS if s in held or s == shard)
    st.trainers[seat].shards += 1
