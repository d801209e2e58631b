"""ON YOUR TURN, and the dispatch of every journey decision to the rules of its topic.

A turn: the trainer's tile moves are set (3, +1 per Shard); a trainer who ran out of usable
Pokémon is first fully restored (REWARDS AND RECOVERY); the trainer may be challenged again
(the immunity after a trainer battle ends). Then, in any order and as often as the rules allow:
step to a neighbouring tile, use the village, search the Pokédex, craft, move held items,
release, evolve, trade with or challenge a trainer on the tile; ``end`` ends the turn, and so
does any battle, at once. After the last trainer in the turn order, a round ends; after
``max_rounds`` rounds the journey ends (:mod:`.end`).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from pokeforge.core.events import Event
from pokeforge.core.outcome import seat_name
from pokeforge.core.prompt import Prompt

from ..actions import ACCEPT, DECLINE, END, SEARCH, JourneyAction, act
from ..pieces import restore
from . import (
    acts,
    battles,
    cards_party,
    cards_travel,
    crafting,
    encounters,
    end,
    ending,
    evolution,
    fate,
    forms,
    galactic,
    moving,
    party,
    setup,
    shrines,
    spots,
    stamps,
    trading,
    ultra,
    villages,
)
from . import cards as card_rules

if TYPE_CHECKING:
    from ..state import JourneyState

PROMPTS = {
    "home": "Choose your home village",
    "starter": "Choose your starter Pokémon",
    "turn": "Your turn: move, use what is on your tile, or end the turn",
    "pick": "Choose the Pokémon to battle (you may still craft first)",
    "keep": "Teach the old Pokémon's move to the evolved Pokémon?",
    "release": "Your party is full: release a Pokémon (slot 6 is the one just captured)",
    "apricorns": "Choose the Apricorns the fleeing Pokémon leaves you",
    "answer": "Accept the trade you are offered?",
    "empty": "No wild Pokémon appears: take the Apricorns (your turn ends) or go on?",
    "artifact": "You won: take this Artifact from the loser's bag?",
    "shard": "Choose the Shard your Fallen Stars give you",
    "gift": "Journey Stamp reward: take a Pokémon or teach a move from the decks, or nothing",
    **shrines.PROMPTS,
    **cards_party.PROMPTS,
    **fate.PROMPTS,
    **galactic.PROMPTS,
    **cards_travel.PROMPTS,
    "ending": "You defeated Cyrus: become the Hero of Sinnoh or the Traitor of Sinnoh?",
    "beasts": "The Ultra Beasts' turn: spend a Blessing of Arceus to skip it?",
    "breach": "An Ultra Beast is defeated: discard a Distortion Breach card?",
    "revive": "Every trainer is eliminated: spend a Blessing of Arceus to revive one",
}


def start_turn(st: JourneyState, seat: int, events: list[Event]) -> None:
    """The start of ``seat``'s turn."""
    t = st.trainers[seat]
    st.actor, st.phase = seat, "turn"
    t.immune = False
    st.moves_left = moving.budget(st, seat)
    st.used, st.offered = (), ()
    st.turns_taken += 1
    drawn: list[Event] = []
    fate.start_turn(st, seat, drawn)
    ending.turn_started(st, seat)
    events.append(
        Event(
            "turn",
            f"Round {st.round}: {seat_name(seat)}'s turn ({st.moves_left} tile moves)",
            {"seat": seat, "round": st.round, "moves": st.moves_left},
        )
    )
    events.extend(drawn)
    if t.defeated:
        for mon in t.party:
            restore(mon)
        t.defeated = False
        events.append(
            Event("restore", f"{seat_name(seat)}'s party is fully restored", {"seat": seat})
        )


def extra_turn(st: JourneyState, why: str, events: list[Event]) -> None:
    """The active trainer's turn is over and they start an extra one at once (a trainer card:
    Catching Frenzy); the objectives are checked as at any turn's end."""
    seat = st.actor
    st.phase, st.search, st.site = "turn", [], ""
    ending.check(st, events)
    if st.outcome is not None:
        return
    events.append(
        Event("extra_turn", f"{seat_name(seat)} starts an extra turn ({why})", {"seat": seat})
    )
    start_turn(st, seat, events)
    st.used = (*st.used, card_rules.EXTRA_TURN)


