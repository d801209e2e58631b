"""Trainer cards on the journey (the optional expansion: ``trainer0``…``trainer5``; which cards are
played and which are refused: :mod:`..trainer_cards`).

* **Set-up**: each seat's card is dealt face up (public) as the journey begins (``random`` draws
  with the journey's RNG among the cards the journey carries out); the "when unlocked" effects of
  the abilities its quality unlocks trigger once the trainer has chosen their starter
  (:func:`start`).
* **Unlocking**: each Journey Stamp unlocks the card's next locked ability
  (:func:`..trainer_cards.reached`); its "when unlocked" effects trigger then (:func:`on_stamp`;
  a stamp claimed during a battle unlocks an ability for the battles after it).
* **Battles**: every battle the trainer fights gets the card with the abilities unlocked so far
  (``class_id:quality``, as the battle mode's ``trainerN``), the Amplifier die's value and the
  Firewood carried from the last one; both come back when it ends (:func:`into_battle`,
  :func:`out_of_battle`).
* **Campaign effects** carried out here or in the rules that call these functions:
  ``journey_points`` when unlocked, ``gain_item``, ``add_from_deck`` (:func:`when_unlocked`),
  ``evolve_cost`` (:mod:`.evolution`), ``free_moves`` and ``ignore_elevation``
  (:mod:`.moving`), ``fly`` (:mod:`.villages`), ``craft_extra`` and ``craft_cost``
  (:mod:`.crafting`), ``self_inflict``, ``teleport``, ``gather_apricorn`` and
  ``pokedex_retry`` (the cards' own verbs, :func:`turn_actions`, :func:`pick_actions`),
  ``gain_discard`` (:mod:`.shrines`, :mod:`.villages`), ``stash_bonus`` (:mod:`.spots`),
  ``move_after_battle`` and ``extra_turn`` (:mod:`.battles`), ``follower`` of Arceus
  (:mod:`.fate`); the travel and map cards' effects in :mod:`.cards_travel`.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import replace
from typing import TYPE_CHECKING, Any

from pokeforge.core.errors import ParamError
from pokeforge.core.events import Event
from pokeforge.core.geometry import Hex
from pokeforge.core.outcome import seat_name

from ...params import TRAINER_KEYS, SinnohParams
from ...pieces import COLOURS
from ...rules.status import immune
from ...trainer_words import ability_words
from ..actions import JourneyAction, act
from ..trainer_cards import choose, reached
from . import cards_party

if TYPE_CHECKING:
    from ...content import Ability
    from ...pieces import Mon, Side
    from ..content import Recipe
    from ..state import JourneyState

#: Firewood a Kindler's bag starts with (the battle mode's default ``firewood0``)
START_FIREWOOD = int(SinnohParams.model_fields["firewood0"].default)


def setup(st: JourneyState) -> list[Event]:
    """Deal each seat's trainer card (face up); refuse a card for a seat that does not exist."""
    events: list[Event] = []
    for i, key in enumerate(TRAINER_KEYS):
        spec = str(getattr(st.params, key))
        if not spec:
            continue
        if i >= st.num_seats:
            raise ParamError(f"{key}: there is no Player {i + 1} in a journey of {st.num_seats}")
        try:
            card, quality = choose(st.content, spec, st.rng, key)
        except ValueError as exc:
            raise ParamError(str(exc)) from None
        t = st.trainers[i]
        t.card, t.quality = card, quality
        name = st.content.trainers[card].name
        events.append(
            Event(
                "trainer_card",
                f"{seat_name(i)} holds the trainer card {name} ({quality.capitalize()})",
                {"seat": i, "card": card, "quality": quality},
            )
        )
        if any(
            e["do"] == "firewood" for a in st.content.trainers[card].abilities for e in a.effects
        ):
            t.firewood = START_FIREWOOD
    return events


def start(st: JourneyState, seat: int, events: list[Event]) -> None:
    """The "when unlocked" effects of the abilities unlocked from the start (a Gold card's; a
    Silver card's ability 1), once the trainer has chosen their starter."""
    for ability in unlocked(st, seat):
        when_unlocked(st, seat, ability, events)


