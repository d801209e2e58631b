"""Trainer cards at capture, fleeing and the end of a battle: capture accuracy at sites, the
Cherish Ball, Pokémon Thief, Roller Skates, reward changes, Portable Tent, Detailed Sketch and
the Artifact a trainer takes from the loser (scripted dice)."""

from __future__ import annotations

from typing import Any

import pytest
from sinnoh_builders import script, start, use

from pokeforge.core.errors import ParamError
from pokeforge.games.sinnoh.actions import Action, action
from pokeforge.games.sinnoh.rules.battle import check_faints
from pokeforge.games.sinnoh.rules.trainer import capture_tier


def _wild(party: str, wild: str, **params: Any) -> Any:
    return start(party, opponent="wild", wild=wild, **params)


def _throw(st: Any, ball: str, status: int = 0, hits: int = 0, crits: int = 0) -> Any:
    script(st, status=status, hits=hits, crits=crits)
    return st.apply(0, action("ball", -1, ball))


def test_sweet_scent_at_apricorn_trees_and_super_rod_at_reefs() -> None:
    tree = _wild("Heracross", "Bidoof", trainer0="Aroma Lady:silver")
    _throw(tree, "poke", status=2, crits=1)  # 2, then a status symbol counts as a hit: 3
    assert tree.outcome is not None and tree.rewards["captured"] == ["399"]
    reef = _wild("Heracross", "Bidoof", trainer0="Aroma Lady:silver", site="apricorn_reef")
    _throw(reef, "poke", status=2, crits=1)
    assert reef.outcome is None  # Sweet Scent is for trees
    fisher = _wild("Heracross", "Bidoof", trainer0="Fisherman:silver", site="apricorn_reef")
    _throw(fisher, "poke", status=2, crits=1)
    assert fisher.outcome is not None


def test_lady_luck_counts_on_capture_rolls_too() -> None:
    plain = _wild("Heracross", "Bastiodon")
    _throw(plain, "poke", status=1, hits=1, crits=1)  # 3 < 4
    assert plain.outcome is None
    lucky = _wild("Heracross", "Bastiodon", trainer0="Beauty:silver")
    _throw(lucky, "poke", status=1, hits=1, crits=1)  # -1 + 1 + 4 = 4
    assert lucky.outcome is not None


def test_the_cherish_ball_captures_automatically_and_amulet_coin_doubles_apricorns() -> None:
    st = _wild("Heracross", "Bastiodon", trainer0="Gentleman")
    assert "cherish" in st.sides[0].balls
    st.apply(0, action("ball", -1, "cherish"))
    assert st.outcome is not None and st.rewards["captured"] == ["411"]
    assert st.rewards["apricorns"] == 3 * 2
    silver = _wild("Heracross", "Bidoof", trainer0="Gentleman:silver")
    assert "cherish" not in silver.sides[0].balls


def test_pokemon_thief_captures_a_trainers_pokemon_with_a_penalty() -> None:
    st = start("Heracross", "Bidoof,Eevee", trainer0="Team Rocket:silver")
    assert "ball poke" in {str(a) for a in st.legal_actions(0)}
    _throw(st, "poke", hits=1, crits=1)  # 3 - 2 = 1 < 3
    assert not st.sides[1].party[0].fainted
    st.apply(1, st.legal_actions(1)[0])
    _throw(st, "greater", hits=1, crits=2)  # 5 - 2 = 3: captured
    assert st.rewards["stolen"] == [[1, 0, "399"]]
    assert st.sides[1].party[0].fainted and st.outcome is None
    honest = start("Heracross", "Bidoof")
    assert not any(a.verb == "ball" for a in honest.legal_actions(0))


def test_starters_are_captured_by_how_far_they_are_from_their_final_stage() -> None:
    st = start("Heracross", "Turtwig")
    content = st.content
    tiers = [
        capture_tier(st, st.sides[1].party[0], content.card(name))
        for name in ("Turtwig", "Grotle", "Torterra")
    ]
    assert tiers == ["weak", "moderate", "strong"]


