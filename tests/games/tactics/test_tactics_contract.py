"""The game contract for tactics: action texts, refusals with reasons, JSON round trip, clones,
determinisation, views without secrets, what a user interface gets, records and replay."""

from __future__ import annotations

import json
import random

import pytest
from tactics_builders import act, legal, mon, new_cycle, position, turn

from pokeforge.core import IllegalAction, Match, replay
from pokeforge.games.tactics import GAME, TacticsState
from pokeforge.games.tactics.actions import (
    Attack,
    Defend,
    Move,
    Order,
    Pick,
    Place,
    Rescue,
)


def test_actions_have_stable_text_forms() -> None:
    assert str(Pick("Mr. Mime")) == "pick Mr. Mime"
    assert str(Place("Onix", "c1")) == "place Onix c1"
    assert str(Order("Onix")) == "order Onix" and str(Order("empty")) == "order empty"
    assert str(Move("c4")) == "move c4"
    assert str(Move("c4", "Fly")) == "move c4 with Fly"
    assert str(Attack("Stomp", "d5")) == "attack Stomp d5"
    assert str(Attack("Karate chop", "d5", focus=True)) == "attack Karate chop d5 focus"
    assert str(Attack("Barrier", "c3-c6")) == "attack Barrier c3-c6"
    assert str(Attack("Telekinesis", "d4", "to d6")) == "attack Telekinesis d4 to d6"
    assert str(Attack("Harden")) == "attack Harden"
    assert str(Defend("Light Screen")) == "defend Light Screen"
    assert str(Defend(None)) == "defend none"
    assert str(Rescue("teleport", "e5")) == "rescue teleport e5"
    assert str(Rescue("boost")) == "rescue boost"


def assert_refused(st: TacticsState, action: object, reason: str, seat: int | None = None) -> None:
    digest = st.digest()
    who = st.to_act()[0] if seat is None else seat
    with pytest.raises(IllegalAction, match=reason):
        st.apply(who, action)  # type: ignore[arg-type]
    assert st.digest() == digest


def test_illegal_moves_are_refused_with_a_reason_and_change_nothing() -> None:
    st = position({"Onix": "e4"}, {"Kadabra": "e7"})
    turn(st, "Onix")
    assert_refused(st, Move("e8"), r"e8 is out of Onix's reach \(speed 2\)")
    assert_refused(st, Move("e7"), "e7 is not free")
    assert_refused(st, Move("e5", "Stomp"), "Onix has no movement bonus called Stomp")
    assert_refused(st, Attack("Bind", "e7"), "does not answer the decision now")
    mon(st, "Onix").tokens["bind"] = 1
    st.invalidate()
    assert_refused(st, Move("e5"), "Onix cannot move: it is bound")


def test_illegal_attacks_are_refused_with_a_reason_and_change_nothing() -> None:
    st = position({"Tauros": "e4", "Ivysaur": "a1"}, {"Kadabra": "d6", "Onix": "e5"})
    turn(st, "Tauros")
    act(st, "move e4")
    assert_refused(st, Attack("Stomp", "d6"), "d6 is out of Stomp's reach")
    assert_refused(st, Attack("Quick Attack", "e5"), "must be announced in Phase 2")
    assert_refused(st, Attack("Thunderbolt", "e5"), "Tauros has no attack called Thunderbolt")
    assert_refused(st, Attack("Stomp", "a1"), "Stomp targets an opponent, and Ivysaur is yours")
    turn(st, "Ivysaur")
    act(st, "move a2")
    assert_refused(st, Attack("Razor Leaf", "d6"), "moved this turn")


def test_a_disabled_pokemon_is_refused_its_attacks() -> None:
    # a lone Tauros against three, with the last-rescue card: Phase 3 is a real decision
    st = position({"Tauros": "e4"}, {"Kadabra": "e5", "Onix": "i9", "Chansey": "a9"})
    new_cycle(st)
    mon(st, "Tauros").tokens["disable"] = 1
    act(st, "order Tauros empty empty", seat=0)
    act(st, "order Kadabra Onix Chansey", seat=1)
    act(st, "move e4")
    assert st.stage == "attack" and legal(st)[:2] == ["skip", "rescue heal"]
    assert_refused(st, Attack("Stomp", "e5"), "Tauros cannot attack: it is disabled")


