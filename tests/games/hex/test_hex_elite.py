"""§7 Elite 4 format: 2 vs 2 against an Elite Trainer card with a die and a bonus power roll;
two Elite Trainers beaten make the Pokémon Master."""

from __future__ import annotations

from hex_builders import act, clear, events_of, make_state, run, setup_player

from pokeforge.games.hex.rules.flow import push


def _challenge(s) -> None:  # type: ignore[no-untyped-def]
    clear(s)
    push(s, {"t": "elite_challenge", "seat": 0})
    run(s)


def _duel(s, player_die: int, elite_die: int, bonus_die: int) -> list:  # type: ignore[no-untyped-def,type-arg]
    if s.pending["kind"] == "send":
        act(s, 0, str(s.legal_actions(0)[0]))
    s.rng.script_dice(player_die, elite_die, bonus_die)
    return events_of(act(s, 0, "item none"), "duel")


def test_the_elite_trainer_rolls_a_die_and_a_bonus_and_faces_left_then_right() -> None:
    s = make_state(league_format="elite4")
    setup_player(s, 0, ["mewtwo", "articuno"], badges=4)
    _challenge(s)
    card = s.battle["sides"][1]["elite"]
    first, second = s.content.elite[card].pokemon
    assert s.battle["sides"][1]["active"] == [first]
    duel = _duel(s, 6, 1, 6)[0]
    elite = duel.public["totals"][1]
    assert elite["die"] == 1 and elite["item"] == s.content.elite[card].bonus[5]
    assert elite["power"] == s.content.cards[first].power
    assert s.battle["sides"][1]["active"] == [second]


def test_two_elite_trainers_beaten_make_the_master_and_each_win_draws_three_items() -> None:
    s = make_state(league_format="elite4")
    setup_player(s, 0, ["mewtwo", "articuno"], badges=4)
    _challenge(s)
    _duel(s, 6, 1, 1)
    _duel(s, 6, 1, 1)
    assert len(s.league["elite_kept"]["0"]) == 1 and len(s.players[0].hand) == 3
    kept = s.league["elite_kept"]["0"][0]
    _challenge(s)
    assert s.battle["sides"][1]["elite"] != kept
    _duel(s, 6, 1, 1)
    _duel(s, 6, 1, 1)
    assert s.outcome is not None and s.outcome.winners == (0,)


def test_a_lost_elite_battle_returns_the_card() -> None:
    s = make_state(league_format="elite4")
    setup_player(s, 0, ["rattata"])
    _challenge(s)
    _duel(s, 1, 6, 6)
    assert s.battle is None and s.league["elite_kept"] == {}
    assert s.players[0].hand == []


def test_after_a_challenge_the_next_stop_on_start_challenges_again_without_a_new_lap() -> None:
    s = make_state(league_format="elite4")
    setup_player(s, 0, ["rattata"])
    clear(s)
    start = next(sp.id for sp in s.board.spaces if sp.kind == "league_start")
    s.players[0].pos = start
    s.players[0].league_steps = len(s.board.loop)
    push(s, {"t": "land", "seat": 0, "space": start})
    run(s)
    assert s.battle is not None and s.battle["kind"] == "elite"
    _duel(s, 1, 6, 6)
    assert s.battle is None and s.players[0].league_steps == len(s.board.loop)
    clear(s)
    push(s, {"t": "land", "seat": 0, "space": start})
    run(s)
    assert s.battle is not None and s.battle["kind"] == "elite"


def test_the_elite_deck_never_runs_out_before_someone_beats_two() -> None:
    s = make_state(seats=6, league_format="elite4")
    cards = sorted(s.content.elite)
    s.league = {
        "phase": "open",
        "format": "elite4",
        "elite_kept": {},
        "called": False,
        "results": {},
    }
    for seat in range(6):  # everyone keeps one card: nobody has won yet
        s.league["elite_kept"][str(seat)] = [cards[seat]]
    from pokeforge.games.hex.rules.elite import elite_deck

    assert elite_deck(s) == cards[6:] and len(cards) == 10  # four cards are left to draw
    setup_player(s, 0, ["bulbasaur", "rattata"])
    clear(s)
    push(s, {"t": "elite_challenge", "seat": 0})
    run(s)
    assert s.battle is not None and s.battle["kind"] == "elite"
    assert s.battle["sides"][1]["elite"] in cards[6:]
