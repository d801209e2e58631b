"""Balance report numbers on small hand-made results tables, checked against sums done by hand."""

from __future__ import annotations

import json
import math
import re
from pathlib import Path

import pyarrow as pa
import pyarrow.parquet as pq
import pytest
from report_support import game_row, split_rows, write_results

from pokeforge.analysis.compare import benjamini_hochberg, equal_chances, mean_ci, wilson
from pokeforge.analysis.report import (
    ResultsFileError,
    analyse,
    load_results,
    numbers_json,
    render_html,
    write_report,
)

Z = 1.959963984540054  # the 97.5th percentile of the standard normal


def wilson_by_hand(k: int, n: int) -> tuple[float, float]:
    p = k / n
    centre = (p + Z * Z / (2 * n)) / (1 + Z * Z / n)
    half = Z * math.sqrt(p * (1 - p) / n + Z * Z / (4 * n * n)) / (1 + Z * Z / n)
    return centre - half, centre + half


def report_of(tmp_path: Path, rows: list[dict[str, object]]) -> dict[str, object]:
    return analyse(load_results(write_results(tmp_path / "results.parquet", rows)))


def test_a_60_40_split_gives_its_rate_and_wilson_interval(tmp_path: Path) -> None:
    numbers = report_of(tmp_path, split_rows(60, 40))
    assert numbers["fixed_params"] == {"size": 8}
    (group,) = numbers["seats"]  # type: ignore[misc]
    first, second = group["by_seat"]
    low, high = wilson_by_hand(60, 100)
    assert (low, high) == pytest.approx((0.50200, 0.69060), abs=1e-4)
    assert first["wins"]["k"] == 60 and first["wins"]["n"] == 100
    assert first["wins"]["rate"] == pytest.approx(0.6)
    assert first["wins"]["low"] == pytest.approx(low, abs=1e-9)
    assert first["wins"]["high"] == pytest.approx(high, abs=1e-9)
    assert second["wins"]["rate"] == pytest.approx(0.4)
    assert second["losses"] == 60
    # exact two-sided binomial test of 60 in 100 against 1/2: 2·P(X ≥ 60) = 0.0569
    tail = sum(math.comb(100, k) for k in range(60, 101)) / 2**100
    assert group["equal_chances"]["p"] == pytest.approx(2 * tail, rel=1e-9)
    assert group["equal_chances"]["p"] == pytest.approx(0.0569, abs=1e-4)


def test_a_strong_first_player_is_significant_and_equal_seats_are_not(tmp_path: Path) -> None:
    strong = report_of(tmp_path, split_rows(300, 200))
    assert strong["seats"][0]["equal_chances"]["p"] < 0.001  # type: ignore[index]
    even = report_of(tmp_path, split_rows(250, 250))
    assert even["seats"][0]["equal_chances"]["p"] == pytest.approx(1.0)  # type: ignore[index]


def test_three_seats_use_a_chi_square_test_by_hand(tmp_path: Path) -> None:
    winners = [0] * 50 + [1] * 30 + [2] * 20
    numbers = report_of(tmp_path, [game_row(i, w, seats=3) for i, w in enumerate(winners)])
    test = numbers["seats"][0]["equal_chances"]  # type: ignore[index]
    # expected 100/3 each: sum (o - e)² / e = (50²+30²+20² - 3·(100/3)²)/(100/3) = 14
    assert test["statistic"] == pytest.approx(14.0)
    assert test["p"] == pytest.approx(math.exp(-7.0))  # chi-square, 2 df: P(X > x) = e^(-x/2)
    assert "chi-square" in test["test"]


def test_errors_and_capped_games_are_left_out_of_the_rates(tmp_path: Path) -> None:
    rows = split_rows(6, 4)
    rows.append(game_row(10, None, reason="capped"))
    rows.append(game_row(11, None, error="ValueError: boom"))
    numbers = report_of(tmp_path, rows)
    assert numbers["status"] == {"finished": 10, "capped": 1, "error": 1}
    seat = numbers["seats"][0]["by_seat"][0]  # type: ignore[index]
    assert (seat["wins"]["k"], seat["wins"]["n"]) == (6, 10)
    reasons = {r["reason"]: r["share"]["k"] for r in numbers["reasons"]}  # type: ignore[attr-defined]
    assert reasons == {"knockout": 10, "capped": 1, "error": 1}
    assert numbers["error_messages"] == ["game 11 (seed 1011): ValueError: boom"]
    # lengths: every game that did not raise (the capped one included)
    assert numbers["length"]["decisions"]["n"] == 11  # type: ignore[index]


