"""The search agent: information-set Monte Carlo tree search from one seat's point of view.

Method: single-observer information-set MCTS (SO-ISMCTS: Cowling, Powley and Whitehouse,
"Information Set Monte Carlo Tree Search", IEEE TCIAIG 4(2), 2012), with decoupled UCT at
simultaneous decisions (Lanctot et al., "Monte Carlo Tree Search in Simultaneous Move Games with
Applications to Goofspiel", 2013) and truncated playouts scored by the game's evaluation.

Why this method. The agent may see the game only through ``state.determinize(seat, seed)``: a
copy in which everything its seat cannot see (hands, deck order, secret choices, the dice to come)
is drawn again. Determinized UCT (a separate tree per determinization, votes summed) wastes its
budget on many shallow trees and suffers most from strategy fusion; SO-ISMCTS grows *one* tree
whose nodes are the observer's information sets (the sequence of actions taken), draws a fresh
determinization at every iteration and lets that determinization decide which actions exist
there. Its statistics therefore average over the hidden cards and dice, in proportion to how
likely the observer thinks they are, and the whole budget builds one deep tree. Multi-observer
ISMCTS models what the *opponents* know more precisely but needs per-seat trees and partially
observable move types that the contract does not expose; its gains are small in the published
card-game results, so the simpler single-observer form is used.

One iteration:

1. **Determinize** the real state for the agent's seat with a seed from the agent's RNG.
2. **Select** down the tree. At each node, every seat to act picks an action among its legal
   actions in this determinization: an action it has never tried here first (one, at random),
   otherwise the best by UCB1 for subset-armed bandits — mean + c·sqrt(ln(availability)/visits),
   where availability counts the visits in which the action was legal (actions come and go with
   the determinization). Steps where no acting seat has a choice are played through without a
   node.
3. **Simultaneous secret decisions** (several seats in ``to_act()``): decoupled UCT. Each acting
   seat keeps its own statistics at the node and picks from them alone; the choices are made
   before any is applied, and the child is keyed by the joint choice. So no seat's choice in a
   simulation depends on another's choice of that same step, which a sequential tree (seat B's
   node below seat A's action) would let it see. In playouts likewise every acting seat's choice
   is drawn from the position before any is applied.
4. **Expand** the first node not yet in the tree, then **play out** up to ``rollout_depth``
   decisions with the game's rollout policy (:meth:`Game.rollout_action`: uniform by default, or
   the ``rollout_action`` of the game's ``rollout.py``). A game whose random playouts mislead
   more than they inform caps the depth with ``ROLLOUT_DEPTH`` in its ``rollout.py`` (HEX and
   Origins: 0), and a game may ask for a root prior of ``PRIOR_VISITS`` (Origins).
5. **Score**: a finished game gives :meth:`Outcome.returns`; otherwise the playout is truncated
   and scored by :meth:`Game.search_values` (the game's evaluation squashed into ``[-1, 1]``).
   One value per seat, so any number of seats is handled (max-n): each node's statistics for a
   seat hold *that seat's* values, and each seat picks for itself.
6. **Back up** each pick's value for the seat that made it.

The decision is the root action of the agent's seat with the most visits (ties: the better mean,
then the order of the legal actions). A decision with a single legal action costs nothing. At
the root the deciding seat considers only the actions the game's knowledge calls sensible
(:meth:`Game.sensible_actions`: Focus Energy at a full gauge is no choice), and, as greedy does,
from a view of its own it has met before it leaves by an action it has not taken there yet (a
view comes back only within a loop: in Origins a free retreat and back again, which a search that
likes stalling better than the opponent's next turn would repeat for ever). A game may take a
root decision from its knowledge instead (:meth:`Game.root_action`, asked on a determinised
copy: HEX makes its free trade offers so), and may answer decisions below the root
(:meth:`Game.tree_action`).

Budget and determinism: ``iterations`` and/or ``seconds`` per decision, whichever ends first;
with an iteration budget the search also stops once the most visited root action can no longer be
overtaken in the iterations left (``stop_early``: the same choice, sooner). ``seconds`` is a
deadline for the whole decision, counted from the call: the root prior, the tree, every
iteration and the final pick. A piece of work (an iteration, a prior's evaluation) is begun only
if :data:`DEADLINE_SAFETY` times its expected cost still ends before the deadline: the second
slowest of its kind so far in this decision (the slowest while only one is measured, so that a
single stall of a loaded machine is not taken for the cost of the work and does not end the
search early); the first iteration is measured against the prior's evaluations (each about a
short iteration), and without a prior it is always run. So a decision overruns only when the
machine stalls the process in its last piece of work. Without ``seconds`` the clock is read but
never decides anything. Every random draw
(determinization seeds, untried-action picks, playouts) comes from the agent's own RNG, so with an
iteration budget (and the clock not the first to stop it) the same seed makes the same choice.
Reused work: the tree (its statistics) across the iterations of a decision; each iteration clones
once (inside ``determinize``) and then only applies actions to that copy.
"""

