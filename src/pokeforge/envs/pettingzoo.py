"""PettingZoo environments of every registered game: AEC (:func:`pettingzoo_env`) and Parallel
(:func:`parallel_env`).

Agents are ``player_0`` … ``player_{n-1}`` after the seats. An observation is a dict:
``observation`` (``Game.observe`` of the agent's view, float32, fixed length) and ``action_mask``
(int8, 1 at the numbers of the agent's legal actions, all 0 when it need not act). Actions are the
game's action numbers. Rewards are 0 until the play ends, then the outcome's returns (+1 a win,
-1 a loss, 0 a draw). The end of the game terminates every agent; the game's ``max_decisions``
cap truncates them.

When several seats must decide at once (a simultaneous secret decision, a reaction window), the
AEC env asks them one after the other in seat order; their choices stay secret in the views, so
nobody learns another's choice before deciding. The Parallel env asks them in the same step.
"""

from __future__ import annotations

from typing import Any

import numpy as np
from gymnasium import spaces
from numpy.typing import NDArray
from pettingzoo import AECEnv, ParallelEnv  # type: ignore[import-untyped]

from ..core import Game, IllegalAction
from .common import RENDER_MODES, Table, agent_name

Obs = dict[str, NDArray[Any]]


def _spaces(table: Table) -> tuple[spaces.Dict, spaces.Discrete]:
    observation = spaces.Dict(
        {
            "observation": spaces.Box(-1.0, 1.0, (table.observation_size,), np.float32),
            "action_mask": spaces.Box(0, 1, (table.num_actions,), np.int8),
        }
    )
    return observation, spaces.Discrete(table.num_actions)


def _check_render_mode(render_mode: str | None) -> None:
    if render_mode is not None and render_mode not in RENDER_MODES:
        raise ValueError(f"render_mode is one of {list(RENDER_MODES)} or None, not {render_mode!r}")


class _Seats:
    """What the AEC and the Parallel env share: the table, the agents by seat, the spaces, the
    render."""

    table: Table
    render_mode: str | None
    possible_agents: list[str]
    agents: list[str]

    def _set_up(
        self, game: Game | str, seats: int | None, render_mode: str | None, params: dict[str, Any]
    ) -> None:
        _check_render_mode(render_mode)
        self.table = Table(game, seats, params)
        self.render_mode = render_mode
        self.possible_agents = [agent_name(s) for s in range(self.table.num_seats)]
        self._seat = {a: s for s, a in enumerate(self.possible_agents)}
        self._obs_space, self._act_space = _spaces(self.table)
        self.agents = []

    def observation_space(self, agent: str) -> spaces.Space[Any]:
        return self._obs_space

    def action_space(self, agent: str) -> spaces.Space[Any]:
        return self._act_space

    def render(self) -> str | None:
        """The game's text of the position as a spectator sees it (``ansi``), or printed
        (``human``)."""
        return self.table.render_as(self.render_mode, None)

    def close(self) -> None:
        """Nothing to release."""


class PokeforgeAECEnv(_Seats, AECEnv[str, Obs, int]):  # type: ignore[misc]
    """A pokeforge game as a PettingZoo AEC environment (see the module docstring)."""

    def __init__(
        self,
        game: Game | str,
        seats: int | None = None,
        render_mode: str | None = None,
        **params: Any,
    ) -> None:
        super().__init__()
        self._set_up(game, seats, render_mode, params)
        self.metadata = {
            "name": self.table.name,
            "render_modes": list(RENDER_MODES),
            "is_parallelizable": False,
        }

    def reset(self, seed: int | None = None, options: dict[str, Any] | None = None) -> None:
        """Start a new play: ``seed`` fixes the whole play (the same seed, the same game)."""
        table = self.table
        table.start(table.next_seed(seed))
        self.agents = self.possible_agents[:]
        self.rewards = dict.fromkeys(self.agents, 0.0)
        self._cumulative_rewards = dict.fromkeys(self.agents, 0.0)
        self.terminations = dict.fromkeys(self.agents, False)
        self.truncations = dict.fromkeys(self.agents, False)
        self.infos: dict[str, dict[str, Any]] = {a: {} for a in self.agents}
        self.agent_selection = self.possible_agents[table.state.to_act()[0]]
        if self.render_mode == "human":
            self.render()

    def observe(self, agent: str) -> Obs:
        return self.table.observe(self._seat[agent])

    def step(self, action: int | None) -> None:
        """Carry out the selected agent's action number (``None`` for an agent that is done)."""
        agent = self.agent_selection
        if self.terminations[agent] or self.truncations[agent]:
            self._was_dead_step(action)
            return
        table = self.table
        if action is None:
            raise IllegalAction(f"{table.name}: {agent} must act; None is only for agents done")
        table.apply(self._seat[agent], action)
        self._cumulative_rewards[agent] = 0.0
        state = table.state
        if state.outcome is not None or table.decisions >= table.max_decisions:
            ended = state.outcome is not None
            returns = table.returns()
            for a in self.agents:
                seat = self._seat[a]
                self.rewards[a] = returns[seat]
                self.terminations[a] = ended
                self.truncations[a] = not ended
                self.infos[a] = table.info(seat)
            self._accumulate_rewards()
            # the agents that are done step out one by one (PettingZoo's dead steps)
        else:
            self.agent_selection = self.possible_agents[state.to_act()[0]]
        if self.render_mode == "human":
            self.render()


