"""What a person reads: sentences, prompts, action descriptions, refusals of typed actions and the
terminal drawing."""

from __future__ import annotations

import pytest
from tactics_builders import act, legal, mon, position, texts, turn

from pokeforge.core import IllegalAction
from pokeforge.games.tactics import GAME, TacticsState


def refusal(st: TacticsState, text: str, seat: int | None = None) -> str:
    """The reason a typed ``text`` is refused; the state must not change."""
    who = st.to_act()[0] if seat is None else seat
    digest = st.digest()
    with pytest.raises(IllegalAction) as refused:
        st.action_from_text(who, text)
    assert st.digest() == digest
    return refused.value.reason


def test_sentences_name_the_player_when_both_teams_have_the_species() -> None:
    st = position({"Tauros": "e4", "Onix": "a1"}, {"Tauros": "e5", "Kadabra": "i9"})
    ev = turn(st, "Tauros", seat=0)
    ev += act(st, "move e4")
    ev += act(st, "attack Stomp e5")
    sentence = texts(ev)
    assert "Tauros (Player 1) stays on e4." in sentence
    assert "Tauros (Player 1) used Stomp on Tauros (Player 2): 70 − 20 defence" in sentence
    # a species only one team has is named alone
    turn(st, "Onix")
    ev = act(st, "move a2")
    assert texts(ev).startswith("Onix moves from a1 to a2.")


def test_typed_actions_in_any_letter_case_are_accepted() -> None:
    st = GAME.new_state(GAME.params({"team_selection": 1}), seed=0)
    assert str(st.action_from_text(0, "pick mr mime")) == "pick Mr. Mime"
    st = position({"Onix": "e4"}, {"Kadabra": "e5"})
    turn(st, "Onix")
    assert str(st.action_from_text(0, "Announce dig")) == "announce Dig"
    act(st, "announce Dig")
    assert str(st.action_from_text(0, "Move E3  with dig")) == "move e3 with Dig"


def test_a_typed_illegal_action_is_refused_with_its_specific_reason() -> None:
    st = GAME.new_state(GAME.params({"team_selection": 1}), seed=0)
    act(st, "pick Raichu", seat=0)
    assert refusal(st, "pick Raichu", 0).startswith("your team already has Raichu")
    assert refusal(st, "pick Pikachu", 0) == "there is no Pokémon called 'Pikachu'"
    st = position({"Onix": "e4", "Raichu": "a1"}, {"Kadabra": "e7", "Tauros": "e5"})
    turn(st, "Onix")
    assert refusal(st, "move e9") == "e9 is out of Onix's reach (speed 2)"
    assert refusal(st, "move e5") == "e5 is not free"
    assert "to stay, answer move e4" in refusal(st, "skip")
    act(st, "move e4")
    assert refusal(st, "attack Bind e7") == "e7 is out of Bind's reach"
    assert refusal(st, "attack Bind a1") == "Bind targets an opponent, and Raichu is yours"
    assert refusal(st, "attack Stomp e5") == "Onix has no attack called Stomp"
    assert refusal(st, "attack Harden e5") == "Harden takes no target: answer attack Harden"
    # typed without its only possible target, the attack is found (core: one legal action fits)
    assert str(st.action_from_text(0, "attack Bind")) == "attack Bind e5"
    assert (
        refusal(st, "attack Bind e5 e6") == "Bind takes only a target square: answer attack Bind e5"
    )
    assert "Onix has had its Phase 2 move" in refusal(st, "move e3")
    st = position({"Charmeleon": "a1"}, {"Onix": "i9"})
    turn(st, "Charmeleon")
    act(st, "move a1")
    assert refusal(st, "attack fire spin e5") == "nobody stands in the 3×3 area around e5"


def test_a_text_that_is_no_action_is_refused_with_the_expected_form() -> None:
    st = position({"Onix": "e4"}, {"Kadabra": "e7"})
    turn(st, "Onix")
    reason = refusal(st, "mvoe e3")
    assert reason.startswith("'mvoe e3' is not an action of this game; answer with move <square>")


def test_an_announced_quick_attack_is_prompted_as_compulsory() -> None:
    st = position({"Tauros": "e3"}, {"Kadabra": "e7"})
    turn(st, "Tauros")
    act(st, "move e6 with Quick Attack")
    assert legal(st) == ["attack Quick Attack e7"]
    assert st.prompt(0).text == "Phase 3: Tauros announced Quick Attack and must now use it."


def test_an_automatic_skip_says_why() -> None:
    st = position({"Tauros": "a1"}, {"Kadabra": "i9"})
    ev = turn(st, "Tauros")
    ev += act(st, "move a2")
    assert "Tauros has nobody in reach of its attacks: no attack this turn." in texts(ev)


