"""The shipped card data are verbatim copies of the reference pokemon-tcg-data files.

The hashes were computed with ``sha256sum`` from ``reference/pokemon-tcg-origins/pokemon-tcg-data/``
of the project's shared folder (cards/en/*.json, decks/en/*.json, sets/en.json) on 2026-11-24;
that folder's README gives their upstream source (PokemonTCG/pokemon-tcg-data via
angelaazev/ELTProject-PokemonTCG-API at 27745565623c7d1464652aca4bc593f50b41f2bd). The shipped
copies are read here, never the shared folder.
"""

from __future__ import annotations

import hashlib
import json

import pytest

from pokeforge.games.origins.content import DATA_DIR

PINNED = {
    "sets/base1.json": "2648fc56e7e6a27208bfcb2f6e2eeff5620db370c05e60d45b5509e971e119a7",
    "sets/base2.json": "bcc5dc5fe7cd5c1ab5b4dc6d8b76d8b915f5d9ddd58afc80828abda99ad6544d",
    "sets/base3.json": "6941306d0ada55016fa96602fbaa096e01faeba67bc6f079f7f687ece1633c8c",
    "decks/base1.json": "730ba7c9d7dbce88c2e64880da9ff6f3060c56a1b1ae52149542305352abefdf",
    "decks/base2.json": "2c2a9057b0f0c620dbc295d286047275d36392264745accab22c6376b9274d8d",
    "decks/base3.json": "8a2d83d4045f868e59a85bde6eb233956ca2eccf2fd3570e6c1a2f8bf7ffabfa",
    "sets/index/en.json": "6322550fadc8dd5697e4e6fedf9e75520d4c5c2e40716cb4376669aa6f1f9a13",
}


@pytest.mark.parametrize("name", sorted(PINNED))
def test_a_shipped_reference_file_is_the_pinned_copy(name: str) -> None:
    digest = hashlib.sha256((DATA_DIR / name).read_bytes()).hexdigest()
    assert digest == PINNED[name], f"{name} differs from the reference copy"


def test_every_shipped_reference_file_is_pinned() -> None:
    shipped = {
        str(p.relative_to(DATA_DIR))
        for folder in ("sets", "decks")
        for p in (DATA_DIR / folder).rglob("*.json")
    }
    ours = {"sets/origins.json", "sets/index/origins.json"}  # the Origins sample set (ours)
    assert shipped - ours == set(PINNED)


def test_the_readme_names_the_source_and_each_file() -> None:
    readme = (DATA_DIR / "README.md").read_text(encoding="utf-8")
    assert "PokemonTCG/pokemon-tcg-data" in readme
    assert "27745565623c7d1464652aca4bc593f50b41f2bd" in readme
    for name in PINNED:
        assert name in readme
    for name, digest in PINNED.items():
        assert digest in readme, name


def test_the_set_index_gives_the_deck_list_codes() -> None:
    sets = json.loads((DATA_DIR / "sets/index/en.json").read_text(encoding="utf-8"))
    codes = {s["id"]: s.get("ptcgoCode") for s in sets}
    assert (codes["base1"], codes["base2"], codes["base3"]) == ("BS", "JU", "FO")
