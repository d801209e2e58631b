"""The table as text for a seat's eyes, and actions in words (from the seat's view only)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from pokeforge.core import seat_name

from .actions import Action
from .rules import board

if TYPE_CHECKING:
    from .state import OriginsState


#: an Energy type as the one letter players write in costs (``[RRC]``)
COST_LETTERS = {
    "Colorless": "C",
    "Fire": "R",
    "Water": "W",
    "Grass": "G",
    "Lightning": "L",
    "Psychic": "P",
    "Fighting": "F",
    "Darkness": "D",
    "Metal": "M",
    "Fairy": "Y",
}


def _mon_line(mon: dict[str, Any] | None, where: str, cards: dict[str, Any]) -> str:
    """One Pokémon in play; attached cards by their printed names (the view's glossary)."""
    if mon is None:
        return f"  {where}: (none)"
    hp_left = mon["hp"] - mon["damage"]
    parts = [f"  {where}: {mon['name']} {hp_left}/{mon['hp']} HP"]
    if mon["energy"]:
        parts.append("energy " + ", ".join(_name(cards, c) for c in mon["energy"]))
    if mon["tools"]:
        parts.append("with " + ", ".join(_name(cards, c) for c in mon["tools"]))
    if mon["conditions"]:
        parts.append(", ".join(c.capitalize() for c in mon["conditions"]))
    if mon.get("effects"):
        parts.append("effects: " + ", ".join(e.replace("_", " ") for e in mon["effects"]))
    return "; ".join(parts)


def _card_lines(facts: dict[str, Any] | None) -> list[str]:
    """An Active Pokémon's printed facts: Powers, attacks (cost, damage, text), Weakness,
    Resistance and Retreat Cost, from the view's glossary."""
    if not facts:
        return []
    lines = []
    for power in facts["powers"]:
        lines.append(f"      {power['name']} (Pokémon Power): {power['text']}".rstrip(": "))
    for atk in facts["attacks"]:
        cost = "".join(COST_LETTERS.get(t, "?") for t in atk["cost"])
        head = f"      {atk['name']} [{cost}]" + (f" {atk['damage']}" if atk["damage"] else "")
        lines.append(f"{head}: {atk['text']}" if atk["text"] else head)
    weak = ", ".join(f"{w['type']} {w['value']}" for w in facts["weaknesses"]) or "none"
    resist = ", ".join(f"{r['type']} {r['value']}" for r in facts["resistances"]) or "none"
    lines.append(f"      weakness {weak}; resistance {resist}; retreat {facts['retreat']}")
    return lines


def _name(cards: dict[str, Any], card: str) -> str:
    facts = cards.get(card)
    return str(facts["name"]) if facts else card


def render_text(st: OriginsState, seat: int | None) -> str:
    view = st.view(seat)
    cards = view.get("cards", {})
    lines = [f"Pokémon Origins TCG ({view['format']}), turn {view['turn']}"]
    stadium = view.get("stadium")
    if stadium is not None:
        owner = seat_name(stadium["owner"]) + "'s"
        lines.append(f"Stadium in play: {_name(cards, stadium['card'])} ({owner})")
    # the seat's own face-down picks at set-up (its view alone holds them)
    placed = (view.get("placing") or {}).get("mine") or []
    for p in view["players"]:
        who = seat_name(p["seat"]) + (" (you)" if p["seat"] == seat else "")
        hand = p["hand"]
        discard = p["discard"]
        pile = f"discard {len(discard)}"
        if discard:
            pile += f" (top: {_name(cards, discard[-1])})"
        lines.append(
            f"{who}: deck {p['deck']}, hand {hand['count']}, prizes {p['prizes']}, "
            f"{pile}, removed {len(p['removed'])}"
        )
        if p["seat"] == seat and placed and p["active"] is None:
            names = [_name(cards, c) for c in placed]
            lines.append(f"  Active: {names[0]} (face down, placed by you)")
            for i, name in enumerate(names[1:]):
                lines.append(f"  Bench {i}: {name} (face down, placed by you)")
        else:
            lines.append(_mon_line(p["active"], "Active", cards))
            if p["active"] is not None:
                lines.extend(_card_lines(cards.get(p["active"]["card"])))
            for i, mon in enumerate(p["bench"]):
                lines.append(_mon_line(mon, f"Bench {i}", cards))
        if "cards" in hand:
            names = [board.card_name(st, c) for c in hand["cards"]]
            lines.append("  Hand: " + (", ".join(names) or "(empty)"))
    if st.outcome is not None:
        lines.append(f"Game over: {st.outcome.reason}.")
    return "\n".join(lines)


def _where(st: OriginsState, seat: int, pos: str) -> str:
    owner, mon = board.mon_at(st, seat, pos)
    name = "nothing" if mon is None else board.top(st, mon).name
    whose = "your" if owner == seat else "the opponent's"
    place = "Active" if pos.endswith("active") else f"Bench {pos[-1]}"
    return f"{whose} {place} {name}"


def describe_action(st: OriginsState, seat: int, action: Action) -> str:
    verb = action.verb
    name = board.card_name(st, action.card) if action.card else ""
    if verb == "active":
        return f"place {name} as your Active Pokémon"
    if verb == "bench":
        return f"put {name} on your Bench"
    if verb == "done":
        return "finish placing your Pokémon"
    if verb == "redraw":
        return "draw a new hand"
    if verb == "extra":
        return f"draw {action.pos} extra cards"
    if verb == "evolve":
        return f"evolve {_where(st, seat, action.pos)} into {name}"
    if verb == "attach":
        return f"attach {name} to {_where(st, seat, action.pos)}"
    if verb == "play":
        return f"play {name}"
    if verb == "retreat":
        return f"retreat to {_where(st, seat, action.pos)}"
    if verb == "attack" and st.pending is not None and st.pending["kind"] == "effect":
        them = st.active[1 - seat]
        atk = board.top(st, them).attacks[int(action.pos)] if them is not None else None
        return f"choose the Defending Pokémon's {atk.name}" if atk is not None else "choose"
    if verb == "attack":
        mon = st.active[seat]
        atk = board.top(st, mon).attacks[int(action.pos)] if mon is not None else None
        return f"attack with {atk.name}" if atk is not None else "attack"
    if verb == "end":
        return "end your turn"
    if verb in ("promote", "target"):
        return f"choose {_where(st, seat, action.pos)}"
    if verb in ("pick", "pay"):
        return f"choose {name}"
    if verb == "power":
        mon = board.mon_at(st, seat, action.pos)[1]
        if mon is not None and board.is_doll(st, mon):
            return f"discard {board.top(st, mon).name} from play"
        power = board.top(st, mon).powers[0].name if mon is not None else "its power"
        return f"use {power} ({_where(st, seat, action.pos)})"
    if verb == "type":
        return f"choose the type {action.pos}"
    if verb == "peek":
        return f"look at {action.pos.replace('my-', 'your ').replace('their-', 'the opponent’s ')}"
    if verb in ("yes", "no"):
        return verb
    return str(action)
