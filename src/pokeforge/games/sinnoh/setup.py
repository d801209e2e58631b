"""Building the parties of a standalone battle: chosen (``Name@item+Move``) or random."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from pokeforge.core.errors import ParamError
from pokeforge.core.rng import Rng

from .content import Card, Content
from .fate import check_dealt, deck
from .params import GALACTIC_SIZE, GALACTIC_TRAINERS, SinnohParams
from .pieces import COLOURS, Mon, Side
from .rules import perks
from .rules.trials import new_trial

if TYPE_CHECKING:
    from .state import SinnohState

#: the two Prism Armour areas of the Ultra Burst campaign board, in ``prism_board`` order
BOARD = ("ultra_burst", "ultra_beast")
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


def make_mon(
    content: Content, card: Card, item: str | None, moves: list[str], item2: str | None = None
) -> Mon:
    health = card.health
    for held in (item, item2):
        if held is not None:
            health += int(content.items[held].effects.get("health", 0))
    mon = Mon(card.id, health, item, moves)
    mon.item2 = item2
    return mon


STATUS_WORDS = ("confused", "paralysed", "poisoned", "burned", "frozen", "drowsy")


def _traits(mon: Mon, traits: list[str], what: str, name: str) -> None:
    """``#egg`` (taught an Egg Move), ``#size=N`` (Catch Size), ``#damage=N`` and a status:
    what a Pokémon brings from earlier in a campaign."""
    for trait in traits:
        key, _, value = trait.partition("=")
        key = key.strip().lower()
        if key == "egg" and not value:
            mon.egg = True
        elif key in ("size", "damage") and value.strip().isdigit():
            if key == "size":
                mon.size = int(value)
            else:
                mon.damage = int(value)
                mon.fainted = mon.damage >= mon.max_health
        elif key in STATUS_WORDS and not value:
            if key not in mon.statuses:
                mon.statuses = [*mon.statuses, key]
        else:
            raise ParamError(
                f"{what}: unknown trait {trait!r} of {name} (egg, size=N, damage=N or a status)"
            )
    if mon.fainted:
        mon.statuses = []


def parse_party(content: Content, spec: str, what: str) -> list[Mon]:
    """``"Flareon@choice_band+Leaf Blade, Leafeon"``: names or card ids, optional held items
    (two with Holding Capacity: ``@eviolite@star_shield``), taught moves (at most 3 moves in all,
    of learnable types or typeless) and traits after ``#`` (``#egg``, ``#size=2``,
    ``#damage=3``, ``#burned``)."""
    party: list[Mon] = []
    for raw in spec.split(","):
        raw = raw.strip()
        if not raw:
            continue
        raw, *traits = raw.split("#")
        head, *taught = [p.strip() for p in raw.split("+")]
        name, *items = (p.strip() for p in head.split("@"))
        try:
            card = content.card(name)
        except KeyError:
            raise ParamError(f"{what}: unknown Pokémon {name!r}") from None
        if not content.playable(card):
            raise ParamError(f"{what}: {card.name}'s move {card.move!r} is not implemented")
        items = [_item_id(content, i, what) for i in items if i]
        if len(items) > 2:
            raise ParamError(f"{what}: {card.name} holds at most two items")
        if len(items) == 2 and items[0] == items[1]:
            raise ParamError(f"{what}: {card.name} cannot hold the same item twice")
        taught = [_move_name(content, m) for m in taught]
        for move in taught:
            breach = content.fate.get(move)
            if breach is not None and breach.kind == "breach":
                if breach.pending:
                    raise ParamError(
                        f"{what}: the Distortion Breach card {move} is not implemented"
                    )
                continue  # attached like a move: counts towards the 3-move limit
            if move not in content.signature:
                raise ParamError(f"{what}: unknown or unimplemented move {move!r}")
            mtype = content.moves[move].type
            if mtype != "typeless" and mtype not in card.learnable:
                raise ParamError(f"{what}: {card.name} cannot learn the {mtype} move {move}")
        if len({card.move, *taught}) > 3:
            raise ParamError(f"{what}: {card.name} may know at most 3 moves")
        mon = make_mon(
            content, card, items[0] if items else None, taught, items[1] if len(items) > 1 else None
        )
        _traits(mon, traits, what, card.name)
        party.append(mon)
    if not 1 <= len(party) <= 6:
        raise ParamError(f"{what}: a party has 1 to 6 Pokémon, not {len(party)}")
    if all(m.fainted for m in party):
        raise ParamError(f"{what}: every Pokémon of the party has fainted")
    return party


