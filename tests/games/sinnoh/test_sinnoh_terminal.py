"""The terminal: the end in the players' names, cards by name, recoil and effect damage on their
own lines, what a Pokémon offered to send in brings, grammar, and the coloured arena."""

from __future__ import annotations

from sinnoh_builders import hit, script, start, use

from pokeforge.core.events import Event
from pokeforge.games.sinnoh import GAME
from pokeforge.games.sinnoh.actions import Action
from pokeforge.games.sinnoh.render import STATUS_STYLE
from pokeforge.games.sinnoh.rules.battle import after_attack


def test_the_end_of_a_battle_says_who_won_by_name() -> None:
    st = start("Snorlax", "Bidoof")
    script(st, crits=4)
    use(st)
    text = GAME.render_text(st, 1)
    assert "Player 1 wins" in text and "Player 2 loses" in text
    assert "side " not in text and "seat " not in text


def test_a_solo_loss_says_so_and_rewards_are_words() -> None:
    st = start("Bidoof", opponent="wild", wild="Snorlax")
    script(st, status=2)
    script(st, crits=4)
    use(st)
    text = GAME.render_text(st, 0)
    assert "Player 1 loses" in text
    assert "{" not in text and "'" not in text.split("Rewards")[-1]


def test_captured_pokemon_are_named_not_numbered() -> None:
    st = start("Snorlax", opponent="wild", wild="Bidoof", balls="poke")
    script(st, hits=3)
    st.apply(0, Action("ball", -1, "poke"))
    assert st.outcome is not None and st.rewards["captured"] == ["399"]
    text = GAME.render_text(st, 0)
    rewards = text[text.index("Rewards") :]
    assert "Bidoof" in rewards and "399" not in rewards and "{" not in rewards
    assert "1 Journey Point," in rewards and "3 Apricorns" in rewards


def test_recoil_is_its_own_line() -> None:
    st = start("Blissey", "Snorlax")
    if st.actor != 0:
        script(st, status=4)
        use(st)
    script(st, crits=2, status=3)  # Double-Edge: 2 criticals, the user takes 2 each
    events = use(st)
    attack = next(e for e in events if e.kind == "attack")
    recoil = next(e for e in events if e.kind == "recoil")
    assert recoil.text == "Blissey takes 4 damage itself" and "itself" not in attack.text
    lines = GAME.render_text(st, 0).splitlines()
    assert any(line.strip().startswith("Blissey takes 4 damage") for line in lines)


def test_effect_damage_is_its_own_line() -> None:
    st = start("Rhydon", "Blissey,Bidoof,Snorlax")
    script(st, status=2, hits=3)
    script(st, status=5)
    events = st.apply(0, Action("use", 0, "other=2"))
    effect = next(e for e in events if e.kind == "effect")
    assert effect.text == "2 damage to Snorlax in the party"
    attack = next(e for e in events if e.kind == "attack")
    assert "Snorlax in the party" not in attack.text


def test_a_pokemon_offered_to_send_in_shows_its_types_and_moves() -> None:
    st = start("Snorlax", "Bidoof,Rhydon+Smack Down")
    script(st, crits=4)
    use(st)
    labels = [GAME.describe_action(st, 1, a) for a in st.legal_actions(1)]
    rhydon = labels[0]
    assert rhydon.startswith("Send in Rhydon")
    assert "ground/rock" in rhydon and "Earthquake" in rhydon and "Smack Down" in rhydon


def test_balls_and_counts_read_as_english() -> None:
    st = start("Snorlax", opponent="wild", wild="Bidoof", balls="ultimate,greater,poke")
    labels = {str(a): GAME.describe_action(st, 0, a) for a in st.legal_actions(0)}
    assert labels["ball ultimate"].startswith("Throw an Ultimate Ball (5 dice")
    assert labels["ball greater"].startswith("Throw a Greater Ball (4 dice")
    assert labels["ball poke"].startswith("Throw a Poké Ball (3 dice")
    script(st, status=2, hits=1)
    script(st, status=2)
    events = st.apply(0, Action("ball", -1, "poke"))
    capture = next(e for e in events if e.kind == "capture")
    assert "1 hit," in capture.text and "1 hits" not in capture.text
    assert capture.text.startswith("Poké Ball:")


def test_the_coloured_arena_reads_exactly_as_the_plain_one() -> None:
    st = start("Snorlax@choice_band", "Blissey")
    st.sides[1].party[0].statuses = ["burned"]
    script(st, status=2, hits=2, crits=1)
    use(st)
    for seat in (0, 1, None):
        rich = GAME.render_rich(st, seat)
        assert rich.plain == GAME.render_text(st, seat)
        assert len(rich.spans) >= 5  # title, sides, health bars, statuses, dice
    styles = {str(s.style) for s in GAME.render_rich(st, 0).spans}
    assert "green" in styles and STATUS_STYLE in styles and "bold" in styles


def test_apricorn_choices_read_as_words() -> None:
    st = start("Skuntank", "Blissey", bag0="red=1,green=1")
    if st.actor != 0:
        script(st, status=5)
        use(st)
    labels = [GAME.describe_action(st, 0, a) for a in st.legal_actions(0)]
    assert any(label.endswith("[eat a green Apricorn]") for label in labels)
    assert any(label.endswith("[keep the Apricorns]") for label in labels)


def test_effect_damage_of_the_move_is_its_own_line() -> None:
    st = start("Snorlax", "Burmy")  # Bug Trap: 4 extra damage to Bug-type Pokémon
    events: list[Event] = []
    ctx = hit(st, "Bug Trap", (2, 0, 0))
    after_attack(st, 0, ctx, events)
    attack = next(e for e in events if e.kind == "attack")
    effect = [e.text for e in events if e.kind == "effect"]
    assert "Bug Trap's effect: +4 damage" in effect
    assert attack.text.endswith("type -2 → 2 damage")  # 0 dice, grass vs bug, +4


def test_a_lasting_effect_says_what_it_does() -> None:
    # play-test 2026-11-29: "lasting: Ancient Power, Ancient Power" did not say which was which
    st = start("Swinub", "Snorlax")
    mon = st.sides[0].party[0]
    mon.lasting = [
        {"mod": "add_dice", "face": "crit", "n": 1, "move": "Ancient Power"},
        {"mod": "add_dice", "face": "status", "n": 1, "move": "Ancient Power"},
    ]
    text = GAME.render_text(st, 0)
    assert (
        "lasting: Ancient Power (add 1 critical hit to its rolls), Ancient Power (add 1 status "
        "symbol to its rolls)" in text
    )


def test_the_pokemon_waiting_in_a_party_show_their_types() -> None:
    # play-test 2026-11-29: a Team Galactic party (face up) showed names and health only, so a
    # player could not plan a type match-up from the screen
    st = start("Swinub", "Snorlax,Rhydon,Bidoof,Blissey,Lucario,Garchomp")
    text = GAME.render_text(st, 0)
    assert "● Rhydon GROUND/ROCK 9/9" in text and "● Lucario FIGHTING/STEEL 7/7" in text
    assert all(len(line) <= 100 for line in text.splitlines())