from __future__ import annotations

import gc
import math
import time
from collections.abc import Callable, Hashable, Sequence
from dataclasses import dataclass
from typing import Any, ClassVar

from ..core import Game, IllegalAction, Rng, State
from .base import Agent, ViewMemory

#: with ``stop_early``, the root is looked at every this many iterations
EARLY_STOP_EVERY = 16
#: determinisations the one-ply root prior is averaged over (``prior_visits``)
PRIOR_SAMPLES = 2
#: work is begun only while this many times its expected cost (see :class:`_Pace`) still ends
#: before the decision's deadline (``SearchSettings.seconds``)
DEADLINE_SAFETY = 1.5
#: a playout also stops after this many forced steps (every acting seat had one legal action)
#: per decision of ``rollout_depth``, so that a game with long runs of forced steps ends its
#: playouts too
FORCED_STEPS_PER_DECISION = 8


@dataclass(frozen=True, slots=True)
class SearchSettings:
    """How much and how a :class:`SearchAgent` searches each decision.

    ``iterations``: the most iterations (``None``: no count limit); ``seconds``: the most wall
    time of the whole decision, a deadline no work is begun past (``None``: no clock; see the
    module docstring). At least one must be given; with both, the first reached ends the
    search. ``rollout_depth``: decisions a playout plays past the tree before the game's
    evaluation scores it (0: score the new node at once). ``exploration``: UCB1's constant c for
    values in ``[0, 1]``. ``stop_early``: with an iteration budget, stop as soon as the most
    visited root action can no longer be overtaken in the iterations left (the choice is then
    the one the whole budget would make; only the time spent differs). ``prior_visits``: each
    root action starts with this many virtual visits at its one-ply value (the game's
    evaluation right after it, averaged over :data:`PRIOR_SAMPLES` determinisations, as greedy
    scores it), so a short search starts from greedy's judgement and simulations must outweigh
    it; 0: no prior.
    """

    iterations: int | None = 1000
    seconds: float | None = None
    rollout_depth: int = 6
    exploration: float = 0.7
    stop_early: bool = True
    prior_visits: int = 0

    def __post_init__(self) -> None:
        if self.iterations is None and self.seconds is None:
            raise ValueError("a search needs an iteration budget, a time budget or both")
        if self.iterations is not None and self.iterations < 1:
            raise ValueError("iterations must be at least 1")
        if self.seconds is not None and not self.seconds > 0:
            raise ValueError("seconds must be positive")
        if self.rollout_depth < 0:
            raise ValueError("rollout_depth must be 0 or more")
        if not self.exploration >= 0:
            raise ValueError("exploration must be 0 or more")
        if self.prior_visits < 0:
            raise ValueError("prior_visits must be 0 or more")


