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

from pokeforge.core.outcome import seat_name

from .actions import Action
from .fate import breach_of
from .params import AUTO_BALLS, BALLS, CAPTURE_RATE
from .rules import perks, trainer
from .view import fate_words, hand_shown, move_words, trainer_view
from .words import a_or_an, ball_name, lasting_words, plural

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


def _name(st: SinnohState, seat: int) -> str:
    """The name of a battle's seat (``Player 1``; in a journey, the trainer's own)."""
    return st.names[seat] if st.names else seat_name(seat)


def _who(st: SinnohState, side: int, seat: int | None) -> str:
    s = st.sides[side]
    kind = KIND.get(s.kind, s.kind)
    owner = st.seat_of(side)
    if owner is None:
        return kind
    label = _name(st, owner) + (f" · {kind}" if s.kind != "trainer" else "")
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
                f"{x['move']} ({lasting_words(x)})" + (" (all battle)" if x.get("eternal") else "")
                for x in mon.lasting
            )
        )
    if extra:
        lines.append("    " + " · ".join(extra))
    return lines


def _bench(st: SinnohState, s: Side) -> str:
    """The Pokémon not in the arena: name, types and health (every card is face up), in rows of
    at most 100 characters."""
    parts = []
    for i, mon in enumerate(s.party):
        if i == s.active:
            continue
        card = st.content.cards[mon.card]
        types = "/".join(t.upper() for t in card.types)
        parts.append(
            f"✕ {card.name}"
            if mon.fainted
            else f"● {card.name} {types} {mon.health_left}/{mon.max_health}"
        )
    if not parts:
        return "    party: —"
    rows = ["    party: " + parts[0]]
    for part in parts[1:]:
        if len(rows[-1]) + 2 + len(part) > 100:
            rows.append("           " + part)
        else:
            rows[-1] += "  " + part
    return "\n".join(rows)


def _side(st: SinnohState, side: int, seat: int | None) -> list[str]:
    s = st.sides[side]
    head = f"— {_who(st, side, seat)} —"
    notes = []
    if s.kind == "galactic":
        notes.append(f"Galactic Retribution {s.retribution}")
    if st.prism[side]:
        notes.append(f"Prism Armour {st.prism[side]} (−{st.prism[side] // 2}/turn)")
    if s.balls and (st.sides[1 - side].kind in ("wild", "swarm") or trainer.may_steal(st, side)):
        notes.append(", ".join(ball_name(b) for b in s.balls))
    if s.apricorns:
        notes.append(f"apricorns {s.apricorns}")
    if s.amp:
        notes.append(f"Amplifier {s.amp}")
    if s.firewood and perks.has(st, side, "firewood"):
        notes.append(f"Firewood {s.firewood}")
    if s.hand:
        hand = hand_shown(st, side, seat)
        if isinstance(hand, int):
            shown = f"{hand} card" + ("" if hand == 1 else "s")
            if s.known and seat is not None and seat in (st.seat_of(0), st.seat_of(1)):
                shown += " (known: " + ", ".join(s.known) + ")"
        else:
            shown = ", ".join(hand)
        notes.append("fate: " + shown)
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
        dice_n = plural(BALLS[roll["ball"]], "die", "dice")
        return f"Last roll: {ball_name(roll['ball'])} ({dice_n}): {dice} = {roll['total']}"
    rolled = roll.get("rolled", counts)
    text = f"Last roll: {roll['move']} ({roll['type']}, {plural(roll['strength'], 'die', 'dice')})"
    text += f": {dice}"
    if list(rolled) != list(counts):
        text += f" (rolled {' '.join(DIE[f] for f in range(3) for _ in range(rolled[f]))})"
    text += f" = {roll['dice']}, type {roll['type_bonus']:+d} → {roll['damage']} damage"
    return text


def rewards_text(st: SinnohState) -> str | None:
    """The rewards of a finished battle in words (cards and items by name)."""
    r = st.rewards
    if not r:
        return None
    cards, items = st.content.cards, st.content.items
    parts = []
    if "journey_points" in r:
        parts.append(plural(int(r["journey_points"]), "Journey Point"))
    if "apricorns" in r:
        parts.append(plural(int(r["apricorns"]), "Apricorn"))
    if r.get("captured"):
        parts.append("captured " + ", ".join(cards[c].name for c in r["captured"]))
    if r.get("stolen"):
        parts.append("stolen " + ", ".join(cards[c].name for _, _, c in r["stolen"]))
    if r.get("defeated"):
        parts.append(f"{plural(int(r['defeated']), 'Pokémon', 'Pokémon')} defeated")
    if r.get("teach"):
        parts.append("may teach " + ", ".join(r["teach"]))
    if r.get("artifacts"):
        parts.append("took " + ", ".join(items[i].name for i in r["artifacts"]))
    if r.get("fate_cards"):
        parts.append(f"{plural(int(r['fate_cards']), 'Change of Fate card')} taken")
    return "Rewards: " + ", ".join(parts) if parts else None


