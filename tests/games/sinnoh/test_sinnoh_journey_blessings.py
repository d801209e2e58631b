"""Shrine Blessings (SHRINE OFFERING, SHRINE BLESSING CLARIFICATIONS): Chance Encounter, Equivalent
Exchange (the new Pokémon keeps the moves and item), Splendid Banquet (free stews, on the
receiver's own turn), our Pilgrim's Gift, Sacred Spring and Apricorn Windfall; with 4 or more
trainers the blessing is also given to another trainer, the offerer applying it first."""

from __future__ import annotations

from journey_builders import give, journey, party, play, put, texts

from pokeforge.games.sinnoh.journey.decks import deck_key, key_of
from pokeforge.games.sinnoh.journey.state import JourneyState


def offer(st: JourneyState, card: str, colour: str = "red") -> None:
    put(st, st.actor, "shrine_of_frost")  # Mountain, Cold
    give(st, st.actor, **{colour: 1})
    st.shrines.events = [card]
    play(st, f"offering {colour}")


def test_chance_encounter_adds_the_top_pokemon_of_the_shrines_deck_of_the_tier() -> None:
    st = journey(2)
    seat = st.actor
    key = deck_key("Mountain", "Cold", "moderate")  # a pink Apricorn: tier 2
    top = st.decks[key][-1]  # the top of the deck is the end of the list
    size, size_deck = len(st.trainers[seat].party), len(st.decks[key])
    offer(st, "chance_encounter", "pink")
    assert len(st.trainers[seat].party) == size + 1
    assert st.trainers[seat].party[-1].card == top and len(st.decks[key]) == size_deck - 1


def test_chance_encounter_with_a_full_party_releases_one() -> None:
    st = journey(2)
    seat = st.actor
    party(st, seat, *["Bidoof"] * 6)
    offer(st, "chance_encounter")
    assert st.decision() == "release" and len(st.trainers[seat].party) == 7
    play(st, "release 0")
    assert len(st.trainers[seat].party) == 6 and st.decision() == "turn"


def test_equivalent_exchange_keeps_the_moves_and_item_and_discards_the_old_card() -> None:
    st = journey(2)
    seat = st.actor
    wild = st.content.cards[st.decks[deck_key("Forest", "Warm", "strong")][0]].name
    party(st, seat, "Bidoof", wild)  # a card of a Pokédex deck
    old = st.trainers[seat].party[1]
    old.moves, old.item = ["Tackle"], "eviolite"
    key = deck_key("Mountain", "Cold", "weak")
    top = st.decks[key][-1]  # the top of the deck is the end of the list
    offer(st, "equivalent_exchange")
    assert st.decision() == "exchange"
    assert texts(st) == ["exchange none", "exchange 0", "exchange 1"]
    play(st, "exchange 1")
    new = st.trainers[seat].party[1]
    assert new.card == top and new.moves == ["Tackle"] and new.item == "eviolite"
    old_key = key_of(st.content.cards[old.card])
    assert old_key is not None and st.discards[old_key] == [old.card]


def test_equivalent_exchange_keeps_the_alpha_token_with_its_health() -> None:
    """ "Notably, any Alpha Pokémon tokens are kept": the new Pokémon holds the token (+4 health,
    a Legendary in battle, never unequipped); the replaced card is discarded without it."""
    st = journey(2)
    seat = st.actor
    party(st, seat, "Bidoof", "Floatzel")
    old = st.trainers[seat].party[1]
    old.item, old.moves = "alpha_token", ["Alpha Strike"]
    old.max_health += 4
    top = st.decks[deck_key("Mountain", "Cold", "weak")][-1]
    offer(st, "equivalent_exchange")
    play(st, "exchange 1")
    new = st.trainers[seat].party[1]
    card = st.content.cards[top]
    assert new.card == top and new.item == "alpha_token" and new.moves == ["Alpha Strike"]
    assert (new.max_health, new.damage) == (card.health + 4, 0)
    assert "unequip 1" not in texts(st)  # the token stays on its Pokémon
    assert st.discards[key_of(st.content.card("Floatzel")) or ""] == [old.card]


def test_equivalent_exchange_keeps_an_items_health_and_form() -> None:
    st = journey(2)
    seat = st.actor
    party(st, seat, "Bidoof", "Shinx")
    old = st.trainers[seat].party[1]
    old.item = "blast_crystal"
    old.max_health += 2
    top = st.decks[deck_key("Mountain", "Cold", "weak")][-1]
    offer(st, "equivalent_exchange")
    play(st, "exchange 1")
    new = st.trainers[seat].party[1]
    assert new.max_health == st.content.cards[top].health + 2  # the Blast Crystal's +2
    st2 = journey(2)
    seat = st2.actor
    party(st2, seat, "Bidoof", "Shinx")
    st2.trainers[seat].party[1].item = "gracidea_flower"
    st2.decks[deck_key("Mountain", "Cold", "weak")].append("492")  # Shaymin on top (a test)
    offer(st2, "equivalent_exchange")
    play(st2, "exchange 1")
    shaymin = st2.trainers[seat].party[1]
    assert shaymin.card == "492-s" and shaymin.max_health == st2.content.cards["492-s"].health


def test_equivalent_exchange_declined_puts_the_card_back() -> None:
    st = journey(2)
    key = deck_key("Mountain", "Cold", "weak")
    size = len(st.decks[key])
    offer(st, "equivalent_exchange")
    play(st, "exchange none")
    assert len(st.decks[key]) == size


