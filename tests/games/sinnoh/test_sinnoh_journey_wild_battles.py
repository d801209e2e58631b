"""Wild battles on the journey (ENCOUNTERING POKÉMON, CAPTURING POKÉMON, REWARDS AND RECOVERY):
the battle system embedded with the searcher's party, its decisions the searcher's, and its
result brought back: Journey Points by tier, the Apricorns the Pokémon guarded (a tree's colour;
a Reef's to choose when only some are won), a capture into the party (release one when it is
full), the card discarded, or back in its deck, a defeated trainer sent home, the turn over."""

from __future__ import annotations

from typing import Any

from journey_builders import give, journey, party, play, put, texts

from pokeforge.core.events import Event
from pokeforge.core.outcome import Outcome, Termination
from pokeforge.games.sinnoh.journey.rules import battles

KEY = "Forest|Cold|weak"
CRIT = 4  # the index of a critical hit on the default die 0,0,1,1,2,2


def wild(seats: int = 2, card: str = "265", place: str = "tree_cold_forest_1b", **kw: Any) -> Any:
    """A journey in a wild battle against ``card`` (Wurmple by default) at ``place``, the active
    trainer's Pokémon sent in, waiting for its first decision of a round."""
    st = journey(seats, **kw)
    seat = st.actor
    put(st, seat, place)
    key = "Ocean|Cold|weak" if place.startswith("reef_cold") else KEY
    deck = [c for c in st.decks[key] if c != card]
    st.decks[key] = [*deck, card]  # the top of the deck: drawn first
    play(st, "search")
    play(st, f"battle {card}")
    st.trainers[seat].party[0].max_health = 60  # it survives whatever comes first
    while st.battle is not None and st.battle.phase == "send":
        play(st, texts(st)[0])
    return st


def end_with(st: Any, rewards: dict[str, Any], fainted: bool, won: bool = True) -> list[Event]:
    """Stop the running wild battle with this result, as the battle system leaves it."""
    battle = st.battle
    battle.sides[1].party[0].fainted = fainted
    battle.rewards = rewards
    term = Termination.KNOCKOUT if fainted else Termination.FLED
    battle.outcome = Outcome(term, (0,) if won else (), "test")
    events: list[Event] = []
    battles.finish(st, events)
    st.invalidate()
    return events


def test_the_battle_is_the_searchers_and_names_them() -> None:
    st = wild(3)
    seat = st.battle_seats[0]
    assert st.battle_seats == (seat, -1) and st.to_act() == (seat,)
    assert all(not st.legal_actions(s) for s in range(3) if s != seat)
    assert st.battle.names[0] == f"Player {seat + 1}"
    assert st.trainers[seat].party is st.battle.sides[0].party  # the party the battle changes


def test_a_capture_adds_the_pokemon_with_journey_points_and_the_trees_apricorns() -> None:
    st = wild(1)
    t = st.trainers[0]
    t.balls = ["poke"]
    st.battle.sides[0].balls = ["poke"]
    st.battle.invalidate()
    st.invalidate()
    st.rng.script(CRIT, CRIT, CRIT)  # 6 on 3 dice: a Weak Pokémon needs 3+
    play(st, "ball poke")
    assert st.battle is None
    assert [st.content.cards[m.card].name for m in t.party] == ["Swinub", "Wurmple"]
    assert t.captured == 1 and t.points == 1 and t.earned == 1  # Weak: 1 Journey Point
    assert t.apricorns("red") == 3 + 3 and t.balls == []  # a Forest tier-1 tree: red
    assert "265" not in st.decks[KEY] and "265" not in st.discards[KEY]
    assert st.round == 2  # one trainer: the turn ended, a new round began


def test_a_defeated_pokemon_is_discarded_with_its_points() -> None:
    st = wild(2)
    seat = st.battle_seats[0]
    end_with(st, {"journey_points": 2, "apricorns": 3, "defeated": 1}, fainted=True)
    t = st.trainers[seat]
    assert t.points == 2 and t.captured == 0 and t.apricorns("red") == 6
    assert st.discards[KEY] == ["265"] and st.actor != seat


def test_a_fleeing_pokemon_goes_back_to_its_deck_leaving_two_of_its_three() -> None:
    st = wild(2)
    seat = st.battle_seats[0]
    size = len(st.decks[KEY])
    end_with(st, {"journey_points": 0, "apricorns": 2}, fainted=False, won=False)
    assert st.trainers[seat].apricorns("red") == 3 + 2 and st.trainers[seat].points == 0
    assert len(st.decks[KEY]) == size + 1 and "265" in st.decks[KEY]


def test_a_reefs_fleeing_pokemon_leaves_apricorns_to_choose() -> None:
    st = wild(2, card="194", place="reef_cold_ocean_1a")
    seat = st.battle_seats[0]
    end_with(st, {"journey_points": 0, "apricorns": 2}, fainted=False, won=False)
    assert st.to_act() == (seat,) and st.decision() == "apricorns"
    assert texts(st) == ["apricorns red+blue", "apricorns red+yellow", "apricorns blue+yellow"]
    play(st, "apricorns blue+yellow")
    t = st.trainers[seat]
    assert (t.apricorns("blue"), t.apricorns("yellow")) == (1, 1)
    assert st.actor != seat  # the turn ended after the choice