def test_game_lengths_summarised_by_hand(tmp_path: Path) -> None:
    lengths = [(10, 2), (20, 4), (30, 6), (40, 8), (10, 2), (20, 4), (30, 6), (40, 8)]
    rows = [game_row(i, 0, decisions=d, rounds=r) for i, (d, r) in enumerate(lengths)]
    length = report_of(tmp_path, rows)["length"]
    dec = length["decisions"]  # type: ignore[index]
    assert (dec["mean"], dec["min"], dec["median"], dec["max"]) == (25.0, 10.0, 25.0, 40.0)
    assert dec["sd"] == pytest.approx(math.sqrt(1000 / 7))
    # t interval: 25 ± t(0.975, 7) · sd / √8, t(0.975, 7) = 2.364624
    half = 2.3646242510102993 * math.sqrt(1000 / 7) / math.sqrt(8)
    assert dec["mean_ci"]["low"] == pytest.approx(25 - half)
    assert length["rounds"]["mean"] == 5.0  # type: ignore[index]


def test_an_outlier_team_member_is_flagged_and_the_others_are_not(tmp_path: Path) -> None:
    # 200 games; "ace" is always on seat 0's team and seat 0 wins 150 of them
    rows = []
    for i in range(200):
        winner = 0 if i < 150 else 1
        teams = (
            [["ace", "b", "c"], ["d", "e", "c"]] if i % 2 else [["ace", "c", "b"], ["e", "d", "c"]]
        )
        rows.append(game_row(i, winner, **{"fact.team_by_seat": teams}))
    numbers = report_of(tmp_path, rows)
    (fact,) = numbers["facts"]  # type: ignore[misc]
    assert fact["per_seat"] and fact["list"]
    assert fact["overall"]["all seats"]["rate"] == pytest.approx(0.5)
    by_value = {v["value"]: v for v in fact["values"]}
    assert by_value["ace"]["rate"]["k"] == 150 and by_value["ace"]["rate"]["n"] == 200
    assert by_value["ace"]["outlier"] == "high"
    assert by_value["d"]["outlier"] == "low"  # always on the seat that won 50 of 200
    # "c" is on both teams: one observation per seat, half of them wins, no outlier
    assert by_value["c"]["rate"]["n"] == 400 and by_value["c"]["outlier"] is None
    # Benjamini–Hochberg over the fact's five values, by hand from the raw p-values
    raw = sorted(v["p"] for v in fact["values"])
    m = len(raw)
    by_hand = [min(raw[j] * m / (j + 1) for j in range(i, m)) for i in range(m)]
    assert sorted(v["q"] for v in fact["values"]) == pytest.approx(by_hand)


def test_a_near_average_value_is_not_flagged_among_many(tmp_path: Path) -> None:
    # 20 starters; "lucky" wins 60/100 against an overall 50%: p = 0.057 alone, not an outlier
    rows = []
    for i in range(2000):
        starter = f"s{i % 20}" if i % 20 else "lucky"
        k = i // 20
        won = k < 60 if starter == "lucky" else k % 2 == 0
        rows.append(
            game_row(i, 0 if won else 1, seats=2, **{"fact.starter_by_seat": [starter, "x"]})
        )
    fact = report_of(tmp_path, rows)["facts"][0]  # type: ignore[index]
    lucky = next(v for v in fact["values"] if v["value"] == "lucky")
    assert lucky["rate"]["rate"] == pytest.approx(0.6)
    assert lucky["outlier"] is None


def test_a_per_game_fact_gives_each_seat_its_rate(tmp_path: Path) -> None:
    rows = [
        game_row(i, 0 if i < 30 else 1, **{"fact.map": "forest" if i % 2 else "cave"})
        for i in range(40)
    ]
    fact = report_of(tmp_path, rows)["facts"][0]  # type: ignore[index]
    assert not fact["per_seat"]
    cells = {(v["value"], v["seat_name"]): (v["rate"]["k"], v["rate"]["n"]) for v in fact["values"]}
    assert cells[("cave", "Player 1")] == (15, 20)
    assert cells[("forest", "Player 2")] == (5, 20)