def test_roller_skates_keep_a_wild_pokemon_until_it_defeats_two() -> None:
    st = _wild("Heracross,Eevee,Buneary", "Bidoof", trainer0="Roller Skater:silver")
    mine = st.sides[0].party
    mine[0].damage = mine[0].max_health  # the wild Bidoof defeats Heracross
    check_faints(st, [])
    assert st.outcome is None and (st.phase, st.actor) == ("send", 0)
    st.apply(0, Action("send", 1))
    mine[1].damage = mine[1].max_health
    check_faints(st, [])
    assert st.outcome is not None and "fled" in st.outcome.reason
    plain = _wild("Heracross,Eevee", "Bidoof")
    plain.sides[0].party[0].damage = 8
    check_faints(plain, [])
    assert plain.outcome is not None and "fled" in plain.outcome.reason


def test_reward_abilities_change_journey_points_and_apricorns() -> None:
    black_belt = _wild("Heracross", "Bidoof#damage=4", trainer0="Black Belt:silver")
    script(black_belt, hits=5)
    use(black_belt)
    black_belt.apply(0, Action("skip"))  # no teaching
    assert black_belt.rewards["journey_points"] == 1 + 1 + 2
    bug = _wild("Heracross", "Combee", trainer0="Bug Catcher:silver")
    _throw(bug, "ultimate", hits=3)
    assert bug.rewards["journey_points"] == 1 + 2
    coin = _wild("Heracross", "Bidoof#damage=4", trainer0="Gentleman:silver")
    script(coin, hits=5)
    use(coin)
    coin.apply(0, Action("skip"))
    assert coin.rewards["apricorns"] == 6


def test_portable_tent_restores_a_pokemon_after_any_battle() -> None:
    st = start(
        "Heracross#damage=3,Bidoof#damage=5", "Bidoof#damage=4", trainer0="Backpacker:silver"
    )
    script(st, hits=5)
    use(st)
    assert st.outcome is None and (st.phase, st.actor) == ("restore", 0)
    assert {str(a) for a in st.legal_actions(0)} == {"restore 0", "restore 1", "skip"}
    st.apply(0, Action("restore", 1))
    bidoof = st.sides[0].party[1]
    assert (bidoof.damage, bidoof.fainted) == (0, False)
    assert st.outcome is not None and st.outcome.winners == (0,)


def test_detailed_sketch_teaches_whatever_the_learnable_types() -> None:
    taught = {}
    for trainer in ("", "Artist:silver"):
        st = _wild("Monferno,Heracross", "Bidoof#damage=4", trainer0=trainer)
        script(st, hits=3)
        use(st)
        assert st.phase == "teach"
        taught[trainer] = {str(a) for a in st.legal_actions(0)}
    assert "teach 1 move=Tackle" in taught[""]
    assert "teach 0 move=Tackle" not in taught[""]  # Monferno cannot learn Normal-type moves
    assert "teach 0 move=Tackle" in taught["Artist:silver"]


def test_the_winner_takes_an_artifact_unless_the_loser_is_an_artifact_expert() -> None:
    st = start("Heracross", "Bidoof@magma_stone#damage=4")
    script(st, hits=5)
    use(st)
    assert (st.phase, st.actor) == ("take", 0)
    assert {str(a) for a in st.legal_actions(0)} == {"take 0 item=magma_stone", "skip"}
    st.apply(0, Action("take", 0, "item=magma_stone"))
    assert st.rewards["artifacts"] == ["magma_stone"]
    assert st.sides[1].party[0].item is None and st.outcome is not None
    kept = start("Heracross", "Bidoof@magma_stone#damage=4", trainer1="Ruin Maniac")
    script(kept, hits=5)
    use(kept)
    assert kept.outcome is not None and "artifacts" not in kept.rewards


def test_only_a_gentleman_has_the_cherish_ball() -> None:
    with pytest.raises(ParamError, match="Cherish Ball"):
        _wild("Heracross", "Bidoof", balls="poke,cherish")
    st = _wild("Heracross", "Bidoof", balls="poke,cherish", trainer0="Gentleman")
    assert st.sides[0].balls == ["poke", "cherish"]
