"""The Legends of Sinnoh game: its parameters, content and the standalone battle mode."""

from __future__ import annotations

from collections.abc import Hashable
from functools import cached_property
from types import ModuleType
from typing import TYPE_CHECKING, Any, ClassVar

from pokeforge.core.errors import ParamError
from pokeforge.core.events import Event
from pokeforge.core.game import Game
from pokeforge.core.outcome import Termination
from pokeforge.core.params import Params
from pokeforge.core.rng import Rng
from pokeforge.core.state import State

from . import encoding as action_numbers
from . import facts as play_facts
from . import observe as observation
from . import rollout as search_knowledge
from .content import Content, default_content
from .journey import MAX_TRAINERS, MIN_TRAINERS, JourneyState, new_journey
from .params import SinnohParams
from .pieces import Side
from .rules import tactics
from .rules.battle import advance
from .setup import build_sides, equip_trainers, setup_defences
from .state import SinnohState

if TYPE_CHECKING:
    from rich.text import Text


class SinnohGame(Game):
    """Pokémon: Legends of Sinnoh v1.4. ``mode=battle``: a standalone battle, trainer vs trainer
    (2 seats) or a wild encounter / swarm battle (1 seat)."""

    slug: ClassVar[str] = "sinnoh"
    numbering_module: ClassVar[ModuleType | None] = action_numbers
    facts_module: ClassVar[ModuleType | None] = play_facts
    observation_module: ClassVar[ModuleType | None] = observation
    search_module: ClassVar[ModuleType | None] = search_knowledge
    title: ClassVar[str] = "Pokémon: Legends of Sinnoh"
    min_seats: ClassVar[int] = 1
    #: the most any mode seats (the journey: 6); a battle seats 1 or 2 (:meth:`seat_range`)
    max_seats: ClassVar[int] = 6
    rules_version: ClassVar[str] = "1.4-journey.9"
    params_type: ClassVar[type[Params]] = SinnohParams
    max_decisions: ClassVar[int] = 20_000

    @property
    def default_seats(self) -> int:
        return 2

    def seat_range(self, params: Params | None = None) -> tuple[int, int]:
        """A battle: 1 or 2 seats; a journey (``campaign=heart``): 1 to 6."""
        if isinstance(params, SinnohParams) and params.campaign:
            return MIN_TRAINERS, MAX_TRAINERS
        return 1, 2

    def seats_label(self, params: Params | None = None) -> str:
        if isinstance(params, SinnohParams) and params.campaign:
            return f"a {self.slug} journey (campaign={params.campaign})"
        return (
            f"a {self.slug} battle (mode=battle; a journey, campaign=heart or ultra_burst, "
            "seats 1 to 6)"
        )

    def variant_seats(self, params: Params) -> tuple[int, ...]:
        """A journey is played by 1, 2, 4 and 6 trainers in the conformance suite."""
        if isinstance(params, SinnohParams) and params.campaign:
            return (1, 2, 4, 6)
        return super().variant_seats(params)

    @cached_property
    def content(self) -> Content:
        return default_content()

    @cached_property
    def metronome_deck(self) -> tuple[str, ...]:
        """The Evolution Pokémon deck: every playable card some Pokémon evolves into, once per
        copy (documented decision)."""
        content = self.content
        targets = {name for c in content.cards.values() for name in c.evolve_into}
        deck: list[str] = []
        for card in sorted(content.cards.values(), key=lambda c: c.id):
            if card.name in targets and card.state <= 1 and content.playable(card):
                deck.extend([card.id] * max(1, card.copies))
        return tuple(deck)

    def new_state(
        self, params: Params | None = None, seed: int = 0, seats: int | None = None
    ) -> SinnohState | JourneyState:
        p = params if isinstance(params, SinnohParams) else SinnohParams()
        if params is not None and not isinstance(params, SinnohParams):
            p = SinnohParams.model_validate(params.model_dump())
        n = self.check_seats(seats, p)
        if p.campaign:
            return new_journey(self, p, seed, n)
        opponent = p.opponent
        if opponent == "auto":
            opponent = "trainer" if n == 2 else "wild"
        # Team Galactic: seat 1 controls it, or (one player) it decides automatically
        expected = n if opponent == "galactic" else 2 if opponent == "trainer" else 1
        if n != expected and not (expected == 1 and n == 2):
            raise ParamError(f"a {opponent} battle is played by {expected} player(s), not {n}")
        rng = Rng(seed)
        sides = build_sides(self.content, p, rng, opponent)
        st, _ = self.start_battle(p, rng, sides, expected)
        return st

    def start_battle(
        self,
        params: SinnohParams,
        rng: Rng,
        sides: list[Side],
        num_seats: int,
        names: tuple[str, str] | None = None,
    ) -> tuple[SinnohState, list[Event]]:
        """A battle between ``sides`` (side 0 initiated it; side 1 is a trainer, a wild Pokémon,
        a swarm or Team Galactic), played by ``num_seats`` seats (1: side 1 decides
        automatically) with ``rng`` (shared, not copied: a journey's battle draws from the
        journey's dice). ``names`` are what people call the trainers of the two sides (default
        ``Player 1`` and ``Player 2``). Returns the battle, waiting for its first decision, and
        the events of its start. The standalone battle mode builds its sides from the
        parameters and starts them here; the journey builds them from its trainers."""
        st = SinnohState(self, params, rng, sides, num_seats)
        if names is not None:
            st.names = names
        st.metronome_deck = self.metronome_deck
        for side in sides:
            for mon in side.party:
                tactics.assign(self.content, mon, side.kind)
        equip_trainers(st)
        setup_defences(st)
        # START OF BATTLE: the initiator sends first; a wild Pokémon is always seen first; against
        # Team Galactic the challenger reveals first and wins ties. An Alpha Pokémon initiates
        # the battle, so it wins initiative ties (ALPHA POKÉMON).
        opponent = sides[1].kind
        first = 0 if opponent in ("trainer", "galactic") else 1
        if opponent == "wild" and any(
            m.item is not None and self.content.items[m.item].effects.get("legendary")
            for m in sides[1].party
        ):
            st.initiator = 1
        st.actor, st.phase = first, "send"
        st.queue = [[1 - first, "send"], [0, "round"]]
        events: list[Event] = []
        advance(st, events)
        st.log = [e.text for e in events]
        return st, events

    def param_variants(self) -> list[dict[str, Any]]:
        """Battles the defaults do not play, each valid for one seat and for two: a Change of
        Fate hand dealt from the seed, with trainer cards (a wild encounter for one player, a
        trainer battle for two), Team Galactic against a hand, a swarm, a Lake Guardian's trial,
        full parties that may not concede. (Hands on both sides need two seats:
        ``tests/games/sinnoh`` plays those.) And the journey (``campaign=heart``, and
        ``campaign=ultra_burst`` with the New and the Master Trainer's difficulty), and a journey
        with a random trainer card."""
        return [
            {
                "trainer0": "random",
                "fate_dealt0": 2,
                "follower0": "arceus",
                "party_size": 4,
                "apricorns": 7,
            },
            {
                "opponent": "galactic",
                "galactic": "cyrus",
                "trainer0": "random",
                "fate0": "Devious Ambush",
                "follower0": "giratina",
            },
            {"opponent": "swarm", "party_size": 5, "trainer0": "random:silver"},
            {"opponent": "wild", "wild": "Uxie", "lake_trial": True, "party_size": 4},
            {"party_size": 6, "taught_moves": 2, "random_items": True, "allow_concede": False},
            # the journey (the conformance suite plays it with 1, 2, 4 and 6 trainers:
            # variant_seats); a few rounds keep its playouts short
            {"campaign": "heart", "max_rounds": 12},
            # the Ultra Burst co-op campaign, the easiest and the hardest difficulty
            {"campaign": "ultra_burst", "max_rounds": 12},
            {"campaign": "ultra_burst", "difficulty": "master", "max_rounds": 12},
            # the journey with a trainer card (the expansion), drawn from the seed
            {"campaign": "heart", "max_rounds": 12, "trainer0": "random"},
        ]

    def state_from_json(self, data: dict[str, Any]) -> State[Any]:
        if data.get("journey"):
            return JourneyState.from_json(self, data)
        return SinnohState.from_json(self, data)

    def content_coverage(self) -> dict[str, Any]:
        """Move effects, trainer abilities and Change of Fate / Distortion Breach cards."""
        from .content import load_content

        report = load_content().coverage()
        summary = [
            f"{report['moves_implemented']} of {report['moves_total']} moves implemented",
            *(f"  not implemented: {name}" for name in report["unimplemented"]),
            f"{report['abilities_implemented']} of {report['abilities_total']} trainer abilities "
            f"act in battle and are implemented; {report['abilities_campaign_only']} act only "
            "outside battles (campaign data)",
            *(f"  not implemented: {name}" for name in report["abilities_unimplemented"]),
        ]
        for label, words in (("change_of_fate", "Change of Fate"), ("distortion_breach", "Breach")):
            assumed = ", ".join(report[f"{label}_assumed"]) or "none"
            summary.append(
                f"{report[f'{label}_implemented']} of {report[f'{label}_total']} {words} cards "
                f"implemented (assumptions: {assumed})"
            )
            summary.extend(
                f"  not implemented: {name}" for name in report[f"{label}_unimplemented"]
            )
        report["summary"] = summary
        return report

    def evaluate(self, state: State[Any], seat: int) -> float:
        """Health left on ``seat``'s side minus the opponent's; a finished battle adds ±10⁶ for
        a win or a loss (0 for a draw), so any win beats any battle still going and the health
        left breaks ties between equal results. Conceding is scored below every other loss:
        fighting on with a usable Pokémon can never end worse than giving up (END OF BATTLE),
        so an agent that maximises this never concedes while it has a Pokémon to send. A
        journey: :func:`.journey.evaluate.evaluate`."""
        if isinstance(state, JourneyState):
            from .journey.evaluate import evaluate

            return evaluate(state, seat)
        assert isinstance(state, SinnohState)
        mine, theirs = state.sides[seat], state.sides[1 - seat]
        health = float(
            sum(m.health_left for m in mine.party) - sum(m.health_left for m in theirs.party)
        )
        out = state.outcome
        if out is None:
            return health
        result = out.result(seat)
        if result == "loss" and out.termination == Termination.CONCESSION:
            return -2e6
        return {"win": 1e6, "draw": 0.0, "loss": -1e6}[result] + health

    def render_text(self, state: State[Any], seat: int | None) -> str:
        from .render import render

        if isinstance(state, JourneyState):
            from .journey.render import render as journey_render

            return journey_render(state, seat)
        assert isinstance(state, SinnohState)
        return render(state, seat)

    def render_rich(self, state: State[Any], seat: int | None) -> Text:
        """The arena in colour: the same characters as :meth:`render_text`."""
        from .render import colour

        text: Text = colour(self.render_text(state, seat))
        return text

    def describe_action(self, state: State[Any], seat: int, action: Hashable) -> str:
        from .render import describe

        if isinstance(state, JourneyState):
            from .journey.render import describe as journey_describe

            return journey_describe(state, seat, action)
        assert isinstance(state, SinnohState)
        return describe(state, action)

    def action_info(self, state: State[Any], seat: int, action: Hashable) -> dict[str, Any]:
        """``text``, ``label`` (the action in words: a move with its type, dice and effect),
        ``kind`` (attack, send, switch, ball, strike, teach, pass, concede, give) and the details
        a board draws it with (``slot``, ``move``, ``type``, ``strength``, ``effect``, ``ball``,
        ``colour``)."""
        from .render import info_of

        if isinstance(state, JourneyState):
            from .journey.render import info_of as journey_info

            return journey_info(state, seat, action)
        assert isinstance(state, SinnohState)
        return info_of(state, action)
