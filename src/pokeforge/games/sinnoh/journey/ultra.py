"""What the Ultra Burst campaign remembers (THE ULTRA BURST): one object on
:class:`~.state.JourneyState` (``st.ultra``), with its own copy and JSON. The rules that change it
are :mod:`.rules.ultra`.

Everything here is face up (the campaign board: the breach strength, the Blessings of Arceus, the
Ultra Beast tokens, Necrozma's phase, the Prism Armour areas, the destroyed tokens, the
eliminated trainers, the Distortion Breach cards dealt).

Designed numbers (ours; the rulebook describes the mod's behaviour without figures), pinned by
``tests/games/sinnoh/test_sinnoh_ultra_*.py`` and listed in ``docs/rules/sinnoh.md``:
:data:`BREACH_PER_DESTROYED`, :data:`VILLAGE_BERTH` (in :mod:`.rules.ultra`).
"""

from __future__ import annotations

from typing import Any

#: Blessings of Arceus the group starts with, by difficulty (SETUP)
BLESSINGS = {"new": 3, "veteran": 1, "master": 0}
#: the 9 Ultra Beasts (card ids of the card data, tier ``ultra_beast``), in card order
BEASTS = ("793", "794", "795", "796", "797", "798", "799", "805", "806")
#: Necrozma's three phases (NECROZMA PHASES): phase 2 is Dusk Mane or Dawn Wings, drawn by the
#: seed when the phase begins (ours: the rulebook does not say which; see rules.ultra)
NECROZMA = ("800", "800-dm", "800-m")
#: the two forms of Necrozma's phase 2
PHASE_2_FORMS = ("800-dm", "800-dw")
#: the last phase (defeating Necrozma in it wins the campaign for every trainer)
LAST_PHASE = 3
#: the breach strength at which every trainer loses (OVERVIEW: 70%)
BREACH_LOSS = 70
#: the breach strength gained when an Ultra Beast or Necrozma destroys an Apricorn Tree, Reef or
#: Shrine, in tenths of a percent (ours: the rulebook says only that it grows; tuned with
#: benchmarks/sinnoh_ultra_burst.py, see docs/rules/sinnoh.md)
BREACH_PER_DESTROYED = 15
#: the Ultra Beasts' shared tile moves per movement turn, before the breach's steps (4 + 1 per 10%)
BASE_MOVES = 4
#: the Prism Armour tokens (all 9 on the Ultra Burst side at the start)
PRISM_TOKENS = 9


def remote_targets(players: int) -> int:
    """How many tokens Necrozma targets remotely each Ultra Beast turn (ULTRA BEAST MOVEMENT:
    1 for 1–2 players, 2 for 3–4, 3 for 5–6)."""
    return (players + 1) // 2


