"""Trainer cards on the journey: travel and map cards (``docs/rules/sinnoh.md``, "Trainer cards on
the journey: travel and map cards"). The hooks are called from :mod:`.moving`, :mod:`.turn` and
:mod:`.cards`.

* ``glide`` (Sky Trainer: Wing Suit): "You may move to adjacent tiles that are 2 or more
  elevations lower than your current tile. After doing so, you may move up to 4 additional tiles
  in a row so long as your elevation does not increase." The glide is a step (a tile move, ours)
  the elevation rule otherwise refuses; the tiles after it are free (``additional``: beyond the
  turn's tile moves, ours) while each step is onto a tile no higher than the one left, up to
  ``tiles`` of them; any other step ends the run; a new glide starts a new run.
* ``draw_hidden_spot`` (Scuba Diver: Sunken Treasure): "Once per turn whilst on an Ocean tile,
  shuffle the Hidden Spot discard pile and then draw the top Hidden Spot. Place the drawn Hidden
  Spot on the tile you are on, you may then interact with it as usual." The ``dive`` verb, offered
  on a tile of the terrain that holds no token (face down or face up: ours) when the discard pile
  is not empty; the token drawn is turned over at once (the discard pile is public, and so is
  what it gives).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from pokeforge.core.events import Event
from pokeforge.core.geometry import Hex
from pokeforge.core.outcome import seat_name

from ...rules.movement import ELEVATION_LIMIT, full_elevations
from ..actions import JourneyAction, act
from . import cards as card_rules

if TYPE_CHECKING:
    from ..state import JourneyState

#: ``st.used`` marks: a glide started a run (Wing Suit), a free tile of it taken, the run over
GLIDE, GLIDE_STEP, GLIDE_OVER = "glide", "glide_step", "glide_over"
#: ``st.used`` mark of Sunken Treasure's once a turn
DIVE = "dive"


# -- Sky Trainer: Wing Suit -----------------------------------------------------------------------


def _glide_tiles(st: JourneyState, seat: int) -> int:
    if not st.trainers[seat].card:
        return 0
    return max((int(e["tiles"]) for e in card_rules.effects(st, seat, "glide")), default=0)


def can_glide(st: JourneyState, seat: int | None) -> bool:
    """Whether ``seat``'s card lets them step down onto tiles 2 or more elevations lower."""
    return seat is not None and _glide_tiles(st, seat) > 0


def is_glide(st: JourneyState, frm: Hex, to: Hex) -> bool:
    """A step down 2 or more full elevations (which only a glide may take)."""
    here, there = st.region.tiles[frm].elevation, st.region.tiles[to].elevation
    return there < here and full_elevations(here, there) >= ELEVATION_LIMIT


def glide_free(st: JourneyState, seat: int, to: Hex) -> bool:
    """Whether a step onto ``to`` is one of the free tiles after a glide."""
    at = st.trainers[seat].at
    if at is None or GLIDE not in st.used or GLIDE_OVER in st.used:
        return False
    tile = st.region.tiles.get(to)
    if tile is None or tile.elevation > st.region.tiles[at].elevation:
        return False
    return st.used.count(GLIDE_STEP) < _glide_tiles(st, seat)


def after_step(st: JourneyState, seat: int, to: Hex, free: bool, events: list[Event]) -> None:
    """Mark the glide's run (before the trainer stands on ``to``): a glide starts a new one, a
    free tile counts, any other step ends it."""
    at = st.trainers[seat].at
    if at is None or not can_glide(st, seat):
        return
    if is_glide(st, at, to):
        marks = (GLIDE, GLIDE_STEP, GLIDE_OVER)
        st.used = (*(u for u in st.used if u not in marks), GLIDE)
        name = next(
            a.name for a in card_rules.unlocked(st, seat) for e in a.effects if e["do"] == "glide"
        )
        events.append(
            Event(
                "ability",
                f"{seat_name(seat)} glides down to {to.name()} ({name}): up to "
                f"{_glide_tiles(st, seat)} more tiles for free while not climbing",
                {"seat": seat, "to": to.name()},
            )
        )
    elif free:
        st.used = (*st.used, GLIDE_STEP)
    elif GLIDE in st.used and GLIDE_OVER not in st.used:
        st.used = (*st.used, GLIDE_OVER)


# -- Scuba Diver: Sunken Treasure -----------------------------------------------------------------


def turn_actions(st: JourneyState, seat: int) -> list[JourneyAction]:
    """``dive`` (Sunken Treasure); called by :func:`.cards.turn_actions` (a card holder, in the
    turn, outside battle)."""
    t = st.trainers[seat]
    out: list[JourneyAction] = []
    if t.at is not None and DIVE not in st.used and st.explore.discard and not st.pending:
        here = st.region.tiles.get(t.at)
        key = t.at.name()
        bare = key not in st.explore.hidden and key not in st.explore.shown
        for e in card_rules.effects(st, seat, "draw_hidden_spot"):
            ok = here is not None and card_rules.free_terrain_ok(str(e["terrain"]), str(here.biome))
            if ok and bare:
                out.append(act("dive"))
                break
    return out


def dive(st: JourneyState, seat: int, action: JourneyAction, events: list[Event]) -> None:
    """Shuffle the Hidden Spot discard pile, draw its top token onto the trainer's tile and turn
    it over there (:func:`.spots.reveal`)."""
    from . import spots

    t = st.trainers[seat]
    assert t.at is not None
    ex = st.explore
    st.rng.shuffle(ex.discard)
    token = ex.discard.pop()
    st.used = (*st.used, DIVE)
    name = next(
        a.name
        for a in card_rules.unlocked(st, seat)
        for e in a.effects
        if e["do"] == "draw_hidden_spot"
    )
    events.append(
        Event(
            "dive",
            f"{seat_name(seat)} shuffles the Hidden Spot discard pile and draws a token onto "
            f"{t.at.name()} ({name})",
            {"seat": seat, "tile": t.at.name()},
        )
    )
    spots.reveal(st, seat, t.at.name(), token, events)


def words(st: JourneyState, seat: int, action: JourneyAction) -> str | None:
    """This module's verbs in words (``None``: not one of them)."""
    if action.verb == "dive":
        return "Draw a Hidden Spot from the shuffled discard pile onto this tile"
    return None
