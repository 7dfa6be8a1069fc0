"""Precision and recall of the heuristic contradiction detector on hand-labelled pairs.

Each JSONL line is one pair: ``old`` is captured and promoted first, ``new`` is
captured an hour later (both through the real engine, on a throwaway store), and
whether a proposal was filed on ``new`` against ``old`` is compared with ``expected``.

Two label schemes are read: ``contradiction`` / ``none`` (the development and held-out
sets), or the name of the rule that should fire / ``none`` (the older rule-labelled
sets; any rule name counts as a contradiction). Optional fields: ``family`` and
``style`` (figures are broken down by them), ``kind`` (both) or ``old_kind``/``new_kind``,
``old_ns``/``new_ns``, ``old_event_time``/``new_event_time``.

    python bench/contradictions.py                      # the development set, as tables
    python bench/contradictions.py --all                # every labelled set in tests/data
    python bench/contradictions.py --file tests/data/contradictions_heldout.jsonl --errors
    python bench/contradictions.py --json               # one JSON document
    python bench/contradictions.py --holdout /work/blind/contradictions-holdout.jsonl
                                                        # a blind set: aggregates only, never a pair
    python bench/contradictions.py --all --why-missed   # each miss: never compared, or compared and undecided
    python bench/contradictions.py --all --rules-only   # the rules alone, the learned reader off (it was trained
                                                        # on every committed set: with it on, training figures)
"""

from __future__ import annotations

import argparse
import json
import re
import sys
import tempfile
from collections import Counter
from dataclasses import replace
from pathlib import Path

REPO = Path(__file__).resolve().parents[1]
if str(REPO) not in sys.path:
    sys.path.insert(0, str(REPO))

from core import Engine, RefusedError, Settings  # noqa: E402
from core.clock import parse_time  # noqa: E402
from core.conflicts.phrase_rules import RULE_NAMES  # noqa: E402

