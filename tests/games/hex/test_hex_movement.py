"""§3 Traveling: exact d6 moves along the roads, no space twice, cities stop early, magnet
train, type and item passages; §7 the plateau and the one-way League loop."""

from __future__ import annotations

from hex_builders import act, clear, make_state, run, setup_player

from pokeforge.games.hex.rules.flow import push
from pokeforge.games.hex.rules.movement import destinations


def _paths_ok(s, seat: int, dest: int, steps: int) -> bool:  # type: ignore[no-untyped-def]
    """Brute force: a simple path of exactly ``steps`` roads from the seat's space to ``dest``."""
    board = s.board

    def go(u: int, left: int, seen: set[int]) -> bool:
        if left == 0:
            return u == dest
        return any(
            go(v, left - 1, seen | {v})
            for v, c in board.succ[u]
            if not c and v not in seen and board.spaces[v].kind not in ("passage", "plateau")
        )

    return go(s.players[seat].pos, steps, {s.players[seat].pos})


def test_every_destination_is_a_simple_path_of_the_exact_roll_or_a_city() -> None:
    s = make_state(seed=4)
    setup_player(s, 0, ["bulbasaur"])
    for roll in range(1, 7):
        for dest, (used, _) in destinations(s, 0, {roll}).items():
            kind = s.board.spaces[dest].kind
            assert used == roll or kind in ("city", "plateau")
            assert _paths_ok(s, 0, dest, used)


def test_cities_can_be_stopped_at_without_the_exact_roll() -> None:
    s = make_state(seed=4)
    setup_player(s, 0, ["bulbasaur"])
    start = s.players[0].pos
    ring_neighbour = s.board.succ[start][0][0]
    s.players[0].pos = ring_neighbour
    assert start in destinations(s, 0, {6})


def test_type_passage_needs_a_pokemon_of_that_type() -> None:
    s = make_state(seed=4)
    passage = next(sp for sp in s.board.spaces if sp.kind == "passage")
    before = next(v for v, c in s.board.succ[passage.id] if not c)
    s.players[0].pos = before
    setup_player(s, 0, ["rattata"])
    s.players[0].pos = before
    assert passage.id not in destinations(s, 0, {1})
    owner = next(c.id for c in s.content.cards.values() if c.types == (passage.arg,))
    setup_player(s, 0, ["rattata", owner])
    s.players[0].pos = before
    assert passage.id in destinations(s, 0, {1})


def test_plateau_needs_six_badges_and_stops_the_first_visit() -> None:
    s = make_state(seed=4)
    plateau = s.board.plateau
    gate = next(v for v, c in s.board.succ[plateau] if v not in s.board.loop)
    setup_player(s, 0, ["bulbasaur"], badges=5)
    s.players[0].pos = gate
    assert plateau not in destinations(s, 0, {1, 2, 3})
    setup_player(s, 0, ["bulbasaur"], badges=6)
    s.players[0].pos = gate
    dests = destinations(s, 0, {3})
    assert plateau in dests and not any(d in s.board.loop for d in dests)


def test_league_loop_is_one_way_and_counts_the_lap() -> None:
    s = make_state(seed=4)
    setup_player(s, 0, ["bulbasaur"], badges=6)
    p = s.players[0]
    p.pos, p.plateau_done = s.board.plateau, True
    loop = s.board.loop
    into_loop = {d: v for d, v in destinations(s, 0, {3}).items() if d in loop}
    assert into_loop == {loop[2]: (3, 3)}
    p.pos = loop[1]
    assert set(destinations(s, 0, {2})) == {loop[3]}


def test_magnet_train_goes_to_a_visited_city() -> None:
    s = make_state(seed=4)
    clear(s)
    setup_player(s, 0, ["bulbasaur"])
    city = next(c for c in s.board.cities if c != s.board.start and c != s.board.plateau)
    s.players[0].visited.append(city)
    push(s, {"t": "turn_menu"})
    run(s)
    assert f"train {city}" in [str(a) for a in s.legal_actions(0)]
    act(s, 0, f"train {city}")
    assert s.players[0].pos == city


