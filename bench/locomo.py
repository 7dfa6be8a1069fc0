"""LoCoMo retrieval benchmark: how much of each answer's evidence does recall find, and how fast?

Loads any LoCoMo-format file (a JSON list of conversations, each with
``conversation`` = ``speaker_a``, ``speaker_b``, ``session_N`` turn lists and
``session_N_date_time``, and ``qa`` = questions with ``category`` and ``evidence``
dialogue ids) through the engine's public API, each conversation into its own store
(as one person's memory would be) — one memory per turn (``Speaker: text``, plus the
shared photo's caption when the turn has one), ``event_time`` from the session date,
``session`` from the session number, the speaker and dialogue id in ``meta``.

Quality: every question of categories 1–4 is ranked by ``engine.retrieval.search`` (promoted
memories, the ranking ``recall`` uses, without the access bump, so no question feeds
the next); recall@5/10/20, hit@k and MRR per category and overall. Malformed evidence
ids are repaired when the fix is unambiguous (``D:11:26`` → ``D11:26``, ``D8:6; D9:17``
→ two ids) and dropped otherwise (ids of turns that do not exist); both are counted,
and a question left with no evidence is skipped.

Speed: then every question goes through ``engine.retrieval.recall(k=10)`` — the whole path, the
access bump and the recall-log write included — alternating, question by question,
with the bare FTS5 query on a bare FTS5 table (porter unicode61, WAL, a file next to
the store) of the same turn texts: ``parse_query(question).match`` … ``ORDER BY rank
LIMIT 10``. Both are timed the same way; p50/p95 and their ratios are reported.

    python bench/locomo.py                       # the dev split in /work/shared/bench
    python bench/locomo.py --data other.json --json
    python bench/locomo.py --baseline            # the plain FTS5 BM25 reference, same file
    python bench/locomo.py --cv                  # leave-one-conversation-out tuning (bench/locomo_cv.py)
    python bench/locomo.py --hybrid              # hybrid, with the optional local embedder
    python bench/locomo.py --cv --hybrid         # leave-one-conversation-out tuning of the hybrid
"""

from __future__ import annotations

import argparse
import gc
import json
import re
import sqlite3
import sys
import tempfile
import time
from dataclasses import dataclass, field
from datetime import UTC, datetime, timedelta
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from core import Engine, Settings
from core.clock import fixed_clock, format_time

DEFAULT_DATA = Path("/work/shared/bench/locomo-dev.json")
CATEGORIES = {1: "multi-hop", 2: "temporal", 3: "open-domain", 4: "single-hop"}
KS = (5, 10, 20)
RETRIEVE_K = 20
LATENCY_K = 10
LATENCY_ROUNDS = 3  # each question is timed this many times on both sides
INGEST_BATCH = 500

_SESSION_KEY = re.compile(r"^session_(\d+)$")
_EVIDENCE = re.compile(r"^D:?(\d+):(\d+)$")
_EVIDENCE_SPLIT = re.compile(r"[;,\s]+")


@dataclass
class Turn:
    dia_id: str
    speaker: str
    text: str
    session: int
    when: datetime | None
    caption: str | None = None

    def content(self) -> str:
        """The memory text: who said what, and what photo they shared."""
        body = f"{self.speaker}: {self.text}".strip()
        if self.caption:
            body += f" [shares a photo: {self.caption}]"
        return body


@dataclass
class Question:
    text: str
    category: int
    evidence: list[str]


@dataclass
class Conversation:
    sample_id: str
    turns: list[Turn]
    questions: list[Question]


@dataclass
class EvidenceReport:
    """How the evidence ids were cleaned (every question of categories 1–4)."""

    kept: int = 0
    repaired: int = 0
    dropped: int = 0
    questions_skipped: int = 0
    examples: list[str] = field(default_factory=list)


def parse_session_time(text: str | None) -> datetime | None:
    """``1:56 pm on 8 May, 2023`` → aware UTC datetime (``None`` when unreadable)."""
    if not text:
        return None
    cleaned = " ".join(str(text).replace(",", " ").split())
    for pattern in ("%I:%M %p on %d %B %Y", "%I:%M%p on %d %B %Y", "%d %B %Y", "%Y-%m-%d %H:%M", "%Y-%m-%d"):
        try:
            return datetime.strptime(cleaned, pattern).replace(tzinfo=UTC)
        except ValueError:
            continue
    return None