def quality_now(st: JourneyState, seat: int) -> str:
    """The quality whose abilities ``seat``'s card has unlocked (its printed quality raised by
    the Journey Stamps claimed); ``""`` without a card."""
    t = st.trainers[seat]
    if not t.card:
        return ""
    return reached(t.quality, len(st.explore.stamps[seat]))


def _slots(st: JourneyState, quality: str) -> tuple[int, ...]:
    return tuple(st.content.qualities.get(quality, ()))


def unlocked(st: JourneyState, seat: int) -> list[Ability]:
    """The abilities of ``seat``'s card unlocked so far."""
    t = st.trainers[seat]
    if not t.card:
        return []
    slots = _slots(st, quality_now(st, seat))
    return [a for a in st.content.trainers[t.card].abilities if a.slot in slots]


def effects(st: JourneyState, seat: int, do: str, to: str = "") -> list[dict[str, Any]]:
    """The unlocked effects of ``seat``'s card that are ``do`` (``to``: flying there only)."""
    return [
        e
        for a in unlocked(st, seat)
        for e in a.effects
        if e["do"] == do and (not to or e.get("to") == to)
    ]


def battle_card(st: JourneyState, seat: int) -> str:
    """``class_id:quality`` of ``seat``'s card for a battle (``""`` without one)."""
    t = st.trainers[seat]
    return f"{t.card}:{quality_now(st, seat)}" if t.card else ""


def on_stamp(st: JourneyState, seat: int, events: list[Event]) -> None:
    """A Journey Stamp was just claimed: it unlocks the card's next locked ability, if any."""
    t = st.trainers[seat]
    if not t.card:
        return
    n = len(st.explore.stamps[seat])
    before = set(_slots(st, reached(t.quality, n - 1)))
    card = st.content.trainers[t.card]
    for ability in card.abilities:
        if ability.slot in before or ability.slot not in _slots(st, reached(t.quality, n)):
            continue
        events.append(
            Event(
                "unlock",
                f"{seat_name(seat)} unlocks {card.name}'s ability {ability.name}",
                {"seat": seat, "card": t.card, "slot": ability.slot},
            )
        )
        when_unlocked(st, seat, ability, events)


def when_unlocked(st: JourneyState, seat: int, ability: Ability, events: list[Event]) -> None:
    """The effects of ``ability`` that act as it is unlocked."""
    t = st.trainers[seat]
    for e in ability.effects:
        do = e["do"]
        if do == "journey_points" and e.get("when") == "unlocked":
            n = int(e["amount"])
            t.earn(n)
            events.append(
                Event(
                    "ability",
                    f"{seat_name(seat)} gains {n} Journey Points ({ability.name})",
                    {"seat": seat, "journey_points": n},
                )
            )
        elif do == "add_from_deck":
            # Apex Hatchling: a Weak Pokémon of the type from the Weak decks (not their discard
            # piles), chosen by the trainer (the Journey Stamps' ``gift`` decision), with the
            # ability's fixed item on it
            fixed = next((str(x["item"]) for x in ability.effects if x.get("fixed")), "")
            entry: dict[str, Any] = {
                "kind": "gift",
                "seat": seat,
                "tier": str(e["deck"]),
                "discards": False,
                "types": [str(e["type"])],
                "ability": ability.name,
            }
            if fixed:
                entry["item"] = fixed
            from .stamps import queue

            queue(st, entry)
        elif do == "career_options":
            cards_party.career_draw(st, seat, ability.name, int(e["draw"]), events)
        elif do == "weather_set":
            cards_party.place_wheel(st, seat, ability.name)
        elif do == "gain_item" and e["item"] == "cherish_ball":
            cards_party.receive_cherish(st, seat, ability.name, events)
        elif do == "gain_item" and e.get("fixed"):
            continue  # on the Pokémon added (add_from_deck)
        elif do == "gain_item" and e["item"] != "amplifier":
            item = str(e["item"])
            t.items = sorted([*t.items, item])
            events.append(
                Event(
                    "ability",
                    f"{seat_name(seat)} receives a {st.content.items[item].name} ({ability.name})",
                    {"seat": seat, "item": item},
                )
            )
        elif do == "journey_points":  # when the Landmark Tour is complete (Holiday Album)
            _travel().tour_unlocked(st, seat, e, ability.name, events)
        elif do == "follower":
            god = str(e["god"])
            st.shrines.followers[seat] = god
            events.append(
                Event(
                    "follow",
                    f"{seat_name(seat)} becomes a Follower of {god.capitalize()} ({ability.name})",
                    {"seat": seat, "god": god},
                )
            )