class PokeforgeParallelEnv(_Seats, ParallelEnv[str, Obs, int]):  # type: ignore[misc]
    """A pokeforge game as a PettingZoo Parallel environment.

    Offered for every game. In each step the agents whose seats must decide now (all of them at
    a simultaneous decision, one at an ordinary turn) give their action numbers; the other live
    agents have an all-zero ``action_mask`` and their entries in ``actions`` are ignored (they may
    be left out). All the actions of a step are checked before any is carried out, so an illegal
    one changes nothing; they are then applied in seat order.
    """

    def __init__(
        self,
        game: Game | str,
        seats: int | None = None,
        render_mode: str | None = None,
        **params: Any,
    ) -> None:
        self._set_up(game, seats, render_mode, params)
        self.metadata = {"name": self.table.name, "render_modes": list(RENDER_MODES)}

    def _observations(self) -> dict[str, Obs]:
        return {a: self.table.observe(self._seat[a]) for a in self.agents}

    def reset(
        self, seed: int | None = None, options: dict[str, Any] | None = None
    ) -> tuple[dict[str, Obs], dict[str, dict[str, Any]]]:
        """Start a new play: ``seed`` fixes the whole play (the same seed, the same game)."""
        table = self.table
        table.start(table.next_seed(seed))
        self.agents = self.possible_agents[:]
        if self.render_mode == "human":
            self.render()
        return self._observations(), {a: {} for a in self.agents}

    def step(
        self, actions: dict[str, Any]
    ) -> tuple[
        dict[str, Obs],
        dict[str, float],
        dict[str, bool],
        dict[str, bool],
        dict[str, dict[str, Any]],
    ]:
        """Carry out the actions of the agents that must decide now (see the class docstring)."""
        table = self.table
        if not self.agents:
            raise IllegalAction(f"{table.name}: the play is over; call reset()")
        deciding = table.state.to_act()
        missing = [agent_name(s) for s in deciding if agent_name(s) not in actions]
        if missing:
            raise IllegalAction(f"{table.name}: no action for {', '.join(missing)}")
        chosen = [(s, table.decode(s, actions[agent_name(s)])) for s in deciding]
        state = table.state
        for seat, action in chosen:
            if seat not in state.to_act() or action not in state.legal_actions(seat):
                # an earlier choice of this step changed this seat's decision: it is asked again
                # in a later step if it must still decide
                continue
            state.apply(seat, action)
            table.decisions += 1
            if table.over:
                break
        done = table.over or table.truncated
        returns = table.returns()
        agents = self.agents
        observations = self._observations()
        rewards = {a: returns[self._seat[a]] for a in agents}
        terminations = dict.fromkeys(agents, table.over)
        truncations = dict.fromkeys(agents, done and not table.over)
        infos = {a: table.info(self._seat[a]) for a in agents}
        if done:
            self.agents = []
        if self.render_mode == "human":
            self.render()
        return observations, rewards, terminations, truncations, infos


def pettingzoo_env(
    game: Game | str, *, seats: int | None = None, render_mode: str | None = None, **params: Any
) -> PokeforgeAECEnv:
    """A PettingZoo AEC environment of ``game`` (a slug will do) with these parameters."""
    return PokeforgeAECEnv(game, seats=seats, render_mode=render_mode, **params)


def parallel_env(
    game: Game | str, *, seats: int | None = None, render_mode: str | None = None, **params: Any
) -> PokeforgeParallelEnv:
    """A PettingZoo Parallel environment of ``game`` (a slug will do) with these parameters."""
    return PokeforgeParallelEnv(game, seats=seats, render_mode=render_mode, **params)