def load(path: Path) -> list[Conversation]:
    """Read a LoCoMo-format file into conversations (turns in session then turn order)."""
    data = json.loads(path.read_text(encoding="utf-8"))
    if isinstance(data, dict):
        data = [data]
    conversations = []
    for index, sample in enumerate(data):
        conv = sample["conversation"]
        sessions = sorted(
            (int(m.group(1)), key) for key in conv if (m := _SESSION_KEY.match(key)) and isinstance(conv[key], list)
        )
        turns = []
        for number, key in sessions:
            when = parse_session_time(conv.get(f"{key}_date_time"))
            for turn in conv[key]:
                text = str(turn.get("text") or "").strip()
                caption = str(turn.get("blip_caption") or "").strip() or None
                if not text and not caption:
                    continue
                turns.append(Turn(dia_id=str(turn["dia_id"]), speaker=str(turn.get("speaker") or "someone"),
                                  text=text, session=number, when=when, caption=caption))
        questions = [
            Question(text=str(q["question"]), category=int(q["category"]), evidence=list(q.get("evidence") or []))
            for q in sample.get("qa", [])
            if int(q.get("category", 0)) in CATEGORIES
        ]
        conversations.append(Conversation(str(sample.get("sample_id") or f"conv-{index}"), turns, questions))
    return conversations


def clean_evidence(raw: list[str], known: set[str], report: EvidenceReport) -> list[str]:
    """Canonical evidence ids that name real turns; repairs and drops are counted."""
    cleaned: list[str] = []
    for item in raw:
        parts = [p for p in _EVIDENCE_SPLIT.split(str(item).strip()) if p]
        for part in parts or [str(item)]:
            match = _EVIDENCE.match(part)
            canonical = f"D{int(match.group(1))}:{int(match.group(2))}" if match else None
            if canonical is None or canonical not in known:
                report.dropped += 1
                report.examples.append(f"dropped {item!r}")
                continue
            if canonical != item:
                report.repaired += 1
                report.examples.append(f"repaired {item!r} → {canonical}")
            else:
                report.kept += 1
            if canonical not in cleaned:
                cleaned.append(canonical)
    return cleaned


def ingest(engine: Engine, conv: Conversation) -> dict[str, int]:
    """Store every turn as a promoted memory in the conversation's namespace; dia_id → memory id."""
    namespace = conv.sample_id.lower()
    items = [
        {
            "content": turn.content(),
            "namespace": namespace,
            "session": str(turn.session),
            "event_time": format_time(turn.when) if turn.when else None,
            "external_id": f"{conv.sample_id}:{turn.dia_id}",
            "source": "bench:locomo",
            "meta": {"speaker": turn.speaker, "dia_id": turn.dia_id},
        }
        for turn in conv.turns
    ]
    ids: dict[str, int] = {}
    for start in range(0, len(items), INGEST_BATCH):
        chunk = items[start : start + INGEST_BATCH]
        results = engine.memories.import_promoted(chunk, reason="LoCoMo benchmark load")
        for turn, result in zip(conv.turns[start : start + INGEST_BATCH], results):
            ids[turn.dia_id] = result.id
    return ids


def _empty_scores() -> dict[str, list[float]]:
    return {**{f"recall@{k}": [] for k in KS}, **{f"hit@{k}": [] for k in KS}, "mrr": []}


def score_question(ranked: list[int], evidence_ids: set[int]) -> dict[str, float]:
    """recall@k, hit@k and reciprocal rank of one ranked id list against its evidence."""
    scores: dict[str, float] = {}
    for k in KS:
        found = evidence_ids & set(ranked[:k])
        scores[f"recall@{k}"] = len(found) / len(evidence_ids)
        scores[f"hit@{k}"] = 1.0 if found else 0.0
    first = next((rank for rank, memory_id in enumerate(ranked, 1) if memory_id in evidence_ids), None)
    scores["mrr"] = 1.0 / first if first else 0.0
    return scores


def _summary(values: dict[str, list[float]]) -> dict[str, float]:
    n = len(values["mrr"])
    out: dict[str, float] = {name: round(sum(v) / n, 4) if n else 0.0 for name, v in values.items()}
    out["n"] = n
    return out


def percentile(samples: list[float], fraction: float) -> float:
    """Nearest-rank percentile (``fraction`` in 0–1) of a non-empty list."""
    ordered = sorted(samples)
    index = max(0, min(len(ordered) - 1, round(fraction * len(ordered) + 0.5) - 1))
    return ordered[index]


