"""What the search agents know of Origins (see :attr:`pokeforge.core.Game.search_module`): the
scale of :func:`.evaluate.evaluate` (100 a Prize card), which is symmetric, so a position is
evaluated once for both seats, and the duel of the two Active Pokémon (:func:`duel`), which the
search adds to it. ``greedy`` maximises the game's :func:`.evaluate.evaluate` alone (unchanged).

Why the duel. With no playouts the search scores positions in the middle of a turn, or early in
the opponent's, where the next attacks have not happened yet: the evaluation counts 4 an Energy
wherever it is and a tenth of a point per HP, so it cannot tell an Active Pokémon that will
knock the other out from one that will be knocked out, nor an Energy that lets the Active
attack from one spread on the Bench. In the ladder's games ``hard`` spread its Energy over the
Bench and retreated (paying Energy) while ``greedy``'s Staryu, fed on its Active, hit for 20
every turn.
"""

from __future__ import annotations

import math
from typing import TYPE_CHECKING

from .evaluate import PRIZE, evaluate
from .rules import board
from .rules.damage import attack_damage

if TYPE_CHECKING:
    from .state import Mon, OriginsState

#: the evaluation margin worth about three quarters of a win (a Prize card)
VALUE_SCALE = 100.0
#: no random playouts: a random player ends its turn, retreats and plays Trainers at random, so
#: six random decisions (most of them inside one turn) say less of a position than the
#: evaluation right away; the tree then reaches further into the turn (attach, then attack)
ROLLOUT_DEPTH = 0
#: each root action starts with this many visits at its one-ply value (greedy's judgement): a
#: search of a few hundred iterations over a turn of many small decisions is noisy at the root,
#: and its simulations must outweigh the evaluation before it plays otherwise. Measured against
#: greedy (hard's 0.9 s, under load): 5 of 6 games won with this and playouts off, 2 of 4 before
PRIOR_VISITS = 10
#: what winning the duel of the Active Pokémon is worth, in Prize cards, when the winner's next
#: attack knocks the other out (see :func:`duel`)
DUEL = 0.5
#: each further attack the winner needs multiplies :data:`DUEL` by this
DUEL_DECAY = 0.7


def next_damage(st: OriginsState, seat: int) -> int:
    """The most damage ``seat``'s Active Pokémon can do to the other Active with its next attack:
    its attacks with a printed damage (a "×" attack counted once, one whose damage only its text
    decides not at all), with the Energy attached now plus one Energy card of its hand if it may
    still attach one before then, after Weakness, Resistance and the protections in play. 0 if
    it cannot attack."""
    me, them = st.active[seat], st.active[1 - seat]
    if me is None or them is None:
        return 0
    attacks = [a for a in board.top(st, me).attacks if a.damage > 0 and a.damage_mode != "?"]
    if not attacks:
        return 0
    now = board.energy_units(st, me)
    options = [now]
    if seat != st.current or not st.energy_played:
        cards = st.cards
        seen: set[str] = set()
        for cid in st.hand[seat]:
            card = cards.get(cid)
            if card is not None and card.is_energy and cid not in seen:
                seen.add(cid)
                options.append(now + list(board.provides(st, cid)))
    best = 0
    for atk in attacks:
        if any(board.can_pay(units, atk.cost) for units in options):
            best = max(best, attack_damage(st, me, them, atk.damage))
    return best


def _delayed(mon: Mon) -> bool:
    """Whether the Pokémon cannot attack at its next chance (Asleep or Paralyzed)."""
    return any(c in mon["cond"] for c in ("asleep", "paralyzed"))


def duel(st: OriginsState) -> float:
    """The duel of the two Active Pokémon for seat 0 (seat 1's is minus it): the two attack in
    turn, the player whose turn it is first, each with :func:`next_damage`; the one that knocks
    the other out first wins :data:`DUEL` Prize cards, times :data:`DUEL_DECAY` for each attack
    it needs after the first. 0 outside play, without two Active Pokémon, or when neither can
    do damage."""
    if st.phase != "play":
        return 0.0
    a0, a1 = st.active
    if a0 is None or a1 is None:
        return 0.0
    # the attack at which each side knocks the other out (1: its next), if it can
    need: list[int | None] = []
    for seat, mine, theirs in ((0, a0, a1), (1, a1, a0)):
        dmg = next_damage(st, seat)
        if dmg <= 0:
            need.append(None)
            continue
        need.append(math.ceil(board.remaining(st, theirs) / dmg) + _delayed(mine))
    first = st.current
    # in turns from now: the first attacker's k-th attack is on turn 2k-1, the other's on 2k
    when = [None if n is None else 2 * n - (1 if s == first else 0) for s, n in enumerate(need)]
    w0, w1 = when
    if w0 is None and w1 is None:
        return 0.0
    if w1 is None or (w0 is not None and w0 < w1):
        n = need[0]
        assert n is not None
        return PRIZE * DUEL * DUEL_DECAY ** (n - 1)
    n = need[1]
    assert n is not None
    return -PRIZE * DUEL * DUEL_DECAY ** (n - 1)


def values(state: OriginsState) -> list[float]:
    """Each seat's worth in ``[-1, 1]`` of an unfinished game: the evaluation and the duel."""
    v = math.tanh((evaluate(state, 0) + duel(state)) / VALUE_SCALE)
    return [v, -v]
