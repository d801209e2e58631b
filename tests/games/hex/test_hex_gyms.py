"""§6 badges: rewards by number, obedience, locking and upgrading a family; §7 plateau upgrade."""

from __future__ import annotations

from hex_builders import act, clear, make_state, open_battle, run, setup_player

from pokeforge.games.hex.rules.flow import push
from pokeforge.games.hex.rules.power import card_power


def _beat(s, leader: str) -> None:  # type: ignore[no-untyped-def]
    clear(s)
    push(s, {"t": "gym_battle", "seat": 0, "leader": leader})
    run(s)
    act(s, 0, str(s.legal_actions(0)[0]))
    s.rng.script_dice(6)
    act(s, 0, "item none")


def test_winning_a_gym_gives_the_badge_and_an_item() -> None:
    s = make_state()
    setup_player(s, 0, ["mewtwo"], badges=4)
    _beat(s, "clair")
    assert s.players[0].badges[-1] == "clair" and len(s.players[0].hand) == 1


def test_third_badge_gives_a_free_blue_pokemon() -> None:
    s = make_state()
    setup_player(s, 0, ["alakazam"], badges=2)
    _beat(s, "clair")
    team = s.players[0].team
    assert (
        len(s.players[0].badges) == 3 and len(team) == 2 and s.content.cards[team[1]].tier == "blue"
    )


def test_sixth_badge_locks_a_family_for_plus_one() -> None:
    s = make_state()
    setup_player(s, 0, ["mewtwo", "growlithe", "arcanine"], badges=5)
    _beat(s, "clair")
    assert s.pending is not None and s.pending["kind"] == "lock"
    before = card_power(s, 0, "arcanine")
    act(s, 0, "lock growlithe")
    assert card_power(s, 0, "arcanine") == before + 1
    assert "growlithe" in s.players[0].locked


def test_losing_to_a_leader_gives_nothing() -> None:
    s = make_state()
    setup_player(s, 0, ["rattata"])
    open_battle(s, "gym", 0, "sabrina", dual=True)
    act(s, 0, "send rattata")
    s.rng.script_dice(6)
    act(s, 0, "item none")
    assert s.flags["last_battle"]["winner"] is None and s.players[0].badges == []


def test_first_stop_on_the_plateau_upgrades_a_family() -> None:
    s = make_state()
    setup_player(s, 0, ["bulbasaur"], badges=6)
    clear(s)
    push(s, {"t": "land", "seat": 0, "space": s.board.plateau})
    run(s)
    assert s.pending is not None and s.pending["kind"] == "lock"
    assert s.pioneers[str(s.board.plateau)] == 0
