"""§4 Trading Pokémon: an offer on your turn, accepted or declined by the opponent."""

from __future__ import annotations

from hex_builders import act, clear, make_state, run, setup_player

from pokeforge.games.hex.rules.flow import push


def _menu(s) -> None:  # type: ignore[no-untyped-def]
    clear(s)
    s.active = 0
    s.flags["offered"] = False
    s.flags["gym_done"] = False
    push(s, {"t": "turn_menu"})
    run(s)


def test_an_accepted_offer_swaps_the_pokemon_and_the_turn_goes_on() -> None:
    s = make_state()
    setup_player(s, 0, ["bulbasaur", "rattata"])
    setup_player(s, 1, ["charmander", "pidgey"])
    _menu(s)
    act(s, 0, "offer")
    act(s, 0, "choose 1:pidgey")
    act(s, 0, "choose rattata")
    assert s.to_act() == (1,) and s.pending["kind"] == "offer"
    act(s, 1, "accept")
    assert "pidgey" in s.players[0].team and "rattata" in s.players[1].team
    assert s.pending["kind"] == "turn" and s.to_act() == (0,)
    assert "offer" not in [str(a) for a in s.legal_actions(0)]


def test_a_declined_offer_changes_nothing() -> None:
    s = make_state()
    setup_player(s, 0, ["bulbasaur", "rattata"])
    setup_player(s, 1, ["charmander", "pidgey"])
    _menu(s)
    act(s, 0, "offer")
    act(s, 0, "choose 1:charmander")
    act(s, 0, "choose bulbasaur")
    act(s, 1, "decline")
    assert s.players[0].team == ["bulbasaur", "rattata"]
    assert s.players[1].team == ["charmander", "pidgey"]


def test_locked_families_are_not_offered() -> None:
    s = make_state()
    setup_player(s, 0, ["bulbasaur", "rattata"])
    setup_player(s, 1, ["charmander", "pidgey"])
    s.players[1].locked = ["pidgey"]
    _menu(s)
    act(s, 0, "offer")
    assert "choose 1:pidgey" not in [str(a) for a in s.legal_actions(0)]