def test_a_numeric_fact_with_many_values_is_binned(tmp_path: Path) -> None:
    # 0..99 on both seats: quintile edges 19.8, 39.6, 59.4, 79.2; 20 values (40 seats) per bin
    rows = [game_row(i, i % 2, **{"fact.hp_left_by_seat": [i, i]}) for i in range(100)]
    fact = report_of(tmp_path, rows)["facts"][0]  # type: ignore[index]
    assert fact["binned"]
    assert [v["value"] for v in fact["values"]] == ["0–19", "20–39", "40–59", "60–79", "80–99"]
    assert [v["rate"]["n"] for v in fact["values"]] == [40] * 5
    assert [v["rate"]["k"] for v in fact["values"]] == [20] * 5


def test_empty_facts_are_reported_not_fatal(tmp_path: Path) -> None:
    rows = [
        game_row(i, 0, **{"fact.summons_by_seat": [[], []], "fact.note": None}) for i in range(4)
    ]
    rows[0]["fact.note"] = "x"
    rows[0]["reason"] = "capped"
    numbers = report_of(tmp_path, rows)
    facts = {f["fact"]: f for f in numbers["facts"]}  # type: ignore[attr-defined]
    assert facts["summons_by_seat"]["values"] == []
    assert facts["note"]["values"] == [] and facts["note"]["note"]
    html = render_html(numbers)
    assert "summons_by_seat" in html


def test_a_sweep_shows_each_value_in_numeric_order(tmp_path: Path) -> None:
    rows = []
    for i in range(90):
        size = ("4", "6", "10")[i % 3]
        winner = 0 if (size == "10" or i % 2) else 1
        rows.append(game_row(i, winner, **{"param.size": size, "decisions": 10 * int(size)}))
    numbers = report_of(tmp_path, rows)
    (sweep,) = numbers["sweeps"]  # type: ignore[misc]
    assert numbers["fixed_params"] == {}  # size differs from game to game
    assert sweep["param"] == "size"
    assert [v["value"] for v in sweep["values"]] == ["4", "6", "10"]
    ten = sweep["values"][2]
    assert ten["games"] == 30 and ten["by_seat"][0]["wins"]["rate"] == 1.0
    assert ten["decisions"]["mean"] == 100.0
    assert sweep["outcome_test"]["p"] < 0.001
    assert sweep["length_test"]["p"] < 0.001
    html = render_html(numbers)
    assert "Kruskal–Wallis H, 2 df: p &lt; 0.0001" in html
    section = html[html.index('id="sweeps"') :]
    for value in ("4", "6", "10"):
        assert f"<td>{value}</td>" in section


def test_one_seat_games_have_a_rate_and_no_equal_chances_test(tmp_path: Path) -> None:
    rows = [game_row(i, 0 if i < 7 else None, seats=1) for i in range(10)]
    for r in rows[7:]:  # lost to the game: a loss, no winner
        r.update(result_by_seat=["loss"], reason="objective")
    numbers = report_of(tmp_path, rows)
    group = numbers["seats"][0]  # type: ignore[index]
    assert group["by_seat"][0]["wins"]["rate"] == pytest.approx(0.7)
    assert group["equal_chances"]["p"] is None and "one seat" in group["equal_chances"]["note"]
    assert group["no_winner"] == 3
    assert "<svg" in render_html(numbers)


def test_draws_count_in_no_seat(tmp_path: Path) -> None:
    rows = [game_row(i, None if i < 4 else 0) for i in range(10)]
    group = report_of(tmp_path, rows)["seats"][0]  # type: ignore[index]
    assert group["draws"]["k"] == 4
    assert group["by_seat"][0]["draws"] == 4 and group["by_seat"][0]["wins"]["k"] == 6


def test_an_empty_results_file_still_makes_a_page(tmp_path: Path) -> None:
    path = write_results(tmp_path / "empty.parquet", [])
    numbers = write_report(path, tmp_path / "r.html")
    assert numbers["games"] == 0 and numbers["seats"] == []
    assert "No games" in (tmp_path / "r.html").read_text()


