"""core.registry: games are found by slug; an unknown slug is a clear error."""

from __future__ import annotations

import pytest

import pokeforge
from fixtures.duel import GAME, DuelGame
from pokeforge.core import ParamError, UnknownGame, all_games, get_game, register


def test_a_registered_game_is_found_by_its_slug() -> None:
    assert get_game("duel") is GAME
    assert GAME in all_games()


def test_all_games_are_listed_by_slug() -> None:
    slugs = [g.slug for g in all_games()]
    assert slugs == sorted(slugs)


def test_an_unknown_game_is_an_error_listing_the_known_ones() -> None:
    with pytest.raises(UnknownGame, match=r"'no-such-game'.*duel"):
        get_game("no-such-game")


def test_registering_another_game_under_a_taken_slug_is_refused() -> None:
    class Impostor(DuelGame):
        pass

    with pytest.raises(ValueError, match="already registered"):
        register(Impostor())
    assert get_game("duel") is GAME


def test_new_game_starts_a_play_with_players_and_params() -> None:
    state = pokeforge.new_game("duel", seed=4, players=3, target=5)
    assert state.num_seats == 3 and state.to_act() == (0,)
    with pytest.raises(ParamError):
        pokeforge.new_game("duel", players=7)
    with pytest.raises(ParamError):
        pokeforge.new_game("duel", colour="red")