def _key(text: str) -> str:
    return "".join(ch for ch in text.lower() if ch.isalnum())


def _item_id(content: Content, text: str, what: str) -> str:
    """A held item by id or name, in any case (``Choice Band``, ``choice_band``)."""
    want = _key(text)
    for iid, item in content.items.items():
        if want in (_key(iid), _key(item.name)):
            return iid
    known = ", ".join(sorted(content.items))
    raise ParamError(f"{what}: unknown held item {text!r} (known: {known})")


def _move_name(content: Content, text: str) -> str:
    """A taught move or Distortion Breach card by name, in any case (left as written when
    unknown: the caller reports it)."""
    want = text.strip().lower()
    for name in (*content.signature, *content.fate):
        if name.lower() == want:
            return name
    return text


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


def choose_trainer(content: Content, spec: str, rng: Rng, what: str) -> str:
    """A side's trainer card as ``class_id:quality``: named (``Beauty``, ``beauty:silver``) or
    drawn at random from the usable cards (``random``, ``random:bronze``); Gold when no quality
    is given."""
    name, _, quality = spec.partition(":")
    quality = quality.strip() or "gold"
    name = name.strip()
    if name.lower() == "random":
        usable = sorted(t.id for t in content.trainers.values() if content.trainer_usable(t))
        if not usable:
            raise ParamError(f"{what}: no trainer card can be used in battle")
        return f"{rng.choice(usable)}:{quality}"
    try:
        card = content.trainer(name)
    except KeyError:
        known = ", ".join(sorted(t.name for t in content.trainers.values()))
        raise ParamError(f"{what}: unknown trainer card {name!r} (known: {known})") from None
    if not content.trainer_usable(card):
        raise ParamError(f"{what}: {card.name} has an ability that is not implemented")
    return f"{card.id}:{quality}"


def parse_hand(content: Content, spec: str, what: str) -> tuple[str, ...]:
    """Change of Fate cards in a hand: comma-separated names."""
    hand: list[str] = []
    for raw in (p.strip() for p in spec.split(",") if p.strip()):
        card = next((c for c in content.fate.values() if c.name.lower() == raw.lower()), None)
        if card is None or card.kind != "fate":
            known = ", ".join(sorted(c.name for c in content.fate.values() if c.kind == "fate"))
            raise ParamError(f"{what}: unknown Change of Fate card {raw!r} (known: {known})")
        hand.append(card.name)
    return tuple(hand)


def parse_bag(spec: str) -> list[int]:
    bag = [0] * len(COLOURS)
    for part in (p.strip() for p in spec.split(",") if p.strip()):
        colour, _, n = part.partition("=")
        bag[COLOURS.index(colour.strip())] += int(n)
    return bag


