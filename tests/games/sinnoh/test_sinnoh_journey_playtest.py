"""What the terminal play-test of 2026-11-29 found on the journey's screen (docs/rules/sinnoh.md,
"Play-test (terminal, 2026-11-29)"): each test is a problem a new player met, and stays fixed."""

from __future__ import annotations

from journey_builders import journey, play, put, texts

from pokeforge.core.geometry import Hex
from pokeforge.games.sinnoh import GAME
from pokeforge.games.sinnoh.journey.render import render


def _words(st, seat: int = 0) -> dict[str, str]:  # type: ignore[no-untyped-def]
    return {str(a): GAME.describe_action(st, seat, a) for a in st.legal_actions(seat)}


def _map_rows(text: str) -> list[str]:
    lines = text.splitlines()
    start = lines.index("Sinnoh") + 1
    return lines[start : start + 19]


def _cell(text: str, at: Hex) -> str:
    """The three characters the text map draws on ``at`` (the shipped map: radius 9)."""
    rows = _map_rows(text)
    left = min(4 * q + 2 * r for r in range(-9, 10) for q in range(-9, 10) if abs(q + r) <= 9)
    row = rows[at.r + 9]
    col = 4 * at.q + 2 * at.r - left
    return row[col : col + 3]


def test_a_step_says_which_way_it_goes_on_the_map() -> None:
    # the map has no coordinates: "Move to 0,-5" alone did not say where that is
    st = journey(1)
    words = _words(st)
    assert words["step 0,-5"].startswith("Move east to 0,-5 (")
    assert words["step 0,-6"].startswith("Move north-east to 0,-6 (")
    assert words["step -1,-6"].startswith("Move north-west to ")
    assert words["step -2,-5"].startswith("Move west to ")
    assert words["step -2,-4"].startswith("Move south-west to ")
    assert words["step -1,-4"].startswith("Move south-east to ")


def test_a_step_onto_a_tree_names_its_tier_once() -> None:
    # was: "Cold Forest Tree (tier 1) (tier 1)"
    st = journey(1)
    put(st, 0, "2,-5")
    words = _words(st)
    assert words["step 3,-6"].endswith(": Cold Forest Tree (tier 1)")
    assert "(tier 1) (tier 1)" not in "".join(words.values())


def test_the_heart_of_sinnoh_shows_no_lake_cavern_and_no_warped_tree() -> None:
    # the Lake Caverns and the warped trees are the Ultra Burst's (region.json, LAKE CAVERNS)
    st = journey(1)
    put(st, 0, "2,-5")
    words = _words(st)
    assert words["step 3,-5"] == "Move east to 3,-5 (Ruins, Cold, elevation 1)"
    text = render(st, 0)
    assert _cell(text, Hex(3, -5)) == "Rc1"  # was C11
    assert "Cavern" not in text
    assert _cell(text, Hex(3, -7)) == "T21"  # a warped tree: W21 in the Ultra Burst only
    play(st, "step 3,-5")
    assert "at 3,-5 ·" in render(st, 0)  # not "at 3,-5 Lake Acuity Cavern"


def test_the_map_key_names_every_code_on_the_map() -> None:
    # the key named V, T/R, L, S only: A, G, O, X, H and which shrine is which were unexplained
    st = journey(1)
    text = render(st, 0)
    assert _cell(text, Hex(1, -5)) == "A21"
    for entry in (
        "A2 Grand Chateau",
        "S1 Shrine of Frost (Articuno)",
        "G1 Snowdrift Gate",
        "O* Origin Shrine",
        "X* Temple of Sinnoh",
        "H* Hall of Origin",
        "L1 Lake Acuity",
        "V1 Snowfall Village (Red)",
    ):
        assert entry in text
    assert "F Forest" in text and "c Cold" in text and "elevation" in text
    assert max(len(line) for line in text.splitlines()) <= 100


