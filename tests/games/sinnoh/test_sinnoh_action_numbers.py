"""Legends of Sinnoh action numbers (docs/rules/sinnoh.md, "Action numbers"): the layout, the
size by parameters, and whole random battles in every parameter variant (and in battles full of
Mimic, Kinesis, Metronome and trainer cards) where every legal action's number round-trips, is
distinct, stays below the size and names one action text throughout."""

from __future__ import annotations

from typing import Any

import pytest

from pokeforge.core import IllegalAction, Rng, get_game
from pokeforge.games.sinnoh import encoding
from pokeforge.games.sinnoh.actions import action

GAME = get_game("sinnoh")
DEFAULT = GAME.params()


def number(verb: str, index: int = -1, option: str = "", slot: int = -1, **params: Any) -> int:
    table = encoding.numbering(GAME, GAME.params(params) if params else DEFAULT)
    return table.number(verb, index, option, slot)


def test_sizes_follow_the_parameters() -> None:
    assert GAME.num_distinct_actions() == 21_935
    # a trainer battle teaches nothing; a named wild Pokémon teaches its forms' moves only
    assert GAME.num_distinct_actions(GAME.params({"opponent": "trainer"})) == 21_308
    assert GAME.num_distinct_actions(GAME.params({"opponent": "wild", "wild": "Uxie"})) == 21_311
    # a trainer card multiplies the moves by what it may add (Swimmer: retype to Bug or Flying)
    assert GAME.num_distinct_actions(GAME.params({"trainer0": "Swimmer"})) == 64_191
    sizes = [GAME.num_distinct_actions(GAME.params(v)) for v in GAME.param_variants()]
    assert sizes == [
        *(615_730, 618_898, 211_128, 21_410, 318_800, 353_121, 353_121, 353_121),
        990_287,  # a journey with a random trainer card: its verbs (``run Q,R``: +308 tiles), what
        # cards add to battles
    ]


@pytest.mark.parametrize(
    ("act", "n"),
    [
        (("stay",), 0),
        (("concede",), 1),
        (("strike",), 2),
        (("skip",), 3),
        (("stew",), 4),
        (("send", 0), 5),
        (("send", 1), 6),
        (("switch", 2), 10),
        (("potion", 0), 11),
        (("restore", 2), 16),
        (("ball", -1, "greater"), 18),
        (("give", -1, "red"), 22),
        (("fate", -1, "Cosmic Void"), 29),
        (("advantage",), 32),
        (("advantage", -1, "status=poisoned"), 35),
        (("adjust",), 39),
        (("adjust", -1, "die=status>crit;add=2;amp=use"), 64),
        (("take", 0, "item=adamant_artifact"), 102),
        (("use", 1, "", 2), 176),
        (("use", 0), 180),
        (("use", 1), 3508),
        (("use", 0, "type=fire"), 788),
        (("use", 0, "other=1"), 814),
        (("use", 0, "copy=Play Rough"), 964),
        (("use", 2, "mimic=Hidden Power;type=fire"), 9890),
        (("disguise",), 10164),
        (("use", 0, "drawn=Hidden Power;type=fire"), 14365),
        (("use", 1, "mimic=Metronome;drawn=Hidden Power;type=fire"), 17296),
        (("teach", 1, "move=Psychic"), 21655),
    ],
)
def test_numbers_of_the_layout(act: tuple[Any, ...], n: int) -> None:
    # bare verbs; send / switch / potion / restore by slot (3 with the defaults); balls; colours;
    # Change of Fate cards; advantage; adjust (die × add × amplifier); take (slot × item); moves
    # used from the party; use (place × own choice × trainer addition); disguise; Metronome's
    # draws; teaching (slot × move × forgotten move)
    assert number(*act) == n


def test_a_number_names_one_action() -> None:
    texts = [
        ("use", 0, "type=fire"),
        ("use", 0, "type=water"),
        ("use", 1, "type=fire"),
        ("use", 0, "copy=Fire Fang"),
        ("use", 0, "mimic=Fire Fang"),
        ("use", 0, "kinesis=Fire Fang"),
        ("disguise", -1, "type=fire"),
        ("use", 0, "drawn=Hidden Power;type=fire"),
        ("use", 0, "mimic=Metronome;drawn=Hidden Power;type=fire"),
        ("disguise", -1, "drawn=Hidden Power;type=fire"),
        ("use", 0, "drawn=Hidden Power;type=water"),
    ]
    assert len({number(*t) for t in texts}) == len(texts)


def test_trainer_additions_come_from_the_trainer_cards_of_the_parameters() -> None:
    with_card = number("use", 0, "type=fire;retype=bug", trainer0="Swimmer")
    assert with_card != number("use", 0, "type=fire", trainer0="Swimmer")
    assert with_card != number("use", 0, "type=fire;retype=flying", trainer0="Swimmer")
    with pytest.raises(ValueError, match="no action number"):
        number("use", 0, "type=fire;retype=bug")  # no trainer card: nothing is added
    with pytest.raises(ValueError, match="no action number"):
        number("use", 0, "retype=fire", trainer0="Swimmer")  # Swimmer retypes to Bug or Flying


def test_teaching_numbers_the_moves_the_parameters_may_offer() -> None:
    assert encoding.teaching(GAME.content, GAME.params({"opponent": "trainer"})) == ([], [])
    teach, forget = encoding.teaching(GAME.content, GAME.params({"wild": "Uxie"}))
    assert (teach, forget) == ([GAME.content.card("Uxie").move], [])
    with pytest.raises(ValueError, match="teach"):
        number("teach", 0, "move=Psychic", opponent="trainer")
    with pytest.raises(ValueError):
        number("teach", 0, "move=Psychic;replace=Flamethrower")  # nobody holds two taught moves
    swarm = {"opponent": "swarm"}
    assert number("teach", 0, "move=Psychic;replace=Flamethrower", **swarm) != number(
        "teach", 0, "move=Psychic", **swarm
    )


