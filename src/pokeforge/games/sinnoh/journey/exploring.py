"""What the Hidden Spots and the Journey Stamps leave on a journey: one object, ``st.explore``.

* ``hidden``: the face-down tokens by tile (``q,r``). Where a token lies and its back (Regular or
  Special) are public; the token is nobody's until revealed (a core
  :class:`~pokeforge.core.SlotZone` per back: :meth:`zones`);
* ``shown``: tokens face up on the map (a found Campsite; an Alpha Pokémon a Zesty Stew kept
  away);
* ``discard``: the Hidden Spot discard pile, face up;
* ``stars``: Fallen Stars each trainer has discarded; ``shards``: the Shards they chose for them;
* ``held``: Fallen Stars each trainer held when the running battle began (to count discards);
* ``alpha``: the tile of the Alpha Pokémon being battled (``""``: none);
* ``gone``: Artifact Legendaries defeated or captured (no longer encountered);
* ``stamps``: each trainer's Journey Stamps, in the order claimed;
* ``peeked``: the tiles of the face-down tokens each trainer has looked at (Ruin Maniac: Artifact
  Hunter): each such token is the secret of the trainers who looked (a slot zone of its own seen
  by them, in its back's pool), shown in their views only (``known``);
* ``roads``: the tiles with a Road (Worker: Civil Engineer), public;
* ``tours``: the Artifact Legendary Locations each trainer stamped on their Landmark Tour sheet
  (Tourist), public.
"""

from __future__ import annotations

from typing import Any

from pokeforge.core.hidden import SlotZone, Zone

from .spot_content import spot_content


class Exploration:
    __slots__ = (
        "alpha",
        "discard",
        "gone",
        "held",
        "hidden",
        "peeked",
        "roads",
        "shards",
        "shown",
        "stamps",
        "stars",
        "tours",
    )

    def __init__(self, seats: int) -> None:
        self.hidden: dict[str, str] = {}
        self.shown: dict[str, str] = {}
        self.discard: list[str] = []
        self.stars = [0] * seats
        self.shards: list[tuple[str, ...]] = [() for _ in range(seats)]
        self.held = [0] * seats
        self.alpha = ""
        self.gone: tuple[str, ...] = ()
        self.stamps: list[tuple[str, ...]] = [() for _ in range(seats)]
        self.peeked: list[tuple[str, ...]] = [() for _ in range(seats)]
        self.roads: tuple[str, ...] = ()
        self.tours: list[tuple[str, ...]] = [() for _ in range(seats)]

    def zones(self) -> list[Zone]:
        """A face-down slot zone per back: the tokens of one back may be mistaken for one
        another, never for those of the other back."""
        sc = spot_content()
        out: list[Zone] = []
        seen: dict[str, tuple[int, ...]] = {}
        for seat, tiles in enumerate(self.peeked):
            for k in tiles:
                if k in self.hidden:
                    seen[k] = (*seen.get(k, ()), seat)
        for back in ("regular", "special"):
            keys = sorted(
                k for k, token in self.hidden.items() if sc.back(token) == back and k not in seen
            )
            out.append(SlotZone(f"spots:{back}", self.hidden, keys, pool=f"spots:{back}"))
        for k, seats in sorted(seen.items()):
            back = sc.back(self.hidden[k])
            out.append(
                SlotZone(f"spots:peeked:{k}", self.hidden, [k], pool=f"spots:{back}", seen_by=seats)
            )
        return out

    def known(self, seat: int | None) -> dict[str, str]:
        """The face-down tokens ``seat`` has looked at (Artifact Hunter), by tile."""
        if seat is None or seat >= len(self.peeked):
            return {}
        return {k: self.hidden[k] for k in sorted(self.peeked[seat]) if k in self.hidden}

    def view(self, seat: int | None = None) -> dict[str, Any]:
        """What everyone sees: where the face-down tokens lie and their backs, the tokens face
        up on the map, the discard pile, the Fallen Stars discarded, the Shards they gave, the
        stamps; and ``known``: the face-down tokens ``seat`` looked at, if any (theirs only)."""
        sc = spot_content()
        known = self.known(seat)
        extra: dict[str, Any] = {"known": known} if known else {}
        if self.roads:
            extra["roads"] = list(self.roads)
        if any(self.tours):
            extra["tours"] = [list(x) for x in self.tours]
        return {
            **extra,
            "face_down": [
                {"tile": k, "back": sc.back(token)} for k, token in sorted(self.hidden.items())
            ],
            "shown": dict(sorted(self.shown.items())),
            "discard": sorted(self.discard),
            "stars_discarded": list(self.stars),
            "star_shards": [list(s) for s in self.shards],
            "legendaries_gone": list(self.gone),
        }

    def copy(self) -> Exploration:
        c = Exploration.__new__(Exploration)
        c.hidden = dict(self.hidden)
        c.shown = dict(self.shown)
        c.discard = self.discard[:]
        c.stars = self.stars[:]
        c.shards = self.shards[:]
        c.held = self.held[:]
        c.alpha = self.alpha
        c.gone = self.gone
        c.stamps = self.stamps[:]
        c.peeked = self.peeked[:]
        c.roads = self.roads
        c.tours = self.tours[:]
        return c

    def to_json(self) -> dict[str, Any]:
        return {
            "hidden": dict(sorted(self.hidden.items())),
            "shown": dict(sorted(self.shown.items())),
            "discard": list(self.discard),
            "stars": list(self.stars),
            "shards": [list(s) for s in self.shards],
            "held": list(self.held),
            "alpha": self.alpha,
            "gone": list(self.gone),
            "stamps": [list(s) for s in self.stamps],
            # only once a trainer has looked at a token (the plain journey's JSON has none)
            **({"peeked": [list(p) for p in self.peeked]} if any(self.peeked) else {}),
            **({"roads": list(self.roads)} if self.roads else {}),
            **({"tours": [list(x) for x in self.tours]} if any(self.tours) else {}),
        }

    @classmethod
    def from_json(cls, data: dict[str, Any]) -> Exploration:
        c = cls(len(data["stars"]))
        c.hidden = {str(k): str(v) for k, v in data["hidden"].items()}
        c.shown = {str(k): str(v) for k, v in data["shown"].items()}
        c.discard = [str(x) for x in data["discard"]]
        c.stars = [int(x) for x in data["stars"]]
        c.shards = [tuple(s) for s in data["shards"]]
        c.held = [int(x) for x in data["held"]]
        c.alpha = str(data["alpha"])
        c.gone = tuple(data["gone"])
        c.stamps = [tuple(s) for s in data["stamps"]]
        c.peeked = [tuple(p) for p in data.get("peeked", [[] for _ in c.stars])]
        c.roads = tuple(str(x) for x in data.get("roads", ()))
        c.tours = [tuple(x) for x in data.get("tours", [[] for _ in c.stars])]
        return c
