"""Whole plays: registry, records and replay, JSON round trip, clone independence, text
rendering and the greedy evaluation."""

from __future__ import annotations

import random

from pieces_builders import place, with_spares

from pokeforge import new_game
from pokeforge.core import Match, Record, get_game, replay, verify
from pokeforge.games.pieces import GAME, PiecesState


def _play(seed: int, steps: int | None = None) -> Match:
    match = Match(GAME, seed=seed)
    rng = random.Random(seed)
    while match.state.outcome is None and (steps is None or steps > 0):
        seat = match.state.to_act()[0]
        actions = match.state.legal_actions(seat)
        match.act(seat, actions[rng.randrange(len(actions))])
        if steps is not None:
            steps -= 1
    return match


def test_the_game_is_registered_as_pieces() -> None:
    assert get_game("pieces") is GAME
    state = new_game("pieces", seed=2, quiet_turn_limit=30)
    assert isinstance(state, PiecesState) and state.params.quiet_turn_limit == 30


def test_a_record_replays_to_the_same_state() -> None:
    match = _play(11)
    record = match.finish()
    back = Record.from_json(record.to_json())
    assert verify(back)
    assert replay(back).digest() == match.state.digest()
    halfway = replay(back, upto=len(back.actions) // 2)
    assert halfway.outcome is None


def test_a_state_survives_a_json_round_trip_mid_game() -> None:
    import json

    match = _play(5, steps=60)
    data = json.loads(json.dumps(match.state.to_json()))
    back = GAME.state_from_json(data)
    assert back.digest() == match.state.digest()
    assert back.board == match.state.board
    assert [str(a) for a in back.legal_actions(back.turn)] == [
        str(a) for a in match.state.legal_actions(match.state.turn)
    ]


def test_a_clone_is_independent_of_its_original() -> None:
    match = _play(8, steps=40)
    state = match.state
    before = state.digest()
    copy = state.clone()
    rng = random.Random(1)
    while copy.outcome is None:
        seat = copy.to_act()[0]
        actions = copy.legal_actions(seat)
        copy.apply(seat, actions[rng.randrange(len(actions))])
    assert state.digest() == before
    assert copy.digest() != before


def test_the_same_seed_and_actions_give_the_same_play() -> None:
    assert _play(21).state.digest() == _play(21).state.digest()
    assert _play(21).state.digest() != _play(22).state.digest()


def test_the_text_board_shows_powers_sides_and_the_plus_power_area() -> None:
    state = with_spares()
    place(state, 0, "Patrat", "d3", flipped=True)
    place(state, 1, "Zoroark", "d4")
    text = GAME.render_text(state, 0)
    lines = text.splitlines()
    assert lines[0].startswith("7") and lines[6].startswith("1")
    assert "PAT50*" in lines[4] and "zor70" in lines[3]
    assert "Plus Power: 6 face down; face up: none" in text
    assert "you to act" in text


def test_the_evaluation_prefers_winning_material() -> None:
    state = with_spares()
    place(state, 0, "Samurott", "c3")
    place(state, 1, "Patrat", "c4", flipped=True)
    mine, theirs = GAME.evaluate(state, 0), GAME.evaluate(state, 1)
    state.apply(0, state.action_from_text(0, "battle c3 c4"))
    assert GAME.evaluate(state, 0) > mine
    assert GAME.evaluate(state, 1) < theirs


def test_the_evaluation_of_a_finished_game_is_its_result() -> None:
    match = _play(3)
    out = match.state.outcome
    assert out is not None
    for seat in (0, 1):
        value = GAME.evaluate(match.state, seat)
        if seat in out.winners:
            assert value == 1e6
        elif out.winners:
            assert value == -1e6
        else:
            assert value == 0.0


def test_the_terminal_board_is_in_colour_and_its_plain_text_is_the_text_board() -> None:
    state = with_spares()
    place(state, 0, "Patrat", "d3", flipped=True)
    place(state, 1, "Zoroark", "d4")
    for seat in (0, 1, None):
        rich = GAME.render_rich(state, seat)
        assert rich.plain == GAME.render_text(state, seat)
    rich = GAME.render_rich(state, 0)

    def style_of(word: str) -> str:
        start = rich.plain.index(word)
        return " ".join(str(span.style) for span in rich.spans if span.start <= start < span.end)

    assert "red" in style_of("PAT50*") and "dim" in style_of("PAT50*")  # Player 1, turned over
    assert "blue" in style_of("zor70") and "bold" in style_of("zor70")  # Player 2, face up
    assert "red" in style_of("Player 1 (red, capitals)")
    assert "blue" in style_of("Player 2 (blue, lower case)")


def test_texts_name_the_players_never_a_seat_number() -> None:
    texts: list[str] = []
    for seed in range(6):
        state = GAME.new_state(seed=seed)
        rng = random.Random(seed)
        while state.outcome is None:
            seat = state.to_act()[0]
            texts.append(state.prompt(seat).text)
            actions = state.legal_actions(seat)
            texts += [e.text for e in state.apply(seat, actions[rng.randrange(len(actions))])]
        texts += [GAME.render_text(state, s) for s in (0, 1, None)]
        assert "Player " in state.outcome.reason
    assert any("Player 1" in t for t in texts) and any("Player 2" in t for t in texts)
    for text in texts:
        assert "seat 0" not in text.lower() and "seat 1" not in text.lower()
        assert "side 0" not in text.lower() and "side 1" not in text.lower()


def test_every_parameter_has_one_line_of_help() -> None:
    from pokeforge.core import describe_params
    from pokeforge.games.pieces import PiecesParams

    described = {p["name"]: p for p in describe_params(PiecesParams)}
    assert set(described) == {"quiet_turn_limit", "victini_sudden_death"}
    for entry in described.values():
        assert entry["help"] and "\n" not in entry["help"] and len(entry["help"]) <= 100, entry
    assert described["quiet_turn_limit"]["default"] == 50
    assert described["quiet_turn_limit"]["min"] == 2
    assert described["victini_sudden_death"]["type"] == "bool"