def test_splendid_banquet_gives_free_stews_by_tier() -> None:
    st = journey(2)
    seat = st.actor
    offer(st, "splendid_banquet", "pink")
    assert st.shrines.banquet[seat] == 2
    assert "feast zesty_stew" in texts(st)
    moves = st.moves_left
    bag = list(st.trainers[seat].bag)
    play(st, "feast zesty_stew")
    assert st.moves_left > moves and st.trainers[seat].bag == bag  # nothing paid
    assert st.shrines.banquet[seat] == 1
    assert "feast zesty_stew" not in texts(st)  # each stew once a turn


def test_pilgrims_gift_sacred_spring_and_apricorn_windfall() -> None:
    st = journey(2)
    seat = st.actor
    st.trainers[seat].party[0].damage = 2
    offer(st, "sacred_spring")
    assert st.trainers[seat].party[0].damage == 0
    st2 = journey(2)
    offer(st2, "apricorn_windfall", "white")
    assert st2.trainers[st2.actor].apricorns("white") == 2


def test_with_four_trainers_the_blessing_is_shared_after_the_offerer() -> None:
    st = journey(4)
    seat = st.actor
    other = (seat + 1) % 4
    before = [t.points for t in st.trainers]
    offer(st, "pilgrims_gift", "black")
    assert st.trainers[seat].points == before[seat] + 3  # the offerer first
    assert st.decision() == "share" and st.to_act() == (seat,)
    assert len(texts(st)) == 3
    play(st, f"share {other + 1}")
    assert st.trainers[other].points == before[other] + 3
    assert st.decision() == "turn"


def test_with_three_trainers_nothing_is_shared() -> None:
    st = journey(3)
    offer(st, "pilgrims_gift")
    assert st.decision() == "turn"


def test_a_shared_banquet_is_cooked_on_the_receivers_turn() -> None:
    st = journey(4)
    seat = st.actor
    offer(st, "splendid_banquet")
    other = st.order[(st.order.index(seat) + 1) % 4]
    play(st, f"share {other + 1}")
    assert st.shrines.banquet[other] == 1
    play(st, "end")
    assert st.actor == other
    assert any(t.startswith("feast") for t in texts(st))


# -- Ancient Wisdom (named by the SHRINE BLESSING CLARIFICATIONS; the card is ours) ----------------


def _moves_offered(st: JourneyState) -> set[str]:
    return {a.split("move=")[1].split(";")[0] for a in texts(st) if a.startswith("learn ")}


def _unique_move_card(st: JourneyState, tier: str) -> str:
    """A card of the tier's decks whose move no other card of those decks (or piles) has."""
    cards = [c for k, d in sorted(st.decks.owned()) if k.endswith(f"|{tier}") for c in d]
    moves = [st.content.cards[c].move for c in cards]
    teachable = set(st.content.moves)
    return next(
        c
        for c in cards
        if moves.count(st.content.cards[c].move) == 1 and st.content.cards[c].move in teachable
    )


def _learner(st: JourneyState, move: str) -> str:
    """A playable Pokémon that may be taught ``move`` (its type learnable, not its own move)."""
    mtype = st.content.moves[move].type
    return next(
        c.name
        for c in sorted(st.content.cards.values(), key=lambda c: c.id)
        if st.content.playable(c) and c.move != move and mtype in (*c.learnable, "typeless")
    )


def test_ancient_wisdom_teaches_a_move_of_the_tiers_decks_and_no_pokemon() -> None:
    st = journey(2)
    seat = st.actor
    party(st, seat, _learner(st, st.content.cards[_unique_move_card(st, "moderate")].move))
    offer(st, "ancient_wisdom", "pink")  # tier 2: the Moderate decks
    assert st.decision() == "wisdom" and st.to_act() == (seat,)
    options = texts(st)
    assert "gift none" in options
    assert not any(a.startswith("gift ") and a != "gift none" for a in options)  # no Pokémon
    offered = _moves_offered(st)
    moderate = {
        st.content.cards[c].move for k, d in st.decks.owned() if k.endswith("|moderate") for c in d
    }
    assert offered and offered <= moderate
    move = sorted(offered)[0]
    play(st, next(a for a in options if a.startswith("learn 0 ") and f"move={move}" in a))
    assert move in st.trainers[seat].party[0].moves and st.decision() == "turn"


def test_ancient_wisdom_takes_moves_from_the_discard_piles_for_weak_pokemon_only() -> None:
    for colour, tier, from_discard in (("red", "weak", True), ("pink", "moderate", False)):
        st = journey(2)
        seat = st.actor
        card = _unique_move_card(st, tier)
        party(st, seat, _learner(st, st.content.cards[card].move))
        key = key_of(st.content.cards[card])
        assert key is not None
        st.decks[key].remove(card)
        st.discards.setdefault(key, []).append(card)  # only in a discard pile now
        offer(st, "ancient_wisdom", colour)
        move = st.content.cards[card].move
        assert (move in _moves_offered(st)) is from_discard, tier


def test_ancient_wisdom_declined_teaches_nothing() -> None:
    st = journey(2)
    seat = st.actor
    before = [list(m.moves) for m in st.trainers[seat].party]
    offer(st, "ancient_wisdom", "black")
    play(st, "gift none")
    assert [list(m.moves) for m in st.trainers[seat].party] == before
    assert st.decision() == "turn"


def test_ancient_wisdom_shared_with_four_trainers_after_the_offerer() -> None:
    st = journey(4)
    seat = st.actor
    offer(st, "ancient_wisdom", "red")
    assert st.decision() == "wisdom" and st.to_act() == (seat,)
    play(st, "gift none")
    assert st.decision() == "share"
    other = next(s for s in range(4) if s != seat)
    play(st, f"share {other + 1}")
    assert st.decision() == "wisdom" and st.to_act() == (other,)
