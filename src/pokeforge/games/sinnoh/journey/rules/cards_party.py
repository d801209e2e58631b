"""Trainer cards on the journey: the party, deck and crafting cards (Chef, Collector, Expert,
Gentleman, Pokémon Breeder, Kindler, Pokémon Ranger, Parasol Lady, Youngster), called from the
hooks of :mod:`.cards` and the rules (which cards are played and which refused:
:mod:`..trainer_cards`;
docs/rules/sinnoh.md, "Trainer cards on the journey: party, deck and crafting cards").

* **Chef: Ingredient Expert** (``convert_apricorns``): "you may freely convert the Apricorns in
  your bag for different Apricorns of the same tier": ``convert FROM TO`` turns one Apricorn into
  another colour of its tier, during the trainer's turn outside battle, as often as they like
  (the Black Apricorn is alone in tier 3: it is never converted). Masterwork Stew is the battle's.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from pokeforge.core.events import Event
from pokeforge.core.outcome import seat_name

from ...pieces import COLOUR_TIER, COLOURS
from ..actions import JourneyAction, act

if TYPE_CHECKING:
    from ...region import Place
    from ..pieces import Trainer
    from ..state import JourneyState


def _ability(st: JourneyState, seat: int, do: str) -> str:
    """The name of ``seat``'s unlocked ability with a ``do`` effect (``""`` none)."""
    from .cards import unlocked

    return next((a.name for a in unlocked(st, seat) for e in a.effects if e["do"] == do), "")


# -- Chef: Ingredient Expert ----------------------------------------------------------------------


def same_tier(colour: str) -> list[str]:
    """The other colours of ``colour``'s tier, in :data:`COLOURS`' order."""
    tier = COLOUR_TIER[COLOURS.index(colour)]
    return [c for c, k in zip(COLOURS, COLOUR_TIER, strict=True) if k == tier and c != colour]


def turn_actions(st: JourneyState, seat: int) -> list[JourneyAction]:
    """``convert FROM TO`` (Ingredient Expert), offered with :func:`.cards.turn_actions`."""
    t = st.trainers[seat]
    if not _ability(st, seat, "convert_apricorns"):
        return []
    return [act("convert", f"{c} {to}") for c in COLOURS if t.apricorns(c) for to in same_tier(c)]


def convert(st: JourneyState, seat: int, action: JourneyAction, events: list[Event]) -> None:
    """Turn one Apricorn of the bag into another colour of its tier (Ingredient Expert). A free
    move, undone as freely: counted for the agents (``held_moves``), never by the rules."""
    from .party import count_held_move

    count_held_move(st, seat)
    t = st.trainers[seat]
    colour, to = action.arg.split(" ")
    t.pay(colour)
    t.gain(to)
    name = _ability(st, seat, "convert_apricorns")
    events.append(
        Event(
            "convert",
            f"{seat_name(seat)} converts a {colour} Apricorn into a {to} one ({name})",
            {"seat": seat, "from": colour, "to": to},
        )
    )


def words(st: JourneyState, action: JourneyAction) -> str | None:
    """The party cards' own actions in words (``None``: not one of theirs)."""
    if action.verb == "convert":
        colour, to = action.arg.split(" ")
        return f"Convert a {colour} Apricorn into a {to} one"
    if action.verb == "career":
        return f"Swap your trainer card for {st.content.trainers[action.arg].name}"
    if action.verb == "weather":
        if st.pending and st.pending[0]["kind"] == "weather":
            return f"Place the Weather Wheel on {action.arg.capitalize()}"
        return (
            f"Change the Weather to {action.arg.capitalize()} for {WEATHER_CHANGE_COST} Journey "
            "Points"
        )
    if action.verb == "gather":
        place = st.region.places[action.arg]
        return f"Remove {place.name} ({place.at.name()}) from the map for Firewood"
    if action.verb == "egg":
        slot, name = action.arg.split(" ", 1)
        return (
            f"Teach {name}'s move to the Pokémon in slot {int(slot) + 1} as an Egg Move "
            "(it can no longer evolve)"
        )
    return None


# -- Expert: Shrine Keeper ------------------------------------------------------------------------

PROMPTS = {
    "keeper": "Shrine Keeper: choose the Shrine Event cards to keep (the first is resolved "
    "first); the others are discarded",
}


