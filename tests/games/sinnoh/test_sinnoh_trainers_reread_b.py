"""Trainer cards Ninja Boy to Youngster re-read against the designers' text (2026-11-28):
the abilities whose engine behaviour the re-read pinned (scripted dice)."""

from __future__ import annotations

from sinnoh_builders import script, start

from pokeforge.games.sinnoh.actions import Action


def test_blasting_off_also_acts_when_a_benched_pokemon_faints() -> None:
    # "When one of your Pokémon faints": a benched Pokémon made to faint by Earthquake's splash
    # is one of your Pokémon fainting
    st = start("Bidoof,Eevee#damage=4", "Rhydon", trainer0="Team Rocket")
    eevee = st.sides[0].party[1]
    rhydon = st.sides[1].party[0]
    assert st.actor == 1
    names = [st.content.moves[m].name for m in st.move_names(rhydon)]
    script(st, status=2)
    st.apply(1, Action("use", names.index("Earthquake"), "other=1"))
    assert eevee.fainted
    assert rhydon.damage == 2


def test_blasting_off_also_acts_when_poison_makes_a_benched_pokemon_faint() -> None:
    # Volt Switch takes the Poisoned Shinx out; Poison at the end of its turn makes it faint on
    # the bench: one of your Pokémon fainted
    st = start("Shinx#poisoned#damage=2,Eevee", "Blissey", trainer0="Team Rocket")
    shinx = st.sides[0].party[0]
    blissey = st.sides[1].party[0]
    script(st, status=3)  # status symbols deal nothing
    st.apply(0, Action("use", 0))
    assert st.phase == "switch"
    st.apply(0, next(a for a in st.legal_actions(0) if a.verb == "switch"))
    assert shinx.fainted
    assert blissey.damage == 2


def test_the_words_of_the_re_read_abilities_say_what_the_engine_does() -> None:
    from pokeforge.games.sinnoh.content import load_content
    from pokeforge.games.sinnoh.trainer_words import ability_words

    trainers = load_content().trainers
    words = {a.name: ability_words(a.effects) for t in trainers.values() for a in t.abilities}
    assert words["Utility Umbrella"] == (
        "Your Pokémon take 2 less damage from moves of the Weather's type."
    )
    assert words["Blasting Off"].startswith(
        "When one of your Pokémon faints (a benched one too), the opposing Pokémon takes 2 damage;"
    )
    assert "flee only after defeating 2 of your Pokémon" in words["Roller Skates"]
    assert words["Road Works"].startswith("When your Steel-type Pokémon switch in (or are sent in)")