@dataclass(frozen=True, slots=True)
class ActionStats:
    """One root action of the deciding seat: how often the search tried it and its mean value
    for that seat in ``[-1, 1]`` (a sure loss -1, a sure win +1)."""

    action: Hashable
    visits: int
    value: float


@dataclass(frozen=True, slots=True)
class SearchReport:
    """What the latest decision's search did: its iterations, wall time, tree nodes, the
    deciding seat's root actions, most visited first, and what ended it (``stopped``): its
    ``"iterations"``, ``"early"`` (``stop_early``), the ``"clock"`` (its deadline) or
    ``"forced"`` (one sensible action: no search) or ``"known"`` (the game's knowledge chose at
    the root: :meth:`Game.root_action`)."""

    iterations: int
    seconds: float
    nodes: int
    actions: tuple[ActionStats, ...]
    stopped: str = "iterations"

    @property
    def iterations_per_s(self) -> float:
        return self.iterations / self.seconds if self.seconds > 0 else 0.0


class _Pace:
    """The pace of a decision's work against its deadline: each :meth:`lap` measures one piece
    of work (since the previous lap or :meth:`restart`); :meth:`fits` says whether one more,
    :data:`DEADLINE_SAFETY` times the expected cost, still ends before the deadline. The
    expected cost is the second slowest piece measured (the slowest while only one is): one
    stall of the machine is not taken for the cost of the work, two are."""

    __slots__ = ("clock", "deadline", "last", "second", "slowest")

    def __init__(self, clock: Callable[[], float], deadline: float | None) -> None:
        self.clock = clock
        self.deadline = deadline
        self.slowest = self.second = 0.0
        self.last = clock()

    def restart(self) -> None:
        """The next lap starts now (what came between is no piece of work)."""
        self.last = self.clock()

    def lap(self) -> None:
        now = self.clock()
        cost = now - self.last
        self.last = now
        if cost > self.slowest:
            self.slowest, self.second = cost, self.slowest
        elif cost > self.second:
            self.second = cost

    def fits(self) -> bool:
        if self.deadline is None:
            return True
        expected = self.second or self.slowest
        return self.last + DEADLINE_SAFETY * expected <= self.deadline


class _Stat:
    """One action of one seat at one node."""

    __slots__ = ("avail", "prior", "total", "visits")

    def __init__(self) -> None:
        self.visits = 0
        self.total = 0.0  # the sum of the seat's values in [0, 1]
        self.avail = 1  # visits of the node in which the action was legal
        self.prior = False  # whether its visits start with the root prior's virtual ones


class _Node:
    """An information set of the observer: the statistics of every seat that acted here, by
    action, and the children by (seat, action) or, after a simultaneous step, by the tuple of
    every acting seat's (seat, action)."""

    __slots__ = ("children", "stats")

    def __init__(self) -> None:
        self.children: dict[Hashable, _Node] = {}
        self.stats: dict[int, dict[Hashable, _Stat]] = {}


def _apply_all(state: State[Any], picks: list[tuple[int, Hashable]], rng: Rng) -> list[bool]:
    """Apply the choices of one step in order; a choice no longer legal once an earlier one is
    applied (no game of the contract does that, but a game may) is replaced by the game's
    rollout choice, and reported ``False``."""
    applied = []
    for seat, action in picks:
        if state.outcome is not None or seat not in state.to_act():
            applied.append(False)
            continue
        try:
            state.apply(seat, action)
            applied.append(True)
        except IllegalAction:
            actions = state.legal_actions(seat)
            state.apply(seat, state.game.rollout_action(state, seat, actions, rng))
            applied.append(False)
    return applied


