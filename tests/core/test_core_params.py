"""core.params: unknown keys and bad values raise ParamError; strings are converted."""

from __future__ import annotations

from typing import Literal

import pytest
from pydantic import ValidationError

from fixtures.duel import DuelParams
from pokeforge.core import ParamError, Params, parse_param_pairs, parse_params


def test_defaults_apply_when_nothing_is_given() -> None:
    assert parse_params(DuelParams, None) == DuelParams(target=3, hand_size=3)


def test_string_values_from_a_command_line_are_converted() -> None:
    assert parse_params(DuelParams, {"target": "5"}).target == 5


def test_an_unknown_key_is_an_error_naming_it_and_the_known_keys() -> None:
    with pytest.raises(ParamError, match=r"'targte'.*hand_size, target"):
        parse_params(DuelParams, {"targte": 4})


@pytest.mark.parametrize("value", ["abc", "0", "21", "2.5"])
def test_a_bad_value_is_an_error_naming_the_key(value: str) -> None:
    with pytest.raises(ParamError, match="target"):
        parse_params(DuelParams, {"target": value})


def test_params_are_frozen() -> None:
    params = parse_params(DuelParams, {})
    with pytest.raises(ValidationError):
        params.target = 9  # type: ignore[misc]


def test_key_value_pairs_are_split_on_the_first_equals_sign() -> None:
    assert parse_param_pairs(["a=1", " b = x=y "]) == {"a": "1", "b": "x=y"}


@pytest.mark.parametrize("pair", ["novalue", "=3", ""])
def test_a_pair_without_key_or_equals_sign_is_an_error(pair: str) -> None:
    with pytest.raises(ParamError):
        parse_param_pairs([pair])


class ChoiceParams(Params):
    variant: Literal[1, 2, 3, 4] = 3
    board: str = "default"
    weights: tuple[int, ...] = (1, 1)


def test_command_line_strings_reach_literal_and_list_params() -> None:
    parsed = parse_params(ChoiceParams, {"variant": "2", "board": "7", "weights": "[3, 4]"})
    assert (parsed.variant, parsed.board, parsed.weights) == (2, "7", (3, 4))


def test_a_string_that_is_no_allowed_literal_is_still_an_error() -> None:
    with pytest.raises(ParamError, match="variant"):
        parse_params(ChoiceParams, {"variant": "7"})
    with pytest.raises(ParamError, match="variant"):
        parse_params(ChoiceParams, {"variant": "two"})


def test_a_parameter_marked_secret_is_listed_and_described_as_such() -> None:
    from pydantic import Field

    from pokeforge.core import Params, describe_params, secret_params

    class Hands(Params):
        open_rule: bool = Field(default=False, description="a public rule")
        hand_1: str = Field(
            default="", description="Player 1's hand", json_schema_extra={"secret_to_side": 0}
        )

    assert secret_params(Hands) == ["hand_1"]
    described = {p["name"]: p for p in describe_params(Hands)}
    assert described["hand_1"]["secret"] is True and "secret" not in described["open_rule"]


def test_a_validators_own_message_is_given_without_pydantics_prefix() -> None:
    """A field validator's ValueError reads as the key and its words, not "Value error, ..."."""
    from pokeforge.core import get_game

    game = get_game("sinnoh")
    with pytest.raises(ParamError) as info:
        game.params({"trainer0": "Lady:platinum"})
    assert str(info.value) == (
        "bad parameter value: trainer0: unknown trainer card quality 'platinum' "
        "(bronze, silver, gold)"
    )
