"""The battle as text for the terminal (the arena), actions in words, and action infos for user
interfaces.

The arena shows the opposing side on top and the viewer's side at the bottom: each side's active
Pokémon with its types, a health bar, statuses, battle fatigue, held item and tactics, the rest of
the party, Galactic Retribution and Prism Armour where they apply; then the dice of the last roll
and the last lines of the log.
"""

from __future__ import annotations

from collections.abc import Hashable
from typing import TYPE_CHECKING, Any

from .actions import Action
from .fate import breach_of
from .params import AUTO_BALLS, BALLS, CAPTURE_RATE
from .rules import perks, trainer
from .view import fate_words, move_words, trainer_view

if TYPE_CHECKING:
    from .pieces import Mon, Side
    from .state import SinnohState

#: how a die face is drawn: status symbol, regular hit, critical hit
DIE = ("○", "●", "★")
KIND = {
    "trainer": "trainer",
    "wild": "wild Pokémon",
    "swarm": "swarm",
    "galactic": "Team Galactic",
}


def _bar(mon: Mon, width: int = 12) -> str:
    full = max(1, mon.max_health)
    filled = round(width * mon.health_left / full)
    if mon.health_left > 0:
        filled = max(1, filled)
    return "█" * filled + "·" * (width - filled)


def _fatigue(mon: Mon) -> str:
    return "●" * min(5, mon.fatigue) + "○" * (5 - min(5, mon.fatigue))


def _who(st: SinnohState, side: int, seat: int | None) -> str:
    s = st.sides[side]
    kind = KIND.get(s.kind, s.kind)
    owner = st.seat_of(side)
    if owner is None:
        return kind
    label = f"seat {owner} · {kind}" if s.kind != "trainer" else f"seat {owner}"
    return label + (" (you)" if owner == seat else "")


def _active(st: SinnohState, mon: Mon) -> list[str]:
    card = st.content.cards[mon.card]
    name = card.name + (f" ({card.form})" if card.form else "")
    head = f"  ▶ {name}  {'/'.join(t.upper() for t in card.types)}  init {card.initiative}"
    state = [f"[{_bar(mon)}] {mon.health_left}/{mon.max_health}"]
    if mon.fainted:
        state.append("FAINTED")
    elif mon.doomed:
        state.append("FINAL TURN")
    if mon.statuses:
        state.append(" ".join(s.upper() for s in mon.statuses))
    state.append(f"fatigue {_fatigue(mon)}")
    if mon.item:
        state.append("holds " + " + ".join(st.content.items[i].name for i in mon.held()))
    lines = [head, "    " + "  ".join(state)]
    extra = []
    if mon.tactics:
        extra.append("tactics: " + ", ".join(mon.tactics))
    breach = breach_of(st.content, mon)
    if breach:
        extra.append("Distortion Breach: " + ", ".join(breach))
    if mon.trapped:
        extra.append("trapped")
    if mon.boost:
        extra.append(f"next attack +{mon.boost} strength")
    if mon.lasting:
        extra.append(
            "lasting: "
            + ", ".join(
                str(x["move"]) + (" (all battle)" if x.get("eternal") else "") for x in mon.lasting
            )
        )
    if extra:
        lines.append("    " + " · ".join(extra))
    return lines


def _bench(st: SinnohState, s: Side) -> str:
    parts = []
    for i, mon in enumerate(s.party):
        if i == s.active:
            continue
        name = st.content.cards[mon.card].name
        parts.append(f"✕ {name}" if mon.fainted else f"● {name} {mon.health_left}/{mon.max_health}")
    return "    party: " + ("  ".join(parts) if parts else "—")


def _side(st: SinnohState, side: int, seat: int | None) -> list[str]:
    s = st.sides[side]
    head = f"— {_who(st, side, seat)} —"
    notes = []
    if s.kind == "galactic":
        notes.append(f"Galactic Retribution {s.retribution}")
    if st.prism[side]:
        notes.append(f"Prism Armour {st.prism[side]} (−{st.prism[side] // 2}/turn)")
    if s.balls and (st.sides[1 - side].kind in ("wild", "swarm") or trainer.may_steal(st, side)):
        notes.append("balls: " + ", ".join(s.balls))
    if s.apricorns:
        notes.append(f"apricorns {s.apricorns}")
    if s.amp:
        notes.append(f"Amplifier {s.amp}")
    if s.firewood and perks.has(st, side, "firewood"):
        notes.append(f"Firewood {s.firewood}")
    if s.hand:
        own = seat is not None and st.seat_of(side) == seat
        notes.append("fate: " + (", ".join(s.hand) if own else f"{len(s.hand)} cards"))
    if notes:
        head += "  " + " · ".join(notes)
    lines = [head]
    card = trainer_view(st, side)
    if card is not None:
        unlocked = [a["name"] for a in card["abilities"] if a["unlocked"]]
        lines.append(
            f"  trainer card: {card['class']} ({card['quality']})"
            + (": " + ", ".join(unlocked) if unlocked else ", all abilities locked")
        )
    mon = s.mon
    if mon is None:
        lines.append("  (no Pokémon sent out yet)")
    else:
        lines.extend(_active(st, mon))
    if len(s.party) > 1:
        lines.append(_bench(st, s))
    return lines


