"""``pokeforge report``: a balance report of a results table written by ``simulate --out``."""

from __future__ import annotations

from pathlib import Path
from typing import Annotated

import typer

from .common import print_json, user_errors


def report(
    results: Annotated[
        Path, typer.Argument(metavar="RESULTS", help="a Parquet file from `simulate --out`")
    ],
    out: Annotated[
        Path | None,
        typer.Option("--out", "-o", help="the HTML file to write (default: RESULTS with .html)"),
    ] = None,
    title: Annotated[str | None, typer.Option(help="the report's title")] = None,
    as_json: Annotated[
        bool,
        typer.Option("--json", help="print the numbers as JSON (the HTML only with --out)"),
    ] = False,
) -> None:
    """Write a self-contained HTML balance report of RESULTS: win rate per seat, game length,
    termination reasons, win rate by fact and the effect of swept parameters."""
    from ..analysis.report import analyse, load_results, numbers_json, render_html

    with user_errors():
        target = out if out is not None or as_json else results.with_suffix(".html")
        if target is not None and target.resolve() == results.resolve():
            raise ValueError(f"--out {target} would overwrite the results file")
        numbers = analyse(load_results(results), title)
        if target is not None:
            target.parent.mkdir(parents=True, exist_ok=True)
            target.write_text(render_html(numbers), encoding="utf-8")
            # to stdout, unless the JSON goes there
            typer.echo(f"wrote {target} ({numbers['games']:,} games)", err=as_json)
        if as_json:
            print_json(numbers_json(numbers))
