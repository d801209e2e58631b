"""Pokémon power: obedience, evolution set bonuses, locked families, trainer and item bonuses
(rulebook §4 "Evolving Pokémon", §5 "Battle Guide", §6 "Badge Rewards" and "Locking")."""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..content import Card

if TYPE_CHECKING:
    from ..state import HexState

#: badges needed before a colour obeys (rulebook §6, badge rewards 1, 2 and 4)
OBEY_BADGES = {"starter": 0, "pink": 0, "green": 0, "blue": 1, "red": 2, "yellow": 4}


def obeys(state: HexState, seat: int, card_id: str) -> bool:
    """§5/§6: Pink, Green and Starter Pokémon obey from the start; Blue after 1 badge, Red after
    2, Yellow after 4."""
    return state.content.cards[card_id].tier in obeying(state, seat)


def obeying(state: HexState, seat: int) -> frozenset[str]:
    """The colours that obey ``seat`` now (:func:`obeys`, for a whole team at once)."""
    badges = len(state.players[seat].badges)
    hit = _OBEYING.get(badges)
    if hit is None:
        hit = _OBEYING[badges] = frozenset(t for t, need in OBEY_BADGES.items() if badges >= need)
    return hit


#: :func:`obeying` by number of badges
_OBEYING: dict[int, frozenset[str]] = {}


def set_bonus(state: HexState, seat: int, card: Card) -> int:
    """§4 Evolving: +2 to the most evolved of two family members, +4 with three. Members count by
    distinct stage, so an Eevee with several evolutions is still a set of two (+2 to each)."""
    team = state.players[seat].team
    cards = state.content.cards
    stages = {cards[c].stage for c in team if cards[c].family == card.family}
    if len(stages) < 2 or card.stage != max(stages) or card.id not in team:
        return 0
    return 2 if len(stages) == 2 else 4


def card_power(state: HexState, seat: int, card_id: str) -> int:
    """Printed power + set bonus + locked-family +1 + permanent tokens (GS Ball)."""
    card = state.content.cards[card_id]
    p = state.players[seat]
    power = card.power + set_bonus(state, seat, card) + p.bonus.get(card_id, 0)
    if card.family in p.locked:
        power += 1
    return power


def trainer_bonus(state: HexState, seat: int, card: Card) -> int:
    """§11: type specialists +1 to their types, Alder +1 to all, Ethan +1 to Blue, May +2 to
    Green (the card sent, not its family)."""
    trainer = state.content.trainers[state.players[seat].trainer]
    bonus = 0
    for a in trainer.abilities:
        kind = a["do"]
        if kind == "type_specialist" and any(t in a["types"] for t in card.types):
            bonus += 1
        elif kind == "power_all" or (kind == "power_tier" and card.tier == a["tier"]):
            bonus += int(a["amount"])
    return bonus


def item_bonus(state: HexState, item: str | None, card: Card) -> int:
    """§8 Power Bonuses: +2 and +3 on any Pokémon, +4 only on the type shown. Non-battle items
    placed as a bluff give nothing."""
    if item is None:
        return 0
    eff = state.content.items[item_kind(item)].effect
    if eff["do"] != "power_bonus":
        return 0
    if "type" in eff and eff["type"] not in card.types:
        return 0
    return int(eff["amount"])


def item_kind(instance: str) -> str:
    """``"vitamin.3"`` -> ``"vitamin"``."""
    return instance.rpartition(".")[0] or instance


def held(hand: list[str], kind: str) -> str | None:
    """The first Item of ``kind`` (an id without a dot) in ``hand``: the first ``i`` with
    ``item_kind(i) == kind``, found without splitting every card's name."""
    prefix = kind + "."
    for i in hand:
        if i == kind or (i.startswith(prefix) and item_kind(i) == kind):
            return i
    return None


def capture_specialist(state: HexState, seat: int, card: Card) -> int:
    """§11 Type specialists: a ±1 capture bonus on their types."""
    trainer = state.content.trainers[state.players[seat].trainer]
    for a in trainer.abilities:
        if a["do"] == "type_specialist" and any(t in a["types"] for t in card.types):
            return 1
    return 0


def strongest(state: HexState, seat: int) -> int:
    team = state.players[seat].team
    return max((card_power(state, seat, c) for c in team), default=0)
