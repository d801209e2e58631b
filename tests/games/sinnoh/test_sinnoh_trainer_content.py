"""Trainer cards as content: the importer's structured form, validation, scopes, qualities, and
the coverage report (no battle ability hides behind a campaign marker)."""

from __future__ import annotations

import json
import shutil
from pathlib import Path

import pytest
from sinnoh_builders import start

from pokeforge.core.errors import ContentError, ParamError
from pokeforge.games.sinnoh import GAME
from pokeforge.games.sinnoh.content import DATA, default_content, load_content
from pokeforge.games.sinnoh.importer import import_csv, write_content
from pokeforge.games.sinnoh.rules.perks import IMPLEMENTED, build
from pokeforge.games.sinnoh.trainer_import import parse_ability
from pokeforge.games.sinnoh.trainer_schema import HANDLERS
from pokeforge.games.sinnoh.trainer_words import ability_words


def test_every_battle_handler_of_the_schema_is_carried_out_by_the_engine() -> None:
    battle = {n for n, spec in HANDLERS.items() if spec.scope == "battle"}
    assert battle == set(IMPLEMENTED)


def test_the_shipped_cards_are_51_classes_with_two_abilities_each() -> None:
    content = default_content()
    assert len(content.trainers) == 51
    assert all([a.slot for a in t.abilities] == [1, 2] for t in content.trainers.values())
    assert content.qualities == {"bronze": (), "silver": (1,), "gold": (1, 2)}
    assert not content.trainer_pending


def test_ability_texts_become_structured_effects_with_filters() -> None:
    assert parse_ability(
        "Your Bug-type Pokémon gain +2 initiative and +1 attack strength to their Bug-type moves."
    ) == [
        {"do": "stats", "initiative": 2, "types": ["bug"]},
        {"do": "strength", "amount": 1, "types": ["bug"], "move_types": ["bug"]},
    ]
    assert parse_ability(
        "Your Moderate Pokémon gain +1 health and +1 initiative for each locked party slot that "
        "you unlock. In the Ultra Burst campaign, you get the maximum of +3 health and +3 "
        "initiative immediately."
    ) == [
        {
            "do": "stats",
            "health": 1,
            "initiative": 1,
            "tiers": ["moderate"],
            "per": "unlocked_slots",
            "max_per": 3,
        }
    ]
    assert parse_ability("Your Weak Pokémon can at most take 3 damage from a single attack.") == [
        {"do": "damage_cap", "max": 3, "tiers": ["weak"]}
    ]
    with pytest.raises(ValueError, match="no structured form"):
        parse_ability("Your Pokémon may fly to the moon.")


def test_mixed_abilities_keep_their_campaign_part_as_data() -> None:
    content = default_content()
    fighting = content.trainer("Black Belt").abilities[1]
    assert fighting.scope == "mixed"
    assert [e["do"] for e in fighting.effects] == ["self_inflict", "burn_boost"]
    assert [e["do"] for e in fighting.battle_effects] == ["burn_boost"]
    bird = content.trainer("Bird Keeper").abilities[0]
    assert bird.scope == "campaign"
    assert bird.effects == ({"do": "fly", "to": "village", "cost": 1, "no_grunts": True},)


def test_scopes_agree_with_the_handlers_and_campaign_effects_never_reach_a_battle() -> None:
    content = default_content()
    for trainer in content.trainers.values():
        for ability in trainer.abilities:
            scopes = {HANDLERS[e["do"]].scope for e in ability.effects}
            expected = "mixed" if len(scopes) == 2 else scopes.pop()
            assert ability.scope == expected, (trainer.name, ability.name)
    st = start("Geodude", trainer0="Hiker")
    perks = st.perks[0]
    assert perks is not None and set(perks.by) == {"stats"}  # Hiking Gear is map-only


def test_quality_unlocks_bronze_none_silver_first_gold_both() -> None:
    content = default_content()
    for quality, expected in (("bronze", None), ("silver", {"stats"}), ("gold", {"stats"})):
        st = start("Bidoof", trainer0=f"Youngster:{quality}")
        perks = build(content, st.sides[0])
        assert (None if perks is None else set(perks.by)) == expected
    st = start("Bidoof", trainer0="Roller Skater:silver")
    perks = st.perks[0]
    assert perks is not None and "flee_after" in perks and "damage_cap" not in perks


def test_unknown_trainer_card_or_quality_is_a_clear_error() -> None:
    with pytest.raises(ParamError, match="unknown trainer card 'Wizard'"):
        GAME.new_state(GAME.params({"trainer0": "Wizard"}))
    with pytest.raises(ParamError, match="quality 'platinum'"):
        GAME.params({"trainer0": "Beauty:platinum"})
    with pytest.raises(ParamError, match="only a trainer"):
        GAME.new_state(GAME.params({"opponent": "wild", "trainer1": "Beauty"}), seats=1)


