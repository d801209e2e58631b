"""Trainer cards Ace Trainer–Lady re-read against the designers' text (the audit in
docs/rules/sinnoh.md, "Audit: trainer cards Ace Trainer–Lady re-read")."""

from __future__ import annotations

from sinnoh_builders import hit, start


def test_spell_caster_stacks_on_the_other_pokemon_of_the_target_party_too() -> None:
    # Spell Caster: "You may inflict additional status effects onto a target so long as the
    # target does not have that status effect already"; Shocking Verity inflicts Paralysed on the
    # target *and another Pokémon in the target party*: both receive the Hex Maniac's status
    st = start("Mesprit", "Blissey#burned,Bidoof#drowsy,Snorlax", trainer0="Hex Maniac")
    blissey, bidoof, _ = st.sides[1].party
    hit(st, "Shocking Verity", (1, 0, 0), option="other=1")
    assert blissey.statuses == ["burned", "paralysed"]
    assert bidoof.statuses == ["drowsy", "paralysed"]
    # without the card, the one-status rule holds for both
    st = start("Mesprit", "Blissey#burned,Bidoof#drowsy,Snorlax")
    blissey, bidoof, _ = st.sides[1].party
    hit(st, "Shocking Verity", (1, 0, 0), option="other=1")
    assert blissey.statuses == ["burned"] and bidoof.statuses == ["drowsy"]


def test_earthquakes_2_damage_to_another_pokemon_meets_evasive_manoeuvres_and_posture() -> None:
    # Evasive Manoeuvres: "Your Flying-type Pokémon take no damage from attacks that would only
    # deal 2 or less damage to them"; Intimidating Posture: "Your Dark-type Pokémon and
    # Poison-type Pokémon take 2 less damage from attacks". Earthquake's 2 damage to another
    # Pokémon in the target party is damage from that attack
    st = start("Rhydon", "Blissey,Starly,Bidoof", trainer1="Bird Keeper")
    starly, bidoof = st.sides[1].party[1:]
    hit(st, "Earthquake", (2, 0, 0), option="other=1")
    assert starly.damage == 0
    hit(st, "Earthquake", (2, 0, 0), option="other=2")
    assert bidoof.damage == 2  # not Flying-type
    st = start("Rhydon", "Blissey,Houndour", trainer1="Delinquent")
    houndour = st.sides[1].party[1]
    hit(st, "Earthquake", (2, 0, 0), option="other=1")
    assert houndour.damage == 0
    # without a card: the 2 damage
    st = start("Rhydon", "Blissey,Starly")
    hit(st, "Earthquake", (2, 0, 0), option="other=1")
    assert st.sides[1].party[1].damage == 2


def _words(trainer: str, slot: int) -> str:
    import json
    from pathlib import Path

    import pokeforge.games.sinnoh as sinnoh
    from pokeforge.games.sinnoh.trainer_words import ability_words

    path = Path(sinnoh.__file__).parent / "data" / "trainers.json"
    cards = {t["class"]: t for t in json.loads(path.read_text())["trainers"]}
    return ability_words(cards[trainer]["abilities"][slot - 1]["effects"])


def test_the_words_say_which_captures_and_defeats_reward_and_when_opportune_strike_acts() -> None:
    # Catching Frenzy: "After capturing a Bug-type Pokémon, gain 2 extra Journey Points"
    assert "+2 Journey Points after capturing a Bug-type Pokémon" in _words("Bug Catcher", 1)
    # Super Training: "After defeating a wild Pokémon, gain 2 extra Journey Points"
    assert _words("Black Belt", 1) == "+2 Journey Points after defeating a wild Pokémon."
    # Amulet Coin: "After capturing or defeating a wild Pokémon, gain double the Apricorns"
    assert _words("Gentleman", 1) == (
        "Apricorn rewards ×2 after capturing or defeating a wild Pokémon."
    )
    # Opportune Strike: "… if you have not moved anywhere yet this turn …"
    assert "not moved" in _words("Essentia", 2)
    # Sweet Scent: "replace 1 status symbol with 1 regular hit"
    assert _words("Aroma Lady", 1) == (
        "Capture rolls at Apricorn Trees: 1 status symbol counts as a regular hit."
    )


def test_opportune_strikes_double_damage_is_not_told_as_the_moves_effect() -> None:
    from sinnoh_builders import script, use

    st = start("Heracross", opponent="wild", wild="Bidoof", trainer0="Essentia")
    script(st, 0, 5, 0)
    texts = [e.text for e in use(st, 0)]
    assert "Opportune Strike: double damage" in texts
    assert not any("Megahorn's effect" in t for t in texts)


def test_opportune_strike_and_a_moves_own_double_damage_double_once() -> None:
    # a reading (left): two "double damage" on one attack double it once (Hex on a statused
    # wild Pokémon as the first attack of an Essentia)
    st = start("Gengar+Hex", opponent="wild", wild="Snorlax#burned", trainer0="Essentia")
    base = start("Gengar+Hex", opponent="wild", wild="Snorlax#burned")
    assert hit(st, "Hex", (0, 2, 0)).dealt == hit(base, "Hex", (0, 2, 0)).dealt


def test_wishing_star_adds_to_each_heal_at_the_end_of_a_turn() -> None:
    # Wishing Star: "Your Pokémon heal 1 extra damage *whenever* they are healed by any effect":
    # Moonlight's heal at the end of turns and Day Dreamer's are two heals, each +1
    from pokeforge.games.sinnoh.rules.battle import end_turn

    st = start("Togepi#drowsy#damage=5", "Bidoof", trainer0="Fairy Tale Girl")
    togepi = st.sides[0].party[0]
    togepi.lasting = [{"mod": "heal_end", "n": 2, "move": "Moonlight"}]
    end_turn(st, 0, [])
    assert togepi.damage == 5 - (2 + 1) - (1 + 1)
    # one heal: +1 once
    st = start("Togepi#damage=5", "Bidoof", trainer0="Fairy Tale Girl")
    togepi = st.sides[0].party[0]
    togepi.lasting = [{"mod": "heal_end", "n": 2, "move": "Moonlight"}]
    end_turn(st, 0, [])
    assert togepi.damage == 5 - (2 + 1)