def test_unknown_actions_have_no_number() -> None:
    for act in (("fly",), ("use", 0, "type=plasma"), ("send", 3), ("use", 3), ("ball", -1, "x")):
        with pytest.raises(ValueError):
            number(*act)


_RICH = [
    "Bonsly+Hidden Power,Kadabra+Metronome,Clefairy+Mimic,Zorua+Adaptive Cloak",
    "Mime Jr.+Judgement,Zorua+Metronome,Wormadam,Skuntank+Mimic",
    "Unown+Photon Geyser,Mothim+Mimic,Gligar+Metronome,Beheeyem+Hidden Power",
]
#: (parameters, seat counts, texts some numbered action must contain)
_BATTLES: list[tuple[dict[str, Any], tuple[int, ...], tuple[str, ...]]] = [
    ({}, (1, 2), ("send 0", "ball ")),
    *((v, (1, 2), ("send 0",)) for v in GAME.param_variants()),
    (
        {
            "party0": "Clefairy+Mimic,Rhydon,Zorua",
            "party1": "Clefairy,Rhydon+Metronome,Skuntank",
            "trainer0": "Guitarist",
            "amplifier0": 3,
        },
        (2,),
        ("mimic=", "drawn=", "other=", "adjust amp="),
    ),
    (
        {"party0": _RICH[2], "party1": _RICH[0], "trainer0": "Ginkgo Merchant", "apricorns": 5},
        (2,),
        ("mimic=", "assets=", "status=", "predict=", "form=", "from="),
    ),
    (
        {"party0": _RICH[0], "party1": _RICH[1], "trainer0": "Triathlete", "trainer1": "Psychic"},
        (2,),
        ("kinesis=", "mimic=", "apricorn="),
    ),
    ({"opponent": "swarm", "party0": _RICH[1], "trainer0": "Artist"}, (1,), ("teach ",)),
]


@pytest.mark.parametrize(("variant", "seat_counts", "seen"), _BATTLES, ids=str)
def test_random_battles_number_every_legal_action(
    variant: dict[str, Any], seat_counts: tuple[int, ...], seen: tuple[str, ...]
) -> None:
    params = GAME.params(variant)
    size = GAME.num_distinct_actions(params)
    number_of: dict[str, int] = {}
    text_of: dict[int, str] = {}
    decisions = 0
    for seed in range(12):
        for seats in seat_counts:
            state = GAME.new_state(params, seed=seed, seats=seats)
            rng = Rng(seed)
            while state.outcome is None:
                for seat in state.to_act():
                    table = state.legal_action_table(seat)
                    assert len(table) == len(state.legal_actions(seat))
                    for n, act in table.items():
                        assert 0 <= n < size
                        assert state.int_to_action(seat, n) is act
                        assert state.action_to_int(seat, act) == n
                        assert number_of.setdefault(str(act), n) == n
                        assert text_of.setdefault(n, str(act)) == str(act)
                seat = state.to_act()[0]
                if decisions % 7 == 0:
                    by_text = {str(a): n for n, a in state.legal_action_table(seat).items()}
                    for copy in (state.clone(), GAME.state_from_json(state.to_json())):
                        assert {str(a): n for n, a in copy.legal_action_table(seat).items()} == (
                            by_text
                        )
                legal = state.legal_actions(seat)
                state.apply(seat, legal[rng.below(len(legal))])
                decisions += 1
    assert decisions > 100 and len(number_of) >= 10
    for part in seen:
        assert any(part in text for text in number_of), part


def test_numbers_that_are_not_legal_now_are_refused() -> None:
    state = GAME.new_state(DEFAULT, seed=3, seats=2)
    seat = state.to_act()[0]
    legal = state.legal_action_numbers(seat)
    size = state.num_distinct_actions()
    before = state.digest()
    for bad in (next(n for n in range(size) if n not in legal), -1, size):
        with pytest.raises(IllegalAction):
            state.int_to_action(seat, bad)
    with pytest.raises(IllegalAction):
        state.action_to_int(seat, action("ball", -1, "cherish"))
    with pytest.raises(IllegalAction):
        state.int_to_action(1 - seat, legal[0])
    assert state.digest() == before


def test_numbering_stays_out_of_the_rules(monkeypatch: pytest.MonkeyPatch) -> None:
    def refuse(*args: Any) -> int:
        raise AssertionError("the rules asked for an action number")

    monkeypatch.setattr(encoding, "action_number", refuse)
    for seed in range(5):
        state = GAME.new_state(GAME.params(GAME.param_variants()[0]), seed=seed, seats=2)
        rng = Rng(seed)
        while state.outcome is None:
            seat = state.to_act()[0]
            legal = state.legal_actions(seat)
            state.apply(seat, legal[rng.below(len(legal))])
    state = GAME.new_state(DEFAULT, seed=0, seats=2)
    with pytest.raises(AssertionError, match="asked for an action number"):
        state.legal_action_numbers(state.to_act()[0])


def test_numbers_are_remembered() -> None:
    state = GAME.new_state(DEFAULT, seed=4, seats=2)
    seat = state.to_act()[0]
    act = state.legal_actions(seat)[0]
    n = state.action_to_int(seat, act)
    assert encoding.numbering(GAME, state.params).memo.known[act] == n