def test_the_page_is_self_contained(tmp_path: Path) -> None:
    rows = split_rows(30, 20, **{"fact.team_by_seat": [["a"], ["b"]]})
    html = render_html(report_of(tmp_path, rows))
    assert "<script" not in html and "<link" not in html and "@import" not in html
    # the only URLs are XML namespace names, which nothing fetches
    assert set(re.findall(r'(?:src|href)="(?!#)([^"]*)"', html)) == set()
    assert html.count("<svg") == 4  # seats, length, reasons, the fact
    assert "Benjamini–Hochberg" in html
    ids = re.findall(r'\bid="([^"]+)"', html)  # inline pictures share one id space
    assert ids and len(ids) == len(set(ids))


def test_json_numbers_leave_out_the_raw_lengths(tmp_path: Path) -> None:
    numbers = numbers_json(report_of(tmp_path, split_rows(3, 2)))
    assert "values" not in numbers["length"]["decisions"]
    json.dumps(numbers, allow_nan=False)


@pytest.mark.parametrize(
    ("content", "message"),
    [
        (b"game,seed\ntactics,1\n", "not a Parquet results file"),
        (None, "no column 'result_by_seat'"),
    ],
)
def test_a_file_that_is_not_a_results_file_is_refused(
    tmp_path: Path, content: bytes | None, message: str
) -> None:
    path = tmp_path / "x.parquet"
    if content is None:
        pq.write_table(pa.table({"game": ["tactics"], "seats": [2]}), path)
    else:
        path.write_bytes(content)
    with pytest.raises(ResultsFileError, match=message):
        load_results(path)


def test_compare_helpers_against_hand_sums() -> None:
    assert wilson(0, 10)[0] == pytest.approx(0.0, abs=1e-12)
    assert wilson(0, 10)[1] == pytest.approx(Z * Z / (10 + Z * Z))
    assert benjamini_hochberg([0.01, 0.04, 0.03]) == pytest.approx([0.03, 0.04, 0.04])
    assert equal_chances([5]).p is None
    m = mean_ci([3.0, 3.0])
    assert (m.mean, m.low, m.high) == (3.0, 3.0, 3.0)
    with pytest.raises(ValueError, match="at least one trial"):
        wilson(0, 0)


def test_the_run_metadata_and_an_interrupted_run_are_shown(tmp_path: Path) -> None:
    path = write_results(tmp_path / "r.parquet", split_rows(3, 2))
    table = pq.read_table(path)
    meta = {b"seed": b"41", b"interrupted": b"true", b"workers": b"2", b"other": b"x"}
    pq.write_table(table.replace_schema_metadata(meta), path)
    numbers = analyse(load_results(path))
    assert numbers["run"] == {"seed": "41", "workers": "2", "interrupted": "true"}
    html = render_html(numbers)
    assert "<td>run seed</td><td>41</td>" in html
    assert "the run was stopped" in html


def test_ragged_rows_do_not_break_the_numbers(tmp_path: Path) -> None:
    rows = [
        game_row(0, 0, **{"fact.team_by_seat": [["a"], ["b"]], "fact.flag": True}),
        game_row(1, 1, **{"fact.team_by_seat": None, "fact.flag": False}),
        game_row(2, 0, **{"fact.team_by_seat": [["a"]], "fact.flag": None}),  # one seat's team
        game_row(3, 1, result_by_seat=["loss"]),  # a short result list: Player 2 not counted
    ]
    numbers = report_of(tmp_path, rows)
    seats = numbers["seats"][0]["by_seat"]  # type: ignore[index]
    assert [(b["wins"]["k"], b["wins"]["n"]) for b in seats] == [(2, 4), (1, 3)]
    facts = {f["fact"]: f for f in numbers["facts"]}  # type: ignore[attr-defined]
    team = {v["value"]: (v["rate"]["k"], v["rate"]["n"]) for v in facts["team_by_seat"]["values"]}
    assert team == {"a": (2, 2), "b": (0, 1)}
    flag = {(v["value"], v["seat"]): v["rate"]["k"] for v in facts["flag"]["values"]}
    assert flag == {("true", 0): 1, ("true", 1): 0, ("false", 0): 0, ("false", 1): 1}
    assert "<svg" in render_html(numbers)


