"""The audit of the journey chapters (docs/rules/sinnoh.md, "Audit (journey chapters,
2026-11-28)"): one test per rule sentence that had none. ON YOUR TURN, VILLAGES, CAPTURING
POKÉMON, REWARDS AND RECOVERY, SWARM BATTLES, POKÉ BALLS, BATTLE ITEMS and the GENERAL FAQ."""

from __future__ import annotations

from typing import Any

from journey_builders import give, journey, party, play, put, texts
from sinnoh_builders import hit, script, start, use
from ultra_builders import ultra

from pokeforge.games.sinnoh import GAME
from pokeforge.games.sinnoh.params import CAPTURE_RATE
from pokeforge.games.sinnoh.rules.battle import Action

KEY = "Forest|Cold|weak"
CRIT = 4  # the index of a critical hit on the default die 0,0,1,1,2,2


# -- ON YOUR TURN ----------------------------------------------------------------------------------


def test_what_is_on_the_tile_is_still_used_when_no_tile_moves_are_left() -> None:
    """ "You may interact with things on the map whilst standing on their tile" (ours: with no tile
    moves left the trainer still stands on the tile)."""
    st = journey(1)
    st.trainers[0].party[0].damage = 2
    st.moves_left = 0
    st.invalidate()
    assert "restore" in texts(st) and not any(t.startswith("step ") for t in texts(st))
    put(st, 0, "tree_cold_forest_1b")
    st.moves_left = 0
    st.invalidate()
    assert "search" in texts(st)


# -- VILLAGES ------------------------------------------------------------------------------------


def test_each_village_action_once_a_turn_whichever_village() -> None:
    """ "You may take each of these actions once per turn whilst at any village": restoring at one
    village and flying to another does not restore again there; the trade not yet used is."""
    st = journey(1)
    st.grunts = ()
    st.trades = ["red_for_blue", "pink_for_white"]
    mon = st.trainers[0].party[0]
    mon.damage = 2
    give(st, 0, red=4)
    play(st, "restore")
    play(st, "fly frostmere red")
    mon.damage = 2
    st.invalidate()
    here = texts(st)
    assert "restore" not in here and "ginkgo 1" in here
    assert not any(t.startswith("fly ") for t in here)


# -- CAPTURING POKÉMON, POKÉ BALLS -----------------------------------------------------------------


def test_each_ball_rolls_its_number_of_dice() -> None:
    """POKÉ BALLS: 3 / 4 / 5 / 6 dice for the Poké, Greater, Ultimate and Keystone Ball."""
    for ball, dice in (("poke", 3), ("greater", 4), ("ultimate", 5), ("keystone", 6)):
        st = start("Snorlax", opponent="wild", wild="Blissey", balls=ball)
        events = st.apply(0, Action("ball", -1, ball))
        counts = next(e for e in events if e.kind == "capture").public["counts"]
        assert sum(counts) == dice, ball


def test_a_capture_needs_the_capture_rate_or_more() -> None:
    """ "The result of your roll needs to be equal to or greater than the Capture Rate": a Strong
    Pokémon (5+) escapes a 4 and is captured on a 5."""
    assert CAPTURE_RATE == {"weak": 3, "moderate": 4, "strong": 5, "legendary": 6}
    st = start("Snorlax", opponent="wild", wild="Blissey", balls="greater,greater")
    script(st, status=2, crits=2)  # 0 + 0 + 2 + 2 = 4
    script(st, status=4)  # Blissey's attack: nothing
    st.apply(0, Action("ball", -1, "greater"))
    assert st.outcome is None and st.sides[0].balls == ["greater"]  # the failed ball is gone
    script(st, status=1, hits=1, crits=2)  # 0 + 1 + 2 + 2 = 5
    st.apply(0, Action("ball", -1, "greater"))
    assert st.outcome is not None and st.outcome.winners == (0,)
    assert st.rewards["journey_points"] == 3 and st.rewards["apricorns"] == 3


def test_a_captured_pokemon_keeps_its_damage_and_status_effects() -> None:
    """ "Place the Pokémon along with any damage, status effects and items on it" in the party."""
    st = journey(1)
    put(st, 0, "tree_cold_forest_1b")
    st.decks[KEY] = [*[c for c in st.decks[KEY] if c != "265"], "265"]
    play(st, "search")
    play(st, "battle 265")
    while st.battle.phase == "send":
        play(st, texts(st)[0])
    t = st.trainers[0]
    t.balls = ["poke"]
    st.battle.sides[0].balls = ["poke"]
    wurmple = st.battle.sides[1].party[0]
    wurmple.damage, wurmple.statuses = 2, ["poisoned"]
    st.battle.invalidate()
    st.invalidate()
    st.rng.script(CRIT, CRIT, CRIT)
    play(st, "ball poke")
    assert st.battle is None
    caught = t.party[-1]
    assert caught.card == "265" and caught.damage == 2 and caught.statuses == ["poisoned"]
    assert not caught.fainted


# -- REWARDS AND RECOVERY --------------------------------------------------------------------------


