"""JOURNEY STAMPS on the journey (STAMP SHEET, REQUIREMENTS, REWARDS): each stamp claimed at once
when its requirement is met, once, in any order; the n-th stamp gives the n-th reward (Apricorns,
a search of the Weak / Moderate / Strong decks and discard piles for a Pokémon or a move, the
Scroll of Nobility, which gives a starter's final form its Noble Form while held)."""

from __future__ import annotations

from journey_builders import give, journey, party, play, put, texts

from pokeforge.core.events import Event
from pokeforge.core.outcome import Outcome, Termination
from pokeforge.games.sinnoh.journey import JourneyState
from pokeforge.games.sinnoh.journey.render import render
from pokeforge.games.sinnoh.journey.rules import battles, stamps


def _win(st: JourneyState, winner: int | None, **rewards: object) -> list[Event]:
    battle = st.battle
    assert battle is not None
    battle.rewards = dict(rewards)
    winners = () if winner is None else (winner,)
    battle.outcome = Outcome(Termination.KNOCKOUT, winners, "test")
    events: list[Event] = []
    battles.finish(st, events)
    return events


def test_the_sheet_and_its_rewards() -> None:
    assert stamps.STAMPS == ("fainted", "rival", "colours", "legend", "crafter", "swarm", "gods")
    assert [k for k, _ in stamps.REWARDS] == [
        "apricorns",
        "search",
        "apricorns",
        "search",
        "apricorns",
        "search",
        "item",
    ]
    assert stamps.REWARDS[4] == ("apricorns", ("black", "black", "black"))
    assert stamps.REWARDS[6] == ("item", "scroll_of_nobility")


def test_a_battle_item_crafted_is_a_stamp_and_the_first_reward_is_apricorns() -> None:
    st = journey(1)
    seat = st.actor
    give(st, seat, red=0, blue=1, green=1, black=1)
    events = play(st, "craft eviolite")
    assert st.explore.stamps[seat] == ("crafter",)
    t = st.trainers[seat]
    assert (t.apricorns("red"), t.apricorns("blue"), t.apricorns("yellow")) == (1, 1, 1)
    assert any(e.kind == "stamp" and "1 of 7" in e.text for e in events)
    give(st, seat, blue=1, green=1, black=1)
    play(st, "craft eviolite")
    assert st.explore.stamps[seat] == ("crafter",)  # once only


def test_every_colour_in_the_bag_then_the_second_reward_searches_the_weak_decks() -> None:
    st = journey(1)
    seat = st.actor
    st.explore.stamps[seat] = ("crafter",)
    give(st, seat, red=1, blue=1, yellow=1, pink=1, green=1, white=1, black=0)
    play(st, "end")
    assert st.explore.stamps[seat] == ("crafter",)  # no black yet
    give(st, seat, black=1)
    play(st, "end")  # any decision checks the bag (one trainer: the next turn is theirs)
    assert st.explore.stamps[seat] == ("crafter", "colours")
    assert st.decision() == "gift" and st.pending[0]["tier"] == "weak"
    options = texts(st)
    assert options[0] == "gift none" and any(o.startswith("learn 0 move=") for o in options)
    weak = {c for k, d in st.decks.items() if k.endswith("|weak") for c in d}
    offered = {o.split()[1] for o in options if o.startswith("gift ") and o != "gift none"}
    assert offered == weak | {c for k, d in st.discards.items() if k.endswith("|weak") for c in d}
    card = sorted(offered)[0]
    before = sum(len(d) for d in st.decks.values())
    play(st, f"gift {card}")
    t = st.trainers[seat]
    assert t.party[-1].card == card and sum(len(d) for d in st.decks.values()) == before - 1
    assert st.decision() == "turn"


def test_the_reward_may_teach_a_move_instead() -> None:
    st = journey(1)
    seat = st.actor
    party(st, seat, "Piplup")
    st.explore.stamps[seat] = ("crafter",)
    give(st, seat, red=1, blue=1, yellow=1, pink=1, green=1, white=1, black=1)
    play(st, "end")
    assert st.decision() == "gift"
    learn = [o for o in texts(st) if o.startswith("learn 0 move=")]
    assert learn
    name = learn[0].split("move=")[1]
    move = st.content.moves[name]
    assert move.type == "typeless" or move.type in st.content.card("Piplup").learnable
    play(st, learn[0])
    mon = st.trainers[seat].party[0]
    assert mon.moves == [name]
    teacher = next(c for k, d in st.discards.items() for c in d if st.content.cards[c].move == name)
    assert teacher  # the card whose move was taught is discarded