def _bare_table(folder: Path, conv: Conversation) -> sqlite3.Connection:
    """The conversation's turn texts in a bare FTS5 table, in a WAL file like the store's."""
    conn = sqlite3.connect(str(folder / f"{conv.sample_id}-bare.db"), isolation_level=None)
    conn.execute("PRAGMA journal_mode = WAL")
    conn.execute("CREATE VIRTUAL TABLE t USING fts5(content, tokenize='porter unicode61 remove_diacritics 2')")
    conn.execute("BEGIN")
    conn.executemany("INSERT INTO t(rowid, content) VALUES (?, ?)",
                     ((index, turn.content()) for index, turn in enumerate(conv.turns, 1)))
    conn.execute("COMMIT")
    return conn


def _time_questions(engine: Engine, bare: sqlite3.Connection, namespace: str,
                    questions: list[str]) -> dict[str, list[float]]:
    """Each question through the bare query and through recall, back to back, ``LATENCY_ROUNDS`` times.

    Returns wall-clock and CPU milliseconds per call for each side (``bare``, ``recall``,
    ``bare_cpu``, ``recall_cpu``). On a shared machine a call that runs longer than a
    scheduler slice is preempted more often, so the wall ratio grows with the load; the
    CPU ratio (this process's own CPU time) does not.
    """
    from core.retrieval import parse_query

    def bare_query(text: str) -> None:
        match = parse_query(text).match
        if match:
            bare.execute("SELECT rowid FROM t WHERE t MATCH ? ORDER BY rank LIMIT ?", (match, LATENCY_K)).fetchall()

    for text in questions[:10]:  # warm both page caches and the code paths
        bare_query(text)
        engine.retrieval.recall(text, namespace=namespace, k=LATENCY_K)
    gc.collect()
    gc.freeze()
    samples: dict[str, list[float]] = {"bare": [], "recall": [], "bare_cpu": [], "recall_cpu": []}
    wall, cpu = time.perf_counter, time.process_time
    try:
        for _ in range(LATENCY_ROUNDS):
            for text in questions:
                started, started_cpu = wall(), cpu()
                bare_query(text)
                samples["bare_cpu"].append((cpu() - started_cpu) * 1000)
                samples["bare"].append((wall() - started) * 1000)
                started, started_cpu = wall(), cpu()
                engine.retrieval.recall(text, namespace=namespace, k=LATENCY_K)
                samples["recall_cpu"].append((cpu() - started_cpu) * 1000)
                samples["recall"].append((wall() - started) * 1000)
    finally:
        gc.unfreeze()
    return samples


