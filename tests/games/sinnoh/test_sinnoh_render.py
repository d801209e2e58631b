"""The terminal arena, actions in words and the action infos a user interface draws."""

from __future__ import annotations

from sinnoh_builders import script, start, use

from pokeforge.games.sinnoh import GAME
from pokeforge.games.sinnoh.actions import Action
from pokeforge.games.sinnoh.content import default_content
from pokeforge.games.sinnoh.words import effects_words


def test_every_move_reads_as_words() -> None:
    content = default_content()
    assert len(content.moves) == 236 + 2  # signature moves and the two tactic moves
    for name, move in content.moves.items():
        text = effects_words(move.effects)
        assert text.endswith(".") and "{" not in text and "_" not in text, (name, text)
    assert effects_words(content.moves["Fire Blast"].effects) == (
        "If 2+ status symbols are rolled: inflict Burned on the target."
    )
    assert effects_words(content.moves["Tackle"].effects).startswith("On the target's next attack")


def test_the_arena_shows_both_pokemon_health_status_fatigue_items_and_the_dice() -> None:
    st = start("Snorlax@choice_band", "Blissey@star_shield")
    st.sides[1].party[0].statuses = ["burned"]
    script(st, status=2, hits=2, crits=1)  # Body Slam: 4 + 1 (Choice Band) dice
    use(st)
    text = GAME.render_text(st, 0)
    assert "Snorlax" in text and "Blissey" in text
    assert "12/12" in text and f"{14 - 4}/14" in text  # 0 + 2 + 2 damage
    assert "BURNED" in text and "fatigue ●○○○○" in text
    assert "holds Choice Band" in text and "holds Star Shield" in text
    assert "Body Slam (normal, 5 dice): ○ ○ ● ● ★ = 4" in text
    assert text.index("Blissey") < text.index("Snorlax")  # the viewer's side at the bottom
    flipped = GAME.render_text(st, 1)
    assert flipped.index("Snorlax") < flipped.index("Blissey")


def test_moves_are_described_with_type_dice_and_effect() -> None:
    st = start("Flareon+Slash", "Leafeon")
    labels = [GAME.describe_action(st, 0, a) for a in st.legal_actions(0)]
    assert labels == [
        "Fire Blast (fire, 5 dice): If 2+ status symbols are rolled: inflict Burned on the target.",
        "Slash (normal, 4 dice): Critical hits deal +1 damage.",
    ]
    info = GAME.action_info(st, 0, st.legal_actions(0)[0])
    assert info["text"] == "use 0" and info["kind"] == "attack"
    assert info["move"] == "Fire Blast" and info["type"] == "fire" and info["strength"] == 5


def test_other_actions_in_words() -> None:
    st = start("Snorlax,Eevee", opponent="wild", wild="Bidoof", balls="greater")
    infos = {i["text"]: i for i in (GAME.action_info(st, 0, a) for a in st.legal_actions(0))}
    assert infos["ball greater"]["label"] == "Throw a Greater Ball (4 dice, needs 3+)"
    assert infos["ball greater"]["kind"] == "ball"
    st2 = start("Snorlax", "Bidoof,Chansey")
    script(st2, crits=4)
    use(st2)
    sends = [GAME.action_info(st2, 1, a) for a in st2.legal_actions(1)]
    assert sends[0]["label"] == "Send in Chansey (normal, 11/11): Soft-Boiled (normal, 1 die)"
    assert sends[0]["slot"] == 1
    assert sends[-1]["kind"] == "concede"


def test_teaching_and_retribution_in_words() -> None:
    st = start("Flareon", opponent="wild", wild="Unown")
    script(st, status=2, crits=3)
    use(st)
    labels = [GAME.describe_action(st, 0, a) for a in st.legal_actions(0)]
    assert labels == ["Teach Hidden Power to Flareon", "Teach nothing"]
    st2 = start("Snorlax", "41-gl", opponent="galactic")
    st2.sides[1].retribution = 4
    script(st2, hits=4)
    use(st2)
    labels = [GAME.describe_action(st2, 1, a) for a in st2.legal_actions(1)]
    assert labels == [
        "Strike back with Galactic Retribution (4 damage to the attacker)",
        "Keep the stored damage for later",
    ]
    assert "Galactic Retribution 4" in GAME.render_text(st2, None)
    assert Action("strike") in st2.legal_actions(1)


def test_trainer_cards_hands_and_their_decisions_in_words() -> None:
    st = start(
        "Chingling", "Bidoof", trainer0="Psychic", fate0="Cosmic Void", fate1="Devious Ambush"
    )
    text = GAME.render_text(st, 0)
    assert "trainer card: Psychic (gold): Telekinetic Reach, Subtle Manipulation" in text
    assert "fate: Cosmic Void" in text and "fate: 1 card" in text  # one's own hand only
    bronze = GAME.render_text(start("Bidoof", "Bidoof", trainer0="Psychic:bronze"), None)
    assert "trainer card: Psychic (bronze), all abilities locked" in bronze
    script(st, status=1, hits=1)
    use(st)
    labels = {GAME.describe_action(st, 0, a) for a in st.legal_actions(0)}
    assert {"Keep the roll", "Roll: turn a status into a crit"} <= labels
    potion = start(
        "Bidoof#damage=2", "Bidoof", trainer0="Lady", follower0="palkia", fate0="Cosmic Void"
    )
    infos = {
        i["text"]: i for i in (GAME.action_info(potion, 0, a) for a in potion.legal_actions(0))
    }
    assert infos["potion 0"]["label"] == "Hyper Potion: fully heal Bidoof"
    assert infos["fate Cosmic Void"]["label"].startswith(
        "Play Cosmic Void: The opposing Pokémon's moves lose their effects"
    )
    swim = start("Buizel", "Bidoof", trainer0="Swimmer")
    labels = {GAME.describe_action(swim, 0, a) for a in swim.legal_actions(0)}
    assert any(label.startswith("Flip Turn (flying, 3 dice)") for label in labels)


def test_every_action_of_trainer_battles_has_a_label() -> None:
    import random

    rnd = random.Random(3)
    for seed in range(6):
        st = GAME.new_state(
            GAME.params(
                {
                    "trainer0": "random",
                    "trainer1": "random",
                    "party_size": "4",
                    "apricorns": "8",
                    "fate0": "Devious Ambush,Cosmic Void",
                    "follower0": "arceus",
                }
            ),
            seed=seed,
        )
        while st.outcome is None:
            seat = st.to_act()[0]
            actions = st.legal_actions(seat)
            for a in actions:
                info = GAME.action_info(st, seat, a)
                assert info["label"] and "{" not in info["label"], (str(a), info)
            GAME.render_text(st, seat)
            st.apply(seat, rnd.choice(actions))
