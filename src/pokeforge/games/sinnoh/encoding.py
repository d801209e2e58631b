"""Integer actions of Legends of Sinnoh battles (see :mod:`pokeforge.core.encoding` and
docs/rules/sinnoh.md, "Action numbers").

Every action text a battle with given parameters can offer has its own number, the same for
every seat and in every position. The blocks of a :class:`~pokeforge.core.ActionCodec` are the
verbs, with a party slot or a move's place where the verb has one; a move's options are numbered
from lists drawn from the content:

- a move's own choice: every text a move of the content can write (``type=fire``,
  ``form=…;type=…``, ``copy=Play Rough``, ``other=1``, ``apricorn=red``, ``predict=less``,
  ``status=burned+drowsy``; Mimic and Kinesis: ``mimic=Hidden Power;type=fire``), ``""`` first;
- what trainer cards add (``retype=``, ``assets=``, ``reroll=yes``, ``firewood=yes``): every
  combination the parameters' trainer cards (``trainer0``, ``trainer1``; ``random``: any usable
  card) and the Distortion Breach cards can write; only ``""`` without trainer cards;
- the choice for the move Metronome drew (``drawn=Hidden Power;type=fire``), after the use
  that drew it;
- teaching: the moves of the wild Pokémon the parameters may bring, and the moves a party
  member may hold when it must forget one.

Party slots go up to the largest party the parameters allow. Each action's number is
remembered, so numbering costs a dictionary look-up once an action has been seen.
"""

from __future__ import annotations

from collections.abc import Hashable, Iterable, Sequence
from itertools import permutations, product
from typing import TYPE_CHECKING, Any

from pokeforge.core.encoding import ActionCodec, NumberMemo, kept_numbering, numbering_of

from .content import PICK_OTHER
from .effects_schema import STATUSES
from .params import BALLS, GALACTIC_SIZE, SinnohParams
from .pieces import COLOURS
from .rules.tactics import EXTRA_MOVES
from .rules.trainer import FACE_WORDS

if TYPE_CHECKING:
    from pokeforge.core import Game, Params, State

    from .content import Content, Move
    from .journey.encoding import JourneyNumbering

#: bare verbs, one number each
BARE = ("stay", "concede", "strike", "skip", "stew")
#: places of a move in what a Pokémon knows: its signature move, then taught moves or tactics
PLACES = 1 + EXTRA_MOVES
#: keys a trainer card adds to a move, in the order they are written
TAIL_KEYS = ("retype", "assets", "reroll", "firewood")
#: the handler of each trainer effect that adds a key to a move
TAIL_HANDLERS = {
    "retype": "retype",
    "triple_threat": "retype",
    "apricorn_strength": "assets",
    "status_reroll": "reroll",
    "firewood": "firewood",
}
#: Pokémon in a swarm (one of each tier but Legendary)
SWARM = 3


def party_slots(params: SinnohParams) -> tuple[int, int]:
    """The most Pokémon the player's party and the opposing party may hold with ``params``."""

    def given(spec: str) -> int:
        return len([p for p in spec.split(",") if p.strip()])

    mine = given(params.party0) or params.party_size
    trainer = given(params.party1) or params.party_size
    galactic = given(params.party1) or params.galactic_size or GALACTIC_SIZE[params.galactic]
    theirs = {
        "auto": max(trainer, 1),
        "trainer": trainer,
        "wild": 1,
        "swarm": SWARM,
        "galactic": galactic,
    }[params.opponent]
    return mine, theirs


