"""Reading an action typed by a person (``TacticsState.action_from_text``).

The legal actions' own texts are matched first (core ``State.action_from_text``). A text that
matches none is read here into an action — names in any letter case, extra spaces ignored — so
that the refusal can say *why* it is illegal (``explain_illegal``) instead of only that it is.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from .actions import (
    ASK,
    DEFEND_NONE,
    EMPTY,
    PASS,
    RESCUE_BOOST,
    RESCUE_HEAL,
    ROLL,
    SKIP,
    Action,
    Announce,
    Attack,
    Defend,
    Move,
    Order,
    Pick,
    Place,
    Rescue,
)

if TYPE_CHECKING:
    from .state import TacticsState

#: the form of each decision's answer, for a text that cannot be read at all
FORMS = {
    "selection": "pick <Pokémon>",
    "deployment": "place <Pokémon> <square>",
    "order": "order <Pokémon> (or order empty), one slot of the cycle order at a time",
    "move": "move <square>, or announce <bonus attack> and then move <square> with <bonus attack>",
    "attack": "attack <name> [<square>] [to <square> | <token>] [focus], or skip",
    "ask": "ask or roll",
    "defend": "defend <token> or defend none",
    "empty": "pass, or rescue heal|teleport <square>",
}
_CONSTANTS: dict[str, Action] = {"skip": SKIP, "ask": ASK, "roll": ROLL, "pass": PASS}


def _key(text: str) -> str:
    return text.lower().replace(".", "")


def _match(words: list[str], names: tuple[str, ...]) -> tuple[str, int] | None:
    """The longest name that ``words`` start with (case and dots ignored), and its word count."""
    for k in range(len(words), 0, -1):
        key = _key(" ".join(words[:k]))
        for name in names:
            if _key(name) == key:
                return name, k
    return None


def _species(words: list[str], names: tuple[str, ...]) -> str:
    found = _match(words, names)
    return found[0] if found is not None and found[1] == len(words) else " ".join(words)


def _attack(st: TacticsState, words: list[str]) -> Attack:
    names = tuple({a.name: None for sp in st.content.species.values() for a in sp.attacks})
    found = _match(words, names)
    if found is None:  # an unknown name: up to the first word that names a square
        k = next((i for i, w in enumerate(words) if i and _is_square(st, w)), len(words))
        name, rest = " ".join(words[:k]), words[k:]
    else:
        name, rest = found[0], words[found[1] :]
    focus = bool(rest) and rest[-1].lower() == "focus"
    if focus:
        rest = rest[:-1]
    target = rest[0].lower() if rest else None
    extra_words = rest[1:]
    extra: str | None = None
    if extra_words:
        if extra_words[0].lower() == "to" and len(extra_words) == 2:
            extra = "to " + extra_words[1].lower()
        else:
            extra = "_".join(extra_words).lower()
    return Attack(name, target, extra, focus)


def _is_square(st: TacticsState, word: str) -> bool:
    return word.lower().partition("-")[0] in st.board.cell_of


def parse_action(st: TacticsState, text: str) -> Action | None:
    """``text`` read as an action (legal or not), or ``None`` if it has no action's form."""
    words = text.split()
    if not words:
        return None
    head, rest = words[0].lower(), words[1:]
    species = st.content.names
    if head in _CONSTANTS:
        return _CONSTANTS[head] if not rest else None
    if not rest:
        return None
    if head == "pick":
        return Pick(_species(rest, species))
    if head == "place" and len(rest) >= 2:
        return Place(_species(rest[:-1], species), rest[-1].lower())
    if head == "order":
        found = _match(rest, (*species, EMPTY))
        if found is not None and found[1] == len(rest):
            return Order(found[0])
        return Order(" ".join(rest))
    if head == "announce":
        return Announce(_attack(st, rest).name)
    if head == "move":
        if len(rest) == 1:
            return Move(rest[0].lower())
        if len(rest) >= 3 and rest[1].lower() == "with":
            return Move(rest[0].lower(), _attack(st, rest[2:]).name)
        return None
    if head == "attack":
        return _attack(st, rest)
    if head == "defend":
        option = " ".join(rest)
        if option.lower() == "none":
            return DEFEND_NONE
        found = _match(rest, ("Harden", "Light Screen"))
        return Defend(found[0] if found is not None else option)
    if head == "rescue":
        kind = rest[0].lower()
        if kind == "heal" and len(rest) == 1:
            return RESCUE_HEAL
        if kind == "boost" and len(rest) == 1:
            return RESCUE_BOOST
        if kind == "teleport" and len(rest) == 2:
            return Rescue("teleport", rest[1].lower())
    return None
