"""ENCOUNTERING POKÉMON: the Pokédex decks (biome × climate × tier, from the card data), the
search at an Apricorn Tree or Reef (3 / 2 / 1 Pokémon, seen by the searcher alone), the choice of
one to battle (crafting still allowed before it), the others back in the deck, and the GENERAL
FAQ's search that finds no Pokémon."""

from __future__ import annotations

from collections import Counter

from journey_builders import give, journey, play, put, texts

from pokeforge.games.sinnoh import GAME
from pokeforge.games.sinnoh.journey.decks import all_decks, key_of


def test_the_decks_hold_every_weak_moderate_and_strong_card_by_biome_climate_and_tier() -> None:
    st = journey(1)
    content = st.content
    decks = all_decks(content)
    expected: Counter[str] = Counter()
    for card in content.cards.values():
        wild = card.tier in ("weak", "moderate", "strong") and card.state <= 1 and card.biome
        if wild and not card.trainer and content.playable(card):
            expected[f"{card.biome}|{card.climate}|{card.tier}"] += max(1, card.copies)
    assert {k: len(v) for k, v in decks.items()} == dict(expected)
    assert "Forest|Temperate|weak" in decks and "Ocean|Warm|strong" in decks
    # no starter, legendary or Team Galactic card in a deck
    assert all(key_of(content.cards[c]) == k for k, cards in decks.items() for c in cards)
    assert not any(content.cards[c].starter for cards in decks.values() for c in cards)
    # the game's decks are the same cards, shuffled
    assert {k: sorted(v) for k, v in st.decks.items()} == {k: sorted(v) for k, v in decks.items()}


def _search(place: str, seed: int = 1) -> tuple[object, list[str]]:
    st = journey(2, seed=seed)
    seat = st.actor
    put(st, seat, place)
    play(st, "search")
    return st, list(st.search)


def test_a_tier_1_tree_shows_three_weak_pokemon_of_its_biome_and_climate() -> None:
    st, drawn = _search("tree_cold_forest_1b")
    cards = st.content.cards  # type: ignore[attr-defined]
    assert len(drawn) == 3
    assert all(cards[c].tier == "weak" and cards[c].biome == "Forest" for c in drawn)
    assert all(cards[c].climate == "Cold" for c in drawn)


def test_tier_2_and_3_show_two_moderate_and_one_strong_and_a_reef_its_ocean() -> None:
    for place, n, tier, biome in (
        ("tree_warm_plains_2a", 2, "moderate", "Plains"),
        ("tree_temperate_mountain_3a", 1, "strong", "Mountain"),
        ("reef_cold_ocean_1a", 3, "weak", "Ocean"),
    ):
        st, drawn = _search(place)
        cards = st.content.cards  # type: ignore[attr-defined]
        assert len(drawn) == n
        assert all(cards[c].tier == tier and cards[c].biome == biome for c in drawn)


def test_only_the_searcher_sees_the_pokemon_drawn() -> None:
    st = journey(2)
    seat, other = st.actor, 1 - st.actor
    put(st, seat, "tree_cold_forest_1b")
    events = play(st, "search")
    mine = st.view(seat)["search"]
    assert sorted(mine["cards"]) == sorted(st.search) and mine["count"] == 3
    for viewer in (other, None):
        shown = st.view(viewer)["search"]
        assert shown["count"] == 3 and "cards" not in shown
        assert all(c not in str(e.for_seat(viewer)) for e in events for c in st.search)
    assert all(c in str(events[-1].for_seat(seat)) for c in st.search)


def test_once_searched_one_must_be_battled_though_crafting_is_still_allowed() -> None:
    st = journey(2)
    seat = st.actor
    put(st, seat, "tree_cold_forest_1b")
    give(st, seat, red=4)
    play(st, "search")
    offered = texts(st)
    picks = [t for t in offered if t.startswith("battle ")]
    assert sorted(p.split()[1] for p in picks) == sorted(set(st.search))
    assert set(offered) - set(picks) <= {t for t in offered if t.startswith("craft ")}
    assert "end" not in offered and not any(t.startswith("step") for t in offered)
    play(st, "craft poke_ball")
    assert st.phase == "pick" and st.trainers[seat].balls == ["poke"]


def test_the_others_go_back_and_the_chosen_one_is_revealed_in_battle() -> None:
    st = journey(2)
    seat = st.actor
    put(st, seat, "tree_cold_forest_1b")
    size = len(st.decks["Forest|Cold|weak"])
    play(st, "search")
    chosen = st.search[0]
    events = play(st, f"battle {chosen}")
    assert len(st.decks["Forest|Cold|weak"]) == size - 1 and st.search == []
    assert st.battle is not None and st.battle.sides[1].party[0].card == chosen
    reveal = next(e for e in events if e.kind == "pick")
    assert reveal.reveals == (chosen,) and st.content.cards[chosen].name in reveal.text


def test_a_search_with_no_pokemon_gives_the_apricorns_and_ends_the_turn() -> None:
    """GENERAL FAQ: "You may [take all 3 Apricorns], however your turn ends after doing so"."""
    st = journey(2)
    seat = st.actor
    put(st, seat, "tree_cold_forest_1b")
    st.decks["Forest|Cold|weak"] = []
    st.discards["Forest|Cold|weak"] = []
    events = play(st, "search")
    assert any("no wild Pokémon appears" in e.text for e in events)
    assert st.actor == seat and st.decision() == "empty" and texts(st) == ["accept", "decline"]
    assert st.trainers[seat].apricorns("red") == 3  # not taken yet
    words = [GAME.describe_action(st, seat, a) for a in st.legal_actions(seat)]
    assert words == [
        "Take the Apricorns (red, red, red) and end your turn",
        "Leave the Apricorns and go on with your turn",
    ]
    play(st, "accept")
    assert st.trainers[seat].apricorns("red") == 3 + 3  # 3 at the start, 3 red from the tree
    assert st.actor != seat


def test_the_apricorns_of_an_empty_search_may_be_left_and_the_turn_goes_on() -> None:
    st = journey(2)
    seat = st.actor
    put(st, seat, "tree_cold_forest_1b")
    st.decks["Forest|Cold|weak"] = []
    st.discards["Forest|Cold|weak"] = []
    st.moves_left = 2
    play(st, "search")
    play(st, "decline")
    assert st.actor == seat and st.decision() == "turn" and st.moves_left == 2
    assert st.trainers[seat].apricorns("red") == 3 and "search" not in texts(st)
    assert st.site == ""  # no battle site is left behind
    assert any(t.startswith("step ") for t in texts(st))


def test_an_empty_deck_takes_its_discard_pile_back_shuffled() -> None:
    st = journey(2)
    seat = st.actor
    put(st, seat, "tree_cold_forest_1b")
    pile = st.decks["Forest|Cold|weak"]
    st.discards["Forest|Cold|weak"] = pile[:2]
    st.decks["Forest|Cold|weak"] = []
    play(st, "search")
    assert len(st.search) == 2 and st.discards["Forest|Cold|weak"] == []


def test_one_search_a_turn_and_only_with_a_usable_pokemon() -> None:
    st = journey(1)
    put(st, 0, "tree_cold_forest_1b")
    st.used = ("search",)
    st.invalidate()
    assert "search" not in texts(st)
    st.used = ()
    st.trainers[0].party[0].fainted = True
    st.invalidate()
    assert "search" not in texts(st)
