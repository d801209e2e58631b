"""CHANGE OF FATE CARDS on the journey (and REWARDS AND RECOVERY): a trainer out of usable Pokémon
draws one at the start of their next turn and may then change their Follower token; a hand goes
into the trainer's battles (played by the battle, the Follower token deciding), the cards played
go to the discard pile, the winner of a trainer battle takes one of the loser's at random; a hand
is its holder's secret (everyone sees how many); an empty deck takes back its discard pile."""

from __future__ import annotations

from journey_builders import journey, play, put, texts

from pokeforge.core.events import Event
from pokeforge.core.outcome import Outcome, Termination
from pokeforge.games.sinnoh import GAME
from pokeforge.games.sinnoh.journey.rules import battles
from pokeforge.games.sinnoh.journey.state import JourneyState

MEADOW = "-4,1"


def together(seats: int = 2) -> tuple[JourneyState, int, int]:
    st = journey(seats)
    a = st.actor
    b = next(s for s in range(seats) if s != a)
    for s in (a, b):
        put(st, s, MEADOW)
    return st, a, b


def _end(st: JourneyState, winner_side: int) -> list[Event]:
    battle = st.battle
    assert battle is not None
    for mon in battle.sides[1 - winner_side].party:
        mon.fainted, mon.damage = True, mon.max_health
    battle.outcome = Outcome(Termination.KNOCKOUT, (winner_side,), "test")
    events: list[Event] = []
    if battle.sides[1].kind == "trainer":
        from pokeforge.games.sinnoh.rules.aftermath import take_fate_card

        take_fate_card(battle, winner_side, events)
    battles.finish(st, events)
    st.invalidate()
    return events


def test_out_of_usable_pokemon_draws_a_card_at_the_next_turn_and_may_follow() -> None:
    st, _a, b = together(2)
    st.shrines.fate = ["Cosmic Void"]
    play(st, f"challenge {b + 1}")
    _end(st, 0)  # b is out of usable Pokémon
    assert st.actor == b  # out of Pokémon: restored and drawing as their turn starts
    assert st.shrines.hands[b] == ["Cosmic Void"] and st.shrines.fate == []
    assert st.decision() == "follow" and st.to_act() == (b,)
    play(st, "follow palkia")
    assert st.shrines.followers[b] == "palkia"  # face up at once (not a Fracture)
    assert st.decision() == "turn"


def test_the_draw_is_the_drawers_secret() -> None:
    st, a, b = together(2)
    st.shrines.fate = ["Devious Ambush"]
    play(st, f"challenge {b + 1}")
    events = _end(st, 0)
    draw = next(e for e in events if e.kind == "fate_draw")
    assert "Devious Ambush" not in draw.text and "Devious Ambush" not in str(draw.public)
    assert draw.for_seat(b)["private"] == {"card": "Devious Ambush"}
    assert "private" not in draw.for_seat(a)


def test_a_hand_goes_into_the_battle_and_the_card_played_is_discarded() -> None:
    st, a, b = together(2)
    st.shrines.hands[a] = ["Cosmic Void", "Devious Ambush"]
    st.shrines.followers[a] = "giratina"
    play(st, f"challenge {b + 1}")
    battle = st.battle
    assert battle is not None and battle.sides[0].hand == ["Cosmic Void", "Devious Ambush"]
    assert st.shrines.hands[a] == []  # in the battle
    assert st.view(a)["shrines"]["hands"][a]["cards"] == ["Cosmic Void", "Devious Ambush"]
    for _ in range(6):  # the Pokémon sent in, until Player a's first attack
        if a in st.to_act() and any(t.startswith("use") for t in texts(st, a)):
            break
        seat = st.to_act()[0]
        st.apply(seat, st.legal_actions(seat)[0])
    legal = texts(st, a)
    assert "fate Devious Ambush" in legal and "fate Cosmic Void" not in legal  # a Giratina card
    play(st, "fate Devious Ambush", a)
    _end(st, 0)
    assert st.shrines.hands[a] == ["Cosmic Void"]
    assert st.shrines.fate_discard == ["Devious Ambush"]


