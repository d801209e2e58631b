"""The fast legal-action generator (precomputed plans per square, interned actions) offers
exactly what a plain reading of the rules offers, in the same order, over many random plays.

The reference below walks the arrows square by square on the live board with no precomputed
table beyond the board geometry: a move follows an arrow to empty squares (a single arrow 1, a
double 2, a line any number), a battle is against an adjacent opponent's piece an arrow points
at, a move may be followed by a battle of the moved piece from its new square (D4), a Legend
moves its whole 2×2 block and attacks every adjacent square in an arrow's direction (FAQ Q8),
and a waiting Legend whose cost the Cost Area covers may be summoned onto any free 2×2 area.
"""

from __future__ import annotations

from pokeforge.core import Rng
from pokeforge.games.pieces import PiecesGame
from pokeforge.games.pieces.actions import Action, Battle, Move, MoveBattle, Summon
from pokeforge.games.pieces.board import LEGEND, ON_BOARD, WAITING
from pokeforge.games.pieces.rules.turn import legal_actions
from pokeforge.games.pieces.state import PiecesState


def reference_actions(state: PiecesState, seat: int) -> list[Action]:
    t = state.t
    board = state.board
    names = t.names

    def foe(x: int) -> bool:
        return board[x] >= 0 and t.p_owner[board[x]] != seat

    out: list[Action] = []
    for pid in t.actors[seat]:
        if state.status[pid] != ON_BOARD:
            continue
        c = state.cell[pid]
        arrows = t.p_arrows[pid][state.flip[pid]]
        if t.p_role[pid] == LEGEND:
            for d, reach in arrows:
                hit = tuple(names[x] for x in t.block_adj[c][d] if foe(x))
                if hit:
                    out.append(Battle(names[c], hit))
                cur = c
                for _ in range(reach):
                    nxt = t.block_step[cur][d]
                    if nxt < 0 or any(board[x] not in (-1, pid) for x in t.block[nxt]):
                        break
                    out.append(Move(names[c], names[nxt]))
                    for d2, _reach in arrows:
                        hit = tuple(names[x] for x in t.block_adj[nxt][d2] if foe(x))
                        if hit:
                            out.append(MoveBattle(names[c], names[nxt], hit))
                    cur = nxt
            continue
        for d, reach in arrows:
            ray = t.rays[c][d]
            if not ray:
                continue
            if board[ray[0]] >= 0:
                if foe(ray[0]):
                    out.append(Battle(names[c], (names[ray[0]],)))
                continue
            for x in ray[:reach]:
                if board[x] >= 0:
                    break
                out.append(Move(names[c], names[x]))
                for d2, _reach in arrows:
                    near = t.rays[x][d2]
                    if near and foe(near[0]):
                        out.append(MoveBattle(names[c], names[x], (names[near[0]],)))
    have = len(state.cost[seat])
    for pid in t.legend_pids[seat]:
        kind = t.kinds[t.p_kind[pid]]
        if state.status[pid] != WAITING or kind.cost > have:
            continue
        for a in t.anchors:
            if all(board[x] < 0 for x in t.block[a]):
                out.append(Summon(kind.name, names[a]))
    return out


def test_legal_actions_equal_a_plain_reading_of_the_rules_in_random_plays() -> None:
    game = PiecesGame()
    rng = Rng(5)
    positions = legends = move_battles = 0
    for seed in range(25):
        state = game.new_state(seed=seed)
        while state.outcome is None:
            for seat in (0, 1):  # the seat to act, and its opponent (as the greedy player asks)
                offered = legal_actions(state, seat)
                expected = reference_actions(state, seat)
                assert [str(a) for a in offered] == [str(a) for a in expected], (seed, seat)
                assert offered == expected
                move_battles += sum(type(a) is MoveBattle for a in offered)
                positions += 1
            assert list(state.legal_actions(state.turn)) == reference_actions(state, state.turn)
            legends += any(
                state.status[p] == ON_BOARD for s in (0, 1) for p in state.t.legend_pids[s]
            )
            actions = state.legal_actions(state.turn)
            state.apply(state.turn, actions[rng.below(len(actions))])
    # the plays reached the cases that matter: Legends on the board, moves followed by battles
    assert positions > 2000
    assert legends > 100
    assert move_battles > 1000
