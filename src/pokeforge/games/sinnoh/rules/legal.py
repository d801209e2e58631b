"""What a side may do now (rulebook: START OF BATTLE, ON YOUR TURN, SWITCHING, END OF BATTLE,
CAPTURING POKÉMON). The single source of truth for legal actions, shared with the wild side's
automatic choices."""

from __future__ import annotations

from itertools import permutations
from typing import TYPE_CHECKING

from pokeforge.core.prompt import Prompt

from ..actions import CONCEDE, SKIP, STAY, STRIKE, Action, action
from ..content import PICK_OTHER, Move
from ..effects_schema import STATUSES
from ..fate import breach_of
from . import aftermath, teaching, trainer

if TYPE_CHECKING:
    from ..pieces import Mon
    from ..state import SinnohState

_STATUS_PAIRS = tuple(f"{a}+{b}" for a, b in permutations(STATUSES, 2))
PROMPTS = {
    "send": "Choose the Pokémon to send into battle",
    "attack": "Choose a move",
    "metronome": "Metronome drew a move that offers a choice: make it",
    "give": "Bug Bite: choose the Apricorn of your bag it eats",
    "second": "You may use a second move this turn",
    "switch": "You may switch out your active Pokémon",
    "retribution": "Strike back with Galactic Retribution?",
    "teach": "You may teach the defeated Pokémon's move to a Pokémon in your party",
    "advantage": "Use your Initiative Advantage?",
    "adjust": "Your roll: change a die, add status symbols or use the Amplifier die?",
    "substitute": "Switch in your Substitute before the damage?",
    "take": "Take an Artifact from the defeated trainer",
    "restore": "Portable Tent: fully restore a Pokémon of your party",
}
#: sides whose trainer makes the decisions of a trainer battle (concede, moves from the party)
TRAINERS = ("trainer", "galactic")


def prompt(st: SinnohState, seat: int) -> Prompt:
    side = st.actor
    return Prompt(st.phase, PROMPTS[st.phase], {"side": side})


def effect_switch_blocked(st: SinnohState) -> bool:
    """Fairy Lock: while it lasts, no Pokémon may switch out using move effects. It lasts until its
    user switches out, or to the end of the battle after Eternal Glade (even from the bench)."""
    for s in st.sides:
        for mon in s.party:
            if mon.lasting and not mon.fainted:
                for x in mon.lasting:
                    if x["mod"] == "no_effect_switch":
                        return True
    return False


def can_leave(st: SinnohState, side: int) -> bool:
    """Whether the active Pokémon may switch out: not trapped, not Frozen, and not about to faint
    after its final move (Lucky Egg, Encore: its next turn is that move)."""
    mon = st.sides[side].mon
    return mon is not None and not mon.trapped and not mon.doomed and "frozen" not in mon.statuses


