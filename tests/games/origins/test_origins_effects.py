"""The effect language: the registry refuses what it does not know (naming the field), and each
operation does what its card text says, with scripted coins."""

from __future__ import annotations

from typing import Any

import pytest
from origins_builders import CARDS, GAME, act, heads, table, texts

from pokeforge.core import ContentError
from pokeforge.games.origins.cards import Attack, CardDef
from pokeforge.games.origins.content import OpError
from pokeforge.games.origins.game import OriginsGame
from pokeforge.games.origins.rules.effects import OPS, validate_op, validate_ops
from pokeforge.games.origins.state import OriginsState


# -- the registry --------------------------------------------------------------------------------
def test_an_unknown_op_is_refused_naming_the_field() -> None:
    with pytest.raises(OpError) as exc:
        validate_op({"op": "teleport"})
    assert exc.value.field == "op" and "teleport" in exc.value.message


def test_an_unknown_field_or_a_bad_value_is_refused() -> None:
    with pytest.raises(OpError) as exc:
        validate_op({"op": "flip", "coinz": 2})
    assert exc.value.field == "coinz"
    with pytest.raises(OpError) as exc:
        validate_op({"op": "condition", "status": "burned"})
    assert exc.value.field == "status"
    with pytest.raises(OpError) as exc:
        validate_op({"op": "self_damage"})
    assert exc.value.field == "amount"


def test_a_nested_branch_is_checked_with_its_path() -> None:
    with pytest.raises(OpError) as exc:
        validate_op({"op": "flip", "heads": [{"op": "draw", "count": "two"}]})
    assert exc.value.field == "heads[0].count"


def test_validate_ops_names_where_in_a_content_error() -> None:
    with pytest.raises(ContentError) as exc:
        validate_ops([{"op": "draw"}], "mine.json")
    assert exc.value.file == "mine.json" and exc.value.field == "[0].count"


def test_every_op_has_a_handler_and_a_description() -> None:
    for name, spec in OPS.items():
        assert callable(spec.handler) and spec.doc, name


# -- a one-card game per attack ------------------------------------------------------------------
def _with_attack(damage: int, mode: str, *ops: dict[str, Any], cost: str = "C") -> OriginsState:
    """A table where Player 1's Active (90 HP, Colorless) has the one attack given, with enough
    Energy, against a 100 HP Onix-like Pokémon with a Bench of two."""
    from origins_builders import atk, mon

    card = mon("t-50", "Tester", 90, "Colorless", (atk("Test", cost, damage, mode, "x", *ops),))
    target = mon("t-51", "Target", 100, "Water", (atk("Splash", "C", 10),))
    cards = {**CARDS, card.id: card, target.id: target}
    game = OriginsGame(cards=cards, decks=lambda spec: [])
    st = table(active=("t-50", "t-51"), bench=(["t-2"], ["t-51", "t-8"]))
    st.game = game
    st.cards = game.cards
    mon0 = st.active[0]
    assert mon0 is not None
    mon0["energy"] = ["t-90"] * 4
    st.invalidate()
    return st


def _defender(st: OriginsState) -> dict[str, Any]:
    mon = st.active[1]
    assert mon is not None
    return mon


def _attacker(st: OriginsState) -> dict[str, Any]:
    mon = st.active[0]
    assert mon is not None
    return mon


def test_flip_times_counts_heads() -> None:
    st = _with_attack(30, "×", {"op": "flip", "coins": 3, "times": True})
    heads(st, 1, 0, 1)
    act(st, "attack 0")
    assert _defender(st)["damage"] == 60


def test_flip_plus_adds_per_heads() -> None:
    st = _with_attack(10, "+", {"op": "flip", "plus": 20})
    heads(st, 1)
    act(st, "attack 0")
    assert _defender(st)["damage"] == 30


def test_tails_branch_and_if_tails() -> None:
    st = _with_attack(30, "", {"op": "flip", "tails": [{"op": "self_damage", "amount": 10}]})
    heads(st, 0)
    act(st, "attack 0")
    assert _attacker(st)["damage"] == 10 and _defender(st)["damage"] == 30


def test_nothing_on_tails_skips_the_damage() -> None:
    st = _with_attack(30, "", {"op": "flip"}, {"op": "nothing", "if": "tails"})
    heads(st, 0)
    act(st, "attack 0")
    assert _defender(st)["damage"] == 0


