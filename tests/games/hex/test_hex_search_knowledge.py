"""What the search's tree takes from HEX's knowledge below its root (``rollout.tree_action``):
a rolled move goes to the evaluation's best landing, and an offered trade is answered as the
asked seat's evaluation would answer it; at the root, a free trade offer is made from the
League teams it leaves (``rollout.root_action``) (issue 14)."""

from __future__ import annotations

from hex_builders import act, clear, make_state, run, setup_player

from pokeforge.games.hex.actions import Action
from pokeforge.games.hex.evaluate import (
    OFFER_MIN_GAIN,
    _Eval,
    accepts_offer,
    best_move,
    best_offer,
    describe,
    league_strength,
    trade_gain,
)
from pokeforge.games.hex.rollout import root_action, tree_action
from pokeforge.games.hex.rules.flow import push


def _rolled(hand: list[str] | None = None, seed: int = 1):  # type: ignore[no-untyped-def]
    s = make_state(seed=seed)
    setup_player(s, 0, ["bulbasaur"], hand=hand)
    setup_player(s, 1, ["charmander"], hand=[])  # (no Time Travel window after the roll)
    clear(s)
    s.active = 0
    push(s, {"t": "turn_menu"})
    run(s)
    act(s, 0, "roll")
    assert s.pending is not None and s.pending["kind"] == "move"
    return s


def test_a_rolled_move_goes_where_the_evaluation_counts_its_best_landing() -> None:
    for seed in range(1, 9):
        s = _rolled(seed=seed)
        e = _Eval(s, 0)
        vals = e.values(e.p.team)
        found = e.landings(vals, int(s.pending["roll"]))
        best = max(found.values())
        dest = best_move(s, 0)
        assert dest is not None and found[dest] == best
        assert dest == min(d for d, v in found.items() if v == best)  # ties: the lowest space
        legal = s.legal_actions(0)
        if all(a.verb == "go" for a in legal):
            assert tree_action(s, 0, legal) == Action("go", str(dest))
        # greedy's evaluation is what it was: the pending move is worth its best landing
        here = e.route(vals, e.p.pos, False)
        assert describe(s, 0)["pending"] == best - here


def test_an_escape_rope_or_a_turn_menu_is_left_to_the_search() -> None:
    s = _rolled(hand=["escape-rope.1"])
    legal = s.legal_actions(0)
    assert any(a.verb == "rope" for a in legal)
    assert tree_action(s, 0, legal) is None
    menu = make_state()
    setup_player(menu, 0, ["bulbasaur"])
    clear(menu)
    menu.active = 0
    push(menu, {"t": "turn_menu"})
    run(menu)
    assert tree_action(menu, 0, menu.legal_actions(0)) is None


def _offer(teams: tuple[list[str], list[str]], badges: tuple[int, int], by: int, give: str,
           want: str):  # type: ignore[no-untyped-def]  # fmt: skip
    """Seat ``by`` offers its ``give`` for the other seat's ``want``; the answer is pending."""
    s = make_state()
    for seat in (0, 1):
        setup_player(s, seat, teams[seat], badges=badges[seat])
    clear(s)
    s.active = by
    s.flags["offered"] = False
    push(s, {"t": "turn_menu"})
    run(s)
    act(s, by, "offer")
    act(s, by, f"choose {1 - by}:{want}")
    act(s, by, f"choose {give}")
    assert s.pending is not None and s.pending["kind"] == "offer"
    return s


def _offered(give: str, want: str):  # type: ignore[no-untyped-def]
    teams = (["bulbasaur", "rattata", "dragonite"], ["charmander", "pidgey"])
    return _offer(teams, (0, 2), 0, give, want)


def test_an_offer_is_answered_as_the_asked_seats_evaluation_would() -> None:
    good = _offered(give="dragonite", want="pidgey")  # seat 1 gets a Dragonite for a Pidgey
    assert trade_gain(good, 1) > 0.0
    assert tree_action(good, 1, good.legal_actions(1)) == Action("accept")
    bad = _offered(give="rattata", want="charmander")  # its starter for a Rattata
    assert trade_gain(bad, 1) <= 0.0
    assert tree_action(bad, 1, bad.legal_actions(1)) == Action("decline")
    # only the seat asked answers from it; the offering seat's view of it is no answer
    assert trade_gain(good, 0) == 0.0


def test_an_item_that_adds_nothing_to_the_duel_is_no_choice() -> None:
    """§5: any Item may be set face down as a bluff, adds nothing and is discarded. Both sides
    set theirs at once, so nobody sees it before choosing: for an agent it only throws a card
    away (the ladder's `hard` set a Great Ball, a Fly and a Poké Flute in one game)."""
    from hex_builders import open_battle

    from pokeforge.games.hex import GAME

    s = make_state()
    hand = ["bicycle.1", "great-ball.1", "vitamin.1", "charcoal.1", "mystic-water.1"]
    setup_player(s, 0, ["growlithe"], hand=hand)
    setup_player(s, 1, ["bulbasaur"])
    open_battle(s, "duel", 0, 1)
    act(s, 0, "send growlithe")
    act(s, 1, "send bulbasaur")
    legal = s.legal_actions(0)
    assert Action("item", "bicycle.1") in legal  # the rules allow the bluff
    kept = {str(a) for a in GAME.sensible_actions(s, 0, legal)}
    # Vitamin (+2 any Pokémon) and Charcoal (+4 Fire: Growlithe) count; a Bicycle, a Great Ball
    # and Mystic Water (+4 Water) on a Fire Pokémon do not
    assert kept == {"item none", "item vitamin.1", "item charcoal.1"}


