"""Team selection variants 1–4 (rulebook "Pokémon selection") and secret deployment (rulebook
"Preparing for the game")."""

from __future__ import annotations

import pytest
from tactics_builders import act, legal, texts

from pokeforge.core import IllegalAction
from pokeforge.games.tactics import GAME, TacticsState
from pokeforge.games.tactics.actions import Pick

# each in the content's order, the order a revealed team is shown in (whatever the picking order)
TEAM_A = ["Tauros", "Onix", "Raichu", "Kadabra", "Chansey"]
TEAM_B = ["Scyther", "Onix", "Cubone", "Voltorb", "Mr. Mime"]


def new(variant: int, seed: int = 0) -> TacticsState:
    return GAME.new_state(GAME.params({"team_selection": variant}), seed=seed)


def test_variant_1_both_pick_five_in_secret_at_the_same_time() -> None:
    st = new(1)
    assert st.to_act() == (0, 1)
    for a, b in zip(TEAM_A[:4], TEAM_B[:4], strict=True):
        act(st, f"pick {a}", seat=0)
        act(st, f"pick {b}", seat=1)
    act(st, f"pick {TEAM_A[4]}", seat=0)
    assert st.to_act() == (1,)
    for seat in (1, None):
        v = st.view(seat)
        assert v["selection"]["teams"]["0"] == [] and v["selection"]["picked"]["0"] == 5
        assert "Kadabra" not in str(v)
    assert st.view(0)["secret"]["picks"] == TEAM_A
    ev = act(st, f"pick {TEAM_B[4]}", seat=1)
    assert "Both players show their picks" in texts(ev)
    assert st.view(None)["selection"]["teams"] == {"0": TEAM_A, "1": TEAM_B}
    assert st.stage == "deployment"


def test_a_team_cannot_hold_two_pokemon_of_the_same_species() -> None:
    st = new(1)
    act(st, "pick Onix", seat=0)
    assert "pick Onix" not in legal(st, 0)
    assert "pick Onix" in legal(st, 1)  # the other team may have one
    digest = st.digest()
    with pytest.raises(IllegalAction, match="already has Onix"):
        st.apply(0, Pick("Onix"))
    assert st.digest() == digest


def test_variant_2_alternates_public_picks_starting_with_player_1() -> None:
    st = new(2)
    order = []
    for a, b in zip(TEAM_A, TEAM_B, strict=True):
        order.append(st.to_act())
        ev = act(st, f"pick {a}")
        assert ev[0].for_seat(None)["text"] == f"Player 1 picked {a}."
        order.append(st.to_act())
        act(st, f"pick {b}")
    assert order == [(0,), (1,)] * 5
    assert st.stage == "deployment"


def test_variant_2_picks_are_shown_at_once() -> None:
    st = new(2)
    act(st, "pick Onix")
    assert st.view(1)["selection"]["teams"]["0"] == ["Onix"]


def test_variant_3_four_secret_picks_shown_then_a_fifth_secret_pick() -> None:
    st = new(3)
    for a, b in zip(TEAM_A[:4], TEAM_B[:4], strict=True):
        act(st, f"pick {a}", seat=0)
        assert st.view(1)["selection"]["teams"]["0"] == []
        act(st, f"pick {b}", seat=1)
    v = st.view(None)
    assert v["selection"]["teams"] == {"0": TEAM_A[:4], "1": TEAM_B[:4]}
    assert st.to_act() == (0, 1)
    act(st, f"pick {TEAM_A[4]}", seat=0)
    assert st.view(1)["selection"]["teams"]["0"] == TEAM_A[:4]
    act(st, f"pick {TEAM_B[4]}", seat=1)
    assert st.view(None)["selection"]["teams"] == {"0": TEAM_A, "1": TEAM_B}


