"""The parameters of a Legends of Sinnoh play (``--param key=value``)."""

from __future__ import annotations

from typing import Any, Literal

from pydantic import Field, field_validator, model_validator

from pokeforge.core.params import Params

#: documented default attack die: two status faces (0), two regular hits (1), two criticals (2).
#: Mean 1 per die, so 5 dice rolling 4 is below average and 4 dice rolling 5 above average, as
#: in the rulebook's worked example.
DEFAULT_FACES = "0,0,1,1,2,2"


class SinnohParams(Params):
    """``mode=battle`` is a standalone battle. ``opponent`` picks trainer-vs-trainer (2 seats), a
    wild encounter (1 seat), a swarm battle (1 seat) or a Team Galactic battle (2 seats: seat 1
    controls Team Galactic; 1 seat: Team Galactic decides automatically); ``auto`` (the default)
    picks a trainer battle for 2 players and a wild encounter for 1. Parties are random unless
    given as ``party0``/``party1``: comma-separated entries ``Name[@item][+Taught Move…]``."""

    mode: Literal["battle", "journey"] = Field(
        default="battle",
        description="battle: a standalone battle; journey: the whole game on the map (set by "
        "campaign)",
    )
    campaign: Literal["", "heart", "ultra_burst"] = Field(
        default="",
        description="the campaign the journey plays: heart (the Heart of Sinnoh); empty: a battle",
    )
    difficulty: Literal["new", "veteran", "master"] = Field(
        default="new",
        description="the Ultra Burst's difficulty: new (3 Blessings of Arceus), veteran (1), "
        "master (0)",
    )
    max_rounds: int = Field(
        default=20,
        ge=1,
        le=500,
        description="journey: a safety cap on rounds (the objectives end the journey first)",
    )
    first_chooser: int = Field(
        default=-1,
        ge=-1,
        le=5,
        description="journey: the seat choosing its home village first; -1: drawn from the seed",
    )
    galactic_seat: Literal["auto", "next"] = Field(
        default="auto",
        description="journey: who plays Team Galactic; auto: automatic; next: the next trainer",
    )
    opponent: Literal["auto", "trainer", "wild", "swarm", "galactic"] = Field(
        default="auto",
        description="who seat 0 battles; auto: a trainer with 2 players, a wild Pokémon with 1",
    )
    party_size: int = Field(default=3, ge=1, le=6, description="Pokémon in a random party")
    party0: str = Field(
        default="", description="Player 1's party: Name[@item][+Taught Move], comma-separated"
    )
    party1: str = Field(
        default="", description="Player 2's (or the swarm's, Team Galactic's) party, same syntax"
    )
    wild: str = Field(default="", description="the wild Pokémon (name or card id); random if empty")
    wild_tiers: str = Field(
        default="weak,moderate,strong,legendary",
        description="encounter tiers a random wild Pokémon is drawn from",
    )
    alpha: bool = Field(default=False, description="the wild Pokémon holds an Alpha token")
    taught_moves: int = Field(
        default=0, ge=0, le=2, description="taught moves given to each random party member"
    )
    random_items: bool = Field(default=False, description="random party members hold an item")
    balls: str = Field(
        default="poke,greater,ultimate", description="Poké Balls Player 1 carries, comma-separated"
    )
    apricorns: int = Field(
        default=2, ge=0, le=20, description="Apricorns in each trainer's bag (Belch, Hangry Wheel)"
    )
    dice: str = Field(
        default=DEFAULT_FACES,
        description="faces of the attack die: 0 status, 1 regular hit, 2 critical hit",
    )
    allow_concede: bool = Field(
        default=True, description="a trainer may concede after one of their Pokémon faints"
    )
    galactic: Literal["grunts", "jupiter", "mars", "saturn", "cyrus"] = Field(
        default="grunts", description="the Team Galactic opponent whose deck the party comes from"
    )
    galactic_size: int = Field(
        default=0,
        ge=0,
        le=8,
        description="Team Galactic party size; 0: the rulebook's (3, a Commander's 3, Cyrus's 6)",
    )
    galactic_switch: bool = Field(
        default=False,
        description="let Team Galactic switch out after defeating a Pokémon (house rule)",
    )
    prism_armour: int = Field(
        default=-1,
        ge=-1,
        le=9,
        description="Prism Armour tokens of a wild Ultra Beast/Necrozma; -1: the campaign's start",
    )
    prism_board: str = Field(
        default="",
        description="Prism Armour board as 'ultra_burst,ultra_beast' tokens; empty: 9,0",
    )
    lake_trial: bool = Field(
        default=False, description="a wild Lake Guardian is battled with its trial"
    )
    exhaustion: int = Field(
        default=60,
        ge=10,
        le=10_000,
        description="attacks without a faint after which both Pokémon faint (FAQ final clause)",
    )
    trainer0: str = Field(
        default="",
        description="Player 1's trainer card: Class[:bronze|silver|gold] or random; empty: none",
    )
    trainer1: str = Field(default="", description="Player 2's trainer card, same syntax")
    # the journey seats up to 6 trainers: a trainer card each (journey only)
    trainer2: str = Field(default="", description="journey: Player 3's trainer card, same syntax")
    trainer3: str = Field(default="", description="journey: Player 4's trainer card, same syntax")
    trainer4: str = Field(default="", description="journey: Player 5's trainer card, same syntax")
    trainer5: str = Field(default="", description="journey: Player 6's trainer card, same syntax")
    bag0: str = Field(
        default="", description="Player 1's Apricorns by colour ('red=1,black=2'); empty: dealt"
    )
    bag1: str = Field(default="", description="Player 2's Apricorns by colour, same syntax")
    site: Literal[
        "", "apricorn_tree", "apricorn_reef", "distortion_gate", "legendary_location", "shrine"
    ] = Field(
        default="",
        description="where a wild battle happens; empty: an Apricorn Tree (a swarm: a Gate)",
    )
    moved: bool = Field(
        default=False, description="Player 1 moved this turn before the battle (Opportune Strike)"
    )
    weather: str = Field(
        default="", description="the Weather Wheel's type (moves of it +2 strength); empty: none"
    )
    unlocked_slots: int = Field(
        default=3, ge=0, le=3, description="locked party slots unlocked so far (Trusty Companions)"
    )
    amplifier0: int = Field(
        default=0, ge=0, le=6, description="Player 1's Amplifier die value carried in"
    )
    amplifier1: int = Field(
        default=0, ge=0, le=6, description="Player 2's Amplifier die value carried in"
    )
    amplifier_max: int = Field(
        default=6, ge=1, le=20, description="the Amplifier die's highest value"
    )
    firewood0: int = Field(
        default=3, ge=0, le=30, description="Firewood in Player 1's bag (Kindler)"
    )
    firewood1: int = Field(
        default=3, ge=0, le=30, description="Firewood in Player 2's bag (Kindler)"
    )
    # the starting hands are secret: shown to their owner only until the battle is over
    fate0: str = Field(
        default="",
        description="Player 1's Change of Fate cards, comma-separated names (secret to Player 1)",
        json_schema_extra={"secret_to_side": 0},
    )
    fate1: str = Field(
        default="",
        description="Player 2's Change of Fate cards, comma-separated names (secret to Player 2)",
        json_schema_extra={"secret_to_side": 1},
    )
    # how many cards are dealt at random is public (everyone sees how many a hand holds): a
    # server may let players set these and keep the cards dealt secret
    fate_dealt0: int = Field(
        default=0,
        ge=0,
        le=20,
        description="Change of Fate cards dealt at random to Player 1 (after fate0's)",
    )
    fate_dealt1: int = Field(
        default=0,
        ge=0,
        le=20,
        description="Change of Fate cards dealt at random to Player 2 (after fate1's)",
    )
    follower0: Literal["", "dialga", "palkia", "giratina", "arceus"] = Field(
        default="", description="the God Player 1's Follower token shows; empty: face down"
    )
    follower1: Literal["", "dialga", "palkia", "giratina", "arceus"] = Field(
        default="", description="the God Player 2's Follower token shows; empty: face down"
    )

    @model_validator(mode="before")
    @classmethod
    def _journey(cls, data: Any) -> Any:
        """``campaign`` selects the journey (``mode=journey``); ``difficulty`` belongs to the
        Ultra Burst; the battle's own parameters are refused in a journey (nothing reads them
        there)."""
        if not isinstance(data, dict):
            return data
        campaign = data.get("campaign", "")
        mode = data.get("mode", "")
        if campaign == "ultra_burst" and "max_rounds" not in data:
            data = {**data, "max_rounds": ULTRA_MAX_ROUNDS}
        if campaign and campaign != "ultra_burst" and str(data.get("difficulty", "new")) != "new":
            raise ValueError("difficulty: a parameter of campaign=ultra_burst")
        if campaign:
            if mode not in ("", "journey"):
                raise ValueError(f"campaign={campaign} plays mode=journey, not mode={mode}")
            data = {**data, "mode": "journey"}
            extra = sorted(
                k
                for k, v in data.items()
                if k not in JOURNEY_PARAMS
                and k in cls.model_fields
                and v != cls.model_fields[k].default
                and str(v) != str(cls.model_fields[k].default)
            )
            if extra:
                raise ValueError(
                    f"{', '.join(extra)}: battle parameters (mode=battle); a journey takes "
                    f"{', '.join(sorted(JOURNEY_PARAMS))}"
                )
        elif mode == "journey":
            raise ValueError("mode=journey needs a campaign: campaign=heart")
        else:
            extra = sorted(
                k
                for k in JOURNEY_ONLY
                if k in data and str(data[k]) != str(cls.model_fields[k].default)
            )
            if extra:
                raise ValueError(f"{', '.join(extra)}: journey parameters (campaign=heart)")
        return data

    @model_validator(mode="after")
    def _journey_cards(self) -> SinnohParams:
        """A journey's trainer cards must be ones the journey carries out in full (refused with
        the card, the ability and the effect otherwise: :mod:`.journey.trainer_cards`)."""
        if self.campaign:
            from .journey.trainer_cards import check_spec

            for i in range(len(TRAINER_KEYS)):
                spec = getattr(self, TRAINER_KEYS[i])
                if spec:
                    check_spec(spec, TRAINER_KEYS[i])
        return self

    @field_validator("trainer0", "trainer1", "trainer2", "trainer3", "trainer4", "trainer5")
    @classmethod
    def _trainer(cls, v: str) -> str:
        _, _, quality = v.partition(":")
        if quality and quality.strip() not in ("bronze", "silver", "gold"):
            raise ValueError(f"unknown trainer card quality {quality!r} (bronze, silver, gold)")
        return v.strip()

    @field_validator("bag0", "bag1")
    @classmethod
    def _bag(cls, v: str) -> str:
        from .pieces import COLOURS

        for part in (p.strip() for p in v.split(",") if p.strip()):
            colour, _, n = part.partition("=")
            if colour.strip() not in COLOURS or not n.strip().isdigit():
                raise ValueError(f"a bag is 'colour=n,…' with colours {', '.join(COLOURS)}")
        return v

    @field_validator("prism_board")
    @classmethod
    def _board(cls, v: str) -> str:
        if not v:
            return v
        parts = v.split(",")
        if len(parts) != 2 or not all(p.strip().isdigit() for p in parts):
            raise ValueError("prism_board is 'ultra_burst,ultra_beast' token counts, e.g. '9,0'")
        burst, beast = (int(p) for p in parts)
        if burst + beast > 9:
            raise ValueError("there are 9 Prism Armour tokens in all")
        return f"{burst},{beast}"

    @field_validator("weather")
    @classmethod
    def _weather(cls, v: str) -> str:
        from .content import type_names

        if v and v not in type_names():
            raise ValueError(f"unknown weather type {v!r}")
        return v

    @field_validator("dice")
    @classmethod
    def _dice(cls, v: str) -> str:
        try:
            faces = [int(x) for x in v.split(",")]
        except ValueError:
            raise ValueError("dice is a comma-separated list of faces 0, 1 and 2") from None
        if not faces or any(f not in (0, 1, 2) for f in faces):
            raise ValueError("dice faces are 0 (status), 1 (regular hit) or 2 (critical hit)")
        return ",".join(str(f) for f in faces)

    @field_validator("balls")
    @classmethod
    def _balls(cls, v: str) -> str:
        kinds = [b.strip() for b in v.split(",") if b.strip()]
        for b in kinds:
            if b not in BALLS:
                raise ValueError(f"unknown ball {b!r} (poke, greater, ultimate, keystone, cherish)")
        return ",".join(kinds)

    def dump(self) -> dict[str, Any]:
        """The parameters as JSON values for a state's JSON; the journey's ``trainer2``…
        ``trainer5`` only when set (a state without them reads as before they existed)."""
        data = self.model_dump(mode="json")
        for key in TRAINER_KEYS[2:]:
            if not data[key]:
                del data[key]
        return data

    def faces(self) -> tuple[int, ...]:
        faces = _FACES.get(self.dice)
        if faces is None:
            faces = _FACES[self.dice] = tuple(int(x) for x in self.dice.split(","))
        return faces


