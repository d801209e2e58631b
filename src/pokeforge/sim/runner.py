"""Batch simulation: many games between agents, each kept as a replayable record.

Seeds: game ``i`` of a batch started with seed ``S`` is played with seed ``S + i``, and the agent
on seat ``k`` of that game gets the seed :func:`agent_seed` ``(S + i, k)``. So every game can be
replayed on its own from its record, rerunning a batch gives the same games, and so does running
it on any number of worker processes or on Ray (:mod:`.parallel`).
"""

from __future__ import annotations

import time
import traceback
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import Any

from ..agents import Agent, make_agent
from ..core import Game, Match, ParamError, Record
from .results import BatchResult, GameResult

#: where the record of a game that raised is saved when no record directory is given
DEFAULT_ERROR_DIR = Path("pokeforge-errors")


def agent_seed(game_seed: int, seat: int) -> int:
    """The seed of the agent on ``seat`` in the game played with ``game_seed``."""
    return game_seed * 1009 + 101 + seat


def resolve_agents(names: Sequence[str], seats: int) -> list[str]:
    """One agent name per seat: a single name applies to every seat."""
    names = [n.strip() for n in names if n.strip()]
    if len(names) == 1:
        return names * seats
    if len(names) != seats:
        raise ParamError(f"{len(names)} agents given for {seats} seats (give 1 or {seats})")
    return names


def play_game(
    game: Game,
    agents: Sequence[Agent],
    params: dict[str, Any] | None = None,
    seed: int = 0,
    seats: int | None = None,
    index: int = 0,
    point: int = 0,
) -> GameResult:
    """Play one game to its end (an outcome, the ``max_decisions`` cap, or an exception), then
    read the play's facts (:meth:`Game.facts`; none when the game does not declare any).

    An exception raised by the game, an agent or the facts is caught and reported in the result:
    the record then holds every action before the failing one, and its ``meta`` the error
    message, the traceback and the failing action.
    """
    match = Match(game, params, seed=seed, seats=seats)
    state = match.state
    decisions = 0
    capped = False
    error: str | None = None
    start = time.perf_counter()
    pending: tuple[int, str] | None = None
    try:
        while state.outcome is None:
            if decisions >= game.max_decisions:
                capped = True
                break
            acting = state.to_act()
            if not acting:
                raise RuntimeError("no seat is to act but the game has no outcome")
            seat = acting[0]
            pending = (seat, "<not chosen yet>")
            action = agents[seat].choose(state, seat)
            pending = (seat, str(action))
            match.act(seat, action)
            pending = None
            decisions += 1
    except Exception as exc:
        error = f"{type(exc).__name__}: {exc}"
        match.record.meta["error"] = error
        match.record.meta["traceback"] = traceback.format_exc()
        if pending is not None:
            match.record.meta["failing_action"] = [pending[0], pending[1]]
    seconds = time.perf_counter() - start
    facts: dict[str, Any] = {}
    if error is None:
        try:
            facts = dict(game.facts(state))
        except NotImplementedError:
            facts = {}
        except Exception as exc:
            error = f"facts: {type(exc).__name__}: {exc}"
            match.record.meta["error"] = error
            match.record.meta["traceback"] = traceback.format_exc()
            facts = {}
    rounds = facts.pop("rounds", None)
    if error is None:
        match.finish()
    if capped:
        match.record.meta["capped"] = game.max_decisions
    match.record.meta["agents"] = [type(a).name for a in agents]
    return GameResult(
        index=index,
        seed=seed,
        record=match.record,
        outcome=state.outcome if error is None else None,
        decisions=decisions,
        seconds=seconds,
        capped=capped,
        error=error,
        seats=state.num_seats,
        point=point,
        rounds=None if rounds is None else int(rounds),
        facts=facts,
    )


def record_filename(record: Record) -> str:
    return f"{record.game}-seed{record.seed}.json"


def run_batch(
    game: Game,
    games: int,
    agent_names: Sequence[str] = ("random",),
    params: dict[str, Any] | None = None,
    seed: int = 0,
    seats: int | None = None,
    record_dir: str | Path | None = None,
    error_dir: str | Path | None = None,
    on_game: Callable[[GameResult], None] | None = None,
    workers: int = 1,
    backend: str = "local",
) -> BatchResult:
    """Play ``games`` games and sum them up (see :func:`.parallel.run_job` for ``workers`` and
    ``backend``; the games and their results do not depend on them).

    With ``record_dir`` every game's record is saved there as JSON. The record of a game that
    raised is always saved: to ``record_dir``, else to ``error_dir`` (default
    :data:`DEFAULT_ERROR_DIR`), and its path is listed in ``BatchResult.error_records``.
    A ``KeyboardInterrupt`` stops the workers and is raised again.
    """
    from .job import SimJob
    from .parallel import run_job

    if games < 0:
        raise ParamError("the number of games cannot be negative")
    parsed = game.params(params)  # validate once, before anything is played
    n = game.check_seats(seats, parsed)
    names = resolve_agents(agent_names, n)
    for name in set(names):
        make_agent(name)  # an unknown name fails here, before any game
    job = SimJob.build(game, games, names, n, seed=seed, params=params)

    def each(results: list[GameResult]) -> None:
        if on_game is not None:
            for one in results:
                on_game(one)

    sim = run_job(
        game,
        job,
        workers=workers,
        backend=backend,
        record_dir=record_dir,
        error_dir=error_dir,
        on_results=each,
    )
    if sim.interrupted:
        raise KeyboardInterrupt
    return sim.summary()
