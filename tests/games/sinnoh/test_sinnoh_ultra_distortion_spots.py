"""The Hidden Spots of the Distortion World (THE ULTRA BURST: "Hidden Spots: these are sent into
the Distortion World"; DISTORTION GATES: "you can now travel to the Distortion World"): a
trainer who goes through a gate steps onto those tokens and turns them over like any Hidden Spot
(HIDDEN SPOTS); an Alpha Pokémon there, on a tile of no Pokédex deck, is drawn from the Strong
cards of every deck (ours)."""

from __future__ import annotations

from collections import deque

from journey_builders import play, put, texts
from ultra_builders import ultra

from pokeforge.core.events import Event
from pokeforge.core.geometry import Hex
from pokeforge.games.sinnoh.journey import JourneyState
from pokeforge.games.sinnoh.journey.decks import deck_key, key_of
from pokeforge.games.sinnoh.journey.rules import spots
from pokeforge.games.sinnoh.journey.rules import ultra as ultra_rules
from pokeforge.games.sinnoh.rules.movement import OPEN_GATES, can_step

GATE, COUNTERPART = "5,-6", "16,-11"  # a Sinnoh gate and its Distortion World twin


def _distortion(st: JourneyState, at: Hex) -> bool:
    return st.region.tiles[at].area == "distortion_world"


def _path(st: JourneyState, start: Hex, goal: Hex) -> list[Hex]:
    """The tiles from ``start`` (excluded) to ``goal`` a trainer may walk, in the Distortion
    World."""
    came: dict[Hex, Hex | None] = {start: None}
    todo = deque([start])
    while todo:
        at = todo.popleft()
        if at == goal:
            break
        for n in st.region.neighbours[at]:
            if n not in came and _distortion(st, n) and can_step(st.region, at, n, OPEN_GATES):
                came[n] = at
                todo.append(n)
    assert goal in came, f"{goal.name()} cannot be walked to"
    out: list[Hex] = []
    at: Hex | None = goal
    while at is not None and at != start:
        out.append(at)
        at = came[at]
    return out[::-1]


def _walk(st: JourneyState, seat: int, tiles: list[Hex]) -> list[Event]:
    events: list[Event] = []
    for to in tiles:
        st.moves_left = 9
        st.invalidate()
        events += play(st, f"step {to.name()}", seat)
    return events


def test_a_spot_sent_into_the_distortion_world_is_turned_over_by_a_trainer_through_a_gate() -> None:
    st = ultra(1, spots=True)
    seat = st.actor
    sinnoh = next(k for k in sorted(st.explore.hidden) if not _distortion(st, Hex.parse(k)))
    st.explore.hidden = {sinnoh: "stash:red:3"}  # the only token on the map
    events: list[Event] = []
    ultra_rules.reach(st, Hex.parse(sinnoh), "Buzzwole", events)
    (to,) = st.explore.hidden
    assert _distortion(st, Hex.parse(to))
    put(st, seat, GATE)
    assert f"step {COUNTERPART}" in texts(st)
    play(st, f"step {COUNTERPART}")  # through the Distortion Gate
    red = st.trainers[seat].apricorns("red")
    walked = _walk(st, seat, _path(st, Hex.parse(COUNTERPART), Hex.parse(to)))
    turned = [e for e in walked if e.kind == "spot"]
    assert len(turned) == 1 and turned[0].public["tile"] == to
    assert turned[0].reveals == ("stash:red:3",)
    assert st.trainers[seat].apricorns("red") == red + 3
    assert st.explore.hidden == {} and st.explore.discard[-1] == "stash:red:3"


def _next_to(st: JourneyState, tile: str) -> Hex:
    at = Hex.parse(tile)
    return next(
        n
        for n in st.region.neighbours[at]
        if _distortion(st, n)
        and n not in st.region.place_at
        and can_step(st.region, n, at, OPEN_GATES)
    )


def _spot_tiles(st: JourneyState, n: int) -> list[str]:
    """``n`` hidden-spot tiles of the Distortion World with no place."""
    found = sorted(
        h.name()
        for h, tile in st.region.tiles.items()
        if _distortion(st, h) and tile.hidden_spot and h not in st.region.place_at
    )
    assert len(found) >= n
    return found[:n]


def test_every_kind_of_token_in_the_distortion_world_acts_as_elsewhere() -> None:
    st = ultra(1, spots=True)
    seat = st.actor
    camp, artifact = _spot_tiles(st, 2)
    st.explore.hidden = {camp: "campsite", artifact: "artifact:gracidea_flower"}
    put(st, seat, _next_to(st, camp).name())
    st.trainers[seat].party[0].damage = 1
    _walk(st, seat, [Hex.parse(camp)])
    assert st.explore.shown[camp] == "campsite" and spots.campsite_at(st, Hex.parse(camp))
    assert "restore" in texts(st)  # a campsite restores, there as anywhere
    put(st, seat, _next_to(st, artifact).name())
    _walk(st, seat, [Hex.parse(artifact)])
    assert "gracidea_flower" in st.trainers[seat].items


def test_an_alpha_in_the_distortion_world_battles_with_a_strong_pokemon_of_any_deck() -> None:
    st = ultra(1, spots=True)
    seat = st.actor
    (tile,) = _spot_tiles(st, 1)
    st.explore.hidden = {tile: "alpha"}
    assert not any(k.startswith("Ruins|Space") for k in st.decks)  # no deck of its own
    strong = {c for k, deck in st.decks.items() if k.endswith("|strong") for c in deck}
    put(st, seat, _next_to(st, tile).name())
    events = _walk(st, seat, [Hex.parse(tile)])
    battle = st.battle
    assert battle is not None, [e.text for e in events]
    wild = battle.sides[1].party[0]
    assert wild.item == "alpha_token" and wild.card in strong
    card = st.content.cards[wild.card]
    assert key_of(card) == deck_key(card.biome, card.climate, "strong")
    assert st.explore.alpha == tile
