"""A journey as text for the terminal: the map with the trainers (``region_text``), every trainer
in a line, the viewer's party and bag in full, the Ginkgo Trades, the battle being fought (the
battle's own arena), the latest events and the decision; and the journey's actions in words."""

from __future__ import annotations

import re
import textwrap
from collections.abc import Hashable
from typing import TYPE_CHECKING, Any

from pokeforge.core.geometry import Hex, hex_distance
from pokeforge.core.outcome import seat_name

from ..pieces import COLOURS
from ..region_text import place_codes, place_legend, render_region
from ..words import BALL_NAMES, a_or_an
from .actions import CARD_VERBS, JourneyAction
from .decks import SHOWN, TREE_TIERS
from .objectives import ACT_NAMES
from .rules import acts, crafting, forms, spots, stamps, villages
from .rules import cards as card_rules
from .rules.end import score
from .rules.moving import place_here
from .rules.trading import good_words
from .shrine_view import shrine_lines, shrine_words
from .spot_content import spot_content
from .ultra import BREACH_PER_DESTROYED

if TYPE_CHECKING:
    from ..pieces import Mon
    from .pieces import Trainer
    from .state import JourneyState

_MARKERS = "123456"
#: a neighbour's offset (axial, pointy-top, as the text map draws it) → its direction in words
DIRECTIONS = {
    (1, 0): "east",
    (1, -1): "north-east",
    (0, -1): "north-west",
    (-1, 0): "west",
    (-1, 1): "south-west",
    (0, 1): "south-east",
}


def beast_code(st: JourneyState, card: str) -> str:
    """An Ultra Beast's three-character mark on the text map: ``!`` and its name's first two
    letters (``!Ni`` Nihilego; the nine beasts' are all different)."""
    return "!" + st.content.card(card).name[:2]


def map_areas(st: JourneyState) -> tuple[str, ...]:
    """The areas drawn: Sinnoh, and the Distortion World in the Ultra Burst."""
    return ("sinnoh", "distortion_world") if st.ultra.active else ("sinnoh",)


def map_marks(st: JourneyState) -> dict[Hex, str]:
    """What the text map draws over the tiles: face-down Hidden Spots (``?r`` Regular, ``?s``
    Special, and the elevation) and the Ultra Beasts (``!Ni``…)."""
    marks: dict[Hex, str] = {}
    for key, token in st.explore.hidden.items():
        at = Hex.parse(key)
        elevation = st.region.tiles[at].elevation
        height = str(int(elevation)) if elevation < 10 else "^"
        marks[at] = f"?{spot_content().back(token)[0]}{height}"
    if st.ultra.active:
        for card, tile in st.ultra.beasts.items():
            marks[Hex.parse(tile)] = beast_code(st, card)
    return marks


def mon_line(st: JourneyState, slot: int, mon: Mon) -> str:
    card = st.content.cards[mon.card]
    parts = [
        f"  {slot} {card.name}",
        "/".join(t.upper() for t in card.types),
        f"{mon.health_left}/{mon.max_health}",
    ]
    if mon.fainted:
        parts.append("FAINTED")
    if mon.statuses:
        parts.append(" ".join(s.upper() for s in mon.statuses))
    if mon.item:
        parts.append(f"holds {' and '.join(st.content.items[i].name for i in mon.held())}")
    parts.append("moves: " + ", ".join([card.move, *mon.moves]))
    if card.evolve_into and card.evolve_cost is not None:
        parts.append(f"evolves ({card.evolve_cost} JP): {', '.join(card.evolve_into)}")
    return "  ".join(parts)


def bag_line(st: JourneyState, t: Trainer) -> str:
    apricorns = ", ".join(f"{c} {n}" for c, n in zip(COLOURS, t.bag, strict=True) if n) or "none"
    balls = ", ".join(f"{BALL_NAMES[b]} ×{t.balls.count(b)}" for b in dict.fromkeys(t.balls))
    names = st.content.items
    items = ", ".join(names[i].name if i in names else i for i in t.items) or "none"
    return f"  Apricorns: {apricorns} · balls: {balls or 'none'} · items: {items}"