def extra_events(st: JourneyState, seat: int) -> int:
    """The extra Shrine Event cards ``seat`` draws at a Shrine Offering (Shrine Keeper)."""
    from .cards import effects

    if not st.trainers[seat].card:
        return 0
    return sum(
        int(e["count"]) for e in effects(st, seat, "extra_draw") if e["deck"] == "shrine_events"
    )


def keeper_choice(st: JourneyState, seat: int, keep: int, events: list[Event]) -> None:
    """The offerer chooses ``keep`` of the cards drawn (``choose 2`` / ``choose 3+0``): "this
    only gives you more choices, you still play the same number of Shrine Event cards"."""
    st.pending.append({"kind": "keeper", "seat": seat, "keep": keep})
    name = _ability(st, seat, "extra_draw")
    events.append(
        Event(
            "ability",
            f"{seat_name(seat)} draws {extra_events(st, seat)} more and keeps {keep} ({name})",
            {"seat": seat, "keep": keep},
        )
    )


def shrine_keeper(
    st: JourneyState, seat: int, place: Place, colour: str, events: list[Event]
) -> bool:
    """A one-card offering with Shrine Keeper: draw 1 + the extra cards and keep 1 (``False``:
    no Shrine Keeper, or the deck and its discard pile gave one card only: it is resolved as
    usual)."""
    from .shrines import card, draw_event, resolve

    more = extra_events(st, seat)
    if not more:
        return False
    drawn = [c for c in (draw_event(st) for _ in range(1 + more)) if c is not None]
    names = ", ".join(card(st, c).name for c in drawn)
    events.append(
        Event(
            "offering",
            f"{seat_name(seat)} offers a {colour} Apricorn at {place.name} and draws {names}",
            {"seat": seat, "colour": colour, "drawn": drawn},
            reveals=tuple(drawn),
        )
    )
    if len(drawn) == 1:
        resolve(st, seat, drawn[0], events)
        return True
    st.shrines.drawn = drawn
    keeper_choice(st, seat, 1, events)
    return True


#: the answers of a Shrine Keeper's choice, numbered with the trainer cards' (``choose 0``: keep
#: one of two; ``choose 3+0``: keep two of four, in the order resolved)
KEEPER_CHOICES = ("0", "1", *(f"{a}+{b}" for a in range(4) for b in range(4) if a != b))


def keeper_actions(st: JourneyState, entry: dict[str, Any]) -> list[JourneyAction]:
    """``choose I`` (keep 1) or ``choose I+J`` (keep 2, resolved in that order) of the drawn."""
    n = len(st.shrines.drawn)
    keep = int(entry["keep"])
    out = []
    for c in KEEPER_CHOICES:
        picked = [int(x) for x in c.split("+")]
        if len(picked) == min(keep, n) and all(i < n for i in picked):
            out.append(act("choose", c))
    return out


# -- Gentleman: Amulet Coin, Cherish Ball ---------------------------------------------------------

#: ``st.used`` mark: the Cherish Ball was thrown in the battle just over (read as it ends)
CHERISH = "cherish"


def amulet_factor(st: JourneyState, rewards: dict[str, Any]) -> tuple[int, str]:
    """Amulet Coin: "after capturing or defeating a wild Pokémon, gain double the amount of
    Apricorns": the factor the battle applied to ``rewards``' Apricorns (its unlocked abilities
    at the battle's start) and the ability's name; ``(1, "")`` without one. The journey gives the
    Apricorns the wild Pokémon guarded, each that many times."""
    from ...rules import perks

    battle = st.battle
    if battle is None or battle.perks[0] is None:
        return 1, ""
    if not (rewards.get("defeated") or rewards.get("captured")):
        return 1, ""
    factor = 1
    for e in perks.get_all(battle, 0, "reward_apricorns"):
        factor *= int(e["factor"])
    return factor, _ability(st, st.battle_seats[0], "reward_apricorns") if factor > 1 else ""


def receive_cherish(st: JourneyState, seat: int, ability: str, events: list[Event]) -> None:
    """ "When unlocked, you receive the Cherish Ball" (one, in the bag with the Poké Balls)."""
    t = st.trainers[seat]
    t.balls = sorted([*t.balls, "cherish"])
    events.append(
        Event(
            "ability",
            f"{seat_name(seat)} receives the Cherish Ball ({ability})",
            {"seat": seat, "ball": "cherish"},
        )
    )


