"""A player's turn (rulebook: "Taking a turn"): draw (no card: that player loses), then any
number of: a Basic Pokémon to the Bench, evolving, one Energy attachment, Trainers, one retreat,
Pokémon Powers; an attack ends the turn, and so does passing."""

from __future__ import annotations

from typing import TYPE_CHECKING

from pokeforge.core import Event, seat_name

from ..actions import BENCH_POSITIONS, END, Action, act
from . import attack, board, effects, layers, powers, trainers
from .checkup import expire
from .knockout import finish

if TYPE_CHECKING:
    from ..state import Mon, OriginsState


def draw(st: OriginsState, seat: int) -> None:
    """``seat`` draws the top card of its deck (only it sees which)."""
    card = st.deck[seat].pop()
    st.hand[seat].append(card)
    name = board.card_name(st, card)
    st.events.append(
        Event(
            "draw",
            f"{seat_name(seat)} draws a card.",
            {"seat": seat},
            private={seat: {"card": card}},
            private_text={seat: f"{seat_name(seat)} draws {name}."},
        )
    )


def next_turn(st: OriginsState) -> None:
    """The next player's turn begins with its draw; a player who cannot draw loses."""
    st.current = st.first if st.turn == 0 else 1 - st.current
    st.turn += 1
    st.turns_taken[st.current] += 1
    st.energy_played = False
    st.retreated = False
    st.flags.pop("retreat_failed", None)
    expire(st, st.turn - 1)
    options = [o for o in st.flags.get("options", []) if int(o["until"]) >= st.turn]
    if options:  # an option "before your next turn" lapses at that turn at the latest
        st.flags["options"] = options
    else:
        st.flags.pop("options", None)
    seat = st.current
    st.events.append(Event("turn", f"Turn {st.turn}: {seat_name(seat)}.", {"turn": st.turn}))
    starts = [mon for mon in board.in_play(st, seat) if powers.passive(st, mon, "turn_start_peek")]
    for mon in reversed(starts):  # a stack: the first runs first
        src = ["layer", mon["cards"][-1], "turn_start_peek"]
        effects.start(st, src, {"seat": seat})
    if starts and layers.on(st, "beginning_before_draw"):
        st.flow.insert(0, "draw")  # the draw waits for the "beginning of turn" effects
        return
    draw_step(st)


def draw_step(st: OriginsState) -> None:
    """The player whose turn it is draws; one who cannot loses."""
    seat = st.current
    if not st.deck[seat]:
        finish(st, 1 - seat, f"{seat_name(seat)} cannot draw a card", "deck_out")
        return
    draw(st, seat)


def can_evolve(st: OriginsState, seat: int) -> bool:
    """Evolving is not allowed on a player's first turn (the 1999 rulebook)."""
    return st.turns_taken[seat] > 1


def main_actions(st: OriginsState, seat: int) -> list[Action]:
    out: list[Action] = []
    cards = st.cards
    mons = board.positions_of(st, seat, seat)
    bench_full = len(st.bench[seat]) >= effects.bench_max(st)
    evolve_ok: bool | None = None  # asked only when an Evolution card is in the hand
    for k in sorted(set(st.hand[seat])):
        card = cards[k]
        if not _ultra_beast_ok(st, seat, k):
            continue  # playing it, as a Basic or by evolving, needs its cost
        if card.is_basic_pokemon:
            if not bench_full:
                out.append(act("bench", k))
            if card.evolves_from and layers.on(st, "baby_evolution"):
                if evolve_ok is None:
                    evolve_ok = can_evolve(st, seat) and powers.evolving_allowed(st)
                if evolve_ok:
                    out.extend(_evolve_targets(st, mons, card.evolves_from, k))
        elif card.is_pokemon:
            if evolve_ok is None:
                evolve_ok = can_evolve(st, seat) and powers.evolving_allowed(st)
            if not evolve_ok:
                continue
            out.extend(_evolve_targets(st, mons, card.evolves_from, k))
        elif card.is_energy:
            if not st.energy_played:
                out.extend(
                    act("attach", k, pos) for pos, m in mons if not layers.future_waits(st, seat, m)
                )
        elif card.is_trainer and trainers.playable(st, seat, k):
            out.append(act("play", k))
    out.extend(powers.power_actions(st, seat))
    # a Clefairy Doll or Mysterious Fossil may be discarded from play at any time of the turn
    out.extend(act("power", "", pos) for pos, m in mons if board.is_doll(st, m))
    active = st.active[seat]
    if active is not None and st.bench[seat] and can_retreat(st, seat):
        out.extend(act("retreat", "", BENCH_POSITIONS[i]) for i in range(len(st.bench[seat])))
    if active is not None:
        for i in range(len(board.top(st, active).attacks)):
            if attack.can_attack(st, seat, i):
                out.append(act("attack", "", str(i)))
    out.append(END)
    return out