def test_condition_on_heads_only() -> None:
    for face, expect in ((1, ["asleep"]), (0, [])):
        st = _with_attack(
            0, "", {"op": "flip"}, {"op": "condition", "status": "asleep", "if": "heads"}
        )
        heads(st, face, 0)  # the second coin: the Asleep check between turns (tails: asleep)
        act(st, "attack 0")
        assert _defender(st)["cond"] == expect


def test_condition_on_the_attacker_itself() -> None:
    st = _with_attack(10, "", {"op": "condition", "target": "self", "status": "confused"})
    act(st, "attack 0")
    assert _attacker(st)["cond"] == ["confused"]


def test_confused_asleep_and_paralyzed_replace_each_other_but_poison_stays() -> None:
    st = _with_attack(
        0,
        "",
        {"op": "condition", "status": "poisoned"},
        {"op": "condition", "status": "confused"},
        {"op": "condition", "status": "paralyzed"},
    )
    act(st, "attack 0")
    assert sorted(_defender(st)["cond"]) == ["paralyzed", "poisoned"]


def test_bench_damage_on_both_benches_without_weakness() -> None:
    st = _with_attack(0, "", {"op": "bench_damage", "side": "both", "amount": 10})
    act(st, "attack 0")
    assert [m["damage"] for m in st.bench[0]] == [10]
    assert [m["damage"] for m in st.bench[1]] == [10, 10]
    assert _defender(st)["damage"] == 0


def test_plus_per_counts_what_it_names() -> None:
    st = _with_attack(10, "+", {"op": "plus_per", "what": "defending_counters", "amount": 10})
    _defender(st)["damage"] = 30
    act(st, "attack 0")
    assert _defender(st)["damage"] == 30 + 40
    st = _with_attack(10, "+", {"op": "plus_per", "what": "opponent_bench", "amount": 10})
    act(st, "attack 0")
    assert _defender(st)["damage"] == 30
    st = _with_attack(10, "+", {"op": "plus_per", "what": "defending_energy", "amount": 10})
    _defender(st)["energy"] = ["t-92", "t-94"]
    act(st, "attack 0")
    assert _defender(st)["damage"] == 30


def test_extra_energy_beyond_the_cost_with_a_maximum() -> None:
    st = _with_attack(
        40,
        "+",
        {"op": "plus_per", "what": "extra_energy", "type": "Water", "amount": 10, "max": 2},
        cost="WWW",
    )
    _attacker(st)["energy"] = ["t-92"] * 6
    act(st, "attack 0")
    assert _defender(st)["damage"] == 60
    st = _with_attack(
        40,
        "+",
        {"op": "plus_per", "what": "extra_energy", "type": "Water", "amount": 10, "max": 2},
        cost="WWC",
    )
    _attacker(st)["energy"] = ["t-92"] * 3
    act(st, "attack 0")
    assert _defender(st)["damage"] == 40


def test_minus_per_own_counters_not_below_zero() -> None:
    st = _with_attack(50, "-", {"op": "minus_per", "what": "self_counters", "amount": 10})
    _attacker(st)["damage"] = 20
    act(st, "attack 0")
    assert _defender(st)["damage"] == 30


def test_an_energy_cost_must_be_there_to_attack_and_is_discarded() -> None:
    st = _with_attack(
        30, "", {"op": "discard_energy", "target": "self", "type": "Fire", "count": 1, "cost": True}
    )
    assert "attack 0" not in texts(st)
    _attacker(st)["energy"] = ["t-90", "t-95"]
    st.cards["t-95"] = CardDef(
        id="t-95",
        name="Fire Energy",
        supertype="Energy",
        subtypes=("Basic",),
        set_id="t",
        number="95",
        provides=("Fire",),
    )
    st.invalidate()
    act(st, "attack 0")
    assert _attacker(st)["energy"] == ["t-90"] and "t-95" in st.discard[0]


def test_discard_an_energy_of_the_defending_pokemon() -> None:
    st = _with_attack(0, "", {"op": "discard_energy", "target": "defending", "count": 1})
    _defender(st)["energy"] = ["t-92", "t-90"]
    act(st, "attack 0")
    assert texts(st) == ["pick t-90", "pick t-92"]
    act(st, "pick t-92")
    assert _defender(st)["energy"] == ["t-90"] and st.discard[1] == ["t-92"]


