"""§4 Capturing Pokémon: faces, balls announced before the roll, specialists, weakened tokens,
replacement, Yellow never weakened; §11 Red and Blue."""

from __future__ import annotations

from hex_builders import act, clear, make_state, run, setup_player

from pokeforge.games.hex.rules.capture import succeeds
from pokeforge.games.hex.rules.flow import push


def _offer(s, space: int, card: str) -> None:  # type: ignore[no-untyped-def]
    clear(s)
    s.slots[str(space)] = card
    if space in s.revealed:
        s.revealed.remove(space)
    push(s, {"t": "capture_offer", "seat": 0, "space": space})
    run(s)


def _pokemon_space(s) -> int:  # type: ignore[no-untyped-def]
    return next(sp.id for sp in s.board.spaces if sp.kind == "pokemon")


def test_a_modifier_moves_the_roll_either_way() -> None:
    assert succeeds((5,), [6], 1) and succeeds((5,), [4], 1)
    assert not succeeds((5,), [3], 1)
    assert succeeds((6,), [2], 4) and not succeeds((6,), [1], 4)


def test_failed_capture_weakens_and_reveals_the_pokemon() -> None:
    s = make_state()
    setup_player(s, 0, ["bulbasaur"])
    sp = _pokemon_space(s)
    _offer(s, sp, "alakazam")  # red: needs a 5
    assert sp in s.revealed
    s.rng.script_dice(2)
    act(s, 0, "throw")
    assert sp in s.weakened and s.slots[str(sp)] == "alakazam"
    assert "alakazam" not in s.players[0].team


def test_weakened_pokemon_is_caught_with_plus_one_and_replaced_face_down() -> None:
    s = make_state()
    setup_player(s, 0, ["bulbasaur"])
    sp = _pokemon_space(s)
    _offer(s, sp, "alakazam")
    s.weakened.append(sp)
    s.rng.script_dice(4)
    act(s, 0, "throw")
    assert "alakazam" in s.players[0].team and s.players[0].captures == 1
    assert sp not in s.weakened and sp not in s.revealed
    assert s.slots[str(sp)] != "alakazam"


def test_ball_is_announced_before_the_roll_and_discarded() -> None:
    s = make_state()
    setup_player(s, 0, ["bulbasaur"], hand=["ultra-ball.1"])
    sp = _pokemon_space(s)
    _offer(s, sp, "alakazam")
    assert "throw ultra-ball.1" in [str(a) for a in s.legal_actions(0)]
    s.rng.script_dice(3)
    act(s, 0, "throw ultra-ball.1")
    assert "alakazam" in s.players[0].team
    assert "ultra-ball.1" in s.discards["items"] and not s.players[0].hand


def test_type_specialist_adds_one_to_capture_on_its_types() -> None:
    s = make_state()
    setup_player(s, 0, ["bulbasaur"], trainer="sabrina")
    sp = _pokemon_space(s)
    _offer(s, sp, "alakazam")
    s.rng.script_dice(6)
    act(s, 0, "throw")
    assert "alakazam" in s.players[0].team


def test_yellow_pokemon_is_never_weakened() -> None:
    s = make_state()
    setup_player(s, 0, ["bulbasaur"])
    sp = _pokemon_space(s)
    _offer(s, sp, "mewtwo")
    s.rng.script_dice(5)
    act(s, 0, "throw")
    assert sp not in s.weakened and s.slots[str(sp)] == "mewtwo"


def test_red_rolls_two_dice_and_blue_draws_an_item_on_a_catch() -> None:
    s = make_state()
    setup_player(s, 0, ["bulbasaur"], trainer="red")
    sp = _pokemon_space(s)
    _offer(s, sp, "alakazam")
    s.rng.script_dice(1, 5)
    act(s, 0, "throw")
    assert "alakazam" in s.players[0].team
    s.players[0].trainer = "blue"
    _offer(s, sp, "abra")
    s.rng.script_dice(3)
    act(s, 0, "throw")
    assert "abra" in s.players[0].team and len(s.players[0].hand) == 1


def test_leaving_the_pokemon_keeps_it_revealed_without_a_token() -> None:
    s = make_state()
    setup_player(s, 0, ["bulbasaur"])
    sp = _pokemon_space(s)
    _offer(s, sp, "abra")
    act(s, 0, "leave")
    assert sp in s.revealed and sp not in s.weakened


def test_repel_swaps_the_revealed_pokemon_before_the_capture() -> None:
    s = make_state()
    setup_player(s, 0, ["bulbasaur"])
    setup_player(s, 1, ["charmander"], hand=["repel.1"])
    sp = _pokemon_space(s)
    tier = s.content.cards[s.slots[str(sp)]].tier
    _offer(s, sp, "alakazam" if tier == "red" else s.slots[str(sp)])
    first = s.slots[str(sp)]
    assert s.pending["trigger"] == "repel" and s.to_act() == (1,)
    act(s, 1, "use")
    assert s.slots[str(sp)] != first and first in s.piles[s.content.cards[first].tier]
    assert s.pending["kind"] == "capture" and s.to_act() == (0,)
