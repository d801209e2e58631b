"""Events and Super Events played out in several steps: §9 Alternative Gym, Rocket Bribe,
Sketchy Salesman, Game Corner; §10 Aqua, Magma and Rocket Operation, Bill's Machine, Boosted
PokéNav and Mr. Briney's Boat. Each is a handler named by the content data (see
:mod:`.effects`); a handler that needs a choice asks it and runs again with ``"choice"``."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from .capture import attempt_on_board, balls_in_hand, gain, reveal, take_from_board
from .decks import draw, draw_items, draw_pokemon, return_pokemon
from .dice import roll_dice
from .effects import _can_battle, choose, guarded, handler, opponents
from .flow import push, task

if TYPE_CHECKING:
    from ..state import HexState

#: the colours Bill's Machine reveals, in order (§10)
BILL_COLOURS = ("pink", "green", "blue", "red")


# -- §9 Alternative Gym --------------------------------------------------------------------------
def alternative_leaders(state: HexState, seat: int) -> list[str]:
    """The Gym Leaders not on the board that give the player's next badge (1-2, 3-4 or 5-6)."""
    p = state.players[seat]
    if len(p.badges) >= 6:
        return []
    tier = len(p.badges) // 2 + 1
    on_board = {sp.leader for sp in state.board.spaces if sp.leader}
    return sorted(
        lid
        for lid, leader in state.content.leaders.items()
        if leader.tier == tier and lid not in on_board and lid not in p.badges
    )


@handler("alternative_gym")
def _alternative_gym(state: HexState, seat: int, eff: dict[str, Any], t: dict[str, Any]) -> None:
    """§9 Alternative Gym: battle your next Gym Leader from wherever you are, choosing among the
    Leaders not in the game that give that badge."""
    if "choice" not in t:
        opts = alternative_leaders(state, seat)
        if opts and _can_battle(state, seat):
            choose(state, seat, t, [*opts, "none"], "battle which Gym Leader?")
        return
    if t["choice"] != "none":
        push(state, {"t": "gym_battle", "seat": seat, "leader": t["choice"]})


# -- §9 Rocket Bribe -----------------------------------------------------------------------------
@handler("rocket_bribe")
def _rocket_bribe(state: HexState, seat: int, eff: dict[str, Any], t: dict[str, Any]) -> None:
    """§9 Rocket Bribe: until your next turn, every Event an opponent draws is copied to you;
    if one was, you skip that next turn (:func:`.flow.until_my_turn_ends`)."""
    state.continuous.append(
        {"kind": "rocket_bribe", "name": "Rocket Bribe", "owner": seat, "rounds": None, "copied": 0}
    )


def bribe_copies(state: HexState, drawer: int, effects: Any, source: str) -> list[dict[str, Any]]:
    """The effect tasks that Rocket Bribes copy from an Event ``drawer`` activates."""
    from .effects import effect_tasks

    out: list[dict[str, Any]] = []
    for c in state.continuous:
        if c["kind"] == "rocket_bribe" and int(c["owner"]) != drawer:
            c["copied"] += 1
            owner = int(c["owner"])
            state.say("bribe", f"{state.name(owner)} copies the Event (Rocket Bribe).", seat=owner)
            out += effect_tasks(owner, effects, source)
    return out


# -- §9 Sketchy Salesman -------------------------------------------------------------------------
@handler("recycle_pair")
def _recycle_pair(state: HexState, seat: int, eff: dict[str, Any], t: dict[str, Any]) -> None:
    """§9 Sketchy Salesman (optional part): send two of your Pokémon of one colour to that
    colour's pile and draw one Pokémon from it."""
    p = state.players[seat]
    cards = state.content.cards
    if "choice" not in t:
        team = sorted(c for c in p.team if cards[c].tier in state.piles)
        pairs = [
            f"{a}+{b}"
            for i, a in enumerate(team)
            for b in team[i + 1 :]
            if cards[a].tier == cards[b].tier
        ]
        if pairs:
            choose(state, seat, t, ["none", *pairs], "send two Pokémon of one colour back?")
        return
    if t["choice"] == "none":
        return
    a, _, b = str(t["choice"]).partition("+")
    for c in (a, b):
        p.team.remove(c)
        p.bonus.pop(c, None)
        return_pokemon(state, c)
    state.say(
        "recycle",
        f"{state.name(seat)} sends {cards[a].name} and {cards[b].name} back.",
        seat=seat,
        cards=[a, b],
    )
    card = draw_pokemon(state, cards[a].tier)
    if card is not None:
        gain(state, seat, card, "gets", hidden=True)


