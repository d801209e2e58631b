"""The effect language: operation name -> declared fields and handler, its validation (the
content loader calls :func:`validate_ops`) and the interpreter that carries effects out.

An effect under way is data on the state: a stack of frames ``{"src", "path", "i", "ctx"}``.
``src`` names where the operations come from (``["attack", card, n]``, ``["trainer", card]``,
``["power", card, n]``), ``path`` the branch inside them (``[[index, "heads"], ...]``), ``i``
the next operation; the first frame of an effect holds its context ``ctx`` (the acting seat,
the damage so far, the last coin, a choice's answer), the branch frames above it ``None``. An
operation that needs a player's choice sets ``state.pending`` and returns :data:`WAIT`; the
answer comes back in ``ctx["answer"]`` and the same operation runs again. Nothing here is a
generator, so a state stopped in the middle of an effect clones and serialises like any other.

Every operation also takes ``if``: ``heads`` / ``tails`` (the last coin flipped in this
effect), ``all_heads`` (every coin of the last flip), ``dealt`` (the attack's damage, already
done by ``hit``, was more than 0), run only then.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from pokeforge.core import ContentError, Event, seat_name

from ..actions import Action
from ..cards import Effect
from . import board
from .constants import BENCH_MAX, POISON_DAMAGE

if TYPE_CHECKING:
    from ..state import Mon, OriginsState

#: the passive Pokémon Powers the engine carries out (a power head's ``passive``; the order in
#: which :mod:`.powers` looks for them)
PASSIVES: tuple[str, ...] = (
    "clairvoyance",
    "transform",
    "transparency",
    "invisible_wall",
    "thick_skinned",
    "kabuto_armor",
    "retreat_aid",
    "toxic_gas",
    "prehistoric_power",
    "strikes_back",
    "turn_start_peek",
    "snare",
)

WAIT = "wait"
Frame = dict[str, Any]
Handler = Callable[["OriginsState", Frame, Effect], str | None]


@dataclass(frozen=True, slots=True)
class Field:
    """One argument of an operation: its kind (``int``, ``bool``, ``str``, ``strs`` a list of
    names, ``ops``), whether
    it is required, and for a ``str`` the words it may be."""

    kind: str
    required: bool = False
    choices: tuple[str, ...] = ()


@dataclass(frozen=True, slots=True)
class Op:
    name: str
    fields: dict[str, Field]
    handler: Handler
    #: whether the effect can be used now (an attack declared, a trainer played); None: always
    usable: Callable[[OriginsState, int, Effect], bool] | None = None
    doc: str = ""
    #: for a Pokémon Power: whether the power of the Pokémon at a position (as its owner
    #: names it) can be used now; None: as ``usable`` says
    usable_at: Callable[[OriginsState, int, str, Effect], bool] | None = None
    #: a check of the fields together, beyond each field's own (raises ``OpError``)
    check: Callable[[Mapping[str, Any]], None] | None = None


OPS: dict[str, Op] = {}
#: the fields every operation takes
COMMON = {"if": Field("str", choices=("heads", "tails", "all_heads", "dealt"))}


def op(
    name: str,
    fields: dict[str, Field],
    usable: Callable[[OriginsState, int, Effect], bool] | None = None,
    usable_at: Callable[[OriginsState, int, str, Effect], bool] | None = None,
    check: Callable[[Mapping[str, Any]], None] | None = None,
) -> Callable[[Handler], Handler]:
    def register(handler: Handler) -> Handler:
        doc = (handler.__doc__ or "").strip()
        OPS[name] = Op(name, fields, handler, usable, doc, usable_at, check)
        return handler

    return register


# -- validation ---------------------------------------------------------------------------------
def validate_op(raw: Mapping[str, Any]) -> Effect:
    """One operation written in the effect language, checked against the registry: an
    :class:`~pokeforge.games.origins.content.OpError` naming the field for an op or a field
    the registry does not know or a value it does not take (the content loader reports it with
    the file and the card)."""
    from ..content import OpError

    name = raw.get("op")
    spec = OPS.get(name) if isinstance(name, str) else None
    if spec is None:
        known = ", ".join(sorted(OPS))
        raise OpError("op", f"unknown op {name!r} (known: {known})")
    args: list[tuple[str, Any]] = []
    fields = {**COMMON, **spec.fields}
    for key, value in raw.items():
        if key == "op":
            continue
        f = fields.get(key)
        if f is None:
            allowed = ", ".join(sorted(fields)) or "none"
            raise OpError(key, f"op {name!r} has no field {key!r} (fields: {allowed})")
        args.append((key, _check(f, value, key)))
    for key, f in spec.fields.items():
        if f.required and key not in raw:
            raise OpError(key, f"op {name!r} needs the field {key!r}")
    if spec.check is not None:
        spec.check(raw)
    return Effect(str(name), tuple(args))


def validate_ops(raw: Any, where: str) -> tuple[Effect, ...]:
    """A list of operations (a :class:`ContentError` naming ``where`` as the file and entry,
    and the field)."""
    from ..content import OpError

    if not isinstance(raw, list):
        raise ContentError(where, "-", "-", "a list of operations expected")
    out = []
    for i, item in enumerate(raw):
        if not isinstance(item, dict):
            raise ContentError(where, "-", f"[{i}]", "an operation is an object with an 'op'")
        try:
            out.append(validate_op(item))
        except OpError as exc:
            raise ContentError(where, "-", f"[{i}].{exc.field}", exc.message) from None
    return tuple(out)


def _check(f: Field, value: Any, where: str) -> Any:
    from ..content import OpError

    if f.kind == "int":
        if isinstance(value, bool) or not isinstance(value, int):
            raise OpError(where, f"a whole number expected, not {value!r}")
        return value
    if f.kind == "bool":
        if not isinstance(value, bool):
            raise OpError(where, f"true or false expected, not {value!r}")
        return value
    if f.kind == "str":
        if not isinstance(value, str) or (f.choices and value not in f.choices):
            allowed = f" (one of {', '.join(f.choices)})" if f.choices else ""
            raise OpError(where, f"{value!r} is not allowed{allowed}")
        return value
    if f.kind == "strs":
        if not isinstance(value, list) or not value or not all(isinstance(v, str) for v in value):
            raise OpError(where, f"a list of names expected, not {value!r}")
        return tuple(value)
    if f.kind == "ops":
        if not isinstance(value, list):
            raise OpError(where, "a list of operations expected")
        out = []
        for i, item in enumerate(value):
            if not isinstance(item, dict):
                raise OpError(f"{where}[{i}]", "an operation is an object with an 'op'")
            try:
                out.append(validate_op(item))
            except OpError as exc:
                raise OpError(f"{where}[{i}].{exc.field}", exc.message) from None
        return tuple(out)
    raise AssertionError(f.kind)


def usable(
    st: OriginsState, seat: int, effects: tuple[Effect, ...], pos: str | None = None
) -> bool:
    """Whether every operation that has a condition of use allows it now (``pos``: a Pokémon
    Power of the Pokémon there, whose operations may also ask where it is)."""
    for e in effects:
        spec = OPS[e.op]
        if spec.usable is not None and not spec.usable(st, seat, e):
            return False
        if pos is not None and spec.usable_at is not None and not spec.usable_at(st, seat, pos, e):
            return False
    return True


# -- the interpreter ----------------------------------------------------------------------------
def source_ops(st: OriginsState, src: list[Any]) -> tuple[Effect, ...]:
    kind = src[0]
    if kind == "layer":  # an Origins rule layer's own operations (see LAYER_OPS)
        return LAYER_OPS[src[2]]
    card = st.cards[src[1]]
    if kind == "attack":
        found: tuple[Effect, ...] = card.attacks[src[2]].effects
        return found
    if kind == "cost":  # the attack's cost, paid before it starts (see attack.declare)
        return tuple(e for e in card.attacks[src[2]].effects if is_cost(e))
    if kind == "power":
        found = card.powers[src[2]].effects
        return found
    return card.effects


def frame_ops(st: OriginsState, frame: Frame) -> tuple[Effect, ...]:
    ops = source_ops(st, frame["src"])
    for index, key in frame["path"]:
        ops = tuple(ops[index].get(key, ()))
    return ops


def context(st: OriginsState) -> dict[str, Any]:
    for frame in reversed(st.tasks):
        if frame["ctx"] is not None:
            ctx: dict[str, Any] = frame["ctx"]
            return ctx
    raise AssertionError("no effect under way")


def start(st: OriginsState, src: list[Any], ctx: dict[str, Any]) -> None:
    """Begin carrying out the effect ``src`` with context ``ctx`` (``seat`` at least)."""
    st.tasks.append({"src": src, "path": [], "i": 0, "ctx": ctx})


def push_branch(st: OriginsState, frame: Frame, key: str) -> None:
    """Run the operations under ``key`` of the frame's current operation next."""
    ops = frame_ops(st, frame)
    if ops[frame["i"]].get(key):
        path = [*frame["path"], [frame["i"], key]]
        st.tasks.append({"src": frame["src"], "path": path, "i": 0, "ctx": None})


def run(st: OriginsState) -> None:
    """Carry out effects until they are done, one waits for a choice, or the game ends."""
    tasks = st.tasks
    while tasks and st.pending is None and st.outcome is None:
        frame = tasks[-1]
        ctx = context(st)
        if ctx.get("stop"):
            while tasks:
                f = tasks.pop()
                if f["ctx"] is not None:
                    _finish(st, f)
                    break
            continue
        ops = frame_ops(st, frame)
        if frame["i"] >= len(ops):
            tasks.pop()
            if frame["ctx"] is not None:
                _finish(st, frame)
            continue
        e = ops[frame["i"]]
        cond = e.get("if")
        if cond is not None and not _holds(ctx, cond):
            frame["i"] += 1
            continue
        if OPS[e.op].handler(st, frame, e) == WAIT:
            return
        frame["i"] += 1


def _holds(ctx: dict[str, Any], cond: str) -> bool:
    if cond == "heads":
        return bool(ctx.get("last") == "heads")
    if cond == "tails":
        return bool(ctx.get("last") == "tails")
    if cond == "all_heads":
        return bool(ctx.get("all_heads"))
    if cond == "dealt":
        return int(ctx.get("dealt", 0)) > 0
    raise AssertionError(cond)


def is_cost(e: Effect) -> bool:
    """Whether the operation is a cost of its attack ("Discard … in order to use this
    attack"), paid before the attack starts."""
    return e.op == "discard_energy" and bool(e.get("cost"))


def _finish(st: OriginsState, frame: Frame) -> None:
    from . import attack, trainers

    kind = frame["src"][0]
    if kind == "cost":
        attack.after_cost(st, frame["ctx"])
    elif kind == "attack" and frame["ctx"].get("kind") == "attack":  # not an option kept
        attack.finish_attack(st, frame["ctx"])
    elif kind == "trainer":
        trainers.finish_trainer(st, frame["ctx"])


def ask(
    st: OriginsState, seat: int, options: list[Action], text: str, source: str | None = None
) -> str:
    """Ask ``seat`` to choose one of ``options`` for the effect under way; returns WAIT. With
    ``source`` (``hand``, ``looking``) the options are the card kinds of that zone, read when
    asked (``options`` then holds only the others, as ``no``)."""
    st.pending = {
        "kind": "effect",
        "seat": seat,
        "text": text,
        "options": [[a.verb, a.card, a.pos] for a in options],
    }
    if source is not None:
        st.pending["from"] = source
    return WAIT


def answer(st: OriginsState) -> Action | None:
    ctx = context(st)
    raw = ctx.pop("answer", None)
    return None if raw is None else Action(*raw)


def emit(st: OriginsState, kind: str, text: str, **public: Any) -> None:
    st.events.append(Event(kind, text, public))


def coin(st: OriginsState, seat: int) -> bool:
    """One coin flip of ``seat`` (heads: True), told to everyone."""
    heads = st.rng.below(2) == 1
    return heads


# -- targets ------------------------------------------------------------------------------------
def attacker(st: OriginsState, ctx: dict[str, Any]) -> Mon | None:
    seat: int = ctx["seat"]
    return st.active[seat]


def defending(st: OriginsState, ctx: dict[str, Any]) -> Mon | None:
    seat: int = ctx["seat"]
    return st.active[1 - seat]


def _protected(mon: Mon | None) -> bool:
    return mon is not None and board.has_marker(mon, "prevent_effects")


TARGETS = ("defending", "self")


def target_mon(st: OriginsState, ctx: dict[str, Any], target: str) -> Mon | None:
    if target == "self":
        return attacker(st, ctx)
    return defending(st, ctx)


def _mon_name(st: OriginsState, mon: Mon) -> str:
    return board.top(st, mon).name


def touches_defending(printed: int, ops: tuple[Effect, ...]) -> bool:
    """Whether an attack of ``printed`` damage with these operations may do anything to the
    Defending Pokémon (damage, a condition, its Energy, a lasting effect, a switch): Haunter's
    Transparency flips only then ("whenever an attack does anything to Haunter")."""
    if printed > 0:
        return True
    for e in ops:
        name = e.op
        if name in ("forbid_attack", "return_defending", "mirror_move", "half_remaining_hp"):
            return True
        if name in ("metronome", "plus_per", "plus_if"):
            return True
        if name == "damage" and int(e.get("amount", 0)) > 0:
            return True
        if name == "condition" and e.get("target", "defending") == "defending":
            return True
        if name == "discard_energy" and e.get("target") == "defending":
            return True
        lasting = e.get("kind") in ("smokescreen", "no_attack", "no_retreat")
        if name == "marker" and lasting and e.get("target", "defending") == "defending":
            return True
        if name == "switch" and e.get("side") == "opponent":
            return True
        if name == "change_type" and e.get("what") == "defending_weakness":
            return True
        for key in ("heads", "tails"):
            if touches_defending(0, tuple(e.get(key, ()))):
                return True
    return False


