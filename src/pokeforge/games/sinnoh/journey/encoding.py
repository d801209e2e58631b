"""Integer actions of a journey (see :mod:`pokeforge.core.encoding` and docs/rules/sinnoh.md,
"Journey: action numbers").

The journey's own actions come first, in the blocks of :data:`..actions.VERBS`, their fields
drawn from the content: the map's villages and tiles, the starters, the Pokédex decks' cards, the
recipes, party slots (6; 7 for the release after a capture), held items, evolution cards,
moves, Apricorn colours, players (6), the things a trade may name, the Shards and a Journey
Stamp's rewards (a card of the decks, a move taught), the forms an item gives of which the
trainer chooses (the Secret Key's). The battle's actions
follow, numbered by the battle system's numbering of a battle that may hold anything a journey's
battle can (:func:`battle_params`: parties of 6 with any taught moves, a wild Pokémon of any
tier), offset by the journey's block. The size depends on the parameters and the content only.
"""

from __future__ import annotations

from collections.abc import Hashable, Sequence
from itertools import combinations
from typing import TYPE_CHECKING, Any

from pokeforge.core.encoding import ActionCodec, NumberMemo

from ..content import type_names
from ..params import SinnohParams
from ..pieces import COLOURS
from ..region import default_region
from ..rules.tactics import EXTRA_MOVES
from .actions import CARD_VERBS, VERBS, JourneyAction
from .content import journey_content
from .decks import all_decks
from .pieces import MAX_PARTY
from .rules.party import FIXED_ITEMS
from .rules.shrines import CHOICES
from .rules.trading import TRADE_BALLS
from .shrines import GODS
from .spot_content import spot_content

if TYPE_CHECKING:
    from ..content import Content
    from ..encoding import Numbering

#: players a challenge or an offer may name (``challenge 3``: Player 3)
PLAYERS = tuple(str(i) for i in range(1, 7))


def battle_params() -> SinnohParams:
    """Parameters whose battle numbering covers every battle of a journey (the wild Pokémon of
    every tier, the Ultra Burst's Ultra Beasts and Necrozma too: their moves may be taught)."""
    return SinnohParams(
        opponent="wild",
        party_size=MAX_PARTY,
        taught_moves=2,
        wild_tiers="weak,moderate,strong,legendary,ultra_beast,ultra_burst",
    )


def goods(content: Content) -> list[str]:
    """Every thing a trade may name (``mon:0``, ``red``, ``ball:poke``, ``item:eviolite``)."""
    return [
        *(f"mon:{i}" for i in range(MAX_PARTY)),
        *COLOURS,
        *(f"ball:{b}" for b in TRADE_BALLS),
        *(f"item:{i}" for i in sorted(content.items) if i not in FIXED_ITEMS),
    ]


def campaign_args() -> list[str]:
    """Every argument of ``campaign`` (the Heart of Sinnoh's acts and Ending)."""
    from .rules.galactic import NAMES

    return [*NAMES, *(f"heart={c}" for c in COLOURS), "hero", "traitor", "confront"]


def galactic_cards(content: Content) -> list[str]:
    """The card ids a trainer playing Team Galactic may choose: the Commanders' and Cyrus's."""
    from ..params import GALACTIC_TRAINERS

    owners = {o for foe, names in GALACTIC_TRAINERS.items() if foe != "grunts" for o in names}
    return sorted(c.id for c in content.cards.values() if c.trainer in owners)


def several_forms(content: Content) -> list[str]:
    """The form labels of the items that give several forms, of which the trainer chooses
    (``form 0 Fan Form``: the Secret Key's Rotom forms); ``form 0`` names no label."""
    several = [i.forms() for i in content.items.values() if len(i.forms()) > 1]
    return sorted({label for labels in several for label in labels})


#: every argument of ``ultra`` (the Ultra Burst: :mod:`.rules.ultra`)
ULTRA_ARGS = (
    "megalopolis",
    "skip",
    "let",
    *(f"revive={i}" for i in range(1, 7)),
    "discard",
    "keep",
)


def journey_cards(content: Content, params: SinnohParams) -> list[list[dict[str, Any]]] | None:
    """The battle effects of every trainer card the journey's ``trainerN`` may deal, at Gold
    (each card unlocks both abilities in time; ``random``: any card the journey plays), for the
    texts they add to battle actions; ``None`` without trainer cards (the plain journey's
    numbering)."""
    from ..params import TRAINER_KEYS
    from .trainer_cards import usable_ids

    ids: list[str] = []
    for key in TRAINER_KEYS:
        spec = str(getattr(params, key))
        if not spec:
            continue
        name = spec.partition(":")[0].strip()
        found = (
            list(usable_ids(content)) if name.lower() == "random" else [content.trainer(name).id]
        )
        ids.extend(i for i in found if i not in ids)
    if not ids:
        return None
    return [[e for a in content.trainers[i].abilities for e in a.battle_effects] for i in ids]


def extra_choices(plain: Sequence[str]) -> list[str]:
    """The answers of ``choose`` a trainer card adds (Shrine Keeper), after the plain ones."""
    from .rules.cards_party import KEEPER_CHOICES

    return [c for c in KEEPER_CHOICES if c not in plain]


