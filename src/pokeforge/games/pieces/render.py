"""The position in text (terminal play) and actions in words, with the squares they concern."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from pokeforge.core.outcome import seat_name

from .actions import Action, Battle, Move, MoveBattle
from .board import LEGEND, TAMAGO, WAITING

if TYPE_CHECKING:
    from rich.text import Text

    from .state import PiecesState


def _token(state: PiecesState, pid: int) -> str:
    t = state.t
    seat = t.p_owner[pid]
    if t.p_role[pid] == TAMAGO:
        text = f"Egg×{state.eggs[seat]}"
    else:
        text = f"{t.p_name[pid][:3]}{state.power(pid)}{'*' if state.flip[pid] else ''}"
    return text.upper() if seat == 0 else text.lower()


#: each seat's colour on a terminal (the same as on the web board)
SEAT_COLOURS = ("red", "blue")

Part = tuple[str, str]  # a piece of text and its Rich style ("" for none)


def _cell_style(state: PiecesState, pid: int) -> str:
    t = state.t
    colour = SEAT_COLOURS[t.p_owner[pid]]
    if t.p_role[pid] == TAMAGO:
        return f"{colour} underline"
    if t.p_role[pid] == LEGEND:
        return f"bold {colour} reverse"
    return f"{colour} dim" if state.flip[pid] else f"bold {colour}"


def render_parts(state: PiecesState, seat: int | None) -> list[Part]:
    """The board as styled pieces of text: rank 7 on top; Player 1's pieces in capitals and red,
    Player 2's in lower case and blue; ``*`` (and a dim colour) marks a piece turned over, an
    underline a Tamago pile; a Legend fills its four squares."""
    t = state.t
    out: list[Part] = []
    cards = t.content.cards
    for row in range(t.height - 1, -1, -1):
        out.append((f"{row + 1} ", ""))
        for col in range(t.width):
            pid = state.board[row * t.width + col]
            if pid >= 0:
                out.append((f"{_token(state, pid):^8}", _cell_style(state, pid)))
            else:
                out.append((f"{'.':^8}", "dim"))
        out.append(("\n", ""))
    out.append(("  " + "".join(f"{chr(ord('a') + c):^8}" for c in range(t.width)) + "\n", "dim"))
    for s in (1, 0):
        legends = ", ".join(
            f"{t.p_name[p]} (cost {t.kinds[t.p_kind[p]].cost})"
            for p in t.legend_pids[s]
            if state.status[p] == WAITING
        )
        case = "capitals" if s == 0 else "lower case"
        out.append((f"{seat_name(s)} ({SEAT_COLOURS[s]}, {case})", f"bold {SEAT_COLOURS[s]}"))
        out.append(
            (
                f": Cost Area {len(state.cost[s])}"
                f"{' (stacked)' if len(state.cost[s]) >= 5 else ''}, Tamago pile {state.eggs[s]}"
                f", Legends waiting: {legends or 'none'}\n",
                "",
            )
        )
    up = " ".join(f"+{cards[c].value}" for c in state.faceup) or "none"
    out.append((f"Plus Power: {len(state.deck)} face down; face up: {up}\n", ""))
    if state.outcome is not None:
        out.append((f"Game over: {state.outcome.reason}.", "bold"))
    else:
        who = "you" if seat == state.turn else seat_name(state.turn)
        out.append((f"Turn {state.turns + 1}: {who} to act.", f"bold {SEAT_COLOURS[state.turn]}"))
    return out


def render_text(state: PiecesState, seat: int | None) -> str:
    """The board as plain text (see :func:`render_parts`)."""
    return "".join(text for text, _ in render_parts(state, seat))


def render_rich(state: PiecesState, seat: int | None) -> Text:
    """The same board in colour for a terminal; its ``plain`` is :func:`render_text`."""
    from rich.text import Text

    out = Text()
    for text, style in render_parts(state, seat):
        out.append(text, style=style or None)
    return out


def _name_at(state: PiecesState, square: str) -> str:
    pid = state.board[state.t.cell_of[square]]
    if pid < 0:
        return "?"
    if state.t.p_role[pid] == TAMAGO:
        return "Tamago pile"
    return state.t.p_name[pid]


def describe_action(state: PiecesState, seat: int, action: Action) -> str:
    """An action in words, for menus."""
    if isinstance(action, Move):
        return f"Move {_name_at(state, action.src)} from {action.src} to {action.dst}"
    if isinstance(action, Battle | MoveBattle):
        t = state.t
        attacker = state.board[t.cell_of[action.src]]
        seen: list[int] = []
        for sq in action.targets:
            d = state.board[t.cell_of[sq]]
            if d not in seen:
                seen.append(d)
        foes = " and ".join(
            "the Tamago pile" if t.p_role[d] == TAMAGO else f"{t.p_name[d]} ({state.power(d)})"
            for d in seen
        )
        who = f"{t.p_name[attacker]} ({state.power(attacker)})"
        if isinstance(action, MoveBattle):
            return f"Move {who} from {action.src} to {action.dst}, then battle {foes}"
        return f"{who} on {action.src} battles {foes}"
    kind = state.t.content.kinds[state.t.content.kind_index(action.legend)]
    return f"Summon {action.legend} (cost {kind.cost}) onto {action.square}"


def action_info(state: PiecesState, seat: int, action: Action) -> dict[str, Any]:
    """Text, words and the squares an action concerns, for a board UI (``squares[0]`` is the
    square to click first, then the destination or the attacked squares; a move followed by a
    battle is a ``move`` whose squares go on with the attacked ones, also listed in ``battle``)."""
    t = state.t
    info: dict[str, Any] = {
        "text": str(action),
        "label": describe_action(state, seat, action),
    }
    if isinstance(action, Move | MoveBattle):
        pid = state.board[t.cell_of[action.src]]
        info["kind"] = "move"
        info["squares"] = [action.src, action.dst]
        if pid >= 0 and t.p_role[pid] == LEGEND:
            info["area"] = [t.names[x] for x in t.block[t.cell_of[action.dst]]]
        if isinstance(action, MoveBattle):
            # offered on the destination like a move; the attacked squares follow it
            info["squares"] += list(action.targets)
            info["battle"] = list(action.targets)
    elif isinstance(action, Battle):
        info["kind"] = "battle"
        info["squares"] = [action.src, *action.targets]
    else:
        info["kind"] = "summon"
        info["squares"] = [t.names[x] for x in t.block[t.cell_of[action.square]]]
        info["piece"] = action.legend
    return info
