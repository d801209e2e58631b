"""Travelling (rulebook §3): the turn menu, the d6 move, cities, magnet train, passages, the
Indigo Plateau and the one-way League loop."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ..actions import Action
from .decks import discard_item, draw_items
from .dice import roll_dice
from .flow import ask, decision, push, task
from .gyms import may_challenge
from .items import usable_common, use_common
from .power import item_kind
from .react import open_window, reaction
from .trading import can_offer

if TYPE_CHECKING:
    from ..board import Board
    from ..state import HexState

MAX_STEPS = 9  # a d6, Mr. Briney's +1 and an Escape Rope's +2


def owns_type(state: HexState, seat: int, type_: str) -> bool:
    cards = state.content.cards
    return any(type_ in cards[c].types for c in state.players[seat].team)


def may_enter(state: HexState, seat: int, space: int) -> bool:
    """§3 Type passages need a Pokémon of that type; §7 the Indigo Plateau needs six badges."""
    sp = state.board.spaces[space]
    if sp.kind == "passage":
        return owns_type(state, seat, sp.arg)
    if sp.kind == "plateau":
        return len(state.players[seat].badges) >= 6 or state.league is not None
    return True


Table = tuple[list[dict[int, int]], dict[int, int]]
#: which of a board's type passages a team may use, by the passages' types and the team
_OWNED: dict[tuple[Any, tuple[str, ...]], tuple[bool, ...]] = {}


def destinations(
    state: HexState, seat: int, steps: set[int], table: Table | None = None
) -> dict[int, tuple[int, int]]:
    """Where ``seat`` may stop after moving exactly one of ``steps`` spaces (§3): along the roads,
    never the same space twice, stopping early only on a city; the plateau must be stopped at on
    the first visit. Returns ``{space: (steps used, League-loop spaces entered)}``, a dict shared
    with later calls on the same table: read it, never change it."""
    t = table or _table(state, seat, max(steps))
    memo = _DESTINATIONS
    if memo[0] is not t:  # a path table's answers are remembered while it is the last one asked
        memo[0], memo[1] = t, {}
    key = frozenset(steps)
    hit: dict[int, tuple[int, int]] | None = memo[1].get(key)
    if hit is None:
        hit = memo[1][key] = _destinations(t, steps)
    return hit


#: the last path table asked by :func:`destinations` and its answers by steps
_DESTINATIONS: list[Any] = [None, {}]


def _destinations(table: Table, steps: set[int]) -> dict[int, tuple[int, int]]:
    ends, cities = table
    out: dict[int, tuple[int, int]] = {}
    for d in sorted(steps):
        if d < len(ends):
            for v, li in ends[d].items():
                if v not in out:
                    out[v] = (d, li)
    longest = max(steps)
    for v, d in cities.items():
        if d <= longest and v not in out:
            out[v] = (d, 0)
    return out


def _owned(state: HexState, seat: int) -> tuple[bool, ...]:
    """Which of the board's type passages (``board.passage_types``) the seat's team may use."""
    passages = state.board.passage_types
    if not passages:
        return ()
    team = tuple(state.players[seat].team)
    found = _OWNED.get((passages, team))
    if found is None:
        cards = state.content.cards
        have = {t for c in team for t in cards[c].types}
        if len(_OWNED) > 100_000:
            _OWNED.clear()
        found = _OWNED[(passages, team)] = tuple(t in have for t in passages)
    return found


def _table(state: HexState, seat: int, depth: int = MAX_STEPS) -> Table:
    """Every simple path of up to ``depth`` roads from the seat's space, kept with the board by
    what else it depends on: the start, which passages the seat may use, its plateau standing. A
    table walked deeper serves a shallower request (most moves need 6 roads or fewer)."""
    board = state.board
    p = state.players[seat]
    owned = _owned(state, seat)
    plateau_open = len(p.badges) >= 6 or state.league is not None
    key = (p.pos, owned, plateau_open, p.plateau_done)
    depth = min(max(depth, 1), MAX_STEPS)
    tables: dict[tuple[Any, ...], tuple[int, Table]] | None = board.memo.get("tables")
    if tables is None:
        tables = board.memo["tables"] = {}
    hit = tables.get(key)
    if hit is None or hit[0] < depth:
        table = _walk(board, p.pos, owned, plateau_open, p.plateau_done, depth)
        hit = tables[key] = (depth, table)
    return hit[1]


#: ``adj[u]``: the free roads (no item passage) from ``u``, each ``(v, 1 if v is a League-loop
#: space, 1 if a move may end early at v: a city or the plateau)``; then the type of every type
#: passage by space; then the item passages ``(u, v, price)``
Graph = tuple[
    tuple[tuple[tuple[int, int, int], ...], ...], dict[int, str], tuple[tuple[int, int, int], ...]
]


def _graph(board: Board) -> Graph:
    """The board's roads as the walk reads them (kept with the board)."""
    hit: Graph | None = board.memo.get("graph")
    if hit is None:
        n = len(board.spaces)
        stops = [int(sp.kind in ("city", "plateau")) for sp in board.spaces]
        loop = set(board.loop)
        adj = tuple(
            tuple((v, int(v in loop), stops[v]) for v, cost in board.succ[u] if not cost)
            for u in range(n)
        )
        passages = {sp.id: sp.arg for sp in board.spaces if sp.kind == "passage"}
        paid = tuple((u, v, cost) for u in range(n) for v, cost in board.succ[u] if cost)
        hit = board.memo["graph"] = (adj, passages, paid)
    return hit


