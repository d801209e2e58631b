"""Every secret of a tactics play is declared (``secrets()``): the species dealt in variant 4 and
the species, squares and order slots a seat has taken in secret are zones, each seat's completed
secret choice (its picks of a round, its deployment, its cycle order) a core commitment. The core
re-deal (the swap test's second state) makes the other seat choose again, and the conformance
checks hold along plays of every selection variant."""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "conformance"))

import pytest
from conformance_checks import (
    check_agents_fair,
    check_determinize_from_view,
    check_secret_choices,
    check_swap,
)
from tactics_builders import act, position

from pokeforge.core import Rng, redeal
from pokeforge.games.tactics import GAME, TacticsState

# each in the content's order, the order a revealed team is shown (and deployed) in
TEAM_A = ["Tauros", "Onix", "Raichu", "Kadabra", "Chansey"]
TEAM_B = ["Scyther", "Onix", "Cubone", "Voltorb", "Mr. Mime"]
RED = {"Ivysaur": "a1", "Raichu": "e1", "Hitmonchan": "i1"}
BLUE = {"Hitmonchan": "a9", "Kadabra": "e9", "Onix": "i9"}


def new(variant: int, seed: int = 0) -> TacticsState:
    return GAME.new_state(GAME.params({"team_selection": variant}), seed=seed)


def team_seen_by(st: TacticsState, seat: int) -> list[str]:
    return list(st.view(seat)["secret"]["picks"])


def test_variant_4_declares_each_dealt_hand_hidden_from_the_other_seat() -> None:
    st = new(4, seed=3)
    secrets = st.secrets()
    for seat in (0, 1):
        hand = secrets.zone(f"dealt {seat}")
        assert sorted(hand.items) == sorted(team_seen_by(st, seat))
        assert hand.visible_to(seat) and not hand.visible_to(1 - seat)
        assert not hand.visible_to(None)


def test_a_re_deal_for_one_seat_deals_the_other_new_species_and_keeps_its_own() -> None:
    st = new(4, seed=3)
    mine = team_seen_by(st, 0)
    theirs = set()
    for seed in range(8):
        other = st.clone()
        redeal(other, 0, seed)
        assert team_seen_by(other, 0) == mine
        assert other.view(0) == st.view(0)
        team = team_seen_by(other, 1)
        assert len(team) == 3 == len(set(team))
        theirs.add(tuple(team))
    assert len(theirs) > 4


def test_a_re_deal_gives_a_half_picked_team_other_species_and_never_two_alike() -> None:
    st = new(4, seed=5)
    act(st, str(st.legal_actions(1)[0]), seat=1)  # one of its two picks: the draft is secret too
    seen = set()
    for seed in range(10):
        other = st.clone()
        redeal(other, 0, seed)
        team = team_seen_by(other, 1)
        assert len(team) == 4 == len(set(team))
        seen.add(tuple(sorted(team)))
        assert other.view(0) == st.view(0)
    assert len(seen) > 4


def test_a_completed_secret_team_is_a_commitment_made_again_after_a_re_deal() -> None:
    st = new(1)
    for name in TEAM_B:
        act(st, f"pick {name}", seat=1)
    (choices,) = st.secrets().commitments
    assert 1 in choices.choices and st.to_act() == (0,)
    teams = set()
    for seed in range(6):
        other = st.clone()
        redeal(other, 0, seed)
        assert other.to_act() == (0,)
        assert other.view(0) == st.view(0)
        teams.add(tuple(team_seen_by(other, 1)))
    assert len(teams) > 3


def test_a_completed_deployment_is_a_commitment_made_again_after_a_re_deal() -> None:
    st = new(1)
    for a, b in zip(TEAM_A, TEAM_B, strict=True):
        act(st, f"pick {a}", seat=0)
        act(st, f"pick {b}", seat=1)
    for name, sq in zip(TEAM_A, ["a1", "b1", "c1", "d1", "e1"], strict=True):
        act(st, f"place {name} {sq}", seat=0)
    (choices,) = st.secrets().commitments
    assert 0 in choices.choices and st.to_act() == (1,)
    squares = set()
    for seed in range(6):
        other = st.clone()
        redeal(other, 1, seed)
        assert other.to_act() == (1,) and other.view(1) == st.view(1)
        squares.add(tuple(sorted(other.view(0)["secret"]["placements"].values())))
    assert len(squares) > 3


