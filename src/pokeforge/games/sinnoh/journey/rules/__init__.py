"""The journey's rules, by topic: set-up, the turn, movement, villages, the Pokédex, battles and
their rewards, crafting, the party, evolution, trading between trainers and the (interim) end."""