def build_sides(content: Content, params: SinnohParams, rng: Rng, opponent: str) -> list[Side]:
    sides = _build_sides(content, params, rng, opponent)
    for i, side in enumerate(sides):
        first = i == 0
        spec = params.trainer0 if first else params.trainer1
        fate = params.fate0 if first else params.fate1
        if side.kind == "trainer":
            if spec:
                side.trainer = choose_trainer(content, spec, rng, f"trainer{i}")
            bag = params.bag0 if first else params.bag1
            if bag:
                side.bag = parse_bag(bag)
            side.amp = params.amplifier0 if first else params.amplifier1
            if side.trainer:  # Firewood in a Kindler's bag (the journey brings its own)
                table = perks.build(content, side)
                if table is not None and "firewood" in table:
                    side.firewood = params.firewood0 if first else params.firewood1
            side.follower = params.follower0 if first else params.follower1
            if fate:
                side.hand = sorted(parse_hand(content, fate, f"fate{i}"))
            for mon in side.party:
                if mon.item2 is not None:
                    two = perks.build(content, side)
                    if two is None or "two_items" not in two:
                        raise ParamError(
                            f"party{i}: only a Backpacker's Pokémon may hold two items"
                        )
                    break
        elif spec:
            raise ParamError(f"trainer{i}: only a trainer has a trainer card, not the {side.kind}")
        elif fate:
            raise ParamError(f"fate{i}: only a trainer holds Change of Fate cards")
        elif (params.fate_dealt0 if first else params.fate_dealt1) > 0:
            raise ParamError(f"fate_dealt{i}: only a trainer holds Change of Fate cards")
    check_dealt(content, sides)
    if params.fate_dealt0 or params.fate_dealt1:
        deal_fate(content, sides, (params.fate_dealt0, params.fate_dealt1), rng)
    return sides


def deal_fate(content: Content, sides: list[Side], counts: tuple[int, int], rng: Rng) -> None:
    """Deal ``counts[i]`` Change of Fate cards at random to side ``i`` (Player 1 first) from the
    deck less the named hands; each hand stays sorted."""
    rest = deck(content)
    for s in sides:
        for card in s.hand:
            rest.remove(card)
    wanted = sum(counts)
    if wanted > len(rest):
        raise ParamError(
            f"fate_dealt0, fate_dealt1: {wanted} Change of Fate cards to deal, "
            f"the deck has {len(rest)} left"
        )
    dealt = pick(rng, rest, wanted)
    for side, n in zip(sides, counts, strict=True):
        side.hand = sorted([*side.hand, *dealt[:n]])
        dealt = dealt[n:]


def equip_trainers(st: SinnohState) -> None:
    """What trainer cards bring to the start of a battle: health bonuses (stats), the Cherish
    Ball (Firewood: :func:`build_sides`, or the journey's); and each party's card states at the
    start (forms return to them)."""
    st.setup_perks()
    st.entry = tuple([tuple([m.card for m in s.party]) for s in st.sides])
    for i, side in enumerate(st.sides):
        if "cherish" in side.balls and not perks.has(st, i, "cherish_ball"):
            raise ParamError("the Cherish Ball is a Gentleman's (trainer card, Gold)")
    if not st.any_perks:
        return
    for i, side in enumerate(st.sides):
        if st.perks[i] is None:
            continue
        cards = st.content.cards
        for mon in side.party:
            # a health penalty (Trimmed Form) leaves at least 1 health
            mon.max_health = max(
                1, mon.max_health + perks.health_bonus(st, i, mon, cards[mon.card])
            )
            mon.fainted = mon.damage >= mon.max_health
        if perks.has(st, i, "cherish_ball") and "cherish" not in side.balls:
            side.balls = [*side.balls, "cherish"]


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
        if params.party1:  # named: they enter in the order given
            return [me, Side("swarm", parse_party(content, params.party1, "party1"))]
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
    content = st.content
    armour = content.tactics.prism_armour
    if st.params.prism_board:
        burst, beast = (int(x) for x in st.params.prism_board.split(","))
        st.prism_board = (burst, beast)
    else:
        st.prism_board = (armour.get("ultra_burst", 0), armour.get("ultra_beast", 0))
    wild = st.sides[1]
    if wild.kind != "wild" or not wild.party:
        return
    card = content.cards[wild.party[0].card]
    if card.tier in armour:
        tokens = st.params.prism_armour
        on_board = st.prism_board[BOARD.index(card.tier)] if card.tier in BOARD else 0
        st.prism = [0, on_board if tokens < 0 else tokens]
    trial = content.tactics.trials.get(card.name)
    if st.params.lake_trial and trial is not None:
        st.trial = new_trial(trial)
