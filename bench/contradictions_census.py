"""The rules alone over every labelled and training pair in the repository: a precision check on many hands.

A reading written from one set's misses is right on that set; what it costs elsewhere shows only over many
hands. The census runs :func:`core.conflicts.rules.decide` (the rules, no learned reader, no store) over every
pair in ``tests/data``'s sets, ``bench/data``'s and the training-only hands in ``bench/data/reader-training``
(~33,000 pairs by about a hundred writers, ~1 min of CPU), writes each pair's outcome, and compares two censuses
pair by pair: a reading that adds true pairs and no false alarm here is broad without costing precision. The true
pairs it gains are a tuning figure (the writers write from the same spec page the blind sets do); the blind sets
(``contradictions.py --holdout``) stay the independent check.

    python bench/contradictions_census.py --write before.json        # tp / fp / fn over every pair
    python bench/contradictions_census.py --write after.json
    python bench/contradictions_census.py --diff before.json after.json   # each pair that moved, with its label
"""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path

REPO = Path(__file__).resolve().parents[1]
if str(REPO) not in sys.path:
    sys.path.insert(0, str(REPO))


def labelled_files(root: Path = REPO) -> list[Path]:
    """Every labelled contradiction file the census reads, in a stable order."""
    patterns = ("tests/data/contradictions*.jsonl", "bench/data/contradictions-*.jsonl",
                "bench/data/reader-training/*.jsonl")
    return [path for pattern in patterns for path in sorted(root.glob(pattern))]


def census(files: list[Path]) -> dict[str, dict]:
    """Each pair's label and whether the rules find a contradiction, keyed by ``<file name>:<line>``."""
    from core.conflicts.rules import decide

    outcomes: dict[str, dict] = {}
    for path in files:
        for number, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1):
            if not line.strip() or line.lstrip().startswith("//"):
                continue
            pair = json.loads(line)
            outcomes[f"{path.name}:{number}"] = {
                "contradiction": pair["expected"] != "none",
                "found": decide(pair["old"], pair["new"]) is not None,
                "old": pair["old"], "new": pair["new"],
            }
    return outcomes


def totals(outcomes: dict[str, dict]) -> dict[str, int]:
    """True pairs, false alarms and misses over a census."""
    rows = outcomes.values()
    return {"pairs": len(outcomes),
            "tp": sum(r["contradiction"] and r["found"] for r in rows),
            "fp": sum(not r["contradiction"] and r["found"] for r in rows),
            "fn": sum(r["contradiction"] and not r["found"] for r in rows)}


def moved(before: dict[str, dict], after: dict[str, dict]) -> list[tuple[str, str]]:
    """``(kind, key)`` for each pair whose outcome differs: ``+TP``, ``-TP``, ``+FP`` or ``-FP``.

    Pairs are matched by file and line and by their texts, so a file whose lines moved (the harvest of the conflict
    tests is rewritten when a table changes) is not read as pairs that flipped.
    """
    out = []
    for key in sorted(before.keys() & after.keys()):
        a, b = before[key], after[key]
        if (a["old"], a["new"]) != (b["old"], b["new"]) or a["found"] == b["found"]:
            continue
        sign = "+" if b["found"] else "-"
        out.append((sign + ("TP" if a["contradiction"] else "FP"), key))
    return out


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    group = parser.add_mutually_exclusive_group(required=True)
    group.add_argument("--write", metavar="OUT", help="run the census and write each pair's outcome to OUT (JSON)")
    group.add_argument("--diff", nargs=2, metavar=("BEFORE", "AFTER"), help="the pairs that moved between two censuses")
    parser.add_argument("--files", nargs="+", type=Path, help="only these labelled files (default: every one)")
    args = parser.parse_args(argv)
    if args.write:
        outcomes = census(args.files or labelled_files())
        Path(args.write).write_text(json.dumps(outcomes), encoding="utf-8")
        print(json.dumps(totals(outcomes)))
        return 0
    before, after = (json.loads(Path(p).read_text(encoding="utf-8")) for p in args.diff)
    moves = moved(before, after)
    for kind, key in moves:
        print(f"{kind} {key}: {before[key]['old']!r} -> {before[key]['new']!r}")
    counts = {kind: sum(k == kind for k, _ in moves) for kind in ("+TP", "-TP", "+FP", "-FP")}
    print(json.dumps(counts))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
