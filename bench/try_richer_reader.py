"""Round 25's try (kept in history, not shipped): does a model that can say "and" transfer better than one logistic
layer? Per leave-one-set-out fold, one fold at a time (a full --transfer did not finish on the shared machine), the
shipped logistic fit, the same plus boosted shallow trees on its margin (numpy, structural features only, Newton
leaves), and a logistic fit over the features with :mod:`core.conflicts.learned_conjunctions` added
each fold's
out-of-fold scores are written to bench/out/try25/<set>.json as it finishes.

    python bench/try_richer_reader.py contradictions-holdout-v24,contradictions-holdout-v23
"""

from __future__ import annotations

import json
import math
import multiprocessing
import pickle
import sys
import time
from pathlib import Path

import numpy as np

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
import bench.train_learned_reader as t
from core.conflicts.learned_conjunctions import conjunctions
from core.conflicts.learned_reader import probability

WORDY = ("new:", "added:", "pair:", "dropped:", "added~", "dropped~")
MINC, MINH = 30, 2.0
CONFIGS = [(2, 50, 0.1, 5.0), (3, 100, 0.05, 20.0)]
def dense(opened):
    names = sorted({n for r in opened for n in r["features"] if not n.startswith(WORDY) and n != "bias"})
    col = {n: i for i, n in enumerate(names)}
    X = np.zeros((len(opened), len(names)), dtype=np.float32)
    for i, r in enumerate(opened):
        for n, v in r["features"].items():
            j = col.get(n)
            if j is not None and v > 0:
                X[i, j] = 1.0
    return X, names
def build(F, keep, w, DEPTH, TREES, ETA, LAM):
    trees = []
    Xk, yk, wk = X, y, np.where(keep, w, 0.0)
    allowed = X[keep & ~crowdm].sum(0) >= MINC
    Fk = F.copy()
    for _ in range(TREES):
        p = 1 / (1 + np.exp(-np.clip(Fk, -30, 30)))
        g = (p - yk) * wk
        h = p * (1 - p) * wk
        node = np.zeros(len(yk), dtype=np.int64)
        splits = {}
        for d in range(DEPTH):
            for nd in range(2 ** d):
                at = node == (2 ** d - 1 + nd)
                if at.sum() == 0:
                    continue
                G, H = g[at].sum(), h[at].sum()
                GL = Xk.T @ (g * at).astype(np.float32)
                HL = Xk.T @ (h * at).astype(np.float32)
                GR, HR = G - GL, H - HL
                gain = GL ** 2 / (HL + LAM) + GR ** 2 / (HR + LAM) - G ** 2 / (H + LAM)
                gain[(HL < MINH) | (HR < MINH) | ~allowed] = -1
                j = int(np.argmax(gain))
                if gain[j] <= 0:
                    continue
                splits[2 ** d - 1 + nd] = j
            nxt = node.copy()
            for nid, j in splits.items():
                at = node == nid
                nxt[at] = 2 * nid + 1 + (Xk[at, j] == 0)  # left child = feature present
            # nodes without a split still descend (left) to keep leaves at one depth
            for nid in set(np.unique(node)) - set(splits):
                nxt[node == nid] = 2 * nid + 1
            node = nxt
        leaves = {}
        for leaf in np.unique(node):
            at = node == leaf
            leaves[int(leaf)] = float(-ETA * g[at].sum() / (h[at].sum() + LAM))
        Fk += np.array([leaves[int(leaf_of)] for leaf_of in node])
        trees.append(({k: cand_names[v] for k, v in splits.items()}, leaves))
    return trees

def tree_score(features, trees, DEPTH):
    s = 0.0
    for splits, leaves in trees:
        nid = 0
        for _ in range(DEPTH):
            name = splits.get(nid)
            nid = 2 * nid + 1 + (0 if (name is None or features.get(name, 0) > 0) else 1)
        s += leaves.get(nid, 0.0)
    return s

FOLDS = sys.argv[1].split(",")
stored = pickle.loads(t.ROWS.read_bytes())
rows, crowd = stored["rows"], stored["crowd"]
opened = [r for r in rows + crowd if r["features"] is not None]
conj = [{**r, "features": {**r["features"], **conjunctions(r["features"])}} for r in opened]
L0 = t.Layout(opened)
L1 = t.Layout(conj)
sets = np.array([r["set"] for r in opened])
y = L0.target
crowdm = L0.crowd
X, cand_names = dense(opened)
print("ready", flush=True)
OUT = t.REPO / "bench" / "out" / "try25"
OUT.mkdir(parents=True, exist_ok=True)

def fold(held):
    t0 = time.time()
    keep = sets != held
    idx = np.where(~keep)[0]
    res = {}
    w0 = L0.fit(keep)
    F = np.array([sum(w0.get(n, 0) * v for n, v in r["features"].items()) for r in opened])
    def pack(ps):
        return {"pairs": [[opened[i]["old"], opened[i]["new"], int(y[i]), round(ps[k], 4)]
                          for k, i in enumerate(idx) if not crowdm[i]],
                "crowd": [[opened[i]["old"], opened[i]["new"], round(ps[k], 4)]
                          for k, i in enumerate(idx) if crowdm[i]]}
    def sig(z):
        return 1 / (1 + math.exp(-max(-30, min(30, z))))
    res["base"] = pack([sig(F[i]) for i in idx])
    for cfg in CONFIGS:
        trees = build(F, keep, np.where(crowdm, t.CROWD_WEIGHT, 1.0), *cfg)
        name = "trees-d{}n{}e{}l{}".format(*cfg)
        res[name] = pack([sig(F[i] + tree_score(opened[i]["features"], trees, cfg[0])) for i in idx])
    w1 = L1.fit(keep)
    res["conj"] = pack([probability(conj[i]["features"], w1) for i in idx])
    (OUT / f"{held}.json").write_text(json.dumps(res))
    print(held, "secs", round(time.time() - t0), flush=True)

with multiprocessing.get_context("fork").Pool(2) as pool:
    list(pool.imap_unordered(fold, FOLDS, chunksize=1))
