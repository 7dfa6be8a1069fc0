"""Scratch estimate: the question's rare content words, IDF-weighted, added to the dense query vector."""
import math, sys, tempfile
from pathlib import Path
import numpy as np
sys.path.insert(0, "/work/wt/retrieval19/bench"); sys.path.insert(0, "/work/wt/retrieval19")
import locomo, locomo_cv
from core.retrieval import scoring, service
from core.retrieval.query import parse_query, without_names, STOP_WORDS
from core.retrieval.ranker import Dense
V = {"a": 0.0, "mode": "idf"}
DF = {}; N = [0]
orig = service.RetrievalService._dense_query if hasattr(service, "RetrievalService") else None
cls = [c for c in vars(service).values() if isinstance(c, type) and hasattr(c, "_dense_query")][0]
orig = cls._dense_query
EMB = [None]
def patched(self, query):
    d, fb = orig(self, query)
    a = V["a"]
    if d is None or not a: return d, fb
    terms = [t for t in dict.fromkeys(parse_query(without_names(query)).terms) if t not in STOP_WORDS and not t.isdigit() and len(t) > 2]
    idf = {t: math.log((N[0] - DF.get(t, 0) + 0.5) / (DF.get(t, 0) + 0.5) + 1) for t in terms}
    if not idf: return d, fb
    if V["mode"] == "top1":
        t = max(idf, key=idf.get); idf = {t: 1.0}
    elif V["mode"] == "flat":
        idf = {t: 1.0 for t in idf}
    tot = sum(idf.values())
    vecs = EMB[0].embed(list(idf))
    extra = sum(np.asarray(v) * (w / tot) for v, w in zip(vecs, idf.values()))
    q = np.asarray(d.vector) + a * extra
    q = q / np.linalg.norm(q)
    return Dense(vector=q.astype(np.float32).tolist(), model=d.model), fb
cls._dense_query = patched

def main():
    modes = sys.argv[1].split(","); As = [float(x) for x in sys.argv[2].split(",")]
    embedder = locomo_cv.local_embedder("mpnet"); EMB[0] = embedder
    base = {name: getattr(scoring, name) for name in locomo_cv.HYBRID_GRID}
    base.update(scoring.DENSE_BY_MODEL.get(embedder.model, {})); scoring.DENSE_BY_MODEL = {}
    from core.text.tokens import tokenize
    with tempfile.TemporaryDirectory() as tmp:
        stores = locomo_cv.load_stores(locomo.DEFAULT_DATA, Path(tmp), embedder=embedder, context=True)
        for s in stores:
            for (c,) in s.engine.store.search._conn.execute("SELECT content FROM memories"):
                N[0] += 1
                for t in set(tokenize(c)): DF[t] = DF.get(t, 0) + 1
        ids = [s.sample_id for s in stores]; n = {s.sample_id: len(s.questions) for s in stores}
        def run(mode, a):
            V.update(a=a, mode=mode)
            with locomo_cv.constants(base):
                res = {s.sample_id: s.evaluate() for s in stores}
            by = {i: sum(r["recall@10"] for r in res[i]) / len(res[i]) for i in ids}
            return by, sum(by[i] * n[i] for i in ids) / sum(n.values())
        b, bp = run("idf", 0.0)
        print("base", " ".join(f"{b[i]:.4f}" for i in ids), f"{bp:.4f}", flush=True)
        for mode in modes:
            for a in As:
                by, p = run(mode, a)
                print(mode, a, " ".join(f"{by[i]:.4f}" for i in ids), f"{p:.4f}", "up", sum(by[i] > b[i] + 1e-9 for i in ids), "down", sum(by[i] < b[i] - 1e-9 for i in ids), flush=True)
        for s in stores: s.engine.close()
main()