def roll_text(st: SinnohState) -> str | None:
    """The dice of the last roll, drawn face by face, with how the damage came about."""
    roll = st.last_roll
    if not roll:
        return None
    counts = roll["counts"]
    dice = " ".join(DIE[f] for f in range(3) for _ in range(counts[f])) or "no dice"
    if "ball" in roll:
        return (
            f"Last roll: {roll['ball']} ball ({BALLS[roll['ball']]} dice): {dice} = {roll['total']}"
        )
    rolled = roll.get("rolled", counts)
    text = f"Last roll: {roll['move']} ({roll['type']}, {roll['strength']} dice): {dice}"
    if list(rolled) != list(counts):
        text += f" (rolled {' '.join(DIE[f] for f in range(3) for _ in range(rolled[f]))})"
    text += f" = {roll['dice']}, type {roll['type_bonus']:+d} → {roll['damage']} damage" + (
        f", {roll['self_damage']} to the user" if roll.get("self_damage") else ""
    )
    return text


def render(st: SinnohState, seat: int | None) -> str:
    """The arena as text for ``seat`` (``None``: a spectator, seen from side 0)."""
    me = 1 if seat == 1 else 0
    title = f"══ Legends of Sinnoh · {KIND.get(st.sides[1].kind, 'battle')} battle"
    title += f" · {st.turn} attacks ══"
    lines = [title, *_side(st, 1 - me, seat), "", *_side(st, me, seat)]
    if st.weather:
        lines.append(f"Weather: {st.weather.capitalize()}")
    if st.trial is not None:
        trial = st.trial
        state = "immune" if st.trial_immune(trial["side"]) else "overcome"
        lines.append(f"Trial of {trial['kind'].capitalize()}: {state}")
    text = roll_text(st)
    if text:
        lines.append(text)
    lines.extend(f"  {line}" for line in st.log[-4:])
    if st.outcome is not None:
        lines.append(f"Battle over: {st.outcome.reason}")
        if st.rewards:
            lines.append(f"Rewards: {st.rewards}")
    elif st.seat_of(st.actor) is not None:
        lines.append(f"To decide (seat {st.seat_of(st.actor)}): {st.prompt(st.actor).text}")
    return "\n".join(lines)


def _move_label(st: SinnohState, mon: Mon, action: Action) -> tuple[str, dict[str, Any]]:
    if action.verb == "disguise":
        name = trainer.disguise_move(st, st.actor) or "?"
    else:
        name = st.move_names(mon)[action.index]
    move = st.content.moves[name]
    opts = action.options()
    mtype = opts.get("retype", opts.get("type", move.type))
    dice = (
        "? dice"
        if move.strength is None
        else f"{move.strength} di{'e' if move.strength == 1 else 'ce'}"
    )
    text = f"{name} ({mtype}, {dice}): {move_words(st, name)}"
    choice = [
        OPTION_WORDS.get(k, f"{k} {{}}").format(v)
        for k, v in opts.items()
        if (k != "type" or move.has("choose_form")) and k != "retype"
    ]
    if ("type" in opts and not move.has("choose_form")) or "retype" in opts:
        choice.insert(0, f"as {mtype}")
    if choice:
        text += " [" + ", ".join(choice) + "]"
    info = {
        "move": name,
        "type": mtype,
        "strength": move.strength,
        "effect": move_words(st, name),
        "options": opts,
    }
    return text, info


#: how the options a trainer card adds to a move read
OPTION_WORDS = {
    "assets": "a tier-{} Apricorn for the base strength",
    "reroll": "status die instead",
    "firewood": "burn a Firewood",
    "disguise": "disguised",
}


def describe(st: SinnohState, action: Hashable) -> str:
    """An action in words, for menus and buttons."""
    return str(info_of(st, action)["label"])


