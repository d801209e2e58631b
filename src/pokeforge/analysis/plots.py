"""The pictures of a balance report, drawn with matplotlib and returned as inline SVG text
(text kept as text, no timestamps; each picture's ids are unique within the page)."""

from __future__ import annotations

import io
import itertools
import math
import re
from typing import Any

import matplotlib as mpl

mpl.use("Agg")

from matplotlib.axes import Axes
from matplotlib.figure import Figure

BLUE = "#3b6fb6"
GREY = "#8a93a3"
GREEN = "#2e8b57"
RED = "#c0392b"
SEAT_COLOURS = ["#3b6fb6", "#e08a2c", "#4a9e5c", "#b5477a", "#7b62b8", "#8c6d46"]
_ids = itertools.count()
#: the fonts a browser is asked for (the text is measured with matplotlib's DejaVu Sans)
FONTS = "'DejaVu Sans', Verdana, Arial, sans-serif"


def to_svg(fig: Figure) -> str:
    """The figure as an ``<svg>`` element (no XML prologue)."""
    buf = io.StringIO()
    salt = f"pf{next(_ids)}"
    with mpl.rc_context({"svg.fonttype": "none", "svg.hashsalt": salt}):
        fig.savefig(buf, format="svg", bbox_inches="tight", metadata={"Date": None})
    text = buf.getvalue()
    text = text[text.index("<svg") :]
    # smaller: no RDF metadata, one short font list, no pointless zero rotations
    text = re.sub(r"\s*<metadata>.*?</metadata>", "", text, count=1, flags=re.S)
    text = re.sub(r"font-family: '[^;\"]*", "font-family: " + FONTS, text)
    text = re.sub(r' transform="rotate\(-0 [^)]*\)"', "", text)
    # a tenth of a point is exact enough for drawing: numbers in attributes only (a label's
    # text keeps every digit it was given)
    text = re.sub(
        r'(?<=\s)(d|x|y|x1|x2|y1|y2|width|height|transform|points|style|viewBox)="([^"]*)"',
        _shorten,
        text,
    )
    # keep only the ids something refers to (clip paths, markers: salted, so unique in a page)
    used = set(re.findall(r"#([\w.\-]+)", text))
    return re.sub(r' id="([^"]*)"', lambda m: m.group(0) if m.group(1) in used else "", text)


_TENTHS = re.compile(r"(\d\.\d)\d+")


def _shorten(attribute: re.Match[str]) -> str:
    """An SVG attribute with its numbers cut to a tenth."""
    short = _TENTHS.sub(r"\g<1>", attribute.group(2))
    return attribute.group(1) + '="' + short + '"'


def _figure(width: float, height: float, ncols: int = 1) -> tuple[Figure, list[Axes]]:
    fig = Figure(figsize=(width, height), layout="constrained")
    axes = fig.subplots(1, ncols, squeeze=False)[0]
    for ax in axes:
        ax.spines[["top", "right"]].set_visible(False)
        ax.tick_params(labelsize=9)
    return fig, list(axes)


def _err(d: dict[str, Any]) -> tuple[float, float, float]:
    """A rate or mean as (value, minus, plus) for an error bar (zeros where undefined)."""
    value = d.get("rate", d.get("mean"))
    if value is None:
        return (float("nan"), 0.0, 0.0)
    low = d["low"] if d["low"] is not None else value
    high = d["high"] if d["high"] is not None else value
    return (float(value), float(value - low), float(high - value))


def _percent_axis(ax: Axes, axis: str = "y") -> None:
    from matplotlib.ticker import PercentFormatter

    (ax.yaxis if axis == "y" else ax.xaxis).set_major_formatter(PercentFormatter(1.0))


def seat_plot(group: dict[str, Any]) -> str:
    """Each seat's win rate with its interval, and the equal share as a dashed line."""
    seats = group["by_seat"]
    fig, (ax,) = _figure(5.2, 2.9)
    xs = list(range(len(seats)))
    vals = [_err(b["wins"]) for b in seats]
    ax.bar(
        xs,
        [v[0] for v in vals],
        yerr=[[v[1] for v in vals], [v[2] for v in vals]],
        color=[SEAT_COLOURS[i % len(SEAT_COLOURS)] for i in xs],
        capsize=5,
        width=0.6,
    )
    if len(seats) > 1:
        ax.axhline(1 / len(seats), color=GREY, linestyle="--", linewidth=1, label="equal share")
        ax.legend(fontsize=8, frameon=False)
    ax.set_xticks(xs, [f"{b['name']}\n{b['agent']}" for b in seats])
    ax.set_ylabel("win rate", fontsize=9)
    ax.set_ylim(0, 1)
    _percent_axis(ax)
    ax.set_title(f"{group['seats']}-seat games ({group['finished']:,} finished)", fontsize=10)
    return to_svg(fig)