def devoted(st: JourneyState, seat: int) -> bool:
    """Whether ``seat`` is a Follower of Arceus by their card (Eternal Devotion): the token stays
    Arceus, and it counts as a Follower of every God of Sinnoh."""
    return any(e["god"] == "arceus" for e in effects(st, seat, "follower"))


def follows(st: JourneyState, seat: int, god: str) -> bool:
    """Whether ``seat`` counts as a Follower of ``god`` (a Follower of Arceus, by their card,
    counts as one of all three Gods of Sinnoh at the same time)."""
    mine = st.shrines.followers[seat]
    return bool(god) and (mine == god or mine == "arceus")


# -- the trainer cards' own actions in a turn -----------------------------------------------------


def turn_actions(st: JourneyState, seat: int) -> list[JourneyAction]:
    """``inflict SLOT`` (Fighting Spirit, Day Dreamer), ``teleport TILE`` (Submarine Dive, Magma
    Tunnels), ``pick COLOUR`` (Pick Apricorn): offered during the turn, outside battle."""
    t = st.trainers[seat]
    if not t.card or st.phase != "turn" or st.battle is not None:
        return []
    out: list[JourneyAction] = []
    cards = st.content.cards
    for e in effects(st, seat, "self_inflict"):
        status = str(e["status"])
        for slot, mon in enumerate(t.party):
            ok = not mon.fainted and status not in mon.statuses
            if ok and not immune(mon, cards[mon.card], status):
                out.append(act("inflict", str(slot)))
    if t.at is not None and not st.pending:
        here = st.region.tiles.get(t.at)
        for e in effects(st, seat, "teleport"):
            terrain = str(e["terrain"])
            if here is None or not free_terrain_ok(terrain, str(here.biome)):
                continue
            out.extend(act("teleport", h.name()) for h in teleport_targets(st, terrain, t.at))
    if effects(st, seat, "gather_apricorn") and "pick" not in st.used and t.at is not None:
        place = st.region.place_at.get(t.at)
        gone = (*st.felled, *st.ultra.destroyed)  # removed for Firewood; destroyed (ULTRA BURST)
        if place is not None and place.kind == "apricorn_tree" and place.id not in gone:
            from .encounters import guards

            found = set(guards(st, place))
            out.extend(act("pick", c) for c in COLOURS if c in found)
    out.extend(_travel().turn_actions(st, seat))  # the travel and map cards (.cards_travel)
    out.extend(cards_party.turn_actions(st, seat))  # Chef…
    out.extend(cards_party.gather_actions(st, seat))  # Kindler
    out.extend(cards_party.weather_actions(st, seat))  # the Weather Wheel (Parasol Lady)
    return list(dict.fromkeys(out))


def _travel() -> Any:
    from . import cards_travel

    return cards_travel


def pick(st: JourneyState, seat: int, action: JourneyAction, events: list[Event]) -> None:
    """ "Once per turn, you may gain 1 Apricorn from an Apricorn Tree you are standing on"
    (Gardener: Pick Apricorn): one of the colours its Pokémon guard (``data/apricorns.json``;
    the trainer picks when there are several)."""
    t = st.trainers[seat]
    n = sum(int(e["count"]) for e in effects(st, seat, "gather_apricorn"))
    t.gain(action.arg, n)
    st.used = (*st.used, "pick")
    place = st.region.place_at.get(t.at) if t.at is not None else None
    events.append(
        Event(
            "pick",
            f"{seat_name(seat)} picks {n} {action.arg} Apricorn"
            + (f" from {place.name}" if place is not None else "")
            + " (Pick Apricorn)",
            {"seat": seat, "colour": action.arg, "n": n},
        )
    )


