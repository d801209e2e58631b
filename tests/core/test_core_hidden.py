"""Core hidden information: zones know who sees them, re-deals keep what a seat can tell."""

from __future__ import annotations

from collections import Counter

from pokeforge.core import EVERYONE, Rng, SlotZone, Zone, redeal_zones


def _table() -> tuple[list[str], list[str], list[str], list[str], list[Zone]]:
    mine = ["ace", "king"]
    theirs = ["two", "three", "four"]
    deck = ["five", "six", "seven", "eight"]
    discard = ["nine"]
    zones = [
        Zone.hand("hand 0", mine, 0, pool="cards"),
        Zone.hand("hand 1", theirs, 1, pool="cards"),
        Zone.deck("deck", deck, pool="cards"),
        Zone("discard", discard, pool="cards", seen_by=EVERYONE),
    ]
    return mine, theirs, deck, discard, zones


def test_a_hand_is_seen_by_its_owner_only_a_deck_by_nobody_a_face_up_pile_by_everyone() -> None:
    _, _, _, _, zones = _table()
    hand, _, deck, discard = zones
    assert hand.visible_to(0) and not hand.visible_to(1) and not hand.visible_to(None)
    assert not any(deck.visible_to(s) for s in (0, 1, None))
    assert all(discard.visible_to(s) for s in (0, 1, None))
    assert hand.view(0) == {"count": 2, "cards": ["ace", "king"]}
    assert hand.view(1) == {"count": 2, "known": []}


def test_a_redeal_keeps_every_size_the_seen_zones_and_the_multiset_of_cards() -> None:
    mine, theirs, deck, discard, zones = _table()
    before = Counter(mine + theirs + deck + discard)
    redeal_zones(zones, 0, Rng(5))
    assert mine == ["ace", "king"] and discard == ["nine"]
    assert (len(theirs), len(deck)) == (3, 4)
    assert Counter(mine + theirs + deck + discard) == before


def test_a_redeal_moves_cards_between_zones_of_one_pool_only() -> None:
    theirs, deck, tokens = ["a", "b"], ["c", "d"], ["x", "y"]
    zones = [
        Zone.hand("h", theirs, 1, pool="cards"),
        Zone.deck("d", deck, pool="cards"),
        Zone.face_down("t", tokens, pool="tokens"),
    ]
    for seed in range(20):
        redeal_zones(zones, 0, Rng(seed))
        assert sorted(tokens) == ["x", "y"] and sorted(theirs + deck) == ["a", "b", "c", "d"]
    moved = set()
    for seed in range(20):
        h = ["a", "b"]
        redeal_zones(
            [Zone.hand("h", h, 1, pool="p"), Zone.deck("d", ["c", "d"], pool="p")], 0, Rng(seed)
        )
        moved.update(h)
    assert moved == {"a", "b", "c", "d"}, "cards of one pool are dealt to any of its zones"


def test_a_card_a_seat_knows_of_stays_in_its_zone() -> None:
    for seed in range(20):
        theirs, deck = ["potion", "doll", "flute"], ["repel", "rope", "ball"]
        zones = [
            Zone.hand("h", theirs, 1, pool="items", known={0: ["doll"]}),
            Zone.deck("d", deck, pool="items"),
        ]
        assert zones[0].view(0) == {"count": 3, "known": ["doll"]}
        redeal_zones(zones, 0, Rng(seed))
        assert "doll" in theirs and len(theirs) == 3


def test_the_redeal_does_not_depend_on_where_the_hidden_cards_really_are() -> None:
    results = set()
    for theirs, deck in ((["b", "c"], ["d", "e", "f"]), (["f", "d"], ["e", "b", "c"])):
        zones = [
            Zone.hand("h0", ["a"], 0, pool="p"),
            Zone.hand("h1", theirs, 1, pool="p"),
            Zone.deck("d", deck, pool="p"),
        ]
        redeal_zones(zones, 0, Rng(11))
        results.add((tuple(theirs), tuple(deck)))
    assert len(results) == 1


def test_the_spectator_sees_no_hand_and_the_owner_keeps_its_own() -> None:
    seen = set()
    for seed in range(30):
        mine, _, _, discard, zones = _table()
        redeal_zones(zones, None, Rng(seed))
        seen.add(tuple(sorted(mine)))
        assert discard == ["nine"]
    assert len(seen) > 1, "a spectator's re-deal changes every hand"
    for seed in range(30):
        mine, theirs, _, _, zones = _table()
        redeal_zones(zones, 1, Rng(seed))
        assert sorted(theirs) == ["four", "three", "two"] and len(mine) == 2


def test_face_down_cards_in_board_slots_are_re_dealt_in_place() -> None:
    board = {"3": "pikachu", "7": "onix", "9": "eevee"}
    pile = ["mew"]
    zones: list[Zone] = [
        SlotZone("board", board, ["3", "7"], pool="green"),
        Zone.deck("pile", pile, pool="green"),
    ]
    seen = set()
    for seed in range(30):
        redeal_zones(zones, 0, Rng(seed))
        assert board["9"] == "eevee" and sorted([board["3"], board["7"], *pile]) == [
            "mew",
            "onix",
            "pikachu",
        ]
        seen.add(board["3"])
    assert len(seen) == 3
