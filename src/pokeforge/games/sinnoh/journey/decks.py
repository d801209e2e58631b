"""The Pokédex's wild Pokémon decks and the Ginkgo Trade deck (ENCOUNTERING POKÉMON, VILLAGES).

A wild deck holds the cards of one biome × climate × encounter tier (``Forest|Temperate|weak``):
every Weak, Moderate or Strong card of the card data in its default state, each as many times as
it has copies (``copies``). Its order is secret (a core :class:`~pokeforge.core.Zone` deck); its
discard pile is face up. A deck that runs out takes back its discard pile, shuffled (documented
decision: as the rulebook says for the Shrine Events and Change of Fate decks).

Whenever cards go back into a deck, or a deck is shuffled, the cards are sorted first and then
shuffled by the state's RNG: the new order depends on the dice alone, never on the order the
cards had (which nobody may know).
"""

from __future__ import annotations

from pokeforge.core.rng import Rng

from ..content import Card, Content

#: the tiers of the Pokédex decks, by the tier of an Apricorn Tree or Reef (1, 2, 3)
TREE_TIERS = {1: "weak", 2: "moderate", 3: "strong"}
#: Pokémon a search shows at a tree or reef of each tier (ENCOUNTERING POKÉMON: 3 / 2 / 1)
SHOWN = {1: 3, 2: 2, 3: 1}
WILD_TIERS = ("weak", "moderate", "strong")


def deck_key(biome: str, climate: str, tier: str) -> str:
    return f"{biome}|{climate}|{tier}"


def key_of(card: Card) -> str | None:
    """The deck a card lies in, or ``None`` for a card of no Pokédex deck (starters, legendary and
    Team Galactic cards, later states, cards without a biome)."""
    if card.tier not in WILD_TIERS or not card.biome or card.state > 1 or card.trainer:
        return None
    return deck_key(card.biome, card.climate, card.tier)


_DECKS: dict[int, dict[str, tuple[str, ...]]] = {}


def all_decks(content: Content) -> dict[str, tuple[str, ...]]:
    """Every Pokédex deck of the card data, unshuffled (sorted by card id)."""
    found = _DECKS.get(id(content))
    if found is None:
        out: dict[str, list[str]] = {}
        for card in sorted(content.cards.values(), key=lambda c: c.id):
            key = key_of(card)
            if key is None or not content.playable(card):
                continue
            out.setdefault(key, []).extend([card.id] * max(1, card.copies))
        found = _DECKS[id(content)] = {k: tuple(v) for k, v in sorted(out.items())}
    return found


def shuffled(cards: list[str], rng: Rng) -> list[str]:
    """``cards`` sorted, then shuffled by ``rng`` (so the result never depends on their order)."""
    out = sorted(cards)
    rng.shuffle(out)
    return out


def draw(deck: list[str], discard: list[str], n: int, rng: Rng) -> list[str]:
    """Take up to ``n`` cards from the top of ``deck`` (the end of the list); when it runs out, its
    discard pile is shuffled into it first. Changes both lists in place."""
    out: list[str] = []
    while len(out) < n:
        if not deck:
            if not discard:
                break
            deck[:] = shuffled(discard, rng)
            discard.clear()
        out.append(deck.pop())
    return out


def put_back(deck: list[str], cards: list[str], rng: Rng) -> None:
    """Return ``cards`` to ``deck`` and shuffle it (a wild Pokémon that was not defeated or
    captured goes back to its deck: END OF BATTLE)."""
    deck[:] = shuffled([*deck, *cards], rng)


def take(deck: list[str], discard: list[str], card: str, rng: Rng) -> bool:
    """Take one copy of ``card`` out of ``deck`` (then shuffle it) or, failing that, out of its
    discard pile (EVOLVING POKÉMON: the evolution card comes from the Pokédex). False when
    neither holds one."""
    if card in deck:
        rest = list(deck)
        rest.remove(card)
        deck[:] = shuffled(rest, rng)
        return True
    if card in discard:
        discard.remove(card)
        return True
    return False


class Piles(dict[str, list[str]]):
    """The wild decks or their discard piles, by deck key, copied on write: :meth:`copy` shares
    every list with the copy, and a list is copied on its first access through ``[key]``,
    ``setdefault`` or :meth:`owned` (by either holder) after that. ``get``, ``items`` and
    ``values`` give the lists as they are: for reading only."""

    __slots__ = ("_own",)

    def __init__(self, piles: dict[str, list[str]] | None = None) -> None:
        super().__init__(piles or {})
        self._own: set[str] = set(self)

    def copy(self) -> Piles:
        c = Piles.__new__(Piles)
        dict.update(c, self)
        c._own = set()
        self._own = set()
        return c

    def _mine(self, key: str, pile: list[str]) -> list[str]:
        if key in self._own:
            return pile
        pile = pile[:]
        dict.__setitem__(self, key, pile)
        self._own.add(key)
        return pile

    def __getitem__(self, key: str) -> list[str]:
        return self._mine(key, dict.__getitem__(self, key))

    def __setitem__(self, key: str, pile: list[str]) -> None:
        dict.__setitem__(self, key, pile)
        self._own.add(key)

    def setdefault(self, key: str, default: list[str]) -> list[str]:
        if key in self:
            return self[key]
        self[key] = default
        return default

    def owned(self) -> list[tuple[str, list[str]]]:
        """Every ``(key, pile)``, each pile this holder's own (to be changed in place)."""
        return [(key, self[key]) for key in list(self)]