def _beaten_by(wild: str) -> Any:
    """A wild battle where the wild Pokémon defeats the first of two Pokémon."""
    st = start("Bidoof,Snorlax", opponent="wild", wild=wild)
    script(st, status=2)  # Bidoof's attack: nothing
    script(st, crits=6)  # the wild Pokémon's: Bidoof faints
    use(st)
    return st


def test_a_fleeing_pokemon_leaves_two_one_or_none_of_its_apricorns_by_tier() -> None:
    """ "After a wild Pokémon flees: you gain 2 / 1 / 0 of the 3 Apricorns" (Weak, Moderate,
    Strong), and no Journey Points."""
    cases = (("Gible", "weak", 2), ("Grotle", "moderate", 1), ("Snorlax", "strong", 0))
    for wild, tier, left in cases:
        st = _beaten_by(wild)
        assert st.outcome is not None and "fled" in st.outcome.reason, wild
        assert st.rewards == {"journey_points": 0, "apricorns": left}, tier


# -- SWARM BATTLES ---------------------------------------------------------------------------------


def test_a_swarm_does_not_flee_after_defeating_one_of_your_pokemon() -> None:
    st = start("Bidoof,Snorlax", opponent="swarm")
    script(st, status=2)
    script(st, crits=4)
    use(st)
    assert st.sides[0].party[0].fainted
    assert st.outcome is None and st.sides[0].active == 1  # the battle goes on


def test_a_swarm_comes_in_weak_moderate_strong_and_gives_seven_points_once_all_defeated() -> None:
    st = start("Snorlax", opponent="swarm")
    tiers = [st.content.cards[m.card].tier for m in st.sides[1].party]
    assert tiers == ["weak", "moderate", "strong"]
    seen = []
    for _ in range(40):
        if st.outcome is not None:
            break
        seat = st.to_act()[0]
        if st.phase == "attack":
            seen.append(st.sides[1].active)
            assert not st.rewards.get("journey_points")  # nothing before the last one
            script(st, crits=5)
            script(st, status=1)
        st.apply(seat, st.legal_actions(seat)[0])
    assert list(dict.fromkeys(seen)) == [0, 1, 2]
    assert st.rewards["journey_points"] == 7 and st.rewards["apricorns"] == 0


def test_a_swarm_battle_in_the_ultra_burst_too() -> None:
    """ "They may be triggered in both campaigns"."""
    st = ultra(1)
    put(st, 0, "snowdrift_gate")
    st.invalidate()
    assert "search" in texts(st)
    play(st, "search")
    assert st.battle is not None and st.battle.sides[1].kind == "swarm"


# -- BATTLE ITEMS, GENERAL FAQ (held items) --------------------------------------------------------


def test_eviolite_works_only_on_weak_or_moderate_or_not_fully_evolved_pokemon() -> None:
    for target, removed in (("Blissey", 0), ("Rhydon", 2), ("Chansey", 2), ("Bibarel", 2)):
        bare = hit(start("Snorlax", target), "Slash", (0, 4, 0)).dealt
        held = hit(start("Snorlax", f"{target}@eviolite"), "Slash", (0, 4, 0)).dealt
        assert bare - held == removed, target


def test_a_held_item_in_the_bag_does_nothing_in_battle() -> None:
    """GENERAL FAQ: "you cannot use the effect of any Held Items that are not attached"."""
    st = journey(1)
    t = st.trainers[0]
    t.items = ["blast_crystal"]
    health = t.party[0].max_health
    put(st, 0, "tree_cold_forest_1b")
    play(st, "search")
    play(st, f"battle {st.search[0]}")
    mon = st.battle.sides[0].party[0]
    assert mon.item is None and mon.max_health == health
    assert t.items == ["blast_crystal"]  # it stays in the bag, out of the battle


def test_a_swiftness_sash_leaves_at_least_1_attack_strength() -> None:
    st = start("Snorlax@swiftness_sash", "Blissey")
    assert hit(st, "Nuzzle", (0, 0, 0)).strength == 1  # 1 - 1, at least 1
    assert hit(st, "Slash", (0, 0, 0)).strength == 4 - 1


def test_a_choice_band_locks_the_move_until_the_user_switches_out() -> None:
    from pokeforge.games.sinnoh.rules.battle import leave

    st = start("Snorlax@choice_band+Slash", "Blissey")
    script(st, status=3)
    script(st, status=3)
    use(st, 1)  # Slash
    snorlax = st.sides[0].party[0]
    assert snorlax.choice_lock == "Slash"
    if st.to_act() != (0,) or st.phase != "attack":
        st.apply(st.to_act()[0], st.legal_actions(st.to_act()[0])[0])
    uses = {st.move_names(snorlax)[a.index] for a in st.legal_actions(0) if a.verb == "use"}
    assert uses == {"Slash"}
    leave(st, snorlax)
    assert snorlax.choice_lock is None