# -- §9 Game Corner ------------------------------------------------------------------------------
@handler("game_corner")
def _game_corner(state: HexState, seat: int, eff: dict[str, Any], t: dict[str, Any]) -> None:
    """§9 Game Corner (our documented card): a d6 read on ``prizes`` gives a Pokémon of that
    colour (or nothing); it must be random: from the pile or a face-down one on the board."""
    if "dice" not in t:
        roll_dice(state, [seat], "game corner", dict(t))
        return
    tier = eff["prizes"][int(t["dice"][0]) - 1]
    if not tier:
        state.say("nothing", f"{state.name(seat)} wins nothing at the Game Corner.", seat=seat)
        return
    if "choice" not in t:
        down = [
            str(sp)
            for sp in sorted(int(k) for k in state.slots)
            if sp not in state.revealed and state.board.spaces[sp].arg == tier
        ]
        opts = (["pile"] if state.piles.get(tier) else []) + down
        if opts:
            choose(
                state,
                seat,
                t,
                opts,
                f"take a random {tier} Pokémon: the pile or the board?",
                about="space",
            )
        return
    if t["choice"] == "pile":
        card = draw_pokemon(state, tier)
        if card is not None:
            gain(state, seat, card, "gets", hidden=True)
    else:
        take_from_board(state, seat, int(t["choice"]), "gets")


# -- §10 Aqua Operation --------------------------------------------------------------------------
@handler("aqua_operation")
def _aqua_operation(state: HexState, seat: int, eff: dict[str, Any], t: dict[str, Any]) -> None:
    """§10 Aqua Operation: every opponent discards an Item to a pile (a Poké Doll blocks that);
    then you take up to ``take`` Items from that pile and the Item deck together. The pile is
    face down; its taker looks at it (docs/rules/hex.md)."""
    state.flags["operation_pool"] = []
    state.flags["operation"] = "aqua"
    state.flags["operation_taker"] = seat
    tasks = [
        guarded(seat, o, {"t": "pool_item", "seat": o})
        for o in opponents(state, seat)
        if state.players[o].hand
    ]
    push(state, *tasks, {"t": "pool_take", "seat": seat, "left": int(eff["take"])})


@task("pool_item")
def _pool_item(state: HexState, t: dict[str, Any]) -> None:
    seat = int(t["seat"])
    hand = state.players[seat].hand
    if not hand:
        return
    if "choice" not in t:
        choose(state, seat, t, sorted(set(hand)), "discard which Item (Aqua Operation)?")
        return
    hand.remove(t["choice"])
    state.forget(f"hand {seat}", t["choice"])
    state.flags["operation_pool"].append(t["choice"])
    state.learn("operation pile", seat, t["choice"])
    state.say("discard", f"{state.name(seat)} discards an Item to the pile.", seat=seat)


@task("pool_take")
def _pool_take(state: HexState, t: dict[str, Any]) -> None:
    seat, left = int(t["seat"]), int(t["left"])
    pool: list[str] = state.flags["operation_pool"]
    if "choice" in t:
        pick = str(t["choice"])
        if pick == "done":
            left = 0
        elif pick == "deck":
            draw_items(state, seat, 1)
            left -= 1
        else:
            pool.remove(pick)
            state.forget("operation pile", pick)
            state.players[seat].hand.append(pick)
            state.say(
                "take",
                f"{state.name(seat)} takes an Item from the pile.",
                seat=seat,
                private={seat: {"item": pick}},
            )
            left -= 1
    if left > 0:
        opts = [*sorted(set(pool)), "deck", "done"]
        choose(
            state,
            seat,
            {"t": "pool_take", "seat": seat, "left": left},
            opts,
            f"take an Item ({left} left): from the pile, the deck, or stop",
        )
        return
    state.discards["items"].extend(pool)
    state.forget("operation pile")
    for key in ("operation_pool", "operation", "operation_taker"):
        state.flags.pop(key, None)


