"""What the search agents know of HEX (see :attr:`pokeforge.core.Game.search_module`).

:func:`.evaluate.evaluate` values a seat's own route to the League; a seat wins by getting there
before the others, so a search scores each seat by its lead over the best other seat, at once
(no playouts).
"""

from __future__ import annotations

import math
from collections.abc import Hashable, Sequence
from typing import TYPE_CHECKING

from .actions import Action
from .evaluate import accepts_offer, best_move, best_offer, evaluate, gym_chance, trade_gain
from .rules.power import item_bonus

if TYPE_CHECKING:
    from .state import HexState

#: the lead worth about three quarters of a win (a badge)
VALUE_SCALE = 100.0
#: no random playouts: a random player offers and accepts trades, throws and skips captures and
#: walks anywhere, so its futures say little of a position that the evaluation (exact gym and
#: capture odds, the route) does not say better; measured on the ladder, one hard seat against
#: three greedy won 2 of 16 games with 6-decision playouts and 9 of 16 without
ROLLOUT_DEPTH = 0


_CHALLENGE = Action("challenge")
_OFFER = Action("offer")
_ACCEPT, _DECLINE = Action("accept"), Action("decline")


def root_action(state: HexState, seat: int, actions: Sequence[Hashable]) -> Hashable | None:
    """At the search's root, a trade offer is made from knowledge rather than searched (§4:
    one offer a turn, and it does not use the turn up, so it costs nothing): the offer
    :func:`.evaluate.best_offer` finds (the League team stronger, accepted by the partner's
    evaluation, the route kept) at the turn menu, then its Pokémon asked for and its Pokémon
    given. Which team is strongest at the League predicts its winner (docs/ai.md), but a gain
    of a few power points is lost in the noise of the dice below an offer, and the offer's
    two choices have dozens of answers, over which a tree spreads its visits thin. An offer
    made to the seat is answered the same way (:func:`.evaluate.accepts_offer`): searched, the
    answer weighs the route and the team at weight 1 only (in one ladder game `hard` accepted
    six offers and came to the League with the weakest team). Reads only what
    ``seat`` sees (teams, badges, its own hand), so its three steps plan the same offer."""
    pend = state.pending
    if pend is None or seat not in pend["seats"]:
        return None
    if pend["kind"] == "offer" and _ACCEPT in actions:
        return _ACCEPT if accepts_offer(state, seat) else _DECLINE
    if pend["kind"] == "turn":
        if _OFFER not in actions or best_offer(state, seat) is None:
            return None
        return _OFFER
    if pend["kind"] != "choose" or pend["resume"].get("t") != "trade_offer":
        return None
    want = pend["resume"].get("want")
    planned = best_offer(state, seat, None if want is None else str(want))
    if planned is None:
        return None
    chosen = Action("choose", planned[0] if want is None else planned[1])
    return chosen if chosen in actions else None


def tree_action(state: HexState, seat: int, actions: Sequence[Hashable]) -> Hashable | None:
    """Below the search's root, a rolled move goes where the evaluation's best landing is
    (what :func:`.evaluate.evaluate` already counts for a move to make): the die differs in
    every determinisation, so a tree that tried the destinations one by one would spend a
    roll's visits on ones nobody would choose and judge rolling worse than resting, trading
    or taking the train (seen in the ladder's game of seed 3200: Lyra rested 11 turns of 15).
    An Escape Rope or an item passage among the choices is left to the search.

    An offered trade is answered as the evaluation of the seat asked would answer it (accepted
    when the swap raises its route and team): searched, an answer visited a few times at
    random made every offer look accepted, and offering the search's favourite."""
    pend = state.pending
    if pend is None:
        return None
    if pend["kind"] == "offer" and seat in pend["seats"]:
        return _ACCEPT if trade_gain(state, seat) > 0.0 else _DECLINE
    if pend["kind"] != "move":
        return None
    if any(not isinstance(a, Action) or a.verb != "go" for a in actions):
        return None
    dest = best_move(state, seat)
    if dest is None:
        return None
    chosen = Action("go", str(dest))
    return chosen if chosen in actions else None


def sensible_actions(state: HexState, seat: int, actions: Sequence[Hashable]) -> list[Hashable]:
    """``actions`` without a Gym challenge the seat cannot win (§6: its best obeying Pokémon and
    Items cannot reach the Leader's power, or a dual Leader meets a single Pokémon): a lost
    challenge gains nothing, and a player who makes it looks aimless (issue 14)."""
    pend = state.pending
    if pend is not None and pend["kind"] == "item" and state.battle is not None:
        return _counting_items(state, seat, actions)
    if pend is None or pend["kind"] != "gym" or _CHALLENGE not in actions:
        return list(actions)
    if gym_chance(state, seat, str(pend["leader"])) > 0.0:
        return list(actions)
    return [a for a in actions if a != _CHALLENGE]


def _counting_items(state: HexState, seat: int, actions: Sequence[Hashable]) -> list[Hashable]:
    """§5: an Item set face down that adds nothing to its Pokémon (a bluff: a ball, a Bicycle,
    a typed +4 on another type) is discarded for nothing. Both sides set theirs at once and no
    choice is made after seeing it, so it gains nothing over "none" and is no choice: only
    ``item none`` and settings whose every Item counts for the Pokémon it is set for are kept."""
    assert state.battle is not None  # (the caller asks only in a battle's item step)
    side = next((s for s in state.battle["sides"] if s["seat"] == seat), None)
    if side is None:
        return list(actions)
    cards = state.content.cards
    active = [cards[c] for c in side["active"]]
    kept: list[Hashable] = []
    for a in actions:
        if not isinstance(a, Action) or a.verb != "item" or a.arg == "none":
            kept.append(a)
            continue
        items = a.arg.split("+")
        if all(
            x == "-" or (k < len(active) and item_bonus(state, x, active[k]) > 0)
            for k, x in enumerate(items)
        ):
            kept.append(a)
    return kept


def values(state: HexState) -> list[float]:
    """Each seat's worth in ``[-1, 1]``: its evaluation minus the best other seat's, squashed."""
    own = [evaluate(state, s) for s in range(state.num_seats)]
    out = []
    for s, v in enumerate(own):
        best_other = max(x for o, x in enumerate(own) if o != s)
        out.append(math.tanh((v - best_other) / VALUE_SCALE))
    return out
