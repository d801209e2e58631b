"""Common Items used from the turn menu (rulebook §8 "Item Guide"): Bicycle, Fly, Fishing Rod,
Honey, Rocket Attack. Balls are used in the capture step, power bonuses and Potions in battles,
Escape Rope in the move, Poké Doll in reaction windows."""

from __future__ import annotations

from collections.abc import Iterator
from typing import TYPE_CHECKING, Any

from .capture import gain
from .decks import discard_item, draw, draw_pokemon
from .effects import choose, hostile, opponents
from .flow import push, task
from .power import item_kind

if TYPE_CHECKING:
    from ..board import Board
    from ..state import HexState

#: item effect -> does using it take the whole turn (§8 Fly, Fishing Rod, Honey)
TURN_ITEMS = {
    "rare_candy": False,
    "pokenav": False,
    "fly": True,
    "fishing_rod": True,
    "honey": False,  # §8 says nothing of the turn (unlike Fly and Fishing Rod)
    "extra_turn": False,
    "steal_item": False,
    "lure_module": False,
}


#: common Items that replace the move and so are not offered after it (§8 Fly "must be your only
#: action", Fishing Rod "use your turn not to move")
BEFORE_MOVE_ONLY = ("fly", "fishing_rod")


def usable_common(state: HexState, seat: int, after: bool = False) -> list[str]:
    """One instance of each common Item ``seat`` can use now (``after``: once the turn's move or
    other main action is over; §8 "Common Item: this can only be used in your turn")."""
    out: dict[str, str] = {}
    p = state.players[seat]
    effects = state.content.item_effects  # (most cards are not common Items: skipped at once)
    for i in p.hand:
        eff = effects.get(i) or state.content.items[item_kind(i)].effect["do"]
        if eff not in TURN_ITEMS or (after and eff in BEFORE_MOVE_ONLY):
            continue
        kind = item_kind(i)
        if kind in out:
            continue
        if eff == "honey" and not _honey_targets(state, seat):
            continue
        if eff == "steal_item" and not any(state.players[o].hand for o in opponents(state, seat)):
            continue
        if eff == "fishing_rod" and not _rod_targets(state, seat):
            continue
        if eff == "rare_candy" and next(_candy_spaces(state, seat), None) is None:
            continue
        if eff == "lure_module" and not _lure_possible(state):
            continue
        if eff == "fly" and state.flags.get("acted"):
            continue  # §8 Fly: "must be your only action in your turn"
        out[kind] = i
    return sorted(out.values()) if out else []


def use_common(state: HexState, seat: int, item: str, menu: str = "turn_menu") -> None:
    eff = state.content.items[item_kind(item)].effect["do"]
    discard_item(state, seat, item)
    state.say(
        "item",
        f"{state.name(seat)} uses {state.content.items[item_kind(item)].name}.",
        seat=seat,
        item=item_kind(item),
    )
    if not TURN_ITEMS[eff]:
        push(state, {"t": menu})
    push(state, {"t": "item_effect", "seat": seat, "do": eff})


def _tile_spaces(state: HexState, seat: int) -> list[int]:
    return state.board.tile_spaces(state.board.spaces[state.players[seat].pos].slot)


def _honey_targets(state: HexState, seat: int) -> list[int]:
    return [s for s in _tile_spaces(state, seat) if state.card_at(s) is not None]


#: spaces a Fishing Rod can activate: the ones that do something when stopped on (§3 Pokémon
#: and '!' spaces, §7 the League's special spaces); not cities, passages or "Start the League"
ROD_KINDS = ("pokemon", "event", "super_event", "league_green4", "league_blue3", "league_red2",
             "league_events2")  # fmt: skip


_INTO: dict[Any, list[list[int]]] = {}


def _roads_into(board: Board) -> list[list[int]]:
    """For every space, the spaces with a road into it (cached by the board's arrangement)."""
    into = _INTO.get(board.arrangement)
    if into is None:
        into = [[] for _ in board.spaces]
        for u in range(len(board.spaces)):
            for v in sorted({v for v, _ in board.succ[u]}):
                into[v].append(u)
        if len(_INTO) > 256:
            _INTO.clear()
        _INTO[board.arrangement] = into
    return into


