"""The audit of 2026-11-28 of LEGENDARY POKÉMON, POKÉMON FORMS, SHRINE OFFERING, LEGENDARY
EVENTS, CELESTIAL FRACTURE, SHRINE BLESSING CLARIFICATIONS, FOLLOWER TOKENS, CHANGE OF FATE CARDS
and THE GODS OF SINNOH: the rule sentences no test pinned until then (docs/rules/sinnoh.md, "Audit
(legendaries, forms, shrines, gods and Change of Fate, 2026-11-28)")."""

from __future__ import annotations

from journey_builders import give, journey, play, put, texts
from sinnoh_builders import hit, script, start, use

from pokeforge.core.events import Event
from pokeforge.games.sinnoh.journey.decks import key_of
from pokeforge.games.sinnoh.rules import tactics

# -- LEGENDARY POKÉMON -----------------------------------------------------------------------------


def test_beast_boost_adds_up_when_it_triggers_twice_before_the_next_attack() -> None:
    # "Triggers whenever the Pokémon battling the Legendary faints. Its battle fatigue is
    # decreased by 3 whilst increasing the attack strength of the next attack it uses by 1": each
    # trigger does both (two faints before its next attack: fatigue -6, +2 strength)
    st = start("Dialga", "Bidoof,Chansey,Eevee")
    dialga = st.sides[0].party[0]
    dialga.fatigue = 7
    events: list[Event] = []
    tactics.beast_boost(st, 1, events)
    tactics.beast_boost(st, 1, events)
    assert dialga.fatigue == 7 - 6 and dialga.boost == 2
    script(st, status=8)
    roll = next(e for e in use(st) if e.kind == "attack").public["roll"]
    assert roll["strength"] == 6 + 2 and dialga.boost == 0  # Roar of Time 6


def test_ultra_beasts_are_legendary_pokemon_with_their_tactics() -> None:
    # "Alpha Pokémon, Ultra Beasts and the Ultra Burst are special types of Legendary Pokémon"
    st = start("Snorlax", opponent="wild", wild="Nihilego")
    assert st.sides[1].party[0].tactics == ("Alpha Strike", "Beast Boost")


# -- POKÉMON FORMS (during battle, by a move) ------------------------------------------------------


def test_a_form_change_by_a_move_changes_neither_battle_fatigue_nor_the_turn_order() -> None:
    # Cherrim's Gather Sunlight (Sunshine Form) against an ordinary attack of the same battle
    after: list[tuple[str, int, int]] = []
    for party in ("Cherrim", "Cherrim+Tackle"):
        st = start(party, "Blissey")
        st.sides[0].party[0].fatigue = 2
        script(st, hits=1)
        use(st, 0 if party == "Cherrim" else 1)
        mon = st.sides[0].party[0]
        after.append((mon.card, mon.fatigue, st.actor))
    changed, plain = after
    assert changed[0] == "421-s" and plain[0] == "421"
    assert changed[1:] == plain[1:] == (3, 1)  # one more roll of fatigue; the other side acts


def test_the_form_changes_before_fainting_to_self_damage() -> None:
    # Chest Thump: 2 self-damage and the Zen Form; Darmanitan faints to its own damage in it
    st = start("Darmanitan#damage=6,Bidoof", "Blissey,Bidoof")
    darmanitan = st.sides[0].party[0]
    script(st, hits=1)
    events = use(st)
    assert darmanitan.fainted and darmanitan.card == "555-d"
    kinds = [e.kind for e in events]
    assert kinds.index("effect") < kinds.index("faint")


def test_a_form_changing_move_taught_to_a_pokemon_without_its_form_is_ignored() -> None:
    st = start("Turtwig+Gather Sunlight", "Blissey")
    turtwig = st.sides[0].party[0]
    card = turtwig.card
    ctx = hit(st, "Gather Sunlight", (0, 1, 0))
    assert turtwig.card == card
    assert not any("changed to" in n for n in ctx.notes)


def test_a_defeated_pokemon_with_forms_offers_the_signature_move_of_each_form() -> None:
    # "If you defeat a wild Pokémon with different signature moves on its forms, you can teach
    # any of the signature moves to your Pokémon"
    st = start("Leafeon", opponent="wild", wild="Cherrim")
    assert st.actor == 0
    for _ in range(4):
        if st.phase == "teach" or st.outcome is not None:
            break
        script(st, crits=6)
        use(st)
        if st.phase == "send":
            break
    assert st.phase == "teach"
    assert [str(a) for a in st.legal_actions(0)] == [
        "teach 0 move=Gather Sunlight",
        "teach 0 move=Solar Beam",
        "skip",
    ]


# -- LEGENDARY EVENTS, THE GODS OF SINNOH: met only at their shrines -------------------------------


def test_shrine_legendaries_and_the_gods_lie_in_no_pokedex_deck() -> None:
    # ENCOUNTERING POKÉMON: "Shrine Legendary Pokémon: can only be encountered at their home
    # shrine after their event card is drawn"; the Gods only at the Origin Shrine
    st = journey(2)
    names = {"Articuno", "Zapdos", "Moltres", "Cresselia", "Darkrai", "Regigigas", "Celebi"}
    names |= {"Dialga", "Palkia", "Giratina"}
    for name in names:
        for card in st.content.forms_of(st.content.card(name)):
            assert key_of(card) is None, card.id
            assert all(card.id not in deck for deck in st.decks.values())


# -- CELESTIAL FRACTURE, FOLLOWER TOKENS, CHANGE OF FATE CARDS -------------------------------------


def test_every_follower_token_starts_face_down() -> None:
    st = journey(3)
    assert st.shrines.followers == ["", "", ""]
    assert all(h == [] for h in st.shrines.hands)


