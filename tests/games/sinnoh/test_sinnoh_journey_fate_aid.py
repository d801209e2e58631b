"""THE GODS OF SINNOH, effect 3: whilst a God's token is on the Origin Shrine, its Followers "may
play their Change of Fate cards during each others' battles".

Before each attack decision of a battling Follower of that God, every other Follower of it who is
not in the battle and holds a Change of Fate card (hand sizes are public) is asked, in secret, in
a reaction window: a card they may play (``fate NAME``) or ``pass``. Being asked depends on
public facts only, so the question tells nobody what anyone holds; the answers resolve together
when all are in, and only the cards played are shown."""

from __future__ import annotations

from journey_builders import journey, play, put, texts

from pokeforge.core.events import Event
from pokeforge.games.sinnoh.journey.state import JourneyState

MEADOW = "-4,1"


def three(god: str = "palkia") -> tuple[JourneyState, int, int, int]:
    """Three trainers: ``a`` (the active one) and ``c`` follow ``god``, on the Origin Shrine;
    ``b`` follows none. ``a`` and ``b`` stand together."""
    st = journey(3)
    a = st.actor
    b, c = (s for s in range(3) if s != a)
    put(st, a, MEADOW)
    put(st, b, MEADOW)
    sh = st.shrines
    sh.god = god
    sh.followers[a] = sh.followers[c] = god
    return st, a, b, c


def to_window_or_attack(st: JourneyState, a: int, limit: int = 12) -> list[Event]:
    """Play the battle's first legal actions until a reaction window opens or ``a`` must attack."""
    events: list[Event] = []
    for _ in range(limit):
        if st.reaction_window() is not None:
            return events
        if a in st.to_act() and any(t.startswith("use") for t in texts(st, a)):
            return events
        seat = st.to_act()[0]
        events.extend(st.apply(seat, st.legal_actions(seat)[0]))
    raise AssertionError("no window and no attack")


def test_a_fellow_follower_is_asked_before_each_attack_and_plays_for_the_battler() -> None:
    st, a, b, c = three()
    st.shrines.hands[c] = ["Cosmic Void"]
    play(st, f"challenge {b + 1}")
    to_window_or_attack(st, a)
    window = st.reaction_window()
    assert window is not None and window.seats == (c,)
    assert st.to_act() == (c,) and st.public_to_act() == ()
    assert texts(st, c) == ["fate Cosmic Void", "pass"]
    assert st.prompt(c).kind == "aid"
    assert not st.legal_actions(a) and not st.legal_actions(b)
    events = play(st, "fate Cosmic Void", c)
    battle = st.battle
    assert battle is not None and st.reaction_window() is None
    side_b = st.battle_seats.index(b)
    assert battle.voids[side_b] == "next_attack"  # played for a: b's next attack loses effects
    assert st.shrines.hands[c] == [] and st.shrines.fate_discard == ["Cosmic Void"]
    shown = next(e for e in events if e.kind == "fate")
    assert "Cosmic Void" in shown.text and shown.reveals == ("Cosmic Void",)
    assert a in st.to_act()  # then a decides the attack
    assert any(t.startswith("use") for t in texts(st, a))


def test_the_window_opens_once_per_attack_and_never_for_the_non_follower() -> None:
    st, a, b, c = three()
    st.shrines.hands[c] = ["Cosmic Void"]
    play(st, f"challenge {b + 1}")
    windows = 0
    for _ in range(200):
        if st.battle is None:
            break
        window = st.reaction_window()
        if window is not None:
            windows += 1
            battle = st.battle
            assert battle.actor == st.battle_seats.index(a) and battle.phase == "attack"
            assert window.seats == (c,)
            play(st, "pass", c)
            assert st.reaction_window() is None  # not asked again for the same attack
            continue
        seat = st.to_act()[0]
        assert seat != c  # c is never in the battle's decisions
        legal = st.legal_actions(seat)
        uses = [x for x in legal if str(x).startswith("use")]
        st.apply(seat, uses[0] if uses else legal[0])
    attacks_a = windows
    assert attacks_a >= 1
    assert st.shrines.hands[c] == ["Cosmic Void"]  # passed every time: kept


def test_every_eligible_follower_is_asked_alike_whatever_they_hold() -> None:
    # c holds a Giratina card (not playable as a Follower of Palkia): asked all the same, with
    # only ``pass`` (the web app and the terminal may answer that for a person)
    st, a, b, c = three()
    st.shrines.hands[c] = ["Devious Ambush"]
    play(st, f"challenge {b + 1}")
    to_window_or_attack(st, a)
    assert st.reaction_window() is not None
    assert texts(st, c) == ["pass"]
    assert str(st.forced_pass(c)) == "pass"
    # to the others, c's hand does not show in who is asked, the view, the prompt or the actions
    other, _, _, _ = three()
    other.shrines.hands[c] = ["Cosmic Void"]
    play(other, f"challenge {b + 1}")
    to_window_or_attack(other, a)
    for seat in (a, b):
        assert st.view(seat) == other.view(seat)
        assert st.prompt(seat) == other.prompt(seat)
        assert texts(st, seat) == texts(other, seat) == []
    assert st.public_to_act() == other.public_to_act() == ()


