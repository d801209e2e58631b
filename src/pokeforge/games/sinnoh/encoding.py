"""Integer actions of Legends of Sinnoh battles (see :mod:`pokeforge.core.encoding` and
docs/rules/sinnoh.md, "Action numbers").

A number always names the verb and, where there is one, the party slot or the move's place
(``use 2``); these are blocks of a :class:`~pokeforge.core.ActionCodec`. A move's options are
numbered inside its place's block by their *shape*, drawn from the content:

- the move's own choice (``type=fire``, ``form=…;type=…``, ``copy=Play Rough``, ``other=1``,
  ``apricorn=red``, ``predict=less``, ``status=burned+drowsy``; Mimic and Kinesis:
  ``mimic=Hidden Power;type=fire``) is a code below :attr:`Numbering.own` in mixed radix over
  its keys (a type of the chart, a form's place among its card's forms, a move, a colour…). The
  choices of different kinds of move share codes: at one decision the move at a place is one
  move, whose options all have one shape;
- what a trainer card adds (``retype=``, ``assets=``, ``reroll=yes``, ``firewood=yes``) is the
  place of that text among the additions the parameters' trainer cards can make (one, ``""``,
  without trainer cards).

Two decisions name something fixed by the position, which their numbers leave out: the choice
for the move Metronome drew (``use 0 drawn=Flamethrower;type=fire``: only ``type=fire``, the
code of the drawn move's choice, is numbered), and the move a teaching step offers, numbered by
its colour (its place in a colouring of the content where the moves of one card's forms differ).

Numbers depend on the action and the parameters only, never on the seat or the position; each
action's number is remembered, so the rules never pay for it.
"""

from __future__ import annotations

from collections.abc import Hashable, Iterable
from itertools import permutations, product
from typing import TYPE_CHECKING, Any

from pokeforge.core.encoding import ActionCodec

from .content import PICK_OTHER
from .effects_schema import STATUSES
from .params import BALLS, SinnohParams
from .pieces import COLOURS
from .rules.tactics import EXTRA_MOVES
from .rules.trainer import FACE_WORDS

if TYPE_CHECKING:
    from pokeforge.core import Game, Params, State

    from .content import Content, Move

#: party slots a number may name (a Team Galactic party has up to 8 Pokémon)
SLOTS = 8
#: the player's party slots (at most 6: the only side that is taught moves)
PLAYER_SLOTS = 6
#: bare verbs, one number each
BARE = ("stay", "concede", "strike", "skip", "stew")
#: keys of a move's own choice, in the order of their mixed radix
OWN_KEYS = ("form", "type", "copy", "apricorn", "predict", "status", "other")
#: keys naming the move that Mimic or Kinesis uses; the copied move's choice follows
COPY_KEYS = ("mimic", "kinesis")
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
#: the keys each kind of move choice writes
CHOICE_KEYS = {
    "choose_type": ("type",),
    "choose_form": ("form", "type"),
    "copy_strength": ("copy",),
    "apricorn_boost": ("apricorn",),
    "predict": ("predict",),
    "inflict_chosen": ("status",),
    PICK_OTHER: ("other",),
    "mimic": ("mimic",),
    "kinesis": ("kinesis",),
}


