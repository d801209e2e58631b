"""``pokeforge odds hex battle|capture``: exact HEX Edition odds."""

from __future__ import annotations

from typing import Annotated

import typer

from .common import print_json, user_errors

hex_odds = typer.Typer(help="HEX Edition: battle and capture odds.", no_args_is_help=True)


@hex_odds.command("battle")
def battle(
    a: Annotated[
        str, typer.Option(help="side A's card id(s) or name(s), e.g. growlithe or a+b (dual)")
    ],
    b: Annotated[str, typer.Option(help="side B's card id or name")] = "",
    leader: Annotated[str, typer.Option(help="a Gym Leader (id or name) instead of side B")] = "",
    a_bonus: Annotated[int, typer.Option(help="A's set/trainer/item bonuses")] = 0,
    b_bonus: Annotated[int, typer.Option(help="B's set/trainer/item bonuses")] = 0,
    as_json: Annotated[bool, typer.Option("--json", help="print JSON for programs")] = False,
) -> None:
    """The exact chances that A wins, draws or loses one duel."""
    from ..games.hex.content import default_content
    from ..games.hex.odds import battle_odds

    with user_errors():
        r = battle_odds(
            default_content(),
            a.split("+"),
            b.split("+") if b else None,
            leader or None,
            a_bonus,
            b_bonus,
        )
    if as_json:
        print_json(r)
        return
    other = r.get("b_name") or r["leader"]
    a_name = r["a_name"] if r["a_name"] != other else f"{r['a_name']} (A)"
    b_name = other if r["a_name"] != other else f"{other} (B)"
    lines = [(f"{a_name} wins", "a_wins"), ("draw", "draw"), (f"{b_name} wins", "b_wins")]
    if "leader" in r:
        lines.pop(1)  # §6: a draw goes to the player
    for label, key in lines:
        typer.echo(f"{label}: {r[key]['exact']} = {r[key]['probability']:.4f}")


@hex_odds.command("capture")
def capture(
    pokemon: Annotated[str, typer.Option(help="the card id or name")],
    ball: Annotated[str, typer.Option(help="none, great, ultra or master (any case)")] = "none",
    weakened: Annotated[bool, typer.Option("--weakened", help="it has a Weakened Token")] = False,
    specialist: Annotated[bool, typer.Option("--specialist", help="a type specialist")] = False,
    two_dice: Annotated[bool, typer.Option("--two-dice", help="Red rolls two dice")] = False,
    as_json: Annotated[bool, typer.Option("--json", help="print JSON for programs")] = False,
) -> None:
    """The exact chance that one capture attempt succeeds."""
    from ..games.hex.content import default_content
    from ..games.hex.odds import capture_odds

    with user_errors():
        r = capture_odds(default_content(), pokemon, ball, weakened, specialist, two_dice)
    if as_json:
        print_json(r)
        return
    ball_text = "" if r["ball"] == "none" else f" with a {r['ball'].capitalize()} Ball"
    typer.echo(f"capture {r['name']}{ball_text}: {r['exact']} = {r['probability']:.4f}")