DATA = REPO / "tests" / "data"
DEFAULT_SET = DATA / "contradictions-dev.jsonl"
# The sets `--all` scores, in order: the development set; the second development batch (quantities and
# passive voice, written by another hand); the pairs I wrote myself to find the model's weaknesses
# (probes, paraphrases, near misses); the two older rule-labelled regression sets; the fourth batch
# (400 pairs written blind by another hand, round 4); the fifth batch (312 pairs, two thirds near misses,
# written blind by another hand, round 4); the sixth batch (400 pairs, eight families x five styles, written
# blind from the spec by two other hands, round 5: the hardest, and the nearest to blind text); the seventh
# batch in two halves (210 pairs each, written blind from the spec by two other hands, round 6: c holds
# residence, employer/role, tool, version, schedule, frequency, quantity; d holds name, licence, address,
# channel, ownership, preference, tool), each tuned on by one helper with the other half as its transfer check;
# the eighth batch in two halves, the same way (round 7: e holds residence, employer/role, tool, version, schedule,
# frequency, quantity x 30; f holds name, licence, address, channel, ownership, preference x 35); the ninth
# batch, the same way again (round 8, the same families in the same halves); the tenth batch, the same way
# (round 9); the eleventh batch, in four parts (round 10: e and f the same halves; g and h all thirteen
# families, each by another hand); the twelfth, in two parts (round 11: i and j, all thirteen families each);
# the thirteenth the same way (round 12: k and l); the fourteenth the same way (round 13: m and n); the
# fifteenth the same way (round 14: o and p, p told to write messier notes); the sixteenth (round 15: q and r);
# the seventeenth (round 16: s asks for contradictions sharing few words, passive voice and trailing negation; t for
# preferences, names, addresses and ownership in chat wording); the eighteenth (round 17: u for change told without a
# change verb or "now", terse notes and dated fragments; v for long chatty sentences); the nineteenth (round 20: w
# for tempting near misses, x for messy notes with context around the fact).
ALL_SETS = (DEFAULT_SET, DATA / "contradictions-dev2.jsonl", DATA / "contradictions-own.jsonl",
            DATA / "contradictions.jsonl", DATA / "contradictions_heldout.jsonl", DATA / "contradictions-dev4.jsonl",
            DATA / "contradictions-dev5.jsonl", DATA / "contradictions-dev6.jsonl",
            DATA / "contradictions-dev7-c.jsonl", DATA / "contradictions-dev7-d.jsonl",
            DATA / "contradictions-dev8-e.jsonl", DATA / "contradictions-dev8-f.jsonl",
            DATA / "contradictions-dev9-e.jsonl", DATA / "contradictions-dev9-f.jsonl",
            DATA / "contradictions-dev10-e.jsonl", DATA / "contradictions-dev10-f.jsonl",
            DATA / "contradictions-dev11-e.jsonl", DATA / "contradictions-dev11-f.jsonl",
            DATA / "contradictions-dev11-g.jsonl", DATA / "contradictions-dev11-h.jsonl",
            DATA / "contradictions-dev12-i.jsonl", DATA / "contradictions-dev12-j.jsonl",
            DATA / "contradictions-dev13-k.jsonl", DATA / "contradictions-dev13-l.jsonl",
            DATA / "contradictions-dev14-m.jsonl", DATA / "contradictions-dev14-n.jsonl",
            DATA / "contradictions-dev15-o.jsonl", DATA / "contradictions-dev15-p.jsonl",
            DATA / "contradictions-dev16-q.jsonl", DATA / "contradictions-dev16-r.jsonl",
            DATA / "contradictions-dev17-s.jsonl", DATA / "contradictions-dev17-t.jsonl",
            DATA / "contradictions-dev18-u.jsonl", DATA / "contradictions-dev18-v.jsonl",
            DATA / "contradictions-dev20-w.jsonl", DATA / "contradictions-dev20-x.jsonl",
            DATA / "contradictions-dev21-y.jsonl", DATA / "contradictions-dev21-z.jsonl",
            DATA / "contradictions-dev23-p.jsonl", DATA / "contradictions-dev23-q.jsonl",
            DATA / "contradictions-dev24-p.jsonl", DATA / "contradictions-dev24-q.jsonl",
            DATA / "contradictions-dev25-p.jsonl", DATA / "contradictions-dev25-q.jsonl",
            DATA / "contradictions-dev26-p.jsonl", DATA / "contradictions-holdout-v26.jsonl",
            DATA / "contradictions-dev26-q.jsonl", DATA / "contradictions-dev27-p.jsonl",
            DATA / "contradictions-holdout-v27.jsonl", DATA / "contradictions-dev27-q.jsonl",
            DATA / "contradictions-dev28-p.jsonl", DATA / "contradictions-holdout-v28.jsonl",
            DATA / "contradictions-dev28-q.jsonl", DATA / "contradictions-dev29-p.jsonl",
            DATA / "contradictions-holdout-v29.jsonl", DATA / "contradictions-dev29-q.jsonl",
            DATA / "contradictions-dev30-p.jsonl", DATA / "contradictions-holdout-v30.jsonl",
            DATA / "contradictions-dev30-q.jsonl", DATA / "contradictions-dev31-p.jsonl",
            DATA / "contradictions-holdout-v31.jsonl", DATA / "contradictions-dev31-q.jsonl",
            DATA / "contradictions-dev32-p.jsonl", DATA / "contradictions-holdout-v32.jsonl",
            DATA / "contradictions-dev32-q.jsonl", DATA / "contradictions-dev33-p.jsonl",
            DATA / "contradictions-holdout-v33.jsonl", DATA / "contradictions-dev33-q.jsonl",
            DATA / "contradictions-dev34-p.jsonl", DATA / "contradictions-holdout-v34.jsonl",
            DATA / "contradictions-dev34-q.jsonl", DATA / "contradictions-dev35-p.jsonl",
            DATA / "contradictions-holdout-v35.jsonl", DATA / "contradictions-dev35-q.jsonl",
            DATA / "contradictions-dev36-p.jsonl", DATA / "contradictions-holdout-v36.jsonl",
            DATA / "contradictions-dev36-q.jsonl", DATA / "contradictions-dev37-p.jsonl",
            DATA / "contradictions-holdout-v37.jsonl", DATA / "contradictions-dev37-q.jsonl",
            DATA / "contradictions-dev38-p.jsonl", DATA / "contradictions-holdout-v38.jsonl",
            DATA / "contradictions-dev38-q.jsonl", DATA / "contradictions-dev39-p.jsonl",
            DATA / "contradictions-holdout-v39.jsonl", DATA / "contradictions-dev39-q.jsonl",
            DATA / "contradictions-dev40-p.jsonl", DATA / "contradictions-holdout-v40.jsonl",
            DATA / "contradictions-dev40-q.jsonl", DATA / "contradictions-dev41-p.jsonl",
            DATA / "contradictions-holdout-v41.jsonl", DATA / "contradictions-dev41-q.jsonl",
            DATA / "contradictions-dev42-p.jsonl", DATA / "contradictions-holdout-v42.jsonl",
            DATA / "contradictions-dev42-q.jsonl", DATA / "contradictions-dev43-p.jsonl",
            DATA / "contradictions-holdout-v43.jsonl", DATA / "contradictions-dev43-q.jsonl",
            DATA / "contradictions-dev44-p.jsonl", DATA / "contradictions-holdout-v44.jsonl",
            DATA / "contradictions-dev44-q.jsonl", DATA / "contradictions-dev45-p.jsonl",
            DATA / "contradictions-holdout-v45.jsonl", DATA / "contradictions-dev45-q.jsonl",
            DATA / "contradictions-dev46-p.jsonl", DATA / "contradictions-holdout-v46.jsonl",
            DATA / "contradictions-dev46-q.jsonl", DATA / "contradictions-holdout-v47.jsonl",
            DATA / "contradictions-dev47-q.jsonl", DATA / "contradictions-holdout-v48.jsonl",
            DATA / "contradictions-dev48-q.jsonl", DATA / "contradictions-holdout-v49.jsonl",
            DATA / "contradictions-dev49-q.jsonl", DATA / "contradictions-holdout-v50.jsonl",
            DATA / "contradictions-dev50-q.jsonl", DATA / "contradictions-holdout-v51.jsonl",
            DATA / "contradictions-dev51-q.jsonl", DATA / "contradictions-dev51-sn.jsonl",
            DATA / "contradictions-holdout-sn51.jsonl", DATA / "contradictions-holdout-sn51c.jsonl",
            DATA / "contradictions-holdout-v52.jsonl", DATA / "contradictions-dev52-q.jsonl",
            DATA / "contradictions-holdout-sn52.jsonl", DATA / "contradictions-holdout-v53.jsonl",
            DATA / "contradictions-holdout-q53.jsonl", DATA / "contradictions-holdout-v54.jsonl",
            DATA / "contradictions-holdout-q54.jsonl")
