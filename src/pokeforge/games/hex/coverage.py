"""What the engine carries out of the HEX content (``pokeforge content coverage hex``): every
card kind with how many cards it has, how many are implemented, and the ones that are not.

A card is implemented when every effect or ability it names has a rule that reads it: Events
through the registered effect handlers, Items and Trainer abilities through the rule functions
listed here (each must name the effect, the card or its constant in its code)."""

from __future__ import annotations

import inspect
from importlib import import_module
from typing import Any

from .content import ACHIEVEMENT_NEEDS, Content

#: Item effect -> (rules module, function, what that function's code names)
ITEM_RULES: dict[str, tuple[str, str, str]] = {
    "capture_modifier": ("capture", "balls_in_hand", "capture_modifier"),
    "power_bonus": ("power", "item_bonus", "power_bonus"),
    "potion": ("battle", "_potion", '"potion"'),
    "adjust_move": ("movement", "_legal_move", "escape-rope"),
    "block": ("effects", "_doll", '"poke-doll"'),
    "poke_flute": ("effects", "_flute", '"poke-flute"'),
    "exp_share": ("effects", "_share_options", '"exp-share"'),
    "repel": ("capture", "_repel", '"repel"'),
    "time_travel": ("dice", "_traveller", "TIME_TRAVEL"),
    "extra_turn": ("items", "item_effect", '"extra_turn"'),
    "fly": ("items", "item_effect", '"fly"'),
    "fishing_rod": ("items", "item_effect", '"fishing_rod"'),
    "honey": ("items", "item_effect", '"honey"'),
    "steal_item": ("items", "item_effect", '"steal_item"'),
    "rare_candy": ("items", "item_effect", '"rare_candy"'),
    "pokenav": ("items", "item_effect", '"pokenav"'),
    "lure_module": ("items", "item_effect", '"lure_module"'),
}
#: Trainer ability -> (rules module, function, what that function's code names)
TRAINER_RULES: dict[str, tuple[str, str, str]] = {
    "type_specialist": ("power", "trainer_bonus", "type_specialist"),
    "power_all": ("power", "trainer_bonus", "power_all"),
    "power_tier": ("power", "trainer_bonus", "power_tier"),
    "hand_limit": ("decks", "hand_limit", "hand_limit"),
    "item_on_catch": ("capture", "gain", "item_on_catch"),
    "move_two_dice": ("movement", "roll_to_move", "move_two_dice"),
    "walk_instead": ("movement", "_legal_turn", "walk_instead"),
    "rest_for_items": ("movement", "_legal_turn", "rest_for_items"),
    "capture_two_dice": ("capture", "capture_roll", "capture_two_dice"),
    "item_on_one": ("dice", "roll", "item_on_one"),
    "capture_after_fail": ("capture", "cynthia_seat", "capture_after_fail"),
    "extra_item_draw": ("decks", "draw_items", "extra_item_draw"),
    "copy_event": ("effects", "_may", "copy_event"),
}


def has_rule(table: dict[str, tuple[str, str, str]], name: str) -> bool:
    """Whether ``name`` has a rule function in ``table`` whose code reads it."""
    if name not in table:
        return False
    module, func, needle = table[name]
    fn = getattr(import_module(f"{__package__}.rules.{module}"), func, None)
    return fn is not None and needle in inspect.getsource(fn)


def coverage(content: Content) -> dict[str, Any]:
    """Cards per kind: ``total``, ``implemented`` and ``unimplemented`` (ids), plus
    ``summary`` sentences for a person."""
    from .rules import dispatch  # noqa: F401  (registers every effect handler)
    from .rules.effects import HANDLERS

    def kind(cards: list[Any], ok: Any) -> dict[str, Any]:
        missing = sorted(c.id for c in cards if not ok(c))
        return {"total": len(cards), "implemented": len(cards) - len(missing),
                "unimplemented": missing}  # fmt: skip

    sources: dict[str, int] = {}
    for card in content.cards.values():
        sources[card.source] = sources.get(card.source, 0) + 1
    kinds = {
        "pokemon": kind(list(content.cards.values()), lambda c: c.tier and c.power > 0),
        "items": kind(list(content.items.values()),
                      lambda c: has_rule(ITEM_RULES, c.effect["do"])),
        "events": kind(list(content.events.values()),
                       lambda c: all(e["do"] in HANDLERS for e in c.effects)),
        "super_events": kind(list(content.super_events.values()),
                             lambda c: all(e["do"] in HANDLERS for e in c.effects)),
        "trainers": kind(list(content.trainers.values()),
                         lambda c: all(has_rule(TRAINER_RULES, a["do"]) for a in c.abilities)),
        "gym_leaders": kind(list(content.leaders.values()), lambda c: c.power > 0),
        "elite_trainers": kind(list(content.elite.values()), lambda c: len(c.pokemon) == 2),
        "achievements": kind(list(content.achievements.values()),
                             lambda c: c.need["kind"] in ACHIEVEMENT_NEEDS
                             and all(e["do"] in HANDLERS for e in c.reward)),
    }  # fmt: skip
    words = {"pokemon": "Pokémon cards", "items": "Item cards", "events": "Event cards",
             "super_events": "Super Event cards", "trainers": "Trainer cards",
             "gym_leaders": "Gym Leaders", "elite_trainers": "Elite Trainer cards",
             "achievements": "Achievement cards"}  # fmt: skip
    summary = []
    for key, report in kinds.items():
        summary.append(f"{report['implemented']} of {report['total']} {words[key]} implemented")
        summary += [f"  not implemented: {cid}" for cid in report["unimplemented"]]
    origin = ", ".join(f"{n} {src}" for src, n in sorted(sources.items()))
    summary.append(f"Pokémon cards by source: {origin} (docs/rules/hex.md, Content)")
    return {**kinds, "pokemon_sources": sources, "summary": summary}
