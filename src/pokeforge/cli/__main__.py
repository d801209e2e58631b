"""``python -m pokeforge.cli`` runs the ``pokeforge`` command."""

from .main import main

main()
