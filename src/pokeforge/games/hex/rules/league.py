"""The Indigo Plateau and the Pokémon League, Head-to-Head format (rulebook §7).

2 players: battle whenever someone stops on "Start the League" after a full lap; two wins make
the Pokémon Master. 3 players: the stopper battles a random opponent (or the one not yet beaten);
beating both wins. 4 players: the most captures chooses an opponent, the other two battle, the
winners go back to the plateau, play 3 turns each and battle in the final. 5 players: the most
captures is qualified, the plateau pioneer chooses among the other four, the two losers battle for
the last place; 6 players: the plateau pioneer and the most captures are qualified, the other four
battle in random pairs; then semifinals and the final as with 4. League battles are 3 vs 3 and
every winner draws 3 Item Cards.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from pokeforge.core import Outcome, Termination

from .battle import new_side, start_battle
from .decks import draw_items
from .effects import choose, ranked
from .flow import HOOKS, push, task

if TYPE_CHECKING:
    from ..state import HexState

LEAGUE_TEAM = 3  # §7: 3 vs 3
LEAGUE_PRIZE = 3  # §7: every League win draws 3 Item Cards
FINAL_PREP_TURNS = 3  # §7: finalists play 3 turns each before the final


def _by_captures(state: HexState, first: int, pool: list[int]) -> list[int]:
    return [s for s in ranked(state, first, lambda s: state.players[s].captures) if s in pool]


def return_to_plateau(state: HexState, seats: list[int]) -> None:
    """§7: everyone goes back to the Indigo Plateau. A player who has finished a full lap keeps
    it (the rulebook asks for one full loop before the League starts; the later battles of a 2-
    or 3-player League start on the next stop on "Start the League")."""
    lap = len(state.board.loop)
    for s in seats:
        p = state.players[s]
        p.pos = state.board.plateau
        p.league_steps = lap if p.league_steps >= lap else 0
        if state.board.plateau not in p.visited:
            p.visited.append(state.board.plateau)
        p.plateau_done = True


@task("league_start")
def league_start(state: HexState, t: dict[str, Any]) -> None:
    """§7: someone stops on "Start the League" with a full lap (or the League is called)."""
    n = state.num_seats
    starter = int(t["seat"])
    if state.league is None:
        state.league = {
            "phase": "open",
            "results": {},
            "qualified": [],
            "finalists": [],
            "prep": {},
            "called": bool(t.get("called")),
            "starter": starter,
        }
        state.say(
            "league", f"The Pokémon League begins ({state.name(starter)} starts it).", seat=starter
        )
    lg = state.league
    if lg["phase"] != "open":
        return
    lg["starter"] = starter
    everyone = list(range(n))
    if n == 2:
        lg["phase"] = "battle"
        push(state, _match(starter, 1 - starter, "h2h"))
    elif n == 3:
        lg["phase"] = "battle"
        beaten = state.players[starter].beaten
        others = [s for s in everyone if s != starter]
        left = [s for s in others if s not in beaten]
        opp = left[0] if beaten and left else state.rng.choice(others)
        push(state, _match(starter, opp, "h2h"))
    elif n == 4:
        lg["phase"] = "bracket"
        chooser = _by_captures(state, starter, everyone)[0]
        push(state, _pick(chooser, [s for s in everyone if s != chooser], "semi"))
    elif n == 5:
        lg["phase"] = "bracket"
        q1 = _by_captures(state, starter, everyone)[0]
        lg["qualified"] = [q1]
        pool = [s for s in everyone if s != q1]
        pioneer = state.pioneers.get(str(state.board.plateau))
        chooser = pioneer if pioneer in pool else _by_captures(state, starter, pool)[0]
        push(state, _pick(int(chooser), [s for s in pool if s != chooser], "qual5"))
    else:
        lg["phase"] = "bracket"
        pioneer = state.pioneers.get(str(state.board.plateau))
        if pioneer is None:
            pioneer = _by_captures(state, starter, everyone)[0]
        q2 = _by_captures(state, starter, [s for s in everyone if s != pioneer])[0]
        lg["qualified"] = [int(pioneer), q2]
        pool = [s for s in everyone if s not in lg["qualified"]]
        state.rng.shuffle(pool)
        push(state, _match(pool[0], pool[1], "qual"), _match(pool[2], pool[3], "qual"))


def _match(a: int, b: int, rnd: str) -> dict[str, Any]:
    return {"t": "league_match", "a": a, "b": b, "round": rnd}


def _pick(chooser: int, pool: list[int], rnd: str) -> dict[str, Any]:
    return {"t": "league_pick", "seat": chooser, "pool": pool, "round": rnd}


@task("league_pick")
def league_pick(state: HexState, t: dict[str, Any]) -> None:
    """The chooser names an opponent; the other two battle each other."""
    chooser = int(t["seat"])
    if "choice" not in t:
        choose(
            state,
            chooser,
            t,
            [str(s) for s in t["pool"]],
            "choose your League opponent",
            about="seat",
        )
        return
    opp = int(t["choice"])
    rest = [s for s in t["pool"] if s != opp]
    push(state, _match(chooser, opp, t["round"]), _match(rest[0], rest[1], t["round"]))


@task("league_match")
def league_match(state: HexState, t: dict[str, Any]) -> None:
    a, b = int(t["a"]), int(t["b"])
    start_battle(
        state,
        "league",
        [new_side(a), new_side(b)],
        {"t": "league_result", "round": t["round"]},
        limit=LEAGUE_TEAM,
    )


@task("league_result")
def league_result(state: HexState, t: dict[str, Any]) -> None:
    """§7: the winner draws 3 Item Cards; then the bracket moves on."""
    lg = state.league
    assert lg is not None
    w, lo = int(t["winner"]), int(t["loser"])
    state.say(
        "league_win",
        f"{state.name(w)} wins the League battle against {state.name(lo)}.",
        winner=w,
        loser=lo,
        round=t["round"],
    )
    draw_items(state, w, LEAGUE_PRIZE)
    state.players[w].wins += 1
    if lo not in state.players[w].beaten:
        state.players[w].beaten.append(lo)
    results = lg["results"].setdefault(t["round"], [])
    results.append([w, lo])
    n = state.num_seats
    rnd = t["round"]
    if rnd == "h2h":
        if (n == 2 and state.players[w].wins >= 2) or (
            n == 3 and len(state.players[w].beaten) >= 2
        ):
            _master(state, w)
            return
        lg["phase"] = "open"
        return_to_plateau(state, list(range(n)))
        return
    if rnd == "final":
        _master(state, w)
        return
    if len(results) < (1 if rnd == "qual5b" else 2):
        return
    if rnd == "qual":
        lg["qualified"] += [r[0] for r in results]
        _semis(state)
    elif rnd == "qual5":
        lg["qualified"] += [r[0] for r in results]
        push(state, _match(results[0][1], results[1][1], "qual5b"))
    elif rnd == "qual5b":
        lg["qualified"].append(results[0][0])
        _semis(state)
    elif rnd == "semi":
        finalists = [r[0] for r in results]
        lg["finalists"] = finalists
        lg["phase"] = "finals_prep"
        lg["prep"] = {str(s): FINAL_PREP_TURNS for s in finalists}
        for s in range(n):
            state.players[s].out = s not in finalists
        return_to_plateau(state, finalists)
        state.say(
            "finalists",
            f"Finalists: {state.name(finalists[0])} and "
            f"{state.name(finalists[1])}; 3 turns each, then the final.",
            finalists=finalists,
        )


def _semis(state: HexState) -> None:
    lg = state.league
    assert lg is not None
    semis = list(lg["qualified"])
    starter = int(lg["starter"])
    chooser = starter if starter in semis else _by_captures(state, starter, semis)[0]
    push(state, _pick(chooser, [s for s in semis if s != chooser], "semi"))


def _master(state: HexState, seat: int) -> None:
    state.outcome = Outcome(
        Termination.OBJECTIVE,
        (seat,),
        f"{state.name(seat)} won the League and is the new Pokémon Master",
    )
    state.pending = None
    state.tasks = []
    state.say("master", f"{state.name(seat)} is the new Pokémon Master!", seat=seat)


def league_turn_filter(state: HexState, seat: int) -> bool:
    """Whether ``seat`` takes a turn now: knocked-out players no longer play; before the final
    only the finalists play, 3 turns each (§7)."""
    lg = state.league
    if lg is None:
        return True
    if lg["phase"] == "finals_prep":
        left = lg["prep"].get(str(seat), 0)
        if left <= 0:
            return False
        lg["prep"][str(seat)] = left - 1
        return True
    return not state.players[seat].out


def league_before_turn(state: HexState) -> bool:
    """Start the final once both finalists have played their turns; True if it did."""
    lg = state.league
    if lg is None or lg["phase"] != "finals_prep":
        return False
    if any(v > 0 for v in lg["prep"].values()):
        return False
    lg["phase"] = "final"
    a, b = lg["finalists"]
    push(state, _match(a, b, "final"))
    return True


def maybe_call_league(state: HexState) -> None:
    """Documented safety rule: from round ``league_call_round`` on, the League is called at the
    start of every round in which it is waiting for someone to stop on "Start the League". The
    call always runs a Head-to-Head League (an Elite 4 League is closed), which always crowns a
    Pokémon Master."""
    limit = state.params.league_call_round
    if not limit or state.round < limit:
        return
    lg = state.league
    if lg is not None and lg["phase"] != "open":
        return
    n = state.num_seats
    starter = (state.round - limit) % n
    if lg is None or lg.get("format") == "elite4":
        state.league = None
        return_to_plateau(state, list(range(n)))
        state.say("league_called", "The League is called: everyone goes to the Indigo Plateau.")
    push(state, {"t": "league_start", "seat": starter, "called": True})


HOOKS.update(
    league_before_turn=league_before_turn,
    league_turn_filter=league_turn_filter,
    maybe_call_league=maybe_call_league,
)