class JourneyNumbering:
    """The numbering of a journey's actions (with the battle's after them)."""

    def __init__(self, content: Content, params: SinnohParams) -> None:
        from ..encoding import Numbering

        region = default_region()
        jc = journey_content()
        villages = [p.id for p in region.of_kind("village")]
        starters = sorted({s for p in region.of_kind("village") for s in p.get("starters")})
        # the Ultra Megalopolis's starters (the Ultra Burst's home) after the villages'
        starters += sorted(
            {s for p in region.of_kind("ultra_megalopolis") for s in p.get("starters")}
            - set(starters)
        )
        tiles = [h.name() for h in sorted(region.tiles, key=lambda h: (h.r, h.q))]
        wild = sorted({c for cards in all_decks(content).values() for c in cards})
        targets = sorted(
            {content.card(n).name for c in content.cards.values() for n in c.evolve_into}
        )
        moves = sorted(content.signature & set(content.moves))
        slots = [str(i) for i in range(MAX_PARTY)]
        picks: dict[str, None] = {}
        for found in jc.reef_apricorns.values():
            ordered = sorted(found, key=COLOURS.index)
            for k in range(1, len(ordered)):
                for combo in combinations(ordered, k):
                    picks.setdefault("+".join(combo), None)
        stuff = goods(content)
        cards = journey_cards(content, params)
        # a Shrine Keeper's choices (one of two, two of four) only when the journey deals cards
        choices = CHOICES if cards is None else (*CHOICES, *extra_choices(CHOICES))
        fields: dict[str, tuple[Sequence[Hashable], ...]] = {
            "home": (villages,),
            "starter": (starters,),
            "step": (tiles,),
            "ginkgo": (("1", "2", "both"),),
            "fly": (villages, COLOURS),
            "battle": (wild,),
            "craft": (list(jc.recipes),),
            "equip": (slots, sorted(i for i in content.items if i not in FIXED_ITEMS)),
            "unequip": (slots,),
            "evolve": (slots, targets),
            "keep": (("", *moves),),
            "release": ([str(i) for i in range(MAX_PARTY + 1)],),
            "apricorns": (list(picks),),
            "challenge": (PLAYERS,),
            "offer": (PLAYERS, stuff, stuff),
            "shard": (tuple(s.lower() for s in spot_content().shards),),
            "gift": (("none", *wild),),
            "learn": (slots, moves, ("", *(str(i + 1) for i in range(EXTRA_MOVES)))),
            "offering": (COLOURS, ("", "draw3")),
            "choose": (choices,),
            "feast": ([r.id for r in jc.recipes.values() if r.kind == "stew"],),
            "share": (PLAYERS,),
            "exchange": (("none", *slots),),
            "follow": (("keep", *GODS),),
            "god": (GODS,),
            "campaign": (campaign_args(),),
            "ultra": (ULTRA_ARGS,),
            "fate": (sorted(n for n, c in content.fate.items() if c.kind == "fate"),),
            "galactic": (galactic_cards(content),),
            "form": (slots, ("", *several_forms(content))),
            # the trainer cards' verbs (numbered only when the journey deals cards)
            "inflict": (slots,),
            "teleport": (tiles,),
            "run": (tiles,),
            "pick": (COLOURS,),
            "camp": (tiles, COLOURS),
            "reach": (tiles,),
            "peek": (tiles,),
            "dig": (tiles,),
            "blast": (tiles,),
            "swap": (slots, slots, moves, ("", *(str(i + 1) for i in range(EXTRA_MOVES)))),
            "album": (slots, moves, ("", *(str(i + 1) for i in range(EXTRA_MOVES)))),
            "study": (
                ("none", *slots),
                ("", *moves),
                ("", *(str(i + 1) for i in range(EXTRA_MOVES))),
            ),
            "convert": (COLOURS, COLOURS),
            "egg": (slots, targets),
            "weather": (sorted(type_names()),),
            "career": (sorted(content.trainers),),
            "gather": (sorted(p.id for p in region.places.values() if p.kind == "apricorn_tree"),),
        }
        verbs = VERBS if cards is None else (*VERBS, *CARD_VERBS)
        self.codec = ActionCodec([(verb, fields.get(verb, ())) for verb in verbs])
        self.battle: Numbering = Numbering(content, battle_params(), cards)
        self.size = self.codec.size + self.battle.codec.size
        self.memo = NumberMemo()

    def number_of(self, action: Any) -> int:
        if not isinstance(action, JourneyAction):
            return self.codec.size + self.battle.number_of(action)
        verb, arg = action.verb, action.arg
        codec = self.codec
        try:
            if verb == "form":
                slot, _, label = arg.partition(" ")
                return codec.encode(verb, slot, label)
            if verb in ("evolve", "egg"):
                slot, name = arg.split(" ", 1)
                return codec.encode(verb, slot, name)
            if verb == "keep":
                return codec.encode(verb, arg.partition("forget=")[2])
            if verb == "offering":
                colour, _, extra = arg.partition(" ")
                return codec.encode(verb, colour, extra)
            if verb in ("fly", "equip", "camp", "convert"):
                a, b = arg.split(" ")
                return codec.encode(verb, a, b)
            if verb == "swap":
                a, b, rest = arg.split(" ", 2)
                opts = dict(part.split("=", 1) for part in rest.split(";"))
                return codec.encode(verb, a, b, opts["move"], opts.get("forget", ""))
            if verb == "study" and arg == "none":
                return codec.encode(verb, "none", "", "")
            if verb in ("learn", "album", "study"):
                slot, rest = arg.split(" ", 1)
                opts = dict(part.split("=", 1) for part in rest.split(";"))
                return codec.encode(verb, slot, opts["move"], opts.get("forget", ""))
            if verb == "offer":
                who, give, get = arg.split(" ")
                return codec.encode(verb, who, give.partition("=")[2], get.partition("=")[2])
            if not arg:
                return codec.encode(verb)
            return codec.encode(verb, arg)
        except ValueError:
            raise ValueError(f"sinnoh journey: {action} has no action number") from None
