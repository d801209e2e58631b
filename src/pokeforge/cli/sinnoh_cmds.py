"""``pokeforge odds sinnoh capture|attack``."""

from __future__ import annotations

from typing import Annotated

import typer

from .common import print_json, user_errors

odds_app = typer.Typer(help="Exact odds, computed by enumerating the dice.", no_args_is_help=True)
sinnoh_odds = typer.Typer(help="Legends of Sinnoh: capture and attack odds.", no_args_is_help=True)
odds_app.add_typer(sinnoh_odds, name="sinnoh")


@sinnoh_odds.command("capture")
def capture(
    ball: Annotated[
        str, typer.Option(help="poke, greater, ultimate, keystone or cherish (any case)")
    ] = "poke",
    tier: Annotated[
        str, typer.Option(help="weak, moderate, strong or legendary (any case)")
    ] = "weak",
    status: Annotated[bool, typer.Option("--status", help="the wild Pokémon has a status")] = False,
    dice: Annotated[str, typer.Option(help="faces of the attack die")] = "0,0,1,1,2,2",
    as_json: Annotated[bool, typer.Option("--json", help="print JSON for programs")] = False,
) -> None:
    """The exact probability that one ball captures a wild Pokémon of a tier."""
    from ..games.sinnoh.odds import capture_probability
    from ..games.sinnoh.params import SinnohParams

    with user_errors():
        faces = SinnohParams(dice=dice).faces()
        result = capture_probability(ball, tier, status, faces)
    if as_json:
        print_json(result)
        return
    from ..games.sinnoh.words import a_or_an, ball_name

    who = a_or_an(f"{result['tier'].capitalize()} wild Pokémon")
    if result["status"]:
        who += " with a status"
    typer.echo(
        f"{ball_name(result['ball'])} vs {who}: {result['probability']:.4f} ({result['exact']})"
    )


@sinnoh_odds.command("attack")
def attack(
    attacker: Annotated[str, typer.Option(help="attacking Pokémon: Name[@item][+Taught Move]")],
    defender: Annotated[str, typer.Option(help="defending Pokémon: Name[@item]")],
    move: Annotated[
        str | None, typer.Option(help="the move, any case (default: the signature move)")
    ] = None,
    option: Annotated[
        str, typer.Option(help="the move's choice, e.g. type=fire (default: its first choice)")
    ] = "",
    dice: Annotated[str, typer.Option(help="faces of the attack die")] = "0,0,1,1,2,2",
    as_json: Annotated[bool, typer.Option("--json", help="print JSON for programs")] = False,
) -> None:
    """The exact damage distribution of one attack, with every modifier that applies."""
    from ..games.sinnoh.odds import attack_distribution

    with user_errors():
        result = attack_distribution(attacker, defender, move, option, dice)
    if as_json:
        print_json(result)
        return
    from ..games.sinnoh.words import plural

    dice = plural(result["strength"], "die", "dice")
    typer.echo(
        f"{result['attacker']} → {result['defender']} with {result['move']} "
        + (f"[{result['option']}] " if result["option"] else "")
        + f"({dice}); mean {result['mean']:.3f} damage"
    )
    for dmg, p in result["distribution"].items():
        typer.echo(f"  {dmg:>3} damage: {p:.4f}")
    typer.echo(
        f"{result['attacker']} knocks {result['defender']} out: "
        f"{result['knockout_probability']:.4f} ({result['knockout_exact']})"
    )