def rollout(state: State[Any], depth: int, rng: Rng) -> int:
    """Play ``state`` on (in place) for up to ``depth`` decisions with the game's rollout policy
    (:meth:`Game.rollout_action`, drawing from ``rng``), or to its end. Where several seats decide
    at once, each seat's choice is drawn from the position before any of them is applied, so
    none depends on another's. Steps where every acting seat has one legal action are played
    without counting (up to :data:`FORCED_STEPS_PER_DECISION` per decision). Returns the
    decisions played."""
    game = state.game
    played = forced = 0
    forced_cap = FORCED_STEPS_PER_DECISION * max(depth, 1)
    while played < depth and state.outcome is None:
        acting = state.to_act()
        picks: list[tuple[int, Hashable]] = []
        choice = False
        for seat in acting:
            actions = state.legal_actions(seat)
            if len(actions) == 1:
                picks.append((seat, actions[0]))
            else:
                choice = True
                picks.append((seat, game.rollout_action(state, seat, actions, rng)))
        if len(picks) == 1:
            state.apply(*picks[0])
        else:
            _apply_all(state, picks, rng)
        if choice:
            played += 1
        else:
            forced += 1
            if forced >= forced_cap:
                break
    return played


def rollout_depth(game: Game, settings: SearchSettings) -> int:
    """The playout depth for ``game``: the settings', capped by the ``ROLLOUT_DEPTH`` of the
    game's :attr:`~pokeforge.core.Game.search_module` if it declares one."""
    cap = getattr(game.search_module, "ROLLOUT_DEPTH", None)
    return settings.rollout_depth if cap is None else min(settings.rollout_depth, int(cap))


def prior_visits(game: Game, settings: SearchSettings) -> int:
    """The root prior's virtual visits for ``game``: the settings', or the ``PRIOR_VISITS`` of
    the game's :attr:`~pokeforge.core.Game.search_module` if it declares more (a game whose
    one-ply evaluation is a better guide than a short search's first visits)."""
    floor = getattr(game.search_module, "PRIOR_VISITS", None)
    return settings.prior_visits if floor is None else max(settings.prior_visits, int(floor))


