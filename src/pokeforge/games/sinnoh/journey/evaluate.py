"""The evaluation of a journey for one trainer (``SinnohGame.evaluate``): what the greedy agent
maximises and what the search levels score their playouts with (:mod:`..rollout`).

It values, for the trainer ``seat`` (the weights are the named constants below):

* **the objectives** (the Heart of Sinnoh): :data:`STEP` per objective step (the village, each
  Shard, the Heart, Cyrus); a finished journey adds ±10⁶ for a win or a loss;
* **the party's strength**: each Pokémon's maximum health and its best move's attack strength
  (:func:`power`: what a capture, an evolution or a taught move adds), the health left (what a
  restore gives back), and a penalty while no Pokémon can battle;
* **the bag**: Journey Points (they pay evolutions), Poké Balls (up to :data:`BALLS_WANTED`),
  held items, Apricorns by tier; the journey score (Journey Points earned + captures: the safety
  cap's tie-break) a little;
* **the route**: how ready the party is for the next Team Galactic battle (:func:`readiness`:
  the party's strength against the average strength the foe brings, from the public card data)
  chooses where the trainer heads: ready and healthy, to the next objective's places; ready but
  hurt, to the nearest village (a restore); not ready, to the nearest Apricorn Tree or Reef (to
  grow the party). :data:`ROUTE` per tile moved closer;
* **a Pokédex search**: once searched, what the encounter is worth on average
  (:func:`search_worth`) from the tier of the tree or reef and the public data of that tier's
  Pokémon, never the cards drawn (they are hidden until the battle, and an agent's copy re-deals
  them anyway);
* **a battle being fought**: the chance of winning it from the strengths left on both sides
  (:func:`win_chance`) times what winning brings (an objective step against Team Galactic, the
  rewards of a wild Pokémon), and the health taken from the other side.

Only the state handed over is read (an agent's determinised copy): the trainer's own party and
bag, the public map, the objectives and, in a battle, the Pokémon in the arena and parties
(face up). Nothing here reads a deck, a hand or a search.
"""

from __future__ import annotations

from collections import deque
from typing import TYPE_CHECKING

from pokeforge.core.geometry import Hex
from pokeforge.core.outcome import Termination

from ..pieces import COLOUR_TIER
from .decks import TREE_TIERS
from .rules import acts
from .rules.end import score
from .rules.moving import step_rules
from .ultra import BREACH_LOSS, BREACH_PER_DESTROYED

if TYPE_CHECKING:
    from ..content import Card, Content
    from ..pieces import Mon
    from ..region import Region
    from ..rules.movement import StepRules
    from .pieces import Trainer
    from .state import JourneyState