def _rod_targets(state: HexState, seat: int) -> list[int]:
    """§8 Fishing Rod: this space or an adjacent one (a road either way: the League's arrows say
    where you may walk, not which spaces are neighbours)."""
    board = state.board
    pos = state.players[seat].pos
    near = [pos] + [v for v, _ in board.succ[pos]]
    near += _roads_into(board)[pos]
    kinds = ROD_KINDS
    return sorted(
        {
            s
            for s in near
            if state.board.spaces[s].kind in kinds
            and (state.board.spaces[s].kind != "pokemon" or state.card_at(s) is not None)
        }
    )


@task("item_effect")
def item_effect(state: HexState, t: dict[str, Any]) -> None:
    seat, eff = int(t["seat"]), t["do"]
    if eff == "extra_turn":
        state.players[seat].extra_turns += 1  # §8 Bicycle
        return
    if eff == "fly":  # §8 Fly: any space of this hexagon, then activate it
        if "choice" not in t:
            opts = [str(s) for s in _tile_spaces(state, seat) if s != state.players[seat].pos]
            choose(state, seat, t, opts, "fly to a space of this hexagon", about="space")
            return
        dest = int(t["choice"])
        state.flags["closed"] = True  # the only action of the turn
        state.players[seat].pos = dest
        state.say("fly", f"{state.name(seat)} flies to space {dest}.", seat=seat, to=dest)
        push(state, {"t": "land", "seat": seat, "space": dest})
        return
    if eff == "fishing_rod":  # §8: activate this or an adjacent space without moving
        if "choice" not in t:
            choose(
                state,
                seat,
                t,
                [str(s) for s in _rod_targets(state, seat)],
                "fish a space",
                about="space",
            )
            return
        push(state, {"t": "land", "seat": seat, "space": int(t["choice"]), "remote": True})
        return
    if eff == "honey":  # §8: try to capture a Pokémon on this hexagon
        if "choice" not in t:
            choose(
                state,
                seat,
                t,
                [str(s) for s in _honey_targets(state, seat)],
                "lure a Pokémon",
                about="space",
            )
            return
        push(state, {"t": "capture_offer", "seat": seat, "space": int(t["choice"])})
        return
    if eff == "steal_item":  # §8 Rocket Attack (a Poké Doll blocks it)
        if "choice" not in t:
            opts = [str(o) for o in opponents(state, seat) if state.players[o].hand]
            choose(state, seat, t, opts, "steal a random Item from", about="seat")
            return
        hostile(
            state, seat, int(t["choice"]), {"t": "steal", "thief": seat, "victim": int(t["choice"])}
        )

    if eff == "rare_candy":  # §8: a revealed Blue-or-weaker Pokémon of one of your families
        if "choice" not in t:
            opts = [str(x) for x in _candy_targets(state, seat)]
            choose(state, seat, t, opts, "take which Pokémon?", about="space")
            return
        space = int(t["choice"])
        card = state.slots.pop(str(space))
        state.revealed.remove(space)
        if space in state.weakened:
            state.weakened.remove(space)
        gain(state, seat, card, "takes")
        nxt = draw_pokemon(state, state.content.cards[card].tier)
        if nxt is not None:
            state.slots[str(space)] = nxt
        return
    if eff == "lure_module":  # §8: swap two Pokémon of the same colour on the board
        if "first" not in t:
            if "choice" not in t:
                opts = [str(x) for x in _lure_targets(state, None)]
                choose(state, seat, t, opts, "lure which Pokémon?", about="space")
                return
            t = {"t": t["t"], "seat": seat, "do": eff, "first": int(t["choice"])}
        if "choice" not in t:
            opts = [str(x) for x in _lure_targets(state, int(t["first"]))]
            choose(state, seat, t, opts, "swap it with which Pokémon of its colour?", about="space")
            return
        lure_swap(state, int(t["first"]), int(t["choice"]))
        return
    if eff == "pokenav":  # §8 PokéNav Plus: a player swaps the Trainer for one of two drawn
        if "choice" not in t:
            opts = [str(o) for o in range(state.num_seats)]
            choose(state, seat, t, opts, "whose Trainer card changes?", about="seat")
            return
        target = int(t["choice"])
        then = {"t": "pokenav_draw", "seat": target}
        if target == seat:
            push(state, then)
        else:
            hostile(state, seat, target, then)