_TARGETS: dict[tuple[int, str], tuple[Hex, ...]] = {}


def teleport_targets(st: JourneyState, terrain: str, at: Hex) -> list[Hex]:
    """The tiles of ``terrain`` in Sinnoh (not the Distortion World) other than ``at``, in the
    map's order."""
    key = (id(st.region), terrain)
    found = _TARGETS.get(key)
    if found is None:
        found = _TARGETS[key] = tuple(
            h
            for h in sorted(st.region.tiles, key=lambda h: (h.r, h.q))
            if st.region.tiles[h].area == "sinnoh"
            and free_terrain_ok(terrain, str(st.region.tiles[h].biome))
        )
    return [h for h in found if h != at]


def teleport(st: JourneyState, seat: int, action: JourneyAction, events: list[Event]) -> None:
    """ "If you are standing on an Ocean (Mountain) tile at the end of your turn, you may
    instantly move to any other Ocean (Mountain) tile" (Team Aqua: Submarine Dive; Team Magma:
    Magma Tunnels): the move ends the turn; like flying, it turns over no Hidden Spot (ours)."""
    from . import turn

    t = st.trainers[seat]
    to = Hex.parse(action.arg)
    t.at = to
    name = next(a.name for a in unlocked(st, seat) for e in a.effects if e["do"] == "teleport")
    place = st.region.place_at.get(to)
    where = f" ({place.name})" if place is not None else ""
    events.append(
        Event(
            "teleport",
            f"{seat_name(seat)} ends their turn by moving to {to.name()}{where} ({name})",
            {"seat": seat, "to": to.name()},
        )
    )
    events.append(Event("end_turn", f"{seat_name(seat)} ends their turn", {"seat": seat}))
    turn.end_turn(st, events)


def inflict(st: JourneyState, seat: int, action: JourneyAction, events: list[Event]) -> None:
    """Inflict the card's status on one of your own Pokémon (Black Belt: Fighting Spirit,
    Burned; Fairy Tale Girl: Day Dreamer, Drowsy), the battle's status rules deciding (a type
    immune to it is never offered)."""
    t = st.trainers[seat]
    mon = t.party[int(action.arg)]
    found = next((a, e) for a in unlocked(st, seat) for e in a.effects if e["do"] == "self_inflict")
    ability, e = found
    status = str(e["status"])
    mon.statuses = [*mon.statuses, status]
    name = st.content.cards[mon.card].name
    events.append(
        Event(
            "inflict",
            f"{seat_name(seat)} makes their {name} {status.capitalize()} ({ability.name})",
            {"seat": seat, "slot": int(action.arg), "status": status},
        )
    )


def words(st: JourneyState, seat: int, action: JourneyAction) -> str:
    """A trainer card's own action in words."""
    if action.verb == "inflict":
        mon = st.trainers[seat].party[int(action.arg)]
        status = next((str(e["status"]) for e in effects(st, seat, "self_inflict")), "")
        return f"Make your {st.content.cards[mon.card].name} {status.capitalize()}"
    if action.verb == "teleport":
        return f"End your turn by moving to {action.arg}"
    if action.verb == "pick":
        return f"Pick a {action.arg} Apricorn from this tree"
    if action.verb == "retry":
        return "Put these Pokémon back and search again"
    return _travel().words(st, seat, action) or cards_party.words(st, action) or str(action)


