"""The position as text for a seat's eyes (terminal play, replays). Drawn from ``view(seat)``, so
it can show nothing the seat may not know. :func:`render_parts` gives the picture as styled pieces
of text: :func:`render_view` joins them (plain text), :func:`render_rich` colours them for a
terminal (Player 1 red, Player 2 blue, as the legend says)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from rich.text import Text

from .events import SEAT_COLOURS, seat_name

TOKEN_SHORT = {
    "substitute": "Sub",
    "light_screen": "LS",
    "bind": "Bind",
    "disable": "Dis",
    "paralysis": "Par",
    "poison": "Psn",
}


Part = tuple[str, str]  # a piece of text and its Rich style ("" for none)
SEAT_STYLES = ("bold red", "bold blue")
CELL_STYLES = {"##": "dim", "==": "bold yellow", "+": "green", ".": "dim"}


def render_view(v: dict[str, Any]) -> str:
    """The picture as plain text."""
    return "".join(text for text, _ in render_parts(v))


def render_rich(v: dict[str, Any]) -> Text:
    """The picture in colour; its ``plain`` is :func:`render_view`'s text."""
    from rich.text import Text

    out = Text()
    for text, style in render_parts(v):
        out.append(text, style=style or None)
    return out


def render_parts(v: dict[str, Any]) -> list[Part]:
    b = v["board"]
    w, h = b["width"], b["height"]
    grid: list[list[Part]] = [[("  .", "dim") for _ in range(w)] for _ in range(h)]

    def put(square: str, text: str, style: str) -> None:
        col = ord(square[0]) - ord("a")
        row = int(square[1:]) - 1
        grid[row][col] = (text.rjust(3), style)

    deploying = v["phase"] == "deployment" and v["seat"] is not None
    if deploying:  # the viewer's start squares, where it places its team
        for sq in b["start_zones"][str(v["seat"])]:
            put(sq, "+", CELL_STYLES["+"])
    for sq in b["obstacles"]:
        put(sq, "##", CELL_STYLES["##"])
    for sq in b["barrier"]:
        put(sq, "==", CELL_STYLES["=="])
    for p in v["pokemon"]:
        if p["square"] is not None and not p["knocked_out"]:
            put(p["square"], _code(p), SEAT_STYLES[p["owner"]])
    out: list[Part] = []

    def line(text: str, style: str = "") -> None:
        out.append((text + "\n", style))

    line("    " + "".join(f"  {chr(ord('a') + c)}" for c in range(w)), "dim")
    for r in range(h - 1, -1, -1):
        out.append((f"{r + 1:>3} ", "dim"))
        out.extend(grid[r])
        out.append(("\n", ""))
    legend = "## rock, == barrier" + (", + your start squares" if deploying else "")
    walls = [
        f"{seat_name(int(s))}'s on {cells[0]}" + (f"-{cells[-1]}" if len(cells) > 1 else "")
        for s, cells in b["barriers"].items()
        if cells
    ]
    if walls:
        legend += " (" + "; ".join(walls) + ")"
    line("    " + legend, "dim")
    line("")
    line(
        f"Phase: {v['phase']}"
        + (f"   Cycle {v['cycle']['number']}" if v["cycle"]["number"] else ""),
        "bold",
    )
    sel = v["selection"]
    if v["phase"] == "selection":
        for s in ("0", "1"):
            shown = ", ".join(sel["teams"][s]) or "—"
            out.append((seat_name(int(s)), SEAT_STYLES[int(s)]))
            line(f": {sel['picked'][s]} picked; shown: {shown}")
        if v["secret"]:
            line(f"Your picks: {', '.join(v['secret']['picks']) or '—'}")
    for seat in (0, 1):
        team = [p for p in v["pokemon"] if p["owner"] == seat]
        if not team:
            continue
        case = "upper case" if seat == 0 else "lower case"
        line(f"{seat_name(seat)} ({SEAT_COLOURS[seat]}, {case}):", SEAT_STYLES[seat])
        for p in team:
            out.append(("  ", ""))
            out.extend(_mon_parts(p))
            out.append(("\n", ""))
    cyc = v["cycle"]
    if cyc["orders"] is not None:
        for s in ("0", "1"):
            out.append((f"Order {seat_name(int(s))}", SEAT_STYLES[int(s)]))
            line(f": {', '.join(cyc['orders'][s])}")
        if cyc["turn_index"] >= 0 and cyc["schedule"]:
            i = min(cyc["turn_index"], len(cyc["schedule"]) - 1)
            e = cyc["schedule"][i]
            line(f"Turn {i + 1} of {len(cyc['schedule'])}: {seat_name(e['seat'])}'s {e['entry']}")
    elif v["phase"] == "order":
        done = ", ".join(seat_name(s) for s in cyc["committed"]) or "nobody"
        line(f"Choosing cycle orders in secret (chosen: {done}).")
        if v["secret"] and v["secret"]["order"]:
            mine = v["secret"]["order"]
            so_far = "" if len(mine) == 3 else " (so far)"
            line(f"Your order{so_far}: {', '.join(mine)}")
    if v["rescue"]["seat"] is not None:
        s = v["rescue"]["seat"]
        used = v["rescue"]["used"][str(s)]
        line(
            f"Last-rescue card: {seat_name(s)} ({'used' if used else 'may use it this cycle'})",
            "yellow",
        )
    if v["outcome"] is not None:
        out.append((f"Game over: {v['outcome']['reason']}", "bold"))
    else:
        prompts = list(v["prompts"].items())
        for k, (s, pr) in enumerate(prompts):
            out.append((f"{seat_name(int(s))} to act", SEAT_STYLES[int(s)]))
            out.append((f": {pr['text']}" + ("\n" if k < len(prompts) - 1 else ""), ""))
    if out and out[-1][0].endswith("\n"):
        text, style = out[-1]
        out[-1] = (text[:-1], style)
    return out


def _code(p: dict[str, Any]) -> str:
    """The Pokémon's letters on the board: upper case for Player 1, lower case for Player 2."""
    return str(p["code"] if p["owner"] == 0 else p["code"].lower())


def _hp_style(hp: int, max_hp: int) -> str:
    frac = hp / max_hp if max_hp else 0
    return "green" if frac > 0.5 else "yellow" if frac > 0.25 else "red"


def _mon_parts(p: dict[str, Any]) -> list[Part]:
    where = "out" if p["knocked_out"] else (p["square"] or "—")
    style = "dim" if p["knocked_out"] else SEAT_STYLES[p["owner"]]
    out: list[Part] = [(f"{_code(p)} {p['species']:<11}", style), (f" {where:<4} ", "")]
    out.append((f"{p['hp']:>3}/{p['max_hp']:<3} HP", _hp_style(p["hp"], p["max_hp"])))
    rest = f"  def {p['defence']:<2} spd {p['speed']}"
    if p["resistances"]:
        rest += " " + "/".join(p["resistances"]) + "-resistant"
    gauges = " ".join(f"{k.replace('_', ' ')}={val}" for k, val in p["gauges"].items())
    tokens = " ".join(f"{TOKEN_SHORT[k]}×{n}" for k, n in p["tokens"].items() if n)
    if gauges:
        rest += f"  [{gauges}]"
    out.append((rest, ""))
    if tokens:
        out.append((f"  {tokens}", "magenta"))
    return out
