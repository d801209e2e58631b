"""What the PettingZoo and Gymnasium adapters share: one play driven by action numbers.

No rule lives here. A :class:`Table` holds a state of a registered game and asks the contract for
everything: ``legal_action_numbers`` for the masks, ``int_to_action`` and ``apply`` for a step,
``view`` and ``Game.observe`` for an observation, ``Outcome.returns`` for the rewards.
"""

from __future__ import annotations

from typing import Any

import numpy as np
from numpy.typing import NDArray

from ..core import Game, IllegalAction, State, get_game
from ..core.encoding import refuse_number
from ..core.params import Params

#: agents are named ``player_0``, ``player_1``, … after their seats
AGENT_PREFIX = "player_"
#: the render modes every env offers: ``ansi`` returns the text, ``human`` prints it
RENDER_MODES = ("ansi", "human")
#: the largest seed drawn for a game when ``reset`` is not given one (pokeforge seeds are ints)
SEED_BOUND = 2**63
FLOAT32 = np.dtype(np.float32)
INT8 = np.dtype(np.int8)


def agent_name(seat: int) -> str:
    """The agent name of ``seat`` (``player_0`` for seat 0)."""
    return f"{AGENT_PREFIX}{seat}"


def env_name(game: Game | str) -> str:
    """The versioned name of ``game``'s environments, ``pokeforge/<slug>-v<rules_version>``; it
    changes whenever the game's rules version does, so results of older rules are not mixed."""
    g = resolve_game(game)
    return f"pokeforge/{g.slug}-v{g.rules_version}"


def resolve_game(game: Game | str) -> Game:
    """The registered game named ``game`` (a slug), or ``game`` itself."""
    return get_game(game) if isinstance(game, str) else game


def action_number(action: Any, size: int) -> int:
    """``action`` as a plain int (NumPy integers accepted); anything else is refused."""
    if isinstance(action, bool | np.bool_) or not isinstance(action, int | np.integer):
        raise IllegalAction(
            f"an action is an integer action number (0 to {size - 1}), not {action!r}"
        )
    return int(action)


class Table:
    """One play of ``game`` with these parameters and seats, stepped by action numbers."""

    def __init__(self, game: Game | str, seats: int | None, raw_params: dict[str, Any]) -> None:
        self.game = resolve_game(game)
        self.params: Params = self.game.params(raw_params)
        self.num_seats = self.game.check_seats(seats, self.params)
        self.num_actions = self.game.num_distinct_actions(self.params)
        self.observation_size = self.game.observation_size(self.params)
        self._observation_shape = (self.observation_size,)
        self.max_decisions = self.game.max_decisions
        self.name = env_name(self.game)
        self._state: State[Any] | None = None
        #: decisions taken in this play; the game's ``max_decisions`` truncates it
        self.decisions = 0
        self._seeder = np.random.default_rng()

    @property
    def state(self) -> State[Any]:
        if self._state is None:
            raise RuntimeError(f"{self.name}: call reset() before using the environment")
        return self._state

    def next_seed(self, seed: int | None) -> int:
        """The seed of the next play: ``seed`` itself when given (it also reseeds the seeds of
        the plays after it), else the next draw from the last seed given (or from the OS)."""
        if seed is not None:
            if isinstance(seed, bool) or not isinstance(seed, int | np.integer) or seed < 0:
                raise ValueError(f"a seed is a non-negative integer, not {seed!r}")
            self._seeder = np.random.default_rng(int(seed))
            return int(seed)
        return int(self._seeder.integers(SEED_BOUND))

    def start(self, seed: int) -> State[Any]:
        """Begin a new play with this game seed."""
        self._state = self.game.new_state(self.params, seed=seed, seats=self.num_seats)
        self.decisions = 0
        return self._state

    # -- what a seat gets ---------------------------------------------------------------------
    def observation(self, seat: int) -> NDArray[np.float32]:
        """``Game.observe`` of ``seat``'s view: the only way the adapters look at a play."""
        return self._observation(self.state, seat)

    def _observation(self, state: State[Any], seat: int) -> NDArray[np.float32]:
        obs = self.game.observe(state.view(seat), seat, self.params)
        dtype = obs.dtype
        if obs.shape != self._observation_shape or (dtype is not FLOAT32 and dtype != FLOAT32):
            raise AssertionError(
                f"{self.game.slug}.observe gave {obs.dtype}{list(obs.shape)}, "
                f"not float32[{self.observation_size}]"
            )
        return obs

    def mask(self, seat: int) -> NDArray[np.int8]:
        """1 at the number of each legal action of ``seat`` (all 0 when it need not act)."""
        return self._mask(self.state, seat)

    def _mask(self, state: State[Any], seat: int) -> NDArray[np.int8]:
        ones = bytearray(self.num_actions)  # a fresh array each time: never changed afterwards
        if state.outcome is None:
            for n in state.legal_action_table(seat):
                ones[n] = 1
        return np.frombuffer(ones, INT8)

    def observe(self, seat: int) -> dict[str, NDArray[Any]]:
        """The observation dict of ``seat``: ``observation`` and ``action_mask``."""
        state = self.state
        return {
            "observation": self._observation(state, seat),
            "action_mask": self._mask(state, seat),
        }

    # -- stepping -----------------------------------------------------------------------------
    def decode(self, seat: int, action: Any) -> Any:
        """``seat``'s legal action numbered ``action``; a clear :class:`IllegalAction` if it is
        not one (not an int, out of range, not legal now, or not ``seat``'s turn)."""
        state = self.state
        n = action if type(action) is int else action_number(action, self.num_actions)
        found = state.legal_action_table(seat).get(n)
        if found is not None:  # legal: the game is on and it is ``seat``'s decision
            return found
        if state.outcome is not None:
            raise IllegalAction(f"{self.name}: the game is over")
        if seat not in state.to_act():
            raise IllegalAction(f"{self.name}: {agent_name(seat)} has nothing to decide now")
        error = refuse_number(n, self.num_actions)
        legal = state.legal_action_numbers(seat)
        raise IllegalAction(f"{self.name}: {agent_name(seat)}: {error.reason}; legal: {legal}")

    def apply(self, seat: int, action: Any) -> None:
        """Carry out ``seat``'s action numbered ``action`` (refused with nothing changed if it is
        not legal)."""
        self.state.apply(seat, self.decode(seat, action))
        self.decisions += 1

    @property
    def over(self) -> bool:
        return self.state.outcome is not None

    @property
    def truncated(self) -> bool:
        """The play reached the game's decision cap without ending."""
        return self.state.outcome is None and self.decisions >= self.max_decisions

    def returns(self) -> list[float]:
        """Each seat's return: the outcome's at the end, else 0."""
        out = self.state.outcome
        return [0.0] * self.num_seats if out is None else out.returns(self.num_seats)

    def render(self, seat: int | None) -> str:
        """The game's own text of the position for ``seat`` (``None``: a spectator)."""
        return self.game.render_text(self.state, seat)

    def render_as(self, mode: str | None, seat: int | None) -> str | None:
        """An env's ``render()``: nothing without a render mode, the text for ``ansi``, the text
        printed (and ``None``) for ``human``."""
        if mode is None:
            return None
        text = self.render(seat)
        if mode == "human":
            print(text)
            return None
        return text

    def info(self, seat: int) -> dict[str, Any]:
        """Extra facts for ``seat`` after a step: the decision count, and the outcome's reason
        and ``seat``'s result once the play has ended."""
        out = self.state.outcome
        info: dict[str, Any] = {"decisions": self.decisions}
        if out is not None:
            info["result"] = out.result(seat)
            info["reason"] = out.reason
        return info
