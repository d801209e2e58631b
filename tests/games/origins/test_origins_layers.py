"""The Origins rule updates as named layers: each test plays one position under
``format=origins`` and the same position under ``format=classic`` and sees them differ."""

from __future__ import annotations

import dataclasses
from typing import Any

import pytest
from origins_builders import CARDS, act, atk, heads, mon, resolve, texts, trainer

from pokeforge.games.origins.cards import CardDef
from pokeforge.games.origins.game import OriginsGame
from pokeforge.games.origins.rules import layers
from pokeforge.games.origins.state import OriginsState, new_mon


def _marked(card: CardDef, *marks: str) -> CardDef:
    return dataclasses.replace(card, subtypes=(*card.subtypes, *marks))


EXTRA: dict[str, CardDef] = {
    c.id: c
    for c in [
        _marked(mon("t-20", "Legendo", 30, "Psychic", (atk("Tap", "C", 10),)), "Legendary"),
        _marked(mon("t-21", "Futuro", 60, "Psychic", (atk("Tap", "C", 10),)), "Future"),
        _marked(mon("t-22", "Babyfox", 30, "Fire", (atk("Tap", "C", 10),)), "Baby"),
        mon("t-23", "Grownfox", 60, "Fire", (atk("Bite", "C", 20),), evolves_from="Babyfox"),
        _marked(trainer("t-79", "Arena"), "Stadium"),
        _marked(
            mon(
                "t-24",
                "Beastchop",
                90,
                "Fighting",
                (atk("Tap", "C", 10),),
                stage="Stage 1",
                evolves_from="Machop",
            ),
            "Ultra Beast",
        ),
    ]
}
GAME = OriginsGame(cards={**CARDS, **EXTRA}, decks=resolve)