def test_two_swept_parameters_are_crossed_in_a_grid(tmp_path: Path) -> None:
    rows = []
    for i in range(80):
        size, mode = ("4", "8")[i % 2], ("a", "b")[(i // 2) % 2]
        winner = 0 if (size == "8" and mode == "b") or i % 8 >= 6 else 1
        rows.append(game_row(i, winner, **{"param.size": size, "param.mode": mode}))
    numbers = report_of(tmp_path, rows)
    (grid,) = numbers["grids"]  # type: ignore[misc]
    assert grid["params"] == ["mode", "size"]
    cells = {(c["a"], c["b"]): c for c in grid["cells"]}
    assert set(cells) == {("a", "4"), ("a", "8"), ("b", "4"), ("b", "8")}
    assert all(c["games"] == 20 for c in cells.values())
    # mode b is i % 4 in {2, 3}: b×8 always wins; b×4 is i % 8 in {2, 6}, won when 6: 10 of 20
    assert cells[("b", "8")]["by_seat"][0]["wins"]["k"] == 20
    assert cells[("b", "4")]["by_seat"][0]["wins"]["k"] == 10
    assert cells[("a", "4")]["by_seat"][0]["wins"]["k"] == 0
    html = render_html(numbers)
    section = html[html.index('id="grids"') :]
    assert section.count("<svg") == 2  # win rate and length heatmaps
    assert 'title="100.0% (83.9–100.0%), 20 games">100%</td>' in section


def test_a_skewed_numeric_fact_gets_distinct_non_empty_bins(tmp_path: Path) -> None:
    # 80 seats with 0 left, then 1..40: 0 is a bin of its own, 1..40 cut in quartiles
    values = [0] * 80 + list(range(1, 41))
    rows = [
        game_row(i, 0, **{"fact.hp_by_seat": [values[2 * i], values[2 * i + 1]]}) for i in range(60)
    ]
    fact = report_of(tmp_path, rows)["facts"][0]  # type: ignore[index]
    labels = [v["value"] for v in fact["values"]]
    assert fact["binned"] and len(labels) == len(set(labels)) >= 2
    assert labels == ["0", "1–10", "11–20", "21–30", "31–40"]
    assert [v["rate"]["n"] for v in fact["values"]] == [80, 10, 10, 10, 10]
    assert sum(v["rate"]["n"] for v in fact["values"]) == 120


def test_a_table_with_only_the_required_columns_is_read(tmp_path: Path) -> None:
    path = tmp_path / "min.parquet"
    table = pa.table(
        {
            "game": ["duel"] * 3,
            "seats": [2, 2, 2],
            "result_by_seat": [["win", "loss"], ["loss", "win"], ["win", "loss"]],
            "reason": ["knockout"] * 3,
            "decisions": [4, 6, 8],
        }
    )
    pq.write_table(table, path)
    numbers = analyse(load_results(path))
    assert numbers["seats"][0]["by_seat"][0]["wins"]["k"] == 2  # type: ignore[index]
    assert numbers["length"]["decisions"]["mean"] == 6.0  # type: ignore[index]
    assert numbers["length"]["rounds"]["n"] == 0  # type: ignore[index]
    assert "<svg" in render_html(numbers)


def test_a_length_interval_stays_within_the_lengths_seen() -> None:
    m = mean_ci([10.0, 583.0])
    assert m.low == 10.0 and m.high == 583.0 and m.mean == 296.5


def test_plot_labels_keep_every_digit_while_drawing_numbers_are_cut_to_tenths() -> None:
    from matplotlib.figure import Figure

    from pokeforge.analysis.plots import to_svg

    fig = Figure(figsize=(2, 2))
    ax = fig.subplots()
    ax.plot([0.12345, 1.98765], [0.5, 1.25])
    ax.set_title("p = 0.0478, 46.25%")
    svg = to_svg(fig)
    assert "p = 0.0478, 46.25%" in svg
    drawn = re.findall(r' d="([^"]*)"', svg)
    assert drawn and not any(re.search(r"\d\.\d\d", d) for d in drawn)