def hold_balls(st: JourneyState) -> None:
    """A battle just began: the battle gives a Gentleman's side the Cherish Ball at every start;
    on the journey it is thrown once, so a trainer who does not hold it has none."""
    battle = st.battle
    if battle is None:
        return
    for side, seat in zip(battle.sides, st.battle_seats, strict=True):
        if seat >= 0 and "cherish" in side.balls and "cherish" not in st.trainers[seat].balls:
            side.balls = [b for b in side.balls if b != "cherish"]
            battle.invalidate()


def balls_back(st: JourneyState, seat: int, before: list[str], after: list[str]) -> list[str]:
    """The balls a trainer keeps after a battle; a Cherish Ball thrown is marked
    (:data:`CHERISH`) for the capture that follows."""
    if "cherish" in before and "cherish" not in after:
        st.used = (*st.used, CHERISH)
    return sorted(after)


def cherish_captured(st: JourneyState, seat: int, slot: int) -> None:
    """The wild Pokémon captured into party slot ``slot`` (``-1``: none) after a battle in which
    the Cherish Ball was thrown is the Cherish Ball's (in a swarm, where the battle does not say
    which ball captured which, the first of those captured in the swarm's order: ours)."""
    if CHERISH not in st.used:
        return
    st.used = tuple(u for u in st.used if u != CHERISH)
    if slot >= 0:
        st.trainers[seat].cherished = slot


def cherished(st: JourneyState, seat: int) -> int:
    """The party slot of ``seat``'s Pokémon in the Cherish Ball (``-1``: none)."""
    return st.trainers[seat].cherished


def gone(t: Trainer, slot: int) -> bool:
    """The Pokémon of party slot ``slot`` leaves ``t``'s party: whether it was the Cherish
    Ball's (its mark is then gone; the slots after it move up)."""
    if t.cherished < 0 or slot > t.cherished:
        return False
    if slot < t.cherished:
        t.cherished -= 1
        return False
    t.cherished = -1
    return True


def left_party(st: JourneyState, seat: int, slot: int, events: list[Event], release: bool) -> None:
    """The Pokémon of party slot ``slot`` left the party (the slots after it move up): "if you
    release the captured Pokémon, you get the Cherish Ball back" (``ball_returns``); a Pokémon
    traded or replaced (Equivalent Exchange) takes its ball with it (ours)."""
    t = st.trainers[seat]
    if gone(t, slot) and release and _ability(st, seat, "ball_returns"):
        t.balls = sorted([*t.balls, "cherish"])
        events.append(
            Event(
                "ability",
                f"{seat_name(seat)} gets the Cherish Ball back "
                f"({_ability(st, seat, 'ball_returns')})",
                {"seat": seat, "ball": "cherish"},
            )
        )


# -- Pokémon Breeder: Egg Move --------------------------------------------------------------------


def egg_actions(st: JourneyState, seat: int) -> list[JourneyAction]:
    """``egg SLOT NAME`` (Egg Move): "when evolving a Weak Pokémon, you may instead teach the
    move of its evolution to the pre-evolution": offered where the Weak Pokémon could pay its
    Evolve Cost (ours: the Egg Move costs what the evolution would), for each evolution whose
    move it does not know; no copy of the evolution need be left in the Pokédex (no card is
    taken: a move is a name). A Weak Pokémon is one of the Weak tier, as the battle's "your Weak
    Pokémon" reads it (a starter is not; an Alpha is Legendary)."""
    from ...rules.perks import tier_of
    from .cards import evolve_cost

    t = st.trainers[seat]
    if not t.card or not _ability(st, seat, "egg_move"):
        return []
    out = []
    cards = st.content.cards
    for slot, mon in enumerate(t.party):
        card = cards[mon.card]
        if tier_of(st.content, mon, card) != "weak" or mon.egg or card.evolve_cost is None:
            continue
        if evolve_cost(st, seat, card.evolve_cost, mon) > t.points:
            continue
        for name in card.evolve_into:
            try:
                target = st.content.card(name)
            except KeyError:
                continue
            if st.content.playable(target) and target.move not in (card.move, *mon.moves):
                out.append(act("egg", f"{slot} {target.name}"))
    return out