def walk_paths(state: HexState, seat: int, depth: int = MAX_STEPS) -> Table:
    """The path table of ``seat`` from its space (see :func:`_walk`)."""
    p = state.players[seat]
    plateau_open = len(p.badges) >= 6 or state.league is not None
    owned = _owned(state, seat)
    return _walk(state.board, p.pos, owned, plateau_open, p.plateau_done, depth)


def _walk(
    board: Board,
    start: int,
    owned: tuple[bool, ...],
    plateau_open: bool,
    plateau_done: bool,
    depth: int,
) -> Table:
    """The path table: ``ends[d]`` maps a space reached by exactly ``d`` roads to the number of
    League-loop spaces entered on the way; ``cities`` maps a city or the plateau to the fewest
    roads that reach it. Type passages the team cannot use (``owned`` says which it can) and a
    closed plateau are never entered (:func:`may_enter`); the plateau ends the walk on the first
    visit (§7)."""
    adj = _graph(board)[0]
    seen = bytearray(_blocked(board, owned, plateau_open))  # blocked spaces and the path so far
    stop_here = board.plateau if not plateau_done else -1
    ends: list[dict[int, int]] = [{} for _ in range(MAX_STEPS + 1)]
    cities: dict[int, int] = {}
    last = depth

    def walk(u: int, d: int, li: int) -> None:
        reach = ends[d]  # the spaces ``d`` roads away
        for v, in_loop, stop in adj[u]:
            if seen[v]:
                continue
            lv = li + in_loop
            if v not in reach:
                reach[v] = lv
            if stop:
                if v not in cities or d < cities[v]:
                    cities[v] = d
                if v == stop_here:
                    continue  # §7: the first visit must stop there
            if d < last:
                seen[v] = 1
                walk(v, d + 1, lv)
                seen[v] = 0

    seen[start] = 1  # (so the start is never among the ends or the cities)
    walk(start, 1, 0)
    return ends, cities


def _blocked(board: Board, owned: tuple[bool, ...], plateau_open: bool) -> bytes:
    """One byte per space, 1 where a walk may not enter: a type passage of a type not ``owned``,
    the plateau while closed (kept with the board)."""
    memo: dict[tuple[tuple[bool, ...], bool], bytes] | None = board.memo.get("blocked")
    if memo is None:
        memo = board.memo["blocked"] = {}
    hit = memo.get((owned, plateau_open))
    if hit is None:
        out = bytearray(len(board.spaces))
        types = board.passage_types
        for v, type_ in _graph(board)[1].items():
            if not owned[types.index(type_)]:
                out[v] = 1
        if not plateau_open:
            out[board.plateau] = 1
        hit = memo[(owned, plateau_open)] = bytes(out)
    return hit


