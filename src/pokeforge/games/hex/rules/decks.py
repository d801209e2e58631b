"""Decks and piles: items, events, super events, trainers and the Pokémon piles by colour.
A deck that runs out is refilled from its shuffled discard pile (rulebook silent: documented)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from .power import item_kind

if TYPE_CHECKING:
    from ..state import HexState


def draw(state: HexState, deck: str) -> str | None:
    """The top card of ``deck`` (``items``, ``events``, ``supers``, ``trainers``), reshuffling the
    discards in when it is empty; ``None`` if both are empty."""
    cards = state.decks[deck]
    if not cards:
        pile = state.discards[deck]
        if not pile:
            return None
        state.rng.shuffle(pile)
        cards.extend(pile)
        pile.clear()
        if deck == "items":  # the Items played are back in the deck: none is spent any more
            state.flags.pop("played", None)
    return cards.pop()


def draw_items(state: HexState, seat: int, count: int) -> list[str]:
    """§8: draw ``count`` Item Cards into ``seat``'s hand (the hand limit applies at turn end).
    §11 Wally may first discard an Item to draw one more: then the draw waits for that choice
    (a task runs next) and nothing is returned yet."""
    p = state.players[seat]
    if count > 0 and p.hand and state.content.trainers[p.trainer].ability("extra_item_draw"):
        from .flow import push

        push(state, {"t": "wally", "seat": seat, "count": count})
        return []
    return take_items(state, seat, count)


def take_items(state: HexState, seat: int, count: int) -> list[str]:
    """Draw ``count`` Item Cards now."""
    got: list[str] = []
    for _ in range(count):
        c = draw(state, "items")
        if c is None:
            break
        state.players[seat].hand.append(c)
        got.append(c)
    if got:
        names = ", ".join(state.content.items[item_kind(c)].name for c in got)
        state.say(
            "draw_items",
            f"{state.name(seat)} draws {len(got)} Item Card(s).",
            private={seat: {"items": got}},
            seat=seat,
            count=len(got),
        )
        state.events[-1].private_text[seat] = f"You draw {names}."
    return got


def discard_item(state: HexState, seat: int, item: str) -> None:
    state.players[seat].hand.remove(item)
    state.forget(f"hand {seat}", item)
    state.discards["items"].append(item)


def draw_pokemon(state: HexState, tier: str) -> str | None:
    """The next Pokémon of a colour from its pile (§4), or ``None`` when the pile is empty."""
    pile = state.piles.get(tier)
    if not pile:
        return None
    return pile.pop()


def return_pokemon(state: HexState, card: str) -> None:
    """Put a card back into its colour's pile and shuffle the pile."""
    tier = state.content.cards[card].tier
    pile = state.piles.setdefault(tier, [])
    pile.append(card)
    state.rng.shuffle(pile)


def hand_limit(state: HexState, seat: int) -> int:
    """§8: six Item Cards; Alder 3, Backpacker 8 (§11)."""
    trainer = state.content.trainers[state.players[seat].trainer]
    a = trainer.ability("hand_limit")
    return int(a["limit"]) if a else 6


def new_trainer(state: HexState, seat: int) -> None:
    """Discard the trainer card and draw another (§9 Team Magma Strikes)."""
    p = state.players[seat]
    t = draw(state, "trainers")
    if t is None:
        return
    state.discards["trainers"].append(p.trainer)
    p.trainer = t
    state.say(
        "trainer",
        f"{state.name(seat)} is now {state.content.trainers[t].name}.",
        seat=seat,
        trainer=t,
        reveals=("the top card of the Trainer deck",),
    )
