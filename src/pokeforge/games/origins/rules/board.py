"""Reading the table: Pokémon by position, the Energy they have, their printed numbers."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ..actions import BENCH_POSITIONS, OWN_POSITIONS
from .constants import DAMAGE_COUNTER, RESISTANCE

if TYPE_CHECKING:
    from ..cards import CardDef, Effect
    from ..state import Mon, OriginsState

STATUSES = ("asleep", "confused", "paralyzed", "poisoned")
#: Asleep, Confused and Paralyzed replace one another; Poisoned stays beside them
EXCLUSIVE = ("asleep", "confused", "paralyzed")


def real_top(st: OriginsState, mon: Mon) -> CardDef:
    """The card on top of a Pokémon's stack, as printed."""
    return st.cards[mon["cards"][-1]]


class Heads:
    """Each card's Pokémon Power head (its ``power`` operation, None without one) and the cards
    with Ditto's Transform, for one set of cards (built once)."""

    __slots__ = ("by_passive", "cards", "full_hp", "heads", "powered", "trainers", "transformers")

    def __init__(self, cards: dict[str, CardDef]) -> None:
        self.cards = cards
        #: the cards that are Trainer cards (a Trainer in play is a doll)
        self.trainers = frozenset(cid for cid, c in cards.items() if c.is_trainer)
        #: each card's HP in play as printed (a doll Trainer's too)
        self.full_hp = {cid: int(c.hp) for cid, c in cards.items()}
        self.heads: dict[str, Effect | None] = {}
        for cid, card in cards.items():
            head = None
            if card.powers and card.powers[0].effects and card.powers[0].effects[0].op == "power":
                head = card.powers[0].effects[0]
            self.heads[cid] = head
        self.powered = frozenset(cid for cid, h in self.heads.items() if h is not None)
        by_passive: dict[str, set[str]] = {}
        for cid, h in self.heads.items():
            if h is not None and h.get("passive"):
                by_passive.setdefault(str(h.get("passive")), set()).add(cid)
        #: passive power kind -> the ids of the cards that have it
        self.by_passive = {k: frozenset(v) for k, v in by_passive.items()}
        self.transformers = frozenset(
            cid
            for cid, h in self.heads.items()
            if h is not None and h.get("passive") == "transform"
        )


_HEADS: list[Heads] = []


def heads_of(st: OriginsState) -> Heads:
    """The :class:`Heads` of the state's cards."""
    cards = st.cards
    if _HEADS and _HEADS[-1].cards is cards:
        return _HEADS[-1]
    for h in _HEADS:
        if h.cards is cards:
            _HEADS.remove(h)
            _HEADS.append(h)
            return h
    made = Heads(cards)
    _HEADS[:] = [h for h in _HEADS if h.cards is not cards]
    _HEADS.append(made)
    if len(_HEADS) > 16:
        _HEADS.pop(0)
    return made


def transforms(card: CardDef) -> bool:
    """Whether the card has Ditto's Transform (a passive power written ``transform``)."""
    if not card.powers or not card.powers[0].effects:
        return False
    head = card.powers[0].effects[0]
    return head.op == "power" and head.get("passive") == "transform"


def top(st: OriginsState, mon: Mon) -> CardDef:
    """What the Pokémon is now: its top card, or, for a working Transform on an Active
    Pokémon, the Defending Pokémon's card."""
    cid = mon["cards"][-1]
    cards = st.cards
    last = _HEADS[-1] if _HEADS else None
    heads = last if last is not None and last.cards is cards else heads_of(st)
    if heads.transformers and cid in heads.transformers:
        copied = _copied(st, mon)
        if copied is not None:
            return copied
    return cards[cid]


def _copied(st: OriginsState, mon: Mon) -> CardDef | None:
    from .powers import printed_gas

    for owner in (0, 1):
        if st.active[owner] is mon:
            other = st.active[1 - owner]
            if other is None or any(c in mon["cond"] for c in EXCLUSIVE) or printed_gas(st):
                return None
            card = st.cards[other["cards"][-1]]
            return None if transforms(card) else card
    return None


def types_of(st: OriginsState, mon: Mon) -> tuple[str, ...]:
    """The Pokémon's type(s) now (Venomoth's Shift changes it for the turn)."""
    for m in mon["markers"]:
        if m["kind"] == "type_is":
            return (str(m["type"]),)
    return top(st, mon).types


def weaknesses_of(st: OriginsState, mon: Mon) -> tuple[tuple[str, int], ...]:
    """The Pokémon's Weakness now (Conversion 1 changes its type)."""
    card = top(st, mon)
    for m in mon["markers"]:
        if m["kind"] == "weakness_is" and card.weaknesses:
            return tuple((str(m["type"]), mult) for _, mult in card.weaknesses)
    return card.weaknesses


def resistances_of(st: OriginsState, mon: Mon) -> tuple[tuple[str, int], ...]:
    """The Pokémon's Resistance now (Conversion 2 sets it, −30)."""
    for m in mon["markers"]:
        if m["kind"] == "resistance_is":
            return ((str(m["type"]), RESISTANCE),)
    return top(st, mon).resistances


def is_doll(st: OriginsState, mon: Mon) -> bool:
    cards = st.cards
    last = _HEADS[-1] if _HEADS else None
    heads = last if last is not None and last.cards is cards else heads_of(st)
    cid = mon["cards"][-1]
    if heads.transformers and cid in heads.transformers:
        return bool(top(st, mon).is_trainer)
    return cid in heads.trainers


def hp(st: OriginsState, mon: Mon) -> int:
    cards = st.cards
    last = _HEADS[-1] if _HEADS else None
    heads = last if last is not None and last.cards is cards else heads_of(st)
    cid = mon["cards"][-1]
    if heads.transformers and cid in heads.transformers:
        card = top(st, mon)
        return int(card.hp)
    return heads.full_hp[cid]


