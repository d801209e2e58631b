"""sim.runner: batches of games, their records, errors and the decision cap."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from fixtures.duel import GAME, DuelGame, DuelState
from pokeforge.agents import RandomAgent, UnknownAgent
from pokeforge.core import Event, ParamError, Record, replay, verify
from pokeforge.sim import DEFAULT_ERROR_DIR, agent_seed, play_game, resolve_agents, run_batch


class ExplodingState(DuelState):
    """Raises on the second stake of a game."""

    def _apply(self, seat: int, action: Any) -> list[Event]:
        if self.round == 1 and self.phase == "stake":
            raise RuntimeError("the rules broke")
        return super()._apply(seat, action)


class ExplodingGame(DuelGame):
    slug = "duel"  # replays through the registered Dice Duel up to the failure
    state_type = ExplodingState


class ShortDuel(DuelGame):
    max_decisions = 4


def test_a_batch_counts_every_game_once() -> None:
    result = run_batch(GAME, 40, ["random"], seed=10)
    assert result.games == 40 and result.errors == 0 and result.capped == 0
    assert sum(result.wins.values()) + result.draws == 40
    assert result.decisions > 40 and result.mean_decisions == result.decisions / 40
    assert result.games_per_s > 0 and result.decisions_per_s > result.games_per_s


def test_a_batch_is_reproducible_from_its_seed() -> None:
    one = run_batch(GAME, 15, ["greedy", "random"], seed=3)
    two = run_batch(GAME, 15, ["greedy", "random"], seed=3)
    assert (one.wins, one.draws, one.decisions) == (two.wins, two.draws, two.decisions)


def test_game_i_is_played_with_seed_plus_i_and_every_record_verifies(tmp_path: Path) -> None:
    result = run_batch(GAME, 6, ["random"], seed=100, record_dir=tmp_path, seats=3)
    files = sorted(tmp_path.glob("*.json"))
    assert len(files) == 6
    records = [Record.load(f) for f in files]
    assert sorted(r.seed for r in records) == list(range(100, 106))
    assert all(r.seats == 3 and verify(r) for r in records)
    assert all(r.meta["agents"] == ["random"] * 3 for r in records)
    assert set(result.wins) == {0, 1, 2}


def test_a_single_played_game_matches_the_batch_game_with_its_seeds() -> None:
    agents = [RandomAgent(agent_seed(7, k)) for k in range(2)]
    alone = play_game(GAME, agents, seed=7, seats=2)
    batch: list[Any] = []
    run_batch(GAME, 1, ["random"], seed=7, on_game=batch.append)
    assert batch[0].record.to_json() == alone.record.to_json()


def test_an_exception_is_counted_and_its_record_saved_with_the_error(tmp_path: Path) -> None:
    result = run_batch(ExplodingGame(), 3, ["random"], seed=1, error_dir=tmp_path)
    assert result.errors == 3 and result.games == 3 and sum(result.wins.values()) == 0
    assert len(result.error_records) == 3 and "the rules broke" in result.error_messages[0]
    record = Record.load(result.error_records[0])
    assert record.meta["error"] == "RuntimeError: the rules broke"
    assert "Traceback" in record.meta["traceback"]
    assert record.meta["failing_action"][1].startswith("stake")
    assert record.digest is None
    state = replay(record)  # everything before the failing action replays
    assert isinstance(state, DuelState)
    assert state.round == 1 and state.phase == "stake"


def test_error_records_go_to_the_record_dir_when_one_is_given(tmp_path: Path) -> None:
    result = run_batch(ExplodingGame(), 2, ["random"], record_dir=tmp_path / "recs")
    assert [Path(p).parent for p in result.error_records] == [tmp_path / "recs"] * 2


def test_error_records_go_to_the_default_dir_otherwise(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.chdir(tmp_path)
    result = run_batch(ExplodingGame(), 1, ["random"])
    assert Path(result.error_records[0]).parent == DEFAULT_ERROR_DIR
    assert (tmp_path / DEFAULT_ERROR_DIR).is_dir()


def test_an_agent_that_raises_is_an_error_of_that_game() -> None:
    class Broken(RandomAgent):
        name = "broken"

        def choose(self, state: Any, seat: int) -> Any:
            raise KeyError("no idea")

    result = play_game(GAME, [Broken(), Broken()], seed=1, seats=2)
    assert result.error is not None and "no idea" in result.error
    assert result.record.meta["failing_action"] == [0, "<not chosen yet>"]


def test_games_stopped_by_the_decision_cap_are_counted_apart(tmp_path: Path) -> None:
    result = run_batch(ShortDuel(), 5, ["random"], record_dir=tmp_path)
    assert result.capped == 5 and result.draws == 0 and sum(result.wins.values()) == 0
    assert result.decisions == 20
    record = Record.load(next(tmp_path.glob("*.json")))
    assert record.meta["capped"] == 4 and record.outcome is None and verify(record)


def test_agents_are_one_per_seat_or_one_for_all() -> None:
    assert resolve_agents(["greedy"], 3) == ["greedy"] * 3
    assert resolve_agents(["greedy", "random"], 2) == ["greedy", "random"]
    with pytest.raises(ParamError, match="3 agents given for 2 seats"):
        resolve_agents(["a", "b", "c"], 2)


def test_bad_batches_fail_before_any_game(tmp_path: Path) -> None:
    with pytest.raises(ParamError):
        run_batch(GAME, 2, ["random"], params={"colour": "red"}, record_dir=tmp_path)
    with pytest.raises(UnknownAgent):
        run_batch(GAME, 2, ["robot"], record_dir=tmp_path)
    with pytest.raises(ParamError):
        run_batch(GAME, -1)
    assert not list(tmp_path.iterdir())


def test_the_summary_has_the_documented_keys() -> None:
    data = run_batch(GAME, 3, ["random"]).to_json()
    assert {
        "game",
        "games",
        "errors",
        "wins",
        "draws",
        "mean_decisions",
        "games_per_s",
        "decisions_per_s",
    } <= set(data)
    assert data["wins"].keys() == {"0", "1"}
    json.dumps(data)


def test_agent_seeds_differ_between_seats_and_games() -> None:
    seeds = {agent_seed(g, s) for g in range(50) for s in range(4)}
    assert len(seeds) == 200


def test_losses_defeats_and_terminations_add_up() -> None:
    result = run_batch(GAME, 30, ["random"], seed=5)
    decided = result.games - result.draws - result.defeats
    assert sum(result.wins.values()) == decided
    # in a two-seat game with one winner the other seat lost
    assert sum(result.losses.values()) == decided
    assert sum(result.terminations.values()) == result.games
    data = result.to_json()
    assert data["losses"].keys() == {"0", "1"} and data["defeats"] == 0


def test_a_solo_game_lost_to_the_game_is_a_defeat_and_a_loss() -> None:
    from pokeforge.core import get_game

    sinnoh = get_game("sinnoh")
    result = run_batch(sinnoh, 40, ["random"], seed=1, seats=1, params={"opponent": "galactic"})
    assert result.errors == 0 and result.capped == 0
    assert result.wins[0] + result.defeats + result.draws == 40
    assert result.defeats > 0 and result.losses[0] == result.defeats
    ended = result.terminations
    assert ended.get("knockout", 0) + ended.get("concession", 0) >= result.defeats