# -- operations: coins --------------------------------------------------------------------------
@op(
    "flip",
    {
        "coins": Field("int"),
        "times": Field("bool"),
        "plus": Field("int"),
        "until_tails": Field("bool"),
        "coins_from": Field("str", choices=("self_energy",)),
        "heads": Field("ops"),
        "tails": Field("ops"),
    },
)
def _flip(st: OriginsState, frame: Frame, e: Effect) -> str | None:
    """Flip coins: ``times`` makes the damage the printed number per heads, ``plus`` adds that
    much per heads, ``until_tails`` flips until tails, ``coins_from: self_energy`` one coin
    for each Energy attached to the attacker (a Double Colorless Energy is 2);
    ``heads``/``tails`` run on the (last) coin's face."""
    ctx = context(st)
    seat = ctx["seat"]
    faces: list[bool] = []
    if e.get("until_tails"):
        while True:
            faces.append(coin(st, seat))
            if not faces[-1] or len(faces) >= 60:
                break
    else:
        n = int(e.get("coins", 1))
        if e.get("coins_from") == "self_energy":  # Energy, not Energy cards: a DCE is 2
            me = attacker(st, ctx)
            n = 0 if me is None else len(board.energy_units(st, me))
        for _ in range(n):
            faces.append(coin(st, seat))
    if not faces:
        ctx["heads"] = 0
        if e.get("times"):
            ctx["damage"] = 0
        return None
    heads = sum(faces)
    ctx["last"] = "heads" if faces[-1] else "tails"
    ctx["all_heads"] = heads == len(faces)
    ctx["heads"] = heads
    if e.get("times"):
        ctx["damage"] = int(ctx.get("printed", 0)) * heads
    plus = e.get("plus")
    if plus:
        ctx["damage"] = int(ctx.get("damage", 0)) + int(plus) * heads
    words = ", ".join("heads" if f else "tails" for f in faces)
    emit(st, "flip", f"{seat_name(seat)} flips: {words}.", faces=[int(f) for f in faces])
    push_branch(st, frame, "heads" if faces[-1] else "tails")
    return None


@op("nothing", {})
def _nothing(st: OriginsState, frame: Frame, e: Effect) -> str | None:
    """The attack (or effect) does nothing: no damage, no further operation."""
    ctx = context(st)
    ctx["nothing"] = True
    ctx["stop"] = True
    emit(st, "nothing", "The attack does nothing.")
    return None


# -- operations: conditions, damage ---------------------------------------------------------------
@op(
    "condition",
    {
        "target": Field("str", choices=TARGETS),
        "status": Field("str", True, board.STATUSES),
        "amount": Field("int"),
    },
)
def _condition(st: OriginsState, frame: Frame, e: Effect) -> str | None:
    """The target (the Defending Pokémon by default, or the attacker) gets a special condition
    (``amount``: Poison damage between turns, 10 by default). On the Defending Pokémon it comes
    after the attack's damage (the damage first, then the effects: a Mr. Mime Paralyzed by
    Body Slam still had its Invisible Wall against that damage)."""
    ctx = context(st)
    target = str(e.get("target", "defending"))
    mon = target_mon(st, ctx, target)
    if mon is None or (target == "defending" and _protected(mon)):
        return None
    status, amount = str(e.get("status")), int(e.get("amount", POISON_DAMAGE))
    if target == "defending" and _damage_to_come(ctx):
        ctx.setdefault("after", []).append([status, amount])
        return None
    add_condition(st, mon, status, amount)
    return None


def _damage_to_come(ctx: dict[str, Any]) -> bool:
    """Whether the effect is an attack whose damage to the Defending Pokémon is still to be
    done (at its end, or by ``hit``)."""
    return ctx.get("kind") == "attack" and not ctx.get("hit")


def add_condition(st: OriginsState, mon: Mon, status: str, amount: int = POISON_DAMAGE) -> None:
    from .powers import condition_allowed

    if not condition_allowed(st, mon):
        return
    cond = mon["cond"]
    if status in board.EXCLUSIVE:
        cond[:] = [c for c in cond if c not in board.EXCLUSIVE]
    if status not in cond:
        cond.append(status)
    if status == "paralyzed":
        mon["para"] = st.turn
    if status == "poisoned":
        mon["poison"] = amount
    emit(st, "condition", f"{_mon_name(st, mon)} is now {status.capitalize()}.", status=status)


@op("self_damage", {"amount": Field("int", True)})
def _self_damage(st: OriginsState, frame: Frame, e: Effect) -> str | None:
    """The attacker does ``amount`` damage to itself (no Weakness or Resistance)."""
    mon = attacker(st, context(st))
    if mon is not None:
        mon["damage"] += int(e.get("amount"))
        emit(st, "damage", f"{_mon_name(st, mon)} does {e.get('amount')} damage to itself.")
    return None


@op(
    "bench_damage",
    {
        "side": Field("str", True, ("own", "opponent", "both")),
        "amount": Field("int", True),
        "same_type": Field("bool"),
    },
)
def _bench_damage(st: OriginsState, frame: Frame, e: Effect) -> str | None:
    """``amount`` damage to each Benched Pokémon of a side (or both); no Weakness or
    Resistance."""
    ctx = context(st)
    seat = ctx["seat"]
    side = e.get("side")
    owners = {"own": [seat], "opponent": [1 - seat], "both": [seat, 1 - seat]}[side]
    amount = int(e.get("amount"))
    kinds: tuple[str, ...] | None = None
    if e.get("same_type"):
        them = defending(st, ctx)
        kinds = () if them is None else board.types_of(st, them)
        kinds = tuple(k for k in kinds if k != "Colorless")
    for owner in owners:
        for mon in st.bench[owner]:
            if kinds is not None and not set(kinds) & set(board.types_of(st, mon)):
                continue
            bench_hit(st, ctx, owner, mon, amount)
    emit(st, "damage", f"{amount} damage to each Benched Pokémon ({side}).")
    return None


def bench_hit(
    st: OriginsState,
    ctx: dict[str, Any],
    owner: int,
    mon: Mon,
    amount: int,
    attack: bool = False,
) -> int:
    """An attack's ``amount`` damage to a Benched Pokémon of ``owner``, in both formats: no
    Weakness or Resistance (``attack``: "attacks it for", they apply, see ``bench_target``).
    The Pokémon's own protections work there as on the Defending Pokémon, their printed texts
    speaking of damage "by attacks" wherever it is: a prevention, Transparency's coin (heads:
    nothing is done to it), Defender and reductions, Kabuto Armor, Invisible Wall; a working
    Strikes Back on it hurts the attacking Pokémon when the attack is the opponent's. Returns
    the damage done."""
    from .damage import attack_damage, target_modified
    from .powers import strike_back, transparent

    seat = ctx["seat"]
    if not board.has_marker(mon, "prevent_damage"):
        transparent(st, seat, mon)
    if board.has_marker(mon, "prevent_damage"):
        return 0
    me = attacker(st, ctx)
    if attack and me is not None:
        amount = attack_damage(st, me, mon, amount)
    else:
        amount = target_modified(st, mon, amount, me)
    if amount <= 0:
        return 0
    mon["damage"] += amount
    if ctx.get("kind") == "attack" and owner != seat and me is not None:
        strike_back(st, mon, me, amount)
    return amount


PER = (
    "extra_energy",
    "defending_energy",
    "defending_counters",
    "self_counters",
    "own_bench",
    "opponent_bench",
    "named_in_play",
    "self_energy_of_type",
)


def _count(st: OriginsState, ctx: dict[str, Any], e: Effect) -> int:
    what = e.get("what")
    seat = ctx["seat"]
    me, them = st.active[seat], st.active[1 - seat]
    if what == "extra_energy":
        if me is None:
            return 0
        cost = st.cards[ctx["card"]].attacks[ctx["attack"]].cost
        return board.extra_units(board.energy_units(st, me), cost, str(e.get("type")))
    if what == "defending_energy":
        return 0 if them is None else len(them["energy"])
    if what == "defending_counters":
        return 0 if them is None else board.counters(them)
    if what == "self_counters":
        return 0 if me is None else board.counters(me)
    if what == "own_bench":
        return len(st.bench[seat])
    if what == "opponent_bench":
        return len(st.bench[1 - seat])
    if what == "named_in_play":
        name = e.get("name")
        return sum(1 for mon in board.in_play(st, seat) if board.top(st, mon).name == name)
    if what == "self_energy_of_type":  # a Special Energy counts as each type it provides
        return 0 if me is None else board.energy_units(st, me).count(str(e.get("type")))
    raise AssertionError(what)


_PER_FIELDS = {
    "what": Field("str", True, PER),
    "amount": Field("int", True),
    "max": Field("int"),
    "type": Field("str"),
    "name": Field("str"),
}


@op("plus_per", _PER_FIELDS)
def _plus_per(st: OriginsState, frame: Frame, e: Effect) -> str | None:
    """``amount`` more damage for each of ``what`` (at most ``max`` of them)."""
    ctx = context(st)
    n = _count(st, ctx, e)
    most = e.get("max")
    if most is not None:
        n = min(n, int(most))
    ctx["damage"] = int(ctx.get("damage", 0)) + n * int(e.get("amount"))
    return None


#: real-world conditions an attack may ask (the play's parameters say what holds)
REAL_WORLD = ("night", "raining", "full_moon")


def real_world(st: OriginsState, when: str) -> bool:
    """Whether the real-world condition ``when`` holds where the play is played (Origins:
    online play is indoors, where it never rains)."""
    p = st.params
    if when == "night":
        return p.time_of_day == "night"
    if when == "raining":
        return p.place == "outdoors" and p.weather == "rain"
    if when == "full_moon":
        return p.moon == "full"
    raise AssertionError(when)


@op("plus_if", {"when": Field("str", True, REAL_WORLD), "amount": Field("int", True)})
def _plus_if(st: OriginsState, frame: Frame, e: Effect) -> str | None:
    """``amount`` more damage when the real-world condition ``when`` holds (read as the
    attack is declared)."""
    ctx = context(st)
    if real_world(st, str(e.get("when"))):
        ctx["damage"] = int(ctx.get("damage", 0)) + int(e.get("amount"))
    return None


@op("minus_per", _PER_FIELDS)
def _minus_per(st: OriginsState, frame: Frame, e: Effect) -> str | None:
    """``amount`` less damage for each of ``what`` (not below 0)."""
    ctx = context(st)
    n = _count(st, ctx, e)
    ctx["damage"] = max(0, int(ctx.get("damage", 0)) - n * int(e.get("amount")))
    return None


@op("hit", {})
def _hit(st: OriginsState, frame: Frame, e: Effect) -> str | None:
    """The attack's damage to the Defending Pokémon is done now (before what follows, as
    "do the damage before switching"), not again at the end."""
    from .attack import finish_attack

    ctx = context(st)
    finish_attack(st, ctx)
    ctx["hit"] = True
    return None


@op("damage", {"amount": Field("int", True)})
def _damage(st: OriginsState, frame: Frame, e: Effect) -> str | None:
    """The attack's damage becomes ``amount``."""
    context(st)["damage"] = int(e.get("amount"))
    return None


# -- operations: Energy -------------------------------------------------------------------------
def _discard_usable(st: OriginsState, seat: int, e: Effect) -> bool:
    if e.get("target") == "choose_opponent":
        return any(m["energy"] for m in board.in_play(st, 1 - seat))
    if e.get("target") == "choose_own":
        return any(m["energy"] for m in board.in_play(st, seat))
    if not e.get("cost"):
        return True
    mon = st.active[seat]
    if mon is None:
        return False
    kind = e.get("type")
    units = [c for c in mon["energy"] if kind is None or kind in board.provides(st, c)]
    count = int(e.get("count", 1))
    return len(units) >= max(1, count)


def _discard_check(raw: Mapping[str, Any]) -> None:
    """``healed`` discards all Energy (``count`` 0) of each Pokémon a ``heal`` healed."""
    from ..content import OpError

    if raw.get("target") == "healed" and (raw.get("count") != 0 or "type" in raw):
        raise OpError("count", "target 'healed' discards all the Energy (count 0, no type)")


