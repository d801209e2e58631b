"""Tiny builders for Origins positions: a small hand-made card pool (no content files), decks,
a table set up by hand (hands, Actives, Benches, Energy, damage), scripted coin flips."""

from __future__ import annotations

from typing import Any

from pokeforge.games.origins.cards import Attack, CardDef, Effect
from pokeforge.games.origins.game import OriginsGame
from pokeforge.games.origins.rules.effects import validate_ops
from pokeforge.games.origins.state import OriginsState, new_mon


def ops(*raw: dict[str, Any]) -> tuple[Effect, ...]:
    return validate_ops(list(raw), "test")


def mon(
    cid: str,
    name: str,
    hp: int,
    kind: str,
    attacks: tuple[Attack, ...],
    *,
    stage: str = "Basic",
    evolves_from: str | None = None,
    weak: str | None = None,
    resist: str | None = None,
    retreat: int = 1,
) -> CardDef:
    return CardDef(
        id=cid,
        name=name,
        supertype="Pokémon",
        subtypes=(stage,),
        set_id="t",
        number=cid.split("-")[1],
        hp=hp,
        types=(kind,),
        stage=stage,
        evolves_from=evolves_from,
        attacks=attacks,
        weaknesses=((weak, 2),) if weak else (),
        resistances=((resist, -30),) if resist else (),
        retreat_cost=retreat,
    )


def atk(
    name: str, cost: str, damage: int, mode: str = "", text: str = "", *effects: dict[str, Any]
) -> Attack:
    symbols = {
        "C": "Colorless",
        "L": "Lightning",
        "F": "Fighting",
        "W": "Water",
        "G": "Grass",
        "R": "Fire",
        "P": "Psychic",
    }
    return Attack(
        name,
        tuple(symbols[c] for c in cost),
        damage,
        mode,
        text or ("effect" if effects else ""),
        ops(*effects) if effects else (),
    )


def energy(cid: str, kind: str) -> CardDef:
    return CardDef(
        id=cid,
        name=f"{kind} Energy",
        supertype="Energy",
        subtypes=("Basic",),
        set_id="t",
        number=cid.split("-")[1],
        provides=(kind,),
    )


def trainer(cid: str, name: str, *effects: dict[str, Any]) -> CardDef:
    return CardDef(
        id=cid,
        name=name,
        supertype="Trainer",
        subtypes=(),
        set_id="t",
        number=cid.split("-")[1],
        text=name,
        effects=ops(*effects),
    )


CARDS: dict[str, CardDef] = {
    c.id: c
    for c in [
        mon(
            "t-1",
            "Pikachu",
            40,
            "Lightning",
            (
                atk("Gnaw", "C", 10),
                atk(
                    "Thunder Jolt",
                    "LC",
                    30,
                    "",
                    "",
                    {"op": "flip", "tails": [{"op": "self_damage", "amount": 10}]},
                ),
            ),
            weak="Fighting",
        ),
        mon("t-2", "Machop", 50, "Fighting", (atk("Low Kick", "F", 20),), weak="Psychic"),
        mon(
            "t-3",
            "Machoke",
            80,
            "Fighting",
            (
                atk(
                    "Karate Chop",
                    "FFC",
                    50,
                    "-",
                    "",
                    {"op": "minus_per", "what": "self_counters", "amount": 10},
                ),
            ),
            stage="Stage 1",
            evolves_from="Machop",
            weak="Psychic",
            retreat=1,
        ),
        mon(
            "t-4",
            "Onix",
            90,
            "Fighting",
            (
                atk("Rock Throw", "F", 10),
                atk("Harden", "FF", 0, "", "", {"op": "prevent", "what": "damage", "max": 30}),
            ),
            weak="Grass",
            retreat=3,
        ),
        mon(
            "t-5",
            "Abra",
            30,
            "Psychic",
            (
                atk(
                    "Psyshock",
                    "P",
                    10,
                    "",
                    "",
                    {"op": "flip"},
                    {"op": "condition", "status": "paralyzed", "if": "heads"},
                ),
            ),
            weak="Psychic",
            retreat=0,
        ),
        mon(
            "t-6",
            "Magnemite",
            40,
            "Lightning",
            (
                atk(
                    "Selfdestruct",
                    "LC",
                    40,
                    "",
                    "",
                    {"op": "bench_damage", "side": "both", "amount": 10},
                    {"op": "self_damage", "amount": 40},
                ),
            ),
            weak="Fighting",
            resist=None,
        ),
        mon(
            "t-7",
            "Squirtle",
            40,
            "Water",
            (
                atk(
                    "Bubble",
                    "W",
                    10,
                    "",
                    "",
                    {"op": "flip"},
                    {"op": "condition", "status": "paralyzed", "if": "heads"},
                ),
            ),
            weak="Lightning",
        ),
        mon(
            "t-8",
            "Mankey",
            30,
            "Fighting",
            (atk("Scratch", "C", 10),),
            weak="Psychic",
            resist="Lightning",
        ),
        energy("t-90", "Lightning"),
        energy("t-91", "Fighting"),
        energy("t-92", "Water"),
        energy("t-93", "Psychic"),
        CardDef(
            id="t-94",
            name="Double Colorless Energy",
            supertype="Energy",
            subtypes=("Special",),
            set_id="t",
            number="94",
            provides=("Colorless", "Colorless"),
        ),
        trainer("t-70", "Bill", {"op": "draw", "count": 2}),
        trainer("t-71", "Potion", {"op": "heal", "target": "choose_own", "amount": 20}),
        trainer(
            "t-72",
            "Switch",
            {"op": "require", "what": "own_bench"},
            {"op": "switch", "side": "own"},
        ),
        trainer(
            "t-73",
            "Gust of Wind",
            {"op": "require", "what": "opponent_bench"},
            {"op": "switch", "side": "opponent"},
        ),
        trainer("t-74", "Energy Removal", {"op": "discard_energy", "target": "choose_opponent"}),
        trainer("t-75", "Professor Oak", {"op": "discard_hand"}, {"op": "draw", "count": 7}),
        trainer("t-76", "Full Heal", {"op": "cure"}),
        trainer("t-77", "PlusPower", {"op": "tool", "kind": "plus_power", "amount": 10}),
        trainer("t-78", "Defender", {"op": "tool", "kind": "defender", "amount": 20}),
    ]
}