def move_options(st: SinnohState, side: int, move: Move, nested: bool = False) -> list[str]:
    """Every combination of the choices ``move`` offers, as option texts (``""``: none).

    A move used through Mimic, or whose effect Kinesis copies, brings its own choices along
    (``mimic=Hidden Power;type=fire``); ``nested`` marks such a move (it offers no Mimic or
    Kinesis of its own, so copies never chain)."""
    if not move.choices:
        return [""]
    me = st.sides[side]
    mon = me.mon
    foe = st.sides[1 - side].mon
    assert mon is not None and foe is not None
    content = st.content
    card = content.cards[mon.card]
    options = [""]

    def extend(values: list[str]) -> None:
        nonlocal options
        options = [f"{o};{v}" if o else v for o in options for v in values] or options

    for choice in move.choices:
        if choice == "choose_type":
            among = next(e["among"] for e in move.effects if e["do"] == "choose_type")
            if among == "base" and move.has("choose_form"):
                continue  # handled with the form choice
            types = (
                card.learnable
                if among == "learnable"
                else content.chart.types
                if among == "any"
                else card.types
            )
            extend([f"type={t}" for t in dict.fromkeys(t for t in types if t != "typeless")])
        elif choice == "choose_form":
            forms = [card] if mon.form_locked else content.forms_of(card)
            extend([f"form={f.id};type={t}" for f in forms for t in f.types])
        elif choice == "copy_strength":
            # moves only: a Distortion Breach card listed with the moves is not one
            extend([f"copy={n}" for n in st.move_names(foe) if n in content.moves])
        elif choice == "apricorn_boost":
            if me.apricorns > 0:
                extend(["apricorn=no", *(f"apricorn={c}" for c in me.colours_in_bag())])
        elif choice == "predict":
            extend(["predict=more", "predict=less", "predict=equal"])
        elif choice == "inflict_chosen":
            extend([f"status={p}" for p in _STATUS_PAIRS])
        elif choice == PICK_OTHER:
            bench = st.sides[1 - side].bench()
            if bench:
                extend([f"other={i}" for i in bench])
        elif choice in ("mimic", "kinesis") and not nested:
            pool = st.move_names(foe)
            if choice == "kinesis":
                pool = [*st.move_names(mon), *pool]
            values = [
                f"{choice}={n}" + (f";{sub}" if sub else "")
                for n in dict.fromkeys(pool)
                if n in content.signature
                and n != move.name
                and not _copies(content.moves[n], choice)
                for sub in move_options(st, side, content.moves[n], nested=True)
            ]
            extend(values or [""])
    return options


def _copies(move: Move, choice: str) -> bool:
    """Moves that themselves use another move (Mimic, Kinesis) are not offered to copy (a copy
    never chains; documented decision); Kinesis copies effects, and Metronome's "effect" is to
    attack with another move, so Kinesis does not offer it (Mimic does: it attacks with it)."""
    used = {"mimic", "kinesis"} if choice == "mimic" else {"mimic", "kinesis", "metronome"}
    return bool(move.handlers & used)


def metronome_options(st: SinnohState, side: int, act: Action) -> list[Action]:
    """The choices of the move Metronome drew (``act`` names it as ``drawn=NAME``)."""
    drawn = st.content.moves[act.options()["drawn"]]
    return [
        Action(act.verb, act.index, ";".join(x for x in (act.option, sub) if x), -1)
        for sub in move_options(st, side, drawn, nested=True)
    ]


def usable_moves(st: SinnohState, side: int) -> list[tuple[int, str]]:
    """(index, name) of the moves the active Pokémon may use now (Choice Band locks one)."""
    mon = st.sides[side].mon
    assert mon is not None
    names = st.move_names(mon)
    out = [(i, n) for i, n in enumerate(names) if n in st.content.moves]
    if mon.choice_lock is not None:
        locked = [(i, n) for i, n in out if n == mon.choice_lock]
        if locked:
            return locked
    return out


def attack_actions(st: SinnohState, side: int) -> list[Action]:
    moves = st.content.moves
    mon = st.sides[side].mon
    assert mon is not None
    extra = st.perks[side] is not None
    if mon.choice_lock is None and not mon.moves and not mon.tactics and not extra:
        move = moves[st.content.cards[mon.card].move]  # the signature move alone
        if not move.choices:
            return [action("use", 0)]
    out: list[Action] = []
    for i, name in usable_moves(st, side):
        move = moves[name]
        if not move.choices and not extra:
            out.append(action("use", i))
            continue
        for opt in _with_trainer(st, side, mon, move):
            out.append(action("use", i, opt))
    if extra:
        disguised = trainer.disguise_move(st, side)
        if disguised is not None and mon.choice_lock is None:
            for opt in _with_trainer(st, side, mon, moves[disguised]):
                out.append(action("disguise", -1, opt))
    return out