def test_a_seat_not_to_act_is_refused() -> None:
    st = position({"Onix": "e4"}, {"Kadabra": "e7"})
    turn(st, "Onix")
    assert_refused(st, Move("e4"), "not Player 2's decision", seat=1)


def _states_along_a_game(seed: int) -> list[TacticsState]:
    st = GAME.new_state(GAME.params({"team_selection": seed % 4 + 1}), seed=seed)
    chooser = random.Random(seed)
    out = []
    while st.outcome is None:
        out.append(st.clone())
        seat = chooser.choice(st.to_act())
        st.apply(seat, chooser.choice(st.legal_actions(seat)))
    out.append(st)
    return out


def test_json_round_trip_is_exact_in_every_stage() -> None:
    stages = set()
    for seed in range(3):
        along = _states_along_a_game(seed)
        for st in [*along[::5], along[-1]]:
            data = json.loads(json.dumps(st.to_json()))
            back = GAME.state_from_json(data)
            assert back.to_json() == st.to_json()
            assert back.digest() == st.digest()
            for seat in st.to_act():
                assert legal(back, seat) == legal(st, seat)
            stages.add(st.stage)
    assert {"selection", "deployment", "order", "move", "attack", "over"} <= stages


def test_clones_are_independent() -> None:
    st = _states_along_a_game(1)[120]
    digest = st.digest()
    c = st.clone()
    seat = c.to_act()[0]
    c.apply(seat, c.legal_actions(seat)[-1])
    for m in c.mons:
        m.hp = 1
        m.tokens["poison"] = 1
    c.occ[0] = 3
    c.rng.d6()
    assert st.digest() == digest


def test_determinising_for_a_seat_withdraws_the_other_seats_cycle_order() -> None:
    st = position({"Onix": "a1", "Cubone": "b1", "Tauros": "c1"}, {"Kadabra": "i9"})
    act(st, "order Onix Cubone Tauros", seat=0)
    copy = st.determinize(1, seed=5)
    assert copy.to_act() == (0, 1)
    assert copy.orders is not None and 0 not in copy.orders.choices
    mine = st.determinize(0, seed=5)
    assert mine.orders is not None and mine.orders.choices[0] == ["Onix", "Cubone", "Tauros"]


def test_the_view_has_the_documented_shape() -> None:
    st = position({"Onix": "a1", "Mr. Mime": "b1"}, {"Kadabra": "i9"})
    st.set_barrier(0, (st.board.cell_of["e5"],))
    mon(st, "Kadabra").tokens["poison"] = 1
    turn(st, "Onix")
    v = st.view(0)
    assert set(v) >= {
        "game",
        "seat",
        "phase",
        "board",
        "pokemon",
        "cycle",
        "to_act",
        "prompts",
        "rescue",
        "selection",
        "turn",
        "attack",
        "outcome",
        "secret",
    }
    assert v["game"] == "tactics" and v["phase"] == "move" and v["to_act"] == [0]
    assert v["board"]["barrier"] == ["e5"] and v["board"]["width"] == 9
    assert v["board"]["obstacles"] == ["c4", "g4", "c6", "g6"]
    kad = next(p for p in v["pokemon"] if p["species"] == "Kadabra")
    assert kad["square"] == "i9" and kad["tokens"]["poison"] == 1
    assert kad["gauges"] == {"teleport": 3} and kad["max_hp"] == 80
    assert v["prompts"]["0"]["kind"] == "move"
    assert v["turn"]["pokemon"] == mon(st, "Onix").idx
    assert json.dumps(st.view(None))


def test_views_never_show_the_rng() -> None:
    st = _states_along_a_game(2)[60]
    rng_state = st.rng.to_json()["state"]
    for seat in (0, 1, None):
        text = json.dumps(st.view(seat))
        assert "rng" not in text.lower()
        assert str(rng_state) not in text


