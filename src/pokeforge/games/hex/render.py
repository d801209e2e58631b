"""The HEX position as text (terminal play, replays) and actions in words."""

from __future__ import annotations

from collections.abc import Hashable
from typing import TYPE_CHECKING

from .rules.power import card_power, item_kind

if TYPE_CHECKING:
    from .state import HexState


def render(state: HexState, seat: int | None) -> str:
    content = state.content
    lines = [f"HEX Edition — round {state.round}, {state.name(state.active)} to play"]
    tiles = ", ".join(
        f"{slot}: {content.tiles[t]['city']['name'] if t in content.tiles else t}"
        for slot, t, _ in state.arrangement
    )
    lines.append(f"Board: {tiles}")
    for i, p in enumerate(state.players):
        sp = state.board.spaces[p.pos]
        where = sp.city or f"space {p.pos} ({sp.kind})"
        team = ", ".join(f"{content.cards[c].name} {card_power(state, i, c)}" for c in p.team)
        lines.append(
            f"{state.name(i)} [{content.trainers[p.trainer].name}] at {where}; "
            f"badges {len(p.badges)}; items {len(p.hand)}; team: {team}"
        )
        if seat == i:
            hand = ", ".join(content.items[item_kind(h)].name for h in p.hand) or "none"
            lines.append(f"  your hand: {hand}")
    if state.outcome is not None:
        lines.append(state.outcome.reason)
    elif state.pending is not None:
        who = ", ".join(state.name(s) for s in state.pending["seats"])
        lines.append(f"Waiting for {who}: {state.pending.get('text', '')}")
    return "\n".join(lines)


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
        return f"{how} {describe_space(state, int(arg))}"
    if verb == "send":
        return "send " + " and ".join(content.cards[c].name for c in arg.split("+"))
    if verb in ("item", "throw", "use", "discard") and arg and arg != "none":
        names = [
            content.items[item_kind(x)].name if x != "-" else "nothing" for x in arg.split("+")
        ]
        return f"{verb} {' + '.join(names)}"
    if verb == "choose":
        return "choose " + _option(state, arg)
    if verb == "lock" and arg in content.cards:
        return f"lock the {content.cards[arg].name} family"
    return text


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
        return f"the {content.trainers[arg].name} Trainer card"
    if arg in content.leaders:
        return f"{content.leaders[arg].name} (power {content.leaders[arg].power})"
    kind = item_kind(arg)
    if kind in content.items:
        return content.items[kind].name
    if kind in content.events or kind in content.super_events:
        ev = content.events.get(kind) or content.super_events[kind]
        return ev.name
    return arg
