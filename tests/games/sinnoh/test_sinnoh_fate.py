"""Change of Fate cards (played from the hand during your battles, by Followers, Celestial
Artifacts or as Arceus cards) and Distortion Breach cards (attached like a move, a passive
ability for their Pokémon, never leaving the party)."""

from __future__ import annotations

import json
import shutil
from pathlib import Path
from typing import Any

import pytest
from sinnoh_builders import hit, script, start, use

from pokeforge.core.errors import ContentError, IllegalAction, ParamError
from pokeforge.games.sinnoh.actions import Action, action
from pokeforge.games.sinnoh.content import DATA, load_content
from pokeforge.games.sinnoh.game import SinnohGame
from pokeforge.games.sinnoh.rules.battle import start_round
from pokeforge.games.sinnoh.state import SinnohState


def _fate(st: Any, seat: int) -> set[str]:
    return {str(a) for a in st.legal_actions(seat) if a.verb == "fate"}


def test_a_card_is_played_by_a_follower_of_its_god_or_with_a_celestial_artifact() -> None:
    hand = "Devious Ambush,Cosmic Void"
    none = start("Eevee", "Bidoof", fate0=hand)
    assert _fate(none, 0) == set()  # the Follower token is face down
    giratina = start("Eevee", "Bidoof", fate0=hand, follower0="giratina")
    assert _fate(giratina, 0) == {"fate Devious Ambush"}
    arceus = start("Eevee", "Bidoof", fate0=hand, follower0="arceus")
    assert _fate(arceus, 0) == {"fate Devious Ambush", "fate Cosmic Void"}
    artifact = start("Eevee,Bidoof@lustrous_artifact", "Bidoof", fate0=hand)
    assert _fate(artifact, 0) == {"fate Cosmic Void"}  # Palkia's Celestial Artifact


def test_divine_intervention_is_pending_and_never_playable() -> None:
    st = start("Eevee", "Bidoof", fate0="Divine Intervention", follower0="arceus")
    assert st.sides[0].hand == ["Divine Intervention"]
    assert _fate(st, 0) == set()
    # playing it is refused with the reason, not ignored
    with pytest.raises(IllegalAction, match=r"Divine Intervention.*effect is not known"):
        st.apply(0, action("fate", -1, "Divine Intervention"))
    assert st.sides[0].hand == ["Divine Intervention"]
    with pytest.raises(ParamError, match="unknown Change of Fate card 'Reckless Assault'"):
        start("Eevee", "Bidoof", fate0="Reckless Assault")


def test_devious_ambush_raises_initiative_for_the_next_check_only() -> None:
    st = start("Eevee", "Bidoof", fate0="Devious Ambush", follower0="giratina")
    events: list[Any] = []
    st.apply(0, action("fate", -1, "Devious Ambush"))
    assert st.sides[0].hand == [] and (st.actor, st.phase) == (0, "attack")  # a free action
    # swap in a slower Pokémon: Bidoof 4 + 3 beats Eevee's 5 at this check
    st.sides[0].party[0].card = st.content.card("Bidoof").id
    st.sides[1].party[0].card = st.content.card("Eevee").id
    start_round(st, events)
    assert st.actor == 0 and events[0].public["first"] == 0
    start_round(st, events)
    assert st.actor == 1  # the increase is gone after the check


def test_cosmic_void_takes_the_effect_of_the_opposing_next_attack() -> None:
    st = start("Chingling", "Bidoof", fate1="Cosmic Void", follower1="palkia")
    script(st, hits=2)
    use(st)
    assert st.sides[1].party[0].statuses == ["confused"]  # Confusion works
    st.apply(1, action("fate", -1, "Cosmic Void"))
    assert st.voids == ["next_attack", ""]
    st.sides[1].party[0].statuses = []
    st.apply(1, Action("use", 0))  # Bidoof's turn
    script(st, hits=2)
    use(st)
    assert st.sides[1].party[0].statuses == []  # the void took Confusion's effect
    assert st.voids == ["", ""]
    void = start("Voltorb", "Bidoof", fate1="Cosmic Void", follower1="palkia")
    void.voids = ["next_attack", ""]
    void.any_perks = True
    # Electro Ball sets its strength by its effect: 1 under the void
    assert hit(void, "Electro Ball", (0, 0, 0)).strength == 1
    typed = start("Unown", "Bidoof")
    typed.voids = ["next_attack", ""]
    typed.any_perks = True
    ctx = hit(typed, "Hidden Power", (0, 0, 0), option="type=fire")
    assert ctx.mtype == "typeless"  # the type its effect would choose stays Typeless


