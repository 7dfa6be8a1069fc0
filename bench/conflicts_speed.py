"""What contradiction detection costs at capture, and how fast ``scan`` walks a store.

Builds a throwaway store of N promoted memories, then times ``remember`` of new memories
(capture runs the detector: candidate lookup in the full-text index, then the statement
model on the best-ranked candidates, leaving the rest owed) and one ``scan`` run. The captures are made as a
server makes them (a worker listens, so they compare on the time budget: ``detector.INLINE_BUDGET_S``;
``--one-shot``: as a process without one, up to ``detector.INLINE_LIMIT``). The owed comparisons are then
settled in one pass (``settle_s``: what a server's worker does once captures pause).

Two corpora:

- ``facts`` (default): memories told the way the statement model reads them — where
  someone lives and works, a service's port, version, owner and limits, schedules,
  licences, channels, preferences — about entities drawn from a large vocabulary with a
  Zipf-like frequency, so a few names are everywhere and most are rare, as in a real store.
  A capture restates an existing fact with a new value about half the time, so candidates
  are found and compared and proposals are filed.
- ``templates``: five sentence templates over 20 services, 12 attributes and 10 tools —
  every word is in thousands of memories. A worst case for the candidate lookup, kept to
  compare with earlier figures.

The store is loaded with ``engine.memories.import_promoted`` (the bulk path imports use; it runs no
detection and keeps no statement reading) so that 100k memories take a minute, not an hour. Then the
daemon's upkeep step ``readings`` (``engine.conflicts.keep_readings``, bounded as the daemon runs it) is
run pass after pass until it has gone over the whole store, so every memory's statement reading is kept
with it: the steady state a store reaches under the daemon (``readings_s``, ``readings_kept`` in the
output); the process's own readings are then dropped, so a capture finds its candidates' in the store,
as a fresh process would. The timed captures go through ``engine.memories.remember`` like an agent's.

    python bench/conflicts_speed.py                          # 5,000 memories, facts
    python bench/conflicts_speed.py --memories 100000 --captures 400 --json
    python bench/conflicts_speed.py --memories 100000 --corpus templates
    python bench/conflicts_speed.py --memories 100000 --captures 400 --profile   # pstats in bench/out

``--profile`` runs each timed capture under cProfile and writes two pstats files to ``bench/out``:
every capture (``conflicts_speed_all.pstats``) and the slowest twentieth only
(``conflicts_speed_p95.pstats``: where the tail goes). The profiler slows each call down, so the
timings of a profiled run are not comparable with a plain one.
"""

from __future__ import annotations

import argparse
import cProfile
import gc
import json
import os
import pstats
import random
import statistics
import sys
import tempfile
import time
from pathlib import Path

REPO = Path(__file__).resolve().parents[1]
if str(REPO) not in sys.path:
    sys.path.insert(0, str(REPO))

from core import Engine, Settings  # noqa: E402

SERVICES = ["billing", "search", "auth", "mail", "reports", "ingest", "gateway", "media", "chat", "admin",
            "export", "import", "notify", "ledger", "catalog", "cart", "pricing", "maps", "feeds", "audit"]
ATTRIBUTES = ["timeout", "port", "replica count", "memory limit", "owner", "region", "queue", "cache TTL",
              "deploy day", "log level", "retry budget", "batch size"]
TEMPLATES = [
    "The {svc} service {attr} is {n}",
    "The {svc} team prefers {tool} for {attr} checks",
    "{tool} is the primary tool for the {svc} {attr}",
    "The {svc} service no longer uses {tool}",
    "We reviewed the {svc} {attr} on {day}",
]
TOOLS = ["grafana", "pagerduty", "sentry", "datadog", "k6", "locust", "vault", "consul", "nomad", "argo"]
DAYS = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday"]
BATCH = 2000
SEED = 11

