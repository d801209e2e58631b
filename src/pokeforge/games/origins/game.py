"""The ``origins`` game: the TCG rules of the Base–Fossil era (``classic``) and the same with
the Origins rule updates (``origins``)."""

from __future__ import annotations

from collections.abc import Callable, Hashable, Mapping
from types import ModuleType
from typing import TYPE_CHECKING, Any, ClassVar

from pokeforge.core.errors import ParamError
from pokeforge.core.game import Game
from pokeforge.core.params import Params
from pokeforge.core.rng import Rng
from pokeforge.core.state import State

from . import encoding as action_numbers
from . import facts as play_facts
from . import observe as observation
from . import rollout as search_knowledge
from .actions import Action
from .params import OriginsParams
from .rules.flow import advance
from .rules.setup import deal
from .state import OriginsState

if TYPE_CHECKING:
    from rich.text import Text

    from .cards import CardDef

DeckResolver = Callable[[str], list[str]]
#: the shipped content's accepted decks by (spec, format): a deck is read and checked once
_CHECKED_DECKS: dict[tuple[str, str], tuple[str, ...]] = {}


class OriginsGame(Game):
    """Two players, 60-card decks, the rules of the 1999 rulebook (and the Origins layer)."""

    slug: ClassVar[str] = "origins"
    title: ClassVar[str] = "Pokémon Origins TCG"
    min_seats: ClassVar[int] = 2
    max_seats: ClassVar[int] = 2
    rules_version: ClassVar[str] = "1"
    params_type: ClassVar[type[Params]] = OriginsParams
    numbering_module: ClassVar[ModuleType | None] = action_numbers
    facts_module: ClassVar[ModuleType | None] = play_facts
    observation_module: ClassVar[ModuleType | None] = observation
    search_module: ClassVar[ModuleType | None] = search_knowledge

    def __init__(
        self,
        cards: Mapping[str, CardDef] | None = None,
        decks: DeckResolver | None = None,
    ) -> None:
        self._cards = None if cards is None else dict(cards)
        self._decks = decks

    def content_coverage(self) -> dict[str, Any]:
        """The shipped cards: how many of the official sets' cards play, and for every other
        card why not (see :mod:`.coverage`)."""
        from .coverage import content_coverage

        return content_coverage()

    @property
    def cards(self) -> dict[str, CardDef]:
        """Every card the game knows, by id (the shipped sets unless given)."""
        if self._cards is None:
            from .content import shipped_content

            self._cards = shipped_content().cards
        return self._cards

    def deck_of(self, spec: str, format: str = "classic") -> list[str]:
        """The card ids of a deck named by a preset slug or written as decklist text; a deck
        the format refuses is a :class:`~pokeforge.games.origins.decks.DeckError` with every
        reason."""
        if self._decks is not None:
            return list(self._decks(spec))
        key = (spec, format)
        known = _CHECKED_DECKS.get(key)
        if known is not None:
            return list(known)
        from .content import shipped_content
        from .decks import DeckError, check_deck, resolve_deck

        content = shipped_content()
        deck = resolve_deck(spec, content)
        reasons = check_deck(deck, format, content)
        if reasons:
            raise DeckError(reasons)
        ids = deck.card_ids()
        if len(_CHECKED_DECKS) >= 64:
            _CHECKED_DECKS.clear()
        _CHECKED_DECKS[key] = tuple(ids)
        return ids

    def origins_params(self, raw: dict[str, Any] | None = None) -> OriginsParams:
        parsed = self.params(raw)
        assert isinstance(parsed, OriginsParams)
        return parsed

    def new_state(
        self, params: Params | None = None, seed: int = 0, seats: int | None = None
    ) -> OriginsState:
        self.check_seats(seats)
        if params is None:
            parsed = OriginsParams()
        elif isinstance(params, OriginsParams):
            parsed = params
        else:
            parsed = self.origins_params(params.model_dump())
        state = OriginsState(self, parsed, Rng(seed))
        for p, spec in enumerate((parsed.deck0, parsed.deck1)):
            ids = self.deck_of(spec, parsed.format)
            unknown = [c for c in ids if c not in self.cards]
            if unknown:
                raise ParamError(f"deck{p}: unknown cards {', '.join(sorted(set(unknown)))}")
            if not any(self.cards[c].is_basic_pokemon for c in ids):
                raise ParamError(f"deck{p}: a deck needs at least one Basic Pokémon")
            state.deck[p] = list(ids)
        deal(state)
        advance(state)
        return state

    def param_variants(self) -> list[dict[str, Any]]:
        return [
            {"format": "origins"},
            {
                "format": "origins",
                "deck0": "origins-aurora-spark",
                "deck1": "origins-tide-and-stone",
            },
            {
                "first_turn_attack": False,
                "sudden_death": False,
                "deck0": "brushfire",
                "deck1": "2-player-starter",
            },
        ]

    def state_from_json(self, data: dict[str, Any]) -> OriginsState:
        return OriginsState.from_json(self, data)

    def evaluate(self, state: State[Any], seat: int) -> float:
        from .evaluate import evaluate

        assert isinstance(state, OriginsState)
        return evaluate(state, seat)

    def render_text(self, state: State[Any], seat: int | None) -> str:
        from .render import render_text

        assert isinstance(state, OriginsState)
        return render_text(state, seat)

    def render_rich(self, state: State[Any], seat: int | None) -> Text:
        from rich.text import Text

        return Text(self.render_text(state, seat))

    def describe_action(self, state: State[Any], seat: int, action: Hashable) -> str:
        from .render import describe_action

        assert isinstance(state, OriginsState) and isinstance(action, Action)
        return describe_action(state, seat, action)
