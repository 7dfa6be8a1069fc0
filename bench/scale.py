"""Scale benchmark: memdesk ingest and recall against a bare FTS5 table, side by side.

For each corpus size it builds the same synthetic corpus twice, in one run:

- **bare**: one FTS5 table (porter unicode61), rows bulk-inserted with
  ``executemany`` in one transaction, queried with
  ``SELECT rowid, rank … MATCH '"a" OR "b" OR "c"' ORDER BY rank LIMIT 10``;
- **memdesk**: a fresh store loaded through ``engine.memories.import_promoted`` in batches
  (validation, restatement checks, audit rows, promotion), queried with
  ``engine.retrieval.recall(text, k=10)`` — query parsing, candidates, session context,
  scoring, the access bump and the recall log included.

Queries alternate between the two sides (bare, then memdesk, query by query), so a
burst of load from something else on the machine hits both alike.

With ``--postgres`` the memdesk store is then moved into a PostgreSQL database (a
throwaway server started for the run, or ``--pg-url``) with ``memdesk store copy``'s
code, timed, and each query runs on it too, right after the SQLite one: recall p50/p95
on both backends from one run, the copy's rows/s, and how many queries the two
backends answered differently. The server runs with the test settings (``fsync`` off),
so the copy figure is an upper bound; its tables are ``VACUUM ANALYZE``d after the copy,
as autovacuum would soon do.

Two corpora, the same list of queries for both sides:

- ``synthetic`` (default): rows of ~17 words drawn from a Zipf-like vocabulary, grouped
  into sessions of 20 as an agent would capture them; queries are three words of
  middling frequency.
- ``locomo``: rows of English conversation — each the first half of one LoCoMo dev
  turn joined to the second half of another, under one of the dev speakers' names, in
  sessions of 20 — queried with the LoCoMo dev questions (categories 1–4) as people
  ask them: the question path (many terms, names, question words) at scale. Both
  sides search the question's terms (``parse_query(question).match``).

Reports rows/s, store size, query p50/p95 and the ratios.

    python bench/scale.py                        # 10k and 100k, synthetic
    python bench/scale.py --corpus locomo --sizes 100000
    python bench/scale.py --sizes 10000 100000 1000000 --json
    python bench/scale.py --sizes 100000 1000000 --postgres     # SQLite and PostgreSQL in one run
"""

from __future__ import annotations

import argparse
import gc
import json
import random
import sqlite3
import sys
import tempfile
import time
from datetime import UTC, datetime, timedelta
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "tests"))

from core import Engine, Settings
from core.clock import fixed_clock, format_time
from core.retrieval import parse_query

LOCOMO_DEV = Path("/work/shared/bench/locomo-dev.json")

VOCABULARY = 20_000
WORDS_PER_ROW = 17
SESSION_SIZE = 20
BATCH = 2_000
QUERIES = 300
SEED = 7
NOW = datetime(2026, 11, 30, tzinfo=UTC)


def make_vocabulary(rng: random.Random) -> list[str]:
    """Pronounceable, distinct pseudo-words (the porter stemmer leaves most alone)."""
    consonants, vowels = "bcdfghjklmnprstvz", "aeiou"
    words: set[str] = set()
    while len(words) < VOCABULARY:
        length = rng.randint(2, 4)
        words.add("".join(rng.choice(consonants) + rng.choice(vowels) for _ in range(length)))
    return sorted(words)


def make_rows(count: int, rng: random.Random, vocabulary: list[str]) -> list[str]:
    """``count`` rows of ~17 words, word frequency falling off like natural text (Zipf)."""
    weights = [1.0 / (rank + 1) for rank in range(len(vocabulary))]
    cumulative = []
    total = 0.0
    for weight in weights:
        total += weight
        cumulative.append(total)
    rows = []
    for _ in range(count):
        words = rng.choices(vocabulary, cum_weights=cumulative, k=WORDS_PER_ROW)
        rows.append(" ".join(words).capitalize())
    return rows


