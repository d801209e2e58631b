"""A Gymnasium environment of every registered game: one learning seat against built-in agents.

The learner plays ``seat`` (0 by default); every other seat is played by a built-in agent of
:mod:`pokeforge.agents` (``greedy`` by default), which acts through the same contract as any
player (``legal_actions``, ``determinize``; never the hidden cards). The observation, the action
numbers, the rewards and the end are those of the PettingZoo env (:mod:`.pettingzoo`), seen from
the learner's seat.

An action number that is not legal now raises :class:`~pokeforge.core.IllegalAction` and changes
nothing. With ``illegal_action="lose"`` it instead ends the episode as a loss for the learner
(reward -1, ``terminated``, the reason in ``info["illegal_action"]``), the play itself untouched;
that is for trainers and checkers that step with unmasked samples (Gymnasium's ``check_env``).
"""

from __future__ import annotations

import copy
from collections.abc import Sequence
from typing import Any

import gymnasium
import numpy as np
from gymnasium import spaces
from numpy.typing import NDArray

from ..agents import Agent, make_agent
from ..core import Game, IllegalAction, all_games
from .common import RENDER_MODES, Table, agent_name, env_name

Obs = dict[str, NDArray[Any]]

#: what an illegal action number does: raise an error, or end the episode as the learner's loss
ILLEGAL_ACTION_MODES = ("raise", "lose")
#: how many plays ``reset`` may start before one leaves the learner a decision
MAX_RESET_TRIES = 100


def _opponent_seed(game_seed: int, seat: int) -> int:
    """The seed of the agent at ``seat`` in the play of ``game_seed`` (fixed by both)."""
    return int(np.random.SeedSequence((game_seed, seat)).generate_state(1, np.uint64)[0] >> 1)