@op(
    "discard_energy",
    {
        "target": Field("str", choices=(*TARGETS, "choose_opponent", "choose_own", "healed")),
        "count": Field("int"),
        "type": Field("str"),
        "cost": Field("bool"),
    },
    usable=_discard_usable,
    check=_discard_check,
)
def _discard_energy(st: OriginsState, frame: Frame, e: Effect) -> str | None:
    """Discard ``count`` Energy cards (0: all; of ``type`` if named) attached to the target;
    ``cost``: the attack can't be used without them. The acting player picks which.
    ``healed``: all the Energy of each Pokémon the ``heal`` before healed (Pokémon Center)."""
    ctx = context(st)
    seat = ctx["seat"]
    if e.get("target") == "healed":
        for pos in ctx.pop("healed", []):
            mon = board.mon_at(st, seat, pos)[1]
            while mon is not None and mon["energy"]:
                card = mon["energy"][0]
                board.detach_energy(st, mon, card)
                st.discard[seat].append(card)
                emit(st, "discard", f"{board.card_name(st, card)} is discarded.", card=card)
        return None
    if e.get("cost") and (ctx.get("copied") or ctx.get("paid")):
        return None  # paid before the attack started (attack.declare); Metronome copies none
    target = str(e.get("target", "self"))
    chosen = target in ("choose_opponent", "choose_own")
    if chosen and "mon" not in ctx:
        got = answer(st)
        if got is None:
            side = 1 - seat if target == "choose_opponent" else seat
            options = [
                Action("target", "", pos)
                for pos, mon in board.positions_of(st, side, seat)
                if mon["energy"]
            ]
            if not options:
                return None
            if len(options) > 1:
                return ask(st, seat, options, "Choose a Pokémon of your opponent's")
            got = options[0]
        ctx["mon"] = got.pos
    if chosen:
        owner, mon = board.mon_at(st, seat, ctx["mon"])
    else:
        mon = target_mon(st, ctx, target)
        owner = seat if target == "self" else 1 - seat
    if mon is None or (target == "defending" and _protected(mon)):
        return None
    kind = e.get("type")
    count = int(e.get("count", 1))
    done = int(ctx.get("discarded", 0))
    if target == "self" and count and not done and ctx.get("kind") == "attack":
        from .layers import on

        have = [c for c in mon["energy"] if kind is None or kind in board.provides(st, c)]
        if len(have) < count and on(st, "unfulfillable_voids"):
            ctx["nothing"] = True  # an action the attack states and can't do: no effect
            ctx["stop"] = True
            emit(st, "nothing", "The attack can't do what it says: it has no effect.")
            return None
    got = answer(st)
    if got is not None:
        board.detach_energy(st, mon, got.card)
        st.discard[owner].append(got.card)
        done += 1
        emit(st, "discard", f"{board.card_name(st, got.card)} is discarded.", card=got.card)
    while True:
        fits = [c for c in mon["energy"] if kind is None or kind in board.provides(st, c)]
        if not fits or (count and done >= count):
            break
        kinds = sorted(set(fits))
        if len(kinds) == 1 or count == 0:
            card = kinds[0]
            board.detach_energy(st, mon, card)
            st.discard[owner].append(card)
            done += 1
            emit(st, "discard", f"{board.card_name(st, card)} is discarded.", card=card)
            continue
        ctx["discarded"] = done
        return ask(st, seat, [Action("pick", k) for k in kinds], "Choose an Energy to discard")
    ctx.pop("discarded", None)
    ctx.pop("mon", None)
    return None


# -- operations: healing, protection --------------------------------------------------------------
@op(
    "heal",
    {
        "target": Field("str", choices=("self", "choose_own", "each_damaged_own")),
        "amount": Field("int"),
        "cure": Field("bool"),
        "energy_cost": Field("int"),
    },
)
def _heal(st: OriginsState, frame: Frame, e: Effect) -> str | None:
    """Remove ``amount`` damage (0: all) from the target, a Pokémon the player chooses among
    its damaged ones for ``choose_own``, each of them for ``each_damaged_own`` (their
    positions kept for a ``discard_energy`` of target ``healed``); ``cure`` also removes
    special conditions."""
    ctx = context(st)
    seat = ctx["seat"]
    mon: Mon | None
    if e.get("target") == "each_damaged_own":
        amount = int(e.get("amount", 0))
        positions: list[str] = []
        for pos, m in board.positions_of(st, seat, seat):
            if m["damage"] > 0:
                m["damage"] -= m["damage"] if amount == 0 else min(m["damage"], amount)
                positions.append(pos)
        ctx["healed"] = positions
        emit(st, "heal", f"{seat_name(seat)}'s damaged Pokémon are healed.")
        return None
    if e.get("target") == "choose_own":
        got = None if "mon" in ctx else answer(st)
        if "mon" in ctx:
            got = Action("target", "", ctx["mon"])
        elif got is None:
            cost = int(e.get("energy_cost", 0))
            options = [
                Action("target", "", pos)
                for pos, m in board.positions_of(st, seat, seat)
                if m["damage"] > 0 and len(m["energy"]) >= cost
            ]
            if not options:
                return None
            if len(options) > 1:
                return ask(st, seat, options, "Choose one of your Pokémon to heal")
            got = options[0]
        ctx["mon"] = got.pos
        mon = board.mon_at(st, seat, got.pos)[1]
    else:
        mon = attacker(st, ctx)
    if mon is None:
        return None
    if e.get("energy_cost") and mon["energy"]:
        kinds = sorted(set(mon["energy"]))
        paid = answer(st) if len(kinds) > 1 else Action("pick", kinds[0])
        if paid is None:
            return ask(st, seat, [Action("pick", k) for k in kinds], "Choose an Energy to discard")
        board.detach_energy(st, mon, paid.card)
        st.discard[seat].append(paid.card)
        emit(st, "discard", f"{board.card_name(st, paid.card)} is discarded.", card=paid.card)
    ctx.pop("mon", None)
    amount = int(e.get("amount", 0))
    healed = mon["damage"] if amount == 0 else min(mon["damage"], amount)
    mon["damage"] -= healed
    if e.get("cure"):
        mon["cond"] = []
    emit(st, "heal", f"{_mon_name(st, mon)} is healed of {healed} damage.")
    return None


def _heal_usable(st: OriginsState, seat: int, e: Effect) -> bool:
    if e.get("target") == "choose_own":
        cost = int(e.get("energy_cost", 0))
        return any(m["damage"] > 0 and len(m["energy"]) >= cost for m in board.in_play(st, seat))
    return True


OPS["heal"] = Op("heal", OPS["heal"].fields, OPS["heal"].handler, _heal_usable, OPS["heal"].doc)


@op("cure", {})
def _cure(st: OriginsState, frame: Frame, e: Effect) -> str | None:
    """The acting player's Active Pokémon loses every special condition."""
    mon = st.active[context(st)["seat"]]
    if mon is not None and mon["cond"]:
        mon["cond"] = []
        emit(st, "cure", f"{_mon_name(st, mon)} recovers from its special conditions.")
    return None


@op(
    "prevent",
    {
        "what": Field("str", choices=("damage", "all")),
        "max": Field("int"),
        "from_basic": Field("bool"),
    },
)
def _prevent(st: OriginsState, frame: Frame, e: Effect) -> str | None:
    """During the opponent's next turn, prevent the damage (``all``: and the effects) of attacks
    done to the attacker (``max``: only damage of that much or less, after Weakness and
    Resistance; ``from_basic``: only from attacks by Basic Pokémon)."""
    mon = attacker(st, context(st))
    if mon is None:
        return None
    until = st.turn + 1
    marker: dict[str, Any] = {"kind": "prevent_damage", "until": until, "max": e.get("max", 0)}
    if e.get("from_basic"):  # only the damage of attacks by Basic Pokémon
        marker["from_basic"] = True
    mon["markers"].append(marker)
    if e.get("what") == "all":
        mon["markers"].append({"kind": "prevent_effects", "until": until})
    emit(st, "protect", f"{_mon_name(st, mon)} is protected during the next turn.")
    return None


@op("heal_at_end", {"amount": Field("int", True)})
def _heal_at_end(st: OriginsState, frame: Frame, e: Effect) -> str | None:
    """At the end of this turn (after the attack, before the checkup) the attacker loses
    ``amount`` damage."""
    mon = attacker(st, context(st))
    if mon is not None:
        mon["markers"].append({"kind": "heal_at_end", "until": st.turn, "amount": e.get("amount")})
    return None


@op("thorn", {"amount": Field("int", True)})
def _thorn(st: OriginsState, frame: Frame, e: Effect) -> str | None:
    """A Thorn marker on the Defending Pokémon (one at most; it goes on retreat or evolution):
    at the end of its owner's turns, ``amount`` damage on it (Barbed Seed: 1 damage counter)."""
    mon = defending(st, context(st))
    if mon is None or _protected(mon) or board.has_marker(mon, "thorn"):
        return None
    mon["markers"].append({"kind": "thorn", "until": 1 << 30, "amount": int(e.get("amount"))})
    emit(st, "marker", f"{_mon_name(st, mon)} has a Thorn marker.", marker="thorn")
    return None


def tie(st: OriginsState, partner: Mon, until: int) -> int:
    """ "(Benching either Pokémon ends this effect.)": ``partner`` holds the other end of an
    effect put on another Pokémon (a ``tie`` marker with the same token, the turn: one attack a
    turn). Benching, evolving or leaving play clears a Pokémon's markers, so the effect holds
    only while both keep theirs (see :func:`board.tied`)."""
    token = st.turn
    partner["markers"].append({"kind": "tie", "tie": token, "until": until})
    return token


@op("reduce", {"amount": Field("int", True), "tied": Field("bool")})
def _reduce(st: OriginsState, frame: Frame, e: Effect) -> str | None:
    """During the opponent's next turn, damage done to the attacker by attacks is reduced by
    ``amount`` (after Weakness and Resistance); ``tied``: only the damage of the Defending
    Pokémon's attacks, and benching either Pokémon ends the effect (Pounce, Snivel)."""
    ctx = context(st)
    mon = attacker(st, ctx)
    if mon is None:
        return None
    until = st.turn + 1
    marker: dict[str, Any] = {"kind": "reduce", "until": until, "amount": int(e.get("amount"))}
    if e.get("tied"):
        them = defending(st, ctx)
        if them is None:
            return None
        marker["tie"] = tie(st, them, until)
    mon["markers"].append(marker)
    return None


# -- operations: cards --------------------------------------------------------------------------
@op("draw", {"count": Field("int", True)})
def _draw(st: OriginsState, frame: Frame, e: Effect) -> str | None:
    """The acting player draws ``count`` cards (as many as the deck has)."""
    draw_up_to(st, context(st)["seat"], int(e.get("count")))
    return None


def draw_up_to(st: OriginsState, seat: int, count: int) -> None:
    """``seat`` draws ``count`` cards, or as many as its deck still has."""
    from .turn import draw

    for _ in range(count):
        if not st.deck[seat]:
            break
        draw(st, seat)


@op("discard_hand", {})
def _discard_hand(st: OriginsState, frame: Frame, e: Effect) -> str | None:
    """The acting player discards their hand (shown to everyone as it goes to the discard)."""
    seat = context(st)["seat"]
    cards = sorted(st.hand[seat])
    st.discard[seat].extend(cards)
    st.hand[seat].clear()
    st.known[seat].clear()
    st.events.append(
        Event(
            "discard_hand",
            f"{seat_name(seat)} discards their hand.",
            {"cards": cards},
            reveals=("hand",),
        )
    )
    return None


# -- operations: switching ----------------------------------------------------------------------
@op(
    "switch",
    {
        "side": Field("str", choices=("own", "opponent")),
        "chooser": Field("str", choices=("self", "owner")),
    },
)
def _switch(st: OriginsState, frame: Frame, e: Effect) -> str | None:
    """Switch a side's Active Pokémon with one of its Benched Pokémon, chosen by the acting
    player (``self``) or by the side's owner (``owner``)."""
    ctx = context(st)
    seat = ctx["seat"]
    owner = seat if e.get("side", "own") == "own" else 1 - seat
    chooser = seat if e.get("chooser", "self") == "self" else owner
    if not st.bench[owner] or st.active[owner] is None:
        return None
    if owner != seat and _protected(st.active[owner]) and ctx.get("kind") == "attack":
        return None
    got = answer(st)
    if got is None:
        options = [Action("target", "", pos) for pos, _ in board.positions_of(st, owner, chooser)]
        options = [a for a in options if not a.pos.endswith("active")]
        if len(options) > 1:
            return ask(st, chooser, options, "Choose the Benched Pokémon to switch in")
        got = options[0]
    index = int(got.pos[-1])
    switch_in(st, owner, index)
    return None


def switch_in(st: OriginsState, owner: int, index: int) -> None:
    """``owner``'s Benched Pokémon ``index`` becomes Active; the Active takes its place."""
    old = st.active[owner]
    new = st.bench[owner][index]
    assert old is not None
    board.clear_on_leave(old)
    st.bench[owner][index] = old
    st.active[owner] = new
    emit(
        st,
        "switch",
        f"{seat_name(owner)}'s {_mon_name(st, new)} becomes the Active Pokémon.",
        seat=owner,
    )


# -- operations: conditions of use ----------------------------------------------------------------
REQUIRES = ("defending_asleep", "defending_damaged", "self_damaged", "opponent_bench", "own_bench")


def _require_usable(st: OriginsState, seat: int, e: Effect) -> bool:
    what = e.get("what")
    me, them = st.active[seat], st.active[1 - seat]
    if what == "defending_asleep":
        return them is not None and "asleep" in them["cond"]
    if what == "defending_damaged":
        return them is not None and them["damage"] > 0
    if what == "self_damaged":
        return me is not None and me["damage"] > 0
    if what == "opponent_bench":
        return bool(st.bench[1 - seat])
    if what == "own_bench":
        return bool(st.bench[seat])
    raise AssertionError(what)