def end_turn(st: JourneyState, events: list[Event]) -> None:
    """The active trainer's turn is over: the next trainer clockwise, or the next round."""
    st.phase, st.search, st.site = "turn", [], ""
    ending.check(st, events)
    if st.outcome is not None:
        return  # the campaign's objectives ended the journey
    st.turn_index += 1
    next_turn(st, events)


def next_turn(st: JourneyState, events: list[Event], round_done: bool = False) -> None:
    """The next trainer (from ``turn_index``) who takes a turn; at the end of a round the Ultra
    Burst's Ultra Beasts take theirs first (``round_done``: they have)."""
    while True:
        if st.turn_index >= len(st.order):
            if not round_done:
                ultra.round_over(st, events)  # may wait for a Blessing's decision, or end it
                if st.outcome is not None or st.pending:
                    return
            round_done = False
            st.turn_index = 0
            st.round += 1
            if st.round > st.params.max_rounds:
                end.finish(st, events)
                return
        seat = st.order[st.turn_index]
        if ending.takes_turn(st, seat) and ultra.takes_turn(st, seat):
            break
        st.turn_index += 1
    start_turn(st, st.order[st.turn_index], events)


def turn_actions(st: JourneyState, seat: int) -> list[JourneyAction]:
    t = st.trainers[seat]
    if card_rules.AFTER_BATTLE in st.used:  # Planning Ahead: the movement left, nothing else
        return [*moving.actions(st, t), END]
    out = [
        *moving.actions(st, t),
        *villages.actions(st, seat),
        *encounters.actions(st, seat),
        *spots.actions(st, seat),
        *crafting.actions(st, seat),
        *party.actions(st, seat),
        *evolution.actions(st, seat),
        *trading.actions(st, seat),
        *shrines.actions(st, seat),
        *galactic.actions(st, seat),
        *acts.heart_actions(st, seat),
        *ending.confront_actions(st, seat),
        *ultra.revive_actions(st, seat),
        *card_rules.turn_actions(st, seat),  # a trainer card's own actions
        END,
    ]
    if SEARCH not in out and ultra.search_actions(st, seat):
        out.insert(len(out) - 1, SEARCH)  # an Ultra Beast's or Necrozma's token (THE ULTRA BURST)
    return out


def legal(st: JourneyState, seat: int) -> list[Any]:
    battle = st.battle
    if battle is not None:
        if st.shrines.aid is not None:  # fellow Followers asked first (rules/fate)
            return list(fate.aid_actions(st, seat))
        side = st.battle_seat(seat)
        return [] if side is None else list(battle.legal_actions(side))
    kind = st.decision()
    if kind == "home":
        return list(setup.home_actions(st))
    if kind == "starter":
        return list(setup.starter_actions(st, seat))
    if kind == "turn":
        return turn_actions(st, seat)
    if kind == "pick":
        return encounters.pick_actions(st, seat)
    entry = st.pending[0]
    if kind == "keep":
        return evolution.keep_actions(st, entry)
    if kind == "release":
        return [act("release", str(i)) for i in range(len(st.trainers[seat].party))]
    if kind == "apricorns":
        return [act("apricorns", c) for c in battles.apricorn_choices(entry)]
    if kind in ("answer", "empty", "artifact", "scoop"):
        return [ACCEPT, DECLINE]
    if kind == "shard":
        return spots.shard_actions(st, seat)
    if kind == "gift":
        return stamps.gift_actions(st, seat, entry)
    if kind in DECISIONS:
        return shrines.decision_actions(st, seat, entry)
    if kind == "galactic":
        return galactic.choice_actions(st, entry)
    if kind == "ending":
        return ending.choice_actions(st, seat)
    if kind == "beasts":
        return ultra.beasts_actions(st)
    if kind == "breach":
        return ultra.breach_actions(st)
    if kind == "revive":
        return ultra.revive_choices(st)
    if kind == "blast":
        return cards_travel.blast_actions(st, seat)
    raise AssertionError(f"no decision {kind!r}")


Handler = Callable[["JourneyState", int, JourneyAction, list[Event]], None]


def _end(st: JourneyState, seat: int, action: JourneyAction, events: list[Event]) -> None:
    events.append(Event("end_turn", f"{seat_name(seat)} ends their turn", {"seat": seat}))
    end_turn(st, events)