class Numbering:
    """The numbering of one set of parameters (the content's domains and the trainer-card
    additions those parameters allow) and the numbers already asked."""

    def __init__(self, content: Content, params: SinnohParams) -> None:
        types = (*content.chart.types, "typeless")
        moves = sorted(content.moves)
        self.form_pos: dict[str, int] = {}
        forms = 1
        for card in content.cards.values():
            group = content.forms_of(card)
            forms = max(forms, len(group))
            self.form_pos[card.id] = group.index(card)
        self.domains: dict[str, dict[str, int]] = {
            "form": {},  # read through form_pos
            "type": _index(types),
            "copy": _index(moves),
            "apricorn": _index(("no", *COLOURS)),
            "predict": _index(("more", "less", "equal")),
            "status": _index(f"{a}+{b}" for a, b in permutations(STATUSES, 2)),
            "other": _index(str(i) for i in range(SLOTS)),
        }
        self.sizes = {k: len(v) for k, v in self.domains.items()}
        self.sizes["form"] = forms
        # the copied moves' codes: each move's own choices follow the previous move's
        self.offsets: dict[str, tuple[int, int]] = {}
        copied = 0
        for name in moves:
            keys = _keys(content.moves[name])
            size = 1 if not keys or keys[0] in COPY_KEYS else 1 + self._radix_size(keys)
            self.offsets[name] = (copied, size)
            copied += size
        plain = [_keys(content.moves[n]) for n in moves]
        #: codes of a move's own choice at a place holding a signature or taught move
        self.own = 1 + max(
            [copied, *(self._radix_size(k) for k in plain if k and k[0] not in COPY_KEYS)]
        )
        tactic = [_keys(content.moves[n]) for n in moves if n not in content.signature]
        #: codes of a move's own choice at a place only a tactic can hold (after the taught ones)
        self.own_tactic = 1 + max([0, *(self._radix_size(k) for k in tactic if k)])
        #: codes of the choice of the move Metronome drew
        self.drawn = 1 + max(self._radix_size(k) for k in plain if k and k[0] not in COPY_KEYS)
        self.tails = _index(trainer_additions(content, params))
        self.places = 1 + EXTRA_MOVES + len(tactic)
        self.first_tactic = 1 + EXTRA_MOVES
        place_size = [
            (self.own if i < self.first_tactic else self.own_tactic) * len(self.tails)
            for i in range(self.places)
        ]
        self.place_offset = [sum(place_size[:i]) for i in range(self.places)]
        self.colour = move_colours(content)
        colours = 1 + max(self.colour.values(), default=0)
        self.moves = _index(moves)
        self.items = sorted(content.items)
        self.fate = sorted(n for n, c in content.fate.items() if c.kind == "fate")
        adds = [
            int(e["max"])
            for t in content.trainers.values()
            for a in t.abilities
            for e in a.battle_effects
            if e["do"] == "add_symbols"
        ]
        changes = [f"{FACE_WORDS[x]}>{FACE_WORDS[y]}" for x in range(3) for y in range(3) if x != y]
        self.adjust = {
            "die": _index(("", *changes)),
            "add": _index(("", *(str(n) for n in range(1, max(adds, default=0) + 1)))),
            "amp": _index(("", "use", "double")),
        }
        slots = [str(i) for i in range(SLOTS)]
        self.codec = ActionCodec(
            [
                *((verb, ()) for verb in BARE),
                ("send", (slots,)),
                ("switch", (slots,)),
                ("potion", (slots,)),
                ("restore", (slots,)),
                ("ball", (tuple(BALLS),)),
                ("give", (COLOURS,)),
                ("fate", (self.fate,)),
                ("advantage", (("", *STATUSES),)),
                ("adjust", tuple(tuple(d) for d in self.adjust.values())),
                ("take", (slots, self.items)),
                ("use from", (range(self.places), slots)),
                ("use", (range(sum(place_size)),)),
                ("disguise", (range(self.own), range(len(self.tails)))),
                ("metronome", (range(self.drawn),)),
                ("teach", (range(PLAYER_SLOTS), range(colours), range(1 + len(moves)))),
            ]
        )
        self.known: dict[Hashable, int] = {}

    def _radix_size(self, keys: Iterable[str]) -> int:
        n = 1
        for k in keys:
            n *= self.sizes[k]
        return n

    def _radix(self, parts: list[tuple[str, str]]) -> int:
        """A choice's code in mixed radix over its keys (``OWN_KEYS`` order)."""
        n = 0
        for key, value in sorted(parts, key=lambda kv: OWN_KEYS.index(kv[0])):
            i = self.form_pos[value] if key == "form" else self.domains[key][value]
            n = n * self.sizes[key] + i
        return n

    def own_code(self, parts: list[tuple[str, str]]) -> int:
        """The code of a move's own choice (0: none)."""
        if not parts:
            return 0
        key, value = parts[0]
        if key in COPY_KEYS:
            rest = parts[1:]
            offset, size = self.offsets[value]
            sub = 1 + self._radix(rest) if rest else 0
            if sub >= size:
                raise ValueError(f"no number for {value} copied with {rest!r}")
            return 1 + offset + sub
        return 1 + self._radix(parts)

    def tail_code(self, parts: list[tuple[str, str]]) -> int:
        return self.tails[";".join(f"{k}={v}" for k, v in parts)]

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
        opts = _parts(option)
        if verb == "adjust":
            got = dict(opts)
            return codec.encode(verb, got.get("die", ""), got.get("add", ""), got.get("amp", ""))
        if verb == "take":
            return codec.encode(verb, str(index), dict(opts)["item"])
        if verb == "teach":
            got = dict(opts)
            old = got.get("replace")
            return codec.encode(
                verb,
                index,
                self.colour[got["move"]],
                0 if old is None else 1 + self.moves[old],
            )
        if verb not in ("use", "disguise"):
            raise ValueError(f"no action verb {verb!r}")
        for k, (key, _) in enumerate(opts):
            if key == "drawn":  # Metronome's draw: only the drawn move's choice is asked
                rest = opts[k + 1 :]
                return codec.encode("metronome", 1 + self._radix(rest) if rest else 0)
        if slot >= 0:
            return codec.encode("use from", index, str(slot))
        own = [kv for kv in opts if kv[0] not in TAIL_KEYS]
        tail = self.tail_code([kv for kv in opts if kv[0] in TAIL_KEYS])
        code = self.own_code(own)
        if verb == "disguise":
            return codec.encode(verb, code, tail)
        limit = self.own if index < self.first_tactic else self.own_tactic
        if not 0 <= index < self.places or code >= limit:
            raise ValueError(f"no number for move {index} with {option!r}")
        return codec.encode("use", self.place_offset[index] + code * len(self.tails) + tail)