# -- §10 Magma Operation -------------------------------------------------------------------------
@handler("magma_operation")
def _magma_operation(state: HexState, seat: int, eff: dict[str, Any], t: dict[str, Any]) -> None:
    """§10 Magma Operation: every opponent discards the Trainer card to a pile (a Poké Doll
    blocks that) and draws another; you may swap yours for one of the pile."""
    state.flags["operation_pool"] = []
    state.flags["operation"] = "magma"
    tasks = [guarded(seat, o, {"t": "pool_trainer", "seat": o}) for o in opponents(state, seat)]
    push(state, *tasks, {"t": "pool_swap_trainer", "seat": seat})


@task("pool_trainer")
def _pool_trainer(state: HexState, t: dict[str, Any]) -> None:
    seat = int(t["seat"])
    new = draw(state, "trainers")
    if new is None:
        return
    p = state.players[seat]
    state.flags["operation_pool"].append(p.trainer)
    p.trainer = new
    state.say(
        "trainer",
        f"{state.name(seat)} is now {state.content.trainers[new].name}.",
        seat=seat,
        trainer=new,
        reveals=("the top card of the Trainer deck",),
    )


@task("pool_swap_trainer")
def _pool_swap_trainer(state: HexState, t: dict[str, Any]) -> None:
    seat = int(t["seat"])
    pool: list[str] = state.flags["operation_pool"]
    if pool and "choice" not in t:
        choose(state, seat, t, ["keep", *sorted(pool)], "swap your Trainer card for one?")
        return
    if t.get("choice", "keep") != "keep":
        p = state.players[seat]
        pool.remove(t["choice"])
        pool.append(p.trainer)
        p.trainer = t["choice"]
        state.say(
            "trainer",
            f"{state.name(seat)} is now {state.content.trainers[p.trainer].name}.",
            seat=seat,
            trainer=p.trainer,
        )
    state.discards["trainers"].extend(pool)
    state.flags.pop("operation_pool")
    state.flags.pop("operation", None)


# -- §10 Rocket Operation ------------------------------------------------------------------------
@handler("rocket_operation")
def _rocket_operation(state: HexState, seat: int, eff: dict[str, Any], t: dict[str, Any]) -> None:
    """§10 Rocket Operation: steal two Items from one opponent or one from each of two (a Poké
    Doll blocks it)."""
    n = int(eff["count"])
    if "choice" not in t:
        opp = [o for o in opponents(state, seat) if state.players[o].hand]
        opts = [str(o) for o in opp] + [f"{a}+{b}" for a in opp for b in opp if a < b]
        if opts:
            choose(
                state,
                seat,
                t,
                opts,
                f"steal {n} Items from one opponent, or 1 from two",
                about="seat",
            )
        return
    targets = [int(x) for x in str(t["choice"]).split("+")]
    each = n if len(targets) == 1 else 1
    push(
        state,
        *(
            guarded(seat, o, {"t": "steal", "thief": seat, "victim": o, "count": each})
            for o in targets
        ),
    )