def gain_discard(
    st: JourneyState, giver: int, source: str, colours: list[str], events: list[Event]
) -> None:
    """Apricorns ``giver`` discards to ``source`` go to another trainer whose card takes them
    (Delinquent: Offering Thief, ``shrine_offering``; Ginkgo Merchant: Trade Monopoly,
    ``ginkgo_trade``); with several such trainers, the first after ``giver`` in the turn order
    (ours)."""
    if not colours:
        return
    order = st.order or list(range(st.num_seats))
    i = order.index(giver) if giver in order else 0
    for seat in order[i + 1 :] + order[:i]:
        found = next(
            (
                a.name
                for a in unlocked(st, seat)
                for e in a.effects
                if e["do"] == "gain_discard" and e["source"] == source
            ),
            None,
        )
        if found is None:
            continue
        t = st.trainers[seat]
        for colour in colours:
            t.gain(colour)
        events.append(
            Event(
                "ability",
                f"{seat_name(seat)} gains the {', '.join(colours)} Apricorn"
                f"{'s' if len(colours) > 1 else ''} {seat_name(giver)} discarded ({found})",
                {"seat": seat, "from": giver, "apricorns": list(colours)},
            )
        )
        return


def stash_bonus(st: JourneyState, seat: int, colour: str, events: list[Event]) -> str:
    """Veteran: Wilderness Expert: an Apricorn Stash found gives more of its colour and more tile
    moves this turn; the words added to the find (``""`` without it)."""
    if not st.trainers[seat].card:
        return ""
    words = []
    for a in unlocked(st, seat):
        for e in a.effects:
            if e["do"] == "stash_bonus":
                st.trainers[seat].gain(colour, int(e["apricorns"]))
                if seat == st.actor and st.phase == "turn":
                    st.moves_left += int(e["tiles"])
                words.append(
                    f"{a.name}: {int(e['apricorns'])} more and {int(e['tiles'])} more tile move"
                )
    return f" ({'; '.join(words)})" if words else ""


def into_battle(st: JourneyState, seat: int, side: Side) -> None:
    """The card, the Amplifier die and the Firewood a trainer brings into a battle."""
    t = st.trainers[seat]
    if t.card:
        side.trainer = battle_card(st, seat)
        side.amp, side.firewood = t.amp, t.firewood


def out_of_battle(st: JourneyState, seat: int, side: Side) -> None:
    """The Amplifier die's value and the Firewood left, kept for the next battle."""
    t = st.trainers[seat]
    if t.card:
        t.amp, t.firewood = side.amp, side.firewood


def evolve_cost(st: JourneyState, seat: int, cost: int, mon: Mon | None = None) -> int:
    """An Evolve Cost of ``seat``'s ``mon``, changed by their card (Lady: Noble Heritage -2;
    Dragon Tamer: +5 for the Pokémon holding the Apex Dragon), never below 0."""
    t = st.trainers[seat]
    if not t.card:
        return cost
    delta = sum(
        int(e["delta"])
        for e in effects(st, seat, "evolve_cost")
        if "holding" not in e or (mon is not None and e["holding"] in mon.held())
    )
    return max(0, cost + delta)


def craft_extra(st: JourneyState, seat: int, kind: str) -> list[str]:
    """The names of the unlocked abilities that give another ``kind`` for free when crafting one
    (Poké Fan: Loyalty Card, a second of the same Battle Item: the data's reading of "another
    Battle Item", so no choice is asked)."""
    if not st.trainers[seat].card:
        return []
    return [
        a.name
        for a in unlocked(st, seat)
        for e in a.effects
        if e["do"] == "craft_extra" and e["kind"] == kind
    ]


def free_terrain_ok(terrain: str, biome: str) -> bool:
    """Whether a tile of ``biome`` is of a ``free_moves`` terrain (``non_mountain``: any biome
    but Mountain)."""
    if terrain == "non_mountain":
        return biome != "Mountain"
    return biome.lower() == terrain


#: ``st.used`` marks of the free run of a turn: a free tile taken, the run over
FREE_STEP, FREE_OVER = "free_step", "free_over"
#: ``st.used`` marks of a card holder's turn: they moved (Opportune Strike), they use the
#: movement left after a battle (Planning Ahead), it is an extra turn (Catching Frenzy), they
#: retried their search (Team Builder)
MOVED, AFTER_BATTLE, EXTRA_TURN, RETRIED = "moved", "after_battle", "extra_turn", "retried"