#: the worth of one objective step (the village, a Shard, the Heart, Cyrus)
STEP = 120.0
#: a win or a loss at the safety cap (ranked by the objectives: :mod:`.rules.end`)
CAP_RESULT = 0.0
#: per point of a Pokémon's maximum health, and of its best move's attack strength
HEALTH_WORTH = 1.5
ATTACK_WORTH = 2.5
#: per point of health left (what a restore gives back)
HEALTH_LEFT_WORTH = 1.0
#: while no Pokémon in the party can battle (the trainer is sent home, the turn is lost)
NO_USABLE = 15.0
#: a Journey Point held, and a point of the journey score (the safety cap's tie-break)
POINT_WORTH = 0.8
SCORE_WORTH = 0.5
#: Poké Balls worth having (more are worth :data:`SPARE_BALL` each)
BALLS_WANTED = 3
BALL_WORTH = 3.0
SPARE_BALL = 0.5
ITEM_WORTH = 1.5
#: a held item attached to a Pokémon (as much as in the bag: worth 3 it made the trainers equip
#: more and reach fewer Heart of Sinnoh objective steps, 0.85 against 1.00 a solo trainer in 20
#: journeys of 20 rounds; what an item adds to the maximum health is in the party's value)
HELD_WORTH = ITEM_WORTH
#: per free move of the turn being played (``held_moves``: a held item put on or taken off, a
#: Distortion Gate jumped through): the undoing penalty; it ends with the turn, so moving items
#: on and off (or jumping back and forth) makes ending the turn ever better
HELD_MOVE = 1.0
#: an Apricorn, per tier of its colour
APRICORN_WORTH = 0.3
#: per tile moved closer to where the trainer heads: to grow the party, and to a Team Galactic
#: battle (or the restore before it)
ROUTE = 3.0
ROUTE_BOUND = 4.0
#: a party ready for its next Team Galactic battle (so that growing ready is never worse than
#: staying by a tree: the way to the battle costs :data:`ROUTE_BOUND` a tile)
READY_BONUS = 60.0
#: the strength ratio (party / the foe's average) from which a Team Galactic battle is taken,
#: by foe. Measured (20 solo greedy journeys of 60 rounds, benchmarks/sinnoh_heart_greedy.py):
#: the battles are won far less often than the ratio says (Plan B, Galactic Retribution): Grunts
#: 8/24 at a ratio of 1.2–1.6 and 6/13 at 1.6–2, Mars 2/104 below 1.2 and 14/66 at 1.2–1.6,
#: Saturn 2/41 at 1.2–1.6; yet waiting for a party that clearly outclasses the foe (a ratio of
#: about 2.2 for the Grunts, 3 for Mars, 4.4 for Saturn) reached fewer objective steps (0.65 a
#: trainer against 2.15: the parties grow too slowly, and a loss costs only the turn and a
#: restore), and so did 1.6 for the Commanders (1.70) or restoring above 97% first (1.85), each
#: with a held item worth 3 (2.15 then at 1.2): the trainers take the battles early and retry
READY = {"grunts": 1.2, "mars": 1.2, "jupiter": 1.2, "saturn": 1.2, "cyrus": 1.2}
#: below this share of its full strength a ready party restores before the battle
HURT = 0.85
#: below this share of its full strength a growing party restores before searching again
HURT_GROWING = 0.6
#: the exponent of the strength ratio in a battle's win chance (``r^k / (r^k + 1)``)
SHARPNESS = 2.0
#: a Pokémon's attack strength used for a move without one (a status move)
MIN_ATTACK = 2


# -- strengths ---------------------------------------------------------------------------------
def attack_of(content: Content, mon: Mon) -> int:
    """The best attack strength among ``mon``'s moves (its card's signature move and the moves
    taught)."""
    best = MIN_ATTACK
    moves = content.moves
    card = content.cards.get(mon.card)
    names = [*mon.moves, card.move] if card is not None else mon.moves
    for name in names:
        move = moves.get(name)
        if move is not None and move.strength is not None and move.strength > best:
            best = move.strength
    return best


def power(content: Content, mon: Mon) -> float:
    """What a Pokémon in the party is worth whatever its health now."""
    return HEALTH_WORTH * mon.max_health + ATTACK_WORTH * attack_of(content, mon)


def strength(content: Content, party: list[Mon], full: bool = False) -> float:
    """A party's battle strength: its health (left, or ``full``) times its mean attack
    strength (the health it can take and the damage it deals)."""
    health = 0
    attack = 0
    n = 0
    for m in party:
        if m.fainted and not full:
            continue
        left = m.max_health if full else m.health_left
        if left <= 0:
            continue
        health += left
        attack += attack_of(content, m)
        n += 1
    return 0.0 if n == 0 else health * attack / n


_FOES: dict[tuple[int, tuple[str, ...]], tuple[float, float]] = {}


def _foe_strength(content: Content, owners: tuple[str, ...], size: int) -> float:
    key = (id(content), owners)
    found = _FOES.get(key)
    if found is None:
        found = _FOES[key] = _mean_card(
            content,
            [c for c in content.cards.values() if c.trainer in owners and content.playable(c)],
        )
    return size * found[0] * found[1]


def _mean_card(content: Content, cards: list[Card]) -> tuple[float, float]:
    """The mean health and attack strength of ``cards``."""
    if not cards:
        return 0.0, 0.0
    health = sum(c.health for c in cards) / len(cards)
    attack = sum(_card_attack(content, c.move) for c in cards) / len(cards)
    return health, attack


def _card_attack(content: Content, move: str) -> int:
    m = content.moves.get(move)
    return MIN_ATTACK if m is None or m.strength is None else max(MIN_ATTACK, m.strength)