class SearchAgent(Agent):
    """Information-set MCTS from the agent's seat (see the module docstring)."""

    name: ClassVar[str] = "search"
    #: the settings an agent of this class gets when none are given
    default_settings: ClassVar[SearchSettings] = SearchSettings()

    def __init__(self, seed: int = 0, settings: SearchSettings | None = None) -> None:
        super().__init__(seed)
        self.settings = settings if settings is not None else self.default_settings
        self.last_search: SearchReport | None = None
        self._depth = self.settings.rollout_depth
        #: the game's answers below the root (:meth:`Game.tree_action`), if it has any
        self._tree: Callable[[State[Any], int, Sequence[Hashable]], Hashable | None] | None = None
        #: the deciding seat's root actions when the game calls some pointless
        #: (:meth:`Game.sensible_actions`); ``None``: all legal actions
        self._root_only: frozenset[Hashable] | None = None
        self._prior = self.settings.prior_visits
        #: the actions it took from each of its latest views (see :meth:`choose`)
        self._memory = ViewMemory()
        #: the clock its time budget is measured on (a test may give it a fake one)
        self.clock: Callable[[], float] = time.perf_counter

    def choose(self, state: State[Any], seat: int) -> Hashable:
        # a collection of the whole heap by Python's cycle collector (0.1 s on a loaded machine)
        # in the last iteration would overrun the deadline; a search makes almost no cyclic
        # garbage (its copies are freed by reference counting: none left after 300 iterations
        # of tactics, Origins or pieces, 48 objects in HEX), so the collector waits until the
        # decision is made
        if not gc.isenabled():
            return self._choose(state, seat)
        gc.disable()
        try:
            return self._choose(state, seat)
        finally:
            gc.enable()

    def _choose(self, state: State[Any], seat: int) -> Hashable:
        clock = self.clock
        start = clock()
        settings = self.settings
        deadline = None if settings.seconds is None else start + settings.seconds
        actions: tuple[Hashable, ...] = state.legal_actions(seat)
        if not actions:
            raise IllegalAction(f"seat {seat} has nothing to decide now")
        if len(actions) == 1:
            self.last_search = SearchReport(
                0, 0.0, 0, (ActionStats(actions[0], 0, 0.0),), stopped="forced"
            )
            return actions[0]
        root = _Node()
        self._depth = rollout_depth(state.game, settings)
        game = state.game
        self._tree = game.tree_action if hasattr(game.search_module, "tree_action") else None
        sensible = state.game.sensible_actions(state, seat, actions)
        # a view seen before comes back only within a loop (a free retreat and back, a piece
        # stepping to and fro): leave it by an action not yet taken from it while one is left,
        # or a search that prefers stalling to what follows stalls for ever
        taken = self._memory.taken(state, seat)
        sensible = tuple(a for a in sensible if a not in taken) or sensible
        self._root_only = None if len(sensible) == len(actions) else frozenset(sensible)
        if len(sensible) == 1:
            self.last_search = SearchReport(
                0, clock() - start, 0, (ActionStats(sensible[0], 0, 0.0),), stopped="forced"
            )
            taken.add(sensible[0])
            return sensible[0]
        if hasattr(game.search_module, "root_action"):
            known = game.root_action(
                state.determinize(seat, self.rng.below(1 << 62)), seat, sensible
            )
            if known is not None and known in sensible:
                self.last_search = SearchReport(
                    0, clock() - start, 0, (ActionStats(known, 0, 0.0),), stopped="known"
                )
                taken.add(known)
                return known
        prior = self._prior = prior_visits(state.game, settings)
        # the first iteration is measured against the prior's evaluations (each about a short
        # iteration); without a prior it is always run
        pace = _Pace(clock, deadline)
        if prior:
            self._seed_root(state, seat, sensible, root, pace)
        limit = settings.iterations
        done = 0
        nodes = 1
        early = settings.stop_early and limit is not None
        stopped = "iterations"
        pace.restart()
        while limit is None or done < limit:
            if deadline is not None and (done or prior):
                if done:
                    pace.lap()
                if not pace.fits():
                    stopped = "clock"
                    break
            nodes += self._iterate(state, seat, root)
            done += 1
            if (
                early
                and done % EARLY_STOP_EVERY == 0
                and limit is not None
                and _decided(root.stats.get(seat), limit - done)
            ):
                stopped = "early"
                break
        table = root.stats.get(seat, {})
        order = {a: i for i, a in enumerate(actions)}
        stats = sorted(
            (
                ActionStats(
                    a,
                    st.visits - (prior if st.prior else 0),
                    2.0 * st.total / st.visits - 1.0 if st.visits else 0.0,
                )
                for a, st in table.items()
                if a in order
            ),
            key=lambda s: (-s.visits, -s.value, order[s.action]),
        )
        if not stats:  # no iteration reached a choice of this seat (the clock, or a bad game)
            chosen = sensible[self.rng.below(len(sensible))]
        else:
            chosen = actions[order[stats[0].action]]
        taken.add(chosen)
        self.last_search = SearchReport(done, clock() - start, nodes, tuple(stats), stopped)
        return chosen

    def _seed_root(
        self,
        real: State[Any],
        seat: int,
        actions: tuple[Hashable, ...],
        root: _Node,
        pace: _Pace,
    ) -> None:
        """Give each root action of ``seat`` ``prior_visits`` virtual visits at its one-ply value
        (see :class:`SearchSettings`), averaged over the determinisations it was scored in
        before the deadline (an action not scored by then gets none; the first is always
        scored). ``pace`` measures each evaluation (a determinisation counted in the first
        action's)."""
        n = self._prior
        totals = dict.fromkeys(actions, 0.0)
        counts = dict.fromkeys(actions, 0)
        timed = pace.deadline is not None
        for _ in range(PRIOR_SAMPLES):
            base = real.determinize(seat, self.rng.below(1 << 62))
            game = base.game
            for a in actions:
                copy = base.clone()
                copy.apply(seat, a)
                totals[a] += game.search_values(copy)[seat]
                counts[a] += 1
                if timed:
                    pace.lap()
                    if not pace.fits():
                        break
            else:
                continue
            break
        table = root.stats[seat] = {}
        for a in actions:
            if counts[a]:
                st = table[a] = _Stat()
                st.visits = st.avail = n
                st.total = n * 0.5 * (totals[a] / counts[a] + 1.0)
                st.prior = True

    # -- one iteration ---------------------------------------------------------------------------
    def _iterate(self, real: State[Any], seat: int, root: _Node) -> int:
        """Determinize, select, expand, play out, back up; returns the nodes added (0 or 1)."""
        rng = self.rng
        c = self.settings.exploration
        state = real.determinize(seat, rng.below(1 << 62))
        tree = self._tree
        node = root
        path: list[tuple[_Stat, int]] = []
        added = 0
        while state.outcome is None:
            acting = state.to_act()
            picks: list[tuple[int, Hashable]] = []
            stats: list[_Stat | None] = []
            for s in acting:
                actions = state.legal_actions(s)
                if node is root and s == seat and self._root_only is not None:
                    actions = tuple(a for a in actions if a in self._root_only) or actions
                if len(actions) == 1:
                    picks.append((s, actions[0]))
                    stats.append(None)
                    continue
                if tree is not None and (node is not root or s != seat):
                    known = tree(state, s, actions)
                    if known is not None:  # the game's knowledge answers: no statistics
                        picks.append((s, known))
                        stats.append(None)
                        continue
                action, stat = _select(node, s, actions, rng, c)
                picks.append((s, action))
                stats.append(stat)
            if all(st is None for st in stats):  # a forced step: no node for it
                if len(picks) == 1:
                    state.apply(*picks[0])
                else:
                    _apply_all(state, picks, rng)
                continue
            if len(picks) == 1:
                state.apply(*picks[0])
                key: Hashable = picks[0]
                applied = [True]
            else:
                applied = _apply_all(state, picks, rng)
                key = tuple(picks)
            for (s, _), chosen, ok in zip(picks, stats, applied, strict=True):
                if chosen is not None and ok:
                    path.append((chosen, s))
            child = node.children.get(key)
            if child is None:
                node.children[key] = _Node()
                added = 1
                break
            node = child
        if state.outcome is None and self._depth:
            rollout(state, self._depth, rng)
        values = state.game.search_values(state)
        for stat, s in path:
            stat.visits += 1
            stat.total += 0.5 * (values[s] + 1.0)
        return added