def remaining(st: OriginsState, mon: Mon) -> int:
    return hp(st, mon) - int(mon["damage"])


def in_play(st: OriginsState, seat: int) -> list[Mon]:
    """``seat``'s Pokémon in play, the Active first."""
    active = st.active[seat]
    return ([active] if active is not None else []) + st.bench[seat]


def mon_at(st: OriginsState, seat: int, pos: str) -> tuple[int, Mon | None]:
    """The owner and the Pokémon at ``pos`` as ``seat`` names positions (``their-…``: the
    opponent's)."""
    owner = seat
    if pos.startswith("their-"):
        owner, pos = 1 - seat, pos[6:]
    if pos == "active":
        return owner, st.active[owner]
    i = int(pos[5:])
    bench = st.bench[owner]
    return owner, bench[i] if i < len(bench) else None


def positions_of(st: OriginsState, owner: int, seat: int) -> list[tuple[str, Mon]]:
    """``owner``'s Pokémon in play with their positions as ``seat`` names them."""
    active_name, bench_names = _MINE if owner == seat else _THEIRS
    active = st.active[owner]
    out: list[tuple[str, Mon]] = [] if active is None else [(active_name, active)]
    bench = st.bench[owner]
    if len(bench) > len(bench_names):
        raise IndexError(f"{len(bench)} Pokémon on a Bench of {len(bench_names)} places")
    out.extend(zip(bench_names, bench, strict=False))
    return out


_MINE = (OWN_POSITIONS[0], tuple(BENCH_POSITIONS))
_THEIRS = ("their-" + OWN_POSITIONS[0], tuple("their-" + b for b in BENCH_POSITIONS))


def provides(st: OriginsState, card_id: str) -> tuple[str, ...]:
    """The Energy units an Energy card provides (a basic Energy card: its type, once)."""
    card = st.cards[card_id]
    if card.provides:
        return card.provides
    if card.is_energy:
        name = card.name.replace(" Energy", "").strip()
        return (name,)
    return ()


def energy_units(st: OriginsState, mon: Mon) -> list[str]:
    out: list[str] = []
    made: list[list[Any]] | None = None
    cards = st.cards
    for card in mon["energy"]:
        c = cards[card]
        if c.is_pokemon:  # a Pokémon card that became Energy (Buzzap)
            if made is None:
                made = [list(x) for x in mon.get("as_energy", ())]
            entry = next((x for x in made if x[0] == card), None)
            if entry is not None:
                made.remove(entry)
                out.extend([str(entry[1])] * int(entry[2]))
            continue
        if c.provides:
            out.extend(c.provides)
        else:
            out.extend(provides(st, card))
    for m in mon["markers"]:
        if m["kind"] == "energy_burn":  # Charizard's Energy Burn: all of its type this turn
            return [str(m["type"])] * len(out)
    if mon["cards"][-1] in heads_of(st).transformers and top(st, mon) is not real_top(st, mon):
        return [ANY] * len(out)  # Transform: any Energy on Ditto is of any type
    return out


#: an Energy unit of any type (Ditto's Transform)
ANY = "Any"


def can_pay(units: list[str], cost: tuple[str, ...]) -> bool:
    """Whether Energy ``units`` pay ``cost`` (``Colorless`` is paid by any unit; a unit of
    ``Any`` type pays any symbol)."""
    left = list(units)
    colorless = 0
    for symbol in cost:
        if symbol == "Colorless":
            colorless += 1
            continue
        if symbol in left:
            left.remove(symbol)
        elif ANY in left:
            left.remove(ANY)
        else:
            return False
    return len(left) >= colorless


def extra_units(units: list[str], cost: tuple[str, ...], kind: str) -> int:
    """Units of ``kind`` beyond those paying ``cost`` (the cost paid with other units first)."""
    mine = units.count(kind)
    need = cost.count(kind)
    others = len(units) - mine
    colorless = cost.count("Colorless")
    specific_other = sum(1 for s in cost if s not in ("Colorless", kind))
    free_others = max(0, others - specific_other)
    return max(0, mine - need - max(0, colorless - free_others))


def counters(mon: Mon) -> int:
    return int(mon["damage"]) // DAMAGE_COUNTER


def clear_on_leave(mon: Mon) -> None:
    """A Pokémon that goes to the Bench or evolves loses its special conditions and the effects
    of attacks on it."""
    mon["cond"] = []
    mon["markers"] = [m for m in mon["markers"] if m.get("stays")]
    mon["para"] = 0


def has_marker(mon: Mon, kind: str) -> bool:
    return any(m["kind"] == kind for m in mon["markers"])


def tied(marker: dict[str, Any], partner: Mon | None) -> bool:
    """Whether an effect holds with ``partner`` at its other end: always for an effect without
    a tie; for a tied one ("benching either Pokémon ends this effect") only while ``partner``
    still holds the ``tie`` marker of the same token."""
    if "tie" not in marker:
        return True
    return partner is not None and any(
        m["kind"] == "tie" and m["tie"] == marker["tie"] for m in partner["markers"]
    )


def card_name(st: OriginsState, card_id: str) -> str:
    return st.cards[card_id].name


def detach_energy(st: OriginsState, mon: Mon, card: str) -> int:
    """Take the Energy card ``card`` off the Pokémon; how many Energy units it gave."""
    mon["energy"].remove(card)
    if st.cards[card].is_pokemon:
        made = mon.get("as_energy", [])
        for entry in made:
            if entry[0] == card:
                made.remove(entry)
                return int(entry[2])
        return 0
    return len(provides(st, card))
