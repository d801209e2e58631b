"""The rulebook's worked examples, every number checked (§4, §5, §6, §7)."""

from __future__ import annotations

import dataclasses

from hex_builders import act, events_of, make_state, open_battle, setup_player

from pokeforge.games.hex.content import default_content
from pokeforge.games.hex.game import HexGame
from pokeforge.games.hex.rules.power import card_power


def test_growlithe_beats_butterfree_ten_to_nine() -> None:
    """§5 Battle example: 4+2+1+0+3 = 10 against 6+0+0+2+1 = 9."""
    s = make_state()
    setup_player(s, 0, ["growlithe"], trainer="blaine")
    setup_player(s, 1, ["butterfree"], trainer="hiker", hand=["vitamin.1"], badges=1)
    open_battle(s, "duel", 0, 1)
    act(s, 0, "send growlithe")
    act(s, 1, "send butterfree")
    act(s, 0, "item none")
    s.rng.script_dice(3, 1)
    events = act(s, 1, "item vitamin.1")
    duel = events_of(events, "duel")[0]
    a, b = duel.public["totals"]
    assert (a["power"], a["advantage"], a["trainer"], a["item"], a["die"]) == (4, 2, 1, 0, 3)
    assert (b["power"], b["advantage"], b["trainer"], b["item"], b["die"]) == (6, 0, 0, 2, 1)
    assert (a["total"], b["total"]) == (10, 9)
    assert s.flags["last_battle"] == {"winner": 0, "loser": 1}
    assert "vitamin.1" in s.discards["items"] and not s.players[1].hand


def test_erika_dual_battle_twenty_two_to_nineteen() -> None:
    """§6 Dual battle: 6 (+2 vs Grass) + 7 (+4 item) + 3 = 22 against Erika's 17 (+2 vs Water)."""
    s = make_state()
    setup_player(s, 0, ["marowak-alolan", "vaporeon"], hand=["mystic-water.1"], badges=1)
    open_battle(s, "gym", 0, "erika", dual=True)
    act(s, 0, "send marowak-alolan+vaporeon")
    s.rng.script_dice(3)
    events = act(s, 0, "item -+mystic-water.1")
    duel = events_of(events, "duel")[0]
    player, erika = duel.public["totals"]
    assert (player["power"], player["advantage"], player["item"], player["die"]) == (13, 2, 4, 3)
    assert player["total"] == 22
    assert (erika["power"], erika["advantage"], erika["total"]) == (17, 2, 19)
    assert s.flags["last_battle"]["winner"] == 0


def test_set_of_two_raticate_seven_and_set_of_three_alakazam_twelve() -> None:
    """§4 Evolving: Rattata + Raticate -> 7; Abra + Kadabra + Alakazam -> 12; Abra + Alakazam
    is a set of two (+2) even without the middle stage."""
    s = make_state()
    setup_player(s, 0, ["rattata", "raticate"])
    setup_player(s, 1, ["abra", "kadabra", "alakazam"])
    assert card_power(s, 0, "raticate") == 7
    assert card_power(s, 0, "rattata") == 2
    assert card_power(s, 1, "alakazam") == 12
    assert card_power(s, 1, "kadabra") == 5
    s.players[1].team = ["abra", "alakazam"]
    assert card_power(s, 1, "alakazam") == 10


def _two_gengars() -> HexGame:
    """The League example has a Gengar on each side: a content copy with a second Gengar card."""
    content = default_content()
    g2 = dataclasses.replace(content.cards["gengar"], id="gengar-b")
    return HexGame(dataclasses.replace(content, cards={**content.cards, "gengar-b": g2}))


def test_league_battle_example_table() -> None:
    """§7 League battle example: B (Alakazam, Gengar, Nidoking) beats A (Dragonite, Blastoise,
    Gengar); A wins duels 1 and 4, B wins duels 2, 3 and 5."""
    s = make_state(game=_two_gengars())
    setup_player(s, 0, ["dragonite", "blastoise", "gengar"], badges=2)
    setup_player(s, 1, ["alakazam", "gengar-b", "nidoking"], badges=2)
    open_battle(s, "league", 0, 1, limit=3)
    s.rng.script_dice(5, 2, 1, 4, 2, 5, 6, 3, 1, 6)
    winners = []
    totals = []

    def duel(sends: list[tuple[int, str]]) -> None:
        for seat, card in sends:
            act(s, seat, f"send {card}")
        act(s, 0, "item none")
        ev = events_of(act(s, 1, "item none"), "duel")[0]
        winners.append(ev.public["winner"])
        totals.append([t["total"] for t in ev.public["totals"]])

    duel([(0, "dragonite"), (1, "alakazam")])
    duel([(1, "gengar-b")])
    duel([(0, "blastoise")])
    duel([(0, "gengar")])
    duel([(1, "nidoking")])
    assert winners == [0, 1, 1, 0, 1]
    assert totals == [[13, 10], [9, 12], [10, 13], [16, 13], [9, 13]]
    assert s.flags["last_battle"] == {"winner": 1, "loser": 0}
    assert s.battle is None