def make_queries(rng: random.Random, vocabulary: list[str]) -> list[str]:
    """Three words each among the common ones (ranks 10–200): every query matches thousands of rows."""
    middle = vocabulary[10:200]
    return [" ".join(rng.sample(middle, 3)) for _ in range(QUERIES)]


def locomo_corpus(count: int, rng: random.Random, data: Path = LOCOMO_DEV) -> tuple[list[str], list[str]]:
    """``count`` rows recombined from the LoCoMo dev turns, and the dev questions (categories 1–4).

    Each row is the first half of one turn's words and the second half of another's,
    said by one of the dev speakers: real English with real word frequencies, and no
    two rows alike (a store would hold each restated line once).
    """
    conversations = json.loads(data.read_text(encoding="utf-8"))
    turns: list[list[str]] = []
    speakers: list[str] = []
    questions: list[str] = []
    for sample in conversations:
        conv = sample["conversation"]
        speakers += [conv["speaker_a"], conv["speaker_b"]]
        for key, value in conv.items():
            if key.startswith("session_") and isinstance(value, list):
                turns += [str(turn.get("text") or "").split() for turn in value if turn.get("text")]
        questions += [q["question"] for q in sample.get("qa", []) if int(q.get("category", 0)) in (1, 2, 3, 4)]
    turns = [words for words in turns if len(words) >= 4]
    rows = []
    for index in range(count):
        first, second = rng.choice(turns), rng.choice(turns)
        body = first[: len(first) // 2] + second[len(second) // 2 :]
        rows.append(f"{rng.choice(speakers)}: {' '.join(body)} ({index})")
    rng.shuffle(questions)
    return rows, questions[:QUERIES]


def _settle() -> None:
    """Collect garbage and freeze what is left, so the corpus held by this process is not
    traversed by the collector in the middle of a timed query (a server does not hold it)."""
    gc.collect()
    gc.freeze()


def _percentiles(samples: list[float]) -> dict[str, float]:
    ordered = sorted(samples)
    pick = lambda q: ordered[max(0, min(len(ordered) - 1, round(q * len(ordered) + 0.5) - 1))]  # noqa: E731
    return {"p50": round(pick(0.5), 3), "p95": round(pick(0.95), 3)}


def load_bare(rows: list[str], folder: Path) -> tuple[sqlite3.Connection, dict]:
    """Bulk insert into a bare FTS5 table in one transaction; returns the connection and figures."""
    path = folder / "bare.db"
    conn = sqlite3.connect(str(path), isolation_level=None)
    conn.execute("PRAGMA journal_mode = WAL")
    conn.execute("PRAGMA synchronous = NORMAL")
    conn.execute("CREATE VIRTUAL TABLE t USING fts5(content, tokenize='porter unicode61 remove_diacritics 2')")
    started = time.perf_counter()
    conn.execute("BEGIN")
    conn.executemany("INSERT INTO t(content) VALUES (?)", ((row,) for row in rows))
    conn.execute("COMMIT")
    seconds = time.perf_counter() - started
    conn.execute("PRAGMA wal_checkpoint(TRUNCATE)")
    return conn, {"ingest_per_s": round(len(rows) / seconds), "bytes": path.stat().st_size}


def load_memdesk(rows: list[str], folder: Path, location=None) -> tuple[Engine, dict]:
    """Load the corpus through the engine in batches; returns the engine and figures."""
    path = location or folder / "memdesk.db"
    engine = Engine(path, settings=Settings(), clock=fixed_clock(NOW), actor="agent:bench")
    start_time = NOW - timedelta(days=365)
    items = [
        {"content": row, "session": f"s{index // SESSION_SIZE}", "source": "bench:scale",
         "event_time": format_time(start_time + timedelta(seconds=index * 30))}
        for index, row in enumerate(rows)
    ]
    started = time.perf_counter()
    for offset in range(0, len(items), BATCH):
        engine.memories.import_promoted(items[offset : offset + BATCH], reason="scale benchmark load")
    seconds = time.perf_counter() - started
    if engine.store.backend == "sqlite":
        engine.store.conn.execute("PRAGMA wal_checkpoint(TRUNCATE)")
    else:
        engine.store.conn.execute("VACUUM ANALYZE")
    return engine, {"ingest_per_s": round(len(rows) / seconds), "bytes": engine.store.file_size()}


def copy_to_postgres(engine: Engine, location: str) -> tuple[Engine, dict]:
    """Move the loaded SQLite store into PostgreSQL the way ``memdesk store copy`` does; returns figures."""
    from core.storage import open_store
    from core.storage.copy import copy_store

    started = time.perf_counter()
    with open_store(location) as target:
        report = copy_store(engine.store, target)
    seconds = time.perf_counter() - started
    pg_engine = Engine(location, settings=Settings(), clock=fixed_clock(NOW), actor="agent:bench")
    pg_engine.store.conn.execute("VACUUM ANALYZE")
    rows = sum(report.rows.values())
    return pg_engine, {"copy_s": round(seconds, 1), "copy_rows": rows, "copy_rows_per_s": round(rows / seconds),
                       "memories_per_s": round(report.rows["memories"] / seconds),
                       "bytes": pg_engine.store.file_size()}


def time_queries(conn: sqlite3.Connection, engine: Engine, queries: list[str],
                 postgres: Engine | None = None) -> tuple[list[float], list[float], list[float], int]:
    """Each query on every side, back to back, so all see the same moment of a shared machine.

    The bare side searches the query's terms as recall does (``parse_query``: stop words
    dropped, terms quoted and OR-ed); that parse is timed with it. Returns bare, memdesk
    and PostgreSQL timings, and how many queries returned different ids on the two
    backends (0: the same answers).
    """
    for text in queries[:20]:  # warm the page caches
        engine.retrieval.search(text, k=10)
        if postgres is not None:
            postgres.retrieval.search(text, k=10)
        conn.execute("SELECT rowid FROM t WHERE t MATCH ? LIMIT 10", (parse_query(text).match,))
    _settle()
    bare_ms, memdesk_ms, pg_ms = [], [], []
    differing = 0
    try:
        for text in queries:
            started = time.perf_counter()
            match = parse_query(text).match
            conn.execute("SELECT rowid, rank FROM t WHERE t MATCH ? ORDER BY rank LIMIT 10", (match,)).fetchall()
            bare_ms.append((time.perf_counter() - started) * 1000)
            started = time.perf_counter()
            hits = engine.retrieval.recall(text, k=10)
            memdesk_ms.append((time.perf_counter() - started) * 1000)
            if postgres is not None:
                started = time.perf_counter()
                pg_hits = postgres.retrieval.recall(text, k=10)
                pg_ms.append((time.perf_counter() - started) * 1000)
                differing += [h.memory.id for h in hits] != [h.memory.id for h in pg_hits]
    finally:
        gc.unfreeze()
    return bare_ms, memdesk_ms, pg_ms, differing


def run(sizes: list[int], *, folder: Path | None = None, corpus: str = "synthetic", postgres: bool = False,
        pg_url: str | None = None) -> dict:
    """Benchmark every size; returns ``{"runs": [...]}`` with every side and the ratios."""
    rng = random.Random(SEED)
    if corpus == "synthetic":
        vocabulary = make_vocabulary(rng)
        queries = make_queries(rng, vocabulary)
    runs = []
    server = None
    if postgres and pg_url is None:
        from support.pg_server import PgServer

        server = PgServer(settings={"shared_buffers": "512MB", "work_mem": "32MB",
                                    "effective_cache_size": "4GB"}, base_dir=str(folder) if folder else None).start()
    try:
        for size in sizes:
            if corpus == "synthetic":
                rows = make_rows(size, random.Random(SEED + size), vocabulary)
            else:
                rows, queries = locomo_corpus(size, random.Random(SEED + size))
            with tempfile.TemporaryDirectory(dir=folder) as tmp:
                conn, base = load_bare(rows, Path(tmp))
                engine, ours = load_memdesk(rows, Path(tmp))
                pg_engine, pg = None, None
                if postgres:
                    location = pg_url or (server.create_database(f"scale{size}") if server else None)
                    pg_engine, pg = copy_to_postgres(engine, location)
                del rows
                bare_ms, memdesk_ms, pg_ms, differing = time_queries(conn, engine, queries, pg_engine)
                conn.close()
                engine.close()
                if pg_engine is not None:
                    pg_engine.close()
            base["query_ms"], ours["query_ms"] = _percentiles(bare_ms), _percentiles(memdesk_ms)
            result = {
                "rows": size, "bare": base, "memdesk": ours,
                "ingest_ratio": round(ours["ingest_per_s"] / base["ingest_per_s"], 3),
                "p50_ratio": round(ours["query_ms"]["p50"] / base["query_ms"]["p50"], 2),
                "p95_ratio": round(ours["query_ms"]["p95"] / base["query_ms"]["p95"], 2),
            }
            if pg is not None:
                pg["query_ms"] = _percentiles(pg_ms)
                pg["queries_with_other_answers"] = differing
                result["postgres"] = pg
            runs.append(result)
            print(render_run(runs[-1]), file=sys.stderr, flush=True)
    finally:
        if server is not None:
            server.stop()
    return {"runs": runs, "corpus": corpus, "queries": len(queries), "batch": BATCH}


def render_run(run: dict) -> str:
    """One line per side plus the ratios."""
    b, m = run["bare"], run["memdesk"]
    line = (f"{run['rows']:>9,} rows | ingest bare {b['ingest_per_s']:>7,}/s memdesk {m['ingest_per_s']:>7,}/s "
            f"({run['ingest_ratio']:.0%}) | size bare {b['bytes'] / 2**20:.1f} MiB "
            f"memdesk {m['bytes'] / 2**20:.1f} MiB | "
            f"query p50 {b['query_ms']['p50']} → {m['query_ms']['p50']} ms ({run['p50_ratio']}×), "
            f"p95 {b['query_ms']['p95']} → {m['query_ms']['p95']} ms ({run['p95_ratio']}×)")
    pg = run.get("postgres")
    if pg:
        line += (f"\n{'':>9}      | PostgreSQL: store copy {pg['copy_s']} s ({pg['memories_per_s']:,} memories/s, "
                 f"{pg['copy_rows']:,} rows), size {pg['bytes'] / 2**20:.1f} MiB, "
                 f"recall p50 {pg['query_ms']['p50']} ms p95 {pg['query_ms']['p95']} ms; "
                 f"queries answered differently: {pg['queries_with_other_answers']}")
    return line


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--sizes", type=int, nargs="+", default=[10_000, 100_000])
    parser.add_argument("--dir", type=Path, help="where the temporary stores go (default: the system temp dir)")
    parser.add_argument("--corpus", choices=("synthetic", "locomo"), default="synthetic",
                        help="synthetic rows and 3-word queries, or LoCoMo-like rows and the dev questions")
    parser.add_argument("--json", action="store_true", help="print one JSON object")
    parser.add_argument("--postgres", action="store_true",
                        help="also load and query a PostgreSQL store (a throwaway server unless --pg-url)")
    parser.add_argument("--pg-url", help="an empty PostgreSQL database to use instead of a throwaway server")
    args = parser.parse_args(argv)
    report = run(args.sizes, folder=args.dir, corpus=args.corpus, postgres=args.postgres or bool(args.pg_url),
                 pg_url=args.pg_url)
    print(json.dumps(report) if args.json else "\n".join(render_run(r) for r in report["runs"]))
    return 0


if __name__ == "__main__":
    sys.exit(main())