def info_of(st: SinnohState, action: Hashable) -> dict[str, Any]:
    """``text``, ``label``, ``kind`` and what a user interface needs to draw the action."""
    if not isinstance(action, Action):
        return {"text": str(action), "label": str(action), "kind": "other"}
    side_i = st.actor
    side = st.sides[side_i]
    verb = action.verb
    info: dict[str, Any] = {"text": str(action), "kind": verb, "side": side_i}
    if verb in ("send", "switch"):
        sent = side.party[action.index]
        what = "Send in" if verb == "send" else "Switch to"
        info["label"] = f"{what} {st.name(sent)} ({sent.health_left}/{sent.max_health})"
        info["slot"] = action.index
    elif verb in ("use", "disguise"):
        user = side.party[action.slot] if action.slot >= 0 else side.mon
        assert user is not None
        label, extra = _move_label(st, user, action)
        if action.slot >= 0:
            label = f"{st.name(user)} from the party: {label}"
            info["slot"] = action.slot
        if verb == "disguise":
            label = f"Disguise: {label}"
        info.update(extra, label=label, kind="attack")
    elif verb in ("advantage", "adjust", "potion", "stew", "restore", "take", "fate"):
        info.update(_trainer_info(st, action))
    elif verb == "ball":
        foe = st.sides[1 - side_i].mon
        need = ""
        if foe is not None:
            from .rules.battle import wild_tier

            card = st.content.cards[foe.card]
            tier = (
                trainer.capture_tier(st, foe, card)
                if st.sides[1 - side_i].kind == "trainer"
                else wild_tier(st, foe)
            )
            need = f", needs {CAPTURE_RATE[tier]}+"
        if action.option in AUTO_BALLS:
            info["label"] = f"Throw the {action.option.capitalize()} Ball (captures automatically)"
        else:
            info["label"] = f"Throw a {action.option} ball ({BALLS[action.option]} dice{need})"
        info["ball"] = action.option
    elif verb == "strike":
        info["label"] = (
            f"Strike back with Galactic Retribution ({side.retribution} damage to the attacker)"
        )
    elif verb == "teach":
        opts = action.options()
        pupil = st.sides[0].party[action.index]
        label = f"Teach {opts['move']} to {st.name(pupil)}"
        if "replace" in opts:
            label += f" (forgetting {opts['replace']})"
        info.update(label=label, slot=action.index, move=opts["move"])
        info["effect"] = move_words(st, opts["move"])
    elif verb == "stay":
        info["label"] = {
            "retribution": "Keep the stored damage for later",
            "switch": "Stay in",
            "second": "No second move",
            "advantage": "Keep the initiative order",
            "substitute": "Let the attack hit",
        }.get(st.phase, "Stay")
        info["kind"] = "pass"
    elif verb == "skip":
        label = {"take": "Take nothing", "restore": "Restore nothing"}.get(
            st.phase, "Teach nothing"
        )
        info.update(label=label, kind="pass")
    elif verb == "concede":
        info["label"] = "Concede the battle"
    else:
        info["label"] = str(action)
    return info


def _trainer_info(st: SinnohState, action: Action) -> dict[str, Any]:
    """Labels of the decisions trainer cards and Change of Fate cards add."""
    verb = action.verb
    side = st.sides[st.actor]
    opts = action.options()
    if verb == "advantage":
        status = opts.get("status")
        label = "Use Initiative Advantage: go first"
        if status:
            label += f" and inflict {status.capitalize()} (Toxin Dart)"
        return {"label": label, "kind": "advantage"}
    if verb == "adjust":
        words = []
        if "die" in opts:
            x, _, y = opts["die"].partition(">")
            words.append(f"turn a {x} into a {y}")
        if "add" in opts:
            words.append(f"add {opts['add']} status symbol(s)")
        if opts.get("amp") == "use":
            words.append(f"add the Amplifier's {side.amp} damage")
        if opts.get("amp") == "double":
            words.append(f"add the Amplifier's {side.amp} damage doubled")
        return {
            "label": "Keep the roll" if not words else "Roll: " + ", ".join(words),
            "kind": "adjust",
        }
    if verb == "potion":
        mon = side.party[action.index]
        return {
            "label": f"Hyper Potion: fully heal {st.name(mon)}",
            "kind": "potion",
            "slot": action.index,
        }
    if verb == "stew":
        return {"label": "Masterwork Stew (1 Apricorn of every colour)", "kind": "stew"}
    if verb == "restore":
        mon = side.party[action.index]
        return {
            "label": f"Portable Tent: fully restore {st.name(mon)}",
            "kind": "restore",
            "slot": action.index,
        }
    if verb == "take":
        item = opts["item"]
        return {
            "label": f"Take the {st.content.items[item].name}",
            "kind": "take",
            "slot": action.index,
            "item": item,
        }
    return {
        "label": f"Play {action.option}: {fate_words(st, action.option)}",
        "kind": "fate",
        "card": action.option,
    }