def next_foe(st: JourneyState, seat: int) -> str:
    """``seat``'s next Team Galactic opponent (``""``: none left)."""
    from .rules.galactic import COMMANDERS

    p = st.heart
    if p.champion >= 0:
        return ""
    if not p.liberated[seat]:
        return "grunts"
    if len(p.shards[seat]) < len(COMMANDERS):
        return next(f for f, (_, shard) in COMMANDERS.items() if shard not in p.shards[seat])
    return "cyrus"


def foe_strength(st: JourneyState, seat: int) -> float:
    """The average strength of the next Team Galactic battle of ``seat`` (0: none left), from
    the public card data of the foe's deck and the number of Pokémon it brings."""
    from ..params import GALACTIC_TRAINERS
    from .rules.galactic import size_of

    foe = next_foe(st, seat)
    if not foe:
        return 0.0
    return _foe_strength(st.content, GALACTIC_TRAINERS[foe], size_of(st, seat, foe))


def readiness(st: JourneyState, seat: int, full: bool) -> float:
    """The party's strength (``full``: once restored) over the next Team Galactic battle's."""
    foe = foe_strength(st, seat)
    mine = strength(st.content, st.trainers[seat].party, full)
    return mine / foe if foe > 0 else 10.0


def win_chance(mine: float, theirs: float) -> float:
    """The chance of winning a battle from both sides' strengths left."""
    if theirs <= 0:
        return 1.0
    if mine <= 0:
        return 0.0
    r: float = (mine / theirs) ** SHARPNESS
    return r / (r + 1.0)


# -- a Pokédex search --------------------------------------------------------------------------
_TIERS: dict[tuple[int, str], tuple[float, float]] = {}


def tier_strength(content: Content, tier: str) -> tuple[float, float]:
    """The average (strength, worth as a party member) of the wild Pokémon of a tier
    (``weak``, ``moderate``, ``strong``), from the public card data."""
    key = (id(content), tier)
    found = _TIERS.get(key)
    if found is None:
        cards = [c for c in content.cards.values() if c.tier == tier and not c.trainer]
        health, attack = _mean_card(content, cards)
        found = _TIERS[key] = (health * attack, HEALTH_WORTH * health + ATTACK_WORTH * attack)
    return found


#: Journey Points a wild Pokémon of each tier gives (REWARDS AND RECOVERY), +1 when defeated
TIER_POINTS = {"weak": 1, "moderate": 2, "strong": 3}
#: what losing the last usable Pokémon costs beyond its health (sent home, the turn lost)
LAST_POKEMON = 0.5
#: the chance a wild Pokémon beaten is captured rather than knocked out (a ball in the bag)
CAPTURE_SHARE = 0.5
#: the chance of capturing a searched Pokémon of each tier with a ball in the bag (a Poké Ball
#: needs 3+ / 4+ / 5+ by tier, and a ball may be thrown more than once)
CAPTURE_CHANCE = {"weak": 0.6, "moderate": 0.45, "strong": 0.3}


def search_worth(st: JourneyState, seat: int, tier: str) -> float:
    """What a Pokédex search of a ``tier`` tree or reef is worth to ``seat`` on average: with a
    ball in the bag, the chance of a capture (:data:`CAPTURE_CHANCE`) times what an average
    Pokémon of that tier adds to the party; otherwise the chance of beating it (its Journey
    Points) less the health a loss costs; and the Apricorns it guards. Public information only:
    the tier, the tier's card data, the trainer's party and bag."""
    t = st.trainers[seat]
    wild, worth = tier_strength(st.content, tier)
    mine = strength(st.content, t.party)
    p = win_chance(mine, wild)
    points = TIER_POINTS.get(tier, 1)
    # a wild Pokémon flees once it defeats one Pokémon: a loss costs about one Pokémon's health
    usable = [m.health_left for m in t.party if not m.fainted and m.health_left > 0]
    # (and health comes back at the next restore, so half of it)
    loss = 0.5 * HEALTH_LEFT_WORTH * sum(usable) / len(usable) if usable else 0.0
    if len(usable) == 1:
        loss += LAST_POKEMON
    fight = p * POINT_WORTH * (points + 1) - (1.0 - p) * loss
    c = CAPTURE_CHANCE.get(tier, 0.0) if t.balls else 0.0
    captured = worth + HEALTH_LEFT_WORTH * worth / HEALTH_WORTH / 2 + POINT_WORTH * points
    return c * captured + (1.0 - c) * fight + 3 * APRICORN_WORTH * 1.5