@op("require", {"what": Field("str", True, REQUIRES)}, usable=_require_usable)
def _require(st: OriginsState, frame: Frame, e: Effect) -> str | None:
    """The effect can't be used unless ``what`` holds (checked before it is used)."""
    return None


# -- operations: attached Trainers ----------------------------------------------------------------
@op(
    "tool",
    {"kind": Field("str", True, ("plus_power", "defender")), "amount": Field("int", True)},
)
def _tool(st: OriginsState, frame: Frame, e: Effect) -> str | None:
    """Attach the Trainer being played: ``plus_power`` to the Active Pokémon (``amount`` more
    damage to the Defending Pokémon this turn, after Weakness and Resistance), ``defender`` to a
    Pokémon the player chooses (``amount`` less damage from attacks until the end of the
    opponent's next turn)."""
    ctx = context(st)
    seat = ctx["seat"]
    kind = e.get("kind")
    if kind == "plus_power":
        mon = st.active[seat]
        until = st.turn
    else:
        got = answer(st)
        if got is None:
            options = [Action("target", "", pos) for pos, _ in board.positions_of(st, seat, seat)]
            if len(options) > 1:
                return ask(st, seat, options, "Choose a Pokémon to attach it to")
            got = options[0]
        mon = board.mon_at(st, seat, got.pos)[1]
        until = st.turn + 1
    if mon is None:
        return None
    card = ctx["card"]
    mon["tools"].append(card)
    mon["markers"].append(
        {"kind": kind, "amount": int(e.get("amount")), "until": until, "card": card, "stays": True}
    )
    ctx["attached"] = True
    emit(st, "attach", f"{board.card_name(st, card)} is attached to {_mon_name(st, mon)}.")
    return None


# -- operations: hands, discard piles, decks ------------------------------------------------------
def _hand_usable(st: OriginsState, seat: int, e: Effect) -> bool:
    """The card being played is still in the hand when this is asked: ``count`` others."""
    return len(st.hand[seat]) - 1 >= int(e.get("count", 1))


@op("discard_from_hand", {"count": Field("int")}, usable=_hand_usable)
def _discard_from_hand(st: OriginsState, frame: Frame, e: Effect) -> str | None:
    """The acting player discards ``count`` cards of their choice from their hand (a cost: the
    card can't be played without them)."""
    from .turn import take

    ctx = context(st)
    seat = ctx["seat"]
    done = int(ctx.get("discarded", 0))
    got = answer(st)
    if got is not None:
        take(st, seat, got.card)
        st.discard[seat].append(got.card)
        done += 1
        name = board.card_name(st, got.card)
        emit(st, "discard", f"{seat_name(seat)} discards {name}.", card=got.card)
    if done < int(e.get("count", 1)) and st.hand[seat]:
        ctx["discarded"] = done
        return ask(st, seat, [], "Choose a card to discard from your hand", "hand")
    ctx.pop("discarded", None)
    return None


@op(
    "recover",
    {
        "count": Field("int", True),
        "what": Field("str", True, ("basic_energy", "energy", "trainer")),
        "must": Field("bool"),
    },
)
def _recover(st: OriginsState, frame: Frame, e: Effect) -> str | None:
    """The acting player puts up to ``count`` cards of ``what`` from their discard pile into
    their hand (the opponent knows those cards are there); ``must``: exactly ``count`` while
    there are such cards ("put a Trainer card", not "up to"), a single kind without a
    question."""
    from ..actions import NO

    ctx = context(st)
    seat = ctx["seat"]
    done = int(ctx.get("recovered", 0))
    got = answer(st)
    if got is not None:
        if got.verb == "no":
            ctx.pop("recovered", None)
            return None
        st.discard[seat].remove(got.card)
        st.hand[seat].append(got.card)
        st.known[seat].append(got.card)
        done += 1
        name = board.card_name(st, got.card)
        emit(st, "recover", f"{seat_name(seat)} puts {name} into their hand.", card=got.card)
    what = e.get("what")
    fits = sorted(
        {
            c
            for c in st.discard[seat]
            if (
                st.cards[c].is_basic_energy
                if what == "basic_energy"
                else st.cards[c].is_energy
                if what == "energy"
                else st.cards[c].is_trainer
            )
        }
    )
    if done < int(e.get("count")) and fits:
        ctx["recovered"] = done
        options = [Action("pick", k) for k in fits]
        if not e.get("must"):
            options.append(NO)
        elif len(options) == 1:
            ctx["answer"] = ["pick", fits[0], ""]
            return _recover(st, frame, e)
        return ask(st, seat, options, "Choose a card to take from your discard pile")
    ctx.pop("recovered", None)
    return None


@op("rearrange_top", {"count": Field("int", True)})
def _rearrange_top(st: OriginsState, frame: Frame, e: Effect) -> str | None:
    """The acting player looks at up to ``count`` cards from the top of their deck and puts them
    back in the order they choose (the first picked on top). While they choose, the cards lie in
    a zone only they see (``state.flags["looking"]``)."""
    seat = context(st)["seat"]
    return _rearrange(st, seat, seat, int(e.get("count")))


def _rearrange(st: OriginsState, seat: int, owner: int, count: int) -> str | None:
    ctx = context(st)
    looking: list[str] | None = st.flags.get("looking")
    if looking is None:
        n = min(count, len(st.deck[owner]))
        looking = st.flags["looking"] = [st.deck[owner].pop() for _ in range(n)]
        st.flags["looking_owner"] = owner
        ctx["order"] = []
        whose = "their" if owner == seat else f"{seat_name(owner)}'s"
        st.events.append(
            Event(
                "look",
                f"{seat_name(seat)} looks at the top {n} cards of {whose} deck.",
                {"seat": seat, "n": n},
                private={seat: {"cards": sorted(looking)}},
                reveals=("deck top",),
            )
        )
    got = answer(st)
    if got is not None:
        looking.remove(got.card)
        ctx["order"].append(got.card)
    if len(set(looking)) > 1:
        return ask(st, seat, [], "Choose the next card to put on top of the deck", "looking")
    order = ctx.pop("order") + looking
    del st.flags["looking"]
    st.flags.pop("looking_owner", None)
    st.deck[owner].extend(reversed(order))
    emit(st, "rearrange", f"{seat_name(seat)} puts the cards back on top of the deck.")
    return None


@op("shuffle_trainers_both", {})
def _shuffle_trainers_both(st: OriginsState, frame: Frame, e: Effect) -> str | None:
    """Both players show their hands and shuffle the Trainer cards in them into their decks."""
    shown = {str(p): sorted(st.hand[p]) for p in (0, 1)}
    st.events.append(
        Event("show_hands", "Both players show their hands.", shown, reveals=("hands",))
    )
    for p in (0, 1):
        trainers = [c for c in st.hand[p] if st.cards[c].is_trainer]
        for card in trainers:
            st.hand[p].remove(card)
        st.deck[p].extend(trainers)
        st.rng.shuffle(st.deck[p])
        st.known[p][:] = sorted(st.hand[p])
    return None


# -- operations: lasting effects on a Pokémon or a player ----------------------------------------
MARKERS = ("smokescreen", "no_attack", "no_retreat", "used_attack", "no_trainers")


@op(
    "marker",
    {
        "kind": Field("str", True, MARKERS),
        "target": Field("str", choices=TARGETS),
        "turns": Field("int"),
        "tied": Field("bool"),
    },
)
def _marker(st: OriginsState, frame: Frame, e: Effect) -> str | None:
    """A lasting effect: on the Defending Pokémon (or the attacker) until the end of the
    ``turns``-th turn from now (1: the opponent's next turn, the default; 2: your next turn).
    ``smokescreen``: its attacks need heads; ``no_attack``; ``no_retreat``; ``used_attack``:
    this attack can't be used again while the attacker stays in play; ``no_trainers``: the
    opponent plays no Trainer next turn (on the player, not a Pokémon). ``tied``: benching
    either Pokémon ends the effect (Tail Wag, Leer: only while the attacker stays Active)."""
    ctx = context(st)
    seat = ctx["seat"]
    kind = str(e.get("kind"))
    until = st.turn + int(e.get("turns", 1))
    if kind == "no_trainers":
        st.flags["no_trainers"] = {"seat": 1 - seat, "until": until}
        emit(st, "marker", f"{seat_name(1 - seat)} can't play Trainer cards next turn.")
        return None
    target = "self" if kind == "used_attack" else str(e.get("target", "defending"))
    mon = target_mon(st, ctx, target)
    if mon is None or (target == "defending" and _protected(mon)):
        return None
    marker: dict[str, Any] = {"kind": kind, "until": until}
    if kind == "used_attack":
        marker.update(until=1 << 30, stays=True, attack=ctx["attack"])
    if e.get("tied"):
        other = target_mon(st, ctx, "defending" if target == "self" else "self")
        if other is None:
            return None
        marker["tie"] = tie(st, other, until)
    mon["markers"].append(marker)
    emit(st, "marker", f"{_mon_name(st, mon)}: {kind.replace('_', ' ')}.", marker=kind)
    return None


