"""Setting up (1999 rulebook): 7 cards, mulligans shown with up to 2 extra cards for the
opponent each, the Active and Bench placed in secret and revealed together, 6 Prizes, a coin
for who goes first."""

from __future__ import annotations

from origins_builders import GAME, act, new, texts

from pokeforge.core import Rng
from pokeforge.games.origins.rules.setup import deal, placement_actions
from pokeforge.games.origins.state import OriginsState


def _placing(seed: int = 0) -> OriginsState:
    st = new(seed)
    while st.phase != "place":
        act(st, "extra 2")
    return st


def test_both_players_draw_seven_and_place_in_secret() -> None:
    st = _placing()
    assert sorted(st.to_act()) == [0, 1]
    assert all(len(st.hand[p]) >= 7 for p in (0, 1))
    assert all(t.startswith("active ") for t in texts(st, 0))
    assert st.prompt(0).kind == "place"


def test_a_placement_shows_the_opponent_nothing_but_that_cards_are_placed() -> None:
    st = _placing()
    before = st.view(1)
    choice = texts(st, 0)[0]
    events = act(st, choice, seat=0)
    after = st.view(1)
    assert after["players"][0]["hand"]["count"] == before["players"][0]["hand"]["count"]
    assert all(choice.split()[1] not in e.for_seat(1)["text"] for e in events)
    assert "mine" not in after["placing"]
    assert st.view(0)["placing"]["mine"] == [choice.split()[1]]


def test_the_reveal_puts_the_picks_in_play_sets_six_prizes_and_starts_a_turn() -> None:
    st = _placing()
    hands = [len(st.hand[p]) for p in (0, 1)]
    picks = {}
    for p in (0, 1):
        first = texts(st, p)[0]
        act(st, first, seat=p)
        picks[p] = first.split()[1]
        bench = [t for t in texts(st, p) if t.startswith("bench")]
        if bench:
            act(st, bench[0], seat=p)
    act(st, "done", seat=0)
    assert st.phase == "place"
    events = act(st, "done", seat=1)
    assert any(e.kind == "reveal" and e.reveals for e in events)
    assert st.phase == "play"
    for p in (0, 1):
        active = st.active[p]
        assert active is not None and active["cards"] == [picks[p]]
        assert len(st.prizes[p]) == 6
    first = st.first
    assert st.current == first and st.turn == 1
    placed = [1 + len(st.bench[p]) for p in (0, 1)]
    drew = [1 if p == first else 0 for p in (0, 1)]
    assert [len(st.hand[p]) for p in (0, 1)] == [hands[p] - placed[p] + drew[p] for p in (0, 1)]


def test_the_bench_takes_at_most_five_at_setup() -> None:
    st = _placing()
    st.hand[0][:] = ["t-1"] * 7 + ["t-90"]
    act(st, "active t-1", seat=0)
    for _ in range(5):
        act(st, "bench t-1", seat=0)
    assert texts(st, 0) == ["done"]


class _Reversing(Rng):
    """A "shuffle" that reverses the pile: the test decides which cards come up."""

    def shuffle(self, items: list[str]) -> None:  # type: ignore[override]
        items.reverse()


def test_a_hand_without_a_basic_is_a_mulligan_shown_to_all_and_gives_extra_draws() -> None:
    st = OriginsState(GAME, GAME.origins_params({"deck0": "a", "deck1": "b"}), _Reversing(3))
    # once reversed, Player 1's deck has 7 Energy on top (the end of the list), Basics below
    st.deck[0] = ["t-90"] * 7 + ["t-1"] * 10
    st.deck[1] = ["t-2"] * 20
    deal(st)
    assert st.mulligans == [1, 0]
    assert st.extra_owed == [[1, 1]]
    mulligan = [e for e in st.events if e.kind == "mulligan"]
    assert mulligan and mulligan[0].reveals and mulligan[0].public["cards"] == ["t-90"] * 7


def test_the_opponent_may_draw_up_to_two_extra_cards_per_mulligan() -> None:
    for seed in range(40):
        st = new(seed)
        if st.extra_owed or (st.pending and st.pending["kind"] == "extra"):
            break
    else:
        raise AssertionError("no mulligan in 40 seeds")
    assert st.pending is not None and st.pending["kind"] == "extra"
    seat = st.pending["seat"]
    assert texts(st) == ["extra 0", "extra 1", "extra 2"]
    count = len(st.hand[seat])
    act(st, "extra 2")
    assert len(st.hand[seat]) == count + 2


def test_redraw_is_the_only_placement_when_a_hand_has_no_basic() -> None:
    st = _placing()
    st.hand[1][:] = ["t-90"] * 7
    assert [str(a) for a in placement_actions(st, 1)] == ["redraw"]


def test_redraw_keeps_the_hand_size_extra_draws_included() -> None:
    st = _placing()
    st.hand[1][:] = ["t-90"] * 9
    st.deck[1][:] = ["t-8"] * 20
    act(st, "redraw", seat=1)
    assert len(st.hand[1]) == 9 and len(st.deck[1]) == 20
