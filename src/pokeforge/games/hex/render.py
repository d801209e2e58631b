"""The HEX position as text (terminal play, replays) and actions in words."""

from __future__ import annotations

from collections.abc import Hashable
from typing import TYPE_CHECKING, Any

from .rules.power import card_power, item_kind

if TYPE_CHECKING:
    from rich.text import Text

    from .state import HexState


#: Rich styles of the Pokémon colours and of the board's words
STYLE = {
    "pink": "magenta",
    "green": "green",
    "blue": "blue",
    "red": "red",
    "yellow": "yellow",
    "starter": "white",
    "title": "bold",
    "player": "bold cyan",
    "leader": "bold",
    "dim": "dim",
    "wait": "bold yellow",
}

Line = list[tuple[str, str]]  # (text, style) pieces of one line


def render(state: HexState, seat: int | None) -> str:
    """The position as plain text (the terminal's picture without colours)."""
    return "\n".join("".join(t for t, _ in line) for line in picture(state, seat))


def render_rich(state: HexState, seat: int | None) -> Text:
    """The same picture in colour: Pokémon by their card colour, players and Leaders in bold."""
    from rich.text import Text

    out = Text()
    for i, line in enumerate(picture(state, seat)):
        if i:
            out.append("\n")
        for text, style in line:
            out.append(text, style=STYLE.get(style, style) or None)
    return out


def picture(state: HexState, seat: int | None) -> list[Line]:
    content = state.content
    lines: list[Line] = [
        [("HEX Edition", "title"), (f" — round {state.round}, ", ""),
         (state.name(state.active), "player"), (" to play", "")],
        [("Map (hexagons that touch are joined by a road; P1 = Player 1 …):", "dim")],
    ]  # fmt: skip
    lines += sketch(state)
    lines.append([("Hexagons (city and Gym Leader; Pokémon spaces, face up by name; who is "
                   "there):", "dim")])  # fmt: skip
    for slot, tile, _ in state.arrangement:
        lines.append(_hexagon_line(state, slot, tile))
    for i, p in enumerate(state.players):
        sp = state.board.spaces[p.pos]
        where = sp.city or f"space {p.pos} ({sp.kind.replace('_', ' ')})"
        trainer = content.trainers[p.trainer]
        line: Line = [(state.name(i), "player"), (f" [{trainer.name}] at {where}; badges "
                      f"{len(p.badges)}; items {len(p.hand)}; team: ", "")]  # fmt: skip
        for k, c in enumerate(p.team):
            card = content.cards[c]
            line.append((", " if k else "", ""))
            line.append((f"{card.name} {card_power(state, i, c)}", card.tier))
        if not p.team:
            line.append(("none", "dim"))
        lines.append(line)
        lines.append([(f"  {trainer.name}: {trainer.text}", "dim")])
        if seat == i:
            lines.append([("  your hand:", "")] if p.hand else [("  your hand: none", "")])
            kinds = [item_kind(h) for h in p.hand]
            for kind in sorted(set(kinds)):
                item = content.items[kind]
                n = kinds.count(kind)
                lines.append([(f"    {item.name}", "title"),
                              (f"{' x' + str(n) if n > 1 else ''} ({item.timing}): {item.text}",
                               "")])  # fmt: skip
    for effect in state.continuous:
        owner = state.name(int(effect["owner"]))
        # counted from the owner (decision 20): it ends when the owner's turn comes round
        left = "" if effect["rounds"] is None else f", {effect['rounds']} turn(s) of {owner} left"
        lines.append([(f"In play: {effect['name']} ({owner}{left})", "dim")])
    if state.battle is not None:
        lines.append(_battle_line(state))
    if state.outcome is not None:
        lines.append([(state.outcome.reason, "wait")])
    elif state.pending is not None:
        who = ", ".join(state.name(s) for s in state.pending["seats"])
        lines.append([(f"Waiting for {who}: {state.pending.get('text', '')}", "wait")])
    return lines


#: characters per half-hexagon step in the sketch
_STEP = 10