def _copy_data(tmp_path: Path) -> Path:
    out = tmp_path / "data"
    shutil.copytree(DATA, out)
    return out


def test_an_unknown_ability_effect_fails_naming_file_entry_and_field(tmp_path: Path) -> None:
    folder = _copy_data(tmp_path)
    data = json.loads((folder / "trainers.json").read_text())
    data["trainers"][0]["abilities"][1]["effects"] = [{"do": "summon_rain"}]
    (folder / "trainers.json").write_text(json.dumps(data))
    with pytest.raises(ContentError) as err:
        load_content(folder)
    assert (err.value.file, err.value.entry) == ("trainers.json", "ace_trainer")
    assert err.value.field == "abilities[1].effects[0]"
    assert "summon_rain" in str(err.value)


def test_a_battle_ability_marked_campaign_does_not_load(tmp_path: Path) -> None:
    folder = _copy_data(tmp_path)
    data = json.loads((folder / "trainers.json").read_text())
    data["trainers"][0]["abilities"][1]["scope"] = "campaign"  # Competitive Edge acts in battle
    (folder / "trainers.json").write_text(json.dumps(data))
    with pytest.raises(ContentError, match="'campaign' but its effects are 'battle'"):
        load_content(folder)


def test_a_newer_spreadsheet_imports_trainer_cards_and_lists_untranslated_ones(
    tmp_path: Path,
) -> None:
    folder = tmp_path / "csv"
    folder.mkdir()
    (folder / "moves.csv").write_text(
        "move_name,move_type,move_power,move_attack_strength,move_effect,count,min_total,"
        "max_total,variance\n"
        "Ember,fire,40,2,Inflict the Burned status on the target.,1,10,10,0\n",
        encoding="utf-8",
    )
    (folder / "pokemon.csv").write_text(
        "pokedex_number,pokedex_name,internal_name,description,type_1,type_2,"
        "classification,biome,climate,initiative,health,total,move_1,move_2,move_3,move_4,"
        "evolve_into,evolve_cost,move_name,move_type,move_attack_strength,move_effect,"
        "is_starter,is_legendary,encounter_tier,trainer,number_in_deck,uncapturable,state\n"
        "390,Chimchar,Chimchar,,fire,,Chimp,Forest,Warm,6,4,10,fire,fighting,rock,flying,"
        "Monferno,4,Ember,fire,2,Inflict the Burned status on the target.,1,0,starter,,1,0,0\n",
        encoding="utf-8",
    )
    (folder / "trainer_cards.csv").write_text(
        "trainer_class,ability_1_name,ability_1_description,ability_2_name,ability_2_description\n"
        'Camper,Campfire,"Once per turn, you may move up to 3 Forest tiles in a row for free.",'
        "Tough Skin,Your Pokémon can at most take 5 damage from a single attack.\n"
        "Dreamer,Moon Walk,Walk on the moon.,Lullaby,Your Weak Pokémon gain +2 health.\n",
        encoding="utf-8",
    )
    types = frozenset((*default_content().chart.types, "typeless"))
    content = import_csv(folder, types)
    trainers = content["trainers"]
    camper = trainers["trainers"][0]
    assert camper["abilities"][0] == {
        "slot": 1,
        "name": "Campfire",
        "scope": "campaign",
        "effects": [{"do": "free_moves", "terrain": "forest", "tiles": 3}],
    }
    assert camper["abilities"][1]["effects"] == [{"do": "damage_cap", "max": 5}]
    assert trainers["pending"] == [
        {
            "class": "Dreamer",
            "slot": 1,
            "name": "Moon Walk",
            "reason": "no structured form for the sentence 'Walk on the moon.'",
        }
    ]
    out = tmp_path / "out"
    write_content(content, out)
    for name in ("types.json", "items.json", "tactics.json", "fate.json"):
        shutil.copy(DATA / name, out / name)
    loaded = load_content(out)
    report = loaded.coverage()
    assert report["abilities_total"] == 4
    assert report["abilities_implemented"] == 2  # Tough Skin, Lullaby
    assert report["abilities_campaign_only"] == 1  # Campfire
    assert report["abilities_unimplemented"] == ["Dreamer: ability 1"]
    assert loaded.trainer_usable(loaded.trainer("Camper"))
    assert not loaded.trainer_usable(loaded.trainer("Dreamer"))


def test_every_ability_and_card_reads_in_words() -> None:
    content = default_content()
    texts = [ability_words(a.effects) for t in content.trainers.values() for a in t.abilities]
    texts += [ability_words(c.effects) for c in content.fate.values() if c.effects]
    assert len(texts) == 102 + 3
    for text in texts:
        assert text.endswith(".") and "{" not in text and "None" not in text
    competitive = content.trainer("Ace Trainer").abilities[1]
    assert ability_words(competitive.effects) == "Your Strong Pokémon: +1 initiative."
    bird = content.trainer("Bird Keeper").abilities[0]
    assert ability_words(bird.effects).startswith("Outside battles: ")
