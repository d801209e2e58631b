"""Team selection (rulebook "Pokémon selection", variants 1–4).

A variant is data (:class:`Scheme`): how many species each seat is dealt at random, then rounds of
picks. A ``secret`` round lets both seats pick at the same time until they hold ``total`` species;
the picks are shown together when both are done. An ``alternate`` round has the seats pick in turn,
seat 0 first, each pick shown at once.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from pokeforge.core.events import Event

from ..actions import Pick
from ..events import event, seat_name, secret_event
from ..mon import Mon

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
    """Start team selection: deal the random species if the variant deals any."""
    if scheme(st).deal:
        for seat in (0, 1):
            st.picks[seat] = deal(st, seat)


def current_round(st: TacticsState) -> Round:
    return scheme(st).rounds[st.sel_round]


def waiting(st: TacticsState) -> tuple[int, ...]:
    rnd = current_round(st)
    if rnd.kind == "alternate":
        a, b = len(st.picks[0]), len(st.picks[1])
        if a <= b and a < rnd.total:
            return (0,)
        return (1,) if b < rnd.total else ()
    return tuple(s for s in (0, 1) if len(st.picks[s]) < rnd.total)


def options(st: TacticsState, seat: int) -> list[Pick]:
    own = st.picks[seat]
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
    st.picks[seat].append(action.species)
    if rnd.kind == "alternate":
        st.shown[seat] = len(st.picks[seat])
        ev.append(
            event(
                "pick",
                f"{seat_name(seat)} picked {action.species}.",
                seat=seat,
                species=action.species,
            )
        )
    else:
        ev.append(
            secret_event(
                "pick",
                seat,
                f"{seat_name(seat)} picked a Pokémon in secret.",
                f"You picked {action.species}.",
                species=action.species,
            )
        )
    if waiting(st):
        return
    if rnd.kind == "secret":
        st.shown = [len(st.picks[0]), len(st.picks[1])]
        ev.append(
            event(
                "teams_revealed",
                "Both players show their picks: "
                + "; ".join(f"{seat_name(s)}: {', '.join(st.picks[s])}" for s in (0, 1))
                + ".",
                teams={str(s): list(st.picks[s]) for s in (0, 1)},
            )
        )
    st.sel_round += 1
    if st.sel_round < len(scheme(st).rounds):
        return
    names = [(seat, name) for seat in (0, 1) for name in st.picks[seat]]
    st.set_mons([Mon(i, seat, st.content.species[name]) for i, (seat, name) in enumerate(names)])
    st.stage = "deployment"


def withdraw_secret_picks(st: TacticsState, seat: int) -> None:
    """Determinisation: forget ``seat``'s unshown picks; dealt species are dealt again."""
    shown = st.shown[seat]
    picks = st.picks[seat]
    if len(picks) == shown:
        return
    if shown == 0 and scheme(st).deal:
        st.picks[seat] = deal(st, seat)
    else:
        st.picks[seat] = picks[:shown]