def _home(st: JourneyState, seat: int, action: JourneyAction, events: list[Event]) -> None:
    setup.choose_home(st, seat, action, events)


def _ultra(st: JourneyState, seat: int, action: JourneyAction, events: list[Event]) -> None:
    """``ultra ARG``: the Ultra Megalopolis as home, or a Blessing of Arceus reviving a trainer."""
    if action.arg == "megalopolis":
        setup.choose_home(st, seat, action, events)
    else:
        ultra.revive(st, seat, action, events)


def _search(st: JourneyState, seat: int, action: JourneyAction, events: list[Event]) -> None:
    """``search``: the battle with an Ultra Beast's or Necrozma's token on the tile (THE ULTRA
    BURST: it comes first), else an Artifact Legendary, else the Pokédex."""
    if ultra.search_actions(st, seat):
        ultra.battle(st, seat, events)
    else:
        spots.search(st, seat, action, events)


def _campaign(st: JourneyState, seat: int, action: JourneyAction, events: list[Event]) -> None:
    """``campaign ARG``: the Heart of Sinnoh's battles, the Heart, the Traitor's challenge."""
    if action.arg.startswith("heart="):
        acts.restore_heart(st, seat, action.arg.partition("=")[2], events)
    elif action.arg == "confront":
        ending.confront(st, seat, action, events)
    else:
        galactic.start(st, seat, action, events)


def _answer(st: JourneyState, seat: int, action: JourneyAction, events: list[Event]) -> None:
    """``accept`` / ``decline``: a trade offered, the Apricorns of an empty search, an Artifact
    from the bag of a trainer beaten in battle."""
    kind = st.pending[0]["kind"]
    if kind == "empty":
        encounters.take_empty(st, seat, action, events)
    elif kind == "artifact":
        battles.take_artifact(st, seat, action, events)
    elif kind == "scoop":  # Big Scoop
        cards_travel.scoop_answer(st, seat, action, events)
    else:
        trading.answer(st, seat, action, events)


HANDLERS: dict[str, Handler] = {
    "home": _home,
    "starter": setup.choose_starter,
    "step": moving.step,
    "run": moving.run,  # a trainer card's free run (numbered only with cards)
    "end": _end,
    "restore": villages.do_restore,
    "ginkgo": villages.ginkgo,
    "fly": villages.fly,
    "search": _search,  # an Ultra Burst token, an Artifact Legendary, else the Pokédex
    "battle": encounters.pick,
    "craft": crafting.craft,
    "equip": party.equip,
    "unequip": party.unequip,
    "form": forms.change,
    "evolve": evolution.evolve,
    "release": party.release,
    "challenge": trading.challenge,
    "offer": trading.offer,
    "offering": shrines.offering,
    "legend": shrines.legend,
    "feast": shrines.feast,
    "campaign": _campaign,
    "ultra": _ultra,
    "inflict": card_rules.inflict,
    "teleport": card_rules.teleport,
    "pick": card_rules.pick,
    "retry": card_rules.retry,
    "dive": cards_travel.dive,
    "camp": cards_travel.camp,
    "reach": cards_travel.reach,
    "peek": cards_travel.peek,
    "dig": cards_travel.dig,
    "roads": cards_travel.roads,
    "snap": cards_travel.snap,
    "album": cards_travel.album,
    "observe": cards_travel.observe,
    "study": cards_travel.study,
    "swap": cards_travel.swap,
    "convert": cards_party.convert,
    "egg": cards_party.egg,
    "gather": cards_party.gather,
    "weather": cards_party.weather,
}
#: decisions that answer the head of ``pending``
PENDING: dict[str, Handler] = {
    "keep": evolution.keep,
    "discard": evolution.keep,
    "release": party.release,
    "accept": _answer,
    "decline": _answer,
    "shard": spots.choose_shard,
    "gift": stamps.gift,
    "learn": stamps.learn,
    "choose": shrines.choose,
    "share": shrines.share,
    "exchange": shrines.exchange,
    "follow": fate.follow,
    "god": fate.choose_god,
    "campaign": ending.choose,
    "evolve": ending.evolve,  # with the Journey Points left after defeating Cyrus
    "ultra": ultra.answer,
    "galactic": galactic.choose,  # a Commander's or Cyrus's Pokémon, by the trainer playing them
    "blast": cards_travel.blast,  # Blasting Off
    "weather": cards_party.weather,  # the Weather Wheel placed (Parasol Lady)
    "career": cards_party.career,  # Career Options' swap (Youngster)
}
#: the pending decisions of the Shrine Events and Gods of Sinnoh (rules/shrines, rules/fate)
DECISIONS = (
    "choose",
    "share",
    "exchange",
    "wisdom",
    "follow",
    "vote",
    "god",
    "keeper",
    "weather",
    "career",
)


