"""Idea 2 (round 20): a short turn's dense similarity is the better of its own (main's blend with the
context vector at 0.15) and LAMBDA x that of its text joined with the previous turn's ("<prev>\n<own>").

Short: under L words of its own (without "Name:" and the photo caption). The joined texts are embedded
once (the bench's vector cache). Wraps DenseIndex.similarities; off (L = 0) is main exactly.
usage: shortmax.py L1,L2 LAMBDA1,LAMBDA2
"""
import sys, tempfile
from pathlib import Path
import numpy as np
HERE = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(HERE / "bench")); sys.path.insert(0, str(HERE))
import locomo, locomo_cv
from core.retrieval import scoring, hybrid
from core.text.tokens import tokenize

V = {"L": 0, "lam": 1.0}
JOINED: dict = {}   # memory id (per store file) -> (words, joined vector)
orig_sim = hybrid.DenseIndex.similarities


def similarities(self, vector):
    sims = orig_sim(self, vector)
    if not V["L"]:
        return sims
    q = np.asarray(vector, dtype=np.float32)
    table = JOINED.get("*")
    if table is None:
        return sims
    out = list(sims)
    for pos, mid in enumerate(self.ids):
        got = table.get(mid)
        if got is not None and got[0] < V["L"]:
            out[pos] = max(out[pos], V["lam"] * float(got[1] @ q))
    return out


hybrid.DenseIndex.similarities = similarities


def body_words(c):
    body = c.split(":", 1)[1] if ":" in c[:40] else c
    return len(tokenize(body.split("[shares a photo")[0]))


def main():
    Ls = [int(x) for x in sys.argv[1].split(",")]; lams = [float(x) for x in sys.argv[2].split(",")]
    embedder = locomo_cv.local_embedder("mpnet")
    base = {name: getattr(scoring, name) for name in locomo_cv.HYBRID_GRID}
    base.update(scoring.DENSE_BY_MODEL.get(embedder.model, {})); scoring.DENSE_BY_MODEL = {}
    with tempfile.TemporaryDirectory() as tmp:
        stores = locomo_cv.load_stores(locomo.DEFAULT_DATA, Path(tmp), embedder=embedder, context=True)
        ids = [s.sample_id for s in stores]; n = {s.sample_id: len(s.questions) for s in stores}
        maxL = max(Ls)
        for s in stores:
            ns = s.sample_id.lower(); conn = s.engine.store.search._conn
            rows = conn.execute("SELECT id, content, session FROM memories WHERE namespace=? ORDER BY session, id",
                                (ns,)).fetchall()
            todo = {}
            for (pid, pc, ps), (mid, c, sess) in zip(rows, rows[1:]):
                if ps == sess and body_words(c) < maxL:
                    todo[mid] = (body_words(c), pc + "\n" + c)
            vecs = embedder.embed([t for _, t in todo.values()])
            s._joined = {mid: (w, np.asarray(v, dtype=np.float32)) for (mid, (w, _)), v in zip(todo.items(), vecs)}
            print(ns, "short turns with a previous one", len(todo), file=sys.stderr, flush=True)

        def run():
            with locomo_cv.constants(base):
                res = {}
                for s in stores:
                    JOINED["*"] = s._joined
                    res[s.sample_id] = s.evaluate()
            by = {i: sum(r["recall@10"] for r in res[i]) / len(res[i]) for i in ids}
            return by, sum(by[i] * n[i] for i in ids) / sum(n.values())
        V.update(L=0); b, bp = run()
        print("base", " ".join(f"{b[i]:.4f}" for i in ids), f"{bp:.4f}", flush=True)
        for L in Ls:
            for lam in lams:
                V.update(L=L, lam=lam); by, p = run()
                print(f"L{L}", lam, " ".join(f"{by[i]:.4f}" for i in ids), f"{p:.4f}", "up",
                      sum(by[i] > b[i] + 1e-9 for i in ids), "down", sum(by[i] < b[i] - 1e-9 for i in ids), flush=True)
        for s in stores: s.engine.close()


main()