@op("heal_dealt", {"half": Field("bool")})
def _heal_dealt(st: OriginsState, frame: Frame, e: Effect) -> str | None:
    """Remove from the attacker as much damage as the attack did (after ``hit``), or half of it
    rounded up to 10."""
    ctx = context(st)
    mon = attacker(st, ctx)
    dealt = int(ctx.get("dealt", 0))
    if e.get("half"):
        dealt = -(-dealt // 20) * 10
    if mon is not None and dealt > 0:
        healed = min(mon["damage"], dealt)
        mon["damage"] -= healed
        emit(st, "heal", f"{_mon_name(st, mon)} is healed of {healed} damage.")
    return None


@op("ignore_weakness", {})
def _ignore_weakness(st: OriginsState, frame: Frame, e: Effect) -> str | None:
    """Weakness and Resistance don't apply to this attack."""
    context(st)["no_wr"] = True
    return None


@op("half_remaining_hp", {})
def _half_remaining_hp(st: OriginsState, frame: Frame, e: Effect) -> str | None:
    """The damage is half the Defending Pokémon's remaining HP, rounded up to 10."""
    ctx = context(st)
    them = defending(st, ctx)
    left = 0 if them is None else board.remaining(st, them)
    ctx["damage"] = -(-left // 20) * 10
    return None


@op("bench_target", {"amount": Field("int", True), "attack": Field("bool")})
def _bench_target(st: OriginsState, frame: Frame, e: Effect) -> str | None:
    """``amount`` damage to one of the opponent's Benched Pokémon the acting player chooses (no
    Weakness or Resistance; ``attack``: "attacks it for", so they apply, and the attacker's
    damage modifiers); nothing without a Bench."""
    ctx = context(st)
    seat = ctx["seat"]
    got = answer(st)
    if got is None:
        options = [
            Action("target", "", pos)
            for pos, _ in board.positions_of(st, 1 - seat, seat)
            if not pos.endswith("active")
        ]
        if not options:
            return None
        if len(options) > 1:
            return ask(st, seat, options, "Choose a Benched Pokémon of your opponent's")
        got = options[0]
    mon = board.mon_at(st, seat, got.pos)[1]
    if mon is not None:
        amount = bench_hit(st, ctx, 1 - seat, mon, int(e.get("amount")), bool(e.get("attack")))
        emit(st, "damage", f"{_mon_name(st, mon)} takes {amount} damage.")
    return None


def _bench_room(st: OriginsState, seat: int, e: Effect) -> bool:
    return e.get("to") != "bench" or len(st.bench[seat]) < bench_max(st)


@op(
    "search",
    {
        "to": Field("str", True, ("bench", "hand")),
        "names": Field("str"),
        "type": Field("str"),
        "kind": Field("str", choices=("basic_pokemon", "basic_energy", "pokemon", "any")),
    },
    usable=_bench_room,
)
def _search(st: OriginsState, frame: Frame, e: Effect) -> str | None:
    """The acting player looks through their deck for a card that fits (``kind``; ``names``:
    names separated by ``|``; ``type``) and puts it onto the Bench or into the hand, or finds
    none (``no``; not for ``kind: any``: every card fits, a non-empty deck always has one; a
    full Bench: none); then the deck is shuffled. While searching, the deck lies in a zone only
    they see."""
    from ..state import new_mon

    ctx = context(st)
    seat = ctx["seat"]
    looking: list[str] | None = st.flags.get("looking")
    if looking is None:
        looking = st.flags["looking"] = list(st.deck[seat])
        st.flags["looking_owner"] = seat
        st.deck[seat].clear()
        st.events.append(
            Event(
                "search",
                f"{seat_name(seat)} searches their deck.",
                {"seat": seat},
                private={seat: {"cards": sorted(looking)}},
                reveals=("deck",),
            )
        )
    got = answer(st)
    room = _bench_room(st, seat, e)  # a copied search (Metronome) may find the Bench full
    if got is None and room:
        wanted = {k: e.get(k) for k in ("kind", "names", "type") if e.get(k) is not None}
        if any(fits(st, c, wanted) for c in looking):
            st.pending = {
                "kind": "effect",
                "seat": seat,
                "text": "Choose a card from your deck",
                "options": [] if wanted.get("kind") == "any" else [["no", "", ""]],
                "from": "looking",
                "filter": wanted,
            }
            return WAIT
    del st.flags["looking"]
    st.flags.pop("looking_owner", None)
    if got is not None and got.verb == "pick" and room:
        looking.remove(got.card)
        name = board.card_name(st, got.card)
        if e.get("to") == "bench":
            st.bench[seat].append(new_mon(got.card, st.turn))
            emit(st, "bench", f"{seat_name(seat)} puts {name} onto the Bench.", card=got.card)
        else:
            st.hand[seat].append(got.card)
            st.known[seat].append(got.card)
            emit(st, "search", f"{seat_name(seat)} takes {name} into their hand.", card=got.card)
    looking.sort()
    st.rng.shuffle(looking)
    st.deck[seat].extend(looking)
    emit(st, "shuffle", f"{seat_name(seat)} shuffles their deck.")
    return None


def fits(st: OriginsState, card_id: str, wanted: Mapping[str, Any]) -> bool:
    """Whether a card is what a search wants (``kind``, ``names`` split by ``|``, ``type``)."""
    card = st.cards[card_id]
    kind = wanted.get("kind", "basic_pokemon")
    if kind == "breeder":
        return any(c == card_id for c, _ in _breeder_pairs(st, int(wanted["seat"])))
    if kind == "basic_pokemon" and not card.is_basic_pokemon:
        return False
    if kind == "basic_energy" and not card.is_basic_energy:
        return False
    if kind == "pokemon" and not card.is_pokemon:
        return False
    names = wanted.get("names")
    if names and card.name not in str(names).split("|"):
        return False
    kind_type = wanted.get("type")
    if kind_type and card.is_energy:
        return kind_type in board.provides(st, card_id)
    return not (kind_type and kind_type not in card.types)


# -- operations: more Trainer cards -----------------------------------------------------------
def _side(ctx: dict[str, Any], e: Effect) -> int:
    seat: int = ctx["seat"]
    return seat if e.get("side", "own") == "own" else 1 - seat


@op("shuffle_hand_into_deck", {"side": Field("str", choices=("own", "opponent"))})
def _shuffle_hand_into_deck(st: OriginsState, frame: Frame, e: Effect) -> str | None:
    """A player (the acting one, or the opponent) shuffles their hand into their deck."""
    who = _side(context(st), e)
    st.deck[who].extend(st.hand[who])
    st.hand[who].clear()
    st.known[who].clear()
    st.deck[who].sort()
    st.rng.shuffle(st.deck[who])
    emit(st, "shuffle", f"{seat_name(who)} shuffles their hand into their deck.", seat=who)
    return None


@op("draw_for", {"count": Field("int", True), "side": Field("str", choices=("own", "opponent"))})
def _draw_for(st: OriginsState, frame: Frame, e: Effect) -> str | None:
    """A player (the acting one, or the opponent) draws ``count`` cards (as many as there are)."""
    draw_up_to(st, _side(context(st), e), int(e.get("count")))
    return None


def _hand_to_deck_usable(st: OriginsState, seat: int, e: Effect) -> bool:
    count = int(e.get("count", 1))
    if e.get("kind") == "pokemon":
        return sum(1 for c in st.hand[seat] if st.cards[c].is_pokemon) >= count
    return len(st.hand[seat]) - 1 >= count


@op(
    "hand_to_deck",
    {
        "count": Field("int", True),
        "kind": Field("str", choices=("any", "pokemon")),
        "show": Field("bool"),
    },
    usable=_hand_to_deck_usable,
)
def _hand_to_deck(st: OriginsState, frame: Frame, e: Effect) -> str | None:
    """The acting player shuffles ``count`` cards of their choice from their hand (of ``kind``)
    into their deck (a cost); ``show``: each is shown to the opponent first."""
    from .turn import take

    ctx = context(st)
    seat = ctx["seat"]
    done = int(ctx.get("moved", 0))
    got = answer(st)
    if got is not None:
        take(st, seat, got.card)
        st.deck[seat].append(got.card)
        done += 1
        if e.get("show"):
            text = f"{seat_name(seat)} shows {board.card_name(st, got.card)}."
            st.events.append(Event("show", text, {"card": got.card}, reveals=("card",)))
    wanted = {"kind": e.get("kind", "any")}
    if done < int(e.get("count")) and any(fits(st, c, wanted) for c in st.hand[seat]):
        ctx["moved"] = done
        st.pending = {
            "kind": "effect",
            "seat": seat,
            "text": "Choose a card to shuffle into your deck",
            "options": [],
            "from": "hand",
            "filter": wanted,
        }
        return WAIT
    ctx.pop("moved", None)
    st.deck[seat].sort()
    st.rng.shuffle(st.deck[seat])
    emit(st, "shuffle", f"{seat_name(seat)} shuffles {done} cards into their deck.")
    return None


@op("discard_to_deck_top", {})
def _discard_to_deck_top(st: OriginsState, frame: Frame, e: Effect) -> str | None:
    """The acting player puts a card of their choice from their discard pile on top of their
    deck."""
    ctx = context(st)
    seat = ctx["seat"]
    got = answer(st)
    if got is None:
        options = [Action("pick", k) for k in sorted(set(st.discard[seat]))]
        if not options:
            return None
        if len(options) > 1:
            return ask(st, seat, options, "Choose a card to put on top of your deck")
        got = options[0]
    st.discard[seat].remove(got.card)
    st.deck[seat].append(got.card)
    name = board.card_name(st, got.card)
    emit(st, "recycle", f"{seat_name(seat)} puts {name} on top of their deck.", card=got.card)
    return None


def _own_choice(st: OriginsState, seat: int, bench_only: bool) -> list[Action]:
    return [
        Action("target", "", pos)
        for pos, _ in board.positions_of(st, seat, seat)
        if not (bench_only and pos == "active")
    ]


@op("scoop_up", {})
def _scoop_up(st: OriginsState, frame: Frame, e: Effect) -> str | None:
    """One of the acting player's Pokémon in play: its Basic card back to the hand, every other
    card on it to the discard pile (the Active's place is then filled from the Bench)."""
    ctx = context(st)
    seat = ctx["seat"]
    got = answer(st)
    if got is None:
        options = _own_choice(st, seat, False)
        if len(options) > 1:
            return ask(st, seat, options, "Choose one of your Pokémon to scoop up")
        got = options[0]
    mon = _take_mon(st, seat, got.pos)
    basic = mon["cards"][0]
    st.hand[seat].append(basic)
    st.known[seat].append(basic)
    st.discard[seat].extend(mon["cards"][1:] + mon["energy"] + mon["tools"])
    emit(st, "scoop", f"{seat_name(seat)} returns {board.card_name(st, basic)} to their hand.")
    if st.active[seat] is None:
        st.flow.insert(0, f"promote{seat}")
    return None


def _take_mon(st: OriginsState, seat: int, pos: str) -> Mon:
    if pos == "active":
        mon = st.active[seat]
        assert mon is not None
        st.active[seat] = None
        return mon
    return st.bench[seat].pop(int(pos[-1]))


def _scoop_usable(st: OriginsState, seat: int, e: Effect) -> bool:
    return len(board.in_play(st, seat)) > 1


OPS["scoop_up"] = Op("scoop_up", {}, OPS["scoop_up"].handler, _scoop_usable, OPS["scoop_up"].doc)


def _bench_usable(st: OriginsState, seat: int, e: Effect) -> bool:
    return bool(st.bench[seat])


@op("bench_to_deck", {}, usable=_bench_usable)
def _bench_to_deck(st: OriginsState, frame: Frame, e: Effect) -> str | None:
    """One of the acting player's Benched Pokémon and every card on it are shuffled into their
    deck."""
    ctx = context(st)
    seat = ctx["seat"]
    got = answer(st)
    if got is None:
        options = _own_choice(st, seat, True)
        if len(options) > 1:
            return ask(st, seat, options, "Choose one of your Benched Pokémon")
        got = options[0]
    mon = _take_mon(st, seat, got.pos)
    st.deck[seat].extend(mon["cards"] + mon["energy"] + mon["tools"])
    st.deck[seat].sort()
    st.rng.shuffle(st.deck[seat])
    emit(st, "shuffle", f"{seat_name(seat)} shuffles a Benched Pokémon into their deck.")
    return None


@op(
    "revive",
    {"side": Field("str", choices=("own", "opponent")), "half_hp": Field("bool")},
)
def _revive(st: OriginsState, frame: Frame, e: Effect) -> str | None:
    """A Basic Pokémon card from a discard pile (the acting player's, or the opponent's) onto its
    owner's Bench, chosen by the acting player; ``half_hp``: with damage counters for half its
    HP, rounded down to 10."""
    from ..state import new_mon

    ctx = context(st)
    seat = ctx["seat"]
    owner = _side(ctx, e)
    got = answer(st)
    if got is None:
        options = [
            Action("pick", k)
            for k in sorted({c for c in st.discard[owner] if st.cards[c].is_basic_pokemon})
        ]
        if not options or len(st.bench[owner]) >= bench_max(st):
            return None
        if len(options) > 1:
            return ask(st, seat, options, "Choose a Basic Pokémon from the discard pile")
        got = options[0]
    st.discard[owner].remove(got.card)
    mon = new_mon(got.card, st.turn)
    if e.get("half_hp"):
        mon["damage"] = st.cards[got.card].hp // 20 * 10
    st.bench[owner].append(mon)
    name = board.card_name(st, got.card)
    emit(st, "bench", f"{name} is put onto {seat_name(owner)}'s Bench.", card=got.card)
    return None


def _revive_usable(st: OriginsState, seat: int, e: Effect) -> bool:
    owner = seat if e.get("side", "own") == "own" else 1 - seat
    return len(st.bench[owner]) < bench_max(st) and any(
        st.cards[c].is_basic_pokemon for c in st.discard[owner]
    )


OPS["revive"] = Op(
    "revive", OPS["revive"].fields, OPS["revive"].handler, _revive_usable, OPS["revive"].doc
)


# -- operations: Pokémon Powers ----------------------------------------------------------------
#: the passive powers whose printed number is the head's ``amount`` (Invisible Wall: 30 or
#: more damage is prevented; Retreat Aid: Colorless less; Strikes Back, Snare Thorns: 10 damage)
PASSIVE_AMOUNTS = ("invisible_wall", "retreat_aid", "strikes_back", "snare")


def _power_check(raw: Mapping[str, Any]) -> None:
    """A passive power whose rule reads a printed number has it written (``amount``)."""
    from ..content import OpError

    if raw.get("passive") in PASSIVE_AMOUNTS and "amount" not in raw:
        raise OpError("amount", f"the passive power {raw['passive']!r} needs its 'amount'")


@op(
    "power",
    {
        "use": Field("str", True, ("activated", "passive")),
        "limit": Field("str", choices=("once_per_turn", "any")),
        "where": Field("str", choices=("any", "bench")),
        "not_first_turn": Field("bool"),
        "passive": Field(
            "str",
            choices=PASSIVES,
        ),
        "amount": Field("int"),
    },
    check=_power_check,
)
def _power(st: OriginsState, frame: Frame, e: Effect) -> str | None:
    """The head of a Pokémon Power: how it is used (see :mod:`.powers`); does nothing itself."""
    return None


def _own_mons(st: OriginsState, seat: int, test: Callable[[Mon], bool]) -> list[Action]:
    return [Action("target", "", pos) for pos, m in board.positions_of(st, seat, seat) if test(m)]


def _attach_usable(st: OriginsState, seat: int, e: Effect) -> bool:
    wanted = {"kind": "basic_energy", "type": e.get("type")}
    has = any(fits(st, c, wanted) for c in st.hand[seat])
    return has and bool(_attach_targets(st, seat, e))


def _attach_targets(st: OriginsState, seat: int, e: Effect) -> list[Action]:
    """Where ``attach_from_hand`` may put the Energy: the player's Pokémon of ``to_type`` (any
    type without one), only Benched ones with ``to: bench``; never a Future Pokémon that waits
    (the ``future_energy_wait`` layer)."""
    from .layers import future_waits

    kind, bench = e.get("to_type"), e.get("to") == "bench"
    return [
        Action("target", "", pos)
        for pos, m in board.positions_of(st, seat, seat)
        if (kind is None or kind in board.types_of(st, m))
        and not (bench and pos == "active")
        and not future_waits(st, seat, m)
    ]


@op(
    "attach_from_hand",
    {
        "type": Field("str", True),
        "to_type": Field("str"),
        "to": Field("str", choices=("any", "bench")),
    },
    usable=_attach_usable,
)
def _attach_from_hand(st: OriginsState, frame: Frame, e: Effect) -> str | None:
    """Rain Dance: attach a basic Energy of ``type`` from the hand to one of your Pokémon of
    ``to_type`` (any type without it; ``to: bench``: a Benched one), not the turn's one
    attachment."""
    from .turn import take

    ctx = context(st)
    seat = ctx["seat"]
    wanted = {"kind": "basic_energy", "type": e.get("type")}
    card = next((c for c in sorted(set(st.hand[seat])) if fits(st, c, wanted)), None)
    if card is None:
        return None
    got = answer(st)
    if got is None:
        options = _attach_targets(st, seat, e)
        if not options:
            return None
        if len(options) > 1:
            return ask(st, seat, options, "Choose the Pokémon to attach the Energy to")
        got = options[0]
    mon = board.mon_at(st, seat, got.pos)[1]
    assert mon is not None
    take(st, seat, card)
    attach_from_hand(st, seat, mon, card)
    return None


def attach_from_hand(st: OriginsState, seat: int, mon: Mon, card: str) -> None:
    """``seat`` attaches the Energy card ``card``, taken from its hand, to its Pokémon ``mon``
    (the turn's attachment or an effect's). The opponent's Snare Thorns answer it: with the
    ``instant_speed`` layer before the card is attached, and a Pokémon that this Knocks Out
    never gets it (the card is discarded to no effect; the attachment still counts, as the
    turn's one or as the effect's use); without it (classic), once it is attached. Knock Outs
    are dealt with next (a ``sweep``)."""
    from . import layers, powers

    hits = powers.snares(st, seat)
    before = bool(hits) and layers.on(st, "instant_speed")
    name, to = board.card_name(st, card), _mon_name(st, mon)
    if hits:
        st.flow.insert(0, "sweep")
    if before:
        powers.snare(st, mon, hits)
        if mon["damage"] >= board.hp(st, mon):
            st.discard[seat].append(card)
            emit(st, "discard", f"{name} is discarded: {to} was Knocked Out first.", card=card)
            return
    mon["energy"].append(card)
    emit(st, "attach", f"{seat_name(seat)} attaches {name} to {to}.")
    if hits and not before:
        powers.snare(st, mon, hits)


def _move_energy_usable(st: OriginsState, seat: int, e: Effect) -> bool:
    kind = e.get("type")
    mons = board.in_play(st, seat)
    return len(mons) > 1 and any(
        any(kind in board.provides(st, c) for c in m["energy"]) for m in mons
    )


@op("move_energy", {"type": Field("str", True)}, usable=_move_energy_usable)
def _move_energy(st: OriginsState, frame: Frame, e: Effect) -> str | None:
    """Energy Trans: move one Energy card of ``type`` from one of your Pokémon to another."""
    ctx = context(st)
    seat = ctx["seat"]
    kind = e.get("type")
    if "from" not in ctx:
        got = answer(st)
        if got is None:
            options = _own_mons(
                st, seat, lambda m: any(kind in board.provides(st, c) for c in m["energy"])
            )
            if len(options) > 1:
                return ask(st, seat, options, "Choose the Pokémon to take the Energy from")
            got = options[0]
        ctx["from"] = got.pos
    src = board.mon_at(st, seat, ctx["from"])[1]
    assert src is not None
    got = answer(st)
    if got is None:
        options = [a for a in _own_mons(st, seat, lambda m: m is not src)]
        if len(options) > 1:
            return ask(st, seat, options, "Choose the Pokémon to move the Energy to")
        got = options[0]
    dst = board.mon_at(st, seat, got.pos)[1]
    assert dst is not None
    card = next(c for c in src["energy"] if kind in board.provides(st, c))
    src["energy"].remove(card)
    dst["energy"].append(card)
    ctx.pop("from")
    emit(st, "move", f"{board.card_name(st, card)} moves to {_mon_name(st, dst)}.")
    return None


def _move_damage_usable(st: OriginsState, seat: int, e: Effect) -> bool:
    owner = seat if e.get("side", "own") == "own" else 1 - seat
    mons = board.in_play(st, owner)
    return len(mons) > 1 and any(m["damage"] > 0 for m in mons)


def _move_damage_usable_at(st: OriginsState, seat: int, pos: str, e: Effect) -> bool:
    """``to_self`` (Strange Behavior): another of the player's Pokémon has a damage counter and
    the power's Pokémon can take one without being Knocked Out."""
    if not e.get("to_self"):
        return True
    me = board.mon_at(st, seat, pos)[1]
    if me is None or board.remaining(st, me) <= int(e.get("amount")):
        return False
    return any(m["damage"] > 0 for m in board.in_play(st, seat) if m is not me)


@op(
    "move_damage",
    {
        "side": Field("str", choices=("own", "opponent")),
        "to_self": Field("bool"),
        "may_knock_out": Field("bool"),
        "amount": Field("int", True),
    },
    usable=_move_damage_usable,
    usable_at=_move_damage_usable_at,
)
def _move_damage(st: OriginsState, frame: Frame, e: Effect) -> str | None:
    """Damage Swap, Curse, Strange Behavior: move ``amount`` damage (1 damage counter: 10) from
    one Pokémon of a side to another (``to_self``: to the power's Pokémon), without Knocking it
    Out unless ``may_knock_out``."""
    ctx = context(st)
    seat = ctx["seat"]
    moved = int(e.get("amount"))
    owner = seat if e.get("side", "own") == "own" else 1 - seat
    if "from" not in ctx:
        got = answer(st)
        if got is None:
            mine = str(ctx.get("pos")) if e.get("to_self") else None
            options = [
                Action("target", "", pos)
                for pos, m in board.positions_of(st, owner, seat)
                if m["damage"] > 0 and pos != mine  # not from the power's Pokémon to itself
            ]
            if not options:
                return None
            if len(options) > 1:
                return ask(st, seat, options, "Choose the Pokémon to take a damage counter from")
            got = options[0]
        ctx["from"] = got.pos
    src = board.mon_at(st, seat, ctx["from"])[1]
    assert src is not None
    may_ko = bool(e.get("may_knock_out"))
    if e.get("to_self"):
        dst = board.mon_at(st, seat, ctx["pos"])[1]
    else:
        got = answer(st)
        if got is None:
            options = [
                Action("target", "", pos)
                for pos, m in board.positions_of(st, owner, seat)
                if m is not src and (may_ko or board.remaining(st, m) > moved)
            ]
            if not options:
                ctx.pop("from")
                return None
            if len(options) > 1:
                return ask(st, seat, options, "Choose the Pokémon to put it on")
            got = options[0]
        dst = board.mon_at(st, seat, got.pos)[1]
    ctx.pop("from")
    if dst is None or dst is src or (not may_ko and board.remaining(st, dst) <= moved):
        return None
    moved = min(moved, int(src["damage"]))
    src["damage"] -= moved
    dst["damage"] += moved
    emit(st, "move", f"A damage counter moves to {_mon_name(st, dst)}.")
    return None


@op("self_to_active", {})
def _self_to_active(st: OriginsState, frame: Frame, e: Effect) -> str | None:
    """Step In: the power's Benched Pokémon switches with the Active Pokémon."""
    ctx = context(st)
    pos = str(ctx["pos"])
    if pos.startswith("bench"):
        switch_in(st, ctx["seat"], int(pos[-1]))
    return None


@op("energy_burn", {})
def _energy_burn(st: OriginsState, frame: Frame, e: Effect) -> str | None:
    """Energy Burn: all Energy on the power's Pokémon is of its type for the rest of the turn."""
    ctx = context(st)
    mon = board.mon_at(st, ctx["seat"], str(ctx["pos"]))[1]
    if mon is not None and not board.has_marker(mon, "energy_burn"):
        kind = board.top(st, mon).types[0]
        mon["markers"].append({"kind": "energy_burn", "until": st.turn, "type": kind})
    return None


# -- operations: the rarer attacks ---------------------------------------------------------------
@op("bench_targets", {"amount": Field("int", True), "count": Field("int", True)})
def _bench_targets(st: OriginsState, frame: Frame, e: Effect) -> str | None:
    """Gigashock: ``amount`` damage to each of ``count`` of the opponent's Benched Pokémon the
    acting player chooses (to each of them when they are fewer)."""
    ctx = context(st)
    seat = ctx["seat"]
    bench = st.bench[1 - seat]
    chosen: list[int] = ctx.setdefault("chosen", [])
    got = answer(st)
    if got is not None:
        chosen.append(int(got.pos[-1]))
    count = int(e.get("count"))
    if len(bench) <= count:
        chosen[:] = list(range(len(bench)))
    elif len(chosen) < count:
        options = [
            Action("target", "", f"their-bench{i}") for i in range(len(bench)) if i not in chosen
        ]
        return ask(st, seat, options, "Choose a Benched Pokémon of your opponent's")
    for i in sorted(chosen):
        took = bench_hit(st, ctx, 1 - seat, bench[i], int(e.get("amount")))
        emit(st, "damage", f"{_mon_name(st, bench[i])} takes {took} damage.")
    ctx.pop("chosen")
    return None


@op("bench_flips", {"amount": Field("int", True), "self_per_tails": Field("int")})
def _bench_flips(st: OriginsState, frame: Frame, e: Effect) -> str | None:
    """Thunderstorm: a coin for each of the opponent's Benched Pokémon, ``amount`` damage to it
    on heads; then the attacker does ``self_per_tails`` damage to itself for each tails."""
    ctx = context(st)
    seat = ctx["seat"]
    tails = 0
    for mon in st.bench[1 - seat]:
        heads = coin(st, seat)
        face = "heads" if heads else "tails"
        emit(st, "flip", f"{seat_name(seat)} flips for {_mon_name(st, mon)}: {face}.")
        if heads:
            bench_hit(st, ctx, 1 - seat, mon, int(e.get("amount")))
        else:
            tails += 1
    me = attacker(st, ctx)
    if me is not None and tails and e.get("self_per_tails"):
        me["damage"] += tails * int(e.get("self_per_tails"))
    return None


@op("destiny_bond", {})
def _destiny_bond(st: OriginsState, frame: Frame, e: Effect) -> str | None:
    """If an attack Knocks Out the attacker during the opponent's next turn, the Pokémon that
    attacked is Knocked Out too."""
    mon = attacker(st, context(st))
    if mon is not None:
        mon["markers"].append({"kind": "destiny_bond", "until": st.turn + 1})
    return None


@op("base_damage_next_turn", {"attack": Field("str", True), "amount": Field("int", True)})
def _base_damage_next_turn(st: OriginsState, frame: Frame, e: Effect) -> str | None:
    """Swords Dance: during your next turn, the attacker's attack named ``attack`` has base
    damage ``amount``."""
    mon = attacker(st, context(st))
    if mon is not None:
        mon["markers"].append(
            {
                "kind": "base_damage",
                "until": st.turn + 2,
                "attack": e.get("attack"),
                "amount": int(e.get("amount")),
            }
        )
    return None


@op("return_defending", {})
def _return_defending(st: OriginsState, frame: Frame, e: Effect) -> str | None:
    """Hurricane (after ``hit``): unless the Defending Pokémon is Knocked Out, it and every card
    on it go back to its owner's hand."""
    ctx = context(st)
    owner = 1 - int(ctx["seat"])
    mon = st.active[owner]
    if mon is None or mon["damage"] >= board.hp(st, mon) or _protected(mon):
        return None
    cards = mon["cards"] + mon["energy"] + mon["tools"]
    st.active[owner] = None
    st.hand[owner].extend(cards)
    st.known[owner].extend(cards)
    emit(st, "return", f"{seat_name(owner)}'s {_mon_name(st, mon)} returns to their hand.")
    st.flow.insert(0, f"promote{owner}")
    return None


@op("forbid_attack", {})
def _forbid_attack(st: OriginsState, frame: Frame, e: Effect) -> str | None:
    """Amnesia: the acting player chooses one of the Defending Pokémon's attacks; it can't use
    that attack during the opponent's next turn."""
    ctx = context(st)
    seat = ctx["seat"]
    them = defending(st, ctx)
    if them is None or _protected(them):
        return None
    attacks = board.top(st, them).attacks
    got = answer(st)
    if got is None:
        options = [Action("attack", "", str(i)) for i in range(len(attacks))]
        if len(options) > 1:
            return ask(st, seat, options, "Choose one of the Defending Pokémon's attacks")
        if not options:
            return None
        got = options[0]
    index = int(got.pos)
    them["markers"].append({"kind": "forbid_attack", "until": st.turn + 1, "attack": index})
    emit(st, "marker", f"{_mon_name(st, them)} can't use {attacks[index].name} next turn.")
    return None


@op("mill_for_energy", {"type": Field("str", True)})
def _mill_for_energy(st: OriginsState, frame: Frame, e: Effect) -> str | None:
    """Wildfire: the acting player discards any number of Energy cards of ``type`` from the
    attacker (one at a time, ``no`` to stop), then as many cards from the top of the
    opponent's deck."""
    from ..actions import NO

    ctx = context(st)
    seat = ctx["seat"]
    me = attacker(st, ctx)
    done = int(ctx.get("milled", 0))
    got = answer(st)
    if me is not None and got is not None and got.verb == "pick":
        board.detach_energy(st, me, got.card)
        st.discard[seat].append(got.card)
        done += 1
        ctx["milled"] = done
        got = None
    if me is not None and got is None:
        kinds = sorted({c for c in me["energy"] if e.get("type") in board.provides(st, c)})
        if kinds:
            return ask(
                st, seat, [*(Action("pick", k) for k in kinds), NO], "Discard a Fire Energy?"
            )
    ctx.pop("milled", None)
    deck = st.deck[1 - seat]
    for _ in range(min(done, len(deck))):
        st.discard[1 - seat].append(deck.pop())
    if done:
        emit(
            st, "mill", f"{done} cards from the top of {seat_name(1 - seat)}'s deck are discarded."
        )
    return None


def _return_self_usable(st: OriginsState, seat: int, e: Effect) -> bool:
    """Not the player's last Pokémon in play (as Scoop Up)."""
    return len(board.in_play(st, seat)) > 1


@op("return_self", {}, usable=_return_self_usable)
def _return_self(st: OriginsState, frame: Frame, e: Effect) -> str | None:
    """Cowardice: the power's Pokémon goes back to the hand (its Basic card; every other card on
    it to the discard pile); not while it is the player's only Pokémon in play."""
    ctx = context(st)
    seat = ctx["seat"]
    mon = _take_mon(st, seat, str(ctx["pos"]))
    st.hand[seat].append(mon["cards"][0])
    st.known[seat].append(mon["cards"][0])
    st.discard[seat].extend(mon["cards"][1:] + mon["energy"] + mon["tools"])
    emit(
        st,
        "return",
        f"{seat_name(seat)} returns {board.card_name(st, mon['cards'][0])} to their hand.",
    )
    if st.active[seat] is None:
        st.flow.insert(0, f"promote{seat}")
    return None


# -- operations: copying attacks, the deck's top, evolutions ------------------------------------
@op("metronome", {})
def _metronome(st: OriginsState, frame: Frame, e: Effect) -> str | None:
    """Metronome: the acting player chooses one of the Defending Pokémon's attacks and this
    attack copies it (its damage and effects), without its Energy cost or what is required to
    use it (an Energy discarded as a cost, a "can't use unless")."""
    ctx = context(st)
    seat = ctx["seat"]
    them = defending(st, ctx)
    if them is None:
        return None
    card = board.top(st, them)
    got = answer(st)
    if got is None:
        options = [Action("attack", "", str(i)) for i in range(len(card.attacks))]
        if not options:
            return None
        if len(options) > 1:
            return ask(st, seat, options, "Choose the Defending Pokémon's attack to copy")
        got = options[0]
    copied = card.attacks[int(got.pos)]
    ctx["printed"] = ctx["damage"] = copied.damage
    ctx["copied"] = True
    emit(st, "metronome", f"Metronome copies {copied.name}.", attack=copied.name)
    st.tasks.append({"src": ["attack", card.id, int(got.pos)], "path": [], "i": 0, "ctx": None})
    return None


@op("mirror_move", {})
def _mirror_move(st: OriginsState, frame: Frame, e: Effect) -> str | None:
    """Mirror Move: if the attacker was attacked during the opponent's last turn, the damage
    and the special conditions that attack gave it are done to the Defending Pokémon; else the
    attack does nothing. The damage is this attack's damage without Weakness or Resistance
    (the final result): what changes the damage of attacks after them still does (PlusPower,
    Defender, Minimize, Harden, Invisible Wall, Kabuto Armor)."""
    ctx = context(st)
    me, them = attacker(st, ctx), defending(st, ctx)
    mark = None
    if me is not None:
        mark = next((m for m in me["markers"] if m["kind"] == "attacked"), None)
    ctx["damage"] = 0
    if mark is None or them is None or _protected(them):
        return None
    ctx["damage"] = int(mark["damage"])
    ctx["no_wr"] = True
    ctx.setdefault("after", []).extend([status, POISON_DAMAGE] for status in mark["conds"])
    return None


@op("rearrange_either", {"count": Field("int", True)})
def _rearrange_either(st: OriginsState, frame: Frame, e: Effect) -> str | None:
    """Prophecy: the acting player chooses a deck (``yes``: their own, ``no``: the
    opponent's), then rearranges up to ``count`` cards from its top (see ``rearrange_top``)."""
    ctx = context(st)
    seat = ctx["seat"]
    if "deck_of" not in ctx:
        got = answer(st)
        if got is None:
            from ..actions import NO, YES

            return ask(st, seat, [YES, NO], "Look at your own deck (yes) or the opponent's (no)?")
        ctx["deck_of"] = seat if got.verb == "yes" else 1 - seat
    result = _rearrange(st, seat, int(ctx["deck_of"]), int(e.get("count")))
    if result is None:
        ctx.pop("deck_of", None)
    return result


def _breeder_usable(st: OriginsState, seat: int, e: Effect) -> bool:
    from .powers import evolving_allowed

    if st.turns_taken[seat] <= 1 or not evolving_allowed(st):
        return False
    return bool(_breeder_pairs(st, seat))


def _breeder_pairs(st: OriginsState, seat: int) -> list[tuple[str, str]]:
    """(Stage 2 card in hand, position of a Basic it fits) pairs, by the Stage 1 between."""
    out = []
    for card_id in sorted(set(st.hand[seat])):
        card = st.cards[card_id]
        if card.stage != "Stage 2":
            continue
        middles = {
            c.evolves_from
            for c in st.cards.values()
            if c.stage == "Stage 1" and c.name == card.evolves_from
        }
        for pos, mon in board.positions_of(st, seat, seat):
            fresh = len(mon["cards"]) == 1 and mon["since"] < st.turn
            if fresh and board.top(st, mon).name in middles:
                out.append((card_id, pos))
    return out


@op("breeder", {}, usable=_breeder_usable)
def _breeder(st: OriginsState, frame: Frame, e: Effect) -> str | None:
    """Pokémon Breeder: a Stage 2 card from the hand onto the matching Basic Pokémon (its Stage 1
    skipped), when that Pokémon could evolve anyway."""
    from .turn import take

    ctx = context(st)
    seat = ctx["seat"]
    pairs = _breeder_pairs(st, seat)
    if "stage2" not in ctx:
        got = answer(st)
        if got is None:
            kinds = sorted({c for c, _ in pairs})
            if not kinds:
                return None
            if len(kinds) > 1:
                st.pending = {
                    "kind": "effect",
                    "seat": seat,
                    "text": "Choose the Stage 2 card",
                    "options": [],
                    "from": "hand",
                    "filter": {"kind": "breeder", "seat": seat},
                }
                return WAIT
            got = Action("pick", kinds[0])
        # the card leaves the hand at once, shown: the rest of the choice names no hidden card
        take(st, seat, got.card)
        ctx["stage2"] = got.card
        ctx["spots"] = [pos for c, pos in pairs if c == got.card]
        name = board.card_name(st, got.card)
        text = f"{seat_name(seat)} shows {name}."
        st.events.append(Event("show", text, {"card": got.card}, reveals=("card",)))
    card = ctx["stage2"]
    got = answer(st)
    if got is None:
        spots = [Action("target", "", pos) for pos in ctx["spots"]]
        if len(spots) > 1:
            return ask(st, seat, spots, "Choose the Basic Pokémon to evolve")
        got = spots[0]
    ctx.pop("stage2")
    ctx.pop("spots")
    mon = board.mon_at(st, seat, got.pos)[1]
    assert mon is not None
    old = _mon_name(st, mon)
    mon["cards"].append(card)
    mon["since"] = st.turn
    board.clear_on_leave(mon)
    emit(st, "evolve", f"{seat_name(seat)} evolves {old} into {board.card_name(st, card)}.")
    return None


def _devolve_usable(st: OriginsState, seat: int, e: Effect) -> bool:
    return any(len(m["cards"]) > 1 for m in board.in_play(st, seat))


@op("devolve", {}, usable=_devolve_usable)
def _devolve(st: OriginsState, frame: Frame, e: Effect) -> str | None:
    """Devolution Spray: one of the acting player's evolved Pokémon loses the Evolution cards of
    a Stage the player chooses and above (to the discard pile), and what attacks did to it."""
    ctx = context(st)
    seat = ctx["seat"]
    if "mon" not in ctx:
        got = answer(st)
        if got is None:
            options = _own_mons(st, seat, lambda m: len(m["cards"]) > 1)
            if len(options) > 1:
                return ask(st, seat, options, "Choose one of your evolved Pokémon")
            got = options[0]
        ctx["mon"] = got.pos
    mon = board.mon_at(st, seat, ctx["mon"])[1]
    assert mon is not None
    got = answer(st)
    if got is None:
        stages = [Action("pick", c) for c in mon["cards"][1:]]
        if len(stages) > 1:
            return ask(st, seat, stages, "Discard from which Evolution card up?")
        got = stages[0]
    ctx.pop("mon")
    cut = mon["cards"].index(got.card, 1)
    st.discard[seat].extend(mon["cards"][cut:])
    del mon["cards"][cut:]
    board.clear_on_leave(mon)
    emit(st, "devolve", f"{seat_name(seat)}'s Pokémon devolves into {_mon_name(st, mon)}.")
    return None


# -- operations: types ---------------------------------------------------------------------------
#: the types a player may name (Colorless never)
NAMEABLE = ("Grass", "Fire", "Water", "Lightning", "Psychic", "Fighting")


@op(
    "change_type",
    {"what": Field("str", True, ("defending_weakness", "own_resistance", "own_type"))},
)
def _change_type(st: OriginsState, frame: Frame, e: Effect) -> str | None:
    """Conversion 1 (the Defending Pokémon's Weakness, if it has one; ``no`` keeps it),
    Conversion 2 (the attacker's Resistance), Shift (the power's Pokémon takes the type of
    another Pokémon in play, for the turn): the acting player names a type (``type X``)."""
    from ..actions import NO

    ctx = context(st)
    seat = ctx["seat"]
    what = e.get("what")
    if what == "defending_weakness":
        mon = defending(st, ctx)
        if mon is None or not board.top(st, mon).weaknesses or _protected(mon):
            return None
        kinds: list[str] = list(NAMEABLE)
    elif what == "own_resistance":
        mon = attacker(st, ctx)
        kinds = list(NAMEABLE)
    else:
        mon = board.mon_at(st, seat, str(ctx["pos"]))[1]
        others = [m for o in (0, 1) for m in board.in_play(st, o) if m is not mon]
        found = {t for m in others for t in board.types_of(st, m) if t != "Colorless"}
        kinds = [k for k in NAMEABLE if k in found]
    if mon is None or not kinds:
        return None
    got = answer(st)
    if got is None:
        options = [Action("type", "", k) for k in kinds]
        if what == "defending_weakness":
            options.append(NO)
        return ask(st, seat, options, "Choose a type")
    if got.verb == "no":
        return None
    kind = {"defending_weakness": "weakness_is", "own_resistance": "resistance_is"}.get(
        str(what), "type_is"
    )
    until = st.turn if kind == "type_is" else 1 << 30
    mon["markers"] = [m for m in mon["markers"] if m["kind"] != kind]
    mon["markers"].append({"kind": kind, "type": got.pos, "until": until})
    emit(st, "type", f"{_mon_name(st, mon)}: {kind.replace('_is', '')} now {got.pos}.")
    return None


PEEKS = ("my-deck", "their-deck", "their-hand", "my-prize", "their-prize")


@op("peek", {})
def _peek(st: OriginsState, frame: Frame, e: Effect) -> str | None:
    """Peek: the acting player looks at one of: the top card of either deck, a random card of
    the opponent's hand, one of either player's Prize cards (``peek WHERE``). Only they see it;
    what they learn is not kept in the views."""
    ctx = context(st)
    seat = ctx["seat"]
    piles = {
        "my-deck": st.deck[seat],
        "their-deck": st.deck[1 - seat],
        "their-hand": st.hand[1 - seat],
        "my-prize": st.prizes[seat],
        "their-prize": st.prizes[1 - seat],
    }
    got = answer(st)
    if got is None:
        options = [Action("peek", "", k) for k in PEEKS if piles[k]]
        if not options:
            return None
        return ask(st, seat, options, "Look at which card?")
    pile = piles[got.pos]
    if not pile:
        return None
    card = pile[-1] if got.pos.endswith("deck") else pile[st.rng.below(len(pile))]
    name = board.card_name(st, card)
    st.events.append(
        Event(
            "peek",
            f"{seat_name(seat)} peeks at a card ({got.pos.replace('-', ' ')}).",
            {"seat": seat, "where": got.pos},
            private={seat: {"card": card}},
            private_text={seat: f"You see {name}."},
            reveals=("card",),
        )
    )
    return None


def _doll_usable(st: OriginsState, seat: int, e: Effect) -> bool:
    return len(st.bench[seat]) < bench_max(st)


@op("doll", {}, usable=_doll_usable)
def _doll(st: OriginsState, frame: Frame, e: Effect) -> str | None:
    """Clefairy Doll, Mysterious Fossil: the Trainer is put onto the Bench as if it were a Basic
    Pokémon with the HP printed on the card (the content loader refuses a doll without it; no
    attacks, no retreat, no special conditions, no Prize when Knocked
    Out; its owner may discard it from play during their turn: ``power POS``)."""
    from ..state import new_mon

    ctx = context(st)
    seat = ctx["seat"]
    st.bench[seat].append(new_mon(ctx["card"], st.turn))
    ctx["attached"] = True
    return None


def _buzzap_usable(st: OriginsState, seat: int, e: Effect) -> bool:
    return len(board.in_play(st, seat)) > 1


@op("become_energy", {"units": Field("int", True)}, usable=_buzzap_usable)
def _become_energy(st: OriginsState, frame: Frame, e: Effect) -> str | None:
    """Buzzap: the power's Pokémon is Knocked Out (the opponent takes a Prize) and its card is
    attached to another of the player's Pokémon as an Energy card giving ``units`` Energy of a
    type the player names; the rest of its cards go to the discard pile."""
    from .knockout import decide, discard_mon, take_prize

    ctx = context(st)
    seat = ctx["seat"]
    here = str(ctx["pos"])
    if "to" not in ctx:
        got = answer(st)
        if got is None:
            options = [a for a in _own_choice(st, seat, False) if a.pos != here]
            if len(options) > 1:
                return ask(st, seat, options, "Attach it to which Pokémon?")
            got = options[0]
        ctx["to"] = got.pos
    got = answer(st)
    if got is None:
        return ask(st, seat, [Action("type", "", k) for k in NAMEABLE], "Energy of which type?")
    target = board.mon_at(st, seat, str(ctx.pop("to")))[1]
    mon = _take_mon(st, seat, here)
    assert target is not None
    card = mon["cards"][-1]
    mon["cards"] = mon["cards"][:-1]
    discard_mon(st, seat, mon)
    target["energy"].append(card)
    target.setdefault("as_energy", []).append([card, got.pos, int(e.get("units"))])
    name = board.card_name(st, card)
    emit(st, "knockout", f"{seat_name(seat)}'s {name} is Knocked Out and becomes Energy.")
    take_prize(st, 1 - seat)
    if here == "active":
        st.flow.insert(0, f"promote{seat}")
    if not st.prizes[1 - seat]:
        decide(st, [seat == 1, seat == 0])
    return None


# -- operations of rule layers --------------------------------------------------------------------
@op("return_energy", {})
def _return_energy(st: OriginsState, frame: Frame, e: Effect) -> str | None:
    """The acting player returns an Energy card of their choice attached to their Active
    Pokémon to their hand (shown: it was in play)."""
    ctx = context(st)
    seat = ctx["seat"]
    mon = st.active[seat]
    if mon is None or not mon["energy"]:
        return None
    got = answer(st)
    if got is None:
        kinds = sorted(set(mon["energy"]))
        if len(kinds) > 1:
            options = [Action("pick", k) for k in kinds]
            return ask(st, seat, options, "Choose an Energy card to return to your hand")
        got = Action("pick", kinds[0])
    board.detach_energy(st, mon, got.card)
    st.hand[seat].append(got.card)
    st.known[seat].append(got.card)
    name = board.card_name(st, got.card)
    emit(st, "return_energy", f"{seat_name(seat)} returns {name} to their hand.", card=got.card)
    return None


@op("ultra_beast_cost", {})
def _ultra_beast_cost(st: OriginsState, frame: Frame, e: Effect) -> str | None:
    """The player of an Ultra Beast removes from the game a Pokémon card of its type from their
    hand, chosen there (shown as it goes)."""
    from .turn import take

    ctx = context(st)
    seat = ctx["seat"]
    got = answer(st)
    if got is None:
        wanted = {"kind": "pokemon", "type": ctx["type"]}
        if not any(fits(st, c, wanted) for c in st.hand[seat]):
            return None  # not reached: the Ultra Beast is offered only with one
        st.pending = {
            "kind": "effect",
            "seat": seat,
            "text": f"Choose a {ctx['type']} Pokémon card to remove from the game",
            "options": [],
            "from": "hand",
            "filter": wanted,
        }
        return WAIT
    take(st, seat, got.card)
    st.removed[seat].append(got.card)
    name = board.card_name(st, got.card)
    emit(st, "removed", f"{seat_name(seat)} removes {name} from the game.", card=got.card)
    return None


def ultra_beast_payable(st: OriginsState, seat: int, card_id: str) -> bool:
    """Whether ``seat``'s hand holds a Pokémon card of the Ultra Beast's type besides it."""
    card = st.cards[card_id]
    wanted = {"kind": "pokemon", "type": card.types[0] if card.types else ""}
    n = sum(1 for c in st.hand[seat] if fits(st, c, wanted))
    return n - 1 >= 1


STADIUM_KINDS = ("base_damage", "retreat_basic", "bench_max")


@op(
    "stadium",
    {
        "kind": Field("str", True, STADIUM_KINDS),
        "type": Field("str"),
        "amount": Field("int", True),
    },
)
def _stadium(st: OriginsState, frame: Frame, e: Effect) -> str | None:
    """The Stadium comes into play (one at a time: the one in play goes to its owner's discard
    pile); while it is in play its rule works for both players (``base_damage``: ``amount``
    more base damage for attacks of ``type`` Pokémon; ``retreat_basic``: Basic Pokémon retreat
    for ``amount`` less; ``bench_max``: at most ``amount`` Benched Pokémon, the extra ones
    discarded, each player choosing theirs)."""
    from . import knockout, layers

    ctx = context(st)
    seat = ctx["seat"]
    if not ctx.get("placed"):
        old = st.flags.get("stadium")
        if old is not None:
            st.discard[int(old[0])].append(str(old[1]))
            emit(st, "discard", f"{board.card_name(st, str(old[1]))} is discarded.", card=old[1])
        st.flags["stadium"] = [seat, ctx["card"]]
        ctx["attached"] = True  # stays in play: not discarded when carried out
        ctx["placed"] = True
    if e.get("kind") == "bench_max":
        most = int(e.get("amount"))
        got = answer(st)
        if got is not None:
            who = int(ctx.get("trimming", seat))
            mon = _take_mon(st, who, got.pos)
            if layers.on(st, "bench_overflow_knockout"):
                knockout.knock_out(st, who, mon)  # discarded as Knocked Out: a Prize
            else:
                st.discard[who].extend(mon["cards"] + mon["energy"] + mon["tools"])
                emit(st, "discard", f"{_mon_name(st, mon)} is discarded from the Bench.")
        for who in (seat, 1 - seat):
            if len(st.bench[who]) > most:
                ctx["trimming"] = who
                options = [
                    Action("target", "", pos)
                    for pos, _ in board.positions_of(st, who, who)
                    if pos != "active"
                ]
                text = f"Choose a Benched Pokémon to discard (at most {most})"
                return ask(st, who, options, text)
        ctx.pop("trimming", None)
        won = [not st.prizes[p] or not board.in_play(st, 1 - p) for p in (0, 1)]
        if any(won) and layers.on(st, "bench_overflow_knockout"):
            knockout.decide(st, won)  # the overflow's Prizes may win the game
    return None


def stadium_rule(st: OriginsState, kind: str) -> Effect | None:
    """The rule of the Stadium in play, if it is of ``kind``."""
    here = st.flags.get("stadium")
    if here is None:
        return None
    for e in st.cards[str(here[1])].effects:
        if e.op == "stadium" and e.get("kind") == kind:
            return e
    return None


def bench_max(st: OriginsState) -> int:
    """How many Benched Pokémon a player may have (5; a Stadium may say fewer)."""
    rule = stadium_rule(st, "bench_max")
    return BENCH_MAX if rule is None else int(rule.get("amount"))


@op("turn_start_peek", {})
def _turn_start_peek(st: OriginsState, frame: Frame, e: Effect) -> str | None:
    """Foresight: the player looks at the top card of their deck (only they see it) and may put
    it on the bottom (``yes``) or leave it (``no``)."""
    from ..actions import NO, YES

    ctx = context(st)
    seat = ctx["seat"]
    got = answer(st)
    if got is None:
        if not st.deck[seat]:
            return None
        top = st.deck[seat].pop()
        st.flags["looking"] = [top]
        st.flags["looking_owner"] = seat
        st.events.append(
            Event(
                "look",
                f"{seat_name(seat)} looks at the top card of their deck.",
                {"seat": seat, "n": 1},
                private={seat: {"cards": [top]}},
                reveals=("deck top",),
            )
        )
        return ask(st, seat, [YES, NO], "Put the top card of your deck on the bottom?")
    card = st.flags.pop("looking")[0]
    st.flags.pop("looking_owner", None)
    if got.verb == "yes":
        st.deck[seat].insert(0, card)
        emit(st, "bottom", f"{seat_name(seat)} puts the top card of their deck on the bottom.")
    else:
        st.deck[seat].append(card)
        emit(st, "keep", f"{seat_name(seat)} leaves the top card of their deck.")
    return None


@op("attacks", {"uses": Field("strs", True)})
def _attacks(st: OriginsState, frame: Frame, e: Effect) -> str | None:
    """The attacking Pokémon makes several attacks at once: its own attacks named in ``uses``
    (the content loader checks the names), each carried out as an attack of its own (its
    effects, then its damage, Weakness and Resistance). The attack holding them does no damage
    itself. With ``multiple_attacks`` the player chooses the order, and a Knock Out between two
    of them is dealt with (Prizes, the opponent's new Active Pokémon) before the next; without
    it, they go in the order written and Knock Outs wait for the end of the whole attack."""
    from . import knockout, layers
    from .attack import attack_context

    ctx = context(st)
    seat = ctx["seat"]
    ctx["hit"] = True  # no damage of its own
    if "left" not in ctx:
        names = [a.name for a in st.cards[ctx["card"]].attacks]
        ctx["left"] = [names.index(n) for n in e.get("uses")]
    separate = layers.on(st, "multiple_attacks")
    if ctx.pop("running", False) and separate:
        knockout.sweep(st)  # the attack just done: its Knock Outs, Prizes, maybe the win
        if st.outcome is not None:
            return None
    them = 1 - seat
    if st.active[seat] is None or not ctx["left"]:
        return None  # the attacker is gone: its other attacks don't happen
    if st.active[them] is None:  # a Benched Pokémon comes in before the next attack
        got = answer(st)
        places = knockout.promote_options(st, them)
        if got is None and len(places) > 1:
            text = "Choose your new Active Pokémon"
            return ask(st, them, [Action("promote", "", p) for p in places], text)
        if not places:
            return None
        knockout.promote(st, them, places[0] if got is None else got.pos)
    got = answer(st)
    if got is None and separate and len(ctx["left"]) > 1:
        options = [Action("attack", "", str(i)) for i in ctx["left"]]
        return ask(st, seat, options, "Choose the attack to do next")
    index = ctx["left"][0] if got is None else int(got.pos)
    ctx["left"].remove(index)
    ctx["running"] = True
    atk = st.cards[ctx["card"]].attacks[index]
    emit(st, "attack", f"{seat_name(seat)} attacks with {atk.name}.", attack=atk.name)
    start(st, ["attack", ctx["card"], index], attack_context(st, seat, index))
    return WAIT  # the attack runs on top; this operation goes on when it is done


@op("before_next_turn", {"ops": Field("ops", True)})
def _before_next_turn(st: OriginsState, frame: Frame, e: Effect) -> str | None:
    """ "Before your next turn, you may …": the acting player may carry out ``ops`` once before
    their next turn. It is offered at once (``yes``/``no``, when the operations can be done);
    not taken, with the ``option_until_checkup`` layer it is kept and offered again at each
    Pokémon Checkup until that turn, the checkup before it the last window (even without
    Special Conditions), then it lapses (:func:`offer_options`); classic: it lapses at once
    (the era gives a player no window outside their own turn)."""
    from ..actions import NO, YES
    from .layers import on

    ctx = context(st)
    seat = ctx["seat"]
    got = answer(st)
    kept = on(st, "option_until_checkup")
    if got is None and usable(st, seat, tuple(e.get("ops"))):
        later = " (or at a Pokémon Checkup before your next turn)" if kept else ""
        return ask(st, seat, [YES, NO], f"Use your option now{later}?")
    if got is not None and got.verb == "yes":
        push_branch(st, frame, "ops")
        return None
    if kept:
        option = {
            "seat": seat,
            "src": list(frame["src"]),
            "path": [*frame["path"], [frame["i"], "ops"]],
            "until": st.turn + 1,  # the opponent's turn: its checkup is the last window
        }
        st.flags.setdefault("options", []).append(option)
    return None


def offer_options(st: OriginsState) -> None:
    """During a Pokémon Checkup (``option_until_checkup``): each kept "before your next turn"
    option is offered to its player (the player whose turn it is first); the checkup before
    that player's next turn is its last window."""
    kept: list[dict[str, Any]] = st.flags.get("options", [])
    mine = [o for o in kept if o["seat"] == st.current]
    for option in reversed(mine + [o for o in kept if o["seat"] != st.current]):
        start(st, ["layer", "", "option_window"], {"seat": option["seat"], "option": option})


@op("offer_option", {})
def _offer_option(st: OriginsState, frame: Frame, e: Effect) -> str | None:
    """One window of a kept option (see ``before_next_turn``): ``yes`` carries it out (and it
    is gone), ``no`` keeps it unless this is its last window; an option that can't be done
    now is not asked about."""
    from ..actions import NO, YES

    ctx = context(st)
    seat, option = int(ctx["seat"]), ctx["option"]
    kept: list[dict[str, Any]] = st.flags.get("options", [])
    if option not in kept:
        return None
    last = st.turn >= int(option["until"])
    ops = frame_ops(st, {"src": option["src"], "path": option["path"]})
    got = answer(st)
    if got is None and usable(st, seat, ops):
        text = "Use your option now?" + (" (the last chance)" if last else "")
        return ask(st, seat, [YES, NO], text)
    taken = got is not None and got.verb == "yes"
    if taken or last:
        kept.remove(option)
        if not kept:
            st.flags.pop("options")
    if taken:
        st.tasks.append(
            {"src": option["src"], "path": option["path"], "i": 0, "ctx": {"seat": seat}}
        )
    elif last:
        emit(st, "lapse", f"{seat_name(seat)}'s option lapses.")
    return None


#: rule layer -> the operations it runs (an effect source ``["layer", card, layer]``)
LAYER_OPS: dict[str, tuple[Effect, ...]] = {
    "ancient_energy_return": validate_ops([{"op": "return_energy"}], "layer ancient_energy_return"),
    "ultra_beast_cost": validate_ops([{"op": "ultra_beast_cost"}], "layer ultra_beast_cost"),
    "turn_start_peek": validate_ops([{"op": "turn_start_peek"}], "layer turn_start_peek"),
    "option_window": validate_ops([{"op": "offer_option"}], "layer option_window"),
}