CONTRADICTION, NONE = "contradiction", "none"
# A Monday, so "last Tuesday" and "this morning" mean something definite.
OLD_CREATED = "2026-06-01T09:00:00Z"
NEW_CREATED = "2026-06-01T10:00:00Z"
_NAMESPACE_UNSAFE = re.compile(r"[^a-z0-9_.:\-]+")


class _Clock:
    def __init__(self):
        self.now = parse_time(OLD_CREATED)

    def __call__(self):
        return self.now


def label(pair: dict) -> str:
    """``contradiction`` or ``none``, whichever scheme the pair's ``expected`` uses."""
    return NONE if pair["expected"] == NONE else CONTRADICTION


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


def _namespace(base: str, name: str | None) -> str:
    """A valid namespace for one side of a pair: the pair's own, plus the label's (made safe)."""
    if not name:
        return base
    return f"{base}-{_NAMESPACE_UNSAFE.sub('-', name.lower()).strip('-')}"[:64]


def bench_settings(*, rules_only: bool = False) -> Settings:
    """The default settings, or with ``rules_only`` the same with the learned reader off."""
    settings = Settings()
    if rules_only:
        settings = replace(settings, conflicts=replace(settings.conflicts, learned_reader=False))
    return settings


def detect_pairs(pairs: list[dict], *, rules_only: bool = False, compared: bool = True) -> list[str]:
    """Capture each pair through the engine; the rule filed on the newcomer, or ``none``.

    Each missed contradiction also records whether the older memory was among the newcomer's
    candidates (``pair["compared"]``): a miss the lookup never showed a reader is not a reader's miss.
    Without ``compared`` that look-up is left out (the candidates asked again after the capture, only
    :func:`why_missed` reads it): the figures are the same.
    """
    found: list[str] = []
    with tempfile.TemporaryDirectory() as tmp:
        clock = _Clock()
        engine = Engine(Path(tmp) / "bench.db", settings=bench_settings(rules_only=rules_only), clock=clock)
        try:
            for index, pair in enumerate(pairs):
                base = f"pair{index}"
                old_ns, new_ns = _namespace(base, pair.get("old_ns")), _namespace(base, pair.get("new_ns"))
                try:
                    old, new = _capture_pair(engine, clock, pair, old_ns, new_ns)
                except RefusedError as refusal:
                    # An agent's capture the engine refuses (the secret screen) files nothing: scored as
                    # no proposal, and counted so a refusal is never mistaken for a miss of the rules.
                    pair["refused"] = refusal.code
                    found.append(NONE)
                    continue
                rules = [p.rule for p in engine.store.proposals.for_memory(new.id) if p.target_id == old.id]
                found.append(rules[0] if rules else NONE)
                if compared and not rules and label(pair) == CONTRADICTION:
                    pair["compared"] = _was_candidate(engine, old.id, new.id)
        finally:
            engine.close()
    return found


