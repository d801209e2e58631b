"""How much of the origins content the effects carry out (``pokeforge content coverage origins``).

The set files are read and validated again (a bad file raises ContentError naming file, entry and
field). A card is implemented when every attack, power and Trainer text it has has an effect the
registry accepts, and a special Energy says what it provides. The top-level counts are the
official sets; the Origins sample set is reported on its own under ``origins_sample``.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

from .content import DATA_DIR, SAMPLE_SET, Content, load_data_dir


def _part(content: Content, card_ids: list[str]) -> dict[str, Any]:
    missing = [
        {"id": cid, "name": content.cards[cid].name, "reason": content.unimplemented[cid]}
        for cid in card_ids
        if cid in content.unimplemented
    ]
    return {
        "cards_total": len(card_ids),
        "cards_implemented": len(card_ids) - len(missing),
        "unimplemented": missing,
    }


def content_coverage(directory: Path | str | None = None) -> dict[str, Any]:
    """The report: ``cards_total``, ``cards_implemented``, ``unimplemented`` [{id, name, reason}],
    ``sets`` (per set), ``origins_sample`` (when that set is loaded) and ``summary`` lines."""
    content = load_data_dir(DATA_DIR if directory is None else directory)
    main = [cid for cid, c in content.cards.items() if c.set_id != SAMPLE_SET]
    report = _part(content, main)
    sets = []
    for info in content.sets.values():
        if info.id == SAMPLE_SET:
            continue
        part = _part(content, [cid for cid in main if content.cards[cid].set_id == info.id])
        sets.append(
            {
                "id": info.id,
                "name": info.name,
                "code": info.code,
                "cards_total": part["cards_total"],
                "cards_implemented": part["cards_implemented"],
            }
        )
    report["sets"] = sets
    summary = [
        f"{report['cards_implemented']} of {report['cards_total']} cards implemented "
        f"({', '.join(s['name'] for s in sets)})."
    ]
    summary += [
        f"  {s['name']} ({s['id']}): {s['cards_implemented']} of {s['cards_total']}" for s in sets
    ]
    if SAMPLE_SET in content.sets:
        sample_ids = [cid for cid, c in content.cards.items() if c.set_id == SAMPLE_SET]
        sample = _part(content, sample_ids)
        report["origins_sample"] = sample
        summary.append(
            f"Origins sample set: {sample['cards_implemented']} of {sample['cards_total']} "
            "cards implemented."
        )
    shown = report["unimplemented"] + report.get("origins_sample", {}).get("unimplemented", [])
    summary += [f"  not implemented: {u['name']} ({u['id']}): {u['reason']}" for u in shown]
    report["summary"] = summary
    return report
