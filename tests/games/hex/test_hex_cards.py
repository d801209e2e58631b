"""Every Item, Event, Super Event and Trainer card that no other test plays, played from its
deck (or held, or active) with its outcome checked: the card audit's "covered by" column
(docs/rules/hex.md, Card audit)."""

from __future__ import annotations

import pytest
from hex_builders import act, clear, make_state, run, setup_player

from pokeforge.games.hex.rules.decks import hand_limit
from pokeforge.games.hex.rules.flow import push
from pokeforge.games.hex.rules.power import capture_specialist, item_bonus, trainer_bonus
from pokeforge.games.hex.state import HexState

TEAMS = (["bulbasaur"], ["charmander"], ["squirtle"])


def _draw(s: HexState, card: str, seat: int = 0, deck: str = "events") -> list[object]:
    """``seat`` draws ``card`` from the top of its deck and activates it."""
    clear(s)
    s.active = seat
    s.decks[deck].append(card)
    push(s, {"t": "draw_event", "seat": seat, "super": deck == "supers"})
    run(s)
    return []


def _state(seats: int = 2) -> HexState:
    s = make_state(seats=seats, seed=5)
    for seat in range(seats):
        setup_player(s, seat, list(TEAMS[seat]))
    return s


def _tiers(s: HexState, seat: int) -> list[str]:
    return [s.content.cards[c].tier for c in s.players[seat].team[1:]]


# -- Items ------------------------------------------------------------------------------------
TYPED = ["charcoal", "mystic-water", "miracle-seed", "magnet", "twisted-spoon", "poison-barb",
         "hard-stone", "black-belt", "spell-tag", "dragon-fang", "never-melt-ice", "sharp-beak",
         "silver-powder", "silk-scarf", "soft-sand", "metal-coat", "black-glasses",
         "fairy-feather"]  # fmt: skip


@pytest.mark.parametrize("item", TYPED)
def test_a_typed_plus_four_counts_only_on_its_type(item: str) -> None:
    s = _state()
    ty = s.content.items[item].effect["type"]
    cards = list(s.content.cards.values())
    own = next(c for c in cards if ty in c.types)
    other = next(c for c in cards if ty not in c.types)
    assert (item_bonus(s, f"{item}.1", own), item_bonus(s, f"{item}.1", other)) == (4, 0)


def test_fishing_rod_activates_a_neighbouring_space_without_moving() -> None:
    s = _state()
    s.players[0].hand = ["fishing-rod.1"]
    s.players[0].pos = next(int(k) for k in sorted(s.slots, key=int))  # a Pokémon space
    clear(s)
    s.active = 0
    s.tasks = [{"t": "turn_menu"}, {"t": "after_menu"}, {"t": "end_turn"}]
    run(s)
    pos = s.players[0].pos
    act(s, 0, "use fishing-rod.1")
    near = {pos} | {v for v, _ in s.board.succ[pos]}
    options = [int(o) for o in s.pending["options"]]
    assert options and set(options) <= near
    act(s, 0, f"choose {options[0]}")
    assert s.players[0].pos == pos and "fishing-rod.1" in s.discards["items"]


def test_rocket_attack_steals_a_random_item_from_an_opponent() -> None:
    s = _state()
    s.players[0].hand = ["rocket-attack.1"]
    s.players[1].hand = ["vitamin.1"]
    clear(s)
    s.active = 0
    s.tasks = [{"t": "turn_menu"}, {"t": "after_menu"}, {"t": "end_turn"}]
    run(s)
    act(s, 0, "use rocket-attack.1")
    act(s, 0, "choose 1")
    assert s.players[0].hand == ["vitamin.1"] and s.players[1].hand == []


# -- Events and Super Events ----------------------------------------------------------------
@pytest.mark.parametrize(
    ("card", "deck", "items", "tiers"),
    [
        ("berry-bag.9", "events", 1, []),
        ("lost-and-found.9", "events", 2, []),
        ("poke-mart-sale.9", "events", 3, []),
        ("pokemon-egg.9", "events", 0, ["pink"]),
        ("pokemon-fossil.9", "events", 0, ["green"]),
        ("chairman-rose.9", "events", 0, ["blue"]),
        ("pokemon-museum.9", "supers", 4, []),
        ("old-amber.9", "supers", 0, ["red"]),
        ("egg-incubators.9", "supers", 0, ["pink", "pink", "pink"]),
        ("missingno.9", "supers", 2, ["blue"]),
    ],
)
def test_draw_and_free_pokemon_cards(card: str, deck: str, items: int, tiers: list[str]) -> None:
    s = _state()
    _draw(s, card, deck=deck)
    assert len(s.players[0].hand) == items and _tiers(s, 0) == tiers