def _table(
    fmt: str,
    *,
    game: OriginsGame = GAME,
    active: tuple[str, str] = ("t-2", "t-1"),
    bench: tuple[list[str], list[str]] = ([], []),
    hands: tuple[list[str], list[str]] = ([], []),
    turn: int = 3,
    **params: Any,
) -> OriginsState:
    """Seat 0 to act on ``turn`` (odd: seat 0 went first) with the cards laid out."""
    decks = {"deck0": "a", "deck1": "b"} if game is GAME else {}
    filler = "t-90" if game is GAME else "base1-98"  # an Energy card
    st = game.new_state(game.origins_params({**decks, "format": fmt, **params}))
    for p in (0, 1):
        st.hand[p][:] = list(hands[p])
        st.deck[p][:] = [filler] * 20
        st.prizes[p][:] = [filler] * 6
        st.discard[p][:] = []
        st.known[p][:] = []
        st.active[p] = new_mon(active[p], 0)
        st.bench[p] = [new_mon(c, 0) for c in bench[p]]
    st.placing = st.ready = None
    st.phase = "play"
    st.turn = turn
    st.current = 0
    st.first = 0 if turn % 2 == 1 else 1
    st.turns_taken = [(turn + 1) // 2, turn // 2] if st.first == 0 else [turn // 2, (turn + 1) // 2]
    st.energy_played = st.retreated = False
    st.tasks, st.flow, st.extra_owed = [], [], []
    st.pending = {"kind": "main", "seat": 0}
    st.invalidate()
    return st


def test_the_layers_are_named_and_each_format_lists_its_own() -> None:
    assert layers.active_layers("classic") == frozenset()
    assert layers.active_layers("origins") == frozenset(layers.LAYERS)
    with pytest.raises(ValueError, match="unknown Origins format"):
        layers.active_layers("modern")
    st = _table("origins")
    with pytest.raises(KeyError, match="unknown rule layer"):
        layers.on(st, "no_such_layer")


@pytest.mark.parametrize("fmt", ["classic", "origins"])
def test_a_knocked_out_legendary_is_removed_from_the_game(fmt: str) -> None:
    st = _table(fmt, active=("t-2", "t-20"), bench=([], ["t-8"]))
    st.active[1]["energy"] = ["t-90"]  # type: ignore[index]
    st.active[1]["damage"] = 10  # type: ignore[index]
    st.active[0]["energy"] = ["t-91"]  # type: ignore[index]
    st.invalidate()
    events = act(st, "attack 0")  # Low Kick: 20 on Legendo's last 20 HP
    assert st.active[1] is not None and st.active[1]["cards"] == ["t-8"]
    if fmt == "origins":
        assert st.removed[1] == ["t-20"] and st.discard[1] == ["t-90"]
        assert any(getattr(e, "kind", "") == "removed" for e in events)
    else:
        assert sorted(st.discard[1]) == ["t-20", "t-90"] and st.removed[1] == []


@pytest.mark.parametrize("fmt", ["classic", "origins"])
def test_a_discarded_stadium_is_removed_from_the_game(fmt: str) -> None:
    st = _table(fmt, hands=(["t-75", "t-79", "t-20"], []))
    act(st, "play t-75")  # Professor Oak: the hand to the discard pile
    if fmt == "origins":
        assert sorted(st.removed[0]) == ["t-20", "t-79"] and st.discard[0] == ["t-75"]
    else:
        assert sorted(st.discard[0]) == ["t-20", "t-75", "t-79"] and st.removed[0] == []


@pytest.mark.parametrize(("turn", "waits"), [(1, True), (3, True), (5, False)])
def test_no_energy_on_a_future_pokemon_before_its_owners_third_turn(turn: int, waits: bool) -> None:
    st = _table("origins", active=("t-21", "t-1"), hands=(["t-93"], []), turn=turn)
    attach = "attach t-93 active"
    assert (attach not in texts(st)) is waits
    classic = _table("classic", active=("t-21", "t-1"), hands=(["t-93"], []), turn=turn)
    assert attach in texts(classic)


def test_future_turns_count_from_the_turn_it_was_benched() -> None:
    st = _table("origins", active=("t-2", "t-1"), bench=(["t-21"], []), hands=(["t-93"], []))
    st.bench[0][0]["since"] = 3  # benched this turn (seat 0's 2nd): this is its 1st turn
    assert "attach t-93 bench0" not in texts(st)
    st.turn = 7  # seat 0's turns 3, 5, 7 with it: the third
    st.invalidate()
    assert "attach t-93 bench0" in texts(st)


@pytest.mark.parametrize("fmt", ["classic", "origins"])
def test_a_basic_printed_with_a_baby_below_it_may_evolve_from_the_baby(fmt: str) -> None:
    st = _table(fmt, active=("t-22", "t-1"), hands=(["t-23"], []))
    assert "bench t-23" in texts(st)
    assert ("evolve t-23 active" in texts(st)) is (fmt == "origins")
    if fmt == "origins":
        act(st, "evolve t-23 active")
        assert st.active[0] is not None and st.active[0]["cards"] == ["t-22", "t-23"]


@pytest.mark.parametrize(("fmt", "hurt"), [("classic", 40), ("origins", 20)])
def test_confusion_tails_hurts_by_format(fmt: str, hurt: int) -> None:
    # Abra is weak to Psychic: classic 20 ×2 to itself, Origins 2 damage counters
    st = _table(fmt, active=("t-5", "t-4"))
    me = st.active[0]
    assert me is not None
    me["energy"], me["cond"] = ["t-93"], ["confused"]
    st.invalidate()
    heads(st, 0)
    act(st, "attack 0")
    assert me["damage"] == hurt


@pytest.mark.parametrize("fmt", ["classic", "origins"])
def test_evolving_into_an_ultra_beast_is_playing_it_and_pays_its_cost(fmt: str) -> None:
    # "playing" a Pokémon is benching a Basic and evolving: an evolving Ultra Beast pays too
    alone = _table(fmt, active=("t-2", "t-1"), hands=(["t-24"], []))
    assert ("evolve t-24 active" in texts(alone)) is (fmt == "classic")
    st = _table(fmt, active=("t-2", "t-1"), hands=(["t-24", "t-3", "t-1"], []))
    act(st, "evolve t-24 active")
    assert st.active[0] is not None and st.active[0]["cards"] == ["t-2", "t-24"]
    if fmt == "classic":
        assert st.removed[0] == [] and sorted(st.hand[0]) == ["t-1", "t-3"]
        return
    assert st.to_act() == (0,) and texts(st) == ["pick t-3"]  # Machoke: the Fighting card
    act(st, "pick t-3")
    assert st.removed[0] == ["t-3"] and st.hand[0] == ["t-1"]