def best_tier(st: JourneyState, seat: int) -> str:
    """The tier of tree or reef whose search is worth most to ``seat`` now."""
    return max(TREE_TIERS.values(), key=lambda tier: search_worth(st, seat, tier))


# -- routes ------------------------------------------------------------------------------------
_TREES: dict[tuple[int, StepRules, str, tuple[str, ...]], dict[Hex, int]] = {}


def to_trees(
    region: Region, rules: StepRules, tier: str, destroyed: tuple[str, ...] = ()
) -> dict[Hex, int]:
    """Tile moves from every tile to the nearest Apricorn Tree or Reef of ``tier`` (not one
    of the ``destroyed`` places: the Ultra Burst's)."""
    key = (id(region), rules, tier, destroyed)
    found = _TREES.get(key)
    if found is None:
        if len(_TREES) > 512:
            _TREES.clear()
        starts = [
            p.at
            for kind in ("apricorn_tree", "apricorn_reef")
            for p in region.of_kind(kind)
            if TREE_TIERS.get(int(p.get("tier") or 0)) == tier and p.id not in destroyed
        ]
        found = _TREES[key] = _walk(region, rules, starts)
    return found


_TO_PLACES: dict[tuple[int, StepRules, tuple[str, ...]], dict[Hex, int]] = {}


def to_places(region: Region, rules: StepRules, places: tuple[str, ...]) -> dict[Hex, int]:
    """Tile moves from every tile to the nearest of ``places`` (walking)."""
    key = (id(region), rules, places)
    found = _TO_PLACES.get(key)
    if found is None:
        found = _TO_PLACES[key] = _walk(region, rules, [region.places[p].at for p in places])
    return found


def _walk(region: Region, rules: StepRules, starts: list[Hex]) -> dict[Hex, int]:
    """Tile moves from every tile to the nearest of ``starts`` (a Distortion Gate to its
    counterpart costs none when the gates are open)."""
    from ..rules.movement import can_step

    dist = dict.fromkeys(starts, 0)
    queue = deque(starts)
    while queue:
        h = queue.popleft()
        d = dist[h]
        if rules.gates_open:
            other = region.gate_link(h)
            if other is not None and (other not in dist or dist[other] > d):
                dist[other] = d
                queue.appendleft(other)
        for n in region.neighbours[h]:
            if (n not in dist or dist[n] > d + 1) and can_step(region, n, h, rules):
                dist[n] = d + 1
                queue.append(n)
    return dist


def heading(st: JourneyState, seat: int) -> tuple[dict[Hex, int], bool, bool]:
    """Where ``seat`` heads now (see the module docstring): the distances to it, whether it is a
    Team Galactic battle (rather than growing the party), and whether the way goes through a
    village first (to restore the party)."""
    goal = acts.next_goal(st, seat)
    rules = step_rules(st)
    full = readiness(st, seat, full=True)
    now = readiness(st, seat, full=False)
    ready = READY.get(next_foe(st, seat), 1.0)
    if goal and full >= ready:
        return to_places(st.region, rules, goal), True, now < ready * HURT
    target = to_trees(st.region, rules, best_tier(st, seat))
    return target, False, now < HURT_GROWING * full


def way(st: JourneyState, seat: int) -> tuple[int | None, bool, bool]:
    """The tile moves from ``seat``'s tile to where it heads (through the nearest village on
    the way when it should restore first), whether it heads for a Team Galactic battle, and
    whether it restores first."""
    t = st.trainers[seat]
    assert t.at is not None
    target, bound, restore_first = (ultra_heading if st.ultra.active else heading)(st, seat)
    if not restore_first:
        return target.get(t.at), bound, False
    rules = step_rules(st)
    best: int | None = None
    for village in st.region.of_kind("village"):
        there = target.get(village.at)
        here = to_places(st.region, rules, (village.id,)).get(t.at)
        if there is not None and here is not None and (best is None or here + there < best):
            best = here + there
    return best, bound, True


