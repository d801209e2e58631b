"""What a person reads: sentences, prompts, action descriptions, refusals of typed actions and the
terminal drawing."""

from __future__ import annotations

from tactics_builders import act, position, texts, turn



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


def test_an_automatic_skip_says_why() -> None:
    st = position({"Tauros": "a1"}, {"Kadabra": "i9"})
    ev = turn(st, "Tauros")
    ev += act(st, "move a2")
    assert "Tauros has nobody in reach of its attacks: no attack this turn." in texts(ev)
