"""HEX action numbers (docs/rules/hex.md, "Action numbers"): the layout, the size, and whole
random playouts in every parameter variant where every legal action's number round-trips, is
distinct, stays below the size and names one action text per seat throughout."""

from __future__ import annotations

from typing import Any

import pytest

from pokeforge.core import IllegalAction, Rng, get_game
from pokeforge.games.hex import encoding
from pokeforge.games.hex.actions import Action

GAME = get_game("hex")
DEFAULT = GAME.params()


def number(text: str, seat: int = 0, params: Any = DEFAULT) -> int:
    verb, _, arg = text.partition(" ")
    return encoding.numbering(GAME, params).number(seat, verb, arg)


def test_sizes_follow_the_setup() -> None:
    assert encoding.max_spaces(GAME.content) == 117
    assert GAME.num_distinct_actions() == 50_367
    assert GAME.num_distinct_actions(GAME.params({"league_format": "elite4"})) == 50_367
    assert GAME.num_distinct_actions(GAME.params({"setup": "alternate"})) == 61_441
    assert GAME.num_distinct_actions(GAME.params({"setup": "random"})) == 184_761


@pytest.mark.parametrize(
    ("text", "n"),
    [
        ("roll", 0),
        ("pass", 6),
        ("throw", 16),
        ("use", 17),
        ("walk 2", 19),
        ("die 1", 20),
        ("reroll 3", 29),
        ("go 0", 30),
        ("go 17", 47),
        ("rope 83", 230),
        ("pay 116", 380),
        ("train 3", 384),
        ("use bicycle.1", 498),
        ("use 5", 578),
        ("throw great-ball.1", 690),
        ("discard bicycle.1", 701),
        ("lock abra", 776),
    ],
)
def test_numbers_of_the_layout(text: str, n: int) -> None:
    # bare verbs, then walk (2), die (6), reroll (4), go / rope / pay / train (117 spaces each),
    # use ITEM (75 copies), use SPACE, throw BALL (11 ball copies), discard, lock (100 families)
    assert number(text) == n


def test_numbers_of_cards_and_choices() -> None:
    table = encoding.numbering(GAME, DEFAULT)
    cards = encoding.card_pool(GAME.content, DEFAULT)
    assert len(cards) == 153 and "pidgey" in cards and "annihilape" not in cards
    send = table.codec.encode("send", cards[0])
    assert number(f"send {cards[0]}") == send == 876
    pair = number("send pidgey+voltorb")
    assert send + len(cards) <= pair < send + len(cards) + 153 * 152 // 2
    assert number("item none") == table.codec.encode("item", "none")
    assert number("item -+dragon-fang.1") != number("item dragon-fang.1+-")
    numbers = {
        number(t)
        for t in (
            "choose growlithe+weepinbell",
            "choose 3:dodrio",
            "choose 16",
            "choose pidgey",
            "choose Fire@red",
            "choose pidgey@ultra-ball.4",
            "choose 16@ultra-ball.4",
            "choose 1+3",
            "choose face-down",
            "item ultra-ball.4+vitamin.6",
        )
    }
    assert len(numbers) == 10


def test_a_trade_names_its_opponent_by_place_among_the_seats_opponents() -> None:
    assert number("choose charmeleon>2:raichu", seat=0) == number("choose charmeleon>1:raichu", 2)
    assert number("choose charmeleon>2:raichu", seat=0) != number("choose charmeleon>3:raichu", 0)
    assert number("choose 1:dodrio", seat=0) == number("choose 0:dodrio", seat=1)
    with pytest.raises(ValueError, match="own opponent"):
        number("choose 2:dodrio", seat=2)


def test_actions_outside_the_content_have_no_number() -> None:
    for text in ("fly away", "go 117", "send annihilape", "choose pidgey+growlithe", "discard x"):
        with pytest.raises(ValueError, match="no action number"):
            number(text)


