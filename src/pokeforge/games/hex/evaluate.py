"""How good a HEX position is for a seat: the heuristic the greedy agent maximises (not a rule).

The value is built from the rulebook's route to victory (§6 badges, §7 Indigo Plateau and
League), each step discounted by the turns it is still away:

* 100 per badge, 150 per League win (Head-to-Head wins, Elite Trainers kept);
* the **next badge**: for every Gym Leader not beaten yet, 100 × the exact chance of beating it
  with the best obeying Pokémon (two for a dual Leader) and the best power Item in hand (a Potion
  gives a second try) × ``GAMMA`` per turn needed to get there (the magnet train to a visited
  city costs one turn); the best Leader counts;
* with six badges, the **League**: 100 × ``GAMMA`` per turn still needed to stop on "Start the
  League" with a full lap (the plateau, the lap, then the exact roll);
* the team for League battles (its three strongest obeying Pokémon), Items, extra and skipped
  turns;
* what a pending decision of the seat promises: a capture offer is worth the chance of the catch
  × what the Pokémon adds; a rolled move is worth its best landing (a face-down Pokémon counts as
  a typical card of its colour); a gym battle under way is worth its chance of a badge.

Nothing hidden is read: face-down Pokémon and other hands are not looked at.
"""

from __future__ import annotations

import math
from functools import lru_cache
from typing import TYPE_CHECKING, Any

from .actions import Action
from .board import Board, road_distance
from .content import Card, Content, Leader
from .rules.capture import capture_range, succeeds
from .rules.decks import hand_limit
from .rules.power import OBEY_BADGES, item_kind, trainer_bonus

if TYPE_CHECKING:
    from .state import HexState

GAMMA = 0.8  #: a step of the route one turn later is worth this much
MEAN_MOVE = 3.5  #: spaces walked per turn on average (a d6)
BADGE = 100.0
LEAGUE_WIN = 150.0
LEAGUE_START = 100.0  #: stopping on "Start the League" with a full lap
TURN = 12.0  #: an extra turn (Bicycle, Mr. Briney) or a skipped one
EVENT = 4.0  #: landing on a '!' space
TEAM_BEFORE = 1.0  #: weight of the League team before six badges
TEAM_AFTER = 6.0  #: and after (the League battles are near)
LOCK_FIRST = 2  #: lap turns still needed beyond the walk (the exact roll on Start)
OFFER = 0.5  #: the chance given to an offered trade being accepted
DUEL_PRIZE = 20.0  #: a duel event's prize


def evaluate(state: HexState, seat: int) -> float:
    return _Eval(_settled(state, seat), seat).value()


def gym_chance(state: HexState, seat: int, leader: str) -> float:
    """``seat``'s exact chance of beating the Gym Leader ``leader`` now with its best obeying
    Pokémon and power Items (§6), from its own team and hand only."""
    e = _Eval(state, seat)
    return e.gym_chance(state.content.leaders[leader], e.obeying(e.values(e.p.team)))


#: how many answers :func:`_settled` gives at most (windows open windows: a reroll, a Doll)
_ANSWERS = 64


def _settled(state: HexState, seat: int) -> HexState:
    """What ``seat`` has decided, carried through the answers of others that would hold it
    back, each the answer that reads nothing hidden (``pass`` in a reaction window; once
    ``seat`` has set its battle Item, ``item none`` for the other side): a clone past them,
    so that a rolled move or a duel's dice count. The state itself when nothing waits."""
    if not _waiting(state, seat):
        return state
    s = state.clone()
    for _ in range(_ANSWERS):
        if not _waiting(s, seat):
            break
        other = s.to_act()[0]
        s.apply(other, _PASS if s.pending is not None and s.pending["kind"] == "react" else _NONE)
    return s


def _waiting(state: HexState, seat: int) -> bool:
    p = state.pending
    if state.outcome is not None or p is None:
        return False
    if p["kind"] == "react":
        return True
    c = state.commits
    return p["kind"] == "item" and c is not None and seat in c.choices and not c.complete


_PASS = Action("pass")
_NONE = Action("item", "none")


