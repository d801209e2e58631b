"""A following battle: what the trainers carry from one battle into the next (the map and the
campaigns call the battle system battle after battle).

``carry_params(state)`` gives the parameters of the next battle from a finished one, so that the
next battle is an ordinary, replayable record (its header holds them): each trainer's party as it
left the battle (forms back to the ones it entered with, damage, statuses, held items, taught moves
and Distortion Breach cards, Egg Moves, Catch Sizes; a fainted Pokémon stays fainted), the
Pokémon it captured or stole added while there is room (6 at most), its trainer card, bag,
Amplifier die, Firewood, Change of Fate hand and Follower token, and the campaign board's Prism
Armour areas. ``next_battle`` starts that battle, with any parameter overridden (the next
opponent, the place, a new seed).

Rewards that are not battle pieces (Journey Points, the Apricorns a wild Pokémon guarded, Artifacts
taken) stay in ``state.rewards`` for the campaign to hand out.

The carried ``fate0``/``fate1`` name each trainer's hand: like every parameter marked
``secret_to_side``, each is its own trainer's secret (never shown to the other seat).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from pokeforge.core.errors import ParamError

from .journey import JourneyState
from .pieces import COLOURS, Mon

if TYPE_CHECKING:
    from .game import SinnohGame
    from .state import SinnohState

MAX_PARTY = 6


def mon_spec(st: SinnohState, mon: Mon) -> str:
    """A Pokémon as a party entry: ``card@item@item2+Move…#trait…``."""
    text = mon.card + "".join(f"@{i}" for i in mon.held())
    text += "".join(f"+{m}" for m in mon.moves)
    traits = ["egg"] if mon.egg else []
    if mon.size:
        traits.append(f"size={mon.size}")
    if mon.damage:
        traits.append(f"damage={mon.damage}")
    traits.extend(mon.statuses)
    return text + "".join(f"#{t}" for t in traits)


def _leaving(st: SinnohState) -> dict[int, list[Mon]]:
    """Each trainer side's Pokémon after the battle: its own (less those stolen from it), then
    those it captured or stole."""
    stolen = {(int(v), int(s)) for v, s, _ in st.rewards.get("stolen", [])}
    out: dict[int, list[Mon]] = {}
    for i, side in enumerate(st.sides):
        if side.kind == "trainer":
            out[i] = [m for j, m in enumerate(side.party) if (i, j) not in stolen]
    for victim, slot, _ in st.rewards.get("stolen", []):
        mon = st.sides[int(victim)].party[int(slot)].copy()
        mon.fainted = False
        out[1 - int(victim)].append(mon)
    wild = st.sides[1]
    if wild.kind in ("wild", "swarm") and 0 in out:
        captured = st.rewards.get("captured_slots")
        if captured is None and st.rewards.get("captured"):
            captured = [wild.active or 0]
        for slot in captured or []:
            mon = wild.party[int(slot)].copy()
            mon.fainted = False
            out[0].append(mon)
    return {i: mons[:MAX_PARTY] for i, mons in out.items()}


def carry_params(st: SinnohState) -> dict[str, str]:
    """The parameters of the next battle of the same trainers (see the module docstring)."""
    if st.outcome is None:
        raise ParamError("the battle is not over yet")
    out: dict[str, str] = {}
    for i, mons in _leaving(st).items():
        side = st.sides[i]
        out[f"party{i}"] = ",".join(mon_spec(st, m) for m in mons)
        out[f"trainer{i}"] = side.trainer
        bag = ",".join(f"{c}={n}" for c, n in zip(COLOURS, side.bag, strict=True) if n)
        out[f"bag{i}"] = bag or "red=0"  # an empty bag stays empty
        out[f"amplifier{i}"] = str(side.amp)
        out[f"firewood{i}"] = str(side.firewood)
        out[f"fate{i}"] = ",".join(side.hand)
        out[f"follower{i}"] = side.follower
    out["prism_board"] = f"{st.prism_board[0]},{st.prism_board[1]}"
    return out


def next_battle(
    game: SinnohGame, st: SinnohState, seed: int = 0, seats: int | None = None, **params: Any
) -> SinnohState:
    """Start the battle that follows ``st``: its carried parameters, overridden by ``params``."""
    raw: dict[str, Any] = {**carry_params(st), **params}
    nxt = game.new_state(game.params(raw), seed=seed, seats=seats)
    assert not isinstance(nxt, JourneyState), "a following battle is a battle"
    return nxt
