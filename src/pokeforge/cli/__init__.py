"""The ``pokeforge`` command line: a thin adapter over the engine (no rule lives here)."""