def test_all_three_of_a_reef_need_no_choice() -> None:
    st = wild(1, card="194", place="reef_cold_ocean_1a")
    end_with(st, {"journey_points": 2, "apricorns": 3}, fainted=True)
    t = st.trainers[0]
    assert (t.apricorns("red"), t.apricorns("blue"), t.apricorns("yellow")) == (4, 1, 1)


def test_an_infused_stew_doubles_the_next_encounters_journey_points_once() -> None:
    st = wild(2)
    seat = st.battle_seats[0]
    st.trainers[seat].infused = True
    end_with(st, {"journey_points": 3, "apricorns": 3}, fainted=True)
    t = st.trainers[seat]
    assert t.points == 6 and t.earned == 6 and not t.infused


def test_a_capture_with_a_full_party_asks_which_pokemon_to_release() -> None:
    st = journey(1)
    party(st, 0, "Swinub", "Bidoof", "Shinx", "Starly", "Kricketot", "Budew")
    st.invalidate()
    t = st.trainers[0]
    put(st, 0, "tree_cold_forest_1b")
    st.decks[KEY] = [*[c for c in st.decks[KEY] if c != "265"], "265"]
    play(st, "search")
    play(st, "battle 265")
    while st.battle.phase == "send":
        play(st, texts(st)[0])
    end_with(st, {"journey_points": 1, "apricorns": 3, "captured": ["265"]}, fainted=False)
    assert len(t.party) == 7 and st.decision() == "release"
    assert st.content.cards[t.party[6].card].name == "Wurmple" and not t.party[6].fainted
    assert texts(st) == [f"release {i}" for i in range(7)]
    play(st, "release 1")
    assert [st.content.cards[m.card].name for m in t.party][1] == "Shinx"
    bidoof = st.content.card("Bidoof")
    assert len(t.party) == 6 and st.discards["Plains|Temperate|weak"].count(bidoof.id) == 1
    assert st.round == 2


def test_a_trainer_out_of_usable_pokemon_goes_home_and_is_restored_next_turn() -> None:
    st = wild(2)
    seat = st.battle_seats[0]
    t = st.trainers[seat]
    for mon in t.party:
        mon.fainted, mon.damage = True, mon.max_health
    events = end_with(st, {"journey_points": 0, "apricorns": 2}, fainted=False, won=False)
    assert t.defeated and t.at == st.region.places[t.home].at
    assert any("returns to" in e.text for e in events)
    while st.actor != seat:
        play(st, "end")
    assert not t.defeated and all(not m.fainted and m.damage == 0 for m in t.party)


def test_an_alluring_stew_turns_a_status_symbol_into_a_hit_once_in_the_next_encounter() -> None:
    st = journey(1)
    give(st, 0, pink=1, yellow=1)
    play(st, "craft alluring_stew")
    put(st, 0, "tree_cold_forest_1b")
    play(st, "search")
    play(st, f"battle {st.search[0]}")
    assert st.battle.allure == 1 and st.trainers[0].allure  # until the encounter ends
    from pokeforge.games.sinnoh.rules.capture import capture_roll

    mon = st.battle.sides[1].party[0]
    _, total = capture_roll(st.battle, mon, [3, 0, 0])  # three status symbols
    assert total == 1 and st.battle.allure == 0  # one became a regular hit, once
    _, total = capture_roll(st.battle, mon, [3, 0, 0])
    assert total == 0


def test_teaching_the_defeated_pokemons_move_is_the_searchers_decision() -> None:
    st = wild(2, card="281")  # Kirlia: Confusion (Psychic)
    seat = st.battle_seats[0]
    mon = st.trainers[seat].party[0]
    abra = st.content.card("Abra")  # learns Psychic moves
    mon.card, mon.moves, mon.max_health = abra.id, ["Body Slam"], 60
    st.battle.sides[1].party[0].damage = st.battle.sides[1].party[0].max_health - 1
    st.battle.invalidate()
    st.invalidate()
    strength = st.content.moves["Body Slam"].strength or 0
    for _ in range(40):
        if st.battle is None or st.battle.phase == "teach":
            break
        if st.battle.phase == "attack" and st.battle.actor == 0:
            st.rng.script(*[CRIT] * strength)
            play(st, "use 1")
            continue
        play(st, texts(st)[0])
    assert st.battle is not None and st.to_act() == (seat,)
    assert "teach 0 move=Confusion" in texts(st)
    play(st, "teach 0 move=Confusion")
    assert st.trainers[seat].party[0].moves == ["Body Slam", "Confusion"]
    assert st.battle is None and st.discards[KEY] == ["281"]  # then the battle ended