def fate_actions(st: SinnohState, side: int) -> list[Action]:
    """Change of Fate cards the side may play now (a free action on its turn)."""
    hand = st.sides[side].hand
    if not hand:
        return []
    from ..fate import may_play

    return [action("fate", -1, n) for n in dict.fromkeys(hand) if may_play(st, side, n)]


def _with_trainer(st: SinnohState, side: int, mon: Mon, move: Move) -> list[str]:
    """The move's own choices combined with those its trainer card adds."""
    own = move_options(st, side, move) if move.choices else [""]
    if st.perks[side] is None:
        return own
    out: list[str] = []
    for o in own:
        # the attack's type: the one chosen with the move (Hidden Power type=fire) or printed
        chosen = next((p[5:] for p in o.split(";") if p.startswith("type=")), move.type)
        out.extend(
            ";".join(x for x in (o, a) if x)
            for a in trainer.attack_options(st, side, mon, move, chosen)
        )
    return out


def actions(st: SinnohState, seat: int) -> list[Action]:
    side_i = st.actor
    side = st.sides[side_i]
    phase = st.phase
    if phase == "send":
        out = [action("send", i) for i in side.usable()]
        # END OF BATTLE: conceding after one of your Pokémon fainted in this battle (one carried
        # over fainted from an earlier battle does not count)
        if st.params.allow_concede and side.lost > 0 and side.kind in TRAINERS:
            out.append(CONCEDE)
        return out
    if phase == "retribution":
        return [STRIKE, STAY]
    if phase == "teach":
        return [*teaching.options(st), SKIP]
    if phase == "advantage":
        return trainer.advantage_options(st)
    if phase == "adjust":
        pending = st.pending
        assert pending is not None
        copied = st.content.moves.get(pending["effects"])
        fixed = (
            copied is not None and not pending.get("void") and trainer.fixed_dice(copied.effects)
        )
        return [
            action("adjust", -1, o)
            for o in trainer.adjust_options(st, side_i, pending["mtype"], pending["counts"], fixed)
        ]
    if phase == "substitute":
        return [*(action("switch", i) for i in trainer.substitute_slots(st, side_i)), STAY]
    if phase in ("take", "restore"):
        return aftermath.options(st)
    if phase == "switch":
        return [*(action("switch", i) for i in side.bench()), STAY]
    if phase == "second":
        return [*attack_actions(st, side_i), STAY]
    if phase == "give":
        return [action("give", -1, c) for c in side.colours_in_bag()]
    if phase == "metronome":
        _, _, _, verb, index, option = st.queue[0]
        return metronome_options(st, side_i, Action(verb, index, option, -1))
    # attack
    out = attack_actions(st, side_i)
    if side.kind in TRAINERS and len(side.party) > 1:
        from_party = st.content.from_party_moves
        cards = st.content.cards
        offers: list[tuple[int, int]] = []
        for k, m in enumerate(side.party):
            if k == side.active or m.fainted:
                continue
            if cards[m.card].move in from_party or any(n in from_party for n in m.moves):
                offers.extend((k, j) for j, n in enumerate(st.move_names(m)) if n in from_party)
        if offers and can_leave(st, side_i) and not effect_switch_blocked(st):
            out.extend(action("use", j, "", k) for k, j in offers)
    foe = st.sides[1 - side_i]
    foe_mon = foe.mon
    if foe_mon is not None and side.balls:
        wild = foe.kind not in TRAINERS
        # Pokémon Thief; a Pokémon carrying a Distortion Breach card may not leave its party
        if wild or (
            st.any_perks and trainer.may_steal(st, side_i) and not breach_of(st.content, foe_mon)
        ):
            card = st.content.cards[foe_mon.card]
            if not card.uncapturable and not st.trial_immune(1 - side_i):
                for kind in dict.fromkeys(side.balls):
                    out.append(action("ball", -1, kind))
    if st.any_perks:
        out.extend(trainer.free_actions(st, side_i))
        out.extend(fate_actions(st, side_i))
    return out