def result_text(st: SinnohState) -> str:
    """Who won and who lost, by name (``Player 1 wins, Player 2 loses``)."""
    out = st.outcome
    assert out is not None
    seats = range(st.num_seats)
    if out.is_draw:
        return "Result: nobody wins or loses" + (
            " (the wild Pokémon fled)" if out.termination.value == "fled" else " (a draw)"
        )
    words = {"win": "wins", "loss": "loses", "draw": "draws"}
    text = ", ".join(f"{_name(st, s)} {words[out.result(s)]}" for s in seats)
    auto = st.seat_of(1) is None
    if auto and out.result(0) == "loss":
        text += f" to {st.side_name(1)}"
    elif auto and out.result(0) == "win":
        text += f" against {st.side_name(1)}"
    return "Result: " + text


#: LAKE CAVERNS: what lifts each Lake Guardian's immunity (from the turn after)
TRIAL_CONDITIONS = {
    "emotion": "it would take damage from battle fatigue",
    "knowledge": "it is attacked with a move with positive type effectiveness",
    "willpower": "it is attacked with 2 or more critical hits over your last 2 turns",
}


def render(st: SinnohState, seat: int | None) -> str:
    """The arena as text for ``seat`` (``None``: a spectator, seen from side 0)."""
    me = 1 if seat == 1 else 0
    title = f"══ Legends of Sinnoh · {KIND.get(st.sides[1].kind, 'battle')} battle"
    title += f" · {plural(st.turn, 'attack')} ══"
    lines = [title, *_side(st, 1 - me, seat), "", *_side(st, me, seat)]
    if st.weather:
        lines.append(f"Weather: {st.weather.capitalize()}")
    if st.trial is not None:
        trial = st.trial
        if st.trial_immune(trial["side"]):
            until = TRIAL_CONDITIONS.get(trial["kind"], "its trial is met")
            state = f"immune to capture and all damage until {until}"
        else:
            state = "overcome"
        lines.append(f"Trial of {trial['kind'].capitalize()}: {state}")
    text = roll_text(st)
    if text:
        lines.append(text)
    lines.extend(f"  {line}" for line in st.log[-5:])
    if st.outcome is not None:
        lines.append(f"Battle over: {st.outcome.reason}")
        lines.append(result_text(st))
        rewards = rewards_text(st)
        if rewards:
            lines.append(rewards)
    else:
        owner = st.seat_of(st.actor)
        if owner is not None:
            lines.append(f"To decide ({_name(st, owner)}): {st.prompt(st.actor).text}")
    return "\n".join(lines)


def _offered(st: SinnohState, mon: Mon) -> str:
    """A Pokémon offered to send in or switch to: name, types, health and its moves."""
    card = st.content.cards[mon.card]
    moves = st.content.moves
    known = []
    for name in st.move_names(mon):
        move = moves.get(name)
        if move is None:
            known.append(name)
            continue
        dice = "? dice" if move.strength is None else plural(move.strength, "die", "dice")
        known.append(f"{name} ({move.type}, {dice})")
    status = f", {' '.join(s.upper() for s in mon.statuses)}" if mon.statuses else ""
    return (
        f"{card.name} ({'/'.join(card.types)}, {mon.health_left}/{mon.max_health}{status}): "
        + "; ".join(known)
    )


def _move_label(st: SinnohState, mon: Mon, action: Action) -> tuple[str, dict[str, Any]]:
    if action.verb == "disguise":
        name = trainer.disguise_move(st, st.actor) or "?"
    else:
        name = st.move_names(mon)[action.index]
    move = st.content.moves[name]
    opts = action.options()
    mtype = opts.get("retype", opts.get("type", move.type))
    dice = "? dice" if move.strength is None else plural(move.strength, "die", "dice")
    text = f"{name} ({mtype}, {dice}): {move_words(st, name)}"
    choice = [
        _option_words(st, k, v)
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
    "mimic": "as {}",
    "kinesis": "with the effect of {}",
    "copy": "the strength of {}",
    "drawn": "Metronome drew {}",
    "predict": "predict {}",
    "status": "inflict {}",
    "form": "form {}",
}


