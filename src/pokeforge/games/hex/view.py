"""What a seat may see: public board and teams; its own hand; never the decks' order, face-down
Pokémon, other hands, secret battle choices or the RNG."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from .board import Arrangement, Board

if TYPE_CHECKING:
    from .state import HexState


_STATIC: dict[Arrangement, dict[str, Any]] = {}


def _static(board: Board) -> dict[str, Any]:
    """The parts of the view that never change in a play (a board is immutable)."""
    hit = _STATIC.get(board.arrangement)
    if hit is not None:
        return hit
    spaces = []
    for sp in board.spaces:
        x, y = board.pixel(sp.id)
        entry: dict[str, Any] = {
            "id": sp.id,
            "kind": sp.kind,
            "arg": sp.arg,
            "tile": sp.slot,
            "x": round(x, 2),
            "y": round(y, 2),
        }
        if sp.city:
            entry["city"] = sp.city
            entry["leader"] = sp.leader
        spaces.append(entry)
    roads = [[u, v, c] for u in range(len(board.succ)) for v, c in board.succ[u]]
    out = _STATIC[board.arrangement] = {"spaces": spaces, "roads": roads}
    return out


def _catalog(
    state: HexState,
    seat: int | None,
    spaces: list[dict[str, Any]],
    players: list[dict[str, Any]],
    battle: dict[str, Any] | None,
    pending: dict[str, Any] | None,
) -> dict[str, Any]:
    """Names and numbers of the cards the view mentions (so a client needs no content files):
    Pokémon ``[name, colour, power, types]``, Items ``[name, timing, rules text]``, Trainers
    (names, and ``trainer_texts``: their rules texts), Elite Trainers."""
    content = state.content
    ids: set[str] = {
        sp["pokemon"] for sp in spaces if sp.get("pokemon", "face-down") != "face-down"
    }
    for pv in players:
        ids.update(pv["team"])
    if battle is not None:
        for side in battle["sides"]:
            ids.update(side["active"])
            ids.update(side["lost"])
        if "elite" in battle:
            ids.update(content.elite[battle["elite"]].pokemon)
    if pending is not None:
        ids.update(c for c in pending.get("cards", []) if c in content.cards)
        ids.update(o for o in pending.get("options", []) if o in content.cards)
    cards = {
        c: [
            content.cards[c].name,
            content.cards[c].tier,
            content.cards[c].power,
            list(content.cards[c].types),
        ]
        for c in sorted(ids)
        if c in content.cards
    }
    items: dict[str, list[str]] = {}
    if seat is not None:
        for i in state.players[seat].hand:
            kind = i.rpartition(".")[0]
            card = content.items[kind]
            items[kind] = [card.name, card.timing, card.text]
    trainers = {p.trainer: content.trainers[p.trainer].name for p in state.players}
    trainer_texts = {p.trainer: content.trainers[p.trainer].text for p in state.players}
    elite = {e.id: e.name for e in content.elite.values()}
    return {"cards": cards, "items": items, "trainers": trainers, "trainer_texts": trainer_texts,
            "elite": elite}  # fmt: skip


def _operation_pile(state: HexState, seat: int | None) -> dict[str, Any] | None:
    """The pile of an Operation under way: Trainer cards face up (Magma); Items face down, seen
    by the player taking from it (Aqua), through the zone that declares it."""
    pool = state.flags.get("operation_pool")
    if pool is None:
        return None
    if state.flags.get("operation") == "aqua":
        if not pool:
            return {"count": 0, "known": []}
        return state.secrets().zone("operation pile").view(seat)
    return {"count": len(pool), "cards": sorted(pool)}


def _known(state: HexState, seat: int | None) -> dict[str, list[str]]:
    known = state.flags.get("known")
    if seat is None or not known:
        return {}
    return {z: sorted(d[str(seat)]) for z, d in sorted(known.items()) if str(seat) in d}


def state_view(state: HexState, seat: int | None) -> dict[str, Any]:
    content = state.content
    board = state.board
    static = _static(board)
    spaces = []
    for entry in static["spaces"]:
        card = state.card_at(entry["id"])
        if card is None:
            spaces.append(dict(entry))
            continue
        sid = entry["id"]
        entry = dict(entry)
        entry["pokemon"] = card if sid in state.revealed else "face-down"
        entry["weakened"] = sid in state.weakened
        spaces.append(entry)
    players = []
    for i, p in enumerate(state.players):
        pv: dict[str, Any] = {
            "seat": i,
            "pos": p.pos,
            "team": list(p.team),
            "trainer": p.trainer,
            "badges": list(p.badges),
            "hand_size": len(p.hand),
            "captures": p.captures,
            "locked": list(p.locked),
            "bonus": dict(p.bonus),
            "skip": p.skip,
            "league_wins": p.wins,
            "beaten": list(p.beaten),
            "out": p.out,
            "league_steps": p.league_steps,
        }
        if seat == i:
            pv["hand"] = sorted(p.hand)
        players.append(pv)
    pending = None
    if state.pending is not None:
        kind = state.pending["kind"]
        pending = {"kind": kind, "seats": list(state.pending["seats"]),
                   "text": state.pending.get("text", "")}  # fmt: skip
        if kind == "react" and state.window is not None:
            # who is in the window is public; who has answered, and what, is not
            pending["trigger"] = state.pending["trigger"]
            pending["window"] = state.window.view(seat)
        elif seat in state.pending["seats"]:
            for key in ("options", "roll", "dice", "about"):
                if key in state.pending:
                    pending[key] = state.pending[key]
            if kind == "pile_pick":
                pending["cards"] = list(state.pending["task"]["cards"])
        if kind == "react" and state.pending["trigger"] == "time_travel":
            pending["dice"] = list(state.pending["data"]["dice"])  # the faces everyone saw
    battle = None
    if state.battle is not None:
        b = state.battle
        battle = {
            "kind": b["kind"],
            "stage": b["stage"],
            "sides": [
                {
                    "seat": s["seat"],
                    "leader": s["leader"],
                    "active": list(s["active"]),
                    "lost": list(s["lost"]),
                }
                for s in b["sides"]
            ],
            "committed": [] if state.commits is None else state.commits.view(seat)["committed"],
            "duels": list(b["duels"]),
            "limit": b["limit"],
        }
        elite = next((side["elite"] for side in b["sides"] if "elite" in side), None)
        if elite is not None:
            battle["elite"] = elite
            battle["elite_name"] = content.elite[elite].name
        if seat is not None and state.commits is not None and seat in state.commits.choices:
            battle["mine"] = state.commits.choices[seat]
    return {
        "catalog": _catalog(state, seat, spaces, players, battle, pending),
        "game": "hex",
        "seat": seat,
        "round": state.round,
        "active": state.active,
        "tiles": [{"slot": a, "tile": t, "rotation": r} for a, t, r in state.arrangement],
        "spaces": spaces,
        "roads": [list(r) for r in static["roads"]],
        "players": players,
        "piles": {k: len(v) for k, v in state.piles.items()},
        "decks": {k: len(v) for k, v in state.decks.items()},
        "pending": pending,
        "battle": battle,
        "league": None
        if state.league is None
        else {
            "phase": state.league["phase"],
            "format": state.league.get("format", "head_to_head"),
            "results": state.league.get("results", {}),
            "qualified": state.league.get("qualified", []),
            "finalists": state.league.get("finalists", []),
            "elite_kept": state.league.get("elite_kept", {}),
        },
        "pioneers": dict(state.pioneers),
        # reaction Items played openly since the Item discards were last shuffled back
        "played": dict(state.flags.get("played", {})),
        # the cards this seat knows to lie where it cannot look (an Item stolen from it, say)
        "known": _known(state, seat),
        "operation_pile": _operation_pile(state, seat),
        "continuous": [
            {"name": c["name"], "rounds": c["rounds"], "owner": c["owner"]}
            for c in state.continuous
        ],
        "achievements": None
        if not state.params.achievements
        else {
            "claimed": dict(state.flags.get("achievements", {})),
            "cards": {a.id: a.name for a in content.achievements.values()},
        },
        "outcome": None if state.outcome is None else state.outcome.to_json(),
        "leaders": {
            lid: {
                "name": ld.name,
                "power": ld.power,
                "types": list(ld.types),
                "strong_against": list(ld.strong_against),
                "dual": ld.dual,
            }
            for lid, ld in content.leaders.items()
        },
    }
