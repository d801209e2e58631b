"""Change of Fate cards and Distortion Breach cards (rulebook: GODS OF SINNOH, CHANGE OF FATE
CARDS, CHANGE OF FATE CLARIFICATIONS, CELESTIAL ARTIFACTS, DISTORTION BREACH CARDS).

Both are data (``fate.json``) whose effects use the records of :mod:`.trainer_schema`:

* a **Change of Fate** card belongs to a God of Sinnoh (Dialga, Palkia, Giratina) or to Arceus.
  It is kept in the trainer's hand and played during the trainer's battles (an Arceus card at any
  time). The trainer's Follower token must show the card's God, or a Pokémon of the party must
  hold that God's Celestial Artifact; a Follower of Arceus counts as a Follower of all three. In
  a battle, playing a card is a free action on your turn (``fate NAME``).
* a **Distortion Breach** card is attached to a Pokémon like a move (it counts towards the 3-move
  limit) and gives it a passive ability; it may not leave the party (it is never replaced by a
  taught move, and a Pokémon carrying one cannot be stolen).

The reference material names only some cards and not all their text: each card lists the fields
that are assumptions (``assumed``) and a card whose effect is not known at all is ``pending``
(never playable). ``docs/rules/sinnoh.md`` lists these decisions.
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING, Any

from pokeforge.core.errors import ContentError, ParamError
from pokeforge.core.hidden import Secrets, Zone

from .trainer_schema import GODS, HANDLERS, scope_of, validate_ability_effect

if TYPE_CHECKING:
    from .content import Content, Item
    from .pieces import Mon, Side
    from .state import SinnohState

TIMINGS = ("battle", "any")
#: the battle effects a played Change of Fate card has (a Distortion Breach card uses the others)
PLAYED = frozenset({"initiative_boost", "void_effects"})


@dataclass(frozen=True, slots=True)
class FateCard:
    """A Change of Fate card (``kind="fate"``) or a Distortion Breach card (``kind="breach"``)."""

    name: str
    kind: str
    god: str  # Change of Fate: dialga, palkia, giratina or arceus ("" for Distortion Breach)
    timing: str
    copies: int
    effects: tuple[dict[str, Any], ...]
    scope: str
    assumed: tuple[str, ...]
    pending: str  # why the card cannot be played ("" when it can)

    @property
    def battle_effects(self) -> tuple[dict[str, Any], ...]:
        return tuple(e for e in self.effects if HANDLERS[e["do"]].scope == "battle")


def load_fate(path: Path, types: frozenset[str], items: dict[str, Item]) -> dict[str, FateCard]:
    """``fate.json``: both kinds of card, validated like trainer abilities."""
    from .content import _load_json, _need

    data = _load_json(path)
    f = path.name
    cards: dict[str, FateCard] = {}
    for key, kind in (("change_of_fate", "fate"), ("distortion_breach", "breach")):
        for entry in _need(data, key, list, f, "-"):
            name = _need(entry, "name", str, f, "?")
            god = str(entry.get("god", ""))
            if kind == "fate" and god not in GODS:
                raise ContentError(f, name, "god", f"unknown God {god!r} ({', '.join(GODS)})")
            timing = str(entry.get("timing", "battle"))
            if timing not in TIMINGS:
                raise ContentError(f, name, "timing", f"unknown timing {timing!r}")
            effects = _need(entry, "effects", list, f, name)
            for j, effect in enumerate(effects):
                problem = validate_ability_effect(effect, types)
                if problem:
                    raise ContentError(f, name, f"effects[{j}]", problem)
            played = {e["do"] for e in effects if HANDLERS[e["do"]].scope == "battle"}
            if kind == "fate" and played - PLAYED:
                raise ContentError(
                    f, name, "effects", f"a Change of Fate card cannot {sorted(played - PLAYED)[0]}"
                )
            if kind == "breach" and played & PLAYED:
                raise ContentError(
                    f,
                    name,
                    "effects",
                    f"a Distortion Breach card cannot {sorted(played & PLAYED)[0]}",
                )
            pending = str(entry.get("pending", ""))
            if not effects and not pending:
                raise ContentError(f, name, "effects", "a card needs effects or a pending reason")
            if name in cards:
                raise ContentError(f, name, "name", "duplicate card")
            cards[name] = FateCard(
                name=name,
                kind=kind,
                god=god,
                timing=timing,
                copies=int(entry.get("copies", 1)),
                effects=tuple(effects),
                scope=scope_of(effects) if effects else "campaign",
                assumed=tuple(entry.get("assumed", ())),
                pending=pending,
            )
    return cards


def fate_coverage(content: Content) -> dict[str, Any]:
    """Change of Fate and Distortion Breach cards: playable in battle, campaign-only, pending."""
    out: dict[str, Any] = {}
    for kind, label in (("fate", "change_of_fate"), ("breach", "distortion_breach")):
        cards = [c for c in content.fate.values() if c.kind == kind]
        out[f"{label}_total"] = len(cards)
        out[f"{label}_implemented"] = sum(
            1 for c in cards if not c.pending and c.scope != "campaign"
        )
        out[f"{label}_campaign_only"] = sum(
            1 for c in cards if not c.pending and c.scope == "campaign"
        )
        out[f"{label}_assumed"] = sorted(c.name for c in cards if c.assumed and not c.pending)
        out[f"{label}_unimplemented"] = sorted(f"{c.name}: {c.pending}" for c in cards if c.pending)
    return out


# -- in battle ----------------------------------------------------------------------------------


def breach_of(content: Content, mon: Mon) -> list[str]:
    """The Distortion Breach cards attached to ``mon`` (kept with its taught moves)."""
    fate = content.fate
    return [n for n in mon.moves if n in fate and fate[n].kind == "breach"]


def breach_effects(content: Content, side: Side) -> list[dict[str, Any]]:
    """The battle effects of the Distortion Breach cards attached to the side's Pokémon; each
    acts only for the Pokémon carrying it (filter ``breach``)."""
    names = sorted({n for m in side.party for n in breach_of(content, m)})
    return [{**e, "breach": n} for n in names for e in content.fate[n].battle_effects]


def may_play(st: SinnohState, side: int, name: str) -> bool:
    """Whether side ``side`` may play the Change of Fate card ``name`` now (its Follower token, or
    a Celestial Artifact held in its party)."""
    s = st.sides[side]
    return may_wield(st.content, s.follower, s.party, name)


def may_wield(content: Content, follower: str, party: list[Mon], name: str) -> bool:
    """Whether a trainer with this Follower token and party may play the Change of Fate card
    ``name`` in a battle (its God's Follower, a Follower of Arceus, or its God's Celestial Artifact
    held in the party; an Arceus card by anyone). Never a pending card."""
    card = content.fate.get(name)
    if card is None or card.kind != "fate" or card.pending or not card.battle_effects:
        return False
    if card.god == "arceus" or follower in (card.god, "arceus"):
        return True
    items = content.items
    return any(items[i].effects.get("god") == card.god for m in party for i in m.held())


def play(st: SinnohState, side: int, name: str) -> list[str]:
    """Play a Change of Fate card: it leaves the hand; its battle effects act. Returns notes."""
    s = st.sides[side]
    s.hand.remove(name)
    s.played = (*s.played, name)
    if name in s.known:
        known = list(s.known)
        known.remove(name)
        s.known = tuple(known)
    return card_effects(st, side, name)


def card_effects(st: SinnohState, side: int, name: str) -> list[str]:
    """The battle effects of the Change of Fate card ``name`` played for side ``side`` (by its
    trainer, or by a fellow Follower outside the battle: THE GODS OF SINNOH). Returns notes."""
    notes: list[str] = []
    for e in st.content.fate[name].battle_effects:
        if e["do"] == "initiative_boost":
            boost = list(st.init_boost)
            boost[side] += int(e["amount"])
            st.init_boost = (boost[0], boost[1])
            notes.append(f"+{e['amount']} initiative at the next initiative check")
        elif e["do"] == "void_effects":
            targets = {"opponent": (1 - side,), "self": (side,), "both": (0, 1)}[e["who"]]
            voids = list(st.voids)
            for t in targets:
                voids[t] = e["length"]
            st.voids = voids
            notes.append("moves lose their effects")
    st.any_perks = True
    return notes


# -- what a seat does not know ------------------------------------------------------------------


def deck(content: Content) -> list[str]:
    """The Change of Fate deck: every Change of Fate card, once per copy, in name order."""
    cards = sorted((c for c in content.fate.values() if c.kind == "fate"), key=lambda c: c.name)
    return [c.name for c in cards for _ in range(max(1, c.copies))]


def check_dealt(content: Content, sides: list[Side]) -> None:
    """Refuse hands that hold more copies of a card than the Change of Fate deck has: the cards a
    seat does not see are re-dealt from the deck, which must hold every card in play."""
    dealt = Counter(card for s in sides for card in s.hand)
    if not dealt:
        return
    copies = Counter(deck(content))
    for name, n in sorted(dealt.items()):
        if n > copies[name]:
            raise ParamError(
                f"fate0, fate1: {n} copies of {name} dealt, but the deck has {copies[name]}"
            )


def rest_of_deck(st: SinnohState) -> list[str]:
    """The Change of Fate cards in neither hand and not played in this battle (face down: a battle
    never draws from it). Not kept by the state: it is what the deck less those cards leaves."""
    rest = deck(st.content)
    for s in st.sides:
        for name in (*s.hand, *s.played):
            if name in rest:
                rest.remove(name)
    return rest


def hand_zone(st: SinnohState, side: int) -> Zone:
    """Side ``side``'s Change of Fate hand as a hidden zone over its own list: its trainer sees
    it; the other trainer knows the cards it saw change hands (``Side.known``)."""
    s = st.sides[side]
    owner = st.seat_of(side)
    other = st.seat_of(1 - side)
    known = {other: s.known} if s.known and other is not None else None
    return Zone(
        f"Change of Fate hand {side}",
        s.hand,
        pool="fate",
        seen_by=() if owner is None else (owner,),
        known=known,
    )


def secrets(st: SinnohState) -> Secrets:
    """Everything a battle hides besides the dice: each trainer's Change of Fate hand and the rest
    of the Change of Fate deck, one pool (a seat that does not see a hand may imagine in it any
    card it does not see elsewhere). Nothing while no hand holds a card: a battle without Change of
    Fate cards hides only the dice."""
    sides = st.sides
    if not (sides[0].hand or sides[1].hand):
        return Secrets()
    zones = [hand_zone(st, i) for i, s in enumerate(sides) if s.kind == "trainer"]
    zones.append(Zone.face_down("Change of Fate deck", rest_of_deck(st), pool="fate"))
    return Secrets(zones)
