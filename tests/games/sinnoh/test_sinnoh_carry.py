"""After a battle and into the next: forms return to the form a Pokémon entered with (POKÉMON
FORMS), parties, bags and hands carry into a following battle, and the Prism Armour tokens of the
Ultra Burst campaign board move when an Ultra Beast is defeated (PRISM ARMOUR)."""

from __future__ import annotations

import pytest
from sinnoh_builders import script, start, use

from pokeforge.core import Match, replay
from pokeforge.core.errors import ParamError
from pokeforge.core.events import Event
from pokeforge.core.records import Record
from pokeforge.games.sinnoh import GAME
from pokeforge.games.sinnoh.actions import Action, action
from pokeforge.games.sinnoh.carry import carry_params, mon_spec, next_battle
from pokeforge.games.sinnoh.game import SinnohGame
from pokeforge.games.sinnoh.rules.battle import check_faints


def test_a_form_changed_by_a_move_returns_when_the_battle_ends() -> None:
    st = start("Aegislash", "Bidoof")
    aegislash = st.sides[0].party[0]
    script(st, status=1)
    use(st)  # King's Shield: Blade Form
    assert aegislash.card == "681-b"
    st.sides[1].party[0].damage = 5
    events: list[Event] = []
    check_faints(st, events)
    assert st.outcome is not None
    assert aegislash.card == "681"  # its default form (State 1)
    assert any(e.kind == "form" for e in events)


def test_a_form_given_by_a_held_item_stays() -> None:
    st = start("492-s@gracidea_flower", "Bidoof#damage=4")
    script(st, hits=4)
    use(st)
    assert st.outcome is not None and st.sides[0].party[0].card == "492-s"


def test_a_following_battle_carries_the_party_bag_and_capture() -> None:
    st = start(
        "Heracross@choice_band+Slash#damage=2,Eevee#burned",
        opponent="wild",
        wild="Bidoof",
        trainer0="Guitarist:silver",
        amplifier0="2",
        bag0="red=1,black=1",
    )
    script(st, status=1, hits=1, crits=1)
    st.apply(0, action("ball", -1, "poke"))
    assert st.outcome is not None and st.rewards["captured"] == ["399"]
    params = carry_params(st)
    assert params["party0"] == "214@choice_band+Slash#damage=2,133#burned,399"
    assert params["trainer0"] == "guitarist:silver"
    assert (params["bag0"], params["amplifier0"]) == ("red=1,black=1", "3")
    game = SinnohGame()
    nxt = next_battle(game, st, seed=3, opponent="wild", wild="Starly", seats=1)
    heracross, eevee, bidoof = nxt.sides[0].party
    assert (heracross.damage, heracross.item, heracross.moves) == (2, "choice_band", ["Slash"])
    assert eevee.statuses == ["burned"] and bidoof.card == "399"
    assert nxt.sides[0].amp == 3 and nxt.sides[0].bag == [1, 0, 0, 0, 0, 0, 1]


def test_the_following_battle_is_an_ordinary_replayable_record() -> None:
    st = start("Heracross,Eevee", "Bidoof#damage=4", fate1="Cosmic Void")
    script(st, hits=5)
    use(st)
    assert st.outcome is not None
    nxt = next_battle(SinnohGame(), st, seed=9, party1="Buneary", fate1="")
    assert nxt.sides[0].hand == ["Cosmic Void"]  # the winner took the loser's card
    params = {**carry_params(st), "party1": "Buneary", "fate1": ""}
    match = Match(GAME, params, seed=9, seats=2)
    assert match.state.digest() == nxt.digest()
    while match.state.outcome is None:
        seat = match.state.to_act()[0]
        match.act(seat, match.state.legal_actions(seat)[0])
    record = match.finish()
    assert replay(Record.from_json(record.to_json())).digest() == record.digest


def test_fainted_pokemon_stay_fainted_and_a_party_of_fainted_pokemon_cannot_battle() -> None:
    st = start("Bidoof#damage=4,Eevee", "Heracross")
    script(st, hits=5)
    st.apply(1, Action("use", 0))  # Heracross is faster: Bidoof faints
    st.apply(0, Action("concede"))
    assert st.outcome is not None
    spec = carry_params(st)["party0"]
    assert spec.startswith("399#damage=")
    nxt = next_battle(SinnohGame(), st, seed=1)
    assert nxt.sides[0].party[0].fainted and not nxt.sides[0].party[1].fainted
    with pytest.raises(ParamError, match="every Pokémon of the party has fainted"):
        start("Bidoof#damage=5", "Bidoof")


def test_defeating_an_ultra_beast_moves_a_prism_armour_token() -> None:
    st = start("Heracross", opponent="wild", wild="Nihilego#damage=18")
    assert st.prism_board == (9, 0) and st.prism == [0, 0]
    script(st, hits=5)
    use(st)
    assert st.outcome is not None and st.prism_board == (8, 1)
    assert carry_params(st)["prism_board"] == "8,1"
    beast = next_battle(SinnohGame(), st, seed=2, opponent="wild", wild="Xurkitree", seats=1)
    assert beast.prism == [0, 1]
    burst = next_battle(SinnohGame(), st, seed=2, opponent="wild", wild="Necrozma", seats=1)
    assert burst.prism == [0, 8]
    fled = start("Bidoof", opponent="wild", wild="Nihilego")
    assert fled.prism_board == (9, 0)


def test_mon_spec_round_trips_traits() -> None:
    st = start("Bidoof@eviolite#egg#size=2#damage=1#poisoned", "Bidoof")
    assert mon_spec(st, st.sides[0].party[0]) == "399@eviolite#egg#size=2#damage=1#poisoned"