def test_a_trainer_battle_won_is_a_stamp_for_the_winner_only() -> None:
    st = journey(2)
    a = st.actor
    b = 1 - a
    put(st, a, "0,-5")
    put(st, b, "0,-5")
    play(st, f"challenge {b + 1}")
    _win(st, 0)
    assert st.explore.stamps[a] == ("rival",) and st.explore.stamps[b] == ()


def test_out_of_usable_pokemon_is_a_stamp() -> None:
    st = journey(2)
    a = st.actor
    b = 1 - a
    put(st, a, "0,-5")
    put(st, b, "0,-5")
    play(st, f"challenge {b + 1}")
    for mon in st.trainers[b].party:
        mon.fainted = True
    _win(st, 0)
    assert st.explore.stamps[b] == ("fainted",)
    assert st.trainers[b].apricorns("blue") >= 1  # the first reward


def test_a_legendary_defeated_and_a_swarm_won_are_stamps() -> None:
    st = journey(1)
    seat = st.actor
    put(st, seat, "magma_chamber")
    st.trainers[seat].items = ["magma_stone"]
    st.invalidate()
    play(st, "search")
    st.battle.sides[1].party[0].fainted = True  # type: ignore[union-attr]
    _win(st, 0, journey_points=5)
    assert st.explore.stamps[seat] == ("legend",)
    put(st, seat, "snowdrift_gate")
    play(st, "search")
    for mon in st.battle.sides[1].party:  # type: ignore[union-attr]
        mon.fainted = True
    _win(st, 0, journey_points=7)
    assert st.explore.stamps[seat] == ("legend", "swarm")
    assert st.decision() == "gift"  # the second reward


def test_a_swarm_lost_is_no_stamp() -> None:
    st = journey(1)
    seat = st.actor
    put(st, seat, "snowdrift_gate")
    play(st, "search")
    st.battle.sides[1].party[0].fainted = True  # type: ignore[union-attr]
    _win(st, None)
    assert "swarm" not in st.explore.stamps[seat]


def test_the_seventh_reward_is_the_scroll_and_it_gives_the_noble_form() -> None:
    st = journey(1)
    seat = st.actor
    st.explore.stamps[seat] = ("fainted", "rival", "colours", "legend", "crafter", "swarm")
    party(st, seat, "Torterra")
    events: list[Event] = []
    stamps.claim(st, seat, "gods", events)
    t = st.trainers[seat]
    assert t.items == ["scroll_of_nobility"]
    st.invalidate()
    normal = st.content.card("Torterra")
    play(st, "equip 0 scroll_of_nobility")
    mon = t.party[0]
    noble = st.content.cards[mon.card]
    assert noble.form == "Noble Form" and noble.id != normal.id
    assert mon.max_health == noble.health
    play(st, "unequip 0")
    assert mon.card == normal.id and mon.max_health == normal.health


def test_the_view_and_the_text_show_the_stamps() -> None:
    st = journey(2)
    seat = st.actor
    st.explore.stamps[seat] = ("crafter",)
    assert st.view(None)["trainers"][seat]["stamps"] == ["crafter"]
    text = render(st, seat)
    assert "Journey Stamps: " in text and "1/7 (A Battle Item crafted)" in text


# -- REQUIREMENTS: the Change of Fate cards, the solo trainer-battle stamp -------------------------


def _hand(st: JourneyState, seat: int, *cards: str) -> list[Event]:
    st.shrines.hands[seat] = sorted(cards)
    events: list[Event] = []
    stamps.check(st, events)
    return events


def test_dialga_palkia_and_giratina_cards_in_hand_are_a_stamp() -> None:
    # the content has no Dialga card: an Arceus card (Divine Intervention) counts as any of them
    st = journey(2)
    seat = st.actor
    _hand(st, seat, "Cosmic Void", "Devious Ambush")
    assert "gods" not in st.explore.stamps[seat]  # Palkia and Giratina only
    events = _hand(st, seat, "Cosmic Void", "Devious Ambush", "Divine Intervention")
    assert st.explore.stamps[seat] == ("gods",)
    assert any(e.kind == "stamp" and e.public["stamp"] == "gods" for e in events)
    assert st.explore.stamps[1 - seat] == ()


