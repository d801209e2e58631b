"""The position as text for a seat's eyes (terminal play, replays). Drawn from ``view(seat)``, so
it can show nothing the seat may not know."""

from __future__ import annotations

from typing import Any

from .events import SEAT_COLOURS, seat_name

TOKEN_SHORT = {
    "substitute": "Sub",
    "light_screen": "LS",
    "bind": "Bind",
    "disable": "Dis",
    "paralysis": "Par",
    "poison": "Psn",
}


def render_view(v: dict[str, Any]) -> str:
    b = v["board"]
    w, h = b["width"], b["height"]
    grid = [["  ." for _ in range(w)] for _ in range(h)]

    def put(square: str, text: str) -> None:
        col = ord(square[0]) - ord("a")
        row = int(square[1:]) - 1
        grid[row][col] = text.rjust(3)

    deploying = v["phase"] == "deployment" and v["seat"] is not None
    if deploying:  # the viewer's start squares, where it places its team
        for sq in b["start_zones"][str(v["seat"])]:
            put(sq, "+")
    for sq in b["obstacles"]:
        put(sq, "##")
    for sq in b["barrier"]:
        put(sq, "==")
    for p in v["pokemon"]:
        if p["square"] is not None and not p["knocked_out"]:
            put(p["square"], _code(p))
    lines = []
    lines.append("    " + "".join(f"  {chr(ord('a') + c)}" for c in range(w)))
    for r in range(h - 1, -1, -1):
        lines.append(f"{r + 1:>3} " + "".join(grid[r]))
    legend = "## rock, == barrier" + (", + your start squares" if deploying else "")
    walls = [
        f"{seat_name(int(s))}'s on {cells[0]}" + (f"-{cells[-1]}" if len(cells) > 1 else "")
        for s, cells in b["barriers"].items()
        if cells
    ]
    if walls:
        legend += " (" + "; ".join(walls) + ")"
    lines.append("    " + legend)
    lines.append("")
    lines.append(
        f"Phase: {v['phase']}"
        + (f"   Cycle {v['cycle']['number']}" if v["cycle"]["number"] else "")
    )
    sel = v["selection"]
    if v["phase"] == "selection":
        for s in ("0", "1"):
            shown = ", ".join(sel["teams"][s]) or "—"
            lines.append(f"{seat_name(int(s))}: {sel['picked'][s]} picked; shown: {shown}")
        if v["secret"]:
            lines.append(f"Your picks: {', '.join(v['secret']['picks']) or '—'}")
    for seat in (0, 1):
        team = [p for p in v["pokemon"] if p["owner"] == seat]
        if not team:
            continue
        case = "upper case" if seat == 0 else "lower case"
        lines.append(f"{seat_name(seat)} ({SEAT_COLOURS[seat]}, {case}):")
        for p in team:
            lines.append("  " + _mon_line(p))
    cyc = v["cycle"]
    if cyc["orders"] is not None:
        for s in ("0", "1"):
            lines.append(f"Order {seat_name(int(s))}: {', '.join(cyc['orders'][s])}")
        if cyc["turn_index"] >= 0 and cyc["schedule"]:
            i = min(cyc["turn_index"], len(cyc["schedule"]) - 1)
            e = cyc["schedule"][i]
            lines.append(
                f"Turn {i + 1} of {len(cyc['schedule'])}: {seat_name(e['seat'])}'s {e['entry']}"
            )
    elif v["phase"] == "order":
        done = ", ".join(seat_name(s) for s in cyc["committed"]) or "nobody"
        lines.append(f"Choosing cycle orders in secret (chosen: {done}).")
        if v["secret"] and v["secret"]["order"]:
            mine = v["secret"]["order"]
            so_far = "" if len(mine) == 3 else " (so far)"
            lines.append(f"Your order{so_far}: {', '.join(mine)}")
    if v["rescue"]["seat"] is not None:
        s = v["rescue"]["seat"]
        used = v["rescue"]["used"][str(s)]
        lines.append(
            f"Last-rescue card: {seat_name(s)} ({'used' if used else 'may use it this cycle'})"
        )
    if v["outcome"] is not None:
        lines.append(f"Game over: {v['outcome']['reason']}")
    else:
        for s, pr in v["prompts"].items():
            lines.append(f"{seat_name(int(s))} to act: {pr['text']}")
    return "\n".join(lines)


def _code(p: dict[str, Any]) -> str:
    """The Pokémon's letters on the board: upper case for Player 1, lower case for Player 2."""
    return str(p["code"] if p["owner"] == 0 else p["code"].lower())


def _mon_line(p: dict[str, Any]) -> str:
    where = "out" if p["knocked_out"] else (p["square"] or "—")
    out = f"{_code(p)} {p['species']:<11} {where:<4} {p['hp']:>3}/{p['max_hp']:<3} HP"
    out += f"  def {p['defence']:<2} spd {p['speed']}"
    if p["resistances"]:
        out += " " + "/".join(p["resistances"]) + "-resistant"
    gauges = " ".join(f"{k.replace('_', ' ')}={val}" for k, val in p["gauges"].items())
    tokens = " ".join(f"{TOKEN_SHORT[k]}×{n}" for k, n in p["tokens"].items() if n)
    if gauges:
        out += f"  [{gauges}]"
    if tokens:
        out += f"  {tokens}"
    return out