def trainer_line(st: JourneyState, seat: int, viewer: int | None) -> str:
    t = st.trainers[seat]
    placed = [s for s, other in enumerate(st.trainers) if other.at is not None]
    mark = f"@{_MARKERS[placed.index(seat)]} " if seat in placed else ""
    home = st.region.places.get(t.home)
    where = "—"
    if t.at is not None:
        place = place_here(st, t.at)
        where = t.at.name() + (f" {place.name}" if place is not None else "")
    you = " (you)" if seat == viewer else ""
    flags = [f for f, on in (("out of Pokémon", t.defeated), ("immune", t.immune)) if on]
    party = ", ".join(f"{st.content.cards[m.card].name}{'✕' if m.fainted else ''}" for m in t.party)
    head = (
        f"{mark}{seat_name(seat)}{you}: home {home.name if home else '—'} · at {where}"
        f" · JP {t.points} · captured {t.captured} · score {score(t)}"
    )
    return (
        head
        + (f" · {', '.join(flags)}" if flags else "")
        + f"\n    objectives: {acts.progress_words(st, seat)}"
        + (f"\n    trainer card: {card_rules.describe(st, seat)}" if t.card else "")
        + (f"\n    party: {party}" if party else "")
    )


def cap_words(st: JourneyState) -> str:
    """What the safety cap in the title means (``rules/end.finish``)."""
    n = st.params.max_rounds
    if st.ultra.active:
        then = "with Necrozma still standing it is a draw for everyone"
    elif st.num_seats == 1:
        then = "alone, you lose unless every objective is conquered by then"
    else:
        then = (
            "the trainers furthest along the objectives win, ties broken by the score "
            "(Journey Points earned + captures)"
        )
    return f"The journey stops after round {n} (the safety cap): {then}"


def wrap_list(line: str, width: int = 100) -> list[str]:
    """``line`` in rows of at most ``width`` characters, broken only after a ", ", "; " or " · "
    (an entry such as "!Ce Celesteela 9,-9" stays whole), the later rows indented."""
    pieces = re.split(r"(?<=, )|(?<=; )|(?<= · )", line)
    rows = [""]
    for piece in pieces:
        if rows[-1].strip() and len(rows[-1]) + len(piece.rstrip()) > width:
            rows[-1] = rows[-1].rstrip()
            rows.append("  ")
        rows[-1] += piece
    return [r.rstrip() for r in rows]


def render(st: JourneyState, seat: int | None) -> str:
    from ..render import render as arena

    lines = [
        f"══ Legends of Sinnoh · {st.campaign.name} · round {max(st.round, 1)} (safety cap "
        f"{st.params.max_rounds}) ══"
    ]
    lines.extend(textwrap.wrap(cap_words(st), 100, subsequent_indent="  "))
    trainers = {seat_name(s): t.at for s, t in enumerate(st.trainers) if t.at is not None}
    areas = map_areas(st)
    want = st.campaign.region_campaign
    codes = place_codes(st.region, want)
    lines.append(
        render_region(
            st.region, trainers, areas=areas, legend=False, campaign=want, marks=map_marks(st)
        ).rstrip()
    )
    if st.campaign.acts:
        grunts = ", ".join(st.region.places[v].name for v in st.grunts) or "none"
        lines.append(f"Act: {ACT_NAMES[st.heart.act]} · Grunts occupy: {grunts}")
    for line in ultra_lines(st):
        lines.extend(wrap_list(line))
    key = (
        "Map: a cell is biome (F Forest, P Plains, M Mountain, ~ Ocean, R Ruins), climate (c Cold,"
        " t Temperate, w Warm, s Space) and elevation (rounded down; ^ 10 or more); T1-T3 Apricorn"
        " Tree and its tier"
        + (" (W1-W3 warped)" if st.ultra.active else "")
        + ", R1-R3 Apricorn Reef, ?r/?s a face-down Regular/Special"
        " Hidden Spot, @1-@6 the trainers"
        + (", !Xx an Ultra Beast" if st.ultra.active else "")
        + "; the other places, with their elevation after the code:"
    )
    lines.extend(textwrap.wrap(key, 100, subsequent_indent="  "))
    lines.extend(place_legend(st.region, codes, areas=areas, compact=True))
    for s in range(st.num_seats):
        lines.append(trainer_line(st, s, seat))
    if seat is not None and st.trainers[seat].party:
        t = st.trainers[seat]
        lines.append("Your party:")
        lines.extend(mon_line(st, i, m) for i, m in enumerate(t.party))
        lines.append(bag_line(st, t))
    for line in shrine_lines(st, seat):
        lines.extend(wrap_list(line))
    offered = "; ".join(villages.trade_words(st.jc.trades[tid]) for tid in st.trades)
    lines.append(f"Ginkgo Trades offered: {offered}")
    lines.extend(spot_lines(st, seat))
    if st.search and seat == st.actor:
        names = ", ".join(st.content.cards[c].name for c in st.search)
        lines.append(f"Your search shows: {names}")
    if st.battle is not None:
        lines.append("")
        lines.append(arena(st.battle, st.battle_seat(seat)))
        window = st.shrines.aid
        if window is not None:  # before that decision, fellow Followers are asked (rules/fate)
            lines.append(
                f"First the Followers of {st.shrines.god.capitalize()} are asked whether they "
                "play a Change of Fate card"
            )
            if seat is not None and seat in window.pending:
                lines.append(f"To decide (you): {st.prompt(seat).text}")
    lines.extend(f"  {line}" for line in st.log[-6:])
    if st.outcome is not None:
        lines.append(f"Journey over: {st.outcome.reason}")
    elif st.battle is None:
        actor = st.to_act()[0]
        turn = f" ({st.moves_left} tile moves left)" if st.decision() == "turn" else ""
        lines.append(f"To decide ({seat_name(actor)}): {st.prompt(actor).text}{turn}")
    return "\n".join(lines)


