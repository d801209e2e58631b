"""Battles on the journey: the battle system's :class:`~pokeforge.games.sinnoh.state.SinnohState`,
embedded while it runs, and what its result does to the journey.

A wild battle (ENCOUNTERING POKÉMON) puts the searcher's party (side 0, seat of the searcher)
against the chosen wild Pokémon (side 1, decided automatically: ``battle_seats = (seat, -1)``);
a trainer battle (ON YOUR TURN: a challenge) the challenger (side 0: the trainer who initiated
the battle) against the challenged trainer (side 1). The battle's sides hold the trainers' own
party lists and copies of their balls and bags; it draws from the journey's RNG. Its decisions
are the seats' decisions (:mod:`.turn` delegates), and when it ends :func:`finish` brings its
result back:

* every Pokémon's battle-only marks are cleared; damage and statuses stay (END OF BATTLE);
* balls thrown are gone, Apricorns eaten are gone (Belch, Bug Bite);
* a wild battle (REWARDS AND RECOVERY): Journey Points by tier (+1 when it fainted; doubled by
  an Infused Stew), the Apricorns it guarded (all 3, or 2 / 1 / 0 when it fled: a tree's colour;
  at a Reef the trainer picks which), a captured Pokémon joins the party (a full party releases
  one first: CAPTURING POKÉMON), a defeated one is discarded, one that was neither goes back
  to its deck; teaching its move is the battle's own decision (before it ends);
* a trainer battle: both trainers may not be challenged until the start of their next turns
  (REWARDS AND RECOVERY); an Artifact the winner took joins their bag; when the winner took none
  from the loser's Pokémon, the Artifacts in the loser's bag are offered one after another
  (decision ``artifact``: ``accept`` takes the one offered, ``decline`` offers the next);
* a trainer out of usable Pokémon goes home at once and is fully restored at the start of their
  next turn (REWARDS AND RECOVERY; the Change of Fate card drawn then: :mod:`.fate`);
* the Change of Fate hands come back less the cards played (:mod:`.fate`); a shrine's Legendary
  or God token defeated or captured leaves the game (:mod:`.shrines`);
* the turn of the trainer who started the battle ends (ON YOUR TURN).
"""

from __future__ import annotations

from itertools import combinations
from typing import TYPE_CHECKING, Any

from pokeforge.core.events import Event
from pokeforge.core.outcome import seat_name

from ...params import SinnohParams
from ...pieces import COLOURS, Side
from ...setup import make_mon
from ...words import plural
from ..decks import key_of, put_back
from ..pieces import MAX_PARTY, at_rest
from . import cards as card_rules
from . import cards_party, cards_travel, encounters, fate

if TYPE_CHECKING:
    from ...game import SinnohGame
    from ..state import JourneyState

_PARAMS: dict[tuple[str, ...], SinnohParams] = {}
#: the items a trainer battle's winner may take from the loser (REWARDS AND RECOVERY)
ARTIFACT_KINDS = ("artifact", "celestial")
#: the battle's ``site`` for places the battle system does not name: the Origin Shrine is a
#: shrine (a God of Sinnoh met there), a Lake Cavern and the Temple of Sinnoh a legendary location
SITES = {
    "origin_shrine": "shrine",
    "lake_cavern": "legendary_location",
    "temple_of_sinnoh": "legendary_location",
}


def battle_params(st: JourneyState, site: str, trial: bool = False) -> SinnohParams:
    """The battle's parameters: the journey's dice, exhaustion and concession rules, the site,
    ``trial``: a Lake Guardian battled with its trial (LAKE CAVERNS), and whether a trainer with
    a card moved this turn (Opportune Strike)."""
    p = st.params
    moved = card_rules.MOVED in st.used  # Opportune Strike (only card holders are marked)
    key = (
        p.dice,
        str(p.exhaustion),
        str(p.allow_concede),
        site,
        str(trial),
        str(moved),
        st.weather,
    )
    found = _PARAMS.get(key)
    if found is None:
        found = _PARAMS[key] = SinnohParams(
            dice=p.dice,
            exhaustion=p.exhaustion,
            allow_concede=p.allow_concede,
            apricorns=0,
            balls="",
            site=site,
            lake_trial=trial,
            moved=moved,
            weather=st.weather,  # the Weather Wheel a Parasol Lady placed ("" none)
        )
    return found