# -- §10 Bill's Machine --------------------------------------------------------------------------
@handler("bills_machine")
def _bills_machine(state: HexState, seat: int, eff: dict[str, Any], t: dict[str, Any]) -> None:
    """§10 Bill's Machine: reveal a Pink, a Green, a Blue and a Red Pokémon of the board (you
    choose which), then try to capture two of those four."""
    picked: list[int] = list(t.get("picked", []))
    colours: list[str] = list(t.get("colours", BILL_COLOURS))
    shown: list[int] = list(t.get("shown", []))
    if "choice" in t and colours:  # a space chosen for the first colour left
        space = int(t["choice"])
        picked.append(space)
        colours.pop(0)
        if space not in state.revealed:
            reveal(state, space)
            shown.append(space)
    while colours:
        tier = colours[0]
        opts = [
            str(k)
            for k in sorted(int(x) for x in state.slots)
            if state.board.spaces[k].arg == tier and k not in picked
        ]
        if opts:
            nxt = {"t": t["t"], "seat": seat, "effect": eff, "picked": picked,
                   "colours": colours, "shown": shown}  # fmt: skip
            choose(state, seat, nxt, opts, f"reveal which {tier} Pokémon?", about="space")
            return
        colours.pop(0)
    push(
        state,
        # §8 Repel may answer the Pokémon this revealed (one window for the four)
        {"t": "repel_window", "seat": seat, "spaces": shown},
        {"t": "bill_capture", "seat": seat, "spaces": picked, "tries": int(eff["tries"])},
    )


@task("bill_capture")
def _bill_capture(state: HexState, t: dict[str, Any]) -> None:
    seat, tries = int(t["seat"]), int(t["tries"])
    spaces = [s for s in t["spaces"] if state.card_at(int(s)) is not None]
    if tries <= 0 or not spaces:
        return
    if "choice" not in t:
        balls = balls_in_hand(state, seat)
        opts = [f"{s}" for s in spaces] + [f"{s}@{b}" for s in spaces for b in balls] + ["none"]
        choose(
            state,
            seat,
            t,
            opts,
            f"try to capture which Pokémon ({tries} tries left)?",
            about="space",
        )
        return
    if t["choice"] == "none":
        return
    space, _, ball = str(t["choice"]).partition("@")
    rest = [s for s in spaces if s != int(space)]
    push(state, {"t": "bill_capture", "seat": seat, "spaces": rest, "tries": tries - 1})
    attempt_on_board(state, seat, int(space), ball or None)


# -- §10 Boosted PokéNav -------------------------------------------------------------------------
@handler("boosted_pokenav")
def _boosted_pokenav(state: HexState, seat: int, eff: dict[str, Any], t: dict[str, Any]) -> None:
    """§10 Boosted PokéNav: draw Trainer cards and keep one (only one stays active), then make
    an opponent discard theirs (and draw another; a Poké Doll blocks it)."""
    p = state.players[seat]
    if "cards" not in t:
        drawn = [c for c in (draw(state, "trainers") for _ in range(int(eff["draw"]))) if c]
        t = {**t, "cards": drawn}
    if "kept" not in t:
        if "choice" not in t:
            choose(state, seat, t, sorted({p.trainer, *t["cards"]}), "keep which Trainer card?")
            return
        keep = str(t["choice"])
        for c in [p.trainer, *t["cards"]]:
            if c != keep:
                state.discards["trainers"].append(c)
        if keep != p.trainer:
            p.trainer = keep
            state.say(
                "trainer",
                f"{state.name(seat)} is now {state.content.trainers[keep].name}.",
                seat=seat,
                trainer=keep,
            )
        t = {k: v for k, v in t.items() if k != "choice"} | {"kept": keep}
    if "choice" not in t:
        choose(
            state,
            seat,
            t,
            [str(o) for o in opponents(state, seat)],
            "who discards their Trainer card?",
            about="seat",
        )
        return
    target = int(t["choice"])
    push(state, guarded(seat, target, {"t": "swap_trainer_card", "seat": target}))


# -- §10 Mr. Briney's Boat -----------------------------------------------------------------------
@handler("briney")
def _briney(state: HexState, seat: int, eff: dict[str, Any], t: dict[str, Any]) -> None:
    """§10 Mr. Briney's Boat: until your next turn you may add or subtract 1 to the movement
    roll of every player on your hexagon (:func:`.movement.briney_then_move`)."""
    state.continuous.append(
        {"kind": "briney", "name": "Mr. Briney's Boat", "owner": seat, "rounds": None}
    )