def _bins(values: list[float], most: int = 40) -> list[float]:
    """Histogram edges: whole-number steps centred on whole numbers (counts never straddle
    two bins), at most ``most`` bins."""
    lo, hi = math.floor(min(values)), math.ceil(max(values))
    width = max(1, math.ceil((hi - lo + 1) / most))
    return [lo - 0.5 + width * i for i in range((hi - lo) // width + 2)]


def length_plot(decisions: list[float], rounds: list[float]) -> str:
    """Histograms of the number of decisions and of rounds per game."""
    fig, axes = _figure(6.4, 2.7, ncols=2)
    for ax, values, label in ((axes[0], decisions, "decisions"), (axes[1], rounds, "rounds")):
        if values:
            ax.hist(values, bins=_bins(values), color=BLUE, edgecolor="white", linewidth=0.4)
        else:
            ax.text(0.5, 0.5, "no games", ha="center", va="center", transform=ax.transAxes)
        ax.set_xlabel(f"{label} per game", fontsize=9)
        ax.set_ylabel("games", fontsize=9)
    return to_svg(fig)


def reason_plot(reasons: list[dict[str, Any]]) -> str:
    """How many games ended for each reason."""
    fig, (ax,) = _figure(5.2, 0.6 + 0.38 * max(1, len(reasons)))
    names = [r["reason"].replace("_", " ") for r in reasons][::-1]
    counts = [r["share"]["k"] for r in reasons][::-1]
    colours = [RED if r["reason"] in ("error", "capped") else BLUE for r in reasons][::-1]
    if reasons:
        ax.barh(names, counts, color=colours)
        for y, c in enumerate(counts):
            ax.text(c, y, f" {c:,}", va="center", fontsize=8)
    ax.set_xlabel("games", fontsize=9)
    ax.margins(x=0.15)
    return to_svg(fig)


def fact_plot(fact: dict[str, Any], limit: int = 40) -> str:
    """Win rate per value of a fact with its interval; outliers coloured, the overall rate as
    a dashed line."""
    values = fact["values"]
    if not fact["binned"]:
        values = sorted(values, key=lambda v: v["rate"]["n"], reverse=True)[:limit]
        values = sorted(values, key=lambda v: v["rate"]["rate"] or 0.0)
    else:
        values = values[::-1]
    labels = [
        v["value"] if v["seat"] is None else f"{v['value']} · {v['seat_name']}" for v in values
    ]
    fig, (ax,) = _figure(5.2, 0.8 + 0.24 * max(1, len(values)))
    colours = [
        GREEN if v["outlier"] == "high" else RED if v["outlier"] == "low" else BLUE for v in values
    ]
    for colour in (BLUE, GREEN, RED):  # one drawing per colour keeps the SVG small
        ys = [y for y, c in enumerate(colours) if c == colour]
        if not ys:
            continue
        pts = [_err(values[y]["rate"]) for y in ys]
        ax.errorbar(
            [p[0] for p in pts],
            ys,
            xerr=[[p[1] for p in pts], [p[2] for p in pts]],
            fmt="o",
            color=colour,
            markersize=4,
            capsize=2,
        )
    ax.set_yticks(range(len(values)), labels, fontsize=8)
    for name, overall in fact["overall"].items():
        if overall["rate"] is not None:
            ax.axvline(overall["rate"], color=GREY, linestyle="--", linewidth=1)
            if len(fact["overall"]) == 1:
                ax.text(
                    overall["rate"],
                    len(values) - 0.3,
                    " overall",
                    color=GREY,
                    fontsize=8,
                    va="bottom",
                )
            else:
                ax.text(overall["rate"], -0.9, f" {name}", color=GREY, fontsize=7, va="top")
    ax.set_xlim(0, 1)
    ax.set_ylim(-1, len(values))
    _percent_axis(ax, "x")
    ax.set_xlabel("win rate (95% CI)", fontsize=9)
    return to_svg(fig)


def _is_number(text: str) -> bool:
    try:
        float(text)
    except ValueError:
        return False
    return True


def sweep_plot(sweep: dict[str, Any]) -> str:
    """Win rate per seat and mean decisions for each value of a swept parameter."""
    values = sweep["values"]
    labels = [v["value"] for v in values]
    xs = list(range(len(values)))
    fig, axes = _figure(6.4 if len(values) <= 8 else 8.0, 2.8 if len(values) <= 6 else 3.4, 2)
    n_seats = max((len(v["by_seat"]) for v in values), default=0)
    ordered = all(_is_number(x) for x in labels)  # lines join numbers, not names
    for s in range(n_seats):
        pts = [_err(v["by_seat"][s]["wins"]) if len(v["by_seat"]) > s else None for v in values]
        shift = (s - (n_seats - 1) / 2) * 0.08
        kept = [(x + shift, p) for x, p in zip(xs, pts, strict=True) if p is not None]
        axes[0].errorbar(
            [x for x, _ in kept],
            [p[0] for _, p in kept],
            yerr=[[p[1] for _, p in kept], [p[2] for _, p in kept]],
            fmt="o-" if ordered else "o",
            linewidth=1,
            capsize=3,
            markersize=4,
            color=SEAT_COLOURS[s % len(SEAT_COLOURS)],
            label=f"Player {s + 1}",
        )
    axes[0].set_ylim(0, 1)
    _percent_axis(axes[0])
    axes[0].set_ylabel("win rate", fontsize=9)
    if n_seats > 1:
        axes[0].legend(fontsize=7, frameon=False)
    dec = [_err(v["decisions"]) for v in values]
    axes[1].errorbar(
        xs,
        [d[0] for d in dec],
        yerr=[[d[1] for d in dec], [d[2] for d in dec]],
        fmt="o-" if ordered else "o",
        color=BLUE,
        capsize=3,
        markersize=4,
    )
    axes[1].set_ylabel("mean decisions", fontsize=9)
    crowded = len(values) > 6 or max((len(x) for x in labels), default=0) > 6
    for ax in axes:
        if crowded:
            ax.set_xticks(xs, labels, rotation=60, ha="right", fontsize=8)
        else:
            ax.set_xticks(xs, labels)
        ax.set_xlabel(sweep["param"], fontsize=9)
        ax.set_xlim(-0.5, len(values) - 0.5)
    return to_svg(fig)


def grid_plot(grid: dict[str, Any], metric: str) -> str:
    """A heatmap over two swept parameters: Player 1's win rate (``win``) or the mean number of
    decisions (``decisions``), each cell labelled with its value."""
    import numpy as np

    rows, cols = grid["values_a"], grid["values_b"]
    data = np.full((len(rows), len(cols)), np.nan)
    for cell in grid["cells"]:
        i, j = rows.index(cell["a"]), cols.index(cell["b"])
        if metric == "win":
            value = cell["by_seat"][0]["wins"]["rate"] if cell["by_seat"] else None
        else:
            value = cell["decisions"]["mean"]
        if value is not None:
            data[i, j] = value
    size = max(len(rows), len(cols))
    cell = min(0.55, 7.5 / max(1, size))  # inches per cell
    fig, (ax,) = _figure(2.4 + cell * len(cols), 1.1 + cell * len(rows))
    if metric == "win":
        mesh = ax.pcolormesh(data, cmap="RdBu", vmin=0.0, vmax=1.0, rasterized=True)
        label = "Player 1 win rate"
    else:
        mesh = ax.pcolormesh(data, cmap="Blues", rasterized=True)
        label = "mean decisions"
    colourbar = fig.colorbar(mesh, ax=ax, shrink=0.8)
    colourbar.set_label(label, fontsize=9)
    if metric == "win":
        _percent_axis(colourbar.ax)
    if size <= 10:  # a bigger grid's numbers are in the table beside it
        lo, hi = np.nanmin(data) if np.isfinite(data).any() else 0.0, np.nanmax(data)
        for (i, j), value in np.ndenumerate(data):
            if np.isnan(value):
                continue
            text = f"{100 * value:.0f}" if metric == "win" else f"{value:.0f}"
            if metric == "win":
                dark = abs(value - 0.5) > 0.3
            else:
                dark = hi > lo and (value - lo) / (hi - lo) > 0.6
            ax.text(
                j + 0.5, i + 0.5, text, ha="center", va="center",
                fontsize=7 if size > 8 else 9, color="white" if dark else "black",
            )  # fmt: skip
    crowded = len(cols) > 6 or max((len(c) for c in cols), default=0) > 6
    ax.set_xticks(
        [j + 0.5 for j in range(len(cols))],
        cols,
        rotation=60 if crowded else 0,
        ha="right" if crowded else "center",
        fontsize=8,
    )
    ax.set_yticks([i + 0.5 for i in range(len(rows))], rows, fontsize=8)
    ax.invert_yaxis()
    ax.set_xlabel(grid["params"][1], fontsize=9)
    ax.set_ylabel(grid["params"][0], fontsize=9)
    return to_svg(fig)
