"""What a seat may not know in a battle (the other trainer's Change of Fate hand, the dice's
future) stays out of its view, and ``determinize`` re-deals it from the seat's view alone."""

from __future__ import annotations

import random
from typing import Any

import pytest
from sinnoh_builders import TRAINER_CARDS_AND_HANDS

from pokeforge.agents.greedy import GreedyAgent
from pokeforge.core import Match
from pokeforge.games.sinnoh import GAME
from pokeforge.games.sinnoh.rules.aftermath import take_fate_card
from pokeforge.games.sinnoh.state import SinnohState

#: trainer battles with Change of Fate hands (as in the conformance configurations)
HANDS: list[dict[str, Any]] = [
    TRAINER_CARDS_AND_HANDS,
    {"party_size": "4", "fate0": "Cosmic Void", "fate1": "Devious Ambush"},
]
FATE = sorted(c.name for c in GAME.content.fate.values() if c.kind == "fate")


def positions(params: dict[str, Any], seed: int, every: int = 3) -> list[SinnohState]:
    """States met along a random playout (every ``every``-th decision)."""
    match = Match(GAME, params, seed=seed, seats=2)
    rnd = random.Random(seed)
    out: list[SinnohState] = []
    steps = 0
    while match.state.outcome is None and steps < 400:
        st = match.state
        assert isinstance(st, SinnohState)
        if steps % every == 0:
            out.append(st.clone())
        seat = st.to_act()[0]
        match.act(seat, rnd.choice(st.legal_actions(seat)))
        steps += 1
    return out


def other_hand(st: SinnohState, side: int, salt: int) -> tuple[str, ...]:
    """A different hand of the same size for ``side``."""
    rnd = random.Random(salt)
    n = len(st.sides[side].hand)
    for _ in range(50):
        hand = tuple(rnd.choice(FATE) for _ in range(n))
        if hand != st.sides[side].hand:
            return hand
    return tuple(reversed(st.sides[side].hand))


def twin(st: SinnohState, seat: int, salt: int) -> SinnohState:
    """``st`` with what ``seat`` cannot see changed: the other hand and the dice's future."""
    t = st.clone()
    side = 1 - seat
    t.sides[side].hand = other_hand(st, side, salt)
    t.rng.reseed(salt * 7919 + 1)
    return t


@pytest.mark.parametrize("params", HANDS)
def test_views_and_prompts_do_not_depend_on_the_other_hand(params: dict[str, Any]) -> None:
    checked = 0
    for seed in range(3):
        for st in positions(params, seed):
            for seat in (0, 1):
                t = twin(st, seat, seed)
                if t.sides[1 - seat].hand == st.sides[1 - seat].hand:
                    continue
                assert t.view(seat) == st.view(seat)
                assert t.view(None) == st.view(None)
                assert GAME.render_text(t, seat) == GAME.render_text(st, seat)
                if seat != st.actor:
                    assert t.prompt(seat) == st.prompt(seat)
                    assert t.legal_actions(seat) == st.legal_actions(seat)
                checked += 1
    assert checked > 10


@pytest.mark.parametrize("params", HANDS)
def test_actions_and_their_events_do_not_depend_on_the_other_hand(params: dict[str, Any]) -> None:
    """The acting seat's prompt, actions and the events of each (as that seat and a spectator
    read them) are the same whatever the other trainer holds (same dice)."""
    checked = 0
    for st in positions(params, 2, every=2):
        seat = st.actor
        if st.seat_of(seat) is None or not st.sides[1 - seat].hand:
            continue
        t = st.clone()
        t.sides[1 - seat].hand = other_hand(st, 1 - seat, 5)
        assert t.prompt(seat) == st.prompt(seat)
        assert t.legal_actions(seat) == st.legal_actions(seat)
        for action in st.legal_actions(seat):
            a, b = st.clone(), t.clone()
            ea, eb = a.apply(seat, action), b.apply(seat, action)
            for who in (seat, None):
                assert [e.for_seat(who) for e in ea] == [e.for_seat(who) for e in eb]
                assert a.view(who) == b.view(who)
            checked += 1
    assert checked > 10


@pytest.mark.parametrize("params", HANDS)
def test_determinize_depends_only_on_what_the_seat_sees(params: dict[str, Any]) -> None:
    checked = 0
    for seed in range(3):
        for st in positions(params, seed):
            for seat in (0, 1):
                if not st.sides[1 - seat].hand:
                    continue
                t = twin(st, seat, seed + 100)
                a = st.determinize(seat, 12345 + seed)
                b = t.determinize(seat, 12345 + seed)
                assert a.to_json() == b.to_json()
                assert a.digest() == b.digest()
                # the same seed gives the same copy
                assert st.determinize(seat, 12345 + seed).digest() == a.digest()
                checked += 1
    assert checked > 10


