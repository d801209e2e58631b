"""The terminal picture: a map to plan on, rules texts of cards, battles in their parts, a
Leader's power before the challenge, colours whose plain text is the text picture, one name per
seat."""

from __future__ import annotations

import random
import re

from hex_builders import act, clear, make_state, open_battle, run, setup_player

from pokeforge.games.hex import GAME
from pokeforge.games.hex.rules.flow import push


def test_the_rich_picture_is_the_text_picture_in_colour() -> None:
    s = make_state(seats=3, seed=2)
    for seat in (0, 1, None):
        rich = GAME.render_rich(s, seat)
        assert rich.plain == GAME.render_text(s, seat)
    styles = {str(span.style) for span in GAME.render_rich(s, 0).spans}
    assert {"magenta", "green", "bold cyan"} <= styles


def test_the_map_names_every_hexagon_its_leader_power_and_pokemon() -> None:
    s = make_state(seed=2)
    text = GAME.render_text(s, 0)
    for sp in s.board.spaces:
        if sp.kind == "city" and sp.leader:
            ld = s.content.leaders[sp.leader]
            assert f"{sp.city} — Gym: {ld.name} ({'/'.join(ld.types)}, power {ld.power}" in text
    assert "pink" in text and "Player 1" in text


def test_every_move_option_says_how_far_the_nearest_city_and_gym_are() -> None:
    s = make_state(seed=4)
    setup_player(s, 0, ["bulbasaur"])
    clear(s)
    s.active = 0
    push(s, {"t": "move_rolled", "seat": 0, "dice": [2]})
    run(s)
    labels = [GAME.describe_action(s, 0, a) for a in s.legal_actions(0)]
    assert labels and all(re.search(r"Gym \w+ \(power \d+\)", x) for x in labels)
    assert all(re.search(r"\((\d+ to [A-Z]|a city)", x) for x in labels)


def test_the_leaders_power_is_shown_before_the_challenge() -> None:
    s = make_state(seed=4)
    city = next(sp for sp in s.board.spaces if sp.kind == "city" and sp.leader)
    setup_player(s, 0, ["bulbasaur"])
    s.players[0].pos = city.id
    clear(s)
    s.active = 0
    push(s, {"t": "gym_offer", "seat": 0})
    run(s)
    ld = s.content.leaders[city.leader]
    assert f"power {ld.power}" in s.pending["text"]
    label = GAME.describe_action(s, 0, s.legal_actions(0)[0])
    assert label.startswith(f"challenge {ld.name}") and f"power {ld.power}" in label


def test_a_battle_line_shows_die_power_type_item_and_trainer() -> None:
    s = make_state()
    setup_player(s, 0, ["growlithe"], trainer="blaine")
    setup_player(s, 1, ["butterfree"], trainer="hiker", hand=["vitamin.1"], badges=1)
    open_battle(s, "duel", 0, 1)
    act(s, 0, "send growlithe")
    act(s, 1, "send butterfree")
    act(s, 0, "item none")
    s.rng.script_dice(3, 1)
    events = act(s, 1, "item vitamin.1")
    duel = next(e for e in events if e.kind == "duel").text
    assert duel == (
        "Player 1: die 3 + Growlithe 4 + type 2 + item 0 (no item) + trainer 1 (Blaine) = 10 vs "
        "Player 2: die 1 + Butterfree 6 + type 0 + item 2 (Vitamin) + trainer 0 (Hiker) = 9: "
        "Player 1 wins."
    )


def test_a_gym_battle_line_shows_the_leaders_static_power() -> None:
    s = make_state()
    setup_player(s, 0, ["squirtle"], trainer="hiker")
    open_battle(s, "gym", 0, "brock")
    act(s, 0, "send squirtle")
    s.rng.script_dice(2)
    events = act(s, 0, "item none")
    duel = next(e for e in events if e.kind == "duel").text
    ld = s.content.leaders["brock"]
    assert f"Brock: power {ld.power} + type 0 = {ld.power}" in duel
    assert duel.startswith("Player 1: die 2 + Squirtle 4 + type 2")


def test_the_hand_and_the_trainers_show_their_rules_text() -> None:
    s = make_state()
    setup_player(s, 0, ["bulbasaur"], trainer="lyra", hand=["bicycle.1", "bicycle.2"])
    text = GAME.render_text(s, 0)
    assert "Bicycle x2 (common): " + s.content.items["bicycle"].text in text
    assert "Lyra: " + s.content.trainers["lyra"].text in text
    assert "Bicycle" not in GAME.render_text(s, 1)  # another seat's hand stays hidden


def test_no_text_a_person_reads_names_a_seat_or_side_by_number() -> None:
    s = make_state(seats=3, seed=9)
    rnd = random.Random(9)
    bad = re.compile(r"\b(seat|side)\s*\d", re.IGNORECASE)
    for _ in range(1500):
        if s.outcome is not None:
            break
        seat = s.to_act()[0]
        texts = [s.prompt(seat).text, GAME.render_text(s, seat)]
        texts += [GAME.describe_action(s, seat, a) for a in s.legal_actions(seat)]
        events = s.apply(seat, rnd.choice(s.legal_actions(seat)))
        texts += [e.text for e in events]
        assert not [t for t in texts if bad.search(t)]


def test_the_sketch_places_touching_hexagons_side_by_side_with_the_pawns() -> None:
    s = make_state(seed=7)
    lines = GAME.render_text(s, 0).splitlines()
    top = lines.index(next(x for x in lines if "[League]" in x))
    rows = lines[top : top + 4]
    assert "[League]" in rows[0] and "P1 P2" in rows[3]
    start_city = s.board.spaces[s.board.start].city.removesuffix(" Town")
    assert f"[{start_city}: P1 P2]" in rows[3]  # both players start in the first hexagon
    # the middle tier-2 hexagon touches six: it sits between the rows above and below
    middle = next(r for r in rows if r.count("[") == 3)
    assert " 2]" in middle