def pick_actions(st: JourneyState, seat: int) -> list[JourneyAction]:
    """After a search: ``retry`` (Ace Trainer: Team Builder, "retry a Pokédex search once per
    encounter"), once a turn (a trainer searches once a turn)."""
    if not st.trainers[seat].card or RETRIED in st.used or not st.search:
        return []
    return [act("retry")] if effects(st, seat, "pokedex_retry") else []


def retry(st: JourneyState, seat: int, action: JourneyAction, events: list[Event]) -> None:
    """Put the Pokémon the search drew back into their decks (shuffled) and search again."""
    from ..decks import key_of, put_back
    from .encounters import search

    drawn, st.search = list(st.search), []
    if st.search_key:
        put_back(st.decks[st.search_key], drawn, st.rng)
    else:  # a Warped Apricorn Tree's mixed selection: each to its own deck
        for card in drawn:
            k = key_of(st.content.cards[card])
            assert k is not None
            put_back(st.decks[k], [card], st.rng)
    st.used = (*(u for u in st.used if u != "search"), RETRIED)
    st.phase, st.search_key, st.site = "turn", "", ""
    name = next(a.name for a in unlocked(st, seat) for e in a.effects if e["do"] == "pokedex_retry")
    events.append(
        Event(
            "retry",
            f"{seat_name(seat)} puts the {len(drawn)} Pokémon back and searches again ({name})",
            {"seat": seat, "count": len(drawn)},
        )
    )
    search(st, seat, act("search"), events)


_RECIPES: dict[tuple[int, int], dict[str, Recipe]] = {}


def recipes(st: JourneyState, seat: int) -> Mapping[str, Recipe]:
    """The recipes as ``seat`` crafts them: Ace Trainer: Team Builder, "Battle Items only need 1
    of each Apricorn on the recipe" (each colour or tier of the cost, once)."""
    base = st.jc.recipes
    if not st.trainers[seat].card:
        return base
    each = [int(e["each"]) for e in effects(st, seat, "craft_cost") if e["kind"] == "battle_item"]
    if not each:
        return base
    n = min(each)
    key = (id(base), n)
    found = _RECIPES.get(key)
    if found is None:
        found = _RECIPES[key] = {
            rid: replace(r, cost={k: min(v, n) for k, v in r.cost.items()})
            if r.kind == "item"
            else r
            for rid, r in base.items()
        }
    return found


def extra_turn_name(st: JourneyState) -> str:
    """The name of the active trainer's ability that gives extra turns (for the event)."""
    return next(
        (a.name for a in unlocked(st, st.actor) for e in a.effects if e["do"] == "extra_turn"),
        "",
    )


def extra_turn_due(st: JourneyState) -> str:
    """The ability that gives the active trainer an extra turn after the wild battle ending now
    (Bug Catcher: Catching Frenzy: "after capturing a Bug-type Pokémon … immediately start an
    extra turn. Cannot be repeated on the extra turn"), or ``""``."""
    battle = st.battle
    seat = st.battle_seats[0]
    if battle is None or seat != st.actor or st.battle_seats[1] >= 0 or EXTRA_TURN in st.used:
        return ""
    if not st.trainers[seat].card or st.heart.fight:
        return ""
    rewards = battle.rewards
    if battle.sides[1].kind == "swarm":
        slots = [int(i) for i in rewards.get("captured_slots", [])]
    else:
        slots = [0] if rewards.get("captured") else []
    types = {t for i in slots if i < len(st.wild) for t in st.content.cards[st.wild[i]].types}
    for a in unlocked(st, seat):
        for e in a.effects:
            wanted = set(e.get("types", types))
            if e["do"] == "extra_turn" and e["after"] == "capture" and types & wanted:
                return str(a.name)
    return ""


def moved(st: JourneyState, seat: int) -> None:
    """A trainer with a card moved this turn (a step, a flight): a battle they start now is not
    Opportune Strike's (the plain game keeps no such mark)."""
    if st.trainers[seat].card and MOVED not in st.used:
        st.used = (*st.used, MOVED)