def test_arceus_cards_stand_in_for_any_missing_god_but_once_each() -> None:
    st = journey(1)
    _hand(st, 0, "Cosmic Void", "Divine Intervention")
    assert "gods" not in st.explore.stamps[0]  # one Arceus card cannot be Dialga and Giratina
    _hand(st, 0, "Cosmic Void", "Cosmic Void", "Divine Intervention", "Divine Intervention")
    assert st.explore.stamps[0] == ("gods",)


def test_the_cards_stamp_counts_a_hand_carried_into_a_battle() -> None:
    st = journey(1)
    seat = st.actor
    put(st, seat, "tree_cold_forest_1b")
    play(st, "search")
    st.shrines.hands[seat] = ["Cosmic Void", "Devious Ambush", "Divine Intervention"]
    play(st, texts(st)[0])  # the battle begins: the hand is the battle side's now
    assert st.shrines.hands[seat] == [] and st.battle is not None
    events: list[Event] = []
    stamps.check(st, events)
    assert st.explore.stamps[seat] == ("gods",)


def test_solo_the_first_commander_defeated_is_the_trainer_battle_stamp() -> None:
    # REQUIREMENTS: "if playing solo, this can be the first Team Galactic Commander/Ultra Beast"
    st = journey(1)
    seat = st.actor
    st.heart.liberated = [True]
    st.heart.act = "act2"
    put(st, seat, "lake_verity")
    play(st, "campaign mars")
    _win(st, 1)  # Mars wins: no stamp
    assert "rival" not in st.explore.stamps[seat]
    st.trainers[seat].defeated = False
    for mon in st.trainers[seat].party:
        mon.fainted, mon.damage = False, 0
    st.phase, st.actor, st.pending, st.used = "turn", seat, [], ()
    put(st, seat, "lake_verity")
    play(st, "campaign mars")
    _win(st, 0)
    assert "rival" in st.explore.stamps[seat]


def test_solo_the_grunts_are_not_the_trainer_battle_stamp() -> None:
    st = journey(1)
    seat = st.actor
    put(st, seat, st.trainers[seat].home)
    play(st, "campaign grunts")
    _win(st, 0)
    assert "rival" not in st.explore.stamps[seat]


def test_solo_an_ultra_beast_defeated_is_the_trainer_battle_stamp() -> None:
    st = journey(1)
    seat = st.actor
    st.site = "tree_cold_forest_1b"
    battles.start_wild(st, seat, "793", [])  # Nihilego
    st.battle.sides[1].party[0].fainted = True  # type: ignore[union-attr]
    _win(st, 0)
    assert "rival" in st.explore.stamps[seat] and "legend" not in st.explore.stamps[seat]


def test_with_two_trainers_a_commander_is_not_the_trainer_battle_stamp() -> None:
    # a trainer playing Team Galactic (galactic_seat=next) is not "another trainer" of the stamp
    st = journey(2, galactic_seat="next")
    seat = st.actor
    other = 1 - seat
    st.heart.liberated = [True, True]
    st.heart.act = "act2"
    put(st, seat, "lake_verity")
    play(st, "campaign mars")
    while st.battle is None:  # the trainer playing Team Galactic chooses Mars's Pokémon
        play(st, texts(st, other)[0], other)
    assert st.battle_seats == (seat, other)
    _win(st, 1)
    assert st.explore.stamps[other] == () and st.explore.stamps[seat] == ()


# -- audit (campaign, stamps and hidden spots, 2026-11-28) -----------------------------------------


def test_a_grunts_pokemon_defeated_is_not_a_legendary_stamp() -> None:
    # REQUIREMENTS: "defeated or captured a Legendary Pokémon": a Grunt's Murkrow is not one
    st = journey(1)
    seat = st.actor
    put(st, seat, st.trainers[seat].home)
    play(st, "campaign grunts")
    for mon in st.battle.sides[1].party:  # type: ignore[union-attr]
        mon.fainted = True
    _win(st, 0)
    assert "legend" not in st.explore.stamps[seat]