def _decided(table: dict[Hashable, _Stat] | None, left: int) -> bool:
    """Whether the most visited action of ``table`` leads the next by more than ``left`` visits
    (so no ``left`` more iterations can change which is most visited)."""
    if not table:
        return False
    first = second = 0
    for st in table.values():
        n = st.visits
        if n > first:
            first, second = n, first
        elif n > second:
            second = n
    return first - second > left


def _select(
    node: _Node, seat: int, actions: tuple[Hashable, ...], rng: Rng, c: float
) -> tuple[Hashable, _Stat]:
    """``seat``'s pick at ``node`` among its legal ``actions`` of this determinization: an
    untried one at random, else the best UCB1 score with availability counts."""
    table = node.stats.get(seat)
    if table is None:
        table = node.stats[seat] = {}
    untried = []
    for a in actions:
        st = table.get(a)
        if st is None:
            untried.append(a)
        else:
            st.avail += 1
    if untried:
        action = untried[rng.below(len(untried))] if len(untried) > 1 else untried[0]
        stat = table[action] = _Stat()
        return action, stat
    best_score = -math.inf
    best: Hashable = actions[0]
    log = math.log
    sqrt = math.sqrt
    for a in actions:
        st = table[a]
        n = st.visits
        if n == 0:
            return a, st
        score = st.total / n + c * sqrt(log(st.avail) / n)
        if score > best_score:
            best_score = score
            best = a
    return best, table[best]
