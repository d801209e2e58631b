"""Building the parties of a standalone battle: chosen (``Name@item+Move``) or random."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from pokeforge.core.errors import ParamError
from pokeforge.core.rng import Rng

from .content import Card, Content
from .params import GALACTIC_SIZE, GALACTIC_TRAINERS, SinnohParams
from .pieces import Mon, Side
from .rules import tactics
from .rules.trials import new_trial

if TYPE_CHECKING:
    from .state import SinnohState

#: tiers random trainer parties are drawn from
PARTY_TIERS = ("starter", "weak", "moderate", "strong")
BATTLE_ITEMS = (
    "blast_crystal",
    "star_shield",
    "lucky_egg",
    "eviolite",
    "swiftness_sash",
    "choice_band",
)


def make_mon(content: Content, card: Card, item: str | None, moves: list[str]) -> Mon:
    health = card.health
    if item is not None:
        health += int(content.items[item].effects.get("health", 0))
    return Mon(card.id, health, item, moves)


def parse_party(content: Content, spec: str, what: str) -> list[Mon]:
    """``"Flareon@choice_band+Leaf Blade, Leafeon"``: names or card ids, an optional held item
    and taught moves (at most 3 moves in all, of learnable types or typeless)."""
    party: list[Mon] = []
    for raw in spec.split(","):
        raw = raw.strip()
        if not raw:
            continue
        head, *taught = [p.strip() for p in raw.split("+")]
        name, _, item = (p.strip() for p in head.partition("@"))
        try:
            card = content.card(name)
        except KeyError:
            raise ParamError(f"{what}: unknown Pokémon {name!r}") from None
        if not content.playable(card):
            raise ParamError(f"{what}: {card.name}'s move {card.move!r} is not implemented")
        if item and item not in content.items:
            raise ParamError(
                f"{what}: unknown held item {item!r} (known: {', '.join(sorted(content.items))})"
            )
        for move in taught:
            if move not in content.signature:
                raise ParamError(f"{what}: unknown or unimplemented move {move!r}")
            mtype = content.moves[move].type
            if mtype != "typeless" and mtype not in card.learnable:
                raise ParamError(f"{what}: {card.name} cannot learn the {mtype} move {move}")
        if len({card.move, *taught}) > 3:
            raise ParamError(f"{what}: {card.name} may know at most 3 moves")
        party.append(make_mon(content, card, item or None, taught))
    if not 1 <= len(party) <= 6:
        raise ParamError(f"{what}: a party has 1 to 6 Pokémon, not {len(party)}")
    return party


def pool(content: Content, tiers: tuple[str, ...]) -> list[Card]:
    """Playable default-state cards of these tiers (no Noble Forms or later states)."""
    return [
        c
        for c in content.cards.values()
        if c.tier in tiers and c.state <= 1 and content.playable(c) and not c.trainer
    ]


def teachable(content: Content, card: Card) -> list[str]:
    moves = content.moves
    return sorted(
        n
        for n in content.signature
        if n != card.move and (moves[n].type in card.learnable or moves[n].type == "typeless")
    )


def pick(rng: Rng, items: list[Card] | list[str], k: int) -> list[Any]:
    """``k`` distinct items in random order (a partial Fisher-Yates: k draws, not a shuffle; the
    swapped positions are kept aside, so the pool is never copied)."""
    n = len(items)
    if not 0 <= k <= n:
        raise ParamError(f"cannot pick {k} of {n}")
    moved: dict[int, Any] = {}
    out = []
    for i in range(k):
        j = i + rng.below(n - i)
        out.append(moved.get(j, items[j]))
        moved[j] = moved.get(i, items[i])
    return out


_POOLS: dict[tuple[int, tuple[str, ...]], list[Card]] = {}


def random_party(content: Content, params: SinnohParams, rng: Rng) -> list[Mon]:
    key = (id(content), PARTY_TIERS)
    cards_pool = _POOLS.get(key)
    if cards_pool is None:
        cards_pool = _POOLS[key] = pool(content, PARTY_TIERS)
    cards = pick(rng, cards_pool, params.party_size)
    party = []
    for card in cards:
        taught = (
            pick(rng, teachable(content, card), params.taught_moves) if params.taught_moves else []
        )
        item = rng.choice(BATTLE_ITEMS) if params.random_items else None
        party.append(make_mon(content, card, item, taught))
    return party


def galactic_party(content: Content, params: SinnohParams, rng: Rng) -> list[Mon]:
    """Team Galactic's Pokémon: drawn at random from the chosen opponent's cards (TEAM GALACTIC:
    ACT I–III), or named in ``party1``."""
    if params.party1:
        return parse_party(content, params.party1, "party1")
    owners = GALACTIC_TRAINERS[params.galactic]
    cards = sorted(
        (c for c in content.cards.values() if c.trainer in owners and content.playable(c)),
        key=lambda c: c.id,
    )
    deck = [c for c in cards for _ in range(max(1, c.copies))]
    size = params.galactic_size or GALACTIC_SIZE[params.galactic]
    if size > len(deck):
        raise ParamError(f"{params.galactic} has only {len(deck)} Pokémon, not {size}")
    return [make_mon(content, c, None, []) for c in pick(rng, deck, size)]


def build_sides(content: Content, params: SinnohParams, rng: Rng, opponent: str) -> list[Side]:
    sides = _build_sides(content, params, rng, opponent)
    for side in sides:
        for mon in side.party:
            tactics.assign(content, mon, side.kind)
    return sides


def _build_sides(content: Content, params: SinnohParams, rng: Rng, opponent: str) -> list[Side]:
    balls = [b for b in params.balls.split(",") if b]
    if params.party0:
        mine = parse_party(content, params.party0, "party0")
    else:
        mine = random_party(content, params, rng)
    me = Side("trainer", mine, params.apricorns, balls)
    if opponent == "trainer":
        theirs = (
            parse_party(content, params.party1, "party1")
            if params.party1
            else random_party(content, params, rng)
        )
        return [me, Side("trainer", theirs, params.apricorns)]
    if opponent == "galactic":
        return [me, Side("galactic", galactic_party(content, params, rng))]
    if opponent == "swarm":
        wild = []
        for tier in ("weak", "moderate", "strong"):
            card = rng.choice(pool(content, (tier,)))
            wild.append(make_mon(content, card, None, []))
        return [me, Side("swarm", wild)]
    if params.wild:
        wild_party = parse_party(content, params.wild, "wild")[:1]
    else:
        tiers = tuple(t.strip() for t in params.wild_tiers.split(",") if t.strip())
        cards = [c for c in pool(content, tiers) if not c.trainer]
        if not cards:
            raise ParamError(f"no playable wild Pokémon in tiers {params.wild_tiers!r}")
        wild_party = [make_mon(content, rng.choice(cards), None, [])]
    if params.alpha:
        mon = wild_party[0]
        mon.item = "alpha_token"
        mon.max_health = content.cards[mon.card].health + int(
            content.items["alpha_token"].effects.get("health", 0)
        )
    return [me, Side("wild", wild_party)]


def setup_defences(st: SinnohState) -> None:
    """Prism Armour tokens and a Lake Guardian's trial for the wild side (PRISM ARMOUR, LAKE
    CAVERNS)."""
    wild = st.sides[1]
    if wild.kind != "wild" or not wild.party:
        return
    content = st.content
    card = content.cards[wild.party[0].card]
    armour = content.tactics.prism_armour
    if card.tier in armour:
        tokens = st.params.prism_armour
        st.prism = [0, armour[card.tier] if tokens < 0 else tokens]
    trial = content.tactics.trials.get(card.name)
    if st.params.lake_trial and trial is not None:
        st.trial = new_trial(trial)
