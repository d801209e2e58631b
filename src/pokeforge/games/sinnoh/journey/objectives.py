"""What the Heart of Sinnoh campaign remembers (THE HEART OF SINNOH: OBJECTIVES, the acts deck,
the Ending): one object on :class:`~.state.JourneyState` (``st.heart``), with its own copy and
JSON. The rules that change it are :mod:`.rules.acts`, :mod:`.rules.galactic` and
:mod:`.rules.ending`.

Everything here is face up (the act card shown, the Grunts tokens, the Shards, the Heart, the
Ending's choice and who is out of the game).
"""

from __future__ import annotations

from typing import Any

#: the acts deck, in the order its cards are drawn
ACTS = ("prologue", "act1", "act2", "act3", "ending")
#: the act cards' names
ACT_NAMES = {
    "prologue": "Prologue - The Incursion",
    "act1": "Act I - The Journey",
    "act2": "Act II - The Shards",
    "act3": "Act III - The Heart",
    "ending": "Ending - The Choice",
}
#: the three Shards, in the order the rulebook lists them
SHARDS = ("emotion", "knowledge", "willpower")
#: how many final turns each challenger of the Traitor of Sinnoh has (ENDING)
FINAL_TURNS = 3


class HeartProgress:
    """The act card shown and each trainer's progress through the objectives."""

    __slots__ = (
        "act",
        "attempted",
        "champion",
        "choice",
        "fight",
        "final_turns",
        "heart",
        "liberated",
        "out",
        "shards",
    )

    def __init__(self, num_seats: int) -> None:
        self.act = "prologue"  # the act card on top of the acts deck
        self.liberated = [False] * num_seats  # objective 1: the home village liberated
        self.shards: list[tuple[str, ...]] = [() for _ in range(num_seats)]  # objective 2
        self.heart = [False] * num_seats  # the Heart restored (objective 3, first half)
        self.champion = -1  # the trainer who defeated Cyrus (objective 3, the confrontation)
        self.choice = ""  # the Ending: "" (not chosen), "hero" or "traitor"
        self.fight = ""  # the Team Galactic battle being fought: grunts, mars, …, or traitor
        self.final_turns = [0] * num_seats  # the Traitor's challengers' final turns left
        self.attempted = [False] * num_seats  # a challenger's one attempt at the Traitor used
        self.out = [False] * num_seats  # out of the game (failed against the Traitor)

    def done(self, seat: int) -> int:
        """Objectives conquered by ``seat`` (0 to 3)."""
        return (
            int(self.liberated[seat])
            + int(len(self.shards[seat]) == len(SHARDS))
            + int(self.champion == seat)
        )

    def progress(self, seat: int) -> int:
        """How far along the objectives ``seat`` is, step by step (0 to 6): the village, each
        Shard, the Heart, Cyrus."""
        return (
            int(self.liberated[seat])
            + len(self.shards[seat])
            + int(self.heart[seat])
            + int(self.champion == seat)
        )

    def copy(self) -> HeartProgress:
        c = HeartProgress.__new__(HeartProgress)
        c.act, c.champion, c.choice, c.fight = self.act, self.champion, self.choice, self.fight
        c.liberated, c.shards, c.heart = self.liberated[:], self.shards[:], self.heart[:]
        c.final_turns, c.attempted, c.out = self.final_turns[:], self.attempted[:], self.out[:]
        return c

    def to_json(self) -> dict[str, Any]:
        return {
            "act": self.act,
            "liberated": list(self.liberated),
            "shards": [list(s) for s in self.shards],
            "heart": list(self.heart),
            "champion": self.champion,
            "choice": self.choice,
            "fight": self.fight,
            "final_turns": list(self.final_turns),
            "attempted": list(self.attempted),
            "out": list(self.out),
        }

    @classmethod
    def from_json(cls, data: dict[str, Any]) -> HeartProgress:
        p = cls(len(data["liberated"]))
        p.act = str(data["act"])
        p.liberated = [bool(x) for x in data["liberated"]]
        p.shards = [tuple(str(x) for x in s) for s in data["shards"]]
        p.heart = [bool(x) for x in data["heart"]]
        p.champion, p.choice = int(data["champion"]), str(data["choice"])
        p.fight = str(data["fight"])
        p.final_turns = [int(x) for x in data["final_turns"]]
        p.attempted = [bool(x) for x in data["attempted"]]
        p.out = [bool(x) for x in data["out"]]
        return p