def test_escape_rope_reaches_roll_plus_or_minus_two() -> None:
    s = make_state(seed=4)
    clear(s)
    setup_player(s, 0, ["bulbasaur"], hand=["escape-rope.1"])
    s.active = 0
    push(s, {"t": "turn_menu"})
    run(s)
    s.rng.script_dice(3)
    act(s, 0, "roll")
    ropes = [a for a in s.legal_actions(0) if a.verb == "rope"]
    assert ropes
    near = destinations(s, 0, {1, 2, 4, 5})
    assert {int(a.arg) for a in ropes} <= set(near)
    act(s, 0, str(ropes[0]))
    assert "escape-rope.1" in s.discards["items"]


def test_rare_candy_takes_a_revealed_pokemon_of_your_family() -> None:
    s = make_state(seed=4)
    clear(s)
    setup_player(s, 0, ["bulbasaur"], hand=["rare-candy.1"])
    sp = next(x.id for x in s.board.spaces if x.kind == "pokemon")
    s.slots[str(sp)] = "ivysaur"
    s.revealed.append(sp)
    s.active = 0
    push(s, {"t": "turn_menu"})
    run(s)
    act(s, 0, "use rare-candy.1")
    act(s, 0, f"choose {sp}")
    assert "ivysaur" in s.players[0].team and s.slots.get(str(sp)) != "ivysaur"
    assert s.pending["kind"] == "turn"  # the turn goes on


def test_pokenav_plus_changes_a_trainer_for_one_of_two() -> None:
    s = make_state(seed=4)
    clear(s)
    setup_player(s, 0, ["bulbasaur"], trainer="hiker", hand=["pokenav-plus.1"])
    s.decks["trainers"] = ["red", "blue"]
    s.active = 0
    push(s, {"t": "turn_menu"})
    run(s)
    act(s, 0, "use pokenav-plus.1")
    act(s, 0, "choose 0")
    act(s, 0, "choose red")
    assert s.players[0].trainer == "red"
    assert {"hiker", "blue"} <= set(s.discards["trainers"])


def test_the_plateau_is_never_reached_only_through_a_type_passage() -> None:
    from pokeforge.core import Rng
    from pokeforge.games.hex import GAME
    from pokeforge.games.hex.board import build_board, random_arrangement

    content = GAME.content
    for seed in range(300):
        board = build_board(content, random_arrangement(content, Rng(seed)))
        entrances = [v for v, _ in board.succ[board.plateau] if v not in board.loop]
        assert entrances and all(board.spaces[v].kind != "passage" for v in entrances)


def test_moves_longer_than_six_are_walked_when_a_rope_needs_them() -> None:
    s = make_state()
    setup_player(s, 0, ["meowth"], trainer="hiker", hand=["escape-rope.1"])  # no passage type
    clear(s)
    s.active = 0
    s.flags["turn_started"] = True
    push(s, {"t": "move_rolled", "seat": 0, "dice": [6]})
    run(s)
    ropes = {int(str(a).split()[1]) for a in s.legal_actions(0) if str(a).startswith("rope")}
    cities = [sp.id for sp in s.board.spaces if sp.kind == "city" and sp.id != s.players[0].pos]

    def reach(v: int, lengths: tuple[int, ...]) -> bool:
        if v in cities and any(_paths_ok(s, 0, v, k) for k in range(1, max(lengths) + 1)):
            return True
        return any(_paths_ok(s, 0, v, k) for k in lengths)

    spaces = range(len(s.board.spaces))
    expected = {v for v in spaces if reach(v, (4, 5, 7, 8))} - {v for v in spaces if reach(v, (6,))}
    assert ropes == expected and any(_paths_ok(s, 0, v, 8) for v in ropes)