def _ultra_beast_ok(st: OriginsState, seat: int, k: str) -> bool:
    """Whether the card ``k`` may be played now as far as the Ultra Beast cost goes (with
    ``ultra_beast_cost``, "playing" is both benching a Basic and evolving)."""
    if "Ultra Beast" not in st.cards[k].subtypes or not layers.on(st, "ultra_beast_cost"):
        return True
    return effects.ultra_beast_payable(st, seat, k)


def _ultra_beast_cost(st: OriginsState, seat: int, k: str) -> None:
    card = st.cards[k]
    if "Ultra Beast" in card.subtypes and layers.on(st, "ultra_beast_cost"):
        ctx = {"seat": seat, "type": card.types[0] if card.types else ""}
        effects.start(st, ["layer", k, "ultra_beast_cost"], ctx)


def _evolve_targets(
    st: OriginsState, mons: list[tuple[str, Mon]], evolves_from: str | None, k: str
) -> list[Action]:
    """``evolve`` actions of the Evolution card ``k`` onto the player's Pokémon it fits."""
    out: list[Action] = []
    for pos, mon in mons:
        if board.transforms(board.real_top(st, mon)):
            continue  # Ditto can't evolve
        if mon["since"] < st.turn and board.top(st, mon).name == evolves_from:
            out.append(act("evolve", k, pos))
    return out


def can_retreat(st: OriginsState, seat: int) -> bool:
    """Whether ``seat``'s Active Pokémon may retreat now: the era sets no limit a turn, but a
    Confused Pokémon's failed try (tails) is the last one of the turn."""
    mon = st.active[seat]
    if st.flags.get("retreat_failed") == st.turn:
        return False
    if mon is None or any(c in mon["cond"] for c in ("asleep", "paralyzed")):
        return False
    if board.is_doll(st, mon):
        return False
    if board.has_marker(mon, "no_retreat"):
        return False
    return len(board.energy_units(st, mon)) >= powers.retreat_cost(st, seat)


def play_main(st: OriginsState, seat: int, action: Action) -> None:
    from ..state import new_mon

    verb = action.verb
    if verb == "end":
        effects.emit(st, "end", f"{seat_name(seat)} ends their turn.")
        st.flow = ["end_turn", "checkup", "sweep", "next_turn"]
    elif verb == "bench":
        take(st, seat, action.card)
        st.bench[seat].append(new_mon(action.card, st.turn))
        name = board.card_name(st, action.card)
        effects.emit(st, "bench", f"{seat_name(seat)} puts {name} on the Bench.", card=action.card)
        _ultra_beast_cost(st, seat, action.card)
    elif verb == "evolve":
        take(st, seat, action.card)
        mon = board.mon_at(st, seat, action.pos)[1]
        assert mon is not None
        old = board.top(st, mon).name
        mon["cards"].append(action.card)
        mon["since"] = st.turn
        board.clear_on_leave(mon)
        name = board.card_name(st, action.card)
        effects.emit(st, "evolve", f"{seat_name(seat)} evolves {old} into {name}.")
        _ultra_beast_cost(st, seat, action.card)
    elif verb == "attach":
        take(st, seat, action.card)
        mon = board.mon_at(st, seat, action.pos)[1]
        assert mon is not None
        st.energy_played = True  # the turn's one attachment, even if the card never gets there
        effects.attach_from_hand(st, seat, mon, action.card)
    elif verb == "play":
        take(st, seat, action.card)
        trainers.play(st, seat, action.card)
    elif verb == "retreat":
        st.retreated = True
        if _snared_before_retreat(st, seat):
            return
        start_retreat(st, seat, action.pos)
    elif verb == "attack":
        attack.declare(st, seat, int(action.pos))
    elif verb == "power":
        mon = board.mon_at(st, seat, action.pos)[1]
        if mon is not None and board.is_doll(st, mon):
            discard_doll(st, seat, action.pos)
        else:
            powers.use(st, seat, action.pos)