@pytest.mark.parametrize(
    ("card", "deck", "tier", "shown", "keep"),
    [
        ("legendary-pokemon.9", "events", "yellow", 1, "capture"),
        ("mythical-encounter.9", "supers", "yellow", 4, "capture"),
        ("fossil-expert.9", "supers", "green", 3, "keep"),
    ],
)
def test_cards_that_reveal_pokemon_from_a_pile(
    card: str, deck: str, tier: str, shown: int, keep: str
) -> None:
    s = _state()
    s.players[0].hand = ["great-ball.1"]
    _draw(s, card, deck=deck)
    cards = s.pending["task"]["cards"]
    assert len(cards) == shown and {s.content.cards[c].tier for c in cards} == {tier}
    assert keep in s.pending["text"]
    if keep == "capture":  # a ball may be announced for the try
        assert f"choose {cards[0]}@great-ball.1" in [str(a) for a in s.legal_actions(0)]
    else:
        act(s, 0, f"choose {cards[0]}")
        act(s, 0, f"choose {cards[1]}")
        assert _tiers(s, 0) == ["green", "green"]


@pytest.mark.parametrize("card", ["duel-volcano", "duel-lake", "duel-forest", "duel-tower"])
def test_duel_events_battle_a_chosen_opponent_with_the_cards_types(card: str) -> None:
    s = _state()
    _draw(s, f"{card}.9")
    assert s.pending["kind"] == "choose" and s.pending["options"] == ["1"]
    act(s, 0, "choose 1")
    eff = s.content.events[card].effects[0]
    assert s.battle is not None and s.battle["mods"] == {"plus": eff["plus"], "minus": eff["minus"]}


def test_team_aqua_strikes_everyone_redraws_as_many_items() -> None:
    s = _state()
    s.players[0].hand = ["vitamin.1"]
    s.players[1].hand = ["protein.1", "potion.1"]
    _draw(s, "team-aqua-strikes.9")
    assert [len(p.hand) for p in s.players] == [1, 2]
    assert {"vitamin.1", "protein.1", "potion.1"} <= set(s.discards["items"])


def test_team_magma_strikes_everyone_draws_a_new_trainer() -> None:
    s = _state()
    s.players[0].trainer, s.players[1].trainer = "red", "blue"
    _draw(s, "team-magma-strikes.9")
    assert s.players[0].trainer != "red" and s.players[1].trainer != "blue"
    assert {"red", "blue"} <= set(s.discards["trainers"])


def test_imposter_oak_both_discard_and_draw_two() -> None:
    s = _state()
    s.players[0].hand = ["vitamin.1"]
    s.players[1].hand = ["protein.1", "potion.1", "bicycle.1"]
    _draw(s, "imposter-oak.9")
    act(s, 0, "choose 1")
    assert [len(p.hand) for p in s.players] == [2, 2]
    assert "bicycle.1" in s.discards["items"]


def test_poke_fans_swap_trainers_then_both_draw_two() -> None:
    s = _state()
    s.players[0].trainer, s.players[1].trainer = "red", "blue"
    _draw(s, "poke-fans.9")
    act(s, 0, "choose 1")
    assert (s.players[0].trainer, s.players[1].trainer) == ("blue", "red")
    assert [len(p.hand) for p in s.players] == [2, 2]


def test_pokemaniac_gives_blue_green_pink_by_captures() -> None:
    s = _state(3)
    for seat, n in enumerate((1, 5, 3)):
        s.players[seat].captures = n
    _draw(s, "pokemaniac.9")
    assert (_tiers(s, 1), _tiers(s, 2), _tiers(s, 0)) == (["blue"], ["green"], ["pink"])


def test_day_care_gives_the_weakest_strongest_a_pokemon_of_the_space() -> None:
    s = _state()
    s.players[1].team = ["charmander", "dragonite"]
    s.players[0].pos = next(sp.id for sp in s.board.spaces if sp.kind == "pokemon"
                            and sp.arg == "green")  # fmt: skip
    _draw(s, "day-care.9")
    assert _tiers(s, 0) == ["green"] and s.players[1].team == ["charmander", "dragonite"]


def test_professor_birch_the_fewest_items_draws_two() -> None:
    s = _state()
    s.players[0].hand = ["vitamin.1"]
    _draw(s, "professor-birch.9")
    assert [len(p.hand) for p in s.players] == [1, 2]


def test_heavy_storm_refills_the_hexagon_face_up() -> None:
    s = _state()
    slot = s.board.spaces[s.players[0].pos].slot
    spaces = [sp for sp in s.board.tile_spaces(slot) if s.card_at(sp) is not None]
    before = {sp: s.slots[str(sp)] for sp in spaces}
    _draw(s, "heavy-storm.9")
    assert all(sp in s.revealed for sp in spaces)
    assert all(s.slots[str(sp)] != before[sp] for sp in spaces)