def egg(st: JourneyState, seat: int, action: JourneyAction, events: list[Event]) -> None:
    """Pay the Evolve Cost, teach the evolution's move (with two taught moves already, one is
    forgotten for it or the Egg Move is let go: the evolution's ``keep`` decision) and mark the
    Pokémon: "this Pokémon can no longer evolve" (Almost Perfect IVs reads the mark in battle)."""
    from ...rules.tactics import EXTRA_MOVES
    from ...words import plural
    from .cards import evolve_cost

    slot_text, name = action.arg.split(" ", 1)
    slot = int(slot_text)
    t = st.trainers[seat]
    mon = t.party[slot]
    card = st.content.cards[mon.card]
    target = st.content.card(name)
    cost = evolve_cost(st, seat, card.evolve_cost or 0, mon)
    t.points -= cost
    t.spent += cost
    mon.egg = True
    ability = _ability(st, seat, "egg_move")
    events.append(
        Event(
            "egg",
            f"{seat_name(seat)} pays {plural(cost, 'Journey Point')} to teach {target.move}, "
            f"{target.name}'s move, to their {card.name} ({ability}): it can no longer evolve",
            {"seat": seat, "slot": slot, "move": target.move, "cost": cost},
        )
    )
    if len(mon.moves) < EXTRA_MOVES:
        mon.moves = [*mon.moves, target.move]
    else:
        st.pending.append(
            {"kind": "keep", "seat": seat, "slot": slot, "move": target.move, "then": "turn"}
        )


# -- Kindler: Gather Firewood ---------------------------------------------------------------------

#: ``st.used`` mark: Firewood gathered this turn
GATHERED = "gather"


def trees(st: JourneyState) -> list[str]:
    """Every Apricorn Tree of the map (place ids, sorted; Warped ones too; not the Reefs)."""
    return sorted(p.id for p in st.region.places.values() if p.kind == "apricorn_tree")


def felled(st: JourneyState, place: Place) -> bool:
    """Whether ``place`` is an Apricorn Tree a Kindler removed from the map (public)."""
    return place.id in st.felled


def gather_actions(st: JourneyState, seat: int) -> list[JourneyAction]:
    """``gather TREE`` (Gather Firewood): "once per turn, you may remove any Apricorn Tree from
    the map to add 3 Burned status effects to your bag as Firewood": any tree still standing
    (not removed, not destroyed by the Ultra Beasts), wherever the trainer stands (ours)."""
    if GATHERED in st.used or not _ability(st, seat, "firewood_gather"):
        return []
    gone = {*st.felled, *st.ultra.destroyed}
    return [act("gather", p) for p in trees(st) if p not in gone]


def gather(st: JourneyState, seat: int, action: JourneyAction, events: list[Event]) -> None:
    """Remove the tree (no search, no Pick Apricorn, no Ultra Beast target there any more) and
    add the Firewood (no limit: ours) that goes into every battle after it."""
    from .cards import effects

    t = st.trainers[seat]
    n = sum(int(e["amount"]) for e in effects(st, seat, "firewood_gather"))
    t.firewood += n
    st.felled = (*st.felled, action.arg)
    st.used = (*st.used, GATHERED)
    place = st.region.places[action.arg]
    events.append(
        Event(
            "gather",
            f"{seat_name(seat)} removes {place.name} ({place.at.name()}) from the map for {n} "
            f"Firewood ({_ability(st, seat, 'firewood_gather')})",
            {"seat": seat, "place": action.arg, "firewood": n},
        )
    )


# -- Pokémon Ranger: Pokémon Ranch ----------------------------------------------------------------

#: locked party slots the Ranch may store Pokémon (and, in the Ultra Burst, Distortion Breach
#: cards) in: none, since the expansion's three locked slots count as unlocked on the journey
#: (a party holds 6 battling Pokémon; a battle's ``unlocked_slots`` is 3, so Trusty Companions
#: gives its maximum). The Distortion Breach cards stay in the hand unattached on the journey
#: (their abilities are not printed), so storing them would change nothing either.
RANCH_SLOTS = 0


# -- Parasol Lady: Weather Forecast ---------------------------------------------------------------

#: Journey Points any trainer discards at a Shrine to change the Weather (the card's ``cost``)
WEATHER_CHANGE_COST = 3
PROMPTS["weather"] = "Weather Forecast: place the Weather Wheel on a Weather of your choice"