def test_heal_all_damage_from_itself() -> None:
    st = _with_attack(0, "", {"op": "heal", "target": "self", "amount": 0})
    _attacker(st)["damage"] = 50
    act(st, "attack 0")
    assert _attacker(st)["damage"] == 0


def test_prevent_all_effects_keeps_conditions_and_damage_off() -> None:
    st = _with_attack(0, "", {"op": "prevent", "what": "all"})
    act(st, "attack 0")
    st.hand[1].clear()
    target = _defender(st)
    target["energy"] = ["t-91"]
    st.invalidate()
    act(st, "attack 0", seat=1)
    assert _attacker(st)["damage"] == 0


def test_reduce_lowers_damage_during_the_next_turn() -> None:
    st = _with_attack(0, "", {"op": "reduce", "amount": 20})
    act(st, "attack 0")
    _defender(st)["energy"] = ["t-91"]
    st.hand[1].clear()
    st.invalidate()
    act(st, "attack 0", seat=1)  # 10 damage, reduced by 20
    assert _attacker(st)["damage"] == 0


def test_switch_chosen_by_the_owner_after_the_damage() -> None:
    st = _with_attack(
        20, "", {"op": "hit"}, {"op": "switch", "side": "opponent", "chooser": "owner"}
    )
    target = _defender(st)
    act(st, "attack 0")
    assert st.to_act() == (1,)
    assert texts(st) == ["target bench0", "target bench1"]
    act(st, "target bench1")
    assert target["damage"] == 20 and st.active[1] is not None and st.active[1]["cards"] == ["t-8"]
    assert st.current == 1


def test_require_makes_an_attack_unusable() -> None:
    st = _with_attack(50, "", {"op": "require", "what": "defending_asleep"})
    assert "attack 0" not in texts(st)
    _defender(st)["cond"] = ["asleep"]
    st.invalidate()
    assert "attack 0" in texts(st)


def test_draw_cards_as_an_attack() -> None:
    st = _with_attack(0, "", {"op": "draw", "count": 1})
    st.deck[0][:] = ["t-93"] * 3
    act(st, "attack 0")
    assert st.hand[0] == ["t-93"]


def test_an_effect_waiting_for_a_choice_survives_clone_and_json() -> None:
    st = _with_attack(0, "", {"op": "discard_energy", "target": "defending", "count": 2})
    _defender(st)["energy"] = ["t-92", "t-90", "t-91"]
    act(st, "attack 0")
    copy = st.game.state_from_json(st.to_json())
    assert isinstance(copy, OriginsState)
    act(copy, "pick t-92")
    act(st, "pick t-92")
    assert copy.digest() == st.digest()
    clone = st.clone()
    act(clone, "pick t-90")
    assert st.pending is not None and st.pending["kind"] == "effect"


def test_the_shipped_effects_load_and_name_only_known_ops() -> None:
    from pokeforge.games.origins.content import shipped_content

    content = shipped_content()
    seen = set()
    for card in content.cards.values():
        atk_effects = [e for a in card.attacks for e in a.effects]
        for e in [*atk_effects, *card.effects]:
            seen.add(e.op)
    assert seen <= set(OPS)
    assert isinstance(GAME, OriginsGame) and Attack


# -- lasting effects and the second batch of ops ---------------------------------------------------
def test_smokescreen_makes_the_next_attack_need_heads() -> None:
    for face, damage in ((0, 0), (1, 10)):
        st = _with_attack(0, "", {"op": "marker", "kind": "smokescreen"})
        act(st, "attack 0")
        _defender(st)["energy"] = ["t-91"]
        st.hand[1].clear()
        st.invalidate()
        heads(st, face)
        act(st, "attack 0", seat=1)
        assert _attacker(st)["damage"] == damage


def test_no_attack_and_no_retreat_markers_last_their_turns() -> None:
    st = _with_attack(0, "", {"op": "marker", "kind": "no_attack"})
    act(st, "attack 0")
    _defender(st)["energy"] = ["t-91"]
    st.invalidate()
    assert not [t for t in texts(st) if t.startswith("attack")]
    act(st, "end")
    act(st, "end")
    assert "attack 0" in texts(st, 1)
    st = _with_attack(0, "", {"op": "marker", "kind": "no_retreat", "turns": 2})
    act(st, "attack 0")
    _defender(st)["energy"] = ["t-91"]
    st.invalidate()
    assert not [t for t in texts(st) if t.startswith("retreat")]


