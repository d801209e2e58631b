"""THE ULTRA BURST, BATTLES: "To initiate a battle with an Ultra Beast or Necrozma, click "Search"
whilst standing on one of their tokens. They are treated like any other Legendary Pokémons for
tactics and rewards but cannot be captured." PRISM ARMOUR moving when an Ultra Beast is defeated;
DISTORTION BREACH CARDS discarded after it; NECROZMA PHASES; "If a trainer is defeated by
Necrozma, they are eliminated from the game"; the Blessing of Arceus that revives them; the win
of every trainer together when Necrozma is defeated in its last phase (OVERVIEW)."""

from __future__ import annotations

from journey_builders import decide_battle, end_or_decline, party, play, put, texts
from ultra_builders import ultra

from pokeforge.games.sinnoh.journey.rules import ultra as rules
from pokeforge.games.sinnoh.journey.ultra import NECROZMA


def turn_of(st, seat: int) -> None:  # type: ignore[no-untyped-def]
    """End turns (letting the Ultra Beasts move) until it is ``seat``'s turn."""
    for _ in range(8 * st.num_seats):
        if st.phase == "turn" and st.actor == seat and not st.pending and st.battle is None:
            return
        if st.decision() == "beasts":
            play(st, "ultra let")
        else:
            end_or_decline(st)
    raise AssertionError(f"never Player {seat + 1}'s turn")


def beast_beside(st, seat: int = 0) -> str:  # type: ignore[no-untyped-def]
    """Stand ``seat`` on the first Ultra Beast's token; returns the beast's card id."""
    beast = sorted(st.ultra.beasts)[0]
    put(st, seat, st.ultra.beasts[beast])
    return beast


def beat(st) -> None:  # type: ignore[no-untyped-def]
    """The wild side faints at once; its move is not taught (the battle's teach step skipped)."""
    from pokeforge.games.sinnoh.rules.battle import after_faints

    battle = st.battle
    for mon in battle.sides[1].party:
        mon.fainted, mon.damage = True, mon.max_health
    after_faints(battle, [1], [])
    if battle.outcome is not None:
        from pokeforge.games.sinnoh.journey.rules import battles

        battles.finish(st, [])
        st.invalidate()
        return
    while st.battle is not None:
        play(st, "skip")


def at_necrozma(st, seat: int = 0) -> None:  # type: ignore[no-untyped-def]
    put(st, seat, rules.NECROZMA_PLACE)


def test_search_on_an_ultra_beast_token_battles_it_with_its_prism_armour() -> None:
    st = ultra(2, seed=5)
    turn_of(st, 0)
    beast = beast_beside(st)
    assert "search" in texts(st)
    play(st, "search")
    battle = st.battle
    assert battle is not None and st.battle_seats == (0, -1)
    assert battle.sides[1].party[0].card == beast
    assert battle.prism == [0, 0]  # the Ultra Beast side of the board holds no token yet
    # cannot be captured: no ball is offered (they are uncapturable cards)
    assert not any(str(a).startswith("throw") for a in st.legal_actions(0))


def test_a_search_is_not_offered_where_no_token_stands_nor_twice() -> None:
    st = ultra(1, seed=5)
    put(st, 0, "0,0")
    assert "0,0" not in st.ultra.beasts.values()
    assert rules.token_here(st, 0) == "" and rules.search_actions(st, 0) == []
    beast_beside(st)
    assert rules.search_actions(st, 0) != []
    st.used = ("search",)
    assert "search" not in texts(st)


def test_defeating_an_ultra_beast_removes_it_and_moves_a_prism_token() -> None:
    st = ultra(2, seed=5)
    turn_of(st, 0)
    beast = beast_beside(st)
    points = st.trainers[0].points
    play(st, "search")
    beat(st)
    # rewarded like a Legendary Pokémon: 4 Journey Points, +1 as it fainted
    assert st.trainers[0].points == points + 5
    assert beast not in st.ultra.beasts and len(st.ultra.beasts) == 8
    assert st.ultra.prism == (8, 1)
    # the next Ultra Beast takes 1 token (2 tokens per point: no reduction yet), Necrozma 8
    turn_of(st, 1)
    beast_beside(st, 1)
    play(st, "search")
    assert st.battle is not None and st.battle.prism == [0, 1]


def test_an_ultra_beast_defeat_lets_every_trainer_discard_a_breach_card() -> None:
    st = ultra(3, seed=5)
    rules.grow(st, 20, [])  # two 10% steps: two cards each
    assert st.ultra.cards[0] == ("Reckless Assault", "Reckless Assault")
    turn_of(st, 0)
    beast_beside(st)
    play(st, "search")
    beat(st)
    # every trainer holding a card decides in turn (0, then the others in the turn order)
    deciders = []
    while st.decision() == "breach":
        seat = st.to_act()[0]
        assert sorted(texts(st)) == ["ultra discard", "ultra keep"]
        deciders.append(seat)
        play(st, "ultra discard" if seat == 0 else "ultra keep")
    assert sorted(deciders) == [0, 1, 2]
    assert st.ultra.cards[0] == ("Reckless Assault",)
    assert st.ultra.cards[1] == ("Reckless Assault", "Reckless Assault")


def test_losing_to_an_ultra_beast_leaves_its_token_and_does_not_eliminate() -> None:
    st = ultra(2, seed=5)
    turn_of(st, 0)
    beast = beast_beside(st)
    play(st, "search")
    decide_battle(st, 1)
    assert beast in st.ultra.beasts and st.ultra.prism == (9, 0)
    assert st.ultra.eliminated == [False, False] and st.trainers[0].defeated


