"""Builders for Legends of Sinnoh battle tests: chosen parties, scripted dice."""

from __future__ import annotations

from typing import Any

from pokeforge.games.sinnoh import GAME
from pokeforge.games.sinnoh.actions import Action
from pokeforge.games.sinnoh.state import SinnohState

#: index of each face in the default die "0,0,1,1,2,2"
FACE = {"status": 0, "hit": 2, "crit": 4}


def script(st: SinnohState, status: int = 0, hits: int = 0, crits: int = 0) -> None:
    """Script the next attack roll: so many status symbols, regular hits and critical hits."""
    st.rng.script(*([FACE["status"]] * status + [FACE["hit"]] * hits + [FACE["crit"]] * crits))


def start(party0: str, party1: str = "", **params: Any) -> SinnohState:
    """A battle with the first Pokémon of each party sent in, ready for the first attack."""
    raw: dict[str, Any] = {"party0": party0, **params}
    if party1:
        raw["party1"] = party1
    st = GAME.new_state(GAME.params(raw), seed=1)
    assert isinstance(st, SinnohState)
    while st.phase == "send" and st.outcome is None:
        seat = st.to_act()[0]
        st.apply(seat, Action("send", st.sides[st.actor].usable()[0]))
    return st


def use(st: SinnohState, index: int = 0, option: str = "", slot: int = -1) -> list[Any]:
    seat = st.to_act()[0]
    return st.apply(seat, Action("use", index, option, slot))


def hit(
    st: SinnohState, move: str, counts: tuple[int, int, int], side: int = 0, option: str = ""
) -> Any:
    """Resolve ``move`` of side ``side``'s active Pokémon with the dice forced to ``counts``
    (status symbols, regular hits, critical hits); returns the attack context."""
    from pokeforge.games.sinnoh.rules.attack import resolve

    opts = Action("use", 0, option).options()
    return resolve(st, side, st.content.moves[move], opts, forced=counts)


#: a trainer battle with trainer cards drawn on both sides, Change of Fate hands, Followers and a
#: full bag (the conformance and secrecy tests play it). The deck holds one copy of each card:
#: Player 1 holds two of the three, Player 2 one, the deck none
TRAINER_CARDS_AND_HANDS: dict[str, str] = {
    "trainer0": "random",
    "trainer1": "random",
    "party_size": "6",
    "taught_moves": "2",
    "random_items": "true",
    "apricorns": "9",
    "fate0": "Devious Ambush,Cosmic Void",
    "fate1": "Divine Intervention",
    "follower0": "arceus",
    "follower1": "palkia",
}
#: trainer battles with Change of Fate hands that leave cards in the deck, so that a seat cannot
#: tell the other hand from its own and the cards played (the secrecy tests play them)
HANDS: list[dict[str, str]] = [
    TRAINER_CARDS_AND_HANDS,
    {"party_size": "4", "fate0": "Cosmic Void", "fate1": "Devious Ambush"},
    {
        "party_size": "3",
        "trainer0": "random",
        "fate0": "Cosmic Void",
        "follower0": "palkia",
        "fate1": "Devious Ambush",
        "follower1": "giratina",
    },
]