def _option_words(st: SinnohState, key: str, value: str) -> str:
    """One option of a move in words; ``other`` names the Pokémon picked."""
    if key == "other" and value.isdigit():
        party = st.sides[1 - st.actor].party
        if int(value) < len(party):
            return f"aim at {st.name(party[int(value)])} in the party"
    if key == "form" and value in st.content.cards:
        card = st.content.cards[value]
        return f"form {card.form or card.name}"
    if key == "status":
        value = " then ".join(p.capitalize() for p in value.split("+"))
    if key == "assets" and not value.isdigit():
        return f"discard {a_or_an(value)} Apricorn for the base strength"
    if key == "apricorn":
        return "keep the Apricorns" if value == "no" else f"eat {a_or_an(value)} Apricorn"
    return OPTION_WORDS.get(key, f"{key} {{}}").format(value)


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
        info["label"] = f"{what} {_offered(st, sent)}"
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
        ball = ball_name(action.option)
        if action.option in AUTO_BALLS:
            info["label"] = f"Throw the {ball} (captures automatically)"
        else:
            dice = plural(BALLS[action.option], "die", "dice")
            info["label"] = f"Throw {a_or_an(ball)} ({dice}{need})"
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
    elif verb == "give":
        info["label"] = f"Let Bug Bite eat {a_or_an(action.option)} Apricorn"
        info["colour"] = action.option
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


# -- colour ---------------------------------------------------------------------------------------

#: a colour per type (the games' usual palette, in terminal colours)
TYPE_STYLE = {
    "NORMAL": "white",
    "FIRE": "red",
    "WATER": "blue",
    "ELECTRIC": "yellow",
    "GRASS": "green",
    "ICE": "cyan",
    "FIGHTING": "dark_orange",
    "POISON": "magenta",
    "GROUND": "gold3",
    "FLYING": "light_sky_blue1",
    "PSYCHIC": "hot_pink",
    "BUG": "chartreuse3",
    "ROCK": "tan",
    "GHOST": "medium_purple",
    "DRAGON": "slate_blue1",
    "DARK": "grey50",
    "STEEL": "light_steel_blue",
    "FAIRY": "plum1",
    "TYPELESS": "white",
}
STATUS_STYLE = "bold yellow"
_STATUS_WORDS = ("CONFUSED", "PARALYSED", "POISONED", "BURNED", "FROZEN", "DROWSY")


def colour(text: str) -> Any:
    """The arena ``text`` as Rich ``Text`` with styles laid over it (the characters unchanged):
    title and side headers bold, health bars green/yellow/red by health left, types in their
    colours, statuses, FAINTED, the dice, the decision and the result."""
    import re

    from rich.text import Text

    out = Text(text)
    line_styles = (
        (r"(?m)^══ .* ══$", "bold"),
        (r"(?m)^— .*$", "bold cyan"),
        (r"(?m)^  ▶ [^\n]*?(?=  )", "bold"),
        (r"(?m)^Last roll: .*$", "italic"),
        (r"(?m)^To decide .*$", "bold yellow"),
        (r"(?m)^Battle over: .*$", "bold"),
        (r"(?m)^Rewards: .*$", "green"),
        (r"(?m)^Weather: .*$", "cyan"),
        (r"FAINTED|✕ [^ ]+", "bold red"),
        (r"FINAL TURN", "bold red"),
        (r"★", "bold yellow"),
        (r"○", "dim"),
    )
    for pattern, style in line_styles:
        out.highlight_regex(pattern, style)
    for word in _STATUS_WORDS:
        out.highlight_regex(word, STATUS_STYLE)
    for name, style in TYPE_STYLE.items():
        out.highlight_regex(rf"(?<![A-Za-z]){name}(?![A-Za-z])", style)
    for m in re.finditer(r"\[(█*)(·*)\]", text):
        full, empty = len(m.group(1)), len(m.group(2))
        share = full / max(1, full + empty)
        style = "green" if share > 0.5 else "yellow" if share > 0.25 else "red"
        out.stylize(style, m.start(), m.end())
    for m in re.finditer(r"(?m)^Result: (.*)$", text):
        won = "wins" in m.group(1) and " loses" not in m.group(1).split(",")[0]
        out.stylize("bold green" if won else "bold red", m.start(), m.end())
    return out