def _was_candidate(engine: Engine, old_id: int, new_id: int) -> bool:
    """Whether capture's candidate lookup hands the older memory to the readers for the newcomer."""
    from core.conflicts.detector import candidates, store_framing

    newcomer = engine.store.memories.get(new_id)
    if newcomer is None:
        return False
    framing = store_framing(engine.store, newcomer.namespace)
    return any(m.id == old_id for m in candidates(engine.store, engine.settings, newcomer, framing=framing))


def _capture_pair(engine: Engine, clock: _Clock, pair: dict, old_ns: str, new_ns: str):
    """Capture and promote ``old``, then capture ``new`` an hour later; both capture results."""
    clock.now = parse_time(OLD_CREATED)
    old = engine.memories.remember(pair["old"], kind=pair.get("old_kind", pair.get("kind")), namespace=old_ns,
                                   event_time=pair.get("old_event_time"), source="bench")
    engine.memories.promote([old.id])
    clock.now = parse_time(NEW_CREATED)
    new = engine.memories.remember(pair["new"], kind=pair.get("new_kind", pair.get("kind")), namespace=new_ns,
                                   event_time=pair.get("new_event_time"), source="bench")
    return old, new


def _counts(pairs: list[dict], found: list[str]) -> dict:
    tp = sum(1 for p, f in zip(pairs, found) if f != NONE and label(p) == CONTRADICTION)
    fp = sum(1 for p, f in zip(pairs, found) if f != NONE and label(p) == NONE)
    fn = sum(1 for p, f in zip(pairs, found) if f == NONE and label(p) == CONTRADICTION)
    return _pr(tp, fp, fn)


def _grouped(pairs: list[dict], found: list[str], field: str) -> dict:
    groups: dict[str, tuple[list, list]] = {}
    for pair, rule in zip(pairs, found):
        if field in pair:
            bucket = groups.setdefault(str(pair[field]), ([], []))
            bucket[0].append(pair)
            bucket[1].append(rule)
    return {name: _counts(*groups[name]) for name in sorted(groups)}