def run(data: Path, *, k: int = RETRIEVE_K, store_dir: Path | None = None, lexical_only: bool = False,
        timing: bool = True, hybrid: bool = False, local_model: str = "minilm") -> dict:
    """Load ``data``, score every question, time recall against the bare query; the report as a dict.

    Retrieval is lexical unless ``hybrid`` (the optional local embedder, loaded once; every
    recall embeds its question afresh, as in use); ``lexical_only`` is kept for callers that
    said so explicitly. Embedding the turns is timed apart from the load.
    """
    embedder = None
    if hybrid and not lexical_only:
        import locomo_cv

        embedder = locomo_cv.local_embedder(local_model, memoised=False, disk_cache=not timing)
    embed_seconds: list[tuple[int, float]] = []
    conversations = load(data)
    evidence_report = EvidenceReport()
    per_category: dict[int, dict[str, list[float]]] = {c: _empty_scores() for c in CATEGORIES}
    overall = _empty_scores()
    timings: dict[str, list[float]] = {"bare": [], "recall": [], "bare_cpu": [], "recall_cpu": []}
    ingest_seconds = 0.0
    turns_total = 0
    largest = 0
    mode = "lexical"
    with tempfile.TemporaryDirectory(dir=store_dir) as tmp:
        for conv in conversations:
            times = [t.when for t in conv.turns if t.when]
            # "Now" is the day after the last session: the agent asks after the conversation.
            now = (max(times) + timedelta(days=1)) if times else datetime.now(UTC)
            namespace = conv.sample_id.lower()
            engine = Engine(Path(tmp) / f"{conv.sample_id}.db", settings=Settings(), clock=fixed_clock(now),
                            actor="agent:bench")
            bare = None
            try:
                engine.retrieval.use_embedder(embedder)
                mode = engine.retrieval.retrieval_mode()
                started = time.perf_counter()
                memory_of = ingest(engine, conv)
                ingest_seconds += time.perf_counter() - started
                if engine.retrieval.embedder() is not None:  # vectors are not part of the timed load
                    started = time.perf_counter()
                    embedded = engine.retrieval.embed_missing(namespace=namespace)
                    embed_seconds.append((embedded, time.perf_counter() - started))
                turns_total += len(conv.turns)
                largest = max(largest, len(conv.turns))
                known = set(memory_of)
                asked = []
                for question in conv.questions:
                    evidence = clean_evidence(question.evidence, known, evidence_report)
                    if not evidence:
                        evidence_report.questions_skipped += 1
                        continue
                    hits = engine.retrieval.search(question.text, namespace=namespace, k=k)
                    scores = score_question([h.memory.id for h in hits], {memory_of[e] for e in evidence})
                    for name, value in scores.items():
                        per_category[question.category][name].append(value)
                        overall[name].append(value)
                    asked.append(question.text)
                if timing:
                    bare = _bare_table(Path(tmp), conv)
                    for side, values in _time_questions(engine, bare, namespace, asked).items():
                        timings[side] += values
            finally:
                engine.close()
                if bare is not None:
                    bare.close()
    report = {
        "data": str(data),
        "mode": mode,
        "overall": _summary(overall),
        "categories": {str(c): {"name": CATEGORIES[c], **_summary(v)} for c, v in per_category.items()},
        "evidence": {"kept": evidence_report.kept, "repaired": evidence_report.repaired,
                     "dropped": evidence_report.dropped, "questions_skipped": evidence_report.questions_skipped,
                     "details": evidence_report.examples},
        "ingest": {"memories": turns_total, "seconds": round(ingest_seconds, 3),
                   "per_second": round(turns_total / ingest_seconds, 1) if ingest_seconds else None},
    }
    if embed_seconds:
        report["embedding"] = {"memories": sum(n for n, _ in embed_seconds),
                               "seconds": round(sum(t for _, t in embed_seconds), 2),
                               "largest_store": max(embed_seconds)[0],
                               "largest_store_seconds": round(max(embed_seconds)[1], 2)}
    if timings["recall"]:
        lat = {side: {"p50": round(percentile(ms, 0.5), 3), "p95": round(percentile(ms, 0.95), 3)}
               for side, ms in timings.items()}
        report["latency_ms"] = {
            **lat, "k": LATENCY_K, "samples": len(timings["recall"]), "largest_store": largest,
            "p50_ratio": _ratio(lat["recall"]["p50"], lat["bare"]["p50"]),
            "p95_ratio": _ratio(lat["recall"]["p95"], lat["bare"]["p95"]),
            "cpu_p50_ratio": _ratio(lat["recall_cpu"]["p50"], lat["bare_cpu"]["p50"]),
            "cpu_p95_ratio": _ratio(lat["recall_cpu"]["p95"], lat["bare_cpu"]["p95"]),
        }
    return report


def _ratio(value: float, reference: float) -> float | None:
    return round(value / reference, 2) if reference > 0 else None


def run_baseline(data: Path, *, k: int = RETRIEVE_K) -> dict:
    """The reference procedure of the bench README, for comparison on any file.

    One bare FTS5 table (porter unicode61) per conversation, one row per turn with
    content ``Speaker: text``; each question's stop words dropped, the other terms
    quoted and OR-ed, ``ORDER BY rank LIMIT k``.
    """
    import sqlite3

    from core.retrieval import parse_query

    report = EvidenceReport()
    per_category: dict[int, dict[str, list[float]]] = {c: _empty_scores() for c in CATEGORIES}
    overall = _empty_scores()
    for conv in load(data):
        conn = sqlite3.connect(":memory:")
        conn.execute("CREATE VIRTUAL TABLE t USING fts5(content, tokenize='porter unicode61')")
        rowid_of = {}
        for index, turn in enumerate(conv.turns, 1):
            conn.execute("INSERT INTO t(rowid, content) VALUES (?, ?)", (index, f"{turn.speaker}: {turn.text}"))
            rowid_of[turn.dia_id] = index
        for question in conv.questions:
            evidence = clean_evidence(question.evidence, set(rowid_of), report)
            if not evidence:
                continue
            match = parse_query(question.text).match
            ranked = [r[0] for r in conn.execute("SELECT rowid FROM t WHERE t MATCH ? ORDER BY rank LIMIT ?",
                                                 (match, k))] if match else []
            for name, value in score_question(ranked, {rowid_of[e] for e in evidence}).items():
                per_category[question.category][name].append(value)
                overall[name].append(value)
        conn.close()
    return {"data": str(data), "mode": "bare-fts5-bm25", "overall": _summary(overall),
            "categories": {str(c): {"name": CATEGORIES[c], **_summary(v)} for c, v in per_category.items()}}


