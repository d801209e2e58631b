"""Typed, validated game parameters (pydantic models)."""

from __future__ import annotations

from typing import Any, TypeVar

from pydantic import BaseModel, ConfigDict, ValidationError

from .errors import ParamError


class Params(BaseModel):
    """Base class of every game's parameters: frozen, and unknown keys are errors."""

    model_config = ConfigDict(frozen=True, extra="forbid")


P = TypeVar("P", bound=Params)


def parse_params(params_type: type[P], raw: dict[str, Any] | None) -> P:
    """Build ``params_type`` from ``raw`` (values may be strings, as on a command line).

    Raises :class:`ParamError` naming the key for an unknown key or a bad value.
    """
    raw = dict(raw or {})
    known = params_type.model_fields
    for key in raw:
        if key not in known:
            names = ", ".join(sorted(known)) or "none"
            raise ParamError(f"unknown parameter {key!r} (this game's parameters: {names})")
    try:
        return params_type.model_validate(raw)
    except ValidationError as exc:
        problems = "; ".join(
            f"{'.'.join(str(p) for p in err['loc'])}: {err['msg']}" for err in exc.errors()
        )
        raise ParamError(f"bad parameter value: {problems}") from None


def parse_param_pairs(pairs: list[str]) -> dict[str, str]:
    """Turn ``["key=value", ...]`` into a dict; a pair without ``=`` is an error."""
    out: dict[str, str] = {}
    for pair in pairs:
        key, sep, value = pair.partition("=")
        if not sep or not key.strip():
            raise ParamError(f"parameter {pair!r} is not of the form key=value")
        out[key.strip()] = value.strip()
    return out