class Lists:
    """The content's lists of move option texts (independent of the parameters but the number of
    opposing slots ``other=`` may name)."""

    def __init__(self, content: Content, foes: int) -> None:
        self.content = content
        moves = content.moves
        by_choice: dict[str, list[str]] = {
            "choose_type": [f"type={t}" for t in content.chart.types],
            "choose_form": [
                f"form={c.id};type={t}"
                for c in sorted(content.cards.values(), key=_id)
                for t in c.types
            ],
            "copy_strength": [f"copy={n}" for n in sorted(moves)],
            "apricorn_boost": ["apricorn=no", *(f"apricorn={c}" for c in COLOURS)],
            "predict": ["predict=more", "predict=less", "predict=equal"],
            "inflict_chosen": [f"status={a}+{b}" for a, b in permutations(STATUSES, 2)],
            PICK_OTHER: [f"other={i}" for i in range(foes)],
        }
        self.by_choice = by_choice
        nested: dict[str, list[str]] = {n: self.choices(moves[n], None) for n in sorted(moves)}
        signature = sorted(content.signature)
        copying = {
            "mimic": [n for n in signature if not moves[n].handlers & {"mimic", "kinesis"}],
            "kinesis": [
                n for n in signature if not moves[n].handlers & {"mimic", "kinesis", "metronome"}
            ],
        }
        own: dict[str, None] = {"": None}
        for name in sorted(moves):
            for text in self.choices(moves[name], (nested, copying)):
                own.setdefault(text, None)
        #: every own choice a move can write
        self.own = list(own)
        #: every move Metronome may draw that asks its user's choice, with that choice
        self.drawn = [f"drawn={n};{sub}" for n in signature for sub in nested[n] if sub]

    def choices(
        self, move: Move, copies: tuple[dict[str, list[str]], dict[str, list[str]]] | None
    ) -> list[str]:
        """The texts ``move``'s own choice may write (``""`` first); ``copies`` (the nested
        choices and the moves Mimic and Kinesis may copy) for a move that may copy one."""
        out = [""]
        for choice in move.choices:
            if choice == "choose_type" and move.has("choose_form"):
                continue  # written with the form
            if choice in ("mimic", "kinesis"):
                if copies is None:
                    continue  # a copied move copies nothing (legal.move_options, nested)
                nested, copying = copies
                out.extend(
                    f"{choice}={n}" + (f";{sub}" if sub else "")
                    for n in copying[choice]
                    for sub in nested[n]
                )
                continue
            try:
                values = self.by_choice[choice]
            except KeyError:
                raise ValueError(f"{move.name}: the move choice {choice!r} has no number") from None
            # each choice may be left out (none to make now: no bench, no Apricorn)
            out = [*out, *(f"{o};{v}" if o else v for o in out for v in values)]
        return out


