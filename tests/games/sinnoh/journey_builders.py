"""Builders for the journey tests: a journey set up with chosen homes and starters, trainers put
where a test wants them, bags filled, actions played by their text."""

from __future__ import annotations

from typing import Any

from pokeforge.core.events import Event
from pokeforge.core.geometry import Hex
from pokeforge.games.sinnoh import GAME
from pokeforge.games.sinnoh.journey import JourneyState
from pokeforge.games.sinnoh.pieces import COLOURS
from pokeforge.games.sinnoh.setup import make_mon

#: a home and a starter for each of up to six trainers (homes in seat-colour order)
HOMES = ("snowfall", "frostmere", "pinecrest", "twinbrook", "meadowvale", "harbourlight")
STARTERS = ("Swinub", "Piplup", "Rowlet", "Turtwig", "Starly", "Togepi")


def fresh(seats: int = 2, seed: int = 1, **params: Any) -> JourneyState:
    """A journey waiting for its first home village (SETUP)."""
    raw = {"campaign": "heart", **{k: str(v) for k, v in params.items()}}
    st = GAME.new_state(GAME.params(raw), seed=seed, seats=seats)
    assert isinstance(st, JourneyState)
    return st


def journey(
    seats: int = 2,
    seed: int = 1,
    homes: tuple[str, ...] = HOMES,
    starters: tuple[str, ...] = STARTERS,
    spots: bool = False,
    **params: Any,
) -> JourneyState:
    """A journey past its set-up: seat i chose ``homes[i]`` and ``starters[i]``; Player 1 chooses
    first unless ``first_chooser`` says otherwise. The Hidden Spot tokens are taken off the map
    unless ``spots`` (so that a test's steps meet none by chance)."""
    params.setdefault("first_chooser", 0)
    st = fresh(seats, seed, **params)
    while st.phase in ("home", "starter"):
        seat = st.to_act()[0]
        if st.phase == "home":
            play(st, f"home {homes[seat]}")
            continue
        wanted = f"starter {starters[seat]}"
        play(st, wanted if wanted in texts(st) else texts(st)[0])
    if not spots:
        st.explore.hidden = {}
    return st


def play(st: JourneyState, text: str, seat: int | None = None) -> list[Event]:
    """Play the action written ``text`` for ``seat`` (default: the first seat to act)."""
    who = st.to_act()[0] if seat is None else seat
    return st.apply(who, st.action_from_text(who, text, strict=True))


def texts(st: JourneyState, seat: int | None = None) -> list[str]:
    who = st.to_act()[0] if seat is None else seat
    return [str(a) for a in st.legal_actions(who)]


def put(st: JourneyState, seat: int, where: str) -> None:
    """Stand ``seat``'s token on a place (by id) or a tile (``q,r``)."""
    place = st.region.places.get(where)
    st.trainers[seat].at = place.at if place is not None else Hex.parse(where)
    st.invalidate()


def give(st: JourneyState, seat: int, **apricorns: int) -> None:
    """Set ``seat``'s Apricorns of these colours."""
    t = st.trainers[seat]
    bag = list(t.bag)
    for colour, n in apricorns.items():
        bag[COLOURS.index(colour)] = n
    t.bag = bag
    st.invalidate()


def party(st: JourneyState, seat: int, *names: str) -> None:
    """Give ``seat`` a fresh party of these Pokémon."""
    st.trainers[seat].party = [make_mon(st.content, st.content.card(n), None, []) for n in names]
    st.invalidate()


#: the answers that let a pending decision go by (a Journey Stamp's reward, a Follower token after a
#: Change of Fate card, an Equivalent Exchange)
DECLINE = ("gift none", "follow keep", "exchange none")


def end_or_decline(st: JourneyState) -> None:
    """``end`` the turn, or first let a pending decision go by (:data:`DECLINE`)."""
    options = texts(st)
    if "end" in options:
        play(st, "end")
        return
    play(st, next(o for o in DECLINE if o in options))


def turn_of(st: JourneyState, seat: int) -> None:
    """End turns until it is ``seat``'s turn (letting pending decisions go by)."""
    for _ in range(6 * st.num_seats):
        if st.phase == "turn" and st.actor == seat and not st.pending and st.battle is None:
            return
        end_or_decline(st)
    raise AssertionError(f"never Player {seat + 1}'s turn")


def finish_battle(st: JourneyState) -> None:
    """Play the running battle with the first legal action until it ends (scripted dice)."""
    for _ in range(500):
        if st.battle is None:
            return
        seat = st.to_act()[0]
        st.apply(seat, st.legal_actions(seat)[0])
    raise AssertionError("the battle did not end")


def decide_battle(st: JourneyState, winner_side: int) -> list[Event]:
    """End the running battle at once: every Pokémon of the other side faints (the battle's own
    END OF BATTLE rules then decide it), and the result flows back to the journey."""
    from pokeforge.games.sinnoh.journey.rules import battles
    from pokeforge.games.sinnoh.rules.battle import after_faints

    battle = st.battle
    assert battle is not None
    loser = 1 - winner_side
    for mon in battle.sides[loser].party:
        mon.fainted, mon.damage = True, mon.max_health
    events: list[Event] = []
    after_faints(battle, [loser], events)
    assert battle.outcome is not None
    battles.finish(st, events)
    st.invalidate()
    return events


def claim_stamp(st: JourneyState, seat: int, stamp: str = "crafter") -> list[Event]:
    """``seat`` claims the Journey Stamp ``stamp`` now (trainer cards unlock with stamps)."""
    from pokeforge.games.sinnoh.journey.rules import stamps

    events: list[Event] = []
    stamps.claim(st, seat, stamp, events)
    st.invalidate()
    return events


def card_usable(name: str) -> bool:
    """The trainer card ``name`` is carried out on the journey (and ``random`` may draw it)."""
    from pokeforge.games.sinnoh.journey.trainer_cards import problem, usable_ids

    content = GAME.content
    card = content.trainer(name)
    return problem(content, card) is None and card.id in usable_ids(content)