@pytest.mark.parametrize("params", HANDS)
def test_the_copy_keeps_what_the_seat_sees_and_redeals_the_rest(params: dict[str, Any]) -> None:
    varied = 0
    for st in positions(params, 4)[:6]:
        for seat in (0, 1):
            hidden = st.sides[1 - seat].hand
            if not hidden:
                continue
            hands = set()
            for seed in range(40):
                copy = st.determinize(seat, seed)
                assert copy.view(seat) == st.view(seat)
                assert copy.view(None) == st.view(None)
                assert copy.sides[seat].hand == st.sides[seat].hand
                assert len(copy.sides[1 - seat].hand) == len(hidden)
                assert all(c in FATE for c in copy.sides[1 - seat].hand)
                hands.add(tuple(sorted(copy.sides[1 - seat].hand)))
            # the pool (the Change of Fate deck, one card per copy, less what the seat holds and
            # what was played) allows another hand: it is not always the real one
            pool = [c for c in FATE if c not in st.sides[seat].hand]
            if len(pool) > len(hidden):
                assert any(h != tuple(sorted(hidden)) for h in hands)
                varied += 1
    assert varied > 0


def test_the_dice_future_is_reseeded() -> None:
    st = positions(HANDS[1], 1)[2]
    copy = st.determinize(0, 99)
    assert copy.rng.to_json() != st.rng.to_json()
    assert st.determinize(0, 99).rng.to_json() == copy.rng.to_json()
    assert st.determinize(0, 98).rng.to_json() != copy.rng.to_json()


@pytest.mark.parametrize("params", HANDS)
def test_greedy_chooses_the_same_whatever_the_other_hand(params: dict[str, Any]) -> None:
    checked = 0
    for seed in range(2):
        for st in positions(params, seed, every=2):
            seat = st.to_act()[0]
            if not st.sides[1 - seat].hand or len(st.legal_actions(seat)) < 2:
                continue
            t = twin(st, seat, seed + 7)
            a = GreedyAgent(seed=31).choose(st, seat)
            b = GreedyAgent(seed=31).choose(t, seat)
            assert a == b
            checked += 1
    assert checked > 5


def test_a_card_taken_at_random_is_known_to_the_loser_and_kept_by_determinize() -> None:
    st = GAME.new_state(
        GAME.params({"party_size": "3", "fate1": "Cosmic Void,Devious Ambush"}), seed=3
    )
    st.rng.script(0)
    take_fate_card(st, 0, [])
    taken = st.sides[0].hand
    assert taken == ("Cosmic Void",)
    # the loser saw which card went; the winner's hand is otherwise secret to it
    assert st.view(1)["sides"][0]["hand_known"] == ["Cosmic Void"]
    # the winner knows the loser saw it; a spectator saw neither
    assert st.view(0)["sides"][0]["hand_known"] == ["Cosmic Void"]
    assert st.view(None)["sides"][0]["hand_known"] == []
    assert "fate: 1 card (known: Cosmic Void)" in GAME.render_text(st, 1)
    assert "known:" not in GAME.render_text(st, None)
    for seed in range(20):
        assert st.determinize(1, seed).sides[0].hand == ("Cosmic Void",)
    # a spectator-like seat that did not see it (the winner for the loser's rest) re-deals
    rest = {st.determinize(0, seed).sides[1].hand for seed in range(20)}
    assert all(len(h) == 1 and "Cosmic Void" not in h for h in rest)


def test_a_played_card_is_public_and_leaves_the_pool() -> None:
    st = GAME.new_state(
        GAME.params(
            {
                "party_size": "3",
                "fate0": "Cosmic Void",
                "follower0": "palkia",
                "fate1": "Devious Ambush,Divine Intervention",
            }
        ),
        seed=5,
    )
    while st.outcome is None and not any(
        str(a).startswith("fate") for a in st.legal_actions(st.actor)
    ):
        st.apply(st.actor, st.legal_actions(st.actor)[0])
    assert st.actor == 0 and st.outcome is None
    fate = next(a for a in st.legal_actions(0) if str(a).startswith("fate"))
    st.apply(0, fate)
    assert st.view(1)["sides"][0]["fate_played"] == ["Cosmic Void"]
    assert st.view(1)["sides"][0]["hand"] == 0
    # seat 0 re-deals seat 1's two cards from the deck without the card it played
    for seed in range(10):
        hand = st.determinize(0, seed).sides[1].hand
        assert len(hand) == 2 and "Cosmic Void" not in hand