def item_passages(
    state: HexState, seat: int, roll: int, table: Table | None = None
) -> dict[int, int]:
    """§3 Item passages: from a space passed (or the start), pay the price to go through.
    Returns ``{target: price}``."""
    p = state.players[seat]
    paid = _graph(state.board)[2]
    if not paid:
        return {}
    ends, cities = table or _table(state, seat, roll)
    reach = ends[1 : roll + 1]
    out: dict[int, int] = {}
    hand = len(p.hand)
    pos = p.pos
    for u, v, cost in paid:
        if cost > hand or v == pos:
            continue
        passed = u == pos or cities.get(u, roll + 1) <= roll
        if not passed:
            for e in reach:
                if u in e:
                    passed = True
                    break
        if passed:
            out[v] = min(cost, out.get(v, cost))
    return out


def troubled(state: HexState, seat: int) -> bool:
    """§9 Prepare for Trouble is active against ``seat`` (every player but its owner)."""
    for c in state.continuous:  # noqa: SIM110  (quicker than any() here)
        if c["kind"] == "prepare_for_trouble" and c["owner"] != seat:
            return True
    return False


def move_steps(state: HexState, seat: int, roll: int) -> int:
    """§9 Prepare for Trouble: every other player moves only 1 space, "no matter their dice
    roll or Trainer Card"."""
    return 1 if troubled(state, seat) else roll


# -- the turn menu -------------------------------------------------------------------------------
_ROLL, _REST, _GYM, _OFFER = Action("roll"), Action("rest"), Action("gym"), Action("offer")
_WALKS = (Action("walk", "1"), Action("walk", "2"))


def _legal_turn(state: HexState, seat: int) -> list[Action]:
    p = state.players[seat]
    trainer = state.content.trainers[p.trainer]
    acts = [_ROLL]
    if trainer.ability("walk_instead"):
        acts += _WALKS
    if trainer.ability("rest_for_items"):
        acts.append(_REST)
    sp = state.board.spaces[p.pos]
    if sp.kind == "city" and not state.flags["gym_done"] and may_challenge(state, seat, sp.leader):
        acts.append(_GYM)
    pos, visited = p.pos, p.visited
    if len(visited) > 1 or (visited and visited[0] != pos):
        acts += Action.each("train", [c for c in visited if c != pos])
    if p.hand:  # (no Item, nothing usable)
        usable = usable_common(state, seat)
        if usable:
            acts += Action.each("use", usable)
    if can_offer(state, seat):
        acts.append(_OFFER)
    return acts


@task("turn_menu")
def turn_menu(state: HexState, t: dict[str, Any]) -> None:
    ask(state, "turn", [state.active], "roll to move, take the magnet train, or act")


@decision("turn", _legal_turn)
def _apply_turn(state: HexState, seat: int, action: Action) -> None:
    p = state.players[seat]
    state.pending = None
    if action.verb == "roll":
        roll_to_move(state, seat)
    elif action.verb == "walk":
        state.say("walk", f"{state.name(seat)} (Hiker) walks {action.arg}.", seat=seat)
        ask_move(state, seat, move_steps(state, seat, int(action.arg)), rolled=False)
    elif action.verb == "rest":
        state.flags["closed"] = True  # the turn is skipped
        state.say("rest", f"{state.name(seat)} (Lyra) skips the turn to draw Items.", seat=seat)
        ab = state.content.trainers[p.trainer].ability("rest_for_items")
        draw_items(state, seat, int(ab["count"]) if ab else 2)
    elif action.verb == "gym":
        state.flags["gym_done"] = True
        push(state, {"t": "gym_battle", "seat": seat, "leader": state.board.spaces[p.pos].leader})
    elif action.verb == "train":
        dest = int(action.arg)
        state.say(
            "train",
            f"{state.name(seat)} takes the magnet train to {state.board.spaces[dest].city}.",
            seat=seat,
            to=dest,
        )
        p.pos = dest
        if dest == state.board.plateau:
            p.league_steps = 0
        push(state, {"t": "land", "seat": seat, "space": dest})
    elif action.verb == "offer":
        state.flags["offered"] = True
        state.flags["acted"] = True
        push(state, {"t": "trade_offer", "seat": seat}, {"t": "turn_menu"})
    elif action.verb == "use":
        state.flags["acted"] = True
        use_common(state, seat, action.arg)