def _side(st: JourneyState, seat: int) -> Side:
    t = st.trainers[seat]
    side = Side("trainer", t.party, 0, t.balls)
    side.bag = list(t.bag)
    side.hand, side.follower = fate.into_battle(st, seat)
    card_rules.into_battle(st, seat, side)  # the trainer card, the Amplifier die, the Firewood
    return side


def _game(st: JourneyState) -> SinnohGame:
    from ...game import SinnohGame

    game = st.game
    assert isinstance(game, SinnohGame)
    return game


def start_wild(
    st: JourneyState,
    seat: int,
    card_id: str,
    events: list[Event],
    swarm: tuple[str, ...] = (),
    trial: bool = False,
) -> None:
    """The wild battle against ``card_id`` (the searcher initiated it); with ``swarm``, a Swarm
    Battle against those cards (SWARM BATTLES: Weak, Moderate, Strong, in that order); with
    ``trial``, a Lake Guardian's trial (LAKE CAVERNS)."""
    place = st.region.places[st.site]
    cards = list(swarm) if swarm else [card_id]
    mons = [make_mon(st.content, st.content.cards[c], None, []) for c in cards]
    wild = Side("swarm" if swarm else "wild", mons)
    # the Origin Shrine is a shrine to the battle (a God of Sinnoh met there: rules/shrines)
    params = battle_params(st, SITES.get(place.kind, place.kind), trial)
    names = (seat_name(seat), "")
    battle, start = _game(st).start_battle(params, st.rng, [_side(st, seat), wild], 1, names)
    t = st.trainers[seat]
    if t.allure:
        battle.allure = 1
    st.battle, st.battle_seats, st.wild = battle, (seat, -1), cards
    cards_party.hold_balls(st)  # no Cherish Ball thrown already
    st.phase = "battle"
    events.extend(start)


def start_trainer(st: JourneyState, challenger: int, target: int, events: list[Event]) -> None:
    """The trainer battle of a challenge (the challenger initiated it)."""
    params = battle_params(st, "")
    sides = [_side(st, challenger), _side(st, target)]
    names = (seat_name(challenger), seat_name(target))
    battle, start = _game(st).start_battle(params, st.rng, sides, 2, names)
    st.battle, st.battle_seats, st.wild = battle, (challenger, target), []
    cards_party.hold_balls(st)
    st.phase = "battle"
    events.extend(start)


def act(st: JourneyState, seat: int, action: Any, events: list[Event]) -> None:
    """A battle decision of ``seat``; the result flows back once the battle is over."""
    battle = st.battle
    assert battle is not None
    side = st.battle_seat(seat)
    assert side is not None
    events.extend(fate.seat_events(st, battle.apply(side, action)))
    if battle.outcome is not None:
        finish(st, events)


def finish(st: JourneyState, events: list[Event]) -> None:
    """Bring the battle's result back to the journey (see the module docstring)."""
    from . import ending, galactic, shrines, turn, ultra

    battle = st.battle
    assert battle is not None and battle.outcome is not None
    # a trainer playing Team Galactic (``galactic_seat``) keeps their own party
    seats: tuple[int, ...] = tuple(
        -1 if battle.sides[side].kind == "galactic" else seat
        for side, seat in enumerate(st.battle_seats)
    )
    for side, seat in enumerate(seats):
        if seat < 0:
            continue
        t = st.trainers[seat]
        s = battle.sides[side]
        t.party = s.party
        for mon in t.party:
            at_rest(mon)
        t.balls = cards_party.balls_back(st, seat, t.balls, s.balls)  # the Cherish Ball thrown
        t.bag = list(s.bag)
        card_rules.out_of_battle(st, seat, s)
    extra = card_rules.extra_turn_due(st)  # Catching Frenzy
    if st.heart.fight == "traitor":
        ending.result(st, events)
    elif st.heart.fight:
        galactic.result(st, events)
    elif seats[1] < 0:
        _wild_result(st, seats[0], battle.rewards, events)
    else:
        _trainer_result(st, battle.rewards, events)
    from . import forms, spots

    for seat in seats:
        if seat >= 0:  # an Artifact the winner took gives its form no more (POKÉMON FORMS)
            forms.settle(st, seat, events)
    spots.after_battle(st, events)  # Fallen Stars, the Alpha token, Journey Stamps
    shrines.after_battle(st, battle.rewards, events)
    fate.out_of_battle(st)
    ultra.after_battle(st, battle, events)  # an Ultra Beast or Necrozma (THE ULTRA BURST)
    st.battle, st.battle_seats, st.wild = None, (-1, -1), []
    st.phase = "turn" if st.outcome is None else "over"
    for seat in seats:
        if seat >= 0 and not st.trainers[seat].usable():
            defeated(st, seat, events)
    if extra and st.outcome is None:
        if st.pending:
            st.pending[-1]["then"] = "extra"
        else:
            turn.extra_turn(st, extra, events)
    elif st.phase == "turn" and card_rules.linger(st, st.actor):
        st.search, st.site = [], ""  # Planning Ahead: the movement left, nothing else
    elif st.pending:
        st.pending[-1]["then"] = "end"
    else:
        turn.end_turn(st, events)


