"""Second pass of the audit of moves and trainer abilities that offer a choice, set or derive an
attack strength or damage, heal, or last for a while (docs/rules/sinnoh.md, "Audit"). Each test
failed on the code before its fix."""

from __future__ import annotations

import json
import shutil
from pathlib import Path

from sinnoh_builders import hit, script, start, use

from pokeforge.games.sinnoh.actions import Action
from pokeforge.games.sinnoh.content import DATA, load_content
from pokeforge.games.sinnoh.game import SinnohGame
from pokeforge.games.sinnoh.rules import legal


def test_heal_bell_heals_the_party_with_wishing_star_too() -> None:
    # Heal Bell: "Heal 1 damage ... from the user and from all Pokémon in your party";
    # Wishing Star: "Your Pokémon heal 1 extra damage whenever they are healed by any effect".
    st = start("Snorlax,Bidoof,Chansey", "Blissey", trainer0="Fairy Tale Girl")
    snorlax, bidoof, chansey = st.sides[0].party
    snorlax.damage = bidoof.damage = 5
    hit(st, "Heal Bell", (0, 0, 0))
    assert snorlax.damage == 5 - 2
    assert bidoof.damage == 5 - 2  # was 4: the benched Pokémon got no Wishing Star
    assert chansey.damage == 0  # nothing to heal stays nothing
    plain = start("Snorlax,Bidoof", "Blissey")
    plain.sides[0].party[1].damage = 5
    hit(plain, "Heal Bell", (0, 0, 0))
    assert plain.sides[0].party[1].damage == 4  # without the card: 1


def _turn(st, index: int, dice: int) -> None:  # type: ignore[no-untyped-def]
    """One move of the side to act, rolling only status symbols (no damage)."""
    script(st, status=dice)
    use(st, index)


def test_declining_a_second_move_keeps_the_effect_for_later() -> None:
    # Quick Attack: "Effect may be used once until the user switches out: The user may use a
    # second move this turn." Declining (stay) does not use the effect.
    st = start("Snorlax,Bidoof", "Blissey,Chansey")
    st.sides[0].party[0].moves = ["Quick Attack"]  # Snorlax: Body Slam (4), Quick Attack (2)
    assert st.actor == 0
    _turn(st, 1, 2)  # Quick Attack
    assert st.phase == "second" and st.actor == 0
    st.apply(0, Action("stay", -1))
    assert st.actor == 1
    _turn(st, 0, 5)  # Blissey: Double-Edge
    _turn(st, 1, 2)  # Quick Attack again: the second move is still offered
    assert st.phase == "second" and st.actor == 0
    _turn(st, 0, 4)  # this time the second move (Body Slam) is used
    assert st.actor == 1
    _turn(st, 0, 5)
    _turn(st, 1, 2)  # used once: no more until Snorlax switches out
    assert st.phase == "attack" and st.actor == 1


def test_kinesis_copying_surf_counts_the_allies_that_know_surf() -> None:
    # Kinesis: "Copy the effect of a move the user or target knows"; Surf's effect: "For each
    # other non-fainted Pokémon in your party with the move Surf: Attack strength +1".
    st = start("Snorlax,Bidoof,Chansey,Eevee", "Blissey")
    snorlax, bidoof, chansey, eevee = st.sides[0].party
    snorlax.moves = ["Kinesis", "Surf"]
    bidoof.moves = chansey.moves = ["Surf"]
    eevee.moves = ["Kinesis"]  # knowing Kinesis is not knowing Surf
    assert hit(st, "Kinesis", (0, 0, 0), option="kinesis=Surf").strength == 3 + 2
    assert hit(st, "Surf", (0, 0, 0)).strength == 4 + 2


def test_foul_play_offers_only_moves_the_target_knows(tmp_path: Path) -> None:
    # Foul Play: "Copy the attack strength of a move the target knows". A Distortion Breach card
    # attached to the target is listed with its moves but is not a move.
    folder = tmp_path / "data"
    shutil.copytree(DATA, folder)
    data = json.loads((folder / "fate.json").read_text())
    data["distortion_breach"] = [
        {"name": "Fury Rift", "effects": [{"do": "strength", "amount": 2}]}
    ]
    (folder / "fate.json").write_text(json.dumps(data))
    game = SinnohGame()
    game.__dict__["content"] = load_content(folder)
    st = game.new_state(game.params({"party0": "Zorua", "party1": "Bidoof+Fury Rift"}), seed=1)
    while st.phase == "send":
        st.apply(st.to_act()[0], Action("send", st.sides[st.actor].usable()[0]))
    assert "Fury Rift" in st.move_names(st.sides[1].party[0])
    assert legal.move_options(st, 0, st.content.moves["Foul Play"]) == ["copy=Tackle"]


def test_damage_outrage_shares_counts_for_the_caps_of_a_single_attack() -> None:
    # Outrage: "Deal any damage taken by the user during this attack to the target as well";
    # Protective Gear: "Your Pokémon can at most take 6 damage from a single attack".
    st = start("Snorlax", "Blissey", trainer1="Roller Skater")
    snorlax, blissey = st.sides[0].party[0], st.sides[1].party[0]
    snorlax.fatigue, snorlax.statuses, snorlax.last_move = 5, ["confused"], "Outrage"
    ctx = hit(st, "Outrage", (0, 3, 2))  # 7 damage, capped at 6; the user takes 3 + 3
    assert ctx.dealt == 6 and snorlax.damage == 6
    assert blissey.damage == 6  # was 12: the shared 6 came on top of the cap
    # Disguise: "take at most 1 damage when the user is next attacked"
    st2 = start("Snorlax", "Blissey")
    snorlax, blissey = st2.sides[0].party[0], st2.sides[1].party[0]
    blissey.marks = [{"trigger": "attacked", "mod": "cap", "n": 1}]
    snorlax.fatigue = 5
    hit(st2, "Outrage", (0, 3, 0))
    assert blissey.damage == 1 and snorlax.damage == 3
    # without a cap the shared damage is dealt in full
    st3 = start("Snorlax", "Blissey")
    st3.sides[0].party[0].fatigue = 5
    hit(st3, "Outrage", (0, 3, 0))
    assert st3.sides[1].party[0].damage == 3 + 3
    # Prism Armour's budget of the turn (4 tokens: 2 damage) acts on the shared damage too
    st4 = start("Snorlax", opponent="wild", wild="Nihilego", prism_armour=4)
    st4.sides[0].party[0].statuses = []  # whatever Nihilego's first move inflicted (Neurotoxin)
    st4.sides[0].party[0].fatigue = 5
    hit(st4, "Outrage", (0, 1, 0))  # 1 damage: all absorbed, 1 of the budget left
    assert st4.sides[1].party[0].damage == 3 - 1  # was 3: the shared 3 was not shielded