def render(report: dict) -> str:
    """A plain-text table of the report."""
    lines = [f"data: {report['data']}   mode: {report['mode']}", "",
             f"{'category':<16} {'n':>4} {'R@5':>6} {'R@10':>6} {'R@20':>6} {'hit@10':>7} {'MRR':>6}"]
    rows = [(f"{c} {v['name']}", v) for c, v in report["categories"].items()] + [("overall", report["overall"])]
    for label, v in rows:
        lines.append(f"{label:<16} {v['n']:>4} {v['recall@5']:>6.3f} {v['recall@10']:>6.3f} "
                     f"{v['recall@20']:>6.3f} {v['hit@10']:>7.3f} {v['mrr']:>6.3f}")
    if "evidence" not in report:
        return "\n".join(lines)
    ev, ing = report["evidence"], report["ingest"]
    lines.append("")
    if "latency_ms" in report:
        lat = report["latency_ms"]
        lines += [f"latency, k={lat['k']}, {lat['samples']} questions per side (stores of up to "
                  f"{lat['largest_store']} turns): bare FTS5 p50 {lat['bare']['p50']} ms, p95 {lat['bare']['p95']} ms; "
                  f"recall p50 {lat['recall']['p50']} ms ({lat['p50_ratio']}×), "
                  f"p95 {lat['recall']['p95']} ms ({lat['p95_ratio']}×)",
                  f"  CPU time: bare p50 {lat['bare_cpu']['p50']} ms, p95 {lat['bare_cpu']['p95']} ms; "
                  f"recall p50 {lat['recall_cpu']['p50']} ms ({lat['cpu_p50_ratio']}×), "
                  f"p95 {lat['recall_cpu']['p95']} ms ({lat['cpu_p95_ratio']}×)"]
    lines += [f"evidence ids: {ev['kept']} kept, {ev['repaired']} repaired, {ev['dropped']} dropped; "
              f"{ev['questions_skipped']} questions without usable evidence skipped",
              f"ingest: {ing['memories']} memories in {ing['seconds']} s ({ing['per_second']}/s)"]
    if "embedding" in report:
        emb = report["embedding"]
        lines.append(f"embedding (once per memory, not in the ingest time): {emb['memories']} memories in "
                     f"{emb['seconds']} s; the largest store, {emb['largest_store']} turns, in "
                     f"{emb['largest_store_seconds']} s")
    lines += [f"  {detail}" for detail in ev["details"]]
    return "\n".join(lines)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--data", type=Path, default=DEFAULT_DATA, help="a LoCoMo-format JSON file")
    parser.add_argument("-k", type=int, default=RETRIEVE_K, help="hits per question (default 20)")
    parser.add_argument("--lexical", action="store_true", help="lexical retrieval (the default)")
    parser.add_argument("--hybrid", action="store_true",
                        help="with the optional local embedder (memdesk[embeddings]): the hybrid ranking")
    parser.add_argument("--local-model", choices=["minilm", "mpnet"], default="minilm",
                        help="with --hybrid: the local model, as [embeddings] local_model (default minilm)")
    parser.add_argument("--baseline", action="store_true",
                        help="run the bench README's plain FTS5 BM25 procedure instead of memdesk")
    parser.add_argument("--no-timing", action="store_true", help="quality only: skip the latency pass")
    parser.add_argument("--cv", action="store_true",
                        help="leave-one-conversation-out tuning of the ranking constants (bench/locomo_cv.py)")
    parser.add_argument("--json", action="store_true", help="print one JSON object")
    args = parser.parse_args(argv)
    if args.cv:
        import locomo_cv

        return locomo_cv.main([*(["--json"] if args.json else []), *(["--hybrid"] if args.hybrid else []),
                               "--local-model", args.local_model, "--data", str(args.data)])
    if not args.data.exists():
        print(f"no such file: {args.data}", file=sys.stderr)
        return 2
    report = (run_baseline(args.data, k=args.k) if args.baseline
              else run(args.data, k=args.k, lexical_only=args.lexical, timing=not args.no_timing,
                       hybrid=args.hybrid, local_model=args.local_model))
    if args.json:
        print(json.dumps(report, ensure_ascii=False))
    else:
        print(render(report))
    return 0


if __name__ == "__main__":
    sys.exit(main())
