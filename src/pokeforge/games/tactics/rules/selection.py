"""Team selection (rulebook "Pokémon selection", variants 1–4).

A variant is data (:class:`Scheme`): how many species each seat is dealt at random, then rounds of
picks. A ``secret`` round lets both seats pick at the same time until they hold ``total`` species;
the picks are shown together when both are done. A seat's picks of a secret round stay in its
hand (``draft``) until it holds ``total``; then they are its commitment (``sel_choices``, core
:class:`~pokeforge.core.Commitments`), and when both have committed they are shown. Variant 4's
dealt species are a hand (``dealt``) until then. An ``alternate`` round has the seats pick in turn,
seat 0 first, each pick shown at once.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from pokeforge.core.events import Event
from pokeforge.core.hidden import Zone
from pokeforge.core.simultaneous import Commitments

from ..actions import Pick
from ..events import event, seat_name, secret_event
from ..mon import Mon
from . import deployment

if TYPE_CHECKING:
    from ..state import TacticsState

TEAM_SIZE = 5


@dataclass(frozen=True, slots=True)
class Round:
    kind: str  # "secret" or "alternate"
    total: int  # picks each seat holds at the end of the round


@dataclass(frozen=True, slots=True)
class Scheme:
    deal: int
    rounds: tuple[Round, ...]
    text: str


SCHEMES: dict[int, Scheme] = {
    1: Scheme(0, (Round("secret", 5),), "Variant 1: both pick 5 in secret"),
    2: Scheme(0, (Round("alternate", 5),), "Variant 2: alternate public picks, Player 1 first"),
    3: Scheme(
        0,
        (Round("secret", 4), Round("secret", 5)),
        "Variant 3: 4 secret picks each, shown, then a fifth secret pick each",
    ),
    4: Scheme(3, (Round("secret", 5),), "Variant 4: 3 species dealt at random, 2 picked in secret"),
}

_PICKS: dict[str, Pick] = {}


def scheme(st: TacticsState) -> Scheme:
    return SCHEMES[st.params.team_selection]


def deal(st: TacticsState, seat: int) -> list[str]:
    """Variant 4: deal ``seat`` its random species from the full pool (the state's RNG)."""
    return st.rng.sample(list(st.content.names), scheme(st).deal)


def setup(st: TacticsState) -> None:
    """Start team selection: deal the random species if the variant deals any, and open the
    first round's commitments if it is secret."""
    if scheme(st).deal:
        for seat in (0, 1):
            st.dealt[seat] = deal(st, seat)
    open_round(st)


def open_round(st: TacticsState) -> None:
    """A secret round collects each seat's picks of the round as a core commitment."""
    secret = current_round(st).kind == "secret"
    st.sel_choices = Commitments((0, 1)) if secret else None


def current_round(st: TacticsState) -> Round:
    return scheme(st).rounds[st.sel_round]


def team_so_far(st: TacticsState, seat: int) -> list[str]:
    """Every species ``seat`` holds so far: shown, dealt, and picked in this round (committed or
    not), in team order."""
    out = st.picks[seat] + st.dealt[seat]
    c = st.sel_choices
    if c is not None and seat in c.choices:
        return out + list(c.choices[seat])
    return out + st.draft[seat]


def count_so_far(st: TacticsState, seat: int) -> int:
    """``len(team_so_far(st, seat))`` without building the list."""
    c = st.sel_choices
    own = c.choices[seat] if c is not None and seat in c.choices else st.draft[seat]
    return len(st.picks[seat]) + len(st.dealt[seat]) + len(own)


def waiting(st: TacticsState) -> tuple[int, ...]:
    rnd = current_round(st)
    if rnd.kind == "alternate":
        a, b = len(st.picks[0]), len(st.picks[1])
        if a <= b and a < rnd.total:
            return (0,)
        return (1,) if b < rnd.total else ()
    c = st.sel_choices
    assert c is not None
    return c.pending


def options(st: TacticsState, seat: int) -> list[Pick]:
    own = team_so_far(st, seat)
    out = []
    for name in st.content.names:
        if name not in own:
            p = _PICKS.get(name)
            if p is None:
                p = _PICKS[name] = Pick(name)
            out.append(p)
    return out


def apply_pick(st: TacticsState, seat: int, action: Pick, ev: list[Event]) -> None:
    """One pick; a team may not hold two Pokémon of the same species ("General rules")."""
    rnd = current_round(st)
    if rnd.kind == "alternate":
        st.picks[seat].append(action.species)
        ev.append(
            event(
                "pick",
                f"{seat_name(seat)} picked {action.species}.",
                seat=seat,
                species=action.species,
            )
        )
        if waiting(st):
            return
    else:
        draft = st.draft[seat]
        draft.append(action.species)
        ev.append(
            secret_event(
                "pick",
                seat,
                f"{seat_name(seat)} picked a Pokémon in secret.",
                f"You picked {action.species}.",
                species=action.species,
            )
        )
        c = st.sel_choices
        assert c is not None
        if len(st.picks[seat]) + len(st.dealt[seat]) + len(draft) < rnd.total:
            return
        c.commit(seat, list(draft))
        st.draft[seat] = []
        if not c.complete:
            return
        # shown in the content's order: neither which were dealt nor the order of the secret
        # picks shows (the rulebook shows the resulting teams, nothing about how they came)
        order = {name: i for i, name in enumerate(st.content.species)}
        for s in (0, 1):
            st.picks[s] += sorted(st.dealt[s] + list(c.choices[s]), key=order.__getitem__)
            st.dealt[s] = []
        ev.append(
            Event(
                "teams_revealed",
                "Both players show their picks: "
                + "; ".join(f"{seat_name(s)}: {', '.join(st.picks[s])}" for s in (0, 1))
                + ".",
                {"teams": {str(s): list(st.picks[s]) for s in (0, 1)}},
                reveals=("picks",),
            )
        )
    st.sel_round += 1
    if st.sel_round < len(scheme(st).rounds):
        open_round(st)
        return
    st.sel_choices = None
    names = [(seat, name) for seat in (0, 1) for name in st.picks[seat]]
    st.set_mons([Mon(i, seat, st.content.species[name]) for i, (seat, name) in enumerate(names)])
    st.stage = "deployment"
    deployment.open_deployment(st)


def zones(st: TacticsState) -> list[Zone]:
    """The hidden species of selection: for each seat, the ones it was dealt and the ones it has
    picked in this round without committing yet (its hand, which only it sees), and the species
    it has not taken (face down: what a re-deal draws the hand from). A committed choice is left
    out of the zones: a re-deal takes it back and the seat picks again."""
    out: list[Zone] = []
    names = st.content.names
    for seat in (0, 1):
        pool = f"species {seat}"
        taken = set(st.picks[seat] + st.dealt[seat] + st.draft[seat])
        out.append(Zone.hand(f"dealt {seat}", st.dealt[seat], seat, pool=pool))
        out.append(Zone.hand(f"picked {seat}", st.draft[seat], seat, pool=pool))
        rest = [n for n in names if n not in taken]
        out.append(Zone.face_down(f"untaken species {seat}", rest, pool=pool))
    return out
