"""Solo play in the terminal: one human against the Team Galactic AI in the Heart of Sinnoh
(``pokeforge play sinnoh -p campaign=heart --seats human``), driven through piped input.

Seed 3 with ``first_chooser=0`` makes Snowfall Village the first home offered (Swinub and
Litwick its starters); the nearest Apricorn Tree or Reef is the Cold Ocean Reef two tiles away
(-1,-6 then -2,-6)."""

from __future__ import annotations

from cli_support import cli

SOLO = ["play", "sinnoh", "-p", "campaign=heart", "-p", "first_chooser=0", "--seed", "3"]
SOLO += ["--seats", "human"]


def test_a_solo_trainer_sees_the_map_and_the_grunts_moves_and_searches_the_pokedex() -> None:
    moves = ["1", "1", "step -1,-6", "step -2,-6", "craft poke_ball", "search", "quit"]
    result = cli(*SOLO, stdin="\n".join(moves) + "\n")
    assert result.exit_code == 0, result.output
    out = result.stdout
    assert "Player 1: human" in out and "Player 2" not in out
    # the opening: the map with the trainer token, the Grunts on the home village
    assert "Sinnoh" in out and "@1 Player 1 (you): home Snowfall Village" in out
    assert "Team Galactic Grunts occupy Snowfall Village" in out
    assert "Act: Act I - The Journey · Grunts occupy: Snowfall Village" in out
    assert "objectives: village occupied · Shards 0/3" in out
    assert "Battle the Team Galactic Grunts (3 Pokémon)  [campaign grunts]" in out
    # two tile moves, a Poké Ball crafted, a search at the reef shows its Pokémon to the searcher
    assert "Player 1 moves to -1,-6" in out and "Player 1 moves to -2,-6" in out
    assert "Player 1 crafts a Poké Ball" in out
    assert "Search the Pokédex at Cold Ocean Reef (tier 1): 3 Weak Pokémon" in out
    assert "Player 1 searches the Pokédex at Cold Ocean Reef (tier 1)" in out
    assert out.count("Battle the wild ") == 3
    assert "Input ended: the game is left unfinished." in out or "left unfinished" in out


def test_the_team_galactic_ai_plays_the_grunts_against_a_solo_trainer() -> None:
    moves = ["1", "1", "campaign grunts", "1", "1", "quit"]
    result = cli(*SOLO, stdin="\n".join(moves) + "\n")
    assert result.exit_code == 0, result.output
    out = result.stdout
    assert "Player 1 battles the Team Galactic Grunts at Snowfall Village:" in out
    assert "Team Galactic battle" in out and "Galactic Retribution 0" in out
    assert "Send in Swinub" in out
    # nobody is asked for Team Galactic's choices: the AI sends its Pokémon in and attacks
    assert "To decide (Player 2)" not in out and "Team Galactic goes first" in out
    assert "Player 1 did not defeat the Team Galactic Grunts" in out
    assert "Player 1 is out of usable Pokémon and returns to Snowfall Village" in out
    assert "Round 2: Player 1's turn" in out
