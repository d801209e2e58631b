"""Journey actions: a small frozen dataclass with a stable text form, ``verb`` or ``verb ARG``.

While a battle runs, the seats in it decide with the battle's own actions
(:class:`pokeforge.games.sinnoh.actions.Action`: ``use 0``, ``send 1``, ``ball poke``…); every
other decision of the journey is one of these:

=========================================  =====================================================
``home snowfall``                          choose a home village (SETUP)
``starter Swinub``                         choose one of its two starters (SETUP)
``step 3,-2``                              move one tile (ON YOUR TURN)
``end``                                    end the turn
``restore``                                fully restore the party at a village (VILLAGES)
``ginkgo 1``, ``ginkgo 2``, ``ginkgo both``  exchange Apricorns by the offered Ginkgo Trades
``fly frostmere red``                      fly to a village, discarding a red Apricorn
``search``                                 search the Pokédex at an Apricorn Tree or Reef
``battle 399``                             battle this drawn Pokémon (its card id)
``craft poke_ball``                        craft a recipe (CRAFTING)
``equip 0 eviolite``, ``unequip 0``        attach a held item from the bag, or take it off
``evolve 0 Grotle``                        evolve party slot 0 (EVOLVING POKÉMON)
``keep``, ``keep forget=Tackle``, ``discard``  teach the old signature move, or not
``release 2``                              release a Pokémon (slot 6: the one just captured)
``apricorns red+blue``                     the Apricorns a Reef's fleeing Pokémon leaves you
``challenge 3``                            challenge Player 3 on your tile to a battle
``offer 3 give=mon:0 get=red``             offer Player 3 a trade of one thing for one thing
``accept``, ``decline``                    answer a trade offer; an empty search's Apricorns, or an
                                           Artifact from a beaten trainer's bag: take it or not
``shard knowledge``                        the Shard 3 discarded Fallen Stars give (HIDDEN SPOTS)
``gift 399``, ``gift none``                a Journey Stamp's reward: a Pokémon from a tier's decks
``learn 0 move=Tackle``                    …or its move taught (``;forget=2``: the 2nd forgotten)
``offering red``, ``offering red draw3``   a Shrine Offering (draw3: 7 Journey Points, keep 2 of 3)
``choose 0+2``                             the 2 Shrine Event cards kept, in the order resolved
``legend``                                 battle the Legendary (or God) token on your shrine
``feast zesty_stew``                       a free Apricorn Stew (Splendid Banquet)
``share 3``                                give a Shrine Blessing to Player 3 (4+ trainers)
``exchange 2``, ``exchange none``          Equivalent Exchange: the party slot replaced, or none
``follow dialga``, ``follow keep``         your Follower token after drawing a Change of Fate card
``god palkia``                             the tied God of Sinnoh to the Origin Shrine
``campaign grunts``                        the Heart of Sinnoh: battle Team Galactic here
                                           (``grunts``, ``mars``, ``jupiter``, ``saturn``,
                                           ``cyrus``), restore the Heart (``heart=red``), the
                                           Ending's choice (``hero``, ``traitor``) and the
                                           attempt at the Traitor (``confront``)
``ultra megalopolis``                      the Ultra Burst: the Ultra Megalopolis as home;
                                           at the Ultra Beasts' turn a Blessing of Arceus skips
                                           it (``skip``) or not (``let``); ``revive=3`` spends
                                           one on Player 3, eliminated
``fate Cosmic Void``, ``pass``             a Follower of the God on the Origin Shrine, asked
                                           during a fellow Follower's battle: play a Change of
                                           Fate card for them, or not
``galactic 481-x``                         the trainer playing Team Galactic chooses one of a
                                           Commander's or Cyrus's Pokémon (its card id)
``form 0``                                 a Pokémon holding an item that gives it a form
                                           changes into it or back to its default form
``form 0 Fan Form``                        …one holding an item that gives several (the Secret
                                           Key: Rotom's five) changes into the one chosen
=========================================  =====================================================

Trainer cards (the expansion) add twenty-two verbs (:data:`CARD_VERBS`), numbered only in a journey
that deals trainer cards:

=========================================  =====================================================
``inflict 0``                              inflict your card's status on your own Pokémon in
                                           slot 0, outside battle (Fighting Spirit, Day Dreamer)
``teleport 3,-2``                          end your turn on another tile of your card's terrain
                                           (Submarine Dive, Magma Tunnels)
``pick red``                               take 1 Apricorn from the Apricorn Tree you stand on
                                           (Pick Apricorn)
``retry``                                  put the Pokémon a search drew back and search again,
                                           once (Team Builder)
``dive``                                   draw a Hidden Spot from the shuffled discard pile onto
                                           your Ocean tile (Sunken Treasure)
``camp 3,-2 red``                          fly to the Campsite on that tile, discarding a red
                                           Apricorn (Woodland Explorer)
``reach 3,-2``                             search or restore at a tile up to 2 tiles away
                                           (Telekinetic Reach)
``peek 3,-2``                              look at the face-down Special Hidden Spot there, in
                                           secret (Artifact Hunter)
``dig 3,-2``                               move at once to the Artifact looked at and take it
``blast 3,-2``                             out of usable Pokémon, travel to that tile (Blasting
                                           Off)
``roads``                                  spend 2 Journey Points: Roads on the tiles you step
                                           onto this turn (Civil Engineer)
``snap``                                   stamp this Artifact Legendary Location on your
                                           Landmark Tour sheet (Landmark Tour)
``album 0 move=Take Heart``                teach a Legendary Snap's move (``;forget=N``, as
                                           ``learn``) (Holiday Album)
``observe``                                search here without a battle (Field Observation)
``study 0 move=Tackle``, ``study none``    teach a move observed, or put the Pokémon back
``swap 0 2 move=Tackle``                   give a taught move from slot 0 to slot 2 (``;forget=N``)
                                           (Equipment Check)
``convert red blue``                       turn 1 Apricorn into another of its tier (Ingredient
                                           Expert)
``egg 0 Bibarel``                          teach a Weak Pokémon its evolution's move instead of
                                           evolving (Egg Move)
``gather tree_cold_forest_1b``             remove an Apricorn Tree from the map for Firewood
                                           (Gather Firewood)
``weather fire``                           place the Weather Wheel on Fire (Weather Forecast
                                           unlocked), or change the Weather for 3 Journey
                                           Points at a Shrine
``run 3,-2``                               step there for free, starting your free run of the
                                           turn (Hiking Gear, Woodland Explorer, Roller Skates,
                                           Swift Swim, Swim Bike Run); ``step 3,-2`` pays a tile
                                           move and keeps the run; once started, the run's next
                                           tile in a row is a free ``step``
=========================================  =====================================================
"""

