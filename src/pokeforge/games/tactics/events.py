"""The tactics event list (one place) and the helpers that word events.

Event kinds and their public data:

| kind | when | public data |
| --- | --- | --- |
| ``dealt`` | variant 4: species dealt at random (private to the seat) | ``seat`` |
| ``pick`` | a species picked (private while secret) | ``seat`` (+ ``species`` if public) |
| ``teams_revealed`` | picks shown | ``teams`` {seat: [species]} |
| ``place`` | a Pokémon placed in secret (private) | ``seat`` |
| ``deployment_revealed`` | both sides deployed | ``squares`` {pokemon id: square} |
| ``cycle`` | a cycle starts | ``cycle`` |
| ``poison`` | poison takes 20 HP before a cycle | ``pokemon``, ``hp`` |
| ``order`` | a seat chose its cycle order (private) | ``seat`` |
| ``orders_revealed`` | both orders shown | ``orders`` {seat: [entries]} |
| ``turn`` | a Pokémon's turn starts (Phase 1 changes included) | ``seat``, ``pokemon`` |
| ``empty_turn`` / ``turn_skipped`` | an empty card / a knocked-out Pokémon's turn | ``seat`` |
| ``announce`` | Phase 2: a movement bonus announced before the move | ``pokemon``, ``bonus`` |
| ``move`` | Phase 2 | ``pokemon``, ``from``, ``to``, ``bonus`` |
| ``attack`` | Phase 3 resolved | ``pokemon``, ``attack``, ``hits``, ``knocked_out`` [ids] |
| ``ask`` / ``roll`` | attacker's choice, die rolled | ``face``, ``value`` |
| ``defend`` | a defender's decision | ``pokemon``, ``option`` |
| ``attack_declared`` | a damaging attack waits for ask/roll or defence | ``pokemon``, ``attack`` |
| ``rescue_available`` | a cycle starts 1 against 3 or more | ``seat`` |
| ``knockout`` | a knock-out by poison (attacks list theirs) | ``pokemon`` |
| ``phase4`` | tokens discarded at the end of a turn | ``pokemon``, ``discarded`` |
| ``rescue`` | the last-rescue card used | ``seat``, ``kind`` |
| ``game_over`` | the end | ``outcome`` |
"""

from __future__ import annotations

from typing import Any

from pokeforge.core.events import Event
from pokeforge.core.outcome import seat_name

SEAT_COLOURS = ("red", "blue")

__all__ = ["SEAT_COLOURS", "event", "seat_name", "secret_event"]


def event(kind: str, text: str, /, **public: Any) -> Event:
    return Event(kind, text, public)


def secret_event(kind: str, seat: int, text: str, private_text: str, **private: Any) -> Event:
    """An event whose details only ``seat`` may see."""
    return Event(kind, text, {"seat": seat}, {seat: private}, {seat: private_text})