# The facts corpus: sentence shapes per family; {a}…{e} are filled from the vocabulary.
FACTS = [
    ("infra", "The {a} service listens on port {port}", "The {a} service moved to port {port}"),
    ("infra", "The {a} {b} API runs {tool} {version}", "The {a} {b} API was upgraded to {tool} {version}"),
    ("infra", "{A}'s {b} queue holds at most {n} messages", "{A}'s {b} queue limit was raised to {n} messages"),
    ("infra", "The {a} database host is {a}-db-{n}.internal", "The {a} database moved to {a}-db-{n}.internal"),
    ("person", "{A} {B} lives in {C}", "{A} {B} relocated to {C}"),
    ("person", "{A} {B} works at {C} {D} as a {role}", "{A} {B} joined {C} {D}"),
    ("project", "The {a} {b} project is owned by {A} {B}", "Ownership of the {a} {b} project moved to {A} {B}"),
    ("project", "The {a} {b} library is licensed under {licence}",
     "The {a} {b} library was relicensed under {licence}"),
    ("decision", "The {a} {b} sync is on {day} at {time}", "The {a} {b} sync moved to {day} at {time}"),
    ("decision", "The {a} {b} report goes out {freq}", "The {a} {b} report now goes out {freq}"),
    ("tooling", "The {a} team tracks {b} work in {Tool}", "The {a} team switched {b} tracking to {Tool}"),
    ("tooling", "{a}-{b} alerts go to #{c}-{d}", "{a}-{b} alerts now go to #{c}-{d}"),
    ("preference", "{A} {B} prefers {pref} for {b} notes", "{A} {B} now prefers {pref} for {b} notes"),
    ("project", "The {a} {b} codename is {C}", "The {a} {b} project was renamed to {C}"),
    ("note", "{A} {B} reviewed the {a} {b} notes on {day}", "{A} {B} shared the {a} {b} notes on {day}"),
]
ROLES = ["engineer", "designer", "manager", "analyst", "writer", "lead", "researcher", "consultant"]
LICENCES = ["MIT", "Apache-2.0", "GPL-3.0", "BSD-3-Clause", "MPL-2.0", "AGPL-3.0", "ISC", "LGPL-2.1"]
FREQS = ["daily", "weekly", "monthly", "every other day", "twice a week", "every two weeks", "quarterly"]
TIMES = ["9:00", "9:30", "10:00", "11:15", "14:00", "15:30", "16:45"]
PREFS = ["plain text", "markdown", "short answers", "bullet points", "dark mode", "light mode", "tables"]
CATALOGUE = ["Jira", "Linear", "Trello", "Asana", "Notion", "Obsidian", "Todoist", "ClickUp"]