def spot_lines(st: JourneyState, seat: int | None) -> list[str]:
    """The Hidden Spots (face down: where and which back; face up on the map) and the Journey
    Stamps of every trainer."""
    ex = st.explore
    backs = [spot_content().back(token) for token in ex.hidden.values()]
    regular = backs.count("regular")
    line = (
        f"Hidden Spots face down: {len(backs)} ({regular} Regular, {len(backs) - regular} Special)"
    )
    at = st.trainers[seat].at if seat is not None else None
    if at is not None:
        near = sorted(
            (Hex.parse(k) for k in ex.hidden if hex_distance(at, Hex.parse(k)) <= 3),
            key=lambda h: (hex_distance(at, h), h.r, h.q),
        )
        if near:
            line += "; near you: " + ", ".join(
                f"{h.name()} ({spot_content().back(ex.hidden[h.name()])})" for h in near
            )
    out = [line]
    if ex.shown:
        out.append(
            "On the map: "
            + ", ".join(f"{spots.token_words(st, tok)} at {k}" for k, tok in ex.shown.items())
        )
    stamped = []
    for s, mine in enumerate(ex.stamps):
        names = ", ".join(stamps.STAMP_NAMES[x] for x in mine)
        stars = f", {ex.stars[s]} Fallen Stars used" if ex.stars[s] else ""
        stamped.append(f"{seat_name(s)} {len(mine)}/7{f' ({names})' if names else ''}{stars}")
    out.append("Journey Stamps: " + " · ".join(stamped))
    return out


def _tile_words(st: JourneyState, at: Hex) -> str:
    tile = st.region.tiles[at]
    place = place_here(st, at)
    text = f"{at.name()} ({tile.biome}, {tile.climate}, elevation {tile.elevation:g})"
    if place is not None:
        text += f": {place.name}"
        tier = f"(tier {place.fields.get('tier')})"
        if place.kind in ("apricorn_tree", "apricorn_reef") and tier not in place.name:
            text += f" {tier}"
        if place.id in st.ultra.destroyed:
            text += " (destroyed by the Ultra Beasts)"
        if place.id in st.felled:
            text += " (removed from the map for Firewood)"
    token = st.explore.hidden.get(at.name())
    if token is not None:
        text += f", a face-down {spot_content().back(token).capitalize()} Hidden Spot"
    elif at.name() in st.explore.shown:
        text += f", {spots.token_words(st, st.explore.shown[at.name()])}"
    here = [seat_name(s) for s, t in enumerate(st.trainers) if t.at == at]
    if here:
        text += f", with {', '.join(here)}"
    return text