def test_galactic_operation_draws_three_then_an_opponent_skips_two() -> None:
    s = _state()
    _draw(s, "galactic-operation.9", deck="supers")
    assert len(s.players[0].hand) == 3
    act(s, 0, "choose 1")
    # two turns to skip: the first is skipped at once (play comes back to Player 1)
    assert s.players[1].skip == 1 and s.active == 0


def test_oaks_research_works_as_kimono_sisters() -> None:
    s = _state()
    _draw(s, "oaks-research.9", deck="supers")
    opts = s.pending["options"]
    assert opts and all("@" in o for o in opts)
    act(s, 0, f"choose {opts[0]}")
    ty, _, tier = opts[0].partition("@")
    new = s.content.cards[s.players[0].team[-1]]
    assert ty in new.types and new.tier == tier


# -- Trainers ---------------------------------------------------------------------------------
SPECIALISTS = {"blaine": ["Fire"], "misty": ["Water"], "erika": ["Grass"],
               "surge": ["Electric"], "sabrina": ["Psychic"], "koga": ["Poison"],
               "brock": ["Rock", "Ground"], "bruno": ["Fighting"], "agatha": ["Ghost", "Dark"],
               "lance": ["Dragon"], "lorelei": ["Ice"], "falkner": ["Flying"], "bugsy": ["Bug"],
               "jasmine": ["Steel", "Fairy", "Normal"]}  # fmt: skip


@pytest.mark.parametrize("trainer", sorted(SPECIALISTS))
def test_type_specialists_add_one_in_battle_and_capture_on_their_types(trainer: str) -> None:
    s = _state()
    s.players[0].trainer = trainer
    cards = list(s.content.cards.values())
    for ty in SPECIALISTS[trainer]:
        own = next(c for c in cards if c.types == (ty,) or ty in c.types)
        assert trainer_bonus(s, 0, own) == 1 and capture_specialist(s, 0, own) == 1
    other = next(c for c in cards if not set(c.types) & set(SPECIALISTS[trainer]))
    assert trainer_bonus(s, 0, other) == 0 and capture_specialist(s, 0, other) == 0


def test_alder_backpacker_hand_limits_and_alders_plus_one() -> None:
    s = _state()
    s.players[0].trainer, s.players[1].trainer = "alder", "backpacker"
    assert (hand_limit(s, 0), hand_limit(s, 1)) == (3, 8)
    any_card = s.content.cards["rattata"]
    assert trainer_bonus(s, 0, any_card) == 1 and trainer_bonus(s, 1, any_card) == 0


def test_ethan_blue_plus_one_and_may_green_plus_two_only_for_the_card_sent() -> None:
    s = _state()
    s.players[0].trainer, s.players[1].trainer = "ethan", "may"
    blue, green, red = (next(c for c in s.content.cards.values() if c.tier == t)
                        for t in ("blue", "green", "red"))  # fmt: skip
    assert [trainer_bonus(s, 0, c) for c in (blue, green, red)] == [1, 0, 0]
    assert [trainer_bonus(s, 1, c) for c in (blue, green, red)] == [0, 2, 0]


def _menu(s: HexState, trainer: str) -> None:
    s.players[0].trainer = trainer
    clear(s)
    s.active = 0
    s.tasks = [{"t": "turn_menu"}, {"t": "after_menu"}, {"t": "end_turn"}]
    run(s)


def test_lyra_skips_the_turn_to_draw_two_items() -> None:
    s = _state()
    _menu(s, "lyra")
    act(s, 0, "rest")
    assert len(s.players[0].hand) == 2 and s.active == 1


def test_hiker_walks_one_or_two_without_a_roll() -> None:
    s = _state()
    _menu(s, "hiker")
    assert {"walk 1", "walk 2"} <= {str(a) for a in s.legal_actions(0)}
    act(s, 0, "walk 2")
    assert s.pending["kind"] == "move" and s.pending["roll"] == 2


def test_green_rolls_two_dice_and_keeps_either() -> None:
    s = _state()
    _menu(s, "green")
    s.rng.script_dice(2, 5)
    act(s, 0, "roll")
    assert [str(a) for a in s.legal_actions(0)] == ["die 2", "die 5"]


def test_silver_draws_an_item_on_every_one_rolled() -> None:
    s = _state()
    _menu(s, "silver")
    s.rng.script_dice(1)
    act(s, 0, "roll")
    assert len(s.players[0].hand) == 1