@pytest.mark.parametrize("seat", [0, 3])
def test_every_number_decodes_to_the_text_it_numbers(seat: int) -> None:
    table = encoding.numbering(GAME, DEFAULT)
    for n in range(table.codec.size):
        verb, _, arg = table.decode(seat, n).partition(" ")
        assert table.number(seat, verb, arg) == n


def _tables_by_text(state: Any, seat: int) -> dict[str, int]:
    return {str(a): n for n, a in state.legal_action_table(seat).items()}


@pytest.mark.parametrize("variant", [{}, *GAME.param_variants()], ids=str)
def test_random_playouts_number_every_legal_action(variant: dict[str, Any]) -> None:
    params = GAME.params(variant)
    size = GAME.num_distinct_actions(params)
    number_of: dict[tuple[int, str], int] = {}
    text_of: dict[tuple[int, int], str] = {}
    decisions = 0
    for seed, seats in ((1, 2), (2, 4), (3, 6)):
        state = GAME.new_state(params, seed=seed, seats=seats)
        rng = Rng(seed)
        while state.outcome is None:
            for seat in state.to_act():
                table = state.legal_action_table(seat)
                assert len(table) == len(state.legal_actions(seat))
                for n, action in table.items():
                    assert 0 <= n < size
                    assert state.int_to_action(seat, n) is action
                    assert state.action_to_int(seat, action) == n
                    text = str(action)
                    assert number_of.setdefault((seat, text), n) == n
                    assert text_of.setdefault((seat, n), text) == text
            if decisions % 97 == 0:
                seat = state.to_act()[0]
                copy = GAME.state_from_json(state.to_json())
                assert _tables_by_text(copy, seat) == _tables_by_text(state, seat)
                assert _tables_by_text(state.clone(), seat) == _tables_by_text(state, seat)
            seat = state.to_act()[0]
            legal = state.legal_actions(seat)
            state.apply(seat, legal[rng.below(len(legal))])
            decisions += 1
    assert decisions > 1000
    kinds = {encoding.kind_of(*text.partition(" ")[::2]) for _, text in number_of}
    assert {"go", "send", "item", "item pair", "choose", "discard", "throw ball"} <= kinds


def test_numbers_that_are_not_legal_now_are_refused() -> None:
    state = GAME.new_state(DEFAULT, seed=5, seats=3)
    seat = state.to_act()[0]
    legal = state.legal_action_numbers(seat)
    size = state.num_distinct_actions()
    outside = next(n for n in range(size) if n not in legal)
    before = state.digest()
    for bad in (outside, -1, size, 10**9):
        with pytest.raises(IllegalAction):
            state.int_to_action(seat, bad)
    with pytest.raises(IllegalAction):
        state.action_to_int(seat, Action("go", "116"))
    other = next(s for s in range(3) if s not in state.to_act())
    with pytest.raises(IllegalAction):
        state.int_to_action(other, legal[0])
    assert state.digest() == before


def test_numbering_stays_out_of_the_rules(monkeypatch: pytest.MonkeyPatch) -> None:
    """Legal actions and apply never number an action (an RL adapter pays for numbers only)."""

    def refuse(*args: Any) -> int:
        raise AssertionError("the rules asked for an action number")

    monkeypatch.setattr(encoding, "action_number", refuse)
    state = GAME.new_state(DEFAULT, seed=8, seats=4)
    rng = Rng(8)
    for _ in range(400):
        if state.outcome is not None:
            break
        seat = state.to_act()[0]
        legal = state.legal_actions(seat)
        state.apply(seat, legal[rng.below(len(legal))])
    with pytest.raises(AssertionError, match="asked for an action number"):
        state.legal_action_numbers(state.to_act()[0])


def test_numbers_are_remembered_per_seat() -> None:
    state = GAME.new_state(DEFAULT, seed=4, seats=2)
    seat = state.to_act()[0]
    action = state.legal_actions(seat)[0]
    known = encoding.numbering(GAME, state.params).memo[seat].known
    n = state.action_to_int(seat, action)
    assert known[action] == n