def weather_types(st: JourneyState) -> list[str]:
    """The Weathers of the Weather Wheel: every type (the battle mode's ``weather``)."""
    from ...content import type_names

    return sorted(type_names())


def place_wheel(st: JourneyState, seat: int, ability: str) -> None:
    """ "When unlocked, place the Weather Wheel in the middle of the arena on a Weather of your
    choice": the trainer's ``weather TYPE`` decision."""
    from .stamps import queue

    queue(st, {"kind": "weather", "seat": seat, "ability": ability})


def weather_actions(st: JourneyState, seat: int) -> list[JourneyAction]:
    """During the turn outside battle: ``weather TYPE`` changes the Weather for
    :data:`WEATHER_CHANGE_COST` Journey Points at a Shrine (any trainer, once the Wheel is
    placed; as often as they pay: ours)."""
    from .shrines import shrine_here

    t = st.trainers[seat]
    if not st.weather or t.points < WEATHER_CHANGE_COST or shrine_here(st, seat) is None:
        return []
    return [act("weather", w) for w in weather_types(st) if w != st.weather]


def choice_actions(st: JourneyState) -> list[JourneyAction]:
    """The Weather to place the Wheel on (the head of ``pending``)."""
    return [act("weather", w) for w in weather_types(st)]


def weather(st: JourneyState, seat: int, action: JourneyAction, events: list[Event]) -> None:
    """Place the Wheel (a Weather Forecast unlocked) or change the Weather (3 Journey Points at
    a Shrine); the Weather acts in every battle after it (``weather`` of the battle)."""
    name = action.arg.capitalize()
    if st.pending and st.pending[0]["kind"] == "weather":
        ability = str(st.pending[0]["ability"])
        text = f"{seat_name(seat)} places the Weather Wheel on {name} ({ability})"
    else:
        t = st.trainers[seat]
        t.points -= WEATHER_CHANGE_COST
        text = (
            f"{seat_name(seat)} discards {WEATHER_CHANGE_COST} Journey Points at a Shrine to "
            f"change the Weather to {name}"
        )
    st.weather = action.arg
    events.append(Event("weather", text, {"seat": seat, "weather": action.arg}))


# -- Collector: Stamp Collector, Pokémon Collector ------------------------------------------------


def reward_times(st: JourneyState, seat: int) -> tuple[int, str]:
    """Stamp Collector: "when claiming any stamp reward, you may claim the reward twice": 2 and
    the ability's name (ours: always taken, since a second reward never hurts and a search may
    be answered ``gift none``), else ``(1, "")``. An ability unlocked by this very stamp acts
    from the next one (it is unlocked after the reward)."""
    if not st.trainers[seat].card:
        return 1, ""
    name = _ability(st, seat, "stamp_double")
    return (2, name) if name else (1, "")


def to_pool(st: JourneyState, seat: int, card_id: str) -> bool:
    """Pokémon Collector: "when you discard any Pokémon or moves, add them to your stamp rewards
    move pool": a Pokémon card ``seat`` discards (released, evolved from, replaced by an
    Equivalent Exchange) goes to their pool (public, like the discard piles) instead of its
    deck's discard pile; ``False`` without the ability. A forgotten move is a name on the journey,
    not a card, so there is nothing to add for it (ours)."""
    if seat < 0 or not st.trainers[seat].card or not _ability(st, seat, "discard_to_stamp_pool"):
        return False
    from ..decks import key_of

    content = st.content
    card = content.default_form(content.cards[card_id])
    if key_of(card) is None:
        return False  # a card of no Pokédex deck (a starter): no discard pile, no pool either
    t = st.trainers[seat]
    t.pool = sorted([*t.pool, card.id])
    return True


def pool(st: JourneyState, seat: int, entry: dict[str, Any]) -> list[str]:
    """The pool's cards a stamp reward's search (``gift`` of a tier, not a trainer card's search
    nor Ancient Wisdom) offers too, whatever their tier: each as a Pokémon for the party or its
    move to teach (the journey's searches offer both, which is what Pokémon Collector's "the
    moves gained from stamp rewards can be added to your party as Pokémon instead" asks)."""
    if entry.get("types") or entry.get("moves_only") or entry.get("ability"):
        return []
    return list(st.trainers[seat].pool)