def score(pairs: list[dict], found: list[str]) -> dict:
    """Precision and recall overall, per family, per style and per rule.

    A pair counts as found when any rule filed a proposal. Per rule: ``tp``/``fp`` are the
    pairs that rule fired on (rightly or not); ``fn`` counts only pairs labelled with that
    rule's name (rule-labelled sets) that nothing caught; ``rule_agreement`` is the share of
    caught rule-labelled contradictions caught by the rule named in the label.
    """
    per_rule = {}
    for rule in (*RULE_NAMES, *sorted({f for f in found if f != NONE and f not in RULE_NAMES})):
        tp = sum(1 for p, f in zip(pairs, found) if f == rule and label(p) == CONTRADICTION)
        fp = sum(1 for p, f in zip(pairs, found) if f == rule and label(p) == NONE)
        fn = sum(1 for p, f in zip(pairs, found) if p["expected"] == rule and f == NONE)
        per_rule[rule] = _pr(tp, fp, fn)
    overall = _counts(pairs, found)
    named = [(p, f) for p, f in zip(pairs, found) if p["expected"] in RULE_NAMES and f != NONE]
    overall["rule_agreement"] = round(sum(1 for p, f in named if f == p["expected"]) / len(named), 4) if named else None
    errors = [
        {"line": p["line"], "expected": p["expected"], "found": f, "family": p.get("family"), "style": p.get("style"),
         "old": p["old"], "new": p["new"]}
        for p, f in zip(pairs, found) if (f != NONE) != (label(p) == CONTRADICTION)
    ]
    overall["refused"] = sum(1 for p in pairs if p.get("refused"))
    return {"pairs": len(pairs), "labels": dict(Counter(label(p) for p in pairs)), "overall": overall,
            "families": _grouped(pairs, found, "family"), "styles": _grouped(pairs, found, "style"),
            "rules": per_rule, "errors": errors}


def why_missed(pairs: list[dict], found: list[str]) -> dict:
    """The misses (contradictions nothing filed) split by why: the older memory was never a candidate
    of the newcomer (``never_compared``), or was compared and no reader decided (``undecided``);
    overall and per family. Counts only: safe for a blind set."""
    def split(group: list[tuple[dict, str]]) -> dict:
        missed = [p for p, f in group if f == NONE and label(p) == CONTRADICTION]
        never = sum(1 for p in missed if not p.get("compared") and not p.get("refused"))
        return {"missed": len(missed), "never_compared": never, "undecided": len(missed) - never}

    pairs_found = list(zip(pairs, found))
    families = sorted({str(p["family"]) for p in pairs if "family" in p})
    return {"overall": split(pairs_found),
            "families": {name: split([(p, f) for p, f in pairs_found if str(p.get("family")) == name])
                         for name in families}}


def _pr(tp: int, fp: int, fn: int) -> dict:
    precision = tp / (tp + fp) if tp + fp else 1.0
    recall = tp / (tp + fn) if tp + fn else 1.0
    return {"tp": tp, "fp": fp, "fn": fn, "precision": round(precision, 4), "recall": round(recall, 4)}


def evaluate(path: Path = DEFAULT_SET, *, missed: bool = False, rules_only: bool = False) -> dict:
    """Load, detect and score one labelled file (with ``missed``, also :func:`why_missed`; with
    ``rules_only``, the learned reader off)."""
    pairs = load_pairs(path)
    found = detect_pairs(pairs, rules_only=rules_only)
    report = score(pairs, found)
    if missed:
        report["why_missed"] = why_missed(pairs, found)
    report["file"] = str(path.relative_to(REPO) if path.is_relative_to(REPO) else path)
    return report


