"""Knock Outs, Prize cards, promoting a new Active Pokémon and winning (rulebook: "Knock Out",
"How to win"); both players winning at once is sudden death (a parameter)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from pokeforge.core import Event, Outcome, Termination, seat_name

from . import board, effects

if TYPE_CHECKING:
    from ..state import Mon, OriginsState


def discard_mon(st: OriginsState, owner: int, mon: Mon) -> None:
    """A Pokémon leaves play: its cards, Energy and attached Trainers to the discard pile."""
    st.discard[owner].extend(mon["cards"])
    st.discard[owner].extend(mon["energy"])
    st.discard[owner].extend(mon["tools"])


def take_prize(st: OriginsState, seat: int) -> None:
    """``seat`` takes a Prize card (face down: which one is chance) into its hand; only it sees
    the card."""
    if not st.prizes[seat]:
        return
    card = st.prizes[seat].pop()
    st.hand[seat].append(card)
    st.prizes_taken[seat] += 1
    name = board.card_name(st, card)
    st.events.append(
        Event(
            "prize",
            f"{seat_name(seat)} takes a Prize card.",
            {"seat": seat},
            private={seat: {"card": card}},
            private_text={seat: f"{seat_name(seat)} takes a Prize card: {name}."},
        )
    )


def sweep(st: OriginsState) -> None:
    """Every Pokémon with damage at least its HP is Knocked Out; its opponent takes a Prize for
    each. Then the game may be won; a player without an Active Pokémon promotes one."""
    knocked = False
    for owner in (st.current, 1 - st.current):
        active = st.active[owner]
        if active is not None and active["damage"] >= board.hp(st, active):
            knock_out(st, owner, active)
            st.active[owner] = None
            knocked = True
        for mon in [m for m in st.bench[owner] if m["damage"] >= board.hp(st, m)]:
            knock_out(st, owner, mon)
            st.bench[owner].remove(mon)
            knocked = True
    if not knocked:
        return
    won = [not st.prizes[p] or not board.in_play(st, 1 - p) for p in (0, 1)]
    if won[0] or won[1]:
        decide(st, won)
        return
    for owner in (st.current, 1 - st.current):
        if st.active[owner] is None:
            st.flow.insert(0, f"promote{owner}")
    # the current player promotes first
    promotes = [s for s in st.flow if s.startswith("promote")]
    rest = [s for s in st.flow if not s.startswith("promote")]
    promotes.sort(key=lambda s: 0 if int(s[-1]) == st.current else 1)
    st.flow[:] = promotes + rest


def knock_out(st: OriginsState, owner: int, mon: Mon) -> None:
    name = board.top(st, mon).name
    effects.emit(st, "knockout", f"{seat_name(owner)}'s {name} is Knocked Out.", seat=owner)
    discard_mon(st, owner, mon)
    if not board.is_doll(st, mon):  # a Clefairy Doll "doesn't count as a Knocked Out Pokémon"
        take_prize(st, 1 - owner)


def decide(st: OriginsState, won: list[bool]) -> None:
    """End the game for the winner(s); both at once: sudden death or a draw (parameter)."""
    if won[0] and won[1]:
        if st.params.sudden_death and st.sudden_deaths < 3:
            from .setup import start_sudden_death

            start_sudden_death(st)
            return
        finish(st, None, "both players won at once", "double_win")
        return
    winner = 0 if won[0] else 1
    if not st.prizes[winner]:
        finish(st, winner, f"{seat_name(winner)} took their last Prize card", "prizes")
    else:
        loser = 1 - winner
        finish(st, winner, f"{seat_name(loser)} has no Pokémon in play", "no_pokemon")


TERMINATION = {
    "prizes": Termination.OBJECTIVE,
    "no_pokemon": Termination.KNOCKOUT,
    "deck_out": Termination.NO_MOVES,
    "double_win": Termination.MUTUAL_KNOCKOUT,
    "cap": Termination.LENGTH_CAP,
}


def finish(st: OriginsState, winner: int | None, reason: str, key: str) -> None:
    st.end_reason = key
    st.pending = None
    st.tasks = []
    st.flow = []
    winners = () if winner is None else (winner,)
    st.outcome = Outcome(TERMINATION[key], winners, reason)
    st.events.append(Event("game_over", reason + ".", {"winners": list(winners), "why": key}))


def promote_options(st: OriginsState, owner: int) -> list[str]:
    return [f"bench{i}" for i in range(len(st.bench[owner]))]


def promote(st: OriginsState, owner: int, pos: str) -> None:
    mon = st.bench[owner].pop(int(pos[5:]))
    st.active[owner] = mon
    name = board.top(st, mon).name
    effects.emit(st, "promote", f"{seat_name(owner)} sends out {name}.", seat=owner)
