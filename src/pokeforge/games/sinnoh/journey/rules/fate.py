"""FOLLOWER TOKENS, CHANGE OF FATE CARDS, CELESTIAL FRACTURE and THE GODS OF SINNOH on the journey.

* **Change of Fate cards** are drawn at random from the face-down deck (``data/fate_deck.json``;
  an empty deck takes back its discard pile): by every trainer at a Celestial Fracture, and by a
  trainer out of usable Pokémon at the start of their next turn (REWARDS AND RECOVERY). A hand is
  its holder's secret (everyone sees how many). It goes into each battle the trainer fights (the
  battle plays its cards: ``fate NAME``; the winner of a trainer battle takes one of the loser's at
  random) and comes back without the cards played, which go to the discard pile.
* **Follower tokens** start face down. Whenever a trainer draws a Change of Fate card they may
  change their Follower token (``follow dialga``… or ``follow keep``); at a Celestial Fracture the
  choices are secret until every trainer has chosen (a core ``Commitments``), then revealed.
* **Celestial Fracture**: then the God of Sinnoh with the most Followers (among those still in
  the game) comes to the Origin Shrine, replacing the token there; the offerer chooses among tied
  Gods (``god palkia``).
* **The Gods of Sinnoh**: while a God's token is on the Origin Shrine, its Followers move 1 more
  tile a turn, may trade with each other wherever they stand and may play their Change of Fate
  cards in each other's battles: before each attack decision of a battling Follower of that God,
  the other Followers of it outside the battle who hold a card are asked in a reaction window
  (``fate NAME`` or ``pass``, answered in secret, resolved together; :func:`aid_seats`).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from pokeforge.core.events import Event
from pokeforge.core.outcome import seat_name
from pokeforge.core.simultaneous import Commitments, ReactionWindow

from ...fate import card_effects, may_wield
from ..actions import JourneyAction, act
from ..shrines import GODS
from .cards import follows

if TYPE_CHECKING:
    from ..state import JourneyState

PROMPTS = {
    "follow": "You drew a Change of Fate card: change your Follower token?",
    "vote": "Celestial Fracture: choose your Follower token in secret",
    "god": "Choose which of the tied Gods of Sinnoh comes to the Origin Shrine",
}
#: Followers of the God on the Origin Shrine move this many more tiles a turn
GOD_MOVES = 1


def draw_fate(st: JourneyState, seat: int, events: list[Event], why: str) -> bool:
    """``seat`` draws a Change of Fate card at random (secret); ``False`` if none is left."""
    sh = st.shrines
    if not sh.fate:
        sh.fate, sh.fate_discard = sh.fate_discard, []
    if not sh.fate:
        events.append(
            Event("fate_draw", f"{seat_name(seat)} draws no Change of Fate card: none is left")
        )
        return False
    name = sh.fate.pop(st.rng.below(len(sh.fate)))
    hand = sh.hands[seat]
    hand.append(name)
    hand.sort()
    events.append(
        Event(
            "fate_draw",
            f"{seat_name(seat)} draws a Change of Fate card ({why})",
            {"seat": seat},
            private={seat: {"card": name}},
            private_text={seat: f"{seat_name(seat)} draws {name} ({why})"},
        )
    )
    return True


def follow_options(st: JourneyState, seat: int) -> list[str]:
    mine = st.shrines.followers[seat]
    if mine == "arceus":  # Eternal Devotion: the Follower of Arceus token for the rest of the game
        return ["keep"]
    return ["keep", *(g for g in GODS if g != mine)]


def decision_actions(st: JourneyState, seat: int, entry: dict[str, Any]) -> list[JourneyAction]:
    if entry["kind"] in ("follow", "vote"):
        return [act("follow", o) for o in follow_options(st, seat)]
    if entry["kind"] == "god":
        return [act("god", g) for g in entry["gods"]]
    raise AssertionError(f"no decision {entry['kind']!r}")


def start_turn(st: JourneyState, seat: int, events: list[Event]) -> None:
    """The start of a turn: a trainer who ran out of usable Pokémon draws a Change of Fate card
    (then may change their Follower); a Follower of the God on the Origin Shrine has 1 more tile
    move. Called before the party is restored."""
    sh = st.shrines
    if follows(st, seat, sh.god):
        st.moves_left += GOD_MOVES
    if st.trainers[seat].defeated and draw_fate(
        st, seat, events, "out of usable Pokémon last time"
    ):
        st.pending.append({"kind": "follow", "seat": seat})


def follow(st: JourneyState, seat: int, action: JourneyAction, events: list[Event]) -> None:
    sh = st.shrines
    entry = st.pending[0]
    if entry["kind"] == "vote":
        votes = sh.votes
        assert votes is not None
        votes.commit(seat, action.arg)
        # no sentence for the log: the view shows who has chosen (a re-deal of the choices, which
        # makes them again, must leave the log as it was)
        events.append(Event("follow", "", {"seat": seat, "secret": True}))
        if votes.complete:
            reveal(st, events)
        else:  # the vote stays the head of ``pending`` (the caller drops the head)
            st.pending.insert(1, dict(entry))
        return
    if action.arg != "keep":
        old = sh.followers[seat]
        sh.followers[seat] = action.arg
        if sh.god and seat == st.actor and st.phase == "turn":
            # drawn as the turn starts, before moving: the God's extra tile move follows the
            # new Follower token this turn (THE GODS OF SINNOH)
            gain = (action.arg == sh.god) - (old == sh.god)
            st.moves_left = max(0, st.moves_left + gain * GOD_MOVES)
        events.append(
            Event(
                "follow",
                f"{seat_name(seat)} becomes a Follower of {action.arg.capitalize()}",
                {"seat": seat, "god": action.arg},
            )
        )


def celestial_fracture(st: JourneyState, offerer: int, events: list[Event]) -> None:
    """CELESTIAL FRACTURE: every trainer (the offerer first, then clockwise) draws a Change of
    Fate card; every Follower token is chosen again in secret."""
    events.append(
        Event(
            "fracture",
            "Celestial Fracture: every trainer draws a Change of Fate card and may change "
            "their Follower token in secret",
            {"seat": offerer},
        )
    )
    order = st.order or list(range(st.num_seats))
    start = order.index(offerer) if offerer in order else 0
    seats = order[start:] + order[:start]
    for s in seats:
        draw_fate(st, s, events, "Celestial Fracture")
    sh = st.shrines
    if sh.votes is not None:
        return  # a second Fracture drawn with the first: one secret choice for both
    sh.votes = Commitments(tuple(seats))
    st.pending.append({"kind": "vote", "seat": offerer})


def reveal(st: JourneyState, events: list[Event]) -> None:
    """Every Follower token turned face up; the God with the most Followers to the Origin
    Shrine."""
    sh = st.shrines
    votes = sh.votes
    assert votes is not None
    sh.votes = None
    for s in votes.seats:
        choice = votes.choices[s]
        if choice != "keep":
            sh.followers[s] = str(choice)
    shown = ", ".join(
        f"{seat_name(s)} {f.capitalize() if f else 'none'}" for s, f in enumerate(sh.followers)
    )
    events.append(
        Event(
            "reveal",
            f"Follower tokens: {shown}",
            {"followers": list(sh.followers)},
            reveals=tuple(sh.followers),
        )
    )
    # a Follower of Arceus (Eternal Devotion) counts as a Follower of each of the three
    counts = {
        g: sum(follows(st, s, g) for s in range(st.num_seats)) for g in GODS if g not in sh.gone
    }
    best = max(counts.values(), default=0)
    if best == 0:
        events.append(
            Event("god", "No trainer follows a God of Sinnoh still in the game: no token moves")
        )
        return
    tied = [g for g, n in counts.items() if n == best]
    if len(tied) == 1:
        place_god(st, tied[0], events)
    else:
        st.pending.append({"kind": "god", "seat": sh.offerer, "gods": tied})


def place_god(st: JourneyState, god: str, events: list[Event]) -> None:
    st.shrines.god = god
    events.append(
        Event(
            "god",
            f"{god.capitalize()}'s token comes to the Origin Shrine",
            {"god": god},
        )
    )


def choose_god(st: JourneyState, seat: int, action: JourneyAction, events: list[Event]) -> None:
    place_god(st, action.arg, events)


def remote_partners(st: JourneyState, seat: int) -> list[int]:
    """Trainers ``seat`` may trade with wherever they stand: Followers of the God on the Origin
    Shrine with each other."""
    sh = st.shrines
    if not follows(st, seat, sh.god):
        return []
    return [s for s in range(st.num_seats) if s != seat and follows(st, s, sh.god)]


# -- battles --------------------------------------------------------------------------------------


def into_battle(st: JourneyState, seat: int) -> tuple[list[str], str]:
    """The hand and Follower a trainer brings into a battle (the hand leaves the journey's keeping
    until the battle ends)."""
    sh = st.shrines
    hand, sh.hands[seat] = sh.hands[seat], []
    return hand, sh.followers[seat]


def out_of_battle(st: JourneyState) -> None:
    """After a battle: the hands come back (less the cards played, now in the discard pile, and
    the card a winner took)."""
    battle = st.battle
    assert battle is not None
    sh = st.shrines
    sh.aid_done = []  # (no window is open at a battle's end: it opens only while it awaits)
    for side, seat in enumerate(st.battle_seats):
        if seat < 0 or battle.sides[side].kind == "galactic":
            continue
        s = battle.sides[side]
        sh.hands[seat] = sorted(s.hand)
        for name in s.played:
            sh.discard_fate(name)


def seat_events(st: JourneyState, events: list[Event]) -> list[Event]:
    """A battle's events name battle sides in their private parts: name the journey's seats."""
    out = []
    for e in events:
        if e.private or e.private_text:
            e = Event(
                e.kind,
                e.text,
                e.public,
                {st.battle_seats[k]: v for k, v in e.private.items() if st.battle_seats[k] >= 0},
                {
                    st.battle_seats[k]: v
                    for k, v in e.private_text.items()
                    if st.battle_seats[k] >= 0
                },
                e.reveals,
            )
        out.append(e)
    return out


# -- fellow Followers in each other's battles (THE GODS OF SINNOH, effect 3) -----------------------

PROMPTS["aid"] = (
    "A fellow Follower is about to attack: play one of your Change of Fate cards for them?"
)
#: the answer that plays nothing (the core's :attr:`ReactionWindow.PASS`)
PASS = act(ReactionWindow.PASS)
_REVEALS = ("the Change of Fate cards played",)


def aid_seats(st: JourneyState) -> tuple[int, ...]:
    """The fellow Followers asked now, from public facts only: the battle awaits the attack of a
    trainer who follows the God on the Origin Shrine, not yet asked about this attack; asked are
    the other Followers of that God who are not in the battle, still in the game and hold a
    Change of Fate card (hand sizes are public), in turn order from the battling trainer."""
    battle = st.battle
    sh = st.shrines
    if battle is None or not sh.god or battle.outcome is not None or battle.phase != "attack":
        return ()
    side = battle.actor
    seat = st.battle_seats[side]
    if seat < 0 or battle.sides[side].kind != "trainer" or not follows(st, seat, sh.god):
        return ()
    if sh.aid_done == [battle.turns, battle.turn, side]:
        return ()
    order = st.order or list(range(st.num_seats))
    i = order.index(seat) if seat in order else 0
    after = order[i + 1 :] + order[:i]
    return tuple(
        s
        for s in after
        if s not in st.battle_seats
        and follows(st, s, sh.god)
        and sh.hands[s]
        and not st.ultra.eliminated[s]
        and not st.heart.out[s]
    )


def open_aid(st: JourneyState, events: list[Event]) -> None:
    """Before a battling Follower's attack, ask the fellow Followers (:func:`aid_seats`) in a
    reaction window: every one alike, whatever they hold."""
    sh = st.shrines
    battle = st.battle
    if battle is None or sh.aid is not None:
        return
    seats = aid_seats(st)
    if not seats:
        return
    side = battle.actor
    sh.aid_done = [battle.turns, battle.turn, side]
    sh.aid = ReactionWindow("aid", seats)
    fellow = st.battle_seats[side]
    events.append(
        Event(
            "aid",
            f"The Followers of {sh.god.capitalize()} may play a Change of Fate card in "
            f"{seat_name(fellow)}'s battle",
            {"seat": fellow, "seats": list(seats)},
        )
    )


def aid_actions(st: JourneyState, seat: int) -> list[JourneyAction]:
    """A fellow Follower's answers: each card of their hand they may play (their Follower token
    or a Celestial Artifact in their own party decides, as in their own battles), and ``pass``."""
    sh = st.shrines
    window = sh.aid
    if window is None or seat not in window.pending:
        return []
    party = st.trainers[seat].party
    cards = [
        act("fate", n)
        for n in dict.fromkeys(sh.hands[seat])
        if may_wield(st.content, sh.followers[seat], party, n)
    ]
    return [*cards, PASS]


def answer_aid(st: JourneyState, seat: int, action: JourneyAction, events: list[Event]) -> None:
    """A secret answer; when the last is in, the cards played act (:func:`close_aid`)."""
    window = st.shrines.aid
    assert window is not None
    window.commit(seat, str(action))
    if window.complete:
        close_aid(st, events)


def close_aid(st: JourneyState, events: list[Event]) -> None:
    """Every answer is in: the cards played, in the window's order, act for the battling
    Follower's side (as if they had played them) and go to the discard pile. Only the cards
    played are shown, never who passed."""
    sh = st.shrines
    window, battle = sh.aid, st.battle
    assert window is not None and battle is not None
    sh.aid = None
    side = sh.aid_done[-1]
    fellow = st.battle_seats[side]
    # the answers resolve: a declared reveal of what takes effect (the cards played; a pass is
    # never shown)
    events.append(
        Event("reactions", "The Followers' answers are in", {"trigger": "aid"}, reveals=_REVEALS)
    )
    for s in window.seats:
        answer = str(window.choices[s])
        if answer == ReactionWindow.PASS:
            continue
        name = answer.partition(" ")[2]
        sh.hands[s].remove(name)
        sh.discard_fate(name)
        notes = card_effects(battle, side, name)
        events.append(
            Event(
                "fate",
                f"{seat_name(s)} plays {name} in {seat_name(fellow)}'s battle: " + "; ".join(notes),
                {"seat": s, "for": fellow},
                reveals=(name,),
            )
        )
