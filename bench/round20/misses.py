"""Census: every dev evidence turn's hybrid rank, with its question, text and the top 3 (scratch, for reading)."""
import sys, tempfile, json
from pathlib import Path
HERE = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(HERE / "bench")); sys.path.insert(0, str(HERE))
import locomo, locomo_cv
from core.retrieval import scoring
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
                hyb = [h.memory.id for h in s.engine.retrieval.search(q, namespace=ns, k=100)]
            for e in sorted(ev):
                out.append({"conv": s.sample_id, "q": q, "cat": cat, "id": e, "ev": text[e],
                            "prev": text.get(e - 1, ""), "hyb": hyb.index(e) + 1 if e in hyb else 999,
                            "top3": [text[i][:160] for i in hyb[:3]]})
    for s in stores: s.engine.close()
json.dump(out, open("/tmp/r20/misses.json", "w"))
print(len(out), sum(o["hyb"] > 10 for o in out))