@lru_cache(maxsize=8)
def _typical(content: Content) -> dict[str, str]:
    """A typical card of each colour (the median power), standing for a face-down Pokémon."""
    out: dict[str, str] = {}
    for tier in ("pink", "green", "blue", "red", "yellow"):
        cards = sorted((c.power, c.id) for c in content.cards.values() if c.tier == tier)
        if cards:
            out[tier] = cards[len(cards) // 2][1]
    return out


class _Eval:
    __slots__ = ("board", "cards", "content", "hand_bonus", "p", "seat", "state")

    def __init__(self, state: HexState, seat: int) -> None:
        self.state = state
        self.seat = seat
        self.p = state.players[seat]
        self.board: Board = state.board
        self.content = state.content
        self.cards = state.content.cards
        self.hand_bonus = self._power_items()

    # -- pieces ---------------------------------------------------------------------------------
    def _power_items(self) -> tuple[list[int], dict[str, int], bool]:
        """The power Items in hand: untyped amounts (best first), best typed amount per type, and
        whether a Potion is held."""
        generic: list[int] = []
        typed: dict[str, int] = {}
        potion = False
        items = self.content.items
        for i in self.p.hand:
            eff = items[item_kind(i)].effect
            if eff["do"] == "power_bonus":
                if "type" in eff:
                    typed[eff["type"]] = max(typed.get(eff["type"], 0), int(eff["amount"]))
                else:
                    generic.append(int(eff["amount"]))
            elif eff["do"] == "potion":
                potion = True
        generic.sort(reverse=True)
        return generic, typed, potion

    def values(self, team: list[str]) -> dict[str, int]:
        """Battle value of each card of ``team``: power, set bonus (§4), locked +1, tokens,
        trainer bonus (§11)."""
        cards = self.cards
        stages: dict[str, set[int]] = {}
        for c in team:
            card = cards[c]
            stages.setdefault(card.family, set()).add(card.stage)
        p = self.p
        out: dict[str, int] = {}
        for c in team:
            card = cards[c]
            st = stages[card.family]
            v = card.power + p.bonus.get(c, 0)
            if len(st) >= 2 and card.stage == max(st):
                v += 2 if len(st) == 2 else 4
            if card.family in p.locked:
                v += 1
            out[c] = v + trainer_bonus(self.state, self.seat, card)
        return out

    def obeying(self, vals: dict[str, int]) -> list[tuple[str, int]]:
        n = len(self.p.badges)
        return [(c, v) for c, v in vals.items() if n >= OBEY_BADGES[self.cards[c].tier]]

    def _item_for(self, card: Card) -> int:
        generic, typed, _ = self.hand_bonus
        best = generic[0] if generic else 0
        for t in card.types:
            best = max(best, typed.get(t, 0))
        return best

    def gym_chance(self, leader: Leader, ready: list[tuple[str, int]]) -> float:
        """The chance to beat ``leader`` (§6: static power, +2 per type it beats, the player wins
        a draw) with the best of ``ready``."""
        cards = self.cards
        contrib: list[tuple[int, Card]] = []
        for c, v in ready:
            card = cards[c]
            hit = sum(1 for t in card.types if t in leader.strong_against)
            contrib.append((v + card.advantage(leader.types) - 2 * hit, card))
        if not contrib:
            return 0.0
        contrib.sort(key=lambda x: -x[0])
        team = contrib[:2] if leader.dual else contrib[:1]
        if leader.dual and len(team) < 2:
            return 0.0
        base = sum(x for x, _ in team)
        with_items = base + sum(self._item_for(card) for _, card in team)
        p = _faces(leader.power - with_items)
        if self.hand_bonus[2]:  # a Potion restarts a lost duel without the items
            p += (1.0 - p) * _faces(leader.power - base)
        return p

    def team_strength(self, vals: dict[str, int]) -> float:
        top = sorted((v for _, v in self.obeying(vals)), reverse=True)[:3]
        weight = TEAM_AFTER if len(self.p.badges) >= 6 or self.state.league else TEAM_BEFORE
        return weight * sum(top)

    # -- time ---------------------------------------------------------------------------------
    def fresh_turn(self) -> bool:
        """Whether the seat still has this turn's move or gym battle to play."""
        st = self.state
        if st.active != self.seat or st.pending is None or self.seat not in st.pending["seats"]:
            return False
        return bool(st.pending["kind"] in ("turn", "gym"))

    def turns_to(self, target: int, pos: int, fresh: bool) -> float:
        """Turns until the seat stands on the city ``target`` (0: it is there and may still act)."""
        if pos == target:
            return 0.0 if fresh else 1.0
        d = road_distance(self.board, target)[pos] / MEAN_MOVE
        travel = max(1.0, d)
        if target in self.p.visited:
            travel = min(travel, 1.0)
        return travel - 1.0 if fresh else travel

    def next_badge(
        self, ready: list[tuple[str, int]], pos: int, fresh: bool, skip: str = ""
    ) -> float:
        best = 0.0
        leaders = self.content.leaders
        can_fight = fresh and not self.state.flags.get("gym_done")
        for city in self.board.cities:
            lid = self.board.spaces[city].leader
            if not lid or lid in self.p.badges or lid == skip:
                continue
            p = self.gym_chance(leaders[lid], ready)
            t = self.turns_to(city, pos, can_fight)
            best = max(best, BADGE * p * _later(t))
        return best

    def league_route(self, pos: int, fresh: bool) -> float:
        """§7: the plateau (first stop), a full lap of the one-way loop, then "Start the League"."""
        b = self.board
        p = self.p
        lap = len(b.loop)
        start = _start_space(b)
        w = 0.0 if fresh else 1.0
        if not p.plateau_done:
            t = w + road_distance(b, b.plateau)[pos] / MEAN_MOVE
            if b.plateau in p.visited:
                t = min(t, w + 1.0)
            t += (lap + b.loop.index(start) + 1) / MEAN_MOVE + LOCK_FIRST
        elif pos in b.loop:
            ahead = (b.loop.index(start) - b.loop.index(pos)) % lap
            if ahead == 0 and self._lapped():
                ahead = lap
            missing = max(0, lap - p.league_steps)
            walk = ahead if missing <= ahead else ahead + lap * -(-(missing - ahead) // lap)
            t = w + walk / MEAN_MOVE + LOCK_FIRST
        else:  # away from the loop: back to the plateau (on foot or by train), then the lap
            back = road_distance(b, b.plateau)[pos] / MEAN_MOVE
            if pos != b.plateau and b.plateau in p.visited:
                back = min(back, 1.0)
            t = w + back + (b.loop.index(start) + 1 + lap) / MEAN_MOVE + LOCK_FIRST
        return LEAGUE_START * _later(t)

    def _lapped(self) -> bool:
        return self.p.league_steps >= len(self.board.loop)

    def route(self, vals: dict[str, int], pos: int, fresh: bool, skip: str = "") -> float:
        """The next step of the route from ``pos`` with this team (``skip``: a Leader counted as
        beaten)."""
        st = self.state
        if st.league is not None and st.league.get("phase") != "open":
            return BADGE + LEAGUE_START  # the League is under way: the route is done
        badges = len(self.p.badges) + (1 if skip else 0)
        if badges >= 6 or (st.league is not None and self.p.plateau_done):
            return BADGE + self.league_route(pos, fresh)
        return self.next_badge(self.obeying(vals), pos, fresh, skip)

    def card_gain(self, team: list[str], card: str, pos: int) -> float:
        """What ``card`` adds to the seat's route and team."""
        base = self.values(team)
        more = self.values([*team, card])
        before = self.route(base, pos, False) + self.team_strength(base)
        after = self.route(more, pos, False) + self.team_strength(more)
        return max(0.0, after - before) + 1.0

    def trade_gain(self, give: str, get: str) -> float:
        """What swapping ``give`` for ``get`` changes for the seat."""
        team = self.p.team
        if give not in team:
            return 0.0
        after = [get if c == give else c for c in team]
        pos = self.p.pos
        a, b = self.values(team), self.values(after)
        return (self.route(b, pos, False) + self.team_strength(b)) - (
            self.route(a, pos, False) + self.team_strength(a)
        )

    def capture_chance(self, card: str, weakened: bool) -> float:
        st = self.state
        k = capture_range(st, self.seat, card, weakened, None)
        two = st.content.trainers[self.p.trainer].ability("capture_two_dice") is not None
        faces = self.cards[card].capture
        hit = sum(1 for r in range(1, 7) if succeeds(faces, [r], k)) / 6.0
        return 1.0 - (1.0 - hit) ** 2 if two else hit

    # -- pending decisions --------------------------------------------------------------------
    def pending_bonus(self, vals: dict[str, int]) -> float:
        st = self.state
        pend = st.pending
        if pend is None:
            return 0.0
        kind = pend["kind"]
        if kind == "offer" and pend["offer"]["from"] == self.seat:
            offer = pend["offer"]  # an offer of ours waiting for an answer: half its worth
            return OFFER * self.trade_gain(offer["give"], offer["want"])
        if self.seat not in pend["seats"]:
            return 0.0
        if kind == "capture":
            space = int(pend["space"])
            card = st.card_at(space)
            if card is None:
                return 0.0
            gain = self.card_gain(self.p.team, card, self.p.pos)
            return self.capture_chance(card, space in st.weakened) * gain
        if kind == "pile_pick" and pend["task"]["capture"]:
            return max(
                self.capture_chance(c, False) * self.card_gain(self.p.team, c, self.p.pos)
                for c in pend["task"]["cards"]
            )
        if kind == "move":
            return self.best_landing(vals, int(pend["roll"]))
        return 0.0

    def best_landing(self, vals: dict[str, int], roll: int) -> float:
        """The best of the spaces the rolled move reaches, compared with staying put."""
        here = self.route(vals, self.p.pos, False)
        found = self.landings(vals, roll)
        return (max(found.values()) - here) if found else 0.0

    def landings(self, vals: dict[str, int], roll: int) -> dict[int, float]:
        """What each space the rolled move reaches is worth: the route from there, a Pokémon's
        capture (a face-down one counted as the typical card of its colour), an Event."""
        from .rules.movement import destinations

        st = self.state
        out: dict[int, float] = {}
        typical = _typical(self.content)
        for dest in destinations(st, self.seat, {roll}):
            sp = self.board.spaces[dest]
            v = self.route(vals, dest, sp.kind == "city" and not st.flags.get("gym_done"))
            if sp.kind == "pokemon":
                card = st.card_at(dest)
                if card is not None:
                    shown = card if dest in st.revealed else typical.get(sp.arg)
                    if shown is not None:
                        weak = dest in st.weakened
                        v += self.capture_chance(shown, weak) * self.card_gain(
                            self.p.team, shown, dest
                        )
            elif sp.kind in ("event", "super_event", "league_events2"):
                v += EVENT * (3 if sp.kind == "super_event" else 1)
            out[dest] = v
        return out

    def battle_bonus(self, vals: dict[str, int]) -> float:
        """A battle under way. A gym battle is worth its chance of the badge (then the route
        without that Leader) plus, if lost, the route as it is; a League, Elite or duel battle is
        worth its prize times the chance of winning it from here."""
        b = self.state.battle
        if b is None:
            return 0.0
        mine = next((s for s in b["sides"] if s["seat"] == self.seat), None)
        if mine is None:
            return 0.0
        commits = self.state.commits
        chosen = commits.choices.get(self.seat, []) if commits and b["stage"] == "send" else []
        sent = mine["active"] or chosen
        sent = [c for c in sent if c in vals]
        if b["kind"] == "gym":
            lid = b["sides"][1]["leader"]
            ready = [(c, vals[c]) for c in sent] if sent else self.obeying(vals)
            p = self.gym_chance(self.content.leaders[lid], ready)
            pos = self.p.pos
            win = BADGE + self.route(vals, pos, False, skip=lid)
            return p * win + (1.0 - p) * self.route(vals, pos, False)
        other = next(s for s in b["sides"] if s is not mine)
        q = self.duel_chance(b, vals, sent, other)
        lives = b["limit"] + b["extra"]
        mine_left = max(1, lives - len(mine["lost"]))
        if "elite" in other:
            theirs_left = max(1, 2 - len(other["lost"]))
        else:
            theirs_left = max(1, lives - len(other["lost"]))
        prize = DUEL_PRIZE if b["kind"] == "duel" else LEAGUE_WIN
        return prize * _series(q, mine_left, theirs_left)

    def duel_chance(
        self, b: dict[str, Any], vals: dict[str, int], sent: list[str], other: dict[str, Any]
    ) -> float:
        """The chance of winning the next duel: our Pokémon (the one sent, or the best) against
        theirs (the Elite Trainer's next, or the opponent's strongest obeying Pokémon)."""
        cards = self.cards
        mine = sent or [c for c, _ in sorted(self.obeying(vals), key=lambda x: -x[1])[:1]]
        if not mine:
            return 0.0
        if "elite" in other:
            team = self.content.elite[other["elite"]].pokemon
            left = [c for c in team if c not in other["lost"]] or list(team)
            theirs_id, theirs_val, elite = left[0], cards[left[0]].power, True
        else:
            if other["seat"] is None:
                return 0.5
            opp = int(other["seat"])
            seen = [c for c in other["active"] if c in cards]
            if seen:
                theirs_id = seen[0]
            else:
                pool = [
                    c
                    for c in self.state.players[opp].team
                    if c not in other["lost"]
                    and len(self.state.players[opp].badges) >= OBEY_BADGES[cards[c].tier]
                ]
                if not pool:
                    return 1.0
                theirs_id = max(pool, key=lambda c: cards[c].power)
            theirs_val, elite = cards[theirs_id].power, False
        card, them = cards[mine[0]], cards[theirs_id]
        mods = b["mods"]
        edge = vals.get(mine[0], card.power) + card.advantage(them.types) + self._item_for(card)
        edge -= theirs_val + them.advantage(card.types)
        for c, sign in ((card, 1), (them, -1)):
            edge += sign * (any(t in mods["plus"] for t in c.types))
            edge -= sign * (any(t in mods["minus"] for t in c.types))
        return _beat(edge, self.content.elite[other["elite"]].bonus if elite else (0,))

    # -- total --------------------------------------------------------------------------------
    def value(self) -> float:
        st = self.state
        if st.outcome is not None:
            if self.seat in st.outcome.winners:
                return 1e6
            return 0.0 if st.outcome.is_draw else -1e6
        p = self.p
        vals = self.values(p.team)
        v = BADGE * min(len(p.badges), 6) + LEAGUE_WIN * p.wins
        v += self.team_strength(vals)
        v += 2.0 * min(len(p.hand), hand_limit(st, self.seat))
        v += TURN * (p.extra_turns - p.skip)
        if st.battle is not None and any(s["seat"] == self.seat for s in st.battle["sides"]):
            gym = st.battle["kind"] == "gym"
            v += self.battle_bonus(vals)
            if gym:
                return v
        v += self.route(vals, p.pos, self.fresh_turn())
        v += self.pending_bonus(vals)
        return v


def _later(turns: float) -> float:
    """``GAMMA`` to the power ``turns``."""
    return math.exp(turns * _LOG_GAMMA)


_LOG_GAMMA = math.log(GAMMA)


@lru_cache(maxsize=4096)
def _beat(edge: int, bonus: tuple[int, ...]) -> float:
    """The chance that ``edge`` + our d6 beats their d6 + a bonus roll read on ``bonus``
    (a draw counts half: both Pokémon fall)."""
    win = draw = 0
    n = 0
    for mine in range(1, 7):
        for theirs in range(1, 7):
            for extra in bonus:
                n += 1
                d = edge + mine - theirs - extra
                win += d > 0
                draw += d == 0
    return (win + 0.5 * draw) / n


@lru_cache(maxsize=1024)
def _series(q: float, mine: int, theirs: int) -> float:
    """The chance of knocking out ``theirs`` Pokémon before losing ``mine``, each duel won
    with chance ``q``."""
    if theirs <= 0:
        return 1.0
    if mine <= 0:
        return 0.0
    return q * _series(q, mine, theirs - 1) + (1.0 - q) * _series(q, mine - 1, theirs)


def _faces(need: int) -> float:
    """The chance a d6 shows at least ``need``."""
    return min(6, max(0, 7 - need)) / 6.0


@lru_cache(maxsize=64)
def _start_space(board: Board) -> int:
    return next(x for x in board.loop if board.spaces[x].kind == "league_start")


def trade_gain(state: HexState, seat: int) -> float:
    """What the trade offered to ``seat`` (its pending ``offer``) changes for it by its
    evaluation: it gives the Pokémon asked for and gets the one offered."""
    offer = state.pending["offer"] if state.pending is not None else None
    if offer is None or int(offer["to"]) != seat:
        return 0.0
    return _Eval(state, seat).trade_gain(str(offer["want"]), str(offer["give"]))


#: an offer is planned only for a League team at least this much stronger (power points)
OFFER_MIN_GAIN = 1
#: how much a point the partner's League team gains counts against the offer (it is one of
#: the seats to beat at the League)
OFFER_PARTNER = 0.5
#: the most the offer may cost the offering seat's own evaluation (route and team)
OFFER_ROUTE_LOSS = 5.0


def league_strength(state: HexState, seat: int, team: list[str]) -> int:
    """The power of the three strongest Pokémon of ``team`` in ``seat``'s hands (set bonus,
    locks, tokens, trainer), counted as at the League, where most players arrive with six
    badges and every Pokémon obeys: what predicts the League's winner."""
    return _strength(_Eval(state, seat), team)


def _strength(e: _Eval, team: list[str]) -> int:
    return sum(sorted(e.values(team).values(), reverse=True)[:3])


def _swapped(e: _Eval, give: str, get: str) -> int:
    """:func:`league_strength` of the seat's team with ``give`` traded for ``get``."""
    return _strength(e, [get if c == give else c for c in e.p.team])


def best_offer(state: HexState, seat: int, want: str | None = None) -> tuple[str, str] | None:
    """The trade offer (``"seat:card"`` asked for, card given) that makes ``seat``'s League
    team strongest against the partner's, among those the partner's evaluation accepts and
    that cost ``seat``'s own route next to nothing (``want``: only offers asking for that);
    ``None`` when no offer gains :data:`OFFER_MIN_GAIN`. The partner's answer is judged from
    what ``seat`` sees (its team and badges; its secret hand is supposed to hold no power Item),
    so the same offer is planned in every determinisation of a view."""
    from .rules.effects import tradeable

    mine = tradeable(state, seat)
    own = _Eval(state, seat)
    base = _strength(own, own.p.team)
    best: tuple[float, str, str] | None = None
    for other in range(state.num_seats):
        if other == seat:
            continue
        partner = _Eval(state, other)
        partner.hand_bonus = ([], {}, False)  # its hand is secret: judged without power Items
        theirs = _strength(partner, partner.p.team)
        for card in tradeable(state, other):
            asked = f"{other}:{card}"
            if want is not None and asked != want:
                continue
            for give in mine:
                gain = _swapped(own, give, card) - base
                if gain < OFFER_MIN_GAIN or partner.trade_gain(card, give) <= 0.0:
                    continue
                if own.trade_gain(give, card) < -OFFER_ROUTE_LOSS:
                    continue
                score = gain - OFFER_PARTNER * (_swapped(partner, card, give) - theirs)
                if score > 0.0 and (best is None or score > best[0]):
                    best = (score, asked, give)
    return None if best is None else (best[1], best[2])


def accepts_offer(state: HexState, seat: int) -> bool:
    """Whether ``seat`` should accept the trade offered to it (its pending ``offer``), judged as
    :func:`best_offer` plans one: its League team no weaker after the swap, counting half of
    what the offering seat's gains against it, and its route losing at most
    :data:`OFFER_ROUTE_LOSS`."""
    offer = state.pending["offer"] if state.pending is not None else None
    if offer is None or int(offer["to"]) != seat:
        return False
    give, get, other = str(offer["want"]), str(offer["give"]), int(offer["from"])
    me, them = _Eval(state, seat), _Eval(state, other)
    mine = _swapped(me, give, get) - _strength(me, me.p.team)
    theirs = _swapped(them, get, give) - _strength(them, them.p.team)
    score = mine - OFFER_PARTNER * theirs
    return score >= 0.0 and me.trade_gain(give, get) >= -OFFER_ROUTE_LOSS


def best_move(state: HexState, seat: int) -> int | None:
    """The space ``seat``'s rolled move (its pending ``move``) reaches that its evaluation likes
    best (the one :meth:`_Eval.best_landing` counts; ties to the lowest space), or ``None``
    when it has no such move to make."""
    pend = state.pending
    if pend is None or pend["kind"] != "move" or seat not in pend["seats"]:
        return None
    e = _Eval(state, seat)
    found = e.landings(e.values(e.p.team), int(pend["roll"]))
    if not found:
        return None
    return max(sorted(found), key=lambda d: found[d])


def describe(state: HexState, seat: int) -> dict[str, Any]:
    """The parts of the value (for tests and tuning)."""
    e = _Eval(state, seat)
    vals = e.values(e.p.team)
    return {
        "value": e.value(),
        "team": e.team_strength(vals),
        "route": e.route(vals, e.p.pos, e.fresh_turn()),
        "pending": e.pending_bonus(vals),
    }