# -- the Ultra Burst ---------------------------------------------------------------------------
#: an Ultra Beast defeated (a Prism Armour token moved, one place-destroyer less on the map)
BEAST_STEP = 80.0
#: a phase of Necrozma defeated (the last one wins the campaign: ±10⁶ then)
PHASE_STEP = 300.0
#: per tenth of a percent of the breach above its expected pace: :data:`BREACH_PACE` tenths a
#: round and :data:`BREACH_PER_TARGET` per place Necrozma targets remotely each round
BREACH_WORTH = 0.3
BREACH_PACE = 30
BREACH_PER_TARGET = 15
#: the trainer eliminated by Necrozma (no turns until a Blessing of Arceus revives them)
ELIMINATED = 200.0
#: a Blessing of Arceus held by the group (a skipped movement turn or a revival): what
#: :data:`BLESSING_PLACES` destroyed places cost (the breach's worth), so that a Blessing skips
#: a movement turn only when the beasts would destroy that many (late, with more tile moves);
#: worth 10 (about two places), the decider spent 46 of the 60 Blessings of 20 two-trainer New
#: games in rounds 1-3, when a movement turn destroys 2.2-3.7 places on average (3.2-4.2 in
#: rounds 9-16); now 22 of them
BLESSING_PLACES = 4
BLESSING_WORTH = BREACH_WORTH * BREACH_PER_DESTROYED * BLESSING_PLACES
#: the strength ratio (party / an average Ultra Beast) from which a trainer hunts the beasts
#: (low: a loss only sends the trainer home, restored, and the breach does not wait; measured
#: with 2 greedy trainers, 6 games each, New / Master: 1.2 defeated 1.50 / 1.17 beasts a game,
#: 0.9 0.83 / 0.50, 1.5 0.33 / 0.67, 2.0 0.00 / 0.83; again with wild battles fought at fair
#: odds and the Blessings kept, 40 games, New, 1 / 2 trainers: 1.0 0.80 / 1.62, 1.2 0.93 / 1.77,
#: 1.5 0.75 / 1.85), and the ratio at which a beast battle
#: is even. Measured (12 battles each, greedy battle
#: decisions, /work benchmark in docs/rules/sinnoh.md): ratio 1.22 won 0/12, 1.68 6/12,
#: 2.01 8/12, 3.1 12/12
READY_BEAST = 1.2
BEAST_EDGE = 1.7
#: Necrozma grows this much stronger per Prism Armour token on its side (fitted to measured
#: battles of six strong Pokémon: phase 1 won 65% with 1 token, 19% with 5, 1% with 9)
ARMOUR_GROWTH = 1.3
#: how much stronger each phase's card plays than its health and attack say (fitted to the same
#: measurements with no token: phase 1 67%, Dusk Mane 47%, Dawn Wings 12%, Ultra Necrozma 3%)
NECROZMA_EDGE = {"800": 1.0, "800-dm": 1.4, "800-dw": 3.6, "800-m": 7.5}
#: the cost of being eliminated when it would end the campaign (no Blessing left and no other
#: trainer standing): Necrozma is then fought only when nearly sure
LAST_STAND = 2000.0
#: the win chance against Necrozma from which a ready trainer heads for it while beasts remain
NECROZMA_TRY = 0.35

_BEAST: dict[int, float] = {}


def beast_strength(content: Content) -> float:
    """The average strength of one Ultra Beast, from the public card data."""
    from .ultra import BEASTS

    found = _BEAST.get(id(content))
    if found is None:
        h, a = _mean_card(content, [content.cards[b] for b in BEASTS if b in content.cards])
        found = _BEAST[id(content)] = h * a
    return found


def necrozma_strength(st: JourneyState) -> float:
    """Necrozma's strength now: its phase's card, grown by the Prism Armour on its side."""
    u = st.ultra
    card = st.content.cards[u.necrozma()]
    base = card.health * _card_attack(st.content, card.move) * NECROZMA_EDGE.get(card.id, 1.0)
    return float(base * ARMOUR_GROWTH ** u.prism[0])