def test_face_down_hidden_spots_are_drawn_on_the_map() -> None:
    # they were listed by coordinates only ("near you: -1,-6 (regular)")
    st = journey(1, spots=True)
    text = render(st, 0)
    for key in st.explore.hidden:
        at = Hex.parse(key)
        if st.region.tiles[at].area != "sinnoh":
            continue
        cell = _cell(text, at)
        if cell.startswith("@"):
            continue
        back = "r" if "Regular" in _words_back(st, key) else "s"
        assert cell.startswith(f"?{back}"), (key, cell)
    assert "?r/?s a face-down Regular/Special Hidden Spot" in " ".join(text.split())


def _words_back(st, key: str) -> str:  # type: ignore[no-untyped-def]
    from pokeforge.games.sinnoh.journey.spot_content import spot_content

    return spot_content().back(st.explore.hidden[key]).capitalize()


def test_a_wild_pokemon_to_battle_says_the_apricorns_it_guards() -> None:
    # REWARDS AND RECOVERY: the Apricorns a wild Pokémon guards are its reward; not shown before
    st = journey(1)
    put(st, 0, "tree_cold_plains_1b")
    play(st, "search")
    battles = [w for a, w in _words(st).items() if a.startswith("battle ")]
    guarded = ", guarding yellow, yellow, yellow Apricorns"
    assert battles and all(w.endswith(guarded) for w in battles)


def _ultra(seats: int = 2):  # type: ignore[no-untyped-def]
    st = journey(seats, campaign="ultra_burst")
    return st


def test_the_ultra_burst_map_shows_the_ultra_beasts_and_the_distortion_world() -> None:
    # the beasts were listed by coordinates only, the Distortion World not drawn at all
    st = _ultra()
    text = render(st, 0)
    for card, tile in st.ultra.beasts.items():
        at = Hex.parse(tile)
        code = "!" + st.content.card(card).name[:2]
        assert _cell(text, at) == code or _cell(text, at).startswith("@")
        assert f"{code} {st.content.card(card).name} {tile}" in text
    assert "Distortion World" in text.splitlines()
    assert "U* Ultra Megalopolis" in text and "N* Heart of the Breach" in text
    assert "!Xx an Ultra Beast" in " ".join(text.split())


def test_the_ultra_burst_has_no_village_objective() -> None:
    # no Grunts occupy a village in the Ultra Burst: "village occupied" misled
    st = _ultra()
    text = render(st, 0)
    assert "objectives: Shards 0/3" in text and "village occupied" not in text
    assert "village occupied" in render(journey(1), 0)


def test_a_destroyed_tree_says_so_and_where() -> None:
    st = _ultra()
    seat = st.actor
    put(st, seat, "2,-5")
    st.ultra.destroyed = ("tree_cold_forest_1b",)
    st.invalidate()
    words = _words(st, seat)
    assert words["step 3,-6"].endswith(
        ": Cold Forest Tree (tier 1) (destroyed by the Ultra Beasts)"
    )
    assert "Destroyed: Cold Forest Tree (tier 1) 3,-6" in render(st, seat)
    assert "step 3,-6" in texts(st)


def test_an_offering_says_the_apricorns_tier_sets_the_events_strength() -> None:
    # SHRINE OFFERING: "an Apricorn from a higher tier will usually increase the strength"
    st = journey(1)
    put(st, 0, "shrine_of_frost")
    st.trainers[0].bag = [1, 0, 0, 1, 0, 0, 1]
    st.invalidate()
    words = _words(st)
    assert words["offering red"] == (
        "Make a Shrine Offering: discard a red Apricorn (tier 1: the event's lowest amounts), "
        "draw a Shrine Event card"
    )
    assert "(tier 2: the event's middle amounts)" in words["offering pink"]
    assert "(tier 3: the event's highest amounts)" in words["offering black"]