def ultra_lines(st: JourneyState) -> list[str]:
    """The Ultra Burst's campaign board in words."""
    u = st.ultra
    if not u.active:
        return []
    beasts = ", ".join(
        f"{beast_code(st, b)} {st.content.card(b).name} {tile}"
        for b, tile in sorted(u.beasts.items())
    )
    out = [
        f"Breach: {u.tenths / 10:g}% (every trainer loses at 70%) · "
        f"+{BREACH_PER_DESTROYED / 10:g}% per tree, reef or shrine the Ultra Beasts destroy",
        "  each 10%: the Ultra Beasts get 1 more tile move and every trainer a Distortion "
        "Breach card",
        f"Ultra Beasts' tile moves {u.moves()} · Blessings of Arceus {u.blessings} · Necrozma "
        f"phase {u.phase} of 3 · Prism Armour (1 less damage a turn per 2 tokens): Necrozma "
        f"{u.prism[0]} (-{u.prism[0] // 2}), Ultra Beasts {u.prism[1]} (-{u.prism[1] // 2})",
        f"Ultra Beasts: {beasts or 'none left'}",
    ]
    if u.destroyed:
        out.append(
            "Destroyed: "
            + ", ".join(
                f"{st.region.places[p].name} {st.region.places[p].at.name()}" for p in u.destroyed
            )
        )
    gone = [seat_name(s) for s, o in enumerate(u.eliminated) if o]
    if gone:
        out.append("Eliminated: " + ", ".join(gone))
    cards = [f"{seat_name(s)} {', '.join(c)}" for s, c in enumerate(u.cards) if c]
    if cards:
        out.append("Distortion Breach cards held: " + "; ".join(cards))
    return out


def ultra_words(st: JourneyState, arg: str) -> str:
    if arg == "megalopolis":
        place = st.region.places["ultra_megalopolis"]
        return f"Make {place.name} ({place.get('seat')}) your home: starter " + " or ".join(
            place.get("starters")
        )
    if arg == "skip":
        return "Spend a Blessing of Arceus: the Ultra Beasts skip their turn"
    if arg == "let":
        return "Keep the Blessings of Arceus: the Ultra Beasts move"
    if arg.startswith("revive="):
        return f"Spend a Blessing of Arceus to revive {seat_name(int(arg.partition('=')[2]) - 1)}"
    return f"ultra {arg}"


