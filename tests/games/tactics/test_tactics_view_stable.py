"""Speed-ups must not change what tactics shows or does: golden digests of random plays.

Each play (a selection variant, a board and a seed) is played with seeded random legal actions.
Along it, one digest covers every view (each seat's and the spectator's, as ordered JSON: keys in
their order, so a reordered key fails too), one every observation vector (``Game.observe`` of
each seat's view, its float32 bytes), one the legal action numbers of the seat to act, and one
the final state. The expected digests were recorded from the code before the speed-ups
(``tactics_view_stable.json``); rerun this module with ``--record`` semantics by calling
:func:`record` by hand only when a change of content is intended.
"""

from __future__ import annotations

import hashlib
import json
import random
from pathlib import Path
from typing import Any

import pytest

from pokeforge.core import get_game

GOLDEN = Path(__file__).with_name("tactics_view_stable.json")
#: (variant, board, seed) of each play
PLAYS = [(v, board, seed) for v in (1, 2, 3, 4) for board in ("default", "open") for seed in (0, 1)]
#: decisions per play at most (a random play of tactics ends well before)
CAP = 3000


def play_digests(variant: int, board: str, seed: int) -> dict[str, Any]:
    game = get_game("tactics")
    params = game.params({"team_selection": variant, "board": board})
    state = game.new_state(params, seed=seed)
    pick = random.Random(seed)
    views, observations, masks = hashlib.sha256(), hashlib.sha256(), hashlib.sha256()
    decisions = 0
    while True:
        for seat in (0, 1, None):
            view = state.view(seat)
            views.update(json.dumps(view, ensure_ascii=False).encode())
            if seat is not None:
                observations.update(game.observe(view, seat, params).tobytes())
        if state.outcome is not None or decisions >= CAP:
            break
        seat = state.to_act()[0]
        masks.update(repr(state.legal_action_numbers(seat)).encode())
        actions = state.legal_actions(seat)
        state.apply(seat, actions[pick.randrange(len(actions))])
        decisions += 1
    return {
        "decisions": decisions,
        "views": views.hexdigest(),
        "observations": observations.hexdigest(),
        "masks": masks.hexdigest(),
        "final": state.digest(),
    }


def record() -> None:
    """Write the golden file from the code as it is (only for an intended change)."""
    golden = {f"{v}/{b}/{s}": play_digests(v, b, s) for v, b, s in PLAYS}
    GOLDEN.write_text(json.dumps(golden, indent=1) + "\n")


@pytest.mark.parametrize(("variant", "board", "seed"), PLAYS)
def test_views_observations_and_plays_unchanged(variant: int, board: str, seed: int) -> None:
    expected = json.loads(GOLDEN.read_text())[f"{variant}/{board}/{seed}"]
    assert play_digests(variant, board, seed) == expected


def test_views_handed_out_are_not_shared_mutably() -> None:
    """Editing the view's own parts never changes a later view (the parts that views share, the
    unchanging ones and the Pokémon entries, are documented as read-only)."""
    game = get_game("tactics")
    state = game.new_state(game.params({"team_selection": 1}), seed=3)
    pick = random.Random(3)
    while not state.mons or state.stage != "move":
        seat = state.to_act()[0]
        actions = state.legal_actions(seat)
        state.apply(seat, actions[pick.randrange(len(actions))])
    first = state.view(0)
    before = json.dumps(state.view(0))
    first["to_act"].append(99)
    first["prompts"].clear()
    first["board"]["barrier"].append("a1")
    first["pokemon"].pop()
    first["selection"]["teams"]["0"].append("Onix")
    first["secret"]["placements"]["9"] = "a1"
    assert json.dumps(state.view(0)) == before


def test_an_unchanged_pokemon_is_the_same_entry_and_a_changed_one_a_new_one() -> None:
    game = get_game("tactics")
    state = game.new_state(game.params({"team_selection": 1}), seed=5)
    pick = random.Random(5)
    while state.stage != "attack":
        seat = state.to_act()[0]
        actions = state.legal_actions(seat)
        state.apply(seat, actions[pick.randrange(len(actions))])
    before = state.view(0)["pokemon"]
    again = state.view(1)["pokemon"]
    assert all(a is b for a, b in zip(before, again, strict=True))
    hurt = state.mons[state.t_mon]
    hurt.hp -= 1
    after = state.view(0)["pokemon"]
    assert after[hurt.idx] is not before[hurt.idx] and after[hurt.idx]["hp"] == hurt.hp
    assert [a is b for a, b in zip(before, after, strict=True)].count(False) == 1


if __name__ == "__main__":
    record()
