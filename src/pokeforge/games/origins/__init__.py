"""The ``origins`` game: Pokémon Origins, the official TCG rules of the Base–Fossil era plus the
Origins rule updates (issue 12, in progress; not registered yet)."""