def test_action_info_names_the_kind_and_the_squares_for_the_board() -> None:
    st = position({"Charmeleon": "a1", "Kadabra": "b1"}, {"Onix": "e5"})
    turn(st, "Charmeleon")
    info = GAME.action_info(st, 0, Move("a2"))
    assert info["kind"] == "move" and info["squares"] == ["a2"]
    act(st, "move a1")
    info = GAME.action_info(st, 0, Attack("Fire Spin", "e5"))
    assert info["kind"] == "attack" and len(info["squares"]) == 9 and "d4" in info["squares"]
    assert info["label"] == "Charmeleon: Fire Spin (30 fire, area) centred on e5: Onix 30 damage"
    assert GAME.action_info(st, 0, st.legal_actions(0)[0])["kind"] == "pass"
    turn(st, "Kadabra")
    act(st, "move b1")
    info = GAME.action_info(st, 0, Attack("Telekinesis", "e5", "to e7"))
    assert info["squares"] == ["e5", "e7"]
    assert (
        info["label"] == "Kadabra: Telekinesis (moves a Pokémon 2 squares): move Onix from e5 to e7"
    )


def test_render_text_draws_the_board_and_the_pokemon() -> None:
    st = position({"Onix": "a1"}, {"Kadabra": "i9"})
    mon(st, "Kadabra").tokens["paralysis"] = 2
    turn(st, "Onix")
    text = GAME.render_text(st, 0)
    lines = text.splitlines()
    assert lines[1].split()[0] == "9" and lines[1].split()[-1] == "ka"  # lower case: blue
    assert lines[9].split()[:2] == ["1", "ON"]
    assert "##" in lines[4]  # the rocks of rank 6
    assert "Par×2" in text and "160/160" in text
    assert "Player 1 to act: Phase 2" in text


def test_the_terminal_drawing_is_in_colour_and_its_plain_text_is_the_text_drawing() -> None:
    st = position({"Onix": "a1"}, {"Kadabra": "i9"})
    mon(st, "Kadabra").hp = 10
    turn(st, "Onix")
    for seat in (0, 1, None):
        assert GAME.render_rich(st, seat).plain == GAME.render_text(st, seat)
    rich = GAME.render_rich(st, 0)

    def styles_at(start: int) -> str:
        return " ".join(str(s.style) for s in rich.spans if s.start <= start < s.end)

    plain = rich.plain
    board_row_9 = plain.index("  9 ")
    assert "blue" in styles_at(plain.index("ka", board_row_9))  # Player 2's Kadabra
    assert "red" in styles_at(plain.index("ON", plain.index("  1 ")))  # Player 1's Onix
    assert "red" in styles_at(plain.index("Player 1 (red, upper case)"))
    assert "blue" in styles_at(plain.index("Player 2 (blue, lower case)"))
    assert "red" in styles_at(plain.index(" 10/80 "))  # low HP in red
    assert "green" in styles_at(plain.index("160/160"))
    assert "dim" in styles_at(plain.index("##"))


def test_evaluate_prefers_the_side_with_more_hp_and_pokemon() -> None:
    st = position({"Onix": "a1", "Cubone": "b1"}, {"Kadabra": "i9"})
    assert GAME.evaluate(st, 0) > 0 > GAME.evaluate(st, 1)
    mon(st, "Cubone").hp = 10
    before = GAME.evaluate(st, 0)
    mon(st, "Cubone").hp = 90
    assert GAME.evaluate(st, 0) > before


def test_a_recorded_game_replays_to_the_same_state() -> None:
    chooser = random.Random(4)
    match = Match(GAME, {"team_selection": 2}, seed=4)
    while match.state.outcome is None:
        seat = chooser.choice(match.state.to_act())
        match.act(seat, chooser.choice(match.state.legal_actions(seat)))
    record = match.finish()
    assert replay(record).digest() == record.digest


def test_every_parameter_has_one_line_of_help() -> None:
    from pokeforge.core import describe_params
    from pokeforge.games.tactics.params import TacticsParams

    described = {p["name"]: p for p in describe_params(TacticsParams)}
    assert set(described) == {"team_selection", "board", "stalemate_cycles"}
    for entry in described.values():
        assert entry["help"] and "\n" not in entry["help"] and len(entry["help"]) <= 100, entry
    assert described["team_selection"]["choices"] == [1, 2, 3, 4]
    assert described["team_selection"]["default"] == 3
    assert described["stalemate_cycles"]["default"] == 25
