"""The state of a Legends of Sinnoh battle: both sides, whose decision it is, the RNG."""

from __future__ import annotations

import math
from typing import TYPE_CHECKING, Any

from pokeforge.core.events import Event
from pokeforge.core.hidden import Secrets
from pokeforge.core.outcome import Outcome, seat_name
from pokeforge.core.prompt import Prompt
from pokeforge.core.rng import Rng
from pokeforge.core.state import State

from .actions import Action
from .content import Card, Content
from .params import SinnohParams
from .pieces import Mon, Side
from .rules import battle, legal, trials
from .rules import perks as pk
from .rules.armour import shield
from .rules.status import cure

if TYPE_CHECKING:
    from .game import SinnohGame
    from .rules.context import Ctx

#: how many dice of ``k`` faces one 64-bit draw may decide (``k**n`` at most 2³⁴)
_BATCH = {k: max(1, int(34 / math.log2(k))) if k > 1 else 64 for k in range(1, 65)}
_SEAT0 = (0,)
_SEAT1 = (1,)
STATUS_DIE = ("confused", "paralysed", "poisoned", "burned", "frozen", "drowsy")


class SinnohState(State[Action]):
    """One battle. ``sides[0]`` is seat 0 (who initiated the battle); ``sides[1]`` is seat 1 or
    the wild Pokémon. ``phase`` is the decision now awaited from side ``actor``."""

    def __init__(
        self, game: SinnohGame, params: SinnohParams, rng: Rng, sides: list[Side], num_seats: int
    ) -> None:
        super().__init__(game, num_seats, rng)
        self.params: SinnohParams = params
        self.content: Content = game.content
        self.sides = sides
        self.faces: tuple[int, ...] = params.faces()
        self.phase = "send"
        self.actor = 0
        self.queue: list[list[Any]] = []  # decisions waiting after the current one: [side, phase]
        self.turn = 0  # number of attacks made
        self.quiet = 0  # attacks since the last faint (exhaustion clause)
        self.initiator = 0
        self.last_roll: dict[str, Any] | None = None
        self.log: list[str] = []
        self.rewards: dict[str, Any] = {}
        self.metronome_deck: tuple[str, ...] = ()
        self.turns = 0  # turns begun so far (a turn ends; or initiative is rechecked)
        self.prism = [0, 0]  # Prism Armour tokens of each side
        self.prism_used = [0, 0]  # damage Prism Armour has already removed in turn prism_turn
        self.prism_turn = 0
        # the campaign board's Prism Armour areas (ultra_burst, ultra_beast tokens)
        self.prism_board: tuple[int, int] = (0, 0)
        self.trial: dict[str, Any] | None = None  # a Lake Guardian's trial (rules.trials)
        self.teach_left: list[list[str]] = []  # moves of defeated wild Pokémon still to teach
        # trainer cards (rules.perks): each side's battle effects, those acting on both sides,
        # the Weather's type; rebuilt from the sides and params, never changed during a battle
        self.perks: tuple[pk.Perks | None, pk.Perks | None] = (None, None)
        self.field: pk.Perks | None = None
        self.weather = ""
        # an attack waiting for a decision between its roll and its damage (rules.battle)
        self.pending: dict[str, Any] | None = None
        # the battle's result while decisions after the battle are still to be made
        self.ending: list[Any] | None = None
        self.after: list[list[Any]] = []  # those decisions: [side, kind, data]
        self.entry: tuple[tuple[str, ...], ...] = ()  # each party's card states at the start
        self.any_perks = False  # some trainer card, Change of Fate or Breach card is in play
        self.site = ""  # where a wild battle takes place (capture accuracy of trainer cards)
        # Change of Fate cards played: initiative for the next check only (Devious Ambush), and
        # each side's moves without effects (Cosmic Void: "", "next_attack", "until_switch")
        self.init_boost: tuple[int, int] = (0, 0)
        self.voids: list[str] = ["", ""]
        # what people call the trainers of sides 0 and 1 (a journey's battle between Player 3
        # and Player 5); empty: Player 1 and Player 2
        self.names: tuple[str, ...] = ()
        # an Alluring Stew's effect left for side 0's next roll with a status symbol (a journey)
        self.allure = 0

    def setup_perks(self) -> None:
        """Compile the sides' trainer cards (rules.perks) and the Weather."""
        content = self.content
        s0, s1 = self.sides
        p = self.params
        if not (s0.trainer or s1.trainer or s0.hand or s1.hand or p.weather or p.site) and not (
            content.breach_in_play or any(self.voids) or any(self.init_boost)
        ):
            self.site = "distortion_gate" if s1.kind == "swarm" else "apricorn_tree"
            return  # nothing of the kind in this battle
        self.perks = (pk.build(content, self.sides[0]), pk.build(content, self.sides[1]))
        weather = self.params.weather
        if not weather:
            for i in (0, 1):
                if pk.has(self, i, "weather_strength") and self.sides[i].party:
                    # a Parasol Lady's Weather Wheel without a chosen Weather: the type of her
                    # first Pokémon's signature move (documented decision)
                    first = self.sides[i].party[0]
                    weather = content.moves[content.cards[first.card].move].type
                    break
        self.weather = weather
        self.field = pk.build_field(content, self.perks, weather)
        self.site = p.site or (
            "distortion_gate" if self.sides[1].kind == "swarm" else "apricorn_tree"
        )
        self.any_perks = (
            bool(self.perks[0] or self.perks[1] or self.field or any(s.hand for s in self.sides))
            or any(self.voids)
            or any(self.init_boost)
        )

    # -- Change of Fate effects -------------------------------------------------------------------
    def voided(self, side: int) -> bool:
        """Whether the side's moves have lost their effects (Cosmic Void)."""
        return bool(self.voids[side])

    def used_void(self, side: int) -> None:
        """A side attacked: a void lasting for its next attack ends."""
        if self.voids[side] == "next_attack":
            self.voids = [v if i != side else "" for i, v in enumerate(self.voids)]

    def end_void(self, side: int, switched: bool = True) -> None:
        """The side's Pokémon left the arena: a void lasting until it switches out ends."""
        if self.voids[side] == "until_switch" and switched:
            self.voids = [v if i != side else "" for i, v in enumerate(self.voids)]

    def side_of(self, mon: Mon) -> int:
        return 0 if any(m is mon for m in self.sides[0].party) else 1

    # -- seats -----------------------------------------------------------------------------------
    def seat_of(self, side: int) -> int | None:
        """The seat that plays ``side``: ``None`` for a side decided automatically (the wild
        side; Team Galactic with a single player)."""
        if side == 1 and self.num_seats == 1:
            return None
        return side

    def side_name(self, side: int) -> str:
        """Who plays ``side``, as people read it: ``Player 1`` for a seat, else the automatic
        opponent (``Team Galactic``, ``the wild Snorlax``, ``the swarm``)."""
        seat = self.seat_of(side)
        if seat is not None:
            return self.names[side] if self.names else seat_name(seat)
        s = self.sides[side]
        if s.kind == "galactic":
            return "Team Galactic"
        if s.kind == "swarm":
            return "the swarm"
        mon = s.mon if s.mon is not None else (s.party[0] if s.party else None)
        return "the wild Pokémon" if mon is None else f"the wild {self.name(mon)}"

    def to_act(self) -> tuple[int, ...]:
        if self.outcome is not None:
            return ()
        if self.actor == 0:
            return _SEAT0
        return _SEAT1 if self.num_seats == 2 else ()

    def prompt(self, seat: int) -> Prompt:
        return legal.prompt(self, seat)

    def _legal_actions(self, seat: int) -> list[Action]:
        return legal.actions(self, seat)

    def explain_illegal(self, seat: int, action: Any) -> str:
        """Why ``action`` is refused: a pending Change of Fate card says why it is never played."""
        if isinstance(action, Action) and action.verb == "fate":
            card = self.content.fate.get(action.option)
            if card is not None and card.pending:
                why = f"its effect is not known ({card.pending})"
                return f"{action}: {card.name} cannot be played, {why}"
        return super().explain_illegal(seat, action)

    def _apply(self, seat: int, action: Action) -> list[Event]:
        events: list[Event] = []
        battle.act(self, seat, action, events)
        battle.advance(self, events)
        return events

    # -- helpers used by rules and effects -------------------------------------------------------
    def card(self, mon: Mon) -> Card:
        return self.content.cards[mon.card]

    def name(self, mon: Mon) -> str:
        return self.content.cards[mon.card].name

    def move_names(self, mon: Mon) -> list[str]:
        """The moves ``mon`` knows: its card's signature move, then taught moves, then the
        tactics that are moves (Alpha Strike, Plan B)."""
        sig = self.content.cards[mon.card].move
        if not mon.moves and not mon.tactics:
            return [sig]
        names = [sig, *(m for m in mon.moves if m != sig)]
        if mon.tactics:
            abilities = self.content.tactics.abilities
            names.extend(t for t in mon.tactics if t not in abilities)
        return names

    def initiative(self, side: int) -> int:
        """Initiative of the side's active Pokémon: card value, Swiftness Sash +2, Paralysed −3,
        trainer-card bonuses."""
        mon = self.sides[side].mon
        if mon is None:
            return 0
        card = self.content.cards[mon.card]
        value = card.initiative
        if mon.item is not None:
            items = self.content.items
            for item in mon.held():
                value += int(items[item].effects.get("initiative", 0))
        if "paralysed" in mon.statuses:
            value -= 3
        if self.perks[side] is not None:
            value += pk.stat_bonus(self, side, mon, card, "initiative")
        return value

    def item_effect(self, mon: Mon, key: str) -> Any:
        """The value of ``key`` among the effects of ``mon``'s held items (the first that has
        it), or ``None``."""
        if mon.item is None:
            return None
        items = self.content.items
        value = items[mon.item].effects.get(key)
        if value is None and mon.item2 is not None:
            value = items[mon.item2].effects.get(key)
        return value

    def item_strength(self, mon: Mon, card: Card, mtype: str) -> int:
        """Attack strength from held items (ARTIFACTS, Heart of Sinnoh, Choice Band, Swiftness
        Sash)."""
        if mon.item is None:
            return 0
        bonus = 0
        for item in mon.held():
            eff = self.content.items[item].effects
            if "strength_types" in eff:
                if mtype in eff["strength_types"]:
                    bonus += int(eff["strength"])
            elif "strength" in eff:
                bonus += int(eff["strength"])
            if eff.get("same_type_strength") and mtype in card.types:
                bonus += int(eff["same_type_strength"])
        return bonus

    def trial_immune(self, side: int) -> bool:
        """Whether a Lake Guardian's trial still makes ``side``'s Pokémon immune to capture
        attempts and damage (LAKE CAVERNS)."""
        return self.trial is not None and trials.immune(self, side)

    def status_die(self) -> str:
        """Roll the status die: one face per status (documented decision)."""
        return self.rng.choice(STATUS_DIE)

    def roll(self, n: int) -> list[int]:
        """Roll ``n`` attack dice; returns the counts of status symbols, hits and criticals.

        The dice are drawn together: one uniform number below ``k**n`` (``k`` faces) whose ``n``
        base-``k`` digits are the faces, which is the same distribution as ``n`` separate draws
        (up to a bias below 2⁻³⁰ from the 64-bit generator). Scripted values (tests) are still
        read one die at a time."""
        counts = [0, 0, 0]
        faces = self.faces
        k = len(faces)
        rng = self.rng
        if rng.scripted_left:
            below = rng.below
            for _ in range(n):
                counts[faces[below(k)]] += 1
            return counts
        left = n
        while left > 0:
            chunk = min(left, _BATCH.get(k, 1))
            x = rng.below(k**chunk)
            for _ in range(chunk):
                x, face = divmod(x, k)
                counts[faces[face]] += 1
            left -= chunk
        return counts

    def metronome_move(self) -> str:
        """Shuffle the Evolution Pokémon deck and take the top card's move."""
        return self.content.cards[self.rng.choice(self.metronome_deck)].move

    def hurt(self, mon: Mon, amount: int, side: int) -> None:
        """Direct damage to a benched Pokémon (splash damage). It faints at once if that reaches
        its health (a Fallen Star fully restores it instead)."""
        if amount > 0 and not mon.fainted:
            mon.damage += amount
            mon.taken += amount
            if mon.damage >= mon.max_health:
                star = self.revive_item(mon)
                if star is not None:
                    mon.drop(star)
                    self.fully_restore(mon)
                else:
                    mon.fainted = True
                    mon.statuses = []
                    mon.fresh_para = False
                    self.sides[side].lost += 1

    def revive_item(self, mon: Mon) -> str | None:
        """The Fallen Star ``mon`` holds, if any."""
        if mon.item is None:
            return None
        items = self.content.items
        return next((i for i in mon.held() if items[i].effects.get("revive")), None)

    def set_card(self, side: int, card_id: str, notes: list[str]) -> None:
        mon = self.sides[side].mon
        if mon is None:
            return
        self.set_mon_card(side, mon, card_id, notes)

    def set_mon_card(self, side: int, mon: Mon, card_id: str, notes: list[str]) -> None:
        """Change ``mon``'s card state (its form); health follows the card (and the trainer
        card's health bonuses for the new form)."""
        if card_id == mon.card or card_id not in self.content.cards:
            return
        new = self.content.cards[card_id]
        old = self.content.cards[mon.card]
        if new.group != old.group:
            return
        mon.max_health += new.health - old.health
        if self.perks[side] is not None:
            mon.max_health += pk.health_bonus(self, side, mon, new) - pk.health_bonus(
                self, side, mon, old
            )
        mon.card = card_id
        notes.append(f"changed to {new.form or new.name}")

    def change_form(self, side: int, form: str, notes: list[str]) -> None:
        """Form change by a move (POKÉMON FORMS): ignored if the card has no such form or the
        Pokémon may not change form (Imprison)."""
        mon = self.sides[side].mon
        if mon is None or mon.form_locked:
            return
        target = self.content.form_named(self.content.cards[mon.card], form)
        if target is not None:
            self.set_card(side, target.id, notes)

    def apply_attack(self, ctx: Ctx) -> None:
        """Apply the attack's damage and healing together (FAQ: order of damage/healing). The
        attacker's own damage (recoil, fatigue, retaliation) meets its Prism Armour or trial."""
        user, target = ctx.user, ctx.target
        heal = 0 if "poisoned" in user.statuses else ctx.heal_user
        if heal and self.perks[ctx.a] is not None:
            heal = pk.heal_bonus(self, ctx.a, heal)
        if ctx.dmg_user > 0 and (self.trial is not None or self.prism[ctx.a]):
            ctx.dmg_user = shield(self, ctx.a, ctx.dmg_user)
        user.damage = max(0, user.damage + ctx.dmg_user - heal)
        user.taken += ctx.dmg_user
        before = target.damage
        target.damage += ctx.dmg_target
        target.taken += ctx.dmg_target
        if ctx.finish_low is not None and target.health_left <= ctx.finish_low:
            target.damage = max(target.damage, target.max_health)
        if target.damage >= target.max_health:
            if ctx.overflow:
                ctx.foe.overflow = target.damage - target.max_health
            lucky = (
                before == 0 and target.item is not None and self.item_effect(target, "lucky_egg")
            )
            if (ctx.final_move or lucky) and not target.doomed:
                target.doomed = True

    def fully_restore(self, mon: Mon) -> None:
        mon.damage = 0
        cure(mon)

    # -- contract --------------------------------------------------------------------------------
    def clone(self) -> SinnohState:
        cls = type(self)  # a subclass (a test's broken variant) stays itself
        c = cls.__new__(cls)
        c.__dict__.update(self.__dict__)
        c.rng = self.rng.copy()
        c.sides = [s.copy() for s in self.sides]
        c.queue = [list(q) for q in self.queue]
        if self.after:
            c.after = [list(a) for a in self.after]
        # log, rewards, teach_left, trial, prism_used, pending and ending are replaced, never
        # changed in place, so the copy may share them
        c._legal_cache = None
        return c

    def secrets(self) -> Secrets:
        """Each trainer's Change of Fate hand and the rest of the Change of Fate deck (see
        :func:`.fate.secrets`); the dice's future is the RNG (the Evolution deck Metronome draws
        from is shuffled at each draw, so its order is the dice's too)."""
        from .fate import secrets

        return secrets(self)

    def _determinized(self, seat: int) -> None:
        """What the zones cannot say: the order of a hand ``seat`` does not see means nothing
        (sorted, so that it cannot tell where a known card lay), and the battle's parameters, which
        name the starting hands, name none in the copy (the hands are in the sides)."""
        for i, s in enumerate(self.sides):
            if s.hand and self.seat_of(i) != seat:
                s.hand.sort()
        params = self.params
        if params.fate0 or params.fate1:
            self.params = params.model_copy(update={"fate0": "", "fate1": ""})

    def view(self, seat: int | None) -> dict[str, Any]:
        from .view import battle_view

        return battle_view(self, seat)

    def to_json(self) -> dict[str, Any]:
        return {
            "params": self.params.dump(),
            "rng": self.rng.to_json(),
            "num_seats": self.num_seats,
            "sides": [s.to_json() for s in self.sides],
            "outcome": None if self.outcome is None else self.outcome.to_json(),
            "phase": self.phase,
            "actor": self.actor,
            "queue": [list(q) for q in self.queue],
            "turn": self.turn,
            "quiet": self.quiet,
            "initiator": self.initiator,
            "last_roll": self.last_roll,
            "log": list(self.log),
            "rewards": dict(self.rewards),
            "metronome_deck": list(self.metronome_deck),
            "turns": self.turns,
            "prism": list(self.prism),
            "prism_used": list(self.prism_used),
            "prism_turn": self.prism_turn,
            "trial": None if self.trial is None else dict(self.trial),
            "teach_left": [list(t) for t in self.teach_left],
            "pending": None if self.pending is None else dict(self.pending),
            "ending": None if self.ending is None else list(self.ending),
            "after": [list(a) for a in self.after],
            "entry": [list(e) for e in self.entry],
            "init_boost": list(self.init_boost),
            "prism_board": list(self.prism_board),
            "voids": list(self.voids),
            # written only when set, so that the records of standalone battles keep their digests
            **({"names": list(self.names)} if self.names else {}),
            **({"allure": self.allure} if self.allure else {}),
        }

    @classmethod
    def from_json(cls, game: SinnohGame, data: dict[str, Any]) -> SinnohState:
        params = SinnohParams.model_validate(data["params"])
        st = cls(
            game,
            params,
            Rng.from_json(data["rng"]),
            [Side.from_json(s) for s in data["sides"]],
            int(data["num_seats"]),
        )
        out = data.get("outcome")
        st.outcome = None if out is None else Outcome.from_json(out)
        st.phase = data["phase"]
        st.actor = data["actor"]
        st.queue = [list(q) for q in data["queue"]]
        st.turn = data["turn"]
        st.quiet = data["quiet"]
        st.initiator = data["initiator"]
        st.last_roll = data["last_roll"]
        st.log = list(data["log"])
        st.rewards = dict(data["rewards"])
        st.metronome_deck = tuple(data["metronome_deck"])
        st.turns = int(data["turns"])
        st.prism = [int(x) for x in data["prism"]]
        st.prism_used = [int(x) for x in data["prism_used"]]
        st.prism_turn = int(data["prism_turn"])
        st.trial = None if data["trial"] is None else dict(data["trial"])
        st.teach_left = [list(t) for t in data["teach_left"]]
        st.pending = None if data.get("pending") is None else dict(data["pending"])
        st.ending = None if data.get("ending") is None else list(data["ending"])
        st.after = [list(a) for a in data.get("after", [])]
        st.entry = tuple(tuple(e) for e in data.get("entry", []))
        boost = data.get("init_boost", [0, 0])
        st.init_boost = (int(boost[0]), int(boost[1]))
        st.voids = [str(v) for v in data.get("voids", ["", ""])]
        board = data.get("prism_board", [0, 0])
        st.prism_board = (int(board[0]), int(board[1]))
        st.names = tuple(str(n) for n in data.get("names", ()))
        st.allure = int(data.get("allure", 0))
        st.setup_perks()
        return st