def test_picks_show_the_species_card() -> None:
    st = GAME.new_state(GAME.params({"team_selection": 1}), seed=0)
    words = {str(a): GAME.describe_action(st, 0, a) for a in st.legal_actions(0)}
    assert words["pick Wartortle"] == (
        "Pick Wartortle (90 HP, defence 20, speed 3, fire resistance; Water Gun (50, ranged); "
        "Withdraw)"
    )
    assert "Fly (50, flies over anything); Fury attack (50/60/70)" in words["pick Fearow"]
    assert words["pick Raichu"].endswith("Thunder Wave (2 paralysis tokens))")
    assert "Softboiled (heals 30 on a die of 3–6)" in words["pick Chansey"]


def test_attacks_are_described_with_the_damage_they_would_deal() -> None:
    st = position({"Machoke": "e4", "Tauros": "d5"}, {"Onix": "e5", "Kadabra": "f5"})
    mon(st, "Machoke").gauges["focus_energy"] = 1
    mon(st, "Kadabra").tokens["substitute"] = 1
    turn(st, "Machoke")
    act(st, "move e4")
    words = {str(a): GAME.describe_action(st, 0, a) for a in st.legal_actions(0)}
    assert words["attack Karate chop e5"] == (
        "Machoke: Karate chop (60/90) on Onix at e5 → 30 or 60 damage"
    )
    assert words["attack Karate chop e5 focus"].startswith(
        "Machoke: Karate chop (60/90) on Onix at e5 → 60 or 90 damage, spending Focus Energy"
    )
    assert words["attack Karate chop f5"].endswith("→ its Substitute takes the hit")


def test_defensive_choices_are_described_with_the_damage_each_leaves() -> None:
    st = position({"Tauros": "e4"}, {"Onix": "e5"})
    mon(st, "Onix").gauges["harden"] = 1
    turn(st, "Tauros")
    act(st, "move e4")
    act(st, "attack Stomp e5")
    words = [GAME.describe_action(st, 1, a) for a in st.legal_actions(1)]
    assert words == [
        "Spend a Harden gauge point: Onix takes 20 damage instead of 40",
        "Spend no defensive token: Onix takes 40 damage",
    ]


def test_deployment_drawing_marks_the_viewers_start_squares_only() -> None:
    st = GAME.new_state(GAME.params({"team_selection": 2}), seed=0)
    for a, b in zip(
        ["Onix", "Raichu", "Tauros", "Chansey", "Cubone"],
        ["Onix", "Fearow", "Beedrill", "Voltorb", "Ivysaur"],
        strict=True,
    ):
        act(st, f"pick {a}")
        act(st, f"pick {b}")
    assert st.stage == "deployment"
    mine = GAME.render_text(st, 0).splitlines()
    assert mine[9].split()[1:] == ["+"] * 9  # rank 1, Player 1's start zone
    assert mine[1].split()[1:] == ["."] * 9  # rank 9 is Player 2's
    assert "+ your start squares" in GAME.render_text(st, 0)
    assert "+" not in "".join(GAME.render_text(st, None).splitlines()[1:10])


def test_the_drawing_lists_each_pokemon_with_its_board_letters_and_statistics() -> None:
    st = position({"Onix": "a1"}, {"Wartortle": "i9"})
    st.set_barrier(1, tuple(st.board.cell_of[s] for s in ("d5", "e5")))
    turn(st, "Onix")
    text = GAME.render_text(st, 0)
    assert "ON Onix        a1   160/160 HP  def 30 spd 2  [harden=0]" in text
    assert "wa Wartortle   i9    90/90  HP  def 20 spd 3 fire-resistant" in text
    assert "## rock, == barrier (Player 2's on d5-e5)" in text


def test_texts_name_the_players_never_a_seat_number() -> None:
    import random

    seen: list[str] = []
    for seed in range(4):
        st = GAME.new_state(GAME.params({"team_selection": seed % 4 + 1}), seed=seed)
        rng = random.Random(seed)
        while st.outcome is None:
            seat = rng.choice(st.to_act())
            seen.append(st.prompt(seat).text)
            action = rng.choice(st.legal_actions(seat))
            seen.append(GAME.describe_action(st, seat, action))
            for e in st.apply(seat, action):
                seen += [e.for_seat(s)["text"] for s in (0, 1, None)]
        seen += [GAME.render_text(st, s) for s in (0, 1, None)]
        seen.append(st.outcome.reason)
    seen += [b["description"] for b in _board_descriptions()]
    assert any("Player 1" in t for t in seen) and any("Player 2" in t for t in seen)
    for text in seen:
        low = text.lower()
        assert not any(f"{w} {n}" in low for w in ("seat", "side") for n in (0, 1)), text


def _board_descriptions() -> list[dict[str, str]]:
    import json
    from pathlib import Path

    import pokeforge.games.tactics as tactics

    boards = Path(tactics.__file__).parent / "data" / "boards"
    return [json.loads(p.read_text(encoding="utf-8")) for p in sorted(boards.glob("*.json"))]
