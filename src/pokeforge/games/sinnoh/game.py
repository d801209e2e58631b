"""The Legends of Sinnoh game: its parameters, content and the standalone battle mode."""

from __future__ import annotations

from collections.abc import Hashable
from functools import cached_property
from types import ModuleType
from typing import TYPE_CHECKING, Any, ClassVar

from pokeforge.core.errors import ParamError
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
from .params import SinnohParams
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
    title: ClassVar[str] = "Pokémon: Legends of Sinnoh (battles)"
    min_seats: ClassVar[int] = 1
    max_seats: ClassVar[int] = 2
    rules_version: ClassVar[str] = "1.4-battle.6"
    params_type: ClassVar[type[Params]] = SinnohParams
    max_decisions: ClassVar[int] = 20_000

    @property
    def default_seats(self) -> int:
        return 2

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
    ) -> SinnohState:
        p = params if isinstance(params, SinnohParams) else SinnohParams()
        if params is not None and not isinstance(params, SinnohParams):
            p = SinnohParams.model_validate(params.model_dump())
        n = self.default_seats if seats is None else seats
        opponent = p.opponent
        if opponent == "auto":
            opponent = "trainer" if n == 2 else "wild"
        # Team Galactic: seat 1 controls it, or (one player) it decides automatically
        expected = n if opponent == "galactic" else 2 if opponent == "trainer" else 1
        if n != expected and not (expected == 1 and n == 2):
            raise ParamError(f"a {opponent} battle is played by {expected} player(s), not {n}")
        rng = Rng(seed)
        sides = build_sides(self.content, p, rng, opponent)
        st = SinnohState(self, p, rng, sides, expected)
        st.metronome_deck = self.metronome_deck
        equip_trainers(st)
        setup_defences(st)
        # START OF BATTLE: the initiator sends first; a wild Pokémon is always seen first; against
        # Team Galactic the challenger reveals first and wins ties. An Alpha Pokémon initiates
        # the battle, so it wins initiative ties (ALPHA POKÉMON).
        first = 0 if opponent in ("trainer", "galactic") else 1
        if opponent == "wild" and any(
            m.item is not None and self.content.items[m.item].effects.get("legendary")
            for m in sides[1].party
        ):
            st.initiator = 1
        st.actor, st.phase = first, "send"
        st.queue = [[1 - first, "send"], [0, "round"]]
        events: list[Any] = []
        advance(st, events)
        st.log = [e.text for e in events]
        return st

    def param_variants(self) -> list[dict[str, Any]]:
        """Battles the defaults do not play, each valid for one seat and for two: a Change of
        Fate hand dealt from the seed, with trainer cards (a wild encounter for one player, a
        trainer battle for two), Team Galactic against a hand, a swarm, a Lake Guardian's trial,
        full parties that may not concede. (Hands on both sides need two seats:
        ``tests/games/sinnoh`` plays those.)"""
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
        ]

    def state_from_json(self, data: dict[str, Any]) -> State[Any]:
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
        so an agent that maximises this never concedes while it has a Pokémon to send."""
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

        assert isinstance(state, SinnohState)
        return render(state, seat)

    def render_rich(self, state: State[Any], seat: int | None) -> Text:
        """The arena in colour: the same characters as :meth:`render_text`."""
        from .render import colour

        text: Text = colour(self.render_text(state, seat))
        return text

    def describe_action(self, state: State[Any], seat: int, action: Hashable) -> str:
        from .render import describe

        assert isinstance(state, SinnohState)
        return describe(state, action)

    def action_info(self, state: State[Any], seat: int, action: Hashable) -> dict[str, Any]:
        """``text``, ``label`` (the action in words: a move with its type, dice and effect),
        ``kind`` (attack, send, switch, ball, strike, teach, pass, concede, give) and the details
        a board draws it with (``slot``, ``move``, ``type``, ``strength``, ``effect``, ``ball``,
        ``colour``)."""
        from .render import info_of

        assert isinstance(state, SinnohState)
        return info_of(state, action)