def test_in_a_dual_battle_each_slot_keeps_only_items_that_count_for_its_pokemon() -> None:
    from hex_builders import open_battle

    from pokeforge.games.hex import GAME

    s = make_state()
    setup_player(s, 0, ["growlithe", "squirtle"], hand=["bicycle.1", "mystic-water.1"])
    setup_player(s, 1, ["bulbasaur", "charmander"])
    open_battle(s, "duel", 0, 1, limit=1, dual=True)
    for seat in (0, 1):
        send = next(a for a in s.legal_actions(seat) if "+" in str(a))
        act(s, seat, str(send))
    active = next(side for side in s.battle["sides"] if side["seat"] == 0)["active"]
    kept = {str(a) for a in GAME.sensible_actions(s, 0, s.legal_actions(0))}
    water = "mystic-water.1"
    slot = active.index("squirtle")
    good = "+".join(water if k == slot else "-" for k in range(2))
    assert kept == {"item none", f"item {good}"}


def _menu(partner_badges: int, partner_hand: list[str] | None = None):  # type: ignore[no-untyped-def]
    """Seat 0's turn menu; seat 1 holds an Onix it cannot use yet (a Red Pokémon obeys from two
    badges) and would take seat 0's Oddish for it."""
    s = make_state()
    setup_player(s, 0, ["bulbasaur", "squirtle", "oddish"], badges=2)
    setup_player(s, 1, ["charmander", "onix", "machoke"], hand=partner_hand, badges=partner_badges)
    clear(s)
    s.active = 0
    s.flags["offered"] = False
    push(s, {"t": "turn_menu"})
    run(s)
    assert s.pending is not None and s.pending["kind"] == "turn"
    return s


def test_a_free_offer_is_made_for_a_stronger_league_team_the_partner_accepts() -> None:
    s = _menu(partner_badges=0)
    assert best_offer(s, 0) == ("1:onix", "oddish")
    team = s.players[0].team
    after = ["onix" if c == "oddish" else c for c in team]
    assert league_strength(s, 0, after) - league_strength(s, 0, team) >= OFFER_MIN_GAIN
    # the three steps of the offer come from the plan, and the partner's answer accepts it
    assert root_action(s, 0, s.legal_actions(0)) == Action("offer")
    act(s, 0, "offer")
    assert root_action(s, 0, s.legal_actions(0)) == Action("choose", "1:onix")
    act(s, 0, "choose 1:onix")
    assert root_action(s, 0, s.legal_actions(0)) == Action("choose", "oddish")
    act(s, 0, "choose oddish")
    assert tree_action(s, 1, s.legal_actions(1)) == Action("accept")
    act(s, 1, "accept")
    assert "onix" in s.players[0].team and "oddish" in s.players[1].team
    # the offer used up no turn: the menu is back, without a second offer
    assert s.pending is not None and s.pending["kind"] == "turn"
    assert root_action(s, 0, s.legal_actions(0)) is None


def test_no_offer_the_partner_would_refuse_and_the_plan_ignores_its_secret_hand() -> None:
    # with two badges the Onix obeys its owner, who keeps it: no offer is planned
    s = _menu(partner_badges=2)
    assert best_offer(s, 0) is None
    assert root_action(s, 0, s.legal_actions(0)) is None
    # the partner's hand is secret: what it holds does not change the plan
    for hand in (["protein.1", "potion.1"], ["vitamin.1"], ["charcoal.1", "hard-stone.1"]):
        assert best_offer(_menu(partner_badges=0, partner_hand=hand), 0) == ("1:onix", "oddish")


def test_the_hard_search_makes_the_planned_offer_and_greedy_does_not_ask() -> None:
    from pokeforge.agents import make_agent

    hard = make_agent("hard", 5)
    s = _menu(partner_badges=0)
    assert hard.choose(s, 0) == Action("offer")
    assert hard.last_search is not None and hard.last_search.stopped == "known"
    asked: list[int] = []
    game = s.game
    original = type(game).root_action

    def spy(self, state, seat, actions):  # type: ignore[no-untyped-def]
        asked.append(seat)
        return original(self, state, seat, actions)

    type(game).root_action = spy  # type: ignore[method-assign]
    try:
        make_agent("greedy", 5).choose(s, 0)
    finally:
        type(game).root_action = original  # type: ignore[method-assign]
    assert asked == []


def _offer_to_seat_0(give: str, want: str):  # type: ignore[no-untyped-def]
    teams = (["bulbasaur", "squirtle", "oddish"], ["charmander", "onix", "machoke", "rattata"])
    return _offer(teams, (2, 0), 1, give, want)


def test_an_offer_to_the_search_is_answered_by_the_league_teams_it_leaves() -> None:
    good = _offer_to_seat_0(give="onix", want="oddish")  # an Onix for an Oddish: stronger
    assert accepts_offer(good, 0)
    assert root_action(good, 0, good.legal_actions(0)) == Action("accept")
    weak = _offer_to_seat_0(give="rattata", want="squirtle")  # a Rattata for a Squirtle: weaker
    assert not accepts_offer(weak, 0)
    assert root_action(weak, 0, weak.legal_actions(0)) == Action("decline")
    assert not accepts_offer(weak, 1)  # (only the seat asked answers)
