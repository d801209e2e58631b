"""The end of a battle (rulebook: END OF BATTLE, REWARDS AND RECOVERY, POKÉMON FORMS, and the
trainer cards that act after a battle).

When a battle is decided, :func:`prepare` runs once: forms changed during the battle return to
the form the Pokémon entered with (its default form, State 1, unless a held item gave it another),
and trainer cards change the rewards (Super Training, Catching Frenzy, Amulet Coin). Then come the
decisions after the battle, one at a time: teaching the defeated wild Pokémon's move
(:mod:`.teaching`), the winner of a trainer battle taking an Artifact from the loser, and Portable
Tent restoring a Pokémon. The winner of a trainer battle also takes a Change of Fate card from
the loser at random. The outcome is set when no decision is left.
"""

from __future__ import annotations

from bisect import insort
from typing import TYPE_CHECKING

from pokeforge.core.events import Event

from ..actions import SKIP, Action, action
from . import perks, teaching

if TYPE_CHECKING:
    from ..state import SinnohState


def revert_forms(st: SinnohState, events: list[Event]) -> None:
    """POKÉMON FORMS: when the battle ends, a Pokémon whose form changed during it returns to the
    form it entered the battle with. Damage stays; a Pokémon that had not fainted does not faint
    because its form has less health (it keeps 1 health: documented decision)."""
    if not st.entry:
        return
    for i, side in enumerate(st.sides):
        start = st.entry[i]
        if tuple([m.card for m in side.party]) == start:
            continue
        for j, mon in enumerate(side.party):
            if j >= len(start) or mon.card == start[j]:
                continue
            notes: list[str] = []
            st.set_mon_card(i, mon, start[j], notes)
            if not mon.fainted and mon.damage >= mon.max_health:
                mon.damage = mon.max_health - 1
            if notes:
                events.append(Event("form", f"{st.name(mon)} returns to its form: {notes[0]}"))


def adjust_rewards(st: SinnohState) -> None:
    """Trainer cards that change the rewards of a wild battle (seat 0's card)."""
    rewards = st.rewards
    if not rewards or st.perks[0] is None or st.sides[1].kind not in ("wild", "swarm"):
        return
    jp = int(rewards.get("journey_points", 0))
    apricorns = int(rewards.get("apricorns", 0))
    defeated = int(rewards.get("defeated", 0))
    captured = list(rewards.get("captured", []))
    cards = st.content.cards
    for e in perks.get_all(st, 0, "reward_journey"):
        if e["after"] == "defeat_wild":
            jp += int(e["amount"]) * defeated
        elif e["after"] == "capture":
            for cid in captured:
                if "types" not in e or any(t in cards[cid].types for t in e["types"]):
                    jp += int(e["amount"])
    if defeated or captured:
        for e in perks.get_all(st, 0, "reward_apricorns"):
            apricorns *= int(e["factor"])
    st.rewards = {**rewards, "journey_points": jp, "apricorns": apricorns}


def move_prism_token(st: SinnohState, events: list[Event]) -> None:
    """PRISM ARMOUR: when an Ultra Beast is defeated, a token moves from the Ultra Burst side to
    the Ultra Beast side of the campaign board (``prism_board``)."""
    wild = st.sides[1]
    if wild.kind != "wild" or not st.rewards.get("defeated"):
        return
    if st.content.cards[wild.party[0].card].tier != "ultra_beast":
        return
    burst, beast = st.prism_board
    if burst > 0:
        st.prism_board = (burst - 1, beast + 1)
        events.append(Event("prism", "A Prism Armour token moves to the Ultra Beast side"))


def prepare(st: SinnohState, events: list[Event]) -> None:
    """Once, when the battle is decided: forms, rewards, and the decisions after the battle."""
    revert_forms(st, events)
    adjust_rewards(st)
    move_prism_token(st, events)
    steps: list[list[object]] = []
    assert st.ending is not None
    winners = st.ending[1]
    if len(winners) == 1 and all(s.kind == "trainer" for s in st.sides):
        winner = int(winners[0])
        take_fate_card(st, winner, events)
        if takeable_artifacts(st, 1 - winner):
            steps.append([winner, "take"])
    for i, side in enumerate(st.sides):
        if side.kind == "trainer" and perks.has(st, i, "restore_after_battle"):
            steps.append([i, "restore"])
    st.after = steps


def take_fate_card(st: SinnohState, winner: int, events: list[Event]) -> None:
    """REWARDS AND RECOVERY: the winner of a trainer battle takes 1 Change of Fate card from the
    loser at random."""
    loser = st.sides[1 - winner]
    if not loser.hand:
        return
    card = loser.hand.pop(st.rng.below(len(loser.hand)))
    if card in loser.known:
        known = list(loser.known)
        known.remove(card)
        loser.known = tuple(known)
    won = st.sides[winner]
    insort(won.hand, card)  # a hand is kept sorted: its order means nothing
    won.known = (*won.known, card)  # the loser saw which card it gave
    # which card it is stays in the hands (secret); the rewards say only how many
    st.rewards = {**st.rewards, "fate_cards": int(st.rewards.get("fate_cards", 0)) + 1}
    events.append(
        Event(
            "reward",
            f"{st.side_name(winner)} takes a Change of Fate card at random",
            private={winner: {"card": card}, 1 - winner: {"card": card}},
        )
    )


def takeable_artifacts(st: SinnohState, loser: int) -> list[tuple[int, str]]:
    """(party slot, item) of the Artifacts the winner may take from the loser (REWARDS AND
    RECOVERY); none when the loser's trainer card keeps them (Artifact Expert)."""
    if perks.has(st, loser, "keep_artifacts"):
        return []
    party = st.sides[loser].party
    if all(m.item is None for m in party):
        return []
    items = st.content.items
    return [
        (i, item)
        for i, mon in enumerate(st.sides[loser].party)
        for item in mon.held()
        if items[item].kind in ("artifact", "celestial")
    ]


def options(st: SinnohState) -> list[Action]:
    side, kind = st.after[0][:2]
    if kind == "restore":
        party = st.sides[int(side)].party
        out = [action("restore", i) for i, m in enumerate(party) if m.damage or m.statuses]
    else:
        out = [
            action("take", slot, f"item={item}")
            for slot, item in takeable_artifacts(st, 1 - int(side))
        ]
    return [*out, SKIP] if out else []


def next_step(st: SinnohState) -> bool:
    """Offer the next decision after the battle; False when none is left."""
    if teaching.next_step(st):
        return True
    while st.after:
        if options(st):
            side, kind = st.after[0][:2]
            st.actor, st.phase = int(side), str(kind)
            return True
        st.after = st.after[1:]
    return False


def decide(st: SinnohState, act: Action, events: list[Event]) -> None:
    """Carry out a decision after the battle (``restore``, ``take`` or ``skip``)."""
    side, kind = st.after[0][:2]
    st.after = st.after[1:]
    if act.verb == "skip":
        return
    if kind == "restore":
        mon = st.sides[int(side)].party[act.index]
        st.fully_restore(mon)
        mon.fainted = False
        events.append(Event("trainer", f"Portable Tent: {st.name(mon)} is fully restored"))
        return
    item = act.options()["item"]
    loser = st.sides[1 - int(side)]
    mon = loser.party[act.index]
    mon.drop(item)
    taken = [*st.rewards.get("artifacts", []), item]
    st.rewards = {**st.rewards, "artifacts": taken}
    events.append(Event("reward", f"{st.side_name(side)} takes the {st.content.items[item].name}"))
