"""Contradiction detection in a crowded store: every pair's older memory in one namespace.

``bench/contradictions.py`` gives each pair a namespace of its own, where the older memory is the
only promoted memory there is: any shared word finds it, so it measures the readers, not the
candidate lookup. Here every older memory of a set is loaded, promoted, into ONE namespace (the
bulk path, which runs no detection); then each newer memory is captured there an hour later,
through the engine.
The older memory must now be found among hundreds, within the lookup's caps.

Per set (counts only, safe for a blind set): the contradictions whose older memory was among the
newcomer's candidates (``compared``) and got a proposal (``tp``); near misses that got one against
their own older memory (``fp``); and proposals against *another* pair's older memory (``cross``) —
not all wrong (two pairs about "the user's" home are one holder here), but the count that grows
when the lookup hands the readers pairs nobody wrote. Pairs whose sides carry their own namespaces
are left out (they test the namespace guard).

    python bench/contradictions_crowded.py                 # every set of bench/contradictions.py --all
    python bench/contradictions_crowded.py --file tests/data/contradictions-dev6.jsonl --json
"""

from __future__ import annotations

import argparse
import json
import sys
import tempfile
from pathlib import Path

REPO = Path(__file__).resolve().parents[1]
if str(REPO) not in sys.path:
    sys.path.insert(0, str(REPO))

from bench.contradictions import (  # noqa: E402
    ALL_SETS,
    CONTRADICTION,
    NEW_CREATED,
    OLD_CREATED,
    _Clock,
    label,
    load_pairs,
)
from core import Engine, RefusedError, Settings  # noqa: E402
from core.clock import parse_time  # noqa: E402
from core.conflicts.detector import candidates, store_framing  # noqa: E402

NAMESPACE = "crowd"


def crowded(path: Path) -> dict:
    """Load one set's older memories into one namespace, capture each newer one; the counts."""
    pairs = [p for p in load_pairs(path) if not p.get("old_ns") and not p.get("new_ns")]
    counts = {"pairs": len(pairs), "contradictions": 0, "compared": 0, "tp": 0, "near_misses": 0, "fp": 0,
              "cross": 0, "refused": 0}
    with tempfile.TemporaryDirectory() as tmp:
        clock = _Clock()
        engine = Engine(Path(tmp) / "crowd.db", settings=Settings(), clock=clock)
        try:
            clock.now = parse_time(OLD_CREATED)
            items = [{"content": p["old"], "kind": p.get("old_kind", p.get("kind")) or "note", "namespace": NAMESPACE,
                      **({"event_time": p["old_event_time"]} if p.get("old_event_time") else {})} for p in pairs]
            olds = [r.id for start in range(0, len(items), 500)
                    for r in engine.memories.import_promoted(items[start:start + 500], reason="crowded bench")]
            old_ids = set(olds)
            clock.now = parse_time(NEW_CREATED)
            for pair, old_id in zip(pairs, olds):
                try:
                    new = engine.memories.remember(pair["new"], kind=pair.get("new_kind", pair.get("kind")),
                                                   namespace=NAMESPACE, event_time=pair.get("new_event_time"),
                                                   source="bench")
                except RefusedError:
                    counts["refused"] += 1
                    continue
                # What the capture compared at once, and what it left owed, settled as the daemon settles it
                # right after (core/conflicts/owed.py): the envelope a person reads.
                engine.conflicts.settle_owed(memory_ids=[new.id])
                targets = {p.target_id for p in engine.store.proposals.for_memory(new.id)}
                counts["cross"] += len((targets & old_ids) - {old_id})
                if label(pair) == CONTRADICTION:
                    counts["contradictions"] += 1
                    counts["tp"] += old_id in targets
                    newcomer = engine.store.memories.get(new.id)
                    framing = store_framing(engine.store, NAMESPACE)
                    counts["compared"] += old_id in targets or any(
                        m.id == old_id for m in candidates(engine.store, engine.settings, newcomer, framing=framing))
                else:
                    counts["near_misses"] += 1
                    counts["fp"] += old_id in targets
        finally:
            engine.close()
    counts["file"] = str(path.relative_to(REPO) if path.is_relative_to(REPO) else path)
    return counts


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--file", type=Path, action="append", help="a labelled JSONL file (default: every set)")
    parser.add_argument("--json", action="store_true", help="print one JSON document")
    args = parser.parse_args(argv)
    reports = [crowded(path.resolve()) for path in (args.file or ALL_SETS)]
    if args.json:
        print(json.dumps({"sets": reports}, indent=2))
        return 0
    print(f"{'set':<40}{'pairs':>6}{'contra':>8}{'compared':>10}{'tp':>5}{'near':>6}{'fp':>4}{'cross':>7}")
    for r in reports:
        print(f"{Path(r['file']).name:<40}{r['pairs']:>6}{r['contradictions']:>8}{r['compared']:>10}{r['tp']:>5}"
              f"{r['near_misses']:>6}{r['fp']:>4}{r['cross']:>7}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