def test_a_fracture_gives_a_change_of_fate_card_instead_of_any_apricorns() -> None:
    st = journey(3)
    seat = st.actor
    put(st, seat, "shrine_of_frost")
    give(st, seat, red=1)
    bags = [list(t.bag) for t in st.trainers]
    bags[seat][0] -= 1  # the red Apricorn offered
    st.shrines.events = ["celestial_fracture"]
    play(st, "offering red")
    assert [list(t.bag) for t in st.trainers] == bags
    assert [len(h) for h in st.shrines.hands] == [1, 1, 1]


def test_the_change_of_fate_hand_has_no_limit() -> None:
    st = journey(2)
    seat = st.actor
    st.shrines.hands[seat] = ["Cosmic Void"] * 5 + ["Devious Ambush"] * 5
    st.shrines.fate = ["Devious Ambush"]
    put(st, seat, "shrine_of_frost")
    give(st, seat, red=1)
    st.shrines.events = ["celestial_fracture"]
    play(st, "offering red")
    assert len(st.shrines.hands[seat]) == 11


def test_a_card_taken_from_the_loser_is_not_a_draw_and_changes_no_follower() -> None:
    # "Whenever you draw a Change of Fate card, you may change your Follower token": the winner
    # of a trainer battle takes a card from the loser's hand, which is no draw (ours)
    from test_sinnoh_journey_fate_cards import _end, together

    st, a, b = together(2)
    st.shrines.hands[b] = ["Cosmic Void"]
    st.shrines.fate = []
    play(st, f"challenge {b + 1}")
    _end(st, 0)
    assert st.shrines.hands[a] == ["Cosmic Void"]
    assert all(entry["kind"] != "follow" or entry["seat"] != a for entry in st.pending)
    assert "follow palkia" not in texts(st, a)


def test_the_follower_change_after_a_draw_offers_only_another_god() -> None:
    # "you may change your Follower token to another God of Sinnoh"
    st = journey(2)
    seat = st.actor
    st.shrines.followers[seat] = "dialga"
    st.trainers[seat].defeated = True
    st.shrines.fate = ["Cosmic Void"]
    from pokeforge.games.sinnoh.journey.rules import fate

    events: list[Event] = []
    fate.start_turn(st, seat, events)
    assert st.pending[-1] == {"kind": "follow", "seat": seat}
    assert fate.follow_options(st, seat) == ["keep", "palkia", "giratina"]


def test_becoming_a_follower_of_the_god_as_the_turn_starts_gives_the_extra_tile_move() -> None:
    # THE GODS OF SINNOH: "They may move 1 additional tile per turn"; a trainer out of usable
    # Pokémon draws a Change of Fate card as their turn starts and may follow the God on the
    # Origin Shrine then, before moving: the extra tile is theirs this turn (and leaving it, no
    # longer theirs)
    for before, after, moves in (("", "dialga", 4), ("dialga", "palkia", 3)):
        st = journey(2)
        a = st.actor
        b = st.order[(st.order.index(a) + 1) % 2]
        st.shrines.god = "dialga"
        st.shrines.followers[b] = before
        st.shrines.fate = ["Cosmic Void"]
        st.trainers[b].defeated = True
        play(st, "end")
        assert st.actor == b and st.decision() == "follow"
        play(st, f"follow {after}")
        assert st.shrines.followers[b] == after and st.moves_left == moves


def test_the_most_followed_god_whose_token_is_still_in_the_game_comes() -> None:
    # "(this means that their token can no longer be placed when a Celestial Fracture event
    # occurs)": read as the God with the most Followers among the tokens still in the game
    st = journey(3)
    st.shrines.gone = ["palkia"]
    st.shrines.god = "giratina"
    seat = st.actor
    put(st, seat, "shrine_of_frost")
    give(st, seat, red=1)
    st.shrines.events = ["celestial_fracture"]
    play(st, "offering red")
    for choice in ("palkia", "palkia", "dialga"):
        play(st, f"follow {choice}")
    assert st.shrines.god == "dialga"  # replacing Giratina's token, which may come back later
    assert st.shrines.gone == ["palkia"]


def test_only_shrine_blessings_are_shared_with_four_trainers() -> None:
    # "When there are 4 or more trainers, Shrine Blessing effects are also given to another
    # trainer": not a Legendary Event's or a Celestial Fracture's
    for card, after in (("song_of_frost", "turn"), ("celestial_fracture", "vote")):
        st = journey(4)
        seat = st.actor
        put(st, seat, "shrine_of_thunder")
        give(st, seat, red=1)
        st.shrines.events = [card]
        play(st, "offering red")
        assert st.decision() == after
        assert all(entry["kind"] != "share" for entry in st.pending)


def test_both_cards_kept_are_applied_before_the_first_ones_decision() -> None:
    # SHRINE OFFERING, 7 Journey Points: the rulebook gives no order; ours: the two cards kept are
    # applied one after the other at once, and a decision of the first (here Equivalent Exchange)
    # is taken after the second (Chance Encounter) was applied
    st = journey(2)
    seat = st.actor
    put(st, seat, "shrine_of_frost")
    give(st, seat, red=1)
    st.trainers[seat].points = 7
    st.shrines.events = ["chance_encounter", "equivalent_exchange", "pilgrims_gift"]
    play(st, "offering red draw3")
    drawn = st.shrines.drawn
    first, second = drawn.index("equivalent_exchange"), drawn.index("chance_encounter")
    play(st, f"choose {first}+{second}")
    assert len(st.trainers[seat].party) == 2  # the Chance Encounter's Pokémon has joined
    assert st.decision() == "exchange"
    assert texts(st) == ["exchange none", "exchange 0", "exchange 1"]
    assert st.trainers[seat].points == 0