def test_an_attack_used_once_while_in_play() -> None:
    st = _with_attack(10, "", {"op": "marker", "kind": "used_attack"})
    act(st, "attack 0")
    act(st, "end")
    assert "attack 0" not in texts(st)


def test_no_trainers_next_turn() -> None:
    st = _with_attack(0, "", {"op": "marker", "kind": "no_trainers"})
    act(st, "attack 0")
    st.hand[1][:] = ["t-70"]
    st.invalidate()
    assert "play t-70" not in texts(st)
    act(st, "end")
    st.hand[0][:] = ["t-70"]
    st.invalidate()
    assert "play t-70" in texts(st)


def test_heal_as_much_as_the_damage_done_or_half() -> None:
    st = _with_attack(30, "", {"op": "hit"}, {"op": "heal_dealt"})
    _attacker(st)["damage"] = 50
    act(st, "attack 0")
    assert _attacker(st)["damage"] == 20
    st = _with_attack(30, "", {"op": "hit"}, {"op": "heal_dealt", "half": True})
    _attacker(st)["damage"] = 50
    act(st, "attack 0")
    assert _attacker(st)["damage"] == 30


def test_ignore_weakness_and_half_the_remaining_hp() -> None:
    from dataclasses import replace

    for ops, damage in (((), 40), (({"op": "ignore_weakness"},), 20)):
        st = _with_attack(20, "", *ops)
        st.cards["t-51"] = replace(st.cards["t-51"], weaknesses=(("Colorless", 2),))
        act(st, "attack 0")
        assert _defender(st)["damage"] == damage
    st = _with_attack(0, "?", {"op": "half_remaining_hp"})
    _defender(st)["damage"] = 30  # 70 left: half is 35, rounded up to 40
    act(st, "attack 0")
    assert _defender(st)["damage"] == 70


def test_damage_to_a_chosen_benched_pokemon() -> None:
    st = _with_attack(0, "", {"op": "bench_target", "amount": 20})
    act(st, "attack 0")
    assert texts(st) == ["target their-bench0", "target their-bench1"]
    act(st, "target their-bench1")
    assert [m["damage"] for m in st.bench[1]] == [0, 20]


def test_search_the_deck_for_a_named_basic_onto_the_bench() -> None:
    st = _with_attack(0, "", {"op": "search", "to": "bench", "names": "Machop|Mankey"})
    st.deck[0][:] = ["t-90", "t-2", "t-8", "t-1"]
    act(st, "attack 0")
    assert texts(st) == ["pick t-2", "pick t-8", "no"]
    assert st.deck[0] == []
    act(st, "pick t-8")
    assert [m["cards"] for m in st.bench[0]] == [["t-2"], ["t-8"]]
    assert sorted(st.deck[0]) == ["t-1", "t-2", "t-90"]


def test_a_search_with_nothing_to_find_just_shuffles() -> None:
    st = _with_attack(0, "", {"op": "search", "to": "hand", "kind": "basic_energy"})
    st.deck[0][:] = ["t-1", "t-2"]
    act(st, "attack 0")
    assert sorted(st.deck[0]) == ["t-1", "t-2"] and st.hand[0] == []


def test_coins_for_each_attached_energy() -> None:
    st = _with_attack(20, "×", {"op": "flip", "coins_from": "self_energy", "times": True})
    _attacker(st)["energy"] = ["t-90"] * 3
    heads(st, 1, 1, 0)
    act(st, "attack 0")
    assert _defender(st)["damage"] == 40


def test_recover_a_trainer_from_the_discard() -> None:
    st = _with_attack(0, "", {"op": "recover", "what": "trainer", "count": 1})
    st.discard[0][:] = ["t-70", "t-90"]
    act(st, "attack 0")
    assert texts(st) == ["pick t-70", "no"]
    act(st, "pick t-70")
    assert st.hand[0] == ["t-70"] and st.known[0] == ["t-70"]


def test_bench_damage_only_to_the_defending_pokemons_type() -> None:
    st = _with_attack(
        0, "", {"op": "bench_damage", "side": "both", "amount": 10, "same_type": True}
    )
    act(st, "attack 0")  # the Target is Water: only the Water Benched Pokémon take damage
    assert [m["damage"] for m in st.bench[1]] == [10, 0]
    assert [m["damage"] for m in st.bench[0]] == [0]
