"""What each seat's view of a journey shows (everything at the table is face up but the decks'
order and another trainer's search), and the journey as text: the map with the trainers, every
trainer, the viewer's party and bag, the offered Ginkgo Trades, the decision; actions in words."""

from __future__ import annotations

from journey_builders import give, journey, play, put, texts

from pokeforge.games.sinnoh import GAME


def test_every_trainer_is_shown_face_up_to_everyone() -> None:
    st = journey(3)
    t = st.trainers[2]
    t.items, t.balls, t.points = ["eviolite"], ["poke"], 4
    for viewer in (0, 1, None):
        view = st.view(viewer)
        shown = view["trainers"][2]
        assert shown["home"] == "pinecrest" and shown["at"] == t.at.name()
        assert shown["party"][0]["name"] == "Rowlet" and shown["items"] == ["eviolite"]
        assert shown["balls"] == ["poke"] and shown["bag"]["red"] == 3
        assert shown["journey_points"] == 4 and shown["score"] == 0
        assert view["mode"] == "journey" and view["region"] == st.region.name
        assert view["ginkgo"]["offered"] == st.trades and view["ginkgo"]["deck"] == len(st.ginkgo)
        assert view["decks"]["Forest|Cold|weak"] == len(st.decks["Forest|Cold|weak"])
        assert "Forest|Cold|weak" not in str(view["discards"])  # an empty pile is left out


def test_the_decks_show_their_sizes_only() -> None:
    st = journey(2)
    view = st.view(0)
    for key, deck in st.decks.items():
        assert view["decks"][key] == len(deck)
    assert str(st.decks["Forest|Cold|weak"]) not in str(view)


def test_a_battle_is_shown_with_the_journeys_seats() -> None:
    st = journey(3)
    seat = st.actor
    put(st, seat, "tree_cold_forest_1b")
    play(st, "search")
    play(st, texts(st)[0])
    view = st.view(2)
    battle = view["battle"]
    assert battle["sides"][0]["seat"] == seat and battle["sides"][1]["seat"] is None
    assert battle["to_act"] == [seat] and view["phase"] == "battle"


def test_the_text_shows_the_map_the_trainers_the_party_and_the_decision() -> None:
    st = journey(1)
    give(st, 0, red=3, blue=1)
    text = GAME.render_text(st, 0)
    assert "Sinnoh" in text and "@1" in text
    assert "Player 1 (you): home Snowfall Village" in text
    assert "Your party:" in text and "0 Swinub" in text and "Apricorns: red 3, blue 1" in text
    assert "Ginkgo Trades offered:" in text
    assert "To decide (Player 1): Your turn" in text and "3 tile moves left" in text
    assert "Your party:" not in GAME.render_text(st, None)
    assert GAME.render_rich(st, 0).plain == text
    two = journey(2)
    assert "@1" in GAME.render_text(two, 0) and "@2" in GAME.render_text(two, 0)


def test_actions_are_described_in_words() -> None:
    st = journey(1)
    st.grunts = ()  # the home village liberated: flying is offered
    words = {str(a): GAME.describe_action(st, 0, a) for a in st.legal_actions(0)}
    assert words["end"] == "End your turn"
    assert words["craft poke_ball"] == "Craft a Poké Ball (pay red, red)"
    step = next(k for k in words if k.startswith("step "))
    assert words[step].startswith(f"Move east to {step.split()[1]} (")  # the way on the map
    fly = next(k for k in words if k.startswith("fly "))
    assert "Fly to" in words[fly] and "discard a red Apricorn" in words[fly]
    info = GAME.action_info(st, 0, st.legal_actions(0)[0])
    assert info["kind"] == "step" and info["tile"] == step.split()[1]
