"""Scratch estimate (never a ruling): window coverage of the query terms, added to relevance."""
import math, sys, tempfile, json
from pathlib import Path
sys.path.insert(0, "/work/wt/retrieval19/bench"); sys.path.insert(0, "/work/wt/retrieval19")
import locomo, locomo_cv
from core.retrieval import scoring, ranker, signals

VARIANT = {"W": 0.0, "mode": "window"}
STATE = {}  # namespace -> dict(prev, next, n, conn)

def prep(store):
    conn = store.engine.store.search._conn
    ns = store.sample_id.lower()
    rows = conn.execute("SELECT id, session FROM memories WHERE namespace=? ORDER BY id", (ns,)).fetchall()
    by_s = {}
    for i, s in rows:
        by_s.setdefault(s, []).append(i)
    prev, nxt = {}, {}
    for s, ids in by_s.items():
        if s is None: continue
        for a, b in zip(ids, ids[1:]):
            nxt[a] = b; prev[b] = a
    from core.text.tokens import tokenize
    lens = {i: len(tokenize(c)) for i, c in conn.execute("SELECT id, content FROM memories WHERE namespace=?", (ns,))}
    STATE[ns] = {"prev": prev, "next": nxt, "n": len(rows), "conn": conn, "terms": {}, "len": lens,
                 "avg": sum(lens.values()) / len(lens)}

def term_ids(st, term):
    t = st["terms"].get(term)
    if t is None:
        ids = {r[0] for r in st["conn"].execute("SELECT rowid FROM memories_fts WHERE memories_fts MATCH ?", (f'"{term}"',))}
        t = st["terms"][term] = ids
    return t

orig = ranker._lexical_pool
def patched(store, query, *, namespace, statuses, kinds, k, dense=None):
    pool = orig(store, query, namespace=namespace, statuses=statuses, kinds=kinds, k=k, dense=dense)
    W = VARIANT["W"]
    if not W or not pool.candidates: return pool
    st = STATE[namespace]
    terms = [t for t in dict.fromkeys(query.terms)]
    idf = {}
    sets = {}
    for t in terms:
        s = term_ids(st, t)
        if not s: continue
        df = len(s); sets[t] = s
        idf[t] = math.log((st["n"] - df + 0.5) / (df + 0.5) + 1)
    total = sum(idf.values())
    if total <= 0: return pool
    mode = VARIANT["mode"]
    J = VARIANT.get("join", 0)
    if J:
        everyone = set()
        for t in idf: everyone |= sets[t]
        near = set(everyone)
        for m in everyone:
            if m in st["prev"]: near.add(st["prev"][m])
            if m in st["next"]: near.add(st["next"][m])
        def wcov(m):
            win = [m] + [x for x in (st["prev"].get(m), st["next"].get(m)) if x is not None]
            return sum(v for t, v in idf.items() if any(w in sets[t] for w in win)) / total
        outside = sorted(((wcov(m), -m) for m in near if m not in pool.candidates), reverse=True)[:J]
        for cand in store.search.candidates([-m for _, m in outside]).values():
            pool.candidates[cand.id] = cand; VARIANT["joined"] = VARIANT.get("joined", 0) + 1
    factors = pool.signals.factors(pool.candidates.values()) if (pool.signals.entities or query.dates or pool.signals.newness) else None
    for idx, mid in enumerate(pool.candidates):
        win = [mid]
        if mid in st["prev"]: win.append(st["prev"][mid])
        if mid in st["next"]: win.append(st["next"][mid])
        own = sum(v for t, v in idf.items() if mid in sets[t])
        cov = sum(v for t, v in idf.items() if any(w in sets[t] for w in win))
        if mode == "window": val = cov / total
        elif mode == "extra": val = (cov - own) / total
        elif mode == "own": val = own / total
        elif mode == "window2": val = (cov / total) ** 2
        elif mode == "own2": val = (own / total) ** 2
        elif mode in ("bm25w", "bm25x"):
            L = sum(st["len"][w] for w in win); A = st["avg"] * (3 if mode == "bm25w" else len(win))
            val = 0.0
            for t, v in idf.items():
                tf = sum(1 for w in win if w in sets[t])
                if tf: val += v * tf * 2.2 / (tf + 1.2 * (0.25 + 0.75 * L / A))
            val /= total
        else: raise SystemExit(mode)
        f = factors[idx] if factors else 1.0
        pool.relevance[mid] = pool.relevance.get(mid, 0.0) + W * val * f
    return pool
ranker._lexical_pool = patched

def main():
    VARIANT["join"] = int(sys.argv[3]) if len(sys.argv) > 3 else 0
    modes = sys.argv[1].split(","); ws = [float(x) for x in sys.argv[2].split(",")]
    embedder = locomo_cv.local_embedder("mpnet")
    base = {name: getattr(scoring, name) for name in locomo_cv.HYBRID_GRID}
    base.update(scoring.DENSE_BY_MODEL.get(embedder.model, {})); scoring.DENSE_BY_MODEL = {}
    with tempfile.TemporaryDirectory() as tmp:
        stores = locomo_cv.load_stores(locomo.DEFAULT_DATA, Path(tmp), embedder=embedder, context=True)
        for s in stores: prep(s)
        ids = [s.sample_id for s in stores]; n = {s.sample_id: len(s.questions) for s in stores}
        def run(mode, w):
            VARIANT.update(W=w, mode=mode)
            with locomo_cv.constants(base):
                res = {s.sample_id: s.evaluate() for s in stores}
            by = {i: sum(r["recall@10"] for r in res[i]) / len(res[i]) for i in ids}
            pooled = sum(by[i] * n[i] for i in ids) / sum(n.values())
            return by, pooled
        b, bp = run("window", 0.0)
        print("base", " ".join(f"{b[i]:.4f}" for i in ids), f"{bp:.4f}", flush=True)
        for mode in modes:
            for w in ws:
                by, p = run(mode, w)
                print(mode, w, " ".join(f"{by[i]:.4f}" for i in ids), f"{p:.4f}", "up", sum(by[i] > b[i] + 1e-9 for i in ids), "down", sum(by[i] < b[i] - 1e-9 for i in ids), flush=True)
        print("joined", VARIANT.get("joined")); [s.engine.close() for s in stores]
main()
