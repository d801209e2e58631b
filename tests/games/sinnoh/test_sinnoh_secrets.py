"""What a seat may not know in a battle (the other trainer's Change of Fate hand, the rest of the
Change of Fate deck, the dice's future) is declared once in ``SinnohState.secrets()``, stays out of
the seat's view, prompt, actions and public events, and the core ``determinize`` re-deals it from
the seat's view alone."""

from __future__ import annotations

import random
from collections import Counter
from typing import Any

import pytest
from conformance_checks import check_agents_fair, check_determinize_from_view, check_swap
from sinnoh_builders import HANDS, start

from pokeforge.agents.greedy import GreedyAgent
from pokeforge.core import Match, ParamError, Rng, State, redeal
from pokeforge.games.sinnoh import GAME
from pokeforge.games.sinnoh.actions import Action
from pokeforge.games.sinnoh.fate import deck
from pokeforge.games.sinnoh.params import SinnohParams
from pokeforge.games.sinnoh.rules.aftermath import take_fate_card
from pokeforge.games.sinnoh.state import SinnohState

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


def twin(st: SinnohState, seat: int | None, salt: int) -> SinnohState:
    """``st`` with what ``seat`` cannot see re-dealt by the core (the other hand, the rest of the
    deck) and the dice's future changed."""
    t = st.clone()
    redeal(t, seat, salt)
    t.rng.reseed(salt * 7919 + 1)
    return t


def test_the_secrets_are_each_hand_and_the_rest_of_the_deck() -> None:
    st = start("Eevee", "Bidoof", fate0="Cosmic Void", fate1="Devious Ambush")
    secrets = st.secrets()
    assert secrets.commitments == []  # a battle has no simultaneous secret choice
    hands = [z for z in secrets.zones if z.name.startswith("Change of Fate hand")]
    assert [z.items for z in hands] == [["Cosmic Void"], ["Devious Ambush"]]
    # over the state's own lists: a re-deal changes the battle's hands
    assert hands[0].items is st.sides[0].hand and hands[1].items is st.sides[1].hand
    assert [z.seen_by for z in hands] == [frozenset({0}), frozenset({1})]
    rest = secrets.zone("Change of Fate deck")
    assert rest.items == ["Divine Intervention"] and rest.seen_by == frozenset()
    assert {z.pool for z in secrets.zones} == {"fate"}
    # a card the other trainer saw change hands is known to it
    st.rng.script(0)
    take_fate_card(st, 0, [])
    hands = [z for z in st.secrets().zones if z.name.startswith("Change of Fate hand")]
    assert hands[0].known_to(1) == ["Devious Ambush"] and hands[0].known_to(None) == []


def test_a_battle_without_change_of_fate_cards_hides_nothing_but_the_dice() -> None:
    """(So a battle without hands gets the copies, and the greedy figures, it got before.)"""
    for params in ({}, {"opponent": "wild"}, {"trainer0": "random", "party_size": "4"}):
        st = GAME.new_state(GAME.params(params), seed=1, seats=1 if params else 2)
        assert st.secrets().zones == [] and st.secrets().commitments == []


def test_the_game_writes_no_determinize_of_its_own() -> None:
    import pokeforge.games.sinnoh.fate as fate

    assert SinnohState.determinize is State.determinize
    assert not hasattr(fate, "redeal")


def test_the_deck_holds_each_card_once_per_copy_and_a_battle_cannot_deal_more() -> None:
    assert Counter(deck(GAME.content)) == {
        c.name: max(1, c.copies) for c in GAME.content.fate.values() if c.kind == "fate"
    }
    with pytest.raises(ParamError, match=r"2 copies of Cosmic Void.*the deck has 1"):
        GAME.new_state(GAME.params({"fate0": "Cosmic Void", "fate1": "Cosmic Void"}), seed=1)
    with pytest.raises(ParamError, match="2 copies of Cosmic Void"):
        GAME.new_state(GAME.params({"fate0": "Cosmic Void,Cosmic Void"}), seed=1)