@task("after_menu")
def after_menu(state: HexState, t: dict[str, Any]) -> None:
    """§8 Common Items may be used at any point of your turn: once the move (or the train, the
    gym battle, the Fishing Rod) is over, the player may still use them before the turn ends.
    A window of that player alone, opened whenever it holds an Item Card (whether one is usable
    now must not show): ``pass`` ends the turn."""
    seat = state.active
    if state.flags.get("closed") or not state.players[seat].hand:
        return
    open_window(state, "after_move", [seat], "use a Common Item before your turn ends, or pass", {})


def _legal_after(state: HexState, seat: int, t: dict[str, Any]) -> list[Action]:
    return Action.each("use", usable_common(state, seat, after=True))


@reaction("after_move", _legal_after)
def _resolve_after(state: HexState, played: list[tuple[int, Action]], t: dict[str, Any]) -> None:
    for seat, action in played:
        if action.arg in state.players[seat].hand:
            use_common(state, seat, action.arg, menu="after_menu")


def roll_to_move(state: HexState, seat: int) -> None:
    """§3: roll a d6 to move (§11 Green rolls two and keeps one); Time Travel may reroll (§8)."""
    trainer = state.content.trainers[state.players[seat].trainer]
    n = 2 if trainer.ability("move_two_dice") else 1
    roll_dice(state, [seat] * n, "move", {"t": "move_rolled", "seat": seat})


@task("move_rolled")
def move_rolled(state: HexState, t: dict[str, Any]) -> None:
    seat, dice = int(t["seat"]), [int(d) for d in t["dice"]]
    if len(dice) == 2:
        a, b = dice
        state.say("roll", f"{state.name(seat)} (Green) rolls {a} and {b}.", seat=seat, dice=dice)
        if a != b:
            ask(state, "die", [seat], "keep one of the two dice", dice=dice)
            return
    else:
        state.say("roll", f"{state.name(seat)} rolls {dice[0]} to move.", seat=seat, dice=dice)
    briney_then_move(state, seat, dice[0])


def _legal_die(state: HexState, seat: int) -> list[Action]:
    assert state.pending is not None
    return Action.each("die", sorted(set(state.pending["dice"])))


@decision("die", _legal_die)
def _apply_die(state: HexState, seat: int, action: Action) -> None:
    state.pending = None
    briney_then_move(state, seat, int(action.arg))


def briney_then_move(state: HexState, seat: int, roll: int) -> None:
    """§10 Mr. Briney's Boat: until its owner's next turn, the owner may add or subtract 1 to the
    movement roll of every player on the owner's hexagon (the owner included)."""
    slot = state.board.spaces[state.players[seat].pos].slot
    for c in state.continuous:
        if c["kind"] != "briney":
            continue
        owner = int(c["owner"])
        if state.board.spaces[state.players[owner].pos].slot == slot:
            ask(
                state,
                "briney",
                [owner],
                f"Mr. Briney: change {state.name(seat)}'s roll of {roll}?",
                mover=seat,
                roll=roll,
            )
            return
    ask_move(state, seat, move_steps(state, seat, roll))


def _legal_briney(state: HexState, seat: int) -> list[Action]:
    assert state.pending is not None
    roll = int(state.pending["roll"])
    return list(_BRINEY if roll > 1 else _BRINEY[:2])


