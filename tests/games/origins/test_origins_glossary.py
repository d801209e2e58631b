"""The card glossary of an origins view (view["cards"]): the printed facts of exactly the cards
the view shows, the seat's own hand included, nothing of a hand the seat may not see."""

from __future__ import annotations

import random
import re
from typing import Any

import pytest

from pokeforge.core import get_game
from pokeforge.games.origins.glossary import card_facts, glossary
from pokeforge.games.origins.state import OriginsState

CARD_ID = re.compile(r"[a-z]+\d*-\d+[a-z]?")


def listed_ids(view: dict[str, Any]) -> set[str]:
    """The card ids a view shows, read field by field (independently of the glossary's walk)."""
    out: set[str] = set()
    for p in view["players"]:
        hand = p["hand"]
        out.update(hand.get("cards", []), hand.get("known", []))
        out.update(p["discard"], p["removed"])
        for mon in [p["active"], *p["bench"]]:
            if mon is not None:
                out.update(mon["stack"], mon["energy"], mon["tools"], [mon["card"]])
    out.update(view.get("placing", {}).get("mine", []))
    for option in view.get("pending", {}).get("options", []):
        out.update(w for w in option.split(" ")[1:] if CARD_ID.fullmatch(w))
    return out


def states(seed: int, steps: int) -> list[OriginsState]:
    game = get_game("origins")
    st = game.new_state(game.params({}), seed=seed)
    assert isinstance(st, OriginsState)
    rng = random.Random(seed)
    seen = [st.clone()]
    for _ in range(steps):
        if st.outcome is not None:
            break
        seat = st.to_act()[0]
        st.apply(seat, rng.choice(st.legal_actions(seat)))
        seen.append(st.clone())
    return seen


@pytest.mark.parametrize("seed", [1, 2, 3])
def test_glossary_lists_exactly_the_ids_of_the_view(seed: int) -> None:
    checked = 0
    for st in states(seed, 120):
        for seat in (0, 1, None):
            view = st.view(seat)
            assert set(view["cards"]) == listed_ids(view)
            checked += 1
    assert checked > 100


@pytest.mark.parametrize("seed", [4, 5])
def test_glossary_has_the_own_hand_and_nothing_of_the_other_hand(seed: int) -> None:
    hidden_checked = 0
    for st in states(seed, 120):
        for seat in (0, 1):
            view = st.view(seat)
            mine = view["players"][seat]["hand"]["cards"]
            assert set(mine) <= set(view["cards"])
            theirs = set(st.hand[1 - seat])
            view_wo = {k: v for k, v in view.items() if k != "cards"}
            # a kind in the other hand that the view shows nowhere else must not be described
            for cid in theirs - listed_ids(view_wo):
                assert cid not in view["cards"]
                hidden_checked += 1
    assert hidden_checked > 0


def test_printed_facts_of_a_card() -> None:
    cards = get_game("origins").cards  # type: ignore[attr-defined]
    charizard = card_facts(cards["base1-4"])
    assert charizard["name"] == "Charizard"
    assert charizard["hp"] == 120
    assert charizard["stage"] == "Stage 2"
    assert charizard["attacks"][0]["name"] == "Fire Spin"
    assert charizard["attacks"][0]["damage"] == "100"
    assert charizard["attacks"][0]["cost"] == ["Fire"] * 4
    assert charizard["powers"][0]["name"] == "Energy Burn"
    assert charizard["weaknesses"] == [{"type": "Water", "value": "×2"}]
    assert charizard["resistances"] == [{"type": "Fighting", "value": "-30"}]
    assert charizard["retreat"] == 3
    energy = card_facts(cards["base1-98"])
    assert energy["supertype"] == "Energy" and energy["provides"] == ["Fire"]
    plus = card_facts(cards["base1-84"])
    assert plus["name"] == "PlusPower" and "10 more damage" in plus["text"]


def test_an_unknown_id_is_a_clear_error() -> None:
    cards = get_game("origins").cards  # type: ignore[attr-defined]
    with pytest.raises(KeyError, match="base9-999"):
        glossary(cards, ["base1-4", "base9-999"])


def test_a_card_is_described_once_and_the_same_from_view_to_view() -> None:
    cards = get_game("origins").cards  # type: ignore[attr-defined]
    first = glossary(cards, ["base1-4"])["base1-4"]
    assert glossary(cards, ["base1-4", "base1-98"])["base1-4"] is first
    assert first == card_facts(cards["base1-4"])