@pytest.mark.parametrize("params", HANDS)
def test_views_and_prompts_do_not_depend_on_what_a_seat_cannot_see(params: dict[str, Any]) -> None:
    checked = changed = 0
    for seed in range(3):
        for st in positions(params, seed):
            for seat in (0, 1, None):
                t = twin(st, seat, seed)
                other = 0 if seat is None else 1 - seat
                changed += sorted(t.sides[other].hand) != sorted(st.sides[other].hand)
                assert t.view(seat) == st.view(seat)
                assert GAME.render_text(t, seat) == GAME.render_text(st, seat)
                if seat is not None and seat == st.actor:
                    assert t.prompt(seat) == st.prompt(seat)
                    assert t.legal_actions(seat) == st.legal_actions(seat)
                checked += 1
    assert checked > 10
    if params is not HANDS[0]:  # there every card is in a hand: nothing to exchange
        assert changed > 5  # the re-deal really gave other hands


@pytest.mark.parametrize("params", HANDS)
def test_actions_and_their_events_do_not_depend_on_the_other_hand(params: dict[str, Any]) -> None:
    """The acting seat's prompt, actions and the events of each (as that seat and a spectator
    read them) are the same whatever the other trainer holds (same dice): a card played is the
    seat's own."""
    checked = 0
    states = [st for seed in (2, 3) for st in positions(params, seed, every=2)]
    for st in states:
        seat = st.actor
        if st.seat_of(seat) is None or not st.sides[1 - seat].hand:
            continue
        t = st.clone()
        redeal(t, seat, 5)
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
                # the other hand and the rest of the deck hold the cards the seat does not see
                seen = [*st.sides[seat].hand, *st.sides[0].played, *st.sides[1].played]
                assert Counter(copy.sides[1 - seat].hand) + Counter(seen) <= Counter(FATE)
                # the copy's parameters name no starting hand
                assert copy.params.fate0 == copy.params.fate1 == ""
                hands.add(tuple(copy.sides[1 - seat].hand))
            # the pool (the Change of Fate deck, one card per copy, less what the seat holds and
            # what was played) allows another hand: it is not always the real one
            pool = [c for c in FATE if c not in st.sides[seat].hand]
            pool = [c for c in pool if c not in st.sides[0].played + st.sides[1].played]
            if len(pool) > len(hidden):
                assert any(h != tuple(sorted(hidden)) for h in hands)
                varied += 1
    if params is not HANDS[0]:
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


@pytest.mark.parametrize("params", HANDS)
def test_the_conformance_secrecy_checks_hold_in_battles_with_hands(params: dict[str, Any]) -> None:
    """The suite's swap test, equal-views-equal-copies and agent test, on these battles (the
    suite itself plays the default parameters, which deal no Change of Fate card)."""
    for seed in range(2):
        rng = Rng(seed * 7919 + 17)
        states = positions(params, seed, every=2)
        assert any(st.secrets().zones for st in states)
        for k, st in enumerate(states):
            check_swap(st, rng)
            check_determinize_from_view(st, rng)
            if k % 4 == 0:
                check_agents_fair(st, rng)


def test_a_card_taken_at_random_is_known_to_the_loser_and_kept_by_determinize() -> None:
    st = GAME.new_state(
        GAME.params({"party_size": "3", "fate1": "Cosmic Void,Devious Ambush"}), seed=3
    )
    st.rng.script(0)
    take_fate_card(st, 0, [])
    taken = st.sides[0].hand
    assert taken == ["Cosmic Void"]
    # the loser saw which card went; the winner's hand is otherwise secret to it
    assert st.view(1)["sides"][0]["hand_known"] == ["Cosmic Void"]
    # the winner knows the loser saw it; a spectator saw neither
    assert st.view(0)["sides"][0]["hand_known"] == ["Cosmic Void"]
    assert st.view(None)["sides"][0]["hand_known"] == []
    assert "fate: 1 card (known: Cosmic Void)" in GAME.render_text(st, 1)
    assert "known:" not in GAME.render_text(st, None)
    for seed in range(20):
        assert st.determinize(1, seed).sides[0].hand == ["Cosmic Void"]
    # the winner knows the card it took; the loser's other card is one it did not take
    rest = {tuple(st.determinize(0, seed).sides[1].hand) for seed in range(20)}
    assert rest == {("Devious Ambush",), ("Divine Intervention",)}