from __future__ import annotations

from dataclasses import dataclass

#: the verbs, in the order of the action numbers' blocks
VERBS = (
    "home",
    "starter",
    "step",
    "end",
    "restore",
    "ginkgo",
    "fly",
    "search",
    "battle",
    "craft",
    "equip",
    "unequip",
    "evolve",
    "keep",
    "discard",
    "release",
    "apricorns",
    "challenge",
    "offer",
    "accept",
    "decline",
    "shard",
    "gift",
    "learn",
    "offering",
    "choose",
    "legend",
    "feast",
    "share",
    "exchange",
    "follow",
    "god",
    "campaign",
    "ultra",
    "fate",
    "pass",
    "galactic",
    "form",
)
#: the verbs trainer cards add (numbered after :data:`VERBS` when the journey deals cards)
CARD_VERBS = (
    "inflict",
    "teleport",
    "pick",
    "retry",
    "dive",
    "camp",
    "reach",
    "peek",
    "dig",
    "blast",
    "roads",
    "snap",
    "album",
    "observe",
    "study",
    "swap",
    "convert",
    "egg",
    "gather",
    "weather",
    "career",
    "run",
)


@dataclass(frozen=True, slots=True)
class JourneyAction:
    """One journey decision: a verb and its argument words (see the module's table)."""

    verb: str
    arg: str = ""

    def __str__(self) -> str:
        return f"{self.verb} {self.arg}" if self.arg else self.verb

    def words(self) -> list[str]:
        return self.arg.split(" ") if self.arg else []

    def options(self) -> dict[str, str]:
        """The ``key=value`` words of the argument."""
        out: dict[str, str] = {}
        for word in self.arg.split(" "):
            key, sep, value = word.partition("=")
            if sep:
                out[key] = value
        return out


_INTERNED: dict[tuple[str, str], JourneyAction] = {}


def act(verb: str, arg: str = "") -> JourneyAction:
    """The action ``verb arg``, shared rather than rebuilt (legal actions are listed often)."""
    key = (verb, arg)
    found = _INTERNED.get(key)
    if found is None:
        found = JourneyAction(verb, arg)
        if len(_INTERNED) < 50_000:
            _INTERNED[key] = found
    return found


END = act("end")
SEARCH = act("search")
RESTORE = act("restore")
ACCEPT = act("accept")
DECLINE = act("decline")
KEEP = act("keep")
DISCARD = act("discard")