def test_the_winner_of_a_trainer_battle_takes_a_change_of_fate_card_at_random() -> None:
    st = start("Heracross", "Bidoof#damage=4", fate1="Cosmic Void,Devious Ambush")
    script(st, hits=5)
    st.rng.script(1)  # the second card of the hand
    use(st)
    assert st.outcome is not None
    assert st.rewards["fate_cards"] == 1  # which one stays secret
    assert st.sides[0].hand == ["Devious Ambush"] and st.sides[1].hand == ["Cosmic Void"]


def test_hands_are_secret_in_views() -> None:
    st = start("Eevee", "Bidoof", fate0="Cosmic Void", fate1="Devious Ambush")
    assert st.view(0)["sides"][0]["hand"] == ["Cosmic Void"]
    assert st.view(0)["sides"][1]["hand"] == 1  # only how many
    assert st.view(None)["sides"][0]["hand"] == 1


# -- Distortion Breach cards (with a designer's card file) ----------------------------------------


def _content(tmp_path: Path, breach: list[dict[str, Any]]) -> Path:
    folder = tmp_path / "data"
    shutil.copytree(DATA, folder)
    data = json.loads((folder / "fate.json").read_text())
    data["distortion_breach"] = breach
    (folder / "fate.json").write_text(json.dumps(data))
    return folder


def _game(folder: Path) -> SinnohGame:
    game = SinnohGame()
    game.__dict__["content"] = load_content(folder)
    return game


def _battle(game: SinnohGame, **params: str) -> SinnohState:
    st = game.new_state(game.params(params), seed=1)
    while st.phase == "send":
        st.apply(st.to_act()[0], Action("send", st.sides[st.actor].usable()[0]))
    return st


def test_a_breach_card_gives_its_pokemon_alone_a_passive_ability(tmp_path: Path) -> None:
    folder = _content(
        tmp_path, [{"name": "Fury Rift", "effects": [{"do": "strength", "amount": 2}]}]
    )
    game = _game(folder)
    assert game.content.coverage()["distortion_breach_implemented"] == 1
    st = _battle(game, party0="Bidoof+Fury Rift,Bidoof", party1="Bidoof")
    assert hit(st, "Tackle", (0, 0, 0)).strength == 2 + 2
    assert st.move_names(st.sides[0].party[0]) == ["Tackle", "Fury Rift"]
    assert {str(a) for a in st.legal_actions(0) if a.verb == "use"} == {"use 0"}
    st.sides[0].active = 1
    assert hit(st, "Tackle", (0, 0, 0)).strength == 2  # the other Bidoof carries none


def test_a_breach_card_takes_a_move_slot_and_never_leaves_the_party(tmp_path: Path) -> None:
    folder = _content(
        tmp_path, [{"name": "Fury Rift", "effects": [{"do": "strength", "amount": 2}]}]
    )
    game = _game(folder)
    with pytest.raises(ParamError, match="at most 3 moves"):
        _battle(game, party0="Bidoof+Fury Rift+Water Gun+Revenge", party1="Bidoof")
    # never replaced by a taught move
    wild = _battle(
        game, party0="Heracross+Fury Rift+Slash", opponent="wild", wild="Buneary#damage=4"
    )
    script(wild, hits=5)
    use(wild)
    assert wild.phase == "teach"
    assert {str(a) for a in wild.legal_actions(0)} == {
        "teach 0 move=Headbutt;replace=Slash",
        "skip",
    }
    # Pokémon Thief may not take a Pokémon carrying one
    thief = _battle(game, party0="Heracross", party1="Bidoof+Fury Rift", trainer0="Team Rocket")
    assert not any(a.verb == "ball" for a in thief.legal_actions(0))
    thief = _battle(game, party0="Heracross", party1="Bidoof", trainer0="Team Rocket")
    assert any(a.verb == "ball" for a in thief.legal_actions(0))


def test_fate_content_is_validated(tmp_path: Path) -> None:
    folder = _content(
        tmp_path, [{"name": "Rift", "effects": [{"do": "initiative_boost", "amount": 1}]}]
    )
    with pytest.raises(ContentError, match="Distortion Breach card cannot initiative_boost"):
        load_content(folder)
    folder = _content(tmp_path / "b", [])
    data = json.loads((folder / "fate.json").read_text())
    data["change_of_fate"][0]["god"] = "mew"
    (folder / "fate.json").write_text(json.dumps(data))
    with pytest.raises(ContentError) as err:
        load_content(folder)
    assert (err.value.file, err.value.entry, err.value.field) == (
        "fate.json",
        "Devious Ambush",
        "god",
    )