def apply(st: JourneyState, seat: int, action: Any) -> list[Event]:
    events: list[Event] = []
    if st.battle is not None:
        if st.shrines.aid is not None:
            assert isinstance(action, JourneyAction)
            fate.answer_aid(st, seat, action, events)
        else:
            battles.act(st, seat, action, events)
        fate.open_aid(st, events)  # before a battling Follower's attack (rules/fate)
        return events
    assert isinstance(action, JourneyAction)
    if st.pending:
        entry = st.pending[0]
        if action.verb == "apricorns":
            battles.take_apricorns(st, seat, action.arg, events, int(entry.get("factor", 1)))
        else:
            PENDING[action.verb](st, seat, action, events)
        st.pending = st.pending[1:]
        if not st.pending and entry.get("then") == "end":
            end_turn(st, events)
        elif not st.pending and entry.get("then") == "extra":
            extra_turn(st, card_rules.extra_turn_name(st), events)
        elif not st.pending and entry.get("then") == "round" and st.outcome is None:
            next_turn(st, events, round_done=True)
        stamps.after_action(st, events)
        if st.battle is not None:  # begun by this answer (Team Galactic's Pokémon chosen)
            spots.battle_begins(st)
            fate.open_aid(st, events)
        return events
    HANDLERS[action.verb](st, seat, action, events)
    if st.battle is not None:
        spots.battle_begins(st)  # the Fallen Stars held as it begins
        fate.open_aid(st, events)
    else:
        stamps.after_action(st, events)
    return events


def prompt(st: JourneyState, seat: int) -> Prompt:
    battle = st.battle
    if battle is not None:
        window = st.shrines.aid
        if window is not None:
            if seat in window.pending:
                return Prompt("aid", fate.PROMPTS["aid"], {"battle": True})
            return Prompt(
                "battle", "Fellow Followers may play a Change of Fate card", {"battle": True}
            )
        side = st.battle_seat(seat)
        if side is not None and side in battle.to_act():
            p = battle.prompt(side)
            return Prompt(p.kind, p.text, {**p.data, "battle": True})
        return Prompt("battle", "A battle is being fought", {"battle": True})
    kind = st.decision()
    data: dict[str, Any] = {"round": st.round}
    if kind == "turn":
        data["moves_left"] = st.moves_left
    text = cards_travel.OBSERVE_PROMPT if kind == "pick" and cards_travel.observing(st) else ""
    return Prompt(kind, text or PROMPTS.get(kind, "Decide"), data)


def explain(st: JourneyState, seat: int, action: Any) -> str:
    """Why ``action`` is refused, in words."""
    if st.battle is not None:
        if st.shrines.aid is not None:
            return f"{action} is not a legal answer now ({prompt(st, seat).text})"
        side = st.battle_seat(seat)
        if side is None:
            return f"{seat_name(seat)} is not in the battle being fought"
        return st.battle.explain_illegal(side, action)
    where = prompt(st, seat).text
    if isinstance(action, JourneyAction):
        if action.verb in ("step", "run") and st.decision() == "turn":
            why = moving.why_not(st, seat, action.arg, run=action.verb == "run")
            if why:
                return f"{action}: {why}"
        if st.decision() == "turn" and action.verb in ("restore", "ginkgo", "fly"):
            if not villages.at_rest_place(st, st.trainers[seat]):
                return f"{action}: you are not at a village"
            return f"{action}: not possible now (once per turn, and you must be able to pay)"
        if action.verb == "search" and "search" in st.used:
            return "search: you have already searched this turn"
    return f"{action} is not a legal action now ({where})"