def describe(st: JourneyState, seat: int, action: Hashable) -> str:
    """A journey action in words (a battle action: the battle's own words)."""
    if not isinstance(action, JourneyAction):
        from ..render import describe as battle_describe

        if st.battle is None:
            return str(action)
        return battle_describe(st.battle, action)
    t = st.trainers[seat]
    content = st.content
    verb, arg = action.verb, action.arg
    said = shrine_words(st, seat, action)
    if said:
        return said
    if verb == "home":
        place = st.region.places[arg]
        return f"Make {place.name} ({place.get('seat')}) your home: starter " + " or ".join(
            place.get("starters")
        )
    if verb == "ultra":
        return ultra_words(st, arg)
    if verb == "starter":
        card = content.card(arg)
        return f"Choose {card.name} ({'/'.join(card.types)}, {card.health} health, {card.move})"
    if verb in ("step", "run"):
        dest = Hex.parse(arg)
        way = ""
        if t.at is not None:
            direction = DIRECTIONS.get((dest.q - t.at.q, dest.r - t.at.r))
            way = f"{direction} " if direction else "through the Distortion Gate "
        if verb == "run":  # a trainer card's free run, started
            name = card_rules.run_name(st, seat, dest)
            return f"Move {way}to {_tile_words(st, dest)} for free ({name})"
        return f"Move {way}to {_tile_words(st, dest)}"
    if verb == "end":
        return "End your turn"
    if verb == "restore":
        return "Fully restore your party"
    if verb == "ginkgo":
        picked = st.trades if arg == "both" else [st.trades[int(arg) - 1]]
        return "Trade with the Ginkgo Merchants: " + " and ".join(
            villages.trade_words(st.jc.trades[tid]) for tid in picked
        )
    if verb == "fly":
        village, colour = arg.split(" ")
        return f"Fly to {st.region.places[village].name} (discard a {colour} Apricorn)"
    if verb == "search":
        from .rules import places, ultra

        token = ultra.token_here(st, seat)
        if token and ultra.search_actions(st, seat):
            name = content.cards[token].name
            if token in st.ultra.beasts:
                return f"Battle the Ultra Beast {name} on your tile"
            return f"Battle {name} (phase {st.ultra.phase} of 3) at the Heart of the Breach"
        here = st.region.place_at.get(t.at) if t.at is not None else None
        if here is None:
            return "Search the Pokédex"
        own = places.here(st, seat)
        if own is not None:
            return f"Search at {here.name}: battle {content.cards[own[1]].name}"
        place = here
        found = spots.legendary_here(st, seat)
        if found is not None:
            return (
                f"Search at {place.name}: your Artifact calls the Legendary "
                f"{content.cards[found[1]].name} to battle"
            )
        if place.kind == "distortion_gate":
            return (
                f"Search the Pokédex at {place.name}: a Swarm Battle against a Weak, a Moderate "
                f"and a Strong {place.get('biome')} Pokémon"
            )
        tier = int(place.get("tier"))
        return (
            f"Search the Pokédex at {place.name}: {SHOWN[tier]} {TREE_TIERS[tier].capitalize()} "
            "Pokémon, then battle one"
        )
    if verb == "battle":
        card = content.cards[arg]
        text = (
            f"Battle the wild {card.name} ({'/'.join(card.types)}, {card.tier}, "
            f"{card.health} health, {card.move})"
        )
        site = st.region.places.get(st.site) if st.site else None
        if site is not None and site.kind in ("apricorn_tree", "apricorn_reef"):
            from .rules.encounters import guards

            text += f", guarding {', '.join(guards(st, site, arg))} Apricorns"
        return text
    if verb == "craft":
        recipe = st.jc.recipes[arg]
        paid = crafting.payment(t, recipe) or []
        return f"Craft {a_or_an(crafting.name_of(st, recipe))} (pay {', '.join(paid)})"
    if verb in ("equip", "unequip", "release"):
        slot = int(arg.split(" ")[0])
        mon = t.party[slot]
        name = content.cards[mon.card].name
        if verb == "equip":
            item = arg.split(" ")[1]
            return f"Give {name} the {content.items[item].name} to hold"
        if verb == "unequip":
            return f"Take the {content.items[mon.item2 or mon.item or ''].name} from {name}"
        return f"Release {name}"
    if verb == "form":
        mon = t.party[int(arg.partition(" ")[0])]
        card = content.cards[mon.card]
        to = forms.target_of(st, seat, action)
        if to.state <= 1:
            return f"Change {card.name} back to its default form (it keeps the item)"
        return f"Change {card.name} into its {to.form}"
    if verb == "evolve":
        slot_text, target = arg.split(" ", 1)
        mon = t.party[int(slot_text)]
        card = content.cards[mon.card]
        return f"Evolve {card.name} into {target} ({card.evolve_cost} Journey Points)"
    if verb in ("keep", "discard"):
        move = str(st.pending[0]["move"]) if st.pending else "the old move"
        if verb == "discard":
            return f"Do not keep {move}"
        forget = arg.partition("forget=")[2]
        return f"Keep {move}" + (f", forgetting {forget}" if forget else "")
    if verb == "apricorns":
        return "Take " + " and ".join(arg.split("+")) + " Apricorns"
    if verb == "challenge":
        return f"Challenge {seat_name(int(arg) - 1)} to a battle"
    if verb == "offer":
        who, give, get = arg.split(" ")
        other = int(who) - 1
        return (
            f"Offer {seat_name(other)} {good_words(st, t, give.partition('=')[2])} for "
            f"{good_words(st, st.trainers[other], get.partition('=')[2])}"
        )
    if verb == "campaign":
        return campaign_words(st, seat, arg)
    if verb in ("accept", "decline"):
        entry = st.pending[0] if st.pending else {}
        if not entry:
            return verb.capitalize()
        if entry["kind"] == "empty":
            taken = ", ".join(str(c) for c in entry["apricorns"])
            if verb == "accept":
                return f"Take the Apricorns ({taken}) and end your turn"
            return "Leave the Apricorns and go on with your turn"
        if entry["kind"] == "scoop":  # Big Scoop (rules/cards_travel)
            return card_rules.words(st, seat, action)
        if entry["kind"] == "artifact":
            item = content.items[str(entry["items"][int(entry["at"])])].name
            whose = f"{seat_name(int(entry['from']))}'s bag"
            return f"Take the {item} from {whose}" if verb == "accept" else f"Leave the {item}"
        offerer = st.trainers[int(entry["from"])]
        what = (
            f"{good_words(st, offerer, str(entry['give']))} for "
            f"{good_words(st, t, str(entry['get']))}"
        )
        return f"{verb.capitalize()} {seat_name(int(entry['from']))}'s offer: {what}"
    if verb == "shard":
        return f"Take the Shard of {arg.capitalize()}"
    if verb == "gift":
        deck = str(st.pending[0]["tier"]) if st.pending else "the"
        if arg == "none":
            return f"Take nothing from the {deck.capitalize()} decks"
        card = content.cards[arg]
        return (
            f"Take {card.name} ({'/'.join(card.types)}, {card.health} health, {card.move}) from "
            f"the {deck.capitalize()} decks into your party"
        )
    if verb == "fate":
        fellow = st.battle_seats[st.shrines.aid_done[-1]] if st.shrines.aid_done else -1
        whose = f"{seat_name(fellow)}'s" if fellow >= 0 else "the"
        return f"Play {arg} in {whose} battle, for them"
    if verb == "pass":
        return "Play no Change of Fate card now"
    if verb == "galactic" and st.pending:
        card = content.cards[arg]
        foe = galactic_names().get(str(st.pending[0].get("foe")), "Team Galactic")
        return (
            f"Choose {card.name} ({'/'.join(card.types)}, {card.health} health, {card.move}) "
            f"for {foe}"
        )
    if verb in CARD_VERBS:
        return card_rules.words(st, seat, action)
    if verb == "learn":
        slot_text, rest = arg.split(" ", 1)
        opts = dict(part.split("=", 1) for part in rest.split(";"))
        mon = t.party[int(slot_text)]
        name = content.cards[mon.card].name
        forget = f", forgetting {mon.moves[int(opts['forget']) - 1]}" if "forget" in opts else ""
        return f"Teach {opts['move']} to {name}{forget}"
    return str(action)