def test_equivalent_exchange_says_which_pokemon_comes_in() -> None:
    # the Pokémon drawn was named in the log only; the choice did not say what it is
    from pokeforge.games.sinnoh.journey.decks import deck_key

    st = journey(1)
    put(st, 0, "shrine_of_frost")  # Mountain, Cold
    st.trainers[0].bag = [1, 0, 0, 0, 0, 0, 0]
    st.shrines.events = ["equivalent_exchange"]
    st.invalidate()
    top = st.content.cards[st.decks[deck_key("Mountain", "Cold", "weak")][-1]]
    play(st, "offering red")
    words = _words(st)
    assert words["exchange 0"] == (
        f"Replace Swinub with {top.name} ({'/'.join(top.types)}, weak, {top.health} health, "
        f"{top.move})"
    )
    assert words["exchange none"] == "Keep your party as it is"


def test_the_heart_of_sinnoh_names_no_lake_cavern_in_its_log_or_view() -> None:
    st = journey(1)
    put(st, 0, "2,-5")
    events = play(st, "step 3,-5")
    assert events[0].text == "Player 1 moves to 3,-5"  # was "… (Lake Acuity Cavern)"
    assert st.view(0)["trainers"][0]["place"] is None
    ultra = _ultra()
    seat = ultra.actor
    put(ultra, seat, "2,-5")
    assert play(ultra, "step 3,-5")[0].text.endswith("moves to 3,-5 (Lake Acuity Cavern)")
    assert ultra.view(seat)["trainers"][seat]["place"] == "lake_acuity_cavern"


def test_the_breach_line_says_what_its_numbers_mean() -> None:
    # "Breach: 1%" after a tree (1.5%) was destroyed, and bare Prism Armour counts
    st = _ultra()
    st.ultra.tenths = 15
    text = render(st, 0)
    assert "Breach: 1.5% (every trainer loses at 70%) · +1.5% per tree, reef or shrine" in text
    assert "each 10%: the Ultra Beasts get 1 more tile move" in text
    assert (
        "Prism Armour (1 less damage a turn per 2 tokens): Necrozma 9 (-4), Ultra Beasts 0 (-0)"
        in text
    )
    assert "Necrozma phase 1 of 3" in text


def test_the_bag_names_its_items() -> None:
    # was "items: heart_of_sinnoh, blast_crystal" (the data's ids)
    st = journey(1)
    st.trainers[0].items = ["heart_of_sinnoh", "blast_crystal"]
    assert "items: Heart of Sinnoh, Blast Crystal" in render(st, 0)


def test_crafting_reads_an_before_a_vowel() -> None:
    # was "Craft a Eviolite", "Craft a Alluring Stew", "crafts a Eviolite"
    st = journey(1)
    st.trainers[0].bag = [3, 3, 3, 3, 3, 3, 3]
    st.invalidate()
    words = _words(st)
    assert words["craft eviolite"].startswith("Craft an Eviolite (pay ")
    assert words["craft alluring_stew"].startswith("Craft an Alluring Stew (pay ")
    assert words["craft poke_ball"].startswith("Craft a Poké Ball (pay ")
    events = play(st, "craft eviolite")
    assert "Player 1 crafts an Eviolite (" in events[0].text
    if "gift none" in texts(st):
        play(st, "gift none")  # the Journey Stamp of a crafted Battle Item: its reward let go
    assert "cooks an Alluring Stew (" in play(st, "craft alluring_stew")[0].text


def test_the_map_key_says_who_waits_at_the_lakes_and_legendary_places() -> None:
    # the Commanders' lakes, the Artifacts' Legendaries and Necrozma were nowhere on the screen
    text = " ".join(render(journey(1), 0).split())
    assert "L1 Lake Acuity (Commander Jupiter, Shard of Knowledge)" in text
    assert "A2 Grand Chateau (Rotom, Secret Key)" in text
    ultra = " ".join(render(_ultra(), 0).split())
    assert "C1 Lake Acuity Cavern (Uxie)" in ultra and "N* Heart of the Breach (Necrozma)" in ultra


