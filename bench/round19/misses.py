import sys, tempfile, json, random
from pathlib import Path
sys.path.insert(0, "/work/wt/retrieval19/bench"); sys.path.insert(0, "/work/wt/retrieval19")
import locomo, locomo_cv
from core.retrieval import scoring, ranker, hybrid
embedder = locomo_cv.local_embedder("mpnet")
base = {name: getattr(scoring, name) for name in locomo_cv.HYBRID_GRID}
base.update(scoring.DENSE_BY_MODEL.get(embedder.model, {})); scoring.DENSE_BY_MODEL = {}
out = []
with tempfile.TemporaryDirectory() as tmp:
    stores = locomo_cv.load_stores(locomo.DEFAULT_DATA, Path(tmp), embedder=embedder, context=True)
    for s in stores:
        ns = s.sample_id.lower(); conn = s.engine.store.search._conn
        text = dict(conn.execute("SELECT id, content FROM memories WHERE namespace=?", (ns,)).fetchall())
        for q, cat, ev in s.questions:
            with locomo_cv.constants(base):
                hyb = [h.memory.id for h in s.engine.retrieval.search(q, namespace=ns, k=50)]
            with locomo_cv.constants({**base, "W_DENSE_MATCH": 0.0}):
                lex = [h.memory.id for h in s.engine.retrieval.search(q, namespace=ns, k=50)]
            # dense-only: W huge relative
            with locomo_cv.constants({**base, "W_DENSE_MATCH": 1000.0}):
                den = [h.memory.id for h in s.engine.retrieval.search(q, namespace=ns, k=50)]
            for e in ev:
                r = lambda L: L.index(e) + 1 if e in L else 99
                out.append({"conv": s.sample_id, "q": q, "cat": cat, "ev": text[e], "hyb": r(hyb), "lex": r(lex), "den": r(den),
                            "top3": [text[i][:150] for i in hyb[:3]]})
    for s in stores: s.engine.close()
json.dump(out, open("/tmp/r19/misses.json", "w"))
far = [o for o in out if o["hyb"] > 10 and o["lex"] > 10 and o["den"] > 10]
print(len(out), len(far))