def defeated(st: JourneyState, seat: int, events: list[Event]) -> None:
    """REWARDS AND RECOVERY: out of usable Pokémon: back to the home village at once; the party
    is fully restored at the start of the next turn."""
    t = st.trainers[seat]
    home = st.region.places[t.home]
    t.at, t.defeated = home.at, True
    cards_travel.out_of_pokemon(st, seat)  # Blasting Off: then travel anywhere
    events.append(
        Event(
            "defeated",
            f"{seat_name(seat)} is out of usable Pokémon and returns to {home.name}",
            {"seat": seat, "home": t.home},
        )
    )


def _wild_result(st: JourneyState, seat: int, rewards: dict[str, Any], events: list[Event]) -> None:
    battle = st.battle
    assert battle is not None
    t = st.trainers[seat]
    place = st.region.places.get(st.site)  # none for an Alpha Pokémon (a Hidden Spot)
    wild = battle.sides[1]
    if wild.kind == "swarm":
        captured = {int(i) for i in rewards.get("captured_slots", [])}
    else:
        captured = {0} if rewards.get("captured") else set()
    fates = []
    first = len(t.party) if captured else -1  # the Cherish Ball's capture (Gentleman)
    for i, (mon, card) in enumerate(zip(wild.party, st.wild, strict=True)):
        name = st.content.cards[card].name
        key = key_of(st.content.cards[card])
        if i in captured:
            at_rest(mon)
            mon.fainted = False
            t.party.append(mon)
            t.captured += 1
            fates.append(f"{name} captured")
        elif mon.fainted:
            if key is not None:
                st.discards.setdefault(key, []).append(card)
            fates.append(f"{name} defeated")
        else:
            if key is not None:
                put_back(st.decks.setdefault(key, []), [card], st.rng)
            fates.append(f"{name} not defeated")
    cards_party.cherish_captured(st, seat, first)
    points = int(rewards.get("journey_points", 0))
    doubled = t.infused
    if doubled:
        points *= 2
    t.infused = t.allure = False  # the stews last for this one encounter
    t.earn(points)
    parts = []
    if points:
        parts.append(plural(points, "Journey Point") + (" (Infused Stew)" if doubled else ""))
    n = int(rewards.get("apricorns", 0))
    factor, coin = cards_party.amulet_factor(st, rewards)  # Amulet Coin: each Apricorn doubled
    n //= factor
    twice = f", each ×{factor} ({coin})" if factor > 1 else ""
    if place is not None and place.kind in encounters.SEARCHABLE_TREES and n > 0:
        found = encounters.guards(st, place, st.wild[0])
        if n >= len(found) or len(set(found)) == 1:
            got = list(found[:n])
            for colour in got:
                t.gain(colour, factor)
            parts.append(f"{plural(len(got), 'Apricorn')} ({', '.join(got)}{twice})")
        else:
            entry = {"kind": "apricorns", "seat": seat, "n": n, "from": list(found)}
            if factor > 1:
                entry["factor"] = factor
            st.pending.append(entry)
            parts.append(f"{n} of the Apricorns it guarded, to choose{twice}")
    events.append(
        Event(
            "rewards",
            f"{seat_name(seat)} gains "
            + (" and ".join(parts) if parts else "nothing")
            + f" ({', '.join(fates)})",
            {"seat": seat, "journey_points": points, "apricorns": n, "captured": len(captured)},
        )
    )
    st.pending.extend(
        {"kind": "release", "seat": seat} for _ in range(max(0, len(t.party) - MAX_PARTY))
    )


