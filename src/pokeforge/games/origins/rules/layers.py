"""The Origins rule updates as named layers (DESIGN.md convention 3).

Each update is a layer with a name; a format is the tuple of layers it turns on (``classic``:
none; ``origins``: all of them). Rules ask :func:`on` by name, never the format itself.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from .constants import FUTURE_WAIT_TURNS

if TYPE_CHECKING:
    from ..state import OriginsState

#: layer name -> the rule update it is (docs/rules/origins.md maps each to its tests)
LAYERS: dict[str, str] = {
    "classic_confusion": "a Confused Pokémon's tails does 2 damage counters to itself",
    "legendary_removed": "a Legendary card put into the discard pile is removed from the game",
    "stadium_removed": "a Stadium card put into the discard pile is removed from the game",
    "future_energy_wait": "no Energy attached to a Future Pokémon before its owner's third "
    "turn with it in play",
    "ancient_energy_return": "when an Ancient Pokémon attacks, an Energy card attached to it "
    "(of its player's choice) returns to the hand",
    "ultra_beast_cost": "playing an Ultra Beast also removes from the game a Pokémon card of "
    "its type from the hand (a choice; not playable without one)",
    "beginning_before_draw": "'at the beginning of your turn' effects happen before the draw "
    "(classic: after it)",
    "unfulfillable_voids": "an attack stating an action (discard Energy) it can't fulfil has "
    "no effect",
    "multiple_attacks": "several attacks made at once are separate attacks: the player chooses "
    "their order, and a Knock Out is dealt with (a Benched Pokémon comes in) before the next "
    "(classic: in the order written, Knock Outs after the whole attack)",
    "bench_overflow_knockout": "Benched Pokémon over the Bench's maximum are chosen by their "
    "owner (the player whose turn it is first) and discarded as Knocked Out (Prizes; "
    "classic: discarded, no Prize)",
    "baby_evolution": "a Basic printed with evolvesFrom a Baby may also evolve from it, and "
    "then counts as a Stage 1 (its evolution as a Stage 2)",
    "instant_speed": "an instant-speed effect answering an action (Snare Thorns) happens before "
    "it: an Energy card to be attached to a Pokémon it Knocks Out is discarded to no effect "
    "(the attachment still counts), a Pokémon it Knocks Out before retreating doesn't retreat "
    "(classic: the effect happens once the action is done)",
    "option_until_checkup": "an option 'before your next turn' not taken at once is offered "
    "again at each Pokémon Checkup until that turn, the one before it the last window (even "
    "without Special Conditions); classic: it lapses at once",
}

#: format -> the layers it turns on
FORMATS: dict[str, frozenset[str]] = {
    "classic": frozenset(),
    "origins": frozenset(LAYERS),
}


def active_layers(fmt: str) -> frozenset[str]:
    """The layers a format turns on (a format not listed is an error)."""
    try:
        return FORMATS[fmt]
    except KeyError:
        raise ValueError(f"unknown Origins format {fmt!r} (known: {sorted(FORMATS)})") from None


def on(st: OriginsState, name: str) -> bool:
    """Whether the layer ``name`` works in this play."""
    if name not in LAYERS:
        raise KeyError(f"unknown rule layer {name!r}")
    return name in FORMATS[st.params.format]


def _lost(st: OriginsState, card: str) -> bool:
    subtypes = st.cards[card].subtypes
    if "Stadium" in subtypes:
        return on(st, "stadium_removed")
    if (
        "Legendary" in subtypes
        or "Ultra Beast" in subtypes
        or "Ancient" in subtypes
        or ("Future" in subtypes)
    ):
        return on(st, "legendary_removed")
    return False


def sweep_lost(st: OriginsState) -> None:
    """Move each Legendary (and Stadium) card that reached a discard pile to its owner's
    removed-from-the-game pile ("instead": before anyone can act again)."""
    from .effects import emit

    for owner in (0, 1):
        pile = st.discard[owner]
        if not pile:
            continue
        gone = [c for c in pile if _lost(st, c)]
        if not gone:
            continue
        for c in gone:
            pile.remove(c)
            st.removed[owner].append(c)
            emit(st, "removed", f"{st.cards[c].name} is removed from the game.", card=c)


def owner_turns_since(st: OriginsState, seat: int, since: int) -> int:
    """How many of ``seat``'s turns have begun from turn ``since`` to now (the turn ``since``
    counts when it is ``seat``'s; setup, turn 0, counts none)."""
    parity = 1 if st.first == seat else 0  # the first player's turns are odd
    start = max(since, 1)
    return sum(1 for t in range(start, st.turn + 1) if t % 2 == parity)


def future_waits(st: OriginsState, seat: int, mon: dict[str, object]) -> bool:
    """Whether ``seat``'s Pokémon ``mon`` is a Future Pokémon that can't have Energy yet."""
    if not on(st, "future_energy_wait"):
        return False
    cards = mon["cards"]
    assert isinstance(cards, list)
    if "Future" not in st.cards[cards[-1]].subtypes:
        return False
    since = mon["since"]
    assert isinstance(since, int)
    return owner_turns_since(st, seat, since) < FUTURE_WAIT_TURNS


def stage_of(st: OriginsState, mon: dict[str, object]) -> str:
    """The Pokémon's Stage now: its top card's, or, with ``baby_evolution``, counted from a
    Baby at the bottom (a Basic evolved from a Baby is a Stage 1, its evolution a Stage 2)."""
    cards = mon["cards"]
    assert isinstance(cards, list)
    top = st.cards[cards[-1]]
    if len(cards) > 1 and on(st, "baby_evolution") and "Baby" in st.cards[cards[0]].subtypes:
        return ("Basic", "Stage 1", "Stage 2")[min(len(cards) - 1, 2)]
    return top.stage or "Basic"
