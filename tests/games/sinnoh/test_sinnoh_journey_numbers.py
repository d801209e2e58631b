"""Action numbers of a journey: the journey's own blocks (drawn from the map, the cards, the
recipes, the party slots, the players and the things a trade names), then the battle's numbers
offset by them; the size depends on the parameters only (not on the number of trainers)."""

from __future__ import annotations

from journey_builders import journey, play, put, texts

from pokeforge.games.sinnoh import GAME
from pokeforge.games.sinnoh.encoding import numbering
from pokeforge.games.sinnoh.journey.actions import VERBS, act
from pokeforge.games.sinnoh.journey.encoding import JourneyNumbering

PARAMS = GAME.params({"campaign": "heart"})


def test_the_size_is_the_journey_blocks_and_the_battles() -> None:
    table = numbering(GAME, PARAMS)
    assert isinstance(table, JourneyNumbering)
    # the blocks before the Hidden Spots and Journey Stamps: 11,181 (the starters: the 16 of
    # the villages and the Ultra Megalopolis's Poipole and Porygon); then ``shard`` (3), ``gift``
    # (none or 268 cards) and ``learn`` (6 slots × 236 moves × nothing, or the 1st or 2nd
    # taught move forgotten); then the Shrine Events and Gods of Sinnoh (45); then the Heart of
    # Sinnoh's ``campaign`` (15); then the Ultra Burst's ``ultra`` (11: the Ultra Megalopolis,
    # skip, let, revive=1..6, discard, keep); then a fellow Follower's answers in a battle:
    # ``fate`` (the 3 Change of Fate cards) and ``pass``; then ``galactic`` (the Commanders' 3 × 5
    # and Cyrus's 8 Pokémon, chosen by a trainer playing Team Galactic); then ``form`` (6 slots
    # × the default or the item's form, or one of the 5 forms of an item giving several: the
    # Secret Key's Rotom forms; POKÉMON FORMS by an item)
    blocks = 11_181 + 3 + 269 + 6 * 236 * 3 + 45 + 15 + 11 + 3 + 1 + 23 + 6 * 6
    assert table.codec.size == blocks == 15_835
    assert table.battle.codec.size == 337_286  # wild Pokémon of every tier, Ultra Beasts too
    assert GAME.num_distinct_actions(PARAMS) == table.size == 353_121
    for seats in (1, 3, 6):
        assert GAME.new_state(PARAMS, seed=1, seats=seats).num_distinct_actions() == 353_121
    assert [k.name for k in table.codec.kinds] == list(VERBS)


def test_journey_actions_keep_their_numbers() -> None:
    table = numbering(GAME, PARAMS)
    assert isinstance(table, JourneyNumbering)
    assert table.number_of(act("home", "snowfall")) == 0
    assert table.number_of(act("step", "0,0")) == 198
    assert table.number_of(act("end")) == 334
    last = table.number_of(act("offer", "6 give=item:substitute get=item:substitute"))
    assert last == 11_138
    assert table.number_of(act("decline")) == 11_180
    assert table.number_of(act("shard", "emotion")) == 11_181
    assert table.number_of(act("gift", "none")) == 11_184
    assert table.number_of(act("learn", "5 move=Zen Restoration;forget=2")) == 15_700
    # the Shrine Events and Gods of Sinnoh after them (rules/shrines, rules/fate)
    assert table.number_of(act("offering", "red")) == 15_701
    assert table.number_of(act("offering", "black draw3")) == 15_714
    assert table.number_of(act("god", "giratina")) == 15_745
    # the Heart of Sinnoh's block last: 5 Team Galactic foes, the Heart by 7 colours, the Ending
    assert table.number_of(act("campaign", "grunts")) == 15_746
    assert table.number_of(act("campaign", "heart=black")) == 15_746 + 5 + 6
    assert table.number_of(act("campaign", "confront")) == 15_760
    # the Ultra Burst's block after it
    assert table.number_of(act("ultra", "megalopolis")) == 15_761
    assert table.number_of(act("ultra", "revive=6")) == 15_769
    assert table.number_of(act("ultra", "keep")) == 15_771
    # a fellow Follower's answers in a battle (rules/fate): the cards by name, then ``pass``
    assert table.number_of(act("fate", "Cosmic Void")) == 15_772
    assert table.number_of(act("fate", "Divine Intervention")) == 15_774
    assert table.number_of(act("pass")) == 15_775
    # Team Galactic's Pokémon chosen by the trainer playing it, by card id
    assert table.number_of(act("galactic", "112-gl")) == 15_776
    assert table.number_of(act("galactic", "64-gl")) == 15_798
    # the forms by a held item last (rules/forms)
    assert table.number_of(act("form", "0")) == 15_799
    assert table.number_of(act("form", "0 Fan Form")) == 15_800
    assert table.number_of(act("form", "1")) == 15_805
    assert table.number_of(act("form", "5 Wash Form")) == table.codec.size - 1


def test_battle_actions_come_after_the_journeys() -> None:
    st = journey(2)
    put(st, st.actor, "tree_cold_forest_1b")
    play(st, "search")
    play(st, texts(st)[0])
    seat = st.to_act()[0]
    table = numbering(GAME, PARAMS)
    assert isinstance(table, JourneyNumbering)
    for action in st.legal_actions(seat):
        n = st.action_to_int(seat, action)
        assert n == table.codec.size + table.battle.number_of(action)
        assert st.int_to_action(seat, n) == action