class UltraBurst:
    """The Ultra Burst campaign board; ``active`` is False in other campaigns."""

    __slots__ = (
        "active",
        "beasts",
        "blessings",
        "cards",
        "destroyed",
        "eliminated",
        "fight",
        "form",
        "phase",
        "prism",
        "steps",
        "tenths",
        "won",
    )

    def __init__(self, num_seats: int, active: bool = False, blessings: int = 0) -> None:
        self.active = active
        self.blessings = blessings  # Blessings of Arceus held by the group
        self.tenths = 0  # breach strength in tenths of a percent
        self.steps = 0  # 10% steps reached (a Distortion Breach card each, one more tile move)
        self.beasts: dict[str, str] = {}  # undefeated Ultra Beast card id -> tile "q,r"
        self.destroyed: tuple[str, ...] = ()  # place ids of destroyed trees, reefs and shrines
        self.phase = 1  # Necrozma's phase (1, 2, 3); 4 once defeated for good
        self.prism = (PRISM_TOKENS, 0)  # Prism Armour: (Ultra Burst side, Ultra Beast side)
        self.eliminated = [False] * num_seats  # defeated by Necrozma (REVIVE with a Blessing)
        self.cards: list[tuple[str, ...]] = [() for _ in range(num_seats)]  # breach cards held
        self.won = False
        self.fight = ""  # the card of the Ultra Beast or Necrozma being battled, if any
        self.form = NECROZMA[1]  # the card of Necrozma's phase 2 (drawn when it begins)

    @property
    def breach(self) -> int:
        """The breach strength in whole percent (the board's figure)."""
        return self.tenths // 10

    def necrozma(self) -> str:
        """The card of Necrozma's current phase (its last phase once defeated for good)."""
        if self.phase == 2:
            return self.form
        return NECROZMA[min(self.phase, LAST_PHASE) - 1]

    def moves(self) -> int:
        """The Ultra Beasts' shared tile moves per movement turn (4 + 1 per 10% step)."""
        return BASE_MOVES + self.steps

    def view(self, names: dict[str, str], necrozma_at: str = "") -> dict[str, Any]:
        """The campaign board face up; each token has a ``tile`` ("q,r") for the web board
        (Necrozma's at ``necrozma_at``, the Heart of the Breach, until it is defeated)."""
        card = self.necrozma()
        tokens = [
            {"id": b, "name": names.get(b, b), "kind": "ultra_beast", "tile": tile}
            for b, tile in sorted(self.beasts.items())
        ]
        if necrozma_at:
            name = names.get(card, card)
            tokens.append({"id": card, "name": name, "kind": "ultra_burst", "tile": necrozma_at})
        return {
            "active": self.active,
            "breach": self.breach,
            "critical": BREACH_LOSS,
            "moves": self.moves(),
            "blessings": self.blessings,
            "tokens": tokens,
            "necrozma": {"phase": self.phase, "card": card},
            "prism": {"ultra_burst": self.prism[0], "ultra_beast": self.prism[1]},
            "destroyed": list(self.destroyed),
            "eliminated": [s for s, out in enumerate(self.eliminated) if out],
            "breach_cards": [list(c) for c in self.cards],
            "won": self.won,
        }

    def copy(self) -> UltraBurst:
        c = UltraBurst.__new__(UltraBurst)
        c.active, c.blessings, c.tenths, c.steps = (
            self.active,
            self.blessings,
            self.tenths,
            self.steps,
        )
        c.beasts = dict(self.beasts)
        c.destroyed, c.phase, c.prism, c.won = self.destroyed, self.phase, self.prism, self.won
        c.eliminated, c.cards = self.eliminated[:], self.cards[:]
        c.fight, c.form = self.fight, self.form
        return c

    def to_json(self) -> dict[str, Any]:
        return {
            "active": self.active,
            "blessings": self.blessings,
            "tenths": self.tenths,
            "steps": self.steps,
            "beasts": dict(sorted(self.beasts.items())),
            "destroyed": list(self.destroyed),
            "phase": self.phase,
            "prism": list(self.prism),
            "eliminated": list(self.eliminated),
            "cards": [list(c) for c in self.cards],
            "won": self.won,
            "fight": self.fight,
            "form": self.form,
        }

    @classmethod
    def from_json(cls, data: dict[str, Any]) -> UltraBurst:
        u = cls(len(data["eliminated"]), bool(data["active"]), int(data["blessings"]))
        u.tenths, u.steps = int(data["tenths"]), int(data["steps"])
        u.beasts = {str(k): str(v) for k, v in data["beasts"].items()}
        u.destroyed = tuple(str(x) for x in data["destroyed"])
        u.phase = int(data["phase"])
        burst, beast = data["prism"]
        u.prism = (int(burst), int(beast))
        u.eliminated = [bool(x) for x in data["eliminated"]]
        u.cards = [tuple(str(x) for x in c) for c in data["cards"]]
        u.won = bool(data["won"])
        u.fight = str(data.get("fight", ""))
        u.form = str(data.get("form", NECROZMA[1]))
        return u
