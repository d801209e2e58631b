"""CELESTIAL FRACTURE, FOLLOWER TOKENS and THE GODS OF SINNOH: every trainer draws a Change of Fate
card and chooses a Follower token in secret; revealed together, the God with the most Followers
comes to the Origin Shrine (the offerer chooses among tied Gods; it replaces the token there; a
God gone from the game is never placed); its Followers move 1 more tile and trade wherever they
stand; battled at the Origin Shrine, a defeated God leaves the game."""

from __future__ import annotations

from journey_builders import give, journey, play, put, texts

from pokeforge.core.events import Event
from pokeforge.core.outcome import Outcome, Termination
from pokeforge.games.sinnoh.journey.rules import battles
from pokeforge.games.sinnoh.journey.state import JourneyState


def fracture(st: JourneyState) -> int:
    seat = st.actor
    put(st, seat, "shrine_of_frost")
    give(st, seat, red=1)
    st.shrines.events = ["celestial_fracture"]
    play(st, "offering red")
    return seat


def test_a_fracture_deals_every_trainer_a_card_and_asks_each_in_secret() -> None:
    st = journey(3)
    deck = len(st.shrines.fate)
    offerer = fracture(st)
    assert [len(h) for h in st.shrines.hands] == [1, 1, 1]
    assert len(st.shrines.fate) == deck - 3
    first = st.to_act()[0]
    assert first == offerer and st.decision() == "vote"
    assert set(st.to_act()) == {0, 1, 2}  # chosen together, in secret
    assert texts(st) == ["follow keep", "follow dialga", "follow palkia", "follow giratina"]
    play(st, "follow palkia")
    assert st.shrines.followers == ["", "", ""]  # face down until all have chosen
    other = st.to_act()[0]
    seen = st.view(other)["shrines"]["votes"]
    assert seen["committed"] == [offerer] and "mine" not in seen
    assert st.view(offerer)["shrines"]["votes"]["mine"] == "palkia"
    play(st, "follow palkia")
    play(st, "follow dialga")
    assert st.shrines.votes is None
    assert sorted(st.shrines.followers) == ["dialga", "palkia", "palkia"]
    assert st.shrines.god == "palkia"


def test_tied_gods_are_chosen_by_the_offerer() -> None:
    st = journey(2)
    offerer = fracture(st)
    play(st, "follow dialga")
    play(st, "follow giratina")
    assert st.decision() == "god" and st.to_act() == (offerer,)
    assert texts(st) == ["god dialga", "god giratina"]
    play(st, "god giratina")
    assert st.shrines.god == "giratina"


def test_no_follower_places_no_god_and_a_new_one_replaces_the_token() -> None:
    st = journey(2)
    fracture(st)
    play(st, "follow keep")
    play(st, "follow keep")
    assert st.shrines.god == ""
    st.shrines.god = "dialga"
    st.shrines.followers = ["palkia", "palkia"]
    play(st, "end")
    fracture(st)
    play(st, "follow keep")
    play(st, "follow keep")
    assert st.shrines.god == "palkia"


def test_a_god_gone_from_the_game_is_not_placed() -> None:
    st = journey(2)
    st.shrines.gone = ["palkia"]
    fracture(st)
    play(st, "follow palkia")
    play(st, "follow palkia")
    assert st.shrines.god == ""


def test_followers_of_the_god_move_one_more_tile() -> None:
    st = journey(2)
    a = st.actor
    b = st.order[(st.order.index(a) + 1) % 2]
    st.shrines.god = "dialga"
    st.shrines.followers[b] = "dialga"
    st.shrines.followers[a] = "palkia"
    play(st, "end")
    assert st.actor == b and st.moves_left == 4
    play(st, "end")
    assert st.actor == a and st.moves_left == 3


def test_followers_of_the_god_trade_wherever_they_stand() -> None:
    st = journey(3)
    a = st.actor
    others = [s for s in range(3) if s != a]
    give(st, a, red=1)
    give(st, others[0], blue=1)
    give(st, others[1], blue=1)
    put(st, a, "origin_shrine")
    offers = [t for t in texts(st) if t.startswith("offer ")]
    assert offers == []
    st.shrines.god = "giratina"
    st.shrines.followers = ["giratina"] * 3
    st.shrines.followers[others[1]] = "dialga"
    st.invalidate()
    offers = [t for t in texts(st) if t.startswith("offer ")]
    assert f"offer {others[0] + 1} give=red get=blue" in offers
    assert not any(t.startswith(f"offer {others[1] + 1} ") for t in offers)


def test_a_god_is_battled_at_the_origin_shrine_and_leaves_the_game_when_defeated() -> None:
    st = journey(1)
    st.shrines.god = "dialga"
    put(st, st.actor, "origin_shrine")
    play(st, "legend")
    assert st.battle is not None and st.content.cards[st.wild[0]].name == "Dialga"
    st.battle.sides[1].party[0].fainted = True
    st.battle.outcome = Outcome(Termination.KNOCKOUT, (0,), "test")
    events: list[Event] = []
    battles.finish(st, events)
    st.invalidate()
    assert st.shrines.god == "" and st.shrines.gone == ["dialga"]
    assert any("leaves the game" in e.text for e in events)
