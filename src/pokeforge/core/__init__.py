"""The engine core: contract, RNG, events, records, registry, geometry, errors. No game."""

from .encoding import ActionCodec, ActionKind
from .errors import (
    ContentError,
    IllegalAction,
    ParamError,
    PokeforgeError,
    RecordError,
    UnknownGame,
)
from .events import Event
from .game import Game
from .hidden import EVERYONE, Secrets, SlotZone, Zone, redeal, redeal_zones
from .outcome import Outcome, Result, Termination, seat_name
from .params import Params, describe_params, parse_param_pairs, parse_params, secret_params
from .prompt import Prompt
from .records import Match, Record, replay, verify
from .registry import all_games, get_game, register
from .rng import Rng
from .simultaneous import Commitments, ReactionWindow
from .state import State, canonical_json

__all__ = [
    "EVERYONE",
    "ActionCodec",
    "ActionKind",
    "Commitments",
    "ContentError",
    "Event",
    "Game",
    "IllegalAction",
    "Match",
    "Outcome",
    "ParamError",
    "Params",
    "PokeforgeError",
    "Prompt",
    "ReactionWindow",
    "Record",
    "RecordError",
    "Result",
    "Rng",
    "Secrets",
    "SlotZone",
    "State",
    "Termination",
    "UnknownGame",
    "Zone",
    "all_games",
    "canonical_json",
    "describe_params",
    "get_game",
    "parse_param_pairs",
    "parse_params",
    "redeal",
    "redeal_zones",
    "register",
    "replay",
    "seat_name",
    "secret_params",
    "verify",
]