def test_no_window_without_the_god_on_the_shrine_or_for_another_gods_follower() -> None:
    for god, follows in (("", "palkia"), ("palkia", "dialga")):
        st, a, b, c = three()
        st.shrines.god = god
        st.shrines.followers[c] = follows
        st.shrines.hands[c] = ["Cosmic Void"]
        play(st, f"challenge {b + 1}")
        to_window_or_attack(st, a)
        assert st.reaction_window() is None


def test_a_follower_with_no_card_is_not_asked() -> None:
    st, a, b, _c = three()
    play(st, f"challenge {b + 1}")
    to_window_or_attack(st, a)
    assert st.reaction_window() is None


def two_helpers(god: str, card: str):  # type: ignore[no-untyped-def]
    """Four trainers: the one to act challenges another on the meadow; the other two follow the
    same God ``god`` as the challenger and each hold ``card``. Played to the first window."""
    st = journey(4)
    a = st.actor
    b, c, d = (s for s in range(4) if s != a)
    put(st, a, MEADOW)
    put(st, b, MEADOW)
    sh = st.shrines
    sh.god = god
    for s in (a, c, d):
        sh.followers[s] = god
    sh.hands[c] = [card]
    sh.hands[d] = [card]
    play(st, f"challenge {b + 1}")
    to_window_or_attack(st, a)
    return st, sh, a, c, d


def test_two_helpers_answer_in_secret_and_resolve_together() -> None:
    st, sh, a, c, d = two_helpers("giratina", "Devious Ambush")
    window = st.reaction_window()
    assert window is not None and set(window.seats) == {c, d}
    first = window.seats[0]
    second = window.seats[1]
    play(st, "fate Devious Ambush", first)
    battle = st.battle
    assert battle is not None and battle.init_boost == (0, 0)  # not yet: the answers are secret
    assert sh.hands[first] == ["Devious Ambush"]
    seen = st.view(second)["battle"]["aid"]
    assert seen == {"trigger": "aid", "collecting": True}  # not who answered, nor what
    assert st.view(first)["battle"]["aid"]["mine"] == "fate Devious Ambush"
    play(st, "fate Devious Ambush", second)
    side_a = st.battle_seats.index(a)
    assert battle.init_boost[side_a] == 6  # both cards, for a
    assert sh.hands[c] == [] and sh.hands[d] == []
    assert sh.fate_discard == ["Devious Ambush", "Devious Ambush"]


def test_an_agents_copy_takes_back_the_other_helpers_secret_answers() -> None:
    st, _sh, _a, _c, _d = two_helpers("palkia", "Cosmic Void")
    window = st.reaction_window()
    assert window is not None
    first, second = window.seats
    play(st, "pass", first)
    copy = st.determinize(second, seed=3)
    w = copy.reaction_window()
    assert w is not None and first in w.pending  # the copy asks first again
    mine = st.determinize(first, seed=3).reaction_window()
    assert mine is not None and first not in mine.pending
    # and the state round-trips through JSON with its window
    back = JourneyState.from_json(st.game, st.to_json())  # type: ignore[arg-type]
    assert back.digest() == st.digest() and back.to_act() == (second,)


def test_the_terminal_shows_the_window_and_asks_only_the_follower() -> None:
    from pokeforge.games.sinnoh import GAME

    st, a, b, c = three()
    st.shrines.hands[c] = ["Cosmic Void"]
    play(st, f"challenge {b + 1}")
    to_window_or_attack(st, a)
    asked = "First the Followers of Palkia are asked whether they play a Change of Fate card"
    mine, theirs = GAME.render_text(st, c), GAME.render_text(st, a)
    assert asked in mine and asked in theirs
    assert "To decide (you): A fellow Follower is about to attack" in mine
    assert "To decide (you)" not in theirs
    words = [GAME.describe_action(st, c, x) for x in st.legal_actions(c)]
    assert words == [
        f"Play Cosmic Void in Player {a + 1}'s battle, for them",
        "Play no Change of Fate card now",
    ]


def test_between_two_followers_a_third_may_help_either_side() -> None:
    st, a, b, c = three()
    st.shrines.followers[b] = "palkia"
    st.shrines.hands[c] = ["Cosmic Void", "Cosmic Void"]
    play(st, f"challenge {b + 1}")
    helped = set()
    for _ in range(200):
        if st.battle is None or len(helped) == 2:
            break
        if st.reaction_window() is not None:
            battle = st.battle
            side = battle.actor
            fellow = st.battle_seats[side]
            if fellow in helped:
                play(st, "pass", c)
                continue
            play(st, "fate Cosmic Void", c)
            assert battle.voids[1 - side] == "next_attack"  # for the side about to attack
            helped.add(fellow)
            continue
        seat = st.to_act()[0]
        legal = st.legal_actions(seat)
        uses = [x for x in legal if str(x).startswith("use")]
        st.apply(seat, uses[0] if uses else legal[0])
    assert helped == {a, b}