def test_one_pokemon_appears_and_the_other_goes_back() -> None:
    # was "1 Pokémon appear", "Dusknoir appear", "the other 1 go back to the deck"
    st = journey(2)
    seat = st.actor
    put(st, seat, "1,-3")  # Cold Mountain Tree (tier 3): 1 Strong Pokémon
    events = play(st, "search")
    assert events[0].for_seat(1 - seat)["text"].endswith(": 1 Pokémon appears")
    assert events[0].for_seat(seat)["text"].endswith(" appears")
    st = journey(2)
    seat = st.actor
    put(st, seat, "4,-6")  # Cold Plains Tree (tier 2): 2 Moderate Pokémon
    play(st, "search")
    pick = next(t for t in texts(st) if t.startswith("battle "))
    events = play(st, pick)
    assert events[0].text.endswith("; the other goes back to the deck")


def test_a_legendary_event_of_one_apricorn_says_apricorn() -> None:
    # was "every trainer gains 1 black Apricorns"
    st = journey(1)
    put(st, 0, "shrine_of_frost")
    st.trainers[0].bag = [1, 0, 0, 0, 0, 0, 0]
    st.shrines.events = ["new_moon_nightmare"]
    st.invalidate()
    text = " ".join(e.text for e in play(st, "offering red"))
    assert "every trainer gains 1 black Apricorn;" in text


def test_a_lake_guardians_trial_says_what_lifts_it() -> None:
    # was "Trial of Knowledge: immune" (LAKE CAVERNS: the condition was nowhere on the screen)
    from journey_builders import party

    st = _ultra()
    seat = st.actor
    party(st, seat, "Mamoswine")
    put(st, seat, "lake_acuity_cavern")
    play(st, "search")
    play(st, "send 0")
    text = " ".join(render(st, seat).split())
    assert (
        "Trial of Knowledge: immune to capture and all damage until it is attacked with a move "
        "with positive type effectiveness" in text
    )


def test_a_trade_offer_reads_an_before_a_vowel() -> None:
    # was "Offer Player 1 a red Apricorn for a Eviolite"
    st = journey(2)
    seat, other = st.actor, 1 - st.actor
    st.grunts = ()
    put(st, seat, "0,-3")
    put(st, other, "0,-3")
    st.trainers[other].items = ["eviolite"]
    st.trainers[other].balls = ["ultimate"]
    st.invalidate()
    words = list(_words(st, seat).values())
    assert f"Offer Player {other + 1} a red Apricorn for an Eviolite" in words
    assert f"Offer Player {other + 1} a red Apricorn for an Ultimate Ball" in words


def test_the_hand_of_change_of_fate_cards_says_each_cards_god_and_effect() -> None:
    # the hand named the cards only: whose Follower may play them and what they do was unsaid
    st = journey(2)
    st.shrines.hands[0] = ["Devious Ambush"]
    st.invalidate()
    text = " ".join(render(st, 0).split())
    card = st.content.fate["Devious Ambush"]
    assert (
        "Your Change of Fate cards (played in battle by a Follower of the card's God; Arceus's by "
        f"anyone): Devious Ambush ({card.god.capitalize()}: +3 initiative at the next initiative "
        "check)" in text
    )
    assert "Devious Ambush" not in render(st, 1)


def test_the_screen_says_what_the_safety_cap_means() -> None:
    # the title said "(safety cap 20)" with no word of what happens then, nor what "score" is
    solo = " ".join(render(journey(1), 0).split())
    assert "The journey stops after round 20 (the safety cap): alone, you lose unless" in solo
    two = " ".join(render(journey(2), 0).split())
    assert "ties broken by the score (Journey Points earned + captures)" in two
    assert "it is a draw for everyone" in " ".join(render(_ultra(), 0).split())