def ultra_heading(st: JourneyState, seat: int) -> tuple[dict[Hex, int], bool, bool]:
    """Where ``seat`` heads in the Ultra Burst: to the nearest Ultra Beast when its party is
    ready for one (:data:`READY_BEAST`), to Necrozma when no beast is left or its win chance
    there reaches :data:`NECROZMA_TRY`, else to grow its party (as in the Heart); whether it
    heads for a battle; whether it restores first."""
    from .rules.ultra import NECROZMA_PLACE

    u = st.ultra
    rules = step_rules(st)
    party = st.trainers[seat].party
    full = strength(st.content, party, full=True)
    now = strength(st.content, party)
    if u.phase <= 3 and full > 0:
        nec = necrozma_strength(st)
        if (not u.beasts and full >= READY_BEAST * beast_strength(st.content)) or win_chance(
            full, nec
        ) >= NECROZMA_TRY:
            target = to_places(st.region, rules, (NECROZMA_PLACE,))
            return target, True, win_chance(now, nec) < HURT * win_chance(full, nec)
    if u.beasts and full >= READY_BEAST * beast_strength(st.content):
        return to_beasts(st), True, now < HURT * full
    target = to_trees(st.region, rules, best_tier(st, seat), u.destroyed)
    return target, False, now < HURT_GROWING * full


_BEASTS_AT: dict[tuple[int, StepRules, tuple[str, ...]], dict[Hex, int]] = {}


def to_beasts(st: JourneyState) -> dict[Hex, int]:
    """Tile moves from every tile to the nearest Ultra Beast's token."""
    rules = step_rules(st)
    tiles = tuple(sorted(st.ultra.beasts.values()))
    key = (id(st.region), rules, tiles)
    found = _BEASTS_AT.get(key)
    if found is None:
        if len(_BEASTS_AT) > 256:
            _BEASTS_AT.clear()
        found = _BEASTS_AT[key] = _walk(st.region, rules, [Hex.parse(t) for t in tiles])
    return found


def elimination_cost(st: JourneyState, seat: int) -> float:
    """What being eliminated by Necrozma costs ``seat``: :data:`ELIMINATED`, or
    :data:`LAST_STAND` when it would end the campaign."""
    u = st.ultra
    others = any(not u.eliminated[s] for s in range(st.num_seats) if s != seat)
    return ELIMINATED if u.blessings > 0 or others else LAST_STAND


def ultra_value(st: JourneyState, seat: int) -> float:
    """The Ultra Burst's objectives for ``seat`` (the group's: every trainer values them)."""
    from .ultra import BEASTS, remote_targets

    u = st.ultra
    v = BEAST_STEP * (len(BEASTS) - len(u.beasts)) + PHASE_STEP * (u.phase - 1)
    # the breach above its expected pace (:data:`BREACH_PACE` a round): it grows at the round's
    # end whatever the trainer does in its turn, so valuing the breach itself made ending the
    # turn look worse than anything, even moving a held item on and off for ever; against the
    # pace, ending the turn costs nothing on average and a skipped movement turn gains the pace
    pace = BREACH_PACE + BREACH_PER_TARGET * remote_targets(st.num_seats)
    v -= BREACH_WORTH * (u.tenths - pace * st.round)
    v += BLESSING_WORTH * u.blessings
    if u.eliminated[seat]:
        v -= ELIMINATED
    return v


# -- the value ---------------------------------------------------------------------------------
def party_value(content: Content, t: Trainer) -> float:
    v = 0.0
    usable = False
    for m in t.party:
        v += power(content, m) + HEALTH_LEFT_WORTH * m.health_left
        usable = usable or (not m.fainted and m.health_left > 0)
    if not usable:
        v -= NO_USABLE
    return v


def bag_value(t: Trainer) -> float:
    balls = len(t.balls)
    v = BALL_WORTH * min(balls, BALLS_WANTED) + SPARE_BALL * max(0, balls - BALLS_WANTED)
    v += ITEM_WORTH * len(t.items)
    v += HELD_WORTH * sum(len(m.held()) for m in t.party)
    v += sum(n * APRICORN_WORTH * tier for n, tier in zip(t.bag, COLOUR_TIER, strict=True))
    return v + POINT_WORTH * t.points + SCORE_WORTH * score(t)


