"""ActionCodec: action numbers by kind and fields (mixed radix inside each kind's block)."""

from __future__ import annotations

import itertools

import pytest

from pokeforge.core import ActionCodec, IllegalAction
from pokeforge.core.encoding import refuse_number

CODEC = ActionCodec(
    [
        ("pass", []),
        ("play", [("Pikachu", "Onix", "Abra")]),
        ("move", [("a1", "a2", "b1", "b2"), (1, 2)]),
    ]
)


def test_blocks_follow_each_other_in_mixed_radix() -> None:
    assert CODEC.size == 1 + 3 + 8
    assert CODEC.encode("pass") == 0
    assert [CODEC.encode("play", p) for p in ("Pikachu", "Onix", "Abra")] == [1, 2, 3]
    assert CODEC.encode("move", "a1", 1) == 4
    assert CODEC.encode("move", "a1", 2) == 5  # the last field varies fastest
    assert CODEC.encode("move", "a2", 1) == 6
    assert CODEC.encode("move", "b2", 2) == 11


def test_every_number_decodes_and_encodes_back() -> None:
    seen = []
    for kind in CODEC.kinds:
        for values in itertools.product(*kind.fields):
            n = CODEC.encode(kind.name, *values)
            assert CODEC.decode(n) == (kind.name, values)
            seen.append(n)
    assert sorted(seen) == list(range(CODEC.size))


def test_adding_a_kind_at_the_end_keeps_the_old_numbers() -> None:
    longer = ActionCodec([*((k.name, k.fields) for k in CODEC.kinds), ("skip", [])])
    assert longer.size == CODEC.size + 1
    assert longer.encode("move", "b1", 2) == CODEC.encode("move", "b1", 2)
    assert longer.encode("skip") == CODEC.size


@pytest.mark.parametrize("n", [-1, 12, 10**9])
def test_decode_refuses_a_number_out_of_range(n: int) -> None:
    with pytest.raises(ValueError, match=r"not an action number \(0 to 11\)"):
        CODEC.decode(n)


@pytest.mark.parametrize(
    ("kind", "values", "match"),
    [
        ("jump", (), "no action kind 'jump'"),
        ("play", ("Mew",), "does not take 'Mew'"),
        ("move", ("a1",), "has 2 fields, not 1"),
        ("move", ("a1", 3), "does not take 3"),
        ("pass", ("x",), "has 0 fields, not 1"),
    ],
)
def test_encode_refuses_what_no_kind_takes(
    kind: str, values: tuple[object, ...], match: str
) -> None:
    with pytest.raises(ValueError, match=match):
        CODEC.encode(kind, *values)


@pytest.mark.parametrize(
    ("kinds", "match"),
    [
        ([("a", [()])], "field 0 has an empty domain"),
        ([("a", [(1, 1)])], "field 0 repeats a value"),
        ([("a", []), ("a", [])], "listed twice"),
    ],
)
def test_a_bad_layout_is_refused(
    kinds: list[tuple[str, list[tuple[object, ...]]]], match: str
) -> None:
    with pytest.raises(ValueError, match=match):
        ActionCodec(kinds)  # type: ignore[arg-type]


@pytest.mark.parametrize("n", [-1, 12, True, 1.0, "3", None])
def test_refuse_number_names_what_is_not_a_number(n: object) -> None:
    err = refuse_number(n, 12)
    assert isinstance(err, IllegalAction)
    assert "is not an action number (0 to 11)" in str(err)


def test_refuse_number_names_a_number_that_is_not_legal_now() -> None:
    assert "action number 5 is not a legal action now" in str(refuse_number(5, 12))


def test_a_number_memo_finds_an_action_by_identity_or_value_and_stays_bounded() -> None:
    from pokeforge.core.encoding import NumberMemo

    class Small(NumberMemo):
        SEEN = 3

    memo = Small()
    assert memo.get(("go", "1")) is None
    assert memo.put(("go", "1"), 7) == 7
    assert memo.get(("go", "1")) == 7  # an equal action made afresh: found by value
    for k in range(5):
        memo.put(("go", str(k + 2)), k)
    assert len(memo.seen) <= 3 and memo.get(("go", "1")) == 7


def test_a_kept_numbering_is_built_once_per_parameters() -> None:
    from pokeforge.core.encoding import kept_numbering

    class Params(tuple[int]):
        pass

    class Game:
        pass

    game, built = Game(), []

    def build(g: object, p: object) -> int:
        built.append(p)
        return len(built)

    a, b = Params((1,)), Params((2,))
    assert kept_numbering(game, a, Params, build) == 1
    assert kept_numbering(game, Params((1,)), Params, build) == 1  # equal parameters: kept
    assert kept_numbering(game, b, Params, build) == 2
    assert kept_numbering(game, a, Params, build) == 1 and len(built) == 2
