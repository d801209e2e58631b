"""The Game contract: an immutable description of one game with its rules and content."""

from __future__ import annotations

import math
import zlib
from abc import ABC, abstractmethod
from collections.abc import Hashable, Sequence
from types import ModuleType
from typing import TYPE_CHECKING, Any, ClassVar

import numpy as np
from numpy.typing import NDArray

from .params import Params, parse_params
from .rng import Rng
from .state import State

if TYPE_CHECKING:
    from rich.text import Text


class Game(ABC):
    """A registered game. Immutable: all that changes lives in its :class:`State`."""

    slug: ClassVar[str]
    title: ClassVar[str]
    min_seats: ClassVar[int]
    max_seats: ClassVar[int]
    rules_version: ClassVar[str] = "1"
    params_type: ClassVar[type[Params]] = Params
    #: a cap on the number of decisions in one play; conformance and simulation stop there.
    max_decisions: ClassVar[int] = 100_000
    #: the game's own modules, in the shape every game package shares: its action numbering
    #: (``encoding.py``: ``num_distinct_actions(game, params)``, ``action_number(state, seat,
    #: action)``), the facts a simulation keeps of a play (``facts.py``: ``play_facts(state)``)
    #: and its observation encoder (``observe.py``: ``observation_size(game, params)``,
    #: ``observe(game, view, seat, params)``). ``None``: the game has none (or overrides the
    #: methods that use them).
    numbering_module: ClassVar[ModuleType | None] = None
    facts_module: ClassVar[ModuleType | None] = None
    observation_module: ClassVar[ModuleType | None] = None
    #: the game's knowledge for search agents (``rollout.py``), every part optional:
    #: ``rollout_action(state, seat, actions, rng)``, a cheap choice for search playouts (drawn
    #: from the agent's ``rng``, never the state's); ``values(state)``, every seat's worth of an
    #: unfinished position in ``[-1, 1]``; ``VALUE_SCALE``, the :meth:`evaluate` margin worth
    #: about three quarters of a win (see :meth:`search_values`); ``ROLLOUT_DEPTH``, the most
    #: playout decisions worth playing past a search's tree (0: random playouts mislead, score
    #: the position at once); ``sensible_actions(state, seat, actions)``, the legal actions
    #: a player would consider (see :meth:`sensible_actions`); ``undo_penalty(previous,
    #: action)``, what taking back one's own previous action costs (see :meth:`undo_penalty`);
    #: ``tree_action(state, seat, actions)``, a choice the search's tree makes by knowledge
    #: instead of by statistics (see :meth:`tree_action`). ``None``: the defaults below.
    search_module: ClassVar[ModuleType | None] = None
    #: the default :attr:`search_module` ``VALUE_SCALE``
    VALUE_SCALE: ClassVar[float] = 100.0

    @property
    def default_seats(self) -> int:
        return self.min_seats

    def params(self, raw: dict[str, Any] | None = None) -> Params:
        """Validated parameters from raw (possibly string) values; unknown keys are errors."""
        return parse_params(self.params_type, raw)

    def seat_range(self, params: Params | None = None) -> tuple[int, int]:
        """The fewest and the most seats a play with ``params`` may have (``None``: the
        defaults). By default the game's :attr:`min_seats` and :attr:`max_seats`; a game whose
        modes seat different numbers of players narrows it by its parameters (those two class
        attributes are then the widest range any mode allows)."""
        return self.min_seats, self.max_seats

    def check_seats(self, seats: int | None, params: Params | None = None) -> int:
        """``seats`` (the default number when ``None``) if a play with ``params`` may have that
        many seats; else a :class:`ParamError` that says how many it may have."""
        from .errors import ParamError

        n = self.default_seats if seats is None else seats
        lo, hi = self.seat_range(params)
        if not lo <= n <= hi:
            allowed = f"{lo}" if lo == hi else f"{lo}–{hi}"
            raise ParamError(f"{self.seats_label(params)} is played by {allowed} players, not {n}")
        return n

    def seats_label(self, params: Params | None = None) -> str:
        """What a refusal of a seat count calls the play (the slug; a game with modes names
        the mode)."""
        return self.slug

    def variant_seats(self, params: Params) -> tuple[int, ...]:
        """The seat counts the conformance suite plays the variant ``params`` with, one playout
        (seed 0, 1, …) each (see :meth:`param_variants`): by default two playouts, with the two
        smallest counts its seat range allows (twice the smallest when it allows one). A variant
        whose rules change with the number of players lists more."""
        lo, hi = self.seat_range(params)
        return (lo, min(lo + 1, hi))

    @abstractmethod
    def new_state(
        self, params: Params | None = None, seed: int = 0, seats: int | None = None
    ) -> State[Any]:
        """Start a play with these parameters, this seed and this number of seats."""

    @abstractmethod
    def state_from_json(self, data: dict[str, Any]) -> State[Any]:
        """Read back a state written by ``State.to_json``."""

    def num_distinct_actions(self, params: Params | None = None) -> int:
        """How many action numbers a play with these parameters may use: every action of every
        seat in every position has a number below it (see :mod:`pokeforge.core.encoding`)."""
        module = self.numbering_module
        if module is None:
            raise NotImplementedError(f"{self.slug} does not number its actions")
        size: int = module.num_distinct_actions(self, self.params() if params is None else params)
        return size

    def facts(self, state: State[Any]) -> dict[str, Any]:
        """Game-specific facts of a play that has ended (or stopped at the decision cap), for the
        simulation table and balance reports: a flat dict from a short snake_case name to a
        JSON-ready value (a number, a string, a bool, or a list of strings). Names of per-seat
        facts end in ``_by_seat`` and hold one value per seat (for example the team each seat
        played). Every play of a game gives the same names. None by default."""
        module = self.facts_module
        if module is None:
            return {}
        facts: dict[str, Any] = module.play_facts(state)
        return facts

    #: the length of the default (hashed) observation vector; games with an encoder of their
    #: own override :meth:`observation_size` and :meth:`observe` instead
    HASHED_OBSERVATION_SIZE: ClassVar[int] = 256

    def observation_size(self, params: Params | None = None) -> int:
        """The length of :meth:`observe`'s vector for a play with these parameters."""
        module = self.observation_module
        if module is None:
            return self.HASHED_OBSERVATION_SIZE
        size: int = module.observation_size(self, self.params() if params is None else params)
        return size

    def observe(self, view: dict[str, Any], seat: int, params: Params) -> NDArray[np.float32]:
        """A fixed-length float32 vector (for learning agents) built from ``seat``'s
        :meth:`State.view` **only**, never from the state, so it holds nothing the seat may not
        know. Its length is :meth:`observation_size`; every value lies in ``[-1, 1]``.

        The default hashes the view (feature hashing): each number at a path of the view's JSON
        adds to the bucket the path's CRC-32 picks, each string or bool counts in the bucket of
        its path and value; the sums are squashed into ``(-1, 1)`` by ``x / (1 + |x|)``. Any game
        thus gets an observation; the built-in games give a laid-out encoder instead
        (:attr:`observation_module`)."""
        module = self.observation_module
        if module is not None:
            vector: NDArray[np.float32] = module.observe(self, view, seat, params)
            return vector
        return hashed_observation(view, self.observation_size(params))

    def param_variants(self) -> list[dict[str, Any]]:
        """Non-default parameter sets that change how the game plays or what it hides (variants,
        house rules, modes), as raw values for :meth:`params`. The conformance suite plays each of
        them as well as the defaults, so every variant is held to the whole contract (with the
        seat counts :meth:`variant_seats` gives)."""
        return []

    def evaluate(self, state: State[Any], seat: int) -> float:
        """A heuristic value of ``state`` for ``seat`` (higher is better), used by ``greedy``.

        The default only knows the outcome; games override it with a real evaluation.
        """
        out = state.outcome
        if out is None:
            return 0.0
        return {"win": 1e6, "draw": 0.0, "loss": -1e6}[out.result(seat)]

    def rollout_action(
        self, state: State[Any], seat: int, actions: Sequence[Hashable], rng: Rng
    ) -> Hashable:
        """One of ``actions`` (``seat``'s legal actions, at least two) for a search playout: the
        :attr:`search_module`'s ``rollout_action`` if it has one, else a uniform choice. Every
        draw comes from ``rng``, the agent's own. The playout runs on a determinised copy, so
        the policy may read it; where several seats decide at once, each is asked on the
        position before any of their choices is applied."""
        policy = getattr(self.search_module, "rollout_action", None)
        if policy is None:
            return actions[rng.below(len(actions))]
        chosen: Hashable = policy(state, seat, actions, rng)
        return chosen

    def tree_action(
        self, state: State[Any], seat: int, actions: Sequence[Hashable]
    ) -> Hashable | None:
        """The one of ``actions`` (``seat``'s legal actions, at least two) a search's tree takes
        below its root without weighing them by simulations, or ``None`` to search them: the
        :attr:`search_module`'s ``tree_action`` if it has one. For a choice right after a chance
        event (where to go with the die just rolled) the tree meets a different set of actions
        in every determinisation and spends its visits trying new ones, so the chance event
        looks worse than it is; a game whose evaluation already knows the best answer gives it
        here. Called on determinised copies only."""
        return self._known("tree_action", state, seat, actions)

    def root_action(
        self, state: State[Any], seat: int, actions: Sequence[Hashable]
    ) -> Hashable | None:
        """The one of ``actions`` (``seat``'s sensible actions, at least two) a search agent
        takes at its root without searching, or ``None`` to search: the :attr:`search_module`'s
        ``root_action`` if it has one. For a move a game's knowledge can price better than
        simulations can (HEX: a trade offer, which costs nothing, judged by the League teams it
        leaves). Called on a determinised copy of the decision's position."""
        return self._known("root_action", state, seat, actions)

    def _known(
        self, name: str, state: State[Any], seat: int, actions: Sequence[Hashable]
    ) -> Hashable | None:
        """The :attr:`search_module`'s function ``name`` asked for its pick, ``None`` without it."""
        pick = getattr(self.search_module, name, None)
        if pick is None:
            return None
        chosen: Hashable | None = pick(state, seat, actions)
        return chosen

    def sensible_actions(
        self, state: State[Any], seat: int, actions: Sequence[Hashable]
    ) -> tuple[Hashable, ...]:
        """The ones of ``actions`` (``seat``'s legal actions) an agent should consider: the
        :attr:`search_module`'s ``sensible_actions`` if it has one (it drops only actions that
        can gain nothing over another choice, such as setting a gauge already at that value),
        else all of them. Never empty: when the module would drop every action, all are kept.
        Reads only what ``seat`` may know (agents call it on a determinised copy or on a
        position their view shows)."""
        keep = getattr(self.search_module, "sensible_actions", None)
        if keep is None:
            return tuple(actions)
        kept = tuple(keep(state, seat, actions))
        return kept or tuple(actions)

    def undo_penalty(self, previous: Hashable, action: Hashable) -> float:
        """How much (in :meth:`evaluate` units) a one-ply player should hold against ``action``
        when it takes back the same seat's ``previous`` action (a piece stepping back to the
        square it just left): the :attr:`search_module`'s ``undo_penalty`` if it has one, else
        0. A one-ply player whose evaluation is flat walks back and forth for ever otherwise;
        the seat's own previous action is something it knows."""
        penalty = getattr(self.search_module, "undo_penalty", None)
        return 0.0 if penalty is None else float(penalty(previous, action))

    def search_values(self, state: State[Any]) -> list[float]:
        """Every seat's worth of ``state`` in ``[-1, 1]``, what a search backs up from a position
        where it stops looking ahead: a finished game's :meth:`Outcome.returns`; else the
        :attr:`search_module`'s ``values(state)`` if it has one, else
        ``tanh(evaluate(state, seat) / VALUE_SCALE)`` for each seat."""
        out = state.outcome
        if out is not None:
            return out.returns(state.num_seats)
        module = self.search_module
        values = getattr(module, "values", None)
        if values is not None:
            found: list[float] = values(state)
            return found
        scale = float(getattr(module, "VALUE_SCALE", self.VALUE_SCALE))
        return [math.tanh(self.evaluate(state, s) / scale) for s in range(state.num_seats)]

    def render_text(self, state: State[Any], seat: int | None) -> str:
        """The position drawn as text for ``seat``'s eyes (terminal play, replays)."""
        return repr(state.view(seat))

    def render_rich(self, state: State[Any], seat: int | None) -> Text:
        """The same picture as :meth:`render_text`, in colour for a terminal (Rich ``Text``).

        Games override this to style their boards; the terminal prints it through Rich, which
        drops the colours when the output is not a terminal. Its ``.plain`` must equal
        ``render_text``'s text."""
        from rich.text import Text

        return Text(self.render_text(state, seat))

    def describe_action(self, state: State[Any], seat: int, action: Hashable) -> str:
        """An action in words, for menus. Defaults to its stable text form."""
        return str(action)

    def action_info(self, state: State[Any], seat: int, action: Hashable) -> dict[str, Any]:
        """What a user interface needs to present ``action``: at least ``text`` (the stable form)
        and ``label`` (words). Board games add the cells it concerns (``"squares"``), so a UI can
        offer the action as a click on the board."""
        return {"text": str(action), "label": self.describe_action(state, seat, action)}

    def content_coverage(self) -> dict[str, Any] | None:
        """How much of the game's content (moves, cards, abilities) the engine carries out, after
        validating it; ``None`` for a game without such content. The report is JSON-ready and has
        at least ``summary``: sentences for a person (``pokeforge content coverage GAME``)."""
        return None

    def info(self) -> dict[str, Any]:
        return {
            "slug": self.slug,
            "title": self.title,
            "min_seats": self.min_seats,
            "max_seats": self.max_seats,
        }


def hashed_observation(view: dict[str, Any], size: int) -> NDArray[np.float32]:
    """The default observation (feature hashing, see :meth:`Game.observe`): each number at a path
    of the view's JSON adds to the bucket the path's CRC-32 picks, each string or bool counts in
    the bucket of its path and value; the sums are squashed into ``(-1, 1)`` by
    ``x / (1 + |x|)``."""
    sums = [0.0] * size

    def add(key: str, amount: float) -> None:
        h = zlib.crc32(key.encode())
        sums[h % size] += -amount if h & 0x80000000 else amount

    def walk(path: str, value: Any) -> None:
        if isinstance(value, dict):
            for k, v in value.items():
                walk(f"{path}/{k}", v)
        elif isinstance(value, list | tuple):
            for i, v in enumerate(value):
                walk(f"{path}/{i}", v)
        elif isinstance(value, bool | str):
            add(f"{path}={value}", 1.0)
        elif isinstance(value, int | float):
            add(path, float(value))

    walk("", view)
    out = np.asarray(sums, dtype=np.float32)
    return (out / (1.0 + np.abs(out))).astype(np.float32)