def galactic_names() -> dict[str, str]:
    from .rules import galactic

    return galactic.NAMES


def campaign_words(st: JourneyState, seat: int, arg: str) -> str:
    """``campaign ARG`` in words (the Heart of Sinnoh's acts and Ending)."""
    from .rules import galactic

    if arg in galactic.NAMES:
        n = galactic.size_of(st, seat, arg)
        return f"Battle {galactic.NAMES[arg]} ({n} Pokémon)"
    if arg.startswith("heart="):
        colour = arg.partition("=")[2]
        return (
            f"Make a Shrine Offering (a {colour} Apricorn): restore the Heart of Sinnoh from "
            "your three Shards"
        )
    if arg == "hero":
        return "Become the Hero of Sinnoh: win the game now"
    if arg == "traitor":
        return (
            "Become the Traitor of Sinnoh: wait at the Hall of Origin for the others' 3 final turns"
        )
    if arg == "confront":
        return f"Challenge the Traitor of Sinnoh, {seat_name(st.heart.champion)} (one attempt)"
    return f"campaign {arg}"


#: the verbs whose first argument is a tile of the map (the web board makes that tile clickable):
#: a step, and the trainer cards' runs, teleports, reaches, looks, digs, blasts and camp flights
TILE_VERBS = frozenset({"step", "run", "teleport", "reach", "peek", "dig", "blast", "camp"})


def info_of(st: JourneyState, seat: int, action: Hashable) -> dict[str, Any]:
    if not isinstance(action, JourneyAction):
        from ..render import info_of as battle_info

        if st.battle is None:
            return {"text": str(action), "label": str(action), "kind": "other"}
        return battle_info(st.battle, action)
    info: dict[str, Any] = {
        "text": str(action),
        "label": describe(st, seat, action),
        "kind": action.verb,
    }
    if action.verb in TILE_VERBS:
        info["tile"] = action.arg.split(" ")[0]  # camp: the tile, then the Apricorn paid
    elif action.verb == "fly":
        info["place"] = action.arg.split(" ")[0]
    return info