def _lure_targets(state: HexState, first: int | None) -> list[int]:
    """Spaces holding a Pokémon that can swap places with another of its colour (§8 Lure
    Module); with ``first``, the partners of that space."""
    by_colour: dict[str, list[int]] = {}
    for k in state.slots:
        sp = int(k)
        by_colour.setdefault(state.board.spaces[sp].arg, []).append(sp)
    if first is not None:
        return sorted(s for s in by_colour[state.board.spaces[first].arg] if s != first)
    return sorted(s for group in by_colour.values() if len(group) > 1 for s in group)


def _lure_possible(state: HexState) -> bool:
    """Whether :func:`_lure_targets` has any space: two Pokémon of one colour on the board."""
    spaces = state.board.spaces
    colours = set()
    for k in state.slots:
        colour = spaces[int(k)].arg
        if colour in colours:
            return True
        colours.add(colour)
    return False


def lure_swap(state: HexState, a: int, b: int) -> None:
    """Swap two Pokémon of the board; face-up/face-down and Weakened Tokens go with them."""
    ka, kb = str(a), str(b)
    state.slots[ka], state.slots[kb] = state.slots[kb], state.slots[ka]
    for marks in (state.revealed, state.weakened):
        has_a, has_b = a in marks, b in marks
        if has_a != has_b:
            marks.remove(a if has_a else b)
            marks.append(b if has_a else a)
    state.say("lure", f"The Pokémon on spaces {a} and {b} swap places.", spaces=[a, b])


@task("pokenav_draw")
def pokenav_draw(state: HexState, t: dict[str, Any]) -> None:
    """The target discards the Trainer card, draws two and keeps one (the other is discarded)."""
    seat = int(t["seat"])
    if "cards" not in t:
        cards = [c for c in (draw(state, "trainers"), draw(state, "trainers")) if c is not None]
        if not cards:
            return
        t = {**t, "cards": cards}
    if "choice" not in t and len(t["cards"]) > 1:
        choose(state, seat, t, list(t["cards"]), "keep which Trainer card?")
        return
    keep = t.get("choice", t["cards"][0])
    p = state.players[seat]
    state.discards["trainers"].append(p.trainer)
    state.discards["trainers"].extend(c for c in t["cards"] if c != keep)
    p.trainer = keep
    state.say("trainer", f"{state.name(seat)} is now {state.content.trainers[keep].name}.",
              seat=seat, trainer=keep, reveals=("Trainer cards drawn",))  # fmt: skip


def _candy_targets(state: HexState, seat: int) -> list[int]:
    return sorted(_candy_spaces(state, seat))


def _candy_spaces(state: HexState, seat: int) -> Iterator[int]:
    """The spaces of :func:`_candy_targets` one by one, unsorted (one is enough to know the Rare
    Candy usable)."""
    cards = state.content.cards
    fams = {cards[c].family for c in state.players[seat].team}
    for sp in state.revealed:
        card = state.card_at(sp)
        if card is None:
            continue
        c = cards[card]
        if c.family in fams and c.tier in ("pink", "green", "blue"):
            yield sp


@task("steal")
def steal(state: HexState, t: dict[str, Any]) -> None:
    """Steal ``count`` (default 1) random Items from the victim's hand."""
    thief, victim = int(t["thief"]), int(t["victim"])
    hand = state.players[victim].hand
    for _ in range(int(t.get("count", 1))):
        if not hand:
            return
        card = state.rng.choice(hand)
        hand.remove(card)
        state.forget(f"hand {victim}", card)
        state.players[thief].hand.append(card)
        state.learn(f"hand {thief}", victim, card)  # the victim is told what it lost
        state.say(
            "steal",
            f"{state.name(thief)} steals an Item from {state.name(victim)}.",
            private={thief: {"item": card}, victim: {"item": card}},
            thief=thief,
            victim=victim,
        )