def take_pooled(st: JourneyState, seat: int, entry: dict[str, Any], card_id: str) -> bool:
    """Take ``card_id`` out of ``seat``'s pool for a stamp reward (first, before the decks:
    ours); ``False`` if it is not there."""
    t = st.trainers[seat]
    if card_id not in pool(st, seat, entry):
        return False
    found = list(t.pool)
    found.remove(card_id)
    t.pool = found
    return True


def card_view_extra(st: JourneyState, seat: int) -> dict[str, Any]:
    """What the card view adds: the Collector's pool by name (public), only when not empty."""
    found = st.trainers[seat].pool
    return {"pool": [st.content.cards[c].name for c in found]} if found else {}


# -- Youngster: Career Options --------------------------------------------------------------------

PROMPTS["career"] = "Career Options: swap your trainer card for one of the cards drawn"
#: the pending entry's lists that are secret: the cards drawn (their drawer's) and the rest of
#: the trainer-card deck (nobody's)
CAREER_SECRET = ("cards", "deck")


def career_draw(st: JourneyState, seat: int, ability: str, n: int, events: list[Event]) -> None:
    """ "When unlocked, draw 5 trainer cards from the deck and swap this card with one of the
    drawn cards": the deck is every card the journey plays that no trainer holds (ours: the
    journey has no trainer-card deck of its own); the cards drawn are the drawer's secret until
    one is chosen (``career CARD``), the others going back."""
    from ..trainer_cards import usable_ids
    from .stamps import queue

    held = {t.card for t in st.trainers if t.card}
    deck = [c for c in usable_ids(st.content) if c not in held]
    drawn = [deck.pop(st.rng.below(len(deck))) for _ in range(min(n, len(deck)))]
    events.append(
        Event(
            "ability",
            f"{seat_name(seat)} draws {len(drawn)} trainer cards in secret ({ability})",
            {"seat": seat, "count": len(drawn)},
        )
    )
    if drawn:
        entry = {"kind": "career", "seat": seat, "ability": ability}
        queue(st, {**entry, "cards": sorted(drawn), "deck": sorted(deck)})


def career_actions(entry: dict[str, Any]) -> list[JourneyAction]:
    return [act("career", c) for c in entry["cards"]]


def career(st: JourneyState, seat: int, action: JourneyAction, events: list[Event]) -> None:
    """Swap the card (its printed quality kept, so the abilities unlocked stay as many) and
    trigger the new card's "when unlocked" effects of the abilities it has unlocked."""
    from .cards import START_FIREWOOD, quality_now, unlocked, when_unlocked

    t = st.trainers[seat]
    ability = str(st.pending[0]["ability"])
    old = st.content.trainers[t.card].name
    t.card = action.arg
    card = st.content.trainers[t.card]
    if any(e["do"] == "firewood" for a in card.abilities for e in a.effects):
        t.firewood = max(t.firewood, START_FIREWOOD)  # as a Kindler dealt at the start
    events.append(
        Event(
            "trainer_card",
            f"{seat_name(seat)} swaps {old} for the trainer card {card.name} "
            f"({quality_now(st, seat).capitalize()}) ({ability})",
            {"seat": seat, "card": t.card, "quality": t.quality},
        )
    )
    for a in unlocked(st, seat):
        when_unlocked(st, seat, a, events)


def pending_view(entry: dict[str, Any], seat: int | None) -> dict[str, Any]:
    """A pending entry as ``seat`` sees it: Career Options' cards only for their drawer, the
    deck's for nobody."""
    if entry["kind"] != "career":
        return dict(entry)
    hidden = CAREER_SECRET if seat != entry["seat"] else ("deck",)
    return {k: v for k, v in entry.items() if k not in hidden}


def zones(st: JourneyState) -> list[Any]:
    """The secrets of Career Options (a hand of the cards drawn, the deck's rest), re-dealt for
    the searches of the other seats."""
    from pokeforge.core.hidden import Zone

    out: list[Any] = []
    for i, entry in enumerate(st.pending):
        if entry["kind"] == "career":
            pool = f"trainer cards {i}"
            out.append(Zone.hand(f"career {i}", entry["cards"], int(entry["seat"]), pool=pool))
            out.append(Zone.deck(f"trainer card deck {i}", entry["deck"], pool=pool))
    return out