def test_a_played_card_is_public_declared_as_a_reveal_and_leaves_the_pool() -> None:
    st = GAME.new_state(
        GAME.params(
            {
                "party_size": "3",
                "fate0": "Cosmic Void",
                "follower0": "palkia",
                "fate1": "Devious Ambush",
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
    events = st.apply(0, fate)
    played = [e for e in events if e.kind == "fate"]
    assert played and "Cosmic Void" in played[0].text
    assert played[0].reveals == ("Cosmic Void",)
    assert st.view(1)["sides"][0]["fate_played"] == ["Cosmic Void"]
    assert st.view(1)["sides"][0]["hand"] == 0
    # seat 0 re-deals seat 1's card from the deck without the card it played
    hands = {tuple(st.determinize(0, seed).sides[1].hand) for seed in range(20)}
    assert hands == {("Devious Ambush",), ("Divine Intervention",)}


def test_the_starting_hands_are_parameters_secret_to_their_owner() -> None:
    fields = SinnohParams.model_fields
    assert fields["fate0"].json_schema_extra == {"secret_to_side": 0}
    assert fields["fate1"].json_schema_extra == {"secret_to_side": 1}
    schema = SinnohParams.model_json_schema()["properties"]
    assert schema["fate0"]["secret_to_side"] == 0 and schema["fate1"]["secret_to_side"] == 1
    secret = {k for k, f in fields.items() if f.json_schema_extra}
    assert secret == {"fate0", "fate1"}


def test_no_view_names_the_parameters_or_the_other_hand() -> None:
    import json

    st = start("Eevee", "Bidoof", fate0="Cosmic Void", fate1="Devious Ambush")
    for seat, hidden in ((0, "Devious Ambush"), (1, "Cosmic Void"), (None, "Cosmic Void")):
        text = json.dumps(st.view(seat)) + GAME.render_text(st, seat)
        assert hidden not in text
        assert "fate0" not in text and "fate1" not in text
    assert st.view(0)["sides"][0]["hand"] == ["Cosmic Void"]
    assert st.view(1)["sides"][1]["hand"] == ["Devious Ambush"]
    assert st.view(None)["sides"][0]["hand"] == 1


def test_an_action_of_the_acting_seat_names_only_its_own_cards() -> None:
    st = start("Eevee", "Bidoof", fate0="Cosmic Void", follower0="palkia", fate1="Devious Ambush")
    assert Action("fate", -1, "Cosmic Void") in st.legal_actions(0)
    texts = " ".join(str(a) for a in st.legal_actions(0))
    assert "Devious Ambush" not in texts


def test_a_hand_has_no_order_so_equal_views_give_equal_copies_whatever_the_order_dealt() -> None:
    """The order a hand was dealt in shows nowhere: not in the seat's view, not in its actions,
    not in its copies (hands are kept sorted)."""
    one = start("Eevee", "Bidoof", fate0="Devious Ambush,Cosmic Void", follower0="arceus")
    two = start("Eevee", "Bidoof", fate0="Cosmic Void,Devious Ambush", follower0="arceus")
    assert one.view(0) == two.view(0)
    assert one.legal_actions(0) == two.legal_actions(0)
    for seed in range(5):
        assert one.determinize(0, seed).digest() == two.determinize(0, seed).digest()
    # a card taken at the end of a battle joins the hand in its place
    st = start("Eevee", "Bidoof", fate0="Devious Ambush", fate1="Cosmic Void")
    st.rng.script(0)
    take_fate_card(st, 0, [])
    assert st.sides[0].hand == ["Cosmic Void", "Devious Ambush"]


class _Peeking(SinnohState):
    """A broken battle whose views show every hand."""

    def view(self, seat: int | None) -> dict[str, Any]:
        out = super().view(seat)
        for side, s in zip(out["sides"], self.sides, strict=True):
            side["hand"] = list(s.hand)
        return out


class _Naming(SinnohState):
    """A broken battle whose public sentences name the other trainer's cards."""

    def _apply(self, seat: int, action: Action) -> list[Any]:
        from pokeforge.core import Event

        events = super()._apply(seat, action)
        cards = ", ".join(self.sides[1 - seat].hand)
        return [*events, Event("gossip", f"the other trainer holds {cards}")]


class _Keeping(SinnohState):
    """A broken battle whose determinised copies keep the real hands (only the dice change)."""

    def determinize(self, seat: int, seed: int) -> SinnohState:
        copy = self.clone()
        copy.rng.reseed(seed)
        return copy


@pytest.mark.parametrize(
    ("broken", "check", "message"),
    [
        (_Peeking, check_swap, "view shows what it cannot see"),
        (_Naming, check_swap, "public events of .* show"),
        (_Keeping, check_determinize_from_view, "copy depends on what it cannot see"),
    ],
)
def test_the_checks_catch_a_battle_that_leaks_a_hand(
    broken: type, check: Any, message: str
) -> None:
    st = GAME.new_state(GAME.params(HANDS[1]), seed=2)
    leaky = broken.__new__(broken)
    leaky.__dict__.update(st.clone().__dict__)
    with pytest.raises(AssertionError, match=message):  # (a re-deal may give the same hand)
        for k in range(20):
            check(leaky, Rng(k))


def test_hands_may_be_dealt_at_random_from_the_seed_by_public_parameters() -> None:
    """``fate_dealt0``/``fate_dealt1`` say how many cards each trainer is dealt (public: everyone
    sees how many anyway); which ones comes from the seed, after any named hand."""
    fields = SinnohParams.model_fields
    assert not fields["fate_dealt0"].json_schema_extra
    assert not fields["fate_dealt1"].json_schema_extra
    params = GAME.params({"fate_dealt0": "2", "fate_dealt1": "1"})
    hands = set()
    for seed in range(12):
        st = GAME.new_state(params, seed=seed)
        h0, h1 = st.sides[0].hand, st.sides[1].hand
        assert len(h0) == 2 and len(h1) == 1 and h0 == sorted(h0)
        assert sorted([*h0, *h1]) == sorted(FATE)  # the deck holds three cards
        assert st.view(1)["sides"][0]["hand"] == 2 and st.view(0)["sides"][0]["hand"] == h0
        assert GAME.new_state(params, seed=seed).digest() == st.digest()  # the seed decides
        hands.add(tuple(h0))
    assert len(hands) == 3
    named = GAME.new_state(GAME.params({"fate0": "Cosmic Void", "fate_dealt0": "1"}), seed=4)
    assert "Cosmic Void" in named.sides[0].hand and len(named.sides[0].hand) == 2
    # no card to deal without one dealt; too many; a side that is no trainer
    plain = GAME.new_state(GAME.params({}), seed=4)
    assert plain.digest() == GAME.new_state(GAME.params({"fate_dealt0": "0"}), seed=4).digest()
    with pytest.raises(ParamError, match="4 Change of Fate cards to deal, the deck has 3"):
        GAME.new_state(GAME.params({"fate_dealt0": "2", "fate_dealt1": "2"}), seed=1)
    with pytest.raises(ParamError, match="fate_dealt1: only a trainer"):
        GAME.new_state(GAME.params({"opponent": "wild", "fate_dealt1": "1"}), seed=1, seats=1)