def sketch(state: HexState) -> list[Line]:
    """The eight hexagons as a small honeycomb (hexagons that touch are joined by a road), each
    with its city, tier and the players standing in it: ``[Cerulean 1: P2]``."""
    board = state.board
    slots = state.content.board["layout"]["slots"]
    cells: dict[int, list[tuple[int, str, str]]] = {}
    for raw in slots:
        slot, q, r = raw["slot"], int(raw["q"]), int(raw["r"])
        spaces = board.tile_spaces(slot)
        city = next((board.spaces[x].city for x in spaces if board.spaces[x].city), slot)
        name = "League" if city == "Indigo Plateau" else city
        for suffix in (" Town", " City", " Island"):
            name = name.removesuffix(suffix)
        tier = f" {raw['tier']}" if 0 < int(raw["tier"]) < 4 else ""
        here = [
            f"P{i + 1}" for i, p in enumerate(state.players) if board.spaces[p.pos].slot == slot
        ]
        label = f"[{name}{tier}{': ' + ' '.join(here) if here else ''}]"
        cells.setdefault(r, []).append((2 * q + r, label, "player" if here else "dim"))
    low = min(x for row in cells.values() for x, _, _ in row)
    out: list[Line] = []
    for r in sorted(cells):
        line: Line = [("  ", "")]
        col = 2
        for x, label, style in sorted(cells[r]):
            centre = 2 + (x - low) * _STEP + _STEP
            start = max(col, centre - len(label) // 2)
            line += [(" " * (start - col), ""), (label, style)]
            col = start + len(label)
        out.append(line)
    return out


def leader_text(state: HexState, lid: str) -> str:
    """A Gym Leader with what a challenger must know: types, power, whom it beats (+2)."""
    ld = state.content.leaders[lid]
    dual = ", dual battle: two Pokémon, one die" if ld.dual else ""
    strong = "/".join(ld.strong_against) or "nobody"
    return f"{ld.name} ({'/'.join(ld.types)}, power {ld.power}, +2 vs {strong}{dual})"


def _hexagon_line(state: HexState, slot: str, tile: str) -> Line:
    content, board = state.content, state.board
    spaces = board.tile_spaces(slot)
    city = next((board.spaces[s] for s in spaces if board.spaces[s].city), None)
    name = city.city if city is not None else tile
    line: Line = [(f"  {slot:<6} ", "dim"), (name, "title")]
    if city is not None and city.leader:
        line += [(" — Gym: ", ""), (leader_text(state, city.leader), "leader")]
        holders = [state.name(i) for i, p in enumerate(state.players) if city.leader in p.badges]
        if holders:
            line.append((f", badge won by {', '.join(holders)}", "dim"))
    counts: dict[str, int] = {}
    shown: list[tuple[str, str]] = []
    for s in spaces:
        card = state.card_at(s)
        if card is None:
            continue
        tier = board.spaces[s].arg
        counts[tier] = counts.get(tier, 0) + 1
        if s in state.revealed:
            c = content.cards[card]
            weak = ", weakened" if s in state.weakened else ""
            shown.append((f"{c.name} {c.power} on {s}{weak}", c.tier))
    if counts:
        line.append((" — Pokémon: ", ""))
        order = ("pink", "green", "blue", "red", "yellow")
        for k, tier in enumerate(t for t in order if t in counts):
            line += [(", " if k else "", ""), (f"{counts[tier]} {tier}", tier)]
    if shown:
        line.append(("; face up: ", ""))
        for k, (text, tier) in enumerate(shown):
            line += [(", " if k else "", ""), (text, tier)]
    here = [state.name(i) for i, p in enumerate(state.players) if board.spaces[p.pos].slot == slot]
    if here:
        line += [(" — ", ""), (", ".join(here), "player")]
    return line


def _battle_line(state: HexState) -> Line:
    from .rules.battle import side_name

    b = state.battle
    assert b is not None
    parts: Line = [("Battle: ", "title")]
    for k, side in enumerate(b["sides"]):
        parts.append((" vs " if k else "", ""))
        if side["leader"] is not None:
            parts.append((leader_text(state, side["leader"]), "leader"))
            continue
        parts.append((side_name(state, side), "player"))
        if side["active"] and (b["stage"] != "send"):
            names = " + ".join(state.content.cards[c].name for c in side["active"])
            parts.append((f" ({names})", ""))
        lost = len(side["lost"])
        if lost:
            parts.append((f", {lost} knocked out", "dim"))
    return parts


def move_hint(state: HexState, seat: int, dest: int) -> str:
    """How far a destination is from the nearest city and the nearest Gym the player may still
    challenge (roads, ignoring passages and the League's arrows): for planning a move."""
    from .board import road_distance
    from .rules.gyms import may_challenge

    board = state.board
    if board.spaces[dest].kind == "city":
        city_part = "a city"
    else:
        d, c = min((road_distance(board, c)[dest], c) for c in board.cities)
        city_part = f"{d} to {board.spaces[c].city}"
    gyms = [c for c in board.cities if may_challenge(state, seat, board.spaces[c].leader)]
    if not gyms:
        return city_part
    d, c = min((road_distance(board, c)[dest], c) for c in gyms)
    lid = board.spaces[c].leader
    ld = state.content.leaders[lid]
    where = "here" if d == 0 else f"{d} to"
    return f"{city_part}; {where} Gym {ld.name} (power {ld.power})"


def action_spaces(state: HexState, action: Hashable) -> tuple[str, list[int]]:
    """The board spaces an action concerns: a move's destination, a chosen space."""
    verb, _, arg = str(action).partition(" ")
    if verb in ("go", "rope", "pay", "train") and arg.isdigit():
        return "move", [int(arg)]
    pend = state.pending
    if verb == "choose" and pend is not None and pend.get("about") == "space":
        space = arg.partition("@")[0]
        if space.isdigit():
            return "space", [int(space)]
    return "", []


def describe(state: HexState, seat: int, action: Hashable) -> str:
    from .rules.movement import describe_space

    text = str(action)
    verb, _, arg = text.partition(" ")
    content = state.content
    if verb in ("go", "rope", "pay", "train") and arg.isdigit():
        how = {
            "go": "move to",
            "rope": "use an Escape Rope to reach",
            "pay": "pay items to reach",
            "train": "take the magnet train to",
        }[verb]
        return f"{how} {describe_space(state, int(arg))} ({move_hint(state, seat, int(arg))})"
    if verb in ("gym", "challenge"):
        lid = _leader_here(state, seat)
        if lid:
            return f"challenge {leader_text(state, lid)}"
    pend = state.pending
    if pend is not None and pend["kind"] == "react":
        said = _reaction_label(pend, verb, arg)
        if said:
            return said
    if verb == "send":
        return "send " + " and ".join(content.cards[c].name for c in arg.split("+"))
    if verb == "use" and arg.isdigit():  # a Repel on one of several revealed Pokémon
        card = state.card_at(int(arg))
        name = f": {content.cards[card].name}" if card is not None else ""
        return f"use a Repel on {describe_space(state, int(arg))}{name}"
    if verb in ("item", "throw", "use", "discard") and arg and arg != "none":
        names = [
            content.items[item_kind(x)].name if x != "-" else "nothing" for x in arg.split("+")
        ]
        said = f"{verb} {' + '.join(names)}"
        if verb == "use" and "+" not in arg:
            said += f" ({content.items[item_kind(arg)].text})"
        return said
    if verb == "choose":
        return "choose " + _option(state, arg)
    if verb == "lock" and arg in content.cards:
        return f"lock the {content.cards[arg].name} family"
    return text


#: (window, verb) -> the label of a reaction (``rules/react.py``); public words only
_REACTIONS = {
    ("poke_doll", "block"): "play a Poké Doll to block it",
    ("poke_flute", "use"): "play a Poké Flute to cancel the Event",
    ("exp_share", "use"): "copy the Event with an Exp. Share",
    ("exp_share", "may"): "discard May to copy the Event",
    ("repel", "use"): "play a Repel on the revealed Pokémon",
    ("potion", "potion"): "play a Potion to restart the duel",
    ("cynthia", "throw"): "Cynthia: roll for it",
}


def _reaction_label(pend: dict[str, Any], verb: str, arg: str) -> str:
    """The words of an answer in a reaction window (``""``: the general rules below)."""
    if verb == "pass":
        return "pass (play nothing)"
    trigger = pend["trigger"]
    if trigger == "time_travel" and verb == "reroll" and arg.isdigit():
        dice = pend["data"]["dice"]
        return f"play a Time Travel: roll die {int(arg) + 1} (a {dice[int(arg)]}) again"
    if arg:
        return ""
    return _REACTIONS.get((trigger, verb), "")


def _leader_here(state: HexState, seat: int) -> str:
    pend = state.pending or {}
    return str(pend.get("leader") or state.board.spaces[state.players[seat].pos].leader)


def _option(state: HexState, arg: str) -> str:
    """A ``choose`` option in words: a space, a player, a card, an Item, a Trainer, a Leader."""
    from .rules.movement import describe_space

    content = state.content
    about = state.pending.get("about", "") if state.pending is not None else ""
    head, _, ball = arg.partition("@")
    if about == "space" and head.isdigit():
        where = describe_space(state, int(head))
        card = state.card_at(int(head))
        if card is not None and int(head) in state.revealed:
            where += f": {content.cards[card].name}"
        return where + (f" with a {content.items[item_kind(ball)].name}" if ball else "")
    if about == "seat" and all(x.isdigit() for x in arg.split("+")):
        return " and ".join(state.name(int(x)) for x in arg.split("+"))
    if ">" in arg:  # a forced trade: mine>seat:theirs
        mine, _, rest = arg.partition(">")
        other, _, theirs = rest.partition(":")
        return (
            f"{content.cards[mine].name} for {state.name(int(other))}'s "
            f"{content.cards[theirs].name}"
        )
    if ":" in arg and arg.partition(":")[0].isdigit():  # a trade offer: seat:card
        other, _, card = arg.partition(":")
        if card in content.cards:
            return f"{state.name(int(other))}'s {content.cards[card].name}"
    parts = arg.split("+")
    if all(p in content.cards for p in parts):
        return " and ".join(f"{content.cards[p].name} ({content.cards[p].power})" for p in parts)
    if arg in content.trainers:
        return f"the {content.trainers[arg].name} Trainer card ({content.trainers[arg].text})"
    if arg in content.leaders:
        return leader_text(state, arg)
    kind = item_kind(arg)
    if kind in content.items:
        return content.items[kind].name
    if kind in content.events or kind in content.super_events:
        ev = content.events.get(kind) or content.super_events[kind]
        return f"{ev.name} ({ev.text})"
    return arg