class Numbering:
    """The numbering of one set of parameters and the numbers already asked."""

    def __init__(
        self,
        content: Content,
        params: SinnohParams,
        cards: list[list[dict[str, Any]]] | None = None,
    ) -> None:
        mine, theirs = party_slots(params)
        slots = [str(i) for i in range(max(mine, theirs))]
        lists = Lists(content, max(mine, theirs))
        self.own = _index(lists.own)
        self.tails = _index(trainer_additions(content, params, cards))
        self.drawn = _index(lists.drawn)
        teach, forget = teaching(content, params)
        self.places = PLACES
        adds = [
            int(e["max"])
            for t in content.trainers.values()
            for a in t.abilities
            for e in a.battle_effects
            if e["do"] == "add_symbols"
        ]
        changes = [f"{FACE_WORDS[x]}>{FACE_WORDS[y]}" for x in range(3) for y in range(3) if x != y]
        #: the uses that may draw for Metronome: (verb, place, Mimic or not)
        self.draws = _index(
            f"{verb} {i} {copy}"
            for verb, places in (("use", range(PLACES)), ("disguise", (-1,)))
            for i in places
            for copy in ("", "mimic=Metronome")
        )
        kinds: list[tuple[str, tuple[Sequence[Hashable], ...]]] = [
            *((verb, ()) for verb in BARE),
            ("send", (slots,)),
            ("switch", (slots,)),
            ("potion", (slots,)),
            ("restore", (slots,)),
            ("ball", (tuple(BALLS),)),
            ("give", (COLOURS,)),
            ("fate", (sorted(n for n, c in content.fate.items() if c.kind == "fate"),)),
            ("advantage", (("", *STATUSES),)),
            (
                "adjust",
                (
                    ("", *changes),
                    ("", *(str(n) for n in range(1, max(adds, default=0) + 1))),
                    ("", "use", "double"),
                ),
            ),
            ("take", (slots, sorted(content.items))),
            ("use from", (range(PLACES), slots)),
            ("use", (range(PLACES), range(len(self.own)), range(len(self.tails)))),
            ("disguise", (range(len(self.own)), range(len(self.tails)))),
            (
                "metronome",
                (range(len(self.draws)), range(len(self.tails)), range(len(self.drawn))),
            ),
        ]
        if teach:
            kinds.append(("teach", ([str(i) for i in range(mine)], teach, ("", *forget))))
        self.codec = ActionCodec(kinds)
        self.size = self.codec.size
        #: numbers already asked
        self.memo = NumberMemo()

    def number_of(self, action: Any) -> int:
        """The number of a battle action."""
        return self.number(action.verb, action.index, action.option, action.slot)

    def number(self, verb: str, index: int, option: str, slot: int) -> int:
        codec = self.codec
        if verb in BARE:
            return codec.encode(verb)
        if verb in ("send", "switch", "potion", "restore"):
            return codec.encode(verb, str(index))
        if verb in ("ball", "give", "fate"):
            return codec.encode(verb, option)
        if verb == "advantage":
            return codec.encode(verb, option.partition("=")[2])
        opts = dict(part.partition("=")[::2] for part in option.split(";")) if option else {}
        if verb == "adjust":
            return codec.encode(verb, opts.get("die", ""), opts.get("add", ""), opts.get("amp", ""))
        if verb == "take":
            return codec.encode(verb, str(index), opts["item"])
        if verb == "teach":
            return codec.encode(verb, str(index), opts["move"], opts.get("replace", ""))
        if verb not in ("use", "disguise"):
            raise ValueError(f"no action verb {verb!r}")
        if slot >= 0:
            return codec.encode("use from", index, str(slot))
        head, drawn, sub = option.partition("drawn=")
        own, tail = _split(head.rstrip(";") if drawn else head)
        try:
            if drawn:  # Metronome drew a move whose choice its user makes
                draw = self.draws[f"{verb} {index} {own}"]
                return codec.encode("metronome", draw, self.tails[tail], self.drawn[drawn + sub])
            if verb == "disguise":
                return codec.encode(verb, self.own[own], self.tails[tail])
            return codec.encode(verb, index, self.own[own], self.tails[tail])
        except (KeyError, ValueError):
            raise ValueError(f"sinnoh: {verb} {index} {option!r} has no action number") from None


def _id(card: Any) -> str:
    return str(card.id)


def _index(values: Iterable[str]) -> dict[str, int]:
    out: dict[str, int] = {}
    for v in values:
        out.setdefault(v, len(out))
    return out


def _split(option: str) -> tuple[str, str]:
    """A move option's own choice and what a trainer card added (each ``;``-joined)."""
    if not option:
        return "", ""
    own: list[str] = []
    tail: list[str] = []
    for part in option.split(";"):
        (tail if part.partition("=")[0] in TAIL_KEYS else own).append(part)
    return ";".join(own), ";".join(tail)


def teaching(content: Content, params: SinnohParams) -> tuple[list[str], list[str]]:
    """The moves a teaching step may offer with ``params`` (the signature moves of the forms of
    every wild Pokémon they may bring; none without one) and those a party member may forget for
    it (its taught moves: given in ``party0``, drawn with ``taught_moves``, or taught earlier in
    a swarm battle)."""
    from .setup import PARTY_TIERS, parse_party, pool

    if params.opponent in ("trainer", "galactic"):
        return [], []
    if params.opponent == "swarm":
        wild = pool(content, ("weak", "moderate", "strong"))
    elif params.wild:
        try:
            wild = [content.cards[m.card] for m in parse_party(content, params.wild, "wild")]
        except Exception:  # refused by the battle's setup too: any card
            wild = list(content.cards.values())
    else:
        tiers = tuple(t.strip() for t in params.wild_tiers.split(",") if t.strip())
        wild = pool(content, tiers)
    teach = sorted({c.move for card in wild for c in content.forms_of(card)} & set(content.moves))
    held: set[str] = set()
    if params.party0:
        try:
            held = {n for m in parse_party(content, params.party0, "party0") for n in m.moves}
        except Exception:
            held = set(content.moves)
    elif params.taught_moves:
        held = {n for c in pool(content, PARTY_TIERS) for n in content.signature if n != c.move}
    if params.opponent == "swarm":
        held |= set(teach)
    return teach, sorted(held & set(content.moves))


