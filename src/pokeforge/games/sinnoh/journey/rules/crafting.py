"""CRAFTING: during your turn and outside battle, craft Poké Balls, Apricorn Stews (each type once
per turn) and battle items from Apricorns. ENCOUNTERING POKÉMON: still allowed after a search,
before the battle begins.

The recipes are ours (``data/recipes.json``; the crafting board is only pictured). A cost names
colours, or ``tierN``: any Apricorn of that tier, paid with the colours of that tier the trainer
holds most of first (ties in the bag's colour order: documented decision, so the action needs no
choice of colours).

* Poké Balls go to the bag (GENERAL FAQ: as many as you like; never back into Apricorns);
* battle items go to the bag's held-item slot, to be attached (:mod:`.party`);
* stews act at once: Restoring Stew fully restores the party, Alluring Stew turns 1 status
  symbol into 1 regular hit once in the next wild encounter (the first roll of the trainer's side
  with one: an attack or a capture roll), Zesty Stew gives 3 more tile moves this turn
  (and no Alpha Pokémon battles the trainer this turn: ``spots.zesty``), Infused Stew doubles
  the Journey Points of the next wild encounter.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING

from pokeforge.core.events import Event
from pokeforge.core.outcome import seat_name

from ...pieces import COLOUR_TIER, COLOURS
from ...words import BALL_NAMES, a_or_an
from ..actions import JourneyAction, act
from ..pieces import restore
from . import cards as card_rules
from . import cards_travel
from .villages import needs_restore

if TYPE_CHECKING:
    from ..content import Recipe
    from ..pieces import Trainer
    from ..state import JourneyState

#: extra tile moves of a Zesty Stew
ZESTY_MOVES = 3
STEW_NAMES = {
    "restore_party": "Restoring Stew",
    "allure": "Alluring Stew",
    "extra_moves": "Zesty Stew",
    "double_points": "Infused Stew",
}


def payment(t: Trainer, recipe: Recipe) -> list[str] | None:
    """The Apricorns ``recipe`` would take from the bag (one colour per Apricorn), or ``None``
    when the bag cannot pay: named colours first, then each ``tierN`` from the colours of that
    tier held most (ties in colour order)."""
    bag = list(t.bag)
    paid: list[str] = []
    for key, n in recipe.cost.items():
        if key.startswith("tier"):
            continue
        i = COLOURS.index(key)
        if bag[i] < n:
            return None
        bag[i] -= n
        paid.extend([key] * n)
    for key, n in recipe.cost.items():
        if not key.startswith("tier"):
            continue
        tier = int(key[4:])
        for _ in range(n):
            held = [i for i, c in enumerate(bag) if c > 0 and COLOUR_TIER[i] == tier]
            if not held:
                return None
            i = max(held, key=lambda j: (bag[j], -j))
            bag[i] -= 1
            paid.append(COLOURS[i])
    return paid


_NEEDS: dict[int, tuple[tuple[tuple[int, int], ...], tuple[tuple[int, int], ...]]] = {}


def can_pay(bag: list[int], recipe: Recipe) -> bool:
    """Whether ``bag`` can pay ``recipe`` (the same answer as :func:`payment`, faster)."""
    needs = _NEEDS.get(id(recipe))
    if needs is None:
        colours = tuple(
            (COLOURS.index(k), n) for k, n in recipe.cost.items() if not k.startswith("tier")
        )
        tiers = tuple((int(k[4:]), n) for k, n in recipe.cost.items() if k.startswith("tier"))
        needs = _NEEDS[id(recipe)] = (colours, tiers)
    colours, tiers = needs
    left = list(bag)
    for i, n in colours:
        if left[i] < n:
            return False
        left[i] -= n
    for tier, n in tiers:
        if sum(c for c, t in zip(left, COLOUR_TIER, strict=True) if t == tier) < n:
            return False
    return True


def name_of(st: JourneyState, recipe: Recipe) -> str:
    if recipe.kind == "ball":
        return BALL_NAMES[recipe.makes]
    if recipe.kind == "stew":
        return STEW_NAMES[recipe.makes]
    return st.content.items[recipe.makes].name


def useful(st: JourneyState, seat: int, recipe: Recipe) -> bool:
    """A stew is offered once per turn, and only when it would do something."""
    if recipe.kind != "stew":
        return True
    if f"stew:{recipe.id}" in st.used:
        return False
    t = st.trainers[seat]
    if recipe.makes == "restore_party":
        return needs_restore(t)
    if recipe.makes == "allure":
        return not t.allure
    if recipe.makes == "double_points":
        return not t.infused
    return st.phase == "turn"  # extra moves: not once committed to a battle


#: the recipes a bag can pay, in recipe order, by (recipes, bag): bags repeat a lot
_PAYABLE: dict[tuple[int, tuple[int, ...]], tuple[Recipe, ...]] = {}


def payable(recipes: Mapping[str, Recipe], bag: list[int]) -> tuple[Recipe, ...]:
    """The recipes (in their order) that ``bag`` can pay (:func:`can_pay`), remembered."""
    key = (id(recipes), tuple(bag))
    found = _PAYABLE.get(key)
    if found is None:
        if len(_PAYABLE) > 50_000:
            _PAYABLE.clear()
        found = _PAYABLE[key] = tuple(r for r in recipes.values() if can_pay(bag, r))
    return found


def actions(st: JourneyState, seat: int) -> list[JourneyAction]:
    bag = st.trainers[seat].bag
    if not any(bag):
        return []
    book = card_rules.recipes(st, seat)  # Team Builder: Battle Items for 1 of each
    return [act("craft", r.id) for r in payable(book, bag) if useful(st, seat, r)]


def craft(st: JourneyState, seat: int, action: JourneyAction, events: list[Event]) -> None:
    t = st.trainers[seat]
    recipe = card_rules.recipes(st, seat)[action.arg]
    paid = payment(t, recipe)
    assert paid is not None
    for colour in paid:
        t.pay(colour)
    name = name_of(st, recipe)
    cost = ", ".join(paid)
    if recipe.kind == "ball":
        t.balls = sorted([*t.balls, recipe.makes])
        text = f"{seat_name(seat)} crafts {a_or_an(name)} ({cost})"
    elif recipe.kind == "item":
        extra = card_rules.craft_extra(st, seat, "battle_item")  # Poké Fan: Loyalty Card
        t.items = sorted([*t.items, *[recipe.makes] * (1 + len(extra))])
        text = f"{seat_name(seat)} crafts {a_or_an(name)} ({cost})"
        if extra:
            text += f" and gains another for free ({', '.join(extra)})"
    else:
        st.used = (*st.used, f"stew:{recipe.id}")
        cards_travel.cooked(st, seat)  # Picnic Basket: another stew's effect for free
        effect = stew(st, seat, recipe.makes)
        text = f"{seat_name(seat)} cooks {a_or_an(name)} ({cost}): {effect}"
    events.append(Event("craft", text, {"seat": seat, "recipe": recipe.id, "paid": paid}))


def stew(st: JourneyState, seat: int, effect: str) -> str:
    """APRICORN STEWS: the stew's instant effect; its words."""
    t = st.trainers[seat]
    if effect == "restore_party":
        for mon in t.party:
            restore(mon)
        return "the party is fully restored"
    if effect == "allure":
        t.allure = True
        return "1 status symbol becomes a regular hit once in the next wild encounter"
    if effect == "extra_moves":
        st.moves_left += ZESTY_MOVES
        return f"{ZESTY_MOVES} more tile moves this turn"
    t.infused = True
    return "the next wild encounter's Journey Points are doubled"
