"""HTML tables and number formats for a balance report (every value escaped)."""

from __future__ import annotations

from collections.abc import Sequence
from html import escape

from .compare import Mean, Rate, Test


def pct(x: float | None, digits: int = 1) -> str:
    """A share as a percentage, ``–`` when undefined."""
    return "–" if x is None else f"{100 * x:.{digits}f}%"


def rate_cell(r: Rate) -> str:
    """``52.0% (48.1–55.9%)``: the rate and its 95% interval."""
    if r.rate is None or r.low is None or r.high is None:
        return "–"
    return f"{100 * r.rate:.1f}% ({100 * r.low:.1f}–{100 * r.high:.1f}%)"


def mean_cell(m: Mean, digits: int = 1) -> str:
    """``41.2 (40.8–41.6)``: a mean and its 95% interval."""
    if m.mean is None:
        return "–"
    if m.low is None or m.high is None:
        return f"{m.mean:.{digits}f}"
    return f"{m.mean:.{digits}f} ({m.low:.{digits}f}–{m.high:.{digits}f})"


def num(x: float | None, digits: int = 1) -> str:
    """A number without needless decimals (``12``, ``12.5``), ``–`` when undefined."""
    if x is None:
        return "–"
    if float(x).is_integer():
        return f"{int(x):,}"
    return f"{x:,.{digits}f}"


def p_cell(p: float | None) -> str:
    """A p-value: three significant digits, ``< 0.0001`` below that."""
    if p is None:
        return "–"
    if p < 1e-4:
        return "< 0.0001"
    return f"{p:.3g}"


def test_sentence(t: Test) -> str:
    """A test's result in words (escaped HTML)."""
    if t.p is None:
        return escape(f"No test ({t.note}).") if t.note else "No test."
    verdict = "a difference at the 5% level" if t.p < 0.05 else "no significant difference"
    p = p_cell(t.p)
    return escape(f"{t.name}: p {p if p.startswith('<') else '= ' + p} ({verdict}).")


def html_table(
    headers: Sequence[str],
    rows: Sequence[Sequence[str]],
    *,
    numeric: Sequence[int] = (),
    row_classes: Sequence[str] | None = None,
    caption: str | None = None,
    cls: str | None = None,
) -> str:
    """A ``<table>``; cells are text (escaped here), ``numeric`` columns right-aligned."""
    right = set(numeric)
    out = [f'<table class="{escape(cls)}">' if cls else "<table>"]
    if caption:
        out.append(f"<caption>{escape(caption)}</caption>")
    if not any(headers):
        out.append("<tbody>")
    else:
        out.append(
            "<thead><tr>"
            + "".join(
                f'<th class="num">{escape(h)}</th>' if i in right else f"<th>{escape(h)}</th>"
                for i, h in enumerate(headers)
            )
            + "</tr></thead><tbody>"
        )
    for r, row in enumerate(rows):
        row_cls = row_classes[r] if row_classes is not None else ""
        out.append(f'<tr class="{escape(row_cls)}">' if row_cls else "<tr>")
        for i, cell in enumerate(row):
            attr = ' class="num"' if i in right else ""
            out.append(f"<td{attr}>{escape(cell)}</td>")
        out.append("</tr>")
    out.append("</tbody></table>")
    return "".join(out)


def matrix_table(
    corner: str,
    rows: Sequence[str],
    columns: Sequence[str],
    cells: dict[tuple[str, str], tuple[str, str]],
) -> str:
    """A matrix: one row per ``rows`` value, one column per ``columns`` value; each cell's text
    and tooltip from ``cells`` (blank where missing)."""
    out = ['<table class="matrix"><thead><tr>', f"<th>{escape(corner)}</th>"]
    out.extend(f'<th class="num">{escape(c)}</th>' for c in columns)
    out.append("</tr></thead><tbody>")
    for r in rows:
        out.append(f"<tr><th>{escape(r)}</th>")
        for c in columns:
            text, tip = cells.get((r, c), ("", ""))
            title = f' title="{escape(tip)}"' if tip else ""
            out.append(f'<td class="num"{title}>{escape(text)}</td>')
        out.append("</tr>")
    out.append("</tbody></table>")
    return "".join(out)