def trainer_additions(
    content: Content, params: SinnohParams, cards: list[list[dict[str, Any]]] | None = None
) -> list[str]:
    """Every text the parameters' trainer cards (and the Distortion Breach cards) can add to a
    move: ``""`` first, then each card's combinations, in the order they are written. ``cards``
    (the journey's: each card's battle effects) replaces the cards of ``trainer0``/``trainer1``
    when given."""
    everything = [*content.chart.types, "typeless"]

    def values(e: dict[str, Any]) -> list[str]:
        if e["do"] == "retype":
            return [str(t) for t in e["to"]]
        if e["do"] == "triple_threat":
            return everything  # any type of a move the Pokémon knows
        if e["do"] == "apricorn_strength":
            return list(COLOURS)
        return ["yes"]

    def groups(effects: Iterable[dict[str, Any]]) -> dict[str, list[str]]:
        out: dict[str, list[str]] = {}
        for e in effects:
            if e["do"] in TAIL_HANDLERS:
                got = out.setdefault(TAIL_HANDLERS[e["do"]], [])
                got.extend(v for v in values(e) if v not in got)
        return out

    breach = [
        e for c in content.fate.values() if c.kind == "breach" and not c.pending
        for e in c.battle_effects
    ]  # fmt: skip
    out = [""]
    each = cards
    if each is None:
        each = [
            e for spec in (params.trainer0, params.trainer1) for e in _card_effects(content, spec)
        ]
    for effects in each:
        got = groups([*effects, *breach])
        keys = [k for k in TAIL_KEYS if k in got]
        for chosen in product(*(["", *got[k]] for k in keys)):
            text = ";".join(f"{k}={v}" for k, v in zip(keys, chosen, strict=True) if v)
            if text not in out:
                out.append(text)
    return out


def _card_effects(content: Content, spec: str) -> list[list[dict[str, Any]]]:
    """The battle effects of each trainer card a side's ``trainerN`` parameter may give it."""
    if not spec:
        return [[]]
    name, _, quality = spec.partition(":")
    slots = content.qualities.get(quality.strip() or "gold", ())
    if name.strip().lower() == "random":
        cards = [t for t in content.trainers.values() if content.trainer_usable(t)]
    else:
        try:
            cards = [content.trainer(name)]
        except KeyError:
            cards = list(content.trainers.values())
    return [
        [e for a in card.abilities if a.slot in slots for e in a.battle_effects] for card in cards
    ]


def _build(game: Game, params: SinnohParams) -> Numbering | JourneyNumbering:
    """A battle's numbering, or a journey's (``campaign``: journey actions, then battle ones)."""
    if params.campaign:
        from .journey.encoding import JourneyNumbering

        return JourneyNumbering(game.content, params)  # type: ignore[attr-defined]
    return Numbering(game.content, params)  # type: ignore[attr-defined]


def numbering(game: Game, params: Params) -> Numbering | JourneyNumbering:
    """The numbering of ``params``, built once and kept on ``game``."""
    return kept_numbering(game, params, SinnohParams, _build)


def num_distinct_actions(game: Game, params: Params) -> int:
    return numbering(game, params).size


def action_number(state: State[Any], seat: int, action: Any) -> int:
    table = numbering_of(state, SinnohParams, _build)
    memo = table.memo
    n = memo.get(action)
    if n is None:
        n = memo.put(action, table.number_of(action))
    return n