class PokeforgeGymEnv(gymnasium.Env[dict[str, Any], np.int64]):
    """A pokeforge game as a single-agent Gymnasium environment (see the module docstring)."""

    metadata = {"render_modes": list(RENDER_MODES)}  # noqa: RUF012 - Gymnasium reads it here

    def __init__(
        self,
        game: Game | str,
        opponents: Sequence[str | Agent] = ("greedy",),
        seat: int = 0,
        seats: int | None = None,
        render_mode: str | None = None,
        illegal_action: str = "raise",
        **params: Any,
    ) -> None:
        if illegal_action not in ILLEGAL_ACTION_MODES:
            raise ValueError(
                f"illegal_action is one of {list(ILLEGAL_ACTION_MODES)}, not {illegal_action!r}"
            )
        if render_mode is not None and render_mode not in RENDER_MODES:
            raise ValueError(
                f"render_mode is one of {list(RENDER_MODES)} or None, not {render_mode!r}"
            )
        self.table = Table(game, seats, params)
        n = self.table.num_seats
        if isinstance(seat, bool) or not isinstance(seat, int) or not 0 <= seat < n:
            raise ValueError(f"seat is a seat number from 0 to {n - 1}, not {seat!r}")
        others = [s for s in range(n) if s != seat]
        chosen = list(opponents)
        if len(chosen) == 1:
            chosen = chosen * len(others)
        if len(chosen) != len(others):
            raise ValueError(
                f"{len(others)} opponent(s) needed for the other seats {others}, got {len(chosen)}"
            )
        for o in chosen:
            if isinstance(o, str):
                make_agent(o)  # an unknown name is refused now, not at the first reset
            elif not isinstance(o, Agent):
                raise ValueError(f"an opponent is an agent name or an Agent, not {o!r}")
        self.seat = seat
        self.illegal_action = illegal_action
        self._forfeited = False
        self._opponent_specs: dict[int, str | Agent] = dict(zip(others, chosen, strict=True))
        self.opponents: dict[int, Agent] = {}
        self.render_mode = render_mode
        self.metadata = {"name": self.table.name, "render_modes": list(RENDER_MODES)}
        self.observation_space = spaces.Dict(
            {
                "observation": spaces.Box(-1.0, 1.0, (self.table.observation_size,), np.float32),
                "action_mask": spaces.Box(0, 1, (self.table.num_actions,), np.int8),
            }
        )
        self.action_space = spaces.Discrete(self.table.num_actions)

    def _seat_opponents(self, game_seed: int) -> None:
        self.opponents = {}
        for s, spec in self._opponent_specs.items():
            if isinstance(spec, str):
                self.opponents[s] = make_agent(spec, seed=_opponent_seed(game_seed, s))
            else:  # each seat its own copy: one agent object may be given for several seats
                agent = copy.deepcopy(spec)
                agent.rng.reseed(_opponent_seed(game_seed, s))
                self.opponents[s] = agent

    def _play_opponents(self) -> None:
        """Let the built-in agents decide until the learner must, or the play is done."""
        table = self.table
        state = table.state
        while not table.over and not table.truncated:
            to_act = state.to_act()
            if self.seat in to_act:
                return
            s = to_act[0]
            state.apply(s, self.opponents[s].choose(state, s))
            table.decisions += 1

    def _info(self) -> dict[str, Any]:
        return self.table.info(self.seat)

    def reset(
        self, *, seed: int | None = None, options: dict[str, Any] | None = None
    ) -> tuple[Obs, dict[str, Any]]:
        """Start a new play (the same seed, the same play and opponents' choices) and let the
        opponents decide until the learner must. A play that ends before the learner's first
        decision is replaced by the next one."""
        super().reset(seed=seed)
        table = self.table
        game_seed = int(seed) if seed is not None else int(self.np_random.integers(2**63))
        self._forfeited = False
        for _ in range(MAX_RESET_TRIES):
            table.start(game_seed)
            self._seat_opponents(game_seed)
            self._play_opponents()
            if not table.over and not table.truncated:
                if self.render_mode == "human":
                    self.render()
                return table.observe(self.seat), self._info()
            game_seed = int(self.np_random.integers(2**63))
        raise RuntimeError(
            f"{table.name}: {MAX_RESET_TRIES} plays in a row ended before "
            f"{agent_name(self.seat)} had a decision"
        )

    def step(self, action: Any) -> tuple[Obs, float, bool, bool, dict[str, Any]]:
        """Carry out the learner's action number, then the opponents' until the learner must
        decide again or the play is done."""
        table = self.table
        if table.over or table.truncated or self._forfeited:
            raise IllegalAction(f"{table.name}: the play is over; call reset()")
        try:
            table.apply(self.seat, action)
        except IllegalAction as refused:
            if self.illegal_action == "raise":
                raise
            self._forfeited = True
            info = {**self._info(), "illegal_action": refused.reason}
            return table.observe(self.seat), -1.0, True, False, info
        self._play_opponents()
        reward = table.returns()[self.seat]
        obs = table.observe(self.seat)
        if self.render_mode == "human":
            self.render()
        return obs, reward, table.over, table.truncated, self._info()

    def action_masks(self) -> NDArray[np.bool_]:
        """The learner's legal actions as booleans (the name sb3-contrib's masked PPO asks)."""
        return self.table.mask(self.seat).astype(bool)

    def render(self) -> str | None:
        """The game's text of the position as the learner sees it (``ansi``), or printed
        (``human``)."""
        return self.table.render_as(self.render_mode, self.seat)


def gymnasium_env(
    game: Game | str,
    opponents: Sequence[str | Agent] = ("greedy",),
    *,
    seat: int = 0,
    seats: int | None = None,
    render_mode: str | None = None,
    illegal_action: str = "raise",
    **params: Any,
) -> PokeforgeGymEnv:
    """A Gymnasium environment of ``game`` (a slug will do): the learner plays ``seat``, the
    ``opponents`` (agent names; one name plays every other seat) the rest. ``illegal_action``
    is ``"raise"`` (an :class:`~pokeforge.core.IllegalAction`) or ``"lose"`` (see the module
    docstring)."""
    return PokeforgeGymEnv(
        game,
        opponents=opponents,
        seat=seat,
        seats=seats,
        render_mode=render_mode,
        illegal_action=illegal_action,
        **params,
    )


def register_envs() -> list[str]:
    """Register ``pokeforge/<slug>-v<rules_version>`` with Gymnasium for every registered game
    (for ``gymnasium.make``); returns the ids. Registering again is harmless."""
    ids = []
    for game in all_games():
        env_id = env_name(game)
        if env_id not in gymnasium.registry:
            gymnasium.register(
                id=env_id,
                entry_point="pokeforge.envs.gymnasium:PokeforgeGymEnv",
                kwargs={"game": game.slug},
            )
        ids.append(env_id)
    return ids
