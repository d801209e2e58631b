"""Status effects (rulebook: STATUS EFFECTS): immunities, the one-status rule, curing."""

from __future__ import annotations

from ..content import Card
from ..pieces import Mon

#: the type that is immune to each status
IMMUNE_TYPE = {
    "confused": "psychic",
    "paralysed": "electric",
    "poisoned": "poison",
    "burned": "fire",
    "frozen": "ice",
    "drowsy": "dark",
}


def immune(mon: Mon, card: Card, status: str) -> bool:
    """Psychic-types cannot be Confused, Electric Paralysed, Poison Poisoned, Fire Burned, Ice
    Frozen, Dark Drowsy; Tempered Steel makes the user immune to all statuses."""
    if IMMUNE_TYPE[status] in card.types:
        return True
    return any(x["mod"] == "status_immune" for x in mon.lasting)


def inflict(mon: Mon, card: Card, statuses: list[str], stack: bool = False) -> list[str]:
    """Inflict ``statuses`` at once; returns those that took hold.

    One-status rule: a Pokémon that already has a status gets no further one. Moves that inflict
    two statuses simultaneously give both (each subject to its immunity) to a Pokémon without one.
    ``stack`` (Spell Caster) lets further statuses land that the Pokémon does not have yet.
    """
    if mon.fainted or (mon.statuses and not stack):
        return []
    got = [s for s in statuses if not immune(mon, card, s) and s not in mon.statuses]
    if not got:
        return []
    mon.statuses = [*mon.statuses, *got] if mon.statuses else got
    if "paralysed" in got:
        mon.fresh_para = True
    return got


def cure(mon: Mon, status: str | None = None) -> list[str]:
    """Heal all statuses (or only ``status``); returns those healed."""
    if status is None:
        gone, mon.statuses = mon.statuses, []
    else:
        gone = [s for s in mon.statuses if s == status]
        mon.statuses = [s for s in mon.statuses if s != status]
    if "paralysed" in gone:
        mon.fresh_para = False
    return gone