_FACES: dict[str, tuple[int, ...]] = {}

#: the parameters only a journey reads
#: the Ultra Burst's safety cap when none is given (ours): the breach ends every game first (at
#: least one place destroyed per Ultra Beast turn while any is left: 70% within 47 of them)
ULTRA_MAX_ROUNDS = 60
JOURNEY_ONLY = (
    "max_rounds",
    "first_chooser",
    "galactic_seat",
    "difficulty",
    "trainer2",
    "trainer3",
    "trainer4",
    "trainer5",
)
#: each seat's trainer card parameter (the battle mode reads the first two)
TRAINER_KEYS = ("trainer0", "trainer1", "trainer2", "trainer3", "trainer4", "trainer5")
#: the parameters a journey reads (the others belong to the standalone battle)
JOURNEY_PARAMS = frozenset(
    {
        "mode",
        "campaign",
        "max_rounds",
        "first_chooser",
        "galactic_seat",
        "difficulty",
        "dice",
        "exhaustion",
        "allow_concede",
        *TRAINER_KEYS,
    }
)


#: dice rolled by each ball (CRAFTING: Poké Balls)
BALLS = {"poke": 3, "greater": 4, "ultimate": 5, "keystone": 6, "cherish": 0}
#: balls that capture automatically (the Gentleman's Cherish Ball)
AUTO_BALLS = frozenset({"cherish"})
#: capture rate of each encounter tier (POKÉMON: Encounter Tier)
CAPTURE_RATE = {"weak": 3, "moderate": 4, "strong": 5, "legendary": 6}
#: Journey Points for capturing or defeating a wild Pokémon of each tier
JOURNEY_POINTS = {"weak": 1, "moderate": 2, "strong": 3, "legendary": 4}
#: Apricorns gained when a wild Pokémon of each tier flees (REWARDS AND RECOVERY: 2 / 1 / 0)
FLEE_APRICORNS = {"weak": 2, "moderate": 1, "strong": 0, "legendary": 0}

#: how many Pokémon each Team Galactic opponent brings when ``galactic_size`` is 0 (ACT I: 3
#: grunts drawn; ACT II: a Commander's 3 of 5 with no Shard yet; ACT III: Cyrus's 6 of 8)
GALACTIC_SIZE = {"grunts": 3, "jupiter": 3, "mars": 3, "saturn": 3, "cyrus": 6}
#: the ``trainer`` field of the Team Galactic cards each opponent draws from
GALACTIC_TRAINERS = {
    "grunts": ("female_grunt", "male_grunt"),
    "jupiter": ("jupiter",),
    "mars": ("mars",),
    "saturn": ("saturn",),
    "cyrus": ("cyrus",),
}