def _trainer_result(st: JourneyState, rewards: dict[str, Any], events: list[Event]) -> None:
    battle = st.battle
    assert battle is not None and battle.outcome is not None
    a, b = st.battle_seats
    for seat in (a, b):
        st.trainers[seat].immune = True
    winners = battle.outcome.winners
    cards_travel.steal(st, rewards, events)  # Pokémon Thief: the stolen join the thief's party
    if len(winners) == 1:  # Big Scoop: the stamp to the Interviewer who won
        cards_travel.scoop_won(st, st.battle_seats[winners[0]], events)
    if len(winners) == 1:
        winner = st.battle_seats[winners[0]]
        loser = st.battle_seats[1 - winners[0]]
        items = rewards.get("artifacts", [])
        if items:
            t = st.trainers[winner]
            t.items = sorted([*t.items, *items])
        elif bag_artifacts(st, loser) and not cards_travel.keeps_artifacts(st, loser):
            # "take 1 Artifact of your choice from them": the battle offered those its Pokémon
            # hold; those in the bag are offered here, one after another (accept or decline)
            entry = {"kind": "artifact", "seat": winner, "from": loser, "at": 0}
            st.pending.append({**entry, "items": bag_artifacts(st, loser)})
    events.append(
        Event(
            "immune",
            f"{seat_name(a)} and {seat_name(b)} may not be challenged until the start of "
            "their next turns",
            {"seats": [a, b]},
        )
    )


# -- decisions after a battle ---------------------------------------------------------------------


def bag_artifacts(st: JourneyState, seat: int) -> list[str]:
    """The Artifacts and Celestial Artifacts in ``seat``'s bag (not on a Pokémon), sorted."""
    items = st.content.items
    return sorted({i for i in st.trainers[seat].items if items[i].kind in ARTIFACT_KINDS})


def take_artifact(st: JourneyState, seat: int, action: Any, events: list[Event]) -> None:
    """``accept``: the winner takes the Artifact offered from the loser's bag; ``decline``: the
    next one is offered, if any (REWARDS AND RECOVERY: 1 Artifact of the winner's choice)."""
    entry = st.pending[0]
    loser = int(entry["from"])
    at = int(entry["at"])
    item = str(entry["items"][at])
    name = st.content.items[item].name
    if action.verb == "decline":
        if at + 1 < len(entry["items"]):
            st.pending.insert(1, {**entry, "at": at + 1})  # it carries ``then`` on
            entry.pop("then", None)
        return
    them, me = st.trainers[loser], st.trainers[seat]
    left = list(them.items)
    left.remove(item)
    them.items = left
    me.items = sorted([*me.items, item])
    events.append(
        Event(
            "artifact",
            f"{seat_name(seat)} takes the {name} from {seat_name(loser)}'s bag",
            {"seat": seat, "from": loser, "item": item},
        )
    )


def apricorn_choices(entry: dict[str, Any]) -> list[str]:
    """``red+blue``…: each way to take ``n`` of the Apricorns a Reef's Pokémon guarded."""
    found = sorted(entry["from"], key=COLOURS.index)
    return list(dict.fromkeys("+".join(c) for c in combinations(found, int(entry["n"]))))


def take_apricorns(
    st: JourneyState, seat: int, arg: str, events: list[Event], factor: int = 1
) -> None:
    t = st.trainers[seat]
    got = arg.split("+")
    for colour in got:
        t.gain(colour, factor)  # Amulet Coin: each twice
    events.append(
        Event(
            "rewards",
            f"{seat_name(seat)} takes {plural(len(got), 'Apricorn')} ({', '.join(got)})",
            {"seat": seat, "apricorns": got},
        )
    )