def test_the_winner_takes_a_card_of_the_loser_at_random() -> None:
    st, a, b = together(2)
    st.shrines.hands[b] = ["Cosmic Void"]
    st.shrines.fate = []  # b draws nothing at the start of their turn
    play(st, f"challenge {b + 1}")
    events = _end(st, 0)
    assert st.shrines.hands[a] == ["Cosmic Void"] and st.shrines.hands[b] == []
    taken = next(e for e in events if e.kind == "reward" and "Change of Fate" in e.text)
    # the battle's private parts name journey seats
    assert set(taken.private) <= {a, b}


def test_hands_are_secret_but_their_sizes_are_not() -> None:
    st, a, b = together(3)
    st.shrines.hands[a] = ["Cosmic Void", "Cosmic Void"]
    st.invalidate()
    mine = st.view(a)["shrines"]["hands"][a]
    theirs = st.view(b)["shrines"]["hands"][a]
    assert mine == {"count": 2, "cards": ["Cosmic Void", "Cosmic Void"]}
    assert theirs == {"count": 2, "known": []}
    text_a, text_b = GAME.render_text(st, a), GAME.render_text(st, b)
    assert "Your Change of Fate cards (" in text_a and text_a.count("Cosmic Void (") == 2
    assert "Cosmic Void" not in text_b and "2 cards" in text_b
    # a determinised copy for b re-deals a's hand from what b cannot see
    copy = st.determinize(b, seed=5)
    assert len(copy.shrines.hands[a]) == 2
    assert copy.shrines.hands[b] == st.shrines.hands[b]


def test_an_empty_deck_takes_back_its_discard_pile_or_draws_nothing() -> None:
    st, _a, b = together(2)
    st.shrines.fate, st.shrines.fate_discard = [], ["Cosmic Void"]
    play(st, f"challenge {b + 1}")
    _end(st, 0)
    assert st.shrines.hands[b] == ["Cosmic Void"] and st.shrines.fate_discard == []
    play(st, "follow keep")
    st2, _a2, b2 = together(2)
    st2.shrines.fate = []
    play(st2, f"challenge {b2 + 1}")
    _end(st2, 0)
    assert st2.shrines.hands[b2] == [] and st2.decision() == "turn"


def _to_first_attack(st: JourneyState, a: int) -> None:
    for _ in range(6):  # the Pokémon sent in, until Player a's first attack
        if a in st.to_act() and any(t.startswith("use") for t in texts(st, a)):
            return
        seat = st.to_act()[0]
        st.apply(seat, st.legal_actions(seat)[0])


def test_a_celestial_artifact_found_on_the_journey_lets_its_holder_play_its_gods_cards() -> None:
    # CELESTIAL ARTIFACTS: "whilst held by a Pokémon in your party, allows the trainer to play
    # Palkia's Change of Fate cards" (a Follower of Giratina here)
    st, a, b = together(2)
    st.shrines.hands[a] = ["Cosmic Void", "Devious Ambush"]
    st.shrines.followers[a] = "giratina"
    st.trainers[a].items = ["lustrous_artifact"]  # found at a Hidden Spot: in the bag
    st.invalidate()
    play(st, "equip 0 lustrous_artifact", a)
    assert st.trainers[a].party[0].item == "lustrous_artifact"
    play(st, f"challenge {b + 1}")
    _to_first_attack(st, a)
    legal = texts(st, a)
    assert "fate Cosmic Void" in legal and "fate Devious Ambush" in legal


def test_a_celestial_artifact_in_the_bag_does_not_count() -> None:
    st, a, b = together(2)
    st.shrines.hands[a] = ["Cosmic Void"]
    st.trainers[a].items = ["lustrous_artifact"]  # not held by a Pokémon
    st.invalidate()
    play(st, f"challenge {b + 1}")
    _to_first_attack(st, a)
    assert "fate Cosmic Void" not in texts(st, a)