def text(i: int) -> str:
    """The ``i``-th memory of the templates corpus."""
    template = TEMPLATES[i % len(TEMPLATES)]
    return template.format(svc=SERVICES[i % len(SERVICES)], attr=ATTRIBUTES[(i // 7) % len(ATTRIBUTES)],
                           n=(i * 37) % 9000, tool=TOOLS[(i // 3) % len(TOOLS)], day=DAYS[i % len(DAYS)]) + f" (#{i})"


class Facts:
    """Memories and captures of the facts corpus, reproducible from a seed."""

    def __init__(self, seed: int = SEED, vocabulary: int = 40_000):
        self.rng = random.Random(seed)
        consonants, vowels = "bcdfghjklmnprstvz", "aeiou"
        words: set[str] = set()
        while len(words) < vocabulary:
            words.add("".join(self.rng.choice(consonants) + self.rng.choice(vowels)
                              for _ in range(self.rng.randint(2, 4))))
        self.words = sorted(words)
        self.weights = [1.0 / (rank + 1) ** 0.9 for rank in range(len(self.words))]
        self.made: list[tuple[int, dict]] = []

    def _fill(self) -> dict:
        picked = self.rng.choices(self.words, weights=self.weights, k=5)
        a, b, c, d, e = picked
        return {"a": a, "b": b, "c": c, "d": d, "e": e, "A": a.capitalize(), "B": b.capitalize(),
                "C": c.capitalize(), "D": d.capitalize()}

    def _values(self) -> dict:
        rng = self.rng
        return {"port": rng.randint(1024, 65000), "n": rng.randint(2, 9999),
                "version": f"{rng.randint(1, 30)}.{rng.randint(0, 20)}", "tool": rng.choice(["Node", "Python",
                                                                                             "Postgres", "Redis"]),
                "role": rng.choice(ROLES), "licence": rng.choice(LICENCES), "day": rng.choice(DAYS),
                "time": rng.choice(TIMES), "freq": rng.choice(FREQS), "pref": rng.choice(PREFS),
                "Tool": rng.choice(CATALOGUE)}

    def memory(self) -> tuple[str, str]:
        """A new fact: (kind, text)."""
        shape = self.rng.randrange(len(FACTS))
        names = self._fill()
        self.made.append((shape, names))
        kind, has, _ = FACTS[shape]
        return kind, has.format(**names, **self._values())

    def capture(self) -> tuple[str, str]:
        """A newcomer: half the time a change to a stored fact, else a new fact."""
        if self.made and self.rng.random() < 0.5:
            shape, names = self.rng.choice(self.made)
            kind, _, change = FACTS[shape]
            return kind, change.format(**names, **self._values())
        return self.memory()


def build(engine: Engine, memories: int, corpus: str, facts: Facts) -> None:
    for offset in range(0, memories, BATCH):
        items = []
        for i in range(offset, min(offset + BATCH, memories)):
            if corpus == "templates":
                items.append({"content": text(i), "kind": "infra"})
            else:
                kind, content = facts.memory()
                items.append({"content": f"{content} (#{i})" if i % 50 == 0 else content, "kind": kind})
        engine.memories.import_promoted(items, reason="conflicts speed benchmark")


def keep_readings(engine: Engine) -> tuple[float, int]:
    """The upkeep's ``readings`` step, run by its bounds until a pass reached the last memory; seconds, readings."""
    from core.agents.upkeep import READINGS_EXAMINED, READINGS_PER_RUN
    from core.conflicts.kept_results import forget_results
    from core.conflicts.statement import forget_readings

    start, kept, after = time.perf_counter(), 0, None
    while True:
        done = engine.conflicts.keep_readings(after_id=after, limit=READINGS_PER_RUN, examine=READINGS_EXAMINED)
        kept += done.kept
        if done.next_after is None:
            break
        after = done.next_after
    forget_readings()  # a capturing process finds the readings in the store, not in its memory
    forget_results()  # nor the kept readers' results, which keeping the readings read into their caches
    return time.perf_counter() - start, kept


PROFILE_DIR = REPO / "bench" / "out"


def write_profiles(profiles: list[tuple[float, cProfile.Profile]]) -> list[str]:
    """Every capture's profile and the slowest twentieth's, as pstats files in ``bench/out``."""
    PROFILE_DIR.mkdir(parents=True, exist_ok=True)
    slowest = sorted(profiles, key=lambda pair: pair[0], reverse=True)[: max(1, len(profiles) // 20)]
    written = []
    for name, chosen in (("all", profiles), ("p95", slowest)):
        stats = pstats.Stats(chosen[0][1])
        for _, profile in chosen[1:]:
            stats.add(profile)
        path = PROFILE_DIR / f"conflicts_speed_{name}.pstats"
        stats.dump_stats(path)
        written.append(str(path))
    return written


def run(memories: int, captures: int, corpus: str = "facts", scan_limit: int = 1000,
        profile: bool = False, inline_limit: int | None = None, inline_budget_ms: float | None = None,
        served: bool = True) -> dict:
    from core.conflicts import detector

    if inline_limit is not None:  # e.g. 22: every candidate compared before the capture answers (before round 52)
        detector.INLINE_LIMIT = inline_limit
    if inline_budget_ms is not None:  # e.g. 1e9 with --inline-limit 12: round 52's capture, no budget
        detector.INLINE_BUDGET_S = inline_budget_ms / 1000
    inline_limit = detector.INLINE_LIMIT
    facts = Facts()
    with tempfile.TemporaryDirectory() as tmp:
        engine = Engine(Path(tmp) / "speed.db", settings=Settings())
        start = time.perf_counter()
        build(engine, memories, corpus, facts)
        build_s = time.perf_counter() - start
        readings_s, readings_kept = keep_readings(engine)
        if served:  # as in a server, whose worker makes owed comparisons: captures compare on the time budget
            engine.agents.when_owed(lambda: None)
        promoted = engine.memories.count(statuses=["promoted"])
        gc.collect()
        gc.freeze()  # the generator's lists are not the store: keep the collector off them while timing
        timings, cpu = [], []
        profiles: list[tuple[float, cProfile.Profile]] = []
        found = owing = 0
        for j in range(captures):
            if corpus == "templates":
                kind, content = "infra", text(memories + j).replace("(#", "(new #")
            else:
                kind, content = facts.capture()
            profiler = cProfile.Profile() if profile else None
            t0, c0 = time.perf_counter(), time.process_time()
            if profiler is not None:
                result = profiler.runcall(engine.memories.remember, content, kind=kind)
            else:
                result = engine.memories.remember(content, kind=kind)
            timings.append((time.perf_counter() - t0) * 1000)
            if profiler is not None:
                profiles.append((timings[-1], profiler))
            cpu.append((time.process_time() - c0) * 1000)
            found += bool(result.would_supersede)
            owing += bool(result.owed)
        owed_pairs = engine.store.owed_checks.count()
        t0 = time.perf_counter()
        settled = engine.conflicts.settle_owed(limit=captures)
        settle_s = time.perf_counter() - t0
        t0 = time.perf_counter()
        report = engine.conflicts.scan(limit=scan_limit)
        scan_s = time.perf_counter() - t0
        engine.close()
    written = write_profiles(profiles) if profiles else []
    timings.sort()
    cpu.sort()
    load = os.getloadavg()[0] if hasattr(os, "getloadavg") else None
    return {
        "corpus": corpus, "memories": memories, "promoted": promoted, "build_s": round(build_s, 1),
        "readings_s": round(readings_s, 1), "readings_kept": readings_kept,
        "captures": captures, "captures_with_proposals": found,
        "capture_ms_p50": round(statistics.median(timings), 2),
        "capture_ms_p95": round(timings[int(0.95 * (len(timings) - 1))], 2),
        "capture_ms_max": round(timings[-1], 2),
        # CPU time of the capturing process: what the capture costs, less the waits a loaded machine adds.
        "capture_cpu_ms_p50": round(statistics.median(cpu), 2),
        "capture_cpu_ms_p95": round(cpu[int(0.95 * (len(cpu) - 1))], 2),
        "load_avg_1m_at_end": round(load, 2) if load is not None else None,
        # The comparisons the captures left owed (core/conflicts/owed.py), then settled in one pass as a serving
        # process's worker settles them once captures pause: what that later work costs, and what it filed.
        "served": served, "inline_limit": inline_limit, "inline_floor": detector.INLINE_FLOOR,
        "inline_budget_ms": round(detector.INLINE_BUDGET_S * 1000, 3) if served else None,
        "captures_owing": owing, "owed_pairs": owed_pairs,
        "settle_s": round(settle_s, 2),
        "settle_ms_per_owing_capture": round(1000 * settle_s / owing, 2) if owing else None,
        "settled_proposals": sum(len(t) for t in settled.filed.values()),
        "scan_memories": report.examined, "scan_pairs": report.pairs, "scan_s": round(scan_s, 2),
        "scan_memories_per_s": round(report.examined / scan_s, 1) if scan_s else None,
        **({"profiles": written} if written else {}),
    }


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--memories", type=int, default=5000)
    parser.add_argument("--captures", type=int, default=200)
    parser.add_argument("--corpus", choices=("facts", "templates"), default="facts")
    parser.add_argument("--scan-limit", type=int, default=1000)
    parser.add_argument("--json", action="store_true")
    parser.add_argument("--profile", action="store_true",
                        help="profile the timed captures; pstats files in bench/out (timings are then slower)")
    parser.add_argument("--inline-limit", type=int, default=None,
                        help="candidates compared before a capture answers (default: the product's; 22 compares all)")
    parser.add_argument("--inline-budget-ms", type=float, default=None,
                        help="past the floor, compare while the comparisons took less than this (default: the "
                             "product's; 1e9: no budget, the limit alone)")
    parser.add_argument("--one-shot", action="store_true",
                        help="capture as a process with no worker does (no time budget: up to the inline limit)")
    args = parser.parse_args(argv)
    result = run(args.memories, args.captures, args.corpus, args.scan_limit, args.profile, args.inline_limit,
                 args.inline_budget_ms, served=not args.one_shot)
    if args.json:
        print(json.dumps(result, indent=2))
    else:
        for key, value in result.items():
            print(f"{key:<26}{value}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