def take(st: OriginsState, seat: int, card: str) -> None:
    """``card`` leaves ``seat``'s hand. A copy of a kind the opponent knew to be there is taken
    to be the known one (the opponent cannot tell the copies apart, so what it knows can only
    shrink)."""
    st.hand[seat].remove(card)
    known = st.known[seat]
    if card in known:
        known.remove(card)


def _snared_before_retreat(st: OriginsState, seat: int) -> bool:
    """With ``instant_speed``, the opponent's Snare Thorns answer the retreat before it
    happens (before the Retreat Cost is paid); whether that Knocked the Active Pokémon Out,
    so that it does not retreat (its Energy goes to the discard pile with it, no cost paid;
    its owner chooses the new Active Pokémon)."""
    hits = powers.snares(st, seat)
    if not hits or not layers.on(st, "instant_speed"):
        return False
    mon = st.active[seat]
    assert mon is not None
    powers.snare(st, mon, hits)
    st.flow.insert(0, "sweep")
    if mon["damage"] < board.hp(st, mon):
        return False
    name = board.top(st, mon).name
    effects.emit(st, "retreat_stopped", f"{name} is Knocked Out before it retreats.")
    return True


def start_retreat(st: OriginsState, seat: int, pos: str) -> None:
    mon = st.active[seat]
    assert mon is not None
    need = powers.retreat_cost(st, seat)
    st.flags["retreat"] = {"seat": seat, "pos": pos, "need": need}
    pay_retreat(st)


def pay_retreat(st: OriginsState, paid: str | None = None) -> None:
    """Discard Energy from the Active Pokémon until the Retreat Cost is paid (the player picks
    which when the Energy differ), then switch."""
    info = st.flags["retreat"]
    seat = info["seat"]
    mon = st.active[seat]
    assert mon is not None
    if paid is not None:
        pay(st, seat, mon, paid, info)
    while info["need"] > 0:
        kinds = sorted(set(mon["energy"]))
        if len(kinds) == 1:
            pay(st, seat, mon, kinds[0], info)
            continue
        st.pending = {
            "kind": "retreat",
            "seat": seat,
            "text": "Choose an Energy card to discard for the Retreat Cost",
            "options": [["pay", k, ""] for k in kinds],
        }
        return
    del st.flags["retreat"]
    name = board.top(st, mon).name
    if "confused" in mon["cond"]:  # the Base Set rules (and the Origins "Classic Confusion")
        heads = effects.coin(st, seat)
        text = f"{seat_name(seat)} flips to retreat the Confused {name}: "
        effects.emit(st, "flip", text + ("heads." if heads else "tails."), faces=[int(heads)])
        if not heads:
            st.flags["retreat_failed"] = st.turn  # no second try this turn
            return
    effects.emit(st, "retreat", f"{seat_name(seat)} retreats {name}.")
    effects.switch_in(st, seat, int(info["pos"][5:]))
    hits = powers.snares(st, seat)
    if hits and not layers.on(st, "instant_speed"):  # classic: once it has retreated
        powers.snare(st, mon, hits)
        st.flow.insert(0, "sweep")


def pay(st: OriginsState, seat: int, mon: dict[str, object], card: str, info: dict) -> None:  # type: ignore[type-arg]
    units = board.detach_energy(st, mon, card)
    st.discard[seat].append(card)
    info["need"] = max(0, info["need"] - max(1, units))


def discard_doll(st: OriginsState, seat: int, pos: str) -> None:
    """A Clefairy Doll or Mysterious Fossil is discarded from play (no Prize for anyone)."""
    from .knockout import discard_mon

    if pos == "active":
        mon = st.active[seat]
        assert mon is not None
        st.active[seat] = None
        st.flow.insert(0, f"promote{seat}")
    else:
        mon = st.bench[seat].pop(int(pos[-1]))
    discard_mon(st, seat, mon)
    name = board.top(st, mon).name
    effects.emit(st, "discard", f"{seat_name(seat)} discards {name} from play.")
