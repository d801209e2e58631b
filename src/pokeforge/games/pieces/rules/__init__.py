"""The rules of Pokémon Battle Chess BW, split by topic; each function names its section."""
