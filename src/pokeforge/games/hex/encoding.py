"""Integer actions of HEX (see :mod:`pokeforge.core.encoding` and docs/rules/hex.md, "Action
numbers").

A HEX action is a verb and a text argument. Every action a play with given parameters can offer
is listed once, from the content and the parameters: the board's spaces (an upper bound over
every arrangement), the seats (up to six), the Pokémon cards the setup can bring into the game,
every copy of every Item card (``vitamin.3``), the Trainer, Leader, Event and Super Event cards
and the families. Each *kind* (a verb, and for ``choose``, ``send``, ``item``, ``use`` and
``throw`` the shape of the argument) is one block of an :class:`~pokeforge.core.ActionCodec`
whose single field is the ordered list of its arguments; a number is its block's offset plus
the argument's place. A seat's numbers are thus a bijection with those action texts, and
:func:`decode` gives the text of any number without a position. The opponent a trade or a trade
request names (``choose charmeleon>2:raichu``, ``choose 3:dodrio``) is numbered by its place
among the seat's opponents, the one thing that depends on the seat. Pairs keep only what the
rules can offer: a dual battle's ``send a+b`` in sorted order, a forced trade or a Sketchy
Salesman pair within one colour.

Numbering is looked up in a table built once per set of parameters and kept on the game; each
seat's numbers are then remembered by action, so the rules never pay for them.
"""

from __future__ import annotations

from itertools import combinations
from typing import TYPE_CHECKING, Any

from pokeforge.core.encoding import ActionCodec, NumberMemo, kept_numbering, numbering_of

from .params import HexParams

if TYPE_CHECKING:
    from pokeforge.core import Game, Params, State

    from .content import Content

#: most seats a play may have (the game's ``max_seats``)
SEATS = 6
#: most dice one roll shows (a battle: a player's die and an Elite Trainer's two; a move: 2)
DICE = 4
#: faces a movement die may be kept at (``die N``)
FACES = tuple(range(1, 7))
#: Bicycle steps (``walk N``)
WALKS = (1, 2)
#: verbs written without an argument
BARE = (
    "roll",
    "rest",
    "gym",
    "offer",
    "stay",
    "challenge",
    "pass",
    "accept",
    "decline",
    "keep",
    "plus",
    "minus",
    "leave",
    "block",
    "may",
    "potion",
    "throw",
    "use",
)
#: one-word answers of ``choose`` that name no card, space or seat
WORDS = ("take", "keep", "no", "none", "face-down", "pile", "deck", "done")
#: the colours of the Pokémon piles (Delibird's Gift names one; Kimono Sisters pair a type)
COLOURS = ("pink", "green", "blue", "red", "yellow")
#: colours a Kimono Sisters / Oak's Research answer may name (``Type@colour``)
NAMED_COLOURS = ("pink", "green", "blue", "red")


def max_spaces(content: Content) -> int:
    """An upper bound on the board's space count over every arrangement: each hexagon's ring of
    12 and its city, the most spokes a tile of its tier has, the plateau and the League loop."""
    spokes: dict[int, int] = {}
    for t in content.tiles.values():
        tier = int(t["tier"])
        spokes[tier] = max(spokes.get(tier, 0), len(t.get("spokes", [])))
    n = 0
    for slot in content.board["layout"]["slots"]:
        tier = int(slot["tier"])
        if tier != 4:
            n += 13 + spokes.get(tier, 0)
    return n + 1 + len(content.board["league"]["loop"])


def card_pool(content: Content, params: HexParams) -> list[str]:
    """The Pokémon cards a play with ``params`` may hold (§2 setups; every starter, since more
    seats than the roster has starters take the others)."""
    starters = content.starters()
    if params.setup in ("balanced", "alternate"):
        ids = set(content.rosters[params.setup]) | set(starters)
    elif params.setup == "custom":
        ids = {c.id for c in content.cards.values() if c.generation in params.generations}
        ids |= set(starters)
    else:  # random: any card of each colour may be drawn
        ids = set(content.cards)
    return sorted(ids)


def item_copies(content: Content) -> list[str]:
    return sorted(f"{i.id}.{k}" for i in content.items.values() for k in range(1, i.copies + 1))


def ball_copies(content: Content) -> list[str]:
    return sorted(
        f"{i.id}.{k}"
        for i in content.items.values()
        if i.effect.get("do") == "capture_modifier"
        for k in range(1, i.copies + 1)
    )