def battle_value(st: JourneyState, seat: int) -> float:
    """A battle being fought that ``seat`` is in: its chance of winning times what the win
    brings, and the health taken from the other side (against a wild Pokémon, an Ultra Beast or
    Necrozma: the health left times the chance of losing)."""
    battle = st.battle
    assert battle is not None
    side = st.battle_seat(seat)
    if side is None:
        return 0.0
    content = st.content
    mine, theirs = battle.sides[side], battle.sides[1 - side]
    p = win_chance(strength(content, mine.party), strength(content, theirs.party))
    left = HEALTH_LEFT_WORTH * sum(m.health_left for m in theirs.party)
    v = -left
    # a battle a trainer may concede at no cost but the search already spent (a wild Pokémon,
    # an Ultra Beast, Necrozma) counts the other side's health left only times the chance of
    # losing: counted in full, a fresh foe's health (6-36) made conceding better than fighting
    # below a win chance of about 0.6, and a greedy trainer searched and conceded every turn for
    # 8 rounds of an Ultra Burst game; so it is the full health at the start of a hopeless
    # battle and nothing once the foe is beaten (finishing a battle never looks worse)
    fight = st.ultra.fight if st.ultra.active else ""
    if fight and side == 0:
        from .ultra import BEASTS

        if fight in BEASTS:
            # a loss sends the trainer home (restored next turn): its health
            lost = HEALTH_LEFT_WORTH * sum(m.health_left for m in mine.party)
            p = win_chance(
                strength(content, mine.party), BEAST_EDGE * strength(content, theirs.party)
            )
            return -left * (1.0 - p) + BEAST_STEP * p - (1.0 - p) * 0.5 * lost
        p = win_chance(strength(content, mine.party), necrozma_strength(st))
        return -left * (1.0 - p) + PHASE_STEP * p - (1.0 - p) * elimination_cost(st, seat)
    if theirs.kind == "galactic" and side == 0:
        # a loss sends the trainer home with the turn lost and every Pokémon that fought fainted
        lost = NO_USABLE + HEALTH_LEFT_WORTH * sum(m.health_left for m in mine.party)
        v += STEP * p - (1.0 - p) * lost
    elif theirs.kind in ("wild", "swarm"):
        worth = sum(power(content, m) for m in theirs.party) / max(1, len(theirs.party))
        v = -left * (1.0 - p) + p * (
            POINT_WORTH * 3 + (CAPTURE_SHARE * worth if mine.balls else 0.0)
        )
    else:
        v += 20.0 * p
    return v


def value(st: JourneyState, seat: int) -> float:
    t = st.trainers[seat]
    content = st.content
    v = STEP * st.heart.progress(seat)
    v += party_value(content, t) + bag_value(t)
    moved = getattr(st, "held_moves", (0, -1, 0))
    if moved[:2] == (st.round, seat) and st.actor == seat and st.outcome is None:
        v -= HELD_MOVE * moved[2]
    if st.ultra.active:
        v += ultra_value(st, seat)
    if t.at is None:
        return v
    d, bound, restore_first = way(st, seat)
    if bound:
        v += READY_BONUS
    if d is not None:
        v -= (ROUTE_BOUND if bound else ROUTE) * d
    if st.battle is not None:
        return v + battle_value(st, seat)
    if st.search and st.actor == seat and st.site and not bound and not restore_first:
        tier = st.region.places[st.site].fields.get("tier")  # none at a Distortion Gate
        v += search_worth(st, seat, TREE_TIERS.get(int(tier), "weak") if tier else "weak")
    return v


def evaluate(st: JourneyState, seat: int) -> float:
    """The trainer's :func:`value`, plus ±10⁶ for a journey won or lost by its rules; at the
    ``max_rounds`` safety cap (which comes whatever the trainer does) only ±:data:`CAP_RESULT`
    (the objectives it ranks by are in the value already), so that a trainer does not put off
    ending its last turn for ever."""
    out = st.outcome
    if out is None:
        return value(st, seat)
    # the 70% breach comes at the round's end whatever the trainer does in its turn (as the
    # cap): scored as the cap, so that the one-ply agent ends its turn rather than putting it
    # off for ever; the breach's growth is in the value all along
    capped = out.termination is Termination.LENGTH_CAP or (
        st.ultra.active and st.ultra.tenths >= 10 * BREACH_LOSS
    )
    scale = CAP_RESULT if capped else 1e6
    return {"win": scale, "draw": 0.0, "loss": -scale}[out.result(seat)] + value(st, seat)