def test_variant_4_deals_three_random_species_to_each_then_two_secret_picks() -> None:
    st = new(4, seed=7)
    dealt = [list(st.dealt[0]), list(st.dealt[1])]
    assert all(len(d) == 3 and len(set(d)) == 3 for d in dealt)
    assert st.view(0)["secret"]["picks"] == dealt[0]
    # the species dealt only to Player 1 appear nowhere in what Player 2 or a spectator is shown
    only_red = [name for name in dealt[0] if name not in dealt[1]]
    assert only_red  # seed 7 deals Player 1 species Player 2 does not have
    for seat in (1, None):
        shown = str(st.view(seat))
        assert not [name for name in only_red if name in shown]
    assert st.view(None)["selection"]["teams"]["0"] == []
    assert all(f"pick {name}" not in legal(st, 0) for name in dealt[0])
    other = new(4, seed=8)
    assert [other.dealt[0], other.dealt[1]] != dealt  # the deal depends on the seed
    for seat in (0, 1):
        for _ in range(2):
            act(st, legal(st, seat)[0], seat=seat)
    assert st.stage == "deployment"
    assert [len(p) for p in st.picks] == [5, 5]
    order = list(GAME.content.species)
    for seat in (0, 1):  # the dealt species are in the team, shown in the content's order
        assert set(dealt[seat]) <= set(st.picks[seat])
        assert st.picks[seat] == sorted(st.picks[seat], key=order.index)


def test_determinising_re_deals_the_opponents_secret_picks_from_the_view_alone() -> None:
    st, twin = new(1), new(1)
    for s, other_pick in ((st, "Kadabra"), (twin, "Raichu")):
        act(s, "pick Onix", seat=0)
        act(s, f"pick {other_pick}", seat=1)
    copy = st.determinize(0, seed=3)
    assert copy.draft[0] == ["Onix"] and len(copy.draft[1]) == 1
    assert copy.digest() == twin.determinize(0, seed=3).digest()
    v4 = new(4, seed=2)
    c4 = v4.determinize(1, seed=9)
    assert c4.dealt[1] == v4.dealt[1] and len(c4.dealt[0]) == 3
    dealt = {tuple(sorted(v4.determinize(1, seed=s).dealt[0])) for s in range(6)}
    assert len(dealt) > 3


def _teams(st: TacticsState) -> None:
    for a, b in zip(TEAM_A, TEAM_B, strict=True):
        act(st, f"pick {a}", seat=0)
        act(st, f"pick {b}", seat=1)


def test_deployment_places_the_team_in_order_on_its_own_start_squares() -> None:
    st = new(1)
    _teams(st)
    red = legal(st, 0)
    assert red[0].startswith("place Tauros ")
    assert len(red) == 18  # ranks 1–2 of the default board
    assert "place Tauros a1" in red and "place Tauros a8" not in red
    act(st, "place Tauros a1", seat=0)
    assert "place Onix a1" not in legal(st, 0)  # taken
    assert "place Onix b1" in legal(st, 0)
    assert legal(st, 1)[0] == "place Scyther a8"


def test_deployment_is_secret_until_both_sides_have_placed_everything() -> None:
    st = new(1)
    _teams(st)
    squares = ["a1", "b1", "c1", "d1", "e1"]
    for name, sq in zip(TEAM_A, squares, strict=True):
        ev = act(st, f"place {name} {sq}", seat=0)
        assert ev[0].for_seat(1)["text"] == "Player 1 placed a Pokémon in secret."
    for seat in (1, None):
        red = [p for p in st.view(seat)["pokemon"] if p["owner"] == 0]
        assert all(p["square"] is None for p in red)
    mine = [p for p in st.view(0)["pokemon"] if p["owner"] == 0]
    assert [p["square"] for p in mine] == squares
    copy = st.determinize(1, seed=1)  # Player 1's deployment is taken back: it places again
    assert copy.placements[0] == [] and copy.to_act() == (0, 1)
    ev = []
    for name, sq in zip(TEAM_B, ["a9", "b9", "c9", "d9", "e9"], strict=True):
        ev = act(st, f"place {name} {sq}", seat=1)
    assert "Both players reveal their deployment" in texts(ev)
    red = [p for p in st.view(1)["pokemon"] if p["owner"] == 0]
    assert [p["square"] for p in red] == squares
    assert st.stage == "order" and st.cycle == 1
