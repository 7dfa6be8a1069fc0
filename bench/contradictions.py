"""Precision and recall of the heuristic contradiction rules on a hand-labelled set.

Each JSONL line is one pair: ``old`` is captured and promoted first, ``new`` is
captured an hour later (both through the real engine, on a throwaway store), and the
rule of the proposal filed on ``new`` is compared with ``expected`` (a rule name or
``none``). Optional fields: ``kind`` (both) or ``old_kind``/``new_kind``,
``old_ns``/``new_ns``, ``old_event_time``/``new_event_time``.

    python bench/contradictions.py                  # the labelled set, as a table
    python bench/contradictions.py --json           # one JSON document
    python bench/contradictions.py --file tests/data/contradictions_heldout.jsonl --errors
"""

from __future__ import annotations

import argparse
import json
import sys
import tempfile
from collections import Counter
from pathlib import Path

REPO = Path(__file__).resolve().parents[1]
if str(REPO) not in sys.path:
    sys.path.insert(0, str(REPO))

from core import Engine, Settings  # noqa: E402
from core.clock import parse_time  # noqa: E402
from core.conflicts.rules import RULE_NAMES  # noqa: E402

DEFAULT_SET = REPO / "tests" / "data" / "contradictions.jsonl"
# A Monday, so "last Tuesday" and "this morning" mean something definite.
OLD_CREATED = "2026-06-01T09:00:00Z"
NEW_CREATED = "2026-06-01T10:00:00Z"


class _Clock:
    def __init__(self):
        self.now = parse_time(OLD_CREATED)

    def __call__(self):
        return self.now


def load_pairs(path: Path) -> list[dict]:
    """The labelled pairs of a JSONL file (blank lines and ``//`` comments skipped)."""
    pairs = []
    for number, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1):
        if not line.strip() or line.lstrip().startswith("//"):
            continue
        pair = json.loads(line)
        pair["line"] = number
        pairs.append(pair)
    return pairs


def detect_pairs(pairs: list[dict]) -> list[str]:
    """Capture each pair through the engine; the rule filed on the newcomer, or ``none``."""
    found: list[str] = []
    with tempfile.TemporaryDirectory() as tmp:
        clock = _Clock()
        engine = Engine(Path(tmp) / "bench.db", settings=Settings(), clock=clock)
        try:
            for index, pair in enumerate(pairs):
                base = f"pair{index}"
                old_ns = f"{base}-{pair['old_ns']}" if pair.get("old_ns") else base
                new_ns = f"{base}-{pair['new_ns']}" if pair.get("new_ns") else base
                clock.now = parse_time(OLD_CREATED)
                old = engine.memories.remember(pair["old"], kind=pair.get("old_kind", pair.get("kind")),
                                               namespace=old_ns,
                                      event_time=pair.get("old_event_time"), source="bench")
                engine.memories.promote([old.id])
                clock.now = parse_time(NEW_CREATED)
                new = engine.memories.remember(pair["new"], kind=pair.get("new_kind", pair.get("kind")),
                                               namespace=new_ns,
                                      event_time=pair.get("new_event_time"), source="bench")
                rules = [p.rule for p in engine.store.proposals.for_memory(new.id) if p.target_id == old.id]
                found.append(rules[0] if rules else "none")
        finally:
            engine.close()
    return found


def score(pairs: list[dict], found: list[str]) -> dict:
    """Precision and recall per rule and overall ("fired" vs "should fire")."""
    per_rule = {}
    for rule in RULE_NAMES:
        tp = sum(1 for p, f in zip(pairs, found) if f == rule and p["expected"] == rule)
        fp = sum(1 for p, f in zip(pairs, found) if f == rule and p["expected"] != rule)
        fn = sum(1 for p, f in zip(pairs, found) if p["expected"] == rule and f != rule)
        per_rule[rule] = _pr(tp, fp, fn)
    tp = sum(1 for p, f in zip(pairs, found) if f != "none" and p["expected"] != "none")
    fp = sum(1 for p, f in zip(pairs, found) if f != "none" and p["expected"] == "none")
    fn = sum(1 for p, f in zip(pairs, found) if f == "none" and p["expected"] != "none")
    overall = _pr(tp, fp, fn)
    overall["rule_agreement"] = round(
        sum(1 for p, f in zip(pairs, found) if f != "none" and f == p["expected"]) / tp, 4) if tp else None
    errors = [
        {"line": p["line"], "expected": p["expected"], "found": f, "old": p["old"], "new": p["new"]}
        for p, f in zip(pairs, found) if f != p["expected"]
    ]
    return {"pairs": len(pairs), "labels": dict(Counter(p["expected"] for p in pairs)),
            "overall": overall, "rules": per_rule, "errors": errors}


def _pr(tp: int, fp: int, fn: int) -> dict:
    precision = tp / (tp + fp) if tp + fp else 1.0
    recall = tp / (tp + fn) if tp + fn else 1.0
    return {"tp": tp, "fp": fp, "fn": fn, "precision": round(precision, 4), "recall": round(recall, 4)}


def evaluate(path: Path = DEFAULT_SET) -> dict:
    """Load, detect and score one labelled file."""
    pairs = load_pairs(path)
    report = score(pairs, detect_pairs(pairs))
    report["file"] = str(path.relative_to(REPO) if path.is_relative_to(REPO) else path)
    return report


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--file", type=Path, default=DEFAULT_SET, help="labelled JSONL file")
    parser.add_argument("--json", action="store_true", help="print one JSON document")
    parser.add_argument("--errors", action="store_true", help="list every pair the detector got wrong")
    args = parser.parse_args(argv)
    report = evaluate(args.file.resolve())
    if args.json:
        print(json.dumps(report, indent=2))
        return 0
    print(f"{report['file']}: {report['pairs']} pairs, labels {report['labels']}")
    print(f"{'rule':<16}{'tp':>5}{'fp':>5}{'fn':>5}{'precision':>11}{'recall':>9}")
    for name, row in [*report["rules"].items(), ("overall", report["overall"])]:
        print(f"{name:<16}{row['tp']:>5}{row['fp']:>5}{row['fn']:>5}{row['precision']:>11.3f}{row['recall']:>9.3f}")
    print(f"rule agreement when both fired: {report['overall']['rule_agreement']}")
    if args.errors:
        for e in report["errors"]:
            print(f"  line {e['line']}: expected {e['expected']}, found {e['found']}: {e['old']!r} → {e['new']!r}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