def _index(values: Iterable[str]) -> dict[str, int]:
    out: dict[str, int] = {}
    for v in values:
        out.setdefault(v, len(out))
    return out


def _parts(option: str) -> list[tuple[str, str]]:
    if not option:
        return []
    out = []
    for part in option.split(";"):
        key, _, value = part.partition("=")
        out.append((key, value))
    return out


def _keys(move: Move) -> tuple[str, ...]:
    """The keys a move's own choice writes (empty: it offers none)."""
    keys: list[str] = []
    for choice in move.choices:
        if choice == "choose_type" and move.has("choose_form"):
            continue  # written with the form
        try:
            keys.extend(k for k in CHOICE_KEYS[choice] if k not in keys)
        except KeyError:
            raise ValueError(f"{move.name}: the move choice {choice!r} has no number") from None
    return tuple(keys)


def move_colours(content: Content) -> dict[str, int]:
    """A colour for every move such that the signature moves of one card's forms (what one
    teaching step may offer) have different colours: greedy, largest groups first."""
    cards = content.cards.values()
    groups = sorted(
        {tuple(sorted({c.move for c in content.forms_of(card)})) for card in cards},
        key=lambda g: (-len(g), g),
    )
    colour: dict[str, int] = {}
    for group in groups:
        used = {colour[m] for m in group if m in colour}
        for m in group:
            if m not in colour:
                k = 0
                while k in used:
                    k += 1
                colour[m] = k
                used.add(k)
    for name in sorted(content.moves):
        colour.setdefault(name, 0)
    return colour


def trainer_additions(content: Content, params: SinnohParams) -> list[str]:
    """Every text the parameters' trainer cards (and the Distortion Breach cards) can add to a
    move: ``""`` first, then each card's combinations, in the order they are written."""
    by_key: dict[str, list[str]] = {
        "retype": [*content.chart.types, "typeless"],
        "assets": list(COLOURS),
        "reroll": ["yes"],
        "firewood": ["yes"],
    }
    breach = {
        TAIL_HANDLERS[e["do"]]
        for c in content.fate.values()
        if c.kind == "breach" and not c.pending
        for e in c.battle_effects
        if e["do"] in TAIL_HANDLERS
    }
    key_sets: set[tuple[str, ...]] = set()
    for spec in (params.trainer0, params.trainer1):
        for effects in _card_effects(content, spec):
            got = breach | {TAIL_HANDLERS[e["do"]] for e in effects if e["do"] in TAIL_HANDLERS}
            key_sets.add(tuple(k for k in TAIL_KEYS if k in got))
    out = [""]
    for keys in sorted(key_sets):
        for values in product(*(["", *by_key[k]] for k in keys)):
            text = ";".join(f"{k}={v}" for k, v in zip(keys, values, strict=True) if v)
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


_LIMIT = 200_000


def numbering(game: Game, params: Params) -> Numbering:
    """The numbering of ``params``, built once and kept on ``game`` (the last one asked is
    found by identity, the others by value)."""
    last = game.__dict__.get("_action_numbering_last")
    if last is not None and last[0] is params:
        return last[1]  # type: ignore[no-any-return]
    tables: dict[SinnohParams, Numbering] = game.__dict__.setdefault("_action_numbering", {})
    p = params if isinstance(params, SinnohParams) else SinnohParams()
    found = tables.get(p)
    if found is None:
        content = game.content  # type: ignore[attr-defined]
        found = tables[p] = Numbering(content, p)
    game.__dict__["_action_numbering_last"] = (params, found)
    return found


def num_distinct_actions(game: Game, params: Params) -> int:
    return numbering(game, params).codec.size


def action_number(state: State[Any], seat: int, action: Any) -> int:
    table = numbering(state.game, state.params)
    n = table.known.get(action)
    if n is None:
        n = table.number(action.verb, action.index, action.option, action.slot)
        if len(table.known) < _LIMIT:
            table.known[action] = n
    return n
