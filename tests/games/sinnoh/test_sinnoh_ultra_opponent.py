"""THE ULTRA BURST, BATTLES: the Ultra Beasts' and Necrozma's move-choice principles, followed in
order by the automatic side of their battles:

1. "Prioritise trying to use their signature move if it makes sense to."
2. "Use the move that gives the highest value when you add together: Attack strength + Type
   effectiveness bonus + Move effect damage."

"Makes sense" (ours, docs/rules/sinnoh.md): the signature move is legal, the target is not immune
to its type, and its attack strength this turn is at least ``SIGNATURE_MIN_STRENGTH``.
"""

from __future__ import annotations

from sinnoh_builders import start

from pokeforge.games.sinnoh.rules import wild
from pokeforge.games.sinnoh.rules.wild import SIGNATURE_MIN_STRENGTH, ultra_value


def fresh(mine: str, beast: str):  # type: ignore[no-untyped-def]
    """A battle against ``beast`` whose Pokémon has used no move yet (whoever went first)."""
    st = start(mine, opponent="wild", wild=beast)
    for side in st.sides:
        side.mon.last_move, side.mon.taken = None, 0
    return st


def choice(st):  # type: ignore[no-untyped-def]
    a = wild.ultra_choice(st, 1)
    mon = st.sides[1].mon
    return st.move_names(mon)[a.index], a.options().get("type", "")


def test_principle_1_the_signature_move_before_a_stronger_alpha_strike() -> None:
    # Guzzlord against Pikachu: Alpha Strike of Ground type is worth 4 + 2 = 6, Chomp (Dark, 5)
    # only 5; Chomp makes sense, so principle 1 decides
    st = fresh("Pikachu", "Guzzlord")
    best_alpha = max(
        ultra_value(st, 1, a)
        for a in wild.legal.attack_actions(st, 1)
        if st.move_names(st.sides[1].mon)[a.index] == "Alpha Strike"
    )
    assert best_alpha == 6
    assert choice(st) == ("Chomp", "")


def test_principle_1_a_signature_move_the_target_is_immune_to_makes_no_sense() -> None:
    # Nihilego's Neurotoxin is Poison: a Steel Pokémon is immune, so principle 2 decides
    st = fresh("Steelix", "Nihilego")
    name, mtype = choice(st)
    assert name == "Alpha Strike"
    # principle 2: the learnable type with the highest strength + type bonus (Psychic: 4 − 2;
    # Rock is resisted by both types, Electric has no effect on Ground, Poison none on Steel)
    assert mtype == "psychic"


def test_principle_1_a_signature_move_at_minimum_strength_makes_no_sense() -> None:
    # Stakataka's Rampart Riposte has strength 1 + the damage it took last turn: with none taken
    # it is below SIGNATURE_MIN_STRENGTH, so Alpha Strike is used; after taking 3 it makes sense
    st = fresh("Snorlax", "Stakataka")
    assert SIGNATURE_MIN_STRENGTH == 2
    assert choice(st)[0] == "Alpha Strike"
    st.sides[1].mon.taken = 3
    assert choice(st) == ("Rampart Riposte", "")


def test_principle_2_adds_strength_type_bonus_and_effect_damage() -> None:
    # Alpha Strike used last turn has strength 2 (its own effect): the value follows it
    st = fresh("Steelix", "Nihilego")
    actions = {
        a.options().get("type", ""): a
        for a in wild.legal.attack_actions(st, 1)
        if st.move_names(st.sides[1].mon)[a.index] == "Alpha Strike"
    }
    # 4 + (Psychic against Steel −2, Ground 0); Rock: 4 − 2 − 2; Electric: Ground is immune (−4)
    assert ultra_value(st, 1, actions["psychic"]) == 2
    assert ultra_value(st, 1, actions["rock"]) == 0
    assert ultra_value(st, 1, actions["electric"]) == 0
    st.sides[1].mon.last_move = "Alpha Strike"
    assert ultra_value(st, 1, actions["psychic"]) == 0


def test_necrozma_follows_the_same_principles() -> None:
    # Prismatic Laser (Psychic, 7) makes sense against Snorlax; against Umbreon (Dark) Psychic
    # has no effect, so Alpha Strike of the best learnable type is used
    st = fresh("Snorlax", "Necrozma")
    assert choice(st) == ("Prismatic Laser", "")
    st2 = fresh("Umbreon", "Necrozma")
    name, mtype = choice(st2)
    assert name == "Alpha Strike" and mtype == "fairy"


def test_the_automatic_side_of_an_ultra_beast_battle_uses_the_principles() -> None:
    st = fresh("Pikachu", "Guzzlord")
    st.actor = 1
    assert wild.wild_action(st) == wild.ultra_choice(st, 1)