def test_an_alpha_token_stays_on_its_pokemon_and_other_items_move() -> None:
    """BATTLE ITEMS: "All held items other than Alpha Pokémon tokens can be moved around your
    team whilst outside of battle"."""
    st = journey(1)
    t = st.trainers[0]
    party(st, 0, "Swinub", "Bidoof")
    t.party[0].item, t.party[1].item = "alpha_token", "eviolite"
    st.invalidate()
    assert "unequip 0" not in texts(st) and "unequip 1" in texts(st)
    play(st, "release 0")
    assert "alpha_token" not in t.items  # a released Alpha's token is gone with it


# -- REWARDS AND RECOVERY: an Artifact taken from the loser's bag ----------------------------------


def _won(challenger_wins: bool, loser_items: list[str], taken: list[str] | None = None) -> Any:
    """A trainer battle between the active trainer (the challenger) and the other, won by the
    challenger or not, the loser holding ``loser_items`` in the bag (none on its Pokémon);
    ``taken``: the Artifacts the winner took from the loser's Pokémon in the battle."""
    from pokeforge.core.outcome import Outcome, Termination
    from pokeforge.games.sinnoh.journey.rules import battles

    st = journey(2)
    a = st.actor
    b = 1 - a
    put(st, a, "-2,-3")  # a tile of no place
    put(st, b, "-2,-3")
    play(st, f"challenge {b + 1}")
    winner = 0 if challenger_wins else 1
    st.trainers[b if challenger_wins else a].items = list(loser_items)
    battle = st.battle
    battle.outcome = Outcome(Termination.KNOCKOUT, (winner,), "test")
    if taken:
        battle.rewards = {"artifacts": taken}
    for mon in battle.sides[1 - winner].party:
        mon.fainted, mon.damage = True, mon.max_health
    events: list[Any] = []
    battles.finish(st, events)
    st.invalidate()
    return st, a, b


def test_the_winner_may_take_an_artifact_from_the_losers_bag() -> None:
    """ "You may take 1 Artifact of your choice from them": one in the loser's bag too."""
    st, a, b = _won(True, ["eviolite", "magma_stone"])
    assert st.to_act() == (a,) and st.decision() == "artifact"
    assert texts(st) == ["accept", "decline"]
    words = GAME.describe_action(st, a, st.legal_actions(a)[0])
    assert words == f"Take the Magma Stone from Player {b + 1}'s bag"
    play(st, "accept")
    assert st.trainers[a].items == ["magma_stone"] and st.trainers[b].items == ["eviolite"]
    assert st.actor == b and st.decision() != "artifact"  # then the turn ended


def test_the_artifacts_of_the_losers_bag_are_offered_one_after_another_or_none() -> None:
    st, a, b = _won(True, [])
    assert st.actor == b and st.decision() != "artifact"  # nothing to take: the turn ended
    st, a, b = _won(True, ["magma_stone", "gracidea_flower"])
    words = GAME.describe_action(st, a, st.legal_actions(a)[0])
    assert words.startswith("Take the Gracidea Flower")
    play(st, "decline")
    assert st.decision() == "artifact" and st.to_act() == (a,)
    words = GAME.describe_action(st, a, st.legal_actions(a)[0])
    assert words.startswith("Take the Magma Stone")
    play(st, "decline")
    assert st.trainers[b].items == ["magma_stone", "gracidea_flower"] and not st.trainers[a].items
    assert st.actor == b and st.decision() != "artifact"


def test_no_artifact_from_the_bag_once_one_was_taken_from_a_pokemon() -> None:
    st, a, b = _won(True, ["magma_stone"], taken=["odd_keystone"])
    assert st.actor == b and st.decision() != "artifact"
    assert st.trainers[a].items == ["odd_keystone"] and st.trainers[b].items == ["magma_stone"]


def test_the_challenged_trainer_who_wins_may_take_one_too() -> None:
    st, a, b = _won(False, ["adamant_artifact"])  # a Celestial Artifact is an Artifact too
    assert st.to_act() == (b,) and st.decision() == "artifact"
    play(st, "accept")
    assert st.trainers[b].items == ["adamant_artifact"] and not st.trainers[a].items
    assert st.actor == b and st.decision() != "artifact"


# -- APRICORN STEWS --------------------------------------------------------------------------------


def test_an_alluring_stew_acts_in_a_battle_with_an_ultra_beast_too() -> None:
    """ "Replace 1 status symbol with 1 regular hit once during your next wild encounter": an
    Ultra Beast, a Legendary met on the map, is one (its Journey Points are doubled by an Infused
    Stew alike)."""
    st = ultra(2, seed=5)
    for _ in range(16):
        if st.phase == "turn" and st.actor == 0 and not st.pending and st.battle is None:
            break
        play(st, "ultra let" if st.decision() == "beasts" else "end")
    st.trainers[0].allure = True
    beast = sorted(st.ultra.beasts)[0]
    put(st, 0, st.ultra.beasts[beast])
    play(st, "search")
    assert st.battle is not None and st.battle.sides[1].party[0].card == beast
    assert st.battle.allure == 1
