"""LEGENDARY EVENTS (and ENCOUNTERING POKÉMON, Shrine Legendary Pokémon): every trainer gains the
card's Apricorns; the Legendary token goes on its shrine, where it is encountered; defeated or
captured, the token leaves the game (a later card places no token); one that is neither stays."""

from __future__ import annotations

from typing import Any

from journey_builders import give, journey, play, put, texts

from pokeforge.core.events import Event
from pokeforge.core.outcome import Outcome, Termination
from pokeforge.games.sinnoh import GAME
from pokeforge.games.sinnoh.journey.rules import battles
from pokeforge.games.sinnoh.journey.state import JourneyState


def offer(st: JourneyState, card: str, place: str = "shrine_of_thunder") -> list[Event]:
    put(st, st.actor, place)
    give(st, st.actor, red=1)
    st.shrines.events = [card]
    return play(st, "offering red")


def _end(st: JourneyState, wild_fainted: bool, rewards: dict[str, Any] | None = None) -> None:
    battle = st.battle
    assert battle is not None
    if wild_fainted:
        battle.sides[1].party[0].fainted = True
    battle.rewards = rewards or {}
    battle.outcome = Outcome(Termination.KNOCKOUT, (0,), "test")
    events: list[Event] = []
    battles.finish(st, events)
    st.invalidate()


def test_every_trainer_gains_the_apricorns_and_the_token_goes_on_its_shrine() -> None:
    st = journey(3)
    blues = [t.apricorns("blue") for t in st.trainers]
    events = offer(st, "song_of_frost")
    assert [t.apricorns("blue") for t in st.trainers] == [n + 2 for n in blues]
    assert st.shrines.legends == {"shrine_of_frost": "Articuno"}
    assert any("Articuno appears at Shrine of Frost" in e.text for e in events)


def test_the_legendary_is_battled_at_its_shrine_and_leaves_the_game_when_defeated() -> None:
    st = journey(2)
    offer(st, "song_of_frost")
    seat = st.actor
    assert "legend" not in texts(st)  # not at the Shrine of Frost
    put(st, seat, "shrine_of_frost")
    play(st, "legend")
    assert st.battle is not None and st.wild == [st.content.card("Articuno").id]
    _end(st, wild_fainted=True)
    assert st.shrines.legends == {} and st.shrines.gone == ["Articuno"]
    # a later Song of Frost places no token
    st2 = st.clone()
    offer(st2, "song_of_frost")
    assert st2.shrines.legends == {}


def test_a_captured_legendary_leaves_the_game_and_joins_the_party() -> None:
    st = journey(1)
    st.shrines.legends["shrine_of_flame"] = "Moltres"
    seat = st.actor
    put(st, seat, "shrine_of_flame")
    play(st, "legend")
    _end(st, wild_fainted=False, rewards={"captured": True})
    assert st.shrines.gone == ["Moltres"] and "shrine_of_flame" not in st.shrines.legends
    assert st.content.cards[st.trainers[seat].party[-1].card].name == "Moltres"


def test_a_legendary_neither_defeated_nor_captured_stays() -> None:
    st = journey(1)
    st.shrines.legends["shrine_of_flame"] = "Moltres"
    put(st, st.actor, "shrine_of_flame")
    play(st, "legend")
    _end(st, wild_fainted=False)
    assert st.shrines.legends == {"shrine_of_flame": "Moltres"} and st.shrines.gone == []


def test_the_token_already_there_is_not_placed_twice() -> None:
    st = journey(1)
    st.shrines.legends["shrine_of_frost"] = "Articuno"
    events = offer(st, "song_of_frost")
    assert any("already at Shrine of Frost" in e.text for e in events)
    assert st.shrines.legends == {"shrine_of_frost": "Articuno"}


def test_the_view_and_the_terminal_show_the_tokens_and_the_followers() -> None:
    st = journey(2)
    st.shrines.legends["shrine_of_frost"] = "Articuno"
    st.shrines.god, st.shrines.gone = "dialga", ["Moltres"]
    st.shrines.followers = ["dialga", ""]
    st.invalidate()
    view = st.view(1)["shrines"]
    assert view["legends"] == {"shrine_of_frost": "Articuno"} and view["god"] == "dialga"
    assert view["followers"] == ["dialga", ""] and view["gone"] == ["Moltres"]
    text = GAME.render_text(st, 1)
    assert "Articuno at Shrine of Frost" in text and "Origin Shrine: Dialga's token" in text
    assert "Player 1 Dialga, 0 cards" in text and "Player 2 face down, 0 cards" in text
    st.shrines.hands[0] = ["Cosmic Void"]
    assert "Player 1 Dialga, 1 card;" in GAME.render_text(st, 1)
