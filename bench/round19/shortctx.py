"""Scratch estimate: a short turn takes more of its context vector (share = s + b·max(0, 1 − words/L))."""
import sys, tempfile
from pathlib import Path
import numpy as np
sys.path.insert(0, "/work/wt/retrieval19/bench"); sys.path.insert(0, "/work/wt/retrieval19")
import locomo, locomo_cv
from core.retrieval import scoring, hybrid
from core.retrieval.dense_context import context_model
from core.text.tokens import tokenize
V = {"b": 0.0, "L": 20}
CACHE = {}
def load(cls, store, model, *, namespace, statuses, kinds, context=0.0):
    key = (id(store), V["b"], V["L"], context)
    if key in CACHE: return CACHE[key]
    rows = store.search.vectors(model, namespace=namespace, statuses=statuses, kinds=kinds)
    ctx = dict(store.search.vectors(context_model(model), namespace=namespace, statuses=statuses, kinds=kinds))
    conn = store.search._conn
    words = {}
    for i, c in conn.execute("SELECT id, content FROM memories WHERE namespace=?", (namespace,)):
        body = c.split(":", 1)[1] if ":" in c[:40] else c
        body = body.split("[shares a photo")[0]
        words[i] = len(tokenize(body))
    out = []
    for mid, blob in rows:
        v = np.frombuffer(blob, dtype=np.float32)
        other = ctx.get(mid)
        if other is not None and context > 0:
            s = min(1.0, context + V["b"] * max(0.0, 1 - words.get(mid, 99) / V["L"]))
            v = (1 - s) * v + s * np.frombuffer(other, dtype=np.float32)
        out.append((mid, v.astype(np.float32).tobytes()))
    idx = cls([m for m, _ in out], [b for _, b in out]) if out else None
    CACHE[key] = idx
    return idx
hybrid.DenseIndex.load = classmethod(load)

def main():
    Ls = [int(x) for x in sys.argv[1].split(",")]; bs = [float(x) for x in sys.argv[2].split(",")]
    embedder = locomo_cv.local_embedder("mpnet")
    base = {name: getattr(scoring, name) for name in locomo_cv.HYBRID_GRID}
    base.update(scoring.DENSE_BY_MODEL.get(embedder.model, {})); scoring.DENSE_BY_MODEL = {}
    with tempfile.TemporaryDirectory() as tmp:
        stores = locomo_cv.load_stores(locomo.DEFAULT_DATA, Path(tmp), embedder=embedder, context=True)
        ids = [s.sample_id for s in stores]; n = {s.sample_id: len(s.questions) for s in stores}
        def run():
            with locomo_cv.constants(base):
                res = {s.sample_id: s.evaluate() for s in stores}
            by = {i: sum(r["recall@10"] for r in res[i]) / len(res[i]) for i in ids}
            return by, sum(by[i] * n[i] for i in ids) / sum(n.values())
        V.update(b=0.0); b, bp = run()
        print("base", " ".join(f"{b[i]:.4f}" for i in ids), f"{bp:.4f}", flush=True)
        for L in Ls:
            for bb in bs:
                V.update(b=bb, L=L); by, p = run()
                print(f"L{L}", bb, " ".join(f"{by[i]:.4f}" for i in ids), f"{p:.4f}", "up", sum(by[i] > b[i] + 1e-9 for i in ids), "down", sum(by[i] < b[i] - 1e-9 for i in ids), flush=True)
        for s in stores: s.engine.close()
main()
