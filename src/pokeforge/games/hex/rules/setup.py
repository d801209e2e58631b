"""Setup (rulebook §2): the board from the seed, the chosen roster in colour piles, a Starter
Pokémon, an Item Card and a Trainer Card for every player."""

from __future__ import annotations

from typing import TYPE_CHECKING

from pokeforge.core import ParamError, Rng

from ..board import random_arrangement
from ..content import Content
from ..params import HexParams
from ..state import HexState, Player
from . import dispatch  # noqa: F401  (registers every task and decision)
from .decks import draw, draw_items, draw_pokemon
from .flow import advance

if TYPE_CHECKING:
    from ..game import HexGame

PILE_TIERS = ("pink", "green", "blue", "red", "yellow")


def roster(content: Content, params: HexParams, rng: Rng) -> list[str]:
    """§2: Balanced and Alternate are fixed lists; Random draws as many cards of each colour as
    the Balanced roster has, from every card; Custom takes every card of the chosen generations."""
    if params.setup in ("balanced", "alternate"):
        return list(content.rosters[params.setup])
    if params.setup == "custom":
        ids = [c.id for c in content.cards.values() if c.generation in params.generations]
        if not any(content.cards[c].tier == "starter" for c in ids):
            ids += content.starters()
        for tier in PILE_TIERS[:4]:
            if sum(1 for c in ids if content.cards[c].tier == tier) < 8:
                raise ParamError(
                    f"generations {list(params.generations)} give too few {tier} Pokémon for a game"
                )
        return sorted(ids)
    out: list[str] = []
    for tier in ("starter", *PILE_TIERS):
        want = sum(1 for c in content.rosters["balanced"] if content.cards[c].tier == tier)
        pool = sorted(c.id for c in content.cards.values() if c.tier == tier)
        out += rng.sample(pool, min(want, len(pool)))
    return out


def new_state(game: HexGame, params: HexParams, seed: int, seats: int) -> HexState:
    rng = Rng(seed)
    content = game.content
    arrangement = random_arrangement(content, rng)
    s = HexState(game, params, seats, rng, arrangement)
    cards = roster(content, params, rng)
    starters = sorted(c for c in cards if content.cards[c].tier == "starter")
    if len(starters) < seats:
        starters += [c for c in content.starters() if c not in starters]
    rng.shuffle(starters)
    by_tier: dict[str, list[str]] = {}
    for c in cards:
        by_tier.setdefault(content.cards[c].tier, []).append(c)
    for tier in PILE_TIERS:
        pile = sorted(by_tier.get(tier, ()))
        rng.shuffle(pile)
        s.piles[tier] = pile
    for sp in s.board.spaces:
        if sp.kind == "pokemon":
            card = draw_pokemon(s, sp.arg)
            if card is not None:
                s.slots[str(sp.id)] = card
    s.decks = {
        "items": [f"{i.id}.{k}" for i in content.items.values() for k in range(1, i.copies + 1)],
        "events": [f"{e.id}.{k}" for e in content.events.values() for k in range(1, e.copies + 1)],
        "supers": [
            f"{e.id}.{k}" for e in content.super_events.values() for k in range(1, e.copies + 1)
        ],
        "trainers": sorted(content.trainers),
    }
    for deck in s.decks.values():
        rng.shuffle(deck)
    s.discards = {k: [] for k in s.decks}
    for seat in range(seats):
        p = Player(pos=s.board.start)
        p.visited.append(s.board.start)
        trainer = draw(s, "trainers")
        assert trainer is not None
        p.trainer = trainer
        p.team.append(starters[seat])
        s.players.append(p)
    for seat in range(seats):
        draw_items(s, seat, 1)
    s.events = []
    advance(s)
    s.events = []
    return s
