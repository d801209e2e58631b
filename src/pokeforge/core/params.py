"""Typed, validated game parameters (pydantic models)."""

from __future__ import annotations

import json
from typing import Any, Literal, TypeVar, get_args, get_origin

from annotated_types import Ge, Le
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
        first = exc
    # A command line gives strings; pydantic does not read "2" as the literal 2 or "[1, 2]" as a
    # list. Retry the refused fields with their strings read as JSON values.
    refused = {err["loc"][0] for err in first.errors() if err["loc"]}
    retry = {k: _json_value(v) if k in refused else v for k, v in raw.items()}
    if retry != raw:
        try:
            return params_type.model_validate(retry)
        except ValidationError:
            pass
    problems = "; ".join(_problem(err["loc"], err["msg"]) for err in first.errors())
    raise ParamError(f"bad parameter value: {problems}")


def _problem(loc: tuple[Any, ...], msg: str) -> str:
    """One refused value in words: ``key: why``, or only why for a check of several keys
    together (a model-level check has no key)."""
    msg = msg.removeprefix("Value error, ")  # a validator's own words
    if not loc:
        return msg
    return f"{'.'.join(str(p) for p in loc)}: {msg}"


def _json_value(value: Any) -> Any:
    """A command line's or a form's string read as JSON; ``1,9`` is read as the list ``[1, 9]``."""
    if isinstance(value, str):
        for text in (value, f"[{value}]"):
            try:
                return json.loads(text)
            except ValueError:
                continue
    return value


def parse_param_pairs(pairs: list[str]) -> dict[str, str]:
    """Turn ``["key=value", ...]`` into a dict; a pair without ``=`` is an error."""
    out: dict[str, str] = {}
    for pair in pairs:
        key, sep, value = pair.partition("=")
        if not sep or not key.strip():
            raise ParamError(f"parameter {pair!r} is not of the form key=value")
        out[key.strip()] = value.strip()
    return out


def secret_params(params_type: type[Params]) -> list[str]:
    """The parameters that name something the rules hide from some seat (a starting hand): their
    field carries a ``json_schema_extra`` key beginning with ``secret`` (``secret_to_side``).
    Whoever sets them knows that secret, so a server never lets a player set them: it deals what
    they would name from the secret seed."""
    out = []
    for name, field in params_type.model_fields.items():
        extra = field.json_schema_extra
        if isinstance(extra, dict) and any(str(k).startswith("secret") for k in extra):
            out.append(name)
    return out


def describe_params(params_type: type[Params]) -> list[dict[str, Any]]:
    """Each parameter of a game as plain data, for ``pokeforge games --json`` and the lobby form.

    One entry per field: ``name``, ``type`` (``bool``, ``int``, ``str``, ``choice`` or
    ``int_list``), ``default``, ``choices`` (for ``choice``), ``min``/``max`` where bounded, and
    ``help``: the field's description (one line); ``secret: true`` for a :func:`secret_params`
    one. A field's string form on a command line or in a form is what :func:`parse_params` reads
    back: ``int_list`` values are comma-separated.
    """
    secrets = set(secret_params(params_type))
    out: list[dict[str, Any]] = []
    for name, field in params_type.model_fields.items():
        ann = field.annotation
        entry: dict[str, Any] = {"name": name, "default": field.default}
        if get_origin(ann) is Literal:
            entry["type"] = "choice"
            entry["choices"] = list(get_args(ann))
        elif ann is bool:
            entry["type"] = "bool"
        elif ann is int:
            entry["type"] = "int"
        elif ann is str:
            entry["type"] = "str"
        elif get_origin(ann) is tuple and get_args(ann)[:1] == (int,):
            entry["type"] = "int_list"
            entry["default"] = list(field.default)
        else:
            raise TypeError(f"{params_type.__name__}.{name}: no form for type {ann!r}")
        for meta in field.metadata:
            if isinstance(meta, Ge):
                entry["min"] = meta.ge
            elif isinstance(meta, Le):
                entry["max"] = meta.le
        entry["help"] = (field.description or "").strip()
        if name in secrets:
            entry["secret"] = True
        out.append(entry)
    return out