DECK_A = (
    ["t-1"] * 4
    + ["t-2"] * 4
    + ["t-3"] * 3
    + ["t-4"] * 2
    + ["t-5"] * 2
    + ["t-70"] * 2
    + ["t-71"] * 2
    + ["t-72", "t-73", "t-74", "t-75", "t-76", "t-77", "t-78"]
    + ["t-90"] * 15
    + ["t-91"] * 15
    + ["t-94"] * 2
)
DECK_B = (
    ["t-6"] * 4
    + ["t-7"] * 4
    + ["t-8"] * 4
    + ["t-1"] * 4
    + ["t-70"] * 3
    + ["t-71"] * 2
    + ["t-74"] * 2
    + ["t-73"] * 2
    + ["t-90"] * 15
    + ["t-92"] * 14
    + ["t-93"] * 4
    + ["t-94"] * 2
)
DECKS = {"a": DECK_A, "b": DECK_B}


def resolve(spec: str) -> list[str]:
    return list(DECKS[spec])


GAME = OriginsGame(cards=CARDS, decks=resolve)


def new(seed: int = 0, **params: Any) -> OriginsState:
    raw = {"deck0": "a", "deck1": "b", **params}
    return GAME.new_state(GAME.origins_params(raw), seed=seed)


def table(
    *,
    active: tuple[str, str] = ("t-1", "t-2"),
    bench: tuple[list[str], list[str]] = ([], []),
    hands: tuple[list[str], list[str]] = ([], []),
    decks: tuple[list[str], list[str]] | None = None,
    prizes: int = 6,
    current: int = 0,
    turn: int = 3,
    **params: Any,
) -> OriginsState:
    """A play in a player's main phase, laid out by hand: ``current`` is to act on ``turn``
    (each player has had a turn already unless ``turn`` is 1 or 2), cards are card ids."""
    st = new(0, **params)
    for p in (0, 1):
        st.hand[p][:] = list(hands[p])
        st.deck[p][:] = list(decks[p]) if decks is not None else ["t-90"] * 20
        st.prizes[p][:] = ["t-91"] * prizes
        st.discard[p][:] = []
        st.known[p][:] = []
        st.active[p] = new_mon(active[p], 0)
        st.bench[p] = [new_mon(c, 0) for c in bench[p]]
    st.placing = st.ready = None
    st.phase = "play"
    st.turn = turn
    st.current = current
    st.first = current if turn % 2 == 1 else 1 - current
    st.turns_taken = [(turn + 1) // 2, turn // 2] if st.first == 0 else [turn // 2, (turn + 1) // 2]
    st.energy_played = False
    st.retreated = False
    st.tasks = []
    st.flow = []
    st.extra_owed = []
    st.pending = {"kind": "main", "seat": current}
    st.invalidate()
    return st


def act(st: OriginsState, text: str, seat: int | None = None) -> list[Any]:
    """Play the legal action written ``text`` for ``seat`` (the one to act by default)."""
    who = st.to_act()[0] if seat is None else seat
    return st.apply(who, st.action_from_text(who, text, strict=True))


def texts(st: OriginsState, seat: int | None = None) -> list[str]:
    who = st.to_act()[0] if seat is None else seat
    return [str(a) for a in st.legal_actions(who)]


def heads(st: OriginsState, *faces: int) -> None:
    """Script coin flips: 1 heads, 0 tails."""
    st.rng.script(*faces)