#: Mr. Briney's answers (made once: actions are values)
_BRINEY = (Action("keep"), Action("plus"), Action("minus"))


@decision("briney", _legal_briney)
def _apply_briney(state: HexState, seat: int, action: Action) -> None:
    assert state.pending is not None
    mover, roll = int(state.pending["mover"]), int(state.pending["roll"])
    state.pending = None
    if action.verb != "keep":
        roll += 1 if action.verb == "plus" else -1
        state.say("briney", f"Mr. Briney changes the roll to {roll}.", seat=seat, roll=roll)
    ask_move(state, mover, move_steps(state, mover, roll))


def ask_move(state: HexState, seat: int, roll: int, rolled: bool = True) -> None:
    """Ask where to go. §8 Escape Rope changes "the dice you rolled to move": not a Hiker's walk
    (no roll), and not a move that §9 Prepare for Trouble holds to 1 space."""
    rope = rolled and not troubled(state, seat)
    ask(state, "move", [seat], f"move {roll} space(s)", roll=roll, rope=rope)


def _legal_move(state: HexState, seat: int) -> list[Action]:
    assert state.pending is not None
    roll = int(state.pending["roll"])
    p = state.players[seat]
    rope = state.pending.get("rope", True) and any(i.startswith("escape-rope.") for i in p.hand)
    table = _table(state, seat, roll + 2 if rope else roll)
    plain = destinations(state, seat, {roll}, table)
    acts = Action.each("go", sorted(plain))
    if rope:
        near = {roll + d for d in (-2, -1, 1, 2) if roll + d >= 1}
        acts += Action.each("rope", [s for s in sorted(destinations(state, seat, near, table))
                                     if s not in plain])  # fmt: skip
    paid = item_passages(state, seat, roll, table)
    if paid:
        acts += Action.each("pay", sorted(paid))
    if not acts:
        acts.append(_STAY)
    return acts


_STAY = Action("stay")  # (made once: actions are values)


@decision("move", _legal_move)
def _apply_move(state: HexState, seat: int, action: Action) -> None:
    assert state.pending is not None
    roll = int(state.pending["roll"])
    p = state.players[seat]
    state.pending = None
    if action.verb == "stay":
        state.say("stay", f"{state.name(seat)} cannot move.", seat=seat)
        return
    dest = int(action.arg)
    if action.verb == "pay":
        price = item_passages(state, seat, roll)[dest]
        for item in list(p.hand[:price]):
            discard_item(state, seat, item)
        state.say(
            "item_passage",
            f"{state.name(seat)} pays {price} Item Card(s) at an item passage.",
            seat=seat,
            price=price,
        )
        loop_steps = 0
    else:
        steps = {roll}
        if action.verb == "rope":
            rope = next(i for i in p.hand if item_kind(i) == "escape-rope")
            discard_item(state, seat, rope)
            steps = {roll + d for d in (-2, -1, 1, 2) if roll + d >= 1}
            state.say("item", f"{state.name(seat)} uses an Escape Rope.", seat=seat)
        loop_steps = destinations(state, seat, steps)[dest][1]
    p.pos = dest
    p.league_steps += loop_steps
    state.flags["moved"] = True
    state.say(
        "move", f"{state.name(seat)} moves to {describe_space(state, dest)}.", seat=seat, to=dest
    )
    push(state, {"t": "land", "seat": seat, "space": dest})


def describe_space(state: HexState, space: int) -> str:
    sp = state.board.spaces[space]
    if sp.city:
        return sp.city
    kind = sp.kind
    if kind == "pokemon":
        label = f"a {sp.arg} Pokémon space"
    elif kind == "passage":
        label = f"a {sp.arg} passage"
    else:
        label = _LABELS.get(kind) or kind.replace("_", " ") + " space"
    return f"{label} ({space})"


_LABELS = {"event": "a '!' space", "super_event": "a yellow '!' space"}
