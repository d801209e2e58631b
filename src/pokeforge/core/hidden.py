"""Hidden information: where each secret of a play lives, who may see it, and how to re-deal it.

A rulebook hides things in a few shapes: ordered piles (decks), hands, face-down cards or tokens on
a board, secret simultaneous choices, and the dice to come. A game declares every one of them
through :meth:`pokeforge.core.State.secrets`, which returns a :class:`Secrets`: its
:class:`Zone` objects (piles, hands, face-down slots) and its
:class:`~pokeforge.core.Commitments` (secret choices). The dice to come are the state's RNG,
which every copy made for an agent reseeds.

The declaration is the one place the engine learns what is hidden, and it drives three things:

* :func:`redeal` gives a state that differs from the real one only in what a seat cannot see (the
  conformance suite's swap test compares the seat's view, prompt, actions and public events
  between the two: whatever differs is a leak);
* :meth:`pokeforge.core.State.determinize` re-deals through it, so a game writes no
  determinisation of its own unless something about it is truly special;
* :meth:`Zone.view` is how a view shows a zone: the cards to whoever may see them, the count and
  the cards it knows of to everyone else.

Re-dealing keeps everything a seat can tell: the size of every zone, the cards of every zone it
sees, and the cards it knows to be in a zone it does not see (revealed to it, or passed to
another seat by itself). The other cards of each *pool* (zones whose cards can be mistaken for
one another: the Item deck, the other hands and a face-down discard pile, say) are gathered,
sorted, shuffled with the given seed and dealt back, so the result does not depend on where the
cards really were: two states that give a seat equal views give it equal re-deals.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, MutableMapping, MutableSequence, Sequence
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from .rng import Rng
from .simultaneous import Commitments

if TYPE_CHECKING:
    from .state import State

#: ``Zone.seen_by`` for a zone everyone sees (a face-up discard pile)
EVERYONE = None


def _order_key(item: Any) -> tuple[str, str]:
    """A total order on cards of any JSON-like type, for sorting a pool before it is shuffled."""
    return (type(item).__name__, repr(item))


class Zone:
    """Cards (or tokens) of one place: a deck, a hand, a face-down pile.

    ``items`` is the game's own list, shared, not copied: rules keep using it as a list, and a
    re-deal rewrites it in place. ``seen_by`` is who may look at the cards: a set of seats (a
    hand: its owner; a deck: nobody) or :data:`EVERYONE`. ``pool`` names the cards a zone
    exchanges with on a re-deal. ``known`` maps a seat to the cards it knows are in the zone
    although it cannot see the zone (a card revealed to it, a card it passed on); those stay put.
    ``ordered`` says that the order of the cards is itself part of the secret (a deck) rather than
    meaningless (a hand).
    """

    __slots__ = ("items", "known", "name", "ordered", "pool", "seen_by")

    def __init__(
        self,
        name: str,
        items: MutableSequence[Any],
        *,
        pool: str,
        seen_by: Iterable[int] | None,
        ordered: bool = False,
        known: Mapping[int, Sequence[Any]] | None = None,
    ) -> None:
        self.name = name
        self.items = items
        self.pool = pool
        self.seen_by = None if seen_by is None else frozenset(seen_by)
        self.ordered = ordered
        self.known: Mapping[int, Sequence[Any]] = known or {}

    # -- the usual shapes ------------------------------------------------------------------------
    @classmethod
    def hand(
        cls,
        name: str,
        items: MutableSequence[Any],
        owner: int,
        *,
        pool: str,
        known: Mapping[int, Sequence[Any]] | None = None,
    ) -> Zone:
        """Cards only ``owner`` sees, in no meaningful order."""
        return cls(name, items, pool=pool, seen_by=(owner,), known=known)

    @classmethod
    def deck(
        cls,
        name: str,
        items: MutableSequence[Any],
        *,
        pool: str,
        known: Mapping[int, Sequence[Any]] | None = None,
    ) -> Zone:
        """Cards nobody sees, in a secret order."""
        return cls(name, items, pool=pool, seen_by=(), ordered=True, known=known)

    @classmethod
    def face_down(cls, name: str, items: MutableSequence[Any], *, pool: str) -> Zone:
        """Cards or tokens nobody sees, whose order means nothing (a face-down pile)."""
        return cls(name, items, pool=pool, seen_by=())

    # -- who sees what ---------------------------------------------------------------------------
    def visible_to(self, seat: int | None) -> bool:
        """Whether ``seat`` (``None``: a spectator) may look at the cards."""
        if self.seen_by is None:
            return True
        return seat is not None and seat in self.seen_by

    def known_to(self, seat: int | None) -> list[Any]:
        """The cards ``seat`` knows to be here although it cannot look (those still here)."""
        if seat is None or self.visible_to(seat):
            return []
        left = list(self.items)
        found = []
        for card in self.known.get(seat, ()):
            if card in left:
                left.remove(card)
                found.append(card)
        return found

    def view(self, seat: int | None) -> dict[str, Any]:
        """The zone as ``seat`` may see it: ``count`` always; ``cards`` (sorted unless the order
        is the zone's own) to a seat that sees it; else ``known``, what the seat knows is here."""
        if self.visible_to(seat):
            cards = list(self.items) if self.ordered else sorted(self.items, key=_order_key)
            return {"count": len(self.items), "cards": cards}
        return {"count": len(self.items), "known": sorted(self.known_to(seat), key=_order_key)}


class SlotZone(Zone):
    """Face-down cards lying in named slots of a mapping (a board's spaces): one card per slot.

    A re-deal exchanges the cards between the slots (and the other zones of the pool); the slots
    themselves (where a face-down card lies) are public.
    """

    __slots__ = ("keys", "mapping")

    def __init__(
        self,
        name: str,
        mapping: MutableMapping[Any, Any],
        keys: Sequence[Any],
        *,
        pool: str,
        seen_by: Iterable[int] | None = (),
    ) -> None:
        self.mapping = mapping
        self.keys = list(keys)
        super().__init__(name, [mapping[k] for k in self.keys], pool=pool, seen_by=seen_by)

    def put_back(self) -> None:
        for key, card in zip(self.keys, self.items, strict=True):
            self.mapping[key] = card


@dataclass
class Secrets:
    """Everything a state hides: its zones and its secret choices (the RNG aside)."""

    zones: list[Zone] = field(default_factory=list)
    commitments: list[Commitments] = field(default_factory=list)

    def zone(self, name: str) -> Zone:
        for z in self.zones:
            if z.name == name:
                return z
        raise KeyError(name)


def redeal_zones(zones: Sequence[Zone], seat: int | None, rng: Rng) -> None:
    """Re-deal, in place, the cards of ``zones`` that ``seat`` (``None``: a spectator) cannot
    see, pool by pool (see the module's docstring). Zones the seat sees, and the cards it knows
    of, stay where they are."""
    pools: dict[str, list[Zone]] = {}
    for zone in zones:
        if not zone.visible_to(seat):
            pools.setdefault(zone.pool, []).append(zone)
    for name in sorted(pools):
        hidden = pools[name]
        free: list[Any] = []
        plans: list[tuple[Zone, list[Any], list[bool]]] = []
        for zone in hidden:
            kept = zone.known_to(seat)
            cards = list(zone.items)
            fixed = [False] * len(cards)
            for card in kept:  # the first copies of the known cards stay where they lie
                for i, c in enumerate(cards):
                    if not fixed[i] and c == card:
                        fixed[i] = True
                        break
            free.extend(c for c, f in zip(cards, fixed, strict=True) if not f)
            plans.append((zone, cards, fixed))
        free.sort(key=_order_key)
        rng.shuffle(free)
        for zone, cards, fixed in plans:
            for i, f in enumerate(fixed):
                if not f:
                    cards[i] = free.pop()
            if zone.ordered and any(fixed):
                # a known card is known to be in the pile, not where: its real place must not show
                cards.sort(key=_order_key)
                rng.shuffle(cards)
            zone.items[:] = cards
            if isinstance(zone, SlotZone):
                zone.put_back()


def redeal(state: State[Any], seat: int | None, seed: int) -> None:
    """Make ``state`` itself (call it on a clone) a state that differs from the old one only in
    what ``seat`` cannot see: the second state of the swap test.

    The cards ``seat`` cannot see are re-dealt; every secret choice another seat has committed is
    taken back and made again at random among that seat's legal actions in the re-dealt state (so
    a choice never names a card its seat no longer holds, and who has chosen stays the same). The
    dice to come stay: they are hidden from every seat alike.
    """
    rng = Rng(seed)
    secrets = state.secrets()
    redeal_zones(secrets.zones, seat, rng)
    state.invalidate()
    for commitments in secrets.commitments:
        others = [s for s in sorted(commitments.choices) if s != seat]
        for other in others:
            commitments.withdraw(other)
        state.invalidate()
        for other in others:
            for _ in range(64):
                if other in commitments.choices:
                    break
                actions = state.legal_actions(other)
                if not actions:
                    raise AssertionError(f"seat {other} cannot choose again after a re-deal")
                state.apply(other, actions[rng.below(len(actions))])
            else:
                raise AssertionError(f"seat {other} did not commit again after a re-deal")