def _kinds(content: Content, params: HexParams) -> list[tuple[str, list[str]]]:
    """Every kind with the ordered list of its arguments (``""`` for a bare verb)."""
    spaces = [str(s) for s in range(max_spaces(content))]
    seats = [str(s) for s in range(SEATS)]
    cards = card_pool(content, params)
    tier = {c: content.cards[c].tier for c in cards}
    by_tier: dict[str, list[str]] = {}
    for c in cards:
        by_tier.setdefault(tier[c], []).append(c)
    items = item_copies(content)
    balls = ball_copies(content)
    events = sorted(
        f"{e.id}.{k}"
        for deck in (content.events, content.super_events)
        for e in deck.values()
        for k in range(1, e.copies + 1)
    )
    types = sorted({t for c in content.cards.values() for t in c.types})
    singles = sorted(
        {
            *spaces,
            *cards,
            *items,
            *events,
            *content.trainers,
            *content.leaders,
            *COLOURS,
            *WORDS,
        }
    )
    in_tier = [a for group in by_tier.values() for a in group]
    return [
        *((verb, [""]) for verb in BARE),
        ("walk", [str(n) for n in WALKS]),
        ("die", [str(n) for n in FACES]),
        ("reroll", [str(k) for k in range(DICE)]),
        ("go", spaces),
        ("rope", spaces),
        ("pay", spaces),
        ("train", spaces),
        ("use item", items),
        ("use space", spaces),
        ("throw ball", balls),
        ("discard", items),
        ("lock", sorted(content.families)),
        ("send", cards),
        ("send pair", [f"{a}+{b}" for a, b in combinations(cards, 2)]),
        ("item", ["none", *items]),
        (
            "item pair",
            [
                f"{a}+{b}"
                for a in ("-", *items)
                for b in ("-", *items)
                if (a, b) != ("-", "-") and (a == "-" or a != b)
            ],
        ),
        ("choose", singles),
        ("choose seats", [f"{a}+{b}" for a, b in combinations(seats, 2)]),
        ("choose space@ball", [f"{s}@{b}" for s in spaces for b in balls]),
        ("choose card@ball", [f"{c}@{b}" for c in cards for b in balls]),
        ("choose type@colour", [f"{t}@{c}" for t in types for c in NAMED_COLOURS]),
        ("choose seat:card", [f"{o}:{c}" for o in range(SEATS - 1) for c in cards]),
        (
            "choose pair",
            [f"{a}+{b}" for group in by_tier.values() for a, b in combinations(group, 2)],
        ),
        (
            "choose trade",
            [
                f"{a}>{o}:{b}"
                for a in in_tier
                for o in range(SEATS - 1)
                for b in by_tier[tier[a]]
                if b != a
            ],
        ),
    ]


def kind_of(verb: str, arg: str) -> str:
    """The block an action's text belongs to (its verb, and the shape of its argument)."""
    if verb == "choose":
        if ">" in arg:
            return "choose trade"
        if ":" in arg:
            return "choose seat:card"
        if "@" in arg:
            left = arg.partition("@")[0]
            if left.isdigit():
                return "choose space@ball"
            return "choose type@colour" if left[:1].isupper() else "choose card@ball"
        if "+" in arg:
            return "choose seats" if arg.partition("+")[0].isdigit() else "choose pair"
        return "choose"
    if verb in ("send", "item"):
        return f"{verb} pair" if "+" in arg else verb
    if verb == "use" and arg:
        return "use space" if arg.isdigit() else "use item"
    if verb == "throw" and arg:
        return "throw ball"
    return verb


class Numbering:
    """The numbering of one set of parameters: the codec and the numbers already asked."""

    __slots__ = ("codec", "memo")

    def __init__(self, content: Content, params: HexParams) -> None:
        self.codec = ActionCodec(
            [(name, (args,) if args != [""] else ()) for name, args in _kinds(content, params)]
        )
        #: each seat's numbers already asked
        self.memo: tuple[NumberMemo, ...] = tuple(NumberMemo() for _ in range(SEATS))

    def number(self, seat: int, verb: str, arg: str) -> int:
        """The number ``seat`` gives ``verb arg``."""
        kind = kind_of(verb, arg)
        if kind in ("choose trade", "choose seat:card"):
            arg = _relative(seat, arg)
        try:
            return self.codec.encode(kind, arg) if arg else self.codec.encode(kind)
        except ValueError:
            raise ValueError(f"hex: {verb} {arg!r} has no action number") from None

    def decode(self, seat: int, n: int) -> str:
        """The text of the action ``seat`` numbers ``n``."""
        kind, values = self.codec.decode(n)
        verb = kind.partition(" ")[0]
        if not values:
            return verb
        arg = str(values[0])
        if kind in ("choose trade", "choose seat:card"):
            arg = _relative(seat, arg, back=True)
        return f"{verb} {arg}"


def _relative(seat: int, arg: str, back: bool = False) -> str:
    """``a>S:b`` and ``S:c`` with the opponent ``S`` written as its place among ``seat``'s
    opponents (``back``: the other way)."""
    head, sep, rest = arg.rpartition(">")
    other, _, card = rest.partition(":")
    o = int(other)
    if back:
        o = o if o < seat else o + 1
    elif o == seat or not 0 <= o < SEATS:
        raise ValueError(f"hex: {arg!r} names seat {seat} as its own opponent")
    else:
        o = o if o < seat else o - 1
    return f"{head}{sep}{o}:{card}"


def _build(game: Game, params: HexParams) -> Numbering:
    return Numbering(game.content, params)  # type: ignore[attr-defined]


def numbering(game: Game, params: Params) -> Numbering:
    """The numbering of ``params``, built once and kept on ``game``."""
    return kept_numbering(game, params, HexParams, _build)


def num_distinct_actions(game: Game, params: Params) -> int:
    return numbering(game, params).codec.size


def action_number(state: State[Any], seat: int, action: Any) -> int:
    table = numbering_of(state, HexParams, _build)
    memo = table.memo[seat]
    n = memo.get(action)
    return n if n is not None else memo.put(action, table.number(seat, action.verb, action.arg))


def decode(game: Game, params: Params, seat: int, n: int) -> str:
    """The text of the action ``seat`` numbers ``n`` under ``params`` (numbers do not depend on
    the position)."""
    return numbering(game, params).decode(seat, n)
