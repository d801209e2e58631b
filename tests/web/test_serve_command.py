"""``pokeforge serve``: bad options end with a message and exit status 2, before any serving."""

from __future__ import annotations

from typer.testing import CliRunner

from pokeforge.cli.main import app


def test_an_unusable_database_url_is_a_clear_error() -> None:
    result = CliRunner().invoke(app, ["serve", "--db", "nosuch://nowhere"])
    assert result.exit_code == 2
    assert "cannot open the database nosuch://nowhere" in result.output


def test_a_port_out_of_range_is_refused() -> None:
    result = CliRunner().invoke(app, ["serve", "--port", "70000"])
    assert result.exit_code == 2 and "70000" in result.output