def aggregates(report: dict) -> dict:
    """A report without anything about single pairs (for a blind held-out set): counts and figures only."""
    return {"file": report["file"], "pairs": report["pairs"], "labels": report["labels"],
            "overall": report["overall"], "families": report["families"], "styles": report["styles"],
            "rules": report["rules"], "errors": [],
            **({"why_missed": report["why_missed"]} if "why_missed" in report else {})}


def _table(title: str, rows: dict) -> None:
    if not rows:
        return
    print(f"{title:<22}{'tp':>5}{'fp':>5}{'fn':>5}{'precision':>11}{'recall':>9}")
    for name, row in rows.items():
        print(f"{name:<22}{row['tp']:>5}{row['fp']:>5}{row['fn']:>5}{row['precision']:>11.3f}{row['recall']:>9.3f}")
    print()


def print_report(report: dict, *, errors: bool) -> None:
    """The human tables: overall, per family, per style, per rule; the errors on request."""
    print(f"{report['file']}: {report['pairs']} pairs, labels {report['labels']}")
    _table("overall", {"overall": report["overall"]})
    _table("family", report["families"])
    _table("style", report["styles"])
    _table("rule (that fired)", {k: v for k, v in report["rules"].items() if v["tp"] or v["fp"] or v["fn"]})
    if report["overall"]["refused"]:
        print(f"captures refused by the engine (scored as no proposal): {report['overall']['refused']}\n")
    if report["overall"]["rule_agreement"] is not None:
        print(f"rule agreement when both fired: {report['overall']['rule_agreement']}\n")
    if "why_missed" in report:
        print(f"{'missed contradictions':<22}{'missed':>8}{'never compared':>16}{'undecided':>11}")
        for name, row in {"overall": report["why_missed"]["overall"], **report["why_missed"]["families"]}.items():
            print(f"{name:<22}{row['missed']:>8}{row['never_compared']:>16}{row['undecided']:>11}")
        print()
    if errors:
        for e in report["errors"]:
            where = "/".join(x for x in (e["family"], e["style"]) if x)
            print(f"  line {e['line']} {where}: expected {e['expected']}, found {e['found']}: "
                  f"{e['old']!r} → {e['new']!r}")


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--file", type=Path, default=None, help="labelled JSONL file (default: the development set)")
    parser.add_argument("--all", action="store_true", help="score every labelled set in tests/data")
    parser.add_argument("--json", action="store_true", help="print one JSON document")
    parser.add_argument("--errors", action="store_true", help="list every pair the detector got wrong")
    parser.add_argument("--why-missed", action="store_true",
                        help="split the misses: never a candidate of the newcomer, or compared and undecided")
    parser.add_argument("--holdout", type=Path, default=None,
                        help="a blind held-out file: print only aggregates (overall, per family, per style)")
    parser.add_argument("--rules-only", action="store_true",
                        help="the rules alone: the learned reader off (it was trained on every committed set)")
    args = parser.parse_args(argv)
    if sum(bool(x) for x in (args.all, args.file, args.holdout)) > 1:
        parser.error("--all, --file and --holdout exclude each other")
    if args.holdout and args.errors:
        parser.error("--holdout prints aggregates only: no --errors for a blind set")
    if args.holdout:
        if not args.holdout.is_file():
            parser.error(f"no such file: {args.holdout}")
        report = aggregates(evaluate(args.holdout.resolve(), missed=args.why_missed, rules_only=args.rules_only))
        if args.json:
            print(json.dumps(report, indent=2))
        else:
            print_report(report, errors=False)
        return 0
    paths = list(ALL_SETS) if args.all else [(args.file or DEFAULT_SET).resolve()]
    reports = [evaluate(path, missed=args.why_missed, rules_only=args.rules_only) for path in paths]
    if args.json:
        print(json.dumps(reports[0] if len(reports) == 1 else {"sets": reports}, indent=2))
        return 0
    for report in reports:
        print_report(report, errors=args.errors)
    return 0


if __name__ == "__main__":
    sys.exit(main())