def linger(st: JourneyState, seat: int) -> bool:
    """Whether the active trainer ``seat`` goes on with the movement left after the battle just
    over (Essentia: Planning Ahead: "you may use any movement you have remaining but cannot
    interact with anything else this turn"): with the ability unlocked, tile moves left and a
    usable party. Their turn then offers only steps and ``end`` (Hidden Spots passed over are
    still turned over: meeting them is not a choice)."""
    t = st.trainers[seat]
    if not t.card or st.outcome is not None or seat != st.actor or not t.usable():
        return False
    if st.moves_left <= 0 or not effects(st, seat, "move_after_battle"):
        return False
    st.used = (*st.used, AFTER_BATTLE)
    return True


def _run_tiles(st: JourneyState, seat: int, to: Hex, taken: int) -> str:
    """The name of the ability whose free run may take ``to`` as its tile number ``taken + 1``
    (``""``: none)."""
    tile = st.region.tiles.get(to)
    if tile is None:
        return ""
    for a in unlocked(st, seat):
        for e in a.effects:
            if e["do"] != "free_moves" or taken >= int(e["tiles"]):
                continue
            if free_terrain_ok(str(e["terrain"]), str(tile.biome)):
                return str(a.name)
    return ""


def can_run(st: JourneyState, seat: int, to: Hex) -> bool:
    """Whether ``seat`` may start their free run with a step onto ``to`` (``run Q,R``): "once per
    turn, you **may** move up to N tiles of a terrain in a row for free" (Swift Swim, Roller
    Skates, Swim Bike Run, Hiking Gear, Woodland Explorer). Starting it is the trainer's choice:
    a plain ``step`` onto such a tile pays a tile move and keeps the run for later in the turn."""
    if not st.trainers[seat].card or FREE_STEP in st.used or FREE_OVER in st.used:
        return False
    return bool(_run_tiles(st, seat, to, 0))


def run_name(st: JourneyState, seat: int, to: Hex) -> str:
    """The ability a free run onto ``to`` is taken by (for the words)."""
    return _run_tiles(st, seat, to, st.used.count(FREE_STEP))


def free_step(st: JourneyState, seat: int, to: Hex) -> bool:
    """Whether a plain ``step`` onto ``to`` is free: the free run is started (``run``) and goes
    on at once, without asking, while the steps stay on its terrain, up to N tiles in a row (a
    trainer never gains by paying for a tile the run would take: it ends the run); any other step
    ends it (ours)."""
    if not st.trainers[seat].card or FREE_STEP not in st.used or FREE_OVER in st.used:
        return False
    return bool(_run_tiles(st, seat, to, st.used.count(FREE_STEP)))


def after_step(st: JourneyState, free: bool) -> None:
    """Mark the free run: one more free tile, or over once a step was not free."""
    if free:
        st.used = (*st.used, FREE_STEP)
    elif FREE_STEP in st.used and FREE_OVER not in st.used:
        st.used = (*st.used, FREE_OVER)


def describe(st: JourneyState, seat: int) -> str:
    """``Lady (Bronze): Noble Heritage unlocked, Hyper Potion locked`` (public)."""
    t = st.trainers[seat]
    if not t.card:
        return ""
    card = st.content.trainers[t.card]
    open_ = {a.slot for a in unlocked(st, seat)}
    parts = [f"{a.name} {'unlocked' if a.slot in open_ else 'locked'}" for a in card.abilities]
    return f"{card.name} ({t.quality.capitalize()}): " + ", ".join(parts)


def card_view(st: JourneyState, seat: int) -> dict[str, Any] | None:
    """The card as the views show it (face up: the same for every seat)."""
    t = st.trainers[seat]
    if not t.card:
        return None
    card = st.content.trainers[t.card]
    open_ = {a.slot for a in unlocked(st, seat)}
    return {
        "id": t.card,
        "name": card.name,
        "quality": t.quality,
        "amplifier": t.amp,
        "firewood": t.firewood,
        **cards_party.card_view_extra(st, seat),  # the Collector's pool (public)
        "abilities": [
            {
                "slot": a.slot,
                "name": a.name,
                "scope": a.scope,
                "unlocked": a.slot in open_,
                "text": ability_words(a.effects),
            }
            for a in card.abilities
        ],
    }
