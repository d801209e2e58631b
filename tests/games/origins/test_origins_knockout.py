"""Knock Outs, Prizes and winning (1999 rulebook): the Knocked Out Pokémon and its cards go to
the discard pile, the opponent takes a Prize (only the taker sees it), a new Active is chosen;
winning by the last Prize or by the opponent having no Pokémon in play; both at once is sudden
death (or a draw); the decision cap."""

from __future__ import annotations

from origins_builders import act, table, texts

from pokeforge.core import Termination
from pokeforge.games.origins.state import OriginsState


def _ko_attack(st: OriginsState) -> list[object]:
    mon = st.active[0]
    assert mon is not None
    mon["energy"] = ["t-91"]
    st.invalidate()
    return act(st, "attack 0")  # Machop's Low Kick, ×2 on Pikachu


def test_a_knock_out_discards_the_stack_and_gives_the_attacker_a_secret_prize() -> None:
    st = table(active=("t-2", "t-1"), bench=([], ["t-8", "t-6"]))
    defender = st.active[1]
    assert defender is not None
    defender["energy"] = ["t-90"]
    events = _ko_attack(st)
    assert st.active[1] is None
    assert sorted(st.discard[1]) == ["t-1", "t-90"]
    assert st.prizes_taken[0] == 1 and len(st.prizes[0]) == 5
    prize = next(e for e in events if getattr(e, "kind", "") == "prize")
    assert prize.for_seat(1).get("private") is None  # type: ignore[attr-defined]
    assert prize.for_seat(0)["private"]["card"] == "t-91"  # type: ignore[attr-defined]
    assert st.to_act() == (1,) and texts(st) == ["promote bench0", "promote bench1"]
    act(st, "promote bench1")
    assert st.active[1] is not None and st.active[1]["cards"] == ["t-6"]
    assert st.current == 1


def test_a_single_benched_pokemon_is_promoted_without_a_question() -> None:
    st = table(active=("t-2", "t-1"), bench=([], ["t-8"]))
    _ko_attack(st)
    assert st.active[1] is not None and st.active[1]["cards"] == ["t-8"]


def test_no_pokemon_left_in_play_loses() -> None:
    st = table(active=("t-2", "t-1"))
    _ko_attack(st)
    assert st.outcome is not None and st.outcome.winners == (0,)
    assert st.outcome.termination == Termination.KNOCKOUT
    assert st.end_reason == "no_pokemon"


def test_taking_the_last_prize_wins() -> None:
    st = table(active=("t-2", "t-1"), bench=([], ["t-8"]), prizes=1)
    _ko_attack(st)
    assert st.outcome is not None and st.outcome.winners == (0,)
    assert st.end_reason == "prizes"


def test_both_winning_at_once_is_sudden_death_with_one_prize() -> None:
    st = table(active=("t-6", "t-1"), prizes=1)
    mon = st.active[0]
    assert mon is not None
    mon["energy"] = ["t-90", "t-90"]
    mon["damage"] = 10
    st.invalidate()
    act(st, "attack 0")  # Magnemite's Selfdestruct knocks out both Actives
    assert st.outcome is None and st.sudden_deaths == 1
    assert st.active == [None, None]
    assert st.phase == "place" or st.pending is not None


def test_both_winning_at_once_is_a_draw_without_sudden_death() -> None:
    st = table(active=("t-6", "t-1"), prizes=1, sudden_death=False)
    mon = st.active[0]
    assert mon is not None
    mon["energy"] = ["t-90", "t-90"]
    st.invalidate()
    act(st, "attack 0")
    assert st.outcome is not None and st.outcome.is_draw
    assert st.outcome.termination == Termination.MUTUAL_KNOCKOUT


def test_the_decision_cap_ends_the_play_in_a_draw() -> None:
    st = table(active=("t-4", "t-4"), decks=(["t-90"] * 60, ["t-90"] * 60), decision_cap=50)
    while st.outcome is None:
        act(st, "end")
    assert st.outcome.is_draw and st.end_reason == "cap"
    assert st.outcome.termination == Termination.LENGTH_CAP