def test_a_commanders_lake_guardian_defeated_is_a_legendary_stamp() -> None:
    st = journey(1)
    seat = st.actor
    st.heart.liberated = [True]
    st.heart.act = "act2"
    put(st, seat, "lake_verity")
    play(st, "campaign mars")
    foe = st.battle.sides[1]  # type: ignore[union-attr]
    for mon in foe.party:
        mon.fainted = st.content.cards[mon.card].species != "Mesprit"
    _win(st, 1)  # Mars wins, but every Pokémon but Mesprit was defeated: no Legendary
    assert "legend" not in st.explore.stamps[seat]
    st.trainers[seat].defeated = False
    for mon in st.trainers[seat].party:
        mon.fainted, mon.damage = False, 0
    st.phase, st.actor, st.pending, st.used = "turn", seat, [], ()
    put(st, seat, "lake_verity")
    st.heart.shards[seat] = ("knowledge", "willpower")  # 5 of 5: Mesprit is among them
    play(st, "campaign mars")
    foe = st.battle.sides[1]  # type: ignore[union-attr]
    for mon in foe.party:
        mon.fainted = st.content.cards[mon.card].species == "Mesprit"
    _win(st, 1)  # defeated, though the battle is lost
    assert "legend" in st.explore.stamps[seat]


def test_a_legendary_defeated_in_a_trainer_battle_is_a_stamp() -> None:
    # "defeated … a Legendary Pokémon" wherever it battles: here another trainer's Alpha
    st = journey(2)
    a = st.actor
    b = 1 - a
    party(st, b, "Piplup", "Bidoof")
    st.trainers[b].party[1].item = "alpha_token"
    put(st, a, "0,-5")
    put(st, b, "0,-5")
    play(st, f"challenge {b + 1}")
    battle = st.battle
    assert battle is not None
    battle.sides[1].party[0].fainted = True  # Piplup only: no Legendary defeated yet
    _win(st, 1)
    assert "legend" not in st.explore.stamps[a]
    st2 = journey(2)
    party(st2, b, "Piplup", "Bidoof")
    st2.trainers[b].party[1].item = "alpha_token"
    put(st2, a, "0,-5")
    put(st2, b, "0,-5")
    play(st2, f"challenge {b + 1}")
    battle = st2.battle
    assert battle is not None
    battle.sides[1].party[1].fainted = True  # the Alpha Bidoof
    _win(st2, 1)
    assert "legend" in st2.explore.stamps[a] and "legend" not in st2.explore.stamps[b]


def test_each_new_stamp_gives_the_next_reward_in_the_sheets_order() -> None:
    # REWARDS: "You get the next reward each time you gain a new stamp", 1 to 7, whichever stamps
    st = journey(1)
    seat = st.actor
    t = st.trainers[seat]
    t.bag = [0] * 7
    events: list[Event] = []
    order = ("gods", "swarm", "crafter", "legend", "colours", "rival", "fainted")  # any order
    got = []
    for n, stamp in enumerate(order, start=1):
        before = list(t.bag)
        stamps.claim(st, seat, stamp, events)
        gained = [b - a for a, b in zip(before, t.bag, strict=True)]
        if st.pending:
            got.append(st.pending.pop()["tier"])
        elif any(gained):
            got.append(tuple(gained))
        else:
            got.append(t.items[-1])
        assert len(st.explore.stamps[seat]) == n
    # COLOURS: red, blue, yellow, pink, green, white, black
    assert got == [
        (1, 1, 1, 0, 0, 0, 0),
        "weak",
        (0, 0, 0, 1, 1, 1, 0),
        "moderate",
        (0, 0, 0, 0, 0, 0, 3),
        "strong",
        "scroll_of_nobility",
    ]
    stamps.claim(st, seat, "gods", events)  # a stamp is claimed once
    assert len(st.explore.stamps[seat]) == 7 and not st.pending


def test_cyruss_porygon_z_defeated_is_not_a_legendary_stamp() -> None:
    # its species has a Legendary card only in the Noble Form (the Scroll of Nobility's): no
    # Legendary Pokémon; a Lake Guardian's species is Legendary in its own wild card
    st = journey(1)
    seat = st.actor
    st.heart.liberated = [True]
    st.heart.shards[seat] = ("emotion", "knowledge", "willpower")
    st.heart.heart[seat] = True
    st.trainers[seat].items = ["heart_of_sinnoh"]
    put(st, seat, "temple_of_sinnoh")
    play(st, "campaign cyrus")
    foe = st.battle.sides[1]  # type: ignore[union-attr]
    for mon in foe.party:
        mon.fainted = st.content.cards[mon.card].name == "Porygon-Z"
    if not any(m.fainted for m in foe.party):
        foe.party[0].card = "474-gl"  # Porygon-Z was not drawn: put it in
        foe.party[0].fainted = True
    _win(st, 1)
    assert "legend" not in st.explore.stamps[seat]
