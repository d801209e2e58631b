"""What the web board reads: the view's catalog of names (nothing hidden), the spaces an action
concerns, and actions in words."""

from __future__ import annotations

from hex_builders import act, clear, make_state, run, setup_player

from pokeforge.games.hex import GAME
from pokeforge.games.hex.rules.flow import push


def test_the_catalog_names_every_card_the_view_shows_and_nothing_hidden() -> None:
    s = make_state(seats=2)
    setup_player(s, 0, ["bulbasaur", "pidgey"], hand=["vitamin.1"])
    setup_player(s, 1, ["charmander"], hand=["master-ball.1"])
    shown = next(int(k) for k in s.slots)
    hidden = next(int(k) for k in s.slots if int(k) != shown)
    s.revealed.append(shown)
    view = s.view(0)
    cat = view["catalog"]
    assert cat["cards"]["pidgey"][0] == "Pidgey" and cat["cards"]["pidgey"][1] == "pink"
    assert s.slots[str(shown)] in cat["cards"]
    assert s.slots[str(hidden)] not in cat["cards"]
    vitamin = s.content.items["vitamin"].text
    assert cat["items"] == {"vitamin": ["Vitamin", "battle", vitamin]}
    assert cat["trainer_texts"][s.players[1].trainer] == s.content.trainers["hiker"].text
    assert "master-ball" not in str(view) and s.view(None)["catalog"]["items"] == {}


def test_moves_and_space_choices_name_their_spaces_for_the_board() -> None:
    s = make_state(seats=2)
    setup_player(s, 0, ["bulbasaur"], trainer="hiker", hand=["fly.1"])
    clear(s)
    s.active = 0
    push(s, {"t": "turn_menu"})
    run(s)
    act(s, 0, "use fly.1")
    infos = [GAME.action_info(s, 0, a) for a in s.legal_actions(0)]
    assert infos and all(
        i["kind"] == "space" and i["spaces"] == [int(i["text"][7:])] for i in infos
    )
    assert all(i["label"].startswith("choose ") and "space" in i["label"] for i in infos)


def test_seat_choices_read_as_players() -> None:
    s = make_state(seats=3)
    setup_player(s, 0, ["bulbasaur"])
    clear(s)
    from pokeforge.games.hex.rules.effects import effect_tasks

    push(s, *effect_tasks(0, [{"do": "imposter_oak"}]))
    run(s)
    labels = [GAME.describe_action(s, 0, a) for a in s.legal_actions(0)]
    assert labels == ["choose Player 2", "choose Player 3"]
    assert "spaces" not in GAME.action_info(s, 0, s.legal_actions(0)[0])
