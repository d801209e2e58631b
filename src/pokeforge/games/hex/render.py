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
    return text
