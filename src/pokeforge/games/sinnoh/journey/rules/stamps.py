"""JOURNEY STAMPS: the stamp sheet (STAMP SHEET, REQUIREMENTS, REWARDS).

A trainer claims each stamp at once when its requirement is met, in any order, and keeps it; each
new stamp gives the next reward of the sheet (the n-th stamp the n-th reward):

======  ===============================================  ========================================
stamp   requirement (tracked from)                       reward (n-th stamp)
======  ===============================================  ========================================
fainted no usable Pokémon left (after any action)        1: 1 red, 1 blue, 1 yellow Apricorn
rival   a trainer battle won (its result) or a trade     2: a Pokémon or a move from the Weak decks
        with another trainer accepted; solo, a Team         or their discard piles
        Galactic Commander or an Ultra Beast defeated
colours every Apricorn colour in the bag                 3: 1 pink, 1 green, 1 white Apricorn
legend  a Legendary defeated or captured (Alphas,        4: the same from the Moderate decks
        Artifact Legendaries, a Lake Guardian, another
        trainer's Legendary; not Ultra Beasts, nor a
        Grunt's or a Commander's other Pokémon)
crafter a Battle Item crafted                            5: 3 black Apricorns
swarm   a Swarm Battle won (every wild Pokémon defeated  6: the same from the Strong decks
        or captured)
gods    Dialga, Palkia and Giratina Change of Fate       7: a Scroll of Nobility (a held item:
        cards in hand (Arceus's count as any)               its starter's final form takes its
                                                            Noble Form while holding it)
======  ===============================================  ========================================

Decisions (``docs/rules/sinnoh.md``, Journey): "the Weak deck" is every Weak Pokédex deck (each
biome and climate) and its discard pile; the trainer takes one card's Pokémon into the party
(``gift CARD``: a full party then releases one), or teaches one card's move to a party Pokémon
(``learn SLOT move=NAME``, ``;forget=N`` forgetting the N-th taught move when it knows two; that
card goes to its
discard pile: moves are names here), or takes nothing (``gift none``); the decks looked through
are shuffled afterwards. The ``gods`` stamp looks at the hand wherever it is (in the trainer's
keeping, or in the battle being fought): each Arceus card stands in for one God missing; it is
claimed, face up like every stamp, as soon as the hand holds them. A Team Galactic battle is not
"a battle against another trainer", even when a trainer plays Team Galactic
(``galactic_seat=next``); solo, winning one against a Commander claims the stamp (the Grunts and
Cyrus do not: the rulebook names the Commanders), as does an Ultra Beast defeated.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from pokeforge.core.events import Event
from pokeforge.core.outcome import seat_name

from ...params import CAPTURE_RATE
from ...pieces import COLOURS
from ...rules.battle import wild_tier
from ...rules.tactics import EXTRA_MOVES
from ...setup import make_mon
from ..actions import JourneyAction, act
from ..decks import shuffled, take
from ..pieces import MAX_PARTY
from . import cards_party

if TYPE_CHECKING:
    from ...pieces import Mon
    from ..state import JourneyState

#: the stamps in the order of the sheet (first row, left to right)
STAMPS = ("fainted", "rival", "colours", "legend", "crafter", "swarm", "gods")
STAMP_NAMES = {
    "fainted": "No usable Pokémon",
    "rival": "Beat or traded with a trainer",
    "colours": "Every Apricorn colour",
    "legend": "A Legendary defeated or captured",
    "crafter": "A Battle Item crafted",
    "swarm": "Victorious at a Swarm Battle",
    "gods": "Dialga, Palkia and Giratina cards",
}
#: the n-th stamp's reward (REWARDS): Apricorns, a search of a tier's decks, or an item
REWARDS: tuple[tuple[str, Any], ...] = (
    ("apricorns", ("red", "blue", "yellow")),
    ("search", "weak"),
    ("apricorns", ("pink", "green", "white")),
    ("search", "moderate"),
    ("apricorns", ("black", "black", "black")),
    ("search", "strong"),
    ("item", "scroll_of_nobility"),
)
#: tiers that are not Legendary for the stamp (REQUIREMENTS: "does not count Ultra Beasts")
NOT_LEGENDS = ("ultra_beast",)
#: tiers that are Legendary for the stamp besides the Legendary tier: Necrozma's phases (THE
#: ULTRA BURST, BATTLES: "treated like any other Legendary Pokémons for tactics and rewards"; the
#: rulebook names "the Ultra Beasts and Necrozma" apart, so it is no Ultra Beast)
ALSO_LEGENDS = ("ultra_burst",)
#: the Gods whose Change of Fate cards the ``gods`` stamp asks for (an Arceus card: any of them)
STAMP_GODS = ("dialga", "palkia", "giratina")
#: solo, the foes whose defeat is the ``rival`` stamp: the Commanders' cards (their trainer)
COMMANDER_CARDS = ("mars", "jupiter", "saturn")


def queue(st: JourneyState, entry: dict[str, Any]) -> None:
    """Add a decision to ``pending``; a turn waiting to end once they are made still does."""
    if st.pending and st.pending[-1].get("then"):
        entry["then"] = st.pending[-1].pop("then")
    st.pending.append(entry)


def claim(st: JourneyState, seat: int, stamp: str, events: list[Event]) -> None:
    """Claim ``stamp`` for ``seat`` (once) and give the next reward."""
    ex = st.explore
    if stamp in ex.stamps[seat]:
        return
    ex.stamps[seat] = (*ex.stamps[seat], stamp)
    n = len(ex.stamps[seat])
    kind, what = REWARDS[n - 1]
    t = st.trainers[seat]
    from .cards_party import reward_times

    times, twice = reward_times(st, seat)  # Stamp Collector: the reward twice
    for _ in range(times):
        if kind == "apricorns":
            for colour in what:
                t.gain(colour)
            reward = ", ".join(what) + " Apricorns"
        elif kind == "search":
            queue(st, {"kind": "gift", "seat": seat, "tier": what})
            reward = f"a search of the {what.capitalize()} decks"
        else:
            t.items = sorted([*t.items, what])
            reward = f"a {st.content.items[what].name}"
    if twice:
        reward += f", twice ({twice})"
    events.append(
        Event(
            "stamp",
            f"{seat_name(seat)} claims the Journey Stamp “{STAMP_NAMES[stamp]}” ({n} of 7): "
            f"{reward}",
            {"seat": seat, "stamp": stamp, "count": n},
        )
    )
    from . import cards as card_rules

    card_rules.on_stamp(st, seat, events)  # the trainer card's next locked ability
    card_rules._travel().on_stamp_claimed(st, seat, stamp)  # Big Scoop


def check(st: JourneyState, events: list[Event]) -> None:
    """The stamps met by what trainers have (no usable Pokémon, every Apricorn colour)."""
    if st.phase in ("home", "starter") or st.outcome is not None:
        return
    for seat, t in enumerate(st.trainers):
        mine = st.explore.stamps[seat]
        if "fainted" not in mine and t.party and not t.usable():
            claim(st, seat, "fainted", events)
        if "colours" not in mine and all(t.bag):
            claim(st, seat, "colours", events)
        if "gods" not in mine:
            hand = st.shrines.hands[seat] if st.battle is None else hand_of(st, seat)
            if len(hand) >= len(STAMP_GODS) and holds_gods(st, hand):
                claim(st, seat, "gods", events)


def hand_of(st: JourneyState, seat: int) -> list[str]:
    """``seat``'s Change of Fate hand: in the battle being fought, or in the trainer's keeping."""
    battle = st.battle
    if battle is not None and seat in st.battle_seats:
        side = st.battle_seats.index(seat)
        if battle.sides[side].kind == "trainer":
            return battle.sides[side].hand
    return st.shrines.hands[seat]


def holds_gods(st: JourneyState, hand: list[str]) -> bool:
    """At least one card of Dialga, Palkia and Giratina (each Arceus card counts as one of them)."""
    if len(hand) < len(STAMP_GODS):
        return False  # a card for each of the three is needed (an Arceus card stands in for one)
    fate = st.content.fate
    gods = [fate[name].god for name in hand if name in fate]
    missing = sum(1 for g in STAMP_GODS if g not in gods)
    return missing <= gods.count("arceus")


def after_action(st: JourneyState, events: list[Event]) -> None:
    """After a journey decision (not a battle's): a Battle Item crafted, a trade accepted, and
    what trainers have."""
    for e in events:
        if e.kind == "craft":
            recipe = st.jc.recipes.get(str(e.public.get("recipe")))
            if recipe is not None and recipe.kind == "item":
                claim(st, int(e.public["seat"]), "crafter", events)
        elif e.kind == "trade" and e.public.get("accepted"):
            claim(st, int(e.public["seat"]), "rival", events)
            claim(st, int(e.public["from"]), "rival", events)
    check(st, events)


def after_battle(st: JourneyState, events: list[Event]) -> None:
    """A battle's result (``st.battle`` still set): a trainer battle won, a Legendary defeated or
    captured, a Swarm Battle won; then what trainers have."""
    battle = st.battle
    assert battle is not None and battle.outcome is not None
    a, b = st.battle_seats
    foe = battle.sides[1]
    if foe.kind == "galactic":
        commander = any(st.content.cards[m.card].trainer in COMMANDER_CARDS for m in foe.party)
        if st.num_seats == 1 and commander and battle.outcome.winners == (0,):
            claim(st, a, "rival", events)
        for mon in foe.party:  # a Commander's Lake Guardian is a Legendary Pokémon
            if mon.fainted and _legendary(st, battle, mon):
                claim(st, a, "legend", events)
    elif b >= 0:
        winners = battle.outcome.winners
        if len(winners) == 1:
            claim(st, st.battle_seats[winners[0]], "rival", events)
        for side, seat in enumerate(st.battle_seats):  # the other trainer's Legendary defeated
            if any(m.fainted and _legendary(st, battle, m) for m in battle.sides[1 - side].party):
                claim(st, seat, "legend", events)
    else:
        wild = battle.sides[1]
        captured = {int(i) for i in battle.rewards.get("captured_slots", [])}
        if battle.rewards.get("captured") and wild.kind == "wild":
            captured = {0}
        beaten = [i in captured or m.fainted for i, m in enumerate(wild.party)]
        if wild.kind == "swarm" and wild.party and all(beaten):
            claim(st, a, "swarm", events)
        for i, mon in enumerate(wild.party):
            if beaten[i] and _legendary(st, battle, mon):
                claim(st, a, "legend", events)
            tier = st.content.cards[mon.card].tier
            if st.num_seats == 1 and mon.fainted and tier == "ultra_beast":
                claim(st, a, "rival", events)  # solo: an Ultra Beast defeated
    check(st, events)


def _legendary(st: JourneyState, battle: Any, mon: Mon) -> bool:
    """A Legendary Pokémon for the stamp: an Alpha (its token), a card of the Legendary tier, a
    phase of Necrozma, or a Team Galactic card of a Legendary species (a Commander's Lake
    Guardian); never an Ultra Beast, nor a Grunt's, a Commander's other or Cyrus's Pokémon."""
    card = st.content.cards[mon.card]
    if card.tier in NOT_LEGENDS:
        return False
    if card.tier in ALSO_LEGENDS:
        return True
    if card.tier in CAPTURE_RATE:  # a wild tier (weak … legendary), or an Alpha's token
        return wild_tier(battle, mon) == "legendary"
    if mon.item is not None and st.content.items[mon.item].effects.get("legendary"):
        return True
    return card.species in _legendary_species(st)


def _legendary_species(st: JourneyState) -> frozenset[str]:
    """The species whose own card (no trainer's, in its default form) is of the Legendary tier:
    the Lake Guardians, not Porygon-Z (only its Noble Form is), nor Arceus (no card of its own)."""
    content = st.content
    return frozenset(
        c.species
        for c in content.cards.values()
        if not c.trainer and content.default_form(c).tier == "legendary"
    )


# -- the reward's search of a tier's decks --------------------------------------------------------


def _keys(st: JourneyState, tier: str) -> list[str]:
    return sorted(k for k in st.decks if k.endswith(f"|{tier}"))


def _cards(st: JourneyState, tier: str, discards: bool = True) -> list[str]:
    """The cards of the tier's decks and (``discards``) discard piles (sorted: their order is no
    one's)."""
    found: set[str] = set()
    for k in _keys(st, tier):
        found.update(st.decks[k])
        if discards:
            found.update(st.discards.get(k, ()))
    return sorted(found)


def _knows(st: JourneyState, mon: Mon, move: str) -> bool:
    return move == st.content.cards[mon.card].move or move in mon.moves


def gift_actions(st: JourneyState, seat: int, entry: dict[str, Any]) -> list[JourneyAction]:
    """A Pokémon or a move of the tier's cards, or nothing; ``moves_only`` (Ancient Wisdom): a
    move, from the discard piles too only with ``discards``."""
    tier = str(entry["tier"])
    cards = _cards(st, tier, bool(entry.get("discards", True)))
    pooled = cards_party.pool(st, seat, entry)  # Pokémon Collector's pool
    if pooled:
        cards = sorted({*cards, *pooled})
    out = [act("gift", "none")]
    types = entry.get("types")
    if types:  # a trainer card's search (Apex Hatchling): a Pokémon of these types, no move
        # "search … for a Dragon-type Pokémon and add it to your party": no "may", so nothing
        # is taken only when no such Pokémon is left
        wanted = set(types)
        found = [act("gift", c) for c in cards if wanted & set(st.content.cards[c].types)]
        return found or out
    if not entry.get("moves_only"):
        out.extend(act("gift", c) for c in cards)
    content = st.content
    moves = sorted({content.cards[c].move for c in cards if content.cards[c].move in content.moves})
    for slot, mon in enumerate(st.trainers[seat].party):
        learnable = content.cards[mon.card].learnable
        for name in moves:
            move = content.moves[name]
            if _knows(st, mon, name):
                continue
            if move.type != "typeless" and move.type not in learnable:
                continue
            if len(mon.moves) < EXTRA_MOVES:
                out.append(act("learn", f"{slot} move={name}"))
            else:
                out.extend(
                    act("learn", f"{slot} move={name};forget={i + 1}")
                    for i in range(len(mon.moves))
                )
    return out


def _take(st: JourneyState, tier: str, card: str) -> None:
    """Take ``card`` out of its deck or discard pile; the tier's decks, looked through, are
    shuffled afterwards."""
    for k in _keys(st, tier):
        if take(st.decks[k], st.discards.setdefault(k, []), card, st.rng):
            break
    _shuffle(st, tier)


def _shuffle(st: JourneyState, tier: str) -> None:
    for k in _keys(st, tier):
        st.decks[k] = shuffled(st.decks[k], st.rng)


def gift(st: JourneyState, seat: int, action: JourneyAction, events: list[Event]) -> None:
    tier = str(st.pending[0]["tier"])
    t = st.trainers[seat]
    if action.arg == "none":
        _shuffle(st, tier)
        events.append(
            Event(
                "gift",
                f"{seat_name(seat)} looks through the {tier.capitalize()} decks and takes nothing",
                {"seat": seat, "tier": tier},
            )
        )
        return
    card = st.content.cards[action.arg]
    entry = st.pending[0]
    if not cards_party.take_pooled(st, seat, entry, card.id):  # Pokémon Collector's pool first
        _take(st, tier, card.id)
    item = entry.get("item")  # a trainer card's fixed item (Apex Hatchling: the Apex Dragon)
    t.party.append(make_mon(st.content, card, str(item) if item else None, []))
    why = f" ({entry['ability']})" if entry.get("ability") else ""
    holds = f", holding the {st.content.items[str(item)].name}" if item else ""
    events.append(
        Event(
            "gift",
            f"{seat_name(seat)} takes {card.name} from the {tier.capitalize()} decks into the "
            f"party{holds}{why}",
            {"seat": seat, "tier": tier, "card": card.id},
        )
    )
    if len(t.party) > MAX_PARTY:
        queue(st, {"kind": "release", "seat": seat})


def learn(st: JourneyState, seat: int, action: JourneyAction, events: list[Event]) -> None:
    entry = st.pending[0]
    tier = str(entry["tier"])
    slot_text, rest = action.arg.split(" ", 1)
    opts = dict(part.split("=", 1) for part in rest.split(";"))
    name = opts["move"]
    mon = st.trainers[seat].party[int(slot_text)]
    forget = mon.moves[int(opts["forget"]) - 1] if "forget" in opts else None
    content = st.content
    pooled = [c for c in cards_party.pool(st, seat, entry) if content.cards[c].move == name]
    if pooled:  # Pokémon Collector's pool first; the card then goes to its discard pile
        card = pooled[0]
        cards_party.take_pooled(st, seat, entry, card)
    else:
        cards = _cards(st, tier, bool(entry.get("discards", True)))
        card = next(c for c in cards if content.cards[c].move == name)
        _take(st, tier, card)
    st.discards.setdefault(_key_of(st, card), []).append(card)
    moves = [m for m in mon.moves if m != forget]
    mon.moves = [*moves, name]
    forgot = f", forgetting {forget}" if forget else ""
    events.append(
        Event(
            "gift",
            f"{seat_name(seat)} teaches {name} to {content.cards[mon.card].name}{forgot} (from "
            f"the {tier.capitalize()} decks)",
            {"seat": seat, "tier": tier, "card": card, "move": name},
        )
    )


def _key_of(st: JourneyState, card: str) -> str:
    from ..decks import key_of

    key = key_of(st.content.cards[card])
    assert key is not None
    return key


def colours_missing(st: JourneyState, seat: int) -> list[str]:
    """The Apricorn colours missing from the bag (for the view)."""
    t = st.trainers[seat]
    return [c for c, n in zip(COLOURS, t.bag, strict=True) if not n]