def test_a_half_built_order_is_re_dealt_and_a_complete_one_chosen_again() -> None:
    st = position(RED, BLUE)
    act(st, "order Raichu", seat=0)
    drafts = set()
    for seed in range(8):
        other = st.clone()
        redeal(other, 1, seed)
        assert other.view(1) == st.view(1)
        drafts.add(tuple(other.view(0)["secret"]["order"]))
    assert len(drafts) > 1
    st = position(RED, BLUE)
    act(st, "order Raichu Ivysaur Hitmonchan", seat=0)
    orders = set()
    for seed in range(8):
        other = st.clone()
        redeal(other, 1, seed)
        assert other.to_act() == (1,)
        orders.add(tuple(other.view(0)["secret"]["order"]))
    assert len(orders) > 2


def test_the_three_reveals_are_declared() -> None:
    st = new(1)
    kinds: dict[str, tuple[str, ...]] = {}
    rng = Rng(1)
    while st.stage in ("selection", "deployment", "order") and st.outcome is None:
        seat = st.to_act()[0]
        actions = st.legal_actions(seat)
        for e in st.apply(seat, actions[rng.below(len(actions))]):
            kinds[e.kind] = e.reveals
    assert kinds["teams_revealed"] and kinds["deployment_revealed"] and kinds["orders_revealed"]
    assert kinds["pick"] == kinds["place"] == kinds["order"] == ()


def test_equal_views_give_equal_copies_whatever_the_other_seat_picked() -> None:
    one, two = new(1), new(1)
    act(one, "pick Onix", seat=1)
    act(two, "pick Kadabra", seat=1)
    assert one.view(0) == two.view(0)
    assert one.determinize(0, 7).digest() == two.determinize(0, 7).digest()
    assert one.determinize(1, 7).digest() != two.determinize(1, 7).digest()


@pytest.mark.parametrize("variant", [1, 2, 4])
def test_the_secret_checks_hold_along_plays_of_every_selection_variant(variant: int) -> None:
    for seed in range(2):
        st = new(variant, seed)
        rng = Rng(seed * 31 + variant)
        steps = 0
        while st.outcome is None and st.cycle <= 3:
            if steps % 3 == 0 or st.stage in ("selection", "deployment", "order"):
                check_swap(st, rng)
                check_determinize_from_view(st, rng)
                check_secret_choices(st, rng)
            acting = st.to_act()
            seat = acting[rng.below(len(acting))]
            actions = st.legal_actions(seat)
            st.apply(seat, actions[rng.below(len(actions))])
            steps += 1
        assert st.cycle > 1 or st.outcome is not None


def test_agents_choose_alike_whatever_variant_4_dealt_the_other_seat() -> None:
    for seed in range(3):
        st = new(4, seed)
        rng = Rng(seed)
        check_agents_fair(st, rng)
        act(st, str(st.legal_actions(1)[-1]), seat=1)
        check_agents_fair(st, rng)


def _reveal(variant: int, dealt0: list[str] | None, picks0: list[str]) -> TacticsState:
    """Variant ``variant``: Player 1 ends with the same five whatever was dealt and in whatever
    order it picked; Player 2 picks Raichu, Onix, Tauros (dealt in variant 4), Kadabra, Chansey."""
    st = GAME.new_state(GAME.params({"team_selection": variant}), seed=7)
    theirs = ["Raichu", "Onix", "Tauros", "Kadabra", "Chansey"]
    if dealt0 is not None:
        st.dealt[0], st.dealt[1] = list(dealt0), theirs[:3]
        theirs = theirs[3:]
        st.invalidate()
    for species in picks0:
        st.apply(0, st.action_from_text(0, f"pick {species}"))
    for species in theirs:
        st.apply(1, st.action_from_text(1, f"pick {species}"))
    return st


def test_a_revealed_team_shows_neither_what_was_dealt_nor_the_secret_picking_order() -> None:
    # found by an independent audit: the team used to be shown dealt species first, then the
    # picks in the order they were made, for the rest of the game
    five = ["Ivysaur", "Charmeleon", "Wartortle", "Beedrill", "Fearow"]
    dealt = _reveal(4, ["Ivysaur", "Charmeleon", "Wartortle"], ["Beedrill", "Fearow"])
    other = _reveal(4, ["Beedrill", "Fearow", "Wartortle"], ["Ivysaur", "Charmeleon"])
    for seat in (1, None):
        assert dealt.view(seat) == other.view(seat)
    forwards, backwards = _reveal(1, None, five), _reveal(1, None, five[::-1])
    for seat in (1, None):
        assert forwards.view(seat) == backwards.view(seat)
    assert forwards.prompt(0).text == backwards.prompt(0).text