def test_necrozma_is_battled_at_the_heart_of_the_breach_in_its_phase() -> None:
    st = ultra(2, seed=5)
    turn_of(st, 0)
    at_necrozma(st)
    play(st, "search")
    assert st.battle is not None and st.battle.sides[1].party[0].card == NECROZMA[0]
    assert st.battle.prism == [0, 9]  # the Ultra Burst side: 9 tokens, 4 less damage a turn


def test_necrozma_phases_and_the_win_of_every_trainer() -> None:
    st = ultra(2, seed=5)
    seen = []
    for phase in (1, 2, 3):
        turn_of(st, 0)
        party(st, 0, "Garchomp")
        at_necrozma(st)
        play(st, "search")
        assert st.battle is not None
        seen.append(st.battle.sides[1].party[0].card)
        beat(st)
        if phase < 3:
            assert st.ultra.phase == phase + 1 and st.outcome is None
    assert seen[0] == "800" and seen[1] in ("800-dm", "800-dw") and seen[2] == "800-m"
    assert st.ultra.won and st.ultra.phase == 4
    assert st.outcome is not None and st.outcome.winners == (0, 1)


def test_a_trainer_defeated_by_necrozma_is_eliminated_and_revived_by_a_blessing() -> None:
    st = ultra(2, seed=5, difficulty="veteran")
    turn_of(st, 0)
    at_necrozma(st)
    play(st, "search")
    decide_battle(st, 1)
    assert st.ultra.eliminated == [True, False] and st.ultra.phase == 1
    # Necrozma is fully restored between attempts; the eliminated trainer takes no turns
    for _ in range(3):
        assert st.decision() != "turn" or st.actor == 1
        if st.decision() == "beasts":
            play(st, "ultra let")
        else:
            play(st, "end")
    turn_of(st, 1)
    assert "ultra revive=1" in texts(st)
    play(st, "ultra revive=1")
    assert st.ultra.eliminated == [False, False] and st.ultra.blessings == 0
    assert st.trainers[0].usable()


def test_every_trainer_eliminated_with_a_blessing_left_must_revive_one() -> None:
    st = ultra(1, seed=5, difficulty="veteran")
    at_necrozma(st)
    play(st, "search")
    decide_battle(st, 1)
    assert st.outcome is None and st.decision() == "revive"
    assert texts(st) == ["ultra revive=1"]
    play(st, "ultra revive=1")
    assert st.ultra.eliminated == [False] and st.ultra.blessings == 0


def test_every_trainer_eliminated_without_a_blessing_loses() -> None:
    st = ultra(1, seed=5, difficulty="master")
    at_necrozma(st)
    play(st, "search")
    decide_battle(st, 1)
    assert st.outcome is not None and st.outcome.winners == () and st.outcome.losers == (0,)


def test_a_dealt_breach_card_whose_ability_is_unknown_is_said_so() -> None:
    st = ultra(1, seed=5)
    events = []
    rules.grow(st, 10, events)
    text = " ".join(e.text for e in events)
    assert "Reckless Assault" in text and "not known" in text
    assert st.view(0)["ultra"]["breach_cards"] == [["Reckless Assault"]]


def test_a_won_battle_round_trips_through_json() -> None:
    st = ultra(2, seed=5)
    turn_of(st, 0)
    at_necrozma(st)
    play(st, "search")
    beat(st)
    from pokeforge.games.sinnoh import GAME

    back = type(st).from_json(GAME, st.to_json())
    assert back.ultra.to_json() == st.ultra.to_json() and back.ultra.phase == 2
    assert back.ultra.necrozma() == st.ultra.necrozma()


def test_the_safety_cap_is_a_draw_for_the_group() -> None:
    # ours: the rulebook has no round limit; the co-op campaign reaching max_rounds is a draw
    st = ultra(2, seed=5, difficulty="master", max_rounds=1)
    for _ in range(4):
        if st.outcome is not None:
            break
        play(st, "end")
    assert st.outcome is not None and st.outcome.reason.startswith("The safety cap")
    assert st.outcome.winners == () and st.outcome.losers == ()
    assert "Necrozma is not defeated" in st.outcome.reason


def test_a_distortion_gate_leads_to_its_counterpart_at_no_cost() -> None:
    # DISTORTION GATES: "Each Distortion Gate links to its exact counterpart and does not cost a
    # tile move to use" (the way to Necrozma)
    st = ultra(1, seed=5)
    put(st, 0, "deepmarsh_gate")
    moves = st.moves_left
    assert "step 16,-5" in texts(st)  # the Deepmarsh Gate of the Distortion World
    play(st, "step 16,-5")
    assert st.trainers[0].at.name() == "16,-5" and st.moves_left == moves
    # back again, even with no tile move left (it costs none: ours, it is the same free link)
    st.moves_left = 0
    assert texts(st)[:1] == ["step 1,5"]
    play(st, "step 1,5")
    assert st.trainers[0].at.name() == "1,5" and st.moves_left == 0


def test_the_heart_of_sinnoh_keeps_its_gates_closed() -> None:
    from journey_builders import journey

    st = journey(1)
    put(st, 0, "deepmarsh_gate")
    assert "step 16,-5" not in texts(st)


def test_the_search_on_a_token_is_described_in_words() -> None:
    from pokeforge.games.sinnoh import GAME
    from pokeforge.games.sinnoh.journey.actions import SEARCH

    st = ultra(2, seed=5)
    turn_of(st, 0)
    beast = beast_beside(st)
    name = st.content.cards[beast].name
    assert GAME.describe_action(st, 0, SEARCH) == f"Battle the Ultra Beast {name} on your tile"
    at_necrozma(st)
    assert GAME.describe_action(st, 0, SEARCH) == (
        "Battle Necrozma (phase 1 of 3) at the Heart of the Breach"
    )
